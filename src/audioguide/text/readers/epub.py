"""E-books (``.epub``, EPUB 2 and 3), by ebooklib.

The book's chapters are the entries of its table of contents (the EPUB 3 nav
document, else the EPUB 2 NCX), found where they point in the book's XHTML
files, which are read in the spine's order (an id inside a heading, where Calibre puts it, is
where that heading starts). An entry's title is its chapter's
heading (a heading in the text that repeats it is not read twice); entries
nested under it, and the text's own headings, are the chapter's sub-headings.
Headings, paragraphs, list items and quotes are read; footnotes (``<aside
epub:type="footnote">`` and the like) where the book puts them, their marks in
the text never. Left out and reported: tables and code blocks (as in Markdown),
the nav document when the spine lists it, the book's own contents page (a list of
links to where the table of contents' entries point) and the links back to it,
and the files the spine marks as outside the reading order (``linear="no"``). Text before the first entry (a
title page) is read as paragraphs, before the first chapter. A book without a
table of contents has its XHTML headings as chapters. The title, author and
language are the book's metadata.

Chapters are headings of level 2 (sub-headings 3 and deeper): the title is the
metadata's, never a heading of the text. Line numbers count through the book's
XHTML files in spine order, as if they were one file (the first line of the
second file follows the last line of the first).

ebooklib reads the container, package and tables of contents; the XHTML files
are read here with lxml, as the book stores them (ebooklib's ``get_content`` writes
them anew: other line numbers, and elements nested more than 256 deep cut off
without a word). Elements nested up to 2,048 deep are read; deeper, libxml2
stops and the rest of the file is reported. ebooklib is given the bytes in a
``BytesIO`` (bytes would be taken for a path), with ``ignore_ncx`` (the nav
document wins over the NCX, which is read only without one), and its warnings
are kept from the user: they are about its future defaults, not the book.
"""

from __future__ import annotations

import dataclasses
import html
import io
import posixpath
import re
import warnings
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote

import lxml.html
from lxml import etree

from audioguide.common.errors import DocumentError
from audioguide.text.readers import Block, Reading, Skipped
from audioguide.text.readers._navigation import link_bar
from audioguide.text.readers._shared import (
    HEADINGS,
    LINE_BREAK,
    Piece,
    attribute,
    count_words,
    depth_error,
    open_archive,
    pieces,
    report,
    require,
    rest_left_out,
    squeeze,
    tag,
    with_breaks,
)
from audioguide.text.readers.markdown import broken_lines

_NOTES = frozenset({"footnote", "endnote", "rearnote", "note", "doc-footnote", "doc-endnote"})
_NOTE_MARKS = frozenset({"noteref", "doc-noteref"})


class EpubReader:
    extensions = (".epub",)

    def read(self, data: bytes, name: str) -> Reading:
        require("ebooklib", "epub", "EPUB", name)
        from ebooklib import epub

        open_archive(data, name, "EPUB")
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                book = epub.read_epub(io.BytesIO(data), {"ignore_ncx": True})
        except Exception as error:  # noqa: BLE001 - ebooklib raises anything, KeyError to IndexError, on a broken book
            raise DocumentError(f"{name}: not a readable EPUB ({_why(error)})") from None
        return _Book(book, name).reading()


def _why(error: Exception) -> str:
    text = squeeze(str(error.args[-1] if error.args else error)) or type(error).__name__
    return text[:120]


@dataclass
class _Entry:
    """A table of contents entry: its depth (1 for the top), title, file and fragment."""

    depth: int
    title: str
    file: str
    fragment: str | None
    placed: bool = False


SINGLE_ENTRY_FILES = 2
"""The most files in a book's reading order that a table of contents of one entry covers: a book of more, whose
contents name only its first file (its title page), has its headings as the chapters."""


