"""Required literals of a regular expression: a text without any of them cannot match, so it is not scanned.

The action, proposal and assurance patterns are long alternations that open with look-behinds, which keep the
regex engine from jumping ahead on a literal: each scan tries every branch at every offset of the message. Most
messages name none of those actions, and a substring test (``in``, fast C) over a few literals answers
that for them in a fraction of the scan.

``required_literals(pattern)`` works the literals out of the pattern's own parse tree (``re._parser``, the
standard library's parser; no hand-kept list that could drift from the pattern): a set of strings such that
every match contains at least one of them. The analysis is conservative: whatever it cannot prove (a pattern
with IGNORECASE, an optional part, a character class too large to list) gives no requirement, and such a
pattern is always scanned. ``Prefiltered`` wraps a compiled pattern with its literals and keeps its interface
(``search``, ``match``, ``finditer``; the rest is the pattern's own); its results are the pattern's own.
"""

from __future__ import annotations

import re
import sys
from re import _constants as sre  # the standard library's parser and its opcodes
from re import _parser as sre_parse

__all__ = ["Prefiltered", "prefiltered", "required_literals"]

_MAX_STRINGS = 64  # a finite set of strings larger than this is not tracked (the test would cost a scan)
_MAX_SETS = 3  # the sets kept per alternative (the longest literals first)
_MAX_CLASS = 12  # a character class with more members is "any character" for this analysis
_ZERO_WIDTH = {sre.AT, sre.ASSERT, sre.ASSERT_NOT}
_REPEATS = {sre.MAX_REPEAT, sre.MIN_REPEAT, getattr(sre, "POSSESSIVE_REPEAT", sre.MAX_REPEAT)}


def _exact(item) -> set[str] | None:
    """The finite set of strings one parse item matches (zero-width items: the empty string), or None."""
    op, av = item
    if op is sre.LITERAL:
        return {chr(av)}
    if op in _ZERO_WIDTH:
        return {""}
    if op is sre.IN:
        chars = set()
        for member_op, member in av:
            if member_op is not sre.LITERAL:
                return None  # a negated class, a range or a category
            chars.add(chr(member))
        return chars if len(chars) <= _MAX_CLASS else None
    if op is sre.SUBPATTERN:
        _group, add_flags, del_flags, sub = av
        return None if (add_flags | del_flags) & re.IGNORECASE else _exact_sequence(sub)
    if op is sre.BRANCH:
        out: set[str] = set()
        for branch in av[1]:
            strings = _exact_sequence(branch)
            if strings is None:
                return None
            out |= strings
        return out if len(out) <= _MAX_STRINGS else None
    if op in _REPEATS:
        low, high, sub = av
        strings = _exact_sequence(sub)
        if strings is None or high > 2:
            return None
        out, level = ({""} if low == 0 else set()), {""}
        for count in range(1, high + 1):
            level = {a + b for a in level for b in strings}
            if len(level) > _MAX_STRINGS:
                return None
            if count >= low:
                out |= level
        return out if len(out) <= _MAX_STRINGS else None
    return None


def _exact_sequence(items) -> set[str] | None:
    out = {""}
    for item in items:
        strings = _exact(item)
        if strings is None or len(out) * len(strings) > _MAX_STRINGS:
            return None
        out = {a + b for a in out for b in strings}
    return out


def _score(strings: frozenset[str]) -> tuple[int, int]:
    return min(len(s) for s in strings), -len(strings)  # the longest shortest literal, then the fewest


def _minimal(strings) -> frozenset[str] | None:
    """``strings`` without those that hold another (finding the shorter one is implied); None if one is empty."""
    if not strings or not all(strings):
        return None
    return frozenset(s for s in strings if not any(t != s and t in s for t in strings))


def _all_of(items) -> list[frozenset[str]]:
    """Sets of strings such that every match of the sequence ``items`` holds one string of each set."""
    found: list[frozenset[str]] = []
    run = {""}  # the exact strings matched by the items since the last inexact one

    def close_run():
        strings = _minimal(run)
        if strings:
            found.append(strings)

    for item in items:
        strings = _exact(item)
        if strings is not None and len(run) * len(strings) <= _MAX_STRINGS:
            run = {a + b for a in run for b in strings}
            continue
        close_run()
        run = {""}
        found += _all_of_item(item)
    close_run()
    unique = sorted(set(found), key=_score, reverse=True)
    return unique[:_MAX_SETS]


