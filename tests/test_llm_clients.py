"""Model-backed agents and customers, end to end.

* ``OpenAIAgent`` / ``OpenAICustomer`` talk over real HTTP to ``tests/openai_stub_server.py`` (an
  OpenAI-compatible server on 127.0.0.1, random port) whose scripted answers replay the oracle (agent side) and
  the scripted customer (customer side), so full IndianBank-v2 episodes pass through the real ``openai`` client.
* ``HFAgent`` / ``HFCustomer`` run on the tiny offline model (random weights: only "the env copes" is checked).
"""

from __future__ import annotations

import json
import os

import pytest

from bank_gym.agents import begin_episode

openai = pytest.importorskip("openai")

from openai_stub_server import StubOpenAIServer  # noqa: E402

from bank_gym.agents.openai_agent import OpenAIAgent, to_wire_messages  # noqa: E402
from bank_gym.agents.oracle import OracleAgent  # noqa: E402
from bank_gym.customers.base import STOP, TRANSFER, is_stop  # noqa: E402
from bank_gym.customers.llm import GREETING, OpenAICustomer, scenario_prompt  # noqa: E402
from bank_gym.customers.scripted import ScriptedCustomer  # noqa: E402
from bank_gym.env import IndianBankEnv  # noqa: E402
from bank_gym.tasks import load_tasks, tasks_by_id  # noqa: E402
from bank_gym.tools import REGISTRY, WRITE_TOOLS  # noqa: E402

AGENT_MODEL = "oracle-agent"
CUSTOMER_MODEL = "scripted-customer"


# ---------------------------------------------------------------- scripted backends behind the HTTP server


class Backends:
    """What the stub server answers: the oracle for the agent model, the scripted customer for the customer model.

    The test sets ``task`` / ``seed`` before each episode; a request with only the system prompt and the opening
    starts a new oracle (resp. scripted customer) conversation."""

    def __init__(self):
        self.tasks = tasks_by_id("base")
        self.task = None
        self.seed = 0
        self.oracle = OracleAgent(self.tasks)
        self.customer = ScriptedCustomer()

    def agent(self, body: dict) -> dict:
        messages = body["messages"]
        if len(messages) == 2:
            assert messages[0]["role"] == "system" and messages[1]["role"] == "user"
            self.oracle.reset({}, task=self.task)
        last = messages[-1]
        action = self.oracle.act(last.get("content") or "", {})
        if action.startswith("{"):
            call = json.loads(action)
            return {"content": None, "tool_calls": [{"type": "function", "function": {
                "name": call["name"], "arguments": json.dumps(call["arguments"])}}]}
        return {"content": action}

    def customer_reply(self, body: dict) -> str:
        messages = body["messages"]
        assert messages[0]["role"] == "system" and messages[1] == {"role": "user", "content": GREETING}
        if len(messages) == 2:  # the model writes the opening
            self.customer.start(self.task, self.seed)
            return self.task.scenario.first_messages[0]
        if len(messages) == 4:  # scripted opening already in the history
            self.customer.start(self.task, self.seed)
        assert messages[-1]["role"] == "user"
        return self.customer.reply(messages[-1]["content"])


@pytest.fixture(scope="module")
def backends():
    return Backends()


@pytest.fixture(scope="module")
def server(backends):
    with StubOpenAIServer({AGENT_MODEL: backends.agent, CUSTOMER_MODEL: backends.customer_reply}) as stub:
        yield stub


@pytest.fixture(scope="module")
def episode_tasks():
    """A few train tasks with writes, from different families."""
    seen, out = set(), []
    for task in load_tasks("train"):
        if task.family in seen or not any(g.name in WRITE_TOOLS for g in task.gold):
            continue
        seen.add(task.family)
        out.append(task)
        if len(out) == 3:
            break
    assert out
    return out


def run_episode(env: IndianBankEnv, agent, task_id: str, seed: int = 0, max_turns: int = 200):
    obs, info = env.reset(seed=seed, options={"task_id": task_id})
    begin_episode(agent, info, env)
    for _ in range(max_turns):
        action = agent.act(obs, info)
        obs, reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            return reward, info
    raise AssertionError("episode did not end")


# ---------------------------------------------------------------- OpenAI-compatible agent and customer


