"""Speaking every cue of an episode, through the cache.

Finished cues go into the cache as they are made, so an interrupted build
keeps them and the next build starts where it stopped.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass

from audioguide.cache import CueCache, CueKey
from audioguide.config import LanguageConfig
from audioguide.engines import Speech, get_engine
from audioguide.prepare import Cue

log = logging.getLogger(__name__)


@dataclass
class SynthesisStats:
    synthesized: int = 0
    cached: int = 0


def synthesize(
    cues: Sequence[Cue],
    language: LanguageConfig,
    source: LanguageConfig,
    cache: CueCache,
    stats: SynthesisStats,
) -> list[Speech]:
    """Audio for each cue, in order: from the cache when there, else from the engine.

    Cues left in the source language (untranslated passages) are spoken by ``source``.
    """
    return [_speak(cue, source if cue.language else language, cache, stats) for cue in cues]


def _speak(cue: Cue, voice: LanguageConfig, cache: CueCache, stats: SynthesisStats) -> Speech:
    engine = get_engine(voice.engine)
    assert voice.voice is not None
    key = CueKey(engine.name, engine.version(), voice.voice, voice.code, voice.rate, cue.speech)
    speech = cache.get(key)
    if speech is not None:
        stats.cached += 1
        return speech
    speech = engine.synthesize(cue.speech, voice.code, voice.voice, voice.rate)
    cache.put(key, speech)
    stats.synthesized += 1
    return speech
