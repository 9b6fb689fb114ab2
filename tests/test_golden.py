"""Golden transcript: every known answer of every exercise through the real checker.

The transcript (tests/golden/<slug>.txt) shows, for the reference, the starter and each known
wrong answer, every check's status and message: what a student would read. Review changes to it
as a diff. Regenerate after an intended change with:

    PRACTICE_REGEN_GOLDEN=1 python3 -m pytest tests/test_golden.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from conftest import ROOT

from authoring.placeholders import PLACEHOLDER, describe, exercise_paths, find_placeholders
from practice.exercises import list_exercises
from practice.runner import run

GOLDEN = Path(__file__).parent / "golden"


def _answers(slug: str) -> list[tuple[str, str]]:
    meta = ROOT / "exercises" / slug / ".meta"
    reference = (meta / "solution.py").read_text("utf-8")
    answers = [
        ("reference", reference),
        ("starter", (meta.parent / "starter.py").read_text("utf-8")),
    ]
    for path in sorted((meta / "wrong_answers").glob("*.py")):
        answers.append((f"wrong/{path.stem}", reference + "\n\n" + path.read_text("utf-8")))
    return answers


def transcript(slug: str) -> str:
    """What the checker says about each known answer, one block per answer."""
    blocks = []
    for name, source in _answers(slug):
        result = run(ROOT, slug, source, "checks")
        lines = [f"== {name}: {result['status']}: {result['message']}"]
        for check in result["checks"]:
            lines.append(f"  {check['status']:5} {check['name']}")
            if check["status"] != "pass":
                lines += [f"        {line}" for line in check["message"].splitlines()]
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"


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
    path = GOLDEN / f"{slug}.txt"
    text = transcript(slug)
    if os.environ.get("PRACTICE_REGEN_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert path.is_file(), "no golden transcript yet: run with PRACTICE_REGEN_GOLDEN=1"
    assert text == path.read_text(encoding="utf-8"), (
        f"{path.name} changed: review, then regenerate with PRACTICE_REGEN_GOLDEN=1"
    )
