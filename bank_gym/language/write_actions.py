"""Which change a message names, where, and whether the assistant says it will make it.

``named_actions(analysis)`` finds every change a message names, as the action keys of the write tools (book an FD,
close a deposit, freeze / unfreeze / block a card, cancel a mandate, ...; ``expected_actions(name, arguments)``
gives the keys of one write), each with its position and sentence, and whether it is:

* **governed**: said as what the assistant will do ("I will ...", "Shall I ...", "Want me to ...", or a sentence
  that opens with the verb), not merely mentioned ("you can unfreeze it later");
* **negated** ("I will not block it") or set aside ("instead of FD1");
* **subordinate**: a Hindi participle ("बंद करके ...", "report karke ..."): another change follows.

``CONTRARY_GROUPS`` are the changes that exclude one another (unfreeze for freeze, pause for cancel, renew for
close); ``writes.check_proposal`` counts naming one in place of the other as a wrong action.

Hindi (Devanagari) and Hinglish (Latin) are read on the normalized spelling (``text.normalize``: no nukta,
anusvara for chandrabindu; every Devanagari pattern here is passed through ``text.fold``). Hindi is verb-final and
names most changes with a noun and a (loan)word verb after it: "… की एफडी बुक करेंगे", "FD FD123456 band karke …",
"card ko temporarily freeze karenge"; such a change is located at its verb (where Hindi negation follows it:
"ब्लॉक नहीं करेंगे"). It is *proposed* when the verb that follows is the assistant's own future or offer ("हम …
करेंगे", "मैं … कर दूँगा", "क्या हम … कर दें?", "kya main … kar doon?", "hum … karenge") and not the customer's
ability or wish ("आप बाद में अनफ्रीज़ कर सकते हैं"). English verbs in Hinglish count only with a Hindi light verb
after them ("limit set karenge", "cheque book order kar denge"). A message with no Devanagari and no Hindi
function word (``is_local``) is read with the English patterns alone, exactly as before.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .analysis import Analysis
from .dialogue import LOCAL_NEGATORS, negated, proposal_sentences
from .prefilter import prefiltered
from .text import DEVANAGARI, fold

__all__ = [
    "ACTION_PATTERNS",
    "CONTRARY_GROUPS",
    "NamedAction",
    "REQUEST_LIKE",
    "expected_actions",
    "id_kind",
    "is_local",
    "later_option",
    "named_actions",
    "other_product_named",
]

_GAP = r"[^.?!\n]{0,50}?"
# a limit is not what "raise a dispute for the ATM withdrawal" changes: no request word between verb and control
_CONTROL_GAP = r"(?:(?!\b(?:disputes?|complaints?|requests?|claims?|tickets?|cases?)\b)[^.?!\n]){0,50}?"
_ENGLISH_ACTIONS: dict[str, str] = {
    "book_fd": r"\b(?:book|open|create|place|start|set up|invest|put|make|lock in)\w*\b" + _GAP
               + r"\b(?:fixed deposits?|fds?|term deposits?)\b|\bnew (?:fixed deposit|fd|term deposit)\b|\bfd booking\b",
    "open_rd": r"\b(?:book|open|create|start|set up|begin|make)\w*\b" + _GAP
               + r"\b(?:recurring deposits?|rds?)\b|\bnew (?:recurring deposit|rd)\b",
    "close_deposit": r"\b(?:close|closing|break|breaking|liquidate\w*|encash\w*|prematurely (?:close|withdraw)\w*|"
                     r"premature (?:closure|withdrawal)|foreclose the (?:fd|rd|deposit))\b"
                     r"|\bproceed with (?:the )?(?:premature )?closure\b|\b(?:process|initiate|do) (?:the )?closure\b",
    "renewal": r"\b(?:change|set|update|modify|switch|alter)\w*\b" + _GAP
               + r"\b(?:maturity instructions?|renewal|instructions?|auto-?renew\w*)\b"
               + r"|\b(?:auto-?)?renew\w*\b(?!\s+(?:policy|premium))",
    # "freeze hata" / "block hata" (Hinglish: lift the freeze / block) is unfreezing
    "freeze": r"(?<!un)(?<!un-)\bfreez\w*\b(?!\s+hat)|\btemporar(?:y|ily) (?:block|lock|disable|suspend|deactivat|hold)\w*|"
              r"(?<!un)\block(?:ed|ing)?\b(?! in)(?!\s+hat)",
    "unfreeze": r"\bun-?freez\w*|\bunlock\w*|\bunblock\w*|\breactivat\w*|\bre-?enabl\w*|\blift\w* (?:the )?freeze",
    # Hinglish "asthayi roop se / kuch samay ke liye block" is a freeze ("sthayi roop se block": a block, below)
    "block": r"(?<!temporarily )(?<!temporary )(?<!un)(?<!roop se )(?<!rup se )(?<!taur par )(?<!samay ke liye )"
             r"(?<!der ke liye )(?<!dino ke liye )(?<!din ke liye )(?<!time ke liye )"
             r"\bblock(?:ed|ing)?\b(?! (?:letters|capitals))(?!\s+hat)|\bhot-?list\w*|\bpermanently "
             r"(?:disable|deactivate|cancel|block)\w*",
    "set_controls": r"\b(?:set|change|increase|raise|lower|reduce|decrease|update|enable|activate|turn on|allow|"
                    r"disable|turn off|switch on|switch off|modify|adjust|revise|open up)\w*\b" + _CONTROL_GAP
                    + r"\b(?:limits?|international|online|atm|pos|e-?commerce|usage|contactless|controls?|"
                    r"(?:card|online|international|atm|pos|overseas|foreign|in-?store) (?:transactions?|payments?|"
                    r"spends?|spending|withdrawals?|use))\b",
    "cancel_mandate": r"\b(?:cancel\w*|revoke\w*|stop\w*|deactivate\w*|terminate\w*|discontinue\w*|remove\w*|"
                      r"delete\w*)\b" + _GAP + r"\b(?:mandates?|autopay|auto-pay|standing instructions?|si|e-?nach|nach|"
                      r"sip|debits?|subscriptions?|auto-?debits?)\b|\bmandate cancell?ation\b",
    "pause_mandate": r"\bpaus\w*|\bput (?:it |the mandate )?on hold\b|\bsuspend\w*",
    "stop_cheque": r"\bstop\w*(?:\s+the)?\s+(?:payment|cheque|check)\b|\bstop-payment\b|\bstop payment\b"
                   r"|\bplace (?:a )?stop\b",
    "cheque_book": r"\b(?:order|request|issue|send|dispatch|get|arrange|place)\w*\b" + _GAP
                   + r"\bcheque ?-?books?\b|\bcheque ?book (?:request|order)\b|\bnew cheque ?book\b",
    "statement": r"\b(?:email|e-mail|send|request|generate|download|mail|share|arrange|issue|get)\w*\b" + _GAP
                 + r"\bstatements?\b|\bstatement (?:request|copy)\b|\bduplicate (?:(?:account|bank) )?statements?\b",
    "update_address": r"\b(?:update|change|modify|correct|replace|set|record)\w*\b" + _GAP
                      + r"\baddress\b|\baddress (?:update|change)\b|\bnew address\b",
    "raise_request": r"\b(?:raise|log|file|register|lodge|open|create|submit|put in|initiate|book|record|place)\w*\b"
                     + _GAP + r"\b(?:requests?|complaints?|disputes?|tickets?|cases?|grievances?|escalations?|claims?|"
                     r"service requests?|srs?|callbacks?|call-?backs?)\b|\bescalat\w*|\bcomplain\w*\b"
                     r"|\breport\w*\b" + _GAP + r"\b(?:unauthori[sz]ed|fraud\w*|dispute\w*|debits?|transactions?|"
                     r"issues?|problems?|failures?)\b",
    # the servicing tools of the held-out families (a purchase put on EMI, a charge reversed)
    "convert_emi": r"\b(?:convert|split|chang|turn|break|mov|switch|put|book|place)\w*\b(?:[^.?!\n]|\.(?=\d)){0,100}?"
                   r"\b(?:emis?|equated monthly instal+ments?|(?:monthly )?instal+ments?)\b|\bemi conversion\b",
    "reverse_charge": r"\b(?:revers|refund|waiv|credit\w* back|return)\w*\b(?:[^.?!\n]|\.(?=\d)){0,60}?"
                      r"\b(?:charges?|fees?|penalt(?:y|ies))\b|\b(?:charge|fee) reversal\b"
                      r"|\breversal of (?:the |this |that )?(?:\S+ )?(?:charge|fee)\b",
}

# ---------------------------------------------------------------- Hindi and Hinglish actions

_B = rf"(?<![\w{DEVANAGARI}])"  # a word starts (``\b`` fails next to Devanagari vowel signs)
_E = rf"(?![\w{DEVANAGARI}])"  # a word ends
# the words between a Hindi noun and its verb, in one sentence (a full stop only in "Rs. 500", "रु. 500", "7.25")
_GAP_CHAR = r"(?:[^.?!;\n]|\.(?=\s?\d)|(?:(?<=rs)|(?<=रु)|(?<=no)|(?<=नं)|(?<=\bp)|(?<=p\.a))\.)"
_HGAP = _GAP_CHAR + r"{0,60}?"
_LONG_GAP = _GAP_CHAR + r"{0,80}?"
# An English verb in Hinglish counts only with a Hindi light verb after it ("set karenge", "order kar denge")
_AUX = r"(?=\s+(?:kar|kr|ho|de|di|kiya|kijiye|karo|karwa|karva|कर|हो|दे|दी|किया|करवा|कीजिए))"
# what may follow a Hinglish verb stem in its own word ("khol|enge", "bhej|na", "badal|kar", "mangwa|yenge")
_NATIVE_END = r"(?:y?(?:enge|engi|ega|egi)|unga|ungi|oonga|oongi|kar|karke|ke|ne|na|ni|iye|ijiye|o|e|i|en|ein|oon|un|ta|te|ti)?\b"


def _verbs(hindi: str, native: str = "", english: str = "") -> str:
    """A verb alternation: Devanagari stems, Hinglish stems, English verbs (these only before a light verb)."""
    parts = [rf"{_B}(?:{hindi})"]
    if native:  # a whole Hinglish word: "tod denge", "todenge", "todna", not "today"
        parts.append(rf"\b(?:{native})(?={_NATIVE_END})")
    if english:
        parts.append(rf"\b(?:{english})\w*{_AUX}")
    return "(?P<v>" + "|".join(parts) + ")"


def _noun(alternatives: str) -> str:
    return rf"{_B}(?:{alternatives}){_E}"


_FD = r"fixed deposits?|fds?|term deposits?|एफडी|एफ\.डी\.|फ़िक्स्ड डिपॉज़िट|फिक्स डिपॉज़िट|सावधि जमा|टर्म डिपॉज़िट"
_RD = r"recurring deposits?|rds?|आरडी|आर\.डी\.|रिकरिंग डिपॉज़िट|रेकरिंग डिपॉज़िट|आवर्ती जमा"
_DEPOSIT = rf"{_FD}|{_RD}|deposits?|डिपॉज़िट|(?:fd|rd)\d{{3,}}"
_NEW = r"नई|नया|नए|naya|nayi|naye|nai|new"
_BOOK = _verbs(r"बुक|खोल|शुरू|बनवा|बना(?!ए\s*रख|ये\s*रख)|निवेश|ओपन", r"khol|shuru|banwa|banva|bana(?!ye\s*rakh|e\s*rakh)",
               r"book|open|start|create|invest|place|set up|make")
# Before these a qualifier makes a change temporary (a freeze, a paused mandate), not a block or a cancellation
_NOT_TEMPORARY = (r"(?<!अस्थायी रूप से )(?<!अस्थायी तौर पर )(?<!समय के लिए )(?<!दिनों के लिए )(?<!महीनों के लिए )"
                  r"(?<!अस्थायी )(?<!टेम्पररी )(?<!टेम्परेरी )(?<!samay ke liye )(?<!dino ke liye )"
                  r"(?<!mahino ke liye )(?<!mahine ke liye )(?<!time ke liye )(?<!roop se )(?<!rup se )")
_TEMPORARY = (r"अस्थायी रूप से|अस्थायी तौर पर|अस्थायी|कुछ समय के लिए|कुछ दिनों के लिए|फिलहाल|टेम्पररी|टेम्परेरी|"
              r"asthayi (?:roop|rup|taur) (?:se|par)|asthai (?:roop|rup) se|kuch (?:samay|der|dino|din|time) ke liye")
_PERMANENT = (r"स्थायी रूप से|स्थायी तौर पर|हमेशा के लिए|परमानेंटली|परमानेंट|sthayi (?:roop|rup|taur) (?:se|par)|"
              r"sthai (?:roop|rup) se|hamesha ke liye")  # (English "temporarily" / "permanently": the English patterns)
_CARD = r"(?:कार्ड|card)\s+(?:[a-z]+\d+\s+)?(?:को\s+|ko\s+)?"
_MANDATE = (r"मैंडेट|मेंडेट|mandates?|ऑटो-?डेबिट|auto-?debits?|ऑटो-?पे|autopay|auto-pay|स्टैंडिंग इंस्ट्रक्शन|"
            r"standing instructions?|ई-?नैच|नैच|e-?nach|nach|एसआईपी|sip|सब्सक्रिप्शन|subscriptions?|mnd\d+")
_CONTROLS = (r"सीमा|लिमिट|limits?|अंतरराष्ट्रीय|अंतर्राष्ट्रीय|इंटरनेशनल|international|ऑनलाइन|online|एटीएम|atm|"
             r"पीओएस|pos|उपयोग(?!\s+(?:योग्य|करने))|इस्तेमाल(?!\s+(?:योग्य|करने|लायक))|usage|use|ई-?कॉमर्स|e-?commerce|"
             r"कॉन्टैक्टलेस|contactless|कंट्रोल|controls?|विदेशी|विदेश|videsh\w*")
_REQUEST = (r"शिकायत|रिक्वेस्ट|अनुरोध|कंप्लेंट|कम्प्लेंट|डिस्प्यूट|विवाद|टिकट|कॉल ?बैक|एस्केलेशन|complaints?|"
            r"requests?|disputes?|tickets?|shikayat|shikaayat|callbacks?|call backs?|escalations?|grievances?")

# key -> alternatives; ``(?P<v>...)`` marks the verb, where the change is said to be (its negation follows it)
_LOCAL_ACTIONS: dict[str, list[str]] = {
    "book_fd": [_noun(_FD) + _LONG_GAP + _BOOK,
                rf"{_B}(?:{_NEW})\s+(?:{_FD}){_E}"],
    "open_rd": [_noun(_RD) + _LONG_GAP + _BOOK,
                rf"{_B}(?:{_NEW})\s+(?:{_RD}){_E}"],
    "close_deposit": [_noun(_DEPOSIT) + r"(?:(?!रिन्यू|नवीनीकरण|renew|ऑटो|auto|मैंडेट|mandate|ऑनलाइन|online)" + _GAP_CHAR + "){0,60}?"
                      + _verbs(r"बंद(?=\s*(?:कर|हो))|तोड़|तुड़वा|क्लोज़|लिक्विडेट|भुना", r"band|bandh|tod|todh|tudwa|tudva"),
                      _verbs(r"समय से पहले\s+(?:बंद|तोड़|निकाल)|प्रीमैच्योर\s+(?:क्लोज़र|विड्रॉल)|प्री-?मैच्योर",
                             r"samay se pehle\s+(?:band|tod|nikal)|premature\s+(?:band|tod)")],
    "renewal": [_verbs(r"नवीनीकरण|रिन्यू\S*|ऑटो-?रिन्यू\S*"),
                rf"{_B}(?:(?:परिपक्वता|मैच्योरिटी|maturity)\s+(?:(?:का|की|के|ka|ki|ke|पर|par)\s+)?)?"
                rf"(?:निर्देश|इंस्ट्रक्शन|instructions?|nirdesh){_E}" + _HGAP
                + _verbs(r"बदल|अपडेट|सेट|चेंज", r"badal|badl", r"update|change|set|modify|switch")],
    "freeze": [_verbs(rf"फ्रीज़[{DEVANAGARI}]*(?![{DEVANAGARI}])(?!\s*(?:हटा|hata))|लॉक{_E}(?!\s*(?:हटा|hata))"),
               rf"{_B}(?:{_TEMPORARY})\s+" + _verbs(r"ब्लॉक|ब्लाक|लॉक", r"block|lock"),
               rf"{_B}{_CARD}(?:{_TEMPORARY}|temporar(?:y|ily))\s+" + _verbs(r"बंद", r"band")],
    "unfreeze": [_verbs(r"अन-?फ्रीज़|अनब्लॉक|अनब्लाक|अनलॉक"),
                 rf"{_B}(?:फ्रीज़|ब्लॉक|लॉक|freeze|block|lock)\s+" + _verbs(r"हटा", r"hata"),
                 rf"{_B}{_CARD}" + _verbs(r"(?:फिर से|दोबारा|फिर)\s+(?:चालू|सक्रिय|एक्टिव|शुरू)",
                                         r"(?:phir se|fir se|dobara|dubara)\s+(?:chalu|chaalu|active|shuru)")],
    "block": [rf"{_B}(?:{_PERMANENT})\s+" + _verbs(r"ब्लॉक|ब्लाक|बंद", r"block|band"),
              r"(?=[बह])" + _NOT_TEMPORARY + _verbs(r"ब्लॉक(?!\s*हटा)|ब्लाक(?!\s*हटा)|हॉटलिस्ट|हॉट-लिस्ट"),
              rf"{_B}{_CARD}" + _verbs(r"बंद(?=\s*कर)", r"band(?=\s+kar)")],
    "set_controls": [_noun(_CONTROLS) + rf"(?:(?!{_B}(?:{_REQUEST}){_E}){_GAP_CHAR}){{0,80}}?"
                     + _verbs(r"सेट|बदल|बढ़ा|घटा|एनेबल|डिसेबल|अपडेट|(?:कम|बंद|चालू|शुरू|ऑन|ऑफ|सक्रिय|निष्क्रिय|लागू)"
                              r"(?=\s*(?:कर|हो|रख))",
                              r"badal|badl|badha|ghata|(?:kam|band|chalu|chaalu|shuru|on|off)(?=\s+(?:kar|ho|rakh))",
                              r"set|update|change|enable|disable|activate|deactivate|increase|decrease|reduce|raise|"
                              r"lower|allow|modify|adjust|revise"),
                     # "दैनिक एटीएम सीमा ₹1,00,000 कर दूँ", "ATM limit ₹50,000 kar doon": the limit made an amount
                     _noun(r"सीमा|लिमिट|limits?") + _LONG_GAP + r"(?:₹|rs\.?\s?)\s?\d[\d,]*(?:\.\d+)?\s*(?:तक\s+|tak\s+)?"
                     + r"(?P<v>कर\s+(?:दूँ|दूं|दें|दे|दीजिए|देंगे|दी जाए|दिया जाए)|kar\s+(?:doon|dun|du|dein|de|dijiye|denge))"],
    "cancel_mandate": [_noun(_MANDATE) + _HGAP + _NOT_TEMPORARY
                       + _verbs(r"रद्द|कैंसिल|कैंसल|निरस्त|हटा|ख़त्म|समाप्त|बंद(?=\s*कर)|रोक(?=\s*(?:दे|दें|देंगे|लगा))",
                                r"radd|khatam|khatm|hata|band(?=\s+kar)",
                                r"cancel|revoke|stop|deactivate|terminate|discontinue|remove|delete|close")],
    "pause_mandate": [_verbs(r"पॉज़(?!िटिव)|पॉस(?!िटिव)|स्थगित|होल्ड पर"),  # not "पॉज़िटिव पे" (Positive Pay)
                      r"\bhold par\b",
                      rf"{_B}(?:कुछ समय के लिए|अस्थायी रूप से|कुछ दिनों के लिए|कुछ महीनों के लिए|\d+ महीने के लिए|"
                      rf"\d+ महीनों के लिए|kuch (?:samay|time|din|dino|mahine|mahino) ke liye|asthayi roop se|"
                      rf"\d+ mahine ke liye)\s+" + _verbs(r"रोक|बंद|होल्ड", r"rok|band|hold")],
    "stop_cheque": [_verbs(r"स्टॉप[ -]?पेमेंट|स्टॉप[ -]?पेमेन्ट"),
                    _noun(r"चेक|cheque|check") + _GAP_CHAR + r"{0,40}?(?:(?:का|के|की|ka|ke|ki)\s+)?"
                    r"(?:भुगतान|पेमेंट|payment|bhugtan)\s+" + _verbs(r"रोक|रुकवा", r"rok|rukwa|rukva")],
    "cheque_book": [_noun(r"चेक ?-?बुक|चेकबुक|cheque ?-?books?|check ?books?") + _HGAP
                    + _verbs(r"भेज|भिजवा|मंगवा|मंगा|जारी|ऑर्डर|इश्यू|डिस्पैच|देने|देना|देंगे",
                             r"bhej|bhijwa|bhijva|mangwa|mangva|manga|jari|jaari|dene|dena|denge",
                             r"order|issue|dispatch|request|send"),
                    rf"{_B}(?:{_NEW})\s+(?:चेक ?-?बुक|चेकबुक|cheque ?-?book){_E}"],
    "statement": [_noun(r"स्टेटमेंट|स्टेटमेन्ट|खाता विवरण|statements?") + _HGAP
                  + _verbs(r"ईमेल|ई-मेल|भेज|भिजवा|डाउनलोड|जनरेट|निकाल|शेयर|मेल|देने|देना|देंगे",
                           r"bhej|bhijwa|bhijva|nikal|dene|dena|denge",
                           r"email|e-mail|mail|send|download|generate|share"),
                  # the request named as a thing: "duplicate account statement ka request" ("Kaam: ...")
                  _noun(r"स्टेटमेंट|स्टेटमेन्ट|statements?") + r"\s+(?:का|की|के|ka|ki|ke)\s+(?:request|रिक्वेस्ट|अनुरोध)"],
    "update_address": [_noun(r"पता|पते|एड्रेस|address") + _HGAP
                       + _verbs(r"अपडेट|बदल|चेंज|सही कर|दर्ज", r"badal|badl", r"update|change|correct|modify"),
                       rf"{_B}(?:नया|नए)\s+(?:पता|पते){_E}|\bnaya address\b"],
    "raise_request": [_noun(_REQUEST) + _HGAP
                      + _verbs(r"दर्ज|रेज़|रजिस्टर|लॉग|फाइल|सबमिट|खोल|डाल|बना", r"darj|daal|dal|bana|banaa",
                               r"raise|register|log|file|lodge|submit|open|create|put"),
                      _noun(r"अनधिकृत|धोखाधड़ी|फ्रॉड|संदिग्ध|unauthori[sz]ed|fraud\w*|suspicious|anadhikrit")
                      + r"(?:\s+\S+){0,4}?\s+" + _verbs(r"रिपोर्ट", "", r"report"),
                      _verbs(r"एस्केलेट")],
    "convert_emi": [_noun(r"ईएमआई|किस्तों|किस्तें|किस्त|emis?|kishton|kiston|kisht|installments?") + _HGAP
                    + _verbs(r"बदल|कन्वर्ट|परिवर्तित|बाँट|बांट", r"badal|badl|baant|bant", r"convert|change|split")],
    "reverse_charge": [_noun(r"शुल्क|चार्ज|चार्जेज़|चार्जेस|फ़ीस|फीस|charges?|fees?|shulk") + _HGAP
                       + _verbs(r"रिवर्स|वापस|लौटा|माफ़|माफ", r"wapas|vapas|waapas|lauta|maaf|maf",
                                r"reverse|refund|waive"),
                       # the charge just named, as "it" or as the reversal: "ise reverse kar sakta hoon", "yeh
                       # reversal kar doon?", "इसे रिवर्स कर दूँ?"
                       _noun(r"इसे|इसको|उसे|उसको|ise|isko|use|usko") + r"\s+"
                       + _verbs(r"रिवर्स|माफ़|माफ", r"maaf|maf", r"reverse|waive"),
                       _noun(r"रिवर्सल|reversal") + r"\s+" + _verbs(r"कर", r"kar")],
}

# the held-out families' servicing writes, named the same way (``service_actions``)
from .service_actions import ENGLISH_ACTIONS as _SERVICE_ENGLISH  # noqa: E402
from .service_actions import LOCAL_ACTIONS as _SERVICE_LOCAL  # noqa: E402
from .service_actions import REQUEST_LIKE  # noqa: E402
from .service_actions import expected as _service_expected  # noqa: E402

_ENGLISH_ACTIONS.update(_SERVICE_ENGLISH)
_LOCAL_ACTIONS.update(_SERVICE_LOCAL)


def _combine(english: str, local: list[str]) -> re.Pattern:
    # Hindi first: at "complaint" in "complaint darj karenge" the change is at "darj" (English text has no match
    # of these, so it reads as before)
    branches = [fold(branch).replace("(?P<v>", f"(?P<v{i}>") for i, branch in enumerate(local)] + [english]
    return re.compile("|".join(f"(?:{b})" for b in branches))


ACTION_PATTERNS: dict[str, re.Pattern] = {k: _combine(v, _LOCAL_ACTIONS.get(k, [])) for k, v in _ENGLISH_ACTIONS.items()}
# the groups that mark a Hindi verb, per action
_VERB_GROUPS: dict[str, tuple[str, ...]] = {k: tuple(g for g in p.groupindex if g.startswith("v"))
                                            for k, p in ACTION_PATTERNS.items()}
# A message with no Devanagari and no Hindi function word is English: read with the English patterns alone
_ENGLISH_PATTERNS: dict[str, re.Pattern] = {k: re.compile(v) for k, v in _ENGLISH_ACTIONS.items()}
_SCANS = {local: {k: prefiltered(p) for k, p in (ACTION_PATTERNS if local else _ENGLISH_PATTERNS).items()} for local in (True, False)}
_LOCAL_TEXT = re.compile(
    rf"[{DEVANAGARI}]|\b(?:ka|ki|ke|ko|se|hai|hain|hum|kya|nahi|nahin|liye|mein|kar|karke|karenge|karunga|karungi|"
    r"karna|karne|denge|dunga|wala|wali|wale|aap|aapka|aapke|aapki|aapko|aur|yeh|hoga|hogi|hoon|diya|gaya|gayi)\b")


def is_local(analysis: Analysis) -> bool:
    """Whether a message has Hindi in it (Devanagari, or Hinglish function words): the Hindi and Hinglish
    readings apply; an English message is read exactly as before they existed."""
    return analysis.remember("local", lambda: _LOCAL_TEXT.search(analysis.low) is not None)


# Changes that exclude one another: naming one in place of the other is the wrong action.
CONTRARY_GROUPS: tuple[frozenset[str], ...] = (
    frozenset({"freeze", "unfreeze", "block"}),
    frozenset({"cancel_mandate", "pause_mandate"}),
    frozenset({"close_deposit", "renewal"}),
    frozenset({"book_fd", "open_rd", "close_deposit"}),
)

_INTENT = re.compile(
    r"\b(?:i will|i'll|i can|i could|i shall|shall i|should i|may i|can i|could i|do i|me to|let me|going to|"
    r"i am going to|i'm going to|i would|i'd|i'm about to|to confirm|proceed (?:to|with)|go ahead (?:and|with|to)|"
    r"request to|want to|like to|wish to|we will|we'll|we can|i'm|i am|i plan to|plan is to|next,? i|"
    r"about to|ready to|happy to|okay to|ok to|help you|you'd like to|you want to|you wish to)\b"
)
_CLAUSE = re.compile(r"[,;:()]|\b(?:but|and you|you can|you could|later|if you|so that|which)\b")
# "you can ask me to unfreeze it any time": the customer's option for later, not what the assistant proposes now
_CUSTOMERS_OPTION = re.compile(r"\b(?:you can|you could|you may|feel free to)\s+(?:always\s+|just\s+|also\s+)?"
                               r"(?:ask|tell|request|message|ping|contact|call)\s+(?:me|us)\s+(?:to\s+)?$")
_CONTRAST = re.compile(r"\b(?:instead of|rather than|as opposed to|versus|vs|other than|unlike)\b")
# Hindi puts "instead of" after the word it sets aside: "फ्रीज़ के बजाय ब्लॉक", "₹25,000 ki jagah ₹20,000"
_CONTRAST_AFTER = re.compile(fold(
    rf"^\s*(?:(?:करने|कराने|करवाने|karne|karane|karwane)\s+)?(?:के|की|ke|ki)\s+(?:बजाय|बजाए|बजाये|जगह|स्थान पर|"
    rf"bajaye|bajay|bajaaye|jagah){_E}"))

# ---------------------------------------------------------------- who will do a change said in Hindi

# The clause before a Hindi verb (its subject): cut at punctuation, a conjunction, "तो" ("अगर आप चाहें तो हम ..."),
# or "और" before a new subject "आप" ("हम फ्रीज़ करेंगे और आप बाद में अनफ्रीज़ कर सकते हैं")
_LOCAL_BREAK = re.compile(fold(
    rf"[;:()]|,(?!\d)|\s-\s|{_B}(?:लेकिन|मगर|किंतु|किन्तु|परंतु|परन्तु|बल्कि|तो|ताकि|जिससे|वरना){_E}"
    r"|\b(?:lekin|magar|kintu|parantu|balki|taaki|taki|jisse|warna|varna)\b"
    rf"|{_B}(?:और|तथा|एवं)(?=\s+(?:आप|आपको){_E})|\baur(?=\s+(?:aap|aapko)\b)"))
# The words after it, up to the end of its clause
_LOCAL_TAIL_BREAK = re.compile(fold(
    rf"[;:]|\s-\s|,\s*(?=(?:हम|मैं|आप|hum|main|aap){_E})|{_B}(?:लेकिन|मगर|किंतु|किन्तु|परंतु|परन्तु|बल्कि|ताकि|"
    rf"जिससे|वरना){_E}|\b(?:lekin|magar|kintu|parantu|balki|taaki|taki|jisse|warna|varna)\b"))
_FIRST_PERSON = re.compile(fold(rf"{_B}(?:हम|मैं|मै|हमलोग){_E}|\b(?:hum|hm|ham|main|mai|humlog)\b|(?:^|\bkya\s+)mein\b"))
_SECOND_PERSON = re.compile(fold(rf"{_B}(?:आप|आपको|तुम|तुमको){_E}|\b(?:aap|aapko|apko|tum|tumko)\b"))
_OFFER_QUESTION = re.compile(fold(rf"{_B}क्या\s+(?:हम|मैं|मै){_E}|\bkya\s+(?:hum|hm|ham|main|mai|mein)\b"))
# The first verb form after the change names who does it: the assistant's future ("करेंगे", "kar dunga"), an offer
# ("कर दें?", "kar doon"), an ability ("कर सकते हैं"), a wish ("करना चाहेंगे?"), a present progressive or habitual
# ("कर रहे हैं", "kar deta hoon"); an infinitive ("करने के लिए") or a participle ("करके") is not the clause's verb.
_VERB_FORMS = re.compile(fold("|".join(f"(?P<{name}>{pattern})" for name, pattern in (
    ("aux", rf"{_B}(?:जाएगा|जाएगी|जाएंगे|जायेगा|जायेगी|जायेंगे|होगा|होगी|होंगे|रहेगा|रहेगी|रहेंगे|लगेगा|लगेगी|लगेंगे|"
            r"मिलेगा|मिलेगी|मिलेंगे|बचेगा|बचेंगे)" + _E
            + r"|\b(?:jayega|jayegi|jayenge|jaega|jaegi|jaenge|jaayega|jaayegi|jaayenge|hoga|hogi|honge|rahega|"
            r"rahegi|rahenge|lagega|lagegi|lagenge|milega|milegi|milenge|bachega|bachenge|omega|bodega|vega|"
            r"challenge|revenge|avenge|scavenge|lozenge)\b"),
    ("going", rf"{_B}(?:करने|कराने|करवाने)\s+(?:जा\s+रहे|जा\s+रहा|जा\s+रही|वाले|वाला|वाली){_E}"
              r"|\b(?:karne|karane|karwane)\s+(?:ja\s+rahe|ja\s+raha|ja\s+rahi|wale|wala|wali)\b"),
    ("conj", rf"{_B}(?:करके|कर\s+के){_E}|\b(?:karke|kar\s+ke|krke)\b"),
    ("nonfinite", rf"{_B}(?:करने|करना|करनी|कराने|करवाने|करवाना|करवानी){_E}"
                  r"|\b(?:karne|karna|karni|krne|krna|karane|karwane|karwana|karvane|karvana)\b"),
    ("able", rf"{_B}(?:सकते|सकता|सकती|सकेंगे|सकेगा|सकेगी|सकूंगा|सकूंगी|पाएंगे|पाएगा|पाएगी|पाऊंगा|पायेंगे){_E}"
             r"|\b(?:sakte|sakta|sakti|sakenge|sakega|sakegi|sakunga|sakungi|payenge|paenge|payega|paunga)\b"),
    ("wish", rf"{_B}(?:चाहेंगे|चाहेंगी|चाहते|चाहती|चाहेगा|चाहेगी|चाहें){_E}"
             r"|\b(?:chahenge|chahengi|chahte|chahti|chahoge|chahega|chahegi|chaahenge|chaahte|chahein)\b"),
    ("progressive", rf"{_B}(?:रहे|रहा|रही){_E}\s*(?:हैं|हूं|है){_E}"
                    rf"|{_B}(?:देता|देती|देते|करता|करती|करते|लेता|लेते|भेजता|भेजते|लगाता|लगाते){_E}\s*(?:हूं|हैं){_E}"
                    r"|\b(?:rahe|raha|rahi)\s+(?:hain|hoon|hun|hu|hai)\b"
                    r"|\b(?:deta|deti|dete|karta|karti|karte|leta|lete|bhejta|bhejte)\s+(?:hoon|hun|hu|hain)\b"),
    ("future", rf"{_B}[{DEVANAGARI}]+(?:ेंगे|ेंगी|ूंगा|ूंगी|ुंगा|ुंगी|ऊंगा|ऊंगी|एंगे|एंगी|येंगे|येंगी|ेगा|ेगी|एगा|एगी|"
               rf"येगा|येगी){_E}|\b[a-z]+(?:enge|engi|unga|ungi|oonga|oongi|ega|egi)\b"),
    ("offer", rf"{_B}(?:करें|करूं|करुं|दें|दूं|लें|लूं|भेजें|भेजूं|लगाएं|लगाऊं|बदलें|बदलूं|खोलें|खोलूं|रोकें|रोकूं|"
              rf"मंगवाएं|मंगवाऊं|बढ़ाएं|घटाएं|हटाएं|करवाएं|करवाऊं){_E}"
              r"|\b(?:karein|karen|karun|karoon|karu|kar\s+(?:doon|dun|du|dein|den|de)|doon|dein|lein|loon|"
              r"bhejein|bhejun|lagayein|lagaun|lagaoon|badlein|badloon|kholein|kholun|rokein|karwa\s+(?:doon|dein|du))\b"),
))))
# The rest of the verb's own word: "खोल|ने" (an infinitive), "बदल|कर" (a participle), "खोल|ेंगे" (the future)
_REST = re.compile(rf"[\w{DEVANAGARI}]*")
_REST_FORMS = re.compile(fold(
    r"(?P<nonfinite>^(?:ने|ना|नी|ne|na|ni)$)|(?P<conj>^(?:कर|करके|kar|karke)$)"
    r"|(?P<future>(?:ेंगे|ेंगी|ूंगा|ूंगी|ुंगा|ुंगी|एंगे|एंगी|येंगे|ेगा|ेगी|एगा|एगी|enge|engi|unga|ungi|oonga|oongi|ega|egi)$)"
    r"|(?P<offer>^(?:ें|ूं|एं|ऊं|ein|oon|un|en)$)"))
LOCAL_TAIL_CHARS = 90
LOCAL_LEAD_CHARS = 300
# "... निर्देश बदलकर "नवीनीकरण नहीं, ..." करेंगे": a negation inside the quoted value is the value's, not the verb's
_QUOTED_NEXT = re.compile(fold(r"""\s*(?:(?:कर|करके|kar|karke|kar\s+ke)\s*)?["']"""))
# "failed transaction" names a transaction; it negates nothing ("failed transaction ki complaint darj karenge")
_FAILED = frozenset({"failed", "fail", "fails", "unsuccessful"})
_FAILED_NOUN = re.compile(fold(r"\b(?:failed|fail|unsuccessful)[\s-]+(?:upi\s+)?(?:transactions?|txns?|payments?|"
                               r"debits?|transfers?|ट्रांज़ैक्शन|लेनदेन|पेमेंट|भुगतान)(?![\w" + DEVANAGARI + "])"))
