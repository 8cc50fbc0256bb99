"""Whether a proposal names a write, and names it with exactly the right values.

``check_proposal(analyses, name, arguments, ...)`` reads the message(s) that ask for the customer's go-ahead and
decides, for the write ``name(arguments)`` (one of the 13 write tools, with the values the tool will use):

* **the action**: the change the proposal is about, the one the assistant says it will do (read by
  ``write_actions.named_actions``: "I will ...", "Shall I ...", "हम … करेंगे", "kya main … kar doon?"), not one
  merely mentioned or negated. Naming a contrary action (unfreeze for freeze, block for freeze, pause for
  cancel, renew for close) is a wrong action;
* **the values**: every value that decides what changes must be there (the target id, in full or by its last
  four digits or the payee; amounts; tenures; dates; the renewal instruction; the request category; the
  channels of a card-control change; the leaves of a cheque book), and no value may conflict (another tenure,
  another amount that is not known context such as a balance or maturity amount, another date, another
  reason, another delivery mode, another pincode, another record of the same kind).

Hindi (Devanagari) and Hinglish (Latin) values are read the same way, on the normalized spelling (every
Devanagari pattern here is passed through ``text.fold``): Hindi context words before an amount ("बैलेंस ₹5,000",
"ब्याज ₹1,234") or after it ("₹500 का जुर्माना", "₹25,000 से बढ़ाकर", "₹25,000 के बजाय"), instructions ("केवल
मूलधन", "मूलधन और ब्याज दोनों", "नवीनीकरण नहीं, परिपक्वता पर भुगतान", "sirf principal"), reasons, request
categories, channels, delivery modes and cheque leaves ("25 पन्नों वाली चेक बुक") in both scripts.

The action reading (``ACTION_PATTERNS``, ``named_actions``, ``expected_actions``, ``is_local``) lives in
``write_actions`` and is re-exported here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from functools import lru_cache
from typing import Any

from .analysis import Analysis, analyze
from .change_direction import CREDITING_WRITES, collect_limits, debit_named, opposite_state_named
from .dialogue import named_as_model, negated, proposal_sentences
from .effects import misstated_effects
from .numbers import amount_matches, exact_paise, range_around
from .outcomes import OUTCOMES, outcome_stated
from .pronouns import pronoun_actions
from .text import contains_word, fold, word_pattern, word_set
from .value_words import (
    CATEGORY_PATTERNS,
    CHANNEL_PATTERNS,
    INSTRUCTION_PATTERNS,
    MODE_PATTERNS,
    PAYOUT_PATTERNS,
    REASON_PATTERNS,
)
from .write_actions import (
    _B,
    _CONTRAST,
    _CONTRAST_AFTER,
    _E,
    ACTION_PATTERNS,
    CONTRARY_GROUPS,
    REQUEST_LIKE,
    NamedAction,
    bare_ask,
    expected_actions,
    id_kind,
    is_local,
    later_option,
    named_actions,
    other_product_named,
    write_ids,
)

__all__ = ["ACTION_PATTERNS", "ALIAS_AND", "AMOUNT_ALIAS", "DATE_ALIAS", "INSTRUCTION_PATTERNS", "ProposalCheck",
           "check_proposal", "expected_actions", "id_kind", "is_local", "mentions_id", "named_actions"]

# Context words just before an amount: it is a balance, the interest, a penalty, not the change's own value
_CONTEXT_AMOUNT = re.compile(fold(
    r"\b(?:interest|matur\w*|balance|payout|receive|get back|penalty|tds|tax|charges?|fees?|premium|emi|yield\w*|"
    r"earn\w*|grow\w*|total|worth|current\w*|existing|was|from|instead of|rather than|available|usable|left|"
    r"remaining|after|before|minimum|maximum|up to|limit is|credited|debited|principal of|payable|outstanding|"
    r"value|amounting|comes to|at|gst|gross|net)\b"
    # Hinglish and Hindi: the balance, the interest, a penalty, what is left or was there before
    r"|\b(?:byaj|byaaj|bakaya|baki|baaki|jurmana|kul|maujuda|pehle|upalabdh|uplabdh|shesh|milenge|milega|milegi|"
    r"wapas|vapas|kisht|kist)\b"
    rf"|{_B}(?:बैलेंस|बेलेंस|शेष|बकाया|बाकी|उपलब्ध|ब्याज|परिपक्वता|मैच्योरिटी|जुर्माना|पेनल्टी|टीडीएस|टैक्स|शुल्क|"
    r"चार्ज|चार्जेस|फ़ीस|प्रीमियम|ईएमआई|किस्त|किश्त|कुल|मूलधन|मौजूदा|वर्तमान|पहले|अधिकतम|न्यूनतम|भुगतान|पेआउट|"
    rf"मिलेंगे|मिलेगा|मिलेगी|वापस|जीएसटी|नेट|ग्रॉस|मूल्य|वैल्यू|के बजाय|की बजाय|की जगह){_E}"))
# ... or after the amount: "₹500 का जुर्माना", "₹25,000 से बढ़ाकर", "₹50,000 तक", "₹1,234 ka interest"
_CONTEXT_AFTER = re.compile(fold(
    r"^\s*(?:रुपये|रुपए|rupaye|rupaiye|rupay)?\s*(?:"
    rf"(?:(?:का|की|के)\s+)?(?:उपयोग\s+योग्य\s+|उपलब्ध\s+)?(?:ब्याज|जुर्माना|पेनल्टी|टीडीएस|बैलेंस|शुल्क|चार्ज|प्रीमियम|"
    rf"ईएमआई|किस्त|भुगतान|पेआउट){_E}"
    r"|(?:(?:ka|ki|ke)\s+)?(?:usable\s+|available\s+)?(?:interest|penalty|balance|charges?|fees?|premium|emi|tds|payout|byaj|"
    r"byaaj|jurmana|kisht)\b"
    rf"|(?:से|se)\s+(?:बढ़ा|घटा|बदल|कम|ज़्यादा|badha|ghata|badal|kam)"
    rf"|(?:मिलेंगे|मिलेगा|मिलेगी|बचेंगे|बचेगा|था|थी|थे|तक|milenge|milega|milegi|bachenge|tha|thi|tak){_E}"
    rf"|(?:के|की|ke|ki)\s+(?:बजाय|बजाए|बजाये|जगह|bajaye|bajay|jagah){_E})"))

# "25-leaf", "twenty-five leaves"; "25 पन्नों वाली चेक बुक", "25 पत्तों", "25 leaves wali", "पच्चीस पन्ने"
_LEAVES = re.compile(fold(
    r"\b(10|25|50|ten|twenty[- ]five|fifty)[\s-]*(?:leaf|leaves|cheques?|pages?|-leaf)\b"
    rf"|{_B}(10|25|50|दस|पच्चीस|पचास|das|pachchis|pachees|pachis|pacchis|pachas|pachaas)[\s-]*"
    rf"(?:पन्नों|पन्ने|पन्ना|पत्तों|पत्ते|पेज|पेजों|लीफ|लीव्स|चेक|panne|pannon|panno|patte|patton|pages?|leaf|leaves){_E}"))
_LEAF_WORDS = {"ten": 10, "twenty-five": 25, "twenty five": 25, "fifty": 50, "दस": 10, "पच्चीस": 25, "पचास": 50,
               "das": 10, "pachchis": 25, "pachees": 25, "pachis": 25, "pacchis": 25, "pachas": 50, "pachaas": 50}
_PINCODE = re.compile(r"(?<!\d)(\d{3}\s?\d{3})(?!\d)")

# The id argument of each write that names its target (it must be in the proposal).
TARGET_ID_ARGS: dict[str, tuple[str, ...]] = {
    "close_deposit": ("deposit_id",), "update_deposit_renewal": ("deposit_id",), "toggle_card_freeze": ("card_id",),
    "block_card": ("card_id",), "set_card_controls": ("card_id",), "cancel_mandate": ("mandate_id",),
    "stop_cheque_payment": ("cheque_numbers",), "request_cheque_book": ("account_id",),
    "request_duplicate_statement": ("account_id",), "raise_request": ("related_transaction_id",),
    "raise_card_dispute": ("transaction_id",), "raise_payment_dispute": ("transaction_id",),
    "convert_to_emi": ("transaction_id",), "reverse_charge": ("charge_id",), "dispute_charge": ("charge_id",),
}


@dataclass
class ProposalCheck:
    action_ok: bool
    proposed: str | None  # the action the proposal is about
    missing: list[str] = field(default_factory=list)
    conflicts: list[str] = field(default_factory=list)
    said: bool = True  # the change said as what the assistant will do or asks to do, not only mentioned

    @property
    def ok(self) -> bool:
        return self.action_ok and not self.missing and not self.conflicts

    @property
    def reason(self) -> str:
        if not self.action_ok:
            return f"wrong action ({self.proposed or 'none named'})"
        if self.conflicts:
            return "conflicting " + ", ".join(self.conflicts)
        if self.missing:
            return "missing " + ", ".join(self.missing)
        return "ok"


# writes the bank takes as a request: "shall I register this request?" asks for the one the message describes
_TAKEN_AS_REQUESTS = frozenset({"update_address", "cheque_book", "statement", "stop_cheque"}) | REQUEST_LIKE


def _primary(actions: list[NamedAction], proposal_idx: set[int], analysis: Analysis | None = None) -> NamedAction | None:
    live = [a for a in actions if not a.negated]

    def pools():  # lazily, each only if the earlier find nothing: "Bhejun?" asks of the change named just before it;
        # one in a sentence reporting an outcome ("Done - I've raised …") was done; if all report, the last before it
        bare = {i for i in proposal_idx if analysis and bare_ask(analysis, i)} - {a.sentence for a in live}
        yield from ([a for a in live if a.governed and a.sentence + 1 in bare],
                    [a for a in live if a.governed and a.sentence in proposal_idx], [a for a in live if a.governed],
                    [a for a in live if a.sentence in proposal_idx])
        yield [a for a in live if analysis is None or not any(outcome_stated(
            analysis, word, set(range(len(analysis.sentences))) - {a.sentence}) for word in OUTCOMES)]
        yield [a for a in live if not proposal_idx or a.sentence < min(proposal_idx)][-1:]
        yield live
    for pool in pools():
        if pool:  # a Hindi participle's change comes before the one the sentence is about
            return next((a for a in pool if not a.subordinate), pool[0])
    return None


DATE_ALIAS = "date:"  # an alias that is a record's date ("date:2026-07-05")
AMOUNT_ALIAS = "amount:"  # an alias that is a record's amount in paise ("amount:50000": ₹500 in any form)
# an alias of several parts, each said ("date:2026-07-02&amount:50000": "the ₹500 withdrawal of 2 July")
ALIAS_AND = "&"
WORDS_ALIAS = "words:"  # an alias part said by any one of its words ("words:second|repeated"; a "date:…" among them)


def _alias_said(a: Analysis, alias: str) -> bool:
    alias_low = str(alias).lower()
    if ALIAS_AND in alias_low:
        return all(_alias_said(a, part) for part in alias_low.split(ALIAS_AND))
    if alias_low.startswith(DATE_ALIAS):  # a record known by its date: the date in any form
        day = date.fromisoformat(alias_low.removeprefix(DATE_ALIAS))
        return any(d.matches(day) for d in a.dates)
    if alias_low.startswith(AMOUNT_ALIAS):
        paise = int(alias_low.removeprefix(AMOUNT_ALIAS))
        return any(q.kind == "amount" and amount_matches(q, paise) for q in a.quantities)
    if alias_low.startswith(WORDS_ALIAS):
        return any(_alias_said(a, w) for w in alias_low.removeprefix(WORDS_ALIAS).split("|") if w)
    if alias_low.isdigit() and len(alias_low) == 4:
        return any(m.value == alias_low for m in a.last4)
    return bool(alias_low) and contains_word(a.low, alias_low)


def mentions_id(value: str, analyses: Sequence[Analysis], aliases: Mapping[str, Sequence[str]]) -> bool:
    value = str(value).upper()
    for a in analyses:
        if value in a.id_values():
            return True
        if word_pattern(value.lower(), before="a-z0-9-").search(a.low):
            return True
        if any(_alias_said(a, alias) for alias in aliases.get(value, ())):
            return True
    return False


def _amount_stated(analyses: Sequence[Analysis], paise: int) -> bool:
    return any(amount_matches(q, paise) for a in analyses for q in a.quantities if q.kind in ("amount", "number"))


_OPEN_BRACKET, _CLOSE_BRACKET = re.compile(r"[\s,]*\(\s*"), re.compile(r"\s*\)")
_AMOUNT_CLAUSE = re.compile(r"[,;:(]|\s-\s")


def _context_amount(a: Analysis, start: int, names: Iterable[str] = (), end: int | None = None) -> bool:
    """Whether the words just before an amount (or, said the Hindi way, just after it: "₹500 का जुर्माना",
    "₹25,000 से बढ़ाकर") say it is context (a balance, the interest, a penalty), not the change's own value.
    Names (a payee such as "School fees account") are not context words."""
    sentence = a.sentence_at(start)
    lead = a.low[sentence.start if sentence else 0:start]
    for name in names:
        if name and not name.isdigit():
            lead = lead.replace(name.lower(), " ")
    clause = _AMOUNT_CLAUSE.split(lead)[-1]  # the words of its own clause, up to eight
    if _CONTEXT_AMOUNT.search(" ".join(lead.split()[-5:])) or _CONTEXT_AMOUNT.search(" ".join(clause.split()[-8:])):
        return True
    return end is not None and is_local(a) and _CONTEXT_AFTER.match(a.low[end:end + 40]) is not None


def _check_amounts(analyses, required: list[int], known: Iterable[int], check: ProposalCheck, what: str,
                   names: Iterable[str] = (), action_sentence: tuple | None = None) -> None:
    """Every required amount is said; any other is marked as context, negated, or known, except that a known
    figure in the sentence that names the change with a value of its own is the value proposed ("with a daily
    limit of ₹15,000"), not context."""
    for paise in required:
        if not _amount_stated(analyses, paise):
            check.missing.append(what)
    names = [str(n) for n in names]
    # one value, one role: a figure labelled as context once ("| interest adjustment | -₹26,256.82") is context
    # wherever else the proposal repeats it ("that's the -₹26,256.82")
    context = {q.value for a in analyses for q in a.amounts if _context_amount(a, q.start, names, q.end)
               and not any(amount_matches(q, p) for p in required)}
    for a in analyses:
        for q in a.amounts:
            if any(amount_matches(q, p) for p in required) or q.value in context:
                continue
            if negated(a, q.start):
                continue
            proposed_here = action_sentence is not None and action_sentence[0] is a \
                and a.sentence_index(q.start) == action_sentence[1] and required
            if not proposed_here and any(amount_matches(q, p) for p in _values(known)):
                continue
            check.conflicts.append(f"{what} ₹{q.value}")


def _values(known):
    """``known`` values, given as a collection or as a function returning one (read only when needed)."""
    return known() if callable(known) else known


# A proposal laid out as a block: an announcing line ("Here's the fixed deposit I'll book:", "बदलाव का विवरण:") and
# label lines ("Action: Duplicate account statement", "दैनिक सीमा: ₹25,000 → ₹1,00,000"), then a go-ahead question.
# The change is the announcing verb applied to its noun or to the value of the block's action label.
_ANNOUNCE = re.compile(
    r"\b(?:here(?:'s| is| are)|below is|this is|these are|this would be|that would be)\s+(?:exactly\s+|precisely\s+|just\s+)?"
    r"(?:what|the (?P<noun>[a-z -]{2,40}?))"
    r"\s+(?:that\s+|which\s+)?(?:i|we)(?:'ll| will| would|'d| am going to| are going to| shall| can| plan to)\s+"
    r"(?P<verb>[a-z]+)")
_ACTION_LABEL = re.compile(fold(r"^\W*(?:action|request|request type|type|what|change|service|product|what i'll do|"
                                r"what will change|what changes|kaam|kaarya|karya|anurodh|sewa|seva|badlav|badlaav|"
                                r"काम|कार्य|अनुरोध|सेवा|बदलाव)\s*:\s*(?P<value>[^\n]{3,80})"), re.MULTILINE)
_LIMIT_LABEL = re.compile(fold(r"(?:limit|सीमा|लिमिट|seema)[^\n:]{0,30}:\s*[^\n]{0,40}?(?:→|->|to|से|se)?\s*₹?\s*\d"))
_GENERIC_VERBS = {"make": "set", "do": "set", "log": "raise", "file": "raise", "place": "request", "submit": "raise",
                  "put": "set", "apply": "set", "request": "request", "raise": "raise"}


def _announced_actions(analyses: Sequence[Analysis]) -> list:
    """The change a block-shaped proposal names (see ``_ANNOUNCE``), as named actions of a synthetic sentence."""
    for an in reversed(analyses):
        if not proposal_sentences(an):
            continue
        heads = list(_ANNOUNCE.finditer(an.low))
        labels = [m.group("value") for m in _ACTION_LABEL.finditer(an.low)]
        phrases = []
        for m in heads:
            verb = _GENERIC_VERBS.get(m.group("verb"), m.group("verb"))
            phrases += [f"i will {verb} {m.group('noun') or ''}".strip()] + [f"i will {verb} {v}" for v in labels]
        phrases += [f"i will request {v}" for v in labels] + pronoun_actions(an)
        if _LIMIT_LABEL.search(an.low):  # a limit laid out with its new value: a change of the card's limits
            phrases.append("i will set the daily limit")
        for phrase in phrases:
            found = [a for a in named_actions(analyze(phrase)) if not a.negated]
            if found:
                return found
    return []


# A proposal that announces a second change of the customer's other records ("…and I will also close all your other
# FDs", "बाकी सभी एफडी भी बंद कर देंगे"): one proposal, one change, so the customer cannot agree to it as its own.
_EXTRA_CHANGE = re.compile(fold(
    r"\b(?:also|as well|additionally|in addition)\b[^.?!\n]{0,40}\b(?:clos|cancel|block|freez|terminat|deactivat|"
    r"stop|debit|break)\w*[^.?!\n]{0,40}\b(?:other|all|another|every|second|rest)\b"
    r"|\b(?:all|every|other|another)\b[^.?!\n]{0,30}\b(?:also|as well|too)\b[^.?!\n]{0,20}\b(?:clos|cancel|block|"
    r"freez|terminat|deactivat)\w*"
    r"|(?:दूसरा|दूसरी|दूसरे|बाकी|सभी|सारे|सारी)[^.?!\n]{0,40}भी[^.?!\n]{0,20}(?:बंद|रद्द|ब्लॉक|फ्रीज़|कैंसिल)"
    r"|\b(?:doosra|dusra|doosri|dusri|baaki|baki|sabhi|saare|saari|other|all)\b[^.?!\n]{0,40}\bbhi\b[^.?!\n]{0,20}"
    r"\b(?:band|cancel|block|freeze|close|radd)"))


_RENEWS = re.compile(fold(r"\b(?:renew\w*|auto-?renew\w*|roll\w*\s+over|rollover)\b|रिन्यू|नवीनीकरण|नवीनीकृत"))
_IF_CASE = re.compile(fold(r"\b(?:if|unless|in case|should you|agar|yadi)\b|अगर|यदि"))


def check_proposal(analyses: Sequence[Analysis], name: str, arguments: Mapping[str, Any], *,
                   aliases: Mapping[str, Sequence[str]] | None = None, known_amounts: Any = (),
                   known_dates: Any = (), reference=None, settled: frozenset = frozenset()) -> ProposalCheck:
    """Does the proposal (one or more messages, the last one asking the go-ahead) name the write
    ``name(arguments)`` with its action and values, and nothing that conflicts? See the module docstring.
    ``known_amounts`` / ``known_dates``: values the customer already knows (a collection, or a function that
    returns one, called only if a stated value needs it); ``settled``: records of changes already agreed and made,
    which a proposal may name as context ("✅ your debit card is now frozen. Next: the credit card's limit …")."""
    aliases = aliases or {}
    analyses = [a for a in analyses if a is not None]
    expected = expected_actions(name, arguments)
    actions = [a for an in analyses for a in named_actions(an)]
    # positions are per message: judge the primary action within the last message first, then earlier ones
    primary = None
    weak = True  # only mentioned ("no renewal"), not said as what the assistant will do or asked about
    for an in reversed(analyses):
        primary = _primary([a for a in named_actions(an) if not later_option(an, a) and not _of_settled(an, a, settled)],
                           set(proposal_sentences(an)), an)
        if primary is not None:
            weak = not primary.governed and primary.sentence not in set(proposal_sentences(an))
            break
    # the sentence that names the change: a known figure there is the value proposed, not context
    action_sentence = (an, primary.sentence) if primary is not None and not weak else None
    announced = next(iter(_announced_actions(analyses)), None) if weak else None
    primary = announced or primary  # "Here's the fixed deposit I'll book: <values> Shall I go ahead?"
    if primary is not None and primary.key == "raise_request" and expected & _TAKEN_AS_REQUESTS:
        # "अनुरोध: पता बदलना … क्या मैं यह अनुरोध दर्ज कर दूँ?": the request registered is the change it describes,
        # named ("naya address … lagu nahi hoga" names it too) or shown by its own values (the new address's PIN)
        described = next((a for a in actions if a.key in expected and not a.negated), None) or next(
            (a for a in actions if a.key in expected), None)
        if described is None and name == "update_address" and arguments.get("pincode") \
                and str(arguments["pincode"]) in " ".join(an.low for an in analyses):
            described = NamedAction("update_address", primary.start, primary.sentence, True, False)
        primary = described or primary
    check = ProposalCheck(action_ok=primary is not None and primary.key in expected,
                          proposed=primary.key if primary else None, said=not weak or announced is not None)
    contrary = set().union(*(g for g in CONTRARY_GROUPS if expected & g)) - expected
    for an in analyses:
        # an alternative for another case, even in the go-ahead question ("… or tell me if you'd prefer a freeze
        # instead"), is not what is asked; "if you confirm, I'll unfreeze it" is
        wrong = next((a for a in named_actions(an) if a.key in contrary and a.governed and not a.negated
                      and not later_option(an, a) and not _of_settled(an, a, settled)), None)
        if wrong is not None:
            check.action_ok = False
            check.proposed = wrong.key
            break
    text = " \n ".join(an.low for an in analyses)
    if name in CREDITING_WRITES and debit_named(analyses):  # the money's direction is the write's own
        check.conflicts.append("the opposite direction")
    if _EXTRA_CHANGE.search(analyses[-1].low if analyses else ""):  # one proposal, one change
        check.conflicts.append("another change")
    check.conflicts += [f"the effect: {what}" for what in misstated_effects(analyses, name)]
    # one value, one reading: a figure restated in brackets ("₹2,90,000 (दो सौ रुपये)") is restated as itself
    check.conflicts += [f"₹{q.value} restated as ₹{r.value}" for an in analyses for q, r in zip(an.amounts, an.amounts[1:])
                        if r.value != q.value and _OPEN_BRACKET.fullmatch(an.low, q.end, r.start)
                        and _CLOSE_BRACKET.match(an.low, r.end)]

    # target ids
    for arg in TARGET_ID_ARGS.get(name, ()):
        value = arguments.get(arg)
        for v in (value if isinstance(value, (list, tuple)) else [value] if value else []):
            if not mentions_id(str(v), analyses, aliases):
                check.missing.append(arg)
    _check_records(analyses, name, arguments, aliases, check, settled)
    check.conflicts += [f"product of {i}" for i in other_product_named(analyses, write_ids(arguments))]
    # values by tool
    if name not in ("create_fd", "create_rd", "set_card_controls"):
        names = [n for ns in aliases.values() for n in ns]
        _check_amounts(analyses, [], known_amounts, check, "amount", names)  # any amount said must be a known one
    if name in ("create_fd", "create_rd"):
        key = "principal_amount" if name == "create_fd" else "monthly_installment"
        p = exact_paise(arguments.get(key))
        # the write's own value; any other amount is context when it is marked so ("your balance of ₹X") or
        # known (the customer's own figures and its records' values)
        _check_amounts(analyses, [p] if p else [], known_amounts, check, "amount", action_sentence=action_sentence)
        nominee = arguments.get("nominee")
        _check_tenure(analyses, arguments.get("tenure_months"), check,
                      nominee.get("age") if isinstance(nominee, Mapping) else None)
        if name == "create_fd":  # how the interest is paid: a proposal that names another payout names another deposit
            # (not one offered for a case: "if you'd rather have it every month, tell me")
            stated = " \n ".join(s.text for an in analyses for s in an.sentences if not _IF_CASE.search(s.text))
            _check_choice(stated, PAYOUT_PATTERNS, arguments.get("payout_type") or "cumulative", check, "payout",
                          required=False)
        if arguments.get("maturity_instruction") not in (None, "no_renewal"):
            _check_choice(text, INSTRUCTION_PATTERNS, arguments["maturity_instruction"], check, "instruction", required=True)
        elif name == "create_fd":  # no renewal set: a sentence that says it will renew names another deposit
            renewing = " \n ".join(s.text for an in analyses for s in an.sentences
                                   if _RENEWS.search(s.text) and not s.question and not _IF_CASE.search(s.text))
            _check_choice(renewing, INSTRUCTION_PATTERNS, "no_renewal", check, "instruction", required=False)
        nominee = arguments.get("nominee")
        if isinstance(nominee, Mapping):
            for key in ("name", "guardian_name"):
                if nominee.get(key) and str(nominee[key]).lower() not in text:
                    check.missing.append(f"nominee {key}")
    elif name == "update_deposit_renewal":
        _check_choice(text, INSTRUCTION_PATTERNS, arguments.get("instruction"), check, "instruction", required=True)
    elif name == "block_card":
        _check_choice(text, REASON_PATTERNS, arguments.get("reason"), check, "reason", required=False)
    elif name == "set_card_controls":
        amounts, channels, enabled = collect_limits(arguments)
        if opposite_state_named(analyses, enabled):
            check.conflicts.append("the opposite state")
        _check_amounts(analyses, amounts, known_amounts, check, "limit",  # "currently ₹40,000": a known value
                       action_sentence=action_sentence)
        for channel in channels:
            if not CHANNEL_PATTERNS[channel].search(text):
                check.missing.append(f"{channel} channel")
    elif name == "cancel_mandate":  # the mandate (id or payee) is the target; another payee is another mandate
        _check_payees(analyses, arguments, aliases, check)
    elif name == "request_cheque_book":
        leaves = arguments.get("leaves", 25)
        said = {int(w) if (w := m.group(1) or m.group(2)).isdigit() else _LEAF_WORDS.get(w.replace("-", " "), 0)
                for m in _LEAVES.finditer(text)}
        said = {_LEAF_WORDS.get(x, x) if isinstance(x, str) else x for x in said}
        if leaves is not None and int(leaves) not in said:
            check.missing.append("leaves")
        if said - {int(leaves or 25)}:
            check.conflicts.append("leaves")
    elif name == "request_duplicate_statement":
        _check_dates(analyses, [arguments.get("from_date"), arguments.get("to_date")], known_dates, reference, check)
        _check_choice(text, MODE_PATTERNS, arguments.get("delivery_mode", "email"), check, "delivery mode",
                      required=False)
    elif name == "update_address":
        pin = str(arguments.get("pincode") or "")
        pins = {m.group(1).replace(" ", "") for m in _PINCODE.finditer(text)}
        if pin and pin not in pins:
            check.missing.append("pincode")
        if pins - {pin}:
            check.conflicts.append("pincode")
    elif name == "raise_request":
        pattern = CATEGORY_PATTERNS.get(str(arguments.get("category") or "general_query"))
        if pattern is not None and not pattern.search(text):
            check.missing.append("request type")
    return check


_CANNOT = re.compile(fold(r"\b(?:not possible|impossible|can't|cannot|can not|unable|isn't possible|possible nahi|"
                          r"mumkin nahi|nahi ho sakta|nahi ho sakti|ho nahi sakta)\b|संभव नहीं|मुमकिन नहीं|नहीं हो सकता|नहीं हो सकती"
                          # "न तो … कर सकता हूँ और न ही …" (neither … nor); a record left as it is ("jaisa hai waisa")
                          r"|(?<![\w\u0900-\u097f])न\s+तो\s[^.?!।]{0,60}?सकता|\bna\s+to\s[^.?!]{0,60}?sakta|\bwon't touch\b"
                          r"|\b(?:stays?|remains?|will remain|left) (?:as it is|unchanged|untouched|active)\b|\bwill not touch\b"
                          r"|\bjaisa hai waisa\b|\bhaath nahi\b|जैसा है वैसा|हाथ नहीं"))


_ENDED = frozenset({"account", "card"})  # the records known by their last four digits
# between a record and a last-four reference that is another's: "SB… → credited to PNB a/c ending 3487"
_OTHER_END = re.compile(r"a/c|\bacc(?:oun)?t|\bcard|\bto\b|\bbank\b|\bkhat|खात|कार्ड|\bmein\b|में|→|->")


def _check_records(analyses: Sequence[Analysis], name: str, arguments: Mapping[str, Any],
                   aliases: Mapping[str, Sequence[str]], check: ProposalCheck, settled: frozenset = frozenset()) -> None:
    """A record of the same kind as one the write touches, named (in full or by its last four digits) and not
    negated, that is not one of the write's own: the proposal is about another record."""
    own = write_ids(arguments)
    kinds = {id_kind(v) for v in own}
    if not own:
        return
    for a in analyses:
        # another record in a sentence that refuses, says what cannot be ("CARD65004 expire ho chuka hai, isliye …
        # possible nahi hai") or leaves it as it is, is context, not the proposal's target
        refusing = {i for i, s in enumerate(a.sentences) if _CANNOT.search(s.text)}
        for m in a.ids:
            if m.value not in own and m.value not in settled and id_kind(m.value) in kinds and not negated(a, m.start) and not _contrasted(
                    a, m.start, m.end) and a.sentence_index(m.start) not in refusing and not named_as_model(a, m.start, m.end):
                check.conflicts.append(f"record {m.value}")
        for m in a.last4:
            beside = [i for i in a.ids if 0 <= m.start - i.end <= 30 and id_kind(i.value) in _ENDED  # (an account or card
                      and not _OTHER_END.search(a.low, i.end, m.start)]  # named, then by its end: "SB… (the one ending 3477)")
            if beside and not any(i.value.endswith(m.value) or m.value in [str(x) for x in aliases.get(i.value, ())]
                                  for i in beside) and not negated(a, m.start):  # (a card's end is its number's)
                check.conflicts.append(f"record ending {m.value}")  # "SB3036287743 (the one ending 3477)": not its end
                continue
            named = [rid for rid, names in aliases.items() if m.value in [str(x) for x in names]]
            if named and not any(r.upper() in own for r in named) and any(id_kind(r) in kinds for r in named) \
                    and not negated(a, m.start) and not all(r.upper() in settled for r in named):
                check.conflicts.append(f"record ending {m.value}")


# words of a biller's name that tell it from no other biller (or appear in ordinary sentences about a mandate)
_COMMON_PAYEE_WORDS = frozenset({"mutual", "fund", "sip", "mf", "of", "india", "ltd", "life", "fit"})


def payee_name_words(name: str) -> frozenset[str]:
    """The words that name a payee ("Tata Power" -> tata, power), less those many billers' names share."""
    return frozenset(re.findall(r"[a-z][a-z0-9]*", name.lower())) - _COMMON_PAYEE_WORDS


@lru_cache(maxsize=1)
def payee_words() -> dict[str, frozenset[str]]:
    """Every biller a mandate of this bank can pay (e-NACH and UPI AutoPay; a standing instruction's payee is
    ordinary words, "Parents' account"), with the words that name it."""
    from ..bank.names import MANDATE_PAYEES

    return {payee: payee_name_words(payee) for kind in ("ENACH", "UPI_AUTOPAY") for payee, _ in MANDATE_PAYEES[kind]}


def _check_payees(analyses: Sequence[Analysis], arguments: Mapping[str, Any], aliases: Mapping[str, Sequence[str]],
                  check: ProposalCheck) -> None:
    """Cancelling a mandate: a biller named that is not the mandate's own payee (a word of "Tata Power" said for a
    Spotify mandate), not negated or set aside ("not the Netflix one"), means the proposal is about another
    mandate. Unchecked when the mandate's payee is not known."""
    target = str(arguments.get("mandate_id") or "").upper()
    own = [str(n) for rid, names in aliases.items() if rid.upper() == target for n in names]
    if not own:
        return
    own_words = frozenset().union(*map(payee_name_words, own))
    others = sorted(set().union(*(words for payee, words in payee_words().items() if payee not in own)) - own_words)
    if not others:
        return
    pattern = re.compile(r"(?<![a-z0-9])(?:" + "|".join(map(re.escape, others)) + r")(?![a-z0-9])")
    for a in analyses:
        matches = list(pattern.finditer(a.low))
        if not matches:
            continue
        # the go-ahead question names the mandate's own payee: another biller in a sentence that proposes nothing
        # ("HDFC Life का मैंडेट पहले ही रद्द है … क्या मैं Jio Postpaid का मैंडेट रद्द कर दूँ?") is context
        asks = set(proposal_sentences(a))
        named_own = any(own_words & word_set(a.sentences[i].text) for i in asks)
        proposing = asks | {x.sentence for x in named_actions(a) if x.governed and not x.negated and not later_option(a, x)}
        for m in matches:
            if named_own and a.sentence_index(m.start()) not in proposing:
                continue
            if not negated(a, m.start()) and not _contrasted(a, m.start(), m.end()):
                check.conflicts.append(f"payee {m.group(0)}")
                return


def _contrasted(a: Analysis, start: int, end: int | None = None) -> bool:
    """Set aside: "instead of FD1", or the Hindi way after it ("FD1 की जगह", "FD1 ke bajaye")."""
    sentence = a.sentence_at(start)
    lead = a.low[sentence.start if sentence else 0:start]
    if _CONTRAST.search(" ".join(lead.split()[-4:])) is not None:
        return True
    return end is not None and is_local(a) and _CONTRAST_AFTER.match(a.low[end:end + 40]) is not None


def _check_tenure(analyses: Sequence[Analysis], months: Any, check: ProposalCheck, age: Any = None) -> None:
    """The deposit's tenure said, and no other; the nominee's age in years ("Anaya, 15 saal") is the write's own
    value, not a second tenure."""
    if months is None:
        return
    want = Decimal(str(months))
    years = Decimal(str(age)) * 12 if isinstance(age, (int, float)) and not isinstance(age, bool) else None
    said = [q for a in analyses for q in a.tenures if not negated(a, q.start) and not range_around(a.low, q, want)
            and not (years is not None and q.value == years != want and q.raw * 12 == q.value)]
    if not any(q.value == want for q in said):
        check.missing.append("tenure")
    if any(q.value != want for q in said):
        check.conflicts.append("tenure")
    # the tenure restated in days right after it ("12 months (about 365 days)") must be that many days, give or
    # take the months' lengths: "(about 180 days)" for 12 months is a second, shorter tenure
    days = want * Decimal("30.4375")
    if any(d.kind == "days" and abs(d.value - days) > days * Decimal("0.04") + 2 for a in analyses for q in a.tenures
           if q.value == want for d in a.quantities if 0 <= d.start - q.end <= 24):
        check.conflicts.append("tenure")


_ALREADY = re.compile(fold(r"\b(?:already|pehle\s+se|pehle\s+hi|pahle\s+se)\b|पहले\s+से|पहले\s+ही"))


def _of_settled(an: Analysis, action, settled: frozenset) -> bool:
    """An action said in a sentence that names only records of changes already made ("FD107431 की क्लोज़िंग पहले से
    लागू है"): the earlier change, no action proposed now."""
    if not settled or not _ALREADY.search(an.sentences[action.sentence].text):
        return False  # (said as a state already in effect: not "I will freeze card X", whatever record it names)
    ids = {m.value.upper() for m in an.ids if an.sentence_index(m.start) == action.sentence}
    return bool(ids) and ids <= settled


def _check_choice(text: str, patterns: Mapping[str, re.Pattern | None], value: Any, check: ProposalCheck, what: str,
                  required: bool) -> None:
    if value is None:
        return
    own = patterns.get(str(value))
    named = {k for k, p in patterns.items() if p is not None and p.search(text)}
    if own is not None and required and str(value) not in named:
        check.missing.append(what)
    if named - {str(value)} and str(value) not in named:
        check.conflicts.append(what)


def _check_dates(analyses: Sequence[Analysis], wanted: list[Any], known: Iterable[Any], reference,
                 check: ProposalCheck) -> None:
    from datetime import date

    targets = []
    for w in wanted:
        try:
            targets.append(date.fromisoformat(str(w)))
        except ValueError:
            continue
    mentions = [d for a in analyses for d in a.dates]
    for t in targets:
        if not any(d.matches(t) for d in mentions):
            check.missing.append("date")
    allowed = set(targets) | {d for d in _values(known) if isinstance(d, date)}
    for d in mentions:
        if not any(d.matches(x) for x in allowed):
            check.conflicts.append("date")
            break
