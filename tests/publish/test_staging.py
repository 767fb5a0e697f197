"""Staging: the output folder is replaced all at once, or not at all, and only what the build made changes."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from audioguide.common.errors import OutputError
from audioguide.common.files import FILE_MODE, copy_file, exclusive, write_atomic, write_bytes, write_text
from audioguide.publish.staging import MANIFEST, Staging, recover
from tests.conftest import snapshot

OLD = {"index.html": b"<h1>old</h1>\n", "en/feed.xml": b"<rss>old</rss>\n", "en/01.mp3": b"ID3old-audio"}


def leftovers(parent: Path, name: str = "output") -> list[str]:
    return sorted(p.name for p in parent.iterdir() if p.name.startswith(f".{name}."))


def publish(
    output: Path, files: dict[str, bytes], keep: tuple[str, ...] = (), guide: str | None = None,
    **guards: tuple[Path, ...],
) -> None:
    """A build that writes ``files`` (and carries over the folders ``keep``)."""
    staging = Staging(output, guide=guide, **guards)
    with staging as folder:
        for name in keep:
            staging.keep(name)
        for name, data in files.items():
            write_bytes(folder / name, data)
        staging.commit()


def made(output: Path) -> list[str]:
    return json.loads((output / MANIFEST).read_text())["files"]


@pytest.fixture
def output(tmp_path: Path) -> Path:
    """The output of a previous build."""
    folder = tmp_path / "output"
    publish(folder, OLD)
    return folder


def without_manifest(files: dict[str, bytes]) -> dict[str, bytes]:
    return {name: data for name, data in files.items() if name != MANIFEST}


def test_first_build_creates_the_output_and_its_manifest(tmp_path: Path) -> None:
    output = tmp_path / "site" / "output"
    output.parent.mkdir()
    publish(output, {"feed.xml": b"<rss/>"})
    assert without_manifest(snapshot(output)) == {"feed.xml": b"<rss/>"}
    assert made(output) == ["feed.xml"]
    assert leftovers(output.parent) == []


def test_staging_starts_empty_beside_the_output(output: Path) -> None:
    with Staging(output) as folder:
        assert folder == output.parent / f".output.staging-{os.getpid()}"
        assert list(folder.iterdir()) == []
        write_text(folder / "en" / "feed.xml", "<rss>new</rss>\n")
        assert snapshot(output)["en/feed.xml"] == b"<rss>old</rss>\n"  # live output untouched until commit
    assert not folder.exists()


def test_commit_swaps_in_what_the_build_made(output: Path) -> None:
    publish(output, {"en/feed.xml": b"<rss>new</rss>\n", "es/01.mp3": b"ID3nuevo"})
    assert without_manifest(snapshot(output)) == {"en/feed.xml": b"<rss>new</rss>\n", "es/01.mp3": b"ID3nuevo"}
    assert made(output) == ["en/feed.xml", "es/01.mp3"]
    assert leftovers(output.parent) == []


def test_files_the_user_put_in_the_output_are_kept(output: Path) -> None:
    write_text(output / "en" / "important.txt", "mine")
    write_text(output / "notes" / "todo.md", "also mine")
    (output / "empty").mkdir()
    os.symlink("en/important.txt", output / "link.txt")
    publish(output, {"en/feed.xml": b"<rss>new</rss>\n"})
    assert (output / "en" / "important.txt").read_text() == "mine"
    assert (output / "notes" / "todo.md").read_text() == "also mine"
    assert os.readlink(output / "link.txt") == "en/important.txt"
    assert not (output / "en" / "01.mp3").exists()  # the previous build's, not made again
    assert made(output) == ["en/feed.xml"]  # the user's files never count as the build's


def test_a_file_written_into_the_output_during_a_build_is_kept(output: Path) -> None:
    staging = Staging(output)
    with staging as folder:
        write_text(folder / "en" / "feed.xml", "<rss>new</rss>\n")
        write_text(output / "uploaded-meanwhile.txt", "written while the build ran")
        staging.commit()
    assert (output / "uploaded-meanwhile.txt").read_text() == "written while the build ran"


def test_a_file_of_the_user_where_the_build_writes_is_refused(output: Path) -> None:
    write_text(output / "es" / "feed.xml", "the user's own feed")
    before = snapshot(output)
    with pytest.raises(OutputError) as caught:
        publish(output, {"es/feed.xml": b"<rss/>"})
    assert str(caught.value) == (
        f"{output}/es/feed.xml: a file audioguide did not make is where the build writes one of its own;"
        " move it away and build again"
    )
    assert snapshot(output) == before
    assert leftovers(output.parent) == []


def test_keep_carries_over_what_the_previous_build_made_in_a_folder(output: Path) -> None:
    write_text(output / "en" / "mine.txt", "mine")
    publish(output, {"index.html": b"<h1>new</h1>\n", "de/feed.xml": b"<rss>de</rss>"}, keep=("en", "fr"))
    assert without_manifest(snapshot(output)) == {
        "index.html": b"<h1>new</h1>\n", "de/feed.xml": b"<rss>de</rss>",
        "en/feed.xml": OLD["en/feed.xml"], "en/01.mp3": OLD["en/01.mp3"], "en/mine.txt": b"mine",
    }
    assert made(output) == ["de/feed.xml", "en/01.mp3", "en/feed.xml", "index.html"]


def test_writing_never_changes_the_live_file_through_a_kept_link(output: Path) -> None:
    live = output / "en" / "feed.xml"
    staging = Staging(output)
    with staging as folder:
        staging.keep("en")
        staged = folder / "en" / "feed.xml"
        assert staged.stat().st_ino == live.stat().st_ino
        write_text(staged, "<rss>new</rss>\n")
        assert live.read_bytes() == b"<rss>old</rss>\n"
        assert staged.stat().st_ino != live.stat().st_ino
    assert live.read_bytes() == b"<rss>old</rss>\n"


def test_exception_leaves_the_previous_output_byte_identical(output: Path) -> None:
    before = snapshot(output)
    inodes = {p: p.stat().st_ino for p in output.rglob("*")}
    staging = Staging(output)
    with pytest.raises(RuntimeError, match="build failed"), staging as folder:
        staging.keep("en")
        write_text(folder / "en" / "feed.xml", "<rss>half</rss>")
        write_bytes(folder / "en" / "01.mp3", b"partial")
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


def test_relative_output_path(output: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(output.parent)
    staging = Staging(Path("output"))
    assert staging.output == output
    with staging as folder:
        write_text(folder / "new.txt", "x")
        staging.commit()
    assert (output / "new.txt").read_text() == "x"


def test_an_output_that_is_a_link_is_published_through(tmp_path: Path) -> None:
    web_root = tmp_path / "www" / "guide"
    web_root.mkdir(parents=True)
    link = tmp_path / "output"
    link.symlink_to(web_root)
    publish(link, {"index.html": b"<h1>one</h1>"})
    publish(link, {"index.html": b"<h1>two</h1>"})
    assert link.is_symlink() and link.resolve() == web_root
    assert (web_root / "index.html").read_bytes() == b"<h1>two</h1>"
    assert leftovers(tmp_path / "www", "guide") == []


@pytest.mark.parametrize("umask", [0o022, 0o002, 0o077])
def test_published_files_have_the_usual_permissions(tmp_path: Path, umask: int) -> None:
    """Made in a process with that umask, as a user's build is: what a web server needs to read them."""
    script = (
        "import os, sys; from pathlib import Path\n"
        "from audioguide.publish.staging import Staging\n"
        "from audioguide.common.files import write_bytes, copy_file, write_atomic\n"
        "out = Path(sys.argv[1]); staging = Staging(out)\n"
        "with staging as folder:\n"
        "    write_bytes(folder / 'a.html', b'a'); write_atomic(folder / 'b.json', b'{}')\n"
        "    private = out.parent / 'cache.mp3'; private.write_bytes(b'ID3'); os.chmod(private, 0o600)\n"
        "    copy_file(private, folder / 'en' / 'c.mp3'); staging.commit()\n"
    )
    subprocess.run([sys.executable, "-c", script, str(tmp_path / "output")], check=True,
                   preexec_fn=lambda: os.umask(umask))
    modes = {p.name: stat.S_IMODE(p.stat().st_mode) for p in (tmp_path / "output").rglob("*") if p.is_file()}
    assert modes == dict.fromkeys(("a.html", "b.json", "c.mp3", MANIFEST), 0o666 & ~umask)


