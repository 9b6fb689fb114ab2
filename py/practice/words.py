"""The sentences a learner reads about how a run went, in one place.

The runner, the lesson cells and the terminal take them from here; the build writes those the
page needs when no Python is left to ask (a worker ended under an endless loop) into each page's
data (`page_words`), and web/run_limits.js reads them there. So the terminal and the page never
word the same event two ways.
"""

from __future__ import annotations

__all__ = [
    "TOOK_TOO_LONG",
    "RAN_OUT_IN",
    "NOT_RUN",
    "NOT_RUN_ROW",
    "ENDLESS_LOOP",
    "WHILE_PRINTING",
    "CELL_TIME_LIMIT",
    "page_words",
]

# A check or a load that ran past the limit, said by the harness that saw it.
TOOK_TOO_LONG = "{what} took longer than {seconds:g} s"
ENDLESS_LOOP = "(an endless loop?)"
WHILE_PRINTING = "while printing {printed}"
# A function that ran out of time in an ended worker, and the checks it leaves not run.
RAN_OUT_IN = "{function}() took longer than {seconds:g} s in {check} (an endless loop?)"
NOT_RUN = "not run: {function}() ran past the time limit in {check}"
NOT_RUN_ROW = "not run: it ran past the time limit"
CELL_TIME_LIMIT = "Time limit: the cell ran for more than {seconds:g} s."

# What the page says of a run it ended from outside ({seconds}, {cut}: filled in by the page).
_PAGE = {
    "timeLimit": "Time limit: your code ran for more than {seconds} seconds and was stopped.",
    "printedTooMuch": (
        "It printed at least {cut} characters more than are shown: printing that much is slow, "
        "so take print() out of loops and out of the functions the checks call."
    ),
    "endless": "Look for a loop that never ends.",
    "stopped": "Stopped: you ended the run before it finished.",
    "restarted": "Python was restarted, so the next run takes a few seconds longer.",
}


def page_words() -> dict[str, str]:
    """The sentences a page needs with no Python to ask, for its data."""
    return dict(_PAGE)
