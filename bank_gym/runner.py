"""The evaluation loop behind ``bank-gym eval`` (docs/design.md §5).

``evaluate(EvalConfig(...))`` runs every (task, trial) of a split with one agent and one simulated customer and
appends one JSON line per finished session to ``OUT/sessions.jsonl`` (flushed as it goes), then writes
``OUT/summary.json`` (``bank_gym.scoring.summarize`` plus run metadata) and returns the summary.

* **Seeds.** Trial ``k`` of a task runs ``env.reset(seed=k, options={"task_id": ...})``: the customer's seed is
  ``k`` (its phrasing choices), the bank episode always uses the task's own seed.
* **Resume.** With ``resume=True`` the sessions already in the file are kept and their (task_id, trial) pairs
  skipped. A line that does not parse (a crash mid-write leaves a truncated last line) is removed from the file
  and its session redone; duplicate pairs keep their first record. Records from another agent or customer
  refuse the resume. Without ``resume`` an existing non-empty file is an error (nothing is overwritten).
* **Workers.** ``workers > 1`` runs sessions in a thread pool, but only when the agent or the customer is
  model-backed (``openai:`` / ``hf:``), where threads overlap network or model latency; each worker thread
  owns its env, agent and customer, and the pristine bank is shared read-only. The oracle and the trivial
  baselines are CPU-bound and always run inline. Only the main thread writes the file.
* **Errors.** An exception in the agent (or anywhere in a session) ends that session as ``error``; it is
  recorded and scored 0, never dropped from the denominator.
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Callable, Iterable
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .agents.base import begin_episode

__all__ = ["EvalConfig", "EvalError", "evaluate", "read_sessions", "run_session", "summarize_records"]

SESSIONS_FILE = "sessions.jsonl"
SUMMARY_FILE = "summary.json"


class EvalError(Exception):
    """A problem with the run's configuration or output folder (reported by the CLI, exit code 2)."""


@dataclass
class EvalConfig:
    agent: str = "oracle"
    customer: str = "scripted"
    split: str = "base"
    trials: int = 1
    out: str | os.PathLike = "runs/eval"
    workers: int = 1
    resume: bool = False
    task_ids: list[str] | None = None
    limit: int | None = None
    base_url: str | None = None
    api_key: str | None = None
    agent_kwargs: dict[str, Any] = field(default_factory=dict)
    customer_kwargs: dict[str, Any] = field(default_factory=dict)
    max_steps: int = 200
    max_errors: int = 10


# ---------------------------------------------------------------- one session


def run_session(env, agent, task_id: str, trial: int, agent_name: str = "", customer_name: str = "") -> dict:
    """Play one session to its end and return its record (a ``SessionRecord``-compatible dict)."""
    started = time.perf_counter()
    env = env.unwrapped
    obs, info = env.reset(seed=int(trial), options={"task_id": task_id})
    try:
        begin_episode(agent, info, env)
        while True:
            action = agent.act(obs, info)
            obs, _reward, terminated, truncated, info = env.step(action)
            if terminated or truncated:
                break
    except Exception as exc:  # the agent failed: the session counts, as an error scored 0
        env.abort(f"agent error: {type(exc).__name__}: {str(exc)[:500]}")
    usage = {}
    try:
        usage = agent.usage() or {}
        json.dumps(usage)
    except Exception:
        usage = {}
    record = env.session_record(trial=trial, agent=agent_name or agent.describe())
    record["customer"] = customer_name or record.get("customer", "")
    record["usage"] = usage
    record["duration_s"] = round(time.perf_counter() - started, 6)
    return record


# ---------------------------------------------------------------- the sessions file


