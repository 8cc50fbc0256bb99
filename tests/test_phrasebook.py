"""The customer's words as data (``tasks.phrasebook``, ``bank_gym/tasks/words/*.yaml``): every words file keeps
the rules (enough phrasings per language, held-out ones apart, every phrasing of a step says the same values),
every family with a words file builds in every language with both phrasing sets, and the oracle passes what
it builds."""

from __future__ import annotations

import random
from functools import cache

import pytest

from bank_gym.agents.oracle import OracleAgent
from bank_gym.bank import load_bank
from bank_gym.env import IndianBankEnv
from bank_gym.language import analyze
from bank_gym.probe import _play
from bank_gym.tasks import phrasebook
from bank_gym.tasks.families import any_family
from bank_gym.tasks.generate import build_task
from bank_gym.tasks.lang import LANGUAGES, speaking
from bank_gym.tasks.phrasebook import PhrasebookError, check_entry, held_out_words

WORDS = phrasebook.families_with_words()


def entry(n: int = 8, held: int = 3, en: list[str] | None = None) -> dict:
    lines = {lang: [f"{lang} phrasing {i} of {{card}}" for i in range(n)] for lang in LANGUAGES}
    if en is not None:
        lines["en"] = en
    return {**lines, "held_out": {lang: [f"{lang} held {i} {{card}}" for i in range(held)] for lang in LANGUAGES}}


def test_a_well_formed_entry_passes_and_each_broken_rule_is_named():
    check_entry("ok", entry())
    with pytest.raises(PhrasebookError, match="7 distinct phrasings, need at least 8"):
        check_entry("few", entry(n=7))
    with pytest.raises(PhrasebookError, match="held_out.en: 2 distinct"):
        check_entry("few held out", entry(held=2))
    bad = entry()
    bad["hi"] = [*bad["hi"][:-1], "a phrasing that forgets the card"]
    with pytest.raises(PhrasebookError, match="say different slots"):
        check_entry("slots", bad)
    check_entry("an opening may leave values out", bad, opening=True)
    repeated = entry()
    repeated["held_out"]["en"][0] = repeated["en"][0]
    with pytest.raises(PhrasebookError, match="repeats an in-distribution"):
        check_entry("repeat", repeated)
    with pytest.raises(PhrasebookError, match="unknown keys"):
        check_entry("typo", {**entry(), "hindi": ["x"]})
    with pytest.raises(PhrasebookError, match="plain"):
        check_entry("spec", entry(en=[f"{{card:>5}} {i}" for i in range(8)]))
    missing = entry()
    del missing["hinglish"]
    with pytest.raises(PhrasebookError, match="hinglish: expected a list"):
        check_entry("missing", missing)


@pytest.mark.parametrize("name", ["_openings", "_reveals", *WORDS])
def test_every_words_file_keeps_the_rules(name):
    data = phrasebook.load(name)  # raises on a broken rule
    assert any(k not in ("family", "slots", "notes") for k in data)


def test_shared_openings_name_no_values_and_exist_for_every_pool_named():
    for name in WORDS:
        pools = (phrasebook.load(name).get("opening") or {}).get("pools") or []
        for pool in pools:
            for language in LANGUAGES:
                with speaking(language):
                    assert phrasebook.opening_pool(pool)


SCANNED = 24  # customers every family is built for with the first seed (to reach its variants' chain shapes)
SEEDS = (7, 8, 9, 10, 11)  # the first as before; the others seed each customer's draws apart (``rng``)


