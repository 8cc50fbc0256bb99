"""Results anyone can verify (issue 31): ``bank-gym score`` refuses what it cannot check, re-derives what it can
(tool outputs, the scripted customer's side, the tasks) and says which; damaged and hostile run folders give one
line and a non-zero exit, never a traceback; infrastructure failures are never charged to the model.

Each test names the finding (F1 ... F14) it pins."""

from __future__ import annotations

import contextlib
import json
import shutil

import pytest
from typer.testing import CliRunner

from bank_gym.cli import app
from bank_gym.runner import EvalConfig, EvalError, evaluate
from bank_gym.tasks.model import AXES

runner = CliRunner()


def cli(*args):
    return runner.invoke(app, [str(a) for a in args])


def one_line_error(result) -> str:
    text = result.output.strip()
    assert "Traceback" not in text, text
    assert text.startswith("error:") and "\n" not in text, text
    return text


@pytest.fixture(scope="module")
def oracle_run(tmp_path_factory):
    """A finished oracle run of three lite tasks (copied by each test that changes it)."""
    out = tmp_path_factory.mktemp("runs") / "oracle"
    evaluate(EvalConfig(agent="oracle", split="lite", limit=3, out=out), progress=False)
    return out


@pytest.fixture()
def run_copy(oracle_run, tmp_path):
    out = tmp_path / "run"
    shutil.copytree(oracle_run, out)
    return out


# ---------------------------------------------------------------- damaged inputs


def test_f1_a_torn_last_line_is_not_silently_dropped(run_copy):
    path = run_copy / "sessions.jsonl"
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) - 40])  # the last record cut mid-line
    result = cli("score", path)
    assert result.exit_code == 1 and "line 3, the last, is cut off" in one_line_error(result)
    assert cli("score", path, "--skip-bad", "--json").exit_code == 0  # the others, on request


def test_f2_an_empty_file_is_an_error(tmp_path):
    path = tmp_path / "sessions.jsonl"
    path.write_text("")
    result = cli("score", path)
    assert result.exit_code == 1 and "is empty" in one_line_error(result)
    path.write_text("\n\n")
    assert cli("score", path).exit_code == 1
    result = cli("view", path)
    assert result.exit_code == 1 and "is empty" in one_line_error(result)


def test_f3_a_binary_file_is_one_line(tmp_path):
    path = tmp_path / "sessions.jsonl"
    path.write_bytes(bytes(range(256)) * 64 + b"\n" * 15 + bytes(range(1, 256)))
    for command in ("score", "view"):
        result = cli(command, path)
        assert result.exit_code == 1 and "binary" in one_line_error(result)
    path.write_bytes(b"\xff\xfe\n" * 16)  # no NUL byte, still no record
    result = cli("score", path)
    assert result.exit_code == 1 and "holds no session record" in one_line_error(result)


def test_f4_a_splits_file_naming_a_missing_task_is_one_line(tmp_path, monkeypatch):
    from bank_gym.tasks import io

    folder = tmp_path / "tasks"
    shutil.copytree(io.tasks_dir(), folder)
    splits = json.loads((folder / "splits.json").read_text())
    splits["lite"] = ["no_such_task_1"] + splits["lite"]
    (folder / "splits.json").write_text(json.dumps(splits))
    monkeypatch.setattr(io, "tasks_dir", lambda: folder)
    for cached in (io.load_split_ids, io._load_file, io.released_tasks):
        cached.cache_clear()
    try:
        result = cli("eval", "--split", "lite", "--limit", 1, "--out", tmp_path / "out", "--no-progress")
        line = one_line_error(result)
        assert result.exit_code == 2 and "no_such_task_1" in line and "splits.json" in line
    finally:
        for cached in (io.load_split_ids, io._load_file, io.released_tasks):
            cached.cache_clear()


