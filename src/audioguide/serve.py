"""A local preview server for the output folder, as podcast players need it.

Players seek with HTTP byte ranges and check files with HEAD; the standard
library's file server answers neither range requests nor the podcast MIME
types, so this handler adds both. It binds to 127.0.0.1 only and serves
nothing outside the folder.
"""

from __future__ import annotations

import os
import re
from functools import partial
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

_RANGE = re.compile(r"^bytes=(\d*)-(\d*)$")
TYPES = {
    ".mp3": "audio/mpeg",
    ".vtt": "text/vtt; charset=utf-8",
    ".srt": "application/x-subrip; charset=utf-8",
    ".json": "application/json",
    ".xml": "application/rss+xml; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".html": "text/html; charset=utf-8",
}


class PreviewHandler(SimpleHTTPRequestHandler):
    """Files of one folder, with HEAD, byte ranges and the podcast MIME types."""

    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        name = os.fspath(path)
        if name.endswith(".chapters.json"):
            return "application/json+chapters"
        return TYPES.get(Path(name).suffix.lower()) or super().guess_type(path)

    def send_head(self) -> Any:
        path = Path(self.translate_path(self.path))
        header = self.headers.get("Range")
        if header is None or not path.is_file():
            return super().send_head()
        size = path.stat().st_size
        span = _span(header, size)
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


def _span(header: str, size: int) -> tuple[int, int] | None:
    """The inclusive byte span a ``Range: bytes=…`` header asks for, or None if unsatisfiable."""
    found = _RANGE.match(header.strip())
    if not found or (not found[1] and not found[2]) or size == 0:
        return None
    if not found[1]:  # the last N bytes
        length = int(found[2])
        return (max(0, size - length), size - 1) if length else None
    start = int(found[1])
    end = min(int(found[2]), size - 1) if found[2] else size - 1
    return (start, end) if start <= end and start < size else None


def make_server(folder: Path, port: int = 0) -> ThreadingHTTPServer:
    """A server for ``folder`` on 127.0.0.1 (``port`` 0 picks a free one)."""
    handler = partial(PreviewHandler, directory=str(folder))
    return ThreadingHTTPServer(("127.0.0.1", port), handler)
