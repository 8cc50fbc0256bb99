"""A go-ahead question whose verb takes a pronoun for its object ("Shall I book it?", "क्या मैं इसे बंद कर दूँ?", "ise
bhej doon?"): the object is the product the message describes before the question (``pronoun_actions`` gives the
proposal as "i will <verb> the <product>", for ``write_actions.named_actions`` to read)."""

from __future__ import annotations

import re

from .analysis import Analysis
from .dialogue import proposal_sentences
from .text import fold

__all__ = ["pronoun_actions"]


# "क्या मैं इसे बुक कर दूँ?", "ise book kar doon?", "Shall I book it?": the change's verb with a pronoun for its
# object; the object is the product the message describes before the question
# (a time word may stand between the pronoun and its verb: "इसे आज बंद करवाकर …", "ise abhi band kar doon?")
_PRONOUN_VERB = re.compile(fold(
    r"(?:इसे|इसको|यह|ये|उसे)\s+(?:(?:आज|अभी|अब|तुरंत|आज ही|अभी ही)\s+)?(?P<hi>बुक|बंद|रद्द|कैंसिल|फ्रीज़|ब्लॉक|दर्ज)\s+(?:कर|करवा)"
    r"|\b(?:ise|isko|yeh|ye|use)\s+(?:(?:aaj|aj|abhi|ab|turant)\s+)?(?P<hg>book|band|cancel|freeze|block|darj|raise|file)"
    r"\s+(?:kar|karwa)|\b(?P<en>book|close|cancel|freeze|block|raise|file|lodge|register|send|email)\s+(?:it|this|that|them)\b"
    # a document sent: "क्या मैं इसे भेज दूँ?", "ise bhej doon?"
    # (a channel may stand between: "इसे ईमेल पर भेज दूँ?")
    r"|(?:इसे|इसको|उसे)\s+(?:[^\s.?!।]+\s+){0,3}?(?P<hs>भेज)|\b(?:ise|isko|use)\s+(?:[^\s.?!]+\s+){0,3}?(?P<gs>bhej)"))
_PRONOUN_VERBS = {fold(k): v for k, v in {"बुक": "book", "बंद": "close", "रद्द": "cancel", "कैंसिल": "cancel",
                                          "फ्रीज़": "freeze", "ब्लॉक": "block", "band": "close", "दर्ज": "raise",
                                          "darj": "raise", "file": "raise", "lodge": "raise", "register": "raise",
                                          "भेज": "send", "bhej": "send", "email": "send"}.items()}
# (a dispute, complaint or request "raised" by a pronoun: "I can still raise a dispute … Would you like me to raise it?")
# (a deposit's id names its product too: "FD135673 का हिसाब … क्या आप इसे बंद करवाना चाहते हैं?")
_PRODUCT = re.compile(fold(r"\b(?:fixed deposit|fd|recurring deposit|rd|deposit|mandate|auto-?debit|card|dispute|complaint|"
                           r"certificate|form 16a?|statement)\b|सर्टिफिकेट|सर्टिफ़िकेट|प्रमाणपत्र|प्रमाण पत्र|स्टेटमेंट|\bpramanpatra\b"
                           r"|\b(?:fd|rd)(?=\d{4,}\b)|एफडी|फ़िक्स्ड डिपॉज़िट|डिपॉज़िट|डिपॉजिट|आरडी|मैंडेट|कार्ड|विवाद|शिकायत|"
                           r"डिस्प्यूट|\bshikayat\b"))
_PRODUCT_WORDS = {fold(k): v for k, v in {"एफडी": "fd", "फ़िक्स्ड डिपॉज़िट": "fd", "डिपॉज़िट": "deposit", "डिपॉजिट": "deposit",
                                          "आरडी": "rd", "मैंडेट": "mandate",
                                          "कार्ड": "card", "विवाद": "dispute", "शिकायत": "complaint",
                                          "डिस्प्यूट": "dispute", "shikayat": "complaint", "सर्टिफिकेट": "certificate",
                                          "सर्टिफ़िकेट": "certificate", "प्रमाणपत्र": "certificate",
                                          "प्रमाण पत्र": "certificate", "pramanpatra": "certificate",
                                          "स्टेटमेंट": "statement"}.items()}


def pronoun_actions(an: Analysis) -> list[str]:
    """Phrases for a proposal whose verb takes a pronoun for the product described before it."""
    out = []
    for i in proposal_sentences(an):
        sentence = an.sentences[i]
        m = _PRONOUN_VERB.search(an.low, sentence.start, sentence.end)
        if m is None:
            continue
        said = m.group("en") or m.group("hi") or m.group("hg") or m.group("hs") or m.group("gs")
        verb = _PRONOUN_VERBS.get(said, said)
        products = [_PRODUCT_WORDS.get(p.group(0), p.group(0)) for p in _PRODUCT.finditer(an.low, 0, m.start())]
        if products:  # the last product named, a bare "deposit" only where no fixed or recurring one is
            noun = ([p for p in products if p != "deposit"] or products)[-1]
            out.append(f"i will {verb} the {noun}")
    return out
