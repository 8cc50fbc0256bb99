"""Model-backed simulated customers (docs/design.md §6): the task's scenario rendered into a system prompt for any
OpenAI-compatible endpoint (``OpenAICustomer``) or a local transformers model (``HFCustomer``).

The customer model sees only the scenario and what the assistant SAID. Its history is role-flipped: the
customer's own messages are ``assistant`` turns and the bank assistant's messages are ``user`` turns. The opening
message is, by default, the task's scripted first-message variant ``first_messages[seed % n]`` (so model-backed
and scripted customers open identically); with ``use_scripted_opening=False`` the model writes it.

Temperature 0 by default. Unlike the scripted customer, a model-backed customer is only as faithful as its model:
use a capable one, and report which one with the results (``describe()``).

**Events** (what the verdict reads, see ``customers.base``): the system prompt asks the model to open its answer
to a proposal with ``[CONFIRM]`` or ``[DECLINE]``; the tag is removed from the message and recorded as a decision
(``how: "tag"``). Without a tag, a reply to a message that asks for a go-ahead is decided by the shared language
layer (``language.decision_of``: ``how: "inferred"``; neither yes nor no is ``"unclear"``). A reply that ends the
chat is ``served``, unless it reads as giving up (``gave_up``); after ``max_turns`` replies without an ending the
customer gives up by itself (a model stuck in a loop must not run for ever).
"""

from __future__ import annotations

import re
import time

from ..language import analyze, decision_of, gave_up, proposal_sentences
from ..llm.openai_client import (
    AsyncClientSlot,
    acreate_with_retries,
    add_usage,
    create_with_retries,
    empty_usage,
    make_client,
)
from ..llm.openai_client import preflight as check_endpoint
from .base import OUT_OF_SCOPE, STOP, TRANSFER, SimulatedCustomer, is_stop

GREETING = "Hello! Welcome to Aranya Bank. How can I help you today?"
EMPTY_REPLY = "Sorry, could you say that again?"
CONFIRM_TAG, DECLINE_TAG = "[CONFIRM]", "[DECLINE]"
_TAG = re.compile(r"\[\s*(confirm|decline)\s*\]", re.IGNORECASE)
MAX_TURNS = 60
GIVE_UP = "I don't think we're getting anywhere; I'll try again some other time."
LOCAL_GIVE_UP = {"hi": "लगता है बात आगे नहीं बढ़ रही; बाद में फिर बात करेंगे।",
                 "hinglish": "Lagta hai baat aage nahi badh rahi; baad mein dobara baat karenge."}


def _fact_text(fact) -> str:
    return fact.label


# How the customer is told to speak (the assistant is told nothing: it hears the customer, as at a real bank).
LANGUAGE_RULES = {
    "hi": ("You speak Hindi and write in Devanagari script, as an Indian bank customer does in a chat: natural, "
           "everyday Hindi with the usual English banking loanwords (खाता, एफडी, कार्ड, बैलेंस). Keep ids, ₹ amounts "
           "and dates exactly as given. Keep writing in Hindi even if the assistant writes in English. The sample "
           "phrasings below are in Hindi; use your own words."),
    "hinglish": ("You speak Hinglish: Hindi and English mixed, written in Latin script, as many Indian bank "
                 "customers chat (e.g. \"mera FD close karna hai, penalty kitni lagegi?\"). Keep ids, ₹ amounts "
                 "and dates exactly as given. Keep writing in Hinglish even if the assistant writes in English or "
                 "Hindi. The sample phrasings below are in Hinglish; use your own words."),
}


def _language_lines(language: str) -> list[str]:
    rule = LANGUAGE_RULES.get(language)
    return ["", "## Your language", rule] if rule else []


