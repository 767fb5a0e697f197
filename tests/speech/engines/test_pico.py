"""SVOX Pico through py-nanotts: real synthesis with its bundled voices."""

from __future__ import annotations

import pytest

from audioguide.common.errors import EngineError
from audioguide.speech.engines import get_engine


def test_pico_speaks_german_the_same_every_time() -> None:
    engine = get_engine("pico")
    first = engine.synthesize("Guten Tag, und willkommen zu diesem Leitfaden.", "de", "de-DE", 1.0)
    again = engine.synthesize("Guten Tag, und willkommen zu diesem Leitfaden.", "de", "de-DE", 1.0)
    assert first.sample_rate == 16_000
    assert 1.5 < first.seconds < 5.0
    assert first.pcm == again.pcm
    assert max(abs(int.from_bytes(first.pcm[i:i + 2], "little", signed=True))
               for i in range(0, len(first.pcm), 2)) > 3000


def test_rate_is_picos_speed() -> None:
    engine = get_engine("pico")
    normal = engine.synthesize("Tell someone you trust.", "en", "en-GB", 1.0)
    fast = engine.synthesize("Tell someone you trust.", "en", "en-GB", 1.5)
    assert fast.seconds < normal.seconds * 0.8


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
