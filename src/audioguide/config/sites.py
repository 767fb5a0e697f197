"""A whole documentation site as the guide's documents: ``documents: [{site: docs/, published: …}]``.

A site entry stands for one document entry per page, found when the config is read, so that a page
added to or removed from the site is in the next build without editing the config:

- the pages and their order: MkDocs' ``nav`` (the entry names ``mkdocs.yml``; without a ``nav``,
  its ``docs_dir`` as a tree); Docusaurus' ``sidebars.js`` beside the folder, by the doc ids it names;
  Quarto's ``_quarto.yml`` (a book's chapters and appendices, a website's navbar and sidebars); a Carpentries lesson's
  ``config.yaml`` (its home page and ``episodes``); an mdBook's ``SUMMARY.md`` (a GitBook's too, where its
  ``.gitbook.yaml`` says; a Docsify site's ``_sidebar.md``, or the sidebar its ``index.html`` names, after its home
  page), the order of its links, never narrated itself; a VitePress site's ``themeConfig.sidebar``; a Starlight
  site's ``sidebar`` in its ``astro.config``, over the pages of its ``src/content/docs``; a Writerside project's
  instance tree (:mod:`.writerside`);
  Jekyll's collections (the entry names ``_config.yml``, or a folder holding one that declares
  collections): each collection the site outputs, in the config's order (or those the entry's
  ``collections`` names; Just the Docs' navigation, the site's other pages first, where it lists collections), its
  pages in the collection's ``order`` list, else the order of a
  navigation file in ``_data/`` that links them, else by the collection's ``sort_by`` field, else
  as a tree; a Jekyll site without collections in Just the Docs' navigation where it has one (its pages'
  ``parent`` titles and ``nav_order``, over the whole site); a Hugo or Zola site's ``content/`` folder (never its
  themes and templates); else the folder as a tree, each folder's index
  page (``_index``, ``index``, ``README``) first, then its pages and folders by the front matter's ``weight`` (Hugo),
  ``sidebar_position`` (Docusaurus), ``nav_order`` (Just the Docs) or ``order``, then by a date
  the name starts with (Jekyll's posts), then by name; drafts and ``exclude`` patterns left out;
  a folder named by a language (``en/``, ``de/``) holds pages in that language: the source's
  are the site's pages, the others' their translations;
- their dates: a second apart from the entry's ``published`` in the site's order (``dates: order``,
  so that podcast apps list them as the site does), or each page's own (``dates: pages``): its
  front matter's ``date`` (``publishDate``, ``published``), else a date its name starts with
  (``2024-05-01-title.md``), else its first commit, else the order's;
- their translations, for each of the guide's other languages: the same page under the language's
  folder (Hugo's ``content/de/…`` beside ``content/en/…``, Docusaurus'
  ``i18n/de/docusaurus-plugin-content-docs/current/…``, a collection's ``_articles/de/…``; a name
  ending in the language follows it: ``_posts/en/intro_en.md`` → ``_posts/fr/intro_fr.md``), or
  beside it with the language before the extension (``page.de.md``), or under the folder the
  entry's ``translations`` names for it.

Each page's identity (its episode's guid) is its path in the site, so it stays while the site grows.
"""

from __future__ import annotations

import fnmatch
import functools
import hashlib
import logging
import re
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import yaml

from audioguide.common.files import as_linked
from audioguide.common.tomltext import loads_toml
from audioguide.config.jsliteral import js_value, key_values, resolved, without_comments
from audioguide.config.toctrees import ROOT_DOCUMENTS, has_toctree, is_sphinx_orphan, jupyter_book_pages, sphinx_pages
from audioguide.config.writerside import writerside_config, writerside_pages

log = logging.getLogger(__name__)

SUFFIXES = (".md", ".markdown", ".mdx", ".qmd", ".rmd", ".html", ".htm")
"""The pages of a site: what its generator renders."""
TREE_SUFFIXES = (*SUFFIXES, ".rst")
"""The pages of a folder read as a tree: reStructuredText's too (a Sphinx or phpDocumentor source without its
toctrees)."""
INDEX_NAMES = ("_index", "index", "readme")
ORDER_KEYS = ("weight", "sidebar_position", "nav_order", "order")
DATE_KEYS = ("date", "publishDate", "published")
GIT_SECONDS = 10
JEKYLL_CONFIGS = ("_config.yml", "_config.yaml")
QUARTO_CONFIGS = ("_quarto.yml", "_quarto.yaml")
_DATED = re.compile(r"^(\d{4})-(\d{2})-(\d{2})-")
"""A Jekyll post's name: its date first."""


@dataclass(frozen=True)
class Found:
    """What a site entry stood for, for ``audioguide script``."""

    index: int
    site: str
    how: str
    pages: int


class SiteError(ValueError):
    """A site entry that cannot be expanded: the message names what to do."""


def expand(entry: dict[str, Any], index: int, root: Path, languages: list[str], source: str
           ) -> tuple[list[dict[str, Any]], Found]:
    """The document entries ``entry`` (``documents[index]``, a ``site:``) stands for, and what was found."""
    allowed = {"site", "published", "exclude", "dates", "translations", "collections"}
    unknown = sorted(set(entry) - allowed)
    if unknown:
        raise SiteError(f"{unknown[0]}: unknown field of a site entry (known: {', '.join(sorted(allowed))})")
    given = entry.get("site")
    if not isinstance(given, str) or not given.strip():
        raise SiteError("site: give the site's folder, or its mkdocs.yml")
    if "published" not in entry:
        raise SiteError("published: required: the date of the site's first page (the others follow it)")
    exclude = entry.get("exclude", [])
    if not isinstance(exclude, list) or not all(isinstance(p, str) for p in exclude):
        raise SiteError(f"exclude: a list of patterns (e.g. ['blog/**', '*.draft.md']), got {exclude!r}")
    dates = entry.get("dates", "order")
    if dates not in ("order", "pages"):
        raise SiteError(f"dates: 'order' (a second apart, in the site's order) or 'pages' (each page's own),"
                        f" got {dates!r}")
    chosen = entry.get("collections")
    if chosen is not None and (not isinstance(chosen, list) or not all(isinstance(c, str) for c in chosen)):
        raise SiteError(f"collections: a list of the Jekyll site's collections (e.g. [docs]), got {chosen!r}")
    path = (root / given).resolve()
    if not path.exists():
        raise SiteError(f"site: {given}: no such folder or file")
    jekyll = _jekyll_config(path)
    sphinx = _sphinx_config(path)
    titles: dict[Path, str] = {}
    bookdown: Path | None = None
    content_folders: dict[str, str] = {}  # a Hugo site's folder of each language's pages
    if path.is_file() and path.name in MKDOCS_CONFIGS:
        folder, pages, how = _mkdocs(path)
    elif sphinx is not None:
        folder, pages, how = _sphinx(sphinx, languages, source)
    elif path.name == "_toc.yml" or (path.is_dir() and (path / "_toc.yml").is_file()):
        folder, pages, how = _jupyter_book(path if path.is_file() else path / "_toc.yml")
    elif path.name == "myst.yml" or (path.is_dir() and (path / "myst.yml").is_file()):
        folder, pages, how = _jupyter_book(path if path.is_file() else path / "myst.yml")
    elif (quarto := _named_config(path, QUARTO_CONFIGS)) is not None:
        folder, pages, how = _quarto(quarto, languages, source)
    elif (bookdown := _bookdown_config(path)) is not None:
        folder, pages, how = _bookdown(bookdown)
    elif (lesson := _lesson_config(path)) is not None:
        folder, pages, how = _lesson(lesson)
        titles = _lesson_titles(lesson)
    elif jekyll is not None:
        folder, pages, how = _jekyll(jekyll, chosen, source, languages)
    elif (summary := _book_summary(path)) is not None:
        folder, pages, how = _mdbook(summary, languages, source)
        titles = _summary_titles(summary, source)
        if _gitbook(summary) and (readme := _readme(summary.parent.resolve())) is not None:
            titles.setdefault(readme, "Introduction")  # the title GitBook gives its README
    elif (starlight := _starlight_config(path)) is not None:
        folder, pages, how = _starlight(starlight, languages, source)
    elif (writerside := writerside_config(path)) is not None:
        folder, pages, how = writerside_pages(writerside)
    elif (vitepress := _vitepress_config(path, root)) is not None:
        folder, pages, how, titles = _vitepress(vitepress, languages, source, path)
    elif (content := _content_config(path)) is not None:
        folder, pages, how = _content_site(content, languages, source)
        content_folders = _content_translations(content, folder, languages)
    elif path.is_dir():
        docs, sidebar = _docusaurus_site(path)
        folder = _language_folder(docs, source)
        pages = _docsify_tree(folder, _tree(folder, languages, source,
                                            suffixes=SUFFIXES if sidebar is not None else TREE_SUFFIXES))
        how = "the folder's tree"
        if (folder / WIKI_ORDER).is_file():
            how = f"the wiki's {WIKI_ORDER} files"
        elif (folder / WIKI_SIDEBAR).is_file():
            how = f"the wiki's {WIKI_SIDEBAR}"
        if sidebar is not None:
            pages, how = _docusaurus(sidebar, docs, pages), f"{sidebar.name}"
        elif _nextra_meta(folder) is not None:
            titles, how = nextra_titles(folder), "the Nextra site's _meta files"
        if other := left_out_languages(folder, languages, source):
            how += f" (left out: {', '.join(name + '/' for name in other)}, in a language the guide does not have)"
    else:
        raise SiteError(f"site: {given} is a file; give the site's folder, its mkdocs.yml, its book.toml, its"
                        " _config.yml or its conf.py")
    if chosen is not None and jekyll is None:
        raise SiteError("collections: only a Jekyll site has collections; give its _config.yml as site:")
    pages = [page for page in pages if not _excluded(page.relative_to(folder), exclude)]
    first: dict[Path, Path] = {}
    for page in pages:  # a file the site links in twice (a symbolic link to another of its pages): once
        first.setdefault(page.resolve(), page)
    pages = list(first.values())
    if not pages:
        raise SiteError(f"site: {given}: no page found ({', '.join(TREE_SUFFIXES)})"
                        + (_asciidoc_found(path) or "; check exclude: and the folder"))
    others = [code for code in languages if code.split("-")[0] != source.split("-")[0]]
    folders = entry.get("translations", {}) if isinstance(entry.get("translations"), dict) else {}
    folders = {**content_folders, **folders}
    documents = []
    for number, page in enumerate(pages):
        relative = page.relative_to(folder)
        document: dict[str, Any] = {
            "path": str(page.relative_to(root)) if page.is_relative_to(root) else str(page),
            "published": _published(page, entry["published"], number, dates, root),
            "id": _identity(relative),
        }
        if bookdown is not None and bookdown_chapters(page) > 1:  # bookdown cuts its files at each chapter
            document["split"] = "chapters"
        if page in titles and _untitled(page):  # a page with no title of its own: the one its summary links it by
            document["title"] = titles[page]
        translations = _translations(page, relative, folder, others, source, folders, root)
        if translations:
            document["translations"] = translations
        documents.append(document)
    return documents, Found(index, given, how, len(documents))


ASCIIDOC_SUFFIXES = (".adoc", ".asciidoc", ".asc")
"""AsciiDoc's files: no reader reads them (an Antora component's pages, an Asciidoctor book's)."""


def _asciidoc_found(path: Path) -> str:
    """What a folder without pages holds when it is AsciiDoc's (an Antora component, an Asciidoctor book), and what
    to do: no reader reads AsciiDoc; its HTML is read."""
    if not path.is_dir():
        return ""
    antora = any((path / name).is_file() for name in ("antora.yml", "antora.yaml"))
    found = [page for page in path.glob("modules/*/pages/**/*" if antora else "**/*")
             if page.suffix.lower() in ASCIIDOC_SUFFIXES and page.is_file()]
    if not found:
        return ""
    what = "an Antora component (antora.yml) of " if antora else ""
    return (f"; it holds {what}{len(found)} AsciiDoc {'page' if len(found) == 1 else 'pages'} ({found[0].suffix}),"
            f" and AsciiDoc is not read: convert the pages to HTML (asciidoctor -R {path.name} -D html"
            f" '{path.name}/**/*.adoc', or build the site with Antora) and give the folder of the HTML as site:")


