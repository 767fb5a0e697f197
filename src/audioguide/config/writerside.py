"""JetBrains Writerside: a help instance's topics in the order of its ``*.tree``, and the variables of its ``v.list``.

A Writerside project's folder holds ``writerside.cfg``, which names the folder of its topics (``<topics
dir="topics"/>``), its instances (``<instance src="hi.tree"/>``) and its variables (``<vars src="v.list"/>``). An
instance's tree lists its topics as nested ``<toc-element topic="Overview.md">``: a topic before the topics under
it, as the help's table of contents shows them. A topic the tree does not list is no page of the help.
"""

from __future__ import annotations

import functools
from pathlib import Path

from lxml import etree

from audioguide.common.files import as_linked

WRITERSIDE_CONFIG = "writerside.cfg"
_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, remove_comments=True)
"""Writerside's files name a DTD on the web: not fetched."""


def writerside_config(path: Path) -> Path | None:
    """The ``writerside.cfg`` ``path`` is or the folder ``path`` holds, else the instance's tree it holds beside its
    ``topics`` (a ``*.tree`` of an ``instance-profile``), or None."""
    if path.is_file():
        return path if path.name == WRITERSIDE_CONFIG else None
    if (path / WRITERSIDE_CONFIG).is_file():
        return path / WRITERSIDE_CONFIG
    return next((tree for tree in sorted(path.glob("*.tree")) if _root(tree).tag == "instance-profile"), None)


def writerside_pages(config: Path) -> tuple[Path, list[Path], str]:
    """The folder of a Writerside project's topics, its Markdown topics in the order of its instances' trees (each
    topic once), and how they were found, with the topics the trees do not list (left out)."""
    folder = as_linked(config.parent / _source(config, "topics", "dir", "topics"))
    found = {topic.name: as_linked(topic) for topic in sorted(folder.rglob("*.md"))}
    trees = [config] if config.suffix == ".tree" else \
        [config.parent / tree.get("src", "") for tree in _root(config).iter("instance") if tree.get("src")]
    listed = [topic for tree in trees if tree.is_file() for topic in _topics(tree)]
    pages = list(dict.fromkeys(found[name] for name in listed if name in found))
    names = ", ".join(tree.name for tree in trees if tree.is_file())
    left = len(found) - len(pages)
    how = f"the Writerside tree {names}" if names else "the Writerside tree"
    return folder, pages, how + (f" (left out: {left} {'topic' if left == 1 else 'topics'} it does not list)"
                                 if left else "")


def _topics(tree: Path) -> list[str]:
    """The topics an instance's tree lists, in document order (a topic before those nested in it)."""
    return [element.get("topic", "") for element in _root(tree).iter("toc-element") if element.get("topic")]


def _source(config: Path, element: str, attribute: str, default: str) -> str:
    found = _root(config).find(element)
    return found.get(attribute, default) if found is not None else default


def _root(path: Path) -> etree._Element:
    """The root element of one of Writerside's XML files; an empty one for a file that is not XML."""
    try:
        return etree.parse(str(path), _PARSER).getroot()
    except (etree.XMLSyntaxError, OSError):
        return etree.Element("none")


def writerside_variables(page: Path) -> dict[str, str] | None:
    """The variables of the Writerside project a topic is in (``<var name="product" value="Patch Manager"/>`` in the
    ``v.list`` its ``writerside.cfg`` names), or None for a page in no Writerside project."""
    config = next((folder / WRITERSIDE_CONFIG for folder in page.resolve().parents[:6]
                   if (folder / WRITERSIDE_CONFIG).is_file()), None)
    if config is None:
        return None
    listed = config.parent / _source(config, "vars", "src", "v.list")
    return _variables(listed, listed.stat().st_mtime_ns if listed.is_file() else 0)


@functools.lru_cache(maxsize=16)
def _variables(listed: Path, _mtime: int) -> dict[str, str]:
    """The variables a ``v.list`` defines, read again when it changes."""
    return {var.get("name", ""): var.get("value", "") for var in _root(listed).iter("var") if var.get("name")}
