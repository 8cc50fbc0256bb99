"""The scripted customer: deterministic, no model (docs/design.md §6).

It walks the task's steps in order. For each assistant message it reads the message once with the shared
language layer (``bank_gym.language``) and:

1. answers each request for information it holds for the current step (a question or a request without a
   question mark that names the item: "Could you share the account number?", "I'll need the card ID.");
2. answers a proposal (a sentence asking its go-ahead, with or without "?"): **yes** only if the proposal names
   its own pending write (the right action, not the opposite one) with exactly that write's values and nothing
   conflicting; **no** (and it repeats what it wants) to a wrong action or a conflicting value; **unclear** when
   values are missing; a repeated identical proposal gets yes again; a proposal to do something harmless when
   no change is pending ("Shall I check your balance?") gets a plain yes that authorises nothing;
3. listens for the facts the step waits for (any notation: ₹/Rs./lakh/words, rounding to the rupee, any date
   format, outcome synonyms), never from a negated outcome ("could not be closed"), a question, or an echo of its
   own words;
4. when the step is done (facts heard, write confirmed, or a refusal heard where a refusal is right), raises the
   next step or ends with ``###STOP###``; otherwise it insists on the current step; after ``max_idle_turns``
   turns without progress it gives up.

Every decision is recorded as a structured event (see ``customers.base``). Every choice of phrasing comes from
a ``random.Random`` seeded with the task id and the episode seed, so the same task, seed and assistant messages
always give the same transcript. Any text is accepted (empty, hostile, huge): reading is bounded to the first
``MAX_READ_CHARS`` characters.
"""

from __future__ import annotations

import random
import re

from ..language import (
    MAX_READ_CHARS,
    Analysis,
    EchoIndex,
    Grounding,
    amount_matches,
    analyze,
    check_proposal,
    fact_date,
    fact_stated,
    is_info_request,
    named_actions,
    proposal_sentences,
    refusal_stated,
)
from ..language.acts import unpriced_charges
from ..language.facts import moved_value_stated
from ..language.text import contains_word, fold, word_pattern
from ..language.write_actions import is_local, later_option, names_action_word, write_ids
from ..language.writes import mentions_id
from ..tasks.labels import local_detail, local_label
from ..tasks.model import Step, Task
from ..tools import validate_arguments
from . import replies
from .base import STOP, SimulatedCustomer
from .wording import missing_words

__all__ = ["MAX_IDLE_TURNS", "MAX_READ_CHARS", "ScriptedCustomer", "YES"]

MAX_IDLE_TURNS = 12
_LATIN_WORD = re.compile(r"\b[a-z]{2,}\b")
_FOREIGN_WORDS = 8  # an English message long enough to be one (a bare "FD123456: ₹5,000" is in every language)
# English is its grammar, not its nouns: a Hinglish speaker reads "Interest rate: 7.3%; naya deposit number:
# FD905164 (Status: BOOKED)" (banking terms are the same in both), not "Your new deposit has been booked at ..."
_ENGLISH_GRAMMAR = re.compile(r"\b(?:the|a|an|is|are|was|were|be|been|has|have|had|will|would|shall|should|can|could|"
                              r"your|you|we|our|i|my|it|this|that|these|those|to|of|and|for|with|from|on|at|by|"
                              r"please|do|does|not)\b")
_FOREIGN_GRAMMAR = 3

# What the customer says, by language and kind ("yes", "unclear", "thanks", ...): the phrasings live in
# ``replies.yaml`` (``customers.replies``), several differently built ones per kind, gender-neutral (the task's
# own words agree with the customer's gender: ``tasks.speech``). The English pools keep their former names.
_PHRASES: dict[str, dict[str, tuple[str, ...]]] = replies.load()
YES = _PHRASES["en"]["yes"]
YES_HARMLESS = _PHRASES["en"]["yes_harmless"]
NO_OTHER = _PHRASES["en"]["no_other"]
NO_MISMATCH = _PHRASES["en"]["no_mismatch"]
UNCLEAR = _PHRASES["en"]["unclear"]
NOT_HAVE = _PHRASES["en"]["not_have"]
INSIST = _PHRASES["en"]["insist"]
MISSING_FACTS = _PHRASES["en"]["missing_facts"]
IDLE_STOP = _PHRASES["en"]["idle_stop"]
GO_AHEAD = _PHRASES["en"]["go_ahead"]
VAGUE_ANSWERS = _PHRASES["en"]["vague"]

