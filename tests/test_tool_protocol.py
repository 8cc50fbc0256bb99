"""The send-message protocol: an env transcript rendered as TRL's tool-loop conversation of the same session
(what SFT data is made of and what ``HFAgent`` shows a model trained there), checked string for string against
the adapter's own returns; turns without a tool call end the session as a GRPO rollout ends."""

from __future__ import annotations

import json

import pytest

from bank_gym.agents.oracle import OracleAgent
from bank_gym.agents.tool_protocol import (
    ENDED,
    PROTOCOL_FILE,
    USER_PROMPT,
    action_of,
    read_protocol,
    to_tool_protocol,
    write_protocol,
)
from bank_gym.customers import STOP
from bank_gym.integrations.trl_env import BankToolEnv
from bank_gym.tasks import load_tasks


def _tool_loop_conversation(env: BankToolEnv, task, tasks, seed: int) -> list[dict]:
    """The conversation TRL's loop builds when the oracle's actions go through the adapter's methods."""
    first = env.reset(task_id=task.task_id, seed=seed)
    conversation = [{"role": "system", "content": env.last_info["system_prompt"]},
                    {"role": "user", "content": USER_PROMPT + first}]
    oracle = OracleAgent(tasks)
    oracle.reset({}, task=task)
    last = first
    while not env.done:
        action = oracle.act(last, {})
        if action.startswith("{"):
            call = json.loads(action)
            name, arguments = call["name"], call["arguments"]
        else:
            name, arguments = "send_message", {"message": action}
        conversation.append({"role": "assistant", "content": "", "tool_calls": [
            {"type": "function", "function": {"name": name, "arguments": arguments}}]})
        last = getattr(env, name)(**arguments)
        conversation.append({"role": "tool", "name": name, "content": last})
    return conversation


def _direct_transcript(task, tasks, seed: int, split: str = "train") -> list[dict]:
    """The oracle's session on the env itself (as the SFT data's expert episodes are made)."""
    from bank_gym.env import IndianBankEnv

    env = IndianBankEnv(split=split)
    obs, info = env.reset(seed=seed, options={"task_id": task.task_id})
    oracle = OracleAgent(tasks)
    oracle.reset(info, task=task)
    while True:
        obs, _r, terminated, truncated, info = env.step(oracle.act(obs, info))
        if terminated or truncated:
            return env.messages


@pytest.mark.parametrize("category", ["sequencing", "edge_case", "rare_tool", "control"])
def test_the_protocol_is_the_adapters_conversation(category):
    """Expert sessions converted by ``to_tool_protocol`` equal the conversations TRL's loop builds from the
    adapter's returns, string for string (customer replies as send_message results, ENDED on the last step)."""
    tasks = load_tasks("train")
    families: dict[str, object] = {}
    for t in tasks:
        if t.category == category:
            families.setdefault(t.family, t)
    chosen = list(families.values())[:6]
    assert len(chosen) >= 3, category
    env = BankToolEnv()
    for task in chosen:
        for seed in (0, 1):
            expected = _tool_loop_conversation(env, task, tasks, seed)
            assert to_tool_protocol(_direct_transcript(task, tasks, seed), ended=True) == expected, task.task_id
            assert expected[-1]["content"].endswith(ENDED)


def test_a_transfer_step_joins_the_customers_words_to_the_tool_result():
    tasks = load_tasks("base")
    transfers = [t for t in tasks if any(g.name == "transfer_to_human_agents" for g in t.gold)][:2]
    assert transfers
    env = BankToolEnv.configured(split="base")()
    for task in transfers:
        expected = _tool_loop_conversation(env, task, tasks, 0)
        assert to_tool_protocol(_direct_transcript(task, tasks, 0, "base"), ended=True) == expected


def test_turns_become_actions_as_in_the_tool_loop():
    assert action_of("Sure, one moment.") == STOP  # no tool call: the rollout's end
    call = '<tool_call>\n{"name": "send_message", "arguments": {"message": "Hello"}}\n</tool_call>'
    assert action_of(call) == call
    lookup = '<tool_call>\n{"name": "get_account_balance", "arguments": {}}\n</tool_call>'
    assert action_of(lookup) == lookup
    broken = '<tool_call>\n{"name": "get_account_balance", "arguments": \n</tool_call>'
    assert action_of(broken) == broken  # a malformed call stays a (failed) call, never a message


def test_the_protocol_file_round_trips(tmp_path):
    assert read_protocol(tmp_path) is None
    path = write_protocol(tmp_path, [{"type": "function", "function": {"name": "send_message"}}])
    assert path.name == PROTOCOL_FILE
    assert read_protocol(tmp_path)["tools"][0]["function"]["name"] == "send_message"
    assert read_protocol(path) == read_protocol(tmp_path)
    (tmp_path / PROTOCOL_FILE).write_text('{"protocol": "other"}')
    assert read_protocol(tmp_path) is None
