"""A user's first hour (issue 32): the run commands' one argument contract, incomplete runs marked, comparisons in
their own folder and never overwritten by an empty one, plots that are right and readable (bounding boxes, 0 %
bars with no height and no edge), the command line's help, ``--version``, ``view --failed`` and ``eval -q``, a
stratified ``--limit`` (eval, probe, ``make_dataset``), a progress bar that counts retries, the README's main job
printing a short summary, the two step counts (Gymnasium's wrappers vs the env's budget), a README front page whose
links resolve, and no machine paths in the repository's files."""

from __future__ import annotations

import json
import re
import subprocess
from collections import Counter
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bank_gym.cli import app
from bank_gym.compare import NoPairsError, write_comparison
from bank_gym.report import build_report, report_figures, run_name, short_agent
from bank_gym.runner import EvalConfig, evaluate, spread_sample

ROOT = Path(__file__).resolve().parent.parent
cli = CliRunner()


def _eval(out: Path, agent: str = "oracle", trials: int = 1, task_ids=None, limit=None) -> Path:
    evaluate(EvalConfig(agent=agent, split="test", trials=trials, out=out, task_ids=task_ids, limit=limit),
             progress=False)
    return out


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    root = tmp_path_factory.mktemp("hour")
    oracle = _eval(root / "oracle", trials=2, limit=6)
    baseline = _eval(root / "reply", agent="trivial:reply_only", trials=2, limit=6)
    return {"root": root, "oracle": oracle, "baseline": baseline}


