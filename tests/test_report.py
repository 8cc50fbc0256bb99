"""``bank_gym.report`` / ``bank-gym report`` / ``bank-gym compare``: every figure equals the verdicts it summarizes.

The runs are real sessions (oracle and trivial baselines against the scripted customer on test tasks, a few ms
each), mixed into one run so that it holds passes, abnormal endings, unrequested writes, sessions that stopped
short and final-state-only passes (the inflation case).
"""

from __future__ import annotations

import json
import math
from collections import Counter, defaultdict

import pytest

from bank_gym.compare import build_comparison, write_comparison
from bank_gym.report import RULES, build_report, first_failing_rule, load_run, write_report
from bank_gym.runner import EvalConfig, evaluate
from bank_gym.scoring import GATES, NORMAL_TERMINATIONS, SessionRecord, Termination, summarize, wilson_interval
from bank_gym.tasks import released_tasks

PNG = b"\x89PNG\r\n\x1a\n"
RULE_OF = {"ended_abnormally": "termination", "unrequested_write": "write_purity", "stopped_short": "coverage",
           "order_violation": "order", "wrong_final_state": "final_state", "unconfirmed_write": "writes_confirmed",
           "untold_fact": "facts_told", "ungrounded_id": "ids_grounded", "conversation_not_scored": "conversation"}


def rule_of(verdict) -> str:
    """The first failing rule a failure type implies (stopped_short: a gold call missing, or not served)."""
    if verdict.failure_type == "stopped_short" and verdict.action_check.coverage_ok:
        return "served"
    return RULE_OF[verdict.failure_type]


def _task_ids() -> list[str]:
    """Test tasks with writes and every read-only one (where a reply-only agent passes the final-state check)."""
    from bank_gym.tasks import load_tasks

    tasks = load_tasks("test")
    read_only = [t.task_id for t in tasks if not t.gold_writes]
    with_writes = [t.task_id for t in tasks if t.gold_writes]
    assert read_only, "the test split has read-only tasks"
    return with_writes[:10] + read_only[:6]


def _eval(agent: str, out, trials: int = 2) -> list[dict]:
    evaluate(EvalConfig(agent=agent, split="test", trials=trials, task_ids=_task_ids(), out=out), progress=False)
    return [json.loads(line) for line in (out / "sessions.jsonl").read_text().splitlines() if line.strip()]


