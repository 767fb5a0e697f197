"""Word documents (``.docx``), by python-docx.

Headings come from paragraph styles: "Heading 1" to "Heading 9" (or a style
based on one, or a paragraph with an outline level; by the names and ids a
localized Word writes too: "Título 1", "Überschrift 1", "Titre 1") are chapters
and their sub-headings; a paragraph in the "Title" style ("Título", "Titel",
"Titre") the document opens with is the title, alone (a later one heads a part,
as a manual setting each part's name in Title does), else the short paragraphs
the document opens with set large (18 points or more, or half again the body's
size: a title broken into lines), else a first heading no
other heading is at or above (a lone "Heading 1" over the manual's "Heading 2"
chapters, as a Markdown page's lone H1), else the document's title property,
else the file name. Paragraphs and list items are read; so is the prose in
tables (each cell's paragraphs, as one text, when the cell has at least
:data:`PROSE_WORDS` words and is not in a column of labels). Footnotes and
endnotes are read after the paragraph that refers to them
(``reading.footnotes`` moves them to the end of the chapter or leaves them
out), without their marks.

Left out and reported: table cells too short to be prose (labels, numbers), a
generated table of contents (with the heading right before its entries,
"Contents" in whatever style), text boxes, and code (a paragraph in a code style,
or all in a monospaced font). Page headers and footers,
comments and deleted text (tracked changes) are not part of the text and are
not read; inserted text is.

A Word document has no lines: its "line" numbers are paragraph numbers, counted
from 1 through the body in order, table cells included.

Why python-docx: it opens the package and resolves styles (names, the styles
they are based on) and the core properties, which is what a reader needs, and is
the common library for it. mammoth converts to HTML through a style map; it
brings footnotes, but names no title property, and headings only for the styles
its map knows. The body is walked here as XML (python-docx's paragraph text leaves
out text inside tracked insertions and content controls, such as Word's own table
of contents).
"""

from __future__ import annotations

import io
import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from lxml import etree

from audioguide.common.errors import DocumentError
from audioguide.text.readers import Block, Reading, Skipped
from audioguide.text.readers import _tables as tables
from audioguide.text.readers._shared import CONTENTS, MONOSPACED, count_words, open_archive, report, require, squeeze
from audioguide.text.readers.markdown import LINE_BREAK, broken_lines

W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
_W = f"{{{W}}}"
PROSE_WORDS = 5
"""A table cell with fewer words is a label or a number, not prose to read."""
_HEADING = re.compile(r"^(?:heading|t[íi]?tulo|(?:ü|u)?berschrift|titre|titolo|kop|nagłówek|rubrik)\s*([1-9])$",
                      re.IGNORECASE)
"""A heading style's name or id: Word's built-in "heading 1" as python-docx names it ("Heading 1"), and the names
and ids a localized Word or LibreOffice writes ("Título 1"/"Ttulo1", "Überschrift 1"/"berschrift1", "Titre 1",
"Kop 1")."""
_TITLE = re.compile(r"^(?:title|t[íi]?tulo|titel|titre|titolo|tytuł)$", re.IGNORECASE)
"""The Title style's name or id, as :data:`_HEADING`'s."""
_TOC_STYLE = re.compile(r"^(toc\s*\d|toc heading|table of figures)$", re.IGNORECASE)
_CODE_STYLE = re.compile(r"(?:(?:html|source|inline|sample|program) )?(?:code|preformatted)(?: (?:block|char|text"
                         r"|snippet|listing|sample|example|line|box|paragraph))?|source text|verbatim(?: char)?"
                         r"|macro text|(?:program |code )?listing", re.IGNORECASE)
"""A style for code: Word's "HTML Preformatted", "HTML Code" and "Macro Text", Pandoc's "Source Code" and
"Verbatim Char", a template's "Code"."""
_TITLE_WORDS = 16
"""The most words a title set large at a document's opening has; more is a paragraph of large text."""
_FOOTNOTES = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/footnotes"
_ENDNOTES = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/endnotes"


