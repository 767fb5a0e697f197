"""A large guide built locally and on a two-worker Dask cluster on 127.0.0.1, as a ratio.

    .venv/bin/python benchmarks/cluster_speed.py [--scale 20] [--languages en]

The guide is the sample's documents repeated ``--scale`` times (20× by
default: 40 episodes per language). In English only (the default), every copy
is made unique (each sentence ends with the copy's number), so every sentence
is synthesized; with more languages the copies keep the sample's text, so
that the catalogs translate them, and identical sentences come from the cache.
The guide is built cold twice: with the local worker pool (``--jobs 2``) and
with ``--scheduler`` on a LocalCluster of two single-thread worker processes,
both on this machine's cores. Printed: both times, their ratio, the tasks run
on the cluster, the scheduler's own cost per task (a thousand empty tasks),
and whether the outputs are byte-identical.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from babel.messages.pofile import read_po, write_po
from distributed import Client, LocalCluster

ROOT = Path(__file__).resolve().parent.parent


def scaled_guide(folder: Path, scale: int, languages: list[str]) -> Path:
    """The sample ×``scale``: every document copied under new names, its translations with it."""
    folder.mkdir(parents=True)
    (folder / "content").mkdir()
    config = (ROOT / "audioguide.yml").read_text(encoding="utf-8")
    head, _, rest = config.partition("documents:\n")
    entries, renames = [], {}
    for copy in range(scale):
        for index, source in enumerate(sorted((ROOT / "content").glob("*.txt"))):
            name = f"{copy:02d}-{source.name}"
            text = source.read_text(encoding="utf-8")
            if languages == ["en"]:  # every sentence of every copy its own
                text = re.sub(r"(?<=\w)([.!?])(?=\s|$)", rf" {copy + 1}\1", text)
            (folder / "content" / name).write_text(text, encoding="utf-8")
            renames.setdefault(source.stem, []).append(Path(name).stem)
            title = ' title: "When the Narcissist Realises You Are Done",' if index == 1 else ""
            entries.append(f"  - {{path: content/{name},{title} published: 2026-11-{index + 2:02d}T08:00:00Z}}")
    reading = "reading:" + rest.partition("reading:")[2]
    kept = [block for block in head.split("\n  - code: ")[1:] if block.split("\n")[0] in languages]
    head = head.split("\n  - code: ")[0] + "".join(f"\n  - code: {block}" for block in kept) + "\n"
    (folder / "audioguide.yml").write_text(head + "documents:\n" + "\n".join(entries) + "\n" + reading)
    (folder / "translations").mkdir()
    for language in languages[1:]:
        copy_catalog(ROOT / "translations" / f"{language}.po", folder / "translations" / f"{language}.po", renames)
    return folder / "audioguide.yml"


def copy_catalog(source: Path, target: Path, renames: dict[str, list[str]]) -> None:
    """Each document's entries repeated for every copy of it (msgctxt names the document)."""
    with source.open("rb") as stream:
        catalog = read_po(stream)
    for message in list(catalog):
        if not message.context:
            continue
        document, _, rest = message.context.partition(" ")
        for name in renames.get(document, []):
            catalog.add(message.id, message.string, context=f"{name} {rest}", flags=message.flags)
    with target.open("wb") as stream:
        write_po(stream, catalog)


def build(config: Path, *args: str) -> tuple[float, str]:
    started = time.perf_counter()
    result = subprocess.run([sys.executable, "-m", "audioguide", "build", "-c", str(config), *args],
                            capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(result.stderr)
    return time.perf_counter() - started, result.stderr


def empty_task_cost(address: str, count: int = 1000) -> float:
    """Seconds per task of the scheduler's own work: ``count`` tasks that do nothing."""
    with Client(address) as client:
        client.gather(client.map(int, range(10)))  # warm up
        started = time.perf_counter()
        client.gather(client.map(int, range(count), pure=False))
        return (time.perf_counter() - started) / count


def snapshot(output: Path) -> dict[str, bytes]:
    return {str(p.relative_to(output)): p.read_bytes() for p in sorted(output.rglob("*")) if p.is_file()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scale", type=int, default=20)
    parser.add_argument("--languages", default="en")
    options = parser.parse_args()
    languages = options.languages.split(",")
    with tempfile.TemporaryDirectory() as work:
        local = scaled_guide(Path(work) / "local", options.scale, languages)
        remote = scaled_guide(Path(work) / "cluster", options.scale, languages)
        local_seconds, report = build(local, "--jobs", "2")
        print(report.strip().splitlines()[-1])
        with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                          dashboard_address=":0") as cluster:
            cluster_seconds, report = build(remote, "--scheduler", cluster.scheduler_address)
            per_task = empty_task_cost(cluster.scheduler_address)
        print(report.strip().splitlines()[-1])
        found = re.search(r"(\d+) cues synthesized, \d+ from cache, (\d+) episodes encoded", report)
        sentences, episodes = (int(found[1]), int(found[2])) if found else (0, 0)
        identical = snapshot(local.parent / "output") == snapshot(remote.parent / "output")
    print(f"\nguide: the sample ×{options.scale} in {', '.join(languages)}")
    print(f"local, 2 worker processes      {local_seconds:8.1f} s")
    print(f"Dask, 2 workers on 127.0.0.1   {cluster_seconds:8.1f} s")
    print(f"cluster ÷ local                {cluster_seconds / local_seconds:8.2f}")
    print(f"on the cluster                 {sentences:8d} sentences (in batches), {episodes} episodes")
    print(f"scheduler cost per task        {per_task * 1000:8.2f} ms (1000 empty tasks)")
    if sentences:
        beyond = (cluster_seconds - local_seconds) / sentences * 1000
        print(f"cluster time beyond local      {beyond:8.2f} ms per sentence")
    print(f"outputs byte-identical         {'yes' if identical else 'NO'}")


if __name__ == "__main__":
    main()
