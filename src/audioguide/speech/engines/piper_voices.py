"""Piper's voice repository: its index, and voices fetched by name into a per-user cache.

Piper publishes every voice, for every language it has, in one repository
whose ``voices.json`` index lists each voice's files (``en/en_US/joe/medium/
en_US-joe-medium.onnx`` and its ``.onnx.json``) with their size and MD5. A voice
named in ``audioguide.yml`` (``voice: de_DE-thorsten-medium``) is fetched on
first use into :func:`folder` and used from there ever after, offline:

* from the repository at :data:`DEFAULT_URL`, or a mirror (the option
  ``voice_url``, else the environment's ``AUDIOGUIDE_PIPER_MIRROR``) laid out
  the same way, for sites without the internet;
* into ``name.onnx.part`` first, continued with an HTTP range where an earlier
  try stopped, then checked against the index's size and MD5 and only then
  renamed to ``name.onnx``: a voice in the folder is always whole and verified;
* with a progress bar when the terminal shows one, quiet otherwise;
* one process at a time per voice (a lock file beside it).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

from audioguide.common.errors import EngineError
from audioguide.speech.engines import Voice, http

log = logging.getLogger(__name__)

DEFAULT_URL = "https://huggingface.co/rhasspy/piper-voices/resolve/main/"
"""Piper's public voice repository; ``voices.json`` and the voices' folders are under it."""
INDEX = "voices.json"
MIRROR_VARIABLE = "AUDIOGUIDE_PIPER_MIRROR"
FOLDER_VARIABLE = "AUDIOGUIDE_VOICES"
VOICE_NAME = re.compile(
    r"^(?P<family>[a-z]{2,3})_(?P<region>[A-Z]{2})-(?P<speaker>[A-Za-z0-9_]+)-(?P<quality>x_low|low|medium|high)$"
)
"""How Piper names its voices: language_REGION-name-quality (``de_DE-thorsten-medium``)."""
SUFFIXES = (".onnx.json", ".onnx")
"""The files a voice is made of, fetched in this order (the small config first)."""
_CHUNK = 1 << 16


def folder() -> Path:
    """Where fetched voices are kept: ``$AUDIOGUIDE_VOICES``, else ``voices/`` in the user's cache folder."""
    configured = os.environ.get(FOLDER_VARIABLE)
    if configured:
        return Path(configured).expanduser()
    import platformdirs

    return Path(platformdirs.user_cache_dir("audioguide", appauthor=False)) / "voices"


def base_url(voice_url: str | None = None) -> str:
    """The repository to fetch from: ``voice_url``, else ``$AUDIOGUIDE_PIPER_MIRROR``, else Piper's own."""
    url = voice_url or os.environ.get(MIRROR_VARIABLE) or DEFAULT_URL
    return url if url.endswith("/") else url + "/"


def is_voice_name(voice: str) -> bool:
    return VOICE_NAME.match(voice) is not None


def language_of(name: str) -> str:
    """The BCP 47 tag in a voice's name: ``de_DE-thorsten-medium`` → ``de-DE``."""
    found = VOICE_NAME.match(name)
    assert found is not None
    return f"{found['family']}-{found['region']}"


def files(name: str) -> tuple[Path, Path]:
    """Where the model and its config of a fetched voice are (whether there yet or not)."""
    here = folder()
    return here / f"{name}.onnx", here / f"{name}.onnx.json"


def is_here(name: str) -> bool:
    return all(path.is_file() for path in files(name))


