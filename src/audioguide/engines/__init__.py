"""Speech engines behind one small interface, looked up by name.

An engine turns one sentence of prepared text into mono 16-bit PCM. Engines
whose dependencies are optional are imported only when first asked for, and
say which pip extra brings them when they are missing.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from functools import cache

from audioguide import plugins
from audioguide.errors import EngineError

DEFAULT_ENGINE = "espeak-ng"
GROUP = "audioguide.engines"
BUILTIN = (
    ("espeak-ng", "audioguide.engines.espeak:EspeakEngine"),
    ("gtts", "audioguide.engines.gtts:GttsEngine"),
    ("piper", "audioguide.engines.piper:PiperEngine"),
)
"""name -> "module:Class"; modules are imported on first use. Packages add engines by entry point."""


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
    """What every speech engine provides.

    ``online`` engines call a network service: they run in a few threads with
    their own concurrency limit; the others run in worker processes, which
    also keeps apart engines with global state (espeak-ng, Piper).
    """

    name: str
    online: bool = False
    extra: str | None = None
    """The pip extra that installs the engine, for optional ones."""
    seconds_per_sentence: float = 0.1
    """About how long a sentence takes on one core; sizes the batches sent to a cluster."""

    @abstractmethod
    def version(self) -> str:
        """The engine's version, part of every cache key."""

    @abstractmethod
    def voices(self) -> list[Voice]:
        """Every voice this engine can speak with here."""

    @abstractmethod
    def synthesize(self, text: str, language: str, voice: str, rate: float) -> Speech:
        """Speak ``text`` (in the BCP 47 ``language``) with ``voice``; ``rate`` 1.0 is normal speed."""

    def available(self) -> str | None:
        """Why the engine cannot be used here (not installed, …), or None when it can."""
        return None

    def check_voice(self, voice: str | None, language: str) -> str:
        """The voice id to use for ``language``: ``voice`` checked, or the default when None.

        Raises EngineError with the known voices when ``voice`` is not one.
        """
        if voice is None:
            default = self.default_voice(language)
            if default is None:
                raise EngineError(f"{self.name} has no voice for {language!r}; name one")
            return default
        known = sorted(v.id for v in self.voices_for(language))
        if voice not in known:
            raise EngineError(
                f"unknown voice {voice!r} for {self.name} "
                f"(known: {', '.join(known) or 'none for ' + language})"
            )
        return voice

    def voice_identity(self, voice: str) -> str:
        """What identifies ``voice`` in cache keys when its id does not (default: the id)."""
        return ""

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
    return sorted(plugins.registry(GROUP, BUILTIN))


def missing_extra(name: str, extra: str) -> EngineError:
    """The error for an optional engine whose package is not installed."""
    return EngineError(f"the {name} engine is not installed; pip install 'audioguide[{extra}]'")


@cache
def get_engine(name: str) -> Engine:
    """The engine registered as ``name``, created once per process."""
    try:
        target = plugins.registry(GROUP, BUILTIN)[name]
    except KeyError:
        raise EngineError(
            f"unknown speech engine {name!r} (known: {', '.join(engine_names())})"
        ) from None
    engine: Engine = plugins.load(target)()
    return engine
