"""Tables read aloud as a listener needs them: each row as one sentence, its label first and each value after
its column's name ("Hub: CPU 4% / 13%, Memory 230 MB / 260 MB"), a column of sentences read as them.

A table of values is read only when it is short and the page leads into it ("More precisely:"), when it pairs
names with code ("Modules: snake_case"), or when its values are symbols (a feature matrix of ✓ and ✗): a
symbol is read as the words the page's legend gives it ("Available :heavy_check_mark:"), or by its emoji
name. Any other table of values is left out and reported, as a listener cannot hold its figures.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import emoji
import lxml.html

from audioguide.text.readers import TERMINAL

MAX_READ_ROWS = 12
"""The most rows a table of values a page leads into is read with; a longer one is reported."""
MAX_READ_COLUMNS = 5
"""The most columns such a table is read with."""
MAX_PAIR_ROWS = 20
"""The most rows a table of names and their values (two columns) is read with."""
MAX_MATRIX_ROWS = 30
"""The most rows a table of symbols (a feature matrix) is read with."""
MAX_WORD_COLUMNS = 6
"""The most columns a table of words (names, licences, yes and no) is read with, row by row."""
PROSE_CELL_WORDS = 5
"""A table is read when its cells hold five words or more on average: sentences (a table of
advice, a layout table), not values; a table of values means nothing read cell by cell."""
SENTENCE_CELL_WORDS = 8
"""The words of letters a prose column's cells hold on average to be read as sentences, unnamed."""

_CODE = re.compile(r"`[^`]+`(?:\s*(?:,|or|and)?\s*`[^`]+`)*")
"""A cell of code only: one span, or several in a list ("`new` or `with_more_details`")."""
_SHORTCODE = re.compile(r":[a-z0-9_+-]+:")
_SYMBOL = re.compile(r"(?::[a-z0-9_+-]+:|[^\w\s.,;:!?'\"()\[\]{}/\\%$€£&@#*+=<>|~^`-])+")
"""A run of pictures: emoji shortcodes (``:heavy_check_mark:``), emoji and drawn symbols (✓, ✗, ⚠️)."""
_LEGEND_LINE = re.compile(rf"[ \t]*(?:[-*+][ \t]+)?(?:(?P<symbol>{_SYMBOL.pattern})[ \t]*[:=–—-]?[ \t]*"
                          r"(?P<after>[^\W\d_][^|\n:]{0,40}?)|(?P<before>[^\W\d_][^|\n:]{0,40}?)[ \t]*[:=–—-]?[ \t]*"
                          rf"(?P<last>{_SYMBOL.pattern}))[ \t]*")
"""A line of a legend: a symbol and its words, either way round ("Available :heavy_check_mark:", "✗ = no")."""
_LEGEND_TITLE = re.compile(r"(?i)[#\s*_]*(?:legend|key|légende|leyenda|legende|symbols?|zeichenerklärung)[\s*_:.]*")
"""The line a legend follows ("__Legend__", "Key:", "## Légende")."""


def symbol(cell: str) -> str | None:
    """The symbol a cell holds and nothing else (its shortcode or characters), or None."""
    text = cell.strip()
    if not text or not _SYMBOL.fullmatch(text) or (text.startswith(":") and not _is_emoji_code(text)):
        return None
    return text


def legend(source: str) -> dict[str, str]:
    """The words a page's legend gives each symbol of its tables: lines that each pair one symbol with a few words,
    in a block of such lines that gives each symbol once, after a "Legend" or "Key" or of two symbols or more. A
    list of features marked ✅ and ❌ ("- ✅ Zero dependencies", "- ✅ Fully typed") is no legend."""
    in_tables = {mark for line in source.splitlines() if "|" in line or "<td" in line
                 for mark in (found.group().strip() for found in _SYMBOL.finditer(line))}
    words: dict[str, str] = {}
    for titled, block in _legend_blocks(source):
        marks = [mark for mark, _ in block]
        if len(set(marks)) < len(marks) or not (titled or len(marks) > 1):
            continue
        for mark, said in block:
            if mark in in_tables and mark not in words:
                words[mark] = said
    return words