class DocxReader:
    extensions = (".docx",)

    def read(self, data: bytes, name: str) -> Reading:
        docx = require("docx", "docx", "DOCX", name, "python-docx")
        open_archive(data, name, "DOCX")
        try:
            document = docx.Document(io.BytesIO(data))
        except Exception as error:  # noqa: BLE001 - python-docx raises KeyError, ValueError … on a broken package
            raise DocumentError(f"{name}: not a readable DOCX ({_why(error)})") from None
        reader = _Body(document, name)
        try:
            reader.typed = reader.mostly_monospaced(document.element.body)
            reader.read(document.element.body)
        except RecursionError:
            raise DocumentError(f"{name}: tables nested too deep to read") from None
        reader.large_opening_as_title()
        reader.lone_heading_as_title(squeeze(document.core_properties.title or ""))
        report(reader.skipped, name)
        title = None if reader.has_title else squeeze(document.core_properties.title or "") or None
        meta: dict[str, object] = {}
        if squeeze(document.core_properties.author or ""):
            meta["author"] = squeeze(document.core_properties.author)
        if squeeze(document.core_properties.language or ""):
            meta["language"] = squeeze(document.core_properties.language)
        return Reading(reader.blocks, title=title, meta=meta, skipped=reader.skipped)


def _why(error: Exception) -> str:
    text = squeeze(str(error)) or type(error).__name__
    return text[:120]


