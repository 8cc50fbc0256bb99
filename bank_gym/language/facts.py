"""Whether a message states a fact the customer waits for, and whether it states a different value for it.

A task's ``Fact`` is an amount (paise), a number (a rate, a count), an id, or text (a date, an outcome such as
"closed", a name, a period, a renewal instruction). ``fact_stated`` accepts any way of writing the value that the
rest of the language layer understands (₹/Rs./lakh/words, rounding to the rupee, any date format, outcome
synonyms, negation-aware). ``fact_contradiction`` finds a value bound to the fact's own words ("the maturity
amount is ₹X", "matures on D", "your new deposit number is FD…") that is not the fact's value and appears in no
tool output, customer message or other fact: a figure the assistant made up.

Hindi and Hinglish messages bind values the same way: a fact's English label words have Hindi and Hinglish
synonyms (``_LOCAL_CUES``, ``_LOCAL_WORDS``: "maturity" -> परिपक्वता / मैच्योरिटी, "balance" -> बैलेंस / शेष राशि,
"rate" -> ब्याज दर / दर), the label's words in order make one more cue ("the usable balance" -> "उपयोग योग्य
बैलेंस", "the credit card's available limit" -> "credit card ki available limit"), and so does the label as the
oracle says it (``tasks.labels.local_label``). Hindi puts the copula after the value, and the generic noun after
the cue word, so only those sit between a cue and its value when it is bound tightly ("ब्याज दर 7.25% है",
"परिपक्वता की तारीख 5 दिसंबर 2026 है", "maturity amount ₹1,05,000 hoga"); statuses in Hindi and Hinglish
(सक्रिय, फ्रीज़, ब्लॉक, निष्क्रिय, बंद, समाप्त, रद्द, "block ho gaya", ...) are read as the English status words.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from typing import Any

from .analysis import Analysis, analyze
from .dialogue import negated, question_parts
from .ids import parse_ids
from .numbers import amount_matches
from .outcomes import OUTCOMES, outcome_stated
from .text import DEVANAGARI, fold, normalize, word_pattern
from .writes import INSTRUCTION_PATTERNS, is_local

__all__ = ["Grounding", "fact_contradiction", "fact_stated", "fact_date", "grounding_from"]

_ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")
BIND_CHARS = 70  # a value within this many characters after the fact's words (same sentence) is bound to it
_GENERIC = frozenset({"the", "a", "an", "of", "that", "it", "is", "new", "now", "current", "your", "this", "amount",
                      "number", "status", "first", "second", "account", "on", "for", "card", "you", "are", "being",
                      "earlier", "whether", "to", "be", "date", "and"})
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
               "use karne layak", "use karne yogya"),
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


@dataclass
class Grounding:
    """Values the assistant may legitimately state: everything in a tool output or a customer message."""

    amounts: set[int] = field(default_factory=set)  # paise
    numbers: set[Decimal] = field(default_factory=set)
    dates: set[date] = field(default_factory=set)
    ids: set[str] = field(default_factory=set)
    # the task's facts' own values: a value bound tightly to one fact's words may be another fact's ("the usable
    # balance now is ₹X" also binds to "the usable balance")
    fact_amounts: set[int] = field(default_factory=set)
    fact_numbers: set[Decimal] = field(default_factory=set)
    fact_dates: set[date] = field(default_factory=set)
    fact_words: set[str] = field(default_factory=set)  # the text facts' words (statuses, instructions)

    facts: list = field(default_factory=list)  # the task's facts (``kin``)

    def kin(self, fact) -> list:
        """The facts whose label shares a word with ``fact``'s (its own included): a value bound to one of them
        may be the other's ("the usable balance" and "the usable balance now")."""
        own = set(re.findall(r"[a-z]+", fact.label.lower())) - _GENERIC
        return [f for f in self.facts if f.kind == fact.kind
                and own & (set(re.findall(r"[a-z]+", f.label.lower())) - _GENERIC)]

    def add_text(self, text: str, reference: date | None = None) -> None:
        a = analyze(text, reference)
        for q in a.quantities:
            self.numbers.add(q.value)
            self.numbers.add(q.raw)
            p = _to_paise(q.value)
            if p is not None:
                self.amounts.add(p)
        for d in a.dates:
            if reference is not None:
                resolved = d.resolve(reference)
                if resolved:
                    self.dates.add(resolved)
            elif d.year is not None:
                try:
                    self.dates.add(date(d.year, d.month, d.day))
                except ValueError:
                    pass
        self.ids.update(a.id_values())

    def add_json(self, text: str) -> None:
        amounts, numbers, dates, ids = _json_values(text)
        if amounts is None:  # not JSON: read it as text
            self.add_text(text)
            return
        self.amounts |= amounts
        self.numbers |= numbers
        self.dates |= dates
        self.ids |= ids

    def _walk(self, node: Any, depth: int) -> None:
        if depth > 12:
            return
        if isinstance(node, bool) or node is None:
            return
        if isinstance(node, (int, float)):
            d = _decimal(node)
            if d is not None:
                self.numbers.add(d)
                p = _to_paise(d)
                if p is not None:
                    self.amounts.add(p)
        elif isinstance(node, str):
            if _ISO.match(node):
                try:
                    self.dates.add(date.fromisoformat(node))
                except ValueError:
                    pass
            elif any(ch.isdigit() for ch in node[:400]):
                self.ids.update(m.value for m in parse_ids(node[:400].lower()))
        elif isinstance(node, dict):
            for v in node.values():
                self._walk(v, depth + 1)
        elif isinstance(node, list):
            for v in node[:500]:
                self._walk(v, depth + 1)