# "statement email se bhejne ki request darj karenge": the change is the infinitive, the request its vehicle
_REQUEST_OF = re.compile(fold(rf"\s*(?:की|का|के|ki|ka|ke)\s+(?:एक\s+|ek\s+)?(?:request|रिक्वेस्ट|अनुरोध|निवेदन){_E}"))


def _verb_form(rest: str, tail: str) -> tuple[str | None, bool, bool]:
    """(the first finite verb form of the verb's own word ``rest`` or in ``tail``: future | offer | able | wish |
    progressive | None; whether an infinitive came first; whether a participle came first)."""
    nonfinite = conj = False
    if rest:
        m = _REST_FORMS.search(rest)
        if m is not None:
            if m.lastgroup in ("future", "offer"):
                return m.lastgroup, False, False
            nonfinite, conj = m.lastgroup == "nonfinite", m.lastgroup == "conj"
            if nonfinite and _REQUEST_OF.match(tail):
                nonfinite = False
    for m in _VERB_FORMS.finditer(tail):
        kind = m.lastgroup
        if kind == "aux":
            continue
        if kind == "going":
            return "future", False, conj
        if kind == "conj":
            conj = True
        elif kind == "nonfinite":
            nonfinite = not _REQUEST_OF.match(tail, m.end())
        else:
            return kind, nonfinite, conj
    return None, nonfinite, conj


