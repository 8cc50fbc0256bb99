"""The words for a write's chosen values: maturity instructions, closure reasons, request categories, card
channels and delivery modes, one pattern per value in English, Hindi and Hinglish (``writes.check_proposal``
reads a proposal's choice with them; the verdict reads a request's category)."""

from __future__ import annotations

import re
from collections.abc import Mapping

from .text import DEVANAGARI, fold
from .write_actions import _E

__all__ = ["CATEGORY_PATTERNS", "CHANNEL_PATTERNS", "INSTRUCTION_PATTERNS", "MODE_PATTERNS", "PAYOUT_PATTERNS",
           "REASON_PATTERNS"]

_NOT_AND = r"(?!\s*(?:\(प्रिंसिपल\)\s*)?(?:और|व|तथा|एवं|\+|के साथ|सहित|aur|or|and|ke saath|ke sath|sahit)(?![\w" + DEVANAGARI + "]))"


def _table(patterns: Mapping[str, str | None]) -> dict[str, re.Pattern | None]:
    return {k: (re.compile(fold(v)) if v else None) for k, v in patterns.items()}


INSTRUCTION_PATTERNS: dict[str, re.Pattern] = _table({
    "renew_principal_interest": r"principal (?:and|\+|&|plus|along with|together with|with) (?:the )?interest|"
                                r"both (?:the )?principal and (?:the )?interest|(?:entire|full|whole|total) maturity "
                                r"(?:amount|value)|renew principal interest|principal\s*\+\s*interest"
                                # Hindi, Hinglish: "मूलधन और ब्याज दोनों", "principal aur interest dono"
                                r"|(?:मूलधन|प्रिंसिपल)(?:\s*\(प्रिंसिपल\))?\s+(?:और|व|तथा|एवं|\+|के साथ|सहित)\s+"
                                r"(?:उसके\s+|उस पर\s+|उस पर मिले\s+)?(?:ब्याज|इंटरेस्ट)"
                                r"|principal\s+(?:aur|\+|ke saath|ke sath|sahit)\s+(?:interest|byaj|byaaj)"
                                r"|(?:पूरी|पूरा|समस्त)\s+(?:परिपक्वता|मैच्योरिटी)\s+(?:राशि|रकम|अमाउंट)"
                                r"|(?:puri|poori|pura|poora)\s+maturity\s+(?:amount|rashi|raashi|rakam)",
    "renew_principal": r"(?:renew\w*|re-?invest\w*|roll\w* over)\s+(?:only\s+|just\s+)?(?:the\s+)?principal(?!\s*"
                       r"(?:and|\+|&|plus|along|together|with))|principal only|only (?:the )?principal|just (?:the )?"
                       r"principal|principal alone|principal will be renewed|renewal of (?:the )?principal(?!\s*"
                       r"(?:and|\+|&|plus|along|together|with))|interest (?:will be |is |gets )?(?:paid out|credited)"
                       # "केवल मूलधन (प्रिंसिपल) का नवीनीकरण", "sirf principal renew hoga"
                       r"|(?:केवल|सिर्फ़|मात्र|बस)\s+(?:मूलधन|प्रिंसिपल)" + _NOT_AND
                       + r"|(?:मूलधन|प्रिंसिपल)(?:\s*\(प्रिंसिपल\))?\s+(?:ही\s+)?(?:का|के|को)\s+(?:नवीनीकरण|रिन्यू)"
                       r"|(?:sirf|keval|kewal|bas)\s+principal" + _NOT_AND + r"|principal\s+(?:hi|only)\s+renew"
                       # "maturity instruction: principal renew", "प्रिंसिपल रिन्यू होगा": the noun, then its verb
                       r"|(?<![+&]\s)(?<!aur\s)(?<!and\s)\bprincipal\"?\s+(?:ko\s+)?renew"
                       r"|(?<![+]\s)(?<!और\s)(?:मूलधन|प्रिंसिपल)\"?\s+(?:को\s+)?(?:रिन्यू|नवीनीकृत)"
                       r"|(?:ब्याज|इंटरेस्ट)\s+(?:\S+\s+){0,3}?(?:जमा|क्रेडिट)\s+(?:होगा|हो जाएगा|किया जाएगा|कर दिया जाएगा)"
                       r"|(?:interest|byaj|byaaj)\s+(?:\S+\s+){0,3}?(?:credit|jama)\s+(?:hoga|ho jayega|kiya jayega|"
                       r"kar diya jayega)",
    "no_renewal": r"no (?:auto-?)?renewal|not (?:be )?(?:auto-?)?renew\w*|don't renew|do not renew|without renewal|(?:close|closed|paid out|"
                  r"pay out|credited) (?:on|at) maturity|auto-?renewal (?:off|disabled)|(?:stop|disable|switch off|"
                  r"turn off) (?:the )?auto-?renewal|won't be renewed|will be paid out"
                  # "नवीनीकरण नहीं, परिपक्वता पर भुगतान", "renewal nahi, maturity par payout"
                  r"|(?:नवीनीकरण|रिन्यू|रिन्यूअल)\s+(?:नहीं|न)" + _E + r"|बिना\s+(?:नवीनीकरण|रिन्यूअल)"
                  r"|(?:परिपक्वता|मैच्योरिटी)\s+पर\s+(?:पूरा\s+|पूरी\s+(?:राशि|रकम)\s+का\s+)?(?:भुगतान|पेआउट)"
                  r"|ऑटो-?रिन्यूअल\s+बंद|(?:renewal|renew)\s+(?:nahi|nahin|nhi|na)\b|bina\s+renewal"
                  r"|maturity\s+par\s+(?:pura\s+|poora\s+)?(?:payout|bhugtan|paisa|paise|credit)|auto-?renewal\s+band",
})
REASON_PATTERNS: dict[str, re.Pattern] = _table({
    "lost": r"\blost\b|\bmisplaced\b|\bmissing\b|\bcan't find\b"
            r"|खो\s+(?:गया|गई|गयी|गए|दिया|दी|जाने|जाए)|खोया|खोने|गुम|लापता|नहीं मिल रहा"
            r"|\bkho\s+(?:gaya|gayi|gya|gai|diya|jaane|jane|jaye)|\bkhoya\b|\bkhone\b|\bgumm?\s+(?:ho|gaya|gayi|hua|hai)\b",
    "stolen": r"\bstolen\b|\btheft\b|\bstole\b|चोरी|चुरा|\bchori\b|\bchura",
    "fraud": r"\bfraud\w*|\bunauthori[sz]ed\b|\bcompromised\b|\bmisuse\w*"
             r"|धोखाधड़ी|धोखा|फ्रॉड|फ्रोड|अनधिकृत|गलत इस्तेमाल|दुरुपयोग|\bdhokha\w*|\bgalat (?:istemal|use)\b|\banadhikrit\b",
    "damaged": r"\bdamaged\b|\bbroken\b|\bnot working\b"
               r"|खराब|टूट|क्षतिग्रस्त|डैमेज|काम नहीं कर|\bkharab\b|\bkhraab\b|\b(?:toot|tut)(?:a|i|\s+gaya|\s+gayi)\b"
               r"|\bkaam nahi kar",
})
CATEGORY_PATTERNS: dict[str, re.Pattern | None] = _table({
    "failed_transaction": r"\bfail\w*|\bunsuccessful\b|\breversal\b|\brefund\w*|\bnot (?:been )?credited\b|"
                          r"\bdebited but\b|\bdeclined\b"
                          r"|असफल|फेल|विफल|नाकाम|रिफंड|रिवर्सल|पैसे कट|वापस नहीं|\bpaise kat|\bpaisa kat|\b(?:wapas|vapas) nahi",
    "unauthorized_debit": r"\bunauthori[sz]ed\b|\bfraud\w*|\bdid not (?:make|authori[sz]e)\b|\bdidn't "
                          r"(?:make|authori[sz]e)\b|\bnot made by you\b|\bsuspicious\b"
                          r"|अनधिकृत|धोखाधड़ी|फ्रॉड|संदिग्ध|(?:मैंने|आपने) नहीं (?:किया|की)|\banadhikrit\b|\bsandigdh\b"
                          r"|\b(?:maine|aapne) nahi (?:kiya|ki)\b|\bdhokha\w*",
    "service_quality": r"\bservice\b|\bcomplain\w*|\bescalat\w*|\bstaff\b|\bbehaviou?r\b|\bquality\b|\brude\b|\bbranch\b"
                       r"|सेवा|सर्विस|स्टाफ|कर्मचारी|व्यवहार|बर्ताव|शाखा|ब्रांच|बदतमीज़|असभ्य|शिकायत|कंप्लेंट|एस्केलेट|एस्केलेशन"
                       r"|\bseva\b|\bvyavhar\b|\bbartav\b|\bshakha\b|\bshikayat\b|\bbadtameez\w*",
    "app_issue": r"\bapp\b|\bmobile banking\b|\bnet ?banking\b|\binternet banking\b|\blogin\b"
                 r"|ऐप|मोबाइल बैंकिंग|नेट ?बैंकिंग|इंटरनेट बैंकिंग|लॉग ?इन",
    "charges_dispute": r"\bcharges?\b|\bfees?\b|\bpenalt\w*|शुल्क|चार्ज|फ़ीस|जुर्माना|पेनल्टी|\bjurmana\b|\bshulk\b",
    "loan_foreclosure": r"\bforeclos\w*|\bpre-?clos\w*|\bclose (?:the |your |this )?loan\b|\bprepay\w*|\brepay (?:it|the loan) in full\b"
                        r"|फ़ोरक्लोज़|प्री-?क्लोज़|समय से पहले (?:पूरा )?चुका|लोन (?:\S+\s+){0,3}?(?:बंद|पूरा चुका)"
                        r"|\bloan (?:\S+\s+){0,3}?(?:band|chuka)|\bsamay se pehle (?:chuka|band)",
    "insurance_service": r"\binsurance\b|\bpolicy\b|\bpremium\b|\bclaim\b|बीमा|पॉलिसी|प्रीमियम|क्लेम|इंश्योरेंस|\bbima\b|\bbeema\b",
    "general_query": None, "other": None,
})
CHANNEL_PATTERNS: dict[str, re.Pattern] = _table({
    "atm": r"\batms?\b|\bcash withdrawals?\b|एटीएम|(?:नकद|कैश) निकासी|\b(?:cash|nakad) nikasi\b",
    "online": r"\bonline\b|\be-?commerce\b|\binternet\b|\bcard[- ]not[- ]present\b|\bweb\b|\becom\b"
              r"|ऑनलाइन|ई-?कॉमर्स|इंटरनेट|वेबसाइट",
    "pos": r"\bpos\b|\bpoint[- ]of[- ]sale\b|\bin-?store\b|\bstores?\b|\bswipe\w*|\btap\b|\bcontactless\b|\bmerchants?\b|"
           r"\bshops?\b|पीओएस|पी\.ओ\.एस|दुकान|स्टोर|स्वाइप|टैप|कॉन्टैक्टलेस|मर्चेंट|व्यापारी|\bduka+n\w*",
    "international": r"\binternational\w*|\babroad\b|\boverseas\b|\bforeign\b|\boutside india\b"
                     r"|अंतरराष्ट्रीय|अंतर्राष्ट्रीय|इंटरनेशनल|विदेश|(?:भारत|देश) के बाहर|\bvidesh\w*|\b(?:bharat|desh) ke bahar\b",
})
MODE_PATTERNS: dict[str, re.Pattern] = _table({
    "email": r"\be-?mail\w*|\binbox\b|\bmail(?:ed)? (?:to|it)\b|ईमेल|ई-मेल|इनबॉक्स|मेल (?:कर|पर)",
    "download": r"\bdownload\w*|\blink\b|\bportal\b|\bnet ?banking\b|डाउनलोड|लिंक|पोर्टल|नेट ?बैंकिंग",
    # no tool delivers by post: a proposal that names only the post names another delivery than the write's
    "post": r"\bby (?:post|courier)\b|\bposted to\b|\bpostal\b|डाक से|कूरियर से|\b(?:daak|dak|courier) se\b",
})


