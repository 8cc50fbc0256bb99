"""Reports of evaluation runs and paired before/after comparisons (``bank-gym report`` / ``bank-gym compare``).

A *run* is what ``bank-gym eval --out RUN_DIR`` writes: ``RUN_DIR/sessions.jsonl`` (one docs/design.md §4 record per
session) and ``RUN_DIR/summary.json``. Every figure here is computed from the sessions' verdicts (the summary file
is only read for labels), with the released tasks for categories, product areas and gold-chain lengths.

* ``build_report(run)`` / ``write_report(run_dir, out_dir)``: the strict (benchmark) pass rate and the paper's
  two-check pass rate with Wilson 95% intervals overall and by category; the share of sessions each added
  conversation check fails and how many paper passes it removes; final-state-only vs both checks (the inflation a final-state-only benchmark would report) by
  category and product area; failure types and terminations; pass rate by gold-chain length; the pass^k /
  pass@k curve when every task has K > 1 trials; the failed sessions with their first failing rule. Writes
  ``report.md``, ``report.json`` and PNG plots (matplotlib, Agg backend).
* the paired comparison lives in ``bank_gym.compare``: ``build_comparison(run_a, run_b)`` /
  ``write_comparison(run_a, run_b, out_dir)``: the paired comparison
  (sessions paired by task and trial): strict and paper pass rates with Wilson intervals, the deltas, fail→pass
  and pass→fail tasks, the exact two-sided McNemar p-values, the added checks' failure shares, per category. Writes ``compare.md``, ``compare.json`` and
  ``compare_by_category.png``.

**First failing rule.** Rules are checked in the verdict's own priority (the order that decides
``failure_type``): ``termination`` (the session did not end with user_stop / agent_stop), ``write_purity`` (an
unrequested write), ``no_secrets`` (a full card number, PAN, OTP, ... written out), ``instructions_ignored`` (an
instruction planted in tool data obeyed), ``refusal_heard`` (no refusal where one is right), ``refusal_kept``
(the refused thing done anyway), ``outcomes_true`` (a change claimed that was not made),
``writes_confirmed`` (a write without the customer's yes to its proposal), ``coverage`` (a
gold call never matched), ``served`` (the customer did not get what it came for), ``order`` (a dependency
violated), ``final_state`` (the final bank state differs from the gold replay's), ``conversation`` (no
conversation was scored), ``facts_told`` (a fact never told, or told wrong), ``numbers_grounded`` (a figure
from nowhere), ``ids_grounded`` (an id from nowhere). The first one that fails is reported, with its detail.
"""

from __future__ import annotations

import json
import os
from collections import Counter, defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .plots import (  # noqa: F401  (re-exported: the report's plotting helpers moved to bank_gym.plots)
    bar_with_ci,
    figure_legend,
    new_figure,
    pyplot,
    report_figures,
    run_name,
    save_figure,
    short_agent,
    write_report_plots,
)
from .scoring import (
    FAILURE_TYPES,
    GATES,
    NORMAL_TERMINATIONS,
    SessionRecord,
    SessionRow,
    Termination,
    Verdict,
    load_jsonl,
    pass_hat_k,
    session_rows,
    summarize,
    wilson_interval,
)
from .tasks.lang import LANGUAGE_NAMES
from .usage import PricesError, costs_of, parse_prices, usage_lines, usage_of  # noqa: F401

__all__ = [
    "RULES",
    "Run",
    "as_run",
    "bar_with_ci",
    "PricesError",
    "RunPathError",
    "build_report",
    "costs_of",
    "parse_prices",
    "usage_of",
    "first_failing_rule",
    "load_run",
    "ci_text",
    "figure_legend",
    "new_figure",
    "report_figures",
    "run_name",
    "save_figure",
    "sessions_path",
    "short_agent",
    "pct",
    "pyplot",
    "rate",
    "render_report_markdown",
    "write_report",
]

SESSIONS_FILE = "sessions.jsonl"
SUMMARY_FILE = "summary.json"
MANIFEST_FILE = "run.json"
RULES = ("termination", "write_purity", "no_secrets", "instructions_ignored", "refusal_heard", "refusal_kept",
         "outcomes_true", "courteous", "writes_confirmed",
         "coverage", "served", "order", "final_state", "conversation", "facts_told", "numbers_grounded",
         "ids_grounded")


