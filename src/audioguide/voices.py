"""Choosing a voice: every engine's voices in one table, and a sentence spoken into a file to hear one."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import langcodes
from pydantic import ValidationError

from audioguide.cache import wav_bytes
from audioguide.config import GuideConfig, LanguageConfig, load_config
from audioguide.engines import DEFAULT_ENGINE, Voice, engine_names, get_engine
from audioguide.errors import AudioguideError, ConfigError
from audioguide.output import write_atomic


def voice_table(language: str | None) -> list[str]:
    """Each engine, whether it works here, then its voices, one a line, in columns; none listed twice."""
    sections: list[tuple[str, list[tuple[str, str, str, str]], str | None]] = []
    for name in engine_names():
        engine = get_engine(name)
        problem = engine.available()
        header = f"{name} ({'online' if engine.online else 'offline'}): {problem or 'ready'}"
        if problem:
            sections.append((header, [], None))
            continue
        found = engine.voices_for(language) if language else engine.voices()
        rows = {(v.id, v.language): (v.id, v.language, v.name, "") for v in found}
        note = None
        if language:
            try:
                for voice in engine.catalog(language):
                    rows.setdefault((voice.id, voice.language), _download_row(voice))
            except AudioguideError as error:
                note = f"  (voices to download: {error})"
        sections.append((header, sorted(rows.values(), key=lambda row: (row[1].lower(), row[0])), note))
    every = [row for _, rows, _ in sections for row in rows]
    widths = [max((len(row[column]) for row in every), default=0) for column in range(2)]
    lines = []
    for header, listed, note in sections:
        lines.append(header)
        for voice_id, code, description, status in listed:
            line = f"  {voice_id:<{widths[0]}}  {code:<{widths[1]}}  {description}"
            lines.append(f"{line}  ({status})" if status else line)
        if note:
            lines.append(note)
        if not listed and language and "ready" in header:
            lines.append(f"  no voice for {language}")
    return lines


def _download_row(voice: Voice) -> tuple[str, str, str, str]:
    where = "downloaded" if voice.download == 0 else f"to download, {voice.download / 1e6:.0f} MB"
    quality = f"{voice.quality}, " if voice.quality else ""
    return voice.id, voice.language, voice.name, f"{quality}{where}"


def say_to_file(text: str, language: str, engine: str | None, voice: str | None, config_path: Path,
                output: Path | None) -> Path:
    """``text`` spoken for ``language`` as the guide (if there is one here) would speak it, into a WAV file."""
    if not langcodes.tag_is_valid(language):
        raise AudioguideError(f"--lang {language}: not a BCP 47 language tag (examples: en, es, pt-BR)")
    code = langcodes.standardize_tag(language)
    settings = _language(code, engine, voice, load_config(config_path) if config_path.is_file() else None)
    from audioguide.synthesis import say

    path = output or Path(f"say-{code}.wav")
    write_atomic(path, wav_bytes(say(text, settings)))
    return path


def _language(code: str, engine: str | None, voice: str | None, config: GuideConfig | None) -> LanguageConfig:
    """The guide's settings for ``code`` if it has the language, with --engine and --voice over them."""
    known = {language.code: language for language in config.languages} if config else {}
    base = known.get(code)
    fields: dict[str, Any] = (base.model_dump(exclude={"podcast_guid"}) if base
                              else {"code": code, "engine": DEFAULT_ENGINE})
    if engine is not None:
        fields.update(engine=engine, voice=None, options={})
    if voice is not None:
        fields["voice"] = voice
    try:
        return LanguageConfig.model_validate(fields, context={"root": config.root if config else Path.cwd()})
    except ValidationError as error:
        problems = [f"--{item['loc'][0]!s}: {item['msg'].removeprefix('Value error, ')}"
                    for item in error.errors(include_url=False)]
        raise ConfigError(problems) from None
