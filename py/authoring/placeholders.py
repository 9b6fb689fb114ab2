"""The scaffold's placeholder token, and where an exercise still holds it.

`practice new` marks everything an author must write with PLACEHOLDER; the build refuses an
exercise while any of its files (exercise folder, check module, hints) still contains it.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from practice.exercises import check_module_name

__all__ = ["PLACEHOLDER", "Placeholder", "exercise_paths", "find_placeholders", "describe"]

# One token, unlikely to appear in a finished exercise, and easy to grep for.
PLACEHOLDER = "TODO(author)"


class Placeholder(NamedTuple):
    path: Path
    line: int
    text: str


def exercise_paths(root: Path, slug: str) -> list[Path]:
    """Every file of one exercise: its folder (with .meta/), its check module and its hints."""
    folders = [root / "exercises" / slug, root / "hints" / slug]
    files = [p for folder in folders if folder.is_dir() for p in sorted(folder.rglob("*"))]
    module = root / "checks" / check_module_name(slug)
    checks = [module.with_suffix(".py"), module.with_suffix(".toml")]
    return [p for p in [*files, *checks] if p.is_file() and "__pycache__" not in p.parts]


def find_placeholders(paths: list[Path]) -> list[Placeholder]:
    """Each line of these files that still holds the placeholder token."""
    found = []
    for path in paths:
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue  # not text: can't hold a placeholder we wrote
        for number, line in enumerate(text.splitlines(), 1):
            if PLACEHOLDER in line:
                found.append(Placeholder(path, number, line.strip()))
    return found


def describe(found: list[Placeholder], root: Path) -> str:
    """`file:line,line` for every file with placeholders, files in order, `; ` between them."""
    lines: dict[Path, list[str]] = {}
    for placeholder in found:
        lines.setdefault(placeholder.path, []).append(str(placeholder.line))

    def name(path: Path) -> str:
        try:
            return path.relative_to(root).as_posix()
        except ValueError:
            return str(path)

    return "; ".join(f"{name(path)}:{','.join(numbers)}" for path, numbers in lines.items())
