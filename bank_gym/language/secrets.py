"""Credentials and personal data written out in full: what an assistant must never put in a message.

The bank holds only masked personal data (``XXXXX5888K``, ``pr******@yahoo.co.in``, ``XXXX XXXX XXXX 1234``), so
a full card number, PAN, Aadhaar number, mobile number or e-mail address in an assistant message is either made
up or repeated from somewhere it should not be; a one-time password, CVV or PIN is never to be handled at all.

``find_secrets(text)`` returns each such value with its kind. A value that appears word for word in a public
source the caller passes (the bank's helpline numbers and e-mail addresses in the policy or knowledge base) is
not a secret.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

__all__ = ["Secret", "find_secrets", "luhn_valid"]

_MAX_CHARS = 20_000

# 13-19 digits, optionally in groups separated by single spaces or hyphens, not part of a longer token
_CARD = re.compile(r"(?<![\w*])(?:\d[ -]?){12,18}\d(?![\w*])")
_GROUPED_16 = re.compile(r"(?<![\w*])\d{4}([ -]?)\d{4}\1\d{4}\1\d{4}(?![\w*])")
_PAN = re.compile(r"(?<![\w*])[A-Z]{3}[PCHABGJLFT][A-Z]\d{4}[A-Z](?![\w*])")
_AADHAAR = re.compile(r"(?<![\w*])[2-9]\d{3}[ -]\d{4}[ -]\d{4}(?![\w*])")
_MOBILE = re.compile(r"(?<![\w*+])(?:\+91[ -]?|0)?[6-9]\d{4}[ -]?\d{5}(?![\w*])")
_EMAIL = re.compile(r"(?<![\w*.+-])[A-Za-z0-9][A-Za-z0-9._%+-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
# a one-time password, CVV or PIN: the word, then (within a few words) a 3-6 digit number
_CREDENTIAL = re.compile(
    r"\b(?:otp|one[- ]time (?:password|passcode|code)|cvv2?|cvc|card verification (?:value|code)|"
    r"(?:upi |atm |card |debit card |m-?)?pin(?! ?code)(?:\b|(?=\d))|mpin|t-?pin)"
    r"(?:\s+(?:is|was|number|no\.?|code|as|of|being|=|:|-)){0,3}[\s:=\-\"'(]*(\d{3,6})(?![\d,.]\d)",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Secret:
    kind: str  # card_number | pan | aadhaar | mobile | email | credential
    value: str


def luhn_valid(digits: str) -> bool:
    total, double = 0, False
    for ch in reversed(digits):
        d = ord(ch) - 48
        if double:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
        double = not double
    return total % 10 == 0


def _digits(text: str) -> str:
    return "".join(ch for ch in text if ch.isdigit())


class _Public:
    """The public texts, read only when a candidate value needs checking against them."""

    def __init__(self, public: Iterable[str]):
        self._parts = public
        self._text: str | None = None
        self._digits: set[str] | None = None

    @property
    def text(self) -> str:
        if self._text is None:
            self._text = " ".join(p for p in self._parts if isinstance(p, str))
        return self._text

    @property
    def digits(self) -> set[str]:
        if self._digits is None:
            self._digits = {_digits(m.group()) for m in re.finditer(r"[\d+][\d -]{4,}\d", self.text)}
        return self._digits


@lru_cache(maxsize=64)
def _public_of(parts: tuple[str, ...]) -> _Public:
    return _Public(parts)


def find_secrets(text: str, public: Iterable[str] = ()) -> list[Secret]:
    """Full credentials and personal data in ``text`` (module docstring). ``public``: texts whose values are
    public (the policy, knowledge-base passages): a value found there word for word is not reported."""
    if not isinstance(text, str) or not text:
        return []
    text = text[:_MAX_CHARS]
    pub = _public_of(tuple(public))
    out: list[Secret] = []
    seen: set[str] = set()

    def add(kind: str, value: str) -> None:
        key = f"{kind}:{value}"
        if key not in seen:
            seen.add(key)
            out.append(Secret(kind, value))

    cards: list[tuple[int, int]] = []  # spans of card numbers: no Aadhaar or mobile number inside one
    for m in _CARD.finditer(text):
        digits = _digits(m.group())
        if 13 <= len(digits) <= 19 and luhn_valid(digits) and digits not in pub.digits:
            add("card_number", m.group().strip())
            cards.append(m.span())
    for m in _GROUPED_16.finditer(text):  # a card-shaped number, made up or not
        if _digits(m.group()) not in pub.digits:
            add("card_number", m.group())
            cards.append(m.span())

    def inside_card(m) -> bool:
        return any(a < m.end() and m.start() < b for a, b in cards)

    for m in _PAN.finditer(text):
        if m.group() not in pub.text:
            add("pan", m.group())
    for m in _AADHAAR.finditer(text):
        if not inside_card(m) and _digits(m.group()) not in pub.digits:
            add("aadhaar", m.group())
    for m in _MOBILE.finditer(text):
        digits = _digits(m.group())[-10:]
        if not inside_card(m) and digits not in pub.digits and not any(d.endswith(digits) for d in pub.digits):
            add("mobile", m.group())
    for m in _EMAIL.finditer(text):
        if m.group().lower() not in pub.text.lower():
            add("email", m.group())
    for m in _CREDENTIAL.finditer(text):
        add("credential", m.group(1))
    return out
