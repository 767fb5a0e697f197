"""The loudness meter against BS.1770's reference tone and ffmpeg's EBU R128 meter, in memory and on files."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import numpy as np
import pytest

from audioguide.audio import meter
from audioguide.audio.meter import Meter, integrated
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


def test_pieces_of_any_size_read_as_the_whole() -> None:
    rate = 22050
    pcm = pcm16(np.random.default_rng(2).normal(0, 0.05, rate * 7) * np.sin(np.arange(rate * 7) / 5000))
    whole = integrated(pcm, rate)
    pieces = Meter(rate)
    for start in range(0, len(pcm), 2 * 3001 + 1):  # odd sizes: a sample split between two pieces
        pieces.add(pcm[start : start + 2 * 3001 + 1])
    assert pieces.integrated() == whole
    assert pieces.samples == rate * 7


def encoded(path: Path, ffmpeg_exe: str, source: str) -> Path:
    subprocess.run([ffmpeg_exe, "-v", "error", "-f", "lavfi", "-i", source, "-ac", "1", "-c:a", "libmp3lame",
                    "-b:a", "96k", str(path)], check=True)
    return path


SOURCES = {
    "speech-like noise": "anoisesrc=d=30:c=pink:a=0.3:r=44100:seed=3,volume='0.2+0.8*gt(sin(2*PI*t/3),0)':eval=frame",
    "a tone at -20 dBFS": "aevalsrc=0.1*sin(2*PI*997*t):s=44100:d=20",
    "near full scale, intersample peaks": "aevalsrc=0.95*sin(2*PI*11025*t+0.7):s=44100:d=10",
    "silence": "anullsrc=r=44100:cl=mono:d=5",
}


@pytest.mark.parametrize("name", SOURCES)
def test_a_files_loudness_peak_and_length_are_ffmpegs(name: str, tmp_path: Path, ffmpeg_exe: str) -> None:
    path = encoded(tmp_path / "we,ird [name]; it's.mp3", ffmpeg_exe, SOURCES[name])
    measured, reference = meter.measure(path, 44100), ffmpeg.measure_file(path)  # ebur128's figures, rounded to 0.1
    assert measured.loudness.integrated == pytest.approx(reference.loudness.integrated, abs=0.1 + 1e-9)  # a step
    assert measured.loudness.true_peak == reference.loudness.true_peak
    assert measured.duration == pytest.approx(reference.duration, abs=1e-6)


def test_a_damaged_file_fails_at_its_damage(tmp_path: Path, ffmpeg_exe: str) -> None:
    path = encoded(tmp_path / "damaged.mp3", ffmpeg_exe, SOURCES["a tone at -20 dBFS"])
    damaged = bytearray(path.read_bytes())
    damaged[len(damaged) // 2 : len(damaged) // 2 + 20_000] = bytes(20_000)
    path.write_bytes(damaged)
    with pytest.raises(ffmpeg.Failed):
        meter.measure(path, 44100)