@dataclass
class _Body:
    document: Any
    name: str
    blocks: list[Block] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    number: int = 0
    """Paragraphs met so far: the "line" of the next one."""
    has_title: bool = False
    notes: int = 0
    last_skipped: int = 0
    styles: dict[str, Any] = field(default_factory=dict)
    typed: bool = False
    """Most of the document is set in a monospaced font: that font marks no code."""
    opening: list[int] = field(default_factory=list)
    """The blocks the document opens with that are set large: its title, broken into lines."""
    body_size: float | None = None
    footnotes: dict[tuple[str, str], list[str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.styles = {style.style_id: style for style in self.document.styles}
        normal = next((style for style in self.document.styles if style.name == "Normal"), None)
        self.body_size = normal.font.size.pt if normal is not None and normal.font.size is not None else None
        for relation in self.document.part.rels.values():
            if relation.reltype in (_FOOTNOTES, _ENDNOTES) and not relation.is_external:
                kind = "footnote" if relation.reltype == _FOOTNOTES else "endnote"
                self.footnotes.update(_notes(relation.target_part.blob, kind))

    def read(self, container: etree._Element) -> None:
        for child in container:
            name = etree.QName(child).localname if isinstance(child.tag, str) else ""
            if name == "p":
                self._paragraph(child)
            elif name == "tbl":
                self._table(child)
            elif name == "sdt":
                content = child.find(f"{_W}sdtContent")
                if content is None:
                    continue
                if child.find(f"{_W}sdtPr/{_W}docPartObj/{_W}docPartGallery[@{_W}val='Table of Contents']") is not None:
                    self._left_out(content, "table of contents")
                else:
                    self.read(content)
            elif name in ("customXml", "ins", "smartTag"):
                self.read(child)

    def _paragraph(self, paragraph: etree._Element, *, in_table: bool = False) -> str:
        self.number += 1
        line = self.number
        shown = _text(paragraph, lines=True)
        text = squeeze(broken_lines(shown))
        boxes = [squeeze(_text(p)) for p in paragraph.iter(f"{_W}p") if p is not paragraph]
        boxed = count_words(" ".join(boxes))
        if boxed:
            self.skipped.append(Skipped(line, "text box", boxed))
        if not text or in_table:
            return text
        style, level = self._style(paragraph)
        if _TOC_STYLE.match(style) or (not level and self._typed_contents_entry(shown, paragraph)):
            self._contents_heading_left_out()
            self._skip(line, "table of contents", count_words(text))
        elif self._titled(paragraph):
            self._title_or_top_heading(text, line)
        elif level:
            self.blocks.append(Block(text, line, level + 1))
        elif self._code(paragraph):
            self._skip(line, "code block", count_words(text))
            return text
        else:
            if len(self.opening) == len(self.blocks) and not self.has_title and self._large(paragraph):
                self.opening.append(len(self.blocks))
            self.blocks.append(Block(text, line))
        self._notes_of(paragraph, line)
        return text

    def _titled(self, paragraph: etree._Element) -> bool:
        """Whether a paragraph is in the Title style (or one based on it), by the style's name or id."""
        chain = self._chain(self.styles.get(_style_id(paragraph))) or [None]
        return any(_TITLE.match(style.name or "") or _TITLE.match(style.style_id or "") for style in chain
                   if style is not None) or bool(_TITLE.match(_style_id(paragraph)))

    def _title_or_top_heading(self, text: str, line: int) -> None:
        """The Title paragraphs a document opens with are its title, one title however many lines it was typed
        in ("Annual Report" / "Springfield Water Board 2023"); one after the text (a manual setting each part's
        name in Title) heads a chapter, as a "Heading 1" does. A contents heading set in Title stays apart, to go
        with its contents."""
        contents = _contents_title(text)
        if self.has_title and len(self.blocks) == 1 and self.last_skipped < self.blocks[0].line and not contents:
            first = self.blocks[0]
            self.blocks[0] = Block(f"{first.text} {text}", first.line, 1)
        elif self.has_title or self.blocks:
            self.blocks.append(Block(text, line, 1))
        else:
            self.has_title = True
            self.blocks.append(Block(text, line, 1))

    def _typed_contents_entry(self, shown: str, paragraph: etree._Element) -> bool:
        """An entry of a table of contents typed by hand, its title then tabs or dot leaders and its page ("Create an
        Account⇥⇥⇥PAGE 2", "Login ........ 4"), right after the contents' title or another entry."""
        if not _TYPED_ENTRY.fullmatch(shown.strip()):
            return False
        last = self.blocks[-1] if self.blocks else None
        if self.skipped and self.skipped[-1].what == "table of contents" and (last is None
                                                                           or last.line < self.last_skipped):
            return True
        return last is not None and self.last_skipped < last.line and _contents_title(last.text) \
            and _typed_contents(shown, paragraph)

    def _contents_heading_left_out(self) -> None:
        """The heading right before a table of contents' entries ("Contents", "Índice", set in any style, or a
        paragraph "Table of Contents:") is the contents' own: left out with them."""
        last = self.blocks[-1] if self.blocks else None
        if last is None or self.last_skipped > last.line or not _contents_title(last.text):
            return
        self.blocks.pop()
        if self.has_title and last.level == 1:
            self.has_title = False
        self._skip(last.line, "table of contents", count_words(last.text))

    def large_opening_as_title(self) -> None:
        """Without a Title paragraph, the paragraphs a document opens with, set large (18 points or more, or
        half again the body's size) and short, are its title, one title however many lines it was broken into
        ("Tektronix 4010 and 4014 Storage" / "Tube Terminal Emulator")."""
        if self.has_title or not self.opening:
            return
        opening = [self.blocks[index] for index in self.opening]
        text = " ".join(block.text for block in opening)
        rest = [block for block in self.blocks[len(opening):] if not block.level]
        if count_words(text) > _TITLE_WORDS or any(block.note is not None for block in opening) or not rest \
                or re.search(r"[.!?…]$", text):
            return  # a warning set large is a sentence; a flyer set all large has no title of its own
        self.blocks[:len(opening)] = [Block(text, opening[0].line, 1)]
        self.has_title = True

    def _large(self, paragraph: etree._Element) -> bool:
        """Whether every run of a paragraph's text is set large: its own size, else its paragraph style's."""
        runs = [run for run in paragraph.iter(f"{_W}r") if _text(run).strip() and not _boxed(run, paragraph)]
        styled = next((style.font.size.pt for style in self._chain(self.styles.get(_style_id(paragraph)))
                       if style.font.size is not None), None)
        body = self.body_size or 11.0
        sizes = []
        for run in runs:
            size = run.find(f"{_W}rPr/{_W}sz")
            value = size.get(f"{_W}val") if size is not None else None
            sizes.append(int(value) / 2 if value and value.isdigit() else styled)
        return bool(sizes) and all(size is not None and size >= min(18.0, 1.5 * body) for size in sizes)

    def lone_heading_as_title(self, property_title: str) -> None:
        """Without a Title paragraph, a first heading that no other heading is at or above (one "Heading 1"
        over the "Heading 2" sections of a manual) is the document's title, as a Markdown page's lone H1 is:
        the level below it makes the chapters. Where the title property says something else, that is the
        title (as a Markdown page's front matter is) and the heading heads the text under it as the headings
        below it do theirs."""
        headings = [block for block in self.blocks if block.level and block.note is None]
        if self.has_title or not headings or any(block.level <= headings[0].level for block in headings[1:]) \
                or any(not block.level for block in self.blocks[:self.blocks.index(headings[0])]):
            return  # "Appendix" after the report's prose heads its last part
        first = headings[0]
        at = self.blocks.index(first)
        if not property_title or _same_words(property_title, first.text):
            self.blocks[at] = Block(first.text, first.line, 1)
            self.has_title = True
        elif len(headings) > 1:
            self.blocks[at] = Block(first.text, first.line, min(block.level for block in headings[1:]))

    def _notes_of(self, paragraph: etree._Element, line: int) -> None:
        """The footnotes this paragraph refers to, right after it (documents.py moves them)."""
        for reference in paragraph.iter(f"{_W}footnoteReference", f"{_W}endnoteReference"):
            kind = "footnote" if reference.tag == f"{_W}footnoteReference" else "endnote"
            texts = self.footnotes.pop((kind, reference.get(f"{_W}id", "")), None)
            if texts:
                self.notes += 1
                self.blocks += [Block(text, line, note=self.notes) for text in texts]

    def _table(self, table: etree._Element) -> None:
        """A table's rows with prose (a cell of :data:`PROSE_WORDS` words or more, in a column of prose or the only
        such cell of its row: a longer label in a column of labels is one), row by row: each prose cell's
        paragraphs, as one text, after the short cells before it, its lead-in ("Nivel 1: Encabezado tipo título…",
        "Tipo TITULO: Título en Negritas…"), their columns named by the header (the short rows above the first row
        with prose; a group's header above it read as it stands); rows of short cells only (labels, numbers) left
        out and reported."""
        rows = [_grid_row(row) for row in table.iterchildren(f"{_W}tr")]
        width = max((len(row) for row in rows), default=0)
        groups = next((at for at, row in enumerate(rows) if len(row) == width), 0)  # "Formato Apa | Formato Upel"
        prose_cells = [{column for column, cell in row if _cell_words(cell) >= PROSE_WORDS} if at >= groups else set()
                       for at, row in enumerate(rows)]
        prose_cells = _in_prose_columns(rows, prose_cells)
        heads = next((at for at, cells in enumerate(prose_cells) if cells), 0)
        names: dict[int, str] = {column: squeeze(_cell_text(cell)) for column, cell in rows[groups]} \
            if heads > groups else {}
        first, short = self.number + 1, 0
        for at, row in enumerate(rows):
            if at < groups and any(prose_cells):  # a group's header, its cells spanning the columns below
                self._header_row(row)
            elif prose_cells[at]:
                self._prose_row(row, names, prose_cells[at])
            else:
                short += self._short_row(row)
        if short:
            self.skipped.append(Skipped(first, "table cells (labels, numbers)", short))

    def _header_row(self, row: list[tuple[int, etree._Element]]) -> None:
        self.number += 1
        if text := ". ".join(squeeze(_cell_text(cell)) for _, cell in row if _cell_text(cell).strip()):
            self.blocks.append(Block(text, self.number))

    def _prose_row(self, row: list[tuple[int, etree._Element]], names: dict[int, str], prose: set[int]) -> None:
        """A row with prose: each prose cell read after the short cells before it, as its lead-in."""
        waiting: list[tuple[str, str]] = []
        first = True
        for column, cell in row:
            if column not in prose:
                if text := squeeze(_cell_text(cell)):
                    waiting.append((names.get(column, ""), text))
                self._short_row([(column, cell)])  # its paragraphs counted: read in the lead-in
                continue
            start = len(self.blocks)
            self._prose_cell(cell)
            if waiting and start < len(self.blocks):
                lead = tables.lead_in_of(waiting, labelled=first)
                self.blocks[start] = replace(self.blocks[start], text=f"{lead} {self.blocks[start].text}")
            waiting, first = [], False

    def _prose_cell(self, cell: etree._Element) -> None:
        """A cell of prose: its paragraphs one text, the lines a cell's width broke a sentence into ("…used to
        calculate the" / "buffered maps.") one sentence again; a cell holding headings, list items, code or a
        table is read paragraph by paragraph."""
        paragraphs = list(_cell_paragraphs(cell))
        if any(etree.QName(p).localname != "p" or p.find(f"{_W}pPr/{_W}numPr") is not None or self._style(p)[1]
               or self._code(p) for p in paragraphs):
            self.read(cell)
            return
        line = self.number + 1
        texts = [text for paragraph in paragraphs if (text := self._paragraph(paragraph, in_table=True))]
        if texts:
            self.blocks.append(Block(" ".join(texts), line))
        for at, paragraph in enumerate(paragraphs):
            self._notes_of(paragraph, line + at)

    def _short_row(self, row: list[tuple[int, etree._Element]]) -> int:
        """A row of labels and numbers: not read; its words."""
        words = 0
        for _, cell in row:
            for paragraph in _cell_paragraphs(cell):
                if etree.QName(paragraph).localname == "p":
                    self._paragraph(paragraph, in_table=True)
                    words += count_words(_text(paragraph))
                else:
                    self._table(paragraph)
        return words

    def _left_out(self, content: etree._Element, what: str) -> None:
        start = self.number + 1
        words = 0
        for paragraph in content.iter(f"{_W}p"):
            self.number += 1
            words += count_words(_text(paragraph))
        if words:
            self._skip(start, what, words)
            self.last_skipped = self.number

    def _skip(self, line: int, what: str, words: int) -> None:
        """Left out; paragraphs of one kind in a row are one place (a table of contents' entries)."""
        last = self.skipped[-1] if self.skipped else None
        if last is not None and last.what == what and self.last_skipped == line - 1:
            self.skipped[-1] = Skipped(last.line, what, last.words + words)
        else:
            self.skipped.append(Skipped(line, what, words))
        self.last_skipped = line

    def _code(self, paragraph: etree._Element) -> bool:
        """Whether a paragraph is code: its style is a code style ("Code", "HTML Preformatted", "Source Code",
        "Macro Text", or one based on one), or every run of its text is set in a monospaced font (Consolas,
        Courier New …) or a code character style ("HTML Code", "Source Text"), as the Markdown reader's code
        blocks are (and the PDF reader's monospaced text)."""
        chain = self._chain(self.styles.get(_style_id(paragraph)))
        if any(_CODE_STYLE.fullmatch(style.name or "") for style in chain):
            return True
        return not self.typed and self._all_monospaced(paragraph, chain)

    def _all_monospaced(self, paragraph: etree._Element, chain: list[Any]) -> bool:
        runs = [run for run in paragraph.iter(f"{_W}r")
                if not _boxed(run, paragraph) and _text(run).strip()]
        return bool(runs) and all(self._monospaced(run, chain) for run in runs)

    def mostly_monospaced(self, body: etree._Element) -> bool:
        """Whether most of the document's paragraphs are set in a monospaced font (a manuscript or a screenplay in
        Courier): then that font marks no code."""
        paragraphs = [p for p in body.iter(f"{_W}p") if _text(p).strip()]
        typed = sum(self._all_monospaced(p, self._chain(self.styles.get(_style_id(p)))) for p in paragraphs)
        return typed * 2 > len(paragraphs)

    def _monospaced(self, run: etree._Element, paragraph_styles: list[Any]) -> bool:
        """Whether a run is set in a monospaced font: its own, else its character style's, else its paragraph
        style's (the first of a style's chain that names one)."""
        fonts = run.find(f"{_W}rPr/{_W}rFonts")
        font = (fonts.get(f"{_W}ascii") or fonts.get(f"{_W}hAnsi")) if fonts is not None else None
        if font:
            return _monospaced_font(font)
        reference = run.find(f"{_W}rPr/{_W}rStyle")
        character = self._chain(self.styles.get(reference.get(f"{_W}val", ""))) if reference is not None else []
        if any(_CODE_STYLE.fullmatch(style.name or "") for style in character):
            return True
        named = next((style.font.name for style in [*character, *paragraph_styles] if style.font.name), None)
        return bool(named) and _monospaced_font(str(named))

    @staticmethod
    def _chain(style: Any) -> list[Any]:
        """A style and the styles it is based on, nearest first."""
        chain: list[Any] = []
        while style is not None and len(chain) < 20:
            chain.append(style)
            style = style.base_style
        return chain

    def _style(self, paragraph: etree._Element) -> tuple[str, int]:
        """The paragraph style's name and its heading level (0 for none)."""
        properties = paragraph.find(f"{_W}pPr")
        style_id = ""
        outline = None
        if properties is not None:
            reference = properties.find(f"{_W}pStyle")
            style_id = reference.get(f"{_W}val", "") if reference is not None else ""
            level = properties.find(f"{_W}outlineLvl")
            outline = level.get(f"{_W}val") if level is not None else None
        style = self.styles.get(style_id)
        name = style.name if style is not None and style.name else style_id
        seen = 0
        current = style
        while current is not None and seen < 20:  # styles based on styles, up to a heading
            found = _HEADING.match(current.name or "") or _HEADING.match(current.style_id or "")
            if found:
                return name, int(found[1])
            if outline is None:  # a custom heading style ("Report Level 1") has its level in Word's outline
                level = current.element.find(f"{_W}pPr/{_W}outlineLvl")
                outline = level.get(f"{_W}val") if level is not None else None
            current, seen = current.base_style, seen + 1
        if outline is not None and outline.isdigit() and int(outline) < 9:
            return name, int(outline) + 1
        return name, 0


def _style_id(paragraph: etree._Element) -> str:
    reference = paragraph.find(f"{_W}pPr/{_W}pStyle")
    return reference.get(f"{_W}val", "") if reference is not None else ""


def _monospaced_font(font: str) -> bool:
    return MONOSPACED.search(font) is not None


def _same_words(one: str, other: str) -> bool:
    """Whether two titles say the same words, whatever their case and punctuation."""
    return re.findall(r"[^\W_]+", one.casefold()) == re.findall(r"[^\W_]+", other.casefold())


def _in_prose_columns(rows: list[list[tuple[int, etree._Element]]], prose: list[set[int]]) -> list[set[int]]:
    """Each row's prose cells, less those in a column of labels (most of its cells from the first row with prose on
    short) where the row has prose in another column ("Save Cost⏎Distance Matrix Output" beside its description)."""
    filled: dict[int, int] = {}
    long: dict[int, int] = {}
    body = next((at for at, cells in enumerate(prose) if cells), len(rows))
    for row, cells in zip(rows[body:], prose[body:], strict=True):
        for column, cell in row:
            if _cell_text(cell).strip():
                filled[column] = filled.get(column, 0) + 1
                long[column] = long.get(column, 0) + (column in cells)
    columns = {column for column in filled if long[column] * 2 > filled[column]}
    return [cells & columns or cells for cells in prose]


def _grid_row(row: etree._Element) -> list[tuple[int, etree._Element]]:
    """A row's cells and the grid column each starts at (a cell spans ``gridSpan`` columns); the rest of a
    cell merged down is left out, its text being in the first."""
    cells, column = [], 0
    for cell in row.iterchildren(f"{_W}tc"):
        span = cell.find(f"{_W}tcPr/{_W}gridSpan")
        merged = cell.find(f"{_W}tcPr/{_W}vMerge")
        if merged is None or merged.get(f"{_W}val") == "restart":
            cells.append((column, cell))
        column += int(span.get(f"{_W}val", "1")) if span is not None else 1
    return cells


def _cell_text(cell: etree._Element) -> str:
    return " ".join(_text(p) for p in _cell_paragraphs(cell) if etree.QName(p).localname == "p")


def _cell_words(cell: etree._Element) -> int:
    return sum(count_words(_text(p)) for p in _cell_paragraphs(cell) if etree.QName(p).localname == "p")


def _cell_paragraphs(cell: etree._Element) -> Iterator[etree._Element]:
    for child in cell:
        name = etree.QName(child).localname if isinstance(child.tag, str) else ""
        if name in ("p", "tbl"):
            yield child
        elif name == "sdt":
            content = child.find(f"{_W}sdtContent")
            if content is not None:
                yield from _cell_paragraphs(content)


_TEXT_TAGS = {f"{_W}t": None, f"{_W}tab": " ", f"{_W}br": " ", f"{_W}cr": " ", f"{_W}noBreakHyphen": "-",
              f"{_W}softHyphen": ""}


def _text(paragraph: etree._Element, *, lines: bool = False) -> str:
    """A paragraph's text as shown: runs, hyperlinks and insertions; no deleted text, no text boxes. With
    ``lines``, its tabs kept and a line broken inside it (``<w:br/>``, Shift+Enter) a line break, read as the
    Markdown reader reads one; a page or column break is a space."""
    parts = []
    for element in paragraph.iter(*_TEXT_TAGS):
        if _boxed(element, paragraph):
            continue
        replacement = _TEXT_TAGS[str(element.tag)]
        if lines and element.tag == f"{_W}tab":
            replacement = "\t"
        elif lines and element.tag in (f"{_W}br", f"{_W}cr") and element.get(f"{_W}type") in (None, "textWrapping"):
            replacement = LINE_BREAK
        parts.append(element.text or "" if replacement is None else replacement)
    return "".join(parts)


def _contents_title(text: str) -> bool:
    """Whether a paragraph is a table of contents' title ("Table of Contents:", "Índice")."""
    return re.sub(r"\W+", "", text).lower() in CONTENTS


_TYPED_ENTRY = re.compile(r"(?i)[^\t]*?\w[^\t]*?(?:\t+|\s*(?:\.\s?){3,}|\s*…+)\s*(?:page\s*)?\d{1,4}")
"""A table of contents' entry typed by hand: its title, tabs or dot leaders, its page ("Login⇥⇥PAGE 4")."""


def _typed_contents(first: str, paragraph: etree._Element) -> bool:
    """Whether the entries typed under a contents title, from this one to the first line of another kind, are a
    table of contents: three or more whose pages never go back, or pages that never go back beside titles found again
    further on. A parts list under "Contents" ("Battery pack⇥2", "Manual⇥1") has small counts in no order and no
    chapters of those names."""
    entries = [first.strip()]
    later: list[str] = []
    for sibling in paragraph.itersiblings(f"{_W}p"):
        text = _text(sibling, lines=True).strip()
        if later or (text and not _TYPED_ENTRY.fullmatch(text)):
            later.append(squeeze(text).casefold())
        elif text:
            entries.append(text)
    pages = [int(re.findall(r"\d+", entry)[-1]) for entry in entries]
    if any(page < before for before, page in itertools.pairwise(pages)):
        return False
    titles = {squeeze(re.split(r"\t|\s*(?:\.\s?){3,}|\s*…", entry)[0]).casefold() for entry in entries}
    return len(entries) >= 3 or any(title in later for title in titles)


def _boxed(element: etree._Element, paragraph: etree._Element) -> bool:
    """Whether ``element`` is in a text box (or deleted text) inside ``paragraph``."""
    current = element.getparent()
    while current is not None and current is not paragraph:
        if current.tag in (f"{_W}txbxContent", f"{_W}del"):
            return True
        current = current.getparent()
    return False


def _notes(blob: bytes, kind: str) -> dict[tuple[str, str], list[str]]:
    """(kind, id) → the note's paragraphs, from ``word/footnotes.xml`` or ``endnotes.xml``."""
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
    try:
        root = etree.fromstring(blob, parser)
    except etree.XMLSyntaxError:
        return {}
    found = {}
    for note in root.iterchildren(f"{_W}{kind}"):
        if note.get(f"{_W}type") in ("separator", "continuationSeparator", "continuationNotice"):
            continue
        texts = [squeeze(_text(p)) for p in note.iter(f"{_W}p")]
        texts = [t for t in texts if t]
        if texts:
            found[(kind, note.get(f"{_W}id", ""))] = texts
    return found
