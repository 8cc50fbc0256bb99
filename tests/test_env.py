"""The Gymnasium environment: API conformance, episode rules, determinism, robustness, records."""

from __future__ import annotations

import copy
import json
import warnings
from functools import lru_cache

import gymnasium as gym
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import bank_gym
from bank_gym.agents import begin_episode, make_agent
from bank_gym.agents.oracle import OracleAgent
from bank_gym.customers.base import SimulatedCustomer
from bank_gym.env import CHARSET, IndianBankEnv, render_transcript
from bank_gym.tasks import load_tasks
from bank_gym.tools import READ_TOOLS, REGISTRY, WRITE_TOOLS

LITE = load_tasks("lite")


def play(env, agent, task_id, seed=0, max_turns=400):
    obs, info = env.reset(seed=seed, options={"task_id": task_id})
    begin_episode(agent, info, env)
    total = 0.0
    for _ in range(max_turns):
        obs, reward, terminated, truncated, info = env.step(agent.act(obs, info))
        total += reward
        if terminated or truncated:
            return obs, total, terminated, truncated, info
    raise AssertionError("episode did not end")


def task_of_family(prefix: str):
    return next(t for t in load_tasks("base") if t.family.startswith(prefix))


# ---------------------------------------------------------------- registration and conformance


def test_registered_once_and_both_ids_work():
    bank_gym.register_envs()  # idempotent
    assert "IndianBank-v2" in gym.registry
    assert gym.registry["IndianBank-v2"].entry_point == "bank_gym.env:IndianBankEnv"
    for env_id in ("IndianBank-v2", "bank_gym:IndianBank-v2"):
        env = gym.make(env_id, split="lite")
        obs, info = env.reset(seed=0)
        assert isinstance(obs, str) and obs in env.observation_space
        env.close()


def test_check_env_has_no_warnings(capsys):
    from gymnasium.utils.env_checker import check_env

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        env = gym.make("IndianBank-v2", split="lite", render_mode="ansi")
        check_env(env.unwrapped)
        check_env(IndianBankEnv(split="lite"), skip_render_check=True)  # a bare instance (no spec)
    relevant = [w for w in caught if issubclass(w.category, UserWarning)]  # gymnasium's logger.warn
    assert not relevant, [str(w.message) for w in relevant]


def test_spaces_and_reset_info():
    env = IndianBankEnv(split="lite")
    assert isinstance(env.observation_space, gym.spaces.Text)
    assert "₹" in CHARSET and "\u0915" in CHARSET and "\n" in CHARSET and "—" in CHARSET
    obs, info = env.reset(seed=3)
    assert set(info) >= {"system_prompt", "tools", "task", "messages", "step"}
    prompt = info["system_prompt"]
    assert prompt.startswith("<instructions>") and "</instructions>\n<policy>" in prompt and "</policy>" in prompt
    assert prompt.rstrip().endswith(f"Today is {info['task']['session_date']}.")
    assert len(info["tools"]) == len(REGISTRY) and info["tools"][0]["type"] == "function"
    # nothing that identifies the task (a key into the shipped gold) reaches the agent
    assert set(info["task"]) == {"session_date"}
    task = env.task
    visible = json.dumps({k: v for k, v in info.items() if k != "tools"})
    assert task.task_id not in visible and task.family not in visible
    assert [m["role"] for m in info["messages"]] == ["system", "user"] and info["messages"][1]["content"] == obs
    # new objects on every call
    _, info2 = env.reset(seed=3)
    assert info2["tools"] is not info["tools"] and info2["tools"][0] is not info["tools"][0]
    info2["tools"][0]["function"]["name"] = "changed"
    assert env.reset(seed=3)[1]["tools"][0]["function"]["name"] != "changed"


def test_reset_options_and_sampling():
    env = IndianBankEnv(split="lite")
    task = LITE[5]
    env.reset(options={"task_id": task.task_id})
    assert env.task.task_id == task.task_id
    ids = set()
    for s in range(30):
        env.reset(seed=s)
        ids.add(env.task.task_id)
    assert len(ids) > 10  # sampled from the split
    env.reset(seed=7)
    first = env.task.task_id
    env.reset(seed=7)
    assert env.task.task_id == first
    with pytest.raises(ValueError):
        env.reset(options={"task_id": "no-such-task"})
    restricted = IndianBankEnv(split="lite", task_ids=[task.task_id])
    restricted.reset(seed=1)
    assert restricted.task.task_id == task.task_id
    with pytest.raises(ValueError):
        IndianBankEnv(reward_mode="dense")


