"""The build: from ``audioguide.yml`` to a published podcast in ``output/``.

First everything that can fail on bad input is read and checked (config,
documents, templates); only then is speech synthesized and audio encoded, into
a staging folder that replaces ``output/`` when the whole build is done.
"""

from __future__ import annotations

import gettext
import logging
import os
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from audioguide import cluster, feed, site, transcripts
from audioguide.cache import CACHE_DIR, CueCache, CueKey, EpisodeCache
from audioguide.config import GuideConfig, LanguageConfig, load_config
from audioguide.cover import Cover, cover_digest, generate_cover, load_cover
from audioguide.documents import Document, read_document, read_parts
from audioguide.episode import EpisodeSpec, MadeEpisode, encode_into_cache
from audioguide.errors import AudioguideError, TranslationError
from audioguide.guids import feed_url, podcast_guids
from audioguide.output import Staging, copy_file, exclusive, write_atomic, write_bytes, write_text
from audioguide.prepare import Cue, cues_for
from audioguide.script import EpisodeScript, GuideInfo, ScriptRenderer
from audioguide.synthesis import SynthesisStats, cue_keys, synthesize_missing
from audioguide.tags import EpisodeTags
from audioguide.translate import guide_segments, load_translator, translate_document

if TYPE_CHECKING:
    from distributed import Client

log = logging.getLogger(__name__)

LOCK = "build.lock"
"""In the cache folder: held by the build of the guide that is running."""

@dataclass(frozen=True)
class PlannedEpisode:
    script: EpisodeScript
    cues: tuple[Cue, ...]
    keys: tuple[CueKey, ...]


@dataclass(frozen=True)
class PlannedLanguage:
    language: LanguageConfig
    source: LanguageConfig
    """Speaks the passages left in the source language (``--allow-incomplete``)."""
    guide: GuideInfo
    description: str
    translations: gettext.NullTranslations
    episodes: tuple[PlannedEpisode, ...]
    untranslated: int = 0
    """Passages left in the source language (``--allow-incomplete``)."""
    own_untranslated: int = 0
    """audioguide's own words left in English (``--allow-incomplete``)."""


@dataclass
class BuildReport:
    output: Path
    languages: list[str] = field(default_factory=list)
    episodes: int = 0
    audio_seconds: float = 0.0
    stats: SynthesisStats = field(default_factory=SynthesisStats)
    encoded: int = 0
    seconds: float = 0.0
    skipped: int = 0
    """Places the documents' readers left out (``audioguide script`` lists them)."""


Advance = Callable[[int], None]
Progress = Callable[[str, int], AbstractContextManager[Advance]]
"""``progress(stage, total)`` opens a progress display; the value advances it."""


@contextmanager
def no_progress(stage: str, total: int) -> Iterator[Advance]:
    yield lambda done: None


def build(
    config_path: Path,
    *,
    languages: Sequence[str] = (),
    output: Path | None = None,
    allow_incomplete: bool = False,
    jobs: int | None = None,
    scheduler: str | None = None,
    progress: Progress = no_progress,
) -> BuildReport:
    """Build the guide at ``config_path``; one build of a guide at a time (a second one waits)."""
    with exclusive(config_path.parent.absolute() / CACHE_DIR / LOCK, "this guide"):
        return _build(config_path, languages, output, allow_incomplete, jobs, scheduler, progress)


