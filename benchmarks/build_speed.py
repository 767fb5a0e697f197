"""Build speed and memory, as ratios to a floor measured in the same run.

    .venv/bin/python benchmarks/build_speed.py [--repeat N] [--skip-piper]

Figures (best of N runs each):

- cold ÷ floor: a build of the sample guide (four languages) with empty
  caches, against the least any build must do: raw espeak-ng synthesis of the
  same sentences, serially, plus one direct ffmpeg MP3 encode per episode;
- warm ÷ cold: the same build again, nothing changed (and the engine calls it made),
  and again without the up-to-date stamp, every stage answered by the caches;
- edit ÷ cold: an English-only guide rebuilt after one paragraph changed;
- Piper 2 workers vs 1: synthesis of the English sample's sentences with the bundled voice;
- peak memory of the build (one worker) for the English guide and for one with
  10× the documents (memory should follow the longest episode, not the guide);
  with N workers, N episodes are assembled at once.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import imageio_ffmpeg

from audioguide.common.progress import SynthesisStats
from audioguide.config import load_config
from audioguide.speech.cues import CueCache, CueKey
from audioguide.speech.engines import get_engine
from audioguide.speech.plan import plan_language
from audioguide.speech.synthesis import synthesize_missing
from audioguide.text.documents import read_documents

ROOT = Path(__file__).resolve().parent.parent
EDIT = ("Understanding that changes the entire narrative.", "Understanding this changes the whole story.")
ENGLISH = """\
title: "Walking Away"
description: "A narrated guide."
author: "The Walking Away Project"
owner: {{name: "The Walking Away Project", email: "podcast@example.org"}}
base_url: "http://localhost:8000/"
languages:
  - {{code: en, engine: {engine}, voice: {voice}}}
documents:
{documents}
"""


def sample_guide(folder: Path) -> Path:
    folder.mkdir(parents=True)
    for part in ("content", "translations"):
        shutil.copytree(ROOT / part, folder / part)
    shutil.copy(ROOT / "audioguide.yml", folder / "audioguide.yml")
    return folder / "audioguide.yml"


def english_guide(folder: Path, copies: int = 1, engine: str = "espeak-ng", voice: str = "en-us") -> Path:
    """The sample's two documents in English only, each repeated as ``copies`` episodes."""
    (folder / "content").mkdir(parents=True)
    entries = []
    for copy in range(copies):
        for index, source in enumerate(sorted((ROOT / "content").glob("*.txt"))):
            name = f"{copy:02d}-{source.name}"
            shutil.copy(source, folder / "content" / name)
            entries.append(f"  - {{path: content/{name}, published: 2026-11-{index + 2:02d}T08:00:00Z}}")
    text = ENGLISH.format(engine=engine, voice=voice, documents="\n".join(entries))
    (folder / "audioguide.yml").write_text(text, encoding="utf-8")
    return folder / "audioguide.yml"


def floor(config_path: Path) -> float:
    """Raw synthesis of every sentence, serially, then one plain MP3 encode per episode."""
    config = load_config(config_path)
    documents = read_documents(config)
    ffmpeg = imageio_ffmpeg.get_ffmpeg_exe()
    plans = [plan_language(config, documents, language)[0] for language in config.languages]
    started = time.perf_counter()
    for plan in plans:
        engine = get_engine(plan.language.engine)
        assert plan.language.voice is not None
        for episode in plan.episodes:
            speeches = [
                engine.synthesize(c.speech, plan.language.code, plan.language.voice, plan.language.rate)
                for c in episode.cues
            ]
            subprocess.run(
                [ffmpeg, "-v", "error", "-y", "-f", "s16le", "-ar", str(speeches[0].sample_rate),
                 "-ac", "1", "-i", "-", "-ar", "44100", "-c:a", "libmp3lame", "-b:a", "96k",
                 str(config_path.parent / "floor.mp3")],
                input=b"".join(s.pcm for s in speeches), check=True,
            )
    return time.perf_counter() - started


def timed_build(config_path: Path, *args: str) -> tuple[float, int, float]:
    """Wall time, cues synthesized and peak memory (MB) of one `audioguide build`."""
    command = [sys.executable, "-m", "audioguide", "build", "-c", str(config_path), *args]
    wrapped = [sys.executable, "-c", _MEASURE, *command]
    started = time.perf_counter()
    result = subprocess.run(wrapped, capture_output=True, text=True, check=True)
    seconds = time.perf_counter() - started
    found = re.search(r"(\d+) cues synthesized", result.stderr)
    synthesized = int(found[1]) if found else 0  # else: "Nothing changed since the last build"
    peak = float(result.stdout.strip().splitlines()[-1])
    return seconds, synthesized, peak


# Runs a command and prints the peak resident memory (MB) of it and its descendants.
_MEASURE = """
import resource, subprocess, sys
subprocess.run(sys.argv[1:], check=True)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024)
"""


