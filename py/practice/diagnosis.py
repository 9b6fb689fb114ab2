"""Name the mistake: when an answer's failing checks saw exactly what a known wrong answer's did.

Every exercise keeps plausible wrong answers (exercises/<slug>/.meta/wrong_answers/), each with
one sentence that says what it does wrong (`# mistake: ...`). The build runs each one through
the checks and records, for every check it fails, what the check saw
(checking.CheckContext.observations): its *fingerprint*. They ship as
exercises/<slug>/mistakes.json (py/authoring/mistakes.py writes it), wrong values only.

When an answer fails, each of its failing checks is compared with the fingerprints, with the
checks' own tolerance. The rule never names a mistake the answer does not make:

* Checks are grouped by the learner's function they failed on (the result's `function`), and a
  mistake is named for a group only if it explains that group exactly: the answer fails the same
  checks of the group as the wrong answer, and each one saw the same values.
* A mistake is *contradicted*, and named nowhere, if in a function the wrong answer rewrites
  (its `functions`) the answer fails other checks than it does, or any check differently: a
  check it fails that the answer passes, one the answer fails that it passes (a compound
  mistake, or another one), or other values. Its failures in functions it does not rewrite
  (a caller of the rewritten one) are evidence where they agree, not a contradiction where
  they don't: the learner's caller may not call that function at all.
* Among the mistakes that explain a group, the one that explains the most of the answer's
  failing checks wins (then the one with the fewest failures the answer does not show); a tie
  names nothing, unless the tied mistakes have the same fingerprint: then they are one mistake
  (the build refuses such twins, so only an unbuilt catalogue has them) and the first is named.

Cheats (`# cheat: ...`) have no fingerprint and are never named.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from .compare import observed_alike

__all__ = [
    "MISTAKES_FILE",
    "MISTAKES_VERSION",
    "Mistake",
    "diagnose",
    "load_mistakes",
    "mistakes_path",
    "same_fingerprint",
    "seen_alike",
]

MISTAKES_FILE = "mistakes.json"  # next to exercise.toml on the site, written by the build
MISTAKES_VERSION = 1
# Matching uses each check's tolerance, never tighter than this: a check that demands exact
# zeros must still recognise a wrong answer whose last bits differ between CPython's numpy and
# the browser's.
RTOL_FLOOR, ATOL_FLOOR = 1e-9, 1e-12
DEFAULT_RTOL, DEFAULT_ATOL = 1e-6, 1e-9

# One known wrong answer as mistakes.json keeps it: "name", "message", "hint" (the first hint
# that covers it, or None), "functions" (what it rewrites) and "checks": {check name:
# {"function": the learner's function it fails on, "seen": its observations}}.
Mistake = Mapping[str, Any]

_cache: dict[str, tuple[tuple[int, int], list[Mistake]]] = {}


def mistakes_path(root: Path | str, slug: str) -> Path:
    """Where the site keeps an exercise's fingerprints."""
    return Path(root) / "exercises" / slug / MISTAKES_FILE


def load_mistakes(root: Path | str, slug: str) -> list[Mistake]:
    """The exercise's known mistakes from mistakes.json; none if there is no such file (a
    checkout before any build) or it is of another version."""
    path = mistakes_path(root, slug)
    try:
        stat = path.stat()
    except OSError:
        return []
    key, stamp = str(path), (stat.st_mtime_ns, stat.st_size)
    if key in _cache and _cache[key][0] == stamp:  # read once per page, not on every Submit
        return _cache[key][1]
    data = json.loads(path.read_text(encoding="utf-8"))
    mistakes = list(data["mistakes"]) if data.get("version") == MISTAKES_VERSION else []
    _cache[key] = (stamp, mistakes)
    return mistakes


