"""The ``bank-gym`` command line (docs/design.md §5): ``info``, ``eval``, ``score``, ``bench``, ``validate``.

Exit codes: 0 success; 1 a check failed (``score``: a re-scored verdict differs from the recorded one;
``validate``: the release has problems); 2 bad usage or configuration.
"""

from __future__ import annotations

import os

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import json
import sys
from pathlib import Path
from typing import Any

import typer

app = typer.Typer(
    name="bank-gym",
    help="IndianBank-v1: a Gymnasium environment and procedure-aware benchmark for tool-using banking assistants.",
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)

SPLITS = ("base", "lite", "train", "test")

def _print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False, default=str) + "\n")
    sys.stdout.flush()


def _console():
    from rich.console import Console

    return Console(stderr=True)


def _fail(message: str, code: int = 2):
    from rich.markup import escape

    _console().print(f"[red]error:[/red] {escape(message)}", soft_wrap=True, highlight=False)
    raise typer.Exit(code)


# ---------------------------------------------------------------- info


def collect_info() -> dict:
    """Counts of the bank, the tools, the knowledge base and the released tasks (missing task files count 0)."""
    from collections import Counter

    from .bank import load_bank
    from .tools import READ_TOOLS, REGISTRY, WRITE_TOOLS

    bank = load_bank()
    customers = bank.customers.values()
    counts = {
        "customers": len(bank.customers),
        "accounts": sum(len(c.accounts) for c in customers),
        "cards": sum(len(c.cards) for c in customers),
        "deposits": sum(len(c.deposits) for c in customers),
        "loans": sum(len(c.loans) for c in customers),
        "mandates": sum(len(c.mandates) for c in customers),
        "transactions": sum(len(a.transactions) for c in customers for a in c.accounts.values()),
        "insurance_policies": sum(len(c.insurance) for c in customers),
        "service_requests": sum(len(c.requests) for c in customers),
    }
    counts["tools"] = {
        "total": len(REGISTRY),
        "reads": len(READ_TOOLS),
        "writes": len(WRITE_TOOLS),
        "transfers": sum(1 for t in REGISTRY.values() if t.kind == "transfer"),
        "names": list(REGISTRY),
    }
    try:
        from .policy.search import _read_packaged_documents

        counts["kb_documents"] = len(_read_packaged_documents())
    except Exception:
        counts["kb_documents"] = 0
    from .env import _split_tasks

    per_split: dict[str, int] = {}
    base: tuple = ()
    problems = []
    for split in SPLITS:
        try:
            tasks = _split_tasks(split)
        except Exception as exc:  # a missing or damaged release: say so instead of a silent 0
            tasks = ()
            problems.append(f"{split}: {type(exc).__name__}: {str(exc).splitlines()[0][:200] if str(exc) else ''}")
        per_split[split] = len(tasks)
        if split == "base":
            base = tasks
    counts["tasks"] = per_split
    if problems:
        counts["task_errors"] = problems
    counts["families"] = len({t.family for t in base})
    counts["categories"] = dict(sorted(Counter(t.category for t in base).items()))
    counts["bank"] = {"seed": bank.seed, "generator_version": bank.generator_version, "today": bank.today.isoformat()}
    return counts


@app.command("info")
def info_cmd(as_json: bool = typer.Option(False, "--json", help="Print JSON.")):
    """Counts of customers, records, tools, knowledge-base documents and tasks."""
    data = collect_info()
    if as_json:
        _print_json(data)
        return
    from rich.table import Table

    table = Table(title="IndianBank-v1")
    table.add_column("what")
    table.add_column("count", justify="right")
    for key, value in data.items():
        if key == "tools":
            value = f"{value['total']} ({value['reads']} reads, {value['writes']} writes, {value['transfers']} transfer)"
        elif isinstance(value, dict):
            value = ", ".join(f"{k} {v}" for k, v in value.items())
        table.add_row(key, str(value))
    _console().print(table)


# ---------------------------------------------------------------- eval


def _split_ids(values: list[str] | None) -> list[str] | None:
    if not values:
        return None
    out: list[str] = []
    for value in values:
        out.extend(v.strip() for v in value.replace(",", " ").split() if v.strip())
    return out or None


