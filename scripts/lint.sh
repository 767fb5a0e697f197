#!/usr/bin/env bash
# Install audioguide with its dev extra (ruff, mypy and the stubs) into .venv, then lint:
# ruff over the code, tests, benchmarks and scripts, mypy --strict over src/audioguide, and
# import-linter's layer contract (all configured in pyproject.toml). Exits non-zero when any finds anything.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/venv.sh
ensure_venv "[dev]"
status=0
.venv/bin/ruff check src tests benchmarks scripts || status=1
.venv/bin/mypy || status=1
.venv/bin/lint-imports --no-cache || status=1
exit "$status"
