"""Promises that the bank will reach the customer: a call, a contact, a visit ("the team will contact you", "बैंक
की टीम आपसे संपर्क करेगी", "officer aapke ghar aakar …"), read so that the verdict can ask for their source."""

from __future__ import annotations

import re

from .analysis import Analysis
from .dialogue import negated
from .prefilter import prefiltered
from .text import fold

# A promise that the bank will reach the customer ("the team will contact you", "they'll call you on your registered
# mobile", "बैंक की टीम आपसे संपर्क करेगी", "team call karegi"): a commitment of the bank's, true only where a source
# the session read makes it (a passage, a tool's note), never from the assistant's memory.
CONTACT_WORD = re.compile(fold(r"\b(?:contact\w*|call\w*|reach out|get in touch|ring|phone|sampark)\b|संपर्क|कॉल|फ़ोन|फोन"))
_BANK_SUBJECT = (r"(?:they|the team|the bank|our team|the \w+ team|someone|an officer|an executive|the branch|we|"
                 r"team|bank|hum|hamari team|bank ki team|(?:a|an|the|your|our)\s+(?:\w+\s+)?(?:manager|officer|"
                 r"executive|agent|representative|specialist|advisor|adviser|colleague|person|staff member))")
_PROMISE = prefiltered(re.compile(fold(
    rf"\b{_BANK_SUBJECT}(?:'ll|\s+(?:\w+\s+){{0,3}}?(?:will|shall|should))\s+(?:\w+\s+){{0,2}}?"
    r"(?:contact|call|reach out|reach|get in touch|ring|phone|visit|meet|come (?:to|over|by)|drop by|stop by|"
    r"pop (?:over|by|round)|come (?:round|around)|e-?mail\s+you|text\s+you|(?:sms|message|whatsapp)\s+you|"
    r"send\s+you\s+(?:an?\s+)?(?:\w+\s+)?(?:update|e-?mail|message|sms|text|whatsapp|notification|alert))\w*\b"
    r"|(?:टीम|बैंक|हम|मैनेजर|अधिकारी|एजेंट)\s+(?:\S+\s+){0,10}?(?:संपर्क|कॉल|फ़ोन|फोन)\s+(?:\S+\s+){0,1}?(?:करेगी|करेगा|करेंगे|करेंगी)"
    # a visit: "हमारे अधिकारी आपके घर आकर …", "officer aapke ghar aakar …" (not what comes from the bank to the
    # address: "बैंक से चेकबुक आपके पते पर मिलेगी")
    # (the bank as a place or a source is no visitor: "बैंक में दर्ज … पते पर पहुँचेगी" is where a thing arrives)
    r"|(?:टीम|बैंक|हम|मैनेजर|अधिकारी|एजेंट|कर्मचारी|प्रतिनिधि)(?!\s+(?:से|में)(?![\u0900-\u097f])(?!\s+कोई))\s+(?:\S+\s+){0,4}?(?:घर|पते)\s+"
    r"(?:पर\s+)?(?:\S+\s+){0,2}?(?:आकर|पहुंचकर|आएँगे|आएंगे|आएगा|आएगी|मिलेंगे|मिलेगा|मिलेगी)"
    r"|\b(?:team|bank|hum|manager|officer|agent|executive|staff|representative|adhikari|karmachari|pratinidhi)(?!\s+(?:se|mein|me)\b(?!\s+koi\b))\s+(?:\S+\s+){0,4}?(?:ghar|address)\s+"
    r"(?:par\s+)?(?:\S+\s+){0,2}?(?:aakar|aake|pahunchkar|aayenge|aayega|aayegi|aaenge|milenge|milega|milegi)\b"
    # an update sent to the customer: "टीम कल तक आपको ईमेल से अपडेट भेजेगी", "team aapko SMS se result bhej degi" (not a
    # statement sent to the e-mail address: "बैंक स्टेटमेंट आपकी रजिस्टर्ड ईमेल पर भेजेगा")
    r"|(?:टीम|बैंक|हम|मैनेजर|अधिकारी)\s+(?:\S+\s+){0,6}?आपको\s+(?:\S+\s+){0,4}?(?:अपडेट|नतीजा|जानकारी|सूचना)\s+(?:\S+\s+){0,2}?"
    r"(?:भेजेगी|भेजेगा|भेजेंगे|भेज\s+देगी|भेज\s+देगा|भेज\s+देंगे|देगी|देगा|देंगे)"
    # "टीम कल तक आपको एसएमएस कर देगी", "team aapko SMS kar degi": a message sent to the customer
    r"|(?:टीम|बैंक|हम|मैनेजर|अधिकारी|प्रतिनिधि)\s+(?:\S+\s+){0,6}?आपको\s+(?:एसएमएस|मैसेज|ईमेल|व्हाट्सऐप|\bsms|\bmessage|\be-?mail)\s+"
    r"(?:कर\s+|भेज\s+)?(?:देगी|देगा|देंगे|करेगी|करेगा|करेंगे|भेजेगी|भेजेगा|भेजेंगे)"
    r"|\b(?:team|bank|hum|manager|officer|representative)\s+(?:\S+\s+){0,6}?aapko\s+(?:sms|message|e-?mail|whatsapp)\s+"
    r"(?:kar\s+|bhej\s+)?(?:degi|dega|denge|karegi|karega|karenge|bhejegi|bhejega|bhejenge)\b"
    r"|\b(?:team|bank|hum|manager|officer)\s+(?:\S+\s+){0,6}?aapko\s+(?:\S+\s+){0,4}?(?:update|result|natija|jaankari|suchna)\s+"
    r"(?:\S+\s+){0,2}?(?:bhejegi|bhejega|bhejenge|bhej\s+degi|bhej\s+dega|bhej\s+denge|degi|dega|denge)\b"
    # "मैनेजर … आपको कॉल करके इस बारे में बात करेंगे", "manager … call karke baat karenge"
    r"|(?:टीम|बैंक|हम|मैनेजर|अधिकारी|एजेंट)\s+(?:\S+\s+){0,10}?(?:संपर्क|कॉल|फ़ोन|फोन)\s+करके\s+(?:\S+\s+){0,6}?"
    r"(?:करेगी|करेगा|करेंगे|करेंगी)"
    r"|\b(?:team|bank|hum|manager|officer|agent|executive)\s+(?:\S+\s+){0,10}?(?:sampark|contact|call|phone)\s+karke\s+"
    r"(?:\S+\s+){0,6}?(?:karegi|karega|karenge|karengi)\b"
    r"|\b(?:team|bank|hum|manager|officer|agent|executive)\s+(?:\S+\s+){0,10}?(?:sampark|contact|call|phone)\s+(?:\S+\s+){0,1}?"
    r"(?:karegi|karega|karenge|karengi)\b"
    # the customer the subject, no bank named: "you will be contacted", "you'll get a call from our team", "आपसे …
    # संपर्क किया जाएगा", "आपको … कॉल आएगा", "aapko call aayega"
    r"|\byou(?:'ll|\s+(?:\w+\s+){0,2}?(?:will|shall|should))\s+(?:\w+\s+){0,2}?(?:be\s+(?:contacted|called|reached|"
    r"phoned)|(?:get|receive)\s+(?:a\s+|an\s+)?(?:\w+\s+)?(?:call|callback|call-back|phone call))\b"
    r"|(?<![\u0900-\u097f])आप(?:से|को)\s+(?:\S+\s+){0,8}?(?:संपर्क|कॉल|फ़ोन|फोन)\s+(?:किया\s+जाएगा|आएगा|आएगी|आ\s+जाएगा)"
    r"|\baap(?:se|ko)\s+(?:\S+\s+){0,8}?(?:sampark|contact|call|phone)\s+(?:kiya\s+(?:jayega|jaayega|jaega)|aayega|ayega|"
    r"aaega|aa\s+jayega|mil\s+jayega)\b|(?<![\u0900-\u097f])(?:कॉल|फ़ोन|फोन)\s+मिल\s+जाएगा"
    # "… will get back to you", "you'll hear from our team", "टीम आपसे बात करेगी", "team aapse baat karegi"
    rf"|\b{_BANK_SUBJECT}(?:'ll|\s+(?:\w+\s+){{0,3}}?(?:will|shall|should))\s+(?:\w+\s+){{0,2}}?get\s+back\s+to\s+you\b"
    r"|\byou(?:'ll|\s+will|\s+should)\s+(?:\w+\s+){0,2}?hear\s+(?:back\s+)?from\b"
    r"|(?:टीम|बैंक|मैनेजर|अधिकारी)\s+(?:\S+\s+){0,6}?(?:आपसे|आपको)\s+(?:\S+\s+){0,4}?बात\s+(?:करेगी|करेगा|करेंगे|करेंगी)"
    r"|\b(?:team|bank|manager|officer)\s+(?:\S+\s+){0,6}?(?:aapse|aapko)\s+(?:\S+\s+){0,4}?baat\s+(?:karegi|karega|karenge|karengi)\b")))
