"""Reading source documents into titled sections.

A reader (:mod:`audioguide.text.readers`, one per kind of file) turns a file into
:class:`~audioguide.text.readers.Block` s (headings and paragraphs with their line
numbers); :func:`read_document` then takes the title, drops web-only
paragraphs and groups the rest into sections, one chapter each. A document
without headings is cut into parts of about ``part_words`` words at paragraph
boundaries. :func:`read_parts` makes a document of each of a file's top-level
sections instead (``split: chapters``: a book's chapters as episodes).
"""

from __future__ import annotations

import functools
import html
import logging
import os
import re
import stat
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from pathlib import Path
from typing import Literal
from urllib.parse import unquote

import yaml

from audioguide.common.errors import AudioguideError, DocumentError, NothingToNarrate
from audioguide.common.files import read_regular
from audioguide.config import DocumentConfig, GuideConfig
from audioguide.config.sites import nav_title
from audioguide.text.readers import Block, Chosen, Reading, Skipped, Span, reader_for
from audioguide.text.readers._macros import DOCUMENT, WRITTEN_IN

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
class Paragraph:
    text: str
    line: int
    language: str | None = None
    """Set when the text is not in the episode's language (an untranslated fallback)."""
    note: int | None = None
    """The number of the footnote it belongs to (read after a lead-in, "Note 1:"); None for the text."""
    pause: float | None = None
    """Seconds of silence the author asked for here: a paragraph of no text, never spoken, shown,
    translated or put in a catalog; the narration pauses this much longer after what is said before it."""
    spans: tuple[Span, ...] = ()
    """Ranges of ``text`` the author marked as written in a language (``<span lang="en">``,
    ``[…]{lang=en}``): spoken in it, whatever the paragraph's language."""
    code: tuple[Span, ...] = ()
    """Inline code in ``text`` (see :data:`~.readers.Block.code`): read by the code's rules."""
    source: str | None = None
    """The file it is read from, as messages show it, when not its document's (a chapter a translated
    document lacks, read from the source): ``line`` is that file's."""
    heading: bool = False
    """A heading below the chapter's (a section's title): read as a sentence of its own after a longer pause."""


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
    title_code: tuple[Span, ...] = ()
    """Inline code in ``title`` (a heading ``## `kubectl apply` ``): read by the code's rules as a paragraph's is."""


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
    skipped: tuple[Skipped, ...] = ()
    """What the reader left out on purpose."""
    published: datetime | None = None
    """When the episode is published (the config's date; a part's a second later than the one before)."""


# ---------------------------------------------------------------- reading and decoding

FILE_KINDS = {
    stat.S_IFDIR: "a folder", stat.S_IFIFO: "a named pipe", stat.S_IFCHR: "a device",
    stat.S_IFBLK: "a device", stat.S_IFSOCK: "a socket",
}


def read_bytes(path: Path, name: str) -> bytes:
    """The file's bytes, once a ``stat`` has shown it is a regular file of at most ``MAX_BYTES``.

    Nothing else is opened: opening a named pipe waits for a writer, and a device can be endless.
    A file that grows past ``MAX_BYTES`` while it is read is refused too.
    """
    try:
        data = read_regular(path, MAX_BYTES, lambda status: _check_file(status, name))
        if len(data) > MAX_BYTES:  # it grew while it was read
            raise _too_big(max(path.stat().st_size, len(data)), name)
    except OSError as error:
        raise DocumentError(f"{name}: cannot read: {error.strerror}") from None
    return data


def _check_file(status: os.stat_result, name: str) -> None:
    if not stat.S_ISREG(status.st_mode):
        kind = FILE_KINDS.get(stat.S_IFMT(status.st_mode), "of an unknown kind")
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


# ---------------------------------------------------------------- sections


def read_with(path: Path, name: str, readers: Chosen) -> Reading:
    """``path`` read by the reader for its kind, which may look beside it for the site's data."""
    token = DOCUMENT.set(path)
    try:
        return reader_for(path, name, readers).read(read_bytes(path, name), name)
    finally:
        DOCUMENT.reset(token)


