"""SVOX Pico through py-nanotts: real synthesis with its bundled voices."""

from __future__ import annotations

import subprocess
import sys

import pytest

from audioguide.common.errors import EngineError
from audioguide.speech.engines import get_engine

SPEAK = (
    "import hashlib, sys\n"
    "from audioguide.speech.engines import get_engine\n"
    "speech = get_engine('pico').synthesize('Guten Tag, und willkommen zu diesem Leitfaden.', 'de', 'de-DE', 1.0)\n"
    "print(speech.sample_rate, len(speech.pcm), hashlib.sha256(speech.pcm).hexdigest())\n"
)


def test_pico_speaks_german_the_same_in_every_process() -> None:
    first, again = (subprocess.run([sys.executable, "-c", SPEAK], capture_output=True, text=True, check=True,
                                   timeout=120).stdout for _ in range(2))
    assert first == again
    rate, size, _ = first.split()
    assert rate == "16000" and 1.5 < int(size) / 2 / 16_000 < 5.0
    speech = get_engine("pico").synthesize("Guten Tag, und willkommen zu diesem Leitfaden.", "de", "de-DE", 1.0)
    assert max(abs(int.from_bytes(speech.pcm[i:i + 2], "little", signed=True))
               for i in range(0, len(speech.pcm), 2)) > 3000


def test_rate_is_picos_speed() -> None:
    engine = get_engine("pico")
    normal = engine.synthesize("Tell someone you trust.", "en", "en-GB", 1.0)
    fast = engine.synthesize("Tell someone you trust.", "en", "en-GB", 1.5)
    assert fast.seconds < normal.seconds * 0.9


@pytest.mark.parametrize("language, voice", [("de", "de-DE"), ("en", "en-GB"), ("en-US", "en-US"), ("es", "es-ES"),
                                             ("fr-CA", "fr-FR"), ("it", "it-IT")])
def test_one_voice_per_language(language: str, voice: str) -> None:
    assert get_engine("pico").check_voice(None, language) == voice


def test_a_language_pico_does_not_speak() -> None:
    with pytest.raises(EngineError) as raised:
        get_engine("pico").check_voice(None, "pt")
    assert str(raised.value) == "pico has no voice for 'pt'; name one"
    with pytest.raises(EngineError) as raised:
        get_engine("pico").check_voice("de-DE", "fr")
    assert str(raised.value) == "unknown voice 'de-DE' for pico (known: fr-FR)"
