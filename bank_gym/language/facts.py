"""Whether a message states a fact the customer waits for, and whether it states a different value for it.

A task's ``Fact`` is an amount (paise), a number (a rate, a count), an id, or text (a date, an outcome such as
"closed", a name, a period, a renewal instruction). ``fact_stated`` accepts any way of writing the value that the
rest of the language layer understands (₹/Rs./lakh/words, rounding to the rupee, any date format, outcome
synonyms, negation-aware). ``fact_contradiction`` finds a value bound to the fact's own words ("the maturity
amount is ₹X", "matures on D", "your new deposit number is FD…") that is not the fact's value and appears in no
tool output, customer message or other fact: a figure the assistant made up.

Hindi and Hinglish messages bind values the same way: a fact's English label words have Hindi and Hinglish
synonyms (``binding._LOCAL_CUES``, ``binding._LOCAL_WORDS``: "maturity" -> परिपक्वता / मैच्योरिटी, "balance" -> बैलेंस / शेष राशि,
"rate" -> ब्याज दर / दर), the label's words in order make one more cue ("the usable balance" -> "उपयोग योग्य
बैलेंस", "the credit card's available limit" -> "credit card ki available limit"), and so does the label as the
oracle says it (``tasks.labels.local_label``). Hindi puts the copula after the value, and the generic noun after
the cue word, so only those sit between a cue and its value when it is bound tightly ("ब्याज दर 7.25% है",
"परिपक्वता की तारीख 5 दिसंबर 2026 है", "maturity amount ₹1,05,000 hoga"); statuses in Hindi and Hinglish
(सक्रिय, फ्रीज़, ब्लॉक, निष्क्रिय, बंद, समाप्त, रद्द, "block ho gaya", ...) are read as the English status words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date
from functools import lru_cache
from typing import Any

from .acts import EXAMPLE_CUE, asked_or_example_ids
from .analysis import Analysis, analyze
from .binding import _ARROW, _LOCAL_TIGHT_GAP, _LOCAL_WORDS, _TIGHT_GAP, _bound, _label_cues
from .dialogue import LOCAL_NEGATORS, in_question, negated, value_denied
from .entities import (
    _GENERAL,
    _SAME_RECORD,
    STATUS_WORDS,
    _another_entity,
    _asks,
    _derived,
    _for_a_case,
    _hedged,
    _not_its_status_now,
    _of_another_record,
    _status_mentions,
    binding_length,
    correction_at,
    own_statuses,
    restated_alike,
    said_as_later,
    section_product,
)
from .grounding import GENERIC_WORDS, Grounding, LazyGrounding, _decimal, field_amounts, to_paise
from .numbers import amount_matches
from .outcomes import OUTCOMES, outcome_stated
from .record_scope import _of_other_records, _other_item
from .sounds import sounds_like_phrase
from .text import column_state, fold, later_state, list_heading, normalize, own_now_cell, word_pattern
from .writes import INSTRUCTION_PATTERNS, is_local

__all__ = ["Grounding", "fact_contradiction", "fact_stated", "fact_date", "grounding_from", "STILL_STANDS"]

_ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def grounding_from(tool_outputs: Iterable[str], customer_texts: Iterable[str], facts: Iterable[Any] = (),
                   reference: date | None = None, record_outputs: Iterable[str] | None = None) -> Grounding:
    """What the assistant may state besides the facts: every tool output's and customer message's values, read
    lazily, and the facts' own. ``record_outputs``: the outputs in full, to tell which record holds which value."""
    g = LazyGrounding(tool_outputs, customer_texts, reference, record_outputs)
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
    return next((key for key, regex in INSTRUCTION_PATTERNS.items() if any(regex.search(p.lower()) for p in patterns[:1])), None)


def _phrase_stated(analysis: Analysis, phrase: str, skip: set[int]) -> bool:
    needle = normalize(phrase).lower()
    if not needle:
        return False
    pattern = word_pattern(needle)
    for i, s in enumerate(analysis.sentences):
        if i in skip:
            continue
        # a status said and denied is not told ("सक्रिय है नहीं है", "the card is not active")
        if any(not negated(analysis, s.start + m.start(), end=s.start + m.end()) for m in pattern.finditer(s.text)):
            return True
    # a name the bank writes in English, said in Devanagari ("प्री-अप्रूव्ड पर्सनल लोन" for "Pre-approved personal
    # loan"): the same sounds in a row; a name with a figure ("Gold loan at 9 % onwards"), in any script, by its
    # name's sounds and the same figure, not denied, in one sentence ("गोल्ड लोन — 9% से शुरू", "Gold Loan at 9%")
    figure = re.search(r"\d+(?:\.\d+)?", needle) if needle.isascii() else None
    if needle.isascii() and " " in needle.strip() and (figure or analysis.has(_DEVANAGARI_WORD)):
        name = _FILLER.sub(" ", needle[:figure.start()]).strip() if figure else needle
        for i, s in enumerate(analysis.sentences):
            if i in skip or not sounds_like_phrase(s.text, name):
                continue
            want = _decimal(figure.group(0)) if figure else None
            if figure is None or any((q.value == want or q.raw == want) and not value_denied(analysis, q.start, q.end)
                                     for q in analysis.quantities if s.start <= q.start < s.end):
                return True
    return False


