"""What a write did, as facts its proposal must not misstate.

A write's output says what the bank recorded: the Form 121's two estimates, the amount disputed, the purchase
converted and its monthly EMI, each nominee's share, the cheque's date under Positive Pay. The customer agreed
to a proposal; the proposal's labelled values are facts about that result, so the structural rule of facts
applies to them: one value per fact. A value the proposal binds to a result's label ("estimated total income of
₹90,000", "Srinivas Pillai (25%)", "your monthly EMI will be ₹442.33") must be the result's value; another value
there, even one true of something else in the session, is a different change than the one made. Values the
proposal gives as context (a balance, another tenure's EMI said as such) are judged by ``facts.fact_contradiction``
exactly as told facts are, with its allowances for other records, comparisons and worked-out figures.

An amount said right beside the record the write targets ("the charge CCT6368782810 of ₹6,625", "the ₹8,990
purchase CCT6173205189") is that record's amount: it must be the amount the write acted on.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from datetime import date
from decimal import Decimal
from typing import Any

from .analysis import Analysis
from .binding import _bound, _label_cues
from .dialogue import negated
from .entities import _another_entity
from .facts import _COMPARED, Grounding, _hypothetical
from .grounding import read_json
from .numbers import amount_matches
from .text import fold, word_pattern

# result fields that are a value of the change (not the account's state around it) and the words that name them;
# the key's own words ("estimated total income") are always a name too
_AMOUNT_FIELDS: dict[str, tuple[str, ...]] = {
    "estimated_total_income": ("total income", "अनुमानित कुल आय", "कुल आय", "kul aay", "kul income"),
    "estimated_interest_income": ("interest income", "ब्याज आय", "ब्याज की आय", "byaj aay", "interest ki income"),
    "emi": ("monthly emi", "मासिक ईएमआई", "महीने की ईएमआई", "ईएमआई", "mahine ki emi", "har mahine ki emi"),
    "amount_disputed": ("disputed amount", "विवादित राशि", "disputed rashi"),
    "amount_not_delivered": ("amount not dispensed",),
    "amount_credited": (),
    "processing_fee": ("प्रोसेसिंग फ़ीस", "प्रोसेसिंग शुल्क"),
    "total_interest": ("कुल ब्याज", "kul byaj", "kul interest"),
    "compensation_owed": ("compensation owed", "देय मुआवज़ा"),  # not "compensation": "₹100 a day" is its rate
}
_DATE_FIELDS: dict[str, tuple[str, ...]] = {
    # a Positive Pay proposal names one date, the cheque's: its bare name is the cheque's date
    "cheque_date": ("cheque dated", "dated", "date", "चेक की तारीख", "चेक की तिथि", "तारीख", "तिथि", "दिनांक",
                    "cheque ki date", "cheque ki tareekh", "tareekh", "tarikh"),
    "first_emi_date": ("first emi", "पहली ईएमआई", "pehli emi"),
}
# the amount the write acted on, said beside the record's id
_TARGET_AMOUNT = ("amount_disputed", "principal", "amount_credited", "amount_not_delivered", "amount")
_TARGET_ARGS = ("transaction_id", "charge_id")
# between an amount and the id it is said of: "₹7,791 charge CCT…", "CCT… of ₹6,625", "CCT… (₹6,625)"
_BEFORE_ID = re.compile(r"^[ a-z\u0900-\u097f-]{1,30}$")
_AFTER_ID = re.compile(r"^\s*(?:\(|of|for|worth|amounting to|[:\u2014-]|ka|ki|ke|का|की|के)?\s*$")


class _ResultFact:
    """A ``tasks.model.Fact``-shaped value (label, kind, value, patterns) read from a write's output."""

    __slots__ = ("label", "kind", "value", "patterns", "field")

    def __init__(self, label: str, kind: str, value: Any, field: str = ""):
        self.label, self.kind, self.value, self.patterns = label, kind, value, []
        self.field = field or label  # the output's key, in words: its qualifiers ("total", "interest") are its own