@pytest.mark.parametrize("content", ["null", "[1, 2]", "{not json", "\"text\""])
def test_f9_a_manifest_that_is_not_an_object_is_one_line_on_resume(run_copy, content):
    (run_copy / "run.json").write_text(content)
    result = cli("eval", "--split", "lite", "--limit", 3, "--out", run_copy, "--resume", "--no-progress")
    assert result.exit_code == 2 and "not a run manifest" in one_line_error(result)
    result = cli("score", run_copy / "sessions.jsonl")
    assert result.exit_code == 1 and "not a run manifest" in one_line_error(result)
    (run_copy / "summary.json").write_text(content)
    from bank_gym.report import build_report

    assert build_report(run_copy)["n"] == 3  # a damaged summary describes nothing


def test_f10_resume_without_a_manifest_is_refused(run_copy):
    (run_copy / "run.json").unlink()
    before = (run_copy / "sessions.jsonl").read_bytes()
    result = cli("eval", "--split", "lite", "--limit", 6, "--max-steps", 50, "--out", run_copy, "--resume",
                 "--no-progress")
    assert result.exit_code == 2 and "no run.json" in one_line_error(result)
    assert (run_copy / "sessions.jsonl").read_bytes() == before


# ---------------------------------------------------------------- hostile content

HOSTILE = ("\x1b]0;pwned title\x07\x1b]52;c;ZWNobyBoaQ==\x07\x1b[2J\x1b[8mhidden\x1b[0m\r\x9b31m"
           "\u202egnp.exe\u2066x\u200b")


def test_f13_view_neutralises_control_characters_and_escape_sequences(run_copy):
    path = run_copy / "sessions.jsonl"
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    rows[0]["messages"][1]["content"] = "hello " + HOSTILE
    rows[0]["task_id"] = rows[0]["task_id"]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    result = cli("view", run_copy, "--limit", 1)
    assert result.exit_code == 0
    shown = result.output
    for bad in ("\x1b", "\x07", "\x9b", "\r", "\u202e", "\u2066", "\u200b"):
        assert bad not in shown
    assert "\\x1b]52;c;ZWNobyBoaQ==" in shown and "\\u202egnp.exe" in shown  # shown, visibly, not sent
    from bank_gym.cli import safe_text

    hindi = "मैं ठीक हूँ, धन्यवाद।\tक्‍या\n"  # tabs, newlines and the Devanagari joiners are kept
    assert safe_text(hindi) == hindi


def test_f13_score_neutralises_what_a_run_folder_names(run_copy):
    manifest = json.loads((run_copy / "run.json").read_text())
    (run_copy / "run.json").write_text(json.dumps(dict(manifest, agent="oracle" + HOSTILE)))
    rows = _sessions(run_copy)
    _write_sessions(run_copy, rows + [dict(rows[0], task_id="x" + HOSTILE)])
    result = cli("score", run_copy / "sessions.jsonl")
    assert "\\x1b]0;pwned" in result.output and "\x1b" not in result.output and "\u202e" not in result.output
    (run_copy / "run.json").write_text("[" + json.dumps(HOSTILE) + "]")
    result = cli("score", run_copy / "sessions.jsonl")
    assert result.exit_code == 1 and "\x1b" not in one_line_error(result)


