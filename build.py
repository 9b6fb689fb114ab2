#!/usr/bin/env python3
"""Build the static site: verify every exercise, render its page, write dist/.

    python3 build.py                      # -> dist/, Pyodide self-hosted under dist/pyodide/
    python3 build.py --out /tmp/site      # somewhere else
    python3 build.py --pyodide-url URL    # load Pyodide 0.27.7 from URL instead of vendoring

An exercise is published only if all its files are there and its reference solution passes
every check and prints every example's output exactly, and every known wrong answer says in
one sentence what its mistake is and fails a check. The site is built in a temporary folder
next to the output and swapped in whole, so dist/ is never half-written. Nothing from an
exercise's .meta/ folder is copied; the solution and notes are published only encrypted, in
<slug>/locked.json, by `sitebuild.page.locked_content` (docs/solution-lock.md), and the wrong
answers only as their sentences and fingerprints, in exercises/<slug>/mistakes.json
(py/authoring/mistakes.py, practice/diagnosis.py).
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from collections.abc import Iterable, Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent
sys.path.insert(0, str(REPO / "py"))

from authoring.mistakes import (  # noqa: E402
    MistakeError,
    hint_covers,
    mistakes_data,
    strip_covers,
    wrong_answers,
)
from authoring.placeholders import (  # noqa: E402
    PLACEHOLDER,
    describe,
    exercise_paths,
    find_placeholders,
)
from authoring.regen import verify as verify_expected  # noqa: E402
from practice.cases import has_cases  # noqa: E402
from practice.checking import load_suite  # noqa: E402
from practice.diagnosis import mistakes_path  # noqa: E402
from practice.examples import load_examples  # noqa: E402
from practice.exercises import list_exercises, load_exercise, runtime_files  # noqa: E402
from practice.lessons import list_lessons  # noqa: E402
from practice.runner import run  # noqa: E402
from practice.words import page_words  # noqa: E402
from sitebuild.bytecode import (  # noqa: E402
    COMPILED_STDLIB,
    BytecodeError,
    Run,
    write_first_run_files,
)
from sitebuild.catalogue import (  # noqa: E402
    CHEAT_SHEET_DIR,
    TRACKS_DIR,
    exercise_track_html,
    index_page,
    track_page,
)
from sitebuild.cheatsheet import (  # noqa: E402
    CheatSheetError,
    SheetSection,
    cheat_sheet_page,
    parse_entries,
    statement_source,
)
from sitebuild.editor_bundle import build_editor_bundle  # noqa: E402
from sitebuild.first_run_bytes import over_budget, weigh_first_run  # noqa: E402
from sitebuild.hosting import (  # noqa: E402
    compressible_files,
    precompressing,
    write_host_files,
)
from sitebuild.lessons import WORKER_FILES as LESSON_WORKER_FILES  # noqa: E402
from sitebuild.lessons import (  # noqa: E402
    Lesson,
    LessonError,
    lesson_notebook,
    lesson_page,
    load_lesson,
)
from sitebuild.links import dead_links, is_external  # noqa: E402
from sitebuild.lock import reference_material  # noqa: E402
from sitebuild.minify import bundle_worker, minify_assets, strip_python  # noqa: E402
from sitebuild.offline import SERVICE_WORKER, write_service_worker  # noqa: E402
from sitebuild.page import PageParts, exercise_files  # noqa: E402
from sitebuild.papers import (  # noqa: E402
    WORKER_FILES,
    Walkthrough,
    WalkthroughError,
    index_section,
    list_walkthroughs,
    load_walkthrough,
    page_pyodide_url,
    walkthrough_page,
)
from sitebuild.pyodide_assets import (  # noqa: E402
    DEFAULT_CACHE,
    PYODIDE_VERSION,
    AssetError,
    vendor_pyodide,
)
from sitebuild.render import render_markdown  # noqa: E402
from sitebuild.tracks import Track, TrackError, load_tracks  # noqa: E402

WEB = REPO / "web"
SELF_HOSTED_PYODIDE = "../pyodide/"  # relative to an exercise page, <site>/<slug>/index.html


class BuildError(Exception):
    """The site cannot be published; the message names the file and the problem."""


@dataclass(frozen=True)
class Verified:
    """An exercise that passed verification, with what its page needs."""

    exercise: Any
    check_count: int
    key_material: str  # seals the solution and notes; kept in memory, never written
    mistakes: dict[str, Any]  # exercises/<slug>/mistakes.json: the known mistakes' fingerprints


def rel(root: Path, path: Path) -> str:
    """`path` relative to the repository root, for messages."""
    try:
        return path.relative_to(root).as_posix()
    except ValueError:
        return str(path)


def read_text(root: Path, path: Path, what: str) -> str:
    """The file's text, or a BuildError naming it and what it should hold."""
    if not path.is_file():
        raise BuildError(f"{rel(root, path)}: missing ({what})")
    text = path.read_text(encoding="utf-8")
    if not text.strip():
        raise BuildError(f"{rel(root, path)}: empty ({what})")
    return text


