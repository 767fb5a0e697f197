"""Files fetched once into a cache (voices, models): bounded, resumable, verified before they are kept.

One function, :func:`download`::

    download(url, dest, size=63_201_294, digest="md5:0123…", progress=None)

* ``url`` must be http(s) (:func:`audioguide.speech.engines.http.url_problem`);
  at most a few http(s) redirects are followed;
* ``size`` is what the publisher's index says, a positive number up to
  :data:`MAX_SIZE`; more bytes than that are never written: the partial file
  is deleted and the download refused;
* ``digest`` is ``"md5:<32 hex>"`` or ``"sha256:<64 hex>"``, checked before the
  file is renamed into place;
* the bytes go to ``dest.part`` first, continued with an HTTP range where an
  earlier try stopped (a dropped connection, a killed build); one whole try is
  bounded in time by :func:`deadline` (a minute plus 32 KB/s);
* a failure raises :class:`~audioguide.common.errors.EngineError` saying what
  and from where; ``dest`` then does not exist, or is the previous good file.

Callers serialize downloads of one file themselves (a lock beside it).
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import sys
from pathlib import Path
from typing import Any

from audioguide.common.errors import EngineError
from audioguide.speech.engines import http

log = logging.getLogger(__name__)

MAX_SIZE = 2 << 30
"""The largest file fetched (2 GB): Piper's voices are under 120 MB, Kokoro's model about 330 MB."""
DIGEST = re.compile(r"^(?P<kind>md5|sha256):(?P<hex>[0-9a-fA-F]+)$")
_LENGTHS = {"md5": 32, "sha256": 64}


def digest_problem(digest: str) -> str | None:
    """What is wrong with ``digest`` as :func:`download` takes it, as a phrase ("is not …"), or None."""
    found = DIGEST.match(digest)
    if found is None or len(found["hex"]) != _LENGTHS[found["kind"]]:
        return "is not an MD5 (md5: and 32 hexadecimal digits) or SHA-256 (sha256: and 64) checksum"
    return None


def size_problem(size: object) -> str | None:
    """What is wrong with ``size`` as :func:`download` takes it, as a phrase ("is not …"), or None."""
    if not isinstance(size, int) or isinstance(size, bool) or size <= 0:
        return "is not a positive whole number of bytes"
    if size > MAX_SIZE:
        return f"is larger than {MAX_SIZE >> 30} GB"
    return None


def deadline(size: int) -> float:
    """Seconds one try may take in all: a minute, plus 32 KB/s for the file."""
    return 60.0 + size / 32_768


def download(url: str, dest: Path, *, size: int, digest: str, progress: bool | None = None) -> None:
    """``url`` into ``dest``, ``size`` bytes matching ``digest``; see the module's description."""
    for what, problem in (("address", http.url_problem(url)), ("size", size_problem(size)),
                          ("checksum", digest_problem(digest))):
        if problem is not None:
            raise EngineError(f"cannot download {dest.name}: its {what} {problem}")
    part = dest.with_name(dest.name + ".part")
    resumed = part.is_file() and part.stat().st_size > 0
    _fetch(url, part, size, progress)
    problem = _mismatch(part, size, digest)
    if problem and resumed:
        log.info("%s did not match (%s) after resuming; fetching it again from the start", dest.name, problem)
        part.unlink(missing_ok=True)
        _fetch(url, part, size, progress)
        problem = _mismatch(part, size, digest)
    if problem:
        part.unlink(missing_ok=True)
        raise EngineError(
            f"the download of {dest.name} from {url} does not match its published size and checksum ({problem}); "
            "it was not kept. Try again later; if it happens again, the server or mirror holds a damaged copy"
        )
    os.replace(part, dest)


