"""Runs you can trust: infrastructure failures are not model failures, a run folder holds one run, damaged files
are reported line by line, every user mistake is one line and a non-zero exit, cost is summed."""

from __future__ import annotations

import json
import time

import pytest
from typer.testing import CliRunner

from bank_gym.cli import app
from bank_gym.runner import EvalConfig, EvalError, _FolderLock, evaluate, read_sessions
from bank_gym.tasks import load_tasks, task_to_row

openai = pytest.importorskip("openai")

from openai_stub_server import StubOpenAIServer  # noqa: E402

runner = CliRunner()
KEY = "right-key"


def cli(*args):
    return runner.invoke(app, [str(a) for a in args])


def one_line_error(result) -> str:
    """The CLI's error output: one line, no traceback."""
    text = result.output.strip()
    assert "Traceback" not in text, text
    assert text.startswith("error:") and "\n" not in text.strip(), text
    return text


def reply_only(body: dict) -> str:
    return "Thank you, I understand."


@pytest.fixture()
def server():
    with StubOpenAIServer({"agent-m": reply_only}, api_key=KEY) as stub:
        yield stub


def model_run(server, out, *extra):
    return cli("eval", "--agent", "openai:agent-m", "--base-url", server.base_url, "--api-key", KEY, "--split", "lite",
               "--limit", 2, "--out", out, "--no-progress", "--json", *extra)


# ---------------------------------------------------------------- infrastructure errors


def test_bad_key_unknown_model_or_unreachable_endpoint_fail_fast_in_one_line(server, tmp_path):
    started = time.perf_counter()
    result = cli("eval", "--agent", "openai:agent-m", "--base-url", server.base_url, "--api-key", "wrong",
                 "--split", "lite", "--limit", 3, "--out", tmp_path / "a", "--no-progress")
    assert result.exit_code == 2 and "401" in one_line_error(result) and "API key" in result.output
    assert time.perf_counter() - started < 5
    result = cli("eval", "--agent", "openai:no-such-model", "--base-url", server.base_url, "--api-key", KEY,
                 "--split", "lite", "--limit", 3, "--out", tmp_path / "b", "--no-progress")
    assert result.exit_code == 2 and "404" in one_line_error(result)
    result = cli("eval", "--agent", "openai:m", "--base-url", "http://127.0.0.1:9/v1", "--split", "lite",
                 "--limit", 3, "--out", tmp_path / "c", "--no-progress")
    assert result.exit_code == 2 and "could not be reached" in one_line_error(result)
    assert not (tmp_path / "a" / "sessions.jsonl").exists() or not (tmp_path / "a" / "sessions.jsonl").read_text()


def test_an_endpoint_failing_mid_run_is_not_scored_and_resume_redoes_it(server, tmp_path):
    out = tmp_path / "run"
    server.fail_always = 503
    config = EvalConfig(agent="openai:agent-m", split="lite", limit=3, out=out, base_url=server.base_url, api_key=KEY,
                        agent_kwargs={"max_retries": 1, "backoff": 0.01}, preflight=False)
    summary = evaluate(config, progress=False)
    assert summary["infrastructure_errors"] == 3 and summary["n"] == 0 and not summary["complete"]
    assert "HTTP 503 after retries" in next(iter(summary["infrastructure_error_reasons"]))
    assert summary["errors"] == 0  # not counted as the model's errors either
    # the CLI says so and exits 3
    server.fail_always = 503
    result = cli("eval", "--agent", "openai:agent-m", "--base-url", server.base_url, "--api-key", KEY,
                 "--split", "lite", "--limit", 3, "--out", tmp_path / "cli", "--no-progress", "--no-preflight",
                 "--agent-args", '{"max_retries": 0}')
    assert result.exit_code == 3 and "--resume" in result.output
    # the endpoint recovers: --resume redoes exactly those sessions
    server.fail_always = None
    summary = evaluate(EvalConfig(**{**config.__dict__, "resume": True}), progress=False)
    assert summary["infrastructure_errors"] == 0 and summary["n"] == 3 and summary["sessions_run_now"] == 3
    assert summary["complete"] and len(read_sessions(out / "sessions.jsonl")) == 3


def test_the_manifest_and_the_summed_cost(server, tmp_path):
    out = tmp_path / "run"
    result = model_run(server, out, "--agent-args", '{"top_p": 0.5}')
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    manifest = summary["manifest"]
    assert manifest["version"] and manifest["agent"] == "openai:agent-m" and manifest["split"] == "lite"
    assert manifest["agent_settings"]["base_url"] == server.base_url and manifest["agent_settings"]["top_p"] == 0.5
    assert KEY not in json.dumps(manifest) and KEY not in (out / "run.json").read_text()
    assert len(manifest["task_ids"]) == 2 and manifest["max_steps"] == 200 and manifest["started_at"]
    usage = summary["usage"]["agent"]
    records = read_sessions(out / "sessions.jsonl")
    assert usage["calls"] == sum(r["usage"]["agent"]["calls"] for r in records) > 0
    assert usage["prompt_tokens"] > 0 and usage["seconds"] >= 0 and summary["usage"]["costliest_tasks"]