_FILLER = re.compile(r"\b(?:at|from|@|of|for|with|upto|up to|onwards|starting)\b")


_DEVANAGARI_WORD = re.compile(r"[\u0900-\u097f]")


# ---------------------------------------------------------------- stated
_NEGATIVE_LABEL = re.compile(r"\bnot\b|नहीं|\bnahi\b|(?<!\S)न(?!\S)|\bna\b")


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
        if not any(hit(x) for x, _ in _bound(analysis, cues, items, skip, results=True)):
            return False
    negative = _NEGATIVE_LABEL.search(fact.label) is not None  # "the amount not dispensed": said with a "not"
    def asked_or_denied(x) -> bool:  # "is it ₹X?", "the balance is not ₹X": not told
        return in_question(analysis, x.start) or (not negative and negated(analysis, x.start))

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
        return any(not _hedged(analysis, q, live, lambda x, q=q: x.kind == q.kind and x.value != want) for q in hits)
    if fact.kind == "id":
        value = str(fact.value).upper()
        return any(m.value == value and analysis.sentence_index(m.start) not in skip
                   and not value_denied(analysis, m.start, m.end) for m in analysis.ids) or (
            _phrase_stated(analysis, str(fact.value), skip))
    day = fact_date(fact)
    if day is not None:
        dates = [d for d in analysis.dates if analysis.sentence_index(d.start) not in skip
                 and not value_denied(analysis, d.start, d.end)]
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
        ignore = LOCAL_NEGATORS if instruction == "no_renewal" else frozenset()
        for i, s in enumerate(analysis.sentences):
            if i not in skip and any(not negated(analysis, s.start + m.start(), ignore) for m in regex.finditer(s.text)):
                return True
    return False


_IF = re.compile(fold(r"\b(?:if|suppose|supposing|say you|were you to|agar|yadi|maan lijiye|maan lo)\b|अगर|यदि|मान लीजिए"))
_ITEM = re.compile(r"[^\n:]{1,60}:[^\n]{0,80}")  # "total interest: ₹70,569.97"


def moved_value_stated(fact, analysis: Analysis, skip: set[int], changed, bound: bool = False) -> bool:
    """Whether an amount ``fact`` (a state: a balance) is told by a new value that the outputs ``changed`` of the
    session's own changes give under its name (a balance after a reversal): told as truly as the value it had."""
    if fact.kind != "amount" or not changed:
        return False
    moved = {v for out in changed for v in field_amounts(out, fact.label)} - {fact.value}
    return any(fact_stated(fact.model_copy(update={"value": v}), analysis, skip, bound=bound) for v in moved)


def _times_counted(analysis: Analysis, q, amounts) -> bool:
    """Whether the amount ``q`` is a count's multiple (to the rupee) of one of ``amounts`` (the session's) and its
    sentence says that count ("the remaining 10 EMIs come to ₹2,28,423.70"): a total of several, not one's value."""
    paise, sentence = to_paise(q.value), analysis.sentence_at(q.start)
    if not paise or sentence is None:
        return False
    counts = {int(x.value) for x in analysis.quantities if x.kind == "number" and sentence.start <= x.start < sentence.end
              and x.value == x.value.to_integral_value() and 2 <= x.value <= 600}
    return any(abs(n * p - paise) < 100 for n in counts for p in amounts if 0 < p < paise)


def _hypothetical(analysis: Analysis, at: int) -> bool:
    """Whether the value at ``at`` is told under a condition or an example that opens its paragraph or sentence
    ("For example, if you keep ₹4,74,000 for 24 months: …", "agar aap … rakhein"): a calculation for a case the
    customer may choose, not a record's value."""
    low = analysis.low
    start = low.rfind("\n\n", 0, at)
    for _ in range(12):  # a list's items (the reading puts each on its own line) belong to the line before the list
        before = low.rfind("\n\n", 0, max(start, 0))
        line = low[max(before, 0):max(start, 0)].strip()
        if start <= 0 or not (_ITEM.fullmatch(line) or line.endswith(":")):
            break
        start = before
        if line.endswith(":"):
            break
    lead = low[max(start, 0):at]
    return bool(_IF.search(lead) or EXAMPLE_CUE.search(lead))


