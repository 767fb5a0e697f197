"""Mastering: speech brought to the loudness target under the true-peak ceiling, for every encoded format.

What every format shares: the curve of loudness after gain and limiter,
measured on an excerpt in one ffmpeg pass (:func:`limited_loudness`), and
read both ways (:func:`interpolate`, :func:`on_curve`). The MP3 episodes are
mastered by :mod:`audioguide.audio.loudness`, from each episode's assembled
speech; the M4B audiobook and the Opus alternates by :func:`master` here,
from the speech normalized by :func:`normalized_speech` (never from the
MP3s: decoding an MP3 and encoding that again adds the MP3's coding noise).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from audioguide.audio import assemble as audio
from audioguide.audio import meter
from audioguide.common import ffmpeg
from audioguide.common.errors import AudioError
from audioguide.common.ffmpeg import SILENCE_LUFS, Measured
from audioguide.config import AudioConfig
from audioguide.speech.cues import CueCache, wav_bytes
from audioguide.speech.engines import Speech
from audioguide.speech.plan import PlannedEpisode
from audioguide.speech.synthesis import load_speeches

log = logging.getLogger(__name__)

HEADROOM = 10.0
"""dB under the loudness target the normalized speech is kept at, so that 16-bit samples never clip."""
OVERSAMPLING = 4
"""How many times the output rate a true-peak limiter runs at, to see the peaks between the samples."""
MARGIN_STEP = 0.2
"""dB more than a measured overshoot that a limiter's margin grows by."""
TOLERANCE_LU = 0.5
MAX_ENCODES = 4
_OFFSETS = (-1.5, 0.0, 1.5, 3.0, 4.5, 6.0)
"""dB of gain above plain normalization at which the limited loudness is measured."""
_EXCERPT_SECONDS = 90.0
_EXCERPT_CHUNK = 3.0


@dataclass(frozen=True)
class Codec:
    """An encoder's arguments, and how it moves what the meter reads."""

    arguments: tuple[str, ...]
    margin: float
    """dB under the true-peak ceiling the limiter holds at first: what the codec adds to the peaks."""
    loss: float
    """LU the encoded file measures quieter than what went in."""


# -- the curve of limited loudness, shared by every format ---------------------------------------


def limited_loudness(source: Path, chains: Sequence[str]) -> list[float]:
    """Integrated loudness of the WAV file ``source`` after each chain of gain and limiter, in one pass.

    The file is read inside the graph (``amovie``) and every branch but the first
    ends in it: as an input and outputs of ffmpeg's own, every frame would pass
    between its threads, which costs two thirds again as much CPU.
    """
    ends = ["asetnsamples=n=65536:p=0[out0]"] + ["anullsink"] * (len(chains) - 1)
    graph = f"amovie={ffmpeg.graph_value(str(source))},asplit={len(chains)}"
    graph += "".join(f"[s{i}]" for i in range(len(chains))) + ";"
    graph += ";".join(f"[s{i}]{chain},ebur128=framelog=quiet,{ends[i]}" for i, chain in enumerate(chains))
    found = re.findall(
        r"\[Parsed_ebur128_(\d+) @ [^\]]+\] Summary:\s+Integrated loudness:\s+I:\s+(-?[\d.]+|-inf) LUFS",
        ffmpeg.run(["-nostats", "-f", "lavfi", "-i", graph, "-f", "null", "-"])[1],
    )
    if len(found) != len(chains):
        raise AudioError("ffmpeg printed no loudness summary for the gain curve")
    # Filters are numbered in graph order: branch i's meter comes before branch i+1's.
    return [float(value) for _, value in sorted(found, key=lambda item: int(item[0]))]


def interpolate(gains: Sequence[float], curve: Sequence[float], wanted: float) -> float:
    """The gain whose loudness is ``wanted`` on the piecewise-linear curve (extended at its ends)."""
    high = next((i for i in range(1, len(gains)) if curve[i] >= wanted), len(gains) - 1)
    low = high - 1
    span = curve[high] - curve[low]
    if span <= 0:
        return gains[low]
    return gains[low] + (wanted - curve[low]) * (gains[high] - gains[low]) / span


