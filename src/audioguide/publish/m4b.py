"""The guide in one language as one audiobook: ``<guide-slug>.m4b``, AAC in MP4 with chapters, tags and cover.

Every episode in order, encoded once from its speech (the cues in the cue
cache, assembled as its MP3 was), not from the MP3s: decoding an MP3 and
encoding that again adds the MP3's coding noise to the AAC's. Each episode
is brought to the loudness target by plain gain, as a whole; then the book
goes through one true-peak limiter and the encoder, and the encoded file is
measured and corrected like the MP3s (:func:`master`).

AAC-LC from ffmpeg's native encoder, mono, asked for 64 kbit/s (it steers
towards that loosely: the sample's speech comes out at 77), with its ``fast``
coder: at this rate per channel it is the more faithful one (the default
``twoloop`` coder measured 6 dB less segmental SNR on the sample, added up
to 4 dB to the true peaks of espeak-ng's voice, and took two to three
times as long). Chapters are the episodes'
chapters on one timeline, each episode's first one titled as the narrator
opens it ("Episode 2: title"), written both as a QuickTime chapter track
(Apple Books, iOS, ffmpeg) and a Nero ``chpl`` list (mutagen, VLC and most
other players); neither has nested chapters. The file is the same bytes for
the same inputs, and is kept in the episode cache under a digest of them.

The speech and its mastering are :mod:`audioguide.audio.mastering`'s, the
cache of encoded files :mod:`audioguide.audio.episode_cache`'s, as for the
MP3s and the Opus alternates.
"""

from __future__ import annotations

import hashlib
import logging
import re
from dataclasses import dataclass
from datetime import timezone
from pathlib import Path
from typing import Any

from audioguide.audio.episode import inputs_digest
from audioguide.audio.episode_cache import EncodeJob, VerifiedCache
from audioguide.audio.mastering import Codec, excerpt, master, normalized_speech
from audioguide.audio.tags import id3_language
from audioguide.common import ffmpeg
from audioguide.common.ffmpeg import Measured
from audioguide.common.files import copy_file
from audioguide.config import AudioConfig
from audioguide.publish.feed import credit_line
from audioguide.publish.release import LanguageRelease, PublishedFile, ensure_speech, guide_slug
from audioguide.speech.cues import CueCache
from audioguide.speech.plan import PlannedEpisode
from audioguide.text.script import short_title

log = logging.getLogger(__name__)

MIME = "audio/mp4"
BITRATE = 64
"""kbit/s asked of the encoder, mono AAC-LC: as faithful to the speech as the 96 kbit/s MP3s (see the
module's notes). The encoder makes more on speech: 77 kbit/s on the sample."""
CHAPTER_TITLE_BYTES = 255
"""The Nero chapter list keeps at most 255 bytes of each title (ffmpeg would cut inside a character)."""


AAC_CODEC = Codec(("-c:a", "aac", "-aac_coder", "fast", "-b:a", f"{BITRATE}k"), margin=0.5, loss=0.0)


class M4bOutput:
    name = "m4b"

    def publish(self, release: LanguageRelease) -> None:
        if not release.episodes:
            return
        code = release.code
        file = f"{guide_slug(release.plan.guide.title, release.code)}.m4b"
        name = f"{code}/{file}"
        store = VerifiedCache(release.config.episode_folder)
        book = Audiobook.of(release)
        digest = inputs_digest("m4b", {
            "episodes": [episode.speech_identity() for episode in release.episodes],
            "book": book.fields(),
            "settings": release.config.audio.model_dump(),
            "bitrate": BITRATE,
        })
        if store.verified(digest, ".m4b") is None:
            ensure_speech(release.episodes, CueCache(release.config.cue_location), release.encoders.workers)
            spec = BookSpec(
                tuple((episode.planned, episode.made.record.duration) for episode in release.episodes),
                str(release.config.cue_location), release.config.audio, book, name,
            )
            release.encoders.encode(store, [EncodeJob(digest, ".m4b", name, encode_book, spec)])
        else:
            log.debug("%s: unchanged, copied from the cache", name)
        copy_file(store.path(digest, ".m4b"), release.folder / file)
        release.files.append(PublishedFile(file, release.url(file), MIME, "download"))


# -- what the audiobook says about itself ----------------------------------------------------


@dataclass(frozen=True)
class AudiobookChapter:
    title: str
    start: float
    end: float


