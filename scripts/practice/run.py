#!/usr/bin/env python3
"""Run an exercise's checks from a terminal: run.py grpo-advantages my_answer.py [--examples]."""

import sys
from pathlib import Path

# Run straight from a checkout: the harness package lives in <repo>/py.
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from practice.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
