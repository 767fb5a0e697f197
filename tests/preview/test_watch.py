"""``serve --watch``: what changes in the guide starts a build, and a save while one runs is built too."""

from __future__ import annotations

import http.client
import re
import signal
import subprocess
import time
from pathlib import Path

import pytest

from audioguide.common.files import CACHE_DIR, exclusive
from audioguide.preview.watch import Builds, snapshot, watch
from tests.support import audioguide_with_ctrl_c, make_tiny_guide, run_cli, with_pico


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
        if len(builds) == 1:  # the first build, when serve --watch starts: a save while it runs
            document.write_text("# First\n\nSaved during the first build.\n")
        elif len(builds) == 2:  # the build has read the text; the author saves again before it ends
            document.write_text("# First\n\nSaved again while building.\n")
        else:
            raise Stop

    monkeypatch.setattr("audioguide.preview.watch.time.sleep", poll)
    with pytest.raises(Stop):
        watch(guide, guide / "output", build, Builds(), interval=0.05)
    assert builds == ["# First\n\nFirst text here.\n", "# First\n\nSaved once.\n",
                      "# First\n\nSaved again while building.\n"]


def test_the_output_the_cache_and_the_lock_file_are_not_the_guides_changes(tmp_path: Path) -> None:
    guide = make_tiny_guide(tmp_path / "guide")
    before = snapshot(guide, guide / "output")
    for name in ("output/en/feed.xml", ".audioguide-cache/cues/a.wav", "audioguide.lock", ".output.staging-1/x"):
        (guide / name).parent.mkdir(parents=True, exist_ok=True)
        (guide / name).write_text("x")
    assert snapshot(guide, guide / "output") == before
    (guide / "content" / "c.md").write_text("# New\n")
    assert set(snapshot(guide, guide / "output")) - set(before) == {str(guide / "content" / "c.md")}


def test_files_no_build_reads_are_not_the_guides_changes(tmp_path: Path) -> None:
    """serve --watch writing its log in the guide's folder (> serve.log, nohup.out) never starts a build."""
    guide = make_tiny_guide(tmp_path / "guide")
    before = snapshot(guide, guide / "output")
    for name in ("serve.log", "nohup.out", "content/.a.md.swp", "content/a.md~", "notes/draft.odt"):
        (guide / name).parent.mkdir(parents=True, exist_ok=True)
        (guide / name).write_text("x")
    assert snapshot(guide, guide / "output") == before
    for name in ("translations/fr.po", "templates/intro.txt.j2", "cover.png", "content/more.mdx", "book.pdf"):
        (guide / name).parent.mkdir(parents=True, exist_ok=True)
        (guide / name).write_text("x")
    assert len(set(snapshot(guide, guide / "output")) - set(before)) == 5


@pytest.mark.slow
def test_a_fresh_guide_is_served_at_once_saying_the_first_build_runs(tmp_path: Path) -> None:
    """The server listens before the first build: the page says it is building, then reloads to the guide."""
    guide = tmp_path / "guide"
    assert run_cli("init", guide).returncode == 0
    with_pico(guide)
    lock = exclusive(guide / CACHE_DIR / "build.lock", "the test")  # the first build waits while the test holds it
    lock.__enter__()
    server = subprocess.Popen(audioguide_with_ctrl_c("serve", "--watch", "--port", "0"), cwd=guide,
                              stderr=subprocess.PIPE, text=True)
    try:
        port = read_port(server)
        first = request(port, "/en/index.html")
        body = first.read().decode()
        assert first.status == 503 and first.getheader("Retry-After") == "2"
        assert "<h1>Building the guide</h1>" in body and "new EventSource('/__audioguide__/events')" in body
        events = http.client.HTTPConnection("127.0.0.1", port, timeout=300)
        events.request("GET", "/__audioguide__/events")
        stream = events.getresponse()
        lock.__exit__(None, None, None)
        while (line := stream.readline()) and not line.startswith(b"event: reload"):
            pass
        built = request(port, "/en/index.html")
        assert built.status == 200 and "Building the guide" not in built.read().decode()
        server.send_signal(signal.SIGINT)  # idle now: nothing was building
        _, stderr = server.communicate(timeout=60)
        assert server.returncode == 130 and stderr.endswith("\nstopped\n") and "speech" not in stderr.split("Built")[-1]
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()


def test_ctrl_c_on_a_server_says_it_stopped(tmp_path: Path) -> None:
    (tmp_path / "output").mkdir()
    server = subprocess.Popen(audioguide_with_ctrl_c("serve", "--port", "0"), cwd=tmp_path, stderr=subprocess.PIPE,
                              text=True)
    try:
        read_port(server)
        server.send_signal(signal.SIGINT)
        _, stderr = server.communicate(timeout=30)
        assert (server.returncode, stderr.splitlines()[-1]) == (130, "stopped")
        assert "finished speech" not in stderr
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()


def read_port(server: subprocess.Popen[str]) -> int:
    assert server.stderr is not None
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        found = re.search(r"at http://127\.0\.0\.1:(\d+)/", server.stderr.readline())
        if found:
            return int(found[1])
    raise AssertionError("the server never said where it serves")


def request(port: int, path: str) -> http.client.HTTPResponse:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("GET", path)
    return connection.getresponse()