def _local_governed(low: str, sentence, start: int, end: int) -> tuple[bool, bool, bool]:
    """(said as what the assistant will do, said as an infinitive or an ability, a participle: another change
    follows) for a change whose verb is at ``start`` - ``end``, read the Hindi way."""
    clause = _LOCAL_BREAK.split(low[max(sentence.start, start - LOCAL_LEAD_CHARS):start])[-1]
    word_end = _REST.match(low, end).end()
    tail = _LOCAL_TAIL_BREAK.split(low[word_end:min(sentence.end, word_end + LOCAL_TAIL_CHARS)], maxsplit=1)[0]
    form, nonfinite, conj = _verb_form(low[end:word_end], tail)
    if nonfinite and form != "wish":
        return False, True, conj
    offered = form in ("future", "offer", "able", "progressive")
    if _OFFER_QUESTION.search(clause):
        governed = offered
    elif form == "wish" and sentence.question:
        governed = True  # "क्या आप कार्ड ब्लॉक करवाना चाहेंगे?" (would you like me to)
    elif _FIRST_PERSON.search(clause):
        governed = offered
    elif _SECOND_PERSON.search(clause):
        governed = False  # "आप बाद में अनफ्रीज़ कर सकते हैं"
    elif form == "future" and _BECOMES.match(tail):
        governed = False  # "maturity par poori raashi ka naya FD banega": what the deposit becomes, no one's deed
    else:
        governed = form == "future" or (form == "offer" and sentence.question)
    return governed, form == "able", conj


