"""Rules on the files a feed points to: MP3s, alternate encodings, chapters, transcripts and cover art.

An MP3 must exist, have the size its enclosure announces, decode without an
error and measure within the loudness target (one ffmpeg pass does both).
Its chapters must agree, in count, order and start to the millisecond, in the
ID3 tag (CHAP frames and one top-level ordered CTOC), the JSON chapters file
and the feed's PSC block. An alternate encoding of it (``podcast:alternateEnclosure``,
such as Ogg Opus) must exist, have its announced size, decode, and play as long.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any, Protocol

from mutagen import MutagenError
from mutagen.id3 import ID3, CTOCFlags
from mutagen.mp3 import MP3

from audioguide.audio.cover import cover_problems
from audioguide.check import captions
from audioguide.check.feeds import Alternate, Feed, Item, Linked
from audioguide.check.report import Report, Targets
from audioguide.common import ffmpeg
from audioguide.common.errors import AudioError

_DURATION_SLACK = 1.0  # itunes:duration is whole seconds
_END_SLACK = 0.05  # decoded audio ends within a millisecond of the chapters (measured on the sample)


def check_files(feed: Feed, report: Report, targets: Targets) -> None:
    if feed.cover is not None and _exists(feed.cover, feed, report, "cover"):
        assert feed.cover.path is not None
        for problem in cover_problems(feed.cover.path):
            report.error(feed.cover.path, "cover", f"cover art is {problem}")
    # Decoding is most of the time check takes: every audio file of the feed is decoded at once,
    # a file per core, and the rules below read the results in the feed's order.
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        decodes = {path: pool.submit(ffmpeg.measure_file, path) for path in _audio_files(feed)}
        for item in feed.items:
            check_item(item, feed, report, targets, decodes)


Decodes = Mapping[Path, "Future[ffmpeg.Measured]"]


def _audio_files(feed: Feed) -> Iterator[Path]:
    for item in feed.items:
        links = [item.enclosure] if item.enclosure else []
        links += [source for alternate in item.alternates for source in alternate.sources]
        yield from (link.path for link in links if link.path is not None and link.path.is_file())


def _decode(path: Path, decodes: Decodes) -> ffmpeg.Measured:
    return decodes[path].result() if path in decodes else ffmpeg.measure_file(path)


def check_item(item: Item, feed: Feed, report: Report, targets: Targets, decodes: Decodes) -> None:
    mp3 = item.enclosure.path if item.enclosure and _exists(item.enclosure, feed, report, "enclosure-file") else None
    duration = None
    if mp3 is not None:
        size = mp3.stat().st_size
        if item.length is not None and item.length != size:
            report.error(feed.path, "enclosure-length", f"enclosure length {item.length}, but {mp3.name}"
                         f" has {size} bytes", item.enclosure.line if item.enclosure else None)
        duration = check_audio(mp3, report, targets, decodes)
        if duration is not None and item.duration is not None and abs(duration - item.duration) > _DURATION_SLACK:
            report.error(feed.path, "duration", f"itunes:duration {item.duration:.0f} s, but {mp3.name}"
                         f" lasts {duration:.1f} s", item.line)
        if duration is not None:
            chapters = item.chapters.path if item.chapters and item.chapters.path and item.chapters.path.is_file() \
                else None
            check_chapter_ends(mp3, duration, chapters, report)
    json_chapters = None
    if item.chapters is not None and _exists(item.chapters, feed, report, "chapters-json"):
        assert item.chapters.path is not None
        json_chapters = read_chapters_json(item.chapters.path, report)
    id3_chapters = read_id3_chapters(mp3, report) if mp3 is not None else None
    compare_chapters(item, feed, report, id3=id3_chapters, json=json_chapters)
    for alternate in item.alternates:
        for source in alternate.sources:
            if _exists(source, feed, report, "alternate-file"):
                check_alternate(source, alternate, duration, feed, report, decodes)
    for link, kind in item.transcripts:
        if _exists(link, feed, report, "transcript-file"):
            assert link.path is not None
            captions.check_transcript(link.path, kind, report, duration)


def _exists(link: Linked, feed: Feed, report: Report, rule: str) -> bool:
    if link.path is None:
        return False
    if not link.path.is_file():
        report.error(feed.path, rule, f"{link.url} names {link.path.name}, which is not in the output", link.line)
        return False
    return True


# -- audio ---------------------------------------------------------------------------


def check_audio(mp3: Path, report: Report, targets: Targets, decodes: Decodes) -> float | None:
    """Decode the whole file once, measuring loudness; its decoded duration, or None if it does not decode.

    The duration is what the decoder played, not what the header promises: a
    truncated or padded file shows here.
    """
    try:
        MP3(mp3)
    except MutagenError as error:
        report.error(mp3, "mp3-decodes", f"not an MP3 file ({error})")
        return None
    try:
        measured = _decode(mp3, decodes)
    except ffmpeg.Failed as error:
        report.error(mp3, "mp3-decodes", f"ffmpeg cannot decode it: {error.last}")
        return None
    except AudioError as error:
        report.error(mp3, "mp3-decodes", str(error))
        return None
    loudness, true_peak = measured.loudness.integrated, measured.loudness.true_peak
    if abs(loudness - targets.loudness) > targets.tolerance:
        report.error(mp3, "loudness", f"{loudness:.1f} LUFS integrated; the target is"
                     f" {targets.loudness:g} ± {targets.tolerance:g} LUFS")
    if true_peak > targets.true_peak:
        report.error(mp3, "true-peak", f"true peak {true_peak:.1f} dBTP is above {targets.true_peak:g} dBTP")
    return measured.duration


def check_alternate(source: Linked, alternate: Alternate, duration: float | None, feed: Feed,
                    report: Report, decodes: Decodes) -> None:
    """An alternate encoding: its announced length, that it decodes, and that it plays as long as the MP3."""
    assert source.path is not None
    path = source.path
    size = path.stat().st_size
    if alternate.length is not None and alternate.length != size:
        report.error(feed.path, "alternate-length", f"podcast:alternateEnclosure length {alternate.length}, but"
                     f" {path.name} has {size} bytes", alternate.line)
    try:
        played = _decode(path, decodes).duration
    except ffmpeg.Failed as error:
        report.error(path, "alternate-decodes", f"ffmpeg cannot decode it: {error.last}")
        return
    except AudioError as error:
        report.error(path, "alternate-decodes", str(error))
        return
    if duration is not None and abs(played - duration) > _DURATION_SLACK:
        report.error(path, "duration", f"{path.name} plays for {played:.1f} s, but the episode's MP3 for"
                     f" {duration:.1f} s; build again to remake it")


def check_chapter_ends(mp3: Path, duration: float, json_chapters: Path | None, report: Report) -> None:
    """The last chapter ends where the audio does, in the JSON chapters and in the ID3 tag."""
    ends = {"the ID3 chapters": _id3_end(mp3)}
    if json_chapters is not None:
        ends["the JSON chapters"] = _json_end(json_chapters)
    for source, end in ends.items():
        if end is not None and abs(end - duration) > _END_SLACK:
            report.error(mp3, "duration", f"{source} end at {end:.3f} s, but {mp3.name} plays"
                         f" for {duration:.3f} s; build again to remake it")


def _id3_end(mp3: Path) -> float | None:
    try:
        frames = ID3(mp3).getall("CHAP")
    except MutagenError:
        return None
    return max((frame.end_time / 1000 for frame in frames), default=None)


def _json_end(path: Path) -> float | None:
    try:
        ends = [c.get("endTime") for c in json.loads(path.read_text(encoding="utf-8"))["chapters"]]
        return float(ends[-1]) if ends and ends[-1] is not None else None
    except (ValueError, KeyError, TypeError, AttributeError):
        return None  # reported by the chapters rules


# -- chapters ------------------------------------------------------------------------

Chapters = list[tuple[float, str]]


def read_chapters_json(path: Path, report: Report) -> Chapters | None:
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
        chapters = [(float(c["startTime"]), str(c["title"])) for c in document["chapters"]]
    except (ValueError, KeyError, TypeError) as error:
        report.error(path, "chapters-json", f"not JSON chapters ({error.__class__.__name__}: {error})")
        return None
    if document.get("version") != "1.2.0":
        report.error(path, "chapters-json", f"version is {document.get('version')!r}; JSON chapters are 1.2.0")
    starts = [start for start, _ in chapters]
    if starts != sorted(starts):
        report.error(path, "chapters-json", "chapters are not sorted by startTime")
    return chapters


def read_id3_chapters(mp3: Path, report: Report) -> Chapters | None:
    """The CHAP frames in the order the table of contents gives, after checking that table."""
    try:
        tags = ID3(mp3)
    except MutagenError:
        return None
    frames = {frame.element_id: frame for frame in tags.getall("CHAP")}
    if not frames:
        return None
    tables = tags.getall("CTOC")
    top = [t for t in tables if t.flags & CTOCFlags.TOP_LEVEL]
    if len(top) != 1 or not top[0].flags & CTOCFlags.ORDERED:
        report.error(mp3, "id3-chapters", f"{len(top)} top-level CTOC frames; players need exactly one,"
                     " flagged ordered")
        return [(frames[i].start_time / 1000, _title(frames[i])) for i in sorted(frames)]
    listed = [frames[i] for i in top[0].child_element_ids if i in frames]
    if len(listed) != len(frames):
        report.error(mp3, "id3-chapters", "the CTOC does not list every CHAP frame")
    chapters = [(frame.start_time / 1000, _title(frame)) for frame in listed]
    if [s for s, _ in chapters] != sorted(s for s, _ in chapters):
        report.error(mp3, "id3-chapters", "the CTOC lists chapters out of time order")
    return chapters


class _SubFrames(Protocol):
    def getall(self, key: str) -> list[Any]: ...


class _Chapter(Protocol):
    """A CHAP frame as mutagen makes it (its frame spec adds ``sub_frames`` at run time)."""

    @property
    def sub_frames(self) -> _SubFrames: ...


def _title(frame: _Chapter) -> str:
    titles = frame.sub_frames.getall("TIT2")
    return str(titles[0].text[0]) if titles else ""


def compare_chapters(item: Item, feed: Feed, report: Report, **sources: Chapters | None) -> None:
    """ID3, JSON and PSC chapters: the same count, order, titles and starts to the millisecond."""
    timelines = {name: chapters for name, chapters in sources.items() if chapters is not None}
    if item.psc:
        timelines["psc"] = item.psc
    if len(timelines) < 2:
        return
    (first_name, first), *others = timelines.items()
    for name, chapters in others:
        if len(chapters) != len(first):
            problem = f"{len(chapters)} chapters in {name}, {len(first)} in {first_name}"
        else:
            problem = next((
                f"chapter {i}: {name} has {b[1]!r} at {b[0]:.3f} s, {first_name} {a[1]!r} at {a[0]:.3f} s"
                for i, (a, b) in enumerate(zip(first, chapters, strict=True), 1)
                if round(a[0] * 1000) != round(b[0] * 1000) or a[1] != b[1]
            ), "")
        if problem:
            report.error(feed.path, "chapters-agree", f"item {item.title!r}: {problem}", item.line)
