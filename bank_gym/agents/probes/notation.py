"""How the reworded oracle writes values: Indian number words, every common notation of a rupee amount,
dates, tenures, and the patterns that find them in the oracle's own messages."""

from __future__ import annotations

import re
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

from ...bank.money import format_inr

# ---------------------------------------------------------------- Indian number words

_ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
         "seventeen eighteen nineteen").split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def _below_thousand(n: int) -> str:
    parts = []
    if n >= 100:
        parts.append(f"{_ONES[n // 100]} hundred")
        n %= 100
    if n >= 20:
        parts.append(_TENS[n // 10] + (f"-{_ONES[n % 10]}" if n % 10 else ""))
    elif n or not parts:
        parts.append(_ONES[n])
    return " ".join(parts)


def inr_words(n: int) -> str:
    """A whole number in Indian words: 150000 -> "one lakh fifty thousand"."""
    if n == 0:
        return "zero"
    parts = []
    for size, word in ((10_000_000, "crore"), (100_000, "lakh"), (1_000, "thousand")):
        if n >= size:
            parts.append(f"{inr_words(n // size) if size == 10_000_000 else _below_thousand(n // size)} {word}")
            n %= size
    if n:
        parts.append(_below_thousand(n))
    return " ".join(parts)


# ---------------------------------------------------------------- value notations

AMOUNT_PATTERN = re.compile(r"₹(\d{1,3}(?:,\d{2,3})*(?:\.\d+)?)")
ISO_PATTERN = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
TENURE_PATTERN = re.compile(r"\b(\d+)([ -])month(s)?\b")
CARD_PATTERN = re.compile(r"\b(?:(?:debit |credit )?card )?(CARD\d+)\b")
ACCOUNT_PATTERN = re.compile(r"\b(?:account )?((?:SB|CA|NE|NO|SA|CU)\d{10})\b")
ID_PATTERN = re.compile(r"\b((?:FD|RD|SB|CA|NE|NO|CARD|MND|TXN|LN|POL)\d{4,14}|SR-\d{4,12})\b")


def paise_of(text: str) -> int:
    return int((Decimal(text.replace(",", "")) * 100).to_integral_value())


def _lakh(paise: int, indian: str) -> str:
    lakhs = Decimal(paise) / 100 / 100_000
    if paise >= 100_000 * 100 and lakhs == lakhs.quantize(Decimal("0.01")):
        return f"₹{lakhs.normalize():f} lakh"
    return f"₹{indian}"


def _rounded(paise: int) -> str:  # to the rupee, half up (what a chat assistant often does)
    return format_inr(int((Decimal(paise) / 100).quantize(Decimal(1), rounding=ROUND_HALF_UP)) * 100)


# notation -> (paise, "20,629.88"-style Indian digits, whole rupees?) -> text
_AMOUNT_NOTATIONS = {
    "inr": lambda p, i, w: f"₹{i}",
    "rs": lambda p, i, w: f"Rs. {i}",
    "rs_tight": lambda p, i, w: f"Rs.{i}/-",
    "inr_code": lambda p, i, w: f"INR {i}",
    "rupees_after": lambda p, i, w: f"{i} rupees",
    "western": lambda p, i, w: f"₹{Decimal(p) / 100:,.0f}" if w else f"₹{Decimal(p) / 100:,.2f}",
    "paise_always": lambda p, i, w: f"₹{i}.00" if w else f"₹{i}",
    "no_grouping": lambda p, i, w: f"₹{p // 100}" if w else f"₹{Decimal(p) / 100:.2f}",
    "rounded": lambda p, i, w: _rounded(p),
    "words": lambda p, i, w: f"{inr_words(p // 100)} rupees" if w else f"Rs. {i}",
    "lakh": lambda p, i, w: _lakh(p, i),
}
AMOUNT_NOTATIONS = tuple(_AMOUNT_NOTATIONS)


def render_amount(paise: int, notation: str) -> str:
    """₹ amount ``paise`` in one notation of ``AMOUNT_NOTATIONS``."""
    return _AMOUNT_NOTATIONS.get(notation, _AMOUNT_NOTATIONS["inr"])(paise, format_inr(paise)[1:], paise % 100 == 0)


def _ordinal(day: date) -> str:
    suffix = "th" if 11 <= day.day % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day.day % 10, "th")
    return f"{day.day}{suffix} {day:%B %Y}"


_DATE_NOTATIONS = {
    "iso": date.isoformat,
    "d_month_y": lambda d: f"{d.day} {d:%B %Y}",
    "dmy_slash": lambda d: f"{d:%d/%m/%Y}",
    "month_d_y": lambda d: f"{d:%B} {d.day}, {d.year}",
    "ordinal": _ordinal,
    "d_mon_y": lambda d: f"{d:%d-%b-%Y}",
    "dmy_dot": lambda d: f"{d:%d.%m.%Y}",
}
DATE_NOTATIONS = tuple(_DATE_NOTATIONS)


def render_date(day: date, notation: str) -> str:
    return _DATE_NOTATIONS.get(notation, date.isoformat)(day)


def render_tenure(months: int, notation: str, plural: bool = True) -> str:
    if notation == "words":
        return f"{inr_words(months)} months" if plural else f"{inr_words(months)}-month"
    if notation == "years" and months % 12 == 0:
        years = months // 12
        return f"{years} year{'s' if years != 1 else ''}" if plural else f"{years}-year"
    if notation == "hyphen" and plural:
        return f"a tenure of {months} months"
    return f"{months} months" if plural else f"{months}-month"
