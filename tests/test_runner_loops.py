"""``bank-gym eval --loops N``: sessions spread over N worker processes, each with its own event loop. The
records are the one-loop run's whatever the loops, the file is written by the parent alone (once per session),
a run stopped part-way resumes with only what is missing, and a worker that dies stops the run with what
finished kept."""

from __future__ import annotations

import json
import multiprocessing
import os
import signal

import pytest
from openai_stub_server import StubOpenAIServer

from bank_gym.runner import EvalConfig, EvalError, evaluate, read_sessions


def _lines(path) -> list[dict]:
    return [json.loads(line) for line in open(path, encoding="utf-8")]


def _same_sessions(a: list[dict], b: list[dict]) -> None:
    left = {(r["task_id"], r["trial"]): r for r in a}
    right = {(r["task_id"], r["trial"]): r for r in b}
    assert left.keys() == right.keys() and len(left) == len(a) == len(b)
    for key, record in left.items():
        other = right[key]
        for field in ("messages", "verdict", "customer_events", "termination", "seed", "customer_seed", "steps",
                      "failed_calls"):
            assert field in record and record[field] == other[field], (key, field)


def _agent_turn(body: dict) -> dict:
    """A deterministic model agent: looks the customer's accounts up once, asks, then says goodbye."""
    messages = body["messages"]
    if not any(m["role"] == "tool" for m in messages):
        return {"content": None, "tool_calls": [{"id": "call_1", "type": "function", "function": {
            "name": "get_account_details", "arguments": "{}"}}]}
    if sum(m["role"] == "assistant" for m in messages) < 4:
        return {"content": "I have your accounts here. What would you like to do with them today?"}
    return {"content": "Thank you for banking with us. Goodbye. ###STOP###"}


def test_a_model_agent_over_three_loops_gives_the_one_loop_records(tmp_path):
    with StubOpenAIServer({"agent": _agent_turn}) as server:
        common = dict(agent="openai:agent", base_url=server.base_url, api_key="x", split="lite", limit=12,
                      trials=2, preflight=False, max_steps=30, workers=8)
        one = evaluate(EvalConfig(out=tmp_path / "one", **common), progress=False)
        three = evaluate(EvalConfig(out=tmp_path / "three", loops=3, **common), progress=False)
    assert one["execution"]["mode"] == "async" and three["execution"]["mode"] == "loops"
    assert three["execution"]["loops"] == 3 and three["execution"]["sessions_per_loop"] == 3
    assert three["n"] == 24 and not three["errors"] and not three["infrastructure_errors"] and three["complete"]
    _same_sessions(_lines(tmp_path / "one" / "sessions.jsonl"), _lines(tmp_path / "three" / "sessions.jsonl"))
    assert json.loads((tmp_path / "three" / "run.json").read_text())["loops"] == 3
    assert len(read_sessions(tmp_path / "three" / "sessions.jsonl")) == 24  # the file reads back cleanly


def test_the_oracle_over_two_loops_gives_the_inline_records_and_scores(tmp_path):
    common = dict(split="lite", limit=30, trials=2)
    one = evaluate(EvalConfig(out=tmp_path / "one", **common), progress=False)
    two = evaluate(EvalConfig(out=tmp_path / "two", loops=2, **common), progress=False)
    assert one["execution"]["mode"] == "inline" and two["execution"]["mode"] == "loops"
    assert two["n"] == one["n"] == 60 and two["pass_rate"] == one["pass_rate"] == 1.0
    _same_sessions(_lines(tmp_path / "one" / "sessions.jsonl"), _lines(tmp_path / "two" / "sessions.jsonl"))
    for key in ("pass_rate", "by_category", "failure_types", "pass_hat_k"):
        assert one[key] == two[key], key


