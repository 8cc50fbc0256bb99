"""Figures taken back: a message that disclaims its figures ("please don't rely on these figures", "as of last
month"), and a figure whose precision its own sentence takes back ("give or take", "ऊपर-नीचे"). One value per fact:
a figure said so is no value told."""

from __future__ import annotations

import re

from .analysis import Analysis
from .text import fold

__all__ = ["disclaimed", "imprecise"]

# The message's values taken back or moved to another time: "please don't rely on these figures: they may not
# be accurate", "as of last month (today's figures are not available yet)". Told so, no value is told as the fact.
_DISCLAIMER = re.compile(fold(
    r"\b(?:do not|don't|dont|please do not|please don't|should not|shouldn't)\s+rely\s+on\b"
    r"|\b(?:these|this|the|those|they)\s+(?:figures?|numbers?|details|information|amounts?|values?|data)?\s*"
    r"(?:may|might|could)\s+(?:not\s+be\s+(?:accurate|correct|up to date|current|reliable)|be\s+(?:inaccurate|wrong|"
    r"incorrect|outdated|out of date|stale))\b"
    r"|\b(?:today's|todays|current|latest)\s+(?:figures?|numbers?|data|balance|values?)\s+(?:are|is)\s+not\s+(?:yet\s+)?"
    r"available\b|\bas of last (?:month|week|year)\b"
    r"|(?:आंकड़ों|आँकड़ों|जानकारी|इन)\s+पर\s+भरोसा\s+(?:न|मत)\b|(?:सही\s+नहीं\s+भी|ग़लत\s+भी|गलत\s+भी)\s+हो\s+सकते"
    r"|आज\s+के\s+(?:आंकड़े|आँकड़े)\s+अभी\s+उपलब्ध\s+नहीं|पिछले\s+महीने\s+के\s+(?:अनुसार|हिसाब\s+से)"
    r"|\bbharosa\s+(?:na|mat)\s+(?:karein|kijiye|karo|karna)\b|\b(?:galat|ghalat)\s+bhi\s+ho\s+sakt[ei]\b"
    r"|\baaj\s+ke\s+figures\s+abhi\s+available\s+nahi\b|\bpichhle\s+mahine\s+ke\s+(?:hisaab|anusar)\b"))
# a figure's precision taken back, in its own sentence or the next ("Treat that figure as give or take a few thousand
# rupees", "कुछ हज़ार रुपये ऊपर-नीचे"), unless that sentence calls the figure exact ("the amount is exact; only the
# time it shows can vary, give or take")
_IMPRECISE = re.compile(fold(r"\bgive\s+or\s+take\b|\bplus\s+or\s+minus\b|\bballpark\b|ऊपर[-\s]नीचे|\bupar[-\s]n(?:ee|i)che\b"
                             r"|\b(?:mote\s+taur\s+par|andazan)\b|मोटे\s+तौर\s+पर|अंदाज़न|अंदाजन"
                             # an error's size: "may differ from this by a few hundred rupees", "कुछ सौ रुपये अलग"
                             r"|\b(?:may|might|could|can)\s+(?:\w+\s+){0,2}?(?:differ|vary|be off)\b[^.?!\n]{0,30}?\bby\b"
                             r"|(?:\bkuch|कुछ)\s+(?:sau|hazaar|hazar|सौ|हज़ार|हजार)\s+(?:rupaye|rupay|रुपये|रुपए)\s+"
                             r"(?:idhar[-\s]udhar|alag|kam|zyada|इधर[-\s]उधर|अलग|कम|ज़्यादा|ज्यादा)"))
# a hedge said of a time, not a figure: "it usually shows in your app within a day, give or take"
_OF_A_TIME = re.compile(fold(r"\b(?:days?|hours?|weeks?|minutes?|din|ghante|hafte)\W{0,3}$|(?:दिन|घंटे|घंटों|हफ़्ते|हफ्ते)\W{0,3}$"))
# what a next sentence takes back must be a figure: named ("that figure", "राशि") or by its unit ("a few thousand rupees")
_A_FIGURE = re.compile(fold(r"\b(?:figures?|amounts?|numbers?|estimates?|totals?|sums?|balances?|payouts?|values?|quotes?|"
                            r"interest|rupees?|rs|inr|thousands?|hundreds?|lakhs?|crores?|paise|percent|rakam|raashi|rashi|"
                            r"aankd\w*|rupaye|rupay|hazaar|hazar|sau)\b|₹|%|राशि|रकम|रक़म|आंकड़|आँकड़|रुपये|रुपए|हज़ार|हजार|सौ|लाख|ब्याज"))
_EXACT = re.compile(fold(r"\bexact(?:ly)?\b|\bprecise(?:ly)?\b|\bbilkul\s+sahi\b|सटीक|बिल्कुल\s+सही"))


def imprecise(analysis: Analysis, index: int) -> bool:
    """Whether sentence ``index``, or the next one of the same paragraph with no figure of its own that speaks of a
    figure ("Treat that figure as give or take a few thousand rupees"; not "The app may take a while to reflect
    this, give or take"), takes the precision of its figure back (``_IMPRECISE``), and neither calls it exact."""
    own = analysis.sentences[index]
    near = [own.text] + [s.text for s in analysis.sentences[index + 1:index + 2]
                         if "\n\n" not in analysis.low[own.end:s.start] and _A_FIGURE.search(s.text)
                         and not any(s.start <= q.start < s.end for q in analysis.quantities)]
    return any(not _OF_A_TIME.search(t, 0, m.start()) for t in near for m in _IMPRECISE.finditer(t)) \
        and not any(_EXACT.search(t) for t in near)


def disclaimed(analysis: Analysis) -> bool:
    """Whether the message takes its figures back (``_DISCLAIMER``), not negated ("you can rely on these")."""
    return analysis.remember("disclaimed", lambda: _DISCLAIMER.search(analysis.low) is not None)
