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

# The tests need two system packages: Chromium for the browser tests (CHROMIUM=/path/to/chromium
# to use another one) and GNU gettext's msgfmt, which checks every catalog audioguide writes.
ensure_test_tools() {
  local browser="${CHROMIUM:-/usr/bin/chromium}"
  local packages=()
  [ -x "$browser" ] || packages+=(chromium)
  command -v msgfmt >/dev/null || packages+=(gettext)
  if [ ${#packages[@]} -eq 0 ]; then
    return
  fi
  if ! command -v apt-get >/dev/null; then
    echo "the tests need ${packages[*]}: install them (or set CHROMIUM=/path/to/chromium)" >&2
    exit 1
  fi
  local sudo=""
  if [ "$(id -u)" != 0 ]; then
    sudo="sudo"
  fi
  echo "installing ${packages[*]} for the tests (apt-get install)"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${packages[@]}" >/dev/null
}