@lru_cache(maxsize=16384)
def _json_values(text: str):
    """(amounts, numbers, dates, ids) of one tool output (each output is read once per process)."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None, None, None, None
    g = Grounding()
    g._walk(data, 0)
    return frozenset(g.amounts), frozenset(g.numbers), frozenset(g.dates), frozenset(g.ids)


_ID_VALUE = re.compile(r"^[A-Z]{2,5}-?\d{4,}$")


@lru_cache(maxsize=4096)
def _records(text: str) -> tuple[tuple[frozenset[str], Grounding], ...]:
    """The records of one tool output: each JSON object that names an id, with the values it holds itself."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return ()
    out: list = []

    def walk(node: Any, depth: int) -> None:
        if depth > 12:
            return
        if isinstance(node, dict):
            ids = frozenset(v.upper() for v in node.values() if isinstance(v, str) and _ID_VALUE.match(v.upper()))
            if ids:
                g = Grounding()
                for v in node.values():
                    if not isinstance(v, (dict, list)):
                        g._walk(v, 0)
                out.append((ids, g))
            for v in node.values():
                walk(v, depth + 1)
        elif isinstance(node, list):
            for v in node[:500]:
                walk(v, depth + 1)

    walk(data, 0)
    return tuple(out)


class LazyGrounding(Grounding):
    """A ``Grounding`` that reads its tool outputs and customer messages only when a check first needs them
    (most sessions state every fact exactly and never ask); the facts' own values are there from the start."""

    def __init__(self, tool_outputs: Iterable[str], customer_texts: Iterable[str], reference: date | None):
        super().__init__()
        self._fact_ids: set[str] = set()
        self._sources = (list(tool_outputs), list(customer_texts), reference)
        self._outputs = self._sources[0]

    def record(self, record_id: str) -> Grounding | None:
        """The values the bank's records returned for ``record_id`` (every object naming it), or None."""
        merged = None
        for text in self._outputs:
            for ids, g in _records(text):
                if record_id in ids:
                    merged = merged or Grounding()
                    merged.amounts |= g.amounts
                    merged.numbers |= g.numbers
                    merged.dates |= g.dates
        return merged

    def _read(self) -> None:
        sources, self._sources = self._sources, None
        if sources is None:
            return
        outputs, texts, reference = sources
        for text in outputs:
            self.add_json(text)
        for text in texts:
            self.add_text(text, reference)
        self.amounts |= self.fact_amounts
        self.numbers |= self.fact_numbers
        self.dates |= self.fact_dates
        self.ids |= self._fact_ids

    def __getattribute__(self, name: str):
        if name in ("amounts", "numbers", "dates", "ids") and object.__getattribute__(self, "_sources") is not None:
            object.__getattribute__(self, "_read")()
        return object.__getattribute__(self, name)