# an intransitive future right after the change's noun: the record's own fate ("naya FD banega", "नई एफडी बनेगी")
_BECOMES = re.compile(fold(r"\s*(?:\bban(?:ega|egi|enge)\b|बन(?:ेगा|ेगी|ेंगे)|\bho\s+ja(?:yega|yegi|ega)\b|हो\s+जाए(?:गा|गी))"))


def expected_actions(name: str, arguments: Mapping[str, Any]) -> frozenset[str]:
    """The action keys that name the write ``name(arguments)``."""
    service = _service_expected(name, arguments)
    if service is not None:
        return service
    if name == "toggle_card_freeze":
        return frozenset({"unfreeze" if arguments.get("state") == "unfreeze" else "freeze"})
    return frozenset({{
        "create_fd": "book_fd", "create_rd": "open_rd", "close_deposit": "close_deposit",
        "update_deposit_renewal": "renewal", "block_card": "block", "set_card_controls": "set_controls",
        "cancel_mandate": "cancel_mandate", "stop_cheque_payment": "stop_cheque", "request_cheque_book": "cheque_book",
        "request_duplicate_statement": "statement", "update_address": "update_address", "raise_request": "raise_request",
        # the servicing tools of the held-out families: a dispute is a request the bank takes
        "raise_card_dispute": "raise_request", "raise_payment_dispute": "raise_request",
        "dispute_charge": "raise_request", "convert_to_emi": "convert_emi", "reverse_charge": "reverse_charge",
    }.get(name, name)})


