"""espeak-ng through ctypes, from the ``espeakng-loader`` wheel: offline and fast.

The library keeps global state (one voice, one callback per process), so a
process holds one :class:`EspeakEngine` and parallel synthesis uses processes.
"""

from __future__ import annotations

import ctypes
import threading
from collections.abc import Mapping
from functools import cached_property
from pathlib import Path
from typing import Any

import espeakng_loader

from audioguide.common.errors import EngineError
from audioguide.speech.engines import Credit, Engine, Speech, Voice, in_fresh_child

_AUDIO_OUTPUT_SYNCHRONOUS = 2
_POS_CHARACTER = 1
_ESPEAK_CHARS_UTF8 = 1
_ESPEAK_RATE = 1
_NORMAL_WPM = 175
_IPA = 0x02
"""espeak_TextToPhonemes' mode: phonemes as IPA characters."""
_MARKS = frozenset("ˈˌːˑ‿-_")
"""Stress, length and linking marks: how strongly or long a sound is said, not which sound."""

_SynthCallback = ctypes.CFUNCTYPE(
    ctypes.c_int, ctypes.POINTER(ctypes.c_short), ctypes.c_int, ctypes.c_void_p
)


class _VoiceStruct(ctypes.Structure):
    _fields_ = [
        ("name", ctypes.c_char_p),
        ("languages", ctypes.c_char_p),
        ("identifier", ctypes.c_char_p),
        ("gender", ctypes.c_ubyte),
        ("age", ctypes.c_ubyte),
        ("variant", ctypes.c_ubyte),
        ("xx1", ctypes.c_ubyte),
        ("score", ctypes.c_int),
        ("spare", ctypes.c_void_p),
    ]


def _has_dictionary(identifier: str) -> bool:
    """Whether the voice's pronunciation dictionary ships in the data folder.

    A few voices are listed without one and speak silence; the voice file's
    ``dictionary`` line names it, else the language part of the file name does.
    """
    data = Path(espeakng_loader.get_data_path())
    voice_file = data / "lang" / identifier
    if not voice_file.is_file():
        return True
    dictionary = identifier.rsplit("/", 1)[-1].split("-")[0].lower()
    for line in voice_file.read_text(encoding="utf-8", errors="replace").splitlines():
        words = line.split()
        if len(words) >= 2 and words[0] == "dictionary":
            dictionary = words[1]
    return (data / f"{dictionary}_dict").is_file()


