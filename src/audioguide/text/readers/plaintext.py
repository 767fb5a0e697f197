"""Plain text (``.txt``) and reStructuredText (``.rst``): blank lines end paragraphs, the first paragraph is the title.

The title is the whole first paragraph, normally one line: a title wrapped over two lines (as
text files wrapped at 72 or 80 characters have them) is one title, its lines joined.

A paragraph of one short line without closing punctuation, mostly in title
case, is a heading ("The Trauma Bond Nobody Warned You About"); so is a line
underlined with ``===`` (level 1) or ``---`` (level 2). A line ``[pause 2s]``
(or ``[pause 500ms]``) is a pause of that length, never spoken.

Plain text is often reStructuredText (a Sphinx source, a PEP): a document with
explicit markup (``.. note::``, ``.. _target:``), a title between an overline and
an underline, or ````literals```` is read as its page shows it. Its headings take
their levels from the order their adornments first appear; inline markup
(````literal````, ``*emphasis*``, ```text`_`` references, ``:role:`text```) is read
as its text; bullet items are paragraphs without their markers; comments, link
targets, directives that hold no prose, literal blocks (after ``::``) and
simple tables are left out and reported. An RFC 822 header before the text
(``PEP: 404``, ``Title: …``) gives the title and is not read. A file named ``.rst``
(``.rest``), a Sphinx site's source, is always read so; there a box (``.. note::``,
``.. versionadded:: 2.0``) is read after the title the page shows ("Note:", "Added in
version 2.0:"), a glossary's term before its definition ("Wheel: A built distribution format."), and a Sphinx
role as the text it shows: ``:doc:`/gevent``` the page's
title, ``:class:`~flask.Flask``` "Flask". A file it includes (``.. include:: ../CHANGES.rst``) is read in its place.
"""

from __future__ import annotations

import ast
import logging
import re
import textwrap
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from audioguide.common.characters import read_text
from audioguide.text.readers import Block, Reading, Skipped, lead_in, pause_of
from audioguide.text.readers._shared import object_name, report, sphinx_conf

log = logging.getLogger(__name__)


RST_SUFFIXES = (".rst", ".rest")
"""The names of files that are reStructuredText whatever their text looks like: a Sphinx site's sources."""


class TextReader:
    extensions = (".txt", ".text", *RST_SUFFIXES)

    def read(self, data: bytes, name: str) -> Reading:
        rst = True if name.lower().endswith(RST_SUFFIXES) else None
        return read_plain_text(read_text(data, name), name, rst=rst)


_TERMINAL = ".!?…:;,"
_CLOSERS = "\"'”’»)]"
_SMALL_WORDS = {
    "a", "an", "and", "as", "at", "but", "by", "for", "from", "in", "into", "nor", "of", "on",
    "or", "the", "to", "vs", "vs.", "with",
}
_PAUSE = re.compile(r"^\s*\[pause\b\s*([^\]]*)\]\s*$", re.IGNORECASE)
_LETTER_OR_DIGIT = re.compile(r"[^\W_]")


def looks_like_heading(line: str) -> bool:
    """A short line without closing punctuation, mostly in title case."""
    stripped = line.strip()
    if not stripped or len(stripped) > 120 or stripped.rstrip(_CLOSERS)[-1:] in tuple(_TERMINAL):
        return False
    words = [w for w in re.findall(r"[^\s]+", stripped) if w.lower().strip("“\"(") not in _SMALL_WORDS]
    letters = [w.lstrip("“\"'‘(«¿¡") for w in words]
    capitalised = sum(1 for w in letters if w[:1].isupper() or w[:1].isdigit())
    return bool(letters) and capitalised / len(letters) >= 0.6


