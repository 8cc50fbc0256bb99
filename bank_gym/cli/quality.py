"""``bank-gym bench`` and ``bank-gym probe``: performance figures and the reward's probes."""

from __future__ import annotations

import json
from pathlib import Path

import typer

from . import SPLITS, app, err_console, fail, print_json, split_ids


@app.command("bench")
def bench_cmd(
    as_json: bool = typer.Option(False, "--json", help="Print JSON."),
    quick: bool = typer.Option(False, "--quick", help="Fewer repetitions (a smoke run)."),
    customers: int = typer.Option(100_000, "--customers", min=1, help="Size of the big bank measured."),
    no_scale: bool = typer.Option(False, "--no-scale", help="Skip the scale figures (subprocess memory, big "
                                  "bank, concurrency against a 300 ms endpoint, Ray)."),
):
    """Performance figures: bank load, episode state, tool calls, hashing, verdicts, env reset/step, oracle;
    then subprocess env memory, a big bank, concurrency against a 300 ms endpoint and Ray."""
    console = err_console()
    from ..bench import BENCH_FLOORS, BENCH_TARGETS, run_bench

    results = run_bench(quick=quick, log=(lambda m: console.print(f"[dim]bench: {m}…[/dim]")) if not as_json else None,
                        scale=not no_scale, customers=customers)
    if as_json:
        print_json(results)
        return
    from rich.table import Table

    table = Table(title="bank-gym bench (medians)")
    for col in ("figure", "value", "target", "ratio (≤ 1: on target)"):
        table.add_column(col)
    for key, value in results.items():
        if key in ("targets", "floors", "ratio_to_target") or not isinstance(value, (int, float)):
            continue
        target = BENCH_TARGETS.get(key)
        floor = BENCH_FLOORS.get(key)
        ratio = results["ratio_to_target"].get(key)
        style = "" if ratio is None else ("green" if ratio <= 1 else "red")
        bound = f"≤ {target:g}" if target is not None else f"≥ {floor:g}" if floor is not None else ""
        table.add_row(key, f"{value:.4g}", bound,
                      "" if ratio is None else f"[{style}]{ratio:.3g}[/{style}]")
    console.print(table)


# ---------------------------------------------------------------- probe


@app.command("probe")
def probe_cmd(
    split: str = typer.Option("base", "--split", help="A released split: " + " | ".join(SPLITS) + "."),
    groups: str = typer.Option("paraphrase,variant,exploit,loose", "--groups",
                               help="Comma-separated: paraphrase, variant, exploit, loose."),
    names: list[str] | None = typer.Option(None, "--name", help="Only these probes (repeat or comma-separate)."),
    limit: int | None = typer.Option(None, "--limit", min=1, help="Only N tasks, spread over the split's "
                                     "categories and families (as bank-gym eval --limit)."),
    language: str = typer.Option("en", "--language", help="The customers' language: en | hi | hinglish (each "
                                 "probe plays the split's tasks in it; rewordings of that language apply)."),
    out: Path | None = typer.Option(None, "--out", help="Also write the rows as JSON to this file."),
    markdown: Path | None = typer.Option(None, "--markdown", help="Also write the table as markdown to this file."),
    as_json: bool = typer.Option(False, "--json", help="Print the rows as JSON."),
):
    """Probe the reward: rewordings and other correct procedures must pass, exploits must score 0, loose
    proposals and statements must be refused by the customer. Exit 1 if any probe misses its target."""
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    from ..probe import GROUPS, TARGETS, render_markdown, run_probes
    from ..tasks import load_tasks

    if split not in SPLITS:
        fail(f"unknown split {split!r}; choose one of {', '.join(SPLITS)}")
    chosen = [g.strip() for g in groups.split(",") if g.strip()]
    unknown = [g for g in chosen if g not in GROUPS]
    if unknown:
        fail(f"unknown probe group(s) {', '.join(unknown)}; choose from {', '.join(GROUPS)}")
    tasks = list(load_tasks(split))
    if limit:
        from ..tasks.sources import spread_sample

        tasks = spread_sample(tasks, limit)
    if language != "en":
        from ..tasks.generate import check_localizable, localize_all

        try:
            check_localizable(tasks, language)
        except ValueError as exc:
            fail(str(exc))
        tasks = localize_all(tasks, language)
    console = err_console()
    with Progress(TextColumn("{task.description}"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
                  TimeElapsedColumn(), console=console, disable=as_json, transient=True) as bar:
        job = bar.add_task("probes", total=None)

        def progress(name: str, done: int, total: int) -> None:
            bar.update(job, description=f"probe {name}", completed=done, total=total)

        rows = run_probes(tasks, chosen, split_ids(names), progress=progress)
    if out is not None:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps({"split": split, "language": language, "tasks": len(tasks), "rows": rows},
                                  indent=2) + "\n")
    if markdown is not None:
        markdown.parent.mkdir(parents=True, exist_ok=True)
        markdown.write_text(render_markdown(rows, split, len(tasks), markdown.as_posix(), language, chosen))
    if as_json:
        print_json(rows)
    else:
        from rich.table import Table

        table = Table(title=f"bank-gym probe on {split} ({len(tasks)} tasks{', ' + language if language != 'en' else ''})")
        for col in ("group", "probe", "n", "strict", "paper", "refused", "on target"):
            table.add_column(col, no_wrap=True)
        for row in rows:
            refused = f"{row['refused_rate']:.3f}" if "refused_rate" in row else ""
            table.add_row(row["group"], row["name"], str(row["n"]), f"{row['pass_rate']:.3f}",
                          f"{row['paper_pass_rate']:.3f}", refused,
                          "n/a" if not row["n"] else "[green]yes[/green]" if row["on_target"] else "[red]no[/red]")
        console.print(table)
        console.print("targets: " + "; ".join(f"{g} {m} {op} {t:g}" for g, (m, op, t) in TARGETS.items()))
    if any(row["n"] and not row["on_target"] for row in rows):  # a probe no task of the split plays is no miss
        raise typer.Exit(1)


