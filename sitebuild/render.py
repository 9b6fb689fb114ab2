"""Markdown to HTML for statements, notes and hints, with LaTeX turned into MathML.

The pages carry no client-side math library: every ``$inline$`` and ``$$display$$``
formula becomes MathML here, at build time, through ``latex2mathml``.

Markdown is CommonMark plus pipe tables (``markdown-it-py``). Raw HTML in the source
is escaped, never passed through. Two extra syntax rules keep LaTeX away from the
Markdown parser, so ``_``, ``*`` and ``\\,`` inside a formula mean what LaTeX says:

* ``$...$`` inside a paragraph: inline math. As in Pandoc, the opening ``$`` must not
  be followed by a space and the closing one must not follow a space nor precede a
  digit, so "costs $5 or $6" stays text. A formula cannot contain a backtick, which
  keeps code spans (where ``$`` is always literal) in charge. ``\\$`` is a literal
  dollar.
* ``$$`` at the start of a line opens display math, closed by the next ``$$`` (same
  line or a later one, before any blank line). ``$$...$$`` inside a paragraph is
  rendered as display math too.

``latex2mathml`` accepts a lot of bad input silently (an unknown command comes out as
the text ``\\foo``, ``\\frac{1}`` as a one-child fraction, raw ``<`` inside ``\\text``
as raw markup), so its output is parsed, checked and re-serialised here. Anything
wrong raises ``ValueError`` naming the LaTeX.

Wide blocks get a wrapper the stylesheet can make scroll sideways on a phone:
``<div class="table-scroll">`` around tables (named after their section for a screen reader,
``data-scroll-label``), ``<div class="math-display">`` around display formulas.
"""

from __future__ import annotations

import functools
import html
import re
import xml.etree.ElementTree as ET
from collections.abc import Sequence

from latex2mathml.converter import convert
from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from markdown_it.rules_block import StateBlock
from markdown_it.rules_inline import StateInline
from markdown_it.token import Token
from markdown_it.utils import EnvType, OptionsDict
from mdit_py_plugins.container import container_plugin

__all__ = ["latex_to_mathml", "render_markdown"]

MATHML_NS = "http://www.w3.org/1998/Math/MathML"

# Presentation MathML elements latex2mathml may emit. Anything else in its output
# (for instance <script> smuggled through \text{...}) is refused.
_ALLOWED_ELEMENTS = frozenset(
    {
        "math", "mrow", "mi", "mn", "mo", "ms", "mtext", "mspace", "msub", "msup",
        "msubsup", "munder", "mover", "munderover", "mfrac", "msqrt", "mroot", "mstyle",
        "mtable", "mtr", "mtd", "mlabeledtr", "mpadded", "mphantom", "menclose",
        "merror", "mfenced", "mmultiscripts", "mprescripts", "none", "semantics",
        "annotation",
    }
)  # fmt: skip
# Elements whose children are positional arguments: the count is part of the meaning.
_ARITY = {
    "mfrac": 2, "mroot": 2, "msub": 2, "msup": 2, "msubsup": 3,
    "munder": 2, "mover": 2, "munderover": 3,
}  # fmt: skip
_TOKEN_ELEMENTS = frozenset({"mi", "mn", "mo", "ms", "mtext"})
_UNKNOWN_COMMAND = re.compile(r"\\[A-Za-z]+")
_OPENING_FENCES = frozenset({"(", "[", "{", "|", "\u2016", "\u27e8", "\u230a", "\u2308"})
_FUNCTION_SPACE = "0.167em"  # LaTeX's thin space


def latex_to_mathml(latex: str, *, display: bool) -> str:
    """One LaTeX formula as a ``<math>`` element; ``ValueError`` names the LaTeX if bad."""
    source = latex.strip()
    if not source:
        raise ValueError(f"empty math formula `{latex}`: nothing between the dollar signs")
    _check_braces(source)
    try:
        raw = convert(source, display="block" if display else "inline")
    except Exception as exc:  # latex2mathml raises many unrelated exception types
        detail = f"{type(exc).__name__}: {exc}".rstrip(": ")
        raise ValueError(f"cannot convert LaTeX `{source}` to MathML ({detail})") from exc
    try:
        root = ET.fromstring(raw)
    except ET.ParseError as exc:
        raise ValueError(
            f"LaTeX `{source}` produced malformed MathML ({exc}); "
            r"raw <, > or & inside \text{...} is not supported"
        ) from exc
    _check_tree(root, source)
    return _serialise(root, is_root=True)


def _check_braces(source: str) -> None:
    depth = 0
    i = 0
    while i < len(source):
        ch = source[i]
        if ch == "\\":
            i += 2  # \{ and \} are literal braces; skip any escaped character
            continue
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth < 0:
                raise ValueError(f"unbalanced braces in LaTeX `{source}`: unexpected '}}'")
        i += 1
    if depth:
        raise ValueError(f"unbalanced braces in LaTeX `{source}`: {depth} '{{' not closed")


def _local(tag: str) -> str:
    namespace, _, name = tag.rpartition("}")
    if namespace and namespace != "{" + MATHML_NS:
        return tag  # a foreign namespace never matches the allow-list
    return name


