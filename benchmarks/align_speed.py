"""How long aligning a translated book takes, and how much memory it needs.

    .venv/bin/python benchmarks/align_speed.py [--paragraphs N] [--chapters C]

A book of about N paragraphs (20,000 by default) is made from the corpus' real pair, the
English "How to Contribute to Open Source" and its German translation (tests/corpus/), its
chapters repeated until the book is long enough, the German one chapter shorter and with a
paragraph left out of every chapter, so that the alignment has work to do. The book is aligned
twice: as C chapters under headings (a book's outline; 200 by default), and as one chapter of
all its paragraphs (a text without headings, the hardest case), each in a process of its own,
whose time (wall and CPU: on a machine shared with other work, the CPU time is what the alignment
itself took) and peak memory (resident set) are printed.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "corpus"


def book(paragraphs: int, chapters: int, language: str) -> list[object]:
    """The source (``en``) or translated (``de``) book as chapters of units, read as an import reads it."""
    from audioguide.text.align import Anchors, Chapter, Unit
    from audioguide.text.documents import read_document
    from audioguide.text.translated import _Raw, _units

    name = "jekyll-opensource-guide-en-how-to-contribute.md" if language == "en" else \
        "jekyll-opensource-guide-de-how-to-contribute.md"
    document = read_document(CORPUS / name, name, part_words=350)
    units: list[Unit] = [u for c in _units(document, _Raw([document]), None)[1] for u in c.units]
    per_chapter = max(1, paragraphs // chapters)
    found = []
    for number in range(chapters):
        start = (number * per_chapter) % len(units)
        chosen = [units[(start + k) % len(units)] for k in range(per_chapter)]
        if language == "de":
            chosen = chosen[:per_chapter // 2] + chosen[per_chapter // 2 + 1:]  # one paragraph left out
        heading = Unit("heading", f"Chapter {number + 1}", number * per_chapter + 1, Anchors.of(f"{number + 1}"))
        chosen = [replace(u, line=number * per_chapter + 2 + k) for k, u in enumerate(chosen)]
        found.append(Chapter(heading, tuple(chosen), heading.line, "chapter", heading.text))
    if language == "de":
        found = found[:-1]  # the translation one chapter short
    return found


def run(paragraphs: int, chapters: int) -> dict[str, float]:
    """Align the book in this process: seconds, peak resident memory in MB, pairs."""
    from audioguide.text.align import Chapter, align_documents

    flat = chapters == 1
    chapters = 200 if flat else chapters
    source, target = book(paragraphs, chapters, "en"), book(paragraphs, chapters, "de")
    if flat:  # one chapter of everything, its chapters' headings as numbered paragraphs
        source, target = (
            [Chapter(None, tuple(u for c in side for u in (replace(c.heading, kind="paragraph"), *c.units)), 1, "part")]
            for side in (source, target))  # type: ignore[attr-defined]
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    started, cpu = time.perf_counter(), time.process_time()
    found = align_documents(source, target, "de")  # type: ignore[arg-type]
    seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    units = sum(len(c.units) for c in source)  # type: ignore[attr-defined]
    return {"paragraphs": units, "seconds": seconds, "cpu": cpu, "peak_mb": peak / 1024, "before_mb": before / 1024,
            "pairs": len(found.pairs)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--paragraphs", type=int, default=20_000)
    parser.add_argument("--chapters", type=int, default=200)
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.inside:
        print(json.dumps(run(args.paragraphs, args.chapters)))
        return
    for chapters in (args.chapters, 1):
        result = subprocess.run(
            [sys.executable, __file__, "--inside", "--paragraphs", str(args.paragraphs), "--chapters", str(chapters)],
            capture_output=True, text=True, check=True)
        found = json.loads(result.stdout)
        outline = f"{chapters} chapters" if chapters > 1 else "one chapter, no headings"
        print(f"{found['paragraphs']:,} paragraphs, {outline}: {found['seconds']:.1f} s ({found['cpu']:.1f} s of CPU),"
              f" peak memory {found['peak_mb']:.0f} MB ({found['before_mb']:.0f} MB before aligning)")


if __name__ == "__main__":
    main()
