"""The preview server: HEAD, byte ranges, MIME types, and nothing outside the folder."""

from __future__ import annotations

import contextlib
import gzip
import http.client
import socket
import struct
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from audioguide.preview.serve import make_server
from audioguide.preview.watch import Builds, make_watching_server


@contextmanager
def serving(folder: Path, watching: bool = False, **options: float) -> Iterator[int]:
    """The real preview server for ``folder`` in a thread (the one of ``serve --watch``); yields its port."""
    server = make_watching_server(folder, Builds()) if watching else make_server(folder, **options)
    threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True).start()  # polls often: quick shutdown
    try:
        yield server.server_address[1]
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture()
def site(tmp_path: Path) -> Iterator[tuple[Path, int]]:
    folder = tmp_path / "output"
    (folder / "en").mkdir(parents=True)
    (folder / "en" / "01-a.mp3").write_bytes(bytes(range(256)) * 40)
    (folder / "en" / "01-a.chapters.json").write_text('{"version": "1.2.0", "chapters": []}')
    (folder / "en" / "01-a.vtt").write_text("WEBVTT\n")
    (folder / "en" / "feed.xml").write_text("<rss/>")
    (tmp_path / "secret.txt").write_text("not for the web")
    with serving(folder) as port:
        yield folder, port


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


def test_every_published_file_type_is_served_with_its_registered_type(tmp_path: Path) -> None:
    """The type each output says its files are (the page's download links carry it), and the site's own files."""
    from audioguide.publish import epub, m4b, opus

    expected = {"guide.m4b": m4b.MIME, "01-a.opus": opus.MIME, "guide.epub": epub.MIME, "cover.png": "image/png",
                "cover.jpg": "image/jpeg", "assets/icon.svg": "image/svg+xml",
                "assets/site.css": "text/css; charset=utf-8", "assets/player.js": "text/javascript; charset=utf-8"}
    for name in expected:
        (tmp_path / "output" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "output" / name).write_bytes(b"x")
    with serving(tmp_path / "output") as port:
        for name, kind in expected.items():
            response = request(port, "HEAD", f"/{name}")
            assert (response.status, response.getheader("Content-Type")) == (200, kind), name


@pytest.mark.parametrize("watching", [False, True], ids=["serve", "serve --watch"])
def test_text_is_sent_gzipped_to_a_client_that_takes_it(tmp_path: Path, watching: bool) -> None:
    page = b"<!DOCTYPE html><html><body>" + b"<p>Words, words, words.</p>" * 200 + b"</body></html>"
    (tmp_path / "output" / "en").mkdir(parents=True)
    (tmp_path / "output" / "en" / "index.html").write_bytes(page)
    (tmp_path / "output" / "en" / "01-a.mp3").write_bytes(bytes(range(256)) * 40)
    with serving(tmp_path / "output", watching) as port:
        zipped = request(port, "GET", "/en/index.html", {"Accept-Encoding": "gzip, deflate"})
        body = gzip.decompress(zipped.read())
        assert zipped.getheader("Content-Encoding") == "gzip" and zipped.getheader("Vary") == "Accept-Encoding"
        assert body.startswith(page[:100]) and len(body) >= len(page)
        plain = request(port, "GET", "/en/index.html")
        assert plain.getheader("Content-Encoding") is None and plain.read().startswith(page[:100])
        audio = request(port, "GET", "/en/01-a.mp3", {"Accept-Encoding": "gzip"})
        assert audio.getheader("Content-Encoding") is None and audio.read() == bytes(range(256)) * 40
        ranged = request(port, "GET", "/en/index.html", {"Accept-Encoding": "gzip", "Range": "bytes=0-9"})
        assert (ranged.status, ranged.getheader("Content-Encoding"), ranged.read()) == (206, None, page[:10])


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


def server_stderr(capfd: pytest.CaptureFixture[str]) -> str:
    """What the server's request threads wrote to stderr, once they have all finished."""
    for thread in threading.enumerate():
        if "process_request_thread" in thread.name:  # the threads socketserver starts, one per connection
            thread.join(timeout=10)
    return capfd.readouterr().err


@pytest.mark.parametrize("headers", [{}, {"Range": "bytes=0-"}])
@pytest.mark.parametrize(
    "path", ["/../secret.txt", "/en/../../secret.txt", "/%2e%2e/secret.txt", "/en/%2e%2e/%2e%2e/secret.txt",
             "/..%2fsecret.txt", "//secret.txt", "/%2E%2E%2Fsecret.txt", "/en%2f..%2f..%2fsecret.txt",
             "/en/..%5c..%5csecret.txt"],
)
def test_nothing_outside_the_folder(site: tuple[Path, int], path: str, headers: dict[str, str]) -> None:
    response = request(site[1], "GET", path, headers)
    assert b"not for the web" not in response.read()
    assert response.status == 404