def _check_tree(element: ET.Element, source: str) -> None:
    name = _local(element.tag)
    if name not in _ALLOWED_ELEMENTS:
        raise ValueError(f"LaTeX `{source}` produced an unexpected element <{name}>")
    for attribute in element.attrib:
        lowered = attribute.lower()
        if "}" in attribute or lowered.startswith("on") or "href" in lowered:
            raise ValueError(f"LaTeX `{source}` produced an unexpected attribute {attribute!r}")
    children = list(element)
    expected = _ARITY.get(name)
    if expected is not None and len(children) != expected:
        raise ValueError(
            f"LaTeX `{source}` gives <{name}> {len(children)} argument(s) instead of "
            f"{expected} (a missing {{...}} group?)"
        )
    if name in _TOKEN_ELEMENTS and element.text:
        unknown = _UNKNOWN_COMMAND.search(element.text)
        if unknown:
            raise ValueError(f"unknown LaTeX command {unknown.group()} in `{source}`")
    for child in children:
        _check_tree(child, source)


def _escape(text: str, *, quote: bool) -> str:
    # Non-ASCII as character references: correct whatever encoding the page declares.
    return html.escape(text, quote=quote).encode("ascii", "xmlcharrefreplace").decode("ascii")


def _is_function_name(element: ET.Element) -> bool:
    """``\\log``, ``\\exp``, ``\\sin``... come out as a multi-letter ``<mi>`` (maybe scripted)."""
    name = _local(element.tag)
    if name in ("msub", "msup", "msubsup") and len(element):
        return _is_function_name(element[0])
    text = element.text or ""
    return name == "mi" and len(text) > 1 and text.isascii() and text.isalpha()


def _needs_space_after(element: ET.Element, following: ET.Element) -> bool:
    # LaTeX puts a thin space after \log in "\log x" but not in "\log(x)"; browsers
    # give a bare <mi>log</mi> none at all, so "log pi" would print as "logpi".
    if not _is_function_name(element):
        return False
    return not (_local(following.tag) == "mo" and (following.text or "") in _OPENING_FENCES)


def _serialise(element: ET.Element, *, is_root: bool = False) -> str:
    name = _local(element.tag)
    attributes = list(element.attrib.items())
    if is_root:
        attributes = [("xmlns", MATHML_NS)] + [(k, v) for k, v in attributes if k != "xmlns"]
    rendered = "".join(f' {key}="{_escape(value, quote=True)}"' for key, value in attributes)
    inner = _escape(element.text or "", quote=False)
    children = list(element)
    for index, child in enumerate(children):
        inner += _serialise(child) + _escape(child.tail or "", quote=False)
        following = children[index + 1] if index + 1 < len(children) else None
        positional = name in _ARITY  # never add a child to a fraction or a script
        if following is not None and not positional and _needs_space_after(child, following):
            inner += f'<mspace width="{_FUNCTION_SPACE}"></mspace>'
    # Explicit end tags: unambiguous for the HTML parser in foreign content.
    return f"<{name}{rendered}>{inner}</{name}>"


# -- Markdown syntax rules ---------------------------------------------------------


