"""A claimed change is of the record it names: "MND52110630 is done, and your other one, MND27840666, has been
cancelled as well" after one cancellation, or "your card ending 9867 is now updated" after the other card's change,
tells the customer of a change no write made. One record per claim: the record a claim names (the nearest id
before a report, "X has been cancelled", "X भी रद्द कर दिया गया है"; after a first-person English claim, "I've
cancelled X") must be one a write of this session touched (its arguments or its answer), or the claim is false.

A claim that names no record, or a record the session never saw, is left to the other claim rules.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from decimal import Decimal
from functools import cached_property
from typing import Any

from ..language import analyze, negated
from ..language.grounding import read_json
from ..language.text import fold
from ..tools import REGISTRY, WRITE_TOOLS
from .claims import (
    _FIRST_PERSON_DONE,
    _LOCAL_FIRST_PERSON_DONE,
    _LOCAL_PASSIVE_DONE,
    _LOCAL_RECORD_STATUS,
    _PASSIVE_DONE,
    _RECORD_STATUS,
    _counterfactual,
)
from .conversation import call_of

__all__ = ["StateClaims", "references_before", "stale_reference_claims", "card_controls_before", "scope_conflicts", "daily_limits", "deliveries_before", "delivery_conflicts", "limit_period_conflicts", "stale_balance_claims", "stale_balances_before", "touched_before", "unwritten_record_claims"]

_ID = re.compile(r"\b[A-Z]{2,5}-?\d{3,}\b")
_LAST4 = re.compile(r'"masked_number"\s*:\s*"[^"]*?(\d{4})"')
_CARD = re.compile(r'"card_id"\s*:\s*"([A-Z]+\d+)"')


def touched_before(turns: Sequence[Any], calls: Sequence[Any],
                   cards_shown: bool = True) -> list[tuple[frozenset[str], frozenset[str], dict, int]]:
    """For each turn: (the ids the writes before it named or answered with, the last four digits of the cards
    among them, every card's last four digits the outputs before it showed -> its card id, how many writes took
    effect before it)."""
    touched: set[str] = set()
    cards: dict[str, str] = {}
    writes = 0
    out = []
    for turn in turns:
        out.append((frozenset(touched), frozenset(d for d, c in cards.items() if c in touched), dict(cards), writes))
        call = call_of(turn, calls)
        if call is None or getattr(call, "failed", False):
            continue
        text = turn.text or ""
        if cards_shown and "masked_number" in text:
            output = read_json(text)
            for record in _records(output):
                card, masked = record.get("card_id"), record.get("masked_number")
                if isinstance(card, str) and isinstance(masked, str) and masked[-4:].isdigit():
                    cards.setdefault(masked[-4:], card)
        if call.name in WRITE_TOOLS:
            output = read_json(text)
            if isinstance(output, Mapping) and output.get("error_code") is None:
                writes += 1
                touched.update(_ID.findall(json.dumps(getattr(call, "used", None) or {}, default=str)))
                touched.update(_ID.findall(text))
    return out


def _records(node):
    if isinstance(node, Mapping):
        yield node
        for value in node.values():
            yield from _records(value)
    elif isinstance(node, list):
        for value in node:
            yield from _records(value)


# "both of them have been updated", "दोनों अपडेट कर दिए गए हैं", "sabhi cancel ho gaye": a claim of two changes or more
_SEVERAL = re.compile(fold(r"\b(?:both|all of them|dono|donon)\b|दोनों"))
_ASKED_THINGS = re.compile(fold(r"\b(?:things|questions|queries|matters|points|baatein|baaten|sawal|sawaal)\b|बातें|सवाल"))
_STATE_NOW = re.compile(r"(?:is|are)\s+now\b")  # "both are now cancelled": a state, maybe one of them was already


def unwritten_record_claims(a, touched: frozenset[str], touched_last4: frozenset[str],
                            cards: Mapping[str, str], writes: int = 0) -> list[str]:
    """The claims in the message whose record is one no write touched ("<claim> (<record>)"), and the claims of
    several changes made while fewer than two writes took effect ("<claim> (one change)")."""
    out = []
    if writes < 2 and _SEVERAL.search(a.low):
        for start, end, _ in _claims(a):
            sentence = a.sentence_at(start)
            if sentence is None or sentence.question or negated(a, start) or _counterfactual(a, start):
                continue
            if _STATE_NOW.match(a.low, start) or _ASKED_THINGS.search(a.low, max(sentence.start, start - 30), start):
                continue  # ("आपकी दोनों बातें पूरी हो गई हैं": what was asked, answers as well as changes)
            if _SEVERAL.search(a.low, max(sentence.start, start - 30), end):  # the claim's own subject
                out.append(f"{a.low[start:end].strip()} (one change)" if writes else a.low[start:end].strip())
    if not touched or not (a.ids or a.last4):
        return out
    for start, end, after in _claims(a):
        sentence = a.sentence_at(start)
        if sentence is None or sentence.question or negated(a, start) or negated(a, end - 1) or _counterfactual(a, start):
            continue  # (a Hindi negator comes before the verb: "मैंने FD753435 में कोई बदलाव नहीं किया")
        if _RECORD_STATUS.search(a.low, sentence.start, sentence.end) \
                or _LOCAL_RECORD_STATUS.search(a.low, sentence.start, sentence.end):
            continue  # "(MND49718563) 2026-04-22 को पहले ही रद्द हो चुका है": the record's status, already so
        mentions = [m for m in (*a.ids, *a.last4) if sentence.start <= m.start < sentence.end]
        before = [m for m in mentions if m.end <= (start if after else end)]
        following = [m for m in mentions if m.start >= end]
        bound = (following[0] if following else None) if after else None
        bound = bound or (max(before, key=lambda m: m.start) if before else None)
        if bound is None:
            continue
        value = bound.value
        if value.isdigit():  # a card's last four digits: another card the session showed
            if value in cards and value not in touched_last4:
                out.append(f"{a.low[start:end].strip()} (card ending {value})")
        elif value not in touched and _kind(value) in {_kind(t) for t in touched}:
            out.append(f"{a.low[start:end].strip()} ({value})")
    return out


def _kind(record: str) -> str:
    return re.match(r"[A-Z]*", record).group(0)


def _claims(a) -> list[tuple[int, int, bool]]:
    """(start, end, binds after) of each claim of a change in the message."""
    spans = [(m.start(1), m.end(), True) for m in _FIRST_PERSON_DONE.finditer(a.low)]
    spans += [(m.start(), m.end(), False) for m in _PASSIVE_DONE.finditer(a.low)]
    spans += [(m.start(), m.end(), False) for m in _LOCAL_FIRST_PERSON_DONE.finditer(a.low)]
    spans += [(m.start(), m.end(), False) for m in _LOCAL_PASSIVE_DONE.finditer(a.low)]
    return spans


# ---------------------------------------------------------------- a balance said after the money moved

# writes that move money through an account: its balance read before them is no longer its balance
_MOVES_MONEY = frozenset({"create_fd", "create_rd", "close_deposit", "reverse_charge"})
_BALANCE_WORD = re.compile(fold(r"\b(?:balance|bal|usable|available)\b|बैलेंस|शेष|उपलब्ध|\bbaki\b|\bbaaki\b"))
# said as the balance now ("now has", "अब … है", "remaining"); a bare recap of what was read is what was told
_NOW = re.compile(fold(r"\b(?:now|current|currently|remaining|left|ab|abhi|bacha|bachi|bache|baaki)\b|अब|अभी|बचा|बची|बचे"))
# said as what it was ("your balance before the booking was ₹X"): true of then
_THEN = re.compile(fold(r"\b(?:was|were|had|before|earlier|previously|prior|used to|pehle|tha|thi|the balance then)\b"
                        r"|पहले|था|थी|थे"))


_OWN_BALANCE = re.compile(r"^(?!.*(?:min|required|average|maintain|threshold|limit)).*balance")
# the figure as where a change started ("₹12,216 से बढ़कर ₹12,393", "from ₹12,216 to ₹12,393"): the balance then
_FROM_BEFORE = re.compile(r"\bfrom\s*$")
_FROM_AFTER = re.compile(fold(r"\s*(?:से|\bse\b)\s+(?:बढ़|घट|badh|ghat)|\s*(?:to|→|->)\s*(?:₹|rs)"))


def stale_balances_before(turns: Sequence[Any], calls: Sequence[Any]) -> list[tuple[frozenset, frozenset]]:
    """For each turn: the balance figures (rupees) read for an account before a write moved money through it, and
    not shown again by a read after it; and the balances read after such a write (the accounts' balances now)."""
    current: dict[str, set] = {}
    stale: dict[str, set] = {}
    fresh: set = set()
    out = []
    for turn in turns:
        out.append((frozenset(v for values in stale.values() for v in values), frozenset(fresh)))
        call = call_of(turn, calls)
        if call is None or getattr(call, "failed", False):
            continue
        text = turn.text or ""
        if call.name in _MOVES_MONEY:
            output = read_json(text)
            if isinstance(output, Mapping) and output.get("error_code") in (None, "WRITE_TIMEOUT"):
                named = set(_ID.findall(json.dumps(getattr(call, "used", None) or {}, default=str))) | set(_ID.findall(text))
                for account in named & set(current):
                    stale.setdefault(account, set()).update(current.pop(account))
        elif "balance" in text:
            for record in _records(read_json(text)):
                account = record.get("account_id")
                if not isinstance(account, str):
                    continue
                values = {_rupees(v) for k, v in record.items() if _OWN_BALANCE.search(str(k).lower())
                          and isinstance(v, (int, float)) and not isinstance(v, bool)}
                if values:
                    current[account] = values
                    if account in stale:
                        fresh.update(values)
                    stale[account] = stale.get(account, set()) - values
    return out


def _rupees(value) -> Decimal:
    return Decimal(str(value))


def stale_balance_claims(a, balances: tuple[frozenset, frozenset]) -> list[str]:
    """Amounts said as a balance now that are a balance from before the money moved ("now has a usable balance of
    ₹23,976" after the RD's first instalment left it). Beside the balance read after it ("the usable balance:
    ₹23,976; … the usable balance now: ₹22,976", a recap) it is the balance then."""
    stale, fresh = balances
    if not stale or any(q.value in fresh for q in a.amounts):
        return []
    out = []
    for q in a.amounts:
        if q.value not in stale:
            continue
        sentence = a.sentence_at(q.start)
        if sentence is None or sentence.question:
            continue
        if _FROM_BEFORE.search(a.low, sentence.start, q.start) or _FROM_AFTER.match(a.low, q.end):
            continue
        if any(o.start > q.start and sentence.start <= o.start < sentence.end and _NOW.search(a.low, q.end, o.start)
               for o in a.amounts):
            continue  # "₹1,25,069 (अब ₹1,25,086.70)": the balance then, with the balance now after it
        if _BALANCE_WORD.search(a.low, sentence.start, sentence.end) and _NOW.search(a.low, sentence.start, sentence.end) \
                and not _THEN.search(a.low, sentence.start, sentence.end):
            out.append(f"stale balance ₹{q.value}")
    return out


# ---------------------------------------------------------------- a daily limit said for another period

_PERIOD_AFTER = re.compile(fold(r"\s*(?:/\s*|per\s+|a\s+|an\s+|every\s+|each\s+|har\s+|प्रति\s+|हर\s+)?"
                                r"(month|monthly|week|weekly|year|yearly|annum|mahina|mahine|maah|saal|varsh"
                                r"|माह|महीना|महीने|मासिक|सप्ताह|हफ्ते|साल|वर्ष)\b"))
_LIMIT_WORD = re.compile(fold(r"\blimit|\bcap\b|लिमिट|सीमा|\bseema\b"))
_DAILY_WORD = re.compile(fold(r"\bdaily\b|\bper day\b|\ba day\b|\bdainik\b|\brozana\b|दैनिक|प्रति दिन|रोज़ाना|रोजाना"))


def daily_limits(outputs: Sequence[str], calls: Sequence[Any]) -> frozenset:
    """Every daily limit (rupees) the session's outputs showed or its card-control writes set."""
    values = set()
    texts = [t for t in outputs if "daily_limit" in t]
    texts += [json.dumps(getattr(c, "used", None) or {}, default=str) for c in calls if getattr(c, "name", "") == "set_card_controls"]
    for text in texts:
        for record in _records(read_json(text)):
            for key, value in record.items():
                if "daily_limit" in str(key) and isinstance(value, (int, float)) and not isinstance(value, bool):
                    values.add(_rupees(value))
    for text in outputs:  # a knowledge-base or policy figure said per day ("₹1 lakh per day"): read only there
        for m in _PER_DAY.finditer(text):
            found = analyze(text[max(0, m.start() - 40):m.start()])
            values.update(q.value for q in found.amounts if q.end == len(found.low.rstrip()))
    return frozenset(values)


_PER_DAY = re.compile(r"\s(?:per|a|each|every)\s+day\b")
_TAX = re.compile(r"\btds\b|टीडीएस|\bthreshold\b|\bform 1[25]\w*|\bform 121\b")


def limit_period_conflicts(a, daily: frozenset) -> list[str]:
    """A limit said per month (or week, or year) that is a daily one: the records' daily figure, or the message
    itself calls it daily ("daily limit: ₹10,000 per month")."""
    out = []
    for q in a.amounts:
        m = _PERIOD_AFTER.match(a.low, q.end)
        sentence = a.sentence_at(q.start)
        if m is None or sentence is None or not _LIMIT_WORD.search(a.low, sentence.start, q.start) \
                or _TAX.search(a.low, sentence.start, sentence.end):
            continue  # (a TDS threshold, "₹1,00,000 … saal bhar ka byaaj", is a year's by nature)
        if q.value in daily or _DAILY_WORD.search(a.low, sentence.start, sentence.end):
            out.append(f"₹{q.value} a {m.group(1)} for a daily limit")
    return out


# ---------------------------------------------------------------- where a document or a cheque book goes

# a cheque book is delivered to an address and a statement or certificate is e-mailed or downloaded: no tool hands
# one over at a branch, and none posts a document
_AT_BRANCH = re.compile(fold(r"\b(?:collect|pick(?:\s+it)?\s+up|pick-up|pickup)\b[^.?!\n]{0,40}\b(?:branch|शाखा)"
                             r"|(?:branch|शाखा)[^.?!\n।]{0,40}(?:\bcollect\b|\ble\s+(?:sakte|lijiye|lein)\b|से\s+ले\s+सकत|से\s+ले\s+लीजिए)"))
_BY_POST = re.compile(fold(r"\b(?:by|via|through)\s+(?:post|courier|speed post|registered post)\b|\bpost\s+(?:se|dwara)\b"
                           r"|\bcourier\s+(?:se|dwara)\b|डाक\s+से|कूरियर\s+से"))


def deliveries_before(turns: Sequence[Any], calls: Sequence[Any]) -> list[frozenset[str]]:
    """For each turn, how the documents and cheque books the writes before it ordered travel: "address" (a cheque
    book to an address), "email", "download"."""
    modes: set[str] = set()
    out = []
    for turn in turns:
        out.append(frozenset(modes))
        call = call_of(turn, calls)
        if call is None or getattr(call, "failed", False):
            continue
        output = read_json(turn.text or "")
        if isinstance(output, Mapping) and output.get("error_code") is None:
            if "delivery_address" in output:
                modes.add("address")
            if isinstance(output.get("delivery_mode"), str):
                modes.add(output["delivery_mode"])
    return out


def delivery_conflicts(a, modes: frozenset[str]) -> list[str]:
    """A route said for what the session ordered that no write gave it: collected at a branch, or sent by post."""
    if not modes:
        return []
    out = []
    for pattern, route, fits in ((_AT_BRANCH, "collected at a branch", ()), (_BY_POST, "by post", ("address",))):
        for m in pattern.finditer(a.low):
            sentence = a.sentence_at(m.start())
            if sentence is None or sentence.question or negated(a, m.start()) or modes & set(fits):
                continue
            out.append(f"{route} ({'/'.join(sorted(modes))})")
            break
    return out


# ---------------------------------------------------------------- how far a card's change reached

# "This is now on for ATM withdrawals and shop payments as well, in India and abroad" after only international
# online use was enabled: every channel and region a sentence says is now on must be on in the card's controls
# the write answered with
_CHANNELS = {"atm": re.compile(fold(r"\batm\b|एटीएम|\bcash withdrawals?\b|निकासी")),
             "pos": re.compile(fold(r"\bpos\b|पीओएस|\bshops?\b|\bstores?\b|दुकान|\btap\b")),
             "online": re.compile(fold(r"\bonline\b|ऑनलाइन|\be-?commerce\b"))}
_REGIONS = {"domestic": re.compile(fold(r"\b(?:india|domestic|desh|bharat)\b|(?<!वि)देश|भारत")),
            "international": re.compile(fold(r"\b(?:abroad|international|overseas|videsh|foreign)\b|विदेश"))}
_ON_NOW = re.compile(fold(r"\b(?:now|ab)\b[^.?!।]{0,60}\b(?:on|enabled|active|chalu|allowed|live)\b"
                          r"|अब[^.?!।]{0,60}(?:चालू|सक्रिय|इनेबल)"))
_OFF = re.compile(fold(r"\b(?:off|disabled|not|no|band|nahi|nahin|remain|remains|stay|stays|still)\b|बंद|नहीं|अभी भी"))


def card_controls_before(turns: Sequence[Any], calls: Sequence[Any]) -> list[dict | None]:
    """For each turn, the controls the last card-control write before it answered with (None before any)."""
    controls, card = None, None
    out = []
    for turn in turns:
        out.append(controls)
        call = call_of(turn, calls)
        if call is None or getattr(call, "failed", False):
            continue
        output = read_json(turn.text or "")
        if call.name == "set_card_controls":
            card = (getattr(call, "used", None) or {}).get("card_id")
            if isinstance(output, Mapping) and isinstance(output.get("controls"), Mapping):
                controls = output["controls"]
        elif card is not None and call.name == "get_card_details":  # a write that timed out, checked by a read
            for record in _records(output):
                if record.get("card_id") == card and isinstance(record.get("controls"), Mapping):
                    controls = record["controls"]
    return out


def scope_conflicts(a, controls: Mapping | None) -> list[str]:
    """Each channel and region a sentence says is now on that the card's controls have off."""
    if not controls:
        return []
    out = []
    for sentence in a.sentences:
        text = a.low[sentence.start:sentence.end]
        if sentence.question or not _ON_NOW.search(text) or _OFF.search(text):
            continue
        channels = [c for c, p in _CHANNELS.items() if p.search(text)]
        regions = [r for r, p in _REGIONS.items() if p.search(text)]
        off = [f"{c} {r}" for c in channels for r in regions
               if isinstance(st := (controls.get(c) or {}).get(r), Mapping) and st.get("enabled") is False]
        if off:
            out.append(f"{off[0]} said on")
    return out


# ---------------------------------------------------------------- the reference given for a follow-up

# "For any follow-up on this, please quote FD107431" after FD107431 was closed and FD905164 booked: the reference a
# customer is told to quote is a record a write made (a new deposit, a request) or the one the last write changed
_FOLLOW_UP = re.compile(fold(r"\b(?:follow[- ]?ups?|future reference|for reference|tracking|track it|any queries)\b"
                             r"|\b(?:aage|future)\b[^.?!।]{0,40}\b(?:follow[- ]?up|baat|query|sawal)\b|आगे[^.?!।]{0,40}(?:बात|सवाल|फ़ॉलो|फॉलो)"))
_QUOTE = re.compile(fold(r"\b(?:quote|mention|use|keep|note|give|batayein|bataiye|bataen|quote karein|note kar\w*)\b"
                         r"|बताइए|बताएँ|बताएं|नोट\s+कर|संभाल"))


def references_before(turns: Sequence[Any], calls: Sequence[Any]) -> list[tuple[frozenset[str], frozenset[str]]]:
    """For each turn: (the ids writes before it answered with that their arguments did not name: what they made;
    the ids the last write named or answered with)."""
    made: set[str] = set()
    last: set[str] = set()
    out = []
    for turn in turns:
        out.append((frozenset(made), frozenset(last)))
        call = call_of(turn, calls)
        if call is None or getattr(call, "failed", False) or call.name not in WRITE_TOOLS:
            continue
        output = read_json(turn.text or "")
        if isinstance(output, Mapping) and output.get("error_code") in (None, "WRITE_TIMEOUT"):
            used = getattr(call, "used", None)
            used = used if isinstance(used, Mapping) else {}
            named = set(_ID.findall(json.dumps(used, default=str)))
            # the records the write changed are its targets, not the ids its free text mentions (the arguments the
            # tool declares uncompared: "Escalation: request SR-88209908 still unresolved" changes no SR-88209908)
            prose = REGISTRY[call.name].uncompared
            targets = set(_ID.findall(json.dumps({k: v for k, v in used.items() if k not in prose}, default=str)))
            answered = set(_ID.findall(turn.text or ""))
            made |= answered - named
            last = targets | (answered - (named - targets))
    return out


def stale_reference_claims(a, references: tuple[frozenset[str], frozenset[str]]) -> list[str]:
    """A reference to quote for a follow-up that is no record a write made or the last write changed."""
    made, last = references
    if not (made or last) or not a.ids:
        return []
    out = []
    for sentence in a.sentences:
        text = a.low[sentence.start:sentence.end]
        if sentence.question or not _FOLLOW_UP.search(text) or not _QUOTE.search(text):
            continue
        ids = [m.value for m in a.ids if sentence.start <= m.start < sentence.end]
        if ids and not any(i in made or i in last for i in ids):
            out.append(f"follow-up reference {ids[0]}")
    return out


class StateClaims:
    """Every rule of this module over one session (``claims(a, position)``: the false statements of the assistant
    message ``a`` at turn ``position``). What the bank held before each turn is worked out only when a message
    first says something a rule reads (most messages name no balance, route, limit period or follow-up)."""

    def __init__(self, turns: Sequence[Any], calls: Sequence[Any], outputs: Sequence[str]) -> None:
        self.turns, self.calls, self.outputs = turns, calls, outputs

    @cached_property
    def touched(self):  # the cards' last four digits only for a message that names some
        return touched_before(self.turns, self.calls, cards_shown=False)

    @cached_property
    def touched_cards(self):
        return touched_before(self.turns, self.calls)

    @cached_property
    def stale(self):
        return stale_balances_before(self.turns, self.calls)

    @cached_property
    def daily(self):
        return daily_limits(self.outputs, self.calls)

    @cached_property
    def routes(self):
        return deliveries_before(self.turns, self.calls)

    @cached_property
    def controls(self):
        return card_controls_before(self.turns, self.calls)

    @cached_property
    def references(self):
        return references_before(self.turns, self.calls)

    def claims(self, a, position: int) -> list[str]:
        low, out = a.low, []
        if a.ids or a.last4 or _SEVERAL.search(low):
            out += unwritten_record_claims(a, *(self.touched_cards if a.last4 else self.touched)[position])
        if a.amounts and _BALANCE_WORD.search(low) and _NOW.search(low):
            out += stale_balance_claims(a, self.stale[position])
        if a.amounts and _LIMIT_WORD.search(low):
            out += limit_period_conflicts(a, self.daily)
        if _AT_BRANCH.search(low) or _BY_POST.search(low):
            out += delivery_conflicts(a, self.routes[position])
        if _ON_NOW.search(low):
            out += scope_conflicts(a, self.controls[position])
        if a.ids and _FOLLOW_UP.search(low):
            out += stale_reference_claims(a, self.references[position])
        return out
