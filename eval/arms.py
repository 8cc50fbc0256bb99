"""The GRPO arm of ``eval/before_after.py``: the SFT model's measured per-family pass-rate table, the families GRPO
trains on (those with a pass rate inside a band, so that groups of rollouts can differ), and paired exact tests
over a subset of families (e.g. the GRPO-trained families, or all but a fixed-script family).

* ``family_table`` draws ``--family_table_tasks`` fresh *training-side* tasks per family (seed
  ``--family_table_seed``; no released (customer, family) pair), evaluates the SFT model on them once each through
  the same evaluation as every arm (``run_eval``), and writes ``family_table/family_pass_rates.json`` and ``.md``.
  These tasks only choose families: the held-out sample excludes their pairs as it excludes training pairs.
* ``in_band`` picks the families whose pass rate lies in ``[low, high]``.
* ``passes_by_family`` / ``write_family_plot``: the held-out tasks' passes per family in each arm, and their plot.
* ``paired_subset`` pairs two evaluations' sessions by (task, trial) over the tasks of some families and gives the
  exact McNemar p (both evaluations must cover the same tasks).
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

log = logging.getLogger("bank_gym.before_after")

# Families whose every task is the same script (only the customer differs): reported apart from the headline.
FIXED_SCRIPT_FAMILIES = ("hp_complaint_then_human",)


def family_table(run_eval, args, model: str, families: list[str], out: Path) -> dict:
    """The SFT model's pass rate per family on fresh training-side tasks (see the module docstring)."""
    import common  # train_scripts/common.py (on the path of eval/before_after.py)

    from bank_gym.tasks.generate import generate_fresh
    from bank_gym.tasks.io import task_to_row

    tasks_file = out / "family_table_tasks.jsonl"
    tasks = generate_fresh(args.family_table_tasks * len(families), seed=args.family_table_seed,
                           exclude=common.released_pairs(), families=families)
    with open(tasks_file, "w", encoding="utf-8") as fh:
        fh.writelines(json.dumps(task_to_row(t), ensure_ascii=False, sort_keys=True) + "\n" for t in tasks)
    summary = run_eval(model, out / "family_table", args, tasks_file=tasks_file)
    rates = {name: {"n": row["n"], "passed": row["passed"], "pass_rate": row["pass_rate"],
                    "paper_pass_rate": row.get("paper_pass_rate")}
             for name, row in summary["by_family"].items() if name in families}
    low, high = (float(x) for x in args.grpo_band.split(","))
    chosen = in_band(rates, low, high)
    try:  # recorded relative to the working folder: the results name no machine folder
        shown = str(Path(model).resolve().relative_to(Path.cwd()))
    except ValueError:
        shown = Path(model).name
    table = {"model": shown, "seed": args.family_table_seed, "tasks_per_family": args.family_table_tasks,
             "band": [low, high], "families": rates, "in_band": chosen}
    (out / "family_table" / "family_pass_rates.json").write_text(json.dumps(table, indent=2) + "\n",
                                                                 encoding="utf-8")
    lines = [f"# SFT model: pass rate per family ({args.family_table_tasks} fresh training-side tasks each, seed "
             f"{args.family_table_seed})", "", "| family | passed | pass rate | paper's two checks | GRPO trains on it |",
             "|---|---:|---:|---:|:---:|"]
    for name, row in rates.items():
        paper = "" if row["paper_pass_rate"] is None else f"{100 * row['paper_pass_rate']:.0f}%"
        lines.append(f"| {name} | {row['passed']}/{row['n']} | {100 * row['pass_rate']:.0f}% | {paper} | "
                     f"{'yes' if name in chosen else ''} |")
    lines += ["", f"Band: {low:g} ≤ pass rate ≤ {high:g}: {', '.join(chosen) or 'no family'}."]
    (out / "family_table" / "family_pass_rates.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    log.info("family pass rates of %s: %s; GRPO families (band %g-%g): %s", shown,
             {n: f"{r['passed']}/{r['n']}" for n, r in rates.items()}, low, high, chosen or "none")
    return table


def in_band(rates: dict, low: float, high: float) -> list[str]:
    """The families whose pass rate lies in ``[low, high]`` (in the table's order)."""
    return [name for name, row in rates.items() if low <= row["pass_rate"] <= high]


def paired_subset(run_a: Path, run_b: Path, family_of: dict[str, str], families) -> dict:
    """Sessions of ``run_a`` and ``run_b`` paired by (task_id, trial), over the tasks whose family is in
    ``families``: counts, discordant pairs and the exact McNemar p."""
    from bank_gym.runner import read_sessions
    from bank_gym.scoring.metrics import mcnemar_exact_p

    def outcomes(run: Path) -> dict:
        return {(r["task_id"], int(r.get("trial", 0))): bool((r.get("verdict") or {}).get("passed"))
                for r in read_sessions(run / "sessions.jsonl") if family_of.get(r["task_id"]) in families}

    a, b = outcomes(run_a), outcomes(run_b)
    if set(a) != set(b):
        raise ValueError(f"{run_a} and {run_b} do not cover the same sessions")
    f2p = sorted(k[0] for k in a if b[k] and not a[k])
    p2f = sorted(k[0] for k in a if a[k] and not b[k])
    return {"families": sorted(set(families)), "n_pairs": len(a), "passed_a": sum(a.values()),
            "passed_b": sum(b.values()), "fail_to_pass": f2p, "pass_to_fail": p2f,
            "mcnemar_p": mcnemar_exact_p(len(f2p), len(p2f))}


ARM_NAMES = {"before": "base", "after": "SFT", "grpo": "SFT+GRPO"}


def passes_by_family(tasks: list, summaries: dict[str, dict]) -> dict[str, dict[str, int]]:
    """Per family of the held-out tasks (in their order): how many there are and how many passed in each arm
    (``passed_before``, ``passed_after``, ``passed_grpo``), read off the evaluations' summaries."""
    return {name: {"n": summaries["heldout_before"]["by_family"][name]["n"],
                   **{f"passed_{arm.split('_')[1]}": s["by_family"][name]["passed"] for arm, s in summaries.items()}}
            for name in dict.fromkeys(t.family for t in tasks)}


def write_family_plot(by_family: dict, title: str, path: Path) -> None:
    """Pass rate per family of the held-out tasks in each arm (Wilson 95% intervals)."""
    import numpy as np

    from bank_gym.report import bar_with_ci, figure_legend, new_figure, save_figure
    from bank_gym.scoring import wilson_interval

    names = list(by_family)
    fig, ax = new_figure((9, 4.6))
    sides = [s for s in ("before", "after", "grpo") if f"passed_{s}" in by_family[names[0]]]
    width = 0.8 / len(sides)
    for i, (side, color) in enumerate(zip(sides, ("#C44E52", "#4C72B0", "#55A868"), strict=False)):
        rows = [by_family[n] for n in names]
        bar_with_ci(ax, names, [r[f"passed_{side}"] / r["n"] for r in rows],
                    [wilson_interval(r[f"passed_{side}"], r["n"]) for r in rows], color=color,
                    offset=(i - (len(sides) - 1) / 2) * width, width=width, label=ARM_NAMES[side])
    ax.set_xticks(np.arange(len(names)), [f"{n} (n={by_family[n]['n']})" for n in names], fontsize=7, rotation=20,
                  ha="right")
    ax.set_ylim(0, 1.2)
    ax.set_ylabel("strict pass rate")
    ax.set_title(title, fontsize=10)
    figure_legend(ax)
    save_figure(fig, path)
