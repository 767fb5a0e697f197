"""Fixtures shared by the tests, named by what they build: the sample guide (copied, built) and the real tools.

The helpers they are built on are in ``tests/support.py``.
"""

from __future__ import annotations

from pathlib import Path

import imageio_ffmpeg
import pytest
from xdist.workermanage import WorkerController

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


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups from the marks
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests of the built sample are marked ``sample`` (``scripts/test.sh --quick`` leaves them out).

    For ``pytest -n 2 --dist loadgroup`` (scripts/test.sh): a module's tests run on one worker, so its
    module-scoped fixtures (a guide built once for its tests) are made once; every test of the built sample
    joins one group, so the sample is built once in the run."""
    for item in items:
        uses_sample = "built_sample" in getattr(item, "fixturenames", ())
        if uses_sample:
            item.add_marker(pytest.mark.sample)
        item.add_marker(pytest.mark.xdist_group("sample" if uses_sample else item.nodeid.split("::")[0]))


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_node_collection_finished(node: WorkerController, ids: list[str]) -> None:
    """The run stops if pytest-xdist did not take the groups from the marks (a grouped test's id ends in ``@group``).

    Without them both workers would build the same guides, and the suite would take half again as long."""
    if ids and not any("@" in nodeid for nodeid in ids) and node.config.getvalue("dist") == "loadgroup":
        pytest.exit("pytest-xdist took no test group from the marks: see pytest's pin in pyproject.toml", returncode=3)