SIDEBARS = ("sidebars.js", "sidebars.ts", "sidebars.json")
"""Docusaurus' sidebars, beside its docs folder."""
DOCUSAURUS_CONFIGS = ("docusaurus.config.js", "docusaurus.config.ts", "docusaurus.config.mjs", "docusaurus.config.cjs")
_DOCS_PATH = re.compile(r"""\bpath\s*:\s*(['"`])([^'"`]+)\1""")
_SIDEBAR_PATH = re.compile(r"""\bsidebarPath\s*:\s*(?:require\.resolve\(\s*"""
                           r"""|path\.(?:join|resolve)\(\s*__dirname\s*,\s*)?(['"`])([^'"`]+)\1""")
_DOCS_OPTIONS = re.compile(r"""\bdocs\s*:\s*\{|['"]@docusaurus/plugin-content-docs['"]\s*,\s*\{""")
"""Where a docs instance's options begin: the classic preset's ``docs: {``, or a plugin instance's (a second docs
folder with its own sidebars: ``['@docusaurus/plugin-content-docs', {id: 'pnpr', path: './pnpr-docs', …}]``)."""


def _docusaurus_site(path: Path) -> tuple[Path, Path | None]:
    """The docs folder and its sidebars for a site entry's folder: the folder and the sidebars beside it, or
    where a Docusaurus config says (``path: '../docs'``, ``sidebarPath: './sidebars.json'``) — the config in
    the folder (the website's), or one in a folder beside it whose docs are this folder (Prettier keeps
    ``docs/`` beside ``website/``)."""
    for config in [*(path / name for name in DOCUSAURUS_CONFIGS), *(path.parent / name for name in DOCUSAURUS_CONFIGS),
                   *(sibling / name for sibling in sorted(path.parent.iterdir()) if sibling.is_dir()
                     for name in DOCUSAURUS_CONFIGS)]:
        if not config.is_file():
            continue
        try:
            text = config.read_text(encoding="utf-8", errors="replace")[:500_000]
        except OSError:
            continue
        blocks = [*_DOCS_OPTIONS.finditer(text)]
        for index, block in enumerate(blocks or [None]):  # each docs instance's options, up to the next's
            end = min(block.end() + 3000, blocks[index + 1].start() if index + 1 < len(blocks) else len(text)) \
                if block else 0
            options = text[block.end():end] if block else ""
            docs = (config.parent / (found[2] if (found := _DOCS_PATH.search(options)) else "docs")).resolve()
            if docs != path.resolve() and not (config.parent == path and index == 0):  # the website's: the preset's
                continue
            sidebar = config.parent / (found[2] if (found := _SIDEBAR_PATH.search(options)) else "sidebars.js")
            if not sidebar.is_file():  # "./sidebars.js" named, "sidebars.ts" kept: Node resolves either
                sidebar = next((other for suffix in (".ts", ".js", ".mjs", ".cjs", ".json")
                                if (other := sidebar.with_suffix(suffix)).is_file()), sidebar)
            if docs.is_dir():
                return docs, sidebar.resolve() if sidebar.is_file() else None
    beside = next((path.parent / name for name in SIDEBARS if (path.parent / name).is_file()), None)
    return path, beside


def _docusaurus(sidebar: Path, folder: Path, tree: list[Path]) -> list[Path]:
    """The pages in the order ``sidebar`` names their ids (a page's path in the docs folder without its
    extension, or its front matter's ``id``); where the sidebar is generated from a folder
    (``type: 'autogenerated'``), the pages it does not name follow in the tree's order."""
    try:
        source = sidebar.read_text(encoding="utf-8", errors="replace")[:500_000]
    except OSError:
        return tree
    ids: dict[str, Path] = {}
    for page in tree:
        relative = page.relative_to(folder).with_suffix("").as_posix()
        ids.setdefault(relative, page)
        own = _front_matter(page).get("id")
        if isinstance(own, str):
            ids.setdefault(f"{page.parent.relative_to(folder).as_posix()}/{own}".lstrip("./"), page)
    named = [ids[found[2]] for found in re.finditer(r"(['\"`])([\w./-]+)\1", source) if found[2] in ids]
    ordered = list(dict.fromkeys(named))
    if not ordered:
        return tree
    if "autogenerated" in source:
        ordered += [page for page in tree if page not in ordered]
    return ordered


VITEPRESS_SUFFIXES = ("mts", "ts", "mjs", "js", "cts", "cjs")
VITEPRESS_CONFIGS = tuple(f".vitepress/{name}.{suffix}" for name in ("config", "config/index")
                          for suffix in VITEPRESS_SUFFIXES)
"""A VitePress site's config, in the folder of its pages (or of the ``srcDir`` it names): a file, or a folder whose
``index`` gathers the others (a locale's each, ``en.ts``, ``fr.ts``, and what they share)."""


def _vitepress_config(path: Path, top: Path) -> Path | None:
    """The config of the VitePress site in the folder ``path`` or in a folder around it up to ``top`` (a part of
    the site's pages, ``docs/guide`` of ``docs/.vitepress``), or None."""
    if not path.is_dir():
        return None
    top = top.resolve()
    around = [folder for folder in (path, *path.parents) if folder.is_relative_to(top)]
    return next((folder / name for folder in around for name in VITEPRESS_CONFIGS if (folder / name).is_file()), None)


def _vitepress(
    config: Path, languages: Sequence[str], source: str, part: Path
) -> tuple[Path, list[Path], str, dict[Path, str]]:
    """A VitePress site's pages in the order its ``themeConfig.sidebar`` links them (every locale's, an array of
    groups or an object by path), each with the ``text`` it links it by; a page it does not link is no page (as
    Docusaurus' and Docsify's sidebars have it), nor is the site's home page; its tree where it links none. Only
    the pages in the folder ``part`` are the site's when ``part`` is inside the folder of its pages."""
    text = without_comments(_vitepress_text(config)[:NAVIGATION_BYTES])
    source_dir = next((value for value in key_values(text, "srcDir") if isinstance(value, str)), ".")
    home = next(folder for folder in config.parents if folder.name == ".vitepress").parent
    root = (home / source_dir).resolve()
    folder = _language_folder(root, source)
    if part.is_relative_to(folder) and part != folder:
        folder = part
    tree = _tree(folder, languages, source)
    links = [entry for sidebar in _vitepress_sidebars(config, text) for entry in _vitepress_links(sidebar, "")]
    rewrites = [value for value in key_values(text, "rewrites") if isinstance(value, dict)]
    routes = {str(route): str(file) for value in rewrites for file, route in value.items()}
    linked = {page: title for link, title in reversed(links) if (page := _vitepress_page(root, link, routes)) in tree}
    pages = [page for page in dict.fromkeys(_vitepress_page(root, link, routes) for link, _ in links) if page in linked]
    name = f"the VitePress sidebar of {config.relative_to(home).as_posix()}"
    if not pages:
        return folder, tree, f"the folder's tree ({name} links no page)", {}
    return folder, pages, name + _unlinked(len(tree) - len(pages)), {page: t for page, t in linked.items() if t}


def _vitepress_text(config: Path) -> str:
    """The text of a VitePress config: its file's, or, for a folder's ``index``, its own and then the other files'
    of the folder in name order (the locales' and shared settings it imports)."""
    return "\n".join(_text(path) for path in _vitepress_files(config))


def _vitepress_files(config: Path) -> list[Path]:
    """A VitePress config's file, or, for a folder's ``index``, it and the folder's other files in name order."""
    if config.parent.name != "config":
        return [config]
    others = sorted(path for path in config.parent.iterdir()
                    if path != config and path.is_file() and path.suffix[1:] in VITEPRESS_SUFFIXES)
    return [config, *others]


def _vitepress_sidebars(config: Path, whole: str) -> list[Any]:
    """Each ``sidebar`` a VitePress config's files write, its names and calls (``sidebar: sidebar()``) resolved in
    the file that writes it first (each locale's file defines its own ``function sidebar()``), then in ``whole``,
    the text of all of them (a function a shared file defines)."""
    sidebars = []
    for path in _vitepress_files(config):
        own = without_comments(_text(path)[:NAVIGATION_BYTES])
        sidebars += [resolved(whole, value) for value in key_values(own, "sidebar")]
    return sidebars


def _unlinked(count: int) -> str:
    """What a sidebar's order says of the ``count`` pages of the tree it does not link: left out."""
    return f" (left out: {count} {'page' if count == 1 else 'pages'} it does not link)" if count > 0 else ""


def _vitepress_links(sidebar: Any, base: str) -> list[tuple[str, str | None]]:
    """The links of a VitePress sidebar (or a group, an item) in order, each with its ``text``: a group's own link
    before its ``items``', a ``base`` put before the links in and under it."""
    if isinstance(sidebar, list):
        return [entry for item in sidebar for entry in _vitepress_links(item, base)]
    if not isinstance(sidebar, dict):
        return []
    if not {"items", "link", "text", "base"} & set(sidebar):  # by path: {'/guide/': [...], '/api/': {...}}
        return [entry for value in sidebar.values() for entry in _vitepress_links(value, base)]
    base = sidebar["base"] if isinstance(sidebar.get("base"), str) else base
    text = sidebar.get("text") if isinstance(sidebar.get("text"), str) else None
    own = [(base + sidebar["link"], text)] if isinstance(sidebar.get("link"), str) else []
    return own + _vitepress_links(sidebar.get("items"), base)


def _vitepress_page(root: Path, link: str, routes: dict[str, str]) -> Path | None:
    """The page a VitePress link names from the site's ``root``: ``/guide/installation`` (or ``.md``, ``.html``) its
    ``guide/installation.md``, ``/guide/`` its ``guide/index.md``, or the file its ``rewrites`` route there (``routes``,
    ``':rest*'`` → ``'en/:rest*'``); None for a link elsewhere or to no page."""
    target = re.sub(r"/{2,}", "/", _link_path(link))
    if "://" in target or target.startswith("mailto:"):
        return None
    target = target.lstrip("/")
    if not target or target.endswith("/"):
        named = [root / target / "index.md"]
    else:
        bare = re.sub(r"\.(?:md|html)$", "", target)
        named = [root / f"{bare}.md", root / bare / "index.md"]
    named += [root / file for page in named for file in _rewritten(page.relative_to(root).as_posix(), routes)]
    return next((as_linked(page) for page in named if page.is_file()), None)


def _rewritten(route: str, routes: dict[str, str]) -> list[str]:
    """The files VitePress ``rewrites`` show at ``route`` (``whatsnew/1.1.md``): for each rewrite whose route it
    matches (``':rest*'``), the file with its parameters filled in (``'en/:rest*'``, ``en/whatsnew/1.1.md``)."""
    files = []
    for pattern, file in routes.items():
        found = re.fullmatch(re.sub(r":(\w+)(\*?)", lambda p: f"(?P<{p[1]}>{'.*' if p[2] else '[^/]+'})",
                                    re.escape(pattern).replace(r"\:", ":").replace(r"\*", "*")), route)
        if found is not None:
            files.append(re.sub(r":(\w+)\*?", lambda p: found[p[1]] or "", file))  # noqa: B023 (used at once)
    return files


ASTRO_CONFIGS = tuple(f"astro.config.{suffix}" for suffix in ("mjs", "ts", "mts", "js", "cjs"))
STARLIGHT_PAGES = Path("src/content/docs")
"""Where a Starlight site's pages are, under the folder of its ``astro.config``."""


def _starlight_config(path: Path) -> Path | None:
    """The ``astro.config`` of the Starlight site (one that calls ``starlight(``) whose folder, or whose
    ``src/content/docs``, is ``path``; None for any other folder."""
    if not path.is_dir():
        return None
    for folder in (path, *path.parents[:3]):
        for config in (folder / name for name in ASTRO_CONFIGS):
            if config.is_file() and "starlight(" in _text(config)[:NAVIGATION_BYTES] \
                    and path.resolve() in (folder.resolve(), (folder / STARLIGHT_PAGES).resolve()):
                return config if (folder / STARLIGHT_PAGES).is_dir() else None
    return None