# ---------------------------------------------------------------- contradicted


_COMPARED = re.compile(fold(r"\s*(?:\+|plus)\s*(?:[^\d\s₹+=]+\s+){0,2}(?:₹|rs\.?\s*)?[\d,.]+[^=\n.;]{0,30}=|\s*(?:less|more|lower|higher|cheaper|costlier|extra|kam|zyada|jyada|adhik)\b"
                            r"|\s*(?:कम|ज़्यादा|ज्यादा|अधिक|और चाहिए|और लगेंगे)(?![\u0900-\u097f])|\s*aur (?:chahiye|chahie|lagenge)\b|\s*(?:के|की|का|ke|ki|ka)\s+(?:\S+\s+){1,2}(?:से|se)\s+(?:\S+\s+)?(?:ज़्यादा|ज्यादा|अधिक|कम|zyada|jyada|kam|adhik)"))


_WITH_TAX = re.compile(fold(r"\b(?:incl(?:uding|usive\s+of|\.)?|with|plus)\s+(?:the\s+)?gst\b|\bgst\s+(?:incl\w*|sahit|samet|milakar|ke\s+saath)\b"
                            r"|(?:gst|जीएसटी)\s+(?:सहित|समेत|मिलाकर|के\s+साथ)|(?:सहित|समेत)\s+(?:gst|जीएसटी)"))


def _other_amount(analysis: Analysis, q, fact, grounding: Grounding, tight: bool = False) -> bool:
    """A tightly bound amount that is not the fact's yet true of something else (``_another_entity``), or worked
    out in one step from the session's amounts in a sentence that says so ("would be", "after", "by")."""
    want = int(fact.value)
    if _WITH_TAX.search(analysis.low, max(0, q.start - 30), min(len(analysis.low), q.end + 30)) and _derived(q, grounding) \
            and not _WITH_TAX.search(fact.label.lower()):
        return True  # "फ़ोरक्लोज़र चार्ज GST सहित ₹23,421.06" (₹19,848.36 + ₹3,572.70): the charge with its tax
    if any(amount_matches(q, p) for p in grounding.amounts) and _another_entity(
            analysis, q.start, fact.label, grounding, lambda r: any(amount_matches(q, p) for p in r.amounts),
            lambda r: want in r.amounts):
        return True
    sentence = analysis.sentence_at(q.start)
    if sentence is None:
        return False
    # bound to the fact's own words ("the new ATM limit is ₹X"), a worked-out figure is the fact's value unless the
    # sentence says it is the value after something ("after the ₹1,000 is debited, the balance would be ₹X")
    # (for a later state, whose own words say "after", only a figure of the event it follows: "New ATM limit after the
    # ₹75,000 change", "₹75,000 के बदलाव के बाद"; not "After this, the usable balance now is ₹X")
    event = not later_state(fact.label) or _AFTER_THE.search(analysis.low, max(0, q.start - 20), q.start) \
        or _LOCAL_AFTER.match(analysis.low, q.end)
    return bool(event) and said_as_later(sentence.text, fact.label, tight) and _derived(q, grounding)


_AFTER_THE = re.compile(r"\bafter\s+(?:the\s+|a\s+|an\s+|your\s+|this\s+)?(?:\w+\s+)?$")
_LOCAL_AFTER = re.compile(fold(r"\s*(?:\S+\s+){0,3}?(?:के\s+बाद|\bke\s+baad)"))


# a card setting's two states, as said in the three languages ("चालू है" / "बंद है", "on" / "off")
# a figure said before (in an old chat, by someone) and then called wrong: the value set aside, not told
_TOLD_BEFORE_WRONG = re.compile(fold(
    r"\s*\)?\s*(?:[-,:]\s*)?(?:(?:bataya|likha|kaha|diya)\s+(?:gaya\s+)?(?:tha|thi|the)\b|(?:बताया|लिखा|कहा|दिया)\s+(?:गया\s+)?"
    r"(?:था|थी|थे)|(?:(?:that|which)\s+)?(?:you\s+)?(?:was|were)\s+(?:\w+\s+)?(?:given|quoted|said|stated|told|mentioned|shown)\b)[^.?!\n]{0,40}?"
    r"(?:\bnot (?:right|correct|valid)\b|\bincorrect\b|\bwrong\b|\boutdated\b|\bsahi nahi\b|\bgalat\b|सही नहीं|गलत)"))
