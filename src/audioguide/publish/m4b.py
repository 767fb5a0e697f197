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

The speech, the mastering and the cache of encoded files are shared with
:mod:`audioguide.publish.opus`.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import timezone
from pathlib import Path
from typing import Any

from audioguide import __version__
from audioguide.audio import assemble as audio
from audioguide.audio import meter
from audioguide.audio.episode import TIMELINE_VERSION
from audioguide.audio.episode_cache import EpisodeCache
from audioguide.audio.tags import id3_language
from audioguide.common import ffmpeg
from audioguide.common.errors import AudioError, writing
from audioguide.common.ffmpeg import SILENCE_LUFS, Measured
from audioguide.common.files import CACHE_DIR, FILE_MODE, copy_file, file_sha256, write_atomic
from audioguide.common.progress import SynthesisStats
from audioguide.config import AudioConfig, GuideConfig
from audioguide.publish.feed import credit_line
from audioguide.publish.release import EpisodeRelease, LanguageRelease, PublishedFile, guide_slug
from audioguide.speech.cues import CueCache
from audioguide.speech.synthesis import load_speeches, synthesize_missing
from audioguide.text.script import short_title

log = logging.getLogger(__name__)

MIME = "audio/mp4"
BITRATE = 64
"""kbit/s asked of the encoder, mono AAC-LC: as faithful to the speech as the 96 kbit/s MP3s (see the
module's notes). The encoder makes more on speech: 77 kbit/s on the sample."""
CHAPTER_TITLE_BYTES = 255
"""The Nero chapter list keeps at most 255 bytes of each title (ffmpeg would cut inside a character)."""
FORMAT_VERSION = 1
"""Raised when what the encoded files hold changes for the same inputs: cached ones are made again."""


class M4bOutput:
    name = "m4b"

    def publish(self, release: LanguageRelease) -> None:
        if not release.episodes:
            return
        code = release.code
        file = f"{guide_slug(release.plan.guide.title, release.code)}.m4b"
        name = f"{code}/{file}"
        store = EncodedCache(release.config)
        book = Audiobook.of(release)
        digest = inputs_digest("m4b", {
            "episodes": [episode_identity(episode) for episode in release.episodes],
            "book": book.fields(),
            "settings": release.config.audio.model_dump(),
            "bitrate": BITRATE,
        })
        cached = store.get(digest, ".m4b")
        if cached is None:
            cached = store.make(digest, ".m4b", name, lambda target: encode_book(release, book, target, name))
        else:
            log.debug("%s: unchanged, copied from the cache", name)
        copy_file(cached, release.folder / file)
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


def encode_book(release: LanguageRelease, book: Audiobook, target: Path, name: str) -> Measured:
    """Every episode's speech, normalized, written to one file; then the book mastered into ``target``."""
    settings = release.config.audio
    store = EncodedCache(release.config)
    pcm_path, metadata_path = store.temporary(), store.temporary()
    try:
        metadata_path.write_text(book.ffmetadata(), encoding="utf-8")
        cues = cue_cache(release.config)
        ensure_speech(release.episodes, cues)
        total = sum(episode.made.record.duration for episode in release.episodes)
        rate: int | None = None
        parts: list[bytes] = []
        with pcm_path.open("wb") as stream:
            for episode in release.episodes:
                pcm, rate = normalized_speech(episode, cues, settings, f"{release.code}/{episode.slug}", rate)
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

        return master(encode, target, b"".join(parts), rate, settings.sample_rate, settings, AAC_CODEC, name)
    finally:
        pcm_path.unlink(missing_ok=True)
        metadata_path.unlink(missing_ok=True)


# -- shared with the Opus output: speech, mastering, cache ------------------------------------


@dataclass(frozen=True)
class Codec:
    """An encoder's arguments, and how it moves what the meter reads."""

    arguments: tuple[str, ...]
    margin: float
    """dB under the true-peak ceiling the limiter holds at first: what the codec adds to the peaks."""
    loss: float
    """LU the encoded file measures quieter than what went in."""


AAC_CODEC = Codec(("-c:a", "aac", "-aac_coder", "fast", "-b:a", f"{BITRATE}k"), margin=0.5, loss=0.0)

