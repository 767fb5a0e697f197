"""Encoding an assembled episode to MP3 at the loudness target, under the true-peak ceiling (the curve it is
read off is :mod:`audioguide.audio.mastering`'s, shared with the other formats).

Reaching -16 LUFS without clipping takes gain and a limiter, measured on the
*encoded* file and adjusted until it lands, which means several encodes of the
same PCM with different filter chains, each through ffmpeg directly (pydub's
``export`` writes a temporary WAV on every call and cannot measure).
Speech whose true peaks that limiter cannot hold (hissing, buzzing voices) is
limited again at four times the rate, where the limiter sees the true peaks.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from pydub import AudioSegment

from audioguide.audio import meter
from audioguide.audio.assemble import Assembled
from audioguide.audio.mastering import (
    MARGIN_STEP,
    MAX_ENCODES,
    OVERSAMPLING,
    TOLERANCE_LU,
    interpolate,
    limited_loudness,
    on_curve,
)
from audioguide.common import ffmpeg
from audioguide.common.errors import AudioError
from audioguide.common.ffmpeg import SILENCE_LUFS, Loudness
from audioguide.config import AudioConfig
from audioguide.speech.cues import wav_bytes
from audioguide.speech.engines import Speech

log = logging.getLogger(__name__)

_CURVE_POINTS = 5
_GAIN_STEP = 1.5
_EXCERPT_SECONDS = 90.0
_MP3_LOSS_LU = 0.3


@dataclass(frozen=True)
class Encoded:
    path: Path
    loudness: Loudness
    encodes: int


def encode(assembled: Assembled, path: Path, settings: AudioConfig, name: str | None = None) -> Encoded:
    """Encode to MP3 at ``settings.loudness`` ± 0.5 LU with true peak under the ceiling.

    The limiter that keeps peaks down also lowers loudness, by an amount that
    depends on the gain. So the gain is found on the PCM first, from a curve of
    loudness after gain and limiter measured at several gains in one ffmpeg
    pass; then the MP3 is encoded, measured, and corrected if it missed.

    That limiter sees samples at the speech's own rate, with a 1 dB margin for
    the peaks between them; hissing speech ("Psst!") overshoots that margin,
    and very peaky voices need more gain than the curve spans. Only when it
    fails do true-peak limiters take over, so episodes it can make keep their
    bytes. ``name`` is the episode's name for messages (``path`` may be a
    temporary file).
    """
    name = name or path.name
    source = meter.integrated(assembled.audio.raw_data, assembled.audio.frame_rate)
    if source <= SILENCE_LUFS:
        raise AudioError(f"{name}: the episode is silent; nothing to encode")
    excerpt = path.with_name(f"{path.name}.excerpt.wav")
    try:
        sample = _excerpt(assembled)
        excerpt.write_bytes(wav_bytes(Speech(sample.raw_data, sample.frame_rate)))
        job = _Encoding(assembled.audio, excerpt, source, path, name, settings)
        met = _encode_sample_peak(job) or any(_encode_true_peak(job, limiter) for limiter in _TRUE_PEAK_LIMITERS)
    finally:
        excerpt.unlink(missing_ok=True)
    if met:
        return Encoded(path, job.last, job.count)
    if abs(job.last.integrated - settings.loudness) <= 1.0 and job.last.true_peak <= settings.true_peak:
        log.warning("%s: loudness %.1f LUFS (target %.1f)", name, job.last.integrated, settings.loudness)
        return Encoded(path, job.last, job.count)
    raise AudioError(_unreachable_message(job))


def _unreachable_message(job: _Encoding) -> str:
    """What the encoder reached, and the two settings that decide whether it can reach more."""
    settings = job.settings
    fields = f"(audio.loudness {settings.loudness:g}, audio.true_peak {settings.true_peak:g})"
    if job.loudest is not None and job.loudest.integrated < settings.loudness:
        return (
            f"{job.name}: reached {job.loudest.integrated:.1f} LUFS at most under the"
            f" {settings.true_peak:g} dBTP ceiling {fields}; lower audio.loudness or raise audio.true_peak"
        )
    return (
        f"{job.name}: {job.count} encodes did not settle on {settings.loudness:g} LUFS under the"
        f" {settings.true_peak:g} dBTP ceiling (the last: {job.last.integrated:.1f} LUFS,"
        f" {job.last.true_peak:.1f} dBTP) {fields}"
    )


@dataclass
class _Encoding:
    """One episode being encoded: its audio, and every encode so far.

    The loudest encode under the ceiling is what an impossible target's message reports.
    """

    audio: AudioSegment
    excerpt: Path
    """A WAV file of about 90 s of the episode (:func:`_excerpt`), for the gain curves."""
    source: float
    """The PCM's integrated loudness, LUFS."""
    path: Path
    name: str
    settings: AudioConfig
    count: int = 0
    last: Loudness = Loudness(SILENCE_LUFS, SILENCE_LUFS)
    loudest: Loudness | None = None

    def encode(self, chain: str, gain: float) -> Loudness:
        """Encode through ``chain`` into the path, measure the MP3, and keep count."""
        _encode_once(self.audio, self.path, chain, self.settings)
        result = meter.measure(self.path, self.settings.sample_rate).loudness
        log.debug("%s: gain %+.2f dB -> %.2f LUFS, %.2f dBTP", self.name, gain, result.integrated, result.true_peak)
        self.count += 1
        self.last = result
        under = result.true_peak <= self.settings.true_peak
        if under and (self.loudest is None or result.integrated > self.loudest.integrated):
            self.loudest = result
        return result

    def met(self, result: Loudness) -> bool:
        return (
            abs(result.integrated - self.settings.loudness) <= TOLERANCE_LU
            and result.true_peak <= self.settings.true_peak
        )