def _json_option(value: str | None, name: str) -> dict:
    if not value:
        return {}
    try:
        data = json.loads(value)
    except ValueError as exc:
        _fail(f"{name} is not JSON: {exc}")
    if not isinstance(data, dict):
        _fail(f"{name} must be a JSON object, e.g. '{{\"top_p\": 0.9}}'")
    return data


@app.command("eval")
def eval_cmd(
    agent: str = typer.Option("oracle", "--agent", help="oracle | trivial:NAME | openai:MODEL | hf:PATH"),
    customer: str = typer.Option("scripted", "--customer", help="scripted | openai:MODEL | hf:PATH"),
    split: str = typer.Option("lite", "--split", help="base | lite | train | test (lite = train ∪ test)"),
    tasks_file: Path | None = typer.Option(None, "--tasks-file", help="Tasks from a JSONL file (e.g. made by "
                                           "`bank-gym tasks generate`) instead of a split."),
    trials: int = typer.Option(1, "--trials", min=1, help="Trials per task (seeds 0..K-1)."),
    out: Path | None = typer.Option(None, "--out", help="Output folder (sessions.jsonl, summary.json, run.json); "
                                    "default: a new runs/AGENT-CUSTOMER-SPLIT folder."),
    workers: int = typer.Option(1, "--workers", min=1, help="Parallel sessions (model-backed agents/customers)."),
    resume: bool = typer.Option(False, "--resume", help="Continue the run in --out, skipping finished sessions and "
                                "redoing those the infrastructure failed."),
    skip_bad: bool = typer.Option(False, "--skip-bad", help="On --resume, drop damaged lines instead of stopping."),
    task_ids: list[str] | None = typer.Option(None, "--task-ids", help="Only these task ids (repeat or comma-separate)."),
    limit: int | None = typer.Option(None, "--limit", min=0, help="Only the first N tasks of the split."),
    base_url: str | None = typer.Option(None, "--base-url", help="OpenAI-compatible endpoint of the agent."),
    api_key: str | None = typer.Option(None, "--api-key", help="API key of the agent's endpoint."),
    customer_base_url: str | None = typer.Option(None, "--customer-base-url", help="Endpoint of a model customer."),
    customer_api_key: str | None = typer.Option(None, "--customer-api-key", help="API key of a model customer."),
    temperature: float | None = typer.Option(None, "--temperature", help="Agent sampling temperature."),
    max_new_tokens: int | None = typer.Option(None, "--max-new-tokens", min=1, help="hf: agents: tokens per turn."),
    agent_args: str | None = typer.Option(None, "--agent-args", help="JSON object of agent options (sampling, "
                                          "client), e.g. '{\"top_p\": 0.9, \"max_tokens\": 512}'."),
    customer_args: str | None = typer.Option(None, "--customer-args", help="JSON object of model-customer options, "
                                             "e.g. '{\"max_turns\": 40}'."),
    session_timeout: float | None = typer.Option(None, "--session-timeout", min=1, help="End a session after this "
                                                 "many seconds (as an error)."),
    no_preflight: bool = typer.Option(False, "--no-preflight", help="Skip the one-request check of model endpoints."),
    max_steps: int = typer.Option(200, "--max-steps", min=1),
    max_errors: int = typer.Option(10, "--max-errors", min=1),
    no_progress: bool = typer.Option(False, "--no-progress", help="No progress bar."),
    as_json: bool = typer.Option(False, "--json", help="Print the summary as JSON."),
):
    """Run an agent against the simulated customers and score every session.

    Exit codes: 0 done; 2 a configuration problem (one line); 3 some sessions failed on the infrastructure
    (unreachable endpoint, 5xx after retries, ...): they are not scored, and --resume redoes them."""
    from .runner import EvalConfig, EvalError, evaluate
    from .tasks import TaskFileError

    if split not in SPLITS:
        _fail(f"unknown split {split!r}; choose one of {', '.join(SPLITS)}")
    if tasks_file is not None and not tasks_file.is_file():
        _fail(f"--tasks-file {tasks_file} is not a file")
    agent_kwargs: dict[str, Any] = _json_option(agent_args, "--agent-args")
    if temperature is not None:
        agent_kwargs["temperature"] = temperature
    if max_new_tokens is not None:
        agent_kwargs["max_new_tokens" if agent.startswith("hf:") else "max_tokens"] = max_new_tokens
    customer_kwargs: dict[str, Any] = _json_option(customer_args, "--customer-args")
    if customer_base_url:
        customer_kwargs["base_url"] = customer_base_url
    if customer_api_key:
        customer_kwargs["api_key"] = customer_api_key
    if out is None:
        out = _fresh_run_dir(f"{agent}-{customer}-{tasks_file.stem if tasks_file else split}")
    config = EvalConfig(agent=agent, customer=customer, split=split, trials=trials, out=out, workers=workers,
                        resume=resume, task_ids=_split_ids(task_ids), limit=limit, base_url=base_url, api_key=api_key,
                        agent_kwargs=agent_kwargs, customer_kwargs=customer_kwargs, max_steps=max_steps,
                        max_errors=max_errors, tasks_file=tasks_file, session_timeout_s=session_timeout,
                        skip_bad=skip_bad, preflight=not no_preflight)
    try:
        summary = evaluate(config, progress=not no_progress)
    except (EvalError, TaskFileError) as exc:
        _fail(str(exc))
    except (ValueError, TypeError, ImportError, FileNotFoundError, OSError) as exc:
        _fail(f"{type(exc).__name__}: {exc}")
    if as_json:
        _print_json(summary)
    else:
        _print_summary(summary)
    overlap = summary.get("training_overlap") or {}
    if overlap.get("task_ids") or overlap.get("customer_family_pairs"):
        _console().print(f"[yellow]warning: the model was trained on {overlap['task_ids']} of these {overlap['tasks']} "
                         f"tasks ({overlap['customer_family_pairs']} share a trained customer and family): this is "
                         "not a held-out evaluation[/yellow]")
    if summary.get("infrastructure_errors"):
        _console().print(f"[yellow]{summary['infrastructure_errors']} session(s) failed on the infrastructure and "
                         f"are not scored; rerun with --resume --out {out} to redo them[/yellow]")
        raise typer.Exit(3)