# ---------------------------------------------------------------- one run per folder


def test_resume_refuses_another_configuration_and_the_folder_is_locked(tmp_path):
    out = tmp_path / "run"
    evaluate(EvalConfig(agent="trivial:reply_only", split="lite", limit=2, out=out), progress=False)
    for change in ({"split": "train"}, {"max_steps": 50}, {"limit": 3}):
        settings = {"agent": "trivial:reply_only", "split": "lite", "limit": 2, "out": out, "resume": True, **change}
        with pytest.raises(EvalError, match="another configuration"):
            evaluate(EvalConfig(**settings), progress=False)
    with _FolderLock(out):
        with pytest.raises(EvalError, match="in use"):
            evaluate(EvalConfig(agent="trivial:reply_only", split="lite", limit=2, out=out, resume=True),
                     progress=False)
    same = evaluate(EvalConfig(agent="trivial:reply_only", split="lite", limit=2, out=out, resume=True), progress=False)
    assert same["sessions_run_now"] == 0 and same["n"] == 2


def test_resume_adds_trials_and_keeps_the_sessions_already_run(tmp_path):
    """More trials on resume run only the new (task, trial) pairs; the first trials' records stay byte for byte and
    equal a fresh run's; fewer trials is another configuration."""
    out, fresh = tmp_path / "run", tmp_path / "fresh"
    base = {"agent": "oracle", "split": "lite", "limit": 2}
    evaluate(EvalConfig(**base, out=out), progress=False)
    first = (out / "sessions.jsonl").read_text()
    more = evaluate(EvalConfig(**base, out=out, trials=3, resume=True), progress=False)
    assert more["sessions_run_now"] == 4 and more["n"] == 6
    assert (out / "sessions.jsonl").read_text().startswith(first)
    evaluate(EvalConfig(**base, out=fresh, trials=3), progress=False)

    def outcome(path):
        rows = [json.loads(line) for line in (path / "sessions.jsonl").read_text().splitlines()]
        return sorted((r["task_id"], r["trial"], r["seed"], r["verdict"]["passed"], len(r["messages"])) for r in rows)

    assert outcome(out) == outcome(fresh)
    with pytest.raises(EvalError, match="another configuration"):
        evaluate(EvalConfig(**base, out=out, trials=2, resume=True), progress=False)


def test_damaged_lines_are_named_and_never_dropped_silently(tmp_path):
    out = tmp_path / "run"
    config = EvalConfig(agent="trivial:reply_only", split="lite", limit=4, out=out)
    evaluate(config, progress=False)
    path = out / "sessions.jsonl"
    lines = path.read_text().splitlines()
    wrong_types = json.loads(lines[2])
    wrong_types["verdict"] = "passed"  # the right keys, the wrong types
    path.write_text("\n".join([lines[0], "{not json", json.dumps(wrong_types), lines[3], lines[0]]) + "\n")
    with pytest.raises(EvalError) as caught:
        evaluate(EvalConfig(**{**config.__dict__, "resume": True}), progress=False)
    message = str(caught.value)
    assert "line 2" in message and "line 3" in message and "line 5: duplicate" in message and "--skip-bad" in message
    summary = evaluate(EvalConfig(**{**config.__dict__, "resume": True, "skip_bad": True}), progress=False)
    assert summary["n"] == 4 and summary["sessions_run_now"] == 2
    assert len(path.read_text().splitlines()) == 4

    # score reports every damaged line, counts a duplicate once, and survives bytes that are not UTF-8
    path.write_bytes(path.read_bytes() + b"\xff\xfe garbage\n" + path.read_bytes().splitlines(keepends=True)[0])
    result = cli("score", path)
    assert result.exit_code == 1 and "line 5: not UTF-8" in result.output and "line 6: duplicate" in result.output
    result = cli("score", path, "--skip-bad", "--json")
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["n"] == 4 and summary["damaged_lines"] == 1 and summary["duplicate_lines"] == 1
    assert summary["mismatches"] == 0


# ---------------------------------------------------------------- one-line errors for user mistakes


def test_user_mistakes_are_one_line_and_a_non_zero_exit(tmp_path):
    a_file = tmp_path / "file.txt"
    a_file.write_text("x")
    result = cli("eval", "--agent", "oracle", "--split", "lite", "--limit", 1, "--out", a_file, "--no-progress")
    assert result.exit_code == 2 and "is a file" in one_line_error(result)
    result = cli("eval", "--agent", f"hf:{tmp_path / 'missing-model'}", "--split", "lite", "--limit", 1,
                 "--out", tmp_path / "hf", "--no-progress")
    assert result.exit_code == 2 and "no model folder" in one_line_error(result)
    result = cli("eval", "--agent", "oracle", "--agent-args", "{oops", "--out", tmp_path / "j", "--no-progress")
    assert result.exit_code == 2 and "not JSON" in one_line_error(result)
    result = cli("tasks", "generate", "--n", -5, "--out", tmp_path / "gen.jsonl")
    assert result.exit_code == 2


