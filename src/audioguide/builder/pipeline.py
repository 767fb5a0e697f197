"""Making what a plan says: the episodes, then every language published into a staging folder that
becomes the output."""

from __future__ import annotations

import os
from pathlib import Path

from audioguide.audio.episode_cache import EpisodeCache
from audioguide.builder import model
from audioguide.builder.episodes import make_episodes
from audioguide.builder.executor import executor
from audioguide.builder.report import BuildReport
from audioguide.common.progress import Progress
from audioguide.config import GuideConfig
from audioguide.publish.release import release
from audioguide.publish.site import publish_index
from audioguide.publish.staging import Staging
from audioguide.speech.cues import CueCache
from audioguide.speech.plan import documents_read
from audioguide.text.documents import not_read_aloud


def check_targets(config: GuideConfig) -> dict[str, object]:
    """What ``audioguide check`` holds this guide's output to, recorded with the output."""
    return {
        "loudness": config.audio.loudness,
        "true_peak": config.audio.true_peak,
        "max_wer": {language.code: language.max_wer if language.max_wer is not None else config.check.max_wer
                    for language in config.languages},
    }


def make(plan: model.Plan, output: Path, jobs: int | None, scheduler: str | None, progress: Progress) -> BuildReport:
    """The episodes made, then every language published into a staging folder that becomes ``output``."""
    config = plan.config
    cues = CueCache(config.cue_location)
    episodes = EpisodeCache(config.episode_folder)
    episodes.remove_abandoned()
    cues.remove_abandoned()
    read = documents_read(plan.documents, plan.languages)
    report = BuildReport(output, skipped=len(not_read_aloud(read)))
    if not plan.languages:
        return report
    caches = (config.cache_folder, *([cues.folder] if cues.folder else []))
    staging = Staging(output, keep_out=(config.root, *caches), private=caches, guide=plan.identity.guide,
                      targets=check_targets(config))
    workers = jobs or os.cpu_count() or 1
    with executor(scheduler or config.scheduler, workers) as where, staging as folder:
        made = make_episodes(plan.specs, cues, episodes, where, report.stats, progress)
        report.encoded = sum(episode.encoded for episode in made.values())
        owed: dict[str, list[str]] = {}
        staging.targets["credits"] = owed  # the credits the voices' licences require, for check
        for language in config.languages:
            if language.code not in plan.covers:
                staging.keep(language.code)  # not asked for (--lang), or not translated yet
        for planned in plan.languages:
            code = planned.language.code
            published = release(config, planned, made, plan.covers[code], plan.identity.podcast_guids[code], folder,
                                where)
            for publisher in plan.outputs:
                publisher.publish(published)
            owed[code] = [str(credit) for credit in published.credits if credit.required]
            report.languages.append(code)
            report.episodes += len(published.episodes)
            report.audio_seconds += sum(episode.made.record.duration for episode in published.episodes)
        publish_index(config, folder)
        staging.commit()
    return report
