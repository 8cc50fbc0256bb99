"""The scripted customer: deterministic, no model (DESIGN.md §6).

It walks the task's steps in order. For each assistant message it:

1. answers requests for information it holds for the current step (and only when asked);
2. confirms a proposal only if it proposes the step's pending write with every detail the step requires,
   and says no to any other proposal;
3. listens for the facts the step waits for (amounts, rates, ids, words such as "blocked");
4. when the step is done (facts heard, write confirmed, or a refusal heard where a refusal is right), raises the
   next step or ends with ``###STOP###``; otherwise it insists on the current step.

Every choice of phrasing comes from a ``random.Random`` seeded with the task id and the episode seed, so the same
task, seed and assistant messages always give the same transcript. Any text is accepted (empty, hostile, huge):
matching is bounded to the first ``MAX_READ_CHARS`` characters.
"""

from __future__ import annotations

import random
import re
from decimal import Decimal, InvalidOperation

from ..bank.money import round_paise
from ..tasks.model import Fact, Step, Task
from .base import STOP, SimulatedCustomer

MAX_READ_CHARS = 20_000
MAX_IDLE_TURNS = 12

_NUMBER = re.compile(r"(?<![\w.])(\d[\d,]*(?:\.\d+)?)")
QUESTION_MARKERS = ("?", "please share", "please provide", "please tell", "please confirm", "could you", "can you",
                    "let me know", "which ", "what is", "what's", "may i have", "may i know", "kindly share",
                    "kindly provide", "please give")
# A proposal is a question (it has a "?") with one of these: the ways assistants ask for a go-ahead.
PROPOSAL_MARKERS = ("shall i", "should i", "do you want me", "would you like me", "want me to", "like me to",
                    "may i proceed", "can i proceed", "shall we proceed", "go ahead", "please confirm",
                    "do you confirm", "can you confirm", "could you confirm", "confirm that", "okay to proceed",
                    "ok to proceed", "proceed?", "confirm?", "would you like to proceed", "do you want to proceed",
                    "is that correct", "is this correct", "is that right", "is this right", "is that okay",
                    "is that ok", "sound good", "shall we", "okay?", "ok?")
REFUSAL_MARKERS = ("cannot", "can't", "can not", "unable", "not able", "not possible", "won't be able",
                   "not allowed", "not permitted", "not linked", "isn't linked", "is not linked", "not eligible",
                   "do not have access", "don't have access", "no access", "not yours", "decline", "not something i can")
COMPLETION_MARKERS = ("done", "completed", "successfully", "has been", "have been", "is now", "all set", "processed",
                      "placed", "booked", "updated")

YES = ("Yes, please go ahead.", "Yes, that's right. Please proceed.", "Yes, I confirm.", "Yes, go ahead.")
NO_OTHER = ("No, please don't do that. That's not what I asked for.", "No, I don't want that.",
            "No thanks, please don't make that change.")
NO_MISMATCH = ("No, that's not quite right.", "No, those details aren't what I asked for.",
               "That's not correct, so no.")
NOT_HAVE = ("I don't have anything else to share on that.", "I'm not sure what you need from me there.",
            "I don't think I have that.")
INSIST = ("Sorry, before anything else:", "Let's finish this first, please:", "I'd still like to sort this out:",
          "Coming back to my request:")
MISSING_FACTS = ("Could you tell me {facts}?", "Before we move on, what is {facts}?", "Please also tell me {facts}.")
IDLE_STOP = ("I'll try again some other time. Thanks.", "Let me call back later. Bye.")


def numbers_in(text: str) -> set[Decimal]:
    out = set()
    for raw in _NUMBER.findall(text):
        try:
            out.add(Decimal(raw.replace(",", "")))
        except InvalidOperation:
            continue
    return out


