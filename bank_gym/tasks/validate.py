"""Release filters for a task set (the paper's construction filters plus our structural checks).

``validate(tasks, splits)`` returns a report whose ``problems`` list is empty for a valid release:

* categories: 470 / 266 / 152 / 112 within ±3 %; 50 families;
* gold chains: 1-6 calls, mean in [3.4, 3.7], every non-control task ≥ 3 calls, ≥ 95 % need a read,
  about one task in nine needs no write;
* first messages: within a family no first message is used by more than 40 % of tasks, ≥ 8 distinct;
* splits: base ⊇ lite = train ∪ test, train ∩ test = ∅, no shared (customer, family) pair, sizes 1000/200/150/50;
* with ``replay`` (``bank_gym.scoring.gold_session_problems``): every gold chain replays on a pristine bank with
  no failed call and no domain error, the replayed gold session passes the paper's two checks, and every amount,
  number and id fact is shown by a gold output of its step or an earlier one (or stated by the policy or the
  customer's own words); every chain is minimal (``tasks.chain``): each ``depends_on`` edge is a data
  dependency, write order, a verification or a read a write changes, and a read is excused (``required`` False)
  exactly when it is redundant.
"""

from __future__ import annotations

import statistics
from collections import Counter, defaultdict
from collections.abc import Callable

from ..bank import load_bank
from ..bank.state import Bank
from ..tools import READ_TOOLS, WRITE_TOOLS
from .chain import chain_problems
from .families import CATEGORY_TOTALS, SAFETY_FAMILIES, SAFETY_PER_FAMILY, SAFETY_TEST_PER_FAMILY
from .model import Task

CHAIN_MEAN_RANGE = (3.4, 3.7)
MAX_FIRST_MESSAGE_SHARE = 0.40
MIN_DISTINCT_FIRST_MESSAGES = 8
SPLIT_SIZES = {"base": 1000, "lite": 200, "train": 150, "test": 50}


def validate(tasks: list[Task], splits: dict[str, list[str]], bank: Bank | None = None,
             replay: Callable[[Task, Bank], list[str]] | None = None) -> dict:
    """The release report. ``replay(task, bank)``: the problems of a task's gold replay (the scoring layer's
    ``gold_session_problems``, handed in by the caller so the task layer does not depend on the scorer)."""
    bank = bank or load_bank()
    problems: list[str] = []
    n = len(tasks)
    by_category = Counter(t.category for t in tasks)
    for category, target in CATEGORY_TOTALS.items():
        scaled = target * n / 1000
        if abs(by_category.get(category, 0) - scaled) > 0.03 * scaled:
            problems.append(f"category {category}: {by_category.get(category, 0)} tasks, expected {scaled:.0f} ±3%")
    families = Counter(t.family for t in tasks)
    lengths = [len(t.gold) for t in tasks]
    mean_length = statistics.mean(lengths) if lengths else 0.0
    if not CHAIN_MEAN_RANGE[0] <= mean_length <= CHAIN_MEAN_RANGE[1]:
        problems.append(f"mean gold chain length {mean_length:.3f} outside {CHAIN_MEAN_RANGE}")
    for task in tasks:
        if not 1 <= len(task.gold) <= 6:
            problems.append(f"{task.task_id}: gold chain of {len(task.gold)} calls")
        if task.category != "control" and len(task.gold) < 3:
            problems.append(f"{task.task_id}: graded task with fewer than 3 calls")
    need_read = sum(any(g.name in READ_TOOLS for g in t.gold) for t in tasks) / max(n, 1)
    no_write = sum(not any(g.name in WRITE_TOOLS for g in t.gold) for t in tasks) / max(n, 1)
    if need_read < 0.95:
        problems.append(f"only {need_read:.1%} of tasks need a read")
    if not 0.08 <= no_write <= 0.15:
        problems.append(f"{no_write:.1%} of tasks need no write (expected about one in nine)")

    first = defaultdict(Counter)
    for task in tasks:
        first[task.family][task.scenario.first_messages[0]] += 1
    worst_share, fewest_distinct = 0.0, 10**9
    for name, counts in first.items():
        share = max(counts.values()) / sum(counts.values())
        worst_share, fewest_distinct = max(worst_share, share), min(fewest_distinct, len(counts))
        if share > MAX_FIRST_MESSAGE_SHARE:
            problems.append(f"family {name}: one first message used by {share:.0%} of its tasks")
        if len(counts) < MIN_DISTINCT_FIRST_MESSAGES:
            problems.append(f"family {name}: only {len(counts)} distinct first messages")

    ids = {t.task_id for t in tasks}
    by_id = {t.task_id: t for t in tasks}
    if len(ids) != n:
        problems.append("duplicate task ids")
    for split, expected in SPLIT_SIZES.items():
        got = len(splits.get(split, []))
        if n == 1000 and got != expected:
            problems.append(f"split {split}: {got} tasks, expected {expected}")
        if not set(splits.get(split, [])) <= ids:
            problems.append(f"split {split} names unknown tasks")
    train, test = set(splits.get("train", [])), set(splits.get("test", []))
    if train & test:
        problems.append(f"train and test share {len(train & test)} tasks")
    if set(splits.get("lite", [])) != train | test:
        problems.append("lite is not train ∪ test")
    pairs_train = {(by_id[i].customer_id, by_id[i].family) for i in train if i in by_id}
    pairs_test = {(by_id[i].customer_id, by_id[i].family) for i in test if i in by_id}
    if pairs_train & pairs_test:
        problems.append(f"train and test share {len(pairs_train & pairs_test)} (customer, family) pairs")

    if replay is not None:
        for task in tasks:
            problems.extend(replay(task, bank))
            problems.extend(chain_problems(task, bank))

    return {
        "tasks": n,
        "families": len(families),
        "categories": dict(sorted(by_category.items())),
        "chain_length": {"mean": round(mean_length, 3), "min": min(lengths, default=0), "max": max(lengths, default=0),
                         "histogram": dict(sorted(Counter(lengths).items()))},
        "need_read": round(need_read, 4),
        "no_write": round(no_write, 4),
        "first_messages": {"max_share": round(worst_share, 3), "min_distinct": fewest_distinct},
        "splits": {k: len(v) for k, v in splits.items()},
        "problems": problems,
        "valid": not problems,
    }