def read_plain_text(text: str, name: str = "<text>", *, rst: bool | None = None) -> Reading:
    """A text's blocks, its title (its first paragraph, or its header's ``Title:``) and what is left out;
    reStructuredText where ``rst`` says so, or, when it is None, where the text looks like it."""
    lines = text.splitlines()
    skipped: list[Skipped] = []
    title = _header(lines, skipped)
    rst = _restructured(lines) if rst is None else rst
    numbers = list(range(1, len(lines) + 1))
    missing: list[Skipped] = []  # includes not found, on the page's lines
    if rst:
        from audioguide.text.readers._macros import DOCUMENT

        document = DOCUMENT.get()
        if document is not None and any(_INCLUDE.match(line) for line in lines):
            lines, numbers = _with_includes(lines, document, missing)
        if any("|version|" in line or "|release|" in line for line in lines):
            _versions(lines, _conf_values(document), skipped)
        _rst_blocks(lines, skipped)
    blocks = read_text_blocks("\n".join(lines), name, rst=rst)
    if title is not None:  # every heading is one of the text's: none of them is the title
        blocks = [replace(b, level=b.level + 1) if b.level else b for b in blocks]
    if len(numbers) != len(lines) or numbers != list(range(1, len(lines) + 1)):  # an included line is the include's
        blocks = [replace(b, line=_page_line(numbers, b.line)) for b in blocks]
        skipped = [replace(item, line=_page_line(numbers, item.line)) for item in skipped]
    skipped += missing
    skipped.sort(key=lambda item: item.line)
    report(skipped, name)
    return Reading(blocks, title=title, first_block_is_title=title is None, skipped=skipped)


def read_text_blocks(text: str, name: str = "<text>", *, rst: bool = False) -> list[Block]:
    """Plain text: blank lines end paragraphs; a lone title-case line is a heading; ``[pause 2s]`` a pause.

    In reStructuredText (``rst``) inline markup is read as its text: nothing is left out, so it is
    no skip; with -v each paragraph whose markup was resolved says so (``differences_`` is read
    "differences", an escaped space joins two words)."""
    blocks: list[Block] = []
    lines: list[str] = []
    styles: list[tuple[str, bool]] = []  # reStructuredText's heading adornments, in order of appearance
    start = 0
    for number, line in enumerate([*text.splitlines(), ""], start=1):
        pause = _PAUSE.match(line)
        if line.strip() and not pause:
            if not lines:
                start = number
            lines.append(line.strip())
            continue
        if lines:
            found = _text_blocks(lines, start, rst, styles)
            marks = _MARKS.search(" ".join(lines)) if rst and found and not found[0].level else None
            if marks:
                log.info("%s:%d: reStructuredText markup %r read as its text", name, start, marks[0])
            blocks += found
            lines = []
        if pause:
            seconds = pause_of(pause[1], name, number)
            if seconds is not None:
                blocks.append(Block("", number, pause=seconds))
    return blocks


def _text_blocks(lines: list[str], line: int, rst: bool, styles: list[tuple[str, bool]]) -> list[Block]:
    if rst and (cut := _title_end(lines)) is not None:  # a title its underline ends, text right under it
        return [*_text_blocks(lines[:cut], line, rst, styles), *_text_blocks(lines[cut:], line + cut, rst, styles)]
    heading = _adorned(lines, rst)
    if heading is not None:
        text, style = heading
        if rst:
            if style not in styles:
                styles.append(style)
            return [Block(_inline(text), line + style[1], level=styles.index(style) + 1)]
        return [Block(text, line, level=1 if style[0] == "=" else 2)]
    if len(lines) == 1 and not rst and looks_like_heading(lines[0]) and not _BULLET.match(lines[0]):
        return [Block(lines[0], line, level=2)]  # reStructuredText's headings are adorned: a short line is text
    items = _items(lines, line)
    if items is not None:
        said = [(at, _inline(text) if rst else text) for at, text in items]
        return [Block(text, at) for at, text in said if _LETTER_OR_DIGIT.search(text)]
    text = " ".join(" ".join(lines).split())
    if rst:
        text = _inline(text)
    return [Block(text, line)] if _LETTER_OR_DIGIT.search(text) else []


_ADORNMENT = re.compile(r"""([=\-`:'"~^_*+#<>.])\1{2,}""")


def _adorned(lines: list[str], rst: bool) -> tuple[str, tuple[str, bool]] | None:
    """A heading underlined (``Title`` / ``=====``; in reStructuredText with any adornment) or
    over- and underlined: its text and its style (the character, and whether it is overlined)."""
    if len(lines) == 2 and (_ADORNMENT.fullmatch(lines[1]) if rst else re.fullmatch(r"=+|-+", lines[1])):
        return lines[0], (lines[1][0], False)
    if len(lines) == 3 and _ADORNMENT.fullmatch(lines[0]) and lines[0] == lines[2]:
        return lines[1], (lines[0][0], True)
    return None