def read_document(
    path: Path,
    name: str,
    *,
    part_words: int,
    drop_patterns: Sequence[str] = (),
    title: str | None = None,
    identity: str | None = None,
    footnotes: Literal["chapter", "skip"] = "chapter",
    published: datetime | None = None,
    readers: Chosen = (),
    emoji: EmojiReading = "skip",
    lead: LeadReading = "auto",
) -> Document:
    """Read ``path`` (shown as ``name``) into a titled document of sections.

    Footnotes are read at the end of the chapter that refers to them, or left out (``"skip"``).
    Emoji are left out and reported, or kept for the speech rules to name (``emoji="name"``); the
    front matter's ``description`` is read as the first paragraph (``lead="description"``) or
    reported as not read.
    """
    reading = read_with(path, name, readers)
    return _document(path, name, reading, part_words=part_words, drop_patterns=drop_patterns, title=title,
                     identity=identity, footnotes=footnotes, published=published, emoji=emoji, lead=lead)


def _document(
    path: Path,
    name: str,
    reading: Reading,
    *,
    part_words: int,
    drop_patterns: Sequence[str],
    title: str | None,
    identity: str | None,
    footnotes: Literal["chapter", "skip"],
    published: datetime | None,
    emoji: EmojiReading = "skip",
    lead: LeadReading = "auto",
) -> Document:
    blocks, skipped = list(reading.blocks), list(reading.skipped)
    description, left_out = _lead(reading, lead, path, name) if Path(name).suffix.lower() in _FRONT_MATTER else ([], [])
    skipped += left_out
    title = title or reading.title or _nav_title(path, blocks)
    if emoji == "skip":
        blocks, title, left_out = _without_emoji([*description, *blocks], title)
        description, blocks = blocks[:len(description)], blocks[len(description):]
        skipped += left_out
    if footnotes == "skip":
        blocks, left_out = _without_notes(blocks, name)
        skipped += left_out
    if not blocks:
        raise NothingToNarrate(f"{name}: nothing to narrate (the document is empty or only markup)")
    doc_title, title_line, body = _take_title(blocks, title, reading.first_block_is_title, name)
    body = [*description, *body]
    body, dropped = _drop(body, drop_patterns, name)
    code_lines = frozenset(item.line for item in skipped if item.what.startswith("code block"))
    sections, empty = _sections(body, doc_title, part_words, name, code_lines)
    skipped = sorted(skipped + dropped + empty, key=lambda item: item.line)
    if not sections:
        raise NothingToNarrate(f"{name}: nothing to narrate after the title {doc_title!r}")
    words = sum(len(p.text.split()) for section in sections for p in section.paragraphs)
    if words > MAX_WORDS:
        raise DocumentError(
            f"{name}: {words:,} words, about {words / WORDS_PER_HOUR:.0f} hours of narration in one episode;"
            f" an episode holds at most {MAX_WORDS:,} words (about {MAX_WORDS / WORDS_PER_HOUR:.0f} hours):"
            " split it into several documents, one per episode"
            + (", or give it split: chapters" if sum(s.kind == "heading" for s in sections) > 1 else "")
        )
    return Document(path, name, doc_title, title_line, tuple(sections), identity or path.stem, tuple(skipped),
                    published)


def not_read_aloud(documents: Sequence[Document]) -> list[tuple[str, Skipped]]:
    """Every block the documents leave out, with its document's name, as the build's summary counts
    them (each document's :attr:`Document.skipped`): in the documents' order, then their lines';
    on one line, in the order the reader met them."""
    return [(document.name, item) for document in documents for item in document.skipped if item.said is None]


def read_by_guess(documents: Sequence[Document]) -> list[tuple[str, Skipped]]:
    """Every call of a site's the documents read by its most readable argument (see :attr:`Skipped.said`)."""
    return [(document.name, item) for document in documents for item in document.skipped if item.said is not None]


PART_ID = "{identity}#{number}"
"""A part's identity (its episode's guid): the entry's, ``#`` and the part's number in the file.

The ``#`` never appears in a configured ``id``, so a part's identity is no other episode's; the
number counts the file's top-level headings, empty ones too, so it stays while text changes.
"""
PART_SPACING = timedelta(seconds=1)
"""Each part is published this much after the one before it, so that feeds list them in order."""


