"""The code stays as pyproject.toml configures it: ruff finds nothing, mypy --strict finds nothing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.support import ROOT


def run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True, check=False)


def test_ruff_finds_nothing() -> None:
    result = run("ruff", "check", "--no-cache", "src", "tests", "benchmarks", "scripts")
    assert (result.returncode, result.stdout) == (0, "All checks passed!\n"), result.stdout + result.stderr


def test_mypy_strict_finds_nothing() -> None:
    result = run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("Success: no issues found in"), result.stdout


def test_the_layers_import_only_the_layers_below_them() -> None:
    """import-linter's contract in pyproject.toml: cli, then build/check/preview, publish, audio, speech, text,
    config, common; no module imports a layer above its own."""
    lint_imports = Path(sys.executable).with_name("lint-imports")
    result = subprocess.run([str(lint_imports), "--no-cache"], cwd=ROOT, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Contracts: 2 kept, 0 broken." in result.stdout