def hint_files(root: Path, slug: str) -> list[Path]:
    """hints/<slug>/1.md, 2.md, ... in the order they open; at least one."""
    folder = root / "hints" / slug
    if not folder.is_dir():
        raise BuildError(f"{rel(root, folder)}/: missing (the hints folder: 1.md, 2.md, ...)")
    files = sorted((p for p in folder.glob("*.md") if p.stem.isdigit()), key=lambda p: int(p.stem))
    if not files:
        raise BuildError(f"{rel(root, folder)}/1.md: missing (no hints; expected 1.md, 2.md, ...)")
    expected = [str(n) for n in range(1, len(files) + 1)]
    if [p.stem for p in files] != expected:
        raise BuildError(f"{rel(root, folder)}/: hints must be numbered 1.md .. {len(files)}.md")
    return files


def load(root: Path, slug: str) -> Any:
    """The exercise's metadata, or a BuildError naming exercise.toml."""
    path = root / "exercises" / slug / "exercise.toml"
    try:
        return load_exercise(root, slug)
    except Exception as exc:  # the harness's own error types; each message says what is wrong
        raise BuildError(f"{rel(root, path)}: {without_path(exc, path)}") from exc


def without_path(exc: Exception, path: Path) -> str:
    """The error's message without the leading absolute path the harness puts there."""
    return str(exc).removeprefix(f"{path}: ")


def refuse_placeholders(root: Path, slug: str) -> None:
    """No file of the exercise still holds the scaffold's PLACEHOLDER (`practice new`)."""
    found = find_placeholders(exercise_paths(root, slug))
    if found:
        raise BuildError(
            f"exercises/{slug}: {len(found)} {PLACEHOLDER} placeholder(s) left to write, at "
            f"{describe(found, root)} (docs/authoring.md)"
        )


def check_module_loads(root: Path, exercise: Any) -> None:
    """The check module imports and defines its suite, or a BuildError naming that file."""
    path = root / "checks" / f"{exercise.check_module}.py"
    try:
        load_suite(root, exercise.check_module)
    except Exception as exc:  # ExerciseError, or anything its import raised
        raise BuildError(f"{rel(root, path)}: {without_path(exc, path)}") from exc


def check_files(root: Path, exercise: Any) -> None:
    """Every file the page and the checks need is there and not empty."""
    folder = root / "exercises" / exercise.slug
    read_text(root, folder / "starter.py", "the learner's starting code")
    read_text(root, folder / "statement.md", "the problem statement")
    if not has_cases(root, exercise.check_module):  # else the examples are cases (check_cases)
        read_text(root, folder / "examples.toml", "the statement's examples")
    read_text(root, root / "checks" / f"{exercise.check_module}.py", "the check module")
    read_text(root, folder / ".meta" / "solution.py", "the reference solution")
    read_text(root, folder / ".meta" / "notes.md", "the notes shown after a full pass")
    for path in hint_files(root, exercise.slug):
        read_text(root, path, "a hint")


def check_cases(root: Path, exercise: Any) -> None:
    """Where the checks are data, every stored expected value still fits the reference
    (authoring.regen), so a changed reference or case cannot ship stale expectations."""
    if not has_cases(root, exercise.check_module):
        return
    problems = verify_expected(root, exercise.slug)
    if problems:
        listed = "; ".join(problems[:5]) + (
            f"; and {len(problems) - 5} more" if len(problems) > 5 else ""
        )
        raise BuildError(f"checks/{exercise.check_module}: {listed}")