def _encode_sample_peak(job: _Encoding) -> bool:
    """Gain and the sample-peak limiter, corrected up to 4 times; True if the MP3 met the target.

    A true peak over the ceiling at the right loudness ends it early: the next
    gain would be the same, and so would the peaks.
    """
    target = job.settings.loudness
    limit = job.settings.true_peak - _SAMPLE_PEAK_MARGIN
    gains = [target - job.source + _GAIN_STEP * step for step in range(_CURVE_POINTS)]
    curve = limited_loudness(job.excerpt, [_SAMPLE_PEAK.chain(gain, limit, job.settings) for gain in gains])
    # MP3 encoding measures a little quieter than the PCM it came from.
    gain = interpolate(gains, curve, target + _MP3_LOSS_LU)
    for _ in range(MAX_ENCODES):
        result = job.encode(_SAMPLE_PEAK.chain(gain, limit, job.settings), gain)
        if job.met(result):
            return True
        if abs(result.integrated - target) <= TOLERANCE_LU:
            return False
        gain += (target - result.integrated) / _slope(gains, curve, gain)
    return False


def _encode_true_peak(job: _Encoding, limiter: _Limiter) -> bool:
    """The true-peak ``limiter`` driven to the loudness target; True if the MP3 met it.

    The limiter scales: lowering its limit by m dB (the margin for the peaks
    MP3 adds) lowers loudness and peaks by m dB at the same *drive*, gain plus
    margin. So the search is over the drive, on a curve measured without
    margin: from the curve less the loss to MP3 last measured, or between two
    encodes that bracket the target. The margin grows by any overshoot.
    """
    settings = job.settings
    drives = [settings.loudness - job.source + extra for extra in _DRIVES]
    curve = limited_loudness(job.excerpt, [limiter.chain(drive, settings.true_peak, settings) for drive in drives])
    margin, loss = _TRUE_PEAK_MARGIN, _MP3_LOSS_LU
    if limiter is not _TRUE_PEAK_LIMITERS[-1] and max(curve) < settings.loudness + margin + loss:
        return False  # this one cannot get there: the next one, faster, can get further
    measured: list[tuple[float, float]] = []  # (drive, MP3 loudness without margin)
    for _ in range(MAX_ENCODES):
        drive = _next_drive(drives, curve, measured, settings.loudness + margin, loss)
        result = job.encode(limiter.chain(drive - margin, settings.true_peak - margin, settings), drive - margin)
        if job.met(result):
            return True
        measured.append((drive, result.integrated + margin))
        loss = on_curve(drives, curve, drive) - measured[-1][1]
        if result.true_peak > settings.true_peak:
            margin += result.true_peak - settings.true_peak + MARGIN_STEP
        elif drive >= drives[-1] and result.integrated < settings.loudness - TOLERANCE_LU:
            return False  # driven as far as it goes, under the ceiling and still too quiet
    return False


