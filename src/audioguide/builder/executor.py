"""Where a build's work runs: on this machine, or on a Dask cluster; the episode stage is handed one.

Both kinds of work are pure functions of their inputs (a cue's key; an episode's
spec and its cues), so they run anywhere and give the same bytes.

- :class:`Local`: offline engines speak in a pool of worker processes (espeak-ng and
  Piper keep global state, and processes use every core), online ones in a few threads;
  episodes, and the outputs' files (an audiobook, Opus alternates), are encoded on threads
  (ffmpeg does the work in processes of its own).
- :class:`Cluster`: Dask's distributed scheduler places, balances and retries the same
  work on its workers: a task whose worker dies runs again on another. Workers write cues
  straight into the shared cue cache (a path every machine mounts, or an fsspec URL such
  as ``s3://bucket/cues``); an encoded episode, audiobook or alternate comes back as bytes
  and joins the local episode cache. Online engines stay here, where the service's rate limit is kept. Needs
  the ``dask`` extra (``pip install 'audioguide[dask]'``) here and on every worker, with
  the same audioguide version.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, CancelledError, Future, ThreadPoolExecutor, wait
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from audioguide.audio.episode import EpisodeSpec, MadeEpisode, encode_into_cache, episode_bytes
from audioguide.audio.episode_cache import EncodeJob, EpisodeCache, VerifiedCache, encode_here, encoded_elsewhere
from audioguide.common.errors import AudioguideError, EngineError
from audioguide.common.progress import Advance, SynthesisStats
from audioguide.speech import synthesis
from audioguide.speech.cues import CueCache, CueKey
from audioguide.speech.engines import get_engine
from audioguide.speech.synthesis import speak_into

if TYPE_CHECKING:
    from distributed import Client
    from distributed import Future as DaskFuture

log = logging.getLogger(__name__)

_Result = TypeVar("_Result")

CONNECT_TIMEOUT = "10s"
CLOSE_SECONDS = 10
"""The longest the client's goodbye to the scheduler is waited for (one that died answers nothing)."""
HANDSHAKE_SECONDS = 20.0
"""The longest the scheduler's answer to Dask's handshake is waited for (a service of another kind may say
nothing)."""
BATCH_SECONDS = 0.5
"""About how long one synthesis task should take: Dask's own cost is a few ms per task."""
RETRIES = 2
"""Retries of a task that raised; a task whose worker died is rescheduled by Dask itself."""


Names = Mapping[tuple[str, int], EpisodeSpec]


class Executor(Protocol):
    """What the episode stage is handed: where speech is synthesized and episodes encoded; the outputs are
    handed it too, to encode their files (:class:`~audioguide.audio.episode_cache.Encoders`)."""

    @property
    def workers(self) -> int:
        """How many processes speak, and files are encoded, at once here."""

    def encode(self, store: VerifiedCache, jobs: Sequence[EncodeJob]) -> None:
        """Every job's file made into ``store``."""

    def make(
        self, specs: Names, digests: Mapping[tuple[str, int], str], cues: CueCache, episodes: EpisodeCache,
        stats: SynthesisStats, spoken: Advance, encoded: Advance,
    ) -> dict[tuple[str, int], MadeEpisode]:
        """Every episode's speech not in the cue cache spoken into it, then the episode assembled, encoded and
        tagged into the episode cache; the episodes in the order given."""


