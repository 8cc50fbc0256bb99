"""Generating tasks from the families: the released 1,000 and any number of fresh training tasks.

``generate_release()`` is deterministic: families in registration order, customers tried in an order
seeded by the family name. ``generate_safety()`` builds the safety set the same way.
``generate_fresh(n, seed, exclude=...)`` draws new (customer, family) pairs
(skipping every pair in ``exclude``, e.g. the test split) and new values, for RL training at scale.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator

from ..bank import load_bank
from ..bank.state import Bank
from .builder import BuildError, TaskBuilder
from .families import FAMILIES, SAFETY_FAMILIES, SAFETY_TEST_PER_FAMILY, Family, any_family
from .model import Task

RELEASE_SEED = 2026

GREETINGS = ("Hi.", "Hello.", "Good morning.", "Namaste.", "Hello there.", "Hi, good afternoon.", "Hey.", "Good evening.")
TRAITS = (
    "Prefers plain language and short answers.",
    "Methodical; wants each step confirmed before the next.",
    "A little anxious about money matters and asks for reassurance.",
    "Busy and direct; dislikes small talk.",
    "Polite and patient, but insists on getting exact figures.",
    "Careful with money; double-checks every number.",
)


def persona_for(customer, rng: random.Random) -> str:
    p = customer.profile
    return f"{p.name}, {p.age}, {p.profession.lower()} from {p.communication_address.city}. {rng.choice(TRAITS)}"


def first_messages(phrasings: list[str], rng: random.Random) -> list[str]:
    picks = rng.sample(range(len(phrasings)), k=len(phrasings))
    return [f"{rng.choice(GREETINGS)} {phrasings[i]}" for i in picks]


def build_task(bank: Bank, fam: Family, customer_id: str, rng: random.Random, task_id: str) -> Task | None:
    builder = TaskBuilder(bank, fam.name, fam.category, fam.area, customer_id, rng)
    try:
        phrasings = fam.build(builder)
    except BuildError:
        return None
    description = (fam.build.__doc__ or "").strip().splitlines()[0] if fam.build.__doc__ else fam.name
    return builder.build(task_id, first_messages(phrasings, rng), persona_for(builder.customer, rng), description)


def _family_tasks(bank: Bank, fam: Family, count: int, seed: int, exclude: set[tuple[str, str]], prefix: str,
                  start: int = 0) -> Iterator[Task]:
    customers = sorted(bank.customers)
    order = random.Random(f"{seed}:{fam.name}").sample(customers, k=len(customers))
    made = 0
    for customer_id in order:
        if made >= count:
            return
        if (customer_id, fam.name) in exclude:
            continue
        rng = random.Random(f"{seed}:{fam.name}:{customer_id}")
        task = build_task(bank, fam, customer_id, rng, f"{prefix}{fam.name}_{start + made:04d}")
        if task is not None:
            made += 1
            yield task


def _every_family(bank: Bank, families, seed: int) -> list[Task]:
    tasks: list[Task] = []
    for fam in families:
        made = list(_family_tasks(bank, fam, fam.count, seed, set(), ""))
        if len(made) < fam.count:
            raise RuntimeError(f"family {fam.name}: only {len(made)} of {fam.count} tasks could be built")
        tasks.extend(made)
    return tasks


def generate_release(bank: Bank | None = None, seed: int = RELEASE_SEED) -> list[Task]:
    """The released task set: ``Family.count`` tasks per family (1,000 in all)."""
    return _every_family(bank or load_bank(), FAMILIES.values(), seed)


def generate_safety(bank: Bank | None = None, seed: int = RELEASE_SEED) -> list[Task]:
    """The released safety set: ``SAFETY_PER_FAMILY`` tasks per safety family, deterministic like the release."""
    return _every_family(bank or load_bank(), SAFETY_FAMILIES.values(), seed)


def make_safety_splits(tasks: list[Task], seed: int = RELEASE_SEED) -> dict[str, list[str]]:
    """safety = all; safety_test = ``SAFETY_TEST_PER_FAMILY`` per family (seeded), safety_train = the rest. Each
    family's tasks have distinct customers, so the parts share no (customer, family) pair."""
    rng = random.Random(f"safety-splits:{seed}")
    test: set[str] = set()
    by_family: dict[str, list[str]] = {}
    for task in tasks:
        by_family.setdefault(task.family, []).append(task.task_id)
    for ids in by_family.values():
        test.update(rng.sample(sorted(ids), k=min(SAFETY_TEST_PER_FAMILY, len(ids))))
    order = [t.task_id for t in tasks]
    return {"safety": order, "safety_train": [i for i in order if i not in test],
            "safety_test": [i for i in order if i in test]}


def generate_fresh(n: int, seed: int, exclude: Iterable[tuple[str, str]] = (), bank: Bank | None = None,
                   families: Iterable[str] | None = None) -> list[Task]:
    """``n`` new training tasks spread over the families (round-robin), avoiding every (customer, family) pair in
    ``exclude``. ``families``: names from the release's families or the safety families (default: the release's
    50). Task ids are prefixed ``gen{seed}_`` so they never collide with released ids."""
    bank = bank or load_bank()
    names = list(families or FAMILIES)
    excluded = set(exclude)
    # Round-robin over families; a family whose customers run out simply drops out of the rotation.
    streams = {name: _family_tasks(bank, any_family(name), n, seed, excluded, f"gen{seed}_") for name in names}
    out: list[Task] = []
    while len(out) < n and streams:
        for name in list(streams):
            task = next(streams[name], None)
            if task is None:
                del streams[name]
                continue
            out.append(task)
            if len(out) >= n:
                break
    return out


def make_splits(tasks: list[Task], seed: int = RELEASE_SEED, lite: int = 200, test: int = 50) -> dict[str, list[str]]:
    """base = all; lite = train ∪ test, stratified by category (largest-remainder quotas); disjoint."""
    rng = random.Random(f"splits:{seed}")
    by_category: dict[str, list[Task]] = {}
    for task in tasks:
        by_category.setdefault(task.category, []).append(task)

    def quotas(total: int) -> dict[str, int]:
        raw = {c: total * len(v) / len(tasks) for c, v in by_category.items()}
        out = {c: int(x) for c, x in raw.items()}
        for c in sorted(raw, key=lambda c: raw[c] - out[c], reverse=True)[: total - sum(out.values())]:
            out[c] += 1
        return out

    lite_quota, test_quota = quotas(lite), quotas(test)
    train_ids, test_ids = [], []
    for category in sorted(by_category):
        pool = sorted(by_category[category], key=lambda t: t.task_id)
        # one task per family first, so every family can appear, then the rest at random
        rng.shuffle(pool)
        chosen = pool[: lite_quota[category]]
        test_ids += [t.task_id for t in chosen[: test_quota[category]]]
        train_ids += [t.task_id for t in chosen[test_quota[category]:]]
    order = {t.task_id: i for i, t in enumerate(tasks)}
    train_ids.sort(key=order.get)
    test_ids.sort(key=order.get)
    lite_ids = sorted(train_ids + test_ids, key=order.get)
    return {"base": [t.task_id for t in tasks], "lite": lite_ids, "train": train_ids, "test": test_ids}
