"""Reading and writing the released task files.

Layout (``tasks/`` in the repository, shipped inside the wheel as ``bank_gym/released_tasks``):
``base.jsonl``, ``lite.jsonl``, ``train.jsonl``, ``test.jsonl`` (one task per line) and ``splits.json``
(split name -> task ids). Each row is flat: the nested ``scenario`` and ``gold`` are JSON-encoded strings, so
``datasets.load_dataset("json", data_files=...)`` reads every file without schema merging surprises.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from pathlib import Path

from .model import Task

SPLITS = ("base", "lite", "train", "test")


def tasks_dir() -> Path:
    """The released task folder: the repository's ``tasks/`` or the copy packaged in the wheel."""
    repo = Path(__file__).resolve().parents[2] / "tasks"
    if (repo / "splits.json").exists():
        return repo
    return Path(str(resources.files("bank_gym") / "released_tasks"))


def task_to_row(task: Task) -> dict:
    data = task.model_dump(mode="json")
    data["scenario"] = json.dumps(data["scenario"], ensure_ascii=False, sort_keys=True)
    data["gold"] = json.dumps(data["gold"], ensure_ascii=False, sort_keys=True)
    return data


def task_from_row(row: dict) -> Task:
    data = dict(row)
    for key in ("scenario", "gold"):
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
    """The released tasks of a split (base, lite, train, test), in split order."""
    if split not in SPLITS:
        raise ValueError(f"unknown split {split!r}; choose one of {', '.join(SPLITS)}")
    by_id = {t.task_id: t for t in _load_file(str(tasks_dir() / "base.jsonl"))}
    return [by_id[i] for i in load_split_ids()[split]]


def tasks_by_id(split: str = "base") -> dict[str, Task]:
    return {t.task_id: t for t in load_tasks(split)}


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