def grounding_from(tool_outputs: Iterable[str], customer_texts: Iterable[str], facts: Iterable[Any] = (),
                   reference: date | None = None) -> Grounding:
    """What the assistant may state besides the facts: the values of every tool output and customer message,
    read lazily, plus the facts' own values."""
    g = LazyGrounding(tool_outputs, customer_texts, reference)
    facts = list(facts)
    g.facts = facts
    for fact in facts:
        if fact.kind == "amount":
            g.fact_amounts.add(int(fact.value))
        elif fact.kind == "number":
            d = _decimal(fact.value)
            if d is not None:
                g.fact_numbers.add(d)
        elif (day := fact_date(fact)) is not None:
            g.fact_dates.add(day)
        elif fact.kind == "id":
            g._fact_ids.add(str(fact.value).upper())
        elif fact.kind == "text":
            g.fact_words.update(str(p).lower() for p in fact.patterns)
    return g


def _decimal(value: Any) -> Decimal | None:
    try:
        d = Decimal(str(value))
    except (InvalidOperation, ValueError):
        return None
    return d if d.is_finite() else None


def _to_paise(value: Decimal) -> int | None:
    scaled = value * 100
    if not scaled.is_finite() or scaled != scaled.to_integral_value() or abs(scaled) > 10**16:
        return None
    return int(scaled)


# ---------------------------------------------------------------- the kinds of text facts


def fact_date(fact) -> date | None:
    """The date a text fact stands for (its first pattern is ISO), else None."""
    if fact.kind != "text" or not fact.patterns or not _ISO.match(str(fact.patterns[0])):
        return None
    try:
        return date.fromisoformat(fact.patterns[0])
    except ValueError:
        return None


@lru_cache(maxsize=4096)
def _pattern_quantity(pattern: str):
    a = analyze(pattern)
    if len(a.quantities) == 1 and a.quantities[0].kind in ("tenure", "days"):
        return a.quantities[0]
    return None


def _instruction_of(patterns: tuple[str, ...]) -> str | None:
    for key, regex in INSTRUCTION_PATTERNS.items():
        if any(regex.search(p.lower()) for p in patterns[:1]):
            return key
    return None


def _phrase_stated(analysis: Analysis, phrase: str, skip: set[int]) -> bool:
    needle = normalize(phrase).lower()
    if not needle:
        return False
    pattern = word_pattern(needle)
    for i, s in enumerate(analysis.sentences):
        if i in skip:
            continue
        if pattern.search(s.text):
            return True
    return False


# ---------------------------------------------------------------- stated


def _hedged(analysis: Analysis, value, others, different) -> bool:
    """One value per fact: ``value`` is not told when its sentence (or the next one) also gives a different value
    of its kind under a hedge ("₹X, or ₹W if the last entry has not posted", "between ₹X and ₹W", "sorry, it
    should read ₹W"): two candidate values mean the customer was told neither. A true alternative the customer
    may choose ("₹W if you choose monthly payout") is no hedge."""
    index = analysis.sentence_index(value.start)
    if index is None or index < 0:
        return False
    if index > 0 and _CORRECTION.search(analysis.sentences[index].text):  # "sorry, it should read ₹X": the
        index -= 1                                                         # value it corrects is before it
    sentences = analysis.sentences[index:index + 2]
    start, end = sentences[0].start, sentences[-1].end
    rivals = [x for x in others if start <= x.start < end and x is not value and different(x)]
    if not rivals:
        return False
    text = analysis.low[start:end]
    if _ALTERNATIVE.search(text):
        return False
    if _HEDGE.search(text) or _CORRECTION.search(text):
        return True
    # a range: a dash or "to" between the two values
    first, second = sorted((value, rivals[0]), key=lambda x: x.start)
    return _RANGE_GAP.fullmatch(analysis.low[first.end:second.start]) is not None


_RANGE_GAP = re.compile(fold(r"\s*(?:-|–|to|upto|up to|se|से)\s*(?:rs\.?|₹|inr)?\s*"))


