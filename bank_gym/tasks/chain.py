"""The gold chain's rule: which orderings a chain may demand and which of its calls an agent must make.

A gold chain asks for no more than the customer's request needs (``minimal_chain`` derives it; the builder
writes it and the release validator checks every chain against it with ``chain_problems``):

* ``depends_on`` of gold call *i* holds exactly
    * **data**: for each value *i* passes in a compared argument that is a record id or a number, and that the
      customer never says or reveals, the first earlier gold call whose output shows that value (the value
      cannot be known before that call);
    * **write order**: for an action (a write, or the hand-off to a human), the previous action of the chain (the
      customer's order of requested changes) and the reads of its own step made before it (what the proposal
      of the change quotes);
    * **verification**: for a read, each earlier write without which its output would differ (replayed);
    * **read before write**: for a write, each earlier read whose output the write would change (the read
      reports the record as it was before the change);
  with the edges that other required edges already imply left out (transitive reduction).
* ``required`` is False exactly for a **redundant read**: a read no other gold call depends on, that shows at
  least one fact the customer waits for, every one of which an earlier gold call's output already showed (e.g.
  ``get_request_status`` right after ``raise_request`` returned the eta and the priority), or a knowledge-base
  search whose step waits only for figures the written policy states (the assistant is given the policy: "a
  cheque below ₹50,000 needs no Positive Pay" is known without searching). An agent may still make it; the
  verdict does not demand it.

"Shows" is read off the replayed outputs: an amount or a number as a number of the output (rupees), an id or
a text fact's pattern as text in it (case-insensitive). The customer's own values are the digits and ids of
its messages (first messages, every phrasing of its requests, its reveals), so every language of a task gets
the same chain.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from typing import Any

from ..bank.state import Bank
from ..tools import REGISTRY, WRITE_TOOLS, execute
from .model import Fact, GoldCall, Task
from .speech import spoken_amounts, spoken_tenures

__all__ = ["chain_problems", "minimal_chain"]

_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")


def _is_action(name: str) -> bool:
    spec = REGISTRY.get(name)
    return spec is not None and spec.kind != "read"


def _decimal(value: Any) -> Decimal | None:
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        return None
    try:
        d = Decimal(str(value).replace(",", "")) if isinstance(value, str) else Decimal(repr(value))
    except InvalidOperation:
        return None
    return d.normalize() if d.is_finite() else None


def _leaves(node: Any):
    if isinstance(node, dict):
        for v in node.values():
            yield from _leaves(v)
    elif isinstance(node, (list, tuple)):
        for v in node:
            yield from _leaves(v)
    elif node is not None:
        yield node


def _pairs(node: Any, key: str = ""):
    """(field name, value) of every leaf of an output; numbers (numeric strings too) as decimals, text lower-case.
    A write's ``X_after`` is field ``X`` as the change left it (create_fd's ``usable_balance_after`` shows what a
    balance read after it would show as ``usable_balance``)."""
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _pairs(v, str(k).removesuffix("_after"))
    elif isinstance(node, (list, tuple)):
        for v in node:
            yield from _pairs(v, key)
    elif node is not None and not isinstance(node, bool):
        d = _decimal(node)
        if d is not None:
            yield key, d
        if isinstance(node, str):
            yield key, node.lower()


class _Shown:
    """What one output shows: its values, and its values under each field name."""

    def __init__(self, output: Any):
        self.pairs = set(_pairs(output))
        self.values = {v for _k, v in self.pairs}
        self.strings = {v for v in _leaves(output) if isinstance(v, str)}

    def value(self, value: Any) -> bool:
        """Whether the output shows an argument value (an id exactly, a number by value)."""
        if isinstance(value, str):
            return value in self.strings
        d = _decimal(value)
        return d is not None and d in self.values

    def fact(self, fact: Fact) -> set[str]:
        """The fields under which the output shows a fact: an amount or number by value, an id or a text
        pattern as a whole value (case-insensitive)."""
        if fact.kind == "amount":
            wanted = {(Decimal(int(fact.value)) / 100).normalize()} if fact.value is not None else set()
        elif fact.kind == "number":
            wanted = {d} if (d := _decimal(fact.value)) is not None else set()
        elif fact.kind == "id":
            wanted = {str(fact.value).lower()} if fact.value else set()
        else:
            wanted = {p.lower() for p in fact.patterns if p}
        return {k for k, v in self.pairs if v in wanted}


def _data_values(call: GoldCall) -> list[Any]:
    """The values of a call's compared arguments that could come from an output: record ids and numbers."""
    spec = REGISTRY.get(call.name)
    if spec is None:
        return []
    out = []
    for key in spec.compared(call.compare_args):
        if key not in call.arguments:
            continue
        for leaf in _leaves(call.arguments[key]):
            if isinstance(leaf, str) and key in spec.id_args or _decimal(leaf) is not None and not isinstance(leaf, str):
                out.append(leaf)
    return out


