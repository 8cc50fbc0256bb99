"""Sessions on a Ray cluster: ``bank-gym eval --backend ray`` and rollouts at scale.

Teams that evaluate many models or generate RL rollouts already run Ray (verl, OpenRLHF, SkyRL and vLLM sit on
it), so this is a backend of the ordinary evaluation, not a second harness:

* **Actors.** ``ray_actors`` actors (default: ``min(workers, the cluster's CPUs)``), one CPU each. An actor
  builds its envs, agents and customers from the run's configuration and runs up to ``ceil(workers / actors)``
  sessions at once (``arun_session`` on the actor's event loop, so a model-backed agent's latency overlaps; the
  oracle and the baselines run one at a time). Each actor resolves the bank and the knowledge base from its own
  process-wide cache: nothing big travels.
* **The driver writes.** Finished records stream back to the driver (``evaluate``), which alone appends them to
  ``sessions.jsonl``: resume, the folder lock, infrastructure errors and scoring are the local backend's.
* **Faults.** A session whose actor died (a killed worker, a lost node, an OOM kill) is run again on a fresh
  actor, at most ``MAX_ATTEMPTS`` times in all; the driver writes each (task, trial) once. A bug in a session
  (``RayTaskError``) stops the run, as it would locally.
* **Cluster.** ``ray_address=None`` starts a local Ray (or uses one this process already started);
  ``"auto"`` or ``"ray://HOST:10001"`` joins a cluster, whose nodes need ``bank_gym`` installed (or pass it in
  a runtime environment: ``ray.init(runtime_env={"py_modules": [bank_gym]})`` before calling ``evaluate``).

``rollouts(...)`` is the same machinery for training data: it runs any agent (e.g. a served policy behind
``openai:MODEL``, or the oracle for SFT data) over tasks on Ray and returns the session records;
``conversations(records)`` turns them into chat rows (``messages`` + ``tools``, TRL's conversational format) and
``groups(records)`` gathers GRPO-style groups (one task, ``trials`` rollouts, their rewards).
"""

from __future__ import annotations

import math
import os
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

__all__ = ["MAX_ATTEMPTS", "SessionWorker", "conversations", "groups", "rollouts", "run_on_ray"]

MAX_ATTEMPTS = 3  # runs of one session, its first included, before the run stops


def _ray():
    try:
        import ray
    except ImportError as exc:
        raise ImportError("the Ray backend needs Ray: pip install 'bank_gym[ray]'") from exc
    return ray


class SessionWorker:
    """One Ray actor's sessions (the class is made remote by ``run_on_ray``; usable in-process too)."""

    def __init__(self, config, tasks: Sequence[Any]):
        self.config = config
        self.tasks_by_id = {t.task_id: t for t in tasks}
        self.spare: list = []

    def pid(self) -> int:
        return os.getpid()

    async def run(self, task_id: str, trial: int, agent_name: str, customer_name: str) -> dict:
        from .runner import make_pair
        from .sessions import arun_session

        pair = self.spare.pop() if self.spare else make_pair(self.config, self.tasks_by_id)
        try:
            return await arun_session(*pair, task_id, trial, agent_name, customer_name, self.config.session_timeout_s)
        finally:
            self.spare.append(pair)


def _lost_worker_errors(ray) -> tuple[type[BaseException], ...]:
    names = ("RayActorError", "ActorDiedError", "ActorUnavailableError", "WorkerCrashedError", "NodeDiedError",
             "ObjectLostError", "OwnerDiedError", "LocalRayletDiedError")
    return tuple(getattr(ray.exceptions, n) for n in names if hasattr(ray.exceptions, n))


class _Pool:
    """The actors of a run, each slot replaced when its actor dies."""

    def __init__(self, ray, config, tasks, n_actors: int, per_actor: int):
        self.ray = ray
        self.tasks_ref = ray.put(list(tasks))
        self.remote_class = ray.remote(num_cpus=1, max_concurrency=max(1, per_actor))(SessionWorker)
        self.config = config
        self.actors = [self._new() for _ in range(n_actors)]
        self.generation = [0] * n_actors
        self.restarts = 0
        ray.get([a.pid.remote() for a in self.actors])  # every actor is up before the clock starts

    def _new(self):
        return self.remote_class.remote(self.config, self.tasks_ref)

    def replace(self, slot: int) -> None:
        try:
            self.ray.kill(self.actors[slot], no_restart=True)
        except Exception:
            pass
        self.actors[slot] = self._new()
        self.generation[slot] += 1
        self.restarts += 1

    def close(self) -> None:
        for actor in self.actors:
            try:
                self.ray.kill(actor, no_restart=True)
            except Exception:
                pass


