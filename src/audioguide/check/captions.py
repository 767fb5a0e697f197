"""Rules on transcript files: WebVTT, SRT, Podcasting 2.0 JSON, HTML and plain text.

webvtt-py and srt parse leniently (they accept what players may reject), so
the rules real players apply are checked here line by line: the header,
timestamp forms, start times that never go back, ends after starts, no
``-->`` or bare ``<``/``&`` in cue text (AntennaPod drops a whole file over
one bad timestamp), SRT numbering from 1. Caption lines are measured as players
show them: without tags (a cue's ``<v Narrator>`` voice span included) and with
character references as one character each; WebVTT's and SRT's within 65
characters (SRT's may be 32, as the podcast namespace recommends), SRT's two a
subtitle.
"""

from __future__ import annotations

import html
import json
import re
from html.parser import HTMLParser
from pathlib import Path

from audioguide.check.report import Report

LINE_WIDTH = 65
"""The longest caption line not warned about, in WebVTT and in SRT (whose ``srt_line_width`` is at most 65)."""
SRT_LINES = 2
_VTT_TIME = r"(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})"
_VTT_TIMING = re.compile(rf"^{_VTT_TIME}[ \t]+-->[ \t]+{_VTT_TIME}(?:[ \t].*)?$")
_SRT_TIMING = re.compile(r"^(\d{2}):([0-5]\d):([0-5]\d),(\d{3}) --> (\d{2}):([0-5]\d):([0-5]\d),(\d{3})$")
_VTT_TAG = re.compile(
    r"</?(?:c|i|b|u|v|lang|ruby|rt)(?:[.\s][^<>]*)?>"  # a span: class, italic, voice, language…
    r"|<(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}>"  # a timestamp inside a cue
)
_SRT_TAG = re.compile(r"</?(?:i|b|u|font)(?:\s[^<>]*)?>|\{\\[^{}]*\}", re.IGNORECASE)
"""What SRT readers take as formatting: light HTML and ASS-style ``{\\an8}`` overrides."""
_BARE_AMPERSAND = re.compile(r"&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)")
_TRANSCRIPT_TYPES = {
    "text/vtt": (".vtt",), "application/x-subrip": (".srt",), "application/srt": (".srt",),
    "application/json": (".json",), "text/html": (".html", ".htm"), "text/plain": (".txt",),
}


def check_transcript(path: Path, kind: str, report: Report, duration: float | None) -> None:
    if kind not in _TRANSCRIPT_TYPES:
        report.error(path, "transcript-type", f"{kind!r} is not a transcript type podcast apps read")
        return
    if not path.name.lower().endswith(_TRANSCRIPT_TYPES[kind]):
        report.error(path, "transcript-type", f"announced as {kind}, but named {path.suffix}")
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError:
        report.error(path, "transcript-encoding", "not UTF-8")
        return
    checks = {"text/vtt": check_vtt, "application/x-subrip": check_srt, "application/srt": check_srt,
              "application/json": check_json, "text/html": check_html}
    ends = checks[kind](text, path, report) if kind in checks else []
    if duration is not None and ends and max(ends) > duration + 0.5:
        report.error(path, "transcript-timing", f"text until {max(ends):.3f} s, but the audio ends at {duration:.3f} s")


def _seconds(groups: tuple[str | None, ...]) -> float:
    hours, minutes, seconds, millis = (int(g or 0) for g in groups)
    return hours * 3600 + minutes * 60 + seconds + millis / 1000


def _blocks(text: str) -> list[tuple[int, list[str]]]:
    """Blank-line separated blocks with the line number each starts on."""
    blocks: list[tuple[int, list[str]]] = []
    current: list[str] = []
    start = 0
    for number, line in enumerate(text.splitlines(), 1):
        if line.strip():
            if not current:
                start = number
            current.append(line)
        elif current:
            blocks.append((start, current))
            current = []
    if current:
        blocks.append((start, current))
    return blocks


