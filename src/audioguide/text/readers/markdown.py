"""Markdown (``.md``; Quarto's ``.qmd`` and R Markdown's ``.Rmd``, whose code chunks are code), as CommonMark
with tables, footnotes and YAML front matter, by markdown-it-py.

Headings and paragraphs are read, in lists and quotes too; links as their
text, images as their alt text, inline code as its words. HTML blocks are read
with lxml as a browser shows them (paragraphs, list items, captions, summaries,
labels, prose tables), kramdown's ``markdown="1"`` content as Markdown; page
chrome (``<script>``, ``<nav>``, a site's ``<header>``, form controls,
``<iframe>``, ``<svg>``, comments) is not. Liquid, Jinja and Hugo template tags
are taken out before the Markdown is read, as the site generators do; the text
between a paired shortcode's tags is read. Footnote markers are not read; each
footnote's paragraphs follow the block that first refers to it, marked as a
note (:attr:`Block.note`). The front matter's ``title`` is the title. A comment
``<!-- pause 2s -->`` (or ``500ms``) on a line of its own is a pause of that length
(:attr:`Block.pause`). The site generators' own syntax around Markdown (admonitions,
tabs, MDX, MyST, GitHub alerts) is resolved first: see :mod:`._site_syntax`. Emoji
shortcodes are left out and reported, SmartyPants' dashes are dashes, badges are
left out and reported, an HTML block's ``<img>`` is read as its alt text. Formulas (``$…$``, ``$$…$$``,
``\\(…\\)``, amsmath environments, ```` ```math ```` fences) are read as words: see :mod:`._math`.

Whatever is left out on purpose (code blocks, data tables, template tags,
chrome, symbols-only inline code) is in :attr:`Reading.skipped` and logged as
``file:line: <what> not read aloud (N words)``.
"""

from __future__ import annotations

import bisect
import functools
import html
import logging
import re
import textwrap
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any
from urllib.parse import unquote, urlsplit

import lxml.html
import yaml
from lxml import etree
from markdown_it import MarkdownIt
from markdown_it.common.html_blocks import block_names
from markdown_it.common.html_re import HTML_OPEN_CLOSE_TAG_STR
from markdown_it.common.utils import normalizeReference
from markdown_it.rules_block import StateBlock
from markdown_it.rules_block.html_block import html_block
from markdown_it.rules_core import StateCore
from markdown_it.token import Token
from mdit_py_plugins.footnote import footnote_plugin
from mdit_py_plugins.front_matter import front_matter_plugin
from pydantic import BaseModel, ConfigDict

from audioguide.common.characters import (
    KEPT_SYMBOLS,
    SPELLED_CHARACTERS,
    SPELLED_PAIRS,
    SPELLED_SYMBOLS,
    SYMBOL_NAMES,
    read_text,
)
from audioguide.common.errors import DocumentError
from audioguide.common.tomltext import loads_toml
from audioguide.config import quoted
from audioguide.config.sites import DOCUSAURUS_CONFIGS
from audioguide.text.mathspeech import speak
from audioguide.text.readers import (
    TERMINAL,
    Block,
    Reading,
    Skipped,
    Span,
    _math,
    language_tag,
    lead_in,
    mark_close,
    mark_open,
    pause_of,
    placed_code,
    strip_marks,
    take_spans,
)
from audioguide.text.readers import _conditions as conditions
from audioguide.text.readers import _tables as tables
from audioguide.text.readers._callouts import callout_titles, with_callout_titles
from audioguide.text.readers._conditions import case_matches
from audioguide.text.readers._hexo import with_tab_captions
from audioguide.text.readers._includes import expand, mkdocs_site, renders_jinja
from audioguide.text.readers._macros import DOCUMENT, PAGE, in_site_with, site_language, spoken
from audioguide.text.readers._macros import KNOWN as _KNOWN_CALLS
from audioguide.text.readers._navigation import (
    contents_title,
    leads_in,
    mostly_found,
    names_its_headings,
    only_numbering,
    said,
)
from audioguide.text.readers._shared import LINE_BREAK as LINE_BREAK  # docx.py's too
from audioguide.text.readers._shared import report
from audioguide.text.readers._shared import words as _words
from audioguide.text.readers._site_syntax import (
    LABEL_WORDS,
    PANDOC_SUFFIXES,
    Resolved,
    inside_code_span,
    only_code,
    resolve,
    with_bookdown_references,
)
from audioguide.text.readers._writerside import with_semantic_markup, with_variables

log = logging.getLogger(__name__)


class MarkdownOptions(BaseModel):
    """The markdown reader's settings (``readers: [{name: markdown, options: …}]``)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    shortcodes: dict[str, int | str | None] = {}
    """A site's own shortcodes and macros (by name, any case): the argument whose words the page shows (its
    name, or its position from 0), or null to leave the call out; see :mod:`._macros`."""
    variables: dict[str, str | int | float | bool | None] = {}
    """The values a site's conditions test, by the name they are written with (``site.site_name``,
    ``page.platform``, ``beta``), where the site's own data does not give them; see :mod:`._conditions`."""
    version: str | None = None
    """GitHub Docs: the version whose text ``{% ifversion %}`` conditions keep (``fpt``, ``ghec``,
    ``ghes@3.14``); by default, the one docs.github.com shows first for the page (``fpt`` where it has it)."""
    hidden_classes: list[str] = []
    """HTML classes whose elements are not read (reported): one of a site's alternatives the reader switches
    between, of which the page shows one (Vue's ``options-api`` beside its ``composition-api``)."""


SWITCHED_CLASSES = {("options-api", "composition-api")}
"""Classes of a site's alternatives that the reader switches between, the one shown first and the other: Vue's
documentation shows the Options API until a reader chooses the Composition API."""


def _switched_off(text: str) -> frozenset[str]:
    """The alternatives the page does not show first, where it holds both (:data:`SWITCHED_CLASSES`)."""
    return frozenset(other for shown, other in SWITCHED_CLASSES
                     if re.search(rf"""class=["'][^"']*\b{shown}\b""", text)
                     and re.search(rf"""class=["'][^"']*\b{other}\b""", text))


class MarkdownReader:
    extensions = (".md", ".markdown", ".mdx", ".qmd", ".rmd")
    Options = MarkdownOptions

    def __init__(self, options: MarkdownOptions | None = None) -> None:
        self.options = options or MarkdownOptions()
        self.rules = {name.lower(): rule for name, rule in self.options.shortcodes.items()}

    def read(self, data: bytes, name: str) -> Reading:
        text = read_text(data, name)
        meta, body = front_matter(text, name)
        expanded = expand(text, DOCUMENT.get(), text[:body].count("\n"))  # what the page includes, in place
        text, semantic = with_semantic_markup(expanded.text, DOCUMENT.get(), site_language(meta) or "en")
        text, variables = with_variables(text, DOCUMENT.get())
        text = with_callout_titles(with_tab_captions(text), callout_titles(DOCUMENT.get()), body)
        if Path(name).suffix.lower() in PANDOC_SUFFIXES:  # before its "{#id}"s are taken out with the attributes
            text = with_bookdown_references(text, site_language(meta) or "en")
        page = PAGE.set(meta)  # what {{ page.title }} shows, and what {% if page.x %} tests
        try:
            jinja = renders_jinja(DOCUMENT.get(), meta)
            text, branches = rendered_branches(text, body, self.options.variables, self.options.version) \
                if jinja else (text, [])
            language = site_language(meta)
            text, tags = without_template_tags(text, body, language, self.rules, jinja)
        finally:
            PAGE.reset(page)
        tags = sorted([*tags, *branches, *semantic, *variables], key=lambda item: item.line)
        text = _blank(text[:body]) + text[body:]  # read as fields, not as text
        hidden = frozenset(self.options.hidden_classes) or _switched_off(text)
        mdx = _parsed_as_mdx(name, DOCUMENT.get())
        resolved = resolve(tables.with_empty_delimiters(text), language, hidden, ".mdx" if mdx else Path(name).suffix)
        reading = _MarkdownReading(name, expanded.line, hidden, mdx)
        reading.docfx = "uid" in meta or _DOCFX_PAGE.search(text) is not None
        reading.language = language
        reading.legend = tables.legend(resolved.text)
        reading.labels = {normalizeReference(label) for label in _DEFINITION_LINE.findall(text)}
        reading.steps = step_word(resolved.text)
        found = reading.boxed(reading.blocks(resolved.text), resolved)
        blocks = [replace(block, line=expanded.line(block.line)) for block in reading.with_notes(found)]
        if Path(name).suffix.lower() in PANDOC_SUFFIXES:  # Quarto's title block: its subtitle and abstract
            blocks = _title_block(meta, language) + blocks
        skipped = reading.report([*tags, *resolved.skipped])
        title = _meta_title(meta, name)
        if meta.get("hide_title") is True and any(block.level == 1 for block in blocks):
            title = None  # Docusaurus shows the page's own H1 in place of the front matter's title
        elif title is not None and _shows_its_h1(title, blocks):
            title = None  # "Mock Functions | Guide": the browser tab's title; the page shows its H1
        if title is not None:  # "Proof that $x^2 \ge 0$": a formula, as the page's heading shows it
            title = _math.title_formulas(title, lambda formula: speak(formula, language).text)
        return Reading(blocks, title=title, meta=meta, skipped=skipped)


def _title_block(meta: dict[str, object], language: str | None) -> list[Block]:
    """What Quarto and R Markdown show under a page's title: its ``subtitle``, and its ``abstract`` after the
    abstract's title ("Abstract", "Resumen": ``abstract-title`` or the language's), each a paragraph."""
    def shown(value: object) -> str:
        text = " ".join(html.unescape(value).split()) if isinstance(value, str) else ""
        return _TITLE_MARKUP.sub(lambda found: found[1] or found[2], text)

    blocks = [Block(subtitle, 1)] if (subtitle := shown(meta.get("subtitle"))) else []
    if abstract := shown(meta.get("abstract")):
        title = shown(meta.get("abstract-title")) or ABSTRACT_TITLES.get((language or "en").split("-")[0], "Abstract")
        blocks.append(Block(f"{title}: {abstract}", 1))
    return blocks


ABSTRACT_TITLES = {"en": "Abstract", "es": "Resumen", "fr": "Résumé", "de": "Zusammenfassung"}
"""The title Quarto shows before a page's abstract, in its language (its ``abstract-title`` wins)."""


def _shows_its_h1(title: str, blocks: Sequence[Block]) -> bool:
    """Whether a page shows its leading H1 rather than its front matter's title: the title is the H1 and a
    section's name after a separator ("Mock Functions | Guide", VitePress's title for the browser's tab), or
    the site is VitePress's or Docusaurus's, which show the H1 a page has (its title is the tab's)."""
    heading = next((block.text for block in blocks if block.level), None)
    first = next((block for block in blocks if block.level == 1), None)
    if first is None or first.text != heading or first.text == title:
        return False
    if (tab := _TAB_TITLE.fullmatch(title)) and tab[1] == first.text:
        return True
    document = DOCUMENT.get()
    return any(in_site_with(document, marker, depth=6) for marker in _SHOWS_H1)


def _parsed_as_mdx(name: str, document: Path | None) -> bool:
    """Whether the page is parsed as MDX: an ``.mdx`` file, or a Docusaurus site's ``.md`` one, which Docusaurus
    parses as MDX too unless its config says ``markdown: {format: 'detect'}`` (or ``'md'``)."""
    suffix = Path(name).suffix.lower()
    if suffix == ".mdx":
        return True
    if suffix not in {".md", ".markdown"} or document is None:
        return False
    config = _docusaurus_config(document.resolve().parent)
    return config is not None and not _COMMONMARK_FORMAT.search(config)


@functools.lru_cache(maxsize=64)
def _docusaurus_config(folder: Path) -> str | None:
    """The text of the Docusaurus config in ``folder`` or one of the six folders above it."""
    for above in [folder, *folder.parents][:7]:
        for config in DOCUSAURUS_CONFIGS:
            if (above / config).is_file():
                return (above / config).read_text(encoding="utf-8", errors="replace")
    return None


_COMMONMARK_FORMAT = re.compile(r"""\bformat\s*:\s*(['"`])(?:detect|md)\1""")
"""Docusaurus' ``markdown.format`` that parses ``.md`` files as CommonMark (the default, ``'mdx'``, does not)."""


_TAB_TITLE = re.compile(r"(.+?)\s+[|·•–—-]\s+.+")
_SHOWS_H1 = (".vitepress", *DOCUSAURUS_CONFIGS)
"""What marks a site whose page shows its own H1 in place of the front matter's title."""


def _meta_title(meta: dict[str, object], name: str) -> str | None:
    """The front matter's title, its HTML entities unescaped: sites write ``C&oacute;mo``."""
    value = meta.get("title")
    if value is None:
        return None
    if not isinstance(value, str):
        raise DocumentError(f"{name}:1: front matter title must be text, got {quoted(value)}")
    title = " ".join(html.unescape(value).split())  # one line, as the config's titles
    title = _TITLE_MARKUP.sub(lambda found: found[1] or found[2], title)  # "Tutorial de `Quarto`": code type
    if len(title) > TITLE_CHARACTERS:
        raise DocumentError(f"{name}:1: front matter title is {len(title):,} characters long; at most"
                            f" {TITLE_CHARACTERS} fit a feed, a page or a player's screen")
    return title


_TITLE_MARKUP = re.compile(r"`([^`]+)`|(?<![*\w])\*\*?(?=\S)([^*]+?)(?<=\S)\*\*?(?![*\w])")
"""Markdown a site renders in a front matter's title (Quarto, Docusaurus): code and emphasis, shown as type."""
TITLE_CHARACTERS = 255
"""The longest title, as the config's: feeds, pages and players show titles on one line."""
BLOCK_NESTING = 100
"""How deep quotes and lists are read (markdown-it's CommonMark preset stops at 20).

markdown-it leaves out, without a word, whatever is nested deeper; what is left out is named in
a warning. Left to itself, a list item too deep would take the rest of the document with it:
only its own lines are left out (:func:`_too_deep_lines`). Each level
costs its parser about two Python frames, so 100 levels take some 210 of the 1,000 Python
allows, leaving the rest to its callers (measured: reading works with 780 frames in use).
"""
INLINE_NESTING = 20
"""markdown-it's own limit for inline markup (images in links in images…): deeper markup is
read as its characters, never left out, and a higher limit only makes such lines slower."""
MARKDOWN_IN_HTML = 8
"""How deep ``markdown="1"`` elements are read as Markdown; deeper ones are read as HTML."""


def _markdown() -> MarkdownIt:
    md = (
        MarkdownIt("commonmark", {"html": True})
        .enable(["table", "strikethrough"])
        .use(front_matter_plugin)
        # Definitions stay where they are written; notes are placed by _MarkdownReading.with_notes.
        .use(footnote_plugin, move_to_end=False)
    )
    _math.use_math(md)
    # One option limits both the block and the inline parser: set for each in turn.
    # The block parser's own limit is never reached: _too_deep_lines stops it first.
    md.core.ruler.before("block", "block_nesting", lambda state: _nesting(state, BLOCK_NESTING + 1))
    md.core.ruler.before("inline", "inline_nesting", lambda state: _nesting(state, INLINE_NESTING))
    md.block.ruler.before("table", "too_deep", _too_deep_lines)
    md.block.ruler.before("html_block", "html_across_blank_lines", _html_across_blank_lines)
    md.block.ruler.at("html_block", _html_block, {"alt": ["paragraph", "reference", "blockquote"]})
    return md


def _nesting(state: StateCore, depth: int) -> None:
    state.md.options["maxNesting"] = depth


