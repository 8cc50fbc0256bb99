"""Whether a message states a fact the customer waits for, and whether it states a different value for it.

A task's ``Fact`` is an amount (paise), a number (a rate, a count), an id, or text (a date, an outcome such as
"closed", a name, a period, a renewal instruction). ``fact_stated`` accepts any way of writing the value that the
rest of the language layer understands (₹/Rs./lakh/words, rounding to the rupee, any date format, outcome
synonyms, negation-aware). ``fact_contradiction`` finds a value bound to the fact's own words ("the maturity
amount is ₹X", "matures on D", "your new deposit number is FD…") that is not the fact's value and appears in no
tool output, customer message or other fact: a figure the assistant made up.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from typing import Any

from .analysis import Analysis, analyze
from .dialogue import OUTCOMES, negated, outcome_stated, question_parts
from .ids import parse_ids
from .numbers import amount_matches
from .text import normalize, word_pattern
from .writes import INSTRUCTION_PATTERNS

__all__ = ["Grounding", "fact_contradiction", "fact_stated", "fact_date", "grounding_from"]

_ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")
BIND_CHARS = 70  # a value within this many characters after the fact's words (same sentence) is bound to it
_GENERIC = frozenset({"the", "a", "an", "of", "that", "it", "is", "new", "now", "current", "your", "this", "amount",
                      "number", "status", "first", "second", "account", "on", "for", "card", "you", "are", "being",
                      "earlier", "whether", "to", "be", "date", "and"})
_CUES: dict[str, tuple[str, ...]] = {
    "usable": ("usable", "can use", "available to use", "spendable"),
    "maturity": ("maturity", "matures", "mature", "will grow to", "will receive at"),
    "payout": ("net payout", "payout", "you will receive", "you'll receive", "will be credited", "credited"),
    "emi": ("emi", "instalment", "installment"),
    "tds": ("tds", "tax deducted"),
    "rate": ("interest rate", "rate of interest", "rate"),
    "penalty": ("penalty",),
    "premium": ("premium",),
    "due": ("due date", "due on", "due"),
    "expected": ("expected", "by", "resolved by", "credited by", "reversed by"),
    "deposit": ("deposit number", "deposit id", "fd number", "rd number", "deposit no"),
    "request": ("request number", "reference number", "request id", "complaint number", "sr number", "ticket number"),
}


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
        elif isinstance(node, str):
            if _ISO.match(node):
                try:
                    self.dates.add(date.fromisoformat(node))
                except ValueError:
                    pass
            elif any(ch.isdigit() for ch in node[:400]):
                self.ids.update(m.value for m in parse_ids(node[:400].lower()))
        elif isinstance(node, dict):
            for v in node.values():
                self._walk(v, depth + 1)
        elif isinstance(node, list):
            for v in node[:500]:
                self._walk(v, depth + 1)


@lru_cache(maxsize=16384)
def _json_values(text: str):
    """(amounts, numbers, dates, ids) of one tool output (each output is read once per process)."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None, None, None, None
    g = Grounding()
    g._walk(data, 0)
    return frozenset(g.amounts), frozenset(g.numbers), frozenset(g.dates), frozenset(g.ids)


class LazyGrounding(Grounding):
    """A ``Grounding`` that reads its tool outputs and customer messages only when a check first needs them
    (most sessions state every fact exactly and never ask); the facts' own values are there from the start."""

    def __init__(self, tool_outputs: Iterable[str], customer_texts: Iterable[str], reference: date | None):
        super().__init__()
        self._fact_ids: set[str] = set()
        self._sources = (list(tool_outputs), list(customer_texts), reference)

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


def grounding_from(tool_outputs: Iterable[str], customer_texts: Iterable[str], facts: Iterable[Any] = (),
                   reference: date | None = None) -> Grounding:
    """What the assistant may state besides the facts: the values of every tool output and customer message,
    read lazily, plus the facts' own values."""
    g = LazyGrounding(tool_outputs, customer_texts, reference)
    for fact in facts:
        if fact.kind == "amount":
            g.fact_amounts.add(int(fact.value))
        elif fact.kind == "number":
            d = _decimal(fact.value)
            if d is not None:
                g.fact_numbers.add(d)
        elif (day := fact_date(fact)) is not None:
            g.fact_dates.add(day)
        elif fact.kind == "id":
            g._fact_ids.add(str(fact.value).upper())
        elif fact.kind == "text":
            g.fact_words.update(str(p).lower() for p in fact.patterns)
    return g


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


