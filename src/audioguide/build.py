"""The build: from ``audioguide.yml`` to a published podcast in ``output/``.

First everything that can fail on bad input is read and checked (config,
documents, catalogs, templates: :mod:`audioguide.plan`); only then is speech
synthesized and audio encoded (:mod:`audioguide.episode`), and each
language published by its outputs (:mod:`audioguide.outputs`) into a staging
folder that replaces ``output/`` when the whole build is done.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from audioguide import cluster, outputs
from audioguide.cache import CACHE_DIR, CueCache, EpisodeCache
from audioguide.config import GuideConfig, load_config
from audioguide.cover import Cover, cover_digest, generate_cover, load_cover
from audioguide.episode import episode_spec, make_episodes
from audioguide.errors import TranslationError
from audioguide.guids import identities
from audioguide.output import Staging, exclusive, write_atomic
from audioguide.outputs.pages import publish_index
from audioguide.plan import PlannedLanguage, plan_languages, read_documents, select_languages
from audioguide.progress import Progress, no_progress
from audioguide.synthesis import SynthesisStats

log = logging.getLogger(__name__)

LOCK = "build.lock"
"""In the cache folder: held by the build of the guide that is running."""


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
    chosen = outputs.chosen(config.outputs)
    documents = read_documents(config)
    plans, incomplete = plan_languages(config, documents, select_languages(config, languages), allow_incomplete)
    covers = {plan.language.code: cover_for(config, plan) for plan in plans}
    identity = identities(config)
    specs = {
        (plan.language.code, episode.script.number): episode_spec(config, plan, episode, covers[plan.language.code])
        for plan in plans for episode in plan.episodes
    }
    cues = CueCache(config.cue_cache or cache_root(config) / "cues")
    episodes = EpisodeCache(cache_root(config) / "episodes")
    episodes.remove_abandoned()
    report = BuildReport(output or config.root / "output", skipped=sum(len(d.skipped) for d in documents))
    if plans:
        caches = (cache_root(config), *([cues.folder] if cues.folder else []))
        staging = Staging(report.output, keep_out=(config.root, *caches), private=caches, guide=identity.guide)
        with cluster.connection(scheduler or config.scheduler) as client, staging as folder:
            made = make_episodes(specs, cues, episodes, jobs or os.cpu_count() or 1, report.stats, progress, client)
            report.encoded = sum(episode.encoded for episode in made.values())
            for language in config.languages:
                if language.code not in covers:
                    staging.keep(language.code)  # not asked for (--lang), or not translated yet
            for plan in plans:
                code = plan.language.code
                release = outputs.release(config, plan, made, covers[code], identity.podcast_guids[code], folder)
                for publisher in chosen:
                    publisher.publish(release)
                report.languages.append(code)
                report.episodes += len(release.episodes)
                report.audio_seconds += sum(episode.made.record.duration for episode in release.episodes)
            publish_index(config, folder)
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


def cache_root(config: GuideConfig) -> Path:
    return config.root / CACHE_DIR


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
