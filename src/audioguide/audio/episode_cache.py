"""Encoded files kept across builds by a digest of everything that went into them, each verified before use.

One class keeps them all (:class:`VerifiedCache`): an episode's MP3, an
audiobook, an Opus alternate. A file is written under a temporary name in
the cache's folder, renamed, and then its record is written: the record
(``<digest>.json``) holds the file's size and SHA-256 and marks it complete.
A file whose bytes no longer match its record (changed on disk, cut short)
is made again, never published.

An output hands the files it needs encoded to the build's :class:`Encoders` as
:class:`EncodeJob` s: here, ``-j`` of them at a time (:func:`encode_here`); on a
cluster, each on a worker that sends the file's bytes back
(:func:`encoded_elsewhere`), stored as if encoded here.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, Protocol

from audioguide.common.errors import writing
from audioguide.common.ffmpeg import Measured
from audioguide.common.files import FILE_MODE, file_sha256, owner_alive, write_atomic

log = logging.getLogger(__name__)


class VerifiedCache:
    """Files by the digest of their inputs, each with the record that says it is whole."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def path(self, digest: str, suffix: str) -> Path:
        return self.root / digest[:2] / f"{digest}{suffix}"

    def _record(self, digest: str) -> Path:
        return self.root / digest[:2] / f"{digest}.json"

    def verified(self, digest: str, suffix: str) -> dict[str, Any] | None:
        """The record of the file ``digest`` + ``suffix`` when the file is whole and unchanged, else None."""
        path, record_path = self.path(digest, suffix), self._record(digest)
        if not record_path.is_file() or not path.is_file():
            return None
        try:
            record = json.loads(record_path.read_text(encoding="utf-8"))
            if isinstance(record, dict) and "sha256" not in record:
                log.info("cache entry %s has no digest (an earlier version's); encoding it again", path.name)
                return None
            size, sha256 = int(record["size"]), str(record["sha256"])
        except (ValueError, KeyError, TypeError) as error:
            log.warning("cache entry %s is damaged (%s); encoding it again", path.name, error)
            record_path.unlink(missing_ok=True)
            return None
        if path.stat().st_size != size or file_sha256(path) != sha256:
            log.warning("cache entry %s was changed on disk; encoding it again", path.name)
            record_path.unlink(missing_ok=True)
            return None
        return dict(record)

    def store(self, digest: str, suffix: str, file: Path, fields: dict[str, Any]) -> Path:
        """Move ``file`` into the cache, then write its record (``fields``, its size and digest); its path."""
        target = self.path(digest, suffix)
        target.parent.mkdir(parents=True, exist_ok=True)
        stored = {**fields, "size": file.stat().st_size, "sha256": file_sha256(file)}
        os.chmod(file, FILE_MODE)
        os.replace(file, target)
        write_atomic(self._record(digest), json.dumps(stored).encode("utf-8"))
        return target

    def make(self, digest: str, suffix: str, name: str, encode: Callable[[Path], Measured]) -> Path:
        """``encode`` into a temporary file, then into the cache with its record; the cached file."""
        started = time.monotonic()
        with writing(self.root, name):
            temporary = self.temporary()
            try:
                measured = encode(temporary)
                path = self.store(digest, suffix, temporary, _fields(measured))
            finally:
                temporary.unlink(missing_ok=True)
        _encoded(name, measured, started)
        return path

    def store_bytes(self, digest: str, suffix: str, data: bytes, fields: dict[str, Any]) -> Path:
        """A file encoded elsewhere (on a cluster worker), stored as if encoded here; its path."""
        with writing(self.root):
            temporary = self.temporary()
            try:
                temporary.write_bytes(data)
                return self.store(digest, suffix, temporary, fields)
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
        """Half-encoded files of builds that were killed (their process is gone), and their excerpts."""
        for leftover in self.root.glob("*.mp3.tmp*"):
            if not owner_alive(leftover.name.split("-", 1)[0]):
                leftover.unlink(missing_ok=True)


@dataclass(frozen=True)
class EpisodeRecord:
    """What a build needs to know of an encoded episode without decoding it."""

    duration: float
    chapter_starts: tuple[float, ...]
    cue_spans: tuple[tuple[float, float], ...]
    loudness: tuple[float, float]