def names_action_word(words: Sequence[str], name: str, arguments: Mapping[str, Any]) -> bool:
    """Whether ``words`` (a proposal detail's alternatives, such as "freeze") are words for the action of the
    write ``name(arguments)`` itself, which the proposal check reads in any of its synonyms."""
    keys = expected_actions(name, arguments)
    return any(_ENGLISH_PATTERNS[k].search(w.lower()) for k in keys if k in _ENGLISH_PATTERNS for w in words)


@dataclass(frozen=True)
class NamedAction:
    key: str
    start: int  # offset in the analysis' text (a Hindi change: its verb)
    sentence: int
    governed: bool  # said as something the assistant will do
    negated: bool
    subordinate: bool = False  # a Hindi participle ("बंद करके ...", "report karke ..."): another change follows


def named_actions(analysis: Analysis) -> list[NamedAction]:
    """Every change named in a message, in order of position."""
    return list(analysis.remember("actions", lambda: tuple(_named_actions(analysis))))


def _named_actions(analysis: Analysis) -> list[NamedAction]:
    out = []
    low = analysis.low
    local = is_local(analysis)
    for key, pattern in _SCANS[local].items():
        groups = _VERB_GROUPS[key] if local else ()
        for m in pattern.finditer(low):
            start, end = m.start(), m.end()
            for g in groups:
                if m.start(g) >= 0:  # a Hindi noun ... verb: the change is at its verb
                    start, end = m.start(g), m.end(g)
                    break
            index = analysis.sentence_index(start)
            sentence = analysis.sentences[index] if index >= 0 else None
            lead = low[sentence.start if sentence else 0:start]
            if local:  # (a clause is short: a run-on message is read in bounded time)
                lead = lead[-LOCAL_LEAD_CHARS:]
            clause = _CLAUSE.split(lead)[-1]
            governed = bool(_INTENT.search(clause)) and not _CUSTOMERS_OPTION.search(lead)
            opens = sentence is not None and not low[sentence.start:m.start()].strip(" -*>\"'")
            subordinate = False
            contrast = _CONTRAST.search(" ".join(lead.split()[-4:])) is not None
            neg = negated(analysis, start)
            if not local:
                if m.group(0).endswith("ed") and (_STATUS_LEAD.search(lead) or _STATUS_DATE.match(low, end)):
                    continue  # "it was blocked", "permanently blocked on 2026-04-20": the record's state, no change
                out.append(NamedAction(key, start, index, governed or opens, contrast or neg))
                continue
            word_end = _REST.match(low, end).end()
            if sentence is not None and not governed:
                said, not_offer, subordinate = _local_governed(low, sentence, start, end)
                governed = said or (opens and not not_offer and not _REPORTED.match(low, word_end))  # (not "FD… बंद कर दी गई है")
            contrast = contrast or _CONTRAST_AFTER.match(low[word_end:word_end + 40]) is not None
            if neg and _FAILED_NOUN.search(lead[-60:]):  # "failed transaction ki complaint darj karenge"
                neg = negated(analysis, start, _FAILED)
            if neg and _QUOTED_NEXT.match(low, word_end):  # "badal kar "renewal nahi ..." karenge": the value's
                neg = negated(analysis, start, LOCAL_NEGATORS)  # own negation
            out.append(NamedAction(key, start, index, governed, contrast or neg, subordinate))
    out.sort(key=lambda a: a.start)
    return out


