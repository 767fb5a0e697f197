"""A misbehaving HTTP server on 127.0.0.1, one mode per way a server can attack or break a client.

The first segment of a request's path chooses the mode; the rest is what the
client asked for (``/gzip/v1/audio/speech``, ``/endless-voice/voices.json``).
Both a speech server (any POST) and a Piper voice repository (GET
``voices.json`` and the voice's files) are played:

=====================  ==================================================================================
``gzip``               200, ``Content-Encoding: gzip``, a body that is not gzip
``wav-rate-N``         200, a valid WAV of 0.1 s whose header says N Hz
``wav-long``           200, a valid WAV of 200 s (for a sentence of a few words)
``redirect-file``      302 to ``file:///etc/passwd``
``redirect-loop``      302 to itself, for ever
``redirect-metadata``  302 to a cloud's metadata address, ``http://169.254.169.254/latest/meta-data/``
``redirect-elsewhere`` 302 to another host, ``http://elsewhere.invalid/`` and the path asked for
``huge``               200 announcing 2 GB, then zeros until the client hangs up
``trickle``            200, then one byte every :attr:`HostileServer.trickle` seconds, for ever
``trickle-headers``    the status line, then one byte of a header every :attr:`HostileServer.trickle` s
``echo-400``           400 whose body is the request's headers (``Authorization`` with them)
``index-big``          a voice index whose hostile model's ``size_bytes`` is ``"big"``
``index-negative``     … is ``-1``
``index-escape``       … whose model path is ``../../etc/passwd``
``index-10tb``         … whose model claims 10 TB
``index-endless``      a ``voices.json`` that never ends
``endless-voice``      a good index (1,000-byte model), then a model file that never ends
``redirect-index``     ``voices.json`` redirected to ``file:///etc/passwd``
=====================  ==================================================================================

Every request is recorded (method, path) in :attr:`HostileServer.requests`.
"""

from __future__ import annotations

import contextlib
import io
import json
import threading
import time
import wave
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

JOE = "en_US-hostile-medium"
JOE_FOLDER = "en/en_US/hostile/medium"


def wav_header_rate(rate: int) -> bytes:
    """0.1 s of silence at 22,050 samples, its header claiming ``rate`` Hz (as a broken server sends)."""
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as writer:
        writer.setnchannels(1)
        writer.setsampwidth(2)
        writer.setframerate(22050)
        writer.writeframes(b"\0\0" * 2205)
    data = bytearray(buffer.getvalue())
    data[24:28] = rate.to_bytes(4, "little")
    data[28:32] = (rate * 2 % (1 << 32)).to_bytes(4, "little")
    return bytes(data)


def wav_silence(seconds: float) -> bytes:
    """``seconds`` of silence as a 22,050 Hz mono WAV."""
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as writer:
        writer.setnchannels(1)
        writer.setsampwidth(2)
        writer.setframerate(22050)
        writer.writeframes(b"\0\0" * int(22050 * seconds))
    return buffer.getvalue()


def index(model: dict[str, Any]) -> dict[str, Any]:
    """A one-voice index whose model file is described by ``model`` (path → meta)."""
    return {JOE: {
        "key": JOE, "name": "hostile", "quality": "medium",
        "language": {"code": "en_US", "family": "en", "region": "US"},
        "files": {**model, f"{JOE_FOLDER}/{JOE}.onnx.json": {"size_bytes": 10, "md5_digest": "0" * 32}},
    }}


MODEL = f"{JOE_FOLDER}/{JOE}.onnx"
INDEXES = {
    "index-big": index({MODEL: {"size_bytes": "big", "md5_digest": "0" * 32}}),
    "index-negative": index({MODEL: {"size_bytes": -1, "md5_digest": "0" * 32}}),
    "index-escape": index({"../../etc/passwd.onnx": {"size_bytes": 100, "md5_digest": "0" * 32}}),
    "index-10tb": index({MODEL: {"size_bytes": 10 * 10**12, "md5_digest": "0" * 32}}),
    "endless-voice": index({MODEL: {"size_bytes": 1000, "md5_digest": "0" * 32}}),
}