def check_wrong_answers(root: Path, slug: str) -> None:
    """Each wrong answer names its check and, in one sentence, its mistake (or says it is a
    cheat); each `covers` line of a hint names known mistakes."""
    try:
        wrong_answers(root, slug)
        hint_covers(root, slug, hint_files(root, slug))
    except MistakeError as exc:
        raise BuildError(str(exc)) from exc


def known_mistakes(root: Path, slug: str) -> dict[str, Any]:
    """The exercise's mistakes.json: each wrong answer run through the checks (cached in
    .cache/fingerprints/), or a BuildError naming one no check fails, or two that are one."""
    try:
        return mistakes_data(root, slug, hint_files(root, slug), DEFAULT_CACHE)
    except MistakeError as exc:
        raise BuildError(str(exc)) from exc


def page_files(root: Path, slug: str) -> list[str]:
    """What an exercise page's worker fetches: the runtime files and the known mistakes."""
    mistakes = mistakes_path(root, slug).relative_to(root).as_posix()
    return [*runtime_files(root, slug), mistakes]


def statement_markdown(root: Path, slug: str) -> str:
    """statement.md without its cheat-sheet markers, or a BuildError naming a bad marker."""
    path = root / "exercises" / slug / "statement.md"
    try:
        return statement_source(path.read_text(encoding="utf-8"))
    except CheatSheetError as exc:
        raise BuildError(f"{rel(root, path)}: {exc}") from exc


def check_links(root: Path, exercise: Any) -> None:
    """Each [[links]] entry has a label and a URL that is absolute (http, https) or relative to
    the exercise page; where a relative one leads is checked once the site is written."""
    where = f"{rel(root, exercise.directory / 'exercise.toml')}: [[links]]"
    for number, link in enumerate(exercise.links, 1):
        if not isinstance(link, dict) or not all(
            isinstance(link.get(key), str) and link[key].strip() for key in ("label", "url")
        ):
            raise BuildError(f"{where} {number}: needs a non-empty `label` and `url`")
        url = link["url"].strip()
        if is_external(url) and not url.startswith(("https://", "http://")):
            raise BuildError(f"{where} {number}: {url!r}: only http(s) URLs or site-relative links")


def verify_reference(root: Path, exercise: Any) -> int:
    """The reference passes every check and prints every example exactly; returns #checks."""
    slug = exercise.slug
    solution = root / "exercises" / slug / ".meta" / "solution.py"
    where = rel(root, solution)
    source = solution.read_text(encoding="utf-8")

    checks = run(root, slug, source, "checks", filename="solution.py")
    if checks["status"] != "passed":
        failing = [c["name"] for c in checks.get("checks", []) if c.get("status") != "pass"]
        detail = f" (failing: {', '.join(failing)})" if failing else ""
        raise BuildError(
            f"{where}: the reference does not pass its checks: {checks['status']}: "
            f"{checks.get('message', '')}{detail}"
        )
    examples = run(root, slug, source, "examples", filename="solution.py")
    module = exercise.check_module
    stored = (
        f"checks/{module}.expected.json"  # the examples are cases: regen stores their output
        if has_cases(root, module)
        else f"exercises/{slug}/examples.toml"
    )
    for number, example in enumerate(examples.get("examples", []), 1):
        if example.get("status") != "match":
            again = f"; run `practice regen {slug}`" if has_cases(root, module) else ""
            raise BuildError(
                f"{stored}: example {number} ({example.get('call')}): "
                f"the reference prints {example.get('got')!r}, the file says "
                f"{example.get('expected')!r}{again}"
            )
    if examples["status"] != "passed":
        raise BuildError(f"{where}: the examples do not run: {examples.get('message', '')}")
    return int(checks["total"])


