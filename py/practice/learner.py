"""Turn the learner's source text into a module, with errors told in the learner's own terms."""

from __future__ import annotations

import inspect
import linecache
import traceback
import types
from collections.abc import Mapping, Sequence

from .capture import CappedText
from .guard import Guard, LearnerStopped, RunTimeout

__all__ = [
    "LearnerError",
    "load_learner",
    "describe_exception",
    "check_functions",
    "unwritten_function",
]


class LearnerError(Exception):
    """The learner's code can't be judged as it is; the message says why and where."""


def load_learner(source: str, filename: str, guard: Guard, output: CappedText) -> types.ModuleType:
    """Compile and run the learner's source as a fresh module named after the file."""
    try:
        code = compile(source, filename, "exec", dont_inherit=True)
    except SyntaxError as exc:
        raise LearnerError(_describe_syntax_error(exc, filename)) from None
    except ValueError as exc:  # e.g. null bytes in the source
        raise LearnerError(f"{filename} can't be compiled: {exc}") from None
    # Let tracebacks quote the learner's lines although no such file may exist (the browser).
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    module = types.ModuleType(filename.removesuffix(".py").replace("-", "_") or "my_answer")
    module.__file__ = filename
    try:
        guard.call(output, exec, code, module.__dict__)
    except RunTimeout:
        raise
    except LearnerStopped as exc:
        raise LearnerError(f"{filename} stopped while it was being loaded: {exc}") from None
    except Exception as exc:
        where = describe_exception(exc, filename)
        raise LearnerError(f"{filename} raised an error while loading: {where}") from None
    return module


def _describe_syntax_error(exc: SyntaxError, filename: str) -> str:
    kind = type(exc).__name__
    line = f"line {exc.lineno}" if exc.lineno else "an unknown line"
    text = f"{filename}, {line}: {kind}: {exc.msg}"
    if exc.text:
        code = exc.text.rstrip("\n")
        stripped = code.lstrip()
        caret = " " * max(0, (exc.offset or 1) - 1 - (len(code) - len(stripped)))
        text += f"\n    {stripped}\n    {caret}^"
    return text


def describe_exception(exc: BaseException, filename: str) -> str:
    """`ValueError: boom (my_answer.py, line 12, in kl_k3)`: the innermost line of the learner's."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == filename]
    message = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    if frames:
        last = frames[-1]
        where = f"line {last.lineno}" + (f", in {last.name}" if last.name != "<module>" else "")
        message += f" ({filename}, {where})"
        if last.line:
            message += f"\n    {last.line.strip()}"
    return message


def unwritten_function(exc: BaseException, filename: str) -> str:
    """The learner's function that raised NotImplementedError (a starter's stub: not written yet),
    or "" for any other exception. Named by the innermost frame of the learner's file, so a
    written function that calls a stub points at the stub."""
    if not isinstance(exc, NotImplementedError):
        return ""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == filename]
    return frames[-1].name if frames and frames[-1].name != "<module>" else ""


def check_functions(
    module: types.ModuleType,
    signatures: Mapping[str, Sequence[str]],
    optional: Sequence[str],
    filename: str,
) -> dict[str, types.FunctionType]:
    """Each required function exists, is callable and accepts the arguments the checks pass."""
    found = {}
    for name, params in signatures.items():
        func = module.__dict__.get(name)
        if func is None:
            defined = sorted(
                k for k, v in module.__dict__.items() if callable(v) and not k.startswith("_")
            )
            hint = f" (it defines: {', '.join(defined)})" if defined else ""
            raise LearnerError(f"{filename} does not define {name}(){hint}")
        if not callable(func):
            raise LearnerError(f"{filename}: {name} is a {type(func).__name__}, not a function")
        _check_signature(name, func, params, optional, filename)
        found[name] = func
    return found


def _check_signature(
    name: str, func: object, params: Sequence[str], optional: Sequence[str], filename: str
) -> None:
    try:
        sig = inspect.signature(func)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return  # builtins and odd callables: let the checks speak
    required = [p for p in params if p not in optional]
    wanted = ", ".join(p if p not in optional else f"{p}=..." for p in params)
    attempts = [((None,) * len(required), {})]
    attempts += [((None,) * len(required), {p: None}) for p in params if p in optional]
    for args, kwargs in attempts:
        try:
            sig.bind(*args, **kwargs)
        except TypeError as exc:
            raise LearnerError(
                f"{filename}: {name}{sig} can't be called the way the checks call it, "
                f"{name}({wanted}): {exc}"
            ) from None