def _legend_blocks(source: str) -> list[tuple[bool, list[tuple[str, str]]]]:
    """Runs of lines pairing a symbol with a few words, blank lines between them, and whether a "Legend" or "Key"
    line comes before each run."""
    blocks: list[tuple[bool, list[tuple[str, str]]]] = []
    block: list[tuple[str, str]]
    before, block = "", []
    for line in [*source.splitlines(), "."]:
        pair = _legend_pair(line)
        if pair:
            block.append(pair)
        elif line.strip():
            if block:
                blocks.append((bool(_LEGEND_TITLE.fullmatch(before)), block))
            before, block = line, []
    return blocks


def _legend_pair(line: str) -> tuple[str, str] | None:
    """The symbol and the words a line of a legend pairs ("Available :heavy_check_mark:", "✗ = no"), or None."""
    found = _LEGEND_LINE.fullmatch(line)
    if not found:
        return None
    mark = (found["symbol"] or found["last"]).strip()
    said = (found["after"] or found["before"]).strip(" *_")
    return (mark, said) if symbol(mark) and len(said.split()) <= 4 else None


def symbol_words(mark: str, legend: Mapping[str, str], language: str) -> str:
    """A symbol's words: its legend's, else its emoji name in the page's language, else its Unicode name."""
    if mark in legend:
        return legend[mark]
    named = emoji.demojize(emoji.emojize(mark, language="alias"), language=_emoji_language(language),
                           delimiters=("\x00", "\x00"))
    if "\x00" in named:
        return " ".join(part.replace("_", " ") for part in named.split("\x00") if part.strip())
    return " ".join(unicodedata.name(character, "").lower() for character in mark
                    if unicodedata.category(character).startswith("S")).strip()


def read_as_values(rows: Sequence[Sequence[str]], *, introduced: bool) -> bool:
    """Whether a table of values (its body's cells, as written) is read: a matrix of symbols; names beside
    values, led into or most of them code ("Modules | `snake_case`"); a short wider table led into."""
    width = max((len(row) for row in rows), default=0)
    values = [cell for row in rows for cell in row[1:] if cell.strip()]
    if not values or width < 2:
        return False
    if all(symbol(cell) for cell in values):
        return len(rows) <= MAX_MATRIX_ROWS
    if width == 2:
        coded = sum(_CODE.fullmatch(cell.strip()) is not None for cell in values) * 2 > len(values)
        return len(rows) <= MAX_PAIR_ROWS and (introduced or coded or of_words(values))
    if len(rows) <= MAX_READ_ROWS and width <= MAX_WORD_COLUMNS and of_words(values):
        return True
    return len(rows) <= MAX_READ_ROWS and width <= MAX_READ_COLUMNS and introduced


ROWS = "rows"
"""A table read row by row (:func:`read_table`)."""
CELLS = "cells"
"""A table of prose read cell by cell, each cell a paragraph."""


@dataclass(frozen=True)
class Plan:
    """How a table is read, whatever the format it is written in (every reader asks :func:`plan`)."""

    how: str
    """:data:`ROWS`, :data:`CELLS`, or "" for a table left out."""
    sentences: frozenset[int] = frozenset()
    """With :data:`ROWS`: the columns read as sentences after the row's label and values."""
    left_out: str = ""
    """For a table left out, what it is reported as ("table", "navigation table" …)."""


