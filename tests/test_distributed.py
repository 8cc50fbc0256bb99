"""Scale-out: sessions on one event loop (async agents and model customers) and on Ray actors, with the
records, verdicts and sessions file of the local backend, and a worker killed mid-run losing nothing."""

from __future__ import annotations

import json
import os
import signal
import threading

import pytest
import ray
from openai_stub_server import StubOpenAIServer

from bank_gym.llm.fake_endpoint import FakeEndpoint
from bank_gym.runner import EvalConfig, EvalError, evaluate, read_sessions
from bank_gym.tools import REGISTRY


def _by_session(records) -> dict:
    return {(r["task_id"], r["trial"]): r for r in records}


def _same_sessions(a: list[dict], b: list[dict]) -> None:
    left, right = _by_session(a), _by_session(b)
    assert left.keys() == right.keys()
    for key, record in left.items():
        other = right[key]
        assert record["messages"] == other["messages"], key
        assert record["verdict"] == other["verdict"], key
        assert record["customer_events"] == other["customer_events"], key


def _lines(path) -> list[dict]:
    return [json.loads(line) for line in open(path, encoding="utf-8")]


def _agent_turn(body: dict) -> dict:
    """A deterministic model agent: looks the customer's accounts up once, then asks, then says goodbye."""
    messages = body["messages"]
    tool_results = sum(m["role"] == "tool" for m in messages)
    turns = sum(m["role"] == "assistant" for m in messages)
    if tool_results == 0:
        return {"content": None, "tool_calls": [{"id": "call_1", "type": "function", "function": {
            "name": "get_account_details", "arguments": "{}"}}]}
    if turns < 4:
        return {"content": "I have your accounts here. What would you like to do with them today?"}
    return {"content": "Thank you for banking with us. Goodbye. ###STOP###"}


def test_async_sessions_are_the_sequential_ones(tmp_path):
    """workers=8 with an openai: agent runs on one event loop; every record equals the one-worker run's."""
    with StubOpenAIServer({"agent": _agent_turn}) as server:
        common = dict(agent="openai:agent", base_url=server.base_url, api_key="x", split="lite", limit=12,
                      trials=2, preflight=False, max_steps=30)
        one = evaluate(EvalConfig(out=tmp_path / "one", workers=1, **common), progress=False)
        many = evaluate(EvalConfig(out=tmp_path / "many", workers=8, **common), progress=False)
    assert one["execution"]["mode"] == "inline" and many["execution"]["mode"] == "async"
    assert one["n"] == many["n"] == 24 and not many["errors"] and not many["infrastructure_errors"]
    _same_sessions(_lines(tmp_path / "one" / "sessions.jsonl"), _lines(tmp_path / "many" / "sessions.jsonl"))
    calls = [r for r in _lines(tmp_path / "many" / "sessions.jsonl")
             if any(m.get("tool_calls") for m in r["messages"] if m["role"] == "assistant")]
    assert len(calls) == 24  # the agent's tool call went through the raw request and back


def _customer_turn(body: dict) -> str:
    said = sum(m["role"] == "assistant" for m in body["messages"])
    return "I want to check my balance, please." if said < 3 else "Thanks, that is all. ###STOP###"


def test_async_model_customer_replies_are_awaited_and_identical(tmp_path):
    """A model customer's replies are awaited by env.astep (not blocking the loop); records equal the
    one-worker run's, and the customer's usage is counted."""
    with StubOpenAIServer({"agent": _agent_turn, "customer": _customer_turn}) as server:
        common = dict(agent="openai:agent", customer="openai:customer", base_url=server.base_url, api_key="x",
                      customer_kwargs={"base_url": server.base_url, "api_key": "x"}, split="lite", limit=6,
                      preflight=False, max_steps=30)
        one = evaluate(EvalConfig(out=tmp_path / "one", workers=1, **common), progress=False)
        many = evaluate(EvalConfig(out=tmp_path / "many", workers=6, **common), progress=False)
    assert one["execution"]["mode"] == "inline" and many["execution"]["mode"] == "async"
    assert not many["errors"] and not many["infrastructure_errors"]
    _same_sessions(_lines(tmp_path / "one" / "sessions.jsonl"), _lines(tmp_path / "many" / "sessions.jsonl"))
    assert all(r["usage"]["customer"]["calls"] >= 1 for r in _lines(tmp_path / "many" / "sessions.jsonl"))