def scenario_prompt(task, seed: int = 0) -> str:
    """The customer's system prompt for ``task``: persona, ordered steps, what to reveal and confirm, and when to
    stop. Never contains the gold chain or tool names."""
    scenario = task.scenario
    lines = [
        "You are playing a CUSTOMER of Aranya Bank, chatting with the bank's virtual assistant. You are NOT the "
        "assistant: write only what the customer says next, in plain conversational text (one to three sentences).",
        "",
        "## Who you are",
        scenario.persona.strip(),
        f"Today's date is {task.session_date.isoformat()}.",
        *_language_lines(getattr(task, "language", "en")),
        "",
        "## What you want, step by step (in this order)",
    ]
    for number, step in enumerate(scenario.steps, start=1):
        request = step.requests[seed % len(step.requests)] if step.requests else ""
        lines.append(f"Step {number}: ask, in your own words: \"{request}\"")
        if step.reveals:
            lines.append("  Information you hold for this step. Share each item ONLY when the assistant asks for it:")
            for item in step.reveals:
                lines.append(f"  - {item.key.replace('_', ' ')}: {item.value} (if asked, say: \"{item.reply}\")")
        if step.confirm is not None:
            details = "; ".join(" or ".join(group) for group in step.confirm.must_mention)
            lines.append(
                f"  Before anything changes, the assistant must propose exactly this: {step.confirm.action}"
                + (f" (it must mention: {details})" if details else "")
                + ". Say yes ONLY to that exact proposal, once. Say no to any other proposal or different details."
            )
        if step.facts:
            facts = ", ".join(_fact_text(f) for f in step.facts)
            lines.append(f"  This step is done only when the assistant has told you: {facts}. If it has not, ask for it.")
        if step.expects_decline:
            lines.append("  If the assistant explains that this cannot be done and why, accept that and move on.")
    lines += [
        "",
        "## Rules",
        "- Raise one step at a time, in the order above. Do not move on until the current step is done; if the "
        "assistant skips or forgets it, insist politely.",
        "- Reveal a piece of information only when the assistant asks for it. Never invent account numbers, amounts "
        "or other details you were not given; if asked for something you do not have, say you don't know.",
        "- Confirm only the exact pending action described above; decline any other action or changed details.",
        f"- When the assistant asks you to agree to a change, start your reply with {CONFIRM_TAG} if you agree to "
        f"exactly that, or with {DECLINE_TAG} if you do not. Use these tags only for such answers.",
        "- Wait to hear the facts each step needs (a balance, an amount, a rate, a reference) before moving on.",
        "- Never mention tools, functions, APIs, JSON, or these instructions. Never play the assistant's role.",
        f"- When every step is done, thank the assistant briefly and end your message with {STOP}",
        f"- If the assistant transfers you to a human agent, reply with {TRANSFER}",
        f"- If the assistant keeps going in circles for many turns, give up politely and end with {STOP}",
    ]
    return "\n".join(lines)


class _ModelCustomer(SimulatedCustomer):
    """Shared role-flipping logic; subclasses implement ``_complete(messages) -> str``."""

    def __init__(self, use_scripted_opening: bool = True, max_turns: int = MAX_TURNS):
        self.use_scripted_opening = use_scripted_opening
        self.max_turns = max_turns
        self.turns = 0
        self.task = None
        self.messages: list[dict] = []
        self._usage = empty_usage()
        self._prepared = None

    def start(self, task, seed: int) -> str:
        self.task = task
        self.seed = seed
        self._usage = empty_usage()
        self._prepared = None
        self.turns = 0
        self.clear_events()
        self.messages = [{"role": "system", "content": scenario_prompt(task, seed)},
                         {"role": "user", "content": GREETING}]
        first = task.scenario.first_messages
        if self.use_scripted_opening and first:
            opening = first[seed % len(first)]
        else:
            opening = self._clean(self._complete(self.messages))
        self.messages.append({"role": "assistant", "content": opening})
        return opening

    def reply(self, assistant_message: str) -> str:
        prepared, self._prepared = self._prepared, None
        if prepared is not None and prepared[0] == assistant_message:  # answered already by areply
            if isinstance(prepared[1], BaseException):
                raise prepared[1]
            return prepared[1]
        text, answer = self._hear(assistant_message)
        if answer is not None:
            return answer
        return self._answer(text, self._complete(self.messages))

    async def areply(self, assistant_message: str) -> None:
        """The reply to ``assistant_message``, awaited (``IndianBankEnv.astep``); the next ``reply`` with the same
        message returns it (or raises its error) without another completion."""
        try:
            text, answer = self._hear(assistant_message)
            if answer is None:
                answer = self._answer(text, await self._acomplete(self.messages))
        except Exception as exc:  # raised by the step that asks for the reply, where errors are handled
            answer = exc
        self._prepared = (assistant_message, answer)

    def _hear(self, assistant_message: str) -> tuple[str, str | None]:
        """Take the assistant's message into the history; an answer already if the customer gives up."""
        if self.task is None:
            raise RuntimeError("start() must be called first")
        text = assistant_message if isinstance(assistant_message, str) else str(assistant_message)
        self.messages.append({"role": "user", "content": text or "(no message)"})
        self.turns += 1
        if self.turns > self.max_turns:
            self._event({"type": "gave_up", "reason": f"no ending after {self.max_turns} turns"})
            answer = f"{LOCAL_GIVE_UP.get(getattr(self.task, 'language', 'en'), GIVE_UP)} {STOP}"
            self.messages.append({"role": "assistant", "content": answer})
            return text, answer
        return text, None

    def _answer(self, text: str, completion: str) -> str:
        raw = self._clean(completion)
        self.messages.append({"role": "assistant", "content": raw})
        answer = self._clean(_TAG.sub("", raw).replace("  ", " "))
        self._record(text, raw, answer)
        return answer

    async def _acomplete(self, messages: list[dict]) -> str:
        """An awaited completion; a local model runs in a worker thread so the event loop keeps going."""
        import asyncio

        return await asyncio.to_thread(self._complete, messages)

    def _record(self, assistant_text: str, raw: str, answer: str) -> None:
        """The structured events of one reply (see the module docstring)."""
        tag = _TAG.search(raw)
        if tag is not None:
            decision = "yes" if tag.group(1).lower() == "confirm" else "no"
            self._event({"type": "decision", "decision": decision, "write": None, "reason": "tagged", "how": "tag"})
        elif proposal_sentences(analyze(assistant_text)):
            decision = decision_of(answer) or "unclear"
            self._event({"type": "decision", "decision": decision, "write": None, "reason": "read from the reply",
                         "how": "inferred"})
        if is_stop(answer) and TRANSFER not in answer:
            if gave_up(answer):
                self._event({"type": "gave_up", "reason": "the customer gave up"})
            else:
                self._event({"type": "served"})

    def usage(self) -> dict:
        return dict(self._usage)

    @staticmethod
    def _clean(text: str | None) -> str:
        text = (text or "").strip()
        for prefix in ("Customer:", "customer:", "CUSTOMER:"):
            if text.startswith(prefix):
                text = text[len(prefix):].strip()
        return text or EMPTY_REPLY

    def _complete(self, messages: list[dict]) -> str:  # pragma: no cover - abstract
        raise NotImplementedError


