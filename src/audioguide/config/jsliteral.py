"""A small reader of the JavaScript object literals a site's config writes its navigation in (Nextra's ``_meta.js``,
VitePress' ``themeConfig.sidebar``, Starlight's ``sidebar``): strings, arrays and objects as Python's; anything else
(a number, a call, a name) as its text, a :class:`Code`. Nothing is run."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

JS_KEY = re.compile(r"""\s*(?:(['"])((?:\\.|(?!\1).)*)\1|([\w$-]+))\s*:\s*""")
"""An object's key and its colon: ``'intro':``, ``"intro":``, ``intro:``."""
JS_STRING = re.compile(r"""(['"`])((?:\\.|(?!\1).)*)\1""", re.DOTALL)
_COMMENT = re.compile(r"""(['"`])(?:\\.|(?!\1).)*\1|/\*.*?\*/|(?<![:\w])//[^\n]*""", re.DOTALL)
_SPREAD = re.compile(r"\.\.\.\s*")


@dataclass(frozen=True)
class Code:
    """A value the reader does not evaluate: a name (``sidebarGuide``), a call (``sidebarDocs_de()``), a number."""

    text: str

    @property
    def name(self) -> str | None:
        """The name it is or calls (``sidebarDocs_de`` of ``sidebarDocs_de()``), None for anything else."""
        found = re.fullmatch(r"([A-Za-z_$][\w$]*)\s*(?:\(\s*\))?", self.text.strip())
        return found[1] if found else None


def without_comments(text: str) -> str:
    """``text`` without its ``// …`` and ``/* … */`` comments, its strings kept whole (``'https://…'``)."""
    return _COMMENT.sub(lambda found: found[0] if found[1] else "", text)


def value_end(text: str, at: int) -> int:
    """Where the value starting at ``at`` ends: the comma (or closing brace) after it at its own depth."""
    depth = 0
    while at < len(text):
        character = text[at]
        if character in "'\"`" and (string := JS_STRING.match(text, at)) is not None:
            at = string.end()
            continue
        if character in "{[(":
            depth += 1
        elif character in "}])":
            if depth == 0:
                return at
            depth -= 1
        elif character == "," and depth == 0:
            return at
        at += 1
    return at


def _closing(text: str, at: int) -> int:
    """Where the array or object whose body starts at ``at`` closes."""
    end = value_end(text, at)
    while end < len(text) and text[end] == ",":
        end = value_end(text, end + 1)
    return end


def top_level_parts(body: str) -> list[str]:
    """An object or array literal's ``body`` cut at its top-level commas."""
    parts, at = [], 0
    while at < len(body):
        end = value_end(body, at)
        parts.append(body[at:end])
        at = end + 1
    return parts


def js_value(text: str) -> Any:
    """The value a literal's ``text`` writes: a ``str``, a ``list``, a ``dict`` (a spread, ``...more``, as the key
    ``...``), else a :class:`Code`; an array or object followed by more (``[…] as const``) is that array or object."""
    text = text.strip()
    if (string := JS_STRING.fullmatch(text)) is not None:
        return string[2]
    if text[:1] in "[{":
        body = text[1:_closing(text, 1)]
        parts = [part for part in top_level_parts(body) if part.strip()]
        if text[0] == "[":
            return [js_value(_SPREAD.sub("", part, count=1)) for part in parts]
        return dict(_js_field(part) for part in parts)
    return Code(text)


def _js_field(part: str) -> tuple[str, Any]:
    """An object's field: its key and value (``link: '/x'``); a shorthand or spread, its name with no value."""
    key = JS_KEY.match(part)
    if key is None:
        return part.strip(), Code(part.strip())
    return key[2] if key[1] else key[3], js_value(part[key.end():])


def key_values(text: str, key: str) -> list[Any]:
    """Each value written for ``key`` in ``text`` (``sidebar: […]``), in order; a name or call (``sidebar:
    sidebarDocs()``, ``items: guide``) is the value its ``const`` or ``function`` in ``text`` gives."""
    values = []
    for found in re.finditer(rf"""(?<![\w$.])(['"]?){re.escape(key)}\1\s*:\s*""", text):
        value = js_value(text[found.end():value_end(text, found.end())])
        values.append(resolved(text, value))
    return values


def resolved(text: str, value: Any, depth: int = 0) -> Any:
    """``value`` with each name or call in it replaced by what ``text`` defines it as, a few levels deep."""
    if depth > 4:
        return value
    if isinstance(value, Code) and value.name is not None:
        defined = definition(text, value.name)
        return value if defined is None else resolved(text, defined, depth + 1)
    if isinstance(value, list):
        return [resolved(text, item, depth + 1) for item in value]
    if isinstance(value, dict):
        return {key: resolved(text, item, depth + 1) for key, item in value.items()}
    return value


def definition(text: str, name: str) -> Any:
    """The array or object ``text`` defines ``name`` as: ``const name = […]``, ``function name() { return […] }``,
    ``const name = () => ({…})``; None where it defines none."""
    pattern = (rf"(?:\bfunction\s+{re.escape(name)}\s*\([^)]*\)[^{{]*\{{\s*return\s*"
               rf"|\b(?:const|let|var)\s+{re.escape(name)}\s*(?::[^=]+)?=\s*(?:\([^)]*\)\s*(?::[^=]+)?=>\s*)?\(?\s*)")
    found = re.search(pattern, text)
    if found is None or text[found.end():found.end() + 1] not in ("[", "{"):
        return None
    return js_value(text[found.end():])
