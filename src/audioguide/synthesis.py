"""Speaking every cue of a build, in parallel, through the cache.

Cues are looked up by their cache key first; only the missing ones are
synthesized. Offline engines run in a pool of worker processes (espeak-ng and
Piper keep global state, and processes use every core); online engines run in
a few threads, since their limit is the service's patience, not the CPU. Each
worker writes its cue into the cache as soon as it is made, so an interrupted
build keeps everything finished and the next build starts where it stopped.
"""

from __future__ import annotations

import ctypes
import logging
import multiprocessing
import signal
import sys
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import TYPE_CHECKING

from audioguide.cache import CueCache, CueKey
from audioguide.config import LanguageConfig, PauseConfig
from audioguide.engines import Speech, get_engine
from audioguide.errors import AudioguideError, EngineError
from audioguide.prepare import Cue, cues_for
from audioguide.script import EpisodeScript, ScriptChapter, ScriptParagraph

if TYPE_CHECKING:
    from distributed import Client

log = logging.getLogger(__name__)

ONLINE_CONCURRENCY = 2
_PR_SET_PDEATHSIG = 1
# Workers are spawned: they start clean (no copy of the build's threads or open files) and,
# being the build's own children, die with it.
_START_METHOD = "spawn"
Progress = Callable[[int], None]


@dataclass
class SynthesisStats:
    synthesized: int = 0
    cached: int = 0


def cue_key(cue: Cue, voice: LanguageConfig) -> CueKey:
    """What ``voice`` is given to speak ``cue``; the engine's options that do not change the sound
    (its ``unkeyed_options``) are kept apart, out of the key's digest."""
    engine = get_engine(voice.engine)
    assert voice.voice is not None
    options = dict(getattr(voice, "options", None) or {})
    unkeyed = engine.unkeyed_options
    return CueKey(
        engine.name, engine.version(), voice.voice, voice.code, voice.rate, cue.speech,
        engine.voice_identity(voice.voice, options) if options else engine.voice_identity(voice.voice),
        {name: value for name, value in options.items() if name not in unkeyed},
        {name: value for name, value in options.items() if name in unkeyed},
    )


def cue_keys(cues: Sequence[Cue], language: LanguageConfig, source: LanguageConfig) -> list[CueKey]:
    """Each cue's cache key; cues left in the source language are spoken by ``source``."""
    return [cue_key(cue, source if cue.language else language) for cue in cues]


def synthesize_missing(
    keys: Iterable[CueKey],
    cache: CueCache,
    stats: SynthesisStats,
    jobs: int,
    advance: Progress = lambda done: None,
    client: Client | None = None,
) -> None:
    """Make sure every key is in the cache, synthesizing what is not.

    With a Dask ``client``, offline engines run on its cluster's workers;
    online engines stay here, where the service's rate limit is kept.
    """
    unique = {key.digest(): key for key in keys}
    missing = [key for key in unique.values() if not cache.has(key)]
    stats.cached += len(unique) - len(missing)
    advance(len(unique) - len(missing))
    if not missing:
        return
    offline = [key for key in missing if not get_engine(key.engine).online]
    online = [key for key in missing if get_engine(key.engine).online]
    if client is not None:
        from audioguide import cluster

        stats.synthesized += cluster.synthesize(client, offline, cache.location, advance)
        offline = []
    with _process_pool(min(jobs, len(offline))) as processes, ThreadPoolExecutor(
        max_workers=ONLINE_CONCURRENCY
    ) as threads:
        futures: list[Future[None]] = [
            processes.submit(synthesize_into, key, cache.location) for key in offline
        ]
        futures += [threads.submit(synthesize_into, key, cache.location) for key in online]
        try:
            for future in as_completed(futures):
                future.result()
                stats.synthesized += 1
                advance(1)
        except BrokenProcessPool as error:
            raise EngineError(
                f"a speech worker process stopped unexpectedly ({error}); finished speech is"
                " kept in the cache, build again to resume"
            ) from None
        except BaseException:
            for future in futures:
                future.cancel()
            raise


def _process_pool(workers: int) -> Executor:
    if workers <= 0:
        return ThreadPoolExecutor(max_workers=1)  # nothing offline to do
    return ProcessPoolExecutor(
        max_workers=workers,
        mp_context=multiprocessing.get_context(_START_METHOD),
        initializer=_die_with_parent,
    )


def _die_with_parent() -> None:
    """On Linux, a worker is killed with its build, even when the build is killed outright."""
    if sys.platform.startswith("linux"):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    # Ctrl-C reaches the whole process group: the build itself stops the workers.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def synthesize_into(key: CueKey, cache_location: str) -> None:
    """In a worker process: speak one cue into the cache at ``cache_location``."""
    speak_into(key, CueCache(cache_location))


def speak_into(key: CueKey, cache: CueCache) -> None:
    """Speak one cue and store it in ``cache``."""
    cache.put(key, speak(key))


def speak(key: CueKey) -> Speech:
    """One cue spoken by its engine."""
    engine = get_engine(key.engine)
    options = key.engine_options
    if options:
        return engine.synthesize(key.text, key.language, key.voice, key.rate, options)
    return engine.synthesize(key.text, key.language, key.voice, key.rate)  # engines written before options


def say(text: str, language: LanguageConfig, pauses: PauseConfig | None = None) -> Speech:
    """``text`` spoken as a build speaks it for ``language``, without the cache: for trying a voice
    (``audioguide say``).

    The text becomes cues as a paragraph of a script does (sentences, the lexicon, numbers and the
    rest of :func:`audioguide.prepare.for_speech`), each cue is spoken from its key (engine, voice,
    rate, options; a voice fetched on first use is fetched), and they are joined with ``pauses``.
    """
    from audioguide.audio import assemble

    chapter = ScriptChapter("", (ScriptParagraph("text", text),))
    script = EpisodeScript(1, "say", "", "", language.code, datetime.now(timezone.utc), (chapter,))
    cues = cues_for(script, pauses or PauseConfig(), {language.code: language.lexicon})
    if not cues:
        raise AudioguideError(f"nothing to say in {text!r}: it has no words once prepared for speech; give a sentence")
    speeches = [speak(cue_key(cue, language)) for cue in cues]
    joined = assemble(speeches, [cue.pause_after for cue in cues], [cue.chapter for cue in cues]).audio
    return Speech(joined.raw_data, joined.frame_rate)


def load_speeches(keys: Sequence[CueKey], cache: CueCache) -> list[Speech]:
    """The cached audio of each key, synthesizing again any entry found damaged."""
    speeches = []
    for key in keys:
        speech = cache.get(key)
        if speech is None:
            speak_into(key, cache)
            speech = cache.get(key)
            assert speech is not None
        speeches.append(speech)
    return speeches
