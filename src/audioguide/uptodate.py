"""Knowing, before any work, that a build would change nothing.

After a successful build, a stamp records a digest of every input (the config,
its documents, catalogs, guide templates and cover, the build's options, the
versions of audioguide and of its tools, and what the engines of the configured
languages say they are: their version and their voices' files) and of the
output folder as written. When both still match, the build has nothing to do.
The inputs are read before the build starts, so a file saved while it runs
makes the next build build again; ``audioguide.lock``, which the build itself
writes, is read after it.

The engines are asked, not guessed at: each language's voice is checked as the
build checks it, and the engine names the files it will read (a Piper model and
its config), so a voice replaced at the same path is a change. Those files are
known by their size, times and inode rather than their content: a model is
tens of megabytes, and reading it on every check would cost more than the check.
Besides the engines, this module imports only the standard library and PyYAML.
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
_TOOLS = ("imageio-ffmpeg", "mutagen")
"""Packages besides the engines whose version changes the output (ffmpeg encodes, mutagen tags)."""


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
    voices = _voices(config, root)
    if voices is None:
        return None
    described, voice_files = voices
    digest = hashlib.sha256()
    digest.update(json.dumps([__version__, _versions(), described, options], sort_keys=True).encode())
    digest.update(text)
    for path in voice_files:
        if not _add_stat(digest, path):
            return None
    files = []
    for entry in config.get("documents") or []:
        if isinstance(entry, dict):
            files.append(entry.get("path"))
            translated = entry.get("translations")
            files += list(translated.values()) if isinstance(translated, dict) else []
    if config.get("cover") is not None:
        files.append(config["cover"])
    for name in files:
        if not isinstance(name, str) or not _add_file(digest, root / name):
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


def lock_digest(config_path: Path) -> str | None:
    """The guide's ``audioguide.lock`` (feed guids and the guide's identity), as the build left it."""
    lock = config_path.parent / LOCK_FILE
    digest = hashlib.sha256()
    return digest.hexdigest() if not lock.exists() or _add_file(digest, lock) else None


def is_up_to_date(config_path: Path, output: Path, inputs: str | None) -> bool:
    """Whether the last build read ``inputs`` (:func:`inputs_digest`) and the output is as it left it."""
    stamp = stamp_path(config_path)
    if inputs is None or not stamp.is_file() or not output.is_dir():
        return False
    try:
        recorded = json.loads(stamp.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    # The folder first: listing another one (``--output /``) could take for ever.
    if not isinstance(recorded, dict) or recorded.get("folder") != str(output.absolute()):
        return False
    return recorded == {
        "inputs": inputs, "lock": lock_digest(config_path), "output": output_digest(output),
        "folder": str(output.absolute()),
    }


def record(config_path: Path, output: Path, inputs: str | None) -> None:
    """Write the stamp after a successful build that read ``inputs`` (atomically; a missing stamp only
    costs a build)."""
    stamp = stamp_path(config_path)
    lock = lock_digest(config_path)
    if inputs is None or lock is None:
        stamp.unlink(missing_ok=True)
        return
    data = {"inputs": inputs, "lock": lock, "output": output_digest(output), "folder": str(output.absolute())}
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


def _add_stat(digest: Any, path: Path) -> bool:
    """Add what ``path`` is (size, modification and change times, inode) to ``digest``; False when not a file."""
    try:
        info = path.stat()
    except OSError:
        return False
    if not stat.S_ISREG(info.st_mode):
        return False
    digest.update(f"{path}\0{info.st_size}\0{info.st_mtime_ns}\0{info.st_ctime_ns}\0{info.st_ino}".encode())
    return True


def _voices(config: dict[str, Any], root: Path) -> tuple[list[list[str]], list[Path]] | None:
    """Each configured language's engine, its version and voice, and the voices' files; None when a
    language's voice cannot be checked (the build will say why).

    The voice for passages left untranslated, when the source language has no entry of
    its own, is the engine's default for it; an engine without one adds nothing.
    """
    from audioguide.engines import DEFAULT_ENGINE, get_engine

    languages = config.get("languages")
    if not isinstance(languages, list):
        return None
    wanted: list[tuple[str, str | None, str, bool]] = []
    for entry in languages:
        if not isinstance(entry, dict):
            return None
        code, name, voice = entry.get("code"), entry.get("engine", DEFAULT_ENGINE), entry.get("voice")
        if not isinstance(code, str) or not isinstance(name, str) or not isinstance(voice, (str, type(None))):
            return None
        wanted.append((name, voice, code, True))
    source = config.get("source_language", "en")
    if isinstance(source, str) and source.lower() not in {code.lower() for _, _, code, _ in wanted}:
        wanted += [(name, None, source, False) for name in sorted({name for name, _, _, _ in wanted})]
    described, files = [], []
    for name, voice, code, required in wanted:
        if voice is not None and voice.lower().endswith(".onnx"):
            voice = str(root / voice)  # as the config takes a model's path: from the guide's folder
        try:
            engine = get_engine(name)
            chosen = engine.check_voice(voice, code)
            described.append([name, engine.version(), chosen, code])
            files += engine.inputs(chosen)
        except Exception as error:  # noqa: BLE001 - any engine's trouble means "build and let it say"
            log.debug("up-to-date check: %s for %s: %s", name, code, error)
            if required:
                return None
    return described, files


def _versions() -> dict[str, str]:
    found = {}
    for name in _TOOLS:
        try:
            found[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            found[name] = ""
    return found
