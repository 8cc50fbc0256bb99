"""What a message reports: a decline ("I'm afraid I cannot do that", "हम यह नहीं कर सकते", "yeh possible nahi
hai") and an outcome ("The closure has been processed." is "closed"; "फ्रीज़ कर दिया गया है", "band ho gaya").

* ``refusal_stated``: a statement (not a question, not an echo) that declines or explains that the thing cannot
  be done;
* ``outcome_stated`` / ``OUTCOMES``: the ways assistants report that a thing is closed, cancelled, frozen,
  blocked, updated, requested, stopped, enabled, ..., not negated ("could not be closed" is not "closed");
  Hindi and Hinglish outcomes count in the perfective or as a state ("फ्रीज़ कर दिया गया है", "band hai"); a
  future or an infinitive ("फ्रीज़ करेंगे", "band karna") reports nothing;
* ``stated_matches``: the matches of a pattern said as statements (outside the interrogative part of a sentence).

Built on ``dialogue``'s primitives (questions, negation, the Devanagari word bounds and ``_is_local``); the Hindi /
Hinglish tables are tried only on text that may be Hindi, so English text reads exactly as it did.
"""

from __future__ import annotations

import re

from .analysis import Analysis
from .dialogue import _L, _R, _is_local, _re, negated, question_parts
from .prefilter import prefiltered
from .text import DEVANAGARI, fold, word_pattern

__all__ = ["OUTCOMES", "outcome_stated", "refusal_stated", "stated_matches"]

_REFUSAL = re.compile(
    r"\b(?:cannot|can't|can not|unable to|not able to|won't be able|will not be able|isn't possible|is not possible|"
    r"not possible|wouldn't be possible|would not be possible|not allowed|isn't allowed|is not allowed|not permitted|"
    r"not eligible|ineligible|do not have access|don't have access|no access|not yours|not linked|isn't linked|"
    r"is not linked|not registered to you|not in your name|decline|declined|have to decline|must decline|"
    r"not something i can|i'm afraid|i am afraid|regret|unfortunately|not supported|doesn't allow|does not allow|"
    r"don't allow|do not allow|not available for|can only be|cannot be|can't be|won't be possible|no longer possible|"
    r"not in a position|against (?:our|the bank's|bank|the bank) (?:policy|policies|rules|guidelines)|"
    r"policy does not|policy doesn't|not going to be able|(?:have to|must|need to) say no|"
    r"would exceed|exceeds the|above the maximum|more than the maximum|insufficient|not enough)\b"
)
# A decision not to do it ("I won't record it today", "it will not be processed", "आज इसे दर्ज नहीं किया जाएगा",
# "मैं इसे आज दर्ज नहीं कर रहा"): a refusal the customer hears, but no excuse for what else its clause says ("I won't
# stop you as …"), so the compliance and figure checks read refusals without it (``refusal_stated(decisions=False)``).
_DECISION = re.compile(
    r"\b(?:(?:i|we)\s+(?:will\s+not|won't|shall\s+not|am\s+not\s+going\s+to|are\s+not\s+going\s+to)|(?:i'm|we're)\s+not"
    r"\s+going\s+to)\s+(?:be\s+)?(?:do|doing|process|record|register|make|book|close|open|reopen|change|update|share|"
    r"give|send|transfer|move|issue|print|provide|disclose|reveal|cancel|block|unblock|freeze|unfreeze|reverse|waive|"
    r"approve|raise|file|submit|proceed|go\s+ahead|tell|look\s+up|check|carry\s+out)\w*\b"
    r"|\b(?:will\s+not|won't)\s+be\s+(?:done|recorded|processed|registered|updated|made|raised|booked|carried\s+out)\b"
    + fold(rf"|{_L}नहीं\s+(?:किया|की|किए|किये)\s+(?:जाएगा|जाएगी|जाएँगे|जाएंगे|जायेगा|जायेगी){_R}"
           rf"|{_L}(?:मैं|हम)\s+(?:\S+\s+){{0,4}}?नहीं\s+(?:कर|करवा)\s+(?:रहा|रही|रहे|सकूँगा|सकूँगी){_R}"
           r"|\bnahi?n?\s+(?:kiya|ki|kiye)\s+(?:jayega|jaayega|jaega|jayegi|jaayegi|jaegi|jayenge|jaayenge)\b"
           r"|\b(?:main|mai|hum)\s+(?:\S+\s+){0,4}?nahi?n?\s+(?:kar|karwa)\s+(?:raha|rahi|rahe)\b"))