@dataclass
class _Book:
    book: Any
    name: str
    blocks: list[Block] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    notes: int = 0
    """Footnotes numbered so far."""
    chapter: _Entry | None = None
    """The entry whose text is being read (it goes on from one file to the next)."""
    leading: bool = True
    """No text yet since the entry started: a heading may repeat its title."""
    heading_base: int | None = None
    """The level of the chapter's own heading in the text (h1, h2 …), once seen."""
    title: str | None = None
    """The book's title (its metadata's)."""
    files: dict[str, Any] = field(default_factory=dict)
    targets: set[tuple[str, str | None]] = field(default_factory=set)
    """Where the table of contents' entries point: (file, fragment)."""
    contents_at: set[tuple[str, str | None]] = field(default_factory=set)
    """Where the book's own contents pages are, (file, id) and (file, None): a link there is navigation."""

    def reading(self) -> Reading:
        meta = self._metadata()
        self.title = str(meta.pop("title", "")) or None
        entries = _under_one_root(list(_entries(self.book.toc)))
        files = {item.file_name: item for item in self._documents()}
        for entry in entries:
            entry.file = _resolve(entry.file, files)
        if len(entries) == 1 and sum(linear for _, linear in self._spine()) > SINGLE_ENTRY_FILES:
            entries = []  # Calibre's NCX of one "Start" entry: the headings of the spine's files are the chapters
        self.files = files
        self.targets = {(entry.file, entry.fragment) for entry in entries}
        offset = 0
        for item, linear in self._spine():
            content = item.content
            lines = content.count(b"\n") + 1
            try:
                self._read_file(item, linear, content, offset, [e for e in entries if e.file == item.file_name],
                                bool(entries))
            except RecursionError:
                raise DocumentError(f"{self.name}: {item.file_name}: elements nested too deep to read") from None
            offset += lines
        if not entries:
            self._headings_as_chapters()
        report(self.skipped, self.name)
        return Reading(self.blocks, title=self.title, meta=meta, skipped=self.skipped)

    # ------------------------------------------------------------ spine and files

    def _documents(self) -> Iterable[Any]:
        import ebooklib

        return [item for item in self.book.get_items()
                if item.get_type() in (ebooklib.ITEM_DOCUMENT, ebooklib.ITEM_NAVIGATION)
                and item.file_name.lower().endswith((".xhtml", ".html", ".htm", ".xml"))]

    def _spine(self) -> Iterable[tuple[Any, bool]]:
        documents = {item.id: item for item in self._documents()}
        for idref, linear in self.book.spine:
            item = documents.get(idref)
            if item is not None:
                yield item, str(linear).lower() != "no"

    def _read_file(
        self, item: Any, linear: bool, content: bytes, offset: int, entries: list[_Entry], has_toc: bool
    ) -> None:
        from ebooklib import epub

        root, too_deep = _parse(content)
        if too_deep is not None:
            self.skipped.append(rest_left_out(content.decode("utf-8", "replace"), root, offset + too_deep,
                                              f"the rest of {item.file_name}"))
        if root is None:
            return
        body = next((e for e in root.iter() if tag(e) == "body"), root)
        marks = _drop_note_marks(body)
        if isinstance(item, epub.EpubNav):
            self.contents_at.add((item.file_name, None))
        if isinstance(item, epub.EpubNav) or not linear:
            text = squeeze(" ".join(t for t in body.itertext()))
            if text:
                what = ("table of contents" if isinstance(item, epub.EpubNav)
                        else f"{item.file_name} (outside the reading order)")
                self.skipped.append(Skipped(offset + (body.sourceline or 1), what, count_words(text)))
            return
        contents = self._contents(body, item.file_name)
        runs = list(pieces(body))
        anchored = {entry.fragment for entry in entries if entry.fragment}
        at_anchor = {fragment: [e for e in entries if e.fragment == fragment] for fragment in anchored}
        found = {run.text for run in runs if run.kind == "anchor"}
        self._place([e for e in entries if not e.fragment or e.fragment not in found],  # the file's start
                    offset + (body.sourceline or 1))
        last_left_out: tuple[etree._Element, str] | None = None
        notes: dict[str, list[Block]] = {}  # a note's id → its paragraphs
        referring: dict[str, int] = {}  # a note's id → the index of the block that first refers to it
        numbers: dict[str, int] = {}
        for run in runs:
            line = offset + run.line
            if run.kind == "anchor":
                self._place(at_anchor.pop(run.text, []), line)
                continue
            left_out = _left_out(run.element, contents) or self._back_link(run, item.file_name) \
                or _navigation(run.element)
            if left_out is not None:
                words = count_words(run.text)
                if last_left_out is not None and last_left_out[0] is left_out[0] and self.skipped:
                    last = self.skipped[-1]
                    self.skipped[-1] = Skipped(last.line, last.what, last.words + words)
                else:
                    self.skipped.append(Skipped(line, left_out[1], words))
                last_left_out = left_out
                continue
            last_left_out = None
            note = _note(run.element)
            if note is not None:
                key = note.get("id") or str(id(note))
                if key not in numbers:
                    self.notes += 1
                    numbers[key] = marks.get(key, ("", 0))[1] or self.notes
                notes.setdefault(key, []).append(Block(run.text, line, note=numbers[key]))
                if key not in referring:
                    self.blocks.append(notes[key][-1])  # no mark refers to it here: where it is
            elif run.kind == "heading":
                self._heading(run.text, line, run.level, has_toc)
            else:
                self.leading = False
                self.blocks.append(Block(_lines_read(run), line))
                for key, (holder, _) in marks.items():
                    if key not in referring and (holder is run.element or run.element in holder.iterancestors()):
                        referring[key] = len(self.blocks) - 1
        # A footnote is read right after the paragraph that first refers to it (documents.py
        # moves it to the end of the chapter, or leaves it out).
        for key in sorted(referring, key=lambda k: referring[k], reverse=True):
            if key in notes:
                at = referring[key] + 1
                self.blocks[at:at] = notes[key]

    def _contents(self, body: etree._Element, file: str) -> dict[etree._Element, etree._Element]:
        """The book's own table of contents in a file: a list whose links go, two in three or more and at least
        :data:`CONTENTS_LINKS`, where the table of contents' entries point (Calibre's "Contents" page, a
        nav document the spine lists as a page), with the heading right before it. Left out and reported as
        the nav document is; the places it is are kept, so a "Contents" link back to it is left out too."""
        found: dict[etree._Element, etree._Element] = {}  # the list, and its heading, → the list
        for element in body.iter():
            if tag(element) not in ("ul", "ol") or any(tag(a) in ("ul", "ol") for a in element.iterancestors()):
                continue
            links = [a for a in element.iter() if tag(a) == "a" and a.get("href")]
            entries = sum(self._target(a.get("href", ""), file) in self.targets for a in links)
            if entries < CONTENTS_LINKS or entries * 3 < len(links) * 2 or not _only_links(element):
                continue
            found[element] = element
            before = element.getprevious()
            while before is not None and not squeeze("".join(before.itertext())):
                before = before.getprevious()
            if before is not None and tag(before) in HEADINGS:
                found[before] = element
        for element in found:
            for inner in element.iter():
                if inner.get("id"):
                    self.contents_at.add((file, inner.get("id")))
        if found and not _text_outside(body, set(found)):
            self.contents_at.add((file, None))  # a page of contents alone
        return found

    def _target(self, href: str, file: str) -> tuple[str, str | None]:
        """Where a link in ``file`` points: the book's file and the fragment."""
        path, _, fragment = unquote(href).partition("#")
        if "://" in path or path.startswith("mailto:"):
            return "", None
        target = _resolve(posixpath.normpath(posixpath.join(posixpath.dirname(file), path)), self.files) if path \
            else file
        return target, fragment or None

    def _back_link(self, run: Any, file: str) -> tuple[etree._Element, str] | None:
        """A paragraph that is only a link to the book's contents page ("Contents" at a chapter's end)."""
        links = [a for a in run.element.iter() if tag(a) == "a" and a.get("href")]
        if len(links) != 1 or squeeze("".join(links[0].itertext())) != run.text:
            return None
        target = self._target(links[0].get("href", ""), file)
        if target in self.contents_at or (target[0], None) in self.contents_at:
            return run.element, "link to the table of contents"
        return None

    def _heading(self, text: str, line: int, level: int, has_toc: bool) -> None:
        chapter = self.chapter
        if chapter is None:
            # A title page's heading before the first chapter is read as a paragraph, unless it
            # is the title (read in the intro); without a table of contents, headings are the
            # chapters (leveled at the end).
            if not (has_toc and self.title and _same(text, self.title) and _same(self.title, text)):
                self.blocks.append(Block(text, line, 0 if has_toc else level))
        elif self.leading and _same(text, chapter.title):
            self.heading_base = level  # the chapter's own heading: its title is read already
        else:
            if self.heading_base is None:
                self.heading_base = level - 1
            self.blocks.append(Block(text, line, chapter.depth + 1 + max(1, level - self.heading_base)))

    def _place(self, entries: list[_Entry], line: int) -> None:
        """Headings for the entries that start here; the last one is the chapter that goes on."""
        for entry in entries:
            if not entry.placed:
                entry.placed = True
                self.blocks.append(Block(entry.title, line, entry.depth + 1))
                self.chapter, self.leading, self.heading_base = entry, True, None

    def _headings_as_chapters(self) -> None:
        """Without a table of contents, the text's headings are the chapters: the highest level 2."""
        levels = [block.level for block in self.blocks if block.level]
        if levels:
            shift = 2 - min(levels)
            self.blocks = [Block(b.text, b.line, b.level + shift if b.level else 0) for b in self.blocks]

    def _metadata(self) -> dict[str, object]:
        found: dict[str, object] = {}
        title = _first(self.book.get_metadata("DC", "title"))
        if title:
            found["title"] = title
        language = _first(self.book.get_metadata("DC", "language"))
        if language:
            found["language"] = language
        roles = {str(attrs.get("refines", "")).lstrip("#"): value
                 for value, attrs in self.book.get_metadata("OPF", "meta")
                 if attrs.get("property") == "role" and value}
        authors = []
        for value, attrs in self.book.get_metadata("DC", "creator"):
            role = attrs.get("{http://www.idpf.org/2007/opf}role") or roles.get(str(attrs.get("id", "")), "aut")
            if value and squeeze(value) and role == "aut":
                authors.append(squeeze(value))
        if authors:
            found["author"] = ", ".join(authors)
        return found


