"""The gTTS engine through gTTS's real code, with Google's HTTP endpoint faked by ``responses``.

Time is faked too: sleeps are recorded and advance a fake clock, so retries,
backoff and throttling run for real without any real waiting.
"""

from __future__ import annotations

import base64
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from itertools import pairwise
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import pytest
import requests
import responses
import yaml

from audioguide.common.errors import ConfigError, EngineError
from audioguide.config import LanguageConfig, load_config
from audioguide.speech import synthesis
from audioguide.speech.cues import CueCache
from audioguide.speech.engines import Speech, get_engine
from audioguide.speech.engines.gtts import OFFLINE, SAMPLE_RATE, GttsEngine
from audioguide.text.prepare import Cue
from tests.support import ROOT

PROJECT = ROOT
DOC0 = "content/000_52f206e528357c55.txt"
SENTENCE = "Leaving is hard, and that is not your fault."
# About 330 characters: gTTS sends it as several ~100-character requests.
LONG = (
    "There is a specific kind of exhaustion that does not show up on medical charts, and it is not "
    "from lack of sleep. It is the exhaustion of trying to understand something that keeps rewriting "
    "itself, again and again. You are tired because every time you think you have figured it out, "
    "the rules change again."
)
EN_VOICES = "ca, co.in, co.uk, co.za, com, com.au, ie"


def url(tld: str = "com") -> str:
    return f"https://translate.google.{tld}/_/TranslateWebserverUi/data/batchexecute"


def body(mp3: bytes) -> str:
    """What the batchexecute endpoint answers: the MP3 in base64 inside a JSON-ish envelope."""
    audio = base64.b64encode(mp3).decode("ascii")
    return ')]}\'\n\n[["wrb.fr","jQ1olc","[\\"' + audio + '\\"]",null,null,null,"generic"]]'


def sent(call: Any) -> str:
    """The decoded form body of a recorded request."""
    return unquote(str(call.request.body))


def encode_tone(ffmpeg: str, seconds: float, frequency: int) -> bytes:
    """A sine as Google sends speech: raw MPEG-2 layer III frames, 24 kHz mono, 32 kbit/s."""
    command = [
        ffmpeg, "-hide_banner", "-loglevel", "error", "-f", "lavfi",
        "-i", f"sine=frequency={frequency}:duration={seconds}", "-ac", "1", "-ar", "24000",
        "-c:a", "libmp3lame", "-b:a", "32k", "-write_xing", "0", "-id3v2_version", "0", "-f", "mp3", "-",
    ]
    return subprocess.run(command, capture_output=True, check=True).stdout


def mp3_seconds(mp3: bytes) -> float:
    """The MP3's duration: MPEG-2 layer III frames hold 576 samples, 32 kbit/s at 24 kHz is 96 bytes each."""
    return len(mp3) / 96 * 576 / 24000


@pytest.fixture(scope="session")
def tone(ffmpeg_exe: str) -> bytes:
    return encode_tone(ffmpeg_exe, 1.0, 440)


@pytest.fixture(scope="session")
def tones(ffmpeg_exe: str) -> list[bytes]:
    """Three tones of different lengths, to tell the parts of a long text apart."""
    return [encode_tone(ffmpeg_exe, seconds, 330) for seconds in (0.5, 1.0, 1.5)]


