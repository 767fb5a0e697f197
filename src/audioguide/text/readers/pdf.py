"""PDF (``.pdf``) with text, by pdfminer.six's layout analysis (``pip install 'audioguide[pdf]'``).

pdfminer.six was chosen over pypdf for the text boxes, fonts and sizes its layout analysis gives
(pypdf's text comes as lines of a page, with no boxes), which is what paragraphs and headings are
found from. A page is read as a reader sees it:

- headings from the document's outline (bookmarks), at its levels, each found on the page its entry goes to
  (the same words before it, on an agenda slide naming the chapters, are no heading; a slide's title that is
  part of its entry's, or the entry's part of it, is the heading in the entry's words; PowerPoint's "Folie 4: "
  before a slide's title is not compared); without an outline, from the type size: a short box set larger than
  the body text is a heading, the largest size level 1, and so are the lines a box opens with set larger than
  its others (Word's heading right above its paragraph), and where such headings are numbered in sequence ("2
  DESCRIPTION", "2.1 Box contents", "3.1 …"), their numbers give their levels (other large type, a diagram's
  labels, is under them); lines a box opens with in bold, over lines that are
  not, are a paragraph of their own ("With a wheel file:");
- paragraphs from the text boxes, their lines re-flowed, a word hyphenated at a line's end joined (in capitals
  too: "MAN-" "UAL"), a line cut at its column's edge joined with the line indented under it (a list item's, an
  option's description),
  a paragraph cut by a page break joined again, a sentence a slide sets a box a line joined (an item cut where
  its column ends too, its next line indented past its bullet), never across code left out, nor onto a list
  item's mark ("b.", "ii.", "(c)", a line of its own where a box has two or more); a bullet is
  not read, and a line it opens is a list item of its own (a Courier "o" or a Wingdings "§" in a font of its own,
  as Word sets a list's lower levels, is a bullet);
- a line goes on with the next for its column's sake only where its page shows a column (three lines or more of
  its size, flush left, reach one right side; or another page's column in its size): a cover's centred lines and
  a slide's short items, the longest of them the widest, are lines of their own;
- a table whose columns are boxes side by side (names beside their descriptions, a list's dashes beside its items)
  is read row by row, a row's cells in turn, as the other readers read a table; a row of names over the paragraphs
  under them (cards side by side), each name then its paragraph; columns of text, a contents' page numbers and a
  formula's pieces are no table; a displayed formula (a box of math signs or Greek letters and no words, an
  equation's number alone) is left out and reported, as a voice could only spell it out;
- running heads and feet (the same words at the same place on many pages, the page number in
  them) and lone page numbers are left out; a table of contents (lines of dot leaders, or lines that
  repeat the headings in their order, with or without page numbers, where a contents is: with page numbers,
  under a contents' heading, before any paragraph of text, or on a page of its own before those headings; a list
  in the text naming the sections that follow is read), code in a
  monospaced font, numbers alone (never a heading) and charts (their figures and the short labels among
  them) are left out and reported;
- a footnote (a box in a smaller size at the foot of a page that starts with its number) is kept
  apart and read at the end of its chapter ("Note 1: …"), as the other readers do.

The title is the Title property when the pages show its words, else the lines set largest on the first
page (a template's stale property, "Typeface Use", is no title).

A PDF has no lines: messages give the page (``guide.pdf:12`` is page 12). A PDF whose pages are
images (a scan) has no text to read: it is refused, naming OCR (so is one whose pages pdfminer finds none of).
"""

from __future__ import annotations

import io
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, replace
from itertools import pairwise
from typing import Any

from audioguide.common.errors import DocumentError
from audioguide.text.readers import Block, Reading, Skipped
from audioguide.text.readers._shared import CONTENTS, MONOSPACED, report, require
from audioguide.text.readers._tables import row_sentence

MAX_PAGES = 3000
"""The most pages read: a longer PDF is refused (a guide is no archive)."""
MARGIN = 0.09
"""The share of a page's height at its top and bottom where running heads and feet are."""
RUNNING = 2
"""A line in a page's margin with the same words (its numbers aside) at the same place on this many pages runs:
a running head or foot ("Chapter 2: Handling" over each of the chapter's pages)."""
HEADING_SIZE = 1.15
"""How much larger than the body text a heading is set, where the document has no outline."""
HEADING_WORDS = 20
_LEADERS = re.compile(r"(?:[.…]\s?){4,}\s*\S+\s*$|^\s*(?:\d{1,4}|[ivxlc]{1,6})\s+(?:[.…]\s?){4,}\s*\S",
                      re.IGNORECASE)
"""A contents entry's leaders (dots, or ellipsis characters as a word processor sets them) and page number: after
the title ("1 Introduction ........ 3"), or before it where the page's layout gives the number first ("2 …….……
About JetRails 2FA")."""
_BULLET = re.compile(r"^[•◦▪▫■□●○‣⁃∙·–\uf0a7\uf0b7-]\s+")
"""A list item's mark opening a line (Word's symbol-font bullets, U+F0A7 and U+F0B7, too): not read."""
_LIST_MARK = re.compile(r"^(?:(?:[a-z]|[ivx]+|\d{1,2})[.)]|\((?:[a-z]|[ivx]+|\d{1,2})\))\s")
"""A numbered list item's mark opening a line: "a.", "ii.", "3)", "(b)"."""
_FONT_BULLETS = frozenset("o§\uf0a7\uf0b7▪•◦–")
"""Letters and signs Word sets a list level's bullet in (a Courier "o", a Wingdings "§"): a bullet where it opens a
line in a font of its own, before a space, then the text in another."""
_NUMBERS = re.compile(r"^[\d.\s]+$|^[A-Z](?:\.\d+)*$")
_PAGE_NUMBER = re.compile(r"^(?:[ivxlcdm]+|\d+|page \d+(?: of \d+)?|\d+\s*/\s*\d+)$", re.IGNORECASE)
_TERMINAL = tuple(".!?:;…\"”’»)")


@dataclass
class _Box:
    page: int
    text: str
    lines: list[str]
    size: float
    top: float
    """Distance of the box's top from the page's top, as a share of its height."""
    bottom: float
    mono: bool
    chars: int
    line_sizes: tuple[float, ...] = ()
    """Each line's size (the one most of its characters are set in)."""
    left: float = 0.0
    right: float = 1.0
    """The box's sides, as shares of the page's width."""
    end: float | None = None
    """Where its last line ends, as a share of the page's width (its right side where not known)."""
    lead: bool = False
    """Whether it is lines a box opened with, set larger (or in bold) than the lines after them."""
    line_bold: tuple[bool, ...] = ()
    """Whether each line is set in a bold face, most of its characters."""
    line_rights: tuple[float, ...] = ()
    """Where each line ends, as a share of the page's width."""
    line_spans: tuple[tuple[float, float, float], ...] = ()
    """Each line's top, bottom and left side, as shares of the page's height and width (as the page set it)."""


_Entry = tuple[int, str, int | None]
"""An outline's entry: its level, its title and the page it goes to (None where that is not found)."""


