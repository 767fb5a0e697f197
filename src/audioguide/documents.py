"""Reading source documents (Markdown, plain text) into titled sections.

A reader turns a file into :class:`Block` s (headings and paragraphs with their
line numbers); :func:`read_document` then takes the title, drops web-only
paragraphs and groups the rest into sections, one chapter each. A document
without headings is cut into parts of about ``part_words`` words at paragraph
boundaries.
"""

from __future__ import annotations

import logging
import os
import re
import stat
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal

import yaml
from markdown_it import MarkdownIt
from markdown_it.rules_core import StateCore
from markdown_it.token import Token
from mdit_py_plugins.front_matter import front_matter_plugin

from audioguide.errors import DocumentError

log = logging.getLogger(__name__)

WORDS_PER_HOUR = 9000  # narration at about 150 words a minute
MAX_WORDS = 100_000
"""An episode is assembled in memory: about 11 hours of audio is the most it takes."""
MAX_BYTES = 16_000_000
"""The largest file read, checked with a ``stat`` before reading it.

100,000 words take about 0.6 MB of English, some 1.5 MB of Greek or Cyrillic in UTF-8 or of
English in UTF-16; 16 MB still leaves over 100 bytes a word for Markdown markup (links with long
addresses, comments). A file of 16 MB of prose is read and refused for its words in about 7 s
(Markdown) or 1.5 s (text); a 1 GB one took minutes and some 12 GB of memory to be refused.
"""

SectionKind = Literal["lead", "heading", "part"]


@dataclass(frozen=True)
class Block:
    """A heading (level ≥ 1) or a paragraph (level 0) as read from the file."""

    text: str
    line: int
    level: int = 0


@dataclass(frozen=True)
class Paragraph:
    text: str
    line: int
    language: str | None = None
    """Set when the text is not in the episode's language (an untranslated fallback)."""


@dataclass(frozen=True)
class Section:
    """One chapter: ``lead`` is text before the first heading, ``part`` a cut of a long text.

    Parts have no title of their own; the script names them ("Part 2") in the episode's language.
    """

    title: str | None
    line: int
    kind: SectionKind
    number: int
    paragraphs: tuple[Paragraph, ...]


@dataclass(frozen=True)
class Document:
    path: Path
    name: str
    """The path as shown in messages and references, e.g. ``content/000.txt``."""
    title: str
    title_line: int
    sections: tuple[Section, ...]
    id: str
    """Stable identity (episode guids, catalog contexts): the config's ``id``, else the file name's stem."""


@dataclass(frozen=True)
class Source:
    """A document's decoded text and front matter."""

    text: str
    meta: dict[str, object]


# ---------------------------------------------------------------- reading and decoding

_KINDS = {
    stat.S_IFDIR: "a folder", stat.S_IFIFO: "a named pipe", stat.S_IFCHR: "a device",
    stat.S_IFBLK: "a device", stat.S_IFSOCK: "a socket",
}


def read_bytes(path: Path, name: str) -> bytes:
    """The file's bytes, once a ``stat`` has shown it is a regular file of at most ``MAX_BYTES``.

    Nothing else is opened: opening a named pipe waits for a writer, and a device can be endless.
    A file that grows past ``MAX_BYTES`` while it is read is refused too.
    """
    try:
        _check_file(path.stat(), name)
        # Not blocking, and checked again once open, in case the file was replaced in between.
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with open(descriptor, "rb") as file:
            _check_file(os.fstat(descriptor), name)
            data = file.read(MAX_BYTES + 1)
            if len(data) > MAX_BYTES:  # it grew while it was read
                raise _too_big(max(os.fstat(descriptor).st_size, len(data)), name)
    except OSError as error:
        raise DocumentError(f"{name}: cannot read: {error.strerror}") from None
    return data