class FakeTime:
    """A clock that only moves when something sleeps; every sleep is recorded."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.sleeps: list[float] = []

    def clock(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds


@pytest.fixture
def fake_time() -> FakeTime:
    return FakeTime()


def make_engine(fake_time: FakeTime, **settings: Any) -> GttsEngine:
    settings.setdefault("min_interval", 0.0)
    return GttsEngine(sleep=fake_time.sleep, clock=fake_time.clock, random_source=lambda: 0.5, **settings)


@pytest.fixture
def engine(fake_time: FakeTime) -> GttsEngine:
    return make_engine(fake_time)


@pytest.fixture
def http() -> Iterator[responses.RequestsMock]:
    with responses.RequestsMock(assert_all_requests_are_fired=False) as mock:
        yield mock


# --- success -------------------------------------------------------------------------------


def test_registered_as_an_online_engine_with_an_extra() -> None:
    engine = get_engine("gtts")
    assert isinstance(engine, GttsEngine)
    assert (engine.name, engine.online, engine.extra) == ("gtts", True, "gtts")
    assert engine.available() is None
    assert engine.version() == "2.5.4"


def test_synthesize_decodes_the_mp3_to_24_khz_pcm(
    engine: GttsEngine, http: responses.RequestsMock, tone: bytes
) -> None:
    http.post(url("co.uk"), body=body(tone))
    speech = engine.synthesize(SENTENCE, "en-GB", "co.uk", 1.0)
    assert speech.sample_rate == SAMPLE_RATE == 24000
    assert len(speech.pcm) > 0 and len(speech.pcm) % 2 == 0
    assert speech.seconds == pytest.approx(mp3_seconds(tone), abs=0.03)
    assert speech.seconds == pytest.approx(1.0, abs=0.1)
    assert len(http.calls) == 1
    request = http.calls[0].request
    assert request.url == url("co.uk")
    assert "jQ1olc" in sent(http.calls[0])
    assert '\\"en\\"' in sent(http.calls[0])  # gTTS's code, not en-GB


@pytest.mark.parametrize(
    ("language", "voice", "code"),
    [("es", "com.mx", "es"), ("fr-CA", "ca", "fr-CA"), ("pt-BR", "com.br", "pt"), ("he", "com", "iw"),
     ("zh-Hant", "com", "zh-TW"), ("de", "com", "de")],
)
def test_language_and_accent_reach_the_request(
    engine: GttsEngine, http: responses.RequestsMock, tone: bytes, language: str, voice: str, code: str
) -> None:
    http.post(url(voice), body=body(tone))
    engine.synthesize("Hola, hello, bonjour.", language, voice, 1.0)
    assert http.calls[0].request.url == url(voice)
    assert f'\\"{code}\\"' in sent(http.calls[0])


def test_long_text_is_several_requests_and_their_audio_in_order(
    engine: GttsEngine, http: responses.RequestsMock, tones: list[bytes], ffmpeg_exe: str
) -> None:
    for mp3 in tones:  # answered in order, the last one again for any further part
        http.post(url(), body=body(mp3))
    speech = engine.synthesize(LONG, "en", "com", 1.0)
    bodies = [sent(call) for call in http.calls]
    assert len(bodies) >= 3
    assert all(len(part) < 300 for part in bodies)  # each carries one part of about 100 characters
    answered = tones + [tones[-1]] * (len(bodies) - len(tones))
    assert speech.seconds == pytest.approx(sum(map(mp3_seconds, answered)), abs=0.001)
    # The start of the audio is the first part's, sample for sample (but for its last two frames).
    alone = subprocess.run(
        [ffmpeg_exe, "-loglevel", "error", "-f", "mp3", "-i", "-", "-f", "s16le", "-"],
        input=tones[0], capture_output=True, check=True,
    ).stdout
    assert speech.pcm[: len(alone) - 1152 * 2] == alone[: len(alone) - 1152 * 2]


@pytest.mark.parametrize("rate", [1.25, 1.5, 2.0])
def test_rate_above_one_shortens_the_audio(
    engine: GttsEngine, http: responses.RequestsMock, tone: bytes, rate: float
) -> None:
    http.post(url(), body=body(tone))
    normal = engine.synthesize(SENTENCE, "en", "com", 1.0).seconds
    faster = engine.synthesize(SENTENCE, "en", "com", rate).seconds
    assert faster == pytest.approx(normal / rate, rel=0.05)


def test_slower_rate_lengthens_the_audio(engine: GttsEngine, http: responses.RequestsMock, tone: bytes) -> None:
    http.post(url(), body=body(tone))
    normal = engine.synthesize(SENTENCE, "en", "com", 1.0).seconds
    assert engine.synthesize(SENTENCE, "en", "com", 0.5).seconds == pytest.approx(2 * normal, rel=0.05)


def test_text_with_nothing_to_say_sends_nothing(engine: GttsEngine, http: responses.RequestsMock) -> None:
    assert engine.synthesize(" … ", "en", "com", 1.0) == Speech(b"", 24000)
    assert len(http.calls) == 0


# --- retries -------------------------------------------------------------------------------


def test_429_with_retry_after_waits_as_told(
    engine: GttsEngine, fake_time: FakeTime, http: responses.RequestsMock, tone: bytes
) -> None:
    http.post(url(), status=429, headers={"Retry-After": "2"})
    http.post(url(), body=body(tone))
    speech = engine.synthesize(SENTENCE, "en", "com", 1.0)
    assert speech.seconds > 0.5
    assert len(http.calls) == 2
    assert fake_time.sleeps == [2.0]


def test_429_without_retry_after_backs_off_more_each_time(
    engine: GttsEngine, fake_time: FakeTime, http: responses.RequestsMock, tone: bytes
) -> None:
    for _ in range(3):
        http.post(url(), status=429)
    http.post(url(), body=body(tone))
    engine.synthesize(SENTENCE, "en", "com", 1.0)
    assert len(http.calls) == 4
    # Full jitter with the random source at 0.5: half of 1, 2, 4 seconds.
    assert fake_time.sleeps == [0.5, 1.0, 2.0]


def test_backoff_is_random_below_the_exponential_cap(fake_time: FakeTime, http: responses.RequestsMock) -> None:
    draws = iter([0.9, 0.1, 0.99, 0.0])
    engine = GttsEngine(sleep=fake_time.sleep, clock=fake_time.clock, random_source=lambda: next(draws),
                        min_interval=0.0, attempts=5, max_delay=3.0)
    http.post(url(), status=503)
    with pytest.raises(EngineError):
        engine.synthesize(SENTENCE, "en", "com", 1.0)
    assert fake_time.sleeps == pytest.approx([0.9, 0.2, 2.97, 0.0])  # caps 1, 2, min(4, 3), min(8, 3)


def test_429_storm_gives_up_after_the_configured_attempts(
    fake_time: FakeTime, http: responses.RequestsMock
) -> None:
    engine = make_engine(fake_time, attempts=3)
    http.post(url(), status=429)
    with pytest.raises(EngineError) as caught:
        engine.synthesize(SENTENCE, "en", "com", 1.0)
    assert str(caught.value) == (
        "gTTS is rate-limited (429 Too Many Requests) after 3 attempts;"
        " try again later or lower the request rate"
    )
    assert len(http.calls) == 3
    assert len(fake_time.sleeps) == 2


@pytest.mark.parametrize("attempts", [1, 2, 5])
def test_500_storm_gives_up_after_the_configured_attempts(
    fake_time: FakeTime, http: responses.RequestsMock, attempts: int
) -> None:
    engine = make_engine(fake_time, attempts=attempts)
    http.post(url(), status=500)
    with pytest.raises(EngineError) as caught:
        engine.synthesize(SENTENCE, "en", "com", 1.0)
    tries = "1 attempt" if attempts == 1 else f"{attempts} attempts"
    assert str(caught.value) == f"gTTS service error (HTTP 500) after {tries}; try again later"
    assert len(http.calls) == attempts


def test_a_retry_after_beyond_the_total_wait_gives_up_at_once(
    fake_time: FakeTime, http: responses.RequestsMock
) -> None:
    engine = make_engine(fake_time, max_wait=60.0)
    http.post(url(), status=429, headers={"Retry-After": "3600"})
    with pytest.raises(EngineError, match=r"rate-limited .* after 1 attempt;"):
        engine.synthesize(SENTENCE, "en", "com", 1.0)
    assert fake_time.sleeps == []


def test_total_backoff_stays_within_max_wait(fake_time: FakeTime, http: responses.RequestsMock) -> None:
    engine = GttsEngine(sleep=fake_time.sleep, clock=fake_time.clock, random_source=lambda: 0.999,
                        min_interval=0.0, attempts=50, max_wait=20.0)
    http.post(url(), status=502)
    with pytest.raises(EngineError, match=r"HTTP 502\) after 5 attempts"):
        engine.synthesize(SENTENCE, "en", "com", 1.0)
    assert sum(fake_time.sleeps) <= 20.0


def test_a_server_error_then_success_keeps_the_parts_already_fetched(
    engine: GttsEngine, http: responses.RequestsMock, tones: list[bytes]
) -> None:
    http.post(url(), body=body(tones[0]))
    http.post(url(), status=500)
    http.post(url(), body=body(tones[1]))
    speech = engine.synthesize(LONG, "en", "com", 1.0)
    parts = len(http.calls) - 1  # one part was sent twice
    assert parts >= 3
    expected = mp3_seconds(tones[0]) + (parts - 1) * mp3_seconds(tones[1])
    assert speech.seconds == pytest.approx(expected, abs=0.001)


def test_offline_gives_the_offline_message_quickly(
    fake_time: FakeTime, http: responses.RequestsMock
) -> None:
    engine = make_engine(fake_time, attempts=4)
    http.post(url(), body=requests.ConnectionError("Name or service not known"))
    started = time.monotonic()
    with pytest.raises(EngineError) as caught:
        engine.synthesize(SENTENCE, "en", "com", 1.0)
    assert str(caught.value) == OFFLINE == "gTTS could not reach its service; build offline with engine: espeak-ng"
    assert len(http.calls) == 3  # a dropped connection gets at most 3 tries, whatever `attempts` says
    assert len(fake_time.sleeps) == 2
    assert time.monotonic() - started < 10  # the waits were the fake clock's, never real ones


def test_timeouts_are_retried_like_connection_errors(
    engine: GttsEngine, http: responses.RequestsMock, tone: bytes
) -> None:
    http.post(url(), body=requests.ReadTimeout("read timed out"))
    http.post(url(), body=body(tone))
    assert engine.synthesize(SENTENCE, "en", "com", 1.0).seconds > 0.5
    assert len(http.calls) == 2


@pytest.mark.parametrize(("status", "reason"), [(403, "Forbidden"), (404, "Not Found"), (400, "Bad Request")])
def test_other_client_errors_fail_at_once(
    engine: GttsEngine, fake_time: FakeTime, http: responses.RequestsMock, status: int, reason: str
) -> None:
    http.post(url(), status=status)
    with pytest.raises(EngineError) as caught:
        engine.synthesize(SENTENCE, "en", "com", 1.0)
    assert str(caught.value).startswith(f"gTTS request failed: {status} ({reason}) from TTS API. Probable cause: ")
    assert len(http.calls) == 1
    assert fake_time.sleeps == []


def test_403_names_gtts_probable_cause(engine: GttsEngine, http: responses.RequestsMock) -> None:
    http.post(url(), status=403)
    with pytest.raises(EngineError) as caught:
        engine.synthesize(SENTENCE, "en", "com", 1.0)
    assert str(caught.value) == (
        "gTTS request failed: 403 (Forbidden) from TTS API. Probable cause: Bad token or upstream API changes"
    )


def test_an_answer_without_audio_fails_at_once(engine: GttsEngine, http: responses.RequestsMock) -> None:
    http.post(url(), body=')]}\'\n\n[["wrb.fr","jQ1olc",null,null,null,null,"generic"]]')
    with pytest.raises(EngineError, match=r"^gTTS request failed: 200 \(OK\) from TTS API"):
        engine.synthesize(SENTENCE, "en", "com", 1.0)
    assert len(http.calls) == 1


def test_undecodable_audio_is_an_engine_error(engine: GttsEngine, http: responses.RequestsMock) -> None:
    http.post(url(), body=body(b"not an mp3 at all" * 20))
    with pytest.raises(EngineError, match=r"^ffmpeg could not decode gTTS's MP3: "):
        engine.synthesize(SENTENCE, "en", "com", 1.0)


# --- throttling ----------------------------------------------------------------------------


def test_requests_are_spaced_by_the_minimum_interval(
    fake_time: FakeTime, http: responses.RequestsMock, tone: bytes
) -> None:
    engine = make_engine(fake_time, min_interval=0.25)
    sent_at: list[float] = []

    def answer(request: requests.PreparedRequest) -> tuple[int, dict[str, str], str]:
        sent_at.append(fake_time.now)
        return 200, {}, body(tone)

    http.add_callback(responses.POST, url(), callback=answer)
    engine.synthesize(LONG, "en", "com", 1.0)
    engine.synthesize(SENTENCE, "en", "com", 1.0)
    assert len(sent_at) >= 4
    gaps = [later - earlier for earlier, later in pairwise(sent_at)]
    assert all(gap == pytest.approx(0.25) for gap in gaps), gaps
    assert fake_time.sleeps == pytest.approx([0.25] * len(gaps))


def test_throttle_does_not_wait_when_requests_are_already_far_apart(
    fake_time: FakeTime, http: responses.RequestsMock, tone: bytes
) -> None:
    engine = make_engine(fake_time, min_interval=0.25)
    http.post(url(), body=body(tone))
    engine.synthesize(SENTENCE, "en", "com", 1.0)
    fake_time.now += 10
    engine.synthesize(SENTENCE, "en", "com", 1.0)
    assert fake_time.sleeps == []


def test_threads_share_the_throttle(fake_time: FakeTime, http: responses.RequestsMock, tone: bytes) -> None:
    """The fake clock moves only when the throttle sleeps: each request after the first waits a full interval."""
    engine = make_engine(fake_time, min_interval=0.25)
    http.post(url(), body=body(tone))
    with ThreadPoolExecutor(max_workers=4) as pool:
        speeches = list(pool.map(lambda _: engine.synthesize(LONG, "en", "com", 1.0), range(4)))
    assert len({speech.pcm for speech in speeches}) == 1
    assert fake_time.sleeps == pytest.approx([0.25] * (len(http.calls) - 1))


def test_engines_on_the_real_clock_share_one_throttle() -> None:
    one, two, shared = GttsEngine(), GttsEngine(), get_engine("gtts")
    assert isinstance(shared, GttsEngine)
    assert one._throttle is two._throttle is shared._throttle
    faked = GttsEngine(clock=lambda: 0.0)
    assert faked._throttle is not one._throttle


# --- voices --------------------------------------------------------------------------------


def test_voices_cover_the_documented_accents_and_every_language(engine: GttsEngine) -> None:
    voices = {(v.id, v.language): v.name for v in engine.voices()}
    assert voices[("com", "en-US")] == "English (United States)"
    assert voices[("co.uk", "en-GB")] == "English (United Kingdom)"
    assert voices[("com.mx", "es-MX")] == "Spanish (Mexico)"
    assert voices[("ca", "fr-CA")] == "French (Canada)"
    assert voices[("com.br", "pt-BR")] == "Portuguese (Brazil)"
    assert voices[("com", "de")] == "German"
    assert voices[("com", "he")] == "Hebrew"  # gTTS's "iw", as a BCP 47 tag
    assert ("com", "fr") not in voices  # French goes through its two documented accents


@pytest.mark.parametrize(
    ("language", "voices", "default"),
    [
        ("en", EN_VOICES, "com"),
        ("en-GB", EN_VOICES, "co.uk"),
        ("en-AU", EN_VOICES, "com.au"),
        ("es", "com, com.mx, es", "com"),
        ("es-ES", "com, com.mx, es", "es"),
        ("es-MX", "com, com.mx, es", "com.mx"),
        ("fr", "ca, fr", "fr"),
        ("fr-CA", "ca, fr", "ca"),
        ("pt", "com.br, pt", "com.br"),
        ("pt-PT", "com.br, pt", "pt"),
        ("de", "com", "com"),
        ("de-AT", "com", "com"),
        ("zh-TW", "com", "com"),
    ],
)
def test_voices_for_and_default_voice(engine: GttsEngine, language: str, voices: str, default: str) -> None:
    assert ", ".join(sorted({v.id for v in engine.voices_for(language)})) == voices
    assert engine.default_voice(language) == default
    assert engine.check_voice(None, language) == default


@pytest.mark.parametrize(("voice", "language"), [("co.uk", "en"), ("com", "en-GB"), ("es", "es"), ("ca", "fr")])
def test_check_voice_accepts_an_accent_of_the_language(engine: GttsEngine, voice: str, language: str) -> None:
    assert engine.check_voice(voice, language) == voice


@pytest.mark.parametrize(
    ("voice", "language", "known"),
    [
        ("xx", "en", EN_VOICES),
        ("co.uk", "es", "com, com.mx, es"),
        ("com", "fr", "ca, fr"),
        ("co.uk", "de", "com"),
        ("com+f3", "en", EN_VOICES),
    ],
)
def test_check_voice_rejects_an_unknown_accent(engine: GttsEngine, voice: str, language: str, known: str) -> None:
    with pytest.raises(EngineError) as caught:
        engine.check_voice(voice, language)
    assert str(caught.value) == f"unknown voice {voice!r} for gtts (known: {known})"


@pytest.mark.parametrize("language", ["xh", "tlh", "qaa"])
def test_a_language_gtts_does_not_speak(engine: GttsEngine, language: str) -> None:
    with pytest.raises(EngineError) as caught:
        engine.check_voice(None, language)
    assert str(caught.value).startswith(f"gtts does not speak {language!r} (it speaks: af, am, ar, ")
    assert ", en, es, " in str(caught.value)
    assert engine.voices_for(language) == []
    assert engine.default_voice(language) is None


def test_synthesize_checks_the_voice_before_any_request(engine: GttsEngine, http: responses.RequestsMock) -> None:
    with pytest.raises(EngineError, match=r"^unknown voice 'co\.uk' for gtts \(known: com\)$"):
        engine.synthesize(SENTENCE, "de", "co.uk", 1.0)
    assert len(http.calls) == 0


def test_without_gtts_installed_every_use_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "gtts", None)
    engine = GttsEngine()
    message = "the gTTS engine is not installed; pip install 'audioguide[gtts]'"
    assert engine.available() == message
    for use in (engine.version, engine.voices, lambda: engine.check_voice("com", "en"),
                lambda: engine.synthesize(SENTENCE, "en", "com", 1.0)):
        with pytest.raises(EngineError) as caught:
            use()
        assert str(caught.value) == message


def test_module_imports_without_gtts() -> None:
    code = ("import sys; sys.modules['gtts'] = None; import audioguide.speech.engines.gtts as m;"
            " print(m.GttsEngine().available())")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "the gTTS engine is not installed; pip install 'audioguide[gtts]'"


# --- config --------------------------------------------------------------------------------


def write_config(folder: Path, language: dict[str, str]) -> Path:
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


def test_config_with_a_gtts_accent_loads(tmp_path: Path) -> None:
    config = load_config(write_config(tmp_path, {"code": "en", "engine": "gtts", "voice": "co.uk"}))
    assert (config.languages[0].engine, config.languages[0].voice) == ("gtts", "co.uk")


def test_config_without_a_voice_gets_the_accent_of_its_region(tmp_path: Path) -> None:
    config = load_config(write_config(tmp_path, {"code": "es-mx", "engine": "gtts"}))
    assert (config.languages[0].code, config.languages[0].voice) == ("es-MX", "com.mx")


@pytest.mark.parametrize(
    ("language", "problem"),
    [
        ({"code": "en", "engine": "gtts", "voice": "xx"}, f"unknown voice 'xx' for gtts (known: {EN_VOICES})"),
        ({"code": "de", "engine": "gtts", "voice": "co.uk"}, "unknown voice 'co.uk' for gtts (known: com)"),
    ],
)
def test_config_reports_a_bad_accent(tmp_path: Path, language: dict[str, str], problem: str) -> None:
    with pytest.raises(ConfigError) as caught:
        load_config(write_config(tmp_path, language))
    assert caught.value.problems == [f"audioguide.yml: languages[0].voice: {problem}"]


def test_config_reports_a_language_gtts_does_not_speak(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as caught:
        load_config(write_config(tmp_path, {"code": "xh", "engine": "gtts"}))
    [problem] = caught.value.problems
    assert problem.startswith("audioguide.yml: languages[0].voice: gtts does not speak 'xh' (it speaks: af, ")


# --- cache ---------------------------------------------------------------------------------


def cache_files(root: Path) -> list[Path]:
    return [path for path in root.rglob("*") if path.is_file()]


def test_a_failing_gtts_leaves_no_empty_cache_entry(
    tmp_path: Path, fake_time: FakeTime, http: responses.RequestsMock, tone: bytes,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    engine = make_engine(fake_time, attempts=2)
    monkeypatch.setattr(synthesis, "get_engine", lambda name: engine)
    voice = LanguageConfig(code="en", engine="gtts", voice="co.uk")
    cache = CueCache(tmp_path / "cache")
    cues = [Cue(chapter=0, kind="body", text=text, speech=text, pause_after=0.3)
            for text in ("One sentence that works.", "Another that fails.")]

    def answer(request: requests.PreparedRequest) -> tuple[int, dict[str, str], str]:
        fails = "fails" in unquote(str(request.body))
        return (500, {}, "") if fails else (200, {}, body(tone))

    http.add_callback(responses.POST, url("co.uk"), callback=answer)
    keys = synthesis.cue_keys(cues, synthesis.voice_key(voice), synthesis.voice_key(voice))
    stats = synthesis.SynthesisStats()
    with pytest.raises(EngineError, match=r"^gTTS service error \(HTTP 500\) after 2 attempts; try again later$"):
        synthesis.synthesize_missing(keys, cache, stats, jobs=2)
    [entry] = cache_files(tmp_path / "cache")  # the cue that worked, and nothing else
    assert entry.suffix == ".wav" and entry.stat().st_size > 44
    good = cache.get(keys[0])
    assert good is not None and good.sample_rate == 24000
    assert good.seconds == pytest.approx(mp3_seconds(tone), abs=0.03)
    assert not cache.has(keys[1]) and cache.get(keys[1]) is None


def test_offline_gtts_writes_nothing_to_the_cache(
    tmp_path: Path, fake_time: FakeTime, http: responses.RequestsMock, monkeypatch: pytest.MonkeyPatch
) -> None:
    engine = make_engine(fake_time)
    monkeypatch.setattr(synthesis, "get_engine", lambda name: engine)
    voice = LanguageConfig(code="en", engine="gtts", voice="com")
    cues = [Cue(chapter=0, kind="body", text=text, speech=text, pause_after=0.3) for text in (SENTENCE, "Two.")]
    http.post(url(), body=requests.ConnectionError("offline"))
    keys = synthesis.cue_keys(cues, synthesis.voice_key(voice), synthesis.voice_key(voice))
    with pytest.raises(EngineError, match=f"^{OFFLINE}$"):
        synthesis.synthesize_missing(keys, CueCache(tmp_path / "cache"), synthesis.SynthesisStats(), jobs=2)
    assert cache_files(tmp_path) == []


# --- bounded as every request ------------------------------------------------------------


@pytest.mark.parametrize(("answer", "detail"), [
    ({"status": 302, "headers": {"Location": "file:///etc/passwd"}},
     "redirected to an address that is not an http(s) URL (file:); only http(s) redirects are followed"),
    ({"status": 302, "headers": {"Location": url("com")}}, "more than 3 redirects (a loop?)"),
    ({"body": b"x" * (9 << 20)}, "the answer is larger than 8 MB; it was not kept"),
    ({"body": b"\x1f\x8bnot gzip at all", "headers": {"Content-Encoding": "gzip"}},
     "the answer could not be decoded (it says Content-Encoding: gzip, but is not)"),
])
def test_an_answer_that_cannot_be_speech_is_one_error_without_retries(
    engine: GttsEngine, http: responses.RequestsMock, answer: dict[str, Any], detail: str
) -> None:
    http.post(url("com"), **answer)
    http.get(url("com"), **answer)  # where a 302 sends the next request
    with pytest.raises(EngineError) as caught:
        engine.synthesize(SENTENCE, "en", "com", 1.0)
    assert str(caught.value) == f"gTTS answered with something unusable: {detail}"
    assert len(http.calls) <= 4  # the redirects followed, no retry