# ---------------------------------------------------------------- the kinds of text facts


def fact_date(fact) -> date | None:
    """The date a text fact stands for (its first pattern is ISO), else None."""
    if fact.kind != "text" or not fact.patterns or not _ISO.match(str(fact.patterns[0])):
        return None
    try:
        return date.fromisoformat(fact.patterns[0])
    except ValueError:
        return None


@lru_cache(maxsize=4096)
def _pattern_quantity(pattern: str):
    a = analyze(pattern)
    if len(a.quantities) == 1 and a.quantities[0].kind in ("tenure", "days"):
        return a.quantities[0]
    return None


def _instruction_of(patterns: tuple[str, ...]) -> str | None:
    for key, regex in INSTRUCTION_PATTERNS.items():
        if any(regex.search(p.lower()) for p in patterns[:1]):
            return key
    return None


def _phrase_stated(analysis: Analysis, phrase: str, skip: set[int]) -> bool:
    needle = normalize(phrase).lower()
    if not needle:
        return False
    pattern = word_pattern(needle)
    for i, s in enumerate(analysis.sentences):
        if i in skip:
            continue
        if pattern.search(s.text):
            return True
    return False


# ---------------------------------------------------------------- stated


def fact_stated(fact, analysis: Analysis, skip: set[int] = frozenset()) -> bool:
    """Whether the message states ``fact`` (``skip``: sentence indices not to read, e.g. echoes)."""
    live = [q for q in analysis.quantities if analysis.sentence_index(q.start) not in skip]
    if fact.kind == "amount":
        return any(q.kind in ("amount", "number") and amount_matches(q, int(fact.value)) for q in live)
    if fact.kind == "number":
        want = _decimal(fact.value)
        return want is not None and any(q.value == want or q.raw == want for q in live)
    if fact.kind == "id":
        value = str(fact.value).upper()
        return any(m.value == value and analysis.sentence_index(m.start) not in skip for m in analysis.ids) or (
            _phrase_stated(analysis, str(fact.value), skip))
    day = fact_date(fact)
    if day is not None:
        return any(d.matches(day) and analysis.sentence_index(d.start) not in skip for d in analysis.dates)
    patterns = tuple(str(p) for p in fact.patterns)
    instruction = _instruction_of(patterns) if any("principal" in p or "renew" in p for p in patterns) else None
    for p in patterns:
        quantity = _pattern_quantity(p)
        if quantity is not None:
            if any(q.kind == quantity.kind and q.value == quantity.value for q in live):
                return True
            continue
        key = p.lower().strip()
        if key in OUTCOMES:
            if outcome_stated(analysis, key, skip):
                return True
        elif _phrase_stated(analysis, p, skip):
            return True
    if instruction is not None:
        regex = INSTRUCTION_PATTERNS[instruction]
        for i, s in enumerate(analysis.sentences):
            if i not in skip and (m := regex.search(s.text)) and not negated(analysis, s.start + m.start()):
                return True
    return False


# ---------------------------------------------------------------- contradicted


@lru_cache(maxsize=4096)
def _cues_for(label: str) -> tuple[re.Pattern, ...]:
    words = [w for w in re.findall(r"[a-z]+", label.lower()) if w not in _GENERIC]
    phrases: list[str] = []
    whole = re.sub(r"^(?:the|your|that|whether)\s+", "", label.lower().strip())
    if len(whole.split()) > 1:
        phrases.append(whole)  # "number of transactions"
    for w in words:
        phrases.extend(_CUES.get(w, ()))
    if words:
        phrases.append(" ".join(words))
    if not phrases:
        return ()
    return tuple(word_pattern(p) for p in dict.fromkeys(phrases))


# Between a fact's words and its value, only a copula or punctuation: "the EMI is ₹X", "maturity amount: ₹X".
_TIGHT_GAP = re.compile(r"^[\s:=(\-]*(?:(?:is|are|was|were|will be|would be|comes to|come to|stands at|works out to|"
                        r"of|at|now|currently|just|only|exactly|about|approximately|around|roughly)\b[\s:=(\-]*)*$")


