"""Which values a fact's own words bind in a message: a fact's label in English, Hindi and Hinglish (its cue words'
synonyms, ``_CUES`` / ``_LOCAL_CUES``; its words in order, ``_LOCAL_WORDS``; its name as the oracle says it), and the
values that follow those words in the same sentence (``_bound``), tightly (nothing but a copula or punctuation
between) or loosely. ``facts`` judges what is bound: a fact told, or a different value for it."""

from __future__ import annotations

import re
from functools import lru_cache

from .analysis import Analysis
from .dialogue import question_parts
from .grounding import GENERIC_WORDS as _GENERIC
from .text import DEVANAGARI, fold, label_cell_end, word_pattern
from .writes import is_local

BIND_CHARS = 70  # a value within this many characters after the fact's words (same sentence) is bound to it
_CUES: dict[str, tuple[str, ...]] = {
    "usable": ("usable", "can use", "available to use", "spendable"),
    "maturity": ("maturity", "matures", "mature", "will grow to", "will receive at"),
    "payout": ("net payout", "payout", "you will receive", "you'll receive", "will be credited", "credited"),
    "emi": ("emi", "instalment", "installment"),
    "tds": ("tds", "tax deducted"),
    "rate": ("interest rate", "rate of interest", "rate"),
    "penalty": ("penalty",),
    "premium": ("premium",),
    "due": ("due date", "due on", "due"),
    "expected": ("expected", "by", "resolved by", "credited by", "reversed by"),
    "deposit": ("deposit number", "deposit id", "fd number", "rd number", "deposit no"),
    "request": ("request number", "reference number", "request id", "complaint number", "sr number", "ticket number"),
}
# The same cue words in Hindi and Hinglish (read in a message with Hindi in it, ``writes.is_local``)
_LOCAL_CUES: dict[str, tuple[str, ...]] = {
    "usable": ("उपयोग योग्य", "इस्तेमाल योग्य", "इस्तेमाल करने योग्य", "इस्तेमाल करने लायक", "उपयोग करने योग्य",
               "इस्तेमाल के लिए उपलब्ध", "उपयोग के लिए उपलब्ध", "use karne layak", "use karne yogya"),
    "maturity": ("परिपक्वता", "मैच्योरिटी", "परिपक्वता पर मिलने वाली राशि", "mature hone par"),
    "payout": ("पेआउट", "नेट पेआउट", "मिलने वाली राशि", "मिलने वाली रकम", "कटौती के बाद मिलने वाली राशि", "शुद्ध भुगतान",
               "आपको मिलेंगे", "जमा होंगे", "milne wali rashi", "milne wala amount", "aapko milenge"),
    "emi": ("ईएमआई", "किस्त", "किश्त", "मासिक किस्त", "kisht", "kist"),
    "tds": ("टीडीएस", "काटा गया टीडीएस", "कर कटौती", "kata gaya tds"),
    "rate": ("ब्याज दर", "ब्याज की दर", "दर", "रेट", "byaj dar", "byaaj dar", "byaj ki dar"),
    "penalty": ("जुर्माना", "पेनल्टी", "jurmana"),
    "premium": ("प्रीमियम", "प्रीमियम राशि"),
    "due": ("देय तारीख", "देय तिथि", "नियत तारीख", "नियत तिथि", "ड्यू डेट", "देय"),
    "expected": ("अनुमानित", "अपेक्षित", "संभावित", "anumanit"),
    "deposit": ("डिपॉज़िट नंबर", "एफडी नंबर", "आरडी नंबर", "जमा संख्या"),
    "request": ("रिक्वेस्ट नंबर", "अनुरोध संख्या", "अनुरोध नंबर", "शिकायत नंबर", "शिकायत संख्या", "रेफरेंस नंबर", "टिकट नंबर"),
}
# A label's words in Hindi and Hinglish (regex alternatives, longest first), for the cue made of the label's own
# words in order ("the usable balance" -> "उपयोग योग्य बैलेंस" / "usable balance"); a word not here stands for itself
_LOCAL_WORDS: dict[str, str] = {
    "usable": r"उपयोग योग्य|इस्तेमाल करने योग्य|इस्तेमाल करने लायक|इस्तेमाल योग्य|उपयोग करने योग्य|usable|"
              r"use karne (?:layak|yogya)",
    "balance": r"बैलेंस|बेलेंस|शेष राशि|balance",
    "maturity": r"परिपक्वता|मैच्योरिटी|maturity",
    "payout": r"पेआउट|भुगतान|मिलने वाली राशि|payout|bhugtan",
    "net": r"नेट|शुद्ध|कटौती के बाद|net",
    "emi": r"ईएमआई|किस्तें|किस्त|किश्त|emis?|kisht|kist", "emis": r"ईएमआई|किस्तें|किस्त|किश्त|emis?|kisht|kist",
    "recalculated": r"दोबारा गणना की गई|पुनर्गणित|नई|नया|recalculated|revised|dobara calculate ki gayi",
    "correct": r"सही|correct|sahi",
    "tds": r"टीडीएस|tds",
    "threshold": r"कटौती की सीमा|सीमा|थ्रेशोल्ड|threshold limit|threshold|limit",
    "rate": r"ब्याज दर|दर|रेट|interest rate|rate|dar",
    "interest": r"ब्याज|इंटरेस्ट|interest|byaj|byaaj",
    "scheme": r"योजना|स्कीम|scheme|yojana",
    "penalty": r"जुर्माना|पेनल्टी|penalty|jurmana",
    "premium": r"प्रीमियम|premium",
    "due": r"देय|ड्यू|नियत|due",
    "expected": r"अनुमानित|अपेक्षित|संभावित|expected|anumanit",
    "resolution": r"समाधान|निपटारा|निपटारे|resolution|samadhan",
    "principal": r"मूलधन|प्रिंसिपल|principal|mooldhan",
    "outstanding": r"बकाया|outstanding|bakaya",
    "total": r"कुल|total|kul",
    "payable": r"देय राशि|देय|चुकाने योग्य|payable",
    "limit": r"लिमिट|सीमा|limit|seema",
    "atm": r"एटीएम|atm", "pos": r"पीओएस|pos", "online": r"ऑनलाइन|online", "imps": r"आईएमपीएस|imps",
    "upi": r"यूपीआई|upi", "rtgs": r"आरटीजीएस|rtgs", "kyc": r"केवाईसी|kyc", "rd": r"आरडी|rd", "ifsc": r"आईएफएससी|ifsc",
    "international": r"इंटरनेशनल|अंतरराष्ट्रीय|अंतर्राष्ट्रीय|international",
    "daily": r"दैनिक|रोज़ाना|प्रतिदिन|daily|rozana",
    "minimum": r"न्यूनतम|मिनिमम|minimum|nyuntam",
    "maximum": r"अधिकतम|मैक्सिमम|maximum|max|adhiktam",
    "foreclosure": r"फ़ोरक्लोज़र|foreclosure",
    "charge": r"शुल्क|चार्ज|charges?|shulk",
    "return": r"रिटर्न|लौटने|लौटाने|वापसी|return|lautne",
    "insurance": r"बीमा|इंश्योरेंस|insurance|bima",
    "cover": r"कवर|cover",
    "eligible": r"पात्र|योग्य|मिल सकने वाली|eligible",
    "loan": r"लोन|ऋण|loan",
    "last": r"पिछले|पिछला|पिछली|आख़िरी|अंतिम|last|pichhle|pichhla|aakhri",
    "transaction": r"लेनदेन|लेन-देन|ट्रांज़ैक्शन|transactions?",
    "transactions": r"लेनदेन|लेन-देन|ट्रांज़ैक्शन|transactions?",
    "mandates": r"मैंडेट|मेंडेट|mandates?", "mandate": r"मैंडेट|मेंडेट|mandates?",
    "remaining": r"बाक़ी|बची हुई|बचे हुए|शेष|remaining|baaki|baki",
    "active": r"सक्रिय|एक्टिव|active",
    "cheque": r"चेक|cheque|check",
    "deposit": r"डिपॉज़िट|एफडी|deposit|fd",
    "credit": r"क्रेडिट|credit",
    "available": r"उपलब्ध|available|uplabdh",
    "gram": r"ग्राम|gram", "per": r"प्रति|per",
    "card": r"कार्ड|card", "account": r"खाते|खाता|अकाउंट|account|khata|khate",
    "status": r"स्थिति|स्टेटस|status|sthiti", "new": r"नई|नया|नए|naya|nayi|naye|new",
}
# between two of a label's words in Hindi: a postposition, or the thing it belongs to ("क्रेडिट कार्ड की उपलब्ध
# लिमिट", "online transactions ki limit", "टीडीएस कटौती की सीमा")
_LOCAL_JOIN = (r"(?:\s+(?:की|का|के|में|पर|वाली|वाला|वाले|कार्ड|खाते|खाता|लेनदेन|कटौती|ki|ka|ke|mein|par|wali|wala|"
               r"wale|card|account|transactions?)){0,2}\s+")
