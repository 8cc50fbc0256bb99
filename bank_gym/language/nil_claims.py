"""A charge said to be none where the bank's records give it: "there was no penalty for closing it early", "आपको
कोई जुर्माना नहीं देना पड़ेगा", "koi TDS nahi katega" after a closure quote with a penalty rate of 1 % or TDS
deducted. One value per fact: "none" is a value, and the record says another.

Only the charges a record states as its own field are read (a deposit's premature-closure penalty, said of a
closure, and the TDS a payout deducts); a "no" inside a condition ("no penalty if you keep it to maturity") or a question is no claim.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from .analysis import Analysis
from .grounding import read_json
from .text import fold

__all__ = ["nil_charge_conflicts"]

# each charge: the words that name it, and the record fields that hold it (not its thresholds or limits)
_CHARGES = {
    "penalty": (("penalty", "penalties", "jurmana", "jurmaana", "जुर्माना", "पेनल्टी"), "penalty"),
    "tds": (("tds", "टीडीएस"), "tds"),
}
_NOT_THE_CHARGE = ("threshold", "limit", "exempt", "fy_")
_NOUN = {fold(word): charge for charge, (words, _) in _CHARGES.items() for word in words}
_NOUNS = "|".join(sorted(map(re.escape, _NOUN), key=len, reverse=True))
_NIL = re.compile(
    r"\b(?:no|zero|nil|without(?:\s+any)?|(?:won't|will not|don't|do not|didn't|did not)\s+(?:have to\s+)?"
    r"(?:bear|pay|incur|be charged|deduct)\s+any)\s+(?:[\w-]+\s+){0,2}?(" + _NOUNS + r")(?![\w\u0900-\u097f])"
    r"|(?:\bkoi|कोई)\s+(?:\S+\s+){0,2}?(" + _NOUNS + r")(?![\w\u0900-\u097f])\s+(?:\S+\s+){0,3}?(?:nahi|nahin|नहीं)",
    re.IGNORECASE)
_CONDITION = re.compile(fold(r"\b(?:if|unless|provided|as long as|only when|agar|jab tak|tabhi)\b|अगर|जब तक|तभी"
                             r"|\b(?:at|on|till|until|after) maturity\b|maturity (?:par|tak)|मैच्योरिटी (?:पर|तक)"
                             r"|परिपक्वता (?:पर|तक)"))


_CLOSING = re.compile(fold(r"\b(?:clos\w*|premature\w*|early|break\w*|band|tod\w*)\b|बंद|तोड़|तोड"))


def _record_values(outputs: Iterable[str]) -> dict[str, set[bool]]:
    """For each charge, whether the records the session read hold it as positive (True) and as zero (False)."""
    seen: dict[str, set[bool]] = {charge: set() for charge in _CHARGES}

    def walk(node) -> None:
        if isinstance(node, Mapping):
            for key, value in node.items():
                k = str(key).lower()
                if isinstance(value, (int, float)) and not isinstance(value, bool):
                    for charge, (_, field) in _CHARGES.items():
                        if field in k and not any(x in k for x in _NOT_THE_CHARGE):
                            seen[charge].add(value > 0)
                else:
                    walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for text in outputs:
        if any(field in text for _, field in _CHARGES.values()):
            walk(read_json(text))
    return seen


def nil_charge_conflicts(analysis: Analysis, outputs: Iterable[str], skip: set[int] = frozenset()) -> list[str]:
    """"no <charge>" for each sentence that says a charge is none which the records give only as positive."""
    if not _NIL.search(analysis.low):
        return []
    records = None
    out = []
    for i, s in enumerate(analysis.sentences):
        if i in skip or s.question:
            continue
        text = analysis.low[s.start:s.end]
        for m in _NIL.finditer(text):
            if _CONDITION.search(text):
                break
            records = _record_values(outputs) if records is None else records
            charge = _NOUN[(m.group(1) or m.group(2)).lower()]
            if charge == "penalty" and not _CLOSING.search(analysis.low):
                continue  # a premature-closure penalty is said of a closure, not of a renewal or a request
            if records[charge] == {True}:
                out.append(f"no {charge}")
    return out