def _title_end(lines: list[str]) -> int | None:
    """Where a section title at the start of a paragraph with more lines after it ends (``Title`` / ``=====`` /
    ``- item``): after its underline, as docutils ends it; None where the paragraph starts with no title."""
    if len(lines) > 2 and _ADORNMENT.fullmatch(lines[1]) and len(lines[1]) >= len(lines[0]) \
            and not _ADORNMENT.fullmatch(lines[0]):
        return 2
    if len(lines) > 3 and _ADORNMENT.fullmatch(lines[0]) and lines[0] == lines[2]:
        return 3
    return None


_BULLET = re.compile(r"^(?:[-*+•‣]|\d{1,3}[.)]|#\.|\([a-z0-9]\))\s+(.*)$")


def _items(lines: list[str], line: int) -> list[tuple[int, str]] | None:
    """A paragraph that is a list (``- one`` / ``- two``, items going on over lines): each item's
    line and text, without its marker. A lone numbered line ("1. Vous devez lire …") is no list."""
    if not _BULLET.match(lines[0]):
        return None
    items: list[tuple[int, str]] = []
    for offset, text in enumerate(lines):
        bullet = _BULLET.match(text)
        if bullet:
            items.append((line + offset, bullet[1]))
        else:
            items[-1] = (items[-1][0], f"{items[-1][1]} {text}")
    if len(items) == 1 and lines[0][0] not in "-*+•‣":
        return None
    return items


# ---------------------------------------------------------------- included files

_INCLUDE = re.compile(r"^(?P<indent>[ \t]*)\.\.[ \t]+include::[ \t]*(?P<path>\S.*?)\s*$")
INCLUDE_BYTES = 1_000_000
"""The largest file read as an include, and the most text includes add to one page."""
SOURCE_CONFIGS = ("conf.py", "guides.xml")
"""What the source folder of a site holds, from which an include's ``/path`` starts (Sphinx, phpDocumentor)."""


def _with_includes(lines: list[str], document: Path, skipped: list[Skipped]) -> tuple[list[str], list[int]]:
    """``lines`` with what each ``.. include:: file`` names in its place, as Sphinx and docutils show it (its
    ``:start-after:``, ``:end-before:``, ``:start-line:``, ``:end-line:`` taken; a ``:literal:`` or ``:code:`` one is
    a code block), and the page's line each line stands for. The file is found beside the page, or from the site's
    source folder for ``/path``; only inside the page's repository (or the guide's folder), as deep as other
    includes (:data:`~audioguide.text.readers._includes.DEPTH`) and :data:`INCLUDE_BYTES` in all; one not found is
    reported."""
    from audioguide.text.readers._includes import DEPTH, included_part, repository, site_root  # a page with includes

    document = document.resolve()
    bound = repository(site_root(document))
    source = next((folder for folder in document.parents if any((folder / name).is_file() for name in SOURCE_CONFIGS)),
                  document.parent)
    budget = [INCLUDE_BYTES]

    def expand(text: list[str], page: Path, depth: int, at: int | None,
               chain: frozenset[Path] = frozenset()) -> tuple[list[str], list[int]]:
        out: list[str] = []
        numbers: list[int] = []
        index = 0
        while index < len(text):
            line = text[index]
            where = at if at is not None else index + 1
            found = _INCLUDE.match(line)
            if found is None or depth >= DEPTH:
                out.append(line)
                numbers.append(where)
                index += 1
                continue
            end = _indented_end(text, index + 1, len(found["indent"]))
            options = {option[1]: option[2] for option in (re.match(r"^\s+:([\w-]+):\s*(.*?)\s*$", text[n])
                                                           for n in range(index + 1, end)) if option}
            name = found["path"]
            file = (source / name.lstrip("/")) if name.startswith("/") else page.parent / name
            words = sum(len(text[n].split()) for n in range(index, end))
            why = ("a standard set of substitutions" if name.startswith("<") and name.endswith(">")
                   else "Markdown, read by its own parser" if "parser" in options  # else reStructuredText, as
                   else "a file that includes itself" if file.resolve() in chain | {page} else "")
            if why:  # "<isonum.txt>", a README in Markdown (MyST's ":parser:"), a loop: not read as this page's text
                skipped.append(Skipped(where, f"include {name} ({why})", words))
                out += [""] * (end - index)
                numbers += [where] * (end - index)
                index = end
                continue
            included = _include_text(file, bound, budget)
            if "literal" in options or "code" in options:
                out.append(line.replace("include::", "literalinclude::", 1))  # code: reported as a code block
                numbers.append(where)
                index += 1
                continue
            if included is None:
                skipped.append(Skipped(where, f"include {name} (no such file in the repository)", words))
                out += [""] * (end - index)
                numbers += [where] * (end - index)
                index = end
                continue
            part = included_part(included, options)
            inner, _ = expand([found["indent"] + piece if piece.strip() else "" for piece in part.split("\n")],
                              file.resolve(), depth + 1, where, chain | {page})
            out += ["", *inner, ""]
            numbers += [where] * (len(inner) + 2)
            index = end
        return out, numbers

    return expand(lines, document, 0, None)


