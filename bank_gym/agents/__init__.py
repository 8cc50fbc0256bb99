"""Agents and ``make_agent(spec, tasks)``.

Specs:

* ``"oracle"``: :class:`~bank_gym.agents.oracle.OracleAgent` (reads the task; the documented exception);
* ``"trivial:NAME"``: a trivial baseline, NAME in ``reply_only``, ``lookup_only``, ``claim_done``,
  ``write_everything`` (:mod:`bank_gym.agents.baselines`);
* ``"openai:MODEL"``: ``bank_gym.agents.openai_agent.OpenAIAgent(model, base_url=None, api_key=None, **sampling)``
  for any OpenAI-compatible endpoint;
* ``"hf:PATH"``: ``bank_gym.agents.hf_agent.HFAgent(path, **gen)``, a local transformers model.

Model-backed agents are imported only when asked for (no ``openai`` / ``torch`` import otherwise). An
:class:`Agent` instance is returned unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .base import Agent, begin_episode

__all__ = ["AGENT_KINDS", "Agent", "begin_episode", "is_model_backed", "make_agent"]

AGENT_KINDS = ("oracle", "trivial:reply_only", "trivial:lookup_only", "trivial:claim_done",
               "trivial:write_everything", "openai:MODEL", "hf:PATH")


def is_model_backed(spec: Any) -> bool:
    """Whether a spec names a model-backed agent or customer (``openai:`` / ``hf:``)."""
    return isinstance(spec, str) and spec.split(":", 1)[0] in ("openai", "hf")


def make_agent(spec: str | Agent, tasks: Mapping[str, Any] | Sequence[Any] | None = None, *,
               base_url: str | None = None, api_key: str | None = None, **kwargs: Any) -> Agent:
    """An agent from a spec string (see the module docstring). ``tasks`` is needed by the oracle only
    (default: every released task). ``base_url`` / ``api_key`` go to ``openai:`` agents; other keyword
    arguments are sampling / generation options of model-backed agents."""
    if isinstance(spec, Agent):
        return spec
    if not isinstance(spec, str):
        raise TypeError(f"an agent spec must be a string or an Agent, got {type(spec).__name__}")
    kind, _, target = spec.partition(":")
    if spec == "oracle":
        from .oracle import OracleAgent

        if tasks is None:
            from ..tasks import released_tasks

            tasks = released_tasks()
        return OracleAgent(tasks)
    if kind == "trivial":
        from .baselines import BASELINES

        if target not in BASELINES:
            raise ValueError(f"unknown trivial agent {target!r}; choose one of {', '.join(BASELINES)}")
        return BASELINES[target]()
    if kind == "openai" and target:
        from .openai_agent import OpenAIAgent

        return OpenAIAgent(target, base_url=base_url, api_key=api_key, **kwargs)
    if kind == "hf" and target:
        from .hf_agent import HFAgent

        return HFAgent(target, **kwargs)
    raise ValueError(f"unknown agent {spec!r}; use one of: {', '.join(AGENT_KINDS)}")
