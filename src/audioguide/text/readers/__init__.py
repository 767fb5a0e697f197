"""Readers: one per kind of document, each turning a file's bytes into headings and paragraphs.

A reader is a class with the file name ``extensions`` it reads and a
``read(data, name)`` method returning a :class:`Reading`: the document's
blocks (headings with their level, paragraphs) with the line each starts on,
and the title its metadata gives, if any. :mod:`audioguide.text.documents` makes
titled sections of them. Readers whose libraries are optional import them in
``read`` and name the pip extra that brings them when they are missing.

Built-in readers are listed in :data:`BUILTIN`; an installed package adds one
through an entry point in the ``audioguide.text.readers`` group (see
:mod:`audioguide.common.plugins`).
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Protocol

from audioguide.common import plugins
from audioguide.common.errors import DocumentError

log = logging.getLogger(__name__)



Span = tuple[int, int, str]
"""``(start, end, language)``: a range of a paragraph's text the author marked as written in a language."""

_OPEN, _TAG_END, _CLOSE = "\ue000", "\ue001", "\ue002"
"""Private-use characters a reader puts around marked text while it gathers a paragraph (see :func:`marked`)."""
_MARKS = re.compile(f"{_OPEN}([^{_TAG_END}]*){_TAG_END}|{_CLOSE}")
_LANGUAGE_TAG = re.compile(r"^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$")


def language_tag(value: str | None, where: str) -> str | None:
    """A ``lang`` attribute's value as a tag (``en``, ``pt-BR``), or None when it is none (empty, ``und``) or
    no tag at all (``en-x``: a warning names ``where``, file:line, and the text stays in the language around it)."""
    value = (value or "").strip()
    if not _LANGUAGE_TAG.match(value) or value.lower() == "und":
        return None
    import langcodes
    from langcodes.tag_parser import LanguageTagError

    try:
        return str(langcodes.standardize_tag(value))
    except LanguageTagError:
        log.warning('%s: lang="%s" is not a language tag (BCP 47: en, pt-BR, de-CH …); the text is read in the'
                    " language around it", where, value)
        return None


TERMINAL = tuple(".!?…:;")
"""What ends a sentence or leads into what follows."""


def lead_in(title: str) -> str:
    """A title read before the text it heads: "Title:"; one ending in punctuation as written."""
    title = title.strip()
    return title if not title or title.endswith(TERMINAL) else title + ":"


def mark_open(language: str) -> str:
    """What a reader puts where text marked as ``language`` starts; :data:`_CLOSE` ends it (:func:`mark_close`)."""
    return f"{_OPEN}{language}{_TAG_END}"


def mark_close() -> str:
    return _CLOSE


def take_spans(text: str) -> tuple[str, tuple[Span, ...]]:
    """``text`` without the marks :func:`mark_open` and :func:`mark_close` put in, and the spans they made,
    the innermost mark winning, spaces at a span's ends left out of it. Unclosed marks end with the text."""
    runs = f"((?:{_MARKS.pattern})+)"
    text = re.sub(rf"\s+{runs}\s+", r" \1", text)  # marks between words: one space left, not two
    text = re.sub(rf"^{runs}\s+", r"\1", re.sub(rf"\s+{runs}$", r"\1", text))
    clean: list[str] = []
    length = 0
    stack: list[tuple[int, str]] = []
    found: list[Span] = []
    position = 0
    for match in _MARKS.finditer(text):
        piece = text[position:match.start()]
        clean.append(piece)
        length += len(piece)
        position = match.end()
        if match[0] == _CLOSE:
            if stack:
                start, language = stack.pop()
                found.append((start, length, language))
        else:
            stack.append((length, match[1]))
    clean.append(text[position:])
    length += len(text) - position
    found += [(start, length, language) for start, language in reversed(stack)]
    result = "".join(clean)
    spans: list[Span] = []
    for start, end, language in sorted(found, key=lambda span: (span[0], -span[1])):
        while start < end and result[start].isspace():
            start += 1
        while end > start and result[end - 1].isspace():
            end -= 1
        if start < end and language:  # "": an element marked lang="" or "und", in no language
            spans.append((start, end, language))
    return result, tuple(spans)