def _include_text(file: Path, bound: Path, budget: list[int]) -> str | None:
    """The text of an included ``file`` inside ``bound`` that fits what includes may still add; None otherwise."""
    from audioguide.text.readers._includes import afford

    try:
        resolved = file.resolve()
        if not resolved.is_file() or not resolved.is_relative_to(bound.resolve()) or not afford(resolved, budget):
            return None
        data = resolved.read_bytes()
    except OSError:
        return None
    if b"\0" in data:
        return None
    return data.decode("utf-8-sig", errors="replace").replace("\r\n", "\n")


def _page_line(numbers: list[int], line: int) -> int:
    return numbers[line - 1] if 0 < line <= len(numbers) else line


# ---------------------------------------------------------------- Sphinx's |version| and |release|

_VERSION = re.compile(r"(?:(?<![\w|])[vV]\\ )?\|(version|release)\|(?:\\ )?")
"""Sphinx's ``|version|`` and ``|release|``, with a ``v\\ `` written right before it (``Release v\\ |version|.``)."""


def _conf_values(document: Path | None) -> dict[str, str]:
    """The ``version`` and ``release`` a Sphinx site's ``conf.py`` (above ``document``) gives as literal strings; one
    it computes (``version = requests.__version__``) is not there."""
    folder = next((above for above in (document.resolve().parents if document else ())
                   if (above / "conf.py").is_file()), None)
    if folder is None:
        return {}
    values: dict[str, str] = {}
    for statement in sphinx_conf(folder / "conf.py"):
        if isinstance(statement, ast.Assign) and len(statement.targets) == 1 \
                and isinstance(name := statement.targets[0], ast.Name) and name.id in ("version", "release"):
            value = statement.value
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                values[name.id] = value.value
            else:
                values.pop(name.id, None)  # computed: its value is the build's
    if "release" in values and "version" not in values:
        values["version"] = values["release"]
    return values


def _versions(lines: list[str], values: dict[str, str], skipped: list[Skipped]) -> None:
    """``|version|`` and ``|release|`` in place as conf.py's literal value ("v2.1"); where conf.py computes it, left
    out (with the ``v\\ `` before it) and reported, never its name read."""
    for number, line in enumerate(lines):
        for found in _VERSION.finditer(line):
            if found[1] not in values:
                skipped.append(Skipped(number + 1, f"|{found[1]}| (conf.py computes it)", 1))
        if "|version|" in line or "|release|" in line:
            line = _VERSION_BEFORE_STOP.sub(lambda found: found[0] if found[1] in values else "", line)
            lines[number] = _VERSION.sub(lambda found: _version_text(found, values), line)


_VERSION_BEFORE_STOP = re.compile(rf"[ \t]*(?:{_VERSION.pattern})(?=[.,;:!?)])")
"""A substitution before punctuation, left out with the space before it where conf.py computes it ("Release .":
"Release.")."""


def _version_text(found: re.Match[str], values: dict[str, str]) -> str:
    """A ``|version|`` as its value, after the ``v`` written before it; nothing where conf.py computes it."""
    if found[1] not in values:
        return ""
    written = found[0].lstrip()
    return (written[0] if written[:1] in "vV" and written[1:2] == "\\" else "") + values[found[1]]


# ---------------------------------------------------------------- a header before the text

