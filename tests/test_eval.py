"""`bank-gym eval / score / info` and the runner: oracle at 100%, resumable output, errors counted."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from bank_gym.agents.base import Agent
from bank_gym.cli import app
from bank_gym.runner import EvalConfig, EvalError, evaluate, read_sessions
from bank_gym.tools import CATALOGUE, READ_TOOLS, REGISTRY, WRITE_TOOLS

runner = CliRunner()


def invoke(*args):
    result = runner.invoke(app, [str(a) for a in args], catch_exceptions=False)
    return result


def stdout_json(result) -> dict:
    return json.loads(result.stdout)


def test_oracle_scores_100_percent_on_base_through_the_cli(tmp_path):
    out = tmp_path / "oracle"
    result = invoke("eval", "--agent", "oracle", "--customer", "scripted", "--split", "base", "--trials", 1,
                    "--out", out, "--json", "--no-progress")
    assert result.exit_code == 0, result.output
    summary = stdout_json(result)
    assert summary["n"] == 1000 and summary["pass_rate"] == 1.0
    assert summary["final_state_only_pass_rate"] == 1.0 and summary["action_only_pass_rate"] == 1.0
    for key in ("by_category", "by_chain_length", "failure_types", "pass_hat_k", "pass_rate_ci95"):
        assert key in summary
    assert json.loads((out / "summary.json").read_text())["pass_rate"] == 1.0
    lines = (out / "sessions.jsonl").read_text().splitlines()
    assert len(lines) == 1000
    record = json.loads(lines[0])
    assert {"task_id", "seed", "trial", "agent", "customer", "messages", "termination", "verdict"} <= set(record)
    assert record["agent"] == "oracle" and record["customer"] == "scripted"

    # re-scoring the file reproduces every verdict
    scored = invoke("score", out / "sessions.jsonl", "--json", "--verdicts")
    assert scored.exit_code == 0, scored.output
    rescored = stdout_json(scored)
    assert rescored["pass_rate"] == 1.0 and rescored["mismatches"] == 0 and len(rescored["verdicts"]) == 1000

    # an existing run is never overwritten without --resume
    again = runner.invoke(app, ["eval", "--agent", "oracle", "--split", "base", "--out", str(out), "--no-progress"])
    assert again.exit_code == 2 and "--resume" in again.output


def test_resume_drops_truncated_line_and_duplicates_nothing(tmp_path):
    out = tmp_path / "run"
    args = ["eval", "--agent", "trivial:reply_only", "--split", "lite", "--limit", 12, "--trials", 2, "--out", out,
            "--json", "--no-progress"]
    first = stdout_json(invoke(*args))
    assert first["n"] == 24 and first["pass_rate"] == 0.0
    path = out / "sessions.jsonl"
    data = path.read_bytes()
    lines = data.split(b"\n")
    kept = b"\n".join(lines[:10]) + b"\n" + lines[10][: len(lines[10]) // 2]  # crash mid-write of line 11
    path.write_bytes(kept)
    resumed = stdout_json(invoke(*args, "--resume"))
    assert resumed["n"] == 24 and resumed["sessions_resumed"] == 10 and resumed["sessions_run_now"] == 14
    assert resumed["complete"]
    records = read_sessions(path)
    keys = [(r["task_id"], r["trial"]) for r in records]
    assert len(keys) == 24 and len(set(keys)) == 24
    assert all(line.strip() for line in path.read_text().splitlines())
    nothing = stdout_json(invoke(*args, "--resume"))
    assert nothing["sessions_run_now"] == 0 and nothing["n"] == 24
    other = runner.invoke(app, ["eval", "--agent", "oracle", "--split", "lite", "--limit", "12", "--out", str(out),
                                "--resume", "--no-progress"])
    assert other.exit_code == 2 and "refusing to mix" in other.output


def test_task_ids_and_trials_seeds(tmp_path):
    from bank_gym.tasks import load_tasks

    ids = [t.task_id for t in load_tasks("lite")[:3]]
    result = invoke("eval", "--agent", "oracle", "--split", "lite", "--task-ids", ",".join(ids[:2]), "--task-ids",
                    ids[2], "--trials", 2, "--out", tmp_path / "ids", "--json", "--no-progress")
    summary = stdout_json(result)
    assert summary["n"] == 6 and summary["pass_hat_k"]["2"] == 1.0
    records = read_sessions(tmp_path / "ids" / "sessions.jsonl")
    assert sorted({r["task_id"] for r in records}) == sorted(ids)
    assert {(r["trial"], r["seed"]) for r in records} == {(0, 0), (1, 1)}


class CrashingAgent(Agent):
    name = "crasher"

    def reset(self, info):
        self.turns = 0

    def act(self, observation, info):
        self.turns += 1
        if self.turns > 2:
            raise RuntimeError("model server went away")
        return {"name": "show_mandates", "arguments": {}}


def test_agent_crash_is_recorded_as_error(tmp_path):
    summary = evaluate(EvalConfig(agent=CrashingAgent(), split="lite", limit=3, out=tmp_path / "crash"), progress=False)
    assert summary["n"] == 3 and summary["errors"] == 3 and summary["terminations"]["error"] == 3
    record = read_sessions(tmp_path / "crash" / "sessions.jsonl")[0]
    assert record["termination"] == "error" and "model server went away" in record["error"]
    assert record["verdict"]["failure_type"] == "ended_abnormally"


def test_bad_configuration(tmp_path):
    with pytest.raises(EvalError):
        evaluate(EvalConfig(agent="oracle", split="lite", task_ids=["nope"], out=tmp_path / "x"), progress=False)
    result = runner.invoke(app, ["eval", "--agent", "magic", "--split", "lite", "--out", str(tmp_path / "y"),
                                 "--limit", "1", "--no-progress"])
    assert result.exit_code == 2 and "unknown agent" in result.output
    result = runner.invoke(app, ["eval", "--agent", "oracle", "--split", "nope", "--out", str(tmp_path / "z")])
    assert result.exit_code == 2


def test_model_backed_specs_are_lazy():
    import subprocess
    import sys

    from bank_gym.agents import is_model_backed, make_agent
    from bank_gym.customers import make_customer

    assert is_model_backed("openai:gpt-x") and is_model_backed("hf:/models/x") and not is_model_backed("oracle")
    code = ("import sys, bank_gym; from bank_gym.agents import make_agent; from bank_gym.customers import make_customer;"
            "make_agent('trivial:claim_done'); make_customer('scripted'); import bank_gym.env, bank_gym.runner;"
            "print(sorted(m for m in ('openai', 'torch', 'transformers') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
    with pytest.raises(ValueError):
        make_agent("trivial:nope")
    with pytest.raises(ValueError):
        make_customer("robot")


def test_info_json():
    result = invoke("info", "--json")
    assert result.exit_code == 0
    info = stdout_json(result)
    assert info["customers"] > 0 and info["accounts"] > 0 and info["transactions"] > 0
    assert info["tools"]["total"] == len(REGISTRY) and info["tools"]["reads"] == len(READ_TOOLS)
    assert info["tools"]["writes"] == len(WRITE_TOOLS) and set(CATALOGUE) <= set(info["tools"]["names"])
    assert len(info["tools"]["names"]) == len(REGISTRY) >= 34 and info["kb_documents"] > 0
    assert set(info["tasks"]) == {"base", "lite", "train", "test", "safety", "safety_train", "safety_test", "robust",
                                  "robust_train", "robust_test", "test_ood", "robust_test_ood"}
    assert info["tasks"]["base"] >= info["tasks"]["lite"]
    assert info["tasks"]["safety"] == info["tasks"]["safety_train"] + info["tasks"]["safety_test"] >= 150
    assert info["tasks"]["robust"] == info["tasks"]["robust_train"] + info["tasks"]["robust_test"] >= 250
    assert sum(info["categories"].values()) == info["tasks"]["base"]
