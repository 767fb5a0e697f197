"""The static site: a page listing every language, and a page per language.

Each page is in its own language (``<html lang>``), plays episodes in the
browser and links the feed, the MP3s and the narration scripts.
"""

from __future__ import annotations

import gettext
from dataclasses import dataclass

import langcodes

from audioguide.feed import FeedInfo, environment


@dataclass(frozen=True)
class LanguageLink:
    code: str
    name: str
    """The language's name in that language (``Deutsch``)."""
    feed_label: str


def language_name(code: str) -> str:
    name = langcodes.Language.get(code).autonym()
    return name[:1].upper() + name[1:]


def render_language_page(
    feed: FeedInfo, translations: gettext.NullTranslations, alternates: list[LanguageLink]
) -> str:
    template = environment(translations, feed.language).get_template("language.html.j2")
    return template.render(feed=feed, page_language=feed.language, alternates=alternates)


def render_index(
    title: str, description: str, source_language: str, languages: list[LanguageLink]
) -> str:
    template = environment().get_template("index.html.j2")
    return template.render(
        title=title, description=description, languages=languages, page_language=source_language
    )