_FIELD = re.compile(r"^([A-Z][A-Za-z-]*):(?:\s+(.*))?$")


def _header(lines: list[str], skipped: list[Skipped]) -> str | None:
    """An RFC 822 header (``PEP: 404``, ``Title: …`` as PEPs and e-mails start): its title.

    The header's lines are blanked and reported; without a ``Title:`` or ``Subject:`` field
    the first paragraph is no header.
    """
    fields: dict[str, str] = {}
    end = 0
    for number, line in enumerate(lines):
        if not line.strip():
            end = number
            break
        field = _FIELD.match(line)
        if field:
            fields[field[1].lower()] = field[2] or ""
        elif line[:1] in " \t" and fields:
            key = list(fields)[-1]
            fields[key] = f"{fields[key]} {line.strip()}"
        else:
            return None
    else:
        return None
    title = fields.get("title") or fields.get("subject")
    if len(fields) < 2 or not title:
        return None
    words = sum(len(f"{key} {value}".split()) for key, value in fields.items())
    skipped.append(Skipped(1, f"document header ({', '.join(list(fields)[:3])} …)", words))
    lines[:end] = [""] * end
    return " ".join(title.split())


# ---------------------------------------------------------------- reStructuredText


def _restructured(lines: list[str]) -> bool:
    """Whether the text is reStructuredText: explicit markup, an overlined title or ``literals``."""
    for number, line in enumerate(lines):
        if re.match(r"^\.\.(?:\s|$)", line):
            return True
        if (number + 2 < len(lines) and _ADORNMENT.fullmatch(line.strip())
                and lines[number + 2].strip() == line.strip() and lines[number + 1].strip()):
            return True
    return bool(re.search(r"``[^`\s][^`]*``", "\n".join(lines)))


_PROSE_DIRECTIVES = frozenset({
    "note", "tip", "hint", "important", "warning", "caution", "attention", "danger", "error", "seealso",
    "admonition", "topic", "sidebar", "epigraph", "highlights", "pull-quote", "rubric", "versionadded",
    "versionchanged", "deprecated", "versionremoved", "container", "compound",
})
_TAB_DIRECTIVES = frozenset({"tabs", "tab", "group-tab"})
"""sphinx-tabs' tabs of prose: a group (``.. tabs::``) whose tabs (``.. tab:: Apples``) are read one after the other,
each its title then its text ("Apples: Apples are green, or sometimes red."); its ``.. code-tab::`` is code."""
_DIRECTIVE = re.compile(r"^(\s*)\.\.\s+([\w:-]+)::\s*(.*)$")
_TARGET = re.compile(r"^\s*\.\.\s+(?:_[^:]+|__):")
_FOOTNOTE = re.compile(r"^\s*\.\.\s+\[(?:#[\w-]*|\*|\d+|[A-Za-z][\w.-]*)\]\s*")
_TABLE_BORDER = re.compile(r"^\s*(?:=+(?:\s+=+)+|\+(?:-+\+)+|\+(?:=+\+)+)\s*$")


