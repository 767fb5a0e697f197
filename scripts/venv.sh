# Shared by the scripts: create .venv with Python 3.10+ and install the project into it.
ensure_venv() {
  local extras="$1"
  local python="${PYTHON:-python3}"
  if [ ! -x .venv/bin/python ]; then
    if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 10))' 2>/dev/null; then
      echo "audioguide needs Python 3.10 or newer; set PYTHON=/path/to/python3.x" >&2
      exit 1
    fi
    "$python" -m venv .venv
  fi
  .venv/bin/python -m pip install --quiet --disable-pip-version-check --editable ".${extras}"
}

# The browser tests need Chromium (CHROMIUM=/path/to/chromium to use another one).
ensure_chromium() {
  local browser="${CHROMIUM:-/usr/bin/chromium}"
  if [ -x "$browser" ]; then
    return
  fi
  if ! command -v apt-get >/dev/null; then
    echo "the browser tests need Chromium: install it, or set CHROMIUM=/path/to/chromium" >&2
    exit 1
  fi
  local sudo=""
  if [ "$(id -u)" != 0 ]; then
    sudo="sudo"
  fi
  echo "installing Chromium for the browser tests (apt-get install chromium)"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
}
