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
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from audioguide import __version__
from audioguide.audio import assemble as audio
from audioguide.audio import loudness
from audioguide.audio.episode_cache import EpisodeCache, EpisodeRecord
from audioguide.audio.tags import Chapter, EpisodeTags, write_tags
from audioguide.common import ffmpeg
from audioguide.common.errors import writing
from audioguide.config import AudioConfig
from audioguide.speech.cues import CueCache, CueKey
from audioguide.speech.synthesis import load_speeches

if TYPE_CHECKING:
    pass

log = logging.getLogger(__name__)

TIMELINE_VERSION = 3
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


FORMAT_VERSION = 1
"""Raised when what the audiobooks and alternates hold changes for the same inputs: cached ones are made again."""


def inputs_digest(kind: str, fields: dict[str, Any]) -> str:
    """SHA-256 of everything that decides an encoded file's bytes (an audiobook, an alternate), with the versions
    of audioguide, of the timeline and of ffmpeg."""
    everything = {
        "kind": kind, "format": FORMAT_VERSION, "version": __version__, "timeline": TIMELINE_VERSION,
        "ffmpeg": Path(ffmpeg.executable()).name, **fields,
    }
    encoded = json.dumps(everything, sort_keys=True, default=str, ensure_ascii=False)
    return hashlib.sha256(encoded.encode("utf-8")).hexdigest()