class PdfReader:
    extensions = (".pdf",)

    def read(self, data: bytes, name: str) -> Reading:
        require("pdfminer", "pdf", "PDF", name, "pdfminer.six")
        boxes, pages, outline, title = _layout(data, name)
        if sum(box.chars for box in boxes) < 20 * max(pages, 1):  # no pages found (a scan's broken page tree) too
            counted = f" on its {pages} page{'s' if pages != 1 else ''}" if pages else ""
            raise DocumentError(f"{name}: no text to read{counted}: a scanned PDF has pictures of its pages; run it"
                                " through OCR (for example ocrmypdf) and read the PDF it makes")
        skipped: list[Skipped] = []
        shown = _squeezed(" ".join(box.text for box in boxes))
        boxes = _without_running(boxes if outline else _numbers_joined(boxes, _body_size(boxes)), pages, skipped)
        cover = None if title and _squeezed(title) in shown else _title_page(boxes, outline)
        if cover is not None:  # the title's lines are the title; the box's smaller lines (a date) are read
            title, rest = _title_lines(cover)
            boxes = [box for box in boxes if box is not cover] if rest is None else \
                [rest if box is cover else box for box in boxes]
        blocks = _blocks(_lines_joined(_leads_apart(_tables_read(boxes))), outline, skipped)
        report(skipped, name)
        return Reading(blocks, title=title, skipped=skipped)


def _layout(data: bytes, name: str) -> tuple[list[_Box], int, list[_Entry], str | None]:
    from pdfminer.high_level import extract_pages
    from pdfminer.layout import LAParams, LTChar, LTTextBoxHorizontal
    from pdfminer.pdfdocument import PDFDocument, PDFNoOutlines
    from pdfminer.pdfparser import PDFParser, PDFSyntaxError

    try:
        document = PDFDocument(PDFParser(io.BytesIO(data)))
        outline = _outline(document, PDFNoOutlines)
        title = _info_title(document)
        boxes: list[_Box] = []
        pages = 0
        for pages, page in enumerate(extract_pages(io.BytesIO(data), laparams=LAParams()), start=1):
            if pages > MAX_PAGES:
                raise DocumentError(f"{name}: more than {MAX_PAGES:,} pages; split it into the guide's documents")
            height, width = page.height or 1.0, page.width or 1.0
            for item in page:
                if not isinstance(item, LTTextBoxHorizontal):
                    continue
                chars = [c for line in item for c in line if isinstance(c, LTChar)]
                texts = [(text, _line_size(line, LTChar), line.x1, _line_bold(line, LTChar),
                          (1 - line.y1 / height, 1 - line.y0 / height, line.x0 / width)) for line in item
                         if (text := _line_text(line, LTChar).strip())]
                lines = [text for text, *_ in texts]
                if not chars or not lines:
                    continue
                sizes = Counter(round(c.size, 1) for c in chars)
                mono = sum(_monospaced(c.fontname) for c in chars) > 0.8 * len(chars)
                boxes.append(_Box(pages, " ".join(lines), lines, sizes.most_common(1)[0][0],
                                  1 - item.y1 / height, 1 - item.y0 / height, mono, len(chars),
                                  tuple(text[1] for text in texts), item.x0 / width, item.x1 / width,
                                  texts[-1][2] / width if texts else None, line_bold=tuple(t[3] for t in texts),
                                  line_rights=tuple(t[2] / width for t in texts),
                                  line_spans=tuple(t[4] for t in texts)))
    except DocumentError:
        raise
    except (PDFSyntaxError, ValueError, KeyError, TypeError, AssertionError) as error:
        raise DocumentError(f"{name}: not a readable PDF ({type(error).__name__}: {str(error)[:100]})") from None
    except Exception as error:  # noqa: BLE001 - pdfminer raises its own kinds for encryption and broken streams
        kind = type(error).__name__
        if "Password" in kind or "Encryption" in kind:
            raise DocumentError(f"{name}: an encrypted PDF; save a copy without a password and read that") from None
        raise DocumentError(f"{name}: not a readable PDF ({kind}: {str(error)[:100]})") from None
    return boxes, pages, outline, title


def _line_size(line: Any, char: Any) -> float:
    """The size most of a line's characters are set in."""
    sizes = Counter(round(glyph.size, 1) for glyph in line if isinstance(glyph, char))
    return sizes.most_common(1)[0][0] if sizes else 0.0


_BOLD = re.compile(r"bold|black|heavy|semibold|demi", re.IGNORECASE)
"""A bold face's name: "Times-Bold", "Arial-BoldMT", "SourceSansPro-Semibold"."""


def _line_bold(line: Any, char: Any) -> bool:
    """Whether most of a line's characters are set in a bold face."""
    chars = [glyph for glyph in line if isinstance(glyph, char) and glyph.get_text().strip()]
    return bool(chars) and sum(bool(_BOLD.search(glyph.fontname)) for glyph in chars) > len(chars) / 2


def _line_text(line: Any, char: Any) -> str:
    """A line's text without its footnote marks: digits set smaller and raised above the line's baseline
    ("in 2026.¹ According" is "in 2026. According"; a voice would read "2026.1")."""
    glyphs: list[Any] = list(line)
    chars: list[Any] = [glyph for glyph in glyphs if isinstance(glyph, char)]
    sizes = Counter(round(c.size, 1) for c in chars)
    if not sizes:
        return str(line.get_text())
    body = sizes.most_common(1)[0][0]
    bases = [c.y0 for c in chars if c.size >= body * 0.9]
    base = min(bases) if bases else None
    kept: list[str] = []
    for glyph in glyphs:
        raised = (isinstance(glyph, char) and base is not None and glyph.size <= body * 0.8
                  and glyph.y0 > base + body * 0.2 and glyph.get_text() in _MARKS)
        if not raised:
            kept.append(str(glyph.get_text()))
    if _font_bullet(chars) and re.match(r"\s*\S\s", "".join(kept)):
        kept[glyphs.index(chars[0])] = "•"
    return "".join(kept)


def _font_bullet(chars: list[Any]) -> bool:
    """Whether a line opens with a list's bullet set as a letter or sign in a font of its own: Word's second level is
    a Courier "o" ("o  Arming -> Armed"), its third a Wingdings "§"; read as a letter, it would be said."""
    if len(chars) < 2 or chars[0].get_text() not in _FONT_BULLETS:
        return False
    text = next((glyph for glyph in chars[1:] if glyph.get_text().strip()), None)
    return text is not None and text.fontname != chars[0].fontname


_MARKS = frozenset("0123456789,*†‡§")
"""What a footnote's mark is set in."""


def _outline(document: Any, none: type[Exception]) -> list[_Entry]:
    from pdfminer.pdfpage import PDFPage

    try:
        entries = list(document.get_outlines())
    except none:
        return []
    pages = {page.pageid: number for number, page in enumerate(PDFPage.create_pages(document), start=1)}
    return [(level, " ".join(str(title).split()), _destination(document, dest, action, pages))
            for level, title, dest, action, *_ in entries]


def _destination(document: Any, dest: Any, action: Any, pages: dict[Any, int]) -> int | None:
    """The page an outline's entry goes to: its destination's, given as a page, a name, or an action's."""
    from pdfminer.pdftypes import resolve1

    try:
        if dest is None and isinstance(resolve1(action), dict):
            dest = resolve1(action).get("D")
        dest = resolve1(dest)
        if isinstance(dest, (bytes, str)) or (dest is not None and not isinstance(dest, (list, dict))):
            dest = resolve1(document.get_dest(dest if isinstance(dest, (bytes, str)) else dest.name))
        if isinstance(dest, dict):
            dest = resolve1(dest.get("D"))
        page = dest[0] if isinstance(dest, list) and dest else None
        return pages.get(getattr(page, "objid", -1))
    except Exception:  # noqa: BLE001 - a broken destination is no page, the heading is found by its words
        return None


