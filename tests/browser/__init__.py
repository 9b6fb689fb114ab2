"""Browser tests (Playwright, Debian Chromium).

A package, so that its conftest does not shadow tests/conftest.py for `from conftest import`.
"""