def read_parts(
    path: Path,
    name: str,
    *,
    part_words: int,
    drop_patterns: Sequence[str] = (),
    identity: str | None = None,
    footnotes: Literal["chapter", "skip"] = "chapter",
    published: datetime | None = None,
    readers: Chosen = (),
    emoji: EmojiReading = "skip",
    lead: LeadReading = "auto",
) -> list[Document]:
    """``split: chapters``: a document of each top-level section of ``path``, titled by its heading.

    Its sub-headings are its chapters. The document's own title (a leading H1 alone at its
    level, a text's first paragraph) starts no part; text before the first heading (a book's title
    page) is read at the start of the first part. Each part is identified as :data:`PART_ID`
    says and published :data:`PART_SPACING` after the one before it. A top-level heading with no
    text under it starts no part: it and what the reader left out under it are counted with the
    next part (with the last, after the last part).
    """
    reading = read_with(path, name, readers)
    blocks = list(reading.blocks)
    if blocks and (reading.first_block_is_title or (
            blocks[0].level == 1 and not any(b.level == 1 for b in blocks[1:]))):
        blocks = blocks[1:]
    levels = [b.level for b in blocks if b.level > 0]
    if not levels:
        raise DocumentError(
            f"{name}: split: chapters, but the document has no headings to split it at;"
            " remove split: to make it one episode"
        )
    top = min(levels)
    starts = [i for i, b in enumerate(blocks) if b.level == top]
    identity = identity or path.stem
    documents: list[Document] = []
    waiting: list[Skipped] = []  # what a part left out, with its heading: counted with the next part
    for number, start in enumerate(starts, start=1):
        end = starts[number] if number < len(starts) else len(blocks)
        heading = blocks[start]
        own = blocks[:end] if number == 1 else blocks[start + 1:end]  # the first with a title page
        body = [b if b.level == 0 else replace(b, level=b.level - top + 1) for b in own if b is not heading]
        after = heading.line if number > 1 else 0
        before = blocks[end].line if end < len(blocks) else None
        skipped = [s for s in reading.skipped if s.line >= after and (before is None or s.line < before)]
        if not any(b.level == 0 and b.pause is None for b in body):
            log.warning("%s:%d: the heading %r has no text under it; it is left out", name, heading.line,
                        heading.text)
            waiting += [*skipped, Skipped(heading.line, _EMPTY_HEADING, len(heading.text.split()))]
            continue
        part = Reading([replace(heading, level=1), *body], skipped=[*waiting, *skipped],
                       meta=reading.meta if number == 1 else {})
        waiting = []
        documents.append(_document(
            path, name, part, part_words=part_words, drop_patterns=drop_patterns, title=None,
            identity=PART_ID.format(identity=identity, number=number), footnotes=footnotes,
            published=published + PART_SPACING * (number - 1) if published else None, emoji=emoji, lead=lead,
        ))
    if waiting and documents:  # the last parts had nothing to say: the part before counts them
        last = documents[-1]
        documents[-1] = replace(last, skipped=tuple(sorted([*last.skipped, *waiting], key=lambda item: item.line)))
    return documents


def _without_notes(blocks: list[Block], name: str) -> tuple[list[Block], list[Skipped]]:
    """The blocks without footnotes (``reading.footnotes: skip``), and the footnotes left out."""
    left_out = [Skipped(b.line, f"footnote {b.note}", len(b.text.split())) for b in blocks if b.note is not None]
    for item in left_out:
        log.info("%s:%d: %s not read aloud (reading.footnotes: skip)", name, item.line, item.what)
    return [b for b in blocks if b.note is None], left_out


def _notes_last(paragraphs: Sequence[Paragraph]) -> tuple[Paragraph, ...]:
    """A chapter's paragraphs with its footnotes after its text, as a reader meets them on a page."""
    return tuple(sorted(paragraphs, key=lambda p: p.note is not None))


