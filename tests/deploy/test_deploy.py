"""``audioguide deploy`` to a folder: only what changed is sent, in an order that keeps every feed whole, and an
interrupted deploy (an error or a kill at any moment) leaves a feed naming only files that are there."""

from __future__ import annotations

import json
import shutil
import signal
import subprocess
from pathlib import Path

import pytest
from fsspec.implementations.local import LocalFileSystem

from audioguide.deploy import DeployError, deploy
from tests.deploy.support import (
    Builds,
    assert_whole,
    http_head,
    read_by_podcast_apps,
    same_files,
    served,
    two_builds,
)
from tests.support import assert_refused, audioguide_with_ctrl_c, run_cli


@pytest.fixture(scope="module")
def builds(tmp_path_factory: pytest.TempPathFactory) -> Builds:
    return two_builds(tmp_path_factory.mktemp("deploy"))


def test_a_deploy_sends_the_output_and_a_second_sends_nothing(builds: Builds, tmp_path: Path) -> None:
    target = tmp_path / "site"
    first = run_cli("deploy", target, "--output", builds.first, cwd=builds.guide)
    assert first.returncode == 0, first.stderr
    size = sum(p.stat().st_size for p in builds.first.rglob("*") if p.is_file() and p.name[0] != ".")
    assert first.stdout == f"{target}: sent 21 files ({size / 1e6:.1f} MB), removed 0, 0 unchanged\n"
    same_files(target, builds.first)
    again = run_cli("deploy", target, "--output", builds.first, cwd=builds.guide)
    assert again.stdout == f"{target}: up to date; nothing sent (21 files unchanged)\n"
    assert "sent " not in again.stderr


def test_an_update_sends_what_changed_and_removes_the_dropped_episode_last(builds: Builds, tmp_path: Path) -> None:
    target = tmp_path / "site"
    deploy(builds.first, str(target), {}, root=tmp_path)
    (target / "CNAME").write_text("podcast.example.org\n")  # a file no deploy put there
    said: list[str] = []
    done = deploy(builds.second, str(target), {}, root=tmp_path, say=said.append)
    sent = [line.removeprefix("sent ") for line in said if line.startswith("sent ")]
    removed = [line.removeprefix("removed ") for line in said if line.startswith("removed ")]
    assert "en/02-third.mp3" in sent and "en/01-first.mp3" in sent
    assert "assets/site.css" not in sent and "en/cover.png" not in sent  # unchanged
    assert removed == [f"en/02-second{end}" for end in (".chapters.json", ".mp3", ".srt", ".transcript.html",
                                                        ".transcript.json", ".txt", ".vtt")]
    assert said.index(f"removed {removed[0]}") > said.index("sent en/feed.xml")
    media = [sent.index(name) for name in sent if name.endswith((".mp3", ".png"))]
    transcripts = [sent.index(name) for name in sent if name.endswith((".vtt", ".srt", ".json", ".txt"))]
    assert max(media) < min(transcripts) and max(transcripts) < sent.index("en/feed.xml")
    assert sent.index("en/feed.xml") < sent.index("en/index.html") == len(sent) - 1
    assert done.plan.kept == len(done.plan.files) - len(sent) > 0
    (target / "CNAME").unlink()
    same_files(target, builds.second)


def test_the_deployed_folder_served_over_http_is_read_by_podcast_apps(builds: Builds, tmp_path: Path) -> None:
    deploy(builds.second, str(tmp_path / "site"), {}, root=tmp_path)
    with served(tmp_path / "site") as base:
        read_by_podcast_apps(base, ("en",), http_head)


class Stop(Exception):
    """The storage failing after so many operations."""


def _fail_after(monkeypatch: pytest.MonkeyPatch, operations: int | None) -> list[str]:
    """Every write, rename and removal on a folder counted; the one after ``operations`` fails (None: none)."""
    done: list[str] = []
    for method in ("put_file", "pipe_file", "mv", "rm_file"):
        original = getattr(LocalFileSystem, method)

        def counted(self: LocalFileSystem, *args: object, _original=original, _name=method, **kwargs: object) -> object:
            if operations is not None and len(done) == operations:
                raise Stop(f"stopped before {_name} {args[0]}")
            done.append(f"{_name} {args[0]}")
            return _original(self, *args, **kwargs)

        monkeypatch.setattr(LocalFileSystem, method, counted)
    return done