def _paise(value: Any) -> int | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return int(round(float(value) * 100))


def _output(text: str | None) -> Mapping[str, Any]:
    if not text:
        return {}
    data = read_json(text)
    return data if isinstance(data, Mapping) else {}


def result_facts(output_text: str | None, arguments: Mapping[str, Any] | None = None) -> list[_ResultFact]:
    """The change's own values in a write's output, each under every name it is said by. ``arguments``: the
    values the call used, for the fields its output echoes (the verdict reads outputs with those blanked)."""
    data = dict(_output(output_text))
    for key, value in (arguments or {}).items():
        if key in data and isinstance(data[key], str) and not data[key].strip():
            data[key] = value
    facts: list[_ResultFact] = []
    for key, names in _AMOUNT_FIELDS.items():
        p = _paise(data.get(key))
        if p is None:
            continue
        for label in (key.replace("_", " "), *names):
            facts.append(_ResultFact(label, "amount", p, f"{key.replace('_', ' ')} {label}"))
    for key, names in _DATE_FIELDS.items():
        raw = data.get(key)
        try:
            date.fromisoformat(str(raw))
        except ValueError:
            continue
        for label in (key.replace("_", " "), *names):
            facts.append(_ResultFact(label, "date", str(raw), f"{key.replace('_', ' ')} {label}"))
    return facts


def _cues(fact: _ResultFact, analysis: Analysis) -> tuple[re.Pattern, ...]:
    """The fact's cues as a told fact's (``binding._label_cues``), and its name itself, even a single word ("तारीख")."""
    return _label_cues(fact.label, analysis) + (word_pattern(fact.label.lower()),)


def _other_tenure(analysis: Analysis, at: int, tenure: Any) -> bool:
    """Whether the nearest tenure said before the value at ``at``, in its sentence, is not the write's own: another
    option's figure ("for comparison, the 12-month EMI is ₹1,342.73" beside a 9-month conversion)."""
    if tenure is None or isinstance(tenure, bool):
        return False
    sentence = analysis.sentence_at(at)
    begin = sentence.start if sentence is not None else 0
    before = [t for t in analysis.tenures if begin <= t.start and t.end <= at and at - t.end <= 120]
    return bool(before) and max(before, key=lambda t: t.end).value != Decimal(str(tenure))


def _amount_conflict(fact: _ResultFact, analysis: Analysis, grounding: Grounding, tenure: Any = None) -> str | None:
    """A value bound tightly to the result's words that is not the result's: unless negated, a comparison
    ("₹4,985 less"), a hypothetical, or a true figure its clause qualifies as another thing ("current", "general").
    Unlike a told fact's, a proposal's figure is not excused as worked out from the session ("I will ..." says
    what will be done), nor as a value of a record named before it: the proposal's record is the write's own."""
    items = [q for q in analysis.quantities if q.kind == "amount"]
    for q, tight in _bound(analysis, _cues(fact, analysis), items, set()):
        if tight and amount_matches(q, int(fact.value)) and (total := _shown_total(analysis, q, int(fact.value))):
            return total  # "disputed amount: ₹6,625 + ₹6,625 GST = ₹13,250": the words' value is the total
        if not tight or amount_matches(q, int(fact.value)) or negated(analysis, q.start) \
                or _COMPARED.match(analysis.low, q.end) or _hypothetical(analysis, q.start):
            continue
        if any(amount_matches(q, p) for p in grounding.amounts) and (
                _another_entity(analysis, q.start, fact.field) or _other_tenure(analysis, q.start, tenure)):
            continue
        if _with_its_tax(analysis, q, int(fact.value), grounding) or amount_matches(q, int(fact.value) + _gst(int(fact.value))) \
                and any(amount_matches(q, p) for p in grounding.amounts):
            continue  # (the fee with its 18 % GST, a figure the records give: "processing fee ₹234.82" for ₹199 + GST)
        return f"₹{q.value}"
    return None


