"""Assembling an episode's audio and encoding it to MP3 at the loudness target.

pydub joins the cue audio and the pauses and keeps the timeline exact to the
sample. Encoding calls ffmpeg (from the ``imageio-ffmpeg`` wheel) directly:
reaching -16 LUFS without clipping takes gain and a limiter, measured on the
*encoded* file and adjusted until it lands, which means several encodes of the
same PCM with different filter chains. pydub's ``export`` writes a temporary
WAV on every call and has no measuring, so it is not used for that part.
"""

from __future__ import annotations

import errno
import logging
import os
import re
import signal
import subprocess
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import imageio_ffmpeg

with warnings.catch_warnings():
    # pydub looks for an ffmpeg on PATH when imported; ours comes from imageio-ffmpeg.
    warnings.filterwarnings("ignore", "Couldn't find ffmpeg", RuntimeWarning)
    from pydub import AudioSegment
    from pydub.silence import detect_leading_silence

from audioguide.config import AudioConfig
from audioguide.engines import Speech
from audioguide.errors import AudioError

log = logging.getLogger(__name__)

_TOLERANCE_LU = 0.5
_MAX_ENCODES = 4
_CURVE_POINTS = 5
_GAIN_STEP = 1.5
_EXCERPT_SECONDS = 90.0
_MP3_LOSS_LU = 0.3
_SILENCE_LUFS = -70.0  # ffmpeg's meter reports silence as -70 LUFS, its gate
_SPEECH_BELOW_PEAK_DB = 40.0  # quieter than this under a cue's peak is the silence around its speech


@dataclass(frozen=True)
class Span:
    start: float
    end: float


@dataclass(frozen=True)
class Assembled:
    """An episode's PCM and where each cue and chapter sits in it, in seconds."""

    audio: AudioSegment
    cues: tuple[Span, ...]
    chapter_starts: tuple[float, ...]

    @property
    def duration(self) -> float:
        return len(self.audio.raw_data) / 2 / self.audio.frame_rate


@dataclass(frozen=True)
class Loudness:
    integrated: float
    """LUFS"""
    true_peak: float
    """dBTP"""


@dataclass(frozen=True)
class Encoded:
    path: Path
    loudness: Loudness
    encodes: int


@cache
def ffmpeg() -> str:
    """The ffmpeg executable shipped by ``imageio-ffmpeg`` (or named by IMAGEIO_FFMPEG_EXE)."""
    path = imageio_ffmpeg.get_ffmpeg_exe()
    AudioSegment.converter = path
    return path


def assemble(
    speeches: Sequence[Speech], pauses_after: Sequence[float], chapter_of: Sequence[int]
) -> Assembled:
    """Cue audio and pauses joined in order; every cue and chapter start recorded."""
    rate = max(s.sample_rate for s in speeches)
    parts: list[bytes] = []
    spans: list[Span] = []
    chapter_starts: list[float] = []
    samples = 0
    for speech, pause, chapter in zip(speeches, pauses_after, chapter_of):
        segment = AudioSegment(data=speech.pcm, sample_width=2, frame_rate=speech.sample_rate, channels=1)
        if segment.frame_rate != rate:
            segment = segment.set_frame_rate(rate)
        silence = AudioSegment.silent(duration=pause * 1000, frame_rate=rate)
        while len(chapter_starts) <= chapter:
            chapter_starts.append(samples / rate)
        lead, trail = speech_bounds(segment)
        spans.append(Span((samples + lead) / rate, (samples + trail) / rate))
        samples += len(segment.raw_data) // 2
        samples += len(silence.raw_data) // 2
        parts += [segment.raw_data, silence.raw_data]
    audio = AudioSegment(data=b"".join(parts), sample_width=2, frame_rate=rate, channels=1)
    return Assembled(audio, tuple(spans), tuple(chapter_starts))


