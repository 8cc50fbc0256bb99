"""The plots of reports and comparisons: matplotlib figures in constrained layout (titles, legends and tick labels
kept apart), Wilson error bars, a 0 % bar with no height, every plot named by its run folder and agent (never by a
machine path). ``bank_gym.report`` and ``bank_gym.compare`` draw with these."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

__all__ = ["bar_with_ci", "figure_legend", "new_figure", "pyplot", "report_figures", "run_name", "save_figure",
           "short_agent", "write_report_plots"]


def pyplot():
    import matplotlib

    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt

    return plt


def short_agent(agent: str) -> str:
    """An agent's name without a machine's folders: ``hf:/x/y/runs/sft/model`` -> ``hf:sft/model``."""
    kind, sep, rest = str(agent).partition(":")
    if not sep or "/" not in rest:
        return str(agent)
    parts = [p for p in rest.replace("\\", "/").split("/") if p]
    return f"{kind}:{'/'.join(parts[-2:])}"


def run_name(report: Mapping[str, Any]) -> str:
    """The name a run's plots carry: its folder's name and the agent (never a machine path)."""
    folder = Path(str(report.get("run") or "")).name
    agent = short_agent(report.get("agent") or report.get("label") or "")
    return f"{folder} · {agent}" if folder and agent and folder != agent else (folder or agent)


def new_figure(figsize, ncols: int = 1, **kwargs):
    """A figure whose layout keeps titles, legends and tick labels apart (matplotlib's constrained layout)."""
    plt = pyplot()
    return plt.subplots(1, ncols, figsize=figsize, layout="constrained", **kwargs)


def save_figure(fig, path: Path) -> None:
    fig.savefig(path, dpi=110)
    pyplot().close(fig)


def bar_with_ci(ax, names, rates, cis, color="#4C72B0", offset=0.0, width=0.8, label=None):
    """Bars with Wilson error bars and a value label on each (a 0 % bar has no height and no edge, so nothing is
    drawn for it but its error bar; its label says 0%)."""
    import numpy as np

    x = np.arange(len(names)) + offset
    lower = [max(0.0, r - lo) for r, (lo, _) in zip(rates, cis)]
    upper = [max(0.0, hi - r) for r, (_, hi) in zip(rates, cis)]
    ax.bar(x, rates, width=width, color=color, label=label, yerr=[lower, upper], capsize=3, edgecolor=color,
           linewidth=[1.0 if r > 0 else 0.0 for r in rates])
    for xi, r, (_, hi) in zip(x, rates, cis):
        ax.text(xi, min(1.12, max(r, hi) + 0.03), f"{100 * r:.0f}%", ha="center", va="bottom", fontsize=7)
    return x


def figure_legend(ax, ncol: int = 2) -> None:
    """The legend of ``ax``'s series under the figure, outside every plot and away from the titles (the figure
    must come from ``new_figure``: its constrained layout makes room for the legend)."""
    handles, labels = ax.get_legend_handles_labels()
    ax.figure.legend(handles, labels, loc="outside lower center", ncol=ncol, fontsize=8, frameon=False)


def report_figures(report: dict) -> dict:
    """The report's plots as matplotlib figures (plot name -> figure), not yet saved."""
    import numpy as np

    figures: dict = {}
    run = f"{run_name(report)} ({report['n']} sessions)"
    # strict and paper pass rate by category, with the overall rates, Wilson 95% error bars
    rows = dict(report["by_category"])
    rows["all"] = {"pass_rate": report["pass_rate"], "ci95": report["pass_rate_ci95"], "n": report["n"],
                   "paper_pass_rate": report["paper_pass_rate"], "paper_ci95": report["paper_pass_rate_ci95"]}
    fig, ax = new_figure((7.5, 4.4))
    names = list(rows)
    bar_with_ci(ax, names, [rows[k]["paper_pass_rate"] for k in names], [rows[k]["paper_ci95"] for k in names],
                color="#DD8452", offset=-0.2, width=0.4, label="paper's two checks")
    bar_with_ci(ax, names, [rows[k]["pass_rate"] for k in names], [rows[k]["ci95"] for k in names],
                color="#4C72B0", offset=0.2, width=0.4, label="strict (the benchmark)")
    ax.set_xticks(range(len(names)), [f"{k}\n(n={rows[k]['n']})" for k in names])
    ax.set_ylim(0, 1.2)
    ax.set_ylabel("pass rate")
    fig.suptitle(f"Pass rate by category — {run}", fontsize=10)
    figure_legend(ax)
    figures["pass_rate_by_category"] = fig

    # the paper's two checks vs the final-state check alone, by category and by product area
    inflation = report["inflation"]
    tables = [(title, table) for title, table in (("category", inflation.get("by_category") or {}),
                                                  ("product area", inflation.get("by_product_area") or {})) if table]
    widths = [max(1, len(t)) for _, t in tables] or [1]
    fig, axes = new_figure((max(7.0, 3 + 0.6 * sum(widths)), 4.8), ncols=len(widths), width_ratios=widths,
                           squeeze=False)
    axes = list(axes[0])
    for ax, (title, table) in zip(axes, tables):
        names = list(table)
        x = np.arange(len(names))
        for shift, key, label, color in ((-0.2, "final_state_only_rate", "final-state check only", "#DD8452"),
                                         (0.2, "both_rate", "both checks (the paper's)", "#4C72B0")):
            values = [table[k][key] for k in names]
            ax.bar(x + shift, values, 0.4, label=label, color=color)
            for xi, value in zip(x + shift, values):
                ax.text(xi, value + 0.02, f"{100 * value:.0f}%", ha="center", va="bottom", fontsize=6)
        ax.set_xticks(x, [f"{k} ({table[k]['n']})" for k in names], rotation=35, ha="right")
        ax.set_ylim(0, 1.15)
        ax.set_title(f"by {title}", fontsize=9)
    axes[0].set_ylabel("pass rate")
    figure_legend(axes[0])
    fig.suptitle(f"Final-state check alone vs the paper's two checks\n{run}", fontsize=10)
    figures["inflation"] = fig

    # failure types
    fig, ax = new_figure((7, 3.8))
    names = list(report["failure_types"])
    counts = [report["failure_types"][k] for k in names]
    ax.barh(names, counts, color="#55A868")
    for y, count in enumerate(counts):
        ax.text(count, y, f" {count}", va="center", fontsize=7)
    ax.invert_yaxis()
    ax.set_xlim(0, max(counts + [1]) * 1.15)
    ax.set_xlabel("sessions")
    ax.set_title(f"Failure types — {run}", fontsize=10)
    figures["failure_types"] = fig

    # pass rate by gold-chain length
    table = report["by_chain_length"]
    fig, ax = new_figure((6, 3.8))
    names = list(table)
    bar_with_ci(ax, names, [table[k]["pass_rate"] for k in names], [table[k]["ci95"] for k in names],
                color="#8172B3")
    ax.set_xticks(range(len(names)), [f"{k}\n(n={table[k]['n']})" for k in names])
    ax.set_ylim(0, 1.2)
    ax.set_xlabel("gold-chain length (calls)")
    ax.set_ylabel("strict pass rate")
    ax.set_title(f"Pass rate by gold-chain length — {run}", fontsize=10)
    figures["chain_length"] = fig

    # pass^k curve (K > 1 only)
    if report["pass_hat_k"]:
        ks = [int(k) for k in report["pass_hat_k"]]
        fig, ax = new_figure((5.5, 3.8))
        ax.plot(ks, [report["pass_hat_k"][str(k)] for k in ks], marker="o", label="pass^k")
        ax.plot(ks, [report["pass_at_k"][str(k)] for k in ks], marker="s", linestyle="--", label="pass@k")
        ax.set_xticks(ks)
        ax.set_ylim(0, 1.05)
        ax.set_xlabel("k")
        ax.legend(loc="best", fontsize=8)
        ax.set_title(f"pass^k and pass@k — {run}", fontsize=10)
        figures["pass_hat_k"] = fig
    return figures


def write_report_plots(report: dict, out_dir: Path) -> dict[str, str]:
    """PNG plots of the report in ``out_dir``; returns plot name -> file name."""
    files: dict[str, str] = {}
    for name, fig in report_figures(report).items():
        save_figure(fig, Path(out_dir) / f"{name}.png")
        files[name] = f"{name}.png"
    return files