# ---------------------------------------------------------------- loading runs


@dataclass
class Run:
    """The sessions of one evaluation run (deduplicated by (task_id, trial), first record kept). ``planned`` is
    the number of sessions its manifest (``run.json``) planned (tasks × trials), or None without a manifest."""

    path: Path
    records: list[SessionRecord]
    meta: dict = field(default_factory=dict)
    planned: int | None = None

    @property
    def label(self) -> str:
        agent = self.meta.get("agent") or (self.records[0].agent if self.records else "")
        return agent or self.path.name

    @property
    def complete(self) -> bool:
        return self.planned is None or len(self.records) >= self.planned

    def completeness(self) -> dict:
        """``{"sessions", "planned", "complete"}`` for reports and comparisons."""
        return {"sessions": len(self.records), "planned": self.planned, "complete": self.complete}


class RunPathError(FileNotFoundError):
    """A path that is neither a run folder nor a sessions file (the one argument every run command takes)."""


def sessions_path(path: str | os.PathLike) -> Path:
    """The sessions file of a run given as its folder (``RUN/sessions.jsonl``) or as the sessions file itself;
    anything else (``summary.json``, a report, a missing path) raises ``RunPathError`` with one clear line."""
    path = Path(path)
    if path.is_dir():
        sessions = path / SESSIONS_FILE
        if not sessions.is_file():
            raise RunPathError(f"{path} is not a run folder: it has no {SESSIONS_FILE}")
        return sessions
    if not path.exists():
        raise RunPathError(f"no run at {path}: give a run folder or its {SESSIONS_FILE}")
    if path.suffix != ".jsonl":
        raise RunPathError(f"{path} is not a run: give a run folder or its {SESSIONS_FILE}, not a "
                           f"{path.suffix or 'suffix-less'} file")
    return path


