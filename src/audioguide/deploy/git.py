"""A deploy target that is a branch of a git repository (``git+<repository>#gh-pages``), as MkDocs' gh-deploy.

The branch's last commit is fetched into a scratch repository (never the
user's working tree), the changed files are written as blobs into a
temporary index over that commit's tree, and one commit naming the build is
pushed: the branch moves from the previous deploy to the new one at once, so
a reader of the branch never sees half a deploy. Files on the branch that no
deploy put there stay. Git runs with prompts off and a time limit; it takes
credentials from its own configuration (a credential helper, an SSH key).
"""

from __future__ import annotations

import os
import re
import subprocess
import tempfile
from pathlib import Path

from audioguide.deploy.plan import MANIFEST_LIMIT, DeployError

TIMEOUT = 900.0
"""Seconds one git command may take: a push of a large guide over a slow line, not a hang."""
_FETCHED = "refs/audioguide/deployed"
_USERINFO = re.compile(r"(?<=://)[^/@\s]+@")


class GitTarget:
    """``branch`` of ``repository`` (a path or any URL git takes)."""

    def __init__(self, repository: str, branch: str, shown: str, root: Path) -> None:
        """A repository given as a folder is relative to ``root``."""
        self.repository = str((root / repository).resolve()) if _is_path(repository) else repository
        self.branch = branch
        self.shown = shown
        self._scratch = tempfile.TemporaryDirectory(prefix="audioguide-deploy-")
        self.git_dir = Path(self._scratch.name) / "scratch.git"
        self._git("init", "--bare", "--quiet", str(self.git_dir), git_dir=False)
        self.parent = self._fetch()
        self._changes: dict[str, str | None] = {}
        self._files: dict[str, Path] = {}
        self._listed: dict[str, int] | None = None

    def _fetch(self) -> str | None:
        """The branch's last commit, fetched; None when the branch does not exist yet."""
        heads = self._git("ls-remote", "--heads", self.repository, f"refs/heads/{self.branch}")
        if not heads.strip():
            return None
        self._git("fetch", "--quiet", "--no-tags", "--depth", "1", self.repository,
                  f"+refs/heads/{self.branch}:{_FETCHED}")
        return self._git("rev-parse", _FETCHED).strip()

    def listing(self) -> dict[str, int]:
        """Every file on the branch and its size."""
        if self._listed is None:
            listed = self._git("ls-tree", "-r", "-l", "-z", self.parent) if self.parent else ""
            self._listed = {}
            for entry in filter(None, listed.split("\0")):
                meta, name = entry.split("\t", 1)
                size = meta.split()[-1]
                self._listed[name] = int(size) if size.isdigit() else 0
        return self._listed

    def read(self, name: str) -> bytes | None:
        if self.parent is None or name not in self.listing():
            return None
        if self.listing()[name] > MANIFEST_LIMIT:
            raise DeployError(f"{self.shown}: {name} is larger than a deploy manifest can be; delete it from the"
                              " branch to deploy everything again")
        return self._run(["cat-file", "blob", f"{self.parent}:{name}"]).stdout

    def put(self, local: Path, name: str) -> None:
        """``local`` to be committed as ``name`` (written into the repository at :meth:`finish`, all at once)."""
        self._files[name] = local
        self._changes[name] = ""

    def write(self, name: str, data: bytes) -> None:
        self._files.pop(name, None)
        self._changes[name] = self._run(["hash-object", "-w", "--stdin"], data).stdout.decode().strip()

    def remove(self, name: str) -> None:
        self._files.pop(name, None)
        self._changes[name] = None

    def finish(self, message: str) -> str | None:
        """One commit of every change, pushed to the branch; its short id, or None when the tree is unchanged."""
        paths = "".join(f"{path}\n" for path in self._files.values()).encode()
        blobs = self._run(["hash-object", "-w", "--stdin-paths"], paths).stdout.decode().split()
        self._changes.update(zip(self._files, blobs, strict=True))
        index = Path(self._scratch.name) / "index"
        environment = {"GIT_INDEX_FILE": str(index)}
        if self.parent:
            self._git("read-tree", self.parent, env=environment)
        else:
            self._git("read-tree", "--empty", env=environment)
        lines = [f"100644 {blob}\t{name}" if blob else f"0 {'0' * 40}\t{name}" for name, blob in self._changes.items()]
        self._run(["update-index", "-z", "--index-info"], "".join(f"{line}\0" for line in lines).encode(),
                  environment)
        tree = self._git("write-tree", env=environment).strip()
        if self.parent and tree == self._git("rev-parse", f"{self.parent}^{{tree}}").strip():
            return None
        commit = self._git("commit-tree", tree, *(["-p", self.parent] if self.parent else []), "-m", message,
                           env=self._identity()).strip()
        self._git("push", "--quiet", self.repository, f"{commit}:refs/heads/{self.branch}")
        self._scratch.cleanup()
        return commit[:12]

    def _identity(self) -> dict[str, str]:
        """The user's git identity, or audioguide's where git has none (a CI runner)."""
        configured = self._run(["config", "user.email"], check=False).stdout.strip()
        if configured or "GIT_COMMITTER_EMAIL" in os.environ:
            return {}
        return {"GIT_AUTHOR_NAME": "audioguide", "GIT_AUTHOR_EMAIL": "audioguide@localhost",
                "GIT_COMMITTER_NAME": "audioguide", "GIT_COMMITTER_EMAIL": "audioguide@localhost"}

    def _git(self, *args: str, env: dict[str, str] | None = None, git_dir: bool = True) -> str:
        return self._run(list(args), env=env, git_dir=git_dir).stdout.decode()

    def _run(self, args: list[str], data: bytes | None = None, env: dict[str, str] | None = None,
             git_dir: bool = True, check: bool = True) -> subprocess.CompletedProcess[bytes]:
        command = ["git", *(["--git-dir", str(self.git_dir)] if git_dir else []), *args]
        environment = {**os.environ, "GIT_TERMINAL_PROMPT": "0", "GIT_ASKPASS": "", "SSH_ASKPASS": "",
                       "GIT_SSH_COMMAND": os.environ.get("GIT_SSH_COMMAND", "ssh -o BatchMode=yes"), **(env or {})}
        try:
            done = subprocess.run(command, input=data, capture_output=True, env=environment, timeout=TIMEOUT,
                                  check=False)
        except FileNotFoundError:
            raise DeployError("deploying to a git branch needs git, which is not installed here; install git"
                              " (apt install git, brew install git)") from None
        except subprocess.TimeoutExpired:
            raise DeployError(f"{self.shown}: git {args[0]} took more than {TIMEOUT:.0f} s; check that the"
                              " repository can be reached, and deploy again") from None
        if check and done.returncode != 0:
            said = [line.strip() for line in _USERINFO.sub("…@", done.stderr.decode(errors="replace")).splitlines()
                    if line.strip()]
            first = [line for line in said if line.startswith(("fatal:", "error:"))] or said[-1:]
            raise DeployError(f"{self.shown}: git {args[0]} failed: {' / '.join(first[:2]) or done.returncode};"
                              " the branch is as it was")
        return done


def _is_path(repository: str) -> bool:
    """A repository given as a folder rather than a URL (``https://``, ``ssh://``, ``git@host:path``)."""
    return "://" not in repository and not re.match(r"^[^/\s]+@[^/\s]+:", repository)
