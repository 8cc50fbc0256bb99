"""Dates in text: ISO, day-first numeric (16/07/2026, 16-07-2026, 16.07.26), and words in Indian and
international order (16 July 2026, 16th of July, 2026, July 16, 2026, 16-Jul-2026), with or without the year,
plus today / tomorrow / yesterday relative to a reference date."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

__all__ = ["DateMention", "parse_dates"]

_MONTHS = {
    "jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4, "may": 5,
    "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9, "september": 9,
    "oct": 10, "october": 10, "nov": 11, "november": 11, "dec": 12, "december": 12,
}
_MONTH = r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
_ORD = r"(?:st|nd|rd|th)?"
_PATTERNS = (
    ("ymd", re.compile(r"(?<![\d/.-])(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?![\d/.-]*\d)")),
    ("dmy", re.compile(r"(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/.-]*\d)")),
    ("d_month", re.compile(r"(?<![\w.])(\d{1,2})" + _ORD + r"(?:\s+of)?[\s-]*" + _MONTH + r"\b\.?(?:,?[\s-]*(\d{4})(?!\d))?")),
    ("month_d", re.compile(r"\b" + _MONTH + r"\.?\s+(\d{1,2})" + _ORD + r"(?![\d:])(?:,?\s+(\d{4})(?!\d))?")),
    ("relative", re.compile(r"\b(today|tomorrow|yesterday)\b")),
)


@dataclass(frozen=True)
class DateMention:
    year: int | None  # None: said without a year
    month: int
    day: int
    start: int
    end: int

    def matches(self, value: date) -> bool:
        return self.month == value.month and self.day == value.day and self.year in (None, value.year)

    def resolve(self, reference: date) -> date | None:
        """The full date, taking a missing year from ``reference`` (the nearest such date)."""
        if self.year is not None:
            return _make(self.year, self.month, self.day)
        options = [d for y in (reference.year - 1, reference.year, reference.year + 1)
                   if (d := _make(y, self.month, self.day)) is not None]
        return min(options, key=lambda d: abs((d - reference).days)) if options else None


def _make(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _year(text: str | None) -> int | None:
    if not text:
        return None
    value = int(text)
    return value + 2000 if value < 100 else value


def parse_dates(low: str, reference: date | None = None) -> list[DateMention]:
    """Every date in a lower-cased normalized text, in order of position (overlaps resolved left to right)."""
    found: list[DateMention] = []
    taken: list[tuple[int, int]] = []
    for kind, pattern in _PATTERNS:
        for m in pattern.finditer(low):
            if any(s < m.end() and m.start() < e for s, e in taken):
                continue
            mention = _mention(kind, m, reference)
            if mention is not None:
                found.append(mention)
                taken.append((m.start(), m.end()))
    found.sort(key=lambda d: d.start)
    return found


def _mention(kind: str, m: re.Match, reference: date | None) -> DateMention | None:
    if kind == "ymd":
        y, mo, d = int(m.group(1)), int(m.group(2)), int(m.group(3))
    elif kind == "dmy":
        d, mo, y = int(m.group(1)), int(m.group(3)), _year(m.group(4))
        if mo > 12 and d <= 12:  # month-first (07/16/2026)
            d, mo = mo, d
    elif kind == "d_month":
        d, mo, y = int(m.group(1)), _MONTHS[m.group(2)], _year(m.group(3))
    elif kind == "month_d":
        mo, d, y = _MONTHS[m.group(1)], int(m.group(2)), _year(m.group(3))
    else:
        if reference is None:
            return None
        offset = {"today": 0, "tomorrow": 1, "yesterday": -1}[m.group(1)]
        target = reference + timedelta(days=offset)
        return DateMention(target.year, target.month, target.day, m.start(), m.end())
    if not (1 <= mo <= 12 and 1 <= d <= 31):
        return None
    if y is not None and _make(y, mo, d) is None:
        return None
    return DateMention(y, mo, d, m.start(), m.end())
