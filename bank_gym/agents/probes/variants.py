"""Correct procedures done differently (must pass): harmless extra reads, re-reads after writes, independent
calls reordered, integers sent as floats, default arguments spelled out."""

from __future__ import annotations

from typing import Any

from ...tasks.model import GoldCall, Step
from ...tools import REGISTRY, WRITE_TOOLS
from ..oracle import OracleAgent


def _floats(value: Any) -> Any:
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return float(value)
    if isinstance(value, list):
        return [_floats(v) for v in value]
    if isinstance(value, dict):
        return {k: _floats(v) for k, v in value.items()}
    return value


class ExtraReadsAgent(OracleAgent):
    """Adds harmless reads: the product catalogue and a knowledge-base search before each step's work."""

    name = "variant:extra_reads"

    def _plan(self, step: Step) -> list:
        plan = super()._plan(step)
        reads = [{"name": "get_products_and_offers", "arguments": {"type": "all"}},
                 {"name": "search_knowledge_base", "arguments": {"query": "service charges and timelines"}}]
        at = next((i for i, a in enumerate(plan) if isinstance(a, dict)), len(plan))
        return plan[:at] + reads + plan[at:]


_REREAD = {"card_id": ("get_card_details", "card_ids"), "mandate_id": ("show_mandates", None),
           "account_id": ("get_account_details", "account_ids")}


class RereadAgent(OracleAgent):
    """Reads the changed record again after every write."""

    name = "variant:reread_after_write"

    def call(self, gold: GoldCall, index: int):
        action = super().call(gold, index)
        if gold.name not in WRITE_TOOLS:
            return action
        args = gold.arguments
        reread = None
        if isinstance(args.get("deposit_id"), str):
            deposit = args["deposit_id"]
            reread = {"name": "get_fd_details" if deposit.startswith("FD") else "get_rd_details",
                      "arguments": {"deposit_ids": [deposit]}}
        else:
            for key, (tool, list_arg) in _REREAD.items():
                if isinstance(args.get(key), str):
                    reread = {"name": tool, "arguments": {list_arg: [args[key]]} if list_arg else {}}
                    break
        return [action, reread] if reread else action


class ReorderAgent(OracleAgent):
    """Makes each step's independent calls in another order (a dependency never moves before its source)."""

    name = "variant:reorder"

    def _plan(self, step: Step) -> list:
        calls = list(step.calls)
        if len(calls) < 2:
            return super()._plan(step)
        order: list[int] = []
        remaining = calls[:]
        while remaining:  # the latest call whose dependencies inside the step are already placed
            ready = [c for c in remaining if not (set(self.task.gold[c].depends_on) & set(remaining) - {c})]
            pick = ready[-1]
            order.append(pick)
            remaining.remove(pick)
        return super()._plan(step.model_copy(update={"calls": order}))


class FloatsAgent(OracleAgent):
    """Sends every integer argument as a float (24 -> 24.0)."""

    name = "variant:floats"

    def call(self, gold: GoldCall, index: int):
        return {"name": gold.name, "arguments": _floats(dict(gold.arguments))}


class DefaultsAgent(OracleAgent):
    """Spells out every optional argument with its default value."""

    name = "variant:spelled_defaults"

    def call(self, gold: GoldCall, index: int):
        args = dict(gold.arguments)
        for name, info in REGISTRY[gold.name].args_model.model_fields.items():
            if name not in args and not info.is_required():
                default = info.default
                args[name] = default.model_dump(mode="json") if hasattr(default, "model_dump") else default
        return {"name": gold.name, "arguments": args}


VARIANTS: dict[str, type[OracleAgent]] = {
    "extra_reads": ExtraReadsAgent, "reread_after_write": RereadAgent, "reorder": ReorderAgent,
    "floats": FloatsAgent, "spelled_defaults": DefaultsAgent,
}