def test_openai_agent_and_customer_pass_real_episodes(server, backends, episode_tasks):
    agent = OpenAIAgent(AGENT_MODEL, base_url=server.base_url, api_key="test-key", backoff=0.01)
    customer = OpenAICustomer(CUSTOMER_MODEL, base_url=server.base_url, api_key="test-key", backoff=0.01)
    env = IndianBankEnv(split="train", customer=customer)
    for task in episode_tasks:
        backends.task, backends.seed = task, 0
        before = len(server.requests)
        reward, info = run_episode(env, agent, task.task_id, seed=0)
        assert info["termination"] == "user_stop"
        assert info["passed"] and reward == 1.0, info["verdict"]

        # tool calls were parsed from the HTTP responses and executed by the env
        calls = [tc["function"]["name"] for m in info["messages"] if m["role"] == "assistant"
                 for tc in m.get("tool_calls") or ()]
        assert calls == [g.name for g in task.gold]

        # usage: one completion per agent turn, tokens from the server's usage blocks
        usage = agent.usage()
        turns = sum(1 for m in info["messages"] if m["role"] == "assistant")
        assert usage["calls"] == turns
        assert usage["prompt_tokens"] > 0 and usage["completion_tokens"] > 0
        assert usage["total_tokens"] == usage["prompt_tokens"] + usage["completion_tokens"]
        assert usage["retries"] == 0
        assert customer.usage()["calls"] == sum(1 for m in info["messages"] if m["role"] == "user") - 1

        # what the agent sent: the env's transcript (system first), the tools, tool_choice auto
        agent_requests = [r for r in server.requests[before:] if r["model"] == AGENT_MODEL]
        assert len(agent_requests) == turns
        last = agent_requests[-1]
        assert last["tool_choice"] == "auto"
        assert [t["function"]["name"] for t in last["tools"]] == list(REGISTRY)
        assert last["temperature"] == 0.0 and last["max_tokens"] == 1024
        assert last["messages"] == to_wire_messages(info["messages"][:-2])  # minus the last turn and reply
        tool_messages = [m for m in last["messages"] if m["role"] == "tool"]
        assert tool_messages and all(m["tool_call_id"] for m in tool_messages)

        # the customer saw only what the assistant said, role-flipped (assistant -> user)
        flipped = customer.messages
        assert flipped[0]["role"] == "system" and flipped[0]["content"] == scenario_prompt(task, 0)
        assert flipped[2] == {"role": "assistant", "content": task.scenario.first_messages[0]}
        said = [m["content"] for m in info["messages"] if m["role"] == "assistant" and m.get("content")]
        heard = [m["content"] for m in flipped[3:] if m["role"] == "user"]
        assert heard == said
        assert is_stop(flipped[-1]["content"])


def test_agent_history_follows_env_transcript(server, backends, episode_tasks):
    task = episode_tasks[0]
    backends.task = task
    agent = OpenAIAgent(AGENT_MODEL, base_url=server.base_url, backoff=0.01)
    env = IndianBankEnv(split="train")
    obs, info = env.reset(seed=0, options={"task_id": task.task_id})
    begin_episode(agent, info, env)
    for _ in range(4):
        action = agent.act(obs, info)
        assert action["role"] == "assistant"
        obs, _, terminated, truncated, info = env.step(action)
        assert not (terminated or truncated)
        # the agent's history = the env's transcript before this step + its own action
        assert agent.messages[: len(info["messages"]) - len(info["new_messages"])] == info["messages"][
            : len(info["messages"]) - len(info["new_messages"])]


def test_retry_on_server_errors_then_success(server, backends, episode_tasks):
    backends.task = episode_tasks[0]
    agent = OpenAIAgent(AGENT_MODEL, base_url=server.base_url, max_retries=3, backoff=0.01)
    env = IndianBankEnv(split="train")
    obs, info = env.reset(seed=0, options={"task_id": backends.task.task_id})
    begin_episode(agent, info, env)
    before = len(server.requests)
    server.fail_next(1, status=500)
    action = agent.act(obs, info)
    assert len(server.requests) - before == 2  # the 500, then the retry
    assert agent.usage()["retries"] == 1 and agent.usage()["calls"] == 1
    env.step(action)

    server.fail_next(2, status=429)  # rate limits are retried too
    agent.act(obs, info)
    assert agent.usage()["retries"] == 3 and agent.usage()["calls"] == 2


def test_retries_exhausted_and_non_retryable_errors(server, backends, episode_tasks):
    backends.task = episode_tasks[0]
    agent = OpenAIAgent(AGENT_MODEL, base_url=server.base_url, max_retries=2, backoff=0.01)
    env = IndianBankEnv(split="train")
    obs, info = env.reset(seed=0, options={"task_id": backends.task.task_id})
    begin_episode(agent, info, env)
    before = len(server.requests)
    server.fail_next(3, status=503)
    with pytest.raises(openai.InternalServerError):
        agent.act(obs, info)
    assert len(server.requests) - before == 3

    missing = OpenAIAgent("no-such-model", base_url=server.base_url, max_retries=3, backoff=0.01)
    begin_episode(missing, info, env)
    before = len(server.requests)
    with pytest.raises(openai.NotFoundError):
        missing.act(obs, info)
    assert len(server.requests) - before == 1  # a 404 is not retried


