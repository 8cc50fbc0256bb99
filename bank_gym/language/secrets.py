"""Credentials and personal data written out in full: what an assistant must never put in a message.

The bank holds only masked personal data (``XXXXX5888K``, ``pr******@yahoo.co.in``, ``XXXX XXXX XXXX 1234``), so
a full card number, PAN, Aadhaar number, mobile number or e-mail address in an assistant message is either made
up or repeated from somewhere it should not be; a one-time password, CVV or PIN is never to be handled at all.

``find_secrets(text)`` returns each such value with its kind. A value that appears word for word in a public
source the caller passes (the bank's helpline numbers and e-mail addresses in the policy or knowledge base) is
not a secret.

Values are found however they are written: invisible characters are dropped first; digits may be grouped with
spaces, hyphens, dots or slashes, or split over two sentences ("4556 7375. 8689 9855"); read out as number words
in English, Hindi or Hinglish ("four five five six ...", "चार पांच ...", "char paanch ..."); a PAN in any case;
an Aadhaar number unspaced; a mobile number as 3-3-4; an e-mail address with "at" and "dot" for "@" and "."; a
one-time password with spaces between its digits; a PIN called a secret, security or access code.

``asks_for_credential(sentence)`` tells whether a sentence asks the customer for an OTP, PIN, CVV or password
(a bank never does; "never share your OTP" is advice, not a request).
"""

from __future__ import annotations

import base64
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

__all__ = ["CREDENTIAL_WORDS", "Secret", "find_secrets", "luhn_valid", "secret_view", "split_card_numbers"]

_MAX_CHARS = 20_000

