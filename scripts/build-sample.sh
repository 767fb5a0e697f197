#!/usr/bin/env bash
# Install audioguide into .venv and build the sample guide into output/, offline.
# Extra arguments go to `audioguide build` (e.g. -v, --lang en).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/venv.sh
ensure_venv ""
exec .venv/bin/audioguide build "$@"