class EpisodeCache(VerifiedCache):
    """Finished episode MP3s (tags included) by a digest of everything that went into them.

    A rebuild whose episode inputs are unchanged takes the MP3 from here: no
    synthesis, no assembly, no encoding, and the same bytes.
    """

    def mp3(self, digest: str) -> Path:
        return self.path(digest, ".mp3")

    def get(self, digest: str) -> EpisodeRecord | None:
        """The record of a cached episode whose MP3 is whole and unchanged, else None (encode it again)."""
        data = self.verified(digest, ".mp3")
        if data is None:
            return None
        try:
            return EpisodeRecord(
                data["duration"], tuple(data["chapter_starts"]),
                tuple((a, b) for a, b in data["cue_spans"]), tuple(data["loudness"]),
            )
        except (ValueError, KeyError, TypeError) as error:
            log.warning("cache entry %s is damaged (%s); encoding it again", self.mp3(digest).name, error)
            self._record(digest).unlink(missing_ok=True)
            return None

    def put(self, digest: str, mp3: Path, record: EpisodeRecord) -> None:
        """Move ``mp3`` into the cache, then write its record: the record marks it complete."""
        self.store(digest, ".mp3", mp3, dict(record.__dict__))

    def put_bytes(self, digest: str, mp3: bytes, record: EpisodeRecord) -> None:
        """An episode encoded elsewhere (on a cluster worker), stored as if encoded here."""
        self.store_bytes(digest, ".mp3", mp3, dict(record.__dict__))


def _fields(measured: Measured) -> dict[str, Any]:
    return {"duration": measured.duration, "loudness": [measured.loudness.integrated, measured.loudness.true_peak]}


def _encoded(name: str, measured: Measured, started: float) -> None:
    log.info("%s: %.0f s, %.1f LUFS, %.1f dBTP, encoded in %.1f s", name, measured.duration,
             measured.loudness.integrated, measured.loudness.true_peak, time.monotonic() - started)


@dataclass(frozen=True)
class EncodeJob:
    """A file an output needs in the cache: ``encode(spec, target)`` makes it (a module's function and plain
    data, so that a cluster worker can run it), kept as ``digest`` + ``suffix``; ``name`` in messages."""

    digest: str
    suffix: str
    name: str
    encode: Callable[[Any, Path], Measured]
    spec: Any


class Encoders(Protocol):
    """Where an output's files are encoded: the build's executor (``-j`` here, or the cluster's workers)."""

    @property
    def workers(self) -> int:
        """How many at once here (speech an output finds missing is synthesized here)."""

    def encode(self, store: VerifiedCache, jobs: Sequence[EncodeJob]) -> None:
        """Every job's file made into ``store``; the first failure raised, jobs not started then never are."""


@dataclass(frozen=True)
class Here:
    """:class:`Encoders` on this machine alone."""

    workers: int = 1

    def encode(self, store: VerifiedCache, jobs: Sequence[EncodeJob]) -> None:
        encode_here(store, jobs, self.workers)


def encode_here(store: VerifiedCache, jobs: Sequence[EncodeJob], workers: int) -> None:
    """``jobs`` encoded on this machine, ``workers`` at a time, each in a thread: the work is ffmpeg's."""
    if not jobs:
        return
    pool = ThreadPoolExecutor(max_workers=max(1, min(len(jobs), workers)))
    try:
        futures = [pool.submit(store.make, job.digest, job.suffix, job.name, partial(job.encode, job.spec))
                   for job in jobs]
        for future in futures:
            future.result()
    finally:
        # On a failure or Ctrl-C, jobs not yet started are not started.
        pool.shutdown(wait=True, cancel_futures=True)


def encoded_elsewhere(encode: Callable[[Any, Path], Measured], spec: Any, name: str) -> tuple[bytes, dict[str, Any]]:
    """On a cluster worker: the file ``encode`` makes from ``spec``, as bytes, and its record's fields."""
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="audioguide-") as folder:
        target = Path(folder) / "encoded"
        measured = encode(spec, target)
        data = target.read_bytes()
    _encoded(name, measured, started)
    return data, _fields(measured)
