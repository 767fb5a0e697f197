"""A guide's identities, assigned once and then kept for good: each feed's ``podcast:guid``,
and the guide's own (which output folder is its).

The Podcasting 2.0 namespace makes it the UUIDv5 of the feed's URL *when the
feed is first published*, and says it never changes after that, not even when
the feed moves to another address. So the build derives it from ``base_url``
once, then records it in ``audioguide.lock`` beside the config, a file to keep
with the guide (commit it); a ``podcast_guid`` in a language's config wins over
both.

The guide's own identity, a random UUID recorded in the same file, is written
into the manifest of the output it builds, so that another guide's build never
replaces that output.
"""

from __future__ import annotations

import logging
import re
import uuid
from dataclasses import dataclass
from pathlib import Path

import yaml

from audioguide.common.errors import ConfigError
from audioguide.common.files import write_atomic
from audioguide.config import GuideConfig

log = logging.getLogger(__name__)

LOCK_FILE = "audioguide.lock"
NAMESPACE = uuid.UUID("ead4c236-bf58-58c6-a2c6-a6b28d128cb6")
"""The Podcasting 2.0 namespace for podcast:guid."""
_HEADER = """\
# What audioguide assigned to this guide once and for all: keep this file with the guide (commit it).
# podcast_guid: each language's feed identity (podcast:guid), made from its first URL; it stays
# the same when base_url changes, so podcast apps know the feed wherever it moves.
# guide: this guide's identity; its output folder records it, so no other guide's build replaces it.
"""


@dataclass(frozen=True)
class Identities:
    guide: str
    podcast_guids: dict[str, str]


def podcast_guid(feed_url: str) -> str:
    """The Podcasting 2.0 guid: UUIDv5 of the feed URL without scheme and trailing slashes."""
    name = re.sub(r"^[a-zA-Z][a-zA-Z0-9+.-]*://", "", feed_url).rstrip("/")
    return str(uuid.uuid5(NAMESPACE, name))


def feed_url(config: GuideConfig, code: str, base_url: str | None = None) -> str:
    """The URL of a language's feed, under ``base_url`` (by default the guide's)."""
    return f"{base_url or config.base_url}{code}/feed.xml"


def podcast_guids(config: GuideConfig) -> dict[str, str]:
    """Each language's podcast:guid: configured, else recorded, else made from its feed URL and recorded."""
    return identities(config).podcast_guids


def identities(config: GuideConfig) -> Identities:
    """The guide's identity and each language's podcast:guid, recording in the lock file what is new."""
    path = config.root / LOCK_FILE
    recorded_guide, recorded = read_lock(path)
    guids = dict(recorded)
    for language in config.languages:
        if language.podcast_guid is not None:
            guids[language.code] = str(language.podcast_guid)
        elif language.code not in guids:
            guids[language.code] = podcast_guid(feed_url(config, language.code))
    new = {code: guid for code, guid in guids.items() if code not in recorded}
    guide = recorded_guide or str(uuid.uuid4())
    if new or recorded_guide is None:
        data = {"podcast_guid": {**recorded, **new}, "guide": guide}
        write_atomic(path, (_HEADER + yaml.safe_dump(data, sort_keys=False)).encode("utf-8"))
    if new:
        log.info("%s: recorded the podcast:guid of %s; keep the file with the guide", LOCK_FILE, ", ".join(new))
    return Identities(guide, guids)


def read_lock(path: Path) -> tuple[str | None, dict[str, str]]:
    """The guide's identity and the guids recorded in ``path`` (none when there is no such file)."""
    if not path.is_file():
        return None, {}
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        guids = data.get("podcast_guid") or {}
        guide = data.get("guide")
        return (
            None if guide is None else str(uuid.UUID(str(guide))),
            {str(code): str(uuid.UUID(str(guid))) for code, guid in guids.items()},
        )
    except (OSError, UnicodeDecodeError, yaml.YAMLError, AttributeError, ValueError, TypeError) as error:
        raise ConfigError([
            f"{LOCK_FILE}: cannot be read ({type(error).__name__}: {error}); it records each feed's"
            " podcast:guid: restore it from your copy of the guide (version control), or delete it"
            " to derive them again from base_url"
        ]) from None