def _info_title(document: Any) -> str | None:
    for info in document.info or []:
        value = info.get("Title")
        if isinstance(value, bytes):
            value = value.decode("utf-16") if value.startswith(b"\xfe\xff") else value.decode("latin-1")
        if isinstance(value, str) and value.strip():
            return " ".join(value.split())[:255]
    return None


def _monospaced(font: str) -> bool:
    return MONOSPACED.search(font) is not None


def _without_running(boxes: list[_Box], pages: int, skipped: list[Skipped]) -> list[_Box]:
    """``boxes`` without running heads and feet, and page numbers in the margins."""
    def key(box: _Box) -> tuple[int, str]:
        return round(box.top * 50), re.sub(r"\d+", "#", box.text.lower())

    marginal = [box for box in boxes if box.top < MARGIN or box.bottom > 1 - MARGIN]
    seen = Counter(key(box) for box in {(box.page, key(box)): box for box in marginal}.values())
    kept = []
    for box in boxes:
        in_margin = box.top < MARGIN or box.bottom > 1 - MARGIN
        if in_margin and (seen[key(box)] >= RUNNING or _PAGE_NUMBER.match(box.text)):
            continue  # the page's furniture, not the text: not reported, as a page's number is not
        kept.append(box)
    return kept


def _blocks(boxes: list[_Box], outline: list[_Entry], skipped: list[Skipped]) -> list[Block]:
    body = _body_size(boxes)
    items = _items(boxes)
    headings = _outline_headings(items, outline)
    charts = _charts(boxes)
    sizes = sorted({box.size for box in boxes if (box.size >= body * HEADING_SIZE or (box.lead and box.size > body))
                    and not _figures(box) and id(box) not in charts}, reverse=True)
    blocks: list[Block] = []
    cut = False
    for box in items:
        text = _reflowed(box.lines)
        what = _left_out(box, text, charts)
        if what is not None:
            _skip(skipped, box.page, what, box.text if id(box) in charts else text)
            cut = cut or what == "code block"  # the words after code are no longer its paragraph's
            continue
        text = _BULLET.sub("", text).strip()
        if not re.search(r"\w", text):
            continue  # a bullet alone
        level, text = headings.get(id(box), (None, text)) if outline else (
            sizes.index(box.size) + 1 if box.size in sizes and _heading_like(text) else None, text)
        if level is not None:
            blocks.append(Block(text, box.page, level=min(level, 6)))
            continue
        note = re.match(r"^(\d{1,3})\s+\S", text)
        if note and box.size < body * 0.95 and box.top > 0.6:
            blocks.append(Block(text[note.end(1):].strip(), box.page, note=int(note[1])))
            continue
        if blocks and not cut and _continued(blocks[-1], text):
            blocks[-1] = Block(_joined(blocks[-1].text, text), blocks[-1].line)  # a paragraph a page or a box cut
            continue
        blocks.append(Block(text, box.page))
        cut = False
    return _without_contents(blocks if outline else _numbered(blocks), skipped)


NUMBERED_HEADINGS = 3
"""The fewest headings numbered in sequence ("2 DESCRIPTION", "2.1 Box contents", "2.2 …") that give a document
without an outline its chapters and their levels."""
_SECTION_NUMBER = re.compile(r"^(\d{1,2}(?:\.\d{1,2}){0,4})\.?\s+(?=[^\W\d_])")


def _numbered(blocks: list[Block]) -> list[Block]:
    """``blocks`` with the levels their headings' numbers give, where the document has no outline: the longest run
    of headings (set larger than the text) whose numbers count up one after another ("2", "2.1", "2.2", "3", "3.1")
    is at the levels of its numbers (a number's parts), the other headings under them (a diagram's labels set large,
    a cover's title); where no run of :data:`NUMBERED_HEADINGS` is found, the levels by type size stay."""
    found = [(at, _section(match[1])) for at, block in enumerate(blocks)
             if block.level and (match := _SECTION_NUMBER.match(block.text))
             and not _ROW_FIGURES.search(block.text[match.end():])]
    longest: list[list[int]] = []
    for index, (_, number) in enumerate(found):
        before = [chain for chain, (_, other) in zip(longest, found, strict=False) if _follows(other, number)]
        longest.append([*max(before, key=len, default=[]), index])
    chain = max(longest, key=len, default=[])
    if len(chain) < NUMBERED_HEADINGS or not _sections(blocks, found, chain):
        return blocks
    levels = {found[index][0]: len(found[index][1]) for index in chain}
    below = max(levels.values()) + 1
    return [replace(block, level=min(levels.get(at, below), 6)) if block.level else block
            for at, block in enumerate(blocks)]


_ROW_FIGURES = re.compile(r"\d\s*%|\d[\d.,]*\s+\S*\d")
"""A table row's figures after its words ("1 Year Fixed Rate 4.04% 5.38%"), which no section heading carries."""


def _section(number: str) -> tuple[int, ...]:
    """A heading's number as its parts, a trailing nought being the section itself ("2.0" is "2")."""
    parts = [int(part) for part in number.split(".")]
    while len(parts) > 1 and parts[-1] == 0:
        parts.pop()
    return tuple(parts)


def _sections(blocks: list[Block], found: list[tuple[int, tuple[int, ...]]], chain: list[int]) -> bool:
    """Whether a run of numbered headings is the document's sections rather than a numbered list or a table's rows:
    it starts at a first ("1", "3.1"), no other heading numbered "1" starts it again (a second list), and text comes
    between some of its headings."""
    first = found[chain[0]][1]
    if first[-1] != 1 or any(number == (1,) for index, (_, number) in enumerate(found) if index not in chain):
        return False
    places = [found[index][0] for index in chain]
    return any(not block.level for start, end in pairwise(places)
               for block in blocks[start + 1:end])


def _numbers_joined(boxes: list[_Box], body: float) -> list[_Box]:
    """``boxes`` with a heading's number that the layout set in a box of its own ("1" beside "INTRODUCTION", on one
    line, in one size larger than the text) put back before its words (before a number in the top margin is taken
    for the page's)."""
    joined: list[_Box] = []
    for box in boxes:
        number = joined[-1] if joined else None
        if (number is not None and _SECTION_NUMBER.match(number.text + " x") and len(number.lines) == 1
                and len(box.lines) == 1 and box.page == number.page and box.size == number.size
                and box.size >= body * HEADING_SIZE and abs(box.top - number.top) <= ALIGNED
                and 0 <= box.left - number.right <= 0.1 and _heading_like(box.text)):
            text = f"{number.text} {box.text}"
            joined[-1] = replace(box, text=text, lines=[text], left=number.left, chars=number.chars + box.chars)
        else:
            joined.append(box)
    return joined


def _follows(before: tuple[int, ...], after: tuple[int, ...]) -> bool:
    """Whether a section's number comes right after another's: its first part ("2.1" after "2"), its next ("2.2"
    after "2.1"), a higher level's next ("3" after "2.1.4"), or the first part of one of those whose heading the
    layout set apart from its number ("3.1" after "2.6", its "3 INSTALLATION" a "3" and a word)."""
    for cut in range(1, len(before) + 2):
        head = before[:cut - 1]
        if after[:cut - 1] != head or len(after) < cut:
            continue
        step = 1 if cut <= len(before) else 0
        if after[cut - 1] == (before[cut - 1] + 1 if step else 1) and all(part == 1 for part in after[cut:]):
            return True
    return False


