"""Tasks: the model, the released splits, families (generators), validation and export."""

from .io import (
    SPLITS,
    TaskFileError,
    load_split_ids,
    load_task_file,
    load_tasks,
    read_training_tasks,
    released_tasks,
    run_tasks,
    split_tasks,
    task_from_row,
    task_problems,
    task_to_row,
    tasks_by_id,
    write_training_tasks,
)
from .model import Category, Fact, GoldCall, InfoItem, Scenario, Step, Task

__all__ = [
    "SPLITS", "Category", "Fact", "GoldCall", "InfoItem", "Scenario", "Step", "Task", "TaskFileError",
    "load_split_ids", "load_task_file", "load_tasks", "read_training_tasks", "released_tasks", "run_tasks", "split_tasks",
    "task_from_row", "task_problems",
    "task_to_row", "tasks_by_id", "write_training_tasks",
]