def test_a_run_cut_short_resumes_with_only_the_rest(tmp_path):
    common = dict(split="lite", limit=20, trials=2)
    evaluate(EvalConfig(out=tmp_path / "one", **common), progress=False)
    out = tmp_path / "cut"
    evaluate(EvalConfig(out=out, loops=2, **common), progress=False)
    path = out / "sessions.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    path.write_text("".join(lines[:13]) + lines[13][:40], encoding="utf-8")  # a crash mid-write of the 14th
    summary = evaluate(EvalConfig(out=out, loops=2, resume=True, **common), progress=False)
    assert summary["sessions_resumed"] == 13 and summary["sessions_run_now"] == 27 and summary["complete"]
    _same_sessions(_lines(tmp_path / "one" / "sessions.jsonl"), _lines(path))


def test_a_dead_worker_stops_the_run_and_resume_finishes_it(tmp_path):
    common = dict(split="lite", limit=40, trials=2)
    out = tmp_path / "run"
    killed: list[int] = []

    def kill_a_worker(record: dict) -> None:
        workers = [p for p in multiprocessing.active_children() if p.name.startswith("bank-gym-loop-")]
        if not killed and workers:
            killed.append(workers[0].pid)
            os.kill(workers[0].pid, signal.SIGKILL)

    with pytest.raises(EvalError, match="died"):
        evaluate(EvalConfig(out=out, loops=2, **common), progress=False, on_record=kill_a_worker)
    assert killed
    saved = read_sessions(out / "sessions.jsonl")
    assert 1 <= len(saved) < 80
    summary = evaluate(EvalConfig(out=out, loops=2, resume=True, **common), progress=False)
    assert summary["complete"] and summary["n"] == 80 and summary["sessions_resumed"] == len(saved)
    records = _lines(out / "sessions.jsonl")
    assert len(records) == len({(r["task_id"], r["trial"]) for r in records}) == 80
    assert multiprocessing.active_children() == [] or all(not p.name.startswith("bank-gym-loop-")
                                                          for p in multiprocessing.active_children())


def test_loops_are_checked(tmp_path):
    with pytest.raises(EvalError, match="loops"):
        evaluate(EvalConfig(split="lite", limit=1, out=tmp_path / "a", loops=0), progress=False)
    with pytest.raises(EvalError, match="loops"):
        evaluate(EvalConfig(split="lite", limit=1, out=tmp_path / "b", loops=2, backend="ray"), progress=False)


def _send_half_a_record_and_die(writer) -> None:
    """A worker killed while its record is on the wire: the length says 1,000 bytes, 10 arrive, then it is gone."""
    os.write(writer.fileno(), (1000).to_bytes(4, "big", signed=True) + b"0123456789")
    os._exit(9)


def _forked_worker(target):
    """A forked worker given the write end of its own pipe, as run_loops starts one: (process, read end)."""
    context = multiprocessing.get_context("fork")
    reader, writer = context.Pipe(duplex=False)
    worker = context.Process(target=target, args=(writer,), daemon=True)
    worker.start()
    writer.close()
    return worker, reader


def _stay_silent(writer) -> None:
    import time

    time.sleep(30)


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="needs the fork start method")
def test_a_worker_dying_halfway_through_a_record_stops_the_gather_at_once():
    # The CI hang: a worker killed mid-send left the parent waiting forever for the rest of the message.
    from bank_gym.sessions import _gather

    worker, reader = _forked_worker(_send_half_a_record_and_die)
    saved: list = []
    with pytest.raises(EvalError, match=r"died with exit code 9"):
        _gather({worker: reader}, "done", saved.append)
    assert saved == [] and not worker.is_alive()


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="needs the fork start method")
def test_a_worker_that_never_gets_ready_is_an_error_not_a_wait():
    from bank_gym.sessions import _gather

    worker, reader = _forked_worker(_stay_silent)
    try:
        with pytest.raises(EvalError, match=r"did not start within 1 s"):
            _gather({worker: reader}, "ready", lambda record: None, limit_s=1.0)
    finally:
        worker.terminate()
        worker.join(5)