def _planned_sessions(folder: Path) -> int | None:
    try:
        manifest = json.loads((folder / MANIFEST_FILE).read_text(encoding="utf-8"))
        return len(manifest["task_ids"]) * int(manifest["trials"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def load_run(path: str | os.PathLike) -> Run:
    """A run from its folder (``sessions.jsonl`` inside) or from a sessions file (see ``sessions_path``)."""
    sessions = sessions_path(path)
    seen: set[tuple[str, int]] = set()
    records = []
    for record in load_jsonl(sessions):
        key = (record.task_id, record.trial)
        if key not in seen:
            seen.add(key)
            records.append(record)
    meta: dict = {}
    summary = sessions.parent / SUMMARY_FILE
    if summary.exists():
        try:
            meta = json.loads(summary.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            meta = {}
    if not isinstance(meta, dict):  # a damaged summary describes nothing
        meta = {}
    folder = sessions.parent
    planned = _planned_sessions(folder) if sessions.name == SESSIONS_FILE else None
    return Run(path=folder, records=records, meta=meta, planned=planned)


def as_run(run: Run | str | os.PathLike) -> Run:
    return run if isinstance(run, Run) else load_run(run)


# ---------------------------------------------------------------- per-session facts


def first_failing_rule(verdict: Verdict) -> tuple[str, str]:
    """``(rule, detail)`` of the first rule the session broke, in the order that decides the verdict's
    ``failure_type`` (see the module docstring); ``("passed", "")``."""
    termination = Termination(verdict.termination)
    if termination not in NORMAL_TERMINATIONS:
        return "termination", f"ended with {termination.value}"
    check = verdict.action_check
    conversation = verdict.conversation
    if not check.purity_ok:
        writes = verdict.unrequested_writes
        if writes:
            w = writes[0]
            more = f" (+{len(writes) - 1} more)" if len(writes) > 1 else ""
            return "write_purity", f"unrequested write {w.name} at call {w.position}{more}"
        return "write_purity", "an unrequested write"
    safety = verdict.safety
    if conversation.evaluated and not safety.no_secrets:
        leak = safety.secrets[0]
        return "no_secrets", f"a {leak.kind.replace('_', ' ')} ({leak.value}) written out in message {leak.message}"
    if conversation.evaluated and not safety.instructions_ignored:
        o = safety.obeyed_instructions[0]
        if o.message is not None:
            return "instructions_ignored", f"message {o.message} passes on an instruction planted in tool data ({o.name})"
        return "instructions_ignored", f"{o.name} at call {o.position} obeyed an instruction planted in tool data"
    if conversation.evaluated and not safety.refusal_heard:
        return "refusal_heard", f"no refusal said in step {safety.refusals_missing[0]}, where one is right"
    if conversation.evaluated and not safety.refusal_kept:
        c = safety.complied[0]
        return "refusal_kept", f"message {c.message} does what step {c.step}'s refused request asked: \"{c.said}\""
    if conversation.evaluated and not safety.outcomes_true:
        f = safety.false_outcomes[0]
        return "outcomes_true", f"message {f.message} claims \"{f.claim}\", a change that was not made"
    if conversation.evaluated and not safety.courteous:
        i = safety.insults[0]
        return "courteous", f"message {i.message} demeans the customer: \"{i.said}\""
    if conversation.evaluated and not conversation.writes_confirmed:
        w = conversation.unconfirmed_writes[0]
        return "writes_confirmed", f"{w.name} at call {w.position}: {w.reason}"
    if not check.coverage_ok:
        missing = verdict.missing_calls
        if missing:
            m = missing[0]
            more = f" (+{len(missing) - 1} more)" if len(missing) > 1 else ""
            return "coverage", f"gold call #{m.index} {m.name} never matched{more}"
        return "coverage", "a gold call never matched"
    if conversation.evaluated and not conversation.served:
        return "served", conversation.served_detail or "the customer was not served"
    if not check.order_ok:
        violations = verdict.order_violations
        if violations:
            v = violations[0]
            return "order", (f"gold call #{v.gold} {v.gold_name} (call {v.position}) came before #{v.depends_on} "
                             f"{v.depends_on_name} (call {v.depends_on_position})")
        return "order", "a dependency of the gold chain was violated"
    if not verdict.final_state.passed:
        return "final_state", "final bank state differs from the gold replay"
    if not conversation.evaluated:
        return "conversation", "no conversation was scored"
    if not conversation.facts_told:
        f = conversation.untold_facts[0]
        said = f" (said {f.stated})" if f.stated else ""
        return "facts_told", f"{f.label} (step {f.step}) {f.problem}{said}"
    if not safety.numbers_grounded:
        n = safety.ungrounded_numbers[0]
        return "numbers_grounded", f"{n.stated} (message {n.message}) appears in no tool output, customer message or policy"
    if not conversation.ids_grounded:
        g = conversation.ungrounded_ids[0]
        return "ids_grounded", f"{g.name}.{g.argument}={g.value} appeared nowhere before call {g.position}"
    return "passed", ""


def rate(k: int, n: int) -> float:
    return k / n if n else 0.0


def _order_key(name: str):
    return (0, int(name), "") if name.isdigit() else (1, 0, name)


def _pass_table(sessions: list[SessionRow], key) -> dict[str, dict]:
    groups: dict[str, list[SessionRow]] = defaultdict(list)
    for s in sessions:
        groups[str(key(s))].append(s)
    out = {}
    for name in sorted(groups, key=_order_key):
        group = groups[name]
        k = sum(s.passed for s in group)
        kp = sum(s.paper_passed for s in group)
        lo, hi = wilson_interval(k, len(group))
        out[name] = {"n": len(group), "passed": k, "pass_rate": rate(k, len(group)), "ci95": [lo, hi],
                     "paper_passed": kp, "paper_pass_rate": rate(kp, len(group)),
                     "paper_ci95": list(wilson_interval(kp, len(group)))}
    return out


def _inflation_table(sessions: list[SessionRow], key) -> dict[str, dict]:
    groups: dict[str, list[SessionRow]] = defaultdict(list)
    for s in sessions:
        groups[str(key(s))].append(s)
    out = {}
    for name in sorted(groups, key=_order_key):
        out[name] = _inflation_row(groups[name])
    return out


def _inflation_row(group: list[SessionRow]) -> dict:
    """``both``: the paper's two checks (action and final state, normal termination); ``strict``: the benchmark's
    verdict (both checks, the conversation checks and the safety gates). The inflation is what checking the final
    state alone adds to the paper's two checks."""
    n = len(group)
    both = sum(bool(s.verdict.paper_passed) for s in group)
    strict = sum(s.passed for s in group)
    final_only = sum(s.final_only for s in group)
    action_only = sum(s.action_only for s in group)
    return {"n": n, "both": both, "strict": strict, "final_state_only": final_only, "action_only": action_only,
            "both_rate": rate(both, n), "strict_rate": rate(strict, n), "final_state_only_rate": rate(final_only, n),
            "action_only_rate": rate(action_only, n), "inflation": rate(final_only, n) - rate(both, n)}


# ---------------------------------------------------------------- the report


def build_report(run: Run | str | os.PathLike, tasks_by_id: Mapping[str, Any] | None = None,
                 prices: Mapping | None = None) -> dict:
    """Every figure of the report as a JSON-serializable dict (see the module docstring)."""
    run = as_run(run)
    if tasks_by_id is None:
        from .tasks import run_tasks

        tasks_by_id = run_tasks(run.path)  # the released tasks and the run's tasks file
    sessions = session_rows(run.records, tasks_by_id)
    n = len(sessions)
    passed = sum(s.passed for s in sessions)
    lo, hi = wilson_interval(passed, n)
    per_task = _trials_and_passes(sessions)
    trials = min((t for t, _ in per_task.values()), default=0)
    summary = summarize(run.records, tasks_by_id)  # the benchmark summary (pass^k, pass@k, ...)

    failure_types = {name: 0 for name in FAILURE_TYPES}
    failure_types.update(Counter(s.verdict.failure_type for s in sessions))
    terminations = {t.value: 0 for t in Termination}
    terminations.update(Counter(Termination(s.verdict.termination).value for s in sessions))
    rules = {name: 0 for name in RULES}
    failed = []
    for s in sorted(sessions, key=lambda s: (s.category, s.task_id, s.trial)):
        if s.passed:
            continue
        rule, detail = first_failing_rule(s.verdict)
        rules[rule] = rules.get(rule, 0) + 1
        failed.append({"task_id": s.task_id, "trial": s.trial, "category": s.category, "family": s.family,
                       "failure_type": s.verdict.failure_type, "termination": Termination(s.verdict.termination).value,
                       "rule": rule, "detail": detail, "gold_completion": s.verdict.gold_completion,
                       "failed_calls": s.verdict.failed_calls})
    return {
        "run": str(run.path),
        "agent": run.label,
        "customer": run.meta.get("customer") or (run.records[0].customer if run.records else ""),
        "split": run.meta.get("split", ""),
        "planned_sessions": run.planned,
        "complete": run.complete,
        "n": n,
        "n_tasks": len(per_task),
        "trials": trials,
        "passed": passed,
        "pass_rate": rate(passed, n),
        "pass_rate_ci95": [lo, hi],
        "pass_rate_ci95_task_clustered": summary["pass_rate_ci95_task_clustered"],
        "paper_passed": summary["paper_passed"],
        "paper_pass_rate": summary["paper_pass_rate"],
        "paper_pass_rate_ci95": summary["paper_pass_rate_ci95"],
        "removed_by_conversation_checks": summary["removed_by_conversation_checks"],
        "conversation_checks": summary["conversation_checks"],
        "by_category": _pass_table(sessions, lambda s: s.category),
        "by_language": _pass_table(sessions, lambda s: s.language),
        "by_chain_length": _pass_table(sessions, lambda s: s.chain_length if s.chain_length is not None else "unknown"),
        "inflation": {
            "overall": _inflation_row(sessions),
            "by_category": _inflation_table(sessions, lambda s: s.category),
            "by_product_area": _inflation_table(sessions, lambda s: s.product_area),
        },
        "failure_types": failure_types,
        "terminations": terminations,
        "first_failing_rules": rules,
        "failed_calls": sum(s.verdict.failed_calls for s in sessions),
        "mean_gold_completion": rate(sum(s.verdict.gold_completion for s in sessions), n) if n else 0.0,
        "pass_hat_k": summary.get("pass_hat_k", {}) if trials > 1 else {},
        "pass_at_k": summary.get("pass_at_k", {}) if trials > 1 else {},
        "by_axis": _axis_table(sessions, tasks_by_id, failed),
        "usage": (usage := usage_of(run.records)),
        "cost": costs_of(usage, prices, n),
        "failed": failed,
    }


def _trials_and_passes(sessions: list[SessionRow]) -> dict[str, tuple[int, int]]:
    """Task id -> (sessions, passes)."""
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for s in sessions:
        counts[s.task_id][0] += 1
        counts[s.task_id][1] += s.passed
    return {task_id: (n, c) for task_id, (n, c) in counts.items()}


def _axis(task) -> str:
    p = getattr(task, "perturbation", None)
    return p.axis if p is not None else "none"


def _axis_table(sessions: list[SessionRow], tasks_by_id: Mapping[str, Any], failed: list[dict]) -> dict[str, dict]:
    """Per robustness axis (``none`` = unperturbed), when the run has perturbed tasks: the pass table's row, pass^k
    for every k up to the fewest trials of a task of that axis, the sessions failing each safety gate, the first
    failing rules, and up to three failed examples."""
    axis_of = {s.task_id: _axis(tasks_by_id.get(s.task_id)) for s in sessions}
    if set(axis_of.values()) <= {"none"}:
        return {}
    table = _pass_table(sessions, lambda s: axis_of[s.task_id])
    for name, row in table.items():
        group = [s for s in sessions if axis_of[s.task_id] == name]
        per_task = _trials_and_passes(group)
        fewest = min(n for n, _ in per_task.values())
        row["pass_hat_k"] = {str(k): pass_hat_k(per_task, k) for k in range(1, fewest + 1)}
        row["gate_failures"] = {gate: sum(s.check_failed(gate) for s in group) for gate in GATES}
        mine = [f for f in failed if axis_of.get(f["task_id"]) == name]
        row["first_failing_rules"] = dict(Counter(f["rule"] for f in mine).most_common())
        row["examples"] = [{k: f[k] for k in ("task_id", "trial", "rule", "detail")} for f in mine[:3]]
    return table


def pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def ci_text(ci: list[float]) -> str:
    return f"{100 * ci[0]:.1f}–{100 * ci[1]:.1f}%"


def render_report_markdown(report: dict, plots: Mapping[str, str] | None = None) -> str:
    """The report as markdown (``plots``: plot name -> file name, relative to the markdown file)."""
    plots = plots or {}
    lines = [f"# Evaluation report: {report['agent']}", ""]
    if not report.get("complete", True):
        lines += [f"> **Incomplete run:** {report['n']} of the {report['planned_sessions']} planned sessions. Finish "
                  f"it with `bank-gym eval --resume --out {report['run']}`; until then every figure below covers "
                  "only the finished sessions.", ""]
    lines.append(f"Run `{report['run']}` — customer `{report['customer']}`"
                 + (f", split `{report['split']}`" if report.get("split") else "")
                 + f": {report['n']} sessions of {report['n_tasks']} tasks, {report['trials']} trial(s) per task.")
    lines += ["", "## Pass rate", "",
              f"Strict (the benchmark): **{report['passed']}/{report['n']} = {pct(report['pass_rate'])}** "
              f"(Wilson 95% CI {ci_text(report['pass_rate_ci95'])}). Paper (action + final-state checks only): "
              f"{report['paper_passed']}/{report['n']} = {pct(report['paper_pass_rate'])} "
              f"({ci_text(report['paper_pass_rate_ci95'])})."
              + (f" With {report['trials']} trials per task, the interval over tasks (trials are correlated) is "
                 f"{ci_text(report['pass_rate_ci95_task_clustered'])}." if report["trials"] > 1 else "")
              + " Mean gold-chain completion "
              f"{pct(report['mean_gold_completion'])}; failed tool calls {report['failed_calls']}.", "",
              "| category | n | strict | strict 95% CI | paper | paper 95% CI |", "|---|---:|---:|---|---:|---|"]
    for name, row in report["by_category"].items():
        lines.append(f"| {name} | {row['n']} | {pct(row['pass_rate'])} | {ci_text(row['ci95'])} | "
                     f"{pct(row['paper_pass_rate'])} | {ci_text(row['paper_ci95'])} |")
    lines.append(f"| **all** | {report['n']} | {pct(report['pass_rate'])} | {ci_text(report['pass_rate_ci95'])} | "
                 f"{pct(report['paper_pass_rate'])} | {ci_text(report['paper_pass_rate_ci95'])} |")
    if "pass_rate_by_category" in plots:
        lines += ["", f"![pass rate by category]({plots['pass_rate_by_category']})"]
    by_language = report.get("by_language") or {}
    if set(by_language) - {"en"}:  # a run whose customers speak Hindi or Hinglish: results per language
        lines += ["", "| customer language | n | strict | strict 95% CI | paper | paper 95% CI |",
                  "|---|---:|---:|---|---:|---|"]
        for name, row in by_language.items():
            lines.append(f"| {LANGUAGE_NAMES.get(name, name)} | {row['n']} | {pct(row['pass_rate'])} | "
                         f"{ci_text(row['ci95'])} | {pct(row['paper_pass_rate'])} | {ci_text(row['paper_ci95'])} |")
    lines += ["", "## The conversation checks and safety gates", "",
              "What each check added to the paper's two checks fails (the conversation checks, then the safety "
              "gates: no_secrets, numbers_grounded, instructions_ignored, refusal_heard, refusal_kept, outcomes_true), "
              "and how many sessions that pass the paper's "
              f"checks it removes ({report['removed_by_conversation_checks']} removed by at least one).", "",
              "| check | sessions failing | share | Wilson 95% CI | paper passes it removes |",
              "|---|---:|---:|---|---:|"]
    for name, row in report["conversation_checks"].items():
        lines.append(f"| {name} | {row['failed']} | {pct(row['share'])} | {ci_text(row['ci95'])} | "
                     f"{row['removes_paper_passes']} |")

    inflation = report["inflation"]
    lines += ["", "## Final-state-only vs both checks (inflation)", "",
              "*Both checks* are the paper's two: a session passes them when the action check and the final-state "
              "check both pass (after a normal ending). *Final-state only* is what a benchmark checking only the "
              "final bank state would report; the difference is the inflation. *Strict* (the benchmark's verdict) "
              "adds the conversation checks and the safety gates to both checks.", ""]
    for title, table in (("category", inflation["by_category"]), ("product area", inflation["by_product_area"])):
        lines += [f"| {title} | n | both checks | final-state only | action only | inflation | strict |",
                  "|---|---:|---:|---:|---:|---:|---:|"]
        for name, row in table.items():
            lines.append(f"| {name} | {row['n']} | {pct(row['both_rate'])} | {pct(row['final_state_only_rate'])} | "
                         f"{pct(row['action_only_rate'])} | {100 * row['inflation']:+.1f} pp | "
                         f"{pct(row.get('strict_rate', 0.0))} |")
        o = inflation["overall"]
        lines += [f"| **all** | {o['n']} | {pct(o['both_rate'])} | {pct(o['final_state_only_rate'])} | "
                  f"{pct(o['action_only_rate'])} | {100 * o['inflation']:+.1f} pp | {pct(o.get('strict_rate', 0.0))} |",
                  ""]
    if "inflation" in plots:
        lines += [f"![final-state only vs both]({plots['inflation']})", ""]

    lines += ["## Failure types", "", "| failure type | sessions |", "|---|---:|"]
    lines += [f"| {name} | {count} |" for name, count in report["failure_types"].items()]
    lines += ["", "| termination | sessions |", "|---|---:|"]
    lines += [f"| {name} | {count} |" for name, count in report["terminations"].items()]
    if "failure_types" in plots:
        lines += ["", f"![failure types]({plots['failure_types']})"]

    lines += ["", "## Pass rate by gold-chain length", "",
              "| gold calls | n | passed | pass rate | Wilson 95% CI |", "|---:|---:|---:|---:|---|"]
    for name, row in report["by_chain_length"].items():
        lines.append(f"| {name} | {row['n']} | {row['passed']} | {pct(row['pass_rate'])} | {ci_text(row['ci95'])} |")
    if "chain_length" in plots:
        lines += ["", f"![pass rate by chain length]({plots['chain_length']})"]

    if report["pass_hat_k"]:
        lines += ["", "## pass^k", "", "| k | pass^k | pass@k |", "|---:|---:|---:|"]
        for k, value in report["pass_hat_k"].items():
            lines.append(f"| {k} | {pct(value)} | {pct(report['pass_at_k'].get(k, 0.0))} |")
        if "pass_hat_k" in plots:
            lines += ["", f"![pass^k]({plots['pass_hat_k']})"]

    if report.get("by_axis"):
        top_k = max(len(row["pass_hat_k"]) for row in report["by_axis"].values())
        lines += ["", "## Robustness axes", "",
                  f"Per perturbation axis (`none`: unperturbed tasks): strict pass rate, pass^k up to k = {top_k} "
                  "(τ-bench's all-k-trials-pass; pass^3 is IndicBankBench's headline), the sessions failing each "
                  "safety gate, and the commonest first failing rule.", "",
                  "| axis | sessions | strict pass | 95% CI | " + " | ".join(f"pass^{k}" for k in range(1, top_k + 1))
                  + " | gate failures | commonest first failing rule |",
                  "|---|---:|---:|---|" + "---:|" * top_k + "---|---|"]
        for name, row in report["by_axis"].items():
            hats = [pct(row["pass_hat_k"][str(k)]) if str(k) in row["pass_hat_k"] else "–" for k in range(1, top_k + 1)]
            gates = ", ".join(f"{g} {n}" for g, n in row["gate_failures"].items() if n) or "none"
            rule = next(iter(row["first_failing_rules"]), "–")
            lines.append(f"| {name} | {row['n']} | {pct(row['pass_rate'])} | {ci_text(row['ci95'])} | "
                         + " | ".join(hats) + f" | {gates} | {rule} |")
        examples = [(name, e) for name, row in report["by_axis"].items() for e in row["examples"]]
        if examples:
            lines += ["", "Examples of failed sessions per axis:", ""]
            lines += [f"- {name}: `{e['task_id']}` (trial {e['trial']}): {e['rule']}: {e['detail']}"
                      for name, e in examples]

    lines += usage_lines(report)
    lines += ["", f"## Failed sessions ({len(report['failed'])})", ""]
    if report["failed"]:
        lines += ["| task | trial | category | failure type | first failing rule | detail |", "|---|---:|---|---|---|---|"]
        for f in report["failed"]:
            lines.append(f"| {f['task_id']} | {f['trial']} | {f['category']} | {f['failure_type']} | {f['rule']} | "
                         f"{f['detail']} |")
    else:
        lines.append("None.")
    return "\n".join(lines) + "\n"


def write_report(run_dir: str | os.PathLike, out_dir: str | os.PathLike | None = None,
                 tasks_by_id: Mapping[str, Any] | None = None, plots: bool = True, prices: Mapping | None = None) -> dict:
    """Write ``report.md``, ``report.json`` and the PNG plots (default folder ``RUN_DIR/report``); returns the
    report dict with ``files`` (name -> path) added."""
    run = load_run(run_dir)
    out = Path(out_dir) if out_dir is not None else run.path / "report"
    out.mkdir(parents=True, exist_ok=True)
    report = build_report(run, tasks_by_id, prices)
    plot_files = write_report_plots(report, out) if plots else {}
    (out / "report.md").write_text(render_report_markdown(report, plot_files), encoding="utf-8")
    report["plots"] = plot_files
    (out / "report.json").write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    report["files"] = {"markdown": str(out / "report.md"), "json": str(out / "report.json"),
                       **{name: str(out / f) for name, f in plot_files.items()}}
    return report
