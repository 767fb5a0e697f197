"""Piper's voice repository: its index, and voices fetched by name into a per-user cache.

Piper publishes every voice, for every language it has, in one repository
whose ``voices.json`` index lists each voice's files (``en/en_US/joe/medium/
en_US-joe-medium.onnx`` and its ``.onnx.json``) with their size and MD5. A voice
named in ``audioguide.yml`` (``voice: de_DE-thorsten-medium``) is fetched on
first use into :func:`folder` and used from there ever after, offline:

* from the repository at :data:`DEFAULT_URL`, or a mirror (the option
  ``voice_url``, else the environment's ``AUDIOGUIDE_PIPER_MIRROR``) laid out
  the same way, for sites without the internet;
* through :func:`audioguide.speech.downloads.download`: into ``name.onnx.part``
  first, continued with an HTTP range where an earlier try stopped, bounded by
  the index's size, then checked against its MD5 and only then renamed to
  ``name.onnx``: a voice in the folder is always whole and verified;
* the index itself is checked (:func:`_checked`: relative paths, sizes, MD5s)
  before it is used or kept, and read up to 16 MB;
* with a progress bar when the terminal shows one, quiet otherwise;
* one process at a time per voice (a lock file beside it).
"""

from __future__ import annotations

import json
import logging
import os
import re
from pathlib import Path
from typing import Any
from urllib.parse import quote

from audioguide.common.errors import EngineError
from audioguide.common.files import locked
from audioguide.speech import downloads
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
INDEX_LIMIT = 16 << 20
"""The largest index read (Piper's own is about 1 MB)."""
SUFFIXES = (".onnx.json", ".onnx")
"""The files a voice is made of, fetched in this order (the small config first)."""


def folder() -> Path:
    """Where fetched voices are kept: ``$AUDIOGUIDE_VOICES``, else ``voices/`` in the user's cache folder."""
    configured = os.environ.get(FOLDER_VARIABLE)
    if configured:
        return Path(configured).expanduser()
    import platformdirs

    return Path(platformdirs.user_cache_dir("audioguide", appauthor=False)) / "voices"


def base_url(voice_url: str | None = None) -> str:
    """The repository to fetch from: ``voice_url``, else ``$AUDIOGUIDE_PIPER_MIRROR``, else Piper's own.

    The variable is checked as the option is (:func:`mirror_problem`), naming it, not its value.
    """
    if voice_url:
        url = voice_url
    else:
        url = os.environ.get(MIRROR_VARIABLE, "").strip() or DEFAULT_URL
        problem = mirror_problem(url)
        if problem is not None:
            raise EngineError(f"the environment variable {MIRROR_VARIABLE} {problem}; set it to the http(s)"
                              " address of a copy of Piper's voice repository, or unset it")
    return url if url.endswith("/") else url + "/"


def mirror_problem(url: str) -> str | None:
    """What makes ``url`` unusable as a voice repository's address (None: nothing)."""
    problem = http.url_problem(url)
    if problem is None and ("?" in url or "#" in url):
        problem = "has a query or fragment (give the repository's folder only)"
    return problem


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
        response = http.send("GET", address, timeout=(10.0, timeout), deadline=4 * timeout, limit=INDEX_LIMIT)
        return response.content

    data = http.Retrying(attempts=3, base_delay=0.5, max_wait=10.0).call(attempt, service)
    problem, index = _checked(data)
    if problem is not None:
        raise EngineError(f"Piper's voice index at {address} is not what Piper publishes ({problem}); it was not"
                          " kept. Check the mirror, or fetch the voice another way and give its .onnx path")
    try:
        _write_atomic(folder() / INDEX, data)
    except OSError as error:
        log.debug("could not keep a copy of the voice index: %s", error)
    return index


def cached_index() -> dict[str, Any] | None:
    """The index fetched last, if any."""
    try:
        with (folder() / INDEX).open("rb") as stream:
            data = stream.read(INDEX_LIMIT + 1)
    except OSError:
        return None
    problem, index = _checked(data)
    return index if problem is None else None


def _checked(data: bytes) -> tuple[str | None, dict[str, Any]]:
    """The index in ``data`` and what is wrong with it (None: nothing): each voice's files relative paths
    inside the repository, each with a size from 1 byte to 2 GB and a 32-digit hexadecimal MD5."""
    if len(data) > INDEX_LIMIT:
        return f"larger than {INDEX_LIMIT >> 20} MB", {}
    try:
        index = json.loads(data)
    except ValueError as error:
        return f"not JSON: {error}", {}
    if not isinstance(index, dict):
        return "not a JSON object", {}
    for name, entry in index.items():
        if not isinstance(entry, dict):
            return f"{str(name)[:80]!r} is not an object", {}
        listed = entry.get("files", {})
        if not isinstance(listed, dict):
            return f"{str(name)[:80]!r}: files is not an object", {}
        for path, meta in listed.items():
            problem = _file_problem(str(path), meta)
            if problem is not None:
                return f"{str(name)[:80]!r}: the file {str(path)[:120]!r} {problem}", {}
    return None, index


def _file_problem(path: str, meta: object) -> str | None:
    parts = path.split("/")
    if not path or path.startswith("/") or "\\" in path or any(part in ("", ".", "..") for part in parts) or any(
        not character.isprintable() or character in "?#" for character in path
    ):
        return "is not a relative path inside the repository"
    if not isinstance(meta, dict) or "size_bytes" not in meta or "md5_digest" not in meta:
        return "has no size_bytes and md5_digest"
    size_problem = downloads.size_problem(meta["size_bytes"])
    if size_problem is not None:
        return f"has a size_bytes that {size_problem}"
    if not isinstance(meta["md5_digest"], str) or downloads.digest_problem(f"md5:{meta['md5_digest']}"):
        return "has an md5_digest that is not 32 hexadecimal digits"
    return None


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
    with locked(folder() / f"{name}.lock"):
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
                downloads.download(url + quote(path), target, size=int(meta["size_bytes"]),
                                   digest=f"md5:{meta['md5_digest']}", progress=progress)
        log.info("Piper voice %s is in %s", name, folder())
    return model, config


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
