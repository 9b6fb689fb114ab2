"""The known wrong answers as the harness uses them: each one's sentence, its fingerprint, and
the hint that covers it; written by the build as exercises/<slug>/mistakes.json
(practice.diagnosis says how an answer is matched against them).

A wrong answer (exercises/<slug>/.meta/wrong_answers/<name>.py) starts with two lines:

    # fails: <the check that must catch it>
    # mistake: <one sentence, in the learner's terms, of what it does instead>

or, for an answer that games the checker, `# cheat: <what it does>` on the second line: a cheat
is never named to a learner and has no fingerprint. A hint says which mistakes it covers on its
first line, `<!-- covers: name, name -->`, which the page never shows.

Fingerprints come from running every wrong answer (the reference with the wrong answer
appended, as tests/test_golden.py does) through the checks, ~20 s for the whole catalogue, so
they are kept in .cache/fingerprints/ under a digest of all they depend on.
"""

from __future__ import annotations

import ast
import hashlib
import json
import multiprocessing as mp
import os
import re
import sys
import tempfile
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

from practice.checking import load_suite
from practice.diagnosis import MISTAKES_VERSION, same_fingerprint
from practice.exercises import load_exercise
from practice.runner import run

__all__ = [
    "FAILS",
    "MISTAKE",
    "CHEAT",
    "COVERS",
    "MistakeError",
    "WrongAnswer",
    "wrong_answers",
    "hint_covers",
    "strip_covers",
    "fingerprint",
    "fingerprint_of",
    "fingerprints",
    "catalogue",
    "twins",
    "hint_paths",
    "mistakes_data",
]

FAILS, MISTAKE, CHEAT = "# fails: ", "# mistake: ", "# cheat: "
COVERS = re.compile(r"\A<!--\s*covers:(?P<names>[^>]*?)-->[ \t]*(?:\r?\n|\Z)")
DEFAULT_CACHE = Path(__file__).resolve().parents[2] / ".cache"
KEEP_CACHED = 3  # fingerprint files per exercise, e.g. for switching between branches
LEARNER_FILE = "my_answer.py"  # what the page calls an answer: the same name in every message


class MistakeError(Exception):
    """A wrong answer or a hint the catalogue cannot use; the message names the file."""


class WrongAnswer(NamedTuple):
    name: str  # the file's stem: what the result's diagnosis calls the mistake
    path: Path
    fails: str  # the check that must catch it
    mistake: str  # the learner-facing sentence, "" for a cheat
    cheat: str  # what a cheat does, "" for a mistake
    code: str


def _where(root: Path, path: Path) -> str:
    try:
        return path.relative_to(root).as_posix()
    except ValueError:
        return str(path)


def wrong_answers(root: Path, slug: str) -> list[WrongAnswer]:
    """The exercise's wrong answers, sorted by name; a MistakeError names a file whose first
    two lines are not `# fails: <check>` and `# mistake: <sentence>` (or `# cheat: ...`)."""
    folder = root / "exercises" / slug / ".meta" / "wrong_answers"
    answers = []
    for path in sorted(folder.glob("*.py")):
        code = path.read_text(encoding="utf-8")
        lines = code.splitlines() + ["", ""]
        where = _where(root, path)
        if not lines[0].startswith(FAILS) or not lines[0].removeprefix(FAILS).strip():
            raise MistakeError(f"{where}: the first line must be '{FAILS}<check name>'")
        second = lines[1]
        mistake = second.removeprefix(MISTAKE).strip() if second.startswith(MISTAKE) else ""
        cheat = second.removeprefix(CHEAT).strip() if second.startswith(CHEAT) else ""
        if not mistake and not cheat:
            raise MistakeError(
                f"{where}: the second line must be '{MISTAKE}<one sentence for the learner: "
                f"what this answer does instead of what the statement asks>', or '{CHEAT}<what "
                "it does>' for an answer that games the checker (docs/authoring.md)"
            )
        fails = lines[0].removeprefix(FAILS).strip()
        answers.append(WrongAnswer(path.stem, path, fails, mistake, cheat, code))
    return answers


