"""Just the Docs' callouts: a paragraph or quote marked with a class the site's ``_config.yml`` configures.

A Jekyll site with the Just the Docs theme styles a block marked ``{: .warning }`` (kramdown's block
attribute list, on the line before the block or right after it) as a callout, and shows the title its
``_config.yml`` gives that class (``callouts: {warning: {title: Warning, color: red}}``) before the
block's text. Here that title is read as a lead-in ("Warning: These callout names…"). A class without a
title (``highlight``), the ``-title`` form (``{: .note-title }``, whose quote's first paragraph is its
title) and a block that is no paragraph or quote (a list, code, a table) are read as before: the
attribute list is markup, and nothing more.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

from audioguide.text.readers._macros import data_file

_IAL = re.compile(r"^(?P<quote>[ \t]*(?:>[ \t]?)*)\{:[ \t]*(?P<classes>(?:\.[\w-]+[ \t]*)+)\}[ \t]*$")
_FENCE = re.compile(r"^[ \t>]*(`{3,}|~{3,})")
_CONTAINER = re.compile(r"^[ \t]*(?:>[ \t]?)*[ \t]*")
_NOT_PROSE = re.compile(r"^(?:[-+*][ \t]|\d{1,9}[.)][ \t]|#|<|\||`{3,}|~{3,}|\{:|$)")
"""What opens a block that no title is put before: a list, a heading, HTML, a table, code, an attribute list."""


def callout_titles(document: Path | None) -> dict[str, str]:
    """The titles of the callouts the site's ``_config.yml`` (the nearest above ``document``) configures,
    by class; none without a config."""
    if document is None:
        return {}
    root = next((folder for folder in document.resolve().parents if (folder / "_config.yml").is_file()), None)
    settings = data_file(root / "_config.yml") if root is not None else None
    callouts = settings.get("callouts") if isinstance(settings, Mapping) else None
    if not isinstance(callouts, Mapping):
        return {}
    return {str(name): " ".join(str(options["title"]).split()) for name, options in callouts.items()
            if isinstance(options, Mapping) and isinstance(options.get("title"), (str, int, float))
            and str(options["title"]).strip()}


def with_callout_titles(text: str, titles: Mapping[str, str], start: int = 0) -> str:
    """``text`` with each configured callout's title before its block's first words ("Warning: …"), from
    offset ``start`` on; the attribute lists themselves are left for the template-tag step to take out."""
    if not titles or "{:" not in text:
        return text
    lines = text[start:].split("\n")
    fence = ""
    for index, line in enumerate(lines):
        opened = _FENCE.match(line)
        if opened and (not fence or opened[1].startswith(fence)):
            fence = "" if fence else opened[1][:3]
            continue
        found = _IAL.match(line) if not fence else None
        title = _title(found["classes"], titles) if found else None
        if found is None or title is None:
            continue
        target = _target(lines, index, found["quote"])
        if target is not None:
            lines[target] = _titled(lines[target], title)
    return text[:start] + "\n".join(lines)


def _title(classes: str, titles: Mapping[str, str]) -> str | None:
    return next((titles[name] for name in classes.replace(".", " ").split() if name in titles), None)


def _target(lines: list[str], index: int, quote: str) -> int | None:
    """The line whose block the attribute list on ``lines[index]`` marks: the next line when it holds
    prose, else the first line of the paragraph just before it."""
    depth = quote.count(">")
    after = index + 1
    if after < len(lines) and _prose(lines[after], depth):
        return after
    before = index - 1
    if before < 0 or not _prose(lines[before], depth):
        return None
    while before > 0 and _prose(lines[before - 1], depth):
        before -= 1
    return before


def _prose(line: str, depth: int) -> bool:
    """Whether ``line`` is text of a paragraph inside ``depth`` quotes or deeper."""
    container = _CONTAINER.match(line)
    marks = container[0] if container else ""
    return marks.count(">") >= depth and not _NOT_PROSE.match(line[len(marks):])


def _titled(line: str, title: str) -> str:
    container = _CONTAINER.match(line)
    marks = container[0] if container else ""
    return f"{marks}{title}: {line[len(marks):]}"
