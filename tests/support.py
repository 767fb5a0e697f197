"""What many tests share: the sample guide and a tiny one, the real CLI, snapshots of folders.

Plain functions, imported by the tests that need them; the fixtures built on
them are in ``conftest.py``.
"""

from __future__ import annotations

import functools
import json
import multiprocessing
import multiprocessing.context
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from tests import cli_process

TESTS = Path(__file__).resolve().parent
"""The tests' folder: their data (corpus, golden files, plugins) is in it."""
ROOT = TESTS.parent


def copy_sample(destination: Path) -> Path:
    """The sample guide (config, feed identities, documents, catalogs) copied to ``destination``; returns its config."""
    destination.mkdir(parents=True, exist_ok=True)
    shutil.copy(ROOT / "audioguide.yml", destination / "audioguide.yml")
    shutil.copy(ROOT / "audioguide.lock", destination / "audioguide.lock")
    shutil.copytree(ROOT / "content", destination / "content")
    shutil.copytree(ROOT / "translations", destination / "translations")
    return destination / "audioguide.yml"


TINY_GUIDE = """\
title: Tiny
description: A tiny guide.
author: Tester
owner: {name: Tester, email: t@example.org}
base_url: https://example.org/guide/
copyright: © 2026 Tester
languages:
  - code: en
documents:
  - path: content/a.md
    published: 2026-01-05T10:00:00Z
  - path: content/b.md
    published: 2026-01-06T10:00:00Z
"""


def make_tiny_guide(folder: Path) -> Path:
    """Two one-paragraph documents in English: builds in a few seconds."""
    (folder / "content").mkdir(parents=True)
    (folder / "audioguide.yml").write_text(TINY_GUIDE, encoding="utf-8")
    (folder / "content" / "a.md").write_text("# First\n\nFirst text here.\n", encoding="utf-8")
    (folder / "content" / "b.md").write_text("# Second\n\nSecond text here.\n", encoding="utf-8")
    return folder


PICO_VOICES = {"en": "en-US", "es": "es-ES", "fr": "fr-FR", "de": "de-DE", "it": "it-IT"}


