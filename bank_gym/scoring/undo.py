"""Promises to undo what no tool undoes: a closed deposit reopened, a permanent block lifted, a cancelled mandate
brought back ("we can reopen it", "दोबारा चालू किया जा सकता है"). Said after such a change, each is a false
outcome; a fresh start with another record ("a replacement card", "नए मैंडेट से") and a temporary freeze are not."""

from __future__ import annotations

import re

from ..language import negated
from ..language.text import fold

__all__ = ["TEMPORARY", "undo_promises"]

# the bank promising to undo what no tool undoes: a closed deposit, a permanent block, a cancelled mandate
# (whoever does it: "we can reopen it", "the branch can reverse this", "this can be undone at any branch", "दोबारा
# चालू किया जा सकता है", "ब्रांच इसे फिर से चालू कर देगी")
_UNDO_PROMISED = re.compile(fold(
    r"\b(?:we|i|you|they|the\s+(?:branch|bank|team)|(?:any|your|our)\s+branch)(?:'ll|\s+will|\s+shall|\s+can|\s+could)\s+(?:\w+\s+){0,2}?"
    r"(reopen|restore|reinstate|unblock|revive|undo|reactivate|reverse(?=\s+(?:this|it|that|the\s+(?:closure|block|cancellation))\b))\b"
    r"|\b(?:get|have)\s+(?:it|this|that)\s+(reopened|restored|reinstated|unblocked|revived|undone|reversed|reactivated)\b"
    r"|\b(?:this|it|that|the\s+(?:\w+\s+)?(?:block|closure|cancellation|mandate|card|deposit|fd))\s+(?:can|could|will)\s+(?:\w+\s+)?be\s+"
    r"(reopened|restored|reinstated|unblocked|revived|undone|reversed|reactivated)\b"
    r"|(अनब्लॉक|(?:फिर\s+से|दोबारा)\s+(?:\S+\s+){0,3}?(?:चालू|खोल|शुरू))\s+(?:(?:करवा|करा)\s+(?:सकते\s+हैं|सकती\s+हैं|लीजिए|लें)|कर\s+(?:देंगे|दूँगा|दूंगा|दूँगी|देगी|देगा|सकते\s+हैं|"
    r"सकती\s+है|सकता\s+है)|(?:किया|की)\s+जा\s+(?:सकता|सकती)\s+है|हो\s+(?:सकता|सकती)\s+है)"
    r"|\b(unblock|(?:phir\s+se|dobara)\s+(?:\S+\s+){0,3}?(?:chalu|khol|shuru))\s+(?:(?:karwa|karva|kara)\s+(?:sakte\s+hain|sakti\s+hain|lijiye|lein)|kar\s+(?:denge|dunga|dungi|degi|dega|sakte\s+hain|"
    r"sakti\s+hai|sakta\s+hai)|(?:kiya|ki)\s+ja\s+(?:sakta|sakti)\s+hai|ho\s+(?:sakta|sakti)\s+hai)\b"))
TEMPORARY = re.compile(r"\btemporar")  # (in the undo's own sentence: "a temporary freeze can be undone")
# a fresh start with ANOTHER record ("नए मैंडेट से दोबारा शुरू", "a replacement card", "register the mandate again"), not
# the same one back ("we can reopen it, no new form needed")
_A_NEW_ONE = re.compile(fold(
    r"\b(?:new|fresh|another|replacement|naya|nayi|naye|doosra|dusra|doosri|dusri)\s+(?:\S+\s+){0,2}?(?:card|deposit|fd|rd|"
    r"mandate|account|plan|one)\b|\bregister\w*\s+(?:\S+\s+){0,3}?again\b|\b(?:dobara|phir se)\s+register|(?:दोबारा|फिर से)\s+रजिस्टर"
    r"|(?:नए|नया|नई|दूसरी|दूसरा|दूसरे|रिप्लेसमेंट)\s+(?:\S+\s+){0,2}?(?:कार्ड|जमा|डिपॉजिट|एफडी|आरडी|मैंडेट|खाता|खाते)"
    # ... or anew, by a fresh application ("restore the service with a fresh application", "नए सिरे से आवेदन करके")
    r"|\b(?:afresh|from scratch|(?:new|fresh)\s+application|naye\s+sire\s+se)\b|नए\s+सिरे\s+से"))
