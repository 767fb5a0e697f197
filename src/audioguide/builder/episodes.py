"""The episode stage: each planned episode's spec, then every episode no cache holds spoken and encoded."""

from __future__ import annotations

import logging
import resource
import time

from audioguide.audio.cover import Cover
from audioguide.audio.episode import EpisodeSpec, MadeEpisode, SpokenCue
from audioguide.audio.episode_cache import EpisodeCache
from audioguide.audio.tags import EpisodeTags
from audioguide.builder.executor import Executor
from audioguide.common.progress import Advance, Progress, SynthesisStats
from audioguide.config import GuideConfig
from audioguide.speech.cues import CueCache
from audioguide.speech.plan import PlannedEpisode, PlannedLanguage
from audioguide.speech.voices import voice_credits
from audioguide.text.script import TITLE_CHARACTERS, chapter_titles, description, short_title

log = logging.getLogger(__name__)

Name = tuple[str, int]
"""An episode of the build: its language and number."""


def episode_spec(config: GuideConfig, plan: PlannedLanguage, episode: PlannedEpisode, cover: Cover) -> EpisodeSpec:
    """Everything that decides the episode's MP3: its cues' keys and pauses, chapter titles, tags and settings."""
    script = episode.script
    if len(script.title) > TITLE_CHARACTERS:
        log.warning("episode %d: the title has %d characters; feeds and tags show the first %d",
                    script.number, len(script.title), TITLE_CHARACTERS)
    for chapter in script.chapters:
        if len(chapter.title) > TITLE_CHARACTERS:
            log.warning("episode %d: a chapter title has %d characters; chapter lists show the first %d",
                        script.number, len(chapter.title), TITLE_CHARACTERS)
    return EpisodeSpec(
        name=f"{plan.language.code}/{script.slug}.mp3",
        cues=tuple(
            SpokenCue(key, cue.pause_after, cue.chapter) for key, cue in zip(episode.keys, episode.cues, strict=True)
        ),
        chapter_titles=chapter_titles(script),
        tags=EpisodeTags(
            title=short_title(script.title),
            artist=config.author,
            album=plan.guide.title,
            language=script.language,
            track=script.number,
            published=script.published,
            description=description(script),
            copyright=config.copyright,
            cover=cover.data,
            cover_mime=cover.mime,
            chapters=(),
            narrators=tuple(str(credit) for credit in voice_credits(config, episode.keys)),
        ),
        settings=config.audio,
    )


def make_episodes(
    specs: dict[Name, EpisodeSpec],
    cues: CueCache,
    episodes: EpisodeCache,
    executor: Executor,
    stats: SynthesisStats,
    progress: Progress,
) -> dict[Name, MadeEpisode]:
    """Every episode: from the episode cache, or its missing speech synthesized, then assembled and encoded."""
    digests = {name: spec.digest() for name, spec in specs.items()}
    made: dict[Name, MadeEpisode] = {}
    for name, digest in digests.items():
        record = episodes.get(digest)
        if record is not None:
            made[name] = MadeEpisode(episodes.mp3(digest), record, encoded=False)
    # Longest first, so that the cores finish together rather than wait on one long episode.
    todo = dict(sorted(
        ((name, spec) for name, spec in specs.items() if name not in made), key=lambda item: -len(item[1].keys)
    ))
    keys = [key for spec in todo.values() for key in spec.keys]
    clock = StageClock()
    with progress("speech", len({key.digest() for key in keys})) as spoken, \
            progress("episodes", len(specs)) as encoded:
        encoded(len(made))
        made.update(executor.make(todo, digests, cues, episodes, stats, clock.stage("speech", spoken),
                                  clock.stage("episodes", encoded)))
    clock.log(stats)
    return {name: made[name] for name in specs}


class StageClock:
    """Where a build's time went, for ``-v``: each stage's wall time (from the start of the stage's work to its
    last piece), the speech workers' CPU time, ffmpeg's, and this process's."""

    def __init__(self) -> None:
        self.started = time.monotonic()
        self.ends: dict[str, float] = {}
        self.own, self.children = _cpu(resource.RUSAGE_SELF), _cpu(resource.RUSAGE_CHILDREN)

    def stage(self, name: str, advance: Advance) -> Advance:
        def timed(done: int) -> None:
            self.ends[name] = time.monotonic()
            advance(done)

        return timed

    def log(self, stats: SynthesisStats) -> None:
        # The worker processes have ended: their time, their children's (espeak-ng's) and ffmpeg's are ours.
        children = _cpu(resource.RUSAGE_CHILDREN) - self.children
        walls = {name: end - self.started for name, end in self.ends.items()}
        log.info("time: speech %.1f s (CPU %.1f s in its workers), episodes %.1f s (CPU %.1f s in ffmpeg);"
                 " CPU %.1f s in this process", walls.get("speech", 0.0), stats.worker_seconds,
                 walls.get("episodes", 0.0), max(0.0, children - stats.worker_seconds),
                 _cpu(resource.RUSAGE_SELF) - self.own)


def _cpu(who: int) -> float:
    usage = resource.getrusage(who)
    return usage.ru_utime + usage.ru_stime
