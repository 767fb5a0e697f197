"""The build: from ``audioguide.yml`` to a published podcast in ``output/``.

Under the guide's build lock, the record of the last build says whether
anything it read has changed (:mod:`audioguide.builder.model`). If so, everything
that can fail on bad input is read, checked and planned first, every artefact
named by its key; when the plan's digest is the last build's, there is nothing
to do. Only then is speech synthesized and audio encoded, here or on a cluster
(:mod:`audioguide.builder.episodes`, :mod:`audioguide.builder.executor`), and each
language published by its outputs (:mod:`audioguide.publish`) into a staging
folder that replaces ``output/`` when the whole build is done.
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Sequence
from pathlib import Path

from audioguide.builder.record import Record, environment, output_digest, state, states
from audioguide.builder.report import BuildReport
from audioguide.common.errors import TranslationError, config_not_found
from audioguide.common.files import CACHE_DIR, exclusive
from audioguide.common.progress import Progress, no_progress

LOCK = "build.lock"
"""In the cache folder: held by the build of the guide that is running."""


def build(
    config_path: Path,
    *,
    languages: Sequence[str] = (),
    output: Path | None = None,
    allow_incomplete: bool = False,
    jobs: int | None = None,
    scheduler: str | None = None,
    progress: Progress = no_progress,
) -> BuildReport:
    """Build the guide at ``config_path``; one build of a guide at a time (a second one waits)."""
    started = time.monotonic()
    if not config_path.is_file():
        raise config_not_found(config_path)  # before the lock: nothing is written outside a guide
    output = output or config_path.parent / "output"
    options = {"languages": sorted(languages), "allow_incomplete": allow_incomplete, "output": str(output.absolute())}
    with exclusive(config_path.parent.absolute() / CACHE_DIR / LOCK, "this guide"):
        last = Record.read(config_path)
        if last is not None and last.unchanged(output, options):
            return _up_to_date(output, started)
        # Planning and making load the rest of audioguide: a build with nothing to do never does.
        from audioguide.builder import model, pipeline

        before = {path: state(Path(path)) for path in (last.sources if last else {})}
        plan = model.make_plan(config_path, languages, allow_incomplete)
        sources = states(plan.sources, before)
        digest = plan.digest(options)
        if (last is not None and last.digest == digest and last.environment == environment()
                and last.output == output_digest(output)):
            Record(digest, sources, options=options, output=last.output).write(config_path)
            return _up_to_date(output, started)
        report = pipeline.make(plan, output, jobs, scheduler, progress)
        report.seconds = time.monotonic() - started
        if plan.incomplete:
            built = f" ({', '.join(report.languages)} built)" if report.languages else ""
            raise TranslationError(
                "\n".join(plan.incomplete)
                + f"\nnot built: incomplete translations{built}; translate the entries above,"
                " or build with --allow-incomplete to speak them in the source language"
            )
        Record(digest, sources, options=options, output=output_digest(output)).write(config_path)
        return report


def _up_to_date(output: Path, started: float) -> BuildReport:
    return BuildReport(output, up_to_date=True, seconds=time.monotonic() - started)


def clear_cache(root: Path) -> None:
    """Empty the guide's cache folder ``root`` under its build lock: a build running is waited for (saying so),
    never has its files removed from under it, and its lock stays."""
    if not root.is_dir():
        return
    with exclusive(root / LOCK, "this guide"):
        for entry in root.iterdir():
            if entry.name == LOCK:
                continue
            if entry.is_dir() and not entry.is_symlink():
                shutil.rmtree(entry, ignore_errors=True)
            else:
                entry.unlink(missing_ok=True)
