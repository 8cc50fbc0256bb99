"""How a customer says what the families write: values as people say them, and Hindi and Hinglish first-person
verbs that agree with the customer's gender.

The families write values one way (``format_inr``'s "₹1,50,000", ISO dates, tenures in months) and first-person
verbs in the masculine ("चाहता हूँ", "bharta hoon"). ``customer_words(task, gender)`` rewrites the customer's
words of a built task (openings, step requests, answers to questions, closing) in the task's language:

* **amounts**: half the customers (seeded per task) say a round amount the spoken way: "1.5 lakh", "₹2 crore",
  "50 thousand rupees", "50k"; "1.5 लाख", "डेढ़ लाख", "50 हज़ार रुपये"; "1.5 lakh", "dhai lakh",
  "50 hazaar rupaye". Amounts with paise or not a round thousand stay in digits;
* **dates**: half the customers say an ISO date as "19 March", "March 19", "19th March" / "19 मार्च" / "19 March",
  without the year when the date is the nearest 19 March to the session date (how the reader resolves a date
  without a year), else with it ("19 March 2025");
* **tenures**: half the customers say a tenure of whole years in years ("5 years", "5-year", "5 साल", "5 वर्ष",
  "5 saal") and 18 months as a year and a half ("1.5 years", "डेढ़ साल", "dedh saal");
* **gender**: a woman's first-person verbs are feminine ("चाहती हूँ", "रही थी", "करूँगी", "bharti hoon",
  "gayi hoon", "karungi").

Every form is one the language layer reads back to the same value (tests/test_speech.py checks each). The draws
come from a ``random.Random`` seeded with the task id alone, never the family's generator, so the gold chain and
every value stay the task's own, and the same customer speaks the same way in every language.
"""

from __future__ import annotations

import random
import re
from datetime import date
from decimal import Decimal

from .model import Task
from .persona import TRAIT_PERSONA, draw_trait, write_as

__all__ = ["PROPORTIONS", "agree", "customer_words", "say_amount", "say_date", "say_tenure", "speak_values",
           "spoken_amounts"]

# The share of tasks whose customer says each kind of value the spoken way (the rest keep the digits).
PROPORTIONS = {"amount": 0.5, "date": 0.5, "tenure": 0.5}

_DEV = "\u0900-\u097F"
_AMOUNT = re.compile(r"(?<![\w.,-])₹(\d{1,3}(?:,\d{2})*,\d{3}|\d{1,6})(?![\d.,]\d)")
_ISO = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_TENURE = {
    "en": re.compile(r"\b(\d{1,3})([ -])months?\b"),
    "hi": re.compile(rf"(?<![\d{_DEV}])(\d{{1,3}})( )(महीने|महीनों|महीना|माह)(?![{_DEV}])"),
    "hinglish": re.compile(r"\b(\d{1,3})([ -])(months?|mahine|mahino|mahinon|mahina)\b"),
}
_SCALES = {"en": ("crore", "lakh", "thousand"), "hi": ("करोड़", "लाख", "हज़ार"), "hinglish": ("crore", "lakh", "hazaar")}
_RUPEES = {"en": "rupees", "hi": "रुपये", "hinglish": "rupaye"}
_HALVES = {"hi": {Decimal("1.5"): "डेढ़", Decimal("2.5"): "ढाई"}, "hinglish": {Decimal("1.5"): "dedh", Decimal("2.5"): "dhai"}}
_MONTHS = {
    "en": ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"),
    "hi": ("जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"),
}
_MONTHS["hinglish"] = _MONTHS["en"]
_YEARS = {"en": ("year", "years"), "hi": ("साल", "साल"), "hinglish": ("saal", "saal")}


def _number(value: Decimal) -> str:
    return f"{value.normalize():f}"


def say_amount(rupees: int, language: str, variant: int) -> str | None:
    """A whole-rupee amount said the spoken way (``variant`` picks the form), or None if it has none."""
    scales = _SCALES[language]
    if rupees >= 10**7 and rupees % 10**5 == 0:
        value, word, thousand = Decimal(rupees) / 10**7, scales[0], False
    elif rupees >= 10**5 and rupees % 1000 == 0:
        value, word, thousand = Decimal(rupees) / 10**5, scales[1], False
    elif rupees >= 1000 and rupees % 500 == 0 and rupees < 10**5:
        value, word, thousand = Decimal(rupees) / 1000, scales[2], True
        if value != value.to_integral_value():  # 1,500 and 2,500: only "डेढ़ हज़ार", "dhai hazaar"
            half = _HALVES.get(language, {}).get(value)
            return f"{half} {word} {_RUPEES[language]}" if half else None
    else:
        return None
    n = _number(value)
    half = _HALVES.get(language, {}).get(value)
    if language == "en":
        forms = [f"₹{n} {word}", f"{n}k" if thousand else f"{n} {word}", f"Rs {n} {word}", f"{n} {word} rupees"]
    else:
        rupee = _RUPEES[language]
        bare = f"{half} {word}" if half else f"{n} {word}"
        forms = [f"₹{n} {word}", f"{bare} {rupee}" if thousand else bare, f"{n} {word} {rupee}"]
    return forms[variant % len(forms)]