def _starlight(config: Path, languages: Sequence[str], source: str) -> tuple[Path, list[Path], str]:
    """A Starlight site's pages (``src/content/docs``, nothing else of the repository) in the order of its
    ``sidebar``: groups' ``items``, a page's slug (``'guides/usage'``, ``{ slug }``), a ``link`` to one of its pages,
    a folder's pages (``autogenerate: { directory }``, by their front matter's ``sidebar.order``, then by name); a
    page it does not name is no page; without a sidebar, every page as Starlight generates it."""
    text = without_comments(_text(config)[:NAVIGATION_BYTES])
    options = text[text.find("starlight("):]
    folder = _language_folder((config.parent / STARLIGHT_PAGES).resolve(), source)
    tree = _tree(folder, languages, source)
    slugs = {_slug(page, folder): page for page in tree}
    sidebars = key_values(options, "sidebar")
    if not sidebars:
        return folder, _autogenerated(folder, "", slugs), "the Starlight site's pages, as its sidebar generates them"
    pages = list(dict.fromkeys(_starlight_pages(sidebars[0], folder, slugs)))
    name = f"the Starlight sidebar of {config.name}"
    if not pages:
        return folder, tree, f"the folder's tree ({name} names no page)"
    return folder, pages, name + _unlinked(len(tree) - len(pages))


def _slug(page: Path, folder: Path) -> str:
    """A Starlight page's slug: its path in the pages' folder without its suffix, lower case, a folder's index its
    folder's (``guides/index.md``: ``guides``)."""
    parts = [part.lower().replace(" ", "-") for part in page.relative_to(folder).with_suffix("").parts]
    return "/".join(parts[:-1] if parts[-1] == "index" else parts)


def _starlight_pages(sidebar: Any, folder: Path, slugs: dict[str, Path]) -> list[Path]:
    """The pages a Starlight ``sidebar`` (or its group, its item) names, in its order."""
    if isinstance(sidebar, list):
        return [page for item in sidebar for page in _starlight_pages(item, folder, slugs)]
    if isinstance(sidebar, str):
        return [slugs[slug]] if (slug := sidebar.strip("/").lower()) in slugs else []
    if not isinstance(sidebar, dict):
        return []
    if isinstance(generated := sidebar.get("autogenerate"), dict) and isinstance(generated.get("directory"), str):
        return _autogenerated(folder, generated["directory"], slugs)
    named = sidebar.get("slug", sidebar.get("link"))
    if isinstance(named, str) and "://" not in named:
        return _starlight_pages(_link_path(named), folder, slugs)
    return _starlight_pages(sidebar.get("items"), folder, slugs)


def _autogenerated(folder: Path, directory: str, slugs: dict[str, Path]) -> list[Path]:
    """The pages Starlight generates a sidebar group of from ``directory`` (all its pages for ``''``): each level's
    pages and folders by ``sidebar.order`` (a folder by its pages' lowest), then by name; ``sidebar.hidden`` ones
    left out."""
    prefix = directory.strip("/").lower()
    under = {slug[len(prefix):].strip("/"): page for slug, page in slugs.items()
             if not prefix or slug == prefix or slug.startswith(prefix + "/")}
    orders = {slug: _sidebar_order(page) for slug, page in under.items()}

    def key(slug: str) -> list[tuple[float, str]]:
        parts = slug.split("/")
        groups = ["/".join(parts[:depth + 1]) for depth in range(len(parts) - 1)]
        return [*((min(order for other, order in orders.items() if other.startswith(group + "/")), group)
                  for group in groups), (orders[slug], parts[-1])]

    return [under[slug] for slug in sorted(under, key=key) if not _sidebar_option(under[slug], "hidden")]


def _sidebar_order(page: Path) -> float:
    """A Starlight page's ``sidebar.order`` in its front matter; infinity where it gives none."""
    order = _sidebar_option(page, "order")
    return float(order) if isinstance(order, (int, float)) and not isinstance(order, bool) else float("inf")


def _sidebar_option(page: Path, name: str) -> Any:
    sidebar = _front_matter(page).get("sidebar")
    return sidebar.get(name) if isinstance(sidebar, dict) else None


def _mkdocs(config: Path) -> tuple[Path, list[Path], str]:
    settings = _settings(config)
    folder = (config.parent / str(settings.get("docs_dir", "docs"))).resolve()
    if not folder.is_dir():
        raise SiteError(f"site: {config.name}: its docs_dir {folder.name!r} is not a folder beside it")
    nav = settings.get("nav")
    if not nav:
        return folder, _tree(folder, []), "mkdocs.yml's docs_dir (no nav)"
    named = list(dict.fromkeys(folder / name for name in _nav_files(nav)))
    pages = [page for page in named if page.is_file()]
    missing = [str(page.relative_to(folder)) for page in named if not page.is_file()]
    if not missing:
        return folder, pages, "mkdocs.yml's nav"
    shown = ", ".join(missing[:5]) + (f" and {len(missing) - 5} more" if len(missing) > 5 else "")
    log.warning("%s: its nav names %d %s not in %s/, left out of the guide: %s; copy them there, or take them out"
                " of the nav", config.name, len(missing), "page" if len(missing) == 1 else "pages", folder.name, shown)
    more = f"{len(missing)} more {'page' if len(missing) == 1 else 'pages'}"
    return folder, pages, f"mkdocs.yml's nav, which names {more} not in {folder.name}/ (left out: {shown})"


TOCTREE_CONFIGS = ("conf.py", "guides.xml")
"""What makes a folder a site ordered by its toctrees: Sphinx's ``conf.py``, phpDocumentor's ``guides.xml`` (TYPO3's
documentation, whose root document is ``Index.rst``)."""


def _sphinx_config(path: Path) -> Path | None:
    """The Sphinx ``conf.py`` (or phpDocumentor ``guides.xml``) ``path`` is, or the one in the folder ``path``; else
    the folder's root document (``index.rst``, ``Index.rst``) where it holds a ``.. toctree::``: a site of
    reStructuredText pages whose config is elsewhere."""
    if path.is_file():
        return path if path.name in TOCTREE_CONFIGS else None
    config = next((path / name for name in TOCTREE_CONFIGS if (path / name).is_file()), None)
    if config is not None:
        return config
    return next((root for name in ROOT_DOCUMENTS if (root := path / f"{name}.rst").is_file() and has_toctree(root)),
                None)


def _sphinx(config: Path, languages: Sequence[str], source: str) -> tuple[Path, list[Path], str]:
    """A Sphinx site's pages, reStructuredText's and Markdown's, in its toctrees' order, as its navigation and
    "next" links have them (pages no toctree names are included snippets, examples or orphans: left out, as the
    site's navigation does)."""
    folder = config.parent.resolve()
    named = sphinx_pages(config, TREE_SUFFIXES)
    if not named:
        tree = [page for page in _tree(folder, languages, source, suffixes=TREE_SUFFIXES) if not is_sphinx_orphan(page)]
        return folder, tree, "the folder's tree (no toctree from the root document)"
    return folder, named, f"{config.name}'s toctrees"


def _jupyter_book(toc: Path) -> tuple[Path, list[Path], str]:
    try:
        tree = yaml.load(toc.read_text(encoding="utf-8", errors="replace"), Loader=_Lenient)
    except (OSError, yaml.YAMLError) as error:
        raise SiteError(f"site: {toc.name}: cannot be read as YAML ({error}); fix it or list the pages") from None
    if toc.name == "myst.yml":  # MyST's project: its toc, else its folder as a tree
        project = tree.get("project") if isinstance(tree, dict) else None
        tree = project.get("toc") if isinstance(project, dict) else None
        if tree is None:
            return toc.parent.resolve(), _tree(toc.parent.resolve(), []), "myst.yml's folder (no toc)"
    pages = jupyter_book_pages(toc, SUFFIXES, tree)
    if not pages:
        raise SiteError(f"site: {toc.name} names no page ({', '.join(SUFFIXES)}); check its file: entries")
    return toc.parent.resolve(), pages, toc.name


def _named_config(path: Path, names: Sequence[str]) -> Path | None:
    """The config ``path`` is, or the one in the folder ``path``, by one of its ``names``."""
    if path.is_file():
        return path if path.name in names else None
    return next((path / name for name in names if (path / name).is_file()), None)


def _quarto(config: Path, languages: Sequence[str], source: str) -> tuple[Path, list[Path], str]:
    """A Quarto project's pages: a book's chapters and appendices, else a website's navbar and sidebars, in their
    order; else its folder as a tree."""
    folder = config.parent.resolve()
    settings = _settings(config)
    book = settings.get("book")
    named = [name for part in ("chapters", "appendices") for name in _nav_files(book.get(part))] \
        if isinstance(book, dict) else []
    pages = [page for page in (folder / name.lstrip("/") for name in named) if page.is_file()]
    if pages:
        return folder, list(dict.fromkeys(pages)), f"{config.name}'s book chapters and appendices"
    website = settings.get("website")
    if isinstance(website, dict) and (found := _quarto_website(folder, website)) is not None:
        pages, how = found
        return folder, pages, f"{config.name}'s {how}"
    return folder, _tree(folder, languages, source), f"{config.name}'s folder (no chapters or sidebar)"


def _quarto_website(folder: Path, website: dict[str, Any]) -> tuple[list[Path], str] | None:
    """A Quarto website's pages and how they were found: its navbar's, left to right (a menu's in its order), each
    sidebar in the place of the first navbar item that links one of its pages (Quarto shows it there), a sidebar
    no item links after the home page; links to no page of the project named as left out. None when neither
    links a page."""
    given = website.get("sidebar")
    sidebars = [_quarto_links(sidebar) for sidebar in (given if isinstance(given, list) else [given])]
    groups = [group for links in sidebars
              if (group := list(dict.fromkeys(page for link in links if (page := _quarto_page(folder, link)))))]
    navbar = website.get("navbar")
    links = [link for side in ("left", "right") for link in _quarto_links(navbar.get(side))] \
        if isinstance(navbar, dict) else []
    missing = list(dict.fromkeys(link for link in [*links, *(link for group in sidebars for link in group)]
                                 if _quarto_page(folder, link) is None))
    ordered: list[Path | list[Path]] = []
    for link in links:
        page = _quarto_page(folder, link)
        if page is not None:
            ordered.append(next((group for group in groups if page in group), page))
    home = 1 if ordered and isinstance(ordered[0], Path) and _is_index(ordered[0]) else 0
    ordered[home:home] = [group for group in groups if group not in ordered]
    pages = list(dict.fromkeys(page for item in ordered for page in (item if isinstance(item, list) else [item])))
    if not pages:
        return None
    parts = [part for part, used in (("navbar", len(pages) > sum(map(len, groups))), ("sidebar", groups)) if used]
    how = f"website {' and '.join(parts)}"
    if missing:
        shown = ", ".join(missing[:5]) + (f" and {len(missing) - 5} more" if len(missing) > 5 else "")
        how += f" (left out: {shown}, {'a link' if len(missing) == 1 else 'links'} to no page of the project)"
    return pages, how


def _quarto_links(item: Any) -> list[str]:
    """The local links of a Quarto navbar's or sidebar's items in order: a page's name (``- guide.qmd``), an item's
    ``file`` or ``href``, a menu's or a section's ``contents`` (``menu``), a section's own ``href``."""
    if isinstance(item, str):
        return [] if "://" in item or item.startswith(("mailto:", "#")) else [item]
    if isinstance(item, list):
        return [link for entry in item for link in _quarto_links(entry)]
    if not isinstance(item, dict):
        return []
    own = next((item[key] for key in ("file", "href") if isinstance(item.get(key), str)), None)
    return [*_quarto_links(own), *_quarto_links(item.get("contents")), *_quarto_links(item.get("menu"))]


QUARTO_SUFFIXES = (".qmd", ".md", ".ipynb", ".rmd", ".markdown")


def _quarto_page(folder: Path, link: str) -> Path | None:
    """The page a Quarto link names in the project in ``folder``: the file (a page's, by its suffix), a folder's
    ``index`` (``examples/``), the source of an ``.html`` page; None for none of its pages."""
    target = _link_path(link).lstrip("/")
    named = folder / target
    if target.endswith("/") or not target or named.is_dir():
        candidates = [named / f"index{suffix}" for suffix in QUARTO_SUFFIXES]
    elif named.suffix.lower() in (".html", ".htm"):
        candidates = [named.with_suffix(suffix) for suffix in QUARTO_SUFFIXES]
    else:
        candidates = [named]
    return next((page for page in candidates if page.suffix.lower() in SUFFIXES and page.is_file()), None)