def _all_of_item(item) -> list[frozenset[str]]:
    op, av = item
    if op is sre.SUBPATTERN:
        _group, add_flags, del_flags, sub = av
        return [] if (add_flags | del_flags) & re.IGNORECASE else _all_of(sub)
    if op is sre.ATOMIC_GROUP:
        return _all_of(av)
    if op in _REPEATS:
        low, _high, sub = av
        return _all_of(sub) if low >= 1 else []
    if op is sre.BRANCH:  # one string of some branch's best set
        out: set[str] = set()
        for branch in av[1]:
            sets = _all_of(branch)
            if not sets:
                return []
            out |= sets[0]
        strings = _minimal(out)
        return [strings] if strings and len(strings) <= _MAX_STRINGS else []
    return []


def _alternatives(items) -> list[list[frozenset[str]]]:
    """The requirement of a whole pattern, one list of sets per top-level alternative (every set of a list must
    be met); empty where some alternative has none."""
    while len(items) == 1 and items[0][0] is sre.SUBPATTERN and not (items[0][1][1] | items[0][1][2]) & re.IGNORECASE:
        items = list(items[0][1][3])
    branches = items[0][1][1] if len(items) == 1 and items[0][0] is sre.BRANCH else [items]
    out = [_all_of(list(branch)) for branch in branches]
    return out if all(out) else []


def required_literals(pattern: re.Pattern) -> tuple[tuple[frozenset[str], ...], ...] | None:
    """The literals a match of ``pattern`` must hold: one tuple of sets per top-level alternative, and a match
    of that alternative holds a string of each of its sets; None where nothing can be proven."""
    if not isinstance(pattern.pattern, str) or pattern.flags & re.IGNORECASE:
        return None
    try:
        tree = sre_parse.parse(pattern.pattern, pattern.flags)
    except Exception:  # a parser of another Python version: no requirement, the pattern is always scanned
        return None
    alternatives = _alternatives(list(tree))
    return tuple(tuple(sets) for sets in alternatives) if alternatives else None


class Prefiltered:
    """A compiled pattern that is not scanned over a text holding none of its required literals."""

    __slots__ = ("compiled", "literals", "_scans")

    def __init__(self, pattern: re.Pattern, literals=None):
        self.compiled = pattern
        self.literals = required_literals(pattern) if literals is None else literals
        # the shortest literals first: the likeliest to be found, ending the test early
        self._scans = None if self.literals is None else tuple(
            tuple(tuple(sorted(strings, key=lambda s: (len(s), s))) for strings in sets) for sets in self.literals)

    def _absent(self, text: str, pos: int, endpos: int) -> bool:
        scans = self._scans
        if scans is None:
            return False
        if pos or endpos < len(text):
            text = text[pos:endpos]
        for sets in scans:
            for strings in sets:
                for s in strings:
                    if s in text:
                        break
                else:
                    break  # a set with none of its strings: this alternative cannot match
            else:
                return False  # every set of this alternative met: the pattern may match
        return True

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize):
        return None if self._absent(text, pos, endpos) else self.compiled.search(text, pos, endpos)

    def match(self, text: str, pos: int = 0, endpos: int = sys.maxsize):
        return None if self._absent(text, pos, endpos) else self.compiled.match(text, pos, endpos)

    def finditer(self, text: str, pos: int = 0, endpos: int = sys.maxsize):
        return iter(()) if self._absent(text, pos, endpos) else self.compiled.finditer(text, pos, endpos)

    def __getattr__(self, name: str):  # the pattern's other methods and attributes (sub, split, pattern, ...)
        return getattr(self.compiled, name)


def prefiltered(pattern: re.Pattern) -> Prefiltered | re.Pattern:
    """``pattern`` behind its required literals, or itself where it has none (the pattern is parsed once)."""
    literals = required_literals(pattern)
    return pattern if literals is None else Prefiltered(pattern, literals)
