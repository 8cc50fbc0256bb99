"""Benchmark metrics over scored sessions, with Wilson intervals, pass^k / pass@k and paired comparisons.

Every session counts: abnormal terminations (max_steps, too_many_errors, error) are failures that stay in the
denominator. ``pass_rate`` is the benchmark's (the paper's two checks and the conversation checks);
``paper_pass_rate`` the paper's two checks alone, and ``conversation_checks`` how many sessions each added check
fails and how many paper passes it removes. ``final_state_only`` and ``action_only`` are the pass rates a scorer using only that check would
report (abnormal terminations still fail them), so ``inflation`` = final_state_only − both shows how much a
final-state-only benchmark would overstate the agent.

Inputs: ``SessionRecord`` objects (with ``tasks_by_id`` for categories and chain lengths) or tuples
``(task, verdict)`` / ``(task, verdict, trial)``. Outputs are plain JSON-serializable dicts.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ..tasks.model import Task
from .conversation import ADDED_CHECKS
from .records import SessionRecord, record_language
from .safety import GATES
from .verdict import FAILURE_TYPES, NORMAL_TERMINATIONS, PAPER_FAILURE_TYPES, Termination, Verdict

__all__ = [
    "compare_runs",
    "holm",
    "sign_test_p",
    "task_clustered_interval",
    "mcnemar_exact_p",
    "pass_at_k",
    "pass_hat_k",
    "summarize",
    "wilson_interval",
]


def wilson_interval(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for k successes in n trials (n = 0 gives the uninformative (0, 1))."""
    if n <= 0:
        return (0.0, 1.0)
    if not 0 <= k <= n:
        raise ValueError(f"need 0 <= k <= n, got k={k}, n={n}")
    p = k / n
    z2 = z * z
    denom = 1 + z2 / n
    center = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    lo, hi = max(0.0, center - half), min(1.0, center + half)
    if k == 0:
        lo = 0.0
    if k == n:
        hi = 1.0
    return (lo, hi)


def mcnemar_exact_p(b: int, c: int) -> float:
    """Exact two-sided McNemar p-value: discordant pairs b (fail→pass) and c (pass→fail) under Binomial(b+c, ½)."""
    n = b + c
    if n == 0:
        return 1.0
    k = min(b, c)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2**n
    return min(1.0, 2 * tail)


@dataclass(frozen=True)
class SessionRow:
    """One scored session with the task facts every breakdown groups by."""

    task_id: str
    trial: int
    category: str
    product_area: str
    family: str
    chain_length: int | None
    verdict: Verdict
    language: str = "en"  # the customer's language (tasks.lang)

    @property
    def passed(self) -> bool:
        return bool(self.verdict.passed)

    @property
    def normal(self) -> bool:
        return self.verdict.termination in NORMAL_TERMINATIONS

    @property
    def paper_passed(self) -> bool:
        return bool(self.verdict.paper_passed)

    def check_failed(self, check: str) -> bool:
        """Whether the added check ``check`` (a conversation check or a safety gate) failed; a session without a
        scored conversation fails every one."""
        part = self.verdict.safety if check in GATES else self.verdict.conversation
        return not part.evaluated or not getattr(part, check)

    @property
    def final_only(self) -> bool:  # what a final-state-only scorer would call a pass
        return self.normal and self.verdict.final_state.passed

    @property
    def action_only(self) -> bool:  # what an action-only scorer would call a pass
        return self.normal and self.verdict.action_check.passed


def is_infrastructure_error(item: Any) -> bool:
    """A record of a session the infrastructure failed (kept out of every score)."""
    if isinstance(item, SessionRecord):
        return bool(item.infrastructure_error)
    return isinstance(item, Mapping) and bool(item.get("infrastructure_error"))


def session_rows(items: Iterable[Any], tasks_by_id: Mapping[str, Task] | None) -> list[SessionRow]:
    """Rows from SessionRecords (or their dicts) or (task, verdict[, trial]) tuples; records of sessions the
    infrastructure failed are left out (they measure the endpoint, not the model)."""
    rows = []
    for item in items:
        if is_infrastructure_error(item):
            continue
        task: Task | None
        if isinstance(item, SessionRecord) or (isinstance(item, Mapping) and "verdict" in item):
            record = item if isinstance(item, SessionRecord) else SessionRecord.model_validate(item)
            task = (tasks_by_id or {}).get(record.task_id)
            task_id, verdict, trial = record.task_id, record.verdict, record.trial
            language = record_language(record)
        else:
            task, verdict, *rest = item
            trial = int(rest[0]) if rest else 0
            if not isinstance(verdict, Verdict):
                verdict = Verdict.model_validate(verdict)
            task_id = task.task_id
            language = task.language
        rows.append(SessionRow(
            task_id=task_id,
            trial=trial,
            category=task.category if task else "unknown",
            product_area=task.product_area if task else "unknown",
            family=task.family if task else "unknown",
            chain_length=len(task.gold) if task else None,
            verdict=verdict,
            language=str(language),
        ))
    return rows


