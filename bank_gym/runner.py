"""The evaluation loop behind ``bank-gym eval`` (docs/design.md §5).

``evaluate(EvalConfig(...))`` runs every (task, trial) of a split with one agent and one simulated customer and
appends one JSON line per finished session to ``OUT/sessions.jsonl`` (flushed as it goes), then writes
``OUT/summary.json`` (``bank_gym.scoring.summarize``, the run manifest and the summed cost) and returns the summary.

* **Seeds.** Trial ``k`` of a task runs ``env.reset(seed=k, options={"task_id": ...})``: the customer's seed is
  ``k`` (its phrasing choices), the bank episode always uses the task's own seed.
* **Manifest.** ``OUT/run.json`` records what the run is: package version and commit, agent and customer with
  their settings and endpoints (never keys), split or tasks file, the task ids, trials, limits and start time,
  and ``task_sources``: for the released tasks and the tasks file's new ids, how many the run used and the
  sha256 of their canonical rows (``task_sources``; ``bank-gym score`` refuses sessions whose tasks differ).
  ``--resume`` refuses a run whose manifest differs (another split, agent, ``--max-steps``, changed tasks, ...),
  except for more ``trials`` (trial k runs seed k, so the sessions already run stay valid and only the new
  trials run); a manifest that is not a JSON object, or sessions with no manifest, are refused in one line.
* **Files.** The run's files are never opened through a symbolic link (a planted link is refused, appends use
  ``O_NOFOLLOW``); ``run.json``, ``summary.json``, ``system_prompts.json`` and a repaired sessions file are
  written atomically (a new file renamed over the old).
* **Lock.** One ``evaluate`` at a time per folder (an advisory lock on ``OUT/.lock``): two evals on the same
  ``--out`` cannot write every session twice.
* **Resume.** With ``resume=True`` the valid sessions already in the file are kept and their (task_id, trial)
  pairs skipped; sessions the infrastructure failed are redone. A torn last line (a crash mid-write) is removed
  and its session redone. A damaged line elsewhere, a record with the wrong shape or a duplicate session stops
  the run with every such line's number, unless ``skip_bad`` (then they are dropped from the file). Without
  ``resume`` an existing non-empty file is an error (nothing is overwritten).
* **Infrastructure errors.** A session whose agent or model customer could not be reached, timed out, was
  refused (401/403/404) or kept failing (5xx/429 after retries) is recorded with ``infrastructure_error`` and
  kept out of every score: the summary counts it, ``complete`` is false and ``--resume`` redoes it. Before the
  first session a one-request preflight of every model endpoint turns a wrong key or model name into one line.
* **Cost.** Each record keeps ``usage`` = ``{"agent": ..., "customer": ...}`` (tokens, completions, retries,
  seconds waiting on the model); the summary sums them per run and lists the costliest tasks.
* **Workers.** ``workers`` is how many sessions run at once. With a model-backed agent or customer
  (``openai:`` / ``hf:``) and ``workers > 1``: an agent with ``aact`` (``openai:``), or the oracle or a baseline
  with a model customer, runs every session on one event loop (``arun_session``: the agent's and a model
  customer's completions are awaited, so hundreds of sessions wait on an endpoint without hundreds of
  threads); an agent that blocks on its model (``hf:``) runs in a thread pool. Each session slot owns its env,
  agent and customer; the pristine bank is shared read-only. The oracle and the baselines run inline. Only the
  calling thread writes the file. ``loops`` > 1 spreads the sessions over that many worker processes, each with
  its own event loop (``sessions.run_loops``; one loop saturates its core near 100 sessions): any agent but
  ``hf:``, the oracle and the baselines included; records come back here and are the same whatever the loops.
* **Ray.** ``backend="ray"`` runs the sessions on Ray actors (``bank_gym.distributed``): records stream back to
  this process, which alone writes the file, so resume, the lock and scoring are the same; a session lost with
  a dead worker or node is run again on a new actor, and each (task, trial) is written once.
* **Errors.** An exception in the agent (or anywhere in a session) ends that session as ``error``; it is
  recorded and scored 0, never dropped from the denominator. ``session_timeout_s`` ends a session that runs
  longer the same way (checked between steps).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .scoring.records import PROMPTS_FILE, compact_record, load_prompts
from .sessions import arun_session, frozen_heap, run_async, run_loops, run_session, run_threads
from .tasks.sources import spread_sample, task_digest, task_sources  # noqa: F401  (re-exported)

__all__ = ["BACKENDS", "EvalConfig", "EvalError", "EvalInterrupted", "arun_session", "evaluate", "read_sessions", "run_session",
           "summarize_records"]

SESSIONS_FILE = "sessions.jsonl"
SUMMARY_FILE = "summary.json"
MANIFEST_FILE = "run.json"


class EvalError(Exception):
    """A problem with the run's configuration or output folder (reported by the CLI, exit code 2)."""


