"""Golden transcript: every known answer of every exercise through the real checker.

Each wrong answer must also fail the check its first line names (`# fails: <check>`).

The transcript (tests/golden/<slug>.txt) shows, for the reference, the starter and each known
wrong answer, every check's status and message: what a student would read. Review changes to it
as a diff. Regenerate after an intended change with:

    PRACTICE_REGEN_GOLDEN=1 python3 -m pytest tests/test_golden.py
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from conftest import ROOT

from authoring.placeholders import PLACEHOLDER, describe, exercise_paths, find_placeholders
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


def judge(slug: str) -> Judged:
    """Each known answer's result object, with the check it claims to fail."""
    return [
        (name, run(ROOT, slug, source, "checks"), claim) for name, source, claim in _answers(slug)
    ]


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
    """What the checker says about each known answer, one block per answer."""
    blocks = []
    for name, result, _ in judged:
        lines = [f"== {name}: {result['status']}: {result['message']}"]
        for check in result["checks"]:
            lines.append(f"  {check['status']:5} {check['name']}")
            if check["status"] != "pass":
                lines += [f"        {line}" for line in check["message"].splitlines()]
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"


def transcript(slug: str) -> str:
    """The transcript of one exercise (tests/golden/<slug>.txt)."""
    return format_transcript(judge(slug))


@pytest.mark.parametrize("slug", list_exercises(ROOT))
def test_transcript_matches_golden(slug: str) -> None:
    # A scaffold (`practice new`) not yet written: say so, not "the transcript changed".
    unwritten = find_placeholders(exercise_paths(ROOT, slug))
    if unwritten:
        pytest.fail(
            f"exercises/{slug} is not written yet: replace every {PLACEHOLDER} first "
            f"({describe(unwritten, ROOT)}); see docs/authoring.md",
            pytrace=False,
        )
    judged = judge(slug)
    problems = broken_claims(slug, judged)
    assert not problems, "\n".join(problems)
    path = GOLDEN / f"{slug}.txt"
    text = format_transcript(judged)
    if os.environ.get("PRACTICE_REGEN_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert path.is_file(), "no golden transcript yet: run with PRACTICE_REGEN_GOLDEN=1"
    assert text == path.read_text(encoding="utf-8"), (
        f"{path.name} changed: review, then regenerate with PRACTICE_REGEN_GOLDEN=1"
    )


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
