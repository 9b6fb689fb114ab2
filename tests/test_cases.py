"""Checks written as data: the cases file, `practice regen`, the build's agreement test, the
declared properties, random rows, `--case`, and the rule for advice.

The exercises moved to the format are judged through it by tests/test_golden.py (every known
answer); here the format itself is held to what it promises, on a scaffolded exercise.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from conftest import ROOT
from rounding import same_values

import build
from authoring.regen import compute, draw, regenerate, verify
from authoring.scaffold import scaffold
from practice.cases import cases_path, has_cases, load_case_data
from practice.compare import array_mismatch, differing, float_mismatch, value_mismatch
from practice.exercises import ExerciseError, check_module_name, list_exercises
from practice.runner import run

SLUG = "demo-scale"
DATA_EXERCISES = [s for s in list_exercises(ROOT) if has_cases(ROOT, check_module_name(s))]


@pytest.fixture
def demo(tmp_path: Path) -> Path:
    """A written scaffold, whose checks are data."""
    (tmp_path / "exercises").mkdir()
    scaffold(tmp_path, SLUG)
    return tmp_path


def cases_file(root: Path) -> Path:
    return cases_path(root, check_module_name(SLUG))


def reference(root: Path) -> str:
    return (root / "exercises" / SLUG / ".meta" / "solution.py").read_text("utf-8")


@pytest.mark.parametrize("slug", DATA_EXERCISES)
def test_the_stored_expected_values_are_what_the_reference_computes(slug: str) -> None:
    assert verify(ROOT, slug) == []
    stored = json.loads((ROOT / "checks" / f"{check_module_name(slug)}.expected.json").read_text())
    fresh = compute(ROOT, slug)
    # The same draws (seeds are fixed), and their values up to the last bits of numpy's build.
    assert same_values(stored["random"], fresh["random"]) is None, same_values(
        stored["random"], fresh["random"]
    )
    assert stored["cases"].keys() == fresh["cases"].keys()


def test_at_least_two_exercises_are_data() -> None:
    assert {"grpo-advantages", "td-learning"} <= set(DATA_EXERCISES)


def test_regen_writes_one_case_per_line_and_nothing_typed_by_hand(demo: Path) -> None:
    path = regenerate(demo, SLUG)
    lines = path.read_text("utf-8").splitlines()
    assert '"default-scale": [2.0, -1.0, 6.0],' in lines
    assert '"quarter-scale": [[0.25, 0.5], [0.75, 1.0]],' in lines


def test_the_build_refuses_a_stored_value_the_reference_no_longer_gives(demo: Path) -> None:
    solution = demo / "exercises" / SLUG / ".meta" / "solution.py"
    original = reference(demo)
    solution.write_text(original.replace("return scale *", "return 1.0000001 * scale *"))
    assert verify(demo, SLUG) == []  # within the tolerance, 1e-6
    solution.write_text(original.replace("return scale *", "return 1.001 * scale *"))
    problems = verify(demo, SLUG)
    assert any("'default-scale'" in p and "no longer fits" in p for p in problems), problems
    assert any("random case" in p for p in problems)
    assert all("practice regen demo-scale" in p for p in problems)
    with pytest.raises(build.BuildError, match="default-scale"):
        build.check_cases(demo, build.load(demo, SLUG))


def test_a_case_without_a_stored_value_is_named(demo: Path) -> None:
    path = cases_file(demo)
    path.write_text(
        path.read_text("utf-8").replace(
            'case = [{ id = "default-scale"',
            'case = [{ id = "new-case", args = [[5.0]] }, { id = "default-scale"',
        )
    )
    assert any("'new-case' has no stored" in p for p in verify(demo, SLUG))
    source = reference(demo)
    result = run(demo, SLUG, source)
    assert result["status"] == "fault" and "new-case" in result["message"]


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (('about = "function_name multiplies', 'about = ""  # '), "'about' must say"),
        (('function = "function_name"\nabout', 'function = "other"\nabout'), "not declared"),
        (('on = ["default-scale"]', 'on = ["missing"]'), "'on' names the case 'missing'"),
        (('id = "quarter-scale"', 'id = "default-scale"'), "two cases have the id"),
        (("params = [", "params = 3 # ["), "'params' must list"),
    ],
)
def test_a_malformed_cases_file_is_refused_naming_file_and_row(
    demo: Path, edit: tuple[str, str], message: str
) -> None:
    path = cases_file(demo)
    text = path.read_text("utf-8")
    assert edit[0] in text
    path.write_text(text.replace(edit[0], edit[1], 1))
    with pytest.raises(ExerciseError, match=message) as caught:
        load_case_data(path)
    assert str(path) in str(caught.value)


def test_random_rows_are_seeded_sorted_smallest_first_and_bounded() -> None:
    data = load_case_data(cases_path(ROOT, "grpo_advantages"))
    spec = next(s for s in data.random if s["function"] == "grpo_objective")
    first, second = draw(data, spec), draw(data, spec)
    assert first == second
    sizes = [np.size(case["args"][0]) for case in first]
    assert sizes == sorted(sizes)
    # the padding the row declares is there: a masked entry holds ±1e300
    padded = [
        v
        for case in first
        for row, keep in zip(case["args"][0], case["args"][4])
        for v, k in zip(row, keep)
        if not k
    ]
    assert padded and all(abs(v) == 1e300 for v in padded)


@pytest.mark.parametrize("slug", DATA_EXERCISES)
def test_the_stored_values_stay_within_ten_kilobytes_gzip(slug: str) -> None:
    import gzip

    path = ROOT / "checks" / f"{check_module_name(slug)}.expected.json"
    assert len(gzip.compress(path.read_bytes(), 9)) <= 10_000


def test_rows_say_their_kind_and_a_failing_row_its_first_failing_case(demo: Path) -> None:
    wrong = reference(demo).replace("return scale *", "return 2.0 *")
    result = run(demo, SLUG, wrong)
    rows = {row["name"]: row for row in result["checks"]}
    assert rows["scales_by_default_factor"]["kind"] == "written"
    assert rows["leaves_its_input_unchanged"]["kind"] == "property"
    random = rows["function_name_random_inputs"]
    assert random["kind"] == "random" and random["status"] == "fail"
    assert random["case"] == "function_name_random_inputs-1" or random["case"].startswith(
        "function_name_random_inputs-"
    )
    assert rows["uses_the_scale_argument"]["case"] == "quarter-scale"
    assert rows["uses_the_scale_argument"]["about"].startswith("function_name uses the scale")
    assert rows["scales_by_default_factor"]["case"] == ""  # it passed


def test_the_first_failing_random_case_is_the_smallest(demo: Path) -> None:
    # A mistake that shows only on arrays of three elements or more.
    wrong = reference(demo).replace(
        "return scale * np.asarray(x, dtype=float)",
        "x = np.asarray(x, dtype=float)\n    return scale * (x if x.size < 3 else x + 1)",
    )
    result = run(demo, SLUG, wrong)
    row = next(r for r in result["checks"] if r["kind"] == "random")
    data = load_case_data(cases_file(demo))
    stored = data.expected["random"]["function_name_random_inputs"]
    first_big = next(c["id"] for c in stored if len(c["args"][0]) >= 3)
    assert row["status"] == "fail" and row["case"] == first_big


def run_cli(root: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, str(ROOT / "scripts/practice/run.py"), "--root", str(root), *args],
        capture_output=True,
        text=True,
        env={"NO_COLOR": "1", "PATH": "/usr/bin:/bin"},
        check=False,
    )


def test_case_runs_one_row_by_its_name_or_a_case_id(demo: Path, tmp_path: Path) -> None:
    answer = tmp_path / "answer.py"
    answer.write_text(reference(demo).replace("return scale *", "return 2.0 *"))
    by_case = run_cli(demo, SLUG, str(answer), "--case", "quarter-scale", "--json")
    result = json.loads(by_case.stdout)
    assert by_case.returncode == 1
    assert [r["name"] for r in result["checks"]] == ["uses_the_scale_argument"]
    assert result["checks"][0]["case"] == "quarter-scale"
    by_row = run_cli(demo, SLUG, str(answer), "--case", "scales_by_default_factor")
    assert by_row.returncode == 0 and "1 of 1 checks passed" in by_row.stdout
    unknown = run_cli(demo, SLUG, str(answer), "--case", "no-such-case")
    assert unknown.returncode == 2 and "no-such-case" in unknown.stderr


def test_regen_is_a_practice_command(demo: Path) -> None:
    (demo / "checks" / "demo_scale.expected.json").unlink()
    regen = [sys.executable, str(ROOT / "scripts/practice/run.py"), "regen"]
    env = {"NO_COLOR": "1", "PATH": "/usr/bin:/bin", "PRACTICE_ROOT": str(demo)}
    proc = subprocess.run([*regen, SLUG], capture_output=True, text=True, env=env, check=False)
    assert proc.returncode == 0, proc.stderr
    assert "checks/demo_scale.expected.json" in proc.stdout
    assert verify(demo, SLUG) == []
    bad = subprocess.run(
        [*regen, "no-such-exercise"], capture_output=True, text=True, env=env, check=False
    )
    assert bad.returncode == 2 and "no-such-exercise" in bad.stderr


def test_the_statement_examples_come_from_the_cases(demo: Path, tmp_path: Path) -> None:
    answer = tmp_path / "answer.py"
    answer.write_text(reference(demo))
    proc = run_cli(demo, SLUG, str(answer), "--examples")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert ">>> function_name(np.array([1.0, -0.5, 3.0]))" in proc.stdout
    assert "[ 2. -1.  6.]" in proc.stdout


def test_advice_shows_only_where_its_own_mistake_differs(demo: Path) -> None:
    """A case's advice names the wrong answer it is about; a learner sees it when their result
    differs where that wrong answer's does, and not for another mistake on the same case."""
    path = cases_file(demo)
    text = path.read_text("utf-8").replace(
        "kwargs = { scale = 0.25 } }]",
        'kwargs = { scale = 0.25 }, advice = "Multiply by scale, not by 2.", '
        'advice_for = "ignores_scale" }]',
    )
    path.write_text(text)
    regenerate(demo, SLUG)
    stored = load_case_data(path).expected["advice"]["quarter-scale"]
    assert stored == [[0, 0], [0, 1], [1, 0], [1, 1]]
    ignores_scale = reference(demo).replace("return scale *", "return 2.0 *")
    row = next(r for r in run(demo, SLUG, ignores_scale)["checks"] if r["case"] == "quarter-scale")
    assert row["advice"] == "Multiply by scale, not by 2."
    # Another mistake on the same case, wrong in one element only: the facts, no advice.
    one_off = reference(demo).replace(
        "return scale * np.asarray(x, dtype=float)",
        "y = scale * np.asarray(x, dtype=float)\n    y.flat[-1] += (y.size == 4)\n    return y",
    )
    row = next(r for r in run(demo, SLUG, one_off)["checks"] if r["case"] == "quarter-scale")
    assert row["status"] == "fail" and row["advice"] == ""
    assert "worst at index [1, 1]" in row["message"]


