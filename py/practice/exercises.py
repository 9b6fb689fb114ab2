"""Where exercises live and what their metadata says.

An exercise is a folder `exercises/<slug>/` of plain files; its check module is
`checks/<slug with underscores>.py` and its hints are `hints/<slug>/<n>.md`.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any, NamedTuple

__all__ = [
    "Exercise",
    "ExerciseError",
    "load_exercise",
    "list_exercises",
    "runtime_files",
    "check_module_name",
    "read_toml",
]


class ExerciseError(Exception):
    """An exercise is missing or its data is malformed; the message names the file."""


# A NamedTuple, not a dataclass: importing `dataclasses` cost the browser's first run ~30 ms
# when Pyodide compiled it from source; the build ships what the harness imports as bytecode
# now (sitebuild/bytecode.py), but an import the first run does not need is still not free.
class Exercise(NamedTuple):
    slug: str
    title: str
    kind: str
    difficulty: str
    minutes: int
    tags: tuple[str, ...]
    time_limit: float
    paper: dict[str, Any]
    links: tuple[dict[str, str], ...]
    directory: Path
    check_module: str
    extra: dict[str, Any]  # keys of exercise.toml this version does not know

    @property
    def check_path(self) -> Path:
        return self.directory.parent.parent / "checks" / f"{self.check_module}.py"

    @property
    def check_files(self) -> list[Path]:
        """The check module and, where its checks are data, its cases and expected values."""
        data = [self.check_path.with_suffix(".toml"), self.check_path.with_suffix(".expected.json")]
        return [self.check_path, *(p for p in data if p.is_file())]


def check_module_name(slug: str) -> str:
    """The check module's name: the slug as a Python identifier."""
    return slug.replace("-", "_")


def list_exercises(root: Path | str) -> list[str]:
    """Slugs of every exercise under root/exercises, sorted."""
    base = Path(root) / "exercises"
    if not base.is_dir():
        return []
    return sorted(p.name for p in base.iterdir() if (p / "exercise.toml").is_file())


def read_toml(path: Path) -> dict[str, Any]:
    """A TOML file's data; an ExerciseError names the file when it is missing or malformed."""
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError:
        raise ExerciseError(f"{path}: file is missing") from None
    except tomllib.TOMLDecodeError as exc:
        raise ExerciseError(f"{path}: not valid TOML: {exc}") from None


_REQUIRED = {
    "slug": str,
    "title": str,
    "kind": str,
    "difficulty": str,
    "minutes": int,
    "tags": list,
    "time_limit": (int, float),
    "paper": dict,
}


def load_exercise(root: Path | str, slug: str) -> Exercise:
    """Read exercises/<slug>/exercise.toml; unknown slugs list the known ones."""
    directory = Path(root) / "exercises" / slug
    if not (directory / "exercise.toml").is_file():
        known = ", ".join(list_exercises(root)) or "none"
        raise ExerciseError(f"unknown exercise {slug!r}; known exercises: {known}")
    path = directory / "exercise.toml"
    data = read_toml(path)
    for key, kind in _REQUIRED.items():
        if not isinstance(data.get(key), kind):
            raise ExerciseError(f"{path}: '{key}' is missing or has the wrong type")
    if data["slug"] != slug:
        raise ExerciseError(f"{path}: slug {data['slug']!r} does not match its folder {slug!r}")
    known_keys = set(_REQUIRED) | {"links"}
    return Exercise(
        slug=slug,
        title=data["title"],
        kind=data["kind"],
        difficulty=data["difficulty"],
        minutes=data["minutes"],
        tags=tuple(data["tags"]),
        time_limit=float(data["time_limit"]),
        paper=data["paper"],
        links=tuple(data.get("links", ())),
        directory=directory,
        check_module=check_module_name(slug),
        extra={k: v for k, v in data.items() if k not in known_keys},
    )


# Harness modules an exercise page never imports: the terminal's front ends and the runners of
# walkthroughs and lessons (their pages list their own files). Left out of every exercise's
# first run, where each kilobyte is downloaded before the learner's first result.
NOT_FOR_EXERCISES = frozenset({"cli.py", "lesson_cli.py", "lessons.py", "cells.py", "scripts.py"})


def runtime_files(root: Path | str, slug: str) -> list[str]:
    """Repo-relative paths of every file a browser worker needs to judge this exercise.

    Only learner-safe files: the harness, the check module and the public exercise data.
    """
    root = Path(root)
    exercise = load_exercise(root, slug)
    harness = sorted(
        path
        for path in (root / "py" / "practice").glob("*.py")
        if path.name not in NOT_FOR_EXERCISES
    )
    data = [
        exercise.directory / name for name in ("exercise.toml", "examples.toml", "key_inputs.toml")
    ]
    files = [*harness, *exercise.check_files, *(p for p in data if p.is_file())]
    return [p.relative_to(root).as_posix() for p in files]
