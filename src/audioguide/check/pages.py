"""Rules on the site's pages: every link to a language (``hreflang``) leads to a page or feed in the output.

A language page names the others twice: as ``<link rel="alternate" hreflang>``
(absolute, for search engines) and in its menu (``<a hreflang>``, relative);
the front page links each language's page and feed. Absolute URLs are read
against the page's canonical URL, so only those on the site are checked.
"""

from __future__ import annotations

import posixpath
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

from audioguide.check.report import Report

RULE = "language-link"
TO_DO = "build every language again (audioguide build) to link only those published"
"""What a broken link to a language asks for: each page and feed then links the languages the output holds."""


@dataclass(frozen=True)
class FoundLink:
    href: str
    hreflang: str
    line: int


class _Links(HTMLParser):
    """A page's canonical URL and its links that carry ``hreflang``."""

    def __init__(self) -> None:
        super().__init__()
        self.canonical: str | None = None
        self.links: list[FoundLink] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        if tag == "link" and "canonical" in values.get("rel", "").lower().split():
            self.canonical = values.get("href")
        elif tag in ("link", "a") and values.get("hreflang") and values.get("href"):
            self.links.append(FoundLink(values["href"], values["hreflang"], self.getpos()[0]))


def check_pages(folder: Path, report: Report) -> None:
    """The hreflang links of every page at the top of the output and in each language's folder."""
    for page in sorted([*folder.glob("*.html"), *folder.glob("*/*.html")]):
        check_page(page, folder, report)


def check_page(page: Path, folder: Path, report: Report) -> None:
    parser = _Links()
    try:
        parser.feed(page.read_text(encoding="utf-8", errors="replace"))
    except OSError:
        return
    relative = page.relative_to(folder).as_posix()
    site = _site(parser.canonical, relative)
    for link in parser.links:
        target = _target(link.href, relative, site)
        if target is not None and not (folder / target).is_file():
            report.error(page, RULE, f'{link.href} (hreflang="{link.hreflang}") names {target}, which is not in'
                         f" the output; {TO_DO}", link.line)


def _site(canonical: str | None, relative: str) -> str | None:
    """The output folder's URL: the page's canonical URL less its path in the folder."""
    if canonical is None or not canonical.endswith(relative):
        return None
    return canonical[: -len(relative)]


def _target(href: str, page: str, site: str | None) -> str | None:
    """The file ``href`` names, relative to the output folder (a folder's ``index.html``); None off the site."""
    address = href.split("#", 1)[0].split("?", 1)[0]
    if urlsplit(address).scheme or address.startswith("//"):
        if site is None or not address.startswith(site):
            return None
        address = unquote(address[len(site):])
    else:
        address = posixpath.join(posixpath.dirname(page), unquote(address))
    path = posixpath.normpath(posixpath.join(address, "index.html") if address.endswith("/") or not address
                              else address)
    return None if path == ".." or path.startswith("../") else path