# a change reported done, at its verb ("बंद कर दी गई है", "band ho gaya"): no offer, wherever it stands
_REPORTED = re.compile(fold(r"\s*(?:(?:कर|करवा|kar|karwa)\s+)?(?:दिया|दी|दिए|दिये|किया|की|किए|हो|diya|di|diye|kiya|ki|kiye|ho)\s+"
                           r"(?:गया|गई|गयी|गए|चुका|चुकी|चुके|gaya|gayi|gai|gaye|chuka|chuki|chuke)(?![\w\u0900-\u097f])"))
_STATUS_LEAD = re.compile(r"\b(?:was|were|is|are|been|already|currently)\s+(?:\w+ly\s+)?$")
_STATUS_DATE = re.compile(r"\s+(?:on|since|as of)\s+\d")


# a deposit's product said right before its id ("recurring deposit FD786143", "एफडी नंबर FD786143")
_NAMED_AS = {kind: re.compile(fold(rf"{_B}(?:{nouns}){_E}\W*(?:no\.?|number|nambar|नंबर|संख्या|id)?\W*$"))
             for kind, nouns in (("FD", _RD), ("RD", _FD))}  # the noun that is wrong for each kind of id


def other_product_named(analyses: Sequence[Analysis], own: set[str]) -> list[str]:
    """The write's own deposits (``own``) named as the other product ("close recurring deposit FD786143"): the
    proposal describes another thing than the write touches."""
    out = []
    for a in analyses:
        for m in a.ids:
            wrong = _NAMED_AS.get(m.value[:2]) if m.value in own else None
            if wrong is not None and wrong.search(a.low, max(0, m.start - 40), m.start):
                out.append(m.value)
    return out


