# Install steps shared by scripts/test and scripts/serve (sourced, not run).

ensure_python_deps() {
  if ! python3 -c "import practice, numpy, pytest, xdist, ruff, playwright, selenium, markdown_it, mdit_py_plugins, latex2mathml, cryptography, brotli, nbformat, jupytext" 2>/dev/null; then
    echo "== installing Python packages (pip install -e '.[dev]')"
    python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore -e '.[dev]'
  fi
}

# apt-get install "$@", with one apt-get update per shell however many steps need packages.
apt_install() {
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  if [ -z "${PRACTICE_APT_UPDATED:-}" ]; then
    $sudo apt-get update -qq
    PRACTICE_APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    echo "== installing Chromium (apt-get install chromium)"
    apt_install chromium
  fi
}

# Firefox and WebKit for tests/browser/test_engines.py (drivers in tests/engines/): Debian's
# firefox-esr, driven by puppeteer-core (npm, no browser download), and WebKitGTK's MiniBrowser
# with WebKitWebDriver (webkit2gtk-driver) on an Xvfb (xvfb); selenium comes with '.[dev]'.
ensure_engines() {
  local missing=()
  [ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
  [ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
  command -v Xvfb >/dev/null || missing+=(xvfb)
  if [ ${#missing[@]} -gt 0 ]; then
    echo "== installing browser engines (apt-get install ${missing[*]})"
    apt_install "${missing[@]}"
  fi
  local engines=tests/engines
  local digest
  digest=$(cat "$engines/package.json" "$engines/package-lock.json" | sha256sum | cut -d' ' -f1)
  if [ "$(cat "$engines/node_modules/.practice-lock.sha256" 2>/dev/null)" != "$digest" ]; then
    echo "== installing puppeteer-core (npm ci in $engines)"
    (cd "$engines" && PUPPETEER_SKIP_DOWNLOAD=1 npm ci --ignore-scripts --no-audit --no-fund \
      --loglevel=error)
    echo "$digest" > "$engines/node_modules/.practice-lock.sha256"
  fi
}

# npm packages the browser tests need (axe-core, for the accessibility audit), from the lock.
ensure_test_npm() {
  python3 -m sitebuild.npm tests/a11y axe-core/axe.min.js
}
