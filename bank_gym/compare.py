"""Paired before/after comparisons of two evaluation runs (``bank-gym compare``): sessions paired by task and
trial; strict and paper pass rates with Wilson intervals, the deltas with a 95 % interval, fail→pass and
pass→fail tasks, the paired test (exact McNemar with one trial per task, a sign test over tasks with several),
the added checks' failure shares, per category with Holm-corrected p-values. Writes ``compare.md``,
``compare.json`` and ``compare_by_category.png``.
"""

from __future__ import annotations

import json
import os
from collections import defaultdict
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .report import (
    Run,
    as_run,
    bar_with_ci,
    ci_text,
    figure_legend,
    load_run,
    new_figure,
    pct,
    rate,
    run_name,
    save_figure,
)
from .scoring import FAILURE_TYPES, NORMAL_TERMINATIONS, Termination, compare_runs, mcnemar_exact_p, wilson_interval
from .scoring.records import record_language
from .tasks.lang import LANGUAGE_NAMES

__all__ = ["NoPairsError", "build_comparison", "default_compare_dir", "render_comparison_markdown", "write_comparison",
           "write_comparison_plot"]


def build_comparison(run_a: Run | str | os.PathLike, run_b: Run | str | os.PathLike,
                     tasks_by_id: Mapping[str, Any] | None = None) -> dict:
    """Paired comparison of run A (before / baseline) and run B (after), sessions paired by (task_id, trial)."""
    a, b = as_run(run_a), as_run(run_b)
    if tasks_by_id is None:
        from .tasks import run_tasks

        tasks_by_id = run_tasks(a.path, b.path)
    result = compare_runs(a.records, b.records, tasks_by_id)
    ra = {(r.task_id, r.trial): r for r in a.records}
    rb = {(r.task_id, r.trial): r for r in b.records}
    keys = sorted(ra.keys() & rb.keys())
    n = len(keys)
    ka = sum(ra[k].verdict.passed for k in keys)
    kb = sum(rb[k].verdict.passed for k in keys)

    def category(task_id: str) -> str:
        task = tasks_by_id.get(task_id)
        return task.category if task else "unknown"

    def pair_rows(pred) -> list[dict]:
        return [{"task_id": t, "trial": trial, "category": category(t),
                 "failure_type_a": ra[(t, trial)].verdict.failure_type,
                 "failure_type_b": rb[(t, trial)].verdict.failure_type}
                for (t, trial) in keys if pred(ra[(t, trial)].verdict.passed, rb[(t, trial)].verdict.passed)]

    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # category -> [passed in A, passed in B]
    for key in keys:
        counts[category(key[0])][0] += bool(ra[key].verdict.passed)
        counts[category(key[0])][1] += bool(rb[key].verdict.passed)
    by_category = {}
    for name, row in result["by_category"].items():
        pa, pb = counts.get(name, [0, 0])
        by_category[name] = {**row, "passed_a": pa, "passed_b": pb, "ci95_a": list(wilson_interval(pa, row["n"])),
                             "ci95_b": list(wilson_interval(pb, row["n"]))}

    def side(run: Run, records: dict) -> dict:
        verdicts = [records[k].verdict for k in keys]
        normal = [Termination(v.termination) in NORMAL_TERMINATIONS for v in verdicts]
        return {
            "run": str(run.path),
            "label": run.label,
            "sessions": len(run.records),
            "planned_sessions": run.planned,
            "complete": run.complete,
            "languages": sorted({record_language(records[k]) for k in keys}),
            "final_state_only_pass_rate": rate(sum(ok and v.final_state.passed for ok, v in zip(normal, verdicts)), n),
            "mean_gold_completion": rate(sum(v.gold_completion for v in verdicts), n) if n else 0.0,
            "failed_calls": sum(v.failed_calls for v in verdicts),
            "failure_types": {name: sum(v.failure_type == name for v in verdicts) for name in FAILURE_TYPES},
            "terminations": {t.value: sum(Termination(v.termination) == t for v in verdicts) for t in Termination},
        }

    f2p, p2f = len(result["fail_to_pass"]), len(result["pass_to_fail"])
    paper_a = sum(ra[k].verdict.paper_passed for k in keys)
    paper_b = sum(rb[k].verdict.paper_passed for k in keys)
    return {
        "paper_passed_a": paper_a,
        "paper_passed_b": paper_b,
        "paper_pass_rate_a": result["paper_pass_rate_a"],
        "paper_pass_rate_b": result["paper_pass_rate_b"],
        "paper_ci95_a": list(wilson_interval(paper_a, n)),
        "paper_ci95_b": list(wilson_interval(paper_b, n)),
        "paper_delta": result["paper_delta"],
        "paper_mcnemar_p": result["paper_mcnemar_p"],
        "trials": result["trials"],
        "paired_test": result["paired_test"],
        "p_value": result["p_value"],
        "delta_ci95": result["delta_ci95"],
        "conversation_checks_a": result["conversation_checks_a"],
        "conversation_checks_b": result["conversation_checks_b"],
        "a": side(a, ra),
        "b": side(b, rb),
        "n_pairs": n,
        "only_in_a": result["only_in_a"],
        "only_in_b": result["only_in_b"],
        "passed_a": ka,
        "passed_b": kb,
        "pass_rate_a": result["pass_rate_a"],
        "pass_rate_b": result["pass_rate_b"],
        "ci95_a": list(wilson_interval(ka, n)),
        "ci95_b": list(wilson_interval(kb, n)),
        "delta": result["delta"],
        "both_pass": result["both_pass"],
        "both_fail": result["both_fail"],
        "fail_to_pass": pair_rows(lambda x, y: not x and y),
        "pass_to_fail": pair_rows(lambda x, y: x and not y),
        "n_fail_to_pass": f2p,
        "n_pass_to_fail": p2f,
        "mcnemar_p": mcnemar_exact_p(f2p, p2f),
        "by_category": by_category,
    }