def on_curve(gains: Sequence[float], curve: Sequence[float], gain: float) -> float:
    """The curve's loudness at ``gain``, piecewise-linear (extended at its ends, as :func:`interpolate` reads it)."""
    high = next((i for i in range(1, len(gains)) if gains[i] >= gain), len(gains) - 1)
    low = high - 1
    return curve[low] + (gain - gains[low]) * (curve[high] - curve[low]) / (gains[high] - gains[low])


# -- the audiobook and the alternates: normalized speech, mastered in one encode -----------------


def normalized_speech(
    planned: PlannedEpisode, duration: float, cues: CueCache, settings: AudioConfig, name: str,
    rate: int | None = None,
) -> tuple[bytes, int]:
    """The episode's speech assembled as for its MP3 (which lasts ``duration`` s), at plain gain to ``HEADROOM``
    dB under the loudness target, as 16-bit mono PCM at ``rate`` (default: its own); and that rate."""
    assembled = audio.assemble(
        load_speeches(planned.keys, cues), [cue.pause_after for cue in planned.cues],
        [cue.chapter for cue in planned.cues],
    )
    if abs(assembled.duration - duration) > 1e-6:
        raise AudioError(
            f"{name}: its speech lasts {assembled.duration:.3f} s but its MP3 {duration:.3f} s;"
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
    excerpt_file = target.with_name(f"{target.name}.excerpt.wav")
    try:
        excerpt_file.write_bytes(wav_bytes(Speech(sample, rate)))
        return _master(encode, target, excerpt_file, out_rate, settings, codec, name)
    finally:
        excerpt_file.unlink(missing_ok=True)


def _master(encode: Callable[[str], None], target: Path, sample: Path, out_rate: int, settings: AudioConfig,
            codec: Codec, name: str) -> Measured:
    ceiling = settings.true_peak
    oversampled = OVERSAMPLING * out_rate
    margin = codec.margin
    gains = [HEADROOM + offset for offset in _OFFSETS]

    def measure_curve() -> list[float]:
        return limited_loudness(sample, [_chain(g, ceiling - margin, oversampled, out_rate) for g in gains])

    curve = measure_curve()
    loss = codec.loss
    gain = interpolate(gains, curve, settings.loudness + loss)
    last: Measured | None = None
    for _ in range(MAX_ENCODES):
        encode(_chain(gain, ceiling - margin, oversampled, out_rate))
        last = meter.measure(target, out_rate)
        integrated, peak = last.loudness.integrated, last.loudness.true_peak
        log.debug("%s: gain %+.2f dB, ceiling %.2f dBTP -> %.2f LUFS, %.2f dBTP",
                  name, gain - HEADROOM, ceiling - margin, integrated, peak)
        if abs(integrated - settings.loudness) <= TOLERANCE_LU and peak <= ceiling:
            return last
        # What the codec (and the whole against the sample) took: the next gain allows for it.
        loss = on_curve(gains, curve, gain) - integrated
        if peak > ceiling and margin > codec.margin:
            # A lower ceiling already failed to hold the codec's peaks: harder limiting only adds to what the
            # codec overshoots. Less gain under the same ceiling instead, the loudness as close as it allows.
            gain -= peak - ceiling + MARGIN_STEP
            continue
        if peak > ceiling:
            margin += peak - ceiling + MARGIN_STEP
            curve = measure_curve()
        gain = interpolate(gains, curve, settings.loudness + loss)
    assert last is not None
    if abs(last.loudness.integrated - settings.loudness) <= 1.0 and last.loudness.true_peak <= ceiling:
        log.warning("%s: loudness %.1f LUFS (target %.1f)", name, last.loudness.integrated, settings.loudness)
        return last
    raise AudioError(
        f"{name}: {MAX_ENCODES} encodes did not settle on {settings.loudness:g} LUFS under the"
        f" {ceiling:g} dBTP ceiling (the last: {last.loudness.integrated:.1f} LUFS,"
        f" {last.loudness.true_peak:.1f} dBTP) (audio.loudness, audio.true_peak)"
    )
