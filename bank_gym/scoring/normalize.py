"""Canonical argument values for matching an agent's tool call against a gold call.

Rules (docs/design.md §3):

* numbers compare by value: ``24 == 24.0 == Decimal("24")``; a float is read as its shortest decimal text, so
  ``0.1 == Decimal("0.1")``. ``bool`` is never a number (``True != 1``);
* strings compare exactly (case and whitespace included); ``None`` only equals ``None``;
* dicts compare key by key, recursively; lists compare in order, except a tool's *set-like* arguments
  (``Tool.set_like_args``, e.g. ``account_ids``) which compare as sets (order and repetition ignored: the tools
  treat them as sets);
* before comparing, a call's omitted arguments are filled with the tool's declared defaults (at every nesting
  level), taken from ``validate_arguments``; the values the caller did give are compared as given, never as
  coerced by validation (``"24"`` stays a string, ``True`` stays a bool). If validation fails the raw
  arguments are compared as they are.

``compare_args`` of a gold call: ``None`` = every key present in the gold call's arguments; ``[]`` = the name
suffices; a list = those keys (a key absent from the gold call's arguments imposes no constraint).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from decimal import Decimal, InvalidOperation
from typing import Any

from ..tools import REGISTRY, validate_arguments
from ..tools.registry import parse_arguments

__all__ = [
    "MISSING",
    "canonical",
    "canonical_arguments",
    "canonical_filled",
    "compared_keys",
    "gold_matches",
    "set_like_args",
    "fill_defaults",
    "values_equal",
    "with_defaults",
]


class _Missing:
    __slots__ = ()

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return "MISSING"


MISSING: Any = _Missing()
"""Canonical marker of an argument the call does not have (never equal to any value)."""


# ---------------------------------------------------------------- scalar and structured canonical forms


def _number(value: int | float | Decimal) -> tuple:
    if isinstance(value, float):
        if math.isnan(value):
            return ("nan",)  # never produced by JSON tool calls; equal only to another NaN
        if math.isinf(value):
            return ("num", "inf" if value > 0 else "-inf")
        value = Decimal(repr(value))
    elif isinstance(value, int):
        value = Decimal(value)
    elif value.is_nan():
        return ("nan",)
    elif value.is_infinite():
        return ("num", "inf" if value > 0 else "-inf")
    if value == 0:
        return ("num", "0")
    try:
        return ("num", str(value.normalize()))
    except InvalidOperation:  # pragma: no cover - extreme exponents
        return ("num", str(value))


def canonical(value: Any, set_like: bool = False) -> Any:
    """A hashable, order-free-where-it-should-be canonical form; equal forms mean equal values."""
    if value is None:
        return ("none",)
    if isinstance(value, bool):
        return ("bool", value)
    if isinstance(value, (int, float, Decimal)):
        return _number(value)
    if isinstance(value, str):
        return ("str", value)
    if isinstance(value, Mapping):
        return ("dict", tuple(sorted(((str(k), canonical(v)) for k, v in value.items()), key=repr)))
    if isinstance(value, (list, tuple)):
        items = [canonical(v) for v in value]
        if set_like:
            return ("set", tuple(sorted(set(items), key=repr)))
        return ("list", tuple(items))
    if isinstance(value, (set, frozenset)):
        return ("set", tuple(sorted({canonical(v) for v in value}, key=repr)))
    if hasattr(value, "model_dump"):  # a pydantic model
        return canonical(value.model_dump(mode="python"), set_like)
    if hasattr(value, "isoformat"):  # date / datetime: compared as their ISO text
        return ("str", value.isoformat())
    return ("other", type(value).__name__, repr(value))


def values_equal(a: Any, b: Any, set_like: bool = False) -> bool:
    return canonical(a, set_like) == canonical(b, set_like)


# ---------------------------------------------------------------- arguments


def set_like_args(name: str) -> frozenset[str]:
    spec = REGISTRY.get(name)
    return spec.set_like_args if spec is not None else frozenset()


def _overlay(given: Any, filled: Any) -> Any:
    """``given`` with the omitted keys of every nested dict taken from ``filled`` (the validated dump)."""
    if isinstance(given, Mapping) and isinstance(filled, Mapping):
        out = {k: (_overlay(given[k], v) if k in given else v) for k, v in filled.items()}
        for k, v in given.items():  # keys validation dropped (should not happen with extra="forbid")
            out.setdefault(k, v)
        return out
    if isinstance(given, (list, tuple)) and isinstance(filled, (list, tuple)) and len(given) == len(filled):
        return [_overlay(g, f) for g, f in zip(given, filled, strict=True)]
    return given


def with_defaults(name: str, arguments: Any) -> dict | None:
    """The call's arguments (a dict) with omitted ones filled from the tool's defaults; None if the arguments
    are not a JSON object at all. Unknown tools and invalid arguments come back as given."""
    parsed = parse_arguments(arguments)
    if isinstance(parsed, str):
        return None
    model = validate_arguments(name, parsed)
    return fill_defaults(parsed, None if isinstance(model, str) else model)


def fill_defaults(parsed: Mapping[str, Any], model: Any) -> dict:
    """``parsed`` (the arguments as given) with omitted keys taken from the validated model ``model`` (None: none)."""
    if model is None:
        return dict(parsed)
    return _overlay(parsed, model.model_dump(mode="python"))


def canonical_filled(name: str, filled: Mapping[str, Any]) -> dict[str, Any]:
    """Argument name -> canonical value for already default-filled arguments of tool ``name``."""
    set_like = set_like_args(name)
    return {str(k): canonical(v, k in set_like) for k, v in filled.items()}


def canonical_arguments(name: str, arguments: Any) -> dict[str, Any] | None:
    """Argument name -> canonical value (defaults filled); None if the arguments are not an object."""
    filled = with_defaults(name, arguments)
    if filled is None:
        return None
    return canonical_filled(name, filled)


def compared_keys(gold_arguments: Mapping[str, Any], compare_args: Iterable[str] | None) -> tuple[str, ...]:
    """The keys a gold call constrains: its argument keys, or the listed ones that its arguments have."""
    if compare_args is None:
        return tuple(gold_arguments)
    return tuple(k for k in compare_args if k in gold_arguments)


def gold_matches(gold: Any, name: str, arguments: Any) -> bool:
    """Does a call ``name(arguments)`` satisfy the gold call (a ``GoldCall``)? Convenience; the verdict
    canonicalizes each call once instead."""
    if name != gold.name:
        return False
    keys = compared_keys(gold.arguments, gold.compare_args)
    if not keys:
        return True
    agent = canonical_arguments(name, arguments)
    if agent is None:
        return False
    ref = canonical_arguments(gold.name, gold.arguments) or {}
    return all(agent.get(k, MISSING) == ref[k] for k in keys)
