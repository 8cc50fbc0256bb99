"""The six held-out servicing families (card disputes, card EMIs, ATM cash not dispensed, bank charges, transfer
status, a transfer to a wrong account): held out of every release and training split, each a real procedure whose
gold chain replays cleanly and is minimal, with variants, passed by the oracle and failed by every trivial agent."""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

import pytest

from bank_gym.agents import begin_episode, make_agent
from bank_gym.agents.oracle import OracleAgent
from bank_gym.bank import load_bank
from bank_gym.env import IndianBankEnv
from bank_gym.scoring.release import gold_session_problems
from bank_gym.tasks.chain import chain_problems
from bank_gym.tasks.families import FAMILIES, HELD_OUT_FAMILIES, SAFETY_FAMILIES
from bank_gym.tasks.generate import build_task, generate_fresh
from bank_gym.tasks.lang import speaking
from bank_gym.tools import READ_TOOLS, WRITE_TOOLS

SERVICING = ("sq_card_billing_dispute", "sq_card_emi_conversion", "sq_atm_cash_not_dispensed", "edge_bank_charge_dispute",
             "tl_transfer_status", "edge_wrong_account_transfer")
NEW_TOOLS = {"get_card_statement", "raise_card_dispute", "get_card_emi_options", "convert_to_emi", "trace_transaction",
             "raise_payment_dispute", "get_account_charges", "reverse_charge", "dispute_charge"}
BASELINES = ("trivial:reply_only", "trivial:claim_done", "trivial:lookup_only", "trivial:write_everything")


@cache
def tasks_of(name: str, language: str = "en", count: int = 12) -> tuple:
    """Up to ``count`` tasks of family ``name``, one per customer, in customer order."""
    bank = load_bank()
    out = []
    for index, customer in enumerate(bank.customers):
        with speaking(language):
            task = build_task(bank, HELD_OUT_FAMILIES[name], customer, random.Random(f"test:{index}"), f"ood_{name}_{index}")
        if task is not None:
            out.append(task)
        if len(out) == count:
            break
    return tuple(out)


def play(agent_spec: str, task) -> dict:
    env = IndianBankEnv(tasks=[task])
    agent = OracleAgent() if agent_spec == "oracle" else make_agent(agent_spec)
    obs, info = env.reset(seed=0, options={"task": task})
    begin_episode(agent, info, env)
    for _ in range(300):
        obs, _reward, terminated, truncated, info = env.step(agent.act(obs, info))
        if terminated or truncated:
            return info
    raise AssertionError(f"{task.task_id}: the session did not end")


def test_the_families_are_held_out_of_every_release_and_training_split():
    assert set(SERVICING) <= set(HELD_OUT_FAMILIES)
    assert not set(SERVICING) & (set(FAMILIES) | set(SAFETY_FAMILIES))
    fresh = generate_fresh(40, seed=5)
    assert not {t.family for t in fresh} & set(SERVICING)
    assert not {g.name for t in fresh for g in t.gold} & NEW_TOOLS


@pytest.mark.parametrize("name", SERVICING)
def test_every_gold_chain_replays_cleanly_and_is_minimal(name):
    bank = load_bank()
    tasks = tasks_of(name)
    assert len(tasks) == 12, "the first customers host too few tasks"
    for task in tasks:
        assert 3 <= len(task.gold) <= 6 and len(task.scenario.steps) >= 2
        assert gold_session_problems(task, bank) == [] and chain_problems(task, bank) == []
        names = [g.name for g in task.gold]
        assert names[0] in READ_TOOLS and set(names) & NEW_TOOLS, names  # reads first, the new tools used
        for step in task.scenario.steps:
            write = step.confirm
            if write is not None:  # every write is proposed naming its target record, and confirmed
                assert task.gold[write.call].name in WRITE_TOOLS and write.must_mention
            assert step.facts or step.expects_decline


@pytest.mark.parametrize("name", SERVICING)
def test_each_family_varies(name):
    """More than one way through: another record, another check result, one write or two."""
    tasks = tasks_of(name, count=12)
    shapes = Counter(tuple(g.name for g in t.gold) for t in tasks)
    steps = Counter(tuple(bool(s.expects_decline) for s in t.scenario.steps) + (len(t.scenario.steps),) for t in tasks)
    records = {str(t.gold[1].arguments) for t in tasks}
    assert len(records) == len(tasks)  # a different record each time
    assert len(shapes) > 1 or len(steps) > 1, (shapes, steps)


@pytest.mark.parametrize("name", SERVICING)
@pytest.mark.parametrize("language", ["en", "hi"])
def test_the_oracle_passes_and_the_trivial_agents_fail(name, language):
    for task in tasks_of(name, language, count=3):
        info = play("oracle", task)
        assert info["verdict"]["passed"], (task.task_id, info["verdict"]["failure_type"])
        for spec in BASELINES:
            info = play(spec, task)
            assert not info["verdict"]["passed"], (spec, task.task_id)
            assert info["termination"] in ("user_stop", "agent_stop"), (spec, info["termination"])


def test_the_policy_and_knowledge_base_state_the_rules_the_tools_apply():
    """The figures the servicing tools apply are the ones the policy and the knowledge base state (``rules``)."""
    from bank_gym.bank import rules
    from bank_gym.policy import KnowledgeBase, load_policy

    policy = " ".join(load_policy().split())
    kb = {d.stem: " ".join(s.text for s in d.sections) for d in KnowledgeBase.load().documents}
    for tool in sorted(NEW_TOOLS):
        assert f"`{tool}`" in policy, tool
    rates = sorted({v for v in rules.CARD_EMI_RATE_BPS.values()})
    for text in (policy, kb["card_controls_lost_cards"]):
        assert "₹2,500" in text and "30 days" in text and "₹199 to ₹1,499" in text and "18% GST" in text
        assert all(f"{r / 100:g}%" in text for r in rates)
    assert rules.CARD_DISPUTE_RESOLUTION_DAYS == 30 and rules.CARD_EMI_WINDOW_DAYS == 30
    assert rules.FAILED_TXN_TAT_DAYS["ATM"] == 5 and rules.FAILED_TXN_COMPENSATION_PER_DAY == 100 * rules.RUPEE
    for text in (policy, kb["failed_transactions_tat"]):
        assert "T+5" in text and "₹100" in text
    assert "T+1" in kb["neft_rtgs_imps"] and "consent" in kb["neft_rtgs_imps"] and "consent" in policy
    assert rules.SERVICING_REQUEST_TAT_DAYS["wrong_account_recall"] == 15 and "15 days" in kb["neft_rtgs_imps"]
    assert (rules.MIN_BALANCE_CHARGE_BPS, rules.MIN_BALANCE_CHARGE_MIN, rules.MIN_BALANCE_CHARGE_MAX_DEFAULT) == (
        1000, 50 * rules.RUPEE, 500 * rules.RUPEE)
    assert (rules.SMS_ALERT_CHARGE_PER_SMS, rules.SMS_ALERT_QUARTERLY_CAP) == (25, 15 * rules.RUPEE)
    for text in (policy, kb["savings_current_accounts"]):
        assert "10% of the shortfall" in text and "₹50" in text and "₹500" in text and "₹1,000" in text
        assert "25 paise" in text and "₹15 a quarter" in text
