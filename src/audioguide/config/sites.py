"""A whole documentation site as the guide's documents: ``documents: [{site: docs/, published: …}]``.

A site entry stands for one document entry per page, found when the config is read, so that a page
added to or removed from the site is in the next build without editing the config:

- the pages and their order: MkDocs' ``nav`` (the entry names ``mkdocs.yml``; without a ``nav``,
  its ``docs_dir`` as a tree); Docusaurus' ``sidebars.js`` beside the folder, by the doc ids it names;
  else the folder as a tree, each folder's index page (``_index``,
  ``index``, ``README``) first, then its pages and folders by the front matter's ``weight`` (Hugo),
  ``sidebar_position`` (Docusaurus) or ``nav_order`` (Just the Docs), then by name; drafts and
  ``exclude`` patterns left out;
- their dates: a second apart from the entry's ``published`` in the site's order (``dates: order``,
  so that podcast apps list them as the site does), or each page's own (``dates: pages``): its
  front matter's ``date`` (``publishDate``, ``published``), else its first commit, else the order's;
- their translations, for each of the guide's other languages: the same page under the language's
  folder (Hugo's ``content/de/…`` beside ``content/en/…``, Docusaurus'
  ``i18n/de/docusaurus-plugin-content-docs/current/…``), or beside it with the language before the
  extension (``page.de.md``), or under the folder the entry's ``translations`` names for it.

Each page's identity (its episode's guid) is its path in the site, so it stays while the site grows.
"""

from __future__ import annotations

import fnmatch
import re
import subprocess
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import yaml

SUFFIXES = (".md", ".markdown", ".mdx", ".html", ".htm")
"""The pages of a site: what its generator renders."""
INDEX_NAMES = ("_index", "index", "readme")
ORDER_KEYS = ("weight", "sidebar_position", "nav_order")
DATE_KEYS = ("date", "publishDate", "published")
GIT_SECONDS = 10


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
    allowed = {"site", "published", "exclude", "dates", "translations"}
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
    path = (root / given).resolve()
    if not path.exists():
        raise SiteError(f"site: {given}: no such folder or file")
    if path.is_file() and path.name in ("mkdocs.yml", "mkdocs.yaml"):
        folder, pages, how = _mkdocs(path)
    elif path.is_dir():
        folder, pages, how = path, _tree(path, languages), "the folder's tree"
        sidebar = next((path.parent / name for name in SIDEBARS if (path.parent / name).is_file()), None)
        if sidebar is not None:
            pages, how = _docusaurus(sidebar, path, pages), f"{sidebar.name}"
    else:
        raise SiteError(f"site: {given} is a file; give the site's folder, or its mkdocs.yml")
    pages = [page for page in pages if not _excluded(page.relative_to(folder), exclude)]
    if not pages:
        raise SiteError(f"site: {given}: no page found ({', '.join(SUFFIXES)}); check exclude: and the folder")
    others = [code for code in languages if code.split("-")[0] != source.split("-")[0]]
    folders = entry.get("translations", {}) if isinstance(entry.get("translations"), dict) else {}
    documents = []
    for number, page in enumerate(pages):
        relative = page.relative_to(folder)
        document: dict[str, Any] = {
            "path": str(page.relative_to(root)) if page.is_relative_to(root) else str(page),
            "published": _published(page, entry["published"], number, dates, root),
            "id": _identity(relative),
        }
        translations = _translations(page, relative, folder, others, source, folders, root)
        if translations:
            document["translations"] = translations
        documents.append(document)
    return documents, Found(index, given, how, len(documents))


SIDEBARS = ("sidebars.js", "sidebars.ts", "sidebars.json")
"""Docusaurus' sidebars, beside its docs folder."""


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