def fact_stated(fact, analysis: Analysis, skip: set[int] = frozenset(), bound: bool = False) -> bool:
    """Whether the message states ``fact`` (``skip``: sentence indices not to read, e.g. echoes). One value per
    fact: a value hedged with another of its kind is not told (``_hedged``). ``bound``: an amount, number or
    date counts only when said with the fact's own words (an answer heard before its question was asked must
    be about that thing, not the same figure said of something else)."""
    if bound and fact.kind in ("amount", "number") or (bound and fact_date(fact) is not None):
        cues = _label_cues(fact.label, analysis)
        if fact.kind == "amount":
            items = [q for q in analysis.quantities if q.kind in ("amount", "number")]
            hit = lambda x: amount_matches(x, int(fact.value))  # noqa: E731
        elif fact.kind == "number":
            want = _decimal(fact.value)
            items = list(analysis.quantities)
            hit = lambda x: x.value == want or x.raw == want  # noqa: E731
        else:
            day = fact_date(fact)
            items = list(analysis.dates)
            hit = lambda x: x.matches(day)  # noqa: E731
        if not any(hit(x) for x, _ in _bound(analysis, cues, items, skip)):
            return False
    parts = question_parts(analysis)

    def asked_or_denied(x) -> bool:  # "is it ₹X?", "the balance is not ₹X": not told
        i = analysis.sentence_index(x.start)
        part = parts[i] if 0 <= i < len(parts) else None
        return (part is not None and part[0] <= x.start < part[1]) or negated(analysis, x.start)

    live = [q for q in analysis.quantities if analysis.sentence_index(q.start) not in skip]
    if fact.kind in ("amount", "number"):
        live = [q for q in live if not asked_or_denied(q)]
    if fact.kind == "amount":
        hits = [q for q in live if q.kind in ("amount", "number") and amount_matches(q, int(fact.value))]
        return any(not _hedged(analysis, q, live, lambda x: x.kind == "amount" and not amount_matches(x, int(fact.value)))
                   for q in hits)
    if fact.kind == "number":
        want = _decimal(fact.value)
        hits = [q for q in live if want is not None and (q.value == want or q.raw == want)]
        return any(not _hedged(analysis, q, live, lambda x: x.kind == q.kind and x.value != want) for q in hits)
    if fact.kind == "id":
        value = str(fact.value).upper()
        return any(m.value == value and analysis.sentence_index(m.start) not in skip for m in analysis.ids) or (
            _phrase_stated(analysis, str(fact.value), skip))
    day = fact_date(fact)
    if day is not None:
        dates = [d for d in analysis.dates if analysis.sentence_index(d.start) not in skip]
        return any(d.matches(day) and not _hedged(analysis, d, dates, lambda x: not x.matches(day)) for d in dates)
    patterns = tuple(str(p) for p in fact.patterns)
    instruction = _instruction_of(patterns) if any("principal" in p or "renew" in p for p in patterns) else None
    for p in patterns:
        quantity = _pattern_quantity(p)
        if quantity is not None:
            if any(q.kind == quantity.kind and q.value == quantity.value for q in live):
                return True
            continue
        key = p.lower().strip()
        if key in OUTCOMES:
            if outcome_stated(analysis, key, skip):
                return True
        elif _phrase_stated(analysis, p, skip):
            return True
    if instruction is not None:
        regex = INSTRUCTION_PATTERNS[instruction]
        # "no renewal" is itself a negation: "नवीनीकरण नहीं", "renewal nahi" is the instruction, not its denial
        ignore = _LOCAL_NEGATORS if instruction == "no_renewal" else frozenset()
        for i, s in enumerate(analysis.sentences):
            if i not in skip and any(not negated(analysis, s.start + m.start(), ignore) for m in regex.finditer(s.text)):
                return True
    return False


_LOCAL_NEGATORS = frozenset(fold(w) for w in ("नहीं", "नही", "न", "ना", "मत", "nahi", "nahin", "nahee", "nhi", "na", "mat"))


# ---------------------------------------------------------------- contradicted


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


# Between a fact's words and its value, only a copula or punctuation: "the EMI is ₹X", "maturity amount: ₹X".
_TIGHT_GAP = re.compile(r"^[\s:=(\-]*(?:(?:is|are|was|were|will be|would be|comes to|come to|stands at|works out to|"
                        r"of|at|now|currently|just|only|exactly|about|approximately|around|roughly)\b[\s:=(\-]*)*$")
