"""Speech from any server that speaks OpenAI's speech API: Kokoro-FastAPI, LocalAI, openedai-speech, hosted services.

Each cue is one ``POST {base_url}/v1/audio/speech`` with JSON
``{"model", "input", "voice", "response_format", "speed"}``; the answer is the
audio (WAV, MP3 or raw 16-bit PCM), decoded here to mono PCM. The server is
named in ``languages[].options``::

    - code: en
      engine: openai-compatible
      voice: af_bella
      options: {base_url: "http://localhost:8880", model: kokoro, api_key_env: KOKORO_KEY}

An API key never goes in the config: ``api_key_env`` names the environment
variable that holds it. Rate limits (429, with ``Retry-After``), server errors
and dropped connections are retried as for gTTS (:mod:`audioguide.speech.engines.http`);
a refused key or a server that is not there ends the build with one message.
The server's voices and languages are its own: any voice name is taken, and
the server says when it does not know it. ``timeout`` and ``api_key_env`` change
how the server is asked, not what it says: they are no part of cache keys.
"""

from __future__ import annotations

import io
import random
import re
import threading
import time
import wave
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Literal
from urllib.parse import urlsplit

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from audioguide.common import ffmpeg, secrets
from audioguide.common.errors import AudioError, EngineError
from audioguide.common.options import option_problems
from audioguide.config import shown_url
from audioguide.speech.engines import RATES, Engine, Speech, Voice, http, implausible, longest

if TYPE_CHECKING:
    import requests

PROTOCOL_VERSION = "1"
"""Part of every cue's cache key, with the options that change the sound (base URL, model, format)."""
PATH = "/v1/audio/speech"


