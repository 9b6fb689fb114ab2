"""The three browser engines a student uses, each behind the same small `Driver` interface.

One launcher per engine, so that one journey (tests/browser/journey.py) is written once and run
in each; bench/first_run_engines.py starts them the same way.

    chromium.py   Debian's Chromium through Playwright (sitebuild/chromium.py's flags)
    firefox.py    Debian's firefox-esr through puppeteer-core over WebDriver BiDi
                  (firefox_bridge.mjs, npm package in this folder; no geckodriver)
    webkit.py     WebKitGTK's MiniBrowser through selenium and WebKitWebDriver, on its own Xvfb

scripts/setup.sh (`ensure_engines`) installs them all; a missing one fails, naming the command
that installs it.
"""