# ... unless the same sentence then calls it the right one ("₹W - was given wrong earlier, this is the right one")
_SOMETHING_ELSE = re.compile(fold(r"\b(?:something else|another (?:figure|amount|number)|a different (?:figure|amount|number)|"
                                   r"(?:an?\s+|the\s+)?(?:older|old|earlier|previous|outdated|stale)\s+(?:figure|amount|number|value|one)|"
                                   r"(?:purana|puraana|pichhla)\s+(?:figure|aankda|ankda|aakda|number)|kuch aur|kuchh aur|doosra|dusra)\b"
                                   r"|कुछ\s+और|दूसरा|दूसरी|(?:पुराना|पिछला)\s+(?:आंकड़ा|आँकड़ा|अंक|नंबर)"))
_NOW_RIGHT = re.compile(fold(
    r"\b(?:this|that|it|here)(?:\s+one)?(?:'s|\s+is)\s+(?:now\s+)?(?:the\s+)?(?:right|correct|accurate|actual|real|confirmed)\b|\bnow confirmed\b"
    r"|(?:अब\s+)?(?:यह|यही)\s+(?:\S+\s+)?पक्का\s+है|\b(?:ab\s+)?(?:yeh|yahi)\s+(?:\S+\s+)?pakka\s+hai\b"
    r"|\b(?:yahi|yehi|yeh|ye)\s+(?:\S+\s+)?(?:sahi|theek|thik|asli)\s+hai\b|(?:यही|यह|ये)\s+(?:\S+\s+)?(?:सही|ठीक|असली)\s+है"
    # checked again since ("I've double-checked it since", "अब दोबारा जाँच ली है", "ab dobara check kar liya hai")
    r"|\b(?:double[- ]?checked|re-?checked|checked (?:it |this |that )?again|re-?verified|re-?confirmed|confirmed again)\b"
    r"|(?:दोबारा|फिर\s+से)\s+(?:जाँच|जांच|चेक)|पुष्टि\s+(?:कर\s+)?(?:दी|ली|की|हो\s+गई)"
    r"|\b(?:dobara|phir\s+se)\s+(?:check|jaanch|janch)|\b(?:pushti|confirm)\s+(?:kar\s+)?(?:di|li|ki|ho\s+gayi)\b"))


def _set_aside_as_wrong(analysis: Analysis, at: int) -> bool:
    """A figure ending at ``at`` said before and called wrong (``_TOLD_BEFORE_WRONG``), not then called right."""
    wrong = _TOLD_BEFORE_WRONG.match(analysis.low, at)
    if wrong and _SOMETHING_ELSE.search(wrong.group(0)):
        return False  # "₹V - you were quoted something else before, that was wrong": the other figure was wrong
    line_end = analysis.low.find("\n", wrong.end()) if wrong else -1
    return wrong is not None and not _NOW_RIGHT.search(analysis.low, wrong.end(), line_end if line_end >= 0 else len(analysis.low))


# a figure the customer's pasted old chat gave, named as the chat's ("pichli chat mein bataya gaya ₹X", "the earlier chat's ₹X")
_OLD_CHAT = re.compile(fold(r"\b(?:old|older|earlier|previous|past|last|pichli|purani|pichhli)\s+(?:\w+\s+)?chat\b[^.?!\n]{0,30}$|(?:पिछली|पुरानी)\s+चैट[^।.?!\n]{0,30}$"))


# the old chat's figure said to stand ("… you were quoted is still current", "अभी भी लागू है"): told, not set aside
STILL_STANDS = re.compile(fold(r"[^.?!\n।]{0,30}?(?:\bstill\s+(?:\w+\s+)?(?:current|valid|applies|apply|stands|holds|good|correct|right|"
                                r"the same|in force)\b|\bremains?\s+(?:current|valid|the same|in force)\b|\babhi\s+bhi\s+(?:lagu|sahi|"
                                r"valid|wahi)\b|अभी\s+भी\s+(?:लागू|सही|वैध|वही))"))


# a figure per day, and a label that is one
_PER_DAY = re.compile(fold(r"\s*(?:per|a|each|every|/)\s*day\b|\s*daily\b|\s*(?:प्रति|हर)\s+दिन|\s*(?:per|har|prati)\s+din\b|\s*रोज़ाना|\s*roz(?:aana|ana)\b"))
_DAILY = re.compile(r"\b(?:daily|per day|a day|each day)\b")
# a value it may be set to, said after it: "ATM limit ₹1,00,000 tak badhayi ja sakti hai", "₹1,00,000 तक बढ़ाई जा सकती है"
_MAY_BE_SET_TO = re.compile(fold(r"\s*(?:tak|तक)\s+(?:\S+\s+){0,2}?(?:(?:ja|जा|kar|कर)\s+)?(?:sakti|sakta|sakte|सकती|सकता|सकते)"))


def _rate_of(q, fact) -> bool:
    """Whether a figure per day is the daily rate a total fact is a whole number of days of ("₹100 per day, i.e.
    ₹1,700"), the fact itself not being daily."""
    paise = to_paise(q.value)
    return not _DAILY.search(fact.label.lower()) and bool(paise) and 0 < paise < int(fact.value) and int(fact.value) % paise == 0
