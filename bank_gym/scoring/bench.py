"""Performance figures of the scorer (for ``bank-gym bench``): verdict latency and re-scoring throughput.

``bench_scoring(bank, tasks=None)`` returns ``{"verdict_cached_ms", "verdict_uncached_ms",
"rescore_sessions_per_s"}`` (medians over many repetitions). Sessions are the tasks' own gold chains played
as agent calls, plus simple mutations, so every path of the verdict is exercised. Without tasks (or when the
released tasks cannot be loaded) a synthetic task set is built from the bank with ``synthetic_tasks``.
"""

from __future__ import annotations

import json
import random
import statistics
import time
from collections.abc import Sequence
from typing import Any

from ..bank.state import Bank
from ..tasks.model import GoldCall, Scenario, Step, Task
from ..tools import REGISTRY, execute
from .records import SessionRecord, load_jsonl, rescore
from .verdict import AgentCall, Termination, clear_caches, score_calls, verdict

__all__ = [
    "bench_scoring",
    "default_tasks",
    "gold_sessions",
    "median_verdict_ms",
    "messages_from_calls",
    "rescore_throughput",
    "synthetic_tasks",
]


# ---------------------------------------------------------------- synthetic tasks


def _task(i: int, customer, bank: Bank, family: str, category: str, area: str, gold: list[GoldCall]) -> Task:
    return Task(
        task_id=f"synthetic_{i:05d}",
        family=family,
        category=category,
        product_area=area,
        session_date=bank.today,
        customer_id=customer.customer_id,
        seed=i,
        description=f"synthetic {family}",
        scenario=Scenario(persona="synthetic customer", first_messages=["Hello."],
                          steps=[Step(requests=["Please help."], calls=list(range(len(gold))))]),
        gold=gold,
    )


def _recipes(customer) -> list[tuple[str, str, str, list[GoldCall]]]:
    """(family, category, product area, gold) candidates for one customer, using registered tools only."""
    out = []
    accounts = sorted(customer.accounts)
    cards = sorted(cid for cid, c in customer.cards.items() if c.status == "ACTIVE")
    mandates = sorted(mid for mid, m in customer.mandates.items() if m.status == "ACTIVE")
    g = GoldCall
    if accounts:
        a = accounts[0]
        out.append(("balance", "control", "accounts", [g(name="get_account_balance", arguments={"account_ids": accounts})]))
        out.append(("history", "sequencing", "transactions", [
            g(name="get_account_details", arguments={"account_ids": accounts}),
            g(name="get_transaction_history", arguments={"account_id": a, "limit": 5}, depends_on=[0]),
            g(name="get_account_balance", arguments={"account_ids": [a]}, compare_args=[]),
        ]))
        out.append(("cheque_book", "rare_tool", "cheques", [
            g(name="get_account_details", arguments={"account_ids": [a]}),
            g(name="request_cheque_book", arguments={"account_id": a, "leaves": 25}, depends_on=[0]),
        ]))
        out.append(("fd_booking", "sequencing", "deposits", [
            g(name="get_account_balance", arguments={"account_ids": [a]}),
            g(name="create_fd", arguments={"principal_amount": 10000, "tenure_months": 12, "source_account": a},
              depends_on=[0]),
            g(name="get_account_balance", arguments={"account_ids": [a]}, depends_on=[1]),
        ]))
    if cards:
        c = cards[0]
        out.append(("freeze", "sequencing", "cards", [
            g(name="get_card_details", arguments={"card_ids": [c]}),
            g(name="toggle_card_freeze", arguments={"card_id": c, "state": "freeze"}, depends_on=[0]),
            g(name="get_card_details", arguments={"card_ids": [c]}, depends_on=[1]),
        ]))
        out.append(("block", "edge_case", "cards", [
            g(name="get_card_details", arguments={"card_ids": cards}),
            g(name="block_card", arguments={"card_id": c, "reason": "lost"}, depends_on=[0]),
        ]))
    if mandates:
        out.append(("mandate", "sequencing", "mandates", [
            g(name="show_mandates", arguments={}),
            g(name="cancel_mandate", arguments={"mandate_id": mandates[0]}, depends_on=[0]),
            g(name="show_mandates", arguments={"status": "cancelled"}, depends_on=[1]),
        ]))
    return [r for r in out if all(call.name in REGISTRY for call in r[3])]


def synthetic_tasks(bank: Bank, n: int = 300, seed: int = 0) -> list[Task]:
    """Up to ``n`` hand-shaped tasks over the bank's customers whose gold chains replay without any error."""
    rng = random.Random(seed)
    ids = sorted(bank.customers)
    rng.shuffle(ids)
    tasks: list[Task] = []
    for cid in ids:
        if len(tasks) >= n:
            break
        customer = bank.customers[cid]
        recipes = _recipes(customer)
        if not recipes:
            continue
        family, category, area, gold = recipes[len(tasks) % len(recipes)]
        task = _task(len(tasks), customer, bank, family, category, area, gold)
        state = bank.new_episode(task.customer_id, task.session_date, task.seed)
        if all(execute(state, c.name, dict(c.arguments)).ok for c in task.gold):
            tasks.append(task)
    return tasks


