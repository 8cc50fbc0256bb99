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


# ---------------------------------------------------------------- robust_test_ood: the held-out families perturbed

ROBUST_OOD = load_tasks("robust_test_ood")


def test_robust_test_ood_regenerates_and_validates():
    from bank_gym.probe import robust_keep
    from bank_gym.tasks.robust import generate_robust_ood
    from bank_gym.tasks.validate import validate_robust_ood

    fresh = generate_robust_ood(OOD, keep=robust_keep())
    assert [t.model_dump() for t in fresh] == [t.model_dump() for t in ROBUST_OOD]
    report = validate_robust_ood(ROBUST_OOD, load_split_ids(), OOD)
    assert report["valid"], report["problems"][:5]
    assert {t.family for t in ROBUST_OOD} == set(HELD_OUT_FAMILIES)
    assert len(report["axes"]) >= 8 and all(t.task_id.startswith(OOD_PREFIX) for t in ROBUST_OOD)
    # one task per family and axis
    assert len({(t.family, t.perturbation.axis) for t in ROBUST_OOD}) == len(ROBUST_OOD)


def test_robust_test_ood_validation_names_each_problem():
    from bank_gym.tasks.robust import perturb
    from bank_gym.tasks.validate import validate_robust_ood

    task = ROBUST_OOD[0]
    tampered = task.model_copy(update={"gold": task.gold[1:]})
    release_family = next(t for t in OOD if t.family not in HELD_OUT_FAMILIES and t.gold[0].name != "transfer_to_human_agents")
    of_release_family = perturb(release_family, "transient_error", 11)
    unperturbed = OOD[0]
    for broken, why in ((tampered, "differs from"), (of_release_family, "is no held-out family"),
                        (unperturbed, "not a perturbed test_ood task")):
        report = validate_robust_ood([broken], {"robust_test_ood": [broken.task_id]}, OOD)
        assert any(why in p for p in report["problems"]), (why, report["problems"])
    report = validate_robust_ood(ROBUST_OOD, {"robust_test_ood": []}, OOD)
    assert any("does not list" in p for p in report["problems"])


@pytest.mark.parametrize("language", ["en", "hi", "hinglish"])
def test_the_oracle_passes_robust_test_ood_and_the_axis_ignoring_oracle_fails(language):
    from bank_gym.agents.oracle import OracleAgent
    from bank_gym.agents.probes.robust import IGNORING
    from bank_gym.env import IndianBankEnv
    from bank_gym.probe import _play

    ignoring = {cls.axis: cls for cls in IGNORING.values()}
    env = IndianBankEnv(split="robust_test_ood", language=language)
    failed, survived = [], []
    for task in ROBUST_OOD:
        local = localize(task, language)
        assert local.gold == task.gold and local.language == language
        if not (_play(env, OracleAgent(), local).get("verdict") or {}).get("passed"):
            failed.append(task.task_id)
        if (_play(env, ignoring[task.perturbation.axis](), local).get("verdict") or {}).get("passed"):
            survived.append(task.task_id)
    assert not failed and not survived, (failed, survived)


def test_the_training_guard_and_fresh_generation_keep_off_robust_test_ood():
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "train_scripts"))
    import common

    assert {t.task_id for t in ROBUST_OOD} <= common._test_ids()
    with pytest.raises(common.TestLeakError, match="held-out family"):
        common.assert_training_only([ROBUST_OOD[0]])
    fresh = generate_fresh(150, seed=5)
    assert not {t.family for t in fresh} & set(HELD_OUT_FAMILIES)
