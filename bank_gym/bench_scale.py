"""The scale figures of ``bank-gym bench``: small workers, concurrency against a slow endpoint, Ray, big banks.

* ``extra_env_subprocess_mb``: memory unique to one worker of a subprocess vector env (``AsyncVectorEnv``,
  Gymnasium's default start method, here ``fork``) after its env has reset and stepped: what one more env
  costs. Measured as the worker's USS (private pages, ``/proc/PID/smaps_rollup``), median over the workers.
* ``eval_concurrency_efficiency``: sessions/s of ``bank-gym eval`` with an ``openai:`` agent against a local
  endpoint that answers every completion after 300 ms (``bank_gym.llm.fake_endpoint``), at 64 workers in one
  process, divided by 64 × the sessions/s of one worker. Sessions are ``max_steps=20`` (10 agent turns) on the
  base split's tasks, after one pass of the oracle over them (customers built, gold replays cached), so the
  figure measures concurrency rather than first-use costs.
* ``eval_concurrency_efficiency_N[_loops_L]`` (``eval_concurrency_scale``): the same at N = 64, 256 and 1,024
  sessions at once, in one event loop and spread over L worker processes (``--loops L``, default the machine's
  cores), with ``eval_cpu_ms_per_turn_N[_loops_L]``: CPU seconds of the eval (its process and its loop
  workers; the endpoint's own process not included) per agent turn. The efficiency cannot exceed about
  cores ÷ (CPU per turn × N ÷ 0.3 s) however many loops run: 256 sessions ask ~850 turns/s, 1,024 ~3,400, and on
  a 2-core machine the endpoint's process shares those cores too; ``eval_endpoint_cpu_ms_per_turn_N...`` says
  what it took.
* ``ray_sessions_per_s``: the same sessions with ``--backend ray`` (a local Ray with this machine's CPUs;
  actor start-up excluded), when Ray is installed.
* ``big_bank_*``: a bank of ``customers`` (default 100,000) customers: seconds and resident memory until its
  first episode is ready, then reset / message step / full verdict medians of released tasks on it, next to
  the same figures on the 1,000-customer bank.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

CONCURRENCY_LATENCY_S = 0.3
CONCURRENCY_WORKERS = 64


def _private_mb(pid: int) -> float:
    total_kb = 0
    with open(f"/proc/{pid}/smaps_rollup") as fh:
        for line in fh:
            if line.startswith(("Private_Clean:", "Private_Dirty:")):
                total_kb += int(line.split()[1])
    return total_kb / 1024


def _make_env():
    import gymnasium as gym

    return gym.make("IndianBank-v2")


def _worker_private_mb(n_envs: int, steps: int) -> float:
    import numpy as np
    from gymnasium.vector import AsyncVectorEnv

    from .bank import load_bank

    load_bank()  # the driver has its bank, as a training loop's would
    envs = AsyncVectorEnv([_make_env] * n_envs, shared_memory=False)
    try:
        envs.reset(seed=list(range(n_envs)))
        for _ in range(steps):
            envs.step(np.array(["Hello, how can I help you today?"] * n_envs, dtype=object))
        return statistics.median(_private_mb(p.pid) for p in envs.processes)
    finally:
        envs.close()


def extra_env_subprocess_mb(n_envs: int = 3, steps: int = 5) -> float | None:
    """Median private memory (MB) of the workers of an ``AsyncVectorEnv`` of ``n_envs`` envs; None off Linux.

    Measured from a fresh driver interpreter: a forked worker's private pages are the parent's pages it touches
    (reference counts, its own garbage collection), so a caller's heap (a test run's, a notebook's) would be
    measured along with the env's own cost."""
    if not os.path.exists("/proc/self/smaps_rollup"):
        return None
    script = ("import json, sys; from bank_gym.bench_scale import _worker_private_mb; "
              "print(json.dumps(_worker_private_mb(int(sys.argv[1]), int(sys.argv[2]))))")
    out = subprocess.run([sys.executable, "-c", script, str(n_envs), str(steps)], capture_output=True, text=True,
                         timeout=600, env={**os.environ, "OMP_WAIT_POLICY": "PASSIVE"})
    if out.returncode != 0:
        raise RuntimeError(f"worker memory measurement failed: {out.stderr.strip()[-500:]}")
    return float(json.loads(out.stdout.strip().splitlines()[-1]))