def test_the_oracle_with_a_model_customer_runs_on_the_event_loop(tmp_path):
    with StubOpenAIServer({"customer": _customer_turn}) as server:
        common = dict(customer="openai:customer", customer_kwargs={"base_url": server.base_url, "api_key": "x"},
                      split="lite", limit=5, preflight=False, max_steps=40)
        evaluate(EvalConfig(out=tmp_path / "one", workers=1, **common), progress=False)
        many = evaluate(EvalConfig(out=tmp_path / "many", workers=5, **common), progress=False)
    assert many["execution"]["mode"] == "async" and not many["errors"]
    _same_sessions(_lines(tmp_path / "one" / "sessions.jsonl"), _lines(tmp_path / "many" / "sessions.jsonl"))


def test_one_thread_keeps_many_sessions_waiting_on_the_endpoint(tmp_path):
    """32 workers against a 0.3 s endpoint: up to 32 completions wait at once, with no thread per session."""
    threads: list[int] = []
    baseline = threading.active_count()
    with FakeEndpoint(latency=0.3) as endpoint:
        summary = evaluate(EvalConfig(agent="openai:fake", base_url=endpoint.base_url, api_key="x", split="base",
                                      limit=64, workers=32, out=tmp_path / "run", max_steps=6, preflight=False),
                           progress=False, on_record=lambda r: threads.append(threading.active_count()))
        stats = endpoint.stats()
    assert summary["n"] == 64 and summary["execution"]["mode"] == "async" and not summary["infrastructure_errors"]
    assert stats["max_in_flight"] >= 24 and stats["requests"] == 64 * 3
    # no thread per session: at most asyncio's default executor (its name lookups), bounded by the CPUs
    assert max(threads) - baseline <= min(32, (os.cpu_count() or 1) + 4) < 32


def test_unknown_backend_is_a_configuration_error(tmp_path):
    with pytest.raises(EvalError, match="unknown backend"):
        evaluate(EvalConfig(split="lite", limit=1, out=tmp_path / "x", backend="spark"), progress=False)


# ---------------------------------------------------------------- Ray


@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    yield ray
    ray.shutdown()


@pytest.fixture(scope="module")
def local_lite_run(tmp_path_factory):
    out = tmp_path_factory.mktemp("local")
    evaluate(EvalConfig(split="lite", out=out), progress=False)
    return _lines(out / "sessions.jsonl")


def test_ray_backend_reproduces_the_local_run(local_ray, local_lite_run, tmp_path):
    summary = evaluate(EvalConfig(split="lite", out=tmp_path / "ray", backend="ray", workers=2), progress=False)
    assert summary["execution"]["backend"] == "ray" and summary["execution"]["actors"] == 2
    assert summary["n"] == 200 and summary["passed"] == 200 and summary["complete"]
    records = _lines(tmp_path / "ray" / "sessions.jsonl")
    _same_sessions(local_lite_run, records)


def test_ray_survives_a_killed_worker(local_ray, local_lite_run, tmp_path):
    """A worker process killed mid-run: its in-flight session is run again on a fresh actor; the file ends
    with every session exactly once, each equal to the local run's."""
    from bank_gym import distributed

    killed: list[int] = []

    def kill_one(record: dict) -> None:
        if len(killed) == 0 and distributed.ACTIVE_POOLS:
            pool = distributed.ACTIVE_POOLS[-1]
            pid = ray.get(pool.actors[0].pid.remote())
            os.kill(pid, signal.SIGKILL)
            killed.append(pid)

    summary = evaluate(EvalConfig(split="lite", out=tmp_path / "ray", backend="ray", workers=2), progress=False,
                       on_record=kill_one)
    assert killed and summary["execution"]["actor_restarts"] >= 1 and summary["execution"]["sessions_retried"] >= 1
    assert summary["n"] == 200 and summary["complete"]
    records = _lines(tmp_path / "ray" / "sessions.jsonl")
    assert len(records) == len({(r["task_id"], r["trial"]) for r in records}) == 200
    _same_sessions(local_lite_run, records)
    assert len(read_sessions(tmp_path / "ray" / "sessions.jsonl")) == 200  # and the file reads back cleanly