def _left_out(box: _Box, text: str, charts: set[int]) -> str | None:
    """What a box is that is not read (a chart's, a table of contents, numbers alone, code), None for text."""
    if id(box) in charts:
        return "chart (figures and labels)"
    if _LEADERS.search(box.lines[0]) or _squeezed(text) in CONTENTS or (
            any(_LEADERS.search(line) for line in box.lines)
            and all(_LEADERS.search(line) or _NUMBERS.match(line) for line in box.lines)):
        return "table of contents"
    if _figures(box):
        return "numbers alone (a table's or a figure's)"
    if box.mono:
        return "code block"
    return "equation" if _formula(box.text) else None


_FORMULA_SIGN = re.compile(r"[=∂∇∑∏∫√∞≤≥·×−]|[\u0370-\u03ff]|^\(\d+[a-z]?\)$")
"""A sign a displayed formula is set with (an operator, a Greek letter), or an equation's number alone ("(14c)");
never "+" or an arrow, which keys ("Strg + N", "↑/↓ Pfeiltasten") are written with."""
FORMULA_WORDS = 0
"""The most words of four letters or more in a displayed formula's box ("cos", "sin" are its functions'; a
setting's line, "Timeout = 30", has one)."""


def _formula(text: str) -> bool:
    """Whether a box is a displayed formula's, or a piece of one: a sign of math and next to no words
    ("∂c ∂xj", "Tr = (ψθcg,θ + ψφcg,φ)", "(15a)"), which a voice could only spell out. Settings written with "="
    are none: its only sign "=", each a value in a unit or a word after it ("A = 11 cpi, B = 15 cpi"), or most
    of the text words."""
    if not _FORMULA_SIGN.search(text) or len(_WORD.findall(text)) > FORMULA_WORDS:
        return False
    if _FORMULA_SIGN.search(text.replace("=", " ")):
        return True  # another sign of math, a Greek letter: a formula whatever follows its "="
    tokens = text.split()
    words = [token for token in tokens if re.fullmatch(r"[^\W\d_]{3,}[.,:;]?", token)
             and token.rstrip(".,:;").lower() not in _MATH_NAMES]
    return not (all(_SETTING_VALUE.match(text, sign.end()) for sign in re.finditer("=", text))
                or len(words) * 2 > len(tokens))


_SETTING_VALUE = re.compile(r"\s*(?:[-−]?\d[\d.,]*\s*(?:%|°|[^\W\d_]{2,}\b)"
                            r"|(?!(?:sinh?|cosh?|tanh?|log|exp|max|min|lim|det)\b)[^\W\d_]{3,}\b)")
"""What follows a setting's "=": a value in its unit ("11 cpi", "35 %") or a word ("Enables", "disabled")."""
_MATH_NAMES = frozenset({"sin", "cos", "tan", "log", "exp", "max", "min", "lim", "det", "sinh", "cosh", "tanh"})
"""A formula's functions, no words."""


_WORD = re.compile(r"(?:(?![\u0370-\u03ff])[^\W\d_]){4,}")
"""A word of four letters or more, none Greek (a formula's "ψθcg" is its symbols')."""


def _continued(previous: Block, text: str) -> bool:
    """Whether a box's text goes on with the paragraph before it, a page or a box having cut it: that paragraph
    ends with no stop, and this text starts in lower case, no list item's mark ("b. pip")."""
    return (previous.level == 0 and previous.note is None and not previous.text.endswith(_TERMINAL)
            and text[:1].islower() and not _LIST_MARK.match(text))


_SLIDE = re.compile(r"^\w+\s+\d+\s*:\s+")
"""The number PowerPoint puts before a slide's title in the outline it exports ("Folie 4: Kontext", "Slide 4: …")."""


def _outline_headings(boxes: list[_Box], outline: list[_Entry]) -> dict[int, tuple[int, str]]:
    """The boxes (by id) that are the outline's headings, with their levels and words: each entry, in order, the
    first box on the page it goes to (or the next) that reads as its title; a box whose words are part of the
    title, or the title part of them, on that page ("– LeMoS – Grundlagen" for "Grundlagen", "Erste Schritte" for
    "Erste Schritte – Vorüberlegungen"), is the heading in the title's words. Where the entry gives no page, the
    first box after the last heading found with its words. The same words elsewhere (an agenda slide listing the
    chapters) are no heading."""
    texts = [_BULLET.sub("", _reflowed(box.lines)).strip() for box in boxes]
    found: dict[int, tuple[int, str]] = {}
    cursor = 0
    for level, title, page in outline:
        keys = {_squeezed(title), _squeezed(_SLIDE.sub("", title))} - {""}
        at = _heading_at(boxes, texts, keys, cursor, page)
        if at is None:
            continue
        exact = _squeezed(texts[at]) in keys
        found[id(boxes[at])] = (min(level, 6), texts[at] if exact else _SLIDE.sub("", title))
        cursor = at + 1
    return found


def _heading_at(boxes: list[_Box], texts: list[str], keys: set[str], cursor: int, page: int | None) -> int | None:
    """Where the heading with these words is, from ``cursor`` on (see :func:`_outline_headings`)."""
    def on(pages: tuple[int, ...], match: Any) -> int | None:
        return next((at for at in range(cursor, len(boxes)) if (page is None or boxes[at].page in pages)
                     and _heading_like(texts[at]) and match(_squeezed(texts[at]))), None)

    if page is None:
        return on((), lambda words: words in keys)
    return next((at for at in (on((page,), lambda words: words in keys),
                               on((page,), lambda words: _within(words, keys)),
                               on((page + 1,), lambda words: words in keys)) if at is not None), None)


def _within(words: str, keys: set[str]) -> bool:
    """Whether a box's words are part of a title's, or it part of them, at its start or its end."""
    return len(words) >= 4 and any(len(key) >= 4 and (key.startswith(words) or key.endswith(words)
                                                      or words.startswith(key) or words.endswith(key)) for key in keys)


CONTENTS_ENTRIES = 3
"""The fewest headings a run of lines repeats, in order, to be the document's table of contents."""
CONTENTS_TAIL = 2
"""The most lines after a table of contents' last entry, ending its page, that go with it."""
_PAGE_REFERENCE = re.compile(r"(?:[\s.·…_]*\d+|\s+[ivxlcdm]+)$", re.IGNORECASE)
"""A contents entry's page number, with its dot leaders."""


def _without_contents(blocks: list[Block], skipped: list[Skipped]) -> list[Block]:
    """``blocks`` without the document's table of contents: a run of short lines that repeat the headings (the
    outline's or those found by type size) that come after them, in their order, with or without page numbers
    ("1 Einleitung" / "2 Hilfemenü" / "4.1 Medien hinzufügen" / … before the chapters "1 Einleitung",
    "2 Hilfemenü"); left out and reported."""
    kept: list[Block] = []
    at = 0
    headed = {item.line for item in skipped if item.what == "table of contents"}
    while at < len(blocks):
        end = _contents_end(blocks, at, headed)
        for block in blocks[at:end]:
            _skip(skipped, block.line, "table of contents", block.text)
        if end == at:
            kept.append(blocks[at])
        at = max(end, at + 1)
    return kept


