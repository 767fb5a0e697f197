"""Transcripts of an episode, timed from its assembled audio.

Every sentence the narrator says, the scripted intro, announcements and outro
included, with the start and end of its speech on the episode's timeline. The
text is the sentence as written, never the respelling given to the voice.

Out of one :class:`Transcript` come WebVTT captions (written by webvtt-py,
which checks each cue), SRT (composed by the ``srt`` library), the
Podcasting 2.0 JSON transcript, plain text, and the HTML transcript (see
:mod:`audioguide.publish.site`). Captions are cut to at most two lines of about
65 characters (SRT's may be narrower: the podcast namespace recommends 32): a
longer sentence is split where its phrases end and its time shared between
the pieces by their length. Every WebVTT cue is in the narrator's voice span
(``<v Narrator>``) and every JSON segment names its ``speaker``, as the
namespace's transcript guide suggests, so apps can show who is speaking.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import timedelta
from itertools import pairwise

import srt
import webvtt

from audioguide.audio.tags import Chapter
from audioguide.common.characters import NOT_CAPTION_TEXT
from audioguide.text.prepare import Cue, split_phrases

LINE_WIDTH = 65
"""WebVTT caption lines, as the podcast namespace's transcript guide recommends."""
SRT_LINE_WIDTH = 32
"""The guide's recommendation for SRT: at most 32 characters a line (``srt_line_width: 32``)."""
CAPTION_LINES = 2


@dataclass(frozen=True)
class Sentence:
    start: float
    end: float
    text: str
    kind: str
    """intro, announcement or outro for the scripted parts; text for the document's."""
    language: str | None = None
    """Set when the sentence is not in the episode's language."""


@dataclass(frozen=True)
class TranscriptParagraph:
    kind: str
    language: str | None
    sentences: tuple[Sentence, ...]

    @property
    def start(self) -> float:
        return self.sentences[0].start


@dataclass(frozen=True)
class TranscriptChapter:
    title: str
    start: float
    end: float
    paragraphs: tuple[TranscriptParagraph, ...]


@dataclass(frozen=True)
class Transcript:
    title: str
    language: str
    chapters: tuple[TranscriptChapter, ...]
    chapter_note: str = "Chapter %(number)s: %(title)s"
    """How WebVTT's NOTE names a chapter, in the transcript's language."""
    speaker: str | None = "Narrator"
    """Who speaks every sentence, in the transcript's language: WebVTT's voice span
    (``<v Narrator>``) and the JSON segments' ``speaker``; None leaves both out."""

    @property
    def sentences(self) -> list[Sentence]:
        return [s for c in self.chapters for p in c.paragraphs for s in p.sentences]


@dataclass(frozen=True)
class Caption:
    start: float
    end: float
    lines: tuple[str, ...]
    identifier: str
    chapter: int
    language: str | None = None
    """Set when the sentence is not in the episode's language."""


def transcript(
    title: str,
    language: str,
    cues: Sequence[Cue],
    spans: Sequence[tuple[float, float]],
    chapters: Sequence[Chapter],
    chapter_note: str = "Chapter %(number)s: %(title)s",
) -> Transcript:
    """The episode's sentences, grouped by chapter and paragraph, at their place in the audio.

    ``chapter_note`` names a chapter in WebVTT's NOTE lines, translated into the episode's language.
    """
    if len(cues) != len(spans):
        raise ValueError(f"{len(cues)} cues but {len(spans)} timed spans")
    grouped: list[dict[int, list[tuple[Cue, Sentence]]]] = [{} for _ in chapters]
    for cue, (start, end) in zip(cues, spans, strict=True):
        sentence = Sentence(start, end, clean(cue.text), cue.kind, cue.language)
        grouped[cue.chapter].setdefault(cue.paragraph, []).append((cue, sentence))
    return Transcript(title, language, tuple(
        TranscriptChapter(chapter.title, chapter.start, chapter.end, tuple(
            TranscriptParagraph(pairs[0][0].kind, _common_language(pairs), tuple(s for _, s in pairs))
            for _, pairs in sorted(paragraphs.items())
        ))
        for chapter, paragraphs in zip(chapters, grouped, strict=True)
    ), chapter_note)


