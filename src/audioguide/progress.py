"""How a build says how far it is: ``progress(stage, total)`` opens a display that the value advances.

The library reports; the command line decides how to show it (a bar on a
terminal, nothing when quiet).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager

Advance = Callable[[int], None]
Progress = Callable[[str, int], AbstractContextManager[Advance]]
"""``progress(stage, total)`` opens a progress display; the value advances it."""


@contextmanager
def no_progress(stage: str, total: int) -> Iterator[Advance]:
    yield lambda done: None