def _first(values: list[tuple[Any, dict[str, Any]]]) -> str | None:
    for value, _ in values:
        if isinstance(value, str) and squeeze(value):
            return squeeze(value)
    return None


# ---------------------------------------------------------------- table of contents


def _entries(toc: Iterable[Any], depth: int = 1) -> Iterable[_Entry]:
    """ebooklib's table of contents (links, and (section, children) pairs) as a flat list."""
    for node in toc:
        head, children = (node[0], node[1]) if isinstance(node, tuple) else (node, [])
        href = getattr(head, "href", "") or next((e.file for e in _entries(children) if e.file), "")
        title = squeeze(str(getattr(head, "title", "") or ""))
        if href and title:
            file, _, fragment = unquote(href).partition("#")
            yield _Entry(depth, title, file, fragment or None)
        yield from _entries(children, depth + 1)


def _under_one_root(entries: list[_Entry]) -> list[_Entry]:
    """A table of contents whose one top entry holds all the others (Sigil's NCX: "MolView manual" over "1. Drawing
    structural formulas" … "7. Advanced Jmol tools"): the entries under it are the chapters, one level up, and its
    own text (the title page it points to) is read before the first of them; any other table as it is."""
    if len(entries) < 2 or entries[0].depth != 1 or any(entry.depth == 1 for entry in entries[1:]):
        return entries
    return [dataclasses.replace(entry, depth=entry.depth - 1) for entry in entries[1:]]


