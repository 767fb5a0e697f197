"""Writing the output folder all at once.

A build writes into a staging folder beside ``output/`` that starts as a copy
(hard links) of the current output, and swaps it in only when everything is
written. A build that fails or is killed leaves the previous output as it was.
Files are never rewritten in place, since the staging copy shares them with
the live output: :func:`write_text` and friends replace the file.
"""

from __future__ import annotations

import logging
import os
import shutil
import tempfile
from pathlib import Path
from types import TracebackType

from audioguide.errors import NO_SPACE, OutputError, storage_error, writing

log = logging.getLogger(__name__)


def write_bytes(path: Path, data: bytes) -> None:
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
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise


def link_or_copy(source: str | Path, destination: str | Path) -> None:
    """A hard link where the file system allows (no copy of large audio), else a copy."""
    Path(destination).unlink(missing_ok=True)
    try:
        os.link(source, destination)
    except OSError:
        with writing(destination):
            shutil.copy2(source, destination)


class Staging:
    """``with staging as folder: ...; staging.commit()`` — the swap happens on commit."""

    def __init__(self, output: Path) -> None:
        self.output = output.absolute()
        self.folder = self.output.parent / f".{self.output.name}.staging-{os.getpid()}"
        self._old = self.output.parent / f".{self.output.name}.old-{os.getpid()}"

    def __enter__(self) -> Path:
        recover(self.output)
        _remove_abandoned(self.output)
        if self.output.exists() and not self.output.is_dir():
            raise OutputError(f"{self.output}: exists and is not a folder; choose another --output")
        try:
            shutil.rmtree(self.folder, ignore_errors=True)
            if self.output.is_dir():
                shutil.copytree(self.output, self.folder, copy_function=link_or_copy, symlinks=True)
            else:
                self.folder.mkdir(parents=True)
        except OSError as error:
            shutil.rmtree(self.folder, ignore_errors=True)
            full = storage_error(self.output, error) if error.errno in NO_SPACE else None
            raise full or OutputError(
                f"{self.output}: cannot write the output ({error.strerror});"
                " check the folder's permissions or choose another --output"
            ) from None
        return self.folder

    def commit(self) -> None:
        try:
            if self.output.exists():
                os.rename(self.output, self._old)
            os.rename(self.folder, self.output)
        except OSError as error:
            recover(self.output)
            raise OutputError(f"{self.output}: cannot replace the output ({error.strerror})") from None
        shutil.rmtree(self._old, ignore_errors=True)

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)
        if isinstance(error, OutputError) and str(self.folder) in str(error):
            # The user knows the output folder, not the staging folder that is gone now.
            raise OutputError(str(error).replace(str(self.folder), str(self.output))) from None


def _remove_abandoned(output: Path) -> None:
    """Staging folders of builds that were killed: their process is gone."""
    for folder in output.parent.glob(f".{output.name}.staging-*"):
        if not owner_alive(folder.name.rsplit("-", 1)[-1]):
            shutil.rmtree(folder, ignore_errors=True)


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


def recover(output: Path) -> None:
    """Put back an output folder left aside by a build killed in the middle of its swap."""
    if output.exists():
        for leftover in output.parent.glob(f".{output.name}.old-*"):
            shutil.rmtree(leftover, ignore_errors=True)
        return
    previous = sorted(output.parent.glob(f".{output.name}.old-*"))
    if previous:
        log.warning("restoring %s from an interrupted build", output)
        os.rename(previous[-1], output)