def validate_safety(tasks: list[Task], splits: dict[str, list[str]], bank: Bank | None = None,
                    replay: Callable[[Task, Bank], list[str]] | None = None) -> dict:
    """The safety set's report: every safety family with its count; every task asks for something to refuse and
    for something to serve (a step with facts or a write), so neither refusing everything nor complying can
    pass; first messages varied; safety_train / safety_test partition it with no shared (customer, family)
    pair; with ``replay``, every gold chain replays cleanly and its facts are shown by the tools."""
    bank = bank or load_bank()
    problems: list[str] = []
    families = Counter(t.family for t in tasks)
    for name in SAFETY_FAMILIES:
        if families.get(name, 0) != SAFETY_PER_FAMILY:
            problems.append(f"safety family {name}: {families.get(name, 0)} tasks, expected {SAFETY_PER_FAMILY}")
    for task in tasks:
        steps = task.scenario.steps
        if task.category != "safety":
            problems.append(f"{task.task_id}: category {task.category}, expected safety")
        if not any(s.expects_decline for s in steps):
            problems.append(f"{task.task_id}: nothing to refuse")
        if not any(not s.expects_decline and (s.facts or s.confirm) for s in steps):
            problems.append(f"{task.task_id}: nothing to serve (refusing everything would pass)")
        for s in steps:
            if s.expects_decline and s.confirm is not None:
                problems.append(f"{task.task_id}: a write in a step that must be refused")
    first = defaultdict(Counter)
    for task in tasks:
        first[task.family][task.scenario.first_messages[0]] += 1
    for name, counts in first.items():
        if max(counts.values()) / sum(counts.values()) > MAX_FIRST_MESSAGE_SHARE:
            problems.append(f"family {name}: one first message used by more than {MAX_FIRST_MESSAGE_SHARE:.0%}")
    by_id = {t.task_id: t for t in tasks}
    train, test = set(splits.get("safety_train", [])), set(splits.get("safety_test", []))
    if set(splits.get("safety", [])) != set(by_id) or train | test != set(by_id) or train & test:
        problems.append("safety_train and safety_test do not partition the safety split")
    if len(test) != SAFETY_TEST_PER_FAMILY * len(SAFETY_FAMILIES):
        problems.append(f"safety_test: {len(test)} tasks, expected {SAFETY_TEST_PER_FAMILY * len(SAFETY_FAMILIES)}")
    pairs = lambda ids: {(by_id[i].customer_id, by_id[i].family) for i in ids if i in by_id}  # noqa: E731
    if pairs(train) & pairs(test):
        problems.append("safety_train and safety_test share (customer, family) pairs")
    if replay is not None:
        for task in tasks:
            problems.extend(replay(task, bank))
            problems.extend(chain_problems(task, bank))
    return {"tasks": len(tasks), "families": len(families), "splits": {k: len(splits.get(k, [])) for k in
            ("safety", "safety_train", "safety_test")}, "problems": problems, "valid": not problems}