def _rst_blocks(lines: list[str], skipped: list[Skipped]) -> None:
    """Blank, in place, what reStructuredText shows as no prose, and report it: comments, link
    targets, directives without prose (their content too), literal blocks and simple or grid
    tables. A prose directive's content is de-indented; a ``::`` ending a paragraph is ":"."""
    number = 0
    while number < len(lines):
        line = lines[number]
        directive = _DIRECTIVE.match(line)
        if directive or _TARGET.match(line) or re.match(r"^\s*\.\.(?:\s|$)", line):
            indent = len(line) - len(line.lstrip())
            end = _indented_end(lines, number + 1, indent)
            if directive and directive[2] in _TAB_DIRECTIVES:  # sphinx-tabs: what it holds is read in turn
                number = _tab(lines, number, end, indent, directive[3].strip())
                continue
            if directive and directive[2] == "glossary":  # its terms and definitions, read in turn
                _glossary(lines, number, end)
                number += 1
                continue
            if directive and directive[2] in _PROSE_DIRECTIVES:
                _box(lines, number, end, indent, directive[2], directive[3].strip())
                number += 1  # its body, moved to the left, is read as the top level is
                continue
            elif _FOOTNOTE.match(line):  # ".. [1] Text": prose, where it stands
                lines[number] = _FOOTNOTE.sub("", line)
                _options_and_body(lines, number + 1, end, indent)
            else:
                what = (_directive_kind(directive[2]) if directive else "link targets" if _TARGET.match(line)
                        else "comment")
                words = sum(len(lines[n].split()) for n in range(number, end))
                last = skipped[-1] if skipped else None
                between = lines[last.line:number] if last else []
                if last and last.what == what == "link targets" and all(not text.strip() for text in between):
                    skipped[-1] = Skipped(last.line, what, last.words + words)
                else:
                    skipped.append(Skipped(number + 1, what, words))
                for n in range(number, end):
                    lines[n] = ""
            number = max(end, number + 1)
            continue
        if line.lstrip().startswith(">>>") and (number == 0 or not lines[number - 1].strip()):
            end = number  # a doctest block, at any indentation: code
            while end < len(lines) and lines[end].strip():
                end += 1
            if not _doctest(lines[number:end]):  # a mail's quote: ">>> On Monday, Anna wrote:"
                number = end
                continue
            skipped.append(Skipped(number + 1, "code block", sum(len(lines[n].split()) for n in range(number, end))))
            for n in range(number, end):
                lines[n] = ""
            number = end
            continue
        if _TABLE_BORDER.match(line) and (number == 0 or not lines[number - 1].strip()):
            end = number
            while end < len(lines) and lines[end].strip():
                end += 1
            skipped.append(Skipped(number + 1, "table", sum(len(re.sub(r"[=+|-]", " ", lines[n]).split())
                                                            for n in range(number, end))))
            for n in range(number, end):
                lines[n] = ""
            number = end
            continue
        if line.rstrip().endswith("::") and (number + 1 == len(lines) or not lines[number + 1].strip()):
            indent = _paragraph_indent(lines, number)  # "text::" is "text:", "text ::" and "::" nothing
            lines[number] = (re.sub(r"(?:(?<=\S)|^)\s+::\s*$|^\s*::\s*$", "", line)
                             if re.search(r"(?:^|\s)::\s*$", line) else re.sub(r"::\s*$", ":", line))
            body = number + 1
            while body < len(lines) and not lines[body].strip():
                body += 1
            if body < len(lines) and len(lines[body]) - len(lines[body].lstrip()) > indent:
                end = _indented_end(lines, body, indent)
                skipped.append(Skipped(body + 1, "code block", sum(len(lines[n].split()) for n in range(body, end))))
                for n in range(body, end):
                    lines[n] = ""
                number = end
                continue
        number += 1


def _doctest(block: list[str]) -> bool:
    """Whether a paragraph of ``>>>`` lines is a doctest: each example after ``>>>`` (with its ``...`` lines) is
    Python, a statement or an expression ("x = f(2)", Python 2's "print 'x'"), not prose quoted in a mail
    (">>> We should ship the release on Friday.")."""
    examples: list[list[str]] = []
    for line in block:
        prompt = line.lstrip()[:4].rstrip()
        if prompt == ">>>":
            examples.append([line.lstrip()[4:]])
        elif prompt == "..." and examples:
            examples[-1].append(line.lstrip()[4:])
    return bool(examples) and all(_python("\n".join(example)) for example in examples)


def _python(source: str) -> bool:
    """Whether ``source`` is Python code (compiled, never run), or looks like it where its Python is older."""
    if _PYTHON_LOOK.match(source):
        return True
    try:
        compile(textwrap.dedent(source)[:_MOST_SOURCE], "<doctest>", "exec", ast.PyCF_ALLOW_TOP_LEVEL_AWAIT,
                dont_inherit=True)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return True


_PYTHON_LOOK = re.compile(r"\s*(?:print\s+[\w'\"(]|exec\s+['\"]|[\w.]+\s*(?:\(|\[|[-+*/%&|^]?=[^=]))")
"""A line of Python whatever its version: Python 2's ``print 'x'``, a call, an index, an assignment."""
_MOST_SOURCE = 4000


_CODE_DIRECTIVES = frozenset({"code-block", "code", "sourcecode", "literalinclude", "highlight", "doctest",
                               "testcode", "testoutput", "ipython", "jupyter-execute", "program-output", "code-tab"})
"""Directives that show code or a program's output: listed as code blocks, never read."""


