"""The rloo exercise, beyond its cases: a key input holds ±1e300 in its padding.

(The cases themselves, expected values included, are data in checks/rloo.toml; that the
reference passes them and prints the statement's examples is tests/test_exercises.py's job, and
that every wrong answer fails the check it names is tests/test_golden.py's.)"""

from __future__ import annotations

from conftest import ROOT

from practice.keys import load_key_inputs

SLUG = "rloo"


def test_a_key_input_holds_1e300_in_its_padding() -> None:
    padded = [k for k in load_key_inputs(ROOT, SLUG) if "1e300" in k.setup]
    assert padded, "some key input must hold ±1e300 in its padding"
