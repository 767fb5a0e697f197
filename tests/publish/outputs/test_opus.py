"""The Opus output: each episode of a tiny guide (built by the real CLI) in Ogg Opus, read back by ffmpeg
and mutagen."""

from __future__ import annotations

import base64
import re
from pathlib import Path

import pytest
from lxml import etree
from mutagen.flac import Picture
from mutagen.ogg import OggPage
from mutagen.oggopus import OggOpus

from audioguide.common.ffmpeg import measure_file
from audioguide.publish.release import PublishedFile
from tests.publish.outputs.test_m4b import (
    EPISODES,
    TOLERANCE,
    build,
    ffmetadata_chapters,
    ffmpeg_info,
    json_chapters,
    make_guide,
    published,
)
from tests.support import run_cli

PODCAST = "{https://podcastindex.org/namespace/1.0}"


@pytest.fixture(scope="module")
def guide(tmp_path_factory: pytest.TempPathFactory) -> Path:
    config = make_guide(tmp_path_factory.mktemp("opus") / "guide")
    build(config, config.parent / "output")
    return config


@pytest.fixture(scope="module")
def output(guide: Path) -> Path:
    return guide.parent / "output"


def opus(output: Path, slug: str) -> Path:
    return output / "en" / f"{slug}.opus"


def ogg_audio_bitrate(path: Path) -> int:
    """Bits per second of an Ogg Opus file's audio, read from its pages: the packets after the two headers
    (OpusHead, then OpusTags with the cover), over the samples the last page's granule position counts."""
    pages = []
    with path.open("rb") as stream:
        while True:
            try:
                pages.append(OggPage(stream))
            except EOFError:
                break
    _head, _tags, *audio = OggPage.to_packets(pages)
    return round(sum(len(packet) for packet in audio) * 8 * 48000 / pages[-1].position)


def comments(path: Path) -> list[tuple[str, str]]:
    """The Vorbis comments as written, keys in their own case."""
    tags = OggOpus(path).tags
    assert tags is not None
    return list(tags)