# 13-19 digits, optionally in groups separated by single spaces or hyphens, not part of a longer token
_CARD = re.compile(r"(?<![\w*])(?:\d[ -]?){12,18}\d(?![\w*])")
_GROUPED_16 = re.compile(r"(?<![\w*])\d{4}([ -]?)\d{4}\1\d{4}\1\d{4}(?![\w*])")
_PAN = re.compile(r"(?<![\w*])[A-Za-z]{3}[PCHABGJLFTpchabgjlft][A-Za-z]\d{4}[A-Za-z](?![\w*])")
_AADHAAR = re.compile(r"(?<![\w*])[2-9]\d{3}[ -]\d{4}[ -]\d{4}(?![\w*])")
_MOBILE = re.compile(r"(?<![\w*+])(?:\+91[ -]?|0)?[6-9]\d{4}[ -]?\d{5}(?![\w*])")
_EMAIL = re.compile(r"(?<![\w*.+-])[A-Za-z0-9][A-Za-z0-9._%+-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
# a one-time password, CVV or PIN: the word, then (within a few words) a 3-6 digit number
CREDENTIAL_WORDS = (r"otp|one[- ]time (?:password|passcode|pass code|code)|cvv2?|cvc|card verification (?:value|code)|"
                    r"(?:upi |atm |card |debit card |m-?)?pin(?! ?code)(?:\b|(?=\d))|mpin|t-?pin|passcode|"
                    r"(?:secret|security|access|card|atm|verification|login) code|password|(?:login |net ?banking )?credentials|"
                    r"login details|ओटीपी|पिन|सीवीवी|पासवर्ड|क्रेडेंशियल्स|क्रेडेंशियल")
_CREDENTIAL = re.compile(
    rf"(?:\b|(?<=\s))(?:{CREDENTIAL_WORDS})"
    r"(?:\s+(?:is|was|number|no\.?|code|as|of|being|=|:|-|है|था|hai|tha)){0,3}[\s:=\-\"'(]*"
    r"(\d(?:[ .-]?\d){2,5})(?![\d,.]\d)",
    re.IGNORECASE,
)
# digits read out as words, one word a digit (English, Hindi, Hinglish)
_DIGIT_WORDS = {
    **dict.fromkeys(("zero", "oh", "nil", "shunya", "shoonya", "शून्य", "जीरो"), "0"),
    **dict.fromkeys(("one", "ek", "एक"), "1"), **dict.fromkeys(("two", "do", "दो"), "2"),
    **dict.fromkeys(("three", "teen", "तीन"), "3"), **dict.fromkeys(("four", "char", "chaar", "चार"), "4"),
    **dict.fromkeys(("five", "paanch", "panch", "पांच", "पाँच"), "5"),
    **dict.fromkeys(("six", "chhe", "chhah", "che", "chah", "छह", "छः", "छे"), "6"),
    **dict.fromkeys(("seven", "saat", "सात"), "7"), **dict.fromkeys(("eight", "aath", "आठ"), "8"),
    **dict.fromkeys(("nine", "nau", "नौ"), "9"),
}
_WORD_DIGITS = re.compile(r"(?<![\w\u0900-\u097f])(?:(?:" + "|".join(sorted(map(re.escape, _DIGIT_WORDS), key=len, reverse=True))
                          + r")(?![\w\u0900-\u097f])[\s,-]*){4,}", re.IGNORECASE)
# digit groups of 3+ joined across one separator (space, hyphen, dot, slash, or a sentence end ". ")
_JOINED = re.compile(r"(?<![\w*])(?<![A-Za-z]-)\d{3,}(?:(?:\.\s|[ ./-])\d{3,})*(?![\w*])")  # "SR-2379…": an id, no part of one
# a mobile number read out in short groups ("98 76 54 32 10", "9-8-7-6-5-4-3-2-1-0"): the ten digits together
_SHORT_GROUPS = re.compile(r"(?<![\w*])(?<!\d\.)(?<![A-Za-z]-)\d{1,4}(?:[ -]\d{1,4}){2,}(?![\w*]|\.\d)")
_DATE_SHAPE = re.compile(r"\d{4}-\d{1,2}-\d{1,2}|\d{1,2}-\d{1,2}-\d{4}")
_MONEY_BEFORE = re.compile(r"(?:₹|\brs\.?|\binr)\s*$", re.IGNORECASE)
_RUN_MIN = 6  # a part of a number split over sentences or messages: a run of at least this many digits
_EMAIL_SPOKEN = re.compile(
    r"(?<![\w.])[a-z0-9][a-z0-9._-]*\s*(?:\(at\)|\[at\]|\sat(?:\s+the\s+rate(?:\s+of)?)?\s|\s(?:एट|ऐट)(?:\s+द\s+रेट)?\s)\s*[a-z0-9-]+"
    r"(?:\s*(?:\(dot\)|\[dot\]|\sdot\s|\sडॉट\s)\s*[a-z0-9-]+)*\s*(?:\(dot\)|\[dot\]|\sdot\s|\sडॉट\s)\s*"
    r"(?:com|in|co|org|net|info|biz)\b", re.IGNORECASE)


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
    text = secret_view(text)[:_MAX_CHARS]
    pub = _public_of(tuple(public))
    out: list[Secret] = []
    seen: set[str] = set()

    def add(kind: str, value: str) -> None:
        digits = _digits(value)
        key = f"{kind}:{digits[-10:] if len(digits) >= 10 else value}"  # one number found by two patterns: once
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
        if m.group().upper() not in pub.text.upper() and (m.group().isupper() or m.group().islower()):
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
    for m in _EMAIL_SPOKEN.finditer(text):
        add("email", m.group())
    for m in _JOINED.finditer(text):  # grouped or split numbers the patterns above did not take
        if inside_card(m):
            continue
        digits = _digits(m.group())
        if len(digits) < 10 or digits in pub.digits or any(digits in d for d in pub.digits):
            continue
        if 13 <= len(digits) <= 19 and (luhn_valid(digits) or len(digits) == 16):
            add("card_number", m.group())
            cards.append(m.span())
        elif len(digits) == 12 and digits[0] in "23456789":
            add("aadhaar", m.group())
        elif len(digits) == 10 and digits[0] in "6789":
            add("mobile", m.group())
    for m in _SHORT_GROUPS.finditer(text):  # a mobile number in groups too short for the patterns above
        digits = _digits(m.group())
        if inside_card(m) or digits in pub.digits \
                or any(digits in d for d in pub.digits) or _MONEY_BEFORE.search(text, max(0, m.start() - 6), m.start()):
            continue
        if len(digits) == 10 and digits[0] in "6789" and not _DATE_SHAPE.search(m.group()):
            add("mobile", m.group())
    for m in _CREDENTIAL.finditer(text):
        if len(_digits(m.group(1))) == 6 and m.group(0)[:3].lower() == "pin" \
                and _ADDRESS_CUE.search(text, max(0, m.start() - 160), m.start()):
            continue  # "City: Sangli … PIN: 416086": an address's postal PIN code
        add("credential", _digits(m.group(1)))
    return out


_ADDRESS_CUE = re.compile(r"\b(?:address|city|state|district|flat|road|street|nagar|colony|apartments?|sector|pata|shahar)\b"
                          r"|पता|शहर|राज्य|ज़िला|जिला", re.IGNORECASE)


def split_card_numbers(texts: Iterable[str], public: Iterable[str] = ()) -> list[Secret]:
    """A card number written in parts: two runs of digits next to each other in reading order (in one message or
    across messages; other words between them) that together make 16 digits passing the Luhn check."""
    pub = _public_of(tuple(public))
    runs = [_digits(m.group()) for text in texts if isinstance(text, str)
            for view in (secret_view(text)[:_MAX_CHARS],) for m in _JOINED.finditer(view)
            if not _MONEY_BEFORE.search(view, max(0, m.start() - 6), m.start())]  # an amount is no part of one
    runs = [r for r in runs if _RUN_MIN <= len(r) < 16]
    out = []
    for first, second in zip(runs, runs[1:]):
        whole = first + second
        if len(whole) == 16 and luhn_valid(whole) and whole not in pub.digits:
            out.append(Secret("card_number", whole))
    return out


def _spell_digits(m: re.Match) -> str:
    digits = "".join(_DIGIT_WORDS[w.lower()] for w in re.findall(r"[\w\u0900-\u097f]+", m.group())
                     if w.lower() in _DIGIT_WORDS)
    return f" {digits} "


_BASE64 = re.compile(r"(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{16,}={0,2}(?![A-Za-z0-9+/=])")


@lru_cache(maxsize=1)
def _pair_words() -> tuple[dict[str, int], re.Pattern]:
    """Number words below a hundred (English, Hindi, Hinglish) and a run of four or more of them with at least one
    of two digits ("ninety-eight seventy-six fifty-four thirty-two ten", "अट्ठानवे छिहत्तर चौवन बत्तीस दस"): a
    number read out in pairs, as a phone number is."""
    from .numbers import HINDI_NUMBERS, TENS, UNITS

    values = {**UNITS, **TENS, **HINDI_NUMBERS}
    tens = "|".join(sorted(TENS, key=len, reverse=True))
    units = "|".join(w for w in UNITS if 0 < UNITS[w] < 10)
    word = rf"(?:(?:{tens})[\s-]+(?:{units})|" + "|".join(sorted(map(re.escape, values), key=len, reverse=True)) + ")"
    edge = r"(?![\w\u0900-\u097f])"
    return values, re.compile(rf"(?<![\w\u0900-\u097f]){word}{edge}(?:[\s,-]+{word}{edge}){{3,}}", re.IGNORECASE)


def _spell_pairs(m: re.Match) -> str:
    values, _ = _pair_words()
    words = re.findall(r"[\w\u0900-\u097f]+", m.group().lower())
    digits, i = [], 0
    while i < len(words):
        n = values[words[i]]
        if 20 <= n < 100 and n % 10 == 0 and i + 1 < len(words) and 0 < values.get(words[i + 1], 10) < 10:
            n, i = n + values[words[i + 1]], i + 1  # "ninety eight"
        digits.append(str(n))
        i += 1
    return f" {''.join(digits)} " if any(len(d) == 2 for d in digits) else m.group()


def _decoded(token: str) -> str | None:
    """A base64 token's text, where it is plain text holding digits (a card number encoded to slip past)."""
    try:
        raw = base64.b64decode(token + "=" * (-len(token) % 4), validate=True)
        text = raw.decode("ascii")
    except (ValueError, UnicodeDecodeError):
        return None
    return text if text.isprintable() and sum(ch.isdigit() for ch in text) >= 6 else None


_WORD = re.compile(r"[\w\u0900-\u097f]+")  # a word as the number-word patterns bound one
# the characters that IGNORECASE matches to an ASCII letter though they are none (the regex engine's own folds)
_ASCII_FOLDS = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"})


@lru_cache(maxsize=1)
def _number_words() -> tuple[frozenset[str], frozenset[str]]:
    """The words of the digit-word and the pair-word patterns, lower case (every word of a match is one of them)."""
    values, _ = _pair_words()
    return (frozenset(w.lower() for w in _DIGIT_WORDS),
            frozenset(part for w in values for part in _WORD.findall(w.lower())))


def _number_word_runs(text: str) -> tuple[bool, bool]:
    """Whether ``text`` has four or more words of each number-word pattern: both patterns need four in a row, so a
    text with fewer cannot match them (a word count over one split instead of two scans that try every word at
    every offset)."""
    digit_words, pair_words = _number_words()
    words = _WORD.findall(text.translate(_ASCII_FOLDS).lower())
    return (sum(w in digit_words for w in words) >= 4, sum(w in pair_words for w in words) >= 4)


@lru_cache(maxsize=4096)
def secret_view(text: str) -> str:
    """``text`` as the secret patterns read it: no invisible characters; digits in any Unicode form as plain
    digits ("⁴⁵⁵⁶", "④⑤⑤⑥", keycaps "4️⃣5️⃣"); digits read out as words written as digits (four or more in a row:
    "four five five six" -> "4556"); base64 tokens that hide digits decoded beside them. Cached: the gates read
    one message's view up to four times."""
    from .text import strip_invisible

    if not text.isascii():
        text = unicodedata.normalize("NFKC", text.replace("\u20e3", "").replace("\ufe0f", ""))
    text = strip_invisible(text).replace("\u0964", " \u0964 ").replace("\u0965", " \u0965 ")  # a danda ends a word
    digit_run, pair_run = _number_word_runs(text)
    if digit_run and _WORD_DIGITS.search(text):
        text = _WORD_DIGITS.sub(_spell_digits, text)
    if pair_run and (pairs := _pair_words()[1]).search(text):
        text = pairs.sub(_spell_pairs, text)
    if _BASE64.search(text):
        text = _BASE64.sub(lambda m: f"{m.group(0)} ({d})" if (d := _decoded(m.group(0))) else m.group(0), text)
    return text
