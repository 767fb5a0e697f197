"""The openai-compatible engine against a real local speech server (tests/local_speech_server.py).

The server speaks with espeak-ng, so what comes back is real audio whose
samples can be compared with espeak-ng's own. Backoff sleeps are faked, so
retries cost no real time.
"""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from audioguide.common.errors import ConfigError, EngineError
from audioguide.config import LanguageConfig, load_config
from audioguide.speech import synthesis
from audioguide.speech.cues import CueCache, wav_bytes
from audioguide.speech.engines import Speech, get_engine
from audioguide.speech.engines.speech_server import SpeechServerEngine, speech_url
from audioguide.text.prepare import Cue
from tests.speech.engines.test_gtts import FakeTime
from tests.support import ROOT, run_cli

PROJECT = ROOT
DOC0 = "content/000_52f206e528357c55.txt"
SENTENCE = "Leaving is hard, and that is not your fault."
KEY = "sk-local-test-key"
VARIABLE = "AUDIOGUIDE_TEST_SPEECH_KEY"


class LocalServer:
    def __init__(self, process: subprocess.Popen[str], port: int) -> None:
        self.process, self.port = process, port
        self.url = f"http://127.0.0.1:{port}"

    def script(self, *answers: dict[str, Any]) -> None:
        request = urllib.request.Request(f"{self.url}/_script", data=json.dumps(answers).encode(), method="POST")
        urllib.request.urlopen(request, timeout=10).close()

    def log(self) -> list[dict[str, Any]]:
        with urllib.request.urlopen(f"{self.url}/_log", timeout=10) as response:
            entries: list[dict[str, Any]] = json.load(response)
        return entries

    def forget(self) -> None:
        urllib.request.urlopen(urllib.request.Request(f"{self.url}/_log", method="DELETE"), timeout=10).close()


@pytest.fixture(scope="module")
def server() -> Iterator[LocalServer]:
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.local_speech_server", "--key", KEY],
        cwd=PROJECT, stdout=subprocess.PIPE, text=True,
    )
    try:
        assert process.stdout is not None
        port = int(process.stdout.readline())
        yield LocalServer(process, port)
    finally:
        process.terminate()
        process.wait(timeout=10)


@pytest.fixture
def local(server: LocalServer, monkeypatch: pytest.MonkeyPatch) -> LocalServer:
    server.forget()
    monkeypatch.setenv(VARIABLE, KEY)
    return server


@pytest.fixture
def fake_time() -> FakeTime:
    return FakeTime()


@pytest.fixture
def engine(fake_time: FakeTime) -> SpeechServerEngine:
    return SpeechServerEngine(sleep=fake_time.sleep, clock=fake_time.clock, random_source=lambda: 0.5)


def options(server: LocalServer, **more: Any) -> dict[str, Any]:
    return {"base_url": server.url, "model": "tts-1", "api_key_env": VARIABLE, **more}


@pytest.fixture(scope="module")
def espeak_sentence() -> Speech:
    return get_engine("espeak-ng").synthesize(SENTENCE, "en-us", "en-us", 1.0)


# --- speaking ------------------------------------------------------------------------------


def test_registered_as_an_online_engine_with_options() -> None:
    engine = get_engine("openai-compatible")
    assert isinstance(engine, SpeechServerEngine)
    assert engine.online and engine.available() is None and engine.extra is None
    assert engine.version() == "1"


def test_wav_is_the_servers_audio_sample_for_sample(
    engine: SpeechServerEngine, local: LocalServer, espeak_sentence: Speech
) -> None:
    speech = engine.synthesize(SENTENCE, "en", "en-us", 1.0, options(local))
    assert speech == espeak_sentence  # WAV from the server: the same samples, the same rate (22,050 Hz)
    [request] = local.log()
    assert request["body"] == {"model": "tts-1", "input": SENTENCE, "voice": "en-us",
                               "response_format": "wav", "speed": 1.0}
    assert request["headers"]["Authorization"] == f"Bearer {KEY}"
    assert request["headers"]["Content-Type"] == "application/json"


def test_pcm_at_the_configured_rate(engine: SpeechServerEngine, local: LocalServer, espeak_sentence: Speech) -> None:
    speech = engine.synthesize(SENTENCE, "en", "en-us", 1.0,
                               options(local, response_format="pcm", pcm_sample_rate=22050))
    assert speech == espeak_sentence