def hint_covers(root: Path, slug: str, hints: Sequence[Path]) -> dict[str, int]:
    """Mistake name -> the first hint (1-based) whose `<!-- covers: ... -->` line names it; a
    MistakeError names a hint that covers something that is not a known mistake."""
    known = {a.name for a in wrong_answers(root, slug) if a.mistake}
    covered: dict[str, int] = {}
    for number, path in enumerate(hints, 1):
        match = COVERS.match(path.read_text(encoding="utf-8"))
        if not match:
            continue
        names = [name.strip() for name in match["names"].split(",")]
        unknown = [name for name in names if name not in known]
        if unknown or not any(names):
            raise MistakeError(
                f"{_where(root, path)}: covers {', '.join(map(repr, unknown)) or 'nothing'}: "
                f"name mistakes of exercises/{slug}/.meta/wrong_answers/ (file names without "
                ".py, not cheats), separated by commas"
            )
        for name in names:
            covered.setdefault(name, number)
    return covered


def strip_covers(text: str) -> str:
    """A hint's Markdown without its `covers` line, which is for the harness, not the page."""
    return COVERS.sub("", text, count=1)


def fingerprint_of(result: Mapping[str, Any], observed: Mapping[str, Any]) -> dict[str, Any]:
    """What the checks saw of one answer, from its result and observations (`run(...,
    observed=)`): {"status", "message", "checks": {check: {"function", "seen"}}} for every
    check it fails (a starter's stub aside)."""
    checks = {
        row["name"]: {"function": row["function"], "seen": observed.get(row["name"], [])}
        for row in result["checks"]
        if row["status"] != "pass" and not row["not_written"]
    }
    return {"status": result["status"], "message": result["message"], "checks": checks}


def fingerprint(root: Path, slug: str, reference: str, answer: WrongAnswer) -> dict[str, Any]:
    """One wrong answer run through the checks (appended to the reference), fingerprinted."""
    observed: dict[str, list[Any]] = {}
    source = reference + "\n\n" + answer.code
    result = run(
        root, slug, source, "checks", filename=LEARNER_FILE, mistakes=(), observed=observed
    )
    return fingerprint_of(result, observed)


def _digest(parts: Iterable[bytes]) -> str:
    h = hashlib.sha256()
    for part in parts:
        h.update(hashlib.sha256(part).digest())
    return h.hexdigest()[:24]


def _exercise_digest(root: Path, slug: str) -> str:
    """Everything a fingerprint depends on but the wrong answer: the harness, the check
    module, the reference, the time limit, and the Python and numpy that run them."""
    exercise = load_exercise(root, slug)
    harness = sorted((root / "py" / "practice").glob("*.py"))
    files = [*harness, *exercise.check_files, exercise.directory / ".meta" / "solution.py"]
    versions = f"{sys.version_info[:2]} numpy {np.__version__} limit {exercise.time_limit}"
    return _digest([versions.encode(), *(p.name.encode() + p.read_bytes() for p in files)])


def fingerprints(
    root: Path,
    slug: str,
    answers: Sequence[WrongAnswer],
    cache: Path | None = DEFAULT_CACHE,
    on_compute: Callable[[int], None] | None = None,
) -> dict[str, dict[str, Any]]:
    """Each answer's fingerprint (name -> `fingerprint`), from .cache/fingerprints/ where an
    earlier run left it: one file per exercise digest, one entry per wrong answer's text.
    `on_compute` hears how many must be run first, if any."""
    reference = (root / "exercises" / slug / ".meta" / "solution.py").read_text("utf-8")
    path = None
    stored: dict[str, Any] = {}
    if cache is not None:
        path = cache / "fingerprints" / f"{slug}-{_exercise_digest(root, slug)}.json"
        try:
            stored = json.loads(path.read_text(encoding="utf-8"))
            path.touch()  # recently used: kept when older ones are pruned
        except (OSError, ValueError):
            stored = {}
    found: dict[str, dict[str, Any]] = {}
    kept: dict[str, Any] = {}
    keys = {answer.name: _digest([answer.code.encode()]) for answer in answers}
    missing = [answer for answer in answers if keys[answer.name] not in stored]
    if missing and on_compute is not None:
        on_compute(len(missing))
    for answer, made in zip(missing, _fingerprint_all(root, slug, reference, missing)):
        stored[keys[answer.name]] = made
    for answer in answers:
        found[answer.name] = kept[keys[answer.name]] = stored[keys[answer.name]]
    if path is not None and kept != _read(path):
        _write(path, kept)
    return found


# Below this many answers to run, starting worker processes costs more than it saves.
PARALLEL_FROM = 8