# ---------------------------------------------------------------- episodes


def test_oracle_episode_transcript_and_record():
    from bank_gym.bank import load_bank
    from bank_gym.scoring import SessionRecord, rescore
    from bank_gym.tasks import tasks_by_id

    env = IndianBankEnv(split="lite")
    task = LITE[0]
    obs, total, terminated, truncated, info = play(env, OracleAgent(LITE), task.task_id)
    assert terminated and not truncated and total == 1.0
    assert info["termination"] in ("user_stop", "agent_stop") and info["verdict"]["passed"] and info["passed"]
    messages = info["messages"]
    calls = [c for m in messages if m["role"] == "assistant" for c in m.get("tool_calls") or ()]
    assert [c["id"] for c in calls] == [f"call_{i}" for i in range(1, len(calls) + 1)]
    tool_ids = [m["tool_call_id"] for m in messages if m["role"] == "tool"]
    assert tool_ids == [c["id"] for c in calls]
    assert all(isinstance(c["function"]["arguments"], str) for c in calls)
    record = SessionRecord.model_validate(env.session_record(trial=2, agent="oracle"))
    assert record.trial == 2 and record.verdict.passed
    assert rescore(record, tasks_by_id("lite"), load_bank()) == record.verdict


def test_tool_observation_format():
    env = IndianBankEnv(split="lite")
    env.reset(seed=0)
    obs, reward, terminated, truncated, info = env.step(
        [{"name": "show_mandates", "arguments": {}}, {"name": "get_products_and_offers", "arguments": {"type": "loan"}}])
    blocks = obs.split("\n\n[tool_result ")
    assert obs.startswith("[tool_result name=show_mandates id=call_1]\n{")
    assert blocks[1].startswith("name=get_products_and_offers id=call_2]\n{")
    assert json.loads(obs.split("\n", 1)[1].split("\n\n[tool_result")[0])
    assert info["tool_calls"] == 2 and info["step"] == 3 and reward == 0.0 and not terminated
    assert [m["role"] for m in info["new_messages"]] == ["assistant", "tool", "tool"]


def test_failed_calls_and_too_many_errors():
    env = IndianBankEnv(split="lite", max_errors=3)
    env.reset(seed=0)
    obs, _, terminated, _, info = env.step('{"name": "get_account_balance", "arguments": {"account_ids": [')
    assert "MALFORMED_TOOL_CALL" in obs and info["failed_calls"] == 1 and not terminated
    obs, _, terminated, _, info = env.step({"name": "no_such_tool", "arguments": {}})
    assert "UNKNOWN_TOOL" in obs and info["failed_calls"] == 2
    # a domain rejection is not a failed call
    obs, _, terminated, _, info = env.step({"name": "get_request_status", "arguments": {"request_id": "SR-00000000"}})
    assert info["failed_calls"] == 2 and not terminated
    obs, reward, terminated, truncated, info = env.step({"name": "get_account_balance", "arguments": {}})
    assert terminated and not truncated and info["termination"] == "too_many_errors" and reward == 0.0
    assert info["verdict"]["failure_type"] == "ended_abnormally" and info["verdict"]["failed_calls"] == 3
    _, _, terminated2, _, info2 = env.step("hello?")  # stepping a finished episode never raises
    assert terminated2 and "warning" in info2


def test_max_steps_truncates():
    env = IndianBankEnv(split="lite", max_steps=5)
    env.reset(seed=0)
    outcomes = [env.step("Could you tell me more?") for _ in range(3)]
    obs, reward, terminated, truncated, info = outcomes[-1]
    assert truncated and not terminated and info["termination"] == "max_steps" and info["step"] == 5
    assert not outcomes[0][3]


def test_agent_stop_token_and_transfer():
    env = IndianBankEnv(split="lite")
    env.reset(seed=0)
    obs, reward, terminated, truncated, info = env.step("Goodbye! ###STOP###")
    assert terminated and info["termination"] == "agent_stop" and reward == 0.0
    task = task_of_family("hp_complaint_then_human")
    env = IndianBankEnv(split="base")
    _, _, terminated, _, info = play(env, OracleAgent([task]), task.task_id)
    assert terminated and info["termination"] == "agent_stop" and info["passed"]
    env.reset(seed=0)
    obs, _, terminated, _, info = env.step([{"name": "transfer_to_human_agents", "arguments": {"summary": "help"}},
                                            {"name": "show_mandates", "arguments": {}}])
    assert terminated and info["termination"] == "agent_stop" and "call_2" not in obs  # later calls not run
    assert "###TRANSFER###" in info["messages"][-1]["content"]


