"""What the readers share: optional libraries, archives, markup, reports.

* :func:`require` imports a reader's optional library, or says which pip extra brings it.
* :func:`open_archive` checks a ZIP container (EPUB, DOCX) before any library unpacks it.
* :func:`pieces` walks (X)HTML into the runs of text a reader sees, each with its line.
* :func:`object_name` is an object's name as Sphinx shows a role's target (``~pkg.Client.send`` is "send").
* :func:`report` logs what a reader left out, one warning per place: every reader's.
* :func:`sphinx_conf` is a Sphinx ``conf.py`` parsed, never run, once for every page of its site.
"""

from __future__ import annotations

import ast
import copy
import functools
import importlib
import io
import logging
import re
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Literal

from lxml import etree

from audioguide.common.errors import DocumentError
from audioguide.text.readers import Skipped

log = logging.getLogger(__name__)


def require(module: str, extra: str, kind: str, name: str, library: str | None = None) -> ModuleType:
    """``module`` imported, or an error naming the extra that installs it (and ``library``)."""
    try:
        return importlib.import_module(module)
    except ImportError:
        raise DocumentError(
            f"{name}: reading {kind} needs {library or module}: pip install 'audioguide[{extra}]'"
        ) from None


# ---------------------------------------------------------------- archives

MAX_UNPACKED = 256_000_000
"""The most an EPUB or DOCX may unpack to: its libraries unpack every member into memory.

A book's text and pictures unpack to a few times its 16 MB at most; a "ZIP bomb" of a few
kilobytes would unpack to gigabytes.
"""
MAX_MEMBERS = 20_000


def open_archive(data: bytes, name: str, kind: str) -> zipfile.ZipFile:
    """``data`` as a ZIP archive, refused unless it is one of a sane size."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        members = archive.infolist()
    except (zipfile.BadZipFile, OSError, ValueError, EOFError):
        raise DocumentError(f"{name}: not {_a(kind)} file (not a ZIP archive)") from None
    unpacked = sum(member.file_size for member in members)
    if len(members) > MAX_MEMBERS or unpacked > MAX_UNPACKED:
        raise DocumentError(
            f"{name}: unpacks to {unpacked / 1e6:,.0f} MB in {len(members):,} files; {_a(kind)} is read"
            f" up to {MAX_UNPACKED / 1e6:.0f} MB in {MAX_MEMBERS:,} files"
        )
    return archive


def _a(kind: str) -> str:
    return f"an {kind}" if kind[0] in "AEIOU" else f"a {kind}"


# ---------------------------------------------------------------- markup

SILENT = frozenset({"head", "script", "style", "template", "svg", "math", "object", "iframe", "audio",
                    "video", "canvas", "map", "select", "datalist", "input", "textarea"})
"""Elements whose content is no text a page shows as prose: never read, never reported."""
BLOCKS = frozenset({
    "address", "article", "aside", "blockquote", "body", "caption", "dd", "details", "dialog", "div",
    "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5",
    "h6", "header", "hgroup", "hr", "legend", "li", "main", "menu", "nav", "ol", "p", "pre", "section",
    "summary", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul", "button", "label", "noscript",
})
HEADINGS = {f"h{n}": n for n in range(1, 7)}
_SPACES = re.compile(r"\s+")


def tag(element: etree._Element) -> str:
    """The element's name without namespace, lower case; "" for comments and the like."""
    if not isinstance(element.tag, str):
        return ""
    return etree.QName(element).localname.lower()


def attribute(element: etree._Element, local: str) -> str:
    """An attribute by its local name, in any namespace (``epub:type``), or ""."""
    for key, value in element.attrib.items():
        if key == local or key.endswith(("}" + local, ":" + local)):
            return str(value)
    return ""


def squeeze(text: str) -> str:
    """Runs of white space (no-break spaces too) as one space, none at the ends."""
    return _SPACES.sub(" ", text).strip()


def count_words(text: str) -> int:
    return len(text.split())


def words(count: int) -> str:
    return "1 word" if count == 1 else f"{count:,} words"


PieceKind = Literal["text", "heading", "anchor"]


@dataclass(frozen=True)
class Piece:
    """A run of text in one block (split where a nested block starts), or a place with an id."""

    kind: PieceKind
    text: str
    line: int
    element: etree._Element
    """The block it is in (the element with the id, for an anchor)."""
    level: int = 0