def test_write_atomic_and_copies_are_files_of_their_own(tmp_path: Path) -> None:
    source = tmp_path / "cache.mp3"
    source.write_bytes(b"ID3 episode")
    os.chmod(source, 0o600)
    copy_file(source, tmp_path / "out" / "01.mp3")
    copied = tmp_path / "out" / "01.mp3"
    assert copied.read_bytes() == b"ID3 episode"
    assert copied.stat().st_ino != source.stat().st_ino
    source.write_bytes(b"")  # truncating the cache changes nothing published
    assert copied.read_bytes() == b"ID3 episode"
    write_atomic(tmp_path / "record.json", b"{}")
    assert stat.S_IMODE((tmp_path / "record.json").stat().st_mode) == FILE_MODE


def test_write_text_is_utf8_and_creates_folders(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "c.txt"
    write_text(path, "Ωmega 🎧\n")
    assert path.read_bytes() == "Ωmega 🎧\n".encode()


# -- folders that are never the output ------------------------------------------------------


def test_output_that_is_a_file(tmp_path: Path) -> None:
    output = tmp_path / "output"
    output.write_text("not a folder")
    with pytest.raises(OutputError) as caught, Staging(output):
        pytest.fail("must not enter")
    assert str(caught.value) == f"{output}: exists and is not a folder; choose another --output"
    assert output.read_text() == "not a folder"
    assert leftovers(tmp_path) == []


def test_a_folder_of_other_files_is_refused(tmp_path: Path) -> None:
    documents = tmp_path / "Documents"
    write_text(documents / "taxes.pdf", "precious")
    with pytest.raises(OutputError) as caught, Staging(documents):
        pytest.fail("must not enter")
    assert str(caught.value) == (
        f"{documents}: holds files audioguide did not make (such as taxes.pdf);"
        " choose an empty or new folder for the output"
    )
    assert snapshot(documents) == {"taxes.pdf": b"precious"}
    assert leftovers(tmp_path, "Documents") == []


def test_an_empty_folder_is_fine(tmp_path: Path) -> None:
    (tmp_path / "public").mkdir()
    publish(tmp_path / "public", {"index.html": b"x"})
    assert (tmp_path / "public" / "index.html").read_bytes() == b"x"


def test_a_web_folder_that_looks_like_a_site_is_refused(tmp_path: Path) -> None:
    """No manifest, no proof: a site's own index.html and assets/player.js are the user's files too."""
    www = tmp_path / "www"
    files = {"index.html": b"<h1>mine</h1>", "assets/player.js": b"// mine", "notes.txt": b"notes",
             "photos/family.jpg": b"\xff\xd8"}
    for name, data in files.items():
        write_bytes(www / name, data)
    with pytest.raises(OutputError) as caught, Staging(www):
        pytest.fail("must not enter")
    assert str(caught.value) == (
        f"{www}: holds files audioguide did not make (such as assets);"
        " choose an empty or new folder for the output"
    )
    assert snapshot(www) == files
    assert leftovers(tmp_path, "www") == []


def test_another_guides_output_is_refused(tmp_path: Path) -> None:
    site = tmp_path / "site"
    first = {"index.html": b"first", "es/feed.xml": b"<rss>es</rss>", "en/feed.xml": b"<rss>en</rss>"}
    publish(site, first, guide="7b0c3e0e-1111-4111-8111-111111111111")
    before = snapshot(site)
    with pytest.raises(OutputError) as caught, Staging(site, guide="7b0c3e0e-2222-4222-8222-222222222222"):
        pytest.fail("must not enter")
    assert str(caught.value) == (
        f"{site}: holds the output of another guide (its {MANIFEST} names another guide than this one's"
        " audioguide.lock); a build replaces its output whole, so each guide needs a folder of its own:"
        " choose another --output"
    )
    assert snapshot(site) == before
    publish(site, {"index.html": b"again"}, guide="7b0c3e0e-1111-4111-8111-111111111111")  # the same guide
    assert json.loads((site / MANIFEST).read_text())["guide"] == "7b0c3e0e-1111-4111-8111-111111111111"


def test_an_output_whose_manifest_names_no_guide_is_this_guides(output: Path) -> None:
    """Made by a version that recorded no guide: the guide building into it now takes it."""
    publish(output, {"index.html": b"new"}, guide="7b0c3e0e-1111-4111-8111-111111111111")
    assert json.loads((output / MANIFEST).read_text())["guide"] == "7b0c3e0e-1111-4111-8111-111111111111"


@pytest.mark.parametrize("where", ["guide", "parent of the guide", "root", "cache", "inside the cache"])
def test_the_guide_its_parents_and_the_cache_are_never_the_output(tmp_path: Path, where: str) -> None:
    guide = tmp_path / "guide"
    cache = guide / ".audioguide-cache"
    write_text(guide / "audioguide.yml", "title: x")
    write_text(cache / "cues" / "ab.wav", "RIFF")
    output = {"guide": guide, "parent of the guide": tmp_path, "root": Path("/"), "cache": cache,
              "inside the cache": cache / "out"}[where]
    before = snapshot(guide)
    with pytest.raises(OutputError) as caught, Staging(output, keep_out=(guide, cache), private=(cache,)):
        pytest.fail("must not enter")
    if where == "inside the cache":
        assert str(caught.value) == f"{output}: is inside {cache}; choose a folder of its own for the output"
    else:
        protected = cache if where == "cache" else guide
        assert str(caught.value) == (
            f"{output}: is {protected} or holds it, which a build must never replace;"
            " choose a folder of its own for the output, such as output/"
        )
    assert snapshot(guide) == before
    assert not any(p.name.startswith(".") and "staging" in p.name for p in tmp_path.iterdir())


def test_a_damaged_manifest_is_refused_without_removing_anything(output: Path) -> None:
    (output / MANIFEST).write_text("{not json")
    before = snapshot(output)
    with pytest.raises(OutputError) as caught, Staging(output):
        pytest.fail("must not enter")
    assert str(caught.value) == (
        f"{output}/{MANIFEST}: damaged (JSONDecodeError); it lists the files audioguide made here,"
        f" so that no other file is ever removed: move the files you keep out of {output},"
        " delete the folder and build again"
    )
    assert snapshot(output) == before


# -- interrupted builds ------------------------------------------------------------------------


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


def test_staging_recovers_before_building(output: Path) -> None:
    before = snapshot(output)
    output.rename(output.parent / ".output.old-99999")
    publish(output, {"added.txt": b"x"}, keep=("en",))
    assert without_manifest(snapshot(output)) == {
        "en/feed.xml": before["en/feed.xml"], "en/01.mp3": before["en/01.mp3"], "added.txt": b"x"}
    assert leftovers(output.parent) == []


def test_other_outputs_are_not_touched(output: Path) -> None:
    other = output.parent / ".output-2.old-1"
    write_text(other / "keep.txt", "keep")
    publish(output, {})
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
    publish(output, {})
    assert not killed.exists()
    assert (running / "en" / "feed.xml").is_file()


# -- one build at a time -----------------------------------------------------------------------


def test_a_second_holder_waits_and_is_told_who_holds_the_lock(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    lock = tmp_path / "cache" / "build.lock"
    order: list[str] = []
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys, time; from pathlib import Path; from audioguide.common.files import exclusive\n"
         "with exclusive(Path(sys.argv[1]), 'the guide'):\n"
         "    print('held', flush=True); time.sleep(1.5)\n", str(lock)],
        stdout=subprocess.PIPE, text=True,
    )
    assert holder.stdout is not None and holder.stdout.readline() == "held\n"
    started = time.monotonic()
    with exclusive(lock, "the guide"):
        order.append("second")
        waited = time.monotonic() - started
    assert holder.wait() == 0
    assert order == ["second"] and waited > 0.5
    assert f"waiting for the other build of the guide (process {holder.pid}) to finish" in caplog.text