def _rate(k: int, n: int) -> float:
    return k / n if n else 0.0


def _group(rows: list[SessionRow], key) -> dict[str, dict]:
    groups: dict[str, list[SessionRow]] = defaultdict(list)
    for r in rows:
        groups[str(key(r))].append(r)

    def order(name: str):
        return (0, int(name), "") if name.isdigit() else (1, 0, name)

    out = {}
    for name in sorted(groups, key=order):
        rs = groups[name]
        k = sum(r.verdict.passed for r in rs)
        kp = sum(r.paper_passed for r in rs)
        lo, hi = wilson_interval(k, len(rs))
        out[name] = {"n": len(rs), "passed": k, "pass_rate": _rate(k, len(rs)), "ci95": [lo, hi],
                     "paper_passed": kp, "paper_pass_rate": _rate(kp, len(rs))}
    return out


def conversation_breakdown(rows: list[SessionRow]) -> dict[str, dict]:
    """Per added check (the conversation checks, then the safety gates): sessions failing it (share, Wilson
    interval) and paper passes it alone would remove."""
    n = len(rows)
    out = {}
    for check in ADDED_CHECKS + GATES:
        failed = sum(r.check_failed(check) for r in rows)
        removed = sum(r.paper_passed and r.check_failed(check) for r in rows)
        lo, hi = wilson_interval(failed, n)
        out[check] = {"failed": failed, "share": _rate(failed, n), "ci95": [lo, hi], "removes_paper_passes": removed}
    return out


def _per_task(rows: list[SessionRow]) -> dict[str, tuple[int, int]]:
    """task id -> (trials, passes)."""
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for r in rows:
        counts[r.task_id][0] += 1
        counts[r.task_id][1] += bool(r.verdict.passed)
    return {t: (n, c) for t, (n, c) in counts.items()}


def pass_hat_k(per_task: Mapping[str, tuple[int, int]], k: int) -> float:
    """pass^k (τ-bench): mean over tasks of C(c, k) / C(n, k) — the chance that k trials drawn without
    replacement all pass. ``per_task``: task -> (trials n, passes c); needs k <= n for every task."""
    vals = []
    for n, c in per_task.values():
        if k > n:
            raise ValueError(f"pass^{k} needs at least {k} trials per task")
        vals.append(math.comb(c, k) / math.comb(n, k))
    return sum(vals) / len(vals) if vals else 0.0


def pass_at_k(per_task: Mapping[str, tuple[int, int]], k: int) -> float:
    """pass@k: mean over tasks of 1 − C(n − c, k) / C(n, k) — the chance that at least one of k trials passes."""
    vals = []
    for n, c in per_task.values():
        if k > n:
            raise ValueError(f"pass@{k} needs at least {k} trials per task")
        vals.append(1 - math.comb(n - c, k) / math.comb(n, k))
    return sum(vals) / len(vals) if vals else 0.0


