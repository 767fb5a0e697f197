"""The preview server: HEAD, byte ranges, MIME types, and nothing outside the folder."""

from __future__ import annotations

import http.client
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from audioguide.serve import make_server


@pytest.fixture()
def site(tmp_path: Path) -> Iterator[tuple[Path, int]]:
    folder = tmp_path / "output"
    (folder / "en").mkdir(parents=True)
    (folder / "en" / "01-a.mp3").write_bytes(bytes(range(256)) * 40)
    (folder / "en" / "01-a.chapters.json").write_text('{"version": "1.2.0", "chapters": []}')
    (folder / "en" / "01-a.vtt").write_text("WEBVTT\n")
    (folder / "en" / "feed.xml").write_text("<rss/>")
    (tmp_path / "secret.txt").write_text("not for the web")
    server = make_server(folder)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield folder, server.server_address[1]
    server.shutdown()
    server.server_close()


def request(port: int, method: str, path: str, headers: dict[str, str] | None = None) -> http.client.HTTPResponse:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    connection.request(method, path, headers=headers or {})
    return connection.getresponse()


def test_a_byte_range_is_answered_with_206(site: tuple[Path, int]) -> None:
    folder, port = site
    data = (folder / "en" / "01-a.mp3").read_bytes()
    response = request(port, "GET", "/en/01-a.mp3", {"Range": "bytes=100-199"})
    assert response.status == 206
    assert response.getheader("Content-Range") == f"bytes 100-199/{len(data)}"
    assert response.read() == data[100:200]
    tail = request(port, "GET", "/en/01-a.mp3", {"Range": "bytes=-10"})
    assert tail.status == 206 and tail.read() == data[-10:]
    open_ended = request(port, "GET", "/en/01-a.mp3", {"Range": f"bytes={len(data) - 5}-"})
    assert open_ended.read() == data[-5:]
    beyond = request(port, "GET", "/en/01-a.mp3", {"Range": f"bytes={len(data)}-"})
    assert beyond.status == 416
    assert beyond.getheader("Content-Range") == f"bytes */{len(data)}"


def test_head_and_whole_files(site: tuple[Path, int]) -> None:
    folder, port = site
    size = (folder / "en" / "01-a.mp3").stat().st_size
    head = request(port, "HEAD", "/en/01-a.mp3")
    assert head.status == 200
    assert head.getheader("Content-Length") == str(size)
    assert head.getheader("Accept-Ranges") == "bytes"
    assert head.read() == b""
    assert len(request(port, "GET", "/en/01-a.mp3").read()) == size


@pytest.mark.parametrize(
    ("path", "kind"),
    [
        ("/en/01-a.mp3", "audio/mpeg"),
        ("/en/01-a.chapters.json", "application/json+chapters"),
        ("/en/01-a.vtt", "text/vtt; charset=utf-8"),
        ("/en/feed.xml", "application/rss+xml; charset=utf-8"),
    ],
)
def test_podcast_mime_types(site: tuple[Path, int], path: str, kind: str) -> None:
    assert request(site[1], "HEAD", path).getheader("Content-Type") == kind


@pytest.mark.parametrize(
    "path", ["/../secret.txt", "/en/../../secret.txt", "/%2e%2e/secret.txt", "/en/%2e%2e/%2e%2e/secret.txt",
             "/..%2fsecret.txt", "//secret.txt"],
)
def test_nothing_outside_the_folder(site: tuple[Path, int], path: str) -> None:
    response = request(site[1], "GET", path)
    assert b"not for the web" not in response.read()
    assert response.status == 404


def test_serving_a_missing_folder_says_to_build_first(tmp_path: Path) -> None:
    from tests.conftest import run_cli

    result = run_cli("serve", "nowhere", cwd=tmp_path)
    assert result.returncode == 1
    assert result.stderr == "error: nowhere: no such folder; build first (audioguide build)\n"
