"""A right figure under a wrong name: an amount called a charge or the interest that the bank's records give as
something else. One value per fact, read the other way round: the record names each figure, and a sentence that
gives a figure a record's name must give the value the record has under that name.

- **The premature-closure penalty** is a rate cut (``penalty_rate`` percentage points off the contracted rate for
  the days held), so in rupees it is the interest forgone, never the rate taken of the principal: "the 1% penalty
  comes to ₹5,000 on your ₹5,00,000" after 120 days held is a wrong figure derived from right ones.
- **The interest** earned on a deposit is not its maturity amount: "you'll earn ₹5,36,640 in interest" where
  ₹5,36,640 is what the deposit pays at maturity, principal included. A sentence that names the principal, a
  total or the maturity beside the figure ("principal and interest: ₹5,36,640") is the total's own.
- **Interest untouched by an early closure** ("the interest earned so far is paid in full, untouched by the early
  closure", "उस पर कोई असर नहीं पड़ेगा") where the quote cuts the rate is "no penalty" said another way.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from decimal import Decimal, InvalidOperation

from .analysis import Analysis
from .grounding import read_json
from .nil_claims import _CONDITION  # (a case: "no penalty if you keep it to maturity")
from .text import fold

__all__ = ["misnamed_figures"]

_PENALTY = fold(r"(?<![\w\u0900-\u097f])(?:penalty|jurmana|jurmaana|जुर्माना|जुर्माने|पेनल्टी)(?![\w\u0900-\u097f])")
_INTEREST = fold(r"(?<![\w\u0900-\u097f])(?:interest|byaj|byaaj|ब्याज)(?![\w\u0900-\u097f])")
_PENALTY_NAME, _INTEREST_NAME, _EITHER_NAME = map(re.compile, (_PENALTY, _INTEREST, _PENALTY + "|" + _INTEREST))
# another quantity's name between the label and its figure: the figure is that quantity's ("penalty, the interest
# payable is ₹X"); "<noun> par" / "on <noun>" says what the charge is taken of, not what the figure is
_OTHER_NAME = re.compile(fold(
    r"(?<![\w\u0900-\u097f])(?:interest|payout|principal|amount|tds|maturity|balance|total|rate|byaj|byaaj|rashi"
    r"|ब्याज|मूलधन|राशि|रकम|कुल|दर)(?![\w\u0900-\u097f])"))
_TAKEN_OF = re.compile(fold(r"(?:\S+\s+)?(?:मूलधन|principal|राशि|rashi|amount)\s+(?:पर|par)\b"))
# a total beside the interest: the figure is the total's ("principal and interest", "maturity amount incl. interest")
_TOTAL_WORDS = re.compile(fold(
    r"(?<![\w\u0900-\u097f])(?:principal|total|maturity|payout|including|inclusive|incl|plus|together|along|amount"
    r"|kul|sahit|milakar|rashi|raqam|मूलधन|कुल|सहित|मिलाकर|राशि|रकम|परिपक्वता|मैच्योरिटी|जोड़कर)(?![\w\u0900-\u097f])"))
# the interest said to be untouched by a closure that cuts its rate
_UNTOUCHED = re.compile(fold(
    r"(?<![\w\u0900-\u097f])(?:interest|byaj|byaaj|ब्याज)(?![\w\u0900-\u097f])[^.?!\n]{0,80}?(?:"
    r"\b(?:untouched|unaffected|unchanged|not (?:be )?(?:affected|reduced|cut|touched)|no (?:effect|impact)"
    r"|in full|koi asar nahi|kam nahi)\b|कोई असर नहीं|कम नहीं|पूरा मिलेगा|पूरा का पूरा)"
    r"|\b(?:full|poora|pura)\s+(?:interest|byaj|byaaj)\b|पूरा ब्याज"))


_GLOSS = re.compile(r"\([^()]*\)")
_TDS_RATES = frozenset({Decimal(10), Decimal(20)})  # the written policy's TDS rates (with and without a PAN)


def _decimal(value) -> Decimal | None:
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        return None
    try:
        return Decimal(str(value))
    except InvalidOperation:
        return None


def _records(outputs: Iterable[str]) -> tuple[list[Mapping], set[Decimal], set[Decimal], set[Decimal]]:
    """Premature closure quotes with a rate cut; every maturity amount, interest figure and rate the records give."""
    quotes, maturities, interests, rates = [], set(), set(), set()

    def walk(node) -> None:
        if isinstance(node, Mapping):
            rate = _decimal(node.get("penalty_rate"))
            if rate and rate > 0 and node.get("matured") is False:
                quotes.append(node)
            for key, value in node.items():
                k = str(key).lower()
                if isinstance(value, (Mapping, list)):
                    walk(value)
                elif (d := _decimal(value)) is not None and not isinstance(value, str):
                    if k == "maturity_amount":
                        maturities.add(d)
                    elif "rate" in k:
                        rates.add(d)
                    elif "interest" in k:
                        interests.add(d)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for text in outputs:
        if "rate" in text or "maturity_amount" in text:
            walk(read_json(text))
    return quotes, maturities, interests, rates


def _line(low: str, sentence, q) -> str:
    start = max(sentence.start, low.rfind("\n", 0, q.start) + 1)
    end = low.find("\n", q.end, sentence.end)
    return low[start:sentence.end if end < 0 else end]


def _forgone(quote: Mapping) -> list[Decimal]:
    """The penalty in rupees: the interest the rate cut takes away over the days held (simple, both day counts)."""
    principal, rate, days = (_decimal(quote.get(k)) for k in ("principal", "penalty_rate", "days_held"))
    if principal is None or rate is None or days is None:
        return []
    return [principal * rate / 100 * days / basis for basis in (365, 366)]


def _near(value: Decimal, targets: Iterable[Decimal]) -> bool:
    return any(abs(value - t) <= max(Decimal(1), abs(t) * Decimal("0.1")) for t in targets)


def _within_rupee(value: Decimal, targets: Iterable[Decimal]) -> bool:
    return any(abs(value - t) < 1 for t in targets)  # a figure said in whole rupees


_COPULA = re.compile(r"\b(?:is|are|was|were|comes to|amounts to|works out to)\b")
_LOCAL_COPULA = re.compile(fold(r"(?:\b(?:hai|hain|tha|thi|hoga|hogi)\b|है|हैं|था|थी|होगा|होगी)\W*$"))


def _first_name(text: str, name: re.Pattern, last: bool = False) -> bool | None:
    """Whether the first (or last) quantity's name in ``text`` is ``name`` (None: no name there)."""
    own = [(m.start(), True) for m in name.finditer(text)]
    found = sorted(own + [(m.start(), False) for m in _OTHER_NAME.finditer(_TAKEN_OF.sub(
        lambda m: " " * len(m.group(0)), text)) if (m.start(), True) not in own])
    return (found[-1] if last else found[0])[1] if found else None