def test_f14_eval_never_writes_through_a_link_planted_in_the_run_folder(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("precious\n")
    for name in ("run.json", "sessions.jsonl", "summary.json", ".lock"):
        out = tmp_path / f"out-{name}"
        out.mkdir()
        (out / name).symlink_to(outside)
        result = cli("eval", "--split", "lite", "--limit", 1, "--out", out, "--no-progress")
        assert result.exit_code == 2 and "symbolic link" in one_line_error(result)
        assert outside.read_text() == "precious\n"


def test_run_files_are_written_atomically_and_a_link_is_replaced_not_followed(tmp_path):
    from bank_gym.runner import open_nofollow, write_atomic

    outside = tmp_path / "outside.txt"
    outside.write_text("precious\n")
    link = tmp_path / "run.json"
    link.symlink_to(outside)
    write_atomic(link, "{}\n")
    assert not link.is_symlink() and link.read_text() == "{}\n" and outside.read_text() == "precious\n"
    link.unlink()
    link.symlink_to(outside)
    with pytest.raises(EvalError, match="symbolic link"):
        open_nofollow(link, "a")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["outside.txt", "run.json"]  # no temporary file left


def test_f13_play_shows_the_transcript_with_escapes_neutralised(tmp_path):
    path = tmp_path / "s.json"
    assert cli("play", "new", path, "--task-id", "sq_rd_book_0014", "--system-out", tmp_path / "sys.txt").exit_code == 0
    result = runner.invoke(app, ["play", "act", str(path), "-"], input="Hello " + HOSTILE)
    assert result.exit_code == 0, result.output
    shown = cli("play", "show", path).output
    assert "Hello " in shown and "\\x1b]0;pwned" in shown
    assert not any(c in shown for c in ("\x1b", "\x07", "\x9b", "\r", "\u202e"))


# ---------------------------------------------------------------- the infrastructure's failures are not the model's

GOOD = {"id": "c", "object": "chat.completion", "choices": [{"index": 0, "finish_reason": "stop", "message": {
    "role": "assistant", "content": "Thank you, I understand."}}], "usage": {"prompt_tokens": 1, "completion_tokens": 1,
                                                                           "total_tokens": 2}}
BROKEN = {  # (content type, body) of a 200 OK that is not a well-formed completion
    "truncated": ("application/json", json.dumps(GOOD)[:-30]),  # F5
    "no_choices": ("application/json", json.dumps({"id": "c", "object": "chat.completion", "choices": []})),  # F6
    "error_object": ("application/json", json.dumps({"error": {"message": "upstream overloaded", "code": 502}})),
    "html": ("text/html", "<html><body>502 Bad Gateway</body></html>"),
}


@pytest.fixture()
def gateway():
    """An endpoint that answers every completion with ``gateway.mode`` (a key of BROKEN, or "good")."""
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    state = {"mode": "good", "posts": 0}

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args):
            pass

        def do_POST(self):
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            state["posts"] += 1
            kind, text = ("application/json", json.dumps(GOOD)) if state["mode"] == "good" else BROKEN[state["mode"]]
            data = text.encode()
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    state["url"] = f"http://127.0.0.1:{server.server_address[1]}/v1"
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.parametrize("mode", sorted(BROKEN))
def test_f5_f6_a_200_that_is_not_a_completion_is_retried_then_an_infrastructure_error_resume_redoes(
        gateway, tmp_path, mode):
    pytest.importorskip("openai")
    out = tmp_path / "run"
    args = ("eval", "--agent", "openai:m", "--base-url", gateway["url"], "--api-key", "k", "--split", "lite",
            "--limit", 1, "--out", out, "--no-progress", "--no-preflight", "--json",
            "--agent-args", json.dumps({"max_retries": 2, "backoff": 0.01}))
    gateway["mode"] = mode
    result = cli(*args)
    assert result.exit_code == 3, result.output
    assert gateway["posts"] == 3  # the first answer and two retries
    record = json.loads((out / "sessions.jsonl").read_text())
    assert "not a completion" in record["infrastructure_error"]
    assert not any(m.get("role") == "assistant" and m.get("content") == "" for m in record["messages"])
    summary = json.loads((out / "summary.json").read_text())
    assert summary["infrastructure_errors"] == 1 and summary["n"] == 0  # charged to nobody
    gateway["mode"] = "good"
    again = cli(*args, "--resume")
    assert again.exit_code == 0, again.output
    [redone] = [json.loads(line) for line in (out / "sessions.jsonl").read_text().splitlines()]
    assert redone.get("infrastructure_error") is None and redone["usage"]["agent"]["calls"] >= 1


# ---------------------------------------------------------------- live and re-scored verdicts agree (F12)


