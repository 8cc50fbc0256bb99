"""TRL adapter: ``GRPOTrainer(environment_factory=BankToolEnv)`` trains on IndianBank-v2 episodes.

TRL's multi-turn loop is a tool-calling loop (docs/design.md §7): the model generates, its
tool calls run, their results are appended, and it generates again until a turn has no tool call. This adapter
maps one rollout to one ``IndianBankEnv`` episode:

* ``reset(**row)`` starts the task named by the dataset row (``task_id``, optional ``seed``) and returns short
  instructions plus the customer's opening message (TRL appends it to the prompt's last user message);
* **one public method per bank tool**, generated from ``bank_gym.tools.REGISTRY`` with real typed signatures and
  Google-style docstrings (``transformers.utils.get_json_schema`` turns them into the tool schemas the model
  sees). Each sends the JSON tool call through ``env.step`` and returns the tool result; nested objects
  (``nominee``, ``atm``, ``online``, ``pos``) are typed ``dict`` with their shape described;
* ``send_message(message)`` sends a message to the simulated customer and returns the reply: the customer is
  reached through a tool because a turn without a tool call ends TRL's loop;
* after the episode has ended every tool raises ``ValueError`` (TRL reports it to the model as
  ``{"error": ...}``);
* ``get_reward()`` is read once per rollout. If the model stopped (a turn without a tool call) before the
  episode ended, the episode is ended as the assistant's ``agent_stop`` (``close_unfinished = True``; set it
  False to score unfinished rollouts 0 without ending them). Such a rollout is scored exactly like an eval
  session that stopped there: a customer who was not served fails the verdict's ``served`` check, so a model
  that never calls ``send_message`` earns nothing however right its tool calls are. The reward is the verdict
  (``scoring = "strict"``, the benchmark: the paper's two checks and the conversation checks; ``"paper"``: the
  paper's two checks only), or with ``reward_mode = "shaped"`` the env's opt-in shaped return (see
  ``IndianBankEnv``). The property ``reward_components`` gives each check as 0/1 for logging.

Settings are class attributes, so a configured variant is a subclass (TRL instantiates the class with no
arguments): ``BankToolEnv.configured(reward_mode="shaped", customer="openai:gpt-4o-mini", tools=[...])``.

``make_dataset(split_or_tasks)`` builds the matching ``datasets.Dataset`` of rows
``{"prompt": [system, user], "task_id", "seed"}``.
"""

from __future__ import annotations

import inspect
import json
import types
import typing
from collections.abc import Iterable, Sequence
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel

# The protocol's strings live with its conversion of env transcripts (bank_gym.agents.tool_protocol), so SFT data,
# GRPO rollouts here and `bank-gym eval --agent hf:PATH` all see the same session.
from ..agents.tool_protocol import ENDED, INSTRUCTIONS, USER_PROMPT, opening
from ..tools import REGISTRY

__all__ = ["BankToolEnv", "INSTRUCTIONS", "USER_PROMPT", "make_dataset", "make_env_class", "tool_method_names"]



# ---------------------------------------------------------------- type hints for the generated methods


def _hint(annotation: Any) -> Any:
    """A tool parameter's annotation as a plain hint ``get_json_schema`` understands: ``Annotated`` constraints
    dropped, pydantic models as ``dict``, ``Optional`` kept."""
    origin = get_origin(annotation)
    if origin is Annotated:
        return _hint(get_args(annotation)[0])
    if origin is Union or (origin is types.UnionType):
        members = tuple(_hint(a) for a in get_args(annotation))
        unique = tuple(dict.fromkeys(members))
        return unique[0] if len(unique) == 1 else Union[unique]  # noqa: UP007
    if origin is Literal:
        return annotation
    if origin is list:
        args = get_args(annotation)
        return list[_hint(args[0])] if args else list
    if origin is dict:
        return dict
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return dict
    return annotation


