"""What a deploy sends, in which order, and what it removes.

The output's files are compared with the manifest the last deploy left on the
target (:data:`MANIFEST`: each file's size and SHA-256) and with the sizes the
target lists: a file is sent when it is new, changed, or not on the target as
the manifest says. The order keeps every published file whole for a podcast
app reading the target at any moment: media first, then transcripts and
chapters, then the feeds, then the pages (the root page last); files of
removed episodes go only after the feeds that named them are replaced.

Only files a deploy put there are ever removed: a file someone else put on
the target (a ``CNAME``, another site) is not in the manifest and stays.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from audioguide import __version__
from audioguide.common.errors import AudioguideError
from audioguide.common.files import file_sha256

MANIFEST = ".audioguide-deploy.json"
"""On the target: the files the last deploy put there, with size and SHA-256 (no URL, no credential)."""
MANIFEST_LIMIT = 16 << 20
"""The most bytes of a target's manifest read: a guide of thousands of episodes stays far below it."""
PART = ".audioguide-part"
"""Ending of a file being written on a target where a write is not atomic; renamed when whole."""

SHORT_LIVED = "public, max-age=300"
"""Feeds, pages and the manifest: apps and browsers see a new episode within minutes."""
LONG_LIVED = "public, max-age=86400"
"""Everything else (audio, images, transcripts): a day. Their names stay when an episode is rebuilt, so not
``immutable``."""

CONTENT_TYPES = {
    ".mp3": "audio/mpeg", ".m4a": "audio/mp4", ".m4b": "audio/mp4", ".opus": "audio/ogg", ".ogg": "audio/ogg",
    ".epub": "application/epub+zip", ".xml": "application/rss+xml; charset=utf-8",
    ".vtt": "text/vtt; charset=utf-8", ".srt": "application/x-subrip; charset=utf-8",
    ".json": "application/json", ".txt": "text/plain; charset=utf-8", ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".svg": "image/svg+xml",
    ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".webp": "image/webp",
}
"""What podcast apps and browsers expect each file to be served as (podcast-standards: audio/mpeg for MP3,
application/rss+xml for feeds, text/vtt for WebVTT)."""


class DeployError(AudioguideError):
    """A deploy that cannot be done, or stopped: the target keeps a whole, valid feed."""

    def __init__(self, message: str, exit_code: int = 1) -> None:
        super().__init__(message)
        self.exit_code = exit_code


@dataclass(frozen=True)
class Stored:
    """One file as a deploy recorded it; a file being sent has no digest yet (``sha256`` None)."""

    size: int | None
    sha256: str | None


@dataclass(frozen=True)
class Plan:
    """The output's files against the target's: what to send, in order, and what to remove after."""

    files: Mapping[str, Stored]
    send: tuple[str, ...]
    remove: tuple[str, ...]
    left_over: tuple[str, ...]
    """Half-written files an interrupted deploy left (``*.audioguide-part``), removed first."""
    previous: Mapping[str, Stored]

    @property
    def kept(self) -> int:
        return len(self.files) - len(self.send)

    @property
    def empty(self) -> bool:
        return not (self.send or self.remove or self.left_over)


def plan(output: Path, names: list[str], previous: Mapping[str, Stored], present: Mapping[str, int]) -> Plan:
    """What to send of the output's files ``names`` (relative to ``output``), given the target's manifest
    ``previous`` and the sizes it lists (``present``)."""
    files = {name: Stored((output / name).stat().st_size, file_sha256(output / name)) for name in names}
    send = [name for name, stored in files.items() if previous.get(name) != stored or present.get(name) != stored.size]
    remove = sorted(name for name in previous if name not in files and name in present)
    left_over = sorted(name for name in present if name.endswith(PART))
    return Plan(files, tuple(sorted(send, key=order)), tuple(remove), tuple(left_over), previous)


def order(name: str) -> tuple[int, int, str]:
    """Media and assets first, transcripts and chapters, feeds, then pages from the deepest up."""
    path = PurePosixPath(name)
    if path.suffix == ".html" and not path.name.endswith(".transcript.html"):
        return 3, -len(path.parts), name
    if path.suffix in (".xml", ".rss"):
        return 2, 0, name
    if path.suffix in (".vtt", ".srt", ".json", ".txt") or path.name.endswith(".transcript.html"):
        return 1, 0, name
    return 0, 0, name


def headers(name: str) -> tuple[str, str]:
    """The content type and cache header ``name`` is served with."""
    suffix = PurePosixPath(name).suffix.lower()
    short = suffix in (".xml", ".rss", ".html") or name == MANIFEST
    return CONTENT_TYPES.get(suffix, "application/octet-stream"), SHORT_LIVED if short else LONG_LIVED


def manifest_bytes(files: Mapping[str, Stored], guide: str | None) -> bytes:
    """The manifest recording ``files``: sizes and digests only."""
    recorded = {name: {"size": stored.size, "sha256": stored.sha256} for name, stored in sorted(files.items())}
    return (json.dumps({"generator": f"audioguide {__version__}", "guide": guide, "files": recorded},
                       indent=1, ensure_ascii=False) + "\n").encode()


def read_manifest(data: bytes | None, shown: str, guide: str | None) -> dict[str, Stored]:
    """The files a target's manifest records; {} when there is none. A manifest that is not one of ours is
    refused (nothing on the target could be told apart from files someone else put there)."""
    if data is None:
        return {}
    try:
        recorded = json.loads(data)
        theirs = recorded.get("guide")
        files = {str(name): Stored(_size(entry["size"]), _digest(entry["sha256"]))
                 for name, entry in recorded["files"].items()}
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        raise DeployError(
            f"{shown}/{MANIFEST}: damaged ({type(error).__name__}: {error}); it records what earlier deploys put"
            " there, so that nothing else is ever removed: delete it to deploy everything again (files no longer"
            " in the output then stay on the target)"
        ) from None
    if guide is not None and theirs is not None and theirs != guide:
        raise DeployError(
            f"{shown}: holds the deploy of another guide (its {MANIFEST} names another guide than this one's"
            " audioguide.lock); a deploy replaces the episodes there, so each guide needs a target of its own"
        )
    return files


def _size(value: object) -> int | None:
    if value is None or (isinstance(value, int) and not isinstance(value, bool) and value >= 0):
        return value
    raise TypeError(f"size {value!r}")


def _digest(value: object) -> str | None:
    if value is None or (isinstance(value, str) and len(value) == 64):
        return value
    raise TypeError(f"sha256 {value!r}")