class EspeakEngine(Engine):
    name = "espeak-ng"
    seconds_per_sentence = 0.03

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._chunks: list[bytes] = []
        # The callback object must outlive every synthesis call.
        self._callback = _SynthCallback(self._collect)

    @cached_property
    def _lib(self) -> ctypes.CDLL:
        lib = ctypes.cdll.LoadLibrary(espeakng_loader.get_library_path())
        lib.espeak_Info.restype = ctypes.c_char_p
        lib.espeak_ListVoices.restype = ctypes.POINTER(ctypes.POINTER(_VoiceStruct))
        # A NULL data path makes the library exit the process: always pass the wheel's.
        data_path = espeakng_loader.get_data_path().encode()
        self._sample_rate = lib.espeak_Initialize(_AUDIO_OUTPUT_SYNCHRONOUS, 0, data_path, 0)
        if self._sample_rate <= 0:
            raise EngineError(f"espeak-ng failed to start (data path {data_path.decode()})")
        lib.espeak_SetSynthCallback(self._callback)
        return lib

    def _collect(self, wav: ctypes._Pointer[ctypes.c_short], samples: int, events: int) -> int:
        if wav and samples > 0:
            self._chunks.append(ctypes.string_at(wav, samples * 2))
        return 0

    def version(self) -> str:
        info: bytes = self._lib.espeak_Info(None)  # restype c_char_p
        return info.decode()

    def credit(self, voice: str) -> Credit:
        return Credit("eSpeak NG", "GPL-3.0-or-later")

    @cached_property
    def _entries(self) -> list[tuple[str, str, str]]:
        """(language, name, identifier) of every voice whose dictionary is installed."""
        table = self._lib.espeak_ListVoices(None)
        entries = []
        index = 0
        while table[index]:
            entry = table[index].contents
            # languages is a list of (priority byte, name, NUL); the first is the main one.
            language = entry.languages[1:].decode()
            identifier = entry.identifier.decode()
            if _has_dictionary(identifier):
                entries.append((language, entry.name.decode(), identifier))
            index += 1
        return entries

    def voices(self) -> list[Voice]:
        return [Voice(id=lang, language=lang, name=name) for lang, name, _ in self._entries]

    def default_voice(self, language: str) -> str | None:
        """An exact match, else espeak-ng's main voice for the language (``fr`` → ``fr-fr``)."""
        lowered = language.lower()
        if lowered in self._main_voices:
            return self._main_voices[lowered]
        return super().default_voice(language)

    def check_voice(self, voice: str | None, language: str) -> str:
        """As for every engine, with espeak-ng's variants allowed: ``en-us+f3``."""
        if voice is None or "+" not in voice:
            return super().check_voice(voice, language)
        base, _, variant = voice.partition("+")
        return f"{super().check_voice(base, language)}+{variant}"

    @cached_property
    def _main_voices(self) -> dict[str, str]:
        mains: dict[str, str] = {}
        for language, _, identifier in self._entries:
            mains[language] = language
            # The identifier "roa/fr" marks the main voice of "fr".
            mains.setdefault(identifier.rsplit("/", 1)[-1].lower(), language)
        return mains

    @cached_property
    def _identifiers(self) -> dict[str, str]:
        """Voice id (its language) → espeak-ng identifier, the only name that always selects it."""
        return {language: identifier for language, _, identifier in self._entries}

    def synthesize(
        self, text: str, language: str, voice: str, rate: float, options: Mapping[str, Any] | None = None
    ) -> Speech:
        """Speak ``text``; in a forked child where the platform forks.

        espeak-ng carries state from one utterance to the next (its pitch
        flutter runs on), so the same sentence sounds a few samples different
        depending on what was said before. A child forked from the freshly
        initialized library always starts from the same state: the same text
        gives the same bytes whatever the order or the worker, for ~2 ms.
        """
        base, plus, variant = voice.partition("+")
        if base not in self._identifiers:
            raise EngineError(f"unknown voice {voice!r} for espeak-ng")
        # Some language ids ("fr-fr", "en-gb") do not select their own voice by name.
        selector = self._identifiers[base] + plus + variant
        pcm = in_fresh_child(lambda: self._speak(text, selector, rate).pcm)
        if pcm is None:
            raise EngineError(f"espeak-ng failed to speak {text[:60]!r} with voice {selector!r}")
        return Speech(pcm=pcm, sample_rate=self._sample_rate)

    def phonemes(self, text: str, voice: str) -> str:
        """How ``voice`` (a voice id: ``fr-fr``) pronounces ``text``, in IPA, without stress or length marks:
        words that sound alike have the same phonemes ("aimer", "aimé")."""
        lib = self._lib
        lib.espeak_TextToPhonemes.restype = ctypes.c_char_p
        lib.espeak_TextToPhonemes.argtypes = [ctypes.POINTER(ctypes.c_char_p), ctypes.c_int, ctypes.c_int]
        if voice not in self._identifiers:
            raise EngineError(f"unknown voice {voice!r} for espeak-ng")
        data = ctypes.c_char_p(text.encode("utf-8"))  # advanced clause by clause by espeak-ng, NULL at the end
        clauses = []
        with self._lock:
            if lib.espeak_SetVoiceByName(self._identifiers[voice].encode()) != 0:
                raise EngineError(f"espeak-ng could not select voice {voice!r}")
            while data.value:
                clause = lib.espeak_TextToPhonemes(ctypes.byref(data), _ESPEAK_CHARS_UTF8, _IPA)
                clauses.append((clause or b"").decode())
        return "".join(character for character in " ".join(clauses) if character not in _MARKS).strip()

    def _speak(self, text: str, selector: str, rate: float) -> Speech:
        lib = self._lib
        data = text.encode("utf-8")
        with self._lock:
            self._chunks = []
            if lib.espeak_SetVoiceByName(selector.encode()) != 0:
                raise EngineError(f"espeak-ng could not select voice {selector!r}")
            lib.espeak_SetParameter(_ESPEAK_RATE, round(_NORMAL_WPM * rate), 0)
            status = lib.espeak_Synth(
                data, len(data) + 1, 0, _POS_CHARACTER, 0, _ESPEAK_CHARS_UTF8, None, None
            )
            pcm = b"".join(self._chunks)
            self._chunks = []
        if status != 0:
            raise EngineError(f"espeak-ng failed to speak {text[:60]!r} (status {status})")
        return Speech(pcm=pcm, sample_rate=self._sample_rate)
