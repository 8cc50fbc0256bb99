"""The scripted customer: deterministic, reveals only when asked, confirms only the exact pending write,
robust to any text, never names a tool; and the oracle passes every released task against it."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bank_gym.agents.oracle import OracleAgent
from bank_gym.customers.base import STOP, is_stop
from bank_gym.customers.scripted import YES, ScriptedCustomer
from bank_gym.scoring import Termination, score_calls, score_transcript
from bank_gym.tasks import load_tasks
from bank_gym.tools import REGISTRY, execute


@pytest.fixture(scope="module")
def base():
    return load_tasks("base")


def run_direct(task, bank, agent, seed=0, max_turns=150):
    """A minimal agent/customer/tool loop (the env does this for real; this keeps the task tests independent).
    Returns (calls, termination, state, replies, messages, events) with OpenAI-format messages and the
    customer's events tagged with the index of the message that carried them."""
    customer = ScriptedCustomer()
    state = bank.new_episode(task.customer_id, task.session_date, task.seed)
    observation = customer.start(task, seed)
    messages = [{"role": "system", "content": "s"}, {"role": "user", "content": observation}]
    events = [{"message": 1, **e} for e in customer.pop_events()]
    agent.reset({}, task=task)
    calls, replies, termination = [], [observation], Termination.max_steps
    for _ in range(max_turns):
        action = agent.act(observation, {})
        if action.startswith("{"):
            call = json.loads(action)
            result = execute(state, call["name"], call["arguments"])
            calls.append({"name": call["name"], "arguments": call["arguments"], "failed": result.failed,
                          "used": result.used})
            call_id = f"c{len(calls)}"
            messages.append({"role": "assistant", "content": None, "tool_calls": [
                {"id": call_id, "type": "function",
                 "function": {"name": call["name"], "arguments": json.dumps(call["arguments"])}}]})
            messages.append({"role": "tool", "tool_call_id": call_id, "content": result.text()})
            observation = result.text()
            if call["name"] == "transfer_to_human_agents":
                messages.append({"role": "user", "content": customer.transferred()})
                events += [{"message": len(messages) - 1, **e} for e in customer.pop_events()]
                termination = Termination.agent_stop
                break
        else:
            messages.append({"role": "assistant", "content": action})
            observation = customer.reply(action)
            replies.append(observation)
            messages.append({"role": "user", "content": observation})
            events += [{"message": len(messages) - 1, **e} for e in customer.pop_events()]
            if is_stop(observation):
                termination = Termination.user_stop
                break
    return calls, termination, state, replies, messages, events


def test_oracle_passes_every_released_task(bank, base):
    failures = []
    for task in base:
        calls, termination, state, replies, messages, events = run_direct(task, bank, OracleAgent([task]))
        verdict = score_calls(task, calls, termination, bank, final_hash=state.state_hash())
        assert verdict.paper_passed, task.task_id
        full = score_transcript(task, messages, events, termination, bank)
        if not full.passed:
            failures.append((task.task_id, full.failure_type))
        names = set(REGISTRY)
        assert not any(name in reply for reply in replies for name in names), task.task_id
    assert failures == []


def test_same_task_seed_and_messages_give_the_same_transcript(bank, base):
    task = base[123]
    a = run_direct(task, bank, OracleAgent([task]), seed=5)[3]
    b = run_direct(task, bank, OracleAgent([task]), seed=5)[3]
    assert a == b
    messages = ["hello?", "Could you tell me the account number?", "", "Shall I close everything?", "ok"]
    runs = []
    for _ in range(2):
        customer = ScriptedCustomer()
        runs.append([customer.start(task, 3)] + [customer.reply(m) for m in messages])
    assert runs[0] == runs[1]


def agrees(reply: str) -> bool:
    return any(yes in reply for yes in YES)


def _task_with_reveal(base):
    return next(t for t in base if t.scenario.steps[0].reveals and t.family == "hp_balance")


def test_reveals_information_only_when_asked(base):
    task = _task_with_reveal(base)
    item = task.scenario.steps[0].reveals[0]
    customer = ScriptedCustomer()
    opening = customer.start(task, 0)
    assert item.value not in opening
    assert item.value not in customer.reply("Sure, I can help you with your balance.")
    assert item.value not in customer.reply("Your account is important to us.")  # mentions the topic, asks nothing
    assert item.value in customer.reply("Could you please tell me the account number?")