def _named(low: str, sentence, q, name: re.Pattern, gap: int) -> bool:
    """Whether the figure ``q`` is given the name ``name`` on its line: the name just before it with no other
    quantity's name between ("the penalty comes to ₹X"), or said of it after it: "₹X in interest", "₹X ब्याज",
    "the ₹X held back from this payout is the penalty", "₹X … ki penalty hai"; in a table row, the first name of its
    label cell ("| Interest (5.75%: 1% premature penalty) | ₹181.16 |" is the interest)."""
    line_start = max(sentence.start, low.rfind("\n", 0, q.start) + 1)
    # a bracketed gloss names nothing: "interest paid (at 5.5%, after the 1% penalty): ₹X" is the interest
    before = _GLOSS.sub(" ", low[line_start:q.start])[-gap:]
    if "|" in before:  # a table row: its label cell names it
        row = low[low.rfind("\n", 0, q.start) + 1:q.start]
        label = next((c for c in _GLOSS.sub(" ", row).split("|") if c.strip()), "")
        return _first_name(label, name) is True
    own = [(m.end(), True) for m in name.finditer(before)]
    nearest = own + [(m.end(), False) for m in _OTHER_NAME.finditer(_TAKEN_OF.sub(lambda m: " " * len(m.group(0)), before))
                     if (m.end(), True) not in own]
    if nearest:
        end, own = max(nearest)
        if not re.search(r"[₹\d]", before[end:]) and (own or len(before) - end <= 12):
            return own  # (another name far before it, "is payout se roke gaye ₹X", may not be the figure's)
    line_end = low.find("\n", q.end, sentence.end)
    after = _GLOSS.sub(" ", low[q.end:sentence.end if line_end < 0 else line_end])
    cut = re.search(r"[₹\d]", after)
    after = after[:cut.start()] if cut else after
    copula = _COPULA.search(after)
    if copula:
        return _first_name(after[copula.end():], name) is True
    local = _LOCAL_COPULA.search(after)
    if local:
        return _first_name(after[:local.start()], name, last=True) is True
    m = name.search(after[:16])
    return m is not None and _first_name(after[:m.end()], name) is True


def misnamed_figures(analysis: Analysis, outputs: Iterable[str], skip: set[int] = frozenset()) -> list[str]:
    """"<name> <figure>" for each amount a sentence names the penalty or the interest while the records give it as
    something else, and "no penalty" for interest said to be untouched by a closure that cuts its rate."""
    low = analysis.low
    if not _EITHER_NAME.search(low):
        return []
    quotes, maturities, interests, rates = _records(outputs)
    if not quotes and not maturities:
        return []
    penalty, interest = _PENALTY_NAME, _INTEREST_NAME
    forgone = [f for quote in quotes for f in _forgone(quote)]
    out = []
    for i, s in enumerate(analysis.sentences):
        if i in skip or s.question:
            continue
        text = low[s.start:s.end]
        if _CONDITION.search(text):
            continue
        penalty_said = quotes and penalty.search(text)
        for q in analysis.quantities:
            if not s.start <= q.start < s.end or q.value <= 0:
                continue
            if q.kind == "percent":
                # a rate beside the penalty is one of the records' rates (the contract rate, the cut, the rate
                # left), never a rate worked out otherwise ("the rate becomes 8%": the cut added)
                if penalty_said and q.value not in rates and q.value not in _TDS_RATES:
                    out.append(f"the rate {q.value}%")
                continue
            if q.kind != "amount":
                continue
            if quotes and _named(low, s, q, penalty, 60):
                if forgone and not _near(q.value, forgone):
                    out.append(f"the penalty {q.value}")
            elif (_within_rupee(q.value, maturities) and not _within_rupee(q.value, interests)
                  and _named(low, s, q, interest, 60) and not _TOTAL_WORDS.search(_line(low, s, q))):
                out.append(f"the interest {q.value}")
        if quotes and _UNTOUCHED.search(text):
            out.append("no penalty")
    return out