def _drop(blocks: list[Block], patterns: Sequence[str], name: str) -> tuple[list[Block], list[Skipped]]:
    """The blocks no drop pattern matches, and the others as left out."""
    compiled = [re.compile(p) for p in patterns]
    kept, dropped = [], []
    for block in blocks:
        if block.pause is None and any(p.search(block.text) for p in compiled):
            log.info("%s:%d: not narrated (drop pattern): %.60s", name, block.line, block.text)
            dropped.append(Skipped(block.line, "paragraph matching a drop pattern", len(block.text.split())))
        else:
            kept.append(block)
    return kept, dropped


EmojiReading = Literal["skip", "name"]
LeadReading = Literal["auto", "none", "description"]
_NOT_EMOJI = frozenset("©®™‼⁉")
"""Text symbols the emoji data lists too: read as the words they stand for."""


_EMOJI_ONLY_BRACKETS = re.compile(r"[ \t]*(?:\((?:\s*\x00)+\s*\)|\[(?:\s*\x00)+\s*\])")
"""Brackets around emoji only (each emoji a NUL here): left out with them, or the voice reads "parentheses"."""


def _without_emoji(blocks: list[Block], title: str | None) -> tuple[list[Block], str | None, list[Skipped]]:
    """The blocks and title without their emoji (pictures, which a voice would read by their
    Unicode names: "smiling face with halo"), each block's reported on its line; a block of
    emoji only is left out. Found with the ``emoji`` package's data (Unicode's emoji list)."""
    import emoji

    kept: list[Block] = []
    skipped: list[Skipped] = []

    def without(text: str, line: int) -> str:
        found = [item["emoji"] for item in emoji.emoji_list(text) if item["emoji"] not in _NOT_EMOJI]
        if not found:
            return text
        skipped.append(Skipped(line, f"emoji {''.join(found)}", 0))
        text = emoji.replace_emoji(text, lambda chars, _data: chars if chars in _NOT_EMOJI else "\x00")
        text = _EMOJI_ONLY_BRACKETS.sub("", text)  # "the Submit button (⏱️), at": no "()" left
        text = re.sub(r"(?<=[(\[])[\s\x00]+", "", text).replace("\x00", " ")  # "(⚙️ Settings)": "(Settings)"
        return re.sub(r"\s+([.,;:!?)])", r"\1", re.sub(r"\s+", " ", text)).strip()

    for block in blocks:
        if block.pause is not None or block.text.isascii():
            kept.append(block)
            continue
        text = without(block.text, block.line)
        if text:
            kept.append(replace(block, text=text))
    if title is not None and not title.isascii():
        title = without(title, 1) or title
    return kept, title, skipped


_FRONT_MATTER = frozenset({".md", ".markdown", ".mdx", ".qmd", ".rmd"})
"""Documents whose front matter holds the site's lead paragraph (an HTML page's meta description is not shown)."""
LEAD_FIELDS = ("intro", "lead", "description")
"""Front matter fields a site's layout shows under the page's title, the first found of them: GitHub Docs'
``intro``, the Doks theme's ``lead`` (its ``description`` is the page's meta), the ``description`` of many
Hugo and Jekyll themes."""
_MARKUP = re.compile(r"[\[*_`<{]")


def _lead(reading: Reading, lead: LeadReading, path: Path, name: str) -> tuple[list[Block], list[Skipped]]:
    """The front matter's lead (:data:`LEAD_FIELDS`), which a site's layout shows as the page's first
    paragraph: read first (``lead="description"``; with ``"auto"``, an ``intro`` or a ``lead``, and a
    ``description`` on a Docsy site), else reported as not read. Markup in it (links,
    emphasis, Liquid tags) is read as the page's own is."""
    shown = _layout_fields(path, reading.meta.get("layout"))
    field = next((field for field in (*LEAD_FIELDS, *_SHOWN_LEADS) if isinstance(value := reading.meta.get(field), str)
                  and value.strip() and (field in LEAD_FIELDS or field in shown)), None)
    if field is None:
        return [], []
    text, left_out = _lead_text(str(reading.meta[field]), path, name)
    if not text:
        return [], left_out
    if lead == "description" or (lead == "auto" and (field != "description" or field in shown
                                                     or _shows_description(path))):
        return [Block(text, 1)], left_out
    return [], [*left_out, Skipped(1, f"front matter {field} (reading.lead: description reads it)",
                                   len(text.split()))]