# "if the card turns up, we can unfreeze it", "(if it was stolen, we can block it instead)", "Block (permanent): the
# card is cancelled for good": an option for a case that may come, or a word explained, is no proposal now
_LATER = re.compile(r"\b(?:if|once|when|whenever|in case|should you|agar|yadi|jab)\b|अगर|यदि|जब")


_CONSENT = re.compile(r"\s*(?:you\s+)?(?:confirm|agree|say\s+yes|reply\s+yes|approve|are\s+(?:ok|okay|happy)|give)|"
                      r"\s*(?:aap\s+)?(?:haan|confirm|agree)|\s*(?:आप\s+)?(?:हाँ|हां|पुष्टि|सहमत)"
                      # "if all is in order, …", "agar sab theek hai, to …", "अगर सब ठीक है, तो …": the details agreed
                      r"|\s*(?:all|everything|this|that|these|the details?)\s+(?:is\s+|are\s+|looks?\s+|seems?\s+)?"
                      r"(?:fine|correct|right|ok|okay|good|in order)\b|\s*(?:sab|sab\s+kuch|yeh|ye|details?)\s+(?:theek|thik|"
                      r"sahi)\b|\s*(?:सब|सब\s+कुछ|यह|ये|विवरण)\s+(?:ठीक|सही)")