# Hindi puts the copula after the value and the generic noun after the cue word ("ब्याज दर 7.25% है", "परिपक्वता
# की तारीख 5 दिसंबर 2026 है", "maturity amount ₹1,05,000 hoga", "transactions ki sankhya: 12"): those may stand there.
_LOCAL_TIGHT_GAP = re.compile(fold(
    r"^[\s:=(\-]*(?:(?:(?:is|are|was|were|will be|would be|comes to|come to|stands at|works out to|"
    r"of|at|now|currently|just|only|exactly|about|approximately|around|roughly)\b"
    r"|(?:hai|hain|tha|thi|hoga|hogi|honge|rahega|rahegi|ab|abhi|sirf|lagbhag|kareeb|karib|bas|kul)\b"
    r"|(?:ki|ka|ke)\s+(?:amount|date|status|number|rate|limit|rashi|raashi|rakam|tareekh|tarikh|sankhya|sthiti)\b"
    r"|(?:rashi|raashi|rakam|tareekh|tarikh|taareekh|sankhya|sthiti)\b"
    rf"|(?:(?:की|का|के)\s+)?(?:राशि|रकम|तारीख|तिथि|दिनांक|संख्या|स्थिति|नंबर|दर|सीमा|लिमिट)(?![\w{DEVANAGARI}])"
    r"|(?:है|हैं|था|थी|थे|होगा|होगी|होंगे|रहेगा|रहेगी|रहेंगे|अब|अभी|फ़िलहाल|केवल|सिर्फ़|लगभग|क़रीब|तकरीबन|बस|कुल|मात्र)"
    rf"(?![\w{DEVANAGARI}])"
    r")[\s:=(\-]*)*$"))


def _bound(analysis: Analysis, cues: tuple[re.Pattern, ...], items, skip: set[int]):
    """(item, tight) for items (with ``start``) that follow one of the cues within the same sentence, nearest
    first per cue; ``tight``: nothing but a copula or punctuation between the cue and the item."""
    out = []
    if not items:
        return out
    cues = [c for c in cues if c.search(analysis.low)]
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
                following = [x for x in items if at <= x.start < min(s.end, at + BIND_CHARS)]
                if following:
                    nearest = min(following, key=lambda x: x.start)
                    out.append((nearest, bool(tight_gap.match(analysis.low[at:nearest.start]))))
                if local:  # Hindi also says the value first: "7.25% की ब्याज दर", "₹1,05,000 की परिपक्वता राशि"
                    begin = s.start + m.start()
                    before = [x for x in items if s.start <= x.start and getattr(x, "end", begin + 1) <= begin]
                    if before:
                        nearest = max(before, key=lambda x: x.end)
                        if _VALUE_FIRST.match(analysis.low[nearest.end:begin]):
                            out.append((nearest, True))
    return out


_VALUE_FIRST = re.compile(fold(r"^\s*(?:की|का|के|वाली|वाला|ki|ka|ke|wali|wala)\s*$"))


# Words that make a value another thing than the fact it stands near: another time ("currently ₹40,000", "was",
# "after the debit"), another variant ("the general rate 6.50%" beside the senior rate, "active mandates: 0" beside
# the total), another channel. A value so marked, and true of the session (a tool output has it, or one step
# derives it), is bound to that other thing, not to the fact: no contradiction.
_QUALIFIERS = frozenset("""
    current currently existing old older previous previously earlier before after was were now today present
    original initial general standard regular normal senior senior-citizen non-senior base card-rate
    active inactive closed cancelled paused other another second first each per remaining total
    domestic international online pos atm contactless upi imps neft rtgs
    minimum maximum max min daily monthly yearly annual quarterly
    principal interest tds gross net penalty
""".split())
# the same qualifiers in Hindi and Hinglish, as the English word a label would have
_LOCAL_QUALIFIERS = {fold(k): v for k, v in {
    "पहले": "before", "अभी": "now", "वर्तमान": "current", "मौजूदा": "current", "पुराना": "old", "पुरानी": "old",
    "पिछला": "previous", "पिछली": "previous", "सामान्य": "general", "वरिष्ठ": "senior", "सक्रिय": "active",
    "कुल": "total", "बाद": "after", "abhi": "now", "pehle": "before", "purana": "old", "purani": "old",
    "pichhla": "previous", "pichhli": "previous", "samanya": "general", "kul": "total",
}.items()}
_HEDGE = re.compile(fold(
    r"\b(?:or|either|between|otherwise|possibly|perhaps|maybe|might|could be|should read|should be|misread|"
    r"mis-read|correction|corrected|sorry|actually|rather|instead|to be precise|approximately|roughly|around|"
    r"somewhere|range|ya|ya phir|shayad|lagbhag|kareeb)\b"
    rf"|(?<![{DEVANAGARI}])(?:या|शायद|लगभग|करीब|अथवा)(?![{DEVANAGARI}])"))