def strip_marks(text: str) -> str:
    return take_spans(text)[0]


def placed_code(text: str, code: Sequence[tuple[str, int]]) -> tuple[Span, ...]:
    """Inline code placed in its block's ``text``: each piece ``(code, before)``, where ``before`` counts the times
    the same words are shown before it (in bold prose, in other code), is at that next occurrence of its words,
    never before the code placed before it ("Edit **/etc/hosts**, then run `/etc/hosts`": the second). Code not
    found so is given without a place (``0, 0``: found later by its words)."""
    found: list[Span] = []
    after = 0
    for written, before in code:
        at = -1
        for _ in range(before + 1):
            at = text.find(written, at + 1)
            if at < 0:
                break
        if at >= after and written:
            found.append((at, at + len(written), written))
            after = at + len(written)
        elif written:
            found.append((0, 0, written))
    return tuple(found)


@dataclass(frozen=True)
class Block:
    """A heading (level ≥ 1) or a paragraph (level 0) as read from the file."""

    text: str
    line: int
    level: int = 0
    note: int | None = None
    """The number of the footnote this paragraph belongs to: read at the end of its chapter.

    A reader places a footnote's paragraphs right after the block that first refers to it;
    :mod:`audioguide.text.documents` moves them to the end of that chapter, or leaves them out.
    """
    pause: float | None = None
    """Seconds of silence the author asked for here (``<!-- pause 2s -->``, ``[pause 2s]``):
    a block of no text, never spoken nor shown. See :func:`audioguide.text.readers.pause_of`."""
    spans: tuple[Span, ...] = ()
    """Ranges of ``text`` the author marked as written in a language: ``(start, end, language)``."""
    code: tuple[Span, ...] = ()
    """Inline code in ``text``, in order: ``(start, end, code)``, the code as ``text`` shows it, read by the code's
    rules (:mod:`audioguide.text.code`); where ``text[start:end]`` is not ``code`` (a reader that does not count
    places gives ``0, 0``; a text changed later), the code is found by its words, after the code before it."""


@dataclass(frozen=True)
class Skipped:
    """Text a reader left out on purpose (a script, site chrome, a code block), to be reported."""

    line: int
    what: str
    """What it was, for messages: ``"code block"``, ``"<nav>"``."""
    words: int = 0
    said: str | None = None
    """Read after all, as these words: a site's call read by its most readable argument (a guess, listed by
    ``audioguide script`` so the publisher can check it); None: left out."""


@dataclass(frozen=True)
class Reading:
    """What a reader found in a document."""

    blocks: list[Block]
    title: str | None = None
    """The title the document's metadata gives (front matter, properties), if any."""
    first_block_is_title: bool = False
    """The first block is the title even if it is no heading (plain text's first paragraph)."""
    meta: dict[str, object] = field(default_factory=dict)
    """Other metadata, as the reader found it."""
    skipped: list[Skipped] = field(default_factory=list)
    """What was not narrated on purpose; never drop text without saying so here."""


PAUSE_SECONDS = (0.1, 30.0)
"""The shortest and longest pause an author may ask for (``<!-- pause 2s -->``, ``[pause 2s]``)."""
_LENGTH = re.compile(r"(\d+(?:[.,]\d+)?|[.,]\d+)\s*(ms|s|secs?|seconds?)", re.IGNORECASE)


def pause_of(length: str, name: str, line: int) -> float | None:
    """A pause's length (``2s``, ``1.5 s``, ``500ms``) in seconds, or None when there is none to make.

    A length that is no length is not a pause; one shorter than 0.1 s is left out (the text's
    own pauses are longer), one longer than 30 s is cut to 30 s: each with a warning
    ``file:line: …`` saying so.
    """
    found = _LENGTH.fullmatch(length.strip())
    if found is None:
        log.warning("%s:%d: pause %r is not a length such as 2s or 500ms; no pause is made", name, line,
                    length.strip())
        return None
    seconds = float(found[1].replace(",", ".")) / (1000 if found[2].lower() == "ms" else 1)
    shortest, longest = PAUSE_SECONDS
    if seconds < shortest:
        log.warning("%s:%d: a pause of %s is shorter than %g s; it is left out", name, line, length.strip(), shortest)
        return None
    if seconds > longest:
        log.warning("%s:%d: a pause of %s is longer than %g s; it is cut to %g s", name, line, length.strip(),
                    longest, longest)
        return longest
    return seconds