# a list heading about a new record (its items are that record's figures): "this amount in a new 24-month FD:"
_NEW_THING = re.compile(fold(r"\b(?:new|fresh|nayi|naya|naye|nai)\b|(?<![\u0900-\u097f])(?:नई|नया|नए|नयी)(?![\u0900-\u097f])"))
_RECORD_NOUN = re.compile(fold(r"\b(?:fd|rd|fixed deposit|recurring deposit|deposit|account|card|loan|mandate|policy)s?\b"
                               r"|एफडी|आरडी|जमा|खाता|खाते|कार्ड|लोन|मैंडेट|पॉलिसी"))


def _new_record(heading: str) -> bool:
    return bool(_NEW_THING.search(heading) and _RECORD_NOUN.search(heading))
_SETTING_OF = {"enabled": "enabled", "disabled": "disabled", "not enabled": "disabled", "off": "disabled"}
_SETTING = re.compile(fold(
    r"(?P<enabled>\benabled\b|\bturned on\b|\bswitched on\b|(?<![\w\u0900-\u097f])चालू(?![\u0900-\u097f])|\bchalu\b"
    r"|\bchaalu\b)|(?P<disabled>\bdisabled\b|\bturned off\b|\bswitched off\b|\boff\b"
    r"|(?<![\w\u0900-\u097f])बंद(?![\u0900-\u097f])|\bband\b)"))


# a second figure in brackets that calls itself the first one's revision ("₹23,976 (revised figure: ₹5,000)")
_REVISION_GAP = re.compile(fold(r"\s*\(\s*(?:\S+\s+){0,2}?(?:revised|amended|corrected|updated|sanshodhit|badla\s+hua|संशोधित|"
                                r"बदला\s+हुआ|सुधारा\s+हुआ)(?:\s+\S+){0,2}?\s*[:=\-]?\s*(?:rs\.?|inr)?\s*"))


def _changed_to(analysis: Analysis, q, fact, grounding: Grounding) -> str | None:
    """The figure an arrow after the fact's true value ``q`` says it becomes ("daily limit: ₹0 → ₹10,000"), when
    it is another value and the change between them is no amount of the session that the message shows (a write's
    value, a debit the outputs give): a second value told for the fact, not a change the session explains."""
    value = int(fact.value)
    to = next((x for x in analysis.quantities if x.start >= q.end and x.kind == "amount"), None)
    gap = analysis.low[q.end:to.start] if to is not None else ""
    if to is None or not (_ARROW.fullmatch(gap) or _REVISION_GAP.fullmatch(gap)) or amount_matches(to, value):
        return None
    if any(f is not fact and f.kind == "amount" and amount_matches(to, int(f.value)) for f in grounding.kin(fact)):
        return None  # "usable balance now: ₹23,976 → ₹22,976": the later state's own value (a kin fact's)
    paise = to_paise(to.value)
    # (the change shown in the message itself: "₹5,479 kept out … (₹28,731 → ₹23,252)", or from nothing: "₹0 → ₹10,000")
    change = None if paise is None else abs(paise - value)
    shown = change is not None and (value == 0 or any(amount_matches(x, change) for x in analysis.quantities if x.kind == "amount"))
    if not (shown and change in grounding.amounts):
        return f"₹{to.value}"
    # a change only a write of the session makes (proposed before it, reported after) or a case supposes: with no
    # write moving it or setting the new value, "Balance: ₹V → ₹W (−₹A)" says a change that did not happen, whatever
    # amount A the session holds (and an offer of something else in the message excuses nothing)
    written = grounding.write_amounts
    if written is None or {change, abs(paise)} & written or _for_a_case(analysis, q.start) or _hypothetical(analysis, q.start):
        return None
    return f"₹{to.value}"


def _field_named(analysis: Analysis, d, fact, grounding: Grounding, day: date) -> bool:
    """A true date told on a line that names the output field holding it ("Final resolution due by: 2026-10-14"
    for ``resolve_by``) when the fact's own date is in another field (``eta``): that field's date, not the fact's."""
    said = next((g for g in grounding.dates if d.matches(g)), None)
    if said is None:
        return False
    own = {w[:5] for w in re.findall(r"[a-z]+", fact.label.lower())}
    stems = {w[:5] for key in grounding.date_keys(said) - grounding.date_keys(day)
             for w in re.split(r"[^a-z]+", key) if len(w) > 3} - own
    line = analysis.low[analysis.low.rfind("\n", 0, d.start) + 1:d.start]
    return any(w[:5] in stems for w in re.findall(r"[a-z]+", line) if len(w) > 3)