_CORRECTION = re.compile(fold(r"\b(?:sorry|misread|mis-read|correction|corrected|should read|i meant|let me correct|"
                             r"rechecking|re-checking|actually|maaf|galat padha|galti|dobara check)\b"
                             r"|माफ|गलत पढ़|गलती|दोबारा जाँच|असल में"))
_ALTERNATIVE = re.compile(r"\bif you (?:choose|opt|prefer|select|pick|want|go for|take)\b|\binstead of\b")


def _another_entity(analysis: Analysis, at: int, label: str, grounding: Grounding = None, holds=None,
                    fact_in=None) -> bool:
    """Whether the value at ``at`` belongs to another thing than the fact: its clause has a qualifier word the
    fact's label does not (before the value), or its sentence names, before it, a record whose returned values
    hold the stated value but not the fact's (``holds(record)``, ``fact_in(record)``)."""
    sentence = analysis.sentence_at(at)
    if sentence is None:
        return False
    head = analysis.low[sentence.start:at].rstrip(" :=-\t")
    clause = _CLAUSE_START.split(head)[-1] if head else ""
    own = set(re.findall(r"[\w-]+", label.lower()))
    for w in re.findall(rf"[\w{DEVANAGARI}-]+", clause):
        w = _LOCAL_QUALIFIERS.get(w, w)
        if w in _QUALIFIERS and w not in own:
            return True
    record = getattr(grounding, "record", None)
    if record is None or holds is None:
        return False
    # the record the value is told under: the nearest id before it, close by (a heading "**FD183742**" and its
    # bullets), with no other id between
    before = [m for m in analysis.ids if m.start < at]
    if before:
        m = before[-1]
        if at - m.start <= RECORD_SPAN:
            values = record(m.value)
            if values is not None and holds(values) and not fact_in(values):
                return True
    return False


RECORD_SPAN = 400  # characters after an id that may still be about its record

_CLAUSE_START = re.compile(r"[;:()\n]|,\s|\s-\s|->|→|\bbut\b|\band\b|\bwhile\b|\bwhereas\b")


_WHEN = re.compile(fold(r"\b(?:after|would|will|once|left|remaining|less|minus|post|then|now|by|lower\w*|higher|"
                        r"reduce[sd]?|increase[sd]?|difference|saving|saves?|baad|bachega|bachegi|rahega|rahegi|ab|"
                        r"baaki|bacha|bache)\b|बाद|बचेगा|बचेगी|बचा|बचे|रहेगा|रहेगी|शेष|अब|कम"))


def _other_amount(analysis: Analysis, q, fact, grounding: Grounding) -> bool:
    """A tightly bound amount that is not the fact's yet true of something else (``_another_entity``), or worked
    out in one step from the session's amounts in a sentence that says so ("would be", "after", "by")."""
    want = int(fact.value)
    if any(amount_matches(q, p) for p in grounding.amounts) and _another_entity(
            analysis, q.start, fact.label, grounding, lambda r: any(amount_matches(q, p) for p in r.amounts),
            lambda r: want in r.amounts):
        return True
    sentence = analysis.sentence_at(q.start)
    return sentence is not None and _WHEN.search(sentence.text) is not None and _derived(q, grounding)


def _derived(q, grounding: Grounding) -> bool:
    """A figure worked out in one step from two of the session's own amounts (a sum or a difference: the
    balance after a debit, how much an EMI goes down by)."""
    paise = _to_paise(q.value)
    if paise is None:
        return False
    values = sorted(grounding.amounts)
    pool = set(values)
    if len(values) > 400:
        return False
    return any((paise + v) in pool or (v - paise) in pool or (paise - v) in pool for v in values)


