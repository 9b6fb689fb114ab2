# Install steps shared by scripts/test and scripts/serve (sourced, not run).

ensure_python_deps() {
  if ! python3 -c "import practice, numpy, pytest, ruff, playwright, markdown_it, latex2mathml, cryptography" 2>/dev/null; then
    echo "== installing Python packages (pip install -e '.[dev]')"
    python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore -e '.[dev]'
  fi
}

ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    echo "== installing Chromium (apt-get install chromium)"
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
  fi
}
