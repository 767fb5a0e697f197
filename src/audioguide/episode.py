"""Making one episode's MP3: assemble its cues, encode at the loudness target, tag it.

An :class:`EpisodeSpec` holds everything that decides the MP3's bytes: the
cue cache keys, pauses, chapter titles, tags and audio settings. Its digest
names the finished file in the episode cache, so an unchanged episode is
never assembled or encoded again.
"""

from __future__ import annotations

import hashlib
import json
import logging
import socket
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from audioguide import __version__, audio, feed, ffmpeg, loudness
from audioguide.cache import CueCache, CueKey, EpisodeCache, EpisodeRecord
from audioguide.config import AudioConfig, GuideConfig
from audioguide.cover import Cover
from audioguide.errors import writing
from audioguide.plan import PlannedEpisode, PlannedLanguage, chapter_titles, description
from audioguide.progress import Advance, Progress
from audioguide.synthesis import SynthesisStats, load_speeches, synthesize_missing
from audioguide.tags import Chapter, EpisodeTags, write_tags

if TYPE_CHECKING:
    from distributed import Client

log = logging.getLogger(__name__)

TIMELINE_VERSION = 2
"""Raised when what the episode cache records of an episode's timeline changes meaning."""


@dataclass(frozen=True)
class SpokenCue:
    """One cue of an episode's timeline: its speech (by cache key), the pause after it, its chapter."""

    key: CueKey
    pause_after: float
    chapter: int


@dataclass(frozen=True)
class EpisodeSpec:
    name: str
    """The MP3's file name in the output, for messages."""
    cues: tuple[SpokenCue, ...]
    chapter_titles: tuple[str, ...]
    tags: EpisodeTags
    """Everything but the chapters, which come from the assembled timeline."""
    settings: AudioConfig

    def digest(self) -> str:
        tags = asdict(self.tags)
        tags["cover"] = hashlib.sha256(self.tags.cover).hexdigest()
        fields = {
            "version": __version__,
            "timeline": TIMELINE_VERSION,
            "ffmpeg": Path(ffmpeg.executable()).name,
            "keys": [cue.key.digest() for cue in self.cues],
            "pauses": [cue.pause_after for cue in self.cues],
            "chapter_of": [cue.chapter for cue in self.cues],
            "chapter_titles": self.chapter_titles,
            "tags": tags,
            "settings": self.settings.model_dump(),
        }
        encoded = json.dumps(fields, sort_keys=True, default=str, ensure_ascii=False)
        return hashlib.sha256(encoded.encode("utf-8")).hexdigest()

    @property
    def keys(self) -> tuple[CueKey, ...]:
        return tuple(cue.key for cue in self.cues)


@dataclass(frozen=True)
class MadeEpisode:
    mp3: Path
    """In the episode cache: link or copy it into the output."""
    record: EpisodeRecord
    encoded: bool
    """False when it came from the episode cache."""

    def chapters(self, titles: tuple[str, ...]) -> tuple[Chapter, ...]:
        starts = [*self.record.chapter_starts, self.record.duration]
        return tuple(Chapter(title, starts[i], starts[i + 1]) for i, title in enumerate(titles))


def make_episode(spec: EpisodeSpec, cues: CueCache, episodes: EpisodeCache) -> MadeEpisode:
    """The episode's MP3 from the episode cache, or assembled, encoded and tagged into it."""
    digest = spec.digest()
    record = episodes.get(digest)
    if record is not None:
        return MadeEpisode(episodes.mp3(digest), record, encoded=False)
    return encode_into_cache(spec, digest, cues, episodes)


def encode_into_cache(spec: EpisodeSpec, digest: str, cues: CueCache, episodes: EpisodeCache) -> MadeEpisode:
    """The episode assembled, encoded and tagged into the episode cache under its ``digest``."""
    with writing(episodes.root, spec.name):
        temporary = episodes.temporary()
        try:
            record = encode_episode(spec, cues, temporary)
            episodes.put(digest, temporary, record)
        finally:
            temporary.unlink(missing_ok=True)
    return MadeEpisode(episodes.mp3(digest), record, encoded=True)


def encode_episode(spec: EpisodeSpec, cues: CueCache, target: Path) -> EpisodeRecord:
    """Assemble the episode's cues, encode it at the loudness target into ``target`` and tag it."""
    speeches = load_speeches(spec.keys, cues)
    assembled = audio.assemble(
        speeches, [cue.pause_after for cue in spec.cues], [cue.chapter for cue in spec.cues]
    )
    encoded = loudness.encode(assembled, target, spec.settings, spec.name)
    record = EpisodeRecord(
        duration=assembled.duration,
        chapter_starts=assembled.chapter_starts,
        cue_spans=tuple((span.start, span.end) for span in assembled.cues),
        loudness=(encoded.loudness.integrated, encoded.loudness.true_peak),
    )
    chapters = MadeEpisode(target, record, encoded=True).chapters(spec.chapter_titles)
    write_tags(target, replace(spec.tags, chapters=chapters))
    log.info(
        "%s: %.0f s, %.1f LUFS, %.1f dBTP",
        spec.name, record.duration, encoded.loudness.integrated, encoded.loudness.true_peak,
    )
    return record


def episode_bytes(spec: EpisodeSpec, cue_location: str) -> tuple[bytes, EpisodeRecord]:
    """On a cluster worker: the finished MP3, as bytes to send back, and its record."""
    with tempfile.TemporaryDirectory(prefix="audioguide-") as folder, writing(
        f"{socket.gethostname()}:{folder}", spec.name
    ):
        target = Path(folder) / "episode.mp3"
        record = encode_episode(spec, CueCache(cue_location), target)
        return target.read_bytes(), record


# -- the episodes of a build ---------------------------------------------------------


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
        cues=tuple(
            SpokenCue(key, cue.pause_after, cue.chapter) for key, cue in zip(episode.keys, episode.cues, strict=True)
        ),
        chapter_titles=chapter_titles(script),
        tags=EpisodeTags(
            title=feed.short_title(script.title),
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
        ),
        settings=config.audio,
    )


def make_episodes(
    specs: dict[tuple[str, int], EpisodeSpec],
    cues: CueCache,
    episodes: EpisodeCache,
    workers: int,
    stats: SynthesisStats,
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
        synthesize_missing(keys, cues, stats, workers, advance, client)
    with progress("episodes", len(specs)) as advance:
        advance(len(made))
        if client is not None:
            from audioguide import cluster  # it imports this module

            encoded = cluster.make_episodes(client, dict(todo), digests, cues, episodes, advance)
        else:
            encoded = _encode_here(dict(todo), digests, cues, episodes, workers, advance)
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
