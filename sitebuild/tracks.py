"""Tracks: ordered courses through the exercises and walkthroughs, read from tracks/<slug>.toml.

A track file holds a `title`, a `summary` (Markdown: what the track teaches and why in this
order), an `audience` (who it is for), `[[steps]]`, each naming one `exercise`, one
`walkthrough` (a folder under papers/) or one `lesson` (a folder under lessons/) with an
optional `note` (why it sits there), and
optionally `[next]`: the `track` to go on to once this one is done, with a `note` saying why
(the track's page, its last exercise and the index link to it). The build refuses a track whose
file is malformed, that names an exercise, a walkthrough or a next track the site does not
publish, or that lists anything twice, naming the file and the step.

The index lists the tracks in course order (`course_order`): a track before the one its `[next]`
names, so the way into the course comes first.
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
    "course_order",
    "list_tracks",
    "load_track",
    "load_tracks",
    "tracks_of",
]

SLUG = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")  # the same rule as an exercise's name
TRACK_KEYS = {"title", "summary", "audience", "steps", "next"}
NEXT_KEYS = {"track", "note"}
STEP_KINDS = ("exercise", "walkthrough", "lesson")


class TrackError(Exception):
    """A track file is missing pieces or names what the site does not publish."""


@dataclass(frozen=True)
class Step:
    """One stop of a track: an exercise or a walkthrough, and why it sits there."""

    kind: str  # "exercise", "walkthrough" or "lesson"
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
    next_track: str = ""  # the slug of the track to go on to, or ""
    next_note: str = ""  # why that one comes next

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
            f"{at}: unknown key(s) {', '.join(unknown)} (use exercise, walkthrough, lesson, note)"
        )
    kinds = [kind for kind in STEP_KINDS if kind in raw]
    if len(kinds) != 1:
        raise TrackError(f"{at}: name exactly one `exercise`, `walkthrough` or `lesson`")
    kind = kinds[0]
    slug = raw[kind]
    if not isinstance(slug, str) or not SLUG.match(slug):
        raise TrackError(f'{at}: `{kind}` must be a slug such as "grpo-advantages"')
    note = raw.get("note", "")
    if not isinstance(note, str):
        raise TrackError(f"{at}: `note` must be a string")
    return Step(kind, slug, note.strip())


def load_next(raw: object, slug: str, tracks: Collection[str], where: str) -> tuple[str, str]:
    """The [next] table: the track to go on to (another track of the site) and why."""
    at = f"{where}: [next]"
    if not isinstance(raw, dict):
        raise TrackError(f'{at}: must be a table ([next] with track = "<slug>")')
    unknown = sorted(set(raw) - NEXT_KEYS)
    if unknown:
        raise TrackError(f"{at}: unknown key(s) {', '.join(unknown)} (use track, note)")
    track = raw.get("track")
    if not isinstance(track, str) or not SLUG.match(track):
        raise TrackError(f'{at}: `track` must be a track\'s slug such as "rl-for-llm-reasoning"')
    if track == slug:
        raise TrackError(f"{at}: a track cannot lead to itself")
    if track not in tracks:
        names = ", ".join(sorted(set(tracks) - {slug})) or "none"
        raise TrackError(f"{at}: no track {track!r} on the site (tracks: {names})")
    note = raw.get("note", "")
    if not isinstance(note, str):
        raise TrackError(f"{at}: `note` must be a string")
    return track, note.strip()


def load_track(
    root: Path,
    slug: str,
    exercises: Collection[str],
    walkthroughs: Collection[str],
    tracks: Collection[str] | None = None,
    lessons: Collection[str] = (),
) -> Track:
    """tracks/<slug>.toml read and checked against what the site publishes (`tracks`: the
    tracks a [next] may name; every file under tracks/ unless given)."""
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
    known = {"exercise": exercises, "walkthrough": walkthroughs, "lesson": lessons}
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
    next_track, next_note = "", ""
    if "next" in data:
        known_tracks = list_tracks(root) if tracks is None else tracks
        next_track, next_note = load_next(data["next"], slug, known_tracks, where)
    return Track(
        slug=slug,
        title=text_field(data, "title", where),
        summary_md=text_field(data, "summary", where),
        audience=text_field(data, "audience", where),
        steps=tuple(steps),
        next_track=next_track,
        next_note=next_note,
    )


def load_tracks(
    root: Path,
    exercises: Collection[str],
    walkthroughs: Collection[str],
    lessons: Collection[str] = (),
) -> list[Track]:
    """Every track under tracks/, checked, in course order."""
    slugs = list_tracks(root)
    return course_order(
        [load_track(root, s, exercises, walkthroughs, slugs, lessons) for s in slugs]
    )


def course_order(tracks: Sequence[Track]) -> list[Track]:
    """The tracks as the index lists them: each chain of [next] links in order, starting from a
    track that no other names as its next (a way in); chains by their first track's slug, and
    any track left (a loop of [next] links) after them, by slug."""
    by_slug = {track.slug: track for track in tracks}
    named = {track.next_track for track in tracks}
    ordered: list[Track] = []
    for start in sorted(slug for slug in by_slug if slug not in named):
        track: Track | None = by_slug[start]
        while track is not None and track not in ordered:
            ordered.append(track)
            track = by_slug.get(track.next_track)
    ordered += [by_slug[slug] for slug in sorted(by_slug) if by_slug[slug] not in ordered]
    return ordered


def tracks_of(exercise: str, tracks: Sequence[Track]) -> list[Track]:
    """The tracks that include `exercise`."""
    return [track for track in tracks if exercise in track.exercises]