_SHOWN_LEADS = ("summary",)
"""Front matter fields read as the lead only where the page's Jekyll layout shows them (the Documentation theme's
``<div class="summary">{{page.summary}}</div>``): elsewhere a list's or a search engine's summary."""
_LAYOUT = re.compile(r"^layout:[ \t]*[\"']?([\w./-]+)", re.MULTILINE)
_PAGE_FIELD = re.compile(r"\bpage\.(\w+)")


def _layout_fields(page: Path, layout: object) -> frozenset[str]:
    """The front matter fields the page's Jekyll layout shows (``{{ page.summary }}``), through the layouts it is
    put in; its layout is the page's ``layout:``, else the one the site's ``_config.yml`` defaults give pages."""
    for folder in page.resolve().parents:
        config = folder / "_config.yml"
        if config.is_file():
            name = layout if isinstance(layout, str) else _default_layout(config, page.resolve().relative_to(folder))
            return _fields_of(folder / "_layouts", name) if name else frozenset()
        if (folder / ".git").exists():
            break
    return frozenset()


def _default_layout(config: Path, page: Path) -> str | None:
    """The layout ``_config.yml``'s ``defaults`` give a page at ``page`` (its path in the site)."""
    try:
        data = yaml.safe_load(config.read_text(encoding="utf-8", errors="replace")[:1_000_000])
    except (OSError, yaml.YAMLError):
        return None
    defaults = data.get("defaults") if isinstance(data, dict) else None
    for default in defaults if isinstance(defaults, list) else []:
        scope = default.get("scope") if isinstance(default, dict) else None
        values = default.get("values") if isinstance(default, dict) else None
        where = str(scope.get("path") or "") if isinstance(scope, dict) else ""
        kind = scope.get("type") if isinstance(scope, dict) else None
        if isinstance(values, dict) and isinstance(values.get("layout"), str) and kind in (None, "pages") \
                and page.as_posix().startswith(where):
            return str(values["layout"])
    return None


def _fields_of(layouts: Path, name: str) -> frozenset[str]:
    """The ``page.`` fields the layout ``name`` and the layouts it is put in show (four deep)."""
    fields: set[str] = set()
    for _ in range(4):
        try:
            text = (layouts / f"{name}.html").read_text(encoding="utf-8", errors="replace")[:200_000]
        except OSError:
            break
        fields.update(_PAGE_FIELD.findall(text))
        outer = _LAYOUT.search(text[:2000]) if text.startswith("---") else None
        if outer is None:
            break
        name = outer[1]
    return frozenset(fields)


SHOWING_DESCRIPTION = (".gitbook.yaml", ".gitbook", "mint.json", "source.config.ts", "source.config.mts")
"""Files that mark a site whose pages show their front matter's ``description`` under the title: GitBook, Mintlify,
Fumadocs."""
SHOWING_DESCRIPTION_IF = {"docs.json": "mintlify"}
"""Configs that mark such a site where they name it (Mintlify's ``docs.json``; other tools have one too)."""


def _shows_description(page: Path) -> bool:
    """Whether the page's site shows its front matter's ``description`` under its title: a site marked so
    (:data:`SHOWING_DESCRIPTION`, :data:`SHOWING_DESCRIPTION_IF`), or a Hugo site with the Docsy theme (its config
    names it, as a theme or a module)."""
    from audioguide.text.readers._templates import HUGO_CONFIGS, config_stamp

    for folder in page.parents:
        if any((folder / name).exists() for name in SHOWING_DESCRIPTION) or _names_itself(
                folder, config_stamp(folder, tuple(SHOWING_DESCRIPTION_IF))):
            return True
        if stamp := config_stamp(folder, HUGO_CONFIGS):
            return _docsy_site(folder, stamp)
        if (folder / ".git").exists():
            return False
    return False