def lock_material(root: Path, slug: str) -> str:
    """The reference's key material, or a BuildError naming key_inputs.toml."""
    path = root / "exercises" / slug / "key_inputs.toml"
    if not path.is_file():
        raise BuildError(f"{rel(root, path)}: missing (the inputs whose outputs lock the solution)")
    try:
        return reference_material(root, slug)
    except Exception as exc:  # LockError, a bad file, a key input the reference can't run
        reason = str(exc).replace(f"{path}: ", "")
        raise BuildError(f"{rel(root, path)}: {reason}") from exc


def verify(root: Path, slug: str) -> Verified:
    """Load one exercise and refuse it unless it is complete, its reference is right and its
    key inputs make a stable key."""
    refuse_placeholders(root, slug)  # first: an unfilled scaffold fails on this, not on its data
    exercise = load(root, slug)
    check_files(root, exercise)
    check_links(root, exercise)
    statement_markdown(root, slug)
    check_wrong_answers(root, slug)
    check_module_loads(root, exercise)
    check_cases(root, exercise)
    check_count = verify_reference(root, exercise)
    key_material = lock_material(root, slug)
    return Verified(exercise, check_count, key_material, known_mistakes(root, slug))


def render_exercise(
    root: Path, verified: Verified, pyodide_url: str, stdlib: str = "", track_html: str = ""
) -> dict[str, str]:
    """The exercise's files (name -> text): its page, with statement, examples and hints
    rendered now, and the sealed solution and notes (sitebuild.page.exercise_files)."""
    exercise = verified.exercise
    folder = root / "exercises" / exercise.slug
    return exercise_files(
        PageParts(
            exercise=exercise,
            statement_html=render_markdown(statement_markdown(root, exercise.slug)),
            examples=load_examples(root, exercise.slug),
            hints_html=[
                render_markdown(strip_covers(p.read_text("utf-8")))
                for p in hint_files(root, exercise.slug)
            ],
            solution_source=(folder / ".meta" / "solution.py").read_text("utf-8"),
            notes_html=render_markdown((folder / ".meta" / "notes.md").read_text("utf-8")),
            check_count=verified.check_count,
            starter=(folder / "starter.py").read_text("utf-8"),
            runtime_files=page_files(root, exercise.slug),
            pyodide_url=pyodide_url,
            key_material=verified.key_material,
            stdlib=stdlib,
            track_html=track_html,
        )
    )


def write(path: Path, text: str) -> None:
    """Write a UTF-8 file, making its folder."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def copy_runtime_files(root: Path, slug: str, site: Path) -> None:
    """The files the exercise's worker fetches (practice.exercises.runtime_files)."""
    copy_repo_files(root, site, runtime_files(root, slug))


def copy_repo_files(root: Path, site: Path, relpaths: Iterable[str]) -> None:
    """Repository files into the site at the same relative paths, for a worker to fetch (the
    harness without its comments and docstrings, sitebuild/minify.py); never one from .meta/."""
    for relpath in relpaths:
        if ".meta" in Path(relpath).parts:
            raise BuildError(f"{relpath}: refusing to publish a file from .meta/")
        target = site / relpath
        target.parent.mkdir(parents=True, exist_ok=True)
        if relpath.startswith("py/practice/") and relpath.endswith(".py"):
            source = (root / relpath).read_text(encoding="utf-8")
            target.write_text(strip_python(source), encoding="utf-8")
        else:
            shutil.copyfile(root / relpath, target)


WORDS_SCRIPT = "words.js"  # assets/words.js: web/run_limits.js imports it


def copy_web_assets(site: Path) -> None:
    """The page's scripts, styles and icon into <site>/assets/, minified (sitebuild/minify.py;
    the editor is bundled apart)."""
    assets = site / "assets"
    assets.mkdir(parents=True, exist_ok=True)
    for source in sorted([*WEB.glob("*.js"), *WEB.glob("*.css"), *WEB.glob("*.svg")]):
        if source.name != SERVICE_WORKER:  # written to the site's root by write_service_worker
            shutil.copyfile(source, assets / source.name)
    # The sentences a page says with no Python left to ask, from the harness's one source.
    words = json.dumps(page_words(), ensure_ascii=False, indent=2)
    (assets / WORDS_SCRIPT).write_text(
        f"// Written by build.py from py/practice/words.py.\nexport default {words};\n",
        encoding="utf-8",
    )
    bundle_worker(assets)  # before minify_assets: it reads the modules as written
    minify_assets(assets)


