"""Running ffmpeg: the one place audioguide calls it, and reads what its meters print.

ffmpeg comes from the ``imageio-ffmpeg`` wheel (or IMAGEIO_FFMPEG_EXE), so no
system package is needed. A write that fails for a full disk or a file size
limit comes back as the :class:`OSError` it was, so callers can say which
file could not be written; any other failure is an :class:`AudioError` with
ffmpeg's last line.
"""

from __future__ import annotations

import errno
import os
import re
import signal
import subprocess
import tempfile
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import imageio_ffmpeg

from audioguide.common.errors import AudioError

SILENCE_LUFS = -70.0
"""ffmpeg's meter reports silence as -70 LUFS, its gate."""


class Failed(AudioError):
    """ffmpeg ended with an error; ``last`` is the last line it printed."""

    def __init__(self, returncode: int, last: str) -> None:
        self.last = last
        super().__init__(f"ffmpeg failed (exit {returncode}): {last}")


@dataclass(frozen=True)
class Loudness:
    integrated: float
    """LUFS"""
    true_peak: float
    """dBTP"""


@dataclass(frozen=True)
class Measured:
    """An audio file decoded in full: how loud, and how long it plays."""

    loudness: Loudness
    duration: float
    """Seconds, as decoded (not what the header says)."""


@cache
def executable() -> str:
    """The ffmpeg executable shipped by ``imageio-ffmpeg`` (pydub is told to use it too)."""
    path: str = imageio_ffmpeg.get_ffmpeg_exe()
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", "Couldn't find ffmpeg", RuntimeWarning)
        from pydub import AudioSegment
    AudioSegment.converter = path
    return path


def run(arguments: list[str], data: bytes | None = None) -> tuple[bytes, str]:
    """ffmpeg with ``arguments`` (``data`` on its standard input): its output and its messages."""
    command = [executable(), "-hide_banner", *arguments]
    try:
        result = subprocess.run(command, input=data, capture_output=True, check=False)
    except OSError as error:
        raise AudioError(f"cannot run ffmpeg ({command[0]}): {error.strerror}") from None
    stderr = result.stderr.decode("utf-8", "replace")
    _check(result.returncode, stderr)
    return result.stdout, stderr


_CHUNK = 1 << 20


def stream(arguments: list[str], consume: Callable[[bytes], None]) -> str:
    """ffmpeg with ``arguments`` writing to its standard output, handed to ``consume`` as it comes: its messages.

    A long file's audio is never held whole. The messages go to an unnamed
    file, so ffmpeg never waits on a full pipe while its output is read.
    """
    command = [executable(), "-hide_banner", *arguments]
    with tempfile.TemporaryFile() as messages:
        try:
            process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=messages)
        except OSError as error:
            raise AudioError(f"cannot run ffmpeg ({command[0]}): {error.strerror}") from None
        with process:
            assert process.stdout is not None
            try:
                while chunk := process.stdout.read(_CHUNK):
                    consume(chunk)
            except BaseException:
                process.kill()
                raise
            returncode = process.wait()
        messages.seek(0)
        stderr = messages.read().decode("utf-8", "replace")
    _check(returncode, stderr)
    return stderr


def _check(returncode: int, stderr: str) -> None:
    """An ffmpeg that failed, as the error it was."""
    _raise_disk_error(returncode, stderr)
    if returncode != 0:
        raise Failed(returncode, (stderr.strip().splitlines()[-1:] or ["no message"])[0])


_DISK_ERRORS = {os.strerror(code): code for code in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG)}


def _raise_disk_error(returncode: int, stderr: str) -> None:
    """ffmpeg's write failing on a full disk (or killed by the file size limit), as the OSError it was."""
    if returncode == -signal.SIGXFSZ:
        raise OSError(errno.EFBIG, os.strerror(errno.EFBIG))
    for text, code in _DISK_ERRORS.items():
        if returncode and text in stderr:
            raise OSError(code, text)


def measure(path: Path) -> Loudness:
    """Integrated loudness and true peak of an audio file, by ffmpeg's EBU R128 meter."""
    return measure_file(path).loudness


def measure_file(path: Path) -> Measured:
    """Decode the whole file once, stopping at the first error: its loudness and its length.

    The file is read by the ``amovie`` source inside the filter graph, and the graph
    hands on large frames: as an input of its own, every MP3 frame would pass between
    ffmpeg's demuxer, decoder and filter threads, which costs half again as much CPU.
    """
    graph = f"amovie={graph_value(str(path))},ebur128=peak=true:framelog=quiet,asetnsamples=n=65536:p=0"
    arguments = ["-nostats", "-xerror", "-f", "lavfi", "-i", graph, "-f", "null", "-", "-progress", "pipe:1"]
    stdout, stderr = run(arguments)
    loudness = parse_loudness(stderr)
    played = re.findall(r"^out_time_us=(\d+)$", stdout.decode("ascii", "replace"), re.MULTILINE)
    if loudness is None or not played:
        raise AudioError(f"ffmpeg printed no loudness summary for {path.name}")
    return Measured(loudness, int(played[-1]) / 1e6)


def graph_value(text: str) -> str:
    """``text`` as a filter's option value inside a filter graph: escaped for the option, then for the graph."""
    for special in ("\\':", "\\'[],;"):
        text = "".join("\\" + character if character in special else character for character in text)
    return text


def parse_loudness(stderr: str) -> Loudness | None:
    """Integrated loudness and true peak from the summary of ffmpeg's ebur128 filter."""
    summary = stderr[stderr.rfind("Summary:"):]
    integrated = re.search(r"I:\s+(-?[\d.]+|-inf) LUFS", summary)
    peak = re.search(r"Peak:\s+(-?[\d.]+|-inf) dBFS", summary)
    if not integrated or not peak:
        return None
    return Loudness(float(integrated.group(1)), float(peak.group(1)))