# labels of generic words only ("the card status"): their Hindi and Hinglish names
_LOCAL_PHRASES: dict[str, tuple[str, ...]] = {
    "card status": ("कार्ड की स्थिति", "कार्ड का स्टेटस", "कार्ड स्टेटस", "card ka status", "card ki sthiti"),
    "account status": ("खाते की स्थिति", "खाता स्थिति", "खाते का स्टेटस", "account ka status", "khate ki sthiti"),
    "new status": ("नई स्थिति", "नया स्टेटस", "naya status", "nayi sthiti"),
}


@lru_cache(maxsize=4096)
def _cues_for(label: str) -> tuple[re.Pattern, ...]:
    words = [w for w in re.findall(r"[a-z]+", label.lower()) if w not in _GENERIC]
    phrases: list[str] = []
    whole = re.sub(r"^(?:the|your|that|whether)\s+", "", label.lower().strip())
    if len(whole.split()) > 1:
        phrases.append(whole)  # "number of transactions"
    for w in words:
        phrases.extend(_CUES.get(w, ()))
    if words:
        phrases.append(" ".join(words))
    if not phrases:
        return ()
    return tuple(word_pattern(p) for p in dict.fromkeys(phrases))


@lru_cache(maxsize=4096)
def _local_cues_for(label: str) -> tuple[re.Pattern, ...]:
    """The cues of a label in Hindi and Hinglish: its cue words' synonyms, its words in order, its name as the
    oracle says it."""
    words = [w for w in re.findall(r"[a-z]+", label.lower()) if w not in _GENERIC]
    whole = re.sub(r"^(?:the|your|that|whether)\s+", "", label.lower().strip())
    phrases = list(_LOCAL_PHRASES.get(whole, ()))  # "कार्ड की स्थिति"
    for w in words:
        phrases.extend(_LOCAL_CUES.get(w, ()))
    phrases.extend(_local_labels(label))
    english = {fold(p) for p in _cues_phrases(label)}
    cues = [word_pattern(p) for p in dict.fromkeys(phrases) if p not in english]
    content = [w for w in words if len(w) > 1]
    if content and not re.match(r"(?:that|whether)\b", label.lower().strip()):
        cues.append(_local_sequence(tuple(content)))  # "उपयोग योग्य बैलेंस", "credit card ki available limit"
    return tuple(cues)