def _bound(analysis: Analysis, cues: tuple[re.Pattern, ...], items, skip: set[int]):
    """(item, tight) for items (with ``start``) that follow one of the cues within the same sentence, nearest
    first per cue; ``tight``: nothing but a copula or punctuation between the cue and the item."""
    out = []
    if not items:
        return out
    cues = [c for c in cues if c.search(analysis.low)]
    if not cues:
        return out
    parts = question_parts(analysis)
    for i, s in enumerate(analysis.sentences):
        if i in skip:
            continue
        asked = parts[i]
        for cue in cues:
            for m in cue.finditer(s.text):
                at = s.start + m.end()
                if asked is not None and asked[0] <= at < asked[1]:
                    continue
                following = [x for x in items if at <= x.start < min(s.end, at + BIND_CHARS)]
                if following:
                    nearest = min(following, key=lambda x: x.start)
                    out.append((nearest, bool(_TIGHT_GAP.match(analysis.low[at:nearest.start]))))
    return out


def fact_contradiction(fact, analysis: Analysis, grounding: Grounding, skip: set[int] = frozenset()) -> str | None:
    """A value stated for ``fact`` that is not its value: bound tightly to the fact's words ("the maturity amount
    is ₹X"), or bound loosely and grounded nowhere (no tool output, customer message or other fact has it);
    None if there is none."""
    if fact.kind == "id":
        want = str(fact.value).upper()
        prefix = re.match(r"[A-Z]+-?", want)
        for m in analysis.ids:
            if analysis.sentence_index(m.start) in skip or m.value == want:
                continue
            if prefix and m.value.startswith(prefix.group(0)) and m.value not in grounding.ids:
                return m.value
        return None
    cues = _cues_for(fact.label)
    if not cues:
        return None
    if fact.kind == "amount":
        items = [q for q in analysis.quantities if q.kind == "amount"]
        for q, tight in _bound(analysis, cues, items, skip):
            if amount_matches(q, int(fact.value)) or negated(analysis, q.start):
                continue
            if any(amount_matches(q, p) for p in (grounding.fact_amounts if tight else grounding.amounts)):
                continue
            return f"₹{q.value}"
        return None
    if fact.kind == "number":
        want = _decimal(fact.value)
        rate = "rate" in fact.label.lower()
        items = [q for q in analysis.quantities if q.kind == ("percent" if rate else "number")]
        for q, tight in _bound(analysis, cues, items, skip):
            if q.value == want or negated(analysis, q.start):
                continue
            if q.value in (grounding.fact_numbers if tight else grounding.numbers):
                continue
            if not rate and not tight:
                continue  # a count is only read when said as the value ("the number of mandates is 2")
            return f"{q.value}%" if rate else str(q.value)
        return None
    day = fact_date(fact)
    if day is not None:
        for d, tight in _bound(analysis, cues, list(analysis.dates), skip):
            if d.matches(day) or any(d.matches(g) for g in (grounding.fact_dates if tight else grounding.dates)):
                continue
            return f"{d.day:02d}/{d.month:02d}/{d.year or '????'}"
        return None
    if fact.kind == "text" and fact.patterns and str(fact.patterns[0]).lower() in STATUS_WORDS:
        own = {str(p).lower() for p in fact.patterns}
        for m, tight in _bound(analysis, cues, _status_mentions(analysis), skip):
            if tight and m.word not in own and m.word not in grounding.fact_words and not negated(analysis, m.start):
                return m.word  # "the card status is blocked" when it is active
        return None
    return None


# Record statuses that exclude one another: one said for a status fact in its place is a contradiction.
STATUS_WORDS = frozenset({"active", "frozen", "blocked", "dormant", "inoperative", "closed", "expired", "cancelled",
                          "paused", "matured", "open", "resolved", "issued", "cleared", "stopped", "inactive"})
_STATUS = re.compile(r"\b(" + "|".join(sorted(STATUS_WORDS)) + r")\b")


@dataclass(frozen=True)
class _Mention:
    word: str
    start: int


def _status_mentions(analysis: Analysis) -> list[_Mention]:
    return list(analysis.remember("statuses", lambda: tuple(_Mention(m.group(1), m.start())
                                                             for m in _STATUS.finditer(analysis.low))))