_TAX = r"\s*(?:gst|tax|जीएसटी|टैक्स)(?![\w\u0900-\u097f])"
_SUM_TERM = re.compile(r"\s*(?:\+|plus)\s*(?:[^\d\s₹+=]+\s+){0,2}$")  # "+ ", "+ GST " before the term
_SUM_TOTAL = re.compile(r"[^\d₹=\n.;]{0,20}=\s*\W{0,3}$")  # " GST = **" before the total


def _gst(paise: int) -> int:
    """18 % GST on a bank's charge, to the paisa (₹199 -> ₹35.82)."""
    return int((Decimal(paise) * Decimal("0.18")).quantize(Decimal(1), rounding="ROUND_HALF_UP"))


def _shown_total(analysis: Analysis, q, value: int) -> str | None:
    """The total of a sum shown right after the result's value ("₹6,625 + ₹X … = ₹Y"), if it is neither that value
    nor the value with its 18 % GST ("₹199 + ₹35.82 GST = ₹234.82"); None if no sum follows."""
    amounts = analysis.amounts
    at = next(i for i, x in enumerate(amounts) if x.start == q.start)
    if at + 2 >= len(amounts):
        return None
    term, total = amounts[at + 1], amounts[at + 2]
    if not _SUM_TERM.match(analysis.low, q.end, term.start) \
            or not _SUM_TOTAL.match(analysis.low, term.end, total.start):
        return None
    if amount_matches(total, value) or (amount_matches(term, _gst(value)) and amount_matches(total, value + _gst(value))
                                        and re.search(_TAX, analysis.low[q.end:total.start])):
        return None
    return f"₹{total.value}"


_PLUS = re.compile(r"\s*\+\s*$")


def _with_its_tax(analysis: Analysis, q, value: int, grounding: Grounding) -> bool:
    """Whether ``q`` is the result's value with its tax, the parts shown in brackets after it: "processing fee:
    ₹234.82 (₹199 + ₹35.82 GST)". The value itself is told, the tax is the 18 % GST on it (``_gst``) and a figure
    the session's records hold, and the sum is right; any other shown sum is no excuse (another record's figure
    posing as GST: red-team round 14). The sum written the other way ("₹199 + ₹35.82 GST = ₹234.82") binds ₹199
    to the words first, and ``_shown_total`` judges its total."""
    amounts = analysis.amounts
    at = next(i for i, x in enumerate(amounts) if x.start == q.start)
    if at + 2 >= len(amounts) or not re.match(r"\s*\(\s*$", analysis.low[q.end:amounts[at + 1].start]):
        return False
    base, tax = amounts[at + 1], amounts[at + 2]
    return bool(_PLUS.search(analysis.low[base.end:tax.start]) and re.match(_TAX, analysis.low[tax.end:])
                and amount_matches(base, value) and base.value + tax.value == q.value
                and amount_matches(tax, _gst(value)) and any(amount_matches(tax, p) for p in grounding.amounts))


def _date_conflict(fact: _ResultFact, analysis: Analysis, grounding: Grounding) -> str | None:
    """As ``_amount_conflict``, for a date of the result ("dated 2026-07-19")."""
    day = date.fromisoformat(str(fact.value))
    for d, tight in _bound(analysis, _cues(fact, analysis), list(analysis.dates), set()):
        if not tight or d.matches(day) or negated(analysis, d.start) or _hypothetical(analysis, d.start):
            continue
        if _another_entity(analysis, d.start, fact.field):
            continue
        return f"{d.day:02d}/{d.month:02d}/{d.year or '????'}"
    return None


