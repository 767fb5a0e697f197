#!/usr/bin/env bash
# Install audioguide into .venv and build the sample guide into output/, offline.
#   scripts/build-sample.sh --neural   with neural voices: audioguide.neural.yml (Kokoro for en, es and fr,
#                                      Pico for de; installs the kokoro and pico extras)
# Extra arguments go to `audioguide build` (e.g. -v, --lang en).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/venv.sh
if [ "${1:-}" = "--neural" ]; then
  shift
  ensure_venv "[kokoro,pico]"
  exec .venv/bin/audioguide build -c audioguide.neural.yml "$@"
fi
ensure_venv ""
exec .venv/bin/audioguide build "$@"