CONTENT_CONFIGS = ("hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json", "zola.toml", "config.toml", "config.yaml",
                   "config.yml", "config.json")
"""The config of a site whose pages are its ``content/`` folder, beside its templates and themes (Hugo's, Zola's)."""
_BASE_URL = re.compile(r"""(?im)^\s*["']?base_?url["']?\s*[=:]""")
"""The one setting Hugo's and Zola's configs have in common: the address the site is built for."""
_CONTENT_DIR = re.compile(r"""(?im)^\s*["']?contentDir["']?\s*[=:]\s*["']?([^"'\s#,]+)""")


def _content_config(path: Path) -> Path | None:
    """The config of the Hugo or Zola site whose folder is ``path`` (``hugo.toml``, ``config.toml`` naming the site's
    ``base_url``, or Hugo's ``config/_default/``), where its content folder is there; None for any other folder."""
    if not path.is_dir():
        return None
    for folder in (path, path / "config" / "_default"):
        for config in (folder / name for name in CONTENT_CONFIGS):
            if config.is_file() and _BASE_URL.search(_text(config)[:NAVIGATION_BYTES]) \
                    and _content_folder(path, config).is_dir():
                return config
    return None


def _content_folder(site: Path, config: Path, source: str | None = None) -> Path:
    """The folder of a Hugo or Zola site's pages: the ``contentDir`` its config gives the guide's ``source`` language
    (Hugo's ``languages.es.contentDir``), else its default language's (``defaultContentLanguage``), else the config's
    own ``contentDir``, else ``content``."""
    dirs = _content_dirs(config)
    if dirs is None:  # a config Python cannot read: its first contentDir, the source language's folder beside it
        named = _CONTENT_DIR.search(_text(config)[:NAVIGATION_BYTES])
        folder = site / (named[1].strip() if named else "content")
        if source is not None and _language_name(folder.name) and not _same_language(folder.name, source) \
                and (beside := _language_folder(folder.parent, source)) != folder.parent:
            return beside
        return folder
    top, default, languages = dirs
    own = _language_entry(languages, source) if source is not None else None
    if own is None:
        own = _language_entry(languages, default)
    return site / (languages.get(own) or top) if own is not None else site / top


def _content_dirs(config: Path) -> tuple[str, str, dict[str, str | None]] | None:
    """A Hugo site's content folders as its config names them: its own ``contentDir`` (``content`` where it names
    none), its ``defaultContentLanguage`` (``en``), and each language of its ``languages`` (in the config, or in
    ``languages.toml`` beside it in ``config/_default/``) with the ``contentDir`` it has of its own (None: the
    site's); None where the config cannot be read. Hugo reads its keys whatever their case."""
    settings = _config_settings(config)
    if settings is None:
        return None
    languages = settings.get("languages")
    if not isinstance(languages, dict):
        languages = {}
    if config.parent.name == "_default":
        for name in ("languages.toml", "languages.yaml", "languages.yml", "languages.json"):
            beside = _config_settings(config.parent / name) if (config.parent / name).is_file() else None
            if beside:
                languages = {**beside, **languages}
                break
    dirs: dict[str, str | None] = {}
    for code, options in languages.items():
        lower = {str(key).lower(): value for key, value in options.items()} if isinstance(options, dict) else {}
        named = lower.get("contentdir")
        dirs[str(code).lower()] = named.strip() if isinstance(named, str) and named.strip() else None
    top = settings.get("contentdir")
    default = settings.get("defaultcontentlanguage")
    return (top.strip() if isinstance(top, str) and top.strip() else "content",
            default.strip().lower() if isinstance(default, str) and default.strip() else "en", dirs)


def _config_settings(config: Path) -> dict[str, Any] | None:
    """A Hugo or Zola config's settings, its top keys in lower case; None where Python cannot read it."""
    text = _text(config)
    try:
        settings = loads_toml(text) if config.suffix == ".toml" else yaml.load(text, Loader=_HugoYaml)  # JSON is YAML
    except (ValueError, yaml.YAMLError):
        return None
    if settings is None and config.suffix == ".toml":
        return None  # before Python 3.11
    if not isinstance(settings, dict):
        return {}
    return {str(key).lower(): value for key, value in settings.items()}


def _language_entry(languages: dict[str, str | None], code: str) -> str | None:
    """The key of ``code``'s language among a Hugo config's ``languages`` (``pt-br`` for ``pt-BR``, ``es`` for
    ``es-MX``), or None."""
    wanted = code.lower().replace("_", "-")
    for key in languages:
        if key.replace("_", "-") == wanted:
            return key
    return next((key for key in languages if _primary(key) == _primary(wanted)), None)


def _content_translations(config: Path, folder: Path, languages: Sequence[str]) -> dict[str, str]:
    """Where a Hugo site gives each language its own ``contentDir`` (``content/en``, ``content/es``): the folder of
    each of the guide's ``languages``' pages, which mirror the source language's, other than ``folder``."""
    dirs = _content_dirs(config)
    if dirs is None:
        return {}
    site = config.parent.parent.parent if config.parent.name == "_default" else config.parent
    found = {}
    for code in languages:
        key = _language_entry(dirs[2], code)
        named = dirs[2].get(key) if key is not None else None
        if named is not None and (site / named).resolve() != folder:
            found[code] = str((site / named).resolve())
    return found


def _content_site(config: Path, languages: Sequence[str], source: str) -> tuple[Path, list[Path], str]:
    """A Hugo or Zola site's pages: its content folder as a tree (the source language's folder where it has one per
    language), never its templates, its themes (a theme's own demo content and README), its archetypes or its
    static files, which it renders no page of."""
    site = config.parent.parent.parent if config.parent.name == "_default" else config.parent
    folder = _language_folder(_content_folder(site, config, source).resolve(), source)
    how = f"{config.name}'s {folder.relative_to(site.resolve()).as_posix()}/ folder as a tree"
    if other := left_out_languages(folder, languages, source):
        how += f" (left out: {', '.join(name + '/' for name in other)}, in a language the guide does not have)"
    return folder, _tree(folder, languages, source), how


BOOK_CONFIGS = ("book.toml",)
SUMMARY_NAME = "SUMMARY.md"
_SUMMARY_LINK = re.compile(r"\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^)\s]*)")
"""A chapter's link in mdBook's ``SUMMARY.md``: ``- [Title](path/page.md)``; ``[Draft]()`` names no page."""
_SUMMARY_TITLED = re.compile(r"\[((?:[^\]\\]|\\.)*)\]\(\s*(<[^>]*>|[^)\s]*)")


DOCSIFY_SIDEBAR = "_sidebar.md"
"""A Docsify site's sidebar: links to its pages, in the order it shows them (its ``_navbar.md`` and ``_coverpage.md``
are a menu and a cover, no pages; the tree leaves out every name starting with ``_``)."""
DOCSIFY_HOME = "README.md"
"""The page a Docsify site shows at its root (``/``), and a folder's page (``/guide/``)."""


DOCSIFY_CHROME = {"loadSidebar": DOCSIFY_SIDEBAR, "loadNavbar": "_navbar.md", "coverpage": "_coverpage.md"}
"""The files a Docsify site's ``index.html`` loads as its sidebar, navbar and cover, by the option naming them, with
the name ``true`` stands for: navigation, no pages."""


def _docsify_sidebar(folder: Path) -> Path | None:
    """A Docsify site's sidebar: the file its ``index.html`` names (``loadSidebar: 'sidebar.md'``), else its
    ``_sidebar.md`` (exactly so named: a GitHub wiki's is ``_Sidebar.md``); None where there is none."""
    if not folder.is_dir():
        return None
    named = _docsify_options(folder).get("loadSidebar")
    if named and (folder / named).is_file():
        return folder / named
    return folder / DOCSIFY_SIDEBAR if DOCSIFY_SIDEBAR in {child.name for child in folder.iterdir()} else None


def _docsify_home(folder: Path) -> str:
    """The page a Docsify site shows at its root: the one its ``index.html`` names (``homepage: 'index.md'``), else
    its ``README.md``."""
    return _docsify_options(folder).get("homepage") or DOCSIFY_HOME


def _docsify_chrome(folder: Path) -> set[Path]:
    """The files a Docsify site's ``index.html`` in ``folder`` loads as its sidebar, navbar and cover."""
    options = _docsify_options(folder)
    return {(folder / options[key]).resolve() for key in DOCSIFY_CHROME if options.get(key)}


def _docsify_tree(folder: Path, tree: list[Path]) -> list[Path]:
    """A folder's ``tree`` as a Docsify site without a sidebar has it: the home page its ``index.html`` names first,
    without that ``index.html`` and the files it loads as its navbar and cover."""
    chrome = _docsify_chrome(folder)
    pages = [page for page in tree if not _docsify_shell(page) and page.resolve() not in chrome]
    home = _docsify_options(folder).get("homepage")
    return sorted(pages, key=lambda page: page.resolve() != (folder / home).resolve()) if home else pages


def _docsify_options(folder: Path) -> dict[str, str]:
    """The names a Docsify site's ``index.html`` gives in ``window.$docsify``, by option: its ``homepage`` and the
    files it loads as its sidebar, navbar and cover (``true``: the name Docsify stands it for)."""
    index = folder / "index.html"
    try:
        changed = index.stat().st_mtime_ns if index.is_file() else 0
    except OSError:
        changed = 0
    return dict(_docsify_settings(index, changed))


@functools.lru_cache(maxsize=16)
def _docsify_settings(index: Path, changed: int) -> tuple[tuple[str, str], ...]:
    """:func:`_docsify_options` of an ``index.html``, read once while it stays as it was when it ``changed``."""
    text = _text(index)[:200_000] if changed else ""
    settings = text[text.find("window.$docsify"):] if "window.$docsify" in text else ""
    found: dict[str, str] = {}
    for key in ("homepage", *DOCSIFY_CHROME):
        value = re.search(rf"""\b{key}\s*:\s*(?:(['"`])([^'"`\n]+)\1|(true)\b)""", settings)
        if value:
            found[key] = value[2].strip().lstrip("/") if value[2] else DOCSIFY_CHROME.get(key, "")
    if re.match(r"[a-z][\w+.-]*:", found.get("homepage", "")):
        del found["homepage"]  # a page fetched from elsewhere (a repository's raw README): the folder's own stays home
    return tuple(found.items())


def _docsify_shell(page: Path) -> bool:
    """Whether ``page`` is the ``index.html`` that loads a Docsify site (``window.$docsify = {…}``): no page of it."""
    return page.name.lower() == "index.html" and "window.$docsify" in _text(page)[:200_000]


def _book_summary(path: Path) -> Path | None:
    """The ``SUMMARY.md`` of the mdBook ``path`` names (``book.toml``, the folder holding it, its ``src``
    folder, or the summary itself): in the folder ``book.toml``'s ``src`` names (``src`` unless it says); a GitBook's
    summary, as its ``.gitbook.yaml`` names it; a Docsify site's ``_sidebar.md``."""
    if path.is_file():
        if path.name == SUMMARY_NAME:
            return path
        path = path.parent if path.name in BOOK_CONFIGS else path
        if not (path / "book.toml").is_file():
            return None
    if (path / SUMMARY_NAME).is_file():
        return path / SUMMARY_NAME
    gitbook = _gitbook_summary(path)
    if gitbook is not None:
        return gitbook
    if (sidebar := _docsify_sidebar(path)) is not None:
        return sidebar
    config = path / "book.toml"
    if not config.is_file():
        return None
    found = re.search(r"(?m)^\s*src\s*=\s*(['\"])([^'\"]+)\1", _text(config))
    summary = path / (found[2] if found else "src") / SUMMARY_NAME
    return summary if summary.is_file() else None


def _summary_titles(summary: Path, source: str) -> dict[Path, str]:
    """The text each page is linked by in a book's summary (``* [Getting started](start.md)``)."""
    folder, titles = summary.parent.resolve(), dict[Path, str]()
    mounts = _mounts(folder, source)
    for found in _SUMMARY_TITLED.finditer(_text(summary)):
        page = _linked_page(folder, found[2], mounts)
        if page is not None:
            titles.setdefault(page, re.sub(r"\\(.)", r"\1", found[1]).strip())
    return {page: title for page, title in titles.items() if title}


