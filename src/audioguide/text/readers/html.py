"""Web pages (``.html``, ``.htm``): the main content only, by trafilatura.

A saved article or guide page carries a site around it: menus, a header and
footer, sidebars, cookie banners, sharing links, comments. trafilatura finds
the main content; its headings (``h1``–``h6``), paragraphs, list items and
quotes are read. Tables and code blocks (every ``<pre>``) are left out, as in Markdown. The
title is the page's ``og:title``, else its leading ``h1``, else ``<title>``.
Elements nested up to 2,048 deep are read (libxml2's limit for a huge tree); the
rest of a page nested deeper, where libxml2 stops, is reported.

Everything else the page shows is reported, never dropped silently: the page's
text is walked in the source (with its line numbers), each run of text that is
not in what trafilatura kept is left out, and neighbouring runs in one part of
the page are reported together, named by that part (``navigation <nav>``,
``comments <section id="comments">``, ``cookie banner <div class="cookie-notice">``)
with the line where it starts and its words.

Why trafilatura: on four real pages saved on this machine (an mdBook chapter,
the Node.js documentation's "About this documentation", npm's ``npm ci`` page
and the mozilla.org Firefox Developer Edition page from trafilatura's own test
resources), with each page's main element as the truth, it kept 100%, 100%,
78% and 98% of the main text's words, with 100%, 100%, 83% and 100% of what it
kept from there. readability-lxml kept 97%, 92%, 74% and 98% (all of it from
the main text) but dropped the headings it takes for the page's title
(``What is rustdoc?`` and the like), and jusText, which works per paragraph,
kept only 68%, 25%, 54% and 88%. Each takes 10–50 ms a page. trafilatura
brings more packages (courlan, htmldate, jusText), hence its own extra,
``audioguide[html]``.
"""

from __future__ import annotations

import bisect
import codecs
import logging
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from html import escape, unescape

import lxml.html
from lxml import etree

from audioguide.common.characters import KEPT_SYMBOLS, decoded_text, without_controls
from audioguide.common.errors import DocumentError
from audioguide.text.mathspeech import speak
from audioguide.text.readers import Block, Reading, Skipped, language_tag, placed_code
from audioguide.text.readers import _tables as tables
from audioguide.text.readers._math import mathml_tex, shown_formulas
from audioguide.text.readers._navigation import CONTENTS, link_bar, mark_contents
from audioguide.text.readers._shared import (
    BLOCKS,
    LINE_BREAK,
    Piece,
    count_words,
    depth_error,
    describe,
    inline_text,
    pieces,
    report,
    require,
    rest_left_out,
    squeeze,
    tag,
    with_breaks,
)
from audioguide.text.readers.markdown import (
    COMPARISON_CODE,
    READ_OTHERWISE,
    broken_lines,
    symbols_quoted,
)

log = logging.getLogger(__name__)

