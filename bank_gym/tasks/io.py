"""Reading and writing the released task files.

Layout (``tasks/`` in the repository, shipped inside the wheel as ``bank_gym/released_tasks``):
``base.jsonl``, ``lite.jsonl``, ``train.jsonl``, ``test.jsonl`` (one task per line), ``safety.jsonl``,
``safety_train.jsonl``, ``safety_test.jsonl`` (the safety set, apart from the 1,000), ``robust.jsonl``,
``robust_train.jsonl``, ``robust_test.jsonl`` (base tasks perturbed, ``tasks.robust``) and ``splits.json``
(split name -> task ids). Each row is flat: the nested ``scenario``, ``gold`` and ``perturbation`` are
JSON-encoded strings, so ``datasets.load_dataset("json", data_files=...)`` reads every file without schema
merging surprises.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from functools import lru_cache
from importlib import resources
from pathlib import Path

from .model import Task

SPLITS = ("base", "lite", "train", "test", "safety", "safety_train", "safety_test", "robust", "robust_train",
          "robust_test", "test_ood", "robust_test_ood")
SAFETY_SPLITS = ("safety", "safety_train", "safety_test")
ROBUST_SPLITS = ("robust", "robust_train", "robust_test")
# the generalization split and its robustness variants: each its own file, never in base
OOD_SPLITS = ("test_ood", "robust_test_ood")


def tasks_dir() -> Path:
    """The released task folder: the repository's ``tasks/`` or the copy packaged in the wheel."""
    repo = Path(__file__).resolve().parents[2] / "tasks"
    if (repo / "splits.json").exists():
        return repo
    return Path(str(resources.files("bank_gym") / "released_tasks"))


def task_to_row(task: Task) -> dict:
    data = task.model_dump(mode="json")
    for step in data["scenario"]["steps"]:
        if not step.get("complying"):  # only the safety families have them; the base rows stay as released
            step.pop("complying", None)
    if data.get("language") == "en":
        data.pop("language")
    if data.get("perturbation") is None:
        data.pop("perturbation", None)
    else:
        data["perturbation"] = json.dumps(data["perturbation"], ensure_ascii=False, sort_keys=True)
    data["scenario"] = json.dumps(data["scenario"], ensure_ascii=False, sort_keys=True)
    for call in data["gold"]:
        if call.get("required", True):
            call.pop("required", None)  # every call is required unless it says otherwise
        if not call.get("also_by"):
            call.pop("also_by", None)  # only a read some other tool shows too has them
    data["gold"] = json.dumps(data["gold"], ensure_ascii=False, sort_keys=True)
    return data


def task_from_row(row: dict) -> Task:
    data = dict(row)
    for key in ("scenario", "gold", "perturbation"):
        if isinstance(data.get(key), str):
            data[key] = json.loads(data[key])
    return Task.model_validate(data)


@lru_cache(maxsize=8)
def _load_file(path: str) -> tuple[Task, ...]:
    with open(path, encoding="utf-8") as handle:
        return tuple(task_from_row(json.loads(line)) for line in handle if line.strip())


@lru_cache(maxsize=1)
def load_split_ids() -> dict[str, list[str]]:
    with open(tasks_dir() / "splits.json", encoding="utf-8") as handle:
        return json.load(handle)


def load_tasks(split: str = "base") -> list[Task]:
    """The released tasks of a split (base, lite, train, test; safety, safety_train, safety_test; robust,
    robust_train, robust_test; test_ood, robust_test_ood), in split order."""
    if split not in SPLITS:
        raise ValueError(f"unknown split {split!r}; choose one of {', '.join(SPLITS)}")
    source = ("safety.jsonl" if split in SAFETY_SPLITS else "robust.jsonl" if split in ROBUST_SPLITS
              else f"{split}.jsonl" if split in OOD_SPLITS else "base.jsonl")
    by_id = {t.task_id: t for t in _load_file(str(tasks_dir() / source))}
    splits = load_split_ids()
    ids = splits.get(split) if isinstance(splits, dict) else None
    if not isinstance(ids, list):
        raise TaskFileError(tasks_dir() / "splits.json", [f"no list of task ids for split {split!r}"], "damaged")
    missing = [i for i in ids if i not in by_id]
    if missing:
        raise TaskFileError(tasks_dir() / "splits.json", [f"split {split!r} names {len(missing)} task(s) that "
                                                          f"{source} does not hold: {', '.join(map(str, missing[:5]))}"],
                            "damaged")
    return [by_id[i] for i in ids]