def fetch_index(url: str, timeout: float = 30.0) -> dict[str, Any]:
    """The repository's index; a copy is kept in :func:`folder` for :func:`cached_index`."""
    address = url + INDEX
    service = http.Service(
        name=f"Piper's voice index at {address}",
        unreachable=(
            f"could not reach Piper's voice index at {address} ({{detail}}); without the internet, set "
            f"{MIRROR_VARIABLE} or the option voice_url to a mirror, or give the voice as a .onnx path"
        ),
        refused="could not fetch {name}: {detail}",
    )

    def attempt() -> bytes:
        response = http.send("GET", address, timeout=(10.0, timeout))
        return response.content

    data = http.Retrying(attempts=3, base_delay=0.5, max_wait=10.0).call(attempt, service)
    try:
        index = json.loads(data)
        if not isinstance(index, dict):
            raise ValueError("not a JSON object")
    except ValueError as error:
        raise EngineError(f"Piper's voice index at {address} is not what Piper publishes ({error})") from None
    try:
        _write_atomic(folder() / INDEX, data)
    except OSError as error:
        log.debug("could not keep a copy of the voice index: %s", error)
    return index


def cached_index() -> dict[str, Any] | None:
    """The index fetched last, if any."""
    try:
        index = json.loads((folder() / INDEX).read_bytes())
    except (OSError, ValueError):
        return None
    return index if isinstance(index, dict) else None


def catalog(index: dict[str, Any], language: str | None) -> list[Voice]:
    """The index's voices for ``language`` (its primary subtag; all when None)."""
    primary = None if language is None else language.split("-")[0].lower()
    voices = []
    for name, entry in sorted(index.items()):
        if not isinstance(entry, dict) or not is_voice_name(name):
            continue
        tag = language_of(name)
        if primary is not None and tag.split("-")[0].lower() != primary:
            continue
        wanted = _voice_files(entry)
        size = sum(int(meta.get("size_bytes") or 0) for meta in wanted.values())
        voices.append(Voice(
            id=name, language=tag, name=str(entry.get("name") or name), quality=str(entry.get("quality") or ""),
            download=0 if is_here(name) else max(size, 1),
        ))
    return voices


def ensure(name: str, voice_url: str | None = None, progress: bool | None = None) -> tuple[Path, Path]:
    """The voice's model and config, fetched and verified first when they are not here yet."""
    model, config = files(name)
    if model.is_file() and config.is_file():
        return model, config
    folder().mkdir(parents=True, exist_ok=True)
    with _locked(folder() / f"{name}.lock"):
        if model.is_file() and config.is_file():  # another process fetched it meanwhile
            return model, config
        url = base_url(voice_url)
        index = fetch_index(url)
        entry = index.get(name)
        if not isinstance(entry, dict):
            known = [voice.id for voice in catalog(index, language_of(name) if is_voice_name(name) else None)]
            where = language_of(name).split("-")[0] if is_voice_name(name) else "any language"
            raise EngineError(
                f"Piper has no voice {name!r} (index at {url}{INDEX}); "
                f"known for {where}: {', '.join(known) or 'none'}"
            )
        wanted = _voice_files(entry)
        for suffix in SUFFIXES:
            found = [(path, meta) for path, meta in wanted.items() if path.endswith("/" + name + suffix)
                     or path == name + suffix]
            if not found:
                raise EngineError(f"Piper's voice index lists no {name}{suffix} for {name!r};"
                                  f" the mirror at {url} is incomplete")
            path, meta = found[0]
            target = folder() / f"{name}{suffix}"
            if not target.is_file():
                download(url + quote(path), target, int(meta["size_bytes"]), str(meta["md5_digest"]), progress)
        log.info("Piper voice %s is in %s", name, folder())
    return model, config


def download(url: str, target: Path, size: int, md5: str, progress: bool | None = None) -> None:
    """``url`` into ``target``: resumed from ``target.part``, verified by size and MD5, then renamed.

    A file that does not match is deleted and refused (once more from scratch when it was a
    resumed one, since an old partial file may be what is wrong).
    """
    part = target.with_name(target.name + ".part")
    resumed = part.is_file() and part.stat().st_size > 0
    _fetch(url, part, size, progress)
    problem = _mismatch(part, size, md5)
    if problem and resumed:
        log.info("%s did not match the index (%s) after resuming; fetching it again from the start",
                 target.name, problem)
        part.unlink(missing_ok=True)
        _fetch(url, part, size, progress)
        problem = _mismatch(part, size, md5)
    if problem:
        part.unlink(missing_ok=True)
        raise EngineError(
            f"the download of {target.name} from {url} does not match Piper's voice index ({problem}); "
            "it was not kept. Try again later; if it happens again, the server or mirror holds a damaged copy"
        )
    os.replace(part, target)