def default_tasks(bank: Bank, n: int = 300) -> list[Task]:
    """The released base split if it loads, else synthetic tasks."""
    try:
        from ..tasks import load_tasks

        tasks = list(load_tasks("base"))
        if tasks:
            return tasks
    except Exception:  # released tasks not available (yet): fall back
        pass
    return synthetic_tasks(bank, n)


# ---------------------------------------------------------------- sessions


def gold_sessions(tasks: Sequence[Task], per_task: int = 1, seed: int = 0) -> list[tuple[Task, list[AgentCall], str]]:
    """(task, calls, termination) sessions: the gold chain, then mutations (drop, swap, duplicate a call)."""
    rng = random.Random(seed)
    out = []
    for t in range(per_task):
        for task in tasks:
            calls = [AgentCall(g.name, dict(g.arguments)) for g in task.gold]
            kind = t % 4
            if kind == 1 and calls:
                del calls[rng.randrange(len(calls))]
            elif kind == 2 and len(calls) > 1:
                i = rng.randrange(len(calls) - 1)
                calls[i], calls[i + 1] = calls[i + 1], calls[i]
            elif kind == 3 and calls:
                i = rng.randrange(len(calls))
                calls.insert(i, calls[i])
            out.append((task, calls, Termination.user_stop.value))
    return out


def messages_from_calls(calls: Sequence[AgentCall], opening: str = "Hello.") -> list[dict[str, Any]]:
    """An OpenAI-format transcript whose assistant turns make ``calls`` one by one (tool outputs omitted)."""
    messages: list[dict[str, Any]] = [{"role": "system", "content": "bench"}, {"role": "user", "content": opening}]
    for i, call in enumerate(calls):
        arguments = call.arguments if isinstance(call.arguments, str) else json.dumps(call.arguments)
        messages.append({"role": "assistant", "content": None, "tool_calls": [
            {"id": f"call_{i}", "type": "function", "function": {"name": call.name, "arguments": arguments}}]})
        messages.append({"role": "tool", "tool_call_id": f"call_{i}", "content": "{}"})
    messages.append({"role": "user", "content": "###STOP###"})
    return messages


def median_verdict_ms(bank: Bank, tasks: Sequence[Task], cached: bool = True, repetitions: int = 2000) -> float:
    """Median time of one ``verdict`` (final hash known, as in the live env); ``cached=False`` clears the
    prepared-gold and gold-hash caches before every call, so the gold chain is replayed each time."""
    sessions = gold_sessions(tasks, per_task=4)
    prepared = []
    for task, calls, term in sessions:
        state = bank.new_episode(task.customer_id, task.session_date, task.seed)
        done = [AgentCall(c.name, c.arguments, execute(state, c.name, c.arguments).failed) for c in calls]
        prepared.append((task, done, term, state.state_hash()))
    times = []
    for i in range(repetitions):
        task, calls, term, final = prepared[i % len(prepared)]
        if cached:
            verdict(task, calls, term, final, bank)  # warm
        else:
            clear_caches()
        t0 = time.perf_counter()
        verdict(task, calls, term, final, bank)
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000


def rescore_throughput(bank: Bank, tasks: Sequence[Task], n_sessions: int = 5000, path=None) -> dict[str, float]:
    """Re-score ``n_sessions`` records (written to and read back from JSON Lines) from cold caches.
    Returns {"sessions", "seconds", "sessions_per_s", "mismatches"}."""
    import os
    import tempfile

    per_task = max(1, -(-n_sessions // max(1, len(tasks))))
    sessions = gold_sessions(tasks, per_task=per_task)[:n_sessions]
    records = []
    for trial, (task, calls, term) in enumerate(sessions):
        live = score_calls(task, calls, term, bank)
        records.append(SessionRecord(task_id=task.task_id, seed=task.seed, trial=trial // max(1, len(tasks)),
                                     agent="bench", customer="bench", messages=messages_from_calls(calls),
                                     termination=term, verdict=live))
    by_id = {t.task_id: t for t in tasks}
    own = path is None
    if own:
        fd, path = tempfile.mkstemp(suffix=".jsonl")
        os.close(fd)
    try:
        with open(path, "w", encoding="utf-8") as fh:
            for r in records:
                fh.write(r.model_dump_json() + "\n")
        clear_caches()
        t0 = time.perf_counter()
        loaded = load_jsonl(path)
        mismatches = sum(rescore(r, by_id, bank) != r.verdict for r in loaded)
        seconds = time.perf_counter() - t0
    finally:
        if own:
            os.unlink(path)
    return {"sessions": len(loaded), "seconds": seconds, "sessions_per_s": len(loaded) / seconds if seconds else 0.0,
            "mismatches": mismatches}


def bench_scoring(bank: Bank, tasks: Sequence[Task] | None = None, repetitions: int = 2000,
                  n_sessions: int = 5000) -> dict[str, float]:
    """The scorer's keys of ``bank-gym bench --json``."""
    tasks = list(tasks) if tasks is not None else default_tasks(bank)
    return {
        "verdict_cached_ms": median_verdict_ms(bank, tasks, cached=True, repetitions=repetitions),
        "verdict_uncached_ms": median_verdict_ms(bank, tasks, cached=False, repetitions=max(50, repetitions // 10)),
        "rescore_sessions_per_s": rescore_throughput(bank, tasks, n_sessions)["sessions_per_s"],
    }