_WISH = re.compile(r"\s*you(?:'d|\s+would)?\s+(?:like|want|wish)\b|\s*(?:aapko|aap)\b[^.?!,]{0,80}?\b(?:chahiye|"
                   r"chahte|chahti|chahein)\b|\s*(?:आपको|आप)\s[^.?!,।]{0,80}?(?:चाहिए|चाहते|चाहती|चाहें)")
_INSTEAD = re.compile(fold(r"\b(?:instead|rather|alternatively|bajaye|bajay|jagah)\b|बजाय|बजाए|जगह"))
# ("तो आपके लिए … दर्ज कर सकता हूँ": the first person in the verb alone)
_THEN_I = re.compile(r"(?:,|\bthen\b)\s*(?:i|we)\b|(?:,\s*)?(?:\bto|\btoh|तो)\s+(?:\bmain|\bmai|\bhum|मैं|हम)(?!\w)"
                     r"|(?:\btoh?|तो)\s+[^.?!।]{0,80}?(?:हूँ|हूं|दूँ|दूं|दूँगा|दूंगा|दूँगी|दूंगी|\bhoon\b|\bhun\b|\bdoon\b|\bdun\b|\bdunga\b|\bdungi\b)")


def bare_ask(an: Analysis, index: int) -> bool:
    """The sentence at ``index`` is a short go-ahead question naming no change ("Bhejun?", "Would you like me to do that?")."""
    return 0 <= index < len(an.sentences) and index in proposal_sentences(an) and len(an.sentences[index].text.split()) <= 8 \
        and not any(x.sentence == index for x in named_actions(an))


def _asked_next(an: Analysis, index: int) -> bool:
    """Whether the go-ahead question that follows sentence ``index`` is a bare one ("Would you like me to do
    that?"), with at most two sentences naming no other change between ("…; it would go to the grievance officer.")."""
    asked = [j for j in proposal_sentences(an) if index < j <= index + 3]
    if not asked:
        return False
    between = set(range(index + 1, asked[0]))
    return bare_ask(an, asked[0]) and not any(x.sentence in between for x in named_actions(an)) \
        and "\n\n" not in an.low[an.sentences[index].end:an.sentences[asked[0]].start]


def later_option(an: Analysis, action: NamedAction) -> bool:
    """Whether a change named outside the go-ahead question is an option for later: said under a condition, or
    a term being explained ("Block (permanent): …")."""
    sentence = an.sentences[action.sentence] if 0 <= action.sentence < len(an.sentences) else None
    if sentence is None:
        return False
    head = an.low[sentence.start:action.start]
    case = _LATER.search(head)
    if case and _CONSENT.match(head, case.end()):
        case = None  # "if you confirm, I will unfreeze it" asks for that very change
    elif case and _WISH.match(head, case.end()) and _THEN_I.search(an.low[sentence.start:sentence.end], case.end()) \
            and not _INSTEAD.search(sentence.text) and (action.sentence in proposal_sentences(an)
                                                        or _asked_next(an, action.sentence)):
        case = None  # "agar aapko certificate chahiye, to main bhej sakti hoon. Bhejun?": an offer of it, asked at
        # once ("tell me if you'd prefer it to renew", "…, I can block it instead": an alternative, not the offer)
    return bool(case) or bool(re.match(r"^\W*\w+\s*(?:\([^)]{0,30}\))?\s*:", an.low[action.start:sentence.end])
                                              and not head.strip(" *-"))


_ID_KINDS = (("CARD", "card"), ("MND", "mandate"), ("TXN", "transaction"), ("POL", "policy"), ("FD", "deposit"), ("RD", "deposit"),
             ("LN", "loan"), ("SR-", "request"), *((prefix, "account") for prefix in ("SB", "CA", "NE", "NO", "SA", "CU")))


def id_kind(value: str) -> str | None:
    """What kind of record an id names, by its prefix (None: not a record id)."""
    value = str(value).upper()
    for prefix, kind in _ID_KINDS:
        if value.startswith(prefix) and value[len(prefix):][:1].isdigit():
            return kind
    return None


_EMBEDDED_ID = re.compile(r"\b[A-Za-z]{2,4}-?\d{4,}\b")


def write_ids(arguments: Mapping[str, Any]) -> set[str]:
    """The record ids a write names: id arguments, and ids written into its free text ("Replacement for expired
    card CARD43405": the request is about that card)."""
    out = set()
    for value in arguments.values():
        for v in value if isinstance(value, (list, tuple)) else [value]:
            if isinstance(v, str):  # an id itself, or ids inside free text
                out.update(m.upper() for m in ([v] if id_kind(v) is not None else _EMBEDDED_ID.findall(v)) if id_kind(m) is not None)
    return out
