"""Tracks: ordered courses through the exercises and walkthroughs, read from tracks/<slug>.toml.

A track file holds a `title`, a `summary` (Markdown: what the track teaches and why in this
order), an `audience` (who it is for) and `[[steps]]`, each naming one `exercise` or one
`walkthrough` (a folder under papers/) with an optional `note` (why it sits there). The build
refuses a track whose file is malformed, that names an exercise or a walkthrough the site does
not publish, or that lists anything twice, naming the file and the step.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "Step",
    "Track",
    "TrackError",
    "list_tracks",
    "load_track",
    "load_tracks",
    "tracks_of",
]

SLUG = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")  # the same rule as an exercise's name
TRACK_KEYS = {"title", "summary", "audience", "steps"}
STEP_KINDS = ("exercise", "walkthrough")


class TrackError(Exception):
    """A track file is missing pieces or names what the site does not publish."""


@dataclass(frozen=True)
class Step:
    """One stop of a track: an exercise or a walkthrough, and why it sits there."""

    kind: str  # "exercise" or "walkthrough"
    slug: str
    note: str = ""


@dataclass(frozen=True)
class Track:
    """A track as its pages show it."""

    slug: str
    title: str
    summary_md: str
    audience: str
    steps: tuple[Step, ...]

    @property
    def exercises(self) -> list[str]:
        """The exercises' slugs, in the track's order."""
        return [step.slug for step in self.steps if step.kind == "exercise"]


def list_tracks(root: Path) -> list[str]:
    """Slugs of every tracks/<slug>.toml, sorted."""
    folder = root / "tracks"
    return sorted(p.stem for p in folder.glob("*.toml")) if folder.is_dir() else []


def text_field(data: dict, key: str, where: str) -> str:
    """A required, non-empty string."""
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise TrackError(f"{where}: `{key}` must be a non-empty string")
    return value.strip()


def load_step(raw: object, number: int, where: str) -> Step:
    """One [[steps]] table: exactly one of `exercise` or `walkthrough`, and maybe a `note`."""
    at = f"{where}: step {number}"
    if not isinstance(raw, dict):
        raise TrackError(f"{at}: must be a table ([[steps]])")
    unknown = sorted(set(raw) - {*STEP_KINDS, "note"})
    if unknown:
        raise TrackError(
            f"{at}: unknown key(s) {', '.join(unknown)} (use exercise, walkthrough, note)"
        )
    kinds = [kind for kind in STEP_KINDS if kind in raw]
    if len(kinds) != 1:
        raise TrackError(f"{at}: name exactly one `exercise` or one `walkthrough`")
    kind = kinds[0]
    slug = raw[kind]
    if not isinstance(slug, str) or not SLUG.match(slug):
        raise TrackError(f'{at}: `{kind}` must be a slug such as "grpo-advantages"')
    note = raw.get("note", "")
    if not isinstance(note, str):
        raise TrackError(f"{at}: `note` must be a string")
    return Step(kind, slug, note.strip())


def load_track(
    root: Path, slug: str, exercises: Collection[str], walkthroughs: Collection[str]
) -> Track:
    """tracks/<slug>.toml read and checked against what the site publishes."""
    where = f"tracks/{slug}.toml"
    if not SLUG.match(slug):
        raise TrackError(f"{where}: the file name must be a slug (lowercase words and hyphens)")
    try:
        data = tomllib.loads((root / "tracks" / f"{slug}.toml").read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise TrackError(f"{where}: {exc}") from exc
    unknown = sorted(set(data) - TRACK_KEYS)
    if unknown:
        raise TrackError(f"{where}: unknown key(s) {', '.join(unknown)}")
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise TrackError(f"{where}: `steps` must list the track's exercises ([[steps]])")
    steps = [load_step(raw, number, where) for number, raw in enumerate(raw_steps, 1)]
    known = {"exercise": exercises, "walkthrough": walkthroughs}
    seen: dict[tuple[str, str], int] = {}
    for number, step in enumerate(steps, 1):
        if step.slug not in known[step.kind]:
            names = ", ".join(sorted(known[step.kind])) or "none"
            raise TrackError(
                f"{where}: step {number}: no {step.kind} {step.slug!r} on the site "
                f"(published: {names})"
            )
        if (step.kind, step.slug) in seen:
            raise TrackError(
                f"{where}: step {number}: {step.kind} {step.slug!r} is listed twice "
                f"(also step {seen[step.kind, step.slug]})"
            )
        seen[step.kind, step.slug] = number
    if not any(step.kind == "exercise" for step in steps):
        raise TrackError(f"{where}: a track needs at least one exercise")
    return Track(
        slug=slug,
        title=text_field(data, "title", where),
        summary_md=text_field(data, "summary", where),
        audience=text_field(data, "audience", where),
        steps=tuple(steps),
    )


def load_tracks(
    root: Path, exercises: Collection[str], walkthroughs: Collection[str]
) -> list[Track]:
    """Every track under tracks/, checked."""
    return [load_track(root, slug, exercises, walkthroughs) for slug in list_tracks(root)]


def tracks_of(exercise: str, tracks: Sequence[Track]) -> list[Track]:
    """The tracks that include `exercise`."""
    return [track for track in tracks if exercise in track.exercises]