def _shape(prop: dict) -> str:
    """A compact description of a JSON-schema value (for ``dict`` arguments' docstrings)."""
    if "anyOf" in prop:
        options = [p for p in prop["anyOf"] if p.get("type") != "null"]
        return _shape(options[0]) if len(options) == 1 else " or ".join(_shape(p) for p in options)
    if "enum" in prop:
        return "|".join(json.dumps(v) for v in prop["enum"])
    kind = prop.get("type")
    if kind == "object" and prop.get("properties"):
        inner = ", ".join(f'"{k}": {_shape(v)}' for k, v in prop["properties"].items())
        return "{" + inner + "}"
    if kind == "array":
        return "[" + _shape(prop.get("items", {})) + ", ...]"
    return {"string": "string", "number": "number", "integer": "integer", "boolean": "true|false"}.get(kind, "value")


def _one_line(text: str) -> str:
    return " ".join((text or "").split())


def _docstring(name: str) -> str:
    spec = REGISTRY[name]
    description = (spec.description or name.replace("_", " ")).strip()
    # get_json_schema cuts the description at "Args:" / "Returns:" / "Raises:"; keep them out of the summary.
    for marker in ("Args:", "Returns:", "Raises:"):
        description = description.replace(marker, marker[:-1] + " -")
    properties = spec.schema["function"]["parameters"]["properties"]
    lines = [description, ""]
    params = list(inspect.signature(spec.func, eval_str=True).parameters.values())[1:]
    if params:
        lines.append("Args:")
        for p in params:
            text = _one_line(spec.arg_descriptions.get(p.name) or p.name.replace("_", " "))
            base = _hint(p.annotation)
            inner = [a for a in get_args(base) if a is not type(None)] if get_origin(base) is Union else [base]
            if dict in inner:
                text += f" A JSON object shaped like {_shape(properties.get(p.name, {}))}; omit keys you do not need."
            if text.rstrip().endswith(")") and "(choices:" in text:
                text += "."
            lines.append(f"    {p.name}: {text}")
    lines += ["", "Returns:", "    The tool result as JSON text."]
    return "\n".join(lines)


def _make_tool_method(name: str):
    """A real function ``name(self, <typed params>) -> str`` that runs the tool ``name`` in the episode."""
    spec = REGISTRY[name]
    params = list(inspect.signature(spec.func, eval_str=True).parameters.values())[1:]
    namespace: dict[str, Any] = {}
    parts, names = ["self"], []
    for i, p in enumerate(params):
        namespace[f"_T{i}"] = _hint(p.annotation)
        if p.default is inspect.Parameter.empty:
            parts.append(f"{p.name}: _T{i}")
        else:
            namespace[f"_D{i}"] = p.default
            parts.append(f"{p.name}: _T{i} = _D{i}")
        names.append(p.name)
    arguments = "{" + ", ".join(f"{n!r}: {n}" for n in names) + "}"
    source = f"def {name}({', '.join(parts)}) -> str:\n    return self._call_tool({name!r}, {arguments})\n"
    exec(compile(source, f"<bank_gym tool method {name}>", "exec", dont_inherit=True), namespace)  # noqa: S102
    function = namespace[name]
    function.__doc__ = _docstring(name)
    function.__module__ = __name__
    return function


def tool_method_names() -> list[str]:
    """The bank tools exposed as methods, in catalogue order."""
    return list(REGISTRY)


# ---------------------------------------------------------------- the adapter


