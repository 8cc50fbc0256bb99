"""Quantities in text: rupee amounts, percentages, tenures, day counts and plain numbers, however written.

Handled: ₹ / Rs / Rs. / INR / rupees before or after the figure, "/-"; Indian grouping ("1,50,000") and western
grouping ("150,000"); decimals; lakh / lac / crore / thousand / k multipliers ("₹1.5 lakh", "20k", "2 crore",
"3 lakh"); numbers in words ("one lakh fifty thousand rupees", "thirty-six months", "one and a half years");
tenures in months or years ("6-month", "2 years" = 24 months). Every quantity keeps its span, how many decimals
were written (so "₹20,630" can be accepted as ₹20,629.88 rounded to the rupee) and whether it was marked as
money (a currency sign or word, or a lakh/crore multiplier).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

__all__ = ["Quantity", "amount_matches", "parse_quantities", "round_to"]

UNITS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19,
}
TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fourty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
        "ninety": 90}
SCALES = {
    "hundred": 100, "thousand": 1_000, "k": 1_000, "lakh": 100_000, "lakhs": 100_000, "lac": 100_000,
    "lacs": 100_000, "l": 100_000, "million": 1_000_000, "mn": 1_000_000, "crore": 10_000_000,
    "crores": 10_000_000, "cr": 10_000_000, "billion": 1_000_000_000,
}
MONEY_SCALES = frozenset({"lakh", "lakhs", "lac", "lacs", "l", "crore", "crores", "cr", "k"})
ATTACHED_ONLY = frozenset({"k", "l", "cr", "mn"})  # "20k", "1.5L": only written straight after the digits
CURRENCY_BEFORE = frozenset({"₹", "rs", "inr", "rupees", "rupee", "re"})
CURRENCY_AFTER = frozenset({"rupees", "rupee", "rs", "inr", "/-"})
MONTH_UNITS = frozenset({"month", "months", "mth", "mths", "mo", "mos", "monthly"})
YEAR_UNITS = frozenset({"year", "years", "yr", "yrs"})
DAY_UNITS = frozenset({"day", "days"})
PERCENT_UNITS = frozenset({"%", "percent", "pc", "pct"})
_DETERMINERS = frozenset({"the", "this", "that", "which", "each", "every", "any", "no", "another", "other"})

_TOKEN = re.compile(
    r"(?P<num>(?:\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\d,]\d)|(?<![a-z])\.\d+)"
    r"|(?P<word>[a-z]+)"
    r"|(?P<sym>₹|%|/-|-)"
)


@dataclass(frozen=True)
class Quantity:
    kind: str  # "amount" | "percent" | "tenure" | "days" | "number"
    value: Decimal  # rupees, percent, months, days, or the number
    raw: Decimal  # the number as written, before unit conversion (2 for "2 years")
    start: int
    end: int
    decimals: int  # decimals as written (0 for words and multiplied figures)
    marked: bool  # money: currency sign/word or lakh/crore multiplier


@dataclass(frozen=True)
class _Tok:
    kind: str  # num | word | sym
    text: str
    start: int
    end: int


def _tokens(low: str) -> list[_Tok]:
    return [_Tok(m.lastgroup or "", m.group(0), m.start(), m.end()) for m in _TOKEN.finditer(low)]


def _is_number_word(tok: _Tok) -> bool:
    return tok.kind == "word" and (tok.text in UNITS or tok.text in TENS)


def _scale(tok: _Tok, prev: _Tok | None) -> int | None:
    if tok.kind != "word" or tok.text not in SCALES:
        return None
    if tok.text in ATTACHED_ONLY and (prev is None or prev.kind != "num" or prev.end != tok.start):
        return None
    return SCALES[tok.text]


def _digits(text: str) -> tuple[Decimal, int] | None:
    try:
        value = Decimal(text.replace(",", ""))
    except InvalidOperation:
        return None
    decimals = len(text.split(".", 1)[1]) if "." in text else 0
    return value, decimals


def _parse_run(toks: list[_Tok], i: int) -> tuple[Decimal, int, int, bool] | None:
    """A number starting at token ``i``: (value, decimals, index after it, used a money scale)."""
    n = len(toks)
    tok = toks[i]
    money_scale = False
    if tok.kind == "num":
        parsed = _digits(tok.text)
        if parsed is None:
            return None
        value, decimals = parsed
        j = i + 1
        while j < n:
            scale = _scale(toks[j], toks[j - 1])
            if scale is None:
                break
            value *= scale
            decimals = 0
            money_scale = money_scale or toks[j].text in MONEY_SCALES
            j += 1
        return value, decimals, j, money_scale
    # words: "one lakh fifty thousand", "thirty-six", "one and a half", "a lakh", "two hundred"
    total = Decimal(0)
    current = Decimal(0)
    seen = False
    j = i
    while j < n:
        t = toks[j]
        if _is_number_word(t):
            below_hundred = current % 100
            if t.text in TENS and below_hundred:
                break  # "fifty sixty": two numbers
            if t.text in UNITS and below_hundred and not (below_hundred % 10 == 0 and below_hundred >= 20
                                                          and UNITS[t.text] < 10):
                break  # "five six": two numbers; "twenty five" is one
            current += UNITS.get(t.text, 0) + TENS.get(t.text, 0)
            seen = True
            j += 1
            continue
        if t.kind == "word" and t.text == "a" and j + 1 < n and toks[j + 1].kind == "word" and (
                toks[j + 1].text in ("hundred", "thousand", "lakh", "lac", "crore", "million", "half")):
            current += 1 if toks[j + 1].text != "half" else 0
            seen = True
            j += 1
            continue
        if t.kind == "sym" and t.text == "-" and seen and j + 1 < n and _is_number_word(toks[j + 1]):
            j += 1
            continue
        if t.kind == "word" and t.text == "and" and seen and j + 1 < n and (
                _is_number_word(toks[j + 1]) or toks[j + 1].text in ("a", "half")):
            j += 1
            continue
        if t.kind == "word" and t.text == "half" and seen:
            current += Decimal("0.5")
            j += 1
            continue
        scale = _scale(t, toks[j - 1] if j else None)
        if scale is not None and seen and t.text not in ATTACHED_ONLY:
            if scale == 100:
                current = (current or 1) * 100
            else:
                total += (current or 1) * scale
                current = Decimal(0)
                money_scale = money_scale or t.text in MONEY_SCALES
            j += 1
            continue
        break
    if not seen:
        return None
    return total + current, 0, j, money_scale


def parse_quantities(low: str, blocked: list[tuple[int, int]] | tuple = ()) -> list[Quantity]:
    """Every quantity in a lower-cased normalized text, in order. ``blocked`` spans (dates, ids) are skipped."""
    toks = [t for t in _tokens(low) if not any(s <= t.start < e for s, e in blocked)]
    out: list[Quantity] = []
    i = 0
    n = len(toks)
    while i < n:
        tok = toks[i]
        starts_number = tok.kind == "num" or _is_number_word(tok) or (
            tok.kind == "word" and tok.text == "a" and i + 1 < n and toks[i + 1].text in ("lakh", "lac", "crore", "hundred", "thousand", "year"))
        if not starts_number:
            i += 1
            continue
        if tok.kind == "word" and tok.text == "a" and toks[i + 1].text == "year":
            out.append(Quantity("tenure", Decimal(12), Decimal(1), tok.start, toks[i + 1].end, 0, False))
            i += 2
            continue
        if _is_number_word(tok) and tok.text == "one" and i > 0 and toks[i - 1].text in _DETERMINERS:
            i += 1
            continue
        run = _parse_run(toks, i)
        if run is None:
            i += 1
            continue
        value, decimals, j, money_scale = run
        start, end = tok.start, toks[j - 1].end
        prev = toks[i - 1] if i > 0 else None
        prev2 = toks[i - 2] if i > 1 else None
        nxt = toks[j] if j < n else None
        if nxt is not None and nxt.kind == "sym" and nxt.text == "-" and j + 1 < n and toks[j + 1].kind == "word":
            nxt = toks[j + 1]  # "6-month", "25-leaf"
            unit_index = j + 1
        else:
            unit_index = j
        marked_before = prev is not None and prev.text in CURRENCY_BEFORE and (
            prev.text != "re" or (prev2 is not None and prev2.text == "₹"))
        if prev is not None and prev.text in ("rupees", "rupee") and prev.end + 1 < tok.start - 1:
            marked_before = False  # "rupees ... 5": too far to bind
        # a currency word before the figure ("rupees 12 months") yields to a unit after it; a sign never does
        sign_before = marked_before and prev.text not in ("rupees", "rupee")
        unit = nxt.text if nxt is not None else ""
        if unit == "per" and unit_index + 1 < n and toks[unit_index + 1].text == "cent":
            unit = "%"
        if unit in PERCENT_UNITS:
            out.append(Quantity("percent", value, value, start, nxt.end, decimals, False))
        elif unit in MONTH_UNITS and not sign_before and unit != "monthly":
            out.append(Quantity("tenure", value, value, start, nxt.end, decimals, False))
        elif unit in YEAR_UNITS and not sign_before:
            out.append(Quantity("tenure", value * 12, value, start, nxt.end, decimals, False))
        elif unit in DAY_UNITS and not sign_before:
            out.append(Quantity("days", value, value, start, nxt.end, decimals, False))
        else:
            marked_after = unit in CURRENCY_AFTER
            marked = marked_before or marked_after or money_scale
            kind = "amount" if marked else "number"
            s = prev.start if marked_before else start
            e = nxt.end if marked_after else end
            out.append(Quantity(kind, value, value, s, e, decimals, marked))
        i = j
    return out


def round_to(value: Decimal, decimals: int) -> Decimal:
    return value.quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_UP)


def amount_matches(stated: Quantity, paise: int) -> bool:
    """Whether a stated figure is the amount ``paise``: exactly, or rounded half-up to the precision it was
    written with (whole rupees or one decimal), never truncated."""
    exact = Decimal(int(paise)) / 100
    if stated.value == exact:
        return True
    if stated.decimals < 2 and exact != round_to(exact, stated.decimals):
        return stated.value == round_to(exact, stated.decimals)
    return False