_SCALE_OF = {"crore": 10**7, "करोड़": 10**7, "lakh": 10**5, "लाख": 10**5, "thousand": 1000, "हज़ार": 1000,
             "hazaar": 1000, "k": 1000}
_HALF_OF = {"डेढ़": Decimal("1.5"), "ढाई": Decimal("2.5"), "dedh": Decimal("1.5"), "dhai": Decimal("2.5")}
_SPOKEN = re.compile(r"(?<![\w.,])(\d+(?:\.\d+)?|डेढ़|ढाई|dedh|dhai)\s?(crore|करोड़|lakh|लाख|thousand|हज़ार|hazaar|k)"
                     rf"(?![\w{_DEV}])")


def spoken_amounts(text: str) -> list[int]:
    """The amounts (paise) ``text`` says the way ``say_amount`` says them ("1.5 lakh", "डेढ़ लाख", "50k")."""
    out = []
    for m in _SPOKEN.finditer(text):
        if m.group(2) == "k" and m.start(2) != m.end(1):
            continue  # "50 k" is not how anyone writes it
        value = _HALF_OF.get(m.group(1)) or Decimal(m.group(1))
        out.append(int(value * _SCALE_OF[m.group(2)] * 100))
    return out


def _nearest(day: date, reference: date) -> bool:
    """Whether ``day`` is the date a reader takes "day month" (no year) for, said on ``reference``."""
    options = []
    for year in (reference.year - 1, reference.year, reference.year + 1):
        try:
            options.append(date(year, day.month, day.day))
        except ValueError:
            continue
    return min(options, key=lambda d: abs((d - reference).days)) == day


def say_date(day: date, language: str, variant: int, reference: date) -> str:
    """A date said as people say it ("19 March", "March 19", "19th March"; "19 मार्च"), with the year only when
    leaving it out would name another date."""
    month = _MONTHS[language][day.month - 1]
    year = "" if _nearest(day, reference) else f" {day.year}"
    if language == "hi":
        return f"{day.day} {month}{year}"
    suffix = "th" if 11 <= day.day % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day.day % 10, "th")
    forms = [f"{day.day} {month}{year}", f"{day.day}{suffix} {month}{year}"]
    if language == "en":
        forms.append(f"{month} {day.day}{',' + year if year else ''}")
    return forms[variant % len(forms)]


_SPOKEN_YEARS = re.compile(rf"(?<![\w.,])(\d+(?:\.5)?|डेढ़|dedh)[ -](?:years?|year|साल|वर्ष|saal)(?![\w{_DEV}])")


def spoken_tenures(text: str) -> list[int]:
    """The tenures (months) ``text`` says the way ``say_tenure`` says them ("5 years", "5-year", "डेढ़ साल")."""
    return [int((_HALF_OF.get(m.group(1)) or Decimal(m.group(1))) * 12) for m in _SPOKEN_YEARS.finditer(text)]


def say_tenure(months: int, language: str, variant: int, joiner: str = " ") -> str | None:
    """A tenure in years ("5 years", "5-year", "5 साल", "डेढ़ साल"), or None if it is not whole or half years."""
    if months == 18:
        if joiner == "-":
            return None
        return {"en": "1.5 years", "hi": "डेढ़ साल", "hinglish": "dedh saal"}[language]
    if months < 12 or months % 12:
        return None
    years = months // 12
    one, many = _YEARS[language]
    if language == "hi" and variant % 2:
        one = many = "वर्ष"
    if joiner == "-":
        return f"{years}-year" if language != "hi" else None
    return f"{years} {one if years == 1 else many}"


def speak_values(text: str, language: str, style: dict[str, int | None], reference: date) -> str:
    """``text`` with its values said in ``style``: for each kind (amount, date, tenure) a variant number, or None
    to keep the digits."""
    if style.get("amount") is not None:
        def amount(m: re.Match) -> str:
            said = say_amount(int(m.group(1).replace(",", "")), language, style["amount"])
            return said or m.group(0)
        text = _AMOUNT.sub(amount, text)
    if style.get("date") is not None:
        def day(m: re.Match) -> str:
            try:
                value = date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
            except ValueError:
                return m.group(0)
            return say_date(value, language, style["date"], reference)
        text = _ISO.sub(day, text)
    if style.get("tenure") is not None:
        def tenure(m: re.Match) -> str:
            said = say_tenure(int(m.group(1)), language, style["tenure"], m.group(2))
            return said or m.group(0)
        text = _TENURE[language].sub(tenure, text)
    return text


# ---------------------------------------------------------------- gender
# First-person verb forms, masculine -> feminine. A form followed by हूँ / hoon is first person wherever it
# stands; one followed by था / tha or nothing only in a clause whose subject is मैं / main ("मैं पूछ रहा था",
# "main shift ho gaya"). The future's first person singular (-ूँगा, -unga) is first person alone.
_HI_AUX = {"रहा": "रही", "गया": "गई", "आया": "आई", "चुका": "चुकी", "सका": "सकी", "पाया": "पाई", "था": "थी"}
_HG_AUX = {"raha": "rahi", "gaya": "gayi", "aaya": "aayi", "aya": "ayi", "chuka": "chuki", "saka": "saki",
           "paya": "payi", "tha": "thi"}