def test_mp3_is_decoded_at_its_own_rate(
    engine: SpeechServerEngine, local: LocalServer, espeak_sentence: Speech,
) -> None:
    speech = engine.synthesize(SENTENCE, "en", "en-us", 1.0, options(local, response_format="mp3"))
    assert speech.sample_rate == 22050
    assert speech.seconds == pytest.approx(espeak_sentence.seconds, abs=0.08)  # the encoder's padding


def test_rate_is_the_requests_speed(engine: SpeechServerEngine, local: LocalServer, espeak_sentence: Speech) -> None:
    faster = engine.synthesize(SENTENCE, "en", "en-us", 1.5, options(local))
    assert local.log()[0]["body"]["speed"] == 1.5
    assert faster.seconds < 0.8 * espeak_sentence.seconds


def test_nothing_to_say_sends_nothing(engine: SpeechServerEngine, local: LocalServer) -> None:
    assert engine.synthesize("  ", "en", "en-us", 1.0, options(local)).pcm == b""
    assert local.log() == []


def test_a_base_url_ending_in_v1_is_taken_as_openai_clients_take_it() -> None:
    assert speech_url("http://127.0.0.1:8880") == "http://127.0.0.1:8880/v1/audio/speech"
    assert speech_url("https://api.example.com/v1/") == "https://api.example.com/v1/audio/speech"


def test_a_server_without_a_key_needs_no_variable(engine: SpeechServerEngine, local: LocalServer) -> None:
    """api_key_env left out: no Authorization header (Kokoro-FastAPI and LocalAI need none); this one wants it."""
    with pytest.raises(EngineError) as caught:
        engine.synthesize(SENTENCE, "en", "en-us", 1.0, {"base_url": local.url})
    assert str(caught.value) == (
        f"the speech server at {local.url} wants an API key (HTTP 401 Unauthorized); put it in an environment"
        " variable and name the variable in options.api_key_env (e.g. api_key_env: OPENAI_API_KEY)"
    )
    assert "Authorization" not in local.log()[0]["headers"]


# --- failures ------------------------------------------------------------------------------


def test_429_then_success_waits_as_told(
    engine: SpeechServerEngine, fake_time: FakeTime, local: LocalServer, espeak_sentence: Speech
) -> None:
    local.script({"status": 429, "headers": {"Retry-After": "2"}, "body": '{"error": "slow down"}'})
    assert engine.synthesize(SENTENCE, "en", "en-us", 1.0, options(local)) == espeak_sentence
    assert len(local.log()) == 2
    assert fake_time.sleeps == [2.0]


def test_429_without_retry_after_backs_off(
    engine: SpeechServerEngine, fake_time: FakeTime, local: LocalServer, espeak_sentence: Speech
) -> None:
    local.script(*[{"status": 429}] * 3)
    assert engine.synthesize(SENTENCE, "en", "en-us", 1.0, options(local)) == espeak_sentence
    assert fake_time.sleeps == [0.5, 1.0, 2.0]  # full jitter at 0.5 of 1, 2, 4 s


def test_500_then_give_up(fake_time: FakeTime, local: LocalServer) -> None:
    engine = SpeechServerEngine(attempts=3, sleep=fake_time.sleep, clock=fake_time.clock, random_source=lambda: 0.5)
    local.script(*[{"status": 500, "body": "model crashed"}] * 3)
    with pytest.raises(EngineError) as caught:
        engine.synthesize(SENTENCE, "en", "en-us", 1.0, options(local))
    assert str(caught.value) == (
        f"the speech server at {local.url} failed (HTTP 500) after 3 attempts; try again later or see the server's log"
    )
    assert len(local.log()) == 3
    assert fake_time.sleeps == [0.5, 1.0]


