"""What a message does: asks for information, proposes an action for the customer's go-ahead, repeats the
customer's own words; and what a customer's reply decides (yes / no, or giving up). Declines and reported outcomes
are read in ``outcomes``, on the primitives here (negation, question parts, the Devanagari word bounds).

Everything works sentence by sentence on an ``Analysis``:

* **questions and requests**: a sentence ending in "?" or opening like one ("Could you ...", "Which ..."), or a
  request without a question mark ("I'll need the account number.", "Please share ...");
* **proposals**: a sentence asking the customer's go-ahead for an action, with or without "?" ("Shall I ...",
  "Please confirm (yes/no).", "Let me know if I should go ahead.", "Are these details correct?"); a
  wh-question ("Which account should I use?") is a question, not a proposal;
* **negation**: "not", "n't", "unable", "could not", "failed to", "yet to", ... shortly before a word, in the
  same clause, turn it around ("could not be closed" is not "closed");
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
* a customer's yes / no ("जी हाँ, कर दीजिए", "nahi, aisa mat kijiye") and giving up ("baad mein try karunga").

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
from .prefilter import prefiltered
from .text import DEVANAGARI, Sentence, fold, words

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
    "EchoIndex",
    "echo_sentences",
    "is_info_request",
    "named_as_model",
    "negated",
    "proposal_sentences",
    "question_part",
    "question_parts",
    "value_denied",
]

# ---------------------------------------------------------------- negation

_NEGATORS = frozenset({
    "not", "never", "no", "nothing", "none", "unable", "cannot", "can't", "couldn't", "won't", "wouldn't", "isn't", "wasn't",
    "aren't", "weren't", "hasn't", "haven't", "hadn't", "didn't", "doesn't", "don't", "shouldn't", "failed",
    "fail", "fails", "yet", "without", "nor", "neither", "unsuccessful", "pending", "awaiting",
    "बिना", "bina",  # "बिना पेनल्टी के", "bina penalty ke"
})
# the Hindi / Hinglish negators as words of their own, and a pattern that finds one ("PIN ya OTP na batayein")
LOCAL_NEGATORS = frozenset(fold(w) for w in ("नहीं", "नही", "न", "ना", "मत", "nahi", "nahin", "nahee", "nhi", "na", "mat"))
LOCAL_NEGATOR = re.compile(r"(?<![\w\u0900-\u097f])(?:" + "|".join(sorted(LOCAL_NEGATORS, key=len, reverse=True)) + r")(?![\w\u0900-\u097f])")
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
_ATTRIBUTIVE = frozenset(fold(w) for w in ("वाली", "वाला", "वाले", "wali", "wala", "wale", "waali", "waala", "waale"))
_POSTPOSITIONS = frozenset(fold(w) for w in ("को", "का", "की", "के", "ko", "ka", "ki", "ke"))
_LOCAL_NEGATOR = _re(rf"{_L}(?:नहीं|नही|न|ना|मत){_R}|\b(?:nahi|nahin|nahee|nhi|na|mat)\b")


def negated(analysis: Analysis, start: int, ignore: frozenset[str] = frozenset(), end: int | None = None) -> bool:
    """Whether the word at ``start`` is negated: a negator (other than those in ``ignore``) among the few words
    before it in its clause, or a Hindi / Hinglish negator among the few words after it, before the clause's
    verb ("कार्ड ब्लॉक नहीं करेंगे", "FD band nahi hogi").

    ``end``: where a matched phrase that starts at ``start`` ends, when the phrase may hold its own negator
    ("renewal nahi, maturity par payout" is the instruction "no renewal", not a negated one): the words after
    the phrase are read instead of those after its first word."""
    if _negated_before(analysis, start, ignore):
        return True
    sentence = analysis.sentence_at(start)
    limit = sentence.end if sentence else len(analysis.low)
    if _LOCAL_NEGATOR.search(analysis.low, start, limit) is None:
        return False
    if end is not None and end > start:
        own = words(analysis.low[start:end])
        if own and _CLAUSE_VERB.search(own[-1]):
            return False  # the phrase ends with its clause's verb ("renewal nahi hoga")
        return _negated_after(analysis.low, min(end, limit), limit, ignore, skip_target=False)
    return _negated_after(analysis.low, start, limit, ignore)


def _negated_before(analysis: Analysis, start: int, ignore: frozenset[str]) -> bool:
    sentence = analysis.sentence_at(start)
    lo = sentence.start if sentence else 0
    # a negator inside quotes is part of a name ('par "not recognised" dispute raise kar doon?': the dispute's
    # reason), not a negation of what follows
    before = _QUOTED.sub(" ", analysis.low[lo:start])
    parts = _CLAUSE_BREAK.split(before)
    clause = parts[-1] if parts else before
    raw = words(clause)  # ("no new FD has been booked": "no FD"; only right after the negator)
    tokens = [t for i, t in enumerate(raw) if not (t in _SCOPE_FREE and i and raw[i - 1] in _NEGATORS)]
    if any(t in _NEGATORS and t not in ignore for t in tokens[-NEGATION_WINDOW:]):
        return True
    if tuple(tokens[-2:]) in _NOT_THAT:  # "₹8,74,193 है, न कि ₹10,46,200": the value set aside
        return True
    if tokens and tokens[-1] in _TAGS and tokens[-1] not in ignore:
        return True  # "PIN या CVV न बताएँ", "OTP na batayein": the particle right before the verb forbids it
    return any(t in _NEGATORS_JUST_BEFORE and t not in ignore for t in tokens[-JUST_BEFORE:])


_QUOTED = re.compile(r'"[^"\n]{1,60}"|“[^”\n]{1,60}”')
# words between a negator and its noun that leave its reach as it is: "no new FD", "no other change"
_SCOPE_FREE = frozenset({"new", "other", "further", "fresh", "naya", "nayi", "naye", fold("नया"), fold("नई"), fold("नए")})
# the value set aside: "₹8,74,193 है, न कि ₹10,46,200", "the usable balance is different from ₹7,600"
_NOT_THAT = frozenset({(fold("न"), fold("कि")), ("na", "ki"), ("naa", "ki"), ("nahi", "ki"), ("different", "from"),
                       ("differs", "from"), ("rather", "than"), ("instead", "of"), ("opposed", "to")})


def value_denied(analysis: Analysis, start: int, end: int) -> bool:
    """Whether a value (an id, a date) said at ``start:end`` is denied where it is said: a negator before it in
    its clause ("the request number is not SR-…") or a Hindi / Hinglish negator closing the clause right after
    it ("SR-… नहीं है", "21 July nahi"). Unlike ``negated``, a negator later in the clause is the predicate's
    ("SR-… अभी बंद नहीं हुआ" still tells the number)."""
    if _negated_before(analysis, start, frozenset()):
        return True
    sentence = analysis.sentence_at(start)
    limit = sentence.end if sentence else len(analysis.low)
    stop = _AFTER_STOP.search(analysis.low, end, limit)
    return _denied_after_verb(words(analysis.low[end:stop.start() if stop else limit]), frozenset())


def _negated_after(low: str, start: int, end: int, ignore: frozenset[str], skip_target: bool = True) -> bool:
    if skip_target:
        target = _TARGET.search(low, start, end)
        if target is None:
            return False
        start = target.end()
    stop = _AFTER_STOP.search(low, start, end)
    rest = words(low[start:stop.start() if stop else end])
    if rest and rest[0] in _ATTRIBUTIVE:  # "₹9,382.67 वाली EMI को … नहीं": the value names its noun, read on from it
        rest = rest[3 if len(rest) > 2 and rest[2] in _POSTPOSITIONS else 2:]
    after = rest[:NEGATION_AFTER]
    for i, t in enumerate(after):
        if t in _AFTER_BREAKS:
            return False
        if t in _NEGATORS_AFTER and t not in ignore:
            if t in _TAGS and i == len(after) - 1:
                return False  # "block kar diya na?"
            return True
        if _CLAUSE_VERB.search(t):
            return _denied_after_verb(rest[i + 1:], ignore)
    return False


def _denied_after_verb(tail: list[str], ignore: frozenset[str]) -> bool:
    """After the clause's verb, a negator that closes the clause denies it: "सक्रिय है नहीं है", "active hai nahi"
    (a sentence-final denial). A negator that opens a new clause does not ("हो गया है, नहीं तो …" stops at the
    comma; "nahi to" is "otherwise")."""
    i = 0
    while i < len(tail) and _CLAUSE_VERB.search(tail[i]):
        i += 1
    if i >= len(tail) or tail[i] not in _NEGATORS_AFTER or tail[i] in ignore or tail[i] in _TAGS:
        return False
    follow = tail[i + 1:]
    return not follow or bool(_CLAUSE_VERB.search(follow[0]))


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

_REQUEST = prefiltered(re.compile(
    r"\b(?:please|kindly|pls)\s+(?:(?:also|just|now|quickly|simply|then|too)\s+)?(?:share|provide|tell|give|send|confirm|let me know|mention|enter|type|specify|"
    r"state|advise|help me with|quote|reply with|paste|forward|read out|key in)\b"
    r"|\b(?:i|we)(?:'ll| will| would|'d)?\s+(?:need|require)\b|\bneed (?:your|the)\b"
    r"|\b(?:let me know|tell me|share|provide|send me|give me)\s+(?:your|the|which|what|a|an)\b"
    r"|\b(?:may|can|could) i (?:have|get|know|ask)\b|\bi(?:'d| would) (?:like|need) to know\b"
    r"|^\W*(?:provide|share|send|give|enter|type|mention|specify|state|quote)\b|\bplease\W*$"
    # given to the assistant, in any mood: "so simply type your card PIN here", "just send me the OTP in this chat"
    r"|\b(?:share|send|give|enter|type|tell|write|paste|forward|put|drop|key in|read out)\s+(?:me\s+)?(?:your|the)\b[^.?!]{0,40}?"
    r"\b(?:here|with me|to me|in (?:this|the) chat|below)\b"
    r"|\b(?:share|send|give|enter|type|tell|write|paste|forward|put|drop|key in)\s+(?:here|below|in (?:this|the) chat)\s+(?:your|the|a|an)\b"
))
# Hindi / Hinglish requests, with or without "?": "बताइए", "share kijiye", "खाता नंबर दीजिए", "हमें ... चाहिए";
# not a warning ("PIN किसी को न बताएँ", "share mat kijiye") nor "you should" ("रखना चाहिए")
_INFO_NOUNS = (r"नंबर|नम्बर|संख्या|आईडी|आइडी|नाम|जानकारी|विवरण|डिटेल|डिटेल्स|पता|तारीख|तिथि|राशि|रकम|कोड|"
               r"id|number|naam|details?|jaankari|jankari|vivaran|address|pata|date|tareekh|amount|code")
_LOCAL_REQUEST = prefiltered(_re(
    rf"(?<!न )(?<!ना )(?<!मत ){_L}(?:बताइए|बताइये|बताईए|बताएं|बतायें|बतलाइए|बताए|बताये"
    r"|बता\s+(?:दीजिए|दीजिये|दें|दीजिएगा|दीजियेगा))(?!\s+(?:गए|गये|गई|गयी))" + _R
    + rf"|{_L}(?:शेयर|साझा|प्रदान|टाइप|एंटर|मेंशन|उल्लेख|पेस्ट|फ़ॉरवर्ड|फॉरवर्ड)\s+(?:करें|कीजिए|कीजिये|करिए|करिये|कर\s+(?:दें|दीजिए|दीजिये)){_R}"
    + rf"|(?<!न )(?<!मत ){_L}(?:डालिए|डालें|डाल\s+(?:दीजिए|दीजिये|दें)|बोलिए|बोलिये|बोलें|बोल\s+(?:दीजिए|दें)){_R}"
    + rf"|(?<!न )(?<!मत ){_L}(?:भेजिए|भेजिये|भेजें|भेज\s+(?:दीजिए|दीजिये|दें)|लिखिए|लिखिये|लिखें|लिख\s+(?:दीजिए|दें)){_R}"
    + rf"|{_L}(?:उपलब्ध|मुहैया)\s+(?:कराएं|कराइए|कराइये|करवाएं|करवाइए){_R}"
    + rf"|{_L}(?:{_INFO_NOUNS})\s+(?:भी\s+|bhi\s+)?(?:दे\s+|de\s+)?(?:दीजिए|दीजिये|दें|दीजिएगा|dijiye|dijie|dein|dijiyega){_R}"
    + rf"|{_L}(?:मुझे|हमें|हमको|मुझको|हमे|आपका|आपकी|आपके|अपना|अपनी|अपने)(?:\s+\S+){{0,8}}?\s+(?<!ना )चाहिए{_R}"
    + rf"|{_L}(?:बताना|देना|शेयर\s+करना|भेजना)\s+(?:होगा|होगी|पड़ेगा|पड़ेगी|जरूरी\s+है){_R}"
    + rf"|{_L}(?:की|का|के)\s+(?:जरूरत|आवश्यकता)\s+(?:है|होगी|पड़ेगी){_R}"
    + rf"|{_L}(?:जानना|जानने)\s+(?:चाहूंगा|चाहूंगी|चाहेंगे|चाहता|चाहती|चाहते){_R}"
    + r"|(?<!\bna )(?<!\bmat )\b(?:bataiye|bataaiye|bataiyega|batayein|batayen|bataen|bataein|bataye|batao"
      r"|bata\s+(?:dijiye|dijie|dein|den|do|dijiyega))\b"
    + r"|(?<!\bna )(?<!\bmat )\b(?:daaliye|daliye|daal\s+(?:dijiye|dijie|dein|do)|dal\s+(?:dijiye|dein|do)|boliye|bolein|bol\s+(?:dijiye|dein|do))\b"
    + r"|\b(?:share|provide|enter|type|mention|likh|darj|paste|forward)\s+(?:kijiye|kijie|karein|karen|kariye|karo"
      r"|kar\s+(?:dijiye|dijie|dein|do))\b"
    + r"|(?<!\bna )(?<!\bmat )\b(?:bhejiye|bhejein|bhej\s+(?:dijiye|dein|do)|likhiye|likhein|likh\s+(?:dijiye|dein))\b"
    + r"|\b(?:mujhe|humein|hamein|hume|humko|hamko|mujhko|aapka|aapki|aapke|apka|apki|apke|apna|apni|apne)"
      r"(?:\s+\S+){0,8}?\s+(?<!na )chahiye\b"
    + r"|\b(?:batana|dena|share\s+karna|bhejna)\s+(?:hoga|hogi|padega|padegi|zaroori\s+hai)\b"
    + r"|\b(?:ki|ka|ke)\s+(?:zaroorat|zarurat|jarurat|aavashyakta)\s+(?:hai|hogi|padegi)\b"
    + r"|\b(?:jaanna|janna)\s+(?:chahunga|chahungi|chahenge|chahta|chahti|chahte)\b"
))
_PROPOSAL = prefiltered(re.compile(
    r"\b(?:shall|should|may|can|could|do) i\b(?!\s+(?:have|get|know|ask|help|assist|see|check|look))"
    r"|\b(?:do|would|did)\s+you\s+(?:want|like|wish)\s+me\s+to\b|\b(?:want|like|need)\s+me\s+to\b"
    r"|\b(?:do|would)\s+you\s+(?:want|like|wish|prefer)\s+to\s+(?!know|see|hear|check|ask|learn|find|understand|wait|"
    r"read|think|review|consider|go through|take a look)"
    r"|\b(?:shall|should)\s+we\b|\b(?:would|do)\s+you\s+(?:like|want)\s+(?:that|this)(?:\s+done)?\s*\?"
    # (an announcement is no question: "I'm going ahead now: I will …", "I'll proceed with the closure")
    r"|(?<!i'm )(?<!i am )(?<!we're )(?<!we are )(?<!i'll )(?<!i will )(?<!we'll )(?<!we will )\b(?:go(?:ing)?\s+ahead|"
    r"proceed(?:ing)?)\b(?!\s+now\b)"
    r"|\bplease\s+confirm\b|\bconfirm\s+(?:that|if|whether|this|these|the\s+(?:above|details|change|request|action))\b"
    r"|\b(?:do|can|could|would)\s+you\s+(?:please\s+)?(?:confirm|approve|authori[sz]e|agree)\b"
    r"|\b(?:reply|respond|answer|say|type)\s+(?:with\s+)?[\"']?(?:yes|y)\b|\(?\byes\s*/\s*no\b\)?|\byes or no\b|\by/n\b"
    r"|\b(?:are|is)\s+(?:these|this|the|all)\s+(?:details|information|above|correct|right)\b(?=[^.!\n]*\?)"
    r"|\b(?:does|do|would|will)\s+(?:that|this|it|these)\s+(?:work|suit)\s+(?:for\s+)?you\b|\bworks?\s+for\s+you\s*\?"
    r"|\bhappy\s+(?:for\s+me\s+to|with\s+(?:that|this|these))\b"
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
))
# Hindi / Hinglish go-aheads asked: "आगे बढ़ें?", "कृपया पुष्टि करें", "आपकी अनुमति हो तो", "हाँ या ना", "ठीक है?"
_LOCAL_PROPOSAL = prefiltered(_re(
    rf"{_L}आगे\s+बढ(?!ने\s+से\s+पहले)(?!\S*\s+(?:रहे|रहा|रही)\s)|\baage\s+badh(?!ne\s+se\s+(?:pehle|pahle))(?!\w*\s+(?:rahe|raha|rahi)\b)"
    # "क्या आप इसे 9 महीने की EMI में बदलना चाहेंगे?" (would you like to convert it?), as "would you like to …"
    rf"|{_L}(?:क्या|kya)\s+(?:आप|aap)\s+(?:\S+\s+){{0,8}}?(?!(?:जानना|जान|पूछना|सुनना|देखना|पढ़ना|रुकना|सोचना|समझना|jaanna|janna|poochhna|"
    r"puchna|sunna|dekhna|padhna|rukna|sochna|samajhna|samjhna)\s)\S+(?:ना|na)\s+(?:चाहेंगे|चाहेंगी|चाहते\s+हैं|चाहती\s+हैं|chahenge|chahengi|chahte\s+hain|chahti\s+hain)"
    rf"|{_L}(?:क्या|kya)\s+(?:आप|aap)\s+(?:ऐसा|यह|ये|इसे|aisa|yeh|ye|ise)\s+(?:चाहेंगे|चाहेंगी|chahenge|chahengi)\s*\?"
    rf"|{_L}(?:पुष्टि|कन्फर्म|कंफर्म)\s+(?:करें|कीजिए|कीजिये|करिए|करिये|कर\s+(?:दें|दीजिए|दीजिये)|करेंगे\s*\?"
    rf"|करते\s+हैं\s*\?|करती\s+हैं\s*\?|दें|दीजिए){_R}"
    r"|\bconfirm\s+(?:karein|karen|kijiye|kijie|kariye|kar\s+(?:dein|dijiye|dijie|do)|karenge\s*\?"
    r"|karte\s+hain\s*\?|karti\s+hain\s*\?)"
    rf"|{_L}(?:अपनी|आपकी)\s+(?:पुष्टि|अनुमति|सहमति|मंजूरी|स्वीकृति|इजाजत|हां|हामी){_R}"
    r"|\b(?:aapki|apki|apni)\s+(?:permission|approval|confirmation|consent|anumati|sahmati|sehmati|manzoori|"
    r"manjoori|ijazat|ijaazat|haan|go-ahead)\b"
    rf"|{_L}(?:हां|haan|han)\s*(?:\s(?:या|ya)\s|/)\s*(?:ना|नहीं|na|nahi|nahin|naa){_R}"
    rf"|{_L}(?:हां|haan|ha|yes)[\"'”’*]*\s+(?:बोलें|बोलिए|बोलिये|कहें|कहिए|कहिये|करें|कह\s+दें|बोल\s+दें|कहेंगे|बोलेंगे|"
    rf"लिखें|लिखिए|लिखिये|लिख\s+(?:दें|दीजिए|दीजिये)|लिखेंगे|"
    rf"bolein|bolen|boliye|kahein|kahen|kahiye|keh\s+dein|bol\s+dein|kahenge|bolenge|karein|"
    rf"likhein|likhen|likhiye|likho|likh\s+(?:dein|dijiye|do)|likhenge){_R}"
    rf"|{_L}(?:अगर|यदि|agar|yadi)\s+(?:आप|aap)\s+(?:सहमत|हां|पुष्टि|ठीक|agree|sahmat|haan|confirm|theek){_R}"
    # the customer's wish to act, asked: "Would you like to close it?", "Kya aap FD band karna chahte hain?"
    rf"|{_L}(?:क्या|kya)\s+(?:आप|aap)\s+(?:\S+\s+){{0,10}}?(?:करना|करवाना|कराना|भेजना|खुलवाना|चुनना|लेना|रोकना|"
    rf"रुकवाना|karna|karwana|karvana|karana|bhejna|khulwana|chunna|lena|rokna|rukwana)\s+(?:चाहते|चाहती|चाहेंगे|चाहेंगी|chahte|chahti|chahenge|chahengi){_R}"
    rf"|{_L}(?:क्या|kya)\s+(?:आप|aap)\s+(?:\S+\s+){{0,3}}?(?:चाहते|चाहती|चाहेंगे|चाहेंगी|chahte|chahti|chahenge|chahengi)\s+"
    rf"(?:(?:हैं|hain)\s+)?(?:कि|ki)\s+(?:हम|मैं|hum|main|mai){_R}"
    rf"|{_L}(?:क्या|kya)\s+(?:आप|aap)\s+(?:सहमत|इसकी\s+अनुमति|पुष्टि\s+करते|पुष्टि\s+करती|sahmat|agree|"
    r"iski\s+permission|confirm\s+karte|confirm\s+karti)"
    rf"|{_L}(?:यह|ये|यही|सब|यह\s+सब|ये\s+सब|ऊपर\s+दिए\s+गए|yeh|ye|yahi|sab|yeh\s+sab|ye\s+sab)\s+(?:\S+\s+){{0,2}}?"
    r"(?:सही|ठीक|sahi|theek|thik|correct)\s+(?:है|हैं|hai|hain)\s*\?"
    r"|^\W*(?:तो\s+|to\s+|toh\s+)?(?:ठीक|सही|theek|thik|sahi|ok|okay)\s+(?:है|रहेगा|hai|rahega)(?:\s+(?:ना|न|na))?\W*\?"
    r"|^\W*(?:चलेगा|chalega)\W*\?"
    r"|[,;-]\s*(?:ठीक\s+है|सही\s+है|ठीक\s+रहेगा|चलेगा|theek\s+hai|thik\s+hai|sahi\s+hai|theek\s+rahega|chalega|"
    r"ok\s+hai)(?:\s+(?:ना|न|na))?\s*\?"
))
# "क्या हम/मैं ... करें/कर दूँ?", "kya main ... kar doon?": an offer in the subjunctive, asked. Its last word ends
# like a subjunctive (-ें/-ूँ/-एँ; -ein/-en/-un/-oon/-u), not like "can I help / may I know" (हूँ / hoon).
_LOCAL_OFFER = _re(
    # (a phrase may stand before the subject: "क्या इन विवरणों के साथ मैं … दर्ज कर दूँ?", not the customer: "क्या आप …")
    r"(?:^|[,;:\-]\s*|(?:तो|अब|to|toh|ab|ok|okay|theek\s+hai)\s+)(?:क्या|kya)\s+(?:(?!आप|aap)\S+\s+){0,4}?"
    r"(?:हम|मैं|hum|ham|main|mai|mein)"
    rf"{_R}.*?(?P<last>[{DEVANAGARI}]*(?:ें|ूं|एं|ऊं)|\b[a-z]+(?:ein|en|un|oon|u))[\s?.!\"')\]]*$"
)
# "Bhejun?", "भेज दूँ?", "Certificate email par bhej doon?": the first person is in the verb, the subject left out
_BARE_OFFER = _re(rf"^\W*(?:\S+\s+){{0,20}}?(?P<last>[{DEVANAGARI}]*(?:ूँ|ूं|ऊँ|ऊं)|\b[a-z]+(?:oon|un|u))[\s\"')\]]*\?[\s?!\"')\]]*$", re.I)
_NOT_SUBJUNCTIVE = frozenset(fold(w) for w in (
    "kyu", "kyun", "kaun", "jun", "guru",  # (why, who, June: a question or a name, no offer)
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
    return _info_request(sentence.text, sentence.question)


@lru_cache(maxsize=16384)
def _info_request(text: str, question: bool) -> bool:  # read once per sentence (it reads no offset)
    sentence = Sentence(0, len(text), text, question)
    return (is_question(sentence) or _REQUEST.search(sentence.text) is not None
            or (_is_local(sentence.text) and _LOCAL_REQUEST.search(sentence.text) is not None))


def question_parts(analysis: Analysis) -> tuple[tuple[int, int] | None, ...]:
    """``question_part`` of every sentence of a message (worked out once per message)."""
    return analysis.remember("question_parts", lambda: tuple(question_part(s) for s in analysis.sentences))


def in_question(analysis: Analysis, at: int) -> bool:
    """Whether the offset ``at`` lies inside the interrogative part of its sentence ("is it FD123456?")."""
    i = analysis.sentence_index(at)
    parts = question_parts(analysis)
    part = parts[i] if 0 <= i < len(parts) else None
    return part is not None and part[0] <= at < part[1]


def proposal_sentences(analysis: Analysis) -> list[int]:
    """Indices of the sentences that ask for the customer's go-ahead."""
    return list(analysis.remember("proposals", lambda: tuple(_proposals(analysis))))