_LOCAL_REFUSAL = prefiltered(re.compile(
    # Hindi / Hinglish: "हम यह नहीं कर सकते", "नहीं हो सकता", "यह संभव नहीं है", "अनुमति नहीं", "yeh possible nahi
    # hai", "nahi ho payega", "maaf kijiye, ... nahi" (but not "माफ़ कीजिए, यह रिकॉर्ड में नहीं मिला": not found)
    fold(
        rf"{_L}नहीं\s+(?:कर|हो|दे|बता|बदल|खोल|भेज|ले|दिखा|बना|हटा|रोक|देख)\s+(?:सकते|सकता|सकती|सकेंगे|सकेगा|सकेगी|"
        rf"पाएंगे|पाएगा|पाएगी|पाऊंगा|पाऊंगी|पायेंगे|पायेगा|पायेगी|पाते|पाता|पाती){_R}"
        rf"|{_L}(?:कर|हो|दे|बता|बदल|खोल|भेज|ले)\s+नहीं\s+(?:सकते|सकता|सकती|पाएंगे|पाएगा|पाएगी|पाऊंगा|पाऊंगी){_R}"
        rf"|{_L}(?:संभव|मुमकिन|पॉसिबल|अनुमति|इजाजत|परमिशन|अलाउड|पात्र|योग्य|एलिजिबल)\s+नहीं{_R}"
        rf"|{_L}(?:असंभव|नामुमकिन|अपात्र|अपर्याप्त|अस्वीकार|अस्वीकृत|इनकार){_R}"
        rf"|{_L}(?:अनुमति|इजाजत)\s+नहीं\s+(?:देता|देती|देते){_R}"
        rf"|{_L}(?:आपके\s+नाम\s+(?:पर|से)|आपका|आपकी|जुड़ा|जुड़ी|जुड़े|लिंक|लिंक्ड|रजिस्टर्ड)\s+नहीं\s+(?:है|हैं){_R}"
        rf"|{_L}(?:नीति|पॉलिसी|नियमों|नियम)\s+के\s+(?:खिलाफ|विरुद्ध|विपरीत){_R}"
        rf"|{_L}(?:पर्याप्त|काफी)\s+(?:(?:बैलेंस|राशि|शेष|पैसे|फंड|रकम)\s+)?नहीं{_R}"
        rf"|{_L}(?:सीमा|लिमिट)\s+से\s+(?:ज्यादा|अधिक|ऊपर){_R}|{_L}मना\s+(?:करना|करने){_R}"
        rf"|{_L}(?:केवल|सिर्फ)(?:\s+\S+){{1,5}}?\s+ही\s+(?:\S+\s+)?(?:सकते|सकता|सकती){_R}"
        rf"|{_L}(?:क्षमा|माफ|माफी|खेद|अफसोस)(?:(?!समझ|पता|दिख)[^.?!]){{0,80}}?{_L}नहीं{_R}"
        rf"(?!\s+(?:मिल|दिख|समझ|पता|पहचान))"
        r"|\bnahi?n?\s+(?:kar|ho|de|bata|badal|khol|bhej|le|dikha|bana|hata|dekh)\s+(?:sakte|sakta|sakti|sakenge|sakega|"
        r"sakegi|payenge|paayenge|payega|paayega|payegi|paayegi|paunga|paungi|paaunga|paaungi|paate|paata|paati)\b"
        r"|\b(?:kar|ho|de|bata|badal|khol|bhej|le)\s+nahi?n?\s+(?:sakte|sakta|sakti|payenge|paayenge|payega|paayega|"
        r"paunga|paungi)\b"
        r"|\b(?:possible|sambhav|mumkin|allowed|permitted|eligible|patra|anumati|ijazat|ijaazat|permission)\s+nahi?n?\b"
        r"|\b(?:asambhav|namumkin|naamumkin)\b"
        r"|\b(?:aapke\s+naam\s+(?:par|pe|se)|linked|link|registered|jud[aie]|aapka|aapki)\s+nahi?n?\s+(?:hai|hain)\b"
        r"|\b(?:policy|niyam|rules?)\s+ke\s+(?:khilaf|khilaaf|viruddh|against)\b"
        r"|\b(?:sufficient|kaafi|kafi|paryapt)\s+(?:(?:balance|funds?|paise|amount)\s+)?nahi?n?\b"
        r"|\blimit\s+se\s+(?:zyada|jyada|adhik|upar)\b|\bmana\s+karna\b|\bdecline\s+kar"
        r"|\b(?:sirf|keval|kewal)(?:\s+\S+){1,5}?\s+hi\s+(?:\S+\s+)?(?:sakte|sakta|sakti)\b"
        r"|\b(?:maaf|maafi|kshama|afsos|khed)\b(?:(?!samajh|pata|dikh)[^.?!]){0,80}?\bnahi?n?\b"
        r"(?!\s+(?:mil|dikh|samajh|pata|pehchan))"
        # the passive: "aisa certificate nahi banaya ja sakta", "ऐसा प्रमाणपत्र नहीं बनाया जा सकता" (cannot be made)
        r"|\bnahi?n?\s+\w+[aei]\s+ja\s+(?:sakta|sakti|sakte)\b|\b\w+[aei]\s+(?:bhi\s+)?nahi?n?\s+ja\s+(?:sakta|sakti|sakte)\b"
        rf"|{_L}नहीं\s+\S+(?:या|ये|यी|ई|ा)\s+जा\s+(?:सकता|सकती|सकते){_R}"
        rf"|{_L}\S+(?:या|ये|यी|ई)\s+(?:भी\s+)?नहीं\s+जा\s+(?:सकता|सकती|सकते){_R}"
        # neither … nor with a modal: "न तो देख सकते हैं, न ही बता सकते हैं", "na toh dekh sakte, na hi bata sakte"
        rf"|{_L}न\s+तो\s+(?:\S+\s+){{0,4}}?(?:सकते|सकता|सकती|पाएंगे|पाते|पाता){_R}"
        r"|\bna\s+(?:toh|to)\s+(?:\S+\s+){0,4}?(?:sakte|sakta|sakti|payenge|paayenge|paate|paata)\b"
    )
))


def stated_matches(analysis: Analysis, pattern: re.Pattern, skip: set[int] = frozenset()):
    """(sentence, match) for each match of ``pattern`` said as a statement: outside the sentences in ``skip``
    and outside the interrogative part of a sentence ("Is your card frozen?" states nothing)."""
    if not analysis.has(pattern):
        return
    parts = question_parts(analysis)
    for i, s in enumerate(analysis.sentences):
        if i in skip:
            continue
        asked = parts[i]
        for m in pattern.finditer(s.text):
            if (asked is None or not asked[0] <= s.start + m.start() < asked[1]) and not (
                    s.text.rstrip().endswith("?") and _WHETHER.search(s.text, 0, m.start())) \
                    and not _OR_NOT.match(s.text, m.end()):
                yield s, m