def pieces(root: etree._Element, *, skip: frozenset[str] = frozenset()) -> Iterator[Piece]:
    """The text of ``root`` in reading order: one piece per run of text in a block.

    Text directly in a block up to its first nested block is one piece, and so is the text after
    each nested block; inline elements (``<a>``, ``<em>``) are part of the run. A heading is one
    piece of kind ``heading``. Elements named in ``skip`` (beyond :data:`SILENT`) are passed over
    with their text; elements with an id give an ``anchor`` piece where they start (those inside a
    heading, just before it).
    """
    buffer: list[str] = []
    start: list[int] = [0]
    holder: list[etree._Element] = [root]

    def add(text: str | None, line: int | None, element: etree._Element) -> None:
        if text:
            if not buffer or not "".join(buffer).strip():
                start[0], holder[0] = line or start[0] or 1, element
            buffer.append(text)

    def flush() -> Iterator[Piece]:
        text = squeeze("".join(buffer))
        buffer.clear()
        if text:
            yield Piece("text", text, start[0], holder[0])

    # An element being walked: its children still to come, the block its text is in, and
    # whether it is a block itself. A stack, not recursion: pages nest elements 2,048 deep.
    stack: list[tuple[Iterator[etree._Element], etree._Element, etree._Element, bool]] = []
    add(root.text, root.sourceline, root)
    stack.append((iter(root), root, root, True))
    while stack:
        children, block, element, is_block = stack[-1]
        child = next(children, None)
        if child is None:
            stack.pop()
            if stack:  # the element ends: its tail is text of the block around it
                if is_block:
                    yield from flush()
                add(element.tail, element.sourceline, stack[-1][1])
            continue
        name = tag(child)
        if name and name not in SILENT and name not in skip:
            if child.get("id"):
                yield from flush()
                yield Piece("anchor", child.get("id", ""), child.sourceline or start[0], child)
            if name in BLOCKS and name not in HEADINGS:
                yield from flush()
                add(child.text, child.sourceline, child)
                stack.append((iter(child), child, child, True))
                continue
            if name not in HEADINGS and name != "br":
                add(child.text, child.sourceline, block)
                stack.append((iter(child), block, child, False))
                continue
            if name in HEADINGS:
                yield from flush()
                yield from _inner_anchors(child, start[0])
                text = squeeze(inline_text(child))
                if text:
                    yield Piece("heading", text, child.sourceline or start[0], child, HEADINGS[name])
            else:
                add(" ", child.sourceline, block)
        add(child.tail, child.sourceline, block)

    yield from flush()


def _inner_anchors(heading: etree._Element, line: int) -> Iterator[Piece]:
    """The ids inside a heading, as places where it starts: Calibre sets a chapter's id on an ``<a>`` in its
    heading (``<h2>2.2 - <a id="2.2">Values and Types</a></h2>``), and a table of contents points there."""
    for inner in heading.iterdescendants():
        if tag(inner) and inner.get("id"):
            yield Piece("anchor", inner.get("id", ""), inner.sourceline or heading.sourceline or line, inner)


LINE_BREAK = "\x0b"
"""A line broken inside a paragraph (two spaces or a backslash at a line's end, ``<br>``)."""
_BREAK_MARK = "\U0010fffd"
"""A private character no page shows (the last of Unicode's), marking a line break inside lxml's text."""


def with_breaks(element: etree._Element, name: str) -> str:
    """The text of a block, squeezed, its line breaks (``<br>``, trafilatura's ``lb``: ``name``, in any namespace)
    marked with :data:`LINE_BREAK` as Markdown's hard breaks are, to be read by the same rule
    (:func:`.markdown.broken_lines`)."""
    if not any(tag(inner) == name for inner in element.iterdescendants()):
        return squeeze(inline_text(element))
    marked = copy.deepcopy(element)
    for lb in [inner for inner in marked.iterdescendants() if tag(inner) == name]:
        lb.tail = _BREAK_MARK + (lb.tail or "")  # lxml holds no control character
    text = squeeze(inline_text(marked)).strip(f" {_BREAK_MARK}")
    return re.sub(rf"\s*(?:{_BREAK_MARK}\s*)+", LINE_BREAK, text)