def _cues_phrases(label: str) -> set[str]:
    words = [w for w in re.findall(r"[a-z]+", label.lower()) if w not in _GENERIC]
    whole = re.sub(r"^(?:the|your|that|whether)\s+", "", label.lower().strip())
    return {whole, " ".join(words), *(c for w in words for c in _CUES.get(w, ()))}


def _label_cues(label: str, analysis: Analysis) -> tuple[re.Pattern, ...]:
    """The cues of ``label`` to read ``analysis`` with (the Hindi and Hinglish ones only where it has Hindi)."""
    return _cues_for(label) + _local_cues_for(label) if is_local(analysis) else _cues_for(label)


@lru_cache(maxsize=4096)
def _local_sequence(words: tuple[str, ...]) -> re.Pattern:
    """A label's words in Hindi / Hinglish, in order, with postpositions or the thing they belong to between."""
    body = _LOCAL_JOIN.join(f"(?:{_LOCAL_WORDS.get(w, re.escape(w))})" for w in words)
    return re.compile(fold(rf"(?<![a-z0-9{DEVANAGARI}])(?:{body})(?![a-z0-9{DEVANAGARI}])"))


_GENERIC_LOCAL = frozenset(fold(w) for w in ("राशि", "रकम", "तारीख", "तिथि", "नंबर", "संख्या", "स्थिति", "अवधि", "amount",
                                             "date", "number", "status", "period", "time period"))


def _local_labels(label: str) -> tuple[str, ...]:
    """The label as the oracle says it in Hindi and Hinglish (``tasks.labels``), unless a bare generic noun."""
    from ..tasks.labels import local_label  # on first use: reading a message needs nothing else of the task package
    out = []
    for language in ("hi", "hinglish"):
        phrase = fold(local_label(label, language)).lower().strip()
        if phrase and phrase != label.lower() and phrase not in _GENERIC_LOCAL:
            out.append(phrase)
    return tuple(out)


