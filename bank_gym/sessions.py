"""Running sessions: one session to its record (``run_session``, and ``arun_session`` on an event loop), and
the ways ``bank-gym eval`` runs many (an event loop, a thread pool, several worker processes each with its own
event loop: ``run_loops``). ``bank_gym.runner`` drives them and alone writes the sessions file;
``bank_gym.distributed`` runs ``arun_session`` on Ray actors."""

from __future__ import annotations

import asyncio
import gc
import json
import math
import multiprocessing
import os
import signal
import threading
import time
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait
from contextlib import contextmanager

from .agents.base import begin_episode

__all__ = ["arun_session", "frozen_heap", "run_async", "run_loops", "run_session", "run_threads"]


def run_session(env, agent, task_id: str, trial: int, agent_name: str = "", customer_name: str = "",
                timeout_s: float | None = None) -> dict:
    """Play one session to its end and return its record (a ``SessionRecord``-compatible dict)."""
    started = time.perf_counter()
    env, obs, info = _open(env, agent, task_id, trial)
    try:
        begin_episode(agent, info, env)
        while True:
            action = agent.act(obs, info)
            obs, _reward, terminated, truncated, info = env.step(action)
            if terminated or truncated or _timed_out(env, started, timeout_s):
                break
    except Exception as exc:  # the agent failed: the session counts, as an error scored 0 ...
        return _close(env, agent, trial, agent_name, customer_name, started, exc)
    return _close(env, agent, trial, agent_name, customer_name, started)


async def arun_session(env, agent, task_id: str, trial: int, agent_name: str = "", customer_name: str = "",
                       timeout_s: float | None = None) -> dict:
    """``run_session`` for an event loop: an agent's ``aact`` and a model customer's reply are awaited
    (``IndianBankEnv.astep``), so one thread runs as many sessions as are waiting on their endpoints. An agent
    without ``aact`` is called as it is. The record is the one ``run_session`` makes."""
    started = time.perf_counter()
    env, obs, info = _open(env, agent, task_id, trial)
    act = getattr(agent, "aact", None)
    try:
        begin_episode(agent, info, env)
        while True:
            action = await act(obs, info) if act is not None else agent.act(obs, info)
            obs, _reward, terminated, truncated, info = await env.astep(action)
            if terminated or truncated or _timed_out(env, started, timeout_s):
                break
    except Exception as exc:
        return _close(env, agent, trial, agent_name, customer_name, started, exc)
    return _close(env, agent, trial, agent_name, customer_name, started)


def _open(env, agent, task_id: str, trial: int):
    env = env.unwrapped
    obs, info = env.reset(seed=int(trial), options={"task_id": task_id})
    return env, obs, info


def _timed_out(env, started: float, timeout_s: float | None) -> bool:
    if timeout_s is not None and time.perf_counter() - started > timeout_s:
        env.abort(f"session timeout: still running after {timeout_s:g} s")
        return True
    return False


def _close(env, agent, trial: int, agent_name: str, customer_name: str, started: float,
           exc: BaseException | None = None) -> dict:
    from .llm.openai_client import infrastructure_reason

    infrastructure = None
    if exc is not None:
        infrastructure = _infrastructure(exc, infrastructure_reason)
        env.abort(f"agent error: {type(exc).__name__}: {str(exc)[:500]}")
    if infrastructure is None and env.exception is not None:  # ... unless the infrastructure failed it
        infrastructure = _infrastructure(env.exception, infrastructure_reason)
    record = env.session_record(trial=trial, agent=agent_name or agent.describe())
    record["customer"] = customer_name or record.get("customer", "")
    record["usage"] = {"agent": _usage_of(agent), "customer": _usage_of(env.customer)}
    record["duration_s"] = round(time.perf_counter() - started, 6)
    if infrastructure is not None:
        record["infrastructure_error"] = infrastructure
    return record


def _infrastructure(exc: BaseException, classify) -> str | None:
    if isinstance(exc, (FileNotFoundError, ImportError)):
        return f"{type(exc).__name__}: {str(exc)[:300]}"  # a model folder or package that is not there
    reason = classify(exc)
    return None if reason is None else f"{reason} ({type(exc).__name__})"


def _usage_of(model) -> dict:
    try:
        usage = dict(model.usage() or {}) if hasattr(model, "usage") else {}
        json.dumps(usage)
        return usage
    except Exception:
        return {}


