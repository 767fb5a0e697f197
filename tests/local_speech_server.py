"""``python -m tests.local_speech_server [--key KEY]``: an OpenAI-compatible speech server on 127.0.0.1, for tests.

It prints its port on the first line of its output, then answers until it is
stopped:

* ``POST /v1/audio/speech`` with ``{"model", "input", "voice", "response_format", "speed"}``:
  the input spoken by espeak-ng (the voice is an espeak-ng voice id, ``en-us``), as WAV,
  MP3 or raw 16-bit PCM at espeak-ng's 22,050 Hz. With ``--key``, a request without
  ``Authorization: Bearer KEY`` gets 401, as OpenAI answers.
* ``POST /_script`` with a list of ``{"status", "headers", "body"}``: the next speech
  requests get these answers, in order, before the server speaks again.
* ``GET /_log``: every speech request so far (its headers and JSON body); ``DELETE /_log`` forgets them.

One request at a time, in one thread: espeak-ng forks a child per sentence.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from http.server import BaseHTTPRequestHandler, HTTPServer
from typing import Any

import imageio_ffmpeg

from audioguide.common.errors import EngineError
from audioguide.speech.cues import wav_bytes
from audioguide.speech.engines import get_engine


class SpeechHandler(BaseHTTPRequestHandler):
    server: SpeechServer

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class's name
        pass

    def _answer(self, status: int, body: bytes, content_type: str, headers: dict[str, str] | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def _error(self, status: int, message: str) -> None:
        body = json.dumps({"error": {"message": message, "type": "invalid_request_error"}}).encode()
        self._answer(status, body, "application/json")

    def _body(self) -> bytes:
        return self.rfile.read(int(self.headers.get("Content-Length") or 0))

    def do_GET(self) -> None:
        if self.path == "/_log":
            self._answer(200, json.dumps(self.server.log).encode(), "application/json")
        else:
            self._error(404, f"no {self.path} here")

    def do_DELETE(self) -> None:
        self.server.log.clear()
        self._answer(204, b"", "text/plain")

    def do_POST(self) -> None:
        raw = self._body()
        if self.path == "/_script":
            self.server.script.extend(json.loads(raw))
            self._answer(204, b"", "text/plain")
            return
        if self.path != "/v1/audio/speech":
            self._error(404, f"no {self.path} here")
            return
        try:
            request = json.loads(raw)
        except ValueError:
            self._error(400, "the body is not JSON")
            return
        self.server.log.append({"headers": dict(self.headers.items()), "body": request})
        if self.server.key is not None and self.headers.get("Authorization") != f"Bearer {self.server.key}":
            self._error(401, "Incorrect API key provided.")
            return
        if self.server.script:
            answer = self.server.script.pop(0)
            self._answer(int(answer["status"]), str(answer.get("body", "")).encode(), "application/json",
                         answer.get("headers"))
            return
        self._speak(request)

    def _speak(self, request: dict[str, Any]) -> None:
        missing = [name for name in ("model", "input", "voice") if not request.get(name)]
        if missing:
            self._error(400, f"missing: {', '.join(missing)}")
            return
        espeak = get_engine("espeak-ng")
        try:
            voice = espeak.check_voice(str(request["voice"]), str(request["voice"]).split("+")[0])
            speech = espeak.synthesize(str(request["input"]), voice, voice, float(request.get("speed", 1.0)))
        except EngineError as error:
            self._error(400, f"voice {request['voice']!r} not found ({error})")
            return
        kind = request.get("response_format", "mp3")
        if kind == "wav":
            self._answer(200, wav_bytes(speech), "audio/wav")
        elif kind == "pcm":
            self._answer(200, speech.pcm, "audio/pcm")
        elif kind == "mp3":
            mp3 = subprocess.run(
                [imageio_ffmpeg.get_ffmpeg_exe(), "-loglevel", "error", "-f", "s16le", "-ar", str(speech.sample_rate),
                 "-ac", "1", "-i", "-", "-c:a", "libmp3lame", "-b:a", "64k", "-f", "mp3", "-"],
                input=speech.pcm, capture_output=True, check=True,
            ).stdout
            self._answer(200, mp3, "audio/mpeg")
        else:
            self._error(400, f"response_format {kind!r} is not supported")


class SpeechServer(HTTPServer):
    def __init__(self, key: str | None) -> None:
        super().__init__(("127.0.0.1", 0), SpeechHandler)
        self.key = key
        self.script: list[dict[str, Any]] = []
        self.log: list[dict[str, Any]] = []


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--key")
    arguments = parser.parse_args()
    server = SpeechServer(arguments.key)
    print(server.server_address[1], flush=True)
    with server:
        server.serve_forever()


if __name__ == "__main__":
    sys.exit(main())
