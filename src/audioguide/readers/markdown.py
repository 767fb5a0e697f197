"""Markdown (``.md``), as CommonMark with tables and YAML front matter, by markdown-it-py.

Headings and paragraphs are read, in lists and quotes too; links as their
text, images as their alt text. Inline HTML is never read aloud, nor the text
inside ``<script>``, ``<style>``, ``<noscript>`` and ``<template>``; code
blocks and tables are skipped. The front matter's ``title`` is the title.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence

import yaml
from markdown_it import MarkdownIt
from markdown_it.rules_core import StateCore
from markdown_it.token import Token
from mdit_py_plugins.front_matter import front_matter_plugin

from audioguide.errors import DocumentError
from audioguide.readers import Block, Reading
from audioguide.text import read_text

log = logging.getLogger(__name__)


class MarkdownReader:
    extensions = (".md", ".markdown")

    def read(self, data: bytes, name: str) -> Reading:
        text = read_text(data, name)
        meta = front_matter(text, name)
        return Reading(read_markdown_blocks(text, name), title=_meta_title(meta, name), meta=meta)


def _meta_title(meta: dict[str, object], name: str) -> str | None:
    value = meta.get("title")
    if value is not None and not isinstance(value, str):
        raise DocumentError(f"{name}:1: front matter title must be text, got {value!r}")
    return value


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
