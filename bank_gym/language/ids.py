"""Record ids in text: full ids (SB7698996876, FD610174, CARD79618, MND67642664, TXN8768961491, SR-00001234,
ARNY0198738), in any case and inside markdown, and masked references by the last four digits ("card ending
3073", "ending in 3073", "XXXX XXXX XXXX 3073", "****3073", "last four digits 3073") — the way customers and
assistants actually name cards and accounts."""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["IdMention", "id_in_text", "parse_ids", "parse_last4"]

_FULL = re.compile(r"(?<![a-z0-9-])(?!(?:rs|inr|x+)-?\d)([a-z]{2,5})(-?)(\d{4,14})(?![a-z0-9])")
_LAST4 = (
    re.compile(r"\b(?:ending|ends|end)(?:\s+(?:in|with|on|at))?(?:\s+(?:the\s+)?digits?)?\s*[:#-]?\s*(\d{4})(?!\d)"),
    re.compile(r"(?:(?:[x*•]{2,}|\.{3})[\s-]*){1,4}(\d{4})(?!\d)"),
    re.compile(r"\blast\s+(?:four|4)\s+digits?(?:\s+(?:are|is|of\s+\w+))?\s*[:#-]?\s*(\d{4})(?!\d)"),
)


@dataclass(frozen=True)
class IdMention:
    value: str  # upper case, as the bank writes it
    start: int
    end: int


def parse_ids(low: str) -> list[IdMention]:
    return [IdMention((m.group(1) + m.group(2) + m.group(3)).upper(), m.start(), m.end()) for m in _FULL.finditer(low)]


def parse_last4(low: str) -> list[IdMention]:
    """Masked references: the four digits named."""
    out = []
    for pattern in _LAST4:
        for m in pattern.finditer(low):
            if not any(o.start <= m.start(1) < o.end for o in out):
                out.append(IdMention(m.group(1), m.start(), m.end()))
    out.sort(key=lambda o: o.start)
    return out


def _boundary(ch: str, hyphen: bool) -> bool:
    return not (ch.isalnum() or (hyphen and ch == "-"))


def id_in_text(value: str, text: str) -> bool:
    """Whether the full id ``value`` occurs in ``text`` as a whole token (case-insensitive). A plain scan, not
    a regex per id: ids are many and varied, and compiling one pattern each would thrash the regex cache."""
    if not value or not text:
        return False
    needle, hay = value.lower(), text.lower()
    start = hay.find(needle)
    while start >= 0:
        end = start + len(needle)
        if (start == 0 or _boundary(hay[start - 1], True)) and (end == len(hay) or _boundary(hay[end], False)):
            return True
        start = hay.find(needle, start + 1)
    return False
