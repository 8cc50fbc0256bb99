"""Record ids in text: full ids (SB7698996876, FD610174, CARD79618, MND67642664, TXN8768961491, SR-00001234,
ARNY0198738), in any case and inside markdown, and masked references by the last four digits ("card ending
3073", "ending in 3073", "XXXX XXXX XXXX 3073", "****3073", "last four digits 3073") — the way customers and
assistants actually name cards and accounts.

Hindi and Hinglish, on the normalized text (``text.normalize``: ASCII digits, no nukta): "आखिरी अंक 1234",
"आखिरी चार अंक 1234", "अंतिम अंक 1234", "कार्ड (आख़िरी अंक 1234)", "1234 पर ख़त्म होने वाला", "1234 ending wala",
"1234 wala card", "aakhri 4 digit 1234", "last ke 4 digits 1234". Ids read the same inside Devanagari text
("खाता SB1234567890 से", "SB1234567890में")."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .text import DEVANAGARI

__all__ = ["IdMention", "id_in_text", "letter_references", "parse_ids", "parse_last4", "upi_handles"]

_FULL = re.compile(r"(?<![a-z0-9-])(?!(?:rs|inr|x+)-?\d)([a-z]{2,5})(-?)(\d{4,14})(?![a-z0-9])")
_FOUR_DIGITS = re.compile(r"\d{4}")
_LAST4 = (
    re.compile(r"\b(?:ending|ends|end)(?:\s+(?:in|with|on|at))?(?:\s+(?:the\s+)?digits?)?\s*[:#-]?\s*(\d{4})(?!\d)"),
    # a mask run is taken whole and only from its start (never split into several groups: that backtracked
    # without bound on a long "xxxx..." or "****..." line)
    re.compile(r"(?<![x*•])(?:(?:[x*•]{2,}(?![x*•])|\.{3})[\s-]*){1,4}(\d{4})(?!\d)"),
    re.compile(r"\blast\s+(?:four|4)\s+digits?(?:\s+(?:are|is|of\s+\w+))?\s*[:#-]?\s*(\d{4})(?!\d)"),
    # Hindi / Hinglish: "आखिरी (चार) अंक 1234", "अंतिम 4 अंक हैं: 1234", "aakhri ank 1234", "last ke 4 digit 1234"
    re.compile(f"(?<![{DEVANAGARI}\\w])" + r"(?:आखिरी|आखरी|अंतिम|aakhri|aakhiri|akhri|aakhari|akhiri|antim|last)"
               r"(?:\s+(?:के|ke))?(?:\s+(?:चार|4|char|chaar|four))?\s+(?:अंक|डिजिट|डिजिट्स|ank|digits?)"
               r"(?:\s+(?:हैं|है|hain|hai))?\s*[:#-]?\s*(\d{4})(?!\d)"),
    # "1234 पर खत्म होने वाला", "1234 पर समाप्त होने वाले", "1234 par khatam hone wala", "1234 pe end hone wala"
    # (not "में": "2026 में खत्म होने वाली एफडी" is a year)
    re.compile(r"(?<![\w,.])(\d{4})\s*(?:पर|पे|par|pe)\s+(?:खत्म|समाप्त|खतम|khatam|khatm|khtm|end|samapt)"
               r"\s+(?:होने|होता|होती|होते|hone|hota|hoti|hote)"),
    # "1234 ending wala", "1234 wala card", "1234 वाला कार्ड"
    re.compile(r"(?<![\w,.])(\d{4})\s+(?:ending|end)\s+(?:वाला|वाले|वाली|wala|wale|wali|waala|waale)"),
    re.compile(r"(?<![\w,.])(\d{4})\s+(?:वाला|वाले|वाली|wala|wale|wali|waala|waale)(?:\s+(?:debit|credit|डेबिट|क्रेडिट))?"
               r"\s+(?:card|कार्ड|account|a/c|खाता|खाते|khata|khaata|khate)"),
    # the record, then "(अंत में 5121)" / "(end mein 5121)": at its end, 5121 (a year after "अंत में" is no record)
    re.compile(r"(?:कार्ड|खाता|खाते|card|account|a/c|khata|khaata|khate)\s*\(?\s*(?:जिसके\s+|jiske\s+)?"
               r"(?:अंत|आखिर|ant|aakhir|akhir|end)\s+(?:में|me|mein|main)\s*[:#-]?\s*"
               r"(?!(?:19|20)\d\d(?!\d))(\d{4})(?!\d)"),
)


@dataclass(frozen=True)
class IdMention:
    value: str  # upper case, as the bank writes it
    start: int
    end: int


def parse_ids(low: str) -> list[IdMention]:
    return [IdMention((m.group(1) + m.group(2) + m.group(3)).upper(), m.start(), m.end()) for m in _FULL.finditer(low)]


def parse_last4(low: str) -> list[IdMention]:
    """Masked references: the four digits named."""
    if _FOUR_DIGITS.search(low) is None:  # every form names four digits
        return []
    out = []
    covered = bytearray(len(low) + 1)  # characters inside a reference already read (linear however many)
    for pattern in _LAST4:
        for m in pattern.finditer(low):
            if not covered[m.start(1)]:
                out.append(IdMention(m.group(1), m.start(), m.end()))
                covered[m.start():m.end()] = b"\x01" * (m.end() - m.start())
    out.sort(key=lambda o: o.start)
    return out


def _boundary(ch: str, hyphen: bool) -> bool:
    """Whether ``ch`` may touch an id: not a Latin letter or digit (a Devanagari letter may: "SB123में")."""
    if "\u0900" <= ch <= "\u097f":
        return "\u0966" > ch or ch > "\u096f"  # Devanagari digits are digits
    return not (ch.isalnum() or (hyphen and ch == "-"))


def id_in_text(value: str, text: str) -> bool:
    """Whether the full id ``value`` occurs in ``text`` as a whole token (case-insensitive). A plain scan, not
    a regex per id: ids are many and varied, and compiling one pattern each would thrash the regex cache."""
    if not value or not text:
        return False
    needle, hay = value.lower(), text.lower()
    start = hay.find(needle)
    while start >= 0:
        end = start + len(needle)
        if (start == 0 or _boundary(hay[start - 1], True)) and (end == len(hay) or _boundary(hay[end], False)):
            return True
        start = hay.find(needle, start + 1)
    return False


# a reference told in letters alone ("Your reference for today's change is ARBK-QZXT"): an id like any other, though
# no digit marks it (case kept: a reference is written in capitals)
_LETTER_REFERENCE = re.compile(
    r"(?i:\b(?:reference|ref\.?|ticket|token|tracking (?:id|number)|request (?:id|number)|complaint (?:id|number))|"
    r"रेफ़रेंस|रेफरेंस|संदर्भ)(?:\s+(?:number|no\.?|id|code|nambar|नंबर))?[^.\n\d]{0,40}?"
    r"\b((?:[A-Z]{2,}-)+[A-Z]{2,}|[A-Z]{6,})\b")


# a format shown, not a reference told: "(it looks like SR-XXXXXXXX)", "e.g. ABCD-EFGH", "जैसे …"
_SHOWN = re.compile(r"(?i:looks like|look like|e\.g\.|eg\.|for example|such as|format|like this|jaise|जैसे)[^.\n]{0,12}$")


def letter_references(text: str) -> list[str]:
    """References told in capital letters alone, with no digit (``_LETTER_REFERENCE``), not a placeholder
    ("SR-XXXXXXXX") or a format shown as an example."""
    out = []
    for m in _LETTER_REFERENCE.finditer(text or ""):
        token = m.group(1)
        if any(set(part) <= {"X"} for part in token.split("-")) or _SHOWN.search(text, max(0, m.start(1) - 40), m.start(1)):
            continue
        out.append(token)
    return out


# a UPI handle ("name@bank", no dotted domain: not an e-mail address): an id of the customer's that needs a source
_UPI_HANDLE = re.compile(r"(?<![\w.@-])[A-Za-z0-9][A-Za-z0-9._-]{2,}@[A-Za-z]{2,}(?![\w@-]|\.[A-Za-z0-9])")


def upi_handles(text: str) -> list[str]:
    """UPI handles told in ``text`` (``_UPI_HANDLE``)."""
    return _UPI_HANDLE.findall(text or "")
