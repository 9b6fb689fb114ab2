"""The ppo-gae exercise, beyond its cases: a key input holds an unused huge V_T.

(The cases themselves, expected values included, are data in checks/ppo_gae.toml; that the
reference passes them and prints the statement's examples, and that the correct answers in
.meta/variants pass and derive the same key, is tests/test_exercises.py's job; that every wrong
answer fails the check it names is tests/test_golden.py's.)"""

from __future__ import annotations

from conftest import ROOT

from practice.keys import load_key_inputs

SLUG = "ppo-gae"
# The correct answer written another way, which tests/test_diagnosis.py also runs (never named).
VARIANT = (
    ROOT / "exercises" / SLUG / ".meta" / "variants" / "forward_sums_and_loops.py"
).read_text("utf-8")


def test_a_key_input_has_an_unused_huge_final_value() -> None:
    keys = load_key_inputs(ROOT, SLUG)
    assert any("1e300" in k.call or "1e300" in k.setup for k in keys), "an unused huge V_T"
