"""The record of the last build, and knowing from it, before any other work, that a build has nothing to do.

After a build, its :class:`Record` keeps the digest of its plan
(:meth:`audioguide.builder.model.Plan.digest`), the state of every file the plan
read as it was when the build began, the folders Python finds packages in, the
build's options and the output folder as written. When none of these has
changed, the build has nothing to do and is not planned again; when a file
changed, the build plans and compares digests, so a file saved as it was (or
only touched) costs a plan, never synthesis or encoding. Both happen under the
guide's build lock; a file saved during a build makes the next build look again.

This module imports only the standard library and :mod:`audioguide.common`: a
build with nothing to do loads nothing else.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import stat
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from audioguide import __version__
from audioguide.common.errors import OutputError
from audioguide.common.files import CACHE_DIR, write_atomic

log = logging.getLogger(__name__)

RECORD = "last-build.json"
"""In the guide's cache folder: the record of the last build."""



State = list[Any]
"""A file's state as a list: its kind, size, modification time and inode (a folder: its listing's states)."""


def state(path: Path) -> State:
    """What ``path`` is now, cheaply: never its content (a model is tens of megabytes)."""
    try:
        info = path.lstat() if path.is_symlink() and not path.exists() else path.stat()
    except OSError:
        return ["missing"]
    if stat.S_ISDIR(info.st_mode):
        return ["folder", sorted([entry.name, *state(entry)] for entry in path.iterdir())]
    return ["file", info.st_size, info.st_mtime_ns, info.st_ino]


def environment() -> list[Any]:
    """audioguide's version, Python's, the folders packages are found in (installing, upgrading or removing a
    package, a plugin or an engine's library, changes one of them), and audioguide's own files (an editable
    install changes no version when its code does)."""
    folders = [folder for folder in sys.path if folder and os.path.isdir(folder)]
    return [__version__, sys.version, [[folder, os.stat(folder).st_mtime_ns] for folder in folders],
            own_files()]


def own_files() -> list[Any]:
    """audioguide's own files (code, templates, catalogs) as they are: their names, sizes and times; never the
    bytecode Python writes beside them, which changes with what a run happened to import."""
    package = Path(__file__).resolve().parents[1]
    return [[path.relative_to(package).as_posix(), *state(path)[1:3]]
            for path in sorted(package.rglob("*")) if path.is_file() and "__pycache__" not in path.parts]


def output_digest(output: Path) -> str:
    """What the output folder holds: every file's path, size and modification time. A link is the user's
    (a build makes none): left out, never followed, so that a dangling one or a loop changes nothing."""
    listing = []
    for top, folders, names in os.walk(output):
        folders.sort()
        for name in sorted(names):
            if os.path.islink(os.path.join(top, name)):
                continue
            info = os.stat(os.path.join(top, name))
            listing.append([os.path.relpath(os.path.join(top, name), output), info.st_size, info.st_mtime_ns])
    return hashlib.sha256(json.dumps(listing).encode()).hexdigest()


@dataclass
class Record:
    """The last build: its digest, what its plan read (as it was when the build began), the environment,
    its options and the output as written."""

    digest: str = ""
    sources: dict[str, State] = field(default_factory=dict)
    environment: list[Any] = field(default_factory=lambda: environment())
    options: dict[str, Any] = field(default_factory=dict)
    output: str = ""

    @classmethod
    def read(cls, config_path: Path) -> Record | None:
        try:
            data = json.loads(record_path(config_path).read_text(encoding="utf-8"))
            return cls(data["digest"], data["sources"], data["environment"], data["options"], data["output"])
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def unchanged(self, output: Path, options: Mapping[str, Any]) -> bool:
        """Whether nothing the last build read has changed since, nor the output it wrote: no plan needed."""
        if self.options != dict(options) or self.environment != environment() or not output.is_dir():
            return False
        if any(state(Path(path)) != recorded for path, recorded in self.sources.items()):
            return False
        return self.output == output_digest(output)

    def write(self, config_path: Path) -> None:
        """Kept atomically; a record that cannot be written only costs a plan next time."""
        try:
            write_atomic(record_path(config_path), json.dumps(self.__dict__).encode("utf-8"))
        except (OSError, OutputError) as error:
            log.warning("the build is done, but could not be recorded (%s); the next build plans again", error)


def record_path(config_path: Path) -> Path:
    return config_path.parent / CACHE_DIR / RECORD


def states(paths: Iterable[Path], before: Mapping[str, State]) -> dict[str, State]:
    """Each path's state as it was when the build began (``before``), or now for one first seen since."""
    return {str(path): before[str(path)] if str(path) in before else state(path) for path in paths}
