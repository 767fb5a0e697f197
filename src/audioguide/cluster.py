"""Building on a Dask cluster: cue synthesis and episode encoding as tasks on its workers.

Both are pure functions of their inputs (a cue's key; an episode's spec and
its cues), so Dask's distributed scheduler places, balances and retries them:
a task whose worker dies runs again on another, and the results are the same
bytes. Workers write cues straight into the shared cue cache (a path every
machine mounts, or an fsspec URL such as ``s3://bucket/cues``); an encoded
episode comes back to this machine as bytes and joins the local episode cache.

Needs the ``dask`` extra (``pip install 'audioguide[dask]'``) here and on every
worker, with the same audioguide version.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, TypeVar

from audioguide.cache import CueCache, CueKey, EpisodeCache
from audioguide.engines import get_engine
from audioguide.episode import EpisodeSpec, MadeEpisode, episode_bytes
from audioguide.errors import AudioguideError, EngineError
from audioguide.synthesis import speak_into

if TYPE_CHECKING:
    from distributed import Client, Future

log = logging.getLogger(__name__)

_Result = TypeVar("_Result")

CONNECT_TIMEOUT = "10s"
BATCH_SECONDS = 0.5
"""About how long one synthesis task should take: Dask's own cost is a few ms per task."""
RETRIES = 2
"""Retries of a task that raised; a task whose worker died is rescheduled by Dask itself."""
Progress = Callable[[int], None]


@contextmanager
def connection(address: str | None) -> Iterator[Client | None]:
    """A client of the scheduler at ``address`` for the length of a build (None: build here)."""
    if address is None:
        yield None
        return
    try:
        from distributed import Client
    except ImportError:
        raise AudioguideError(
            "building on a Dask cluster needs the dask extra: pip install 'audioguide[dask]'"
        ) from None
    try:
        client = Client(address, timeout=CONNECT_TIMEOUT, set_as_default=False)
    except (OSError, TimeoutError) as error:
        raise AudioguideError(
            f"cannot reach the Dask scheduler at {address} ({error}); start it (dask scheduler)"
            " and its workers, check the address, or build without --scheduler"
        ) from None
    try:
        workers = len(client.scheduler_info().get("workers", {}))
        log.info("Dask scheduler %s: %d workers", address, workers)
        yield client
    finally:
        client.close()


def synthesize(client: Client, keys: Sequence[CueKey], cache_location: str, advance: Progress) -> int:
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


def make_episodes(
    client: Client,
    specs: Mapping[tuple[str, int], EpisodeSpec],
    digests: Mapping[tuple[str, int], str],
    cues: CueCache,
    episodes: EpisodeCache,
    advance: Progress,
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


def _completed(client: Client, futures: list[Future[_Result]]) -> Iterator[tuple[Future[_Result], _Result]]:
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