@functools.lru_cache(maxsize=16)
def _names_itself(folder: Path, stamp: tuple[tuple[str, int], ...]) -> bool:
    """Whether a config in ``folder`` (as ``stamp`` names them) names its tool (read once while it stays as it is)."""
    return any(SHOWING_DESCRIPTION_IF[name] in (folder / name).read_text(encoding="utf-8", errors="replace")[:4000]
               .lower() for name, _ in stamp)


@functools.lru_cache(maxsize=16)
def _docsy_site(folder: Path, stamp: tuple[tuple[str, int], ...]) -> bool:
    """Whether the Hugo site in ``folder`` names the Docsy theme in its config (read once while it stays as it is)."""
    return any("docsy" in (folder / name).read_text(encoding="utf-8", errors="replace")[:200_000].lower()
               for name, _ in stamp)


def _lead_text(value: str, path: Path, name: str) -> tuple[str, list[Skipped]]:
    """A lead's words, and what its markup leaves out (counted on the front matter's line)."""
    if not _MARKUP.search(value):
        return " ".join(html.unescape(value).split()), []
    from audioguide.text.readers.markdown import MarkdownReader  # a fifth of a second: only for a lead with markup

    token = DOCUMENT.set(path)
    try:
        reading = MarkdownReader().read(value.encode("utf-8"), name)
    finally:
        DOCUMENT.reset(token)
    text = " ".join(block.text for block in reading.blocks if block.pause is None)
    return " ".join(text.split()), [replace(item, line=1) for item in reading.skipped]


def _nav_title(path: Path, blocks: list[Block]) -> str | None:
    """The title an MkDocs site's ``nav`` gives a page with no H1 of its own, which the site shows as its title."""
    return None if any(block.level == 1 for block in blocks) else nav_title(path)


def _take_title(
    blocks: list[Block], title: str | None, first_line_is_title: bool, name: str
) -> tuple[str, int, list[Block]]:
    """A text's first paragraph or a Markdown document's leading H1 is its title, unless one is given.

    Without a given title, a document's one H1 after text (a line of badges or links, a sentence)
    and before any other heading is its title too, as MkDocs takes it; the text before it is read
    first; and a Markdown page with no H1 that opens with a heading no other heading is above or beside
    ("## Usage", then its "###" sections) is titled by it. Pauses before the title stay in the text (they
    follow the intro).
    """
    at = next((index for index, block in enumerate(blocks) if block.pause is None), 0)
    first = blocks[at]
    if first_line_is_title or (first.level == 1 and (title is None or _same_title(title, first.text))):
        return title or first.text, first.line, blocks[:at] + blocks[at + 1:]
    if first.level == 1:  # a page titled in its front matter, whose H1 says something else: both are shown, the
        # H1 heading the text under it as its other top headings do theirs
        top = min((block.level for block in blocks[at + 1:] if block.level), default=1)
        return title or first.text, 1, [*blocks[:at], replace(first, level=top), *blocks[at + 1:]]
    heading = next((index for index, block in enumerate(blocks) if block.level), None)
    if title is None and heading is not None and _only_h1(blocks, heading):
        return blocks[heading].text, blocks[heading].line, blocks[:heading] + blocks[heading + 1:]
    if title is None and first.level > 1 and Path(name).suffix.lower() in _FRONT_MATTER \
            and not any(0 < block.level <= first.level for block in blocks[at + 1:]):
        return first.text, first.line, blocks[:at] + blocks[at + 1:]  # "## Usage" heading a page with no H1: its title
    # "ODO%2D1-(SI).md": a wiki writes a space as "-" and a hyphen as "%2D" (Azure DevOps): "ODO-1 (SI)"
    # "03_Variable.md", "01.basics": a number that orders the site's files (Daux, Grav), not part of the title
    stem = Path(name).stem
    if stem.lower() in ("_index", "index") and Path(name).parent.name:  # a folder's page: the folder's name
        stem = Path(name).parent.name
    stem = re.sub(r"^\d{1,3}[._-](?=[^\W\d_])", "", stem)
    stem = _without_language(stem)  # "what-is-angular.en.md": the page in English, "what is angular"
    return title or unquote(stem.replace("-", " ").replace("_", " ")), 1, blocks