class NoisyOracle:
    """The taught oracle, which before every call to the perturbed tool (every read on the null_field axis and on
    the customer's axes)
    first sends (``kinds``) a call with arguments that are not JSON, a call to a tool that does not exist, a call
    whose arguments do not validate, a call that runs and fails (an id the customer does not have)."""

    def __init__(self, task, kinds=("malformed", "unknown", "invalid", "failing")):
        from bank_gym.agents.oracle import OracleAgent

        self.inner, self.task, self.kinds, self.sent = OracleAgent(), task, kinds, 0

    def reset(self, *args, **kwargs):
        return self.inner.reset(*args, **kwargs)

    def __getattr__(self, name):
        return getattr(self.inner, name)

    def act(self, obs, info):
        from bank_gym.tools.registry import REGISTRY

        action = self.inner.act(obs, info)
        try:
            call = json.loads(action) if isinstance(action, str) else None
        except ValueError:
            call = None
        if not isinstance(call, dict) or "name" not in call:
            return action
        name, arguments = call["name"], call.get("arguments") or {}
        axis, tool = self.task.perturbation.axis, self.task.perturbation.tool
        if name != tool and not ((tool is None or axis == "null_field") and REGISTRY[name].kind == "read"):
            return action
        bogus = {k: (["ZZ000000"] if isinstance(v, list) else "ZZ000000" if isinstance(v, str) else v)
                 for k, v in arguments.items()}
        noise = {"malformed": (name, '{"broken": '), "unknown": ("no_such_tool", "{}"),
                 "invalid": (name, json.dumps({"no_such_argument": [1]})), "failing": (name, json.dumps(bogus))}
        noise = [noise[kind] for kind in self.kinds]
        self.sent += len(noise)
        calls = [{"id": f"n{i}", "type": "function", "function": {"name": n, "arguments": a}}
                 for i, (n, a) in enumerate(noise + [(name, json.dumps(arguments))])]
        return {"role": "assistant", "content": None, "tool_calls": calls}


def _axis_tasks(axis, n=4):
    from bank_gym.tasks import load_tasks

    return [t for t in load_tasks("robust") if t.perturbation.axis == axis][:n]


@pytest.mark.parametrize("kinds", [("malformed",), ("unknown",), ("invalid",), ("failing",),
                                   ("malformed", "unknown", "invalid", "failing")], ids="+".join)
@pytest.mark.parametrize("axis", AXES)
def test_f12_live_and_rescored_verdicts_agree_with_malformed_unknown_and_failing_calls_first(axis, kinds):
    from bank_gym.agents.base import begin_episode
    from bank_gym.bank import load_bank
    from bank_gym.env import IndianBankEnv
    from bank_gym.scoring import score_transcript
    tasks = _axis_tasks(axis)
    assert tasks
    env = IndianBankEnv(tasks=tasks[:1], max_errors=50)
    for task in tasks:
        agent = NoisyOracle(task, kinds)
        obs, info = env.reset(seed=1, options={"task": task})
        begin_episode(agent, info, env)
        while True:
            obs, _, terminated, truncated, info = env.step(agent.act(obs, info))
            if terminated or truncated:
                break
        record = env.session_record()
        assert agent.sent >= len(kinds)  # the noise was sent
        again = score_transcript(task, record["messages"], record["customer_events"], record["termination"],
                                 load_bank())
        assert again.model_dump(mode="json") == record["verdict"], task.task_id


# ---------------------------------------------------------------- score verifies the tasks (F8) and the customer (F11)


def _sessions(folder):
    return [json.loads(line) for line in (folder / "sessions.jsonl").read_text().splitlines()]


