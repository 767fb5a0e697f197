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
    cues: Sequence[Cue], language: LanguageConfig, cache: CueCache, stats: SynthesisStats
) -> list[Speech]:
    """Audio for each cue, in order: from the cache when there, else from the engine."""
    engine = get_engine(language.engine)
    version = engine.version()
    assert language.voice is not None
    speeches = []
    for cue in cues:
        key = CueKey(engine.name, version, language.voice, language.code, language.rate, cue.speech)
        speech = cache.get(key)
        if speech is None:
            speech = engine.synthesize(cue.speech, language.code, language.voice, language.rate)
            cache.put(key, speech)
            stats.synthesized += 1
        else:
            stats.cached += 1
        speeches.append(speech)
    return speeches