def _fetch(url: str, part: Path, size: int, progress: bool | None) -> None:
    """Bring ``part`` to ``size`` bytes, asking only for what it lacks; a dropped connection resumes."""
    service = http.Service(
        name=url,
        unreachable=f"could not download {url} ({{detail}}); what arrived is kept and the next try resumes",
        rate_limited="could not download {name}: rate-limited (HTTP 429) after {tries}; try again later",
        server_error="could not download {name}: the server failed (HTTP {status}) after {tries}; try again later",
        refused="could not download {name}: {detail}",
        unusable="could not download {name}: {detail}",
    )
    show = sys.stderr.isatty() if progress is None else progress
    from tqdm import tqdm

    with tqdm(total=size, unit="B", unit_scale=True, unit_divisor=1024, desc=part.name.removesuffix(".part"),
              disable=not show, leave=False, file=sys.stderr) as bar:

        def attempt() -> None:
            have = part.stat().st_size if part.is_file() else 0
            if have > size:  # not the file the index describes: start again
                part.unlink()
                have = 0
            if have == size:
                return
            _attempt(url, part, size, have, bar)

        http.Retrying(attempts=6, unreachable_attempts=6, base_delay=0.5, max_delay=10.0, max_wait=60.0).call(
            attempt, service
        )


def _attempt(url: str, part: Path, size: int, have: int, bar: Any) -> None:
    """One request for what ``part`` lacks, written to it as it comes, never past ``size``."""
    headers = {"Range": f"bytes={have}-"} if have else {}
    state: dict[str, Any] = {}

    def sink(chunk: bytes) -> None:
        stream = state.get("stream")
        if stream is None:
            mode = "ab" if state.get("status") == 206 else "wb"  # 200: the whole file, from the start
            stream = state["stream"] = part.open(mode)
            bar.reset(total=size)
            bar.update(have if mode == "ab" else 0)
        if stream.tell() + len(chunk) > size:  # not the file the index describes: nothing of it is kept
            stream.close()
            part.unlink(missing_ok=True)
            raise http.Failure(None, f"the server sent more than the {size:,} bytes its index says; nothing of it"
                               " was kept", final=True)
        stream.write(chunk)
        bar.update(len(chunk))

    session = http.session()

    def hooked(response: Any, *args: Any, **kwargs: Any) -> None:
        state["status"] = response.status_code
        if response.status_code == 206 and not _starts_at(response.headers.get("Content-Range", ""), have):
            raise http.Failure(None, "the server answered another range than the one asked for")

    session.hooks["response"].append(hooked)
    try:
        http.send("GET", url, headers=headers, timeout=(10.0, 60.0), deadline=deadline(size - have),
                  limit=MAX_SIZE, sink=sink, session=session)
    except http.Failure as failure:
        if failure.status == 416 and have:  # the range is past the server's file: start again
            part.unlink()
            raise http.Failure(503, "the partial download did not fit the server's file; starting again",
                               retry_after=0.0) from None
        raise
    finally:
        stream = state.get("stream")
        if stream is not None and not stream.closed:
            stream.close()
        session.close()
    if not part.is_file():  # an empty answer
        part.touch()


def join(parts: list[Path], target: Path, *, size: int, sha256: str) -> str | None:
    """``parts`` joined in order into ``target`` when they make the file of ``size`` bytes and SHA-256
    ``sha256``: None; else what they made instead (``target`` left as it was)."""
    part = target.with_name(target.name + ".part")
    target.parent.mkdir(parents=True, exist_ok=True)
    hasher = hashlib.sha256()
    with part.open("wb") as out:
        for piece in parts:
            with piece.open("rb") as stream:
                for block in iter(lambda: stream.read(1 << 20), b""):
                    hasher.update(block)
                    out.write(block)
    made = part.stat().st_size
    if made != size or hasher.hexdigest() != sha256:
        part.unlink()
        return f"{made:,} bytes, SHA-256 {hasher.hexdigest()}"
    os.replace(part, target)
    return None


def _starts_at(content_range: str, start: int) -> bool:
    found = re.match(r"bytes (\d+)-\d+/(?:\d+|\*)", content_range.strip())
    return found is not None and int(found[1]) == start


def _mismatch(path: Path, size: int, digest: str) -> str | None:
    actual = path.stat().st_size if path.is_file() else 0
    if actual != size:
        return f"{actual} bytes, the index says {size}"
    kind, expected = digest.split(":", 1)
    hasher = hashlib.new(kind, usedforsecurity=False)
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            hasher.update(block)
    if hasher.hexdigest() != expected.lower():
        return f"{kind.upper().replace('SHA', 'SHA-')} {hasher.hexdigest()}, the index says {expected}"
    return None
