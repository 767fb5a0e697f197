"""Faults in the middle of a build: a full disk, a read-only output, a signal, gTTS going away.

Each test builds a tiny guide for real, then breaks the next build of an
edited guide. Whatever happens: one clear message and no traceback, the
previous output byte for byte as it was and still passing `audioguide check`,
the speech already synthesized kept for the next build, and nothing
half-written left behind once a build has run again.
"""

from __future__ import annotations

import os
import resource
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from audioguide.check import check_output
from tests.conftest import ROOT, counts, make_tiny_guide, run_cli, snapshot
from tests.support import audioguide_with_ctrl_c

pytestmark = pytest.mark.slow  # whole builds, stopped and resumed: scripts/test.sh --quick leaves them out

EDIT = "# Second\n\nSecond text here. And a new sentence, to be spoken.\n"
EDIT_AGAIN = "# Second\n\nSecond text here. And another new sentence.\n"


@pytest.fixture()
def guide(tmp_path: Path) -> Path:
    """A tiny guide built once, then edited: its next build speaks one new sentence."""
    folder = make_tiny_guide(tmp_path / "guide")
    assert run_cli("build", cwd=folder).returncode == 0
    (folder / "content" / "b.md").write_text(EDIT, encoding="utf-8")
    return folder


def assert_intact(output: Path, before: dict[str, bytes]) -> None:
    """The previous output is as it was, and still a valid podcast."""
    assert snapshot(output) == before
    assert [str(finding) for finding in check_output(output).findings] == []


def assert_nothing_half_written(guide: Path) -> None:
    assert not list(guide.glob(".output.*"))
    assert not list((guide / ".audioguide-cache").rglob("*.tmp"))


@contextmanager
def tmpfs(folder: Path, size: str) -> Iterator[Path]:
    """A small RAM file system mounted on ``folder`` for the block (needs root)."""
    folder.mkdir(parents=True, exist_ok=True)
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
                             capture_output=True, text=True, check=False)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "--lazy", str(folder)], check=True)


def fill(folder: Path, leave: int) -> None:
    """Take all the free space of ``folder``'s file system but ``leave`` bytes."""
    stats = os.statvfs(folder)
    (folder / "filler").write_bytes(bytes(stats.f_bavail * stats.f_frsize - leave))


# --- a full disk -------------------------------------------------------------------------------


def test_disk_full_while_encoding(guide: Path) -> None:
    output = guide / "output"
    before = snapshot(output)
    episodes = guide / ".audioguide-cache" / "episodes"
    with tmpfs(episodes, "64k"):
        result = run_cli("build", "--jobs", "1", cwd=guide)
        assert (result.returncode, result.stderr) == (1, (
            f"error: {episodes}: cannot write en/01-first.mp3 (No space left on device);"
            " free some disk space and build again (finished speech is kept)\n"))
        assert_intact(output, before)
        assert not list(episodes.iterdir())
    result = run_cli("build", cwd=guide)
    assert result.returncode == 0, result.stderr
    assert counts(result.stderr) == (0, 7, 1)  # the new sentence was kept
    assert_nothing_half_written(guide)


def _limit_file_size(limit: int) -> None:
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))


def test_file_size_limit_while_encoding(guide: Path) -> None:
    """``ulimit -f``: Python's writes fail with EFBIG, ffmpeg is killed by SIGXFSZ; one message either way."""
    output = guide / "output"
    before = snapshot(output)
    result = subprocess.run(
        [sys.executable, "-m", "audioguide", "build", "--jobs", "1"], cwd=guide, capture_output=True,
        text=True, check=False, preexec_fn=lambda: _limit_file_size(100_000),
    )
    assert (result.returncode, result.stderr) == (1, (
        f"error: {guide / '.audioguide-cache' / 'episodes'}: cannot write en/02-second.mp3 (File too large);"
        " free some disk space and build again (finished speech is kept)\n"))
    assert_intact(output, before)
    result = run_cli("build", cwd=guide)
    assert result.returncode == 0, result.stderr
    assert counts(result.stderr) == (0, 7, 1)
    assert_nothing_half_written(guide)


