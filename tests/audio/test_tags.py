"""ID3v2.4 tags on a real encoded MP3: metadata, cover, CHAP + CTOC in time order."""

from __future__ import annotations

import re
import shutil
import subprocess
from datetime import datetime, timezone
from pathlib import Path

import imageio_ffmpeg
import pytest
from mutagen.id3 import CHAP, CTOC, ID3, TIT2, CTOCFlags, PictureType
from mutagen.mp3 import MP3

from audioguide.audio.assemble import assemble
from audioguide.audio.cover import Cover, generate_cover
from audioguide.audio.loudness import encode
from audioguide.audio.tags import Chapter, EpisodeTags, id3_language, order_chapter_frames, write_tags
from audioguide.config import AudioConfig
from audioguide.speech.engines import get_engine

# Titles of very different lengths: mutagen would write these CHAP frames shuffled.
CHAPTERS = (
    Chapter("Introduction", 0.0, 0.8),
    Chapter("Why leaving feels impossible, and what the trauma bond has to do with it, in detail", 0.8, 1.9),
    Chapter("Ω", 1.9, 2.4567),
    Chapter("When the narcissist realises you are done", 2.4567, 3.0),
)


@pytest.fixture(scope="module")
def mp3(tmp_path_factory: pytest.TempPathFactory) -> Path:
    engine = get_engine("espeak-ng")
    speeches = [engine.synthesize(t, "en", "en-us", 1.0) for t in ("Hello and welcome.", "This is a test.")]
    path = tmp_path_factory.mktemp("tags") / "plain.mp3"
    encode(assemble(speeches, [0.3, 0.3], [0, 1]), path, AudioConfig())
    return path


@pytest.fixture(scope="module")
def cover() -> Cover:
    return generate_cover("Walking Away", "The Walking Away Project")


def make_tags(cover: Cover, language: str = "de", chapters: tuple[Chapter, ...] = CHAPTERS) -> EpisodeTags:
    return EpisodeTags(
        title="Folge 1: Gehen", artist="The Walking Away Project", album="Walking Away",
        language=language, track=1, published=datetime(2026, 11, 2, 8, tzinfo=timezone.utc),
        description="Warum Gehen so schwer ist.", copyright="© 2026 The Walking Away Project",
        cover=cover.data, cover_mime=cover.mime, chapters=chapters,
        narrators=("SVOX Pico (Apache-2.0)", "Piper voice de_DE-thorsten-medium (CC0-1.0)"),
    )


@pytest.fixture
def tagged(mp3: Path, cover: Cover, tmp_path: Path) -> Path:
    path = tmp_path / "episode.mp3"
    shutil.copy(mp3, path)
    write_tags(path, make_tags(cover))
    return path


def tag_size(data: bytes) -> int:
    assert data[:3] == b"ID3"
    return 10 + ((data[6] << 21) | (data[7] << 14) | (data[8] << 7) | data[9])


def raw_chap_ids(data: bytes) -> list[str]:
    """Element ids of the CHAP frames in file order (frame header, then the NUL-ended id)."""
    body = data[10:tag_size(data)]
    return [m.group(1).decode() for m in re.finditer(rb"CHAP.{6}([^\x00]+)\x00", body, re.DOTALL)]


def ffmpeg_chapters(path: Path) -> list[tuple[float, float, str]]:
    run = subprocess.run([imageio_ffmpeg.get_ffmpeg_exe(), "-hide_banner", "-i", str(path)],
                         capture_output=True, text=True, check=False)
    found = re.findall(r"Chapter #0:\d+: start ([\d.]+), end ([\d.]+)\s+Metadata:\s+title\s+: (.*)", run.stderr)
    return [(float(start), float(end), title) for start, end, title in found]


