"""`practice new <slug>`: the files it writes, the names it refuses, and the build refusing an
exercise until every placeholder is written. Every scaffold goes into a temporary root."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from conftest import ROOT, SLUG

import build
from authoring.placeholders import PLACEHOLDER
from practice.exercises import runtime_files

RUN = [sys.executable, str(ROOT / "scripts" / "practice" / "run.py")]

# The layout of exercises/grpo-advantages/, with its check module and hints.
EXPECTED = [
    "exercises/ppo-gae/exercise.toml",
    "exercises/ppo-gae/statement.md",
    "exercises/ppo-gae/key_inputs.toml",
    "exercises/ppo-gae/starter.py",
    "exercises/ppo-gae/.meta/solution.py",
    "exercises/ppo-gae/.meta/notes.md",
    "exercises/ppo-gae/.meta/wrong_answers/README.md",
    "exercises/ppo-gae/.meta/wrong_answers/ignores_scale.py",
    "checks/ppo_gae.py",
    "checks/ppo_gae.toml",
    "hints/ppo-gae/1.md",
    "hints/ppo-gae/2.md",
    "hints/ppo-gae/3.md",
]
# Written by `practice regen` from the template's reference, which runs as it is.
GENERATED = ["checks/ppo_gae.expected.json"]


def new(root: Path, *args: str) -> subprocess.CompletedProcess:
    """`run.py new ...` against a scratch root, as an author would type it."""
    env = {**os.environ, "NO_COLOR": "1"}
    return subprocess.run(
        [*RUN, "new", *args, "--root", str(root)],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,  # margin: the command takes well under 1 s, 3 s loaded; 60 s is 20x
    )


@pytest.fixture()
def root(tmp_path: Path) -> Path:
    """An empty repository: just the exercises/ folder the command looks for."""
    (tmp_path / "exercises").mkdir()
    return tmp_path


def files_under(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file())


def fill_placeholders(root: Path) -> None:
    """What an author does, crudely: every placeholder replaced by text."""
    for relpath in files_under(root):
        path = root / relpath
        path.write_text(path.read_text("utf-8").replace(PLACEHOLDER, "written"), "utf-8")


def test_new_writes_every_file_of_an_exercise_and_says_what_next(root: Path) -> None:
    proc = new(root, "ppo-gae")
    assert proc.returncode == 0, proc.stderr
    assert files_under(root) == sorted(EXPECTED + GENERATED)
    assert "checks/ppo_gae.expected.json" in proc.stdout
    for relpath in EXPECTED:
        assert relpath in proc.stdout
        assert PLACEHOLDER in (root / relpath).read_text("utf-8"), f"{relpath}: no placeholder"
    assert 'slug = "ppo-gae"' in (root / "exercises/ppo-gae/exercise.toml").read_text("utf-8")
    assert "Next steps" in proc.stdout and "docs/authoring.md" in proc.stdout
    assert "PRACTICE_REGEN_GOLDEN=1" in proc.stdout and "build.py" in proc.stdout


def test_new_links_no_track_unless_asked(root: Path) -> None:
    """The exercise's track is the track file that lists it; a link to one is asked for."""
    assert new(root, "ppo-gae").returncode == 0
    text = (root / "exercises/ppo-gae/exercise.toml").read_text("utf-8")
    assert "../tracks/" not in text
    assert "{{" not in text
    assert tomllib.loads(text.replace(PLACEHOLDER, "x")).get("links", []) == []


def test_new_with_a_track_links_its_page_and_says_to_list_it_there(root: Path) -> None:
    (root / "tracks").mkdir()
    shutil.copyfile(ROOT / "tracks" / "rl-basics.toml", root / "tracks" / "rl-basics.toml")
    proc = new(root, "ppo-gae", "--track", "rl-basics")
    assert proc.returncode == 0, proc.stderr
    text = (root / "exercises/ppo-gae/exercise.toml").read_text("utf-8")
    links = tomllib.loads(text.replace(PLACEHOLDER, "x"))["links"]
    assert links == [{"label": "Track: RL basics", "url": "../tracks/rl-basics/"}]
    assert 'exercise = "ppo-gae"' in proc.stdout and "tracks/rl-basics.toml" in proc.stdout