@contextmanager
def output_on_tmpfs(guide: Path, folder: Path) -> Iterator[tuple[Path, dict[str, bytes]]]:
    """The guide built into a small tmpfs on ``folder``, then edited again: the output and its files."""
    with tmpfs(folder, "2m") as disk:
        output = disk / "output"
        assert run_cli("build", "--output", output, cwd=guide).returncode == 0
        (guide / "content" / "b.md").write_text(EDIT_AGAIN, encoding="utf-8")
        yield output, snapshot(output)


def test_disk_full_while_writing_the_output(guide: Path, tmp_path: Path) -> None:
    with output_on_tmpfs(guide, tmp_path / "disk") as (output, before):
        disk = output.parent
        fill(disk, leave=8192)
        result = run_cli("build", "--jobs", "1", "--output", output, cwd=guide)
        assert (result.returncode, result.stderr) == (1, (
            f"error: {output}/en/cover.png: cannot write (No space left on device);"
            " free some disk space and build again (finished speech is kept)\n"))
        assert_intact(output, before)
        assert sorted(p.name for p in disk.iterdir()) == ["filler", "output"]
        (disk / "filler").unlink()
        result = run_cli("build", "--output", output, cwd=guide)
        assert result.returncode == 0, result.stderr
        assert counts(result.stderr) == (0, 0, 0)  # the failed build had encoded the episode


def test_read_only_output(guide: Path, tmp_path: Path) -> None:
    with output_on_tmpfs(guide, tmp_path / "disk") as (output, before):
        disk = output.parent
        subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=True)
        result = run_cli("build", "--output", output, cwd=guide)
        assert (result.returncode, result.stderr) == (1, (
            f"error: {output}: cannot write the output (Read-only file system);"
            " check the folder's permissions or choose another --output\n"))
        assert_intact(output, before)
        subprocess.run(["mount", "-o", "remount,rw", str(disk)], check=True)
        result = run_cli("build", "--output", output, cwd=guide)
        assert result.returncode == 0, result.stderr
        assert counts(result.stderr) == (1, 6, 1)  # refused before any work
    assert_nothing_half_written(guide)


# --- signals -----------------------------------------------------------------------------------


def children(pid: int) -> list[list[str]]:
    """The command lines of the processes whose parent is ``pid``."""
    found = []
    for process in Path("/proc").glob("[0-9]*"):
        try:
            stat = (process / "stat").read_text()
            command = (process / "cmdline").read_bytes().decode(errors="replace").split("\0")
        except OSError:
            continue
        if int(stat[stat.rindex(")") + 2 :].split()[1]) == pid:
            found.append(command)
    return found


def encoding(pid: int) -> bool:
    """Whether the build ``pid`` is piping an assembled episode (raw PCM) into ffmpeg."""
    return any("s16le" in command for command in children(pid))


def cue_count(guide: Path) -> int:
    return len(list((guide / ".audioguide-cache" / "cues").rglob("*.wav")))


MANY = "# Second\n\n" + " ".join(f"Sentence {n} of the new text is here." for n in range(1, 61)) + "\n"