def tracks_for(
    root: Path,
    slugs: Sequence[str],
    walkthroughs: Sequence[Walkthrough],
    lessons: Sequence[Lesson] = (),
) -> list[Track]:
    """Every track under tracks/, checked against what the site publishes."""
    try:
        walks = [walkthrough.slug for walkthrough in walkthroughs]
        return load_tracks(root, slugs, walks, [lesson.slug for lesson in lessons])
    except TrackError as exc:
        raise BuildError(str(exc)) from exc


def sheet_sections(root: Path, track: Track, exercises: dict[str, Any]) -> list[SheetSection]:
    """Each exercise of the track with the formulas its statement marks for the cheat sheet."""
    sections = []
    for slug in track.exercises:
        path = root / "exercises" / slug / "statement.md"
        entries = parse_entries(path.read_text(encoding="utf-8"))  # markers checked in verify()
        if not entries:
            raise BuildError(
                f"{rel(root, path)}: no formula is marked for the cheat sheet of "
                f"tracks/{track.slug}.toml (<!-- cheat-sheet: label --> ... <!-- /cheat-sheet -->, "
                "docs/authoring.md)"
            )
        sections.append(SheetSection(exercises[slug], entries))
    return sections


def publish_course(
    root: Path,
    site: Path,
    tracks: Sequence[Track],
    exercises: Sequence[Any],
    walkthroughs: Sequence[Walkthrough],
    lessons: Sequence[Lesson] = (),
) -> None:
    """The index, and for each track its page and its cheat sheet."""
    by_slug = {exercise.slug: exercise for exercise in exercises}
    walks = {walkthrough.slug: walkthrough for walkthrough in walkthroughs}
    named = {track.slug: track for track in tracks}
    taught = {lesson.slug: lesson for lesson in lessons}
    index = index_page(exercises, tracks, walkthroughs, index_section(walkthroughs), taught)
    write(site / "index.html", index)
    for track in tracks:
        folder = site / TRACKS_DIR / track.slug
        page = track_page(track, by_slug, walks, render_markdown, named, taught)
        write(folder / "index.html", page)
        sheet = cheat_sheet_page(track, sheet_sections(root, track, by_slug), render_markdown)
        write(folder / CHEAT_SHEET_DIR / "index.html", sheet)


def refuse_dead_links(site: Path) -> None:
    """Every relative link and #anchor of the written site leads somewhere (sitebuild/links.py)."""
    dead = dead_links(site)
    if dead:
        shown = "; ".join(dead[:10]) + (f"; and {len(dead) - 10} more" if len(dead) > 10 else "")
        raise BuildError(f"{len(dead)} dead link(s): {shown}")


def add_pyodide(site: Path, pyodide_url: str | None) -> str:
    """Vendor Pyodide under <site>/pyodide/ unless a URL was given; returns the page's URL."""
    if pyodide_url:
        return pyodide_url if pyodide_url.endswith("/") else pyodide_url + "/"
    try:
        vendor_pyodide(site / "pyodide")
    except AssetError as exc:
        raise BuildError(f"Pyodide {PYODIDE_VERSION}: {exc}") from exc
    return SELF_HOSTED_PYODIDE


def add_compiled_stdlib(
    root: Path,
    site: Path,
    verified: Sequence[Verified],
    walkthroughs: Sequence[Walkthrough],
    stored: bool = False,
) -> str:
    """The standard library and numpy as a first run needs them, the rest fetched on demand
    (sitebuild/bytecode.py); returns the standard library's name under <site>/pyodide/.
    `stored`: their archives' entries uncompressed (build()'s `precompressed_host`)."""
    files: dict[str, None] = dict.fromkeys(WORKER_FILES)
    runs = []
    for item in verified:
        slug = item.exercise.slug
        folder = root / "exercises" / slug
        files.update(dict.fromkeys(runtime_files(root, slug)))
        solution = folder / ".meta" / "solution.py"
        runs.append(Run(slug, "examples", folder / "starter.py", ""))
        # The reference once more, held to what CPython printed and derived (verify()).
        runs.append(Run(slug, "examples", solution, "passed"))
        runs.append(Run(slug, "checks", solution, "passed", item.key_material))
    scripts = [walkthrough.script for walkthrough in walkthroughs]
    files.update(dict.fromkeys(scripts))
    try:
        write_first_run_files(site / "pyodide", root, list(files), runs, scripts, stored=stored)
    except BytecodeError as exc:
        raise BuildError(f"Pyodide's files for a first run: {exc}") from exc
    return COMPILED_STDLIB


