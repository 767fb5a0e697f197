#!/usr/bin/env bash
# Install audioguide with its test extras into .venv and run the whole test suite on every core
# (pytest-xdist, a worker more than cores; AUDIOGUIDE_TEST_WORKERS=1 runs it in one process).
# The browser tests drive Debian's Chromium and the catalog tests GNU msgfmt; both are installed
# here (apt-get) when missing.
#   scripts/test.sh --quick   the fast inner loop: every module, without whole builds, the browser or a cluster
# Extra arguments go to pytest (e.g. -k feed, -x).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/venv.sh
selection=()
if [ "${1:-}" = "--quick" ]; then
  shift
  selection=(-m "not slow and not browser and not cluster and not sample")
fi
ensure_test_tools
ensure_venv "[test]"
# One worker more than cores: part of the tests' time is spent waiting (on a server's deadline, a subprocess,
# a browser), which the extra worker fills.
# The tests start audioguide in a new process hundreds of times: its bytecode is compiled once, here, even where
# the environment says not to write it (PYTHONDONTWRITEBYTECODE), instead of in every process.
.venv/bin/python -m compileall -q src >/dev/null
workers="${AUDIOGUIDE_TEST_WORKERS:-$(( $(nproc) + 1 ))}"
parallel=()
if [ "$workers" -gt 1 ]; then
  # A module's tests on one worker (its fixtures made once), the built sample's in one group (tests/conftest.py).
  parallel=(-n "$workers" --dist loadgroup)
fi
exec .venv/bin/python -m pytest "${parallel[@]}" "${selection[@]}" "$@"
