"""Links that are a page's or a book's navigation, not its text: a bar of links ("Modules | Glossary",
breadcrumbs "Apache > HTTP Server", language links "en | es"), and a paragraph that is only a link back to an
index or contents page ("Return to the PCRE2 index page.")."""

from __future__ import annotations

import re
from collections.abc import Sequence
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


CONTENTS = "data-audioguide-contents"
"""The attribute :func:`mark_contents` sets on a page's own table of contents ("table of contents") and on a link
back to it ("link to the table of contents")."""
_CONTENTS_LABEL = re.compile(r"(?i)\s*(?:table of contents|contents|inhalt|inhaltsverzeichnis|sommaire"
                             r"|table des matières|índice|indice|contenido|contenidos|inhoud|contenuti)\s*:?\s*")
"""A table of contents' own title ("Table of Contents:", "Inhalt", "Sommaire")."""
_NUMBERING = re.compile(r"[\s\d.:)(•·|–-]*")


def mark_contents(page: etree._Element) -> None:
    """A page's own table of contents and the links back to it, marked with :data:`CONTENTS`: a list whose links all
    go to anchors of the page (``<a href="#Filemenu">``) with no other words, with its title before it ("Table of
    Contents:") or the block that holds nothing but both; a block that is only a link to an anchor in or just before
    it ("<a href="#Table_of_Contents">Table of Contents</a>")."""
    anchors = {name: element for element in page.iter() if (name := _anchor(element))}
    marked: list[etree._Element] = []
    for found in page.iter("ul", "ol"):
        if not any(outer.get(CONTENTS) for outer in found.iterancestors()) and _contents_list(found, anchors) \
                and (block := _contents_block(found, anchors)) is not None:
            marked.append(block)
    for heading in page.iter("h1", "h2", "h3", "h4", "h5", "h6"):
        if not heading.get(CONTENTS) and contents_title(_text_of(heading)) and _heads_contents(heading):
            heading.set(CONTENTS, "table of contents")
    targets = {name for element in marked for inner in element.iter() if (name := _anchor(inner))}
    targets |= {name for element in marked if (before := element.getprevious()) is not None
                and (name := _anchor(before))}
    for block in page.iter("p", "div"):
        links = _links(block)
        if targets and len(links) == 1 and (links[0].get("href") or "").removeprefix("#") in targets \
                and (links[0].get("href") or "").startswith("#") and not _outside_links(block).strip():
            block.set(CONTENTS, "link to the table of contents")


def _heads_contents(heading: etree._Element) -> bool:
    """Whether a heading titled as a table of contents ("Table of Contents") has one as its section's first block,
    past the page's header (pandoc's ``<h1>`` over its title block and ``<nav id="TOC">``): it is that table's."""
    for after in heading.itersiblings():
        if after.get(CONTENTS) or any(inner.get(CONTENTS) == "table of contents" for inner in after.iter()):
            return True
        if tag(after) in _HEADING_TAGS or (tag(after) != "header" and _text_of(after).strip()):
            return False
    return False


def _anchor(element: etree._Element) -> str:
    """The name a link to ``element`` gives after ``#``: its id, an ``<a name>``'s name."""
    return element.get("id") or (element.get("name") or "" if tag(element) == "a" else "")


def _contents_list(found: etree._Element, anchors: dict[str, etree._Element]) -> bool:
    links = _links(found)
    return len(links) >= 2 and all((link.get("href") or "").startswith("#") for link in links) \
        and mostly_found(sum((link.get("href") or "")[1:] not in anchors for link in links), len(links)) \
        and bool(_NUMBERING.fullmatch(_outside_links(found)))


def mostly_found(missing: int, entries: int) -> bool:
    """Whether a table of contents' entries lead to the page's anchors but for a few (one in four), which a page
    renamed or dropped since it was written ("Database and config signing" for a section no longer there)."""
    return 4 * missing <= entries


