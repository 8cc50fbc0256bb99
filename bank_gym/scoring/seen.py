"""What the executed calls before each turn of a session returned: the record statuses (``statuses_before``), or
anything else a reader takes from the outputs (``seen_before``)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from .conversation import call_of

__all__ = ["seen_before", "statuses_before"]

_STATUS_FIELD = re.compile(r'"status"\s*:\s*"([A-Za-z_ ]{3,30})"')
_DATED_EVENT = re.compile(r'"([a-z]+)_on"\s*:\s*"\d{4}-')  # a record's dated event ("returned_on": "2026-…")


def seen_before(turns: Sequence[Any], calls: Sequence[Any], read) -> list[frozenset[str]]:
    """For each turn, what ``read(call, output_text)`` took from the outputs of the executed calls before it."""
    seen: set[str] = set()
    out = []
    for turn in turns:
        out.append(frozenset(seen))
        call = call_of(turn, calls)
        if call is not None and not getattr(call, "failed", False):
            seen.update(read(call, turn.text))
    return out


def _statuses(call, text: str) -> list[str]:
    out = [m.group(1).strip().lower() for m in _STATUS_FIELD.finditer(text)] if '"status"' in text else []
    if '_on"' in text:
        out += [m.group(1) for m in _DATED_EVENT.finditer(text)]  # "returned_on": it was returned
    return out


def statuses_before(turns: Sequence[Any], calls: Sequence[Any]) -> list[frozenset[str]]:
    """For each turn, the record statuses (lower case) the executed calls before it returned."""
    return seen_before(turns, calls, _statuses)
