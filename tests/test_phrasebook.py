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


# Families whose procedure varies with the customer and the draw (issue 29): the least number of gold-chain shapes
# each builds over the first customers that host it. ``built`` reads on until it has met every variant's words.
VARIED = {
    "edge_blocked_card_unfreeze": 3,
    "edge_expired_card_controls": 3,
    "edge_misplaced_card_freeze": 4,
    "edge_insufficient_funds_fd": 3,
    "edge_wrong_emi_figure": 3,
    # sequencing/multi_product.py
    "sq_statement_after_history": 3,
    "sq_insurance_premium_help": 3,
    "sq_freeze_debit_limit_credit": 3,
    "sq_mandate_to_rd": 3,
    "sq_close_fd_open_rd": 3,
    # edge_case/accounts_and_limits.py and edge_case/cards_and_deposits.py (b65)
    "edge_atm_limit_too_high": 3,
    "edge_cancelled_mandate": 3,
    "edge_cleared_cheque": 3,
    "edge_foreign_deposit": 3,
    "edge_similar_fds": 3,
    # families/control.py
    "hp_balance": 4,
    "hp_fd_maturity_info": 4,
    "hp_card_freeze": 3,
    "hp_cheque_book": 3,
    "hp_complaint_then_human": 3,
    "hp_mandate_cancel": 3,
    # sequencing/disputes_and_requests.py and rare_tool.py (tl_duplicate_statement, tl_request_followup)
    "sq_address_then_chequebook": 3,
    "sq_balance_compare_fd": 3,
    "sq_failed_upi_dispute": 3,
    "sq_loan_foreclosure_request": 3,
    "sq_unauthorized_debit_block": 4,
    "tl_duplicate_statement": 3,
    "tl_request_followup": 3,
    # sequencing/cards_and_payments.py
    "sq_card_freeze_check": 4,
    "sq_card_block_replace": 3,
    "sq_card_enable_international": 4,
    "sq_card_atm_limit": 3,
    "sq_mandate_cancel": 3,
    "sq_cheque_stop": 3,
}


@cache
def built_all(name: str, language: str, held: bool, tries: int = 300) -> tuple[tuple, tuple[str, ...]]:
    """Tasks of family ``name`` from the first customers that host it: the first one, then each that asks for
    words or has a gold-chain shape none before it had, until the family's words file is all asked for and (for
    a family of ``VARIED``) it has its number of shapes; and the words keys the builds asked for."""
    from bank_gym.tasks import builder as builder_module
    from bank_gym.tasks.stats import chain_shape

    bank = load_bank()
    data = phrasebook.load(name)
    keys = {k for k in data if k not in ("family", "slots", "notes")}
    asked: list[str] = []
    real = builder_module.phrasings

    def recording(family, key, **slots):
        if family == name:  # not the shared reveals
            asked.append(key)
        return real(family, key, **slots)

    tasks, seen, shapes = [], set(), set()
    builder_module.phrasings = recording
    try:
        for customer in list(bank.customers)[:tries]:
            asked.clear()
            rng = random.Random(7) if not tasks else random.Random(f"7:{customer}")
            with speaking(language):
                if held:
                    with held_out_words():
                        task = build_task(bank, any_family(name), customer, rng, f"words_{name}")
                else:
                    task = build_task(bank, any_family(name), customer, rng, f"words_{name}")
            if task is None:
                continue
            if not tasks or not set(asked) <= seen or chain_shape(task) not in shapes:
                tasks.append(task)
            seen.update(asked)
            shapes.add(chain_shape(task))
            if seen >= keys and len(shapes) >= VARIED.get(name, 1):
                break
    finally:
        builder_module.phrasings = real
    if not tasks:
        raise AssertionError(f"no customer among the first {tries} hosts {name}")
    return tuple(tasks), tuple(sorted(seen))


def built(name: str, language: str, held: bool):
    """The first task of family ``name`` (the first customer that hosts it), and the words keys the builds of
    ``built_all`` asked for."""
    tasks, asked = built_all(name, language, held)
    return tasks[0], asked


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
        task, asked = built(name, language, held)
        assert set(asked) == keys, f"entries never used or missing: {sorted(keys ^ set(asked))}"
        other, _ = built(name, language, not held)
        mine = {r for s in task.scenario.steps for r in s.requests} | set(task.scenario.first_messages)
        theirs = {r for s in other.scenario.steps for r in s.requests} | set(other.scenario.first_messages)
        assert not mine & theirs, sorted(mine & theirs)[:3]


@pytest.mark.parametrize("name", WORDS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_phrasing_of_a_step_says_the_same_values(name, language):
    for held in (False, True):
        for task in built_all(name, language, held)[0]:
            for index, step in enumerate(task.scenario.steps):
                said = {values(r) for r in step.requests}
                assert len(said) == 1, (index, said, step.requests)


@pytest.mark.parametrize("name", WORDS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_oracle_passes_every_family_with_words_in_both_sets(name, language):
    for held in (False, True):
        for task in built_all(name, language, held)[0]:  # every variant the family builds
            env = IndianBankEnv(tasks=[task])
            for seed in range(3):  # other openings and other phrasings of each step
                info = _play(env, OracleAgent(), task, seed=seed)
                verdict = info["verdict"]
                assert verdict["passed"], (name, language, held, seed, task.customer_id, verdict)


@pytest.mark.parametrize("name", sorted(VARIED))
def test_a_varied_family_builds_its_chain_shapes(name):
    """Over a fixed set of customers (the first 300 of the release's bank) the family builds at least its number
    of gold-chain shapes: a model cannot pass it by replaying one script."""
    from bank_gym.tasks.stats import chain_shape

    bank = load_bank()
    shapes = set()
    for customer in list(bank.customers)[:300]:
        task = build_task(bank, any_family(name), customer, random.Random(f"7:{customer}"), f"shapes_{name}")
        if task is not None:
            shapes.add(chain_shape(task))
        if len(shapes) >= VARIED[name]:
            break
    assert len(shapes) >= VARIED[name], sorted(shapes)


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
