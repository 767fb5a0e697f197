"""Kokoro, an offline neural voice: Kokoro-82M's int8 ONNX model run by ``kokoro-onnx`` on onnxruntime.

Kokoro speaks American and British English, Spanish, French, Italian,
Brazilian Portuguese, Hindi, Japanese and Mandarin, with 54 voices named as
Kokoro names them (``af_heart``, ``ef_dora``, ``ff_siwis`` …; the first letter
is the language, the second the gender). Its phonemes come from espeak-ng
(the ``espeakng-loader`` wheel, through phonemizer). Where the model and the
voices come from, and how they are checked: :mod:`.kokoro_files`.

One model (92 MB on disk, about 300 MB loaded) is loaded once per worker
process and runs on one onnxruntime thread (``AUDIOGUIDE_KOKORO_THREADS``
gives it more): the build's worker processes are the parallelism, so two
workers keep two cores busy without oversubscribing them.

Determinism: the model has no random operators at inference, and
onnxruntime's CPU kernels with a fixed number of threads compute the same
floating-point operations in the same order on every run, so one text gives
the same samples run after run (the tests check it). A different onnxruntime
version or thread count may round differently: both are in every cue's key.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Mapping
from importlib import metadata
from importlib.util import find_spec
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field

from audioguide.common.errors import EngineError
from audioguide.speech.engines import Credit, Engine, Sound, Speech, Voice, kokoro_files, missing_extra, threads

if TYPE_CHECKING:
    from kokoro_onnx import Kokoro

THREADS_VARIABLE = "AUDIOGUIDE_KOKORO_THREADS"

log = logging.getLogger(__name__)

_loaded: dict[str, Kokoro] = {}
"""The model loaded in this process, by the threads it runs on."""
_load_lock = threading.Lock()


class KokoroOptions(BaseModel):
    """Kokoro's settings in ``languages[].options``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    mirror: str | None = Field(default=None, description="a folder laid out as kokoro-js is, to fetch from")


