"""Preparing narrated text for speech: sentences, then small per-language steps.

Sentences are split on the text as written (so transcripts show it unchanged);
each sentence is then rewritten for the ear by a list of small ``str -> str``
steps: typographic quotes and dashes, ellipses, abbreviations such as "vs.",
and URLs read as their host name instead of letter by letter.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from sentencex import segment

from audioguide.config import PauseConfig
from audioguide.script import EpisodeScript

Step = Callable[[str, str], str]

_ABBREVIATIONS: dict[str, dict[str, str]] = {
    "en": {
        "vs.": "versus", "e.g.": "for example", "i.e.": "that is", "etc.": "et cetera",
        "Dr.": "Doctor", "Mr.": "Mister", "Mrs.": "Missus", "Ms.": "Miz", "approx.": "approximately",
    },
    "es": {
        "p. ej.": "por ejemplo", "etc.": "etcétera", "Sr.": "señor", "Sra.": "señora",
        "Dr.": "doctor", "Dra.": "doctora", "vs.": "frente a",
    },
    "fr": {
        "p. ex.": "par exemple", "etc.": "et cetera", "M.": "Monsieur", "Mme": "Madame",
        "Dr": "Docteur", "vs.": "contre",
    },
    "de": {
        "z. B.": "zum Beispiel", "z.B.": "zum Beispiel", "d. h.": "das heißt", "d.h.": "das heißt",
        "usw.": "und so weiter", "bzw.": "beziehungsweise", "Dr.": "Doktor", "ca.": "circa",
        "vs.": "gegen",
    },
}
_DOT = {"en": "dot", "es": "punto", "fr": "point", "de": "Punkt"}
_RANGE = {"en": "to", "es": "a", "fr": "à", "de": "bis"}

# A URL ends before the sentence's own punctuation.
_URL = re.compile(
    r"\b(?:https?://|www\.)([^\s/?#]+?)(?:[/?#]\S*?)?(?=[.,;:!?)\]]*(?:\s|$))"
    r"|\b[\w.+-]+@([\w-]+(?:\.[\w-]+)+)"
)
_QUOTES = re.compile(r"[“”„‟«»‹›\"]|(?<!\w)[‘’']|[‘’'](?!\w)")


def primary(language: str) -> str:
    return language.split("-")[0].lower()


def split_sentences(text: str, language: str) -> list[str]:
    """The sentences of ``text`` as written."""
    return [s.strip() for s in segment(primary(language), text) if s.strip()]


def speak_urls(text: str, language: str) -> str:
    """``https://www.example.org/a/b`` → ``example dot org``: the host, never the path."""
    dot = f" {_DOT.get(primary(language), 'dot')} "

    def host(match: re.Match[str]) -> str:
        name = (match.group(1) or match.group(2)).removeprefix("www.")
        return name.replace(".", dot)

    return _URL.sub(host, text)


def expand_abbreviations(text: str, language: str) -> str:
    """``vs.`` → ``versus``; an abbreviation ending the sentence keeps its full stop."""
    for short, long in _ABBREVIATIONS.get(primary(language), {}).items():
        ending = "." if short.endswith(".") else ""
        text = re.sub(rf"(?<!\w){re.escape(short)}$", long + ending, text)
        text = re.sub(rf"(?<!\w){re.escape(short)}(?=\s)", long, text)
    return text


def drop_quotes(text: str, language: str) -> str:
    """Quotation marks are not spoken; apostrophes inside words stay (as ')."""
    text = _QUOTES.sub("", text)
    return text.replace("’", "'")


def speak_dashes(text: str, language: str) -> str:
    """Ranges (3–5) are read "3 to 5"; dashes between words become a comma pause.

    In a language without a word for ranges here, a range is left for the engine to read.
    """
    word = _RANGE.get(primary(language))
    if word:
        text = re.sub(r"(\d)\s*[–—]\s*(\d)", rf"\1 {word} \2", text)
    return re.sub(r"(?<!\d)\s*[—–]\s*|\s*[—–]\s*(?!\d)|\s+-\s+", ", ", text)


def speak_ellipses(text: str, language: str) -> str:
    """An ellipsis is a pause: a comma inside a sentence, a full stop at its end."""
    text = re.sub(r"\s*(?:…|\.\.\.)\s*$", ".", text)
    return re.sub(r"\s*(?:…|\.\.\.)\s*", ", ", text)


def tidy(text: str, language: str) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r",\s*([,.!?;:])", r"\1", text)
    return re.sub(r"^[,;:]\s*", "", text)


STEPS: list[Step] = [
    speak_urls, expand_abbreviations, drop_quotes, speak_dashes, speak_ellipses, tidy,
]


def for_speech(sentence: str, language: str, steps: list[Step] = STEPS) -> str:
    """``sentence`` rewritten for the ear, step by step."""
    for step in steps:
        sentence = step(sentence, language)
    return sentence


@dataclass(frozen=True)
class Cue:
    """One sentence as shown (``text``) and as spoken (``speech``), then a pause."""

    chapter: int
    kind: str
    text: str
    speech: str
    pause_after: float
    ref: str | None = None
    language: str | None = None
    """Set when the sentence is not in the episode's language: spoken by that language's voice."""


def cues_for(script: EpisodeScript, pauses: PauseConfig) -> list[Cue]:
    """Every sentence of the episode in order, with the pause that follows it."""
    cues: list[Cue] = []
    for chapter_index, chapter in enumerate(script.chapters):
        for paragraph in chapter.paragraphs:
            before = len(cues)
            language = paragraph.language or script.language
            for sentence in split_sentences(paragraph.text, language):
                speech = for_speech(sentence, language)
                if not re.search(r"\w", speech):
                    continue  # nothing to say: punctuation or symbols only
                cues.append(
                    Cue(chapter_index, paragraph.kind, sentence, speech, pauses.sentence,
                        paragraph.ref, paragraph.language)
                )
            if len(cues) > before:
                cues[-1] = replace(cues[-1], pause_after=pauses.paragraph)
        if cues:
            cues[-1] = replace(cues[-1], pause_after=pauses.chapter)
    if cues:
        cues[-1] = replace(cues[-1], pause_after=0.0)
    return cues
