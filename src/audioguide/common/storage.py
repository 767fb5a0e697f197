"""Storage that a cache may live on: a folder, or any fsspec URL (``s3://bucket/cues``) that the
machines of a cluster share. What keeps a URL from being opened or reached is one clear message."""

from __future__ import annotations

import difflib
import re
from typing import Any

import fsspec
from fsspec.implementations.local import LocalFileSystem
from fsspec.registry import known_implementations

from audioguide.common.errors import CacheError

URL = re.compile(r"^[a-z][a-z0-9+.-]+://")
"""A cue cache given as an fsspec URL (``s3://bucket/cues``) rather than a path."""

_REACHED: set[str] = set()
"""Remote cue caches this process has reached: checked once, not again for every cue a worker speaks."""


def protocol_problem(url: str, example: str = "s3://bucket/cues") -> str | None:
    """What keeps fsspec from opening ``url`` here, or None: a protocol it does not know, or whose package
    is not installed. ``example`` is a URL of the kind wanted."""
    protocol = url.split("://", 1)[0]
    try:
        fsspec.get_filesystem_class(protocol)
    except ImportError as error:
        return _missing_package(url, protocol, error)
    except ValueError:
        close = difflib.get_close_matches(protocol, fsspec.available_protocols(), n=1)
        hint = f" (did you mean {close[0]}://?)" if close else ""
        return (f"{url!r}: no storage is called {protocol}://{hint}; give a folder, or a URL of the storage"
                f" such as {example}")
    return None


def _missing_package(url: str, protocol: str, error: ImportError) -> str:
    """The package to install for ``protocol``: the one holding its implementation (s3fs), else fsspec's own words
    about what its implementation needs (``SFTPFileSystem requires "paramiko" to be installed``)."""
    package = known_implementations.get(protocol, {}).get("class", "").split(".")[0]
    cause = error.__cause__
    missing = cause.name.split(".")[0] if isinstance(cause, ImportError) and cause.name else None
    if package and package != "fsspec" and missing in (package, None):
        return f"{url!r} needs the Python package {package}, which is not installed; pip install {package}"
    also = f" (no module named {missing!r})" if missing else ""
    return f"{url!r} needs a Python package that is not installed here: {error}{also}"


def open_storage(location: str) -> tuple[Any, str]:
    """The file system and path of the cue cache at ``location``; a remote one is reached once per process.

    What keeps it from being reached (no such host, refused, no credentials) is one clear message.
    """
    problem = protocol_problem(location) if URL.match(location) else None
    if problem:
        raise CacheError(f"audioguide.yml: cue_cache: {problem}")
    try:
        fs, root = fsspec.core.url_to_fs(location)
        if not isinstance(fs, LocalFileSystem) and location not in _REACHED:
            fs.exists(root)
            _REACHED.add(location)
    # Each storage has its own errors (socket.gaierror, botocore's NoCredentialsError …): all say it cannot be reached.
    except Exception as error:  # noqa: BLE001
        reason = error.strerror if isinstance(error, OSError) and error.strerror else f"{type(error).__name__}: {error}"
        raise CacheError(
            f"audioguide.yml: cue_cache: cannot reach {location} ({reason}); check the URL, and that this machine"
            " can reach the storage (network, credentials), or remove cue_cache: to keep the cues beside the guide"
        ) from None
    return fs, root
