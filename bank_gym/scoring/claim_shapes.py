"""Claims in shapes the sentence readers of ``claims`` miss: a change reported with a third party as its subject ("our
back office has cancelled the auto-debits"), in the causative ("रद्द करवा दिए हैं", "cancel karwa diye"), or ticked
off in a checklist ("- [x] Auto-debits cancelled"). Each is a claim of its change, true only after a write that made
it, as "I have cancelled" is."""

from __future__ import annotations

import re

from ..language import negated
from ..language.text import fold
from .claims import _DONE_BY, _LOCAL_DONE_BY, _LOCAL_STEM, _RECORD_STATUS, _a_status, _about_a_record, _backed

__all__ = ["shaped_claims"]

_EN_VERBS = "|".join(sorted(map(re.escape, _DONE_BY), key=len, reverse=True))
# a third party as the subject: "our back office has cancelled …", "the team has blocked …"
_THIRD_PARTY_DONE = re.compile(r"\b(?:team|office|back[- ]office|department|operations|colleagues?|staff|officers?|"
                               r"desk|branch|system|manager|rm|executive|specialist|supervisor|agent)\s+(?:has|have)\s+(?:just\s+|now\s+|also\s+|already\s+|"
                               r"successfully\s+)*(" + _EN_VERBS + r")\b")
# the causative: "रद्द करवा दिए हैं", "cancel karwa diye", "ब्लॉक करा दिया"
_CAUSATIVE_DONE = re.compile(r"(?<![\u0900-\u097F\w])" + _LOCAL_STEM + r"\S*\s+(?:" + fold("करवा") + "|" + fold("करा")
                             + r"|karwa|karva|kara)\s+(?:" + "|".join(fold(w) for w in ("दिया", "दी", "दिए", "दिये"))
                             + r"|diya|di|diye|dee)(?![\u0900-\u097F\w])"
                             # and its passive: "रद्द करवाए जा चुके हैं", "cancel karwaye ja chuke hain"
                             + r"|(?<![\u0900-\u097F\w])" + _LOCAL_STEM + r"\S*\s+(?:" + fold("करवाए|करवाई|करवाया|कराए|कराई|कराया")
                             + r"|karwaye|karwayi|karwaya|karvaye|karaye)\s+(?:" + fold("जा चुके|जा चुकी|जा चुका|गए|गई|गया")
                             + r"|ja\s+chuke|ja\s+chuki|ja\s+chuka|gaye|gayi|gaya)(?![\u0900-\u097F\w])")
# a ticked checklist item: "- [x] Auto-debits on this account cancelled"
_TICKED = re.compile(r"^[ \t]*(?:[-*+]|\d+[.)])?[ \t]*(?:\[[x✓✔]\]|[✅✔☑]\ufe0f?)[ \t]*(.+)$", re.MULTILINE)
# a thing whose name holds a change's stem ("cheque book", "passbook"): its name, no report
_THING = re.compile(fold(r"cheque\s*-?\s*books?|chequebooks?|pass\s*books?|चेक\s*बुक|चेकबुक|पासबुक"))
_ITEM_EN = re.compile(r"\b(" + _EN_VERBS + r")\b")
_ITEM_LOCAL = re.compile(r"(?<![\u0900-\u097F\w])" + _LOCAL_STEM)


def shaped_claims(a, done: set[str], statuses: frozenset[str] = frozenset()) -> list[str]:
    """The third-party, causative and checklist reports of ``a`` (an ``Analysis``) of a change no write in ``done``
    made (``statuses``: the record statuses the bank returned, which such words may only restate)."""
    out = []
    for m in _THIRD_PARTY_DONE.finditer(a.low):
        word = m.group(1)
        if not negated(a, m.start(1)) and not _a_status(word, statuses) \
                and not _about_a_record(a, m.start(), _RECORD_STATUS) and not _backed(a, m.start(), m.end(), done, _DONE_BY[word]):
            out.append(m.group(0))
    for m in _CAUSATIVE_DONE.finditer(a.low):
        stem = m.group(1) or m.group(2)
        if not negated(a, m.start()) and not _backed(a, m.start(), m.end(), done, _LOCAL_DONE_BY.get(stem, ())):
            out.append(m.group(0))
    for m in _TICKED.finditer(a.low):
        item = _THING.sub(lambda t: " " * len(t.group(0)), m.group(1))
        verbs = list(_ITEM_EN.finditer(item)) or list(_ITEM_LOCAL.finditer(item))
        if not verbs:
            continue
        verb = verbs[-1]  # (the item's last verb says what was done: "FD booked, interest added")
        tools = _DONE_BY.get(verb.group(1)) or _LOCAL_DONE_BY.get(verb.group(1), ())
        at = m.start(1) + verb.start(1)
        if tools and not _a_status(verb.group(1), statuses) and not _backed(a, at, m.end(1), done, tools):
            out.append(item[:60])
    return out
