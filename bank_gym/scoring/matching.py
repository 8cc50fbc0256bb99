"""Matching a session's tool calls to a gold chain (the paper's coverage, order and write purity; see
``scoring.verdict``): which gold calls each agent call matches, the assignment with the fewest order violations
among those covering the most required gold calls, and the agent's writes no gold write accounts for."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal, InvalidOperation
from itertools import combinations
from typing import TYPE_CHECKING, Any

from ..tools import REGISTRY, validate_arguments
from ..tools.registry import parse_arguments, used_arguments
from .normalize import MISSING, canonical, set_like_args

if TYPE_CHECKING:
    from .verdict import AgentCall


def is_write(name: str) -> bool:
    spec = REGISTRY.get(name)
    return spec is not None and spec.kind == "write"

@dataclass
class PreparedGold:
    names: list[str]
    keys: list[tuple[str, ...]]  # compared argument names of each gold call
    deps: list[frozenset[int]]
    dependents: list[int]  # bit mask of gold calls that depend on each gold call
    writes: frozenset[int]
    key: str  # identity of (customer, date, seed, gold chain)
    required: int = -1  # bit mask of the gold calls a session must match (a redundant read need not be)
    # other read tools that satisfy a gold read (``GoldCall.also_by``): tool name -> gold indices
    also_by: dict[str, tuple[int, ...]] = field(default_factory=dict)


def inspect_call(call: AgentCall) -> tuple[bool, dict | None]:
    """(failed, values the call used). A call is failed if the caller says so (it was not executed, e.g. an
    internal error) or if it could not have been executed: unknown tool, arguments that are not a JSON object or
    violate the schema. So the verdict never depends on the caller's bookkeeping."""
    if call.failed or call.name not in REGISTRY:
        return True, None
    parsed = parse_arguments(call.arguments)
    if isinstance(parsed, str):
        return True, None
    model = validate_arguments(call.name, parsed)
    if isinstance(model, str):
        return True, None
    return False, call.used if call.used is not None else used_arguments(REGISTRY[call.name], model)


_BROADEST = (("none",), ("str", "all"))


def _normalized_address(value: Any) -> tuple[str, ...]:
    return tuple(sorted(re.findall(r"[a-z0-9]+", str(value or "").lower())))


def _argument_matches(name: str, key: str, gold: Mapping, agent: Mapping, set_like: frozenset[str]) -> bool:
    comparator = REGISTRY[name].compare.get(key)
    if comparator == "topic":
        gold_topics, agent_topics = gold.get("_topics") or [], agent.get("_topics") or []
        if not gold_topics:
            return canonical(gold.get(key, MISSING)) == canonical(agent.get(key, MISSING))
        # the same best document (the same question), or a search that found the gold's best document strongly
        # too (the customer's answer is in what it read: "small savings schemes" finds the PPF document as well)
        return agent_topics[:1] == gold_topics[:1] or gold_topics[0] in (agent.get("_strong") or ())
    g = canonical(gold[key], key in set_like) if key in gold else MISSING
    a = canonical(agent[key], key in set_like) if key in agent else MISSING
    if comparator in ("filter", "range_start", "range_end") and (a is MISSING or a in _BROADEST):
        return True  # a filter left out: the broadest read
    needs = gold.get("_needs")
    if comparator in ("filter", "range_start", "range_end") and needs and set(needs) <= set(agent.get("_shown") or ()):
        return True  # a narrower read that still shows every record the chain takes from the gold read
    told = gold.get("_fact_needs")
    if comparator in ("range_start", "range_end") and told and set(told) <= set(agent.get("_shown") or ()):
        return True  # a shorter window that still shows the records whose values the customer waits for (a
        # filter is no window: the credits alone may show the latest transaction without showing it is the latest)
    if comparator in ("range_start", "range_end") and isinstance(gold.get(key), str) and isinstance(agent.get(key), str):
        # a date window that covers the gold window shows everything it shows
        return agent[key] <= gold[key] if comparator == "range_start" else agent[key] >= gold[key]
    if comparator == "link":  # an optional link: left out, or the case names none, is fair; else the case's, or,
        # for a loan, an account the task's own procedure reads (the account a foreclosure is to be paid from)
        return a in (MISSING, ("none",)) or g in (MISSING, ("none",)) or a == g or (
            bool(gold.get("_paid_from")) and a in gold.get("_chain_accounts", ()))
    if comparator == "address":
        return _normalized_address(gold.get(key)) == _normalized_address(agent.get(key))
    if key in set_like and REGISTRY[name].kind == "read" and isinstance(gold.get(key), (list, tuple)) \
            and isinstance(agent.get(key), (list, tuple)):
        # a read of more records than the gold read ("both FDs' closure quotes") shows everything it shows
        return {canonical(v) for v in gold[key]} <= {canonical(v) for v in agent[key]}
    return g == a


