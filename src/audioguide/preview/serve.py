"""A local preview server for the output folder, as podcast players need it.

Players seek with HTTP byte ranges and check files with HEAD; the standard
library's file server answers neither range requests nor the podcast MIME
types, so this handler adds both. It binds to 127.0.0.1 only and serves
nothing outside the folder, not even through a symlink. A client that stalls
is dropped after a timeout (each read 10 s, the request's headers 20 s in all), so it
cannot hold a thread for ever; 64 connections at most are served at once; one that
stops reading (players do when they seek) is no error worth a traceback.
"""

from __future__ import annotations

import gzip
import io
import math
import os
import re
import socket
import sys
import threading
import time
from functools import partial
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

_RANGE = re.compile(r"bytes=(\d*)-(\d*)", re.IGNORECASE)
TIMEOUT = 10.0  # seconds a connection may stall, reading or writing, before it is dropped
REQUEST_DEADLINE = 20.0
"""Seconds a client has to send a whole request line and its headers: one byte every few seconds holds no thread."""
MAX_CONNECTIONS = 64
"""Connections served at once (a thread each); one more is closed as soon as it is accepted."""
TYPES = {
    ".mp3": "audio/mpeg",
    ".m4b": "audio/mp4",
    ".m4a": "audio/mp4",
    ".opus": "audio/ogg; codecs=opus",
    ".ogg": "audio/ogg",
    ".epub": "application/epub+zip",
    ".vtt": "text/vtt; charset=utf-8",
    ".srt": "application/x-subrip; charset=utf-8",
    ".json": "application/json",
    ".xml": "application/rss+xml; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".m3u": "audio/x-mpegurl",
}
"""Each file type an output publishes, as registered (IANA), with the charset of text."""
COMPRESSED = ("text/", "application/json", "application/rss+xml", "application/x-subrip", "image/svg+xml")
"""Text, sent gzipped to a client that accepts it (audio, images and EPUBs are compressed already)."""


class PreviewHandler(SimpleHTTPRequestHandler):
    """Files of one folder, with HEAD, byte ranges and the podcast MIME types."""

    # http.server's own class attribute, replaced whole (never changed in place)
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}  # noqa: RUF012

    def __init__(self, *args: Any, timeout: float = TIMEOUT, **kwargs: Any) -> None:
        self._timeout = timeout
        super().__init__(*args, **kwargs)

    def setup(self) -> None:
        super().setup()
        # On the socket: http.server drops a connection whose read or write times out.
        self.connection.settimeout(self._timeout)
        self._until = math.inf
        self.rfile = io.BufferedReader(_DeadlineReader(self.connection, self))

    def handle_one_request(self) -> None:
        """One request, whose line and headers must all come within :data:`REQUEST_DEADLINE` (the socket's
        timeout bounds each read only): a client sending a byte at a time is dropped, its thread freed."""
        self._until = time.monotonic() + min(REQUEST_DEADLINE, 2 * self._timeout)
        super().handle_one_request()

    def parse_request(self) -> bool:
        parsed = super().parse_request()  # reads the headers
        self._until = math.inf  # they are in: each later read is bounded by the socket's timeout
        return parsed

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        name = os.fspath(path)
        if name.endswith(".chapters.json"):
            return "application/json+chapters"
        return TYPES.get(Path(name).suffix.lower()) or super().guess_type(path)

    def send_head(self) -> Any:
        path = Path(self.translate_path(self.path))
        if not inside(path, Path(self.directory)) or not _indexes_inside(path, Path(self.directory)):
            self.send_error(HTTPStatus.NOT_FOUND, "File not found")
            return None
        if path.is_file() and self._gzip(self.guess_type(str(path))):
            return self.send_body(path.read_bytes(), self.guess_type(str(path)))
        # One byte range gets 206 or 416; anything else (several ranges, another unit,
        # not a range at all) is ignored, as RFC 9110 allows: the whole file, 200.
        found = _RANGE.fullmatch(self.headers.get("Range", "").strip())
        if found is None or not path.is_file():
            return super().send_head()
        size = path.stat().st_size
        span = _span(found, size)
        if span is None:
            self.send_response(HTTPStatus.REQUESTED_RANGE_NOT_SATISFIABLE)
            self.send_header("Content-Range", f"bytes */{size}")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        start, end = span
        stream = path.open("rb")
        stream.seek(start)
        self.send_response(HTTPStatus.PARTIAL_CONTENT)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Accept-Ranges", "bytes")
        self.send_header("Content-Range", f"bytes {start}-{end}/{size}")
        self.send_header("Content-Length", str(end - start + 1))
        self.end_headers()
        self._remaining = end - start + 1
        return stream

    def _gzip(self, kind: str) -> bool:
        """Whether a file of MIME type ``kind`` is text sent whole to a client that takes gzip."""
        accepted = {part.split(";")[0].strip().lower() for part in self.headers.get("Accept-Encoding", "").split(",")}
        return kind.startswith(COMPRESSED) and "gzip" in accepted and not self.headers.get("Range")

    def send_body(self, body: bytes, kind: str, cache: str | None = None) -> io.BytesIO:
        """A whole body, gzipped when the client accepts it: the headers sent, the body to copy."""
        compressed = self._gzip(kind)
        if compressed:
            body = gzip.compress(body, mtime=0)
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        if compressed:
            self.send_header("Content-Encoding", "gzip")
        if cache:
            self.send_header("Cache-Control", cache)
        self.end_headers()
        return io.BytesIO(body)

    def end_headers(self) -> None:
        self.send_header("Accept-Ranges", "bytes")
        super().end_headers()

    def copyfile(self, source: Any, outputfile: Any) -> None:
        remaining = getattr(self, "_remaining", None)
        if remaining is None:
            super().copyfile(source, outputfile)
            return
        while remaining > 0:
            block = source.read(min(64 * 1024, remaining))
            if not block:
                break
            outputfile.write(block)
            remaining -= len(block)

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class's name
        pass  # quiet: the CLI says where it serves; requests are not news


