"""Which tasks a run plays and what they are: ``spread_sample`` (``--limit``'s choice, spread over categories and
families) and ``task_sources`` (the sha256 of the tasks a run used, per source, recorded in its ``run.json`` and
checked by ``bank-gym score``)."""

from __future__ import annotations

import contextlib
import hashlib
import json
from pathlib import Path

from .io import released_tasks, task_to_row

__all__ = ["spread_sample", "task_digest", "task_sources"]


def spread_sample(tasks: list, n: int) -> list:
    """``n`` tasks spread over the list's categories and, inside each, over its families: round-robin in the
    list's own order (deterministic, no sampling), so a small ``--limit`` covers every category it can instead of
    the first family. The chosen tasks keep their order in the list."""
    if n >= len(tasks):
        return list(tasks)
    groups: dict[str, dict[str, list[int]]] = {}
    for i, task in enumerate(tasks):
        groups.setdefault(str(task.category), {}).setdefault(task.family, []).append(i)
    queues = [[list(f) for f in fams.values()] for fams in groups.values()]
    chosen: list[int] = []
    cursor = [0] * len(queues)
    while len(chosen) < n:
        for c, families in enumerate(queues):
            if len(chosen) >= n:
                break
            for _ in range(len(families)):
                family = families[cursor[c] % len(families)]
                cursor[c] += 1
                if family:
                    chosen.append(family.pop(0))
                    break
    return [tasks[i] for i in sorted(chosen)]


def task_digest(tasks) -> str:
    """The sha256 of tasks' canonical rows (the release format, keys sorted), in task-id order: it changes when
    any of these tasks changes, and only then."""
    digest = hashlib.sha256()
    for task in sorted(tasks, key=lambda t: t.task_id):
        digest.update(json.dumps(task_to_row(task), sort_keys=True, ensure_ascii=False, separators=(",", ":"))
                      .encode("utf-8") + b"\n")
    return digest.hexdigest()


def task_sources(tasks, tasks_file=None) -> dict:
    """Where a run's tasks come from, each source with how many tasks it gave and their ``task_digest``:
    ``release`` (released tasks) and ``tasks_file`` (the new ids of ``--tasks-file``; also the sha256 of the
    file's bytes). ``bank-gym score`` recomputes them and refuses a run whose tasks are not these."""
    released = released_tasks()
    out: dict = {}
    mine = [t for t in tasks if t.task_id in released]
    if mine:
        out["release"] = {"tasks": len(mine), "sha256": task_digest(mine)}
    new = [t for t in tasks if t.task_id not in released]
    if new:
        out["tasks_file"] = {"tasks": len(new), "sha256": task_digest(new)}
        if tasks_file is not None:
            with contextlib.suppress(OSError):
                out["tasks_file"]["file_sha256"] = hashlib.sha256(Path(tasks_file).read_bytes()).hexdigest()
    return out
