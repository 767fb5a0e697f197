"""Choosing a voice: every engine's voices in one table, and a sentence spoken into a file to hear one."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import langcodes
import yaml
from pydantic import ValidationError

from audioguide.cache import wav_bytes
from audioguide.config import GuideConfig, LanguageConfig, load_config
from audioguide.engines import DEFAULT_ENGINE, Engine, Voice, engine_names, get_engine
from audioguide.errors import AudioguideError, ConfigError
from audioguide.output import write_atomic

if TYPE_CHECKING:
    from pydantic_core import ErrorDetails


Row = tuple[str, str, str, str]
"""A voice's id, language, name, and what is to know (quality, download size)."""


def voice_table(language: str | None) -> list[str]:
    """Each engine, whether it works here, then its voices, one a line, in columns; none listed twice."""
    sections: list[tuple[str, list[Row], list[str]]] = []
    for name in engine_names():
        engine = get_engine(name)
        problem = engine.available()
        header = f"{name} ({'online' if engine.online else 'offline'}): {problem or 'ready'}"
        sections.append((header, [], []) if problem else (header, *_listing(engine, language)))
    every = [row for _, rows, _ in sections for row in rows]
    widths = [max((len(row[column]) for row in every), default=0) for column in range(2)]
    lines = []
    for header, listed, notes in sections:
        lines.append(header)
        for voice_id, code, description, status in listed:
            line = f"  {voice_id:<{widths[0]}}  {code:<{widths[1]}}  {description}"
            lines.append(f"{line}  ({status})" if status else line)
        lines += notes
    return lines


def _listing(engine: Engine, language: str | None) -> tuple[list[Row], list[str]]:
    """An engine's voices (for ``language``, those to download too), and the lines to say after them."""
    found = engine.voices_for(language) if language else engine.voices()
    rows = {(v.id, v.language): (v.id, v.language, v.name, "") for v in found}
    notes = []
    if language:
        try:
            for voice in engine.catalog(language):
                rows.setdefault((voice.id, voice.language), _download_row(voice))
        except AudioguideError as error:
            notes.append(f"  (voices to download: {error})")
    if not rows and engine.voices_elsewhere:
        notes.append(f"  {engine.voices_elsewhere}")
    elif not rows and language:
        notes.append(f"  no voice for {language}")
    return sorted(rows.values(), key=lambda row: (row[1].lower(), row[0])), notes


def _download_row(voice: Voice) -> Row:
    where = "downloaded" if voice.download == 0 else f"to download, {voice.download / 1e6:.0f} MB"
    quality = f"{voice.quality}, " if voice.quality else ""
    return voice.id, voice.language, voice.name, f"{quality}{where}"


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
    from audioguide.synthesis import say

    path = output or Path(f"say-{code}.wav")
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
