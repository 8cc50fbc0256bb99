"""Which thing a stated value belongs to, and whether it is told as one value: the structural rules behind
``facts.fact_stated`` (one value per fact: a hedge, a range or a correction tells nothing) and
``facts.fact_contradiction`` (a contradiction is a different value bound to the same thing: a qualifier the
fact's label lacks, or another record named before it, makes it another thing's), and the record statuses a
message names."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .acts import asked_or_example_ids
from .analysis import Analysis
from .dialogue import is_info_request, negated
from .disclaimers import disclaimed, imprecise
from .grounding import Grounding, to_paise
from .numbers import amount_matches
from .prefilter import prefiltered
from .record_scope import _of_other_records
from .text import DEVANAGARI, fold, later_state, list_heading
from .write_actions import id_kind
from .writes import is_local

__all__ = ["STATUS_WORDS", "another_entity", "binding_length", "correction_at", "derived", "hedged", "section_product", "status_mentions"]


def binding_length(analysis: Analysis, cues, at: int, gap: re.Pattern) -> int:
    """How many characters of label words bind the value at ``at`` tightly (nothing but ``gap`` between, in its
    sentence): the longest of ``cues`` that does, 0 if none. Of two labels that bind one value, the longer words
    name it ("| the new ATM limit | ₹X |" is the new limit's, though "ATM limit" is the current one's words too;
    "the usable balance now is ₹X" is the balance now's)."""
    sentence = analysis.sentence_at(at)
    if sentence is None:
        return 0
    best = 0
    for cue in cues:
        for m in cue.finditer(analysis.low, sentence.start, at):
            if gap.match(analysis.low[m.end():at]):
                best = max(best, m.end() - m.start())
    return best


def correction_at(analysis: Analysis, at: int) -> bool:
    """Whether the value at ``at`` is said in a correction ("sorry, I misread: the rate actually comes to 7.25%"):
    a correction asserts its value of the thing it names, however loosely its words bind it."""
    sentence = analysis.sentence_at(at)  # (an apology alone corrects nothing: "माफ़ कीजिए, … नहीं भेजा जा सकता")
    return sentence is not None and any(m.group(0) not in _APOLOGIES for m in _CORRECTION.finditer(sentence.text))

def _hedged(analysis: Analysis, value, others, different) -> bool:
    """One value per fact: ``value`` is not told when its sentence (or the next one) also gives a different value
    of its kind under a hedge ("₹X, or ₹W if the last entry has not posted", "between ₹X and ₹W", "sorry, it
    should read ₹W"): two candidate values mean the customer was told neither. A true alternative the customer
    may choose ("₹W if you choose monthly payout") is no hedge."""
    if disclaimed(analysis):  # "please don't rely on these figures", "as of last month": nothing told as fact
        return True
    index = analysis.sentence_index(value.start)
    if index is None or index < 0:
        return False
    if imprecise(analysis, index):  # "… ₹X. Treat that figure as give or take a few thousand rupees."
        return True
    if index > 0 and _CORRECTION.search(analysis.sentences[index].text):  # "sorry, it should read ₹X": the
        index -= 1                                                         # value it corrects is before it
    upto = index + 2
    while upto < min(len(analysis.sentences), index + 4) and len(analysis.sentences[upto - 1].text.split()) <= 2:
        upto += 1  # ("P.S." is no sentence of its own: the one after it is the next)
    sentences = analysis.sentences[index:upto]
    start, end = sentences[0].start, sentences[-1].end
    own = analysis.sentences[analysis.sentence_index(value.start)]
    # (a figure of an illustration in another sentence is the example's: "उदाहरण के लिए, हर ₹10,000 पर लगभग ₹680")
    # so is a worked example's: a sentence of its own with a rate and two amounts, none the value ("To give you a
    # feel: on ₹1,00,000, 6.8% comes to roughly ₹6,800 a year")
    cases = [(t.start, t.end) for t in sentences if t is not own and (_ILLUSTRATION.match(t.text) or _worked(
        [x for x in analysis.quantities if t.start <= x.start < t.end], value))]
    rivals = [x for x in others if start <= x.start < end and x is not value and different(x)
              and not any(a <= x.start < b for a, b in cases)
              and not (_MONTHLY.match(analysis.low, x.end) and not _MONTHLY.match(analysis.low, value.end))]
    # a value in brackets that calls itself a revision ("₹X (revised figure: ₹W)"): a second candidate for the fact
    if any(_REVISED.search(analysis.low, max(start, x.start - 40), x.start) for x in rivals):
        return True
    rivals = [x for x in rivals if not _OWN_LABEL.search(analysis.low[start:x.start])]
    if not rivals:
        return False
    text = analysis.low[start:end]
    if _ALTERNATIVE.search(text):
        return False
    if any(m.group(0) not in _APPROXIMATELY or not _restating(others, start + m.end()) for m in _HEDGE.finditer(text)) \
            or _CORRECTION.search(text):
        return True
    # a range: a dash or "to" between the two values
    first, second = sorted((value, rivals[0]), key=lambda x: x.start)
    return _RANGE_GAP.fullmatch(analysis.low[first.end:second.start]) is not None


def _worked(quantities, value) -> bool:
    told = getattr(value, "value", None)  # (a date or an id has no figure to restate)
    kinds = [x.kind for x in quantities if x.value != told]
    return len(kinds) == len(quantities) and "percent" in kinds and kinds.count("amount") >= 2


def _restating(others, at: int) -> bool:
    """A figure right after ``at`` equal to another of the message's ("₹1,00,000 (लगभग ₹1.00 लाख)"): that figure
    restated approximately, no second candidate for a fact."""
    x = next((x for x in others if 0 <= x.start - at <= 8), None)
    return x is not None and any(y is not x and y.value == x.value for y in others)


_ILLUSTRATION = re.compile(fold(r"\W*(?:for (?:example|instance)|e\.?g\.?|suppose|udaharan|udahran|misaal|misal|maan lijiye|jaise)\b"
                                r"|\W*(?:उदाहरण|मिसाल|मान\s+लीजिए|जैसे)"))
# a figure per month beside a yearly one ("6.8% सालाना (लगभग 0.57% महीना)"): another quantity, no rival
_MONTHLY = re.compile(fold(rf"\s*(?:(?:a|per|every|each|/|प्रति|हर|har|prati)\s*)?(?:month|mahina|mahine|महीना|महीने|माह|maah|monthly|मासिक)(?![\w{DEVANAGARI}])"))
_APPROXIMATELY = frozenset(fold(w) for w in ("approximately", "roughly", "around", "lagbhag", "kareeb", "लगभग", "करीब"))




# a value introduced by its own label ("…; total interest: approximately ₹1,626", "| total interest | ₹1,626 |") is
# another fact in a list, not a second candidate for this one
_OWN_LABEL = re.compile(fold(
    r"(?:[;\n]|^)\s*[^;:\n|]{2,60}:\s*\**\s*(?:approximately|approx\.?|about|around|roughly|nearly|lagbhag|"
    r"kareeb|karib|लगभग|करीब|क़रीब)?\s*\**\s*(?:rs\.?|inr|₹)?\s*$|\|\s*[^|\n]{2,40}\|\s*\**\s*(?:rs\.?|inr|₹)?\s*$"))
_REVISED = re.compile(fold(r"\(\s*(?:[^()]{0,20}?\s)?(?:revised|amended|corrected|sanshodhit|sanshodhit|badla\s+hua)\b[^()]{0,20}$"
                           r"|\(\s*(?:[^()]{0,20}?\s)?(?:संशोधित|सुधारा\s+हुआ|बदला\s+हुआ)[^()]{0,20}$"))
_RANGE_GAP = re.compile(fold(r"\s*(?:-|–|to|upto|up to|se|से)\s*(?:rs\.?|₹|inr)?\s*"))


# Words that make a value another thing than the fact it stands near: another time ("currently ₹40,000", "was",
# "after the debit"), another variant ("the general rate 6.50%" beside the senior rate, "active mandates: 0" beside
# the total), another channel. A value so marked, and true of the session (a tool output has it, or one step
# derives it), is bound to that other thing, not to the fact: no contradiction.
_QUALIFIERS = frozenset("""
    current currently existing old older previous previously earlier before after was were now today present
    original initial general standard regular normal senior senior-citizen non-senior base card-rate
    active inactive closed cancelled paused other another second first each per remaining total full entire whole
    domestic international online pos atm contactless upi imps neft rtgs
    minimum maximum max min required mandatory daily monthly yearly annual quarterly need needs must maintain
    principal interest tds gross net penalty maturity then q1 q2 q3 q4 next deducted
""".split())
# the same qualifiers in Hindi and Hinglish, as the English word a label would have
_LOCAL_QUALIFIERS = {fold(k): v for k, v in {
    "पहले": "before", "अभी": "now", "अब": "now", "वर्तमान": "current", "मौजूदा": "current", "पुराना": "old", "पुरानी": "old",
    "पिछला": "previous", "पिछली": "previous", "सामान्य": "general", "वरिष्ठ": "senior", "सक्रिय": "active",
    "कुल": "total", "पूरी": "total", "पूरा": "total", "पूरे": "total", "poori": "total", "poora": "total", "puri": "total",
    "pura": "total", "बाद": "after", "परिपक्वता": "maturity", "मैच्योरिटी": "maturity", "तब": "then", "tab": "then", "abhi": "now", "pehle": "before", "baad": "after", "purana": "old", "purani": "old",
    "pichhla": "previous", "pichhli": "previous", "samanya": "general", "kul": "total", "अगली": "next", "अगला": "next", "अगले": "next", "agli": "next", "agla": "next", "agle": "next",
    "बाकी": "remaining", "बाक़ी": "remaining", "शेष": "remaining", "baaki": "remaining", "baki": "remaining", "ज़रूरी": "required", "आवश्यक": "required",
    "न्यूनतम": "minimum", "अधिकतम": "maximum", "zaroori": "required", "zaruri": "required", "jaruri": "required",
    "कटा": "deducted", "कटी": "deducted", "कटे": "deducted", "काटा": "deducted", "काटी": "deducted", "काटे": "deducted", "kata": "deducted", "kati": "deducted", "kate": "deducted", "kaata": "deducted", "kaati": "deducted",
    # a rate for customers of an age ("60 वर्ष या उससे अधिक उम्र के ग्राहकों के लिए"): the senior rate
    "उम्र": "senior", "आयु": "senior", "बुज़ुर्ग": "senior", "umr": "senior", "umar": "senior", "umra": "senior",
    "aged": "senior", "elderly": "senior",
}.items()}
# an age group the sentence's value is for (all its clauses: "for customers aged 60 and above the rate is …")
_AGE_GROUP = re.compile(fold(r"\b(?:aged|age of|years? (?:and|or) (?:above|older|more)|senior citizens?|umr|umar)\b"
                             r"|उम्र|आयु|वरिष्ठ नागरिक"))
_HEDGE = re.compile(fold(
    r"\b(?:or|either|between|otherwise|possibly|perhaps|maybe|might|could be|should read|should be|misread|"
    r"mis-read|correction|corrected|sorry|actually|rather|instead|to be precise|approximately|roughly|around|"
    r"somewhere|range|ya|ya phir|shayad|lagbhag|kareeb)\b"
    rf"|(?<![{DEVANAGARI}])(?:या|शायद|लगभग|करीब|अथवा)(?![{DEVANAGARI}])"))
_APOLOGIES = frozenset({"sorry", "maaf", fold("माफ")})
_CORRECTION = re.compile(fold(r"\b(?:sorry|misread|mis-read|correction|corrected|should read|i meant|let me correct|"
                             r"rechecking|re-checking|actually|maaf|galat padha|galti|dobara check|please read|read it as|"
                             r"typo|a (?:small |quick )?fix|where i wrote|sudhaar|sudhar|padhiye)\b"
                             r"|माफ|गलत पढ़|गलती|दोबारा जाँच|असल में|सुधार|पढ़िए|जहाँ मैंने"))
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
    clauses = _CLAUSE_START.split(head) if head else [""]  # (a relative clause is about the thing before it: "the certificate for the whole year, which covers all the TDS of ₹X")
    clause = clauses[-2] + " " + clauses[-1] if len(clauses) > 1 and _RELATIVE.match(clauses[-1]) else clauses[-1]
    # a period the sentence opens with ("for the year as a whole, …, TDS ₹X") or that follows the figure ("₹X deducted in Q2 to Q4"): another period's
    scope = _SCOPE_LEAD.match(analysis.low, sentence.start, at) or _SCOPE_AFTER.match(analysis.low, at) or (
        (h := _LINE_HEAD.match(analysis.low, analysis.low.rfind("\n", 0, at) + 1, at)) and _NAMED_PERIOD.search(h.group(1)) and h)  # ("- Q1 (Apr–Jun): …")
    if scope and _FLOW.search(label.lower()) and any(w in _PERIODS and w not in label.lower().split()
                                                     for w in re.findall(r"[\w-]+", scope.group(1))):
        return True
    if cmp := _FOR_COMPARISON.search(head):  # (another option's own figure: a tenure only where the label depends on one)
        compared = {"number"} if _BY_TENURE.search(label.lower()) else {"number", "tenure"}
        if any(x.kind not in compared and sentence.start + cmp.end() <= x.start < at for x in analysis.quantities):
            return True  # "तुलना के लिए: 12 महीने की EMI …, कुल ब्याज ₹1,313.72": another option's figures, named by its own
    if head.count("(") > head.count(")"):  # "Q2 (TDS ₹11,639.30)": the words the bracket explains qualify it too
        clause = " ".join(head.rsplit("(", 1)[0].split()[-2:]) + " " + clause
    clause_end = (m.start() if (m := _CLAUSE_START.search(analysis.low, at + 1, sentence.end)) else sentence.end)
    if _FROM_VALUE.match(analysis.low, at) or _slab_bound(analysis, at, grounding) or _PERCENT.match(analysis.low, at) \
            and _SLAB_OF.search(analysis.low, analysis.low.rfind("\n", 0, sentence.start) + 1, clause_end):
        return True  # "payable ₹72,100 से ₹4,302 कम": the value it changes from; a slab's bound; a rate with its slab before it or in its clause
    # (a later state's own words: "after" and "then" are what "now" says: "इसके बाद … बैलेंस ₹X होगा")
    own = set(_label_qualifiers(label) if is_local(analysis) else ()) | set(re.findall(r"[\w-]+", label.lower())) | ({"after", "then"} if later_state(label) else set())
    if _PER_MONTH.match(analysis.low, at) and not own & {"emi", "instalment", "installment", "monthly", "premium", "sip"} and head.count("(") > head.count(")"):
        return True  # "RD ki maturity (₹2,000 har mahine, …)": a monthly figure in brackets, never a total's value
    if label.lower().rstrip().endswith("tds"):
        own.add("deducted")  # "the TDS" is the tax deducted; "the TDS threshold" is a limit, not a deduction
    if own & {"owed", "due", "outstanding", "left", "pending", "unpaid"}:
        own.add("remaining")  # "delay ka baaki compensation": what is still owed is what remains
    for w in re.findall(rf"[\w{DEVANAGARI}-]+", _AS_PER.sub(" ", clause + " " + list_heading(analysis.low, at))):
        w = _LOCAL_QUALIFIERS.get(w, w)
        if w in _QUALIFIERS and w not in own:
            return True
    if "senior" not in own and _AGE_GROUP.search(head):  # "for customers aged 60 and above, the rate is …"
        return True
    if not own & {"required", "minimum"}:
        # the need said after the value, as Hindi and Hinglish say it ("₹10,000 का मासिक औसत बैलेंस रखना ज़रूरी
        # है", "₹10,000 ka monthly average balance chahiye"): a requirement, not the customer's own figure
        tail = _TAIL_END.split(analysis.low[at:sentence.end], 1)[0]
        if _REQUIRED_AFTER.search(tail):
            return True
    record = getattr(grounding, "record", None)
    if record is None or holds is None:
        return False
    # the record the value is told under: the nearest id before it whose record holds one value, not both (not the
    # payout account between), close by (a heading "**FD183742**" and its bullets) or the only record of its kind named
    # (an id in a closed bracket is an aside on another line's value: "Principal: ₹2,11,000 (SB7092026616 se)")
    for m in reversed([m for m in analysis.ids if m.start < at and not _BRACKETED.match(analysis.low, m.end, at)]):
        values = record(m.value)
        if values is None or holds(values) == fact_in(values):
            continue
        only = all(x.value == m.value for x in analysis.ids if x.value[:2] == m.value[:2])
        return (at - m.start <= RECORD_SPAN or only) and holds(values)
    return False


@lru_cache(maxsize=2048)
def _label_forms(label: str) -> tuple[str, ...]:
    """The fact's label as read in a message, lower case: in English and as the Hindi and Hinglish oracle says it."""
    from ..tasks.labels import local_label  # on first use, as facts.py does

    return (label.lower(), *(fold(local_label(label, lang).lower()) for lang in ("hi", "hinglish")))


@lru_cache(maxsize=2048)
def _label_qualifiers(label: str) -> frozenset[str]:
    """The qualifiers the fact's own Hindi and Hinglish label says ("कटौती के बाद …", the net payout, says "after"):
    in a Hindi or Hinglish message they are the fact's words, never another thing's."""
    words = {_LOCAL_QUALIFIERS.get(w, "") for form in _label_forms(label)[1:] for w in re.findall(rf"[\w{DEVANAGARI}-]+", form)}
    return frozenset(words - {""})


# what may stand beside a restated figure without setting it apart from the fact's value told before it: the same
# day ("today", "आज") or a total of one thing ("in all", "कुल मिलाकर"); any other qualifier, a period, a
# record's id, another time or state ("after the instalment, … will be ₹X", "पहले") or a sum shown sets it apart
_SAME_TIME = frozenset({"today"})
_AS_PER = re.compile(r"\bas per\b")  # ("as per our records": a source, not "per" a unit)
_ALL_IN_ONE = re.compile(fold(r"\b(?:in all|overall|altogether|all told|(?:kul\s+)?(?:milakar|mila kar|mila ke))\b|"
                              r"(?:कुल\s+)?(?:मिलाकर|मिला कर|मिलाके)"))
_CONTRAST = re.compile(fold(r"\b(?:once(?!\s+(?:more|again))|left|then|if|instead|together|combined|each|every|least|agar|bachega|bachegi|kam se kam)\b"
                            r"|बचेगा|बचेगी|अगर|कम से कम|\+|[a-z]{2,5}-?\d{4,}|\b20\d\d\b|(?<![\d,.₹])\b(?!100\s*%)\d{1,3}\b(?![\d,.])"
                            r"|\b(?:both|dono)\s+(?:\w+\s+)?(?:accounts|deposits|fds|cards|loans|charges|entries|khaat\w*)\b"
                            r"|दोनों\s+(?:\S+\s+)?(?:खात|एफडी|डिपॉज़िट|कार्ड|लोन|चार्ज)"
                            r"|\b(?:months?|years?|tenure|mahine|mahina|saal|varsh|option|plan|compar\w*|tulna|vikalp|"
                            r"changes?|badlav|badlaav)\b|बदलाव|महीन|साल|वर्ष|अवधि|तुलना|विकल्प|प्लान"))


def restated_alike(analysis: Analysis, at: int, label: str) -> bool:
    """Whether the sentence of the figure at ``at`` says nothing, outside the fact's own words in any language,
    that sets it apart from the fact's value: a second value for the same fact in one message is then the same
    thing said twice, one of them wrong ("Usable balance: ₹23,976. The usable balance is ₹5,000 in all.")."""
    sentence = analysis.sentence_at(at)
    if sentence is None or _FROM_VALUE.match(analysis.low, at):
        return False  # ("₹91,800 → ₹85,175": the value it changed from)
    text = analysis.low[sentence.start:sentence.end]
    for form in sorted(_label_forms(label), key=len, reverse=True):  # the fact's own words, longest form first
        text = text.replace(re.sub(r"^(?:the|a|an)\s+", "", form), " ")
    text = _AS_PER.sub(" ", _ALL_IN_ONE.sub(" ", text))
    if _CONTRAST.search(text):
        return False
    return not any((q := _LOCAL_QUALIFIERS.get(w, w)) in _QUALIFIERS and q not in _SAME_TIME or w in _PERIODS
                   for w in re.findall(rf"[\w{DEVANAGARI}-]+", text))


def said_as_later(text: str, label: str, tight: bool) -> bool:
    """Whether a sentence says its figure is a value after something (or a total): ``_AFTER`` for a figure bound
    tightly to the fact's words, else ``_WHEN``. A word of the fact's own label in any language ("the amount payable
    now", "अब चुकाने वाली राशि") says nothing of the kind."""
    own = {w for form in _label_forms(label) for w in re.findall(rf"[\w{DEVANAGARI}-]+", form)}  # ("अब", "ab": its "now")
    return any(m.group(0).strip().lower() not in own for m in (_AFTER if tight else _WHEN).finditer(text))


# a figure a change starts from, said the Hindi way: "₹72,100 से ₹4,302 कम", "₹25,000 se badhakar", or with an
# arrow to the figure it becomes ("POS limit: ₹10,000 → ₹30,000")
_FROM_VALUE = re.compile(fold(r"₹?\s?\d[\d,]*(?:\.\d+)?\s+(?:se|से)\s+(?:\S+\s+){0,3}?(?:kam|zyada|jyada|badh|ghat|"
                              r"कम|ज़्यादा|ज्यादा|बढ़|घट)|(?:rs\.?|inr|₹)?\s?\d[\d,]*(?:\.\d+)?%?\s*(?:→|->|⇒|=>|➝|➔|➡)\s*"
                              r"(?:rs\.?|inr|₹)?\s?\d"))
_PERCENT = re.compile(r"[\d.,]+\s*%")
_PER_MONTH = re.compile(fold(r"₹?\s?\d[\d,]*(?:\.\d+)?\s*(?:/-\s*)?(?:har\s+mahine|per\s+month|a\s+month|every\s+month|/\s*month|"
                            r"monthly|p\.m\.|हर\s+महीने|प्रति\s+(?:माह|महीने|महीना))"))
_SLAB_OF = re.compile(fold(r"\b(?:up\s*to|upto|below|under|above|over|more than|less than|from|between|beyond)\s+(?:rs\.?\s*|inr\s*|₹\s*)\d"
                          r"|₹\s?\d[\d,]*(?:\.\d+)?\s*(?:lakh\s+|लाख\s+)?(?:तक|से\s+(?:ऊपर|कम|ज़्यादा|अधिक)|tak\b|se\s+(?:upar|kam|zyada)\b)"))
_RANGE_JOIN = re.compile(fold(r"\s*(?:से|se|to|-|–|—)\s*$"))


def _slab_bound(analysis: Analysis, at: int, grounding) -> bool:
    """Whether the amount at ``at`` opens a range whose two bounds the session's outputs both give ("₹3 लाख से ₹10
    लाख तक के लोन पर", "loans from ₹3,00,000 to ₹10,00,000"): a rate card's slab, not a value of the fact."""
    amounts = [q for q in analysis.quantities if q.kind == "amount"]
    here = next((i for i, q in enumerate(amounts) if q.start == at), None)
    if here is None or here + 1 >= len(amounts) or grounding is None:
        return False
    low, high = amounts[here], amounts[here + 1]
    if not _RANGE_JOIN.search(analysis.low[low.end:high.start]):
        return False
    pool = getattr(grounding, "amounts", ())
    return all(any(amount_matches(q, p) for p in pool) for q in (low, high))


RECORD_SPAN = 400  # characters after an id that may still be about its record

_SCOPE_AFTER = re.compile(r"\S*(?:\s+[a-z]+)?\s+(?:in|for|during|over|across)\s+((?:the\s+)?[\w-]+(?:\s+to\s+[\w-]+)?)\b")
_PERIODS = frozenset("year years yearly annual quarter quarters quarterly q1 q2 q3 q4 fy month months monthly".split())
_FLOW = re.compile(r"\b(?:tds|interest|deducted|paid|credited|debited|charged?|fees?|earned|income|spent)\b")
_LINE_HEAD = re.compile(r"[\s*_|-]*([^:\n]{1,60}?)(?::|\s[\u2014\u2013-])\s")  # (naming a period: a quarter, a month, a year; not "Quarterly summary"; "**FY 2026-27** — …")
_BRACKETED = re.compile(r"[^()\n]*\)")
# what depends on a deposit's or loan's tenure: only these a tenure sets apart ("for comparison, over 12 months: the
# usable balance is ₹5,000" compares nothing; "… the EMI is ₹8,500" does; not "option 1", a label)
_BY_TENURE = re.compile(r"maturity|interest|emi|instal|payout|tds|return|rate|\bdue\b")
_FOR_COMPARISON = re.compile(fold(r"\b(?:for comparison|by comparison|to compare|tulna ke liy?e|compare karne ke liy?e)\b|तुलना\s+के\s+लिए"))
_NAMED_PERIOD = re.compile(r"\bq[1-4]\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b20\d\d\b")
_SCOPE_LEAD = re.compile(r"[\s*_-]*(?:for|over|across|during)\s+([^,;:\n]{1,40}),\s")
_RELATIVE = re.compile(fold(r"\s*(?:which|that|jo)\b|\s*जो(?![\u0900-\u097f])"))
_CLAUSE_START = re.compile(r"[;:()\n]|,\s|\s-\s|->|→|\bbut\b|\band\b|\bwhile\b|\bwhereas\b")
# the end of a value's clause in the words after it, and a need said there
_TAIL_END = re.compile(fold(r"[;:()\n]|,\s|\s-\s|\b(?:but|and|while|whereas|aur|lekin|par|magar)\b|और|लेकिन|पर\s|मगर"))
_REQUIRED_AFTER = re.compile(fold(r"\b(?:chahiye|chahie|zaroori|zaruri|jaruri|aavashyak|rakhna|maintain karna|required|"
                                  r"needed)\b|चाहिए|ज़रूरी|आवश्यक|रखना"))


# a figure said as another quantity than the record's own: the total of several ("both accounts together",
# "दोनों खाते मिलाकर", "dono milakar")
_TOGETHER = (r"|together|combined|both|altogether|overall|in all|milakar|mila ke|mila kar|dono|kul)\b|मिलाकर|"
             r"मिला कर|मिलाके|दोनों|कुल")
_WHEN = re.compile(fold(r"\b(?:after|would|will|once|left|remaining|less|minus|post|then|now|by|lower\w*|higher|"
                        r"reduce[sd]?|increase[sd]?|difference|saving|saves?|baad|bachega|bachegi|rahega|rahegi|ab|"
                        r"baaki|bacha|bache" + _TOGETHER + r"|बाद|बचेगा|बचेगी|बचा|बचे|रहेगा|रहेगी|शेष|अब|कम"))
# the same, for a figure bound tightly to the fact's words: only a later value or a total ("by" or "less" would
# not make "the maturity amount is ₹X" another figure)
_AFTER = re.compile(fold(r"\b(?:after|would|will|once|left|remaining|now|baad|bacha|bache|bachega|bachegi|rahega|rahegi"
                         r"|ab" + _TOGETHER + r"|बाद|बचा|बचे|बचेगा|बचेगी|शेष|रहेगा|रहेगी|(?<![\u0900-\u097f])अब(?![\u0900-\u097f])"))


def _derived(q, grounding: Grounding) -> bool:
    """A figure worked out in one step from two of the session's own amounts (a sum or a difference: the
    balance after a debit, how much an EMI goes down by)."""
    paise = to_paise(q.value)
    if paise is None:
        return False
    pool = set(grounding.amounts)
    if len(pool) > 400:
        return False
    # (a step of ₹0, a TDS of nil or a hold of none, works nothing out: the session's own figure is no total)
    return any((paise + v) in pool or (v - paise) in pool or (paise - v) in pool for v in pool if v)


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
# statuses that say the same of a record: a cancelled mandate or card is closed ("बंद है", "band hai")
_ALSO_TRUE = {"cancelled": {"closed"}, "closed": {"cancelled"}}


def own_statuses(patterns) -> set[str]:
    """A status fact's own words with the statuses that say the same."""
    own = {str(p).lower() for p in patterns}
    return own.union(*(_ALSO_TRUE.get(w, ()) for w in own))


_B = rf"(?<![\w{DEVANAGARI}])"
_E = rf"(?![\w{DEVANAGARI}])"
_HINGLISH_AUX = r"(?=\s+(?:kar|ho|hai|hain|kiya|hua|hui|chuka|chuki|rakha))"
# The same statuses in Hindi and Hinglish (the group names are the English words); a Hinglish status is an English
# verb with a Hindi auxiliary after it ("block ho gaya hai"), so English text has none of them
_LOCAL_STATUS = prefiltered(re.compile(fold("|".join(f"(?P<{word}>{pattern})" for word, pattern in {
    "frozen": rf"{_B}अस्थायी रूप से (?:ब्लॉक|बंद|लॉक)|{_B}फ्रीज़[{DEVANAGARI}]*(?![{DEVANAGARI}])(?!\s*हटा)"
              rf"|\bfreeze{_HINGLISH_AUX}",
    "blocked": rf"{_B}(?:ब्लॉक|ब्लाक|हॉटलिस्ट)(?![{DEVANAGARI}])(?!\s*हटा)|\bblock{_HINGLISH_AUX}|\bhotlist\w*",
    "active": rf"{_B}(?:सक्रिय|एक्टिव|चालू){_E}|\b(?:chalu|chaalu){_HINGLISH_AUX}",
    "dormant": rf"{_B}(?:निष्क्रिय|डॉर्मेंट|डोर्मेंट){_E}",
    "closed": rf"{_B}बंद(?=\s*(?:ही\s+)?(?:कर|हो|है|हैं|था|रहेगा)){_E}|\bband{_HINGLISH_AUX}",
    "expired": rf"{_B}(?:समाप्त|एक्सपायर|ख़त्म){_E}|\bexpire{_HINGLISH_AUX}",
    "cancelled": rf"{_B}(?:रद्द|कैंसिल|कैंसल|निरस्त){_E}|\bcancel{_HINGLISH_AUX}",
    "paused": rf"{_B}(?:पॉज़|स्थगित){_E}|\bpause{_HINGLISH_AUX}",
    "matured": rf"{_B}(?:परिपक्व|मैच्योर)(?=\s*(?:ही\s+)?(?:हो|है)){_E}|\bmature{_HINGLISH_AUX}",
    "open": rf"{_B}(?:खुला|खुली|ओपन){_E}",
    "resolved": rf"{_B}(?:सुलझ|निपट)[{DEVANAGARI}]*(?![{DEVANAGARI}])|{_B}हल(?=\s*(?:ही\s+)?(?:हो|कर)){_E}"
                rf"|\bresolve{_HINGLISH_AUX}",
    "issued": rf"{_B}जारी{_E}",
    "cleared": rf"{_B}क्लियर(?=\s*(?:ही\s+)?(?:हो|है|कर)){_E}|\bclear{_HINGLISH_AUX}",
    "stopped": rf"{_B}स्टॉप(?:[ -]?पेमेंट)?{_E}|\bstop payment(?=\s+(?:laga|lag|ho|kar))",
}.items()))))


@dataclass(frozen=True)
class _Mention:
    word: str
    start: int


def _status_mentions(analysis: Analysis) -> list[_Mention]:
    return list(analysis.remember("statuses", lambda: _read_statuses(analysis.low, is_local(analysis))))


# "the active one", "ye active wala", "सक्रिय वाला": a status that picks which record is meant, not one told of it
_ATTRIBUTIVE = re.compile(fold(r"\W{0,3}\s*(?:wala|wali|wale|vala|vali|vale|waala|waali|ones?\b)|\s*(?:वाला|वाली|वाले)"))


# one status under two names: RBI's "inoperative" account is the "dormant" one
_SAME_STATUS = {"inoperative": "dormant"}


def _read_statuses(low: str, local: bool) -> tuple[_Mention, ...]:
    found = [_Mention(_SAME_STATUS.get(m.group(1), m.group(1)), m.start()) for m in _STATUS.finditer(low)
             if not _ATTRIBUTIVE.match(low, m.end())]
    if local:  # "सक्रिय है", "block ho gaya hai"
        found.extend(_Mention(m.lastgroup, m.start()) for m in _LOCAL_STATUS.finditer(low)
                     if not _ATTRIBUTIVE.match(low, m.end()))
        found.sort(key=lambda x: x.start)
    return tuple(found)


another_entity = _another_entity
derived = _derived
hedged = _hedged
status_mentions = _status_mentions


# "these cheques are still issued", "ये चेक अभी जारी हैं", "baaki cheques": a status said of other records, in the plural


_CASE = re.compile(fold(r"\b(?:if|once(?!\s+(?:again|more)\b)|when|whenever|in case|unless|agar|yadi|jab)\b|अगर|यदि|जब"))
# a case of the customer looking ("जब भी आप ऐप खोलेंगे, …", "when you check the app, …"): the status then is the one now
_LOOKING = re.compile(fold(r"\b(?:open|check|look|see|view|log\s*in|khol|dekh)\w*|खोल|देख|लॉग\s*इन"))
_ABOUT_TALK = re.compile(fold(r"\b(?:wonder\w*|curious|want to know|need anything|ask\w*|helps?|soch rahe|jaanna|puch\w*|pooch\w*|"
                               r"kaam\s+aaye)\b|सोच\s+रहे|जानना|पूछ|कुछ\s+और\s+चाहिए|काम\s+आए"))
_ASIDE_ENDS = re.compile(fold(r"\b(?:but|however|anyway|by the way|waise|vaise|lekin|magar)\b|वैसे|लेकिन|मगर"))

_PAST_AFTER = re.compile(fold(r"\s*(?:tha|thi|the|था|थी|थे)(?![\w\u0900-\u097f])"))
_BEFORE_WORD = re.compile(fold(r"\b(?:before|earlier|previously|pehle|pahle)\b|पहले"))


def _was(analysis: Analysis, m) -> bool:
    """A status said as the record's past one ("freeze se pehle yeh Active tha", "it was active before"): not its
    status now."""
    sentence = analysis.sentence_at(m.start)
    head = analysis.low[sentence.start if sentence else 0:m.start]
    return bool(_PAST_AFTER.match(analysis.low, m.start + len(m.word))) or (
        bool(_BEFORE_WORD.search(head[-40:])) and bool(re.search(r"\b(?:was|were)\b", head[-40:] + " ")))


def _not_its_status_now(analysis: Analysis, m, grounding=None) -> bool:
    """A status said as the record's past one (``_was``), as other records', or dating an event the records give
    (``_of_other_records``)."""
    return _was(analysis, m) or _of_other_records(analysis, m.start, grounding)


def _asks(analysis: Analysis, at: int) -> bool:
    sentence = analysis.sentence_at(at)
    return sentence is not None and is_info_request(sentence)


def _for_a_case(analysis: Analysis, at: int) -> bool:
    """A status said of a case that may come (under "if", "once", "अगर" before it in its clause), not the record's."""
    sentence = analysis.sentence_at(at)
    case = sentence and next(iter(reversed(list(_CASE.finditer(analysis.low, sentence.start, at)))), None)
    return case is not None and not _ASIDE_ENDS.search(analysis.low, case.end(), at) \
        and not _ABOUT_TALK.search(analysis.low, case.end(), at) \
        and not _LOOKING.search(analysis.low, case.end(), at)  # ("if …, just ask, but …", "in case you were wondering, …")


def _of_another_record(analysis: Analysis, q, grounding, rate: bool = False) -> str | None:
    """The id a fact's right amount ``q`` is told under when that is another record ("For FD560978: maturity amount
    ₹X" where ₹X is FD560977's): the nearest id before it, close by, not asked about nor an example, whose returned
    values do not hold it while another record of the same kind does; None otherwise (or when it is denied)."""
    record = getattr(grounding, "record", None)
    at = q.start
    nearest = next((m for m in reversed(analysis.ids) if m.start < at), None)
    if record is None or nearest is None or at - nearest.start > RECORD_SPAN:
        return None  # the cheap tests first: most amounts have no id close before them
    if negated(analysis, at) or nearest.start in asked_or_example_ids(analysis):
        return None
    if rate and "\n" in analysis.low[nearest.start:at]:
        return None  # a rate is a product's: a record names it only on its own line ("For FD107431: rate 7.3%")
    if analysis.sentence_index(nearest.start) != analysis.sentence_index(at) and not _heads_section(analysis, nearest):
        return None  # an id ending an earlier sentence ("the new deposit number: FD905164.") heads nothing after it

    def holds(values) -> bool:
        if rate:  # a rate: a number of the record ("rate": 7.3)
            return q.value in values.numbers
        return any(amount_matches(q, p) for p in values.amounts)

    named = nearest.value
    kind = re.match(r"[A-Z]+", named)
    values = record(named)
    if kind is None or (values is not None and holds(values)):
        return None
    if values is None and not _heads_section(analysis, nearest):
        return None  # an id no tool returned values for names the value's record only as its section's head
    others = (i for i in sorted(grounding.ids) if i != named and _family(i) == _family(named))
    return named if any((v := record(i)) is not None and holds(v) for i in others) else None


def _family(record_id: str) -> str:
    """The kind of record an id names (``write_actions.id_kind``: a savings, current, NRE and NRO account are all
    accounts, an FD and an RD deposits), else its letters: a balance told under the current account that is the
    savings account's is told of another record."""
    kind = id_kind(record_id)
    letters = re.match(r"[A-Z]+", record_id)
    return kind or (letters.group(0) if letters else "")


# an id that heads what follows it: "For FD692303: …", "FD692303 के लिए: …", "FD692303 ke liye: …", "**FD692303**"
_SECTION_HEAD = re.compile(fold(r"[*_\s]*(?:\)\s*)?(?:के लिए|की|का|ke liye|ki|ka)?[*_\s]*(?::|-|–|\n)"))
_SECTION_OPEN = re.compile(fold(r"(?:^|\n)[#*_\s-]*(?:(?:for|about|re|regarding)\s+)?(?:(?:deposit|account|fd|rd|card|loan)\s+)?[*_]*$"))


def _heads_section(analysis: Analysis, m) -> bool:
    """Whether the id ``m`` opens its line and heads what follows it (a colon, a dash or the line's end)."""
    low = analysis.low
    start = m.start
    return bool(_SECTION_OPEN.search(low[max(0, start - 40):start])) and \
        _SECTION_HEAD.match(low, start + len(m.value)) is not None


# ---------------------------------------------------------------- the product a section of a message is about

# the products a message may set side by side, each under its own heading ("**2. National Savings Certificate
# (NSC) – 5 saal**", "### Fixed deposit"): deposits, small-savings schemes and loans
_PRODUCT_NAMES = {key: re.compile(fold(pattern)) for key, pattern in {
    "fd": r"\bfixed deposits?\b|\bterm deposits?\b|\bfds?\b|\btax[- ]saver\b|एफडी|फ़िक्स्ड डिपॉज़िट|फिक्स्ड डिपॉजिट|सावधि जमा",
    "rd": r"\brecurring deposits?\b|\brds?\b|आरडी|रेकरिंग डिपॉज़िट|आवर्ती जमा",
    "ppf": r"\bpublic provident fund\b|\bppf\b|पीपीएफ|लोक भविष्य निधि",
    "nsc": r"\bnational savings? certificates?\b|\bnsc\b|एनएससी|राष्ट्रीय बचत पत्र",
    "scss": r"\bsenior citizens?'? savings scheme\b|\bscss\b|एससीएसएस|वरिष्ठ नागरिक बचत योजना",
    "kvp": r"\bkisan vikas patra\b|\bkvp\b|किसान विकास पत्र",
    "ssy": r"\bsukanya samriddhi\b|\bssy\b|सुकन्या",
    "savings": r"\bsavings accounts?\b|\bsb accounts?\b|बचत खात",
    "gold_loan": r"\bgold loans?\b|गोल्ड लोन|स्वर्ण ऋण",
    "personal_loan": r"\bpersonal loans?\b|पर्सनल लोन|व्यक्तिगत ऋण",
    "home_loan": r"\bhome loans?\b|\bhousing loans?\b|होम लोन|गृह ऋण",
}.items()}
def _products_in(text: str) -> set[str]:
    return {key for key, pattern in _PRODUCT_NAMES.items() if pattern.search(text)}


def section_product(analysis: Analysis, at: int) -> str | None:
    """The one product a value is said of: named on its own line before it ("NSC: 7.7%"), else on the nearest line
    above that names any (the heading of its section: "**2. National Savings Certificate (NSC)**" above "- notified
    rate: 7.7%"); None where that line names none or several."""
    low = analysis.low
    end = at
    while end > 0:
        start = low.rfind("\n", 0, end) + 1
        named = _products_in(low[start:end])
        if named:
            return next(iter(named)) if len(named) == 1 else None
        end = start - 1
    return None
