"""The paper's four trivial agents (§5.7) against the released base split, and the oracle as the upper bound.

Under the paper's two checks alone a read-only task is passed by making its reads, whether or not the answer
reaches the customer. The benchmark verdict also needs the facts told and the customer served, so even an agent
that asks for every id and reads everything it hears of scores 0 on the read-only tasks (``blind_reader``).
"""

from __future__ import annotations

from collections import Counter
from functools import cache

import pytest

from bank_gym.agents import begin_episode, make_agent
from bank_gym.env import IndianBankEnv
from bank_gym.tasks import load_tasks
from bank_gym.tools import READ_TOOLS

BASE = load_tasks("base")
READ_ONLY = {t.task_id for t in BASE if all(g.name in READ_TOOLS for g in t.gold)}


def play(env, agent, task) -> dict:
    """One session of ``agent`` on ``task`` (seed 0) to its end; the final info."""
    obs, info = env.reset(seed=0, options={"task_id": task.task_id})
    begin_episode(agent, info, env)
    for _ in range(300):
        obs, _reward, terminated, truncated, info = env.step(agent.act(obs, info))
        if terminated or truncated:
            return info
    raise AssertionError(f"{task.task_id}: the session did not end")


@cache
def run_base(spec: str) -> tuple[dict, Counter, Counter]:
    """(task_id -> passed, failure types, terminations) of one trial of ``spec`` on every base task."""
    env = IndianBankEnv(split="base")
    agent = make_agent(spec, BASE)
    passed: dict[str, bool] = {}
    failures: Counter = Counter()
    terminations: Counter = Counter()
    for task in BASE:
        info = play(env, agent, task)
        passed[task.task_id] = bool(info["passed"])
        failures[info["verdict"]["failure_type"]] += 1
        terminations[info["termination"]] += 1
    return passed, failures, terminations


@pytest.mark.parametrize("name", ["reply_only", "claim_done", "write_everything"])
def test_trivial_agent_scores_zero_on_base(name):
    passed, failures, terminations = run_base(f"trivial:{name}")
    assert len(passed) == len(BASE) == 1000
    assert sum(passed.values()) == 0, [t for t, p in passed.items() if p][:10]
    # they fail on the verdict's merits, not by crashing or running out of steps
    assert set(terminations) <= {"user_stop", "agent_stop"}
    if name == "write_everything":
        assert failures == Counter({"unrequested_write": len(BASE)})
    else:  # never serving: a refusal never said where one is right, else the customer left unserved
        declines = sum(any(s.expects_decline for s in t.scenario.steps) for t in BASE)
        assert declines > 100 and failures["no_refusal"] == declines
        if name == "claim_done":  # "I've done it" with nothing done: a false claim, caught before the step count
            assert failures["false_outcome"] + failures["stopped_short"] == len(BASE) - declines
            assert failures["false_outcome"] > 0
        else:
            assert failures == Counter({"no_refusal": declines, "stopped_short": len(BASE) - declines})


def test_lookup_only_never_writes_and_fails_every_task_that_needs_more_than_reads():
    passed, failures, terminations = run_base("trivial:lookup_only")
    assert set(terminations) <= {"user_stop", "agent_stop"}
    assert "unrequested_write" not in failures
    wrongly = [t for t, p in passed.items() if p and t not in READ_ONLY]
    assert not wrongly


def test_lookup_only_scores_zero_on_base():
    passed, _, _ = run_base("trivial:lookup_only")
    assert sum(passed.values()) == 0, Counter(t.family for t in BASE if passed[t.task_id])


def test_oracle_passes_every_base_task():
    passed, failures, _ = run_base("oracle")
    assert all(passed.values()) and failures == Counter({"passed": len(BASE)})


def test_baselines_only_use_what_agents_see():
    from bank_gym.agents.baselines import BASELINES

    env = IndianBankEnv(split="lite")
    obs, info = env.reset(seed=0)
    for name, cls in BASELINES.items():
        agent = cls()
        begin_episode(agent, info, env)
        assert agent.describe() == f"trivial:{name}"
        assert not hasattr(agent, "task")


def test_a_blind_reader_that_asks_for_ids_and_reads_everything_scores_zero_on_read_only_tasks():
    from bank_gym.agents.probes import BlindReaderAgent

    env = IndianBankEnv(split="base")
    read_only = [t for t in BASE if t.task_id in READ_ONLY]
    paper = 0
    for task in read_only:
        info = play(env, BlindReaderAgent(), task)
        assert not info["passed"], task.task_id
        paper += info["verdict"]["paper_passed"]
    assert paper > 0  # the paper's checks alone would pay it on some read-only tasks