def _tab(lines: list[str], number: int, end: int, indent: int, title: str) -> int:
    """A sphinx-tabs tab in place as the page shows it: its title leading into its first paragraph, or on a line of
    its own before a directive (a nested group, its code); its options not shown. The index to read on from (what
    it holds, in turn)."""
    lines[number] = ""
    body = number + 1
    while body < end and re.match(r"^\s+:[\w-]+:", lines[body]):
        lines[body] = ""
        body += 1
    first = next((n for n in range(body, end) if lines[n].strip()), None)
    if title and first is not None and not lines[first].lstrip().startswith(".."):
        lines[first] = re.sub(r"^(\s*)", lambda lead: f"{lead[1]}{lead_in(title)} ", lines[first], count=1)
    elif title:
        lines[number] = " " * indent + lead_in(title)
    return number + 1


def _glossary(lines: list[str], number: int, end: int) -> None:
    """A Sphinx glossary (``.. glossary::``) in place as its page shows it: each term (a line at the glossary's
    first indentation; terms on lines one after the other share a definition, "Sdist, Source Distribution"), then
    its definition (the lines indented under it, moved to the left so that what they hold is read as anywhere
    else), the term leading into the definition's first paragraph: "Wheel: A built distribution format."
    """
    lines[number] = ""
    body = number + 1
    while body < end and re.match(r"^\s+:[\w-]+:", lines[body]):  # :sorted:
        lines[body] = ""
        body += 1
    first = next((n for n in range(body, end) if lines[n].strip()), None)
    if first is None:
        return
    term_indent = len(lines[first]) - len(lines[first].lstrip())
    terms: list[str] = []
    definition = 0
    for n in range(first, end):
        line = lines[n]
        if not line.strip():
            continue
        depth = len(line) - len(line.lstrip())
        if depth <= term_indent:
            if not terms or definition:
                terms, definition = [], 0
            terms.append(_inline(re.sub(r"\s+:\s+\S.*$", "", line.strip())))  # "environment variable : env var": the
            lines[n] = ""  # term without its classifier, which Sphinx shows only in an index
            continue
        if not definition:
            definition = depth
            if terms and not line.lstrip().startswith(".."):
                line = " " * depth + f"{lead_in(', '.join(terms))} {line.lstrip()}"
            elif terms:
                lines[n - 1 if n - 1 > number and not lines[n - 1].strip() else n] = lead_in(", ".join(terms))
        lines[n] = line[min(definition, depth):]


def _directive_kind(name: str) -> str:
    """What a directive left out is called in the list of what was not read: a code block, or the directive."""
    return "code block" if name in _CODE_DIRECTIVES else f"directive {name}"


def _box(lines: list[str], number: int, end: int, indent: int, name: str, argument: str) -> None:
    """A box (``.. note::``, ``.. versionadded:: 2.0``) in place as its page shows it: its title, then its
    text (the argument, else its de-indented content). A note's title is the one the page's language gives it
    ("Note", "Hinweis"); a titled box's (``.. admonition:: Title``) is its argument."""
    _options_and_body(lines, number + 1, end, indent)
    if name in ("admonition", "topic", "sidebar", "rubric"):
        lines[number] = lead_in(argument)
        return
    from audioguide.text.readers._labels import box_label
    from audioguide.text.readers._macros import site_language
    from audioguide.text.readers._site_syntax import VERSION_NOTES

    version, _, text = argument.partition(" ") if name in VERSION_NOTES else ("", "", argument)
    label = lead_in(f"{VERSION_NOTES[name]} {version}" if name in VERSION_NOTES else box_label(name, site_language({})))
    body = next((n for n in range(number + 1, end) if lines[n].strip()), None)
    if text.strip() or body is None or _BULLET.match(lines[body]):
        lines[number] = f"{label} {text.strip()}".strip()  # ".. versionadded:: 2.0 The spam parameter."
        return
    lines[number] = ""
    lines[body] = f"{label} {lines[body]}".strip()


def _indented_end(lines: list[str], start: int, indent: int) -> int:
    """The index after the last line indented deeper than ``indent`` from ``start`` on (blank lines inside)."""
    end = last = start
    while end < len(lines):
        if lines[end].strip():
            if len(lines[end]) - len(lines[end].lstrip()) <= indent:
                break
            last = end + 1
        end += 1
    return max(last, start)


