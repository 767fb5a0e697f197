"""The exceptions audioguide raises for problems a user can fix.

Every message says what is wrong, where (file:line or config field) and, where
it is not obvious, what to do. The CLI prints the message alone, without a
traceback, and exits with ``exit_code``.
"""

from __future__ import annotations

import errno
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

NO_SPACE = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG})
"""A full disk, a full quota, or a file over the size limit (``ulimit -f``)."""
NOT_WRITABLE = frozenset({errno.EACCES, errno.EPERM, errno.EROFS})


class AudioguideError(Exception):
    """Base class: a problem with the user's input or environment."""

    exit_code = 1


class ConfigError(AudioguideError):
    """Raised by :mod:`audioguide.config` for a missing, unreadable or invalid config.

    Holds every problem found, one per line.
    """

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("\n".join(problems))


def config_not_found(path: Path) -> ConfigError:
    """The config file a command was pointed to is not there: nothing is read or written."""
    return ConfigError([f"{path}: config file not found (run audioguide in the guide's folder or pass -c FILE)"])


class DocumentError(AudioguideError):
    """Raised by :mod:`audioguide.text.documents` for a source document that cannot be narrated."""


class NothingToNarrate(DocumentError):
    """A document with no text to narrate: empty, only markup, or only its title."""


class TemplateError(AudioguideError):
    """Raised by :mod:`audioguide.text.script` when a narration template fails to render."""


class TranslationError(AudioguideError):
    """Raised by :mod:`audioguide.text.catalogs` for a catalog that is malformed, mislabelled or incomplete."""


class EngineError(AudioguideError):
    """Raised by a speech engine that is missing, misconfigured or failing."""


class AudioError(AudioguideError):
    """Raised by :mod:`audioguide.audio.assemble` when ffmpeg fails to encode or measure an episode."""


class OutputError(AudioguideError):
    """Raised when the output or a cache cannot be written: a full disk, a read-only folder."""


class CacheError(AudioguideError):
    """Raised by :mod:`audioguide.speech.cues` when the cue cache's storage (``cue_cache:``) cannot be opened
    or reached."""


AGAIN: ContextVar[str] = ContextVar("again", default="build again (finished speech is kept)")
"""What to do once the disk has room again: what the command that runs says (``audioguide translations update``
sets its own)."""


def storage_error(where: str | Path, error: OSError, what: str = "") -> OutputError | None:
    """The message for a write that failed for a reason the user can fix, else None (a bug)."""
    target = f"{where}: cannot write{f' {what}' if what else ''} ({error.strerror})"
    if error.errno in NO_SPACE:
        return OutputError(f"{target}; free some disk space and {AGAIN.get()}")
    if error.errno in NOT_WRITABLE:
        return OutputError(f"{target}; check the folder's permissions, or choose another folder")
    return None


@contextmanager
def writing(where: str | Path, what: str = "") -> Iterator[None]:
    """Turn a full disk or a folder that cannot be written, inside the block, into one clear message."""
    try:
        yield
    except OSError as error:
        problem = storage_error(where, error, what)
        if problem is None:
            raise
        raise problem from None
