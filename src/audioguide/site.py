"""The static site: a page listing every language, a page per language, a transcript page per episode.

Each page is in its own language (``<html lang>``), plays episodes in the
browser and links the feed, the MP3s, the chapters and every transcript. The
transcript follows the player: headings per chapter, paragraphs, and sentences
that seek the player when clicked (``assets/player.js``). Without JavaScript
everything stays readable, and every time link opens the MP3 at its time.
"""

from __future__ import annotations

import gettext
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import langcodes

from audioguide.feed import FeedInfo, PublishedEpisode, environment, labels
from audioguide.output import write_bytes
from audioguide.transcripts import Transcript

ASSETS = Path(__file__).parent / "templates" / "publish" / "assets"


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
    feed: FeedInfo,
    translations: gettext.NullTranslations,
    alternates: list[LanguageLink],
    transcripts: Mapping[int, Transcript],
) -> str:
    template = environment(translations, feed.language).get_template("language.html.j2")
    return template.render(
        feed=feed, page_language=feed.language, alternates=alternates, transcripts=transcripts,
        root="../", **labels(translations),
    )


def render_episode_page(
    feed: FeedInfo,
    episode: PublishedEpisode,
    transcript: Transcript,
    translations: gettext.NullTranslations,
) -> str:
    """The standalone transcript of one episode, with its player."""
    template = environment(translations, feed.language).get_template("episode.html.j2")
    return template.render(
        feed=feed, episode=episode, transcript=transcript, page_language=feed.language,
        root="../", **labels(translations),
    )


def render_index(
    title: str, description: str, source_language: str, languages: list[LanguageLink]
) -> str:
    template = environment().get_template("index.html.j2")
    return template.render(
        title=title, description=description, languages=languages, page_language=source_language,
        root="",
    )


def copy_assets(output: Path) -> None:
    """The stylesheet and the player script every page links."""
    for asset in ASSETS.iterdir():
        write_bytes(output / "assets" / asset.name, asset.read_bytes())
