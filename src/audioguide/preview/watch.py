"""``audioguide serve --watch``: rebuild when the guide changes, and reload the pages that show it.

The preview server (:mod:`audioguide.preview.serve`) gains one address,
``/__audioguide__/events``, a stream of server-sent events, and every HTML
page it serves gets a few lines of script that reload the page when a build
has finished. The guide's folder is polled every half second: a file a build
may read (a document, the config, a catalog, a template, a cover) whose
modification time or size changes (a save) starts a build. Polling the
``stat`` of a guide's few files costs nothing noticeable and needs no file
system notification library, which differs on every system.
"""

from __future__ import annotations

import io
import logging
import os
import threading
import time
from collections.abc import Callable
from functools import partial
from http import HTTPStatus
from pathlib import Path
from typing import Any

from audioguide.common.files import CACHE_DIR
from audioguide.preview.serve import TIMEOUT, PreviewHandler, PreviewServer, inside
from audioguide.publish.identities import LOCK_FILE

log = logging.getLogger(__name__)

EVENTS = "/__audioguide__/events"
MAX_STREAMS = 16
"""Pages listening for reloads at once (each holds a connection, under the server's MAX_CONNECTIONS); one more
is told 503, and its browser tries again later."""
_SCRIPT = (
    "<script>new EventSource('" + EVENTS + "').addEventListener('reload', function () {"
    " location.reload(); });</script>"
).encode()
BUILDING = (
    b'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Building the guide</title>'
    b'<meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main>'
    b"<h1>Building the guide</h1><p>audioguide is building the guide; this page opens it when the build"
    b" is done.</p></main>"
)
"""What a page not made yet shows while the first build runs (the reload script follows)."""
_SKIPPED = {CACHE_DIR, ".git", ".venv", "node_modules", "__pycache__"}


class Builds:
    """How many builds have finished, and whether one runs; those waiting on it are woken by each new one."""

    def __init__(self) -> None:
        self.count = 0
        self.running = False
        self._changed = threading.Condition()
        self.streams = threading.BoundedSemaphore(MAX_STREAMS)
        """One per page listening for reloads."""

    def run(self, build: Callable[[], None]) -> None:
        """``build()``, counted: the pages open reload when it ends, however it ends."""
        self.running = True
        try:
            build()
        finally:
            self.running = False
            self.finished()

    def finished(self) -> None:
        with self._changed:
            self.count += 1
            self._changed.notify_all()

    def wait(self, seen: int, timeout: float) -> int:
        with self._changed:
            self._changed.wait_for(lambda: self.count != seen, timeout)
            return self.count


class ReloadingHandler(PreviewHandler):
    """The preview server's handler, with the event stream and the script that listens to it."""

    def __init__(self, *args: Any, builds: Builds, **kwargs: Any) -> None:
        self.builds = builds
        super().__init__(*args, **kwargs)

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        if self.path == EVENTS:
            self._events()
        else:
            super().do_GET()

    def _events(self) -> None:
        if not self.builds.streams.acquire(blocking=False):
            self.send_error(HTTPStatus.SERVICE_UNAVAILABLE, f"more than {MAX_STREAMS} pages are listening already")
            return
        try:
            self._stream()
        finally:
            self.builds.streams.release()

    def _stream(self) -> None:
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        seen = self.builds.count
        while True:
            count = self.builds.wait(seen, timeout=TIMEOUT / 2)
            # A comment line keeps the connection alive within the server's timeout.
            message = b": waiting\n\n" if count == seen else f"event: reload\ndata: {count}\n\n".encode()
            self.wfile.write(message)
            self.wfile.flush()
            seen = count

    def send_head(self) -> Any:
        """A page with the script that reloads it; anything else as the preview server sends it. While a
        build runs, a page not made yet (a fresh guide's, a new episode's) says so, and reloads when it is done."""
        if not self.path.split("?")[0].endswith((".html", "/")) or self.headers.get("Range"):
            return super().send_head()
        path = Path(self.translate_path(self.path))
        page = path / "index.html" if path.is_dir() else path
        if not page.exists() and self.builds.running:
            return self._building()
        if not inside(page, Path(self.directory)) or not page.is_file():
            return super().send_head()  # not found, or a folder's listing
        body = page.read_bytes()
        body = body.replace(b"</body>", _SCRIPT + b"</body>", 1) if b"</body>" in body else body + _SCRIPT
        return self.send_body(body, "text/html; charset=utf-8", cache="no-store")


    def _building(self) -> Any:
        self.send_response(HTTPStatus.SERVICE_UNAVAILABLE)
        self.send_header("Retry-After", "2")
        body = BUILDING + _SCRIPT + b"</body></html>\n"
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        return io.BytesIO(body)


def make_watching_server(folder: Path, builds: Builds, port: int = 0) -> PreviewServer:
    handler = partial(ReloadingHandler, directory=str(folder.resolve()), timeout=TIMEOUT, builds=builds)
    return PreviewServer(("127.0.0.1", port), handler)


INPUTS = frozenset({
    ".yml", ".yaml", ".toml", ".json",  # the config, front matter and site data
    ".md", ".mdx", ".markdown", ".txt", ".text", ".html", ".htm", ".xhtml", ".epub", ".docx", ".pdf",  # documents
    ".po", ".pot", ".mo",  # catalogs
    ".j2", ".jinja", ".jinja2",  # templates
    ".png", ".jpg", ".jpeg",  # covers
})
"""What a guide is made of, by its files' suffixes: a log written in the guide's folder (the server's own,
``nohup.out``) or an editor's swap file is no reason to build."""


def snapshot(root: Path, output: Path) -> dict[str, tuple[int, int]]:
    """Every file of the guide that a build may read (:data:`INPUTS`), but those in its output and its cache and
    the lock file a build writes itself: its modification time and size."""
    found = {}
    output = output.resolve()
    for top, folders, names in os.walk(root):
        folders[:] = [name for name in folders if name not in _SKIPPED and (Path(top) / name).resolve() != output
                      and not name.startswith(f".{output.name}.")]
        for name in names:
            if (top == str(root) and name == LOCK_FILE) or Path(name).suffix.lower() not in INPUTS:
                continue
            path = Path(top) / name
            try:
                info = path.stat()
            except OSError:
                continue
            found[str(path)] = (info.st_mtime_ns, info.st_size)
    return found


def watch(root: Path, output: Path, build: Callable[[], None], builds: Builds, interval: float = 0.5) -> None:
    """Build now, then whenever a file of the guide changes, for ever (until Ctrl-C); the pages reload after
    each build. The guide is looked at before each build: a save while one runs starts another."""
    last = snapshot(root, output)
    builds.run(build)
    while True:
        time.sleep(interval)
        current = snapshot(root, output)
        if current == last:
            continue
        changed = sorted(set(current.items()) ^ set(last.items()))
        log.warning("changed: %s; building", Path(changed[0][0]).relative_to(root))
        builds.run(build)
        last = current  # as the build found the guide: a save while it ran builds again