def refuse_heavy_first_run(root: Path, site: Path, slugs: Sequence[str]) -> None:
    """A BuildError if an exercise page's first run downloads more than its budget."""
    why = over_budget(weigh_first_run(site, [page_files(root, slug) for slug in slugs]))
    if why:
        raise BuildError(why)


@contextmanager
def staging(out: Path) -> Iterator[Path]:
    """A fresh folder next to `out`; swapped in for `out` only if the block succeeds."""
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.new-", dir=out.parent))
    tmp.chmod(0o755)
    try:
        yield tmp
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    old = out.with_name(f".{out.name}.old-{tmp.name.rsplit('-', 1)[-1]}")
    if out.exists():
        out.rename(old)
    tmp.rename(out)
    shutil.rmtree(old, ignore_errors=True)


def load_walkthroughs(root: Path, slugs: Sequence[str]) -> list[Walkthrough]:
    """Every walkthrough under papers/, checked; its exercise, if named, must be published."""
    walkthroughs = []
    for slug in list_walkthroughs(root):
        try:
            walkthrough = load_walkthrough(root, slug)
        except WalkthroughError as exc:
            raise BuildError(str(exc)) from exc
        if walkthrough.exercise and walkthrough.exercise not in slugs:
            raise BuildError(
                f"papers/{slug}/walkthrough.toml: no exercise {walkthrough.exercise!r}"
            )
        walkthroughs.append(walkthrough)
    return walkthroughs


def publish_walkthrough(
    root: Path,
    site: Path,
    walkthrough: Walkthrough,
    pyodide_url: str,
    titles: dict[str, str],
    stdlib: str = "",
) -> None:
    """papers/<slug>/index.html, a plain copy of the script next to it, the files it runs on."""
    source = (root / walkthrough.script).read_text(encoding="utf-8")
    copy_repo_files(root, site, (walkthrough.script, *WORKER_FILES))
    html = walkthrough_page(
        walkthrough,
        render_markdown(walkthrough.intro_md),
        source,
        page_pyodide_url(pyodide_url),
        titles.get(walkthrough.exercise, ""),
        stdlib,
    )
    write(site / "papers" / walkthrough.slug / "index.html", html)


def load_lessons(root: Path, slugs: Sequence[str]) -> list[Lesson]:
    """Every lesson under lessons/, checked; the exercises it links to must be published."""
    try:
        return [load_lesson(root, slug, slugs) for slug in list_lessons(root)]
    except LessonError as exc:
        raise BuildError(str(exc)) from exc


def publish_lesson(
    root: Path, site: Path, lesson: Lesson, pyodide_url: str, stdlib: str = ""
) -> None:
    """lessons/<slug>/index.html, the lesson as a notebook next to it, the files cells run on."""
    copy_repo_files(root, site, LESSON_WORKER_FILES)
    folder = site / "lessons" / lesson.slug
    try:
        html = lesson_page(lesson, render_markdown, page_pyodide_url(pyodide_url), stdlib)
    except ValueError as exc:  # a formula latex2mathml cannot take (sitebuild/render.py)
        raise BuildError(f"lessons/{lesson.slug}/lesson.md: {exc}") from exc
    write(folder / "index.html", html)
    write(folder / lesson.notebook_name, lesson_notebook(lesson))


