"""The change a claim is about, read from its subject. A generic report ("has been processed", "is done",
"dispatched", "प्रोसेस हो गया") is true only of a change a write made, and its subject says which: "your nominee update
has been processed" needs a write that records a nominee, "an updated passbook has been dispatched" a write that sends
a passbook (no tool does). ``subject_tools`` gives the writes the nouns before a claim's verb name (None: it names
none); the verdict's claim reader requires one of them done."""

from __future__ import annotations

import re

from .text import fold

__all__ = ["subject_tools"]

# the nouns that name a change or what it makes, and the writes that make it (a nominee is also set by a booking, an
# address also by a re-KYC, an auto-debit also set up by a recurring deposit; no tool sends a passbook)
_SUBJECTS = {
    r"nominees?|nomination|नॉमिनी|नामांकन|नामिनी": ("update_nominees", "create_fd", "create_rd"),
    r"address|पता|पते|pata|pate": ("update_address", "update_kyc"),
    r"kyc|re-?kyc|केवाईसी": ("update_kyc", "update_address"),
    r"auto-?debits?|mandates?|standing\s+instructions?|nach|ecs|ऑटो-?डेबिट|मैंडेट|मेंडेट": ("cancel_mandate", "create_rd"),
    r"passbooks?|पासबुक": (),
    r"cheque\s*-?\s*books?|chequebooks?|चेक\s*बुक|चेकबुक": ("request_cheque_book",),
    r"positive\s+pay|पॉज़िटिव\s+पे|पॉजिटिव\s+पे": ("register_positive_pay",),
    r"form\s+121|फॉर्म\s+121|फ़ॉर्म\s+121": ("submit_form_121",),
    r"closure|क्लोज़िंग|क्लोजिंग": ("close_deposit",),
    r"cancellation|कैंसिलेशन|कैंसलेशन": ("cancel_mandate", "stop_cheque_payment"),
    r"stop-?\s*payment|स्टॉप-?\s*पेमेंट": ("stop_cheque_payment",),
    r"freeze|फ्रीज़|फ्रीज": ("toggle_card_freeze",),
    r"limits?|लिमिट|सीमा": ("set_card_controls",),
}
# a request about a change is the request's claim ("your request to raise the limit has been registered")
_A_REQUEST = re.compile(fold(r"\b(?:requests?|complaints?|tickets?|applications?|disputes?|shikayat)\b|अनुरोध|शिकायत|रिक्वेस्ट|आवेदन"))
_KEYS = list(_SUBJECTS)
_SUBJECT = re.compile(fold(r"(?<![\w\u0900-\u097f])(?:" + "|".join(f"(?P<s{i}>{k})" for i, k in enumerate(_KEYS))
                           + r")(?![\w\u0900-\u097f])"))


def subject_tools(a, at: int) -> frozenset[str] | None:
    """The writes the nouns of the clause before ``at`` name (its subject: "your nominee update has been processed"),
    or None when they name no change."""
    sentence = a.sentence_at(at)
    start = sentence.start if sentence is not None else 0
    clause = re.split(r"[;:,()\n]|\b(?:and|but)\b|(?:और|लेकिन|aur|lekin)\s", a.low[start:at])[-1]
    if _A_REQUEST.search(clause):
        return None
    tools: set[str] = set()
    found = False
    for m in _SUBJECT.finditer(clause):
        found = True
        tools.update(_SUBJECTS[_KEYS[int(m.lastgroup[1:])]])
    return frozenset(tools) if found else None
