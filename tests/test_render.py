"""Markdown + LaTeX rendering (sitebuild.render)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sitebuild.render import latex_to_mathml, render_markdown

ROOT = Path(__file__).resolve().parent.parent

AUTHORED = sorted(
    [
        *ROOT.glob("exercises/*/statement.md"),
        *ROOT.glob("exercises/*/.meta/notes.md"),
        *ROOT.glob("hints/*/*.md"),
    ]
)


def test_inline_formula_becomes_inline_mathml() -> None:
    out = render_markdown("The advantage $A_i$ of answer $i$.")
    assert out.count("<math") == 2
    assert 'display="inline"' in out
    assert "<msub><mi>A</mi><mi>i</mi></msub>" in out
    assert "$" not in out


def test_display_formula_on_its_own_lines_is_block_mathml() -> None:
    out = render_markdown(
        "Before.\n\n$$\nA_i = \\frac{r_i - \\mu}{\\sigma + \\varepsilon}\n$$\n\nAfter."
    )
    assert '<div class="math-display"><math' in out
    assert 'display="block"' in out
    assert "<mfrac>" in out
    assert out.count("<p>") == 2  # the formula is not swallowed by a paragraph


def test_display_formula_on_one_line_and_inside_a_paragraph() -> None:
    assert 'display="block"' in render_markdown("$$ x^2 $$")
    inside = render_markdown("so $$x^2$$ holds")
    assert inside.startswith("<p>so <math") and 'display="block"' in inside


def test_markdown_does_not_touch_latex() -> None:
    # _ and * would be emphasis and \, an escaped comma if Markdown saw them.
    out = render_markdown("$a_1 * b_2 * c\\,d$")
    assert "<em>" not in out
    assert "<mspace" in out  # \, survived as LaTeX thin space


def test_dollar_inside_code_stays_literal() -> None:
    out = render_markdown("Call `f($x$)` here.\n\n```python\nprice = '$5'  # $$ not math $$\n```\n")
    assert "<code>f($x$)</code>" in out
    assert "price = '$5'  # $$ not math $$" in out
    assert "<math" not in out


def test_dollar_that_is_not_math_stays_text() -> None:
    out = render_markdown("It costs $5 or $6, and \\$x\\$ is escaped.")
    assert "<math" not in out
    assert "$5 or $6" in out and "$x$" in out


def test_raw_html_in_the_source_is_escaped() -> None:
    out = render_markdown('<script>alert("x")</script>\n\nA <b>bold</b> claim.')
    assert "<script>" not in out and "<b>" not in out
    assert "&lt;script&gt;" in out and "&lt;b&gt;" in out


def test_html_cannot_be_smuggled_through_latex_text() -> None:
    with pytest.raises(ValueError, match="script"):
        render_markdown("$\\text{<script>alert(1)</script>}$")


def test_table_renders_inside_a_scroll_wrapper() -> None:
    out = render_markdown("| Name | Shape |\n| --- | --- |\n| `logp` | $(N, L)$ |\n")
    assert out.startswith('<div class="table-scroll" data-scroll-label="Table">\n<table>')
    assert out.rstrip().endswith("</table>\n</div>")
    assert "<th>Name</th>" in out and "<td><code>logp</code></td>" in out
    assert "<td><math" in out


def test_an_empty_header_cell_is_a_plain_cell() -> None:
    out = render_markdown("| | right | wrong |\n| --- | --- | --- |\n| a | 1 | 2 |\n")
    assert "<thead>\n<tr>\n<td></td>\n<th>right</th>\n<th>wrong</th>" in out
    assert "<th></th>" not in out


def test_a_table_is_named_after_its_section_for_a_screen_reader() -> None:
    out = render_markdown("## Input and `output`\n\nText.\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n")
    assert '<div class="table-scroll" data-scroll-label="Table: Input and output">' in out


@pytest.mark.parametrize(
    ("source", "fragment"),
    [
        ("$\\frac{1}{$", "\\frac{1}{"),
        ("$\\notacommand x$", "\\notacommand x"),
        ("$\\frac{1}$", "\\frac{1}"),
        ("$x}$", "x}"),
        ("$$\n\\left( x\n$$", "\\left( x"),
    ],
)
def test_bad_latex_raises_value_error_naming_it(source: str, fragment: str) -> None:
    with pytest.raises(ValueError) as info:
        render_markdown(source)
    assert f"`{fragment}`" in str(info.value)


def test_unclosed_display_math_raises() -> None:
    with pytest.raises(ValueError, match="never closed"):
        render_markdown("$$\nx^2\n\nmore text")


def test_latex_to_mathml_output_is_ascii_and_well_formed() -> None:
    out = latex_to_mathml("\\mu \\le \\sigma", display=False)
    assert out.isascii()
    assert out.startswith('<math xmlns="http://www.w3.org/1998/Math/MathML" display="inline">')


def test_function_names_get_a_thin_space_but_not_before_a_parenthesis() -> None:
    spaced = latex_to_mathml("\\log \\pi_\\theta", display=False)
    assert "<mi>log</mi><mspace" in spaced
    assert "<mi>exp</mi><mo" in latex_to_mathml("\\exp(x)", display=False)
    # Never inside a script: <msub> must keep exactly two children.
    assert "<msub><mi>log</mi><mn>2</mn></msub>" in latex_to_mathml("\\log_2 x", display=False)


def test_there_is_authored_content_to_check() -> None:
    names = {p.relative_to(ROOT).as_posix() for p in AUTHORED}
    assert "exercises/grpo-advantages/statement.md" in names
    assert "exercises/grpo-advantages/.meta/notes.md" in names
    assert "hints/grpo-advantages/1.md" in names


@pytest.mark.parametrize("path", AUTHORED, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_authored_formula_renders(path: Path) -> None:
    out = render_markdown(path.read_text(encoding="utf-8"))
    # A dollar left over outside code means a formula the math rules did not pick up.
    outside_code = re.sub(r"<code[^>]*>.*?</code>", "", out, flags=re.DOTALL)
    assert "$" not in outside_code, f"unrendered math in {path.name}"


def test_a_details_box_folds_its_markdown_under_its_summary() -> None:
    html = render_markdown(
        "Before.\n\n::: details How libraries differ & why\n\n- PyTorch: $x^2$.\n\n:::\n\nAfter."
    )
    assert html.startswith("<p>Before.</p>\n<details class=\"statement-details\">")
    assert "<summary>How libraries differ &amp; why</summary>" in html
    inner = html.split("<summary>")[1].split("</details>")[0]
    assert "<li>PyTorch: <math" in inner  # markdown and math inside the box
    assert html.index("<p>Before.</p>") < html.index("<details") < html.index("<p>After.</p>")
    # Another name after ::: is left as text, not a box.
    assert "<details" not in render_markdown("::: warning\nno\n:::")