# How a fixed deposit pays its interest: the interest PAID OUT each month or quarter, or kept to maturity (how it
# is compounded, "compounded quarterly", is no payout, and names none)
_PAID_OUT = (r"(?:paid|credited|sent|transferred|deposited)(?:\s+(?:out|back))?(?:\s+to\s+(?:you|your\s+\w+(?:\s+\w+)?))?")
PAYOUT_PATTERNS: dict[str, re.Pattern] = _table({
    "monthly": rf"\binterest\b[^.?!\n]{{0,40}}?\b{_PAID_OUT}\s+(?:every|each|once a)\s+month\b|\bmonthly\s+(?:interest\s+)?"
               r"(?:payout|pay-?out|income|interest payout)s?\b|\binterest\s+(?:paid\s+)?monthly\b|\bmonthly interest\b"
               r"|(?:ब्याज|इंटरेस्ट)[^।.?!\n]{0,30}?(?:हर|प्रति)\s+(?:महीने|माह)|(?:मासिक|हर महीने)\s+(?:ब्याज|भुगतान|पेआउट)"
               r"|\b(?:interest|byaj|byaaj)\b[^.?!\n]{0,30}?\b(?:har|prati)\s+(?:mahine|maah)\b|\bmonthly\s+(?:byaj|byaaj)\b",
    "quarterly": rf"\binterest\b[^.?!\n]{{0,40}}?\b{_PAID_OUT}\s+(?:every|each|once a)\s+quarter\b|\bquarterly\s+(?:interest\s+)?"
                 r"(?:payout|pay-?out|income|interest payout)s?\b|\binterest\s+paid\s+quarterly\b"
                 r"|(?:ब्याज|इंटरेस्ट)[^।.?!\n]{0,30}?(?:हर|प्रति)\s+(?:तिमाही|तीन महीने)|(?:तिमाही|त्रैमासिक)\s+(?:ब्याज|भुगतान|पेआउट)"
                 r"|\b(?:interest|byaj|byaaj)\b[^.?!\n]{0,30}?\b(?:har|prati)\s+(?:timahi|teen mahine)\b",
    "cumulative": r"\bcumulative\b|\binterest\b[^.?!\n]{0,40}?\bat maturity\b|\breinvest\w*|\bsanchayi\b|\bkyumulative\b"
                  r"|संचयी|क्यूम्युलेटिव|क्यूम्यलेटिव|क्यूमुलेटिव|क्युमुलेटिव|कम्युलेटिव|क्यूमलेटिव"
                  r"|(?:ब्याज|इंटरेस्ट)[^।.?!\n]{0,30}?(?:परिपक्वता|मैच्योरिटी)\s+पर"
                  r"|\b(?:interest|byaj|byaaj)\b[^.?!\n]{0,30}?\bmaturity\s+par\b",
})