def _contents_block(found: etree._Element, anchors: dict[str, etree._Element]) -> etree._Element | None:
    """The table of contents a list is: the list, with its title or lead-in before it marked too ("Contents", "In
    this post:"), or the block holding nothing else. A list without a contents title is one only when its entries
    are the page's headings ("Why we moved" for ``<h2 id="why">Why we moved</h2>``, a FAQ's questions): the steps
    after "The steps are, in order:" that link to their paragraphs are the page's text (``None``)."""
    parent = found.getparent()
    if parent is not None and tag(parent) not in ("body", "main", "article", "section") \
            and _CONTENTS_LABEL.fullmatch(" ".join(_without(parent, found).split()) or "contents"):
        parent.set(CONTENTS, "table of contents")
        heading = parent.getprevious()  # org-mode's <h2>Table of Contents</h2> before <div id="text-table-of-contents">
        if heading is not None and tag(heading) in _HEADING_TAGS \
                and contents_title(" ".join("".join(heading.itertext()).split())):
            heading.set(CONTENTS, "table of contents")
        return parent
    before = found.getprevious()
    title = " ".join("".join(before.itertext()).split()) if before is not None else ""
    titled = bool(title) and contents_title(title)
    if not titled and not _entries_are_headings(found, anchors):
        return None
    found.set(CONTENTS, "table of contents")
    if before is not None and (titled or _LEAD_IN.fullmatch(title)) and tag(before) in ("p", "div", "span", "strong",
                                                                                      "b", "h2", "h3", "h4", "h5",
                                                                                      "h6", "dt"):
        before.set(CONTENTS, "table of contents")
    return found


_LEAD_IN = re.compile(r"[^.!?:]{1,80}:")
"""The words that open a list of the page's parts, a short clause ending in ":" ("In this post:", "This guide
covers:")."""


def leads_in(text: str) -> bool:
    """Whether a paragraph is the lead-in to a list of the page's parts ("See also:", "This guide covers:"), to go
    with the list when it is left out."""
    return bool(_LEAD_IN.fullmatch(text))
_HEADING_TAGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6", "dt"})
_INLINE_TAGS = frozenset({"a", "span", "strong", "b", "em", "i", "code", "small"})


def _entries_are_headings(found: etree._Element, anchors: dict[str, etree._Element]) -> bool:
    """Whether most of a list's links are named as the headings they lead to."""
    return names_its_headings([(_text_of(link), _text_of(_heading_of(target)) if target is not None else "")
                               for link in _links(found) for target in [anchors.get((link.get("href") or "#")[1:])]])


def names_its_headings(entries: Sequence[tuple[str, str]]) -> bool:
    """Whether most entries (an entry's words, those of the heading it leads to) are named as their headings, as a
    table of contents' entries are ("Overview" for "1 Overview", a FAQ's question for the question over its
    answer), in any format's table of contents."""
    same = sum(bool(said(entry)) and said(entry) == said(heading) for entry, heading in entries)
    return 2 * same > len(entries)


def contents_title(text: str) -> bool:
    """Whether a block's words are a table of contents' own title ("Table of Contents:", "Inhalt")."""
    return bool(_CONTENTS_LABEL.fullmatch(text))


def only_numbering(text: str) -> bool:
    """Whether the words of a table of contents' entry outside its link are only its numbering and separators."""
    return bool(_NUMBERING.fullmatch(text))


def _heading_of(target: etree._Element) -> etree._Element | None:
    """The heading an anchor names: the heading it is or is in, a block's first heading (``<section id>``), the
    heading just after an empty ``<a name>``, the bold words a paragraph opens with (a FAQ's question)."""
    for element in (target, *target.iterancestors()):
        if tag(element) in _HEADING_TAGS:
            return element
        if tag(element) not in _INLINE_TAGS:
            break
    if not "".join(target.itertext()).strip():
        following = target.getnext()
        return following if following is not None and tag(following) in _HEADING_TAGS else None
    first = next((e for e in target if isinstance(e.tag, str) and "".join(e.itertext()).strip()), None)
    if first is None or (target.text or "").strip():
        return None
    return first if tag(first) in _HEADING_TAGS | {"strong", "b"} else _heading_of(first)


def _text_of(element: etree._Element | None) -> str:
    return "" if element is None else "".join(element.itertext())


def said(text: str) -> str:
    """An entry's or a heading's words, without numbering, case or signs ("2 Invoking hello¶": "invoking hello")."""
    return " ".join(re.sub(r"[\W_]+", " ", text.lower()).split()).lstrip("0123456789 ")


def _without(holder: etree._Element, inner: etree._Element) -> str:
    """The text of ``holder`` outside ``inner``. The elements themselves are kept in the set, not their ``id()``:
    lxml makes its element proxies on the fly and frees them, so an ``id()`` is soon another element's."""
    inside = set(inner.iter())
    parts = [holder.text or ""]
    for element in holder.iterdescendants():
        if not isinstance(element.tag, str):  # a comment's or processing instruction's "text" is not read
            parts.append(element.tail or "")
            continue
        if element not in inside:
            parts.append(element.text or "")
        if element not in inside or element is inner:
            parts.append(element.tail or "")
    return " ".join(parts)