class Local:
    """This machine, as a stream of work: ``workers`` processes speak the episodes' sentences in the order
    given, and each episode is encoded (``workers`` at a time, ffmpeg doing the work) as soon as its last
    sentence is spoken, so that encoding the first episodes overlaps speaking the others."""

    def __init__(self, workers: int) -> None:
        self.workers = workers

    def encode(self, store: VerifiedCache, jobs: Sequence[EncodeJob]) -> None:
        encode_here(store, jobs, self.workers)

    def make(
        self, specs: Names, digests: Mapping[tuple[str, int], str], cues: CueCache, episodes: EpisodeCache,
        stats: SynthesisStats, spoken: Advance, encoded: Advance,
    ) -> dict[tuple[str, int], MadeEpisode]:
        missing = synthesis.missing([key for spec in specs.values() for key in spec.keys], cues, stats, spoken)
        waiting = {name: {key.digest() for key in spec.keys} for name, spec in specs.items()}
        absent = {key.digest() for key in missing}
        for keys in waiting.values():
            keys &= absent
        made: dict[tuple[str, int], MadeEpisode] = {}
        encoders = ThreadPoolExecutor(max_workers=self.workers)
        encoding: dict[Future[MadeEpisode], tuple[str, int]] = {}

        def encode_ready() -> None:
            for name, keys in waiting.items():
                if not keys and name not in made and name not in encoding.values():
                    encoding[encoders.submit(encode_into_cache, specs[name], digests[name], cues, episodes)] = name

        try:
            with synthesis.Speakers(missing, cues, self.workers) as speakers:
                speaking = {speakers.submit(key): key.digest() for key in missing}
                encode_ready()
                pending: set[Future[Any]] = {*speaking, *encoding}
                while pending:
                    done, pending = wait(pending, return_when=FIRST_COMPLETED)
                    for future in done:
                        if future in speaking:
                            speakers.done(future)
                            stats.synthesized += 1
                            spoken(1)
                            for keys in waiting.values():
                                keys.discard(speaking[future])
                            before = set(encoding)
                            encode_ready()
                            pending |= set(encoding) - before
                        else:
                            made[encoding[future]] = future.result()
                            encoded(1)
            stats.worker_seconds += speakers.worker_seconds()
        finally:
            # On a failure or Ctrl-C, episodes not yet started are not started.
            encoders.shutdown(wait=True, cancel_futures=True)
        return {name: made[name] for name in specs}


class Cluster:
    """The workers of a Dask scheduler (online engines stay here): all the speech, then all the episodes."""

    def __init__(self, client: Client, workers: int) -> None:
        self.client = client
        self.local = Local(workers)
        self.workers = workers

    def encode(self, store: VerifiedCache, jobs: Sequence[EncodeJob]) -> None:
        """Each job on a worker, its file sent back and stored here."""
        futures = {
            self.client.submit(encoded_elsewhere, job.encode, job.spec, job.name,
                               key=f"audioguide-encode-{job.digest}", retries=RETRIES,
                               pure=False): job
            for job in jobs
        }
        for future, (data, fields) in _completed(self.client, list(futures)):
            job = futures[future]
            store.store_bytes(job.digest, job.suffix, data, fields)

    def make(
        self, specs: Names, digests: Mapping[tuple[str, int], str], cues: CueCache, episodes: EpisodeCache,
        stats: SynthesisStats, spoken: Advance, encoded: Advance,
    ) -> dict[tuple[str, int], MadeEpisode]:
        missing = synthesis.missing([key for spec in specs.values() for key in spec.keys], cues, stats, spoken)
        offline = [key for key in missing if not get_engine(key.engine).online]
        stats.synthesized += synthesize(self.client, offline, cues.location, spoken)
        synthesis.synthesize([key for key in missing if get_engine(key.engine).online], cues, stats,
                             self.local.workers, spoken)
        return episodes_on_cluster(self.client, specs, digests, cues, episodes, encoded)


@contextmanager
def executor(address: str | None, workers: int) -> Iterator[Executor]:
    """Where the build runs: here with ``workers`` (``address`` None), or on the Dask scheduler at ``address``,
    connected for the length of the build."""
    if address is None:
        yield Local(workers)
        return
    try:
        from distributed import Client
    except ImportError:
        raise AudioguideError(
            "building on a Dask cluster needs the dask extra: pip install 'audioguide[dask]'"
        ) from None
    from distributed.comm.core import CommClosedError

    # The client's own log of a lost connection is a traceback on stderr: the build says it in one line.
    for name in ("distributed", *(n for n in logging.root.manager.loggerDict if n.startswith("distributed."))):
        logging.getLogger(name).setLevel(logging.CRITICAL)

    try:
        _handshake(address)
        client = Client(address, timeout=CONNECT_TIMEOUT, set_as_default=False)
    except (OSError, TimeoutError) as error:
        raise _unreachable(address, str(error)) from None
    except Exception as error:  # noqa: BLE001 - whatever garbage another service sends is read as Dask's messages
        raise _unreachable(address, f"what answers there does not speak Dask's protocol: {error}") from None
    try:
        log.info("Dask scheduler %s: %d workers", address, len(client.scheduler_info().get("workers", {})))
        yield Cluster(client, workers)
    except (CancelledError, CommClosedError) as error:  # the scheduler died or went away during the build
        raise AudioguideError(
            f"lost the Dask scheduler at {address} during the build ({str(error).splitlines()[0]});"
            " the speech already spoken is kept in the cue cache: start the scheduler and its workers again"
            " and build again, or build without --scheduler"
        ) from None
    finally:
        client.close(timeout=CLOSE_SECONDS)


