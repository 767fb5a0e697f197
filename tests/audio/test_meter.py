"""The in-memory loudness meter against BS.1770's reference tone and ffmpeg's EBU R128 meter."""

from __future__ import annotations

import re

import numpy as np
import pytest

from audioguide.audio.meter import integrated
from audioguide.common import ffmpeg
from audioguide.common.ffmpeg import SILENCE_LUFS
from audioguide.speech.engines import get_engine

RATES = (16000, 22050, 24000, 44100, 48000)


def ffmpeg_integrated(pcm: bytes, rate: int) -> float:
    """What ffmpeg's ebur128 filter measures (it prints one decimal)."""
    arguments = ["-nostats", "-f", "s16le", "-ar", str(rate), "-ac", "1", "-i", "-",
                 "-af", "ebur128=framelog=quiet", "-f", "null", "-"]
    found = re.search(r"I:\s+(-?[\d.]+) LUFS", ffmpeg.run(arguments, pcm)[1].split("Summary:")[-1])
    assert found is not None
    return float(found[1])


def pcm16(signal: np.ndarray) -> bytes:
    return (np.clip(signal, -1, 1) * 32767).astype("<i2").tobytes()


def seconds(rate: int, length: float = 10.0) -> np.ndarray:
    return np.arange(round(rate * length)) / rate


@pytest.mark.parametrize("rate", RATES)
def test_a_997_hz_tone_at_minus_20_dbfs_reads_minus_23_lufs(rate: int) -> None:
    # BS.1770-4: a 0 dBFS 997 Hz sine in one channel reads -3.01 LKFS.
    assert integrated(pcm16(0.1 * np.sin(2 * np.pi * 997 * seconds(rate))), rate) == pytest.approx(-23.01, abs=0.05)


@pytest.mark.parametrize("rate", RATES)
def test_weighting_and_gates_agree_with_ffmpeg(rate: int) -> None:
    t = seconds(rate)
    signals = {
        "50 Hz, under the shelf": 0.3 * np.sin(2 * np.pi * 50 * t),
        "6 kHz, on the shelf": 0.1 * np.sin(2 * np.pi * 6000 * t),
        "noise": np.random.default_rng(1).normal(0, 0.05, len(t)),
        "a second loud, two quiet": np.where(t % 3 < 1, 0.2, 0.001) * np.sin(2 * np.pi * 440 * t),
    }
    for name, signal in signals.items():
        pcm = pcm16(signal)
        assert integrated(pcm, rate) == pytest.approx(ffmpeg_integrated(pcm, rate), abs=0.1), name


def test_speech_agrees_with_ffmpeg_at_every_level() -> None:
    engine = get_engine("espeak-ng")
    speech = engine.synthesize("Leaving is hard, and that is not your fault. Help exists.", "en", "en-us", 1.0)
    samples = np.frombuffer(speech.pcm, dtype="<i2").astype(np.float64) / 32768
    for gain in (0.03, 0.3, 1.0):
        pcm = pcm16(samples * gain)
        assert integrated(pcm, speech.sample_rate) == pytest.approx(
            ffmpeg_integrated(pcm, speech.sample_rate), abs=0.1
        )


def test_silence_and_audio_shorter_than_a_block_read_as_silence() -> None:
    assert integrated(bytes(2 * 22050 * 2), 22050) == SILENCE_LUFS
    assert integrated(pcm16(0.5 * np.sin(np.arange(8000) / 3)), 22050) == SILENCE_LUFS  # 0.36 s
    assert integrated(b"", 22050) == SILENCE_LUFS