# a call the customer is warned of ("a call from someone pretending to be from the bank", "ठग का कॉल")
_FRAUDSTER = re.compile(fold(r"\b(?:pretend\w*|posing|impersonat\w*|claiming to be|fraudsters?|scammers?|thag|dhokhebaaz\w*)\b|ठग|धोखेबाज़|"
                             r"धोखेबाज"))


def promised_contacts(a: Analysis) -> list[int]:
    """Indices of the sentences that promise the bank will contact or call the customer (not negated: "the bank
    will never call you for an OTP" is a warning)."""
    def promises(s) -> bool:
        if (m := _PROMISE.search(s.text)) is None:
            return False
        # (a "no" in another clause is that clause's: "No need to worry, our team will call you", "… will call you, so
        # no branch visit is needed"); a call from someone posing as the bank is a warning of fraud
        lo = max((b.end() for b in re.finditer(r"[,;:]", s.text[:m.start()])), default=0)
        if negated(a, s.start + m.end() - 1) or _WARNS_NEVER.search(s.text, lo, m.end()) or _FRAUDSTER.search(s.text):
            return False
        party = _CONTACTED.search(m.group(0))  # "हमारा बैंक Kotak Mahindra Bank से संपर्क करेगा": another bank, not you
        if _EN_VERB_END.search(m.group(0)) and _EN_OTHER_PARTY.match(a.low, s.start + m.end()) \
                and not _EN_YOU.search(a.low, s.start + m.end(), s.end):
            return False  # "they should contact Axis Bank with the UTR": someone else is contacted, not you
        return party is None or party.group(1) in _YOU
    return list(a.remember("promised_contacts", lambda: tuple(i for i, s in enumerate(a.sentences) if promises(s))))


# whom the bank contacts, in Hindi and Hinglish: the word before "से संपर्क" ("आप से", "Kotak Mahindra Bank से")
_CONTACTED = re.compile(fold(r"(\S+)\s+(?:से|\bse)\s+(?:संपर्क|\bsampark|\bcontact)"))
# the English verb's object when it is not the customer: a named party ("Axis Bank", "the beneficiary", "their bank")
_EN_VERB_END = re.compile(r"(?:contact|call|reach out|get in touch|ring|phone)\w*$")
_EN_YOU = re.compile(r"\b(?:you|your|u|yours)\b")
_EN_OTHER_PARTY = re.compile(r"\s+(?:with\s+)?(?!you\b|u\b|back\b|on\b|at\b|in\b|within\b|by\b|from\b|shortly\b|soon\b|"
                             r"today\b|tomorrow\b|once\b|when\b|if\b|regarding\b|about\b|to\b|and\b|or\b)[a-z]")
_YOU = frozenset({fold("आप"), "aap", "ap", "you"})
_WARNS_NEVER = re.compile(fold(r"\b(?:never|not|no|don't|won't|nahi|kabhi nahi)\b|कभी नहीं|नहीं"))
