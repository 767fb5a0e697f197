"""``audioguide cache clear``: the cache emptied under the guide's build lock, a running build waited for."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from audioguide.build import LOCK
from audioguide.common.files import CACHE_DIR, exclusive
from tests.support import make_tiny_guide


def cached(guide: Path) -> Path:
    root = guide / CACHE_DIR
    (root / "cues" / "ab").mkdir(parents=True)
    (root / "cues" / "ab" / "cue.wav").write_bytes(b"RIFF")
    (root / "episodes").mkdir()
    (root / "episodes" / "e.mp3").write_bytes(b"ID3")
    return root


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
        time.sleep(3.0)  # time enough to start and clear, had it not waited
        assert child.poll() is None  # waiting, not clearing
        assert (root / "cues" / "ab" / "cue.wav").exists() and (root / "episodes" / "e.mp3").exists()
    _, err = child.communicate(timeout=60)
    assert child.returncode == 0, err
    assert f"waiting for the other build of this guide (process {os.getpid()}) to finish" in err
    assert [entry.name for entry in root.iterdir()] == [LOCK]
