"""Export tasks to the τ²-bench task format (``tau2.data_model.tasks.Task`` JSON), so the same tasks can be
run by a τ²-bench-style harness: structured user instructions, the logged-in customer as initialization data,
gold actions with ``compare_args``, and ``reward_basis = ["ACTION", "DB"]``."""

from __future__ import annotations

import json
from pathlib import Path

from .model import Task


def task_instructions(task: Task) -> str:
    lines = []
    for number, step in enumerate(task.scenario.steps, 1):
        line = f"{number}. {step.requests[0]}"
        if step.reveals:
            line += " Give only when asked: " + "; ".join(f"{r.key} = {r.value}" for r in step.reveals) + "."
        if step.confirm:
            line += f" When the agent proposes to {step.confirm.action}, confirm."
        if step.expects_decline:
            line += " The agent should decline this; accept the explanation."
        if step.facts:
            line += " Wait until the agent tells you " + ", ".join(f.label for f in step.facts) + "."
        lines.append(line)
    lines.append(
        "Do this strictly in order; if the agent skips ahead, insist on the current step. Never name tools. "
        "Confirm only the exact action you asked for and decline anything else. End with ###STOP### when done."
    )
    return "\n".join(lines)


def to_tau2(task: Task) -> dict:
    steps = task.scenario.steps
    return {
        "id": task.task_id,
        "description": {"purpose": task.description or task.family, "relevant_policies": None,
                        "notes": f"family={task.family}; category={task.category}; product_area={task.product_area}"},
        "user_scenario": {
            "persona": task.scenario.persona,
            "instructions": {
                "domain": "banking",
                "reason_for_call": steps[0].requests[0],
                "known_info": f"You are already logged in (customer {task.customer_id}). Today is {task.session_date.isoformat()}.",
                "unknown_info": ", ".join(f.label for s in steps for f in s.facts) or None,
                "task_instructions": task_instructions(task),
            },
        },
        "initial_state": {"initialization_data": {"agent_data": {"active_customer": task.customer_id}, "user_data": None},
                          "initialization_actions": None, "message_history": None},
        "evaluation_criteria": {
            "actions": [
                {"action_id": f"{task.task_id}_{i}", "requestor": "assistant", "name": call.name,
                 "arguments": call.arguments, "info": None, "compare_args": call.compare_args}
                for i, call in enumerate(task.gold) if call.required  # a redundant read is not demanded
            ],
            "env_assertions": None,
            "communicate_info": [],
            "nl_assertions": [],
            "reward_basis": ["ACTION", "DB"],
        },
    }


def export_tau2(tasks: list[Task], splits: dict[str, list[str]], folder: Path) -> None:
    """Write ``tasks.json`` (a list of τ²-bench tasks) and ``split_tasks.json`` (split -> ids)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "tasks.json").write_text(json.dumps([to_tau2(t) for t in tasks], indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    (folder / "split_tasks.json").write_text(json.dumps(splits, indent=1) + "\n", encoding="utf-8")
