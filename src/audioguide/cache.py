"""A content-addressed cache of synthesized cues, kept across builds.

The key covers everything that changes the sound: engine and its version,
voice, language, rate, the engine's options (but those that only say how to reach
the voice) and the exact text spoken. Entries are WAV files written
atomically (temporary file, then rename), so a killed build leaves only whole
entries; an entry that fails to read back is deleted and synthesized again.
The cue cache may live on shared storage (an fsspec URL), so that the
machines of a cluster share it; encoded episodes stay beside the guide.
"""

from __future__ import annotations

import difflib
import hashlib
import io
import json
import logging
import os
import re
import tempfile
import uuid
import wave
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import fsspec
from fsspec.implementations.local import LocalFileSystem
from fsspec.registry import known_implementations

from audioguide.engines import Speech
from audioguide.errors import CacheError, writing
from audioguide.output import FILE_MODE, owner_alive, write_atomic

log = logging.getLogger(__name__)

CACHE_DIR = ".audioguide-cache"
"""Beside audioguide.yml: cues, episodes, generated covers and the last build's stamp."""


@dataclass(frozen=True)
class CueKey:
    engine: str
    engine_version: str
    voice: str
    """What the engine is given to select the voice (for Piper, maybe a model's path)."""
    language: str
    rate: float
    text: str
    voice_identity: str = ""
    """What the voice is, when its name says too little (a model file's digest); keyed instead."""
    options: Mapping[str, Any] = field(default_factory=dict, hash=False)
    """The engine's own options as its ``check_options`` returns them (JSON values, defaults left out),
    but its ``unkeyed_options``."""
    unkeyed: Mapping[str, Any] = field(default_factory=dict, hash=False)
    """The engine's ``unkeyed_options`` (a mirror, a timeout): given to the engine, left out of the digest."""

    @property
    def engine_options(self) -> dict[str, Any]:
        """Every option the engine is given to speak this cue."""
        return {**self.options, **self.unkeyed}

    def digest(self) -> str:
        """SHA-256 of the fields as canonical JSON; a key without options has the digest it had before options."""
        fields = dict(self.__dict__)
        del fields["unkeyed"]
        if self.voice_identity:
            fields["voice"] = fields.pop("voice_identity")
        else:
            del fields["voice_identity"]
        if self.options:
            fields["options"] = dict(self.options)
        else:
            del fields["options"]
        encoded = json.dumps(fields, sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(encoded.encode("utf-8")).hexdigest()


URL = re.compile(r"^[a-z][a-z0-9+.-]+://")
"""A cue cache given as an fsspec URL (``s3://bucket/cues``) rather than a path."""

_REACHED: set[str] = set()
"""Remote cue caches this process has reached: checked once, not again for every cue a worker speaks."""


def protocol_problem(url: str) -> str | None:
    """What keeps fsspec from opening ``url`` here, or None: a protocol it does not know, or whose package
    is not installed."""
    protocol = url.split("://", 1)[0]
    try:
        fsspec.get_filesystem_class(protocol)
    except ImportError as error:
        return _missing_package(url, protocol, error)
    except ValueError:
        close = difflib.get_close_matches(protocol, fsspec.available_protocols(), n=1)
        hint = f" (did you mean {close[0]}://?)" if close else ""
        return (f"{url!r}: no storage is called {protocol}://{hint}; give a folder, or a URL of the storage"
                " such as s3://bucket/cues")
    return None


def _missing_package(url: str, protocol: str, error: ImportError) -> str:
    """The package to install for ``protocol``: the one holding its implementation (s3fs), else fsspec's own words
    about what its implementation needs (``SFTPFileSystem requires "paramiko" to be installed``)."""
    package = known_implementations.get(protocol, {}).get("class", "").split(".")[0]
    cause = error.__cause__
    missing = cause.name.split(".")[0] if isinstance(cause, ImportError) and cause.name else None
    if package and package != "fsspec" and missing in (package, None):
        return f"{url!r} needs the Python package {package}, which is not installed; pip install {package}"
    also = f" (no module named {missing!r})" if missing else ""
    return f"{url!r} needs a Python package that is not installed here: {error}{also}"


def open_storage(location: str) -> tuple[Any, str]:
    """The file system and path of the cue cache at ``location``; a remote one is reached once per process.

    What keeps it from being reached (no such host, refused, no credentials) is one clear message.
    """
    problem = protocol_problem(location) if URL.match(location) else None
    if problem:
        raise CacheError(f"audioguide.yml: cue_cache: {problem}")
    try:
        fs, root = fsspec.core.url_to_fs(location)
        if not isinstance(fs, LocalFileSystem) and location not in _REACHED:
            fs.exists(root)
            _REACHED.add(location)
    # Each storage has its own errors (socket.gaierror, botocore's NoCredentialsError …): all say it cannot be reached.
    except Exception as error:  # noqa: BLE001
        reason = error.strerror if isinstance(error, OSError) and error.strerror else f"{type(error).__name__}: {error}"
        raise CacheError(
            f"audioguide.yml: cue_cache: cannot reach {location} ({reason}); check the URL, and that this machine"
            " can reach the storage (network, credentials), or remove cue_cache: to keep the cues beside the guide"
        ) from None
    return fs, root


class CueCache:
    """Cue audio by key, in a folder or at an fsspec URL (``s3://bucket/cues``) shared by many machines.

    An entry is written under a unique temporary name, then moved to its
    key's name: readers, other builds and other workers only ever see whole
    entries, and two writers of one key write the same bytes.
    """

    def __init__(self, location: str | Path) -> None:
        self.location = str(location)
        self.fs, self.root = open_storage(self.location)

    @property
    def folder(self) -> Path | None:
        """The cache's folder when it is on this machine's file system."""
        return Path(self.root) if isinstance(self.fs, LocalFileSystem) else None

    def _path(self, key: CueKey) -> str:
        digest = key.digest()
        return f"{self.root}/{digest[:2]}/{digest}.wav"

    def has(self, key: CueKey) -> bool:
        return bool(self.fs.isfile(self._path(key)))

    def get(self, key: CueKey) -> Speech | None:
        path = self._path(key)
        try:
            data = self.fs.cat_file(path)
        except FileNotFoundError:
            return None
        try:
            return read_wav(data)
        except (wave.Error, EOFError) as error:
            log.warning("cache entry %s is damaged (%s); synthesizing it again", path.rsplit("/", 1)[-1], error)
            self.fs.rm_file(path)
            return None

    def put(self, key: CueKey, speech: Speech) -> None:
        path = self._path(key)
        temporary = f"{path}.{uuid.uuid4().hex}.tmp"
        try:
            with writing(path):
                self.fs.makedirs(path.rsplit("/", 1)[0], exist_ok=True)
                self.fs.pipe_file(temporary, wav_bytes(speech))
                self.fs.mv(temporary, path)
        except BaseException:
            if self.fs.exists(temporary):
                self.fs.rm_file(temporary)
            raise


def wav_bytes(speech: Speech) -> bytes:
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as writer:
        writer.setnchannels(1)
        writer.setsampwidth(2)
        writer.setframerate(speech.sample_rate)
        writer.writeframes(speech.pcm)
    return buffer.getvalue()


def read_wav(data: bytes) -> Speech:
    with wave.open(io.BytesIO(data), "rb") as reader:
        frames = reader.getnframes()
        pcm = reader.readframes(frames)
        rate = reader.getframerate()
        if reader.getsampwidth() != 2 or reader.getnchannels() != 1 or len(pcm) != frames * 2:
            raise wave.Error("unexpected format or truncated")
    return Speech(pcm, rate)


@dataclass(frozen=True)
class EpisodeRecord:
    """What a build needs to know of an encoded episode without decoding it."""

    duration: float
    chapter_starts: tuple[float, ...]
    cue_spans: tuple[tuple[float, float], ...]
    loudness: tuple[float, float]


class EpisodeCache:
    """Finished episode MP3s (tags included) by a digest of everything that went into them.

    A rebuild whose episode inputs are unchanged takes the MP3 from here: no
    synthesis, no assembly, no encoding, and the same bytes.
    """

    def __init__(self, root: Path) -> None:
        self.root = root

    def mp3(self, digest: str) -> Path:
        return self.root / digest[:2] / f"{digest}.mp3"

    def get(self, digest: str) -> EpisodeRecord | None:
        """The record of a cached episode whose MP3 is whole and unchanged, else None (encode it again)."""
        mp3, record_path = self.mp3(digest), self.mp3(digest).with_suffix(".json")
        if not record_path.is_file() or not mp3.is_file():
            return None
        try:
            data = json.loads(record_path.read_text(encoding="utf-8"))
            if isinstance(data, dict) and "sha256" not in data:
                log.info("episode cache entry %s has no digest (an earlier version's); encoding it again",
                         digest[:12])
                return None
            record = EpisodeRecord(
                data["duration"], tuple(data["chapter_starts"]),
                tuple((a, b) for a, b in data["cue_spans"]), tuple(data["loudness"]),
            )
            size, sha256 = int(data["size"]), str(data["sha256"])
        except (ValueError, KeyError, TypeError) as error:
            log.warning("episode cache entry %s is damaged (%s); encoding it again", digest[:12], error)
            record_path.unlink(missing_ok=True)
            return None
        # The record holds the MP3's size and digest: a file changed on disk is never published.
        if mp3.stat().st_size != size or file_sha256(mp3) != sha256:
            log.warning("episode cache entry %s was changed on disk; encoding it again", digest[:12])
            record_path.unlink(missing_ok=True)
            return None
        return record

    def put(self, digest: str, mp3: Path, record: EpisodeRecord) -> None:
        """Move ``mp3`` into the cache, then write its record: the record marks it complete."""
        target = self.mp3(digest)
        target.parent.mkdir(parents=True, exist_ok=True)
        stored = {**record.__dict__, "size": mp3.stat().st_size, "sha256": file_sha256(mp3)}
        os.chmod(mp3, FILE_MODE)
        os.replace(mp3, target)
        write_atomic(target.with_suffix(".json"), json.dumps(stored).encode("utf-8"))

    def put_bytes(self, digest: str, mp3: bytes, record: EpisodeRecord) -> None:
        """An episode encoded elsewhere (on a cluster worker), stored as if encoded here."""
        with writing(self.root):
            temporary = self.temporary()
            try:
                temporary.write_bytes(mp3)
                self.put(digest, temporary, record)
            finally:
                temporary.unlink(missing_ok=True)

    def temporary(self) -> Path:
        """A fresh path in the cache's folder to encode into (same file system: renames are atomic).

        Its name starts with the build's pid, so that what a killed build left is known and removed.
        """
        self.root.mkdir(parents=True, exist_ok=True)
        handle, name = tempfile.mkstemp(dir=self.root, prefix=f"{os.getpid()}-", suffix=".mp3.tmp")
        os.close(handle)
        return Path(name)

    def remove_abandoned(self) -> None:
        """Half-encoded episodes of builds that were killed: their process is gone."""
        for leftover in self.root.glob("*.mp3.tmp"):
            if not owner_alive(leftover.name.split("-", 1)[0]):
                leftover.unlink(missing_ok=True)


def file_sha256(path: Path) -> str:
    """SHA-256 of a file, read a megabyte at a time."""
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        while block := stream.read(1 << 20):
            digest.update(block)
    return digest.hexdigest()
