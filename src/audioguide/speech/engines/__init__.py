"""Speech engines behind one small interface, looked up by name.

An engine turns one sentence of prepared text into mono 16-bit PCM. Engines
whose dependencies are optional are imported only when first asked for, and
say which pip extra brings them when they are missing.

An engine may take settings of its own (``languages[].options`` in
``audioguide.yml``): its ``Options`` is a pydantic model that checks them, and
the checked options (defaults left out) are part of every cue's cache key, but
those in its ``unkeyed_options``, which change how the voice is reached, not how it sounds.

What decides how a voice sounds is declared once, by :meth:`Engine.identity`: the
engine's version and the files the voice is made of (:meth:`Engine.inputs`), known
by their content. Every cue's key holds it, and so does the build's record of what
it made: an engine that only names its files gets new audio when they change.
"""

from __future__ import annotations

import os
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from audioguide.common import plugins
from audioguide.common.errors import EngineError
from audioguide.common.options import check_options

if TYPE_CHECKING:
    from pydantic import BaseModel


@dataclass(frozen=True)
class Voice:
    """A voice an engine offers: ``id`` is what goes into ``audioguide.yml``."""

    id: str
    language: str
    name: str
    quality: str = ""
    """How the voice sounds, where the engine says (Piper: x_low, low, medium, high)."""
    download: int = 0
    """Bytes fetched on first use for a voice not here yet (see :meth:`Engine.catalog`); 0 when it is here."""


@dataclass(frozen=True)
class Credit:
    """Whose voice speaks, under which licence, and whether the licence asks for the credit to be given."""

    text: str
    """The voice as its licence asks to name it: "SVOX Pico", "Piper voice en_US-joe-medium"."""
    licence: str | None = None
    """The voice's licence ("Apache-2.0", "CC BY 4.0"); None where it is not known here."""
    required: bool = False
    """The licence asks for the credit wherever the voice is published (Creative Commons' BY licences)."""

    def __str__(self) -> str:
        return f"{self.text} ({self.licence})" if self.licence else self.text


def credit_required(licence: str) -> bool:
    """Whether ``licence`` asks for its work to be credited: the Creative Commons licences with BY."""
    return bool(re.search(r"\bBY\b", licence.upper().replace("-", " ")))


@dataclass(frozen=True)
class Sound:
    """What decides how a voice sounds, besides the text, the language and the rate."""

    voice: str
    """The voice as keys name it: its id, or a model file's name (where the file lies is not what it is)."""
    versions: tuple[tuple[str, str], ...] = ()
    """What speaks, and at which version: the engine's own, the libraries it speaks through."""
    files: tuple[Path, ...] = ()
    """The files the voice is made of (a model and its config): known by their content."""


@dataclass(frozen=True)
class Speech:
    """Mono signed 16-bit little-endian PCM."""

    pcm: bytes
    sample_rate: int

    @property
    def seconds(self) -> float:
        return len(self.pcm) / 2 / self.sample_rate


def in_fresh_child(speak: Callable[[], bytes]) -> bytes | None:
    """``speak()`` run in a child forked from this process, its bytes handed back (None when it failed).

    For a library that keeps state from one utterance to the next (espeak-ng's pitch flutter, Pico's
    settings): the child starts from this process's state, never from what the last sentence left, so
    the same text gives the same bytes whatever the order or the worker. Where the platform cannot fork,
    ``speak()`` runs here."""
    if not hasattr(os, "fork"):
        return speak()
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: speak, send the audio, leave at once
        os.close(read_end)
        code = 0
        try:
            data = speak()
            with os.fdopen(write_end, "wb") as pipe:
                pipe.write(data)
        except BaseException:  # noqa: BLE001 - the child reports any failure by its exit status
            code = 1
        finally:
            os._exit(code)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as pipe:
        data = pipe.read()
    _, status = os.waitpid(pid, 0)
    return data if os.waitstatus_to_exitcode(status) == 0 else None


RATES = (8000, 192000)
"""The sample rates speech may have (Hz): anything else is broken audio, not speech."""


def longest(text: str, rate: float) -> float:
    """The longest any voice's speech of ``text`` at ``rate`` is taken to be (seconds): far above any voice."""
    return (10.0 + 0.5 * len(text)) / min(1.0, max(rate, 0.25))