HEADROOM = 10.0
"""dB under the loudness target the normalized speech is kept at, so that 16-bit samples never clip."""
_TOLERANCE_LU = 0.5
_MAX_ENCODES = 4
_OFFSETS = (-1.5, 0.0, 1.5, 3.0, 4.5, 6.0)
"""dB of gain above plain normalization at which the limited loudness is measured."""
_EXCERPT_SECONDS = 90.0
_EXCERPT_CHUNK = 3.0
_OVERSAMPLING = 4
_MARGIN_STEP = 0.2


def cue_cache(config: GuideConfig) -> CueCache:
    """The cues, where the build keeps them."""
    return CueCache(config.cue_cache or config.root / CACHE_DIR / "cues")


def ensure_speech(episodes: Sequence[EpisodeRelease], cues: CueCache) -> None:
    """Cues of ``episodes`` no longer in the cue cache (cleared, or moved by ``cue_cache:``) synthesized
    again as a build synthesizes them, in worker processes; nothing when all are there."""
    keys = [key for episode in episodes for key in episode.planned.keys]
    synthesize_missing(keys, cues, SynthesisStats(), os.cpu_count() or 1)


def normalized_speech(
    episode: EpisodeRelease, cues: CueCache, settings: AudioConfig, name: str, rate: int | None = None
) -> tuple[bytes, int]:
    """The episode's speech assembled as for its MP3, at plain gain to ``HEADROOM`` dB under the
    loudness target, as 16-bit mono PCM at ``rate`` (default: its own); and that rate.

    A cue missing from the cue cache is synthesized again, as a build does.
    """
    planned = episode.planned
    assembled = audio.assemble(
        load_speeches(planned.keys, cues), [cue.pause_after for cue in planned.cues],
        [cue.chapter for cue in planned.cues],
    )
    if abs(assembled.duration - episode.made.record.duration) > 1e-6:
        raise AudioError(
            f"{name}: its speech lasts {assembled.duration:.3f} s but its MP3 {episode.made.record.duration:.3f} s;"
            " run audioguide cache clear and build again"
        )
    own = assembled.audio.frame_rate
    rate = rate or own
    pcm_input = ["-f", "s16le", "-ar", str(own), "-ac", "1", "-i", "-"]
    _, stderr = ffmpeg.run(["-nostats", *pcm_input, "-af", "ebur128=peak=sample:framelog=quiet", "-f", "null", "-"],
                           assembled.audio.raw_data)
    measured = ffmpeg.parse_loudness(stderr)
    if measured is None:
        raise AudioError(f"ffmpeg printed no loudness summary for {name}")
    if measured.integrated <= SILENCE_LUFS:
        raise AudioError(f"{name}: the episode is silent; nothing to encode")
    chain = f"volume={settings.loudness - HEADROOM - measured.integrated:.3f}dB"
    if rate != own:
        chain += f",aresample={rate}"
    pcm, _ = ffmpeg.run(["-nostats", *pcm_input, "-af", chain, "-f", "s16le", "-ar", str(rate), "-ac", "1", "-"],
                        assembled.audio.raw_data)
    return pcm, rate


def excerpt(pcm: bytes, rate: int, total: float) -> bytes:
    """Chunks of ``pcm``, spread so that a whole of ``total`` seconds gives about 90 s of them:
    what the gain curve is measured on (the final encode is measured in full anyway)."""
    step = max(_EXCERPT_CHUNK, total * _EXCERPT_CHUNK / _EXCERPT_SECONDS)
    chunk, stride = 2 * round(_EXCERPT_CHUNK * rate), 2 * round(step * rate)
    return b"".join(pcm[start : start + chunk] for start in range(0, len(pcm), stride))


def _chain(gain: float, ceiling: float, oversampled: int, rate: int) -> str:
    """``gain`` dB, then a limiter holding true peaks under ``ceiling`` dBTP (it sees the audio oversampled)."""
    limit = 10 ** (ceiling / 20)
    return (
        f"volume={gain:.3f}dB,aresample={oversampled},"
        f"alimiter=limit={limit:.5f}:level=false:attack=5:release=50,aresample={rate}"
    )


