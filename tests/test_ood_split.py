"""The generalization split (``test_ood``): held-out families and held-out phrasings no training side ever sees
(``tasks.generate.generate_ood``, ``tasks.validate.validate_ood``, ``bank-gym tasks generate``, the training
scripts' guard)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from bank_gym.tasks import load_tasks
from bank_gym.tasks.families import FAMILIES, HELD_OUT_FAMILIES, Family
from bank_gym.tasks.generate import OOD_PREFIX, generate_fresh, generate_ood, localize
from bank_gym.tasks.io import load_split_ids
from bank_gym.tasks.phrasebook import families_with_words
from bank_gym.tasks.validate import validate_ood

OOD = load_tasks("test_ood")
RELEASED = load_tasks("base") + load_tasks("safety")


def said(tasks) -> set[str]:
    return {u for t in tasks for u in (*t.scenario.first_messages, *(r for s in t.scenario.steps for r in s.requests))}


def test_the_split_regenerates_and_validates():
    fresh = generate_ood(released=RELEASED)
    assert [t.model_dump() for t in fresh] == [t.model_dump() for t in OOD]
    report = validate_ood(OOD, load_split_ids(), RELEASED)
    assert report["valid"], report["problems"][:5]
    assert {t.family for t in OOD} >= set(HELD_OUT_FAMILIES)
    # every release family speaks its held-out phrasings there (the safety set keeps its own splits)
    assert {t.family for t in OOD} - set(HELD_OUT_FAMILIES) == set(families_with_words()) & set(FAMILIES) == set(FAMILIES)


def test_validation_names_each_kind_of_leak():
    task = next(t for t in OOD if t.family not in HELD_OUT_FAMILIES)  # a release family's, in held-out words
    released = next(t for t in RELEASED if t.family == task.family)
    twin = task.model_copy(update={"customer_id": released.customer_id})
    leaked = task.model_copy(update={"scenario": task.scenario.model_copy(
        update={"first_messages": [released.scenario.first_messages[0]]})})
    renamed = task.model_copy(update={"task_id": "x_" + task.task_id})
    for broken, why in ((twin, "pair is a released task's"), (leaked, "released utterance"),
                        (renamed, "starts with 'ood_'")):
        report = validate_ood([broken], {"test_ood": [broken.task_id]}, RELEASED)
        assert any(why in p for p in report["problems"]), (why, report["problems"])


def test_no_test_ood_words_in_the_release_or_in_fresh_training_tasks():
    fresh = generate_fresh(150, seed=5)
    assert not said(OOD) & said(RELEASED)
    assert not said(OOD) & said(fresh)
    assert all(t.task_id.startswith(OOD_PREFIX) for t in OOD)
    assert not {(t.customer_id, t.family) for t in OOD} & {(t.customer_id, t.family) for t in RELEASED}


def test_fresh_generation_refuses_a_held_out_family(monkeypatch):
    def build(b):  # never run: the refusal comes first
        raise AssertionError

    monkeypatch.setitem(HELD_OUT_FAMILIES, "ood_probe_family", Family("ood_probe_family", "control", "accounts", build))
    with pytest.raises(ValueError, match="held-out family"):
        generate_fresh(3, seed=1, families=["ood_probe_family"])


def test_a_test_ood_task_in_hindi_still_says_held_out_words():
    task = OOD[0]
    hindi = localize(task, "hi")
    assert hindi.gold == task.gold and hindi.language == "hi"
    released_hi = said([localize(t, "hi") for t in RELEASED if t.family == task.family][:5])
    assert not said([hindi]) & released_hi


def test_the_training_guard_refuses_test_ood_tasks_and_held_out_families(monkeypatch):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "train_scripts"))
    import common

    with pytest.raises(common.TestLeakError):
        common.assert_training_only([OOD[0]])
    assert (OOD[0].customer_id, OOD[0].family) in common.released_pairs()
    monkeypatch.setitem(HELD_OUT_FAMILIES, OOD[0].family + "_x", None)
    other = OOD[0].model_copy(update={"task_id": "gen1_x", "family": OOD[0].family + "_x"})
    with pytest.raises(common.TestLeakError, match="held-out family"):
        common.assert_training_only([other])
