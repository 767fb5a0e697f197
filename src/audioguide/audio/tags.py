"""ID3v2.4 tags for episodes: metadata, cover art, the voices' credits (TIPL) and chapters (CHAP + CTOC).

Chapters follow the ID3v2 Chapter Frame Addendum: one CHAP frame per chapter
with its start and end in milliseconds and a TIT2 title, and exactly one
top-level, ordered CTOC listing them in time order.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import langcodes
from mutagen import MutagenError
from mutagen.id3 import (
    APIC,
    CHAP,
    COMM,
    CTOC,
    ID3,
    PCST,
    TALB,
    TCON,
    TCOP,
    TDRC,
    TIPL,
    TIT2,
    TLAN,
    TPE1,
    TRCK,
    CTOCFlags,
    PictureType,
)


@dataclass(frozen=True)
class Chapter:
    title: str
    start: float
    end: float


@dataclass(frozen=True)
class EpisodeTags:
    title: str
    artist: str
    album: str
    language: str
    """BCP 47; written as the ISO 639-2 code ID3 expects."""
    track: int
    published: datetime
    description: str
    copyright: str | None
    cover: bytes
    cover_mime: str
    chapters: tuple[Chapter, ...]
    narrators: tuple[str, ...] = ()
    """The voices that speak the episode, with their licences ("SVOX Pico (Apache-2.0)"): TIPL's narrators."""


def id3_language(tag: str) -> str:
    """``de`` → ``ger``: ID3's TLAN holds ISO 639-2 (bibliographic) codes."""
    return langcodes.Language.get(tag).to_alpha3(variant="B")


def ms(seconds: float) -> int:
    return round(seconds * 1000)


def write_tags(path: Path, tags: EpisodeTags) -> None:
    id3 = ID3()
    id3.add(TIT2(encoding=3, text=[tags.title]))
    id3.add(TPE1(encoding=3, text=[tags.artist]))
    id3.add(TALB(encoding=3, text=[tags.album]))
    id3.add(TLAN(encoding=3, text=[id3_language(tags.language)]))
    id3.add(TRCK(encoding=3, text=[str(tags.track)]))
    id3.add(TDRC(encoding=3, text=[tags.published.strftime("%Y-%m-%d")]))
    id3.add(TCON(encoding=3, text=["Podcast"]))
    id3.add(PCST(value=1))
    id3.add(COMM(encoding=3, lang=id3_language(tags.language), desc="", text=[tags.description]))
    if tags.copyright:
        id3.add(TCOP(encoding=3, text=[tags.copyright]))
    if tags.narrators:
        id3.add(TIPL(encoding=3, people=[["narrator", narrator] for narrator in tags.narrators]))
    id3.add(APIC(encoding=3, mime=tags.cover_mime, type=PictureType.COVER_FRONT, desc="Cover", data=tags.cover))
    ids = [f"chp{index}" for index in range(len(tags.chapters))]
    id3.add(
        CTOC(
            element_id="toc",
            flags=CTOCFlags.TOP_LEVEL | CTOCFlags.ORDERED,
            child_element_ids=ids,
            sub_frames=[TIT2(encoding=3, text=[tags.album])],
        )
    )
    for element_id, chapter in zip(ids, tags.chapters, strict=True):
        id3.add(
            CHAP(
                element_id=element_id,
                start_time=ms(chapter.start),
                end_time=ms(chapter.end),
                start_offset=0xFFFFFFFF,
                end_offset=0xFFFFFFFF,
                sub_frames=[TIT2(encoding=3, text=[chapter.title])],
            )
        )
    try:
        id3.save(path, v2_version=4, padding=lambda info: 0)
    except MutagenError as error:
        cause = error.args[0] if error.args else None
        if isinstance(cause, OSError):  # a full disk, say: the caller says where
            raise cause from None
        raise
    order_chapter_frames(path)


def _syncsafe(data: bytes) -> int:
    return (data[0] << 21) | (data[1] << 14) | (data[2] << 7) | data[3]


def order_chapter_frames(path: Path) -> None:
    """Put the CHAP frames of an ID3v2.4 tag in time order, in place.

    mutagen writes frames ordered by their size, and readers that list chapters
    in file order (ffmpeg among them) then show them shuffled. Only the order
    of the CHAP frames changes; the tag keeps its size, so the audio after it
    does not move. Written by hand because mutagen offers no frame order.
    """
    with path.open("r+b") as file:
        header = file.read(10)
        if header[:3] != b"ID3" or header[3] != 4 or header[5] & 0x40:
            return  # not a plain ID3v2.4 tag as write_tags makes it
        body = file.read(_syncsafe(header[6:10]))
        frames: list[bytes] = []
        position = 0
        while position + 10 <= len(body) and body[position] != 0:
            end = position + 10 + _syncsafe(body[position + 4 : position + 8])
            frames.append(body[position:end])
            position = end
        chapters = iter(sorted((f for f in frames if f[:4] == b"CHAP"), key=_chapter_start))
        ordered = b"".join(next(chapters) if f[:4] == b"CHAP" else f for f in frames)
        file.seek(10)
        file.write(ordered)


def _chapter_start(frame: bytes) -> int:
    """A CHAP frame's start time: the first 32-bit number after its NUL-ended element id."""
    after_id = frame.index(b"\0", 10) + 1
    return int.from_bytes(frame[after_id : after_id + 4], "big")