def plan(header: Sequence[str], rows: Sequence[Sequence[str]], kinds: Sequence[Sequence[str]], *,
         introduced: bool) -> Plan:
    """How a table (its header's and its body's cells' text, each body cell's :func:`layout` kind) is read: a
    table with a column of prose beside others (an option and what it does) row by row, with that column said as
    sentences; a table all of prose cell by cell; a table of values row by row when :func:`read_as_values` says so
    (``introduced``: the paragraph before leads into it, "More precisely:") and it is no :func:`layout` table;
    else it is left out."""
    counts = [len(cell.split()) for cell in [*header, *(cell for row in rows for cell in row)] if cell.strip()]
    prose = prose_columns(rows)
    if prose and (len(prose) < max(len(row) for row in rows) or not prose_cells(counts)):
        return Plan(ROWS, frozenset(sentence_columns(rows, prose)))
    if prose_cells(counts):
        return Plan(CELLS)
    if read_as_values(rows, introduced=introduced):
        if not (left_out := layout(header, rows, kinds)):
            return Plan(ROWS)
        return Plan("", left_out=left_out)
    return Plan("", left_out="table")


def prose_cells(counts: Sequence[int]) -> bool:
    """Whether cells of these word counts (non-empty ones) hold prose."""
    return bool(counts) and sum(counts) / len(counts) >= PROSE_CELL_WORDS


def prose_columns(rows: Sequence[Sequence[str]]) -> set[int]:
    """The columns whose cells hold sentences (:data:`PROSE_CELL_WORDS` words or more on average), or most of
    whose cells are each a short sentence ("Adds ESLint for linting.")."""
    sentences: dict[int, list[bool]] = {}
    counts: dict[int, list[int]] = {}
    for row in rows:
        for column, cell in enumerate(row):
            if cell.strip():
                sentences.setdefault(column, []).append(bool(_SENTENCE_CELL.fullmatch(cell.strip())))
                counts.setdefault(column, []).append(len(cell.split()))
    said = {column for column, marks in sentences.items() if sum(marks) * 3 >= len(marks) * 2}
    return said | {column for column, words in counts.items() if prose_cells(words)}


def sentence_columns(rows: Sequence[Sequence[str]], prose: set[int]) -> set[int]:
    """The columns of ``prose`` read as sentences, unnamed: most of their cells sentences, or long text
    (:data:`SENTENCE_CELL_WORDS` words of letters on average), not figures ("(230 MB / 260 MB)")."""
    said = set()
    for column in prose:
        cells = [row[column].strip() for row in rows if column < len(row) and row[column].strip()]
        marks = [bool(_SENTENCE_CELL.fullmatch(cell)) for cell in cells]
        words = [len(_WORD_OF_LETTERS.findall(cell)) for cell in cells]
        if cells and (sum(marks) * 3 >= len(marks) * 2 or sum(words) / len(words) >= SENTENCE_CELL_WORDS):
            said.add(column)
    return said


_SENTENCE_CELL = re.compile(r"[A-ZÀ-ÖØ-Þ][^|]*?\w[^|]*?\s\S+\s[^|]*?[.!?]")
"""A cell that is a sentence: a capital, three words or more, a full stop."""
_WORD_OF_LETTERS = re.compile(r"\S*[^\W\d_]\S*")


def of_words(values: Sequence[str]) -> bool:
    """Whether a table's values are words as much as figures ("GPLv3", "oui", "John Gruber" against "2004",
    "11.4 mio.", "2 kg"): at least half of the cells that hold a letter or a digit start with no figure."""
    counted = [cell.strip() for cell in values if _LETTER_OR_DIGIT.search(cell)]
    return bool(counted) and sum(not _FIGURE.match(cell) for cell in counted) * 2 >= len(counted)


def title_of(header: Sequence[str], rows: int) -> str:
    """A header whose first cell alone has words ("| Carte d'identité | |") above several rows: the table's title,
    said before its rows, else ""."""
    return header[0].strip() if rows > 1 and len(header) > 1 and header[0].strip() and not any(
        cell.strip() for cell in header[1:]) else ""


LINK = "link"
"""A cell of links only (a navigation table's "« Previous", "Up", "Next »")."""
PICTURE = "picture"
"""A cell of pictures only (a README's logo)."""