# the actors of the run in progress (for tests and tooling that inspect or kill workers)
ACTIVE_POOLS: list[_Pool] = []


def run_on_ray(config, todo: Sequence[tuple[str, int]], tasks: Sequence[Any], names: tuple[str, str],
               save: Callable[[dict], None]) -> dict:
    """Run ``todo`` on Ray actors, calling ``save(record)`` in this process for each finished session; returns
    what the run's summary records of the execution (actors, restarts, retried sessions, seconds)."""
    ray = _ray()
    from .runner import EvalError

    if config.agent is not None and not isinstance(config.agent, str):
        raise EvalError("the Ray backend needs an agent spec string (oracle, trivial:NAME, openai:MODEL, hf:PATH): "
                        "an agent object cannot be rebuilt on the workers")
    if not isinstance(config.customer, str):
        raise EvalError("the Ray backend needs a customer spec string (scripted, openai:MODEL, hf:PATH)")
    if not todo:
        return {"actors": 0, "actor_restarts": 0, "sessions_retried": 0}
    started_ray = not ray.is_initialized()
    restore = _shutdown_on_signals() if started_ray else None
    reaper = None
    if started_ray:
        before = _children()
        ray.init(address=config.ray_address, include_dashboard=False, log_to_driver=False,
                 configure_logging=False)
        reaper = _Reaper(_children() - before)
    pool = None
    try:
        cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
        n_actors = max(1, min(config.ray_actors or min(config.workers, cpus), max(1, len(todo))))
        per_actor = math.ceil(max(1, config.workers) / n_actors)
        worker_config = replace(config, resume=False, preflight=False)
        setup = time.perf_counter()
        pool = _Pool(ray, worker_config, tasks, n_actors, per_actor)
        ACTIVE_POOLS.append(pool)
        setup_s = time.perf_counter() - setup
        lost_errors = _lost_worker_errors(ray)
        queue = deque((item, 1) for item in todo)
        pending: dict = {}  # ref -> (item, attempt, slot, generation)
        load = [0] * n_actors
        retried = 0
        started = time.perf_counter()
        while queue or pending:
            while queue:
                slot = min(range(n_actors), key=load.__getitem__)
                if load[slot] >= per_actor:
                    break
                item, attempt = queue.popleft()
                ref = pool.actors[slot].run.remote(item[0], item[1], *names)
                pending[ref] = (item, attempt, slot, pool.generation[slot])
                load[slot] += 1
            ready, _ = ray.wait(list(pending), num_returns=1)
            for ref in ready:
                item, attempt, slot, generation = pending.pop(ref)
                if generation == pool.generation[slot]:
                    load[slot] -= 1
                try:
                    record = ray.get(ref)
                except lost_errors as exc:
                    if attempt >= MAX_ATTEMPTS:
                        raise EvalError(f"session {item[0]} trial {item[1]} lost its Ray worker {attempt} times "
                                        f"({type(exc).__name__}); resume the run with --resume") from None
                    if generation == pool.generation[slot]:  # not yet replaced for an earlier lost session
                        pool.replace(slot)
                        load[slot] = 0
                    queue.appendleft((item, attempt + 1))
                    retried += 1
                    continue
                save(record)
        return {"actors": n_actors, "sessions_per_actor": per_actor, "actor_restarts": pool.restarts,
                "sessions_retried": retried, "setup_s": round(setup_s, 3),
                "sessions_s": round(time.perf_counter() - started, 3)}
    finally:
        if pool is not None:
            pool.close()
            if pool in ACTIVE_POOLS:
                ACTIVE_POOLS.remove(pool)
        if started_ray:
            ray.shutdown()
        if reaper is not None:
            reaper.close()
        if restore is not None:
            restore()


def _start_time(pid: int) -> str | None:
    """A process's start time in clock ticks since boot (Linux ``/proc``), which tells it from a later process
    that reuses its id; None if it is gone or there is no ``/proc``."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as fh:
            return fh.read().rsplit(")", 1)[1].split()[19]
    except (OSError, IndexError):
        return None


def _children() -> set[tuple[int, str]]:
    """This process's descendants as (pid, start time) (Linux; empty elsewhere)."""
    found: set[tuple[int, str]] = set()
    try:
        import psutil  # a dependency of Ray
    except ImportError:  # pragma: no cover - Ray installs it
        return found
    try:
        for child in psutil.Process().children(recursive=True):
            start = _start_time(child.pid)
            if start is not None:
                found.add((child.pid, start))
    except psutil.Error:
        pass
    return found