def test_user_stop():
    env = IndianBankEnv(split="lite", max_steps=1000)
    env.reset(seed=0)
    for _ in range(30):
        obs, _, terminated, truncated, info = env.step("Okay.")
        if terminated:
            break
    assert terminated and info["termination"] == "user_stop" and "###STOP###" in obs


class BrokenCustomer(SimulatedCustomer):
    name = "broken"

    def start(self, task, seed):
        return "Hello, I need help."

    def reply(self, assistant_message):
        raise RuntimeError("the customer model is down")


def test_unexpected_exception_is_error_termination():
    env = IndianBankEnv(split="lite", customer=BrokenCustomer())
    env.reset(seed=0)
    obs, reward, terminated, truncated, info = env.step("Hello!")
    assert terminated and info["termination"] == "error" and reward == 0.0
    assert "RuntimeError" in info["error"] and info["verdict"]["failure_type"] == "ended_abnormally"
    record = env.session_record()
    assert record["termination"] == "error" and "error" in record
    info = IndianBankEnv(split="lite").abort("nothing to abort")  # before reset: harmless
    assert "termination" not in info


def test_shaped_reward_is_opt_in_and_ends_with_binary():
    task = LITE[0]
    binary = IndianBankEnv(split="lite")
    shaped = IndianBankEnv(split="lite", reward_mode="shaped")
    _, total_binary, *_ = play(binary, OracleAgent(LITE), task.task_id)
    _, total_shaped, _, _, info = play(shaped, OracleAgent(LITE), task.task_id)
    assert total_binary == 1.0
    facts = sum(len(s.facts) for s in task.scenario.steps)
    steps = len(task.scenario.steps)
    # per fact heard and per request completed, then the verdict and 0.1 x gold completion at the end
    assert total_shaped == pytest.approx(1.0 + 0.05 * facts + 0.05 * steps + 0.1)
    assert info["verdict"]["reward"] == 1.0
    shaped.reset(seed=0, options={"task_id": task.task_id})
    assert shaped.step({"name": "nope", "arguments": {}})[1] == pytest.approx(-0.05)
    # a gold read earns nothing as it happens (the shaped signal never marks gold calls) ...
    gold_read = task.gold[0]
    assert gold_read.name.startswith("get_")
    shaped.reset(seed=0, options={"task_id": task.task_id})
    assert shaped.step({"name": gold_read.name, "arguments": gold_read.arguments})[1] == pytest.approx(-0.05)
    # ... (-0.05: its id was never said by the customer), and a write without a "yes" costs 0.1 at once
    shaped.reset(seed=0, options={"task_id": task.task_id})
    write = next(g for g in task.gold if g.name in WRITE_TOOLS)
    reward = shaped.step({"name": write.name, "arguments": write.arguments})[1]
    assert reward <= -0.1 - 1e-9


def test_render_ansi_and_transcript():
    env = IndianBankEnv(split="lite", render_mode="ansi")
    obs, info = env.reset(seed=0)
    env.step("Hello, how can I help?")
    env.step({"name": "show_mandates", "arguments": {}})
    text = env.render()
    assert "[customer]" in text and "[assistant] Hello, how can I help?" in text
    assert "[assistant -> tool] show_mandates({}) id=call_1" in text and "[tool_result name=show_mandates" in text
    assert render_transcript(env.messages) + "\n" == text
    assert IndianBankEnv(split="lite").render() is None


def test_human_render_prints(capsys):
    env = IndianBankEnv(split="lite", render_mode="human")
    env.reset(seed=0)
    env.step("Hello")
    out = capsys.readouterr().out
    assert "[customer]" in out and "[assistant] Hello" in out


def test_determinism_same_seeds_same_transcripts():
    def run(agent_spec):
        env = IndianBankEnv(split="lite")
        agent = make_agent(agent_spec, LITE)
        out = []
        for seed, task in enumerate(LITE[:15]):
            play(env, agent, task.task_id, seed=seed)
            out.append(env.session_record())
        for r in out:
            r.pop("duration_s")
        return out

    for spec in ("oracle", "trivial:write_everything", "trivial:reply_only"):
        assert run(spec) == run(spec)
    env = IndianBankEnv(split="lite")
    first = [env.reset(seed=s)[0] for s in range(10)]
    assert first == [env.reset(seed=s)[0] for s in range(10)]


