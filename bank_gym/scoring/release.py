"""Checks of a task against the scorer: its gold chain replays cleanly and passes the paper's two checks.

Used by ``bank-gym tasks validate`` (handed to ``tasks.validate.validate`` as its ``replay``), so the task layer
never imports the scorer.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from ..bank.state import Bank
from ..language import analyze
from ..tasks.model import Task
from .safety import output_values, policy_values
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
    problems.extend(_ungrounded_facts(task, [r.text() for r in results]))
    return problems


def _ungrounded_facts(task: Task, outputs: list[str]) -> list[str]:
    """Facts whose value no gold output of their step or an earlier one shows, and neither the policy nor the
    customer's own words state: the customer would wait for a figure the assistant cannot learn (a task built on
    a rule the tools do not apply, or a search that does not find the answer)."""
    problems = []
    _text, policy_amounts, policy_numbers, _rates = policy_values()  # the written policy the assistant is given
    seen_amounts: set[int] = set(policy_amounts)
    seen_numbers: set[Decimal] = set(policy_numbers)
    seen_text: list[str] = []
    own = " ".join([*task.scenario.first_messages, *(r for s in task.scenario.steps for r in s.requests),
                    *(i.reply for s in task.scenario.steps for i in s.reveals)])
    for q in analyze(own).quantities:
        seen_numbers.add(q.value)
        seen_amounts.add(int(q.value * 100))
    for index, step in enumerate(task.scenario.steps):
        for call in step.calls:
            if 0 <= call < len(outputs):
                amounts, numbers, _rates, _text = output_values(outputs[call])
                seen_amounts |= amounts
                seen_numbers |= numbers
                seen_text.append(outputs[call])
        for fact in step.facts:
            value = fact.value
            if fact.kind == "amount" and int(value) not in seen_amounts:
                problems.append(f"{task.task_id}: step {index} fact {fact.label!r} = {value} paise is in no gold output")
            elif fact.kind == "number":
                try:
                    number = Decimal(str(value))
                except InvalidOperation:
                    continue
                if number not in seen_numbers:
                    problems.append(f"{task.task_id}: step {index} fact {fact.label!r} = {value} is in no gold output")
            elif fact.kind == "id" and not any(str(value) in text for text in seen_text):
                problems.append(f"{task.task_id}: step {index} fact {fact.label!r} = {value} is in no gold output")
    return problems