_LANGUAGE_SUFFIX = re.compile(r"(?<=\w)\.([a-z]{2,3}(?:[-_](?:[A-Za-z]{2}|[A-Z][a-z]{3}))?)$")


def _without_language(stem: str) -> str:
    """A page's name without the language of a translation written after it (Hugo's, MkDocs' i18n's and Angular's
    ``page.en``, ``page.es-ES``, ``page.zh_CN``): no word of its title; a suffix that names no language Babel knows
    (``notes.old``) stays."""
    from babel import localedata

    found = _LANGUAGE_SUFFIX.search(stem)
    return stem[:found.start()] if found and localedata.exists(found[1].replace("-", "_")) else stem


def _same_title(title: str, heading: str) -> bool:
    """Whether a page's H1 says its given title again (in other case or punctuation, or a part of it)."""
    words = [" ".join(re.findall(r"[^\W_]+", text.casefold())) for text in (title, heading)]
    return words[0] in words[1] or words[1] in words[0]


def _only_h1(blocks: list[Block], at: int) -> bool:
    """Whether ``blocks[at]`` is an H1 and no other block is one."""
    return blocks[at].level == 1 and sum(block.level == 1 for block in blocks) == 1


def _sections(
    blocks: list[Block], title: str, part_words: int, name: str, code_lines: frozenset[int] = frozenset(),
) -> tuple[list[Section], list[Skipped]]:
    """The chapters, and the headings left out for having no text under them (reported). A question over code
    only (an FAQ's question answered by a command, at one of the ``code_lines`` where code blocks were left out)
    stays a chapter: the listener hears it is asked, and the code is reported as all code is; a title over code
    ("Syntax", "Status") says nothing without it."""
    levels = [b.level for b in blocks if b.level > 0]
    if not levels:
        return _with_pauses_kept(parts_of([_paragraph(b) for b in blocks], part_words)), []
    top = min(_heading_levels(blocks) or levels)
    sections: list[Section] = []
    current: tuple[str | None, int, SectionKind] = (title, blocks[0].line, "lead")
    title_code: tuple[Span, ...] = ()
    paragraphs: list[Paragraph] = []
    for block in blocks:
        if block.level == top:
            if paragraphs or current[2] == "heading":
                sections.append(Section(*current, len(sections) + 1, _notes_last(paragraphs), title_code))
            current, paragraphs, title_code = (block.text, block.line, "heading"), [], block.code
        else:
            paragraphs.append(_paragraph(block))
    sections.append(Section(*current, len(sections) + 1, _notes_last(paragraphs), title_code))
    empty, over_code = [], set()
    for section, following in zip(sections, [*sections[1:], None], strict=True):
        if _spoken(section) or section.kind != "heading":
            continue
        end = following.line if following is not None else None
        if str(section.title).rstrip().endswith(QUESTION_MARKS) and any(
                section.line < line and (end is None or line < end) for line in code_lines):
            over_code.add(section.line)
            continue
        log.warning("%s:%d: the heading %r has no text under it; it is left out",
                    name, section.line, section.title)
        empty.append(Skipped(section.line, _EMPTY_HEADING, len(str(section.title).split())))
    return _with_pauses_kept(sections, frozenset(over_code)), empty


def _heading_levels(blocks: list[Block]) -> list[int]:
    """The levels of the headings with text under them (before the next heading as high or higher): a level
    whose headings head nothing (a PDF's "THANK YOU!" set largest on its last page) is no chapter level."""
    found = []
    for index, block in enumerate(blocks):
        if block.level:
            following = next((b for b in blocks[index + 1:] if b.level == 0 or b.level <= block.level), None)
            if following is not None and following.level == 0 and following.pause is None:
                found.append(block.level)
    return found


_EMPTY_HEADING = "heading with no text under it"
QUESTION_MARKS = ("?", "？", "؟")
"""What ends a heading that asks a question."""


