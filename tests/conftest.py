"""Fixtures shared by the tests, named by what they build: the sample guide (copied, built) and the real tools.

The helpers they are built on are in ``tests/support.py``.
"""

from __future__ import annotations

from pathlib import Path

import imageio_ffmpeg
import pytest

from tests.support import (  # noqa: F401 - imported from here by tests written before tests/support.py
    ROOT,
    TINY_GUIDE,
    copy_sample,
    counts,
    make_tiny_guide,
    run_cli,
    snapshot,
)


@pytest.fixture(scope="session")
def ffmpeg_exe() -> str:
    return imageio_ffmpeg.get_ffmpeg_exe()


@pytest.fixture()
def sample_config(tmp_path: Path) -> Path:
    return copy_sample(tmp_path / "guide")


@pytest.fixture(scope="session")
def built_sample(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The whole sample guide built once by the real CLI; returns its output folder."""
    config = copy_sample(tmp_path_factory.mktemp("sample"))
    result = run_cli("build", "-c", config)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    return config.parent / "output"