def _build(
    config_path: Path,
    languages: Sequence[str],
    output: Path | None,
    allow_incomplete: bool,
    jobs: int | None,
    scheduler: str | None,
    progress: Progress,
) -> BuildReport:
    started = time.monotonic()
    config = load_config(config_path)
    selected = select_languages(config, languages)
    documents = read_documents(config)
    plans, incomplete = plan_languages(config, documents, selected, allow_incomplete)
    covers = {plan.language.code: cover_for(config, plan) for plan in plans}
    guids = podcast_guids(config)
    specs = {
        (plan.language.code, episode.script.number): episode_spec(config, plan, episode, covers[plan.language.code])
        for plan in plans for episode in plan.episodes
    }
    cues = CueCache(config.cue_cache or cache_root(config) / "cues")
    episodes = EpisodeCache(cache_root(config) / "episodes")
    episodes.remove_abandoned()
    report = BuildReport(output or config.root / "output", skipped=sum(len(d.skipped) for d in documents))
    workers = jobs or os.cpu_count() or 1
    if plans:
        caches = (cache_root(config), *([cues.folder] if cues.folder else []))
        staging = Staging(report.output, keep_out=(config.root, *caches), private=caches)
        with cluster.connection(scheduler or config.scheduler) as client, staging as folder:
            made = make_episodes(specs, cues, episodes, workers, report, progress, client)
            built = {plan.language.code for plan in plans}
            for language in config.languages:
                if language.code not in built:
                    staging.keep(language.code)  # not asked for (--lang), or not translated yet
            for plan in plans:
                code = plan.language.code
                publish_language(config, plan, covers[code], guids[code], made, folder, report)
            write_text(folder / "index.html", render_index(config, folder))
            site.copy_assets(folder)
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


def make_episodes(
    specs: dict[tuple[str, int], EpisodeSpec],
    cues: CueCache,
    episodes: EpisodeCache,
    workers: int,
    report: BuildReport,
    progress: Progress,
    client: Client | None = None,
) -> dict[tuple[str, int], MadeEpisode]:
    """Synthesize what no cached episode covers, then assemble and encode, in parallel.

    With a Dask ``client`` both run on its cluster.
    """
    digests = {name: spec.digest() for name, spec in specs.items()}
    made: dict[tuple[str, int], MadeEpisode] = {}
    for name, digest in digests.items():
        record = episodes.get(digest)
        if record is not None:
            made[name] = MadeEpisode(episodes.mp3(digest), record, encoded=False)
    # Longest first, so that the cores finish together rather than wait on one long episode.
    todo = sorted(
        ((name, spec) for name, spec in specs.items() if name not in made), key=lambda item: -len(item[1].keys)
    )
    keys = [key for _, spec in todo for key in spec.keys]
    with progress("speech", len({key.digest() for key in keys})) as advance:
        synthesize_missing(keys, cues, report.stats, workers, advance, client)
    with progress("episodes", len(specs)) as advance:
        advance(len(made))
        if client is not None:
            encoded = cluster.make_episodes(client, dict(todo), digests, cues, episodes, advance)
        else:
            encoded = _encode_here(dict(todo), digests, cues, episodes, workers, advance)
    report.encoded += sum(episode.encoded for episode in encoded.values())
    return {name: made.get(name) or encoded[name] for name in specs}


def _encode_here(
    specs: dict[tuple[str, int], EpisodeSpec], digests: dict[tuple[str, int], str], cues: CueCache,
    episodes: EpisodeCache, workers: int, advance: Advance,
) -> dict[tuple[str, int], MadeEpisode]:
    """Episodes encoded on this machine, ``workers`` at a time, in the order given."""
    made = {}
    pool = ThreadPoolExecutor(max_workers=workers)
    try:
        futures = {
            name: pool.submit(encode_into_cache, spec, digests[name], cues, episodes) for name, spec in specs.items()
        }
        for name, future in futures.items():
            made[name] = future.result()
            advance(1)
    finally:
        # On a failure or Ctrl-C, episodes not yet started are not started.
        pool.shutdown(wait=True, cancel_futures=True)
    return made


def cache_root(config: GuideConfig) -> Path:
    return config.root / CACHE_DIR


def select_languages(config: GuideConfig, wanted: Sequence[str]) -> list[LanguageConfig]:
    codes = [language.code for language in config.languages]
    unknown = [code for code in wanted if code not in codes]
    if unknown:
        raise AudioguideError(
            f"--lang {unknown[0]}: not a language of this guide (languages: {', '.join(codes)})"
        )
    return [language for language in config.languages if not wanted or language.code in wanted]


