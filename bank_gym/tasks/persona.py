"""How a customer writes: a trait seeded per task (``TRAITS``), applied to its openings and step requests.

* ``plain``: as the family wrote it;
* ``terse``: no greeting, no "please" / "कृपया";
* ``verbose``: a sentence of context before the opening and a courtesy after each request;
* ``chat``: chat abbreviations ("pls", "a/c", "thx", "u", "nhi", "kr", "नही", "प्लीज़"), a lower-case "i" and a
  typo (two letters swapped) in one longer word of a message.

A trait changes words only: every id, amount, date and tenure reads the same before and after (values, unit
words, month names and words next to a figure are never touched; tests/test_persona.py reads them back). The
draw uses a generator seeded with the task id alone, so the family's draws and the gold chain are the task's own,
and a customer has the same trait in every language. The persona names the trait, so a model customer writes the
same way.
"""

from __future__ import annotations

import random
import re
import zlib

__all__ = ["TRAITS", "TRAIT_PERSONA", "draw_trait", "write_as"]

# The share of customers with each trait.
TRAITS = {"plain": 0.55, "terse": 0.15, "verbose": 0.15, "chat": 0.15}
TRAIT_PERSONA = {
    "plain": "",
    "terse": "Writes tersely: no greetings, no pleasantries.",
    "verbose": "Writes at length, with context and courtesies.",
    "chat": "Writes in chat style, with abbreviations (pls, a/c) and the odd typo.",
}

_VERBOSE_OPENINGS = {
    "en": ("I've banked with you for many years, so I hope you can sort this out for me.",
           "Sorry to trouble you, I'm not very good with these banking things.",
           "I tried the app first but couldn't manage it, so I'm writing here.",
           "My son usually helps me with this, but he is travelling, so here I am."),
    "hi": ("कई सालों से आपके बैंक में खाता है, उम्मीद है आप यह काम करवा देंगे।",
           "माफ़ कीजिए, परेशान कर रहे हैं; बैंक के ये काम हमें ज़्यादा समझ नहीं आते।",
           "पहले ऐप पर कोशिश की थी पर नहीं हो पाया, इसलिए यहाँ लिख रहे हैं।",
           "आम तौर पर बेटा यह सब देखता है, पर वह बाहर गया हुआ है।"),
    "hinglish": ("Kaafi saalon se aapke bank mein account hai, umeed hai aap yeh sort kar denge.",
                 "Sorry disturb kar rahe hain, yeh banking wali cheezein humein zyada samajh nahi aati.",
                 "Pehle app pe try kiya tha par nahi hua, isliye yahan likh rahe hain.",
                 "Normally beta yeh sab dekhta hai, par woh abhi bahar gaya hua hai."),
}
_VERBOSE_TAILS = {
    "en": (" Thank you for your patience.", " Sorry for all the questions.", " I hope that is not too much trouble."),
    "hi": (" आपके धैर्य के लिए धन्यवाद।", " इतने सवालों के लिए माफ़ी।", " उम्मीद है ज़्यादा तकलीफ़ नहीं होगी।"),
    "hinglish": (" Aapke patience ke liye thanks.", " Itne saare sawaalon ke liye sorry.",
                 " Umeed hai zyada takleef nahi hogi."),
}
_POLITE = {
    "en": re.compile(r"(?:^|(?<=[.?!]\s))[Pp]lease,?\s+|,?\s+please\b"),
    "hi": re.compile(r"कृपया\s+"),
    "hinglish": re.compile(r"(?:^|(?<=[.?!]\s))[Pp]lease,?\s+|,?\s+please\b|\bplease\s+"),
}
_CHAT = {
    "en": (("please", "pls"), ("Please", "Pls"), ("account", "a/c"), ("thanks", "thx"), ("Thanks", "Thx"),
           ("you", "u"), ("because", "coz"), ("I", "i")),
    "hinglish": (("nahi", "nhi"), ("Nahi", "Nhi"), ("please", "pls"), ("Please", "Pls"), ("account", "a/c"),
                 ("kar", "kr"), ("karna", "krna"), ("thanks", "thx"), ("Thanks", "Thx"), ("hai", "h")),
    "hi": (("नहीं", "नही"), ("कृपया", "प्लीज़"), ("धन्यवाद", "थैंक्स")),
}
# Words never misspelt: units and scales a value is read with, month names.
_KEEP = frozenset("""thousand hazaar hajar rupees rupee rupaye lakh crore months month mahine mahina mahino mahinon
years year saal monthly january february march april may june july august september october november december
percent days din""".split())
_DEV = "\u0900-\u097F"


def draw_trait(task_id: str) -> tuple[str, int]:
    """The trait of the customer of ``task_id`` and a variant number for its choices (``TRAITS``)."""
    rng = random.Random(f"persona:{task_id}")
    roll, total = rng.random(), 0.0
    for trait, share in TRAITS.items():
        total += share
        if roll < total:
            return trait, rng.randrange(1000)
    return "plain", rng.randrange(1000)


def _chat(text: str, language: str) -> str:
    for word, short in _CHAT[language]:
        if language == "hi":
            text = re.sub(rf"(?<![{_DEV}]){re.escape(word)}(?![{_DEV}])", short, text)
        else:
            text = re.sub(rf"(?<![\w/]){re.escape(word)}(?![\w/])", short, text)
    if language == "hi":
        return text
    words = [m for m in re.finditer(r"(?<![\w/₹.-])[a-z]{7,}(?![\w/])", text) if m.group().lower() not in _KEEP
             and not re.search(r"\d\s*$", text[:m.start()]) and not re.match(r"\s*\d", text[m.end():])]
    if not words:
        return text
    m = words[zlib.crc32(text.encode("utf-8")) % len(words)]
    w, i = m.group(), 2 + zlib.crc32(m.group().encode("utf-8")) % (len(m.group()) - 4)
    return text[:m.start()] + w[:i] + w[i + 1] + w[i] + w[i + 2:] + text[m.end():]


def write_as(text: str, trait: str, variant: int, language: str, opening: bool = False,
             greetings: tuple[str, ...] = ()) -> str:
    """``text`` (an opening when ``opening``, else a step request) written the way a customer with ``trait``
    writes; ``greetings`` are the greetings an opening may start with."""
    if trait == "terse":
        if opening:
            for greeting in sorted(greetings, key=len, reverse=True):
                if text.startswith(greeting + " "):
                    text = text[len(greeting) + 1:]
                    break
        short = _POLITE[language].sub("", text).strip()
        return short[:1].upper() + short[1:] if short and language != "hi" else (short or text)
    if trait == "verbose":
        if opening:
            extra = _VERBOSE_OPENINGS[language][variant % len(_VERBOSE_OPENINGS[language])]
            for greeting in sorted(greetings, key=len, reverse=True):
                if text.startswith(greeting + " "):
                    return f"{greeting} {extra} {text[len(greeting) + 1:]}"
            return f"{extra} {text}"
        tails = _VERBOSE_TAILS[language]
        return text + tails[(variant + zlib.crc32(text.encode("utf-8"))) % len(tails)]
    if trait == "chat":
        return _chat(text, language)
    return text