class Reader(Protocol):
    extensions: tuple[str, ...]
    """File name endings it reads, lower case with the dot: ``(".md", ".markdown")``."""

    def read(self, data: bytes, name: str) -> Reading:
        """The blocks of the document ``data``, called ``name`` in messages (``content/a.md``)."""
        ...


Chosen = tuple[tuple[str, str], ...]
"""The readers a guide names (``readers:``), each with its checked options as JSON, in the config's order."""


def make_reader(name: str, options: Mapping[str, Any] = MappingProxyType({})) -> Reader:
    """The reader ``name``, made with its options (those its ``Options`` checked)."""
    kind = plugins.load(plugins.READERS, name)
    model = getattr(kind, "Options", None)
    reader: Reader = kind(model.model_validate(dict(options))) if model is not None else kind()
    return reader


BUILTIN_EXTENSIONS: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "markdown": (".md", ".markdown", ".mdx", ".qmd", ".rmd"),
    "text": (".txt", ".text", ".rst", ".rest"),
    "html": (".html", ".htm"),
    "epub": (".epub",),
    "docx": (".docx",),
    "pdf": (".pdf",),
})
"""The built-in readers' file name endings, as their classes list them (a test keeps the two equal): a file finds
its reader without every reader's module being imported, which would cost each command a fifth of a second."""


@cache
def readers(chosen: Chosen = ()) -> dict[str, tuple[str, str]]:
    """The reader of every file name ending (``.md``), by name and options as JSON: the built-ins', then those of
    the readers the guide names, which take an ending from a built-in. Only the named readers are loaded here."""
    found: dict[str, tuple[str, str]] = {}
    named = dict(chosen)
    for name, _ in plugins.READERS.builtin:
        if name not in named:
            found.update(dict.fromkeys(BUILTIN_EXTENSIONS[name], (name, "{}")))
    for name, options in chosen:
        for extension in _made(name, options).extensions:
            found[extension.lower()] = (name, options)
    return found


@cache
def _made(name: str, options: str) -> Reader:
    return make_reader(name, json.loads(options))


def reader_for(path: Path, name: str, chosen: Chosen = ()) -> Reader:
    """The reader for ``path``'s kind of file; an error naming the known kinds when none reads it, and an
    installed reader that would, if there is one."""
    known = readers(chosen)
    for extension in sorted(known, key=len, reverse=True):  # ".tar.md" before ".md"
        if path.name.lower().endswith(extension):
            return _made(*known[extension])
    hint = _installed_reader_for(path, chosen) or _conversion_hint(path)
    raise DocumentError(
        f"{name}: unknown document type {path.suffix!r} (known: {', '.join(sorted(known))})" + hint
    )


ASCIIDOC_HINT = "AsciiDoc is not read; convert it to HTML (asciidoctor {source} -o {target}) and give the HTML"
"""What to do with AsciiDoc (an Antora component's, an Asciidoctor book's pages)."""


def _conversion_hint(path: Path) -> str:
    """How to make a document of a kind no reader reads into one that is read, where there is a common way."""
    from audioguide.config.sites import ASCIIDOC_SUFFIXES

    if path.suffix.lower() in ASCIIDOC_SUFFIXES:
        return "; " + ASCIIDOC_HINT.format(source=path.name, target=path.with_suffix(".html").name)
    return ""


def _installed_reader_for(path: Path, chosen: Chosen) -> str:
    """``; the installed reader 'rst' reads it: …`` when a package's reader the guide does not name reads ``path``."""
    named = {name for name, _ in chosen}
    for name, entry in sorted(plugins.entries(plugins.READERS).items()):
        if entry.package is None or name in named or (":" in name and entry.name in named):
            continue
        try:
            extensions = plugins.load(plugins.READERS, name).extensions
        except plugins.PluginError:
            continue
        if any(path.name.lower().endswith(extension.lower()) for extension in extensions):
            return (f"; the reader {name!r} of the package {entry.package} reads it: name it under readers:"
                    " in audioguide.yml to use it")
    return ""
