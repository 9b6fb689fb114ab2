"""Replace one section of a Markdown file (from its `## ` heading to the next), or append it: the
benchmarks that write their results into docs/benchmarks.md share this."""

from __future__ import annotations

from pathlib import Path

__all__ = ["write_section"]


def write_section(path: Path, heading: str, section: str) -> None:
    """`section` (which starts with `heading`) in place of the file's section of that heading."""
    doc = path.read_text("utf-8")
    if heading in doc:
        start = doc.index(heading)
        end = doc.find("\n## ", start + len(heading))
        doc = doc[:start] + section + (doc[end + 1 :] if end != -1 else "")
    else:
        doc = doc.rstrip("\n") + "\n\n" + section
    path.write_text(doc, "utf-8")
