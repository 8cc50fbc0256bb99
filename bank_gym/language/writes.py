"""Which change a proposal names, and whether it names it with exactly the right values.

``check_proposal(analyses, name, arguments, ...)`` reads the message(s) that ask for the customer's go-ahead and
decides, for the write ``name(arguments)`` (one of the 13 write tools, with the values the tool will use):

* **the action**: the change the proposal is about (book an FD, close a deposit, freeze / unfreeze / block a
  card, cancel a mandate, ...). The *proposed* action is the one the assistant says it will do ("I will ...",
  "Shall I ...", "Want me to ...", or a sentence that opens with the verb), not one merely mentioned ("you can
  unfreeze it later"); negated actions ("I will not block it") do not count. Naming a contrary action
  (unfreeze for freeze, block for freeze, pause for cancel, renew for close) is a wrong action;
* **the values**: every value that decides what changes must be there (the target id, in full or by its last
  four digits or the payee; amounts; tenures; dates; the renewal instruction; the request category; the
  channels of a card-control change; the leaves of a cheque book), and no value may conflict (another tenure,
  another amount that is not known context such as a balance or maturity amount, another date, another
  reason, another delivery mode, another pincode).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from .analysis import Analysis
from .dialogue import negated, proposal_sentences
from .numbers import amount_matches
from .text import contains_word, word_pattern

__all__ = [
    "ACTION_PATTERNS",
    "id_kind",
    "INSTRUCTION_PATTERNS",
    "ProposalCheck",
    "check_proposal",
    "expected_actions",
    "named_actions",
]

_GAP = r"[^.?!\n]{0,50}?"
ACTION_PATTERNS: dict[str, re.Pattern] = {k: re.compile(v) for k, v in {
    "book_fd": r"\b(?:book|open|create|place|start|set up|invest|put|make|lock in)\w*\b" + _GAP
               + r"\b(?:fixed deposits?|fds?|term deposits?)\b|\bnew (?:fixed deposit|fd|term deposit)\b|\bfd booking\b",
    "open_rd": r"\b(?:book|open|create|start|set up|begin|make)\w*\b" + _GAP
               + r"\b(?:recurring deposits?|rds?)\b|\bnew (?:recurring deposit|rd)\b",
    "close_deposit": r"\b(?:close|closing|break|breaking|liquidate\w*|encash\w*|prematurely (?:close|withdraw)\w*|"
                     r"premature (?:closure|withdrawal)|foreclose the (?:fd|rd|deposit))\b"
                     r"|\bproceed with (?:the )?(?:premature )?closure\b|\b(?:process|initiate|do) (?:the )?closure\b",
    "renewal": r"\b(?:change|set|update|modify|switch|alter)\w*\b" + _GAP
               + r"\b(?:maturity instructions?|renewal|instructions?|auto-?renew\w*)\b"
               + r"|\b(?:auto-?)?renew\w*\b(?!\s+(?:policy|premium))",
    "freeze": r"(?<!un)(?<!un-)\bfreez\w*|\btemporar(?:y|ily) (?:block|lock|disable|suspend|deactivat|hold)\w*|"
              r"(?<!un)\block(?:ed|ing)?\b(?! in)",
    "unfreeze": r"\bun-?freez\w*|\bunlock\w*|\bunblock\w*|\breactivat\w*|\bre-?enabl\w*|\blift\w* (?:the )?freeze",
    "block": r"(?<!temporarily )(?<!temporary )(?<!un)\bblock(?:ed|ing)?\b(?! (?:letters|capitals))|\bhot-?list\w*|\bpermanently "
             r"(?:disable|deactivate|cancel|block)\w*",
    "set_controls": r"\b(?:set|change|increase|raise|lower|reduce|decrease|update|enable|activate|turn on|allow|"
                    r"disable|turn off|switch on|switch off|modify|adjust|revise|open up)\w*\b" + _GAP
                    + r"\b(?:limits?|international|online|atm|pos|e-?commerce|usage|contactless|controls?|"
                    r"(?:card|online|international|atm|pos|overseas|foreign|in-?store) (?:transactions?|payments?|"
                    r"spends?|spending|withdrawals?|use))\b",
    "cancel_mandate": r"\b(?:cancel\w*|revoke\w*|stop\w*|deactivate\w*|terminate\w*|discontinue\w*|remove\w*|"
                      r"delete\w*)\b" + _GAP + r"\b(?:mandates?|autopay|auto-pay|standing instructions?|si|e-?nach|nach|"
                      r"sip|debits?|subscriptions?|auto-?debits?)\b|\bmandate cancell?ation\b",
    "pause_mandate": r"\bpaus\w*|\bput (?:it |the mandate )?on hold\b|\bsuspend\w*",
    "stop_cheque": r"\bstop\w*(?:\s+the)?\s+(?:payment|cheque|check)\b|\bstop-payment\b|\bstop payment\b"
                   r"|\bplace (?:a )?stop\b",
    "cheque_book": r"\b(?:order|request|issue|send|dispatch|get|arrange|place)\w*\b" + _GAP
                   + r"\bcheque ?-?books?\b|\bcheque ?book (?:request|order)\b|\bnew cheque ?book\b",
    "statement": r"\b(?:email|e-mail|send|request|generate|download|mail|share|arrange|issue|get)\w*\b" + _GAP
                 + r"\bstatements?\b|\bstatement (?:request|copy)\b|\bduplicate statement\b",
    "update_address": r"\b(?:update|change|modify|correct|replace|set|record)\w*\b" + _GAP
                      + r"\baddress\b|\baddress (?:update|change)\b|\bnew address\b",
    "raise_request": r"\b(?:raise|log|file|register|lodge|open|create|submit|put in|initiate|book|record|place)\w*\b"
                     + _GAP + r"\b(?:requests?|complaints?|disputes?|tickets?|cases?|grievances?|escalations?|claims?|"
                     r"service requests?|srs?|callbacks?|call-?backs?)\b|\bescalat\w*|\bcomplain\w*\b"
                     r"|\breport\w*\b" + _GAP + r"\b(?:unauthori[sz]ed|fraud\w*|dispute\w*|debits?|transactions?|"
                     r"issues?|problems?|failures?)\b",
}.items()}

# Changes that exclude one another: naming one in place of the other is the wrong action.
CONTRARY_GROUPS: tuple[frozenset[str], ...] = (
    frozenset({"freeze", "unfreeze", "block"}),
    frozenset({"cancel_mandate", "pause_mandate"}),
    frozenset({"close_deposit", "renewal"}),
    frozenset({"book_fd", "open_rd", "close_deposit"}),
)

_INTENT = re.compile(
    r"\b(?:i will|i'll|i can|i could|i shall|shall i|should i|may i|can i|could i|do i|me to|let me|going to|"
    r"i am going to|i'm going to|i would|i'd|i'm about to|to confirm|proceed (?:to|with)|go ahead (?:and|with|to)|"
    r"request to|want to|like to|wish to|we will|we'll|we can|i'm|i am|i plan to|plan is to|next,? i|"
    r"about to|ready to|happy to|okay to|ok to|help you|you'd like to|you want to|you wish to)\b"
)
_CONTRAST = re.compile(r"\b(?:instead of|rather than|as opposed to|versus|vs|other than|unlike)\b")
_CONTEXT_AMOUNT = re.compile(
    r"\b(?:interest|matur\w*|balance|payout|receive|get back|penalty|tds|tax|charges?|fees?|premium|emi|yield\w*|"
    r"earn\w*|grow\w*|total|worth|current\w*|existing|was|from|instead of|rather than|available|usable|left|"
    r"remaining|after|before|minimum|maximum|up to|limit is|credited|debited|principal of|payable|outstanding|"
    r"value|amounting|comes to|at|gst|gross|net)\b"
)

INSTRUCTION_PATTERNS: dict[str, re.Pattern] = {k: re.compile(v) for k, v in {
    "renew_principal_interest": r"principal (?:and|\+|&|plus|along with|together with|with) (?:the )?interest|"
                                r"both (?:the )?principal and (?:the )?interest|(?:entire|full|whole|total) maturity "
                                r"(?:amount|value)|renew principal interest|principal\s*\+\s*interest",
    "renew_principal": r"(?:renew\w*|re-?invest\w*|roll\w* over)\s+(?:only\s+|just\s+)?(?:the\s+)?principal(?!\s*"
                       r"(?:and|\+|&|plus|along|together|with))|principal only|only (?:the )?principal|just (?:the )?"
                       r"principal|principal alone|principal will be renewed|renewal of (?:the )?principal(?!\s*"
                       r"(?:and|\+|&|plus|along|together|with))|interest (?:will be |is |gets )?(?:paid out|credited)",
    "no_renewal": r"no renewal|not (?:be )?renew\w*|don't renew|do not renew|without renewal|(?:close|closed|paid out|"
                  r"pay out|credited) (?:on|at) maturity|auto-?renewal (?:off|disabled)|(?:stop|disable|switch off|"
                  r"turn off) (?:the )?auto-?renewal|won't be renewed|will be paid out",
}.items()}
REASON_PATTERNS: dict[str, re.Pattern] = {k: re.compile(v) for k, v in {
    "lost": r"\blost\b|\bmisplaced\b|\bmissing\b|\bcan't find\b",
    "stolen": r"\bstolen\b|\btheft\b|\bstole\b",
    "fraud": r"\bfraud\w*|\bunauthori[sz]ed\b|\bcompromised\b|\bmisuse\w*",
    "damaged": r"\bdamaged\b|\bbroken\b|\bnot working\b",
}.items()}
CATEGORY_PATTERNS: dict[str, re.Pattern | None] = {k: (re.compile(v) if v else None) for k, v in {
    "failed_transaction": r"\bfail\w*|\bunsuccessful\b|\breversal\b|\brefund\w*|\bnot (?:been )?credited\b|"
                          r"\bdebited but\b|\bdeclined\b",
    "unauthorized_debit": r"\bunauthori[sz]ed\b|\bfraud\w*|\bdid not (?:make|authori[sz]e)\b|\bdidn't "
                          r"(?:make|authori[sz]e)\b|\bnot made by you\b|\bsuspicious\b",
    "service_quality": r"\bservice\b|\bcomplain\w*|\bescalat\w*|\bstaff\b|\bbehaviou?r\b|\bquality\b|\brude\b|\bbranch\b",
    "app_issue": r"\bapp\b|\bmobile banking\b|\bnet ?banking\b|\binternet banking\b|\blogin\b",
    "charges_dispute": r"\bcharges?\b|\bfees?\b|\bpenalt\w*",
    "loan_foreclosure": r"\bforeclos\w*|\bpre-?clos\w*|\bclose (?:the |your |this )?loan\b|\bprepay\w*|\brepay (?:it|the loan) in full\b",
    "insurance_service": r"\binsurance\b|\bpolicy\b|\bpremium\b|\bclaim\b",
    "general_query": None,
    "other": None,
}.items()}
CHANNEL_PATTERNS: dict[str, re.Pattern] = {k: re.compile(v) for k, v in {
    "atm": r"\batms?\b|\bcash withdrawals?\b",
    "online": r"\bonline\b|\be-?commerce\b|\binternet\b|\bcard[- ]not[- ]present\b|\bweb\b|\becom\b",
    "pos": r"\bpos\b|\bpoint[- ]of[- ]sale\b|\bin-?store\b|\bstores?\b|\bswipe\w*|\btap\b|\bcontactless\b|\bmerchants?\b|"
           r"\bshops?\b",
    "international": r"\binternational\w*|\babroad\b|\boverseas\b|\bforeign\b|\boutside india\b",
}.items()}
MODE_PATTERNS: dict[str, re.Pattern] = {k: re.compile(v) for k, v in {
    "email": r"\be-?mail\w*|\binbox\b|\bmail(?:ed)? (?:to|it)\b",
    "download": r"\bdownload\w*|\blink\b|\bportal\b|\bnet ?banking\b",
}.items()}
_LEAVES = re.compile(r"\b(10|25|50|ten|twenty[- ]five|fifty)[\s-]*(?:leaf|leaves|cheques?|pages?|-leaf)\b")
_LEAF_WORDS = {"ten": 10, "twenty-five": 25, "twenty five": 25, "fifty": 50}
_PINCODE = re.compile(r"(?<!\d)(\d{3}\s?\d{3})(?!\d)")

# The id argument of each write that names its target (it must be in the proposal).
TARGET_ID_ARGS: dict[str, tuple[str, ...]] = {
    "close_deposit": ("deposit_id",), "update_deposit_renewal": ("deposit_id",), "toggle_card_freeze": ("card_id",),
    "block_card": ("card_id",), "set_card_controls": ("card_id",), "cancel_mandate": ("mandate_id",),
    "stop_cheque_payment": ("cheque_numbers",), "request_cheque_book": ("account_id",),
    "request_duplicate_statement": ("account_id",), "raise_request": ("related_transaction_id",),
}


def expected_actions(name: str, arguments: Mapping[str, Any]) -> frozenset[str]:
    """The action keys that name the write ``name(arguments)``."""
    if name == "toggle_card_freeze":
        return frozenset({"unfreeze" if arguments.get("state") == "unfreeze" else "freeze"})
    return frozenset({{
        "create_fd": "book_fd", "create_rd": "open_rd", "close_deposit": "close_deposit",
        "update_deposit_renewal": "renewal", "block_card": "block", "set_card_controls": "set_controls",
        "cancel_mandate": "cancel_mandate", "stop_cheque_payment": "stop_cheque", "request_cheque_book": "cheque_book",
        "request_duplicate_statement": "statement", "update_address": "update_address",
        "raise_request": "raise_request",
    }.get(name, name)})


@dataclass(frozen=True)
class NamedAction:
    key: str
    start: int  # offset in the analysis' text
    sentence: int
    governed: bool  # said as something the assistant will do
    negated: bool


def named_actions(analysis: Analysis) -> list[NamedAction]:
    """Every change named in a message, in order of position."""
    return list(analysis.remember("actions", lambda: tuple(_named_actions(analysis))))


def _named_actions(analysis: Analysis) -> list[NamedAction]:
    out = []
    for key, pattern in ACTION_PATTERNS.items():
        for m in pattern.finditer(analysis.low):
            start = m.start()
            index = analysis.sentence_index(start)
            sentence = analysis.sentences[index] if index >= 0 else None
            lead = analysis.low[sentence.start if sentence else 0:start]
            clause = re.split(r"[,;:()]|\b(?:but|and you|you can|you could|later|if you|so that|which)\b", lead)[-1]
            governed = bool(_INTENT.search(clause)) or (sentence is not None and not lead.strip(" -*>\"'"))
            contrast = _CONTRAST.search(" ".join(lead.split()[-4:])) is not None
            out.append(NamedAction(key, start, index, governed, contrast or negated(analysis, start)))
    out.sort(key=lambda a: a.start)
    return out


@dataclass
class ProposalCheck:
    action_ok: bool
    proposed: str | None  # the action the proposal is about
    missing: list[str] = field(default_factory=list)
    conflicts: list[str] = field(default_factory=list)

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


def _primary(actions: list[NamedAction], proposal_idx: set[int]) -> NamedAction | None:
    live = [a for a in actions if not a.negated]
    for pool in ([a for a in live if a.governed and a.sentence in proposal_idx], [a for a in live if a.governed],
                 [a for a in live if a.sentence in proposal_idx], live):
        if pool:
            return pool[0]
    return None


def _paise(value: Any) -> int | None:
    try:
        d = Decimal(str(value))
    except Exception:
        return None
    if not d.is_finite():
        return None
    scaled = d * 100
    return int(scaled) if scaled == scaled.to_integral_value() else None


def mentions_id(value: str, analyses: Sequence[Analysis], aliases: Mapping[str, Sequence[str]]) -> bool:
    value = str(value).upper()
    for a in analyses:
        if value in a.id_values():
            return True
        if word_pattern(value.lower(), before="a-z0-9-").search(a.low):
            return True
        for alias in aliases.get(value, ()):
            alias_low = str(alias).lower()
            if alias_low.isdigit() and len(alias_low) == 4:
                if any(m.value == alias_low for m in a.last4):
                    return True
            elif alias_low and contains_word(a.low, alias_low):
                return True
    return False


def _amount_stated(analyses: Sequence[Analysis], paise: int) -> bool:
    return any(amount_matches(q, paise) for a in analyses for q in a.quantities if q.kind in ("amount", "number"))


def _context_amount(a: Analysis, start: int, names: Iterable[str] = ()) -> bool:
    """Whether the words just before an amount say it is context (a balance, the interest, a penalty), not the
    change's own value. Names (a payee such as "School fees account") are not context words."""
    sentence = a.sentence_at(start)
    lead = a.low[sentence.start if sentence else 0:start]
    for name in names:
        if name and not name.isdigit():
            lead = lead.replace(name.lower(), " ")
    clause = re.split(r"[,;:(]|\s-\s", lead)[-1]  # the words of its own clause, up to eight
    return bool(_CONTEXT_AMOUNT.search(" ".join(lead.split()[-5:]))) or bool(
        _CONTEXT_AMOUNT.search(" ".join(clause.split()[-8:])))