@contextmanager
def frozen_heap():
    """Exclude what exists before the run (the bank, the tasks, modules: ~10^5-10^6 objects) from the garbage
    collector's passes while it lasts: a full collection over them stalls every waiting session for ~0.1 s."""
    gc.collect()
    gc.freeze()
    thresholds = gc.get_threshold()
    gc.set_threshold(max(thresholds[0], 20_000), *thresholds[1:])  # fewer young passes over waiting sessions
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)
        gc.unfreeze()


async def run_async(config, todo, make_pair, first, names, save) -> dict:
    """Up to ``workers`` sessions at once on this thread's event loop, each with its own env and agent (made
    before the first session starts); returns the set-up and session seconds."""
    setup = time.perf_counter()
    spare = [first] + [make_pair() for _ in range(min(config.workers, len(todo)) - 1)]
    started = time.perf_counter()

    async def one(item: tuple[str, int]) -> dict:
        pair = spare.pop() if spare else make_pair()
        try:
            return await arun_session(*pair, *item, *names, config.session_timeout_s)
        finally:
            spare.append(pair)

    pending: set[asyncio.Task] = set()

    async def settle(limit: int) -> None:  # save finished sessions until at most ``limit`` are in flight
        nonlocal pending
        while len(pending) > limit:
            finished, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
            for task in finished:
                save(task.result())

    try:
        for item in todo:
            pending.add(asyncio.ensure_future(one(item)))
            await settle(config.workers - 1)
        await settle(0)
    finally:
        for task in pending:
            task.cancel()
    return {"setup_s": round(started - setup, 3), "sessions_s": round(time.perf_counter() - started, 3)}


def run_threads(config, todo, make_pair, first, names, save) -> None:
    """Sessions in a thread pool (each thread owns its env and agent); only this thread writes the file."""
    local = threading.local()
    spare = [first]

    def session(item: tuple[str, int]) -> dict:
        if not hasattr(local, "env"):
            local.env, local.agent = spare.pop() if spare else make_pair()
        return run_session(local.env, local.agent, *item, *names, config.session_timeout_s)

    workers = config.workers
    with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="bank-gym-eval") as pool:
        pending = set()
        try:
            for item in todo:  # keep at most 2 × workers sessions in flight
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


def _as_done(futures):
    pending = set(futures)
    while pending:
        finished, pending = wait(pending, return_when=FIRST_COMPLETED)
        yield from finished


# ---------------------------------------------------------------- several event loops, one per worker process


def run_loops(config, todo, tasks, names, save) -> dict:
    """``todo`` spread over ``config.loops`` worker processes, each running up to ``ceil(workers / loops)``
    sessions at once on its own event loop (``run_async``'s way: its own envs, agents and customers; the
    pristine bank inherited read-only when the platform forks). One event loop is one core: past about a hundred
    sessions waiting on an endpoint, its per-turn work (the HTTP client, the step, the customer) saturates it.

    Sessions are handed out one at a time from a shared queue, so a slow loop takes fewer; each finished record
    comes back here over the worker's own pipe, where only this process calls ``save`` (the file, the progress
    bar), in the order sessions finish. A session's record does not depend on which loop ran it (trial k is
    customer seed k, the bank episode the task's own seed). A worker that dies, even halfway through sending a
    record, stops the run with what was saved kept (``--resume`` runs the rest): its pipe has no other writer, so
    its death is an end of file here, never a read that waits forever. Ctrl-C here ends the workers and keeps
    what finished. Returns the set-up and session seconds."""
    loops = max(1, min(int(config.loops), len(todo)))
    if not todo:
        return {"loops": 0, "setup_s": 0.0, "sessions_s": 0.0}
    per_loop = max(1, math.ceil(max(1, config.workers) / loops))
    slots = min(per_loop, math.ceil(len(todo) / loops))
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    inbox = context.Queue()
    pipes: dict = {}  # worker process -> the read end of the pipe only it writes to
    setup = time.perf_counter()
    try:
        for i in range(loops):
            reader, writer = context.Pipe(duplex=False)
            process = context.Process(target=_loop_worker, args=(config, list(tasks), names, per_loop, slots, inbox,
                                                                 writer), name=f"bank-gym-loop-{i}", daemon=True)
            process.start()
            writer.close()  # before the next worker forks: the worker's copy is the only write end left
            pipes[process] = reader
        _gather(pipes, "ready", save, limit_s=READY_LIMIT_S)
        started = time.perf_counter()
        for item in todo:
            inbox.put(tuple(item))
        for _ in pipes:
            inbox.put(None)  # no more sessions: the worker finishes what it holds and exits
        _gather(pipes, "done", save)
        finished = time.perf_counter()
        for process in pipes:
            process.join(timeout=30)
    finally:
        for process in pipes:
            if process.is_alive():
                process.terminate()
        for process in pipes:
            process.join(timeout=5)
        for reader in pipes.values():
            reader.close()
        inbox.cancel_join_thread()
        inbox.close()
    return {"loops": loops, "sessions_per_loop": per_loop, "setup_s": round(started - setup, 3),
            "sessions_s": round(finished - started, 3)}


