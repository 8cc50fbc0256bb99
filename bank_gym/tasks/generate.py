"""Generating tasks from the families: the released 1,000 and any number of fresh training tasks.

``generate_release()`` is deterministic: families in registration order, customers tried in an order
seeded by the family name. ``generate_safety()`` builds the safety set the same way.
``generate_fresh(n, seed, exclude=...)`` draws new (customer, family) pairs
(skipping every pair in ``exclude``, e.g. the test split) and new values, for RL training at scale.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Iterator
from contextlib import nullcontext

from ..bank import DEFAULT_CUSTOMERS, load_bank
from ..bank.generator import shared_bank
from ..bank.state import Bank
from .builder import BuildError, TaskBuilder
from .families import FAMILIES, HELD_OUT_FAMILIES, SAFETY_FAMILIES, SAFETY_TEST_PER_FAMILY, Family, any_family
from .lang import MissingTranslation, check_language, current, speaking
from .model import Task
from .phrasebook import families_with_words, held_out_words
from .speech import customer_words

RELEASE_SEED = 2026
OOD_PREFIX = "ood_"  # the generalization split's task ids (their customers say the held-out phrasings)
OOD_PER_HELD_OUT_FAMILY = 6
OOD_PER_FAMILY = 1

GREETINGS = ("Hi.", "Hello.", "Good morning.", "Namaste.", "Hello there.", "Hi, good afternoon.", "Hey.", "Good evening.")
LOCAL_GREETINGS = {
    "hi": ("नमस्ते।", "नमस्कार।", "हैलो।", "सुप्रभात।", "नमस्ते जी।", "जी नमस्ते।", "हैलो जी।", "शुभ संध्या।"),
    "hinglish": ("Namaste.", "Hello ji.", "Hi.", "Namaskar.", "Hello.", "Good morning ji.", "Hi, namaste.", "Haan hello."),
}
# How a customer ends a served session, per language (English: the scenario's default).
CLOSINGS = {
    "hi": ("धन्यवाद, मुझे बस इतना ही चाहिए था।", "बहुत-बहुत धन्यवाद, मेरा काम हो गया।", "शुक्रिया, अब सब ठीक है।",
           "ठीक है, धन्यवाद। बस इतना ही।", "आपकी मदद के लिए धन्यवाद, बस यही काम था।"),
    "hinglish": ("Thank you, bas itna hi chahiye tha.", "Bahut bahut shukriya, mera kaam ho gaya.",
                 "Thanks, ab sab theek hai.", "Theek hai, dhanyavaad. Bas itna hi.",
                 "Aapki help ke liye thanks, bas yahi kaam tha."),
}
TRAITS = (
    "Prefers plain language and short answers.",
    "Methodical; wants each step confirmed before the next.",
    "A little anxious about money matters and asks for reassurance.",
    "Busy and direct; dislikes small talk.",
    "Polite and patient, but insists on getting exact figures.",
    "Careful with money; double-checks every number.",
)


def persona_for(customer, task_id: str) -> str:
    """The customer's description, with a trait drawn from the task's id alone: adding a phrasing to a words file
    (which changes how many draws the task's own generator makes) leaves every persona as it was."""
    p = customer.profile
    trait = random.Random(f"persona:{task_id}:{customer.customer_id}").choice(TRAITS)
    return f"{p.name}, {p.age}, {p.profession.lower()} from {p.communication_address.city}. {trait}"


def first_messages(phrasings: list[str], rng: random.Random) -> list[str]:
    picks = rng.sample(range(len(phrasings)), k=len(phrasings))
    greetings = GREETINGS if current() == "en" else LOCAL_GREETINGS[current()]
    return [f"{rng.choice(greetings)} {phrasings[i]}" for i in picks]


def build_task(bank: Bank, fam: Family, customer_id: str, rng: random.Random, task_id: str,
               session_date=None) -> Task | None:
    """One task of ``fam`` for ``customer_id``, in the language being spoken (``tasks.lang.speaking``)."""
    builder = TaskBuilder(bank, fam.name, fam.category, fam.area, customer_id, rng, session_date)
    try:
        phrasings = fam.build(builder)
    except BuildError:
        return None
    description = (fam.build.__doc__ or "").strip().splitlines()[0] if fam.build.__doc__ else fam.name
    task = builder.build(task_id, first_messages(phrasings, rng), persona_for(builder.customer, task_id), description)
    if current() != "en":
        task = task.model_copy(update={"language": current(), "scenario": task.scenario.model_copy(
            update={"closing": list(CLOSINGS[current()])})})
    greetings = GREETINGS if current() == "en" else LOCAL_GREETINGS[current()]
    return customer_words(task, builder.customer.profile.gender, greetings)


_GEN_SEED = re.compile(r"gen(\d+)_")
_LOCALIZED: dict[tuple[str, str], tuple[Task, Task]] = {}


def localize(task: Task, language: str, bank: Bank | None = None) -> Task:
    """``task`` with its customer speaking ``language``: rebuilt from its family, customer and seed in that
    language, the same task in all but the customer's words (checked: the gold chain, every step's calls, facts,
    writes and refusals are the English task's). A robustness copy is its base task localized, then perturbed the
    same way (the customer's added words in the language; tool faults and planted text as they are). Families
    without words for the language raise ``ValueError``. Cached per task and language."""
    language = check_language(language)
    if task.language == language:
        return task
    entry = _LOCALIZED.get((task.task_id, language))
    if entry is not None and entry[0] is task:
        return entry[1]
    if not can_localize(task, language):
        raise ValueError(f"{task.task_id}: this task cannot be given in {language!r}")
    fam = any_family(task.family)
    p = task.perturbation
    base_id = p.base_task if p is not None else task.task_id
    match = _GEN_SEED.match(base_id)
    seed = int(match.group(1)) if match else RELEASE_SEED
    rng = random.Random(f"{seed}:{fam.name}:{task.customer_id}")
    try:
        with speaking(language), _words_of(base_id):
            built = build_task(_source_bank(bank or load_bank(), task.customer_id), fam, task.customer_id, rng,
                               base_id, task.session_date)
    except MissingTranslation as exc:
        raise ValueError(f"{task.task_id}: {exc}") from None
    if built is not None and p is not None:  # a robustness copy: the same perturbation of the local base task
        from .robust import perturb
        built = built.model_copy(update={"language": language})
        built = perturb(built, p.axis, p.seed)
        same = {k: v for k, v in built.perturbation.model_dump().items() if k != "text"}
        if same != {k: v for k, v in p.model_dump().items() if k != "text"} or built.task_id != task.task_id:
            built = None
    if built is None or not _same_task(built, task):
        raise ValueError(f"{task.task_id}: its family no longer builds the same task (was it generated by this "
                         f"release of bank_gym?)")
    scenario = built.scenario.model_copy(update={"persona": task.scenario.persona})
    local = task.model_copy(update={"language": language, "scenario": scenario})
    if len(_LOCALIZED) > 50_000:
        _LOCALIZED.clear()
    _LOCALIZED[(task.task_id, language)] = (task, local)
    return local


def _words_of(task_id: str):
    """The phrasing set a task was built with: the held-out one for the generalization split's tasks."""
    return held_out_words() if task_id.startswith(OOD_PREFIX) else nullcontext()


def can_localize(task: Task, language: str) -> bool:
    """Whether ``localize(task, language)`` can give the task in that language: the release's families, their
    robustness copies, the safety families, the held-out families and theirs (``robust_test_ood``) speak all three
    languages."""
    return (task.language == language or task.family in FAMILIES or task.family in HELD_OUT_FAMILIES
            or (task.perturbation is None and task.family in SAFETY_FAMILIES))


def _source_bank(bank: Bank, customer_id: str) -> Bank:
    """The bank a task is rebuilt on. Tasks are generated on the release's bank (``load_bank()``), whose customers
    are the first of any bigger bank of its seed: a task of one of them is rebuilt there, so it sees the very
    customers it was generated with, and a big bank builds none of its own (a family that lists the other
    customers' records would build every one of 100,000)."""
    if len(bank.customers) <= DEFAULT_CUSTOMERS:
        return bank
    release = shared_bank(bank.seed, DEFAULT_CUSTOMERS, bank.today)
    return release if customer_id in release.customers else bank


def check_localizable(tasks: Iterable[Task], language: str) -> None:
    """Raise ``ValueError`` if any of ``tasks`` cannot be given in ``language`` (see ``can_localize``)."""
    language = check_language(language)
    english_only = [t.task_id for t in tasks if not can_localize(t, language)]
    if english_only:
        raise ValueError(f"language {language!r}: {len(english_only)} task(s) cannot be given in it (their family "
                         f"is not one of bank_gym's), e.g. {english_only[0]}")


def _same_task(built: Task, task: Task) -> bool:
    """Whether two builds of a task differ in words only."""
    if built.gold != task.gold or len(built.scenario.steps) != len(task.scenario.steps):
        return False
    for a, b in zip(built.scenario.steps, task.scenario.steps):
        if (a.calls, a.facts, a.expects_decline) != (b.calls, b.facts, b.expects_decline):
            return False
        if [(r.key, r.value) for r in a.reveals] != [(r.key, r.value) for r in b.reveals]:
            return False
        if (a.confirm is None) != (b.confirm is None) or (a.confirm and a.confirm.call != b.confirm.call):
            return False
    return True


def localize_all(tasks: Iterable[Task], language: str, bank: Bank | None = None) -> list[Task]:
    return [localize(t, language, bank) for t in tasks]


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


def generate_ood(bank: Bank | None = None, released: Iterable[Task] = (), seed: int = RELEASE_SEED) -> list[Task]:
    """The generalization split (``test_ood``): ``OOD_PER_HELD_OUT_FAMILY`` tasks of every held-out family
    (procedures no training split holds) and ``OOD_PER_FAMILY`` of every release family that has a words file,
    every customer saying only held-out phrasings (``phrasebook.held_out_words``), on (customer, family) pairs no
    task of ``released`` uses. Ids start with ``OOD_PREFIX``."""
    bank = bank or load_bank()
    exclude = {(t.customer_id, t.family) for t in released}
    worded = set(families_with_words())
    plan = [(fam, OOD_PER_HELD_OUT_FAMILY) for fam in HELD_OUT_FAMILIES.values()]
    plan += [(fam, OOD_PER_FAMILY) for fam in FAMILIES.values() if fam.name in worded]
    tasks: list[Task] = []
    with held_out_words():
        for fam, count in plan:
            made = list(_family_tasks(bank, fam, count, seed, exclude, OOD_PREFIX))
            if len(made) < count:
                raise RuntimeError(f"family {fam.name}: only {len(made)} of {count} test_ood tasks could be built")
            tasks.extend(made)
    return tasks


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
    held = [name for name in names if name in HELD_OUT_FAMILIES]
    if held:
        raise ValueError(f"{held[0]!r} is a held-out family: only the test_ood split holds its tasks")
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