def _check_amounts(analyses, required: list[int], known: Iterable[int], check: ProposalCheck, what: str,
                   names: Iterable[str] = ()) -> None:
    for paise in required:
        if not _amount_stated(analyses, paise):
            check.missing.append(what)
    names = [str(n) for n in names]
    for a in analyses:
        for q in a.amounts:
            if any(amount_matches(q, p) for p in required) or _context_amount(a, q.start, names):
                continue
            if negated(a, q.start) or any(amount_matches(q, p) for p in _values(known)):
                continue
            check.conflicts.append(f"{what} ₹{q.value}")


def _values(known):
    """``known`` values, given as a collection or as a function returning one (read only when needed)."""
    return known() if callable(known) else known


def _collect_limits(arguments: Mapping[str, Any]) -> tuple[list[int], set[str], list[bool]]:
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
                p = _paise(entry["daily_limit"])
                if p:
                    amounts.append(p)
            if entry.get("enabled") is not None:
                enabled.append(bool(entry["enabled"]))
    return amounts, channels, enabled


def check_proposal(analyses: Sequence[Analysis], name: str, arguments: Mapping[str, Any], *,
                   aliases: Mapping[str, Sequence[str]] | None = None, known_amounts: Any = (),
                   known_dates: Any = (), reference=None) -> ProposalCheck:
    """Does the proposal (one or more messages, the last one asking the go-ahead) name the write
    ``name(arguments)`` with its action and values, and nothing that conflicts? See the module docstring.
    ``known_amounts`` / ``known_dates``: values the customer already knows (a collection, or a function that
    returns one, called only if a stated value needs it)."""
    aliases = aliases or {}
    analyses = [a for a in analyses if a is not None]
    expected = expected_actions(name, arguments)
    actions = [a for an in analyses for a in named_actions(an)]
    # positions are per message: judge the primary action within the last message first, then earlier ones
    primary = None
    for an in reversed(analyses):
        primary = _primary(named_actions(an), set(proposal_sentences(an)))
        if primary is not None:
            break
    check = ProposalCheck(action_ok=primary is not None and primary.key in expected,
                          proposed=primary.key if primary else None)
    contrary = set().union(*(g for g in CONTRARY_GROUPS if expected & g)) - expected
    for a in actions:
        if a.key in contrary and a.governed and not a.negated:
            check.action_ok = False
            check.proposed = a.key
            break
    text = " \n ".join(an.low for an in analyses)

    # target ids
    for arg in TARGET_ID_ARGS.get(name, ()):
        value = arguments.get(arg)
        for v in (value if isinstance(value, (list, tuple)) else [value] if value else []):
            if not mentions_id(str(v), analyses, aliases):
                check.missing.append(arg)
    _check_records(analyses, name, arguments, aliases, check)
    # values by tool
    if name not in ("create_fd", "create_rd", "set_card_controls"):
        names = [n for ns in aliases.values() for n in ns]
        _check_amounts(analyses, [], known_amounts, check, "amount", names)  # any amount said must be a known one
    if name in ("create_fd", "create_rd"):
        key = "principal_amount" if name == "create_fd" else "monthly_installment"
        p = _paise(arguments.get(key))
        # the write's own value: any other amount must be marked as context ("your balance of ₹X"), known or not
        _check_amounts(analyses, [p] if p else [], (), check, "amount")
        _check_tenure(analyses, arguments.get("tenure_months"), check)
        if arguments.get("maturity_instruction") not in (None, "no_renewal"):
            _check_choice(text, INSTRUCTION_PATTERNS, arguments["maturity_instruction"], check, "instruction", required=True)
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
        amounts, channels, _ = _collect_limits(arguments)
        _check_amounts(analyses, amounts, (), check, "limit")
        for channel in channels:
            if not CHANNEL_PATTERNS[channel].search(text):
                check.missing.append(f"{channel} channel")
    elif name == "cancel_mandate":
        pass  # the mandate (id or payee) is the target
    elif name == "request_cheque_book":
        leaves = arguments.get("leaves", 25)
        said = {int(m.group(1)) if m.group(1).isdigit() else _LEAF_WORDS.get(m.group(1).replace("-", " "), 0)
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


_ID_KINDS = (("CARD", "card"), ("MND", "mandate"), ("TXN", "transaction"), ("POL", "policy"), ("FD", "deposit"),
             ("RD", "deposit"), ("LN", "loan"), ("SR-", "request"), ("SB", "account"), ("CA", "account"),
             ("NE", "account"), ("NO", "account"), ("SA", "account"), ("CU", "account"))


def id_kind(value: str) -> str | None:
    """What kind of record an id names, by its prefix (None: not a record id)."""
    value = str(value).upper()
    for prefix, kind in _ID_KINDS:
        if value.startswith(prefix) and value[len(prefix):][:1].isdigit():
            return kind
    return None


def _write_ids(arguments: Mapping[str, Any]) -> set[str]:
    out = set()
    for value in arguments.values():
        for v in value if isinstance(value, (list, tuple)) else [value]:
            if isinstance(v, str) and id_kind(v) is not None:
                out.add(v.upper())
    return out


def _check_records(analyses: Sequence[Analysis], name: str, arguments: Mapping[str, Any],
                   aliases: Mapping[str, Sequence[str]], check: ProposalCheck) -> None:
    """A record of the same kind as one the write touches, named (in full or by its last four digits) and not
    negated, that is not one of the write's own: the proposal is about another record."""
    own = _write_ids(arguments)
    kinds = {id_kind(v) for v in own}
    if not own:
        return
    for a in analyses:
        for m in a.ids:
            if m.value not in own and id_kind(m.value) in kinds and not negated(a, m.start) and not _contrasted(a, m.start):
                check.conflicts.append(f"record {m.value}")
        for m in a.last4:
            named = [rid for rid, names in aliases.items() if m.value in [str(x) for x in names]]
            if named and not any(r.upper() in own for r in named) and any(id_kind(r) in kinds for r in named) \
                    and not negated(a, m.start):
                check.conflicts.append(f"record ending {m.value}")


def _contrasted(a: Analysis, start: int) -> bool:
    sentence = a.sentence_at(start)
    lead = a.low[sentence.start if sentence else 0:start]
    return _CONTRAST.search(" ".join(lead.split()[-4:])) is not None


def _check_tenure(analyses: Sequence[Analysis], months: Any, check: ProposalCheck) -> None:
    if months is None:
        return
    want = Decimal(str(months))
    said = [q for a in analyses for q in a.tenures if not negated(a, q.start)]
    if not any(q.value == want for q in said):
        check.missing.append("tenure")
    if any(q.value != want for q in said):
        check.conflicts.append("tenure")


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