def with_pico(guide: Path) -> None:
    """The guide ``audioguide init`` wrote, each language in Pico's voice: the best voice installed with the
    test extras is Kokoro's (0.6 CPU-s per second of speech, 50 CPU-s for the first build), and the tests
    using this one judge init, build, serve and check, not the voice (tests/speech/engines judge the voices)."""
    config = guide / "audioguide.yml"
    text = config.read_text(encoding="utf-8")
    text = re.sub(r"(- code: (\w+).*\n\s+)engine: \w+(.*\n\s+)voice: \S+",
                  lambda found: f"{found[1]}engine: pico{found[3]}voice: {PICO_VOICES[found[2]]}", text)
    config.write_text(text, encoding="utf-8")


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` and its bytes."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def counts(stderr: str) -> tuple[int, int, int]:
    """Cues synthesized, cues from the cache and episodes encoded, from a build's summary line."""
    found = re.search(r": (\d+) sentences? synthesized, (\d+) from the cache; (\d+) episodes? encoded", stderr)
    assert found, stderr
    return int(found[1]), int(found[2]), int(found[3])


def run_cli(
    *args: str | Path, cwd: Path | None = None, timeout: float | None = None
) -> subprocess.CompletedProcess[str]:
    """``audioguide ARGS`` in a new process, forked from a server that has imported audioguide once
    (:mod:`tests.cli_process`); ``AUDIOGUIDE_TEST_FRESH=1`` starts each one as ``python -m audioguide``."""
    argv = [sys.executable, "-m", "audioguide", *map(str, args)]
    if os.environ.get("AUDIOGUIDE_TEST_FRESH") == "1":
        return subprocess.run(argv, capture_output=True, text=True, cwd=cwd, check=False, timeout=timeout)
    with tempfile.TemporaryDirectory(prefix="audioguide-run-") as folder:
        out, err = Path(folder) / "stdout", Path(folder) / "stderr"
        process = _forkserver().Process(target=cli_process.run, args=(
            [str(arg) for arg in args], str(Path(cwd or Path.cwd()).absolute()), dict(os.environ), _module_path(),
            str(out), str(err)))
        process.start()
        process.join(timeout)
        if process.exitcode is None:
            process.kill()
            process.join()
            raise subprocess.TimeoutExpired(argv, timeout or 0, _read(out), _read(err))
        return subprocess.CompletedProcess(argv, process.exitcode, _read(out), _read(err))


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""


@functools.cache
def _module_path() -> list[str]:
    """Where ``python -m audioguide`` finds modules, after its working folder: not where the tests do."""
    found = subprocess.run([sys.executable, "-c", "import json, sys; print(json.dumps(sys.path[1:]))"],
                           capture_output=True, text=True, check=True, cwd=tempfile.gettempdir())
    return [str(folder) for folder in json.loads(found.stdout)]


@functools.cache
def _forkserver() -> multiprocessing.context.BaseContext:
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(cli_process.PRELOADED)
    return context


_WITH_CTRL_C = (
    "import runpy, signal, sys\n"
    "signal.signal(signal.SIGINT, signal.default_int_handler)\n"
    "sys.argv[0] = 'audioguide'\n"
    "runpy.run_module('audioguide', run_name='__main__', alter_sys=True)\n"
)


def audioguide_with_ctrl_c(*args: str | Path) -> list[str]:
    """The command line of ``python -m audioguide ARGS`` as a terminal starts it, Ctrl-C armed: the tests may
    run where SIGINT is ignored (``nohup``, a CI runner), which a child would inherit and Python would keep."""
    return [sys.executable, "-c", _WITH_CTRL_C, *map(str, args)]


@dataclass(frozen=True)
class Bounded:
    """A child's exit code and output, its wall time (s) and the most memory it held (MB)."""

    returncode: int
    stdout: str
    stderr: str
    seconds: float
    peak_mb: float


def run_bounded(
    *args: str | Path, cwd: Path | None = None, env: dict[str, str] | None = None,
    memory_mb: int = 2048, cpu_seconds: int = 120, timeout: float = 180.0,
) -> Bounded:
    """``audioguide ARGS`` in a child held to ``memory_mb`` of address space and ``cpu_seconds`` of CPU
    (``resource.setrlimit``): a command that would grow without bound fails there, not on the machine."""
    import resource
    import time

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (memory_mb << 20, memory_mb << 20))
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds))

    with tempfile.TemporaryDirectory() as folder:
        report = Path(folder) / "peak"
        start = time.monotonic()
        done = subprocess.run(
            [sys.executable, "-c", _PEAK, report, sys.executable, "-m", "audioguide", *map(str, args)],
            capture_output=True, text=True, cwd=cwd, env=None if env is None else {**os.environ, **env}, check=False,
            timeout=timeout, preexec_fn=limit,
        )
        seconds = time.monotonic() - start
        peak = int(report.read_text()) if report.is_file() else 0
    return Bounded(done.returncode, done.stdout, done.stderr, seconds, peak / 1024)


# Runs a command as its own child and writes the most memory that child held (KB) to the file in argv[1]: this
# process's own count of its children also holds every child the test worker ran before. Exits as the child did.
_PEAK = """
import os, resource, signal, subprocess, sys
code = subprocess.call(sys.argv[2:])
with open(sys.argv[1], "w") as report:
    report.write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))
if code < 0:
    signal.signal(-code, signal.SIG_DFL)
    os.kill(os.getpid(), -code)
sys.exit(code)
"""


def assert_refused(result: Bounded | subprocess.CompletedProcess[str], message: str,
                   secrets: tuple[str, ...] = ()) -> None:
    """Exit 1 with ``message`` in an ``error:`` line, no traceback or internal error, no secret anywhere."""
    shown = result.stdout + result.stderr
    assert result.returncode == 1, shown
    assert "Traceback" not in shown and "internal error" not in shown, shown
    assert any(line.startswith("error: ") and message in line for line in result.stderr.splitlines()), shown
    for secret in secrets:
        assert secret not in shown, shown
