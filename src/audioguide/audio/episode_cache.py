"""Finished episodes, kept across builds by a digest of everything that went into them."""

from __future__ import annotations

import json
import logging
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from audioguide.common.errors import writing
from audioguide.common.files import FILE_MODE, file_sha256, owner_alive, write_atomic

log = logging.getLogger(__name__)


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
        """Half-encoded episodes of builds that were killed (their process is gone), and their excerpts."""
        for leftover in self.root.glob("*.mp3.tmp*"):
            if not owner_alive(leftover.name.split("-", 1)[0]):
                leftover.unlink(missing_ok=True)