def _paragraph(block: Block) -> Paragraph:
    return Paragraph(block.text, block.line, note=block.note, pause=block.pause, spans=block.spans,
                     code=block.code, heading=block.level > 0)


def _spoken(section: Section) -> bool:
    return any(p.pause is None for p in section.paragraphs)


def _with_pauses_kept(sections: list[Section], titled: frozenset[int] = frozenset()) -> list[Section]:
    """The sections with something to say (their text, or a title at one of the ``titled`` lines), numbered; a
    pause in one with nothing to say (a heading with only a pause under it) goes to the start of the next one, else
    to the end of the last: a pause written before a heading is heard before its announcement."""
    kept: list[Section] = []
    waiting: list[Paragraph] = []
    for section in sections:
        if _spoken(section) or section.line in titled:
            kept.append(replace(section, number=len(kept) + 1, paragraphs=(*waiting, *section.paragraphs)))
            waiting = []
        else:
            waiting += [p for p in section.paragraphs if p.pause is not None]
    if waiting and kept:
        kept[-1] = replace(kept[-1], paragraphs=(*kept[-1].paragraphs, *waiting))
    return kept


def parts_of(paragraphs: list[Paragraph], part_words: float) -> list[Section]:
    """Cut at the paragraph boundaries nearest to equal shares of about ``part_words`` words."""
    if not paragraphs:
        return []
    counts = [len(p.text.split()) for p in paragraphs]
    total = sum(counts)
    count = max(1, min(len(paragraphs), round(total / part_words)))
    groups: list[list[Paragraph]] = [[]]
    done = 0
    for paragraph, words in zip(paragraphs, counts, strict=True):
        target = total * len(groups) / count
        if (groups[-1] and len(groups) < count and done + words / 2 > target and paragraph.note is None
                and paragraph.pause is None):
            groups.append([])
        groups[-1].append(paragraph)
        done += words
    return [
        Section(None, group[0].line, "part", n, _notes_last(group))
        for n, group in enumerate(groups, start=1)
    ]


def read_documents(config: GuideConfig, left_out: list[str] | None = None) -> list[Document]:
    """Every episode's document, in order: one per entry, or one per chapter of an entry split in chapters.

    A site's page with nothing to narrate (a redirect, an index page with only its title) is no episode: it
    is left out with a warning, and its reason added to ``left_out``; any other document's stops the build.
    """
    documents: list[Document] = []
    written_in = WRITTEN_IN.set(config.source_language)
    try:
        for entry in config.documents:
            _read_entry(config, entry, documents, left_out)
    finally:
        WRITTEN_IN.reset(written_in)
    seen: dict[str, Document] = {}
    for document in documents:
        other = seen.setdefault(document.id, document)
        if other is not document:
            raise AudioguideError(
                f"{document.name}: the episode identity {document.id!r} is also {other.name}'s;"
                " give one of them another id:"
            )
    return documents


def _read_entry(config: GuideConfig, entry: DocumentConfig, documents: list[Document],
                left_out: list[str] | None) -> None:
    """The episodes of one ``documents:`` entry, added to ``documents``; a site's page with nothing to narrate is
    left out, its reason added to ``left_out``."""
    name = entry.path.relative_to(config.root).as_posix() if entry.path.is_relative_to(config.root) \
        else str(entry.path)
    reading = config.reading
    try:
        if entry.split == "chapters":
            documents += read_parts(
                entry.path, name, part_words=reading.part_words, drop_patterns=reading.drop_patterns,
                footnotes=reading.footnotes, identity=entry.identity, published=entry.published,
                readers=config.chosen_readers(), emoji=reading.emoji, lead=reading.lead,
            )
        else:
            documents.append(read_document(
                entry.path, name, part_words=reading.part_words, drop_patterns=reading.drop_patterns,
                footnotes=reading.footnotes, title=entry.title, identity=entry.identity,
                published=entry.published, readers=config.chosen_readers(), emoji=reading.emoji,
                lead=reading.lead,
            ))
    except NothingToNarrate as error:
        if entry.path not in config.site_pages:
            raise
        log.warning("%s; a page of the site, left out", error)
        if left_out is not None:
            left_out.append(str(error))