# the answers offered after the question ("क्या मैं यह डिस्प्यूट दर्ज कर दूँ — "हाँ" या "नहीं"?"): not its last word
_ANSWER_CHOICES = _re(r"\s*[-:(]?\s*[\"'“]?(?:हां|हाँ|yes|haan|han)[\"'”]?\s*(?:या|ya|or|/)\s*[\"'“]?"
                      r"(?:नहीं|नही|no|nahi|nahin)[\"'”]?\s*\)?(?=[\s?.!]*$)")


def _is_proposal(text: str) -> bool:
    bare = _ANSWER_CHOICES.sub("", text)
    return _asks_go_ahead(text) or (bare != text and _asks_go_ahead(bare))


def _asks_go_ahead(text: str) -> bool:
    if _PROPOSAL.search(text):
        return True
    if not _is_local(text):
        return False
    if _LOCAL_PROPOSAL.search(text):
        return True
    return _offers(_LOCAL_OFFER.search(text), text)


def _offers(offer: re.Match | None, text: str) -> bool:
    return offer is not None and offer.group("last").lower() not in _NOT_SUBJUNCTIVE and not _HELP_OR_KNOW.search(text) \
        and not _TELLING.match(offer.group("last").lower())  # "aur bataun?" (shall I tell you more?) changes nothing