# an alternative to the undo, not the way to it ("we can unblock it, or send you a new card", "…, otherwise / नहीं
# तो / warna a new card"); an "or" between places or channels ("online or at a branch, with a fresh application") is
# none: the new record must follow the "or" within its clause, in a few words, and no place come between
_OR = re.compile(fold(r"\b(?:or|ya)\b|(?<![\u0900-\u097f])या(?![\u0900-\u097f])"))
_OTHERWISE = re.compile(fold(r"\b(?:otherwise|or else|alternatively|warna|varna|nahi\s+toh?)\b|नहीं\s+तो|वरना"))
# a new record offered before the undo as a deed of its own ("Besides ordering a new card, we can also unblock this
# one", "नया कार्ड मँगवा सकते हैं, और … फिर से चालू कर देंगे"), not the means of it ("नए मैंडेट से … दोबारा शुरू")
_BESIDES = re.compile(fold(r"\b(?:besides|apart from|in addition to|as well as|alongside|along with)\b|के\s+अलावा|के\s+साथ(?:-|\s)साथ|\bke\s+alawa\b|\bke\s+saath\s+saath\b"))
_IF_YOU_LIKE = re.compile(fold(r",?\s*(?:if you (?:prefer|like|want|wish)|if you(?:'d| would) (?:rather|prefer|like)|(?:if )?you prefer|"
                               r"(?:agar\s+)?aap chahein(?:\s+toh?)?|(?:agar\s+)?aapki marzi ho(?:\s+toh?)?|अगर आप चाहें|आप चाहें तो|"
                               r"(?:अगर\s+)?आपकी मर्ज़ी हो(?:\s+तो)?|if (?:it|that) suits you(?: better)?|(?:अगर\s+)?आपको ठीक लगे(?:\s+तो)?|"
                               r"(?:agar\s+)?aapko (?:theek|thik) lage(?:\s+toh?)?)\s*,?"))
_PLACE = re.compile(fold(r"\b(?:at|in|on|via|through|mein|me|par)\b|(?<![\u0900-\u097f])(?:में|पर)(?![\u0900-\u097f])"))
_ANOTHER_CLAUSE = re.compile(fold(r"[;]|,\s*(?:and|but|par|पर|lekin|लेकिन)\b|(?:,\s*|\s)(?:aur\b|और(?![\u0900-\u097f]))"))


def _an_alternative(low: str, start: int, undo, fresh) -> bool:
    """Whether the new record ``fresh`` is offered beside the undo, not as the way to it."""
    if fresh.start() > undo.end():
        between = low[undo.end():fresh.start()]
        last_or = list(_OR.finditer(between))[-1:] or None
        tail = _IF_YOU_LIKE.sub(" ", between[last_or[0].end():]) if last_or else ""  # ("or, if you prefer, book …")
        return _OTHERWISE.search(between) is not None or last_or is not None and "," not in tail and len(tail.split()) <= 8 \
            and not _PLACE.search(tail)  # ("… या ब्रांच में नए सिरे से": where, not what instead)
    return _BESIDES.search(low, start, fresh.start()) is not None or _ANOTHER_CLAUSE.search(low, fresh.end(), undo.start()) is not None


def undo_promises(a) -> list[str]:
    """The promises in message ``a`` to undo an irreversible change (the caller knows one was made)."""
    out = []
    for m in _UNDO_PROMISED.finditer(a.low):
        sentence = a.sentence_at(m.start())
        said = a.low[sentence.start:sentence.end] if sentence is not None else m.group(0)
        fresh = _A_NEW_ONE.search(a.low, sentence.start, sentence.end) if sentence is not None else _A_NEW_ONE.search(said)
        if fresh is not None and sentence is not None and _an_alternative(a.low, sentence.start, m, fresh):
            fresh = None
        if not negated(a, m.start(m.lastindex)) and not TEMPORARY.search(said) and fresh is None:
            out.append(m.group(0))
    return out