def _linked_page(folder: Path, link: str, mounts: Sequence[str] = ()) -> Path | None:
    """The page of the site in ``folder`` a summary's ``link`` names: ``guide/start.md``; as Docsify routes it, a page
    without its ``.md`` (``/start``) and a folder's ``README.md`` (``/``, ``guide/``), from the site's root, where the
    site is served under one of ``mounts`` too (``/es/start.md`` of a site served at ``/es/``); no page for a draft's
    empty link (``[Draft]()``), a link elsewhere, or a file that is no page."""
    target = _link_path(link.strip("<>"))
    if not target or "://" in target:
        return None
    mounted = re.match(r"/+([^/]+)(/.*)?$", target)
    routed = _routed(folder, target)
    if routed is None and mounted and mounted[1].lower() in mounts:
        return _routed(folder, mounted[2] or "/")
    return routed


def _link_path(link: str) -> str:
    """The path a ``link`` names, unquoted, without its ``#fragment`` and ``?query``."""
    return unquote(link).split("#")[0].split("?")[0]


def _routed(folder: Path, target: str) -> Path | None:
    """The page Docsify shows for the path ``target`` in the site in ``folder``, or None."""
    named = as_linked(folder / target.lstrip("/"))
    home = _docsify_home(folder) if named == as_linked(folder) else DOCSIFY_HOME  # "/": the site's home page
    for page in (named, named / home, named.with_name(named.name + ".md")):
        if page.suffix.lower() in SUFFIXES and page.is_file():
            return page
    return None


def _mounts(folder: Path, source: str) -> tuple[str, ...]:
    """Where the site in ``folder`` may be served, as the first part of a link's path: its folder's name, or its
    language's (a translation's sidebar links ``/es/quickstart.md``)."""
    return tuple(dict.fromkeys(name.lower() for name in (folder.name, source, source.split("-")[0]) if name))


_CODE_BLOCK = re.compile(r"(?ms)^(`{3,}|~{3,}).*?^\1")
"""A fenced code block (its headings are no headings)."""


def _untitled(page: Path) -> bool:
    """Whether ``page`` gives itself no title: no heading of the first level, no ``title:`` in its front matter."""
    text = _CODE_BLOCK.sub("", _text(page)[:20_000])  # no heading in a code block
    return not re.search(r"(?m)^#[ \t]+\S|^title\s*:|<h1\b", text) and not re.search(r"(?m)^.+\n=+[ \t]*$", text)


def _gitbook_summary(path: Path) -> Path | None:
    """The summary a GitBook's ``.gitbook.yaml`` names: its ``structure.summary`` under its ``root``."""
    config = path / ".gitbook.yaml"
    if not config.is_file():
        return None
    settings = _settings(config)
    structure = settings.get("structure")
    name = structure.get("summary") if isinstance(structure, dict) else None
    summary = path / str(settings.get("root") or ".") / str(name or SUMMARY_NAME)
    return summary if summary.is_file() else None


def _mdbook(summary: Path, languages: Sequence[str], source: str) -> tuple[Path, list[Path], str]:
    """An mdBook's chapters in the order its ``SUMMARY.md`` links them: prefix chapters, the numbered ones
    with the chapters nested under them, parts (``# Part``) and suffix chapters, as its sidebar and "next"
    links go; draft chapters (``[Title]()``) and links elsewhere are no pages, and the summary is none."""
    folder = summary.parent.resolve()
    pages: list[Path] = []
    mounts = _mounts(folder, source)
    for line in _text(summary).splitlines():
        for found in _SUMMARY_LINK.finditer(line):
            page = _linked_page(folder, found[1], mounts)
            if page is not None and page != summary.resolve():
                pages.append(page)
    home = folder / _docsify_home(folder)
    if summary == _docsify_sidebar(summary.parent) and pages and home.is_file() and home not in pages:
        pages.insert(0, home)  # the page a Docsify site opens with, whether its sidebar links it or not
    elif pages and _gitbook(summary) and (readme := _readme(folder)) is not None and readme not in pages:
        pages.insert(0, readme)  # a GitBook's introduction, whether its summary links it or not
    if not pages:
        book = any((above / "book.toml").is_file() for above in (folder, folder.parent))
        chrome = _docsify_chrome(folder)
        tree = [page for page in _tree(folder, languages, source)
                if (page != summary.resolve() or not book) and page.resolve() not in chrome]
        return folder, tree, f"{summary.name}'s folder (it links no page)"
    return folder, list(dict.fromkeys(pages)), summary.name


BOOKDOWN_CONFIG = "_bookdown.yml"
_LEVEL_ONE = re.compile(r"(?m)^#[ \t]+(?!\(PART\)|\(APPENDIX\))\S")
"""A chapter's heading in R Markdown; bookdown's ``# (PART) R {-}`` and ``# (APPENDIX) …`` head parts, no chapter."""


def _bookdown_config(path: Path) -> Path | None:
    """A bookdown book's ``_bookdown.yml`` (``path`` itself or in the folder ``path``), else its ``index.Rmd`` where
    that says ``site: bookdown::bookdown_site``."""
    if path.is_file():
        return path if path.name == BOOKDOWN_CONFIG else None
    if (path / BOOKDOWN_CONFIG).is_file():
        return path / BOOKDOWN_CONFIG
    index = path / "index.Rmd"
    return index if index.is_file() and re.search(r"(?m)^site:\s*[\"']?bookdown::", _text(index)[:5000]) else None


def _bookdown(config: Path) -> tuple[Path, list[Path], str]:
    """A bookdown book's files in the order it merges them: its config's ``rmd_files`` (for HTML where it names
    them by format), else its ``.Rmd`` files by name, those starting with ``_`` left out, ``index.Rmd`` first."""
    folder = config.parent.resolve()
    listed = _settings(config).get("rmd_files") if config.name == BOOKDOWN_CONFIG else None
    if isinstance(listed, dict):
        listed = listed.get("html") or next(iter(listed.values()), None)
    if isinstance(listed, list):
        pages = [page for name in listed if (page := folder / str(name)).is_file()]
        return folder, list(dict.fromkeys(pages)), f"{config.name}'s rmd_files"
    pages = sorted((page for page in folder.glob("*") if page.suffix.lower() == ".rmd" and page.is_file()
                    and not page.name.startswith("_")), key=lambda page: (page.name.lower() != "index.rmd", page.name))
    return folder, pages, "the book's .Rmd files by name (bookdown's order)"


def bookdown_chapters(page: Path) -> int:
    """How many chapters (headings of the first level, not a part's) a bookdown book's ``page`` holds."""
    text = _CODE_BLOCK.sub("", _text(page))
    return len(_LEVEL_ONE.findall(text))


def _gitbook(summary: Path) -> bool:
    """Whether ``summary`` is a GitBook's (no mdBook's, which has a ``book.toml``, nor a Docsify site's sidebar)."""
    folder = summary.parent
    return summary.name == SUMMARY_NAME and not any((above / "book.toml").is_file()
                                                    for above in (folder, folder.parent))


def _readme(folder: Path) -> Path | None:
    """A GitBook's ``README.md`` (whatever its case): the book's first page, "Introduction"."""
    return next((child for child in sorted(folder.iterdir()) if child.name.lower() == "readme.md" and child.is_file()),
                None)


def _lesson_config(path: Path) -> Path | None:
    """A Carpentries lesson's ``config.yaml`` (it names the ``carpentry`` it belongs to), in the folder ``path``
    or ``path`` itself."""
    config = _named_config(path, ("config.yaml",))
    return config if config is not None and re.search(r"(?m)^carpentry:", _text(config)) else None


def _lesson(config: Path) -> tuple[Path, list[Path], str]:
    """A Carpentries lesson's pages: its home page and its setup (the Workbench shows them as one, "Summary and
    Setup"), then its ``episodes`` in the config's order (else the episodes folder's)."""
    folder = config.parent.resolve()
    episodes = _settings(config).get("episodes")
    names = [str(name) for name in episodes] if isinstance(episodes, list) else \
        sorted(page.name for page in (folder / "episodes").glob("*") if page.suffix.lower() in SUFFIXES)
    pages = [page for page in [folder / "index.md", folder / "learners" / "setup.md",
                               *(folder / "episodes" / name for name in names)] if page.is_file()]
    return folder, pages, f"{config.name}'s episodes"


def _lesson_titles(config: Path) -> dict[Path, str]:
    """A Carpentries lesson's home page (``index.md``, which gives itself no title) by the lesson's ``title``: the
    Workbench shows it atop that page."""
    title = _settings(config).get("title")
    return {(config.parent / "index.md").resolve(): str(title).strip()} if isinstance(title, str) and title.strip() \
        else {}


def _text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""


def _jekyll_config(path: Path) -> Path | None:
    """The Jekyll config ``path`` names, or the one in the folder ``path`` (not a Jupyter Book's, which has a
    ``_toc.yml`` beside it)."""
    if path.is_file():
        return path if path.name in JEKYLL_CONFIGS else None
    config = next((path / name for name in JEKYLL_CONFIGS if (path / name).is_file()), None)
    return config if config is not None and not (path / "_toc.yml").is_file() else None


def _settings(config: Path) -> dict[str, Any]:
    try:
        settings = yaml.load(config.read_text(encoding="utf-8"), Loader=_Lenient) or {}
    except (OSError, yaml.YAMLError) as error:
        raise SiteError(f"site: {config.name}: cannot read it ({error})") from None
    return settings if isinstance(settings, dict) else {}