def tasks_by_id(split: str = "base") -> dict[str, Task]:
    return {t.task_id: t for t in load_tasks(split)}


def split_tasks(split: str) -> tuple[Task, ...]:
    """The tasks of a released split as a tuple (the env's task pools)."""
    return tuple(load_tasks(split))


@lru_cache(maxsize=1)
def released_tasks() -> dict[str, Task]:
    """Every released task by id (base holds them all; the other splits are subsets). A missing or damaged release
    gives what loads."""
    out: dict[str, Task] = {}
    for split in SPLITS:
        try:
            for task in split_tasks(split):
                out.setdefault(task.task_id, task)
        except (OSError, ValueError, KeyError):
            continue
    return out


class TaskFileError(ValueError):
    """A task file with rows that are not valid tasks; ``problems`` lists them as "line N: why"."""

    def __init__(self, path, problems: list[str], what: str = "invalid task row(s)"):
        self.problems = problems
        shown = "; ".join(problems[:5]) + (f"; and {len(problems) - 5} more" if len(problems) > 5 else "")
        super().__init__(f"{path}: {len(problems)} {what}: {shown}" if what != "damaged" else f"{path} is damaged: {shown}")


def task_problems(task: Task, customers=None) -> list[str]:
    """What makes a well-formed task unusable: a customer the bank does not have, a tool that does not exist,
    a dependency that is not an earlier gold call, a step or confirmation naming a gold call that is not there."""
    from ..tools import REGISTRY

    out = []
    n = len(task.gold)
    if customers is not None and task.customer_id not in customers:
        out.append(f"unknown customer {task.customer_id}")
    for i, call in enumerate(task.gold):
        if call.name not in REGISTRY:
            out.append(f"gold call {i}: unknown tool {call.name!r}")
        bad = [d for d in call.depends_on if not 0 <= d < i]
        if bad:
            out.append(f"gold call {i}: depends_on {bad} is not an earlier gold call")
    for j, step in enumerate(task.scenario.steps):
        bad = [c for c in step.calls if not 0 <= c < n]
        if bad:
            out.append(f"step {j}: calls {bad} out of range")
        if step.confirm is not None and not 0 <= step.confirm.call < n:
            out.append(f"step {j}: confirm.call {step.confirm.call} out of range")
    if not task.scenario.steps or not task.scenario.first_messages:
        out.append("a scenario needs at least one step and one first message")
    return out


def load_task_file(path, check: bool = True) -> list[Task]:
    """Tasks from any JSONL file in the release format (e.g. written by ``bank-gym tasks generate``). Every bad row
    is reported with its line number (``TaskFileError``); with ``check`` each task is also checked against the
    bank and the tools (``task_problems``). A row may never redefine a released task: a released id is accepted
    only as an exact copy of the released task (a file adds new ids; the release's tasks stay what they are)."""
    customers = None
    released = released_tasks()
    if check:
        from ..bank import load_bank

        customers = load_bank().customers
    tasks, problems, seen = [], [], set()
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise TaskFileError(path, [f"cannot read the file ({exc.strerror or exc})"]) from None
    for number, line in enumerate(raw.split(b"\n"), start=1):
        if not line.strip():
            continue
        try:
            task = task_from_row(json.loads(line.decode("utf-8")))
        except UnicodeDecodeError:
            problems.append(f"line {number}: not UTF-8")
            continue
        except (ValueError, TypeError) as exc:
            first = str(exc).splitlines()
            problems.append(f"line {number}: not a task ({(first[1] if len(first) > 1 else first[0]).strip()[:120]})")
            continue
        issues = task_problems(task, customers) if check else []
        if task.task_id in released and task != released[task.task_id]:
            issues.append(f"task id {task.task_id} is a released task's, with other content (a tasks file may add "
                          "new ids only; it cannot redefine a released task)")
        if task.task_id in seen:
            issues.append(f"duplicate task id {task.task_id}")
        seen.add(task.task_id)
        problems.extend(f"line {number}: {issue}" for issue in issues)
        tasks.append(task)
    if problems:
        raise TaskFileError(path, problems)
    return tasks