def _resolve(href: str, files: dict[str, Any]) -> str:
    """The book's file an entry points to: by its path, else by its name if only one file has it."""
    path = posixpath.normpath(href) if href else href
    if path in files:
        return path
    same_name = [f for f in files if posixpath.basename(f) == posixpath.basename(path)]
    return same_name[0] if len(same_name) == 1 else path


def _same(heading: str, title: str) -> bool:
    """A heading that says what the entry's title says (or part of it), whatever the case."""
    a, b = (re.sub(r"\W+", " ", s).strip().casefold() for s in (heading, title))
    return bool(a) and a in b


# ---------------------------------------------------------------- XHTML


def _lines_read(run: Piece) -> str:
    """A paragraph's text, its lines broken by ``<br />`` (a title page's "version 2.3<br />MolView is a free web
    application …<br />You can contact …") read as Markdown's broken lines are, each ended, not run together."""
    marked = with_breaks(run.element, "br")
    return squeeze(broken_lines(marked)) if marked.replace(LINE_BREAK, " ") == run.text else run.text


def _parse(content: bytes) -> tuple[etree._Element | None, int | None]:
    """An XHTML file: as XML, else (undeclared entities, a broken tag) as HTML; and the line where its
    elements nest deeper than :data:`~._shared.MAX_DEPTH` (None if they never do), where libxml2 stopped."""
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False,
                             remove_comments=True, remove_pis=True, huge_tree=True)
    try:
        return _entities_as_text(etree.fromstring(content, parser)), None
    except etree.XMLSyntaxError:
        html = lxml.html.HTMLParser(remove_comments=True, huge_tree=True)
        try:
            return lxml.html.document_fromstring(content, parser=html), depth_error(html.error_log)
        except (etree.ParserError, ValueError):
            return None, None