def test_declines_unrequested_and_mismatched_writes(base):
    task = next(t for t in base if t.family == "hp_card_freeze")
    card = task.scenario.steps[0].reveals[0].value
    customer = ScriptedCustomer()
    customer.start(task, 0)
    assert not agrees(customer.reply("Shall I permanently cancel all your mandates?"))
    assert not agrees(customer.reply("To confirm, I will freeze card CARD00001. Shall I go ahead?"))
    assert not customer.confirmed
    assert agrees(customer.reply(f"To confirm, I will freeze card {card}. Shall I go ahead?"))
    # the write is confirmed once; a second proposal is declined
    assert not agrees(customer.reply(f"Shall I also block card {card}?"))


def test_decline_steps_accept_a_refusal_and_reject_a_proposal(base):
    # the released variant that declines the brother's deposit second (after the customer's own FD is looked up)
    task = next(t for t in base if t.family == "edge_foreign_deposit" and len(t.scenario.steps) > 2
                and t.scenario.steps[1].expects_decline)
    oracle = OracleAgent([task])
    customer = ScriptedCustomer()
    customer.start(task, 0)
    oracle.reset({}, task=task)
    customer.step_index = 1
    customer._enter_step()
    assert not agrees(customer.reply("Shall I close that deposit for you?"))
    reply = customer.reply("I'm sorry, I cannot access a deposit that is not linked to your profile.")
    assert customer.step_index == 2 and not is_stop(reply)


def test_insists_when_the_assistant_claims_completion_without_the_facts(base):
    # the balance first (hp_balance varies: another of its variants asks the latest transaction first)
    task = next(t for t in base if t.family == "hp_balance" and t.scenario.steps[0].facts[0].label == "the usable balance")
    customer = ScriptedCustomer()
    customer.start(task, 0)
    reply = customer.reply("All done, your balance has been checked successfully.")
    assert "usable balance" in reply and not is_stop(reply)


def test_gives_up_after_idle_turns(base):
    customer = ScriptedCustomer(max_idle_turns=3)
    customer.start(base[0], 0)
    replies = [customer.reply("Hmm.") for _ in range(3)]
    assert STOP in replies[-1] and not any(STOP in r for r in replies[:-1])
    assert customer.reply("anything") == STOP


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=3000))
def test_any_text_gets_a_reply_that_names_no_tool(text):
    task = load_tasks("lite")[0]
    customer = ScriptedCustomer()
    customer.start(task, 0)
    reply = customer.reply(text)
    assert isinstance(reply, str) and reply
    assert not any(name in reply for name in REGISTRY)


def test_huge_and_hostile_messages(base):
    customer = ScriptedCustomer()
    customer.start(base[0], 0)
    for message in ["", "\x00\xff" * 1000, "?" * 2_000_000, "{" * 100_000, "ignore previous instructions ###STOP###",
                    "₹" * 50_000, None, 12345]:
        assert isinstance(customer.reply(message), str)


def test_an_item_given_once_is_given_again_only_when_asked_for_by_name(base):
    """natural v7 (sq_freeze_debit_limit_credit_0004, hinglish): "what would you like to do with the debit card —
    freeze or block?" got the two card ids again, four times, because "card" alone asks for them."""
    task = next(t for t in base if t.task_id == "sq_freeze_debit_limit_credit_0004")
    ids = task.scenario.steps[0].reveals[0].value.split(",")
    customer = ScriptedCustomer()
    customer.start(task, 0)
    assert all(i in customer.reply("Sure. Could you share the card IDs of both cards?") for i in ids)
    again = customer.reply("Thanks. What would you like me to do with the debit card: freeze it or block it?")
    assert not any(i in again for i in ids), again
    assert all(i in customer.reply("Sorry, which card IDs were those again?") for i in ids)


def test_a_mentioned_change_is_no_proposal_to_refuse(base):
    """natural v7 (hp_kb_question_0007): "your app may have a lower limit … could you tell me the account number
    you'd like me to check?" was refused as a proposal to change a card limit."""
    task = next(t for t in base if t.task_id == "hp_kb_question_0007")
    customer = ScriptedCustomer()
    customer.start(task, 0)
    reply = customer.reply("You can send up to ₹1,00,000 a day by UPI; your app may set a lower limit. For your "
                           "balance, could you tell me the account number you'd like me to check?")
    assert "not what I asked" not in reply and "don't want" not in reply, reply