def layout(header: Sequence[str], rows: Sequence[Sequence[str]], kinds: Sequence[Sequence[str]]) -> str:
    """Why a table is left out as no table of the page's content, else "": its cells all links (a navigation
    bar), a picture beside text under no header (a banner's logo and welcome), or every cell a placeholder (a
    syntax demo's "Row 1 | Column 2 | Cell", "a | b | c"). ``kinds`` gives each body cell's :data:`LINK`,
    :data:`PICTURE` or ""."""
    filled = [kind for row, row_kinds in zip(rows, kinds, strict=False)
              for cell, kind in zip(row, row_kinds, strict=False) if cell.strip() or kind]
    if filled and all(kind == LINK for kind in filled):
        return "navigation table"
    if PICTURE in filled and not any(cell.strip() for cell in header):
        return "layout table"
    cells = [cell.strip() for cell in [*header, *(cell for row in rows for cell in row)] if cell.strip()]
    if cells and all(_PLACEHOLDER.fullmatch(cell) for cell in cells) and not all(cell.isdigit() for cell in cells):
        return "demo table"
    return ""


def html_layout(table: lxml.html.HtmlElement) -> str:
    """Why an HTML table is left out as no table of the page's content (:func:`layout`), else ""."""
    header = [" ".join(cell.text_content().split()) for cell in table.iter("th")]
    cells = [list(row.iter("td")) for row in table.iter("tr")]
    rows = [[" ".join(cell.text_content().split()) for cell in row] for row in cells if row]
    return layout(header, rows, [[_html_cell_kind(cell) for cell in row] for row in cells if row])


def html_plan(table: lxml.html.HtmlElement, *, introduced: bool = False) -> Plan:
    """How an HTML table is read (:func:`plan`), as a Markdown table of the same cells is; a layout table (a cell
    holding headings, or a column of links beside a cell of paragraphs and lists) is read by its own blocks."""
    kinds = [[_html_cell_kind(cell) for cell in row.iter("td")] for row in table.iter("tr")]
    if _page_in_cells(table, kinds):
        return Plan(CELLS)
    header, rows = html_cells(table)
    return plan(header, rows, [row for row in kinds if row], introduced=introduced)


_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
_CELL_BLOCKS = frozenset({"p", "ul", "ol", "dl", "pre", "table", "blockquote", *_HEADINGS})


def _page_in_cells(table: lxml.html.HtmlElement, kinds: Sequence[Sequence[str]]) -> bool:
    """Whether a table lays a page out: a cell holds a heading, or a row has a cell of links only beside one of
    blocks (paragraphs, lists, code) — a menu beside the page's text, no table of values."""
    for row, row_kinds in zip(table.iter("tr"), kinds, strict=True):
        cells = list(row.iter("td"))
        blocks = [sum(1 for e in cell.iter() if e is not cell and e.tag in _CELL_BLOCKS) for cell in cells]
        if any(e.tag in _HEADINGS for cell in cells for e in cell.iter()):
            return True
        if LINK in row_kinds and any(count >= 2 for count in blocks):
            return True
    return False


def html_cells(table: lxml.html.HtmlElement) -> tuple[list[str], list[list[str]]]:
    """An HTML table's header (its ``<th>`` cells) and its body's rows of ``<td>`` cells, as their words (a space
    at a line break and between blocks; a ``<pre>`` beside a cell's words left out, the page's reader reporting it
    as code)."""
    header = [_cell_words(cell) for cell in table.iter("th")]
    rows = [[_cell_words(cell) for cell in row.iter("td")] for row in table.iter("tr")]
    return header, [row for row in rows if row]


def _code_aside(cell: lxml.html.HtmlElement) -> bool:
    """Whether a cell holds code (``<pre>``) beside its words (an option's description with an example), not
    code alone (the option itself, its label)."""
    return cell.find(".//pre") is not None and bool(_cell_words(cell, code=False).strip())


def _cell_words(cell: lxml.html.HtmlElement, *, code: bool | None = None) -> str:
    code = not _code_aside(cell) if code is None else code
    parts: list[str] = []

    def walk(element: lxml.html.HtmlElement) -> None:
        parts.append(element.text or "")
        for child in element:
            if child.tag == "pre" and not code:
                parts.append(" ")
            elif isinstance(child.tag, str):
                block = child.tag in _CELL_BLOCKS or child.tag in ("br", "div", "li", "dt", "dd")
                parts.append(" " if block else "")
                walk(child)
                parts.append(" " if block else "")
            parts.append(child.tail or "")

    walk(cell)
    return " ".join("".join(parts).split())