def _field_of_its_words(fact, q, grounding: Grounding) -> bool:
    """Whether the amount ``q`` is what an output gives under a field named by every word of the fact's label, while
    the fact's own value is in an output under another name ("Return charge: ₹150" for ``return_charge``, the fact
    "the return charge" being ``total_charge``, ₹177): the bank's own field, told as the bank names it."""
    own = {w[:5] for w in re.findall(r"[a-z]+", fact.label.lower()) if w not in GENERIC_WORDS}

    def named(keys: set[str]) -> bool:
        return bool(own) and any(own <= {w[:5] for w in re.split(r"[^a-z]+", key) if w} for key in keys)
    paise, fact_keys = to_paise(q.value), grounding.amount_keys(int(fact.value))
    return paise is not None and bool(fact_keys) and named(grounding.amount_keys(paise)) and not named(fact_keys)


# words too weak to name a field of their own after a figure ("₹X total")
_WEAK_NOUNS = frozenset({"total", "amount", "value", "net", "final", "new", "current", "old"})


@lru_cache(maxsize=512)
def _noun_after(word: str) -> re.Pattern:
    """A field's word (and its Hindi / Hinglish names) said right after a figure, with at most "of" / "का" between."""
    names = fold(_LOCAL_WORDS.get(word, re.escape(word)))
    return re.compile(rf"\s*(?:of\s+|का\s+|की\s+|के\s+|ka\s+|ki\s+|ke\s+)?(?:{names})(?![\w\u0900-\u097f])")


def _named_after(analysis: Analysis, q, fact, grounding: Grounding) -> bool:
    """Whether the amount ``q`` is followed by the word of an output field that holds it, a word the fact's label
    lacks ("you receive ₹27,608.40 at maturity (₹7,608.40 interest)", "₹7,608.40 ब्याज"): that field's figure, named
    after it, not a second value of the fact."""
    paise = to_paise(q.value)
    if paise is None:
        return False
    own = {w for w in re.findall(r"[a-z]+", fact.label.lower())}
    words = {w for key in grounding.amount_keys(paise) for w in re.split(r"[^a-z]+", key.lower())
             if len(w) > 2 and w not in own and w not in GENERIC_WORDS and w not in _WEAK_NOUNS}
    return any(_noun_after(w).match(analysis.low, q.end) for w in sorted(words))


def _anothers_own(analysis: Analysis, fact, grounding: Grounding, at: int, holds, kin: bool = False) -> bool:
    """Whether the value at ``at``, bound tightly to ``fact``'s words, is another fact's (``holds(f)``; with ``kin``
    one whose label shares a word, bound by its own words too). In a table row the label cell names the value: it
    is the other fact's only where that fact's words bind it at least as fully ("| the new ATM limit | ₹40,000 |"
    is not the current limit's, though "ATM limit" is its words too)."""
    gap = _LOCAL_TIGHT_GAP if is_local(analysis) else _TIGHT_GAP
    others = [f for f in (grounding.kin(fact) if kin else grounding.facts) if f is not fact and holds(f)]
    if "|" not in analysis.low[analysis.low.rfind("\n", 0, at) + 1:at]:
        return any(not kin or any(t and x.start == at for x, t in _bound(analysis, _label_cues(f.label, analysis),
                                                                           [x for x in analysis.quantities
                                                                            if x.start == at], frozenset()))
                   for f in others)
    own = max(1, binding_length(analysis, _label_cues(fact.label, analysis), at, gap))
    return any(binding_length(analysis, _label_cues(f.label, analysis), at, gap) >= own for f in others)


def _later_fact_words(fact, grounding: Grounding) -> set[str]:
    """The status words of the facts after ``fact`` in the task (all of them when its place is unknown)."""
    facts = list(getattr(grounding, "facts", None) or [])
    index = next((i for i, f in enumerate(facts) if f is fact), None)
    if index is None:
        return set(grounding.fact_words)
    return {str(p).lower() for f in facts[index + 1:] if f.kind == "text" for p in f.patterns}