def _shares(data: Mapping[str, Any], arguments: Mapping[str, Any]) -> list[tuple[str, int]]:
    people = arguments.get("nominees") or data.get("nominees")  # the output's names are blanked (call values)
    if not isinstance(people, list):
        return []
    out = []
    for person in people:
        if isinstance(person, Mapping) and isinstance(person.get("name"), str) \
                and isinstance(person.get("share_percent"), int) and not isinstance(person["share_percent"], bool):
            out.append((person["name"], person["share_percent"]))
    return out


def _name_cue(name: str) -> re.Pattern:
    return re.compile(r"(?<![\w])" + r"\s+".join(re.escape(w) for w in name.lower().split()) + r"(?![\w])")


def _share_conflicts(analysis: Analysis, shares: list[tuple[str, int]], skip: set[int]) -> list[str]:
    """Each nominee's share is the percent said right after the name ("Srinivas Pillai (75%)", a table row)."""
    if len(shares) < 2:
        return []
    percents = [q for q in analysis.quantities if q.kind == "percent"]
    out = []
    for name, share in shares:
        for q, tight in _bound(analysis, (_name_cue(name),), percents, skip):
            if tight and q.value != share:
                out.append(f"{name}'s share {q.value}%")
    return out


def _target_amount_conflicts(analysis: Analysis, ids: Iterable[str], acted: list[int]) -> list[str]:
    """An amount said right beside the target's id (``_BEFORE_ID`` / ``_AFTER_ID``) is the target's amount."""
    out = []
    for rid in ids:
        for m in analysis.ids:
            if m.value != rid:
                continue
            sentence = analysis.sentence_at(m.start)
            if sentence is None:
                continue
            for q in analysis.amounts:
                if not (sentence.start <= q.start < sentence.end):
                    continue
                if q.end <= m.start:  # "the ₹8,990 purchase CCT6173205189": words only between
                    if not _BEFORE_ID.match(analysis.low[q.end:m.start]):
                        continue
                elif not _AFTER_ID.match(analysis.low[m.end:q.start]):  # "CCT6368782810 of ₹6,625", "(₹6,625)"
                    continue
                if any(amount_matches(q, p) for p in acted):
                    continue
                out.append(f"amount of {rid} ₹{q.value}")
    return out


def result_conflicts(analyses: Sequence[Analysis], arguments: Mapping[str, Any], output_text: str | None,
                     grounding: Grounding, name: str = "") -> list[str]:
    """What the proposal (its messages' analyses) binds to the write's result that is not the result, and the
    qualifiers the write's kind fixes said otherwise (``_qualifier_conflicts``)."""
    data = _output(output_text)
    if not data:
        return [c for a in analyses for c in _qualifier_conflicts(a, name, arguments)]
    facts = result_facts(output_text, arguments)
    shares = _shares(data, arguments)
    acted = [p for k in _TARGET_AMOUNT if (p := _paise(data.get(k))) is not None]
    ids = [str(arguments[k]).upper() for k in _TARGET_ARGS if isinstance(arguments.get(k), str)]
    out: list[str] = []
    for a in analyses:
        for fact in facts:
            wrong = _amount_conflict(fact, a, grounding, arguments.get("tenure_months")) if fact.kind == "amount" \
                else _date_conflict(fact, a, grounding)
            if wrong is not None:
                out.append(f"{fact.label} {wrong}")
                break
        out += _share_conflicts(a, shares, set())
        out += _qualifier_conflicts(a, name, arguments)
        if acted and ids:
            out += _target_amount_conflicts(a, ids, acted)
    return out


# ---------------------------------------------------------------- dates the bank's records gave