def fact_contradiction(fact, analysis: Analysis, grounding: Grounding, skip: set[int] = frozenset()) -> str | None:
    """A value stated for ``fact`` that is not its value: bound tightly to the fact's words ("the maturity amount
    is ₹X"), or bound loosely and grounded nowhere (no tool output, customer message or other fact has it);
    None if there is none. A contradiction is a different value bound to the same thing: a value true of the
    session that its clause ties to another record or a qualifier the fact lacks ("currently ₹40,000" beside the
    new limit, "general rate 6.50%" beside the senior rate, "FD589325 matures 2028-06-10" beside the other FD),
    or one worked out in one step from the session's amounts (the balance after the booking's debit), is not."""
    if fact.kind == "id":
        want = str(fact.value).upper()
        prefix = re.match(r"[A-Z]+-?", want)
        for m in analysis.ids:
            if analysis.sentence_index(m.start) in skip or m.value == want:
                continue
            if prefix and m.value.startswith(prefix.group(0)) and m.value not in grounding.ids:
                return m.value
        return None
    cues = _label_cues(fact.label, analysis)
    if not cues:
        return None
    if fact.kind == "amount":
        items = [q for q in analysis.quantities if q.kind == "amount"]
        for q, tight in _bound(analysis, cues, items, skip):
            if amount_matches(q, int(fact.value)) or negated(analysis, q.start):
                continue
            if tight and any(amount_matches(q, int(f.value)) for f in grounding.kin(fact)):
                continue  # "the usable balance now is ₹X" binds to "the usable balance" too: the same words
            if not tight and any(amount_matches(q, p) for p in grounding.amounts):
                continue
            if _other_amount(analysis, q, fact, grounding):
                continue
            return f"₹{q.value}"
        return None
    if fact.kind == "number":
        want = _decimal(fact.value)
        rate = "rate" in fact.label.lower()
        items = [q for q in analysis.quantities if q.kind == ("percent" if rate else "number")]
        for q, tight in _bound(analysis, cues, items, skip):
            if q.value == want or negated(analysis, q.start):
                continue
            if q.value in (grounding.fact_numbers if tight else grounding.numbers):
                continue
            if not rate and not tight:
                continue  # a count is only read when said as the value ("the number of mandates is 2")
            if tight and (q.value in grounding.numbers or not rate) and _another_entity(
                    analysis, q.start, fact.label, grounding, lambda r: q.value in r.numbers, lambda r: want in r.numbers):
                continue  # (a count of a kind the label does not name: "active mandates: 0" beside the total)
            return f"{q.value}%" if rate else str(q.value)
        return None
    day = fact_date(fact)
    if day is not None:
        for d, tight in _bound(analysis, cues, list(analysis.dates), skip):
            if d.matches(day) or any(d.matches(g) for g in (grounding.fact_dates if tight else grounding.dates)):
                continue
            if tight and any(d.matches(g) for g in grounding.dates) and _another_entity(
                    analysis, d.start, fact.label, grounding, lambda r: any(d.matches(x) for x in r.dates),
                    lambda r: day in r.dates):
                continue
            return f"{d.day:02d}/{d.month:02d}/{d.year or '????'}"
        return None
    if fact.kind == "text" and fact.patterns and str(fact.patterns[0]).lower() in STATUS_WORDS:
        own = {str(p).lower() for p in fact.patterns}
        for m, tight in _bound(analysis, cues, _status_mentions(analysis), skip):
            if tight and m.word not in own and m.word not in grounding.fact_words and not negated(analysis, m.start) \
                    and not _GENERAL.match(analysis.low, m.start + len(m.word)):
                return m.word  # "the card status is blocked" when it is active
        # one status per record: "it is still active" said in the message that tells the fact's status
        told_here = any(x.word in own for x in _status_mentions(analysis))
        for m in (_status_mentions(analysis) if told_here else ()):
            if m.word in own or m.word in grounding.fact_words or negated(analysis, m.start):
                continue
            if analysis.sentence_index(m.start) in skip:
                continue
            lead = analysis.low[max(0, m.start - 40):m.start]
            if _SAME_RECORD.search(lead) and not any(m.start - 60 <= i.start < m.start for i in analysis.ids):
                return m.word
        return None
    return None


# a status in a general statement ("a deposit number is issued only once the FD is booked"): no record's
_GENERAL = re.compile(r"\s+(?:only|once|when|after|until|unless|if)\b")
# "it is still active", "the card remains blocked": a status said of the record the conversation is about
_SAME_RECORD = re.compile(fold(r"\b(?:it|this|that|the (?:card|deposit|fd|rd|account|mandate|cheque|request|loan))\s+"
                               r"(?:is|remains|stays|continues to be|will remain)\s+(?:still\s+|now\s+|currently\s+)?$"
                               r"|(?:यह|वह|ये|वो)\s+(?:अभी\s+भी\s+|फ़िलहाल\s+|अब\s+)?$|\b(?:yeh|ye|woh|wo)\s+(?:abhi bhi\s+|ab\s+)?$"))