def inline_text(element: etree._Element) -> str:
    """The text of ``element`` and its descendants, without scripts and the like; ``<br>`` a space."""
    parts: list[str] = []
    waiting: list[etree._Element | str] = [element]  # a stack, not recursion: elements nest deep
    while waiting:
        item = waiting.pop()
        if isinstance(item, str):
            parts.append(item)
            continue
        parts.append(item.text or "")
        for child in reversed(item):
            waiting.append(child.tail or "")
            name = tag(child)
            if name == "br":
                waiting.append(" ")
            elif name and name not in SILENT:
                waiting.append(child)
    return "".join(parts)


MAX_DEPTH = 2048
"""How deep elements nest in a page that is read: libxml2's limit for a huge tree (256 without)."""
_TAGS = re.compile(r"<[^>]*>")


def object_name(target: str, last: bool = True) -> str:
    """An object's name as Sphinx shows a role's target: without its ``!`` (no link), only its last name after a
    ``~`` where ``last`` (``~pkg.Client.send`` is "send")."""
    target = target.removeprefix("!")
    return target[1:].rpartition(".")[2] if last and target.startswith("~") else target


def depth_error(errors: etree._ListErrorLog) -> int | None:
    """The line where libxml2 stopped reading, elements nesting deeper than :data:`MAX_DEPTH`; None if
    it did not."""
    return next((error.line for error in errors if "Excessive depth" in error.message), None)


def rest_left_out(source: str, root: etree._Element | None, line: int, rest: str) -> Skipped:
    """What libxml2 left out from ``line`` on, where elements nest too deep: the ``rest`` of the
    page or file. Its words are counted as the source's without tags, less those ``root`` holds."""
    words = count_words(_TAGS.sub(" ", source)) - count_words(" ".join(root.itertext()) if root is not None else "")
    return Skipped(line, f"{rest} (elements nested more than {MAX_DEPTH:,} deep)", max(words, 0))


def describe(element: etree._Element) -> str:
    """``<section id="comments">``: the element as a reader recognises it in the source."""
    name = tag(element) or "element"
    if element.get("id"):
        return f'<{name} id="{element.get("id")}">'
    classes = (element.get("class") or "").split()
    return f'<{name} class="{classes[0]}">' if classes else f"<{name}>"


# ---------------------------------------------------------------- reports


def report(skipped: list[Skipped], name: str) -> None:
    """A warning per place left out: ``page.html:12: navigation <nav> not read aloud (34 words)``.

    Every reader reports so, code blocks and tables too: each is counted in the build's summary
    and listed by ``audioguide script``, so each is named where it is.
    """
    for item in skipped:
        if item.said is not None:
            log.warning("%s:%d: %s read as %r", name, item.line, item.what, item.said)
        else:
            log.warning("%s:%d: %s not read aloud (%s)", name, item.line, item.what, words(item.words))


CONTENTS = frozenset({"tableofcontents", "contents", "inhaltsverzeichnis", "inhalt", "índice", "indice",
                      "tabledesmatières", "sommaire", "tabladecontenidos", "contenido", "contenidos", "sommario"})
"""A table of contents' heading (its letters, lower case), in the languages audioguide knows: left out with the
table."""
MONOSPACED = re.compile(r"mono(?!type)|courier|consol|menlo|monaco|lucida (?:console|sans typewriter)|cmtt|"
                        r"source code|fira code|inconsolata|cascadia|fixedsys", re.IGNORECASE)
"""A monospaced font's name (Consolas, Courier New, Menlo, DejaVu Sans Mono, TeX's cmtt …; not Monotype Corsiva):
text set in it is code, in a Word document as in a PDF."""


def sphinx_conf(conf: Path) -> tuple[ast.stmt, ...]:
    """The top-level statements of a Sphinx ``conf.py``, parsed and never run (its literal values are what a reader
    knows of it); none where it cannot be read or parsed. Read again when the file changes (a preview's rebuild)."""
    try:
        stamp = conf.stat()
    except OSError:
        return ()
    return _parsed_conf(conf, stamp.st_mtime_ns, stamp.st_size)


@functools.lru_cache(maxsize=16)
def _parsed_conf(conf: Path, modified: int, size: int) -> tuple[ast.stmt, ...]:
    """:func:`sphinx_conf`'s statements, once for each version of the file (``modified`` and ``size``)."""
    try:
        return tuple(ast.parse(conf.read_text(encoding="utf-8", errors="replace")).body)
    except (OSError, SyntaxError, ValueError):
        return ()