def read_documents(config: GuideConfig) -> list[Document]:
    """Every episode's document, in order: one per entry, or one per chapter of an entry split in chapters."""
    documents: list[Document] = []
    for entry in config.documents:
        name = (entry.path.relative_to(config.root).as_posix() if entry.path.is_relative_to(config.root)
                else str(entry.path))
        reading = config.reading
        if entry.split == "chapters":
            documents += read_parts(
                entry.path, name, part_words=reading.part_words, drop_patterns=reading.drop_patterns,
                footnotes=reading.footnotes, identity=entry.identity, published=entry.published,
            )
        else:
            documents.append(read_document(
                entry.path, name, part_words=reading.part_words, drop_patterns=reading.drop_patterns,
                footnotes=reading.footnotes, title=entry.title, identity=entry.identity,
                published=entry.published,
            ))
    seen: dict[str, Document] = {}
    for document in documents:
        other = seen.setdefault(document.id, document)
        if other is not document:
            raise AudioguideError(
                f"{document.name}: the episode identity {document.id!r} is also {other.name}'s;"
                " give one of them another id:"
            )
    return documents


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
        if plan.untranslated:
            log.warning("%s: %d passages not translated, spoken in %s", language.code,
                        plan.untranslated, config.source_language)
        if plan.own_untranslated:
            log.warning("%s: %d of audioguide's own words (intro, announcements, outro, page labels)"
                        " not translated, left in English", language.code, plan.own_untranslated)
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
    for index, document in enumerate(documents):
        assert document.published is not None, "read_documents dates every document"
        script = renderer.episode(
            document,
            number=index + 1,
            title=titles[index],
            language=language.code,
            published=document.published,
            next_title=titles[index + 1] if index + 1 < len(titles) else None,
        )
        cues = cues_for(script, config.audio.pauses, lexicons)
        keys = cue_keys(cues, language, source_voice(config, language))
        episodes.append(PlannedEpisode(script, tuple(cues), tuple(keys)))
    description = texts["guide description"]
    if translator.missing:
        note = translations.gettext(
            "Some passages are not translated yet; they are read in the original language."
        )
        description = f"{description} {note}"
    plan = PlannedLanguage(
        language, source_voice(config, language), guide, description, translations,
        tuple(episodes), untranslated=len(translator.missing),
        own_untranslated=len(translator.own_strings_missing()),
    )
    return plan, translator.problems()


def source_voice(config: GuideConfig, language: LanguageConfig) -> LanguageConfig:
    """The voice for untranslated passages: the source language's own, else the engine's."""
    for candidate in config.languages:
        if candidate.code == config.source_language:
            return candidate
    return LanguageConfig(code=config.source_language, engine=language.engine)


def cover_for(config: GuideConfig, plan: PlannedLanguage) -> Cover:
    """The configured cover, or one made with the guide's title in the language (kept in the cache)."""
    if config.cover:
        return load_cover(config.cover)
    cached = cache_root(config) / "covers" / f"{cover_digest(plan.guide.title, config.author)}.png"
    if cached.is_file():
        return Cover(cached.read_bytes(), "image/png", "png")
    cover = generate_cover(plan.guide.title, config.author)
    write_atomic(cached, cover.data)
    return cover


def episode_spec(
    config: GuideConfig, plan: PlannedLanguage, episode: PlannedEpisode, cover: Cover
) -> EpisodeSpec:
    script = episode.script
    if len(script.title) > feed.TITLE_CHARACTERS:
        log.warning("episode %d: the title has %d characters; feeds and tags show the first %d",
                    script.number, len(script.title), feed.TITLE_CHARACTERS)
    for chapter in script.chapters:
        if len(chapter.title) > feed.TITLE_CHARACTERS:
            log.warning("episode %d: a chapter title has %d characters; chapter lists show the first %d",
                        script.number, len(chapter.title), feed.TITLE_CHARACTERS)
    return EpisodeSpec(
        name=f"{plan.language.code}/{script.slug}.mp3",
        keys=episode.keys,
        pauses=tuple(c.pause_after for c in episode.cues),
        chapter_of=tuple(c.chapter for c in episode.cues),
        chapter_titles=chapter_titles(script),
        tags=EpisodeTags(
            title=feed.short_title(script.title),
            artist=config.author,
            album=plan.guide.title,
            language=script.language,
            track=script.number,
            published=script.published,
            description=_description(script),
            copyright=config.copyright,
            cover=cover.data,
            cover_mime=cover.mime,
            chapters=(),
        ),
        settings=config.audio,
    )