_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?([A-Za-z0-9._:-]+)""", re.IGNORECASE)
_MARKS = re.compile(r"\s*[#¶§🔗]+$")
"""Heading anchors some sites append (Sphinx's ¶, Node's #): not part of the heading."""


class HtmlReader:
    extensions = (".html", ".htm")

    def read(self, data: bytes, name: str) -> Reading:
        trafilatura = require("trafilatura", "html", "HTML", name)
        text = without_controls(_decode(data, name), name)
        text, meta, tags = _site_page(text, name)
        text = _MATHJAX_SCRIPT.sub(_mathjax_source, text)
        text, unread_math = _mathml(text)
        text = _symbol_code(text)
        source, too_deep = _parse(text)
        if source is None:
            return Reading([])
        with _quiet("trafilatura", "htmldate", "courlan", "justext"):
            found = trafilatura.bare_extraction(
                # its own parse, which it changes; a fragment is a whole page
                _without_layout_tables(_prose_unmarked(_parse(text)[0])),
                include_comments=False, include_tables=True, include_images=False,
                include_links=False, include_formatting=False, with_metadata=False, deduplicate=False,
            )
        body = found.body if found is not None else None
        kept = _kept(body) if body is not None else []
        if not any(k.level for k in kept):
            # On a short page trafilatura falls back to the page's text as one paragraph; the
            # page's own structure, landmarks left out, then says more.
            own = _structure(source)
            if any(k.level for k in own):
                kept = own
        try:
            blocks, skipped, unread = _align(kept, source, name)
        except RecursionError:
            raise DocumentError(f"{name}: elements nested too deep to read") from None
        blocks, said = _formulas(blocks, str(_meta(source).get("language") or meta.get("lang") or "en"))
        skipped += said
        title = _title(source, blocks)
        front_title = meta.get("title")
        if isinstance(front_title, str) and front_title.strip():
            title = " ".join(front_title.split())  # the site's page's own, as the Markdown reader takes it
        # An h1 outside the content is no loss when it is the title, or begins it, read in the intro.
        unread = [(i, run) for i, run in unread
                  if not (run.kind == "heading" and title and re.match(rf"{re.escape(run.text)}(?!\w)", title))]
        if too_deep is not None:
            skipped.append(rest_left_out(text, source, too_deep, "the rest of the page"))
        skipped = sorted(skipped + _places(unread) + unread_math, key=lambda s: s.line)
        report(skipped, name)
        skipped = sorted(skipped + tags, key=lambda s: s.line)
        return Reading(blocks, title=title, meta={**_meta(source), **meta}, skipped=skipped)


_MATHJAX_SCRIPT = re.compile(r"""<script[^>]*\btype\s*=\s*["']math/tex(;\s*mode=display)?["'][^>]*>(.*?)</script>""",
                             re.IGNORECASE | re.DOTALL)
"""MathJax 2's source of a formula, which it shows in the script's place."""


_MATHML = re.compile(r"<math\b[^>]*>.*?</math\s*>", re.IGNORECASE | re.DOTALL)


def _mathml(text: str) -> tuple[str, list[Skipped]]:
    """The page with each MathML formula as the TeX MathJax would show (read as ``\\(…\\)`` is), and the formulas
    no TeX says (a table of cells), left out and reported."""
    unread: list[Skipped] = []

    def source(found: re.Match[str]) -> str:
        try:
            formula = lxml.html.fragment_fromstring(found[0])
        except (etree.LxmlError, ValueError):
            formula = None
        tex = mathml_tex(formula) if formula is not None else ""
        if formula is None or not tex.strip():
            words = len("".join(formula.itertext()).split()) if formula is not None else 0
            unread.append(Skipped(text.count("\n", 0, found.start()) + 1, "formula (MathML)", words))
            return ""
        opening, closing = (r"\[", r"\]") if str(formula.get("display", "")).lower() == "block" else (r"\(", r"\)")
        return f'<span class="math">{opening}{escape(tex, quote=False)}{closing}</span>'

    return (_MATHML.sub(source, text) if "<math" in text.lower() else text), unread


_SYMBOL_CODE = re.compile(r"(<code\b[^>]*>)((?:&#?\w{1,8};|[^<\w&]){1,16})(</code>)", re.IGNORECASE)
"""A ``<code>`` of symbols only (``<code>;</code>``, ``<code>&quot;</code>``)."""
_PAGE_LANGUAGE = re.compile(r"""<html\b[^>]*\blang\s*=\s*["']?([A-Za-z]{2,3})""", re.IGNORECASE)


def _symbol_code(text: str) -> str:
    """Code of symbols only in a page's text, as the Markdown reader reads inline code of them: each symbol in
    quotes, for the speech rules to name, its quote marks by their names ("wird `;` benutzt und `"`": "semicolon",
    "double quote"), never left out or read as a pause."""
    if "<code" not in text and "<CODE" not in text:
        return text
    found_language = _PAGE_LANGUAGE.search(text)
    language = found_language[1].lower() if found_language else "en"

    def said(found: re.Match[str]) -> str:
        code = unescape(found[2]).strip()
        if code in COMPARISON_CODE:  # "<=": left to the speech rules, "less than or equal to"
            return f"{found[1]}{escape(code, quote=False)}{found[3]}"
        spoken = f'"{code}"' if code in KEPT_SYMBOLS or code in READ_OTHERWISE else symbols_quoted(code, language)
        return f"{found[1]}{escape(spoken, quote=False)}{found[3]}" if spoken else found[0]

    return _SYMBOL_CODE.sub(said, text)


def _mathjax_source(found: re.Match[str]) -> str:
    opening, closing = (r"\[", r"\]") if found[1] else (r"\(", r"\)")
    return f'<span class="math">{opening}{escape(found[2], quote=False)}{closing}</span>'


def _formulas(blocks: list[Block], language: str) -> tuple[list[Block], list[Skipped]]:
    """The blocks with the formulas MathJax or KaTeX shows (``\\(…\\)``, ``\\[…\\]``) in words, and the commands
    read by their names for want of words; a block with a language's spans in its text is left as it is."""
    read: list[Block] = []
    unknown: list[Skipped] = []
    for block in blocks:
        if block.spans:
            read.append(block)
            continue
        commands: list[str] = []

        def said(formula: str) -> str:
            spoken = speak(formula, language)
            commands.extend(spoken.unknown)  # noqa: B023 (used at once, by shown_formulas)
            return spoken.text

        read.append(replace(block, text=shown_formulas(block.text, said)))
        unknown += [Skipped(block.line, f"math command {command}", 0, said=command[1:]) for command in commands]
    return read, unknown


def _site_page(text: str, name: str) -> tuple[str, dict[str, object], list[Skipped]]:
    """A site generator's HTML page (Jekyll's ``404.html``, a layout-less ``about.html``) as the site renders it:
    its front matter taken as fields, not text, and its template tags resolved as in Markdown (the conditions
    the site's data settle, the words a tag shows; others left out and reported). Lines keep their numbers."""
    if not text.startswith(("---", "+++")):  # a page as a browser gets it: what looks like a tag is its text,
        return _template_source(text)  # unless it is a template's source (an 11ty page's, its data elsewhere)
    from audioguide.text.readers._macros import PAGE, site_language
    from audioguide.text.readers.markdown import (
        _blank,
        front_matter,
        rendered_branches,
        without_template_tags,
    )

    meta, body = front_matter(text, name)
    if not body:
        return text, {}, []
    page = PAGE.set(meta)
    try:
        text, branches = rendered_branches(text, body)
        text, tags = without_template_tags(text, body, site_language(meta))
    finally:
        PAGE.reset(page)
    return _blank(text[:body]) + text[body:], meta, sorted([*tags, *branches], key=lambda item: item.line)


_SHOWN_AS_WRITTEN = re.compile(r"<(pre|code|script|style|textarea)\b.*?</\1\s*>", re.IGNORECASE | re.DOTALL)
"""Elements whose text the page shows (or runs) as written: a template's tags in them are examples."""
_STATEMENT_TAG = re.compile(r"\{%-?\s*(?:#|[a-z_]\w*\b)[^{}]*?%\}")
"""A Liquid or Nunjucks statement (``{% include "x.html" %}``, ``{% # comment %}``): on a line of its own, no
browser's page holds one, a template's source does (a page about templates shows them in its sentences)."""
_STATEMENT_LINE = re.compile(rf"^[ \t]*{_STATEMENT_TAG.pattern}[ \t]*$", re.MULTILINE)


def _template_source(text: str) -> tuple[str, dict[str, object], list[Skipped]]:
    """An HTML page that is a template's source (Eleventy's, Jekyll's without front matter: a Liquid or Nunjucks
    statement in its text) as the site renders it: its tags, ``{% … %}`` and ``{{ … }}``, left out and reported as
    the Markdown reader's are; those in code, scripts and styles kept. Lines keep their numbers."""
    if "{%" not in text:
        return text, {}, []
    kept: list[str] = []

    def masked(found: re.Match[str]) -> str:
        kept.append(found[0])
        return f"\x00{len(kept) - 1}\x00" + "\n" * found[0].count("\n")

    hidden = _SHOWN_AS_WRITTEN.sub(masked, text)
    if not _STATEMENT_LINE.search(hidden):
        return text, {}, []  # a statement on a line of its own: a template; in a sentence, words the page shows
    from audioguide.text.readers.markdown import without_template_tags

    hidden = re.sub(r"[ \t]+(\{\{[^{}\n]*\}\})(?=[.,;:!?])", r"\1", hidden)  # "date {{ page.date }}.": "date."
    hidden, tags = without_template_tags(hidden)
    shown = re.sub(r"\x00(\d+)\x00\n*", lambda found: kept[int(found[1])], hidden)
    return shown, {}, tags


def _prose_unmarked(page: etree._Element | None) -> etree._Element | None:
    """``page`` without the ``lang`` of its elements but code's: trafilatura takes any element with a
    ``lang`` for code in that language (``<pre lang="python">``), and would leave ``<blockquote lang="en">``
    out as a code block. The languages are read from the page's own parse."""
    if page is not None:
        for element in page.iter():
            if isinstance(element.tag, str) and "lang" in element.attrib and tag(element) not in ("pre", "code"):
                del element.attrib["lang"]
    return page


def _without_layout_tables(page: etree._Element | None) -> etree._Element | None:
    """``page`` without its navigation, layout and demo tables (:func:`._tables.html_layout`) and its own table of
    contents and links back to it (:func:`._navigation.mark_contents`), which are then reported with the rest of the
    page left unread."""
    if page is not None:
        for table in [e for e in page.iter("table") if isinstance(e, lxml.html.HtmlElement) and tables.html_layout(e)]:
            table.drop_tree()
        for contents in [e for e in page.iter() if isinstance(e, lxml.html.HtmlElement) and e.get(CONTENTS)]:
            contents.drop_tree()
    return page


def _decode(data: bytes, name: str) -> str:
    """UTF-8 or UTF-16 as for every document, else the charset the page declares."""
    try:
        return decoded_text(data, name)
    except DocumentError:
        declared = _CHARSET.search(data[:4096])
        if declared is None:
            raise
        try:
            return data.decode(codecs.lookup(declared[1].decode("ascii")).name)
        except (LookupError, UnicodeDecodeError):
            raise DocumentError(
                f"{name}: not valid {declared[1].decode('ascii', 'replace')}, as its <meta charset> says;"
                " save the file as UTF-8"
            ) from None


def _parse(text: str) -> tuple[lxml.html.HtmlElement | None, int | None]:
    """The page, and the line where its elements nest deeper than :data:`~._shared.MAX_DEPTH` (None if
    they never do): libxml2 stops reading the page there."""
    parser = lxml.html.HTMLParser(encoding="utf-8", remove_comments=True, remove_pis=True, huge_tree=True)
    try:
        root = lxml.html.document_fromstring(text.encode("utf-8", "surrogatepass"), parser=parser)
    except (etree.ParserError, ValueError):
        return None, None  # no element at all: nothing to narrate
    root = _headers_ended(root)
    _broken_paragraphs(root)
    _without_footnote_marks(root)
    mark_contents(root)
    return root, depth_error(parser.error_log)


def _without_footnote_marks(page: etree._Element) -> None:
    """Footnotes' marks in the text (``RC11,<sup><a href="#fn.1">1</a></sup>``, ``IMM,<sup>2</sup>``,
    ``technique <sup>4,5</sup>``) taken out: a number said there is heard as the sentence's own ("IMM, two and
    LKMM"). On a page that marks its notes so, a raised number right after a word is one too (``LKMM<sup>3</sup>``);
    one after a number, a bracket or a word of one or two letters is an exponent (``10<sup>6</sup>``,
    ``m<sup>2</sup>``, ``(a+b)<sup>2</sup>``), and nothing is taken out on a page without such marks."""
    marks = []
    for sup in page.iter("sup"):
        marked = " ".join("".join(sup.itertext()).split())
        before = _text_before(sup)
        if _NOTE_MARK.fullmatch(marked) and before.strip():
            linked = any((link.get("href") or "").startswith("#")
                         for link in (*sup.iter("a"), *sup.iterancestors("a")))
            if not linked and marked.isalpha():
                continue  # "1.<sup>a</sup>", "n.<sup>o</sup>": an ordinal's ending, not a note's letter
            listed = "," in marked
            glued = not before[-1].isspace()
            stop = before[-1] in _AFTER_A_CLAUSE and not re.search(r"\d\.$", before)  # "$5.<sup>99</sup>": cents
            sure = (glued and (linked or stop)) or listed
            word = re.search(r"[^\W\d_]{3,}$", before)
            marks.append((sup, marked, sure, glued and word is not None and word[0].lower() not in _RAISED_AFTER))
    if not any(sure for _sup, _marked, sure, _word in marks):
        return
    noted = {int(number) for _sup, marked, sure, _word in marks if sure for number in re.findall(r"\d+", marked)}
    last = 0
    for sup, marked, sure, after_word in marks:
        numbers = [int(number) for number in re.findall(r"\d+", marked)]
        # "LKMM<sup>3</sup>" after notes 1 and 2, or a note marked again: one that goes on with the notes' numbers
        if sure or (after_word and len(numbers) == 1 and (numbers[0] == last + 1 or numbers[0] in noted)):
            last = max(numbers, default=last)
            holder = next((link for link in sup.iterancestors("a") if "".join(link.itertext()).strip() == marked),
                          sup)
            if isinstance(holder, lxml.html.HtmlElement):
                holder.drop_tree()


_RAISED_AFTER = frozenset(("sec", "min", "feet", "foot", "inch", "inches", "yard", "yards", "mile", "miles", "log",
                           "sin", "cos", "tan", "cot", "sinh", "cosh", "tanh", "exp", "arcsin", "arccos",
                           "arctan"))
"""Words a raised number after is a power, not a note's mark: units ("m/sec<sup>2</sup>", "feet<sup>3</sup>") and
functions ("sin<sup>2</sup> x", "log<sup>2</sup> n")."""


_NOTE_MARK = re.compile(r"\[?(?:\d{1,3}(?:,\s?\d{1,3})*|[a-z]|[*†‡§¶]{1,3})\]?")
"""What a footnote's mark shows: a number or a few, a letter, an asterisk or a dagger, in brackets or not."""
_AFTER_A_CLAUSE = frozenset(",.;:!?\"”’»")


def _text_before(element: etree._Element) -> str:
    """The text just before ``element`` in its block: its previous sibling's tail or its parent's text."""
    current = element
    while (parent := current.getparent()) is not None and tag(parent) in ("a", "span") \
            and current.getprevious() is None and not (parent.text or "").strip():
        current = parent
    previous = current.getprevious()
    if previous is not None:
        return previous.tail or "".join(previous.itertext())
    parent = current.getparent()
    return (parent.text or "") if parent is not None else ""


_CONTENT_START = re.compile(r"h[2-6]")
"""Where a page's content starts: a section's heading."""


def _headers_ended(page: lxml.html.HtmlElement) -> lxml.html.HtmlElement:
    """``page`` with each page header ended where content starts: a header left open (a hand-edited
    Asciidoctor page's ``<div id="header">`` never closed) holds the page's sections, which browsers show as
    the page's text. What starts with a section's heading or body (``<h2>``, ``<div class="sectionbody">``)
    follows the header instead. A header that was closed (the page's text comes after it, a site header's
    dropdown panels titled "About us") is left whole: it is one when what would be moved out of it holds fewer words
    than everything after it on the page."""
    for header in [element for element in page.iter() if isinstance(element.tag, str) and _is_header(element)]:
        start = next((child for child in header if _starts_content(child)), None)
        if start is None:
            continue
        moved = [start, *start.itersiblings()]
        if sum(_words_in(element) for element in moved) <= _words_after(header):
            continue
        for element in reversed(moved):
            header.addnext(element)
    return page


def _words_in(element: etree._Element) -> int:
    return len("".join(element.itertext()).split()) if isinstance(element.tag, str) else 0


def _words_after(element: etree._Element) -> int:
    """How many words a page has after ``element`` (outside it)."""
    words = 0
    for outer in (element, *element.iterancestors()):
        words += len((outer.tail or "").split()) + sum(
            _words_in(sibling) + len((sibling.tail or "").split()) for sibling in outer.itersiblings())
    return words


def _is_header(element: etree._Element) -> bool:
    found = _part(element)
    return found is not None and found[0] is element and found[1] == "page header"


def _starts_content(element: etree._Element) -> bool:
    """Whether ``element`` is or holds a section's heading or body."""
    return isinstance(element.tag, str) and any(
        _CONTENT_START.fullmatch(tag(inner)) or "sectionbody" in (inner.get("class") or "").split()
        for inner in element.iter() if isinstance(inner.tag, str))


_BR_BLOCKS = frozenset({"p", "div", "li", "dd", "blockquote", "body", "section", "article", "main", "center"})
"""Blocks whose ``<br>`` line breaks are read as paragraphs and list items (not a table's cell, not ``<pre>``)."""
_BULLET = re.compile(r"^\s*[-–•*]\s+(?=\S)")
"""A line's list mark ("- Max one connection at a time.") after a ``<br>``."""
_MINUS = re.compile(r"^\s*[-–]\s*\d")
"""A minus sign or a dash before a number ("dropped to<br>- 5 degrees"): a list mark only after a list item or a
line that ends its sentence or a ":"."""


def _broken_paragraphs(page: etree._Element) -> None:
    """A page's ``<br>`` layout as the paragraphs and list items it shows: ``<br><br>`` (a blank line) ends a
    paragraph, and a line after a ``<br>`` that starts with a list mark ("- ", "• ") is an item of its own, its mark
    no text. Each part becomes a ``<p>`` of the block, at its own line; a single ``<br>`` is left a line break."""
    holders: dict[int, etree._Element] = {}
    for br in page.iter("br"):
        parent = br.getparent()
        if parent is not None:
            holders[id(parent)] = parent
    for holder in holders.values():
        if tag(holder) in _BR_BLOCKS and not any(tag(a) in ("pre", "table") for a in holder.iterancestors()):
            _split_at_breaks(holder)


def _split_at_breaks(holder: etree._Element) -> None:
    """``holder``'s text and inline children cut into ``<p>`` parts at blank lines and list marks (see
    :func:`_broken_paragraphs`); unchanged when it holds neither."""
    parts: list[list[etree._Element | str]] = [[holder.text or ""]]
    lines = [_line_of(holder.sourceline or 1, holder.text or "")]
    children = list(holder)
    bulleted = False  # whether the line before was a list item
    for index, child in enumerate(children):
        tail = child.tail or ""
        child.tail = None
        if tag(child) == "br":
            after = children[index + 1] if index + 1 < len(children) else None
            if not tail.strip() and after is not None and tag(after) == "br":
                parts.append([])
                lines.append(after.sourceline or lines[-1])
                continue
            if _BULLET.match(tail) and (bulleted or not _MINUS.match(tail) or _ends_clause(parts[-1])):
                parts.append([_BULLET.sub("", tail)])
                lines.append(_line_of(child.sourceline or lines[-1], tail))
                bulleted = True
                continue
            bulleted = False
            if not _holds_text(parts[-1]):
                parts[-1].append(tail)
                lines[-1] = _line_of(child.sourceline or lines[-1], tail)
                continue
        elif tag(child) in BLOCKS:
            parts.append([child])
            lines.append(child.sourceline or lines[-1])
            parts.append([tail])
            lines.append(lines[-1])
            continue
        parts[-1] += [child, tail]
    if len([part for part in parts if _holds_text(part)]) < 2:
        _restore(holder, parts)
        return
    _rebuilt(holder, parts, lines)


def _ends_clause(part: list[etree._Element | str]) -> bool:
    """Whether a line ends a sentence or opens a list ("Lows this week:"), so that a dash after it is a list mark."""
    said = "".join(item if isinstance(item, str) else "".join(item.itertext()) + (item.tail or "") for item in part)
    return said.rstrip().endswith((".", ":", ";", "!", "?"))


def _line_of(line: int, text: str) -> int:
    """The line where ``text``, starting on ``line``, has its first word."""
    return line + text[:len(text) - len(text.lstrip())].count("\n")


def _holds_text(part: list[etree._Element | str]) -> bool:
    return any(item.strip() if isinstance(item, str) else tag(item) != "br" for item in part)


def _restore(holder: etree._Element, parts: list[list[etree._Element | str]]) -> None:
    """``holder`` as it was, its children's tails put back."""
    del holder[:]
    holder.text = None
    _fill(holder, [item for part in parts for item in part])


def _fill(element: etree._Element, items: list[etree._Element | str]) -> None:
    last: etree._Element | None = None
    for item in items:
        if isinstance(item, str):
            if last is None:
                element.text = (element.text or "") + item
            else:
                last.tail = (last.tail or "") + item
        else:
            element.append(item)
            last = item


def _rebuilt(holder: etree._Element, parts: list[list[etree._Element | str]], lines: list[int]) -> None:
    """``holder`` holding one ``<p>`` per part with text (a block child as it is), each at its line; a ``<p>``
    holder is replaced by them, as no paragraph holds another."""
    del holder[:]
    holder.text = None
    made: list[etree._Element] = []
    for part, line in zip(parts, lines, strict=True):
        if not _holds_text(part):
            continue
        if len(part) == 1 and not isinstance(part[0], str) and tag(part[0]) in BLOCKS:
            made.append(part[0])
            continue
        paragraph = holder.makeelement("p", {})
        paragraph.sourceline = line  # type: ignore[misc]  # lxml sets it; its stubs have it read-only
        _fill(paragraph, part)
        made.append(paragraph)
    parent = holder.getparent()
    if tag(holder) != "p" or parent is None:
        holder.extend(made)
        return
    made[-1].tail = holder.tail
    at = parent.index(holder)
    parent.remove(holder)
    for offset, element in enumerate(made):
        parent.insert(at + offset, element)


@contextmanager
def _quiet(*names: str) -> Iterator[None]:
    """The extraction's own log lines (its guesses, dates, URLs) are no news to the user."""
    loggers = [logging.getLogger(n) for n in names]
    levels = [logger.level for logger in loggers]
    for logger in loggers:
        logger.setLevel(logging.CRITICAL)
    try:
        yield
    finally:
        for logger, level in zip(loggers, levels, strict=True):
            logger.setLevel(level)


# ---------------------------------------------------------------- what trafilatura kept


@dataclass(frozen=True)
class _Kept:
    text: str
    level: int  # 0 text, ≥ 1 heading
    left_out: str = ""  # "table", "code block": kept by trafilatura, not read by us
    words: int | None = None  # of what is left out, when not all its text (a header whose rows say some names)


def _kept(body: etree._Element) -> list[_Kept]:
    """trafilatura's result (``head``, ``p``, ``list``/``item``, ``quote``, ``table``, ``code``) as blocks."""
    kept: list[_Kept] = []
    for element in body:
        _collect(element, kept)
    return kept


def _collect(element: etree._Element, kept: list[_Kept]) -> None:
    name = tag(element)
    if name == "head":
        rend = element.get("rend") or "h2"
        level = int(rend[1]) if re.fullmatch(r"h[1-6]", rend) else 2
        text = _MARKS.sub("", squeeze(inline_text(element)))
        if text:
            kept.append(_Kept(text, level))
    elif name == "table" and (rows := _table_rows(element)):
        kept += rows
    elif name == "table" or (name in ("code", "pre") and _standalone(element)):
        text = squeeze(" ".join(element.itertext()))
        if text:
            kept.append(_Kept(text, 0, "table" if name == "table" else "code block"))
    elif name in ("graphic", "lb"):
        return
    elif any(_nested(child) for child in element):
        own = squeeze(_own_text(element))
        if own:
            kept.append(_Kept(own, 0))
        for child in element:
            if _nested(child):
                _collect(child, kept)
    else:
        text = with_breaks(element, "lb")
        if text:
            kept.append(_Kept(text, 0))


_BLOCKS = frozenset({"head", "p", "list", "item", "quote", "table", "div"})


def _table_rows(table: etree._Element) -> list[_Kept]:
    """A table read as a Markdown table is (:func:`._tables.plan`): row by row, its title first and each row's
    label and each value after its column's name ("Abricotine: licence GPLv3, Linux yes"), its sentences after
    them ("-x <bt2-idx>: The basename of the index …"), the header's names no row says reported; or cell by cell;
    [] for a table left out. (trafilatura's tables hold no links: navigation tables are gone before it reads.)"""
    rows = [[squeeze(inline_text(cell)) for cell in row if tag(cell) == "cell"] for row in table.iter("row")]
    heads = [row for row in table.iter("row") if all(cell.get("role") == "head" for cell in row if tag(cell) == "cell")]
    header = rows[0] if rows and heads and heads[0] is next(table.iter("row")) else []
    body = [row for row in rows[1 if header else 0:] if any(row)]
    return _read_table(header, body, tables.plan(header, body, [[""] * len(row) for row in body], introduced=False))


def _read_table(header: list[str], body: list[list[str]], how: tables.Plan) -> list[_Kept]:
    """A table's cells as blocks, read as ``how`` says; [] for a table left out."""
    if how.how == tables.CELLS:
        return [_Kept(cell, 0) for row in [header, *body] for cell in row if cell]
    if how.how != tables.ROWS:
        return []
    read = tables.read_table(header, body, set(how.sentences))
    # The header stays in the kept text, so that its cells are not taken for text left out, but only the names
    # no row says are reported.
    unsaid = sum(count_words(name) for name in read.unsaid)
    named = [_Kept(" ".join(header), 0, "table header", unsaid)] if any(header) else []
    return named + [_Kept(text, 0) for text in [read.title, *read.rows] if text]


def _standalone(element: etree._Element) -> bool:
    """A ``<code>`` with no text of its parent's around it: a code block, not code in a sentence."""
    parent = element.getparent()
    if parent is None or tag(parent) == "body":
        return True
    before = element.getprevious()
    text_before = (before.tail if before is not None else parent.text) or ""
    return not text_before.strip() and not (element.tail or "").strip()


def _nested(element: etree._Element) -> bool:
    name = tag(element)
    return name in _BLOCKS or (name in ("code", "pre") and _standalone(element))


def _own_text(element: etree._Element) -> str:
    """The text of ``element`` outside its nested blocks (a list item's words before its sub-list)."""
    parts = [element.text or ""]
    for child in element:
        if not _nested(child):
            parts.append(" " if tag(child) == "lb" else inline_text(child))
        parts.append(child.tail or "")
    return "".join(parts)


def _structure(source: etree._Element) -> list[_Kept]:
    """The page's main element (``<main>``, else ``<article>``, else the body) as blocks, without
    its landmarks (menus, sidebars …), tables and code."""
    main = next((e for e in source.iter() if tag(e) == "main" or (e.get("role") or "").lower() == "main"), None)
    main = main if main is not None else next((e for e in source.iter() if tag(e) == "article"), None)
    main = main if main is not None else source.find("body")
    if main is None:
        return []
    kept: list[_Kept] = []
    read: dict[int, tables.Plan] = {}  # each table's, by id: read as a Markdown table is
    for run in pieces(main):
        part = _part(run.element)
        if run.kind == "anchor" or (part is not None and (part[0] is main or _within(part[0], main))):
            continue
        table = next((e for e in (run.element, *run.element.iterancestors())
                      if tag(e) == "table" and isinstance(e, lxml.html.HtmlElement)), None)
        if table is not None and id(table) not in read:
            read[id(table)] = tables.html_plan(table)
            if read[id(table)].how == tables.ROWS:
                kept += _read_table(*tables.html_cells(table), read[id(table)])
        how = read[id(table)].how if table is not None else tables.CELLS
        if how == tables.ROWS:
            continue
        around = {tag(e) for e in (run.element, *run.element.iterancestors())}
        left_out = "table" if how != tables.CELLS else "code block" if "pre" in around else ""
        text = _MARKS.sub("", run.text) if run.kind == "heading" else _run_text(run)
        kept.append(_Kept(text, run.level if run.kind == "heading" else 0, left_out))
    return kept


def _run_text(run: Piece) -> str:
    """A run of the page's text, with its line breaks when it is all its block's text (a paragraph of lines)."""
    if run.element.find(".//br") is None or any(_nested(child) for child in run.element):
        return run.text
    marked = with_breaks(run.element, "br")
    return marked if marked.replace(LINE_BREAK, " ") == run.text else run.text


# ---------------------------------------------------------------- lines and what was left out


HEADING = "\x01"
"""Marks a heading in the kept text (no document holds it: control characters are removed)."""


def _align(
    kept: list[_Kept], source: etree._Element, name: str
) -> tuple[list[Block], list[Skipped], list[tuple[int, Piece]]]:
    """Blocks with the source lines they come from, the tables and code left out, and the runs
    of the page's text that are not in them (with their place in the page's runs).

    Each run of the page's text is found in the text trafilatura kept (see :func:`_best_matches`):
    a run found is read, and a kept block's line is that of the first run found in it.
    """
    texts = [(HEADING if block.level else "") + block.text.replace(LINE_BREAK, " ") for block in kept]
    starts, offset = [], 0
    for text in texts:
        starts.append(offset)
        offset += len(text) + 1
    joined = "\n".join(texts)
    body = source.find("body")
    runs = [p for p in pieces(body if body is not None else source) if p.kind != "anchor"]
    chosen = _best_matches(runs, joined)
    anchors = [(chosen[index], run.line) for index, run in enumerate(runs) if index in chosen]
    unread = [(index, run) for index, run in enumerate(runs) if index not in chosen]
    blocks, skipped = [], []
    offsets = [a for a, _ in anchors]
    chrome = _Chrome(runs, chosen)
    for block, start, text in zip(kept, starts, texts, strict=True):
        index = bisect.bisect_left(offsets, start)
        if index < len(anchors) and anchors[index][0] <= start + len(text):
            line = anchors[index][1]
        else:
            line = anchors[index - 1][1] if index > 0 else 1
        members = [i for i, at in chosen.items() if start <= at <= start + len(text)]
        if members and all(chrome.holds(runs[i]) for i in members):
            unread += [(i, runs[i]) for i in members]  # reported with the part of the page it is in
        elif (block.left_out and not (block.left_out == "code block" and _prose(block.text))) \
                or (members and all(_preformatted(runs[i].element) for i in members)):
            words = count_words(block.text) if block.words is None else block.words
            if words:
                skipped.append(Skipped(line, block.left_out or "code block", words))
        else:
            marked = None if block.level else _marked_language([runs[i].element for i in members], name)
            spans = ((0, len(block.text), marked),) if marked else ()
            text = broken_lines(block.text)
            code = placed_code(text, _inline_code([runs[i].element for i in members]))
            blocks.append(Block(text, line, block.level, spans=spans, code=code))
    return blocks, skipped, sorted(unread, key=lambda pair: pair[0])


def _inline_code(elements: list[etree._Element]) -> list[tuple[str, int]]:
    """The ``<code>`` in a block's elements, in order, each with the times its words are shown before it in the
    block (in bold prose, in other code), to be placed in its text (:func:`.placed_code`)."""
    seen: set[int] = set()
    found: list[tuple[str, int]] = []
    shown: list[str] = []
    for element in elements:
        for event, node in etree.iterwalk(element, events=("start", "end")):
            if event == "end":
                shown.append(node.tail or "" if node is not element else " ")
                continue
            if isinstance(node.tag, str) and etree.QName(node).localname == "code" and id(node) not in seen:
                seen.update(id(inner) for inner in node.iter())
                written = squeeze("".join(node.itertext()))
                if written:
                    found.append((written, squeeze("".join(shown)).count(written)))
            shown.append(node.text or "" if isinstance(node.tag, str) else "")
    return found


def _marked_language(elements: list[etree._Element], name: str) -> str | None:
    """The language the page marks its block in (``<p lang="en">``, ``<blockquote lang="en">``) when all
    of the block's text is inside such an element below ``<html>`` (whose ``lang`` is the page's own)."""
    found: set[str | None] = set()
    for element in elements:
        value = None
        for candidate in (element, *element.iterancestors()):
            if tag(candidate) == "html":
                break
            if candidate.get("lang") is not None or candidate.get("xml:lang") is not None:
                value = language_tag(candidate.get("lang") or candidate.get("xml:lang"),
                                     f"{name}:{candidate.sourceline or 1}")
                break
        found.add(value)
    return found.pop() if len(found) == 1 else None


class _Chrome:
    """Which runs trafilatura kept lie in a part of the page around the content (a sidebar, a
    menu): a landmark (see :func:`_part`) that holds less than half of the text kept."""

    def __init__(self, runs: list[Piece], chosen: dict[int, int]) -> None:
        self.kept = [runs[i] for i in chosen]
        self.total = sum(len(run.text) for run in self.kept)
        self.share: dict[int, bool] = {}

    def holds(self, run: Piece) -> bool:
        found = _part(run.element)
        if found is None:
            return False
        part = found[0]
        if id(part) not in self.share:
            inside = sum(len(r.text) for r in self.kept if r.element is part or _within(r.element, part))
            self.share[id(part)] = inside * 2 < self.total
        return self.share[id(part)]


MAX_PLACES = 50
"""How many places in the kept text a run is tried at (a word like "Index" may be in many)."""


def _best_matches(runs: list[Piece], joined: str) -> dict[int, int]:
    """Run index → where it is in ``joined``, for the runs that make the most text read in order.

    Runs are taken in page order, each at a place after the one before it (as a diff would): the
    choice that finds the most characters wins, so a menu entry that is also a heading or table
    cell far ahead is not taken for it when the article's paragraphs in between would be lost.
    A heading is looked for among kept headings only, other text outside them; a run of one or
    two words only as whole words. A longer run not found whole counts by its first five words
    (trafilatura leaves out a button or a footnote mark inside a paragraph).
    """
    size = len(joined) + 2
    best: list[tuple[int, int]] = [(0, -1)] * (size + 1)  # Fenwick tree: (characters, candidate)
    candidates: list[tuple[int, int, int]] = []  # (run index, start, previous candidate)

    def query(end: int) -> tuple[int, int]:
        found, index = (0, -1), end + 1
        while index > 0:
            found = max(found, best[index])
            index -= index & -index
        return found

    def update(end: int, value: tuple[int, int]) -> None:
        index = end + 1
        while index <= size:
            if value > best[index]:
                best[index] = value
            index += index & -index

    for run_index, run in enumerate(runs):
        text = HEADING + _MARKS.sub("", run.text) if run.kind == "heading" else run.text
        places = list(_places_of(joined, text, whole=count_words(text) < 3))
        if not places and count_words(text) >= 3:
            text = " ".join(text.split()[:5])
            places = list(_places_of(joined, text, whole=False))
        scored = []
        for start in places:
            before, previous = query(start)
            scored.append((start, before + len(text), previous))
        for start, score, previous in scored:
            candidates.append((run_index, start, previous))
            update(start + len(text), (score, len(candidates) - 1))
    chosen: dict[int, int] = {}
    _, candidate = query(size - 1)
    while candidate >= 0:
        run_index, start, candidate = candidates[candidate]
        chosen[run_index] = start
    return chosen


def _places_of(joined: str, text: str, *, whole: bool) -> Iterator[int]:
    """Where ``text`` is in ``joined`` (at most :data:`MAX_PLACES`), headings or not as ``text`` is; first where it
    is a kept block of its own (a paragraph "or" between two commands, however often the word comes before)."""
    alone = [at + 1 for at in _finds(joined, f"\n{text}\n", MAX_PLACES)]
    yield from alone
    found, count = joined.find(text), len(alone)
    while found >= 0 and count < MAX_PLACES:
        in_heading = joined.startswith(HEADING, joined.rfind("\n", 0, found) + 1)
        is_whole = not (whole and (_word_goes_on(joined, found + len(text))
                                   or (found > 0 and _word_goes_on(joined, found - 1))))
        if (text.startswith(HEADING) or not in_heading) and is_whole and found not in alone:
            yield found
            count += 1
        found = joined.find(text, found + 1)


def _finds(text: str, part: str, most: int) -> list[int]:
    """Where ``part`` is in ``text``, at most ``most`` places."""
    places: list[int] = []
    found = text.find(part)
    while found >= 0 and len(places) < most:
        places.append(found)
        found = text.find(part, found + 1)
    return places


def _word_goes_on(text: str, index: int) -> bool:
    return index < len(text) and (text[index].isalnum() or text[index] == "_")


_LANDMARKS = {
    "nav": "navigation", "header": "page header", "footer": "page footer", "aside": "sidebar",
    "form": "form", "dialog": "dialog", "menu": "menu",
}
_ROLES = {
    "navigation": "navigation", "banner": "page header", "contentinfo": "page footer",
    "complementary": "sidebar", "search": "search", "dialog": "dialog", "alertdialog": "dialog",
    "menu": "menu", "menubar": "menu",
}
_NAMES = [  # words in an id or class, and what the part is
    ({"cookie", "cookies", "consent", "gdpr", "cmp"}, "cookie banner"),
    ({"comment", "comments", "disqus", "replies", "respond"}, "comments"),
    ({"sidebar", "widget", "widgets", "sphinxsidebar", "sphinxsidebarwrapper", "quickview"}, "sidebar"),
    ({"breadcrumb", "breadcrumbs"}, "breadcrumbs"),
    ({"share", "sharing", "social"}, "sharing links"),
    ({"related", "recommended", "more-stories"}, "related links"),
    ({"newsletter", "subscribe", "signup"}, "newsletter sign-up"),
    ({"ad", "ads", "advert", "advertisement", "sponsor", "sponsored", "promo"}, "advertising"),
    ({"nav", "navbar", "menu", "toc"}, "navigation"),
    ({"header", "masthead"}, "page header"),
    ({"footer", "colophon"}, "page footer"),
]


def _part(element: etree._Element) -> tuple[etree._Element, str] | None:
    """The part of the page ``element`` is in (its nearest landmark, or a bar of links it is) and what to call
    it."""
    bar = link_bar(element)
    if bar:
        return element, bar
    current: etree._Element | None = element
    while current is not None and tag(current) != "body":
        if current.get(CONTENTS):
            return current, current.get(CONTENTS, "")
        tokens = set(re.split(r"[\s_-]+", f"{current.get('id') or ''} {current.get('class') or ''}".lower()))
        for names, what in _NAMES:
            if tokens & names:
                return current, what
        name = tag(current)
        if name in _LANDMARKS:
            return current, _LANDMARKS[name]
        role = (current.get("role") or "").lower()
        if role in _ROLES:
            return current, _ROLES[role]
        current = current.getparent()
    return None


def _named(element: etree._Element) -> etree._Element:
    """The nearest element around ``element`` with an id or class, to name it by; else ``element``."""
    current: etree._Element | None = element
    while current is not None and tag(current) not in ("body", "html"):
        if current.get("id") or current.get("class"):
            return current
        current = current.getparent()
    return element


def _preformatted(element: etree._Element) -> bool:
    """Whether ``element`` is or is inside a ``<pre>``: text shown as written, code whatever its class (LuaJIT's
    ``<pre class="code mark">``), what it holds (call-out marks, ``<b>``) or where it stands (``<div id="main">``);
    trafilatura keeps some as code, others as a paragraph or a quote. A ``<pre>`` of prose (a mailing list's
    archived message, release notes set as written) is read: sentences, few of code's symbols."""
    pre = element if tag(element) == "pre" else next((a for a in element.iterancestors() if tag(a) == "pre"), None)
    return pre is not None and not _prose("".join(pre.itertext()))


def _prose(text: str) -> bool:
    """Whether preformatted text is prose: forty words or more, a sentence's end every twenty-five words or more
    often, code's symbols rare, and few lines of code's (:data:`_CODE_LINE`: a C file's comments and directives are
    sentences and words, but no prose)."""
    words = text.split()
    if len(words) < 40:
        return False
    symbols = sum(text.count(mark) for mark in "{}[]();=<>$|\\`")
    ends = len(re.findall(r"[.!?](?:\s|$)", text))
    lines = [line for line in text.splitlines() if line.strip()]
    code = sum(_CODE_LINE.search(line) is not None for line in lines)
    return symbols * 50 < len(text) and ends * 25 >= len(words) and code * 5 < len(lines)


_CODE_LINE = re.compile(r"^\s*(?://|/\*|\*/|#!|#(?:include|define|undef|ifn?def|if|elif|else|endif|pragma|import)\b"
                        r"|--\s|;;|<\?|\$\s|>>>\s|%\s)|[;{}]\s*$")
"""A line of code's: a comment (``//``, ``/*``, ``--``, ``;;``, ``%``), a C preprocessor's directive, a prompt
(``$``, ``>>>``), or a statement's or a block's end (``;``, ``{``, ``}``)."""


def _places(unread: list[tuple[int, Piece]]) -> list[Skipped]:
    """Runs left out, one entry per place: runs in a row (nothing read between them) in one part.

    A part is the nearest landmark around a run (``<nav>``, a cookie banner, a comment); runs in
    a part and in parts within it are one place (the comments section and its comments), named
    by the outer one. Runs in none are named by the nearest element around all of them with an
    id or class; runs in a ``<pre>`` in none are a code block.
    """
    groups: list[tuple[etree._Element | None, list[tuple[int, Piece]]]] = []
    code: list[Skipped] = []
    for index, run in unread:
        found = _part(run.element)
        part = found[0] if found else None
        if part is None and _preformatted(run.element):
            code.append(Skipped(run.line, "code block", count_words(run.text)))
            continue
        last = groups[-1][0] if groups else None
        if groups and groups[-1][1][-1][0] == index - 1 and (
                part is last or (part is not None and last is not None and _within(part, last))):
            groups[-1][1].append((index, run))
        elif groups and groups[-1][1][-1][0] == index - 1 and part is not None and last is not None \
                and _within(last, part):
            groups[-1] = (part, [*groups[-1][1], (index, run)])  # the part around the one before
        else:
            groups.append((part, [(index, run)]))
    places = []
    for part, runs in groups:
        if part is not None:
            found = _part(part)
            assert found is not None
            what = f"{found[1]} {describe(part)}"
        else:
            what = f"text in {describe(_named(_common(*(run.element for _, run in runs))))}"
        places.append(Skipped(runs[0][1].line, what, sum(count_words(run.text) for _, run in runs)))
    return places + code


def _within(element: etree._Element, outer: etree._Element) -> bool:
    return any(ancestor is outer for ancestor in element.iterancestors())


def _common(*elements: etree._Element) -> etree._Element:
    """The nearest element holding all ``elements``."""
    first = [*list(elements[0].iterancestors())[::-1], elements[0]]
    depth = len(first)
    for element in elements[1:]:
        chain = [*list(element.iterancestors())[::-1], element]
        depth = next((i for i, (a, b) in enumerate(zip(first[:depth], chain, strict=False)) if a is not b),
                     min(depth, len(chain)))
    return first[max(depth - 1, 0)]


# ---------------------------------------------------------------- title and metadata


def _meta_content(source: etree._Element, *names: str) -> str | None:
    for name in names:
        for element in source.iter("meta"):
            if name in ((element.get("property") or "").lower(), (element.get("name") or "").lower()):
                value = squeeze(element.get("content") or "")
                if value:
                    return value
    return None


def _title(source: lxml.html.HtmlElement, blocks: list[Block]) -> str | None:
    """The page's own title: og:title; else None when the content starts with its h1 (documents
    take it), unless that h1 is the first of several and <title> names the page otherwise (a manual's
    chapters); else <title>, else the first h1. A site's name beside the title ("Security Advisory
    | Rust Blog", "1. Introduction — learnosm 1.0 documentation") is no part of it: see :func:`_own`."""
    headings = {squeeze(inline_text(e)) for e in source.iter("h1", "h2", "h3")}
    sites = _site_names(source)
    title = _meta_content(source, "og:title")
    if title:
        return _own(title, headings, sites)
    element = source.find(".//title")
    shown = _own(squeeze(element.text_content()), headings, sites) \
        if element is not None and squeeze(element.text_content()) else None
    if blocks and blocks[0].level == 1 and (shown in (None, blocks[0].text)
                                            or sum(block.level == 1 for block in blocks) == 1):
        return None
    if shown:
        return shown
    first = next(iter(source.iter("h1")), None)
    return squeeze(first.text_content()) or None if first is not None else None


_SEPARATORS = (" | ", " — ", " – ", " - ", " :: ", " · ", " » ")


def _own(title: str, headings: set[str], sites: set[str]) -> str:
    """``title`` without the site's name before or after it: the side of a separator (``|``, ``—``,
    ``–``, ``-``, ``::``, ``·``, ``»``) that is one of the page's headings (h1–h3), or the side
    that is not the site's name (og:site_name, application-name, the title of its feed link).
    Without either, the title is kept whole: which side is the site's cannot be told."""
    for separator in _SEPARATORS:
        if separator not in title:
            continue
        before, _, after = title.rpartition(separator)
        first, _, rest = title.partition(separator)
        for own, other in ((before, after), (rest, first)):
            if own.strip() and (own.strip() in headings or other.strip() in sites):
                return own.strip()
    return title


def _site_names(source: etree._Element) -> set[str]:
    names = {_meta_content(source, "og:site_name"), _meta_content(source, "application-name")}
    for link in source.iter("link"):
        if "alternate" in (link.get("rel") or "").lower().split() and "xml" in (link.get("type") or ""):
            names.add(squeeze(link.get("title") or ""))
    return {name for name in names if name}


def _meta(source: etree._Element) -> dict[str, object]:
    found: dict[str, object] = {}
    author = _meta_content(source, "author", "article:author")
    if author:
        found["author"] = author
    html = source if tag(source) == "html" else source.getroottree().getroot()
    language = html.get("lang") or html.get("{http://www.w3.org/XML/1998/namespace}lang")
    if language:
        found["language"] = language
    description = _meta_content(source, "description", "og:description")
    if description:
        found["description"] = description
    return found
