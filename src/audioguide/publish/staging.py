"""Writing the output folder all at once, and only the files the build makes.

A build writes into an empty staging folder beside ``output/`` and swaps it in
only when everything is written: a build that fails or is killed leaves the
previous output as it was. The folder records what the build made in a
manifest (:data:`MANIFEST`); at the swap, every other file found in the
previous output (a file the user put there) is carried over untouched, and
files of the previous build that this one did not make again (a language no
longer in the guide) are left behind. Languages not rebuilt this time
(``--lang``) are carried over with :meth:`Staging.keep`.

A folder is only ever replaced when its manifest says audioguide made it, for
this guide: a folder of other files without a manifest, however much it looks
like a site, and the output of another guide are refused before any work.

Published files are new files with the user's usual permissions (umask),
never links into the cache, so a web server can read them and nothing done
to the cache changes what is published.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import shutil
from collections.abc import Mapping
from pathlib import Path
from types import TracebackType
from typing import Any

from audioguide import __version__
from audioguide.common.errors import NO_SPACE, OutputError, storage_error, writing
from audioguide.common.files import owner_alive, write_atomic

log = logging.getLogger(__name__)

MANIFEST = ".audioguide-output.json"
"""In the output folder: every file the last build made (and only those are ever removed)."""


def targets(output: Path) -> dict[str, Any]:
    """What the build of ``output`` was configured to meet, as its manifest records it; {} when it does not."""
    try:
        recorded = json.loads((output / MANIFEST).read_text(encoding="utf-8")).get("targets", {})
    except (OSError, ValueError, AttributeError):
        return {}
    return recorded if isinstance(recorded, dict) else {}


class Staging:
    """``with staging as folder: ...; staging.commit()`` — the swap happens on commit.

    The output is never one of the ``keep_out`` folders (the guide's, the
    cache), a folder holding one of them, or a folder inside ``private`` ones
    (the cache); nor a folder of files audioguide did not make, or made for
    a guide other than ``guide`` (its identity, recorded in ``audioguide.lock``).
    """

    def __init__(
        self,
        output: Path,
        keep_out: tuple[Path, ...] = (),
        private: tuple[Path, ...] = (),
        guide: str | None = None,
        targets: Mapping[str, object] | None = None,
    ) -> None:
        # A link to the folder (a web root, say) is published through: the link stays a link.
        self.output = output.resolve() if output.is_symlink() else output.absolute()
        self.given = output.absolute()
        """The folder as the user named it (a link, maybe), for messages."""
        self.keep_out = tuple(p.resolve() for p in keep_out)
        self.private = tuple(p.resolve() for p in private)
        self.guide = guide
        self.targets = dict(targets or {})
        """What the output was built to meet (loudness, word error rates), for ``check``: see :func:`targets`."""
        self.folder = self.output.parent / f".{self.output.name}.staging-{os.getpid()}"
        self._old = self.output.parent / f".{self.output.name}.old-{os.getpid()}"
        self.previous: frozenset[str] = frozenset()
        """What the previous build made, as its manifest lists it."""

    def __enter__(self) -> Path:
        recover(self.output)
        _remove_abandoned(self.output)
        self._refuse_unsafe()
        self.previous = self._previous_files()
        try:
            shutil.rmtree(self.folder, ignore_errors=True)
            self.folder.mkdir(parents=True)
        except OSError as error:
            raise self._cannot_write(error) from None
        return self.folder

    def _refuse_unsafe(self) -> None:
        given = self.given
        if self.output.exists() and not self.output.is_dir():
            raise OutputError(f"{given}: exists and is not a folder; choose another --output")
        target = self.output.resolve()
        for folder in self.keep_out:
            if target == folder or target in folder.parents:
                raise OutputError(
                    f"{given}: is {folder} or holds it, which a build must never replace;"
                    " choose a folder of its own for the output, such as output/"
                )
        for folder in self.private:
            if folder in target.parents:
                raise OutputError(f"{given}: is inside {folder}; choose a folder of its own for the output")
        if os.path.ismount(target):
            raise OutputError(
                f"{given}: is a mount point, which a build cannot swap for the new output (it replaces the folder"
                f" whole); publish into a folder inside it (--output {given}/podcast, say), or mount the"
                " folder above it"
            )
        if self.output.is_dir() and not (self.output / MANIFEST).is_file():
            found = next(iter(sorted(p.name for p in self.output.iterdir())), None)
            if found is not None:
                raise OutputError(
                    f"{given}: holds files audioguide did not make (such as {found});"
                    " choose an empty or new folder for the output"
                )

    def _previous_files(self) -> frozenset[str]:
        manifest = self.output / MANIFEST
        if not manifest.is_file():
            return frozenset()
        try:
            recorded = json.loads(manifest.read_text(encoding="utf-8"))
            files = frozenset(str(name) for name in recorded["files"])
            guide = recorded.get("guide")
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as error:
            raise OutputError(
                f"{self.given}/{MANIFEST}: damaged ({type(error).__name__}); it lists the files audioguide"
                " made here, so that no other file is ever removed: move the files you keep out of"
                f" {self.given}, delete the folder and build again"
            ) from None
        if self.guide is not None and guide is not None and guide != self.guide:
            raise OutputError(
                f"{self.given}: holds the output of another guide (its {MANIFEST} names another guide"
                " than this one's audioguide.lock); a build replaces its output whole, so each guide needs"
                " a folder of its own: choose another --output"
            )
        return files

    def _made(self, name: str) -> bool:
        return name in self.previous

    def keep(self, relative: str) -> None:
        """Carry over what the previous build made under ``relative`` (a language not rebuilt)."""
        for name in sorted(_files(self.output / relative)):
            path = f"{relative}/{name}"
            if self._made(path):
                with writing(self.output / path):
                    _link_or_copy(self.output / path, self.folder / path)

    def commit(self) -> None:
        made = _files(self.folder)
        foreign = sorted(name for name in _files(self.output) if name != MANIFEST and not self._made(name))
        in_the_way = [name for name in foreign if name in made]
        if in_the_way:
            raise OutputError(
                f"{self.given / in_the_way[0]}: a file audioguide did not make is where the build writes"
                " one of its own; move it away and build again"
            )
        with writing(self.output):
            for name in foreign:
                _link_or_copy(self.output / name, self.folder / name)
            manifest: dict[str, object] = {"generator": f"audioguide {__version__}", "files": sorted(made)}
            if self.guide is not None:
                manifest["guide"] = self.guide
            if self.targets:
                manifest["targets"] = self.targets
            write_atomic(self.folder / MANIFEST, (json.dumps(manifest, indent=1) + "\n").encode("utf-8"))
        try:
            if self.output.exists():
                os.rename(self.output, self._old)
            os.rename(self.folder, self.output)
        except OSError as error:
            recover(self.output)
            raise OutputError(f"{self.given}: cannot replace the output ({error.strerror})") from None
        shutil.rmtree(self._old, ignore_errors=True)

    def _cannot_write(self, error: OSError) -> OutputError:
        shutil.rmtree(self.folder, ignore_errors=True)
        full = storage_error(self.given, error) if error.errno in NO_SPACE else None
        if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS) and self.output.parent != self.given.parent:
            where = f"{self.given}: cannot write beside {self.output}, where the link points ({error.strerror})"
            return OutputError(f"{where}; a build writes the new output beside the old one, then swaps them")
        return full or OutputError(
            f"{self.given}: cannot write the output ({error.strerror});"
            " check the folder's permissions or choose another --output"
        )

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)
        if isinstance(error, OutputError) and str(self.folder) in str(error):
            # The user knows the output folder, not the staging folder that is gone now.
            raise OutputError(str(error).replace(str(self.folder), str(self.given))) from None


def _files(folder: Path) -> set[str]:
    """Every file (and link) under ``folder``, as paths relative to it."""
    found: set[str] = set()
    for top, folders, names in os.walk(folder):
        base = Path(top).relative_to(folder)
        links = [name for name in folders if (Path(top) / name).is_symlink()]
        found.update((base / name).as_posix() for name in [*names, *links])
    return found


def _link_or_copy(source: Path, destination: Path) -> None:
    """Between two output folders (the old one is discarded): a hard link where possible."""
    destination.parent.mkdir(parents=True, exist_ok=True)
    if source.is_symlink():
        os.symlink(os.readlink(source), destination)
        return
    try:
        os.link(source, destination)
    except OSError:
        shutil.copy2(source, destination)


def _remove_abandoned(output: Path) -> None:
    """Staging folders of builds that were killed: their process is gone."""
    for folder in output.parent.glob(f".{output.name}.staging-*"):
        if not owner_alive(folder.name.rsplit("-", 1)[-1]):
            shutil.rmtree(folder, ignore_errors=True)


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
