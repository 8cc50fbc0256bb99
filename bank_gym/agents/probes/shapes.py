"""Message shapes that capable assistants use and a fair reward must pass (``bank-gym probe``, group paraphrase,
kind ``shape``). Each is the oracle with one habit of real models, in each language where the habit exists:

* ``merged_proposal``: the answer to one request and the proposal of the next change in one message (the
  customer's opening already asked for both).
* ``question_first``: after an answer, the assistant asks for the next request before the customer raises it
  ("How much would you like to deposit, and for how long?").
* ``context_figures``: a proposal that also repeats a true figure told earlier ("For reference, …").
* ``derived_difference``: two amounts told, and their difference worked out ("That is a difference of ₹…").
* ``example_in_question``: a request for an id with a made-up example of its shape ("it looks like FD123456").
* ``advice_refusal``: a refusal worded as advice ("No — please don't do that: …").
* ``lock``, ``fd_number``, ``card_ending_in``, ``status_synonyms``: words real models pick — "lock" for freeze,
  "FD number" for the deposit id, a card named by its last four digits, "permanently deactivated" for blocked
  and "still being processed" for in progress.

The tool calls are the oracle's, unchanged."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...tasks.model import Fact, Step, Task
from ..oracle import OracleAgent, render_fact
from .notation import render_amount, render_local_amount
from .paraphrase import Paraphrase, last_fours

_WORDS = {
    "en": {"next_deposit": "How much would you like to deposit, and for how long?",
           "next_limit": "What limit would you like me to set?",
           "next": "What would you like me to do next?",
           "example": " (it looks like {example})", "advice": "No — please don't do that: {reason}. {facts}",
           "difference": "That is a difference of {amount}.", "context": "For reference, {label}: {value}."},
    "hi": {"next_deposit": "आप कितनी रकम जमा करना चाहेंगे, और कितने समय के लिए?",
           "next_limit": "आप कौन-सी लिमिट रखवाना चाहेंगे?",
           "next": "अब आगे मैं आपके लिए क्या करूँ?",
           "example": " (जैसे {example})", "advice": "नहीं — कृपया ऐसा मत कीजिए: {reason}। {facts}",
           "difference": "दोनों में {amount} का अंतर है।", "context": "आपकी जानकारी के लिए, {label}: {value}।"},
    "hinglish": {"next_deposit": "Aap kitna amount deposit karna chahenge, aur kitne time ke liye?",
                 "next_limit": "Aap kaunsi limit set karwana chahenge?",
                 "next": "Ab aage main aapke liye kya karun?",
                 "example": " (jaise {example})", "advice": "Nahi — please aisa mat kijiye: {reason}. {facts}",
                 "difference": "Dono mein {amount} ka difference hai.",
                 "context": "Aapki jaankari ke liye, {label}: {value}."},
}
_NEXT_KIND = {"open_fixed_deposit": "next_deposit", "open_recurring_deposit": "next_deposit",
              "set_card_limits": "next_limit", "update_card_limit": "next_limit"}
_ID_SHAPE = re.compile(r"([A-Z]{2,4}-?)(\d{5,})")
_SYNONYMS = {  # (pattern, replacement) on the oracle's English and Hinglish messages
    "lock": [(re.compile(r"\bfreeze\b"), "lock"), (re.compile(r"\bFreeze\b"), "Lock"),
             (re.compile(r"\bfrozen\b"), "locked"), (re.compile(r"\bFrozen\b"), "Locked")],
    "fd_number": [(re.compile(r"\b(?:fixed )?deposit (?:id|ID|number)\b"), "FD number"),
                  (re.compile(r"\bFD (?:id|ID)\b"), "FD number")],
    "status_synonyms": [(re.compile(r"\bblocked\b"), "permanently deactivated"),
                        (re.compile(r"\bin progress\b"), "still being processed")],
}
_CARD_ID = re.compile(r"\b(CARD\d+)\b")


@dataclass(frozen=True)
class Shape(Paraphrase):
    """A shape probe: ``shape`` names the habit (module docstring); the rest is the oracle's own wording."""

    shape: str = ""

    def applies(self, task: Task) -> bool:
        return super().applies(task) and shape_applies(self.shape, task)


def _writes_after_facts(task: Task) -> list[int]:
    steps = task.scenario.steps
    return [k for k in range(1, len(steps)) if steps[k].confirm is not None
            and any(s.facts and not s.expects_decline for s in steps[:k])]


def _mergeable(task: Task, k: int) -> bool:
    """Whether step k's answer can carry step k+1's proposal: the next change needs no detail nor read first."""
    steps = task.scenario.steps
    if k + 1 >= len(steps) or steps[k].expects_decline or not steps[k].facts:
        return False
    nxt = steps[k + 1]
    return nxt.confirm is not None and not nxt.reveals and bool(nxt.calls) and nxt.calls[0] == nxt.confirm.call


def _example(value: str) -> str | None:
    m = _ID_SHAPE.fullmatch(value.strip())
    if m is None:
        return None
    digits = ("1234567890" * 3)[:len(m.group(2))]
    example = m.group(1) + digits
    return example if example != value.strip() else m.group(1) + digits[::-1]


def _amounts(step: Step) -> list[Fact]:
    return [f for f in step.facts if f.kind == "amount" and isinstance(f.value, int)]