def _write_run(folder, records: list[dict], meta: dict | None = None):
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / "sessions.jsonl", "w", encoding="utf-8") as fh:
        for r in records:
            fh.write(json.dumps(r) + "\n")
    if meta is not None:
        (folder / "summary.json").write_text(json.dumps(meta))
    return folder


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """Run folders: ``oracle``, ``write_everything`` (baseline) and ``mixed`` (records drawn from four agents)."""
    root = tmp_path_factory.mktemp("runs")
    by_agent = {agent: _eval(agent, root / agent.replace(":", "_"))
                for agent in ("oracle", "trivial:write_everything", "trivial:reply_only", "trivial:lookup_only")}
    keys = [(r["task_id"], r["trial"]) for r in by_agent["oracle"]]
    index = {agent: {(r["task_id"], r["trial"]): r for r in records} for agent, records in by_agent.items()}
    agents = list(by_agent)
    mixed = []
    for i, key in enumerate(keys):  # a deterministic mix: oracle on every other session, else a baseline
        agent = "oracle" if i % 2 == 0 else agents[1 + (i // 2) % 3]
        record = dict(index[agent][key])
        record["agent"] = "mixed"
        mixed.append(record)
    mixed_dir = _write_run(root / "mixed", mixed, {"agent": "mixed", "customer": "scripted", "split": "test"})
    return {"oracle": root / "oracle", "baseline": root / "trivial_write_everything", "mixed": mixed_dir,
            "reply_only": root / "trivial_reply_only"}


def _records(folder) -> list[SessionRecord]:
    return [SessionRecord.model_validate_json(line) for line in (folder / "sessions.jsonl").read_text().splitlines()
            if line.strip()]


def test_report_figures_equal_the_verdicts(runs):
    tasks = released_tasks()
    records = _records(runs["mixed"])
    report = build_report(runs["mixed"], tasks)

    # overall pass rate and its Wilson interval
    n, k = len(records), sum(r.verdict.passed for r in records)
    assert 0 < k < n, "the mixed run must hold both passes and failures"
    assert (report["n"], report["passed"]) == (n, k)
    assert report["pass_rate"] == pytest.approx(k / n)
    assert report["pass_rate_ci95"] == pytest.approx(list(wilson_interval(k, n)))
    assert report["trials"] == 2 and report["n_tasks"] == len({r.task_id for r in records})

    # by category, with Wilson intervals
    groups = defaultdict(list)
    for r in records:
        groups[tasks[r.task_id].category].append(r.verdict.passed)
    assert set(report["by_category"]) == set(groups)
    for category, passes in groups.items():
        row = report["by_category"][category]
        assert (row["n"], row["passed"]) == (len(passes), sum(passes))
        assert row["ci95"] == pytest.approx(list(wilson_interval(sum(passes), len(passes))))

    # final-state only vs both, by category and by product area
    def normal(r):
        return Termination(r.verdict.termination) in NORMAL_TERMINATIONS

    for key, table in (("category", report["inflation"]["by_category"]),
                       ("product_area", report["inflation"]["by_product_area"])):
        expected = defaultdict(lambda: [0, 0, 0, 0, 0])
        for r in records:
            e = expected[getattr(tasks[r.task_id], key)]
            e[0] += 1
            e[1] += r.verdict.paper_passed  # "both checks" are the paper's two, not the strict verdict
            e[2] += normal(r) and r.verdict.final_state.passed
            e[3] += normal(r) and r.verdict.action_check.passed
            e[4] += r.verdict.passed
        assert set(table) == set(expected)
        for name, (m, both, final_only, action_only, strict) in expected.items():
            row = table[name]
            assert (row["n"], row["both"], row["final_state_only"], row["action_only"], row["strict"]) == (
                m, both, final_only, action_only, strict)
            assert row["inflation"] == pytest.approx((final_only - both) / m)
    overall = report["inflation"]["overall"]
    assert overall["final_state_only"] > overall["both"], "the mix must show inflation (reply-only on read tasks)"

    # failure types, terminations, chain lengths
    assert {k: v for k, v in report["failure_types"].items() if v} == dict(Counter(r.verdict.failure_type
                                                                                  for r in records))
    assert {k: v for k, v in report["terminations"].items() if v} == dict(
        Counter(Termination(r.verdict.termination).value for r in records))
    lengths = defaultdict(list)
    for r in records:
        lengths[str(len(tasks[r.task_id].gold))].append(r.verdict.passed)
    assert {name: (row["n"], row["passed"]) for name, row in report["by_chain_length"].items()} == {
        name: (len(v), sum(v)) for name, v in lengths.items()}

    # the failed sessions and their first failing rule (consistent with the verdict's failure type)
    failed = {(r.task_id, r.trial): r for r in records if not r.verdict.passed}
    assert {(f["task_id"], f["trial"]) for f in report["failed"]} == set(failed)
    for f in report["failed"]:
        verdict = failed[(f["task_id"], f["trial"])].verdict
        assert f["failure_type"] == verdict.failure_type
        assert f["rule"] == rule_of(verdict) and f["rule"] in RULES
        assert f["detail"]
    assert sum(report["first_failing_rules"].values()) == len(failed)

    # strict and paper pass rates, and what each added check removes
    paper = sum(r.verdict.paper_passed for r in records)
    assert (report["paper_passed"], report["paper_pass_rate_ci95"]) == (paper, pytest.approx(list(wilson_interval(paper, n))))
    assert report["removed_by_conversation_checks"] == paper - sum(r.verdict.passed and r.verdict.paper_passed
                                                                   for r in records)
    for check, row in report["conversation_checks"].items():
        part = "safety" if check in GATES else "conversation"
        failing = sum(not getattr(getattr(r.verdict, part), check) for r in records)
        assert row["failed"] == failing and row["ci95"] == pytest.approx(list(wilson_interval(failing, n)))
    for category, row in report["by_category"].items():
        group = [r for r in records if tasks[r.task_id].category == category]
        assert row["paper_passed"] == sum(r.verdict.paper_passed for r in group)

    # the same numbers as the benchmark summary
    summary = summarize(records, tasks)
    assert report["pass_rate"] == pytest.approx(summary["pass_rate"])
    assert overall["final_state_only_rate"] == pytest.approx(summary["final_state_only_pass_rate"])
    assert overall["action_only_rate"] == pytest.approx(summary["action_only_pass_rate"])
    assert report["pass_hat_k"] == summary["pass_hat_k"] and "2" in report["pass_hat_k"]


def test_first_failing_rule_details(runs):
    records = _records(runs["baseline"]) + _records(runs["oracle"])
    for r in records:
        rule, detail = first_failing_rule(r.verdict)
        if r.verdict.passed:
            assert (rule, detail) == ("passed", "")
        else:
            assert rule == rule_of(r.verdict)
            if rule == "write_purity":
                assert r.verdict.unrequested_writes[0].name in detail
            if rule == "coverage":
                assert r.verdict.missing_calls[0].name in detail


def test_write_report_markdown_json_and_plots(runs, tmp_path):
    report = write_report(runs["mixed"], tmp_path / "report")
    md = (tmp_path / "report" / "report.md").read_text()
    assert f"**{report['passed']}/{report['n']} = " in md
    for f in report["failed"]:
        assert f["task_id"] in md
    for section in ("## Pass rate", "## Final-state-only vs both checks", "## Failure types",
                    "## Pass rate by gold-chain length", "## pass^k", "## Failed sessions"):
        assert section in md
    saved = json.loads((tmp_path / "report" / "report.json").read_text())
    assert saved["passed"] == report["passed"] and saved["by_category"] == report["by_category"]
    for name in ("pass_rate_by_category", "inflation", "failure_types", "chain_length", "pass_hat_k"):
        png = tmp_path / "report" / f"{name}.png"
        assert png.read_bytes()[:8] == PNG, name
        assert f"]({name}.png)" in md


def test_single_trial_run_has_no_pass_hat_k_curve(tmp_path, runs):
    records = [json.loads(line) for line in (runs["oracle"] / "sessions.jsonl").read_text().splitlines()]
    folder = _write_run(tmp_path / "one", [r for r in records if r["trial"] == 0])
    report = write_report(folder)
    assert report["trials"] == 1 and report["pass_hat_k"] == {}
    assert not (folder / "report" / "pass_hat_k.png").exists()
    assert report["pass_rate"] == 1.0 and report["failed"] == []


def test_comparison_is_paired_and_exact(runs, tmp_path):
    tasks = released_tasks()
    a = {(r.task_id, r.trial): r.verdict.passed for r in _records(runs["baseline"])}
    b = {(r.task_id, r.trial): r.verdict.passed for r in _records(runs["mixed"])}
    cmp = write_comparison(runs["baseline"], runs["mixed"], tmp_path / "cmp")
    keys = sorted(a.keys() & b.keys())
    f2p = sorted(k for k in keys if not a[k] and b[k])
    p2f = sorted(k for k in keys if a[k] and not b[k])
    assert cmp["n_pairs"] == len(keys)
    assert [(r["task_id"], r["trial"]) for r in cmp["fail_to_pass"]] == f2p
    assert [(r["task_id"], r["trial"]) for r in cmp["pass_to_fail"]] == p2f
    assert cmp["passed_a"] == sum(a[k] for k in keys) and cmp["passed_b"] == sum(b[k] for k in keys)
    assert cmp["delta"] == pytest.approx((cmp["passed_b"] - cmp["passed_a"]) / len(keys))
    m, small = len(f2p) + len(p2f), min(len(f2p), len(p2f))
    expected_p = min(1.0, 2 * sum(math.comb(m, i) for i in range(small + 1)) / 2**m) if m else 1.0
    assert cmp["mcnemar_p"] == pytest.approx(expected_p)
    for category, row in cmp["by_category"].items():
        ks = [k for k in keys if tasks[k[0]].category == category]
        assert row["n"] == len(ks)
        assert (row["passed_a"], row["passed_b"]) == (sum(a[k] for k in ks), sum(b[k] for k in ks))
        assert row["fail_to_pass"] == sum(1 for k in ks if not a[k] and b[k])
    md = (tmp_path / "cmp" / "compare.md").read_text()
    # the test of record's p (McNemar, or the sign test over tasks when a task has several trials) and McNemar's
    assert f"p = {cmp['p_value']:.4g}" in md and f"{cmp['mcnemar_p']:.4g}" in md
    for task_id, _ in f2p:
        assert task_id in md
    assert (tmp_path / "cmp" / "compare_by_category.png").read_bytes()[:8] == PNG
    assert json.loads((tmp_path / "cmp" / "compare.json").read_text())["n_fail_to_pass"] == len(f2p)


def test_load_run_dedupes_and_accepts_a_file(runs, tmp_path):
    lines = (runs["oracle"] / "sessions.jsonl").read_text().splitlines()
    path = tmp_path / "dup.jsonl"
    path.write_text("\n".join(lines + lines[:3] + ['{"truncated'] ) + "\n")
    run = load_run(path)
    assert len(run.records) == len(lines)
    assert build_comparison(run, runs["oracle"])["delta"] == 0.0


def test_cli_report_and_compare(runs, tmp_path):
    from typer.testing import CliRunner

    from bank_gym.cli import app

    cli = CliRunner()
    result = cli.invoke(app, ["report", str(runs["mixed"]), "--out", str(tmp_path / "r")])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "r" / "report.md").exists() and (tmp_path / "r" / "inflation.png").exists()
    result = cli.invoke(app, ["compare", str(runs["baseline"]), str(runs["oracle"]), "--out", str(tmp_path / "c"),
                              "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["pass_rate_b"] == 1.0 and data["n_pass_to_fail"] == 0
    assert (tmp_path / "c" / "compare.md").exists()
    assert cli.invoke(app, ["report", str(tmp_path / "nothing-here")]).exit_code == 2


def test_main_cli_registers_report_and_compare(runs, tmp_path):
    from typer.testing import CliRunner

    cli_module = pytest.importorskip("bank_gym.cli")
    names = {c.name for c in cli_module.app.registered_commands}
    if not {"report", "compare"} <= names:
        pytest.skip("bank_gym.cli does not register report/compare")
    result = CliRunner().invoke(cli_module.app, ["compare", str(runs["baseline"]), str(runs["oracle"]), "--json",
                                                 "--out", str(tmp_path / "c")])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["mcnemar_p"] < 0.05