# an embedded yes/no question, however the sentence ends: "खाता सक्रिय है या नहीं, यह देखने के लिए …", "to see if
# it is active or not"
_OR_NOT = re.compile(r"[*\s]*(?:(?:है|हैं|hai|hain)[*\s]*)?(?:या|ya)\s+(?:नहीं|नही|nahi|nahin|nhi)(?![\w\u0900-\u097f])"
                     r"|[*\s]*or\s+not\b")
# an embedded question in a question: "To check whether your account is active, could you share its number?"
# ("To check that your account is active, could you please share your account number?": what is to be checked)
_WHETHER = re.compile(r"\b(?:whether|ki kya|(?:check|confirm|verify|see)\s+(?:that|if)|(?:make sure|ensure)(?:\s+(?:that|if))?)\b[^,;:.?!\n|=→—–-]*$|(?<![\w\u0900-\u097f])कि\s+क्या[^,;:.?!\n|=→—–-]*$")


# Advice against the thing asked ("No — please do not give that OTP to the caller.", "Please don't share your
# OTP.", "कृपया ओटीपी मत दीजिए", "OTP kisi ko mat batana"): a sentence that opens as a negated instruction to the
# customer refuses as plainly as "I can't do that".
_ADVICE_AGAINST = re.compile(
    r"^\W*(?:no\b\W*)?(?:please\s+|kindly\s+)?(?:do\s+not|don't|dont|never)\s+(?:ever\s+)?"
    r"(?!worry|hesitate|mind|forget|panic|fret)[a-z]+"
    r"|(?<![\w\u0900-\u097f])(?:मत|ना)\s+(?:दीजिए|दें|दो|बताइए|बताएं|बताएँ|बताना|कीजिए|करें|करो|करना|भेजिए|भेजें|"
    r"शेयर|साझा)"
    # a negator right before a polite imperative: "क्लिक न करें", "कोई जानकारी न भरें", "link par click na karein"
    r"|(?<![\w\u0900-\u097f])(?:न|ना|मत)\s+(?!तो)[\u0900-\u097f]+(?:ें|एं|एँ|िए|इए)(?![\u0900-\u097f])"
    r"|\b(?:na|mat)\s+[a-z]+(?:ein|en|iye|ijiye)\b"
    r"|\bmat\s+(?:dijiye|dena|do|dein|bataiye|batana|batao|bataein|kijiye|karna|karo|karein|bhejiye|bhejna|share)\b")


def refusal_stated(analysis: Analysis, skip: set[int] = frozenset(), decisions: bool = True) -> bool:
    """Whether a (non-question, non-echo) sentence declines or explains that the thing cannot be done, or advises
    the customer against it (``_ADVICE_AGAINST``); with ``decisions``, a decision not to do it counts too."""
    if next(stated_matches(analysis, _REFUSAL, skip), None) is not None:
        return True
    if decisions and next(stated_matches(analysis, _DECISION, skip), None) is not None:
        return True
    if any(i not in skip and not s.question and _ADVICE_AGAINST.search(s.text) for i, s in enumerate(analysis.sentences)):
        return True
    return _is_local(analysis.low) and next(stated_matches(analysis, _LOCAL_REFUSAL, skip), None) is not None


# a value moved to its new figure ("has been reduced to ₹10,000", "I've raised it to …", "the limit is now ₹10,000"):
# the setting changed
_MOVED = (r"\b(?:has\s+been|have\s+been|was|were|is\s+now|now)\s+(?:\w+\s+)?(?:reduced|lowered|increased|raised|decreased|"
          r"cut|brought\s+down|capped)\s+to\b|\b(?:i've|i\s+have|we've|we\s+have)\s+(?:\w+\s+)?(?:reduced|lowered|increased|"
          r"raised|decreased|cut|capped)\b|\bis\s+now\s+\**\s*(?:₹|rs\.?\s*\d)")