def _next_drive(
    drives: list[float], curve: list[float], measured: list[tuple[float, float]], wanted: float, loss: float
) -> float:
    """The drive whose MP3 should measure ``wanted`` without margin, at most the last of ``drives``.

    Between the nearest measured encodes on either side of it if there are
    such, else from the curve less the ``loss`` to MP3.
    """
    below = [point for point in measured if point[1] < wanted]
    above = [point for point in measured if point[1] >= wanted]
    if below and above:
        low, high = max(below), min(above)
        if high[0] > low[0] and high[1] > low[1]:
            return low[0] + (wanted - low[1]) * (high[0] - low[0]) / (high[1] - low[1])
    if max(curve) < wanted + loss:
        return drives[-1]
    return min(drives[-1], interpolate(drives, curve, wanted + loss))


def _excerpt(assembled: Assembled) -> AudioSegment:
    """About 90 s of the episode's speech, every k-th cue, for the gain curve.

    The limiter acts within tens of milliseconds, so what it takes from the
    loudness of a spread-out sample of sentences is what it takes from the
    whole; the final encode is measured in full anyway.
    """
    step = max(1, round(assembled.duration / _EXCERPT_SECONDS))
    if step == 1:
        return assembled.audio
    rate = assembled.audio.frame_rate
    raw = assembled.audio.raw_data
    gap = bytes(2 * round(rate * 0.3))
    parts = []
    for span in assembled.cues[::step]:
        parts += [raw[2 * round(span.start * rate) : 2 * round(span.end * rate)], gap]
    return AudioSegment(data=b"".join(parts), sample_width=2, frame_rate=rate, channels=1)


def _pcm_input(audio: AudioSegment) -> list[str]:
    return ["-f", "s16le", "-ar", str(audio.frame_rate), "-ac", "1", "-i", "-"]


@dataclass(frozen=True)
class _Limiter:
    """ffmpeg's alimiter: its attack and release in ms, and whether it sees the audio oversampled.

    At the speech's own rate (22,050 Hz for espeak-ng) the limiter only sees
    the samples; the true peak between them is what the MP3 plays. Run at 4x
    the output rate, it holds the true peak itself.
    """

    attack: float
    release: float
    oversampled: bool

    def chain(self, gain: float, limit: float, settings: AudioConfig) -> str:
        """Filters applying ``gain`` dB, then limiting to ``limit`` dBFS."""
        ceiling = 10 ** (limit / 20)
        limiter = f"alimiter=limit={ceiling:.5f}:level=false:attack={self.attack:g}:release={self.release:g}"
        if not self.oversampled:
            return f"volume={gain:.3f}dB,{limiter}"
        rate = settings.sample_rate
        return f"volume={gain:.3f}dB,aresample={OVERSAMPLING * rate},{limiter},aresample={rate}"


_SAMPLE_PEAK = _Limiter(attack=5, release=50, oversampled=False)
_SAMPLE_PEAK_MARGIN = 1.0
"""dB under the ceiling for the sample-peak limiter: what speech's true peaks usually exceed its samples by."""
_TRUE_PEAK_LIMITERS = (
    _Limiter(attack=5, release=50, oversampled=True),
    # For voices whose every glottal pulse is a peak: it limits within a syllable.
    _Limiter(attack=1, release=20, oversampled=True),
)
_DRIVES = (0.0, 4.0, 8.0, 12.0, 16.0, 20.0)
"""dB above the unlimited gain at which the true-peak limiters' curve is measured; the last is the most."""
_TRUE_PEAK_MARGIN = 0.5
"""dB under the ceiling for the true-peak limiters at first: MP3 encoding adds a little to the peaks."""


def _slope(gains: list[float], curve: list[float], gain: float) -> float:
    """LU per dB of gain near ``gain``: the limiter makes it less than 1."""
    index = min(range(1, len(gains)), key=lambda i: abs((gains[i] + gains[i - 1]) / 2 - gain))
    slope = (curve[index] - curve[index - 1]) / (gains[index] - gains[index - 1])
    return min(1.0, max(0.2, slope))


def _encode_once(audio: AudioSegment, path: Path, chain: str, settings: AudioConfig) -> None:
    arguments = [
        "-nostats", "-y", *_pcm_input(audio),
        "-af", chain, "-ar", str(settings.sample_rate), "-ac", "1",
        "-c:a", "libmp3lame", "-b:a", f"{settings.bitrate}k",
        "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:a", "+bitexact",
        "-id3v2_version", "0", "-f", "mp3", str(path),
    ]
    ffmpeg.run(arguments, audio.raw_data)
