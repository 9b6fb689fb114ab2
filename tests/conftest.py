"""Shared paths and helpers for the Python tests."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SLUG = "grpo-advantages"
EXERCISE = ROOT / "exercises" / SLUG


@pytest.fixture(scope="session")
def root() -> Path:
    return ROOT


@pytest.fixture(scope="session")
def reference_source() -> str:
    return (EXERCISE / ".meta" / "solution.py").read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def starter_source() -> str:
    return (EXERCISE / "starter.py").read_text(encoding="utf-8")