def test_an_update_stopped_at_every_step_never_shows_a_feed_naming_a_missing_file(
    builds: Builds, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    deployed = tmp_path / "deployed"
    deploy(builds.first, str(deployed), {}, root=tmp_path, force=True)
    with monkeypatch.context() as counting:
        operations = _fail_after(counting, None)
        done = deploy(builds.second, str(shutil.copytree(deployed, tmp_path / "counted")), {}, root=tmp_path,
                      force=True)
        steps = len(operations)
    # Each file sent written and renamed, each removed file removed, the manifest written (and renamed) 3 times.
    assert steps == 2 * len(done.plan.send) + len(done.plan.remove) + 3 * 2 > 40
    for step in range(steps):
        target = Path(shutil.copytree(deployed, tmp_path / f"at-{step}"))
        with monkeypatch.context() as failing:
            _fail_after(failing, step)
            with pytest.raises(DeployError, match=r"sending failed \(Stop: stopped before"):
                deploy(builds.second, str(target), {}, root=tmp_path, force=True)
        assert_whole(target, (builds.first, builds.second))
        deploy(builds.second, str(target), {}, root=tmp_path, force=True)
        same_files(target, builds.second)
        assert deploy(builds.second, str(target), {}, root=tmp_path, force=True).plan.empty


@pytest.mark.parametrize("kill_after", [1, 8, 16])
def test_a_deploy_killed_while_sending_leaves_a_whole_feed_and_the_next_one_finishes(
    builds: Builds, tmp_path: Path, kill_after: int
) -> None:
    target = tmp_path / "site"
    deploy(builds.first, str(target), {}, root=tmp_path)
    child = subprocess.Popen(audioguide_with_ctrl_c("deploy", target, "--output", builds.second),
                             cwd=builds.guide, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
    assert child.stderr is not None
    for _ in range(kill_after):
        assert child.stderr.readline().startswith(("sent ", "removed "))
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    assert_whole(target, (builds.first, builds.second))
    finished = run_cli("deploy", target, "--output", builds.second, cwd=builds.guide)
    assert finished.returncode == 0, finished.stderr
    same_files(target, builds.second)


def test_ctrl_c_stops_a_deploy_with_what_to_do(builds: Builds, tmp_path: Path) -> None:
    # Ctrl-C after the first file: a deploy of a tiny guide may have sent the rest and be leaving by the time the
    # signal lands (a busy machine); such a try says nothing, and the next one, to a new target, is made.
    for attempt in range(5):
        target = tmp_path / f"site{attempt}"
        child = subprocess.Popen(audioguide_with_ctrl_c("deploy", target, "--output", builds.first),
                                 cwd=builds.guide, stderr=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert child.stderr is not None
        assert child.stderr.readline().startswith("sent ")
        child.send_signal(signal.SIGINT)
        _, stderr = child.communicate(timeout=30)
        if child.returncode == 130:
            break
        assert child.returncode in (0, -signal.SIGINT) and "Traceback" not in stderr, stderr  # it had finished
    assert child.returncode == 130
    assert stderr.splitlines()[-1] == (f"error: {target}: interrupted while sending; the feed there is whole (the"
                                       " previous deploy's or this one's); deploy again to finish")


def test_dry_run_lists_what_would_change_and_changes_nothing(builds: Builds, tmp_path: Path) -> None:
    target = tmp_path / "site"
    deploy(builds.first, str(target), {}, root=tmp_path)
    before = {p: p.read_bytes() for p in target.rglob("*") if p.is_file()}
    result = run_cli("deploy", target, "--output", builds.second, "--dry-run", cwd=builds.guide)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "send   en/02-third.mp3 (" in "\n".join(lines) and "bytes, new)" in "\n".join(lines)
    assert any(line.startswith("send   en/01-first.mp3 (") and line.endswith(" bytes, changed)") for line in lines)
    assert "remove en/02-second.mp3 (no longer in the output)" in lines
    assert lines[-1].startswith(f"{target}: would send ") and ", would remove 7, " in lines[-1]
    assert {p: p.read_bytes() for p in target.rglob("*") if p.is_file()} == before


def test_an_output_check_strict_fails_is_not_deployed_unless_forced(builds: Builds, tmp_path: Path) -> None:
    output = Path(shutil.copytree(builds.first, tmp_path / "output"))
    mp3 = output / "en" / "01-first.mp3"
    mp3.write_bytes(mp3.read_bytes()[: mp3.stat().st_size // 2])
    result = run_cli("deploy", tmp_path / "site", "--output", output, cwd=builds.guide)
    assert_refused(result, f"{output}: audioguide check --strict finds 7 errors, 0 warnings in 1 feed; nothing was"
                           " deployed:")
    whole = (builds.first / "en" / "01-first.mp3").stat().st_size
    assert f": error: enclosure length {whole}, but 01-first.mp3 has {whole // 2} bytes [" in result.stderr
    assert "fix them and build again, or deploy anyway with --force" in result.stderr
    assert not (tmp_path / "site").exists()
    forced = run_cli("deploy", tmp_path / "site", "--output", output, "--force", cwd=builds.guide)
    assert forced.returncode == 0, forced.stderr
    assert (tmp_path / "site" / "en" / "01-first.mp3").read_bytes() == mp3.read_bytes()


def test_a_folder_that_is_not_a_build_is_refused(tmp_path: Path) -> None:
    (tmp_path / "output").mkdir()
    result = run_cli("deploy", tmp_path / "site", "--output", tmp_path / "output", cwd=tmp_path)
    assert_refused(result, f"error: {tmp_path / 'output'}: not a built output (no .audioguide-output.json);"
                           " build first (audioguide build), or give the output folder with --output")


def test_the_target_of_another_guide_is_refused(builds: Builds, tmp_path: Path) -> None:
    target = tmp_path / "site"
    deploy(builds.first, str(target), {}, root=tmp_path)
    manifest = target / ".audioguide-deploy.json"
    recorded = json.loads(manifest.read_text())
    manifest.write_text(json.dumps({**recorded, "guide": "another-guide"}))
    result = run_cli("deploy", target, "--output", builds.second, cwd=builds.guide)
    assert_refused(result, f"{target}: holds the deploy of another guide")
    assert (target / "en" / "02-second.mp3").is_file()


def test_a_damaged_manifest_on_the_target_is_refused_with_what_to_do(builds: Builds, tmp_path: Path) -> None:
    target = tmp_path / "site"
    deploy(builds.first, str(target), {}, root=tmp_path)
    (target / ".audioguide-deploy.json").write_text('{"files": {"en/feed.xml": {"size": -3, "sha256": null}}}')
    result = run_cli("deploy", target, "--output", builds.second, cwd=builds.guide)
    assert_refused(result, f"{target}/.audioguide-deploy.json: damaged (TypeError: size -3); it records what"
                           " earlier deploys put there")


def test_without_a_target_the_config_is_asked_for(builds: Builds) -> None:
    result = run_cli("deploy", cwd=builds.guide)
    assert_refused(result, "audioguide.yml: deploy.target: not set; give a target (audioguide deploy"
                           " s3://bucket/guide) or set deploy.target in the config")


def test_the_config_target_is_used(builds: Builds, tmp_path: Path) -> None:
    guide = Path(shutil.copytree(builds.guide, tmp_path / "guide"))
    config = guide / "audioguide.yml"
    config.write_text(config.read_text() + "deploy:\n  target: ../published\n", encoding="utf-8")
    result = run_cli("deploy", cwd=guide)
    assert result.returncode == 0, result.stderr
    same_files(tmp_path / "published", guide / "output")