_NOT_VERBS = frozenset({"पिता", "नेता", "माता", "pita", "neta", "mata", "khata", "pata", "bata", "khaata"})
_HI_AM = r"(?:हूँ|हूं|था|नहीं)"
_HG_AM = r"(?:hoon|hun|hu|hoo|tha|nahi|nahin)"
_HI_WORD = rf"(?<![{_DEV}])([{_DEV}]+)(?![{_DEV}])"
# where a clause ends: punctuation, or a conjunction that starts another subject's clause ("मुझे लगता था कि मैं ...")
_CLAUSE_BREAK = re.compile(rf"([।?!,;:.—]|\s(?:कि|जब|और|लेकिन|पर|ki|jab|aur|lekin|par|but)(?![{_DEV}\w])\s)")
_HI_I = re.compile(rf"(?<![{_DEV}])मैं(?![{_DEV}])")
_HG_I = re.compile(r"\b(?:main|mai)\b", re.I)


def _feminine_hi(word: str, am: str | None, in_i_clause: bool) -> str:
    """``word`` in the feminine if it is a first-person verb form; ``am``: the हूँ / था / नहीं after it, if any."""
    first_person = am in ("हूँ", "हूं") or (am is not None and in_i_clause)
    if word in _NOT_VERBS:
        return word
    if word in _HI_AUX and (first_person or in_i_clause):
        return _HI_AUX[word]
    if word.endswith("ता") and first_person:
        return word[:-1] + "ी"
    if word.endswith(("ूँगा", "ूंगा", "ऊँगा", "ऊंगा")):
        return word[:-1] + "ी"
    return word


def _feminine_hg(word: str, am: str | None, in_i_clause: bool) -> str:
    low = word.lower()
    first_person = (am or "").lower() in ("hoon", "hun", "hu", "hoo") or (am is not None and in_i_clause)
    if low in _NOT_VERBS:
        return word
    if low in _HG_AUX and (first_person or in_i_clause):
        return _HG_AUX[low].capitalize() if word[0].isupper() else _HG_AUX[low]
    if low.endswith("ta") and len(low) > 3 and first_person:
        return word[:-1] + "i"
    if re.fullmatch(r"[a-z]+(?:unga|oonga)", low):
        return word[:-1] + "i"
    return word


def agree(text: str, gender: str, language: str) -> str:
    """``text`` with the customer's first-person verbs in the customer's gender ("M" leaves it as written)."""
    if gender != "F" or language not in ("hi", "hinglish"):
        return text
    hindi = language == "hi"
    i_re, feminine = (_HI_I, _feminine_hi) if hindi else (_HG_I, _feminine_hg)
    word_re = re.compile(_HI_WORD) if hindi else re.compile(r"\b([A-Za-z]+)\b")
    am_re = re.compile(rf"\s+({_HI_AM})(?![{_DEV}])") if hindi else re.compile(rf"\s+({_HG_AM})\b", re.I)
    pieces = _CLAUSE_BREAK.split(text)
    for index in range(0, len(pieces), 2):
        part = pieces[index]
        i_clause = bool(i_re.search(part))

        def word(w: re.Match, part: str = part, i_clause: bool = i_clause) -> str:
            am = am_re.match(part, w.end())
            return feminine(w.group(1), am.group(1) if am else None, i_clause)
        pieces[index] = word_re.sub(word, part)
    return "".join(pieces)


# ---------------------------------------------------------------- a task's words
def draw_style(task_id: str) -> dict[str, int | None]:
    """How the customer of ``task_id`` says values: a variant per kind, or None for digits (``PROPORTIONS``)."""
    rng = random.Random(f"speech:{task_id}")
    return {kind: (rng.randrange(1000) if rng.random() < share else None) for kind, share in PROPORTIONS.items()}


def customer_words(task: Task, gender: str, greetings: tuple[str, ...] = ()) -> Task:
    """``task`` with its customer's words said as that customer says them: values, gender agreement and the
    customer's writing trait (``persona.write_as``; the persona names the trait). ``greetings``: the ones its
    openings may start with."""
    style, language, reference = draw_style(task.task_id), task.language, task.session_date
    trait, variant = draw_trait(task.task_id)

    def said(text: str, opening: bool = False) -> str:
        text = agree(speak_values(text, language, style, reference), gender, language)
        return write_as(text, trait, variant, language, opening, greetings)

    scenario = task.scenario
    steps = [step.model_copy(update={
        "requests": [said(r) for r in step.requests],
        "reveals": [i.model_copy(update={"reply": agree(i.reply, gender, language)}) for i in step.reveals]})
        for step in scenario.steps]
    persona = f"{scenario.persona} {TRAIT_PERSONA[trait]}".strip()
    return task.model_copy(update={"scenario": scenario.model_copy(update={
        "first_messages": [said(m, opening=True) for m in scenario.first_messages], "steps": steps,
        "closing": [agree(c, gender, language) for c in scenario.closing], "persona": persona})})