def _write_sessions(folder, rows):
    (folder / "sessions.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))


def test_f8_a_tasks_file_cannot_redefine_released_tasks(tmp_path):
    from bank_gym.tasks import load_tasks, task_to_row

    released = load_tasks("lite")[:2]
    redefined = dict(task_to_row(released[0]), session_date="2031-01-01")
    path = tmp_path / "tasks.jsonl"
    path.write_text(json.dumps(redefined) + "\n")
    result = cli("eval", "--tasks-file", path, "--out", tmp_path / "run", "--no-progress")
    assert result.exit_code == 2 and "cannot redefine a released task" in one_line_error(result)
    copy = tmp_path / "copy.jsonl"  # an exact copy of a released task redefines nothing
    copy.write_text(json.dumps(task_to_row(released[1]), sort_keys=True) + "\n")
    assert cli("eval", "--tasks-file", copy, "--out", tmp_path / "ok", "--no-progress").exit_code == 0


def test_f8_forged_sessions_on_a_planted_tasks_file_fail_score(tmp_path):
    """One passing session relabelled as other tasks, with a tasks file that redefines those released ids to the
    passing task's content and a run.json naming it: score refuses it."""
    from bank_gym.tasks import load_tasks, task_to_row

    tasks = load_tasks("lite")[:4]
    run = tmp_path / "run"
    evaluate(EvalConfig(agent="oracle", split="lite", task_ids=[tasks[0].task_id], out=run), progress=False)
    manifest = json.loads((run / "run.json").read_text())
    [session] = _sessions(run)
    forged_tasks = tmp_path / "tasks.jsonl"
    forged_tasks.write_text("".join(json.dumps(dict(task_to_row(tasks[0]), task_id=t.task_id)) + "\n"
                                    for t in tasks[1:]))
    _write_sessions(run, [session] + [dict(session, task_id=t.task_id) for t in tasks[1:]])
    manifest.update(tasks_file=str(forged_tasks), split=None, task_ids=[t.task_id for t in tasks])
    (run / "run.json").write_text(json.dumps(manifest))
    result = cli("score", run / "sessions.jsonl")
    assert result.exit_code == 1 and "cannot redefine a released task" in one_line_error(result)
    # the same relabelling with the recorded hashes left as they were: the tasks are not the run's
    manifest.update(tasks_file=None, split="lite")
    (run / "run.json").write_text(json.dumps(manifest))
    result = cli("score", run / "sessions.jsonl")
    assert result.exit_code == 1 and "differs from the one the run used" in one_line_error(result)
    # and report/compare never let a tasks file replace a released task
    from bank_gym.tasks import run_tasks

    manifest.update(tasks_file=str(forged_tasks))
    (run / "run.json").write_text(json.dumps(manifest))
    assert run_tasks(run)[tasks[1].task_id] == tasks[1]
    assert manifest["task_sources"]["release"]["tasks"] == 1 and len(manifest["task_sources"]["release"]["sha256"]) == 64


def test_score_says_what_it_verified(oracle_run):
    result = cli("score", oracle_run / "sessions.jsonl", "--json")
    assert result.exit_code == 0, result.output
    check = json.loads(result.stdout)["verification"]
    assert check["customer"] == {**check["customer"], "replayed": 3, "differing": 0, "trusted": 0}
    assert check["task_sources"]["status"] == "verified" and check["task_sources"]["sources"]["release"]["tasks"] == 3
    assert "re-executed" in check["agent_calls"]
    text = cli("score", oracle_run / "sessions.jsonl").output
    assert "verified: agent calls re-executed; customer replayed in 3 session(s) (0 differing)" in text


def test_a_model_customer_is_said_to_be_taken_on_trust(run_copy):
    rows = _sessions(run_copy)
    _write_sessions(run_copy, [dict(r, customer="openai:some-model") for r in rows])
    manifest = json.loads((run_copy / "run.json").read_text())
    (run_copy / "run.json").write_text(json.dumps(dict(manifest, customer="openai:some-model")))
    result = cli("score", run_copy / "sessions.jsonl", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["verification"]["customer"]["trusted"] == 3
    assert "taken on trust in 3" in cli("score", run_copy / "sessions.jsonl").output


def test_relabelling_the_customer_or_the_seed_of_a_scripted_run_is_found(run_copy):
    rows = _sessions(run_copy)
    _write_sessions(run_copy, [dict(rows[0], customer="openai:some-model"), dict(rows[1], seed=7), rows[2]])
    result = cli("score", run_copy / "sessions.jsonl", "--json")
    assert result.exit_code == 1
    summary = json.loads(result.stdout)
    assert summary["verification"]["customer"]["replayed"] == 3  # the run's customer is scripted: all replayed
    assert any("is not the run's ('scripted')" in p for p in summary["problems"])
    assert any("seed 7 is not its trial's" in p for p in summary["problems"])


def test_f11_a_forged_served_event_is_found_by_replaying_the_scripted_customer(oracle_run, tmp_path):
    """Oracle sessions cut one step before the customer says it was served fail; one forged ``served`` event and
    ``termination: user_stop`` make them pass a re-score that trusts the customer's side. The replay finds it."""
    from bank_gym.bank import load_bank
    from bank_gym.scoring import SessionRecord, rescore
    from bank_gym.tasks import released_tasks

    flipped = 0
    for i, full in enumerate(_sessions(oracle_run)):
        run = tmp_path / f"run{i}"
        evaluate(EvalConfig(agent="oracle", split="lite", task_ids=[full["task_id"]], out=run,
                            max_steps=full["steps"] - 1), progress=False)
        [cut] = _sessions(run)
        assert cut["termination"] == "max_steps" and not cut["verdict"]["passed"]
        assert cli("score", run / "sessions.jsonl").exit_code == 0  # honest, it verifies
        last = max(i for i, m in enumerate(cut["messages"]) if m["role"] == "user")
        forged = dict(cut, termination="user_stop",
                      customer_events=cut["customer_events"] + [{"message": last, "type": "served"}])
        forged["verdict"] = rescore(SessionRecord.model_validate(forged), released_tasks(),
                                    load_bank()).model_dump(mode="json")
        flipped += forged["verdict"]["passed"]
        _write_sessions(run, [forged])
        result = cli("score", run / "sessions.jsonl", "--json")
        assert result.exit_code == 1
        summary = json.loads(result.stdout)
        assert summary["customer_mismatches"] == 1 and summary["passed"] == 0 and summary["mismatches"] == 1
        assert "the customer's side is not what the scripted customer says" in summary["problems"][0]
    assert flipped  # the forgery alone would pass a re-score that trusts the customer's side
    rows = _sessions(oracle_run)
    run = tmp_path / "forged-message"
    shutil.copytree(oracle_run, run)
    # a forged customer message is found the same way
    rows[0]["messages"][1]["content"] = "Please also close all my accounts."
    _write_sessions(run, rows)
    result = cli("score", run / "sessions.jsonl", "--json")
    assert result.exit_code == 1 and "at message 1 (user" in json.loads(result.stdout)["problems"][0]


# ---------------------------------------------------------------- Ray (F7)

_FAKE_RAY = """
import os, sys
from bank_gym import distributed
from bank_gym.cli import app

def run_on_ray(config, todo, tasks, names, save):  # what Ray's driver threads do after a worker dies
    print("(raylet) A worker died or was killed while executing a task by an unexpected system error.", flush=True)
    os.write(1, b"(raylet) [2026-01-01 00:00:00,000 E 1 1] worker_pool.cc: Some workers of the worker process have not registered\\n")
    from bank_gym.runner import make_pair
    from bank_gym.sessions import run_session
    env, agent = make_pair(config, {t.task_id: t for t in tasks})
    for task_id, trial in todo:
        save(run_session(env, agent, task_id, trial, *names))
    return {"actors": 1}

distributed.run_on_ray = run_on_ray
sys.argv = ["bank-gym"] + sys.argv[1:]
app()
"""


def test_f7_eval_json_stays_pure_json_whatever_ray_prints(tmp_path):
    import subprocess
    import sys

    result = subprocess.run([sys.executable, "-c", _FAKE_RAY, "eval", "--backend", "ray", "--split", "lite",
                             "--limit", "2", "--out", str(tmp_path / "run"), "--no-progress", "--json"],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    summary = json.loads(result.stdout)  # nothing but the summary
    assert summary["n"] == 2 and summary["execution"]["backend"] == "ray"
    assert result.stderr.count("(raylet)") == 2


@pytest.mark.parametrize("signame", ["SIGTERM", "SIGKILL"])
def test_f7_ray_processes_end_with_a_signalled_or_killed_driver(tmp_path, signame):
    """SIGTERM, or SIGKILL, to an eval on a Ray it started: every process the run spawned (raylet, GCS, the
    dashboard and runtime-env agents, workers) is gone within 15 s, none left running."""
    import os
    import signal
    import subprocess
    import sys
    import time

    pytest.importorskip("ray")
    psutil = pytest.importorskip("psutil")
    out = tmp_path / "run"
    driver = subprocess.Popen([sys.executable, "-c", "from bank_gym.cli import main; main()", "eval", "--backend",
                               "ray", "--workers", "2", "--split", "lite", "--trials", "20", "--out", str(out),
                               "--no-progress", "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              env={**os.environ, "RAY_USAGE_STATS_ENABLED": "0"})
    try:
        deadline = time.time() + 240
        while time.time() < deadline and not ((out / "sessions.jsonl").exists()
                                              and (out / "sessions.jsonl").stat().st_size > 0):
            assert driver.poll() is None, driver.stderr.read().decode()[-2000:]
            time.sleep(0.5)
        spawned = psutil.Process(driver.pid).children(recursive=True)
        assert spawned, "Ray started no processes"
        names = {}
        for p in spawned:
            with contextlib.suppress(psutil.Error):
                names[p.pid] = p.name()
        driver.send_signal(getattr(signal, signame))
        driver.wait(timeout=60)
        gone, alive = psutil.wait_procs(spawned, timeout=15)
        assert not alive, [names.get(p.pid) for p in alive]
    finally:
        if driver.poll() is None:
            driver.kill()
            driver.wait()
        for p in locals().get("alive") or ():  # never leave a process of the test behind
            with contextlib.suppress(psutil.Error):
                p.kill()


# ---------------------------------------------------------------- the system prompt stored once per run (issue 32)


def test_a_system_prompt_that_cannot_be_put_back_is_a_damaged_line(run_copy):
    from bank_gym.scoring.records import PROMPTS_FILE, read_records

    stored = run_copy / PROMPTS_FILE
    prompts = json.loads(stored.read_text(encoding="utf-8"))
    assert prompts and "<instructions>" not in (run_copy / "sessions.jsonl").read_text(encoding="utf-8")
    assert cli("score", run_copy).exit_code == 0  # compact records re-inflate, replay and verify
    stored.write_text(json.dumps({ref: text + " (edited)" for ref, text in prompts.items()}), encoding="utf-8")
    report = read_records(run_copy / "sessions.jsonl")
    assert not report.records and len(report.damaged) == 3 and all("system prompt" in why for _, why in report.damaged)
    result = cli("score", run_copy)
    assert result.exit_code == 1 and "system prompt" in one_line_error(result)
    stored.unlink()
    result = cli("view", run_copy)
    assert result.exit_code == 1 and "system prompt" in one_line_error(result)


def test_a_link_planted_as_the_prompts_file_is_refused(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("precious\n")
    out = tmp_path / "out"
    out.mkdir()
    (out / "system_prompts.json").symlink_to(outside)
    result = cli("eval", "--split", "lite", "--limit", 1, "--out", out, "--no-progress")
    assert result.exit_code == 2 and "symbolic link" in one_line_error(result)
    assert outside.read_text() == "precious\n"


def test_resume_repairs_a_compact_sessions_file_atomically_and_keeps_it_compact(run_copy):
    path = run_copy / "sessions.jsonl"
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) - 40])  # a torn last line: resume repairs the file and redoes the session
    result = cli("eval", "--split", "lite", "--limit", 3, "--out", run_copy, "--resume", "--no-progress")
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert len(lines) == 3 and all(line["messages"][0]["content"] is None for line in lines)
    assert not [p.name for p in run_copy.iterdir() if p.name.endswith(".tmp")]
    assert cli("score", run_copy).exit_code == 0