# The reaper: a small process that waits for the driver's pipe to close (a normal end, or the driver killed,
# even by SIGKILL), then ends the Ray processes this run started that are still there (Ray's dashboard and
# runtime-env agents otherwise outlive a killed driver by minutes): SIGTERM, then SIGKILL after 3 s. A process
# is ended only if its start time is the one recorded (never another that reused its id).
_REAPER = """
import os, signal, sys, time
signal.signal(signal.SIGINT, signal.SIG_IGN)
targets = [line.split() for line in sys.stdin.read().splitlines() if line.strip()]
def start(pid):
    try:
        with open("/proc/%d/stat" % pid, encoding="ascii", errors="replace") as fh:
            return fh.read().rsplit(")", 1)[1].split()[19]
    except (OSError, IndexError):
        return None
def alive():
    return [int(p) for p, t in targets if start(int(p)) == t]
for sig, wait in ((signal.SIGTERM, 3.0), (signal.SIGKILL, 0.0)):
    for pid in alive():
        try:
            os.kill(pid, sig)
        except OSError:
            pass
    deadline = time.time() + wait
    while alive() and time.time() < deadline:
        time.sleep(0.1)
"""


class _Reaper:
    """Ends the Ray processes a run started once the run is over, however it ended (see ``_REAPER``)."""

    def __init__(self, targets: set[tuple[int, str]]):
        import subprocess
        import sys

        self.process = None
        if not targets or not os.path.isdir("/proc"):
            return
        try:
            self.process = subprocess.Popen([sys.executable, "-c", _REAPER], stdin=subprocess.PIPE,
                                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                            start_new_session=True, close_fds=True)
            self.process.stdin.write("".join(f"{pid} {start}\n" for pid, start in sorted(targets)).encode())
            self.process.stdin.flush()
        except OSError:
            self.process = None

    def close(self) -> None:
        """The run is over: let the reaper end what is left, and wait for it (a few seconds at most)."""
        if self.process is None:
            return
        import subprocess

        try:
            self.process.stdin.close()
            self.process.wait(timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()
        self.process = None


def _shutdown_on_signals():
    """While a run that started its own Ray lasts, SIGTERM and SIGHUP end it like Ctrl-C does: the ``finally``
    blocks kill the actors and shut the local Ray down (its raylet, GCS and agents), instead of leaving them
    running after the driver is gone. Only in the main thread (where Python delivers signals); returns a
    function that puts the previous handlers back."""
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        return None

    def stop(signum, frame):
        raise SystemExit(128 + signum)

    previous = {}
    for name in ("SIGTERM", "SIGHUP"):
        number = getattr(signal, name, None)
        if number is not None:
            previous[number] = signal.signal(number, stop)

    def restore() -> None:
        for number, handler in previous.items():
            signal.signal(number, handler)

    return restore


def rollouts(agent: str, tasks: Sequence[Any], trials: int = 1, workers: int = 8, customer: str = "scripted",
             ray_address: str | None = None, **config: Any) -> list[dict]:
    """Session records of ``agent`` on ``tasks`` × ``trials`` (trial k = customer seed k), run on Ray actors.

    For RL: ``agent="openai:MODEL"`` with ``base_url`` in ``agent_kwargs`` samples a served policy; ``trials``
    = the GRPO group size (the records' ``verdict.reward`` is each rollout's reward). The records are those of
    ``bank-gym eval`` (``conversations`` / ``groups`` shape them for training)."""
    from .runner import EvalConfig

    records: list[dict] = []
    run = EvalConfig(agent=agent, customer=customer, trials=trials, workers=workers, backend="ray",
                     ray_address=ray_address, **config)
    todo = [(t.task_id, k) for k in range(trials) for t in tasks]
    run_on_ray(run, todo, tasks, (agent, customer), records.append)
    return records


def conversations(records: Sequence[dict], passed_only: bool = True) -> list[dict]:
    """Chat rows for SFT (``messages`` with the system prompt, tool calls and results; ``tools``: the schemas
    the agent saw), by default only of sessions that passed the strict verdict."""
    from .tools.registry import tool_schemas

    tools = tool_schemas()
    return [{"messages": r["messages"], "tools": tools, "task_id": r["task_id"], "trial": r.get("trial", 0),
             "reward": (r.get("verdict") or {}).get("reward", 0.0)}
            for r in records if not r.get("infrastructure_error")
            and (not passed_only or (r.get("verdict") or {}).get("passed"))]


def groups(records: Sequence[dict]) -> dict[str, list[dict]]:
    """Rollouts by task (a GRPO group: same prompt, several trials), each list ordered by trial."""
    out: dict[str, list[dict]] = {}
    for r in sorted(records, key=lambda r: (r["task_id"], r.get("trial", 0))):
        if not r.get("infrastructure_error"):
            out.setdefault(r["task_id"], []).append(r)
    return out