def check_vtt(text: str, path: Path, report: Report) -> list[float]:
    lines = text.splitlines()
    if not lines or not re.match(r"^WEBVTT(?:[ \t].*)?$", lines[0]):
        report.error(path, "transcript-vtt", "the first line must be WEBVTT", 1)
        return []
    ends, previous = [], -1.0
    for start_line, block in _blocks(text)[1:]:
        if block[0].startswith(("NOTE", "STYLE", "REGION")):
            continue
        timing_index = 1 if len(block) > 1 and "-->" in block[1] and "-->" not in block[0] else 0
        found = _VTT_TIMING.match(block[timing_index])
        line = start_line + timing_index
        if not found:
            report.error(path, "transcript-vtt", f"not a cue timing: {block[timing_index][:60]!r}", line)
            continue
        start, end = _seconds(found.groups()[:4]), _seconds(found.groups()[4:])
        if end <= start:
            report.error(path, "transcript-vtt", "the cue ends before it starts", line)
        if start < previous:
            report.error(path, "transcript-vtt", "the cue starts before the one above it", line)
        previous = start
        ends.append(end)
        for offset, payload in enumerate(block[timing_index + 1:], line + 1):
            _check_payload(payload, path, report, offset)
    return ends


def _check_payload(payload: str, path: Path, report: Report, line: int) -> None:
    if "-->" in payload:
        report.error(path, "transcript-vtt", "cue text contains -->", line)
    if "<" in _VTT_TAG.sub("", payload):
        report.error(path, "transcript-vtt", "cue text has a < that is not a WebVTT tag; write &lt;", line)
    if _BARE_AMPERSAND.search(payload):
        report.error(path, "transcript-vtt", "cue text has a bare &; write &amp;", line)
    shown = html.unescape(_VTT_TAG.sub("", payload))  # as players show it: &lt; is one character
    _check_width(shown, path, report, line)


def _check_width(shown: str, path: Path, report: Report, line: int) -> None:
    if len(shown) > LINE_WIDTH:
        report.warning(path, "caption-length", f"a caption line of {len(shown)} characters;"
                       f" keep lines to about {LINE_WIDTH}", line)


def check_srt(text: str, path: Path, report: Report) -> list[float]:
    ends, previous = [], -1.0
    for expected, (line, block) in enumerate(_blocks(text), 1):
        if block[0].strip() != str(expected):
            report.error(path, "transcript-srt", f"subtitle {expected} is numbered {block[0].strip()[:20]!r}", line)
        found = _SRT_TIMING.match(block[1].strip()) if len(block) > 1 else None
        if not found:
            report.error(path, "transcript-srt", "not an SRT timing (HH:MM:SS,mmm --> HH:MM:SS,mmm)", line + 1)
            continue
        start, end = _seconds(found.groups()[:4]), _seconds(found.groups()[4:])
        if end <= start:
            report.error(path, "transcript-srt", "the subtitle ends before it starts", line + 1)
        if start < previous:
            report.warning(path, "transcript-srt", "the subtitle starts before the one above it", line + 1)
        if len(block) < 3:
            report.error(path, "transcript-srt", "the subtitle has no text", line)
        elif len(block) - 2 > SRT_LINES:
            report.warning(path, "caption-length", f"a subtitle of {len(block) - 2} lines; keep to {SRT_LINES}", line)
        for offset, payload in enumerate(block[2:], line + 2):
            _check_width(html.unescape(_SRT_TAG.sub("", payload)), path, report, offset)
        previous = start
        ends.append(end)
    return ends


def check_json(text: str, path: Path, report: Report) -> list[float]:
    try:
        document = json.loads(text)
        segments = document["segments"]
        times = [(float(s["startTime"]), float(s["endTime"]), str(s["body"])) for s in segments]
    except (ValueError, KeyError, TypeError) as error:
        report.error(path, "transcript-json", f"not a JSON transcript ({error.__class__.__name__}: {error})")
        return []
    if document.get("version") != "1.0.0":
        report.error(path, "transcript-json", f"version is {document.get('version')!r}; JSON transcripts are 1.0.0")
    for number, (start, end, _) in enumerate(times, 1):
        if end <= start:
            report.error(path, "transcript-json", f"segment {number} ends before it starts")
    for number, segment in enumerate(segments, 1):
        speaker = segment.get("speaker") if isinstance(segment, dict) else None
        if speaker is not None and (not isinstance(speaker, str) or not speaker.strip()):
            report.error(path, "transcript-json", f"segment {number}'s speaker is {speaker!r}; name who speaks")
    if [s for s, _, _ in times] != sorted(s for s, _, _ in times):
        report.error(path, "transcript-json", "segments are not in time order")
    return [end for _, end, _ in times]


class _Language(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.language: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "html" and self.language is None:
            self.language = dict(attrs).get("lang") or ""


def check_html(text: str, path: Path, report: Report) -> list[float]:
    parser = _Language()
    parser.feed(text)
    if not parser.language:
        report.error(path, "transcript-html", "<html> has no lang: screen readers cannot pick the voice")
    if "<main" not in text:
        report.warning(path, "transcript-html", "no <main> landmark")
    return []
