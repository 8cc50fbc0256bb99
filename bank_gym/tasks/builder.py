"""Building blocks for task families: a builder that records the gold chain while replaying it on a live
episode (so facts come from real tool outputs), and helpers for the pieces every family needs."""

from __future__ import annotations

import random
from datetime import date
from typing import Any

from ..bank.money import format_inr, to_paise
from ..bank.state import Bank
from ..tools import WRITE_TOOLS, execute
from .chain import minimal_chain
from .lang import current, pick_for
from .model import Confirmation, Fact, GoldCall, InfoItem, Scenario, Step, Task
from .phrasebook import phrasings


class BuildError(Exception):
    """This customer cannot host this family (e.g. the gold chain would hit an unintended error)."""


class TaskBuilder:
    def __init__(self, bank: Bank, family: str, category: str, area: str, customer_id: str, rng: random.Random,
                 session_date: date | None = None):
        self.bank = bank
        self.family, self.category, self.area = family, category, area
        self.customer_id = customer_id
        self.rng = rng
        self.session_date = session_date or bank.today
        self.state = bank.new_episode(customer_id, self.session_date, 0)
        self.customer = self.state.customer
        self.gold: list[GoldCall] = []
        self.steps: list[Step] = []
        self._step_calls: list[int] = []
        self._step_write: int | None = None
        self._outputs: list = []

    # ------------------------------------------------------------ gold calls
    def call(self, name: str, compare_args: list[str] | None = None, expect_error: str | None = None,
             also_by: tuple[str, ...] = (), **arguments) -> dict:
        """Append a gold call, executing it on the builder's episode. Returns the tool output. ``also_by``: other
        read tools that show the same facts (``GoldCall.also_by``)."""
        result = execute(self.state, name, arguments)
        if result.failed:
            raise BuildError(f"gold call {name} failed: {result.output}")
        if result.error_code != expect_error:
            raise BuildError(f"gold call {name} returned {result.error_code} (expected {expect_error}): {result.output}")
        if name != "search_knowledge_base" and result.output.get("errors"):
            raise BuildError(f"gold read {name} reported errors: {result.output['errors']}")
        index = len(self.gold)
        if name in WRITE_TOOLS:
            self._step_write = index
        # depends_on and required are the chain rule's (``tasks.chain``), set by ``build`` from these outputs
        self.gold.append(GoldCall(name=name, arguments=arguments, compare_args=compare_args, also_by=list(also_by)))
        self._outputs.append(result.output)
        self._step_calls.append(index)
        return result.output

    def step(self, requests: list[str], reveals: list[InfoItem] | None = None, facts: list[Fact] | None = None,
             confirm: tuple[str, list[list[str]]] | None = None, expects_decline: bool = False,
             decline_reason: str | None = None, complying: list[str] | None = None) -> None:
        """Close the current step: the calls made since the previous step belong to it."""
        facts = facts or []
        confirmation = None
        if confirm is not None:
            if self._step_write is None:
                raise BuildError("a confirmation needs a write in the step")
            if not facts:
                raise BuildError("a write step needs a fact stated after the write")
            confirmation = Confirmation(action=confirm[0], must_mention=confirm[1], call=self._step_write)
        elif self._step_write is not None:
            raise BuildError("a write step needs a confirmation")
        if not facts and not expects_decline:
            raise BuildError("every step waits for at least one fact")
        self.steps.append(
            Step(requests=requests, reveals=reveals or [], confirm=confirmation, facts=facts,
                 expects_decline=expects_decline, decline_reason=decline_reason, calls=list(self._step_calls),
                 complying=complying or [])
        )
        self._step_calls, self._step_write = [], None

    def build(self, task_id: str, first_messages: list[str], persona: str, description: str = "") -> Task:
        if self._step_calls:
            raise BuildError("calls after the last step")
        task = Task(
            task_id=task_id, family=self.family, category=self.category, product_area=self.area,
            session_date=self.session_date, customer_id=self.customer_id, seed=0, description=description,
            scenario=Scenario(persona=persona, first_messages=first_messages, steps=self.steps), gold=self.gold,
        )
        return task.model_copy(update={"gold": minimal_chain(task, self.bank, self._outputs)})

    def pick(self, options):
        return options[self.rng.randrange(len(options))]

    def says(self, key: str, **slots: object) -> list[str]:
        """The customer's phrasings of utterance ``key`` from the family's words file (``tasks.phrasebook``), in
        the language being spoken, with ``slots`` filled in."""
        return phrasings(self.family, key, **slots)


# ---------------------------------------------------------------- reveals and facts


