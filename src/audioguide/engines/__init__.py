"""Speech engines behind one small interface, looked up by name.

An engine turns one sentence of prepared text into mono 16-bit PCM. Engines
whose dependencies are optional are imported only when first asked for, and
say which pip extra brings them when they are missing.
"""

from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from dataclasses import dataclass
from functools import cache

from audioguide.errors import EngineError

DEFAULT_ENGINE = "espeak-ng"

# name -> "module:Class"; modules are imported on first use.
_REGISTRY: dict[str, str] = {
    "espeak-ng": "audioguide.engines.espeak:EspeakEngine",
}


@dataclass(frozen=True)
class Voice:
    """A voice an engine offers: ``id`` is what goes into ``audioguide.yml``."""

    id: str
    language: str
    name: str


@dataclass(frozen=True)
class Speech:
    """Mono signed 16-bit little-endian PCM."""

    pcm: bytes
    sample_rate: int

    @property
    def seconds(self) -> float:
        return len(self.pcm) / 2 / self.sample_rate


class Engine(ABC):
    """What every speech engine provides."""

    name: str

    @abstractmethod
    def version(self) -> str:
        """The engine's version, part of every cache key."""

    @abstractmethod
    def voices(self) -> list[Voice]:
        """Every voice this engine can speak with here."""

    @abstractmethod
    def synthesize(self, text: str, language: str, voice: str, rate: float) -> Speech:
        """Speak ``text`` (in the BCP 47 ``language``) with ``voice``; ``rate`` 1.0 is normal speed."""

    def voices_for(self, language: str) -> list[Voice]:
        """Voices whose language has the same primary subtag as ``language``."""
        primary = language.split("-")[0].lower()
        return [v for v in self.voices() if v.language.split("-")[0].lower() == primary]

    def default_voice(self, language: str) -> str | None:
        """The voice used when the config names none: an exact language match first."""
        candidates = self.voices_for(language)
        for voice in candidates:
            if voice.language.lower() == language.lower():
                return voice.id
        return candidates[0].id if candidates else None


def engine_names() -> list[str]:
    return sorted(_REGISTRY)


@cache
def get_engine(name: str) -> Engine:
    """The engine registered as ``name``, created once per process."""
    try:
        target = _REGISTRY[name]
    except KeyError:
        raise EngineError(
            f"unknown speech engine {name!r} (known: {', '.join(engine_names())})"
        ) from None
    module_name, _, class_name = target.partition(":")
    module = importlib.import_module(module_name)
    engine: Engine = getattr(module, class_name)()
    return engine
