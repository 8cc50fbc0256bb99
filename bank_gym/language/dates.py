"""Dates in text: ISO, day-first numeric (16/07/2026, 16-07-2026, 16.07.26), and words in Indian and
international order (16 July 2026, 16th of July, 2026, July 16, 2026, 16-Jul-2026), with or without the year,
plus today / tomorrow / yesterday relative to a reference date.

Hindi and Hinglish, on the normalized text (``text.normalize``: ASCII digits, no nukta): Devanagari month names
("5 दिसंबर 2026", "5 दिसम्बर, 2026", "दिसंबर 5, 2026", "दिसंबर की 5 तारीख") and romanised ones ("5 disambar
2026", "janvari", "farvari", "sitambar"...; "mai" is left out: also "I"); "इस महीने की 5 तारीख" / "is mahine ki
5 tareekh" (this month) and "अगले महीने की 5 तारीख" / "agle mahine ki 5 tarikh" (next month), and "आज" / "aaj"
(today), all relative to the reference date. "कल" / "kal" (yesterday or tomorrow) and "परसों" (the day before
yesterday or after tomorrow) are ambiguous and never read; neither is a bare "5 तारीख" (which month?)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from .text import DEVANAGARI, fold

__all__ = ["DateMention", "dates_and_reliance", "parse_dates", "relative_restatement_conflicts"]

_MONTHS = {
    "jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4, "may": 5,
    "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9, "september": 9,
    "oct": 10, "october": 10, "nov": 11, "november": 11, "dec": 12, "december": 12,
}
_MONTH = r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
_ORD = r"(?:st|nd|rd|th)?"
_ROMAN_MONTHS = {
    "janvari": 1, "janwari": 1, "janvary": 1, "farvari": 2, "farwari": 2, "pharvari": 2, "aprail": 4, "aprel": 4,
    "julai": 7, "agast": 8, "agust": 8, "sitambar": 9, "sitamber": 9, "aktubar": 10, "aktoobar": 10,
    "aktobar": 10, "navambar": 11, "navamber": 11, "disambar": 12, "disamber": 12,
}
_HINDI_MONTHS = {fold(k): v for k, v in {
    "जनवरी": 1, "फ़रवरी": 2, "फरवरी": 2, "मार्च": 3, "अप्रैल": 4, "अप्रेल": 4, "मई": 5, "जून": 6, "जुलाई": 7,
    "अगस्त": 8, "सितंबर": 9, "सितम्बर": 9, "अक्टूबर": 10, "अक्तूबर": 10, "नवंबर": 11,
    "नवम्बर": 11, "दिसंबर": 12, "दिसम्बर": 12,
}.items()}
_MONTHS.update(_ROMAN_MONTHS)
_MONTHS.update(_HINDI_MONTHS)
_ROMAN = "|".join(sorted(_ROMAN_MONTHS, key=len, reverse=True))
_HI_MONTH = "(" + "|".join(sorted(_HINDI_MONTHS, key=len, reverse=True)) + ")"
_NOT_BEFORE = f"(?<![{DEVANAGARI}\\w])"  # not \b: vowel signs are not \w
_NOT_AFTER = f"(?![{DEVANAGARI}\\w])"
_TARIKH = r"(?:तारीख|तारिख|tareekh|tarikh|tareek|tarik|taarikh|taareekh)"
_THIS_NEXT = r"(इस|अगले|अगली|is|agle|agli|iss)\s+(?:महीने|माह|mahine|mahiney|month)(?:\s+(?:की|के|ki|ke))?\s+"
_PATTERNS = (
    ("ymd", re.compile(r"(?<![\d/.-])(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?![\d/.-]*\d)")),
    ("dmy", re.compile(r"(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/.-]*\d)")),
    ("d_month", re.compile(r"(?<![\w.])(\d{1,2})" + _ORD + r"(?:\s+of)?[\s-]*" + _MONTH + r"\b\.?(?:,?[\s-]*(\d{4})(?!\d))?")),
    ("month_d", re.compile(r"\b" + _MONTH + r"\.?\s+(\d{1,2})" + _ORD + r"(?![\d:])(?:,?\s+(\d{4})(?!\d))?")),
    ("relative", re.compile(r"\b(today|(?<!after )tomorrow|(?<!before )yesterday)\b")),
    # romanised Hindi names, the English way round ("5 disambar 2026", "disambar 5, 2026")
    ("d_month", re.compile(r"(?<![\w.])(\d{1,2})" + _ORD + r"[\s-]*(" + _ROMAN + r")\b\.?(?:,?[\s-]*(\d{4})(?!\d))?")),
    ("month_d", re.compile(r"\b(" + _ROMAN + r")\s+(\d{1,2})(?![\d:])(?:,?\s+(\d{4})(?!\d))?")),
    # Devanagari names: "5 दिसंबर 2026", "5 दिसम्बर, 2026", "दिसंबर 5, 2026", "दिसंबर की 5 तारीख"
    ("d_month", re.compile(r"(?<![\w.])(\d{1,2})[\s-]*" + _HI_MONTH + _NOT_AFTER + r"(?:,?[\s-]*(\d{4})(?!\d))?")),
    ("month_d_tarikh", re.compile(_NOT_BEFORE + _HI_MONTH + r"(?:\s+(\d{4}))?\s+(?:की|ki)\s+(\d{1,2})\s*" + _TARIKH + _NOT_AFTER)),
    ("month_d", re.compile(_NOT_BEFORE + _HI_MONTH + r"\s+(\d{1,2})(?![\d:])(?:,?\s+(\d{4})(?!\d))?")),
    # "इस महीने की 5 तारीख", "agle mahine ki 5 tarikh"
    ("this_next", re.compile(_NOT_BEFORE + _THIS_NEXT + r"(\d{1,2})\s*" + _TARIKH + _NOT_AFTER)),
    ("today", re.compile(_NOT_BEFORE + r"(आज|aaj)" + _NOT_AFTER + r"(?!\s*(?:कल|kal)(?![\w" + DEVANAGARI + "]))")),
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


# what each pattern needs to match at all: most forms need a digit, the Devanagari names a Devanagari letter; a
# message without them is not scanned for those forms (most are not)
_DIGIT = re.compile(r"\d")
_DEVANAGARI_LETTER = re.compile(f"[{DEVANAGARI}]")
_NEEDS = tuple((kind not in ("relative", "today"), _HI_MONTH in pattern.pattern) for kind, pattern in _PATTERNS)
_BY_REFERENCE = ("relative", "this_next", "today")  # the forms read only against a reference date


def parse_dates(low: str, reference: date | None = None) -> list[DateMention]:
    """Every date in a lower-cased normalized text, in order of position (overlaps resolved left to right)."""
    return dates_and_reliance(low, reference)[0]


def dates_and_reliance(low: str, reference: date | None = None) -> tuple[list[DateMention], bool]:
    """``parse_dates``, and whether the text has a form read only against a reference date ("today", "is
    mahine ki 5 tarikh"): without one, its dates are the same whatever the reference."""
    found: list[DateMention] = []
    relies = False
    has_digit = _DIGIT.search(low) is not None
    has_devanagari = has_digit and _DEVANAGARI_LETTER.search(low) is not None
    taken = bytearray(len(low) + 1)  # characters inside a date already read (linear, however many dates)
    for (kind, pattern), (needs_digit, needs_devanagari) in zip(_PATTERNS, _NEEDS):
        if (needs_digit and not has_digit) or (needs_devanagari and not has_devanagari):
            continue
        for m in pattern.finditer(low):
            relies = relies or kind in _BY_REFERENCE
            if any(taken[m.start():m.end()]):
                continue
            mention = _mention(kind, m, reference)
            if mention is not None:
                found.append(mention)
                taken[m.start():m.end()] = b"\x01" * (m.end() - m.start())
    found.sort(key=lambda d: d.start)
    return found, relies


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
    elif kind == "month_d_tarikh":
        mo, y, d = _MONTHS[m.group(1)], _year(m.group(2)), int(m.group(3))
    elif kind == "this_next":
        if reference is None:
            return None
        ahead = m.group(1) not in ("इस", "is", "iss")
        y, mo = (reference.year + (reference.month == 12), reference.month % 12 + 1) if ahead else (
            reference.year, reference.month)
        d = int(m.group(2))
    elif kind == "today":
        if reference is None:
            return None
        return DateMention(reference.year, reference.month, reference.day, m.start(), m.end())
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


# A date restated as a day relative to today ("3 July 2029 … i.e. the day after tomorrow", "यानी परसों"): one date,
# one day. "kal" / "parson" are either side of today, but never years away.
_RELATIVE_DAYS = {fold(k): v for k, v in {
    "today": (0,), "tomorrow": (1,), "yesterday": (-1,), "day after tomorrow": (2,), "day before yesterday": (-2,),
    "aaj": (0,), "kal": (-1, 1), "parson": (-2, 2), "parso": (-2, 2), "आज": (0,), "कल": (-1, 1), "परसों": (-2, 2),
}.items()}
_RESTATED_AS = re.compile(
    r"(?:\bi\.e\.|\bthat is|\bthat's|\bwhich is|\bso it's|\bit's|\byaani|\byani|\bmatlab|\barthat|यानी|यानि|मतलब|अर्थात)"
    r"[\s,:]*(?:just\s+|only\s+|the\s+|sirf\s+)?(" + "|".join(sorted(map(re.escape, _RELATIVE_DAYS), key=len, reverse=True))
    + r")" + _NOT_AFTER + r"(?!['’])\s*(?:[.।!,;)\n*]|$)")  # the day itself, said alone ("यानी आज तक" is a span)


def relative_restatement_conflicts(low: str, dates: list[DateMention], reference: date | None) -> list[str]:
    """"<date> (<relative day>)" for each calendar date the text restates as a day relative to ``reference`` that
    it is not: the nearest date said before the restatement is the one restated."""
    if reference is None or not dates:
        return []
    out = []
    for m in _RESTATED_AS.finditer(low):
        before = [d for d in dates if d.end <= m.start() and d.year is not None]
        day = before[-1].resolve(reference) if before else None
        if day is not None and (day - reference).days not in _RELATIVE_DAYS[m.group(1)]:
            out.append(f"{day.isoformat()} ({m.group(1)})")
    return out
