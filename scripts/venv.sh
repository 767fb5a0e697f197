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
  # Installed already, from this pyproject.toml: nothing for pip to do (it would take half a minute to say so).
  local stamp=".venv/.installed${extras}"
  if [ -f "$stamp" ] && [ "$stamp" -nt pyproject.toml ]; then
    return
  fi
  .venv/bin/python -m pip install --quiet --disable-pip-version-check --editable ".${extras}"
  touch "$stamp"
}

# The tests need system packages: Chromium for the browser tests (CHROMIUM=/path/to/chromium
# to use another one), GNU gettext's msgfmt, which checks every catalog audioguide writes, and
# EPUBCheck for the EPUB output; and the Node.js tools in tests/node/*/ (validators run from
# npm packages), installed from their lock files.
ensure_test_tools() {
  ensure_system_packages
  ensure_node_tools
}

ensure_node_tools() {
  local folder
  for folder in tests/node/*/; do
    [ -f "$folder/package.json" ] || continue
    if [ ! -d "$folder/node_modules" ] || [ "$folder/package-lock.json" -nt "$folder/node_modules" ]; then
      echo "installing the Node.js tools in $folder (npm ci)"
      # Their browser is the system's Chromium: no tool downloads one of its own. A development
      # dependency is one whose tarball a test fetches itself (npm pack), checked against the lock file.
      PUPPETEER_SKIP_DOWNLOAD=1 npm ci --prefix "$folder" --omit=dev --no-audit --no-fund --loglevel=error >/dev/null
      mkdir -p "$folder/node_modules"
      touch "$folder/node_modules"
    fi
  done
}

ensure_system_packages() {
  local browser="${CHROMIUM:-/usr/bin/chromium}"
  local packages=()
  [ -x "$browser" ] || packages+=(chromium)
  command -v msgfmt >/dev/null || packages+=(gettext)
  command -v epubcheck >/dev/null || packages+=(epubcheck)
  # The corpus' Jekyll pages are compared with what their site's Markdown engine renders.
  ruby -e 'require "kramdown"; require "kramdown-parser-gfm"' 2>/dev/null || packages+=(ruby-kramdown ruby-kramdown-parser-gfm)
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
