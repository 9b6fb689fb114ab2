"""Assertion messages stay short: a failing test prints a few hundred characters, never a page."""

from __future__ import annotations

LIMIT = 300


def brief(text: str, limit: int = LIMIT) -> str:
    """`text` as it starts, with a note of how much was left out (a results area after a print
    flood holds megabytes; the log needs only what went wrong)."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text) - limit:,} more characters)"
