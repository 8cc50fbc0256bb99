"""Rewordings of the oracle (must pass): its tool calls unchanged, its messages worded the way capable LLM
assistants word them."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date
from typing import Any

from ...tasks.model import Fact, Step, Task
from ..oracle import OracleAgent, render_fact
from .notation import (
    ACCOUNT_PATTERN,
    AMOUNT_NOTATIONS,
    AMOUNT_PATTERN,
    CARD_PATTERN,
    DATE_NOTATIONS,
    ID_PATTERN,
    ISO_PATTERN,
    TENURE_PATTERN,
    paise_of,
    render_amount,
    render_date,
    render_tenure,
)


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
            from ...bank import load_bank

            customer = load_bank().customers.get(self.task.customer_id)
            if customer is not None:
                self._masks = {c.card_id: c.masked_number[-4:] for c in customer.cards.values()}
                self._masks.update({a: a[-4:] for a in customer.accounts})

    # ------------------------------------------------------------ notation
    def _say(self, text: str) -> str:
        s = self.style
        text = AMOUNT_PATTERN.sub(lambda m: render_amount(paise_of(m.group(1)), s.amounts), text)
        if s.dates != "iso":
            text = ISO_PATTERN.sub(lambda m: render_date(date(int(m[1]), int(m[2]), int(m[3])), s.dates), text)
        if s.tenures != "digits":
            text = TENURE_PATTERN.sub(lambda m: render_tenure(int(m[1]), s.tenures, plural=m[2] == " "), text)
        if s.ids == "masked" and self._masks:
            text = CARD_PATTERN.sub(lambda m: f"the card ending {self._masks[m[1]]}" if m[1] in self._masks else m[0], text)
            text = ACCOUNT_PATTERN.sub(lambda m: f"the account ending {self._masks[m[1]]}" if m[1] in self._masks else m[0],
                                text)
        elif s.ids == "bold":
            text = ID_PATTERN.sub(r"**\1**", text)
        elif s.ids == "code":
            text = ID_PATTERN.sub(r"`\1`", text)
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