def validate_robust(tasks: list[Task], splits: dict[str, list[str]], base: list[Task]) -> dict:
    """The robustness set's report: every task is its base task perturbed exactly as ``tasks.robust.perturb``
    makes it (so the file and the generator agree), on an axis that applies to it; every axis is present;
    robust_train / robust_test partition it with no shared (customer, family) pair."""
    from .robust import AXES, applicable_axes, perturb

    problems: list[str] = []
    base_by_id = {t.task_id: t for t in base}
    axes = Counter()
    for task in tasks:
        p = task.perturbation
        if p is None:
            problems.append(f"{task.task_id}: no perturbation")
            continue
        axes[p.axis] += 1
        source = base_by_id.get(p.base_task)
        if source is None:
            problems.append(f"{task.task_id}: base task {p.base_task} is not released")
            continue
        if p.axis not in applicable_axes(source):
            problems.append(f"{task.task_id}: axis {p.axis} does not apply to {p.base_task}")
        elif perturb(source, p.axis, p.seed) != task:
            problems.append(f"{task.task_id}: differs from {p.base_task} perturbed by the generator")
    for axis in AXES:
        if not axes.get(axis):
            problems.append(f"no task on axis {axis}")
    by_id = {t.task_id: t for t in tasks}
    train, test = set(splits.get("robust_train", [])), set(splits.get("robust_test", []))
    if set(splits.get("robust", [])) != set(by_id) or train | test != set(by_id) or train & test:
        problems.append("robust_train and robust_test do not partition the robust split")
    pairs = lambda ids: {(by_id[i].customer_id, by_id[i].family) for i in ids if i in by_id}  # noqa: E731
    if pairs(train) & pairs(test):
        problems.append("robust_train and robust_test share (customer, family) pairs")
    return {"tasks": len(tasks), "axes": dict(axes), "splits": {k: len(splits.get(k, [])) for k in
            ("robust", "robust_train", "robust_test")}, "problems": problems, "valid": not problems}


def validate_ood(tasks: list[Task], splits: dict[str, list[str]], released: list[Task], bank: Bank | None = None,
                 replay: Callable[[Task, Bank], list[str]] | None = None) -> dict:
    """The generalization split's report: every task is a held-out family's or a release family's spoken with
    the held-out phrasings (id prefix ``ood_``); none shares a (customer, family) pair with a released task; none
    of its openings or step requests occurs verbatim in a released task; with ``replay``, every gold chain
    replays cleanly."""
    from .families import FAMILIES, HELD_OUT_FAMILIES

    bank = bank or load_bank()
    problems: list[str] = []
    seen_pairs = {(t.customer_id, t.family) for t in released}
    said = {u for t in released for u in (*t.scenario.first_messages, *(r for s in t.scenario.steps for r in s.requests))}
    families = Counter(t.family for t in tasks)
    for task in tasks:
        if not task.task_id.startswith("ood_"):
            problems.append(f"{task.task_id}: a test_ood task id starts with 'ood_'")
        if task.family not in HELD_OUT_FAMILIES and task.family not in FAMILIES:
            problems.append(f"{task.task_id}: unknown family {task.family}")
        if (task.customer_id, task.family) in seen_pairs:
            problems.append(f"{task.task_id}: its (customer, family) pair is a released task's")
        repeated = [u for u in (*task.scenario.first_messages, *(r for s in task.scenario.steps for r in s.requests))
                    if u in said]
        if repeated:
            problems.append(f"{task.task_id}: says {len(repeated)} released utterance(s), e.g. {repeated[0]!r}")
    if splits.get("test_ood") != [t.task_id for t in tasks]:
        problems.append("the test_ood split does not list test_ood.jsonl's tasks in order")
    missing = [name for name in HELD_OUT_FAMILIES if not families.get(name)]
    if missing:
        problems.append(f"held-out families without test_ood tasks: {', '.join(missing)}")
    if replay is not None:
        for task in tasks:
            problems.extend(replay(task, bank))
            problems.extend(chain_problems(task, bank))
    return {"tasks": len(tasks), "families": len(families),
            "held_out_families": sum(1 for name in families if name in HELD_OUT_FAMILIES),
            "problems": problems, "valid": not problems}


def validate_robust_ood(tasks: list[Task], splits: dict[str, list[str]], ood: list[Task]) -> dict:
    """The generalization split's robustness variants (``robust_test_ood``): every task is a held-out family's
    ``test_ood`` task perturbed exactly as ``tasks.robust.perturb`` makes it, on an axis that applies to it (so,
    as for the robustness set, its chain is the validated one's, perturbed); the split lists the file's tasks in
    order; every held-out family has one."""
    from .families import HELD_OUT_FAMILIES
    from .robust import applicable_axes, perturb

    problems: list[str] = []
    ood_by_id = {t.task_id: t for t in ood}
    axes = Counter()
    for task in tasks:
        p = task.perturbation
        source = ood_by_id.get(p.base_task) if p is not None else None
        if source is None:
            problems.append(f"{task.task_id}: not a perturbed test_ood task")
            continue
        axes[p.axis] += 1
        if source.family not in HELD_OUT_FAMILIES:
            problems.append(f"{task.task_id}: {source.family} is no held-out family")
        if p.axis not in applicable_axes(source):
            problems.append(f"{task.task_id}: axis {p.axis} does not apply to {p.base_task}")
        elif perturb(source, p.axis, p.seed) != task:
            problems.append(f"{task.task_id}: differs from {p.base_task} perturbed by the generator")
    if splits.get("robust_test_ood") != [t.task_id for t in tasks]:
        problems.append("the robust_test_ood split does not list robust_test_ood.jsonl's tasks in order")
    missing = sorted(set(HELD_OUT_FAMILIES) - {t.family for t in tasks})
    if missing:
        problems.append(f"held-out families without robust_test_ood tasks: {', '.join(missing)}")
    return {"tasks": len(tasks), "axes": dict(axes), "problems": problems, "valid": not problems}
