"""One reading of a message: normalized text, sentences, and every quantity, date and id in it, with spans.

``analyze(text, reference)`` is cached: the customer and the verdict read the same assistant messages, and a
session repeats many of them, so each distinct message is parsed once per process.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from functools import lru_cache

from .dates import DateMention, dates_and_reliance
from .ids import IdMention, parse_ids, parse_last4
from .numbers import Quantity, parse_quantities
from .text import Sentence, normalize, split_sentences

__all__ = ["Analysis", "analyze"]


@dataclass(frozen=True)
class Analysis:
    raw: str
    norm: str
    low: str
    sentences: tuple[Sentence, ...]
    quantities: tuple[Quantity, ...]
    dates: tuple[DateMention, ...]
    ids: tuple[IdMention, ...]
    last4: tuple[IdMention, ...]
    relies_on_date: bool  # whether a form is read against the reference date ("today"): else one reading serves all
    # derived readings computed once per analysis (named actions, proposals, question parts); analyses are
    # cached and shared, so each is worked out once per distinct message
    memo: dict = field(default_factory=dict, compare=False, hash=False, repr=False)

    def remember(self, key: str, compute):
        value = self.memo.get(key)
        if value is None:
            value = self.memo[key] = compute()
        return value

    def has(self, pattern) -> bool:
        """Whether the compiled ``pattern`` occurs anywhere in ``low`` (searched once per message and pattern:
        the customer and the verdict ask the same)."""
        found = self.memo.get(pattern)
        if found is None:
            found = self.memo[pattern] = pattern.search(self.low) is not None
        return found

    # ------------------------------------------------------------ views
    def of_kind(self, kind: str) -> list[Quantity]:
        return [q for q in self.quantities if q.kind == kind]

    @property
    def amounts(self) -> list[Quantity]:
        return self.of_kind("amount")

    @property
    def tenures(self) -> list[Quantity]:
        return self.of_kind("tenure")

    def numbers(self) -> set[Decimal]:
        """Every figure as written (rates, counts, amounts, tenures' own numbers)."""
        out = {q.value for q in self.quantities}
        out.update(q.raw for q in self.quantities)
        return out

    def id_values(self) -> set[str]:
        return {i.value for i in self.ids}

    def sentence_at(self, offset: int) -> Sentence | None:
        for s in self.sentences:
            if s.start <= offset < s.end:
                return s
        return None

    def sentence_index(self, offset: int) -> int:
        for i, s in enumerate(self.sentences):
            if s.start <= offset < s.end:
                return i
        return -1

    def in_sentences(self, items, indices: set[int]):
        return [x for x in items if self.sentence_index(x.start) in indices]


@lru_cache(maxsize=8192)
def _analyze(text: str, reference: date | None) -> Analysis:
    if reference is not None:  # the customer reads a message with the session's date, the verdict's figures without
        plain = _analyze(text, None)
        if not plain.relies_on_date:
            return plain
    norm = normalize(text)
    low = norm.lower()
    dates, relies_on_date = dates_and_reliance(low, reference)
    ids = parse_ids(low)
    last4 = parse_last4(low)
    blocked = [(d.start, d.end) for d in dates] + [(i.start, i.end) for i in ids] + [(m.start, m.end) for m in last4]
    quantities = parse_quantities(low, blocked)
    return Analysis(text, norm, low, split_sentences(norm), tuple(quantities), tuple(dates), tuple(ids), tuple(last4),
                    relies_on_date)


def analyze(text: object, reference: date | None = None) -> Analysis:
    """The analysis of one message (``reference``: the session date, for "today"/"tomorrow")."""
    if not isinstance(text, str):
        text = "" if text is None else str(text)
    return _analyze(text, reference)
