"""The espeak-ng engine, for real: libespeak-ng from the espeakng-loader wheel."""

from __future__ import annotations

import array
import re

import pytest

from audioguide.common.errors import EngineError
from audioguide.common.plugins import PluginError
from audioguide.speech.engines import Engine, Speech, Voice, engine_names, get_engine
from audioguide.speech.engines.espeak import EspeakEngine

SENTENCE = "Leaving is hard, and that is not your fault."


@pytest.fixture(scope="module")
def engine() -> Engine:
    return get_engine("espeak-ng")


def peak(speech: Speech) -> int:
    return max(abs(sample) for sample in array.array("h", speech.pcm))


def test_get_engine_returns_one_shared_espeak_engine(engine: Engine) -> None:
    assert isinstance(engine, EspeakEngine)
    assert engine.name == "espeak-ng"
    assert get_engine("espeak-ng") is engine
    assert {"espeak-ng", "gtts", "openai-compatible", "piper"} <= set(engine_names())  # and any installed


@pytest.mark.parametrize("name", ["festival", "espeak", "ESPEAK-NG", ""])
def test_unknown_engine_name(name: str) -> None:
    with pytest.raises(PluginError) as caught:
        get_engine(name)
    assert str(caught.value) == f"unknown speech engine {name!r} (known: {', '.join(engine_names())})"


def test_version_is_the_library_version(engine: Engine) -> None:
    version = engine.version()
    assert re.fullmatch(r"1\.\d+\.\d+(\.\w+)?", version), version
    assert tuple(int(part) for part in version.split(".")[:2]) >= (1, 51)
    assert engine.version() == version


def test_voices(engine: Engine) -> None:
    voices = engine.voices()
    assert len(voices) > 100
    assert all(isinstance(v, Voice) and v.id and v.language and v.name for v in voices)
    ids = {v.id for v in voices}
    assert {"en-us", "en-gb", "es", "fr-fr", "de", "pt-br"} <= ids
    by_id = {v.id: v for v in voices}
    assert by_id["en-us"].name == "English (America)"
    assert by_id["fr-fr"].name == "French (France)"


@pytest.mark.parametrize(
    ("language", "voices"),
    [("fr", ["fr-be", "fr-ch", "fr-fr"]), ("FR-ca", ["fr-be", "fr-ch", "fr-fr"]), ("de", ["de"]), ("xx", [])],
)
def test_voices_for_matches_the_primary_subtag(engine: Engine, language: str, voices: list[str]) -> None:
    assert sorted(v.id for v in engine.voices_for(language)) == voices


@pytest.mark.parametrize(
    ("language", "voice"),
    [
        ("en", "en-gb"),
        ("en-US", "en-us"),
        ("fr", "fr-fr"),
        ("fr-CH", "fr-ch"),
        ("pt-BR", "pt-br"),
        ("pt", "pt"),
        ("es", "es"),
        ("de", "de"),
        ("de-AT", "de"),
        ("xx", None),
    ],
)
def test_default_voice(engine: Engine, language: str, voice: str | None) -> None:
    assert engine.default_voice(language) == voice


def test_synthesize_returns_22050_hz_pcm_of_plausible_length(engine: Engine) -> None:
    speech = engine.synthesize(SENTENCE, "en", "en-us", 1.0)
    assert speech.sample_rate == 22050
    assert len(speech.pcm) % 2 == 0
    # Nine words at espeak-ng's 175 words a minute: about three seconds.
    assert 1.5 < speech.seconds < 5.0
    assert peak(speech) > 3000  # speech, not silence


def test_duration_grows_with_text(engine: Engine) -> None:
    one = engine.synthesize(SENTENCE, "en", "en-us", 1.0).seconds
    three = engine.synthesize(" ".join([SENTENCE] * 3), "en", "en-us", 1.0).seconds
    assert 2.5 * one < three < 3.5 * one


def test_duration_shrinks_with_rate(engine: Engine) -> None:
    durations = [engine.synthesize(SENTENCE, "en", "en-us", rate).seconds for rate in (0.5, 1.0, 1.5, 2.0)]
    assert durations == sorted(durations, reverse=True)
    assert 1.6 < durations[0] / durations[1] < 2.4  # half speed: about twice as long
    assert 1.6 < durations[1] / durations[3] < 2.4


def test_repeated_synthesis_has_the_same_length(engine: Engine) -> None:
    # libespeak-ng keeps filter state between calls, so samples differ slightly; lengths do not.
    lengths = [engine.synthesize(SENTENCE, "en", "en-us", 1.0).seconds for _ in range(3)]
    assert max(lengths) - min(lengths) < 0.01


def test_voice_variant(engine: Engine) -> None:
    plain = engine.synthesize(SENTENCE, "en", "en-us", 1.0)
    female = engine.synthesize(SENTENCE, "en", "en-us+f3", 1.0)
    assert female.sample_rate == 22050 and female.seconds > 1.5
    assert female.pcm != plain.pcm


@pytest.mark.parametrize(
    ("voice", "text"),
    [
        ("es", "Salir es difícil, y no es culpa tuya."),
        ("de", "Gehen ist schwer, und es ist nicht deine Schuld."),
        ("pt-br", "Sair é difícil, e a culpa não é sua."),
        ("en-us", "Ünïcödé, “quotes” and emoji 🎧 are fine."),
    ],
)
def test_other_languages_speak(engine: Engine, voice: str, text: str) -> None:
    speech = engine.synthesize(text, voice.split("-")[0], voice, 1.0)
    assert speech.sample_rate == 22050
    assert speech.seconds > 1.0
    assert peak(speech) > 3000


@pytest.mark.parametrize("language", ["en", "fr", "pt-BR", "es", "de"])
def test_default_voice_of_each_language_can_speak(engine: Engine, language: str) -> None:
    """The voice load_config picks when none is named must work in synthesize."""
    voice = engine.default_voice(language)
    assert voice is not None
    speech = engine.synthesize("One, two, three, four.", language, voice, 1.0)
    assert speech.seconds > 0.8


@pytest.mark.parametrize("voice", ["xx", "klingon", "en-zz", "xx+f3"])
def test_unknown_voice_raises(engine: Engine, voice: str) -> None:
    with pytest.raises(EngineError) as caught:
        engine.synthesize(SENTENCE, "en", voice, 1.0)
    assert str(caught.value) == f"unknown voice {voice!r} for espeak-ng"


def test_engine_still_works_after_an_error(engine: Engine) -> None:
    with pytest.raises(EngineError):
        engine.synthesize(SENTENCE, "en", "xx", 1.0)
    assert engine.synthesize(SENTENCE, "en", "en-us", 1.0).seconds > 1.5


def test_every_listed_voice_can_speak(engine: Engine) -> None:
    """voices() is what load_config accepts: each must select and produce sound."""
    mute = []
    for voice in sorted({v.id for v in engine.voices()}):
        try:
            speech = engine.synthesize("a b c 1 2 3", voice.split("-")[0], voice, 1.0)
        except EngineError as error:
            mute.append(f"{voice}: {error}")
            continue
        if speech.seconds < 0.2:
            mute.append(f"{voice}: only {speech.seconds:.3f} s")
    assert not mute, "\n".join(mute)
