"""The build: from ``audioguide.yml`` to a published podcast in ``output/``.

First everything that can fail on bad input is read and checked (config,
documents, templates); only then is speech synthesized and audio encoded, into
a staging folder that replaces ``output/`` when the whole build is done.
"""

from __future__ import annotations

import gettext
import logging
import shutil
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from audioguide import audio, feed, site
from audioguide.cache import CueCache
from audioguide.config import GuideConfig, LanguageConfig, load_config
from audioguide.cover import Cover, generate_cover, load_cover
from audioguide.documents import Document, read_document
from audioguide.errors import AudioguideError, TranslationError
from audioguide.output import Staging, write_bytes, write_text
from audioguide.prepare import Cue, cues_for
from audioguide.script import EpisodeScript, GuideInfo, ScriptRenderer
from audioguide.synthesis import SynthesisStats, synthesize
from audioguide.translate import guide_segments, load_translator, translate_document
from audioguide.tags import Chapter, EpisodeTags, write_tags

log = logging.getLogger(__name__)

CACHE_DIR = ".audioguide-cache"


@dataclass(frozen=True)
class PlannedEpisode:
    script: EpisodeScript
    cues: tuple[Cue, ...]


@dataclass(frozen=True)
class PlannedLanguage:
    language: LanguageConfig
    source: LanguageConfig
    """Speaks the passages left in the source language (``--allow-incomplete``)."""
    guide: GuideInfo
    description: str
    translations: gettext.NullTranslations
    episodes: tuple[PlannedEpisode, ...]
    untranslated: int


@dataclass
class BuildReport:
    output: Path
    languages: list[str] = field(default_factory=list)
    episodes: int = 0
    audio_seconds: float = 0.0
    stats: SynthesisStats = field(default_factory=SynthesisStats)
    seconds: float = 0.0


def build(
    config_path: Path,
    *,
    languages: Sequence[str] = (),
    output: Path | None = None,
    allow_incomplete: bool = False,
) -> BuildReport:
    started = time.monotonic()
    config = load_config(config_path)
    selected = select_languages(config, languages)
    documents = read_documents(config)
    plans, incomplete = plan_languages(config, documents, selected, allow_incomplete)
    cover = load_cover(config.cover) if config.cover else None
    cache = CueCache(config.root / CACHE_DIR)
    report = BuildReport(output or config.root / "output")
    if plans:
        staging = Staging(report.output)
        with staging as folder:
            for plan in plans:
                produce_language(config, plan, cover, cache, folder, report)
            write_text(folder / "index.html", render_index(config, folder))
            staging.commit()
    report.seconds = time.monotonic() - started
    if incomplete:
        built = f" ({', '.join(report.languages)} built)" if report.languages else ""
        raise TranslationError(
            "\n".join(incomplete)
            + f"\nnot built: incomplete translations{built}; translate the entries above,"
            " or build with --allow-incomplete to speak them in the source language"
        )
    return report


def select_languages(config: GuideConfig, wanted: Sequence[str]) -> list[LanguageConfig]:
    codes = [language.code for language in config.languages]
    unknown = [code for code in wanted if code not in codes]
    if unknown:
        raise AudioguideError(
            f"--lang {unknown[0]}: not a language of this guide (languages: {', '.join(codes)})"
        )
    return [language for language in config.languages if not wanted or language.code in wanted]


def read_documents(config: GuideConfig) -> list[Document]:
    return [
        read_document(
            entry.path,
            entry.path.relative_to(config.root).as_posix()
            if entry.path.is_relative_to(config.root)
            else str(entry.path),
            part_words=config.reading.part_words,
            drop_patterns=config.reading.drop_patterns,
            title=entry.title,
        )
        for entry in config.documents
    ]


def plan_languages(
    config: GuideConfig,
    documents: list[Document],
    languages: Sequence[LanguageConfig],
    allow_incomplete: bool,
) -> tuple[list[PlannedLanguage], list[str]]:
    """Plans for the languages that can be built, and what keeps the others from it."""
    plans, incomplete = [], []
    for language in languages:
        plan, missing = plan_language(config, documents, language)
        if missing and not allow_incomplete:
            incomplete += missing
            continue
        if missing:
            log.warning("%s: %d passages not translated, spoken in %s", language.code,
                        len(missing), config.source_language)
        plans.append(plan)
    return plans, incomplete


def plan_language(
    config: GuideConfig, documents: list[Document], language: LanguageConfig
) -> tuple[PlannedLanguage, list[str]]:
    """Every episode's script and cues, translated: all the text work, before any audio."""
    translator = load_translator(config, language.code)
    documents = [translate_document(d, translator, config.source_language) for d in documents]
    texts = {s.context: translator.segment(s) or s.text for s in guide_segments(config)}
    guide = GuideInfo(texts["guide title"], config.author, texts.get("guide content_note"))
    translations = translator.gettext()
    renderer = ScriptRenderer(guide, translations, [config.root / "templates"])
    titles = [document.title for document in documents]
    lexicons = {voice.code: voice.lexicon for voice in (language, source_voice(config, language))}
    episodes = []
    for index, (document, entry) in enumerate(zip(documents, config.documents)):
        script = renderer.episode(
            document,
            number=index + 1,
            title=titles[index],
            language=language.code,
            published=entry.published,
            next_title=titles[index + 1] if index + 1 < len(titles) else None,
        )
        cues = cues_for(script, config.audio.pauses, lexicons)
        episodes.append(PlannedEpisode(script, tuple(cues)))
    description = texts["guide description"]
    if translator.missing:
        note = translations.gettext(
            "Some passages are not translated yet; they are read in the original language."
        )
        description = f"{description} {note}"
    plan = PlannedLanguage(
        language, source_voice(config, language), guide, description, translations,
        tuple(episodes), len(translator.missing),
    )
    return plan, translator.missing


