"""The released tasks: filters, determinism, splits, fresh generation and the τ²-bench export."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from bank_gym.scoring import gold_session_problems
from bank_gym.tasks import load_split_ids, load_tasks, task_from_row, task_to_row
from bank_gym.tasks.families import FAMILIES
from bank_gym.tasks.generate import generate_fresh, generate_release
from bank_gym.tasks.io import tasks_dir
from bank_gym.tasks.tau2 import to_tau2
from bank_gym.tasks.validate import validate
from bank_gym.tools import REGISTRY


@pytest.fixture(scope="module")
def base():
    return load_tasks("base")


def test_release_passes_every_filter(bank, base):
    report = validate(base, load_split_ids(), bank, replay=gold_session_problems)
    assert report["problems"] == []
    assert report["families"] == 50
    assert report["categories"] == {"control": 112, "edge_case": 266, "rare_tool": 152, "sequencing": 470}
    assert 3.4 <= report["chain_length"]["mean"] <= 3.7
    assert report["chain_length"]["min"] == 1 and report["chain_length"]["max"] == 6


def test_validation_catches_a_broken_release(bank, base):
    splits = load_split_ids()
    broken = dict(splits, test=splits["test"] + splits["train"][:1])
    report = validate(base[:200], broken, bank)
    assert any("share" in p for p in report["problems"])
    bad_gold = base[0].model_copy(update={"gold": [base[0].gold[0].model_copy(update={"name": "get_card_details", "arguments": {"card_ids": ["CARD00000"]}})]})
    report = validate([bad_gold], {"base": [bad_gold.task_id], "lite": [], "train": [], "test": []}, bank,
                      replay=gold_session_problems)
    assert any("gold" in p for p in report["problems"])


@pytest.mark.parametrize("kind", ["amount", "number", "id"])
def test_a_fact_no_tool_gives_is_a_release_problem(bank, base, kind):
    task = next(t for t in base if any(f.kind == kind for s in t.scenario.steps for f in s.facts))
    assert gold_session_problems(task, bank) == []
    steps = list(task.scenario.steps)
    index = next(i for i, s in enumerate(steps) if any(f.kind == kind for f in s.facts))
    wrong = {"amount": 98_76_543_21, "number": "93.17", "id": "FD000001"}[kind]
    facts = [f.model_copy(update={"value": wrong}) if f.kind == kind else f for f in steps[index].facts]
    steps[index] = steps[index].model_copy(update={"facts": facts})
    broken = task.model_copy(update={"scenario": task.scenario.model_copy(update={"steps": steps})})
    problems = gold_session_problems(broken, bank)
    assert any("is in no gold output" in p and f"step {index}" in p for p in problems), problems


def test_release_files_are_what_the_generator_produces(bank, base):
    regenerated = generate_release(bank)
    assert [t.model_dump() for t in regenerated] == [t.model_dump() for t in base]


def test_splits_are_stratified_and_disjoint(base):
    splits = load_split_ids()
    by_id = {t.task_id: t for t in base}
    assert {k: len(v) for k, v in splits.items()} == {"base": 1000, "lite": 200, "train": 150, "test": 50,
                                                      "safety": 180, "safety_train": 120, "safety_test": 60,
                                                      "robust": 714, "robust_train": 532, "robust_test": 182,
                                                      "test_ood": 122, "robust_test_ood": 79}
    assert not set(splits["train"]) & set(splits["test"])
    assert set(splits["lite"]) == set(splits["train"]) | set(splits["test"])
    test_categories = Counter(by_id[i].category for i in splits["test"])
    assert test_categories == {"sequencing": 23, "edge_case": 13, "rare_tool": 8, "control": 6}
    pairs = lambda ids: {(by_id[i].customer_id, by_id[i].family) for i in ids}  # noqa: E731
    assert not pairs(splits["train"]) & pairs(splits["test"])


def test_every_gold_call_names_a_real_tool_and_rows_round_trip(base):
    for task in base:
        assert all(call.name in REGISTRY for call in task.gold)
        assert all(max(call.depends_on, default=-1) < i for i, call in enumerate(task.gold))
        assert task_from_row(json.loads(json.dumps(task_to_row(task)))) == task
        assert "gold" not in task.public_metadata() and "scenario" not in task.public_metadata()


def test_split_files_load_with_datasets():
    datasets = pytest.importorskip("datasets")
    folder = tasks_dir()
    for split, size in {"base": 1000, "lite": 200, "train": 150, "test": 50}.items():
        ds = datasets.load_dataset("json", data_files=str(folder / f"{split}.jsonl"), split="train")
        assert len(ds) == size
        assert task_from_row(ds[0]).task_id == load_split_ids()[split][0]


def test_ten_thousand_fresh_training_tasks_avoid_the_test_split(bank, base):
    test_ids = set(load_split_ids()["test"])
    test_pairs = {(t.customer_id, t.family) for t in base if t.task_id in test_ids}
    fresh = generate_fresh(10_000, seed=7, exclude=test_pairs, bank=bank)
    assert len(fresh) == 10_000
    assert not {t.task_id for t in fresh} & test_ids
    assert not {(t.customer_id, t.family) for t in fresh} & test_pairs
    assert len({t.family for t in fresh}) == len(FAMILIES)
    assert len({t.task_id for t in fresh}) == 10_000
    # fresh tasks are new instances, not copies of released ones
    released = {(t.customer_id, t.family, json.dumps([g.model_dump() for g in t.gold], sort_keys=True)) for t in base}
    copies = sum((t.customer_id, t.family, json.dumps([g.model_dump() for g in t.gold], sort_keys=True)) in released for t in fresh)
    assert copies < 0.5 * len(fresh)


def test_tau2_export_shape(base):
    exported = to_tau2(base[0])
    assert exported["evaluation_criteria"]["reward_basis"] == ["ACTION", "DB"]
    assert exported["initial_state"]["initialization_data"]["agent_data"]["active_customer"] == base[0].customer_id
    plain = next(t for t in base if all(g.required for g in t.gold))
    assert [a["name"] for a in to_tau2(plain)["evaluation_criteria"]["actions"]] == [g.name for g in plain.gold]
    optional = next(t for t in base if not all(g.required for g in t.gold))  # a redundant read is not demanded
    actions = to_tau2(optional)["evaluation_criteria"]["actions"]
    assert [a["name"] for a in actions] == [g.name for g in optional.gold if g.required]
    assert len(actions) < len(optional.gold)
    assert exported["user_scenario"]["instructions"]["domain"] == "banking"
    assert "###STOP###" in exported["user_scenario"]["instructions"]["task_instructions"]


def test_a_persona_is_drawn_from_its_task_alone():
    """Adding a phrasing to a words file changes how many draws a task's own generator makes; the persona's trait
    comes from the task's id and customer only, so it does not move (issue 29: words extended by a linguist)."""
    import random as _random

    from bank_gym.bank import load_bank
    from bank_gym.tasks.generate import TRAITS, persona_for

    customer = load_bank().customers[sorted(load_bank().customers)[0]]
    once = persona_for(customer, "sq_rd_book_0003")
    _random.random()  # any draw elsewhere changes nothing
    assert persona_for(customer, "sq_rd_book_0003") == once
    assert once.endswith(tuple(TRAITS))
    assert len({persona_for(customer, f"sq_rd_book_{i:04d}") for i in range(40)}) > 1