def piper_speedup(folder: Path) -> tuple[float, float, int]:
    """Seconds to synthesize the English sample with Piper in 1 and in 2 worker processes."""
    config = load_config(english_guide(folder, engine="piper", voice="en_US-joe-medium"))
    plan = plan_language(config, read_documents(config), config.languages[0])[0]
    keys: list[CueKey] = list({key.digest(): key for e in plan.episodes for key in e.keys}.values())
    times = []
    for workers in (1, 2):
        cache = CueCache(folder / f"cache-{workers}")
        started = time.perf_counter()
        synthesize_missing(keys, cache, SynthesisStats(), workers)
        times.append(time.perf_counter() - started)
    return times[0], times[1], len(keys)


def best(repeat: int, measure: Callable[[int], float]) -> float:
    return min(measure(run) for run in range(repeat))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs of each measurement; the best counts")
    parser.add_argument("--skip-piper", action="store_true", help="leave out the Piper measurement")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temporary:
        work = Path(temporary)
        results: dict[str, list[float]] = {}
        for run in range(args.repeat):
            sample = sample_guide(work / f"sample{run}")
            results.setdefault("floor", []).append(floor(sample))
            cold, _, _ = timed_build(sample)
            warm, warm_calls, _ = timed_build(sample)
            (sample.parent / ".audioguide-cache" / "last-build.json").unlink()
            from_caches, cache_calls, _ = timed_build(sample)
            results.setdefault("from caches", []).append(from_caches)
            results.setdefault("cache calls", []).append(cache_calls)
            results.setdefault("cold", []).append(cold)
            results.setdefault("warm", []).append(warm)
            results.setdefault("warm calls", []).append(warm_calls)
            english = english_guide(work / f"english{run}")
            english_cold, _, _ = timed_build(english)
            # Memory with one worker: two long episodes made at once would measure the pairing.
            memory = timed_build(english_guide(work / f"small{run}"), "--jobs", "1")[2]
            document = english.parent / "content" / "00-000_52f206e528357c55.txt"
            document.write_text(document.read_text(encoding="utf-8").replace(*EDIT), encoding="utf-8")
            edit, edit_calls, _ = timed_build(english)
            results.setdefault("english cold", []).append(english_cold)
            results.setdefault("edit", []).append(edit)
            results.setdefault("edit calls", []).append(edit_calls)
            results.setdefault("memory 1x", []).append(memory)
            big = english_guide(work / f"big{run}", 10)
            big_cold, _, big_memory = timed_build(big, "--jobs", "1")
            results.setdefault("memory 10x", []).append(big_memory)
            big_document = big.parent / "content" / "00-000_52f206e528357c55.txt"
            big_document.write_text(big_document.read_text(encoding="utf-8").replace(*EDIT), encoding="utf-8")
            results.setdefault("big cold", []).append(big_cold)
            results.setdefault("big edit", []).append(timed_build(big, "--jobs", "1")[0])
        low = {name: min(values) for name, values in results.items()}
        print(f"best of {args.repeat} runs")
        print(f"floor (raw espeak-ng + one ffmpeg encode per episode): {low['floor']:6.2f} s")
        print(f"cold build:  {low['cold']:6.2f} s   cold / floor = {low['cold'] / low['floor']:5.2f}   (target <= 1.2)")
        print(f"warm build:  {low['warm']:6.2f} s   warm / cold  = {low['warm'] / low['cold']:5.3f}"
              f"   engine calls: {max(results['warm calls']):.0f}   (target <= 0.03, 0 calls)")
        print(f"  the same without the up-to-date stamp (every stage, all from the caches): "
              f"{low['from caches']:.2f} s = {low['from caches'] / low['cold']:5.3f} of cold,"
              f" engine calls: {max(results['cache calls']):.0f}")
        print(f"one-paragraph edit (English guide): {low['edit']:6.2f} s   edit / cold = "
              f"{low['edit'] / low['english cold']:5.3f}   cues synthesized: {low['edit calls']:.0f}"
              "   (target <= 0.15)")
        print(f"one-paragraph edit (10x guide, 20 episodes, --jobs 1): edit / cold = "
              f"{low['big edit'] / low['big cold']:5.3f}")
        print(f"peak memory (--jobs 1): English guide {low['memory 1x']:.0f} MB, 10x the documents "
              f"{low['memory 10x']:.0f} MB, growth {low['memory 10x'] / low['memory 1x']:.2f}x   (target <= 1.3)")
        if not args.skip_piper:
            one, two, sentences = piper_speedup(work / "piper")
            print(f"Piper, the English sample ({sentences} sentences): 1 worker {one:.1f} s, 2 workers {two:.1f} s,"
                  f" speed-up {one / two:.2f}x   (target >= 1.7)")


if __name__ == "__main__":
    main()