class EvalInterrupted(KeyboardInterrupt):
    """Ctrl-C during a run: the sessions finished so far are saved and ``summary`` (written to ``summary.json``,
    ``complete`` false, ``interrupted`` true) covers them; ``bank-gym eval --resume`` finishes the run."""

    def __init__(self, summary: dict, out: Path):
        super().__init__("interrupted")
        self.summary = summary
        self.out = out


@dataclass
class EvalConfig:
    agent: Any = "oracle"
    customer: Any = "scripted"
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
    tasks_file: str | os.PathLike | None = None  # tasks made by `bank-gym tasks generate` instead of a split
    session_timeout_s: float | None = None
    skip_bad: bool = False  # on resume, drop damaged lines instead of stopping
    preflight: bool = True  # one request per model endpoint before the first session
    backend: str = "local"  # "local" (this process) or "ray" (Ray actors; bank_gym.distributed)
    ray_address: str | None = None  # an existing Ray cluster ("auto", "ray://host:10001"); None: start a local one
    ray_actors: int | None = None  # Ray actors (default: min(workers, the cluster's CPUs))
    n_customers: int = 1000  # size of the bank (its first 1,000 customers are the release's)
    language: str | None = None  # the customer's language (en, hi, hinglish); None: the tasks' own (English)
    loops: int = 1  # worker processes, each running its share of the sessions on its own event loop


# the manifest fields that must match for a resume (the rest describe the run, e.g. its start time)
_RESUME_KEYS = ("agent", "customer", "agent_settings", "customer_settings", "split", "tasks_file", "task_ids",
                "trials", "max_steps", "max_errors", "agent_kwargs", "customer_kwargs", "n_customers",
                "language")
BACKENDS = ("local", "ray")


# ---------------------------------------------------------------- the sessions file


def read_sessions(path: str | os.PathLike, repair: bool = False, skip_bad: bool = False,
                  drop_infrastructure: bool = False) -> list[dict]:
    """Valid records of a sessions file, in order (first of each (task_id, trial) kept).

    A torn last line is always dropped. Damaged lines and duplicates raise ``EvalError`` naming their line
    numbers, unless ``skip_bad``. With ``repair`` the file is rewritten (atomically) with only the kept records,
    so appending can continue cleanly; ``drop_infrastructure`` also leaves out the sessions the infrastructure
    failed (so a resume redoes them)."""
    from .scoring.records import read_records

    path = Path(path)
    if not path.exists():
        return []
    report = read_records(path)
    if report.problems and not skip_bad:
        shown = "; ".join(report.problems[:5]) + (f"; and {len(report.problems) - 5} more" if len(report.problems) > 5 else "")
        raise EvalError(f"{path}: {len(report.problems)} damaged or duplicate line(s): {shown} "
                        "(pass --skip-bad to drop them)")
    records = [r.model_dump(mode="json", exclude_none=False) for r in report.records]
    kept = [r for r in records if not (drop_infrastructure and r.get("infrastructure_error"))]
    if repair and (report.problems or report.torn_last_line or len(kept) != len(records)):
        prompts = load_prompts(path.parent)  # a run that stores its system prompts once keeps the compact form
        known = len(prompts)
        lines = [compact_record(record, prompts) if prompts else record for record in kept]
        if len(prompts) != known:  # a prompt the file did not hold yet is on disk before a record refers to it
            _write_prompts(path.parent, prompts)
        write_atomic(path, "".join(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n"
                                   for line in lines))
    return kept