def summarize(items: Iterable[Any], tasks_by_id: Mapping[str, Task] | None = None) -> dict[str, Any]:
    """The benchmark summary (docs/design.md §5 keys, all JSON-serializable). Sessions the infrastructure failed
    are counted in ``infrastructure_errors`` and in no rate."""
    items = list(items)
    infrastructure = sum(is_infrastructure_error(item) for item in items)
    rows = session_rows(items, tasks_by_id)
    n = len(rows)
    passed = sum(r.verdict.passed for r in rows)
    paper = sum(r.paper_passed for r in rows)
    final_only = sum(r.final_only for r in rows)
    action_only = sum(r.action_only for r in rows)
    per_task = _per_task(rows)
    min_trials = min((t for t, _ in per_task.values()), default=0)
    failure_types = {name: 0 for name in FAILURE_TYPES}
    failure_types.update(Counter(r.verdict.failure_type for r in rows))
    paper_failure_types = {name: 0 for name in PAPER_FAILURE_TYPES}
    paper_failure_types.update(Counter(r.verdict.paper_failure_type for r in rows))
    terminations = {t.value: 0 for t in Termination}
    terminations.update(Counter(Termination(r.verdict.termination).value for r in rows))
    lo, hi = wilson_interval(passed, n)
    pp_lo, pp_hi = wilson_interval(paper, n)
    fs_lo, fs_hi = wilson_interval(final_only, n)
    ac_lo, ac_hi = wilson_interval(action_only, n)
    return {
        "n": n,
        "infrastructure_errors": infrastructure,
        "n_tasks": len(per_task),
        "trials": min_trials,
        "passed": passed,
        "pass_rate": _rate(passed, n),
        "pass_rate_ci95": [lo, hi],
        # with several trials per task the sessions are not independent: an interval over tasks
        "pass_rate_ci95_task_clustered": list(task_clustered_interval(rows)) if min_trials > 1 else [lo, hi],
        "paper_passed": paper,
        "paper_pass_rate": _rate(paper, n),
        "paper_pass_rate_ci95": [pp_lo, pp_hi],
        "removed_by_conversation_checks": paper - sum(r.paper_passed and r.verdict.passed for r in rows),
        "conversation_checks": conversation_breakdown(rows),
        "final_state_only_pass_rate": _rate(final_only, n),
        "final_state_only_ci95": [fs_lo, fs_hi],
        "action_only_pass_rate": _rate(action_only, n),
        "action_only_ci95": [ac_lo, ac_hi],
        "inflation": _rate(final_only, n) - _rate(passed, n),
        "complementarity": {
            "final_state_only_not_action": sum(r.final_only and not r.action_only for r in rows),
            "action_only_not_final_state": sum(r.action_only and not r.final_only for r in rows),
        },
        "by_category": _group(rows, lambda r: r.category),
        "by_language": _group(rows, lambda r: r.language),
        "by_chain_length": _group(rows, lambda r: r.chain_length if r.chain_length is not None else "unknown"),
        "by_product_area": _group(rows, lambda r: r.product_area),
        "by_family": _group(rows, lambda r: r.family),
        "failure_types": failure_types,
        "paper_failure_types": paper_failure_types,
        "terminations": terminations,
        "failed_calls": sum(r.verdict.failed_calls for r in rows),
        "mean_gold_completion": (sum(r.verdict.gold_completion for r in rows) / n) if n else 0.0,
        "pass_hat_k": {str(k): pass_hat_k(per_task, k) for k in range(1, min_trials + 1)},
        "pass_at_k": {str(k): pass_at_k(per_task, k) for k in range(1, min_trials + 1)},
    }


def task_clustered_interval(rows: list[SessionRow], z: float = 1.96) -> tuple[float, float]:
    """A 95 % interval of the pass rate that treats tasks, not sessions, as the independent units: the mean of
    per-task pass rates ± z standard errors of that mean (trials of one task are correlated, so a session-level
    interval would be too narrow)."""
    per_task = _per_task(rows)
    if not per_task:
        return (0.0, 1.0)
    means = [c / t for t, c in per_task.values()]
    k = len(means)
    mean = sum(means) / k
    if k < 2:
        return (0.0, 1.0)
    var = sum((m - mean) ** 2 for m in means) / (k - 1)
    half = z * math.sqrt(var / k)
    return (max(0.0, mean - half), min(1.0, mean + half))


def sign_test_p(wins: int, losses: int) -> float:
    """Exact two-sided sign test (the same binomial tail as McNemar's, over units that differ)."""
    return mcnemar_exact_p(wins, losses)


def holm(p_values: Mapping[str, float]) -> dict[str, float]:
    """Holm–Bonferroni adjusted p-values (step-down, monotone, capped at 1)."""
    ordered = sorted(p_values.items(), key=lambda kv: kv[1])
    m = len(ordered)
    out, running = {}, 0.0
    for i, (name, p) in enumerate(ordered):
        running = max(running, min(1.0, (m - i) * p))
        out[name] = running
    return out


def _paired_delta(diffs: list[float], z: float = 1.96) -> tuple[float, list[float]]:
    """Mean paired difference and its normal-approximation 95 % interval."""
    n = len(diffs)
    if n == 0:
        return 0.0, [0.0, 0.0]
    mean = sum(diffs) / n
    if n < 2:
        return mean, [-1.0, 1.0]
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    half = z * math.sqrt(var / n)
    return mean, [max(-1.0, mean - half), min(1.0, mean + half)]