# canonical outcome word -> the ways it is reported (regex on lower-case text)
OUTCOMES: dict[str, str] = {
    "closed": r"\bclosed\b|\bclosure\s+(?:has\s+been\s+|is\s+|was\s+)?(?:now\s+)?(?:processed|completed|complete|done|successful|"
              r"effected|carried out|confirmed)|\b(?:liquidated|encashed|broken)\b|\bprematurely\s+closed\b",
    "cancelled": r"\bcancell?ed\b|\brevoked\b|\bcancell?ation\s+(?:has\s+been|is|was)\s+(?:now\s+)?(?:processed|"
                 r"completed|complete|done|successful|confirmed)|\bdeactivated\b|\bno longer active\b",
    "frozen": r"\bfrozen\b|\bfreeze\s+(?:has\s+been|is|was)\s+(?:now\s+)?(?:applied|placed|active|in place|done|"
              r"successful)|\btemporarily\s+(?:blocked|locked|disabled|suspended)\b|\blocked\b",
    "blocked": r"(?<!temporarily )\bblocked\b|\bhot-?listed\b|\bpermanently\s+(?:blocked|deactivated|disabled)\b|"
               r"\bblock\s+(?:has\s+been|is|was)\s+(?:now\s+)?(?:applied|placed|done|successful)",
    "updated": r"\bupdated\b|\bchanged\b|\bmodified\b|\bamended\b|\b(?:is|has\s+been|was)\s+(?:now\s+)?set\b|"
               r"\bnow\s+set\b|\bsaved\b|\bin effect\b|\btaken effect\b|" + _MOVED,
    "changed": r"\bchanged\b|\bupdated\b|\bmodified\b|\b(?:is|has\s+been)\s+(?:now\s+)?set\b|" + _MOVED,
    "enabled": r"\benabled\b|\bactivated\b|\bturned\s+on\b|\bswitched\s+on\b|\bnow\s+allowed\b|\bnow\s+active\b"
               # the state as a switch's: "Online: ON", "| ON |", "online payments are on."
               r"|:\s*on\b(?=\s*(?:[,.;!)(|\n]|\u2705|$))|\|\s*on\s*[|,]"
               r"|\b(?:is|are)\s+(?:currently\s+|already\s+|still\s+|now\s+)?on(?=\s*(?:[.,;!)\n]|\u2705|$))",
    "disabled": r"\bdisabled\b|\bturned\s+off\b|\bswitched\s+off\b|\bnot\s+enabled\b|\bnot\s+active\b|\boff\b",
    "requested": r"(?<!as )(?<!you )(?<!you've )(?<!you have )\brequested\b|"
                 r"\b(?:raised|placed|logged|submitted|lodged|filed|registered)\s+(?:the|a|your)\s+(?:\w+\s+)?(?:request|order)\b|\b(?:order|request)\s+(?:has\s+been|is|was)\s+(?:now\s+)?(?:placed|raised|"
                 r"submitted|logged|registered|created|accepted)\b|\bplaced\b|\bon its way\b|\bdispatched\b|"
                 r"\bwill be\s+(?:sent|emailed|delivered|dispatched|mailed|couriered)\b|\bsent\b|\bemailed\b",
    "sent": r"\bsent\b|\bemailed\b|\bwill be\s+(?:sent|emailed|delivered|mailed)\b|\bon its way\b|\bdispatched\b",
    "stopped": r"\bstopped\b|\bstop(?:[- ]payment)?\s+(?:instruction\s+)?(?:has\s+been\s+|is\s+|was\s+)?(?:now\s+)?(?:placed|"
               r"recorded|registered|marked|applied|in place|active|done)\b|\bstop\s+is\s+in\s+place\b"
               r"|\b(?:placed|put|recorded|registered|applied)\s+(?:a\s+)?stop(?:[- ]payment)?\b",
    "transfer": r"\btransfer\w*|\bconnect\w*\s+you\b|\bhand\w*\s+(?:you\s+)?over\b|\bhuman\s+agent\b|"
                r"\b(?:a|our)\s+(?:colleague|specialist|human)\b",
    "verification": r"\bverif\w+|\bvalidat\w+|\bchecked by\b",
    "verified": r"\bverif\w+|\bvalidat\w+",
    "cleared": r"\bcleared\b|\b(?:was|has\s+been)\s+(?:paid|encashed|honou?red|presented and paid)\b",
    "complete": r"\bcomplete\b|\bcompleted\b|\bup[- ]to[- ]date\b|\bcompliant\b|\bvalid\b|\bdone\b",
    "in progress": r"\bin\s+progress\b|\bbeing\s+(?:processed|worked on|looked into|reviewed|handled)\b|\bunder\s+"
                   r"(?:process|review|processing)\b|\bin\s+process\b|\bbeing\s+investigated\b",
    "open": r"\bopen\b|\bstill\s+pending\b|\bawaiting\b|\bnot\s+yet\s+(?:resolved|closed)\b|\bpending\b",
    "dormant": r"\bdormant\b|\binoperative\b",
    "issued": r"\bissued\b|\bnot\s+(?:yet\s+)?(?:been\s+)?(?:cleared|presented|encashed)\b|\bpending\b|\buncleared\b",
    "not cleared": r"\bnot\s+(?:yet\s+)?(?:been\s+)?(?:cleared|presented|encashed)\b|\buncleared\b|\bstill\s+pending\b",
    "not yet cleared": r"\bnot\s+(?:yet\s+)?(?:been\s+)?(?:cleared|presented|encashed)\b|\buncleared\b|\bstill\s+pending\b",
    "not enabled": r"\bnot\s+enabled\b|\bdisabled\b|\bturned\s+off\b|\bswitched\s+off\b|\bnot\s+active\b|\boff\b",
    "already cancelled": r"\balready\s+(?:been\s+)?cancell?ed\b|\bwas\s+cancell?ed\s+(?:earlier|before|already|previously|on)\b",
    "already been cancelled": r"\balready\s+(?:been\s+)?cancell?ed\b",
    "already canceled": r"\balready\s+(?:been\s+)?cancell?ed\b",
    "stop placed": r"\bstop\s+(?:has\s+been\s+|is\s+|was\s+)?(?:now\s+)?(?:placed|recorded|registered|in place)\b|\bstopped\b",
    "will be emailed": r"\bwill be\s+(?:emailed|sent|mailed)\b|\bemailed\b|\bsent\b",
    "will be sent": r"\bwill be\s+(?:sent|emailed|mailed|delivered|dispatched)\b|\bsent\b|\bon its way\b|\bdispatched\b",
    "on its way": r"\bon its way\b|\bdispatched\b|\bwill be\s+(?:sent|delivered|emailed)\b",
}
# Hindi and Hinglish outcomes: said in the perfective ("कर दिया गया है", "ho gaya", "हो चुका है") or as a state
# ("फ्रीज़ है", "band hai"); a future or an infinitive ("फ्रीज़ करेंगे", "band karna") reports nothing.
_DONE = (r"\s+(?:को\s+)?(?:कर\s+(?:दिया|दी|दिए|दिये|दीं|लिया|ली)|किया|किए|किये|की\s+(?:गई|गयी|जा\s+चुकी)"
         r"|हो\s+(?:गया|गई|गयी|गए|गये|चुका|चुकी|चुके)|हुआ|हुई|हुए)" + _R
         + r"|\s+(?:ko\s+)?(?:(?:kar|kr)\s+(?:diya|di|diye|dia|dee|liya|li)|kiya|kiye|ki\s+(?:gayi|gai|ja\s+chuki)"
           r"|ho\s+(?:gaya|gayi|gai|gaye|gya|gyi|chuka|chuki|chuke)|hua|hui|hue)\b")