# ---------------------------------------------------------------- run-folder files: no symlinks, atomic writes

_RUN_FILES = (SESSIONS_FILE, SUMMARY_FILE, MANIFEST_FILE, PROMPTS_FILE, ".lock")
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)


def refuse_links(folder: Path) -> None:
    """``EvalError`` if a run file in ``folder`` is a symbolic link: a link planted there would make the run
    write (or append sessions) to a file outside the folder."""
    for name in _RUN_FILES:
        if (folder / name).is_symlink():
            raise EvalError(f"{folder / name} is a symbolic link; a run folder's files must be plain files "
                            "(remove the link or choose another --out)")


def open_nofollow(path: Path, mode: str = "a"):
    """``open(path, mode)`` (text, UTF-8) that refuses to follow a symbolic link at ``path`` (``O_NOFOLLOW``)."""
    flags = {"a": os.O_WRONLY | os.O_APPEND | os.O_CREAT, "a+": os.O_RDWR | os.O_APPEND | os.O_CREAT,
             "r": os.O_RDONLY}[mode]
    try:
        fd = os.open(path, flags | _NOFOLLOW, 0o644)
    except OSError as exc:
        if Path(path).is_symlink():
            raise EvalError(f"{path} is a symbolic link; refusing to follow it") from None
        raise EvalError(f"cannot open {path}: {exc.strerror or exc}") from None
    return os.fdopen(fd, mode, encoding="utf-8")


def write_atomic(path: Path, text: str) -> None:
    """Write ``path`` whole or not at all: a new file in the same folder (created exclusively, so never through a
    planted link), synced, then renamed over ``path`` (a rename replaces a link at ``path``, never its target)."""
    import tempfile

    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def summarize_records(records: Iterable[dict], tasks_by_id: dict) -> dict:
    from .scoring import SessionRecord, summarize

    return summarize([SessionRecord.model_validate(r) for r in records], tasks_by_id)


# ---------------------------------------------------------------- the run


def _plan(config: EvalConfig):
    from .tasks import released_tasks, split_tasks

    if config.tasks_file is not None:
        from .tasks import load_task_file

        tasks = load_task_file(config.tasks_file)
        if not tasks:
            raise EvalError(f"{config.tasks_file}: no tasks")
    else:
        tasks = list(split_tasks(config.split))
    if config.task_ids:
        by_id = {**released_tasks(), **{t.task_id: t for t in tasks}}
        missing = [i for i in config.task_ids if i not in by_id]
        if missing:
            raise EvalError(f"unknown task ids: {', '.join(missing[:5])}")
        tasks = [by_id[i] for i in config.task_ids]
    if config.limit is not None:
        if config.limit < 0:
            raise EvalError("--limit must not be negative")
        tasks = spread_sample(tasks, int(config.limit))
    sources = task_sources(tasks, config.tasks_file)  # what the tasks are, before any translation
    if config.language is not None:
        from .tasks.generate import check_localizable, localize

        try:
            check_localizable(tasks, config.language)
        except ValueError as exc:
            raise EvalError(str(exc)) from None
        tasks = [localize(t, config.language) for t in tasks]
    if config.trials < 1:
        raise EvalError("--trials must be at least 1")
    return tasks, [(task.task_id, trial) for trial in range(config.trials) for task in tasks], sources


def _settings(model: Any) -> dict:
    try:
        return dict(model.settings()) if hasattr(model, "settings") else {"kind": getattr(model, "name", "")}
    except Exception:
        return {}


