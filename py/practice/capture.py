"""Capped capture of what learner code prints, so a print flood cannot exhaust memory or time."""

from __future__ import annotations

import io

__all__ = ["CappedText", "DEFAULT_OUTPUT_LIMIT", "printed_heavily"]

DEFAULT_OUTPUT_LIMIT = 8_000

# Past the cap, text goes to a C-level TextIOWrapper that encodes to UTF-32 (4 bytes a
# character, so bytes // 4 counts characters exactly) and hands the bytes on in chunks this big.
_CHUNK = 1 << 20
_BYTES_PER_CHAR = 4


class _ByteCounter(io.BufferedIOBase):
    """The end of the overflow stream: counts what reaches it and keeps nothing."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def writable(self) -> bool:
        return True

    def write(self, data: bytes) -> int:  # type: ignore[override]
        self.count += len(data)
        return len(data)


class CappedText(io.TextIOBase):
    """A text stream keeping the first `limit` characters and counting the rest.

    Once the cap is reached, `write` becomes the bound C method of a wrapper that only counts:
    a learner's `print` in a loop then costs no Python-level call (bench/print_flood.py), so a
    forgotten print inside a function the checks call does not eat the run's time limit.
    """

    def __init__(self, limit: int = DEFAULT_OUTPUT_LIMIT) -> None:
        super().__init__()
        self._limit = limit
        self._parts: list[str] = []
        self._kept = 0
        self._dropped_here = 0
        self._overflow: io.TextIOWrapper | None = None
        self._counter: _ByteCounter | None = None

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:  # type: ignore[override]
        if not isinstance(text, str):
            raise TypeError(f"write() argument must be str, not {type(text).__name__}")
        room = max(0, self._limit - self._kept)
        piece = text[:room]
        self._parts.append(piece)
        self._kept += len(piece)
        self._dropped_here += len(text) - len(piece)
        if self._kept >= self._limit:
            self._overflow_from_now()
        return len(text)

    def _overflow_from_now(self) -> None:
        counter = _ByteCounter()
        # newline="": no translation, so every character written is counted as itself.
        sink = io.TextIOWrapper(
            counter, encoding="utf-32-le", errors="surrogatepass", newline=""
        )
        sink._CHUNK_SIZE = _CHUNK  # type: ignore[attr-defined]
        self._counter, self._overflow = counter, sink
        # An instance attribute wins over the class's method, so print() finds this one.
        self.write = sink.write  # type: ignore[method-assign]

    @property
    def dropped(self) -> int:
        """Characters written past the cap and not kept."""
        if self._overflow is None or self._counter is None:
            return self._dropped_here
        self._overflow.flush()
        return self._dropped_here + self._counter.count // _BYTES_PER_CHAR

    def getvalue(self) -> str:
        """The kept text, with a note saying how much was cut."""
        text = "".join(self._parts)
        dropped = self.dropped
        if dropped:
            text += f"\n… output cut: {dropped:,} more characters not shown\n"
        return text


def printed_heavily(cut: int) -> str:
    """The end of a time-limit message for a run that printed `cut` characters past the cap."""
    return (
        f"{cut:,} characters more than are shown: printing that much is slow, "
        "so take print() out of loops and out of the functions the checks call"
    )