def test_each_episode_is_published_and_listed_as_an_alternate(
    guide: Path, output: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, episodes = published(guide, tmp_path / "listed", monkeypatch)
    feed = etree.parse(str(output / "en" / "feed.xml"))
    sources = [
        (alternate.get("type"), source.get("uri"))
        for alternate in feed.findall(f".//{PODCAST}alternateEnclosure")
        for source in alternate.findall(f"{PODCAST}source")
    ]
    for slug, files in zip(EPISODES, episodes, strict=True):
        assert re.search(r"Audio: opus, 48000 Hz, mono", ffmpeg_info(opus(output, slug)))
        url = f"https://example.org/guide/en/{slug}.opus"
        assert PublishedFile(f"{slug}.opus", url, "audio/ogg; codecs=opus", "alternate") in files
        assert ("audio/ogg", url) in sources


def test_the_feed_gives_each_its_audios_bitrate(output: Path) -> None:
    """``bitrate`` is the encoding's, about the 32 kbit/s asked for: the tags and the cover in them are not
    counted, as they would be in the file's size over its length."""
    feed = etree.parse(str(output / "en" / "feed.xml"))
    bitrates = [int(alternate.get("bitrate", "")) for alternate in feed.findall(f".//{PODCAST}alternateEnclosure")]
    assert bitrates == [ogg_audio_bitrate(opus(output, slug)) for slug in EPISODES]
    for slug, bitrate in zip(EPISODES, bitrates, strict=True):
        whole_file = opus(output, slug).stat().st_size * 8 / measure_file(opus(output, slug)).duration
        assert 24_000 < bitrate < 40_000 and bitrate < whole_file - 2_000, (bitrate, whole_file)


def test_each_plays_as_long_as_its_episode(output: Path) -> None:
    for slug in EPISODES:
        assert measure_file(opus(output, slug)).duration == pytest.approx(
            measure_file(output / "en" / f"{slug}.mp3").duration, abs=TOLERANCE)


def test_each_is_at_the_loudness_target(output: Path) -> None:
    for slug in EPISODES:
        loudness = measure_file(opus(output, slug)).loudness
        assert abs(loudness.integrated - -16) <= 0.5, slug
        assert loudness.true_peak <= -1, slug


def test_chapters_are_vorbis_comments_from_001(output: Path) -> None:
    for slug in EPISODES:
        expected = json_chapters(output, slug)
        written = [(key, value) for key, value in comments(opus(output, slug)) if key.upper().startswith("CHAPTER")]
        wanted = []
        for number, chapter in enumerate(expected, start=1):
            milliseconds = round(float(chapter["startTime"]) * 1000)  # type: ignore[arg-type]
            start = f"{milliseconds // 3_600_000:02d}:{milliseconds // 60_000 % 60:02d}:" \
                    f"{milliseconds // 1000 % 60:02d}.{milliseconds % 1000:03d}"
            wanted += [(f"CHAPTER{number:03d}", start), (f"CHAPTER{number:03d}NAME", chapter["title"])]
        assert sorted(written) == sorted(wanted)


def test_chapters_as_ffmpeg_reads_them(output: Path) -> None:
    for slug in EPISODES:
        chapters = ffmetadata_chapters(opus(output, slug))
        expected = json_chapters(output, slug)
        assert len(expected) >= 2
        assert [title for _, _, title in chapters] == [chapter["title"] for chapter in expected]
        assert [start for start, _, _ in chapters] == pytest.approx(
            [float(chapter["startTime"]) for chapter in expected], abs=TOLERANCE)  # type: ignore[arg-type]


def test_tags_and_cover(output: Path) -> None:
    cover = (output / "en" / "cover.png").read_bytes()
    for number, (slug, title) in enumerate(zip(EPISODES, ("First", "Second"), strict=True), start=1):
        tags = {key: value for key, value in comments(opus(output, slug)) if not key.startswith("CHAPTER")}
        picture = Picture(base64.b64decode(tags.pop("METADATA_BLOCK_PICTURE")))
        assert (picture.type, picture.mime, picture.data) == (3, "image/png", cover)
        assert (picture.width, picture.height) == (1400, 1400)
        assert tags.pop("DESCRIPTION")
        assert tags == {
            "TITLE": title, "ARTIST": "Tester", "ALBUM": "Tiny", "DATE": f"2026-01-0{4 + number}",
            "TRACKNUMBER": str(number), "LANGUAGE": "en", "GENRE": "Podcast", "COPYRIGHT": "© 2026 Tester",
            "PERFORMER": "eSpeak NG (GPL-3.0-or-later)",
        }


def test_each_stream_has_a_serial_number_of_its_own(output: Path) -> None:
    """opusinfo: "serial number 0 … legal but may cause problems with some tools"; one from each episode's
    identity instead, the same at every build."""
    serials = []
    for slug in EPISODES:
        with (output / "en" / f"{slug}.opus").open("rb") as stream:
            pages = []
            while True:
                try:
                    pages.append(OggPage(stream))
                except EOFError:
                    break
        assert len({page.serial for page in pages}) == 1
        serials.append(pages[0].serial)
    assert 0 not in serials and len(set(serials)) == len(serials)


def test_an_unchanged_rebuild_copies_them_from_the_cache(guide: Path, output: Path) -> None:
    cached = sorted((guide.parent / ".audioguide-cache" / "episodes").rglob("*.opus"))
    assert len(cached) == len(EPISODES)
    modified = [path.stat().st_mtime_ns for path in cached]
    again = guide.parent / "again"
    log = build(guide, again, "-vv")
    for slug in EPISODES:
        assert f"en/{slug}.opus: unchanged, copied from the cache" in log
        assert (again / "en" / f"{slug}.opus").read_bytes() == opus(output, slug).read_bytes()
    assert not re.search(r"\.opus: .*encoded in", log)
    assert [path.stat().st_mtime_ns for path in cached] == modified


def test_encoding_them_again_gives_the_same_bytes(guide: Path, output: Path) -> None:
    for path in (guide.parent / ".audioguide-cache" / "episodes").rglob("*.opus*"):
        path.unlink()
    fresh = guide.parent / "fresh"
    log = build(guide, fresh, "-v")
    for slug in EPISODES:
        assert re.search(rf"en/{slug}\.opus: \d+ s, -1[56]\.\d LUFS, -\d+\.\d dBTP, encoded in", log)
        assert (fresh / "en" / f"{slug}.opus").read_bytes() == opus(output, slug).read_bytes()


def test_check_passes(output: Path) -> None:
    result = run_cli("check", output)
    assert result.returncode == 0, result.stdout + result.stderr