def test_the_lock_is_free_again_after_its_holder_is_killed(tmp_path: Path) -> None:
    lock = tmp_path / "build.lock"
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys, time; from pathlib import Path; from audioguide.common.files import exclusive\n"
         "with exclusive(Path(sys.argv[1]), 'g'):\n    print('held', flush=True); time.sleep(60)\n", str(lock)],
        stdout=subprocess.PIPE, text=True,
    )
    assert holder.stdout is not None and holder.stdout.readline() == "held\n"
    holder.kill()
    holder.wait()
    done = threading.Event()

    def take() -> None:
        with exclusive(lock, "g"):
            done.set()

    threading.Thread(target=take, daemon=True).start()
    assert done.wait(5)


def test_a_mount_point_is_refused_before_any_work(tmp_path: Path) -> None:
    mounted = tmp_path / "www"
    mounted.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "none", str(mounted)],
                      capture_output=True, check=False).returncode != 0:
        pytest.skip("mounting a tmpfs needs root")
    try:
        with pytest.raises(OutputError) as caught, Staging(mounted):
            pass
        assert str(caught.value) == (
            f"{mounted}: is a mount point, which a build cannot swap for the new output (it replaces the folder"
            f" whole); publish into a folder inside it (--output {mounted}/podcast, say), or mount the folder"
            " above it"
        )
        assert list(mounted.iterdir()) == [] and leftovers(tmp_path, "www") == []
        publish(mounted / "podcast", {"en/feed.xml": b"<rss/>"})  # what the message says works
        assert (mounted / "podcast" / "en" / "feed.xml").read_bytes() == b"<rss/>"
    finally:
        subprocess.run(["umount", str(mounted)], check=False)
