"""The ``bank-gym`` command line (DESIGN.md §5): ``info``, ``eval``, ``score``, ``bench``, ``validate``.

Exit codes: 0 success; 1 a check failed (``score``: a re-scored verdict differs from the recorded one;
``validate``: the release has problems); 2 bad usage or configuration.
"""

from __future__ import annotations

import os

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import json
import statistics
import sys
import time
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

# Performance targets of `bench` (value / target <= 1 is on target).
BENCH_TARGETS = {
    "episode_state_ms": 1.0,
    "tool_call_read_us": 100.0,
    "tool_call_write_us": 100.0,
    "state_hash_ms": 1.0,
    "verdict_cached_ms": 2.0,
    "verdict_uncached_ms": 2.0,
    "env_reset_ms": 1.0,
    "env_step_tool_us": 100.0,
    "env_step_message_us": 100.0,
    "oracle_base_split_s": 10.0,
}


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
    for split in SPLITS:
        try:
            tasks = _split_tasks(split)
        except Exception:
            tasks = ()
        per_split[split] = len(tasks)
        if split == "base":
            base = tasks
    counts["tasks"] = per_split
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


@app.command("eval")
def eval_cmd(
    agent: str = typer.Option("oracle", "--agent", help="oracle | trivial:NAME | openai:MODEL | hf:PATH"),
    customer: str = typer.Option("scripted", "--customer", help="scripted | openai:MODEL | hf:PATH"),
    split: str = typer.Option("lite", "--split", help="base | lite | train | test"),
    trials: int = typer.Option(1, "--trials", min=1, help="Trials per task (seeds 0..K-1)."),
    out: Path | None = typer.Option(None, "--out", help="Output folder (sessions.jsonl, summary.json); default: a new runs/AGENT-CUSTOMER-SPLIT folder."),
    workers: int = typer.Option(1, "--workers", min=1, help="Parallel sessions (model-backed agents/customers)."),
    resume: bool = typer.Option(False, "--resume", help="Continue the run in --out, skipping finished sessions."),
    task_ids: list[str] | None = typer.Option(None, "--task-ids", help="Only these task ids (repeat or comma-separate)."),
    limit: int | None = typer.Option(None, "--limit", min=0, help="Only the first N tasks of the split."),
    base_url: str | None = typer.Option(None, "--base-url", help="OpenAI-compatible endpoint of the agent."),
    api_key: str | None = typer.Option(None, "--api-key", help="API key of the agent's endpoint."),
    customer_base_url: str | None = typer.Option(None, "--customer-base-url", help="Endpoint of a model customer."),
    customer_api_key: str | None = typer.Option(None, "--customer-api-key", help="API key of a model customer."),
    temperature: float | None = typer.Option(None, "--temperature", help="Agent sampling temperature."),
    max_steps: int = typer.Option(200, "--max-steps", min=1),
    max_errors: int = typer.Option(10, "--max-errors", min=1),
    no_progress: bool = typer.Option(False, "--no-progress", help="No progress bar."),
    as_json: bool = typer.Option(False, "--json", help="Print the summary as JSON."),
):
    """Run an agent against the simulated customers and score every session."""
    from .runner import EvalConfig, EvalError, evaluate

    if split not in SPLITS:
        _fail(f"unknown split {split!r}; choose one of {', '.join(SPLITS)}")
    agent_kwargs: dict[str, Any] = {}
    if temperature is not None:
        agent_kwargs["temperature"] = temperature
    customer_kwargs: dict[str, Any] = {}
    if customer_base_url:
        customer_kwargs["base_url"] = customer_base_url
    if customer_api_key:
        customer_kwargs["api_key"] = customer_api_key
    if out is None:
        out = _fresh_run_dir(f"{agent}-{customer}-{split}")
    config = EvalConfig(agent=agent, customer=customer, split=split, trials=trials, out=out, workers=workers,
                        resume=resume, task_ids=_split_ids(task_ids), limit=limit, base_url=base_url, api_key=api_key,
                        agent_kwargs=agent_kwargs, customer_kwargs=customer_kwargs, max_steps=max_steps,
                        max_errors=max_errors)
    try:
        summary = evaluate(config, progress=not no_progress)
    except EvalError as exc:
        _fail(str(exc))
    except (ValueError, ImportError, FileNotFoundError) as exc:
        _fail(f"{type(exc).__name__}: {exc}")
    if as_json:
        _print_json(summary)
    else:
        _print_summary(summary)


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
    failures = {k: v for k, v in summary.get("failure_types", {}).items() if v and k != "passed"}
    if failures:
        console.print("failures: " + ", ".join(f"{k} {v}" for k, v in failures.items()))
    if "sessions_file" in summary:
        console.print(f"sessions: {summary['sessions_file']}")


