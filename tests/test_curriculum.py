"""The pass-rate curriculum (bank_gym.integrations.curriculum) and the zero-variance guard
(bank_gym.integrations.grpo_watch) with fake rollouts and fake trainer logs."""

from __future__ import annotations

import random
from collections import Counter
from types import SimpleNamespace

import pytest

from bank_gym.integrations.curriculum import CurriculumCallback, CurriculumSampler, FamilyCurriculum, curriculum_reward
from bank_gym.integrations.grpo_watch import ZeroVarianceGuard

FAMILIES = ["always_fails", "learnable", "always_passes"]
ROWS = [f for f in FAMILIES for _ in range(4)]  # 12 rows, 4 per family


def feed(curriculum, family, outcomes):
    for value in outcomes:
        curriculum.record(family, value)



def test_initial_draw_is_uniform():
    curriculum = FamilyCurriculum(FAMILIES, seed=0)
    assert curriculum.probabilities() == pytest.approx(dict.fromkeys(FAMILIES, 1 / 3))
    sampler = CurriculumSampler(curriculum, ROWS, seed=0)
    counts = Counter(ROWS[sampler.draw()] for _ in range(3000))
    assert all(900 < counts[f] < 1100 for f in FAMILIES), counts
    # each family's rows are used in a shuffled cycle: 12 draws of one family cover its 4 rows 3 times each
    fresh = CurriculumSampler(curriculum, ROWS, seed=0)
    assert Counter(fresh.next_row("learnable") for _ in range(12)) == {i: 3 for i in range(4, 8)}


def test_reweighting_after_observed_rollouts_every_k_steps():
    curriculum = FamilyCurriculum(FAMILIES, update_every=2, explore=0.1, min_rollouts=4, seed=0)
    feed(curriculum, "always_fails", [0.0] * 8)
    feed(curriculum, "learnable", [1.0, 0.0, 0.0, 1.0, 0.0, 1.0, 0.0, 0.0])
    feed(curriculum, "always_passes", [1.0] * 8)
    assert curriculum.end_step() is False  # step 1 of 2: nothing re-estimated yet, still uniform
    assert curriculum.probabilities() == pytest.approx(dict.fromkeys(FAMILIES, 1 / 3))
    assert curriculum.end_step() is True
    assert curriculum.rates == {"always_fails": 0.0, "learnable": 3 / 8, "always_passes": 1.0}
    probs = curriculum.probabilities()
    assert probs["learnable"] == pytest.approx(0.1 / 3 + 0.9)
    assert probs["always_fails"] == probs["always_passes"] == pytest.approx(0.1 / 3)
    sampler = CurriculumSampler(curriculum, ROWS, seed=1)
    counts = Counter(ROWS[sampler.draw()] for _ in range(3000))
    assert counts["learnable"] > 0.85 * 3000
    metrics = curriculum.metrics()
    assert metrics["curriculum/pass_rate/learnable"] == 3 / 8 and metrics["curriculum/families_in_band"] == 1 / 3


def test_families_at_zero_or_one_are_down_weighted_but_not_starved():
    curriculum = FamilyCurriculum(FAMILIES, explore=0.1, window=8, seed=0)
    feed(curriculum, "always_fails", [0.0] * 8)
    feed(curriculum, "learnable", [0.5] * 8)
    feed(curriculum, "always_passes", [1.0] * 8)
    curriculum.update()
    sampler = CurriculumSampler(curriculum, ROWS, seed=3)
    counts = Counter(ROWS[sampler.draw()] for _ in range(3000))
    assert 40 < counts["always_fails"] < 200 and 40 < counts["always_passes"] < 200  # ~ 0.1/3 each: still drawn
    # the model gets better at the failed family: its new rollouts bring it back into the band (window of 8)
    feed(curriculum, "always_fails", [1.0, 0.0, 1.0, 0.0])
    curriculum.update()
    assert curriculum.rates["always_fails"] == 0.25 and curriculum.in_band("always_fails")
    # when no family is in the band, the draw is uniform again
    everything_fails = FamilyCurriculum(FAMILIES, seed=0)
    for family in FAMILIES:
        feed(everything_fails, family, [0.0] * 4)
    everything_fails.update()
    assert everything_fails.probabilities() == pytest.approx(dict.fromkeys(FAMILIES, 1 / 3))