class _BankToolEnvBase:
    """Episode plumbing shared by every generated adapter class (see the module docstring)."""

    # settings (class attributes: TRL instantiates with no arguments)
    split: str = "train"
    tasks: Sequence | None = None  # explicit Task objects instead of a released split
    customer: Any = "scripted"
    customer_kwargs: dict | None = None
    reward_mode: str = "binary"  # "binary" (the verdict) or "shaped" (opt-in, RL only)
    scoring: str = "strict"  # "strict" (the benchmark verdict) or "paper" (the paper's two checks)
    max_steps: int = 200
    max_errors: int = 10
    close_unfinished: bool = True
    language: str | None = None  # the customer's language (en, hi, hinglish); None: the tasks' own

    def __init__(self):
        self.env = None
        self.done = True
        self.total_reward = 0.0
        self.last_info: dict = {}
        self.observation = ""

    def _make_env(self):
        from ..env import IndianBankEnv

        return IndianBankEnv(split=self.split, tasks=self.tasks, customer=self.customer,
                             customer_kwargs=self.customer_kwargs, reward_mode=self.reward_mode,
                             scoring=self.scoring, max_steps=self.max_steps, max_errors=self.max_errors,
                             language=self.language)

    def reset(self, **row) -> str:
        """Start the episode named by the dataset row (``task_id``, optional ``seed``); returns the instructions
        and the customer's opening message."""
        if self.env is None:
            self.env = self._make_env()
        options = {}
        if row.get("task_id") is not None:
            options["task_id"] = row["task_id"]
        seed = row.get("seed")
        observation, info = self.env.reset(seed=None if seed is None else int(seed), options=options)
        self.done = False
        self.total_reward = 0.0
        self.last_info = info
        self.observation = observation
        return opening(observation)

    # ------------------------------------------------------------ stepping
    def _step(self, action: str) -> tuple[str, dict]:
        if self.env is None or self.done:
            raise ValueError("The conversation has ended; no further actions are possible.")
        observation, reward, terminated, truncated, info = self.env.step(action)
        self.total_reward += float(reward)
        self.done = bool(terminated or truncated)
        self.last_info = info
        self.observation = observation
        return observation, info

    def _call_tool(self, name: str, arguments: dict) -> str:
        arguments = {k: v for k, v in arguments.items() if v is not None}
        _, info = self._step(json.dumps({"name": name, "arguments": arguments}, ensure_ascii=False))
        parts = []
        for message in info.get("new_messages", []):
            if message.get("role") == "tool":
                parts.append(str(message.get("content", "")))
            elif message.get("role") == "user":  # the customer's answer to a transfer
                parts.append(f"Customer: {message.get('content', '')}")
        text = "\n\n".join(parts) if parts else self.observation
        return f"{text}\n\n{ENDED}" if self.done else text

    def send_message(self, message: str) -> str:
        """Send a message to the customer and return the customer's reply.

        Args:
            message: What to say to the customer, in plain text.

        Returns:
            The customer's reply.
        """
        reply, _ = self._step(message if isinstance(message, str) else str(message))
        if self.done:
            return f"{reply}\n\n{ENDED}".strip()
        return reply

    # ------------------------------------------------------------ reward
    def get_reward(self) -> float:
        """The episode's reward (see the module docstring); ends an unfinished episode first."""
        if self.env is None or self.env.task is None:
            return 0.0
        if not self.done:
            if not self.close_unfinished:
                return 0.0
            from ..env import AGENT_STOP_TOKEN

            self._step(AGENT_STOP_TOKEN)
        if self.reward_mode == "shaped":
            return float(self.total_reward)
        verdict = self.env.verdict or {}
        return float(verdict.get("reward" if self.scoring == "strict" else "paper_reward", 0.0))

    @property
    def reward_components(self) -> dict[str, float]:
        """Each check of the finished episode's verdict as 0.0/1.0 (for logging; ends an unfinished episode). A
        property, not a method: TRL offers every public method of the class to the model as a tool.
        ``passed``, ``paper_passed``, ``action``, ``final_state``, ``served``, ``writes_confirmed``,
        ``facts_told``, ``ids_grounded``, plus ``gold_completion``."""
        self.get_reward()
        verdict = (self.env.verdict if self.env is not None else None) or {}
        conversation = verdict.get("conversation") or {}
        out = {"passed": float(bool(verdict.get("passed"))), "paper_passed": float(bool(verdict.get("paper_passed"))),
               "action": float(bool((verdict.get("action_check") or {}).get("passed"))),
               "final_state": float(bool((verdict.get("final_state") or {}).get("passed")))}
        for check in ("served", "writes_confirmed", "facts_told", "ids_grounded"):
            out[check] = float(bool(conversation.get(check)))
        out["gold_completion"] = float(verdict.get("gold_completion", 0.0))
        return out

    @property
    def verdict(self) -> dict | None:
        """The finished episode's verdict (``None`` while it runs)."""
        return None if self.env is None else self.env.verdict


