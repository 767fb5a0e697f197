#!/usr/bin/env bash
# Install audioguide with its test extras into .venv and run the whole test suite.
# The browser tests drive Debian's Chromium and the catalog tests GNU msgfmt; both are installed
# here (apt-get) when missing.
# Extra arguments go to pytest (e.g. -k feed, -x).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/venv.sh
ensure_test_tools
ensure_venv "[test]"
exec .venv/bin/python -m pytest "$@"