def _commit() -> str | None:
    """The git commit of the package's checkout, if it runs from one (never fails)."""
    import subprocess

    try:
        out = subprocess.run(["git", "rev-parse", "HEAD"], cwd=Path(__file__).resolve().parent, capture_output=True,
                             text=True, timeout=5)
        return out.stdout.strip() or None if out.returncode == 0 else None
    except Exception:
        return None


def _manifest(config: EvalConfig, tasks, agent, customer, agent_name: str, customer_name: str) -> dict:
    from .version import __version__

    return {
        "package": "bank_gym", "version": __version__, "commit": _commit(),
        "agent": agent_name, "customer": customer_name,
        "agent_settings": _settings(agent), "customer_settings": _settings(customer),
        "agent_kwargs": {k: v for k, v in config.agent_kwargs.items() if "key" not in k.lower()},
        "customer_kwargs": {k: v for k, v in config.customer_kwargs.items() if "key" not in k.lower()},
        "split": None if config.tasks_file else config.split,
        "tasks_file": str(config.tasks_file) if config.tasks_file else None,
        "task_ids": [t.task_id for t in tasks], "trials": config.trials, "seeds": list(range(config.trials)),
        "max_steps": config.max_steps, "max_errors": config.max_errors, "session_timeout_s": config.session_timeout_s,
        "n_customers": config.n_customers, "backend": config.backend, "language": config.language,
        "loops": config.loops, "started_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
    }


