"""``audioguide deploy git+<repository>#<branch>``: one commit per deploy on a branch of a local bare repository,
nothing committed when nothing changed, other files on the branch kept, and the branch served over HTTP read by
the podcast clients."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from audioguide.deploy import deploy
from tests.deploy.support import (
    Builds,
    http_head,
    read_by_podcast_apps,
    same_files,
    sample_base_url,
    served,
    two_builds,
)
from tests.support import assert_refused, run_cli


def git(*args: str | Path) -> str:
    return subprocess.run(["git", *map(str, args)], capture_output=True, text=True, check=True).stdout


def bare(folder: Path) -> Path:
    git("init", "--quiet", "--bare", folder)
    return folder


def checkout(repository: Path, branch: str, folder: Path) -> Path:
    """The branch's files, as a web server of the branch (GitHub Pages) has them."""
    folder.mkdir()
    git("--git-dir", repository, "--work-tree", folder, "checkout", branch, "--", ".")
    return folder


@pytest.fixture(scope="module")
def builds(tmp_path_factory: pytest.TempPathFactory) -> Builds:
    return two_builds(tmp_path_factory.mktemp("deploy"))


def test_the_sample_deploys_to_a_branch_in_one_commit_and_podcast_apps_read_it(
    built_sample: Path, tmp_path: Path
) -> None:
    repository = bare(tmp_path / "site.git")
    # Whether check lets an output be deployed is tests/deploy/test_deploy.py's: the sample passes it.
    sent = run_cli("deploy", f"git+{repository}#gh-pages", "--output", built_sample, "--force", cwd=tmp_path)
    assert sent.returncode == 0, sent.stderr
    commit = git("--git-dir", repository, "rev-parse", "gh-pages").strip()
    assert sent.stdout.strip().endswith(f"; commit {commit[:12]}")
    assert git("--git-dir", repository, "rev-list", "--count", "gh-pages").strip() == "1"
    assert git("--git-dir", repository, "log", "-1", "--format=%s", "gh-pages").startswith("Deploy the build of ")
    same_files(checkout(repository, "gh-pages", tmp_path / "pages"), built_sample)
    with served(tmp_path / "pages") as base:
        read_by_podcast_apps(base, ("en", "es", "fr", "de"), http_head, sample_base_url())
    again = run_cli("deploy", f"git+{repository}#gh-pages", "--output", built_sample, cwd=tmp_path)
    assert again.stdout == f"git+{repository}#gh-pages: up to date; nothing sent (72 files unchanged)\n"
    assert git("--git-dir", repository, "rev-parse", "gh-pages").strip() == commit


def test_an_update_is_one_more_commit_and_keeps_what_others_put_on_the_branch(builds: Builds, tmp_path: Path) -> None:
    repository = bare(tmp_path / "site.git")
    target = f"git+{repository}#gh-pages"
    first = deploy(builds.first, target, {}, root=tmp_path)
    assert first.commit is not None
    work = tmp_path / "work"
    git("clone", "--quiet", "--branch", "gh-pages", repository, work)
    (work / "CNAME").write_text("podcast.example.org\n")
    git("-C", work, "add", "CNAME")
    git("-C", work, "-c", "user.name=Owner", "-c", "user.email=owner@example.org", "commit", "--quiet", "-m", "CNAME")
    git("-C", work, "push", "--quiet", "origin", "gh-pages")
    second = deploy(builds.second, target, {}, root=tmp_path)
    assert second.commit is not None and sorted(second.plan.remove)[0] == "en/02-second.chapters.json"
    history = git("--git-dir", repository, "log", "--format=%s", "gh-pages").splitlines()
    assert history[0] == f"Deploy the build of {_built(builds.second)}: {len(second.plan.send)} files sent, 7 removed"
    assert history[1:] == ["CNAME", f"Deploy the build of {_built(builds.first)}: 21 files sent, 0 removed"]
    pages = checkout(repository, "gh-pages", tmp_path / "pages")
    assert (pages / "CNAME").read_text() == "podcast.example.org\n"
    (pages / "CNAME").unlink()
    same_files(pages, builds.second)


def _built(output: Path) -> str:
    from datetime import datetime, timezone

    stamp = (output / ".audioguide-output.json").stat().st_mtime
    return datetime.fromtimestamp(stamp, timezone.utc).strftime("%Y-%m-%d %H:%M UTC")


def test_a_repository_that_is_not_there_is_one_message(builds: Builds, tmp_path: Path) -> None:
    result = run_cli("deploy", f"git+{tmp_path / 'nowhere.git'}#gh-pages", "--output", builds.first, cwd=tmp_path)
    assert_refused(result, f"git+{tmp_path / 'nowhere.git'}#gh-pages: git ls-remote failed: fatal: '")
    assert result.stderr.rstrip().endswith("the branch is as it was")


@pytest.mark.parametrize(("target", "said"), [
    ("git+https://me:hunter22@example.org/site.git#gh-pages",
     "deploy target: 'https://…@example.org/site.git#…' holds a password; give credentials in the environment"),
    ("git+../site.git#..bad", "deploy target: not a branch name: '..bad' (e.g. git+../site.git#gh-pages)"),
    ("ss3://bucket/guide", "deploy target: 'ss3://bucket/guide': no storage is called ss3:// (did you mean s3://?);"
                           " give a folder, or a URL of the storage such as s3://bucket/guide"),
])
def test_a_target_that_cannot_be_is_refused_before_anything(
    builds: Builds, tmp_path: Path, target: str, said: str
) -> None:
    result = run_cli("deploy", target, "--output", builds.first, cwd=tmp_path)
    assert_refused(result, said, secrets=("hunter22",))
