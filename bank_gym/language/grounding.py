"""What an assistant may state: the values of the session's tool outputs and customer messages, and the facts'
own values (``facts.grounding_from`` builds one), with the records the bank returned (``LazyGrounding.record``: the values of
every object that names an id, so a value can be tied to the record it belongs to)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from typing import Any

from .analysis import analyze
from .ids import parse_ids

__all__ = ["GENERIC_WORDS", "Grounding", "LazyGrounding", "decimal_of", "field_amounts", "read_json", "to_paise"]

_NOT_JSON = object()


@lru_cache(maxsize=8192)
def _decoded(text: str) -> Any:
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return _NOT_JSON


def read_json(text: str, default: Any = None) -> Any:
    """A tool output's JSON (``default`` if it is not JSON), decoded once per distinct text and shared by every
    reader (the customer, the verdict's checks): read it, never change it."""
    data = _decoded(text) if isinstance(text, str) else _NOT_JSON
    return default if data is _NOT_JSON else data

_ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")
GENERIC_WORDS = frozenset({"the", "a", "an", "of", "that", "it", "is", "new", "now", "current", "your", "this", "amount",
                      "number", "status", "first", "second", "account", "on", "for", "card", "you", "are", "being",
                      "earlier", "whether", "to", "be", "date", "and"})
_GENERIC = GENERIC_WORDS


@dataclass
class Grounding:
    """Values the assistant may legitimately state: everything in a tool output or a customer message."""

    amounts: set[int] = field(default_factory=set)  # paise
    numbers: set[Decimal] = field(default_factory=set)
    dates: set[date] = field(default_factory=set)
    ids: set[str] = field(default_factory=set)
    # the task's facts' own values: a value bound tightly to one fact's words may be another fact's ("the usable
    # balance now is ₹X" also binds to "the usable balance")
    fact_amounts: set[int] = field(default_factory=set)
    fact_numbers: set[Decimal] = field(default_factory=set)
    fact_dates: set[date] = field(default_factory=set)
    fact_words: set[str] = field(default_factory=set)  # the text facts' words (statuses, instructions)

    facts: list = field(default_factory=list)  # the task's facts (``kin``)

    # figures a value loosely near a fact's words may be without contradicting it: the written policy's (the
    # threshold "₹50,000" said near "the TDS deducted"), set by the verdict, which knows the policy
    policy_amounts: frozenset = frozenset()
    # what the session's writes returned (set by the verdict; None: not known), the only changes a figure may be
    # shown to undergo (``facts._changed_to``)
    write_outputs: tuple | None = None

    @property
    def loose_amounts(self) -> set[int]:
        return self.amounts | self.policy_amounts

    @property
    def write_amounts(self) -> frozenset[int] | None:
        """The amounts (paise, unsigned) the session's writes returned, or None when the writes are not known."""
        if self.write_outputs is None:
            return None
        g = Grounding()
        for text in self.write_outputs:
            g.add_json(text)
        return frozenset(abs(x) for x in g.amounts)

    def date_keys(self, day: date) -> set[str]:
        """The names of the output fields that hold the date ``day`` (none without the outputs themselves)."""
        return set()

    def amount_keys(self, paise: int) -> set[str]:
        """The names of the output fields that hold the amount ``paise`` (none without the outputs themselves)."""
        return set()

    def kin(self, fact) -> list:
        """The facts whose label shares a word with ``fact``'s (its own included): a value bound to one of them
        may be the other's ("the usable balance" and "the usable balance now")."""
        own = set(re.findall(r"[a-z]+", fact.label.lower())) - _GENERIC
        return [f for f in self.facts if f.kind == fact.kind
                and own & (set(re.findall(r"[a-z]+", f.label.lower())) - _GENERIC)]

    def add_text(self, text: str, reference: date | None = None) -> None:
        a = analyze(text, reference)
        for q in a.quantities:
            self.numbers.add(q.value)
            self.numbers.add(q.raw)
            p = _to_paise(q.value)
            if p is not None:
                self.amounts.add(p)
        for d in a.dates:
            if reference is not None:
                resolved = d.resolve(reference)
                if resolved:
                    self.dates.add(resolved)
            elif d.year is not None:
                try:
                    self.dates.add(date(d.year, d.month, d.day))
                except ValueError:
                    pass
        self.ids.update(a.id_values())

    def add_json(self, text: str) -> None:
        amounts, numbers, dates, ids = _json_values(text)
        if amounts is None:  # not JSON: read it as text
            self.add_text(text)
            return
        self.amounts |= amounts
        self.numbers |= numbers
        self.dates |= dates
        self.ids |= ids

    def _walk(self, node: Any, depth: int) -> None:
        if depth > 12:
            return
        if isinstance(node, bool) or node is None:
            return
        if isinstance(node, (int, float)):
            d = _decimal(node)
            if d is not None:
                self.numbers.add(d)
                p = _to_paise(d)
                if p is not None:
                    self.amounts.add(p)
                    # a tool's negative figure (an adjustment, a debit) is said without its sign ("interest
                    # adjustment −₹52.56" reads as ₹52.56)
                    self.amounts.add(abs(p))
        elif isinstance(node, str):
            if _ISO.match(node):
                try:
                    self.dates.add(date.fromisoformat(node))
                except ValueError:
                    pass
            elif any(ch.isdigit() for ch in node[:400]):
                self.ids.update(m.value for m in parse_ids(node[:400].lower()))
                if len(node) > 24:  # prose (a knowledge-base passage): its written figures and dates
                    self.add_text(node[:4000])  # ("below ₹3 lakh 9.25%", "4 February 2020")
        elif isinstance(node, dict):
            for v in node.values():
                self._walk(v, depth + 1)
        elif isinstance(node, list):
            for v in node[:500]:
                self._walk(v, depth + 1)


@lru_cache(maxsize=16384)
def _json_values(text: str):
    """(amounts, numbers, dates, ids) of one tool output (each output is read once per process)."""
    data = read_json(text, _NOT_JSON)
    if data is _NOT_JSON:
        return None, None, None, None
    g = Grounding()
    g._walk(data, 0)
    return frozenset(g.amounts), frozenset(g.numbers), frozenset(g.dates), frozenset(g.ids)


_ID_VALUE = re.compile(r"^[A-Z]{2,5}-?\d{4,}$")


@lru_cache(maxsize=4096)
def _records(text: str) -> tuple[tuple[frozenset[str], Grounding], ...]:
    """The records of one tool output: each JSON object that names an id, with the values it holds itself."""
    data = read_json(text, _NOT_JSON)
    if data is _NOT_JSON:
        return ()
    out: list = []

    def walk(node: Any, depth: int) -> None:
        if depth > 12:
            return
        if isinstance(node, dict):
            ids = frozenset(v.upper() for v in node.values() if isinstance(v, str) and _ID_VALUE.match(v.upper()))
            if ids:
                g = Grounding()
                for v in node.values():
                    if not isinstance(v, (dict, list)):
                        g._walk(v, 0)
                out.append((ids, g))
            for v in node.values():
                walk(v, depth + 1)
        elif isinstance(node, list):
            for v in node[:500]:
                walk(v, depth + 1)

    walk(data, 0)
    return tuple(out)


@lru_cache(maxsize=4096)
def _keyed_values(text: str) -> tuple[tuple[str | int, str], ...]:
    """(ISO date, or amount in paise, and the lower-case key it is under) for each date string and number of one
    tool output."""
    data = read_json(text, _NOT_JSON)
    out: list = []

    def walk(node: Any, depth: int) -> None:
        if depth > 12:
            return
        if isinstance(node, dict):
            for k, v in node.items():
                if isinstance(v, str) and _ISO.match(v[:10]):
                    out.append((v[:10], str(k).lower()))
                elif isinstance(v, (int, float)) and not isinstance(v, bool) and (d := _decimal(v)) is not None \
                        and (p := _to_paise(d)) is not None:
                    out.append((abs(p), str(k).lower()))
                walk(v, depth + 1)
        elif isinstance(node, list):
            for v in node[:500]:
                walk(v, depth + 1)

    if data is not _NOT_JSON:
        walk(data, 0)
    return tuple(out)


def field_amounts(text: str, label: str) -> set[int]:
    """The amounts (paise) an output gives under a field named by every word of ``label`` but the generic ones ("the
    usable balance": ``usable_balance``)."""
    words = {w for w in re.findall(r"[a-z]+", label.lower()) if w not in GENERIC_WORDS}
    return {v for v, key in _keyed_values(text) if isinstance(v, int) and words and words <= set(key.split("_"))}


class LazyGrounding(Grounding):
    """A ``Grounding`` that reads its tool outputs and customer messages only when a check first needs them
    (most sessions state every fact exactly and never ask); the facts' own values are there from the start."""

    def __init__(self, tool_outputs: Iterable[str], customer_texts: Iterable[str], reference: date | None,
                 record_outputs: Iterable[str] | None = None):
        super().__init__()
        self._fact_ids: set[str] = set()
        self._sources = (list(tool_outputs), list(customer_texts), reference)
        # which values belong to which record: read on the outputs as returned, the record's own id included (the
        # grounding itself reads them without what the call put in, see scoring.conversation.returned)
        self._outputs = list(record_outputs) if record_outputs is not None else self._sources[0]

    def record(self, record_id: str) -> Grounding | None:
        """The values the bank's records returned for ``record_id`` (every object naming it), or None."""
        merged = None
        for text in self._outputs:
            for ids, g in _records(text):
                if record_id in ids:
                    merged = merged or Grounding()
                    merged.amounts |= g.amounts
                    merged.numbers |= g.numbers
                    merged.dates |= g.dates
        return merged

    def date_keys(self, day: date) -> set[str]:
        iso = day.isoformat()
        return {key for text in self._outputs for value, key in _keyed_values(text) if value == iso}

    def amount_keys(self, paise: int) -> set[str]:
        return {key for text in self._outputs for value, key in _keyed_values(text) if value == abs(paise)}

    def _read(self) -> None:
        sources, self._sources = self._sources, None
        if sources is None:
            return
        outputs, texts, reference = sources
        for text in outputs:
            self.add_json(text)
        for text in texts:
            self.add_text(text, reference)
        self.amounts |= self.fact_amounts
        self.numbers |= self.fact_numbers
        self.dates |= self.fact_dates
        self.ids |= self._fact_ids

    def __getattribute__(self, name: str):
        if name in ("amounts", "numbers", "dates", "ids") and object.__getattribute__(self, "_sources") is not None:
            object.__getattribute__(self, "_read")()
        return object.__getattribute__(self, name)


def _decimal(value: Any) -> Decimal | None:
    try:
        d = Decimal(str(value))
    except (InvalidOperation, ValueError):
        return None
    return d if d.is_finite() else None


def _to_paise(value: Decimal) -> int | None:
    scaled = value * 100
    if not scaled.is_finite() or scaled != scaled.to_integral_value() or abs(scaled) > 10**16:
        return None
    return int(scaled)


decimal_of = _decimal
to_paise = _to_paise