# ---------------------------------------------------------------- score


def rescore_file(path: Path, with_verdicts: bool = False) -> dict:
    """Re-score every record of a sessions file (tool calls re-executed on a fresh bank)."""
    from .bank import load_bank
    from .env import _all_tasks
    from .scoring import load_jsonl, rescore, summarize

    bank = load_bank()
    tasks = _all_tasks()
    records = load_jsonl(path)
    rescored = []
    rows = []
    unknown = 0
    mismatches = 0
    for record in records:
        task = tasks.get(record.task_id)
        if task is None:
            unknown += 1
            continue
        verdict = rescore(record, tasks, bank)
        same = verdict == record.verdict
        mismatches += not same
        rescored.append(record.model_copy(update={"verdict": verdict}))
        if with_verdicts:
            rows.append({"task_id": record.task_id, "trial": record.trial, "passed": verdict.passed,
                         "failure_type": verdict.failure_type, "termination": str(verdict.termination),
                         "recorded_passed": record.verdict.passed, "matches_recorded": same,
                         "verdict": verdict.model_dump(mode="json")})
    summary = summarize(rescored, tasks)
    summary.update({"file": str(path), "records": len(records), "unknown_tasks": unknown, "mismatches": mismatches})
    if with_verdicts:
        summary["verdicts"] = rows
    return summary