_IS = r"\s+(?:है|हैं)" + _R + r"|\s+(?:hai|hain)\b"
_STATUS_END = r"(?=\s*(?:[.;,(!]|$))"  # "कार्ड की स्थिति: फ्रीज़", "status: block"
_WILL_STAY = r"|\s+(?:रहेगा|रहेगी)" + _R + r"|\s+(?:rahega|rahegi)\b"  # "फ्रीज़ रहेगा": stays frozen


def _said(stems: str, tail: str) -> str:
    """``stems`` (Devanagari or Latin alternatives) followed by one of ``tail``'s forms."""
    return rf"(?<![\w{DEVANAGARI}])(?:{stems})(?:{tail})"


_SENT_TAIL = (r"\s+(?:(?:कर\s+)?(?:दिया|दी|दिए|दिये)(?:\s+(?:गया|गई|गयी|गए|गये|जाएगा|जाएगी|जाएंगे|जायेगा|जायेगी))?"
              r"|(?:किया|की|किए|किये)\s+(?:गया|गई|गयी|गए|जाएगा|जाएगी|जायेगा|जायेगी|जाएंगे|जा\s+चुका|जा\s+चुकी)"
              r"|हो\s+(?:गया|गई|गयी|चुका|चुकी|जाएगा|जाएगी|जायेगा|जायेगी))" + _R
              + r"|\s+(?:(?:kar\s+)?(?:diya|di|diye|dia)(?:\s+(?:gaya|gayi|gai|jayega|jaayega|jayegi|jaayegi|jaega|"
                r"jaegi|jayenge))?|(?:kiya|ki|kiye)\s+(?:gaya|gayi|gai|jayega|jaayega|jayegi|jaayegi|jaega|jaegi|"
                r"ja\s+chuka)|ho\s+(?:gaya|gayi|gai|chuka|chuki|jayega|jaayega|jayegi|jaayegi|jaega|jaegi))\b")
_SENT = (_said(r"भेज|ईमेल|ई-मेल|मेल|डिस्पैच|कूरियर|bhej|email|e-mail|mail|dispatch|courier", _SENT_TAIL)
         + rf"|{_L}भेजा\s+(?:गया|जा\s+चुका|जाएगा|जायेगा){_R}|{_L}भेजी\s+(?:गई|गयी|जा\s+चुकी|जाएगी|जायेगी){_R}"
         rf"|{_L}भेजे\s+(?:गए|गये|जाएंगे){_R}|{_L}रास्ते\s+में\s+है{_R}"
         r"|\bbheja\s+(?:gaya|jayega|jaayega|jaega)\b|\bbheji\s+(?:gayi|gai|jayegi|jaayegi|jaegi)\b|\braste\s+mein\s+hai\b")
_FREEZE = r"फ्रीज|freeze|frozen"
_BLOCK = r"ब्लॉक|ब्लाक|हॉटलिस्ट|हॉट-लिस्ट|block|blocked|hotlist|hotlisted|hot-list"
_CLOSE = r"बंद|क्लोज|क्लोज्ड|band|close|closed"
_CANCEL = r"रद्द|रद|कैंसल|कैंसिल|कैन्सल|कैंसेल|निरस्त|डीएक्टिवेट|डिएक्टिवेट|cancel|cancelled|canceled|radd|rad|deactivate|deactivated"
_UPDATE = r"अपडेट|अपडेटेड|सेट|सेव|संशोधित|परिवर्तित|बदलाव|update|updated|set|save|saved|change|changed|modify|modified"
_ENABLE = r"चालू|एक्टिवेट|एक्टिव|सक्रिय|इनेबल|एनेबल|ऑन|enable|enabled|activate|activated|active|chalu|chaalu|on"
_OFF = r"बंद|डिसेबल|डिसएबल|ऑफ|band|disable|disabled|off|deactivate|deactivated"
_ON_NOT = (rf"{_L}(?:चालू|सक्रिय|एक्टिव|इनेबल|एनेबल|ऑन)\s+नहीं{_R}"
           r"|\b(?:chalu|chaalu|active|enable|enabled|on)\s+nahi?n?\b")
_NOT_CLEARED = (rf"{_L}(?:क्लियर|क्लीयर|पास)\s+नहीं{_R}|{_L}अभी\s+(?:तक\s+)?(?:बाकी|लंबित|पेंडिंग){_R}"
                r"|\b(?:clear|pass)\s+nahi?n?\b|\babhi\s+(?:tak\s+)?(?:baaki|baki|pending)\b")
_CHANGED = (_said(_UPDATE, r"(?:\s+(?:सफलतापूर्वक|successfully|safaltapurvak))?(?:" + _DONE + ")") + "|" + _said(r"अपडेट|सेट|update|set", _IS)
            # "₹40,000 से घटाकर ₹10,000 कर दी गई है", "ghatakar … kar di", "सीमा अब ₹10,000 है"
            + rf"|{_L}(?:घटाकर|बढ़ाकर|घटा\s+कर|बढ़ा\s+कर)\s+(?:\S+\s+){{0,3}}?(?:कर\s+(?:दी|दिया|दिए)|की\s+(?:गई|गयी)|किया\s+गया){_R}"
            r"|\b(?:ghatakar|badhakar|ghata\s+kar|badha\s+kar)\s+(?:\S+\s+){0,3}?(?:kar\s+(?:di|diya|diye)|ki\s+(?:gayi|gai)|kiya\s+gaya)\b"
            rf"|{_L}अब\s+\**\s*₹|\bab\s+\**\s*₹"
            + rf"|{_L}बदल(?:\s+(?:दिया|दी|दिए|दिये|गया|गई|गयी|गए|चुका|चुकी|चुके)|[ाीे]\s+(?:गया|गई|गयी|गए|जा\s+चुका|"
              rf"जा\s+चुकी)){_R}|{_L}लागू\s+(?:हो\s+(?:गया|गई|गयी|चुका|चुकी)|कर\s+(?:दिया|दी)){_R}"
              r"|\bbadal\s+(?:diya|di|diye|gaya|gayi|gai|chuka|chuki)\b|\bbadl[aie]\s+(?:gaya|gayi|gai|gaye|ja\s+chuka)\b"
              r"|\blagu\s+(?:ho\s+(?:gaya|gayi|gai|chuka)|kar\s+diya)\b")