# Between a fact's words and its value, only a copula or punctuation ("the EMI is ₹X", "| the balance | ₹X |", "rate → 7.3%")
_ARROW = re.compile(r"\s*(?:→|->|⇒|=>|➝|➔|➡)\s*")
_TIGHT_GAP = re.compile(r"^[\s:=(\-|→>]*(?:(?:is|are|was|were|will be|would be|comes to|come to|stands at|works out to|"
                        r"goes to|go to|becomes|will become|(?:drops|falls|rises|comes down|goes down|goes up) to|"
                        r"of|at|now|currently|today|as of|stays?|remains?|will stay|will remain|just|only|exactly|about|approximately|around|roughly|"
                        r"may|might|could|should|can|must|well|be|probably|likely|possibly|perhaps|maybe)\b[\s:=(\-|→>]*)*$")
# Hindi puts the copula after the value and the generic noun after the cue word ("ब्याज दर 7.25% है", "परिपक्वता
# की तारीख 5 दिसंबर 2026 है", "maturity amount ₹1,05,000 hoga", "transactions ki sankhya: 12"): those may stand there.
_LOCAL_TIGHT_GAP = re.compile(fold(
    r"^[\s:=(\-|→>]*(?:(?:(?:is|are|was|were|will be|would be|comes to|come to|stands at|works out to|"
    r"of|at|now|currently|today|just|only|exactly|about|approximately|around|roughly)\b"
    r"|(?:hai|hain|tha|thi|hoga|hogi|honge|rahega|rahegi|ab|abhi|aaj|sirf|lagbhag|kareeb|karib|bas|kul|milakar)\b"
    r"|(?:ki|ka|ke)\s+(?:amount|date|status|number|rate|limit|rashi|raashi|rakam|tareekh|tarikh|sankhya|sthiti)\b"
    r"|(?:rashi|raashi|rakam|tareekh|tarikh|taareekh|sankhya|sthiti)\b"
    rf"|(?:(?:की|का|के)\s+)?(?:राशि|रकम|तारीख|तिथि|दिनांक|संख्या|स्थिति|नंबर|दर|सीमा|लिमिट)(?![\w{DEVANAGARI}])"
    r"|(?:है|हैं|था|थी|थे|होगा|होगी|होंगे|रहेगा|रहेगी|रहेंगे|अब|अभी|आज|फ़िलहाल|केवल|सिर्फ़|लगभग|क़रीब|तकरीबन|बस|कुल|मिलाकर|मात्र)"
    rf"(?![\w{DEVANAGARI}])"
    r")[\s:=(\-|→>]*)*$"))

_THAN = re.compile(fold(r"^\s*(?:से|se)(?![\w\u0900-\u097f])"))
_VALUE_FIRST = re.compile(fold(r"^\s*(?:की|का|के|वाली|वाला|ki|ka|ke|wali|wala)\s*$"))
_VALUE_FIRST_ONLY = re.compile(fold(r"^\s*(?:ही|hi)\s*$"))  # "₹W ही आपकी … है": that very value, of the words after it
# English says a value first too: "₹W is what your usable balance comes to", "₹W is your usable balance"
_VALUE_FIRST_EN = re.compile(r"^\s*\**\s*(?:is|was|will be|would be|should be)\s+(?:exactly\s+|precisely\s+|just\s+)?"
                             r"(?:what\s+)?(?:the\s+|your\s+)?$")


# a second value for the same thing, after a contrast that refers back to it ("X is ₹V, though it may well end up at
# ₹W", "₹V है, हालाँकि … यह ₹W भी हो सकता है"): one fact, two values, so the second is bound as tightly as the first
_CONTRAST = re.compile(fold(rf"\**\s*(?:is|hai|hain|है|हैं)?\s*[,(\u2013\-]?\s*(?:though|although|but|however|or|yet|halaanki|halanki|"
                            rf"lekin|magar|par|ya|हालाँकि|हालांकि|लेकिन|मगर|पर|या)(?![\w{DEVANAGARI}])"))
_REFERS_BACK = re.compile(fold(rf"(?<![\w{DEVANAGARI}])(?:it|this|that|yeh|ye|woh|wo|यह|ये|वह|वो)(?![\w{DEVANAGARI}])"
                               rf"(?:(?:\s+[^\s\d₹]+){{0,4}}\s+(?:be|is|become|becomes|reach|reaches|end up at|come to|comes to|"
                               rf"work out to|works out to|go to|goes to|stand at|stands at))?\s*$"))  # (not "it includes ₹W")


