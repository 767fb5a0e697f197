"""Decoding a whole file with ffmpeg: its loudness and length, whatever its path, stopping at damage."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from audioguide.common import ffmpeg


@pytest.fixture(scope="module")
def tone(tmp_path_factory: pytest.TempPathFactory, ffmpeg_exe: str) -> Path:
    """Twenty seconds of a 997 Hz tone at -20 dBFS as a 96 kb/s MP3."""
    path = tmp_path_factory.mktemp("tone") / "tone.mp3"
    source = "aevalsrc=0.1*sin(2*PI*997*t):s=44100:d=20"
    subprocess.run([ffmpeg_exe, "-v", "error", "-f", "lavfi", "-i", source, "-c:a", "libmp3lame", "-b:a", "96k",
                    str(path)], check=True)
    return path


def reference(path: Path, ffmpeg_exe: str) -> tuple[float, float, float]:
    """Loudness, true peak and length by ffmpeg reading the file as its input, the plain way."""
    result = subprocess.run(
        [ffmpeg_exe, "-hide_banner", "-nostats", "-i", str(path), "-af", "ebur128=peak=true:framelog=quiet",
         "-f", "null", "-", "-progress", "pipe:1"], capture_output=True, text=True, check=True,
    )
    loudness = ffmpeg.parse_loudness(result.stderr)
    assert loudness is not None
    played = re.findall(r"^out_time_us=(\d+)$", result.stdout, re.MULTILINE)
    return loudness.integrated, loudness.true_peak, int(played[-1]) / 1e6


@pytest.mark.parametrize("name", ["tone.mp3", "we,ird [name]; it's: a\\b=c.mp3", "étapes 'un' \"deux\".mp3"])
def test_decode_reads_what_ffmpeg_reads_at_any_path(tone: Path, ffmpeg_exe: str, tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    path.write_bytes(tone.read_bytes())
    measured = ffmpeg.measure_file(path)
    assert (measured.loudness.integrated, measured.loudness.true_peak, measured.duration) == reference(
        tone, ffmpeg_exe
    )
    assert measured.duration == pytest.approx(20.0, abs=0.03)


def test_decode_stops_at_a_damaged_frame(tone: Path, tmp_path: Path) -> None:
    damaged = bytearray(tone.read_bytes())
    damaged[len(damaged) // 2 : len(damaged) // 2 + 20_000] = bytes(20_000)
    (tmp_path / "damaged.mp3").write_bytes(damaged)
    with pytest.raises(ffmpeg.Failed):
        ffmpeg.measure_file(tmp_path / "damaged.mp3")


def test_decode_of_a_file_that_is_not_audio_fails_with_ffmpegs_reason(tmp_path: Path) -> None:
    (tmp_path / "text.mp3").write_text("hello\n", encoding="utf-8")
    with pytest.raises(ffmpeg.Failed, match="Invalid data found when processing input"):
        ffmpeg.measure_file(tmp_path / "text.mp3")


def test_stream_hands_on_what_run_returns_and_stops_when_its_reader_fails(tone: Path) -> None:
    arguments = ["-nostats", "-i", str(tone), "-ac", "1", "-f", "s16le", "-"]
    pieces: list[bytes] = []
    ffmpeg.stream(arguments, pieces.append)
    assert b"".join(pieces) == ffmpeg.run(arguments)[0]
    assert len(pieces) > 1  # handed on as it comes, not at the end

    def refuse(_: bytes) -> None:
        raise MemoryError("no room")

    with pytest.raises(MemoryError, match="no room"):
        ffmpeg.stream(arguments, refuse)
