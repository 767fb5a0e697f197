"""``serve --watch``: what changes in the guide starts a build, and a save while one runs is built too."""

from __future__ import annotations

from pathlib import Path

import pytest

from audioguide.preview.watch import Builds, snapshot, watch
from tests.support import make_tiny_guide


class Stop(Exception):
    """Ends the watch loop after the builds a test wants."""


def test_a_save_during_a_build_starts_another(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    guide = make_tiny_guide(tmp_path / "guide")
    document = guide / "content" / "a.md"
    builds: list[str] = []
    polls: list[float] = []

    def poll(seconds: float) -> None:
        """The watcher's wait between looks: the first save comes after its first look at the guide."""
        polls.append(seconds)
        if len(polls) == 1:
            document.write_text("# First\n\nSaved once.\n")
        if len(polls) > 100:
            raise AssertionError(f"no build after {len(polls)} looks; builds: {builds}")

    def build() -> None:
        builds.append(document.read_text())
        if len(builds) == 1:  # the build has read the text; the author saves again before it ends
            document.write_text("# First\n\nSaved again while building.\n")
        else:
            raise Stop

    monkeypatch.setattr("audioguide.preview.watch.time.sleep", poll)
    with pytest.raises(Stop):
        watch(guide, guide / "output", build, Builds(), interval=0.05)
    assert builds == ["# First\n\nSaved once.\n", "# First\n\nSaved again while building.\n"]


def test_the_output_the_cache_and_the_lock_file_are_not_the_guides_changes(tmp_path: Path) -> None:
    guide = make_tiny_guide(tmp_path / "guide")
    before = snapshot(guide, guide / "output")
    for name in ("output/en/feed.xml", ".audioguide-cache/cues/a.wav", "audioguide.lock", ".output.staging-1/x"):
        (guide / name).parent.mkdir(parents=True, exist_ok=True)
        (guide / name).write_text("x")
    assert snapshot(guide, guide / "output") == before
    (guide / "content" / "c.md").write_text("# New\n")
    assert set(snapshot(guide, guide / "output")) - set(before) == {str(guide / "content" / "c.md")}