class Handler(BaseHTTPRequestHandler):
    server: HostileServer
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class's name
        pass

    def do_GET(self) -> None:
        self._answer()

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        self.rfile.read(min(length, 1 << 20))
        self._answer()

    def _answer(self) -> None:
        mode, _, rest = self.path.lstrip("/").partition("/")
        with self.server.lock:
            self.server.requests.append((self.command, self.path))
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):  # the client hung up, as it should
            self._play(mode, rest)

    def _play(self, mode: str, rest: str) -> None:
        if mode == "gzip":
            self._send(200, b"\x1f\x8bthis is not gzip at all" * 20, {"Content-Encoding": "gzip"})
        elif mode.startswith("wav-rate-"):
            self._send(200, wav_header_rate(int(mode.removeprefix("wav-rate-"))), {"Content-Type": "audio/wav"})
        elif mode == "wav-long":
            self._send(200, wav_silence(200.0), {"Content-Type": "audio/wav"})
        elif mode in ("redirect-file", "redirect-index"):
            self._send(302, b"", {"Location": "file:///etc/passwd"})
        elif mode == "redirect-loop":
            self._send(302, b"", {"Location": self.path})
        elif mode == "redirect-metadata":
            self._send(302, b"", {"Location": "http://169.254.169.254/latest/meta-data/?token=1"})
        elif mode == "redirect-elsewhere":
            self._send(302, b"", {"Location": f"http://elsewhere.invalid/{rest}"})
        elif mode == "huge":
            self._endless({"Content-Length": str(2 << 30)})
        elif mode == "trickle":
            self.send_response(200)
            self.send_header("Content-Length", "1000000")
            self.end_headers()
            self._trickle(b"RIFF" + b"\0" * 1000000)
        elif mode == "trickle-headers":
            self.wfile.write(b"HTTP/1.1 200 OK\r\n")
            self._trickle(b"X-Slow: " + b"a" * 100000)
        elif mode == "echo-400":
            text = "".join(f"{name}: {value}\n" for name, value in self.headers.items())
            self._send(400, json.dumps({"error": {"message": "bad request", "request": text}}).encode(),
                       {"Content-Type": "application/json"})
        elif mode == "index-endless" and rest == "voices.json":
            self._endless({"Transfer-Encoding": "chunked"}, chunked=True)
        elif mode in INDEXES and rest == "voices.json":
            self._send(200, json.dumps(INDEXES[mode]).encode(), {"Content-Type": "application/json"})
        elif mode == "endless-voice":
            self._endless({})
        else:
            self._send(404, b"not here", {})

    def _send(self, status: int, body: bytes, headers: dict[str, str]) -> None:
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def _endless(self, headers: dict[str, str], chunked: bool = False) -> None:
        self.send_response(200)
        for name, value in headers.items():
            self.send_header(name, value)
        self.end_headers()
        self.close_connection = True
        block = b"\0" * (1 << 16)
        if chunked:
            block = f"{len(block):x}\r\n".encode() + block + b"\r\n"
        while not self.server.stopping.is_set():
            self.wfile.write(block)

    def _trickle(self, data: bytes) -> None:
        self.close_connection = True
        for byte in data:
            if self.server.stopping.wait(self.server.trickle):
                return
            self.wfile.write(bytes([byte]))
            self.wfile.flush()


class HostileServer(ThreadingHTTPServer):
    """Serves in a thread; ``url`` has no trailing slash. ``trickle``: seconds between bytes."""

    daemon_threads = True

    def __init__(self, trickle: float = 1.0) -> None:
        super().__init__(("127.0.0.1", 0), Handler)
        self.trickle = trickle
        self.lock = threading.Lock()
        self.stopping = threading.Event()
        self.requests: list[tuple[str, str]] = []
        self.url = f"http://127.0.0.1:{self.server_address[1]}"
        self._thread = threading.Thread(target=self.serve_forever, daemon=True)

    def __enter__(self) -> HostileServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stopping.set()
        self.shutdown()
        self.server_close()
        self._thread.join(timeout=10)
        time.sleep(0)
