"""Plugins: a package adds a reader, a speech engine and an output, one module each, found by entry point."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from audioguide.check import check_output
from audioguide.engines import engine_names
from tests.conftest import TINY_GUIDE

PLUGINS = Path(__file__).parent / "plugins"


def test_a_guide_built_with_a_plugin_reader_and_engine(tmp_path: Path) -> None:
    (tmp_path / "content").mkdir()
    (tmp_path / "content" / "a.toy").write_text("= Toy Title\nFirst words here.\n== Second\nMore words.\n")
    (tmp_path / "content" / "b.md").write_text("# Second\n\nSecond text here.\n")
    config = (TINY_GUIDE.replace("content/a.md", "content/a.toy")
              .replace("  - code: en\n", "  - code: en\n    engine: toy\n"))
    config += "outputs: [playlist]\n"
    (tmp_path / "audioguide.yml").write_text(config)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(PLUGINS), os.environ.get("PYTHONPATH", "")])}
    result = subprocess.run([sys.executable, "-m", "audioguide", "build", "-v"], cwd=tmp_path, env=env,
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    transcript = (tmp_path / "output" / "en" / "01-toy-title.txt").read_text()
    assert "First words here." in transcript and "Chapter 2: Second." in transcript
    playlist = (tmp_path / "output" / "en" / "episodes.m3u").read_text().splitlines()
    assert playlist[0] == "#EXTM3U" and playlist[2::2] == ["01-toy-title.mp3", "02-second.mp3"]
    assert [str(f) for f in check_output(tmp_path / "output").findings] == []
    voices = subprocess.run([sys.executable, "-m", "audioguide", "voices", "--lang", "en"], env=env,
                            capture_output=True, text=True, check=False).stdout
    assert "toy (offline): ready\n  beep" in voices


def test_without_the_package_the_engine_is_unknown(tmp_path: Path) -> None:
    (tmp_path / "content").mkdir()
    for name in ("a.md", "b.md"):
        (tmp_path / "content" / name).write_text("# T\n\nText.\n")
    (tmp_path / "audioguide.yml").write_text(TINY_GUIDE.replace("  - code: en\n", "  - code: en\n    engine: toy\n"))
    result = subprocess.run([sys.executable, "-m", "audioguide", "build"], cwd=tmp_path,
                            capture_output=True, text=True, check=False)
    assert result.returncode == 1
    known = ", ".join(engine_names())
    assert "toy" not in known
    assert result.stderr == (
        f"error: audioguide.yml: languages[0].engine: unknown speech engine 'toy' (known: {known})\n")
