"""Pieces of the static-site build: assets, rendering, pages (see build.py)."""
