"""Simulated customers (docs/design.md §6) and ``make_customer(spec)``.

Specs:

* ``"scripted"`` (default): :class:`~bank_gym.customers.scripted.ScriptedCustomer`, deterministic, no model;
* ``"openai:MODEL"``: an OpenAI-compatible chat endpoint (``bank_gym.customers.llm.OpenAICustomer``; keyword
  arguments such as ``base_url``, ``api_key``, ``temperature`` are passed through);
* ``"hf:PATH"``: a local transformers model (``bank_gym.customers.llm.HFCustomer``).

The model-backed classes are imported only when asked for, so the scripted path never imports ``openai`` or
``torch``. A :class:`SimulatedCustomer` instance is returned unchanged.
"""

from __future__ import annotations

from typing import Any

from .base import OUT_OF_SCOPE, STOP, STOP_TOKENS, TRANSFER, SimulatedCustomer, is_stop

__all__ = [
    "CUSTOMER_KINDS", "OUT_OF_SCOPE", "STOP", "STOP_TOKENS", "TRANSFER", "SimulatedCustomer", "is_stop",
    "make_customer",
]

CUSTOMER_KINDS = ("scripted", "openai:MODEL", "hf:PATH")


def make_customer(spec: str | SimulatedCustomer | None = "scripted", **kwargs: Any) -> SimulatedCustomer:
    """A simulated customer from a spec string (see the module docstring)."""
    if isinstance(spec, SimulatedCustomer):
        return spec
    if spec is None or spec == "scripted":
        from .scripted import ScriptedCustomer

        return ScriptedCustomer(**{k: v for k, v in kwargs.items() if k == "max_idle_turns"})
    if not isinstance(spec, str):
        raise TypeError(f"a customer spec must be a string or a SimulatedCustomer, got {type(spec).__name__}")
    kind, _, target = spec.partition(":")
    if kind == "openai" and target:
        from .llm import OpenAICustomer

        return OpenAICustomer(target, **kwargs)
    if kind == "hf" and target:
        from .llm import HFCustomer

        return HFCustomer(target, **kwargs)
    raise ValueError(f"unknown customer {spec!r}; use one of: {', '.join(CUSTOMER_KINDS)}")
