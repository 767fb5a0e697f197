"""Choosing a voice: every engine's voices in one table, and a sentence spoken into a file to hear one."""

from __future__ import annotations

from collections.abc import Iterable

from audioguide.common.errors import AudioguideError
from audioguide.config import GuideConfig
from audioguide.speech.cues import CueKey
from audioguide.speech.engines import Credit, Engine, Voice, engine_names, get_engine

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
    every = [_HEADS, *(row for _, rows, _ in sections for row in rows)]
    widths = [max(len(row[column]) for row in every) for column in range(2)]
    lines = [f"  {_HEADS[0]:<{widths[0]}}  {_HEADS[1]:<{widths[1]}}  {_HEADS[2]}  ({_HEADS[3]})"]
    for header, listed, notes in sections:
        lines.append(header)
        for voice_id, code, description, status in listed:
            line = f"  {voice_id:<{widths[0]}}  {code:<{widths[1]}}  {description}"
            lines.append(f"{line}  ({status})" if status else line)
        lines += notes
    return lines + ranking_table([language] if language else _spoken_beyond_espeak())


_HEADS: Row = ("voice", "language", "name", "quality, download, licence")
"""The heads of the voices' columns, over the first engine's line."""


def _spoken_beyond_espeak() -> list[str]:
    """The languages an engine better than espeak-ng speaks here, by their primary subtag."""
    found: set[str] = set()
    for name in RANKING[:-1]:
        engine = get_engine(name)
        if engine.available() is None:
            found |= {voice.language.split("-")[0].lower() for voice in engine.voices()}
    return sorted(found)


def _listing(engine: Engine, language: str | None) -> tuple[list[Row], list[str]]:
    """An engine's voices (for ``language``, those to download too), and the lines to say after them."""
    found = engine.voices_for(language) if language else engine.voices()
    rows = {(v.id, v.language): (v.id, v.language, v.name, _with_licence(engine, v.id, v.quality)) for v in found}
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


def _with_licence(engine: Engine, voice: str, status: str) -> str:
    """``status`` with the voice's licence, and "credit required" where the licence asks for one."""
    credit = engine.credit(voice)
    if credit is None or credit.licence is None:
        return status
    licence = credit.licence + (", credit required" if credit.required else "")
    return f"{status}, {licence}" if status else licence


def _download_row(voice: Voice) -> Row:
    megabytes = voice.download / 1e6
    where = "downloaded" if voice.download == 0 else f"to download, {megabytes:.{0 if megabytes >= 10 else 1}f} MB"
    quality = f"{voice.quality}, " if voice.quality else ""
    return voice.id, voice.language, voice.name, f"{quality}{where}"


RANKING = ("kokoro", "piper", "pico", "espeak-ng")
"""The offline engines from the best sounding: neural ones (Kokoro, then Piper), then Pico, then espeak-ng."""
RANK_NAMES = {"kokoro": "neural", "piper": "neural", "pico": "Pico", "espeak-ng": "espeak-ng"}


def ranked_voices(language: str) -> list[tuple[str, str]]:
    """``(engine, voice)`` for each offline engine that can speak ``language`` here without a download,
    the best first (:data:`RANKING`): its default voice for the language when that is installed, else its
    first installed one."""
    found = []
    for name in RANKING:
        engine = get_engine(name)
        if engine.available() is not None:
            continue
        try:
            installed = [voice.id for voice in engine.voices_for(language)]
        except AudioguideError:
            continue
        if installed:
            default = engine.default_voice(language)
            found.append((name, default if default in installed else installed[0]))
    return found


def best_voice(language: str) -> tuple[str, str | None]:
    """The engine and voice ``language`` gets where nothing is configured: the best installed here, else
    espeak-ng with its own choice (which says so when it has no voice for the language)."""
    ranked = ranked_voices(language)
    return ranked[0] if ranked else ("espeak-ng", None)


def ranking_table(languages: list[str]) -> list[str]:
    """For each language, the engines that speak it here without a download, best first; a language without
    ``engine:`` gets espeak-ng, and ``audioguide init`` writes the first."""
    lines = ["best voices installed here, per language (a language without engine: gets espeak-ng;"
             " audioguide init writes the first):"]
    for language in languages:
        ranked = ranked_voices(language)
        listed = ", ".join(f"{engine} {voice} ({RANK_NAMES[engine]})" for engine, voice in ranked) or "none"
        lines.append(f"  {language}: {listed}")
    return lines


def voice_credits(config: GuideConfig, keys: Iterable[CueKey]) -> tuple[Credit, ...]:
    """The credits of the voices that speak ``keys``, in the order they first speak: what each engine says of
    its voice, with the text the guide gives a language's voice (``languages[].credit``) instead of its own."""
    given = {(language.engine, language.voice): language.credit for language in config.languages if language.credit}
    found: list[Credit] = []
    for engine, voice in dict.fromkeys((key.engine, key.voice) for key in keys):
        credit = get_engine(engine).credit(voice)
        text = given.get((engine, voice))
        if text:
            credit = Credit(text, credit.licence, credit.required) if credit else Credit(text)
        if credit is not None and credit not in found:
            found.append(credit)
    return tuple(found)