@cache
def built(name: str, language: str, held: bool, tries: int = 240) -> tuple[tuple, tuple[str, ...]]:
    """Tasks of family ``name`` and the words keys their builds asked for: the first customers that host it, a
    task kept when it asks for an entry no earlier kept task asked for or has a chain shape none has (a family
    with variants, ``tasks.families``, needs several), over the first ``SCANNED`` customers with the first seed,
    then over more customers and seeds until every entry of the words file is asked for."""
    from bank_gym.tasks import builder as builder_module

    bank = load_bank()
    keys = {k for k in phrasebook.load(name) if k not in ("family", "slots", "notes")}
    asked: list[str] = []
    real = builder_module.phrasings

    def recording(family, key, **slots):
        if family == name:  # not the shared reveals
            asked.append(key)
        return real(family, key, **slots)

    tasks, union, shapes = [], {}, set()
    builder_module.phrasings = recording
    try:
        for seed in SEEDS:
            for index, customer in enumerate(list(bank.customers)[:tries]):
                if set(union) >= keys and (seed != SEEDS[0] or index >= SCANNED):
                    return tuple(tasks), tuple(union)
                asked.clear()
                rng = random.Random(seed if seed == SEEDS[0] else f"words:{seed}:{customer}")
                with speaking(language):
                    if held:
                        with held_out_words():
                            task = build_task(bank, any_family(name), customer, rng, f"words_{name}")
                    else:
                        task = build_task(bank, any_family(name), customer, rng, f"words_{name}")
                if task is None:
                    continue
                shape = tuple(g.name for g in task.gold)
                if not tasks or set(asked) - set(union) or shape not in shapes:
                    tasks.append(task)
                    union.update(dict.fromkeys(asked))
                    shapes.add(shape)
    finally:
        builder_module.phrasings = real
    if tasks:
        return tuple(tasks), tuple(union)
    raise AssertionError(f"no customer among the first {tries} hosts {name}")


def values(text: str) -> tuple:
    """The values a phrasing says, as the language layer reads them: amounts, tenures, ids, dates, last fours."""
    a = analyze(text)
    return (tuple(sorted((q.kind, q.value) for q in a.quantities if q.kind in ("amount", "tenure"))),
            tuple(sorted(i.value for i in a.ids)), tuple(sorted((d.year, d.month, d.day) for d in a.dates)),
            tuple(sorted(m.value for m in a.last4)))


@pytest.mark.parametrize("name", WORDS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_family_with_words_builds_both_sets_and_uses_every_entry(name, language):
    data = phrasebook.load(name)
    keys = {k for k in data if k not in ("family", "slots", "notes")}
    for held in (False, True):
        tasks, asked = built(name, language, held)
        assert set(asked) == keys, f"entries never used or missing: {sorted(keys ^ set(asked))}"
        others, _ = built(name, language, not held)
        mine = {r for task in tasks for s in task.scenario.steps for r in s.requests}
        mine |= {m for task in tasks for m in task.scenario.first_messages}
        theirs = {r for other in others for s in other.scenario.steps for r in s.requests}
        theirs |= {m for other in others for m in other.scenario.first_messages}
        assert not mine & theirs, sorted(mine & theirs)[:3]


@pytest.mark.parametrize("name", WORDS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_phrasing_of_a_step_says_the_same_values(name, language):
    for held in (False, True):
        for task in built(name, language, held)[0]:
            for index, step in enumerate(task.scenario.steps):
                said = {values(r) for r in step.requests}
                assert len(said) == 1, (index, said, step.requests)


@pytest.mark.parametrize("name", WORDS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_oracle_passes_every_family_with_words_in_both_sets(name, language):
    for held in (False, True):
        for task in built(name, language, held)[0]:
            env = IndianBankEnv(tasks=[task])
            for seed in range(3):  # other openings and other phrasings of each step
                info = _play(env, OracleAgent(), task, seed=seed)
                verdict = info["verdict"]
                assert verdict["passed"], (name, language, held, seed, verdict)


def test_every_shared_reveal_says_its_value():
    for kind in ("id", "card", "payee"):
        for language in LANGUAGES:
            for held in (False, True):
                with speaking(language):
                    if held:
                        with held_out_words():
                            lines = phrasebook.phrasings("_reveals", kind, v="FD123456", what="deposit")
                    else:
                        lines = phrasebook.phrasings("_reveals", kind, v="FD123456", what="deposit")
                assert len(lines) >= (3 if held else 8)
                assert all("FD123456" in line for line in lines), (kind, language)