def speech_bounds(segment: AudioSegment) -> tuple[int, int]:
    """Where speech starts and ends in a cue's audio, in samples: engines pad it with silence.

    Captions start when the voice is heard, not when the engine's file begins.
    """
    length = len(segment.raw_data) // 2
    if segment.rms == 0:
        return 0, length
    threshold = segment.max_dBFS - _SPEECH_BELOW_PEAK_DB
    lead_ms = detect_leading_silence(segment, silence_threshold=threshold, chunk_size=1)
    trail_ms = detect_leading_silence(segment.reverse(), silence_threshold=threshold, chunk_size=1)
    lead = min(length, lead_ms * segment.frame_rate // 1000)
    end = max(lead + 1, length - trail_ms * segment.frame_rate // 1000)
    return lead, min(end, length)


def measure(path: Path) -> Loudness:
    """Integrated loudness and true peak of an audio file, by ffmpeg's EBU R128 meter."""
    command = [ffmpeg(), "-hide_banner", "-nostats", "-i", str(path),
               "-af", "ebur128=peak=true:framelog=quiet", "-f", "null", "-"]
    loudness = parse_loudness(_run(command, None))
    if loudness is None:
        raise AudioError(f"ffmpeg printed no loudness summary for {path.name}")
    return loudness


def parse_loudness(stderr: str) -> Loudness | None:
    """Integrated loudness and true peak from the summary of ffmpeg's ebur128 filter."""
    summary = stderr[stderr.rfind("Summary:"):]
    integrated = re.search(r"I:\s+(-?[\d.]+|-inf) LUFS", summary)
    peak = re.search(r"Peak:\s+(-?[\d.]+|-inf) dBFS", summary)
    if not integrated or not peak:
        return None
    return Loudness(float(integrated.group(1)), float(peak.group(1)))


_DISK_ERRORS = {os.strerror(code): code for code in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG)}


def _raise_disk_error(returncode: int, stderr: str) -> None:
    """ffmpeg's write failing on a full disk (or killed by the file size limit), as the OSError it was."""
    if returncode == -signal.SIGXFSZ:
        raise OSError(errno.EFBIG, os.strerror(errno.EFBIG))
    for text, code in _DISK_ERRORS.items():
        if returncode and text in stderr:
            raise OSError(code, text)


def _run(command: list[str], data: bytes | None) -> str:
    try:
        result = subprocess.run(command, input=data, capture_output=True, check=False)
    except OSError as error:
        raise AudioError(f"cannot run ffmpeg ({command[0]}): {error.strerror}") from None
    stderr = result.stderr.decode("utf-8", "replace")
    _raise_disk_error(result.returncode, stderr)
    if result.returncode != 0:
        last = stderr.strip().splitlines()[-1:] or ["no message"]
        raise AudioError(f"ffmpeg failed (exit {result.returncode}): {last[0]}")
    return stderr


def encode(assembled: Assembled, path: Path, settings: AudioConfig) -> Encoded:
    """Encode to MP3 at ``settings.loudness`` ± 0.5 LU with true peak under the ceiling.

    The limiter that keeps peaks down also lowers loudness, by an amount that
    depends on the gain. So the gain is found on the PCM first, from a curve of
    loudness after gain and limiter measured at several gains in one ffmpeg
    pass; then the MP3 is encoded, measured, and corrected if it missed.
    """
    audio = assembled.audio
    target = settings.loudness
    source = _integrated(audio)
    if source <= _SILENCE_LUFS:
        raise AudioError(f"{path.name}: the episode is silent; nothing to encode")
    gains = [target - source + _GAIN_STEP * step for step in range(_CURVE_POINTS)]
    curve = _limited_loudness(_excerpt(assembled), gains, settings)
    # MP3 encoding measures a little quieter than the PCM it came from.
    gain = _interpolate(gains, curve, target + _MP3_LOSS_LU)
    for attempt in range(1, _MAX_ENCODES + 1):
        _encode_once(audio, path, gain, settings)
        result = measure(path)
        log.debug("%s: gain %+.2f dB -> %.2f LUFS, %.2f dBTP", path.name, gain, result.integrated, result.true_peak)
        if abs(result.integrated - target) <= _TOLERANCE_LU and result.true_peak <= settings.true_peak:
            return Encoded(path, result, attempt)
        gain += (target - result.integrated) / _slope(gains, curve, gain)
    if abs(result.integrated - target) <= 1.0 and result.true_peak <= settings.true_peak:
        log.warning("%s: loudness %.1f LUFS (target %.1f)", path.name, result.integrated, target)
        return Encoded(path, result, _MAX_ENCODES)
    raise AudioError(
        f"{path.name}: could not reach {target} LUFS (got {result.integrated:.1f} LUFS,"
        f" {result.true_peak:.1f} dBTP); check audio.loudness and audio.true_peak"
    )


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


def _limiter(settings: AudioConfig) -> str:
    # The limiter works on sample peaks; a 1 dB margin keeps true peaks under the ceiling.
    ceiling = 10 ** ((settings.true_peak - 1.0) / 20)
    return f"alimiter=limit={ceiling:.5f}:level=false:attack=5:release=50"


def _integrated(audio: AudioSegment) -> float:
    command = [ffmpeg(), "-hide_banner", "-nostats", *_pcm_input(audio),
               "-af", "ebur128=framelog=quiet", "-f", "null", "-"]
    found = re.search(r"I:\s+(-?[\d.]+|-inf) LUFS", _run(command, audio.raw_data).split("Summary:")[-1])
    if not found:
        raise AudioError("ffmpeg printed no loudness summary")
    return float(found.group(1))


def _limited_loudness(audio: AudioSegment, gains: list[float], settings: AudioConfig) -> list[float]:
    """Integrated loudness after each gain and the limiter, all measured in one pass."""
    branches = "".join(f"[s{i}]" for i in range(len(gains)))
    graph = f"[0:a]asplit={len(gains)}{branches};" + ";".join(
        f"[s{i}]volume={gain:.3f}dB,{_limiter(settings)},ebur128=framelog=quiet[o{i}]"
        for i, gain in enumerate(gains)
    )
    command = [ffmpeg(), "-hide_banner", "-nostats", *_pcm_input(audio), "-filter_complex", graph]
    for index in range(len(gains)):
        command += ["-map", f"[o{index}]", "-f", "null", "-"]
    found = re.findall(
        r"\[Parsed_ebur128_(\d+) @ [^\]]+\] Summary:\s+Integrated loudness:\s+I:\s+(-?[\d.]+) LUFS",
        _run(command, audio.raw_data),
    )
    if len(found) != len(gains):
        raise AudioError("ffmpeg printed no loudness summary for the gain curve")
    # Filters are numbered in graph order: branch i's meter comes before branch i+1's.
    return [float(value) for _, value in sorted(found, key=lambda item: int(item[0]))]


def _interpolate(gains: list[float], curve: list[float], target: float) -> float:
    """The gain whose loudness is ``target``, on the piecewise-linear curve (extended at its ends)."""
    for index in range(1, len(gains)):
        if curve[index] >= target or index == len(gains) - 1:
            low, high = index - 1, index
            break
    span = curve[high] - curve[low]
    if span <= 0:
        return gains[low]
    return gains[low] + (target - curve[low]) * (gains[high] - gains[low]) / span


def _slope(gains: list[float], curve: list[float], gain: float) -> float:
    """LU per dB of gain near ``gain``: the limiter makes it less than 1."""
    index = min(range(1, len(gains)), key=lambda i: abs((gains[i] + gains[i - 1]) / 2 - gain))
    slope = (curve[index] - curve[index - 1]) / (gains[index] - gains[index - 1])
    return min(1.0, max(0.2, slope))


def _encode_once(audio: AudioSegment, path: Path, gain: float, settings: AudioConfig) -> None:
    command = [
        ffmpeg(), "-hide_banner", "-nostats", "-y", *_pcm_input(audio),
        "-af", f"volume={gain:.3f}dB,{_limiter(settings)}", "-ar", str(settings.sample_rate), "-ac", "1",
        "-c:a", "libmp3lame", "-b:a", f"{settings.bitrate}k",
        "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:a", "+bitexact",
        "-id3v2_version", "0", "-f", "mp3", str(path),
    ]
    _run(command, audio.raw_data)