def _fetch(url: str, part: Path, size: int, progress: bool | None) -> None:
    """Bring ``part`` to ``size`` bytes, asking only for what it lacks; a dropped connection resumes."""
    service = http.Service(
        name=url,
        unreachable=f"could not download {url} ({{detail}}); what arrived is kept and the next try resumes",
        rate_limited="could not download {name}: rate-limited (HTTP 429) after {tries}; try again later",
        server_error="could not download {name}: the server failed (HTTP {status}) after {tries}; try again later",
        refused="could not download {name}: {detail}",
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
            headers = {"Range": f"bytes={have}-"} if have else {}
            try:
                response = http.send("GET", url, headers=headers, timeout=(10.0, 60.0), stream=True)
            except http.Failure as failure:
                if failure.status == 416 and have:  # the range is past the server's file: start again
                    part.unlink()
                    raise http.Failure(503, "the partial download did not fit the server's file; starting again",
                                       retry_after=0.0) from None
                raise
            with response:
                if response.status_code == 206 and not _starts_at(response.headers.get("Content-Range", ""), have):
                    raise http.Failure(None, "the server answered another range than the one asked for")
                mode = "ab" if response.status_code == 206 else "wb"  # 200: the whole file, from the start
                if mode == "wb":
                    have = 0
                bar.reset(total=size)
                bar.update(have)
                _copy(response, part, mode, size, bar)

        http.Retrying(attempts=6, unreachable_attempts=6, base_delay=0.5, max_delay=10.0, max_wait=60.0).call(
            attempt, service
        )


def _copy(response: Any, part: Path, mode: str, size: int, bar: Any) -> None:
    import requests

    with part.open(mode) as stream:
        try:
            for chunk in response.iter_content(_CHUNK):
                stream.write(chunk)
                bar.update(len(chunk))
                if stream.tell() > size:
                    break  # more than the index says: _mismatch refuses it
        except (requests.ConnectionError, requests.Timeout, requests.exceptions.ChunkedEncodingError) as error:
            stream.flush()
            raise http.Failure(None, http.describe_unreachable(error)) from None


def _starts_at(content_range: str, start: int) -> bool:
    found = re.match(r"bytes (\d+)-\d+/(?:\d+|\*)", content_range.strip())
    return found is not None and int(found[1]) == start


def _mismatch(path: Path, size: int, md5: str) -> str | None:
    actual = path.stat().st_size if path.is_file() else 0
    if actual != size:
        return f"{actual} bytes, the index says {size}"
    digest = hashlib.md5(usedforsecurity=False)  # the checksum the index publishes
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    if digest.hexdigest() != md5.lower():
        return f"MD5 {digest.hexdigest()}, the index says {md5}"
    return None


def _voice_files(entry: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The model and config among a voice's files (the index also lists its model card)."""
    listed = entry.get("files")
    if not isinstance(listed, dict):
        return {}
    return {
        str(path): meta for path, meta in listed.items()
        if isinstance(meta, dict) and str(path).endswith(SUFFIXES) and "size_bytes" in meta and "md5_digest" in meta
    }


def _write_atomic(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        temporary.write_bytes(data)
        os.replace(temporary, path)
    finally:
        temporary.unlink(missing_ok=True)


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Held by one process at a time (where the platform has flock): two builds fetch a voice once."""
    try:
        import fcntl
    except ImportError:  # Windows: no lock; the .part file may then be shared, and the MD5 catches it
        yield
        return
    with path.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)
