"""What a proposal says a write will do, against what the write does. A yes is informed only if the proposal states the
write's effect truly: a booking takes the money out of the source account now (it does not stay there to spend), a
mandate's cancellation stops its future debits (nothing already debited comes back), a premature closure cuts the
rate (read in ``figure_names``). Each write lists the effects it does NOT have, as what a sentence would have to say
to claim them; a proposal sentence that says one (not as a condition, a question or a denial) misstates the write.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .analysis import Analysis
from .dialogue import negated
from .text import fold

__all__ = ["misstated_effects"]

# money back: "comes back to your account", "will be refunded", "लौट आएगी", "वापस मिल जाएगी", "wapas aa jayegi"
_MONEY_BACK = (r"\b(?:comes?|coming|will\s+come|would\s+come|goes|will\s+go)\s+back\b|\b(?:will|shall|would)\s+be\s+"
               r"(?:\w+\s+)?(?:refunded|credited\s+back|reversed|returned|paid\s+back|reimbursed)\b|\bget\s+(?:\w+\s+){0,2}back\b"
               r"|(?:लौट|वापस)\s+(?:आ|मिल)\S*|\b(?:laut|wapas|vapas)\s+(?:aa|mil)\w*")
# the money left free to spend: "stays in your account, free to spend", "खाते में ही रहेगी", "kharch kar payenge"
_STAYS = (r"\b(?:stays?|remains?|will\s+stay|will\s+remain)\s+(?:\w+\s+){0,3}?(?:in|with)\s+(?:your|the)\s+(?:\w+\s+)?account\b"
          r"|\bfree\s+to\s+(?:spend|use|withdraw)\b|\b(?:still\s+)?(?:available|usable)\s+to\s+(?:spend|use|withdraw)\b"
          r"|खाते\s+में\s+(?:ही\s+)?(?:रहेगी|रहेगा|रहेंगे|बनी\s+रहेगी)|खर्च\s+कर\s+(?:सकेंगे|पाएंगे|पाएँगे|सकते)"
          r"|\baccount\s+(?:mein|me)\s+(?:hi\s+)?(?:rahegi|rahega|rahenge)\b|\bkharch\s+kar\s+(?:payenge|sakenge|sakte)\b")
# the debit a booking makes now, denied: "nothing leaves your account until maturity", "कुछ भी नहीं कटेगा"
_NO_DEBIT = (r"\bnothing\s+(?:\w+\s+){0,2}?(?:leaves|is\s+(?:debited|deducted|taken)|will\s+(?:leave|be\s+(?:debited|deducted)))\b"
             r"|\bno\s+(?:money|amount|debit)\s+(?:\w+\s+){0,2}?(?:leaves|is\s+debited|will\s+(?:leave|be\s+debited))\b"
             r"|कुछ\s+(?:भी\s+)?नहीं\s+(?:कटेगा|कटेगी|निकलेगा)|\bkuch\s+(?:bhi\s+)?nahi\s+(?:katega|kategi|niklega)\b")
_NOT_EFFECTS = {
    "cancel_mandate": {"a refund": _MONEY_BACK},
    "create_fd": {"the money stays": _STAYS, "no debit": _NO_DEBIT},
    "create_rd": {"the money stays": _STAYS, "no debit": _NO_DEBIT},
}
# how an effect's words are read: a denial is itself the claim ("nothing leaves": its "not" is no negation of it);
# money said to stay is the deposit's only when its own clause's subject is ("everything else stays" is the rest)
_DENIALS = frozenset({"no debit"})
_OF_ITS_OWN_MONEY = frozenset({"the money stays"})
_COMPILED = {tool: {what: re.compile(fold(p)) for what, p in effects.items()} for tool, effects in _NOT_EFFECTS.items()}
# whose money stays: the deposit's own ("the money", "it"), not what is left ("the remaining balance stays")
_ITS_OWN = re.compile(fold(r"\b(?:money|amount|principal|funds?|it|this|sum|rakam|raqam|paisa|paise|yeh|ye)\b|राशि|रकम|पैसा|पैसे|यह"))
_WHAT_IS_LEFT = re.compile(fold(r"\b(?:balance|remaining|rest|remainder|left|else|other|baaki|baki|bacha|bachi)\b|बाकी|बाक़ी|शेष|बचा|बची|बैलेंस"
                                # (a figure that remains is what is left: "about ₹1,370.78 would remain")
                                r"|(?:₹\s?|rs\.?\s?)?\d[\d,.]*\s+(?:\w+\s+){0,2}$"))
_CONDITION = re.compile(fold(r"\b(?:if|unless|in case|only if|agar|yadi)\b|अगर|यदि"))
_CLAUSE_BREAK = re.compile(r"[;:,\n]|\s[-–—]\s")


def misstated_effects(analyses: Sequence[Analysis], name: str) -> list[str]:
    """The effects the proposal (its messages) says the write ``name`` has that it does not have."""
    effects = _COMPILED.get(name)
    if not effects:
        return []
    out = []
    for an in analyses:
        for what, pattern in effects.items():
            for m in pattern.finditer(an.low):
                sentence = an.sentence_at(m.start())
                if sentence is None or sentence.question or what not in _DENIALS and negated(an, m.start()) \
                        or _CONDITION.search(an.low, sentence.start, m.start()):
                    continue
                if what in _OF_ITS_OWN_MONEY:  # (whose money: the subject of the clause that says it stays)
                    lead = _CLAUSE_BREAK.split(an.low[max(sentence.start, m.start() - 80):m.start()])[-1]
                    if _WHAT_IS_LEFT.search(lead) or not _ITS_OWN.search(lead):
                        continue
                out.append(what)
                break
    return out
