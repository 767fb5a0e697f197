"""The static site: a page listing every language, a page per language, a transcript page per episode.

Each page is in its own language (``<html lang>``), plays episodes in the
browser and links the feed, the MP3s, the chapters, every transcript and what
other outputs published (an audiobook, an e-book, an episode in Opus). A
language's page opens with an index of its episodes; each episode's transcript
is folded under its player there and whole on its own page. The transcript
follows the player: headings per chapter, paragraphs, and sentences that seek
the player when clicked (``assets/player.js``). Without JavaScript everything
stays readable, and every time link opens the MP3 at its time.

Every page names its canonical URL and describes itself (``<meta
name="description">``); each language's page lists every language's page as
an ``hreflang`` alternate, itself included, with the site's index as
``x-default``. All of these are absolute, from ``base_url``. Only languages
the output holds are linked (:meth:`audioguide.publish.release.LanguageRelease.published`).
"""

from __future__ import annotations

import gettext
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from babel import Locale, UnknownLocaleError
from babel.numbers import format_decimal

from audioguide.common.files import write_bytes, write_text
from audioguide.common.resources import TEMPLATES
from audioguide.config import GuideConfig
from audioguide.publish import transcript as transcripts
from audioguide.publish.feed import FeedInfo, PublishedEpisode, environment, feed_info, labels
from audioguide.publish.release import LanguageRelease, PublishedFile
from audioguide.publish.transcript import Transcript
from audioguide.text.catalogs import babel_locale, load_translator

ASSETS = TEMPLATES / "publish" / "assets"


@dataclass(frozen=True)
class LanguageLink:
    code: str
    name: str
    """The language's name in that language (``Deutsch``)."""
    feed_label: str
    url: str = ""
    """Its page's absolute URL (``https://example.org/guide/de/index.html``)."""


@dataclass(frozen=True)
class Download:
    """A file offered for download beside the episodes: an audiobook, an e-book, an episode in Opus."""

    href: str
    """Relative to the page (``guide.m4b``)."""
    type: str
    label: str
    """What it is, in the page's language (``Audiobook (M4B)``)."""
    size: str
    """Its size, written for the page's language (``12.3 MB``, ``85 kB``)."""


def download_label(mime: str, name: str, translations: gettext.NullTranslations) -> str:
    """What a published file is, in the page's language, from its MIME type; else its name."""
    _ = translations.gettext
    kind = mime.split(";")[0].strip().lower()
    extension = name.rsplit(".", 1)[-1].lower()
    if kind in ("audio/x-m4b", "audio/m4b") or (kind == "audio/mp4" and extension == "m4b"):
        return _("Audiobook (M4B)")
    if kind == "application/epub+zip":
        return _("E-book (EPUB)")
    in_ogg_or_webm = kind in ("audio/ogg", "audio/webm")
    if kind == "audio/opus" or (in_ogg_or_webm and ("opus" in mime.lower() or extension == "opus")):
        return _("Opus audio")
    if kind == "audio/mpeg":
        return _("MP3 audio")
    return name


def file_size(size: int, language: str) -> str:
    """``12.3 MB`` or, under a megabyte, ``85 kB``, with the language's decimal sign."""
    locale = babel_locale(language)
    if size >= 1_000_000:
        return f"{format_decimal(size / 1e6, '0.0', locale=locale)} MB"
    return f"{format_decimal(max(1, round(size / 1e3)), '0', locale=locale)} kB"


def download(
    href: str, mime: str, size: int, translations: gettext.NullTranslations, language: str
) -> Download:
    return Download(href, mime, download_label(mime, href, translations), file_size(size, language))


def language_name(code: str) -> str:
    """The language's name in itself ("Español", "Deutsch"): from Babel's locale data, which the build has
    loaded already, else from langcodes' tables (whose names take a tenth of a second to load)."""
    try:
        locale = Locale.parse(code.replace("-", "_"))
        name = locale.get_display_name(locale) or ""
    except (ValueError, TypeError, UnknownLocaleError):
        name = ""
    if not name:
        import langcodes

        name = langcodes.Language.get(code).autonym()
    return name[:1].upper() + name[1:]