def test_record_episode_statistics():
    from gymnasium.wrappers import RecordEpisodeStatistics

    env = RecordEpisodeStatistics(gym.make("IndianBank-v2", split="lite"))
    task = LITE[1]
    obs, info = env.reset(seed=0, options={"task_id": task.task_id})
    agent = OracleAgent(LITE)
    begin_episode(agent, info, env)
    steps = 0
    while True:
        obs, reward, terminated, truncated, info = env.step(agent.act(obs, info))
        steps += 1
        if terminated or truncated:
            break
    assert info["episode"]["r"] == 1.0 and info["episode"]["l"] == steps


@pytest.mark.parametrize("kind", ["sync", "async"])
def test_vector_envs_run_oracle_episodes(kind):
    from gymnasium.vector import AsyncVectorEnv, SyncVectorEnv

    tasks = LITE[:8]
    fns = [lambda t=t: IndianBankEnv(split="lite", task_ids=[t.task_id]) for t in tasks]
    venv = SyncVectorEnv(fns) if kind == "sync" else AsyncVectorEnv(fns, shared_memory=False)
    try:
        obs, info = venv.reset(seed=list(range(8)))
        assert isinstance(obs, tuple) and all(isinstance(o, str) and len(o) > 5 for o in obs)
        agents = [OracleAgent(LITE) for _ in tasks]
        live_tasks = venv.get_attr("task")  # tooling reads the task from the env, never from info
        for i, agent in enumerate(agents):
            assert live_tasks[i].task_id == tasks[i].task_id
            agent.reset({}, task=live_tasks[i])
        results: list = [None] * 8
        for _ in range(200):
            actions = tuple(agents[i].act(obs[i], {}) if results[i] is None else "" for i in range(8))
            obs, rewards, terminated, truncated, info = venv.step(actions)
            for i in range(8):
                if results[i] is None and (terminated[i] or truncated[i]):
                    results[i] = (float(rewards[i]), info["termination"][i], bool(info["verdict"]["passed"][i]))
            if all(r is not None for r in results):
                break
        assert results == [(1.0, r[1], True) for r in results]
        assert {r[1] for r in results} <= {"user_stop", "agent_stop"}
    finally:
        venv.close()


# ---------------------------------------------------------------- robustness (hypothesis)


@lru_cache(maxsize=1)
def fuzz_env() -> IndianBankEnv:
    return IndianBankEnv(split="lite", max_steps=10**9, max_errors=10**9)


SAFE_TOOLS = sorted(READ_TOOLS) + ["no_such_tool", "", "transfer_to_human_agents"]
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda c: st.lists(c, max_size=3) | st.dictionaries(st.text(max_size=12), c, max_size=3),
    max_leaves=12,
)
arguments = st.dictionaries(st.sampled_from(["account_ids", "account_id", "card_ids", "status", "query", "type",
                                             "deposit_ids", "loan_ids", "limit", "x"]), json_values, max_size=3)


@st.composite
def garbage_or_read_actions(draw):
    kind = draw(st.integers(0, 6))
    call = {"name": draw(st.sampled_from(SAFE_TOOLS)), "arguments": draw(arguments | json_values)}
    if kind == 0:
        return draw(st.text(max_size=200))
    if kind == 1:
        return draw(st.binary(max_size=100))
    if kind == 2:
        return json.dumps(call)
    if kind == 3:
        text = json.dumps(call)
        return text[: draw(st.integers(0, len(text)))]
    if kind == 4:
        return "<tool_call>" + json.dumps(call) + draw(st.sampled_from(["</tool_call>", "", "}</tool_call>"]))
    if kind == 5:
        return {"role": "assistant", "content": draw(st.none() | st.text(max_size=20)),
                "tool_calls": [{"id": "x", "type": "function",
                                "function": {"name": call["name"], "arguments": json.dumps(call["arguments"])}}]}
    return draw(st.lists(st.fixed_dictionaries({"name": st.sampled_from(SAFE_TOOLS), "arguments": arguments}),
                         max_size=4) | json_values)