def test_sampler_is_deterministic_for_a_seed_and_has_grpos_shape():
    def run(seed):
        curriculum = FamilyCurriculum(FAMILIES, seed=seed)
        sampler = CurriculumSampler(curriculum, ROWS, mini_repeat_count=2, batch_size=3, repeat_count=2)
        indices = []
        rng = random.Random(99)  # the same fake rollouts in both runs
        for step, index in enumerate(sampler):
            indices.append(index)
            curriculum.record(ROWS[index], float(ROWS[index] == "always_passes" or rng.random() < 0.3))
            if step % 6 == 5:
                curriculum.end_step()
        return indices

    first = run(7)
    assert first == run(7) and first != run(8)
    assert len(first) == len(CurriculumSampler(FamilyCurriculum(FAMILIES), ROWS, 2, 3, 2)) == 4 * 3 * 2 * 2
    # each prompt twice in a row (a group), each batch of 3 prompts repeated twice
    groups = [first[i:i + 2] for i in range(0, len(first), 2)]
    assert all(a == b for a, b in groups)
    block = first[:12]
    assert block[:6] == block[6:]
    with pytest.raises(ValueError, match="does not know"):
        CurriculumSampler(FamilyCurriculum(["learnable"]), ROWS)
    with pytest.raises(ValueError, match="no dataset row"):
        CurriculumSampler(FamilyCurriculum(FAMILIES + ["unused"]), ROWS)


def test_the_reward_function_feeds_the_curriculum_and_the_callback_steps_it():
    curriculum = FamilyCurriculum(["hp_balance", "hp_card_freeze"], update_every=1, min_rollouts=2)
    family_of = {"a": "hp_balance", "b": "hp_card_freeze"}

    class Env:  # what the reward function reads of a BankToolEnv
        def __init__(self, passed):
            self.verdict = {"passed": passed}
            self.closed = False

        def get_reward(self):
            self.closed = True
            return float(self.verdict["passed"])

    reward = curriculum_reward(curriculum, family_of)
    envs = [Env(True), Env(False), Env(False), Env(False)]
    assert reward.__name__ == "curriculum_passed"
    assert reward([None] * 4, [None] * 4, environments=envs, task_id=["a", "a", "b", "b"]) == [1.0, 0.0, 0.0, 0.0]
    assert all(e.closed for e in envs)
    callback = CurriculumCallback(curriculum)
    callback.on_step_end(None, None, None)
    assert curriculum.rates == {"hp_balance": 0.5, "hp_card_freeze": 0.0}
    logs = {"loss": 0.0}
    callback.on_log(None, None, None, logs=logs)
    assert logs["curriculum/pass_rate/hp_balance"] == 0.5 and "curriculum/prob/hp_card_freeze" in logs


def fake_log(guard, step, frac, reward=0.0):
    control = SimpleNamespace(should_training_stop=False)
    guard.on_log(None, SimpleNamespace(global_step=step), control,
                 logs={"loss": 0.0, "reward": reward, "frac_reward_zero_std": frac})
    return control


def test_zero_variance_guard_logs_every_step_and_stops_after_n_flat_steps(caplog):
    guard = ZeroVarianceGuard(stop_after=3, warn_after=2)
    with caplog.at_level("INFO", logger="bank_gym.train.grpo"):
        assert not fake_log(guard, 1, 1.0).should_training_stop
        assert not fake_log(guard, 2, 0.5, reward=0.25).should_training_stop  # a group had variance: streak resets
        assert not fake_log(guard, 3, 1.0).should_training_stop
        assert not fake_log(guard, 4, 1.0).should_training_stop
        assert "GRPO step 2: mean reward 0.2500, zero-variance groups 50%" in caplog.text
        assert "2 logged steps in a row" in caplog.text  # warned once after warn_after
        control = fake_log(guard, 5, 1.0)
    assert control.should_training_stop and guard.stopped_at == 5
    assert "GRPO stopped at step 5" in guard.message and "--stop_after_zero_variance 3" in guard.message
    assert "GRPO stopped at step 5" in caplog.text
    assert [h["streak"] for h in guard.history] == [1, 0, 1, 2, 3]
    summary = guard.summary()
    assert summary["logged_steps"] == 5 and summary["steps_without_variance"] == 4 and summary["stopped_at"] == 5
    assert summary["mean_frac_reward_zero_std"] == pytest.approx(0.9)
    # logs without GRPO's metric (e.g. the final train summary) are ignored; without stop_after it never stops
    never = ZeroVarianceGuard()
    control = SimpleNamespace(should_training_stop=False)
    never.on_log(None, SimpleNamespace(global_step=1), control, logs={"train_runtime": 1.0})
    assert never.history == [] and all(not fake_log(never, s, 1.0).should_training_stop for s in range(50))
    with pytest.raises(ValueError):
        ZeroVarianceGuard(stop_after=0)
