"""``bank-gym report`` and ``bank-gym compare``.

* ``report RUN_DIR [--out DIR] [--json]``: the markdown report and PNG plots of one evaluation run
  (``bank_gym.report.write_report``; default folder ``RUN_DIR/report``).
* ``compare RUN_A RUN_B [--out DIR] [--json]``: the paired before/after comparison of two runs as markdown, JSON
  and a PNG (``bank_gym.compare.write_comparison``; default folder ``RUN_B/compare``). ``--json`` prints the
  comparison JSON on stdout.
"""

from __future__ import annotations

from pathlib import Path

import typer

from . import app, err_console, print_json


@app.command("report")
def report_cmd(
    run_dir: Path = typer.Argument(..., help="A run folder written by `bank-gym eval --out` (or a sessions.jsonl)."),
    out: Path | None = typer.Option(None, "--out", help="Output folder (default RUN_DIR/report)."),
    as_json: bool = typer.Option(False, "--json", help="Print the report JSON."),
):
    """Markdown report + PNG plots of one run: pass rates with Wilson CIs, inflation, failures, chain length, pass^k."""
    from ..report import write_report

    try:
        report = write_report(run_dir, out)
    except FileNotFoundError as exc:
        err_console().print(f"[red]error:[/red] {exc}")
        raise typer.Exit(2) from None
    if as_json:
        print_json(report)
        return
    lo, hi = report["pass_rate_ci95"]
    console = err_console()
    console.print(f"[bold]{report['agent']}[/bold]: pass rate {report['passed']}/{report['n']} = "
                  f"{report['pass_rate']:.3f} (95% CI {lo:.3f}–{hi:.3f}); final-state only "
                  f"{report['inflation']['overall']['final_state_only_rate']:.3f}")
    console.print(f"report: {report['files']['markdown']}")
    for name, path in report["files"].items():
        if name not in ("markdown", "json"):
            console.print(f"plot: {path}")


@app.command("compare")
def compare_cmd(
    run_a: Path = typer.Argument(..., help="Run A: the baseline (before)."),
    run_b: Path = typer.Argument(..., help="Run B: the candidate (after)."),
    out: Path | None = typer.Option(None, "--out", help="Output folder (default RUN_B/compare)."),
    as_json: bool = typer.Option(False, "--json", help="Print the comparison JSON."),
):
    """Paired before/after comparison: delta, fail→pass / pass→fail tasks, exact McNemar p, per category."""
    from ..compare import write_comparison

    try:
        cmp = write_comparison(run_a, run_b, out)
    except FileNotFoundError as exc:
        err_console().print(f"[red]error:[/red] {exc}")
        raise typer.Exit(2) from None
    if as_json:
        print_json(cmp)
        return
    console = err_console()
    console.print(f"A {cmp['a']['label']}: {cmp['passed_a']}/{cmp['n_pairs']} = {cmp['pass_rate_a']:.3f}; "
                  f"B {cmp['b']['label']}: {cmp['passed_b']}/{cmp['n_pairs']} = {cmp['pass_rate_b']:.3f}; "
                  f"delta {cmp['delta']:+.3f}; fail→pass {cmp['n_fail_to_pass']}, pass→fail {cmp['n_pass_to_fail']}; "
                  f"McNemar p = {cmp['mcnemar_p']:.4g}")
    console.print(f"comparison: {cmp['files']['markdown']}")


if __name__ == "__main__":  # pragma: no cover
    app()