@app.command("score")
def score_cmd(
    file: Path = typer.Argument(..., exists=True, dir_okay=False, help="A sessions.jsonl file."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON."),
    verdicts: bool = typer.Option(False, "--verdicts", help="Include every session's re-scored verdict."),
):
    """Re-score session records (never trusting recorded tool outputs) and summarize them."""
    summary = rescore_file(file, verdicts)
    if as_json:
        _print_json(summary)
    else:
        _print_summary(summary)
        _console().print(f"records {summary['records']}, unknown tasks {summary['unknown_tasks']}, "
                         f"verdicts differing from the recorded ones: {summary['mismatches']}")
    if summary["mismatches"]:
        raise typer.Exit(1)


# ---------------------------------------------------------------- bench


def _median_us(fn, items, repetitions: int) -> float:
    times = []
    n = len(items)
    for i in range(repetitions):
        item = items[i % n]
        t0 = time.perf_counter()
        fn(item)
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1e6


def _rss_mb() -> float:
    try:
        with open("/proc/self/statm") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def run_bench(quick: bool = False, log=None) -> dict:
    """The performance figures of DESIGN §5 (medians over many repetitions)."""
    import gc

    from .agents.oracle import OracleAgent
    from .bank import DEFAULT_CUSTOMERS, DEFAULT_SEED, generate_bank, load_bank
    from .env import IndianBankEnv, _split_tasks
    from .tools import READ_TOOLS, WRITE_TOOLS, execute

    log = log or (lambda message: None)
    reps = 300 if quick else 3000
    results: dict[str, Any] = {}

    log("bank load")
    loads = []
    for _ in range(1 if quick else 3):
        t0 = time.perf_counter()
        generate_bank(DEFAULT_SEED, DEFAULT_CUSTOMERS)
        loads.append(time.perf_counter() - t0)
        gc.collect()
    results["bank_load_s"] = statistics.median(loads)
    bank = load_bank()
    tasks = list(_split_tasks("base"))
    if quick:
        tasks = tasks[:200]

    log("episode state")
    results["episode_state_ms"] = _median_us(lambda t: bank.new_episode(t.customer_id, t.session_date, t.seed),
                                             tasks, reps * 3) / 1000

    log("tool calls")
    reads, writes = [], []
    for task in tasks:
        state = bank.new_episode(task.customer_id, task.session_date, task.seed)
        for g in task.gold:
            (writes if g.name in WRITE_TOOLS else reads if g.name in READ_TOOLS else []).append((task, g, state.copy()))
            execute(state, g.name, dict(g.arguments))

    def timed_call(item):  # exclude the state copy from the timing
        _task, g, state = item
        fresh = state.copy()
        t0 = time.perf_counter()
        execute(fresh, g.name, g.arguments)
        return time.perf_counter() - t0

    def median_calls(items, n):
        return statistics.median(timed_call(items[i % len(items)]) for i in range(n)) * 1e6

    results["tool_call_read_us"] = median_calls(reads, reps)
    results["tool_call_write_us"] = median_calls(writes, reps)

    log("state hash")
    hash_times = []
    for i in range(min(reps, 2000)):
        task = tasks[i % len(tasks)]
        state = bank.new_episode(task.customer_id, task.session_date, task.seed)
        for g in task.gold:
            execute(state, g.name, dict(g.arguments))
        t0 = time.perf_counter()
        state.state_hash()
        hash_times.append(time.perf_counter() - t0)
    results["state_hash_ms"] = statistics.median(hash_times) * 1000

    log("verdicts and re-scoring")
    try:
        from .scoring.bench import bench_scoring

        results.update(bench_scoring(bank, tasks, repetitions=300 if quick else 2000,
                                     n_sessions=500 if quick else 5000))
    except ImportError:
        pass

    log("env reset and step")
    env = IndianBankEnv(split="base", tasks=tasks)
    oracle = OracleAgent(tasks)
    resets, tool_steps, message_steps = [], [], []
    rounds = 1 if quick else 3
    for _ in range(rounds):
        for task in tasks:
            t0 = time.perf_counter()
            obs, info = env.reset(seed=0, options={"task_id": task.task_id})
            resets.append(time.perf_counter() - t0)
            oracle.reset(info, task=task)
            while True:
                action = oracle.act(obs, info)
                is_message = isinstance(action, str) and not action.lstrip().startswith("{")
                t0 = time.perf_counter()
                obs, _r, term, trunc, info = env.step(action)
                (message_steps if is_message else tool_steps).append(time.perf_counter() - t0)
                if term or trunc:
                    break
    results["env_reset_ms"] = statistics.median(resets) * 1000
    results["env_step_tool_us"] = statistics.median(tool_steps) * 1e6
    results["env_step_message_us"] = statistics.median(message_steps) * 1e6

    log("oracle on the base split")
    base = list(_split_tasks("base"))
    env = IndianBankEnv(split="base")
    oracle = OracleAgent(base)
    passed = 0
    t0 = time.perf_counter()
    for task in base:
        obs, info = env.reset(seed=0, options={"task_id": task.task_id})
        oracle.reset(info, task=task)
        while True:
            obs, reward, term, trunc, info = env.step(oracle.act(obs, info))
            if term or trunc:
                break
        passed += info.get("passed", False)
    results["oracle_base_split_s"] = time.perf_counter() - t0
    results["oracle_base_pass_rate"] = passed / len(base) if base else 0.0

    log("memory per env")
    gc.collect()
    before = _rss_mb()
    envs = []
    n_envs = 50 if quick else 200
    for i in range(n_envs):
        e = IndianBankEnv(split="base", tasks=tasks)
        e.reset(seed=i)
        envs.append(e)
    gc.collect()
    results["rss_per_env_mb"] = max(0.0, (_rss_mb() - before) / n_envs)
    del envs

    results["targets"] = dict(BENCH_TARGETS)
    results["ratio_to_target"] = {k: round(results[k] / t, 4) for k, t in BENCH_TARGETS.items() if k in results}
    results["repetitions"] = reps
    return results


@app.command("bench")
def bench_cmd(
    as_json: bool = typer.Option(False, "--json", help="Print JSON."),
    quick: bool = typer.Option(False, "--quick", help="Fewer repetitions (a smoke run)."),
):
    """Performance figures: bank load, episode state, tool calls, hashing, verdicts, env reset/step, oracle."""
    console = _console()
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
    as_json: bool = typer.Option(False, "--json", help="Print the rows as JSON."),
):
    """Probe the reward: rewordings and other correct procedures must pass, exploits must score 0, loose
    proposals and statements must be refused by the customer. Exit 1 if any probe misses its target."""
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    from .probe import GROUPS, TARGETS, run_probes
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
    if as_json:
        _print_json(rows)
    else:
        from rich.table import Table

        table = Table(title=f"bank-gym probe on {split} ({len(tasks)} tasks)")
        for col in ("group", "probe", "kind", "sessions", "strict pass", "paper pass", "refused", "target", "ok"):
            table.add_column(col)
        for row in rows:
            metric, op, target = TARGETS[row["group"]]
            refused = f"{row['refused_rate']:.3f}" if "refused_rate" in row else ""
            table.add_row(row["group"], row["name"], row.get("kind", ""), str(row["n"]), f"{row['pass_rate']:.3f}",
                          f"{row['paper_pass_rate']:.3f}", refused, f"{metric} {op} {target:g}",
                          "[green]yes[/green]" if row["on_target"] else "[red]no[/red]")
        console.print(table)
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