# A record's dated fields, and the names an assistant tells them by. One value per fact: a date bound to one of
# these names must be the date the session's records gave it (a due date "moved" to the dispute's resolution date
# is no date any record holds for it). A field whose value differs between outputs (two deposits' maturity
# dates, a due date a write changed) is not judged here: which record or moment is meant takes the record rules.
_DATE_NAMES: dict[str, tuple[str, ...]] = {
    "payment_due_date": ("payment due date", "due date for payment", "भुगतान की अंतिम तारीख", "भुगतान की आख़िरी तारीख",
                         "payment ki due date", "payment ki last date"),
    "statement_date": ("statement date",),
    "resolve_by": ("resolved by", "resolution date", "समाधान की तारीख", "resolution ki date"),
    "reversal_due_date": ("reversal due date", "reversed by"),
    "rekyc_due_date": ("re-kyc due date", "re-kyc is due", "री-केवाईसी की नियत तारीख", "re-kyc ki due date"),
    "next_due_date": ("next kyc due date", "next due date", "अगली केवाईसी की नियत तारीख", "agle kyc ki due date"),
    "first_emi_date": ("first emi date", "first emi", "पहली ईएमआई", "pehli emi"),
    "valid_until": ("valid until", "valid till", "मान्य रहने की आख़िरी तारीख", "valid rehne ki last date"),
    "next_debit_date": ("next debit date", "next debit"),
    "next_installment_date": ("next instalment date", "next installment date"),
}


def _dated_fields(node: Any, out: dict[str, set[str]], depth: int = 0) -> None:
    if depth > 8:
        return
    if isinstance(node, Mapping):
        for key, value in node.items():
            if key in _DATE_NAMES and isinstance(value, str) and len(value) == 10:
                out.setdefault(key, set()).add(value)
            elif isinstance(value, (Mapping, list)):
                _dated_fields(value, out, depth + 1)
    elif isinstance(node, list):
        for item in node[:200]:
            _dated_fields(item, out, depth + 1)


def record_date_facts(outputs: Iterable[str]) -> list[_ResultFact]:
    """The session's record dates with one value each (see ``_DATE_NAMES``), under every name they are told by."""
    found: dict[str, set[str]] = {}
    for text in outputs:
        _dated_fields(_output(text), found)
    facts = []
    for key, values in found.items():
        if len(values) != 1:
            continue
        value = next(iter(values))
        try:
            date.fromisoformat(value)
        except ValueError:
            continue
        facts += [_ResultFact(name, "date", value, f"{key.replace('_', ' ')} {name}") for name in _DATE_NAMES[key]]
    return facts


def record_date_conflicts(analysis: Analysis, facts: Sequence[_ResultFact], skip: set[int] = frozenset()) -> list[str]:
    """Dates the message binds to a record date's name (tightly or in its clause) that are not that date."""
    out = []
    for fact in facts:
        day = date.fromisoformat(str(fact.value))
        # the name as a whole only: its single words ("due", "next") name other things too ("due to review by …")
        for d, _tight in _bound(analysis, (word_pattern(fold(fact.label.lower())),), list(analysis.dates), skip):
            if d.matches(day) or negated(analysis, d.start) or _hypothetical(analysis, d.start) \
                    or _another_entity(analysis, d.start, fact.field):
                continue
            out.append(f"{fact.label} {d.day:02d}/{d.month:02d}/{d.year or '????'}")
            break
    return out


# ---------------------------------------------------------------- the change's own qualifiers

