"""The gspo exercise, beyond its cases: every key input holds ±1e300 padding.

(The cases themselves, expected values included, are data in checks/gspo.toml; that the reference
passes them and prints the statement's examples, and that the correct answers in .meta/variants
pass and derive the same key, is tests/test_exercises.py's job; that every wrong answer fails the
check it names is tests/test_golden.py's.)"""

from __future__ import annotations

from conftest import ROOT

from practice.keys import load_key_inputs

SLUG = "gspo"


def test_every_key_input_holds_1e300_padding() -> None:
    keys = load_key_inputs(ROOT, SLUG)
    assert keys and all("1e300" in k.setup for k in keys), "every key input holds ±1e300 padding"
