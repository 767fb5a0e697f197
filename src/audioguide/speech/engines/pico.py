"""SVOX Pico, the small offline voice of Android's first years, through ``py-nanotts``.

``py-nanotts`` (Apache-2.0) builds Pico as a Python extension and bundles its
six voices, one per language: ``de-DE``, ``en-GB``, ``en-US``, ``es-ES``,
``fr-FR`` and ``it-IT`` (the voice id is the tag). Pico speaks 16 kHz mono,
far more naturally than espeak-ng and about as fast (a sentence in a few
milliseconds), which makes it the offline voice for German, where no neural
voice installs from a package registry.

Determinism: a fresh process gives the same bytes for the same text, but Pico
keeps state from one utterance to the next (a speed or volume of its own leaves
its mark on what follows), so every sentence is spoken in a child forked from a
process that never spoke: the same text gives the same bytes whatever the order
or the worker, here or on a cluster.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from importlib import metadata
from importlib.util import find_spec
from typing import Any

from audioguide.common.errors import EngineError
from audioguide.speech.engines import Credit, Engine, Speech, Voice, in_fresh_child, missing_extra

SAMPLE_RATE = 16_000
VOLUME = 0.5
"""Pico's own volume factor: at its default it clips about 1% of its samples, a harshness no later gain removes;
at half it peaks near -6 dBFS, and the loudness stage brings the episode to its target."""
VOICES = {
    "de-DE": "German (Germany)", "en-GB": "English (United Kingdom)", "en-US": "English (United States)",
    "es-ES": "Spanish (Spain)", "fr-FR": "French (France)", "it-IT": "Italian (Italy)",
}


class PicoEngine(Engine):
    name = "pico"
    extra = "pico"
    seconds_per_sentence = 0.01

    def __init__(self) -> None:
        self._lock = threading.Lock()  # one synthesis at a time: Pico's engine is global to the library

    def available(self) -> str | None:
        return str(missing_extra("Pico", "pico")) if find_spec("py_nanotts") is None else None

    def credit(self, voice: str) -> Credit:
        return Credit("SVOX Pico", "Apache-2.0")

    def version(self) -> str:
        """The package's version, and the volume it speaks at (a cue spoken at another is another cue)."""
        self.require()
        return f"{metadata.version('py-nanotts')} volume {VOLUME}"

    def voices(self) -> list[Voice]:
        self.require()
        return [Voice(tag, tag, name) for tag, name in VOICES.items()]

    def synthesize(
        self, text: str, language: str, voice: str, rate: float, options: Mapping[str, Any] | None = None
    ) -> Speech:
        """Pico's 16 kHz PCM; ``rate`` is its speed factor."""
        self.require()
        from py_nanotts import NanoTTS

        if voice not in VOICES:
            raise EngineError(f"unknown voice {voice!r} for pico (known: {', '.join(VOICES)})")
        with self._lock:
            pcm = in_fresh_child(
                lambda: bytes(NanoTTS().speak(text, voice=voice, speed=None if rate == 1.0 else rate, volume=VOLUME)))
        if pcm is None:
            raise EngineError(f"pico failed to speak {text[:60]!r} with voice {voice!r}")
        return Speech(pcm=pcm, sample_rate=SAMPLE_RATE)
