"""``audioguide cache clear``: the cache emptied under the guide's build lock, a running build waited for."""

from __future__ import annotations

import os
import selectors
import subprocess
import sys
from pathlib import Path

from audioguide.builder import LOCK
from audioguide.common.files import CACHE_DIR, exclusive
from tests.support import make_tiny_guide


def cached(guide: Path) -> Path:
    root = guide / CACHE_DIR
    (root / "cues" / "ab").mkdir(parents=True)
    (root / "cues" / "ab" / "cue.wav").write_bytes(b"RIFF")
    (root / "episodes").mkdir()
    (root / "episodes" / "e.mp3").write_bytes(b"ID3")
    return root


def first_line(child: subprocess.Popen[str], timeout: float) -> str:
    """The first line ``child`` writes to stderr, waited for at most ``timeout`` seconds."""
    assert child.stderr is not None
    with selectors.DefaultSelector() as selector:
        selector.register(child.stderr, selectors.EVENT_READ)
        assert selector.select(timeout), f"nothing on stderr in {timeout} s"
    return child.stderr.readline()


def test_clear_empties_the_cache_and_keeps_the_lock(tmp_path: Path) -> None:
    guide = make_tiny_guide(tmp_path / "g")
    root = cached(guide)
    (root / LOCK).write_text("")
    done = subprocess.run([sys.executable, "-m", "audioguide", "cache", "clear"], cwd=guide, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert [entry.name for entry in root.iterdir()] == [LOCK]


def test_clear_waits_for_the_build_that_holds_the_lock(tmp_path: Path) -> None:
    guide = make_tiny_guide(tmp_path / "g")
    root = cached(guide)
    with exclusive(root / LOCK, "a test"):
        child = subprocess.Popen([sys.executable, "-m", "audioguide", "cache", "clear"], cwd=guide,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        waiting = first_line(child, timeout=60)  # however long the child takes to start, on a loaded machine
        assert f"waiting for the other build of this guide (process {os.getpid()}) to finish" in waiting
        assert child.poll() is None  # waiting, not clearing
        assert (root / "cues" / "ab" / "cue.wav").exists() and (root / "episodes" / "e.mp3").exists()
    _, err = child.communicate(timeout=60)
    assert child.returncode == 0, waiting + err
    assert [entry.name for entry in root.iterdir()] == [LOCK]