def _check_file(status: os.stat_result, name: str) -> None:
    if not stat.S_ISREG(status.st_mode):
        kind = _KINDS.get(stat.S_IFMT(status.st_mode), "of an unknown kind")
        raise DocumentError(f"{name}: not a regular file ({kind}); list only Markdown or text files")
    if status.st_size > MAX_BYTES:
        raise _too_big(status.st_size, name)


def _too_big(size: int, name: str) -> DocumentError:
    megabytes = f"{size / 1e6:,.1f}" if size < 100e6 else f"{size / 1e6:,.0f}"
    return DocumentError(
        f"{name}: {megabytes} MB, far more than the {MAX_WORDS:,} words an episode holds"
        f" (about {MAX_WORDS / WORDS_PER_HOUR:.0f} hours) can take: documents are read up to"
        f" {MAX_BYTES / 1e6:.0f} MB; split it into several documents, one per episode"
    )


CONTROL_CHARACTERS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
"""C0 and C1 controls but tab and line ends: no feed, caption or tag can hold them."""
_BREAKS = re.compile(r"[\x0b\x0c\x1c-\x1e\x85\u2028\u2029]")
"""Page breaks and the like, which Python splits lines at and editors do not: spaces."""


def decode(data: bytes, name: str) -> str:
    """UTF-8 (with or without BOM) or BOM-marked UTF-16; anything else is refused."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError as error:
            line = data[: error.start].decode("utf-16", "replace").count("\n") + 1
            raise DocumentError(
                f"{name}:{line}: not valid UTF-16 ({error.reason}), though it starts as UTF-16;"
                " save the file as UTF-8"
            ) from None
    if b"\x00" in data[:8192]:
        raise DocumentError(f"{name}: looks like a binary file, not text; list only Markdown or text files")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise DocumentError(
            f"{name}:{line}: not valid UTF-8 (byte 0x{data[error.start]:02x}); save the file as UTF-8"
        ) from None


def without_controls(text: str, name: str) -> str:
    """``text`` without control characters (pasted text has them), with a warning where they were."""
    text = _BREAKS.sub(" ", text)
    found = CONTROL_CHARACTERS.search(text)
    if found:
        line = text.count("\n", 0, found.start()) + 1
        log.warning("%s:%d: control characters left out (the first is U+%04X)", name, line, ord(found[0]))
        text = CONTROL_CHARACTERS.sub("", text)
    return text


# ---------------------------------------------------------------- readers

_TERMINAL = ".!?…:;,"
_CLOSERS = "\"'”’»)]"
_SMALL_WORDS = {
    "a", "an", "and", "as", "at", "but", "by", "for", "from", "in", "into", "nor", "of", "on",
    "or", "the", "to", "vs", "vs.", "with",
}


def looks_like_heading(line: str) -> bool:
    """A short line without closing punctuation, mostly in title case."""
    stripped = line.strip()
    if not stripped or len(stripped) > 120 or stripped.rstrip(_CLOSERS)[-1:] in tuple(_TERMINAL):
        return False
    words = [w for w in re.findall(r"[^\s]+", stripped) if w.lower().strip("“\"(") not in _SMALL_WORDS]
    letters = [w.lstrip("“\"'‘(«¿¡") for w in words]
    capitalised = sum(1 for w in letters if w[:1].isupper() or w[:1].isdigit())
    return bool(letters) and capitalised / len(letters) >= 0.6


def read_text_blocks(text: str, name: str = "<text>") -> list[Block]:
    """Plain text: blank lines end paragraphs; a lone title-case line is a heading."""
    blocks: list[Block] = []
    lines: list[str] = []
    start = 0
    for number, line in enumerate([*text.splitlines(), ""], start=1):
        if line.strip():
            if not lines:
                start = number
            lines.append(line.strip())
            continue
        if lines:
            blocks.append(_text_block(lines, start))
            lines = []
    return blocks


def _text_block(lines: list[str], line: int) -> Block:
    if len(lines) == 2 and re.fullmatch(r"=+|-+", lines[1]):
        return Block(lines[0], line, level=1 if lines[1][0] == "=" else 2)
    if len(lines) == 1 and looks_like_heading(lines[0]):
        return Block(lines[0], line, level=2)
    return Block(" ".join(lines), line)


BLOCK_NESTING = 100
"""How deep quotes and lists are read (markdown-it's CommonMark preset stops at 20).

markdown-it leaves out, without a word, whatever is nested deeper, and a list item too deep
takes the rest of the document with it; what is left out is named in a warning. Each level
costs its parser about two Python frames, so 100 levels take some 210 of the 1,000 Python
allows, leaving the rest to its callers (measured: reading works with 780 frames in use).
"""
INLINE_NESTING = 20
"""markdown-it's own limit for inline markup (images in links in images…): deeper markup is
read as its characters, never left out, and a higher limit only makes such lines slower."""


def _markdown() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": True}).enable("table").use(front_matter_plugin)
    # One option limits both the block and the inline parser: set for each in turn.
    md.core.ruler.before("block", "block_nesting", lambda state: _nesting(state, BLOCK_NESTING))
    md.core.ruler.before("inline", "inline_nesting", lambda state: _nesting(state, INLINE_NESTING))
    return md


def _nesting(state: StateCore, depth: int) -> None:
    state.md.options["maxNesting"] = depth


_CONTAINER_MARKS = re.compile(r"^(?:[ \t]*(?:>|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$)))*")


def _too_deep(tokens: Sequence[Token], lines: list[str], name: str, shown: int = 3) -> None:
    """Warn of the containers whose content markdown-it left out for being nested too deep.

    The first ``shown`` are named with their lines; the rest are counted in one more warning.
    """
    places: list[tuple[int, int, int]] = []
    for index, token in enumerate(tokens):
        if token.nesting != 1 or token.level < BLOCK_NESTING - 1 or not token.map:
            continue
        if index + 1 < len(tokens) and tokens[index + 1].nesting != -1:
            continue  # its content was read
        start, end = token.map
        texts = [(n, _CONTAINER_MARKS.sub("", lines[n])) for n in range(start, min(end, len(lines)))]
        texts = [(n, text) for n, text in texts if text.strip()]
        if texts:
            places.append((texts[0][0] + 1, texts[-1][0] + 1, sum(len(text.split()) for _, text in texts)))
    for first, last, words in places[:shown]:
        where = f"line {first}" if first == last else f"lines {first}–{last}"
        log.warning("%s:%d: quotes or lists nested more than %d levels deep; %s (%s) %s left out",
                    name, first, BLOCK_NESTING, where, _words(words), "is" if first == last else "are")
    if len(places) > shown:
        rest = places[shown:]
        log.warning("%s:%d: and %d more places nested too deep (%s in all) are left out",
                    name, rest[0][0], len(rest), _words(sum(words for _, _, words in rest)))


def _words(count: int) -> str:
    return f"{count:,} word" if count == 1 else f"{count:,} words"


def read_markdown_blocks(text: str, name: str = "<markdown>") -> list[Block]:
    """CommonMark: headings and paragraphs (in lists and quotes too); code and tables skipped."""
    blocks: list[Block] = []
    tokens = _markdown().parse(text)
    _too_deep(tokens, text.splitlines(), name)
    skip_until: str | None = None
    for index, token in enumerate(tokens):
        if skip_until:
            skip_until = None if token.type == skip_until else skip_until
            continue
        if token.type == "table_open":
            skip_until = "table_close"
        elif token.type in ("fence", "code_block"):
            log.info("%s:%d: code block not read aloud", name, (token.map or [0])[0] + 1)
        elif token.type == "inline" and index > 0:
            opener = tokens[index - 1]
            if opener.type not in ("heading_open", "paragraph_open"):
                continue
            line = (token.map or opener.map or [0])[0] + 1
            words = _inline_text(token.children or [], name, line)
            if not words:
                continue
            level = int(opener.tag[1]) if opener.type == "heading_open" else 0
            blocks.append(Block(words, line, level))
    return blocks


def _inline_text(children: Sequence[Token], name: str = "", line: int = 0) -> str:
    """What a reader says: link text, image alt text, code as written; HTML never.

    Nor the text inside an inline ``<script>``, ``<style>``, ``<noscript>`` or ``<template>``,
    which no page shows (or only without JavaScript): it is left out up to its closing tag,
    and to the end of the paragraph when that is missing. ``name`` and ``line`` (where
    ``children`` start) place the log lines saying so.
    """
    parts: list[str] = []
    hidden: str | None = None  # the tag whose text is being left out
    depth = 0  # <template> and <noscript> nest; <script> and <style> end at the first closing tag
    where = opened = line  # the line of the current child, and of the tag that hides text
    for child in children:
        tag = _HIDING_TAG.fullmatch(child.content) if child.type == "html_inline" else None
        if tag:
            closing, tag_name = bool(tag[1]), tag[2].lower()
            if hidden is None and not closing:
                hidden, depth, opened = tag_name, 1, where
                log.info("%s:%d: the text inside <%s> is not read aloud", name, where, tag_name)
            elif tag_name == hidden:
                depth = depth - 1 if closing else depth + (tag_name not in _RAW_TEXT)
                hidden = hidden if depth else None
        elif hidden is None:
            if child.type in ("text", "code_inline"):
                parts.append(child.content)
            elif child.type == "image":
                parts.append(_inline_text(child.children or [], name, where))
            elif child.type in ("softbreak", "hardbreak") or (
                child.type == "html_inline" and _BREAKING_TAG.match(child.content)
            ):
                parts.append(" ")
        where += child.content.count("\n") + (child.type in ("softbreak", "hardbreak"))
    if hidden is not None:
        log.warning("%s:%d: <%s> is not closed in its paragraph; the rest of the paragraph is not read aloud",
                    name, opened, hidden)
    return re.sub(r"\s+", " ", "".join(parts)).strip()


def front_matter(text: str, name: str) -> dict[str, object]:
    tokens = _markdown().parse(text)
    if not tokens or tokens[0].type != "front_matter":
        return {}
    try:
        meta = yaml.safe_load(tokens[0].content)
    except yaml.MarkedYAMLError as error:
        line = (error.problem_mark.line + 2) if error.problem_mark else 1
        raise DocumentError(f"{name}:{line}: bad YAML front matter: {error.problem}") from None
    if meta is None:
        return {}
    if not isinstance(meta, dict):
        raise DocumentError(f"{name}:1: front matter must be a mapping of fields")
    return meta


# Inline HTML is never read, but these tags separate the words around them.
_BREAKING_TAG = re.compile(r"</?(br|hr|p|div|li|td|th|tr|img)\b", re.IGNORECASE)
# The text inside these is not shown, so not read either.
_HIDING_TAG = re.compile(r"<(/?)(script|style|noscript|template)\b[^>]*>", re.IGNORECASE)
_RAW_TEXT = {"script", "style"}


Reader = Callable[[str, str], list[Block]]
"""The document's text and its name in messages, to its blocks."""
READERS: dict[str, Reader] = {
    ".md": read_markdown_blocks,
    ".markdown": read_markdown_blocks,
    ".txt": read_text_blocks,
    ".text": read_text_blocks,
}


# ---------------------------------------------------------------- sections


def read_document(
    path: Path,
    name: str,
    *,
    part_words: int,
    drop_patterns: Sequence[str] = (),
    title: str | None = None,
    identity: str | None = None,
) -> Document:
    """Read ``path`` (shown as ``name``) into a titled document of sections."""
    reader = READERS.get(path.suffix.lower())
    if reader is None:
        known = ", ".join(sorted(READERS))
        raise DocumentError(f"{name}: unknown document type {path.suffix!r} (known: {known})")
    text = without_controls(decode(read_bytes(path, name), name), name)
    meta = front_matter(text, name) if reader is read_markdown_blocks else {}
    blocks = reader(text, name)
    if not blocks:
        raise DocumentError(f"{name}: nothing to narrate (the document is empty or only markup)")
    doc_title, title_line, body = _take_title(
        blocks, title or _meta_title(meta, name), reader is read_text_blocks, name
    )
    sections = _sections(_drop(body, drop_patterns, name), doc_title, part_words, name)
    if not sections:
        raise DocumentError(f"{name}: nothing to narrate after the title {doc_title!r}")
    words = sum(len(p.text.split()) for section in sections for p in section.paragraphs)
    if words > MAX_WORDS:
        raise DocumentError(
            f"{name}: {words:,} words, about {words / WORDS_PER_HOUR:.0f} hours of narration in one episode;"
            f" an episode holds at most {MAX_WORDS:,} words (about {MAX_WORDS / WORDS_PER_HOUR:.0f} hours):"
            " split it into several documents, one per episode"
        )
    return Document(path, name, doc_title, title_line, tuple(sections), identity or path.stem)


def _meta_title(meta: dict[str, object], name: str) -> str | None:
    value = meta.get("title")
    if value is not None and not isinstance(value, str):
        raise DocumentError(f"{name}:1: front matter title must be text, got {value!r}")
    return value


def _drop(blocks: list[Block], patterns: Sequence[str], name: str) -> list[Block]:
    compiled = [re.compile(p) for p in patterns]
    kept = []
    for block in blocks:
        if any(p.search(block.text) for p in compiled):
            log.info("%s:%d: not narrated (drop pattern): %.60s", name, block.line, block.text)
        else:
            kept.append(block)
    return kept


def _take_title(
    blocks: list[Block], title: str | None, first_line_is_title: bool, name: str
) -> tuple[str, int, list[Block]]:
    """A text's first line or a Markdown document's leading H1 is its title, unless one is given."""
    first = blocks[0]
    if first.level == 1 or first_line_is_title:
        return title or first.text, first.line, blocks[1:]
    return title or Path(name).stem.replace("-", " ").replace("_", " "), 1, blocks


def _sections(blocks: list[Block], title: str, part_words: int, name: str) -> list[Section]:
    levels = [b.level for b in blocks if b.level > 0]
    if not levels:
        return _parts([Paragraph(b.text, b.line) for b in blocks], part_words)
    top = min(levels)
    sections: list[Section] = []
    current: tuple[str | None, int, SectionKind] = (title, blocks[0].line, "lead")
    paragraphs: list[Paragraph] = []
    for block in blocks:
        if block.level == top:
            if paragraphs or current[2] == "heading":
                sections.append(Section(*current, len(sections) + 1, tuple(paragraphs)))
            current, paragraphs = (block.text, block.line, "heading"), []
        else:
            paragraphs.append(Paragraph(block.text, block.line))
    sections.append(Section(*current, len(sections) + 1, tuple(paragraphs)))
    for section in sections:
        if not section.paragraphs and section.kind == "heading":
            log.warning("%s:%d: the heading %r has no text under it; it is left out",
                        name, section.line, section.title)
    kept = [section for section in sections if section.paragraphs]
    return [replace(section, number=number) for number, section in enumerate(kept, start=1)]


def _parts(paragraphs: list[Paragraph], part_words: int) -> list[Section]:
    """Cut at the paragraph boundaries nearest to equal shares of about ``part_words`` words."""
    if not paragraphs:
        return []
    counts = [len(p.text.split()) for p in paragraphs]
    total = sum(counts)
    count = max(1, min(len(paragraphs), round(total / part_words)))
    groups: list[list[Paragraph]] = [[]]
    done = 0
    for paragraph, words in zip(paragraphs, counts):
        target = total * len(groups) / count
        if groups[-1] and len(groups) < count and done + words / 2 > target:
            groups.append([])
        groups[-1].append(paragraph)
        done += words
    return [
        Section(None, group[0].line, "part", n, tuple(group))
        for n, group in enumerate(groups, start=1)
    ]
