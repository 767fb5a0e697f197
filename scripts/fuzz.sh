#!/usr/bin/env bash
# The property tests with many more examples than the default test run (tests/test_fuzz.py).
# HYPOTHESIS_PROFILE=long: 50,000 examples per reader test, 10,000 through the transcripts.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/venv.sh
ensure_venv "[test]"
HYPOTHESIS_PROFILE=long exec .venv/bin/python -m pytest tests/test_fuzz.py -p no:cacheprovider "$@"