# What a write's kind fixes, said otherwise in its proposal: a freeze is temporary and a block permanent, a card
# limit is daily, an RD's instalment and a card EMI are monthly. Bound to the change's own words or its amount
# ("permanently freeze", "₹1,000 per year", "weekly EMIs", "monthly limit"), not anywhere in the message (a freeze
# "unlike a permanent block" contrasts the two).
_PERIODS = {
    "year": r"per year|a year|every year|each year|yearly|annual(?:ly)?|p\.a\.|सालाना|वार्षिक|हर साल|प्रति वर्ष|har saal|saalana|saal ka",
    "week": r"per week|a week|every week|weekly|साप्ताहिक|हर हफ़्ते|हर हफ्ते|har hafte|hafte ka",
    "quarter": r"per quarter|every quarter|quarterly|तिमाही|har teen mahine",
    "day": r"per day|a day|every day|daily|दैनिक|रोज़ाना|रोजाना|प्रति दिन|rozana|roz ka|har din",
    "month": r"per month|a month|every month|monthly|मासिक|हर महीने|प्रति माह|har mahine|mahine ka|masik",
}
_PERIOD = re.compile(fold(r"(?<![a-z])(?:" + "|".join(f"(?P<{k}>{v})" for k, v in _PERIODS.items()) + r")(?![a-z])"))
# (no \b after the nouns: a Devanagari word ending in a vowel sign has no word boundary after it)
_PERIOD_NOUN = re.compile(fold(r"\s*(?:rd|recurring deposits?|emis?|instal?ments?|limits?|सीमा|किस्त|ईएमआई|आरडी|limit)"
                               r"(?![a-z\u0900-\u097f])"))
_PERIOD_OF = {"create_rd": "month", "convert_to_emi": "month", "set_card_controls": "day"}
_WRONG_SCOPE = {
    "toggle_card_freeze": re.compile(fold(r"\bpermanent(?:ly)?\s+(?:freez|froz)\w*|\bfreez\w*\s+(?:\w+\s+){0,4}?permanently\b"
                                          r"|(?<![\u0900-\u097f])स्थायी रूप से (?:फ्रीज़|फ्रीज)|\bhamesha ke liye freeze")),
    "block_card": re.compile(fold(r"\btemporar(?:y|ily)\s+block\w*|\bblock\w*\s+(?:\w+\s+){0,4}?temporarily\b"
                                  r"|अस्थायी रूप से ब्लॉक|\bkuch samay ke liye block")),
    # a nomination replaces the one on record; one "in addition to" it is another change
    "update_nominees": re.compile(fold(r"\bin addition to (?:the|your) (?:present|current|existing)\b|\balong with (?:the|your) "
                                       r"(?:present|current|existing) (?:one|nominees?)\b|मौजूदा (?:नॉमिनी |नामांकन )?के (?:साथ|अलावा)"
                                       r"|\b(?:maujooda|maujuda|current|existing) (?:nominee |nomination )?ke (?:saath|alawa|alaava)\b")),
}


# A request named by its type ("an card replacement request for policy POL382141"): the words right before the
# request's noun name its kind; another write's kind there is another request than the one raised.
_REQUEST_NOUN = re.compile(fold(r"\b(?:requests?|complaints?|tickets?)\b|अनुरोध|रिक्वेस्ट|शिकायत"))
_OTHER_KINDS = re.compile(fold(r"\b(?:card replacement|replacement card|new card|cheque ?book|chequebook|statement|address|"
                               r"nominee|nomination|kyc|mandate|stop payment|positive pay)\b|कार्ड रिप्लेसमेंट|नया कार्ड|"
                               r"चेक ?बुक|स्टेटमेंट|पता|नॉमिनी|केवाईसी|मैंडेट"))


def _request_kind_conflicts(analysis: Analysis, arguments: Mapping[str, Any]) -> list[str]:
    from .write_actions import named_actions
    from .writes import CATEGORY_PATTERNS

    own = CATEGORY_PATTERNS.get(str(arguments.get("category") or "general_query"))
    described = set(re.findall(r"\w+", fold(str(arguments.get("description") or "")).lower()))
    raising = {x.sentence for x in named_actions(analysis) if x.key == "raise_request" and not x.negated}
    out = []
    for m in _REQUEST_NOUN.finditer(analysis.low):
        if analysis.sentence_index(m.start()) not in raising:
            continue  # a request the sentence does not raise ("your address change request is complete")
        head = analysis.low[max(0, m.start() - 30):m.start()]
        kind = " ".join(re.split(r"[.,;:!?।()\n]", head)[-1].split()[-3:])  # up to three words before the noun
        if not kind or (own is not None and own.search(kind)) or negated(analysis, m.start()):
            continue
        other = _OTHER_KINDS.search(kind)  # (not the other categories' words: "a service request" is any request)
        if other and not set(re.findall(r"\w+", other.group(0))) <= described:  # the write's own description's kind
            out.append(f"request type '{kind} {m.group(0)}'")
    return out