def _contents_end(blocks: list[Block], start: int, headed: set[int]) -> int:
    """Where a table of contents starting at ``blocks[start]`` ends (``start`` where none does); ``headed`` are the
    pages a contents' heading or leaders were left out on."""
    matched, last, target = 0, start, start
    first: int | None = None
    for at in range(start, len(blocks)):
        block = blocks[at]
        if block.note is not None or not _heading_like(block.text):
            break
        found = next((index for index in range(max(target, at) + 1, len(blocks))
                      if blocks[index].level and _heading_keys(blocks, index) & _entry_keys(block.text)), None)
        if found is None and at == start:
            return start
        if found is not None:
            matched, last, target = matched + 1, at + 1, found
            first = found if first is None else first
    nested = all(_ENTRY_NUMBER.match(block.text) for block in blocks[start:last])
    if matched < CONTENTS_ENTRIES or (2 * matched < last - start and not nested) or first is None:
        return start
    if not _contents_placed(blocks, start, last, first, headed):
        return start
    return _page_rest(blocks, last)


_ENTRY_NUMBER = re.compile(r"^\d{1,2}(?:\.\d{1,2})*\.?\s+\S")
"""A contents entry's number ("3.", "2.1"): a numbered contents' entries under a chapter's ("1. Network" under "2.
Initialisation") are its, though no heading of the text repeats them."""


def _contents_placed(blocks: list[Block], start: int, end: int, first: int, headed: set[int]) -> bool:
    """Whether lines repeating the headings after them, ``blocks[start:end]``, are where a table of contents is, not
    a list in the text naming the sections that follow ("The stages are:" / "Source code" / "Materials" / …): their
    entries give page numbers, or a contents' heading (or leaders) was left out on their page or the one before, or
    no paragraph of text comes before them, or their page (before the first of those headings' pages) has none."""
    entries = blocks[start:end]
    if sum(bool(_PAGE_REFERENCE.search(block.text)) for block in entries) * 2 > len(entries):
        return True
    page = blocks[start].line
    if page in headed or page - 1 in headed:
        return True
    if not any(_body_text(block) for block in blocks[:start]):
        return True
    return page < blocks[first].line and not any(_body_text(block) for block in blocks if block.line == page)


def _body_text(block: Block) -> bool:
    """Whether a block is a paragraph of text: no heading, no footnote, no short line."""
    return not block.level and block.note is None and not _heading_like(block.text)


def _page_rest(blocks: list[Block], at: int) -> int:
    """Where a table of contents ending at ``blocks[at]`` ends with its page: the line or two after its last entry
    that end the page, short and no heading, go with it (an agenda slide's line under its last chapter's title)."""
    page = blocks[at - 1].line
    end = at
    while (end < len(blocks) and end - at < CONTENTS_TAIL and blocks[end].line == page and not blocks[end].level
           and blocks[end].note is None and _heading_like(blocks[end].text)):
        end += 1
    return end if end == len(blocks) or blocks[end].line != page else at


def _heading_keys(blocks: list[Block], index: int) -> set[str]:
    """A heading as compared with a contents' entries: as set, and without the section number the layout set in a
    box of its own and that was put back before it ("2.1 HRZ-018 — Mobile App" for the entry "HRZ-018 — Mobile
    App"); its ligatures as letters ("conﬁguration"); with the heading line after it on its page, where it was
    broken over two ("… does not require re-" / "authentication")."""
    texts = [blocks[index].text]
    after = blocks[index + 1] if index + 1 < len(blocks) else None
    if after is not None and after.level and after.line == blocks[index].line:
        texts.append(f"{texts[0]} {after.text}")
    keys: set[str] = set()
    for text in texts:
        plain = unicodedata.normalize("NFKC", text)
        keys |= {_squeezed(text), _squeezed(plain), _squeezed(_SECTION_NUMBER.sub("", plain.strip()))}
    return keys


def _entry_keys(text: str) -> set[str]:
    """A contents entry as compared with the headings: as written, without its page number, and without its
    section number where the headings are set without theirs ("1 Introduction" over the outline's "Introduction")."""
    bare = _PAGE_REFERENCE.sub("", text)
    return {_squeezed(text), _squeezed(bare), _squeezed(_SECTION_NUMBER.sub("", bare.strip()))}



LEAD_SIZE = 1.05
"""How much larger than the lines after them the lines a box opens with are set to be a heading of their own."""


def _leads_apart(boxes: list[_Box]) -> list[_Box]:
    """``boxes`` with the lines a box opens with, set larger than the rest (or in bold over lines that are not), a
    box of their own: a heading Word sets right above its paragraph ("Execution" in 16 points, then "Once
    installed, the program…" in 12)."""
    apart: list[_Box] = []
    for box in boxes:
        lead = _lead_lines(box)
        if not lead:
            apart.append(box)
            continue
        middle = box.top + (box.bottom - box.top) * lead / len(box.lines)
        head, rest = box.lines[:lead], box.lines[lead:]
        apart.append(_Box(box.page, " ".join(head), head, max(box.line_sizes[:lead]), box.top, middle, box.mono,
                          sum(map(len, head)), box.line_sizes[:lead], box.left, box.right, lead=True))
        apart.append(_Box(box.page, " ".join(rest), rest, Counter(box.line_sizes[lead:]).most_common(1)[0][0],
                          middle, box.bottom, box.mono, sum(map(len, rest)), box.line_sizes[lead:], box.left,
                          box.right, box.end))
    return apart


def _lead_lines(box: _Box) -> int:
    """How many lines a box opens with set larger than the lines after them, or in bold over lines that are not
    ("With a wheel file:" over "Place the … file into the directory"); 0 where none are."""
    if len(box.line_sizes) != len(box.lines) or len(box.lines) < 2:
        return 0
    lead = next((at for at, size in enumerate(box.line_sizes) if size < box.line_sizes[-1] * LEAD_SIZE), 0)
    larger = lead > 0 and min(box.line_sizes[:lead]) >= max(box.line_sizes[lead:]) * LEAD_SIZE
    if not larger and len(box.line_bold) == len(box.lines):
        lead = next((at for at, bold in enumerate(box.line_bold) if not bold), 0)
        larger = lead > 0 and not any(box.line_bold[lead:]) and max(box.line_sizes) <= min(box.line_sizes) * LEAD_SIZE
    return lead if larger and _heading_like(" ".join(box.lines[:lead])) else 0


def _lines_joined(boxes: list[_Box]) -> list[_Box]:
    """``boxes`` with a sentence the layout cut into a box a line joined again: a box right under the one
    before it (no more than a line's height between them), flush with it (left, right or centred), in its
    size, that goes on with its sentence (the line before ends with no stop, and this one starts in lower
    case, or that one ends with a short word in lower case: "…development time with" "Node.js", or that one was
    cut where the column ends, whatever the case of the word that goes on: "…aufzulisten. Diese" "Medien und…").
    PowerPoint's slides, set with wide line spacing, come so ("The typical respondent has" "been using
    Node.js for just" "over 2 years, and spends"), and so do documents a browser prints, a box a line."""
    joined: list[_Box] = []
    edges = _right_edges(boxes)
    for before, box in zip([None, *boxes][:len(boxes)], boxes, strict=True):  # no boxes (a scan): none joined
        previous = joined[-1] if joined else None
        edge = None if before is None else _edge(edges, before, box)
        if previous is not None and _goes_on(previous, box, before is not None and edge is not None and _wrapped(
                before, box.lines[0], edge)):
            joined[-1] = _Box(box.page, f"{previous.text} {box.text}", [*previous.lines, *box.lines], previous.size,
                              previous.top, box.bottom, previous.mono, previous.chars + box.chars,
                              (*previous.line_sizes, *box.line_sizes), min(previous.left, box.left),
                              max(previous.right, box.right), box.end)
        else:
            joined.append(box)
    return joined