def _customer_values(task: Task) -> tuple[str, set[Decimal]]:
    scenario = task.scenario
    texts = [*scenario.first_messages, *(r for s in scenario.steps for r in s.requests),
             *(f"{i.reply} {i.value}" for s in scenario.steps for i in s.reveals)]
    text = " ".join(texts)
    numbers = {d for m in _NUMBER.findall(text) if (d := _decimal(m)) is not None}
    # values said as people say them (tasks.speech: "1.5 lakh", "50 hazaar", "5 saal" for 60 months)
    numbers.update(Decimal(p) / 100 for p in spoken_amounts(text))
    numbers.update(months for months in spoken_tenures(text))
    return text, numbers


def _said(value: Any, text: str, numbers: set[Decimal]) -> bool:
    if isinstance(value, str):
        return value in text
    return _decimal(value) in numbers


def _replay(task: Task, bank: Bank, skip: int | None = None) -> list[Any]:
    state = bank.new_episode(task.customer_id, task.session_date, task.seed)
    return [None if i == skip else execute(state, g.name, dict(g.arguments)).output for i, g in enumerate(task.gold)]


def _edges(task: Task, bank: Bank, outputs: list[Any]) -> list[dict[int, str]]:
    """Every gold call's dependencies with the rule that makes each (before transitive reduction)."""
    gold = task.gold
    shown = [_Shown(o) for o in outputs]
    text, numbers = _customer_values(task)
    step_of = {c: s for s, step in enumerate(task.scenario.steps) for c in step.calls}
    edges: list[dict[int, str]] = [{} for _ in gold]
    last_action = None
    for i, call in enumerate(gold):
        for value in _data_values(call):
            if _said(value, text, numbers):
                continue
            source = next((j for j in range(i) if shown[j].value(value)), None)
            if source is not None:
                edges[i].setdefault(source, f"data ({value!r} first shown by its output)")
        if _is_action(call.name):
            if last_action is not None:
                edges[i].setdefault(last_action, "write order (the previous change the customer asked for)")
            for j in range(i):
                if not _is_action(gold[j].name) and step_of.get(j) is not None and step_of.get(j) == step_of.get(i):
                    edges[i].setdefault(j, "write order (a read of the write's own step)")
            last_action = i
    for w, call in enumerate(gold):
        if call.name not in WRITE_TOOLS or not any(not _is_action(g.name) for g in gold[w + 1:]):
            continue
        without = _replay(task, bank, skip=w)
        for i in range(w + 1, len(gold)):
            if not _is_action(gold[i].name) and without[i] != outputs[i]:
                edges[i].setdefault(w, "verification (its output shows the write)")
    state = bank.new_episode(task.customer_id, task.session_date, task.seed)
    for w, call in enumerate(gold):
        if call.name in WRITE_TOOLS:
            for r in range(w):
                if _is_action(gold[r].name):
                    continue
                before, after = state.copy(), state.copy()
                execute(after, call.name, dict(call.arguments))
                if _run(before, gold[r]) != _run(after, gold[r]):
                    edges[w].setdefault(r, "read before write (the write changes what the read shows)")
        execute(state, call.name, dict(call.arguments))
    return edges


def _run(state, call: GoldCall) -> Any:
    return execute(state, call.name, dict(call.arguments)).output


_RUPEES = re.compile(r"(?:₹|\brs\.?\s?)\s?(\d[\d,]*(?:\.\d+)?)", re.IGNORECASE)
_PERCENT = re.compile(r"(\d+(?:\.\d+)?)\s?%")