def make_env_class(name: str = "BankToolEnv", tools: Iterable[str] | None = None, **settings: Any) -> type:
    """A TRL environment class with one method per bank tool (``tools``: a subset of tool names; default all).

    ``settings`` override the class attributes of ``_BankToolEnvBase`` (split, tasks, customer,
    customer_kwargs, reward_mode, scoring, max_steps, max_errors, close_unfinished, language)."""
    chosen = list(REGISTRY) if tools is None else list(tools)
    unknown = [t for t in chosen if t not in REGISTRY]
    if unknown:
        raise ValueError(f"unknown tools: {', '.join(unknown)}")
    allowed = {k for k, _ in inspect.getmembers(_BankToolEnvBase) if not k.startswith("_")}
    bad = [k for k in settings if k not in allowed or callable(getattr(_BankToolEnvBase, k, None))]
    if bad:
        raise ValueError(f"unknown settings: {', '.join(bad)}")
    if settings.get("reward_mode", "binary") not in ("binary", "shaped"):
        raise ValueError("reward_mode must be 'binary' or 'shaped'")
    if settings.get("scoring", "strict") not in ("strict", "paper"):
        raise ValueError("scoring must be 'strict' or 'paper'")
    body: dict[str, Any] = {tool_name: _make_tool_method(tool_name) for tool_name in chosen}
    for method in body.values():
        method.__qualname__ = f"{name}.{method.__name__}"
    body.update(settings)
    body["__module__"] = __name__
    body["__doc__"] = _BankToolEnvBase.__doc__
    body["configured"] = classmethod(_configured)
    return type(name, (_BankToolEnvBase,), body)


def _configured(cls, name: str | None = None, tools: Iterable[str] | None = None, **settings: Any) -> type:
    """A variant of this class with other settings (and optionally fewer tools)."""
    current = {k: getattr(cls, k) for k in ("split", "tasks", "customer", "customer_kwargs", "reward_mode",
                                            "scoring", "max_steps", "max_errors", "close_unfinished")}
    current.update(settings)
    if tools is None:
        tools = [t for t in REGISTRY if inspect.isfunction(getattr(cls, t, None))]
    return make_env_class(name or cls.__name__, tools=tools, **current)


BankToolEnv = make_env_class("BankToolEnv")
BankToolEnv.__doc__ = (
    "IndianBank-v2 for TRL: ``GRPOTrainer(environment_factory=BankToolEnv)``. One method per bank tool plus "
    "``send_message``; ``reset(**row)`` and ``get_reward()`` follow TRL's environment_factory contract."
)


# ---------------------------------------------------------------- dataset


def make_dataset(split_or_tasks: str | Iterable = "train", seeds: Sequence[int] | int = (0,),
                 system_prompt: str | typing.Callable[[Any], str] | None = None, user_prompt: str = USER_PROMPT,
                 limit: int | None = None):
    """A ``datasets.Dataset`` of rows ``{"prompt": [system, user], "task_id", "seed"}`` for GRPO.

    Args:
        split_or_tasks: a split name (``train`` by default) or an iterable of ``Task`` objects / task ids.
        seeds: the episode seeds to use per task (an int ``n`` means ``range(n)``); one row per (task, seed).
        system_prompt: override of the system prompt (a string, or a function of the task); default the env's
            (assistant instructions + written policy + the task's session date).
        user_prompt: the user message; ``BankToolEnv.reset`` appends the instructions and the customer's
            opening message to it.
        limit: keep only ``limit`` tasks, spread over the categories and families (``bank-gym eval --limit``'s
            deterministic choice, ``bank_gym.tasks.sources.spread_sample``), in the tasks' order.
    """
    from datasets import Dataset

    from ..env import system_prompt as env_system_prompt
    from ..tasks import Task, load_tasks

    if isinstance(split_or_tasks, str):
        tasks = load_tasks(split_or_tasks)
    else:
        items = list(split_or_tasks)
        if items and not isinstance(items[0], Task):
            from ..tasks import released_tasks

            everything = released_tasks()
            tasks = [everything[i] for i in items]
        else:
            tasks = items
    if limit is not None:
        from ..tasks.sources import spread_sample

        tasks = spread_sample(list(tasks), int(limit))
    seed_list = list(range(seeds)) if isinstance(seeds, int) else list(seeds)
    rows = []
    for task in tasks:
        if callable(system_prompt):
            system = system_prompt(task)
        elif isinstance(system_prompt, str):
            system = system_prompt
        else:
            system = env_system_prompt(task.session_date.isoformat())
        for seed in seed_list:
            rows.append({"prompt": [{"role": "system", "content": system}, {"role": "user", "content": user_prompt}],
                         "task_id": task.task_id, "seed": int(seed)})
    return Dataset.from_list(rows)