class KokoroEngine(Engine):
    name = "kokoro"
    extra = "kokoro"
    seconds_per_sentence = 2.0
    Options = KokoroOptions
    unkeyed_options = frozenset({"mirror"})

    def available(self) -> str | None:
        if find_spec("kokoro_onnx") is None or find_spec("onnxruntime") is None:
            return str(missing_extra("Kokoro", "kokoro"))
        return None

    def version(self) -> str:
        self.require()
        return metadata.version("kokoro-onnx")

    def credit(self, voice: str) -> Credit:
        return Credit(f"Kokoro-82M, voice {voice}", "Apache-2.0")

    def voices(self) -> list[Voice]:
        """The voices here, usable offline: fetched before, with the model here or made from its packages."""
        self.require()
        if not kokoro_files.is_offline():
            return []
        return [voice.voice() for name, voice in kokoro_files.VOICES.items() if kokoro_files.voice_file(name).is_file()]

    def catalog(self, language: str | None = None) -> list[Voice]:
        """Every voice not here yet, with its size (and the model's, when the model is not here either)."""
        model = 0 if kokoro_files.is_offline() else kokoro_files.MODEL_SIZE
        primary = None if language is None else language.split("-")[0].lower()
        return [
            voice.voice(kokoro_files.VOICE_SIZE + model) for name, voice in kokoro_files.VOICES.items()
            if not kokoro_files.voice_file(name).is_file()
            and (primary is None or voice.language.split("-")[0].lower() == primary)
        ]

    def check_voice(self, voice: str | None, language: str) -> str:
        """A voice of Kokoro's by name, speaking ``language``; without one, its best graded for it."""
        self.require()
        primary = language.split("-")[0].lower()
        speaking = [v for v in kokoro_files.VOICES.values() if v.language.split("-")[0].lower() == primary]
        if voice is None:
            if not speaking:
                raise EngineError(f"kokoro has no voice for {language!r}; its languages are"
                                  f" {', '.join(sorted({v.language for v in kokoro_files.VOICES.values()}))}")
            return self.default_voice(language) or speaking[0].name
        known = kokoro_files.VOICES.get(voice)
        if known is None:
            raise EngineError(f"unknown voice {voice!r} for kokoro (known for {language}: "
                              f"{', '.join(v.name for v in speaking) or 'none'})")
        if known.language.split("-")[0].lower() != primary:
            raise EngineError(f"kokoro voice {voice} speaks {known.language!r}, not {language!r}")
        return voice

    def default_voice(self, language: str) -> str | None:
        """The best graded voice for the language, its region's first (``en-GB``: ``bf_emma``)."""
        primary = language.split("-")[0].lower()
        speaking = [v for v in kokoro_files.VOICES.values() if v.language.split("-")[0].lower() == primary]
        if not speaking:
            return None
        best = min(speaking, key=lambda v: (v.language.lower() != language.lower(),
                                            kokoro_files.GRADES.index(v.grade), v.name))
        return best.name

    def identity(self, voice: str, options: Mapping[str, Any]) -> Sound:
        """The model and the voice by their recorded digests (fetched or made here first), with the versions
        of what computes the sound: kokoro-onnx, onnxruntime, espeak-ng's data, and the thread count."""
        mirror = KokoroOptions.model_validate(dict(options)).mirror
        kokoro_files.ensure_model(mirror)
        kokoro_files.ensure_voice(voice, mirror)
        versions = (
            ("engine", self.version()),
            ("onnxruntime", metadata.version("onnxruntime")),
            ("espeakng-loader", metadata.version("espeakng-loader")),
            ("model", kokoro_files.MODEL_SHA256),
            ("voice", kokoro_files.VOICES[voice].sha256),
            ("threads", str(threads(THREADS_VARIABLE))),
        )
        return Sound(voice, versions)

    def synthesize(
        self, text: str, language: str, voice: str, rate: float, options: Mapping[str, Any] | None = None
    ) -> Speech:
        """The text's phonemes in the voice's language, spoken at ``rate`` (0.5–2.0, Kokoro's own range);
        Kokoro's float samples as 16-bit PCM at 24 kHz, the silence it leaves at both ends trimmed."""
        self.require()
        import numpy as np

        mirror = KokoroOptions.model_validate(dict(options or {})).mirror
        known = kokoro_files.VOICES.get(voice)
        if known is None:
            raise EngineError(f"unknown voice {voice!r} for kokoro")
        model = self._load(mirror)
        style = np.fromfile(kokoro_files.ensure_voice(voice, mirror), dtype=np.float32)
        if style.size != kokoro_files.VOICE_SIZE // 4:
            raise EngineError(f"kokoro voice file {kokoro_files.voice_file(voice)} is not a Kokoro voice;"
                              " delete it to fetch it again")
        try:
            audio, sample_rate = model.create(text, style.reshape(-1, 1, 256), speed=rate, lang=known.phonemes)
        except ValueError as error:  # nothing to say: no phonemes in the text
            raise EngineError(f"kokoro could not speak {text[:60]!r}: {error}") from None
        pcm = (np.clip(audio, -1.0, 1.0) * 32767.0).round().astype("<i2")
        return Speech(pcm=pcm.tobytes(), sample_rate=int(sample_rate))

    def _load(self, mirror: str | None) -> Kokoro:
        """The model, loaded once per process on :func:`threads` threads."""
        count = threads(THREADS_VARIABLE)
        with _load_lock:
            key = str(count)
            if key not in _loaded:
                import numpy as np
                import onnxruntime
                from kokoro_onnx import Kokoro

                path = kokoro_files.ensure_model(mirror)
                options = onnxruntime.SessionOptions()
                options.intra_op_num_threads = count
                options.inter_op_num_threads = 1
                options.execution_mode = onnxruntime.ExecutionMode.ORT_SEQUENTIAL
                session = onnxruntime.InferenceSession(str(path), sess_options=options,
                                                       providers=["CPUExecutionProvider"])
                empty = kokoro_files.folder() / "no-voices.npz"
                if not empty.is_file():  # voices are given as styles; the library wants a voices file
                    with empty.open("wb") as stream:
                        np.savez(stream)
                _loaded[key] = Kokoro.from_session(session, str(empty))
            return _loaded[key]