def _as_list(value) -> list:
    return list(value) if isinstance(value, (list, tuple)) else [value]


def comparable(used: Mapping) -> Mapping:
    """The values a call used as the verdict compares them: with what the tool's resolver gave under
    ``_canonical`` (state-dependent defaults: an omitted setting as the value it keeps)."""
    extra = used.get("_canonical")
    return {**used, **extra} if isinstance(extra, Mapping) else used


_ID_IN_TEXT = re.compile(r"\b[A-Z]{2,5}-?\d{3,}\b")


def _leaves(node) -> list:
    if isinstance(node, Mapping):
        return [x for v in node.values() for x in _leaves(v)]
    return [x for v in node for x in _leaves(v)] if isinstance(node, (list, tuple)) else [node]


def _fact_values(facts: Sequence[Any]) -> set[str]:
    """A step's facts as the output shows them: amounts in rupees (paise in the fact), numbers and ids as text."""
    out = set()
    for f in facts:
        if f.value is None or f.kind == "text":
            continue
        try:
            value = Decimal(int(f.value)) / 100 if f.kind == "amount" else Decimal(str(f.value))
            out.add(str(value.normalize()))
        except (InvalidOperation, ValueError):
            out.add(str(f.value))
    return out


def _as_text(leaf: Any) -> str:
    if isinstance(leaf, (int, float)) and not isinstance(leaf, bool):
        return str(abs(Decimal(repr(leaf))).normalize())
    return str(leaf)


def _records_showing(output: Any, ids: set[str], wanted: set[str]) -> list[str]:
    """The ids of the records (of ``ids``) in an output whose own fields show one of ``wanted``."""
    found: list[str] = []

    def walk(node):
        if isinstance(node, Mapping):
            own = {str(v) for v in node.values() if isinstance(v, str)} & ids
            if own and {_as_text(x) for x in _leaves(node)} & wanted:
                found.extend(sorted(own))
            for v in node.values():
                walk(v)
        elif isinstance(node, (list, tuple)):
            for v in node:
                walk(v)

    walk(output)
    return found


def with_needs(arguments: Sequence[Mapping], used: Sequence[Mapping], outputs: Sequence[Any] = (),
               facts: Sequence[Sequence[Any]] = ()) -> tuple[dict, ...]:
    """Gold values with ``_needs`` added to each gold read that lists the records it showed (``_shown``): those a
    later gold call passes as an argument (the disputed transaction a request names); and ``_fact_needs``, for a
    read whose records no later call passes on, those that show a fact the customer waits for in its step
    (``facts``: per gold call; the latest transaction's amount), so a shorter window that still shows them is the
    same read."""
    out = []
    for i, values in enumerate(used):
        shown = values.get("_shown")
        if shown:
            later = {str(x) for args in arguments[i + 1:] for x in _leaves(args)}
            # an id a later call writes into free text ("Customer interested in offer OFF9654") is used too
            later |= {m for x in list(later) if len(x) > 12 for m in _ID_IN_TEXT.findall(x)}
            values = {**values, "_needs": [s for s in shown if s in later]}
            if not values["_needs"] and i < len(outputs) and i < len(facts) and (wanted := _fact_values(facts[i])):
                values["_fact_needs"] = _records_showing(outputs[i], {str(s) for s in shown}, wanted)
        out.append(dict(values))
    return tuple(out)