def test_metadata_frames(tagged: Path, cover: Cover) -> None:
    id3 = ID3(tagged)
    assert id3.version == (2, 4, 0)
    assert id3["TIT2"].text == ["Folge 1: Gehen"]
    assert id3["TPE1"].text == ["The Walking Away Project"]
    assert id3["TALB"].text == ["Walking Away"]
    assert id3["TLAN"].text == ["ger"]
    assert id3["TRCK"].text == ["1"]
    assert str(id3["TDRC"].text[0]) == "2026-11-02"
    assert id3["TCON"].text == ["Podcast"]
    assert id3["TCOP"].text == ["© 2026 The Walking Away Project"]
    assert id3["COMM::ger"].text == ["Warum Gehen so schwer ist."]
    assert id3["PCST"].value == 1
    assert id3["TIPL"].people == [["narrator", "SVOX Pico (Apache-2.0)"],
                                  ["narrator", "Piper voice de_DE-thorsten-medium (CC0-1.0)"]]
    [apic] = id3.getall("APIC")
    assert (apic.mime, apic.type, apic.desc, apic.data) == ("image/png", PictureType.COVER_FRONT, "Cover", cover.data)


def test_no_copyright_frame_when_none(mp3: Path, cover: Cover, tmp_path: Path) -> None:
    path = tmp_path / "episode.mp3"
    shutil.copy(mp3, path)
    tags = make_tags(cover)
    write_tags(path, EpisodeTags(**{**tags.__dict__, "copyright": None, "narrators": ()}))
    assert "TCOP" not in ID3(path) and "TIPL" not in ID3(path)


@pytest.mark.parametrize(
    ("tag", "code"),
    [("de", "ger"), ("en", "eng"), ("en-US", "eng"), ("fr", "fre"), ("es", "spa"), ("pt-BR", "por"),
     ("nl", "dut"), ("zh", "chi"), ("cs", "cze"), ("el", "gre")],
)
def test_id3_language_is_iso_639_2_bibliographic(tag: str, code: str) -> None:
    assert id3_language(tag) == code


def test_ctoc_is_top_level_ordered_and_lists_every_chapter(tagged: Path) -> None:
    id3 = ID3(tagged)
    [toc] = id3.getall("CTOC")
    assert toc.element_id == "toc"
    assert toc.flags == CTOCFlags.TOP_LEVEL | CTOCFlags.ORDERED
    chaps = sorted(id3.getall("CHAP"), key=lambda chap: chap.start_time)
    assert toc.child_element_ids == [chap.element_id for chap in chaps] == ["chp0", "chp1", "chp2", "chp3"]
    assert toc.sub_frames["TIT2"].text == ["Walking Away"]


def test_chap_frames_hold_times_in_ms_and_titles(tagged: Path) -> None:
    chaps = {chap.element_id: chap for chap in ID3(tagged).getall("CHAP")}
    got = [(c.start_time, c.end_time, c.start_offset, c.end_offset, c.sub_frames["TIT2"].text[0])
           for c in (chaps[f"chp{i}"] for i in range(4))]
    assert got == [
        (0, 800, 0xFFFFFFFF, 0xFFFFFFFF, CHAPTERS[0].title),
        (800, 1900, 0xFFFFFFFF, 0xFFFFFFFF, CHAPTERS[1].title),
        (1900, 2457, 0xFFFFFFFF, 0xFFFFFFFF, "Ω"),
        (2457, 3000, 0xFFFFFFFF, 0xFFFFFFFF, CHAPTERS[3].title),
    ]


def test_chap_frames_are_in_time_order_in_the_file(tagged: Path) -> None:
    assert raw_chap_ids(tagged.read_bytes()) == ["chp0", "chp1", "chp2", "chp3"]


def test_ffmpeg_lists_chapters_in_time_order(tagged: Path) -> None:
    assert ffmpeg_chapters(tagged) == [(round(c.start, 3), round(c.end, 3), c.title) for c in CHAPTERS]