def test_an_unknown_track_is_refused_and_nothing_written(root: Path) -> None:
    (root / "tracks").mkdir()
    (root / "tracks" / "rl-basics.toml").write_text('title = "RL basics"\n', "utf-8")
    before = files_under(root)
    proc = new(root, "ppo-gae", "--track", "rl-basic")
    assert proc.returncode == 2
    assert "no track 'rl-basic' in tracks/ (tracks: rl-basics)" in proc.stderr
    assert files_under(root) == before


@pytest.mark.parametrize(
    "slug",
    ["PPO-gae", "ppo_gae", "ppo!", "ppo-", "ppo--gae", "1ppo", "ppo gae", "../ppo", "ppo/gae", ""],
)
def test_a_bad_name_is_refused_with_exit_2_and_nothing_written(root: Path, slug: str) -> None:
    proc = new(root, slug)
    assert proc.returncode == 2
    assert "not a valid exercise name" in proc.stderr
    assert "lowercase letters, digits and single hyphens" in proc.stderr
    assert files_under(root) == []


def test_new_is_not_a_name_for_an_exercise(root: Path) -> None:
    proc = new(root, "new")
    assert proc.returncode == 2 and "reserved" in proc.stderr
    assert files_under(root) == []


@pytest.mark.parametrize("taken", ["exercises/ppo-gae/exercise.toml", "checks/ppo_gae.py"])
def test_an_existing_exercise_is_refused_and_left_alone(root: Path, taken: str) -> None:
    (root / taken).parent.mkdir(parents=True, exist_ok=True)
    (root / taken).write_text("mine\n", "utf-8")
    proc = new(root, "ppo-gae")
    assert proc.returncode == 2
    assert "already exists" in proc.stderr and "nothing was written" in proc.stderr
    assert files_under(root) == [taken]
    assert (root / taken).read_text("utf-8") == "mine\n"


def test_the_real_exercise_is_refused_by_name(tmp_path: Path) -> None:
    proc = new(ROOT, SLUG)
    assert proc.returncode == 2 and "already exists" in proc.stderr


def test_a_missing_slug_is_a_usage_error(root: Path) -> None:
    proc = new(root)
    assert proc.returncode == 2 and "slug" in proc.stderr


def test_the_build_refuses_an_unfilled_scaffold_naming_files_and_lines(root: Path, capsys) -> None:
    assert new(root, "ppo-gae").returncode == 0
    assert build.main(["--root", str(root), "--out", str(root / "dist")]) == 1
    err = capsys.readouterr().err
    assert f"{PLACEHOLDER} placeholder(s) left" in err
    for relpath in EXPECTED:
        assert f"{relpath}:" in err, f"{relpath} is not named"
    assert "exercises/ppo-gae/exercise.toml:2," in err  # the file and its line numbers
    assert not (root / "dist").exists()


def test_one_placeholder_left_is_enough_to_refuse(root: Path) -> None:
    assert new(root, "ppo-gae").returncode == 0
    fill_placeholders(root)
    check = root / "checks" / "ppo_gae.py"
    check.write_text(check.read_text("utf-8") + f"# {PLACEHOLDER}: one more check\n", "utf-8")
    line = check.read_text("utf-8").count("\n")
    with pytest.raises(build.BuildError, match=rf"1 .* left .* checks/ppo_gae\.py:{line} "):
        build.verify(root, "ppo-gae")


def test_a_filled_scaffold_is_a_valid_exercise(root: Path) -> None:
    """The placeholder is all that stops the build: the scaffold's own skeleton (reference,
    checks, examples, key inputs) is consistent, so an author edits a working exercise."""
    assert new(root, "ppo-gae").returncode == 0
    fill_placeholders(root)
    verified = build.verify(root, "ppo-gae")
    assert verified.check_count >= 1 and verified.key_material


def test_the_starter_of_a_scaffold_fails_its_checks(root: Path) -> None:
    assert new(root, "ppo-gae").returncode == 0
    starter = root / "exercises" / "ppo-gae" / "starter.py"
    proc = subprocess.run(
        [*RUN, "ppo-gae", str(starter), "--root", str(root)],
        capture_output=True,
        text=True,
        timeout=60,  # margin: a run of the runner takes 1-3 s on a loaded machine; 20x
    )
    assert proc.returncode == 1 and "not written yet" in proc.stdout


def test_the_author_tools_are_not_shipped_to_the_browser() -> None:
    assert not [
        f
        for f in runtime_files(ROOT, SLUG)
        if not f.startswith(("py/practice/", "checks/", "exercises/"))
    ]
    assert not [f for f in runtime_files(ROOT, SLUG) if "authoring" in f]