def test_a_wrong_api_key_is_one_message_naming_the_variable(
    engine: SpeechServerEngine, fake_time: FakeTime, local: LocalServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(VARIABLE, "sk-wrong")
    with pytest.raises(EngineError) as caught:
        engine.synthesize(SENTENCE, "en", "en-us", 1.0, options(local))
    assert str(caught.value) == (
        f"the speech server at {local.url} refused the API key in the environment variable {VARIABLE}"
        f" (HTTP 401 Unauthorized); check that {VARIABLE} holds a valid key for this server"
    )
    assert len(local.log()) == 1  # not retried
    assert fake_time.sleeps == []


def test_an_unset_key_variable_is_reported_before_any_request(
    engine: SpeechServerEngine, local: LocalServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(VARIABLE)
    with pytest.raises(EngineError) as caught:
        engine.synthesize(SENTENCE, "en", "en-us", 1.0, options(local))
    assert str(caught.value) == (
        f"the environment variable {VARIABLE} is empty or not set; it should hold the API key of the speech"
        f" server at {local.url} (options.api_key_env)"
    )
    assert local.log() == []


def test_a_voice_the_server_does_not_have(engine: SpeechServerEngine, local: LocalServer) -> None:
    with pytest.raises(EngineError) as caught:
        engine.synthesize(SENTENCE, "en", "nobody-here", 1.0, options(local))
    assert str(caught.value).startswith(
        f"the speech server at {local.url} refused the request: HTTP 400 Bad Request: "
    )
    assert "voice 'nobody-here' not found" in str(caught.value)
    assert len(local.log()) == 1


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


def test_a_server_that_is_down(engine: SpeechServerEngine, fake_time: FakeTime) -> None:
    url = f"http://127.0.0.1:{free_port()}"
    with pytest.raises(EngineError) as caught:
        engine.synthesize(SENTENCE, "en", "en-us", 1.0, {"base_url": url})
    assert str(caught.value) == (
        f"could not reach the speech server at {url} (connection refused); is it running,"
        " and is options.base_url its address?"
    )
    assert fake_time.sleeps == [0.5, 1.0]  # three quick tries: a server that is not there stays away


def test_a_server_that_is_not_audio(engine: SpeechServerEngine, local: LocalServer) -> None:
    local.script({"status": 200, "body": "<html>a proxy's page</html>"})
    with pytest.raises(EngineError, match=r"^the speech server's WAV could not be decoded: "):
        engine.synthesize(SENTENCE, "en", "en-us", 1.0, options(local))


# --- voices and options --------------------------------------------------------------------


def test_any_voice_is_the_servers_to_judge() -> None:
    engine = get_engine("openai-compatible")
    assert engine.check_voice("af_bella", "en") == "af_bella"
    assert engine.voices() == []
    with pytest.raises(EngineError, match=r"^openai-compatible needs a voice: name one of the server's"):
        engine.check_voice(None, "en")


def write_config(folder: Path, language: dict[str, Any]) -> Path:
    (folder / "content").mkdir(exist_ok=True)
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


def test_config_takes_the_server_in_options(tmp_path: Path) -> None:
    language = {"code": "en", "engine": "openai-compatible", "voice": "af_bella",
                "options": {"base_url": "http://localhost:8880/", "model": "kokoro", "api_key_env": "KOKORO_KEY"}}
    config = load_config(write_config(tmp_path, language))
    assert config.languages[0].options == {
        "base_url": "http://localhost:8880", "model": "kokoro", "api_key_env": "KOKORO_KEY",
    }


@pytest.mark.parametrize(
    ("given", "problems"),
    [
        ({}, ["languages[0].options.base_url: required option is missing: the server's address,"
              " e.g. http://localhost:8880"]),
        ({"base_url": "localhost:8880"}, ["languages[0].options.base_url: not an http(s) URL: 'localhost:8880'"
                                          " (e.g. http://localhost:8880)"]),
        ({"base_url": "http://h", "api_key": "sk-123"},
         ["languages[0].options.api_key: never write an API key in audioguide.yml; put it in an environment"
          " variable and name the variable with api_key_env (e.g. api_key_env: OPENAI_API_KEY)"]),
        ({"base_url": "http://h", "api_key_env": "sk-123"},
         ["languages[0].options.api_key_env: not the name of an environment variable (letters, digits and _, not"
          " starting with a digit); name the variable that holds the key (e.g. OPENAI_API_KEY), never the key"
          " itself"]),
        ({"base_url": "http://h", "respons_format": "mp3", "response_format": "ogg"},
         ["languages[0].options.response_format: input should be 'wav', 'mp3' or 'pcm', got 'ogg'",
          "languages[0].options.respons_format: unknown option for openai-compatible (did you mean"
          " 'response_format'?); it takes base_url, model, api_key_env, response_format, pcm_sample_rate, timeout"]),
    ],
)
def test_config_reports_bad_options_in_its_own_style(
    tmp_path: Path, given: dict[str, Any], problems: list[str],
) -> None:
    language = {"code": "en", "engine": "openai-compatible", "voice": "alloy", "options": given}
    with pytest.raises(ConfigError) as caught:
        load_config(write_config(tmp_path, language))
    assert caught.value.problems == [f"audioguide.yml: {problem}" for problem in problems]
    assert "sk-123" not in str(caught.value)


def test_cues_through_the_cache_with_options_in_their_keys(
    tmp_path: Path, local: LocalServer, espeak_sentence: Speech
) -> None:
    voice = LanguageConfig(code="en", engine="openai-compatible", voice="en-us", options=options(local))
    cues = [Cue(chapter=0, kind="body", text=text, speech=text, pause_after=0.3) for text in (SENTENCE, "Two.")]
    keys = synthesis.cue_keys(cues, synthesis.voice_key(voice), synthesis.voice_key(voice))
    assert keys[0].options == {"base_url": local.url}  # the default model left out
    assert keys[0].unkeyed == {"api_key_env": VARIABLE}  # given to the engine, not part of the key
    cache = CueCache(tmp_path / "cache")
    stats = synthesis.SynthesisStats()
    synthesis.synthesize_missing(keys, cache, stats, jobs=2)
    assert stats.synthesized == 2
    assert cache.get(keys[0]) == espeak_sentence
    other = LanguageConfig(code="en", engine="openai-compatible", voice="en-us",
                           options=options(local, model="tts-1-hd"))
    other_voice = synthesis.voice_key(other)
    assert synthesis.cue_keys(cues, other_voice, other_voice)[0].digest() != keys[0].digest()  # another model


def test_timeout_and_key_variable_do_not_change_the_cues(local: LocalServer) -> None:
    """They change how the server is asked, not what it says: the cache is kept; another model is another cue."""
    cue = [Cue(chapter=0, kind="body", text=SENTENCE, speech=SENTENCE, pause_after=0.3)]

    def key(**more: Any) -> str:
        voice = LanguageConfig(code="en", engine="openai-compatible", voice="en-us", options=options(local, **more))
        return synthesis.cue_keys(cue, synthesis.voice_key(voice), synthesis.voice_key(voice))[0].digest()

    assert key() == key(timeout=5) == key(api_key_env="OTHER_KEY")
    assert key() != key(model="tts-1-hd") != key(response_format="pcm")


# --- audioguide say ------------------------------------------------------------------------


def test_say_with_a_server_given_on_the_command_line(tmp_path: Path, local: LocalServer,
                                                     espeak_sentence: Speech) -> None:
    result = run_cli("say", "--lang", "en", "--engine", "openai-compatible", "--voice", "en-us",
                     "--option", f"base_url={local.url}", "--option", f"api_key_env={VARIABLE}",
                     "--option", "timeout=30", SENTENCE, "-o", tmp_path / "server.wav", cwd=tmp_path)
    assert (result.returncode, result.stderr) == (0, "")
    assert (tmp_path / "server.wav").read_bytes() == wav_bytes(espeak_sentence)
    assert [request["body"]["input"] for request in local.log()] == [SENTENCE]


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ([], "--option base_url: required option is missing: the server's address, e.g. http://localhost:8880"),
        (["--option", "base_url=http://h", "--option", "api_key_env=sk-abc123"],
         "--option api_key_env: not the name of an environment variable (letters, digits and _, not starting with"
         " a digit); name the variable that holds the key (e.g. OPENAI_API_KEY), never the key itself"),
        (["--option", "base_url=http://h", "--option", "timeout=[1, 2]"],
         "--option timeout: input should be a valid number, unable to parse string as a number, got '[1, 2]'"),
    ],
)
def test_say_names_the_flag_to_fix(tmp_path: Path, given: list[str], message: str) -> None:
    result = run_cli("say", "--lang", "en", "--engine", "openai-compatible", "--voice", "alloy", *given, "Hi.",
                     cwd=tmp_path)
    assert (result.returncode, result.stderr) == (1, f"error: {message}\n")
    assert list(tmp_path.iterdir()) == []
