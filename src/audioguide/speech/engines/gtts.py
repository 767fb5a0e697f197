"""Google Translate's text-to-speech through gTTS: about 70 languages, several accents, online.

gTTS splits a sentence into parts of about 100 characters and sends one POST per
part. The service limits how fast a client may ask, so requests here are spaced
out (one throttle for the whole process) and a part that hits a rate limit, a
server error or a dropped connection is retried alone, with exponential backoff
and full jitter, before the build gives up with a message saying what to do.
The MP3 stays in memory: nothing half-written can reach the disk or the cache.
"""

from __future__ import annotations

import base64
import random
import re
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cached_property
from http import HTTPStatus
from types import ModuleType
from typing import Any

import langcodes

from audioguide.common import ffmpeg
from audioguide.common.errors import AudioError, EngineError
from audioguide.speech.engines import Credit, Engine, Speech, Voice, http, missing_extra

SAMPLE_RATE = 24000
"""gTTS sends 24 kHz MP3; decoding keeps that rate."""

OFFLINE = "gTTS could not reach its service; build offline with engine: espeak-ng"

# gTTS's documented localized accents: language -> (tld, BCP 47 tag, name); the first is the
# default for the bare language. Every other language gTTS speaks gets the default host, "com".
_ACCENTS: dict[str, list[tuple[str, str, str]]] = {
    "en": [("com", "en-US", "English (United States)"), ("co.uk", "en-GB", "English (United Kingdom)"),
           ("com.au", "en-AU", "English (Australia)"), ("ca", "en-CA", "English (Canada)"),
           ("co.in", "en-IN", "English (India)"), ("ie", "en-IE", "English (Ireland)"),
           ("co.za", "en-ZA", "English (South Africa)")],
    "es": [("com", "es-US", "Spanish (United States)"), ("com.mx", "es-MX", "Spanish (Mexico)"),
           ("es", "es-ES", "Spanish (Spain)")],
    "fr": [("fr", "fr-FR", "French (France)"), ("ca", "fr-CA", "French (Canada)")],
    "pt": [("com.br", "pt-BR", "Portuguese (Brazil)"), ("pt", "pt-PT", "Portuguese (Portugal)")],
    "zh-CN": [("com", "zh-CN", "Mandarin (China Mainland)")],
    "zh-TW": [("com", "zh-TW", "Mandarin (Taiwan)")],
    "my": [("my", "my-MM", "Burmese (Myanmar)")],
}
# BCP 47 tags gTTS knows under another code (beyond what langcodes standardizes).
_ALIASES = {"zh-hant": "zh-TW", "zh-hans": "zh-CN", "nb": "no"}


def _gtts() -> ModuleType:
    """The gtts package, imported on first use so audioguide works without the extra."""
    try:
        import gtts
        import gtts.lang
    except ImportError:
        raise missing_extra("gTTS", "gtts") from None
    module: ModuleType = gtts
    return module


# Engines on the real clock share this one: the service sees one client per process.
_PROCESS_THROTTLE = http.Throttle()

SERVICE = http.Service(name="gTTS", unreachable=OFFLINE)
"""gTTS's messages: "gTTS is rate-limited …", "gTTS service error (HTTP 500) …", "gTTS request failed: …"."""