@settings(max_examples=1200, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.integers(0, 10_000), garbage_or_read_actions())
def test_random_actions_never_raise_nor_change_state(seed, action):
    env = fuzz_env()
    if env._done or env._task is None or env.steps > 50:
        env.reset(seed=seed)
    pristine = env.state.bank.new_episode(env.task.customer_id, env.task.session_date, env.task.seed).state_hash()
    obs, reward, terminated, truncated, info = env.step(action)
    assert obs in env.observation_space
    assert isinstance(reward, float) and reward in (0.0, 1.0)
    assert isinstance(terminated, bool) and isinstance(truncated, bool)
    assert env.state.state_hash() == pristine
    assert info.get("termination") != "error", info.get("error")


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(sorted(WRITE_TOOLS)), json_values)
def test_invalid_write_arguments_change_nothing(name, args):
    env = fuzz_env()
    if env._done or env._task is None:
        env.reset(seed=0)
    before = env.state.state_hash()
    if isinstance(args, dict) and args:
        args = {"unexpected_key_" + str(k): v for k, v in args.items()}  # extra keys always violate the schema
    obs, *_ , info = env.step({"name": name, "arguments": args})
    assert env.state.state_hash() == before
    assert "INVALID_ARGUMENTS" in obs or "UNKNOWN_TOOL" in obs or "MALFORMED" in obs or not args


def test_rescoring_reproduces_live_verdicts_for_messy_sessions():
    from bank_gym.bank import load_bank
    from bank_gym.scoring import SessionRecord, rescore
    from bank_gym.tasks import tasks_by_id

    env = IndianBankEnv(split="lite", max_errors=50)
    by_id = tasks_by_id("lite")
    bank = load_bank()
    messy = [
        '{"name": "get_account_balance", "arguments": {"account_ids": [',
        '<tool_call>{"name": "show_mandates", "arguments": {}}',
        '<tool_call>{"name": "show_mandates", "arguments": {"status": "all"}}</tool_call><tool_call>{"nam',
        {"name": "raise_request", "arguments": {"description": "x", "category": "other"}},
        {"name": "raise_request", "arguments": {"description": {1, 2}}},
        '{"foo": 1}',
        [{"name": "show_mandates", "arguments": "not json"}, {"name": "get_gold_rate", "arguments": {"purity_karat": 22}}],
        {"role": "assistant", "content": "checking", "tool_calls": [
            {"id": "q", "type": "function", "function": {"name": "get_gold_rate", "arguments": '{"purity_karat": 24}'}}]},
        "All done! ###STOP###",
    ]
    for seed, task in enumerate(LITE[:3]):
        env.reset(seed=seed, options={"task_id": task.task_id})
        for action in messy:
            *_, terminated, truncated, info = env.step(action)
            if terminated or truncated:
                break
        record = SessionRecord.model_validate(env.session_record())
        assert rescore(record, by_id, bank) == record.verdict


def test_default_split_is_not_the_test_set_and_time_limit_cuts_are_scored():
    from bank_gym.tasks import load_tasks

    test_ids = {t.task_id for t in load_tasks("test")}
    env = gym.make("IndianBank-v2")
    seen = set()
    for seed in range(40):
        env.reset(seed=seed)
        seen.add(env.unwrapped.task.task_id)
    assert seen and not seen & test_ids  # gym.make's default draws training tasks only

    # the env's own budget ends and scores the episode inside step()
    own = IndianBankEnv(split="lite", max_steps=6)
    own.reset(seed=0)
    for _ in range(3):
        _, reward, terminated, truncated, info = own.step("Hello, how can I help you?")
    assert truncated and info["termination"] == "max_steps" and info["verdict"]["failure_type"] == "ended_abnormally"
    # a TimeLimit wrapper cuts from outside: the next reset scores the cut episode
    limited = gym.make("IndianBank-v2", split="lite", max_episode_steps=2)
    limited.reset(seed=0)
    for _ in range(2):
        _, reward, terminated, truncated, info = limited.step("Hello, how can I help you?")
    assert truncated and "verdict" not in info
    limited.reset(seed=1)
    cut = limited.unwrapped.last_cut_verdict
    assert cut["termination"] == "max_steps" and not cut["passed"]


