"""A content-addressed cache of synthesized cues, kept across builds.

The key covers everything that changes the sound: engine and its version,
voice, language, rate and the exact text spoken. Entries are WAV files written
atomically (temporary file, then rename), so a killed build leaves only whole
entries; an entry that fails to read back is deleted and synthesized again.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import tempfile
import wave
from dataclasses import dataclass
from pathlib import Path

from audioguide.engines import Speech

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class CueKey:
    engine: str
    engine_version: str
    voice: str
    language: str
    rate: float
    text: str

    def digest(self) -> str:
        fields = json.dumps(self.__dict__, sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(fields.encode("utf-8")).hexdigest()


class CueCache:
    def __init__(self, root: Path) -> None:
        self.root = root

    def _path(self, key: CueKey) -> Path:
        digest = key.digest()
        return self.root / digest[:2] / f"{digest}.wav"

    def get(self, key: CueKey) -> Speech | None:
        path = self._path(key)
        try:
            with wave.open(str(path), "rb") as reader:
                frames = reader.getnframes()
                pcm = reader.readframes(frames)
                rate = reader.getframerate()
                if reader.getsampwidth() != 2 or reader.getnchannels() != 1 or len(pcm) != frames * 2:
                    raise wave.Error("unexpected format or truncated")
        except FileNotFoundError:
            return None
        except (wave.Error, EOFError, OSError) as error:
            log.warning("cache entry %s is damaged (%s); synthesizing it again", path.name, error)
            path.unlink(missing_ok=True)
            return None
        return Speech(pcm, rate)

    def put(self, key: CueKey, speech: Speech) -> None:
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as raw, wave.open(raw, "wb") as writer:
                writer.setnchannels(1)
                writer.setsampwidth(2)
                writer.setframerate(speech.sample_rate)
                writer.writeframes(speech.pcm)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