def shape_applies(shape: str, task: Task) -> bool:
    steps = task.scenario.steps
    if shape == "merged_proposal":
        return any(_mergeable(task, k) for k in range(len(steps)))
    if shape == "question_first":
        return len(steps) > 1 and any(s.facts and not s.expects_decline for s in steps[:-1])
    if shape == "context_figures":
        return bool(_writes_after_facts(task))
    if shape == "derived_difference":
        return any(len({f.value for f in _amounts(s)}) >= 2 and not s.expects_decline for s in steps)
    if shape == "example_in_question":
        return any(_example(item.value) for s in steps for item in s.reveals)
    if shape == "advice_refusal":
        return any(s.expects_decline for s in steps)
    if shape == "card_ending_in":
        return "CARD" in " ".join(s.confirm.action for s in steps if s.confirm)
    words = {"lock": ("freeze", "frozen"), "fd_number": ("deposit id", "fd id", "deposit number"),
             "status_synonyms": ("blocked", "in progress")}[shape]
    text = " ".join([s.confirm.action for s in steps if s.confirm] + [i.ask_keywords[0] for s in steps
                                                                         for i in s.reveals]
                    + [p for s in steps for f in s.facts for p in f.patterns[:1]]).lower()
    return any(w in text for w in words)


class ShapeAgent(OracleAgent):
    """The oracle with one habit of real assistants (``Shape.shape``); tool calls unchanged."""

    def __init__(self, style: Shape, tasks=None):
        super().__init__(tasks)
        self.style = style
        self.name = f"paraphrase:{style.name}"
        self._last4: dict[str, str] = {}

    def reset(self, info: dict, task: Task | str | None = None) -> None:
        self._merged_into: int | None = None
        self._told: list[Fact] = []
        if self.style.shape == "card_ending_in":  # set before the first step's messages are planned
            self._last4 = last_fours((self.tasks[task] if isinstance(task, str) else task).customer_id)
        super().reset(info, task)

    @property
    def _words(self) -> dict[str, str]:
        return _WORDS[self.language]

    def _reword(self, text: str) -> str:
        shape = self.style.shape
        for pattern, new in _SYNONYMS.get(shape, []):
            text = pattern.sub(new, text)
        if shape == "card_ending_in" and self._last4:
            text = _CARD_ID.sub(lambda m: f"the card ending in {self._last4[m[1]]}" if m[1] in self._last4 else m[0],
                                text)
        return text

    def _amount(self, paise: int) -> str:
        return render_amount(paise, "inr") if self.language == "en" else render_local_amount(paise, "inr",
                                                                                             self.language)

    # ------------------------------------------------------------ hooks
    def ask(self, step: Step) -> str:
        text = super().ask(step)
        if self.style.shape == "example_in_question":
            example = next((e for e in (_example(i.value) for i in step.reveals) if e), None)
            if example:
                end = re.search(r"[?।.]\s*$", text)
                cut = end.start() if end else len(text)
                text = text[:cut] + self._words["example"].format(example=example) + text[cut:]
        return self._reword(text)

    def propose(self, step: Step) -> str:
        text = super().propose(step)
        if self.style.shape == "context_figures" and self._told:
            fact = self._told[-1]
            text = f"{text} {self._words['context'].format(label=fact.label, value=render_fact(fact, self.language))}"
        return self._reword(text)

    def tell(self, step: Step) -> str:
        text = super().tell(step)
        amounts = sorted({f.value for f in _amounts(step)})
        if self.style.shape == "derived_difference" and len(amounts) >= 2:
            text = f"{text} {self._words['difference'].format(amount=self._amount(amounts[-1] - amounts[0]))}"
        self._told.extend(step.facts)
        return self._reword(text)

    def decline(self, step: Step) -> str:
        if self.style.shape != "advice_refusal":
            return self._reword(super().decline(step))
        from ..oracle import PHRASES

        reason = (step.decline_reason or PHRASES[self.language]["policy"]).rstrip(".।")
        return self._words["advice"].format(reason=reason, facts=self.facts_sentence(step)).strip()

    def _plan(self, step: Step) -> list:
        index, shape, steps = self.step_index, self.style.shape, self.task.scenario.steps
        merged = self._merged_into == index  # its proposal went out with the previous answer
        actions: list = [self.ask(step)] if step.reveals else []
        write_index = step.confirm.call if step.confirm else None
        for i in step.calls:
            if i == write_index and not merged:
                actions.append(self.propose(step))
            actions.append(self.call(self.task.gold[i], i))
        last = self.decline(step) if step.expects_decline else self.tell(step)
        if shape == "merged_proposal" and _mergeable(self.task, index):
            last = f"{last}\n\n{self.propose(steps[index + 1])}"
            self._merged_into = index + 1
        elif shape == "question_first" and index + 1 < len(steps) and step.facts and not step.expects_decline:
            nxt = steps[index + 1]
            write = self.task.gold[nxt.confirm.call].name if nxt.confirm else ""
            last = f"{last} {self._words[_NEXT_KIND.get(write, 'next')]}"
        return [a for a in [*actions, last] if a]


def _shapes() -> list[Shape]:
    out = []
    for shape in ("merged_proposal", "question_first", "context_figures", "derived_difference",
                  "example_in_question", "advice_refusal", "lock", "fd_number", "card_ending_in", "status_synonyms"):
        languages = ("en", "hinglish") if shape in ("lock", "fd_number", "card_ending_in", "status_synonyms") \
            else ("en", "hi", "hinglish")
        for language in languages:
            name = shape if language == "en" else f"{language}_{shape}"
            out.append(Shape(name=name, kind="shape", language=language, shape=shape))
    return out


SHAPES: dict[str, Shape] = {s.name: s for s in _shapes()}