class ServerOptions(BaseModel):
    """The server and how to ask it (``languages[].options``)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    base_url: str = Field(description="the server's address, e.g. http://localhost:8880")
    model: str = Field(default="tts-1", min_length=1, description="the server's model (tts-1, kokoro …)")
    api_key_env: str | None = Field(
        default=None, description="the environment variable holding the API key (never the key itself)"
    )
    api_key: str | None = Field(default=None, exclude=True)
    """Refused: a key written in the config would be published with it."""
    response_format: Literal["wav", "mp3", "pcm"] = "wav"
    pcm_sample_rate: int = Field(default=24000, ge=8000, le=192000,
                                 description="the rate of response_format: pcm (OpenAI's is 24000)")
    timeout: float = Field(default=120.0, gt=0, le=3600, description="seconds to wait for one answer")

    @field_validator("api_key_env")
    @classmethod
    def _variable(cls, value: str | None) -> str | None:
        if value is not None and not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", value):
            raise ValueError(  # the value is not shown: it may well be the key itself
                "not the name of an environment variable (letters, digits and _, not starting with a digit);"
                " name the variable that holds the key (e.g. OPENAI_API_KEY), never the key itself"
            )
        return value

    @field_validator("api_key")
    @classmethod
    def _no_key(cls, value: str | None) -> None:
        if value is not None:
            raise ValueError(
                "never write an API key in audioguide.yml; put it in an environment variable and name the"
                " variable with api_key_env (e.g. api_key_env: OPENAI_API_KEY)"
            )
        return None

    @field_validator("base_url")
    @classmethod
    def _base_url(cls, value: str) -> str:
        problem = http.url_problem(value)
        if problem is None and (urlsplit(value).query or urlsplit(value).fragment or "?" in value):
            problem = "has a query or fragment; give the server's address only"
        if problem is not None and "user name or password" in problem:
            problem += "; put the API key in an environment variable named by api_key_env"
        if problem is not None:
            problem = re.sub(r" \((?:[^()]*:|no scheme)\)$", "", problem.removeprefix("is "))
            raise ValueError(f"{problem}: {shown_url(value)!r} (e.g. http://localhost:8880)")
        return value.rstrip("/")


def speech_url(base_url: str) -> str:
    """``{base_url}/v1/audio/speech``; a base URL that already ends in ``/v1`` (as OpenAI's clients take it) too."""
    base = base_url.rstrip("/")
    return base + (PATH.removeprefix("/v1") if base.endswith("/v1") else PATH)


class SpeechServerEngine(Engine):
    name = "openai-compatible"
    online = True
    seconds_per_sentence = 1.0
    Options = ServerOptions
    unkeyed_options = frozenset({"timeout", "api_key_env"})
    voices_elsewhere = (
        "the server's own voices: set voice: to one of them (alloy, nova … for OpenAI; af_bella, bf_emma … for"
        " Kokoro)"
    )

    def __init__(
        self,
        *,
        attempts: int = 5,
        base_delay: float = 1.0,
        max_delay: float = 30.0,
        max_wait: float = 120.0,
        sleep: Callable[[float], None] = time.sleep,
        clock: Callable[[], float] = time.monotonic,
        random_source: Callable[[], float] = random.random,
    ) -> None:
        self._retrying = http.Retrying(
            attempts=attempts, base_delay=base_delay, max_delay=max_delay, max_wait=max_wait,
            sleep=sleep, clock=clock, random_source=random_source,
        )
        self._local = threading.local()

    def _session(self) -> requests.Session:
        """One connection pool per thread: a hosted service's TLS handshake is paid once, not per cue."""
        session: requests.Session | None = getattr(self._local, "session", None)
        if session is None:
            session = self._local.session = http.session()
        return session

    def version(self) -> str:
        return PROTOCOL_VERSION

    def voices(self) -> list[Voice]:
        """None known here: the server has its own (``alloy`` for OpenAI, ``af_bella`` for Kokoro …)."""
        return []

    def check_voice(self, voice: str | None, language: str) -> str:
        """Any voice name: only the server knows its voices (and says so when asked for another)."""
        if voice is None or not voice.strip():
            raise EngineError(
                "openai-compatible needs a voice: name one of the server's "
                "(alloy, nova … for OpenAI; af_bella, bf_emma … for Kokoro)"
            )
        return voice.strip()

    def synthesize(
        self, text: str, language: str, voice: str, rate: float, options: Mapping[str, Any] | None = None
    ) -> Speech:
        try:
            settings = ServerOptions.model_validate(self.check_options(options or {}))
        except ValidationError as error:
            raise EngineError(f"openai-compatible options: {'; '.join(option_problems(error))}") from None
        if not text.strip():
            return Speech(b"", 24000)
        url = speech_url(settings.base_url)
        headers = {"Accept": "*/*"}
        if settings.api_key_env is not None:
            key = secrets.key_from(settings.api_key_env, f"the API key of the speech server at {settings.base_url}")
            if key is None:
                raise _no_key(settings)
            headers["Authorization"] = f"Bearer {key}"
        body = {"model": settings.model, "input": text, "voice": voice,
                "response_format": settings.response_format, "speed": rate}
        service = http.Service(
            name=f"the speech server at {settings.base_url}",
            unreachable=(
                f"could not reach the speech server at {settings.base_url} ({{detail}}); is it running, "
                "and is options.base_url its address?"
            ),
            server_error="{name} failed (HTTP {status}) after {tries}; try again later or see the server's log",
            refused="{name} refused the request: {detail}",
        )

        def attempt() -> bytes:
            try:
                response = http.send("POST", url, headers=headers, json=body, timeout=(10.0, settings.timeout),
                                     deadline=settings.timeout, limit=audio_limit(text), session=self._session())
            except http.Failure as failure:
                if failure.status in (401, 403):
                    raise _refused_key(failure.status, settings) from None
                raise
            return response.content

        speech = speech_of(self._retrying.call(attempt, service), settings)
        return plausible(speech, text, rate, settings.base_url)


def _no_key(settings: ServerOptions) -> EngineError:
    """An unset key variable; a name that looks like a key itself (lower case, long) is not shown."""
    where = f"the API key of the speech server at {settings.base_url} (options.api_key_env)"
    name = settings.api_key_env or ""
    if name != name.upper() and len(name) >= 16:
        return EngineError(
            f"options.api_key_env names no environment variable that is set, and looks like a key itself; it should"
            f" name the variable holding {where}, e.g. OPENAI_API_KEY, never hold the key"
        )
    return EngineError(f"the environment variable {name} is empty or not set; it should hold {where}")


def _refused_key(status: int, settings: ServerOptions) -> EngineError:
    """One message for a missing, wrong or insufficient API key, naming the variable to fix."""
    where = f"the speech server at {settings.base_url}"
    reason = "401 Unauthorized" if status == 401 else "403 Forbidden"
    if settings.api_key_env is None:
        return EngineError(
            f"{where} wants an API key (HTTP {reason}); put it in an environment variable and name the "
            "variable in options.api_key_env (e.g. api_key_env: OPENAI_API_KEY)"
        )
    return EngineError(
        f"{where} refused the API key in the environment variable {settings.api_key_env} (HTTP {reason}); "
        f"check that {settings.api_key_env} holds a valid key for this server"
        + (f" with access to the model {settings.model!r}" if status == 403 else "")
    )


_BYTES_PER_SECOND = RATES[1] * 8 * 4
"""The most a second of audio can take: 192 kHz, 8 channels, 32-bit samples."""


def audio_limit(text: str) -> int:
    """The most bytes read for ``text``'s audio: :func:`longest` at the densest format, at most 64 MB."""
    return min(http.BODY_LIMIT, int(longest(text, 0.25) * _BYTES_PER_SECOND))


def plausible(speech: Speech, text: str, rate: float, where: str) -> Speech:
    """``speech``, once checked to be audio that could be ``text`` (:func:`implausible`). Checked before
    anything is cached."""
    wrong = implausible(speech, text, rate)
    if wrong:
        raise EngineError(f"the speech server at {where} sent {wrong}; nothing was kept")
    return speech


def speech_of(audio: bytes, settings: ServerOptions) -> Speech:
    """Mono 16-bit PCM from the server's answer, at the audio's own rate."""
    if not audio:
        raise EngineError("the speech server answered with no audio")
    if settings.response_format == "pcm":
        if len(audio) % 2:
            audio = audio[:-1]
        return Speech(audio, settings.pcm_sample_rate)
    if settings.response_format == "wav":
        try:
            with wave.open(io.BytesIO(audio), "rb") as reader:
                _check_rate(reader.getframerate(), "WAV")
                if reader.getsampwidth() == 2 and reader.getnchannels() == 1 and reader.getcomptype() == "NONE":
                    pcm = reader.readframes(reader.getnframes())
                    return Speech(pcm[: len(pcm) - len(pcm) % 2], reader.getframerate())
        except (wave.Error, EOFError):
            pass  # a WAV the standard library does not read (float samples, streamed sizes): ffmpeg does
    return _ffmpeg_decode(audio, settings.response_format)


def _check_rate(rate: int, kind: str) -> None:
    low, high = RATES
    if not low <= rate <= high:
        raise EngineError(f"the speech server's {kind} says its sample rate is {rate:,} Hz, which is no speech's"
                          f" ({low:,}–{high:,} Hz expected); the server is broken or not a speech server")


def _ffmpeg_decode(audio: bytes, kind: str) -> Speech:
    rate = _sample_rate(audio, kind)
    _check_rate(rate, kind.upper())
    arguments = ["-loglevel", "error", "-f", kind, "-i", "pipe:0",
                 "-ac", "1", "-ar", str(rate), "-f", "s16le", "pipe:1"]
    try:
        pcm, _ = ffmpeg.run(arguments, audio)
    except ffmpeg.Failed as error:
        raise EngineError(f"the speech server's {kind.upper()} could not be decoded: {error.last}") from None
    except AudioError as error:
        raise EngineError(str(error)) from None
    if not pcm:
        raise EngineError(f"the speech server's {kind.upper()} could not be decoded: no audio")
    return Speech(pcm, rate)


def _sample_rate(audio: bytes, kind: str) -> int:
    """The audio's own rate, so that nothing is resampled twice (24 kHz when it cannot be read)."""
    try:
        if kind == "mp3":
            from mutagen.mp3 import MP3, MPEGInfo

            info: object = MP3(io.BytesIO(audio)).info  # mutagen declares FileType.info as None
            if isinstance(info, MPEGInfo):
                return int(info.sample_rate)
        if kind == "wav" and audio[:4] == b"RIFF" and audio[12:16] == b"fmt ":
            return int.from_bytes(audio[24:28], "little")
    except Exception:  # noqa: BLE001 - ffmpeg reports what is really wrong
        pass
    return 24000