def _fresh_run_dir(name: str) -> Path:
    """runs/NAME, or runs/NAME-2, -3, ... (the first that does not exist), so a default run never collides."""
    slug = "".join(c if c.isalnum() or c in "-_." else "_" for c in name)
    candidate, n = Path("runs") / slug, 1
    while candidate.exists():
        n += 1
        candidate = Path("runs") / f"{slug}-{n}"
    return candidate


def _print_summary(summary: dict) -> None:
    from rich.table import Table

    console = _console()
    lo, hi = summary.get("pass_rate_ci95", [0, 1])
    console.print(f"[bold]{summary.get('agent', '')}[/bold] with customer {summary.get('customer', '')} on "
                  f"{summary.get('split', '')}: pass rate [bold]{summary['pass_rate']:.3f}[/bold] "
                  f"({summary['passed']}/{summary['n']}, 95% CI {lo:.3f}–{hi:.3f})")
    if "paper_pass_rate" in summary:
        plo, phi = summary.get("paper_pass_rate_ci95", [0, 1])
        console.print(f"paper's two checks {summary['paper_pass_rate']:.3f} ({summary['paper_passed']}/"
                      f"{summary['n']}, 95% CI {plo:.3f}–{phi:.3f}); the conversation checks remove "
                      f"{summary.get('removed_by_conversation_checks', 0)}")
        checks = summary.get("conversation_checks", {})
        if checks:
            console.print("sessions failing each added check: " + ", ".join(
                f"{name} {row['share']:.3f} ({row['ci95'][0]:.3f}–{row['ci95'][1]:.3f})" for name, row in checks.items()))
    console.print(f"final-state only {summary['final_state_only_pass_rate']:.3f}, action only "
                  f"{summary['action_only_pass_rate']:.3f}")
    table = Table(title="by category")
    for col in ("category", "n", "passed", "pass rate"):
        table.add_column(col)
    for name, row in summary.get("by_category", {}).items():
        table.add_row(name, str(row["n"]), str(row["passed"]), f"{row['pass_rate']:.3f}")
    console.print(table)
    if summary.get("infrastructure_errors"):
        reasons = ", ".join(f"{k} ×{v}" for k, v in (summary.get("infrastructure_error_reasons") or {}).items())
        console.print(f"[yellow]not scored: {summary['infrastructure_errors']} session(s) the infrastructure failed "
                      f"({reasons})[/yellow]")
    usage = summary.get("usage") or {}
    for side in ("agent", "customer"):
        part = usage.get(side) or {}
        if part.get("calls"):
            console.print(f"{side} model: {part['calls']} calls, {part['prompt_tokens']:,} prompt + "
                          f"{part['completion_tokens']:,} completion tokens, {part['retries']} retries, "
                          f"{part['seconds']:.1f} s waiting")
    if summary.get("errors"):
        console.print(f"errored sessions (scored 0): {summary['errors']}")
    failures = {k: v for k, v in summary.get("failure_types", {}).items() if v and k != "passed"}
    if failures:
        console.print("failures: " + ", ".join(f"{k} {v}" for k, v in failures.items()))
    if "sessions_file" in summary:
        console.print(f"sessions: {summary['sessions_file']}")


