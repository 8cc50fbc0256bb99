"""Probe agents: the oracle reworded, the oracle done differently, the oracle bent.

The verdict is an RL reward, so it must pass a correct assistant however it words itself and fail a lazy,
lying or careless one. These agents measure both (``bank-gym probe`` runs them over a split, the tests over a
sample). All but ``blind_reader`` are privileged: built on ``OracleAgent``, reset with the task.

* ``PARAPHRASES`` (must pass): the oracle's tool calls unchanged, its messages reworded the way capable LLM
  assistants word them — how it asks for details, proposes a change and asks the go-ahead (with and without a
  question mark), states facts (prose, bullets, tables, outcome synonyms), declines; amounts in every Indian
  notation (Rs./INR/rupees/lakh/words/rounded to the rupee), dates in every common form, tenures in words or
  years, masked or formatted ids, curly apostrophes, a proposal split over two messages or repeated.
* ``VARIANTS`` (must pass): the same service with a different procedure — harmless extra reads, re-reads after
  writes, independent calls reordered, integers sent as floats, default arguments spelled out.
* ``EXPLOITS`` (must score 0): gold calls and silence; facts never told; lies; writes without a proposal or
  before it; stopping before the customer is done; wrong values in arguments the paper's check did not compare;
  a reader with no gold at all.
* ``LOOSE`` (must be refused by the customer): the opposite action with the right details, a wrong tenure or
  amount beside the right one, another record, a go-ahead asked without any values, a negated outcome, an echo.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from ..bank.money import format_inr
from ..customers.base import STOP
from ..tasks.model import Fact, GoldCall, Step, Task
from ..tools import REGISTRY, WRITE_TOOLS
from .baselines import LookupOnlyAgent
from .oracle import OracleAgent, render_fact

__all__ = ["EXPLOITS", "LOOSE", "PARAPHRASES", "VARIANTS", "Paraphrase", "ParaphraseAgent", "inr_words",
           "make_probe", "probe_applies", "probe_names"]

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

_AMOUNT = re.compile(r"₹(\d{1,3}(?:,\d{2,3})*(?:\.\d+)?)")
_ISO = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_TENURE = re.compile(r"\b(\d+)([ -])month(s)?\b")
_CARD = re.compile(r"\b(?:(?:debit |credit )?card )?(CARD\d+)\b")
_ACCOUNT = re.compile(r"\b(?:account )?((?:SB|CA|NE|NO|SA|CU)\d{10})\b")
_IDS = re.compile(r"\b((?:FD|RD|SB|CA|NE|NO|CARD|MND|TXN|LN|POL)\d{4,14}|SR-\d{4,12})\b")


def _paise_of(text: str) -> int:
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


# ---------------------------------------------------------------- paraphrases


@dataclass(frozen=True)
class Paraphrase:
    """How a reworded oracle talks (every field has the oracle's own wording as its default)."""

    name: str
    kind: str  # what the rewording exercises (the table groups by it)
    ask: str = "Sure, I can help with that. Could you please tell me the {wanted}?"
    lead: str = "To confirm, I will {action}{details}."
    question: str = "Shall I go ahead?"
    tell: str = "default"  # default | natural | bullets | table | inline | done_first
    decline: str = "I'm sorry, but I cannot do that: {reason}."
    amounts: str = "inr"
    dates: str = "iso"
    tenures: str = "digits"
    ids: str = "plain"  # plain | masked | bold | code
    curly: bool = False
    two_messages: bool = False  # the proposal, then the go-ahead question in its own message
    reconfirm: bool = False  # asks the same go-ahead twice before acting
    prefix: str = ""


_BASE = Paraphrase("oracle", "baseline")


def _p(name: str, kind: str, **changes: Any) -> Paraphrase:
    return replace(_BASE, name=name, kind=kind, **changes)


PARAPHRASES: dict[str, Paraphrase] = {p.name: p for p in [
    # asking for the go-ahead, with and without a question mark
    _p("confirm_yes_no", "go-ahead", question="Please confirm (yes/no)."),
    _p("let_me_know", "go-ahead", question="Let me know if I should go ahead."),
    _p("details_correct", "go-ahead", question="Are these details correct?"),
    _p("would_you_like", "go-ahead", question="Would you like me to proceed?"),
    _p("do_you_want", "go-ahead", question="Do you want me to go ahead with this?"),
    _p("can_you_confirm", "go-ahead", question="Can you confirm?"),
    _p("okay_with_you", "go-ahead", question="Is that okay with you?"),
    _p("reply_yes", "go-ahead", question="Please reply yes to proceed."),
    _p("may_i_proceed", "go-ahead", question="May I proceed?"),
    _p("sound_right", "go-ahead", question="Does that sound right?"),
    _p("need_confirmation", "go-ahead", question="I'll need your confirmation to proceed."),
    _p("once_you_confirm", "go-ahead", question="Once you confirm, I'll take care of it."),
    _p("go_ahead_and", "go-ahead", question="Should I go ahead and do that?"),
    # how the change is described
    _p("heres_the_plan", "proposal", lead="Here's what I'll do: {action}{details}."),
    _p("about_to", "proposal", lead="I'm about to {action}{details}."),
    _p("i_can", "proposal", lead="I can {action}{details} for you."),
    _p("just_to_be_sure", "proposal", lead="Just to be sure — I'll {action}{details}."),
    _p("two_messages", "proposal", two_messages=True),
    _p("reconfirm", "proposal", reconfirm=True),
    # asking for details, with and without a question mark
    _p("ill_need", "request", ask="I'll need the {wanted} to look into this."),
    _p("please_share", "request", ask="Please share the {wanted}."),
    _p("kindly_provide", "request", ask="Kindly provide the {wanted}."),
    _p("may_i_have", "request", ask="Happy to help! May I have the {wanted}?"),
    _p("what_is", "request", ask="What is the {wanted}?"),
    _p("to_check", "request", ask="To check this, I need your {wanted}."),
    # stating facts
    _p("natural_facts", "facts", tell="natural"),
    _p("bullet_facts", "facts", tell="bullets"),
    _p("table_facts", "facts", tell="table"),
    _p("inline_facts", "facts", tell="inline"),
    _p("done_first", "facts", tell="done_first"),
    # declining
    _p("isnt_possible", "decline", decline="That isn't possible, I'm afraid: {reason}.", curly=True),
    _p("unfortunately", "decline", decline="Unfortunately, this can't be done because {reason}."),
    _p("unable", "decline", decline="I'm unable to do that - {reason}."),
    _p("regret", "decline", decline="Regrettably, our policy doesn't allow this: {reason}."),
    # amounts
    *[_p(f"amount_{n}", "amounts", amounts=n) for n in AMOUNT_NOTATIONS if n != "inr"],
    # dates
    *[_p(f"date_{n}", "dates", dates=n) for n in DATE_NOTATIONS if n != "iso"],
    # tenures, ids, punctuation
    _p("tenure_words", "tenures", tenures="words"),
    _p("tenure_years", "tenures", tenures="years"),
    _p("tenure_phrase", "tenures", tenures="hyphen"),
    _p("ids_masked", "ids", ids="masked"),
    _p("ids_bold", "ids", ids="bold"),
    _p("ids_code", "ids", ids="code"),
    _p("curly_quotes", "punctuation", curly=True, prefix="Sure, I’m on it. "),
    # everything at once, the way a chatty model writes
    _p("chatty_markdown", "combined", prefix="Great question! ", tell="bullets", question="Please confirm (yes/no).",
       amounts="rs", dates="d_month_y", ids="bold", curly=True),
    _p("formal_indian", "combined", ask="Kindly share the {wanted}.", lead="As requested, I shall {action}{details}.",
       question="Kindly confirm if I may proceed.", tell="natural", amounts="rs_tight", dates="dmy_slash",
       tenures="words", decline="Regret to inform you that this is not possible: {reason}."),
]}


_OUTCOME_SENTENCES = {
    "closed": "The closure has been processed.",
    "cancelled": "The cancellation is complete.",
    "canceled": "The cancellation is complete.",
    "frozen": "It is now temporarily blocked.",
    "blocked": "It has been hotlisted.",
    "updated": "The change is now in effect.",
    "enabled": "It has been activated.",
    "requested": "The request has been placed.",
    "stopped": "A stop has been placed on it.",
    "verification": "It will be verified by our team.",
}


def _sentence_case(text: str) -> str:
    return text[:1].upper() + text[1:]


class ParaphraseAgent(OracleAgent):
    """The oracle with its messages reworded by a ``Paraphrase`` (tool calls unchanged)."""

    def __init__(self, style: Paraphrase, tasks=None):
        super().__init__(tasks)
        self.style = style
        self.name = f"paraphrase:{style.name}"
        self._masks: dict[str, str] = {}

    def reset(self, info: dict, task: Task | str | None = None) -> None:
        super().reset(info, task)
        self._masks = {}
        if self.style.ids == "masked":
            from ..bank import load_bank

            customer = load_bank().customers.get(self.task.customer_id)
            if customer is not None:
                self._masks = {c.card_id: c.masked_number[-4:] for c in customer.cards.values()}
                self._masks.update({a: a[-4:] for a in customer.accounts})

    # ------------------------------------------------------------ notation
    def _say(self, text: str) -> str:
        s = self.style
        text = _AMOUNT.sub(lambda m: render_amount(_paise_of(m.group(1)), s.amounts), text)
        if s.dates != "iso":
            text = _ISO.sub(lambda m: render_date(date(int(m[1]), int(m[2]), int(m[3])), s.dates), text)
        if s.tenures != "digits":
            text = _TENURE.sub(lambda m: render_tenure(int(m[1]), s.tenures, plural=m[2] == " "), text)
        if s.ids == "masked" and self._masks:
            text = _CARD.sub(lambda m: f"the card ending {self._masks[m[1]]}" if m[1] in self._masks else m[0], text)
            text = _ACCOUNT.sub(lambda m: f"the account ending {self._masks[m[1]]}" if m[1] in self._masks else m[0],
                                text)
        elif s.ids == "bold":
            text = _IDS.sub(r"**\1**", text)
        elif s.ids == "code":
            text = _IDS.sub(r"`\1`", text)
        if s.curly:
            text = text.replace("'", "’")
        return s.prefix + text

    # ------------------------------------------------------------ hooks
    def ask(self, step: Step) -> str:
        wanted = " and ".join(item.ask_keywords[0] for item in step.reveals)
        return self._say(self.style.ask.format(wanted=wanted))

    def _lead(self, step: Step) -> str:
        details = ", ".join(group[0] for group in step.confirm.must_mention)
        return self.style.lead.format(action=step.confirm.action, details=f" ({details})" if details else "")

    def propose(self, step: Step) -> str | list[str]:
        lead, question = self._lead(step), self.style.question
        if self.style.two_messages:
            return [self._say(lead), self._say(question)]
        message = self._say(f"{lead} {question}")
        return [message, message] if self.style.reconfirm else message

    def tell(self, step: Step) -> str:
        return self._say(self._facts(step, opening="Here is what you asked for."))

    def decline(self, step: Step) -> str:
        reason = step.decline_reason or "that is not something our policy allows"
        facts = self._facts(step, opening="") if step.facts else ""
        return self._say(f"{self.style.decline.format(reason=reason)} {facts}".strip())

    def _facts(self, step: Step, opening: str) -> str:
        if not step.facts:
            return "That's done."
        how = self.style.tell
        if how == "natural":
            return " ".join(_natural(f) for f in step.facts)
        if how == "bullets":
            return "Here are the details:\n" + "\n".join(f"- **{_sentence_case(f.label)}**: {render_fact(f)}"
                                                         for f in step.facts)
        if how == "table":
            rows = "\n".join(f"| {f.label} | {render_fact(f)} |" for f in step.facts)
            return f"| Item | Value |\n|---|---|\n{rows}"
        if how == "inline":
            return "I checked for you — " + ", and ".join(f"{f.label} is {render_fact(f)}" for f in step.facts) + "."
        if how == "done_first":
            return "All done! " + " ".join(f"{_sentence_case(f.label)}: {render_fact(f)}." for f in step.facts)
        return f"{opening} " + "; ".join(f"{f.label}: {render_fact(f)}" for f in step.facts) + "."

    # ------------------------------------------------------------ a proposal over two messages or twice
    def _plan(self, step: Step) -> list:
        out = []
        for action in super()._plan(step):
            out.extend(action if isinstance(action, list) and action and isinstance(action[0], str) else [action])
        return out


def _natural(fact: Fact) -> str:
    if fact.kind == "text" and fact.patterns:
        word = fact.patterns[0].lower()
        if word in _OUTCOME_SENTENCES and fact.label.startswith("that"):
            return _OUTCOME_SENTENCES[word]
    label = fact.label
    if label.startswith("that ") or label.startswith("whether "):
        return f"{_sentence_case(label)}: {render_fact(fact)}."
    return f"{_sentence_case(label)} is {render_fact(fact)}."


# ---------------------------------------------------------------- correct variants


def _floats(value: Any) -> Any:
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return float(value)
    if isinstance(value, list):
        return [_floats(v) for v in value]
    if isinstance(value, dict):
        return {k: _floats(v) for k, v in value.items()}
    return value


class ExtraReadsAgent(OracleAgent):
    """Adds harmless reads: the product catalogue and a knowledge-base search before each step's work."""

    name = "variant:extra_reads"

    def _plan(self, step: Step) -> list:
        plan = super()._plan(step)
        reads = [{"name": "get_products_and_offers", "arguments": {"type": "all"}},
                 {"name": "search_knowledge_base", "arguments": {"query": "service charges and timelines"}}]
        at = next((i for i, a in enumerate(plan) if isinstance(a, dict)), len(plan))
        return plan[:at] + reads + plan[at:]


_REREAD = {"card_id": ("get_card_details", "card_ids"), "mandate_id": ("show_mandates", None),
           "account_id": ("get_account_details", "account_ids")}


class RereadAgent(OracleAgent):
    """Reads the changed record again after every write."""

    name = "variant:reread_after_write"

    def call(self, gold: GoldCall, index: int):
        action = super().call(gold, index)
        if gold.name not in WRITE_TOOLS:
            return action
        args = gold.arguments
        reread = None
        if isinstance(args.get("deposit_id"), str):
            deposit = args["deposit_id"]
            reread = {"name": "get_fd_details" if deposit.startswith("FD") else "get_rd_details",
                      "arguments": {"deposit_ids": [deposit]}}
        else:
            for key, (tool, list_arg) in _REREAD.items():
                if isinstance(args.get(key), str):
                    reread = {"name": tool, "arguments": {list_arg: [args[key]]} if list_arg else {}}
                    break
        return [action, reread] if reread else action


class ReorderAgent(OracleAgent):
    """Makes each step's independent calls in another order (a dependency never moves before its source)."""

    name = "variant:reorder"

    def _plan(self, step: Step) -> list:
        calls = list(step.calls)
        if len(calls) < 2:
            return super()._plan(step)
        order: list[int] = []
        remaining = calls[:]
        while remaining:  # the latest call whose dependencies inside the step are already placed
            ready = [c for c in remaining if not (set(self.task.gold[c].depends_on) & set(remaining) - {c})]
            pick = ready[-1]
            order.append(pick)
            remaining.remove(pick)
        return super()._plan(step.model_copy(update={"calls": order}))


class FloatsAgent(OracleAgent):
    """Sends every integer argument as a float (24 -> 24.0)."""

    name = "variant:floats"

    def call(self, gold: GoldCall, index: int):
        return {"name": gold.name, "arguments": _floats(dict(gold.arguments))}


class DefaultsAgent(OracleAgent):
    """Spells out every optional argument with its default value."""

    name = "variant:spelled_defaults"

    def call(self, gold: GoldCall, index: int):
        args = dict(gold.arguments)
        for name, info in REGISTRY[gold.name].args_model.model_fields.items():
            if name not in args and not info.is_required():
                default = info.default
                args[name] = default.model_dump(mode="json") if hasattr(default, "model_dump") else default
        return {"name": gold.name, "arguments": args}


VARIANTS: dict[str, type[OracleAgent]] = {
    "extra_reads": ExtraReadsAgent, "reread_after_write": RereadAgent, "reorder": ReorderAgent,
    "floats": FloatsAgent, "spelled_defaults": DefaultsAgent,
}

# ---------------------------------------------------------------- exploits


def _lie(fact: Fact) -> str | None:
    """A value for ``fact`` that is wrong and appears in no tool output."""
    if fact.kind == "amount":
        return format_inr(int(fact.value) + 1_23_456)
    if fact.kind == "number":
        wrong = Decimal(str(fact.value)) + Decimal("0.35") if "rate" in fact.label else int(Decimal(str(fact.value))) + 7
        return f"{wrong}%" if "rate" in fact.label else str(wrong)
    if fact.kind == "id":
        value = str(fact.value)
        head = re.match(r"[A-Z]+-?", value)
        prefix = head.group(0) if head else ""
        return prefix + value[len(prefix):][::-1].replace("0", "9")
    patterns = fact.patterns
    if patterns and re.fullmatch(r"\d{4}-\d{2}-\d{2}", patterns[0]):
        return (date.fromisoformat(patterns[0]) + timedelta(days=3)).isoformat()
    return None


class SilentAgent(OracleAgent):
    """Makes exactly the gold calls, says nothing, stops."""

    name = "exploit:silent"

    def _plan(self, step: Step) -> list:
        return [self.call(self.task.gold[i], i) for i in step.calls]

    def act(self, observation: str, info: dict):
        while not self.queue and self.step_index + 1 < len(self.task.scenario.steps):
            self.step_index += 1
            self.queue.extend(self._plan(self.task.scenario.steps[self.step_index]))
        return super().act(observation, info) if self.queue else STOP


class UntoldAgent(OracleAgent):
    """Serves every step, but never states the facts the customer asked for."""

    name = "exploit:untold"

    def tell(self, step: Step) -> str:
        return "All done! Is there anything else I can help you with?"

    def decline(self, step: Step) -> str:
        return "I'm sorry, I can't do that."


class LiarAgent(OracleAgent):
    """States wrong amounts, rates, ids and dates (and never the true ones)."""

    name = "exploit:liar"

    def tell(self, step: Step) -> str:
        told = [f"{f.label}: {_lie(f) or render_fact(f)}" for f in step.facts]
        return ("Here is what you asked for. " + "; ".join(told) + ".") if told else "That's done."


class RecapLiarAgent(OracleAgent):
    """States the true facts, then 'recaps' them with wrong values in the same message."""

    name = "exploit:recap_liar"

    def tell(self, step: Step) -> str:
        lies = [f"{f.label} is {wrong}" for f in step.facts if (wrong := _lie(f)) is not None]
        base = super().tell(step)
        return f"{base} To recap: {'; '.join(lies)}." if lies else base


class NoConfirmAgent(OracleAgent):
    """Writes without proposing the change or asking for a yes."""

    name = "exploit:no_confirm"

    def propose(self, step: Step) -> None:
        return None


class WriteThenAskAgent(OracleAgent):
    """Makes the write first and asks for the go-ahead afterwards."""

    name = "exploit:write_then_ask"

    def _plan(self, step: Step) -> list:
        plan = super()._plan(step)
        if step.confirm is None:
            return plan
        proposal = self.propose(step)
        at = plan.index(proposal)
        plan[at], plan[at + 1] = plan[at + 1], plan[at]
        return plan


class EarlyStopAgent(OracleAgent):
    """Makes every gold call, then ends the chat itself before telling the customer the last answer."""

    name = "exploit:early_stop"

    def _plan(self, step: Step) -> list:
        plan = super()._plan(step)
        if step is self.task.scenario.steps[-1]:
            plan[-1] = f"Thank you for banking with us. {STOP}"
        return plan


_STRANGER_ADDRESS = "House 9, 4th Cross, Sadashivnagar, Bengaluru, Karnataka 560080"


class WrongArgsAgent(OracleAgent):
    """The gold chain with wrong values in arguments that decide what is sent or told (a delivery address, a
    knowledge-base query, a rate card's tenure, a quote date, a read's filter)."""

    name = "exploit:wrong_args"
    TOOLS = frozenset({"request_cheque_book", "search_knowledge_base", "get_deposit_loan_rates",
                       "get_loan_foreclosure_quote", "show_mandates", "get_transaction_history"})

    def call(self, gold: GoldCall, index: int):
        args = dict(gold.arguments)
        if gold.name == "request_cheque_book":
            args["delivery_address"] = _STRANGER_ADDRESS
        elif gold.name == "search_knowledge_base":
            args["query"] = "Who won the cricket world cup final?"
        elif gold.name == "get_deposit_loan_rates":
            if "tenure_months" in args:
                args["tenure_months"] = int(args["tenure_months"]) + 13
            else:
                args["amount"] = 50_00_00_000
        elif gold.name == "get_loan_foreclosure_quote":
            args["as_of_date"] = (self.task.session_date + timedelta(days=45)).isoformat()
        elif gold.name == "show_mandates":
            args["status"] = "paused" if args.get("status") != "paused" else "cancelled"
        elif gold.name == "get_transaction_history":
            args["type"] = "credit"
        return {"name": gold.name, "arguments": args}


class BlindReaderAgent(LookupOnlyAgent):
    """No gold at all: asks one generic question for ids, reads everything it hears of, says nothing."""

    name = "exploit:blind_reader"
    ask_for_ids = True

    def describe(self) -> str:
        return self.name


EXPLOITS: dict[str, type] = {
    "silent": SilentAgent, "untold": UntoldAgent, "liar": LiarAgent, "recap_liar": RecapLiarAgent,
    "no_confirm": NoConfirmAgent, "write_then_ask": WriteThenAskAgent, "early_stop": EarlyStopAgent,
    "wrong_args": WrongArgsAgent, "blind_reader": BlindReaderAgent,
}

# ---------------------------------------------------------------- loose probes (the customer must refuse)

_OPPOSITES = (
    (re.compile(r"\b(?:temporarily )?freeze\b"), "unfreeze"),
    (re.compile(r"\bpermanently block\b"), "temporarily freeze"),
    (re.compile(r"\bcancel mandate\b"), "pause mandate"),
    (re.compile(r"\bclose (fixed|recurring) deposit\b"), r"renew \1 deposit"),
    (re.compile(r"\bbook a fixed deposit\b"), "open a recurring deposit"),
    (re.compile(r"\bopen a recurring deposit\b"), "book a fixed deposit"),
    (re.compile(r"\bchange the maturity instruction of (\S+) to no renewal"), r"close deposit \1"),
    (re.compile(r"\bset deposit (\S+) to renew the principal at maturity"), r"close deposit \1"),
)


class LooseProbe(OracleAgent):
    """The oracle with some proposals or statements made wrong; the customer must not accept them.

    ``probed`` collects what was made wrong (gold write indices for proposals, (step, label) for facts);
    ``fooled(events, messages)`` says whether the customer's events show it accepted any of it."""

    kind = ""

    def __init__(self, tasks=None):
        super().__init__(tasks)
        self.name = f"loose:{self.kind}"

    def reset(self, info: dict, task=None) -> None:
        self.probed: set = set()
        super().reset(info, task)

    def wrong_proposal(self, step: Step) -> str | None:  # None: this step's proposal stays right
        return None

    def propose(self, step: Step) -> str:
        wrong = self.wrong_proposal(step)
        if wrong is None:
            return super().propose(step)
        self.probed.add(step.confirm.call)
        return wrong

    def fooled(self, events: list[dict], messages: list[dict] = ()) -> bool:
        return any(e.get("type") == "decision" and e.get("decision") == "yes" and e.get("write") in self.probed
                   for e in events)


class OppositeAction(LooseProbe):
    kind = "opposite_action"

    def wrong_proposal(self, step: Step) -> str | None:
        action = step.confirm.action
        for pattern, opposite in _OPPOSITES:
            if pattern.search(action):
                action = pattern.sub(opposite, action, count=1)
                details = ", ".join(g[0] for g in step.confirm.must_mention if g[0].lower() not in ("freeze", "block"))
                return f"To confirm, I will {action}" + (f" ({details})" if details else "") + ". Shall I go ahead?"
        return None


class WrongTenure(LooseProbe):
    kind = "wrong_tenure"

    def wrong_proposal(self, step: Step) -> str | None:
        right = OracleAgent.propose(self, step)
        wrong = re.sub(r"\b(\d+)([ -])month", lambda m: f"{int(m[1]) + 10}{m[2]}month", right)
        return wrong if wrong != right else None


class WrongAmount(LooseProbe):
    """Names the right amount as context and proposes another."""

    kind = "wrong_amount"

    def wrong_proposal(self, step: Step) -> str | None:
        amounts = _AMOUNT.findall(step.confirm.action)
        if not amounts:
            return None
        wrong = format_inr(_paise_of(amounts[0]) + 5_000_00)
        action = step.confirm.action.replace(f"₹{amounts[0]}", wrong, 1)
        return f"You mentioned ₹{amounts[0]} earlier. To confirm, I will {action}. Shall I go ahead?"


class WrongRecord(LooseProbe):
    """Proposes the right action on another record."""

    kind = "wrong_record"

    def wrong_proposal(self, step: Step) -> str | None:
        right = OracleAgent.propose(self, step)
        wrong = _IDS.sub(lambda m: m[1][:-1] + str((int(m[1][-1]) + 1) % 10), right)
        return wrong if wrong != right else None


class VagueGoAhead(LooseProbe):
    """Asks for a go-ahead without naming the change or its values."""

    kind = "vague_go_ahead"

    def wrong_proposal(self, step: Step) -> str | None:
        return "I can take care of that for you. Shall I go ahead?"


class NegatedOutcome(LooseProbe):
    """Reports the outcome the customer waits for, negated ("could not be closed")."""

    kind = "negated_outcome"
    WORDS = ("closed", "cancelled", "frozen", "blocked", "updated", "enabled", "stopped", "requested")

    def tell(self, step: Step) -> str:
        told = []
        index = self.task.scenario.steps.index(step)
        for fact in step.facts:
            word = fact.patterns[0].lower() if fact.kind == "text" and fact.patterns else ""
            if word in self.WORDS:
                self.probed.add((index, fact.label))
                told.append(f"unfortunately it could not be {word}")
            else:
                told.append(f"{fact.label}: {render_fact(fact)}")
        return "Here is the update: " + "; ".join(told) + "."

    def fooled(self, events: list[dict], messages: list[dict] = ()) -> bool:
        return any(e.get("type") == "fact_heard" and (e.get("step"), e.get("label")) in self.probed for e in events)


_ECHO = "\x00echo"


class EchoProbe(LooseProbe):
    """Answers each request by repeating the customer's own words back."""

    kind = "echo"

    def tell(self, step: Step) -> str:
        self.probed.add(self.task.scenario.steps.index(step))
        return _ECHO

    def reset(self, info: dict, task=None) -> None:
        super().reset(info, task)
        self._heard = next((m.get("content") or "" for m in reversed(info.get("messages") or [])
                            if m.get("role") == "user"), "")

    def act(self, observation: str, info: dict):
        if observation and not observation.startswith("[tool_result"):
            self._heard = observation  # the customer's last words (tool results are not)
        action = super().act(observation, info)
        return f"You said: {self._heard}" if action == _ECHO else action

    def fooled(self, events: list[dict], messages: list[dict] = ()) -> bool:
        """A fact heard in the customer's answer to an echo."""
        def after_echo(e: dict) -> bool:
            i = int(e.get("message", 0)) - 1
            return 0 <= i < len(messages) and str(messages[i].get("content") or "").startswith("You said:")

        return any(e.get("type") == "fact_heard" and after_echo(e) for e in events)


LOOSE: dict[str, type[LooseProbe]] = {c.kind: c for c in (OppositeAction, WrongTenure, WrongAmount, WrongRecord,
                                                          VagueGoAhead, NegatedOutcome, EchoProbe)}

# ---------------------------------------------------------------- which probes apply to a task


def _writes(task: Task) -> list[Step]:
    return [s for s in task.scenario.steps if s.confirm is not None]


def probe_applies(group: str, name: str, task: Task) -> bool:
    """Whether probe ``group:name`` changes anything in ``task`` (otherwise it would just be the oracle)."""
    steps = task.scenario.steps
    if group in ("paraphrase", "variant"):
        return True
    if group == "exploit":
        if name in ("no_confirm", "write_then_ask"):
            return bool(_writes(task))
        if name in ("liar", "recap_liar"):
            return any(_lie(f) is not None for s in steps for f in s.facts)
        if name == "untold":
            return any(s.facts for s in steps)
        if name == "early_stop":
            return bool(steps[-1].facts) and not steps[-1].expects_decline and not (
                task.gold and task.gold[-1].name == "transfer_to_human_agents")
        if name == "wrong_args":
            return any(g.name in WrongArgsAgent.TOOLS for g in task.gold)
        return True
    if group == "loose":
        if name == "opposite_action":
            return any(any(p.search(s.confirm.action) for p, _ in _OPPOSITES) for s in _writes(task))
        if name == "wrong_tenure":
            return any(re.search(r"\d+[ -]month", s.confirm.action) for s in _writes(task))
        if name == "wrong_amount":
            return any(_AMOUNT.search(s.confirm.action) for s in _writes(task))
        if name == "wrong_record":
            return any(_IDS.search(s.confirm.action) for s in _writes(task))
        if name == "vague_go_ahead":
            return bool(_writes(task))
        if name == "negated_outcome":
            return any(f.kind == "text" and f.patterns and f.patterns[0].lower() in NegatedOutcome.WORDS
                       for s in steps if not s.expects_decline for f in s.facts)
        if name == "echo":
            return any(s.facts for s in steps)
    return False


def probe_names() -> dict[str, list[str]]:
    return {"paraphrase": list(PARAPHRASES), "variant": list(VARIANTS), "exploit": list(EXPLOITS),
            "loose": list(LOOSE)}


def make_probe(group: str, name: str, tasks=None):
    """A fresh probe agent ``group:name``."""
    if group == "paraphrase":
        return ParaphraseAgent(PARAPHRASES[name], tasks)
    if group == "variant":
        return VARIANTS[name](tasks)
    if group == "exploit":
        cls = EXPLOITS[name]
        return cls() if cls is BlindReaderAgent else cls(tasks)
    if group == "loose":
        return LOOSE[name](tasks)
    raise ValueError(f"unknown probe group {group!r}")


@dataclass
class ProbeResult:
    """Outcome of one probe over a set of tasks (filled by ``bank_gym.probe.run_probes``)."""

    group: str
    name: str
    kind: str = ""
    n: int = 0
    passed: int = 0
    paper_passed: int = 0
    refused: int = 0  # loose probes: sessions where the customer never accepted the probe
    failures: list[str] = field(default_factory=list)
