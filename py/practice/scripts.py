"""Run a walkthrough script from its path: import it, call its `run(print_fn)`, return JSON.

The site's paper pages run scripts such as papers/grpo/grpo_from_scratch.py in the browser
worker; a script qualifies if importing it runs nothing and it offers `run(print_fn) -> dict`
with a JSON-ready dict. The same function runs under CPython, so the tests cover it.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from collections.abc import Callable
from pathlib import Path

__all__ = ["run_script"]


def run_script(path: str | Path, print_fn: Callable[[str], object]) -> str:
    """Import the script at `path` under its file's stem, run it, return its result as JSON."""
    path = Path(path)
    name = path.stem
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"{path}: not a Python file")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while the class is made
    try:
        spec.loader.exec_module(module)
        runner = getattr(module, "run", None)
        if not callable(runner):
            raise AttributeError(f"{path.name} has no run(print_fn) function")
        return json.dumps(runner(print_fn))
    finally:
        sys.modules.pop(name, None)