def chapter_titles(script: EpisodeScript) -> tuple[str, ...]:
    """The chapters' titles as ID3, JSON and PSC chapters show them (within Apple's limit)."""
    return tuple(feed.short_title(chapter.title) for chapter in script.chapters)


def publish_language(
    config: GuideConfig,
    plan: PlannedLanguage,
    cover: Cover,
    podcast_guid: str,
    made: dict[tuple[str, int], MadeEpisode],
    staging: Path,
    report: BuildReport,
) -> None:
    """A language's folder: episodes, chapters, scripts, cover, feed and page."""
    code = plan.language.code
    folder = staging / code
    cover_name = f"cover.{cover.extension}"
    write_bytes(folder / cover_name, cover.data)
    base = f"{config.base_url}{code}/"
    published = [
        publish_episode(planned, made[(code, planned.script.number)], base, folder, report, plan.translations)
        for planned in plan.episodes
    ]
    episodes = [episode for episode, _ in published]
    info = feed.FeedInfo(
        url=feed_url(config, code),
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
        podcast_guid=podcast_guid,
        alternates=tuple(
            (other.code.lower(), feed_url(config, other.code)) for other in config.languages if other.code != code
        ),
        locked=config.locked,
        new_feed_url=feed_url(config, code, config.new_base_url) if config.new_base_url else None,
    )
    write_text(folder / "feed.xml", feed.render_feed(info, plan.translations))
    for planned, (episode, transcript) in zip(plan.episodes, published):
        write_text(
            folder / f"{planned.script.slug}{transcripts.PAGE}",
            site.render_episode_page(info, episode, transcript, plan.translations),
        )
    alternates = [link for link in language_links(config) if link.code != code]
    by_number = {episode.number: transcript for episode, transcript in published}
    write_text(
        folder / "index.html",
        site.render_language_page(info, plan.translations, alternates, by_number),
    )
    report.languages.append(code)
    log.info("%s: %d episodes, feed %s", code, len(episodes), info.url)


def publish_episode(
    planned: PlannedEpisode, made: MadeEpisode, base: str, folder: Path, report: BuildReport,
    translations: gettext.NullTranslations,
) -> tuple[feed.PublishedEpisode, transcripts.Transcript]:
    """An episode's MP3, chapters and transcripts; its HTML transcript needs the feed, so comes later."""
    script = planned.script
    mp3 = folder / f"{script.slug}.mp3"
    copy_file(made.mp3, mp3)
    chapters = made.chapters(chapter_titles(script))
    write_text(folder / f"{script.slug}.chapters.json", feed.chapters_json(chapters))
    transcript = transcripts.transcript(
        script.title, script.language, planned.cues, made.record.cue_spans, chapters,
        chapter_note=translations.gettext("Chapter %(number)s: %(title)s"),
    )
    links = []
    for suffix, (mime, timed, write) in transcripts.FORMATS.items():
        if write is not None:
            write_text(folder / f"{script.slug}{suffix}", write(transcript))
        links.append(feed.TranscriptLink(f"{base}{script.slug}{suffix}", mime, timed))
    report.episodes += 1
    report.audio_seconds += made.record.duration
    episode = feed.PublishedEpisode(
        number=script.number,
        title=feed.short_title(script.title),
        guid=feed.episode_guid(script.language, script.document_id),
        published=script.published,
        description=_description(script),
        duration=made.record.duration,
        audio_url=f"{base}{mp3.name}",
        audio_bytes=mp3.stat().st_size,
        page_url=f"{base}index.html#episode-{script.number}",
        chapters_url=f"{base}{script.slug}.chapters.json",
        chapters=chapters,
        transcripts=tuple(links),
    )
    return episode, transcript


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