def _goes_on(previous: _Box, box: _Box, wrapped: bool) -> bool:
    line = (previous.bottom - previous.top) / len(previous.lines)
    last, first = previous.lines[-1], box.lines[0]
    words = last.split()
    return (box.page == previous.page and box.mono == previous.mono and not previous.lead
            and abs(box.size - previous.size) <= 0.05 * box.size
            and (_aligned(previous, box) or _hanging(previous, box) or (wrapped and _indented(previous, box)))
            and 0 <= box.top - previous.bottom <= line
            and not last.endswith(_TERMINAL) and not _BULLET.match(first) and not _LIST_MARK.match(first)
            and (first[:1].islower() or wrapped
                 or (bool(words) and words[-1].isalpha() and words[-1].islower() and len(words[-1]) <= 4)))


def _wrapped(previous: _Box, first: str, edge: float) -> bool:
    """Whether a box's last line was cut where the column ends: the next line's first word would not have fitted
    after it ("…von Medien aufzulisten. Diese" / "Medien und Medienteile…", a German noun in capitals; a slide's
    item "…sobald bei einem Zustand keine" / "Übergänge möglich sind…")."""
    if not previous.chars:
        return False
    end = previous.right if previous.end is None else previous.end
    per_char = (end - previous.left) / max(len(previous.lines[-1]), 1)
    word = len(first.split()[0]) if first.split() else 0
    return end + per_char * (word + 1) > edge


@dataclass
class _Edges:
    """Each page's boxes of text (no code), and the columns of text found on its pages."""
    pages: dict[int, list[_Box]]
    columns: dict[int, list[tuple[float, float, float]]]
    """Each page's columns: their lines' size, left side and right side."""


COLUMN_LINES = 3
"""The fewest lines of a size on a page, set flush left, that end at one right side for it to be a column's edge
and a line's end there a cut (a cover's centred lines or a slide's two short items make none)."""
COLUMN_SLACK = 0.05
"""How far short of a column's edge a line of it ends, as a share of the page's width (ragged text's)."""
FLUSH = 0.003
"""How far apart, as a share of the page's width, the left sides of a column's lines are (a cover's centred lines
are further)."""


def _right_edges(boxes: list[_Box]) -> _Edges:
    """Each page's boxes of text (no code), and the columns of text its pages show: the right side, in a size and
    from a left side, that :data:`COLUMN_LINES` lines of a page reach."""
    pages: dict[int, list[_Box]] = {}
    for box in boxes:
        if not box.mono:
            pages.setdefault(box.page, []).append(box)
    columns: dict[int, list[tuple[float, float, float]]] = {}
    for number, page in pages.items():
        for size, left in {(box.size, box.left) for box in page}:
            ends = _line_ends(page, size, left)
            if sum(end >= max(ends) - COLUMN_SLACK for end in ends) >= COLUMN_LINES:
                columns.setdefault(number, []).append((size, left, max(ends)))
    return _Edges(pages, columns)


def _line_ends(page: list[_Box], size: float, left: float | None = None) -> list[float]:
    """Where the lines of the page's boxes set in this size (and from this left side) end."""
    return [end for box in page
            if abs(box.size - size) <= 0.05 * size and (left is None or abs(box.left - left) <= FLUSH)
            for end in (box.line_rights or (box.right,))]


def _edge(edges: _Edges, box: _Box, after: _Box) -> float | None:
    """The edge of a box's column: the right side its page's lines in its size, flush left with it, reach
    (:data:`COLUMN_LINES` of them); on a page with fewer (its last lines), the right side of its widest text in its
    size where another page shows a column there. None where there is no column: a cover's centred lines, a slide's
    short items (the widest of them is no column's edge), lines set flush right. A list item that goes on indented
    past its bullet has the page's widest text in its size (a slide's second-level items, set smaller, have theirs);
    where it goes on in a box of lines that show its column narrower (a slide's text box beside a picture), that
    column's."""
    page = max(_line_ends(edges.pages.get(box.page, []), box.size), default=1.0)
    if _hanging(box, after):
        return min(page, max(box.right, after.right)) if len(after.lines) > 1 else page
    if _indented(box, after):
        return page
    if abs(box.left - after.left) > FLUSH:
        return None  # centred or set flush right: lines of their own

    def column(number: int) -> list[float]:
        return [right for size, left, right in edges.columns.get(number, [])
                if abs(size - box.size) <= 0.05 * box.size and abs(left - box.left) <= FLUSH]

    if here := column(box.page):
        return max(here)
    found = any(abs(right - page) <= COLUMN_SLACK for number in edges.columns for right in column(number))
    return page if found else None


def _hanging(previous: _Box, box: _Box) -> bool:
    """Whether a box goes on with the list item its previous box ends with, indented past the item's bullet."""
    return bool(_BULLET.match(previous.lines[-1])) and 0 < box.left - previous.left <= HANGING


HANGING = 0.04
"""The most a list item's next lines are indented from its bullet, as a share of the page's width."""
INDENT = 0.06
"""The most a line that goes on with a line cut at its column's edge is indented past it, as a share of the page's
width (an option's description under it)."""
INDENTED_WORDS = 8
"""The fewest words of a line cut at its column's edge that goes on indented: a sentence's, not a table cell's."""


def _indented(previous: _Box, box: _Box) -> bool:
    """Whether a box goes on with a line cut at its column's edge, indented past it as an option's description is
    ("--groupwise-min-umis MINUMIS: use … fewer than MINUMIS" / "(strand) UMIs (Default: 5)")."""
    return ALIGNED < box.left - previous.left <= INDENT and len(previous.lines[-1].split()) >= INDENTED_WORDS


def _aligned(one: _Box, other: _Box) -> bool:
    """Whether two boxes are set flush left, flush right or centred on one another."""
    return min(abs(one.left - other.left), abs(one.right - other.right),
               abs(one.left + one.right - other.left - other.right) / 2) <= ALIGNED


ALIGNED = 0.01
"""How far apart two boxes' sides are, as a share of the page's width, and still flush."""


def _figures(box: _Box) -> bool:
    """Whether a box is numbers alone: figures, percentages, ranges ("7%", "19% 8% 13%", "2.3", "100-999"),
    a table's or a chart's, never a heading or a sentence; clock times and dates are a schedule's ("09:30",
    "12/05/2024"), no figures."""
    return all((_NUMBERS.match(line) or (re.search(r"\d", line) and not _NOT_FIGURE.search(line)))
               and not _TIME_OR_DATE.search(line) for line in box.lines)


_TIME_OR_DATE = re.compile(r"\b\d{1,2}[:h]\d\d\b|\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b")
"""A clock time or a date in a line."""


_NOT_FIGURE = re.compile(r"[^\d\s.,%‰+\-–−±<>≤≥~$€£¥/:()#*]")
"""A character no figure is written with: a letter, most of all."""
CHART_FIGURES = 3
"""Boxes of figures alone on a page that make a chart (or a table of values) of the region they are in."""
LABEL_WORDS = 4
"""The most words a line of a chart's label has."""


LABEL_SIZE = 1.2
"""How much larger than a chart's figures a box is set and still one of its labels, not a heading."""
_SECTION = re.compile(r"(?:\d+|[A-Z])(?:\.\d+)+\.?\s+[^\W\d_]{2,}\S*\s+\S")
"""A section's number opening a heading of two words or more ("8.6 Manual intensity limits", "A.2 Raman spectrum
template"), not a figure's value in its unit ("5.3 yrs")."""