_TELLING = _re(r"(?:bata|samjha|samajha|dikha|suna|padh|pooch|puch|jaan|बता|समझा|दिखा|सुना|पढ़|पूछ|जान)")


# "Is there anything else you'd like me to check?": an offer of more help, never a go-ahead for a change
_ANYTHING_ELSE = _re(r"\b(?:anything else|something else|any other|anything more|aur kuch|kuch aur)\b|और कुछ|कुछ और")


def _asked_before_more(text: str, at: int) -> bool:
    """"Shall I convert it, or is there anything else first?", "… convert karwana chahenge, ya pehle kuch aur
    poochhna hai?": the go-ahead asked before the offer of more help, as its alternative."""
    alt = [m.start() for m in _OR.finditer(text, 0, at)]
    return bool(alt) and _is_proposal(text[:alt[-1]].rstrip(" ,") + "?")


_OR = _re(r"(?:,\s*|\s)(?:or|ya|या)\s")


def _proposals(analysis: Analysis) -> list[int]:
    out = []
    local = _is_local(analysis.low)  # a bare "Bhejun?" is Hinglish by the message it ends
    for i, s in enumerate(analysis.sentences):
        if not (_is_proposal(s.text) or local and _offers(_BARE_OFFER.search(s.text), s.text)) \
                or (more := _ANYTHING_ELSE.search(s.text)) and not _asked_before_more(s.text, more.start()):
            continue
        asks = _opens_with(s, _WH) or (_is_local(s.text) and _LOCAL_WH_ANYWHERE.search(s.text) is not None)
        if asks and not _PROPOSAL_WH_OVERRIDE.search(s.text):
            continue  # "Which account should I use?", "कौन सा खाता इस्तेमाल करें?" ask for information
        out.append(i)
    return out


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
    logged for verification.") is not an echo. ``EchoIndex`` gives the same answer over a growing conversation
    without reading every earlier customer message again."""
    return EchoIndex(customer_texts).echoes(analysis)


class EchoIndex:
    """The customer's sentences so far, indexed by word pair: ``add`` each customer message once, then
    ``echoes(analysis)`` is ``echo_sentences(analysis, every message added)``. A sentence is compared only with
    the customer sentences that share a word pair with it (an echo shares most of them), and each distinct
    customer sentence is kept once, so a conversation's echoes cost what its sentences share, not the square of
    its length."""

    __slots__ = ("_bags", "_ids", "_by_pair")

    def __init__(self, customer_texts: Iterable[str] = ()):
        self._bags: list[frozenset] = []
        self._ids: dict[frozenset, int] = {}
        self._by_pair: dict[tuple, list[int]] = {}
        for text in customer_texts:
            self.add(text)

    def add(self, text: str) -> None:
        for bag in _echo_bags(text or ""):
            if bag in self._ids:
                continue
            self._ids[bag] = len(self._bags)
            for pair in bag:
                self._by_pair.setdefault(pair, []).append(len(self._bags))
            self._bags.append(bag)

    def echoes(self, analysis: Analysis) -> set[int]:
        if not self._bags:
            return set()
        out = set()
        sentence_pairs = analysis.remember("echo_pairs", lambda: tuple(_echo_readings(s.text) for s in analysis.sentences))
        by_pair = self._by_pair
        for i, readings in enumerate(sentence_pairs):
            for pairs in readings:
                shared: dict[int, int] = {}  # customer sentence -> word pairs it shares with this sentence
                for pair in pairs:
                    for b in by_pair.get(pair, ()):
                        shared[b] = shared.get(b, 0) + 1
                if any(n >= ECHO_FROM_SHARE * len(pairs) and n >= ECHO_COVER_SHARE * len(self._bags[b])
                       for b, n in shared.items()):
                    out.add(i)
                    break
        return out


def _echo_readings(text: str) -> tuple[frozenset, ...]:
    """The word pairs of a sentence, and of what follows a lead-in ending in a colon ("You said: …", "Your
    request: …"): words quoted after a label are as much an echo as words said alone."""
    out = []
    for part in (text, text.split(":", 1)[1] if ":" in text else ""):
        tokens = _echo_tokens(part)
        if len(tokens) >= ECHO_MIN_WORDS:
            out.append(frozenset(zip(tokens, tokens[1:])))
    return tuple(out)


# the record the change copies: "(bilkul FD958866 jaisa)", "jaisa FD958866 ka hai", "same as FD958866", "to match
# FD958866": named as the model, not as the target
_MODEL_BEFORE = re.compile(fold(r"(?:\b(?:same as|just like|like|to match|matching|as on|as for|as with|jaisa|jaise|jaisi)"
                                r"|जैसा|जैसे|जैसी)\W{0,3}$"))
_MODEL_AFTER = re.compile(fold(r"\W{0,3}(?:\s*(?:ka|ki|ke|का|की|के)\s+)?(?:\b(?:jaisa|jaise|jaisi|ki tarah|ke jaisa)\b|जैसा|जैसे|"
                               r"जैसी|की\s+तरह)"))


def named_as_model(a: Analysis, start: int, end: int) -> bool:
    """Whether the record named at ``start``-``end`` is the model a change copies, not its target."""
    return _MODEL_BEFORE.search(a.low[max(0, start - 20):start]) is not None or _MODEL_AFTER.match(a.low, end) is not None