def _fingerprint_all(
    root: Path, slug: str, reference: str, answers: Sequence[WrongAnswer]
) -> list[dict[str, Any]]:
    """`fingerprint` of each answer, in order: on every core when there are many (a first build
    runs the whole catalogue, ~500 answers), each answer in a process of its own making, as the
    checks run an answer in one interpreter and leave nothing behind that another would see."""
    workers = min(os.cpu_count() or 1, len(answers))
    if workers < 2 or len(answers) < PARALLEL_FROM or "fork" not in mp.get_all_start_methods():
        return [fingerprint(root, slug, reference, answer) for answer in answers]
    # fork: the children start with this interpreter's modules (numpy, the harness) imported.
    with ProcessPoolExecutor(workers, mp_context=mp.get_context("fork")) as pool:
        jobs = [pool.submit(fingerprint, root, slug, reference, answer) for answer in answers]
        return [job.result() for job in jobs]


def _read(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def _write(path: Path, data: Any) -> None:
    """Write atomically (builds and tests run side by side), then keep the latest few per
    exercise; a cache that can't be written only costs time."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle)
        os.replace(tmp, path)
        slug = path.name.rsplit("-", 1)[0]
        older = sorted(
            path.parent.glob(f"{slug}-*.json"), key=lambda p: p.stat().st_mtime, reverse=True
        )
        for old in older[KEEP_CACHED:]:
            old.unlink(missing_ok=True)
    except OSError:
        pass


def twins(prints: Mapping[str, Mapping[str, Any]]) -> list[tuple[str, str]]:
    """Pairs of mistakes with the same fingerprint, in name order."""
    names = sorted(prints)
    return [
        (a, b)
        for i, a in enumerate(names)
        for b in names[i + 1 :]
        if same_fingerprint(prints[a]["checks"], prints[b]["checks"])
    ]


def rewritten_functions(code: str, functions: Iterable[str]) -> list[str]:
    """The learner's functions (of the suite) that a wrong answer defines anew."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return []
    defined = {node.name for node in tree.body if isinstance(node, ast.FunctionDef)}
    return sorted(defined & set(functions))


def hint_paths(root: Path, slug: str) -> list[Path]:
    """hints/<slug>/1.md, 2.md, ... in the order they open (the build checks there are no gaps)."""
    folder = root / "hints" / slug
    return sorted((p for p in folder.glob("*.md") if p.stem.isdigit()), key=lambda p: int(p.stem))


def mistakes_data(
    root: Path,
    slug: str,
    hints: Sequence[Path] | None = None,
    cache: Path | None = DEFAULT_CACHE,
    allow_twins: bool = False,
    on_compute: Callable[[int], None] | None = None,
) -> dict[str, Any]:
    """The exercise's mistakes.json: every known mistake with its sentence, its first covering
    hint (of `hints`, by default hints/<slug>/) and its fingerprint. A MistakeError names a
    wrong answer that every check lets through or that can't be judged, and two wrong answers
    that are one mistake, unless `allow_twins` (the terminal: it diagnoses what it can, the
    build keeps the catalogue clean)."""
    answers = [a for a in wrong_answers(root, slug) if a.mistake]
    covers = hint_covers(root, slug, hint_paths(root, slug) if hints is None else hints)
    prints = fingerprints(root, slug, answers, cache, on_compute)
    return catalogue(root, slug, answers, prints, covers, allow_twins)


def catalogue(
    root: Path,
    slug: str,
    answers: Sequence[WrongAnswer],
    prints: Mapping[str, Mapping[str, Any]],
    covers: Mapping[str, int],
    allow_twins: bool = False,
) -> dict[str, Any]:
    """mistakes.json from the mistakes (cheats left out) and their fingerprints: see
    `mistakes_data`."""
    answers = [answer for answer in answers if answer.mistake]
    for answer in answers:
        found = prints[answer.name]
        if found["status"] != "failed" or not found["checks"]:
            raise MistakeError(
                f"{_where(root, answer.path)}: no check fails it as a known mistake must "
                f"({found['status']}: {found['message']})"
            )
    pairs = [] if allow_twins else twins({a.name: prints[a.name] for a in answers})
    if pairs:
        folder = f"exercises/{slug}/.meta/wrong_answers"
        listed = "; ".join(f"{folder}/{a}.py and {b}.py" for a, b in pairs)
        raise MistakeError(
            f"{listed}: every check sees the same in both, so they are one mistake; keep one, "
            "or add a check that tells them apart"
        )
    suite, _ = load_suite(root, load_exercise(root, slug).check_module)
    return {
        "version": MISTAKES_VERSION,
        "mistakes": [
            {
                "name": answer.name,
                "message": answer.mistake,
                "hint": covers.get(answer.name),
                "functions": rewritten_functions(answer.code, suite.signatures),
                "checks": prints[answer.name]["checks"],
            }
            for answer in answers
        ],
    }