def test_comparison_meets_non_finite_values_exactly_where_expected() -> None:
    inf, nan = float("inf"), float("nan")
    assert array_mismatch(np.array([-inf, 0.5, nan]), (-inf, 0.5, nan), 1e-6, 1e-9) is None
    assert "expected -inf" in array_mismatch(np.array([-1e300, 0.5]), (-inf, 0.5), 1e-6, 1e-9)
    assert "got inf" in array_mismatch(np.array([inf, 0.5]), (-inf, 0.5), 1e-6, 1e-9)
    assert "got nan" in array_mismatch(np.array([nan]), (0.0,), 1e-6, 1e-9)
    assert float_mismatch(-inf, -inf, 1e-6, 1e-9) is None
    assert float_mismatch(0.0, -inf, 1e-6, 1e-9)
    assert differing(np.array([[1.0, -inf], [2.0, 3.0]]), ((1.0, -inf), (2.5, 3.0)), 0, 0) == [
        (1, 0)
    ]


def test_plain_values_compare_exactly_and_say_where() -> None:
    assert value_mismatch([1, 2, 3], (1, 2, 3)) is None
    assert value_mismatch((b"ab", "c"), (b"ab", "c")) is None
    assert "index 1" in value_mismatch([1, 5, 3], (1, 2, 3))
    assert value_mismatch(True, 1)  # a bool is not the int it equals
    assert "2 items" in value_mismatch([1, 2], (1, 2, 3))
    assert value_mismatch(np.array([1, 2]), (1, 2))  # an array is not the list asked for


