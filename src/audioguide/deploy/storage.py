"""A deploy target that is a folder or any fsspec storage (``s3://``, ``gs://``, ``az://``, ``sftp://``, ``file://``).

On object stores a file appears whole when its upload ends; elsewhere (a
folder, SFTP) a file is written under a temporary name and renamed, so an
interrupted deploy never leaves half a file under a name a feed uses.
Content types and cache headers go with each file where the storage keeps
them (S3 and S3-compatible servers, Google Cloud Storage); a web server in
front of a folder sets its own.
"""

from __future__ import annotations

import posixpath
from collections.abc import Callable
from pathlib import Path
from typing import Any

import fsspec
from fsspec.implementations.local import LocalFileSystem

from audioguide.common.storage import protocol_problem
from audioguide.deploy.plan import MANIFEST_LIMIT, PART, DeployError, headers

ATOMIC = frozenset({"s3", "s3a", "gs", "gcs", "az", "abfs", "abfss", "memory"})
"""Stores where an object is seen only once all of it is written."""


class StorageTarget:
    """A folder or fsspec URL, with the storage's own options (never credentials: those come from the
    environment or the storage's configuration)."""

    def __init__(self, url: str, options: dict[str, Any], shown: str) -> None:
        problem = protocol_problem(url, "s3://bucket/guide") if "://" in url else None
        if problem:
            raise DeployError(f"deploy target: {problem}")
        self.shown = shown
        try:
            self.fs, self.root = fsspec.core.url_to_fs(url, **options)
        except (TypeError, ValueError, ImportError) as error:
            raise DeployError(f"deploy target {shown}: {error}; check deploy.options in audioguide.yml") from None
        self.protocol = self.fs.protocol if isinstance(self.fs.protocol, str) else self.fs.protocol[0]
        self.local = isinstance(self.fs, LocalFileSystem)

    def _path(self, name: str) -> str:
        return posixpath.join(self.root, name) if self.root else name

    def listing(self) -> dict[str, int]:
        """Every file under the target and its size; {} when the target does not exist yet."""
        if not self.fs.exists(self.root):
            return {}
        found = self.fs.find(self.root, detail=True)
        prefix = self.fs._strip_protocol(self.root).rstrip("/") + "/"
        return {path[len(prefix):]: int(info.get("size") or 0) for path, info in found.items()
                if path.startswith(prefix) and info.get("type", "file") == "file"}

    def read(self, name: str) -> bytes | None:
        path = self._path(name)
        if not self.fs.exists(path):
            return None
        size = self.fs.size(path)
        if size is not None and size > MANIFEST_LIMIT:
            raise DeployError(f"{self.shown}/{name}: {size:,} bytes, more than a deploy manifest can be;"
                              " delete it to deploy everything again")
        data: bytes = self.fs.cat_file(path)
        return data

    def put(self, local: Path, name: str) -> None:
        """``local`` to ``name``, seen whole or not at all."""
        self._whole(name, lambda path, extra: self.fs.put_file(str(local), path, **extra))

    def write(self, name: str, data: bytes) -> None:
        """``data`` to ``name``, seen whole or not at all."""
        self._whole(name, lambda path, extra: self.fs.pipe_file(path, data, **extra))

    def _whole(self, name: str, send: Callable[[str, dict[str, Any]], object]) -> None:
        """``send`` the file to ``name`` with its headers where an object appears whole when its upload ends;
        elsewhere under a temporary name, then renamed."""
        path = self._path(name)
        if self.protocol in ATOMIC:
            send(path, self._headers(name))
            return
        self.fs.makedirs(posixpath.dirname(path), exist_ok=True)
        send(path + PART, {})
        self.fs.mv(path + PART, path)

    def remove(self, name: str) -> None:
        self.fs.rm_file(self._path(name))

    def finish(self, message: str) -> str | None:
        """Nothing to do: every file is in place once written."""
        del message
        return None

    def _headers(self, name: str) -> dict[str, Any]:
        content_type, cache = headers(name)
        if self.protocol in ("s3", "s3a"):
            return {"ContentType": content_type, "CacheControl": cache}
        if self.protocol in ("gs", "gcs"):
            return {"content_type": content_type, "fixed_key_metadata": {"cache_control": cache}}
        return {}