def source_voice(config: GuideConfig, language: LanguageConfig) -> LanguageConfig:
    """The voice for untranslated passages: the source language's own, else the engine's."""
    for candidate in config.languages:
        if candidate.code == config.source_language:
            return candidate
    return LanguageConfig(code=config.source_language, engine=language.engine)


def produce_language(
    config: GuideConfig,
    plan: PlannedLanguage,
    cover: Cover | None,
    cache: CueCache,
    staging: Path,
    report: BuildReport,
) -> None:
    code = plan.language.code
    folder = staging / code
    _clear(folder)
    cover = cover or generate_cover(plan.guide.title, config.author)
    cover_name = f"cover.{cover.extension}"
    write_bytes(folder / cover_name, cover.data)
    base = f"{config.base_url}{code}/"
    episodes = [
        produce_episode(config, plan, episode, cover, base, cache, folder, report)
        for episode in plan.episodes
    ]
    info = feed.FeedInfo(
        url=f"{base}feed.xml",
        link=config.link or f"{base}index.html",
        title=plan.guide.title,
        description=plan.description,
        language=code.lower(),
        author=config.author,
        owner_name=config.owner.name,
        owner_email=config.owner.email,
        copyright=config.copyright,
        category=config.category,
        subcategory=config.subcategory,
        explicit=config.explicit,
        cover_url=f"{base}{cover_name}",
        published=max(e.published for e in episodes),
        episodes=tuple(episodes),
        alternates=tuple(
            (other.code.lower(), f"{config.base_url}{other.code}/feed.xml")
            for other in config.languages if other.code != code
        ),
    )
    write_text(folder / "feed.xml", feed.render_feed(info))
    alternates = [link for link in language_links(config) if link.code != code]
    write_text(folder / "index.html", site.render_language_page(info, plan.translations, alternates))
    report.languages.append(code)
    log.info("%s: %d episodes, feed %s", code, len(episodes), info.url)


def produce_episode(
    config: GuideConfig,
    plan: PlannedLanguage,
    episode: PlannedEpisode,
    cover: Cover,
    base: str,
    cache: CueCache,
    folder: Path,
    report: BuildReport,
) -> feed.PublishedEpisode:
    script = episode.script
    speeches = synthesize(episode.cues, plan.language, plan.source, cache, report.stats)
    assembled = audio.assemble(
        speeches, [c.pause_after for c in episode.cues], [c.chapter for c in episode.cues]
    )
    mp3 = folder / f"{script.slug}.mp3"
    encoded = audio.encode(assembled, mp3, config.audio)
    chapters = _chapters(script, assembled)
    description = _description(script)
    write_tags(
        mp3,
        EpisodeTags(
            title=script.title,
            artist=config.author,
            album=plan.guide.title,
            language=script.language,
            track=script.number,
            published=script.published,
            description=description,
            copyright=config.copyright,
            cover=cover.data,
            cover_mime=cover.mime,
            chapters=chapters,
        ),
    )
    write_text(folder / f"{script.slug}.chapters.json", feed.chapters_json(chapters))
    write_text(folder / f"{script.slug}.txt", script.text())
    report.episodes += 1
    report.audio_seconds += assembled.duration
    log.info(
        "%s: %.0f s, %.1f LUFS, %.1f dBTP",
        mp3.name, assembled.duration, encoded.loudness.integrated, encoded.loudness.true_peak,
    )
    return feed.PublishedEpisode(
        number=script.number,
        title=script.title,
        guid=feed.episode_guid(script.language, script.document_id),
        published=script.published,
        description=description,
        duration=assembled.duration,
        audio_url=f"{base}{mp3.name}",
        audio_bytes=mp3.stat().st_size,
        page_url=f"{base}index.html#episode-{script.number}",
        chapters_url=f"{base}{script.slug}.chapters.json",
        script_url=f"{base}{script.slug}.txt",
        chapters=chapters,
    )


def _chapters(script: EpisodeScript, assembled: audio.Assembled) -> tuple[Chapter, ...]:
    starts = [*assembled.chapter_starts, assembled.duration]
    return tuple(
        Chapter(chapter.title, starts[index], starts[index + 1])
        for index, chapter in enumerate(script.chapters)
    )


def _description(script: EpisodeScript, limit: int = 400) -> str:
    """The episode's first paragraph of text, cut at a word near ``limit`` characters."""
    first = next(p.text for c in script.chapters for p in c.paragraphs if p.kind == "text")
    if len(first) <= limit:
        return first
    return first[:limit].rsplit(" ", 1)[0] + "…"


def render_index(config: GuideConfig, staging: Path) -> str:
    """The front page, linking every language built so far."""
    links = [link for link in language_links(config) if (staging / link.code / "feed.xml").is_file()]
    return site.render_index(config.title, config.description, config.source_language, links)


def language_links(config: GuideConfig) -> list[site.LanguageLink]:
    return [
        site.LanguageLink(language.code, site.language_name(language.code), "RSS")
        for language in config.languages
    ]


def _clear(folder: Path) -> None:
    """Empty a language folder of the staging copy (its files are links to the live output)."""
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
