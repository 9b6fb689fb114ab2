"""`practice new <slug>`: create a new exercise's files from the template, placeholders marked.

The template (py/authoring/template/) has the layout of a real exercise; every spot an author
must write holds PLACEHOLDER, and the build refuses the exercise until none is left.

The new exercise belongs to no track unless `--track <track>` names one of tracks/*.toml: then
its exercise.toml links that track's page ("Track: <title>"), and the steps say to list it in
the track's file, which is what puts it in the track (its place, its previous and next).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tomllib
from pathlib import Path

from practice.exercises import check_module_name

from .placeholders import PLACEHOLDER
from .regen import regenerate

__all__ = ["ScaffoldError", "validate_slug", "planned_files", "scaffold", "main"]

TEMPLATE = Path(__file__).resolve().parent / "template"
EXIT_CREATED, EXIT_BAD_INPUT = 0, 2

# Lowercase words joined by single hyphens: a URL path segment, and a Python module once the
# hyphens become underscores (so it must not start with a digit).
_SLUG = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*")
# Words the `practice` command line itself uses in the exercise's place.
_RESERVED = {"new"}


class ScaffoldError(Exception):
    """The slug is unusable or taken; the message says why, in one line."""


def validate_slug(slug: str) -> str:
    """The slug if it is usable as a folder, a URL and (with underscores) a module name."""
    if not _SLUG.fullmatch(slug):
        raise ScaffoldError(
            f"{slug!r} is not a valid exercise name: use lowercase letters, digits and single "
            "hyphens, starting with a letter (e.g. ppo-gae)"
        )
    if slug in _RESERVED:
        raise ScaffoldError(f"{slug!r} is reserved by the practice command; choose another name")
    return slug


def planned_files(slug: str) -> dict[Path, Path]:
    """Repository-relative target -> template file, for every file the scaffold writes."""
    targets: dict[Path, Path] = {}
    for source in sorted(TEMPLATE.rglob("*")):
        if not source.is_file() or "__pycache__" in source.parts:
            continue
        relative = source.relative_to(TEMPLATE)
        top, rest = relative.parts[0], Path(*relative.parts[1:])
        if top == "exercise":
            target = Path("exercises") / slug / rest
        elif top == "checks":  # module.py and module.toml: the check module and its cases
            target = Path("checks") / f"{check_module_name(slug)}{source.suffix}"
        else:
            target = Path("hints") / slug / rest
        targets[target] = source
    return targets


def track_link(root: Path, track: str | None) -> str:
    """The [[links]] entry to the track's page, "" without a track; a ScaffoldError names the
    tracks there are if `track` is not one of them."""
    if track is None:
        return ""
    path = root / "tracks" / f"{track}.toml"
    if not _SLUG.fullmatch(track) or not path.is_file():
        known = sorted(p.stem for p in (root / "tracks").glob("*.toml"))
        raise ScaffoldError(
            f"no track {track!r} in tracks/ (tracks: {', '.join(known) or 'none'}); "
            "nothing was written"
        )
    try:
        title = tomllib.loads(path.read_text(encoding="utf-8"))["title"]
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, KeyError) as exc:
        raise ScaffoldError(
            f"tracks/{track}.toml: no title to link ({exc}); nothing was written"
        ) from exc
    label = json.dumps(f"Track: {title}", ensure_ascii=False)  # a TOML basic string too
    return f'[[links]]\nlabel = {label}\nurl = "../tracks/{track}/"\n'


def scaffold(root: Path, slug: str, track: str | None = None) -> list[Path]:
    """Write the new exercise's files under root, linked to `track`'s page if one is named;
    returns their repository-relative paths."""
    validate_slug(slug)
    if not TEMPLATE.is_dir():  # an installed copy without its data; authors work in a checkout
        raise ScaffoldError(f"{TEMPLATE}: the exercise template is missing; run from a checkout")
    targets = planned_files(slug)
    homes = [
        Path("exercises") / slug,
        Path("checks") / f"{check_module_name(slug)}.py",
        Path("checks") / f"{check_module_name(slug)}.toml",
        Path("hints") / slug,
    ]
    taken = [home for home in homes if (root / home).exists()]
    if taken:
        listed = ", ".join(home.as_posix() for home in taken)
        raise ScaffoldError(f"exercise {slug!r} already exists ({listed}); nothing was written")
    link = track_link(root, track)
    for target, source in targets.items():
        text = source.read_text(encoding="utf-8")
        text = text.replace("{{slug}}", slug).replace("{{module}}", check_module_name(slug))
        text = text.replace("{{track_link}}", link)
        path = root / target
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    # The template's reference runs as it is: its expected values exist from the start.
    written = [*targets, regenerate(root, slug).relative_to(root)]
    return written


def next_steps(slug: str, track: str | None = None) -> str:
    """What the author does after the scaffold, in order."""
    module = check_module_name(slug)
    where = f"tracks/{track}.toml" if track else "tracks/<track>.toml"
    return f"""
Next steps (docs/authoring.md walks through each):
  1. Replace every {PLACEHOLDER} mark:  grep -rn '{PLACEHOLDER}' exercises/{slug} \\
       checks/{module}.py checks/{module}.toml hints/{slug}
  2. Write .meta/solution.py and the cases, checks/{module}.toml (inputs only), then compute
     their expected values and check the reference and the starter:
       python3 scripts/practice/run.py regen {slug}
       python3 scripts/practice/run.py {slug} exercises/{slug}/.meta/solution.py
       python3 scripts/practice/run.py {slug} exercises/{slug}/.meta/solution.py --examples
       python3 scripts/practice/run.py {slug} exercises/{slug}/starter.py
  3. Add wrong answers to .meta/wrong_answers/ ('# fails: <check>' on the first line,
     '# mistake: <one sentence for the learner>' on the second), then
       PRACTICE_REGEN_GOLDEN=1 python3 -m pytest tests/test_golden.py -k {slug}
     and review tests/golden/{slug}.txt.
  4. Build: python3 build.py --out /tmp/site  (refuses while any {PLACEHOLDER} is left)
  5. Put it in a track: a [[steps]] entry with exercise = "{slug}" and a note, in {where}"""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="practice new",
        description="Create a new exercise's files, with every spot to write marked "
        f"{PLACEHOLDER}.",
        epilog="Exit codes: 0 created, 2 bad or existing name. Guide: docs/authoring.md.",
    )
    parser.add_argument("slug", help="the exercise's name, e.g. ppo-gae")
    parser.add_argument(
        "--track",
        metavar="TRACK",
        help="link the page to this track (tracks/TRACK.toml, e.g. rl-basics); default: none",
    )
    parser.add_argument("--root", type=Path, default=None, help="repository root (advanced)")
    return parser


def main(argv: list[str], default_root: Path) -> int:
    """Scaffold one exercise; print what was created and what to do next."""
    args = _parser().parse_args(argv)
    root = (args.root or default_root).resolve()
    if not (root / "exercises").is_dir():
        print(f"practice new: {root} has no exercises/ folder (use --root)", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        created = scaffold(root, args.slug, args.track)
    except ScaffoldError as exc:
        print(f"practice new: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    print(f"Created exercise {args.slug!r} under {root}:")
    print("\n".join(f"  {path.as_posix()}" for path in created))
    print(next_steps(args.slug, args.track))
    return EXIT_CREATED
