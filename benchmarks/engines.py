"""Speech engines on this machine: speed, as ratios to a floor measured in the same run, and intelligibility.

    .venv/bin/python benchmarks/engines.py [--minutes M] [--repeat N] [--skip ENGINE ...]

Needs the ``bench`` extra (pocketsphinx) and the extras of the engines measured:
``pip install -e '.[bench,kokoro,pico,piper]'``. Kokoro's voice is fetched on first use
(``AUDIOGUIDE_KOKORO_MIRROR`` for a mirror, see docs/voices.md).

The same sentences, the start of the English sample as the narrator says them
(numbers as words, the lexicon applied) up to about M minutes of speech, are
spoken by each engine serially in this process: one worker, Piper and Kokoro on one
onnxruntime thread, as each build worker runs them.

- speed: the real-time factor (seconds of computing per second of audio, lower is
  faster), the same as "× realtime", and the ratio to the floor: ffmpeg encoding
  that same audio to the build's MP3 (96 kbit/s mono, 44.1 kHz), a cost every
  build pays for every second of audio, measured here and now; so "÷ floor" says
  how many MP3 encodes one synthesis costs, on any machine (best of N runs); and the
  CPU seconds per second of audio (this process's, which on one thread is the
  real-time factor of an idle machine: on a busy one the wall clock is longer);
- intelligibility: the word error rate of an offline recognizer, pocketsphinx with
  its bundled en-us model, on each engine's audio against the words spoken
  (substitutions + deletions + insertions over the reference words; lower is better).
  pocketsphinx is a modest recognizer: the figures compare engines, they are not
  what a listener would get wrong.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import imageio_ffmpeg

from audioguide.config import load_config
from audioguide.speech.engines import Speech, get_engine
from audioguide.speech.plan import plan_language
from audioguide.text.documents import read_documents

ROOT = Path(__file__).resolve().parent.parent
WORDS_PER_MINUTE = 150
ENGINES = (("espeak-ng", "en-us"), ("pico", "en-US"), ("piper", "en_US-joe-medium"), ("kokoro", "af_heart"))


def narration(minutes: float, language: str = "en") -> list[str]:
    """The sample's first sentences in ``language`` as spoken (translated through its catalogs; passages in
    another language left out), about ``minutes`` of them."""
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary) / "guide"
        folder.mkdir()
        for part in ("content", "translations"):
            shutil.copytree(ROOT / part, folder / part)
        for name in ("audioguide.yml", "audioguide.lock"):
            if (ROOT / name).exists():
                shutil.copy(ROOT / name, folder / name)
        config = load_config(folder / "audioguide.yml")
        plan = plan_language(config, read_documents(config), config.language(language))[0]
    sentences, words = [], 0
    for episode in plan.episodes:
        for cue in episode.cues:
            if cue.speech.strip() and not cue.language and words < minutes * WORDS_PER_MINUTE:
                sentences.append(cue.speech)
                words += len(cue.speech.split())
    return sentences


def synthesize(engine_name: str, voice: str, sentences: list[str]) -> tuple[float, float, list[Speech]]:
    """Wall and CPU seconds to speak ``sentences``, and the speech."""
    engine = get_engine(engine_name)
    engine.identity(voice, {})  # a voice fetched on first use is fetched (Kokoro's)
    engine.synthesize("Warming up.", "en", voice, 1.0)  # loads the model (Piper, Kokoro) or the library
    started, cpu = time.perf_counter(), time.process_time()
    speeches = [engine.synthesize(sentence, "en", voice, 1.0) for sentence in sentences]
    return time.perf_counter() - started, time.process_time() - cpu, speeches


def encode_floor(speeches: list[Speech]) -> float:
    """Seconds ffmpeg takes to encode the audio as a build's MP3."""
    pcm = b"".join(speech.pcm for speech in speeches)
    started = time.perf_counter()
    subprocess.run(
        [imageio_ffmpeg.get_ffmpeg_exe(), "-v", "error", "-f", "s16le", "-ar", str(speeches[0].sample_rate),
         "-ac", "1", "-i", "-", "-ar", "44100", "-c:a", "libmp3lame", "-b:a", "96k", "-f", "mp3", "-"],
        input=pcm, capture_output=True, check=True,
    )
    return time.perf_counter() - started