def _html_cell_kind(cell: lxml.html.HtmlElement) -> str:
    """An HTML table's cell as :func:`layout` sees it: links only, pictures only, or ""."""
    text = " ".join(cell.text_content().split())
    if not text and cell.find(".//img") is not None:
        return PICTURE
    links = [" ".join(link.text_content().split()) for link in cell.iter("a")]
    outside = text
    for link in links:
        outside = outside.replace(link, "", 1)
    return LINK if "".join(links).strip() and not _WORD.search(outside) else ""


_WORD = re.compile(r"\w")
_PLACEHOLDER_WORD = (r"(?:rows?|columns?|cols?|cells?|header|heading|title|items?|text|content|data|values?|entry|left"
                     r"|right|cent(?:er|re)(?:ed)?|aligned|align(?:ment)?|foo|bar|baz|qux|lorem|ipsum|syntax"
                     r"|description|paragraph|example|sample|ligne|colonne|cellule|titre|zeile|spalte|zelle|fila"
                     r"|columna|celda|riga|colonna|cella|[^\W\d_]|\d+(?:\.\d+)*)")
_PLACEHOLDER = re.compile(rf"(?i){_PLACEHOLDER_WORD}(?:[ \t-]+{_PLACEHOLDER_WORD})*")
"""A syntax demo's cell: "Row 1", "Column 2", "Cell", "Left-aligned", "a"."""


def row_sentence(label: str, values: Sequence[tuple[str, str]], sentences: Sequence[str]) -> str:
    """A row as one sentence: its label, each value after its column's name, then its sentences."""
    named = ", ".join(f"{name} {value}" if name else value for name, value in values if value)
    said = " ".join(sentences)
    head = f"{label.rstrip(':')}: {named}" if label and named else label or named
    if head and said:
        return f"{head.rstrip(':')}{':' if not named else '.'} {said}"
    return head or said


def _is_emoji_code(text: str) -> bool:
    return all(emoji.emojize(code, language="alias") != code for code in _SHORTCODE.findall(text)) \
        and not _SHORTCODE.sub("", text).strip()


def _emoji_language(language: str) -> str:
    """The emoji package's language for a page's ("es-MX" "es"); English where it has none."""
    code = language.split("-")[0].lower()
    return code if code in emoji.LANGUAGES else "en"


def lead_in_of(cells: Sequence[tuple[str, str]], *, labelled: bool) -> str:
    """Short cells (their column's name and text) as the lead-in to the sentences after them: the row's label
    first when ``labelled`` ("18:00, Who Host:", "Nivel 1:"), the others after their columns' names."""
    said = [label_of(*cells[0])] if labelled else []
    said += [f"{name} {text}" if name else text for name, text in cells[len(said):]]
    return ", ".join(said).rstrip(":") + ":"


def label_of(name: str, label: str) -> str:
    """A row's label, after its column's name when it is a number ("Nivel 1", "Level 2"), which alone says
    nothing; a number in an index column ("#", "No.", "Nr.", "N°") alone ("1")."""
    return f"{name} {label}" if name and _NUMBER.fullmatch(label) and not _INDEX_NAME.fullmatch(name) else label


def column_name(name: str, values: int) -> str:
    """A value's column name as said before it, or "": with two value columns or more, a short name (three words
    at most) that tells the values apart ("CPU (mean/peak)"); in a table of one value column, a name that says
    more than "Value" ("GB RAM / CPU core"); a name that is only an aside ("(lower is better)") never."""
    if _PARENTHETICAL.fullmatch(name):
        return ""
    if values > 1:
        return name if len(name.split()) <= 3 else ""
    return "" if _GENERIC_NAME.fullmatch(name) else name