def _find_inline_closer(src: str, start: int, end: int) -> int | None:
    """Index of the ``$`` closing a formula whose content starts at ``start``."""
    i = start
    while i < end:
        ch = src[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "`":
            return None  # code spans win over math
        if ch == "$":
            before = src[i - 1]
            after = src[i + 1] if i + 1 < end else ""
            if i > start and not before.isspace() and not after.isdigit():
                return i
        i += 1
    return None


def _find_display_closer(src: str, start: int, end: int) -> int | None:
    i = start
    while i < end - 1:
        if src[i] == "\\":
            i += 2
            continue
        if src.startswith("$$", i):
            return i
        i += 1
    return None


def _math_inline(state: StateInline, silent: bool) -> bool:
    src, pos, end = state.src, state.pos, state.posMax
    if src[pos] != "$":
        return False
    if src.startswith("$$", pos):
        close = _find_display_closer(src, pos + 2, end)
        if close is None or not src[pos + 2 : close].strip():
            # Not a formula: keep both dollars as text so the second cannot open one.
            if not silent:
                state.pending += "$$"
            state.pos = pos + 2
            return True
        if not silent:
            token = state.push("math_inline_display", "math", 0)
            token.content = src[pos + 2 : close]
            token.markup = "$$"
        state.pos = close + 2
        return True
    if pos + 1 >= end or src[pos + 1].isspace():
        return False
    close = _find_inline_closer(src, pos + 1, end)
    if close is None:
        return False
    if not silent:
        token = state.push("math_inline", "math", 0)
        token.content = src[pos + 1 : close]
        token.markup = "$"
    state.pos = close + 1
    return True


def _line(state: StateBlock, line: int) -> str:
    return state.src[state.bMarks[line] + state.tShift[line] : state.eMarks[line]]


def _math_block(state: StateBlock, startLine: int, endLine: int, silent: bool) -> bool:
    if state.sCount[startLine] - state.blkIndent >= 4:
        return False  # an indented code block
    first = _line(state, startLine)
    if not first.startswith("$$"):
        return False
    rest = first[2:]
    close = _find_display_closer(rest, 0, len(rest))
    if close is not None:
        if rest[close + 2 :].strip():
            return False  # "$$a$$ and more": inline display math inside a paragraph
        parts = [rest[:close]]
        last = startLine
    else:
        parts = [rest]
        last = None
        for line in range(startLine + 1, endLine):
            text = _line(state, line)
            if not text.strip() or state.sCount[line] < state.blkIndent:
                break
            close = _find_display_closer(text, 0, len(text))
            if close is None:
                parts.append(text)
                continue
            if text[close + 2 :].strip():
                raise ValueError(f"text after the closing $$ on line {line + 1}: `{text}`")
            parts.append(text[:close])
            last = line
            break
        if last is None:
            raise ValueError(f"display math opened by $$ on line {startLine + 1} is never closed")
    if silent:
        return True
    token = state.push("math_block", "math", 0)
    token.block = True
    token.content = "\n".join(parts).strip()
    token.markup = "$$"
    token.map = [startLine, last + 1]
    state.line = last + 1
    return True


# -- Rendering ---------------------------------------------------------------------


def _render_math_inline(
    self: RendererHTML, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType
) -> str:
    return latex_to_mathml(tokens[idx].content, display=False)


def _render_math_inline_display(
    self: RendererHTML, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType
) -> str:
    # Inside a paragraph a <div> would be invalid, so no scroll wrapper here.
    return latex_to_mathml(tokens[idx].content, display=True)


def _render_math_block(
    self: RendererHTML, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType
) -> str:
    mathml = latex_to_mathml(tokens[idx].content, display=True)
    return f'<div class="math-display">{mathml}</div>\n'


def _render_table_open(
    self: RendererHTML, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType
) -> str:
    # Named after the section it is in: web/scroll_boxes.js gives the name to a screen reader
    # when the table scrolls sideways (on a phone) and so takes the keyboard focus.
    heading = next(
        (
            tokens[i + 1].content
            for i in range(idx - 1, -1, -1)
            if tokens[i].type == "heading_open" and i + 1 < len(tokens)
        ),
        "",
    )
    heading = re.sub(r"[`$*_]", "", heading)  # the heading's words, not its markup
    label = f"Table: {heading}" if heading else "Table"
    return (
        f'<div class="table-scroll" data-scroll-label="{_escape(label, quote=True)}">\n'
        + self.renderToken(tokens, idx, options, env)
    )


def _render_th_open(
    self: RendererHTML, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType
) -> str:
    # An empty header cell (a table's corner) is a plain cell: a header with no text names
    # nothing, and screen readers would announce it before every cell of its column.
    if idx + 1 < len(tokens) and tokens[idx + 1].type == "inline" and not tokens[idx + 1].content:
        return self.renderToken(tokens, idx, options, env).replace("<th", "<td", 1)
    return self.renderToken(tokens, idx, options, env)


def _render_th_close(
    self: RendererHTML, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType
) -> str:
    opened = tokens[idx - 2] if idx >= 2 else None
    empty = idx >= 1 and tokens[idx - 1].type == "inline" and not tokens[idx - 1].content
    if opened is not None and opened.type == "th_open" and empty:
        return "</td>\n"
    return self.renderToken(tokens, idx, options, env)


def _render_table_close(
    self: RendererHTML, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType
) -> str:
    return self.renderToken(tokens, idx, options, env) + "</div>\n"


def _validate_details(params: str, _markup: str) -> bool:
    return params.strip().startswith("details ") and bool(params.strip()[8:].strip())


def _render_details(
    self: RendererHTML, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType
) -> str:
    """`::: details <summary>` ... `:::`: a box folded until opened (a statement's "How
    libraries differ"), so that a phone reader scrolls past what only a comparison needs."""
    token = tokens[idx]
    if token.nesting == 1:
        summary = _escape(token.info.strip()[len("details") :].strip(), quote=False)
        return f'<details class="statement-details"><summary>{summary}</summary>\n'
    return "</details>\n"


@functools.cache
def _parser() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    md.use(container_plugin, "details", validate=_validate_details, render=_render_details)
    md.inline.ruler.before("escape", "math_inline", _math_inline)
    md.block.ruler.before(
        "fence",
        "math_block",
        _math_block,
        {"alt": ["paragraph", "reference", "blockquote", "list"]},
    )
    md.add_render_rule("math_inline", _render_math_inline)
    md.add_render_rule("math_inline_display", _render_math_inline_display)
    md.add_render_rule("math_block", _render_math_block)
    md.add_render_rule("table_open", _render_table_open)
    md.add_render_rule("table_close", _render_table_close)
    md.add_render_rule("th_open", _render_th_open)
    md.add_render_rule("th_close", _render_th_close)
    return md


def render_markdown(text: str) -> str:
    """Markdown (CommonMark + tables) to HTML, with $inline$ and $$display$$ LaTeX turned into MathML at build time."""  # noqa: E501
    return _parser().render(text)
