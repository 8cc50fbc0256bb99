"""language.prefilter: the literals a pattern's every match needs, worked out from its parse tree, and the wrapper
that skips a scan over a text without them. Its answers must be the pattern's own, on every text."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bank_gym.language import analyze
from bank_gym.language.prefilter import Prefiltered, prefiltered, required_literals
from bank_gym.language.write_actions import _SCANS, ACTION_PATTERNS

_CORPUS = Path(__file__).resolve().parents[1] / "eval" / "results" / "natural_heldout"


@pytest.mark.parametrize("pattern, literals", [
    (r"\bfreez\w*|\block(?:ed)?\b", [[{"freez", "lock"}]]),  # (the shared "\b" is factored out: one alternative)
    (r"(?:cheque|check)\s+book", [[{"cheque", "check"}, {"book"}]]),
    (r"ab(?=c)d", [[{"abd"}]]),  # a look-ahead consumes nothing: "abd" is what a match holds
    (r"(?<!x)stop\s+(?:payment|cheque)", [[{"payment", "cheque"}, {"stop"}]]),
    (r"(?:pause|hold)\s+it|\d+\s+months?", [[{"pause", "hold"}, {"it"}], [{"month"}]]),
    (r"\w+ing", [[{"ing"}]])])
def test_required_literals(pattern, literals):
    """One list per top-level alternative; every match of that alternative holds a string of each of its sets."""
    found = required_literals(re.compile(pattern))
    assert [sorted(map(set, sets), key=sorted) for sets in found] == [sorted(sets, key=sorted) for sets in literals]


@pytest.mark.parametrize("pattern", [r"(?i)freeze", r"\w+", r"(?:abc)?d?", r"x|\d+"])
def test_no_requirement_where_none_can_be_proven(pattern):
    """IGNORECASE, a class of many letters, an optional part, an alternative with no literal: always scanned."""
    assert required_literals(re.compile(pattern)) is None
    assert prefiltered(re.compile(pattern)).__class__ is re.Pattern


def _messages(limit: int = 1500) -> list[str]:
    out = []
    for path in sorted(_CORPUS.glob("v4*/*.json")):
        play = json.loads(path.read_text(encoding="utf-8"))
        out += [a for a in play.get("actions", []) if isinstance(a, str) and not a.lstrip().startswith(("{", "["))]
    return out[:limit]


def test_a_prefiltered_pattern_answers_as_the_pattern_on_real_messages():
    """Every action pattern, in Hindi/Hinglish and English, over natural assistant messages in three languages:
    the same matches with and without the literals' test, and a text it skips holds no match."""
    texts = [analyze(t).low for t in _messages()]
    assert len(texts) > 500
    skipped = 0
    for local in (True, False):
        for scan in _SCANS[local].values():
            pattern = scan.compiled if isinstance(scan, Prefiltered) else scan
            for low in texts:
                assert [m.span() for m in scan.finditer(low)] == [m.span() for m in pattern.finditer(low)]
                if isinstance(scan, Prefiltered) and scan._absent(low, 0, len(low)):
                    skipped += 1
                    assert pattern.search(low) is None
    assert skipped > len(texts)  # the test skips most scans: what makes it worth having
    assert all(isinstance(p, re.Pattern) for p in ACTION_PATTERNS.values())  # the public table stays compiled


def test_search_and_match_keep_the_pattern_s_positions():
    scan = Prefiltered(re.compile(r"(?<![a-z])block(?:ed)?\b"))
    text = "please keep it unblocked; i will block the card"
    assert scan.search(text).span() == re.search(r"(?<![a-z])block(?:ed)?\b", text).span()
    assert scan.search(text, 0, 20) is None and scan.match(text, text.index("block ")).group(0) == "block"
    assert scan.sub("X", text) == re.sub(r"(?<![a-z])block(?:ed)?\b", "X", text)  # the pattern's other methods