def compare_runs(a: Iterable[Any], b: Iterable[Any], tasks_by_id: Mapping[str, Task] | None = None) -> dict[str, Any]:
    """Paired comparison of run ``a`` (baseline) and run ``b``, pairing sessions by (task_id, trial).

    ``fail_to_pass`` / ``pass_to_fail`` list the task id of each discordant pair (sorted; a task appears once per
    discordant trial); ``mcnemar_p`` is the exact two-sided McNemar p-value over sessions. With several trials per
    task, sessions of one task are not independent: ``paired_test`` is then ``task_sign_test`` and ``p_value``
    the exact sign test over tasks whose mean outcome differs (``paired_test`` is ``mcnemar`` with one trial).
    ``delta_ci95`` is the 95 % interval of the paired delta (over tasks when trials > 1); per category,
    ``p_holm`` holds Holm-corrected p-values."""
    ra = {(r.task_id, r.trial): r for r in session_rows(a, tasks_by_id)}
    rb = {(r.task_id, r.trial): r for r in session_rows(b, tasks_by_id)}
    keys = sorted(ra.keys() & rb.keys())
    f2p = [k for k in keys if not ra[k].verdict.passed and rb[k].verdict.passed]
    p2f = [k for k in keys if ra[k].verdict.passed and not rb[k].verdict.passed]
    n = len(keys)
    pa = sum(ra[k].verdict.passed for k in keys)
    pb = sum(rb[k].verdict.passed for k in keys)
    paper_a = sum(ra[k].paper_passed for k in keys)
    paper_b = sum(rb[k].paper_passed for k in keys)
    paper_f2p = sum(1 for k in keys if not ra[k].paper_passed and rb[k].paper_passed)
    paper_p2f = sum(1 for k in keys if ra[k].paper_passed and not rb[k].paper_passed)
    cats: dict[str, list[tuple[bool, bool]]] = defaultdict(list)
    for k in keys:
        cat = ra[k].category if ra[k].category != "unknown" else rb[k].category
        cats[cat].append((ra[k].verdict.passed, rb[k].verdict.passed))
    by_category = {}
    for cat in sorted(cats):
        pairs = cats[cat]
        m = len(pairs)
        ka, kb = sum(x for x, _ in pairs), sum(y for _, y in pairs)
        d_f2p = sum(1 for x, y in pairs if not x and y)
        d_p2f = sum(1 for x, y in pairs if x and not y)
        by_category[cat] = {"n": m, "pass_rate_a": _rate(ka, m), "pass_rate_b": _rate(kb, m),
                            "delta": _rate(kb, m) - _rate(ka, m), "fail_to_pass": d_f2p, "pass_to_fail": d_p2f,
                            "mcnemar_p": mcnemar_exact_p(d_f2p, d_p2f)}
    # task-level pairing (trials of a task are correlated)
    per_task: dict[str, list[tuple[bool, bool]]] = defaultdict(list)
    for k in keys:
        per_task[k[0]].append((ra[k].verdict.passed, rb[k].verdict.passed))
    trials = max((len(v) for v in per_task.values()), default=0)
    task_diff = {t: (sum(y for _, y in v) - sum(x for x, _ in v)) / len(v) for t, v in per_task.items()}
    clustered = trials > 1
    if clustered:
        wins, losses = sum(d > 0 for d in task_diff.values()), sum(d < 0 for d in task_diff.values())
        p_value = sign_test_p(wins, losses)
        delta_mean, delta_ci = _paired_delta(list(task_diff.values()))
        category_of = {k[0]: ra[k].category if ra[k].category != "unknown" else rb[k].category for k in keys}
        for cat in by_category:
            diffs = [d for t, d in task_diff.items() if category_of[t] == cat]
            by_category[cat]["p_value"] = sign_test_p(sum(d > 0 for d in diffs), sum(d < 0 for d in diffs))
    else:
        p_value = mcnemar_exact_p(len(f2p), len(p2f))
        delta_mean, delta_ci = _paired_delta([float(rb[k].verdict.passed) - float(ra[k].verdict.passed) for k in keys])
        for cat in by_category:
            by_category[cat]["p_value"] = by_category[cat]["mcnemar_p"]
    for cat, adjusted in holm({c: row["p_value"] for c, row in by_category.items()}).items():
        by_category[cat]["p_holm"] = adjusted
    return {
        "n_pairs": n,
        "only_in_a": len(ra.keys() - rb.keys()),
        "only_in_b": len(rb.keys() - ra.keys()),
        "pass_rate_a": _rate(pa, n),
        "pass_rate_b": _rate(pb, n),
        "delta": _rate(pb, n) - _rate(pa, n),
        "both_pass": sum(1 for k in keys if ra[k].verdict.passed and rb[k].verdict.passed),
        "both_fail": sum(1 for k in keys if not ra[k].verdict.passed and not rb[k].verdict.passed),
        "fail_to_pass": sorted(t for t, _ in f2p),
        "pass_to_fail": sorted(t for t, _ in p2f),
        "mcnemar_p": mcnemar_exact_p(len(f2p), len(p2f)),
        "trials": trials,
        "paired_test": "task_sign_test" if clustered else "mcnemar",
        "p_value": p_value,
        "delta_ci95": delta_ci,
        "paper_pass_rate_a": _rate(paper_a, n),
        "paper_pass_rate_b": _rate(paper_b, n),
        "paper_delta": _rate(paper_b, n) - _rate(paper_a, n),
        "paper_mcnemar_p": mcnemar_exact_p(paper_f2p, paper_p2f),
        "conversation_checks_a": conversation_breakdown([ra[k] for k in keys]),
        "conversation_checks_b": conversation_breakdown([rb[k] for k in keys]),
        "by_category": by_category,
        "languages_a": sorted({ra[k].language for k in keys}),
        "languages_b": sorted({rb[k].language for k in keys}),
    }
