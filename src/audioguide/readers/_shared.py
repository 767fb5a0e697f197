"""What the HTML, EPUB and DOCX readers share: optional libraries, archives, markup, reports.

* :func:`require` imports a reader's optional library, or says which pip extra brings it.
* :func:`open_archive` checks a ZIP container (EPUB, DOCX) before any library unpacks it.
* :func:`pieces` walks (X)HTML into the runs of text a reader sees, each with its line.
* :func:`report` logs what a reader left out, one warning per place.
"""

from __future__ import annotations

import importlib
import io
import logging
import re
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from types import ModuleType
from typing import Literal

from lxml import etree

from audioguide.errors import DocumentError
from audioguide.readers import Skipped

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
    with their text; elements with an id give an ``anchor`` piece where they start.
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

    def walk(element: etree._Element, block: etree._Element) -> Iterator[Piece]:
        add(element.text, element.sourceline, block)
        for child in element:
            name = tag(child)
            if name and name not in SILENT and name not in skip:
                if child.get("id"):
                    yield from flush()
                    yield Piece("anchor", child.get("id", ""), child.sourceline or start[0], child)
                if name in HEADINGS:
                    yield from flush()
                    text = squeeze(inline_text(child))
                    if text:
                        yield Piece("heading", text, child.sourceline or start[0], child, HEADINGS[name])
                elif name in BLOCKS:
                    yield from flush()
                    yield from walk(child, child)
                    yield from flush()
                elif name == "br":
                    add(" ", child.sourceline, block)
                else:
                    yield from walk(child, block)
            add(child.tail, child.sourceline, block)

    yield from walk(root, root)
    yield from flush()


def inline_text(element: etree._Element) -> str:
    """The text of ``element`` and its descendants, without scripts and the like; ``<br>`` a space."""
    parts = [element.text or ""]
    for child in element:
        name = tag(child)
        if name == "br":
            parts.append(" ")
        elif name and name not in SILENT:
            parts.append(inline_text(child))
        parts.append(child.tail or "")
    return "".join(parts)


def describe(element: etree._Element) -> str:
    """``<section id="comments">``: the element as a reader recognises it in the source."""
    name = tag(element) or "element"
    if element.get("id"):
        return f'<{name} id="{element.get("id")}">'
    classes = (element.get("class") or "").split()
    return f'<{name} class="{classes[0]}">' if classes else f"<{name}>"


# ---------------------------------------------------------------- reports


QUIET = frozenset({"code block", "table"})
"""What every reader leaves out as a rule, as Markdown's code blocks: said with -v only."""


def report(skipped: list[Skipped], name: str) -> None:
    """One line per place left out: ``page.html:12: navigation <nav> not read aloud (34 words)``.

    A warning, but for code blocks and tables (:data:`QUIET`), which are left out as a rule.
    """
    for item in skipped:
        level = logging.INFO if item.what in QUIET else logging.WARNING
        log.log(level, "%s:%d: %s not read aloud (%s)", name, item.line, item.what, words(item.words))
