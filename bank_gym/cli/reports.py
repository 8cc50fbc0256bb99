"""``bank-gym report`` and ``bank-gym compare``.

Every run command (``score``, ``view``, ``report``, ``compare``) takes a run the same way: a run folder written by
``bank-gym eval --out`` or its ``sessions.jsonl``, nothing else (``bank_gym.report.sessions_path``).

* ``report RUN [--out DIR] [--json]``: the markdown report and PNG plots of one evaluation run
  (``bank_gym.report.write_report``; default folder ``RUN/report``).
* ``compare RUN_A RUN_B [--out DIR] [--json]``: the paired before/after comparison of two runs as markdown, JSON
  and a PNG (``bank_gym.compare.write_comparison``) in its own folder (default ``compare-A-vs-B`` beside run B).
  Two runs with no session in common are an error (exit 2) and write nothing. ``--json`` prints the comparison
  JSON on stdout.

Both say when a run is incomplete (fewer sessions than its ``run.json`` planned).
"""

from __future__ import annotations

from pathlib import Path

import typer

from . import app, err_console, fail, print_json

RUN_HELP = "A run: the folder `bank-gym eval --out` wrote, or its sessions.jsonl."


def _incomplete_line(name: str, sessions: int, planned: int | None, run: str) -> str:
    from rich.markup import escape

    run = escape(str(run))
    return (f"[yellow]{name} is incomplete: {sessions} of {planned} planned sessions; finish it with "
            f"bank-gym eval --resume --out {run}[/yellow]")


@app.command("report")
def report_cmd(
    run_dir: Path = typer.Argument(..., help=RUN_HELP),
    out: Path | None = typer.Option(None, "--out", help="Output folder (default RUN/report)."),
    as_json: bool = typer.Option(False, "--json", help="Print the report JSON."),
    prices: str | None = typer.Option(None, "--prices", help="Prices per million tokens for costs in currency: a "
                                      "JSON object or file, e.g. '{\"currency\": \"USD\", \"agent\": {\"prompt\": 0.15, "
                                      "\"completion\": 0.6}, \"customer\": {...}}'."),
):
    """Markdown report + PNG plots of one run: pass rates with Wilson CIs, inflation, failures, chain length, pass^k,
    model usage (and its cost, with --prices)."""
    from ..report import PricesError, parse_prices, write_report

    try:
        report = write_report(run_dir, out, prices=parse_prices(prices))
    except (FileNotFoundError, PricesError) as exc:
        fail(str(exc))
    console = err_console()
    if not report.get("complete", True):
        console.print(_incomplete_line("the run", report["n"], report["planned_sessions"], report["run"]),
                      highlight=False)
    if as_json:
        print_json(report)
        return
    lo, hi = report["pass_rate_ci95"]
    console.print(f"[bold]{report['agent']}[/bold]: pass rate {report['passed']}/{report['n']} = "
                  f"{report['pass_rate']:.3f} (95% CI {lo:.3f}–{hi:.3f}); final-state only "
                  f"{report['inflation']['overall']['final_state_only_rate']:.3f}")
    if report.get("cost"):
        cost = report["cost"]
        console.print(f"cost: {cost['total']:,.4f} {cost['currency']} ({cost['per_session']:,.4f} per session)")
    console.print(f"report: {report['files']['markdown']}")
    for name, path in report["files"].items():
        if name not in ("markdown", "json"):
            console.print(f"plot: {path}")


@app.command("compare")
def compare_cmd(
    run_a: Path = typer.Argument(..., help="Run A, the baseline (before): " + RUN_HELP),
    run_b: Path = typer.Argument(..., help="Run B, the candidate (after): " + RUN_HELP),
    out: Path | None = typer.Option(None, "--out", help="Output folder (default compare-A-vs-B beside run B)."),
    as_json: bool = typer.Option(False, "--json", help="Print the comparison JSON."),
):
    """Paired before/after comparison: delta, fail→pass / pass→fail tasks, exact McNemar p, per category."""
    from ..compare import NoPairsError, write_comparison

    try:
        cmp = write_comparison(run_a, run_b, out)
    except (FileNotFoundError, NoPairsError) as exc:
        fail(str(exc))
    console = err_console()
    for name, side in (("run A", cmp["a"]), ("run B", cmp["b"])):
        if not side.get("complete", True):
            console.print(_incomplete_line(name, side["sessions"], side["planned_sessions"], side["run"]),
                          highlight=False)
    if as_json:
        print_json(cmp)
        return
    console.print(f"A {cmp['a']['label']}: {cmp['passed_a']}/{cmp['n_pairs']} = {cmp['pass_rate_a']:.3f}; "
                  f"B {cmp['b']['label']}: {cmp['passed_b']}/{cmp['n_pairs']} = {cmp['pass_rate_b']:.3f}; "
                  f"delta {cmp['delta']:+.3f}; fail→pass {cmp['n_fail_to_pass']}, pass→fail {cmp['n_pass_to_fail']}; "
                  f"McNemar p = {cmp['mcnemar_p']:.4g}")
    if cmp["only_in_a"] or cmp["only_in_b"]:
        console.print(f"[yellow]unpaired sessions left out: {cmp['only_in_a']} only in A, {cmp['only_in_b']} only "
                      "in B[/yellow]")
    console.print(f"comparison: {cmp['files']['markdown']}")


if __name__ == "__main__":  # pragma: no cover
    app()