@pytest.mark.parametrize("headers", [{}, {"Range": "bytes=0-"}])
@pytest.mark.parametrize("path", ["/file-link", "/folder-link/secret.txt", "/en/deep-link/secret.txt"])
def test_symlinks_out_of_the_folder_are_not_followed(
    site: tuple[Path, int], path: str, headers: dict[str, str]
) -> None:
    folder, port = site
    (folder / "file-link").symlink_to(folder.parent / "secret.txt")
    (folder / "folder-link").symlink_to(folder.parent, target_is_directory=True)
    (folder / "en" / "deep-link").symlink_to("../..", target_is_directory=True)
    for method in ("GET", "HEAD"):
        response = request(port, method, path, headers)
        assert b"not for the web" not in response.read()
        assert response.status == 404


@pytest.mark.parametrize("watching", [False, True], ids=["serve", "serve --watch"])
@pytest.mark.parametrize("index", ["index.html", "index.htm"])
@pytest.mark.parametrize("path", ["/sub/", "/sub/index.html", "/sub/index.htm"])
def test_an_index_page_linked_out_of_the_folder_is_not_served(
    tmp_path: Path, index: str, path: str, watching: bool
) -> None:
    (tmp_path / "output" / "sub").mkdir(parents=True)
    (tmp_path / "secret.txt").write_text("not for the web")
    (tmp_path / "output" / "sub" / index).symlink_to(tmp_path / "secret.txt")
    with serving(tmp_path / "output", watching) as port:
        for method in ("GET", "HEAD"):
            response = request(port, method, path)
            assert b"not for the web" not in response.read()
            assert response.status == 404


def test_symlinks_that_stay_inside_are_served(tmp_path: Path) -> None:
    real = tmp_path / "real-output"
    (real / "en").mkdir(parents=True)
    (real / "en" / "feed.xml").write_text("<rss/>")
    (real / "latest").symlink_to("en", target_is_directory=True)
    (tmp_path / "output").symlink_to(real, target_is_directory=True)
    with serving(tmp_path / "output") as port:
        for path in ("/en/feed.xml", "/latest/feed.xml"):
            response = request(port, "GET", path)
            assert (response.status, response.read()) == (200, b"<rss/>")


@pytest.mark.parametrize("headers", [{}, {"Range": "bytes=0-1"}])
@pytest.mark.parametrize("path", ["/%00", "/en/01-a.mp3%00", "/en/%00/feed.xml", "/%ed%a0%80"])
def test_a_nul_or_an_unencodable_name_is_not_found(
    site: tuple[Path, int], capfd: pytest.CaptureFixture[str], path: str, headers: dict[str, str]
) -> None:
    response = request(site[1], "GET", path, headers)
    assert response.status == 404
    response.read()
    assert "Traceback" not in server_stderr(capfd)


HUGE = "9" * 5000  # beyond int()'s default limit of 4300 digits


@pytest.mark.parametrize(
    ("header", "status", "span"),
    [
        (f"bytes={HUGE}-", 416, None),
        (f"bytes={HUGE}-{HUGE}", 416, None),
        (f"bytes=0-{HUGE}", 206, (0, 10239)),
        (f"bytes=-{HUGE}", 206, (0, 10239)),
        (f"bytes={'0' * 4999}5-{'0' * 4999}9", 206, (5, 9)),
        ("BYTES=2-3", 206, (2, 3)),
        ("bytes=0-1,5-6", 200, None),
        ("bytes=0-1, 5-6", 200, None),
        ("items=0-5", 200, None),
        ("bytes=abc", 200, None),
        ("bytes=-0", 416, None),
        ("bytes=5-3", 416, None),
    ],
)
def test_unusual_ranges_get_a_proper_answer(
    site: tuple[Path, int], capfd: pytest.CaptureFixture[str], header: str, status: int,
    span: tuple[int, int] | None,
) -> None:
    folder, port = site
    data = (folder / "en" / "01-a.mp3").read_bytes()
    response = request(port, "GET", "/en/01-a.mp3", {"Range": header})
    body = response.read()
    assert response.status == status
    if status == 200:
        assert body == data and response.getheader("Content-Range") is None
    elif status == 206:
        assert span is not None
        assert response.getheader("Content-Range") == f"bytes {span[0]}-{span[1]}/{len(data)}"
        assert body == data[span[0]:span[1] + 1]
    else:
        assert response.getheader("Content-Range") == f"bytes */{len(data)}" and body == b""
    assert "Traceback" not in server_stderr(capfd)