# ---------------------------------------------------------------- score


def rescore_file(path: Path, with_verdicts: bool = False, skip_bad: bool = False) -> dict:
    """Re-score every record of a sessions file (tool calls re-executed on a fresh bank). Damaged lines and
    duplicate sessions are listed with their line numbers in ``problems``; each session counts once."""
    from .bank import load_bank
    from .env import _all_tasks
    from .scoring import rescore, summarize
    from .scoring.records import read_records

    bank = load_bank()
    tasks = _all_tasks()
    report = read_records(path)
    records = report.records
    rescored = []
    rows = []
    unknown = 0
    mismatches = 0
    for record in records:
        task = tasks.get(record.task_id)
        if task is None:
            unknown += 1
            continue
        if record.infrastructure_error:
            rescored.append(record)  # never scored: counted as an infrastructure error
            continue
        verdict = rescore(record, tasks, bank)
        same = verdict == record.verdict
        mismatches += not same
        rescored.append(record.model_copy(update={"verdict": verdict}))
        if with_verdicts:
            rows.append({"task_id": record.task_id, "trial": record.trial, "passed": verdict.passed,
                         "paper_passed": verdict.paper_passed, "failure_type": verdict.failure_type,
                         "termination": str(verdict.termination), "recorded_passed": record.verdict.passed,
                         "matches_recorded": same, "verdict": verdict.model_dump(mode="json")})
    summary = summarize(rescored, tasks)
    summary.update({"file": str(path), "records": len(records), "unknown_tasks": unknown, "mismatches": mismatches,
                    "damaged_lines": len(report.damaged), "duplicate_lines": len(report.duplicates),
                    "torn_last_line": report.torn_last_line, "problems": report.problems})
    if with_verdicts:
        summary["verdicts"] = rows
    return summary


