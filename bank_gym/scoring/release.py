"""Checks of a task against the scorer: its gold chain replays cleanly and passes the paper's two checks.

Used by ``bank-gym tasks validate`` (handed to ``tasks.validate.validate`` as its ``replay``), so the task layer
never imports the scorer.
"""

from __future__ import annotations

from ..bank.state import Bank
from ..tasks.model import Task
from .verdict import Termination, replay_gold, score_calls

__all__ = ["gold_session_problems"]


def gold_session_problems(task: Task, bank: Bank) -> list[str]:
    """Replay the gold chain: no call may fail or be rejected, and the replay must pass the paper's two checks
    (the conversation checks need a conversation: the oracle-with-customer tests cover them)."""
    problems = []
    results = replay_gold(task, bank)
    for index, result in enumerate(results):
        if result.failed or result.error_code is not None:
            problems.append(f"{task.task_id}: gold call {index} ({result.name}) -> {result.error_code}")
    calls = [{"name": g.name, "arguments": g.arguments} for g in task.gold]
    termination = Termination.agent_stop if task.gold and task.gold[-1].name == "transfer_to_human_agents" else Termination.user_stop
    verdict = score_calls(task, calls, termination, bank)
    if not verdict.paper_passed:
        problems.append(f"{task.task_id}: gold replay fails the verdict ({verdict.paper_failure_type})")
    return problems
