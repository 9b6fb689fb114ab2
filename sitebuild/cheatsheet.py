"""A track's cheat sheet: the key formulas of each exercise, taken from its statement.

An author marks what goes on the sheet in `statement.md` itself, so a formula lives in one place:

    <!-- cheat-sheet: Group-relative advantage -->
    $$
    A_i = \\frac{r_i - \\mu}{\\sigma + \\varepsilon}
    $$
    <!-- /cheat-sheet -->

The label names the entry; what sits between the two lines (Markdown, with at least one formula)
is rendered like the statement. The marker lines are HTML comments, so GitHub shows nothing, and
`statement_source` removes them before the statement is rendered for the site. A marker the
parser does not understand, one left open or an entry without a formula is an error naming the
line, never silently dropped.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sitebuild.page import content_security_policy, esc, fill

__all__ = ["CheatSheetError", "Entry", "cheat_sheet_page", "parse_entries", "statement_source"]

OPEN = re.compile(r"^<!--\s*cheat-sheet:\s*(?P<label>\S.*?)\s*-->\s*$")
CLOSE = re.compile(r"^<!--\s*/cheat-sheet\s*-->\s*$")
# Any line that looks like it means a marker: a typo must not fall through as text.
LOOKS_LIKE_MARKER = re.compile(r"^\s*<!--.*cheat", re.IGNORECASE)
FORMULA = re.compile(r"\$\$|\$[^$\s]")  # display math, or inline math as the renderer reads it


class CheatSheetError(ValueError):
    """A cheat-sheet marker is malformed; the message names the line."""


@dataclass(frozen=True)
class Entry:
    """One formula (or a few) on the sheet, with its label, as Markdown."""

    label: str
    markdown: str


def parse_entries(source: str) -> list[Entry]:
    """The marked entries of a statement, in order; CheatSheetError if a marker is wrong."""
    entries: list[Entry] = []
    label: str | None = None
    opened_at = 0
    body: list[str] = []
    for number, line in enumerate(source.splitlines(), 1):
        opening, closing = OPEN.match(line), CLOSE.match(line)
        if opening:
            if label is not None:
                raise CheatSheetError(
                    f"line {number}: a cheat-sheet entry opens inside the one opened at line "
                    f"{opened_at}; close it first with <!-- /cheat-sheet -->"
                )
            label, opened_at, body = opening["label"], number, []
        elif closing:
            if label is None:
                raise CheatSheetError(f"line {number}: <!-- /cheat-sheet --> closes nothing")
            markdown = "\n".join(body).strip()
            if not FORMULA.search(markdown):
                raise CheatSheetError(
                    f"line {opened_at}: the cheat-sheet entry {label!r} holds no formula"
                )
            entries.append(Entry(label, markdown))
            label = None
        elif LOOKS_LIKE_MARKER.match(line):
            raise CheatSheetError(
                f"line {number}: not a cheat-sheet marker: {line.strip()!r} (write "
                "<!-- cheat-sheet: label --> to open an entry, <!-- /cheat-sheet --> to close it)"
            )
        elif label is not None:
            body.append(line)
    if label is not None:
        raise CheatSheetError(
            f"line {opened_at}: the cheat-sheet entry {label!r} is never closed "
            "(<!-- /cheat-sheet -->)"
        )
    return entries


def statement_source(source: str) -> str:
    """The statement without its marker lines, ready for `render_markdown`."""
    parse_entries(source)  # refuse a malformed marker before it could show up as text
    kept = [line for line in source.splitlines() if not (OPEN.match(line) or CLOSE.match(line))]
    return "\n".join(kept) + ("\n" if source.endswith("\n") else "")


@dataclass(frozen=True)
class SheetSection:
    """One exercise on the sheet."""

    exercise: Any  # practice.exercises.Exercise
    entries: Sequence[Entry]


def section_html(section: SheetSection, number: int, render: Callable[[str], str]) -> str:
    """One exercise: its title (linked), its paper, then each entry's label and formulas."""
    exercise = section.exercise
    paper = exercise.paper
    cite = ", ".join(str(paper[key]) for key in ("authors", "year") if paper.get(key))
    items = "".join(
        f'<div class="sheet-entry"><dt>{esc(entry.label)}</dt>'
        f"<dd>{render(entry.markdown)}</dd></div>"
        for entry in section.entries
    )
    heading_id = f"sheet-{esc(exercise.slug)}"
    return (
        f'<section class="sheet-exercise" id="{esc(exercise.slug)}" aria-labelledby="{heading_id}" '
        f'data-test="sheet-exercise">'
        f'<h2 id="{heading_id}"><span class="sheet-number">{number}.</span> '
        f'<a href="../../../{esc(exercise.slug)}/">{esc(exercise.title)}</a></h2>'
        f'<p class="sheet-paper">{esc(cite)}</p>'
        f'<dl class="sheet-entries">{items}</dl></section>'
    )


def cheat_sheet_page(
    track: Any, sections: Sequence[SheetSection], render: Callable[[str], str]
) -> str:
    """<site>/tracks/<slug>/cheat-sheet/index.html: every exercise of the track, in order."""
    contents = "".join(
        f'<li><a href="#{esc(s.exercise.slug)}">{esc(s.exercise.title)}</a></li>' for s in sections
    )
    body = "\n".join(section_html(s, i, render) for i, s in enumerate(sections, 1))
    return fill(
        "cheatsheet.html",
        csp=esc(content_security_policy()),
        title=esc(track.title),
        root="../../../",
        track_url="../",
        contents=contents,
        sections=body,
    )
