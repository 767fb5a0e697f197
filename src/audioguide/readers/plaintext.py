"""Plain text (``.txt``): blank lines end paragraphs, the first line is the title.

A paragraph of one short line without closing punctuation, mostly in title
case, is a heading ("The Trauma Bond Nobody Warned You About"); so is a line
underlined with ``===`` (level 1) or ``---`` (level 2).
"""

from __future__ import annotations

import re

from audioguide.readers import Block, Reading
from audioguide.text import read_text


class TextReader:
    extensions = (".txt", ".text")

    def read(self, data: bytes, name: str) -> Reading:
        return Reading(read_text_blocks(read_text(data, name), name), first_block_is_title=True)


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