def _rival(analysis: Analysis, items, nearest, end: int) -> list:
    """The next item after ``nearest`` in its sentence when only a contrast referring back to it lies between."""
    if getattr(nearest, "kind", None) not in ("amount", "percent", "number"):
        return []  # (figures only: dates and statuses have their own readers)
    after = [x for x in items if nearest.end <= x.start < end]
    if not after:
        return []
    rival = min(after, key=lambda x: x.start)
    gap = analysis.low[nearest.end:rival.start]
    ok = len(gap) <= 90 and not re.search(r"[\d₹.;:?!\n]", gap) and _CONTRAST.match(gap) and _REFERS_BACK.search(gap)
    return [(rival, "rival")] if ok else []  # (bound to the same thing: no other record's or field's value)


# a sum worked out after the label's first figure ("return charge: ₹150 + ₹27 GST = ₹177"): its result is told too
_SUM_TO = re.compile(r"(?:\s*\**\s*[+\-\u2212\u00d7]\s*[^=\n|;]{1,40}?)+\s*=\s*\**\s*")


def _bound(analysis: Analysis, cues: tuple[re.Pattern, ...], items, skip: set[int], aside=None, results: bool = False):
    """(item, tight) for items (with ``start``) that follow one of the cues within the same sentence, nearest
    first per cue; ``tight``: nothing but a copula or punctuation between the cue and the item. ``aside(item)``:
    no value of the cue (a true figure of the state before, in a "before" column): skipped, and no gap."""
    out = []
    if not items:
        return out
    cues = [c for c in cues if analysis.has(c)]
    if not cues:
        return out
    parts = question_parts(analysis)
    local = is_local(analysis)
    tight_gap = _LOCAL_TIGHT_GAP if local else _TIGHT_GAP
    for i, s in enumerate(analysis.sentences):
        if i in skip:
            continue
        asked = parts[i]
        for cue in cues:
            for m in cue.finditer(s.text):
                at = s.start + m.end()
                if asked is not None and asked[0] <= at < asked[1]:
                    continue
                semicolon = analysis.low.find(";", at, s.end)  # a value in the next clause is another one's
                end = min(s.end, at + BIND_CHARS, semicolon if semicolon >= 0 else s.end)
                label_end = None if aside is None else label_cell_end(analysis.low, s.start + m.start(), at)  # (all label)
                start = at if label_end is None or label_end >= end else label_end
                following = [x for x in items if start <= x.start < end]
                kept = [x for x in following if aside is None or not aside(x)]
                if kept:
                    nearest = min(kept, key=lambda x: x.start)
                    skipped = [x for x in following if x.start < nearest.start]  # set aside: their text is no gap
                    gap = "".join(analysis.low[lo:hi] for lo, hi in zip([start, *(x.end for x in skipped)],
                                                                       [*(x.start for x in skipped), nearest.start]))
                    tight = bool(tight_gap.match(gap))
                    if tight and "|" in gap:  # a table cell binds its one value ("| 2024-05-27 / 2027-05-27 |" under
                        cell_end = analysis.low.find("|", nearest.start)  # "start / maturity" binds neither)
                        cell_end = s.end if cell_end < 0 else min(cell_end, s.end)
                        tight = not any(x is not nearest and nearest.start <= x.start < cell_end for x in items)
                    if not (local and _THAN.match(gap)):  # "अनुबंधित दर से 1.00% कम": a difference from the rate
                        out.append((nearest, tight))  # and in "₹A → ₹B", what a later fact became, B:
                        out += _rival(analysis, items, nearest, s.end)
                        out += [(x, tight) for x in following if aside and x.start > nearest.start and _ARROW.fullmatch(analysis.low[nearest.end:x.start])][:1]
                        out += [(x, tight) for x in following if results and x.start > nearest.start
                                and _SUM_TO.fullmatch(analysis.low[nearest.end:x.start])][:1]
                told_after = bool(kept) and nearest.start - at <= 24  # "maturity amount: ₹10,750.23": the label's own
                if not told_after:  # the value said first: "7.25% की ब्याज दर", "₹W is what your balance comes to"
                    begin = s.start + m.start()  # (unless told after too)
                    before = [x for x in items if s.start <= x.start and getattr(x, "end", begin + 1) <= begin]
                    if before:
                        nearest = max(before, key=lambda x: x.end)
                        gap = analysis.low[nearest.end:begin]
                        if local and _VALUE_FIRST.match(gap):
                            out.append((nearest, True))
                        elif _VALUE_FIRST_ONLY.match(gap) if local else _VALUE_FIRST_EN.match(gap):
                            out.append((nearest, "first"))  # (its words follow it: none before it are its own)
    return out
