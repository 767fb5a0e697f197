"""Which of a guide's languages a passage is written in.

A German episode that quotes an English source, a credit line with an English
title, an untranslated paragraph: :func:`identify` tells which of the
candidate languages (the guide's, plus those its config allows) a passage is
in, or ``None`` when the text is too short or too even between them to say.

The identifier is py3langid (langid.py's naive Bayes model over byte n-grams,
97 languages, a 4.4 MB file loaded once per process in about a second; no
network, no randomness: the same text gives the same answer on every run and
machine). Its probabilities are calibrated by the text's length (a softmax at
the temperature √bytes), so a short text gets an even distribution rather
than a confident guess. They are computed over the candidates only: a passage
is never "identified" as a language the guide does not speak.

Two bounds keep short and ambiguous text in the episode's language:

- :data:`MIN_LETTERS` letters (a letter of a script written without spaces,
  Chinese, Japanese, Korean or Thai, counts as three): names and product names
  ("Kubernetes", "Docker") are shorter;
- :data:`MIN_CONFIDENCE`: the candidate's probability among the candidates.
  Names of people and places score 0.7-0.86 ("Angela Merkel" 0.76 German,
  "Buenos Aires" 0.72 Spanish among de, en, es, fr), ordinary phrases 0.9 and
  more ("Code of conduct" 0.94, "Building community" 0.97, a sentence 0.99).

lingua-language-detector, the other identifier made for short text, was
measured on the same phrases: a 96 MB package (py3langid's model is 4.4 MB),
2.5 s to load four languages' models against 1.1 s, 0.33 ms a passage against
0.05 ms, and no clearer margin between names and phrases ("Angela Merkel" 0.60
German, "Code of conduct" 0.46 English, "A standardized license" 0.93 English
where py3langid says 0.86).

A passage the bounds leave undecided stays in the episode's language; an
author marks it explicitly instead (docs/readers.md).

A heading is shorter still ("Master Components" kept in English in a German
page): :func:`identify_words` weighs its words by how often each language uses
them, from pyspellchecker's word counts (subtitles, MIT; en, es, fr, de, it,
pt, nl and others), and names a language only where the words make it at
least :data:`WORD_MARGIN` times likelier than any other candidate: "Master
Components" is English by a factor of 10⁶, "Angela Merkel" and "Docker" stay
undecided (30× and 13×). A word no list knows counts for none of them.
"""

from __future__ import annotations

import copy
import gzip
import io
import json
import lzma
import math
import re
from collections.abc import Sequence
from functools import cache
from typing import Any

__all__ = ["MIN_CONFIDENCE", "MIN_LETTERS", "identifiable", "identify", "identify_words"]

MIN_LETTERS = 12
"""Fewer letters than this say too little to tell languages apart."""

MIN_CONFIDENCE = 0.9
"""The least probability, among the candidates, of the language returned."""

_WIDE_LETTER = 3
"""What one letter of a script written without spaces (CJK, kana, Hangul, Thai) counts for."""


def identify(text: str, candidates: Sequence[str]) -> str | None:
    """The candidate ``text`` is written in, or ``None`` when it cannot tell.

    ``candidates`` are BCP 47 tags (``en``, ``pt-BR``, ``zh-Hans``), compared
    by their language subtag; the first candidate with the language found is
    returned as it is given. Candidates the model does not know (see
    :func:`identifiable`) are left out; with fewer than two languages left
    there is nothing to choose between, and the answer is ``None``.
    """
    if len({_subtag(tag) for tag in candidates}) < 2 or _letters(text) < MIN_LETTERS:
        return None  # without loading the model (a third of a second)
    languages = _candidate_languages(candidates)
    if len(languages) < 2:
        return None
    scores = _identifier(tuple(sorted(languages))).rank(text)
    language, confidence = scores[0]
    if confidence < MIN_CONFIDENCE:
        return None
    return languages[language]


WORD_MARGIN = math.exp(6)
"""How much likelier the words of a short text must be in one language than in any other (about 400×)."""
WORD_LEANING = math.exp(2)
"""A lower margin (about 7×): enough to keep a short text in the language around it ("Überblick")."""
_UNKNOWN_WORD = 1e-8
"""A word's frequency in a language whose list lacks it: the same for every language, so it tells none."""