def _cpu_s(pid: int | None = None) -> float:
    """CPU seconds (user + system) of this process and its reaped children, or of process ``pid`` (Linux)."""
    if pid is not None:
        with open(f"/proc/{pid}/stat") as fh:
            fields = fh.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    import resource

    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def _eval_rate(agent: str, base_url: str | None, workers: int, limit: int, max_steps: int, backend: str = "local",
               ray_actors: int | None = None, loops: int = 1, trials: int = 1) -> tuple[float, dict]:
    from .runner import EvalConfig, evaluate

    out = tempfile.mkdtemp(prefix="bank-gym-bench-")
    cpu = _cpu_s()
    summary = evaluate(EvalConfig(agent=agent, base_url=base_url, api_key="bench", split="base", limit=limit,
                                  workers=workers, out=out, max_steps=max_steps, preflight=False, backend=backend,
                                  ray_actors=ray_actors, loops=loops, trials=trials), progress=False)
    summary["cpu_s"] = _cpu_s() - cpu  # the loop workers are joined (reaped) before evaluate returns
    if summary.get("infrastructure_errors") or summary.get("errors"):
        raise RuntimeError(f"bench sessions failed: {summary.get('infrastructure_error_reasons')}")
    seconds = (summary.get("execution") or {}).get("sessions_s") or summary["wall_s"]
    return summary["n"] / seconds, summary


