"""How a build says how far it is: ``progress(stage, total)`` opens a display that the value advances.

The library reports; the command line decides how to show it (a bar on a
terminal, nothing when quiet).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from types import TracebackType

Advance = Callable[[int], None]
Progress = Callable[[str, int], AbstractContextManager[Advance]]
"""``progress(stage, total)`` opens a progress display; the value advances it."""


@contextmanager
def no_progress(stage: str, total: int) -> Iterator[Advance]:
    yield lambda done: None


ESTIMATE_SHARE = 0.05
"""How much of a stage is done before its time left is estimated."""
ESTIMATE_SECONDS = 2.0
"""How long work is timed, after the first piece, before the time left is estimated."""


class StageLines:
    """Progress as lines, for a log: every ``every`` seconds a line with an estimate, then the stage's end.

    ``speech: 120 of 544 (22%), about 40 s left``, ``speech: 544 of 544 in 52 s``. A stage
    done within ``every`` seconds says nothing: a log gets lines only where it would wait.

    The estimate is the pace since the first piece of work was done (starting the workers
    and loading the voices are not the pace of the work), once there is enough to tell:
    :data:`ESTIMATE_SHARE` of the stage done, and some work timed after the first piece.
    Until then the line says ``estimating``.
    """

    def __init__(self, stage: str, total: int, write: Callable[[str], None], every: float = 10.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.stage, self.total, self.write, self.every, self.clock = stage, total, write, every, clock
        self.done = 0
        self.first: tuple[float, int] | None = None
        """When the first work was done, and how much."""

    def __enter__(self) -> StageLines:
        self.started = self.last = self.clock()
        self.said = False
        return self

    def advance(self, count: int) -> None:
        self.done += count
        now = self.clock()
        if self.first is None and self.done > 0:
            self.first = (now, self.done)
        if now - self.last >= self.every and 0 < self.done < self.total:
            self.last = now
            share = f"{self.done / self.total:.0%}"
            self.write(f"{self.stage}: {self.done} of {self.total} ({share}), {self.estimate(now)}")
            self.said = True

    def estimate(self, now: float) -> str:
        assert self.first is not None
        since, before = self.first
        timed = self.done - before
        if self.done < ESTIMATE_SHARE * self.total or timed <= 0 or now - since < ESTIMATE_SECONDS:
            return "estimating"
        return f"about {_duration((now - since) / timed * (self.total - self.done))} left"

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 traceback: TracebackType | None) -> None:
        if kind is None and self.said:
            self.write(f"{self.stage}: {self.done} of {self.total} in {_duration(self.clock() - self.started)}")


def _duration(seconds: float) -> str:
    if seconds < 90:
        return f"{seconds:.0f} s"
    return f"{seconds / 60:.0f} min"


@dataclass
class SynthesisStats:
    """Sentences a build synthesized, and those it found in the cue cache."""

    synthesized: int = 0
    cached: int = 0
    worker_seconds: float = 0.0
    """CPU seconds the worker processes that spoke used, their start included."""
