"""Making an episode: the spec's digest, and the episode cache that spares re-encoding."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timezone
from pathlib import Path

import pytest
from mutagen.id3 import ID3

from audioguide.audio.episode import EpisodeSpec, SpokenCue, make_episode
from audioguide.audio.episode_cache import EpisodeCache
from audioguide.audio.tags import EpisodeTags
from audioguide.common.errors import AudioError
from audioguide.common.ffmpeg import measure
from audioguide.common.progress import SynthesisStats
from audioguide.config import AudioConfig
from audioguide.speech.cues import CueCache, CueKey
from audioguide.speech.engines import get_engine
from audioguide.speech.synthesis import synthesize_missing

SENTENCES = ("The first chapter begins.", "It goes on a little.", "The second chapter ends it.")


def spec(**changes: object) -> EpisodeSpec:
    version = get_engine("espeak-ng").version()
    base = EpisodeSpec(
        name="en/01-test.mp3",
        cues=tuple(
            SpokenCue(CueKey("espeak-ng", version, "en-us", "en", 1.0, text), pause, chapter)
            for text, pause, chapter in zip(SENTENCES, (0.3, 1.0, 0.0), (0, 0, 1), strict=True)
        ),
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
        {"cues": (*spec().cues[:1], replace(spec().cues[1], pause_after=1.2), *spec().cues[2:])},
        {"cues": (*spec().cues[:2], replace(spec().cues[2], chapter=0))},
        {"chapter_titles": ("One", "Deux")},
        {"settings": AudioConfig(bitrate=128)},
        {"cues": spec().cues[:2]},
        {"tags": replace(spec().tags, cover=b"\x89PNG other")},
        {"tags": replace(spec().tags, title="Renamed")},
    ],
)
def test_the_digest_changes_with_everything_that_changes_the_bytes(changes: dict[str, object]) -> None:
    assert spec(**changes).digest() != spec().digest()
    assert spec().digest() == spec().digest()


def test_the_digest_of_an_episode_is_what_earlier_versions_named_it() -> None:
    """Computed from the cues as the parallel lists it was made of before: cached episodes stay valid."""
    import hashlib
    import json
    from dataclasses import asdict

    from audioguide import __version__
    from audioguide.audio.episode import TIMELINE_VERSION
    from audioguide.common import ffmpeg

    base = spec()
    tags = asdict(base.tags)
    tags["cover"] = hashlib.sha256(base.tags.cover).hexdigest()
    fields = {
        "version": __version__, "timeline": TIMELINE_VERSION, "ffmpeg": Path(ffmpeg.executable()).name,
        "keys": [cue.key.digest() for cue in base.cues], "pauses": (0.3, 1.0, 0.0), "chapter_of": (0, 0, 1),
        "chapter_titles": base.chapter_titles, "tags": tags, "settings": base.settings.model_dump(),
    }
    encoded = json.dumps(fields, sort_keys=True, default=str, ensure_ascii=False)
    assert base.digest() == hashlib.sha256(encoded.encode("utf-8")).hexdigest()


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


def test_a_target_out_of_reach_names_the_episode_not_its_temporary_file(tmp_path: Path) -> None:
    """The episode is encoded into a temporary file in the cache; the message names the MP3 in the output."""
    settings = AudioConfig(loudness=-10, true_peak=-9)
    one_cue = spec(cues=(replace(spec().cues[0], pause_after=0.0),), chapter_titles=("One",), settings=settings)
    cues = CueCache(tmp_path / "cues")
    synthesize_missing(one_cue.keys, cues, SynthesisStats(), jobs=1)
    with pytest.raises(AudioError) as caught:
        make_episode(one_cue, cues, EpisodeCache(tmp_path / "episodes"))
    message = str(caught.value)
    assert message.startswith("en/01-test.mp3: reached "), message
    assert message.endswith(
        " LUFS at most under the -9 dBTP ceiling (audio.loudness -10, audio.true_peak -9);"
        " lower audio.loudness or raise audio.true_peak"
    )
    assert not list((tmp_path / "episodes").rglob("*.tmp"))


def test_a_hissing_episode_is_encoded_at_the_target(tmp_path: Path) -> None:
    """Repeated "Psst!" passed the -1 dBTP ceiling at -16 LUFS until the true-peak limiter took over."""
    version = get_engine("espeak-ng").version()
    hiss = spec(cues=tuple(
        replace(cue, key=CueKey("espeak-ng", version, "en-us", "en", 1.0, f"Psst!{' Psst!' * n}"))
        for n, cue in enumerate(spec().cues)
    ))
    cues = CueCache(tmp_path / "cues")
    synthesize_missing(hiss.keys, cues, SynthesisStats(), jobs=1)
    made = make_episode(hiss, cues, EpisodeCache(tmp_path / "episodes"))
    untagged = tmp_path / "untagged.mp3"  # ffmpeg cannot read the test's fake cover
    untagged.write_bytes(made.mp3.read_bytes())
    ID3(untagged).delete()
    measured = measure(untagged)
    assert abs(measured.integrated - -16.0) <= 0.5 and measured.true_peak <= -1.0
    assert made.record.loudness == pytest.approx((measured.integrated, measured.true_peak), abs=0.1 + 1e-9)
