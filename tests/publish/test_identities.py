"""podcast:guid: derived from the first feed URL, recorded, and kept when the feed moves."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest

from audioguide.common.errors import ConfigError
from audioguide.config import load_config
from audioguide.publish.identities import LOCK_FILE, identities, podcast_guid, podcast_guids
from tests.conftest import make_tiny_guide


@pytest.mark.parametrize(
    ("url", "guid"),
    [
        ("podnews.net/rss", "9b024349-ccf0-5f69-a609-6b82873eab3c"),
        ("https://podnews.net/rss", "9b024349-ccf0-5f69-a609-6b82873eab3c"),
        ("http://podnews.net/rss/", "9b024349-ccf0-5f69-a609-6b82873eab3c"),
        ("podnews.net/rss//", "9b024349-ccf0-5f69-a609-6b82873eab3c"),
        ("mp3s.nashownotes.com/pc20rss.xml", "917393e3-1b1e-5cef-ace4-edaa54e1f810"),
        ("https://mp3s.nashownotes.com/pc20rss.xml", "917393e3-1b1e-5cef-ace4-edaa54e1f810"),
        ("http://mp3s.nashownotes.com/pc20rss.xml/", "917393e3-1b1e-5cef-ace4-edaa54e1f810"),
    ],
)
def test_podcast_guid_vectors(url: str, guid: str) -> None:
    """The namespace's own examples."""
    assert podcast_guid(url) == guid


def set_config(guide: Path, old: str, new: str) -> None:
    path = guide / "audioguide.yml"
    path.write_text(path.read_text().replace(old, new), encoding="utf-8")


def test_recorded_at_the_first_build_and_kept_when_the_feed_moves(tmp_path: Path) -> None:
    guide = make_tiny_guide(tmp_path / "guide")
    first = podcast_guids(load_config(guide / "audioguide.yml"))
    assert first == {"en": podcast_guid("https://example.org/guide/en/feed.xml")}
    lock = (guide / LOCK_FILE).read_text()
    identity = identities(load_config(guide / "audioguide.yml")).guide
    assert lock.endswith(f"podcast_guid:\n  en: {first['en']}\nguide: {identity}\n")
    assert uuid.UUID(identity).version == 4
    assert lock.startswith("# What audioguide assigned to this guide once and for all")
    set_config(guide, "https://example.org/guide/", "https://podcasts.example.net/walking/")
    assert podcast_guids(load_config(guide / "audioguide.yml")) == first
    assert (guide / LOCK_FILE).read_text() == lock  # nothing new to record: not rewritten


def test_a_new_language_is_recorded_beside_the_others(tmp_path: Path) -> None:
    guide = make_tiny_guide(tmp_path / "guide")
    first = podcast_guids(load_config(guide / "audioguide.yml"))
    set_config(guide, "base_url: https://example.org/guide/", "base_url: https://example.net/")
    set_config(guide, "  - code: en\n", "  - code: en\n  - code: fr\n")
    (guide / "translations").mkdir()
    guids = podcast_guids(load_config(guide / "audioguide.yml"))
    assert guids == {"en": first["en"], "fr": podcast_guid("https://example.net/fr/feed.xml")}


def test_a_configured_guid_wins(tmp_path: Path) -> None:
    guide = make_tiny_guide(tmp_path / "guide")
    podcast_guids(load_config(guide / "audioguide.yml"))
    chosen = str(uuid.uuid4())
    set_config(guide, "  - code: en\n", f"  - code: en\n    podcast_guid: {chosen.upper()}\n")
    assert podcast_guids(load_config(guide / "audioguide.yml")) == {"en": chosen}


def test_a_damaged_lock_file_is_refused(tmp_path: Path) -> None:
    guide = make_tiny_guide(tmp_path / "guide")
    (guide / LOCK_FILE).write_text("podcast_guid:\n  en: not-a-uuid\n")
    with pytest.raises(ConfigError) as caught:
        podcast_guids(load_config(guide / "audioguide.yml"))
    assert str(caught.value) == (
        f"{LOCK_FILE}: cannot be read (ValueError: badly formed hexadecimal UUID string); it records each"
        " feed's podcast:guid: restore it from your copy of the guide (version control), or delete it"
        " to derive them again from base_url"
    )


def test_a_lock_file_of_guids_alone_gains_the_guides_identity(tmp_path: Path) -> None:
    guide = make_tiny_guide(tmp_path / "guide")
    guid = str(uuid.uuid4())
    (guide / LOCK_FILE).write_text(f"podcast_guid:\n  en: {guid}\n")
    made = identities(load_config(guide / "audioguide.yml"))
    assert made.podcast_guids == {"en": guid}
    assert identities(load_config(guide / "audioguide.yml")) == made
    assert (guide / LOCK_FILE).read_text().endswith(f"podcast_guid:\n  en: {guid}\nguide: {made.guide}\n")
