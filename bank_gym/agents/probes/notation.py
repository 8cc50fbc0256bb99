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


# ---------------------------------------------------------------- Hindi and Hinglish (the local rewordings)

# Written apart from the reader's own tables (``language.numbers``) on purpose: a rewording spoken from the
# reader's table would only test that the reader agrees with itself.
HINDI_NUMBER_WORDS = (
    "शून्य", "एक", "दो", "तीन", "चार", "पाँच", "छह", "सात", "आठ", "नौ", "दस",
    "ग्यारह", "बारह", "तेरह", "चौदह", "पंद्रह", "सोलह", "सत्रह", "अठारह", "उन्नीस", "बीस",
    "इक्कीस", "बाईस", "तेईस", "चौबीस", "पच्चीस", "छब्बीस", "सत्ताईस", "अट्ठाईस", "उनतीस", "तीस",
    "इकतीस", "बत्तीस", "तैंतीस", "चौंतीस", "पैंतीस", "छत्तीस", "सैंतीस", "अड़तीस", "उनतालीस", "चालीस",
    "इकतालीस", "बयालीस", "तैंतालीस", "चवालीस", "पैंतालीस", "छियालीस", "सैंतालीस", "अड़तालीस", "उनचास", "पचास",
    "इक्यावन", "बावन", "तिरपन", "चौवन", "पचपन", "छप्पन", "सत्तावन", "अट्ठावन", "उनसठ", "साठ",
    "इकसठ", "बासठ", "तिरसठ", "चौंसठ", "पैंसठ", "छियासठ", "सड़सठ", "अड़सठ", "उनहत्तर", "सत्तर",
    "इकहत्तर", "बहत्तर", "तिहत्तर", "चौहत्तर", "पचहत्तर", "छिहत्तर", "सतहत्तर", "अठहत्तर", "उन्यासी", "अस्सी",
    "इक्यासी", "बयासी", "तिरासी", "चौरासी", "पचासी", "छियासी", "सत्तासी", "अट्ठासी", "नवासी", "नब्बे",
    "इक्यानवे", "बानवे", "तिरानवे", "चौरानवे", "पचानवे", "छियानवे", "सत्तानवे", "अट्ठानवे", "निन्यानवे",
)
HINGLISH_NUMBER_WORDS = tuple((
    "shunya ek do teen char paanch chhe saat aath nau das gyarah barah terah chaudah pandrah solah satrah atharah "
    "unnis bees ikkis baais teis chaubis pachchis chhabbis sattais atthais untis tees iktis battis tentis chauntis "
    "paintis chhattis saintis adtis untalis chalis iktalis bayalis taintalis chawalis paintalis chhiyalis "
    "saintalis adtalis unchas pachas ikyavan bavan tirpan chauvan pachpan chhappan sattavan atthavan unsath saath "
    "iksath basath tirsath chaunsath painsath chhiyasath sadsath adsath unhattar sattar ikhattar bahattar tihattar "
    "chauhattar pachhattar chhihattar sathattar athhattar unyasi assi ikyasi bayasi tirasi chaurasi pachasi "
    "chhiyasi sattasi atthasi navasi nabbe ikyanave banve tiranve chauranve pachanve chhiyanve sattanve atthanve "
    "ninyanve").split())

# language -> the words of a local amount: scales, fractions, the currency word after the figure
_LOCAL = {
    "hi": {"sau": "सौ", "hazaar": "हज़ार", "lakh": "लाख", "crore": "करोड़", "rupees": "रुपये", "sawa": "सवा",
           "dedh": "डेढ़", "dhai": "ढाई", "sadhe": "साढ़े", "paune": "पौने", "numbers": HINDI_NUMBER_WORDS},
    "hinglish": {"sau": "sau", "hazaar": "hazaar", "lakh": "lakh", "crore": "crore", "rupees": "rupaye",
                 "sawa": "sawa", "dedh": "dedh", "dhai": "dhai", "sadhe": "sadhe", "paune": "paune",
                 "numbers": HINGLISH_NUMBER_WORDS},
}
_DEVANAGARI_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")


def _scaled_words(count: Decimal, scale: str, w: dict) -> str | None:
    """"डेढ़ लाख", "साढ़े तीन लाख", "सवा लाख", "पौने दो लाख", "पचास हज़ार" (None: no usual word form)."""
    whole, frac = divmod(count, 1)
    numbers = w["numbers"]
    if frac == 0 and 1 <= whole <= 99:
        return f"{numbers[int(whole)]} {w[scale]}"
    if count == Decimal("1.5"):
        return f"{w['dedh']} {w[scale]}"
    if count == Decimal("2.5"):
        return f"{w['dhai']} {w[scale]}"
    if frac == Decimal("0.5") and 3 <= whole <= 99:
        return f"{w['sadhe']} {numbers[int(whole)]} {w[scale]}"
    if count == Decimal("1.25"):
        return f"{w['sawa']} {w[scale]}"
    if frac == Decimal("0.25") and 2 <= whole <= 99:
        return f"{w['sawa']} {numbers[int(whole)]} {w[scale]}"
    if frac == Decimal("0.75") and 1 <= whole <= 98:
        return f"{w['paune']} {numbers[int(whole) + 1]} {w[scale]}"
    return None