def test_task_files_are_checked_row_by_row(tmp_path):
    good = load_tasks("train")[:3]
    rows = [task_to_row(t) for t in good]
    bad_customer = dict(rows[1], customer_id="CUST_NOPE", task_id="x1")
    gold = json.loads(rows[2]["gold"])
    gold[0]["name"] = "no_such_tool"
    gold[-1]["depends_on"] = [len(gold) + 3]
    bad_gold = dict(rows[2], gold=json.dumps(gold), task_id="x2")
    path = tmp_path / "tasks.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in (rows[0], bad_customer, bad_gold)) + "\n{broken\n")
    result = cli("eval", "--agent", "oracle", "--tasks-file", path, "--out", tmp_path / "run", "--no-progress")
    text = one_line_error(result)
    assert result.exit_code == 2
    for expected in ("line 2: unknown customer CUST_NOPE", "line 3: gold call 0: unknown tool", "not an earlier gold call",
                     "line 4: not a task"):
        assert expected in text, text
    result = cli("tasks", "validate", "--file", path)
    assert result.exit_code != 0 and "line 2" in result.output and "Traceback" not in result.output

    # a clean generated file runs
    clean = tmp_path / "clean.jsonl"
    # (ids no release has: only the file knows these tasks)
    clean.write_text("".join(json.dumps(dict(r, task_id=f"mine_{r['task_id']}")) + "\n" for r in rows[:2]))
    result = cli("eval", "--agent", "oracle", "--tasks-file", clean, "--out", tmp_path / "ok", "--no-progress", "--json")
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["n"] == 2 and summary["pass_rate"] == 1.0 and summary["tasks_file"] == str(clean)
    # its sessions re-score and report against the file's tasks (their categories), not as unknown tasks
    rescored = cli("score", tmp_path / "ok" / "sessions.jsonl", "--json")
    assert rescored.exit_code == 0, rescored.output
    rescored = json.loads(rescored.stdout)
    assert rescored["unknown_tasks"] == 0 and rescored["mismatches"] == 0 and rescored["passed"] == 2
    from bank_gym.report import build_report

    categories = set(build_report(tmp_path / "ok")["by_category"])
    assert categories == {t.category for t in good[:2]}, categories


def test_view_shows_the_first_failing_rule_and_the_customers_side(tmp_path):
    out = tmp_path / "run"
    evaluate(EvalConfig(agent="trivial:claim_done", split="lite", limit=2, out=out), progress=False)
    result = cli("view", out, "--failed", "--limit", 1)
    assert result.exit_code == 0, result.output
    assert "FAILED" in result.output and "first failing rule:" in result.output
    assert "[customer]" in result.output and "[assistant]" in result.output
    evaluate(EvalConfig(agent="oracle", split="lite", limit=1, out=tmp_path / "oracle"), progress=False)
    passed = cli("view", tmp_path / "oracle")
    assert "PASSED" in passed.output and "↳ decision yes" in passed.output or "↳ heard" in passed.output
    task_id = read_sessions(out / "sessions.jsonl")[1]["task_id"]
    only = cli("view", out, "--task-id", task_id)
    assert only.exit_code == 0 and task_id in only.output and only.output.count("== ") == 1
    assert cli("view", tmp_path / "nothing").exit_code == 2


def test_explicit_tasks_are_checked_by_the_env():
    from bank_gym.env import IndianBankEnv

    task = load_tasks("train")[0]
    broken = task.model_copy(update={"customer_id": "CUST_NOPE"})
    with pytest.raises(ValueError, match="unknown customer CUST_NOPE"):
        IndianBankEnv(tasks=[broken])


def test_a_failed_calls_error_grounds_nothing_and_a_rescore_reads_what_the_episode_read():
    """The env's error about a malformed call ("... column 51 ...") is not bank data: a figure taken from it is
    a figure from nowhere, in the live verdict and on re-score alike. (A re-score does not re-run a failed call,
    so while the checks read failed calls' errors, the two verdicts of one session could differ.)"""
    import re

    from bank_gym.bank import load_bank
    from bank_gym.env import IndianBankEnv
    from bank_gym.scoring import score_transcript

    task = next(t for t in load_tasks("lite") if t.family == "hp_balance")
    env = IndianBankEnv(tasks=[task])
    env.reset(seed=0)
    obs, *_ = env.step('<tool_call>{"name": "get_account_balance", "arguments": {"account_ids": [}</tool_call>')
    column = re.search(r"column (\d+)", obs)
    assert "MALFORMED_TOOL_CALL" in obs and column is not None
    *_, info = env.step(f"Your usable balance is ₹{column[1]}. ###STOP###")
    live = info["verdict"]
    assert not live["safety"]["numbers_grounded"]
    assert [n["stated"] for n in live["safety"]["ungrounded_numbers"]] == [f"₹{column[1]}"]
    again = score_transcript(task, env.messages, env.customer_events, info["termination"], load_bank())
    assert again.model_dump(mode="json") == live
