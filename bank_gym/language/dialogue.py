"""What a message does: asks for information, proposes an action for the customer's go-ahead, declines,
reports an outcome; and what a customer's reply decides (yes / no).

Everything works sentence by sentence on an ``Analysis``:

* **questions and requests**: a sentence ending in "?" or opening like one ("Could you ...", "Which ..."), or a
  request without a question mark ("I'll need the account number.", "Please share ...");
* **proposals**: a sentence asking the customer's go-ahead for an action, with or without "?" ("Shall I ...",
  "Please confirm (yes/no).", "Let me know if I should go ahead.", "Are these details correct?"); a
  wh-question ("Which account should I use?") is a question, not a proposal;
* **negation**: "not", "n't", "unable", "could not", "failed to", "yet to", ... shortly before a word, in the
  same clause, turn it around ("could not be closed" is not "closed");
* **outcomes**: the ways assistants report that a thing is closed, cancelled, frozen, blocked, updated,
  requested, stopped, enabled, ... ("The closure has been processed." is "closed");
* **echo**: a sentence that mostly repeats something the customer said is the customer's own words, not news.

Hindi (Devanagari), Hinglish (romanised Hindi with English) and mixed-script messages are read the same way:

* questions open with क्या / kya or a question word (कौन सा, कब, कितना, कहाँ, कैसे, क्यों; kaunsa, kab, kitna,
  kahan, kaise, kyun), or end with one before the verb ("आपका खाता नंबर क्या है"); requests need no "?"
  ("कृपया अपना खाता नंबर बताइए।", "apna card ID share kijiye", "हमें सही खाता नंबर चाहिए");
* proposals: "क्या हम आगे बढ़ें?", "क्या मैं यह कर दूँ?", "कृपया पुष्टि करें।", "हाँ या ना में बताइए", "आपकी अनुमति
  हो तो ...", "theek hai?", "kya main FD book kar doon?", "aap haan bolein to ...";
* negation: Hindi negates *after* the word, before the verb ("कार्ड ब्लॉक नहीं करेंगे", "FD band nahi hogi",
  "मत कीजिए"), so ``negated`` also reads the few words after the target, up to the end of its clause (a comma,
  लेकिन / मगर / इसलिए / और, lekin / magar / isliye / aur, or the clause's own verb: "फ्रीज़ हो गया, ब्लॉक
  नहीं हुआ" negates only "ब्लॉक"); "पर" / "par" is no clause break (it is mostly the postposition "on");
* refusals ("हम यह नहीं कर सकते", "यह संभव नहीं है", "yeh possible nahi hai"), outcomes in the perfective
  ("फ्रीज़ कर दिया गया है", "band ho gaya", "अनुरोध दर्ज कर दिया गया है"; a future "फ्रीज़ करेंगे" is no outcome),
  a customer's yes / no ("जी हाँ, कर दीजिए", "nahi, aisa mat kijiye") and giving up ("baad mein try karunga").

Patterns are written against normalized text (``text.normalize``: no nukta, anusvara for chandrabindu, the danda
a full stop); Devanagari in them is passed through ``text.fold`` so they may be written in either spelling.
Python's ``\\b`` is unreliable next to Devanagari vowel signs, so Devanagari words are bounded with explicit
lookarounds (``_L`` / ``_R``). The Hindi / Hinglish patterns are tried only on text that has Devanagari or a
Hindi word in Latin script (``_is_local``): English text reads exactly as it did, at about the same cost.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from .analysis import Analysis
from .text import DEVANAGARI, Sentence, fold, word_pattern, words

# Devanagari word bounds (a vowel sign is not ``\w``, so ``\b`` would cut "खाता" after "खात")
_L = rf"(?<![\w{DEVANAGARI}])"
_R = rf"(?![\w{DEVANAGARI}])"


def _re(pattern: str, flags: int = 0) -> re.Pattern:
    """Compile a pattern whose Devanagari is spelled like normalized text (see the module docstring)."""
    return re.compile(fold(pattern), flags)


# Hindi and Hinglish patterns are tried only on text that has Devanagari or a Hindi word in Latin script: English
# messages (most of them) pay one tokenization for the whole set, and read exactly as before. No English word
# is in the list ("do", "main", "band", "mat", "lakh", "teen" are left out).
_HINDI_WORDS = frozenset("""
    hai hain tha thi ho hoga hogi honge hua hui hue ka ki ke ko se mein mai hum ham humein hamein hume humko hamko
    humne humari humare hamara aap aapka aapki aapke aapko aapne apka apki apke apna apni apne mujhe mujhko mera meri
    mere yeh ye woh wo iska iski iske ise iske isse kya kaun kaunsa kaunsi kaunse konsa konsi konse kis kiska kiski
    kiske kisko kise kab kitna kitni kitne kahan kahaan kaise kaisa kaisi kyun kyon kyu nahi nahin nhi nahee na naa
    haan han ji theek thik sahi bilkul zaroor zarur jaroor kripya kar kr karke karna karni karne karein karen kariye
    karo karun karoon karu kijiye kijie karenge karega karegi karunga karungi diya di diye dia dijiye dijie dein de
    doon du denge dega degi liya li lijiye lein gaya gayi gai gaye gya gyi chuka chuki chuke raha rahi rahe rahega
    rahegi jayega jaayega jayegi jaayegi jaega jaegi jayenge ja bata bataiye bataaiye bataiyega batayein batayen
    bataen bataein bataye batao batana bhej bheja bheji bhejiye bhejein bhejna likh likhiye likhein chahiye chahte
    chahti chahenge chahengi chahunga chahungi chahta jaanna janna zaroorat zarurat jarurat aavashyakta padega
    padegi liye wala wali wale aur ya bhi toh ab abhi phir fir baad pehle pahle mahine mahina saal har hazaar hazar
    rupaye badh badhein badhen badhun badhoon badhu badhiye badho badhne aage laga lagaa lagaya lagu darj tod radd
    rad chalu chaalu khula khuli lambit satyapan satyapit jaanch janch sambhav mumkin asambhav namumkin naamumkin
    anumati ijazat ijaazat patra kaafi kafi paryapt niyam khilaf khilaaf viruddh mana maaf maafi kshama afsos khed
    sirf keval kewal sakte sakta sakti sakenge sakega sakegi payenge paayenge payega paayega payegi paayegi paunga
    paungi paaunga paaungi paate paata paati bolein bolen boliye kahein kahen kahiye keh bol kahenge bolenge agar
    yadi sahmat sehmati sahmati manzoori manjoori chalega kisi koi baat kabhi rehne chhodiye chodiye chhodo chodo
    fayda dekh dekhte koshish dobara dubara jaunga jaungi jaake jakar timahi traimasik masik maasik nishkriya khatam
    khatm samapt raste tak baaki baki hal poora poori pura puri purna mangwa badal badla badli badle jod kaam chal
    lekin magar kintu parantu isliye kyunki kyonki balki jabki warna varna bina shikayat anurodh vivaran jaankari
    jankari naam tareekh pata rakhna dena karwa milega milegi milenge mila mili mile milta milti milte lagega
    lagegi lagenge lagta lagti lagi aayega aayegi aayenge aaya aayi hota hoti hote karta karti karte deta deti dete
    leta leti lete rehta rehti