# Words the customer listens for when asked for an item, beyond its English ones (a Hindi or Hinglish session's
# assistant may ask in either; real Hinglish keeps the English banking words, so those stay too).
ASK_WORDS: dict[str, tuple[str, ...]] = {
    "account": ("खाता", "खाते", "अकाउंट", "khata", "khaata", "khate", "account"),
    "card": ("कार्ड", "card"),
    "deposit": ("जमा", "एफडी", "आरडी", "डिपॉज़िट", "डिपॉजिट", "fd", "rd", "deposit"),
    "loan": ("लोन", "ऋण", "कर्ज़", "कर्ज", "loan"),
    "policy": ("पॉलिसी", "बीमा", "policy", "bima"),
    "request": ("अनुरोध", "रिक्वेस्ट", "संदर्भ", "शिकायत", "request", "reference", "complaint", "shikayat"),
    "guardian": ("अभिभावक", "संरक्षक", "गार्जियन", "guardian", "abhibhavak"),
    "payee": ("प्राप्तकर्ता", "पेयी", "बिलर", "मैंडेट", "payee", "biller", "mandate"),
}
_ASK_GROUP = {"account_id": "account", "account_ids": "account", "card_id": "card", "card_ids": "card",
              "deposit_id": "deposit", "deposit_ids": "deposit", "loan_id": "loan", "policy_id": "policy",
              "request_id": "request", "guardian": "guardian", "payee": "payee"}


def reveal(key: str, value: str, keywords: list[str], reply: str) -> InfoItem:
    if current() != "en":
        extra = ASK_WORDS.get(_ASK_GROUP.get(key, ""), ())
        keywords = list(dict.fromkeys([*keywords, *extra]))
    return InfoItem(key=key, value=value, ask_keywords=keywords, reply=reply)


# The kind of record in the customer's words: English -> (Hindi, Hinglish)
_WHAT = {
    "account": ("खाता", "account"), "linked account": ("लिंक्ड खाता", "linked account"),
    "EMI account": ("ईएमआई वाला खाता", "EMI wala account"), "deposit": ("डिपॉज़िट", "deposit"),
    "loan account": ("लोन खाता", "loan account"), "policy": ("पॉलिसी", "policy"),
}


def _reply(kind: str, value: str, **slots: str) -> str:
    """How the customer gives ``value`` when asked (``words/_reveals.yaml``): one phrasing picked per value, so
    the tasks of a family vary and a task says the same thing on every machine."""
    reply = pick_for(value, phrasings("_reveals", kind, v=value, **slots))
    return reply[:1].upper() + reply[1:]


def reveal_id(key: str, value: str, keywords: list[str], what: str) -> InfoItem:
    """An id the customer gives when asked, in the task's language (``what``: the English kind of record)."""
    language = current()
    local = what if language == "en" else _WHAT[what][0 if language == "hi" else 1]
    return reveal(key, value, keywords, _reply("id", value, what=local))


def reveal_account(account_id: str, what: str = "account") -> InfoItem:
    return reveal_id("account_id", account_id, ["account number", "account"], what)


def reveal_card(card_id: str) -> InfoItem:
    return reveal("card_id", card_id, ["card id", "card"], _reply("card", card_id))


def reveal_deposit(deposit_id: str) -> InfoItem:
    return reveal_id("deposit_id", deposit_id, ["deposit number", "deposit", "fd number", "fd"], "deposit")


def reveal_loan(loan_id: str) -> InfoItem:
    return reveal_id("loan_id", loan_id, ["loan account number", "loan"], "loan account")


def reveal_mandate_payee(payee: str) -> InfoItem:
    return reveal("payee", payee, ["payee", "biller", "which mandate"], _reply("payee", payee))


def amount(label: str, paise: int) -> Fact:
    return Fact(label=label, kind="amount", value=int(paise))


def number(label: str, value: float | int | str) -> Fact:
    return Fact(label=label, kind="number", value=str(value))


def ident(label: str, value: str) -> Fact:
    return Fact(label=label, kind="id", value=value)


def words(label: str, *patterns: str) -> Fact:
    return Fact(label=label, kind="text", patterns=list(patterns))


def on_date(label: str, day: date) -> Fact:
    """A date the customer waits to hear, in the usual ways of writing it (ISO first: the oracle says that)."""
    month = day.strftime("%B")
    return words(label, day.isoformat(), f"{day.day} {month} {day.year}", f"{month} {day.day}, {day.year}",
                 f"{day.day} {month[:3]} {day.year}", day.strftime("%d/%m/%Y"), day.strftime("%d-%m-%Y"))


def rupee_text(paise: int) -> str:
    return format_inr(paise)


def rupee_arg(paise: int) -> int | float:
    """A rupee amount as a tool argument (int when whole)."""
    return paise // 100 if paise % 100 == 0 else paise / 100


def paise_of(output_amount: Any) -> int:
    return to_paise(output_amount)