class OpenAICustomer(_ModelCustomer):
    """A customer played by any OpenAI-compatible chat endpoint (temperature 0 by default)."""

    name = "openai"

    def __init__(self, model: str, base_url: str | None = None, api_key: str | None = None, temperature: float = 0.0,
                 max_tokens: int = 512, max_retries: int = 4, timeout: float = 60, use_scripted_opening: bool = True,
                 *, backoff: float = 1.0, max_turns: int = MAX_TURNS, **extra):
        super().__init__(use_scripted_opening, max_turns)
        self.model = model
        self.base_url = base_url
        self.temperature = temperature
        self.max_tokens = max_tokens
        self.max_retries = max_retries
        self.backoff = backoff
        self.extra = extra
        self.client = make_client(base_url, api_key, timeout)
        self.async_client = AsyncClientSlot(base_url, api_key, timeout)

    def describe(self) -> str:
        return f"openai:{self.model}" + (f"@{self.base_url}" if self.base_url else "")

    def preflight(self) -> None:
        """Fail fast (``RuntimeError``, one line) if the endpoint, key or model is wrong."""
        check_endpoint(self.client, self.model, "the customer", self.max_retries, self.backoff)

    def settings(self) -> dict:
        return {"kind": "openai", "model": self.model, "base_url": self.base_url, "temperature": self.temperature,
                "max_tokens": self.max_tokens, "max_retries": self.max_retries, "max_turns": self.max_turns}

    def _complete(self, messages: list[dict]) -> str:
        started = time.perf_counter()
        response, retries = create_with_retries(self.client, self._request(messages), self.max_retries, self.backoff)
        return self._text(response, retries, started)

    async def _acomplete(self, messages: list[dict]) -> str:
        started = time.perf_counter()
        response, retries = await acreate_with_retries(self.async_client.get(), self._request(messages),
                                                       self.max_retries, self.backoff)
        return self._text(response, retries, started)

    def _request(self, messages: list[dict]) -> dict:
        return {"model": self.model, "messages": messages, "temperature": self.temperature,
                "max_tokens": self.max_tokens, **self.extra}

    def _text(self, response, retries: int, started: float) -> str:
        self._usage["retries"] += retries
        add_usage(self._usage, response, time.perf_counter() - started)
        if not response.choices:
            return ""
        return response.choices[0].message.content or ""


class HFCustomer(_ModelCustomer):
    """A customer played by a local transformers chat model (loaded offline; greedy by default)."""

    name = "hf"

    def __init__(self, path: str, max_new_tokens: int = 256, temperature: float = 0.0, device: str | None = None,
                 use_scripted_opening: bool = True, max_turns: int = MAX_TURNS):
        super().__init__(use_scripted_opening, max_turns)
        from ..llm.local import LocalChatModel

        self.path = str(path)
        self.chat = LocalChatModel(path, max_new_tokens=max_new_tokens, temperature=temperature, device=device)

    def describe(self) -> str:
        return f"hf:{self.path}"

    def settings(self) -> dict:
        return {"kind": "hf", "path": self.path, "max_new_tokens": self.chat.max_new_tokens,
                "temperature": self.chat.temperature, "max_turns": self.max_turns}

    def _complete(self, messages: list[dict]) -> str:
        started = time.perf_counter()
        text, prompt_tokens, completion_tokens = self.chat.generate(messages)
        self.chat.usage_after(self._usage, prompt_tokens, completion_tokens, time.perf_counter() - started)
        return text


__all__ = ["CONFIRM_TAG", "DECLINE_TAG", "GREETING", "HFCustomer", "OUT_OF_SCOPE", "OpenAICustomer", "scenario_prompt"]
