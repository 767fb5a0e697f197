"""Making an episode: the spec's digest, and the episode cache that spares re-encoding."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timezone
from pathlib import Path

import pytest
from mutagen.id3 import ID3

from audioguide.cache import CueCache, CueKey, EpisodeCache
from audioguide.config import AudioConfig
from audioguide.engines import get_engine
from audioguide.episode import EpisodeSpec, make_episode
from audioguide.synthesis import SynthesisStats, synthesize_missing
from audioguide.tags import EpisodeTags

SENTENCES = ("The first chapter begins.", "It goes on a little.", "The second chapter ends it.")


def spec(**changes: object) -> EpisodeSpec:
    version = get_engine("espeak-ng").version()
    base = EpisodeSpec(
        name="en/01-test.mp3",
        keys=tuple(CueKey("espeak-ng", version, "en-us", "en", 1.0, s) for s in SENTENCES),
        pauses=(0.3, 1.0, 0.0),
        chapter_of=(0, 0, 1),
        chapter_titles=("One", "Two"),
        tags=EpisodeTags(
            title="Test", artist="Author", album="Guide", language="en", track=1,
            published=datetime(2026, 1, 5, tzinfo=timezone.utc), description="A test.",
            copyright=None, cover=b"\x89PNG fake", cover_mime="image/png", chapters=(),
        ),
        settings=AudioConfig(),
    )
    return replace(base, **changes)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "changes",
    [
        {"pauses": (0.3, 1.2, 0.0)},
        {"chapter_titles": ("One", "Deux")},
        {"settings": AudioConfig(bitrate=128)},
        {"keys": spec().keys[:2]},
        {"tags": replace(spec().tags, cover=b"\x89PNG other")},
        {"tags": replace(spec().tags, title="Renamed")},
    ],
)
def test_the_digest_changes_with_everything_that_changes_the_bytes(changes: dict[str, object]) -> None:
    assert spec(**changes).digest() != spec().digest()
    assert spec().digest() == spec().digest()


def test_an_episode_is_encoded_once_then_taken_from_the_cache(tmp_path: Path) -> None:
    cues = CueCache(tmp_path / "cues")
    episodes = EpisodeCache(tmp_path / "episodes")
    synthesize_missing(spec().keys, cues, SynthesisStats(), jobs=1)
    first = make_episode(spec(), cues, episodes)
    assert first.encoded
    assert first.record.chapter_starts[0] == 0.0
    assert len(first.record.cue_spans) == 3
    chapters = first.chapters(("One", "Two"))
    assert [c.title for c in chapters] == ["One", "Two"]
    # The chapter starts with its first cue's audio; the cue's span where its speech is heard.
    assert 0 <= first.record.cue_spans[2][0] - chapters[1].start < 0.05
    tags = ID3(first.mp3)
    assert [c.start_time for c in tags.getall("CHAP")] == [round(c.start * 1000) for c in chapters]
    data = first.mp3.read_bytes()

    second = make_episode(spec(), cues, episodes)
    assert not second.encoded
    assert second.mp3 == first.mp3 and second.mp3.read_bytes() == data
    assert second.record == first.record
    assert not list((tmp_path / "episodes").glob("*.tmp"))
