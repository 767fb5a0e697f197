"""Synthesis through the cache: keys, deduplication, worker processes, damaged entries."""

from __future__ import annotations

from pathlib import Path

import pytest

from audioguide.cache import CueCache, CueKey
from audioguide.config import LanguageConfig
from audioguide.engines import get_engine
from audioguide.errors import EngineError
from audioguide.prepare import Cue
from audioguide.synthesis import SynthesisStats, cue_keys, load_speeches, synthesize_missing

ENGLISH = LanguageConfig(code="en", voice="en-us")
FRENCH = LanguageConfig(code="fr", voice="fr-fr", rate=1.2)


def key(text: str) -> CueKey:
    engine = get_engine("espeak-ng")
    return CueKey("espeak-ng", engine.version(), "en-us", "en", 1.0, text)


def test_cue_keys_use_the_source_voice_for_untranslated_cues() -> None:
    cues = [
        Cue(0, "text", "Bonjour.", "Bonjour.", 0.3),
        Cue(0, "text", "Hello.", "Hello.", 0.3, language="en"),
    ]
    french, english = cue_keys(cues, FRENCH, ENGLISH)
    assert (french.voice, french.language, french.rate, french.text) == ("fr-fr", "fr", 1.2, "Bonjour.")
    assert (english.voice, english.language, english.rate, english.text) == ("en-us", "en", 1.0, "Hello.")
    assert french.engine_version == english.engine_version == get_engine("espeak-ng").version()


def test_missing_cues_are_synthesized_once_each_in_worker_processes(tmp_path: Path) -> None:
    cache = CueCache(tmp_path)
    stats = SynthesisStats()
    advanced: list[int] = []
    keys = [key("One."), key("Two."), key("One.")]
    synthesize_missing(keys, cache, stats, jobs=2, advance=advanced.append)
    assert (stats.synthesized, stats.cached) == (2, 0)
    assert sum(advanced) == 2
    assert len(list(tmp_path.rglob("*.wav"))) == 2

    again = SynthesisStats()
    synthesize_missing(keys, cache, again, jobs=2)
    assert (again.synthesized, again.cached) == (0, 2)


def test_worker_audio_equals_audio_made_here(tmp_path: Path) -> None:
    cache = CueCache(tmp_path)
    synthesize_missing([key("The same words, twice.")], cache, SynthesisStats(), jobs=1)
    (speech,) = load_speeches([key("The same words, twice.")], cache)
    here = get_engine("espeak-ng").synthesize("The same words, twice.", "en", "en-us", 1.0)
    assert speech == here


def test_a_damaged_entry_is_synthesized_again_when_loaded(tmp_path: Path) -> None:
    cache = CueCache(tmp_path)
    synthesize_missing([key("Fragile.")], cache, SynthesisStats(), jobs=1)
    (entry,) = tmp_path.rglob("*.wav")
    whole = entry.read_bytes()
    entry.write_bytes(whole[: len(whole) // 2])
    (speech,) = load_speeches([key("Fragile.")], cache)
    assert entry.read_bytes() == whole
    assert len(speech.pcm) == len(whole) - 44


def test_an_engine_failure_in_a_worker_reaches_the_build(tmp_path: Path) -> None:
    broken = CueKey("espeak-ng", "1", "no-such-voice", "en", 1.0, "Hello.")
    with pytest.raises(EngineError, match="unknown voice 'no-such-voice' for espeak-ng"):
        synthesize_missing([broken], CueCache(tmp_path), SynthesisStats(), jobs=1)
    assert not list(tmp_path.rglob("*.wav"))