def _too_deep_lines(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """A block rule tried first: at the nesting limit, the container's own lines are left out.

    markdown-it's own limit skips to the end of the range it was given, which for a list item
    is the end of the whole list, or of the document: every later block vanished with it. Here
    the lines left out are those indented as the container's content (blank ones among them);
    the first line indented less ends it, as it ends any list item, and is read. (A rule, not a
    wrapper around the parser: a wrapper would cost a Python frame at every level.)
    """
    if state.level < BLOCK_NESTING:
        return False
    line = start
    while line < end and (state.isEmpty(line) or state.sCount[line] >= state.blkIndent):
        line += 1
    if not silent:
        state.line = line
    return True


HTML_BLOCK_LINES = 2000
"""How far the end tag of an HTML element interrupted by blank lines is looked for."""
_BLOCK_ELEMENT = re.compile(
    r"<(address|article|aside|blockquote|center|details|dialog|dd|div|dl|dt|fieldset|figcaption|figure|"
    r"footer|form|header|label|li|main|nav|ol|p|section|summary|table|ul)(?=[\s>/])([^>]*)>?",
    re.IGNORECASE,
)
_INSIDE = "audioguide.html_across_blank_lines"
"""Set in the parser's env while an element's lines are parsed again, unindented."""


def _html_across_blank_lines(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """An HTML element whose lines after a blank line are indented, read without taking them for code.

    CommonMark ends an HTML block at a blank line and reads on as Markdown, so a ``<label>``'s
    text indented by four spaces after a blank line is a code block there. kramdown (Jekyll,
    GitHub Pages) reads the element up to its end tag as HTML, and a browser shows that text as
    text: here the element's lines, up to its end tag (within :data:`HTML_BLOCK_LINES`), are
    parsed again unindented, so its text is paragraphs as GitHub shows them when it is not
    indented (a checklist's question, then the original's in emphasis, are two paragraphs). An
    element with ``markdown="1"`` or a ``<pre>``, or one without such a line, is left to the
    other rules.
    """
    if state.env.get(_INSIDE) or state.sCount[start] - state.blkIndent >= 4:
        return False
    first = state.src[state.bMarks[start] + state.tShift[start]:state.eMarks[start]]
    opened = _BLOCK_ELEMENT.match(first)
    if opened is None or "markdown=" in opened[2].lower():
        return False
    if (whole := _element_with_pre(state, start, end, opened[1].lower())) is not None:
        if not silent:  # "<div><section><pre>code, blank lines in it</pre></section></div>": one element, as
            token = state.push("html_block", "", 0)  # Python-Markdown and kramdown read it (not text after a blank)
            token.map = [start, whole + 1]
            token.content = state.getLines(start, whole + 1, state.blkIndent, True)
            state.line = whole + 1
        return True
    last = _end_tag_line(state, start, end, opened[1].lower())
    if last is None:
        return False
    if silent:
        return True
    lines = [state.src[state.bMarks[line] + state.tShift[line]:state.eMarks[line]] for line in range(start, last + 1)]
    state.env[_INSIDE] = True
    try:
        tokens = state.md.block.parse("\n".join(lines) + "\n", state.md, state.env, [])
    finally:
        del state.env[_INSIDE]
    for token in tokens or []:
        token.level += state.level
        if token.map:
            token.map = [token.map[0] + start, token.map[1] + start]
    state.tokens += tokens or []
    state.line = last + 1
    return True


_COMMENT_THEN_TEXT = re.compile(r"<!--(?:(?!-->).)*-->[ \t]*[^\s<]")
"""A comment with text after it on its line: inline, as Python-Markdown and kramdown read it."""
_END_TAGS_ONLY = re.compile(r"(?:</[A-Za-z][\w-]*\s*>[ \t]*)+")
_FENCE_OPENER = re.compile(r" {0,3}(?:```|~~~)")


def _html_block(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """CommonMark's HTML block, as kramdown and Python-Markdown (Jekyll, MkDocs) end it.

    A comment followed by text on its line (``<!-- md:version 6.0.0 -->, as …``) is inline: it
    neither ends the paragraph before it nor makes an HTML block of the text after it. A block that
    reaches a line of end tags alone (``</div>``) followed by a code fence ends there: the fence is a
    code block, not the HTML block's text (CommonMark would run the block on to a blank line, and
    the code would be read aloud).
    """
    first = state.src[state.bMarks[start] + state.tShift[start]:state.eMarks[start]]
    if not state.is_code_block(start) and _COMMENT_THEN_TEXT.match(first):
        return False
    if state.env.get(_MDX) and _ELEMENT_THEN_TEXT.match(first):  # MDX: "<Link href=…>aqui</Link> para ver."
        return False
    if not state.is_code_block(start) and _LONE_TAG.match(first) \
            and (tag := _TAG_NAME.match(first)) and tag[1].lower() in SPAN_ELEMENTS \
            and (heading := _block_below(state, start, end)) is not None:
        if not silent:  # "<img …/>", "<br/>", "## Participants window" or "[^1]: …": the heading or note ends them
            token = state.push("html_block", "", 0)
            token.map = [start, heading]
            token.content = state.getLines(start, heading, state.blkIndent, True)
            state.line = heading
        return True
    if silent:
        return html_block(state, start, end, True)
    last = start
    while not state.is_code_block(start) and (_BLOCK_START.match(first) or _LONE_TAG.match(first)) \
            and last + 1 < end and not state.isEmpty(last) \
            and state.sCount[last] >= state.blkIndent:
        line = state.src[state.bMarks[last] + state.tShift[last]:state.eMarks[last]]
        following = state.src[state.bMarks[last + 1]:state.eMarks[last + 1]]
        if _END_TAGS_ONLY.fullmatch(line.strip()) and _FENCE_OPENER.match(following) \
                and state.sCount[last + 1] - state.blkIndent < 4:
            token = state.push("html_block", "", 0)
            token.map = [start, last + 1]
            token.content = state.getLines(start, last + 1, state.blkIndent, True)
            state.line = last + 1
            return True
        last += 1
    return html_block(state, start, end, False)


def _block_below(state: StateBlock, start: int, end: int) -> int | None:
    """The line of an ATX heading or a footnote's definition among the lines after ``start`` up to a blank
    one, if one is there: either ends a paragraph, so it ends the lines of a lone span-level tag too."""
    line = start + 1
    while line < end and not state.isEmpty(line):
        if state.sCount[line] - state.blkIndent < 4 and _ENDS_A_PARAGRAPH.match(
                state.src[state.bMarks[line] + state.tShift[line]:state.eMarks[line]]):
            return line
        line += 1
    return None


_ENDS_A_PARAGRAPH = re.compile(r"#{1,6}(?:[ \t]|$)|\[\^[^\]\s]+\]:")
_MDX = "audioguide.mdx"
"""Set in the parser's env for an MDX page."""
_ELEMENT_THEN_TEXT = re.compile(r"<([A-Za-z][\w.]*)(?:\s[^<>]*)?>[^<>]*</\1\s*>[ \t]*[^\s<]")
"""An element with text after it on its line: in MDX, words of a paragraph (MDX has no HTML blocks: an element
alone on its lines is a component's block, one among words is inline)."""
_BLOCK_START = re.compile("</?(?:" + "|".join(block_names) + r")(?=[\s/>]|$)", re.IGNORECASE)
_LONE_TAG = re.compile(HTML_OPEN_CLOSE_TAG_STR + r"\s*$")
_TAG_NAME = re.compile(r"</?([A-Za-z][A-Za-z0-9-]*)")
SPAN_ELEMENTS = frozenset({
    "a", "abbr", "acronym", "b", "bdi", "bdo", "big", "br", "button", "cite", "code", "del", "dfn", "em", "i", "img",
    "input", "ins", "kbd", "label", "mark", "q", "s", "samp", "small", "span", "strike", "strong", "sub", "sup",
    "time", "tt", "u", "var", "wbr"})
"""HTML's span-level elements, as kramdown and Python-Markdown name them: one alone on a line starts a paragraph
there, which a heading on a later line ends, where CommonMark starts an HTML block that runs on to a blank line."""
"""An HTML block that ends at a blank line (CommonMark's sixth and seventh kinds): only these run on over
lines."""


def _wiki_page(name: str) -> bool:
    """Whether ``name`` is a page of the GitHub wiki (a folder with ``_Sidebar.md``) the document is in."""
    document = DOCUMENT.get()
    return (document is not None and re.fullmatch(r"[\w.-]+", name) is not None
            and (document.parent / "_Sidebar.md").is_file() and (document.parent / f"{name}.md").is_file())


def _wikilink_words(found: re.Match[str]) -> str:
    """What a wiki link shows: Obsidian's ``[[Page|alias]]`` its alias; a GitHub wiki's (Gollum's) ``[[Text|Page]]``
    and ``[[Text|https://…]]`` its text, told apart by the part after the bar being an address or a page of the
    wiki's folder."""
    alias = found["alias"]
    if alias and found["page"] and ("://" in alias or _wiki_page(alias)):
        return found["page"]
    page = found["page"]
    if page and not alias and (hierarchy := _DENDRON_NOTE.fullmatch(page)) is not None \
            and (hierarchy[1] or in_site_with(DOCUMENT.get(), "dendron.yml")):
        return (hierarchy[1] or hierarchy[2]).replace("-", " ")  # Dendron's [[dendron://vault/a.b.c-d]]: "c d"
    return alias or page or found["heading"] or found[0]


_SIZE_IN_ALT = re.compile(r"(?:(.*?)\s*\|\s*)?\d{1,4}(?:\s?x\s?\d{1,4})?")
"""An image's width (and height) where its alt text goes, after a bar or alone (Obsidian): ``![Map|250](…)``."""
_DENDRON_NOTE = re.compile(r"dendron://[\w.-]+/(?:[a-z][\w-]*\.)*([a-z][\w-]*)"
                           r"|(?:[a-z][\w-]*\.){2,}([a-z][\w-]*)")
"""A Dendron note named by its hierarchy (``dendron.topic.links``; in another vault ``dendron://vault/…``), no
file's name (``notes.md``): the page shows its title, which is its last part's words where it has none."""


_MATH_IN_HTML = re.compile(r"\$\$([^<>$]*?[\\^_{][^<>$]*?)\$\$|\\\[([^<>]*?[\\^_{][^<>]*?)\\\]")
"""Display math in an HTML block's text, which MathJax or KaTeX typesets where the page shows it: TeX between its
delimiters (a command, a sub- or superscript, a brace), no tag ("<code>$$</code>" is the shell's variable)."""


def _element_with_pre(state: StateBlock, start: int, end: int, tag: str) -> int | None:
    """The line of the end tag of the element opened on ``start``, when a ``<pre>`` in it holds a blank line
    (within :data:`HTML_BLOCK_LINES`); else None."""
    opens = re.compile(rf"<{tag}(?=[\s>/])", re.IGNORECASE)
    closes = re.compile(rf"</{tag}\s*>", re.IGNORECASE)
    depth, in_pre, blank_in_pre, line = 0, False, False, start
    while line < min(end, start + HTML_BLOCK_LINES):
        text = state.src[state.bMarks[line]:state.eMarks[line]]
        lowered = text.lower()
        blank_in_pre = blank_in_pre or (in_pre and not text.strip())
        if (opened := re.search(r"<pre[\s>]", lowered)) is not None:
            in_pre = "</pre>" not in lowered[opened.start():]
        elif "</pre>" in lowered:
            in_pre = False
        if not in_pre:
            depth += len(opens.findall(text)) - len(closes.findall(text))
            if depth <= 0:
                return line if blank_in_pre else None
        line += 1
    return None


def _end_tag_line(state: StateBlock, start: int, end: int, tag: str) -> int | None:
    """The line of the end tag of the element opened on ``start``, when a line after a blank line
    before it is indented as code (and no ``<pre>`` is inside); else None."""
    opens = re.compile(rf"<{tag}(?=[\s>/])", re.IGNORECASE)
    closes = re.compile(rf"</{tag}\s*>", re.IGNORECASE)
    depth, blank, indented, line = 0, False, False, start
    while line < min(end, start + HTML_BLOCK_LINES):
        text = state.src[state.bMarks[line]:state.eMarks[line]]
        if line > start and text.strip() and state.sCount[line] < state.blkIndent:
            return None
        if "<pre" in text.lower():
            return None
        indented = indented or (blank and bool(text.strip()) and state.sCount[line] - state.blkIndent >= 4)
        blank = not text.strip()
        depth += len(opens.findall(text)) - len(closes.findall(text))
        if depth <= 0:
            return line if indented else None
        line += 1
    return None


# ---------------------------------------------------------------- front matter


def front_matter(text: str, name: str) -> tuple[dict[str, object], int]:
    """The front matter's fields and where the text after it starts (0 without front matter).

    YAML between ``---`` lines, found by mdit-py-plugins; Hugo's TOML between ``+++`` lines
    (no Markdown plugin reads it: its delimiters are found here, its fields by ``tomllib``).
    """
    lead = len(text) - len(text.lstrip(" \t\r\n")) if re.match(r"\s*\n(?:---|\+\+\+)[ \t]*\n", text) else 0
    lead = text.rfind("\n", 0, lead) + 1 if lead else 0  # blank lines before it, which Hugo passes over
    body = text[lead:]
    tokens = MarkdownIt("zero").use(front_matter_plugin).parse(body) if body.startswith("---") else []
    if tokens and tokens[0].type == "front_matter" and tokens[0].map:
        return _any_case(_yaml_fields(tokens[0].content, name)), lead + _offset_of_line(body, tokens[0].map[1])
    toml = _TOML.match(body)
    if toml:
        return _any_case(_toml_fields(toml[1], name)), lead + toml.end()
    if (elixir := _ELIXIR_MAP.match(body)) is not None:  # Elixir School's %{title: "…"} before ---
        fields = {found[1]: found[2] or found[3] or "" for found in _ELIXIR_FIELD.finditer(elixir[1])}
        return fields, lead + elixir.end()
    return {}, 0


def _any_case(meta: dict[str, object]) -> dict[str, object]:
    """The fields, each also under its lower-case name when that name is not written.

    Hugo reads front matter keys whatever their case (the CNCF glossary writes ``Title:``);
    the field keeps its own spelling too, for a template that names it so.
    """
    lower = {key.lower(): value for key, value in meta.items()
             if isinstance(key, str) and key != key.lower() and key.lower() not in meta}
    return {**meta, **lower} if lower else meta


_TOML = re.compile(r"\+\+\+[ \t]*\n(.*?\n)?\+\+\+[ \t]*(?:\n|\Z)", re.DOTALL)
_ELIXIR_MAP = re.compile(r"%\{(.*?)\}\s*\n---[ \t]*(?:\n|\Z)", re.DOTALL)
"""A page's fields as an Elixir map before a ``---`` line (Elixir School): ``%{version: "1.2.0", title: "Basics"}``."""
_ELIXIR_FIELD = re.compile(r'(\w+):\s*(?:"""\s*\n(.*?)\n\s*"""|"((?:[^"\\]|\\.)*)")', re.DOTALL)


def _yaml_fields(source: str, name: str) -> dict[str, object]:
    try:
        meta = yaml.safe_load(source)
    except yaml.MarkedYAMLError as error:
        line = (error.problem_mark.line + 2) if error.problem_mark else 1
        raise DocumentError(f"{name}:{line}: bad YAML front matter: {error.problem}") from None
    if meta is None:
        return {}
    if not isinstance(meta, dict):
        raise DocumentError(f"{name}:1: front matter must be a mapping of fields")
    return meta


def _toml_fields(source: str | None, name: str) -> dict[str, object]:
    try:
        fields = loads_toml(source or "")
    except ValueError as error:
        raise DocumentError(f"{name}:1: bad TOML front matter: {error}") from None
    if fields is not None:
        return fields
    log.warning("%s:1: TOML front matter is not read before Python 3.11; its title is not used", name)
    return {}


def _offset_of_line(text: str, line: int) -> int:
    """Where (0-based) ``line`` of ``text`` starts."""
    offset = 0
    for _ in range(line):
        found = text.find("\n", offset)
        if found < 0:
            return len(text)
        offset = found + 1
    return offset


_FENCE_IN_HTML = re.compile(r"^[ \t]{0,3}(?P<fence>`{3,}|~{3,})[^\n`]*(?:\n|\Z)(?P<code>(?:.*\n)*?)"
                            r"(?:[ \t]{0,3}(?P=fence)[ \t]*$|(?:.*)\Z)", re.MULTILINE)
"""A fenced code block inside an HTML block (no blank line after ``<details>``): CommonMark takes it for the
block's text, Pandoc and the page's author for code; to the block's end where a blank line in the code (an include
taken out) ends the block before the fence's close."""


def _blank(text: str) -> str:
    """``text`` as empty lines: left out of what is read, with every later line keeping its number."""
    return "\n" * text.count("\n")


# ---------------------------------------------------------------- template tags

_HUGO_CODE = ("highlight", "code", "code-toggle")
"""Hugo shortcodes around code (its own, and its documentation's)."""
_HUGO_MATH = ("katex", "math", "mathjax", "latex")
"""Hugo themes' shortcodes around a formula (Geekblog's and Geekdoc's ``{{< katex display >}}``): read as the
Markdown's own formulas are, displayed (``$$``) where the shortcode says ``display`` or stands on lines of its own."""
_LIQUID_MATH = ("katex", "math")
"""Liquid's block tags around a formula (jekyll-katex's ``{% katex %}`` … ``{% endkatex %}``, ``{% katex display %}``):
read as the Markdown's own formulas are, as Hugo's shortcodes are."""
_OPENER = re.compile(r"\{\{[<%]?|\{%|\{#(?=\s)")
_JINJA = ("{{", "{%", "{#")
"""Liquid's and Jinja's tags, which an MkDocs site shows as written unless a plugin renders them."""
_INCLUDES = ("include-markdown", "include")
"""The include-markdown plugin's tags, which it reads whatever renders Jinja."""
_CLOSER = {"{{<": ">}}", "{{%": "%}}", "{{": "}}", "{%": "%}", "{#": "#}"}
TAG_CHARS = 4000
"""The longest tag looked for: an opening ``{{`` without a close this near is text."""
PAIRED_CHARS = 200_000
"""How far the end of a ``{% highlight %}`` or ``{% comment %}`` block is looked for."""
_VALUE_SHORTCODES = frozenset({"siteparam", "param"})
_HEXO_QUOTE_END = re.compile(r"\{%-?\s*end(?:blockquote|quote)\s*-?%\}")
_CODE_TAGS = {("{%", "highlight"), ("{%", "filename"),  # Django Girls' GitBook: a code block's label
              ("{%", "codeblock"), ("{%", "code"),  # Hexo's
              *((kind, name) for kind in ("{{<", "{{%") for name in _HUGO_CODE)}
_ATTRIBUTES = re.compile(
    r"\{:(?![ \t]*\.?toc[ \t]*\})[^}\n]*\}"  # kramdown's, anywhere: {: .notice} (its {:toc} is a marker)
    r"|(?<=[):\]*_`])(?<!::)(?<!```)\{[ \t]*(?:[#.][\w:.-]|[\w-]+=|[a-z]+-[\w-]+(?=[ \t}]))[^}\n]*\}"  # after a link,
    # an icon, emphasis or code: {: .btn }, { data-preview } (not a MyST fence's directive, ```{tab-item})
    r"|(?:^|(?<![:\s])[ \t]+)\{[ \t]*(?:[#.][\w:.-]|[\w-]+=|[a-z]+-[\w-]+[ \t}]|-[ \t]*(?=[}#.]))[^}\n]*\}[ \t]*$",
    re.MULTILINE,  # ending a line: {#id}, {style="…"}, { data-search-exclude }, {-}; not a fenced div's (::: {.note})
)
"""Attribute lists (kramdown, Hugo's Goldmark, MkDocs' attr_list) and a heading's ``{#id}`` (Pandoc's ``{-}``, an
unnumbered heading): markup."""


_SPACED_ADDRESS = re.compile(r"(\]\()((?:https?://|/)[^()\s<>]+(?: [^()\s<>\"'=]+(?:=[^()\s<>\"']*)?)+)\)")
"""A link's address with spaces in its query, which Python-Markdown (MkDocs) takes for a link as written."""
_PIPE_ROWS = re.compile(r"(?:[ \t]*\|[^\n]*\|[^\n]*\|[ \t]*(?:\n|$)){2,}")
"""Two lines or more, each a row of cells between pipes."""
_BUTTON = re.compile(r"\.(?:md-button|btn)\b")
"""A link shown as a button (Material for MkDocs' ``{ .md-button }``, Just the Docs' ``{: .btn }``)."""
_ESCAPED = re.compile(r"\s*/\*.*\*/\s*", re.DOTALL)
"""Inside a Hugo shortcode's delimiters, a comment: ``{{</* callout */>}}`` shows ``{{< callout >}}``, as written."""


_SHORTCODE_LINE = re.compile(r"([ \t]*)((?:\{\{[<%].*?[>%]\}\}[ \t]*)+)")


def _shortcode_runs_aligned(text: str) -> str:
    """Consecutive lines that are each only shortcodes (a Hextra file tree, nested folders indented) at the first
    one's indentation: their indentation is the source's layout, not code (Hugo puts each in place of its line,
    where no code block can start), while the line a shortcode leaves blank here would let one start."""
    lines = text.split("\n")
    indent: str | None = None
    for index, line in enumerate(lines):
        found = _SHORTCODE_LINE.fullmatch(line)
        if found is None:
            indent = None if line.strip() else indent
            continue
        if indent is None:
            indent = found[1]
        elif len(found[1]) > len(indent):
            lines[index] = indent + found[2]
    return "\n".join(lines)


def without_template_tags(text: str, start: int = 0, language: str = "en",
                          rules: Mapping[str, int | str | None] = MappingProxyType({}),
                          jinja: bool = True) -> tuple[str, list[Skipped]]:
    """``text`` without its Liquid, Jinja and Hugo tags from ``start`` on, and what they were.

    Jekyll and Hugo run these before the Markdown is read, so they are taken out first (a link
    to ``{{ site.baseurl }}/page`` is then a link). A tag stands for what the site puts there (a
    table of contents, a figure, a value), not prose: it is reported. The text between paired
    tags (``{{% notice %}}…{{% /notice %}}``) is read; ``{% highlight %}`` blocks are code and
    ``{% comment %}`` blocks are hidden; ``{% raw %}`` text, and a tag written as code
    (`` `{{ .Title }}` ``, as Hugo's pages show one), are kept as written. Taken-out text
    leaves its line ends, so every line keeps its number. A tag that starts in inline code and ends
    past it (`` `{% import ..}` `` … ``%}`` further on) is none: the code is shown as written. Without
    ``jinja`` (an MkDocs site that runs no macros plugin) Liquid's and Jinja's ``{{ }}``, ``{% %}`` and
    ``{# #}`` are text the page shows, but an include-markdown tag not found (reported). Written here: no
    library finds these tags without rendering the template, and only their delimiters matter.
    """
    if jinja and "endset" in text:
        text = text[:start] + _captured_code(text[start:])
    if jinja and "{%" in text and ("capture" in text or "assign" in text):
        text = text[:start] + _with_variables(text[start:])
    if "{{<" in text or "{{%" in text:
        text = text[:start] + _shortcode_runs_aligned(text[start:])
    closers = {
        closer: [found.start() for found in re.finditer(f"(?={re.escape(closer)})", text)]
        for closer in set(_CLOSER.values())
    }
    ends: dict[str, list[re.Match[str]]] = {}  # the end tags of each kind of pair, found once
    pieces: list[str] = []
    tags: list[Skipped] = []
    lines = _Lines(text)
    kept = pos = start
    while (opener := _OPENER.search(text, pos)) is not None:
        kind, begin = opener[0], opener.start()
        closer = _CLOSER[kind]
        at = bisect.bisect_left(closers[closer], opener.end())
        close = closers[closer][at] if at < len(closers[closer]) else -1
        if close < 0 or close - begin > TAG_CHARS:
            pos = begin + 1
            continue
        end = close + len(closer)
        if "`" in text[begin:end] and _in_code_span(text, begin):  # `{% import ..}`: code, its own text
            pos = opener.end()
            continue
        if not jinja and kind in _JINJA and not (kind == "{%" and _tag_name(text[opener.end():close]) in _INCLUDES):
            pos = opener.end()  # shown as written: no plugin renders it
            continue
        if kind in ("{{<", "{{%") and _ESCAPED.fullmatch(text, opener.end(), close):  # Hugo's escaped shortcode
            pieces += [text[kept:begin], f"{kind} {text[opener.end():close].strip()[2:-2].strip()} {closer}"
                       + "\n" * text[begin:end].count("\n")]  # shown unescaped
            kept = pos = end
            continue
        if text[begin - 1:begin] == "`" == text[end:end + 1] and not (  # `{{ .Title }}`: shown as code; Hugo renders
                kind in ("{{<", "{{%") and _tag_name(text[opener.end():close]) in _VALUE_SHORTCODES):  # a value's
            pos = end  # shortcode in code too: `{{% siteparam "version" %}}` shows the version
            continue
        if kind in _JINJA and _in_code(text, begin) and not _runs_tags_in_code():  # a README's Go template
            pos = end  # in code, `{{ index $ 1 }}`, is what the page shows; Hugo runs no {{ }} in a page's text
            continue
        inner = text[opener.end():close]
        if kind == "{{" and text[begin - 1:begin] == "=" and ":" in inner and "|" not in inner:
            pos = end  # an MDX component's object (sources={{ light: …, dark: … }}): part of its tag, no template
            continue
        name = _tag_name(inner)
        paired = _paired_end(text, kind, name, end, ends)
        line = lines.at(begin)
        if paired is None and kind in ("{{<", "{{%") and not _closing(kind, inner) \
                and not inner.rstrip().endswith("/") and _shows_code(name):
            paired = _pair_end(text, name, end, ends)  # a site's own shortcode that highlights what it holds
        if kind in ("{{<", "{{%") and name in ("tab", "card") and not _closing(kind, inner) \
                and _code_pane(text, begin, name, inner):
            alone = inner.rstrip().endswith("/")  # a code pane's label alone ("Configuration file:"): with it
            closing = None if alone else _pair_end(text, name, end, ends)
            if alone or closing is not None:
                ending = closing.end() if closing is not None else end
                if closing is not None:
                    tags.append(Skipped(line, "code block", len(text[end:closing.start()].split())))
                pieces += [text[kept:begin], _blank(text[begin:ending])]
                kept = pos = ending
                continue
        if kind in ("{{<", "{{%") and name == "tab" and not _closing(kind, inner) \
                and (closing := _pair_end(text, name, end, ends)) is not None and only_code(text[end:closing.start()]):
            pieces += [text[kept:begin], _blank(text[begin:end])]  # a tab of code alone: its label with its code,
            kept = pos = end  # left out (the code blocks are reported, its label with them)
            if (label := re.search(r"""["']([^"'\n]+)["']""", inner)) is not None:
                tags.append(Skipped(line, f"tab label {label[1]!r} (its code is left out)", len(label[1].split())))
            continue
        if kind in ("{{<", "{{%") and name == "button" and _PAGE_LINK.search(inner) \
                and (closing := _pair_end(text, name, end, ends)) is not None \
                and _own_line(text, begin, closing.end()):
            shown = " ".join(_HTML_TAG.sub(" ", text[end:closing.start()]).split())
            tags.append(Skipped(line, f"navigation button {shown!r} (a link to another page)", len(shown.split())))
            pieces += [text[kept:begin], _blank(text[begin:closing.end()])]
            kept = pos = closing.end()
            continue
        line_start = text.rfind("\n", 0, begin) + 1
        address = _ADDRESS_BEFORE.search(text, max(line_start, begin - 300), begin)
        if address is not None and address[0].startswith("]:") and not _DEFINITION_START.match(text, line_start):
            address = None  # a footnote's definition ([^1]: …) or text: its tag may show words
        if paired is None and address is not None and address[0].startswith("]:") and not address[1] \
                and not _closing(kind, inner):
            # a definition's whole address ([customize]: {% link docs/customization.md %}): an address stays, so
            # that it still defines its label (its text is no words of the page)
            tags.append(Skipped(line, f"template tag {_short(text[begin:end])}", len(inner.split())))
            pieces += [text[kept:begin], "#", _blank(text[begin:end])]
            kept = pos = end
            continue
        if kind == "{%" and name in ("blockquote", "quote") and (closing := _HEXO_QUOTE_END.search(text, end)) \
                and closing.start() - end <= PAIRED_CHARS:  # Hexo's quote, its author and source after it
            author = " ".join(word for word in inner.split()[1:] if not re.match(r"https?://", word))
            pieces += [text[kept:begin], _blank(text[begin:end]), text[end:closing.start()],
                       f"— {author}" if author else ""]
            kept = pos = closing.end()
            continue
        if paired is None and kind == "{%" and (body := _ZOLA_BODY.match(inner)) is not None \
                and (closing := _ZOLA_END.search(text, end)) is not None:  # Zola's {% note() %} … {% end %}
            if _DIAGRAM_NAME.fullmatch(body[1].lower()):
                tags.append(Skipped(line, f"chart or diagram ({kind} {body[1]}() {_CLOSER[kind]})",
                                    len(text[end:closing.start()].split())))
                pieces += [text[kept:begin], _blank(text[begin:closing.end()])]
                kept = pos = closing.end()
                continue
            said = spoken("{{", inner, True, language, rules)  # its title, before what it holds
            pieces += [text[kept:begin], said.text if said else "", _blank(text[begin:end]),
                       text[end:closing.start()], _blank(closing[0])]
            kept = pos = closing.end()
            continue
        if paired is None:
            said = None if _closing(kind, inner) else spoken(
                kind, inner, _alone(text, begin, end), language, rules,
                lambda nested: without_template_tags(nested, 0, language, rules)[0])
            if said is not None and said.guessed:
                tags.append(Skipped(line, f"template tag {_short(text[begin:end])}", 0, said=said.text))
            elif said is None and not _closing(kind, inner):
                tags.append(Skipped(line, f"template tag {_short(text[begin:end])}", len(inner.split())))
            wrap = "" if said else _wrapping(text, begin, end, kept)  # **{{ x }}**: no empty emphasis left
            shown = " ".join(said.text.split()) if said else _EMPTY_ELEMENT if _between_tags(text, begin, end) else ""
            if shown.endswith(TERMINAL) and text[end:end + 1].strip():  # a title before the text it heads
                shown += " "
            before = text[kept:begin - len(wrap)]
            if not shown and text[end + len(wrap):end + len(wrap) + 1] in (".", ",", ";", ":", "!", "?"):
                before = before.rstrip(" \t")  # "The price of the item is {{ price }}.": no space before its stop
            pieces += [before, shown, _blank(text[begin:end])]
            kept = pos = end + len(wrap)
        elif _formula_tag(kind, name):  # a formula: read as the page's own formulas are
            pieces += [text[kept:begin], *_formula(text, begin, end, paired)]
            kept = pos = paired.end()
        elif name == "raw":  # its text is shown as written, tags and all
            pieces += [text[kept:begin], _blank(text[begin:end]), text[end:paired.start()], _blank(paired[0])]
            kept = pos = paired.end()
        else:
            what = "code block" if (kind, name) in _CODE_TAGS or name not in _PAIRED \
                else "a template's macro, shown where it is called" if name == "macro" \
                else f"{kind} comment {_CLOSER[kind]}"
            if name not in _PAIRED and (_DIAGRAM_NAME.fullmatch(name) or (
                    (template := _template_of(name)) is not None and _draws(template))):
                what = f"chart or diagram ({kind} {name} {_CLOSER[kind]})"
            tags.append(Skipped(line, what, len(text[end:paired.start()].split())))
            pieces += [text[kept:begin], _blank(text[begin:paired.end()])]
            kept = pos = paired.end()
    pieces.append(text[kept:])
    return text[:start] + _without_attributes("".join(pieces)), tags


_BADGE_TEXT = re.compile(r"""<(?:Badge\b[^<>]*?\btext=(["'])(.*?)\1[^<>]*?/?>"""
                         r"""|[A-Z][\w.]*\b[^<>]*?\b(?:text|label)=(["'])(.*?)\3[^<>]*?/>)""", re.DOTALL)
"""A component in a sentence given its words as an attribute: a badge's text ("v3.8.2+", "New"), a button's label
(Starlight's ``<Modal id="glibc" label="glibc"/>``): the page shows them."""
_MD_VERSION = re.compile(r"<!--\s*md:version\s+(?:insiders-)?([\w.-]+)\s*-->")
"""Material for MkDocs' docs write a version's badge as a comment ("Prior to version <!-- md:version 8.5.6 -->"):
the page shows the version."""
_DEFINITION_MARK = re.compile(r"^:[ \t]+(?=\S)")
"""A definition's marker opening a paragraph: MDN's ``- : the definition`` under its term, PHP Markdown
Extra's and pymdownx's ``:   the definition``: the page shows none."""
_BRANCH_TAG = re.compile(r"\{%-?\s*(?P<name>if|ifversion|unless|case|elsif|elif|else|when|endif|endunless|endcase)\b"
                         r"(?P<expression>[^%]{0,300}?)-?%\}")
_OPENING = ("if", "ifversion", "unless", "case")


@dataclass
class _Condition:
    """An open condition: its tags (``{% if %}``, ``{% elsif %}`` … and the end tag) as they are found."""

    tags: list[re.Match[str]]


def rendered_branches(text: str, start: int = 0, variables: Mapping[str, object] = MappingProxyType({}),
                      version: str | None = None) -> tuple[str, list[Skipped]]:
    """``text`` with only the branch of each Liquid or Jinja condition the site renders (``{% if %}``,
    ``{% ifversion fpt %}``, ``{% unless %}``, ``{% case %}``), the others left out as empty lines.

    Where the conditions can be evaluated (:mod:`._conditions`: the guide's ``variables`` and ``version``,
    the page's front matter, the site's data), the branch they choose is read and the tags are taken out
    unreported: the page shows nothing else. Otherwise the first branch is read and the others (from
    ``{% else %}``, ``{% elsif %}`` or a second ``{% when %}`` to the end tag) are reported as another
    page's text (another product, version or setting); the tags are then the template step's.
    """
    if "{%" not in text:
        return text, []
    lines = _Lines(text)
    frames: list[_Condition] = []
    cut: list[tuple[int, int]] = []
    reported: set[tuple[int, int]] = set()  # branches left out unknowing which one the site shows
    for tag in _BRANCH_TAG.finditer(text, start):
        name = tag["name"]
        if name in _OPENING:
            frames.append(_Condition([tag]))
        elif not frames:
            continue
        elif name in ("elsif", "elif", "else", "when"):
            frames[-1].tags.append(tag)
        else:
            tags = [*frames.pop().tags, tag]
            if any(a <= tags[0].start() < b for a, b in cut):
                continue  # inside a branch left out already
            chosen = _chosen(tags, variables, version)
            bodies = [(tags[at].end(), tags[at + 1].start()) for at in range(len(tags) - 1)]
            if chosen is not None:
                cut += [(tag.start(), tag.end()) for tag in tags]
                cut += [body for at, body in enumerate(bodies) if at != chosen]
                continue
            first = 1 if tags[0]["name"] != "case" else 2  # a case's first branch is its first when
            if len(tags) > first + 1:
                cut.append((tags[first].start(), tags[-1].start()))
                reported.add(cut[-1])
    cut = sorted(inner for inner in cut if not any(outer != inner and outer[0] <= inner[0] and inner[1] <= outer[1]
                                                   for outer in cut))
    skipped = [Skipped(lines.at(a), "another branch of a condition (another version's text)",
                       len(_BRANCH_TAG.sub(" ", text[a:b]).split())) for a, b in cut if (a, b) in reported]
    for a, b in reversed(cut):
        text = text[:a] + _blank(text[a:b]) + text[b:]
    return text, skipped


def _chosen(tags: list[re.Match[str]], variables: Mapping[str, object], version: str | None) -> int | None:
    """Which branch of a condition (by its tags, the end tag last) the site renders: the index of the tag
    that opens it (``len(tags) - 1`` for none), or None when that cannot be known."""
    opening = tags[0]["name"]
    for at, tag in enumerate(tags[:-1]):
        name, expression = tag["name"], tag["expression"]
        if name == "else":
            return at
        if opening == "case":
            if name == "case":
                continue
            holds = case_matches(tags[0]["expression"], expression, variables)
        else:
            holds = conditions.holds("ifversion" if opening == "ifversion" else name, expression, variables, version)
        if holds is None:
            return None
        if holds:
            return at
    return len(tags) - 1


_RAW_BLOCK = re.compile(r"\{%-?\s*raw\s*-?%\}.*?\{%-?\s*endraw\s*-?%\}", re.DOTALL)
_CAPTURE = re.compile(r"\{%-?\s*capture\s+([\w-]+)\s*-?%\}(.*?)\{%-?\s*endcapture\s*-?%\}", re.DOTALL)
_PRINTED = re.compile(r"\{\{-?\s*([\w-]+)\s*(?:\|\s*markdownify\s*)?-?\}\}")
"""A variable printed as it is, or as Markdown: ``{{ notice-text | markdownify }}``."""
_ASSIGN = re.compile(r"""\{%-?\s*assign\s+(\w+)\s*=\s*(?:"([^"]*)"|'([^']*)')\s*-?%\}""")
_INCLUDE_TAG = re.compile(r"\{%-?\s*include\s[^%]*?-?%\}")
_VARIABLE_ARGUMENT = re.compile(r"\s+[\w-]+=([A-Za-z_]\w*)(?=\s|-?%\})")


_SET_BLOCK = re.compile(r"^([ \t]*)\{%-?\s*set\s+(\w+)\s*-?%\}[ \t]*\n(.*?)^[ \t]*\{%-?\s*endset\s*-?%\}[ \t]*$",
                        re.DOTALL | re.MULTILINE)
_CODE_FILTER = r"\{{\{{-?\s*{name}\s*\|\s*(?:highlight|code|codeblock)\b[^}}]*-?\}}\}}"


def _captured_code(text: str) -> str:
    """Nunjucks' ``{% set codeBlock %}…{% endset %}`` printed through a filter that highlights it (Eleventy's
    ``{{ codeBlock | highlight("bash") | safe }}``): a code block where it is captured, on its lines (left out and
    reported as code), its print tag nothing; never its code read as prose."""
    def fenced(found: re.Match[str]) -> str:
        printed = re.compile(_CODE_FILTER.format(name=re.escape(found[2])))
        if not printed.search(text, found.end()):
            return found[0]
        return f"{found[1]}```\n{found[3]}{found[1]}```"

    fenced_text = _SET_BLOCK.sub(fenced, text)
    names = {found[2] for found in _SET_BLOCK.finditer(text)}
    for name in names:
        fenced_text = re.sub(_CODE_FILTER.format(name=re.escape(name)), "", fenced_text)
    return fenced_text


def _with_variables(text: str) -> str:
    """``text`` with Liquid's variables given to includes: ``{% capture company_note %}…{% endcapture %}`` (or
    ``{% assign company_note = "…" %}``) then ``{% include note.html content=company_note %}`` shows the captured
    text in the include, not where it is captured; the include is left with its other arguments, the text after
    it (a capture given to no include is read where it is written). Outside ``{% raw %}`` examples."""
    raw = [(found.start(), found.end()) for found in _RAW_BLOCK.finditer(text)]

    def outside(found: re.Match[str]) -> bool:
        return not any(begin <= found.start() < end for begin, end in raw)

    captures = [found for found in _CAPTURE.finditer(text) if outside(found)]
    values = {found[1]: found[2] for found in captures}
    values.update({found[1]: found[2] if found[2] is not None else found[3]
                   for found in _ASSIGN.finditer(text) if outside(found)})
    if not values:
        return text

    def given(tag: re.Match[str]) -> str:
        if not outside(tag):
            return tag[0]
        shown = [found[1] for found in _VARIABLE_ARGUMENT.finditer(tag[0]) if found[1] in values]
        if not shown:
            return tag[0]
        kept = _VARIABLE_ARGUMENT.sub(lambda found: "" if found[1] in values else found[0], tag[0])
        return kept + " " + " ".join(values[name].strip() for name in shown)

    used = {found[1] for tag in _INCLUDE_TAG.finditer(text) if outside(tag)
            for found in _VARIABLE_ARGUMENT.finditer(tag[0])}
    printed = {found[1] for found in _PRINTED.finditer(text) if outside(found) and found[1] in values}
    for found in reversed(captures):  # one given to an include or printed elsewhere shows nothing where it is captured
        if found[1] in used or found[1] in printed:
            text = text[:found.start()] + _blank(found[0]) + text[found.end():]
    if printed:  # "{{ notice-text | markdownify }}" inside Minimal Mistakes' notice: the captured text, there
        text = _PRINTED.sub(lambda found: f"\n\n{textwrap.dedent(values[found[1]]).strip()}\n\n"  # apart from the HTML
                            if found[1] in printed and outside(found) else found[0], text)
    return _INCLUDE_TAG.sub(given, text)


def _wrapping(text: str, begin: int, end: int, kept: int) -> str:
    """The emphasis marks right around the tag at ``begin:end`` (``**``, ``_``), if any."""
    for mark in ("**", "__", "*", "_"):
        if begin - len(mark) >= kept and text[begin - len(mark):begin] == mark == text[end:end + len(mark)]:
            return mark
    return ""


_EMPTY_ELEMENT = "<span></span>"
"""What stands for a value left out on a line of its own between an HTML block's tags: a blank line would end
the block there."""


def _between_tags(text: str, begin: int, end: int) -> bool:
    """Whether the tag at ``begin:end`` stands alone on its line between lines of HTML tags (Vue's
    ``{{ count }}`` between two ``<button>`` lines)."""
    line_start = text.rfind("\n", 0, begin) + 1
    line_end = text.find("\n", end)
    if line_end < 0 or text[line_start:begin].strip() or text[end:line_end].strip():
        return False
    before = text[text.rfind("\n", 0, max(0, line_start - 1)) + 1:max(0, line_start - 1)].strip()
    after = text[line_end + 1:(text.find("\n", line_end + 1) + 1 or len(text) + 1) - 1].strip()
    return before.startswith("<") and before.endswith(">") and after.startswith("<")


def _alone(text: str, begin: int, end: int) -> bool:
    """Whether the tag at ``begin:end`` stands alone on its line(s): a block, not words in a sentence."""
    line_start = text.rfind("\n", 0, begin) + 1
    line_end = text.find("\n", end)
    return not text[line_start:begin].strip(" \t>*-+") and not text[end:line_end if line_end >= 0 else None].strip()


def _without_attributes(text: str) -> str:
    """``text`` without kramdown's attribute lists, but for one written as code (`` `{: .notice}` ``)."""
    formulas = _math.math_spans(text)

    def markup(match: re.Match[str]) -> str:
        code = text[match.start() - 1:match.start()] == "`" == text[match.end():match.end() + 1]
        in_formula = any(start < match.start() < end for start, end in formulas)  # \sum_{n=1}: no attributes
        if code or in_formula:
            return match[0]
        if _BUTTON.search(match[0]) and re.match(r"[ \t]*\n[ \t]*\[", text[match.end():]):
            return "."  # a row of buttons, a line each: each its own label, not one run-on phrase
        return ""

    if "]{" in text:  # [words]{lang=en}, the Markdown form of <span lang="en">words</span>: kept as that
        def span(found: re.Match[str]) -> str:
            line_start = text.rfind("\n", 0, found.start()) + 1
            if text.count("`", line_start, found.start()) % 2:  # inside inline code: as written
                return found[0]
            return f'<span lang="{found[2]}">{found[1]}</span>'

        text = _LANG_SPAN.sub(span, text)
    if "dark" in text:  # a picture shown only in the dark theme: its light twin is read
        text = _DARK_ONLY_IMAGE.sub("", text)
    if "](" in text:  # "[…](https://…?departamento=rio chico)": Python-Markdown's link, spaces and all
        text = _SPACED_ADDRESS.sub(lambda found: found[1] + found[2].replace(" ", "%20") + ")", text)
        text = re.sub(r"\]\(@ref(?:\s+[^()\n]*)?\)", "](#)", text)  # Documenter.jl's "[text](@ref id)": a link
    if "?[" in text:  # LiaScript's video "!?[alt](url)" and embed "??[alt](url)": shown as a picture is
        text = re.sub(r"(?<![\w!?\\])[!?]\?\[(?=[^\]\n]*\]\()", "![", text)
    if "[!" in text:  # Adobe's Experience League: "[!UICONTROL Save]", "[!DNL Analytics]": the words the page shows
        text = re.sub(r"\[!(?:UICONTROL|DNL)\s+([^\]\n]+)\]", r"\1", text)
    if "$$" in text:  # a line of a display formula never a heading's underline nor a list's item
        text = _guarded_display_math(text)
    if "(PART)" in text or "(APPENDIX)" in text:  # bookdown's part heading: a heading of its table of contents only
        text = _BOOKDOWN_PART.sub("", text)
    if "{" in text:  # "# Prefacio{-}": Pandoc's attributes glued to a heading's text are its attributes still
        text = _GLUED_HEADING_ATTRIBUTES.sub(r"\1 \2", text)
    return _ATTRIBUTES.sub(markup, text)


_MATH_LINE_MARKUP = re.compile(r"^([ \t]*)(?=[=+*#>|-]|\d+[.)](?:\s|$))")
"""A line of a formula that Markdown would read as markup: a setext underline (``=``), an item, a heading, a quote."""


def _guarded_display_math(text: str) -> str:
    """``text`` with each line inside a ``$$ … $$`` formula that Markdown would take for markup (a line of only ``=``
    under ``f(x)``, a ``- b`` or ``+ c`` starting a line) led by an empty TeX group (``{}=``), which the formula shows
    and reads as before: the formula is one, as Pandoc and MathJax find it before any line is parsed. A ``$$`` that no
    line closes within :data:`_MATH_LINES` opens no formula."""
    lines = text.split("\n")
    fence, inside = "", False
    for number, line in enumerate(lines):
        stripped = line.strip()
        if not inside and (opening := re.match(r"(`{3,}|~{3,})", stripped)) is not None:
            fence = "" if fence and stripped.startswith(fence) else fence or opening[1]
            continue
        if fence:
            continue
        if inside:
            if stripped.endswith("$$"):
                inside = False
                if stripped == "$$":
                    continue
            lines[number] = _MATH_LINE_MARKUP.sub(r"\1{}", line, count=1)
        elif stripped.startswith("$$") and stripped.count("$$") == 1:
            inside = _closed(lines[number + 1:number + 1 + _MATH_LINES])
    return "\n".join(lines)


def _closed(after: list[str]) -> bool:
    """Whether a ``$$`` formula opened before the lines ``after`` closes in them (a line ending with ``$$``): else
    the ``$$`` is prose ("$$ means a main course costs $15 to $30", Bash's PID), and the lines after it markup."""
    return any(line.strip().endswith("$$") for line in after)


_MATH_LINES = 40
"""The most lines after its ``$$`` that a formula's closing ``$$`` is looked for in."""


_BOOKDOWN_PART = re.compile(r"^#[ \t]+\((?:PART|APPENDIX)\*?\)[^\n]*", re.MULTILINE)
"""bookdown's ``# (PART) R {-}`` and ``# (APPENDIX) Apéndice {-}``: a part's title in the book's table of contents,
no chapter of its text."""
_GLUED_HEADING_ATTRIBUTES = re.compile(
    r"^(#{1,6}[ \t]+[^\n]*?[^\s\\{])(\{[ \t]*(?:-|\.unnumbered|\.unlisted|#[\w:.-]+)(?:[ \t][^}\n]*)?\}[ \t]*)$",
    re.MULTILINE)
"""A heading's ``{-}``, ``{.unnumbered}`` or ``{#id}`` written without a space before it (``# Prefacio{-}``)."""


_DARK_ONLY_IMAGE = re.compile(r"!\[[^\]\n]*\]\([^)\n]*\)\{:?[ \t]*(?:[^}\n]*\s)?\.dark\b[^}\n]*\}"
                              r"|!\[[^\]\n]*\]\([^)\s]*#(?:gh-)?(?:dark-mode-only|only-dark)\)")
"""An image the page shows in its dark theme only (Chirpy's ``{: .dark }``, GitHub's ``#gh-dark-mode-only``)."""


class _Lines:
    """Line numbers of increasing offsets in a text, counted once."""

    def __init__(self, text: str) -> None:
        self.text, self.offset, self.line = text, 0, 1

    def at(self, offset: int) -> int:
        self.line += self.text.count("\n", self.offset, offset)
        self.offset = offset
        return self.line


_ZOLA_BODY = re.compile(r"^\s*-?\s*([A-Za-z_]\w*)\s*\((.*)\)\s*-?\s*$", re.DOTALL)
_ZOLA_END = re.compile(r"\{%-?\s*end\s*-?%\}")
"""Zola's shortcode with a body, ``{% quote(author="…") %}`` … ``{% end %}``: what it holds is Markdown the page
shows."""
_DIAGRAM_NAME = re.compile(r"mermaid|chart|diagram|plantuml|graphviz|kroki|d2|echarts")
_PAIRED = frozenset({"comment", "raw", "filename", "macro", "codeblock", *_HUGO_CODE})
"""Tags whose pair holds no prose: code, a comment, text shown as written, or a Jinja macro (mkdocs-macros) whose body
is shown where it is called, not where it is defined."""


def _hugo_pair(kind: str, name: str) -> bool:
    """Whether a Hugo shortcode named ``name`` holds no prose whatever its site's template: a formula
    (:data:`_HUGO_MATH`) or what a diagram's or a chart's library draws (``{{< mermaid >}}``)."""
    return kind in ("{{<", "{{%") and (name in _HUGO_MATH or _DIAGRAM_NAME.fullmatch(name) is not None)


def _formula_tag(kind: str, name: str) -> bool:
    """Whether a tag named ``name`` opens a formula: Hugo's ``{{< katex >}}``, Liquid's ``{% katex %}``."""
    return name in _HUGO_MATH if kind in ("{{<", "{{%") else kind == "{%" and name in _LIQUID_MATH


def _formula(text: str, begin: int, end: int, closing: re.Match[str]) -> list[str]:
    """A formula shortcode's pair (its opening tag from ``begin`` to ``end``) as the Markdown's own formula: ``$$``
    around it where it is displayed, ``\\(`` and ``\\)`` within a line; every line kept."""
    body = text[end:closing.start()]
    shown = re.search(r"\bdisplay\b", text[begin:end]) is not None \
        or (body.startswith("\n") and body.rstrip(" \t").endswith("\n"))
    opening, ending = ("$$", "$$") if shown else ("\\(", "\\)")
    return [opening, _blank(text[begin:end]), body if shown else body.strip(" \t"), ending, _blank(closing[0])]


_PAGE_LINK = re.compile(r"""\b(?:(?:rel)?ref\s*=\s*["']|href\s*=\s*["'](?![a-z][\w+.-]*:|//))""", re.IGNORECASE)
"""A Hugo theme's button that links to another page of the site (Geekdoc's and hugo-book's ``{{< button
relref="getting-started" >}}``, ``href="/docs/"``; not one to another site): the page's navigation (a "previous" or
"next" page, a call to go on), no text of it when it stands on its own lines."""
_HTML_TAG = re.compile(r"<[^<>]*>")


def _own_line(text: str, begin: int, end: int) -> bool:
    """Whether ``text[begin:end]`` stands on lines of its own, nothing before it on its first nor after it on its
    last."""
    before = text[text.rfind("\n", 0, begin) + 1:begin]
    after_end = text.find("\n", end)
    after = text[end:after_end if after_end >= 0 else len(text)]
    return not before.strip() and not after.strip()


def _tag_name(inner: str) -> str:
    found = re.match(r"[\s\-/*]*(\w[\w-]*)", inner)
    return found[1].lower() if found else ""


def _closing(kind: str, inner: str) -> bool:
    """``{% endif %}``, ``{{< /notice >}}``: the end of a pair, reported with its start."""
    return inner.strip(" \t\n-").startswith("/") or (kind == "{%" and _tag_name(inner).startswith("end"))


def _paired_end(
    text: str, kind: str, name: str, start: int, ends: dict[str, list[re.Match[str]]]
) -> re.Match[str] | None:
    """The tag that ends the pair opened before ``start`` (``{% endhighlight %}``), if near enough.

    Each kind of end tag is found once in ``text`` and kept in ``ends``: a document of many
    unclosed ``{% highlight %}`` tags is not searched again for each.
    """
    if kind == "{%" and (name in _PAIRED or name in _LIQUID_MATH):
        pattern = rf"\{{%-?\s*end{name}\s*-?%\}}"
    elif _hugo_pair(kind, name) or (kind in ("{{<", "{{%") and name in (*_HUGO_CODE, "comment")):  # Docsy's
        # {{< comment >}}: hidden
        pattern = rf"\{{\{{[<%]\s*/\s*{re.escape(name)}\s*[>%]\}}\}}"
    else:
        return None
    if pattern not in ends:
        ends[pattern] = list(re.finditer(pattern, text))
    found = ends[pattern]
    at = bisect.bisect_left(found, start, key=lambda match: match.start())
    if at < len(found) and found[at].end() - start <= PAIRED_CHARS:
        return found[at]
    return None


_ADDRESS_BEFORE = re.compile(r"(?:\]:[ \t]*|\]\(<?)([^()\s<>]*)$")
"""What stands before a tag in a link's address: a definition's ``[label]: `` or an inline link's ``](``, and
the address written before the tag (``](/docs/{{ page.lang }}/``)."""
_DEFINITION_START = re.compile(r"[ \t]{0,3}\[[^\]^][^\]]*\]:")
def _in_code_span(text: str, at: int) -> bool:
    """Whether ``at`` is inside inline code on its line of ``text``."""
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    return inside_code_span(text[start:end if end >= 0 else len(text)], at - start)


def _in_code(text: str, at: int) -> bool:
    """Whether ``at`` is inside inline code on its line of ``text``: a code span, or an HTML ``<code>`` element (a
    table's cell)."""
    start = text.rfind("\n", 0, at) + 1
    return _in_code_span(text, at) or any(
        found.start(1) <= at < found.end(1) for found in _CODE_ELEMENT.finditer(text, start, max(at, start) + 1)
        if found.start() < at) or _CODE_ELEMENT_OPEN.search(text, start, at) is not None


_CODE_ELEMENT = re.compile(r"<code\b[^>\n]*>(.*?)</code>", re.IGNORECASE)
_CODE_ELEMENT_OPEN = re.compile(r"<code\b[^>\n]*>(?:(?!</code>)[^\n])*$", re.IGNORECASE)
"""An HTML ``<code>`` element on one line, and one opened before a place on its line and not closed there."""
LIQUID_SITES = ("_config.yml", "_config.yaml", ".eleventy.js", "eleventy.config.js", "eleventy.config.mjs",
                "eleventy.config.cjs", "book.json")
"""What the root of a site holds whose generator runs Liquid or Nunjucks tags before the Markdown is read, in
inline code too (Jekyll, Hexo, Eleventy, GitBook's legacy)."""


def _runs_tags_in_code() -> bool:
    """Whether the page's site runs template tags written in inline code: a Liquid or Nunjucks site's
    (:data:`LIQUID_SITES`) or an MkDocs site's that renders Jinja; a page of no such site (a repository's README,
    Hugo's, Docusaurus') shows them as written. A page read alone, of no known file, is taken to be a Liquid
    site's."""
    document = DOCUMENT.get()
    if document is None:
        return True
    if _hugo_page():
        return False
    return mkdocs_site(document) is not None or any(
        (folder / marker).is_file() for folder in document.parents for marker in LIQUID_SITES)


def _hugo_page() -> bool:
    """Whether the page is a Hugo site's (``hugo.toml``, ``hugo.yaml`` or ``hugo.json`` above it), whose text
    Hugo shows as written but for shortcodes: ``{{projectID}}`` in inline code is what the page shows."""
    document = DOCUMENT.get()
    return document is not None and any((folder / f"hugo.{kind}").is_file()
                                        for folder in document.parents for kind in ("toml", "yaml", "json"))


def _shows_code(name: str) -> bool:
    """Whether the Hugo site's own shortcode ``name`` shows code, or draws what it holds: its template
    (``layouts/shortcodes/``, or a theme's) highlights or preformats it (KIND's ``codeFromInline``), or hands it
    to a script (Congo's ``chart``) or a drawing library (``mermaid``); without one, a name that says so
    (``codeblock``)."""
    if name in _PAIRED or name in ("tab", "card", "tabpane"):
        return False
    template = _template_of(name)
    if template is not None:
        return _highlights(template) or _draws(template)
    return re.fullmatch(r"code[\w-]*|[\w-]*code(?:block)?", name) is not None and name not in _KNOWN_CALLS


def _template_of(name: str) -> Path | None:
    """The template of the Hugo site's own shortcode ``name``, where the page's site has one."""
    document = DOCUMENT.get()
    for folder in document.parents if document is not None else ():
        for templates in (folder / "layouts" / "shortcodes", folder / "layouts" / "_shortcodes",
                          *sorted((folder / "themes").glob("*/layouts/shortcodes"))):
            template = _templates(templates).get(name)
            if template is not None:
                return template
        if (folder / "config.toml").is_file() or (folder / "hugo.toml").is_file() or (folder / "hugo.yaml").is_file():
            break
    return None


@functools.lru_cache(maxsize=64)
def _templates(folder: Path) -> dict[str, Path]:
    """A Hugo site's shortcode templates in ``folder``, by name in lower case (Hugo's names are)."""
    try:
        return {path.stem.lower(): path for path in folder.glob("*.html")} if folder.is_dir() else {}
    except OSError:
        return {}


@functools.lru_cache(maxsize=64)
def _highlights(template: Path) -> bool:
    try:
        source = template.read_text(encoding="utf-8", errors="replace")[:100_000]
    except OSError:
        return False
    return ".Inner" in source and re.search(r"\bhighlight\b|transform\.Highlight|<pre\b", source) is not None


_DRAWN_INNER = re.compile(
    r"<script\b(?:(?!</script>).)*\.Inner|<(?:div|pre)\b[^<>]*\bclass=[\"'][^\"']*\b(?:mermaid|chart|plantuml|graphviz"
    r"|kroki|diagram)\b[^<>]*>\s*\{\{-?\s*\.Inner\b", re.DOTALL | re.IGNORECASE)
"""A template that hands what its shortcode holds to a script (``new Chart(ctx, {{ .Inner | safeJS }})``) or to a
drawing library by its element's class (``<div class="mermaid">{{ .Inner }}</div>``): a chart or a diagram."""


@functools.lru_cache(maxsize=64)
def _draws(template: Path) -> bool:
    try:
        source = template.read_text(encoding="utf-8", errors="replace")[:100_000]
    except OSError:
        return False
    return _DRAWN_INNER.search(source) is not None


_TABPANE = re.compile(r"\{\{[<%]\s*(/)?\s*tabpane\b([^}]*?)[>%]\}\}")
_TEXT_ARGUMENT = re.compile(r"\btext\s*=\s*[\"']?(true|false)\b")


def _code_pane(text: str, begin: int, name: str, inner: str) -> bool:
    """Whether Docsy's ``tab`` (or ``card``) opened at ``begin`` shows code: a card with ``code=true``; a tab
    unless it or its ``tabpane`` says ``text=true`` (Docsy highlights a tab's content by default)."""
    if name == "card":
        return re.search(r"\bcode\s*=\s*[\"']?true\b", inner) is not None
    own = _TEXT_ARGUMENT.search(inner)
    if own is not None:
        return own[1] == "false"
    panes = list(_TABPANE.finditer(text, max(0, begin - PAIRED_CHARS), begin))
    pane = panes[-1] if panes else None
    if pane is None or pane[1]:  # no tabpane open around it (a closing one is the last)
        return False
    shown = _TEXT_ARGUMENT.search(pane[2])
    return shown is None or shown[1] == "false"


def _pair_end(text: str, name: str, start: int, ends: dict[str, list[re.Match[str]]]) -> re.Match[str] | None:
    """The ``{{< /name >}}`` closing the Hugo shortcode opened before ``start``, if near enough."""
    pattern = rf"\{{\{{[<%]\s*/\s*{re.escape(name)}\s*[>%]\}}\}}"
    if pattern not in ends:
        ends[pattern] = list(re.finditer(pattern, text, re.IGNORECASE))  # Hugo's names are in any case
    found = ends[pattern]
    at = bisect.bisect_left(found, start, key=lambda match: match.start())
    return found[at] if at < len(found) and found[at].end() - start <= PAIRED_CHARS else None


def _elided(words: list[str], at: int) -> bool:
    """Whether the word ``at`` of inline code is an ellipsis between two of its words (``a[1], ..., a[n-1]``):
    elements left out, shown as written, as is one that ends the code or its brackets (``get(url, ...)``: a
    function's further arguments, which the speech reads "dot dot dot")."""
    return at > 0 and _BRACKETED_ELLIPSIS.fullmatch(words[at]) is not None and not words[at].startswith(("(", "[", "{"))


def _code_of(row: list[tuple[str, tuple[Span, ...]]]) -> tuple[Span, ...]:
    """A row's inline code, cell by cell, to be found in the row's sentence by its words."""
    return tuple(span for _, code in row for span in code)


def _cut_by_dropping(code: str) -> bool:
    """Whether inline code of words and symbols would be other code with its pieces of symbols only left out: a
    piece that is no emphasis mark, ellipsis, run of one symbol or operator between words (``() => {}``, a grammar's
    ``[ VLQ ]``, ``<...>``). Such code is kept whole, as the page shows it, for the speech rules to name its symbols:
    "httpServer.on('close')" or "VLQ VLQ VLQ" would be code the page does not show."""
    words = code.split()
    if words and words[0] in _PROMPTS:  # "$ pip install fancylib": a shell's prompt, not the command's
        words = words[1:]
    if len(words) < 2 or not _LETTER_OR_DIGIT.search(code) or _ATTRIBUTE_LIST.fullmatch(code.strip()):
        return False
    return any(not _LETTER_OR_DIGIT.search(word) and not _operator(words, at) and not _elided(words, at)
               and not _QUOTED_RUN.search(word) and word.strip("*_~") and not _SYMBOL_RUN.fullmatch(word.strip("*_~"))
               and not _BRACKETED_ELLIPSIS.fullmatch(word) and word not in ("<", ">") and word not in _CODE_OPERATORS
               for at, word in enumerate(words))


_PROMPTS = frozenset({"$", "%", ">", "#", "PS>", ">>>"})
"""A shell's or an interpreter's prompt before a command shown as inline code."""
_ATTRIBUTE_LIST = re.compile(r"\{:\s*[^{}]*\}")
"""Kramdown's attribute list shown as code (``{: .notice}``): read as the class it names, as before."""
_BRACKETED_ELLIPSIS = re.compile(r"[\[({]?(?:\.\.\.|…)[\])}]*[,;]?")
"""An ellipsis, in brackets or closing them (``{...}``, ``get(url, ...)``): elements left out, not code of its own."""


def _before_dropped(words: list[str]) -> list[str]:
    """Inline code's words, a word before one of symbols only (which is not read) without the comma that led
    to it and with the brackets it closes: ``get(url, ...)`` is read "get(url)", not "get(url,"."""
    out = list(words)
    for at in range(1, len(out)):
        if not _LETTER_OR_DIGIT.search(out[at]) and _LETTER_OR_DIGIT.search(out[at - 1]) \
                and out[at - 1].endswith((",", ";")) and not _elided(out, at):
            closing = "".join(mark for mark in out[at] if mark in ")]}")
            out[at - 1] = out[at - 1].rstrip(",;") + closing
    return out


def _short(markup: str, limit: int = 60) -> str:
    flat = " ".join(markup.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


# ---------------------------------------------------------------- reading


@dataclass(frozen=True)
class _Found:
    block: Block
    notes: tuple[int, ...] = ()
    """The footnotes (markdown-it's ids) the block refers to, in order."""
    last: int = 0
    """The last line of a paragraph or heading (0: not known)."""


class _MarkdownReading:
    """One document's reading: its blocks, footnotes and what was left out."""

    def __init__(self, name: str, where: Callable[[int], int] = lambda line: line,
                 hidden: frozenset[str] = frozenset(), mdx: bool | None = None) -> None:
        self.name = name
        self.hidden = hidden
        """Classes whose elements are not read (:attr:`MarkdownOptions.hidden_classes`)."""
        self.where = where
        """The line of the page a line of the text read is (one an included file's text stands on)."""
        self.docfx = False
        """Whether the page is docfx's (it has a ``uid:`` or a cross reference): ``@"System.String"`` is one."""
        self.md = _markdown()
        self.env: dict[str, Any] = {_MDX: name.lower().endswith(".mdx") if mdx is None else mdx}
        if self.env[_MDX]:  # MDX 2 and later have no indented code: text indented in a component is its text
            self.md.disable("code")
        self.language = "en"
        """The page's language, for the names of quote marks in inline code."""
        self.skipped: list[Skipped] = []
        self.logged: list[Skipped] = []
        """Left out and already named in a warning of its own (text nested too deep)."""
        self.code: list[tuple[int, int, int]] = []
        """Code blocks' lines (first, last) and report's index: a template tag in one is part of it."""
        self.said_code: list[tuple[str, int]] = []
        """Inline code as read, in the order read, each with the times its words were shown before it in its
        block's text (see :func:`.placed_code`): a block's is what was added while its text was read."""
        self.definitions: dict[str, list[_Found]] = {}
        self.definition_lines: dict[str, int] = {}
        self.equations = _math.Equations()
        """The page's numbered formulas, for ``\\eqref``."""
        self.legend: dict[str, str] = {}
        """The words the page's legend gives the symbols in its tables ("Available" for ``:heavy_check_mark:``)."""
        self.labels: set[str] = set()
        """Labels that lines of the page define (``[tabs]: page.md``), where CommonMark takes none (a definition
        right after a paragraph's line, which Python-Markdown and kramdown read)."""
        self.steps: str | None = None
        """The word the page refers to its numbered steps by ("Step", "Étape"), where it refers to one by its number
        ("proceed to Step 4"): its ordered lists' items are read with their numbers after it."""

    def skip(self, line: int, what: str, words: int) -> None:
        self.skipped.append(Skipped(line, what, words))

    def _hiding_element(self, html: str, hidden: str | None) -> re.Match[str] | None:
        """An inline element of a hidden class (``<span class="options-api">``), or, inside one, a tag of its
        name (so that it closes where it does)."""
        found = _ELEMENT_TAG.fullmatch(html)
        if found is None or (hidden is not None and found[2].lower() != hidden):
            return None
        if hidden is None and (found[1] or not self.hidden & set((_CLASSES.search(html) or ["", ""])[1].split())):
            return None
        return found

    def report(self, tags: Sequence[Skipped]) -> list[Skipped]:
        """Everything left out, in the order of the document, each with its warning."""
        code = sorted(self.code)
        outside = []
        for tag in tags:  # a tag in a code block is part of it (Jekyll would have run it)
            at = bisect.bisect_right(code, (tag.line, float("inf"))) - 1
            if at < 0 or code[at][1] < tag.line:
                outside.append(tag)
            else:
                block = code[at][2]
                self.skipped[block] = replace(self.skipped[block], words=self.skipped[block].words + tag.words)
        skipped = sorted([replace(s, line=self.where(s.line)) for s in [*self.skipped, *outside]], key=lambda s: s.line)
        report(skipped, self.name)
        return sorted([*skipped, *(replace(s, line=self.where(s.line)) for s in self.logged)], key=lambda s: s.line)

    def blocks(self, source: str, offset: int = 0, depth: int = 0) -> list[_Found]:
        """The blocks of Markdown ``source``, whose first line is line ``offset + 1`` of the file."""
        tokens = self.md.parse(source, self.env)
        self.equations.number(tokens)
        for first, _last, words, read in _too_deep(tokens, source.splitlines(), self.name, offset, self.where):
            self.logged.append(Skipped(first, f"text nested more than {read} levels deep", words))
        found: list[_Found] = []
        sink = found
        quotes = 0  # a heading in a quote titles the quote (a lesson's "> ## Challenge" box), not a chapter
        contents = _contents(tokens)
        items = 0  # list items open around the token: a step's number is read in the outermost list only
        numbers: list[int] = []  # the number each open list shows on its next item ("1. 1. 1." shows 1, 2, 3)
        index = 0
        while index < len(tokens):
            token = tokens[index]
            line = offset + (token.map[0] + 1 if token.map else 1)
            items += {"list_item_open": 1, "list_item_close": -1}.get(token.type, 0)
            if token.type in ("ordered_list_open", "bullet_list_open"):
                numbers.append(int(token.attrs.get("start", 1) or 1))
            elif token.type in ("ordered_list_close", "bullet_list_close") and numbers:
                numbers.pop()
            elif token.type == "list_item_close" and numbers:
                numbers[-1] += 1
            if index in contents:
                self.skip(line, "table of contents", sum(len(_shown(t).split()) for t in
                                                         tokens[index:contents[index] + 1] if t.type == "inline"))
                index = contents[index]
            elif token.type in ("blockquote_open", "blockquote_close"):
                quotes += 1 if token.type == "blockquote_open" else -1
            elif token.type == "footnote_reference_open":
                sink = self.definitions.setdefault(token.meta["label"], [])
                self.definition_lines.setdefault(token.meta["label"], line)
            elif token.type == "footnote_reference_close":
                sink = found
            elif token.type == "table_open":
                close = next(i for i in range(index, len(tokens)) if tokens[i].type == "table_close"
                             and tokens[i].level == token.level)
                sink += self._table(tokens[index:close], line, _leads_in(sink, line))
                index = close
            elif (formula := _math.display_formula(token)) is not None:
                if text := self._math(formula, line):
                    sink.append(_Found(Block(_math.sentence(text), line)))
            elif token.type in ("fence", "code_block"):
                self.code.append((line, offset + (token.map[1] if token.map else line), len(self.skipped)))
                self.skip(line, "code block", len(token.content.split()))
            elif token.type == "html_block" and (pause := _PAUSE.fullmatch(token.content.strip())):
                seconds = pause_of(pause[1], self.name, self.where(line))
                if seconds is not None:
                    sink.append(_Found(Block("", line, pause=seconds)))
            elif token.type == "html_block":
                sink += self._html(token.content, line, depth)
            elif token.type == "inline" and index > 0:
                opener = tokens[index - 1]
                if opener.type == "paragraph_open" and _only_badges(token.children or []):
                    self.skip(line, "badges", sum(len(image.content.split()) for image in token.children or []
                                                  if image.type == "image"))
                elif opener.type == "paragraph_open" and _PIPE_ROWS.fullmatch(token.content):
                    # rows of cells without a delimiter row: kramdown's table (Jekyll, GitHub Pages), as one
                    shown = re.sub(r"\]\([^)\n]*\)", "]", token.content)  # a link's words, not its address
                    self.skip(line, "table", len(re.findall(r"[^\W\d_]+", shown)))
                elif opener.type in ("heading_open", "paragraph_open"):
                    children = token.children or []
                    task = None
                    if index > 1 and tokens[index - 2].type == "list_item_open" and \
                            (task := _TASK_MARK.match(token.content)):  # a task list's box: a checkbox, no words
                        children = (self.md.parseInline(token.content[task.end():], self.env)[0].children or [])
                    first_code = len(self.said_code)
                    text, notes = self._inline(children, line)
                    if task and task[0][1] in "xX" and text:  # a ticked box: said, as the page shows it
                        text = f"{TASK_DONE.get(self.language[:2], TASK_DONE['en'])}: {text}"
                    if self.steps and items == 1 and opener.type == "paragraph_open" \
                            and tokens[index - 2].type == "list_item_open" and tokens[index - 2].info.isdigit() \
                            and numbers:
                        text = numbered_step(text, self.steps, str(numbers[-1]))
                    text, spans = take_spans(_DEFINITION_MARK.sub("", text))
                    code = self._code_since(first_code, text)
                    if text:
                        level = int(opener.tag[1]) if opener.type == "heading_open" and not quotes else 0
                        last = offset + opener.map[1] if opener.map else line
                        sink.append(_Found(Block(text, line, level, spans=() if level else spans, code=code),
                                           notes, last))
            index += 1
        return found

    # ------------------------------------------------------------ boxes and their titles

    def boxed(self, found: list[_Found], resolved: Resolved) -> list[_Found]:
        """Headings inside boxes (admonitions, tabs, components) as paragraphs of their chapter, and
        each box's title read as a lead-in before the first paragraph in it ("Title: text…").

        A title with nothing read under it (a tab holding only code) is left out and reported.
        """
        def inside(line: int) -> bool:
            return any(first < line <= last for first, last in resolved.boxes)

        items = [replace(item, block=replace(item.block, level=0)) if item.block.level and inside(item.block.line)
                 else item for item in found]

        def empty(at: int) -> bool:  # a title whose box holds nothing read (a tab of code only)
            item, end = items[at], resolved.lead_ins.get(items[at].block.line)
            following = items[at + 1] if at + 1 < len(items) else None
            return (end is not None and item.block.level == 0 and item.last in (0, item.block.line)
                    and (following is None or not item.block.line < following.block.line <= end))

        emptied: list[Skipped] = []
        for at in reversed(range(len(items))):  # from the end: a box of empty boxes is empty too
            if empty(at):
                emptied.append(Skipped(items[at].block.line, f"title {_short(items[at].block.text)!r} (nothing"
                                       " under it is read)", len(items[at].block.text.split())))
                del items[at]
        self.skipped += reversed(emptied)
        result: list[_Found] = []
        index = 0
        while index < len(items):
            item = items[index]
            end = resolved.lead_ins.get(item.block.line)
            alone = item.block.level == 0 and item.last in (0, item.block.line)
            if end is None or not alone:
                result.append(item)
                index += 1
                continue
            after = items[index + 1] if index + 1 < len(items) else None
            if after is not None and item.block.line < after.block.line <= end:
                if after.block.level == 0 and after.block.pause is None:
                    text = f"{item.block.text} {after.block.text}"
                    shift = len(item.block.text) + 1
                    code = tuple((start + shift, end + shift, code) if end else (start, end, code)
                                 for start, end, code in after.block.code)
                    result.append(_Found(replace(after.block, text=text, line=item.block.line, code=code),
                                         item.notes + after.notes, after.last))
                    index += 2
                    continue
                result.append(item)
            else:
                self.skip(item.block.line, f"title {_short(item.block.text)!r} (nothing under it is read)",
                          len(item.block.text.split()))
            index += 1
        return result

    # ------------------------------------------------------------ footnotes

    def with_notes(self, found: list[_Found]) -> list[Block]:
        """The blocks, each footnote's paragraphs after the block that first refers to it.

        Notes are numbered in the order they are first referred to, as sites number them;
        a definition no text refers to is reported.
        """
        notes: dict[int, dict[str, Any]] = self.env.get("footnotes", {}).get("list", {})
        blocks: list[Block] = []
        placed: set[int] = set()
        for item in found:
            blocks.append(item.block)
            waiting = list(item.notes)
            while waiting:
                note = waiting.pop(0)
                if note in placed or note not in notes:
                    continue
                placed.add(note)
                for part in self._note(notes[note], item.block.line):
                    blocks.append(replace(part.block, level=0, note=note + 1))
                    waiting += part.notes
        used = {notes[note].get("label") for note in placed}
        for label, parts in self.definitions.items():
            if label not in used:
                words = sum(len(part.block.text.split()) for part in parts)
                self.skip(self.definition_lines[label],
                          f"footnote [^{label}] (nothing read aloud refers to it)", words)
        return blocks

    def _note(self, note: dict[str, Any], line: int) -> list[_Found]:
        if "tokens" in note:  # an inline footnote: ^[text]
            text, notes = self._inline(note["tokens"], line)
            return [_Found(Block(text, line), notes)] if text else []
        return self.definitions.get(note.get("label", ""), [])

    # ------------------------------------------------------------ inline text

    def _inline(self, children: Sequence[Token], line: int, cell: bool = False) -> tuple[str, tuple[int, ...]]:
        """What a reader says of a paragraph or heading, and the footnotes it refers to.

        Link text, image alt text, the words of inline code; HTML never, nor the text inside an
        inline ``<script>``, ``<style>``, ``<noscript>`` or ``<template>``, which no page shows
        (or only without JavaScript), or ``<svg>`` and ``<math>``, whose text is drawn symbols: it
        is left out up to its closing tag, and to the end of the paragraph when that is missing.
        ``line`` is where ``children`` start; in a table's ``cell`` a line break (``<br>``) is a pause. Text is
        read as the page shows it (see :meth:`_prose`);
        a GitHub Docs link whose text is its placeholder ``AUTOTITLE`` is read as the title its
        address names.
        """
        parts: list[str] = []
        texts: dict[int, int] = {}  # the parts that are text, and their lines
        links: list[tuple[int, str]] = []  # the links open: their first part and address
        notes: list[int] = []
        hidden: str | None = None  # the tag whose text is being left out
        hidden_words = 0
        dropped = False  # inline code left out, whose brackets are left out too
        depth = 0  # <template> and <noscript> nest; <script> and <style> end at the first closing tag
        where = opened = line  # the line of the current child, and of the tag that hides text
        marked: list[str] = []  # the elements open that mark their text's language (<span lang="en">)
        for at, child in enumerate(children):
            tag = (_HIDING_TAG.fullmatch(child.content) or _lines_of_code(children, at)) \
                if child.type == "html_inline" else None
            if tag is None and self.hidden and child.type == "html_inline":
                tag = self._hiding_element(child.content, hidden)
            if tag:
                closing, tag_name = bool(tag[1]), tag[2].lower()
                if hidden is None and not closing:
                    hidden, depth, opened, hidden_words = tag_name, 1, where, 0
                elif tag_name == hidden:
                    depth = depth - 1 if closing else depth + (tag_name not in _RAW_TEXT)
                    if not depth:
                        self.skip(opened, "code block" if hidden == "pre" else f"<{hidden}>", hidden_words)
                        hidden = None
            elif hidden is not None:
                hidden_words += len(child.content.split()) if child.type in ("text", "code_inline") else 0
            elif child.type == "text":
                texts[len(parts)] = where
                content = _XREF_SHORTHAND.sub(lambda found: xref_text(found[1] or found[2]), child.content) \
                    if self.docfx and "@" in child.content else child.content
                parts.append(content)
            elif child.type == "link_open":
                labelled = _LABEL_BEFORE.search("".join(parts[-3:])) is not None
                if labelled:  # "[text] [label]" or "[text]\n[label]": Python-Markdown's link, shown as its text
                    parts.append(_LINK_OPEN)
                embedded = str(child.attrGet("title") or "").startswith(":include")  # Docsify's embed
                links.append((len(parts), ("\x00" if embedded else "") + str(child.attrGet("href") or "")))
            elif child.type == "strong_close" and at >= 2 and children[at - 2].type == "strong_open" \
                    and not "".join(parts[:-1]).strip() and "".join(parts).strip().lower() in LABEL_WORDS \
                    and at + 1 < len(children) \
                    and re.match(r"\s+\w", children[at + 1].content):
                parts.append(":")  # "> **Hinweis** Wenn du …": a note's label, as "Hinweis:" leads into it
            elif child.type == "link_close" and links:
                first, href = links.pop()
                if href.startswith("\x00"):  # [filename](_media/example.js ':include :type=code'): shown, not its label
                    self.skip(where, f"embedded file {_short(href[1:])}", len("".join(parts[first:]).split()))
                    parts[first:] = []
                    texts = {at: number for at, number in texts.items() if at < first}
                elif href.lower().startswith("xref:") and not "".join(parts[first:]).strip():
                    parts[first:] = [xref_text(href[5:])]  # docfx's [](xref:System.String): the target's name
                    texts = {at: number for at, number in texts.items() if at < first}
                elif "".join(parts[first:]).strip() == "AUTOTITLE":
                    parts[first:] = [_title_of_address(href)]
                    texts = {at: number for at, number in texts.items() if at < first}
                elif _MYST_SCHEME.match(href) and "".join(parts[first:]).strip() == href:
                    parts[first:] = [_myst_reference(href)]  # <xref:guide#label>: the title the page shows
                    texts = {at: number for at, number in texts.items() if at < first}
                elif first and parts[first - 1] == _LINK_OPEN:
                    parts.append(_LINK_CLOSE)
                elif (site := _site_of("".join(parts[first:]).strip(), _ABOUT_ADDRESSES.search(
                        " ".join(c.content for c in children if c.type == "text")) is not None)) is not None:
                    parts[first:] = [site]  # a link that shows its address: its site's name, as a reader says it
                    texts = {at: number for at, number in texts.items() if at < first}
            elif child.type in _math.INLINE:
                parts.append(self._math(child.content, where))
            elif child.type == "code_inline":
                bracketed = _in_brackets(parts, children[at + 1:at + 2])
                spaced = child.content[:1].isspace() and not "".join(parts)[-1:].isspace()  # "sous` /data`": a word
                shown = "".join(parts)
                parts.append((" " if spaced else "") + self._code(child.content, where, bracketed,  # apart, as shown
                                                                  "".join(parts[-4:])))
                self.said_code.append((parts[-1].strip(), shown.count(parts[-1].strip()) if parts[-1].strip() else 0))
                dropped = dropped or not parts[-1]
            elif child.type == "image":
                text, inner = self._inline(child.children or [], where)
                following = children[at + 1] if at + 1 < len(children) else None
                if _icon(child, text, children[at + 1:]):  # "![key](assets/key.png) **Zugangscode**"
                    self.skip(where, "icon", 1)
                    continue
                if _file_named(text, str(child.attrGet("src") or "")):
                    self.skip(where, f"picture whose alt text is its file's name ({text})", 1)
                    continue
                if (size := _SIZE_IN_ALT.fullmatch(text.strip())) is not None \
                        and (size[1] or in_site_with(DOCUMENT.get(), ".obsidian")):  # Obsidian's ![250](…)
                    if not size[1]:
                        self.skip(where, f"picture whose alt text is its size ({text.strip()})", 1)
                        continue
                    text = size[1]
                if (following is not None and following.type in ("softbreak", "hardbreak") and text.strip()
                        and not re.search(r"[.!?:;]$", text.strip())):
                    text = f"{text.rstrip()}."  # a picture on its own line, its caption below: two sentences
                parts.append(text)
                notes += inner
            elif child.type == "footnote_ref":
                notes.append(child.meta["id"])
                after = children[at + 1].content if at + 1 < len(children) else ""
                if parts and after[:1] in tuple(".,;:!?)"):
                    parts[-1] = parts[-1].rstrip()  # "17.4 [^1]." is "17.4." on the page
            elif child.type in ("softbreak", "hardbreak"):
                texts.setdefault(len(parts), where)  # a line break inside the run of text it is in
                parts.append(LINE_BREAK if child.type == "hardbreak" else "\n")
            elif child.type == "html_inline" and (opening := _LANG_ELEMENT.fullmatch(child.content)):
                marked.append(opening[1].lower())
                language = language_tag(next(value for value in opening.groups()[1:] if value is not None),
                                        f"{self.name}:{self.where(where)}")
                parts.append(mark_open(language) if language else mark_open(""))
            elif child.type == "html_inline" and marked and child.content.lower().replace(" ", "") == \
                    f"</{marked[-1]}>":
                marked.pop()
                parts.append(mark_close())
            elif child.type == "html_inline":
                if _PAUSE.fullmatch(child.content):
                    log.warning("%s:%d: a pause inside a paragraph is not made; put %s on a line of its own,"
                                " between paragraphs", self.name, self.where(where), child.content)
                elif version := _MD_VERSION.fullmatch(child.content):
                    parts.append(version[1])  # Material for MkDocs' docs: a version's badge in a sentence
                elif xref := _XREF_ELEMENT.fullmatch(child.content):
                    parts.append(xref_text(html.unescape(xref[1])))  # docfx's <xref href="System.String"/>
                elif badge := _BADGE_TEXT.fullmatch(child.content):
                    # <Badge text="v3.8.2+"/>, <Modal label="glibc"/>
                    parts.append(f" {html.unescape(badge[2] or badge[4] or '')} ")
                elif child.content.startswith("<!--"):
                    self.skip(where, "HTML comment", len(child.content[4:-3].split()))
                elif _BREAKING_TAG.match(child.content):
                    parts.append(LINE_BREAK if child.content[1:3].lower() == "br" else " ")
            where += child.content.count("\n") + (child.type in ("softbreak", "hardbreak"))
        if hidden is not None:
            self.skip(opened, f"unclosed <{hidden}> and the rest of its paragraph", hidden_words)
        for at in sorted(texts, reverse=True):  # runs of text, each as one piece, then as the page shows it
            if at - 1 in texts:
                parts[at - 1] += parts[at]
                parts[at] = ""
            else:
                parts[at] = self._prose(parts[at], texts[at])
        joined = _CELL_BREAK.sub(lambda found: f"{found[1] or ';'} ", "".join(parts)) if cell else "".join(parts)
        text = re.sub(r"\s+", " ", broken_lines(joined)).strip()
        if "][]" in text:  # "[`preload_modules`][]": a cross-reference around code, shown as its text
            text = re.sub(r"\[([^\[\]\n]+)\]\[\]", r"\1", text)
        if _LINK_OPEN in text:
            text = _LABELLED_LINK.sub(r"\1", text).replace(_LINK_OPEN, "").replace(_LINK_CLOSE, "")
        if dropped:
            text = _without_empty_brackets(text)
        return text, tuple(notes)

    def _prose(self, text: str, line: int) -> str:
        """A run of a paragraph's text as its page shows it.

        Emoji and icon shortcodes (``:tada:``, ``:material-trash-can:``) are pictures: left out
        and reported. SmartyPants' dashes are dashes (``---`` an em dash, a spaced or joining
        ``--`` an en dash). A backslash and a letter ending a word (``@someone\\s``, a slip for
        "'s") is not read: Markdown escapes no letter, and a voice would say "backslash s"; nor are backticks
        glued to a word that open no code span (``done.````), a slip a voice would name. Link
        syntax that Markdown did not take for a link, because of a
        space before its address (``[text] (/page/)``) or a stray bracket (``[text](](/page/)``),
        is read as its text, a picture whose address has a space (``![3 Punkte](assets/Action menu.png)``) by its
        alt text; a closing tag broken by a space (``< /a>``) is markup, not read.
        """
        if ":" in text:
            def shortcode(found: re.Match[str]) -> str:
                name = _ICON.fullmatch(found[0][1:-1]) if found[0].count(":") == 2 else None
                before, after = text[:found.start()], text[found.end():]
                if name and _LETTER_OR_DIGIT.search(before) and _STANDS_FOR_A_WORD.match(after):
                    return _icon_name(name)  # an icon in a sentence's place of a word: "e.g. Mastodon or YouTube,"
                self.skip(line + before.count("\n"), f"emoji or icon shortcode {found[0]}", 0)
                return ""

            leading = _SHORTCODE.match(text.lstrip()) is not None
            text = _SHORTCODE.sub(shortcode, text)
            if leading:  # an icon before an item's text, and the dash between them: "- :x: - text"
                text = _ICON_SEPARATOR.sub("", text)
        if "--" in text:
            text = _EM_DASH.sub("—", text)
            text = _EN_DASH.sub("–", text)
        if "[[" in text:  # Obsidian's (and Foam's, Quartz's) wikilinks and embeds
            for found in _WIKI_EMBED.finditer(text):
                self.skip(line, f"embedded note or picture {found[0]}", 0)
            text = _WIKI_EMBED.sub("", text)
            text = _WIKILINK.sub(_wikilink_words, text)
        if "^" in text:  # "… ändern. ^template-settings": a block's id, which Obsidian does not show
            text = _BLOCK_ID.sub("", text)
        if "[" in text:
            for found in _BROKEN_LINK.finditer(text):
                self.skip(line, f"the address of a link Markdown does not take for one: {_short(found[0])}", 1)
            text = _BROKEN_LINK.sub(r"\1", text)
            text = _SPACED_IMAGE.sub(r"\1", text)
            text = _REFERENCE_PAIR.sub(r"\1", text)
            references = self.env.get("references", {})
            text = _BRACKETED.sub(lambda found: found[1] if normalizeReference(found[1]) in references
                                  or normalizeReference(found[1]) in self.labels else found[0], text)
        if "++" in text:
            text = _KEYS.sub(lambda found: "+".join(map(_key_shown, found[1].split("+"))), text)
        if "==" in text or "^" in text or "~" in text:
            text = _MARKED.sub(lambda found: found[1] or found[2], text)
            text = _SCRIPTS.sub(r"\2", text)
        if "\\" in text:
            text = _INDEX_ENTRY.sub("", text)  # bookdown's "\index{datos}": an index entry, shown on no page
            for found in _math.MACRO_DEFINITION.finditer(text):  # MathJax's macros, written in the page's text
                self.skip(line + text[:found.start()].count("\n"), f"LaTeX macro definition {_short(found[0].strip())}",
                          0)
            text = _math.MACRO_DEFINITION.sub("", text)
            text = _math.references(text, lambda written: self._math(written, line))
            text = _STRAY_ESCAPE.sub("", text)
        if "`" in text:
            text = _STRAY_BACKTICKS.sub("", text)
        if "<" in text:
            for found in _BROKEN_TAG.finditer(text):
                self.skip(line, f"closing tag broken by a space {found[0]!r}", 1)
            text = _BROKEN_TAG.sub("", text)
            for found in _LOOSE_TAG.finditer(text):
                self.skip(line, f"HTML tag {found[0]!r}", 0)
            text = _LOOSE_TAG.sub("", text)
        return text

    def _code(self, code: str, line: int, bracketed: bool = False, before: str = "") -> str:
        """Inline code as a listener hears it: its words as written (``audioguide.yml``,
        ``npm install``); code of words and symbols that would be other code without its symbols
        (``() => (path: string) => number``, ``VLQ VLQ [ VLQ ]``) kept whole, for the speech rules to name
        its brackets; else symbols standing alone (``**``, an ellipsis) left out, and so are the
        brackets they leave unpaired, and a path's final
        backslash (``C:\\Python38\\``). Tags are read as the elements' names (``<p></p>`` is "p").

        Code of symbols only is reported: a voice would spell it out ("asterisk asterisk"). A single
        symbol is kept (``@``, ``#``, ``+``): it is what the sentence is about ("type an `@` to
        mention someone"), and the speech rules say its name in the episode's language
        (:data:`audioguide.common.characters.SYMBOL_NAMES`); so are a few nameable symbols (``???+``, ``--``, ``**``),
        kept in quotes, each said by its name ("Use "???" to start a details block" is never "Use to start"),
        and so is a symbol the code quotes itself (``"*"``: "the "*" wildcard", never "the wildcard"); quote marks
        among such symbols are said by their names (``\\"``: "backslash double quote", never nothing).
        Emphasis marks written as code around words
        (``**## Notes to Reviewer**``, a template shown as written) are not read. A symbol alone in
        brackets after the word that names it ("asterisks ( `*` )") is left out, brackets and all. InlineHilite's
        language mark (``#!html``) is not shown by the page, nor read.
        """
        bracketed = bracketed and _named_before_brackets(code, before, self.language)
        if Path(self.name).suffix.lower() in PANDOC_SUFFIXES and _INLINE_CHUNK.match(code):
            self.skip(line, f"a value the page computes (`{_short(code)}`)", 0)  # knitr's `r mean(x)`
            return ""
        if code.strip() in READ_OTHERWISE and not bracketed:  # `>`: the sign, never a menu's "then" (but "File `>`
            menu = code.strip() == ">" and re.search(r"\S\s+[A-Z][\w-]*\s*$", before)  # Save": a menu's path)
            return code.strip() if menu else f'"{code.strip()}"'
        if (code.strip() in KEPT_SYMBOLS or code.strip() in COMPARISON_CODE) and not bracketed:
            return code.strip()
        if _spelled(code) and not bracketed:
            return " ".join(f'"{symbols}"' for symbols in code.split())  # `{% %}`: each group of symbols named
        if _SYMBOL_RUN_ALONE.fullmatch(code.strip()) and not bracketed:
            return f'"{code.strip()}"'  # `######`: a heading's six marks, said by their count
        around = re.fullmatch(r"\s*(\S{1,2})(?:\.\.\.|…)(\S{1,2})\s*", code)  # `$...$`: delimiters around a place
        if around and _spelled(around[1]) and _spelled(around[2]) and not bracketed:
            return f'"{around[1]}" … "{around[2]}"'
        quoted = re.fullmatch(r"\s*([\"'])(.+?)\1\s*", code)  # `"*"`: the symbol, in the quotes the page shows
        if quoted and not bracketed and (quoted[2] in KEPT_SYMBOLS or _spelled(quoted[2])):
            return f'"{quoted[2]}"'
        if not bracketed and not _named_before(code, before) and (named := symbols_quoted(code, self.language)):
            return named
        if _ENTITY_WORD.search(code):  # `&lt;`, `&#123;`: the entity as written, which the page teaches
            code = _ENTITY_WORD.sub(lambda found: f'"{found[0]}"', code)
        code = re.sub(r"^\s*#!\w+\s+", "", code)  # pymdownx's InlineHilite: `#!python x = 1` shows "x = 1"
        if not bracketed and " " in code.strip() and _ONLY_TAGS.fullmatch(code.strip()):
            return _tag_words(code.strip())  # `<link rel="canonical">`: "link rel canonical"
        if _TEMPLATE_MARK.match(code.strip()):  # `{{ 'my text ' | uppercase}}`: a template's tag, shown as written
            code = _TEMPLATE_MARK.sub(lambda found: f" {found[0]} ", code)
            return " ".join(f'"{word}"' if not _LETTER_OR_DIGIT.search(word) and _spelled(word) else word
                            for word in code.split())
        if not bracketed and _cut_by_dropping(code):
            return " ".join(code.split())  # `() => (path: string) => number`: whole, or it is other code
        # `uwsm app --`, `git checkout -- file`: the end of a command's options, said by its name
        words = [_symbol_run(word) if len(code.split()) > 1 else word for word in _before_dropped(code.split())]
        emphasized = re.fullmatch(r"\s*([*~_]+).*?\1\s*", code, re.DOTALL) is not None  # marks at both ends
        pieces = [piece if _operator(words, at) else _EMPHASIS_ENDS.sub("", piece.rstrip("\\")) if emphasized
                  else piece.rstrip("\\") for at, piece in enumerate(words)
                  if _LETTER_OR_DIGIT.search(piece) or _operator(words, at) or _QUOTED_RUN.search(piece)
                  or _elided(words, at)]
        # brackets that pair across its words (`:::tip[Did you know?]`) stay; a comparison's sign is no bracket
        kept = " ".join(piece for piece in pieces if piece not in ("<", ">") and piece not in _CODE_OPERATORS)
        balanced = all(kept.count(opening) == kept.count(closing) for opening, closing in _PAIRS.items())
        spoken = " ".join(_tag_names(piece) or (piece if balanced or piece in ("<", ">") or piece in _CODE_OPERATORS
                                                else _paired(piece)) for piece in pieces if piece)
        if not spoken:
            self.skip(line, f'inline code "{_short(code)}"', 0)
        elif dropped := [piece for at, piece in enumerate(words)
                         if not _LETTER_OR_DIGIT.search(piece) and not _operator(words, at)
                         and not _QUOTED_RUN.search(piece) and not _elided(words, at)
                         and piece.strip("{}()[]*_#~")]:  # brackets, template and emphasis marks: no operator
            self.skip(line, f'symbols in inline code "{_short(code)}" not read: {" ".join(dropped)}', 0)
        elif any(_tag_names(piece) and len(_TAG_NAME.findall(piece)) > len(_tag_names(piece).split())
                 for piece in pieces):
            self.skip(line, f"closing tags in inline code read as {spoken!r}", 1)  # no "<": no element named
        return _CODE_PIPE.sub(' "|" ', spoken)  # `int | null`, `echo $PATH | grep go`: the pipe named, no pause

    def _math(self, formula: str, line: int) -> str:
        """A formula in words of the page's language; a command read by its name, for want of words, is listed."""
        spoken = speak(formula, self.language, self.equations.labels)
        for command in spoken.unknown:
            self.skipped.append(Skipped(line, f"math command {command}", 0, said=command.lstrip("\\")))
        return spoken.text

    def _span_markdown(self, text: str, line: int) -> str:
        """Text in HTML in a ``markdown="1"`` element read as Markdown: ``\\[``, links, emphasis."""
        tokens = self.md.parseInline(text, self.env)
        return strip_marks(self._inline(tokens[0].children or [], line)[0]) if tokens else ""

    # ------------------------------------------------------------ tables

    def _table(self, tokens: Sequence[Token], line: int, introduced: bool = False) -> list[_Found]:
        """A table read as :func:`._tables.plan` says (``introduced``: the paragraph before leads into it, "More
        precisely:"): row by row, cell by cell, or reported."""
        cells = [tokens[i] for i in range(1, len(tokens)) if tokens[i].type == "inline"
                 and tokens[i - 1].type in ("th_open", "td_open")]
        rows = _body_rows(tokens)
        header = [tokens[i].content for i in range(1, len(tokens)) if tokens[i].type == "inline"
                  and tokens[i - 1].type == "th_open"]
        how = tables.plan(header, [[cell.content for cell in row] for row in rows],
                          [[_cell_kind(cell) for cell in row] for row in rows], introduced=introduced)
        if how.how == tables.ROWS:
            return self._rows(rows, tokens, line, set(how.sentences))
        if how.how != tables.CELLS:
            self.skip(line, how.left_out, sum(len(cell.content.split()) for cell in cells))
            return []
        found = []
        for cell in cells:
            where = line + cell.map[0] - tokens[0].map[0] if cell.map and tokens[0].map else line
            first_code = len(self.said_code)
            text, notes = self._inline(cell.children or [], where)
            text, spans = take_spans(text)
            code = self._code_since(first_code, text)
            if text:
                found.append(_Found(Block(text, where, spans=spans, code=code), notes))
        return found

    def _rows(self, rows: list[list[Token]], tokens: Sequence[Token], line: int, sentences: set[int]) -> list[_Found]:
        """A table read row by row, each row as one sentence: its label, each value after its column's name,
        then its sentences ("KEEPALIVE_TIME: Availability client and server. The interval between PING
        frames."); a header none of whose names is said is reported."""
        heads = [tokens[i] for i in range(1, len(tokens)) if tokens[i].type == "inline"
                 and tokens[i - 1].type == "th_open"]
        header = [self._cell(cell, line) for cell in heads]
        wheres = [line + row[0].map[0] - tokens[0].map[0] if row and row[0].map and tokens[0].map else line
                   for row in rows]
        marked = [[self._marked_cell(cell, where) for cell in row] for row, where in zip(rows, wheres, strict=True)]
        cells = [[text for text, _ in row] for row in marked]
        read = tables.read_table(header, cells, sentences)
        found = [_Found(Block(read.title, line), ())] if read.title else []  # "| Carte d'identité | |": its entries
        found += [_Found(Block(text, where, code=_code_of(row)), ())
                  for text, where, row in zip(read.rows, wheres, marked, strict=True) if text]
        if unsaid := sum(len(name.split()) for name in read.unsaid):
            self.skip(line, "table header", unsaid)  # the label's and the sentences' columns: the rows say them
        return found

    def _cell(self, cell: Token, line: int) -> str:
        """What a table's cell shows: a symbol's words (its legend's, its emoji name), text with its line breaks
        as pauses."""
        return self._marked_cell(cell, line)[0]

    def _marked_cell(self, cell: Token, line: int) -> tuple[str, tuple[Span, ...]]:
        """What a table's cell shows (see :meth:`_cell`) and its inline code."""
        if mark := tables.symbol(cell.content):
            return tables.symbol_words(mark, self.legend, self.language), ()
        first_code = len(self.said_code)
        text = take_spans(self._inline(cell.children or [], line, cell=True)[0])[0]
        return text, self._code_since(first_code)

    def _code_since(self, first: int, text: str | None = None) -> tuple[Span, ...]:
        """The inline code read since ``first``, placed in its block's ``text`` (a table row's, made of several
        cells: ``None``, to be found in it by its words)."""
        if text is None:
            return tuple((0, 0, code) for code, _ in self.said_code[first:] if code)
        return placed_code(text, self.said_code[first:])

    # ------------------------------------------------------------ HTML blocks

    def _html(self, source: str, line: int, depth: int) -> list[_Found]:
        """The text of an HTML block as a browser shows it, in paragraphs; page chrome reported.

        Parsed by lxml's HTML parser, which makes a page of it (``<html><body>…``) as browsers
        do, whatever stray tags it holds; ``line`` is the line the block starts on. In a
        ``markdown="1"`` element (``depth`` > 0) its text is Markdown, as kramdown reads it.
        """
        if "$$" in source or "\\[" in source:  # "<div> $$ x_{a} = \mu $$</div>": MathJax typesets it on the page
            source = _MATH_IN_HTML.sub(lambda found: html.escape(self._math(found[1] or found[2], line)), source)
        if "/>" in source and "-" in source:  # <docs-pill title="…"/>: HTML has no such void element
            source = _SELF_CLOSED_CUSTOM.sub(r"<\1\2></\1>", source)
        if "```" in source or "~~~" in source:  # <details> then a fence, as Pandoc (Quarto) reads one: code
            source = _FENCE_IN_HTML.sub(lambda found: self._fence_in_html(found, source, line), source)
        try:  # in a <div>, so that comments and text after a stray </html> are in the page too
            root = etree.fromstring(f"<div>{source}</div>".encode(), parser=_HTML)
        except etree.LxmlError:  # pragma: no cover - libxml2 recovers from any HTML we know of
            root = None
        if root is None:
            self.skip(line, "HTML block that lxml cannot read", len(source.split()))
            return []
        if any("depth" in error.message for error in _HTML.error_log):
            self._too_deep_html(root, source, line)
        flow = _Flow(self._span_markdown if depth else None)
        walker = etree.iterwalk(root, events=("start", "end", "comment", "pi"))
        last = line  # the line of the latest element begun: where the text after an element is
        custom = 0  # how many custom elements the text is in: their Markdown's inline code is code
        for event, element in walker:
            if event in ("comment", "pi"):
                self.skip(_line_of(element, line), "HTML comment", len((element.text or "").split()))
                flow.add(self._custom_text(element.tail, line, custom), _line_of(element, line))
                continue
            tag = element.tag.lower() if isinstance(element.tag, str) else ""
            where = _line_of(element, line)
            if event == "end":
                if tag not in _INLINE:
                    flow.end()
                custom -= "-" in tag
                flow.add(self._custom_text(element.tail, where, custom), last)
                continue
            last = where
            custom += "-" in tag
            if tag not in _INLINE:
                flow.end(level=int(tag[1]) if _HEADING.fullmatch(tag) and not _in_a_box(element) else 0)
            if (title := _shown_title(element, tag)) and tag not in _CHROME:
                self._element_title(element, tag, title, flow, where)
            if self._left_out(element, tag, where, depth, flow):
                walker.skip_subtree()
            elif tag == "br":
                flow.add(" ", where)
            elif tag == "img":
                flow.add(f" {_alt(element)} ", where)
            else:
                flow.add(self._custom_text(element.text, where, custom), where)
        flow.end()
        return flow.found

    def _fence_in_html(self, found: re.Match[str], source: str, line: int) -> str:
        """A fenced code block written in an HTML block, left out as every code block is (reported), its lines
        kept."""
        self.skip(line + source.count("\n", 0, found.start()), "code block", len(found["code"].split()))
        return _blank(found[0])

    def _element_title(self, element: Any, tag: str, title: str, flow: _Flow, line: int) -> None:
        """The title a custom element shows (Angular's ``<docs-card title="Components">``): a page's header's
        (``<docs-decorative-header title="What is Angular?">``) the page's title; a group's, of titled elements
        (``<docs-card-container headerTitle="…">``), a heading; one with text, a lead-in to its text; one without
        (``<docs-pill title="Read Angular's roadmap"/>``, a link), its label, a paragraph."""
        titled = sum(1 for inner in element.iterdescendants() if isinstance(inner.tag, str)
                     and _shown_title(inner, inner.tag.lower()))
        if tag.endswith("-header") and not titled:
            flow.end(level=1)
            flow.add(title, line)
            flow.end()
        elif titled >= 2:
            flow.end(level=3)
            flow.add(title, line)
            flow.end()
        elif " ".join(element.text_content().split()):
            flow.add(f"{lead_in(title)} ", line)
        else:
            flow.add(title, line)
            flow.end()

    def _custom_text(self, text: str | None, line: int, custom: int) -> str | None:
        """Text in a custom element, which its site renders as Markdown (Angular's ``<docs-card>``): its inline
        code read as code, never its backticks."""
        if not custom or not text or "`" not in text:
            return text
        return _CODE_SPAN.sub(lambda found: self._code(found[1], line), text)

    def _cards(self, table: Any, line: int, flow: _Flow) -> None:
        """GitBook's cards (``<table data-view="cards">``), a row a card, and a table with hidden columns (``<th
        data-hidden>``: a card's link or cover): each row read as one, its shown cells only ("Flows: The outer
        durable boundary…"); what the hidden columns hold is not shown, and is reported."""
        header = next(table.iter("thead"), None)
        hidden = {column for column, cell in enumerate(header.iter("th") if header is not None else [])
                  if cell.get("data-hidden") is not None}
        left_out = 0
        for row in table.iter("tr"):
            cells = [" ".join(cell.text_content().split()) for cell in row.iter("td")]
            shown = [text for column, text in enumerate(cells) if text and column not in hidden]
            left_out += sum(len(text.split()) for column, text in enumerate(cells) if column in hidden)
            if shown:
                flow.end()
                flow.add(f"{lead_in(shown[0])} {' '.join(shown[1:])}" if len(shown) > 1 else shown[0], line)
                flow.end()
        if left_out:
            self.skip(line, "hidden columns of a table (links, covers)", left_out)

    def _too_deep_html(self, root: Any, source: str, line: int) -> None:
        """Report the text libxml2 leaves out of HTML nested more than 2,048 elements deep.

        Its words are counted as the source's without tags, less those the page holds: a
        rough count, with a regular expression, for a report only.
        """
        words = len(_TAGS.sub(" ", source).split()) - len(" ".join(root.itertext()).split())
        self.skip(line, "HTML nested more than 2,048 elements deep", max(words, 0))

    def _left_out(self, element: Any, tag: str, line: int, depth: int, flow: _Flow) -> bool:
        """Whether ``element``'s content is not walked: chrome, code, a table of values, inline
        code (whose words ``flow`` gets), content read as Markdown (whose blocks it gets)."""
        if self.hidden and self.hidden & set((element.get("class") or "").split()):
            self.skip(line, f'<{tag} class="{element.get("class")}">', len(element.text_content().split()))
            return True
        if tag in _CHROME or (tag in ("header", "footer") and not any(
                ancestor.tag in _SECTIONING for ancestor in element.iterancestors())):
            if tag not in _SILENT:
                self.skip(line, f"<{tag}>", len(element.text_content().split()))
            return True
        if tag == "pre":
            self.skip(line, "code block", len(element.text_content().split()))
            return True
        if tag == "code":
            flow.add(self._code(element.text_content(), line), line)
            return True
        if tag == "table" and (element.get("data-view") == "cards" or element.find(".//th[@data-hidden]") is not None):
            self._cards(element, line, flow)
            return True
        if tag == "table":
            how = tables.html_plan(element)
            if how.how == tables.ROWS:
                self._html_rows(element, set(how.sentences), line, flow)
                return True
            if how.how != tables.CELLS:
                words = sum(len(cell.text_content().split()) for cell in element.iter("td", "th"))
                self.skip(line, how.left_out, words)
                return True
        if element.get("markdown") in ("1", "", "block", "span") and depth < MARKDOWN_IN_HTML:  # bare: md_in_html
            flow.end()
            found = self.blocks(_markdown_source(element), line - 1, depth + 1)
            if element.tag == "figure":  # a picture's alt text that its caption repeats is said once
                found = [item for at, item in enumerate(found)
                         if not at or item.block.text != found[at - 1].block.text or item.block.level]
            flow.found += found
            return True
        return False


    def _html_rows(self, table: lxml.html.HtmlElement, sentences: set[int], line: int, flow: _Flow) -> None:
        """An HTML table's rows read as a Markdown table's are: its label, each value after its column's name,
        then its sentences; the header's names no row says reported."""
        header, rows = tables.html_cells(table)
        read = tables.read_table(header, rows, sentences)
        if read.title:
            flow.add(read.title, line)
        for text in read.rows:
            flow.end()
            flow.add(text, line)
            flow.end()
        if unsaid := sum(len(name.split()) for name in read.unsaid):
            self.skip(line, "table header", unsaid)


_CODE_PIPE = re.compile(r"(?<=\S) \| (?=\S)")
"""A pipe between words of inline code (a union type, a shell pipeline), which the speech rules would take for a
list's separator: quoted to be said by its name."""
_SELF_CLOSED_CUSTOM = re.compile(r"<([a-z][a-z0-9]*-[\w-]*)(\s[^<>]*?)?\s*/>")
"""A custom element written closed (``<docs-pill href="roadmap" title="Read Angular's roadmap"/>``), which HTML's
parser would leave open around what follows."""
_CODE_SPAN = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")
SHOWN_TITLES = ("title", "headertitle", "header-title", "heading")
"""The attributes a custom element shows as its title (lxml gives attributes' names in lower case)."""


def _shown_title(element: Any, tag: str) -> str:
    """The title a custom element (a name with a hyphen: ``docs-card``) shows; "" for another element, whose
    ``title`` is a tooltip the page does not show."""
    if "-" not in tag:
        return ""
    value = next((element.get(key) for key in SHOWN_TITLES if (element.get(key) or "").strip()), "")
    return " ".join(value.split())


_CODE_OPERATORS = frozenset({"×", "÷", "≈", "−", "≤", "≥", "≠", "==", "===", "!=", "!==", ">=", "<=", "=>", "->"})
"""Operators between the terms of inline code (``x == TRUE``, ``(5 ÷ 12) × 100``): kept, for the speech rules to
name."""


_SYMBOL_RUN = re.compile(r"([\[({]*)(/{1,3}|-{2,3}|\+{2,3}|#{2,4})([\])}]*)")


_QUOTED_RUN = re.compile(r'"[^"\s\w]+"')
_ELLIPSIS_PIECE = re.compile(r"(?:\.\.\.|…)[,;]?")
"""An ellipsis among the words of inline code (``[a[0], a[1], ..., a[n-1]]``): the elements left out, as written."""
_SYMBOL_RUN_ALONE = re.compile(rf"([{re.escape(''.join(sorted(KEPT_SYMBOLS)))}])\1{{{SPELLED_CHARACTERS},}}")
"""Inline code of one symbol five times or more (``######``): kept in quotes, for the speech rules to count."""


def _symbol_run(word: str) -> str:
    """A run of one symbol among the words of inline code, in quotes for the speech rules to name, brackets around
    it kept: what tells one span from another (``// [!code --]`` and ``// [!code ++]``, ``/// [demo]`` and
    ``### [demo]``, ``-target /``, ``uwsm app --``)."""
    run = _SYMBOL_RUN.fullmatch(word)
    return f'{run[1]}"{run[2]}"{run[3]}' if run else word


def _operator(words: list[str], at: int) -> bool:
    """Whether a symbol stands between two words of inline code as an operator (``var = var + other_var``), or a
    comparison before a version as its bound (``>= 24.0.0``): kept, for the speech rules to name."""
    if at == 0 and words[0] in _BOUNDS and len(words) > 1 and re.match(r"v?\d", words[1]):
        return True
    return (words[at] in KEPT_SYMBOLS or words[at] in _CODE_OPERATORS) and 0 < at < len(words) - 1 \
        and all(_LETTER_OR_DIGIT.search(words[near]) or _elided(words, near) for near in (at - 1, at + 1))


_BOUNDS = frozenset({">=", "<=", ">", "<", "≥", "≤", "==", "!=", "~="})
"""Comparisons that open inline code before a version (``>= 2.0``, ``< 3``): the version's bound."""


QUOTE_NAMES: dict[str, dict[str, str]] = {
    '"': {"en": "double quote", "de": "Anführungszeichen", "es": "comillas", "fr": "guillemet"},
    "'": {"en": "single quote", "de": "Apostroph", "es": "apóstrofo", "fr": "apostrophe"},
    "`": {"en": "backtick", "de": "Backtick", "es": "acento grave", "fr": "accent grave"},
    "‘": {"en": "opening single quote", "de": "öffnendes einfaches Anführungszeichen",
          "es": "comilla simple de apertura", "fr": "guillemet simple ouvrant"},
    "’": {"en": "closing single quote", "de": "schließendes einfaches Anführungszeichen",
          "es": "comilla simple de cierre", "fr": "guillemet simple fermant"},
    "“": {"en": "opening double quote", "de": "öffnendes Anführungszeichen", "es": "comillas de apertura",
          "fr": "guillemet double ouvrant"},
    "”": {"en": "closing double quote", "de": "schließendes Anführungszeichen", "es": "comillas de cierre",
          "fr": "guillemet double fermant"},
    "«": {"en": "opening guillemet", "de": "öffnendes Guillemet", "es": "comillas angulares de apertura",
          "fr": "guillemet ouvrant"},
    "»": {"en": "closing guillemet", "de": "schließendes Guillemet", "es": "comillas angulares de cierre",
          "fr": "guillemet fermant"},
}
"""Quote marks in inline code of a few symbols (``\\"`` written for a TOML escape), said by their names in the
page's language; the other symbols are kept in quotes, for the speech rules to name."""


QUOTE_WORDS = frozenset({
    "quote", "quotes", "quotation", "quotations", "mark", "marks", "apostrophe", "apostrophes", "backtick",
    "backticks", "anführungszeichen", "apostroph", "comilla", "comillas", "apóstrofo", "apóstrofos", "guillemet",
    "guillemets"})
"""Words that name a quote mark: one standing after them ("surrounded by quotes `"`") is named already."""


def _named_before(code: str, before: str) -> bool:
    """Whether inline code of one quote mark follows the word that names it ("surrounded by quotes `"`")."""
    words = before.split()
    return code.strip() in QUOTE_NAMES and bool(words) and words[-1].strip("(\"'").lower() in QUOTE_WORDS


SYMBOL_CODE_CHARACTERS = 16
"""The longest inline code of symbols only read symbol by symbol (``<!-- ... -->``, ``{/* ... */}``): longer, it is
reported, not spelled out."""
_SYMBOL_TOKEN = re.compile(r"\.{3}|…|[" + re.escape("".join(QUOTE_NAMES)) + r"]|(?:(?!\.{3})[^\s…"
                           + re.escape("".join(QUOTE_NAMES)) + r"])+")


def symbols_quoted(code: str, language: str) -> str:
    """Inline code of symbols only (``<!-- ... -->``, ``{/* ... */}``, ``{'<'}``, ``\\"``, ``’``), what a page about a
    syntax teaches: its quote marks by their names, an ellipsis as one (the part the code leaves out) and its other
    symbols in quotes, a few together, for the speech rules to name: "backslash double quote", never nothing.
    "" for code with a letter or a digit, longer than :data:`SYMBOL_CODE_CHARACTERS`, or with a symbol the speech
    rules have no name for."""
    tokens = _SYMBOL_TOKEN.findall(code)
    if not tokens or _LETTER_OR_DIGIT.search(code) or len("".join(tokens)) > SYMBOL_CODE_CHARACTERS \
            or not set("".join(tokens)) <= SPELLED_SYMBOLS | set(QUOTE_NAMES) | {"…"}:
        return ""
    short = language.split("-")[0].lower()
    pieces = []
    for token in tokens:
        if token in QUOTE_NAMES:
            pieces.append(QUOTE_NAMES[token].get(short, QUOTE_NAMES[token]["en"]))
        elif token in ("...", "…"):
            pieces.append("…")
        else:
            pieces += [f'"{token[at:at + SPELLED_CHARACTERS]}"' for at in range(0, len(token), SPELLED_CHARACTERS)]
    return " ".join(pieces)


_TEMPLATE_MARK = re.compile(r"\{\{[<%]?-?|-?[>%]?\}\}|\{%-?|-?%\}")
"""A template's delimiters in inline code that opens with one (`` `{{ config.site_name }}` ``, `` `{% import ..}` ``,
a Hugo shortcode's `` `{{< callout >}}` ``): a tag the page teaches, kept with the code's other words and symbols as
written, each group of symbols in quotes to be named (in an address, ``/projects/{{projectID}}/``, they are part of
its text)."""
COMPARISON_CODE = frozenset({"<=", ">=", "==", "!=", "===", "!=="})
"""Inline code of a comparison's operator alone (``<=``): kept as written, the speech rules say it ("less than or
equal to"), never symbol by symbol."""
READ_OTHERWISE = frozenset("<>|/←→↑↓")
"""Symbols the speech rules read as something else when they stand in a sentence (``File > Save``, ``A → B``: a
menu's "then"; ``a | b``, ``a / b``: a pause) or not at all (an arrow): inline code of one alone is kept in quotes,
so that it is said by its name."""
_ENTITY_WORD = re.compile(r"(?<!\S)&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});(?!\S)")
"""An HTML entity standing as a word of inline code (`` `&#123;` ``, `` `&lt;` ``): the page shows it as written,
kept in quotes so that the speech rules say it so, never as the character it stands for."""


def _named_before_brackets(code: str, before: str, language: str) -> bool:
    """Whether the words before the brackets inline code stands in name each of its symbols ("asterisks ( `*` )",
    "comillas simples de cierre (`’`)"): the code says nothing more. Code they do not name all of ("comillas
    invertidas (`` `{` ``)", "una barra invertida (`` \\` ``)") is an example, read."""
    short = language.split("-")[0].lower()
    names = SYMBOL_NAMES.get(short, SYMBOL_NAMES["en"])
    words = {word.lower().removesuffix("s") for word in re.findall(r"[^\W\d_]+", before)[-6:]}
    for symbol in set(code) - {" "}:
        name = QUOTE_NAMES[symbol].get(short, QUOTE_NAMES[symbol]["en"]) if symbol in QUOTE_NAMES \
            else names.get(symbol)
        said = {name.split()[-1].lower().removesuffix("s")} if name else set()
        if not words & (said | SYMBOL_WORDS.get(symbol, frozenset())):
            return False
    return True


SYMBOL_WORDS: dict[str, frozenset[str]] = {
    "-": frozenset({"dash", "hyphen", "minu", "guion", "tiret", "strich", "bindestrich"}),
    "*": frozenset({"star", "asterisk", "asterisco", "astérisque", "sternchen"}),
    "#": frozenset({"hash", "pound", "sharp", "almohadilla", "croisillon", "dièse", "raute"}),
    "`": frozenset({"backtick", "grave"}),
    "|": frozenset({"pipe", "bar", "barra", "verticale"}),
    "/": frozenset({"slash", "barra", "oblique", "schrägstrich"}),
    "\\": frozenset({"backslash", "invertida", "inversée"}),
    "_": frozenset({"underscore", "unterstrich"}),
    ".": frozenset({"dot", "period", "point", "punto", "punkt"}),
}
"""Other words than :data:`audioguide.common.characters.SYMBOL_NAMES`' that name a symbol ("double dash (`--`)",
"the pipe (`|`)"), singular (a plural's final s is not compared)."""


def _spelled(code: str) -> bool:
    """Whether inline code is a few symbols a voice can name one by one (``???+``, ``--``, ``**``, ``[]=``)."""
    code = re.sub(r"\s+", "", code)  # `{{ }}`: a template's delimiters apart
    return 0 < len(code) <= SPELLED_CHARACTERS and set(re.sub(_PAIRS_SPELLED, "", code)) <= SPELLED_SYMBOLS


_PAIRS_SPELLED = "|".join(re.escape(pair) for pair in SPELLED_PAIRS)


def _in_brackets(before: Sequence[str], after: Sequence[Token]) -> bool:
    """Whether inline code stands alone in brackets: "(" ends the text before it, ")" starts the next."""
    opening = "".join(before).rstrip()[-1:]
    return opening in ("(", "[") and bool(after) and after[0].type == "text" and \
        after[0].content.lstrip()[:1] == _PAIRS[opening]


def _tag_names(piece: str) -> str:
    """``<p></p>`` is "p", ``<code>`` "code": code that is tags only is read as the elements' names."""
    if not _ONLY_TAGS.fullmatch(piece):
        return ""
    return " ".join(dict.fromkeys(name.lower() for name in _TAG_NAME.findall(piece)))


def _tag_words(tags: str) -> str:
    """HTML tags with attributes read as the element's name and its attributes' names and values: ``<link
    rel="canonical">`` is "link rel canonical"."""
    words = []
    for tag in re.finditer(r"</?([A-Za-z][\w-]*)([^<>]*)>", tags):
        words.append(tag[1].lower())
        words += [" ".join(part for part in pair if part) for pair in re.findall(
            r"""([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>/]+)))?""", tag[2])]
    return " ".join(" ".join(words).split())


_ONLY_TAGS = re.compile(r"(?:</?[A-Za-z][\w-]*(?:\s[^<>]*)?/?>)+")
_TAG_NAME = re.compile(r"</?([A-Za-z][\w-]*)")


def _title_of_address(href: str) -> str:
    """The title a GitHub Docs ``[AUTOTITLE](/path/to/the-page)`` link shows, as its address names
    it: "The page". The page's own title is not known here; its address is its slug."""
    parsed = urlsplit(href)
    slug = next((part for part in reversed(parsed.path.split("/")) if part), "") or parsed.fragment
    slug = re.sub(r"\.(?:md|mdx|html?)$", "", unquote(slug))
    words = " ".join(re.split(r"[-_]+", slug)).strip()
    return words[:1].upper() + words[1:]


_WIKI_EMBED = re.compile(r"!\[\[[^\[\]\n]+\]\]")
_WIKILINK = re.compile(r"\[\[(?P<page>[^\[\]|#\n]*)(?:#\^?(?P<heading>[^\[\]|\n]*))?(?:\|(?P<alias>[^\[\]\n]+))?\]\]")
"""``[[Einstellungen]]``, ``[[Obsidian-Erweiterungen|integrierte Erweiterung]]``, ``[[#Vorlagenordner festlegen]]``:
the words the link shows (its alias, else its page's name, else its heading's)."""
_BLOCK_ID = re.compile(r"(?<=\S)[ \t]+\^[A-Za-z0-9-]+(?=[ \t]*(?:\n|$))")


def _icon(image: Token, alt: str, after: Sequence[Token]) -> bool:
    """Whether an image is an icon before its label: a one-word alt text its file is named by
    (``![paypal](assets/cc-paypal.png)``), with words after it on its line. Its label says what it shows."""
    name = re.sub(r"[^a-z0-9]", "", Path(str(image.attrGet("src") or "")).stem.lower())
    word = re.sub(r"[^a-z0-9]", "", alt.lower())
    label = "".join(token.content for token in after[:4] if token.type == "text")
    if word and re.sub(r"[\W_]", "", label.lower()).startswith(re.sub(r"[\W_]", "", alt.lower())) \
            and "icon" in str(image.attrGet("src") or "").lower():  # ![Startseite](icons/logo.svg) **Startseite:**
        return True
    if not word or " " in alt.strip() or word not in name:
        return False
    for token in after:
        if token.type in ("softbreak", "hardbreak"):
            return False
        if token.type != "text" or re.sub(r"\{[^}]*\}", "", token.content).strip():
            return True
    return False


def _only_badges(children: Sequence[Token]) -> bool:
    """Whether a paragraph is only images from a badge service (build status, version, licence)."""
    images = [child for child in children if child.type == "image"]
    if not images:
        return False
    for child in children:
        if child.type == "text" and child.content.strip():
            return False
        if child.type not in ("image", "link_open", "link_close", "softbreak", "hardbreak", "text"):
            return False
    return all(_BADGE.search(str(image.attrGet("src") or "")) for image in images)


_BADGE = re.compile(
    r"^https?://(?:img\.shields\.io|shields\.io|badgen\.net|badge\.fury\.io|travis-ci\.(?:org|com)|"
    r"codecov\.io|coveralls\.io|circleci\.com|ci\.appveyor\.com|app\.codacy\.com|api\.codeclimate\.com|"
    r"snyk\.io|deepsource\.io|results\.pre-commit\.ci|api\.netlify\.com|readthedocs\.org/projects/[^/]+/badge)"
    r"|[/.]badges?(?:[/.?]|$)|/badge\.svg",
    re.IGNORECASE,
)
"""Addresses of badges: pictures of a project's status, which say nothing when read by their alt text."""


def _paired(piece: str) -> str:
    """``piece`` without brackets at its ends whose partner is not in it: ``.notice}`` is ``.notice``."""
    while piece and piece[0] in _PAIRS and piece.count(piece[0]) > piece.count(_PAIRS[piece[0]]):
        piece = piece[1:]
    while piece and piece[-1] in _CLOSES and piece.count(piece[-1]) > piece.count(_CLOSES[piece[-1]]):
        piece = piece[:-1]
    return piece


_PAIRS = {"(": ")", "[": "]", "{": "}", "<": ">"}
_CLOSES = {close: open_ for open_, close in _PAIRS.items()}


def _without_empty_brackets(text: str) -> str:
    """``text`` without the brackets that held code left out: "asterisks ( `*` )" is "asterisks"."""
    text = re.sub(r"\s*(?:\(\s*\)|\[\s*\])", "", text)
    return re.sub(r"\s+([.,;:!?])", r"\1", text).strip()


def _file_named(alt: str, source: str) -> bool:
    """Whether a picture's alt text is only its file's name, as a tool wrote it ("add_new_repository",
    "Screenshot_2024-01-02"): a screen reader user hears nothing of the picture in it."""
    name = Path(source.split("?")[0].split("#")[0]).name
    alt = alt.strip()
    return bool(name) and " " not in alt and re.search(r"[_\d.-]", alt) is not None \
        and alt.casefold() in (Path(name).stem.casefold(), name.casefold())  # a name ("![Surus](surus.png)") is read


def _alt(image: Any) -> str:
    """An ``<img>``'s alt text, read as a Markdown image's is; none for a picture that only
    decorates (an avatar, an icon, a badge, one hidden from screen readers) or whose alt only names its kind."""
    alt = " ".join((image.get("alt") or "").split())
    classes = set(re.split(r"[\s_-]+", (image.get("class") or "").lower()))
    decorative = bool(classes & {"avatar", "icon", "emoji", "badge"}) or image.get("role") == "presentation" \
        or image.get("aria-hidden") == "true"
    if alt.lower() in _KIND_ONLY or decorative or _BADGE.search(image.get("src") or ""):
        return ""  # a badge's picture says nothing read, as in Markdown
    return alt


_KIND_ONLY = frozenset({"", "avatar", "icon", "logo", "image", "img", "picture", "photo", "badge", "banner"})


def _markdown_source(element: Any) -> str:
    """The content of a ``markdown="1"`` element as Markdown: its text as written (``>`` still
    quotes), ``&`` and ``<`` escaped so that they stay text; its elements as HTML."""
    parts = [_escaped(element.text)]
    for child in element:
        parts += [lxml.html.tostring(child, encoding=str, with_tail=False), _escaped(child.tail)]
    return "".join(parts)


def _escaped(text: str | None) -> str:
    return (text or "").replace("&", "&amp;").replace("<", "&lt;")


def _line_of(element: Any, line: int) -> int:
    """The file's line of an element of an HTML block that starts on ``line``."""
    return line + (element.sourceline or 1) - 1


_WRITTEN_LINK = re.compile(r"!?\[([^\[\]\n]+)\]\((?:[^()\s]|\([^()\s]*\))+\)")


class _Flow:
    """The text of an HTML block gathered into paragraphs: each block element ends one.

    ``markdown`` reads a paragraph's text as Markdown (with its first line) when it is some.
    """

    def __init__(self, markdown: Callable[[str, int], str] | None = None) -> None:
        self.markdown = markdown
        self.found: list[_Found] = []
        self.parts: list[str] = []
        self.line = 0
        self.level = 0

    def add(self, text: str | None, line: int) -> None:
        if not text:
            return
        if not self.parts and text.strip():
            self.line = line + text[: len(text) - len(text.lstrip())].count("\n")
        if self.parts or text.strip():
            self.parts.append(text)

    def end(self, level: int = 0) -> None:
        """End the paragraph being gathered; the next is a heading of ``level`` (0: none)."""
        text = re.sub(r"\s+", " ", "".join(self.parts)).strip()
        if text and self.markdown:
            text = self.markdown(text, self.line)
        elif "](" in text:  # a link written in Markdown among HTML (kramdown reads it so): its text
            text = _WRITTEN_LINK.sub(r"\1", text)
        if text:
            self.found.append(_Found(Block(text, self.line, self.level)))
        self.parts, self.level = [], level


def _cell_kind(cell: Token) -> str:
    """A Markdown table's cell as :func:`._tables.layout` sees it: links only, pictures only, or ""."""
    children = cell.children or []
    outside, depth, pictures, links = [], 0, 0, 0
    for child in children:
        depth += (child.type == "link_open") - (child.type == "link_close")
        links += child.type == "link_open"
        pictures += child.type == "image"
        if depth == 0 and child.type not in ("link_open", "link_close", "image"):
            outside.append(child.content)
    if re.search(r"\w", "".join(outside)):
        return ""
    if pictures and all(child.type in ("image", "link_open", "link_close", "text", "softbreak") and
                        (child.type != "text" or not child.content.strip()) for child in children):
        return tables.PICTURE
    return tables.LINK if links else ""


def _body_rows(tokens: Sequence[Token]) -> list[list[Token]]:
    """The cells (their inline tokens) of each row of a table's body."""
    rows: list[list[Token]] = []
    for at, token in enumerate(tokens):
        if token.type == "tr_open" and not any(t.type == "th_open" for t in tokens[at:at + 2]):
            rows.append([])
        elif token.type == "inline" and at and tokens[at - 1].type == "td_open" and rows:
            rows[-1].append(token)
    return [row for row in rows if not all(_RULE_CELL.fullmatch(cell.content) for cell in row)]


_RULE_CELL = re.compile(r"[-=_*:+ \t]*")
"""A cell of a rule only: ``|-----|`` and ``|=====|`` divide a table's body and its footer (MultiMarkdown)."""


def _leads_in(found: Sequence[_Found], line: int) -> bool:
    """Whether the paragraph right before ``line`` leads into what follows ("More precisely:")."""
    if not found or found[-1].block.level or not found[-1].block.text.endswith(":"):
        return False
    return line - (found[-1].last or found[-1].block.line) <= 2


_CELL_BREAK = re.compile(r"([.;:!?])?[ \t]*\x0b\s*")
"""A line break in a table's cell (``<br>``), after its sentence's stop or not."""


_WRITTEN_NESTING = frozenset({"bullet_list_open", "ordered_list_open", "blockquote_open"})
"""The containers an author nests (markdown-it counts each list's items too)."""
_CONTAINER_MARKS = re.compile(r"^(?:[ \t]*(?:>|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$)))*")


def _too_deep(
    tokens: Sequence[Token], lines: list[str], name: str, offset: int = 0,
    where: Callable[[int], int] = lambda line: line, shown: int = 3,
) -> list[tuple[int, int, int, int]]:
    """Warn of the containers whose content markdown-it left out for being nested too deep.

    The first ``shown`` are named with their lines; the rest are counted in one more warning.
    Returns each place's first and last line, words, and the levels of quotes and lists read around it.
    """
    places: list[tuple[int, int, int, int]] = []
    open_: list[str] = []  # the containers open around each token
    for index, token in enumerate(tokens):
        if token.nesting == 1:
            open_.append(token.type)
        elif token.nesting == -1 and open_:
            open_.pop()
        if token.nesting != 1 or token.level < BLOCK_NESTING - 1 or not token.map:
            continue
        # The quotes and lists read around it: the nesting as the author wrote it.
        read = sum(kind in _WRITTEN_NESTING for kind in open_) - 1
        if index + 1 < len(tokens) and tokens[index + 1].nesting != -1:
            continue  # its content was read
        start, end = token.map
        texts = [(n, _CONTAINER_MARKS.sub("", lines[n])) for n in range(start, min(end, len(lines)))]
        texts = [(n, text) for n, text in texts if text.strip()]
        if texts:
            places.append((offset + texts[0][0] + 1, offset + texts[-1][0] + 1,
                           sum(len(text.split()) for _, text in texts), read))
    for first, last, words, read in places[:shown]:
        first, last = where(first), where(last)
        lines_said = f"line {first}" if first == last else f"lines {first}–{last}"
        log.warning("%s:%d: quotes or lists nested more than %d levels deep; %s (%s) %s left out",
                    name, first, read, lines_said, _words(words), "is" if first == last else "are")
    if len(places) > shown:
        rest = places[shown:]
        log.warning("%s:%d: and %d more places nested too deep (%s in all) are left out",
                    name, where(rest[0][0]), len(rest), _words(sum(place[2] for place in rest)))
    return places


_EMPHASIS_ENDS = re.compile(r"^[*~]+(?![./*~])|(?<![_./*~])[*~]+$")  # not a home path's ~/, a glob's *.md or VITE_*
_STRAY_ESCAPE = re.compile(r"(?<=\w)\\[a-z](?![\w\\])")
_INLINE_CHUNK = re.compile(r"\s*(?:r|\{r\}|\{python\}|\{julia\})\s+\S")
"""Inline code R Markdown and Quarto run, `` `r mean(x)` ``, `` `{python} x` ``: the page shows the value it computes,
which is not known here."""
_INDEX_ENTRY = re.compile(r"\\index\{[^{}\n]{0,200}\}")
_STRAY_BACKTICKS = re.compile(r"(?<=[^\s`])`+(?=\s|$)|(?:^|(?<=\s))(?!`{3,}[.,;:!?)])`+(?=[^\s`])")
"""Backticks glued to a word that open no code span (``automáticamente.````): a slip, never a word."""
_PAUSE = re.compile(r"<!--\s*pause\b\s*(.*?)\s*-->", re.IGNORECASE | re.DOTALL)
"""An author's pause, ``<!-- pause 2s -->``: a comment no page shows, and silence in the episode."""
_SHORTCODE = re.compile(r"(?<![\w:/])(?::(?:[a-z0-9_+-]*[a-z][a-z0-9_+-]*|[+-]1|100|1234):)+(?![\w:/])")  # :+1:, :100:
"""Emoji or icon shortcodes, one or several written together (``:elephant::purple_heart:``)."""
"""An emoji or icon shortcode (``:tada:``, ``:octicons-heart-fill-24:``); ``10:30:`` is none."""
_EM_DASH = re.compile(r"(?<!-)---(?!-)")
_EN_DASH = re.compile(r"(?<=\s)--(?=\s)|(?<=\w)--(?=\w)")
_BROKEN_LINK = re.compile(r"\[([^\[\]\n]+)\](?:[ \t]+|\(\])\((?:/|#|\.{1,2}/|https?:|mailto:)[^()\s]*\)")
_SPACED_IMAGE = re.compile(r"!\[([^\[\]\n]*)\]\([^()\s<>]*(?:[ \t][^()\s<>]+)+\.(?:png|jpe?g|gif|svg|webp|avif)\)",
                           re.IGNORECASE)
"""A picture whose address has a space (``![3 Punkte](assets/Action menu.png)``): CommonMark takes it for text,
Python-Markdown (MkDocs) and others for the picture, read by its alt text."""
_BROKEN_TAG = re.compile(r"<\s+/\s*[A-Za-z][\w-]*\s*>")
_LOOSE_TAG = re.compile(r"<(?:a|abbr|b|code|div|em|font|i|img|kbd|p|small|span|strong|sub|sup|u)"
                        r"""(?:\s+[A-Za-z_:][\w:.-]*(?:\s*=\s*(?:"[^"<>]*"|'[^'<>]*'|[^\s<>]+))?)*?\s+[A-Za-z_:][\w:.-]*\s*=\s*[^\s<>]*"""
                        r"""(?:\s+[A-Za-z_:][\w:.-]*(?:\s*=\s*(?:"[^"<>]*"|'[^'<>]*'|[^\s<>]+))?)*\s*/?>""",
                        re.IGNORECASE)
"""An element's opening tag that CommonMark does not take for one, an attribute's value quoted on one side only
(``<a href=https://xpresso-api.dev/" target="_blank">``), which browsers and Python-Markdown read as a tag."""
_REFERENCE_PAIR = re.compile(r"\[([^\[\]\n]+)\](?:\s?\[[^\[\]\n^][^\[\]\n]*\]|\[\])")
"""A reference link whose label no definition on the page names (``[posts directory][config.post_dir]``, a
site's hook resolves it; mkdocs-autorefs' ``[preload_modules][]``, a heading's name): the page shows the text as
a link."""
_BRACKETED = re.compile(r"\[([^\[\]\n^][^\[\]\n]*)\](?![(\[])")
"""Bracketed text: a link where a definition names its label (``[semantic versioning][^2]``, a link before a
footnote mark, which CommonMark leaves as text)."""
_DEFINITION_LINE = re.compile(r"^[ \t]{0,3}\[([^\[\]\n^]+)\]:[ \t]*\S", re.MULTILINE)
_LABEL_BEFORE = re.compile(r"\[[^\[\]\n]+\]\s*$")
_LINK_OPEN, _LINK_CLOSE = "\x02", "\x03"
"""Around a link's text after bracketed text (``[Google Font] [Google Fonts]``): Python-Markdown's reference
link, whose text is the first brackets'."""
_LABELLED_LINK = re.compile(r"\[([^\[\]\n]+)\][ \t]*\x02[^\x03]*\x03")
STEP_WORDS = ("step", "étape", "etape", "paso", "Schritt")
"""Words a page refers to the items of its numbered procedure by, with their numbers ("proceed to Step 4", "passer à
l'étape 6", "ve al paso 2", "weiter mit Schritt 3")."""
_STEP_REFERENCE = re.compile(rf"\b({'|'.join(STEP_WORDS)})(?:s|e)?\s+(\d{{1,2}})\b(?![.,/]\d)"
                             r"(?!\s+(?:times|mal|fois|veces)\b)", re.IGNORECASE)
"""A step referred to by its number; not a count of them ("step 2 times")."""
_LINE_MARKUP = re.compile(r"[\s#*_>\[+-]|\d+[.)]")
"""What may open a line before its first words: a heading's, a quote's, a list's and emphasis' marks."""


def step_word(text: str) -> str | None:
    """The word ``text`` refers to a numbered step by inside a sentence ("proceed to Step 4"), capitalized as a label
    ("Step"); none where a heading, an item or a paragraph opens with a step's number ("## Step 1: Install", "**Step
    2.** Open it"): the page labels its steps itself, and its lists may be each step's own."""
    word = None
    for found in _STEP_REFERENCE.finditer(text):
        if not _LINE_MARKUP.sub("", text[text.rfind("\n", 0, found.start()) + 1:found.start()]):
            return None
        word = word or found[1][:1].upper() + found[1][1:].lower()
    return word


def numbered_step(text: str, word: str, number: str) -> str:
    """An ordered list's item with its number after the page's word for a step ("Step 4: Reinstall it."), as a
    listener needs it where the page sends them to a step by its number; unless the item says it already."""
    if re.match(rf"(?i:{re.escape(word)})\s*{number}\b|{number}\b", text):
        return text
    return f"{word} {number}: {text}"


_TASK_MARK = re.compile(r"^\[[ xX]\]\s+")
TASK_DONE = {"en": "Done", "es": "Hecho", "fr": "Fait", "de": "Erledigt"}
"""What a task list's ticked box says before its item; an empty box says nothing (a list of things to do)."""
_KEYS = re.compile(r"(?<![+\w])\+\+([\w-]+(?:\+[\w-]+)*)\+\+(?![+\w])")
"""pymdownx.keys: ``++ctrl+alt+del++`` shows the keys Ctrl+Alt+Del."""
_MARKED = re.compile(r"(?<![=\w])==(?=\S)(.+?)(?<=\S)==(?![=\w])|(?<![\^\w])\^\^(?=\S)(.+?)(?<=\S)\^\^(?![\^\w])")
"""pymdownx.mark and caret: ``==marked==``, ``^^inserted^^``, shown as their text."""
_SCRIPTS = re.compile(r"(?<=\w)([~^])([^\s~^]+)\1")
"""pymdownx.tilde and caret's sub- and superscripts: ``H~2~O``, ``A^T^A``."""
_KEY_NAMES = {"ctrl": "Ctrl", "alt": "Alt", "del": "Del", "cmd": "Cmd", "esc": "Esc", "pgup": "Page Up",
              "pgdn": "Page Down", "ins": "Insert", "bs": "Backspace", "opt": "Option"}


_ADDRESS = re.compile(r"(?:https?://|www\.)[^\s<>\[\]]+", re.IGNORECASE)


_ABOUT_ADDRESSES = re.compile(r"\b(?:URLs?|address(?:es)?|Adressen?|adresses?|direcci[oó]n(?:es)?|enlaces?|links?)\b",
                              re.IGNORECASE)
"""Words of a sentence about addresses ("add /contribute at the end of the URL (for example …)"): there the
address is what is said, not only its site."""


def _site_of(text: str, whole: bool = False) -> str | None:
    """What a link says when its text is its address (``https://www.example.com/docs/``): its site, the
    host without ``www.`` ("example.com"), or with ``whole`` (a sentence about addresses) or for a file to
    download (``downloads.snyk.io/cli/stable/snyk-linux``, ``….zip``) the address without its scheme
    ("example.com/docs"); None when the text is words."""
    if not _ADDRESS.fullmatch(text):
        return None
    address = urlsplit(text if "://" in text else f"http://{text}")
    host = (address.hostname or "").removeprefix("www.")
    if host == "localhost" or re.fullmatch(r"[\d.]+|\[[\da-f:]+\]", host):  # a machine, not a site: its port and
        return address.netloc + address.path.rstrip("/")  # its path too, what the reader types ("127.0.0.1:8000/docs")
    downloaded = host.startswith(("download", "dl.")) or _FILE_PATH.search(address.path) is not None
    if (whole or downloaded) and host:  # a file to download: which one it is is its path
        return host + address.path.rstrip("/")
    if host in _FORGES and (project := _FORGE_PATH.match(address.path)):  # a project on a forge: its owner and name,
        return host + project[0].rstrip("/")  # and the issue or pull request's number
    return host or None


_FORGES = frozenset({"github.com", "gitlab.com", "bitbucket.org", "codeberg.org"})
"""Code hosts of many projects, where the path names the one a link shows (github.com/pydata/pydata-sphinx-theme/pull/
1012), not the site."""
_FORGE_PATH = re.compile(r"/[\w.-]+/[\w.-]+(?:/-)?(?:/(?:issues|pull|pulls|merge_requests|discussions)/\d+)?/?")
"""A project's owner and name on a forge, and an issue's, a pull or a merge request's number."""
_FILE_PATH = re.compile(r"/downloads?/|\.(?:zip|tar|gz|tgz|bz2|xz|exe|msi|dmg|pkg|deb|rpm|apk|whl|jar|iso|img|pdf)$",
                        re.IGNORECASE)


_ICON = re.compile(r"(?P<set>material|fontawesome-(?:brands|solid|regular)|octicons|simple)-(?P<name>[a-z0-9-]+?)"
                   r"(?:-(?:16|24|outline))?")
"""An icon of Material for MkDocs' sets: ``material-pencil``, ``fontawesome-brands-mastodon``,
``octicons-mark-github-16``."""
_ICON_SEPARATOR = re.compile(r"^\s*[-–—|]\s+")
_STANDS_FOR_A_WORD = re.compile(r"\s*[,;.)](?:\s|$)|\s+(?:or|and|oder|und|o|y|ou|et)\s+:[\w-]+:")
"""After an icon that takes a word's place (the sentence goes on with punctuation, or another icon joined to
it): not one before a label (":material-tag: insiders-4.15.0", "an icon as :x: new or :y: deprecated")."""
_BRANDS = ("fontawesome-brands", "simple")


def _icon_name(icon: re.Match[str]) -> str:
    """What an icon shows, as a word: a brand by its name ("Mastodon"), another by its words ("pencil")."""
    words = icon["name"].replace("-", " ")
    return words.title() if icon["set"] in _BRANDS else words


def _key_shown(key: str) -> str:
    """A key as pymdownx.keys shows it: ``ctrl`` "Ctrl", ``arrow-right`` "Arrow Right", ``x`` "X"."""
    return _KEY_NAMES.get(key.lower()) or " ".join(word.capitalize() if len(word) > 1 else word.upper()
                                                   for word in key.split("-"))
# Inline HTML is never read, but these tags separate the words around them.
_LANG_ELEMENT = re.compile(
    r"<([a-z][a-z0-9]*)\b[^>]*?\blang\s*=\s*(?:\"([^\"]*)\"|'([^']*)'|([^\s>\"']+))[^>]*>", re.IGNORECASE)
"""An element whose text is in a language of its own: ``<span lang="en">``, ``<i lang="en">``, ``<q lang="fr">``."""
_LANG_SPAN = re.compile(r"\[([^\[\]]+)\]\{\s*lang\s*=\s*[\"']?([A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*)[\"']?\s*\}")
"""The Markdown form (Pandoc's bracketed span): ``[A standardized license]{lang=en}``."""


_MYST_SCHEME = re.compile(r"^(?:xref|project|inv|path|doc):", re.IGNORECASE)
"""MyST's reference links (``<xref:guide#label>``, ``<project:page.md#label>``): the page shows the target's title."""


_XREF_ELEMENT = re.compile(r"""<(?:xref\b[^<>]*?\bhref|a\b[^<>]*?\bhref=["']xref:)=?["']?([^"'<>]+)["'][^<>]*?/>""",
                           re.IGNORECASE)
"""docfx's cross reference as an element, ``<xref href="System.String"/>`` or ``<a href="xref:System.String"/>``:
the page shows the target's name."""
_DOCFX_PAGE = re.compile(r"<xref\b|\]\(xref:|href=[\"']xref:")
_XREF_SHORTHAND = re.compile(r"""(?<![\w@])@(?:"([^"\s]+)"|'([^'\s]+)')""")
"""docfx's ``@"System.String?text=string"``: a cross reference, shown as its target's name."""


def xref_text(target: str) -> str:
    """What docfx shows for a cross reference to ``target`` (``System.String?displayProperty=fullName``): the
    ``text`` or ``alt`` it is given, else the full name asked for, else the name's last part
    (``System.Collections.Immutable.ImmutableArray`1`` shows ``ImmutableArray``)."""
    from urllib.parse import parse_qs

    uid, _, query = unquote(target).partition("?")
    asked = {key.lower(): values[0] for key, values in parse_qs(query.split("#")[0]).items()}
    if asked.get("text") or asked.get("alt"):
        return asked.get("text") or asked["alt"]
    name = re.sub(r"`+\d+|\(.*\)$|[*#].*$", "", uid)
    return name if asked.get("displayproperty", "").lower() == "fullname" else name.rsplit(".", 1)[-1]


def _myst_reference(href: str) -> str:
    """The title of a MyST reference's target, else its key in words ("guide, myst xref")."""
    from audioguide.text.readers._macros import readable_name, reference_title

    target = href.split(":", 1)[1].lstrip("/")
    path, _, anchor = target.rpartition("#") if "#" in target else (target, "", "")
    anchor = anchor or ""
    return ((reference_title(anchor) if anchor else None) or (reference_title(path, "doc") if path else None)
            or readable_name(anchor or path.rsplit(":", 1)[-1]))




def broken_lines(text: str) -> str:
    """"**Info**<br>Use for…": a line broken inside a paragraph. In a list of short lines (an address, opening
    hours, "`####` pour un titre de niveau 4" above "`#####` pour…") a line ending without its stop is read with a
    pause: a full stop, or a comma before a line that goes on in lower case ("One word<br>next line"). In a
    paragraph of several short broken lines a break before a capital word ends a sentence (a verse's line);
    anywhere else, before a digit, a currency sign, a quote, code or a lower-case word, the break is a space: two
    spaces left at a line's end in the middle of a clause ("costs␣␣\\n$20", "under␣␣\\n5 go free")."""
    if LINE_BREAK not in text:
        return text
    # "Gerhardstraße 2\ 22926 Ahrensburg": a house number and a postcode on their own lines, kept apart
    text = re.sub(rf"(?<=\d)[ \t]*{LINE_BREAK}\s*(?=\d)", ", ", text)
    ended = r"(?:(?<=[^\W_])|(?<=[)\]`]))[ \t]*"
    # "is now in<br>New York City": a line that ends in an article, a preposition or a conjunction goes on
    text = re.sub(rf"(?<![^\W_])(?:{_GOES_ON})[ \t]*{LINE_BREAK}\s*", lambda found: found[0].split()[0].rstrip(
        LINE_BREAK) + " ", text)
    # "`v1/api/users`<br><br>", "GET<br>**Description**: Gets…": a blank line made of breaks, or a line that opens
    # with a one-word label, ends the line before it, however long the lines are (a longer one is a sentence's
    # next words: "…ausführlichen<br>Hinweise zur Sicherheit: …")
    text = re.sub(rf"{ended}(?:{LINE_BREAK}[ \t]*){{2,}}\s*(?=\S)", ". ", text)
    text = re.sub(rf"{ended}{LINE_BREAK}\s*(?=([^\W\d_])[\w-]*:\s)",
                  lambda found: ". " if text[found.end()].isupper() else found[0], text)
    if _a_list_of_lines(text):
        text = re.sub(rf"{ended}{LINE_BREAK}\s*(?=[^\W\d_])",
                      lambda found: ", " if text[found.end()].islower() else ". ", text)
        text = re.sub(rf"{ended}{LINE_BREAK}\s*(?=\S)", ". ", text)
    elif _line_like(text):
        text = re.sub(rf"{ended}{LINE_BREAK}\s*(?=[^\W\d_])",
                      lambda found: ". " if text[found.end()].isupper() else " ", text)
    return text.replace(LINE_BREAK, " ")


_GOES_ON = "|".join(("a", "an", "the", "in", "on", "at", "to", "of", "for", "with", "by", "from", "into", "onto",
                     "and", "or", "but", "nor", "than", "my", "our", "your", "their", "its", "see", "visit", "contact",
                     "including", "like"))
"""The words a line of a running sentence can break after but a sentence does not end with (English, in lower
case): an article, a preposition, a conjunction, a possessive, a verb that takes the next line as its object
("see", "visit")."""


def _broken(text: str) -> list[str]:
    """The lines of a paragraph, broken where its source breaks them (hard breaks and soft ones)."""
    return [line.strip() for line in re.split(rf"{LINE_BREAK}|\n", text.strip())]


def _line_start(line: str) -> str:
    """What a line begins with: code or a quote, a capital, a digit, a lower-case letter or another mark."""
    first = line[:1]
    if first in "`\"'«“„‘":
        return "code"
    return "capital" if first.isupper() else "digit" if first.isdigit() else "lower" if first.islower() else "mark"


def _all_broken(text: str) -> bool:
    """Whether each line of a paragraph ends in a hard break or with its own stop ("GitHub:" above its text)."""
    return re.search(r"(?<![.:;!?])[ \t]*\n", text.strip()) is None


def _a_list_of_lines(text: str) -> bool:
    """Whether every line of a paragraph is broken and each is short: a few words each (an address, opening
    hours), or items alike that start the same way (each with its code, each with a capital)."""
    if not _all_broken(text):
        return False
    lines = _broken(text)
    return (all(len(line.split()) <= 4 for line in lines)
            or (len({_line_start(line) for line in lines}) == 1 and _line_start(lines[0]) in ("code", "capital")
                and all(len(line) <= 60 for line in lines)))


def _line_like(text: str) -> bool:
    """Whether a paragraph's broken lines are all short and either several or all its lines (a verse, an address
    amid prose, a title in bold above its text)."""
    lines = re.split(LINE_BREAK, text.strip())[:-1]
    return ((len(lines) >= 2 or _all_broken(text))
            and all(len(line.strip().rsplit("\n", 1)[-1]) <= 60 for line in lines))


_BREAKING_TAG = re.compile(r"</?(br|hr|p|div|li|td|th|tr|img)\b", re.IGNORECASE)
# The text inside these is not shown, so not read either.
_HIDING_TAG = re.compile(r"<(/?)(script|style|noscript|template|svg|math)\b[^>]*>", re.IGNORECASE)
_RAW_TEXT = {"script", "style"}
_PRE_TAG = re.compile(r"<(/?)(pre)\b[^>]*>", re.IGNORECASE)


def _lines_of_code(children: Sequence[Token], at: int) -> re.Match[str] | None:
    """A ``<pre>`` tag in a line of text that opens or closes lines of code (``| `bounds` | <pre>{<br> lat: …}</pre>
    |``, a table's cell): left out, as a code block is. One line (``<pre>2022-10-04T14:48:00.000Z</pre>``) is a
    value shown as code, read."""
    tag = _PRE_TAG.fullmatch(children[at].content)
    if tag is None:
        return None
    step = -1 if tag[1] else 1
    at += step
    while 0 <= at < len(children) and not _PRE_TAG.fullmatch(children[at].content):
        if children[at].type == "html_inline" and re.fullmatch(r"<br\s*/?>", children[at].content, re.IGNORECASE):
            return tag
        at += step
    return None
_ELEMENT_TAG = re.compile(r"<(/?)(span|div|em|strong|b|i|small|a|sup|sub|mark)\b[^>]*>", re.IGNORECASE)
_CLASSES = re.compile(r"""\bclass\s*=\s*["']([^"']*)["']""")
_LETTER_OR_DIGIT = re.compile(r"[^\W_]")
_TAGS = re.compile(r"<[^>]*>")
_HTML = lxml.html.HTMLParser(encoding="utf-8", huge_tree=True)
"""HTML as Markdown holds it; nested past libxml2's 256 levels too, whose text it would drop unsaid."""
_HEADING = re.compile(r"h[1-6]")
_BOX_CLASS = re.compile(r"(?i)\b(?:demo|example|preview|sample|playground|output|result|live|card|callout|admonition"
                        r"|note|tip|warning)\w*")


def _in_a_box(heading: Any) -> bool:
    """Whether an HTML heading is one of a box the page shows inside its text (a live demo's ``<h1>``, a card's,
    a figure's or a quote's): part of its chapter, read as a paragraph, not a chapter of its own."""
    return any(ancestor.tag in ("figure", "aside", "details", "blockquote")
               or (ancestor.tag in ("div", "section") and _BOX_CLASS.search(ancestor.get("class") or ""))
               for ancestor in heading.iterancestors() if isinstance(ancestor.tag, str))

# HTML elements that continue a paragraph; any other element starts and ends one.
_INLINE = frozenset({
    "a", "abbr", "acronym", "b", "bdi", "bdo", "big", "br", "cite", "code", "data", "del", "dfn", "em",
    "font", "i", "img", "input", "ins", "kbd", "mark", "q", "s", "samp", "small", "span", "strike",
    "strong", "sub", "sup", "time", "tt", "u", "var", "wbr",
})
# Page chrome and what no page shows as text: never read.
_CHROME = frozenset({
    "script", "style", "noscript", "template", "nav", "iframe", "svg", "math", "canvas", "video",
    "audio", "object", "embed", "button", "select", "textarea", "input", "head", "title", "meta",
    "link",
})
_SILENT = frozenset({"input", "meta", "link"})
"""Chrome that never holds words: a checkbox before a label is no text left out."""
# A <header> or <footer> inside these belongs to its content (a quote's citation); any other is a site's.
_SECTIONING = frozenset({
    "article", "aside", "section", "main", "blockquote", "details", "dialog", "fieldset", "figure", "td",
})


def _contents(tokens: Sequence[Token]) -> dict[int, int]:
    """The page's own tables of contents, as the first and last index of their tokens: a list, or paragraphs in a
    row, holding only links to the page's headings (``[Requirements](#requirements)``), numbered or not, with its
    title before it ("## Table of Contents", left out with it), or without one when most entries are named as the
    headings they lead to. Steps that link to the page's paragraphs, or links among words, are read."""
    headings = _headings(tokens)
    named = {said(words): words for words in headings.values()}
    found: dict[int, int] = {}
    index = 0
    while index < len(tokens):
        end = _links_only(tokens, index)
        if end is None:
            # a list is a contents whole or not at all: its nested lists are not tested apart
            index = _list_end(tokens, index) + 1
            continue
        entries = [entry for inline in tokens[index:end + 1] if inline.type == "inline" for entry in _entries(inline)]
        pairs = [(words, headings.get(anchor) or named.get(said(words), "")) for words, anchor in entries]
        title = index - 3 if index >= 3 and tokens[index - 1].type in ("heading_close", "paragraph_close") \
            and contents_title(" ".join(_shown(tokens[index - 2]).split())) else None
        if len(entries) >= 2 and mostly_found(sum(not heading for _words, heading in pairs), len(pairs)) \
                and (title is not None or names_its_headings(pairs)):
            found[_lead_in(tokens, index) if title is None else title] = end
        index = end + 1
    return found


def _list_end(tokens: Sequence[Token], start: int) -> int:
    """The last token of the list opening at ``start``; ``start`` itself for any other token."""
    opener = tokens[start]
    if opener.type not in ("bullet_list_open", "ordered_list_open"):
        return start
    return next(at for at in range(start + 1, len(tokens))
                if tokens[at].type == opener.type.replace("_open", "_close") and tokens[at].level == opener.level)


def _lead_in(tokens: Sequence[Token], start: int) -> int:
    """Where a table of contents without a title opens: at the paragraph before it that leads in to it ("See
    also:", "Choose a dish:"), left out with it rather than left hanging, else at ``start``."""
    if start >= 3 and tokens[start - 1].type == "paragraph_close" and tokens[start - 3].type == "paragraph_open" \
            and tokens[start - 3].level == tokens[start].level \
            and leads_in(" ".join(_shown(tokens[start - 2]).split())):
        return start - 3
    return start


def _headings(tokens: Sequence[Token]) -> dict[str, str]:
    """The page's headings' words by their anchors: the slug GitHub, MkDocs and Jekyll give them
    ("Main Gradle tasks": ``main-gradle-tasks``), or the id written after them (``{#setup}``)."""
    found: dict[str, str] = {}
    for at in range(1, len(tokens)):
        if tokens[at].type == "inline" and tokens[at - 1].type == "heading_open":
            written = re.search(r"\{[^}]*#([\w-]+)[^}]*\}\s*$", tokens[at].content)
            words = re.sub(r"\s*\{[^}]*\}\s*$", "", tokens[at].content)
            slug = re.sub(r"[^\w\- ]", "", _shown(tokens[at]).lower()).replace(" ", "-")
            found.setdefault(written[1] if written else slug, words)
    return found


def _shown(inline: Token) -> str:
    """The words a line of Markdown shows, without its markup (``**Contents**``: "Contents")."""
    return "".join(child.content for child in inline.children or [] if child.type in ("text", "code_inline"))


def _links_only(tokens: Sequence[Token], start: int) -> int | None:
    """The last token of a list, or of paragraphs in a row, that opens at ``start`` and holds only links to anchors
    of the page (``None`` for any other block)."""
    opener = tokens[start]
    if opener.type in ("bullet_list_open", "ordered_list_open"):
        end = next(at for at in range(start + 1, len(tokens))
                   if tokens[at].type == opener.type.replace("_open", "_close") and tokens[at].level == opener.level)
        inlines = [token for token in tokens[start:end] if token.type == "inline"]
        blocks = {"list_item_open", "list_item_close", "paragraph_open", "paragraph_close", "inline",
                  "bullet_list_open", "bullet_list_close", "ordered_list_open", "ordered_list_close"}
        if inlines and all(token.type in blocks for token in tokens[start:end]) and all(map(_only_links, inlines)):
            return end
        return None
    last: int | None = None
    at = start
    while at + 2 < len(tokens) and tokens[at].type == "paragraph_open" and tokens[at].level == opener.level \
            and _only_links(tokens[at + 1]):
        last = at + 2
        at += 3
    return last


def _only_links(inline: Token) -> bool:
    """Whether a line of text is only links to anchors of the page, with their numbering and separators."""
    children = inline.children or []
    depth = 0
    outside = []
    for child in children:
        if child.type == "link_open":
            depth += 1
            if not str(child.attrs.get("href", "")).startswith("#"):
                return False
        elif child.type == "link_close":
            depth -= 1
        elif not depth:
            outside.append(child.content)
    return any(child.type == "link_open" for child in children) and only_numbering(" ".join(outside))


def _entries(inline: Token) -> list[tuple[str, str]]:
    """A table of contents' entries in a line: each link's words and the anchor it goes to."""
    entries: list[tuple[str, str]] = []
    for child in inline.children or []:
        if child.type == "link_open":
            entries.append(("", str(child.attrs.get("href", ""))[1:]))
        elif entries and child.type != "link_close" and not entries[-1][0].endswith("\0"):
            entries[-1] = (entries[-1][0] + child.content, entries[-1][1])
        elif entries and child.type == "link_close":
            entries[-1] = (entries[-1][0] + "\0", entries[-1][1])
    return [(words.rstrip("\0"), anchor) for words, anchor in entries]