_STOPPED = (rf"{_L}(?:स्टॉप|स्टाप)(?:\s+(?:पेमेंट|पेमेन्ट|भुगतान))?(?:\s+(?:निर्देश|इंस्ट्रक्शन))?\s+(?:लगा\s+(?:दिया|दी|दिए)"
            r"|लग\s+(?:गया|गई|गयी|चुका|चुकी)|लगाया\s+(?:गया|जा\s+चुका)|लगाई\s+(?:गई|गयी)|कर\s+(?:दिया|दी)|हो\s+(?:गया|गई|गयी|चुका)"
            rf"|दर्ज\s+(?:कर\s+(?:दिया|दी)|हो\s+(?:गया|गई|गयी)|है)|लागू\s+(?:हो\s+गया|है|कर\s+दिया)|लगा\s+है){_R}"
            rf"|{_L}(?:भुगतान\s+)?रोक\s+(?:दिया|दी|दिए|लगा\s+(?:दी|दिया)|लग\s+(?:गई|गयी|गया)){_R}"
            r"|\bstop(?:\s+payment)?(?:\s+instruction)?\s+(?:laga\s+(?:diya|di|diye)|lag\s+(?:gaya|gayi|gai|chuka)"
            r"|lagaya\s+gaya|kar\s+(?:diya|di)|ho\s+(?:gaya|gayi|gai|chuka)|darj\s+(?:kar\s+diya|ho\s+gaya|ho\s+gayi|hai)"
            r"|lagu\s+(?:ho\s+gaya|hai)|laga\s+hai)\b|\brok\s+(?:diya|di|lagaa?\s+di)\b")
_REQUESTED = (_said(r"अनुरोध|रिक्वेस्ट|शिकायत|आवेदन|ऑर्डर|आर्डर|डिस्प्यूट|विवाद|request|complaint|application|order|"
                    r"dispute|shikayat|anurodh",
                    r"(?:\s+\S+){0,2}?\s+(?:दर्ज|रजिस्टर|सबमिट|प्लेस|रेज|लॉग|darj|raise|register|registered|submit|"
                    r"submitted|place|placed|log|logged|file|filed)(?:" + _DONE + "|" + _IS + ")")
              + rf"|{_L}दर्ज\s+(?:कर\s+(?:दिया|दी|दिए|ली|लिया)|हो\s+(?:गया|गई|गयी|चुका|चुकी)|किया\s+गया|की\s+गई|की\s+गयी){_R}"
                rf"|{_L}(?:मंगवा|मंगा)\s+(?:दी|दिया|दिए|ली|लिया){_R}|" + _said(r"ऑर्डर|आर्डर", _DONE)
              + r"|\bdarj\s+(?:kar\s+(?:diya|di|li|liya)|ho\s+(?:gaya|gayi|gai|chuka|chuki)|kiya\s+gaya|ki\s+gayi)\b"
                r"|\border\s+(?:kar\s+(?:diya|di)|ho\s+(?:gaya|gayi|gai))\b|\bmangwa\s+(?:diya|di|li|liya)\b"
              + "|" + _SENT)