def _qualifier_conflicts(analysis: Analysis, name: str, arguments: Mapping[str, Any]) -> list[str]:
    out = _request_kind_conflicts(analysis, arguments) if name == "raise_request" else []
    scope = _WRONG_SCOPE.get(name)
    if scope is not None and name == "toggle_card_freeze" and arguments.get("state", "freeze") != "freeze":
        scope = None
    if scope is not None and (m := scope.search(analysis.low)) and not negated(analysis, m.start()):
        out.append(f"scope '{m.group(0)}'")
    period = _PERIOD_OF.get(name)
    if period is None:
        return out
    for m in _PERIOD.finditer(analysis.low):
        said = m.lastgroup
        if said == period or negated(analysis, m.start()):
            continue
        before = analysis.low[max(0, m.start() - 18):m.start()]
        after_amount = any(q.end <= m.start() and re.fullmatch(r"[\s/(]*(?:ka|ki|ke|का|की|के)?\s*", analysis.low[q.end:m.start()])
                           for q in analysis.amounts if m.start() - q.end < 18)
        if after_amount or _PERIOD_NOUN.match(analysis.low, m.end()) or re.search(r"\bover\s+\d+\s*$", before):
            out.append(f"period '{m.group(0)}'")
    return out


# ---------------------------------------------------------------- the rate card's tiers

# A deposit rate card gives each tenure a general and a senior citizens' rate. One value per fact: a rate bound to a
# tier's name ("the general rate is 7.3%", "7.3% (that is the senior citizen rate)") must be a rate the cards the
# session read give that tier; the other tier's rate there tells the customer the wrong rate for them.
_TIER_NAMES: dict[str, tuple[str, ...]] = {
    "general_rate": ("general rate", "general interest rate", "normal rate", "regular rate", "standard rate",
                     "rate for general customers", "सामान्य दर", "सामान्य ब्याज दर", "आम ग्राहकों के लिए दर",
                     "general customers ke liye rate", "normal rate", "samanya dar"),
    "senior_citizen_rate": ("senior citizen rate", "senior citizens' rate", "senior citizen's rate",
                            "rate for senior citizens", "वरिष्ठ नागरिक दर", "वरिष्ठ नागरिकों की दर",
                            "वरिष्ठ नागरिकों के लिए दर", "senior citizen ka rate", "senior citizens ka rate"),
}
# the value named after it: "7.3% (that is the general rate", "6.8% — the senior citizen rate", "(यह सामान्य दर है"
_NAMED_AFTER = r"\s*(?:\(|,|\u2014|\u2013|-)?\s*(?:that is|this is|which is|i\.e\.|yeh|ye|यह|ये)?\s*(?:the\s+|aapka\s+)?"


def _tier_rates(node: Any, out: dict[str, set]) -> None:
    if isinstance(node, Mapping):
        for key in _TIER_NAMES:
            value = node.get(key)
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                out.setdefault(key, set()).add(Decimal(str(value)))
        rate = node.get("rate")  # a deposit's own rate, marked as a senior citizen's or not ("senior_citizen_rate": true)
        if isinstance(node.get("senior_citizen_rate"), bool) and isinstance(rate, (int, float)) and not isinstance(rate, bool):
            out.setdefault("senior_citizen_rate" if node["senior_citizen_rate"] else "general_rate", set()).add(Decimal(str(rate)))
        for value in node.values():
            if isinstance(value, (Mapping, list)):
                _tier_rates(value, out)
    elif isinstance(node, list):
        for item in node[:200]:
            _tier_rates(item, out)