def eval_concurrency_scale(sizes=(64, 256, 1024), loops: tuple[int, ...] | None = None,
                           latency: float = CONCURRENCY_LATENCY_S, max_steps: int = 20,
                           waves: int = 2) -> dict[str, Any]:
    """Efficiency at each of ``sizes`` sessions at once (``waves`` × size sessions each), in one event loop and
    over each of ``loops`` worker processes (default: 1 and the machine's cores), with CPU ms per agent turn of
    the eval and of the endpoint (see the module)."""
    from .llm.fake_endpoint import FakeEndpoint

    loops = loops or tuple(sorted({1, max(2, os.cpu_count() or 1)}))
    out: dict[str, Any] = {"eval_concurrency_cores": os.cpu_count(), "eval_concurrency_loadavg": os.getloadavg()[0]}
    _eval_rate("oracle", None, 1, 256, max_steps)  # first use: customers built, gold replays cached
    with FakeEndpoint(latency) as endpoint:
        agent = "openai:bench"
        _eval_rate(agent, endpoint.base_url, 64, 64, max_steps)  # the process's clients and imports
        one, _ = _eval_rate(agent, endpoint.base_url, 1, 3, max_steps)
        out["eval_sessions_per_s_1_worker"] = one
        for n in sizes:
            for n_loops in loops:
                served = _cpu_s(endpoint.process.pid)
                # n sessions at once over the base split's tasks (trials add seeds when n is above its size)
                trials = max(1, -(-waves * n // 300))
                rate, summary = _eval_rate(agent, endpoint.base_url, n, -(-waves * n // trials), max_steps,
                                           loops=n_loops, trials=trials)
                served = _cpu_s(endpoint.process.pid) - served
                turns = max(1, summary["usage"]["agent"]["calls"])
                tag = f"{n}" if n_loops == 1 else f"{n}_loops_{n_loops}"
                out[f"eval_concurrency_efficiency_{tag}"] = rate / (n * one)
                out[f"eval_cpu_ms_per_turn_{tag}"] = summary["cpu_s"] * 1000 / turns
                out[f"eval_endpoint_cpu_ms_per_turn_{tag}"] = served * 1000 / turns
    return out


def eval_concurrency(latency: float = CONCURRENCY_LATENCY_S, workers: int = CONCURRENCY_WORKERS,
                     sessions: int = 256, max_steps: int = 20, with_ray: bool = True) -> dict[str, Any]:
    """Sessions/s at one and at ``workers`` workers against a ``latency``-second endpoint (see the module)."""
    from .llm.fake_endpoint import FakeEndpoint

    out: dict[str, Any] = {}
    _eval_rate("oracle", None, 1, sessions, max_steps)  # first use: customers built, gold replays cached
    with FakeEndpoint(latency) as endpoint:
        agent = "openai:bench"
        _eval_rate(agent, endpoint.base_url, workers, workers, max_steps)  # the process's clients and imports
        one, _ = _eval_rate(agent, endpoint.base_url, 1, 3, max_steps)
        many, _ = _eval_rate(agent, endpoint.base_url, workers, sessions, max_steps)
        out.update({"eval_sessions_per_s_1_worker": one, f"eval_sessions_per_s_{workers}_workers": many,
                    "eval_concurrency_efficiency": many / (workers * one)})
        if with_ray:
            try:
                import ray  # noqa: F401
            except ImportError:
                return out
            rate, summary = _eval_rate(agent, endpoint.base_url, workers, sessions, max_steps, backend="ray")
            out["ray_sessions_per_s"] = rate
            out["ray_actors"] = summary["execution"]["actors"]
    return out


# In a fresh interpreter: from nothing to a bank of N customers with its first episode served (a read, a write,
# the state hash), as a worker that starts cold would see it.
_READY_SCRIPT = """
import json, time
from bank_gym.bench import _rss_mb
from bank_gym.bank import DEFAULT_SEED, generate_bank
from bank_gym.tools import execute
rss = _rss_mb()
started = time.perf_counter()
bank = generate_bank(DEFAULT_SEED, {customers})
state = bank.new_episode("{customer_id}")
execute(state, "get_account_details", {{}})
account = next(iter(state.customer.accounts))
execute(state, "request_cheque_book", {{"account_id": account, "leaves": 25}})
state.state_hash()
ready = time.perf_counter() - started
print(json.dumps({{"big_bank_ready_s": ready, "big_bank_ready_mb": max(0.0, _rss_mb() - rss),
                  "big_bank_process_rss_mb": _rss_mb(), "big_bank_built_customers": bank.customers.built}}))
"""

# The same in Hindi, for the task whose family lists other customers' deposits (the one that built every customer
# of a big bank when it was localized): the env made, the task localized, a message answered, the verdict given.
_READY_LOCAL_SCRIPT = """
import json, time
from bank_gym.bench import _rss_mb
rss = _rss_mb()
started = time.perf_counter()
from bank_gym.env import IndianBankEnv
env = IndianBankEnv(split="base", n_customers={customers}, language="{language}")
env.reset(seed=0, options={{"task_id": "edge_foreign_deposit_0000"}})
env.step("Namaste! Main aapki kya madad kar sakta hoon?")
env.abort("bench")
print(json.dumps({{"ready_s": time.perf_counter() - started, "ready_mb": max(0.0, _rss_mb() - rss),
                  "built": env._bank.customers.built}}))
"""


def big_bank_local(customers: int = 100_000, language: str = "hi") -> dict[str, Any]:
    """A fresh process's first localized episode on a bank of ``customers`` (imports included)."""
    script = _READY_LOCAL_SCRIPT.format(customers=int(customers), language=language)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise RuntimeError(f"big-bank bench failed: {done.stderr[-500:]}")
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    return {f"big_bank_ready_{language}_{k.removeprefix('ready_')}": v for k, v in figures.items()}


def big_bank(customers: int = 100_000, repetitions: int = 200) -> dict[str, Any]:
    """Ready time and memory of a bank of ``customers``, and per-episode medians next to the 1,000 bank's."""
    from .env import IndianBankEnv
    from .tasks import split_tasks

    tasks = list(split_tasks("lite"))
    script = _READY_SCRIPT.format(customers=int(customers), customer_id=tasks[0].customer_id)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise RuntimeError(f"big-bank bench failed: {done.stderr[-500:]}")
    out: dict[str, Any] = {"big_bank_customers": customers, **json.loads(done.stdout.strip().splitlines()[-1])}
    for label, size in (("big_bank", customers), ("default_bank", 1000)):
        env = IndianBankEnv(split="lite", n_customers=size)
        for task in tasks:  # first use of each customer and gold replay, outside the timing
            env.reset(seed=0, options={"task_id": task.task_id})
            env.unwrapped.abort("bench")
        resets, steps, finishes = [], [], []
        for i in range(repetitions):
            task = tasks[i % len(tasks)]
            t0 = time.perf_counter()
            env.reset(seed=0, options={"task_id": task.task_id})
            resets.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            env.step("Could you tell me a little more about what you need today?")
            steps.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            env.unwrapped.abort("bench")  # the verdict of the session so far
            finishes.append(time.perf_counter() - t0)
        out[f"{label}_reset_us"] = statistics.median(resets) * 1e6
        out[f"{label}_step_message_us"] = statistics.median(steps) * 1e6
        out[f"{label}_verdict_ms"] = statistics.median(finishes) * 1e3
    out["big_bank_per_episode_ratio"] = out["big_bank_reset_us"] / out["default_bank_reset_us"]
    return out


def run_scale_bench(customers: int = 100_000, quick: bool = False, log=None) -> dict[str, Any]:
    log = log or (lambda message: None)
    out: dict[str, Any] = {}
    log("subprocess env memory")
    value = extra_env_subprocess_mb()
    if value is not None:
        out["extra_env_subprocess_mb"] = value
    log(f"a {customers:,}-customer bank")
    out.update(big_bank(customers, repetitions=50 if quick else 200))
    out.update(big_bank_local(customers, "hi"))
    log("concurrency against a 300 ms endpoint")
    out.update(eval_concurrency(sessions=128 if quick else 256, with_ray=not quick))
    log("concurrency at 64, 256 and 1,024 sessions, one event loop and one per core")
    out.update(eval_concurrency_scale(waves=1 if quick else 2))
    return out


if __name__ == "__main__":  # pragma: no cover
    print(json.dumps(run_scale_bench(), indent=2))
