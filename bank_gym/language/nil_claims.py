"""A charge said to be none where the bank's records give it: "there was no penalty for closing it early", "आपको
कोई जुर्माना नहीं देना पड़ेगा", "koi TDS nahi katega" after a closure quote with a penalty rate of 1 % or TDS
deducted. One value per fact: "none" is a value, and the record says another.

Only the charges a record states as its own field are read (a deposit's premature-closure penalty, said of a
closure, and the TDS a payout deducts); a "no" inside a condition ("no penalty if you keep it to maturity"), a
question or an alternative ("कोई पेनल्टी लगेगी या नहीं", whether any penalty applies) is no claim.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from .analysis import Analysis
from .grounding import read_json
from .text import fold

__all__ = ["nil_beside_figure", "nil_charge_conflicts"]

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


# "कोई पेनल्टी लगेगी या नहीं" (whether any penalty applies or not): the question the assistant will answer, no claim
_OR_NOT = re.compile(fold(r"(?:\bya|या)\s+(?:nahi|nahin|नहीं)$"))
_ANSWERED = re.compile(fold(r"\b(?:nahi|nahin|no|not|none|nil|zero)\b|नहीं|शून्य|₹\s?0(?![\d.,])"))

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
            if _OR_NOT.search(m.group(0)) and not _ANSWERED.search(text, m.end()):
                continue  # the question only ("… lagegi ya nahi, iska jawab hai: nahi" answers it: a claim)
            records = _record_values(outputs) if records is None else records
            charge = _NOUN[(m.group(1) or m.group(2)).lower()]
            if charge == "penalty" and not _CLOSING.search(analysis.low):
                continue  # a premature-closure penalty is said of a closure, not of a renewal or a request
            if records[charge] == {True}:
                out.append(f"no {charge}")
    return out


# The same charge said to be none in the message that gives its figure ("total interest: ₹1,625.91 … you won't
# have to bear any interest on this", "कुल ब्याज: ₹1,625.91। … कोई ब्याज नहीं देना पड़ेगा"): one message, two values
# for one charge. Only a figure labelled by the same word counts (a "processing fee" of none beside a foreclosure
# charge is another charge).
_LABELLED = {"interest": ("interest", fold("ब्याज"), "byaj", "byaaj"), "charge": ("charge", "charges", fold("शुल्क"), fold("चार्ज")),
             "fee": ("fee", "fees", fold("फीस")), "loss": ("loss", fold("नुकसान"), "nuksaan", "nuksan"),
             "premium": ("premium", fold("प्रीमियम")), "tds": ("tds", fold("टीडीएस"))}
_LABEL_WORD = {w: k for k, ws in _LABELLED.items() for w in ws}
_LABEL_NOUNS = "|".join(sorted(map(re.escape, _LABEL_WORD), key=len, reverse=True))
# a customer-paid none: "won't have to bear/pay any X", "no X to pay", "koi X nahi dena padega", "कोई X नहीं लगेगा"
_NIL_PAID = re.compile(
    r"\b(?:won't|will not|don't|do not|didn't|did not|wouldn't)\s+(?:have to\s+|need to\s+)?(?:bear|pay|incur|be charged)\s+"
    r"(?:any\s+)?(?:[\w-]+\s+){0,1}?(" + _LABEL_NOUNS + r")\b"
    r"|\bno\s+(" + _LABEL_NOUNS + r")\s+(?:to pay|to bear|is payable|is charged|will be charged|at all)\b"
    r"|(?:\bkoi|" + fold("कोई") + r")\s+(" + _LABEL_NOUNS + r")(?![\w\u0900-\u097f])\s+(?:\S+\s+){0,2}?"
    r"(?:nahi|nahin|" + fold("नहीं") + r")\s+(?:dena|lagega|lagegi|katega|" + fold("देना") + "|" + fold("लगेगा") + "|"
    + fold("लगेगी") + "|" + fold("कटेगा") + r")", re.IGNORECASE)


_BEYOND = re.compile(fold(r"\b(?:separately|again|extra|additional|further|more|already|alag se|dobara|aur koi|pehle hi)\b"
                          r"|अलग से|दोबारा|पहले ही|और कोई|अतिरिक्त"))


def nil_beside_figure(analysis: Analysis, skip: set[int] = frozenset()) -> list[str]:
    """"no <charge>" for each charge a sentence says the customer bears none of while the same message labels a
    positive figure with that charge's word."""
    low = analysis.low
    if not analysis.amounts or not _NIL_PAID.search(low):
        return []
    out = []
    for m in _NIL_PAID.finditer(low):
        i = analysis.sentence_index(m.start())
        if i in skip or (i >= 0 and analysis.sentences[i].question) or _CONDITION.search(
                low, analysis.sentences[i].start if i >= 0 else 0, m.start()):
            continue
        if i >= 0 and _BEYOND.search(low, analysis.sentences[i].start, analysis.sentences[i].end):
            continue  # "no TDS to pay separately: it is already deducted": nothing more, not none
        charge = _LABEL_WORD[(m.group(1) or m.group(2) or m.group(3)).lower()]
        for q in analysis.amounts:
            # (its label is on its own line: a table's row above, "| tds | ₹0 |", labels nothing below it)
            lead = low[max(0, q.start - 30):q.start].rsplit("\n", 1)[-1]
            if q.value > 0 and analysis.sentence_index(q.start) != i and any(
                    re.search(r"(?<![\w\u0900-\u097f])" + re.escape(w) + r"(?![\w\u0900-\u097f])", lead)
                    for w in _LABELLED[charge]):
                out.append(f"no {charge}")
                break
    return out