TRAINING_TASKS_FILE = "bank_gym_training_tasks.json"


def write_training_tasks(model_dir, tasks, parent: str | None = None) -> Path:
    """Record in a trained model's folder which tasks trained it (ids and (customer, family) pairs), together
    with those of the model it started from, so an evaluation can warn about any overlap."""
    folder = Path(model_dir)
    ids = {t.task_id for t in tasks}
    pairs = {(t.customer_id, t.family) for t in tasks}
    if parent:
        before = read_training_tasks(parent)
        if before:
            ids |= set(before["task_ids"])
            pairs |= {tuple(p) for p in before["pairs"]}
    path = folder / TRAINING_TASKS_FILE
    path.write_text(json.dumps({"task_ids": sorted(ids), "pairs": sorted(pairs)}, indent=1) + "\n", encoding="utf-8")
    return path


def read_training_tasks(model_dir) -> dict | None:
    """What ``write_training_tasks`` recorded in ``model_dir`` (None if nothing was)."""
    path = Path(str(model_dir)) / TRAINING_TASKS_FILE
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def tasks_file_of(folder: str | os.PathLike) -> str | None:
    """The tasks file a run folder was evaluated on (``bank-gym eval --tasks-file``), as its manifest records it."""
    for name in ("run.json", "summary.json"):  # the manifest, or the summary that embeds it
        try:
            meta = json.loads((Path(folder) / name).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(meta, dict):
            value = meta.get("tasks_file") or (meta.get("manifest") or {}).get("tasks_file")
            if value:
                return str(value)
    return None


def run_tasks(*folders: str | os.PathLike) -> dict:
    """Every released task by id, and the tasks of the files these run folders were evaluated on (so a run of
    generated tasks reports its categories and can be re-scored). A file that is gone or no longer reads leaves
    its sessions as unknown tasks."""
    released = released_tasks()
    tasks = dict(released)  # a copy: the release's dict is cached
    for folder in folders:
        path = tasks_file_of(folder)
        if path and Path(path).is_file():
            try:
                tasks.update({t.task_id: t for t in load_task_file(path, check=False) if t.task_id not in released})
            except TaskFileError:
                pass
    return tasks


def write_release(tasks: list[Task], splits: dict[str, list[str]], folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    by_id = {t.task_id: t for t in tasks}
    for split, ids in splits.items():
        with open(folder / f"{split}.jsonl", "w", encoding="utf-8") as handle:
            for task_id in ids:
                handle.write(json.dumps(task_to_row(by_id[task_id]), ensure_ascii=False, sort_keys=True) + "\n")
    with open(folder / "splits.json", "w", encoding="utf-8") as handle:
        json.dump(splits, handle, indent=1)
        handle.write("\n")


def task_pool(split: str, task_ids: Sequence[str] | None, tasks: Sequence[Task] | None, customers) -> tuple[Task, ...]:
    """The tasks an env draws from: ``tasks`` (checked against ``customers``) or a released split, narrowed to
    ``task_ids``."""
    if tasks is not None:
        pool = tuple(tasks)
        bad = [f"{t.task_id}: {p}" for t in pool for p in task_problems(t, customers)]
        if bad:
            raise ValueError(f"{len(bad)} problem(s) in the given tasks: {'; '.join(bad[:5])}")
    else:
        try:
            pool = split_tasks(split)
        except FileNotFoundError as exc:
            raise FileNotFoundError(f"no released tasks for split {split!r} ({exc.filename}); generate them or "
                                    "pass tasks=[...]") from exc
    if task_ids is not None:
        by_id = {t.task_id: t for t in pool}
        if tasks is None:
            by_id = {**released_tasks(), **by_id}
        missing = [i for i in task_ids if i not in by_id]
        if missing:
            raise ValueError(f"unknown task ids: {', '.join(missing[:5])}" + (" …" if len(missing) > 5 else ""))
        pool = tuple(by_id[i] for i in task_ids)
    if not pool:
        raise ValueError(f"no tasks to draw from (split {split!r}, task_ids {task_ids!r})")
    return pool
