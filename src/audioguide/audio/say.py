"""``audioguide say``: a sentence spoken into a WAV file as the guide would speak it, to choose a voice
in seconds."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

import langcodes
import yaml
from pydantic import ValidationError

from audioguide.audio.assemble import assemble
from audioguide.common.errors import AudioguideError, ConfigError
from audioguide.common.files import write_atomic
from audioguide.config import DEFAULT_ENGINE, GuideConfig, LanguageConfig, PauseConfig, load_config
from audioguide.speech.cues import wav_bytes
from audioguide.speech.engines import Speech
from audioguide.speech.synthesis import cue_key, speak, voice_key
from audioguide.text.prepare import cues_for
from audioguide.text.script import EpisodeScript, ScriptChapter, ScriptParagraph

if TYPE_CHECKING:
    from pydantic_core import ErrorDetails


@dataclass(frozen=True)
class Choice:
    """What ``audioguide say`` was told: ``--lang``, ``--engine``, ``--voice`` and the ``--option``s."""

    language: str
    engine: str | None = None
    voice: str | None = None
    options: Mapping[str, Any] = field(default_factory=dict)


def option_value(pair: str) -> tuple[str, Any]:
    """``KEY=VALUE`` as a key and a value read as a YAML scalar (``30`` a number, ``null`` none); a value
    YAML does not read as one (a list, a mapping, ``@x``) is the text written. Raises ValueError without ``=``."""
    key, equals, text = pair.partition("=")
    if not equals or not key.strip():
        raise ValueError(f"{pair!r} is not KEY=VALUE (e.g. --option base_url=http://localhost:8880)")
    try:
        value = yaml.safe_load(text)
    except yaml.YAMLError:
        value = text
    return key.strip(), value if value is None or isinstance(value, (str, int, float, bool)) else text


def say_to_file(text: str, choice: Choice, config_path: Path, output: Path | None) -> Path:
    """``text`` spoken for the language as the guide (if there is one here) would speak it, into a WAV file."""
    if not langcodes.tag_is_valid(choice.language):
        raise AudioguideError(f"--lang {choice.language}: not a BCP 47 language tag (examples: en, es, pt-BR)")
    code = langcodes.standardize_tag(choice.language)
    config = load_config(config_path) if config_path.is_file() else None
    settings = _language(code, choice, config)
    # In a guide's folder, the file goes into its cache: never a file of the guide (serve --watch would build).
    path = output or (config.cache_folder if config else Path()) / f"say-{code}.wav"
    write_atomic(path, wav_bytes(say(text, settings, config.audio.pauses if config else None)))
    return path


def _language(code: str, choice: Choice, config: GuideConfig | None) -> LanguageConfig:
    """The guide's settings for ``code`` if it has the language, with the command's over them; the guide's voice
    and options are dropped with an ``--engine`` other than its own."""
    known = {language.code: language for language in config.languages} if config else {}
    base = known.get(code)
    fields: dict[str, Any] = (base.model_dump(exclude={"podcast_guid"}) if base
                              else {"code": code, "engine": DEFAULT_ENGINE})
    if choice.engine is not None and choice.engine != fields["engine"]:
        fields.update(engine=choice.engine, voice=None, options={})
    if choice.voice is not None:
        fields["voice"] = choice.voice
    fields["options"] = {**fields.get("options", {}), **choice.options}
    try:
        return LanguageConfig.model_validate(fields, context={"root": config.root if config else Path.cwd()})
    except ValidationError as error:
        raise ConfigError([_problem(item, code, fields["engine"], choice)
                           for item in error.errors(include_url=False)]) from None


def _problem(item: ErrorDetails, code: str, engine: str, choice: Choice) -> str:
    """A problem with the command's settings, located by the flag that gives them."""
    message = item["msg"].removeprefix("Value error, ")
    name, *within = item["loc"]
    if name == "options" and within:
        return f"--option {within[0]}: {message}"
    if name == "voice" and item["input"] is None:
        return (f"--lang {code}: {engine} has no default voice for {code!r}; pass --voice NAME"
                f" (audioguide voices --lang {code} lists them)")
    if name == "voice" and choice.voice is None:
        return f"the guide's voice for {code}: {message}"
    return f"--{name}: {message}"


def say(text: str, language: LanguageConfig, pauses: PauseConfig | None = None) -> Speech:
    """``text`` spoken as a build speaks it for ``language``, without the cache: for trying a voice
    (``audioguide say``).

    The text becomes cues as a paragraph of a script does (sentences, the lexicon, numbers and the
    rest of :func:`audioguide.text.prepare.for_speech`), each cue is spoken from its key (engine, voice,
    rate, options; a voice fetched on first use is fetched), and they are joined with ``pauses``.
    """
    chapter = ScriptChapter("", (ScriptParagraph("text", text),))
    script = EpisodeScript(1, "say", "", "", language.code, datetime.now(timezone.utc), (chapter,))
    cues = cues_for(script, pauses or PauseConfig(), {language.code: language.lexicon})
    if not cues:
        raise AudioguideError(f"nothing to say in {text!r}: it has no words once prepared for speech; give a sentence")
    voice = voice_key(language)
    speeches = [speak(cue_key(cue, voice)) for cue in cues]
    joined = assemble(speeches, [cue.pause_after for cue in cues], [cue.chapter for cue in cues]).audio
    return Speech(joined.raw_data, joined.frame_rate)
