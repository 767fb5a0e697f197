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
import functools
import logging
import math
import multiprocessing
import os
import resource
import signal
import sys
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from audioguide.common.errors import EngineError
from audioguide.common.files import content_digest
from audioguide.common.progress import Advance, SynthesisStats
from audioguide.speech.cues import CueCache, CueKey
from audioguide.speech.engines import Sound, Speech, get_engine

if TYPE_CHECKING:  # annotations only: a worker process imports this module and needs neither
    from audioguide.config import LanguageConfig
    from audioguide.text.prepare import Cue

log = logging.getLogger(__name__)

ONLINE_CONCURRENCY = 2
_PR_SET_PDEATHSIG = 1
# Workers are spawned: they start clean (no copy of the build's threads or open files) and,
# being the build's own children, die with it.
_START_METHOD = "spawn"
SENTENCES_PER_WORKER = 16
"""The fewest sentences worth a worker of their own: starting one (Python, the engine, its voice) costs
about 0.4 CPU-seconds, what espeak-ng takes for some 25 sentences; a rebuild that speaks a few sentences
is quicker in one."""


@dataclass(frozen=True)
class VoiceKey:
    """A language's voice as every cue it speaks is keyed: asked of its engine once a build."""

    engine: str
    engine_version: str
    voice: str
    language: str
    rate: float
    identity: str
    """The voice's name and the start of its files' digests (``joe.onnx@…``), or "" when its id says it all."""
    files: tuple[Path, ...]
    """The files the voice is made of, which the build's record watches."""
    options: Mapping[str, Any] = field(default_factory=dict, hash=False)
    unkeyed: Mapping[str, Any] = field(default_factory=dict, hash=False)
    versions: Mapping[str, str] = field(default_factory=dict, hash=False)


def voice_key(voice: LanguageConfig) -> VoiceKey:
    """What ``voice`` is, as keys hold it, from what its engine says decides its sound
    (:meth:`~audioguide.speech.engines.Engine.identity`); the engine's options that do not change the sound
    (its ``unkeyed_options``) are kept apart, out of the keys' digests. A voice fetched on first use is fetched."""
    engine = get_engine(voice.engine)
    assert voice.voice is not None
    options = dict(voice.options)
    sound = engine.identity(voice.voice, options)
    versions = dict(sound.versions)
    engine_version = versions.pop("engine", "")
    unkeyed = engine.unkeyed_options
    return VoiceKey(
        voice.engine, engine_version, voice.voice, voice.code, voice.rate, sound_identity(sound, voice.voice),
        sound.files,
        {name: value for name, value in options.items() if name not in unkeyed},
        {name: value for name, value in options.items() if name in unkeyed},
        versions,
    )


def sound_identity(sound: Sound, voice: str) -> str:
    """What a cue key holds of the voice instead of its id: its name and the start of each of its files'
    SHA-256 (``joe.onnx@…``), or "" when the id says it all."""
    if sound.files:
        return f"{sound.voice}@" + "".join(content_digest(path)[:16] for path in sound.files)
    return "" if sound.voice == voice else sound.voice


def cue_key(cue: Cue, voice: VoiceKey) -> CueKey:
    """What ``voice`` is given to speak ``cue``."""
    return CueKey(voice.engine, voice.engine_version, voice.voice, voice.language, voice.rate, cue.speech,
                  voice.identity, voice.options, voice.unkeyed, voice.versions)


def cue_keys(cues: Sequence[Cue], language: VoiceKey, others: VoiceKey | Mapping[str, VoiceKey]) -> list[CueKey]:
    """Each cue's cache key: spoken by ``language``'s voice, or, for a cue in another language (left in the
    source language, or a passage written in another), by that language's in ``others`` (one voice for
    every other language, or a voice per language)."""
    def voice(cue: Cue) -> VoiceKey:
        if not cue.language:
            return language
        return others if isinstance(others, VoiceKey) else others[cue.language]

    return [cue_key(cue, voice(cue)) for cue in cues]


def synthesize_missing(
    keys: Iterable[CueKey],
    cache: CueCache,
    stats: SynthesisStats,
    jobs: int,
    advance: Advance = lambda done: None,
) -> None:
    """Make sure every key is in the cache, synthesizing here what is not."""
    synthesize(missing(keys, cache, stats, advance), cache, stats, jobs, advance)