def _language_line(cmp: dict) -> list[str]:
    """The customers' languages of the two runs, when either is not English (an English run against a Hindi run
    of the same tasks measures the language gap)."""
    a, b = cmp["a"].get("languages", ["en"]), cmp["b"].get("languages", ["en"])
    if set(a) | set(b) <= {"en"}:
        return []
    def names(langs) -> str:
        return ", ".join(LANGUAGE_NAMES.get(x, x) for x in langs) or "none"

    return [f"Customer language: A {names(a)}; B {names(b)}.", ""]


def render_comparison_markdown(cmp: dict, plots: Mapping[str, str] | None = None) -> str:
    plots = plots or {}
    a, b = cmp["a"], cmp["b"]
    lines = ["# Paired comparison", "",
             f"- **A** (before): `{a['label']}` — `{a['run']}`",
             f"- **B** (after): `{b['label']}` — `{b['run']}`",
             f"- {cmp['n_pairs']} paired sessions (task, trial)"
             + (f"; unpaired: {cmp['only_in_a']} only in A, {cmp['only_in_b']} only in B"
                if cmp["only_in_a"] or cmp["only_in_b"] else ""), ""]
    for name, side_ in (("A", a), ("B", b)):
        if not side_.get("complete", True):
            lines += [f"> **Run {name} is incomplete:** {side_['sessions']} of its {side_['planned_sessions']} "
                      f"planned sessions (`bank-gym eval --resume --out {side_['run']}` finishes it).", ""]
    lines += [
             "| | A | B | B − A |", "|---|---:|---:|---:|",
             f"| pass rate | {cmp['passed_a']}/{cmp['n_pairs']} = {pct(cmp['pass_rate_a'])} | "
             f"{cmp['passed_b']}/{cmp['n_pairs']} = {pct(cmp['pass_rate_b'])} | {100 * cmp['delta']:+.1f} pp |",
             f"| Wilson 95% CI | {ci_text(cmp['ci95_a'])} | {ci_text(cmp['ci95_b'])} | |",
             f"| paper pass rate (two checks) | {cmp['paper_passed_a']}/{cmp['n_pairs']} = "
             f"{pct(cmp['paper_pass_rate_a'])} | {cmp['paper_passed_b']}/{cmp['n_pairs']} = "
             f"{pct(cmp['paper_pass_rate_b'])} | {100 * cmp['paper_delta']:+.1f} pp |",
             f"| paper Wilson 95% CI | {ci_text(cmp['paper_ci95_a'])} | {ci_text(cmp['paper_ci95_b'])} | |",
             *[f"| fails check: {name} | {pct(cmp['conversation_checks_a'][name]['share'])} | "
               f"{pct(cmp['conversation_checks_b'][name]['share'])} | "
               f"{100 * (cmp['conversation_checks_b'][name]['share'] - cmp['conversation_checks_a'][name]['share']):+.1f} pp |"
               for name in cmp["conversation_checks_a"]],
             f"| final-state-only pass rate | {pct(a['final_state_only_pass_rate'])} | "
             f"{pct(b['final_state_only_pass_rate'])} | "
             f"{100 * (b['final_state_only_pass_rate'] - a['final_state_only_pass_rate']):+.1f} pp |",
             f"| mean gold-chain completion | {pct(a['mean_gold_completion'])} | {pct(b['mean_gold_completion'])} | "
             f"{100 * (b['mean_gold_completion'] - a['mean_gold_completion']):+.1f} pp |",
             f"| failed tool calls | {a['failed_calls']} | {b['failed_calls']} | "
             f"{b['failed_calls'] - a['failed_calls']:+d} |", "",
             f"Discordant pairs: **{cmp['n_fail_to_pass']} fail→pass**, **{cmp['n_pass_to_fail']} pass→fail** "
             f"(both pass {cmp['both_pass']}, both fail {cmp['both_fail']}). "
             + (f"Exact two-sided McNemar **p = {cmp['mcnemar_p']:.4g}** (paper's two checks: "
                f"p = {cmp['paper_mcnemar_p']:.4g})." if cmp["paired_test"] == "mcnemar" else
                f"With {cmp['trials']} trials per task the sessions of a task are not independent: exact sign test "
                f"over tasks **p = {cmp['p_value']:.4g}** (a session-level McNemar would say {cmp['mcnemar_p']:.4g}).")
             + f" Paired delta {100 * cmp['delta']:+.1f} pp, 95% CI {100 * cmp['delta_ci95'][0]:+.1f} to "
             f"{100 * cmp['delta_ci95'][1]:+.1f} pp.", "",
             *_language_line(cmp),
             "## By category", "",
             "| category | n | A | B | delta | fail→pass | pass→fail | p | p (Holm) |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for name, row in cmp["by_category"].items():
        lines.append(f"| {name} | {row['n']} | {pct(row['pass_rate_a'])} | {pct(row['pass_rate_b'])} | "
                     f"{100 * row['delta']:+.1f} pp | {row['fail_to_pass']} | {row['pass_to_fail']} | "
                     f"{row.get('p_value', row['mcnemar_p']):.4g} | {row.get('p_holm', row['mcnemar_p']):.4g} |")
    if "compare_by_category" in plots:
        lines += ["", f"![before/after by category]({plots['compare_by_category']})"]
    for title, key in (("Fail → pass", "fail_to_pass"), ("Pass → fail", "pass_to_fail")):
        rows = cmp[key]
        lines += ["", f"## {title} ({len(rows)})", ""]
        if rows:
            lines += ["| task | trial | category | A failure type | B failure type |", "|---|---:|---|---|---|"]
            lines += [f"| {r['task_id']} | {r['trial']} | {r['category']} | {r['failure_type_a']} | "
                      f"{r['failure_type_b']} |" for r in rows]
        else:
            lines.append("None.")
    lines += ["", "## Failure types and terminations", "", "| | A | B |", "|---|---:|---:|"]
    for name in a["failure_types"]:
        lines.append(f"| {name} | {a['failure_types'][name]} | {b['failure_types'][name]} |")
    for name in a["terminations"]:
        lines.append(f"| termination: {name} | {a['terminations'][name]} | {b['terminations'][name]} |")
    return "\n".join(lines) + "\n"


def write_comparison_plot(cmp: dict, out_dir: Path) -> dict[str, str]:
    import numpy as np

    rows = dict(cmp["by_category"])
    rows["all"] = {"n": cmp["n_pairs"], "pass_rate_a": cmp["pass_rate_a"], "pass_rate_b": cmp["pass_rate_b"],
                   "ci95_a": cmp["ci95_a"], "ci95_b": cmp["ci95_b"]}
    names = list(rows)
    fig, ax = new_figure((8, 4.6))
    bar_with_ci(ax, names, [rows[k]["pass_rate_a"] for k in names], [rows[k]["ci95_a"] for k in names],
                 color="#C44E52", offset=-0.2, width=0.4, label=f"A: {run_name(cmp['a'])}")
    bar_with_ci(ax, names, [rows[k]["pass_rate_b"] for k in names], [rows[k]["ci95_b"] for k in names],
                 color="#4C72B0", offset=0.2, width=0.4, label=f"B: {run_name(cmp['b'])}")
    ax.set_xticks(np.arange(len(names)), [f"{k}\n(n={rows[k]['n']})" for k in names])
    ax.set_ylim(0, 1.2)
    ax.set_ylabel("strict pass rate")
    test = "McNemar" if cmp.get("paired_test", "mcnemar") == "mcnemar" else "sign test over tasks"
    fig.suptitle(f"{cmp['n_pairs']} paired sessions; {test} p = {cmp.get('p_value', cmp['mcnemar_p']):.3g}; "
                 "Wilson 95% CI", fontsize=10)
    figure_legend(ax)
    save_figure(fig, Path(out_dir) / "compare_by_category.png")
    return {"compare_by_category": "compare_by_category.png"}


class NoPairsError(ValueError):
    """Two runs that share no (task, trial) session."""


def default_compare_dir(run_a: Path, run_b: Path) -> Path:
    """``compare-A-vs-B`` beside run B (the comparison's own folder, never inside either run)."""
    return Path(run_b).parent / f"compare-{Path(run_a).name}-vs-{Path(run_b).name}"


def write_comparison(run_a: str | os.PathLike, run_b: str | os.PathLike, out_dir: str | os.PathLike | None = None,
                     tasks_by_id: Mapping[str, Any] | None = None, plots: bool = True) -> dict:
    """Write ``compare.md``, ``compare.json`` and ``compare_by_category.png`` in the comparison's own folder
    (default ``compare-A-vs-B`` beside run B; never inside a run); returns the comparison dict with ``files`` added.
    Two runs with no session in common raise ``NoPairsError`` and write nothing, so an earlier comparison in the
    folder is never overwritten by an empty one."""
    a, b = load_run(run_a), load_run(run_b)
    out = Path(out_dir) if out_dir is not None else default_compare_dir(a.path, b.path)
    cmp = build_comparison(a, b, tasks_by_id)
    if not cmp["n_pairs"]:
        raise NoPairsError(f"no session of {a.path} ({len(a.records)} sessions) pairs with one of {b.path} "
                           f"({len(b.records)} sessions) by (task, trial): nothing to compare, nothing written")
    out.mkdir(parents=True, exist_ok=True)
    plot_files = write_comparison_plot(cmp, out) if plots else {}
    (out / "compare.md").write_text(render_comparison_markdown(cmp, plot_files), encoding="utf-8")
    cmp["plots"] = plot_files
    (out / "compare.json").write_text(json.dumps(cmp, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    cmp["files"] = {"markdown": str(out / "compare.md"), "json": str(out / "compare.json"),
                    **{name: str(out / f) for name, f in plot_files.items()}}
    return cmp