def _common_language(pairs: Sequence[tuple[Cue, Sentence]]) -> str | None:
    """The paragraph's language when all its sentences are in one other than the episode's, else None (its
    sentences in another language then say so each)."""
    languages = {cue.language for cue, _ in pairs}
    return languages.pop() if len(languages) == 1 else None


def clean(text: str) -> str:
    """One line of text: no control characters, runs of white space made one space."""
    return " ".join(NOT_CAPTION_TEXT.sub(" ", text).split())


# Captions -------------------------------------------------------------------


def captions(transcript: Transcript, width: int = LINE_WIDTH) -> list[Caption]:
    """Every sentence as one or more captions of lines within ``width``, identified by kind and
    sentence number."""
    result = []
    sentences = [(index, s) for index, c in enumerate(transcript.chapters) for p in c.paragraphs
                 for s in p.sentences]
    for number, (chapter, sentence) in enumerate(sentences, start=1):
        pieces = caption_pieces(sentence.text, width)
        times = share_time(sentence.start, sentence.end, [len(" ".join(p)) for p in pieces])
        for index, (lines, (start, end)) in enumerate(zip(pieces, times, strict=True)):
            suffix = f".{index + 1}" if len(pieces) > 1 else ""
            result.append(Caption(start, end, lines, f"{sentence.kind}-{number}{suffix}", chapter, sentence.language))
    return result


def caption_pieces(
    text: str, width: int = LINE_WIDTH, lines: int = CAPTION_LINES
) -> list[tuple[str, ...]]:
    """``text`` cut into captions of at most ``lines`` lines of at most ``width`` characters.

    Cuts fall where phrases end when they can, else between words; a single word
    longer than a line stays whole.
    """
    pieces = split_phrases(text, lambda piece: fit(piece, width, lines) is not None)
    return [fit(piece, width, lines) or (piece,) for piece in pieces]


def fit(text: str, width: int, lines: int) -> tuple[str, ...] | None:
    """``text`` on one line, or on two lines of balanced length; None when it needs more."""
    if len(text) <= width:
        return (text,)
    if lines < 2:
        return None
    best: tuple[int, int] | None = None
    for match in re.finditer(" ", text):
        first, second = text[: match.start()], text[match.end():]
        longest = max(len(first), len(second))
        if longest > width:
            continue
        # Prefer the break after punctuation, then the most even one.
        score = longest - (8 if first.endswith((",", ";", ":", ".")) else 0)
        if best is None or score < best[0]:
            best = (score, match.start())
    if best is None:
        return None
    return (text[: best[1]], text[best[1] + 1:])


def share_time(start: float, end: float, weights: Sequence[int]) -> list[tuple[float, float]]:
    """``start``–``end`` cut into consecutive spans in proportion to ``weights``."""
    total = sum(weights) or 1
    edges = [start]
    for weight in weights:
        edges.append(edges[-1] + (end - start) * weight / total)
    edges[-1] = end
    return list(pairwise(edges))


# Formats --------------------------------------------------------------------


def timestamp(seconds: float, separator: str = ".") -> str:
    """``HH:MM:SS.mmm`` (``HH:MM:SS,mmm`` for SRT)."""
    total = round(seconds * 1000)
    hours, rest = divmod(total, 3_600_000)
    minutes, rest = divmod(rest, 60_000)
    return f"{hours:02d}:{minutes:02d}:{rest // 1000:02d}{separator}{rest % 1000:03d}"


def _timed(captions: list[Caption]) -> list[tuple[int, int, Caption]]:
    """Start and end in whole milliseconds, every caption at least 1 ms long."""
    timed = []
    for caption in captions:
        start = round(caption.start * 1000)
        timed.append((start, max(round(caption.end * 1000), start + 1), caption))
    return timed


