"""Assembling an episode's audio: cues and pauses joined, every cue and chapter placed.

pydub joins the cue audio and the pauses and keeps the timeline exact to the
sample; the silence engines pad a cue with is trimmed to a short, even margin, so
the configured pause is the pause heard; each cue's span is where its speech is
heard. Encoding at the loudness target is :mod:`audioguide.audio.loudness`.
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from dataclasses import dataclass

with warnings.catch_warnings():
    # pydub looks for an ffmpeg on PATH when imported; ours comes from imageio-ffmpeg.
    warnings.filterwarnings("ignore", "Couldn't find ffmpeg", RuntimeWarning)
    from pydub import AudioSegment
    from pydub.silence import detect_leading_silence

from audioguide.speech.engines import Speech

_SPEECH_BELOW_PEAK_DB = 40.0  # quieter than this under a cue's peak is the silence around its speech
BEFORE_SPEECH = 0.03
"""Silence kept before a cue's speech (s): its first sound's onset."""
AFTER_SPEECH = 0.08
"""Silence kept after a cue's speech (s): its last sound's release."""


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


def assemble(
    speeches: Sequence[Speech], pauses_after: Sequence[float], chapter_of: Sequence[int]
) -> Assembled:
    """Cue audio and pauses joined in order; every cue and chapter start recorded."""
    rate = max(s.sample_rate for s in speeches)
    parts: list[bytes] = []
    spans: list[Span] = []
    chapter_starts: list[float] = []
    samples = 0
    # The three are one timeline: a length that differs is a bug, never to be cut short silently.
    for speech, pause, chapter in zip(speeches, pauses_after, chapter_of, strict=True):
        segment = AudioSegment(data=speech.pcm, sample_width=2, frame_rate=speech.sample_rate, channels=1)
        if segment.frame_rate != rate:
            segment = segment.set_frame_rate(rate)
        # pydub-stubs says int; pydub takes any number of milliseconds (it computes the frame count).
        silence = AudioSegment.silent(duration=pause * 1000, frame_rate=rate)  # type: ignore[arg-type]
        while len(chapter_starts) <= chapter:
            chapter_starts.append(samples / rate)
        lead, trail = speech_bounds(segment)
        segment, lead, trail = _trimmed(segment, lead, trail)
        spans.append(Span((samples + lead) / rate, (samples + trail) / rate))
        samples += len(segment.raw_data) // 2
        samples += len(silence.raw_data) // 2
        parts += [segment.raw_data, silence.raw_data]
    audio = AudioSegment(data=b"".join(parts), sample_width=2, frame_rate=rate, channels=1)
    return Assembled(audio, tuple(spans), tuple(chapter_starts))


def _trimmed(segment: AudioSegment, lead: int, trail: int) -> tuple[AudioSegment, int, int]:
    """The cue with at most :data:`BEFORE_SPEECH` s of silence before its speech and :data:`AFTER_SPEECH` s after
    it (engines pad a sentence with up to 0.7 s: a pause would be heard longer than configured, and unevenly),
    and where its speech now starts and ends."""
    rate = segment.frame_rate
    start = max(0, lead - round(BEFORE_SPEECH * rate))
    end = min(len(segment.raw_data) // 2, trail + round(AFTER_SPEECH * rate))
    if (start, end) == (0, len(segment.raw_data) // 2):
        return segment, lead, trail
    cut = AudioSegment(data=segment.raw_data[start * 2:end * 2], sample_width=2, frame_rate=rate, channels=1)
    return cut, lead - start, trail - start


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