def read_sessions(path: str | os.PathLike, repair: bool = False) -> list[dict]:
    """Records of a sessions file, in order; unparsable lines and duplicate (task_id, trial) pairs are dropped.
    With ``repair`` the file is rewritten (atomically) without them, so appending can continue cleanly."""
    path = Path(path)
    if not path.exists():
        return []
    raw = path.read_bytes()
    records: list[dict] = []
    seen: set[tuple[str, int]] = set()
    dropped = 0
    for line in raw.split(b"\n"):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
            key = (str(record["task_id"]), int(record.get("trial", 0)))
            if "verdict" not in record or "termination" not in record:
                raise ValueError("incomplete record")
        except (ValueError, KeyError, TypeError):
            dropped += 1
            continue
        if key in seen:
            dropped += 1
            continue
        seen.add(key)
        records.append(record)
    if repair and (dropped or (raw and not raw.endswith(b"\n"))):
        tmp = path.with_suffix(path.suffix + ".tmp")
        with open(tmp, "w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    return records


def summarize_records(records: Iterable[dict], tasks_by_id: dict) -> dict:
    from .scoring import SessionRecord, summarize

    return summarize([SessionRecord.model_validate(r) for r in records], tasks_by_id)


# ---------------------------------------------------------------- the run


def _plan(config: EvalConfig):
    from .env import _all_tasks, _split_tasks

    tasks = list(_split_tasks(config.split))
    if config.task_ids:
        by_id = {**_all_tasks(), **{t.task_id: t for t in tasks}}
        missing = [i for i in config.task_ids if i not in by_id]
        if missing:
            raise EvalError(f"unknown task ids: {', '.join(missing[:5])}")
        tasks = [by_id[i] for i in config.task_ids]
    if config.limit is not None:
        tasks = tasks[: max(0, int(config.limit))]
    if config.trials < 1:
        raise EvalError("--trials must be at least 1")
    return tasks, [(task.task_id, trial) for trial in range(config.trials) for task in tasks]


def evaluate(config: EvalConfig, progress: bool = True, console=None,
             on_record: Callable[[dict], None] | None = None) -> dict:
    """Run the evaluation described by ``config`` (see the module docstring); returns the summary."""
    from .agents import is_model_backed

    tasks, plan = _plan(config)
    out = Path(config.out)
    out.mkdir(parents=True, exist_ok=True)
    sessions_path = out / SESSIONS_FILE
    agent_name = config.agent if isinstance(config.agent, str) else getattr(config.agent, "describe", lambda: "agent")()
    customer_name = config.customer if isinstance(config.customer, str) else "custom"

    existing = read_sessions(sessions_path, repair=config.resume) if sessions_path.exists() else []
    if existing and not config.resume:
        raise EvalError(f"{sessions_path} already holds {len(existing)} sessions; pass --resume to continue that run "
                        "or choose another --out")
    for record in existing:
        if record.get("agent") != agent_name or record.get("customer") != customer_name:
            raise EvalError(f"{sessions_path} holds sessions of agent {record.get('agent')!r} with customer "
                            f"{record.get('customer')!r}; refusing to mix them with {agent_name!r} / {customer_name!r}")
    done = {(r["task_id"], int(r.get("trial", 0))) for r in existing}
    todo = [item for item in plan if item not in done]

    tasks_by_id = {t.task_id: t for t in tasks}
    threaded = config.workers > 1 and (is_model_backed(config.agent) or is_model_backed(config.customer))
    workers = config.workers if threaded else 1
    local = threading.local()

    def session(item: tuple[str, int]) -> dict:
        if not hasattr(local, "env"):
            local.env, local.agent = _make_pair(config, tasks_by_id)
        task_id, trial = item
        return run_session(local.env, local.agent, task_id, trial, agent_name, customer_name)

    started = time.perf_counter()
    new_records: list[dict] = []
    with open(sessions_path, "a", encoding="utf-8") as fh, _progress(progress, console, len(plan), len(done)) as bar:

        def save(record: dict) -> None:
            fh.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
            fh.flush()
            new_records.append(record)
            bar.advance(record)
            if on_record is not None:
                on_record(record)

        if workers == 1:
            for item in todo:
                save(session(item))
        else:
            with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="bank-gym-eval") as pool:
                pending = set()
                queue = iter(todo)
                try:
                    for item in queue:  # keep at most 2 × workers sessions in flight
                        pending.add(pool.submit(session, item))
                        if len(pending) >= 2 * workers:
                            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
                            for future in finished:
                                save(future.result())
                    for future in _as_done(pending):
                        save(future.result())
                except BaseException:
                    for future in pending:
                        future.cancel()
                    raise
    elapsed = time.perf_counter() - started

    records = [r for r in existing + new_records if (r["task_id"], int(r.get("trial", 0))) in set(plan)]
    summary = summarize_records(records, tasks_by_id)
    summary.update({
        "agent": agent_name,
        "customer": customer_name,
        "split": config.split,
        "trials_requested": config.trials,
        "tasks": len(tasks),
        "sessions_planned": len(plan),
        "sessions_run_now": len(new_records),
        "sessions_resumed": len(done & set(plan)),
        "complete": len(records) == len(plan),
        "errors": sum(1 for r in records if r.get("termination") == "error"),
        "wall_s": round(elapsed, 3),
        "sessions_file": str(sessions_path),
    })
    tmp = out / (SUMMARY_FILE + ".tmp")
    tmp.write_text(json.dumps(summary, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    os.replace(tmp, out / SUMMARY_FILE)
    return summary


def _as_done(futures):
    pending = set(futures)
    while pending:
        finished, pending = wait(pending, return_when=FIRST_COMPLETED)
        yield from finished


def _make_pair(config: EvalConfig, tasks_by_id: dict):
    from .agents import make_agent
    from .customers import make_customer
    from .env import IndianBankEnv

    customer = make_customer(config.customer, **config.customer_kwargs)
    env = IndianBankEnv(split=config.split, customer=customer, max_steps=config.max_steps,
                        max_errors=config.max_errors, tasks=list(tasks_by_id.values()))
    agent = make_agent(config.agent, tasks_by_id, base_url=config.base_url, api_key=config.api_key,
                       **config.agent_kwargs)
    return env, agent


class _NoBar:
    def __init__(self, *a, **k):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def advance(self, record: dict) -> None:
        pass


class _RichBar(_NoBar):
    def __init__(self, console, total: int, completed: int):
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )

        self.progress = Progress(
            TextColumn("[bold]eval"), BarColumn(), MofNCompleteColumn(), TextColumn("pass {task.fields[rate]}"),
            TimeElapsedColumn(), TimeRemainingColumn(), console=console or Console(stderr=True), transient=False,
        )
        self.passed = 0
        self.count = 0
        self.task = self.progress.add_task("eval", total=total, completed=completed, rate="-")

    def __enter__(self):
        self.progress.__enter__()
        return self

    def __exit__(self, *exc):
        return self.progress.__exit__(*exc)

    def advance(self, record: dict) -> None:
        self.count += 1
        self.passed += bool((record.get("verdict") or {}).get("passed"))
        self.progress.update(self.task, advance=1, rate=f"{self.passed}/{self.count}")


def _progress(enabled: bool, console, total: int, completed: int):
    return _RichBar(console, total, completed) if enabled else _NoBar()
