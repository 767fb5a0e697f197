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