def _charts(boxes: list[_Box]) -> set[int]:
    """The boxes (by id) of charts: where a page has :data:`CHART_FIGURES` boxes of figures alone or more,
    those, and the short boxes among them (their middle inside the region the figures span, a little wider), every
    line a few words with no sentence's end ("US / Canada", "Engineering Director", "<3 yrs"). The chart's
    title above the figures and its source below them are read."""
    found: set[int] = set()
    pages: dict[int, list[_Box]] = {}
    for box in boxes:
        pages.setdefault(box.page, []).append(box)
    for page in pages.values():
        figures = [box for box in page if _figures(box)]
        if len(figures) < CHART_FIGURES:
            continue
        found.update(id(box) for box in figures)
        top, bottom = min(b.top for b in figures) - 0.05, max(b.bottom for b in figures) + 0.05
        left, right = min(b.left for b in figures) - 0.05, max(b.right for b in figures) + 0.05
        largest = max(box.size for box in figures)
        for box in page:
            middle = ((box.left + box.right) / 2, (box.top + box.bottom) / 2)
            if _SECTION.match(box.text) or (box.size > largest * LABEL_SIZE and _WORD.match(box.text.split()[-1])):
                continue  # a heading ("8.6 Manual intensity limits", a larger one of words), never a label
            if (left <= middle[0] <= right and top <= middle[1] <= bottom
                    and all(len(line.split()) <= LABEL_WORDS and not line.endswith((".", "!", "?", ":", ";"))
                            for line in box.lines)):
                found.add(id(box))
    return found


def _items(boxes: list[_Box]) -> list[_Box]:
    """``boxes`` with a box of list items cut into one box an item: a line that starts with a bullet, or with a
    list item's mark where two lines of the box or more do ("a.  ccam_prospect" "i.  constants" "ii.  sol76")."""
    cut: list[_Box] = []
    for box in boxes:
        marked = sum(bool(_LIST_MARK.match(line)) for line in box.lines) >= 2
        starts = [index for index, line in enumerate(box.lines)
                  if index and (_BULLET.match(line) or (marked and _LIST_MARK.match(line)))]
        for start, end in zip([0, *starts], [*starts, len(box.lines)], strict=True):
            lines = box.lines[start:end]
            cut.append(box if len(starts) == 0 else _Box(box.page, " ".join(lines), lines, box.size, box.top,
                                                           box.bottom, box.mono, sum(map(len, lines)),
                                                           box.line_sizes[start:end], box.left, box.right))
    return cut


def _title_page(boxes: list[_Box], outline: list[_Entry]) -> _Box | None:
    """The title set largest on the first page, where the document's properties give none."""
    first = [box for box in boxes if box.page == boxes[0].page] if boxes else []
    body = _body_size(boxes)
    titles = {_squeezed(entry[1]) for entry in outline}
    large = [box for box in first if box.size >= body * 1.3 and _squeezed(box.text) not in titles
             and _heading_like(box.text)]
    return max(large, key=lambda box: box.size) if large else None


def _title_lines(box: _Box) -> tuple[str, _Box | None]:
    """A title box's title (its lines set within 5% of its largest) and the box of its other lines (a date, a
    subtitle set smaller), if any, read as a paragraph."""
    largest = max(box.line_sizes, default=box.size)
    big = [index for index, size in enumerate(box.line_sizes) if size >= largest * 0.95] or list(range(len(box.lines)))
    title = " ".join(box.lines[index] for index in big)[:255]
    rest = [line for index, line in enumerate(box.lines) if index not in big]
    if not rest:
        return title, None
    sizes = tuple(size for index, size in enumerate(box.line_sizes) if index not in big)
    return title, _Box(box.page, " ".join(rest), rest, 0.0, box.top, box.bottom, box.mono,  # no size: never a heading
                       sum(map(len, rest)), sizes, box.left, box.right)


def _body_size(boxes: list[_Box]) -> float:
    sizes: Counter[float] = Counter()
    for box in boxes:
        sizes[box.size] += box.chars
    return sizes.most_common(1)[0][0] if sizes else 10.0


def _squeezed(text: str) -> str:
    """A heading as compared with the outline's titles: "2.1. Directory layout" is "2.1 Directory layout"."""
    return re.sub(r"[\W_]+", "", text).lower()


def _heading_like(text: str) -> bool:
    return len(text.split()) <= HEADING_WORDS and not text.endswith((".", ",", ";"))


def _reflowed(lines: list[str]) -> str:
    text = lines[0]
    for line in lines[1:]:
        text = _joined(text, line)
    return " ".join(_UNMAPPED.sub("", text).split())


_UNMAPPED = re.compile(r"c?\(cid:\d+\)")
"""A glyph the PDF's font does not map to a character (TeX's ©): nothing a voice could say."""


def _joined(before: str, after: str) -> str:
    """Two lines as one text: a word hyphenated at the line's end joined ("exam-" "ple" → "example"); a
    compound cut at one of its hyphens keeps it ("off-" "the-shelf" → "off-the-shelf")."""
    if re.search(r"[^\W\d_]-$", before) and (after[:1].islower() or _capitals_cut(before, after)):
        if re.search(r"-\w+-$", before) or re.match(r"\w+-\w", after) or _code_cut(before, after):
            return before + after
        return before[:-1] + after
    return f"{before} {after}"


def _capitals_cut(before: str, after: str) -> bool:
    """Whether a word in capitals is hyphenated at the line's end: "THIS MAN-" "UAL ARE" (a notice set in capitals),
    the words before and after the cut in capitals of two letters or more."""
    head = re.search(r"([^\W\d_]+)-$", before)
    tail = re.match(r"([^\W\d_]+)\b", after)
    return (head is not None and tail is not None and len(head[1]) > 1 and len(tail[1]) > 1
            and head[1].isupper() and tail[1].isupper())


def _code_cut(before: str, after: str) -> bool:
    """Whether a cut in capitals keeps its hyphen: a part of one or two letters is a product's or a code's ("ST-"
    "LINK", "PK-" "LQP"), where a longer word's syllables lose it ("MAN-" "UAL")."""
    head = re.search(r"([^\W\d_]+)-$", before)
    tail = re.match(r"([^\W\d_]+)\b", after)
    return (head is not None and tail is not None and head[1].isupper() and tail[1].isupper()
            and min(len(head[1]), len(tail[1])) <= 2)


def _skip(skipped: list[Skipped], page: int, what: str, text: str) -> None:
    words = len(text.split())
    if skipped and skipped[-1].what == what and skipped[-1].line == page:
        skipped[-1] = Skipped(page, what, skipped[-1].words + words)
    else:
        skipped.append(Skipped(page, what, words))


TABLE_ROWS = 3
"""The fewest rows of two cells or more, side by side on a page, that make a table read row by row."""
ROW_SHARE = 0.6
"""The share of a table's lines that are in rows of two cells or more (a note under it aside)."""