READY_LIMIT_S = 600.0  # a worker that has not built its sessions' envs by then is stuck (a lock held at fork)


def _gather(pipes: dict, kind: str, save, limit_s: float | None = None) -> None:
    """Read every worker's pipe until each has sent ``kind``, saving records as they come. A pipe that ends
    before its worker sent ``kind`` (the worker died, perhaps mid-record) is an ``EvalError``, as is a worker
    still silent after ``limit_s``."""
    from multiprocessing.connection import wait as wait_for

    from .runner import EvalError

    waiting = {reader: process for process, reader in pipes.items()}
    deadline = None if limit_s is None else time.monotonic() + limit_s
    while waiting:
        ready = wait_for(list(waiting), timeout=0.5)
        if not ready and deadline is not None and time.monotonic() > deadline:
            process = next(iter(waiting.values()))
            raise EvalError(f"eval worker process {process.name} (pid {process.pid}) did not start within "
                            f"{limit_s:.0f} s")
        for reader in ready:
            process = waiting[reader]
            try:
                message = reader.recv()
            except (EOFError, OSError):  # no writer left: the worker is gone, whatever it had half sent
                process.join(timeout=5)
                raise EvalError(f"eval worker process {process.name} (pid {process.pid}) died with exit code "
                                f"{process.exitcode}; the sessions saved so far are kept (--resume runs the "
                                "rest)") from None
            if message[0] == "record":
                save(message[1])
            elif message[0] == "failed":
                raise RuntimeError(f"an eval worker process failed: {message[1]}")
            elif message[0] == kind:
                del waiting[reader]


def _loop_worker(config, tasks, names, per_loop: int, slots: int, inbox, results) -> None:
    """One worker process: its own envs and agents, its own event loop, sessions taken from ``inbox``, every
    message sent on ``results`` (this process's own pipe, written by this thread only)."""
    import traceback

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's: it ends the workers
    try:
        asyncio.run(_loop_sessions(config, {t.task_id: t for t in tasks}, names, per_loop, slots, inbox,
                                   results.send))
    except BaseException as exc:  # a bug, not a session's failure (arun_session records those)
        results.send(("failed", f"pid {os.getpid()}: {type(exc).__name__}: {exc}\n{traceback.format_exc()[-2000:]}"))
        raise SystemExit(1) from None
    results.send(("done",))
    results.close()


async def _loop_sessions(config, tasks_by_id, names, per_loop: int, slots: int, inbox, send) -> None:
    from .runner import make_pair

    spare = [make_pair(config, tasks_by_id) for _ in range(slots)]  # built before the clock starts
    send(("ready",))
    loop = asyncio.get_running_loop()
    reader = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bank-gym-inbox")

    async def one(item: tuple[str, int]) -> dict:
        pair = spare.pop() if spare else make_pair(config, tasks_by_id)
        try:
            return await arun_session(*pair, *item, *names, config.session_timeout_s)
        finally:
            spare.append(pair)

    pending: set[asyncio.Task] = set()
    more = True
    try:
        while more or pending:
            while more and len(pending) < per_loop:
                item = await loop.run_in_executor(reader, inbox.get)
                if item is None:
                    more = False
                else:
                    pending.add(asyncio.ensure_future(one(item)))
            if pending:
                finished, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
                for task in finished:
                    send(("record", task.result()))
    finally:
        reader.shutdown(wait=False)