def candidates(gold: PreparedGold, gold_used: Sequence[Mapping], calls: Sequence[AgentCall]
                ) -> tuple[list[list[int]], list[bool], list[dict | None]]:
    """For each agent call position, the gold calls it matches (ascending), whether the call failed, and the
    values it used. Failed calls match nothing."""
    by_name: dict[str, list[int]] = {}
    for g, name in enumerate(gold.names):
        by_name.setdefault(name, []).append(g)
    out: list[list[int]] = []
    failed: list[bool] = []
    used_list: list[dict | None] = []
    # the accounts the gold chain's reads name, which a write's optional link may name too
    accounts = frozenset(canonical(v) for g, name in enumerate(gold.names) if REGISTRY[name].kind == "read"
                         for k in ("account_id", "account_ids") for v in _as_list(gold_used[g].get(k)) if v)
    for call in calls:
        bad, used = inspect_call(call)
        failed.append(bad)
        used_list.append(used)
        golds = by_name.get(call.name) if not bad else None
        set_like = set_like_args(call.name)
        values = comparable(used) if not bad else {}
        # another read that shows the same facts (``also_by``), on the same records: the arguments both tools take
        also = [g for g in gold.also_by.get(call.name, ()) if not bad and all(
            _argument_matches(call.name, k, comparable(gold_used[g]), values, set_like) for k in gold.keys[g] if k in values)]
        if not golds:
            out.append(sorted(also))
            continue
        hits = [g for g in golds if all(_argument_matches(call.name, k, {**comparable(gold_used[g]),
                                                                         "_chain_accounts": accounts}, values, set_like)
                                        for k in gold.keys[g])]
        out.append(sorted({*hits, *also}) if also else hits)
    return out, failed, used_list


def free_reads(gold: PreparedGold, gold_used: Sequence[Mapping], calls: Sequence[AgentCall],
               cands: list[list[int]], used: Sequence[Mapping | None]) -> list[frozenset[int]]:
    """For each agent call, the gold reads it matches *freely*: as the broadest read, every filter the gold read
    fills from an earlier output left out ("all gold-loan rates" before the LTV gives the amount). Such a read
    depends on nothing, so it may come before the calls the gold read waits for."""
    out: list[frozenset[int]] = []
    for pos, golds in enumerate(cands):
        call = calls[pos]
        tool = REGISTRY.get(call.name) if golds else None
        if tool is None or tool.kind != "read" or used[pos] is None:
            out.append(frozenset())
            continue
        mine = comparable(used[pos])
        free = set()
        for g in golds:
            if gold.names[g] != call.name:
                continue  # another tool's read (``also_by``) is no broader or narrower form of this one
            theirs = comparable(gold_used[g])
            filters = [k for k in gold.keys[g] if tool.compare.get(k) in ("filter", "range_start", "range_end")
                       and k in theirs and canonical(theirs[k]) not in _BROADEST]
            if filters and all(k not in mine or canonical(mine[k]) in _BROADEST for k in filters):
                free.add(g)
        out.append(frozenset(free))
    return out


