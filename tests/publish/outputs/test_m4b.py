"""The audiobook output: a tiny guide built by the real CLI with ``outputs: [m4b, opus]``, its M4B read
back by ffmpeg and mutagen.

The helpers here (the guide, a build into a new folder, chapters as ffmpeg reads them) serve the
Opus output's tests too.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import imageio_ffmpeg
import pytest
from mutagen.mp4 import MP4

from audioguide.builder import build as build_guide
from audioguide.builder import model as outputs
from audioguide.common import ffmpeg
from audioguide.common.ffmpeg import measure_file
from audioguide.publish.feed import audio_bitrate
from audioguide.publish.m4b import BITRATE, Audiobook, AudiobookChapter, fit_bytes
from audioguide.publish.release import GUIDE_STEM, LanguageRelease, PublishedFile, guide_slug
from tests.support import make_tiny_guide, run_cli

FIRST = (
    "# First\n\nFirst text here.\n\n## The Second Part\n\nSecond part text.\n\n## A Third Part\n\nThird part text.\n"
)
SECOND = "# Second\n\n## Opening Words\n\nSecond text here.\n\n## Closing Words\n\nLast text here.\n"
EPISODES = ("01-first", "02-second")
TITLES = ("First", "Second")
TOLERANCE = 0.001
"""Seconds: chapter files carry milliseconds."""


def make_guide(folder: Path) -> Path:
    """The tiny guide with a few chapters per episode (the second's first chapter has its own heading)
    and both outputs; returns its config."""
    make_tiny_guide(folder)
    (folder / "content" / "a.md").write_text(FIRST, encoding="utf-8")
    (folder / "content" / "b.md").write_text(SECOND, encoding="utf-8")
    config = folder / "audioguide.yml"
    config.write_text(config.read_text(encoding="utf-8") + "outputs: [m4b, opus]\n", encoding="utf-8")
    return config


def build(config: Path, output: Path, *options: str) -> str:
    """Build into ``output`` (a new folder each time: an unchanged build would stop early); the log."""
    result = run_cli("build", "-c", config, "--output", output, *options)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    return result.stderr


def ffmetadata_chapters(path: Path) -> list[tuple[float, float, str]]:
    """Start, end and title of each chapter, as ffmpeg reads the file."""
    text = subprocess.run(
        [imageio_ffmpeg.get_ffmpeg_exe(), "-v", "error", "-i", str(path), "-f", "ffmetadata", "-"],
        capture_output=True, check=True,
    ).stdout.decode("utf-8")
    chapters = []
    for section in text.split("[CHAPTER]")[1:]:
        # A line is a key=value; a backslash escapes the next character, a line end among them.
        lines = re.findall(r"^((?:[^\\\n]|\\.)*)$", section.strip(), re.MULTILINE | re.DOTALL)
        fields = dict(line.split("=", 1) for line in lines if "=" in line)
        numerator, denominator = map(int, fields["TIMEBASE"].split("/"))
        unit = numerator / denominator
        title = re.sub(r"\\(.)", r"\1", fields.get("title", ""), flags=re.DOTALL)
        chapters.append((int(fields["START"]) * unit, int(fields["END"]) * unit, title))
    return chapters


def json_chapters(output: Path, slug: str) -> list[dict[str, object]]:
    return json.loads((output / "en" / f"{slug}.chapters.json").read_text(encoding="utf-8"))["chapters"]


def ffmpeg_info(path: Path) -> str:
    return subprocess.run([imageio_ffmpeg.get_ffmpeg_exe(), "-hide_banner", "-i", str(path)],
                          capture_output=True, check=False).stderr.decode("utf-8")


def published(
    config: Path, output: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[list[PublishedFile], list[list[PublishedFile]]]:
    """What the outputs list in the English release (its own files, each episode's), seen by an output
    run just before the feed and pages in a build of ``config`` into ``output``."""
    seen: list[tuple[list[PublishedFile], list[list[PublishedFile]]]] = []

    class Spy:
        name = "spy"

        def publish(self, release: LanguageRelease) -> None:
            seen.append((list(release.files), [list(episode.files) for episode in release.episodes]))

    chosen = outputs.chosen
    monkeypatch.setattr(outputs, "chosen", lambda names: [*chosen(names)[:-2], Spy(), *chosen(names)[-2:]])
    build_guide(config, output=output)
    assert len(seen) == 1
    return seen[0]


@pytest.fixture(scope="module")
def guide(tmp_path_factory: pytest.TempPathFactory) -> Path:
    config = make_guide(tmp_path_factory.mktemp("m4b") / "guide")
    build(config, config.parent / "output")
    return config


@pytest.fixture(scope="module")
def output(guide: Path) -> Path:
    return guide.parent / "output"


@pytest.fixture(scope="module")
def m4b(output: Path) -> Path:
    return output / "en" / "tiny.m4b"


def expected_chapters(output: Path) -> list[tuple[float, str]]:
    """Each episode's JSON chapters on one timeline, the first of each named after its episode."""
    expected = []
    offset = 0.0
    for number, (slug, title) in enumerate(zip(EPISODES, TITLES, strict=True), start=1):
        for index, chapter in enumerate(json_chapters(output, slug)):
            name = str(chapter["title"])
            if index == 0:
                name = f"Episode {number}: {title}" + ("" if name == title else f" – {name}")
            expected.append((offset + float(chapter["startTime"]), name))  # type: ignore[arg-type]
        offset += measure_file(output / "en" / f"{slug}.mp3").duration
    return expected


def test_the_audiobook_is_published_and_listed(guide: Path, output: Path, m4b: Path, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    assert m4b.is_file()
    assert ffmpeg_info(m4b).count("Audio: aac (LC)") == 1
    manifest = json.loads((output / ".audioguide-output.json").read_text(encoding="utf-8"))
    assert "en/tiny.m4b" in json.dumps(manifest)
    files, _ = published(guide, tmp_path / "listed", monkeypatch)
    assert PublishedFile("tiny.m4b", "https://example.org/guide/en/tiny.m4b", "audio/mp4", "download") in files


def test_it_plays_every_episode_and_nothing_else(output: Path, m4b: Path) -> None:
    episodes = sum(measure_file(output / "en" / f"{slug}.mp3").duration for slug in EPISODES)
    assert measure_file(m4b).duration == pytest.approx(episodes, abs=TOLERANCE)
    assert "mono" in ffmpeg_info(m4b)


def test_the_bitrate_ffmpeg_reports_is_the_aac_streams_above_the_one_asked_for(m4b: Path) -> None:
    """ffmpeg's figure for the audio stream is its packets' alone (the cover is a stream of its own), and
    ffmpeg's AAC encoder spends more than the 64 kbit/s asked for on speech (docs/outputs.md)."""
    reported = re.search(r"Audio: aac \(LC\).*, (\d+) kb/s", ffmpeg_info(m4b))
    assert reported is not None
    measured = audio_bitrate(m4b)
    assert measured is not None and abs(int(reported[1]) - measured / 1000) <= 1
    assert measured > BITRATE * 1000


def test_it_is_at_the_loudness_target(m4b: Path) -> None:
    loudness = measure_file(m4b).loudness
    assert abs(loudness.integrated - -16) <= 0.5
    assert loudness.true_peak <= -1


def test_chapters_as_ffmpeg_reads_them(output: Path, m4b: Path) -> None:
    """ffmpeg reads the QuickTime chapter track (what Apple's players read)."""
    chapters = ffmetadata_chapters(m4b)
    expected = expected_chapters(output)
    assert [title for _, _, title in chapters] == [title for _, title in expected]
    assert expected[1][1] == "The Second Part" and expected[3][1] == "Episode 2: Second – Opening Words"
    for (start, _, _), (wanted, _) in zip(chapters, expected, strict=True):
        assert start == pytest.approx(wanted, abs=TOLERANCE)
    assert [end for _, end, _ in chapters[:-1]] == pytest.approx([start for start, _, _ in chapters[1:]], abs=TOLERANCE)
    assert chapters[-1][1] == pytest.approx(measure_file(m4b).duration, abs=TOLERANCE)


def test_chapters_as_mutagen_reads_them(output: Path, m4b: Path) -> None:
    """mutagen reads the Nero chapter list (what most other players read)."""
    chapters = MP4(m4b).chapters
    assert chapters is not None
    expected = expected_chapters(output)
    assert [chapter.title for chapter in chapters] == [title for _, title in expected]
    assert [chapter.start for chapter in chapters] == pytest.approx([start for start, _ in expected], abs=TOLERANCE)


def test_tags_and_cover(output: Path, m4b: Path) -> None:
    tags = MP4(m4b).tags
    assert tags is not None
    assert tags["©nam"] == ["Tiny"] and tags["©alb"] == ["Tiny"]
    assert tags["©ART"] == ["Tester"] and tags["aART"] == ["Tester"]
    assert tags["©gen"] == ["Audiobook"]
    assert tags["©day"] == ["2026"]
    assert tags["desc"] == ["A tiny guide."]
    assert tags["cprt"] == ["© 2026 Tester"]
    assert tags["©cmt"] == ["Spoken by eSpeak NG (GPL-3.0-or-later)."]
    assert tags["stik"] == [2]  # an audiobook, to Apple's players
    assert [bytes(cover) for cover in tags["covr"]] == [(output / "en" / "cover.png").read_bytes()]
    info = ffmpeg_info(m4b)
    assert re.search(r"major_brand\s*: M4B", info)
    assert re.search(r"Stream #0:0\S*\(eng\): Audio: aac", info)
    # The creation time is the last episode's publication, never the build's.
    assert re.search(r"creation_time\s*: 2026-01-06T10:00:00", info)


def test_an_unchanged_rebuild_copies_it_from_the_cache(guide: Path, m4b: Path) -> None:
    cached = list((guide.parent / ".audioguide-cache" / "episodes").rglob("*.m4b"))
    assert len(cached) == 1
    modified = cached[0].stat().st_mtime_ns
    again = guide.parent / "again"
    log = build(guide, again, "-vv")
    assert "en/tiny.m4b: unchanged, copied from the cache" in log
    assert not re.search(r"tiny\.m4b: .*encoded in", log)
    assert cached[0].stat().st_mtime_ns == modified
    assert (again / "en" / "tiny.m4b").read_bytes() == m4b.read_bytes()


def test_encoding_it_again_gives_the_same_bytes(guide: Path, m4b: Path) -> None:
    for path in (guide.parent / ".audioguide-cache" / "episodes").rglob("*.m4b*"):
        path.unlink()
    fresh = guide.parent / "fresh"
    log = build(guide, fresh, "-v")
    assert re.search(r"en/tiny\.m4b: \d+ s, -1[56]\.\d LUFS, -\d+\.\d dBTP, encoded in", log)
    assert (fresh / "en" / "tiny.m4b").read_bytes() == m4b.read_bytes()


def test_check_passes(output: Path) -> None:
    result = run_cli("check", output)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.slow
def test_speech_gone_from_the_cue_cache_is_spoken_again(guide: Path, m4b: Path) -> None:
    """The episodes come from the episode cache, so the build itself needs no cue: the audiobook does."""
    cache = guide.parent / ".audioguide-cache"
    for path in (cache / "episodes").rglob("*.m4b*"):
        path.unlink()
    for path in (cache / "cues").rglob("*.wav"):
        path.unlink()
    spoken = guide.parent / "spoken"
    build(guide, spoken)
    assert list((cache / "cues").rglob("*.wav"))
    assert (spoken / "en" / "tiny.m4b").read_bytes() == m4b.read_bytes()


def test_titles_and_tags_with_metadata_syntax_survive(tmp_path: Path) -> None:
    """ffmpeg's metadata file gives meaning to ``= ; # \\`` and line ends: they are escaped."""
    odd = "a=b; c#d \\e\nf"
    book = Audiobook("Tiny " + odd, "Tester", odd, None, "eng", "2026", "2026-01-06T10:00:00Z",
                (AudiobookChapter(odd, 0.0, 0.5), AudiobookChapter("Ünïcode ✓", 0.5, 1.0)), b"", "image/png")
    metadata = tmp_path / "metadata.txt"
    metadata.write_text(book.ffmetadata(), encoding="utf-8")
    target = tmp_path / "odd.m4b"
    ffmpeg.run(["-f", "lavfi", "-i", "anullsrc=r=44100:cl=mono:d=1", "-f", "ffmetadata", "-i", str(metadata),
                "-map", "0:a", "-map_metadata", "1", "-map_chapters", "1", "-c:a", "aac", "-f", "ipod", str(target)])
    mp4 = MP4(target)
    assert mp4.tags is not None and mp4.tags["©nam"] == ["Tiny " + odd] and mp4.tags["desc"] == [odd]
    assert [chapter.title for chapter in mp4.chapters or []] == [odd, "Ünïcode ✓"]
    assert [title for _, _, title in ffmetadata_chapters(target)] == [odd, "Ünïcode ✓"]


def test_long_titles_fit_the_nero_chapter_list() -> None:
    """It keeps 255 bytes of a title: a longer one is cut at a word, never inside a character."""
    title = "Глава о том, как уйти " * 20
    fitted = fit_bytes(title)
    assert len(fitted.encode("utf-8")) <= 255 and fitted.endswith("…")
    assert title.startswith(fitted[:-1]) and fitted[-2] != " "
    assert fit_bytes("Short") == "Short"



@pytest.mark.slow
def test_a_title_with_nothing_to_spell_in_ascii_names_the_audiobook_and_the_e_book_alike(tmp_path: Path) -> None:
    config = make_guide(tmp_path / "guide")
    text = config.read_text(encoding="utf-8").replace("title: Tiny", 'title: "🎧 ✨"')
    config.write_text(text.replace("outputs: [m4b, opus]", "outputs: [epub, m4b]"), encoding="utf-8")
    build(config, tmp_path / "output")
    assert sorted(path.name for path in (tmp_path / "output" / "en").glob(f"{GUIDE_STEM}.*")) == [
        "guide.epub", "guide.m4b"]


@pytest.mark.parametrize(("title", "stem"), [
    ("Walking Away: Leaving a Narcissist, Safely", "walking-away-leaving-a-narcissist-safely"),
    ("Épisode", "episode"),  # a title that is the word keeps it
    ("🎧 ✨", "guide"),
    ("🎧 🎧 🎧: an episode of a guide whose subtitle runs past sixty characters", "guide"),
])
def test_the_file_name_of_a_whole_language(title: str, stem: str) -> None:
    assert guide_slug(title, "fr") == stem