@dataclass(frozen=True)
class TableRead:
    """What a table read row by row says, and what of its header it does not."""

    title: str
    """The table's title with its colon ("Carte d'identité:"), said before its rows; "" where it has none."""
    rows: list[str]
    """Each row's sentence (:func:`row_text`), "" for a row that says nothing."""
    unsaid: list[str]
    """The header's names no row says (the label's and the sentences' columns): reported."""


def read_table(header: Sequence[str], rows: Sequence[Sequence[str]], sentences: set[int]) -> TableRead:
    """A table read row by row, as every reader reads one: its title, then each row's sentence."""
    title = title_of(header, len(rows))
    named = {0} if title else set()
    said = []
    for row in rows:
        text, names = row_text(header, row, sentences)
        named |= names
        said.append(text)
    return TableRead(f"{title.rstrip(':')}:" if title else "", said,
                     [name for column, name in enumerate(header) if column not in named])


def row_text(header: Sequence[str], row: Sequence[str], sentences: set[int]) -> tuple[str, set[int]]:
    """A row's sentence (:func:`row_sentence`) and the columns whose names it says. The first column
    that holds no sentences is the row's label; a value's column is named, but for a word beside its label
    in a table of two columns ("Modules: snake_case"), whose column's name the label's says."""
    label_column = next((column for column in range(len(row)) if column not in sentences), None)
    value_columns = sum(column not in sentences and column != label_column for column in range(len(row)))
    values: list[tuple[str, str]] = []
    named = set()
    for column, text in enumerate(row):
        if column in sentences or column == label_column or not text or _NOTHING.fullmatch(text):
            continue
        name = column_name(header[column].strip() if column < len(header) else "", value_columns)
        if len(row) == 2 and _LETTER.search(text):
            name = ""
        values.append((name, text))
        if name:
            named.add(column)
    said = [text if text.endswith(TERMINAL) else f"{text}." for column, text in enumerate(row)
            if column in sentences and text]
    label = label_of(header[label_column].strip() if label_column is not None and label_column < len(header)
                     else "", row[label_column]) if label_column is not None else ""
    return row_sentence(label, values, said), named


_NUMBER = re.compile(r"\d+(?:[.,]\d+)*\.?")
_INDEX_NAME = re.compile(r"(?i)#|n[or]\.?|n[°º]|num\.?|nro\.?")
"""A column of row numbers' name ("#", "No.", "Nr.", "N°"), which says nothing before the number."""
_PARENTHETICAL = re.compile(r"\(.*\)")
_GENERIC_NAME = re.compile(r"(?i)values?|werte?|valeurs?|valor(?:es)?|valori?|waarde")
"""A name that tells nothing about the values under it ("Value")."""
_LETTER = re.compile(r"[^\W\d_]")
_LETTER_OR_DIGIT = re.compile(r"[^\W_]")
_FIGURE = re.compile(r"[-+−~≈<>≤≥±$€£¥]?[ \t]*\.?\d[\d.,:/]*(?![^\W\d_]{2})")
"""A cell that starts with a figure ("2 kg", "-3.5", "$100K", ".5"): a value, not a word ("1ère version")."""
_NOTHING = re.compile(r"[-–—]+")
"""A cell of a dash: no value ("| MacDown | - | oui |")."""


def with_empty_delimiters(text: str) -> str:
    """A table's delimiter row with an empty cell (``|:---||:---:|``, which marked, Docsify's parser, reads as an
    empty column) completed (``|:---|---|:---:|``), so that CommonMark's table is the table the page shows."""
    if "||" not in text:
        return text
    return _DELIMITER_ROW.sub(lambda found: _EMPTY_DELIMITER.sub("|---", found[0]), text)


_DELIMITER_ROW = re.compile(r"^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*(?::?-+:?)?[ \t]*)*\|\|(?:[ \t]*:?-+:?[ \t]*\|?)+"
                            r"[ \t]*$", re.MULTILINE)
_EMPTY_DELIMITER = re.compile(r"\|[ \t]*(?=\|)")
