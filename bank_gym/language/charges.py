"""A cost a change carries, named without its price ("a processing charge will be debited", "शुल्क लगेगा", "penalty
lagegi"): the customer cannot agree to a cost it has not seen (``unpriced_charges``, read once per message)."""

from __future__ import annotations

import re

from .analysis import Analysis
from .dialogue import negated
from .text import fold

__all__ = ["unpriced_charges"]


# a cost the change carries: "a processing charge will be debited", "शुल्क लगेगा", "penalty lagegi"
_CHARGE = re.compile(fold(r"\b(?:charges?|fees?|penalty|penalties|levy|levies|shulk)\b"
                          r"|(?<![\w\u0900-\u097f])(?:शुल्क|चार्ज|जुर्माना|पेनल्टी|फ़ीस|फीस)(?![\u0900-\u097f])"))
_FREE = re.compile(fold(r"\bfree of (?:charge|cost)\b|\bat no (?:extra |additional )?(?:charge|cost)\b|\bno (?:extra |additional )?"
                        r"(?:charges?|fees?|penalty)\b|\bwithout (?:any )?(?:charges?|fees?|penalty)\b|\bkoi (?:charge|shulk|fee)"
                        r"|कोई (?:शुल्क|चार्ज|फ़ीस|फीस)|निःशुल्क|मुफ़्त|मुफ्त|\bmuft\b"))


# the verbs that levy a charge; ``_LEVIED`` also takes a bare copula ("a fee is …"), ``_LEVY_VERB`` only the verbs
_LEVY_WORDS = r"appl(?:y|ies|ied|icable)|debit\w*|levied|levy|charged|deduct\w*|recover\w*|collected|payable|lag\w*|kat\w*|kaat\w*|vasool\w*|wasool\w*|dena hoga|bharna hoga"
_LEVY_LOCAL = r"लग\S*|कट\S*|काटा|वसूल\S*|देना होगा|भरना होगा"
_LEVIED = re.compile(fold(rf"\b(?:{_LEVY_WORDS}|will be|would be|is|are|there (?:is|will be))\b|{_LEVY_LOCAL}"
                          r"|लिया\s+जा(?:एगा|येगा)|\bliya\s+ja\w*"))


# "charges ki jaankari mere paas nahi hai", "I don't know the fee": what the assistant does not know, no cost levied
_UNKNOWN = re.compile(fold(r"\b(?:jaankari|jankari|information|info|details)\b[^.?!]{0,40}?\b(?:nahi|nahin|not)\b"
                           r"|जानकारी[^।?!]{0,40}?नहीं|\bpata nahi\b|पता नहीं|\b(?:do not|don't|does not|doesn't)"
                           r" (?:know|have)\b|\bnot (?:available|known|sure)\b|\bunknown\b"))


# the charge a change takes back, said of the record ("this charge was levied by mistake and can be reversed",
# "यह चार्ज गलती से लगा है और इसे वापस किया जा सकता है") or reviewed ("team is date tak charge ka review karegi"):
# no cost of the change, unless one is still to come
_TAKEN_BACK = re.compile(fold(r"\b(?:revers\w*|refund\w*|waiv\w*|credited back|wapas|vapas|maaf|hata\w*)\b|वापस|रिवर्स|रिफंड|माफ|हटा"
                              # reviewed, but not a fee named for the review ("a review fee applies")
                              r"|\b(?:review\w*|disput\w*)\b(?!\s+(?:fees?|charges?|shulk))|(?:समीक्षा|रिव्यू|विवाद|डिस्प्यूट)(?!\s+(?:शुल्क|चार्ज|फ़ीस|फीस))"))
# a time clause the review or dispute word is in ("once the dispute is verified", "dispute verify hone par", "विवाद
# सत्यापित होने पर"): when a cost comes, not the charge taken back
_WHEN_LEAD = re.compile(r"\b(?:once|when|after|upon|until|if)\s+(?:the\s+|your\s+|this\s+)?$")
_WHEN_TAIL = re.compile(fold(r"(?:\s+\S+){0,2}?\s+(?:hone|होने)\s+(?:par|pe|पर|ke\s+baad|के\s+बाद)"))


def _taken_back(text: str) -> bool:
    return any(not _WHEN_LEAD.search(text, max(0, m.start() - 20), m.start()) and not _WHEN_TAIL.match(text, m.end())
               for m in _TAKEN_BACK.finditer(text))


# the charge as what the dispute looks into ("this charge will be looked into by our team"), with no verb that levies one
_INVESTIGATED = re.compile(fold(r"\b(?:looked into|look into|investigat\w*|examin\w*|checked|verified|reviewed|traced)\b"
                                r"|\bcheck\s+kar\w*|\bjaa?nch\w*|जाँच|जांच"))
