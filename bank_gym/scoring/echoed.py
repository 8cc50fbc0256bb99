"""A tool's output without what the agent itself put into the call (``without_echoes``): a knowledge-base search
repeats its query, a service request its description, a calculator its rate, a history read its offset. Only what
the bank returned or the customer said grounds an id or a figure (``conversation.returned``)."""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from typing import Any

from ..language.grounding import read_json

__all__ = ["without_echoes"]


def without_echoes(text: str, values: Any) -> str:
    """``text`` (a call's output) without the call's arguments ``values`` (a mapping or its JSON) echoed back: string
    arguments of six characters or more wherever they stand, numeric ones (or strings the tool reads as numbers)
    in the fields of their own name."""
    if isinstance(values, str):
        try:
            values = json.loads(values)
        except ValueError:
            return text
    if isinstance(values, Mapping) and (numbers := {k: n for k, v in values.items() if (n := _number(v)) is not None}):
        text = _without_numbers(text, numbers)  # a calculator's "rate": 7.5, a history read's "offset": 40 (or "40")
    strings = sorted({v for v in _strings(values, 0) if len(v) >= 6}, key=len, reverse=True)
    for value in strings:
        text = text.replace(json.dumps(value, ensure_ascii=False)[1:-1], " ").replace(value, " ")
        squeezed = " ".join(value.split())  # (a search echoes its query with the whitespace collapsed)
        if squeezed != value and len(squeezed) >= 6:
            text = text.replace(json.dumps(squeezed, ensure_ascii=False)[1:-1], " ")
    return text


def _number(value: Any) -> float | None:
    """An argument's number: a number, or a string the tool reads as one ("7.55", "48213": the tool coerces it and
    echoes it back as a number, which the agent put there all the same)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return value
    if isinstance(value, str) and len(value) <= 32:
        try:
            number = float(value.strip())
        except ValueError:
            return None
        return number if math.isfinite(number) else None
    return None


def _without_numbers(text: str, numbers: Mapping[str, float]) -> str:
    """A JSON output without the fields that echo a numeric argument (the same name, the same value)."""
    data = read_json(text)  # (the shared decoding: read, never changed; the walk builds new containers)
    if data is None:
        return text
    dropped = []

    def walk(node: Any, depth: int) -> Any:
        if isinstance(node, Mapping) and depth < 8:
            kept = {}
            for key, value in node.items():
                if key in numbers and isinstance(value, (int, float)) and not isinstance(value, bool) and value == numbers[key]:
                    dropped.append(key)
                else:
                    kept[key] = walk(value, depth + 1)
            return kept
        if isinstance(node, list) and depth < 8:
            return [walk(v, depth + 1) for v in node]
        return node

    data = walk(data, 0)
    return json.dumps(data, ensure_ascii=False) if dropped else text


def _strings(node: Any, depth: int) -> list[str]:
    if depth > 6:
        return []
    if isinstance(node, str):
        return [node]
    if isinstance(node, Mapping):
        return [s for v in node.values() for s in _strings(v, depth + 1)]
    if isinstance(node, (list, tuple)):
        return [s for v in node[:100] for s in _strings(v, depth + 1)]
    return []