def _step_alike(want: Any, got: Any) -> bool:
    """One observation of a known wrong answer against the learner's."""
    if type(want) is int or type(got) is int:
        return want == got  # expectations that held in a row
    if want.keys() != got.keys() or want.get("x") != got.get("x") or want.get("e") != got.get("e"):
        return False
    if want.get("m") != got.get("m") or want.get("p") != got.get("p"):
        return False
    rtol = max(want.get("r", DEFAULT_RTOL), RTOL_FLOOR)
    atol = max(want.get("a", DEFAULT_ATOL), ATOL_FLOOR)
    for key in ("n", "v"):
        if key in want and not observed_alike(want[key], got[key], rtol, atol):
            return False
    return True


def seen_alike(want: Sequence[Any], got: Sequence[Any]) -> bool:
    """Whether a check saw the same in two answers: step by step, numbers within tolerance."""
    return len(want) == len(got) and all(_step_alike(w, g) for w, g in zip(want, got))


def same_fingerprint(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """Two mistakes' `checks` that no answer could tell apart: the same checks fail on the
    same functions, each seeing the same within tolerance (both ways: it is relative)."""
    if a.keys() != b.keys():
        return False
    return all(
        a[c]["function"] == b[c]["function"]
        and seen_alike(a[c]["seen"], b[c]["seen"])
        and seen_alike(b[c]["seen"], a[c]["seen"])
        for c in a
    )


class _Fit:
    """How one known mistake fits an answer's failures."""

    def __init__(
        self, mistake: Mistake, failing: Mapping[str, Any], observed: Mapping[str, Any]
    ) -> None:
        self.mistake = mistake
        checks: Mapping[str, Any] = mistake["checks"]
        self.groups: dict[str, set[str]] = {}
        for name, print_ in checks.items():
            self.groups.setdefault(print_["function"], set()).add(name)
        self.reproduced = {
            name
            for name, print_ in checks.items()
            if name in failing
            and failing[name]["function"] == print_["function"]
            and seen_alike(print_["seen"], observed.get(name, ()))
        }
        self.unreproduced = len(checks) - len(self.reproduced)

    def contradicted(self, groups: Mapping[str, set[str]]) -> bool:
        """In a function it rewrites, the answer fails other checks, or fails them otherwise.
        A wrong answer that rewrites none of the learner's functions (a helper) is held to
        every function it fails on."""
        zone = set(self.mistake.get("functions") or ()) or set(self.groups)
        return any(not self.explains(function, groups.get(function, set())) for function in zone)

    def explains(self, function: str, failing: set[str]) -> bool:
        """It fails exactly these checks on `function`, each as the answer does."""
        mine = self.groups.get(function, set())
        return mine == failing and mine <= self.reproduced


def diagnose(
    rows: Sequence[dict[str, Any]],
    observed: Mapping[str, Sequence[Any]],
    mistakes: Sequence[Mistake],
) -> None:
    """Set each failing check's `diagnosis` (rows from the result object; `observed`: each
    failing check's observations) to the known mistake that explains its function's failures,
    or leave it None."""
    failing = {
        row["name"]: row for row in rows if row["status"] != "pass" and not row["not_written"]
    }
    groups: dict[str, set[str]] = {}
    for name, row in failing.items():
        groups.setdefault(row["function"], set()).add(name)
    if not groups:
        return
    fits = [_Fit(mistake, failing, observed) for mistake in mistakes]
    fits = [fit for fit in fits if fit.reproduced and not fit.contradicted(groups)]
    for function, names in groups.items():
        scored = [
            ((len(fit.reproduced), -fit.unreproduced), fit)
            for fit in fits
            if fit.explains(function, names)
        ]
        if not scored:
            continue
        best = max(score for score, _ in scored)
        tied = [fit.mistake for score, fit in scored if score == best]
        if any(not same_fingerprint(tied[0]["checks"], m["checks"]) for m in tied[1:]):
            continue  # two mistakes explain it equally well: naming either could be wrong
        mistake = tied[0]
        diagnosis = {
            "mistake": mistake["name"],
            "message": mistake["message"],
            "hint": mistake.get("hint"),
        }
        for name in names:
            failing[name]["diagnosis"] = dict(diagnosis)
