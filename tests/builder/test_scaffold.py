"""A newcomer's first hour: init, build, serve --watch while editing, check --strict."""

from __future__ import annotations

import http.client
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from audioguide.text.catalogs import own_strings
from tests.support import run_cli, with_pico


def read_port(server: subprocess.Popen[str]) -> int:
    assert server.stderr is not None
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        line = server.stderr.readline()
        found = re.search(r"at http://127\.0\.0\.1:(\d+)/", line)
        if found:
            return int(found[1])
    raise AssertionError("the server never said where it serves")


@pytest.mark.slow
def test_init_build_watch_edit_and_check(tmp_path: Path) -> None:
    guide = tmp_path / "guide"
    result = run_cli("init", guide)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [f"wrote {guide / name}" for name in (
        "audioguide.yml", "content/welcome.md", ".gitignore", "translations/messages.pot", "translations/es.po")]
    assert "Next: cd" in result.stderr
    status = run_cli("translations", "status", cwd=guide)
    texts = 8  # the guide's title and description, the document's title, 2 headings and 3 paragraphs
    assert status.stdout.splitlines()[1].split()[:4] == ["es", str(texts + len(own_strings())), "0", "0"]

    with_pico(guide)
    built = run_cli("build", cwd=guide)
    assert built.returncode == 0, built.stderr
    assert "Built 2 episodes in en, es:" in built.stderr and "2 episodes encoded, 0 unchanged" in built.stderr
    assert run_cli("build", cwd=guide).stderr == "Nothing changed since the last build; the output is up to date.\n"

    server = subprocess.Popen([sys.executable, "-m", "audioguide", "serve", "--watch", "--port", "0"], cwd=guide,
                              stderr=subprocess.PIPE, text=True)
    try:
        port = read_port(server)
        assert server.stderr is not None  # the server listens at once; its first build ends after that
        assert server.stderr.readline() == "Nothing changed since the last build; the output is up to date.\n"
        page = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        page.request("GET", "/en/index.html")
        response = page.getresponse()
        body = response.read().decode()
        assert response.status == 200 and "new EventSource('/__audioguide__/events')" in body
        assert len(body.encode()) == int(response.getheader("Content-Length") or 0)
        events = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        events.request("GET", "/__audioguide__/events")
        stream = events.getresponse()
        assert stream.getheader("Content-Type") == "text/event-stream"
        document = guide / "content" / "welcome.md"
        document.write_text(document.read_text().replace("Read your text aloud", "Read your text out loud"))
        for _ in range(3):  # the reload after the first build may come first, if this stream opened before it
            while (line := stream.readline()) and not line.startswith(b"event: reload"):
                pass
            assert line.startswith(b"event: reload")
            again = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            again.request("GET", "/en/01-welcome-to-your-audio-guide.txt")
            if "Read your text out loud" in again.getresponse().read().decode():
                break
        else:
            raise AssertionError("the edit was never built")
    finally:
        server.terminate()
        server.wait(timeout=30)

    checked = run_cli("check", "--strict", guide / "output")
    assert checked.returncode == 0, checked.stdout
    assert checked.stdout == "0 errors, 0 warnings in 2 feeds\n"


def test_init_never_overwrites(tmp_path: Path) -> None:
    (tmp_path / "audioguide.yml").write_text("title: mine\n")
    result = run_cli("init", tmp_path)
    assert (result.returncode, result.stderr) == (
        1, f"error: {tmp_path / 'audioguide.yml'}: already exists; choose an empty or new folder for the guide\n")
    assert (tmp_path / "audioguide.yml").read_text() == "title: mine\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["audioguide.yml"]


def test_init_keeps_the_users_catalogs(tmp_path: Path) -> None:
    mine = {"translations/messages.pot": 'msgid "Mine"\nmsgstr ""\n',
            "translations/es.po": 'msgid ""\nmsgstr "Language: es\\n"\n\nmsgid "Mine"\nmsgstr "Mío"\n'}
    for name, text in mine.items():
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_text(text)
    result = run_cli("init", tmp_path)
    assert (result.returncode, result.stderr) == (
        1, f"error: {tmp_path / 'translations/messages.pot'}: already exists; choose an empty or new folder for the"
           " guide\n")
    assert {str(p.relative_to(tmp_path)): p.read_text() for p in tmp_path.rglob("*") if p.is_file()} == mine


@pytest.mark.parametrize("name", ["translations", "content"])
def test_init_where_a_folder_it_needs_is_a_file_writes_nothing(tmp_path: Path, name: str) -> None:
    (tmp_path / name).write_text("a file of mine")
    result = run_cli("init", tmp_path)
    assert (result.returncode, result.stderr) == (
        1, f"error: {tmp_path / name}: is a file where the guide needs a folder; choose an empty or new folder for"
           " the guide\n")
    assert [p.name for p in tmp_path.iterdir()] == [name]