def identify_words(text: str, candidates: Sequence[str], margin: float = WORD_MARGIN) -> str | None:
    """The candidate whose words ``text`` uses, by their frequencies, or ``None`` when no candidate is
    ``margin`` times likelier than the others, or one has no word list."""
    words = re.findall(r"[^\W\d_]+", text.lower())
    languages = {_subtag(tag): tag for tag in reversed(candidates)}
    if not words or len(languages) < 2:
        return None
    scores = []
    for subtag in languages:
        counts = _word_counts(subtag)
        if counts is None:
            return None
        frequencies, total = counts
        scores.append((sum(math.log(max(frequencies.get(word, 0) / total, _UNKNOWN_WORD)) for word in words), subtag))
    scores.sort(reverse=True)
    (best, language), (second, _) = scores[0], scores[1]
    return languages[language] if best - second >= math.log(margin) else None


@cache
def _word_counts(subtag: str) -> tuple[dict[str, int], int] | None:
    """pyspellchecker's word counts of a language, and their sum; None where it has none."""
    from importlib.resources import files

    resource = files("spellchecker") / "resources" / f"{subtag}.json.gz"
    if not re.fullmatch(r"[a-z]{2,3}", subtag) or not resource.is_file():
        return None
    with resource.open("rb") as raw, gzip.open(raw) as data:
        counts = json.load(data)
    return counts, sum(counts.values()) or 1


def common_word(word: str, language: str, least: int = 20) -> bool:
    """Whether ``word`` is a word of the language seen at least ``least`` times in pyspellchecker's counts."""
    counts = _word_counts(_subtag(language))
    if counts is None:
        return False
    word = word.lower()  # some lists hold the singular only ("año" for "años")
    forms = [word] + [word[:-len(ending)] for ending in ("s", "es", "n", "en") if word.endswith(ending)]
    return any(counts[0].get(form, 0) >= least for form in forms)


def identifiable(tag: str) -> bool:
    """Whether :func:`identify` can recognize the language of a BCP 47 tag."""
    return _subtag(tag) in _labels()


def _candidate_languages(candidates: Sequence[str]) -> dict[str, str]:
    """Each language subtag the model knows, mapped to the first candidate that has it."""
    languages: dict[str, str] = {}
    known = _labels()
    for tag in candidates:
        subtag = _subtag(tag)
        if subtag in known:
            languages.setdefault(subtag, tag)
    return languages


def _subtag(tag: str) -> str:
    return tag.replace("_", "-").split("-")[0].lower()


def _letters(text: str) -> int:
    return sum(_WIDE_LETTER if _wide(character) else 1 for character in text if character.isalpha())


def _wide(character: str) -> bool:
    point = ord(character)
    return (0x0E00 <= point <= 0x0E7F  # Thai
            or 0x3040 <= point <= 0x9FFF  # kana, CJK ideographs
            or 0xAC00 <= point <= 0xD7AF  # Hangul
            or 0xF900 <= point <= 0xFAFF  # CJK compatibility ideographs
            or 0x20000 <= point <= 0x3134F)  # CJK extensions


@cache
def _labels() -> frozenset[str]:
    return frozenset(model().labels)


@cache
def _identifier(languages: tuple[str, ...]) -> Any:
    """The model restricted to ``languages``: a copy sharing the loaded model, never changed after."""
    identifier = copy.copy(model())
    identifier.set_languages(list(languages))
    return identifier


@cache
def model() -> Any:
    """The model, decompressed in memory (68 MB, for as long as it loads).

    py3langid's own loader decompresses into a temporary file, which fails
    where writing is limited (``ulimit -f``, a full or read-only temporary
    folder) although nothing needs to be written to read a model.
    """
    import numpy as np
    from py3langid import modelio
    from py3langid.langid import MODEL_DIR, MODEL_FILE, LanguageIdentifier

    with lzma.open(MODEL_DIR / MODEL_FILE) as source:
        buffer = io.BytesIO(source.read())
    with np.load(buffer, allow_pickle=False) as data:
        return LanguageIdentifier(
            np.asarray(data["ptc"]), np.asarray(data["pc"]), data["classes"].tolist(),
            modelio._to_array(data["nextmove"]), data["out_feat"].tolist(),
            norm_probs=True, tk_row=modelio._to_array(data["nextmove_row"]),
        )