def test_many_chapters_stay_in_order(mp3: Path, cover: Cover, tmp_path: Path) -> None:
    chapters = tuple(Chapter("x" * ((i * 37) % 90 + 1), i * 0.25, (i + 1) * 0.25) for i in range(12))
    path = tmp_path / "many.mp3"
    shutil.copy(mp3, path)
    write_tags(path, make_tags(cover, chapters=chapters))
    assert raw_chap_ids(path.read_bytes()) == [f"chp{i}" for i in range(12)]
    assert [start for start, _, _ in ffmpeg_chapters(path)] == [c.start for c in chapters]


def test_audio_after_the_tag_is_the_encoded_audio(tagged: Path, mp3: Path) -> None:
    data = tagged.read_bytes()
    assert data[tag_size(data):] == mp3.read_bytes()
    info = MP3(tagged).info
    assert (info.channels, info.sample_rate, info.bitrate // 1000) == (1, 44100, 96)


def _mutagen_tagged(mp3: Path, path: Path) -> bytes:
    """A tag as mutagen writes it, CHAP frames ordered by size (shuffled in time)."""
    shutil.copy(mp3, path)
    id3 = ID3()
    id3.add(TIT2(encoding=3, text=["t"]))
    id3.add(CTOC(element_id="toc", flags=CTOCFlags.TOP_LEVEL | CTOCFlags.ORDERED,
                 child_element_ids=[f"chp{i}" for i in range(4)], sub_frames=[]))
    for index, chapter in enumerate(CHAPTERS):
        id3.add(CHAP(element_id=f"chp{index}", start_time=round(chapter.start * 1000),
                     end_time=round(chapter.end * 1000), start_offset=0xFFFFFFFF, end_offset=0xFFFFFFFF,
                     sub_frames=[TIT2(encoding=3, text=[chapter.title])]))
    id3.save(path, v2_version=4, padding=lambda info: 0)
    return path.read_bytes()


def test_order_chapter_frames_only_reorders_chap_frames(mp3: Path, tmp_path: Path) -> None:
    path = tmp_path / "shuffled.mp3"
    before = _mutagen_tagged(mp3, path)
    assert raw_chap_ids(before) != ["chp0", "chp1", "chp2", "chp3"]  # the problem being fixed
    assert [title for _, _, title in ffmpeg_chapters(path)] != [c.title for c in CHAPTERS]
    order_chapter_frames(path)
    after = path.read_bytes()
    size = tag_size(before)
    assert len(after) == len(before) and tag_size(after) == size
    assert after[:10] == before[:10]
    assert after[size:] == before[size:] == mp3.read_bytes()  # audio untouched
    assert sorted(after[10:size]) == sorted(before[10:size])  # same bytes, other order
    assert raw_chap_ids(after) == ["chp0", "chp1", "chp2", "chp3"]
    assert [title for _, _, title in ffmpeg_chapters(path)] == [c.title for c in CHAPTERS]
    order_chapter_frames(path)
    assert path.read_bytes() == after  # idempotent


def test_order_chapter_frames_keeps_every_frame_readable(mp3: Path, tmp_path: Path) -> None:
    path = tmp_path / "shuffled.mp3"
    _mutagen_tagged(mp3, path)
    expected = {chap.element_id: (chap.start_time, chap.end_time, chap.sub_frames["TIT2"].text)
                for chap in ID3(path).getall("CHAP")}
    order_chapter_frames(path)
    id3 = ID3(path)
    assert {c.element_id: (c.start_time, c.end_time, c.sub_frames["TIT2"].text) for c in id3.getall("CHAP")} == expected
    assert id3["TIT2"].text == ["t"] and len(id3.getall("CTOC")) == 1


def test_order_chapter_frames_leaves_untagged_files_alone(mp3: Path, tmp_path: Path) -> None:
    path = tmp_path / "plain.mp3"
    shutil.copy(mp3, path)
    order_chapter_frames(path)
    assert path.read_bytes() == mp3.read_bytes()