_COMPLETION = re.compile(r"\b(?:done|completed|successfully|has been|have been|is now|all set|processed|placed|"
                         r"booked|updated|ho gaya|ho gayi|ho gaye|kar diya|kar di|kar diye|ho chuka|ho chuki)\b"
                         r"|हो गया|हो गई|हो गयी|हो गए|कर दिया|कर दी|कर दिए|हो चुका|हो चुकी|सफलतापूर्वक")


_KNOWN: dict[str, tuple[Task, frozenset[int], frozenset]] = {}


def _known_values(task: Task) -> tuple[frozenset[int], frozenset]:
    """Amounts and dates the customer knows as context: its own words (openings, requests), the changes as it
    understands them (their amounts are its own) and its scenario's facts. Worked out once per task object."""
    entry = _KNOWN.get(task.task_id)
    if entry is not None and entry[0] is task:
        return entry[1], entry[2]
    amounts: set[int] = set()
    dates = {task.session_date}
    steps = task.scenario.steps
    understood = [s.confirm.action for s in steps if s.confirm is not None]
    understood += [alt for s in steps if s.confirm for g in s.confirm.must_mention for alt in g]
    for text in [*task.scenario.first_messages, *(r for s in steps for r in s.requests), *understood]:
        for q in analyze(text).amounts:
            scaled = q.value * 100
            if scaled == scaled.to_integral_value():
                amounts.add(int(scaled))
    for step in steps:
        for fact in step.facts:
            if fact.kind == "amount":
                amounts.add(int(fact.value))
            elif (day := fact_date(fact)) is not None:
                dates.add(day)
    if len(_KNOWN) > 100_000:
        _KNOWN.clear()
    _KNOWN[task.task_id] = (task, frozenset(amounts), frozenset(dates))
    return _KNOWN[task.task_id][1], _KNOWN[task.task_id][2]


# a question for the change's own values: how much, for how long ("how much … and for how long?", "कितनी राशि",
# "kitne mahine")
_ASKS_VALUE = re.compile(fold(r"\b(?:how much|amount|how long|tenure|period|duration|kitna|kitni|kitne|rashi|raashi|"
                              r"avadhi|awadhi|kab tak)\b|कितना|कितनी|कितने|राशि|रकम|अवधि|कब तक"))


# a question for a record by name: its id or number, or which one ("card ID?", "कौन-सा कार्ड?", "konsa account?")
_ASKS_WHICH = re.compile(fold(r"\b(?:ids?|numbers?|no\.|which|what is the|nambar|kaun\w*|kon\w*)\b"
                              r"|आईडी|नंबर|संख्या|कौन|किस"))