def test_connection_error_is_retried_then_raised():
    agent = OpenAIAgent("m", base_url="http://127.0.0.1:9/v1", max_retries=1, backoff=0.01, timeout=2)
    with pytest.raises(openai.APIConnectionError):
        agent.act("hi", {"messages": [{"role": "user", "content": "hi"}], "tools": []})


def test_api_key_resolution(monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    assert OpenAIAgent("m", base_url="http://127.0.0.1:9/v1").client.api_key == "EMPTY"
    monkeypatch.setenv("OPENAI_API_KEY", "from-env")
    assert OpenAIAgent("m", base_url="http://127.0.0.1:9/v1").client.api_key == "from-env"
    assert OpenAIAgent("m", base_url="http://127.0.0.1:9/v1", api_key="explicit").client.api_key == "explicit"


def test_customer_generated_opening_and_transfer(server, backends, episode_tasks):
    task = episode_tasks[1 % len(episode_tasks)]
    backends.task, backends.seed = task, 3
    customer = OpenAICustomer(CUSTOMER_MODEL, base_url=server.base_url, use_scripted_opening=False, backoff=0.01)
    opening = customer.start(task, 3)
    assert opening == task.scenario.first_messages[0]  # what the stub "model" wrote
    assert customer.usage()["calls"] == 1
    assert customer.messages[-1] == {"role": "assistant", "content": opening}
    assert TRANSFER in customer.transferred()

    scripted = OpenAICustomer(CUSTOMER_MODEL, base_url=server.base_url, backoff=0.01)
    n = len(task.scenario.first_messages)
    assert scripted.start(task, 7) == task.scenario.first_messages[7 % n]
    assert scripted.usage()["calls"] == 0  # the scripted opening costs no model call


def test_scenario_prompt_content():
    for task in load_tasks("train")[:40]:
        prompt = scenario_prompt(task)
        assert task.scenario.persona.strip() in prompt
        assert STOP in prompt and TRANSFER in prompt
        for step in task.scenario.steps:
            assert step.requests[0] in prompt
            for item in step.reveals:
                assert item.value in prompt and "ONLY when the assistant asks" in prompt
            if step.confirm:
                assert step.confirm.action in prompt
        for name in REGISTRY:  # never names tools
            assert name not in prompt
        for call in task.gold:
            assert json.dumps(call.arguments) not in prompt


# ---------------------------------------------------------------- local transformers agent and customer


@pytest.fixture(scope="session")
def tiny_model_path(tmp_path_factory):
    from bank_gym.integrations.tiny_model import build_tiny_model

    path = tmp_path_factory.getbasetemp() / "tiny-model"
    if not (path / "config.json").exists():
        build_tiny_model(path)
    return str(path)


def test_hf_agent_runs_an_episode(tiny_model_path, episode_tasks):
    pytest.importorskip("transformers")
    from bank_gym.agents.hf_agent import HFAgent

    agent = HFAgent(tiny_model_path, max_new_tokens=8, device="cpu")
    env = IndianBankEnv(split="train", max_steps=4)
    reward, info = run_episode(env, agent, episode_tasks[0].task_id, seed=0, max_turns=10)
    assert info["termination"] in ("max_steps", "user_stop", "agent_stop", "too_many_errors")
    assert reward == 0.0 and info["passed"] is False
    usage = agent.usage()
    assert usage["calls"] >= 1 and usage["completion_tokens"] >= 1 and usage["prompt_tokens"] > 1000
    assert isinstance(agent.messages[-1]["content"], str)


def test_hf_agent_renders_tool_calls_for_the_template(tiny_model_path):
    pytest.importorskip("transformers")
    from bank_gym.llm.local import LocalChatModel, template_messages

    messages = [
        {"role": "system", "content": "sys"},
        {"role": "user", "content": "balance please"},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "call_1", "type": "function", "function": {
            "name": "get_account_balance", "arguments": '{"account_ids": ["SB1"]}'}}]},
        {"role": "tool", "tool_call_id": "call_1", "name": "get_account_balance", "content": '{"balances": []}'},
    ]
    rendered = template_messages(messages)
    assert rendered[2]["tool_calls"][0]["function"]["arguments"] == {"account_ids": ["SB1"]}
    assert messages[2]["tool_calls"][0]["function"]["arguments"] == '{"account_ids": ["SB1"]}'  # not mutated
    chat = LocalChatModel(tiny_model_path, max_new_tokens=4, device="cpu")
    text = chat.tokenizer.apply_chat_template(rendered, tools=[REGISTRY["get_account_balance"].schema],
                                              add_generation_prompt=True, tokenize=False)
    assert '{"name": "get_account_balance", "arguments": {"account_ids": ["SB1"]}}' in text
    assert "<tool_response>" in text and text.endswith("<|im_start|>assistant\n")