def _mkdocs(config: Path) -> tuple[Path, list[Path], str]:
    try:
        settings = yaml.load(config.read_text(encoding="utf-8"), Loader=_Lenient) or {}
    except (OSError, yaml.YAMLError) as error:
        raise SiteError(f"site: {config.name}: cannot read it ({error})") from None
    folder = (config.parent / str(settings.get("docs_dir", "docs"))).resolve()
    if not folder.is_dir():
        raise SiteError(f"site: {config.name}: its docs_dir {folder.name!r} is not a folder beside it")
    nav = settings.get("nav")
    if not nav:
        return folder, _tree(folder, []), "mkdocs.yml's docs_dir (no nav)"
    pages = [page for page in (folder / name for name in _nav_files(nav)) if page.is_file()]
    return folder, list(dict.fromkeys(pages)), "mkdocs.yml's nav"


class _Lenient(yaml.SafeLoader):
    """MkDocs' YAML, whose ``!!python/name:`` and ``!ENV`` tags name things a site uses, not pages."""


_Lenient.add_multi_constructor("", lambda loader, suffix, node: None)


def _nav_files(nav: Any) -> list[str]:
    """The page files of an MkDocs ``nav``, in its order: ``- page.md``, ``- Title: page.md``, sections."""
    if isinstance(nav, str):
        return [] if "://" in nav or not nav.lower().endswith(SUFFIXES) else [nav]
    if isinstance(nav, list):
        return [name for item in nav for name in _nav_files(item)]
    if isinstance(nav, dict):
        return [name for value in nav.values() for name in _nav_files(value)]
    return []


def _tree(folder: Path, languages: list[str]) -> list[Path]:
    """The pages under ``folder`` in the site's order: its index page, then its pages and folders by weight."""
    translated = {code.split("-")[0].lower() for code in languages} | {code.lower() for code in languages}
    entries: list[tuple[tuple[float, str], list[Path]]] = []
    index: list[Path] = []
    for child in sorted(folder.iterdir()):
        if child.name.startswith((".", "_")) and child.stem.lower() != "_index":
            continue
        if child.is_dir():
            below = _tree(child, languages)
            if below:
                entries.append(((_order(below[0]) if _is_index(below[0]) else float("inf"), child.name), below))
        elif child.suffix.lower() in SUFFIXES and not _language_suffix(child, translated) and not _draft(child):
            if _is_index(child):
                index.append(child)
            else:
                entries.append(((_order(child), child.name), [child]))
    return index[:1] + [page for _, pages in sorted(entries, key=lambda item: item[0]) for page in pages]


def _is_index(page: Path) -> bool:
    return page.stem.lower() in INDEX_NAMES


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
    found = re.match(r"\A(?:\ufeff)?---[ \t]*\n(.*?\n)---[ \t]*(?:\n|\Z)", head, re.DOTALL)
    if not found:
        return {}
    try:
        meta = yaml.load(found[1], Loader=_Lenient)
    except yaml.YAMLError:
        return {}  # the reader reports it, with its line
    return meta if isinstance(meta, dict) else {}


def _order(page: Path) -> float:
    meta = _front_matter(page)
    for key in ORDER_KEYS:
        value = meta.get(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
    return float("inf")


def _draft(page: Path) -> bool:
    return _front_matter(page).get("draft") is True


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
    identity = ".".join(re.sub(r"[^A-Za-z0-9_-]+", "-", part).strip("-") or "page" for part in parts)
    identity = identity[:100].strip(".-_")
    return identity if re.match(r"[A-Za-z0-9]", identity) else f"page-{identity}"[:100]


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
    parts = folder.parts
    for own in {source, source.split("-")[0]}:
        if own in parts:  # Hugo: content/en/… → content/de/…
            at = len(parts) - 1 - parts[::-1].index(own)
            for other in dict.fromkeys((code, short)):
                candidates.append(Path(*parts[:at], other, *parts[at + 1:]) / relative)
    for site in (folder.parent, folder.parent.parent):  # Docusaurus: i18n/de/docusaurus-plugin-content-docs/current/
        for other in dict.fromkeys((code, short)):
            candidates.append(site / "i18n" / other / "docusaurus-plugin-content-docs" / "current" / relative)
    for other in dict.fromkeys((code, short)):  # page.de.md beside page.md
        candidates.append(page.with_name(f"{page.stem}.{other}{page.suffix}"))
    return candidates