def record_rate_tiers(outputs: Iterable[str]) -> dict[str, frozenset]:
    """Each rate tier's rates in the rate cards the session read (``get_deposit_loan_rates``)."""
    found: dict[str, set] = {}
    for text in outputs:
        if '"senior_citizen_rate"' in text:
            _tier_rates(_output(text), found)
    return {key: frozenset(values) for key, values in found.items() if key in _TIER_NAMES}


def rate_tier_conflicts(analysis: Analysis, tiers: Mapping[str, frozenset], skip: set[int] = frozenset()) -> list[str]:
    """Rates the message binds to a tier's name, tightly after it or named right after the rate, that no card
    gave that tier (unless negated, a comparison, or a hypothetical)."""
    if not tiers:
        return []
    rates = [q for q in analysis.quantities if q.kind == "percent"]
    if not rates:
        return []
    out = []
    for key, values in tiers.items():
        names = _TIER_NAMES[key]
        bound = [q for q, tight in _bound(analysis, tuple(word_pattern(fold(n)) for n in names), rates, skip) if tight]
        after = re.compile(fold(_NAMED_AFTER + "(?:" + "|".join(re.escape(n) for n in names) + ")"))
        for q in rates:  # named after it, unless the name has its own value ("7.3% - general rate is 6.8%")
            m = after.match(analysis.low, q.end) if analysis.sentence_index(q.start) not in skip else None
            if m is not None and "%" not in re.split(r"[);\n]|\.(?!\d)", analysis.low[m.end():m.end() + 60], maxsplit=1)[0]:
                bound.append(q)
        for q in bound:
            if q.value in values or negated(analysis, q.start) or _COMPARED.match(analysis.low, q.end) \
                    or _hypothetical(analysis, q.start):
                continue
            out.append(f"{key.replace('_', ' ')} {q.value}%")
            break
    return out


# ---------------------------------------------------------------- an amount restated

# "(", or "(about", "(i.e.", "(lagbhag": the bracket restates the amount, exactly or rounded
_OPEN_BRACKET = re.compile(fold(r"\s*\(\s*(?:(?:about|approx\.?|approximately|around|roughly|nearly|i\.e\.?|that is|"
                                r"lagbhag|qareeb|kareeb|yaani|लगभग|करीब|क़रीब|यानी)\s*)?$"))
_CLOSE_BRACKET = re.compile(r"\s*\)")


def _rounds_to(fine: Decimal, coarse: Decimal) -> bool:
    """Whether ``fine`` rounded to ``coarse``'s significant digits is ``coarse`` (₹23,976 is "₹24 thousand")."""
    coarse = coarse.normalize()
    if coarse == 0 or fine == 0:
        return fine == coarse
    exponent = coarse.as_tuple().exponent
    return fine.quantize(Decimal(1).scaleb(exponent), rounding="ROUND_HALF_UP") == coarse if exponent <= 0 else \
        (fine / Decimal(10) ** exponent).quantize(Decimal(1), rounding="ROUND_HALF_UP") * Decimal(10) ** exponent == coarse


def restated_amount_conflicts(analysis: Analysis, skip: set[int] = frozenset()) -> list[str]:
    """An amount restated in brackets right after it, nothing else in them ("₹23,976 (two hundred rupees)",
    "₹1.5 lakh (₹1,50,000)"), says the same amount twice: one value per fact, so the two must agree (to the
    precision each is written with)."""
    amounts = [q for q in analysis.quantities if q.kind == "amount"]
    out = []
    for first, second in zip(amounts, amounts[1:]):
        if analysis.sentence_index(first.start) in skip or not _OPEN_BRACKET.match(analysis.low[first.end:second.start]) \
                or not _CLOSE_BRACKET.match(analysis.low, second.end):
            continue
        if _rounds_to(first.value, second.value) or _rounds_to(second.value, first.value):
            continue
        out.append(f"an amount restated ₹{second.value}")
    return out