def _lines(path: Path) -> list[str]:
    return [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


# ---------------------------------------------------------------- one argument contract


@pytest.mark.parametrize("command", ["report", "score", "view"])
def test_run_commands_refuse_a_summary_file_with_one_line(runs, command):
    result = cli.invoke(app, [command, str(runs["oracle"] / "summary.json")])
    assert result.exit_code == 2
    assert "not a run" in result.output and "Traceback" not in result.output
    assert len(result.output.strip().splitlines()) == 1


@pytest.mark.parametrize("command", ["report", "score", "view"])
def test_run_commands_take_the_folder_and_its_sessions_file(runs, command, tmp_path):
    extra = ["--out", str(tmp_path / "r")] if command == "report" else []
    for target in (runs["oracle"], runs["oracle"] / "sessions.jsonl"):
        result = cli.invoke(app, [command, str(target), *extra])
        assert result.exit_code == 0, result.output


def test_compare_refuses_a_summary_and_keeps_the_good_comparison(runs, tmp_path):
    out = tmp_path / "cmp"
    good = cli.invoke(app, ["compare", str(runs["baseline"]), str(runs["oracle"]), "--out", str(out)])
    assert good.exit_code == 0, good.output
    before = (out / "compare.md").read_text()
    bad = cli.invoke(app, ["compare", str(runs["baseline"] / "summary.json"), str(runs["oracle"]), "--out", str(out)])
    assert bad.exit_code == 2 and "not a run" in bad.output
    assert (out / "compare.md").read_text() == before


def test_compare_with_no_pairs_fails_and_writes_nothing(runs, tmp_path):
    other = _eval(tmp_path / "other", task_ids=[_first_task_not_in(runs["oracle"])])
    out = tmp_path / "cmp"
    out.mkdir()
    (out / "compare.md").write_text("an earlier comparison\n")
    result = cli.invoke(app, ["compare", str(other), str(runs["oracle"]), "--out", str(out)])
    assert result.exit_code == 2 and "nothing to compare" in result.output
    assert (out / "compare.md").read_text() == "an earlier comparison\n"
    with pytest.raises(NoPairsError):
        write_comparison(other, runs["oracle"], tmp_path / "cmp2")
    assert not (tmp_path / "cmp2").exists()


def _first_task_not_in(run: Path) -> str:
    from bank_gym.tasks import load_tasks

    used = {json.loads(line)["task_id"] for line in _lines(run / "sessions.jsonl")}
    return next(t.task_id for t in load_tasks("test") if t.task_id not in used)


def test_compare_writes_its_own_folder_and_says_what_is_unpaired(runs, tmp_path):
    import shutil

    a = Path(shutil.copytree(runs["baseline"], tmp_path / "a"))
    b = Path(shutil.copytree(runs["oracle"], tmp_path / "b"))
    lines = _lines(b / "sessions.jsonl")
    (b / "sessions.jsonl").write_text("\n".join(lines[:-2]) + "\n")  # two sessions of B missing
    result = cli.invoke(app, ["compare", str(a), str(b)])
    assert result.exit_code == 0, result.output
    folder = tmp_path / "compare-a-vs-b"
    assert (folder / "compare.md").is_file() and not (b / "compare").exists()
    assert "2 only in A" in result.output
    assert "run B is incomplete" in result.output and f"--resume --out {b}" in result.output.replace("\n", "")
    assert "Run B is incomplete" in (folder / "compare.md").read_text()


def test_report_marks_an_incomplete_run(runs, tmp_path):
    import shutil

    run = Path(shutil.copytree(runs["oracle"], tmp_path / "cut"))
    lines = _lines(run / "sessions.jsonl")
    (run / "sessions.jsonl").write_text("\n".join(lines[:5]) + "\n")
    result = cli.invoke(app, ["report", str(run)])
    assert result.exit_code == 0, result.output
    assert "incomplete: 5 of 12 planned sessions" in result.output
    md = (run / "report" / "report.md").read_text()
    assert "Incomplete run:** 5 of the 12 planned sessions" in md
    full = build_report(runs["oracle"])
    assert full["complete"] and full["planned_sessions"] == 12


# ---------------------------------------------------------------- plots


def _paper_only_run(runs, tmp_path) -> Path:
    """The oracle's sessions with the strict verdict failed on half of them (the paper's checks still pass): the
    inflation plot's "both checks" must be the paper's, not the strict verdict."""
    folder = tmp_path / "paper-only"
    folder.mkdir()
    out = []
    for i, line in enumerate(_lines(runs["oracle"] / "sessions.jsonl")):
        record = json.loads(line)
        if i % 2:
            record["verdict"]["passed"] = False
            record["verdict"]["failure_type"] = "untold_fact"
        out.append(json.dumps(record))
    (folder / "sessions.jsonl").write_text("\n".join(out) + "\n")
    (folder / "run.json").write_text((runs["oracle"] / "run.json").read_text())
    return folder


def test_inflation_both_checks_are_the_papers(runs, tmp_path):
    report = build_report(_paper_only_run(runs, tmp_path))
    overall = report["inflation"]["overall"]
    assert overall["both"] == report["paper_passed"] == report["n"]
    assert overall["strict"] == report["passed"] < report["n"]
    assert "*Both checks* are the paper's two" in __import__("bank_gym.report", fromlist=["x"]).render_report_markdown(
        report)


def _boxes_overlap(a, b) -> bool:
    return a.x0 < b.x1 and b.x0 < a.x1 and a.y0 < b.y1 and b.y0 < a.y1


def _check_figure(fig) -> None:
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    titles = [t for t in [fig._suptitle, *(ax.title for ax in fig.axes)] if t is not None and t.get_text()]
    legends = list(fig.legends) + [ax.get_legend() for ax in fig.axes if ax.get_legend() is not None]
    for legend in legends:
        box = legend.get_window_extent(renderer)
        for title in titles:
            assert not _boxes_overlap(box, title.get_window_extent(renderer)), (legend, title.get_text())
        if legend in fig.legends:  # a figure legend sits outside every plot
            for ax in fig.axes:
                assert not _boxes_overlap(box, ax.get_window_extent(renderer)), title.get_text()
    for i, a in enumerate(titles):
        for b in titles[i + 1:]:
            assert not _boxes_overlap(a.get_window_extent(renderer), b.get_window_extent(renderer))


def test_plots_keep_legends_off_titles_and_draw_zero_as_zero(runs, tmp_path):
    from bank_gym.plots import bar_with_ci, new_figure
    from bank_gym.report import pyplot

    report = build_report(runs["baseline"])
    figures = report_figures(report)
    assert {"pass_rate_by_category", "inflation", "failure_types", "chain_length", "pass_hat_k"} <= set(figures)
    name = run_name(report)
    assert name.startswith("reply · ")
    for key, fig in figures.items():
        _check_figure(fig)
        title = " ".join(t.get_text() for t in [fig._suptitle, *(ax.title for ax in fig.axes)] if t is not None)
        assert name in title, key  # every plot names its run, pass^k included
        assert str(runs["root"]) not in title
    # a 0 % bar has no height and no edge (no stub, no hairline): the reply-only agent passes nothing strictly
    ax = figures["pass_rate_by_category"].axes[0]
    heights = sorted({round(p.get_height(), 9) for p in ax.patches})
    assert report["pass_rate"] == 0.0 and heights[0] == 0.0
    zero = [p for fig in figures.values() for a in fig.axes for p in a.patches
            if p.get_height() == 0 or p.get_width() == 0]
    assert zero and all(p.get_linewidth() == 0 or p.get_edgecolor()[3] == 0 for p in zero)
    fig, ax = new_figure((3, 3))
    bar_with_ci(ax, ["a", "b"], [0.0, 0.5], [(0.0, 0.2), (0.3, 0.7)])
    assert [p.get_linewidth() for p in ax.patches] == [0.0, 1.0]  # a bar with height keeps its edge
    figures["check"] = fig
    for fig in figures.values():
        pyplot().close(fig)


def test_comparison_plot_keeps_legend_off_title(runs, tmp_path, monkeypatch):
    from bank_gym import compare as compare_module
    from bank_gym import report as report_module

    kept = []
    monkeypatch.setattr(compare_module, "save_figure", lambda fig, path: kept.append(fig))
    cmp = compare_module.build_comparison(runs["baseline"], runs["oracle"])
    compare_module.write_comparison_plot(cmp, tmp_path)
    assert kept
    _check_figure(kept[0])
    report_module.pyplot().close(kept[0])


def test_agent_names_lose_machine_folders():
    assert short_agent("hf:/srv/someone/runs/ba-tiny/sft/model") == "hf:sft/model"
    assert short_agent("openai:gpt-4o-mini") == "openai:gpt-4o-mini"
    assert run_name({"run": "/abs/runs/eval_after", "agent": "hf:/abs/runs/sft/model"}) == "eval_after · hf:sft/model"


# ---------------------------------------------------------------- the command line


def test_version_flag():
    from bank_gym import ENV_ID, __version__

    result = cli.invoke(app, ["--version"])
    assert result.exit_code == 0 and result.output.strip() == f"bank-gym {__version__} ({ENV_ID})"


def test_help_text_survives_markup_and_lists_every_split():
    from bank_gym.tasks.io import SPLITS

    result = cli.invoke(app, ["eval", "--help"], terminal_width=200, env={"COLUMNS": "200"})
    assert result.exit_code == 0
    text = re.sub(r"\s+", " ", re.sub(r"[│╭╮╰╯─]", " ", result.output))
    assert "bank_gym[ray]" in text
    for split in SPLITS:
        assert split in text
    # a hard-wrapped docstring reads as one paragraph
    assert "failed on the infrastructure (unreachable endpoint" in text


def test_view_failed_with_nothing_failed_exits_0(runs):
    result = cli.invoke(app, ["view", str(runs["oracle"]), "--failed"])
    assert result.exit_code == 0, result.output
    assert "no failed session: all 12 passed" in result.output
    assert cli.invoke(app, ["view", str(runs["oracle"]), "--task-id", "nope"]).exit_code == 1


def test_limit_spreads_over_categories():
    from bank_gym.tasks import load_tasks

    tasks = load_tasks("test")
    chosen = spread_sample(tasks, 6)
    categories = Counter(t.category for t in chosen)
    assert len(chosen) == 6 and len(categories) == len({t.category for t in tasks}) == 4
    assert len({t.family for t in chosen}) == 6
    assert chosen == spread_sample(tasks, 6)  # deterministic
    order = [t.task_id for t in tasks]
    assert [order.index(t.task_id) for t in chosen] == sorted(order.index(t.task_id) for t in chosen)
    assert spread_sample(tasks, 500) == list(tasks)


def test_probe_limit_spreads_over_categories(monkeypatch):
    """``bank-gym probe --limit`` plays eval's spread sample, not the split's first N tasks (one category)."""
    import bank_gym.probe as probe
    from bank_gym.tasks import load_tasks

    played = []
    monkeypatch.setattr(probe, "run_probes", lambda tasks, *a, **k: played.append(list(tasks)) or [])
    for _ in range(2):
        result = cli.invoke(app, ["probe", "--split", "test", "--limit", "6", "--json"])
        assert result.exit_code == 0, result.output
    tasks = load_tasks("test")
    assert played[0] == played[1] == spread_sample(tasks, 6)  # deterministic
    assert len({t.category for t in played[0]}) == 4 and len({t.family for t in played[0]}) == 6
    assert len({t.category for t in tasks[:6]}) < 4  # what the first six would have been


def test_make_dataset_limit_spreads_over_categories():
    pytest.importorskip("datasets")
    from bank_gym.integrations.trl_env import make_dataset
    from bank_gym.tasks import load_tasks

    tasks = {t.task_id: t for t in load_tasks("train")}
    ds = make_dataset("train", seeds=2, limit=8)
    ids = list(dict.fromkeys(ds["task_id"]))
    assert len(ds) == 16 and ids == [t.task_id for t in spread_sample(list(tasks.values()), 8)]
    assert len({tasks[i].category for i in ids}) == 4 and len({tasks[i].family for i in ids}) == 8
    assert make_dataset("train", limit=8)["task_id"] == ids  # deterministic
    assert len({t.category for t in list(tasks.values())[:8]}) == 1  # the first eight: one category


# ---------------------------------------------------------------- Gymnasium: the two step counts


def _budget_from_messages(messages) -> int:
    """The env's budget as docs/environment.md states it: one per agent turn, one per customer reply to a
    message, one per tool executed (the opening message and the customer's words after a transfer count nothing)."""
    steps, previous = 0, None
    for message in messages:
        role = message["role"]
        steps += role in ("assistant", "tool")
        steps += role == "user" and previous is not None and previous["role"] == "assistant" \
            and not previous.get("tool_calls")
        previous = message
    return steps


def test_record_episode_statistics_counts_step_calls_and_info_step_the_budget():
    import gymnasium as gym
    from gymnasium.wrappers import RecordEpisodeStatistics

    from bank_gym.agents import begin_episode, make_agent

    env = RecordEpisodeStatistics(gym.make("IndianBank-v2", split="test"))
    agent = make_agent("oracle")
    for seed in range(6):
        observation, info = env.reset(seed=seed)
        begin_episode(agent, info, env)
        calls, done = 0, False
        while not done:
            observation, reward, terminated, truncated, info = env.step(agent.act(observation, info))
            calls += 1
            done = terminated or truncated
        assistant = sum(m["role"] == "assistant" for m in info["messages"])
        assert info["episode"]["l"] == calls == assistant  # RecordEpisodeStatistics (and TimeLimit): step calls
        assert info["step"] == env.unwrapped.steps == _budget_from_messages(info["messages"]) > calls
    # the budget ends an episode the env scores itself: 3 step calls, 5 budget steps (turn, reply, turn, reply, turn)
    env = RecordEpisodeStatistics(gym.make("IndianBank-v2", split="test", max_steps=5))
    env.reset(seed=0)
    for _ in range(3):
        _, _, terminated, truncated, info = env.step("Hello, how can I help you?")
    assert truncated and not terminated and info["termination"] == "max_steps" and "verdict" in info
    assert info["step"] == 5 and info["episode"]["l"] == 3
    # a transfer: the turn and the tool count, the customer's words after it do not
    env.reset(seed=0)
    _, _, terminated, _, info = env.step('{"name": "transfer_to_human_agents", "arguments": {"summary": "a human"}}')
    assert terminated and [m["role"] for m in info["messages"]][2:] == ["assistant", "tool", "user"]
    assert info["step"] == _budget_from_messages(info["messages"]) == 2 and info["episode"]["l"] == 1


# ---------------------------------------------------------------- the repository


MACHINE_PATH = re.compile(r"(?<![\w.])(/work/|/home/[a-z]|/Users/[A-Za-z]|/root/|[A-Z]:\\Users\\)")


def _slug(heading: str) -> str:
    """GitHub's anchor for a markdown heading."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def test_the_readme_is_a_front_page_whose_links_resolve():
    readme = ROOT / "README.md"
    text = readme.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 205  # a front page (issue 32: about 200 lines); detail lives in docs/
    for section in ("Quick start", "From τ²-bench", "The environment", "An agent loop", "Version History"):
        assert f"## {section}\n" in text and f"(#{_slug(section)})" in text  # and in the table of contents
    links = re.findall(r"\]\(([^)\s]+)\)", text)
    assert len(links) > 20
    for link in links:
        if link.startswith(("http://", "https://")):
            continue
        path, _, fragment = link.partition("#")
        target = (readme.parent / path) if path else readme
        assert target.exists(), link
        if fragment:
            headings = re.findall(r"^#+ (.+)$", target.read_text(encoding="utf-8"), flags=re.M)
            assert fragment in {_slug(h) for h in headings}, link


def test_no_machine_paths_in_committed_files():
    try:
        files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout")
    offenders = []
    for name in files.splitlines():
        path = ROOT / name
        if path.suffix in (".png", ".jpg", ".gz", ".pdf") or not path.is_file():
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        for i, line in enumerate(text.splitlines(), 1):
            if MACHINE_PATH.search(line) and "MACHINE_PATH" not in line:
                offenders.append(f"{name}:{i}")
    assert not offenders, offenders[:20]


# ---------------------------------------------------------------- runs: Ctrl-C, preflight, retries


def test_ctrl_c_saves_a_partial_summary_and_prints_the_resume_line(tmp_path, monkeypatch):
    import bank_gym.runner as runner

    original = runner.evaluate

    def interrupted(config, progress=True, console=None, on_record=None):
        seen = []

        def hook(record):
            seen.append(record)
            if len(seen) == 3:
                raise KeyboardInterrupt
        return original(config, progress=progress, console=console, on_record=hook)

    monkeypatch.setattr(runner, "evaluate", interrupted)
    out = tmp_path / "run"
    result = cli.invoke(app, ["eval", "--split", "test", "--limit", "6", "--out", str(out), "--no-progress"])
    assert result.exit_code == 130, result.output
    text = " ".join(result.output.split())
    assert "interrupted: 3 session(s) saved now, 3 of 6" in text and f"bank-gym eval --resume --out {out}" in text
    summary = json.loads((out / "summary.json").read_text())
    assert summary["interrupted"] and not summary["complete"] and summary["n"] == 3
    assert "Incomplete run:** 3 of the 6 planned" in _report_md(out, tmp_path)
    monkeypatch.setattr(runner, "evaluate", original)
    done = cli.invoke(app, ["eval", "--split", "test", "--limit", "6", "--out", str(out), "--resume", "--no-progress"])
    assert done.exit_code == 0, done.output
    assert json.loads((out / "summary.json").read_text())["n"] == 6


def _report_md(run: Path, tmp_path: Path) -> str:
    from bank_gym.report import write_report

    write_report(run, tmp_path / "rep")
    return (tmp_path / "rep" / "report.md").read_text()


def _hello(body):
    return "Hello, how can I help you today?"


def test_preflight_retries_a_warming_server_and_leaves_no_folder_when_it_fails(tmp_path):
    from openai_stub_server import StubOpenAIServer

    from bank_gym.runner import EvalError

    with StubOpenAIServer({"m": _hello}) as server:
        server.fail_next(2, status=503)  # a vLLM server warming up: the first two requests fail
        out = tmp_path / "ok"
        summary = evaluate(EvalConfig(agent="openai:m", base_url=server.base_url, api_key="x", split="test", limit=1,
                                      max_steps=4, out=out, agent_kwargs={"backoff": 0.01}), progress=False)
        assert summary["n"] == 1 and not summary["infrastructure_errors"]
        server.fail_always = 503
        bad = tmp_path / "bad"
        with pytest.raises(EvalError, match="HTTP 503 after 2 retries"):
            evaluate(EvalConfig(agent="openai:m", base_url=server.base_url, api_key="x", split="test", limit=1,
                                out=bad, agent_kwargs={"backoff": 0.01, "max_retries": 2}), progress=False)
        assert not bad.exists()  # the next default run gets this name, not NAME-2


def test_retries_are_counted_and_printed_only_with_verbose(tmp_path):
    from openai_stub_server import StubOpenAIServer

    with StubOpenAIServer({"m": _hello}) as server:
        args = ["eval", "--agent", "openai:m", "--base-url", server.base_url, "--api-key", "x", "--split", "test",
                "--limit", "1", "--max-steps", "4", "--no-preflight", "--no-progress", "--agent-args",
                '{"backoff": 0.01}']
        server.fail_next(2, status=500)
        quiet = cli.invoke(app, [*args, "--out", str(tmp_path / "a")])
        assert quiet.exit_code == 0, quiet.output
        assert "retry 1/" not in quiet.output and "retried model requests: 2 (-v prints each)" in quiet.output
        assert json.loads((tmp_path / "a" / "summary.json").read_text())["retries"] == 2
        server.fail_next(2, status=500)
        loud = cli.invoke(app, [*args, "--out", str(tmp_path / "b"), "-v"])
        assert loud.exit_code == 0, loud.output
        assert "retry 1/4" in loud.output and "retry 2/4" in loud.output


def test_the_progress_bar_counts_retries(tmp_path):
    import io

    from openai_stub_server import StubOpenAIServer
    from rich.console import Console

    buffer = io.StringIO()
    with StubOpenAIServer({"m": _hello}) as server:
        server.fail_next(3, status=500)
        summary = evaluate(EvalConfig(agent="openai:m", base_url=server.base_url, api_key="x", split="test", limit=2,
                                      max_steps=4, out=tmp_path / "run", preflight=False,
                                      agent_kwargs={"backoff": 0.01}),
                           progress=True, console=Console(file=buffer, width=160))
    assert summary["retries"] == 3
    bar = [line for line in buffer.getvalue().splitlines() if line.startswith("eval")]
    assert bar and "2/2" in bar[-1] and "retries 3" in bar[-1], buffer.getvalue()


def test_eval_quiet_prints_only_the_headline(tmp_path):
    result = cli.invoke(app, ["eval", "--split", "test", "--limit", "4", "-q", "--out", str(tmp_path / "q")],
                        env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    lines = result.output.strip().splitlines()
    assert lines == ["oracle on test: pass rate 1.000 (4/4, 95% CI 0.510–1.000)"], result.output
    assert json.loads((tmp_path / "q" / "summary.json").read_text())["n"] == 4


def test_the_readmes_main_job_prints_a_short_summary(tmp_path):
    """The README's main job (``bank-gym eval`` with its defaults: the oracle, the scripted customer, the lite
    split) prints the headline and a table, some twenty lines, not the summary's JSON (1,265 lines before)."""
    import os
    import sys

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "pip install -e . && bank-gym eval\n" in readme  # the main job as the README states it
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run([sys.executable, "-c", "from bank_gym.cli import main; main()", "eval"], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    lines = (done.stdout + done.stderr).strip().splitlines()
    assert done.stdout.strip() == "" and 5 <= len(lines) <= 40, len(lines)
    assert "{" not in done.stderr and "oracle with customer scripted on lite: pass rate 1.000 (200/200" in done.stderr
    assert json.loads((tmp_path / "runs" / "oracle-scripted-lite" / "summary.json").read_text())["n"] == 200


# ---------------------------------------------------------------- records


def test_the_system_prompt_is_stored_once_per_run(runs, tmp_path):
    from bank_gym.scoring.records import PROMPTS_FILE, load_jsonl, read_records

    run = runs["oracle"]
    raw = (run / "sessions.jsonl").read_text(encoding="utf-8")
    prompts = json.loads((run / PROMPTS_FILE).read_text(encoding="utf-8"))
    assert prompts and "<instructions>" not in raw  # no record repeats the ~17 kB prompt
    assert all(text.count("<instructions>") == 1 for text in prompts.values())
    lines = [json.loads(line) for line in raw.splitlines()]
    assert all(line["messages"][0]["content"] is None and line["messages"][0]["prompt"] in prompts for line in lines)
    # reading puts the prompt back, so every reader sees whole transcripts
    for records in (read_records(run / "sessions.jsonl").records, load_jsonl(run / "sessions.jsonl")):
        first = records[0].messages[0]
        assert first["role"] == "system" and first["content"].startswith("<instructions>") and "prompt" not in first
    # and re-scoring from the compact file reproduces every verdict
    result = cli.invoke(app, ["score", str(run), "--json"])
    assert result.exit_code == 0 and json.loads(result.stdout)["mismatches"] == 0
    # a run with trials stores each distinct prompt once: far smaller than records written whole
    whole = sum(len(json.dumps(r.model_dump(mode="json"), ensure_ascii=False)) for r in load_jsonl(run / "sessions.jsonl"))
    assert len(raw) < whole / 2


def test_report_has_a_usage_section_and_costs_with_prices(tmp_path):
    from openai_stub_server import StubOpenAIServer

    with StubOpenAIServer({"m": _hello}) as server:
        out = tmp_path / "model"
        evaluate(EvalConfig(agent="openai:m", base_url=server.base_url, api_key="x", split="test", limit=2,
                            max_steps=4, out=out, preflight=False), progress=False)
    records = [json.loads(line) for line in _lines(out / "sessions.jsonl")]
    prompt = sum(r["usage"]["agent"]["prompt_tokens"] for r in records)
    completion = sum(r["usage"]["agent"]["completion_tokens"] for r in records)
    assert prompt > 0 and completion > 0
    prices = '{"currency": "INR", "agent": {"prompt": 10, "completion": 40}}'
    result = cli.invoke(app, ["report", str(out), "--prices", prices, "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["usage"]["agent"]["prompt_tokens"] == prompt
    expected = (prompt * 10 + completion * 40) / 1e6
    assert report["cost"]["agent"] == pytest.approx(expected, abs=1e-6) and report["cost"]["currency"] == "INR"
    assert report["cost"]["per_session"] == pytest.approx(expected / 2, abs=1e-6)
    md = (out / "report" / "report.md").read_text()
    assert "## Usage and cost" in md and f"{prompt:,}" in md and "INR" in md
    plain = build_report(out)
    assert plain["cost"] is None and "--prices" in __import__("bank_gym.report", fromlist=["x"]).render_report_markdown(
        plain)
    for bad in ("[1, 2]", '{"agent": {"prompt": "cheap"}}', '{"agent": {"input": 1}}', "{not json", "/no/such/file"):
        result = cli.invoke(app, ["report", str(out), "--prices", bad])
        assert result.exit_code == 2 and "--prices" in result.output and "Traceback" not in result.output, bad


def test_report_of_a_run_without_models_says_so(runs):
    from bank_gym.report import render_report_markdown

    md = render_report_markdown(build_report(runs["oracle"]))
    assert "## Usage and cost" in md and "No model calls" in md
