"""Quantities in text: rupee amounts, percentages, tenures, day counts and plain numbers, however written.

Handled: ₹ / Rs / Rs. / INR / rupees before or after the figure, "/-"; Indian grouping ("1,50,000") and western
grouping ("150,000"); decimals; lakh / lac / crore / thousand / k multipliers ("₹1.5 lakh", "20k", "2 crore",
"3 lakh"); numbers in words ("one lakh fifty thousand rupees", "thirty-six months", "one and a half years");
tenures in months or years ("6-month", "2 years" = 24 months). Every quantity keeps its span, how many decimals
were written (so "₹20,630" can be accepted as ₹20,629.88 rounded to the rupee) and whether it was marked as
money (a currency sign or word, or a lakh/crore multiplier).

Hindi (Devanagari) and Hinglish (romanised) are read the same way, on the normalized text (``text.normalize``:
ASCII digits, no nukta, anusvara for chandrabindu): the Hindi number words 0-100, which are irregular and so
listed whole ("पचास", "निन्यानवे", "pachchis", "chhattis"), with सौ/हजार/लाख/करोड/अरब and sau/hazaar/hajar/
karod as scales ("बीस हजार पांच सौ" = 20,500, "do crore"); the fractions डेढ/dedh (1.5), ढाई/dhai (2.5) and
the prefixes साढे/sadhe (+0.5), सवा/sawa (+0.25, alone 1.25), पौने/paune (-0.25) ("साढे तीन लाख" = 3,50,000,
"सवा लाख" = 1,25,000, "पौने दो लाख" = 1,75,000, "डेढ साल" = 18 months); रुपये/रुपए/rupaye/rupaiye, रु./Rs.;
महीने/महीनों/माह/mahine, साल/वर्ष/saal, दिन/din, प्रतिशत/फीसदी/pratishat. Romanised words that are also
everyday words ("do", "ek", "teen", "nau", "saath", "char"...) and the Hindi "एक" (also "a") and "दो" (also
"give") count as numbers only next to a scale, a unit or a currency word ("do lakh", "teen mahine", "saath
hazaar"), never alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import NamedTuple

from .text import DEVANAGARI, fold

__all__ = ["Quantity", "amount_matches", "exact_paise", "parse_quantities", "round_to"]

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
ATTACHED_ONLY = frozenset({"k", "l", "cr", "mn"})
_KARATS = frozenset({"18", "22", "24"})  # gold purities written "22K" (with no currency before them)  # "20k", "1.5L": only written straight after the digits
CURRENCY_BEFORE = frozenset({"₹", "rs", "inr", "rupees", "rupee", "re"})
CURRENCY_AFTER = frozenset({"rupees", "rupee", "rs", "inr", "/-"})
MONTH_UNITS = frozenset({"month", "months", "mth", "mths", "mo", "mos", "monthly"})
YEAR_UNITS = frozenset({"year", "years", "yr", "yrs"})
DAY_UNITS = frozenset({"day", "days"})
PERCENT_UNITS = frozenset({"%", "percent", "pc", "pct"})
_DETERMINERS = frozenset({"the", "this", "that", "which", "each", "every", "any", "no", "another", "other"})

# ---------------------------------------------------------------- Hindi and Hinglish
# Hindi numbers below a hundred are single, irregular words: each is atomic (never "twenty five" style), and
# a run of them only continues through a scale ("बीस हजार पांच सौ"). Keys are in the normalized spelling.
_HINDI_WORDS = (
    "शून्य", "एक", "दो", "तीन", "चार", "पांच", "छह", "सात", "आठ", "नौ", "दस",
    "ग्यारह", "बारह", "तेरह", "चौदह", "पंद्रह", "सोलह", "सत्रह", "अठारह", "उन्नीस", "बीस",
    "इक्कीस", "बाईस", "तेईस", "चौबीस", "पच्चीस", "छब्बीस", "सत्ताईस", "अट्ठाईस", "उनतीस", "तीस",
    "इकतीस", "बत्तीस", "तैंतीस", "चौंतीस", "पैंतीस", "छत्तीस", "सैंतीस", "अड़तीस", "उनतालीस", "चालीस",
    "इकतालीस", "बयालीस", "तैंतालीस", "चवालीस", "पैंतालीस", "छियालीस", "सैंतालीस", "अड़तालीस", "उनचास", "पचास",
    "इक्यावन", "बावन", "तिरेपन", "चौवन", "पचपन", "छप्पन", "सत्तावन", "अट्ठावन", "उनसठ", "साठ",
    "इकसठ", "बासठ", "तिरसठ", "चौंसठ", "पैंसठ", "छियासठ", "सड़सठ", "अड़सठ", "उनहत्तर", "सत्तर",
    "इकहत्तर", "बहत्तर", "तिहत्तर", "चौहत्तर", "पचहत्तर", "छिहत्तर", "सतहत्तर", "अठहत्तर", "उन्यासी", "अस्सी",
    "इक्यासी", "बयासी", "तिरासी", "चौरासी", "पचासी", "छियासी", "सत्तासी", "अट्ठासी", "नवासी", "नब्बे",
    "इक्यानवे", "बानवे", "तिरानवे", "चौरानवे", "पचानवे", "छियानवे", "सत्तानवे", "अट्ठानवे", "निन्यानवे",
)
_HINDI_VARIANTS = {
    "छः": 6, "छै": 6, "पन्द्रह": 15, "अठाईस": 28, "अठ्ठाईस": 28, "चौवालीस": 44, "चव्वालीस": 44, "तिरपन": 53,
    "चउवन": 54, "सरसठ": 67, "उनासी": 79, "अठासी": 88, "पंचानवे": 95, "पिचानवे": 95, "अठानवे": 98, "तैंतिस": 33,
}
_HINGLISH_WORDS = {
    "shunya": 0, "ek": 1, "do": 2, "teen": 3, "char": 4, "chaar": 4, "paanch": 5, "panch": 5, "paach": 5,
    "chhe": 6, "chhah": 6, "chheh": 6, "chhai": 6, "saat": 7, "aath": 8, "nau": 9, "das": 10,
    "gyarah": 11, "gyaarah": 11, "barah": 12, "baarah": 12, "terah": 13, "chaudah": 14, "chaudeh": 14,
    "pandrah": 15, "pandra": 15, "solah": 16, "satrah": 17, "satraah": 17, "atharah": 18, "athaarah": 18,
    "unnis": 19, "unees": 19, "unnees": 19, "bees": 20, "bis": 20,
    "ikkis": 21, "ikkees": 21, "baais": 22, "bais": 22, "teis": 23, "tees": 30, "chaubis": 24, "chaubees": 24,
    "pachchis": 25, "pachis": 25, "pachees": 25, "chhabbis": 26, "chabbis": 26, "sattais": 27, "sattaees": 27,
    "atthais": 28, "athais": 28, "untis": 29, "untees": 29,
    "ikattis": 31, "iktis": 31, "battis": 32, "battees": 32, "chhattees": 36, "paintees": 35, "chauntees": 34, "tentis": 33, "taintis": 33, "chauntis": 34, "chautis": 34,
    "paintis": 35, "pentis": 35, "chhattis": 36, "chattis": 36, "saintis": 37, "sentis": 37, "adtis": 38,
    "artis": 38, "untalis": 39, "chalis": 40, "chaalis": 40, "chalees": 40,
    "iktalis": 41, "byalis": 42, "bayalis": 42, "taintalis": 43, "chawalis": 44, "chauvalis": 44,
    "paintalis": 45, "chhiyalis": 46, "saintalis": 47, "adtalis": 48, "artalis": 48, "unchas": 49,
    "pachas": 50, "pachaas": 50, "ikyavan": 51, "ikyawan": 51, "baavan": 52, "bavan": 52, "tirpan": 53,
    "tirepan": 53, "chauvan": 54, "chauwan": 54, "pachpan": 55, "chhappan": 56, "chappan": 56, "sattavan": 57,
    "sattawan": 57, "atthavan": 58, "atthawan": 58, "unsath": 59, "saath": 60, "sath": 60,
    "iksath": 61, "baasath": 62, "basath": 62, "tirsath": 63, "chaunsath": 64, "painsath": 65,
    "chhiyasath": 66, "sadsath": 67, "adsath": 68, "unhattar": 69, "sattar": 70,
    "ikhattar": 71, "bahattar": 72, "tihattar": 73, "chauhattar": 74, "pachhattar": 75, "pachattar": 75,
    "chhihattar": 76, "sathattar": 77, "athhattar": 78, "athattar": 78, "unasi": 79, "unyasi": 79, "assi": 80,
    "ikyasi": 81, "bayasi": 82, "tirasi": 83, "chaurasi": 84, "pachasi": 85, "chhiyasi": 86, "sattasi": 87,
    "atthasi": 88, "navasi": 89, "nabbe": 90, "nabbey": 90,
    "ikyanave": 91, "baanve": 92, "banve": 92, "tiranve": 93, "chauranve": 94, "pachanve": 95, "panchanve": 95,
    "chhiyanve": 96, "sattanve": 97, "atthanve": 98, "ninyanve": 99, "ninyaanve": 99,
}
HINDI_NUMBERS: dict[str, int] = {
    **{fold(w): n for n, w in enumerate(_HINDI_WORDS)},
    **{fold(w): n for w, n in _HINDI_VARIANTS.items()},
    **_HINGLISH_WORDS,
}
# Everyday words as well as numbers ("do" = 2 / "do"; "saath" = 60 / "with"; "एक" = 1 / "a"; "दो" = 2 /
# "give"): numbers only inside a longer number or right before a unit or currency word.
AMBIGUOUS = frozenset({"ek", "do", "teen", "char", "nau", "saath", "sath", "bees", "bis", "tees", "das",
                       "एक", "दो"})
_EN_UNIT_NOT_AFTER = frozenset({"teen"})  # "teen years": English
HINDI_SCALES = {
    **{fold(w): v for w, v in {"सौ": 100, "हज़ार": 1_000, "हजार": 1_000, "लाख": 100_000, "करोड़": 10_000_000,
                               "अरब": 1_000_000_000}.items()},
    "sau": 100, "hazaar": 1_000, "hazar": 1_000, "hajar": 1_000, "hajaar": 1_000, "hazzar": 1_000,
    "karod": 10_000_000, "karor": 10_000_000, "karode": 10_000_000, "arab": 1_000_000_000,
}
HINDI_MONEY_SCALES = frozenset({fold("लाख"), fold("करोड़"), fold("अरब"), "karod", "karor", "karode", "arab"})
# a whole value (डेढ = 1.5), or a prefix that shifts the number after it (साढे तीन = 3.5, पौने दो = 1.75);
# सवा alone before a scale is 1.25 ("सवा लाख")
FRACTIONS = {fold("डेढ़"): Decimal("1.5"), fold("ढाई"): Decimal("2.5"), "dedh": Decimal("1.5"),
             "derh": Decimal("1.5"), "dhai": Decimal("2.5"), "dhaai": Decimal("2.5"), "adhai": Decimal("2.5"),
             "adhaai": Decimal("2.5")}
PREFIXES = {fold("साढ़े"): Decimal("0.5"), fold("सवा"): Decimal("0.25"), fold("पौने"): Decimal("-0.25"),
            "sadhe": Decimal("0.5"), "saadhe": Decimal("0.5"), "sade": Decimal("0.5"), "saade": Decimal("0.5"),
            "sarhe": Decimal("0.5"), "sawa": Decimal("0.25"), "sava": Decimal("0.25"),
            "paune": Decimal("-0.25"), "pone": Decimal("-0.25")}
_SAWA = frozenset({fold("सवा"), "sawa", "sava"})
HINDI_CURRENCY_BEFORE = frozenset({"रु", "रू"})
HINDI_CURRENCY_AFTER = frozenset({
    "रुपये", "रुपए", "रुपया", "रुपयों", "रूपये", "रूपए", "रुपैये", "रु", "रू",
    "rupaye", "rupaiye", "rupay", "rupye", "rupey", "rupiya", "rupiye", "rupaiya",
})
HINDI_MONTH_UNITS = frozenset({"महीने", "महीना", "महीनों", "महीनें", "महिने", "महिना", "माह", "मास",
                               "mahine", "mahina", "mahino", "mahinon", "mahiney", "maheene", "maah"})
HINDI_YEAR_UNITS = frozenset({"साल", "सालों", "वर्ष", "वर्षों", "वर्षीय", "बरस", "saal", "sal", "saalon", "salon",
                              "varsh", "varsho", "baras"})
HINDI_DAY_UNITS = frozenset({"दिन", "दिनों", "दिवस", "din", "dino", "dinon"})
HINDI_PERCENT_UNITS = frozenset({"प्रतिशत", fold("फ़ीसदी"), fold("फ़ीसद"), "pratishat", "pratishath", "fisadi",
                                 "feesadi", "phisadi"})
HINDI_UNITS = HINDI_MONTH_UNITS | HINDI_YEAR_UNITS | HINDI_DAY_UNITS | HINDI_PERCENT_UNITS | HINDI_CURRENCY_AFTER
ENGLISH_UNITS = MONTH_UNITS | YEAR_UNITS | DAY_UNITS | PERCENT_UNITS
SCALES.update(HINDI_SCALES)
MONEY_SCALES = MONEY_SCALES | HINDI_MONEY_SCALES
CURRENCY_BEFORE = CURRENCY_BEFORE | HINDI_CURRENCY_BEFORE
CURRENCY_AFTER = CURRENCY_AFTER | HINDI_CURRENCY_AFTER
MONTH_UNITS = MONTH_UNITS | HINDI_MONTH_UNITS
YEAR_UNITS = YEAR_UNITS | HINDI_YEAR_UNITS
DAY_UNITS = DAY_UNITS | HINDI_DAY_UNITS
PERCENT_UNITS = PERCENT_UNITS | HINDI_PERCENT_UNITS

_TOKEN = re.compile(
    r"(?P<num>(?:\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\d,]\d)|(?<![a-z])\.\d+)"
    r"|(?P<word>[a-z]+|[" + DEVANAGARI + r"]+)"
    r"|(?P<sym>₹|%|/-|-)"
)


@dataclass(frozen=True)
class Quantity:
    kind: str  # "amount" | "percent" | "tenure" | "days" | "number"
    value: Decimal  # rupees, percent, months, days, or the number
    raw: Decimal  # the number as written, before unit conversion (2 for "2 years")
    start: int
    end: int
    decimals: int  # decimals as written (0 for words and multiplied figures; "2.22 lakh": -3, its written precision)
    marked: bool  # money: currency sign/word or lakh/crore multiplier


class _Tok(NamedTuple):  # a tuple: a message makes dozens, and a frozen dataclass costs ~1 µs each to build
    kind: str  # num | word | sym
    text: str
    start: int
    end: int


_DIGIT = re.compile(r"\d")
_WORD_TOKEN = re.compile(r"[a-z]+|[" + DEVANAGARI + r"]+")  # the word tokens of _TOKEN
# the words a quantity may start with (or, after "a", go on with: "a lakh", "a year")
_STARTERS = frozenset([*UNITS, *TENS, *HINDI_NUMBERS, *FRACTIONS, *PREFIXES,
                       "lakh", "lac", "crore", "hundred", "thousand", "year"])


def _tokens(low: str) -> list[_Tok]:
    return [_Tok(m.lastgroup or "", m.group(0), m.start(), m.end()) for m in _TOKEN.finditer(low)]


def _is_number_word(tok: _Tok) -> bool:
    return tok.kind == "word" and (tok.text in UNITS or tok.text in TENS or tok.text in HINDI_NUMBERS)


def _after_prefix(toks: list[_Tok], j: int, low: str) -> Decimal | None:
    """The number a साढे / सवा / पौने at ``j`` shifts: the next word or whole figure ("साढे तीन", "sadhe 7")."""
    if j + 1 >= len(toks):
        return None
    nxt = toks[j + 1]
    if low and low[toks[j].end:nxt.start].strip():
        return None
    if nxt.kind == "word":
        value = HINDI_NUMBERS.get(nxt.text, UNITS.get(nxt.text, TENS.get(nxt.text)))
        return None if value is None else Decimal(value)
    if nxt.kind == "num" and nxt.text.isdigit() and len(nxt.text) <= 3:
        return Decimal(nxt.text)
    return None


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


def _hindi(text: str) -> bool:
    return text in HINDI_NUMBERS or text in FRACTIONS or text in PREFIXES or text in HINDI_SCALES


def _parse_run(toks: list[_Tok], i: int, low: str = "") -> tuple[Decimal, int, int, bool] | None:
    """A number starting at token ``i``: (value, decimals, index after it, used a money scale). A Hindi or
    Hinglish number runs on through spaces only (in ``low``): '"do", "sau"' is two words, not 200."""
    n = len(toks)
    tok = toks[i]
    money_scale = False
    if tok.kind == "num":
        parsed = _digits(tok.text)
        if parsed is None:
            return None
        value, decimals = parsed
        significant = len(value.normalize().as_tuple().digits)
        j = i + 1
        while j < n:
            scale = _scale(toks[j], toks[j - 1])
            if scale is None:
                break
            if toks[j].text == "k" and tok.text in _KARATS and not (i > 0 and toks[i - 1].text in ("₹", "rs", "inr")) \
                    and not (j + 1 < n and toks[j + 1].text.startswith(("rupee", "rupaye", "rs", "inr"))):
                break  # "22K gold": karats, not ₹22,000 ("₹22k" is money)
            value *= scale
            # "₹2.22 lakh" is ₹2,21,762.04 rounded to the written thousand; "2 lakh" stays exact (too coarse to tell
            # a figure by): a scaled figure keeps the precision it was written with from three digits on
            decimals = decimals - (len(str(scale)) - 1) if significant >= 3 and decimals > 0 else 0
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
        if j > i and low and (_hindi(t.text) or _hindi(toks[j - 1].text)) and (
                low[toks[j - 1].end:t.start].strip()):
            break
        if t.kind == "word" and (t.text in HINDI_NUMBERS or t.text in FRACTIONS or t.text in PREFIXES):
            if current % 100:
                break  # "पचास साठ", "dedh dhai": two numbers
            if t.text in PREFIXES:
                base = _after_prefix(toks, j, low)
                if base is not None:
                    current += base + PREFIXES[t.text]  # "साढे तीन" 3.5, "पौने दो" 1.75
                    j += 1
                elif t.text in _SAWA and j + 1 < n and toks[j + 1].text in SCALES and (
                        toks[j + 1].text not in ATTACHED_ONLY) and not low[t.end:toks[j + 1].start].strip():
                    current += Decimal("1.25")  # "सवा लाख"
                else:
                    break
            else:
                current += HINDI_NUMBERS[t.text] if t.text in HINDI_NUMBERS else FRACTIONS[t.text]
            seen = True
            j += 1
            continue
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


_PER_YEAR_BEFORE = re.compile(r"(?:%|\bpercent|\bpct|\bonce|\btwice|\btimes|\binterest)\s*$")


def parse_quantities(low: str, blocked: list[tuple[int, int]] | tuple = ()) -> list[Quantity]:
    """Every quantity in a lower-cased normalized text, in order. ``blocked`` spans (dates, ids) are skipped."""
    if _DIGIT.search(low) is None and _STARTERS.isdisjoint(_WORD_TOKEN.findall(low)):
        return []  # nothing a quantity can start with ("Yes, please go ahead."): no need to read its tokens
    toks = _tokens(low)
    if blocked:
        mask = bytearray(len(low) + 1)  # linear however many dates and ids there are
        for s, e in blocked:
            mask[s:e] = b"\x01" * (e - s)
        toks = [t for t in toks if not mask[t.start]]
    out: list[Quantity] = []
    i = 0
    n = len(toks)
    while i < n:
        tok = toks[i]
        starts_number = tok.kind == "num" or _is_number_word(tok) or tok.text in FRACTIONS or (
            tok.text in PREFIXES) or (
            tok.kind == "word" and tok.text == "a" and i + 1 < n and toks[i + 1].text in ("lakh", "lac", "crore", "hundred", "thousand", "year"))
        if not starts_number:
            i += 1
            continue
        if tok.kind == "word" and tok.text == "a" and toks[i + 1].text == "year":
            if not _PER_YEAR_BEFORE.search(low, max(0, tok.start - 12), tok.start):  # not "6.5% a year": a rate's
                out.append(Quantity("tenure", Decimal(12), Decimal(1), tok.start, toks[i + 1].end, 0, False))
            i += 2
            continue
        if _is_number_word(tok) and tok.text == "one" and i > 0 and toks[i - 1].text in _DETERMINERS:
            i += 1
            continue
        run = _parse_run(toks, i, low)
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
        if j == i + 1 and tok.text in AMBIGUOUS and not (nxt is not None and not low[end:nxt.start].strip() and (
                unit in HINDI_UNITS or (unit in ENGLISH_UNITS or unit in CURRENCY_AFTER) and tok.text not in _EN_UNIT_NOT_AFTER)):
            i += 1  # "do" / "saath" / "एक" alone: a word, not a number
            continue
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
    return _join_compound_amounts(low, out) if len(out) > 1 else out


_COMPOUND_GAP = re.compile(r"\s+(?:(?:and|aur|" + fold("और") + r")\s+)?")


_OWN_SIGN = re.compile(r"₹|rs\b|inr\b|rupees?\b|re\b|" + fold("रु"))


def _join_compound_amounts(low: str, quantities: list[Quantity]) -> list[Quantity]:
    """"2 lakh 50 hazaar", "१ करोड़ २० लाख", "2 lakh and 50 thousand": one amount, as Indians say it. An amount that
    ends in lakh or crore, followed (after a space or "and") by a smaller amount with no currency sign of its own
    that fits under that scale, is one figure ("₹2 lakh, ₹50,000" stays two)."""
    out = [quantities[0]]
    for q in quantities[1:]:
        head = out[-1]
        words = low[head.start:head.end].split()
        scale = SCALES.get(words[-1]) if words else None
        tail = low[q.start:q.end].split()
        scaled = q.kind == "amount" or (q.kind == "number" and bool(tail) and tail[-1] in SCALES)
        if (head.kind == "amount" and scaled and scale is not None and scale >= 100_000
                and 0 < q.value < scale and _COMPOUND_GAP.fullmatch(low[head.end:q.start])
                and not _OWN_SIGN.match(low, q.start)):
            total = head.value + q.value
            out[-1] = Quantity("amount", total, total, head.start, q.end, max(head.decimals, q.decimals), True)
            continue
        # "85 हज़ार 175 रुपये", "22 hazaar 500 rupaye": thousands, then the rupees under them, the sign at the end
        if (head.kind in ("number", "amount") and q.kind == "amount" and scale is not None and scale >= 1_000
                and 0 < q.value < scale and q.value == q.value.to_integral_value()
                and _COMPOUND_GAP.fullmatch(low[head.end:q.start]) and not _OWN_SIGN.match(low, q.start)):
            total = head.value + q.value
            out[-1] = Quantity("amount", total, total, head.start, q.end, q.decimals, True)
            continue
        out.append(q)
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


def exact_paise(value) -> int | None:
    """A call argument's rupees as whole paise, or None (not a finite number, or finer than a paisa)."""
    try:
        d = Decimal(str(value))
    except Exception:
        return None
    if not d.is_finite():
        return None
    scaled = d * 100
    return int(scaled) if scaled == scaled.to_integral_value() else None


_RANGE_START = re.compile(r"(?<![\d,.₹])(\d+)\s*(?:से|se|to|-|–)\s*$")
_SLAB = re.compile(r"\b(?:slabs?|brackets?|tiers?|bands?|rates?|wale|wali)\b|स्लैब|वाले|वाली|दर")


def range_around(low: str, q: Quantity, value: Decimal) -> bool:
    """Whether tenure ``q`` ends a rate slab said before it ("12 से 23 महीने वाले स्लैब", "the 12 to 23 months
    slab") that holds ``value``: the slab the value falls in, not a second value."""
    m = _RANGE_START.search(low, max(0, q.start - 16), q.start)
    return m is not None and _SLAB.search(low, max(0, m.start() - 40), q.end + 30) is not None \
        and Decimal(m.group(1)) * (q.value / q.raw if q.raw else 1) <= value <= q.value