def assign(gold: PreparedGold, cands: list[list[int]],
           free: Sequence[frozenset[int]] | None = None, share_reads: bool = False) -> tuple[dict[int, int], int]:
    """Assignment of gold calls to distinct agent calls covering the most required gold calls, with the fewest
    order violations among those, then the most optional (redundant) reads matched. ``free``: per agent call,
    the gold reads it matches freely (``free_reads``); one placed so never violates the order of what it waits
    for. ``share_reads``: one agent read may stand for several gold reads it matches (one list of every mandate
    shows what "the account's mandates" and "its active mandates" show); the paper's check keeps them distinct.

    Returns ({gold index: agent position}, violations). Ties keep the first assignment found (earlier calls,
    lower gold indices), so the result is deterministic.
    """
    dependents = gold.dependents
    # mask -> (cost, path, free mask) ; path is a linked tuple (gold, position, parent) or None
    states: dict[int, tuple[int, Any, int]] = {0: (0, None, 0)}
    for pos, golds in enumerate(cands):
        if not golds:
            continue
        free_here = free[pos] if free is not None else frozenset()
        groups = _shared(golds, gold.writes) if share_reads and len(golds) > 1 else [(g,) for g in golds]
        for mask, (cost, path, freed) in list(states.items()):
            for group in groups:
                bits = sum(1 << g for g in group)
                if mask & bits:
                    continue
                new_mask = mask | bits
                new_cost = cost + sum((dependents[g] & mask & ~freed).bit_count() for g in group)
                old = states.get(new_mask)
                if old is None or new_cost < old[0]:
                    linked = path
                    for g in group:
                        linked = (g, pos, linked)
                    states[new_mask] = (new_cost, linked, freed | sum(1 << g for g in group if g in free_here))
    n = len(gold.names)

    def rank(mask: int):
        # more required gold calls matched, then fewer violations, then more optional ones, then the later gold
        # calls the missing ones
        return ((mask & gold.required).bit_count(), -states[mask][0], mask.bit_count(),
                tuple(i for i in range(n) if not mask >> i & 1))

    best = states[max(states, key=rank)]
    assignment: dict[int, int] = {}
    path = best[1]
    while path is not None:
        g, pos, path = path
        assignment[g] = pos
    return assignment, best[0]


def _shared(golds: Sequence[int], writes: frozenset[int]) -> list[tuple[int, ...]]:
    """The gold calls one agent call may stand for: each alone, then (reads only) every set of two or more, smaller
    sets first so that a tie keeps the distinct assignment."""
    reads = [g for g in golds if g not in writes][:6]
    return [(g,) for g in golds] + [group for size in range(2, len(reads) + 1) for group in combinations(reads, size)]


def in_customer_order(gold: PreparedGold, agreed: Mapping[int, int]) -> PreparedGold:
    """``gold`` without the order between two of its writes that the customer itself agreed to the other way
    round (``agreed``: gold write -> the message of the customer's first yes to it). The chain orders changes as
    the customer asks for them; a customer who says yes to the later change first has chosen that order."""
    deps = [frozenset(d for d in ds if not (g in gold.writes and d in gold.writes and g in agreed and d in agreed
                                            and agreed[g] < agreed[d])) for g, ds in enumerate(gold.deps)]
    return gold if deps == gold.deps else replace(gold, deps=deps, dependents=dependents_of(deps))


def dependents_of(deps: Sequence[frozenset[int]]) -> list[int]:
    """For each gold call, the bit mask of the gold calls that depend on it."""
    dependents = [0] * len(deps)
    for i, ds in enumerate(deps):
        for d in ds:
            dependents[d] |= 1 << i
    return dependents


def unrequested_writes(gold: PreparedGold, calls: Sequence[AgentCall], cands: list[list[int]], failed: list[bool]) -> list[int]:
    """Positions of executed agent writes left unmatched by a maximum matching onto distinct gold writes
    (Kuhn's augmenting paths in session order: of two identical writes the first is matched)."""
    writes = [p for p, c in enumerate(calls) if not failed[p] and is_write(c.name)]
    owner: dict[int, int] = {}  # gold write -> agent position

    def augment(p: int, seen: set[int]) -> bool:
        for g in cands[p]:
            if g not in gold.writes or g in seen:
                continue
            seen.add(g)
            if g not in owner or augment(owner[g], seen):
                owner[g] = p
                return True
        return False

    return [p for p in writes if not augment(p, set())]


