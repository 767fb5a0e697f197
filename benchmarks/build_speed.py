"""Build speed and memory, as ratios to a floor measured in the same run.

    .venv/bin/python benchmarks/build_speed.py [--repeat N] [--skip-piper]

On two guides of 20 English episodes made from the sample's text, with empty
caches (best of N runs each): long episodes (the sample's two documents, ten
times each, about 5 minutes an episode) and short ones (its paragraphs cut into
parts of about 150 words, twice over, about a minute an episode: the pages of a
documentation site):

- the floor: the least any build must do, serially: raw espeak-ng synthesis of
  every sentence, then one direct ffmpeg MP3 encode per episode; its CPU time
  (user + system, its children's included) and its wall time, and the CPU of
  the encodes alone;
- cold build: CPU ÷ the floor's CPU, the episode stage's CPU (ffmpeg's, and this
  process's assembly) ÷ the encodes', and wall ÷ the floor's wall;
- rebuilds: nothing changed, and one paragraph of one of the 20 episodes edited,
  each a share of the cold build's wall;
- peak memory with one worker, for that guide and for one with 10× its episodes;
- the loudness every episode reached, measured on the encoded files;
- normalization: the CPU of preparing every sentence for speech (numbers,
  dates, units … read out: the cues of every episode) in a cold build of the
  sample guide itself, four languages, as a share of that build's CPU;
- Piper: the English sample spoken with the bundled voice in a build on every
  core, as a real-time factor and CPU seconds per second of audio.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import imageio_ffmpeg

from audioguide.common.ffmpeg import measure
from audioguide.config import load_config
from audioguide.speech.engines import get_engine
from audioguide.speech.plan import plan_language
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


def short_guide(folder: Path, parts: int = 10, copies: int = 2) -> Path:
    """The sample's English paragraphs cut into ``parts`` documents of about equal length, ``copies`` times over."""
    paragraphs = [block.strip() for source in sorted((ROOT / "content").glob("*.txt"))
                  for block in source.read_text(encoding="utf-8").split("\n\n")[1:] if block.strip()]
    share = sum(len(block.split()) for block in paragraphs) / parts
    groups: list[list[str]] = [[]]
    for block in paragraphs:
        if groups[-1] and sum(len(b.split()) for b in groups[-1]) + len(block.split()) / 2 > share:
            # A heading (a short paragraph) opens the next part rather than end this one with nothing under it.
            groups.append([groups[-1].pop()] if len(groups[-1][-1].split()) < 15 and len(groups[-1]) > 1 else [])
        groups[-1].append(block)
    (folder / "content").mkdir(parents=True)
    entries = []
    for copy in range(copies):
        for index, group in enumerate(groups):
            name = f"{copy:02d}-part-{index:02d}.txt"
            text = f"Part {copy * len(groups) + index + 1}\n\n" + "\n\n".join(group) + "\n"
            (folder / "content" / name).write_text(text, encoding="utf-8")
            entries.append(f"  - {{path: content/{name}, published: 2026-11-{index + 2:02d}T08:00:00Z}}")
    text = ENGLISH.format(engine="espeak-ng", voice="en-us", documents="\n".join(entries))
    (folder / "audioguide.yml").write_text(text, encoding="utf-8")
    return folder / "audioguide.yml"


def edited_document(guide: Path) -> Path:
    """The first document of ``guide`` holding the paragraph the benchmark edits."""
    return next(path for path in sorted((guide.parent / "content").glob("*.txt"))
                if EDIT[0] in path.read_text(encoding="utf-8"))


def cpu() -> float:
    """CPU seconds this process and its ended children have used."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def floor(config_path: Path) -> dict[str, float]:
    """Raw synthesis of every sentence, serially, then one plain MP3 encode per episode: wall, CPU, encodes' CPU."""
    config = load_config(config_path)
    documents = read_documents(config)
    ffmpeg = imageio_ffmpeg.get_ffmpeg_exe()
    plans = [plan_language(config, documents, language)[0] for language in config.languages]
    started, used, encodes = time.perf_counter(), cpu(), 0.0
    for plan in plans:
        engine = get_engine(plan.language.engine)
        assert plan.language.voice is not None
        for episode in plan.episodes:
            speeches = [
                engine.synthesize(c.speech, plan.language.code, plan.language.voice, plan.language.rate)
                for c in episode.cues
            ]
            before = children_cpu()
            subprocess.run(
                [ffmpeg, "-v", "error", "-y", "-f", "s16le", "-ar", str(speeches[0].sample_rate),
                 "-ac", "1", "-i", "-", "-ar", "44100", "-c:a", "libmp3lame", "-b:a", "96k",
                 str(config_path.parent / "floor.mp3")],
                input=b"".join(s.pcm for s in speeches), check=True,
            )
            encodes += children_cpu() - before
    return {"wall": time.perf_counter() - started, "cpu": cpu() - used, "encodes": encodes}