@pytest.mark.parametrize("half", [b"GET /en/01-a.mp3 HT", b"GET /en/01-a.mp3 HTTP/1.1\r\nHost: localhost\r\n"])
def test_a_stalled_client_is_dropped_after_the_timeout(
    site: tuple[Path, int], capfd: pytest.CaptureFixture[str], half: bytes
) -> None:
    folder = site[0]
    with serving(folder, timeout=0.5) as port, socket.create_connection(("127.0.0.1", port)) as client:
        client.sendall(half)
        client.settimeout(5)
        started = time.monotonic()
        assert client.recv(1024) == b""  # closed by the server, without an answer
        assert 0.4 < time.monotonic() - started < 30  # not before the timeout; soon after, however busy the machine
        assert request(port, "HEAD", "/en/feed.xml").status == 200
    assert "Traceback" not in server_stderr(capfd)


@pytest.mark.parametrize("headers", [{}, {"Range": "bytes=1000-"}])
@pytest.mark.parametrize("linger", [False, True])  # a closed socket (broken pipe) or a reset connection
def test_a_player_that_stops_reading_is_no_error(
    site: tuple[Path, int], capfd: pytest.CaptureFixture[str], headers: dict[str, str], linger: bool
) -> None:
    folder, port = site
    (folder / "en" / "big.mp3").write_bytes(bytes(32 * 1024 * 1024))  # more than the sockets' buffers hold
    client = socket.socket()
    client.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    if linger:
        client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    client.connect(("127.0.0.1", port))
    fields = "".join(f"{name}: {value}\r\n" for name, value in headers.items())
    client.sendall(f"GET /en/big.mp3 HTTP/1.1\r\nHost: localhost\r\n{fields}\r\n".encode())
    assert client.recv(1024).startswith(b"HTTP/1.0 20")
    client.close()
    assert "Traceback" not in server_stderr(capfd)
    assert request(port, "HEAD", "/en/big.mp3").status == 200


def test_serving_a_missing_folder_says_to_build_first(tmp_path: Path) -> None:
    from tests.conftest import run_cli

    result = run_cli("serve", "nowhere", cwd=tmp_path)
    assert result.returncode == 1
    assert result.stderr == "error: nowhere: no such folder; build first (audioguide build)\n"


def test_a_client_sending_its_headers_a_byte_at_a_time_is_dropped_at_the_deadline(
    site: tuple[Path, int], capfd: pytest.CaptureFixture[str]
) -> None:
    folder = site[0]
    # timeout 1 s: each byte (every 0.3 s) comes in time, but the whole headers must come within 2 s
    with serving(folder, timeout=1.0) as port, socket.create_connection(("127.0.0.1", port)) as client:
        client.sendall(b"GET /en/feed.xml HTTP/1.1\r\n")
        started = time.monotonic()
        closed = False
        while time.monotonic() - started < 30 and not closed:
            try:
                client.sendall(b"X")
                client.settimeout(0.3)
                closed = client.recv(1024) == b""
            except TimeoutError:
                continue
            except OSError:
                closed = True
        assert closed and 1.5 < time.monotonic() - started < 30
        assert request(port, "HEAD", "/en/feed.xml").status == 200
    assert "Traceback" not in server_stderr(capfd)


def test_connections_beyond_the_cap_are_closed_and_the_server_goes_on(site: tuple[Path, int]) -> None:
    from audioguide.preview.serve import MAX_CONNECTIONS

    folder = site[0]
    with serving(folder, timeout=5.0) as port:
        held = [socket.create_connection(("127.0.0.1", port)) for _ in range(MAX_CONNECTIONS)]
        try:
            time.sleep(0.5)
            with socket.create_connection(("127.0.0.1", port)) as extra:
                extra.settimeout(5)
                with contextlib.suppress(ConnectionResetError):  # closed at once, no thread for it
                    assert extra.recv(1024) == b""
        finally:
            for client in held:
                client.close()
        time.sleep(0.5)
        assert request(port, "HEAD", "/en/feed.xml").status == 200


def test_live_reload_streams_are_capped(tmp_path: Path) -> None:
    from audioguide.preview.watch import EVENTS, MAX_STREAMS

    folder = tmp_path / "output"
    folder.mkdir()
    with serving(folder, watching=True) as port:
        streams = [request(port, "GET", EVENTS) for _ in range(MAX_STREAMS)]
        try:
            assert {stream.status for stream in streams} == {200}
            refused = request(port, "GET", EVENTS)
            assert refused.status == 503
            assert f"more than {MAX_STREAMS} pages are listening already" in refused.read().decode()
        finally:
            for stream in streams:
                stream.close()