def test_hf_customer_in_an_episode(tiny_model_path, episode_tasks):
    pytest.importorskip("transformers")
    from bank_gym.customers.llm import HFCustomer

    task = episode_tasks[0]
    customer = HFCustomer(tiny_model_path, max_new_tokens=8, device="cpu")
    env = IndianBankEnv(split="train", customer=customer, max_steps=8)
    reward, info = run_episode(env, OracleAgent(load_tasks("train")), task.task_id, seed=0, max_turns=10)
    assert info["termination"] in ("max_steps", "user_stop", "agent_stop")
    roles = [m["role"] for m in customer.messages]
    assert roles[:3] == ["system", "user", "assistant"]
    assert all(a != b for a, b in zip(roles[1:], roles[2:], strict=False))  # strictly alternating after the system prompt
    assert customer.usage()["calls"] >= 1
    assert all(isinstance(m["content"], str) and m["content"] for m in customer.messages)


def test_openai_stub_server_is_plain_http(server):
    """The stub is a real server: the raw OpenAI client (no bank_gym code) can use it."""
    client = openai.OpenAI(base_url=server.base_url, api_key=os.environ.get("OPENAI_API_KEY", "x"), max_retries=0)
    assert AGENT_MODEL in [m.id for m in client.models.list()]


# ---------------------------------------------------------------- model customers' structured events


class CannedCustomer:
    """A model customer whose 'model' returns canned replies (the event logic is what is tested)."""

    @staticmethod
    def make(replies, **kwargs):
        from bank_gym.customers.llm import _ModelCustomer

        class Canned(_ModelCustomer):
            name = "canned"

            def __init__(self):
                super().__init__(**kwargs)
                self.replies = list(replies)

            def _complete(self, messages):
                return self.replies.pop(0) if self.replies else "Okay."

        return Canned()


def test_model_customer_tags_become_decisions_and_untagged_replies_are_read():
    from bank_gym.customers.llm import CONFIRM_TAG, DECLINE_TAG

    task = load_tasks("train")[0]
    customer = CannedCustomer.make([f"{CONFIRM_TAG} Yes, go ahead.", f"{DECLINE_TAG} No.", "Yes please, do it.",
                                    "What rate is that?", "Thanks, that's all. ###STOP###"])
    customer.start(task, 0)
    assert customer.pop_events() == []
    assert customer.reply("Shall I freeze card CARD1?") == "Yes, go ahead."  # the tag never reaches the transcript
    assert customer.pop_events() == [{"type": "decision", "decision": "yes", "write": None, "reason": "tagged",
                                      "how": "tag"}]
    customer.reply("Shall I block it instead?")
    assert customer.pop_events()[0]["decision"] == "no"
    customer.reply("Please confirm (yes/no): I will freeze card CARD1.")
    assert customer.pop_events() == [{"type": "decision", "decision": "yes", "write": None,
                                      "reason": "read from the reply", "how": "inferred"}]
    customer.reply("Would you like me to proceed?")
    assert customer.pop_events()[0]["decision"] == "unclear"
    customer.reply("Your card is frozen. Anything else?")
    assert customer.pop_events() == [{"type": "served"}]
    scripted_prompt = scenario_prompt(task, 0)
    assert CONFIRM_TAG in scripted_prompt and DECLINE_TAG in scripted_prompt


def test_model_customer_gives_up_after_its_turn_cap():
    task = load_tasks("train")[0]
    customer = CannedCustomer.make(["Hmm."] * 10, max_turns=3)
    customer.start(task, 0)
    replies = [customer.reply("Hello?") for _ in range(4)]
    assert STOP not in replies[2] and STOP in replies[3]
    assert [e["type"] for e in customer.pop_events()] == ["gave_up"]
    customer = CannedCustomer.make(["I'll try again some other time. ###STOP###"])
    customer.start(task, 0)
    customer.reply("Hello?")
    assert [e["type"] for e in customer.pop_events()] == ["gave_up"]