def render_language_page(
    feed: FeedInfo,
    translations: gettext.NullTranslations,
    languages: Sequence[LanguageLink],
    transcripts: Mapping[int, Transcript],
    *,
    home: str | None = None,
    downloads: Sequence[Download] = (),
    alternates: Mapping[int, Sequence[Download]] | None = None,
) -> str:
    """A language's page: its episodes' index, then each episode with its player and folded transcript.

    ``languages`` are the languages of the site, this one among them (the hreflang alternates);
    ``home`` is the site's index (x-default), ``downloads`` the language's files beside the
    episodes, ``alternates`` each episode's other files by its number.
    """
    this = [link for link in languages if link.code.lower() == feed.language]
    others = [link for link in languages if link.code.lower() != feed.language]
    template = environment(translations, feed.language).get_template("language.html.j2")
    return template.render(
        feed=feed, page_language=feed.language, alternates=others, languages=languages,
        canonical=this[0].url if this and this[0].url else None, home=home, transcripts=transcripts,
        downloads=downloads, episode_files=alternates or {}, root="../", **labels(translations),
    )


def render_episode_page(
    feed: FeedInfo,
    episode: PublishedEpisode,
    transcript: Transcript,
    translations: gettext.NullTranslations,
    *,
    canonical: str | None = None,
) -> str:
    """The standalone transcript of one episode, with its player; ``canonical`` is the page's own URL."""
    template = environment(translations, feed.language).get_template("episode.html.j2")
    return template.render(
        feed=feed, episode=episode, transcript=transcript, page_language=feed.language,
        canonical=canonical, root="../", **labels(translations),
    )


def render_index(
    title: str,
    description: str,
    source_language: str,
    languages: list[LanguageLink],
    translations: gettext.NullTranslations | None = None,
    *,
    canonical: str | None = None,
) -> str:
    """The site's front page, in the source language: every language, named in its own."""
    template = environment(translations, source_language).get_template("index.html.j2")
    return template.render(
        title=title, description=description, languages=languages, page_language=source_language,
        canonical=canonical, root="",
    )


def copy_assets(output: Path) -> None:
    """The stylesheet and the player script every page links."""
    for asset in ASSETS.iterdir():
        write_bytes(output / "assets" / asset.name, asset.read_bytes())


class PagesOutput:
    name = "pages"

    def publish(self, release: LanguageRelease) -> None:
        info = feed_info(release)
        translations = release.plan.translations
        for episode, published in zip(release.episodes, info.episodes, strict=True):
            name = f"{episode.slug}{transcripts.PAGE}"
            write_text(
                release.folder / name,
                render_episode_page(info, published, episode.transcript, translations,
                                         canonical=release.url(name)),
            )
        by_number = {episode.planned.script.number: episode.transcript for episode in release.episodes}
        alternates = {
            episode.planned.script.number: [published_download(release, file) for file in episode.find("alternate")]
            for episode in release.episodes
        }
        write_text(release.folder / "index.html", render_language_page(
            info, translations, linked_languages(release), by_number,
            home=home_url(release.config), downloads=language_downloads(release, info.cover_url),
            alternates=alternates,
        ))


def linked_languages(release: LanguageRelease) -> list[LanguageLink]:
    """The languages a language's page links (its hreflang alternates and its menu): those the output holds."""
    return [link for link in language_links(release.config) if release.published(link.code)]


def language_downloads(release: LanguageRelease, cover_url: str) -> list[Download]:
    """The language's own files other outputs published (an audiobook, an e-book), but the cover:
    the feed shows that as the podcast's art, and it is no download."""
    return [published_download(release, file) for file in release.find("download") if file.url != cover_url]


def published_download(release: LanguageRelease, file: PublishedFile) -> Download:
    """A file an output published, as the page lists it for download."""
    size = (release.folder / file.name).stat().st_size
    return download(file.name, file.mime, size, release.plan.translations, release.code)


def publish_index(config: GuideConfig, folder: Path) -> None:
    """The front page, linking every language the output holds, and the site's style sheet and script."""
    links = [link for link in language_links(config) if (folder / link.code / "feed.xml").is_file()]
    translations = load_translator(config, config.source_language).gettext()
    write_text(folder / "index.html", render_index(
        config.title, config.description, config.source_language, links, translations,
        canonical=home_url(config),
    ))
    copy_assets(folder)


def home_url(config: GuideConfig) -> str:
    """The site's front page, the language list: the x-default of every language's page."""
    return f"{config.base_url}index.html"


def language_links(config: GuideConfig) -> list[LanguageLink]:
    return [
        LanguageLink(language.code, language_name(language.code), "RSS",
                          f"{config.base_url}{language.code}/index.html")
        for language in config.languages
    ]