def test_make_vec_async_works_out_of_the_box():
    """gym.make_vec(..., vectorization_mode="async") and AsyncVectorEnv's default (shared memory) both run: texts
    travel through shared memory as their code points (Hindi and ₹ included) and come back unchanged."""
    import bank_gym  # noqa: F401

    venv = gym.make_vec("IndianBank-v2", num_envs=2, vectorization_mode="async", split="lite", language="hi")
    try:
        obs, _ = venv.reset(seed=[0, 1])
        assert all(isinstance(o, str) and len(o) > 5 for o in obs)
        assert any(any("\u0900" <= ch <= "\u097f" for ch in o) for o in obs)  # Devanagari came through
        obs2, rewards, terminated, truncated, info = venv.step(("नमस्ते, मैं ₹ में आपकी क्या मदद करूँ?", "Hello"))
        assert all(isinstance(o, str) and o for o in obs2)
        assert list(info["step"]) == [2, 2]  # the agent's message and the customer's reply
    finally:
        venv.close()


def test_transcript_text_shared_memory_round_trip():
    from gymnasium.vector.utils import create_shared_memory, read_from_shared_memory, write_to_shared_memory

    from bank_gym.transcript import TranscriptText

    space = TranscriptText(max_length=40, charset=CHARSET)
    memory = create_shared_memory(space, n=3)
    texts = ("₹2,50,000 — नमस्ते", "", "x" * 40)
    for i, text in enumerate(texts):
        write_to_shared_memory(space, i, text, memory)
    view = read_from_shared_memory(space, memory, n=3)
    assert view == texts and copy.deepcopy(view) == texts and isinstance(copy.deepcopy(view), tuple)
    write_to_shared_memory(space, 1, "after", memory)  # a view: AsyncVectorEnv reads its memory only once
    assert view[1] == "after" and view[0] == texts[0]


def test_spec_declares_episode_limit_and_reward_threshold():
    import bank_gym

    spec = gym.spec("IndianBank-v2")
    assert spec.max_episode_steps == bank_gym.DEFAULT_MAX_STEPS == IndianBankEnv().max_steps == 200
    assert spec.reward_threshold == 1.0
    # one step budget: the TimeLimit from the spec never cuts first, the env ends and scores the episode itself
    env = gym.make("IndianBank-v2", split="lite")
    for seed in range(3):
        env.reset(seed=seed)
        calls = 0
        while True:
            _, reward, terminated, truncated, info = env.step("Hello, how can I help you?")
            calls += 1
            assert env.unwrapped.steps >= calls  # every step() is at least one step of the env's budget
            if terminated or truncated:
                break
        assert "verdict" in info and info["termination"] in ("user_stop", "max_steps") and calls <= 200


def test_info_hands_each_message_out_once(monkeypatch):
    """``info["messages"]`` is a new list at every step; each message is copied once (a step costs what it added,
    not the whole transcript again), and what an agent does to its copies never reaches the env."""
    import bank_gym.transcript as transcript

    copies = 0
    original = transcript.copy_message

    def counting(m):
        nonlocal copies
        copies += 1
        return original(m)

    monkeypatch.setattr(transcript, "copy_message", counting)
    env = IndianBankEnv(split="lite")
    task = LITE[0]
    oracle = OracleAgent(LITE)
    obs, info = env.reset(seed=0, options={"task_id": task.task_id})
    begin_episode(oracle, info, env)
    previous = info["messages"]
    previous[1]["content"] = "changed by the agent"
    while True:
        obs, _r, terminated, truncated, info = env.step(oracle.act(obs, info))
        assert info["messages"] is not previous and info["new_messages"] == info["messages"][len(previous):]
        previous = info["messages"]
        if terminated or truncated:
            break
    assert info["passed"]
    assert copies == len(env.messages) == len(info["messages"])  # each message copied once, however long
    assert env.messages[1]["content"] != "changed by the agent"
    assert env.session_record()["messages"][1]["content"] != "changed by the agent"


def test_spaces_share_their_character_tables_not_their_random_generators():
    a, b = IndianBankEnv(split="lite"), IndianBankEnv(split="lite")
    assert a.action_space == b.action_space and a.observation_space == b.observation_space
    assert a.action_space._char_index is b.action_space._char_index  # built once per process (0.4 MB a space)
    a.action_space.seed(1)
    b.action_space.seed(2)
    assert a.action_space.np_random is not b.action_space.np_random
    first = a.action_space.sample()
    a.action_space.seed(1)
    assert a.action_space.sample() == first and a.observation_space.contains("₹ नमस्ते")
