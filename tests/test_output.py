"""Staging: the output folder is replaced all at once, or not at all."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from audioguide.errors import OutputError
from audioguide.output import Staging, recover, write_bytes, write_text
from tests.conftest import snapshot


def leftovers(parent: Path, name: str = "output") -> list[str]:
    return sorted(p.name for p in parent.iterdir() if p.name.startswith(f".{name}."))


@pytest.fixture
def output(tmp_path: Path) -> Path:
    folder = tmp_path / "output"
    write_text(folder / "index.html", "<h1>old</h1>\n")
    write_text(folder / "en" / "feed.xml", "<rss>old</rss>\n")
    write_bytes(folder / "en" / "01.mp3", b"ID3old-audio")
    return folder


def test_staging_starts_as_a_copy_beside_the_output(output: Path) -> None:
    with Staging(output) as folder:
        assert folder == output.parent / f".output.staging-{os.getpid()}"
        assert snapshot(folder) == snapshot(output)
        write_text(folder / "en" / "feed.xml", "<rss>new</rss>\n")
        assert snapshot(output)["en/feed.xml"] == b"<rss>old</rss>\n"  # live output untouched until commit
    assert not folder.exists()


def test_commit_swaps_in_the_new_folder(output: Path) -> None:
    staging = Staging(output)
    with staging as folder:
        write_text(folder / "en" / "feed.xml", "<rss>new</rss>\n")
        write_bytes(folder / "es" / "01.mp3", b"ID3nuevo")
        (folder / "index.html").unlink()
        staging.commit()
    assert snapshot(output) == {"en/01.mp3": b"ID3old-audio", "en/feed.xml": b"<rss>new</rss>\n",
                                "es/01.mp3": b"ID3nuevo"}
    assert leftovers(output.parent) == []


def test_first_build_creates_the_output(tmp_path: Path) -> None:
    output = tmp_path / "site" / "output"
    output.parent.mkdir()
    staging = Staging(output)
    with staging as folder:
        assert folder.is_dir() and not any(folder.iterdir())
        write_text(folder / "feed.xml", "<rss/>")
        staging.commit()
    assert snapshot(output) == {"feed.xml": b"<rss/>"}
    assert leftovers(output.parent) == []


def test_relative_output_path(output: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(output.parent)
    staging = Staging(Path("output"))
    assert staging.output == output
    with staging as folder:
        write_text(folder / "new.txt", "x")
        staging.commit()
    assert (output / "new.txt").read_text() == "x"


def test_exception_leaves_the_previous_output_byte_identical(output: Path) -> None:
    before = snapshot(output)
    inodes = {p: p.stat().st_ino for p in output.rglob("*")}
    staging = Staging(output)
    with pytest.raises(RuntimeError, match="build failed"), staging as folder:
        write_text(folder / "en" / "feed.xml", "<rss>half</rss>")
        write_bytes(folder / "en" / "01.mp3", b"partial")
        write_text(folder / "new.html", "new")
        (folder / "index.html").unlink()
        raise RuntimeError("build failed")
    assert snapshot(output) == before
    assert {p: p.stat().st_ino for p in output.rglob("*")} == inodes
    assert not folder.exists()
    assert leftovers(output.parent) == []


def test_leaving_without_commit_changes_nothing(output: Path) -> None:
    before = snapshot(output)
    with Staging(output) as folder:
        write_text(folder / "index.html", "new")
    assert snapshot(output) == before
    assert leftovers(output.parent) == []


def test_staging_copies_are_hard_links(output: Path) -> None:
    with Staging(output) as folder:
        for name in ("index.html", "en/feed.xml", "en/01.mp3"):
            live, staged = output / name, folder / name
            assert staged.stat().st_ino == live.stat().st_ino
            assert live.stat().st_nlink == 2


@pytest.mark.parametrize("writer", [
    lambda path: write_text(path, "<rss>new</rss>\n"),
    lambda path: write_bytes(path, b"<rss>new</rss>\n"),
])
def test_writing_never_changes_the_live_file_through_the_link(output: Path, writer) -> None:
    live = output / "en" / "feed.xml"
    with Staging(output) as folder:
        staged = folder / "en" / "feed.xml"
        writer(staged)
        assert staged.read_bytes() == b"<rss>new</rss>\n"
        assert live.read_bytes() == b"<rss>old</rss>\n"
        assert staged.stat().st_ino != live.stat().st_ino
        assert live.stat().st_nlink == 1
    assert live.read_bytes() == b"<rss>old</rss>\n"


def test_write_text_is_utf8_and_creates_folders(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "c.txt"
    write_text(path, "Ωmega 🎧\n")
    assert path.read_bytes() == "Ωmega 🎧\n".encode()


def test_output_that_is_a_file(tmp_path: Path) -> None:
    output = tmp_path / "output"
    output.write_text("not a folder")
    with pytest.raises(OutputError) as caught, Staging(output):
        pytest.fail("must not enter")
    assert str(caught.value) == f"{output}: exists and is not a folder; choose another --output"
    assert output.read_text() == "not a folder"
    assert leftovers(tmp_path) == []


def test_recover_restores_a_folder_left_aside(output: Path) -> None:
    before = snapshot(output)
    aside = output.parent / ".output.old-4242"
    output.rename(aside)  # a build killed between its two renames
    recover(output)
    assert snapshot(output) == before
    assert not aside.exists()


def test_recover_removes_stale_leftovers_when_output_exists(output: Path) -> None:
    recover(output)  # nothing to do
    assert snapshot(output)["index.html"] == b"<h1>old</h1>\n"
    stale = output.parent / ".output.old-1234"
    write_text(stale / "index.html", "stale")
    recover(output)  # output exists: the leftover is stale and removed
    assert not stale.exists()
    assert snapshot(output)["index.html"] == b"<h1>old</h1>\n"


def test_recover_without_anything_to_restore(tmp_path: Path) -> None:
    recover(tmp_path / "output")
    assert list(tmp_path.iterdir()) == []


def test_staging_recovers_before_copying(output: Path) -> None:
    before = snapshot(output)
    output.rename(output.parent / ".output.old-99999")
    staging = Staging(output)
    with staging as folder:
        assert snapshot(folder) == before
        write_text(folder / "added.txt", "x")
        staging.commit()
    assert snapshot(output) == {**before, "added.txt": b"x"}
    assert leftovers(output.parent) == []


def test_other_outputs_are_not_touched(output: Path) -> None:
    other = output.parent / ".output-2.old-1"
    write_text(other / "keep.txt", "keep")
    staging = Staging(output)
    with staging:
        staging.commit()
    assert (other / "keep.txt").read_text() == "keep"



def ended_pid() -> int:
    """The pid of a process that has ended, as a killed build's."""
    process = subprocess.Popen(["true"])
    process.wait()
    return process.pid


def test_staging_folders_of_killed_builds_are_removed_and_running_ones_kept(output: Path) -> None:
    killed = output.parent / f".output.staging-{ended_pid()}"
    running = output.parent / f".output.staging-{os.getppid()}"
    for folder in (killed, running):
        write_text(folder / "en" / "feed.xml", "<rss>half</rss>")
    staging = Staging(output)
    with staging:
        staging.commit()
    assert not killed.exists()
    assert (running / "en" / "feed.xml").is_file()
