"""Loose probes (the customer must refuse): the opposite action with the right details, a wrong tenure or
amount beside the right one, another record, a go-ahead without values, a negated outcome, an echo."""

from __future__ import annotations

import re

from ...bank.money import format_inr
from ...tasks.model import Step
from ..oracle import OracleAgent, render_fact
from .notation import AMOUNT_PATTERN, ID_PATTERN, paise_of

OPPOSITES = (
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
        for pattern, opposite in OPPOSITES:
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
        amounts = AMOUNT_PATTERN.findall(step.confirm.action)
        if not amounts:
            return None
        wrong = format_inr(paise_of(amounts[0]) + 5_000_00)
        action = step.confirm.action.replace(f"₹{amounts[0]}", wrong, 1)
        return f"You mentioned ₹{amounts[0]} earlier. To confirm, I will {action}. Shall I go ahead?"


class WrongRecord(LooseProbe):
    """Proposes the right action on another record."""

    kind = "wrong_record"

    def wrong_proposal(self, step: Step) -> str | None:
        right = OracleAgent.propose(self, step)
        wrong = ID_PATTERN.sub(lambda m: m[1][:-1] + str((int(m[1][-1]) + 1) % 10), right)
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