def fact_heard(fact: Fact, text: str, lowered: str, numbers: set[Decimal]) -> bool:
    """Whether an assistant message states ``fact``."""
    if fact.kind == "amount":
        paise = int(fact.value)
        exact = Decimal(paise) / 100
        whole = Decimal(round_paise(exact) // 100)  # rounded to the rupee
        return exact in numbers or (paise % 100 != 0 and whole in numbers)
    if fact.kind == "number":
        return Decimal(str(fact.value)) in numbers
    if fact.kind == "id":
        return re.search(rf"(?<![\w-]){re.escape(str(fact.value))}(?![\w-])", text) is not None
    return any(p.lower() in lowered for p in fact.patterns)


def describe_fact(fact: Fact) -> str:
    return fact.label


class ScriptedCustomer(SimulatedCustomer):
    name = "scripted"

    def __init__(self, max_idle_turns: int = MAX_IDLE_TURNS):
        self.max_idle_turns = max_idle_turns
        self.task: Task | None = None

    # ------------------------------------------------------------ protocol
    def start(self, task: Task, seed: int) -> str:
        self.task = task
        self.rng = random.Random(f"{task.task_id}:{seed}")
        self.step_index = 0
        self.revealed: set[str] = set()
        self._enter_step()
        self.done = False
        self.idle = 0
        first = task.scenario.first_messages
        return first[seed % len(first)]

    def _enter_step(self) -> None:
        self.heard: set[int] = set()
        self.confirmed = False
        self.declined_heard = False
        step = self.current
        self.request = step.requests[self.rng.randrange(len(step.requests))] if step else ""

    @property
    def current(self) -> Step | None:
        steps = self.task.scenario.steps
        return steps[self.step_index] if self.step_index < len(steps) else None

    def reply(self, assistant_message: str) -> str:
        if self.task is None:
            raise RuntimeError("start() must be called first")
        if self.done:
            return STOP
        text = assistant_message if isinstance(assistant_message, str) else str(assistant_message)
        text = text[:MAX_READ_CHARS]
        lowered = text.lower()
        numbers = numbers_in(text)
        step = self.current
        if step is None:
            return self._finish()
        parts: list[str] = []
        progressed = False

        # 1. information asked for
        asked = self._asked_items(step, lowered)
        if asked:
            parts.extend(item.reply for item in asked)
            progressed = True

        # 2. a proposal to act
        if self._is_proposal(lowered):
            answer, ok = self._answer_proposal(step, lowered, numbers, text)
            parts.append(answer)
            progressed = progressed or ok

        # 3. facts and refusals
        for i, fact in enumerate(step.facts):
            if i not in self.heard and fact_heard(fact, text, lowered, numbers):
                self.heard.add(i)
                progressed = True
        if step.expects_decline and any(m in lowered for m in REFUSAL_MARKERS):
            self.declined_heard = True
            progressed = True

        # 4. step completion
        if self._step_complete(step):
            self.step_index += 1
            self.idle = 0
            if self.current is None:
                return self._finish()
            self._enter_step()
            return self._join(["Thanks.", self.request])
        if progressed:
            self.idle = 0
            if not asked and not parts:
                parts.append(self._nudge(step, lowered))
            return self._join(parts)
        self.idle += 1
        if self.idle >= self.max_idle_turns:
            self.done = True
            return f"{self._pick(IDLE_STOP)} {STOP}"
        if asked or parts:
            return self._join(parts)
        return self._nudge(step, lowered)

    # ------------------------------------------------------------ helpers
    def _pick(self, options) -> str:
        return options[self.rng.randrange(len(options))]

    def _join(self, parts: list[str]) -> str:
        return " ".join(p for p in parts if p).strip()

    def _finish(self) -> str:
        self.done = True
        closing = self.task.scenario.closing
        return f"{closing[self.rng.randrange(len(closing))]} {STOP}"

    def _asked_items(self, step: Step, lowered: str):
        if not any(m in lowered for m in QUESTION_MARKERS):
            return []
        items = []
        for item in step.reveals:
            if item.value.lower() in lowered:
                continue  # the assistant already has it
            if any(k.lower() in lowered for k in item.ask_keywords):
                items.append(item)
                self.revealed.add(item.key)
        return items

    def _is_proposal(self, lowered: str) -> bool:
        return "?" in lowered and any(m in lowered for m in PROPOSAL_MARKERS)

    def _answer_proposal(self, step: Step, lowered: str, numbers, text) -> tuple[str, bool]:
        confirmation = step.confirm
        if confirmation is None or self.confirmed:
            return self._pick(NO_OTHER), False
        for group in confirmation.must_mention:
            if not any(_mentions(alt, lowered, numbers) for alt in group):
                return f"{self._pick(NO_MISMATCH)} {self.request}", False
        self.confirmed = True
        return self._pick(YES), True

    def _step_complete(self, step: Step) -> bool:
        if step.expects_decline:
            return self.declined_heard and len(self.heard) == len(step.facts)
        if step.confirm is not None and not self.confirmed:
            return False
        return len(self.heard) == len(step.facts)

    def _nudge(self, step: Step, lowered: str) -> str:
        missing = [describe_fact(f) for i, f in enumerate(step.facts) if i not in self.heard]
        if missing and (any(m in lowered for m in COMPLETION_MARKERS) or (step.confirm and self.confirmed)):
            return self._pick(MISSING_FACTS).format(facts=", ".join(missing))
        if missing and self.heard:
            return self._pick(MISSING_FACTS).format(facts=", ".join(missing))
        if "?" in lowered and not step.reveals:
            return f"{self._pick(NOT_HAVE)} {self.request}"
        return f"{self._pick(INSIST)} {self.request}"


def _mentions(alternative: str, lowered: str, numbers: set[Decimal]) -> bool:
    """A required detail in a proposal: a number matches by value (commas and ₹ ignored), text by substring."""
    candidate = alternative.replace(",", "").replace("₹", "").strip()
    try:
        return Decimal(candidate) in numbers
    except InvalidOperation:
        return alternative.lower() in lowered
