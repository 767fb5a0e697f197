"""A Sphinx site's pages in the order its readers page through them: its root document, then each ``toctree``
entry depth first (MyST's ```` ```{toctree} ```` and ``:::{toctree}`` fences, reStructuredText's
``.. toctree::``), as Sphinx builds its navigation and its "next" links.

Written here because Sphinx only orders a site by reading every document with its extensions loaded and
running the site's ``conf.py``; the toctree lines alone give the order, without running a site's code.
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from audioguide.common.files import as_linked

_MYST = re.compile(r"^(?P<fence>`{3,}|:{3,})\s*\{toctree\}[^\n]*\n(?P<body>.*?)^(?P=fence)\s*$", re.M | re.S)
_RST = re.compile(r"^(?P<indent>[ \t]*)\.\.[ \t]+toctree::[^\n]*\n"
                  r"(?P<body>(?:(?P=indent)[ \t]+[^\n]*\n|[ \t]*\n)*)", re.M)
_TITLED = re.compile(r"^.*<([^<>]+)>$")
_ROOT = re.compile(r"""^(?:root_doc|master_doc)\s*=\s*(['"])([^'"]+)\1""", re.M)
_ORPHAN = re.compile(r"\A---\s*\n(?:[^\n]*\n)*?orphan:\s*true\s*\n", re.I)
ROOT_DOCUMENTS = ("index", "Index")
"""A site's root document where its config names none: Sphinx's ``index``, TYPO3's (phpDocumentor's) ``Index``."""
TOCTREE_PAGES = 2_000
"""A navigation longer than this is no site's: its first pages are kept."""


def sphinx_pages(config: Path, suffixes: Sequence[str]) -> list[Path]:
    """The pages the site of ``config`` (its ``conf.py``, phpDocumentor's ``guides.xml``, or its root document
    itself) reaches from its root document through its toctrees, in reading order; nothing when its root document is
    none of ``suffixes`` (or ``.rst``)."""
    folder = config.parent
    named = _ROOT.search(config.read_text(encoding="utf-8", errors="replace")) if config.suffix == ".py" else None
    names = [named[2]] if named else [config.stem] if config.suffix == ".rst" else ROOT_DOCUMENTS
    root = next((found for name in names if (found := _document(folder, name, folder, suffixes)) is not None), None)
    if root is None:
        return []
    pages: list[Path] = []
    seen: set[Path] = set()

    def visit(page: Path) -> None:
        if page in seen or len(seen) >= TOCTREE_PAGES:
            return
        seen.add(page)
        if page.suffix.lower() in suffixes:
            pages.append(page)
        for entry in _entries(page, folder, suffixes):
            visit(entry)

    visit(root)
    return pages


def has_toctree(page: Path) -> bool:
    """Whether the reStructuredText ``page`` holds a ``.. toctree::``."""
    try:
        return _RST.search(page.read_text(encoding="utf-8", errors="replace")) is not None
    except OSError:
        return False


def is_sphinx_orphan(page: Path) -> bool:
    """A page whose front matter says ``orphan: true``: in no toctree, on purpose."""
    try:
        with page.open(encoding="utf-8", errors="replace") as file:
            return _ORPHAN.match(file.read(4096)) is not None
    except OSError:
        return False


def _entries(page: Path, folder: Path, suffixes: Sequence[str]) -> list[Path]:
    try:
        text = page.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return []
    blocks = [match["body"] for match in (_RST if page.suffix == ".rst" else _MYST).finditer(text)]
    found: list[Path] = []
    for body in blocks:
        lines = [line.strip() for line in body.splitlines() if line.strip()]
        glob = ":glob:" in lines
        entries: list[Path] = []
        for line in lines:
            if line.startswith(":") or line == "self" or "://" in line or line.startswith("mailto:"):
                continue
            name = _TITLED.sub(r"\1", line).strip()
            if glob and any(mark in name for mark in "*?["):
                entries += _globbed(page, name, folder, suffixes)
            elif (document := _document(page.parent, name, folder, suffixes)) is not None:
                entries.append(document)
        found += entries[::-1] if ":reversed:" in lines else entries
    return found


def _document(here: Path, name: str, folder: Path, suffixes: Sequence[str]) -> Path | None:
    """The file a toctree entry names: relative to the page, or to the site's folder with a leading ``/``;
    with its suffix, or without one (Sphinx's document names)."""
    base = folder / name.lstrip("/") if name.startswith("/") else here / name
    candidates = [base] + [base.with_name(base.name + suffix) for suffix in (*suffixes, ".rst")]
    for candidate in candidates:
        named = as_linked(candidate)
        if named.is_file() and named.is_relative_to(as_linked(folder)):
            return named
    return None


def _globbed(page: Path, pattern: str, folder: Path, suffixes: Sequence[str]) -> list[Path]:
    """A ``:glob:`` entry's documents, sorted by name as Sphinx sorts them."""
    base = folder if pattern.startswith("/") else page.parent
    pattern = pattern.lstrip("/")
    matches = []
    for candidate in sorted(base.rglob("*")):
        if candidate.suffix.lower() not in (*suffixes, ".rst") or candidate == page:
            continue
        name = candidate.relative_to(base).with_suffix("").as_posix()
        if fnmatch.fnmatchcase(name, pattern):
            matches.append(as_linked(candidate))
    return matches


_BOOK_KEYS = ("parts", "chapters", "sections", "subtrees", "entries", "children")


def jupyter_book_pages(toc: Path, suffixes: Sequence[str], tree: Any) -> list[Path]:
    """The pages a Jupyter Book's ``_toc.yml`` (``tree``, read) lists, in its order: its ``root``, then each
    entry's ``file`` or ``glob`` before the entries under it (``parts``, ``chapters``, ``sections``); the
    older format, a list of entries, the same way; MyST's ``myst.yml`` ``project.toc`` (Jupyter Book 2), its
    ``children`` and ``pattern`` entries too."""
    folder = toc.parent
    pages: list[Path] = []

    def add(found: Path | None) -> None:
        if found is not None and found.suffix.lower() in suffixes and found not in pages:
            pages.append(found)

    def walk(node: Any) -> None:
        if len(pages) >= TOCTREE_PAGES:
            return
        if isinstance(node, list):
            for item in node:
                walk(item)
        elif isinstance(node, dict):
            for key in ("root", "file"):
                if isinstance(node.get(key), str):
                    add(_document(folder, node[key], folder, suffixes))
            for key in ("glob", "pattern"):  # Jupyter Book 1's glob, MyST's (Jupyter Book 2's) pattern
                if isinstance(node.get(key), str):
                    for found in _globbed(toc, node[key].removesuffix(".md"), folder, suffixes):
                        add(found)
            for key in _BOOK_KEYS:
                walk(node.get(key))

    walk(tree)
    return pages