@lru_cache(maxsize=1)
def _policy_figures() -> tuple[frozenset[Decimal], frozenset[Decimal]]:
    """The rupee amounts and the percentages the written policy states (read once: every task's chain asks)."""
    from ..policy import load_policy
    text = load_policy()
    return (frozenset(d for m in _RUPEES.findall(text) if (d := _decimal(m)) is not None),
            frozenset(d for m in _PERCENT.findall(text) if (d := _decimal(m)) is not None))


def _policy_states(fact: Fact, figures: tuple[frozenset[Decimal], frozenset[Decimal]]) -> bool:
    if fact.kind == "amount" and fact.value is not None:
        return (Decimal(int(fact.value)) / 100).normalize() in figures[0]
    if fact.kind == "number":
        return _decimal(fact.value) in figures[1]
    return False


def _redundant(task: Task, edges: list[dict[int, str]], outputs: list[Any]) -> list[bool]:
    shown = [_Shown(o) for o in outputs]
    figures = _policy_figures()
    depended = {d for e in edges for d in e}
    step_of = {c: s for s, step in enumerate(task.scenario.steps) for c in step.calls}
    out = []
    for i, call in enumerate(task.gold):
        if _is_action(call.name) or i in depended:
            out.append(False)
            continue
        first = step_of.get(i, len(task.scenario.steps))
        if call.name == "search_knowledge_base" and first < len(task.scenario.steps):
            own = task.scenario.steps[first].facts
            if own and all(_policy_states(f, figures) for f in own):
                out.append(True)
                continue
        facts = [(f, keys) for step in task.scenario.steps[first:] for f in step.facts if (keys := shown[i].fact(f))]
        out.append(bool(facts) and all(any(keys & shown[j].fact(f) for j in range(i)) for f, keys in facts))
    return out


def _reduce(edges: list[set[int]], required: list[bool]) -> list[list[int]]:
    """Drop an edge i -> d when another required dependency of i already comes after d."""
    n = len(edges)
    after: list[set[int]] = [set() for _ in range(n)]  # every call each call must come after (via required ones)
    for i in range(n):
        for d in edges[i]:
            after[i] |= {d} | (after[d] if required[d] else set())
    return [sorted(d for d in edges[i] if not any(d in after[k] for k in edges[i] if k != d and required[k]))
            for i in range(n)]


def minimal_chain(task: Task, bank: Bank, outputs: list[Any] | None = None) -> list[GoldCall]:
    """``task.gold`` with ``depends_on`` and ``required`` as the rule gives them (see the module docstring);
    ``outputs``: the gold calls' outputs on a fresh episode, if the caller already has them."""
    outputs = _replay(task, bank) if outputs is None else outputs
    edges = _edges(task, bank, outputs)
    redundant = _redundant(task, edges, outputs)
    required = [not r for r in redundant]
    deps = _reduce([set(e) for e in edges], required)
    return [g.model_copy(update={"depends_on": deps[i], "required": required[i]}) for i, g in enumerate(task.gold)]


def chain_problems(task: Task, bank: Bank) -> list[str]:
    """How ``task``'s gold chain breaks the rule: an order it demands that is neither a data dependency, write order
    nor a verification (nor a read a write changes); one it lacks; a redundant read it requires, or a read it excuses that is not redundant."""
    outputs = _replay(task, bank)
    expected = minimal_chain(task, bank, outputs)
    edges = _edges(task, bank, outputs)
    problems = []
    for i, (have, want) in enumerate(zip(task.gold, expected)):
        where = f"{task.task_id}: gold call {i} ({have.name})"
        for d in sorted(set(have.depends_on) - set(want.depends_on)):
            why = edges[i].get(d)
            problems.append(f"{where} depends on call {d} ({task.gold[d].name}), " + (
                f"an order other dependencies already imply ({why})" if why else
                "which is neither a data dependency, write order, a verification nor a read the write changes"))
        for d in sorted(set(want.depends_on) - set(have.depends_on)):
            problems.append(f"{where} lacks its dependency on call {d} ({task.gold[d].name}): {edges[i][d]}")
        if have.required and not want.required:
            problems.append(f"{where} is a redundant read (every fact it shows an earlier call already showed) "
                            "but is required")
        elif want.required and not have.required:
            problems.append(f"{where} is not required but is not a redundant read")
    return problems
