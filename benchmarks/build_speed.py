"""Cold and warm build time of the sample guide, against a floor measured in the same run.

The floor is the least any build must do: raw espeak-ng synthesis of the same
sentences, serially, plus one direct ffmpeg MP3 encode per episode. Figures are
printed as ratios to it, with the peak memory of the build process.

    .venv/bin/python benchmarks/build_speed.py [--repeat N] [--scale K]

``--scale K`` repeats every document's text K times, to see how time and
memory grow with the guide.
"""

from __future__ import annotations

import argparse
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import imageio_ffmpeg

from audioguide.build import plan_language, read_documents
from audioguide.config import load_config
from audioguide.engines import get_engine

ROOT = Path(__file__).resolve().parent.parent


def make_guide(folder: Path, scale: int) -> Path:
    shutil.copy(ROOT / "audioguide.yml", folder / "audioguide.yml")
    (folder / "content").mkdir()
    for document in (ROOT / "content").iterdir():
        lines = document.read_text(encoding="utf-8").splitlines()
        body = "\n".join(lines[1:])
        (folder / "content" / document.name).write_text(
            "\n".join([lines[0], *[body] * scale]) + "\n", encoding="utf-8"
        )
    return folder / "audioguide.yml"


def floor(config_path: Path) -> float:
    """Raw synthesis of every sentence, then one plain MP3 encode per episode."""
    config = load_config(config_path)
    documents = read_documents(config)
    ffmpeg = imageio_ffmpeg.get_ffmpeg_exe()
    started = time.perf_counter()
    for language in config.languages:
        engine = get_engine(language.engine)
        assert language.voice is not None
        for episode in plan_language(config, documents, language).episodes:
            speeches = [engine.synthesize(c.speech, language.code, language.voice, language.rate) for c in episode.cues]
            pcm = b"".join(s.pcm for s in speeches)
            subprocess.run(
                [ffmpeg, "-v", "error", "-y", "-f", "s16le", "-ar", str(speeches[0].sample_rate),
                 "-ac", "1", "-i", "-", "-ar", "44100", "-c:a", "libmp3lame", "-b:a", "96k",
                 str(config_path.parent / "floor.mp3")],
                input=pcm, check=True,
            )
    return time.perf_counter() - started


def timed_build(config_path: Path) -> float:
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "audioguide", "build", "-q", "-c", str(config_path)], check=True
    )
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs of each measurement; the best counts")
    parser.add_argument("--scale", type=int, default=1, help="repeat each document's text this many times")
    args = parser.parse_args()
    floors, colds, warms = [], [], []
    with tempfile.TemporaryDirectory() as temporary:
        for run in range(args.repeat):
            folder = Path(temporary) / f"run{run}"
            folder.mkdir()
            config = make_guide(folder, args.scale)
            floors.append(floor(config))
            colds.append(timed_build(config))
            warms.append(timed_build(config))
    peak_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    best_floor, best_cold, best_warm = min(floors), min(colds), min(warms)
    print(f"scale {args.scale}, best of {args.repeat}")
    print(f"floor (raw espeak-ng + one ffmpeg encode per episode): {best_floor:6.2f} s")
    print(f"cold build:  {best_cold:6.2f} s   cold / floor = {best_cold / best_floor:5.2f}")
    print(f"warm build:  {best_warm:6.2f} s   warm / cold  = {best_warm / best_cold:5.2f}")
    print(f"peak memory of the largest build process: {peak_mb:.0f} MB")


if __name__ == "__main__":
    main()