def local_amount_words(paise: int, language: str) -> str | None:
    """A whole rupee amount the way it is said ("डेढ़ लाख रुपये", "एक लाख बीस हज़ार रुपये", "बीस हज़ार पाँच सौ
    रुपये", "dedh lakh rupaye"); None when it has no usual word form (paise, or a figure like 1,37,482)."""
    w = _LOCAL[language]
    if paise % 100 or paise <= 0:
        return None
    rupees = paise // 100
    for size, scale in ((10_000_000, "crore"), (100_000, "lakh")):
        if rupees >= size and rupees % (size // 4) == 0:  # "सवा लाख", "साढ़े तीन लाख"
            words = _scaled_words(Decimal(rupees) / size, scale, w)
            if words:
                return f"{words} {w['rupees']}"
    parts = []
    for size, scale in ((10_000_000, "crore"), (100_000, "lakh"), (1_000, "hazaar"), (100, "sau")):
        count, rupees = divmod(rupees, size)
        if count > 99:
            return None
        if count:
            parts.append(f"{w['numbers'][count]} {w[scale]}")
    if rupees or not parts:
        return None
    return " ".join(parts + [w["rupees"]])


def _local_lakh(paise: int, indian: str, language: str) -> str:
    """"1.5 लाख रुपये", "50 हज़ार रुपये" / "1.5 lakh rupaye" where exact, else "₹1,37,482.50"."""
    w = _LOCAL[language]
    rupees = Decimal(paise) / 100
    for size, scale in ((10_000_000, "crore"), (100_000, "lakh"), (1_000, "hazaar")):
        count = rupees / size
        if rupees >= size and count == count.quantize(Decimal("0.01") if size > 1_000 else Decimal(1)):
            return f"{count.normalize():f} {w[scale]} {w['rupees']}"
    return f"₹{indian}"


# notation -> (paise, "20,629.88"-style Indian digits, language) -> text
_LOCAL_AMOUNTS = {
    "inr": lambda p, i, lang: f"₹{i}",
    "rupees_after": lambda p, i, lang: f"{i} {_LOCAL[lang]['rupees']}",
    "rs": lambda p, i, lang: f"Rs. {i}",
    "rs_tight": lambda p, i, lang: f"Rs.{i}/-",
    "ru": lambda p, i, lang: f"रु. {i}",
    "devanagari": lambda p, i, lang: f"{i.translate(_DEVANAGARI_DIGITS)} {_LOCAL[lang]['rupees']}",
    "lakh": lambda p, i, lang: _local_lakh(p, i, lang),
    "words": lambda p, i, lang: local_amount_words(p, lang) or _local_lakh(p, i, lang),
}
LOCAL_AMOUNT_NOTATIONS = tuple(_LOCAL_AMOUNTS)


def render_local_amount(paise: int, notation: str, language: str) -> str:
    """₹ amount ``paise`` in one notation of ``LOCAL_AMOUNT_NOTATIONS``, in Hindi or Hinglish."""
    return _LOCAL_AMOUNTS.get(notation, _LOCAL_AMOUNTS["inr"])(paise, format_inr(paise)[1:], language)


HINDI_MONTHS = ("जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर",
                "दिसंबर")
# the other usual spelling (सितम्बर, दिसम्बर: half-nasal written with म्)
HINDI_MONTHS_ALT = ("जनवरी", "फरवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितम्बर", "अक्तूबर",
                    "नवम्बर", "दिसम्बर")

_LOCAL_DATES = {
    "hi_month": lambda d, today: f"{d.day} {HINDI_MONTHS[d.month - 1]} {d.year}",
    "hi_month_alt": lambda d, today: f"{d.day} {HINDI_MONTHS_ALT[d.month - 1]}, {d.year}",
    "d_month_y": lambda d, today: f"{d.day} {d:%B %Y}",
    "d_month": lambda d, today: f"{d.day} {d:%B}" if today is None or d.year == today.year else f"{d.day} {d:%B %Y}",
    "dmy_slash": lambda d, today: f"{d:%d/%m/%Y}",
    "d_mon_y": lambda d, today: f"{d:%d-%b-%Y}",
}
LOCAL_DATE_NOTATIONS = tuple(_LOCAL_DATES)


def render_local_date(day: date, notation: str, today: date | None = None) -> str:
    """A date in one notation of ``LOCAL_DATE_NOTATIONS`` ("d_month" leaves out the year of ``today``)."""
    return _LOCAL_DATES.get(notation, _LOCAL_DATES["hi_month"])(day, today)


# a tenure as the local oracle writes it ("6 महीने", "9 mahine"; "9-month FD" in Hinglish)
LOCAL_TENURE_PATTERN = {
    "hi": re.compile(r"(?<![\d.,])(\d+) (महीने|महीना)(?![\u0900-\u097F])"),
    "hinglish": re.compile(r"(?<![\d.,])\b(\d+)([ -])(mahine|mahina|months?)\b", re.I),
}


def render_local_tenure(months: int, notation: str, language: str) -> str:
    """"6 माह" (maah), "1 साल" / "2 saal" (years, whole years only), "6 months" (Hinglish months)."""
    hindi = language == "hi"
    if notation == "years" and months % 12 == 0:
        return f"{months // 12} {'साल' if hindi else 'saal'}"
    if notation == "maah" and hindi:
        return f"{months} माह"
    if notation == "months" and not hindi:
        return f"{months} month{'s' if months != 1 else ''}"
    if hindi:
        return f"{months} {'महीना' if months == 1 else 'महीने'}"
    return f"{months} {'mahina' if months == 1 else 'mahine'}"
