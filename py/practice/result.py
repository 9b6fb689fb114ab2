"""The versioned result object both front ends (terminal and browser) receive.

One home for the vocabulary, so the page, the CLI and the tests agree on every word.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "RESULT_VERSION",
    "CHECK_STATUSES",
    "EXAMPLE_STATUSES",
    "RUN_STATUSES",
    "new_result",
]

RESULT_VERSION = 1

# A whole run. `error`: the learner's code could not be judged (syntax error, exception on import,
# missing function, wrong signature). `fault`: our bug, never the learner's. The last two come
# from a run that was stopped.
RUN_STATUSES = ("passed", "failed", "error", "fault", "interrupted", "timeout")
CHECK_STATUSES = ("pass", "fail", "error")
# `close`: same numbers within the tolerance, printed with other last digits.
EXAMPLE_STATUSES = ("match", "close", "differs", "error")


def new_result(exercise: str, mode: str) -> dict[str, Any]:
    """An empty result for one run; the runner fills it in."""
    return {
        "version": RESULT_VERSION,
        "exercise": exercise,
        "mode": mode,
        "status": "passed",
        "message": "",
        "passed": 0,
        "total": 0,
        "checks": [],
        "examples": [],
        "output": "",
        "output_cut": 0,
    }