_LOCAL_OUTCOMES: dict[str, str] = {
    "closed": _said(_CLOSE, _DONE + "|" + _IS) + r"|:\s*(?:बंद|क्लोज|band|closed?)" + _STATUS_END
              + rf"|{_L}(?:तोड|तुडवा)\s+(?:दी|दिया|दिए|दिये)(?:\s+(?:गई|गयी|गया|गए))?{_R}|{_L}तोडी\s+(?:गई|गयी|जा\s+चुकी){_R}"
                r"|\btod\s+(?:di|diya|diye|dee)\b",
    "cancelled": _said(_CANCEL, _DONE + "|" + _IS)
                 + rf"|{_L}अब\s+(?:सक्रिय|एक्टिव|चालू)\s+नहीं{_R}|\bab\s+(?:active|chalu|chaalu)\s+nahi?n?\b",
    "frozen": _said(_FREEZE, _DONE + "|" + _IS + _WILL_STAY)
              + "|" + _said(r"अस्थायी|अस्थाई|temporarily|temporary",
                            r"\s+(?:रूप\s+से\s+|तौर\s+पर\s+)?(?:ब्लॉक|ब्लाक|लॉक|बंद|फ्रीज|block|lock|band|freeze)(?:"
                            + _DONE + "|" + _IS + ")")
              + "|" + _said(r"लॉक|लाक|lock", _DONE) + r"|:\s*(?:फ्रीज|freeze|frozen)" + _STATUS_END,
    "blocked": r"(?<!अस्थायी रूप से )(?<!अस्थाई रूप से )(?<!अस्थायी तौर पर )(?<!temporarily )(?<!temporary )"
               + _said(_BLOCK, _DONE + "|" + _IS)
               + "|" + _said(r"स्थायी|स्थाई|permanently|permanent",
                             r"\s+(?:रूप\s+से\s+|तौर\s+पर\s+)?(?:ब्लॉक|ब्लाक|बंद|block|band)(?:" + _DONE + "|" + _IS + ")")
               + r"|:\s*(?:ब्लॉक|ब्लाक|block|blocked)" + _STATUS_END,
    "updated": _CHANGED,
    "changed": _CHANGED,
    "enabled": _said(_ENABLE, _DONE) + rf"|{_L}(?:अब|फिर\s+से)\s+(?:चालू|सक्रिय|एक्टिव)\s+(?:है|हैं|हो\s+गया|हो\s+गई){_R}"
               r"|\b(?:ab|phir\s+se)\s+(?:chalu|chaalu|active|enabled?|on)\s+(?:hai|hain|ho\s+gaya|ho\s+gayi)\b"
               # a setting's state said as English says "enabled": "पेमेंट चालू है", "सुविधा की स्थिति: चालू"
               rf"|{_L}चालू\s+(?:\([^)]{{1,12}}\)\s+)?(?:है|हैं){_R}|:\s*\**\s*चालू{_R}"
               r"|\b(?:chalu|chaalu)\s+(?:\([^)]{1,12}\)\s+)?(?:hai|hain)\b"
               # the state as a switch's: "Online: ON", "| ON |", "online payments are on.", "ON hai", "ऑन है"
               r"|:\s*\**\s*on\b\s*\**(?=\s*(?:[,.;!)(|\n]|\u2705|$|hai\b|hain\b))|\|\s*\**\s*on\s*\**\s*[|,]"
               r"|\b(?:is|are)\s+(?:currently\s+|already\s+|still\s+|now\s+)?on(?=\s*(?:[.,;!)\n]|\u2705|$))"
               rf"|\bon\s+(?:hai|hain)\b|{_L}ऑन\s+(?:है|हैं){_R}"
               r"|:\s*\**\s*(?:chalu|chaalu)\b"
               # a table cell that opens with the state ("| **चालू, ₹10,000 प्रतिदिन** |")
               rf"|\|\s*\**\s*(?:चालू|सक्रिय){_R}|\|\s*\**\s*(?:chalu|chaalu)\b",
    "disabled": _said(_OFF, _DONE + "|" + _IS + _WILL_STAY) + "|" + _ON_NOT,
    "not enabled": _said(_OFF, _DONE + "|" + _IS) + "|" + _ON_NOT,
    "requested": _REQUESTED,
    "sent": _SENT,
    "will be emailed": _SENT,
    "will be sent": _SENT,
    "on its way": _SENT,
    "stopped": _STOPPED,
    "stop placed": _STOPPED,
    "transfer": rf"{_L}सहयोगी{_R}|{_L}जोड़\s+(?:रहे|रही|रहा|देंगे|दिया|दी|दिए){_R}"
                rf"|{_L}(?:ट्रांसफर|ट्रान्सफर|स्थानांतरित|स्थानांतरण){_R}"
                rf"|{_L}(?:अधिकारी|एजेंट|विशेषज्ञ|टीम)\s+से\s+(?:बात\s+करा|जोड़|संपर्क\s+करा)"
                r"|\bcolleague\b|\bconnect\s+kar\w*|\bjod\s+(?:rahe|rahi|raha|denge|diya)\b"
                r"|\b(?:senior|specialist|agent|team)\s+se\s+(?:connect|baat\s+kara|jod)",
    "verification": rf"{_L}(?:सत्यापन|सत्यापित|वेरिफिकेशन|वेरीफिकेशन|वेरिफाई|वेरीफाई){_R}|{_L}जांच\s+के\s+लिए{_R}"
                    r"|\b(?:satyapan|satyapit)\b|\b(?:jaanch|janch)\s+ke\s+liye\b",
    "verified": rf"{_L}(?:सत्यापन|सत्यापित|वेरिफिकेशन|वेरीफिकेशन|वेरिफाई|वेरीफाई){_R}|\b(?:satyapan|satyapit)\b",
    "cleared": _said(r"क्लियर|क्लीयर|clear|cleared", _DONE)
               + rf"|{_L}(?:पास|भुगतान)\s+हो\s+(?:गया|गई|गयी|चुका|चुकी){_R}"
                 r"|\b(?:pass|passed|payment)\s+ho\s+(?:gaya|gayi|gai|chuka|chuki)\b",
    "not cleared": _NOT_CLEARED,
    "not yet cleared": _NOT_CLEARED,
    "issued": rf"{_L}जारी\s+(?:है|हैं|किया|की\s+गई|कर\s+दिया|हो\s+(?:गया|गई|चुका|चुकी)){_R}"
              r"|\bissue\s+(?:ho\s+(?:gaya|gayi|chuka)|kiya\s+gaya|hai)\b|\bjari\s+(?:hai|kiya)\b|" + _NOT_CLEARED,
    "in progress": rf"{_L}प्रक्रिया\s+में{_R}|{_L}प्रोसेस\s+(?:में|हो\s+रहा|हो\s+रही|किया\s+जा\s+रहा|की\s+जा\s+रही){_R}"
                   rf"|{_L}(?:कार्रवाई|जांच|समीक्षा)\s+(?:चल\s+रही|चल\s+रहा|की\s+जा\s+रही|हो\s+रही|में){_R}"
                   rf"|{_L}काम\s+चल\s+रहा{_R}"
                   r"|\bprocess\s+(?:mein|me|ho\s+raha|ho\s+rahi|kiya\s+ja\s+raha)\b|\bprocessing\s+(?:mein|me|chal)\b"
                   r"|\b(?:review|jaanch|janch)\s+(?:mein|me|ho\s+raha|ho\s+rahi|chal\s+rahi)\b|\bkaam\s+chal\s+raha\b",
    "open": rf"{_L}(?:खुला|खुली|खुले|ओपन|लंबित|पेंडिंग){_R}|{_L}अभी\s+(?:तक\s+)?(?:बंद|हल)\s+नहीं{_R}"
            r"|\babhi\s+(?:tak\s+)?(?:band|hal|resolve|close)\s+nahi?n?\b|\b(?:lambit|khula|khuli)\b",
    "dormant": rf"{_L}(?:निष्क्रिय|डॉर्मेंट|डोर्मेंट|डॉरमेंट|डोरमेंट|इनऑपरेटिव){_R}|\bnishkriya\b",
    "complete": rf"{_L}(?:पूरा|पूरी|पूर्ण|कंप्लीट|कम्प्लीट)(?:\s+(?:है|हैं)|\s+हो\s+(?:गया|गई|गयी|चुका|चुकी)){_R}"
                r"|\b(?:poora|poori|pura|puri|purna)\s+(?:hai|ho\s+(?:gaya|gayi|gai|chuka|chuki))\b",
    # ("band", closed, is how the customer asks for a mandate's cancellation: "mandate band kar dijiye")
    "already cancelled": _said(r"पहले\s+(?:ही|से)\s+(?:ही\s+)?(?:रद्द|रद|कैंसल|कैंसिल|बंद)", _DONE + "|" + _IS)
                         + "|" + _said(r"pehle|pahle|already", r"\s+(?:hi\s+|se\s+(?:hi\s+)?)?(?:cancel|cancelled|canceled|radd|band)"
                                       r"(?:" + _DONE + "|" + _IS + ")"),
    # keys of task facts that had no synonyms before (``_ENGLISH_OUTCOMES``; in English: the word itself)
    "active": rf"{_L}(?:सक्रिय|एक्टिव|ऐक्टिव){_R}(?!\s+(?:कर|करेंगे|करना|करने|करें|किया\s+जाएगा|हो\s+जाएगा|हो\s+जाएगी|होगा|होगी))"
              rf"|{_L}चालू\s+(?:है|हैं){_R}|\b(?:chalu|chaalu)\s+(?:hai|hain)\b|\bsakriya\b",
    "expired": rf"{_L}(?:समाप्त|खत्म|एक्सपायर|एक्सपायर्ड){_R}(?!\s+(?:कर|करेंगे|करना|करने|होगा|होगी|होने|हो\s+जाएगा|"
               r"हो\s+जाएगी|हो\s+रहा|हो\s+रही))"
               r"|\b(?:expire|expiry)\s+(?:ho\s+(?:chuka|chuki|gaya|gayi|gai)|hua|hui|hai|hain)\b"
               r"|\b(?:khatam|khatm|samapt)\s+(?:ho\s+(?:chuka|chuki|gaya|gayi|gai)|hai)\b|\bvalidity\s+(?:khatam|samapt)\b",
    "quarterly": rf"{_L}(?:तिमाही|त्रैमासिक){_R}|{_L}हर\s+(?:तीन|3)\s+(?:महीने|माह){_R}"
                 r"|\bhar\s+(?:teen|3)\s+(?:mahine|mahina|months?)\b|\b(?:timahi|traimasik)\b|\bevery\s+(?:three|3)\s+months\b",
    "monthly": rf"{_L}मासिक{_R}|{_L}(?:हर|प्रति)\s+(?:महीने|माह){_R}|{_L}प्रतिमाह{_R}"
               r"|\bhar\s+(?:mahine|month)\b|\b(?:masik|maasik)\b|\bevery\s+month\b",
}
_LOCAL_OUTCOMES["already been cancelled"] = _LOCAL_OUTCOMES["already canceled"] = _LOCAL_OUTCOMES["already cancelled"]
_COMPILED = {k: re.compile(v) for k, v in OUTCOMES.items()}  # English
_COMPILED_LOCAL = {k: re.compile(fold(v)) for k, v in _LOCAL_OUTCOMES.items()}  # Hindi / Hinglish
_ENGLISH_OUTCOMES = ("active", "expired", "quarterly", "monthly")  # keys new to OUTCOMES: their English word
_ENGLISH_ALSO = {"expired": "|overdue"}  # (a KYC update past its due date is "overdue")
for _key, _local in _LOCAL_OUTCOMES.items():
    if _key in _ENGLISH_OUTCOMES:
        _COMPILED[_key] = re.compile(rf"(?<![a-z0-9])(?:{_key}{_ENGLISH_ALSO.get(_key, '')})(?![a-z0-9])")  # the word itself
    OUTCOMES[_key] = _COMPILED[_key].pattern + "|" + _COMPILED_LOCAL[_key].pattern  # every way it is said