""".split())
_DEVANAGARI_LETTER = re.compile(f"[{DEVANAGARI}]")


@lru_cache(maxsize=16384)
def _is_local(text: str) -> bool:
    """Whether ``text`` (lower case) may be Hindi or Hinglish: Devanagari, or a Hindi word in Latin script."""
    return _DEVANAGARI_LETTER.search(text) is not None or not _HINDI_WORDS.isdisjoint(words(text))

__all__ = [
    "OUTCOMES",
    "decision_of",
    "echo_sentences",
    "gave_up",
    "is_info_request",
    "negated",
    "outcome_stated",
    "proposal_sentences",
    "question_part",
    "question_parts",
    "refusal_stated",
    "stated_matches",
]

# ---------------------------------------------------------------- negation

_NEGATORS = frozenset({
    "not", "never", "no", "unable", "cannot", "can't", "couldn't", "won't", "wouldn't", "isn't", "wasn't",
    "aren't", "weren't", "hasn't", "haven't", "hadn't", "didn't", "doesn't", "don't", "shouldn't", "failed",
    "fail", "fails", "yet", "without", "nor", "neither", "unsuccessful", "pending", "awaiting",
    "बिना", "bina",  # "बिना पेनल्टी के", "bina penalty ke"
})
# Hindi / Hinglish clause breaks ("पर" / "par" is mostly the postposition "on": no break)
_LOCAL_BREAKS = ("लेकिन", "मगर", "किंतु", "किन्तु", "परंतु", "परन्तु", "इसलिए", "इसलिये", "क्योंकि", "बल्कि",
                 "जबकि", "वरना", "और", "तथा", "lekin", "magar", "kintu", "parantu", "isliye", "kyunki", "kyonki",
                 "balki", "jabki", "warna", "varna", "aur")
_CLAUSE_BREAK = _re(r"[,;:()]|\b(?:but|however|although|though|whereas|and then|so|because)\b"
                    + "|" + _L + "(?:" + "|".join(_LOCAL_BREAKS) + ")" + _R)
NEGATION_WINDOW = 4  # words before the target
# Hindi negators: after the word ("ब्लॉक नहीं करेंगे", "band nahi hogi", "मत कीजिए"), or just before it
_NEGATORS_AFTER = frozenset({"नहीं", "नही", "न", "ना", "मत", "nahi", "nahin", "nahee", "nhi", "na", "mat"})
_NEGATORS_JUST_BEFORE = frozenset({"नहीं", "नही", "मत", "nahi", "nahin", "nhi", "mat"})
_TAGS = frozenset({"न", "ना", "na"})  # "kar diya na?": a question tag at the clause end, no negation
_AFTER_BREAKS = frozenset(fold(w) for w in _LOCAL_BREAKS) | {"but", "however", "so", "because"}
NEGATION_AFTER = 4  # words after the target (Hindi puts the negator just before the verb)
JUST_BEFORE = 2  # words before the target a Hindi negator may stand ("hum nahi block karenge")
# The clause's own verb: a Hindi negator after it belongs to the next clause ("हो गया ... नहीं")
_CLAUSE_VERB = _re(
    r"^(?:है|हैं|था|थी|थे|थीं|गया|गई|गयी|गए|गये|हुआ|हुई|हुए|चुका|चुकी|चुके|होगा|होगी|होंगे|hai|hain|tha|thi|"
    r"gaya|gayi|gai|gaye|gae|hua|hui|hue|chuka|chuki|chuke|hoga|hogi|honge)$"
    r"|(?:ेंगे|ेंगी|ेगा|ेगी|ूंगा|ूंगी|enge|engi|ega|egi|unga|ungi|oonga|oongi)$"
)
# The word at the target (an amount's digits and commas are one: "₹20,000 नहीं")
_TARGET = re.compile(rf"₹?\s?\d[\d,]*(?:\.\d+)?|[a-z0-9₹]+(?:'[a-z]+)?|[{DEVANAGARI}]+")
_AFTER_STOP = re.compile(r"[,;:()]| - ")
_LOCAL_NEGATOR = _re(rf"{_L}(?:नहीं|नही|न|ना|मत){_R}|\b(?:nahi|nahin|nahee|nhi|na|mat)\b")


def negated(analysis: Analysis, start: int, ignore: frozenset[str] = frozenset(), end: int | None = None) -> bool:
    """Whether the word at ``start`` is negated: a negator (other than those in ``ignore``) among the few words
    before it in its clause, or a Hindi / Hinglish negator among the few words after it, before the clause's
    verb ("कार्ड ब्लॉक नहीं करेंगे", "FD band nahi hogi").

    ``end``: where a matched phrase that starts at ``start`` ends, when the phrase may hold its own negator
    ("renewal nahi, maturity par payout" is the instruction "no renewal", not a negated one): the words after
    the phrase are read instead of those after its first word."""
    sentence = analysis.sentence_at(start)
    lo = sentence.start if sentence else 0
    before = analysis.low[lo:start]
    parts = _CLAUSE_BREAK.split(before)
    clause = parts[-1] if parts else before
    tokens = words(clause)
    if any(t in _NEGATORS and t not in ignore for t in tokens[-NEGATION_WINDOW:]):
        return True
    if any(t in _NEGATORS_JUST_BEFORE and t not in ignore for t in tokens[-JUST_BEFORE:]):
        return True
    limit = sentence.end if sentence else len(analysis.low)
    if _LOCAL_NEGATOR.search(analysis.low, start, limit) is None:
        return False
    if end is not None and end > start:
        own = words(analysis.low[start:end])
        if own and _CLAUSE_VERB.search(own[-1]):
            return False  # the phrase ends with its clause's verb ("renewal nahi hoga")
        return _negated_after(analysis.low, min(end, limit), limit, ignore, skip_target=False)
    return _negated_after(analysis.low, start, limit, ignore)


def _negated_after(low: str, start: int, end: int, ignore: frozenset[str], skip_target: bool = True) -> bool:
    if skip_target:
        target = _TARGET.search(low, start, end)
        if target is None:
            return False
        start = target.end()
    stop = _AFTER_STOP.search(low, start, end)
    after = words(low[start:stop.start() if stop else end])[:NEGATION_AFTER]
    for i, t in enumerate(after):
        if t in _AFTER_BREAKS:
            return False
        if t in _NEGATORS_AFTER and t not in ignore:
            if t in _TAGS and i == len(after) - 1:
                return False  # "block kar diya na?"
            return True
        if _CLAUSE_VERB.search(t):
            return False
    return False


# ---------------------------------------------------------------- questions, requests, proposals

_WH = ("which", "what", "what's", "whats", "when", "where", "who", "whom", "whose", "how", "why")
_AUX_OPENERS = ("could", "can", "would", "will", "may", "might", "do", "does", "did", "is", "are", "was", "were",
                "have", "has", "shall", "should")
# "Is account mein ..." (इस, this) and "Do lakh ki FD ..." (दो, two) open Hinglish statements: these openers are
# English questions only in a sentence without Hindi function words.
_AMBIGUOUS_OPENERS = frozenset({"is", "do"})
# Hindi / Hinglish question words (क्या / kya aside); Devanagari ones after the normalized spelling
_LOCAL_WH = (
    r"कौन\s*सा|कौन\s*सी|कौन\s*से|कौनसा|कौनसी|कौनसे|कौन|किसका|किसकी|किसके|किसको|किसे|किस|किन|कब|कितना|कितनी|कितने|"
    r"कहां|कहाँ|कैसे|कैसा|कैसी|क्यों|क्यूं|"
    r"kaun\s*sa|kaun\s*si|kaun\s*se|kaunsa|kaunsi|kaunse|konsa|konsi|konse|kaun|kiska|kiski|kiske|kisko|kise|kis|"
    r"kab|kitna|kitni|kitne|kahan|kahaan|kaise|kaisa|kaisi|kyun|kyon|kyu"
)
_LOCAL_QUESTION_OPEN = _re(
    r"^\W*(?:(?:जी|अच्छा|ठीक\s+है|तो|अब|और|ji|achha|accha|acha|theek\s+hai|thik\s+hai|toh|to|ab|aur|ok|okay)"
    rf"(?:\W|\s)+)?(?:क्या|kya|{_LOCAL_WH}){_R}"
)
# A question word just before the verb that ends the sentence ("आपका खाता नंबर क्या है", "FD kab tak chahiye")
_LOCAL_QUESTION_END = _re(
    rf"{_L}(?:क्या|kya|{_LOCAL_WH}){_R}(?:\s+\S+)?\s+(?:है|हैं|होगा|होगी|होंगे|था|थी|थे|चाहिए|रहेगा|रहेगी|"
    r"hai|hain|hoga|hogi|honge|tha|thi|chahiye|rahega|rahegi)\W*$"
)
_LOCAL_WH_ANYWHERE = _re(rf"{_L}(?:{_LOCAL_WH}){_R}")
_EMBEDDED = _re(rf"{_L}(?:कि|जो|जब|ki|jo|jab){_R}")  # "हम बताएँगे कि यह कब होगा" states, it does not ask

_REQUEST = re.compile(
    r"\b(?:please|kindly|pls)\s+(?:share|provide|tell|give|send|confirm|let me know|mention|enter|type|specify|"
    r"state|advise|help me with|quote|reply with)\b"
    r"|\b(?:i|we)(?:'ll| will| would|'d)?\s+(?:need|require)\b|\bneed (?:your|the)\b"
    r"|\b(?:let me know|tell me|share|provide|send me|give me)\s+(?:your|the|which|what|a|an)\b"
    r"|\b(?:may|can|could) i (?:have|get|know|ask)\b|\bi(?:'d| would) (?:like|need) to know\b"
    r"|^\W*(?:provide|share|send|give|enter|type|mention|specify|state|quote)\b|\bplease\W*$"
)
# Hindi / Hinglish requests, with or without "?": "बताइए", "share kijiye", "खाता नंबर दीजिए", "हमें ... चाहिए";
# not a warning ("PIN किसी को न बताएँ", "share mat kijiye") nor "you should" ("रखना चाहिए")
_INFO_NOUNS = (r"नंबर|नम्बर|संख्या|आईडी|आइडी|नाम|जानकारी|विवरण|डिटेल|डिटेल्स|पता|तारीख|तिथि|राशि|रकम|कोड|"
               r"id|number|naam|details?|jaankari|jankari|vivaran|address|pata|date|tareekh|amount|code")
_LOCAL_REQUEST = _re(
    rf"(?<!न )(?<!ना )(?<!मत ){_L}(?:बताइए|बताइये|बताईए|बताएं|बतायें|बतलाइए|बताए|बताये"
    r"|बता\s+(?:दीजिए|दीजिये|दें|दीजिएगा|दीजियेगा))(?!\s+(?:गए|गये|गई|गयी))" + _R
    + rf"|{_L}(?:शेयर|साझा|प्रदान|टाइप|एंटर|मेंशन|उल्लेख)\s+(?:करें|कीजिए|कीजिये|करिए|करिये|कर\s+(?:दें|दीजिए|दीजिये)){_R}"
    + rf"|(?<!न )(?<!मत ){_L}(?:भेजिए|भेजिये|भेजें|भेज\s+(?:दीजिए|दीजिये|दें)|लिखिए|लिखिये|लिखें|लिख\s+(?:दीजिए|दें)){_R}"
    + rf"|{_L}(?:उपलब्ध|मुहैया)\s+(?:कराएं|कराइए|कराइये|करवाएं|करवाइए){_R}"
    + rf"|{_L}(?:{_INFO_NOUNS})\s+(?:भी\s+|bhi\s+)?(?:दे\s+|de\s+)?(?:दीजिए|दीजिये|दें|दीजिएगा|dijiye|dijie|dein|dijiyega){_R}"
    + rf"|{_L}(?:मुझे|हमें|हमको|मुझको|हमे|आपका|आपकी|आपके|अपना|अपनी|अपने)(?:\s+\S+){{0,8}}?\s+(?<!ना )चाहिए{_R}"
    + rf"|{_L}(?:बताना|देना|शेयर\s+करना|भेजना)\s+(?:होगा|होगी|पड़ेगा|पड़ेगी|जरूरी\s+है){_R}"
    + rf"|{_L}(?:की|का|के)\s+(?:जरूरत|आवश्यकता)\s+(?:है|होगी|पड़ेगी){_R}"
    + rf"|{_L}(?:जानना|जानने)\s+(?:चाहूंगा|चाहूंगी|चाहेंगे|चाहता|चाहती|चाहते){_R}"
    + r"|(?<!\bna )(?<!\bmat )\b(?:bataiye|bataaiye|bataiyega|batayein|batayen|bataen|bataein|bataye|batao"
      r"|bata\s+(?:dijiye|dijie|dein|den|do|dijiyega))\b"
    + r"|\b(?:share|provide|enter|type|mention|likh|darj)\s+(?:kijiye|kijie|karein|karen|kariye|karo"
      r"|kar\s+(?:dijiye|dijie|dein|do))\b"
    + r"|(?<!\bna )(?<!\bmat )\b(?:bhejiye|bhejein|bhej\s+(?:dijiye|dein|do)|likhiye|likhein|likh\s+(?:dijiye|dein))\b"
    + r"|\b(?:mujhe|humein|hamein|hume|humko|hamko|mujhko|aapka|aapki|aapke|apka|apki|apke|apna|apni|apne)"
      r"(?:\s+\S+){0,8}?\s+(?<!na )chahiye\b"
    + r"|\b(?:batana|dena|share\s+karna|bhejna)\s+(?:hoga|hogi|padega|padegi|zaroori\s+hai)\b"
    + r"|\b(?:ki|ka|ke)\s+(?:zaroorat|zarurat|jarurat|aavashyakta)\s+(?:hai|hogi|padegi)\b"
    + r"|\b(?:jaanna|janna)\s+(?:chahunga|chahungi|chahenge|chahta|chahti|chahte)\b"
)
_PROPOSAL = re.compile(
    r"\b(?:shall|should|may|can|could|do) i\b(?!\s+(?:have|get|know|ask|help|assist|see|check|look))"
    r"|\b(?:do|would|did)\s+you\s+(?:want|like|wish)\s+me\s+to\b|\b(?:want|like|need)\s+me\s+to\b"
    r"|\b(?:shall|should)\s+we\b|\bgo(?:ing)?\s+ahead\b|\bproceed(?:ing)?\b"
    r"|\bplease\s+confirm\b|\bconfirm\s+(?:that|if|whether|this|these|the\s+(?:above|details|change|request|action))\b"
    r"|\b(?:do|can|could|would)\s+you\s+(?:please\s+)?(?:confirm|approve|authori[sz]e|agree)\b"
    r"|\b(?:reply|respond|answer|say|type)\s+(?:with\s+)?[\"']?(?:yes|y)\b|\(?\byes\s*/\s*no\b\)?|\byes or no\b|\by/n\b"
    r"|\b(?:are|is)\s+(?:these|this|the|all)\s+(?:details|information|above|correct|right)\b"
    r"|\bis\s+(?:that|this|it)\s+(?:correct|right|ok|okay|alright|fine|acceptable)\b"
    r"|\b(?:does|do)\s+(?:that|this|these|it)\s+(?:look|sound|seem)\s+(?:right|good|ok|okay|correct|fine)\b"
    r"|\bsounds?\s+good\b|\bokay\s+with\s+(?:you|that|this)\b|\bok\s+with\s+(?:you|that|this)\b"
    r"|\b(?:with|have|get)\s+your\s+(?:permission|consent|approval|go-ahead|confirmation|ok|okay)\b"
    r"|\b(?:awaiting|waiting for|need|require)\s+your\s+(?:confirmation|go-ahead|approval|consent|permission|ok)\b"
    r"|\blet me know if\s+(?:i\s+should|you(?:'d| would)?\s+(?:like|want)|to\s+proceed|i\s+(?:can|may)|it's ok|"
    r"that's ok|this is ok|you agree|everything|all|these|this|the details)\b"
    r"|\b(?:once|if|when)\s+you\s+(?:confirm|say yes|agree|approve|give)\b"
    r"|\b(?:is it|would it be)\s+(?:ok|okay|alright|fine)\b|\b(?:ok|okay)\s+to\s+(?:proceed|go|continue|do)\b"
    r"|\bcan you give (?:me )?(?:the )?(?:go-ahead|ok|okay|confirmation)\b"
    r"|[,;-]\s*(?:is that\s+)?(?:ok|okay|alright|all right|fine|good|right|correct|agreed)\s*\?"
    r"|^\W*(?:confirm|ok|okay|alright|all right|agreed|good to go|all good|fine|yes or no)\s*\?"
    r"|\bready for me to\b|\bsay the word\b|\bgood to go\s*\?|\ball set to (?:go|proceed)\s*\?"
    r"|\byour (?:confirmation|go-ahead|approval|consent|ok|okay),? please\b"
    r"|\b(?:is|are) (?:this|that|these) what you(?:'d| would)? (?:want|like|need)\b|\bdo you want (?:this|that|it)\b"
)
# Hindi / Hinglish go-aheads asked: "आगे बढ़ें?", "कृपया पुष्टि करें", "आपकी अनुमति हो तो", "हाँ या ना", "ठीक है?"
_LOCAL_PROPOSAL = _re(
    rf"{_L}आगे\s+बढ(?!ने\s+से\s+पहले)|\baage\s+badh(?!ne\s+se\s+(?:pehle|pahle))"
    rf"|{_L}(?:पुष्टि|कन्फर्म|कंफर्म)\s+(?:करें|कीजिए|कीजिये|करिए|करिये|कर\s+(?:दें|दीजिए|दीजिये)|करेंगे\s*\?"
    rf"|करते\s+हैं\s*\?|करती\s+हैं\s*\?|दें|दीजिए){_R}"
    r"|\bconfirm\s+(?:karein|karen|kijiye|kijie|kariye|kar\s+(?:dein|dijiye|dijie|do)|karenge\s*\?"
    r"|karte\s+hain\s*\?|karti\s+hain\s*\?)"
    rf"|{_L}(?:अपनी|आपकी)\s+(?:पुष्टि|अनुमति|सहमति|मंजूरी|स्वीकृति|इजाजत|हां|हामी){_R}"
    r"|\b(?:aapki|apki|apni)\s+(?:permission|approval|confirmation|consent|anumati|sahmati|sehmati|manzoori|"
    r"manjoori|ijazat|ijaazat|haan|go-ahead)\b"
    rf"|{_L}(?:हां|haan|han)\s*(?:\s(?:या|ya)\s|/)\s*(?:ना|नहीं|na|nahi|nahin|naa){_R}"
    rf"|{_L}(?:हां|haan|ha)\s+(?:बोलें|बोलिए|बोलिये|कहें|कहिए|कहिये|करें|कह\s+दें|बोल\s+दें|कहेंगे|बोलेंगे|"
    rf"bolein|bolen|boliye|kahein|kahen|kahiye|keh\s+dein|bol\s+dein|kahenge|bolenge|karein){_R}"
    rf"|{_L}(?:अगर|यदि|agar|yadi)\s+(?:आप|aap)\s+(?:सहमत|हां|पुष्टि|ठीक|agree|sahmat|haan|confirm|theek){_R}"
    rf"|{_L}(?:क्या|kya)\s+(?:आप|aap)\s+(?:चाहते|चाहती|चाहेंगे|चाहेंगी|chahte|chahti|chahenge|chahengi)\s+"
    rf"(?:(?:हैं|hain)\s+)?(?:कि|ki)\s+(?:हम|मैं|hum|main|mai){_R}"
    rf"|{_L}(?:क्या|kya)\s+(?:आप|aap)\s+(?:सहमत|इसकी\s+अनुमति|पुष्टि\s+करते|पुष्टि\s+करती|sahmat|agree|"
    r"iski\s+permission|confirm\s+karte|confirm\s+karti)"
    rf"|{_L}(?:यह|ये|यही|सब|यह\s+सब|ये\s+सब|ऊपर\s+दिए\s+गए|yeh|ye|yahi|sab|yeh\s+sab|ye\s+sab)\s+(?:\S+\s+){{0,2}}?"
    r"(?:सही|ठीक|sahi|theek|thik|correct)\s+(?:है|हैं|hai|hain)\s*\?"
    r"|^\W*(?:तो\s+|to\s+|toh\s+)?(?:ठीक|सही|theek|thik|sahi|ok|okay)\s+(?:है|रहेगा|hai|rahega)(?:\s+(?:ना|न|na))?\W*\?"
    r"|^\W*(?:चलेगा|chalega)\W*\?"
    r"|[,;-]\s*(?:ठीक\s+है|सही\s+है|ठीक\s+रहेगा|चलेगा|theek\s+hai|thik\s+hai|sahi\s+hai|theek\s+rahega|chalega|"
    r"ok\s+hai)(?:\s+(?:ना|न|na))?\s*\?"
)
# "क्या हम/मैं ... करें/कर दूँ?", "kya main ... kar doon?": an offer in the subjunctive, asked. Its last word ends
# like a subjunctive (-ें/-ूँ/-एँ; -ein/-en/-un/-oon/-u), not like "can I help / may I know" (हूँ / hoon).
_LOCAL_OFFER = _re(
    r"(?:^|[,;:\-]\s*|(?:तो|अब|to|toh|ab|ok|okay|theek\s+hai)\s+)(?:क्या|kya)\s+(?:हम|मैं|hum|ham|main|mai|mein)"
    rf"{_R}.*?(?P<last>[{DEVANAGARI}]*(?:ें|ूं|एं|ऊं)|\b[a-z]+(?:ein|en|un|oon|u))[\s?.!\"')\]]*$"
)
_NOT_SUBJUNCTIVE = frozenset(fold(w) for w in (
    "में", "हमें", "उन्हें", "तुम्हें", "इन्हें", "जिन्हें", "हूं", "हूँ", "hoon", "hun", "hu", "hoo", "you", "then",
    "when", "open", "screen", "token", "menu", "main", "mein", "hain"))
_HELP_OR_KNOW = _re(rf"{_L}(?:मदद|सहायता|जान|जानकारी|पूछ|madad|help|sahayata|jaan|jaankari|pooch|puch){_R}")
_PROPOSAL_WH_OVERRIDE = _re(r"\bgo\s+ahead\b|\bproceed\b|\bconfirm\b" + rf"|{_L}(?:आगे\s+बढ|पुष्टि)|\baage\s+badh")


def _first_word(sentence: Sentence) -> str | None:
    first = words(sentence.text[:40])[:1]
    return first[0] if first else None


def _opens_with(sentence: Sentence, openers: Iterable[str]) -> bool:
    first = _first_word(sentence)
    if first is None or first not in openers:
        return False
    if first in _AMBIGUOUS_OPENERS and _is_local(sentence.text):
        return False  # "Is account mein ₹5,000 hain." / "Do lakh ki FD book ho gayi hai."
    return True


def _opens_like_question(sentence: Sentence) -> bool:
    """Opens like a question: an English wh-word or auxiliary, क्या / kya or a Hindi question word."""
    return (_opens_with(sentence, _WH) or _opens_with(sentence, _AUX_OPENERS)
            or (_is_local(sentence.text) and _LOCAL_QUESTION_OPEN.search(sentence.text) is not None))


def _asks_at_end(sentence: Sentence) -> bool:
    """A Hindi question word just before the final verb, not in an embedded clause ("... कि यह कब होगा")."""
    if not _is_local(sentence.text):
        return False
    m = _LOCAL_QUESTION_END.search(sentence.text)
    return m is not None and _EMBEDDED.search(sentence.text, 0, m.start()) is None


def is_question(sentence: Sentence) -> bool:
    return sentence.question or _opens_like_question(sentence) or _asks_at_end(sentence)


def question_part(sentence: Sentence) -> tuple[int, int] | None:
    """The interrogative part of a sentence, as offsets into the message: the whole sentence when it opens like
    a question ("Is your card frozen?", "क्या आपका कार्ड फ्रीज़ है?") or, without "?", ends like one ("आपका खाता
    नंबर क्या है"), only its last clause when a statement ends with one ("Your card is frozen, anything
    else?"), else None."""
    if _opens_like_question(sentence):
        return sentence.start, sentence.end
    if not sentence.question:
        return (sentence.start, sentence.end) if _asks_at_end(sentence) else None
    cut = max(sentence.text.rfind(","), sentence.text.rfind(" - "), sentence.text.rfind(";"), sentence.text.rfind(":"))
    return sentence.start + max(cut, 0), sentence.end


def is_info_request(sentence: Sentence) -> bool:
    """A question or a request for information (with or without a question mark)."""
    return (is_question(sentence) or _REQUEST.search(sentence.text) is not None
            or (_is_local(sentence.text) and _LOCAL_REQUEST.search(sentence.text) is not None))


def question_parts(analysis: Analysis) -> tuple[tuple[int, int] | None, ...]:
    """``question_part`` of every sentence of a message (worked out once per message)."""
    return analysis.remember("question_parts", lambda: tuple(question_part(s) for s in analysis.sentences))


def proposal_sentences(analysis: Analysis) -> list[int]:
    """Indices of the sentences that ask for the customer's go-ahead."""
    return list(analysis.remember("proposals", lambda: tuple(_proposals(analysis))))


def _is_proposal(text: str) -> bool:
    if _PROPOSAL.search(text):
        return True
    if not _is_local(text):
        return False
    if _LOCAL_PROPOSAL.search(text):
        return True
    offer = _LOCAL_OFFER.search(text)
    return offer is not None and offer.group("last") not in _NOT_SUBJUNCTIVE and not _HELP_OR_KNOW.search(text)


def _proposals(analysis: Analysis) -> list[int]:
    out = []
    for i, s in enumerate(analysis.sentences):
        if not _is_proposal(s.text):
            continue
        asks = _opens_with(s, _WH) or (_is_local(s.text) and _LOCAL_WH_ANYWHERE.search(s.text) is not None)
        if asks and not _PROPOSAL_WH_OVERRIDE.search(s.text):
            continue  # "Which account should I use?", "कौन सा खाता इस्तेमाल करें?" ask for information
        out.append(i)
    return out


# ---------------------------------------------------------------- declines and outcomes

_REFUSAL = re.compile(
    r"\b(?:cannot|can't|can not|unable to|not able to|won't be able|will not be able|isn't possible|is not possible|"
    r"not possible|wouldn't be possible|would not be possible|not allowed|isn't allowed|is not allowed|not permitted|"
    r"not eligible|ineligible|do not have access|don't have access|no access|not yours|not linked|isn't linked|"
    r"is not linked|not registered to you|not in your name|decline|declined|have to decline|must decline|"
    r"not something i can|i'm afraid|i am afraid|regret|unfortunately|not supported|doesn't allow|does not allow|"
    r"don't allow|do not allow|not available for|can only be|cannot be|can't be|won't be possible|no longer possible|"
    r"not in a position|against (?:our|the bank's|bank) policy|policy does not|policy doesn't|"
    r"would exceed|exceeds the|above the maximum|more than the maximum|insufficient|not enough)\b"
)
_LOCAL_REFUSAL = re.compile(
    # Hindi / Hinglish: "हम यह नहीं कर सकते", "नहीं हो सकता", "यह संभव नहीं है", "अनुमति नहीं", "yeh possible nahi
    # hai", "nahi ho payega", "maaf kijiye, ... nahi" (but not "माफ़ कीजिए, यह रिकॉर्ड में नहीं मिला": not found)
    fold(
        rf"{_L}नहीं\s+(?:कर|हो|दे|बता|बदल|खोल|भेज|ले|दिखा|बना|हटा|रोक)\s+(?:सकते|सकता|सकती|सकेंगे|सकेगा|सकेगी|"
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
        r"|\bnahi?n?\s+(?:kar|ho|de|bata|badal|khol|bhej|le|dikha|bana|hata)\s+(?:sakte|sakta|sakti|sakenge|sakega|"
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
    )
)


def stated_matches(analysis: Analysis, pattern: re.Pattern, skip: set[int] = frozenset()):
    """(sentence, match) for each match of ``pattern`` said as a statement: outside the sentences in ``skip``
    and outside the interrogative part of a sentence ("Is your card frozen?" states nothing)."""
    if pattern.search(analysis.low) is None:
        return
    parts = question_parts(analysis)
    for i, s in enumerate(analysis.sentences):
        if i in skip:
            continue
        asked = parts[i]
        for m in pattern.finditer(s.text):
            if asked is None or not asked[0] <= s.start + m.start() < asked[1]:
                yield s, m


def refusal_stated(analysis: Analysis, skip: set[int] = frozenset()) -> bool:
    """Whether a (non-question, non-echo) sentence declines or explains that the thing cannot be done."""
    if next(stated_matches(analysis, _REFUSAL, skip), None) is not None:
        return True
    return _is_local(analysis.low) and next(stated_matches(analysis, _LOCAL_REFUSAL, skip), None) is not None


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
               r"\bnow\s+set\b|\bsaved\b|\bin effect\b|\btaken effect\b",
    "changed": r"\bchanged\b|\bupdated\b|\bmodified\b|\b(?:is|has\s+been)\s+(?:now\s+)?set\b",
    "enabled": r"\benabled\b|\bactivated\b|\bturned\s+on\b|\bswitched\s+on\b|\bnow\s+allowed\b|\bnow\s+active\b",
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
_CHANGED = (_said(_UPDATE, _DONE) + "|" + _said(r"अपडेट|सेट|update|set", _IS)
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
               r"|\b(?:ab|phir\s+se)\s+(?:chalu|chaalu|active|enabled?|on)\s+(?:hai|hain|ho\s+gaya|ho\s+gayi)\b",
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
    "already cancelled": _said(r"पहले\s+(?:ही|से)\s+(?:ही\s+)?(?:रद्द|रद|कैंसल|कैंसिल)", _DONE + "|" + _IS)
                         + "|" + _said(r"pehle|pahle|already", r"\s+(?:hi\s+|se\s+)?(?:cancel|cancelled|canceled|radd)"
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
for _key, _local in _LOCAL_OUTCOMES.items():
    if _key in _ENGLISH_OUTCOMES:
        _COMPILED[_key] = re.compile(rf"(?<![a-z0-9]){_key}(?![a-z0-9])")  # as before: the word itself
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
        for s, m in stated_matches(analysis, pattern, skip):
            said = m.group(0)
            if key in _SELF_NEGATING or " not " in f" {said} " or _NEGATION_INSIDE.search(said) \
                    or not negated(analysis, s.start + m.start(), ignore):
                return True  # a match that holds its own negator ("अब सक्रिय नहीं": cancelled) is that outcome
    return False


# ---------------------------------------------------------------- echoes of the customer's own words

ECHO_MIN_WORDS = 4
ECHO_FROM_SHARE = 0.8  # of the assistant sentence's word pairs taken from one customer sentence ...
ECHO_COVER_SHARE = 0.8  # ... which it reproduces almost whole
_ECHO_TOKEN = re.compile(rf"\d[\d,]*(?:\.\d+)?|[a-z]+(?:'[a-z]+)?|[{DEVANAGARI}]+")  # Devanagari words count
_CUSTOMER_SENTENCE = re.compile(r"(?<=[.!?])\s+|[\u0964\u0965]\s*|\n+")  # the danda ends a sentence too


def _echo_tokens(low: str) -> list[str]:
    return [t.replace(",", "") for t in _ECHO_TOKEN.findall(low)]


@lru_cache(maxsize=8192)
def _echo_bags(text: str) -> tuple[frozenset, ...]:
    """The word pairs of each sentence (of three pairs or more) of one customer message."""
    out = []
    for piece in _CUSTOMER_SENTENCE.split(fold(text[:4000]).lower()):  # spelled like the assistant's text
        tokens = _echo_tokens(piece)
        if len(tokens) >= ECHO_MIN_WORDS:
            out.append(frozenset(zip(tokens, tokens[1:])))
    return tuple(out)


def echo_sentences(analysis: Analysis, customer_texts: Iterable[str]) -> set[int]:
    """Sentences that repeat one of the customer's own sentences back: at least four words, three quarters of
    their word pairs taken from that customer sentence, which they reproduce almost whole ("You said: please
    tell me that the change is logged"). An answer that reuses part of the customer's wording ("The change is
    logged for verification.") is not an echo."""
    bags = [bag for t in customer_texts for bag in _echo_bags(t or "")]
    if not bags:
        return set()
    out = set()
    sentence_pairs = analysis.remember("echo_pairs", lambda: tuple(
        frozenset(zip(tokens, tokens[1:])) if len(tokens := _echo_tokens(s.text)) >= ECHO_MIN_WORDS else None
        for s in analysis.sentences))
    for i, pairs in enumerate(sentence_pairs):
        if pairs is None:
            continue
        for bag in bags:
            shared = len(pairs & bag)
            if shared >= ECHO_FROM_SHARE * len(pairs) and shared >= ECHO_COVER_SHARE * len(bag):
                out.add(i)
                break
    return out


# ---------------------------------------------------------------- a customer's decision

# "हाँ" / "haan" said about saying yes later ("हाँ कहने से पहले ...", "haan bolne se pehle ...") is no yes
_NOT_YET = r"(?!\s+(?:कहने|बोलने|कहूं|बोलूं|kehne|kahne|bolne|kahun|bolun))"
_LEAD_NO = _re(r"^\W*(?:no\b(?!\s+(?:problem|worries|issues?|doubt))|nope\b|nah\b|not really\b|wait\b|hold on\b|"
               r"stop\b|don't\b|do not\b|dont\b|never mind\b"
               # Hindi / Hinglish: "नहीं", "जी नहीं", "मत कीजिए", "ऐसा मत करो", "रुकिए", "nahi", "mat kijiye", "rukiye"
               rf"|(?:जी\s+)?(?:नहीं|नही|ना){_R}|मत{_R}|ऐसा\s+मत{_R}|(?:जरा\s+|एक\s+मिनट\W+)?(?:रुकिए|रुकिये|रुको|रुकें|"
               rf"ठहरिए|ठहरिये){_R}|एक\s+(?:मिनट|सेकंड){_R}"
               r"|(?:ji\s+)?(?:nahi|nahin|nahee|nhi|naa|na)\b|mat\b|aisa\s+mat\b|(?:zara\s+|ek\s+minute\W+)?(?:rukiye|"
               r"rukiyee|ruko|rukein|ruk\s+jaiye|thahriye|thehriye)\b|ek\s+(?:minute|min|second|sec)\b)")
_LEAD_YES = _re(r"^\W*(?:yes|yeah|yep|yup|sure|ok|okay|alright|all right|fine|correct|right|confirmed|absolutely|"
                r"definitely|of course|certainly|please do|please go ahead|please proceed|go ahead|"
                r"do it|proceed|that's right|that is right|that's correct|that is correct|sounds good|"
                r"i confirm|confirm|perfect|great|no problem|no worries)\b"
                # Hindi / Hinglish: "हाँ", "जी हाँ", "हाँ जी", "ठीक है", "कर दीजिए", "आगे बढ़िए", "मैं पुष्टि करता हूँ",
                # "haan", "ji haan", "theek hai", "kar dijiye", "aage badhiye", "main confirm karta hoon"
                rf"|(?:(?:जी\s+)?हां(?:\s+जी)?|हा|जी|ठीक\s+है|ठीक|सही\s+है|बिल्कुल|बिलकुल|जरूर|अवश्य|कर\s+(?:दीजिए|दीजिये|दो|दें)|"
                rf"कीजिए|कीजिये|आगे\s+(?:बढ़िए|बढ़िये|बढ़ें|बढ़ो)|(?:मैं\s+)?पुष्टि\s+(?:करता|करती)|मेरी\s+(?:तरफ\s+से\s+)?पुष्टि|"
                rf"ओके|चलिए|चलिये){_R}{_NOT_YET}"
                r"|(?:(?:ji\s+)?haan?(?:\s+ji)?|haa|ha|ji|theek\s+hai|thik\s+hai|theek|thik|sahi\s+hai|bilkul|zaroor|"
                r"zarur|jaroor|kar\s+(?:dijiye|dijie|do|dein)|kijiye|aage\s+(?:badhiye|badho|badhein)|"
                r"(?:main\s+)?confirm\s+(?:karta|karti|hai)|meri\s+taraf\s+se\s+confirm|chaliye)\b" + _NOT_YET)
_STRONG_NO = _re(
    r"\b(?:please don't|please do not|do not (?:proceed|do|go ahead|make|change|book|close|cancel|freeze|block)|"
    r"don't (?:proceed|do|go ahead|make|change|want|book|close|cancel|freeze|block)|not what i|that's not (?:right|"
    r"correct|what)|that is not (?:right|correct|what)|incorrect|wrong|i didn't ask|i did not ask|no thanks|"
    r"not correct|not right|not quite right|aren't what i asked|are not what i asked)\b"
    # "ऐसा मत कीजिए", "मुझे यह नहीं चाहिए", "यह सही नहीं है", "ग़लत", "मैंने यह नहीं माँगा था", "details match nahi kar rahi"
    rf"|{_L}(?:मत\s+(?:कीजिए|कीजिये|करिए|करो|करें|कर)|न\s+(?:करें|कीजिए|कीजिये)|नहीं\s+(?:चाहिए|चाहता|चाहती)|"
    rf"(?:सही|ठीक)\s+नहीं|गलत|मेल\s+नहीं|नहीं\s+(?:मांगा|मांगी|मांगे|कहा)){_R}"
    r"|\b(?:mat\s+(?:kijiye|kijie|kariye|karo|karein|karen|kar)|na\s+(?:karein|karen|kijiye)|nahi?n?\s+(?:chahiye|"
    r"chahta|chahti)|(?:sahi|theek|thik)\s+nahi?n?|galat|ghalat|match\s+nahi?n?|nahi?n?\s+(?:maanga|manga|maangi|"
    r"mangi|maange|kaha))\b"
)
_ANY_YES = _re(r"\b(?:yes|go ahead|please proceed|i confirm|confirmed|do it|that's fine|sounds good|"
               r"that's right|that is right|that's correct|please do)\b"
               rf"|{_L}(?:आगे\s+(?:बढ़िए|बढ़िये|बढ़ें)|कर\s+(?:दीजिए|दीजिये)|पुष्टि\s+(?:करता|करती)\s+हूं|मेरी\s+(?:तरफ\s+से\s+)?"
               rf"पुष्टि|सहमत\s+हूं|मंजूर\s+है){_R}"
               r"|\b(?:aage\s+(?:badhiye|badho|badhein)|kar\s+(?:dijiye|dijie)|confirm\s+(?:karta|karti)\s+(?:hoon|hun|hu)|"
               r"meri\s+taraf\s+se\s+confirm|sahmat\s+(?:hoon|hun)|agree\s+(?:karta|karti))\b")


def decision_of(reply: str) -> str | None:
    """"yes", "no" or None: how a customer's reply answers a proposal. The opening words decide ("Yes, go
    ahead" / "No, ..." / "जी हाँ, कर दीजिए" / "Nahi, aisa mat kijiye"); otherwise a clear refusal ("please
    don't", "that's not right", "यह सही नहीं है") or a clear yes ("aage badhiye")."""
    low = fold((reply or "")[:2000]).lower().strip()
    if _LEAD_NO.search(low):
        return "no"
    if _LEAD_YES.search(low):
        return "no" if _STRONG_NO.search(low) else "yes"
    if _STRONG_NO.search(low):
        return "no"
    if _ANY_YES.search(low):
        return "yes"
    return None


_GAVE_UP = _re(
    r"\b(?:some other time|another time|call (?:you )?back|try again later|later then|give up|giving up|"
    r"forget it|never mind|not helpful|waste of time|go to the branch|visit the branch|i'll leave it|"
    r"leave it for now|this isn't working|not getting anywhere|bye for now)\b"
    # "बाद में फिर कोशिश करूँगा", "बाद में कॉल करूँगा", "रहने दीजिए", "baad mein try karunga", "kisi aur din"
    rf"|{_L}बाद\s+में\s+(?:फिर\s+(?:से\s+)?|दोबारा\s+|दुबारा\s+)?(?:कोशिश|कॉल|काल|फोन|संपर्क|बात|देख|ट्राई|try|call)"
    rf"|{_L}(?:फिर\s+कभी|किसी\s+और\s+(?:दिन|समय|वक्त)|रहने\s+(?:दीजिए|दीजिये|दो|दें)|छोड़िए|छोड़िये|छोड़ो|"
    rf"छोड़\s+दीजिए|कोई\s+फायदा\s+नहीं|समय\s+की\s+बर्बादी|(?:ब्रांच|शाखा)\s+(?:जाऊंगा|जाऊंगी|जाकर|में\s+जाकर)){_R}"
    r"|\bbaad\s+(?:mein|me|mai)\s+(?:phir\s+(?:se\s+)?|fir\s+|dobara\s+|dubara\s+)?(?:try|koshish|call|phone|contact|"
    r"baat|dekh)|\b(?:phir\s+kabhi|kabhi\s+aur|kisi\s+aur\s+(?:din|time|waqt)|rehne\s+(?:dijiye|dijie|do|dein)|"
    r"chhodiye|chodiye|chhodo|chodo|koi\s+fayda\s+nahi|time\s+waste|branch\s+(?:jaunga|jaungi|jaake|jakar))\b"
)


def gave_up(reply: str) -> bool:
    """Whether a customer's closing message reads as giving up rather than being served."""
    return _GAVE_UP.search(fold((reply or "")[:2000]).lower()) is not None
