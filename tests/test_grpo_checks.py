"""The GRPO exercise's own checks: the reference prints the statement's examples with the paper's
numbers.

(What every exercise must satisfy is tests/test_exercises.py's job, including the checks no wrong
answer aims at; that every wrong answer fails the check it names is tests/test_golden.py's.)"""

from __future__ import annotations

from conftest import ROOT, SLUG

from practice.runner import run


def test_reference_prints_the_statement_examples_exactly(reference_source: str) -> None:
    result = run(ROOT, SLUG, reference_source, "examples")
    assert [e["status"] for e in result["examples"]] == ["match", "match"]
    printed = "\n".join(e["got"] for e in result["examples"])
    assert "-0.13122323326245566" in printed and "-0.1299723302889813" in printed
