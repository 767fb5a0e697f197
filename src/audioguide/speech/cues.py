"""A content-addressed cache of synthesized cues, kept across builds.

The key covers everything that changes the sound: engine and its version,
voice, language, rate, the engine's options (but those that only say how to reach
the voice) and the exact text spoken. Entries are WAV files written
atomically (temporary file, then rename), so a killed build leaves only whole
entries, and each ends with the digest of its bytes: an entry changed since it was
written (a flipped bit, an edited header) or holding no plausible speech of its
text is reported, deleted and synthesized again.
The cue cache may live on shared storage (an fsspec URL), so that the
machines of a cluster share it (:mod:`audioguide.common.storage`); encoded episodes stay beside the
guide (:mod:`audioguide.audio.episode_cache`).
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import logging
import os
import socket
import uuid
import wave
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from audioguide.common.errors import writing
from audioguide.common.files import owner_alive
from audioguide.speech.engines import Speech, implausible

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class CueKey:
    """What a cue's speech is made from; its digest names the cue in the cache."""

    engine: str
    engine_version: str
    voice: str
    """What the engine is given to select the voice (for Piper, maybe a model's path)."""
    language: str
    rate: float
    text: str
    voice_identity: str = ""
    """What the voice is, when its name says too little (a model file's name and content); keyed instead."""
    options: Mapping[str, Any] = field(default_factory=dict, hash=False)
    """The engine's own options as its ``check_options`` returns them (JSON values, defaults left out),
    but its ``unkeyed_options``."""
    unkeyed: Mapping[str, Any] = field(default_factory=dict, hash=False)
    """The engine's ``unkeyed_options`` (a mirror, a timeout): given to the engine, left out of the digest."""
    versions: Mapping[str, str] = field(default_factory=dict, hash=False)
    """What else speaks and its version, besides the engine (a library the engine speaks through)."""

    @property
    def engine_options(self) -> dict[str, Any]:
        """Every option the engine is given to speak this cue."""
        return {**self.options, **self.unkeyed}

    def digest(self) -> str:
        """SHA-256 of the fields as canonical JSON; a key without options or other versions has the digest
        it had before keys could hold them, so caches made then stay valid."""
        fields = dict(self.__dict__)
        del fields["unkeyed"]
        if self.voice_identity:
            fields["voice"] = fields.pop("voice_identity")
        else:
            del fields["voice_identity"]
        for name in ("options", "versions"):
            if fields[name]:
                fields[name] = dict(fields[name])
            else:
                del fields[name]
        encoded = json.dumps(fields, sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(encoded.encode("utf-8")).hexdigest()


class CueCache:
    """Cue audio by key, in a folder or at an fsspec URL (``s3://bucket/cues``) shared by many machines.

    An entry is written under a unique temporary name, then moved to its
    key's name: readers, other builds and other workers only ever see whole
    entries, and two writers of one key write the same bytes. Temporary names
    (in ``.writing/``) say which machine and process write them, so that what a
    killed build left is known and removed.
    """

    def __init__(self, location: str | Path) -> None:
        from audioguide.common.storage import open_storage  # fsspec: a twentieth of a second, only for a build

        self.location = str(location)
        self.fs, self.root = open_storage(self.location)

    @property
    def folder(self) -> Path | None:
        """The cache's folder when it is on this machine's file system."""
        from fsspec.implementations.local import LocalFileSystem

        return Path(self.root) if isinstance(self.fs, LocalFileSystem) else None

    def _path(self, key: CueKey) -> str:
        digest = key.digest()
        return f"{self.root}/{digest[:2]}/{digest}.wav"

    def has(self, key: CueKey) -> bool:
        return bool(self.fs.isfile(self._path(key)))

    def get(self, key: CueKey) -> Speech | None:
        """The cue's audio, once its entry is found whole (:func:`read_entry`); else None, the entry removed
        and the reason logged, so that it is synthesized again."""
        path = self._path(key)
        try:
            if self.fs.size(path) > _ENTRY_LIMIT:
                self._discard(path, f"it is larger than any cue ({_ENTRY_LIMIT:,} bytes at most)")
                return None
            data = self.fs.cat_file(path)
        except FileNotFoundError:
            return None
        try:
            return read_entry(data, key)
        except Unsigned:
            log.info("cache entry %s has no digest (an earlier version's); synthesizing it again", _name(path))
            self._remove(path)
            return None
        except Damaged as error:
            self._discard(path, str(error))
            return None

    def _discard(self, path: str, reason: str) -> None:
        log.warning("cache entry %s is damaged (%s); removed, synthesizing it again", _name(path), reason)
        self._remove(path)

    def _remove(self, path: str) -> None:
        with contextlib.suppress(FileNotFoundError):  # another worker found it damaged too
            self.fs.rm_file(path)

    def put(self, key: CueKey, speech: Speech) -> None:
        path = self._path(key)
        temporary = f"{self.root}/{_WRITING}/{socket.gethostname()}.{os.getpid()}.{uuid.uuid4().hex}.tmp"
        try:
            with writing(path):
                self.fs.makedirs(path.rsplit("/", 1)[0], exist_ok=True)
                self.fs.makedirs(f"{self.root}/{_WRITING}", exist_ok=True)
                self.fs.pipe_file(temporary, entry_bytes(speech))
                self.fs.mv(temporary, path)
        except BaseException:
            if self.fs.exists(temporary):
                self.fs.rm_file(temporary)
            raise

    def remove_abandoned(self) -> None:
        """Entries half written on this machine by processes that are gone (a killed build's workers)."""
        if self.folder is None:
            return  # elsewhere, a build cannot tell whether the writer still runs
        here = socket.gethostname()
        for leftover in (self.folder / _WRITING).glob("*.tmp"):
            writer = leftover.name.removesuffix(".tmp").rsplit(".", 2)  # host, pid, a unique part
            if len(writer) == 3 and writer[0] == here and not owner_alive(writer[1]):
                leftover.unlink(missing_ok=True)


_WRITING = ".writing"


def wav_bytes(speech: Speech) -> bytes:
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as writer:
        writer.setnchannels(1)
        writer.setsampwidth(2)
        writer.setframerate(speech.sample_rate)
        writer.writeframes(speech.pcm)
    return buffer.getvalue()


def read_wav(data: bytes) -> Speech:
    """Mono 16-bit PCM from a WAV file's bytes; :class:`wave.Error` when it holds anything else."""
    try:
        with wave.open(io.BytesIO(data), "rb") as reader:
            frames = reader.getnframes()
            pcm = reader.readframes(frames)
            rate = reader.getframerate()
            if reader.getsampwidth() != 2 or reader.getnchannels() != 1 or len(pcm) != frames * 2:
                raise wave.Error("unexpected format or truncated")
    except EOFError:
        raise wave.Error("truncated") from None
    return Speech(pcm, rate)


# An entry is a WAV file (any player reads it) ending in a chunk of its own, which the WAV readers skip:
# the SHA-256 of every byte before it. The RIFF header's size, which counts that chunk too, is the entry's
# size as written; both are checked before the audio is used. The standard library's wave module writes
# no extra chunk, hence the few lines below.
_DIGEST_CHUNK = b"agsh"
_TRAILER = 8 + 32
_ENTRY_LIMIT = 256 * 1024 * 1024
"""The largest entry read: far above any sentence's speech."""


class Damaged(ValueError):
    """A cache entry that is not what was written, or not speech of its key's text."""


class Unsigned(Damaged):
    """A cache entry without the digest chunk: written before entries had one."""


def entry_bytes(speech: Speech) -> bytes:
    """``speech`` as a cache entry: a WAV file followed by the digest of its bytes."""
    wav = wav_bytes(speech)
    body = wav[:4] + (len(wav) - 8 + _TRAILER).to_bytes(4, "little") + wav[8:]
    return body + _DIGEST_CHUNK + (32).to_bytes(4, "little") + hashlib.sha256(body).digest()


def read_entry(data: bytes, key: CueKey) -> Speech:
    """The speech of a cache entry written by :func:`entry_bytes` for ``key``, once it is found whole
    (size and digest as written) and plausible as speech of the key's text; else :class:`Damaged`."""
    body, trailer = data[:-_TRAILER], data[-_TRAILER:]
    if len(data) < 12 + _TRAILER or data[:4] != b"RIFF" or data[8:12] != b"WAVE":
        raise Damaged("it is not a WAV file")
    written = int.from_bytes(data[4:8], "little") + 8
    if written != len(data):
        raise Damaged(f"{len(data):,} bytes where {written:,} were written")
    if trailer[:8] != _DIGEST_CHUNK + (32).to_bytes(4, "little"):
        raise Unsigned("no digest")
    if hashlib.sha256(body).digest() != trailer[8:]:
        raise Damaged("its bytes differ from those written")
    try:
        speech = read_wav(body)
    except wave.Error as error:
        raise Damaged(f"its audio cannot be read: {error}") from None
    wrong = implausible(speech, key.text, key.rate)
    if wrong:
        raise Damaged(f"it holds {wrong}")
    return speech


def _name(path: str) -> str:
    return path.rsplit("/", 1)[-1]
