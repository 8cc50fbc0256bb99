"""``bank-gym play``: a session played turn by turn through files replays exactly and scores like the env."""

import json

from typer.testing import CliRunner

from bank_gym.agents.oracle import OracleAgent
from bank_gym.cli import app
from bank_gym.env import IndianBankEnv

runner = CliRunner()
TASK = "sq_rd_book_0014"


def _oracle_actions(task_id: str) -> list[str]:
    env = IndianBankEnv(split="test", task_ids=[task_id])
    obs, info = env.reset(seed=0, options={"task_id": task_id})
    agent = OracleAgent()
    agent.reset(info, task=env.task)
    actions, done = [], False
    while not done:
        action = agent.act(obs, info)
        actions.append(action if isinstance(action, str) else json.dumps(action))
        obs, _, terminated, truncated, info = env.step(action)
        done = terminated or truncated
    assert env.verdict["passed"]
    return actions


def test_played_session_replays_and_scores_like_the_env(tmp_path):
    path = tmp_path / "s.json"
    result = runner.invoke(app, ["play", "new", str(path), "--task-id", TASK, "--system-out", str(tmp_path / "sys.txt")])
    assert result.exit_code == 0, result.output
    assert "<policy>" in (tmp_path / "sys.txt").read_text() and "<tools>" in (tmp_path / "sys.txt").read_text()
    actions = _oracle_actions(TASK)
    for action in actions:
        result = runner.invoke(app, ["play", "act", str(path), "-"], input=action)
        assert result.exit_code == 0, result.output
    assert "[session ended: " in result.output
    assert "passed" not in result.output  # the verdict stays hidden while playing
    again = runner.invoke(app, ["play", "act", str(path), "hello"])
    assert again.exit_code == 2 and "has ended" in again.output
    scored = runner.invoke(app, ["play", "score", str(path), "--json"])
    assert scored.exit_code == 0
    assert json.loads(scored.output)["verdict"]["passed"] is True
    shown = runner.invoke(app, ["play", "show", str(path)])
    assert "[customer]" in shown.output and "[session ended:" in shown.output


def test_unfinished_session_scores_as_cut_and_bad_files_are_refused(tmp_path):
    path = tmp_path / "s.json"
    runner.invoke(app, ["play", "new", str(path), "--task-id", TASK])
    runner.invoke(app, ["play", "act", str(path), "Hello, how can I help?"])
    scored = runner.invoke(app, ["play", "score", str(path), "--json"])
    assert json.loads(scored.output)["verdict"]["termination"] == "max_steps"
    assert runner.invoke(app, ["play", "new", str(path), "--task-id", TASK]).exit_code == 2  # exists
    path.write_text("[1, 2]")
    assert runner.invoke(app, ["play", "act", str(path), "hi"]).exit_code == 2
    path.write_bytes(b"\xff\x00")
    assert runner.invoke(app, ["play", "show", str(path)]).exit_code == 2
    bad = runner.invoke(app, ["play", "new", str(tmp_path / "x.json"), "--task-id", "no_such_task"])
    assert bad.exit_code == 2 and "Traceback" not in bad.output