@app.command("score")
def score_cmd(
    file: Path = typer.Argument(..., exists=True, dir_okay=False, help="A sessions.jsonl file."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON."),
    verdicts: bool = typer.Option(False, "--verdicts", help="Include every session's re-scored verdict."),
    skip_bad: bool = typer.Option(False, "--skip-bad", help="Score the valid records even if some lines are damaged."),
):
    """Re-score session records (never trusting recorded tool outputs) and summarize them.

    Exit codes: 0 done; 1 a re-scored verdict differs from the recorded one, or (without --skip-bad) some lines
    are damaged or duplicate sessions (each is listed with its line number)."""
    summary = rescore_file(file, verdicts, skip_bad)
    if as_json:
        _print_json(summary)
    else:
        _print_summary(summary)
        _console().print(f"records {summary['records']}, unknown tasks {summary['unknown_tasks']}, "
                         f"verdicts differing from the recorded ones: {summary['mismatches']}")
    console = _console()
    for problem in summary["problems"][:20]:
        console.print(f"[yellow]{file}: {problem}[/yellow]", highlight=False)
    if len(summary["problems"]) > 20:
        console.print(f"[yellow]... and {len(summary['problems']) - 20} more[/yellow]")
    if summary["mismatches"] or (summary["problems"] and not skip_bad):
        raise typer.Exit(1)


# ---------------------------------------------------------------- view


def render_session(record, max_tool_chars: int = 400) -> str:
    """One session as readable text: the verdict's first failing rule, then the transcript with the customer's
    decisions and what it heard beside its messages."""
    from .env import render_transcript
    from .report import first_failing_rule

    verdict = record.verdict
    rule, detail = first_failing_rule(verdict)
    head = [f"== {record.task_id} trial {record.trial} — {'PASSED' if verdict.passed else 'FAILED'} "
            f"({verdict.failure_type}; paper's checks: {'pass' if verdict.paper_passed else verdict.paper_failure_type})"]
    if not verdict.passed:
        head.append(f"   first failing rule: {rule} — {detail}")
    if record.infrastructure_error:
        head.append(f"   infrastructure error (not scored): {record.infrastructure_error}")
    error = (record.model_extra or {}).get("error")
    if error:
        head.append(f"   error: {error}")
    events: dict[int, list[str]] = {}
    for e in record.customer_events:
        kind = e.get("type")
        text = {"decision": f"decision {e.get('decision')} ({e.get('reason', '')})", "fact_heard": f"heard {e.get('label')}",
                "refusal_heard": "heard the refusal", "step_done": f"step {e.get('step')} done", "served": "served",
                "gave_up": f"gave up ({e.get('reason', '')})", "reveal": f"revealed {e.get('key')}",
                "transferred": "transferred"}.get(kind, str(kind))
        events.setdefault(int(e.get("message", -1)), []).append(text)
    lines = []
    for i, m in enumerate(record.messages):
        text = render_transcript([m])
        if m.get("role") == "tool" and len(text) > max_tool_chars:
            text = text[:max_tool_chars] + " …"
        lines.append(text)
        if i in events:
            lines.append("    ↳ " + "; ".join(events[i]))
    return "\n".join(head + lines)


@app.command("view")
def view_cmd(
    run: Path = typer.Argument(..., help="A run folder or its sessions.jsonl."),
    failed: bool = typer.Option(False, "--failed", help="Only sessions that did not pass."),
    task_id: list[str] | None = typer.Option(None, "--task-id", help="Only these task ids (repeat or comma-separate)."),
    trial: int | None = typer.Option(None, "--trial", help="Only this trial."),
    limit: int = typer.Option(5, "--limit", min=1, help="At most this many sessions."),
    full: bool = typer.Option(False, "--full", help="Tool outputs in full."),
):
    """Read sessions of a run: the verdict's first failing rule and the transcript, with the customer's
    decisions and the facts it heard."""
    from .scoring.records import read_records

    path = run / "sessions.jsonl" if run.is_dir() else run
    if not path.is_file():
        _fail(f"no sessions file at {path}")
    report = read_records(path)
    wanted = set(_split_ids(task_id) or [])
    chosen = [r for r in report.records if (not failed or not r.verdict.passed)
              and (not wanted or r.task_id in wanted) and (trial is None or r.trial == trial)]
    if not chosen:
        _console().print("no session matches")
        raise typer.Exit(1)
    for record in chosen[:limit]:
        typer.echo(render_session(record, max_tool_chars=10**9 if full else 400))
        typer.echo("")
    if len(chosen) > limit:
        _console().print(f"… {len(chosen) - limit} more (raise --limit)")
    for problem in report.problems[:5]:
        _console().print(f"[yellow]{path}: {problem}[/yellow]", highlight=False)


# ---------------------------------------------------------------- bench


@app.command("bench")
def bench_cmd(
    as_json: bool = typer.Option(False, "--json", help="Print JSON."),
    quick: bool = typer.Option(False, "--quick", help="Fewer repetitions (a smoke run)."),
):
    """Performance figures: bank load, episode state, tool calls, hashing, verdicts, env reset/step, oracle."""
    console = _console()
    from .bench import BENCH_TARGETS, run_bench

    results = run_bench(quick=quick, log=(lambda m: console.print(f"[dim]bench: {m}…[/dim]")) if not as_json else None)
    if as_json:
        _print_json(results)
        return
    from rich.table import Table

    table = Table(title="bank-gym bench (medians)")
    for col in ("figure", "value", "target", "value / target"):
        table.add_column(col)
    for key, value in results.items():
        if key in ("targets", "ratio_to_target") or not isinstance(value, (int, float)):
            continue
        target = BENCH_TARGETS.get(key)
        ratio = results["ratio_to_target"].get(key)
        style = "" if ratio is None else ("green" if ratio <= 1 else "red")
        table.add_row(key, f"{value:.4g}", "" if target is None else f"≤ {target:g}",
                      "" if ratio is None else f"[{style}]{ratio:.3g}[/{style}]")
    console.print(table)


# ---------------------------------------------------------------- probe


@app.command("probe")
def probe_cmd(
    split: str = typer.Option("base", "--split", help="base | lite | train | test"),
    groups: str = typer.Option("paraphrase,variant,exploit,loose", "--groups",
                               help="Comma-separated: paraphrase, variant, exploit, loose."),
    names: list[str] | None = typer.Option(None, "--name", help="Only these probes (repeat or comma-separate)."),
    limit: int | None = typer.Option(None, "--limit", min=1, help="Only the first N tasks of the split."),
    out: Path | None = typer.Option(None, "--out", help="Also write the rows as JSON to this file."),
    markdown: Path | None = typer.Option(None, "--markdown", help="Also write the table as markdown to this file."),
    as_json: bool = typer.Option(False, "--json", help="Print the rows as JSON."),
):
    """Probe the reward: rewordings and other correct procedures must pass, exploits must score 0, loose
    proposals and statements must be refused by the customer. Exit 1 if any probe misses its target."""
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    from .probe import GROUPS, TARGETS, render_markdown, run_probes
    from .tasks import load_tasks

    if split not in SPLITS:
        _fail(f"unknown split {split!r}; choose one of {', '.join(SPLITS)}")
    chosen = [g.strip() for g in groups.split(",") if g.strip()]
    unknown = [g for g in chosen if g not in GROUPS]
    if unknown:
        _fail(f"unknown probe group(s) {', '.join(unknown)}; choose from {', '.join(GROUPS)}")
    tasks = list(load_tasks(split))[:limit] if limit else list(load_tasks(split))
    console = _console()
    with Progress(TextColumn("{task.description}"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
                  TimeElapsedColumn(), console=console, disable=as_json, transient=True) as bar:
        job = bar.add_task("probes", total=None)

        def progress(name: str, done: int, total: int) -> None:
            bar.update(job, description=f"probe {name}", completed=done, total=total)

        rows = run_probes(tasks, chosen, _split_ids(names), progress=progress)
    if out is not None:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps({"split": split, "tasks": len(tasks), "rows": rows}, indent=2) + "\n")
    if markdown is not None:
        markdown.parent.mkdir(parents=True, exist_ok=True)
        markdown.write_text(render_markdown(rows, split, len(tasks)))
    if as_json:
        _print_json(rows)
    else:
        from rich.table import Table

        table = Table(title=f"bank-gym probe on {split} ({len(tasks)} tasks)")
        for col in ("group", "probe", "n", "strict", "paper", "refused", "on target"):
            table.add_column(col, no_wrap=True)
        for row in rows:
            refused = f"{row['refused_rate']:.3f}" if "refused_rate" in row else ""
            table.add_row(row["group"], row["name"], str(row["n"]), f"{row['pass_rate']:.3f}",
                          f"{row['paper_pass_rate']:.3f}", refused,
                          "[green]yes[/green]" if row["on_target"] else "[red]no[/red]")
        console.print(table)
        console.print("targets: " + "; ".join(f"{g} {m} {op} {t:g}" for g, (m, op, t) in TARGETS.items()))
    if not all(row["on_target"] for row in rows):
        raise typer.Exit(1)


# ---------------------------------------------------------------- validate


def main() -> None:  # pragma: no cover
    app()


if __name__ == "__main__":  # pragma: no cover
    main()


from .tasks.cli import app as _tasks_app  # noqa: E402  (sub-command group)

app.add_typer(_tasks_app, name="tasks")

from .report_cli import compare_cmd as _compare_cmd  # noqa: E402  (bank_gym/report_cli.py)
from .report_cli import report_cmd as _report_cmd  # noqa: E402

app.command("report")(_report_cmd)
app.command("compare")(_compare_cmd)