def implausible(speech: Speech, text: str, rate: float) -> str | None:
    """What makes ``speech`` no audio of ``text`` spoken at ``rate`` (a rate outside :data:`RATES`, a length
    beyond :func:`longest`), or None when it could be."""
    low, high = RATES
    if not low <= speech.sample_rate <= high:
        return f"a sample rate of {speech.sample_rate:,} Hz, which is no speech's ({low:,}–{high:,} Hz expected)"
    if speech.seconds > longest(text, rate):
        return (f"{speech.seconds:,.0f} s of audio for {len(text)} characters of text"
                f" (at most {longest(text, rate):,.0f} s expected)")
    return None


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
    Options: ClassVar[type[BaseModel] | None] = None
    """The engine's own settings (``languages[].options``): a pydantic model that forbids unknown fields;
    None for an engine that takes none."""
    unkeyed_options: ClassVar[frozenset[str]] = frozenset()
    """Options that do not change the sound (a mirror's address, a timeout): given to the engine, left out
    of cache keys, so that changing one does not synthesize a language again."""
    voices_elsewhere: ClassVar[str | None] = None
    """For an engine that takes any voice its service has and lists none here: where its voices are, and how
    to choose one (``audioguide voices`` says it)."""

    @abstractmethod
    def version(self) -> str:
        """The engine's version, part of every cache key."""

    def credit(self, voice: str) -> Credit | None:
        """Whose ``voice`` is and under which licence, for the output's credits; None where the engine cannot
        know (a speech server's voices: the guide's ``credit:`` names them)."""
        return None

    @abstractmethod
    def voices(self) -> list[Voice]:
        """Every voice this engine can speak with here."""

    @abstractmethod
    def synthesize(
        self, text: str, language: str, voice: str, rate: float, options: Mapping[str, Any] | None = None
    ) -> Speech:
        """Speak ``text`` (in the BCP 47 ``language``) with ``voice``; ``rate`` 1.0 is normal speed.

        ``options`` are the engine's own, as :meth:`check_options` returns them.
        """

    def check_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """``options`` checked by :attr:`Options`, as plain JSON values with the defaults left out.

        Raises pydantic's ValidationError, each problem located in ``options`` and worded for the user.
        """
        return check_options(self.name, self.Options, options)

    def identity(self, voice: str, options: Mapping[str, Any]) -> Sound:
        """What decides how ``voice`` sounds with ``options``: by default the engine's version and the files
        :meth:`inputs` names. Called in the building process before any synthesis: an engine whose voice is
        fetched on first use fetches it here."""
        return Sound(voice, (("engine", self.version()),), tuple(self.inputs(voice)))

    def inputs(self, voice: str) -> list[Path]:
        """The files ``voice`` is made of (a model and its config), so that replacing one is a change."""
        return []

    def catalog(self, language: str | None = None) -> list[Voice]:
        """Voices that can be fetched on first use (``download`` > 0), for ``language`` or all.

        Unlike :meth:`voices`, this may ask the network; it raises EngineError when it cannot.
        """
        return []

    def available(self) -> str | None:
        """Why the engine cannot be used here (not installed, …), or None when it can."""
        return None

    def require(self) -> None:
        """Raise why the engine cannot be used here, if it cannot (see :meth:`available`)."""
        problem = self.available()
        if problem is not None:
            raise EngineError(problem)

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
    return plugins.names(plugins.ENGINES)


def missing_extra(name: str, extra: str) -> EngineError:
    """The error for an optional engine whose package is not installed."""
    return EngineError(f"the {name} engine is not installed; pip install 'audioguide[{extra}]'")


def get_engine(name: str) -> Engine:
    """The engine named ``name``, made once per process (a plugin's problems are one error naming it)."""
    engine: Engine = plugins.instance(plugins.ENGINES, name)
    return engine


def threads(variable: str) -> int:
    """The threads an engine's runtime may use in each worker, from the environment ``variable`` (1 unless set)."""
    value = os.environ.get(variable, "1")
    if not value.isdigit() or int(value) < 1:
        raise EngineError(f"{variable} must be a whole number of threads, 1 or more; got {value!r}")
    return int(value)