def _entities_as_text(root: etree._Element) -> etree._Element:
    """``root`` with the entities its DTD names (XHTML's ``&nbsp;``, ``&mdash;``, which the parser keeps as references
    without loading the DTD) as the characters they stand for; one no HTML knows, as nothing."""
    for entity in list(root.iter(etree.Entity)):
        said = html.unescape(entity.text or "")
        text = (said if said != entity.text else "") + (entity.tail or "")
        before, parent = entity.getprevious(), entity.getparent()
        if before is not None:
            before.tail = (before.tail or "") + text
        elif parent is not None:
            parent.text = (parent.text or "") + text
        if parent is not None:
            parent.remove(entity)
    return root


def _drop_note_marks(body: etree._Element) -> dict[str, tuple[etree._Element, int]]:
    """Take out footnote marks (``<a epub:type="noteref" href="#n1">1</a>``): no word to say.

    Returns, for each note a mark points to in this file, the element the first mark was in and
    the note's number when the mark is one ("1"), else 0.
    """
    found: dict[str, tuple[etree._Element, int]] = {}
    for element in [e for e in body.iter() if _types(e) & _NOTE_MARKS]:
        parent = element.getparent()
        if parent is None:
            continue
        target = unquote(element.get("href") or "").partition("#")[2]
        label = squeeze("".join(element.itertext())).strip("[]()")
        if target and target not in found:
            found[target] = (parent, int(label) if label.isdigit() and len(label) < 6 else 0)
        previous = element.getprevious()
        if previous is not None:
            previous.tail = (previous.tail or "") + (element.tail or "")
        else:
            parent.text = (parent.text or "") + (element.tail or "")
        parent.remove(element)
    return found


def _types(element: etree._Element) -> set[str]:
    return set(f"{attribute(element, 'type')} {element.get('role') or ''}".lower().split())


def _note(element: etree._Element) -> etree._Element | None:
    """The footnote (``<aside epub:type="footnote">``) ``element`` is in, if any."""
    return next((e for e in (element, *element.iterancestors()) if _types(e) & _NOTES), None)


CONTENTS_LINKS = 3
"""The fewest links to the table of contents' entries that make a list the book's own contents."""


def _within(element: etree._Element, holders: set[etree._Element]) -> bool:
    return any(e in holders for e in (element, *element.iterancestors()))


def _text_outside(body: etree._Element, holders: set[etree._Element]) -> str:
    """The text of ``body`` outside the ``holders``."""
    parts = []
    for element in body.iter():
        if not _within(element, holders):
            parts.append(element.text or "")
        parent = element.getparent()
        if element is not body and parent is not None and not _within(parent, holders):
            parts.append(element.tail or "")
    return squeeze(" ".join(parts))


def _left_out(
    element: etree._Element, contents: dict[etree._Element, etree._Element]
) -> tuple[etree._Element, str] | None:
    """The table, code block, navigation or the book's own contents ``element`` is in, and what to call it."""
    for current in (element, *element.iterancestors()):
        if current in contents:
            return contents[current], "table of contents"
        name = tag(current)
        if name == "table":
            return current, "table"
        if name == "pre":
            return current, "code block"
        if name == "nav":
            return current, "<nav>"
    return None



def _navigation(element: etree._Element) -> tuple[etree._Element, str] | None:
    """A paragraph of links to the web joined by ``|`` (a website's footer, "Contact | Imprint"), or a link back
    to an index: navigation. Links within the book so joined are the book's text ("Download: Windows | macOS")."""
    links = [inner.get("href") or "" for inner in element.iter() if tag(inner) == "a"]
    what = link_bar(element)
    if what is None or (len(links) > 1 and not all("://" in link for link in links)):
        return None
    return element, what


def _only_links(listing: etree._Element) -> bool:
    """Whether a list's items say little besides their links' words (a page number at most): a table of contents,
    not a list that describes the chapters ("Chapter 1 explains the basic tools you need")."""
    for item in listing.iter():
        if tag(item) == "li" and len(_own_words(item, linked=False)) - len(_own_words(item, linked=True)) > 3:
            return False
    return True


def _own_words(item: etree._Element, *, linked: bool) -> list[str]:
    """The words of a list item outside its nested lists: all of them, or those of its links."""
    words: list[str] = []

    def walk(element: etree._Element, in_link: bool) -> None:
        in_link = in_link or tag(element) == "a"
        if element.text and (in_link or not linked):
            words.extend(element.text.split())
        for child in element:
            if tag(child) not in ("ul", "ol"):
                walk(child, in_link)
            if child.tail and (in_link or not linked):
                words.extend(child.tail.split())

    walk(item, False)
    return words