def missing(keys: Iterable[CueKey], cache: CueCache, stats: SynthesisStats, advance: Advance) -> list[CueKey]:
    """The keys not in the cache yet, each once; those found are counted as cached."""
    unique = {key.digest(): key for key in keys}
    absent = [key for key in unique.values() if not cache.has(key)]
    stats.cached += len(unique) - len(absent)
    advance(len(unique) - len(absent))
    return absent


def synthesize(
    keys: Sequence[CueKey], cache: CueCache, stats: SynthesisStats, jobs: int, advance: Advance = lambda done: None
) -> None:
    """Speak ``keys`` into the cache on this machine: offline engines in ``jobs`` worker processes, online
    ones in a few threads."""
    if not keys:
        return
    with Speakers(keys, cache, jobs) as speakers:
        futures = [speakers.submit(key) for key in keys]
        for future in as_completed(futures):
            speakers.done(future)
            stats.synthesized += 1
            advance(1)
    stats.worker_seconds += speakers.worker_seconds()


class Speakers:
    """Where cues are spoken on this machine: offline engines in worker processes (espeak-ng and Piper keep
    global state, and processes use every core), online ones in a few threads (their limit is the service's
    patience, not the CPU)::

        with Speakers(keys, cache, jobs) as speakers:
            future = speakers.submit(key)
            ...
            speakers.done(future)  # its result: a worker that died is an error that says so

    Leaving the block on an error cancels what has not started.
    """

    def __init__(self, keys: Sequence[CueKey], cache: CueCache, jobs: int) -> None:
        self.cache = cache
        offline = sum(1 for key in keys if not get_engine(key.engine).online)
        self.workers = min(jobs, math.ceil(offline / SENTENCES_PER_WORKER))
        """Worker processes for the offline engines' sentences."""
        # Never in the build's own process, however few: an engine forks for each sentence (in_fresh_child), which
        # a process with threads (the encoders', the executor's) must not do.
        self.processes = _process_pool(self.workers)
        self.threads = ThreadPoolExecutor(max_workers=ONLINE_CONCURRENCY)
        self.futures: list[Future[tuple[int, float]]] = []
        self.cpu: dict[int, float] = {}
        """Each worker process's CPU seconds so far (its start included), by pid."""

    def __enter__(self) -> Speakers:
        return self

    def submit(self, key: CueKey) -> Future[tuple[int, float]]:
        pool = self.threads if get_engine(key.engine).online else self.processes
        future = pool.submit(synthesize_into, key, self.cache.location)
        self.futures.append(future)
        return future

    def done(self, future: Future[tuple[int, float]]) -> None:
        """A spoken cue's result; what went wrong in its worker raised here."""
        try:
            pid, seconds = future.result()
        except BrokenProcessPool as error:
            raise EngineError(
                f"a speech worker process stopped unexpectedly ({error}); finished speech is"
                " kept in the cache, build again to resume"
            ) from None
        if pid != os.getpid():
            self.cpu[pid] = max(seconds, self.cpu.get(pid, 0.0))

    def worker_seconds(self) -> float:
        return sum(self.cpu.values())

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None
    ) -> None:
        if kind is not None:
            for future in self.futures:
                future.cancel()
        self.processes.shutdown(wait=True, cancel_futures=kind is not None)
        self.threads.shutdown(wait=True, cancel_futures=kind is not None)


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


def synthesize_into(key: CueKey, cache_location: str) -> tuple[int, float]:
    """In a worker process: speak one cue into the cache at ``cache_location``; the process's id, and the CPU
    seconds it has used so far (its start, and the children it made, included)."""
    speak_into(key, _cache(cache_location))
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return os.getpid(), own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


@functools.cache
def _cache(location: str) -> CueCache:
    """The cue cache at ``location``, opened once per worker process."""
    return CueCache(location)


def speak_into(key: CueKey, cache: CueCache) -> None:
    """Speak one cue and store it in ``cache``."""
    cache.put(key, speak(key))


def speak(key: CueKey) -> Speech:
    """One cue spoken by its engine."""
    return get_engine(key.engine).synthesize(key.text, key.language, key.voice, key.rate, key.engine_options)


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