@dataclass(frozen=True)
class Audiobook:
    """The audiobook's tags and chapters."""

    title: str
    author: str
    description: str
    copyright: str | None
    language: str
    """ISO 639-2, as MP4 holds it."""
    year: str
    created: str
    """The latest episode's publication time (ISO 8601, UTC): the file's creation time, never the build's."""
    chapters: tuple[AudiobookChapter, ...]
    cover: bytes
    cover_mime: str
    credit: str | None = None
    """Whose voices speak, in the book's language (the feed's credit line): its comment."""

    @classmethod
    def of(cls, release: LanguageRelease) -> Audiobook:
        published = max(episode.planned.script.published for episode in release.episodes)
        published = published.astimezone(timezone.utc) if published.tzinfo else published
        return cls(
            title=release.plan.guide.title,
            author=release.config.author,
            description=release.plan.description,
            copyright=release.config.copyright,
            language=id3_language(release.code),
            year=f"{published.year:04d}",
            created=published.strftime("%Y-%m-%dT%H:%M:%SZ"),
            chapters=book_chapters(release),
            cover=release.cover.data,
            cover_mime=release.cover.mime,
            credit=credit_line(release.credits, release.plan.translations),
        )

    def fields(self) -> dict[str, Any]:
        """Everything but the cover's bytes (their digest instead), for the cache key."""
        fields = {name: getattr(self, name) for name in self.__dataclass_fields__ if name != "cover"}
        fields["chapters"] = [[c.title, c.start, c.end] for c in self.chapters]
        fields["cover"] = hashlib.sha256(self.cover).hexdigest()
        return fields

    def ffmetadata(self) -> str:
        """The tags and chapters as ffmpeg's metadata file (times in samples of 1/1,000,000 s)."""
        tags = {
            "title": self.title, "album": self.title, "artist": self.author, "album_artist": self.author,
            "composer": self.author, "genre": "Audiobook", "date": self.year, "description": self.description,
            "synopsis": self.description, "media_type": "2", "creation_time": self.created,
        }
        if self.copyright:
            tags["copyright"] = self.copyright
        if self.credit:
            tags["comment"] = self.credit
        lines = [";FFMETADATA1", *(f"{key}={_escape(value)}" for key, value in tags.items())]
        for chapter in self.chapters:
            lines += ["", "[CHAPTER]", "TIMEBASE=1/1000000", f"START={round(chapter.start * 1e6)}",
                      f"END={round(chapter.end * 1e6)}", f"title={_escape(chapter.title)}"]
        return "\n".join(lines) + "\n"


def book_chapters(release: LanguageRelease) -> tuple[AudiobookChapter, ...]:
    """Every episode's chapters on one timeline, offset by the episodes before.

    An episode's first chapter opens with the narrator saying "Episode N: title", and is
    titled so (with its own title after a dash when it has one of its own); the others
    keep their titles. Chapter lists in MP4 are flat: that is how the episodes show in them.
    """
    label = release.plan.translations.gettext("Episode %(number)s: %(title)s")
    chapters = []
    offset = 0.0
    for episode in release.episodes:
        script = episode.planned.script
        for index, chapter in enumerate(episode.chapters):
            title = chapter.title
            if index == 0:
                episode_title = label % {"number": script.number, "title": script.title}
                title = episode_title if title == short_title(script.title) else f"{episode_title} – {title}"
            chapters.append(AudiobookChapter(fit_bytes(title), offset + chapter.start, offset + chapter.end))
        offset += episode.made.record.duration
    return tuple(chapters)


def fit_bytes(text: str, limit: int = CHAPTER_TITLE_BYTES) -> str:
    """``text`` within ``limit`` bytes of UTF-8: cut at a word, ended with an ellipsis."""
    if len(text.encode("utf-8")) <= limit:
        return text
    cut = text.encode("utf-8")[: limit - len("…".encode())].decode("utf-8", "ignore")
    if " " in cut[len(cut) // 2 :]:
        cut = cut.rsplit(" ", 1)[0]
    return cut.rstrip(" ,;:.-–—") + "…"


def _escape(value: str) -> str:
    """A value for ffmpeg's metadata file: ``=``, ``;``, ``#``, ``\\`` and line ends escaped."""
    return re.sub(r"([=;#\\\n])", r"\\\1", value.replace("\r\n", "\n").replace("\r", "\n"))


# -- encoding --------------------------------------------------------------------------------


@dataclass(frozen=True)
class BookSpec:
    """What the audiobook is made of: plain data, for a cluster's worker as for this machine."""

    episodes: tuple[tuple[PlannedEpisode, float], ...]
    """Each episode's plan and its MP3's duration (the speech assembled again must last as long)."""
    cue_location: str
    settings: AudioConfig
    book: Audiobook
    name: str


def encode_book(spec: BookSpec, target: Path) -> Measured:
    """Every episode's speech, normalized, written to one file beside ``target``; then the book mastered into
    ``target``."""
    settings, book = spec.settings, spec.book
    pcm_path, metadata_path = target.with_name(f"{target.name}.pcm"), target.with_name(f"{target.name}.ffmetadata")
    try:
        metadata_path.write_text(book.ffmetadata(), encoding="utf-8")
        cues = CueCache(spec.cue_location)
        total = sum(duration for _, duration in spec.episodes)
        rate: int | None = None
        parts: list[bytes] = []
        with pcm_path.open("wb") as stream:
            for planned, duration in spec.episodes:
                pcm, rate = normalized_speech(planned, duration, cues, settings,
                                              f"{planned.script.language}/{planned.script.slug}", rate)
                stream.write(pcm)
                parts.append(excerpt(pcm, rate, total))
        assert rate is not None
        cover_format = "jpeg_pipe" if book.cover_mime == "image/jpeg" else "png_pipe"

        def encode(chain: str) -> None:
            ffmpeg.run([
                "-nostats", "-y", "-f", "s16le", "-ar", str(rate), "-ac", "1", "-i", str(pcm_path),
                "-f", "ffmetadata", "-i", str(metadata_path), "-f", cover_format, "-i", "pipe:0",
                "-map", "0:a", "-map", "2:v", "-map_metadata", "1", "-map_chapters", "1",
                "-af", chain, "-ar", str(settings.sample_rate), "-ac", "1", *AAC_CODEC.arguments,
                "-c:v", "copy", "-disposition:v:0", "attached_pic", "-metadata:s:a:0", f"language={book.language}",
                "-brand", "M4B ", "-movflags", "+faststart",
                "-fflags", "+bitexact", "-flags:a", "+bitexact", "-flags:v", "+bitexact", "-f", "ipod", str(target),
            ], book.cover)

        return master(encode, target, b"".join(parts), rate, settings.sample_rate, settings, AAC_CODEC, spec.name)
    finally:
        pcm_path.unlink(missing_ok=True)
        metadata_path.unlink(missing_ok=True)