def build(
    root: Path, out: Path, pyodide_url: str | None = None, precompressed_host: bool = False
) -> list[str]:
    """Verify every exercise, then write the whole site to `out`; returns the slugs.

    `precompressed_host`: for a host that sends the build's .br/.gz copies (nginx brotli_static
    or gzip_static, Caddy precompressed): the first run's two archives store their entries
    uncompressed, and their brotli copies are 0.8 MB smaller in all than the deflated archives.
    Never for a host that does not send the copies (GitHub Pages, Netlify, Cloudflare Pages,
    an object store): it would send those archives uncompressed, 7 MB more (docs/deploy.md)."""
    slugs = list_exercises(root)
    if not slugs:
        raise BuildError(f"{rel(root, root / 'exercises')}/: no exercises")
    verified = [verify(root, slug) for slug in slugs]
    walkthroughs = load_walkthroughs(root, slugs)
    lessons = load_lessons(root, slugs)
    tracks = tracks_for(root, slugs, walkthroughs, lessons)
    titles = {item.exercise.slug: item.exercise.title for item in verified}
    walkthrough_titles = {walkthrough.slug: walkthrough.title for walkthrough in walkthroughs}
    lesson_titles = {lesson.slug: lesson.title for lesson in lessons}
    with staging(out) as site, ExitStack() as stack:
        copy_web_assets(site)
        build_editor_bundle(site / "assets")
        page_pyodide_url = add_pyodide(site, pyodide_url)
        # Pyodide's files are final: their brotli copies (the slowest part of the host files on
        # a fresh clone) are made meanwhile, on the other core.
        compressing = stack.enter_context(precompressing(compressible_files(site / "pyodide")))
        # Only next to a self-hosted Pyodide: the archive must match the Pyodide that loads it.
        stdlib = (
            ""
            if pyodide_url
            else add_compiled_stdlib(root, site, verified, walkthroughs, precompressed_host)
        )
        for item in verified:
            slug = item.exercise.slug
            copy_runtime_files(root, slug, site)
            mistakes = site / mistakes_path(root, slug).relative_to(root)
            write(mistakes, json.dumps(item.mistakes, ensure_ascii=False, separators=(",", ":")))
            track_html = exercise_track_html(
                slug, tracks, titles, walkthrough_titles, lesson_titles
            )
            files = render_exercise(root, item, page_pyodide_url, stdlib, track_html)
            for name, text in files.items():
                write(site / slug / name, text)
        for walkthrough in walkthroughs:
            publish_walkthrough(root, site, walkthrough, page_pyodide_url, titles, stdlib)
        for lesson in lessons:
            publish_lesson(root, site, lesson, page_pyodide_url, stdlib)
        exercises = [item.exercise for item in verified]
        publish_course(root, site, tracks, exercises, walkthroughs, lessons)
        refuse_dead_links(site)
        write_service_worker(site)  # last: its cache names are digests of every other file
        refuse_heavy_first_run(root, site, slugs)
        compressing.join()
        write_host_files(site)  # _headers and .br/.gz copies for static hosts (docs/deploy.md)
    return slugs


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=REPO / "dist", help="output folder (dist/)")
    parser.add_argument("--root", type=Path, default=REPO, help="repository with the exercises")
    parser.add_argument(
        "--pyodide-url",
        metavar="URL",
        help=f"load Pyodide {PYODIDE_VERSION} from URL (a folder ending in /) instead of "
        "serving a copy under dist/pyodide/",
    )
    parser.add_argument(
        "--precompressed-host",
        action="store_true",
        help="for a host that sends the .br/.gz copies (nginx brotli_static/gzip_static, Caddy "
        "precompressed): the first run's archives store their entries uncompressed, 0.8 MB less "
        "with brotli; never for GitHub Pages, Netlify, Cloudflare Pages or an object store",
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Build the site; print what was built, or why nothing was."""
    args = parse_args(argv)
    try:
        slugs = build(
            args.root.resolve(), args.out.resolve(), args.pyodide_url, args.precompressed_host
        )
    except BuildError as exc:
        print(f"build.py: not published: {exc}", file=sys.stderr)
        return 1
    print(f"built {len(slugs)} exercise(s) into {args.out}: {', '.join(slugs)}")
    runtime = [page_files(args.root.resolve(), slug) for slug in slugs]
    print(weigh_first_run(args.out.resolve(), runtime).describe())  # sizes cached by the build
    return 0


if __name__ == "__main__":
    sys.exit(main())