@pytest.mark.parametrize("stage", ["synthesis", "encoding"])
@pytest.mark.parametrize("stop", [signal.SIGKILL, signal.SIGINT], ids=["SIGKILL", "SIGINT"])
def test_a_build_stopped_in_the_middle(guide: Path, stop: signal.Signals, stage: str) -> None:
    output = guide / "output"
    before = snapshot(output)
    (guide / "content" / "b.md").write_text(MANY, encoding="utf-8")  # 60 new sentences
    cues_before = cue_count(guide)
    process = subprocess.Popen(
        audioguide_with_ctrl_c("build", "--jobs", "1"), cwd=guide,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
    )
    deadline = time.monotonic() + 60
    reached = {"synthesis": lambda: cue_count(guide) >= cues_before + 10, "encoding": lambda: encoding(process.pid)}
    while not reached[stage]():
        assert process.poll() is None and time.monotonic() < deadline, f"the build ended before {stage}"
        time.sleep(0.005)
    if stop == signal.SIGINT:
        os.killpg(process.pid, stop)  # as Ctrl-C in a terminal: the build, its workers and ffmpeg
    else:
        process.send_signal(stop)  # the build alone, as the OOM killer would: ffmpeg goes on
    _, stderr = process.communicate(timeout=60)
    if stop == signal.SIGINT:
        assert (process.returncode, stderr) == (
            130, "\ninterrupted; finished speech is kept in the cache for the next build\n")
    else:
        assert process.returncode == -signal.SIGKILL
    finished = cue_count(guide)
    assert finished - cues_before >= (10 if stage == "synthesis" else 60)
    assert_intact(output, before)
    result = run_cli("build", cwd=guide)
    assert result.returncode == 0, result.stderr
    synthesized, _, encoded = counts(result.stderr)
    assert synthesized == cue_count(guide) - finished  # nothing spoken twice
    assert encoded >= 1
    assert_nothing_half_written(guide)


# --- gTTS going away ---------------------------------------------------------------------------


def fake_google(mode: str, *args: str, cwd: Path, after: int = 0) -> subprocess.CompletedProcess[str]:
    """The CLI with gTTS's endpoint answering as ``mode`` says (see tests/fake_google.py)."""
    return subprocess.run(
        [sys.executable, "-m", "tests.fake_google", mode, str(after), "--", *args],
        capture_output=True, text=True, cwd=cwd, check=False, env={**os.environ, "PYTHONPATH": str(ROOT)},
    )


@pytest.fixture()
def gtts_guide(tmp_path: Path) -> Path:
    folder = make_tiny_guide(tmp_path / "guide")
    config = folder / "audioguide.yml"
    config.write_text(config.read_text().replace("  - code: en\n", "  - code: en\n    engine: gtts\n"))
    result = fake_google("ok", "build", cwd=folder)
    assert result.returncode == 0, result.stderr
    (folder / "content" / "b.md").write_text(
        "# Second\n\nSecond text here. One new sentence. And another. And a third.\n", encoding="utf-8")
    return folder


GTTS_FAULTS = [
    pytest.param("offline", "gTTS could not reach its service; build offline with engine: espeak-ng",
                 id="offline"),
    pytest.param("429", "gTTS is rate-limited (429 Too Many Requests) after 5 attempts;"
                        " try again later or lower the request rate", id="429 for ever"),
]


@pytest.mark.parametrize(("mode", "message"), GTTS_FAULTS)
def test_gtts_going_away_in_the_middle(gtts_guide: Path, mode: str, message: str) -> None:
    output = gtts_guide / "output"
    before = snapshot(output)
    result = fake_google(mode, "build", cwd=gtts_guide, after=1)  # one new sentence, then nothing
    assert (result.returncode, result.stderr) == (1, f"error: {message}\n")
    assert_intact(output, before)
    result = fake_google("ok", "build", cwd=gtts_guide)
    assert result.returncode == 0, result.stderr
    assert counts(result.stderr)[:2] == (2, 7)  # of the three new sentences, the first was kept
    assert_nothing_half_written(gtts_guide)


def test_a_full_disk_during_translations_update_advises_that_command(guide: Path) -> None:
    config = guide / "audioguide.yml"
    config.write_text(config.read_text().replace("  - code: en\n", "  - code: en\n  - code: es\n"))
    result = subprocess.run(
        [sys.executable, "-m", "audioguide", "translations", "update"], cwd=guide, capture_output=True,
        text=True, check=False, preexec_fn=lambda: _limit_file_size(100),
    )
    assert result.returncode == 1
    assert result.stderr.endswith(" (File too large); free some disk space and run audioguide translations update"
                                  " again\n"), result.stderr
    assert "build again" not in result.stderr and "Traceback" not in result.stderr
