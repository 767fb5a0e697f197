"""The site: each language's page, each episode's transcript page, and the page listing the languages."""

from __future__ import annotations

from pathlib import Path

from audioguide import site, transcripts
from audioguide.config import GuideConfig
from audioguide.output import write_text
from audioguide.outputs import LanguageRelease
from audioguide.outputs.feed import feed_info


class PagesOutput:
    name = "pages"

    def publish(self, release: LanguageRelease) -> None:
        info = feed_info(release)
        translations = release.plan.translations
        for episode, published in zip(release.episodes, info.episodes, strict=True):
            write_text(
                release.folder / f"{episode.slug}{transcripts.PAGE}",
                site.render_episode_page(info, published, episode.transcript, translations),
            )
        alternates = [link for link in language_links(release.config) if link.code != release.code]
        by_number = {episode.planned.script.number: episode.transcript for episode in release.episodes}
        write_text(release.folder / "index.html",
                   site.render_language_page(info, translations, alternates, by_number))


def publish_index(config: GuideConfig, folder: Path) -> None:
    """The front page, linking every language the output holds, and the site's style sheet and script."""
    links = [link for link in language_links(config) if (folder / link.code / "feed.xml").is_file()]
    write_text(folder / "index.html",
               site.render_index(config.title, config.description, config.source_language, links))
    site.copy_assets(folder)


def language_links(config: GuideConfig) -> list[site.LanguageLink]:
    return [
        site.LanguageLink(language.code, site.language_name(language.code), "RSS")
        for language in config.languages
    ]