def words(text: str) -> list[str]:
    """Lowercase words as the recognizer's dictionary spells them: letters, digits and inner apostrophes."""
    text = text.lower().replace("’", "'").replace("‘", "'")
    return [word.strip("'") for word in re.findall(r"[a-z0-9']+", text) if word.strip("'")]


def edits(reference: list[str], heard: list[str]) -> int:
    """Word-level Levenshtein distance."""
    previous = list(range(len(heard) + 1))
    for i, word in enumerate(reference, 1):
        current = [i]
        for j, other in enumerate(heard, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (word != other)))
        previous = current
    return previous[-1]


def word_error_rate(sentences: list[str], speeches: list[Speech]) -> tuple[float, str]:
    """The recognizer's WER over all sentences (each decoded alone), and what it heard of the first."""
    from pocketsphinx import Decoder

    decoder = Decoder(samprate=16000, loglevel="FATAL")
    ffmpeg = imageio_ffmpeg.get_ffmpeg_exe()
    errors = total = 0
    first = ""
    for sentence, speech in zip(sentences, speeches, strict=True):
        pcm = subprocess.run(
            [ffmpeg, "-v", "error", "-f", "s16le", "-ar", str(speech.sample_rate), "-ac", "1", "-i", "-",
             "-ar", "16000", "-f", "s16le", "-"],
            input=speech.pcm, capture_output=True, check=True,
        ).stdout
        decoder.start_utt()
        decoder.process_raw(pcm, full_utt=True)
        decoder.end_utt()
        hypothesis = decoder.hyp()
        heard = hypothesis.hypstr if hypothesis is not None else ""
        first = first or heard
        reference = words(sentence)
        errors += edits(reference, words(heard))
        total += len(reference)
    return errors / max(total, 1), first


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=3.0, help="about how much narration to speak")
    parser.add_argument("--repeat", type=int, default=2, help="runs of each speed measurement; the best counts")
    parser.add_argument("--skip", action="append", default=[], metavar="ENGINE", help="leave out an engine")
    args = parser.parse_args()
    sentences = narration(args.minutes)
    print(f"{len(sentences)} sentences, {sum(len(s.split()) for s in sentences)} words of the English sample;"
          f" best of {args.repeat} runs for speed")
    print(f"{'engine':<10} {'voice':<18} {'audio s':>8} {'synth s':>8} {'RTF':>7} {'CPU s/s':>8} {'x realtime':>11}"
          f" {'floor s':>8} {'/ floor':>8} {'WER':>7}")
    for engine_name, voice in ENGINES:
        if engine_name in args.skip:
            continue
        problem = get_engine(engine_name).available()
        if problem:
            print(f"{engine_name:<10} {voice:<18} {problem}")
            continue
        runs = [synthesize(engine_name, voice, sentences) for _ in range(args.repeat)]
        seconds, cpu = min(run[0] for run in runs), min(run[1] for run in runs)
        speeches = runs[0][2]
        audio = sum(speech.seconds for speech in speeches)
        floor = min(encode_floor(speeches) for _ in range(args.repeat))
        wer, heard = word_error_rate(sentences, speeches)
        print(f"{engine_name:<10} {voice:<18} {audio:8.1f} {seconds:8.2f} {seconds / audio:7.4f} {cpu / audio:8.4f}"
              f" {audio / seconds:10.0f}x {floor:8.2f} {seconds / floor:8.2f} {wer:7.1%}")
        print(f"{'':<10} heard: {heard[:90]!r}")
    print(f"{'':<10} said:  {' '.join(words(sentences[0]))[:90]!r}")
    print("RTF: seconds of computing per second of audio; CPU s/s: CPU seconds per second of audio;"
          " / floor: synthesis time over ffmpeg's MP3 encode of the same audio;"
          " WER: pocketsphinx en-us against the words spoken")


if __name__ == "__main__":
    main()