def fact_contradiction(fact, analysis: Analysis, grounding: Grounding, skip: set[int] = frozenset(),
                       products: frozenset[str] = frozenset()) -> str | None:
    """A value stated for ``fact`` that is not its value: bound tightly to the fact's words ("the maturity amount
    is ₹X"), or bound loosely and grounded nowhere (no tool output, customer message or other fact has it);
    None if there is none. A contradiction is a different value bound to the same thing: a value true of the
    session that its clause ties to another record or a qualifier the fact lacks ("currently ₹40,000" beside the
    new limit, "general rate 6.50%" beside the senior rate, "FD589325 matures 2028-06-10" beside the other FD),
    or one worked out in one step from the session's amounts (the balance after the booking's debit), is not."""
    if fact.kind == "id":
        want = str(fact.value).upper()
        prefix = re.match(r"[A-Z]+-?", want)
        not_told = asked_or_example_ids(analysis)
        for m in analysis.ids:
            if analysis.sentence_index(m.start) in skip or m.value == want or m.start in not_told:
                continue
            if prefix and m.value.startswith(prefix.group(0)) and m.value not in grounding.ids:
                return m.value
        return None
    cues = _label_cues(fact.label, analysis)
    if not cues:
        return None
    if fact.kind == "amount":
        items = [q for q in analysis.quantities if q.kind == "amount"]
        before = (lambda x: column_state(analysis.low, x.start) == "before" and any(amount_matches(x, p) for p in grounding.amounts)) \
            if later_state(fact.label) else None  # "| amount payable now | ₹5,415 | ₹4,686 |" under "| | Before | Now |"
        for q, tight in _bound(analysis, cues, items, skip, before):
            right = amount_matches(q, int(fact.value))
            if right and (other := _of_another_record(analysis, q, grounding)):
                return f"₹{q.value} (of {other})"  # the right value told as another record's
            if right and before is None and (to := _changed_to(analysis, q, fact, grounding)):
                return to  # "the net payout: ₹V → ₹W": said to become W, by no figure of the session
            if right and _set_aside_as_wrong(analysis, q.end):
                return f"₹{q.value} (called wrong)"  # "… ₹V was quoted by mistake and is wrong": the true value retracted
            if right or negated(analysis, q.start, frozenset(fact.label.lower().split())) or _COMPARED.match(analysis.low, q.end):
                continue  # "₹4,985 less than paying every EMI", "₹4,985 कम": a difference (a label's own "not" negates nothing)
            if _times_counted(analysis, q, {int(fact.value), *grounding.amounts}):
                continue  # "बाक़ी 10 ईएमआई मिलाकर ₹2,28,423.70": the total of a count of them, said with the count
            if tight == "rival":
                return f"₹{q.value}"  # "… is ₹V, though it may well end up at ₹W": a second value of the same thing
            if _asks(analysis, q.start) or _set_aside_as_wrong(analysis, q.end) or _OLD_CHAT.search(analysis.low, max(0, q.start - 45), q.start) \
                    and not STILL_STANDS.match(analysis.low, q.end):
                continue  # "just tell me the new daily amount (up to ₹1,00,000)": asked of the customer, not told; "the
                # chat said ₹1,30,700 - that was wrong", "… ₹1,30,700 bataya gaya tha - woh sahi nahi tha": set aside
            tight = tight or correction_at(analysis, q.start)
            if tight and _anothers_own(analysis, fact, grounding, q.start,
                                       lambda f, q=q: f.kind == "amount" and amount_matches(q, int(f.value)), kin=True):
                continue  # "the usable balance now is ₹X": another fact's value under its own (longer) words
            if not tight and any(amount_matches(q, p) for p in grounding.loose_amounts) or tight and _field_of_its_words(fact, q, grounding):
                continue
            if _named_after(analysis, q, fact, grounding):
                continue  # "(₹7,608.40 interest)" after the maturity amount: the interest, named after its figure
            if tight != "first" and _other_amount(analysis, q, fact, grounding, tight) and not (before and own_now_cell(analysis.low, q.start, cues)) \
                    and not (tight and restated_alike(analysis, q.start, fact.label) and any(t and amount_matches(x, int(fact.value)) for x, t in _bound(analysis, cues, items, skip, before))):
                continue  # (in a "Now" column, a figure is the later fact's value; the value said right, then again)
            if (_hypothetical(analysis, q.start) or _MAY_BE_SET_TO.match(analysis.low, q.end) or _new_record(list_heading(analysis.low, q.start))
                    and "new" not in fact.label.lower() or _PER_DAY.match(analysis.low, q.end) and _rate_of(q, fact)) \
                    and any(amount_matches(q, p) for p in grounding.loose_amounts):
                continue  # "for example, if you keep ₹4,74,000 for 24 months: maturity amount ₹X" (a calculation); "this
                # amount in a new 24-month FD:" over "- maturity amount: ₹X" (a new deposit's figure, not this one's);
                # "compensation owed: ₹100 per day, i.e. ₹1,700" (the rate the total is worked out from)
            return f"₹{q.value}"
        return None
    if fact.kind == "number":
        want = _decimal(fact.value)
        rate = "rate" in fact.label.lower()
        items = [q for q in analysis.quantities if q.kind == ("percent" if rate else "number")]
        for q, tight in _bound(analysis, cues, items, skip):
            if rate and q.value == want and (other := _of_another_record(analysis, q, grounding, rate=True)):
                return f"{q.value}% (of {other})"  # the right rate told as another record's
            if q.value == want or negated(analysis, q.start) or products and q.value in grounding.numbers \
                    and section_product(analysis, q.start) not in (None, *products):
                continue  # "NSC: 7.7%" beside the PPF rate the session tells under PPF's name (``products``)
            tight = tight or correction_at(analysis, q.start)
            if (not tight and q.value in grounding.numbers) or (tight and _anothers_own(
                    analysis, fact, grounding, q.start, lambda f, q=q: f.kind == "number" and _decimal(f.value) == q.value)):
                continue
            if q.value in grounding.numbers and _hypothetical(analysis, q.start):
                continue  # "agar aap ₹3 lakh se kam lete hain to rate 9.25% hoga": the rate of another case
            if not rate and not tight:
                continue  # a count is only read when said as the value ("the number of mandates is 2")
            if tight and (q.value in grounding.numbers or not rate) and _another_entity(
                    analysis, q.start, fact.label, grounding, lambda r, q=q: q.value in r.numbers, lambda r: want in r.numbers):
                continue  # (a count of a kind the label does not name: "active mandates: 0" beside the total)
            return f"{q.value}%" if rate else str(q.value)
        return None
    day = fact_date(fact)
    if day is not None:
        for d, tight in _bound(analysis, cues, list(analysis.dates), skip):
            tight = tight or correction_at(analysis, d.start)
            if d.matches(day) or (not tight and any(d.matches(g) for g in grounding.dates)) or (tight and _anothers_own(
                    analysis, fact, grounding, d.start, lambda f, d=d: (x := fact_date(f)) is not None and d.matches(x))):
                continue
            if tight and any(d.matches(g) for g in grounding.dates) and _another_entity(
                    analysis, d.start, fact.label, grounding, lambda r, d=d: any(d.matches(x) for x in r.dates),
                    lambda r: day in r.dates) or tight and _field_named(analysis, d, fact, grounding, day):
                continue
            return f"{d.day:02d}/{d.month:02d}/{d.year or '????'}"
        return None
    setting = _SETTING_OF.get(str(fact.patterns[0]).lower()) if fact.kind == "text" and fact.patterns else None
    if setting is not None:  # one state per setting: "it is enabled … it is still off" in one message
        said = [(m.lastgroup, m.start()) for m in _SETTING.finditer(analysis.low)  # (not in a case: "once you have the new
                if analysis.sentence_index(m.start()) not in skip and not negated(analysis, m.start())  # card, … it
                and not _for_a_case(analysis, m.start())]  # stays off until you ask")
        if any(state == setting for state, _ in said):
            for state, at in said:
                if state != setting and _SAME_RECORD.search(analysis.low[max(0, at - 40):at]):
                    return state
        return None
    if fact.kind == "text" and fact.patterns and str(fact.patterns[0]).lower() in STATUS_WORDS:
        own = own_statuses(fact.patterns)
        told_here = any(x.word in own for x in _status_mentions(analysis))
        for m, tight in _bound(analysis, cues, _status_mentions(analysis), skip):
            # a later fact's status under this fact's words is that later fact's, unless the message also tells this
            # one's and does not say the other is later ("the card status: active … but the card status is blocked")
            sentence = analysis.sentence_at(m.start)
            later_fact = m.word in grounding.fact_words and not (told_here and sentence is not None and not said_as_later(
                analysis.low[sentence.start:sentence.end], fact.label, True))
            if tight and m.word not in own and not later_fact and not negated(analysis, m.start) \
                    and not _GENERAL.match(analysis.low, m.start + len(m.word)) and not _of_other_records(analysis, m.start, grounding) and not _for_a_case(analysis, m.start):
                return m.word  # "the card status is blocked" when it is active (not "अगर … क्लियर हो गया, तो …": a case)
        # one status per record: "it is still active" said in the message that tells the fact's status
        later = _later_fact_words(fact, grounding) if told_here else set()
        for m in (_status_mentions(analysis) if told_here else ()):
            # another status is true of the record only as a later fact of it ("it was frozen; it is now active" after
            # an unfreeze); an earlier one ("still active" once it is blocked) is no longer
            if m.word in own or m.word in later or negated(analysis, m.start):
                continue
            if analysis.sentence_index(m.start) in skip or _for_a_case(analysis, m.start) or _not_its_status_now(analysis, m, grounding):
                continue  # "Block (permanent): if it's lost for good, the card is cancelled": what would be
            lead = analysis.low[max(0, m.start - 40):m.start]
            if _SAME_RECORD.search(lead) and not any(m.start - 60 <= i.start < m.start for i in analysis.ids) \
                    and not _other_item(analysis, m.start, [x.start for x in _status_mentions(analysis) if x.word in own], grounding):
                return m.word
        return None
    return None

