"""Links that are a page's or a book's navigation, not its text: a bar of links ("Modules | Glossary",
breadcrumbs "Apache > HTTP Server", language links "en | es"), and a paragraph that is only a link back to an
index or contents page ("Return to the PCRE2 index page.")."""

from __future__ import annotations

import re
from functools import cache

from lxml import etree

from audioguide.text.readers._shared import tag

_BETWEEN_LINKS = re.compile(r"(?:[^\W\d_][\w ]{0,40}:)?[\s>›»|·•/:–-]*")
"""What a bar of links holds besides them: a label ("Available Languages:") and separators."""
_LANGUAGE_CODE = re.compile(r"[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?")


def link_bar(element: etree._Element) -> str | None:
    """"breadcrumbs" for a block of two links or more joined by ``>``, ``›`` or ``»`` ("Apache > HTTP Server >
    Documentation"), "language links" for one of language codes ("Available Languages: en | es | fr"), "navigation"
    for one joined by ``|``, ``·`` or ``•`` ("Modules | Glossary"): a block with no other words than a label."""
    if back_to_index(element):
        return "navigation"
    if any(tag(e) in ("main", "article") or (e.get("role") or "").lower() == "main" for e in element.iterancestors()):
        return None  # in the content: "Authors: Ada · Alan", "Download: Windows | macOS" are what the page says
    links = [" ".join("".join(link.itertext()).split()) for link in _links(element)]
    if len(links) < 2 or not all(links) or any(len(link.split()) > 4 for link in links):
        return None
    rest = " ".join(_outside_links(element).split())
    if not _BETWEEN_LINKS.fullmatch(rest):
        return None
    if all(_LANGUAGE_CODE.fullmatch(link) and _a_language(link) for link in links):
        return "language links"
    if re.search("[>›»]", rest):
        return "breadcrumbs"
    return "navigation" if re.search("[|·•]", rest) else None


def back_to_index(element: etree._Element) -> bool:
    """Whether a block is only a link back to the site's own index, contents or home page, with the words that send
    the reader there and name that page ("Return to the <a href="index.html">PCRE2 index page</a>.", "Back to top",
    "Zurück zur Übersicht"): navigation, at a page's top and bottom. A link to another site ("Return to the Azure
    portal."), to a section ("Return to the third step.") or a paragraph in a list item is a step, read."""
    links = _links(element)
    if len(links) != 1 or tag(element) in ("a", "li") or any(tag(e) == "li" for e in element.iterancestors()):
        return False
    rest = " ".join(_outside_links(element).split())
    said = " ".join("".join(links[0].itertext()).split())
    sent_back = bool(_BACK.fullmatch(rest) or (not rest.strip(" .") and _BACK.match(said)))
    return sent_back and _own_index(links[0].get("href") or "") and bool(_INDEX_WORDS.search(f"{rest} {said}"))


def _own_index(href: str) -> bool:
    """Whether a link goes to this site's own index, contents or home page (``index.html``, ``./``, ``../``,
    ``contents.html``, ``#top``), not to another site or to a section of the page."""
    if re.match(r"[a-z][\w+.-]*:|//", href, re.IGNORECASE):
        return False
    page, hashed, section = href.partition("#")
    if not page:
        return bool(hashed) and section.lower() in ("top", "home", "contents", "toc", "")
    return bool(_INDEX_PAGE.fullmatch(page.rstrip("/").rsplit("/", 1)[-1].lower()))


_BACK = re.compile(r"(?i)(?:return|go back|back|jump|zurück|retour|revenir|retourner|volver|regresar|ir|torna"
                   r"|tornare)(?:\s+(?:to|zu[mr]?|à|au|a|al|alla?))?(?:\s+(?:the|la|le|l'|el|die|den))?\s*[:.]?")
"""The words that send a reader back ("Return to the", "Back to", "Zurück zur", "Retour à la")."""
_INDEX_PAGE = re.compile(r"(?:index|contents?|toc|home|default|start|readme)(?:\.\w+)?|\.{0,2}|")
"""A page that is an index, contents or home page by its file name (``index.html``, ``../``)."""
_INDEX_WORDS = re.compile(r"(?i)\b(?:index|contents|home|top|overview|übersicht|inhalt|sommaire|accueil|índice"
                          r"|inicio|indice)\b")


@cache
def _a_language(code: str) -> bool:
    """Whether a link's text is a language's code ("en", "pt-br"), not a word ("pip", "uv")."""
    from babel import Locale, UnknownLocaleError

    try:
        Locale.parse(code.replace("-", "_"))
    except (UnknownLocaleError, ValueError):
        return False
    return True


def _outside_links(element: etree._Element) -> str:
    """The text of ``element`` that is in none of its links."""
    parts = [element.text or ""]
    for inner in element.iterdescendants():
        linked = [e for e in (inner, *inner.iterancestors())
                  if tag(e) == "a" and (e is element or any(outer is element for outer in e.iterancestors()))]
        if not linked:
            parts.append(inner.text or "")
        if not any(e is not inner for e in linked):
            parts.append(inner.tail or "")
    return " ".join(parts)


def _links(element: etree._Element) -> list[etree._Element]:
    """The links in ``element``, in HTML or XHTML (whose tags have a namespace)."""
    return [inner for inner in element.iter() if tag(inner) == "a"]
