"""``bank-gym eval``, ``score`` and ``view``: running, re-scoring and reading evaluation runs."""

from __future__ import annotations

import contextlib
import json
import os
import shlex
import sys
from pathlib import Path
from typing import Any

import typer
from rich.markup import escape

from . import SPLITS, app, err_console, fail, json_option, print_json, safe_text, split_ids


@app.command("eval")
def eval_cmd(
    agent: str = typer.Option("oracle", "--agent", help="oracle | trivial:NAME | openai:MODEL | hf:PATH"),
    customer: str = typer.Option("scripted", "--customer", help="scripted | openai:MODEL | hf:PATH"),
    split: str = typer.Option("lite", "--split", help="A released split: " + " | ".join(SPLITS)
                              + " (lite = train ∪ test)."),
    tasks_file: Path | None = typer.Option(None, "--tasks-file", help="Tasks from a JSONL file (e.g. made by "
                                           "`bank-gym tasks generate`) instead of a split."),
    trials: int = typer.Option(1, "--trials", min=1, help="Trials per task (seeds 0..K-1)."),
    out: Path | None = typer.Option(None, "--out", help="Output folder (sessions.jsonl, summary.json, run.json); "
                                    "default: a new runs/AGENT-CUSTOMER-SPLIT folder."),
    workers: int = typer.Option(1, "--workers", min=1, help="Sessions at once: model-backed agents/customers (one "
                                "event loop for openai:, threads for hf:), or spread over Ray actors."),
    loops: int = typer.Option(1, "--loops", min=1, help="Worker processes, each running its share of the sessions "
                              "on its own event loop (one loop saturates a core near 100 sessions waiting on an "
                              "endpoint); any agent but hf:, the oracle and baselines included. Records are the same."),
    backend: str = typer.Option("local", "--backend", help="local (this process) | ray (Ray actors; pip install "
                                "'bank_gym[ray]')."),
    ray_address: str | None = typer.Option(None, "--ray-address", help="Ray cluster to join (auto, "
                                           "ray://HOST:10001); default: start a local Ray."),
    ray_actors: int | None = typer.Option(None, "--ray-actors", min=1, help="Ray actors (default: min(workers, "
                                          "the cluster's CPUs))."),
    customers_n: int = typer.Option(1000, "--customers", min=1, help="Bank size (its first 1,000 customers are "
                                    "the release's, so released tasks run on any size)."),
    language: str | None = typer.Option(None, "--language", help="The customer's language: en | hi (Hindi) | "
                                        "hinglish (default: the tasks' own, English)."),
    resume: bool = typer.Option(False, "--resume", help="Continue the run in --out, skipping finished sessions and "
                                "redoing those the infrastructure failed."),
    skip_bad: bool = typer.Option(False, "--skip-bad", help="On --resume, drop damaged lines instead of stopping."),
    task_ids: list[str] | None = typer.Option(None, "--task-ids", help="Only these task ids (repeat or comma-separate)."),
    limit: int | None = typer.Option(None, "--limit", min=0, help="Only N tasks, spread over the split's categories and families "
                                "(round-robin in the split's order)."),
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
    verbose: bool = typer.Option(False, "--verbose", "-v", help="A line for every retried model request (they are "
                                 "counted in the progress bar and the summary either way)."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress bar; only the headline and problems."),
):
    """Run an agent against the simulated customers and score every session.

    Exit codes: 0 done; 2 a configuration problem (one line); 3 some sessions failed on the infrastructure
    (unreachable endpoint, 5xx after retries, ...): they are not scored, and --resume redoes them; 130 interrupted
    (Ctrl-C): the finished sessions are saved with a partial summary, and the resume command is printed."""
    from ..runner import EvalConfig, EvalError, EvalInterrupted, evaluate
    from ..tasks import TaskFileError

    if split not in SPLITS:
        fail(f"unknown split {split!r}; choose one of {', '.join(SPLITS)}")
    if backend not in ("local", "ray"):
        fail(f"unknown backend {backend!r}; choose local or ray")
    if tasks_file is not None and not tasks_file.is_file():
        fail(f"--tasks-file {tasks_file} is not a file")
    agent_kwargs: dict[str, Any] = json_option(agent_args, "--agent-args")
    if temperature is not None:
        agent_kwargs["temperature"] = temperature
    if max_new_tokens is not None:
        agent_kwargs["max_new_tokens" if agent.startswith("hf:") else "max_tokens"] = max_new_tokens
    customer_kwargs: dict[str, Any] = json_option(customer_args, "--customer-args")
    if customer_base_url:
        customer_kwargs["base_url"] = customer_base_url
    if customer_api_key:
        customer_kwargs["api_key"] = customer_api_key
    if out is None:
        out = _fresh_run_dir(f"{agent}-{customer}-{tasks_file.stem if tasks_file else split}"
                             + (f"-{language}" if language else ""))
    config = EvalConfig(agent=agent, customer=customer, split=split, trials=trials, out=out, workers=workers,
                        resume=resume, task_ids=split_ids(task_ids), limit=limit, base_url=base_url, api_key=api_key,
                        agent_kwargs=agent_kwargs, customer_kwargs=customer_kwargs, max_steps=max_steps,
                        max_errors=max_errors, tasks_file=tasks_file, session_timeout_s=session_timeout,
                        skip_bad=skip_bad, preflight=not no_preflight, backend=backend, ray_address=ray_address,
                        ray_actors=ray_actors, n_customers=customers_n, language=language, loops=loops)
    # Ray's driver threads print to this process's stdout (a "(raylet) A worker died ..." line after a worker is
    # lost): with --json, everything but the summary goes to stderr, at the file-descriptor level
    json_fd = _stdout_to_stderr() if as_json and backend == "ray" else None
    _retry_logging(verbose)
    try:
        summary = evaluate(config, progress=not (no_progress or quiet))
    except EvalInterrupted as stop:
        part = stop.summary
        err_console().print(f"[yellow]interrupted: {part['sessions_run_now']} session(s) saved now, "
                            f"{part['n'] + part.get('infrastructure_errors', 0)} of {part['sessions_planned']} in "
                            f"{escape(safe_text(stop.out))} (partial summary in summary.json); finish the run with:[/yellow]",
                            highlight=False)
        typer.echo(safe_text(f"bank-gym eval --resume --out {shlex.quote(str(stop.out))}"), err=True)
        raise typer.Exit(130) from None
    except (EvalError, TaskFileError) as exc:
        fail(str(exc))
    except (ValueError, TypeError, ImportError, FileNotFoundError, OSError) as exc:
        fail(f"{type(exc).__name__}: {exc}")
    if as_json and json_fd is not None:
        _write_fd(json_fd, json.dumps(summary, indent=2, ensure_ascii=False, default=str) + "\n")
    elif as_json:
        print_json(summary)
    elif quiet:
        lo, hi = summary.get("pass_rate_ci95", [0, 1])
        agent, split = (escape(safe_text(summary.get(k) or "")) for k in ("agent", "split"))
        err_console().print(f"{agent} on {split}: pass rate "
                            f"{summary['pass_rate']:.3f} ({summary['passed']}/{summary['n']}, 95% CI {lo:.3f}–{hi:.3f})",
                            highlight=False)
    else:
        _print_summary(summary)
    overlap = summary.get("training_overlap") or {}
    if overlap.get("task_ids") or overlap.get("customer_family_pairs"):
        err_console().print(f"[yellow]warning: the model was trained on {overlap['task_ids']} of these {overlap['tasks']} "
                         f"tasks ({overlap['customer_family_pairs']} share a trained customer and family): this is "
                         "not a held-out evaluation[/yellow]")
    if summary.get("infrastructure_errors"):
        err_console().print(f"[yellow]{summary['infrastructure_errors']} session(s) failed on the infrastructure and "
                         f"are not scored; rerun with --resume --out {out} to redo them[/yellow]")
        raise typer.Exit(3)


def _stdout_to_stderr() -> int | None:
    """Point file descriptor 1 at stderr for the rest of the process and return a copy of the real stdout (for
    the JSON summary alone); None where stdout is not a file descriptor (e.g. captured in a test)."""
    try:
        fd = sys.stdout.fileno()
    except (AttributeError, OSError, ValueError):
        return None
    sys.stdout.flush()
    saved = os.dup(fd)
    os.dup2(sys.stderr.fileno(), fd)
    return saved


def _write_fd(fd: int, text: str) -> None:
    data = text.encode("utf-8")
    while data:
        data = data[os.write(fd, data):]
    os.close(fd)


def _retry_logging(verbose: bool) -> None:
    """Per-retry warnings of the model clients only with -v; without it retries are counted, not printed."""
    import logging

    class _Stderr(logging.Handler):  # the stderr of the moment (a test runner swaps it)
        def emit(self, record):
            sys.stderr.write(self.format(record) + "\n")

    logger = logging.getLogger("bank_gym.llm")
    if verbose:
        if not any(type(h).__name__ == "_Stderr" for h in logger.handlers):
            handler = _Stderr()
            handler.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
            logger.addHandler(handler)
            logger.propagate = False
        logger.setLevel(logging.WARNING)
    else:
        logger.setLevel(logging.ERROR)


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

    console = err_console()
    lo, hi = summary.get("pass_rate_ci95", [0, 1])
    agent, customer, split = (escape(safe_text(summary.get(k) or "")) for k in ("agent", "customer", "split"))
    console.print(f"[bold]{agent}[/bold] with customer {customer} on "
                  f"{split}: pass rate [bold]{summary['pass_rate']:.3f}[/bold] "
                  f"({summary['passed']}/{summary['n']}, 95% CI {lo:.3f}–{hi:.3f})")
    if "paper_pass_rate" in summary:
        plo, phi = summary.get("paper_pass_rate_ci95", [0, 1])
        console.print(f"paper's two checks {summary['paper_pass_rate']:.3f} ({summary['paper_passed']}/"
                      f"{summary['n']}, 95% CI {plo:.3f}–{phi:.3f}); the conversation checks and safety gates remove "
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
        table.add_row(escape(safe_text(name)), str(row["n"]), str(row["passed"]), f"{row['pass_rate']:.3f}")
    console.print(table)
    if summary.get("infrastructure_errors"):
        reasons = ", ".join(f"{k} ×{v}" for k, v in (summary.get("infrastructure_error_reasons") or {}).items())
        console.print(f"[yellow]not scored: {summary['infrastructure_errors']} session(s) the infrastructure failed "
                      f"({reasons})[/yellow]")
    if summary.get("retries"):
        console.print(f"retried model requests: {summary['retries']} (-v prints each)")
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


def run_tasks_verified(folder: Path) -> tuple[dict, dict | None, dict]:
    """The tasks a run folder's sessions are scored against, checked against what its ``run.json`` recorded:
    (tasks by id, the manifest or None, what was checked). ``EvalError`` (one line) when the manifest is damaged,
    its tasks file is missing, redefines released tasks or changed, or a source's sha256 differs: the sessions
    would be scored against other tasks than they were played on."""
    from ..runner import MANIFEST_FILE, EvalError, read_manifest, task_sources
    from ..tasks import TaskFileError, load_task_file, released_tasks

    released = released_tasks()
    tasks = dict(released)
    path = Path(folder) / MANIFEST_FILE
    if not path.exists():
        return tasks, None, {"status": "not recorded: no run.json beside the sessions file; the sessions are "
                                       "scored against the released tasks"}
    manifest = read_manifest(path)
    tasks_file = manifest.get("tasks_file")
    if tasks_file:
        if not Path(str(tasks_file)).is_file():
            raise EvalError(f"{path} names the tasks file {tasks_file}, which is not there: its sessions cannot be "
                            "checked against their tasks")
        try:
            tasks.update({t.task_id: t for t in load_task_file(str(tasks_file), check=False)})
        except TaskFileError as exc:
            raise EvalError(f"the run's tasks file does not load: {exc}") from None
    recorded = manifest.get("task_sources")
    if not isinstance(recorded, dict):
        return tasks, manifest, {"status": "not recorded: run.json has no task_sources (a run from before they were "
                                           "recorded)"}
    ids = manifest.get("task_ids")
    if not isinstance(ids, list) or not all(isinstance(i, str) for i in ids):
        raise EvalError(f"{path} has no list of task ids")
    missing = [i for i in ids if i not in tasks]
    if missing:
        raise EvalError(f"{path} names {len(missing)} task(s) that neither the release nor the run's tasks file "
                        f"holds: {', '.join(missing[:5])}")
    now = task_sources([tasks[i] for i in ids], tasks_file)
    for name in sorted(set(recorded) | set(now)):
        before = (recorded.get(name) or {}).get("sha256") if isinstance(recorded.get(name), dict) else None
        after = (now.get(name) or {}).get("sha256")
        if before != after:
            raise EvalError(f"task source {name!r} differs from the one the run used (sha256 recorded "
                            f"{str(before)[:12]}…, now {str(after)[:12]}…): the sessions would be scored against "
                            "other tasks")
    return tasks, manifest, {"status": "verified", "sources": now}


def rescore_file(path: Path, with_verdicts: bool = False, skip_bad: bool = False) -> dict:
    """Re-score every record of a sessions file and say what was verified. Tool calls are re-executed on a fresh
    bank; for the scripted customer, its side (messages, events, termination) is replayed from the task, the
    seed and the recorded assistant turns through the live env, and any difference is flagged; a model
    customer's side is taken on trust. The tasks are checked against the sha256 the run's ``run.json``
    recorded (``run_tasks_verified``). Damaged lines and duplicate sessions are listed with their line numbers
    in ``problems``; each session counts once."""
    from ..bank import DEFAULT_CUSTOMERS, DEFAULT_SEED, load_bank
    from ..env import IndianBankEnv
    from ..scoring import Verdict, rescore, summarize
    from ..scoring.records import (
        REPLAYABLE_CUSTOMERS,
        customer_replayable,
        read_records,
        record_task,
        replay_customer,
    )

    tasks, manifest, sources = run_tasks_verified(Path(path).parent)
    planned = set(manifest["task_ids"]) if manifest and isinstance(manifest.get("task_ids"), list) else None
    limits = {"max_steps": 200, "max_errors": 10}
    for key in limits:
        value = (manifest or {}).get(key)
        if isinstance(value, int) and not isinstance(value, bool) and value >= 1:
            limits[key] = value
    report = read_records(path)
    records = report.records
    problems = list(report.problems)
    rescored = []
    rows = []
    unknown = 0
    mismatches = 0
    replayed = trusted = 0
    customer_differences = 0
    envs: dict[int, IndianBankEnv] = {}
    for record in records:
        task = tasks.get(record.task_id)
        if task is None or (planned is not None and record.task_id not in planned):
            unknown += 1
            if planned is not None:
                problems.append(f"session {record.task_id} trial {record.trial}: not a task of this run (run.json)")
            continue
        if record.infrastructure_error:
            rescored.append(record)  # never scored: counted as an infrastructure error
            continue
        n_customers = int((record.model_extra or {}).get("bank_customers") or DEFAULT_CUSTOMERS)
        bank = load_bank(DEFAULT_SEED, n_customers)
        verdict = rescore(record, tasks, bank)
        differences: list[str] = []
        run_customer = (manifest or {}).get("customer")
        if isinstance(run_customer, str) and record.customer != run_customer:
            problems.append(f"session {record.task_id} trial {record.trial}: customer {record.customer!r} is not the "
                            f"run's ({run_customer!r})")
        if manifest is not None and record.seed is not None and record.seed != record.trial:
            problems.append(f"session {record.task_id} trial {record.trial}: seed {record.seed} is not its trial's "
                            "(an eval plays trial k with seed k)")
        replayed_now = customer_replayable(record) or run_customer in REPLAYABLE_CUSTOMERS
        if replayed_now:
            replayed += 1
            if n_customers not in envs:
                envs[n_customers] = IndianBankEnv(tasks=[task], customer="scripted", n_customers=n_customers, **limits)
            differences, replay = replay_customer(record, record_task(record, tasks, bank), envs[n_customers])
            if differences:  # the session scores what the recorded assistant turns earn with the real customer
                customer_differences += 1
                with contextlib.suppress(ValueError):  # (a replay whose scorer failed keeps the re-score)
                    verdict = Verdict.model_validate(replay["verdict"])
                problems.append(f"session {record.task_id} trial {record.trial}: the customer's side is not what the "
                                f"scripted customer says and does: {differences[0]}")
        else:
            trusted += 1
        same = verdict == record.verdict
        mismatches += not same
        rescored.append(record.model_copy(update={"verdict": verdict}))
        if with_verdicts:
            rows.append({"task_id": record.task_id, "trial": record.trial, "passed": verdict.passed,
                         "paper_passed": verdict.paper_passed, "failure_type": verdict.failure_type,
                         "termination": str(verdict.termination), "recorded_passed": record.verdict.passed,
                         "matches_recorded": same, "customer_replay": "trusted" if not replayed_now
                         else ("differs: " + "; ".join(differences)) if differences else "same",
                         "verdict": verdict.model_dump(mode="json")})
    summary = summarize(rescored, tasks)
    for key in ("agent", "customer", "split", "tasks_file"):  # what the run was, as its manifest says
        if isinstance((manifest or {}).get(key), str):
            summary.setdefault(key, manifest[key])
    summary.update({"file": str(path), "records": len(records), "unknown_tasks": unknown, "mismatches": mismatches,
                    "customer_mismatches": customer_differences,
                    "damaged_lines": len(report.damaged), "duplicate_lines": len(report.duplicates),
                    "torn_last_line": report.torn_last_line, "problems": problems,
                    "verification": {
                        "agent_calls": "re-executed on a fresh bank for every scored session (recorded tool outputs "
                                       "are not used)",
                        "customer": {"replayed": replayed, "differing": customer_differences, "trusted": trusted,
                                     "how": "the scripted customer's messages, events and termination replayed from "
                                            "the task, the seed and the recorded assistant turns; a model "
                                            "customer's side is taken on trust"},
                        "task_sources": sources,
                        "limits": {**limits, "from": "run.json" if manifest else "defaults (no run.json)"},
                    }})
    if with_verdicts:
        summary["verdicts"] = rows
    return summary


@app.command("score")
def score_cmd(
    file: Path = typer.Argument(..., help="A run: the folder `bank-gym eval --out` wrote, or its sessions.jsonl."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON."),
    verdicts: bool = typer.Option(False, "--verdicts", help="Include every session's re-scored verdict."),
    skip_bad: bool = typer.Option(False, "--skip-bad", help="Score the valid records even if some lines are damaged."),
):
    """Verify and re-score session records: tool calls re-executed (recorded outputs never trusted), the
    scripted customer's side replayed, the tasks checked against the sha256 the run recorded; then summarize.

    Exit codes: 0 done; 1 a re-scored verdict or a replayed customer differs from the record, the tasks differ
    from the run's, the file is empty, binary or cut off, or (without --skip-bad) some lines are damaged or
    duplicate sessions (each is listed with its line number); 2 the argument is not a run folder or a sessions
    file."""
    from ..report import sessions_path
    from ..runner import EvalError

    try:
        file = sessions_path(file)
    except FileNotFoundError as exc:
        fail(str(exc))
    problem = unreadable_sessions_file(file, skip_bad)
    if problem:
        fail(problem, 1)
    try:
        summary = rescore_file(file, verdicts, skip_bad)
    except EvalError as exc:
        fail(str(exc), 1)
    if as_json:
        print_json(summary)
    else:
        _print_summary(summary)
        err_console().print(f"records {summary['records']}, unknown tasks {summary['unknown_tasks']}, "
                         f"verdicts differing from the recorded ones: {summary['mismatches']}")
        _print_verification(summary["verification"])
    console = err_console()
    for problem in summary["problems"][:20]:
        console.print(f"[yellow]{escape(safe_text(f'{file}: {problem}'))}[/yellow]", highlight=False)
    if len(summary["problems"]) > 20:
        console.print(f"[yellow]... and {len(summary['problems']) - 20} more[/yellow]")
    if summary["mismatches"] or summary["customer_mismatches"] or (summary["problems"] and not skip_bad):
        raise typer.Exit(1)


def _print_verification(check: dict) -> None:
    customer = check["customer"]
    sources = check["task_sources"]
    shown = sources["status"]
    if sources.get("sources"):
        shown += " (" + ", ".join(f"{name}: {row['tasks']} tasks, sha256 {row['sha256'][:12]}…"
                                  for name, row in sources["sources"].items()) + ")"
    err_console().print(
        f"verified: agent calls re-executed; customer replayed in {customer['replayed']} session(s) "
        f"({customer['differing']} differing), taken on trust in {customer['trusted']} (model customers); "
        f"task sources {shown}; limits {check['limits']['max_steps']} steps, {check['limits']['max_errors']} errors "
        f"from {check['limits']['from']}", highlight=False, markup=False, soft_wrap=True)


def unreadable_sessions_file(path: Path, skip_bad: bool = False) -> str | None:
    """One line saying why ``path`` cannot be scored as it is, or None: it cannot be read, it is empty, it is not a
    sessions file at all (binary, or no line is a session record), or (without ``skip_bad``) its last line is cut
    off, which would silently drop a session from the count."""
    from ..scoring.records import read_records

    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        return f"cannot read {path}: {exc.strerror or exc}"
    if not raw.strip():
        return f"{path} is empty: it holds no sessions"
    if b"\0" in raw[:65536]:
        return f"{path} is a binary file, not a sessions file (JSON lines)"
    report = read_records(path)
    if not report.records:
        why = report.problems[0] if report.problems else "its only line is cut off"
        return f"{path} holds no session record ({why}); is it a sessions.jsonl?"
    if report.torn_last_line and not skip_bad:
        last = len(raw.rstrip(b"\n").split(b"\n"))
        return (f"{path}: line {last}, the last, is cut off (a run stopped mid-write), so a session is missing; "
                "`bank-gym eval --resume` redoes it, or pass --skip-bad to score the others")
    return None


# ---------------------------------------------------------------- view


def render_session(record, max_tool_chars: int = 400) -> str:
    """One session as readable text: the verdict's first failing rule, then the transcript with the customer's
    decisions and what it heard beside its messages."""
    from ..env import render_transcript
    from ..report import first_failing_rule

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
                "vague": "answered vaguely", "misread": f"gave a wrong {e.get('key')}", "transferred": "transferred"}.get(kind, str(kind))
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
    run: Path = typer.Argument(..., help="A run: the folder `bank-gym eval --out` wrote, or its sessions.jsonl."),
    failed: bool = typer.Option(False, "--failed", help="Only sessions that did not pass."),
    task_id: list[str] | None = typer.Option(None, "--task-id", help="Only these task ids (repeat or comma-separate)."),
    trial: int | None = typer.Option(None, "--trial", help="Only this trial."),
    limit: int = typer.Option(5, "--limit", min=1, help="At most this many sessions."),
    full: bool = typer.Option(False, "--full", help="Tool outputs in full."),
):
    """Read sessions of a run: the verdict's first failing rule and the transcript, with the customer's
    decisions and the facts it heard."""
    from ..report import sessions_path
    from ..scoring.records import read_records

    try:
        path = sessions_path(run)
    except FileNotFoundError as exc:
        fail(str(exc))
    problem = unreadable_sessions_file(path, skip_bad=True)  # (a cut-off last line is skipped, not fatal, here)
    if problem:
        fail(problem, 1)
    report = read_records(path)
    wanted = set(split_ids(task_id) or [])
    chosen = [r for r in report.records if (not failed or not r.verdict.passed)
              and (not wanted or r.task_id in wanted) and (trial is None or r.trial == trial)]
    if not chosen:
        if failed and report.records and not wanted and trial is None:
            err_console().print(f"no failed session: all {len(report.records)} passed")
            return
        err_console().print("no session matches")
        raise typer.Exit(1)
    for record in chosen[:limit]:
        typer.echo(safe_text(render_session(record, max_tool_chars=10**9 if full else 400)))
        typer.echo("")
    if len(chosen) > limit:
        err_console().print(f"… {len(chosen) - limit} more (raise --limit)")
    for problem in report.problems[:5]:
        err_console().print(f"[yellow]{escape(safe_text(f'{path}: {problem}'))}[/yellow]", highlight=False)


