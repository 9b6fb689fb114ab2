"""Golden transcript: every known answer of every exercise through the real checker.

Each wrong answer must also fail the check its first line names (`# fails: <check>`), and each
known mistake (`# mistake: ...` on its second line) must be named as itself when an answer
makes it (practice/diagnosis.py), from fingerprints made of these same runs as the build makes
them of its own (py/authoring/mistakes.py).

The transcript (tests/golden/<slug>.txt) shows, for the reference, the starter and each known
wrong answer, every check's status and message, and the known mistake named for each function:
what a student would read. Review changes to it as a diff. Regenerate after an intended change
with:

    PRACTICE_REGEN_GOLDEN=1 python3 -m pytest tests/test_golden.py
"""

from __future__ import annotations

import functools
import os
from pathlib import Path
from typing import Any

import pytest
from conftest import ROOT
from rounding import same_text

from authoring.mistakes import (
    MistakeError,
    catalogue,
    fingerprint_of,
    hint_covers,
    hint_paths,
    twins,
    wrong_answers,
)
from authoring.placeholders import PLACEHOLDER, describe, exercise_paths, find_placeholders
from practice.diagnosis import diagnose
from practice.exercises import list_exercises
from practice.runner import run

GOLDEN = Path(__file__).parent / "golden"


MARK = "# fails: "  # a wrong answer's first line names the check that must catch it


def _answers(slug: str) -> list[tuple[str, str, str]]:
    """(name, source, the check it must fail or "") for the reference, starter, wrong answers."""
    meta = ROOT / "exercises" / slug / ".meta"
    reference = (meta / "solution.py").read_text("utf-8")
    answers = [
        ("reference", reference, ""),
        ("starter", (meta.parent / "starter.py").read_text("utf-8"), ""),
    ]
    for path in sorted((meta / "wrong_answers").glob("*.py")):
        text = path.read_text("utf-8")
        first = (text.splitlines() or [""])[0]
        claim = first.removeprefix(MARK).strip() if first.startswith(MARK) else ""
        answers.append((f"wrong/{path.stem}", reference + "\n\n" + text, claim))
    return answers


Judged = list[tuple[str, dict[str, Any], str]]


@functools.cache
def _judging(slug: str) -> tuple[Judged, tuple[tuple[str, str], ...]]:
    """Each known answer's result object, with the check it claims to fail and the known
    mistake named for each failing check (its `diagnosis`); and the pairs of mistakes that no
    check tells apart (twins: the build refuses them). Run once for both tests below."""
    runs = []
    for name, source, claim in _answers(slug):
        observed: dict[str, list[Any]] = {}
        result = run(ROOT, slug, source, "checks", mistakes=(), observed=observed)
        runs.append((name, result, claim, observed))
    try:
        answers = [a for a in wrong_answers(ROOT, slug) if a.mistake]
        covers = hint_covers(ROOT, slug, hint_paths(ROOT, slug))
    except MistakeError as exc:
        pytest.fail(str(exc), pytrace=False)
    prints = {
        name.removeprefix("wrong/"): fingerprint_of(result, observed)
        for name, result, _, observed in runs
        if name.startswith("wrong/")
    }
    # One that no check catches is for broken_claims to report, not for the catalogue.
    caught = [
        a for a in answers if prints[a.name]["status"] == "failed" and prints[a.name]["checks"]
    ]
    data = catalogue(ROOT, slug, caught, prints, covers, allow_twins=True)
    for _, result, _, observed in runs:
        if result["status"] == "failed":
            diagnose(result["checks"], observed, data["mistakes"])
    judged = [(name, result, claim) for name, result, claim, _ in runs]
    return judged, tuple(twins({a.name: prints[a.name] for a in caught}))


def judge(slug: str) -> Judged:
    """Each known answer's result object, with the check it claims to fail."""
    return _judging(slug)[0]


def broken_claims(slug: str, judged: Judged) -> list[str]:
    """Wrong answers without a `# fails:` line, or that the check they name lets through."""
    problems = []
    for name, result, claim in judged:
        if not name.startswith("wrong/"):
            continue
        where = f"exercises/{slug}/.meta/wrong_answers/{name.removeprefix('wrong/')}.py"
        statuses = {check["name"]: check["status"] for check in result["checks"]}
        if not claim:
            problems.append(f"{where}: the first line must be '{MARK}<check name>'")
        elif claim not in statuses:
            problems.append(f"{where}: names {claim!r}, not a check ({result['message']})")
        elif statuses[claim] == "pass":
            problems.append(f"{where}: {claim} passes; it should catch this answer")
    if not any(name.startswith("wrong/") for name, _, _ in judged):
        problems.append(f"exercises/{slug}/.meta/wrong_answers/: no known wrong answers")
    return problems


