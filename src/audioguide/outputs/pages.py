"""The site: each language's page, each episode's transcript page, and the page listing the languages."""

from __future__ import annotations

from pathlib import Path

from audioguide import site, transcripts
from audioguide.config import GuideConfig
from audioguide.output import write_text
from audioguide.outputs import LanguageRelease, PublishedFile
from audioguide.outputs.feed import feed_info
from audioguide.translate import load_translator


class PagesOutput:
    name = "pages"

    def publish(self, release: LanguageRelease) -> None:
        info = feed_info(release)
        translations = release.plan.translations
        for episode, published in zip(release.episodes, info.episodes, strict=True):
            name = f"{episode.slug}{transcripts.PAGE}"
            write_text(
                release.folder / name,
                site.render_episode_page(info, published, episode.transcript, translations,
                                         canonical=release.url(name)),
            )
        by_number = {episode.planned.script.number: episode.transcript for episode in release.episodes}
        alternates = {
            episode.planned.script.number: [download(release, file) for file in episode.find("alternate")]
            for episode in release.episodes
        }
        write_text(release.folder / "index.html", site.render_language_page(
            info, translations, linked_languages(release), by_number,
            home=home_url(release.config), downloads=language_downloads(release, info.cover_url),
            alternates=alternates,
        ))


def linked_languages(release: LanguageRelease) -> list[site.LanguageLink]:
    """The languages a language's page links (its hreflang alternates and its menu): those the output holds."""
    return [link for link in language_links(release.config) if release.published(link.code)]


def language_downloads(release: LanguageRelease, cover_url: str) -> list[site.Download]:
    """The language's own files other outputs published (an audiobook, an e-book), but the cover:
    the feed shows that as the podcast's art, and it is no download."""
    return [download(release, file) for file in release.find("download") if file.url != cover_url]


def download(release: LanguageRelease, file: PublishedFile) -> site.Download:
    size = (release.folder / file.name).stat().st_size
    return site.download(file.name, file.mime, size, release.plan.translations, release.code)


def publish_index(config: GuideConfig, folder: Path) -> None:
    """The front page, linking every language the output holds, and the site's style sheet and script."""
    links = [link for link in language_links(config) if (folder / link.code / "feed.xml").is_file()]
    translations = load_translator(config, config.source_language).gettext()
    write_text(folder / "index.html", site.render_index(
        config.title, config.description, config.source_language, links, translations,
        canonical=home_url(config),
    ))
    site.copy_assets(folder)


def home_url(config: GuideConfig) -> str:
    """The site's front page, the language list: the x-default of every language's page."""
    return f"{config.base_url}index.html"


def language_links(config: GuideConfig) -> list[site.LanguageLink]:
    return [
        site.LanguageLink(language.code, site.language_name(language.code), "RSS",
                          f"{config.base_url}{language.code}/index.html")
        for language in config.languages
    ]