class ScriptedCustomer(SimulatedCustomer):
    name = "scripted"

    def __init__(self, max_idle_turns: int = MAX_IDLE_TURNS):
        self.max_idle_turns = max_idle_turns
        self.task: Task | None = None
        self.aliases: dict[str, list[str]] = {}

    # ------------------------------------------------------------ protocol
    def start(self, task: Task, seed: int) -> str:
        self.task = task
        self.language = task.language
        self.rng = random.Random(f"{task.task_id}:{seed}")
        self.clear_events()
        self.step_index = 0
        self.revealed: set[str] = set()
        self.was_vague = False
        self.was_misread: str | None = None
        self.done = False
        self.idle = 0
        # The goal, step by step (the agenda is the steps still ahead, in the script's order): the facts heard,
        # the writes agreed to, the refusals heard, and the last message that fully described each pending write
        # (a later bare "Shall I go ahead?" refers to it). Every assistant message is judged against the whole
        # goal, not only the step the customer is on, and nothing decided is dropped when a step completes.
        self.heard: dict[int, set[int]] = {i: set() for i in range(len(task.scenario.steps))}
        self.confirmed: set[int] = set()
        self.declined: set[int] = set()
        self.unsaid: list[str] = []  # values of requests never said (a vague opening stood in for them)
        self.described: dict[int, Analysis] = {}
        self.unclear: dict[int, list[str]] = {}  # writes proposed without what it waits for: what was missing
        self._enter_step()
        first = task.scenario.first_messages
        opening = first[seed % len(first)]
        self.own: list[str] = [opening]
        self._echo = EchoIndex(self.own)  # its own words, indexed once (echoes of them are not answers)
        # values the customer already knows as context (its own figures and the facts of its scenario)
        amounts, dates = _known_values(task)
        self.known_amounts: set[int] = set(amounts)
        self.changed: list[str] = []  # the outputs of the changes made so far
        self.known_dates = set(dates)
        return opening

    def _enter_step(self) -> None:
        step = self.current
        self.request = step.requests[self.rng.randrange(len(step.requests))] if step else ""
        self.request_said = False  # said only when the step is raised, or when the assistant asks for it

    @property
    def current(self) -> Step | None:
        steps = self.task.scenario.steps
        return steps[self.step_index] if self.step_index < len(steps) else None

    def observe(self, output: str, write: bool = False) -> None:
        """Its records' figures, as the bank returned them, are context it knows (``SimulatedCustomer.observe``);
        a change's output may move a state it waits to hear (``facts.moved_value_stated``)."""
        if self.task is None or not isinstance(output, str) or not output.startswith("{"):
            return
        if write:
            self.changed.append(output)
        g = Grounding()
        g.add_json(output)
        self.known_amounts |= {abs(x) for x in g.amounts}  # "an adjustment of −₹52.56" is said without its sign
        self.known_dates |= g.dates

    def reply(self, assistant_message: str) -> str:
        if self.task is None:
            raise RuntimeError("start() must be called first")
        if self.done:
            return STOP
        text = assistant_message if isinstance(assistant_message, str) else str(assistant_message)
        answer = self._reply(text[:MAX_READ_CHARS])
        self.own.append(answer)
        self._echo.add(answer)
        return answer

    def _reply(self, text: str) -> str:
        step = self.current
        if step is None:
            return self._finish()
        a = analyze(text, self.task.session_date)
        if (self.language != "en" and not is_local(a) and len(_LATIN_WORD.findall(a.low)) >= _FOREIGN_WORDS
                and len(_ENGLISH_GRAMMAR.findall(a.low)) >= _FOREIGN_GRAMMAR):
            # a Hindi or Hinglish speaker does not take in a whole message in English: nothing is heard or agreed
            self._event({"type": "not_understood", "reason": "not in the customer's language"})
            return self._idle_turn() or self._say("other_language")
        echo = self._echo.echoes(a)
        confirmed_before = set(self.confirmed)
        parts: list[str] = []
        progressed = False
        said_yes = False

        # 1. information asked for: what the goal holds, for this step or one ahead
        asked = self._asked_items(a, echo)
        if asked and self._vague_now():
            parts.append(self._say("vague"))  # a robustness task: the first answer gives nothing
            self._event({"type": "vague", "step": self.step_index})
        elif asked:
            misread = self._misread_now(asked)
            for item in asked:
                if item.key == misread:  # a robustness task: the first answer gives a wrong number
                    parts.append(item.reply.replace(self.task.perturbation.text, self.task.perturbation.figure))
                    self._event({"type": "misread", "step": self.step_index, "key": item.key})
                    continue
                self.revealed.add(item.key)
                self._event({"type": "reveal", "key": item.key})
                corrected = self.was_misread == item.key
                parts.append((self._say("misread") if corrected else "") + item.reply)
            if not self.request_said and self.request:  # asked for a number after a vague opening: it says why
                parts.append(self.request)
                self.request_said = True
            progressed = True
        elif self._asks_for_request(a, echo):  # "What amount would you like to deposit?": its own request says it
            parts.append(self.request)
            self.request_said = True
            progressed = True
        elif (values := self._unsaid_values(a, echo)):  # "how much, and for how long?" after a vague opening
            parts.append(values)
            progressed = True

        # 2. a proposal to act, judged against every write still ahead
        proposals = proposal_sentences(a)  # an echo never hides a proposal: its words are checked anyway
        if proposals:
            if not self.request_said and self.request and not progressed:
                # a proposal before the customer said what it wants: it says it with its answer (its own words
                # then ground the values it agrees to, however the go-ahead was asked)
                parts.append(self.request)
                self.request_said = True
            answer, ok = self._answer_proposal(a, set(proposals))
            parts.append(answer)
            progressed = progressed or ok
            said_yes = ok
        else:
            for i in self._pending_writes():
                if self._check(self.task.scenario.steps[i], [a])[0]:
                    self.described[i] = a  # a full description; a later bare "Shall I go ahead?" refers to it

        # 3. facts of the steps ahead, and refusals. A write's facts, and those of the steps after it, may be its
        # results: they count only once the change was agreed before this message (a proposal's own words are no
        # outcome).
        steps = self.task.scenario.steps
        skip = echo | set(proposals)
        proposes_change = any(not x.negated for x in named_actions(a))
        for index in range(self.step_index, len(steps)):
            ahead = steps[index]
            if ahead.confirm is not None and index not in confirmed_before:
                break  # what comes after a change not yet agreed may be its result: not heard before it
            for i, fact in enumerate(ahead.facts):
                # an answer ahead of its question, or in a message proposing a change (whose figures are the
                # change's), is heard only when said with the fact's own words
                # (a count is no figure of a change: "bheje gaye SMS: 0" beside a reversal's proposal is heard)
                count = fact.kind == "number" and "rate" not in fact.label.lower()
                bound = index > self.step_index or (bool(proposals) and proposes_change and not count)
                if i not in self.heard[index] and (fact_stated(fact, a, skip, bound=bound) or moved_value_stated(fact, a, skip, self.changed, bound)) \
                        and (bound or not self._labelled_otherwise(fact, a, skip)):
                    self.heard[index].add(i)
                    self._event({"type": "fact_heard", "step": index, "label": fact.label})
                    progressed = True
        if step.expects_decline and self.step_index not in self.declined and refusal_stated(a, skip):
            self.declined.add(self.step_index)
            self._event({"type": "refusal_heard", "step": self.step_index})
            progressed = True

        # 4. the step done, in the script's order; then the next request (or the end)
        if self._step_complete(self.step_index):
            # one step a message: a request whose answer was heard early is still raised (the assistant answers
            # it again, and the step's gold calls stay where the chain puts them)
            self._event({"type": "step_done", "step": self.step_index})
            if not self.request_said and self.request:
                self.unsaid.append(self.request)
            self.step_index += 1
            self._enter_step()
            while self.current is not None and self.current.confirm is not None and self.current.facts \
                    and self._step_complete(self.step_index):
                # a change agreed to and told done since ("Aapka dispute raise ho gaya hai: SR-…"): a customer does
                # not ask for it again ("as agreed, please do it now" would invite the same change twice)
                self._event({"type": "step_done", "step": self.step_index})
                self.step_index += 1
                self._enter_step()
            self.idle = 0
            if self.current is None:
                return self._finish()
            if self.step_index in self.confirmed:  # agreed already: the customer waits for it to be done (unless it
                # has just answered a proposal: "I'm unsure of that one … you already have my yes" reads as a yes)
                follow = "" if said_yes or proposals else self._still_untold() if self.heard[self.step_index] \
                    else self._say("go_ahead")  # (told done in part, "SR-… raised": what it was not told yet)
            else:
                follow = self.request
                self.request_said = True
            return self._join([*parts, self._say("thanks"), follow])
        if progressed:
            self.idle = 0
            if not parts:
                parts.append(self._nudge(step, a))
            return self._join(parts)
        stop = self._idle_turn()
        if stop:
            return stop
        if parts:
            return self._join(parts)
        return self._nudge(step, a)


    # ------------------------------------------------------------ helpers
    def _idle_turn(self) -> str | None:
        """Count a turn without progress; the customer's goodbye once it has had too many, else None."""
        self.idle += 1
        if self.idle < self.max_idle_turns:
            return None
        self.done = True
        self._event({"type": "gave_up", "reason": "no progress"})
        return f"{self._say('idle_stop')} {STOP}"

    def _pick(self, options) -> str:
        return options[self.rng.randrange(len(options))]

    def _say(self, kind: str) -> str:
        """One phrasing of a kind of message in the task's language (a single phrasing draws nothing)."""
        options = _PHRASES[self.language][kind]
        return options[0] if len(options) == 1 else self._pick(options)

    def _join(self, parts: list[str]) -> str:
        return " ".join(p for p in parts if p).strip()

    def _finish(self) -> str:
        self.done = True
        self._event({"type": "served"})
        closing = self.task.scenario.closing
        return f"{closing[self.rng.randrange(len(closing))]} {STOP}"

    def _asked_items(self, a: Analysis, echo: set[int]):
        """The items of the goal the message asks for: those of the current step, then those of a step ahead
        that the assistant asks about already (a customer answers from what it knows)."""
        requests = [s.text for i, s in enumerate(a.sentences) if i not in echo and is_info_request(s)]
        if not requests:
            return []
        items, keys = [], set()
        for index in range(self.step_index, len(self.task.scenario.steps)):
            for item in self.task.scenario.steps[index].reveals:
                if item.key in keys or (item.value.lower() in a.low and not item.key.startswith("which_")):
                    continue  # the assistant already has it (a choice it offers, "₹1,000 or ₹5,000?", it has not)
                if index > self.step_index and item.key in self.revealed:
                    continue
                asked = requests
                if item.key in self.revealed:  # given already: again only if asked for by name ("which card?",
                    ids = item.value.upper().split(",")  # "card ID?") and the message does not show it has it
                    if all(i.strip() and i.strip().lower() in a.low for i in ids):
                        continue
                    asked = [r for r in requests if _ASKS_WHICH.search(r)]
                if any(contains_word(r, k.lower()) or contains_word(r, k.lower() + "s")  # "which of your cards"
                       for k in item.ask_keywords for r in asked):
                    items.append(item)
                    keys.add(item.key)
            if items:
                break  # the nearest step that holds what is asked answers it
        return items

    def _unsaid_values(self, a: Analysis, echo: set[int]) -> str:
        """The amount and tenure of a request the customer never said (a vague opening stood in for it), when
        the message asks for them and the current request names none: the goal holds them, so it says them."""
        if not self.unsaid or analyze(self.request).quantities:
            return ""
        asked = [s.text for i, s in enumerate(a.sentences) if i not in echo and is_info_request(s)]
        if not any(_ASKS_VALUE.search(t) for t in asked):
            return ""
        for request in self.unsaid:
            r = analyze(request)
            amount = next((r.low[q.start:q.end] for q in r.quantities if q.kind == "amount"), "")
            tenure = next((r.low[q.start:q.end] for q in r.tenures), "")
            if amount or tenure:
                self.unsaid.remove(request)
                joined = {"en": " for ", "hi": ", ", "hinglish": ", "}[self.language]
                return (joined.join(x for x in (amount, tenure) if x) + {"en": ".", "hi": "।", "hinglish": "."}[
                    self.language]).strip()
        return ""

    def _asks_for_request(self, a: Analysis, echo: set[int]) -> bool:
        """Whether the message asks what the customer wants before it has said it (an amount, a tenure, a date,
        "how can I help?"): its request for the current step says it."""
        return bool(not self.request_said and self.request and self.step_index not in self.confirmed  # agreed: said
                    and any(i not in echo and is_info_request(s) for i, s in enumerate(a.sentences)))

    def _labelled_otherwise(self, fact, a: Analysis, skip: set[int]) -> bool:
        """The fact's figure said only as another fact's ("the new ATM limit: ₹1,00,000" is not the UPI limit of
        the same value): said with that fact's words and never with this one's."""
        if fact.kind not in ("amount", "number"):
            return False
        others = [f for s in self.task.scenario.steps for f in s.facts
                  if f is not fact and f.kind == fact.kind and str(f.value) == str(fact.value) and f.label != fact.label]
        return any(fact_stated(f, a, skip, bound=True) for f in others) and not fact_stated(fact, a, skip, bound=True)

    def _pending_writes(self) -> list[int]:
        """The steps from the current one on whose write the customer has not agreed to yet."""
        steps = self.task.scenario.steps
        return [i for i in range(self.step_index, len(steps)) if steps[i].confirm is not None and i not in self.confirmed]

    def _misread_now(self, asked) -> str | None:
        """The key of the item misread in this answer (the ``wrong_record`` axis: once, in its step)."""
        p = self.task.perturbation
        if p is None or p.axis != "wrong_record" or p.step != self.step_index or self.was_misread:
            return None
        item = next((i for i in asked if i.value == p.text), None)
        if item is None:
            return None
        self.was_misread = item.key
        return item.key

    def _vague_now(self) -> bool:
        """Whether this is the one vague answer of a ``vague_answer`` robustness task."""
        p = self.task.perturbation
        if p is None or p.axis != "vague_answer" or p.step != self.step_index or self.was_vague:
            return False
        self.was_vague = True
        return True

    def _settled(self) -> frozenset:
        """The records of the changes this customer has agreed to (a later proposal may name them as context; the write
        proposed must still name its own record)."""
        steps, gold = self.task.scenario.steps, self.task.gold
        return frozenset(str(v).upper() for i in self.confirmed if steps[i].confirm is not None
                         for v in write_ids(gold[steps[i].confirm.call].arguments))

    def _check(self, step: Step, analyses: list[Analysis]):
        """(ok, reason, kind, check) of a proposal of the step's pending write; kind: yes | no | unclear."""
        confirmation = step.confirm
        gold = self.task.gold[confirmation.call]
        model = validate_arguments(gold.name, gold.arguments)
        arguments = dict(gold.arguments) if isinstance(model, str) else model.model_dump(mode="json")
        check = check_proposal(analyses, gold.name, arguments, aliases=self.aliases,
                               known_amounts=self.known_amounts, known_dates=self.known_dates,
                               reference=self.task.session_date, settled=self._settled())
        missing = list(check.missing)
        if analyses and unpriced_charges(analyses[-1]):  # a cost it cannot agree to unseen: how much?
            missing.append("charge")
        for group in confirmation.must_mention:
            if check.action_ok and names_action_word(group, gold.name, arguments):
                continue  # the action itself ("freeze"): the proposal named it, in whatever words ("lock")
            if not any(self._mentions(alt, analyses) for alt in group):
                missing.append("details")
        if check.conflicts or (not check.action_ok and check.proposed is not None):
            return False, check.reason, "no", check
        if not check.action_ok:  # no change named at all: ask what exactly is meant
            return False, "missing details", "unclear", check
        if missing:
            return False, "missing " + ", ".join(missing), "unclear", check
        return True, "ok", "yes", check

    def _answer_proposal(self, a: Analysis, proposals: set[int]) -> tuple[str, bool]:
        """The answer to a proposal, judged against every write of the goal still ahead (the proposal check of
        each): yes to the one it names with exactly that write's values; no to a wrong action or a conflicting
        value; unclear when values are missing; a bare "Shall I go ahead?" refers to the write last described; a
        plain yes that authorises nothing to a harmless offer when it names no change at all."""
        steps = self.task.scenario.steps
        # the writes still ahead; one agreed to but not yet reported done may be proposed again ("reconfirm")
        pending = [i for i in range(self.step_index, len(steps)) if steps[i].confirm is not None
                   and (i not in self.confirmed or not self._step_complete(i))]
        answers = []  # (step, ok, reason, kind, names the change)
        for i in pending:
            ok, reason, kind, check = self._check(steps[i], [a])
            if i in self.confirmed and self._asks_of_another_amount(steps[i], a):
                continue  # agreed before and only recalled here ("1. done: ₹17.70 reversed … 2. shall I reverse the ₹118?")
            # (a change only mentioned, as a record's state or what need not be done, is no proposal to refuse: "HDFC
            # का मैंडेट पहले ही रद्द हो चुका है … क्या मैं कटौतियाँ जाँच लूँ?" asks about a check, not a cancellation)
            names = check.action_ok and (check.said or kind != "no")
            if not check.action_ok and check.proposed is None and i in self.described:
                ok, reason, kind, check = self._check(steps[i], [self.described[i], a])  # "Shall I go ahead?"
                names = check.action_ok
            answers.append((i, ok, reason, kind, names))
        for i, ok, reason, _kind, _ in answers:
            if ok:
                self.confirmed.add(i)
                self.described[i] = a  # what it agreed to: "Shall I book it with these details?" refers to it
                self._decision("yes", steps[i].confirm.call, reason)
                if i != self.step_index:  # a change it would ask for later: it says what it wants in its own words
                    return self._join([self._wanted(i), self._say("yes")]), True
                return self._say("yes"), True
        named = [x for x in answers if x[4]]  # proposals of one of its writes, with something wrong
        if named:
            i, _, reason, kind, _ = named[0]
            self._decision(kind, steps[i].confirm.call, reason)
            if kind == "unclear":
                # the change named with values missing: a next message that gives them and asks "Shall I go
                # ahead?", naming no other change, completes this description
                self.described[i] = a
                missing = self.unclear[i] = reason.removeprefix("missing ").split(", ")
                return self._say("unclear").format(missing=missing_words(missing, self.language)), False
            return f"{self._say('no_mismatch')} {self._wanted(i)}", False
        if any(not x.negated and (x.governed or x.sentence in proposals) and not later_option(a, x)
               for x in named_actions(a)):
            # a change it does not want, said as what the assistant will do (not "your app may have a lower limit")
            self._decision("no", None, "no such change in what I want")
            return self._say("no_other"), False
        current = self.step_index
        if current in pending and current not in self.confirmed:  # a go-ahead asked with nothing named
            _, _, reason, kind, _ = next(x for x in answers if x[0] == current)
            self._decision("unclear", steps[current].confirm.call, reason)
            missing = reason.removeprefix("missing ").split(", ")
            return self._say("unclear").format(missing=missing_words(missing, self.language)), False
        self._decision("yes", None, "harmless go-ahead; authorises no change")
        return self._say("yes_harmless"), False

    def _asks_of_another_amount(self, step: Step, a: Analysis) -> bool:
        """Whether the message's questions name a change with amounts, none of them one the step's write must
        mention: a question about another change, beside this one recalled."""
        asked = [s.text for s in a.sentences if s.question]
        question = analyze(" ".join(asked)) if asked else None
        own = [alt for group in step.confirm.must_mention for alt in group if len(analyze(alt).quantities) == 1
               and analyze(alt).quantities[0].kind == "amount"]
        return bool(question and own and any(q.kind == "amount" for q in question.quantities)
                    and any(not x.negated for x in named_actions(question))
                    and not any(self._mentions(alt, [question]) for alt in own))

    def _wanted(self, index: int) -> str:
        """What the customer wants done in step ``index``, in its own words (its request when that step is the
        current one, else the request it will make)."""
        step = self.task.scenario.steps[index]
        return self.request if index == self.step_index else step.requests[0]

    def _decision(self, decision: str, write: int | None, reason: str) -> None:
        self._event({"type": "decision", "decision": decision, "write": write, "reason": reason, "how": "scripted"})

    def _mentions(self, alternative: str, analyses: list[Analysis]) -> bool:
        """A required detail of a proposal: a date, an amount or tenure by value, an id in full or masked, or
        else the words themselves."""
        alt = analyze(alternative)
        if alt.dates and len(alt.dates) == 1:
            day = alt.dates[0]
            return any(d.month == day.month and d.day == day.day and d.year in (None, day.year)
                       for an in analyses for d in an.dates)
        if alt.ids:
            return mentions_id(alt.ids[0].value, analyses, self.aliases)
        if len(alt.quantities) == 1:
            q = alt.quantities[0]
            if q.kind == "tenure":
                return any(t.value == q.value for an in analyses for t in an.tenures)
            scaled = q.value * 100
            if q.kind in ("amount", "number") and scaled == scaled.to_integral_value():
                paise = int(scaled)
                return any(x.kind in ("amount", "number") and (amount_matches(x, paise) or x.value == q.value)
                           for an in analyses for x in an.quantities) or any(
                    word_pattern(alternative.strip().lower(), r"\d,", r"\d,").search(an.low) for an in analyses)
        needle = alternative.lower().strip()
        if self.language != "en":  # the detail as said in the customer's language ("freeze" -> "फ्रीज़"), or as it is
            local = analyze(local_detail(alternative, self.language)).low.strip()
            if local and local != needle and any(contains_word(an.low, local) for an in analyses):
                return True
        return any(contains_word(an.low, needle) for an in analyses)

    def _step_complete(self, index: int) -> bool:
        step = self.task.scenario.steps[index]
        heard = len(self.heard[index]) == len(step.facts)
        if step.expects_decline:
            return index in self.declined and heard
        if step.confirm is not None and index not in self.confirmed:
            return False
        return heard

    def _untold(self, step: Step) -> list[str]:
        """The names (in the customer's language) of the current step's facts it has not heard yet."""
        heard = self.heard[self.step_index]
        return [local_label(f.label, self.language) for i, f in enumerate(step.facts) if i not in heard]

    def _still_untold(self) -> str:
        """The facts of the current step not heard yet, asked for by name."""
        return self._say("missing_facts").format(facts=", ".join(self._untold(self.current)))

    def _nudge(self, step: Step, a: Analysis) -> str:
        heard = self.heard[self.step_index]
        missing = self._untold(step)
        confirmed = self.step_index in self.confirmed
        # a later step's facts already told: the assistant has moved past this step, so what it left untold is asked
        # for by name, not the request repeated ("What is the transaction id?", not the transfer's story again)
        moved_on = any(self.heard[j] for j in range(self.step_index + 1, len(self.task.scenario.steps)))
        if missing and (_COMPLETION.search(a.low) or (step.confirm and confirmed) or heard or moved_on):
            return self._say("missing_facts").format(facts=", ".join(missing))
        if step.confirm and self.step_index not in self.confirmed and self.step_index in self.unclear:
            # its write was proposed without what it waits for: it asks for that again; restating its request
            # ("let's raise the request") would read as the go-ahead it has not given
            return self._say("unclear").format(missing=missing_words(self.unclear[self.step_index], self.language))
        if any(is_info_request(s) for s in a.sentences) and not step.reveals:
            return f"{self._say('not_have')} {self.request}"
        return f"{self._say('insist')} {self.request}"
