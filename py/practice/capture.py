"""Capped capture of what learner code prints, so a print flood cannot exhaust memory."""

from __future__ import annotations

import io

__all__ = ["CappedText", "DEFAULT_OUTPUT_LIMIT"]

DEFAULT_OUTPUT_LIMIT = 8_000


class CappedText(io.TextIOBase):
    """A text stream keeping the first `limit` characters and counting the rest."""

    def __init__(self, limit: int = DEFAULT_OUTPUT_LIMIT) -> None:
        super().__init__()
        self._limit = limit
        self._parts: list[str] = []
        self._kept = 0
        self.dropped = 0

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:  # type: ignore[override]
        if not isinstance(text, str):
            raise TypeError(f"write() argument must be str, not {type(text).__name__}")
        room = self._limit - self._kept
        if room > 0:
            piece = text[:room]
            self._parts.append(piece)
            self._kept += len(piece)
        self.dropped += max(0, len(text) - max(room, 0))
        return len(text)

    def getvalue(self) -> str:
        """The kept text, with a note saying how much was cut."""
        text = "".join(self._parts)
        if self.dropped:
            text += f"\n… output cut: {self.dropped:,} more characters not shown\n"
        return text