def _collections(settings: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """A Jekyll config's collections, by name, each with its options (``collections: [docs]`` has none)."""
    given = settings.get("collections")
    if isinstance(given, list):
        return {str(name): {} for name in given}
    if isinstance(given, dict):
        return {str(name): options if isinstance(options, dict) else {} for name, options in given.items()}
    return {}


def _jekyll(config: Path, chosen: list[str] | None, source: str, languages: Sequence[str]
            ) -> tuple[Path, list[Path], str]:
    """The pages of the Jekyll site configured by ``config``: its collections' (those ``chosen``, else
    each it outputs but its posts, else its posts), or its tree when it has none (the pages Jekyll renders)."""
    settings = _settings(config)
    site = config.parent / str(settings.get("source") or "")  # its pages under its source: folder, if it names one
    if not site.is_dir():
        raise SiteError(f"site: {config.name}'s source: {settings.get('source')!r} is no folder beside it")
    collections = _collections(settings)
    base = site / str(settings.get("collections_dir") or "")
    if chosen is not None:
        known = sorted({*collections, *(["posts"] if (base / "_posts").is_dir() else [])})
        for name in chosen:
            if name not in known or not (base / f"_{name}").is_dir():
                raise SiteError(f"collections: {name!r} is no collection of {config.name} with a _{name} folder"
                                f" (it has: {', '.join(known) or 'none'})")
        names = chosen
    else:
        names = [name for name, options in collections.items()
                 if name != "posts" and options.get("output") is True and (base / f"_{name}").is_dir()]
        names = names or (["posts"] if (base / "_posts").is_dir() else [])
    excluded = [str(item) for item in settings.get("exclude") or [] if isinstance(item, str)]
    shown = _listed_collections(settings, names) if chosen is None else None
    if shown is not None:
        pages = _by_parents(_main_pages(config, settings, site, languages, source), settings, site)
        for name in shown:
            folder = _language_folder(base / f"_{name}", source)
            pages += _by_parents([page for page in _tree(folder, languages, source) if _jekyll_page(page)],
                                 settings, folder)
        pages = [page for page in pages if not _excluded(page.relative_to(site), excluded)]
        listed = f", then its {'collection' if len(shown) == 1 else 'collections'} {', '.join(shown)}" if shown else ""
        return site, pages, f"{config.name}'s pages{listed}, as Just the Docs' navigation lists them"
    pages = []
    navigation: set[str] = set()
    for name in names:
        folder = _language_folder(base / f"_{name}", source)
        found, nav = _collection(folder, collections.get(name, {}), site, name, languages, source)
        pages += found
        navigation |= {nav} if nav else set()
    how = f"{config.name}'s {'collection' if len(names) == 1 else 'collections'} {', '.join(names)}"
    if not names:
        pages = _by_parents(_main_pages(config, settings, site, languages, source), settings, site)
        how = f"{config.name}'s site (no collection)"
    pages = [page for page in pages if not _excluded(page.relative_to(site), excluded)]
    listed = " and ".join(sorted(navigation))
    return site, pages, how + (f", as {listed} {'list' if len(navigation) > 1 else 'lists'} them" if listed else "")


def _main_pages(config: Path, settings: dict[str, Any], site: Path, languages: Sequence[str], source: str
                ) -> list[Path]:
    """The pages of a Jekyll site out of its collections that it renders and lists, in the tree's order."""
    optional = _optional_front_matter(config, settings)
    return [page for page in _tree(site, languages, source) if _jekyll_page(page) and _rendered(page, optional)]


def _listed_collections(settings: dict[str, Any], names: Sequence[str]) -> list[str] | None:
    """The collections (of those the site outputs, ``names``) that Just the Docs' navigation lists after the site's
    other pages: those its ``just_the_docs.collections`` names, in its order, but those it keeps out of the
    navigation (``nav_exclude: true``); None for another theme or a site that names none."""
    theme = settings.get("just_the_docs")
    named = theme.get("collections") if isinstance(theme, dict) and _just_the_docs(settings) else None
    if not isinstance(named, dict) or not named:
        return None
    return [str(name) for name, options in named.items() if str(name) in names
            and not (isinstance(options, dict) and options.get("nav_exclude") is True)]


def _collection(folder: Path, options: dict[str, Any], site: Path, name: str, languages: Sequence[str],
                source: str) -> tuple[list[Path], str | None]:
    """A collection's pages in its order, and the navigation file that gave it, if one did."""
    tree = _tree(folder, languages, source)
    listed = options.get("order")
    if isinstance(listed, list):  # Jekyll 4: the collection's files, in order
        named = [folder / str(item) for item in listed if (folder / str(item)).is_file()]
        return _merged(named, tree), None
    ordered, nav = _navigation(site, name, folder, tree)
    if ordered:
        return _merged(ordered, tree), nav
    key = options.get("sort_by")
    if isinstance(key, str):
        def by(page: Path) -> tuple[int, float, str]:
            value = _front_matter(page).get(key)
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                return (0, float(value), "")
            return (1, 0.0, str(value)) if value is not None else (2, 0.0, "")
        return sorted(tree, key=by), None
    return tree, None


def _jekyll_page(page: Path) -> bool:
    """Whether ``page`` is in the Jekyll site's navigation: not left out of it (Just the Docs'
    ``nav_exclude``), not the page a broken link shows (``404.html``)."""
    return _front_matter(page).get("nav_exclude") is not True and page.stem != "404"


_OPTIONAL_FRONT_MATTER = ("jekyll-optional-front-matter", "github-pages")
"""The plugin that makes a page of Markdown without front matter, and the gem of GitHub Pages' build, which has it."""
_NO_PAGE_NAMES = frozenset({"readme", "license", "licence", "copying", "code_of_conduct", "contributing",
                            "issue_template", "pull_request_template"})
"""A repository's files that jekyll-optional-front-matter makes no page of without front matter."""


def _optional_front_matter(config: Path, settings: dict[str, Any]) -> bool:
    """Whether the Jekyll site of ``config`` makes pages of Markdown without front matter: its ``plugins`` (or its
    Gemfile) name jekyll-optional-front-matter, or it is built as GitHub Pages builds a site, with no Gemfile of its
    own, with the github-pages gem or with a remote theme."""
    plugins = settings.get("plugins") or settings.get("gems") or []
    if (isinstance(plugins, list) and _OPTIONAL_FRONT_MATTER[0] in map(str, plugins)) or settings.get("remote_theme"):
        return True  # a remote theme is GitHub Pages' (its build has the plugin, whatever a local Gemfile says)
    gemfile = config.parent / "Gemfile"
    if not gemfile.is_file():
        return True
    gems = _text(gemfile)
    return any(re.search(rf"""['"]{name}['"]""", gems) for name in _OPTIONAL_FRONT_MATTER)


def _rendered(page: Path, optional: bool) -> bool:
    """Whether Jekyll makes a page of ``page``: HTML as it is; Markdown with front matter, else only with
    ``optional`` front matter and not a repository's README, LICENSE … (a README is its folder's home page where
    the folder has no index); any other file Jekyll copies as it is, unread."""
    if page.suffix.lower() not in (".md", ".markdown") or _has_front_matter(page):
        return True
    if not optional:
        return False
    if page.stem.lower() == "readme":
        return not any((page.parent / f"index{suffix}").is_file() for suffix in SUFFIXES)
    return page.stem.lower() not in _NO_PAGE_NAMES


def _has_front_matter(page: Path) -> bool:
    try:
        with page.open(encoding="utf-8", errors="replace") as file:
            return re.match(r"(?:\ufeff)?---[ \t]*$", file.readline()) is not None
    except OSError:
        return False


def _by_parents(pages: list[Path], settings: dict[str, Any], site: Path) -> list[Path]:
    """``pages`` in the order of Just the Docs' navigation, built from their front matter over the whole site,
    whatever folder each page is in: the top level is the pages naming no ``parent``; a page's children are the
    pages whose ``parent`` is its title (and whose ``grand_parent`` or ``ancestor``, where given, is its parent's
    title or one of its ancestors'), unless it has ``has_children: false``; each level in :func:`_nav_key`'s order
    (``child_nav_order: desc`` reversed). Pages out of that navigation (untitled, or with a parent no page has)
    follow in the tree's order; the site's home page, untitled, leads. A site of another theme whose pages name no
    ``parent`` keeps the tree's order."""
    meta = {page: _front_matter(page) for page in pages}
    if not _just_the_docs(settings) and not any(isinstance(m.get("parent"), str) for m in meta.values()):
        return pages  # another theme's ``nav_order`` alone orders each folder's pages, in the tree
    insensitive = settings.get("nav_sort") == "case_insensitive"
    titled = [page for page in pages if _nav_text(meta[page].get("title"))]
    top = [page for page in titled if not _nav_text(meta[page].get("parent"))]
    top_titles = {_nav_text(meta[page].get("title")) for page in top}
    ordered: list[Path] = []

    def children(node: Path, ancestors: list[str]) -> list[Path]:
        if meta[node].get("has_children") is False:
            return []
        title = _nav_text(meta[node].get("title"))
        found = []
        for child in titled:
            info = meta[child]
            if _nav_text(info.get("parent")) != title:
                continue
            grand, ancestor = _nav_text(info.get("grand_parent")), _nav_text(info.get("ancestor"))
            if grand and grand != _nav_text(meta[node].get("parent")):
                continue
            if ancestor and ancestor != title and ancestor not in ancestors:
                continue
            if not grand and not ancestor and title in top_titles and ancestors:
                continue  # a second level's page named only by a top page's title is that page's child
            found.append(child)
        return found

    def place(level: list[Path], ancestors: list[str], reverse: bool) -> None:
        ranked = sorted(level, key=lambda page: _nav_key(meta[page], insensitive))
        for page in reversed(ranked) if reverse else ranked:
            title = _nav_text(meta[page].get("title"))
            if page in ordered or title in ancestors:
                continue  # a page titled as one of its ancestors: a loop Just the Docs links nowhere
            ordered.append(page)
            place(children(page, ancestors), [*ancestors, title],
                  meta[page].get("child_nav_order") in ("desc", "reversed"))

    place(top, [], False)
    home = [page for page in pages if page not in ordered and _is_index(page) and page.parent == site][:1]
    return home + ordered + [page for page in pages if page not in ordered and page not in home]


def _just_the_docs(settings: dict[str, Any]) -> bool:
    """Whether a Jekyll config names Just the Docs as its theme (``theme``, or a ``remote_theme`` of its repository)."""
    return any("just-the-docs" in str(settings.get(key) or "").lower() for key in ("theme", "remote_theme"))


def _nav_text(value: Any) -> str:
    """A front matter value as Just the Docs compares titles (a number as its text), nothing for none."""
    return "" if value is None else str(value).strip()


def _nav_key(meta: dict[str, Any], insensitive: bool) -> tuple[int, float, str]:
    """Just the Docs' order of sibling pages: numeric ``nav_order`` by value, then string ``nav_order``, then the
    pages without one by their title (numeric titles first); strings by their characters (capitals before small
    letters) unless the site sets ``nav_sort: case_insensitive``."""
    order = meta.get("nav_order")
    value, group = (order, 0) if order is not None else (meta.get("title"), 2)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return (group, float(value), "")
    text = _nav_text(value)
    return (group + 1, 0.0, text.lower() if insensitive else text)


def _merged(named: list[Path], tree: list[Path]) -> list[Path]:
    """``named`` in its order, each page it does not name after the page before it in ``tree``."""
    named = list(dict.fromkeys(page for page in named if page in tree))
    after: dict[Path | None, list[Path]] = {}
    previous: Path | None = None
    for page in tree:
        if page not in named:
            after.setdefault(previous, []).append(page)
        previous = page
    result: list[Path] = []

    def place(page: Path | None) -> None:
        for follower in after.pop(page, []):
            result.append(follower)
            place(follower)

    place(None)
    for page in named:
        result.append(page)
        place(page)
    return result


NAVIGATION_BYTES = 500_000
NAVIGATION_FILES = 60


def _navigation(site: Path, name: str, folder: Path, pages: list[Path]) -> tuple[list[Path], str | None]:
    """The pages in the order a data file in ``_data/`` (``docs_nav.yml``, ``navigation.yml``) links or names
    them, from the one that names most of them (at least two; a ``nav`` file first); nothing when none does."""
    data = site / "_data"
    if not data.is_dir():
        return [], None
    addresses: dict[str, Path] = {}
    for page in pages:
        for address in _addresses(page, folder, name):
            addresses.setdefault(address, page)
    best: tuple[list[Path], str | None] = ([], None)
    files = sorted(data.glob("*.y*ml"), key=lambda file: ("nav" not in file.stem.lower(), file.name))
    for nav in files[:NAVIGATION_FILES]:
        try:
            if nav.stat().st_size > NAVIGATION_BYTES:
                continue
            tree = yaml.load(nav.read_text(encoding="utf-8", errors="replace"), Loader=_Lenient)
        except (OSError, yaml.YAMLError):
            continue  # a data file that cannot be read names no page
        linked = [addresses[key] for text in _strings(tree) if (key := _address(text)) in addresses]
        linked = list(dict.fromkeys(linked))
        if len(linked) >= 2 and len(linked) > len(best[0]):
            best = (linked, f"_data/{nav.name}")
    return best


def _addresses(page: Path, folder: Path, name: str) -> list[str]:
    """The addresses a navigation file may link ``page`` by: its permalink, the collection's path to it."""
    relative = page.relative_to(folder).with_suffix("")
    parts = list(relative.parts[:-1]) if _is_index(page) else list(relative.parts)
    path = "/".join(parts)
    found = [f"{name}/{path}".strip("/"), path, page.stem]
    permalink = _address(_front_matter(page).get("permalink"))
    if permalink:
        found[:0] = [permalink, permalink.rsplit("/", 1)[-1]]
    return found


def _address(text: object) -> str | None:
    """A link as a navigation file writes it (``/docs/installation/``, ``{{ site.baseurl }}/x.html``), bare."""
    if not isinstance(text, str) or "://" in text or " " in text.strip():
        return None
    text = re.sub(r"\{\{[^}]*\}\}", "", text).split("#")[0].split("?")[0].strip().strip("/")
    return re.sub(r"(?:/index)?\.(?:html?|md)$", "", text)


def _strings(tree: Any) -> list[str]:
    if isinstance(tree, str):
        return [tree]
    if isinstance(tree, list):
        return [text for item in tree for text in _strings(item)]
    if isinstance(tree, dict):
        return [text for value in tree.values() for text in _strings(value)]
    return []


class _Lenient(yaml.SafeLoader):
    """MkDocs' YAML, whose ``!!python/name:`` and ``!ENV`` tags name things a site uses, not pages."""


_Lenient.add_multi_constructor("", lambda loader, suffix, node: None)


class _HugoYaml(_Lenient):
    """YAML as Hugo reads it (YAML 1.2): ``no``, ``yes``, ``on`` and ``off`` are words, as Norwegian's language key
    ``no:`` is; only ``true`` and ``false`` are booleans."""


_HugoYaml.yaml_implicit_resolvers = {
    first: [(tag, pattern) for tag, pattern in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in _Lenient.yaml_implicit_resolvers.items()}
_HugoYaml.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
                                list("tTfF"))


def _nav_files(nav: Any) -> list[str]:
    """The page files of an MkDocs ``nav``, in its order: ``- page.md``, ``- Title: page.md``, sections."""
    return [name for name, _ in _nav_entries(nav)]


def _nav_entries(nav: Any, title: str | None = None) -> list[tuple[str, str | None]]:
    """The page files of an MkDocs ``nav`` in its order, each with the title it names it by (``- Title: page.md``),
    or None (``- page.md``); a section's title (``- Guide: [...]``) is its own, not its pages'."""
    if isinstance(nav, str):
        return [] if "://" in nav or not nav.lower().endswith(SUFFIXES) else [(nav, title)]
    if isinstance(nav, list):
        return [entry for item in nav for entry in _nav_entries(item)]
    if isinstance(nav, dict):
        return [entry for key, value in nav.items()
                for entry in _nav_entries(value, str(key) if isinstance(value, str) else None)]
    return []


MKDOCS_CONFIGS = ("mkdocs.yml", "mkdocs.yaml")


def mkdocs_config(page: Path) -> Path | None:
    """The config of the MkDocs site ``page`` is in: the nearest ``mkdocs.yml`` above it, up to its repository's
    root; None where the page is in no MkDocs site."""
    for folder in page.resolve().parents:
        config = next((folder / name for name in MKDOCS_CONFIGS if (folder / name).is_file()), None)
        if config is not None or (folder / ".git").exists():
            return config
    return None


def nav_title(page: Path) -> str | None:
    """The title the ``nav`` of the MkDocs site ``page`` is in names it by (``- Erste Schritte 👣:
    user-guide/first-steps.md``), which MkDocs shows for a page with no title of its own; None where no nav names
    it so."""
    config = mkdocs_config(page)
    return None if config is None else _nav_titles(config, config.stat().st_mtime_ns).get(page.resolve())


@functools.lru_cache(maxsize=16)
def _nav_titles(config: Path, changed: int) -> dict[Path, str]:
    """Each page an MkDocs ``config``'s nav names with a title, by its path (read once while the config stays as it
    was when it ``changed``)."""
    try:
        settings = _settings(config)
    except SiteError:
        return {}
    folder = (config.parent / str(settings.get("docs_dir", "docs"))).resolve()
    return {(folder / name).resolve(): title.strip() for name, title in _nav_entries(settings.get("nav"))
            if title and title.strip()}


def _tree(folder: Path, languages: Sequence[str], source: str | None = None, top: bool = True,
          suffixes: tuple[str, ...] = SUFFIXES) -> list[Path]:
    """The pages under ``folder`` in the site's order: its index page, then its pages and folders by weight;
    with ``source``, a top folder named by another language holds translations, not pages, and a page named by
    the source language (Hugo's ``page.de.md``) is one, where no page of that name without it is. ``suffixes``:
    a plain folder's and a Sphinx site's take reStructuredText (:data:`TREE_SUFFIXES`), a generator's that never
    renders it do not."""
    translated = {code.split("-")[0].lower() for code in languages} | {code.lower() for code in languages}
    own = {source.lower(), source.split("-")[0].lower()} if source else set()
    entries: list[tuple[tuple[float, str], list[Path]]] = []
    index: list[Path] = []
    listed = _wiki_order(folder)
    wiki, meta = listed is not None, None
    if listed is None and (meta := _nextra_meta(folder)) is not None:  # Nextra: its _meta's order, the others after
        listed = {key: float(place) for place, key in enumerate(meta)}
    children = sorted(folder.iterdir())
    names = {child.name for child in children}
    named = bool(own) and any(_named_by(child, own) for child in children)  # pages named by the site's language
    for child in children:
        if child.name.startswith((".", "_")) and child.stem.lower() != "_index" \
                and not (_named_by(child, own) and Path(child.stem).stem.lower() == "_index"):
            continue
        if meta is not None and child.name.split(".")[0] in meta and not meta[child.name.split(".")[0]].shown:
            continue  # hidden from Nextra's sidebar
        if child.is_dir():
            if top and source is not None and _translation_folder(child, source, languages):
                continue
            if _loop(child):
                continue
            below = _tree(child, languages, source, top=False, suffixes=suffixes)
            parent = child.with_name(child.name + ".md")
            if wiki and parent.is_file():  # an Azure DevOps wiki: "Help.md" heads the folder "Help/"
                below = [parent, *below]
            elif meta is not None and (heading := _nextra_folder_page(child)) is not None:
                below = [heading, *below]  # Nextra: "sdk.mdx" beside "sdk/" is the folder's page, shown first
            if below:
                key = listed.get(child.name) if listed is not None else _category_position(child)
                key = _order(below[0]) if key is None and _is_index(below[0]) and listed is None else key
                entries.append(((float("inf") if key is None else key, child.name), below))
        elif (wiki and child.suffix.lower() == ".md" and child.with_suffix("").is_dir()) \
                or (meta is not None and _nextra_folder_page(child.with_suffix("")) == child):
            continue  # read before the folder it heads
        elif listed is not None and wiki and child.suffix.lower() in SUFFIXES:
            entries.append(((listed.get(child.stem, float("inf")), child.name), [child]))
        elif (child.suffix.lower() in suffixes and not _draft(child)
              and _a_page(child, own, translated, named, names)):
            if _is_index(child) and (listed is None or child.stem not in listed):  # "_index.de.md" too
                index.append(child)
            else:
                entries.append(((_order(child) if listed is None else listed.get(child.stem, float("inf")),
                                 child.name), [child]))
    index.sort(key=lambda page: INDEX_NAMES.index(_bare(page)))  # index.md before a README.md beside it
    entries += [((_order(page), page.name), [page]) for page in index[1:]]
    return index[:1] + [page for _, pages in sorted(entries, key=lambda item: item[0]) for page in pages]


def _loop(folder: Path) -> bool:
    """Whether ``folder`` is a symbolic link to itself or a folder above it, whose pages are the tree's own, again
    and again (reported)."""
    if not folder.is_symlink():
        return False
    try:
        target = folder.resolve(strict=True)
    except (OSError, RuntimeError):
        target = None
    if target is not None and target not in folder.parent.resolve().parents and target != folder.parent.resolve():
        return False
    log.warning("%s: a symbolic link to %s, a folder above it (its pages are already the site's); left out of the"
                " guide", folder, target or "itself")
    return True


WIKI_ORDER = ".order"
"""An Azure DevOps wiki's order of a folder's pages: their names, one a line, without ".md"."""
WIKI_SIDEBAR = "_Sidebar.md"
"""A GitHub wiki's sidebar: links to its pages, in the order it shows them."""
_SIDEBAR_LINK = re.compile(r"\[\[(?:[^\]|\n]*\|)?([^\]|#\n]+)(?:#[^\]\n]*)?\]\]|\]\((?!\w+://)([^)#\s]+?)(?:\.md)?(?:#[^)]*)?\)")


def _wiki_order(folder: Path) -> dict[str, float] | None:
    """The place of each page and folder a wiki's ``.order`` file names (Azure DevOps), or its ``_Sidebar.md``
    links (a GitHub wiki: ``[[Text|Page]]``, ``[Text](Page)``); None where the folder has neither."""
    order, sidebar = folder / WIKI_ORDER, folder / WIKI_SIDEBAR
    if order.is_file() and order.stat().st_size <= NAVIGATION_BYTES:
        text = order.read_text(encoding="utf-8", errors="replace")
        names = [line.strip() for line in text.splitlines() if line.strip()]
    elif sidebar.is_file() and sidebar.stat().st_size <= NAVIGATION_BYTES:
        text = sidebar.read_text(encoding="utf-8", errors="replace")
        names = [(wiki or linked).strip().replace(" ", "-") for wiki, linked in _SIDEBAR_LINK.findall(text)]
        names = ["Home", *names]  # a GitHub wiki's first page, whether the sidebar links it or not
    else:
        return None
    return {name: float(place) for place, name in reversed(list(enumerate(names)))}


NEXTRA_META = ("_meta.js", "_meta.ts", "_meta.json", "_meta.jsx", "_meta.tsx", "_meta.mjs")
"""A Nextra folder's sidebar: its pages and folders by name, in order, each with its title."""


@dataclass(frozen=True)
class _MetaEntry:
    """One key of a Nextra ``_meta`` file: its title, and whether it is a page or folder the sidebar shows."""

    title: str | None
    shown: bool


def _nextra_folder_page(folder: Path) -> Path | None:
    """The page beside a Nextra folder with its name (``sdk.mdx`` beside ``sdk/``), which Nextra shows when the
    folder is opened in its sidebar, before the folder's pages; None where there is none."""
    if not folder.is_dir():
        return None
    return next((page for suffix in (".mdx", ".md") if (page := folder.with_name(folder.name + suffix)).is_file()),
                None)


def _nextra_meta(folder: Path) -> dict[str, _MetaEntry] | None:
    """The keys of the Nextra ``_meta`` file in ``folder``, in its order (``index: 'Welcome'``, ``intro: {title:
    'Intro'}``); a separator, a link elsewhere (``href``) and a hidden entry (``display: 'hidden'``) are no pages.
    None where the folder has none."""
    meta = next((folder / name for name in NEXTRA_META if (folder / name).is_file()), None)
    if meta is None or meta.stat().st_size > NAVIGATION_BYTES:
        return None
    text = without_comments(_text(meta))
    start = text.find("{", text.find("export default") + 1 if "export default" in text else 0)
    if start < 0:
        return None
    return {key: _meta_entry(value) for key, value in js_value(text[start:]).items() if not key.startswith("...")}


def _meta_entry(value: Any) -> _MetaEntry:
    """A ``_meta`` value: a title (``'Welcome'``), or an object with its ``title``, ``type``, ``href``, ``display``;
    anything else (a component as its title) a page with no title."""
    if isinstance(value, str):
        return _MetaEntry(value, True)
    if not isinstance(value, dict):
        return _MetaEntry(None, True)
    hidden = value.get("type") in ("separator", "menu") or "href" in value or value.get("display") == "hidden"
    title = value.get("title")
    return _MetaEntry(title if isinstance(title, str) else None, not hidden)


def nextra_titles(folder: Path) -> dict[Path, str]:
    """The sidebar title each page of the Nextra site in ``folder`` has in its folder's ``_meta`` file."""
    titles: dict[Path, str] = {}
    for meta in (found for name in NEXTRA_META for found in folder.rglob(name)):
        for key, entry in (_nextra_meta(meta.parent) or {}).items():
            pages = [meta.parent / f"{key}{suffix}" for suffix in (".mdx", ".md")]
            page = next((page for page in pages if page.is_file()), None)
            if page is not None and entry.title:
                titles.setdefault(page.resolve(), entry.title)
    return titles


_LANGUAGE_FOLDER = re.compile(r"[a-z]{2}(?:[-_](?:[A-Za-z]{2}|[A-Z][a-z]{3}|\d{3}))?")


def _language_name(name: str) -> bool:
    """Whether a folder's ``name`` is a language (``de``, ``pt-BR``, ``zh_Hant``): two letters of ISO 639-1."""
    if not _LANGUAGE_FOLDER.fullmatch(name):
        return False
    import langcodes

    try:
        return bool(langcodes.get(name.replace("_", "-")).is_valid())
    except (ValueError, LookupError):
        return False


def _translation_folder(folder: Path, source: str, languages: Sequence[str]) -> bool:
    """Whether ``folder``, at a site's top, holds its pages in another language, not a section of its own: its name is
    another language's (``de``, not ``ml/`` for machine learning beside ``stats/``) and the layout says so — every
    folder beside it is named by a language, one of them the guide's (``en/ de/ fr/``; ``hr/`` and ``it/`` alone are
    human resources and IT), it mirrors the pages beside it (``de/guide/use.md`` for ``guide/use.md``), or it is in a
    language of the guide and no other folder beside it holds pages (``de/`` beside ``assets/``)."""
    if not _language_name(folder.name) or _same_language(folder.name, source):
        return False
    have = {code.split("-")[0].lower() for code in [*languages, source]}
    siblings = [child for child in folder.parent.iterdir() if child.is_dir() and not child.name.startswith((".", "_"))]
    if len(siblings) > 1 and all(_language_name(child.name) for child in siblings) \
            and any(_primary(child.name) in have for child in siblings):
        return True
    inside = [page.relative_to(folder) for page in folder.rglob("*") if page.suffix.lower() in TREE_SUFFIXES]
    mirrored = [name for name in inside if _is_mirrored(folder.parent, name)]
    if inside and any(not _is_index(folder / name) for name in mirrored) and 2 * len(mirrored) >= len(inside):
        return True
    return bool(inside) and _primary(folder.name) in have \
        and not any(_holds_pages(child) for child in siblings if child != folder)


def _holds_pages(folder: Path) -> bool:
    """Whether ``folder`` is a section of a site's pages: not its files' folder (``assets/``, ``static/``) and
    holding a page."""
    return folder.name.lower() not in _FILES_FOLDERS and any(page.suffix.lower() in TREE_SUFFIXES
                                                             for page in folder.rglob("*"))


_FILES_FOLDERS = frozenset({"assets", "images", "img", "static", "public", "media", "css", "js", "fonts", "files",
                            "downloads", "resources"})
"""The folders of a site's pictures, styles and downloads, never a section of its pages."""


def _is_mirrored(site: Path, relative: Path) -> bool:
    """Whether the site in ``site`` has a page at ``relative`` (any of its page suffixes)."""
    return any(site.joinpath(relative).with_suffix(suffix).is_file() for suffix in TREE_SUFFIXES)


def left_out_languages(folder: Path, languages: Sequence[str], source: str) -> list[str]:
    """The folders at the top of the site in ``folder`` that hold its pages in a language the guide does not have
    (``fr/`` beside ``de/`` of a guide in English and German): left out of it."""
    if not folder.is_dir():
        return []
    have = {code.split("-")[0].lower() for code in [*languages, source]}
    return sorted(child.name for child in folder.iterdir()
                  if child.is_dir() and _translation_folder(child, source, languages)
                  and _primary(child.name) not in have)


def _primary(name: str) -> str:
    """The language a folder's or file's ``name`` starts with: ``pt`` of ``pt_BR``, ``de`` of ``DE-ch``."""
    return name.replace("_", "-").split("-")[0].lower()


def _same_language(name: str, code: str) -> bool:
    return _primary(name) == code.split("-")[0].lower()


def _language_folder(folder: Path, source: str) -> Path:
    """The folder of the source language's pages where ``folder`` holds one per language (``_posts/en/``)."""
    for name in dict.fromkeys((source, source.split("-")[0], source.replace("-", "_"))):
        if (folder / name).is_dir():
            return folder / name
    return folder


def _is_index(page: Path) -> bool:
    return _bare(page) in INDEX_NAMES


def _bare(page: Path) -> str:
    """``page``'s name without its suffix and a language's (``_index.de.md``: ``_index``), in lower case."""
    stem = page.stem.lower()
    inner = Path(stem).suffix.lstrip(".")
    return Path(stem).stem if inner and _language_name(inner) else stem


def _named_by(page: Path, languages: set[str]) -> bool:
    """Whether ``page``'s name ends with one of ``languages`` (``page.de.md``)."""
    return Path(page.stem).suffix.lstrip(".").lower() in languages if languages else False


def _a_page(page: Path, own: set[str], translated: set[str], named: bool, names: set[str]) -> bool:
    """Whether ``page`` is one of the site's pages, not a translation beside one: a page named by the source
    language (``page.de.md``) where no page of that name without it is (``names``: the files beside it); a page named
    by another language when it has such a page beside it (``about.fr.md`` beside ``about.md``), or the pages
    beside it are ``named`` by the source language, or the guide translates to it ("socket.io.md" is a page)."""
    bare = Path(page.stem).stem + page.suffix
    if _named_by(page, own):
        return bare not in names
    inner = Path(page.stem).suffix.lstrip(".").lower()
    other = bool(inner) and inner not in own and _language_name(inner) and (bare in names or named)
    return not (other or _language_suffix(page, translated))


def _language_suffix(page: Path, languages: set[str]) -> bool:
    """``page.de.md``: a translation beside its page, not a page of the site's own language."""
    inner = Path(page.stem).suffix.lstrip(".").lower()
    return bool(inner) and inner in languages


def _front_matter(page: Path) -> dict[str, Any]:
    try:
        with page.open(encoding="utf-8", errors="replace") as file:
            head = file.read(20_000)
    except OSError:
        return {}
    found = re.match(r"\A(?:\ufeff)?(---|\+\+\+)[ \t]*\n(.*?\n)?\1[ \t]*(?:\n|\Z)", head, re.DOTALL)
    if not found:
        return {}
    try:
        meta = yaml.load(found[2] or "", Loader=_Lenient) if found[1] == "---" else _toml(found[2] or "")
    except yaml.YAMLError:
        return {}  # the reader reports it, with its line
    if not isinstance(meta, dict):
        return {}
    # Hugo reads the keys whatever their case (``Weight:``), as the Markdown reader does
    lower = {key.lower(): value for key, value in meta.items()
             if isinstance(key, str) and key != key.lower() and key.lower() not in meta}
    return {**meta, **lower}


def _toml(text: str) -> dict[str, Any]:
    """Zola's and Hugo's TOML front matter (between ``+++`` lines); nothing where it cannot be read (the reader
    reports it, with its line) or before Python 3.11, which has no ``tomllib``."""
    try:
        return loads_toml(text) or {}
    except ValueError:
        return {}


def _order(page: Path) -> float:
    meta = _front_matter(page)
    for key in ORDER_KEYS:
        value = meta.get(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
    return float("inf")


def _category_position(folder: Path) -> float | None:
    """A Docusaurus category's place among its siblings: ``position`` in its ``_category_.json`` (``.yml``)."""
    for name in ("_category_.json", "_category_.yml", "_category_.yaml"):
        path = folder / name
        if path.is_file():
            try:  # JSON is YAML
                meta = yaml.load(path.read_text(encoding="utf-8", errors="replace")[:100_000], Loader=_Lenient)
            except (OSError, yaml.YAMLError):
                return None
            value = meta.get("position") if isinstance(meta, dict) else None
            return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None
    return None


def _draft(page: Path) -> bool:
    """A draft, or a page its site keeps out of the navigation (hugo-book's ``bookHidden``, Docsy's ``toc_hide``,
    Docusaurus' ``unlisted``, which it serves to a link but lists nowhere); reported."""
    meta = _front_matter(page)
    key = next((key for key in HIDDEN_PAGE_KEYS if meta.get(key) is True), None)
    if key is not None:
        log.warning("%s: front matter %s: true, a page the site lists nowhere; left out of the guide", page.name, key)
    return key is not None


HIDDEN_PAGE_KEYS = ("draft", "unlisted", "bookHidden", "toc_hide")
"""Front matter keys that, set to true, keep a page out of a site's navigation."""


def _excluded(relative: Path, patterns: list[str]) -> bool:
    shown = relative.as_posix()
    return any(fnmatch.fnmatch(shown, pattern) or fnmatch.fnmatch(shown, pattern.removesuffix("/**") + "/*")
               for pattern in patterns)


def _published(page: Path, first: Any, number: int, dates: str, root: Path) -> str:
    start = _datetime(first)
    if dates == "pages":
        meta = _front_matter(page)
        for key in DATE_KEYS:
            own = _datetime(meta.get(key))
            if own is not None:
                return own.isoformat()
        named = _DATED.match(page.name)
        if named:
            year, month, day = map(int, named.groups())
            return datetime(year, month, day, tzinfo=timezone.utc).isoformat()
        committed = _first_commit(page, root)
        if committed is not None:
            return committed.isoformat()
    if start is None:
        return str(first)  # reported by the document entry's own check, with the value
    return (start + timedelta(seconds=number)).isoformat()


def _datetime(value: Any) -> datetime | None:
    if isinstance(value, datetime):
        return value if value.tzinfo else value.replace(tzinfo=timezone.utc)
    if hasattr(value, "year") and hasattr(value, "month") and hasattr(value, "day"):
        return datetime(value.year, value.month, value.day, tzinfo=timezone.utc)
    if isinstance(value, str):
        try:
            parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            return None
        return parsed if parsed.tzinfo else parsed.replace(tzinfo=timezone.utc)
    return None


def _first_commit(page: Path, root: Path) -> datetime | None:
    """When ``page`` was first committed, if it is in a Git repository (bounded: a repository that does not
    answer in time gives no date)."""
    try:
        result = subprocess.run(
            ["git", "log", "--follow", "--diff-filter=A", "--format=%aI", "--", page.name],
            cwd=page.parent, capture_output=True, text=True, timeout=GIT_SECONDS, check=False,
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    lines = result.stdout.split()
    return _datetime(lines[-1]) if result.returncode == 0 and lines else None


def _identity(relative: Path) -> str:
    """``concepts/workloads/daemonset.md`` → ``concepts.workloads.daemonset``; an index page is its folder's."""
    parts = list(relative.with_suffix("").parts)
    if len(parts) > 1 and parts[-1].lower() in INDEX_NAMES:
        parts = parts[:-1]
    identity = ".".join(re.sub(r"[^A-Za-z0-9_-]+", "-", part).strip("-") or "page" for part in parts).strip(".-_")
    if not re.match(r"[A-Za-z0-9]", identity):
        identity = f"page-{identity}"
    if len(identity) > 100:  # a path of long folders: its start, and a digest of the whole, so no two are one
        digest = hashlib.sha1(identity.encode("utf-8")).hexdigest()[:10]
        identity = f"{identity[:89].rstrip('.-_')}-{digest}"
    return identity


def _translations(page: Path, relative: Path, folder: Path, languages: list[str], source: str,
                  folders: dict[str, Any], root: Path) -> dict[str, str]:
    found = {}
    for code in languages:
        for candidate in _candidates(page, relative, folder, code, source, folders.get(code), root):
            if candidate.is_file() and candidate != page:
                found[code] = str(candidate.relative_to(root)) if candidate.is_relative_to(root) else str(candidate)
                break
    return found


def _candidates(page: Path, relative: Path, folder: Path, code: str, source: str, given: Any, root: Path
                ) -> list[Path]:
    short = code.split("-")[0]
    candidates = []
    if isinstance(given, str):
        candidates.append((root / given / relative).resolve())
    parts = page.parent.parts
    for own in {source, source.split("-")[0]}:
        if own in parts:  # Hugo: content/en/… → content/de/…; Jekyll: _posts/en/… → _posts/de/…
            at = len(parts) - 1 - parts[::-1].index(own)
            for other in dict.fromkeys((code, short)):
                candidates.append(Path(*parts[:at], other, *parts[at + 1:]) / page.name)
    for site in (folder.parent, folder.parent.parent):  # Docusaurus: i18n/de/docusaurus-plugin-content-docs/current/
        for other in dict.fromkeys((code, short)):
            candidates.append(site / "i18n" / other / "docusaurus-plugin-content-docs" / "current" / relative)
    stem = Path(page.stem).stem if _named_by(page, {source.lower(), source.split("-")[0].lower()}) else page.stem
    for other in dict.fromkeys((code, short)):  # page.de.md beside page.md (or page.en.md)
        candidates.append(page.with_name(f"{stem}.{other}{page.suffix}"))
    for above in [folder, *(a for a in page.parent.parents if a.is_relative_to(folder) and a != folder),
                  page.parent][::-1]:  # _articles/de/legal.md beside _articles/legal.md
        for other in dict.fromkeys((code, short)):
            candidates.append(above / other / page.relative_to(above))
    return [named for candidate in candidates for named in (candidate, _renamed(candidate, source, code))]


def _renamed(page: Path, source: str, code: str) -> Path:
    """``intro_en.md`` as its ``code`` translation names itself (``intro_fr.md``); else ``page``."""
    for own in dict.fromkeys((source, source.split("-")[0])):
        for mark in ("_", "-"):
            if page.stem.lower().endswith(f"{mark}{own.lower()}"):
                return page.with_name(f"{page.stem[:-len(own)]}{code.split('-')[0]}{page.suffix}")
    return page