def _paragraph_indent(lines: list[str], number: int) -> int:
    first = number
    while first > 0 and lines[first - 1].strip():
        first -= 1
    return len(lines[first]) - len(lines[first].lstrip())


def _options_and_body(lines: list[str], start: int, end: int, indent: int) -> None:
    """A directive's options blanked and its body moved to the left, each line keeping its indentation within the
    body (a literal block in it stays one), so that what the body holds is read as the top level is."""
    body = start
    while body < end and re.match(r"^\s+:[\w-]+:", lines[body]):
        lines[body] = ""
        body += 1
    depths = [len(lines[n]) - len(lines[n].lstrip()) for n in range(body, end) if lines[n].strip()]
    left = min(depths, default=0)
    for n in range(body, end):
        lines[n] = lines[n][left:] if lines[n].strip() else ""


_LITERAL = re.compile(r"``(.+?)``")
_MARKS = re.compile(r"``.+?``(?:\\ \w+)?|`[^`]+`_{0,2}|\b[A-Za-z][\w-]*?__?(?=[\s.,;:!?)\]]|$)|\[[#*\w.-]*\]_")
_INLINE: list[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]] = [
    (re.compile(r"`([^`<]+?)\s*<[^<>`]+>`__?"), r"\1"),  # `text <url>`_
    (re.compile(r":[\w:-]+:`([^`<]+?)\s*<[^<>`]+>`"), r"\1"),  # :ref:`text <target>`
    (re.compile(r":(?:[\w-]+:)?([\w-]+):`([^`]+)`"), lambda role: _role_text(role[1], role[2])),  # :pep:`404`
    (re.compile(r"`([^`]+)`:[\w:-]+:"), r"\1"),
    (re.compile(r"`([^`]+)`__?"), r"\1"),  # `text`_
    (re.compile(r"`([^`]+)`"), r"\1"),  # `interpreted text`
    (re.compile(r"\s?\[(?:#[\w-]*|\*|\d+|[A-Za-z][\w.-]*)\]_"), ""),  # footnote and citation references
    (re.compile(r"(?<![\w*])\*\*(?=\S)(.+?)(?<=\S)\*\*(?![\w*])"), r"\1"),
    (re.compile(r"(?<![\w*])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?![\w*])"), r"\1"),
    (re.compile(r"\b([A-Za-z][\w-]*?)__?(?=[\s.,;:!?)\]]|$)"), r"\1"),  # reference_
    (re.compile(r"(?<![\w|])\|([^|\s][^|]*?)\|(?![\w|])"), r"\1"),  # |substitution|
    (re.compile(r"\\ "), ""),  # an escaped space joins: ``int``\ s
    (re.compile(r"\\(.)"), r"\1"),
]


def _role_text(role: str, target: str) -> str:
    """The text Sphinx shows for a role without a title of its own: a page's title for ``:doc:`` and a section's
    for ``:ref:`` (their names in words where the site does not say), an object's name as written, only its last
    part after a ``~`` (``:class:`~flask.Flask``` is "Flask"), no ``!``."""
    if role in ("doc", "ref"):
        from audioguide.text.readers._macros import readable_name, reference_title

        if target in _GENERATED_PAGES:
            return ""  # Sphinx's own index pages: no words of the guide
        return reference_title(target, role) or readable_name(target)
    python = role.removeprefix("py:") in ("class", "func", "meth", "attr", "mod", "obj", "exc", "data", "const")
    return object_name(target, last=python)  # not :file:`~/.bashrc`


_GENERATED_PAGES = frozenset({"genindex", "modindex", "search", "py-modindex"})
"""The pages Sphinx makes of its own (the index, the modules' index, the search page)."""


def _inline(text: str) -> str:
    """reStructuredText's inline markup as its page shows the text; a literal as it is written (``__call__``)."""
    parts = []
    end = 0
    for literal in _LITERAL.finditer(text):
        parts.append(_markup(text[end:literal.start()]))
        parts.append(literal[1])  # as written: never markup ("__call__" keeps its underscores)
        end = literal.end()
    parts.append(_markup(text[end:]))
    return " ".join("".join(parts).split())


def _markup(text: str) -> str:
    for pattern, replacement in _INLINE:
        text = pattern.sub(replacement, text)
    return text
