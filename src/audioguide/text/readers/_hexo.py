"""Hexo's NexT theme tags that show words, read as the page shows them.

NexT writes a coloured label in a sentence as ``{% label info@site root directory %}`` (its text after the style
and ``@``), a button as ``{% button url, text, icon, title %}`` (``btn`` too; its text), and tabs as ``{% tabs
name %}`` with each tab opened by ``<!-- tab Caption@icon -->`` and closed by ``<!-- endtab -->``: the caption is
read before the tab's text as a lead-in, a tab without one shows only its number. The tags' own names, styles,
addresses and icons are shown by none.
"""

from __future__ import annotations

import re

_LABEL = re.compile(r"label\s+(?:[\w-]+@)?(?P<text>.*\S)", re.DOTALL)
_BUTTON = re.compile(r"(?:button|btn)\s+[^,]*,\s*(?P<text>[^,]*[^,\s])", re.DOTALL)
_TABS = re.compile(r"(?:sub)?tabs(?:\s.*)?", re.DOTALL)
_TAB_COMMENT = re.compile(r"<!--[ \t]*(?:tab(?:[ \t]+(?P<caption>[^@\n]*?))?(?:[ \t]*@[\w-]+)?|endtab)[ \t]*-->")


def shown(inner: str) -> str | None:
    """The words a NexT tag (``inner``: what ``{% %}`` holds) shows, "" for a tab group, which shows none of its
    own, or None for another tag (a note's title is :func:`._macros._note_title`'s)."""
    inner = inner.strip().strip("-").strip()
    if (label := _LABEL.fullmatch(inner)) is not None:
        return label["text"]
    if (button := _BUTTON.match(inner)) is not None:
        return button["text"]
    if _TABS.fullmatch(inner):
        return ""
    return None


def with_tab_captions(text: str) -> str:
    """``text`` with each NexT tab's comment as its caption ("Solution 2:", a lead-in to the tab's text), or
    nothing for a tab without one and for a tab's end, where the page holds ``{% tabs %}``."""
    if "{% tabs" not in text and "{%- tabs" not in text:
        return text
    return _TAB_COMMENT.sub(lambda found: f"{found['caption'].strip()}:" if found["caption"] else "", text)
