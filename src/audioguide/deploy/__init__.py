"""``audioguide deploy``: the built output put where listeners fetch it.

A target is a folder, any fsspec URL (``s3://``, ``gs://``, ``az://``,
``sftp://``, ``file://``) or a git branch (``git+<repository>#gh-pages``).
The pipeline reads top to bottom: the files the build made, the target's
manifest and listing, the plan (see :mod:`.plan` for what is sent, in which
order, and what is removed), ``check``'s verdict on the output when
anything is to be sent, then the sending. On a storage the manifest is written three times: before
sending (the files about to change marked as unknown, so an interrupted
deploy sends them again), after sending (the removed episodes still listed
until they are gone) and at the end; on a git branch all of it is one
commit.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path, PurePosixPath
from typing import Any, Protocol

from audioguide import __version__
from audioguide.config import DEPLOY_TARGET, shown_url
from audioguide.deploy.plan import MANIFEST, DeployError, Plan, Stored, manifest_bytes, plan, read_manifest

__all__ = ["DeployError", "Deployed", "deploy"]


class Target(Protocol):
    shown: str

    def listing(self) -> dict[str, int]: ...
    def read(self, name: str) -> bytes | None: ...
    def put(self, local: Path, name: str) -> None: ...
    def write(self, name: str, data: bytes) -> None: ...
    def remove(self, name: str) -> None: ...
    def finish(self, message: str) -> str | None: ...


@dataclass(frozen=True)
class Deployed:
    """What a deploy did (or, with ``dry_run``, would do)."""

    target: str
    plan: Plan
    dry_run: bool
    commit: str | None = None

    @property
    def bytes_sent(self) -> int:
        return sum(self.plan.files[name].size or 0 for name in self.plan.send)


def deploy(output: Path, target: str, options: Mapping[str, Any], *, root: Path, dry_run: bool = False,
           force: bool = False, say: Callable[[str], None] = lambda _line: None) -> Deployed:
    """Put the output folder ``output`` on ``target``; ``root`` is the folder relative paths start from."""
    names, guide = built_files(output)
    place = open_target(target, dict(options), root)
    with _reaching(place.shown, "reading what is there"):
        previous = read_manifest(place.read(MANIFEST), place.shown, guide)
        chosen = plan(output, names, previous, place.listing())
    if chosen.empty:
        return Deployed(place.shown, chosen, dry_run)
    if not force:
        refuse_failing(output)
    if dry_run:
        return Deployed(place.shown, chosen, dry_run)
    with _reaching(place.shown, "sending"):
        _send(place, output, chosen, guide, say)
        commit = place.finish(_message(output, chosen))
    return Deployed(place.shown, chosen, dry_run, commit)


def built_files(output: Path) -> tuple[list[str], str | None]:
    """The files the build made in ``output`` (its record of them) and the guide's identity."""
    from audioguide.publish.staging import MANIFEST as BUILT

    try:
        recorded = json.loads((output / BUILT).read_text(encoding="utf-8"))
        names = [str(name) for name in recorded["files"]]
    except FileNotFoundError:
        raise DeployError(f"{output}: not a built output (no {BUILT}); build first (audioguide build), or give"
                          " the output folder with --output") from None
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise DeployError(f"{output}/{BUILT}: damaged ({type(error).__name__}); build again") from None
    for name in names:
        path = output / name
        if PurePosixPath(name).is_absolute() or ".." in PurePosixPath(name).parts or not path.is_file() \
                or path.is_symlink():
            raise DeployError(f"{path}: listed by the build but not a file in the output; build again")
    guide = recorded.get("guide")
    return names, guide if isinstance(guide, str) else None


def refuse_failing(output: Path) -> None:
    """Stop before anything is sent when ``check --strict`` would fail on ``output``."""
    from audioguide.check import Targets, check_output
    from audioguide.publish.staging import targets

    report = check_output(output, Targets.recorded(targets(output)))
    findings = report.findings
    if findings:
        shown = [f"  {finding}" for finding in findings[:10]] + ([f"  … {len(findings) - 10} more"]
                                                               if len(findings) > 10 else [])
        raise DeployError("\n".join([
            f"{output}: audioguide check --strict finds {report.summary(len(list(output.glob('*/feed.xml'))))}"
            "; nothing was deployed:", *shown,
            "fix them and build again, or deploy anyway with --force",
        ]))


def open_target(target: str, options: dict[str, Any], root: Path) -> Target:
    """The target ``target`` names: a git branch, a storage URL, or a folder (relative to ``root``)."""
    git = DEPLOY_TARGET.match(target)
    if git:
        from audioguide.deploy.git import GitTarget

        repository, branch = git["repository"], git["branch"] or "gh-pages"
        return GitTarget(repository, branch, f"git+{shown_url(repository)}#{branch}", root)
    from audioguide.deploy.storage import StorageTarget

    if "://" in target:
        return StorageTarget(target, options, shown_url(target))
    return StorageTarget(str(root / target), options, target)


def _send(place: Target, output: Path, chosen: Plan, guide: str | None, say: Callable[[str], None]) -> None:
    """Media, transcripts, feeds, pages; then the files no feed names any more."""
    for name in chosen.left_over:
        place.remove(name)
    if chosen.send:
        unknown = {name: Stored(None, None) for name in chosen.send}
        place.write(MANIFEST, manifest_bytes({**chosen.previous, **unknown}, guide))
    for name in chosen.send:
        place.put(output / name, name)
        say(f"sent {name}")
    place.write(MANIFEST, manifest_bytes({**chosen.files, **{name: chosen.previous[name] for name in chosen.remove}},
                                         guide))
    for name in chosen.remove:
        place.remove(name)
        say(f"removed {name}")
    if chosen.remove:
        place.write(MANIFEST, manifest_bytes(chosen.files, guide))


def _message(output: Path, chosen: Plan) -> str:
    """A git commit's message: what changed, and the build it is."""
    from audioguide.publish.staging import MANIFEST as BUILT

    built = datetime.fromtimestamp((output / BUILT).stat().st_mtime, timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    return (f"Deploy the build of {built}: {len(chosen.send)} files sent, {len(chosen.remove)} removed\n\n"
            f"audioguide {__version__}\n")


@contextmanager
def _reaching(shown: str, doing: str) -> Iterator[None]:
    """Whatever a storage raises (botocore's NoCredentialsError, socket errors …) as one message."""
    try:
        yield
    except DeployError:
        raise
    except KeyboardInterrupt:
        raise DeployError(f"{shown}: interrupted while {doing}; the feed there is whole (the previous deploy's or"
                          " this one's); deploy again to finish", exit_code=130) from None
    # Each storage has its own errors; every one of them stops the deploy with what it said.
    except Exception as error:  # noqa: BLE001
        reason = error.strerror if isinstance(error, OSError) and error.strerror else f"{type(error).__name__}: {error}"
        raise DeployError(f"{shown}: {doing} failed ({reason}); the feed there is whole (the previous deploy's or"
                          " this one's); check the target and its credentials, and deploy again") from None
