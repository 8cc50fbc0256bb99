"""Which way a proposed change goes, said against the write it proposes.

A card-settings call turns its channels on or off, and a closure or a reversed charge credits money: the proposal's
own verb must go the same way ("I will disable international use" proposes no enable, "debit ₹X to account Y" no
credit of the proceeds). Read from the same named actions (``write_actions``) the customer and the verdict share.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from .analysis import Analysis
from .numbers import exact_paise
from .text import fold
from .write_actions import later_option, named_actions


def collect_limits(arguments: Mapping[str, Any]) -> tuple[list[int], set[str], list[bool]]:
    """A card-settings call's limits (paise), channels and enabled states."""
    amounts, channels, enabled = [], set(), []
    for channel in ("atm", "online", "pos"):
        block = arguments.get(channel)
        if not isinstance(block, Mapping):
            continue
        channels.add(channel)
        for scope in ("domestic", "international"):
            entry = block.get(scope)
            if not isinstance(entry, Mapping):
                continue
            if scope == "international":
                channels.add("international")
            if entry.get("daily_limit") is not None and entry.get("enabled", True) is not False:
                p = exact_paise(entry["daily_limit"])
                if p:
                    amounts.append(p)
            if entry.get("enabled") is not None:
                enabled.append(bool(entry["enabled"]))
    return amounts, channels, enabled


# a card setting's change said the other way round: the verb that names it, in the three languages
_OPPOSITE_STATE = {
    True: re.compile(fold(r"(?:disable|turn(?:ing)? off|switch(?:ing)? off|deactivate|block|बंद|band|off)(?![a-z])")),
    False: re.compile(fold(r"(?:enable|turn(?:ing)? on|switch(?:ing)? on|activate|allow|चालू|chalu|chaalu|shuru|शुरू)"
                           r"(?![a-z])")),
}


def opposite_state_named(analyses: Sequence[Analysis], enabled: list[bool]) -> bool:
    """Whether a card-settings proposal that turns its channels one way names the change the other way: the verb of
    a change the assistant says it will make ("I will disable …" for an enable), not a later option."""
    if not enabled or len(set(enabled)) != 1:
        return False
    opposite = _OPPOSITE_STATE[enabled[0]]
    return any(a.key == "set_controls" and a.governed and not a.negated and not later_option(an, a)
               and opposite.match(an.low, a.start) for an in analyses for a in named_actions(an))


# money a write credits (a closure's proceeds, a reversed charge), said to be debited: "debit ₹X to account Y",
# "debit it from", "खाते से डेबिट करेंगे", "se debit karenge" ("no more instalments will be debited" is no such thing)
_DEBIT_WORDS = re.compile(fold(r"\bdebit(?:ed)?\s+(?:it|them|this|that|the (?:amount|proceeds|money|charge)|₹\s?[\d,.]+)?\s*"
                               r"(?:from|to|into)\b|(?:से|se)\s+(?:डेबिट|debit)"))
_NOT_A_DEBIT = re.compile(fold(r"\b(?:no|not|never|no longer|no further|no more|stop\w*|won't|will not|nahi|nahin)\b"
                               r"|नहीं|(?:किस्त|किश्त|instal\w*|kist)\S*\s+(?:\S+\s+){0,3}?(?:बंद|band)"))
CREDITING_WRITES = frozenset({"close_deposit", "reverse_charge"})


def debit_named(analyses: Sequence[Analysis]) -> bool:
    """Whether a proposal of a write that credits money says it will debit it."""
    for an in analyses:
        for m in _DEBIT_WORDS.finditer(an.low):
            i = an.sentence_index(m.start())
            if i >= 0 and not _NOT_A_DEBIT.search(an.sentences[i].text.lower()):
                return True
    return False