def test_strings_bytes_and_dicts_travel_as_data_and_back() -> None:
    from authoring.regen import as_argument, as_data
    from practice.cases import build_argument, frozen

    merges = {(104, 105): 256, (256, 33): 257}
    for value in (merges, b"\xc3\xa9", "h\u00e9", [1, 2, 3]):
        stored = json.loads(json.dumps(as_data(value)))
        assert value_mismatch(value, frozen(stored)) is None
        built = build_argument(json.loads(json.dumps(as_argument(value))), None, {})
        assert built == value and type(built) is type(value)
    assert list(build_argument({"dict": [[[2, 3], 5], [[1, 2], 4]]}, None, {})) == [(2, 3), (1, 2)]
    assert build_argument({"bytes": "\u00e9"}, None, {}) == b"\xc3\xa9"


def test_random_inputs_may_be_strings_or_the_reference_s_own_results() -> None:
    data = load_case_data(cases_path(ROOT, "grpo_advantages"))._replace(
        signatures={"pairs": ("text", "table")}
    )
    spec = {
        "name": "pairs_random",
        "function": "pairs",
        "about": "",
        "count": 5,
        "seed": 4,
        "args": {
            "text": {"string": "ab\u00e9", "length": [0, 6]},
            "table": {"reference": "table_of", "args": [{"string": "xy", "length": [1, 3]}]},
        },
    }
    cases = draw(data, spec, {"table_of": lambda s: {(ord(c), 0): i for i, c in enumerate(s)}})
    texts = [case["args"][0] for case in cases]
    assert all(set(t) <= set("ab\u00e9") and len(t) <= 6 for t in texts)
    assert [len(t) for t in texts] == sorted(len(t) for t in texts) or len(cases) == 5
    table = cases[0]["args"][1]
    assert set(table) == {"dict"} and all(k[0] in (120, 121) for k, _ in table["dict"])