class _FolderLock:
    """An advisory lock on ``OUT/.lock`` for the length of a run (POSIX ``flock``; elsewhere a no-op)."""

    def __init__(self, folder: Path):
        self.path = folder / ".lock"
        self.fh = None

    def __enter__(self):
        self.fh = open_nofollow(self.path, "a+")
        try:
            import fcntl

            fcntl.flock(self.fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except ImportError:  # pragma: no cover - not POSIX
            pass
        except OSError:
            self.fh.close()
            raise EvalError(f"{self.path.parent} is in use by another bank-gym eval") from None
        return self

    def __exit__(self, *exc):
        if self.fh is not None:
            self.fh.close()
        return False


def _preflight(agent, customer) -> None:
    for model in (agent, customer):
        check = getattr(model, "preflight", None)
        if check is None:
            continue
        try:
            check()
        except RuntimeError as exc:
            raise EvalError(str(exc)) from None


def _training_overlap(agent: Any, tasks) -> dict | None:
    """For an ``hf:PATH`` agent trained by this project's scripts: how many evaluated tasks (or their
    (customer, family) pairs) it was trained on. None when the model records no training tasks."""
    from .tasks import read_training_tasks

    if not (isinstance(agent, str) and agent.startswith("hf:")):
        return None
    trained = read_training_tasks(agent[3:])
    if not trained:
        return None
    ids, pairs = set(trained.get("task_ids", ())), {tuple(p) for p in trained.get("pairs", ())}
    return {"task_ids": sum(t.task_id in ids for t in tasks),
            "customer_family_pairs": sum((t.customer_id, t.family) in pairs for t in tasks), "tasks": len(tasks)}


def _summed_usage(records: list[dict]) -> dict:
    keys = ("prompt_tokens", "completion_tokens", "total_tokens", "calls", "retries", "seconds")
    total = {side: dict.fromkeys(keys, 0) for side in ("agent", "customer")}
    per_task: dict[str, int] = {}
    for r in records:
        usage = r.get("usage") or {}
        for side in ("agent", "customer"):
            part = usage.get(side) if isinstance(usage.get(side), dict) else {}
            for k in keys:
                value = part.get(k, 0)
                if isinstance(value, (int, float)) and not isinstance(value, bool):
                    total[side][k] += value
        tokens = sum((usage.get(side) or {}).get("total_tokens", 0) or 0 for side in ("agent", "customer")
                     if isinstance(usage.get(side), dict))
        per_task[r["task_id"]] = per_task.get(r["task_id"], 0) + int(tokens)
    for side in total.values():
        side["seconds"] = round(float(side["seconds"]), 3)
    costliest = sorted(per_task.items(), key=lambda kv: -kv[1])[:10]
    return {**total, "costliest_tasks": [{"task_id": t, "total_tokens": n} for t, n in costliest if n]}


def evaluate(config: EvalConfig, progress: bool = True, console=None,
             on_record: Callable[[dict], None] | None = None) -> dict:
    """Run the evaluation described by ``config`` (see the module docstring); returns the summary."""
    from .agents import is_model_backed

    if config.backend not in BACKENDS:
        raise EvalError(f"unknown backend {config.backend!r}; choose one of {', '.join(BACKENDS)}")
    if not isinstance(config.loops, int) or config.loops < 1 or (config.loops > 1 and config.backend == "ray"):
        raise EvalError("--loops must be a whole number ≥ 1, and 1 with --backend ray (Ray runs its own actors)")
    tasks, plan, sources = _plan(config)
    out = Path(config.out)
    if out.exists() and not out.is_dir():
        raise EvalError(f"--out {out} is a file; give a folder")
    created = not out.exists()
    out.mkdir(parents=True, exist_ok=True)
    refuse_links(out)
    try:
        with _FolderLock(out):
            return _evaluate(config, tasks, plan, out, progress, console, on_record, is_model_backed, sources)
    except EvalError:
        if created:
            _remove_if_unused(out)  # a failed preflight leaves no folder behind (the next default run is not -2)
        raise


def _write_prompts(out: Path, prompts: dict[str, str]) -> None:
    write_atomic(out / PROMPTS_FILE, json.dumps(prompts, indent=1, ensure_ascii=False) + "\n")


def _remove_if_unused(out: Path) -> None:
    """Remove a run folder this run created when nothing but its lock was written in it."""
    try:
        if {p.name for p in out.iterdir()} <= {".lock"}:
            for p in out.iterdir():
                p.unlink()
            out.rmdir()
    except OSError:
        pass


def _evaluate(config, tasks, plan, out: Path, progress, console, on_record, is_model_backed, sources=None) -> dict:
    sessions_path = out / SESSIONS_FILE
    manifest_path = out / MANIFEST_FILE
    agent_name = config.agent if isinstance(config.agent, str) else getattr(config.agent, "describe", lambda: "agent")()
    customer_name = config.customer if isinstance(config.customer, str) else "custom"
    tasks_by_id = {t.task_id: t for t in tasks}

    existing = (read_sessions(sessions_path, repair=config.resume, skip_bad=config.skip_bad,
                              drop_infrastructure=config.resume) if sessions_path.exists() else [])
    if existing and not config.resume:
        raise EvalError(f"{sessions_path} already holds {len(existing)} sessions; pass --resume to continue that run "
                        "or choose another --out")
    for record in existing:
        if record.get("agent") != agent_name or record.get("customer") != customer_name:
            raise EvalError(f"{sessions_path} holds sessions of agent {record.get('agent')!r} with customer "
                            f"{record.get('customer')!r}; refusing to mix them with {agent_name!r} / {customer_name!r}")

    # one env/agent/customer for the preflight and the manifest (and the first worker)
    first = make_pair(config, tasks_by_id)
    mode = _mode(config, first, is_model_backed)
    manifest = _manifest(config, tasks, first[1], first[0].customer, agent_name, customer_name)
    manifest["task_sources"] = sources or {}
    if config.resume and existing and not manifest_path.exists():
        raise EvalError(f"{out} holds {len(existing)} sessions but no {MANIFEST_FILE}, so nothing says which settings "
                        "ran them (resuming could mix settings); use another --out")
    if config.resume and manifest_path.exists():
        before = read_manifest(manifest_path, "; use another --out")
        # more trials may be added: trial k always runs customer seed k, so the sessions already run stay valid
        changed = [k for k in _RESUME_KEYS if before.get(k) != manifest.get(k)
                   and not (k == "trials" and isinstance(before.get(k), int) and manifest[k] > before[k])]
        if "task_sources" in before and before["task_sources"] != manifest["task_sources"]:
            changed.append("task_sources (the tasks themselves changed)")
        if changed:
            raise EvalError(f"--resume with another configuration ({', '.join(changed)} differ from {manifest_path}); "
                            "use another --out")
        manifest["started_at"] = before.get("started_at", manifest["started_at"])
    if config.preflight and (is_model_backed(config.agent) or is_model_backed(config.customer)):
        _preflight(first[1], first[0].customer)
    write_atomic(manifest_path, json.dumps(manifest, indent=2, ensure_ascii=False) + "\n")

    done = {(r["task_id"], int(r.get("trial", 0))) for r in existing}
    todo = [item for item in plan if item not in done]
    started = time.perf_counter()
    new_records: list[dict] = []
    backend_stats: dict = {"backend": config.backend, "mode": mode}
    interrupted = False
    prompts = load_prompts(out)  # the run's system prompts, stored once (sessions.jsonl refers to them)
    with open_nofollow(sessions_path, "a") as fh, _progress(progress, console, len(plan), len(done)) as bar:
        saved: set[tuple[str, int]] = set()

        def save(record: dict) -> None:
            key = (record["task_id"], int(record.get("trial", 0)))
            if key in saved:  # a session a lost worker had finished and a retry finished again
                return
            saved.add(key)
            known = len(prompts)
            line = compact_record(record, prompts)
            if len(prompts) != known:  # a new prompt (a new session date) is on disk before a record refers to it
                _write_prompts(out, prompts)
            fh.write(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n")
            fh.flush()
            new_records.append(record)
            bar.advance(record)
            if on_record is not None:
                on_record(record)

        names = (agent_name, customer_name)

        def pair():
            return make_pair(config, tasks_by_id)

        try:
            if mode == "ray":
                from .distributed import run_on_ray

                backend_stats.update(run_on_ray(config, todo, tasks, names, save))
            elif mode == "loops":
                with frozen_heap():  # the workers fork from a frozen heap: fewer pages copied, no full passes
                    backend_stats.update(run_loops(config, todo, tasks, names, save))
            elif mode == "async":
                with frozen_heap():
                    backend_stats.update(asyncio.run(run_async(config, todo, pair, first, names, save)))
            elif mode == "threads":
                run_threads(config, todo, pair, first, names, save)
            else:
                for task_id, trial in todo:
                    save(run_session(*first, task_id, trial, *names, config.session_timeout_s))
        except KeyboardInterrupt:  # Ctrl-C: keep what finished, write a partial summary, say how to resume
            interrupted = True
    elapsed = time.perf_counter() - started

    planned = set(plan)
    records = [r for r in existing + new_records if (r["task_id"], int(r.get("trial", 0))) in planned]
    overlap = _training_overlap(config.agent, tasks)
    infrastructure = [r for r in records if r.get("infrastructure_error")]
    summary = summarize_records(records, tasks_by_id)
    manifest["finished_at"] = time.strftime("%Y-%m-%dT%H:%M:%S%z")
    summary.update({
        "agent": agent_name,
        "customer": customer_name,
        "split": manifest["split"],
        "tasks_file": manifest["tasks_file"],
        "trials_requested": config.trials,
        "tasks": len(tasks),
        "sessions_planned": len(plan),
        "sessions_run_now": len(new_records),
        "sessions_resumed": len(done & planned),
        "complete": len(records) - len(infrastructure) == len(plan),
        "interrupted": interrupted,
        "retries": sum(int(((r.get("usage") or {}).get(side) or {}).get("retries") or 0)
                       for r in records for side in ("agent", "customer")
                       if isinstance((r.get("usage") or {}).get(side), dict)),
        "errors": sum(1 for r in records if r.get("termination") == "error" and not r.get("infrastructure_error")),
        "infrastructure_errors": len(infrastructure),
        "infrastructure_error_reasons": dict(Counter(r["infrastructure_error"] for r in infrastructure).most_common(5)),
        "usage": _summed_usage(records),
        "wall_s": round(elapsed, 3),
        "sessions_file": str(sessions_path),
        "manifest": manifest,
        "training_overlap": overlap,
        "execution": {**backend_stats, "workers": config.workers},
    })
    write_atomic(out / SUMMARY_FILE, json.dumps(summary, indent=2, ensure_ascii=False) + "\n")
    if interrupted:
        raise EvalInterrupted(summary, out)
    return summary


def read_manifest(path: Path, hint: str = "") -> dict:
    """A run's ``run.json`` (``EvalError`` in one line if it cannot be read, is not JSON or is not an object;
    ``hint`` ends the line)."""
    if Path(path).is_symlink():
        raise EvalError(f"{path} is a symbolic link; refusing to follow it")
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise EvalError(f"{path} is not a run manifest ({type(exc).__name__}: {str(exc)[:120]}){hint}") from None
    if not isinstance(data, dict):
        raise EvalError(f"{path} is not a run manifest (a JSON object; it holds {type(data).__name__}){hint}")
    return data


def _mode(config: EvalConfig, first, is_model_backed) -> str:
    """How the sessions run: ``ray`` (Ray actors); ``async`` (one event loop) when every model call of a session
    can be awaited — an agent with ``aact`` (``openai:``), or a CPU-bound agent (the oracle, a baseline) with a
    model customer; ``threads`` for an agent that blocks on its model (``hf:``), whose generation threads
    overlap; ``inline`` when nothing waits on a model (the oracle and the baselines with the scripted customer);
    ``loops`` (worker processes with an event loop each) for any of these but ``threads`` when ``loops`` > 1."""
    env, agent = first
    if config.backend == "ray":
        return "ray"
    waits = is_model_backed(config.agent) or is_model_backed(config.customer)
    if not waits or hasattr(agent, "aact") or (not is_model_backed(config.agent) and hasattr(env.customer, "areply")):
        return "loops" if config.loops > 1 else "async" if waits and config.workers > 1 else "inline"
    if config.loops > 1:
        raise EvalError("--loops runs sessions in worker processes: an agent that blocks on its model (hf:) would "
                        "load it in each one; use --workers (threads) instead")
    return "inline" if config.workers <= 1 else "threads"


def make_pair(config: EvalConfig, tasks_by_id: dict):
    """A session slot: a fresh env (with its customer) and agent built from the run's configuration."""
    from .agents import make_agent
    from .customers import make_customer
    from .env import IndianBankEnv

    customer = make_customer(config.customer, **config.customer_kwargs)
    env = IndianBankEnv(split=config.split, customer=customer, max_steps=config.max_steps,
                        max_errors=config.max_errors, tasks=list(tasks_by_id.values()), n_customers=config.n_customers)
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
        from rich import progress as rp
        from rich.console import Console

        self.progress = rp.Progress(
            rp.TextColumn("[bold]eval"), rp.BarColumn(), rp.MofNCompleteColumn(), rp.TextColumn("pass {task.fields[rate]}"),
            rp.TextColumn("{task.fields[retries]}"), rp.TimeElapsedColumn(), rp.TimeRemainingColumn(),
            console=console or Console(stderr=True), transient=False,
        )
        self.passed = 0
        self.count = 0
        self.retries = 0
        self.task = self.progress.add_task("eval", total=total, completed=completed, rate="-", retries="")

    def __enter__(self):
        self.progress.__enter__()
        return self

    def __exit__(self, *exc):
        return self.progress.__exit__(*exc)

    def advance(self, record: dict) -> None:
        self.count += 1
        self.passed += bool((record.get("verdict") or {}).get("passed"))
        usage = record.get("usage") or {}
        self.retries += sum(int((usage.get(side) or {}).get("retries") or 0) for side in ("agent", "customer")
                            if isinstance(usage.get(side), dict))
        self.progress.update(self.task, advance=1, rate=f"{self.passed}/{self.count}",
                             retries=f"retries {self.retries}" if self.retries else "")


def _progress(enabled: bool, console, total: int, completed: int):
    return _RichBar(console, total, completed) if enabled else _NoBar()