def timed_build(config_path: Path, *args: str) -> dict[str, float]:
    """Wall, CPU (its children's included), cues synthesized, the episode stage's CPU and peak memory (MB) of one
    `audioguide build -v`."""
    command = [sys.executable, "-m", "audioguide", "build", "-v", "-c", str(config_path), *args]
    started = time.perf_counter()
    result = subprocess.run([sys.executable, "-c", _MEASURE, *command], capture_output=True, text=True, check=True)
    seconds = time.perf_counter() - started
    measured = json.loads(result.stdout.strip().splitlines()[-1])
    synthesized = re.search(r"(\d+) sentences? synthesized", result.stderr)
    stage = re.search(r"CPU ([\d.]+) s in ffmpeg\); CPU ([\d.]+) s in this process", result.stderr)
    return {
        "wall": seconds, "cpu": measured["cpu"], "memory": measured["memory"],
        "synthesized": int(synthesized[1]) if synthesized else 0,  # else: "Nothing changed since the last build"
        "episodes": float(stage[1]) + float(stage[2]) if stage else 0.0,
    }


# Runs a command; prints the CPU seconds and the peak resident memory (MB) of it and its descendants.
_MEASURE = """
import json, resource, subprocess, sys
subprocess.run(sys.argv[1:], check=True)
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({"cpu": usage.ru_utime + usage.ru_stime, "memory": usage.ru_maxrss / 1024}))
"""


# Runs `audioguide build` in this process with the speech preparation of every episode timed; writes its CPU
# seconds to the file $NORMALIZING_TO names.
_NORMALIZING = """
import os, sys, time
from pathlib import Path
from audioguide import cli
from audioguide.speech import plan
spent, prepare = 0.0, plan.cues_for
def timed(*args, **kwargs):
    global spent
    started = time.process_time()
    try:
        return prepare(*args, **kwargs)
    finally:
        spent += time.process_time() - started
plan.cues_for = timed
sys.argv = ["audioguide", *sys.argv[1:]]
try:
    cli.main()
finally:
    Path(os.environ["NORMALIZING_TO"]).write_text(str(spent))
"""


def normalization(work: Path, run: int) -> dict[str, float]:
    """A cold build of the sample guide (its four languages): its CPU, and that of preparing its sentences."""
    folder = work / f"sample{run}"
    folder.mkdir()
    for name in ("audioguide.yml", "content", "translations"):
        (shutil.copytree if (ROOT / name).is_dir() else shutil.copy)(ROOT / name, folder / name)
    spent = folder / "normalizing.txt"
    command = [sys.executable, "-c", _NORMALIZING, "build", "-c", str(folder / "audioguide.yml")]
    result = subprocess.run([sys.executable, "-c", _MEASURE, *command], capture_output=True, text=True, check=True,
                            env={**os.environ, "NORMALIZING_TO": str(spent)})
    return {"cpu": json.loads(result.stdout.strip().splitlines()[-1])["cpu"], "normalizing": float(spent.read_text())}


def loudness(output: Path) -> tuple[float, float]:
    """The largest distance from -16 LUFS and the highest true peak among the episodes, measured on the MP3s."""
    found = [measure(mp3) for mp3 in sorted(output.glob("*/*.mp3"))]
    return max(abs(item.integrated + 16) for item in found), max(item.true_peak for item in found)


def best(repeat: int, measure_once: Callable[[int], dict[str, float]]) -> dict[str, float]:
    runs = [measure_once(run) for run in range(repeat)]
    return {name: min(run[name] for run in runs) for name in runs[0]}


def cold_and_rebuilds(guide: Path) -> dict[str, float]:
    cold = timed_build(guide)
    warm = timed_build(guide)
    document = edited_document(guide)
    document.write_text(document.read_text(encoding="utf-8").replace(*EDIT), encoding="utf-8")
    edit = timed_build(guide)
    off, peak = loudness(guide.parent / "output")
    return {"cold wall": cold["wall"], "cold cpu": cold["cpu"], "episode cpu": cold["episodes"],
            "warm wall": warm["wall"], "warm calls": warm["synthesized"], "edit wall": edit["wall"],
            "edit calls": edit["synthesized"], "loudness off": off, "true peak": peak}