def test_masks_id_tables_and_tuples_of_arrays_have_their_own_comparison() -> None:
    from practice.capture import CappedText
    from practice.checking import CheckContext, CheckFailed
    from practice.compare import exact_array_mismatch
    from practice.guard import Guard, guarded_modules

    assert exact_array_mismatch(np.array([[True, False]]), ((True, False),)) is None
    assert "bool array" in exact_array_mismatch(np.array([[1, 0]]), ((True, False),))
    assert exact_array_mismatch(np.array([3, 1], dtype=np.int32), (3, 1)) is None
    assert "integer array" in exact_array_mismatch(np.array([3.0, 1.0]), (3, 1))
    assert "first at index [1]" in exact_array_mismatch(np.array([3, 2]), (3, 1))
    t = CheckContext({}, Guard(guarded_modules(), None, "a.py"), CappedText())
    t.expect_arrays((np.array([1.0]), np.array([[2.0]])), ((1.0,), ((2.0,),)))
    with pytest.raises(CheckFailed, match="expected a tuple of 2 arrays"):
        t.expect_arrays(np.array([1.0]), ((1.0,), ((2.0,),)))
    with pytest.raises(CheckFailed, match="item 1 of the tuple"):
        t.expect_arrays((np.array([1.0]), np.array([[2.5]])), ((1.0,), ((2.0,),)))


def test_a_table_of_named_arrays_takes_the_declared_dtype() -> None:
    from practice.cases import build_argument

    params = {"ln": {"g": [1.0, 2.0]}, "blocks": [{"w": [[1, 2]]}], "n": 3}
    built = build_argument(params, "float64", {})
    assert built["ln"]["g"].dtype == np.float64 and built["blocks"][0]["w"].shape == (1, 2)
    assert built["n"] == 3 and isinstance(built["blocks"], list)
