"""`bank-gym tasks ...`: regenerate, validate and export the task set, and generate fresh training tasks."""

from __future__ import annotations

import json
from pathlib import Path

import typer

app = typer.Typer(help="Task set: release, validation, fresh generation, tau2 export.", no_args_is_help=True)


@app.command()
def release(out: Path = typer.Option(None, help="Folder to write (default: the repository's tasks/).")) -> None:
    """Regenerate the 1,000 released tasks, the safety set, the robustness set, the generalization split
    (test_ood: held-out families and phrasings), its robustness variants (robust_test_ood) and their splits
    (deterministic)."""
    from ..bank import load_bank
    from ..probe import robust_keep  # the CLI sits above the tasks, the agents and the env
    from .generate import generate_ood, generate_release, generate_safety, make_safety_splits, make_splits
    from .io import tasks_dir, write_release
    from .robust import generate_robust, generate_robust_ood, make_robust_splits

    bank = load_bank()
    tasks, safety = generate_release(bank), generate_safety(bank)
    robust = generate_robust(tasks, keep=robust_keep())
    ood = generate_ood(bank, released=tasks + safety)
    robust_ood = generate_robust_ood(ood, keep=robust_keep())
    folder = out or tasks_dir()
    write_release(tasks + safety + robust + ood + robust_ood,
                  {**make_splits(tasks), **make_safety_splits(safety), **make_robust_splits(robust),
                   "test_ood": [t.task_id for t in ood], "robust_test_ood": [t.task_id for t in robust_ood]}, folder)
    typer.echo(f"wrote {len(tasks)} tasks, {len(safety)} safety tasks, {len(robust)} robustness tasks, "
               f"{len(ood)} test_ood tasks and {len(robust_ood)} robust_test_ood tasks to {folder}")


def _error(message: str, code: int = 2):
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(code)


@app.command()
def validate(as_json: bool = typer.Option(False, "--json", help="Print the full report as JSON."),
             no_replay: bool = typer.Option(False, "--no-replay", help="Skip replaying every gold chain."),
             file: Path | None = typer.Option(None, "--file", help="Check a task file (e.g. from `tasks generate`) "
                                              "instead of the release: every row, against the bank and the tools, "
                                              "and its gold replay.")) -> None:
    """Check every release filter (counts, chain lengths, first messages, splits, gold replay), or a task file."""
    from ..scoring import gold_session_problems  # the CLI sits above both the tasks and the scorer
    from .io import TaskFileError, load_split_ids, load_task_file, load_tasks
    from .validate import validate as run

    if file is not None:
        if not file.is_file():
            _error(f"{file} is not a file")
        try:
            tasks = load_task_file(file)
        except TaskFileError as exc:
            _error(str(exc), 1)
        from ..bank import load_bank

        bank = load_bank()
        problems = [p for t in tasks for p in (gold_session_problems(t, bank) if not no_replay else [])]
        report = {"file": str(file), "tasks": len(tasks), "valid": not problems, "problems": problems}
        if as_json:
            typer.echo(json.dumps(report, indent=1))
        else:
            typer.echo(f"{file}: {len(tasks)} tasks, valid={report['valid']}")
            for problem in problems[:50]:
                typer.echo(f"  - {problem}")
        raise typer.Exit(0 if report["valid"] else 1)
    try:
        base = load_tasks("base")
    except (ValueError, OSError) as exc:
        _error(f"the released tasks do not load: {str(exc).splitlines()[0][:300]}", 1)
    from .validate import validate_ood, validate_robust, validate_robust_ood, validate_safety

    replay = None if no_replay else gold_session_problems
    splits = load_split_ids()
    report = run(base, splits, replay=replay)
    try:
        safety = validate_safety(load_tasks("safety"), splits, replay=replay)
    except (ValueError, OSError, KeyError) as exc:
        safety = {"tasks": 0, "families": 0, "problems": [f"the safety set does not load: {exc}"], "valid": False}
    try:
        robust = validate_robust(load_tasks("robust"), splits, base)
    except (ValueError, OSError, KeyError) as exc:
        robust = {"tasks": 0, "axes": {}, "problems": [f"the robustness set does not load: {exc}"], "valid": False}
    try:
        released = base + load_tasks("safety")
        ood = validate_ood(load_tasks("test_ood"), splits, released, replay=replay)
    except (ValueError, OSError, KeyError) as exc:
        ood = {"tasks": 0, "families": 0, "problems": [f"the test_ood split does not load: {exc}"], "valid": False}
    try:
        robust_ood = validate_robust_ood(load_tasks("robust_test_ood"), splits, load_tasks("test_ood"))
    except (ValueError, OSError, KeyError) as exc:
        robust_ood = {"tasks": 0, "axes": {}, "problems": [f"robust_test_ood does not load: {exc}"], "valid": False}
    report["safety"], report["robust"], report["test_ood"], report["robust_test_ood"] = safety, robust, ood, robust_ood
    report["valid"] = all(r["valid"] for r in (report, safety, robust, ood, robust_ood))
    if as_json:
        typer.echo(json.dumps(report, indent=1))
    else:
        typer.echo(f"{report['tasks']} tasks, {report['families']} families; safety set {safety['tasks']} tasks, "
                   f"{safety['families']} families; robustness set {robust['tasks']} tasks, {len(robust['axes'])} "
                   f"axes; test_ood {ood['tasks']} tasks, {ood['families']} families; robust_test_ood "
                   f"{robust_ood['tasks']} tasks, {len(robust_ood['axes'])} axes; valid={report['valid']}")
        for problem in (report["problems"] + safety["problems"] + robust["problems"] + ood["problems"]
                        + robust_ood["problems"])[:50]:
            typer.echo(f"  - {problem}")
    raise typer.Exit(0 if report["valid"] else 1)