def master(
    encode: Callable[[str], None], target: Path, sample: bytes, rate: int, out_rate: int,
    settings: AudioConfig, codec: Codec, name: str,
) -> Measured:
    """Encode normalized speech (through ``encode``, given the filter chain) at the loudness target
    ± 0.5 LU with true peaks under the ceiling, measured on the encoded file at ``target``.

    The limiter takes loudness as it holds the peaks: the gain is first read off a curve of
    limited loudness measured on ``sample`` (normalized speech at ``rate``) in one pass, then
    the encoded file is measured and the gain (or the limiter's margin) corrected if it missed.
    """
    ceiling = settings.true_peak
    oversampled = _OVERSAMPLING * out_rate
    margin = codec.margin
    gains = [HEADROOM + offset for offset in _OFFSETS]

    def measure_curve() -> list[float]:
        return _limited_loudness(sample, rate, [_chain(g, ceiling - margin, oversampled, out_rate) for g in gains])

    curve = measure_curve()
    loss = codec.loss
    gain = _interpolate(gains, curve, settings.loudness + loss)
    last: Measured | None = None
    for _ in range(_MAX_ENCODES):
        encode(_chain(gain, ceiling - margin, oversampled, out_rate))
        last = meter.measure(target, out_rate)
        integrated, peak = last.loudness.integrated, last.loudness.true_peak
        log.debug("%s: gain %+.2f dB, ceiling %.2f dBTP -> %.2f LUFS, %.2f dBTP",
                  name, gain - HEADROOM, ceiling - margin, integrated, peak)
        if abs(integrated - settings.loudness) <= _TOLERANCE_LU and peak <= ceiling:
            return last
        # What the codec (and the whole against the sample) took: the next gain allows for it.
        loss = _on_curve(gains, curve, gain) - integrated
        if peak > ceiling:
            margin += peak - ceiling + _MARGIN_STEP
            curve = measure_curve()
        gain = _interpolate(gains, curve, settings.loudness + loss)
    assert last is not None
    if abs(last.loudness.integrated - settings.loudness) <= 1.0 and last.loudness.true_peak <= ceiling:
        log.warning("%s: loudness %.1f LUFS (target %.1f)", name, last.loudness.integrated, settings.loudness)
        return last
    raise AudioError(
        f"{name}: {_MAX_ENCODES} encodes did not settle on {settings.loudness:g} LUFS under the"
        f" {ceiling:g} dBTP ceiling (the last: {last.loudness.integrated:.1f} LUFS,"
        f" {last.loudness.true_peak:.1f} dBTP) (audio.loudness, audio.true_peak)"
    )


def _limited_loudness(sample: bytes, rate: int, chains: Sequence[str]) -> list[float]:
    """Integrated loudness of ``sample`` after each chain, all measured in one pass."""
    branches = "".join(f"[s{i}]" for i in range(len(chains)))
    graph = f"[0:a]asplit={len(chains)}{branches};" + ";".join(
        f"[s{i}]{chain},ebur128=framelog=quiet[o{i}]" for i, chain in enumerate(chains)
    )
    arguments = ["-nostats", "-f", "s16le", "-ar", str(rate), "-ac", "1", "-i", "-", "-filter_complex", graph]
    for index in range(len(chains)):
        arguments += ["-map", f"[o{index}]", "-f", "null", "-"]
    found = re.findall(
        r"\[Parsed_ebur128_(\d+) @ [^\]]+\] Summary:\s+Integrated loudness:\s+I:\s+(-?[\d.]+|-inf) LUFS",
        ffmpeg.run(arguments, sample)[1],
    )
    if len(found) != len(chains):
        raise AudioError("ffmpeg printed no loudness summary for the gain curve")
    # Filters are numbered in graph order: branch i's meter comes before branch i+1's.
    return [float(value) for _, value in sorted(found, key=lambda item: int(item[0]))]


