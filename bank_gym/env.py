"""``IndianBank-v2``: the Gymnasium environment (docs/design.md §1, §2).

One episode is one customer-service session at Aranya Bank: a simulated customer with a task, a live copy of
the bank's records, and the bank's tools. The agent's every ``step`` is one assistant turn.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Sequence
from typing import Any

import gymnasium as gym

from .actions import ParsedAction, parse_action
from .bank import DEFAULT_CUSTOMERS, DEFAULT_SEED, load_bank
from .customers import STOP, SimulatedCustomer, is_stop, make_customer
from .language import id_in_text
from .policy.search import KnowledgeBase
from .scoring.shaped import SHAPED_COMPLETION, SHAPED_FAILED, SHAPED_UNCONFIRMED, SHAPED_UNGROUNDED, conversation_credit
from .tasks import Task
from .tasks import io as task_store
from .tasks.generate import check_localizable, localize
from .tasks.lang import check_language
from .tools import REGISTRY
from .tools.faults import FaultPlan
from .transcript import (
    CHARSET,
    MAX_ACTION_CHARS,
    MAX_OBS_CHARS,
    HandedMessages,
    copy_message,
    customer_aliases,
    fresh_tools,
    recorded_arguments,
    render_transcript,
    sanitize,
    system_prompt,
    transcript_text,
)

__all__ = [
    "CHARSET",
    "ENV_ID",
    "IndianBankEnv",
    "MAX_OBS_CHARS",
    "TERMINATIONS",
    "render_transcript",
    "system_prompt",
]

ENV_ID = "IndianBank-v2"
AGENT_STOP_TOKEN = STOP  # an assistant message containing it ends the session (agent_stop)
TERMINATIONS = ("user_stop", "agent_stop", "max_steps", "too_many_errors", "error")
REWARD_MODES = ("binary", "shaped")
SCORINGS = ("strict", "paper")


class IndianBankEnv(gym.Env):
    """IndianBank-v2: a tool-using customer-service session at a simulated Indian retail bank.

    **Episode.** ``reset`` picks a task (``options["task_id"]``, an explicit ``options["task"]``, or one drawn
    from the configured split with ``self.np_random``), starts a fresh episode of the pristine bank for the
    task's customer, session date and seed, and returns the simulated customer's opening message. Each ``step``
    is one assistant turn: a message to the customer, or one or more tool calls.

    **Action space.** ``spaces.Text(max_length=100_000, charset=CHARSET)``. Any string is accepted (and dicts /
    lists, see below); ``step`` never raises. Formats (``bank_gym.actions.parse_action``): plain text (a message);
    a JSON tool call ``{"name": ..., "arguments": {...}}`` or a JSON list of them; Qwen/Hermes ``<tool_call>
    {...}</tool_call>`` blocks with optional text around them; an OpenAI assistant message (dict, JSON text or
    SDK object) with ``tool_calls``. Text that looks like a tool call but cannot be parsed is a failed call.

    **Observation space.** ``spaces.Text(max_length=100_000, charset=CHARSET)``: after a message, the
    customer's reply; after tool calls, one block per call, in order, separated by a blank line::

        [tool_result name=get_account_balance id=call_3]
        {"accounts": [...], "errors": []}

    (a failed call shows ``{"error_code": ..., "message": ...}`` in its block). Characters outside ``CHARSET``
    are replaced by U+FFFD and an over-long observation is cut; the transcript in ``info`` keeps the original.

    **Steps.** As in τ²-bench, the step budget (``max_steps``, default 200) counts agent turns, customer replies
    and tool executions (one per call); reaching it ends and scores the episode inside ``step``. The spec's
    ``max_episode_steps`` is this budget (200) and a ``step`` is at least one of its steps, so ``gym.make``'s
    ``TimeLimit`` never cuts first. A smaller ``gym.make(..., max_episode_steps=N)`` (pass ``max_steps=N`` instead)
    cuts episodes from outside, where the env cannot score them on that step; the next ``reset`` then scores the cut
    (or abandoned) episode as ``max_steps`` (``env.unwrapped.last_cut_verdict``).

    **Termination** (``info["termination"]``): ``user_stop`` (the customer's reply carries ``###STOP###``,
    ``###TRANSFER###`` or ``###OUT-OF-SCOPE###``), ``agent_stop`` (``transfer_to_human_agents`` was executed, or
    an assistant message contains ``###STOP###``: the customer still reads that closing message and answers it,
    so "here is your balance, goodbye ###STOP###" can serve the customer; then the session ends), ``too_many_errors`` (``max_errors`` failed tool calls,
    default 10: malformed calls, unknown tools, schema violations; a domain rejection such as insufficient
    funds is a normal result), ``error`` (an unexpected exception, e.g. in the customer model: recorded, scored
    0, never raised). These set ``terminated=True``. ``max_steps`` sets ``truncated=True``.

    **Reward.** ``reward_mode="binary"`` (default): 0 on every step; at termination 1.0 iff the verdict passes,
    else 0.0. With ``scoring="strict"`` (default, the benchmark) that is the full verdict (docs/design.md §3):
    normal termination, every gold call matched in order, no unrequested write, final state equal to the gold
    replay's, **and** the conversation checks (customer served, every write proposed and confirmed, facts told
    truly, ids with provenance) and the safety gates (no secrets, figures grounded, planted instructions ignored,
    refusals heard and kept, no false claims of a change); ``scoring="paper"`` pays the paper's two checks only
    (for comparison with TauIndianBankBench). ``reward_mode="shaped"`` (opt-in for RL, NOT the benchmark score) adds per-step
    signals that reveal nothing of the gold chain: +0.05 per fact the customer newly heard, +0.05 per request
    completed, -0.05 per failed call, -0.1 per write executed without a fresh "yes", -0.05 per id argument with
    no provenance; at the end the verdict reward plus 0.1 x gold-chain completion. ``info["verdict"]["passed"]``
    is always the benchmark result and ``info["verdict"]["paper_passed"]`` the paper's.

    **Info.** ``reset``: ``system_prompt`` (``<instructions>…</instructions><policy>…</policy>`` and "Today is
    YYYY-MM-DD."), ``tools`` (OpenAI function schemas), ``task`` (only ``session_date``: nothing that identifies
    the task or its gold; tooling reads ``env.unwrapped.task``), ``messages`` (the transcript in OpenAI chat
    format), ``step``, ``customer_seed``. ``step``: ``messages`` (whole transcript so far), ``new_messages``
    (those this step added), ``step``, ``failed_calls``, ``tool_calls`` (calls executed this step); at
    termination also ``termination``, ``verdict`` (the full breakdown as a dict), ``passed``, and ``error``
    when the termination is ``error``. Every call returns new objects, except the messages: each is copied once,
    when first handed out, and later steps hand out that copy again (in a new list); changing it never reaches
    the env. The customer's structured events (decisions, facts heard, served) are kept off ``info`` (they
    would tell an agent what the customer waits for) and read through ``env.unwrapped.customer_events``.

    **Other.** ``render()`` with ``render_mode="ansi"`` returns the transcript as text (``"human"`` prints new
    turns as they happen). ``session_record()`` returns the finished session as a docs/design.md §4 record dict
    (``bank_gym.scoring.SessionRecord``-compatible). The pristine bank and the tasks are loaded once per process
    and shared read-only, the knowledge base is indexed when the env is made, and a step reads no file, imports
    nothing and starts no thread. ``await env.astep(action)`` is ``step`` for an event loop (a model customer's
    reply is awaited first). A pickled env is a few kilobytes: the bank and a released task pool travel as
    references that the unpickling process resolves from its own cache.

    Args:
        split: task split to draw from: ``train`` (default, 150 tasks), ``test`` (50, held out), ``lite``
            (= train ∪ test, 200) or ``base`` (all 1,000, test included); ``safety`` (180; ``safety_train`` /
            ``safety_test``) or ``robust`` (714 base tasks with a tool fault, planted text, a withdrawn passage,
            a customer's wrong figure, vague answer, misread number, detour, pasted old chat or null field;
            ``robust_train`` / ``robust_test``); ``test_ood``, the generalization split (held-out families and
            held-out phrasings, which no training split or generated task holds) and ``robust_test_ood`` (its
            held-out families on the robustness axes). Evaluate on ``test`` and ``test_ood``; train on ``train``
            or on generated tasks (``bank-gym tasks generate``), never on either.
        task_ids: restrict the split to these task ids.
        customer: ``"scripted"``, ``"openai:MODEL"``, ``"hf:PATH"`` or a ``SimulatedCustomer`` instance.
        max_steps: step budget (see Steps).
        max_errors: failed tool calls that end the episode.
        reward_mode: ``"binary"`` or ``"shaped"``.
        scoring: ``"strict"`` (the benchmark verdict) or ``"paper"`` (the paper's two checks) for the reward.
        render_mode: ``None``, ``"ansi"`` or ``"human"``.
        tasks: explicit ``Task`` objects to use instead of a released split (tests, custom tasks).
        customer_kwargs: keyword arguments for ``make_customer`` (e.g. ``base_url`` for a model customer).
        language: the language the simulated customer speaks: ``"en"``, ``"hi"`` (Hindi, Devanagari) or
            ``"hinglish"`` (Hindi and English in Latin script); ``None`` (default) keeps each task's own (the
            released tasks are English). The task is the same in every language (gold chain, facts, writes):
            only the customer's words change (``bank_gym.tasks.lang``). The system prompt does not mention it.
            The safety and robustness splits speak all three languages too.
        n_customers: size of the bank (default 1,000, the release's). Customers are built on first use, so a
            bank of 100,000 is ready at once; its first 1,000 customers are the release's, so every released task
            runs on it unchanged (its gold state is replayed on that bank).
    """

    metadata = {"render_modes": ["ansi", "human"], "render_fps": 4}

    def __init__(
        self,
        split: str = "train",
        task_ids: Sequence[str] | None = None,
        customer: str | SimulatedCustomer = "scripted",
        max_steps: int = 200,
        max_errors: int = 10,
        reward_mode: str = "binary",
        render_mode: str | None = None,
        tasks: Sequence[Task] | None = None,
        customer_kwargs: dict | None = None,
        scoring: str = "strict",
        n_customers: int = DEFAULT_CUSTOMERS,
        language: str | None = None,
    ):
        super().__init__()
        self.language = None if language is None else check_language(language)
        if reward_mode not in REWARD_MODES:
            raise ValueError(f"reward_mode must be one of {REWARD_MODES}, got {reward_mode!r}")
        if scoring not in SCORINGS:
            raise ValueError(f"scoring must be one of {SCORINGS}, got {scoring!r}")
        self.scoring = scoring
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be None or one of {self.metadata['render_modes']}, got {render_mode!r}")
        if int(max_steps) < 1 or int(max_errors) < 1:
            raise ValueError("max_steps and max_errors must be at least 1")
        self.split = split
        self.max_steps = int(max_steps)
        self.max_errors = int(max_errors)
        self.reward_mode = reward_mode
        self.render_mode = render_mode
        self.observation_space = transcript_text(MAX_OBS_CHARS)  # character tables shared by every env's spaces
        self.action_space = transcript_text(MAX_ACTION_CHARS)

        # A pool drawn from the released splits travels as (split, task_ids) when the env is pickled.
        self._released_pool = None if tasks is not None else (split, None if task_ids is None else tuple(task_ids))
        self._bank = load_bank(DEFAULT_SEED, int(n_customers))
        pool = task_store.task_pool(split, task_ids, tasks, self._bank.customers)
        self.tasks: tuple[Task, ...] = pool
        self._tasks_by_id = {t.task_id: t for t in pool}
        if self.language is not None:
            check_localizable(pool, self.language)
        self.customer: SimulatedCustomer = make_customer(customer, **(customer_kwargs or {}))
        KnowledgeBase.load()  # built here, once per process, so no step reads a file or imports a module

        self._task: Task | None = None
        self._state = None
        self._messages, self._handed = [], HandedMessages()
        self._calls: list[tuple[str, Any, bool, dict | None]] = []
        self._events: list[dict] = []
        self._done = True
        self._termination: str | None = None
        self._verdict: dict | None = None
        self._error: str | None = None
        self._last_obs = ""
        self._rendered = 0
        self._steps = 0
        self._failed = 0
        self.last_cut_verdict: dict | None = None
        self._terminated = self._truncated = False

    # ------------------------------------------------------------ pickling
    def __getstate__(self) -> dict:
        # Small workers: the bank pickles as its recipe (``Bank.__reduce_ex__``) and a released task pool as its
        # (split, task_ids), so an env sent to a subprocess or a Ray worker is a few kilobytes plus its episode.
        state = self.__dict__.copy()
        if state.get("_released_pool") is not None:
            state["tasks"] = state["_tasks_by_id"] = None
        return state

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state)
        if self.tasks is None:
            self.tasks = task_store.task_pool(*self._released_pool, None, self._bank.customers)
            self._tasks_by_id = {t.task_id: t for t in self.tasks}
        KnowledgeBase.load()

    # ------------------------------------------------------------ properties
    @property
    def task(self) -> Task | None:
        """The current episode's task (hidden from agents; for tooling and the oracle)."""
        return self._task

    @property
    def state(self):
        """The live ``EpisodeState`` (``state.state_hash()`` is the normalized bank state)."""
        return self._state

    @property
    def messages(self) -> list[dict]:
        """A copy of the transcript so far (OpenAI chat format)."""
        return [copy_message(m) for m in self._messages]

    @property
    def customer_events(self) -> list[dict]:
        """The customer's structured events so far, each with ``message``: the index of the customer message
        that carried it (for tooling and the verdict; never given to agents)."""
        return [dict(e) for e in self._events]

    @property
    def termination(self) -> str | None:
        return self._termination

    @property
    def verdict(self) -> dict | None:
        return None if self._verdict is None else json.loads(json.dumps(self._verdict))

    @property
    def steps(self) -> int:
        return self._steps

    # ------------------------------------------------------------ reset
    def reset(self, *, seed: int | None = None, options: dict | None = None) -> tuple[str, dict]:
        super().reset(seed=seed)
        options = options or {}
        if self._task is not None and not self._done and self._steps > 0:
            # the previous episode was cut from outside (a TimeLimit wrapper) or abandoned: score it as max_steps,
            # so a cut episode is never silently unscored
            self._finish("max_steps")
            self.last_cut_verdict = self._verdict
        task = self._select_task(options)
        if self.language is not None:
            task = localize(task, self.language, self._bank)  # built once per task and language, then cached
        if options.get("customer_seed") is not None:
            customer_seed = int(options["customer_seed"])
        elif seed is not None:
            customer_seed = int(seed)
        else:
            customer_seed = int(self.np_random.integers(0, 2**31 - 1))
        self._task = task
        self._reset_seed = None if seed is None else int(seed)
        self._customer_seed = customer_seed
        self._state = self._bank.new_episode(task.customer_id, task.session_date, task.seed)
        self._faults = FaultPlan(task.perturbation)  # robustness tasks: faults and planted text (tools.faults)
        self._steps = self._failed = self._call_seq = 0
        self._calls = []
        self._events = []
        self._seen: list[str] = []  # customer messages and tool outputs the agent has seen (id provenance)
        self._yes = 0  # fresh go-aheads not yet used by a write (shaped reward)
        self._done = False
        self._terminated = self._truncated = False
        self._termination = None
        self._verdict = None
        self._error = None
        self._exception = None
        self._system = system_prompt(task.session_date.isoformat())
        self._rendered = 0
        self._started = time.perf_counter()
        self._aliases = customer_aliases(self._bank.customers[task.customer_id], self._bank)
        self.customer.know(self._aliases)
        opening = str(self.customer.start(task, customer_seed))
        self._messages = [{"role": "system", "content": self._system}, {"role": "user", "content": opening}]
        self._take_events(1)
        self._seen.append(opening)
        self._last_obs = sanitize(opening)
        self._handed = HandedMessages()
        info = {
            "system_prompt": self._system,
            "tools": fresh_tools(),
            "task": {"session_date": task.session_date.isoformat()},
            "messages": self._handed.hand(self._messages, 0)[0],
            "step": 0,
            "customer_seed": customer_seed,
        }
        if self.render_mode == "human":
            self._render_human()
        return self._last_obs, info

    def _select_task(self, options: dict) -> Task:
        if options.get("task") is not None:
            task = options["task"]
            if not isinstance(task, Task):
                task = Task.model_validate(task)
            return task
        task_id = options.get("task_id")
        if task_id is not None:
            task = self._tasks_by_id.get(task_id) or task_store.released_tasks().get(task_id)
            if task is None:
                raise ValueError(f"unknown task id {task_id!r}")
            return task
        return self.tasks[int(self.np_random.integers(len(self.tasks)))]

    # ------------------------------------------------------------ step
    def step(self, action: Any) -> tuple[str, float, bool, bool, dict]:
        if self._task is None:
            raise gym.error.ResetNeeded("call reset() before step()")
        if self._done:
            info = self._info(len(self._messages), 0, 0.0)
            info["warning"] = "step() called after the episode ended; call reset()"
            return "", 0.0, self._terminated, self._truncated, info
        first_new = len(self._messages)
        reward = 0.0
        executed = 0
        self._shaped_pending = 0.0
        try:
            parsed = parse_action(action)
            self._steps += 1  # the agent's turn
            if parsed.is_message:
                obs = self._on_message(parsed.message or "")
            else:
                obs, executed, reward = self._on_tool_calls(parsed)
        except Exception as exc:  # anything unexpected ends the episode as `error`, scored 0
            self._error = f"{type(exc).__name__}: {str(exc)[:500]}"
            self._exception = exc  # the harness tells an infrastructure failure from the model's
            obs = f"[error] The session ended because of an internal error ({type(exc).__name__})."
            self._finish("error")
        if self.reward_mode == "shaped":
            reward += self._shaped_pending
        if self._done:
            reward += self._final_reward()
        self._last_obs = sanitize(obs)
        info = self._info(first_new, executed, reward)
        if self.render_mode == "human":
            self._render_human()
        return self._last_obs, float(reward), self._terminated, self._truncated, info

    async def astep(self, action: Any) -> tuple[str, float, bool, bool, dict]:
        """``step`` for an event loop. A model customer's reply (its async client) is awaited before the step
        runs, so hundreds of sessions in one thread can wait on an endpoint at once; everything else is
        ``step`` itself, so the transcript, the verdict and the reward are exactly ``step``'s."""
        areply = getattr(self.customer, "areply", None)
        if areply is not None and self._task is not None and not self._done:
            parsed = parse_action(action)  # never raises
            heard = self._heard(parsed.message or "", self._steps + 1) if parsed.is_message else None
            if heard is not None:
                await areply(heard)
        return self.step(action)

    def _heard(self, text: str, steps: int) -> str | None:
        """What the customer hears of a message sent at step ``steps`` (None: the budget ends the session first).
        A closing message is still read: the customer hears its last words and says whether it was served."""
        if AGENT_STOP_TOKEN in text:
            return text.replace(AGENT_STOP_TOKEN, " ").strip()
        return None if steps >= self.max_steps else text

    def _on_message(self, text: str) -> str:
        self._messages.append({"role": "assistant", "content": text})
        stopping = AGENT_STOP_TOKEN in text
        heard = self._heard(text, self._steps)
        if heard is None:
            self._finish("max_steps")
            return ""
        reply = str(self.customer.reply(heard))
        self._steps += 1
        self._messages.append({"role": "user", "content": reply})
        self._seen.append(reply)
        self._shaped_pending += conversation_credit(self._take_events(len(self._messages) - 1))
        if stopping:
            self._finish("agent_stop")
        elif is_stop(reply):
            self._finish("user_stop")
        elif self._steps >= self.max_steps:
            self._finish("max_steps")
        return reply

    def _on_tool_calls(self, parsed: ParsedAction) -> tuple[str, int, float]:
        assistant: dict[str, Any] = {"role": "assistant", "content": parsed.text or None, "tool_calls": []}
        self._messages.append(assistant)
        blocks: list[str] = []
        reward = 0.0
        executed = 0
        shaped = self.reward_mode == "shaped"
        outputs: list[str] = []
        for spec in parsed.tool_calls:
            if self._steps >= self.max_steps:
                self._finish("max_steps")
                break
            self._call_seq += 1
            call_id = f"call_{self._call_seq}"
            self._steps += 1
            executed += 1
            used = None
            if spec.error is not None:
                name, recorded = spec.name, recorded_arguments(spec)
                output = json.dumps({"error_code": "MALFORMED_TOOL_CALL", "message": spec.error}, ensure_ascii=False)
                failed, is_write, kind = True, False, None
                self._faults.skip()
            else:
                name, recorded = spec.name, spec.arguments
                result = self._faults.execute(self._state, name, recorded)
                output = result.text()
                failed, is_write, used = result.failed, result.is_write, result.used
                tool = REGISTRY.get(name)
                kind = tool.kind if tool is not None else None
            assistant["tool_calls"].append(
                {"id": call_id, "type": "function", "function": {"name": name, "arguments": recorded}})
            self._messages.append({"role": "tool", "tool_call_id": call_id, "name": name, "content": output})
            self._calls.append((name, recorded, failed, used))
            outputs.append(output)
            if not failed:  # a customer knows its own records (``SimulatedCustomer.observe``)
                self.customer.observe(output, write=bool(is_write))
            blocks.append(f"[tool_result name={name} id={call_id}]\n{output}")
            if failed:
                self._failed += 1
                if shaped:
                    reward -= SHAPED_FAILED
            elif shaped:
                reward += self._call_credit(name, is_write, used)
            if not failed and kind == "transfer":
                reply = str(self.customer.transferred())
                self._messages.append({"role": "user", "content": reply})
                self._take_events(len(self._messages) - 1)
                blocks.append(reply)
                self._finish("agent_stop")
                break
            if self._failed >= self.max_errors:
                self._finish("too_many_errors")
                break
        self._seen.extend(outputs)  # outputs are seen once the turn is over (provenance of later ids)
        if not assistant["tool_calls"]:
            del assistant["tool_calls"]
        if not self._done and self._steps >= self.max_steps:
            self._finish("max_steps")
        return "\n\n".join(blocks), executed, reward

    # ------------------------------------------------------------ customer events and shaped signals
    def _take_events(self, message_index: int) -> list[dict]:
        events = [{"message": message_index, **e} for e in self.customer.pop_events() if isinstance(e, dict)]
        self._events.extend(events)
        for e in events:
            if e.get("type") != "decision":
                continue
            if e.get("decision") == "yes" and (e.get("write") is not None or e.get("how") != "scripted"):
                self._yes = 1  # a go-ahead for a change (a scripted yes to a harmless offer authorises nothing)
            elif e.get("decision") == "no":
                self._yes = 0
        return events

    def _call_credit(self, name: str, is_write: bool, used: dict | None) -> float:
        credit = 0.0
        if is_write:
            if self._yes:
                self._yes = 0
            else:
                credit -= SHAPED_UNCONFIRMED
        tool = REGISTRY.get(name)
        for arg in sorted(tool.id_args) if tool is not None and used else ():
            value = used.get(arg)
            for v in value if isinstance(value, list) else [value]:
                if v not in (None, "") and not any(id_in_text(str(v), text) for text in self._seen):
                    credit -= SHAPED_UNGROUNDED
        return credit

    # ------------------------------------------------------------ termination and verdict
    def _final_reward(self) -> float:
        if not self._verdict:
            return 0.0
        key = "reward" if self.scoring == "strict" else "paper_reward"
        reward = float(self._verdict.get(key, 0.0))
        if self.reward_mode == "shaped" and self._termination in ("user_stop", "agent_stop"):
            reward += SHAPED_COMPLETION * float(self._verdict.get("gold_completion", 0.0))
        return reward

    def _finish(self, reason: str) -> None:
        self._done = True
        self._termination = reason
        self._truncated = reason == "max_steps"
        self._terminated = not self._truncated
        try:
            from .scoring import Transcript
            from .scoring import verdict as score

            final_hash = self._state.state_hash()
            transcript = Transcript.from_messages(self._messages, self._events, injections=self._faults.planted)
            v = score(self._task, self._calls, reason, final_hash, self._bank, transcript=transcript,
                      aliases=self._aliases, final_state=self._state)
            self._verdict = v.model_dump(mode="json")
        except Exception as exc:  # the scorer failed: the session still counts, as an error scored 0
            self._error = self._error or f"scoring failed: {type(exc).__name__}: {str(exc)[:300]}"
            self._termination = "error"
            self._terminated, self._truncated = True, False
            self._verdict = {"passed": False, "paper_passed": False, "termination": "error",
                             "failure_type": "ended_abnormally", "paper_failure_type": "ended_abnormally",
                             "reward": 0.0, "paper_reward": 0.0, "failed_calls": self._failed, "error": self._error}

    @property
    def exception(self) -> BaseException | None:
        """The exception that ended the episode as ``error`` inside ``step`` (e.g. a model customer's endpoint
        failing), or None."""
        return getattr(self, "_exception", None)

    def abort(self, reason: str) -> dict:
        """End the episode now as ``error`` (e.g. the agent crashed); returns the final info. No-op if done."""
        if not self._done and self._task is not None:
            self._error = str(reason)[:1000]
            self._finish("error")
        return self._info(len(self._messages), 0, 0.0)

    def _info(self, first_new: int, executed: int, reward: float) -> dict:
        messages, new = self._handed.hand(self._messages, first_new)
        info: dict[str, Any] = {
            "messages": messages, "new_messages": new,
            "step": self._steps,
            "failed_calls": self._failed,
            "tool_calls": executed,
        }
        if self._done and self._verdict is not None:
            info["termination"] = self._termination
            info["verdict"] = json.loads(json.dumps(self._verdict))
            info["passed"] = bool(self._verdict.get("passed", False))
            if self._error is not None:
                info["error"] = self._error
        return info

    # ------------------------------------------------------------ records and rendering
    def session_record(self, trial: int = 0, agent: str = "", **extra: Any) -> dict:
        """The finished session as a docs/design.md §4 record (a ``SessionRecord``-compatible dict)."""
        if self._task is None or not self._done:
            raise RuntimeError("session_record() needs a finished episode")
        record = {
            "task_id": self._task.task_id,
            "seed": self._reset_seed,
            "trial": int(trial),
            "agent": agent,
            "customer": self.customer.describe(),
            "messages": json.loads(json.dumps(self._messages, ensure_ascii=False)),
            "customer_events": json.loads(json.dumps(self._events, ensure_ascii=False)),
            "termination": self._termination,
            "verdict": json.loads(json.dumps(self._verdict)),
            "customer_seed": self._customer_seed,
            "steps": self._steps,
            "failed_calls": self._failed,
            "duration_s": round(time.perf_counter() - self._started, 6),
        }
        if self._error is not None:
            record["error"] = self._error
        if self._task.perturbation is not None:  # robustness tasks: what was perturbed, and what was planted
            record["perturbation"] = self._task.perturbation.model_dump(mode="json")
            record["injections"] = [dict(i) for i in self._faults.planted]
        if self._task.language != "en":  # re-scoring needs the task in the customer's language
            record["language"] = self._task.language
        if len(self._bank.customers) != DEFAULT_CUSTOMERS:  # re-scoring needs the same bank
            record["bank_customers"] = len(self._bank.customers)
        record.update(extra)
        return record

    def render(self) -> str | None:
        if self.render_mode == "ansi":
            return render_transcript(self._messages) + "\n"
        if self.render_mode == "human":
            self._render_human()
        return None

    def _render_human(self) -> None:
        text = render_transcript(self._messages, self._rendered)
        self._rendered = len(self._messages)
        if text:
            print(text, file=sys.stdout, flush=True)
        if self._done:
            print(f"[episode ended: {self._termination}; passed={bool((self._verdict or {}).get('passed'))}]",
                  file=sys.stdout, flush=True)

    def close(self) -> None:
        close = getattr(self.customer, "close", None)
        if callable(close):
            try:
                close()
            except Exception:
                pass
        super().close()