class _DeadlineReader(socket.SocketIO):
    """The connection's reads, each waiting at most until the handler's deadline for the request."""

    def __init__(self, connection: socket.socket, handler: PreviewHandler) -> None:
        super().__init__(connection, "rb")
        self._connection = connection
        self._handler = handler

    def readinto(self, buffer: Any) -> int | None:
        remaining = self._handler._until - time.monotonic()
        if remaining <= 0:
            raise TimeoutError("the request's headers did not come in time")
        self._connection.settimeout(min(self._handler._timeout, remaining))
        return super().readinto(buffer)


class PreviewServer(ThreadingHTTPServer):
    """A thread per connection, :data:`MAX_CONNECTIONS` at most; a client that hangs up mid-answer is not
    reported."""

    daemon_threads = True
    request_queue_size = 128  # connections the system holds until they are accepted

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._slots = threading.BoundedSemaphore(MAX_CONNECTIONS)
        super().__init__(*args, **kwargs)

    def process_request(self, request: Any, client_address: Any) -> None:
        """Served in a thread of its own when one of the slots is free; else closed at once."""
        if not self._slots.acquire(blocking=False):
            self.shutdown_request(request)
            return
        try:
            super().process_request(request, client_address)
        except BaseException:
            self._slots.release()
            raise

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            self._slots.release()

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Players close the connection when they seek or stop: silent. Anything else is a bug: its traceback."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def inside(path: Path, folder: Path) -> bool:
    """Whether ``path`` exists and, symlinks resolved, lies in ``folder`` (already resolved).

    translate_path already drops ``..`` (encoded or not) from the URL, but not symlinks.
    """
    try:
        return path.resolve(strict=True).is_relative_to(folder)
    except (OSError, ValueError, RuntimeError):  # missing, a NUL or unencodable name, a symlink loop
        return False


def _indexes_inside(path: Path, folder: Path) -> bool:
    """Whether the index page http.server would open for a folder (``index.html``, else ``index.htm``) lies
    in ``folder`` too: a link named ``index.html`` to a file elsewhere is never served."""
    if not path.is_dir():
        return True
    for name in ("index.html", "index.htm"):
        index = path / name
        if index.is_symlink() or index.exists():
            return inside(index, folder)
    return True


def _span(found: re.Match[str], size: int) -> tuple[int, int] | None:
    """The inclusive byte span a single ``bytes=first-last`` range asks for, or None if unsatisfiable."""
    first, last = (_capped(digits, size) if digits else None for digits in found.groups())
    if first is None:  # the last N bytes (none of an empty file, nor the last 0, nor "bytes=-")
        return (size - last, size - 1) if last and size else None
    if first >= size or (last is not None and last < first):
        return None
    return first, size - 1 if last is None else min(last, size - 1)


def _capped(digits: str, size: int) -> int:
    """The number, but at most ``size``, which means the same in a range: 5000 digits exceed int()'s limit."""
    digits = digits.lstrip("0") or "0"
    return size if len(digits) > len(str(size)) else min(int(digits), size)


def make_server(folder: Path, port: int = 0, timeout: float = TIMEOUT) -> PreviewServer:
    """A server for ``folder`` on 127.0.0.1 (``port`` 0 picks a free one); ``timeout`` is in seconds."""
    handler = partial(PreviewHandler, directory=str(folder.resolve()), timeout=timeout)
    return PreviewServer(("127.0.0.1", port), handler)