@app.command()
def generate(n: int = typer.Option(1000, help="Number of fresh tasks."), seed: int = typer.Option(1, help="Generation seed."),
             out: Path = typer.Option(Path("fresh_tasks.jsonl"), help="Output JSONL file."),
             axes: str = typer.Option("", help="Also write each task perturbed along these robustness axes where "
                                      "they apply (comma-separated: transient_error, write_timeout, injection, "
                                      "kb_distractor, wrong_figure, vague_answer, wrong_record, topic_switch, "
                                      "long_context, null_field; or 'all')."),
             language: str = typer.Option("en", "--language", help="The customers' language: en | hi (Hindi, "
                                          "Devanagari) | hinglish (Hindi and English, Latin script).")) -> None:
    """Generate fresh training tasks that share no (customer, family) pair with the released test split or the
    robustness test part; with --axes, also their perturbed copies; with --language, the customers speak that
    language (the same tasks as in English otherwise, the copies' added words in the language too)."""
    from .generate import generate_fresh
    from .io import load_tasks, task_to_row
    from .robust import AXES, applicable_axes, perturb

    if n < 1:
        _error(f"--n must be at least 1, got {n}")
    wanted = list(AXES) if axes.strip() == "all" else [a.strip() for a in axes.split(",") if a.strip()]
    unknown = [a for a in wanted if a not in AXES]
    if unknown:
        _error(f"unknown axis {unknown[0]!r}; choose from {', '.join(AXES)} or 'all'")
    if out.exists() and out.is_dir():
        _error(f"--out {out} is a folder; give a file name")
    from .lang import LANGUAGES

    if language not in LANGUAGES:
        _error(f"unknown language {language!r}; choose one of {', '.join(LANGUAGES)}")
    # disjoint from every held-out part: the test split, the robustness set's test part and test_ood (whose
    # families and phrasings generate_fresh never uses anyway)
    test_pairs = {(t.customer_id, t.family) for split in ("test", "robust_test", "test_ood", "robust_test_ood")
                  for t in load_tasks(split)}
    tasks = generate_fresh(n, seed, exclude=test_pairs)
    if language != "en":
        from .generate import localize_all

        tasks = localize_all(tasks, language)
    if wanted:
        from ..probe import robust_keep

        keep = robust_keep()  # as at release: the taught oracle passes, the oracle ignoring the axis fails
        made = [perturb(t, axis, seed) for t in tasks for axis in wanted if axis in applicable_axes(t)]
        kept = [t for t in made if keep(t)]
        typer.echo(f"{len(kept)} perturbed copies ({len(made) - len(kept)} candidates dropped: nothing perturbed)")
        tasks += kept
    out.parent.mkdir(parents=True, exist_ok=True)
    with open(out, "w", encoding="utf-8") as handle:
        for task in tasks:
            handle.write(json.dumps(task_to_row(task), ensure_ascii=False) + "\n")
    typer.echo(f"wrote {len(tasks)} fresh tasks to {out}")


@app.command()
def stats(as_json: bool = typer.Option(False, "--json", help="Print the report as JSON."),
          languages: str = typer.Option("en,hi,hinglish", "--languages", help="Comma-separated: en, hi, hinglish."),
          fresh: int = typer.Option(1000, "--fresh", help="Also measure overlap of test with this many fresh tasks "
                                    "(as `tasks generate` makes them; 0: none)."),
          seed: int = typer.Option(1, "--seed", help="Seed of the fresh tasks."),
          out: Path | None = typer.Option(None, "--out", help="Also write stats.json and stats.md to this folder.")
          ) -> None:
    """A diversity report of the released tasks, per language: phrasings per step (values masked), chain shapes
    per family, how well a nearest-template classifier names the family from the opening, and how much of the
    test split occurs verbatim or as templates in the train split and in fresh generated tasks."""
    from .lang import LANGUAGES
    from .stats import release_stats, stats_markdown, summary_rows

    wanted = [w.strip() for w in languages.split(",") if w.strip()]
    unknown = [w for w in wanted if w not in LANGUAGES]
    if unknown or not wanted:
        _error(f"unknown language {unknown[0] if unknown else languages!r}; choose from {', '.join(LANGUAGES)}")
    if fresh < 0:
        _error(f"--fresh must be 0 or more, got {fresh}")
    report = release_stats(wanted, fresh, seed)
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
        (out / "stats.json").write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        (out / "stats.md").write_text(stats_markdown(report), encoding="utf-8")
    if as_json:
        typer.echo(json.dumps(report, indent=1, ensure_ascii=False))
        return
    from rich.console import Console
    from rich.table import Table

    header, rows = summary_rows(report)
    table = Table(title="Task diversity")
    for name in header:
        table.add_column(name)
    for row in rows:
        table.add_row(*row)
    chains = report["chains"]
    console = Console()
    console.print(table)
    console.print(f"chain shapes: {chains['families_with_one_shape']} of {chains['families']} families have one; "
                  f"{chains['mean_shapes']} per family on average", highlight=False)


@app.command("export-tau2")
def export_tau2(out: Path = typer.Option(Path("tau2_export"), help="Output folder.")) -> None:
    """Export the released tasks in the τ²-bench task format (tasks.json + split_tasks.json)."""
    from .io import load_split_ids, load_tasks
    from .tau2 import export_tau2 as run

    run(load_tasks("base"), load_split_ids(), out)
    typer.echo(f"wrote {out / 'tasks.json'}")