# Record statuses that exclude one another: one said for a status fact in its place is a contradiction.
STATUS_WORDS = frozenset({"active", "frozen", "blocked", "dormant", "inoperative", "closed", "expired", "cancelled",
                          "paused", "matured", "open", "resolved", "issued", "cleared", "stopped", "inactive"})
_STATUS = re.compile(r"\b(" + "|".join(sorted(STATUS_WORDS)) + r")\b")
_B = rf"(?<![\w{DEVANAGARI}])"
_E = rf"(?![\w{DEVANAGARI}])"
_HINGLISH_AUX = r"(?=\s+(?:kar|ho|hai|hain|kiya|hua|hui|chuka|chuki|rakha))"
# The same statuses in Hindi and Hinglish (the group names are the English words); a Hinglish status is an English
# verb with a Hindi auxiliary after it ("block ho gaya hai"), so English text has none of them
_LOCAL_STATUS = re.compile(fold("|".join(f"(?P<{word}>{pattern})" for word, pattern in {
    "frozen": rf"{_B}अस्थायी रूप से (?:ब्लॉक|बंद|लॉक)|{_B}फ्रीज़[{DEVANAGARI}]*(?![{DEVANAGARI}])(?!\s*हटा)"
              rf"|\bfreeze{_HINGLISH_AUX}",
    "blocked": rf"{_B}(?:ब्लॉक|ब्लाक|हॉटलिस्ट)(?![{DEVANAGARI}])(?!\s*हटा)|\bblock{_HINGLISH_AUX}|\bhotlist\w*",
    "active": rf"{_B}(?:सक्रिय|एक्टिव|चालू){_E}|\b(?:chalu|chaalu){_HINGLISH_AUX}",
    "dormant": rf"{_B}(?:निष्क्रिय|डॉर्मेंट|डोर्मेंट){_E}",
    "closed": rf"{_B}बंद(?=\s*(?:कर|हो|है|हैं|था|रहेगा)){_E}|\bband{_HINGLISH_AUX}",
    "expired": rf"{_B}(?:समाप्त|एक्सपायर|ख़त्म){_E}|\bexpire{_HINGLISH_AUX}",
    "cancelled": rf"{_B}(?:रद्द|कैंसिल|कैंसल|निरस्त){_E}|\bcancel{_HINGLISH_AUX}",
    "paused": rf"{_B}(?:पॉज़|स्थगित){_E}|\bpause{_HINGLISH_AUX}",
    "matured": rf"{_B}(?:परिपक्व|मैच्योर)(?=\s*(?:हो|है)){_E}|\bmature{_HINGLISH_AUX}",
    "open": rf"{_B}(?:खुला|खुली|ओपन){_E}",
    "resolved": rf"{_B}(?:सुलझ|निपट)[{DEVANAGARI}]*(?![{DEVANAGARI}])|{_B}हल(?=\s*(?:हो|कर)){_E}"
                rf"|\bresolve{_HINGLISH_AUX}",
    "issued": rf"{_B}जारी{_E}",
    "cleared": rf"{_B}क्लियर(?=\s*(?:हो|है|कर)){_E}|\bclear{_HINGLISH_AUX}",
    "stopped": rf"{_B}स्टॉप(?:[ -]?पेमेंट)?{_E}|\bstop payment(?=\s+(?:laga|lag|ho|kar))",
}.items())))


@dataclass(frozen=True)
class _Mention:
    word: str
    start: int


def _status_mentions(analysis: Analysis) -> list[_Mention]:
    return list(analysis.remember("statuses", lambda: _read_statuses(analysis.low, is_local(analysis))))


def _read_statuses(low: str, local: bool) -> tuple[_Mention, ...]:
    found = [_Mention(m.group(1), m.start()) for m in _STATUS.finditer(low)]
    if local:  # "सक्रिय है", "block ho gaya hai"
        found.extend(_Mention(m.lastgroup, m.start()) for m in _LOCAL_STATUS.finditer(low))
        found.sort(key=lambda x: x.start)
    return tuple(found)