def format_transcript(judged: Judged) -> str:
    """What the checker says about each known answer, one block per answer, ending with the
    known mistake named for each function (by name: the sentences are the catalogue's)."""
    blocks = []
    for name, result, _ in judged:
        lines = [f"== {name}: {result['status']}: {result['message']}"]
        named: dict[str, str] = {}
        for check in result["checks"]:
            lines.append(f"  {check['status']:5} {check['name']}")
            if check["status"] != "pass":
                lines += [f"        {line}" for line in check["message"].splitlines()]
                if check.get("case"):
                    lines.append(f"        case {check['case']}: about: {check['about']}")
                if check.get("advice"):
                    lines.append(f"        advice: {check['advice']}")
            if check.get("diagnosis"):
                named.setdefault(check["function"], check["diagnosis"]["mistake"])
        lines += [
            f"  known mistake in {function}: {mistake}" for function, mistake in named.items()
        ]
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"


def transcript(slug: str) -> str:
    """The transcript of one exercise (tests/golden/<slug>.txt)."""
    return format_transcript(judge(slug))


def refuse_unwritten(slug: str) -> None:
    """A scaffold (`practice new`) not yet written: say so, not "the transcript changed"."""
    unwritten = find_placeholders(exercise_paths(ROOT, slug))
    if unwritten:
        pytest.fail(
            f"exercises/{slug} is not written yet: replace every {PLACEHOLDER} first "
            f"({describe(unwritten, ROOT)}); see docs/authoring.md",
            pytrace=False,
        )


@pytest.mark.parametrize("slug", list_exercises(ROOT))
def test_transcript_matches_golden(slug: str) -> None:
    refuse_unwritten(slug)
    judged = judge(slug)
    problems = broken_claims(slug, judged)
    assert not problems, "\n".join(problems)
    path = GOLDEN / f"{slug}.txt"
    text = format_transcript(judged)
    if os.environ.get("PRACTICE_REGEN_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert path.is_file(), "no golden transcript yet: run with PRACTICE_REGEN_GOLDEN=1"
    # Floats up to their last bits: another numpy build may differ there (tests/rounding.py).
    differs = same_text(text, path.read_text(encoding="utf-8"))
    assert differs is None, (
        f"{path.name} changed ({differs}): review, then regenerate with PRACTICE_REGEN_GOLDEN=1"
    )


@pytest.mark.parametrize("slug", list_exercises(ROOT))
def test_every_known_mistake_is_named_as_itself_and_no_right_answer_is(slug: str) -> None:
    """Each wrong answer with a `# mistake:` line, judged as a learner's answer, is named as
    itself (or as its twin, which the build refuses) for every function it fails on; the
    reference and the starter are named nothing."""
    refuse_unwritten(slug)
    judged, pairs = _judging(slug)
    by_name = {name: result for name, result, _ in judged}
    problems = []
    for answer in wrong_answers(ROOT, slug):
        if not answer.mistake:
            continue  # a cheat: never named, whatever its code gets wrong
        allowed = {answer.name} | {name for pair in pairs if answer.name in pair for name in pair}
        result = by_name[f"wrong/{answer.name}"]
        failing = [c for c in result["checks"] if c["status"] != "pass" and not c["not_written"]]
        named = {c["function"]: (c["diagnosis"] or {}).get("mistake") for c in failing}
        if not named or not set(named.values()) <= allowed:
            problems.append(f"wrong/{answer.name}: named {named}")
    assert not problems, "\n".join(problems)
    for right in ("reference", "starter"):
        assert all(c["diagnosis"] is None for c in by_name[right]["checks"]), right


def test_broken_claims_of_wrong_answers_are_named() -> None:
    def result(status: str) -> dict[str, Any]:
        return {"status": "x", "message": "m", "checks": [{"name": "c", "status": status}]}

    judged = [
        ("reference", result("pass"), ""),
        ("wrong/caught", result("fail"), "c"),
        ("wrong/let_through", result("pass"), "c"),
        ("wrong/unknown", result("fail"), "nope"),
        ("wrong/unmarked", result("fail"), ""),
    ]
    problems = broken_claims("s", judged)
    assert [p.split(":")[0] for p in problems] == [
        f"exercises/s/.meta/wrong_answers/{n}.py" for n in ("let_through", "unknown", "unmarked")
    ]
    assert broken_claims("s", judged[:1]) == [
        "exercises/s/.meta/wrong_answers/: no known wrong answers"
    ]