def memory(work: Path, run: int) -> dict[str, float]:
    one = timed_build(english_guide(work / f"one{run}", copies=1), "--jobs", "1")
    ten = timed_build(english_guide(work / f"ten{run}", copies=10), "--jobs", "1")
    return {"memory 1x": one["memory"], "memory 10x": ten["memory"]}


def piper(work: Path, run: int) -> dict[str, float]:
    """The English sample spoken by Piper's bundled voice in a build on every core, its episodes encoded."""
    guide = english_guide(work / f"piper{run}", engine="piper", voice="en_US-joe-medium")
    built = timed_build(guide)
    audio = sum(float(item) for item in re.findall(r'<itunes:duration>(\d+)<',
                                                   (guide.parent / "output" / "en" / "feed.xml").read_text()))
    return {"wall": built["wall"], "cpu": built["cpu"], "audio": audio}


def _report(base: dict[str, float], built: dict[str, float]) -> None:
    """One guide's floor and builds, as ratios against their targets."""
    print(f"  floor (raw espeak-ng, then one ffmpeg encode per episode, serially): {base['wall']:.1f} s wall,"
          f" {base['cpu']:.1f} CPU-s, of which the encodes {base['encodes']:.1f} CPU-s")
    print(f"  cold build: {built['cold wall']:.1f} s wall, {built['cold cpu']:.1f} CPU-s")
    rows = [
        ("cold CPU / floor CPU", built["cold cpu"] / base["cpu"], "<= 1.3"),
        ("episode stage CPU / encodes' CPU", built["episode cpu"] / base["encodes"], "<= 2"),
        ("cold wall / floor wall", built["cold wall"] / base["wall"], "<= 0.75"),
        ("nothing changed / cold wall", built["warm wall"] / built["cold wall"], "<= 0.03"),
        ("one paragraph edited / cold wall", built["edit wall"] / built["cold wall"], "<= 0.15"),
    ]
    for name, ratio, target in rows:
        print(f"  {name:<36} {ratio:6.3f}   (target {target})")
    print(f"  sentences synthesized after the edit: {built['edit calls']:.0f}; loudness on the MP3s: at most"
          f" {built['loudness off']:.2f} LU from -16 LUFS (target <= 0.5), true peak at most"
          f" {built['true peak']:.1f} dBTP (target <= -1)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs of each measurement; the best counts")
    parser.add_argument("--skip-piper", action="store_true", help="leave out the Piper measurement")
    parser.add_argument("--guide", choices=("long", "short", "both"), default="both",
                        help="the guide of long or short episodes, or both")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temporary:
        work = Path(temporary)
        print(f"best of {args.repeat} runs")
        guides: dict[str, Callable[[Path], Path]] = {
            "20 long English episodes": lambda folder: english_guide(folder, copies=10),
            "20 short English episodes": short_guide,
        }
        for index, (title, make) in enumerate(guides.items()):
            if args.guide != "both" and args.guide != title.split()[1]:
                continue
            base = best(args.repeat, lambda run, make=make, index=index: floor(make(work / f"floor{index}-{run}")))
            built = best(args.repeat, lambda run, make=make, index=index: cold_and_rebuilds(
                make(work / f"guide{index}-{run}")))
            print(f"{title} ({built['warm calls']:.0f} calls when nothing changed)")
            _report(base, built)
        used = best(args.repeat, lambda run: memory(work, run))
        print(f"peak memory, 10x / 1x (--jobs 1): {used['memory 10x'] / used['memory 1x']:.3f} (target <= 1.3);"
              f" {used['memory 1x']:.0f} MB and {used['memory 10x']:.0f} MB")
        sample = best(args.repeat, lambda run: normalization(work, run))
        print(f"the sample guide (en, es, fr, de), cold: preparing its sentences for speech"
              f" {sample['normalizing']:.2f} CPU-s of {sample['cpu']:.1f}:"
              f" {sample['normalizing'] / sample['cpu']:.3f} of the build's CPU (target <= 0.05)")
        if not args.skip_piper:
            spoken = best(args.repeat, lambda run: piper(work, run))
            print(f"Piper (en_US-joe-medium), the English sample built: {spoken['audio'] / spoken['wall']:.1f}x"
                  f" real time (target >= 10), {spoken['cpu'] / spoken['audio']:.3f} CPU-s per second of audio")


if __name__ == "__main__":
    main()