def _tables_read(boxes: list[_Box]) -> list[_Box]:
    """``boxes`` with a table read row by row: boxes set side by side (a column of names beside a column of their
    descriptions, pdfminer's box a column) whose lines line up in rows of two cells or more
    (:data:`TABLE_ROWS`), no line of them cut at its column's edge, are a box a row, its cells said in turn ("Two
    Factor Authentication: Additional security for …"); and a row of names over a row of paragraphs, each under
    its name (cards side by side), a name then its paragraph. Columns of text (a two-column page) are neither."""
    groups = _side_by_side(boxes)
    charts = _charts(boxes)
    placed: dict[int, list[_Box]] = {}
    gone: set[int] = set()
    for index, group in enumerate(groups):
        if any(id(box) in gone or id(box) in charts for box in group):
            continue  # a chart's figures and labels are no table's cells
        rows = _table_rows(group)
        after = groups[index + 1] if index + 1 < len(groups) else []
        if rows is not None:
            read = [_row_box(row, group) for row in rows]
        elif _names_over(group, after):
            read = [box for pair in zip(group, after, strict=True) for box in pair]
            gone.update(id(box) for box in after)
        else:
            continue
        gone.update(id(box) for box in group)
        placed[id(min(group, key=boxes.index))] = read
    if not placed:
        return boxes
    return [kept for box in boxes for kept in placed.get(id(box), [] if id(box) in gone else [box])]


def _side_by_side(boxes: list[_Box]) -> list[list[_Box]]:
    """Boxes of a page set side by side (one beside the other at the same height), each group left to right, the
    groups top to bottom."""
    groups: list[list[_Box]] = []
    for box in boxes:
        if box.mono or not box.line_spans:
            continue
        beside = [group for group in groups if any(_beside(box, other) for other in group)]
        merged = [box, *(other for group in beside for other in group)]
        groups = [group for group in groups if group not in beside] + [merged]
    return sorted((sorted(group, key=lambda box: box.left) for group in groups if len(group) > 1),
                  key=lambda group: (group[0].page, min(box.top for box in group)))


def _beside(one: _Box, other: _Box) -> bool:
    if one.page != other.page or not (one.right <= other.left + ALIGNED or other.right <= one.left + ALIGNED):
        return False
    line = min((b - t) for box in (one, other) for t, b, _ in box.line_spans)
    return min(one.bottom, other.bottom) - max(one.top, other.top) > line / 2


_Line = tuple[float, float, float, str]
"""A line of a table: its top, bottom and left side, and its text."""


def _table_rows(group: list[_Box]) -> list[list[_Line]] | None:
    """A group's rows, each its cells left to right, where it is a table: rows of two cells or more, no line cut
    at its column's edge."""
    if any(_cut_line(box) for box in group) or _contents_or_math(group):
        return None
    lines = sorted(((top, bottom, left, text) for box in group
                    for (top, bottom, left), text in zip(box.line_spans, box.lines, strict=False)))
    rows: list[list[_Line]] = []
    for line in lines:
        if rows and abs((line[0] + line[1]) / 2 - (rows[-1][0][0] + rows[-1][0][1]) / 2) < (line[1] - line[0]) * 0.4:
            rows[-1].append(line)
        else:
            rows.append([line])
    wide = [row for row in rows if len(row) > 1]
    if len(wide) < TABLE_ROWS or sum(map(len, wide)) < ROW_SHARE * len(lines):
        return None
    rows = [sorted(row, key=lambda line: line[2]) for row in rows]
    if (_sentence_goes_on(rows) or sum(all(_figure(line[3]) for line in row) for row in rows) * 2 >= len(rows)
            or sum(_sentences(box) for box in group) >= 2):
        return None  # a sentence cut into lines, a table of figures alone (numbers), parallel text
    return rows


def _sentence_goes_on(rows: list[list[_Line]]) -> bool:
    """Whether a row's first cell goes on in the next row's: no stop at its end, the next in lower case ("While
    not widely used," "tutoring is more popular in"), a sentence cut into one-line boxes, not a table; a cell of
    a word or two over another ("incl_step" over "src_alt") is none."""
    return any(not row[0][3].endswith(_TERMINAL) and len(row[0][3].split()) >= CUT_WORDS
               and after[0][3][:1].islower() for row, after in pairwise(rows))


def _figure(text: str) -> bool:
    return bool(_NUMBERS.match(text) or (re.search(r"\d", text) and not _NOT_FIGURE.search(text)))


def _sentences(box: _Box) -> bool:
    """Whether a box's lines are mostly full sentences (:data:`SENTENCE_WORDS` words or more, a stop at the end):
    a column of text beside another ("ATTENTION: Do not use solvents …" in two models' columns), no table's."""
    full = sum(len(line.split()) >= SENTENCE_WORDS and line.endswith((".", "!", "?")) for line in box.lines)
    return full * 2 >= len(box.lines)


SENTENCE_WORDS = 4
"""The fewest words of a line that is a sentence of its own, no table's cell."""


def _cut_line(box: _Box) -> bool:
    """Whether a line of a box goes on in the next: a paragraph's lines (or a caption's), no cells; a cell of a
    word or two over another in lower case ("incl_step" over "azimuth") is no sentence cut."""
    return any(not line.endswith(_TERMINAL) and after[:1].islower() and len(line.split()) >= CUT_WORDS
               for line, after in pairwise(box.lines))


CUT_WORDS = 3
"""The fewest words of a line that goes on in the next, starting in lower case, for the two to be a sentence."""
_MATH = re.compile(r"[∂∇∑∏∫√∞]|^\(\d+[a-z]?\)$")
"""A sign only a formula is written with, or an equation's number ("(15a)"): a formula's pieces, side by side."""
_GREEK = re.compile(r"[\u0370-\u03ff]")


def _contents_or_math(group: list[_Box]) -> bool:
    """Whether boxes side by side are a table of contents (titles, their leaders, their pages) or a displayed
    formula's pieces, which are not a table's cells."""
    lines = [line for box in group for line in box.lines]
    return (any(_LEADERS.search(line) or _MATH.search(line) for line in lines)
            or sum(bool(_GREEK.search(line)) for line in lines) >= 2
            or sum(bool(re.fullmatch(r"\d{1,4}", line)) for line in lines) * 2 >= len(lines) / 2)


def _row_box(row: list[_Line], group: list[_Box]) -> _Box:
    """A table's row as a box of its own, in the table's size, its cells said in turn: its first cell the row's
    label (a bullet's mark before its item's text), a stop after it."""
    cells = [text for *_, text in row]
    text = " ".join(cells) if _BULLET.match(f"{cells[0]} ") else \
        row_sentence(cells[0], [("", cell) for cell in cells[1:]], [])
    text = text if text.endswith(_TERMINAL) else f"{text}."
    size = Counter(box.size for box in group).most_common(1)[0][0]
    return _Box(group[0].page, text, [text], size, min(line[0] for line in row), max(line[1] for line in row),
                False, len(text), (size,), min(box.left for box in group), max(box.right for box in group))


CARD_WORDS = 5
"""The fewest words of the paragraph under a name set beside others (a card's): a sentence, not a struct's fields."""


def _names_over(names: list[_Box], texts: list[_Box]) -> bool:
    """Whether a group of boxes is a row of names (a line each, no sentence) over the paragraphs under them, one
    each, right below them."""
    return (len(names) == len(texts) and all(len(box.lines) == 1 and _heading_like(box.text) for box in names)
            and all(_under(name, box) for name, box in zip(names, texts, strict=True)))


def _under(name: _Box, box: _Box) -> bool:
    """Whether a box is a paragraph right under a name, from its left side."""
    return (len(box.lines) > 1 and len(box.text.split()) >= CARD_WORDS and box.page == name.page
            and 0 <= box.top - name.bottom < CARD_GAP and name.left - ALIGNED <= box.left < name.right)


CARD_GAP = 0.05
"""The most space between a card's name and its paragraph, as a share of the page's height."""
