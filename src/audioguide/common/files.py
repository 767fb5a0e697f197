"""Writing files safely: whole or not at all, as new files with the user's usual permissions, one
process at a time where it matters (an advisory lock), and reading them back by their content."""

from __future__ import annotations

import fcntl
import functools
import hashlib
import logging
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from audioguide.common.errors import writing

log = logging.getLogger(__name__)

CACHE_DIR = ".audioguide-cache"
"""Beside a guide's audioguide.yml: its cues, episodes, generated covers, the build lock and the last
build's record."""


def as_linked(path: Path) -> Path:
    """``path`` made absolute with its ``.`` and ``..`` worked out by name, its symbolic links kept: a page a site
    links in from elsewhere in its repository (mdBook's ``src/README.md -> ../README.md``) stays the site's page, at
    the place the site shows it, as its generator reads it."""
    return Path(os.path.normpath(path.absolute()))


def _file_mode() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


FILE_MODE = _file_mode()
"""What ``open()`` would give a new file: temporary files (0600) are set to this before they are renamed."""


def read_regular(path: Path, limit: int, check: Callable[[os.stat_result], None]) -> bytes:
    """At most ``limit`` + 1 bytes of ``path``, whose status ``check`` sees before it is opened and
    again once open (in case the file was replaced in between), so that ``check`` can refuse what is
    not a regular file of a sane size. It is opened without blocking: a named pipe would wait for a
    writer. ``OSError`` is left to the caller to word."""
    check(path.stat())
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with open(descriptor, "rb") as file:
        check(os.fstat(descriptor))
        return file.read(limit + 1)


def write_bytes(path: Path, data: bytes) -> None:
    """A new file at ``path`` (a link to the previous one is broken, never written through)."""
    with writing(path):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.unlink(missing_ok=True)
        path.write_bytes(data)


def write_text(path: Path, text: str) -> None:
    write_bytes(path, text.encode("utf-8"))


def write_atomic(path: Path, data: bytes) -> None:
    """Write ``path`` whole or not at all: a temporary file beside it, then a rename."""
    with writing(path):
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as stream:
                stream.write(data)
            os.chmod(temporary, FILE_MODE)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise


def copy_file(source: Path, destination: Path) -> None:
    """A copy of ``source`` as a new file of its own (its own inode, the usual permissions)."""
    with writing(destination):
        destination.parent.mkdir(parents=True, exist_ok=True)
        destination.unlink(missing_ok=True)
        shutil.copyfile(source, destination)


@contextmanager
def locked(lock: Path) -> Iterator[None]:
    """Hold ``lock`` (an advisory file lock) for the block, waiting quietly while another process has it:
    what two builds share (a voice, a model) is fetched or made once."""
    lock.parent.mkdir(parents=True, exist_ok=True)
    with lock.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


@contextmanager
def exclusive(lock: Path, what: str) -> Iterator[None]:
    """Hold ``lock`` (an advisory file lock) for the block; wait, saying so, while another process has it.

    The lock dies with its process, so a killed build never leaves a stale lock behind.
    """
    lock.parent.mkdir(parents=True, exist_ok=True)
    with lock.open("a+") as stream:
        try:
            fcntl.flock(stream, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            stream.seek(0)
            holder = stream.read().strip() or "another process"
            log.warning("waiting for the other build of %s (process %s) to finish", what, holder)
            fcntl.flock(stream, fcntl.LOCK_EX)
        stream.seek(0)
        stream.truncate()
        stream.write(str(os.getpid()))
        stream.flush()
        try:
            yield
        finally:
            stream.seek(0)
            stream.truncate()
            fcntl.flock(stream, fcntl.LOCK_UN)


def owner_alive(pid: str) -> bool:
    """Whether the build ``pid`` that named a file after itself still runs (not a pid: left alone)."""
    return not pid.isdigit() or _alive(int(pid))


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def file_sha256(path: Path) -> str:
    """SHA-256 of a file, read a megabyte at a time."""
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        while block := stream.read(1 << 20):
            digest.update(block)
    return digest.hexdigest()


def content_digest(path: Path) -> str:
    """SHA-256 of a file's content, computed once per version of the file (its size, times and inode) seen
    by this process: a model of tens of megabytes is read once a build, not once a sentence."""
    info = path.stat()
    return _content_digest(path, info.st_size, info.st_mtime_ns, info.st_ino)


@functools.cache
def _content_digest(path: Path, size: int, mtime: int, inode: int) -> str:
    return file_sha256(path)