def test_ray_resume_runs_only_what_is_missing(local_ray, local_lite_run, tmp_path):
    out = tmp_path / "ray"
    evaluate(EvalConfig(split="lite", out=out, limit=50), progress=False)  # a local start ...
    first = _lines(out / "sessions.jsonl")
    with pytest.raises(EvalError):  # ... another configuration cannot resume it
        evaluate(EvalConfig(split="lite", out=out, backend="ray", resume=True, trials=2), progress=False)
    summary = evaluate(EvalConfig(split="lite", out=out, limit=50, backend="ray", workers=2, resume=True),
                       progress=False)
    assert summary["sessions_run_now"] == 0 and summary["sessions_resumed"] == 50
    assert _lines(out / "sessions.jsonl") == first


def test_rollouts_and_their_training_shapes(local_ray):
    from bank_gym import distributed
    from bank_gym.tasks import split_tasks

    tasks = list(split_tasks("train"))[:6]
    records = distributed.rollouts("oracle", tasks, trials=2, workers=2)
    assert sorted((r["task_id"], r["trial"]) for r in records) == sorted((t.task_id, k) for t in tasks
                                                                         for k in range(2))
    rows = distributed.conversations(records)
    assert len(rows) == 12 and all(len(row["tools"]) == len(REGISTRY) and row["reward"] == 1.0 for row in rows)
    assert rows[0]["messages"][0]["role"] == "system"
    groups = distributed.groups(records)
    assert set(groups) == {t.task_id for t in tasks} and all(len(g) == 2 for g in groups.values())


def test_a_completion_is_read_without_the_sdk_models():
    """The agent reads the endpoint's JSON itself: missing ids, arguments sent as an object and absent fields
    become a valid action; a body that is not JSON is an error, not a crash elsewhere."""
    from bank_gym.agents.openai_agent import OpenAIAgent
    from bank_gym.llm.openai_client import Completion, CompletionBody, MalformedCompletion

    text = json.dumps({"choices": [{"message": {"role": "assistant", "content": None, "tool_calls": [
        {"type": "function", "function": {"name": "get_account_balance", "arguments": {"account_ids": ["SB1"]}}}]}}]})
    completion = Completion.parse(text)
    action = OpenAIAgent._action(completion.choices[0].message)
    assert action["tool_calls"][0]["id"] == "call_0"
    assert json.loads(action["tool_calls"][0]["function"]["arguments"]) == {"account_ids": ["SB1"]}
    assert completion.usage is None
    with pytest.raises(MalformedCompletion, match="no choices"):
        Completion.parse('{"id": "x"}')
    with pytest.raises(MalformedCompletion, match="not JSON"):
        Completion.parse("<html>bad gateway</html>")
    body = CompletionBody()
    first = json.loads(body.encode({"model": "m", "messages": [{"role": "user", "content": "hi"}], "tools": [{"a": 1}]}))
    again = json.loads(body.encode({"model": "m", "messages": [{"role": "user", "content": "hi"},
                                                               {"role": "assistant", "content": "ok"}],
                                    "tools": [{"a": 1}], "temperature": 0}))
    assert first == {"model": "m", "messages": [{"role": "user", "content": "hi"}], "tools": [{"a": 1}]}
    assert again["messages"][1] == {"role": "assistant", "content": "ok"} and again["temperature"] == 0
    changed = json.loads(body.encode({"model": "m", "messages": [{"role": "user", "content": "bye"}]}))
    assert changed == {"model": "m", "messages": [{"role": "user", "content": "bye"}]}  # a rewritten history