def escape_markup(text: str) -> str:
    """``&``, ``<`` and ``>`` as character references, so no text reads as a tag or a ``-->``."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def voice_tag(speaker: str | None) -> str:
    """WebVTT's voice span start tag for ``speaker`` (``<v Narrator>``), or nothing.

    The name is an annotation: one line, with ``&``, ``<`` and ``>`` as character references.
    """
    name = clean(speaker or "")
    return f"<v {escape_markup(name)}>" if name else ""


def to_vtt(transcript: Transcript) -> str:
    """WebVTT captions, with a NOTE naming each chapter before its first caption.

    Each cue is in the speaker's voice span, opened at its start and left to end with the cue
    (WebVTT closes it there), as in the podcast namespace's example. A sentence in another language
    than the episode's is in a language span (``<lang en>…</lang>``) inside it.
    """
    cues = []
    previous = -1
    voice = voice_tag(transcript.speaker)
    for start, end, caption in _timed(captions(transcript)):
        lines = [escape_markup(line) for line in caption.lines]
        if caption.language:
            lines[0] = f"<lang {caption.language}>{lines[0]}"
            lines[-1] += "</lang>"
        lines[0] = voice + lines[0]
        cue = webvtt.Caption(
            timestamp(start / 1000), timestamp(end / 1000), lines, identifier=caption.identifier,
        )
        if caption.chapter != previous:
            title = escape_markup(transcript.chapters[caption.chapter].title)
            cue.comments.append(transcript.chapter_note % {"number": caption.chapter + 1, "title": title})
        previous = caption.chapter
        cues.append(cue)
    return webvtt.WebVTT(captions=cues).content


def to_srt(transcript: Transcript, width: int = LINE_WIDTH) -> str:
    """SRT subtitles numbered from 1, of at most two lines of ``width`` characters.

    SRT readers treat the text as light HTML (``<i>``, ``<font>``), so markup
    characters are written as character references. Some apps read ``Name: text``
    as a speaker label; a colon is followed by a no-break space so none is misread
    (and so no speaker is named: the narrator is the only one).
    """
    subtitles = [
        srt.Subtitle(
            index, timedelta(milliseconds=start), timedelta(milliseconds=end),
            "\n".join(escape_markup(line).replace(": ", ":\u00a0") for line in caption.lines),
        )
        for index, (start, end, caption) in enumerate(_timed(captions(transcript, width)), start=1)
    ]
    composed: str = srt.compose(subtitles, reindex=False)
    return composed


def to_json(transcript: Transcript) -> str:
    """The Podcasting 2.0 JSON transcript: one segment per sentence, with its ``speaker``, and its
    ``language`` when it is not the episode's.

    ``<``, ``>`` and ``&`` are written as ``\\u`` escapes (the same text to any
    JSON reader), so the file is safe to embed in a page.
    """
    name = clean(transcript.speaker or "")
    speaker = {"speaker": name} if name else {}
    document = {
        "version": "1.0.0",
        "segments": [
            {**speaker, "startTime": round(s.start, 3), "endTime": round(s.end, 3), "body": s.text,
             **({"language": s.language} if s.language else {})}
            for s in transcript.sentences
        ],
    }
    text = json.dumps(document, ensure_ascii=False, indent=2)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026") + "\n"


def to_text(transcript: Transcript) -> str:
    """What the narrator says, paragraph by paragraph."""
    paragraphs = [" ".join(s.text for s in p.sentences) for c in transcript.chapters for p in c.paragraphs]
    return "\n\n".join(paragraphs) + "\n"


Writer = Callable[[Transcript], str]
PAGE = ".transcript.html"
"""The HTML transcript's suffix: a page of the site, rendered by :mod:`audioguide.publish.site`."""
FORMATS: dict[str, tuple[str, bool, Writer | None]] = {
    ".vtt": ("text/vtt", True, to_vtt),
    ".srt": ("application/x-subrip", True, to_srt),
    ".transcript.json": ("application/json", True, to_json),
    PAGE: ("text/html", False, None),
    ".txt": ("text/plain", False, to_text),
}
"""Each transcript file's name suffix: its MIME type, whether it is timed, how it is written."""