class GttsEngine(Engine):
    name = "gtts"
    online = True
    extra = "gtts"
    seconds_per_sentence = 1.0

    def __init__(
        self,
        *,
        min_interval: float = 0.25,
        attempts: int = 5,
        base_delay: float = 1.0,
        max_delay: float = 30.0,
        max_wait: float = 60.0,
        timeout: float = 30.0,
        sleep: Callable[[float], None] = time.sleep,
        clock: Callable[[], float] = time.monotonic,
        random_source: Callable[[], float] = random.random,
    ) -> None:
        """``attempts`` per request; ``max_wait`` bounds the backoff sleeps of one request."""
        self.timeout = timeout
        # A test's fake clock gets its own throttle, so it never mixes with real time.
        self._throttle = _PROCESS_THROTTLE if clock is time.monotonic else http.Throttle()
        self._retrying = http.Retrying(
            attempts=attempts, base_delay=base_delay, max_delay=max_delay, max_wait=max_wait,
            min_interval=min_interval, throttle=self._throttle, sleep=sleep, clock=clock,
            random_source=random_source,
        )
        self._local = threading.local()

    def available(self) -> str | None:
        try:
            _gtts()
        except EngineError as error:
            return str(error)
        return None

    def version(self) -> str:
        return str(_gtts().__version__)

    def credit(self, voice: str) -> Credit:
        return Credit("Google Translate's text-to-speech, through gTTS")

    def voices(self) -> list[Voice]:
        return list(self._voices)

    @cached_property
    def _voices(self) -> tuple[Voice, ...]:
        voices: list[Voice] = []
        for code, name in _gtts().lang.tts_langs().items():
            primary = code.split("-")[0]
            if code in _ACCENTS:
                voices += [Voice(tld, tag, accent) for tld, tag, accent in _ACCENTS[code]]
            elif primary not in _ACCENTS:  # fr-CA, pt-PT: spoken through fr and pt's accents
                voices.append(Voice("com", langcodes.standardize_tag(code), name))
        return tuple(voices)

    @cached_property
    def _codes(self) -> dict[str, str]:
        """Lowercase BCP 47 tag -> gTTS language code (``he`` -> ``iw``, ``zh-hant`` -> ``zh-TW``)."""
        codes = {langcodes.standardize_tag(code).lower(): code for code in _gtts().lang.tts_langs()}
        return {**codes, **_ALIASES}

    def _language_code(self, language: str) -> str | None:
        """gTTS's code for ``language``: the whole tag, language-region, language-script or language."""
        try:
            tag = langcodes.Language.get(language)
        except (ValueError, LookupError):
            return None
        subtags = [f"{tag.language}-{sub}" for sub in (tag.territory, tag.script) if sub]
        candidates = [language, *subtags, tag.language or ""]
        return next((self._codes[c.lower()] for c in candidates if c.lower() in self._codes), None)

    def voices_for(self, language: str) -> list[Voice]:
        """Voices of the same language as gTTS knows it, so ``he`` finds ``iw`` and ``nb`` ``no``."""
        code = self._language_code(language)
        if code is None:
            return []
        primary = code.split("-")[0]
        return [v for v in self._voices if (self._language_code(v.language) or "").split("-")[0] == primary]

    def check_voice(self, voice: str | None, language: str) -> str:
        """An accent (tld) gTTS documents for ``language``, or its default when ``voice`` is None."""
        if self._language_code(language) is None:
            spoken = sorted({v.language.split("-")[0] for v in self._voices})
            raise EngineError(f"gtts does not speak {language!r} (it speaks: {', '.join(spoken)})")
        if voice is None:
            return super().check_voice(voice, language)
        known = sorted({v.id for v in self.voices_for(language)})
        if voice not in known:
            raise EngineError(f"unknown voice {voice!r} for gtts (known: {', '.join(known)})")
        return voice

    def synthesize(
        self, text: str, language: str, voice: str, rate: float, options: Mapping[str, Any] | None = None
    ) -> Speech:
        tld = self.check_voice(voice, language)
        code = self._language_code(language)
        assert code is not None  # check_voice raised otherwise
        gtts = _gtts()
        # gTTS's own split into ~100-character parts; each part is then one request of its own.
        parts = gtts.gTTS(text, lang=code, tld=tld, lang_check=False)._tokenize(text) if text.strip() else []
        mp3 = b"".join(
            self._fetch(gtts.gTTS(part, lang=code, tld=tld, lang_check=False,
                                  pre_processor_funcs=[], timeout=self.timeout))
            for part in parts
        )
        return Speech(_decode(mp3, rate) if mp3 else b"", SAMPLE_RATE)

    def _fetch(self, tts: Any) -> bytes:
        """One part's MP3, retrying what may pass on a later try (see :mod:`audioguide.speech.engines.http`).

        gTTS prepares the request (its endpoint, its form) and explains a failure; it is sent here, through
        :func:`~audioguide.speech.engines.http.send`, so that it is bounded as every request is: a total
        deadline, at most :data:`PART_LIMIT` bytes, a few http(s) redirects, TLS certificates checked.
        """
        gtts_error = _gtts().gTTSError

        def attempt() -> bytes:
            audio = b""
            for prepared in tts._prepare_requests():
                try:
                    response = http.send(
                        str(prepared.method), str(prepared.url), headers=dict(prepared.headers),
                        data=prepared.body, timeout=self.timeout, deadline=2 * self.timeout, limit=PART_LIMIT,
                        session=self._session(),
                    )
                except http.Failure as failure:
                    if failure.status is None or failure.final:
                        raise
                    answer = _Answer(failure.status, HTTPStatus(failure.status).phrase
                                     if failure.status in HTTPStatus._value2member_map_ else "")
                    raise http.Failure(failure.status, str(gtts_error(tts=tts, response=answer).msg),
                                       failure.retry_after) from None
                found = _audio_in(response.content)
                if found is None:  # an answer without the audio gTTS looks for
                    raise http.Failure(200, str(gtts_error(tts=tts, response=_Answer(200, "OK")).msg))
                audio += found
            return audio

        return self._retrying.call(attempt, SERVICE)

    def _session(self) -> Any:
        session = getattr(self._local, "session", None)
        if session is None:
            session = self._local.session = http.session()
        return session


PART_LIMIT = 8 << 20
"""The most one part's answer may be (a hundred characters of speech are some 20 kB of MP3)."""
_AUDIO = re.compile(rb'jQ1olc","\[\\"(.*)\\"]')
"""Where the audio is in Google's answer, as gTTS finds it."""


@dataclass(frozen=True)
class _Answer:
    """What gTTS's error needs to explain a status."""

    status_code: int
    reason: str


def _audio_in(body: bytes) -> bytes | None:
    """The MP3 in an answer, as gTTS reads it: each line naming ``jQ1olc`` holds a piece (None: one does not)."""
    audio = b""
    for line in body.splitlines():
        if b"jQ1olc" in line:
            found = _AUDIO.search(line)
            if found is None:
                return None
            audio += base64.b64decode(found[1])
    return audio


def _decode(mp3: bytes, rate: float) -> bytes:
    """Mono s16le PCM at 24 kHz, sped up or slowed down by ``atempo`` (pitch kept)."""
    arguments = ["-loglevel", "error", "-f", "mp3", "-i", "pipe:0"]
    if rate != 1.0:
        arguments += ["-af", f"atempo={rate:g}"]
    arguments += ["-ac", "1", "-ar", str(SAMPLE_RATE), "-f", "s16le", "pipe:1"]
    try:
        pcm, _ = ffmpeg.run(arguments, mp3)
    except ffmpeg.Failed as error:
        raise EngineError(f"ffmpeg could not decode gTTS's MP3: {error.last}") from None
    except AudioError as error:
        raise EngineError(str(error)) from None
    if not pcm:
        raise EngineError("ffmpeg could not decode gTTS's MP3: no audio")
    return pcm