del _key, _local
# Words whose own meaning is a negation: their negated forms must not be read as negated outcomes.
# Negators that, before these outcomes, are the outcome itself ("pending verification" is logged for verification).
_AFFIRMING = {"verification": frozenset({"pending", "awaiting"}), "verified": frozenset({"pending", "awaiting"}),
              "in progress": frozenset({"pending"})}
_SELF_NEGATING = frozenset({"not cleared", "not yet cleared", "not enabled", "disabled", "issued", "open", "pending"})
_NEGATION_INSIDE = _re(rf"{_L}(?:नहीं|नही){_R}|\bnahi?n?\b")


def outcome_stated(analysis: Analysis, word: str, skip: set[int] = frozenset()) -> bool:
    """Whether a declarative, non-echo sentence reports outcome ``word`` (or a synonym), not negated."""
    key = word.lower().strip()
    patterns = [_COMPILED.get(key) or word_pattern(key)]
    if key in _COMPILED_LOCAL and _is_local(analysis.low):
        patterns.append(_COMPILED_LOCAL[key])
    ignore = _AFFIRMING.get(key, frozenset())
    for pattern in patterns:
        said, denied = [], []
        for s, m in stated_matches(analysis, pattern, skip):
            if key in _SELF_NEGATING or " not " in f" {m.group(0)} " or _NEGATION_INSIDE.search(m.group(0)):
                return True  # a match that holds its own negator ("अब सक्रिय नहीं": cancelled) is that outcome
            at = s.start + m.start()
            (denied if negated(analysis, at, ignore) else said).append((at, s.start + m.end()))
        # said and at once denied ("that it is updated is not updated") is not said; another record's state
        # denied further on ("POS is enabled, while ATM is not enabled") leaves it said
        if any(not any(end <= d < end + 15 for d, _ in denied) for _, end in said):
            return True
    return False