def _handshake(address: str) -> None:
    """Dask's handshake with the scheduler at ``address``, alone: what answers there is known to speak Dask before
    a client is made (a client that fails to start waits 20 s to close, then prints its traceback)."""
    import asyncio

    from distributed.comm.core import connect

    async def shake() -> None:
        comm = await connect(address, timeout=CONNECT_TIMEOUT)
        await comm.close()

    try:
        asyncio.run(asyncio.wait_for(shake(), HANDSHAKE_SECONDS))
    except asyncio.TimeoutError:  # connected, but what answers says nothing Dask understands
        raise TimeoutError(f"no Dask handshake from it in {HANDSHAKE_SECONDS:.0f} s") from None


def _unreachable(address: str, reason: str) -> AudioguideError:
    return AudioguideError(
        f"cannot reach the Dask scheduler at {address} ({reason}); start it (dask scheduler)"
        " and its workers, check the address, or build without --scheduler"
    )


def synthesize(client: Client, keys: Sequence[CueKey], cache_location: str, advance: Advance) -> int:
    """Every key spoken on the cluster into the cue cache at ``cache_location``; how many.

    Sentences go out in batches sized to take about half a second each, so that
    the scheduler's cost per task stays small against the work.
    """
    batches = [list(batch) for batch in _batches(keys)]
    futures = client.map(
        synthesize_batch, batches, cache_location=cache_location,
        key=[f"audioguide-cue-{batch[0].digest()}-{len(batch)}" for batch in batches],
        retries=RETRIES, pure=False,
    )
    for _, done in _completed(client, futures):
        advance(done)
    return len(keys)


def synthesize_batch(keys: list[CueKey], cache_location: str) -> int:
    """On a worker: speak the keys not yet in the cache (a retried batch resumes); how many keys."""
    cache = CueCache(cache_location)
    for key in keys:
        if not cache.has(key):
            speak_into(key, cache)
    return len(keys)


def _batches(keys: Sequence[CueKey]) -> Iterator[Sequence[CueKey]]:
    """Consecutive keys whose engines should speak them in about BATCH_SECONDS."""
    start, budget = 0, 0.0
    for index, key in enumerate(keys):
        budget += get_engine(key.engine).seconds_per_sentence
        if budget >= BATCH_SECONDS:
            yield keys[start:index + 1]
            start, budget = index + 1, 0.0
    if start < len(keys):
        yield keys[start:]


def episodes_on_cluster(
    client: Client,
    specs: Mapping[tuple[str, int], EpisodeSpec],
    digests: Mapping[tuple[str, int], str],
    cues: CueCache,
    episodes: EpisodeCache,
    advance: Advance,
) -> dict[tuple[str, int], MadeEpisode]:
    """Every episode assembled and encoded on the cluster, in the order given, into the episode cache."""
    futures = {
        client.submit(episode_bytes, spec, cues.location, key=f"audioguide-episode-{digests[name]}",
                      retries=RETRIES, pure=False): name
        for name, spec in specs.items()
    }
    made: dict[tuple[str, int], MadeEpisode] = {}
    for future, (mp3, record) in _completed(client, list(futures)):
        name = futures[future]
        episodes.put_bytes(digests[name], mp3, record)
        made[name] = MadeEpisode(episodes.mp3(digests[name]), record, encoded=True)
        advance(1)
    return made


def _completed(client: Client, futures: list[DaskFuture[_Result]]) -> Iterator[tuple[DaskFuture[_Result], _Result]]:
    """Each future with its result as it finishes; errors explained, the rest cancelled."""
    from distributed import as_completed
    from distributed.scheduler import KilledWorker

    try:
        for future in as_completed(futures, loop=client.loop):
            yield future, future.result()
    except KilledWorker as error:
        raise EngineError(
            f"a task killed Dask workers repeatedly ({error}); finished speech is kept in the"
            " cue cache, build again to resume"
        ) from None
    except ModuleNotFoundError as error:
        raise AudioguideError(
            f"a Dask worker cannot import {error.name}: install audioguide (this version, with the"
            " extras its engines need) on every worker"
        ) from None
    finally:
        for future in futures:
            future.cancel()