_LEVY_VERB = re.compile(fold(rf"\b(?:{_LEVY_WORDS}|taken|liya)\b|{_LEVY_LOCAL}"))
_TO_COME = re.compile(fold(r"\b(?:will|would|shall|lagega|lagegi|lagenge|katega|kategi|jayega|jaayega|jayegi|jaayegi)\b"
                            r"|लगेगा|लगेगी|लगेंगे|कटेगा|कटेगी|जाएगा|जाएगी|जायेगा|जायेगी"))
# a charge levied already ("SMS alert charge, quarter …, laga 2026-06-30", "the fee was levied on …"): the one a
# dispute is about, which the change does not levy
_LEVIED_BEFORE = re.compile(fold(r"\b(?:was|were|has been|have been|had been)\s+(?:levied|charged|debited|deducted|applied|taken|collected)\b"
                                 # (on a date, not "a fee charged on your account once it is verified")
                                 r"|\b(?:charges?|fees?)\s+(?:levied|charged|debited|deducted|taken|collected)\s+(?:from|in|earlier|last|on\s+(?=\d|the\s+\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)))\b"
                                 # (not the habitual "काटा जाता है", "kaata jaata hai": what is levied, as a rule)
                                 r"|\blevied on\s+(?=\d|the\s+\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))"
                                 r"|\b(?:laga|lagi|lage|lagaya|lagayi|kata|kati|kaata)\b(?!\s+(?:(?:diya|di|diye)\s+)?(?:jayega|jaayega|jayegi|jaayegi|jaega|jaata|jata|jaati|jati|jaate|jate))"
                                 r"|(?<![\u0900-\u097f])(?:लगा|लगी|लगे|लगाया|लगाई|काटा|कटा|कटी)(?![\u0900-\u097f])(?!\s+(?:(?:दिया|दी|दिए)\s+)?(?:जाएगा|जाएगी|जाएंगे|जाएँगे|जायेगा|जायेगी|जाता|जाती|जाते))"))


# a charge that is a transaction, not a cost ("both Flipkart charges", "the duplicate charge", "charged twice"),
# what a dispute is about, which levies nothing
_TRANSACTION_CHARGE = re.compile(fold(
    r"(?:\b(?:duplicate|repeated|disputed|double|unrecogni[sz]ed|unauthori[sz]ed|original|first|second|both|two|these|"
    r"those|same|purchase|doosr\w*|dohr\w*)\s+(?:[\w-]+\s+)?"
    r"|(?:डुप्लीकेट|दोहरा|दोहरे|विवादित|दूसरा|दूसरे|पहला|पहले|दोनों|दो)\s+(?:\S+\s+)?)$"))


def _transaction_charge(text: str, m) -> bool:
    return bool(_TRANSACTION_CHARGE.search(text[max(0, m.start() - 30):m.start()]))


def _levied_before_only(text: str) -> bool:
    """Every levy verb of the sentence is in the past ("the charge that was taken from your account will be reviewed":
    the "will" is the review's, the charge the one disputed)."""
    levies = list(_LEVY_VERB.finditer(text))
    # (a future word close by makes it a levy to come: "will be charged", "काटा जाएगा"; an English modal after it is
    # another verb's: "the fee charged on 30 June will be reviewed")
    past = [b for b in _LEVIED_BEFORE.finditer(text)
            if not any(m.start() < b.end() or m.group(0) not in ("will", "would", "shall")
                       for m in _TO_COME.finditer(text, max(0, b.start() - 12), b.end() + 13))] if levies else []
    return bool(levies) and all(any(b.start() <= v.start() < b.end() for b in past) for v in levies)


def unpriced_charges(a: Analysis) -> list[int]:
    """Sentences that say the change carries a charge without saying how much (no amount or percentage in the
    sentence, not "no charge" / "free of charge", not negated, not a question, not a charge the assistant says it
    does not know, not a charge that is a transaction: "both Flipkart charges"): a cost the customer cannot agree
    to unseen."""
    def unpriced(s) -> bool:
        m = next((c for c in _CHARGE.finditer(s.text) if not _transaction_charge(s.text, c)), None)
        if m is None or s.question or _FREE.search(s.text) or negated(a, s.start + m.start()) \
                or _UNKNOWN.search(s.text) or not _LEVIED.search(s.text) \
                or (_taken_back(s.text) or _LEVIED_BEFORE.search(s.text)) and not _TO_COME.search(s.text) \
                or _INVESTIGATED.search(s.text, m.end()) and not _LEVY_VERB.search(s.text) or _levied_before_only(s.text):
            return False  # a cost is one the change levies ("will be debited", "applies"), not a payee's name
        return not any(q.kind in ("amount", "percent") and s.start <= q.start < s.end for q in a.quantities)
    return list(a.remember("unpriced_charges", lambda: tuple(i for i, s in enumerate(a.sentences) if unpriced(s))))
