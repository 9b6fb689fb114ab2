"""Capped capture of what learner code prints, so a print flood cannot exhaust memory or time."""

from __future__ import annotations

import io

__all__ = ["CappedText", "DEFAULT_OUTPUT_LIMIT", "COUNT_LIMIT", "printed_heavily"]

DEFAULT_OUTPUT_LIMIT = 8_000
# Characters past the cap counted one by one; past this many, the count stops (a lower bound).
COUNT_LIMIT = 100_000


class CappedText(io.TextIOBase):
    """A text stream keeping the first `limit` characters and counting the rest, up to
    COUNT_LIMIT of them.

    Past that, `write` becomes the builtin `len`: print() then calls C code that keeps and
    counts nothing, and returns what a stream's write must (the length written). A print left
    in a loop, or inside a function the checks call a hundred times, costs about what the loop
    itself costs (bench/print_flood.py) instead of a Python call per line, which ate the whole
    time limit in Pyodide.
    """

    def __init__(self, limit: int = DEFAULT_OUTPUT_LIMIT) -> None:
        super().__init__()
        self._limit = limit
        self._parts: list[str] = []
        self._kept = 0
        self.dropped = 0  # characters not kept; a lower bound once `counted_all` is False
        self.counted_all = True

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:  # type: ignore[override]
        if not isinstance(text, str):
            raise TypeError(f"write() argument must be str, not {type(text).__name__}")
        piece = text[: max(0, self._limit - self._kept)]
        if piece:
            self._parts.append(piece)
            self._kept += len(piece)
        self.dropped += len(text) - len(piece)
        if self.dropped > COUNT_LIMIT:
            # An instance attribute wins over the class's method, so print() finds this one.
            self.write = len  # type: ignore[method-assign,assignment]
            self.counted_all = False
        return len(text)

    def getvalue(self) -> str:
        """The kept text, with a note saying how much was cut."""
        text = "".join(self._parts)
        if self.dropped:
            many = f"{self.dropped:,}" if self.counted_all else f"over {self.dropped:,}"
            text += f"\n… output cut: {many} more characters not shown\n"
        return text


def printed_heavily(cut: int) -> str:
    """The end of a time-limit message for a run that printed at least `cut` characters past
    the cap: such a run was most likely slowed down by printing, not stuck in a loop."""
    return (
        f"at least {cut:,} characters more than are shown: printing that much is slow, "
        "so take print() out of loops and out of the functions the checks call"
    )