def _interpolate(gains: Sequence[float], curve: Sequence[float], wanted: float) -> float:
    """The gain whose loudness is ``wanted`` on the piecewise-linear curve (extended at its ends)."""
    high = next((i for i in range(1, len(gains)) if curve[i] >= wanted), len(gains) - 1)
    low = high - 1
    span = curve[high] - curve[low]
    if span <= 0:
        return gains[low]
    return gains[low] + (wanted - curve[low]) * (gains[high] - gains[low]) / span


def _on_curve(gains: Sequence[float], curve: Sequence[float], gain: float) -> float:
    """The curve's loudness at ``gain``, piecewise-linear (extended at its ends)."""
    high = next((i for i in range(1, len(gains)) if gains[i] >= gain), len(gains) - 1)
    low = high - 1
    return curve[low] + (gain - gains[low]) * (curve[high] - curve[low]) / (gains[high] - gains[low])


def episode_identity(episode: EpisodeRelease) -> dict[str, Any]:
    """What decides an episode's speech: its cues' keys, the pauses and chapters (as the episode cache's key)."""
    planned = episode.planned
    return {
        "keys": [key.digest() for key in planned.keys],
        "pauses": [cue.pause_after for cue in planned.cues],
        "chapter_of": [cue.chapter for cue in planned.cues],
        "duration": episode.made.record.duration,
    }


def inputs_digest(kind: str, fields: dict[str, Any]) -> str:
    """SHA-256 of everything that decides an encoded file's bytes, with the versions of audioguide and ffmpeg."""
    everything = {
        "kind": kind, "format": FORMAT_VERSION, "version": __version__, "timeline": TIMELINE_VERSION,
        "ffmpeg": Path(ffmpeg.executable()).name, **fields,
    }
    encoded = json.dumps(everything, sort_keys=True, default=str, ensure_ascii=False)
    return hashlib.sha256(encoded.encode("utf-8")).hexdigest()


class EncodedCache:
    """Encoded audiobooks and Opus files in the episode cache, by the digest of their inputs.

    Kept as the episodes are: the file, then a record of its size and SHA-256 that marks it
    complete; a file changed on disk is made again, never published.
    """

    def __init__(self, config: GuideConfig) -> None:
        self.episodes = EpisodeCache(config.root / CACHE_DIR / "episodes")
        self.root = self.episodes.root

    def path(self, digest: str, suffix: str) -> Path:
        return self.root / digest[:2] / f"{digest}{suffix}"

    def get(self, digest: str, suffix: str) -> Path | None:
        path = self.path(digest, suffix)
        record_path = path.with_name(path.name + ".json")
        try:
            record = json.loads(record_path.read_text(encoding="utf-8"))
            size, sha256 = int(record["size"]), str(record["sha256"])
            if path.stat().st_size == size and file_sha256(path) == sha256:
                return path
        except FileNotFoundError:
            return None
        except (OSError, ValueError, KeyError, TypeError):
            pass
        log.warning("cache entry %s is damaged or was changed; encoding it again", path.name)
        record_path.unlink(missing_ok=True)
        return None

    def temporary(self) -> Path:
        """A fresh file in the cache's folder; a killed build's are removed by the next build."""
        return self.episodes.temporary()

    def make(self, digest: str, suffix: str, name: str, encode: Callable[[Path], Measured]) -> Path:
        """``encode`` into a temporary file, then into the cache with its record; the cached file."""
        started = time.monotonic()
        with writing(self.root, name):
            temporary = self.temporary()
            try:
                measured = encode(temporary)
                path = self.path(digest, suffix)
                path.parent.mkdir(parents=True, exist_ok=True)
                record = {
                    "size": temporary.stat().st_size, "sha256": file_sha256(temporary), "duration": measured.duration,
                    "loudness": [measured.loudness.integrated, measured.loudness.true_peak],
                }
                os.chmod(temporary, FILE_MODE)
                os.replace(temporary, path)
                write_atomic(path.with_name(path.name + ".json"), json.dumps(record).encode("utf-8"))
            finally:
                temporary.unlink(missing_ok=True)
        log.info("%s: %.0f s, %.1f LUFS, %.1f dBTP, encoded in %.1f s", name, measured.duration,
                 measured.loudness.integrated, measured.loudness.true_peak, time.monotonic() - started)
        return path
