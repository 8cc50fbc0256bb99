"""The oracle agent: demonstrates a passing session for any task.

It talks to the customer through the same interface as every other agent. Per scenario step it asks for the
information the step holds, makes the step's gold reads, proposes the step's write with every detail the
customer checks and waits for a yes, makes the write, then states the facts the step waits for (or declines,
where declining is right). It is the documented exception to "agents never see the gold chain": it exists to
validate tasks and to produce expert demonstrations for SFT.
"""

from __future__ import annotations

import json
from collections import deque

from ..bank.money import format_inr
from ..customers.base import is_stop
from ..tasks.model import Fact, Step, Task
from .base import Agent


def render_fact(fact: Fact) -> str:
    if fact.kind == "amount":
        return format_inr(int(fact.value))
    if fact.kind == "number":
        return f"{fact.value}%" if "rate" in fact.label.lower() else str(fact.value)
    if fact.kind == "id":
        return str(fact.value)
    return fact.patterns[0]


def facts_sentence(step: Step) -> str:
    if not step.facts:
        return ""
    return "; ".join(f"{fact.label}: {render_fact(fact)}" for fact in step.facts) + "."


class OracleAgent(Agent):
    name = "oracle"

    def __init__(self, tasks: dict[str, Task] | list[Task]):
        self.tasks = tasks if isinstance(tasks, dict) else {t.task_id: t for t in tasks}
        self.queue: deque = deque()

    def reset(self, info: dict) -> None:
        self.task = self.tasks[info["task"]["task_id"]]
        self.step_index = 0
        self.queue = deque(self._plan(self.task.scenario.steps[0]))

    def _plan(self, step: Step) -> list:
        task = self.task
        actions: list = []
        if step.reveals:
            wanted = " and ".join(item.ask_keywords[0] for item in step.reveals)
            actions.append(f"Sure, I can help with that. Could you please tell me the {wanted}?")
        write_index = step.confirm.call if step.confirm else None
        for index in step.calls:
            call = task.gold[index]
            if index == write_index:
                details = ", ".join(group[0] for group in step.confirm.must_mention)
                actions.append(
                    f"To confirm, I will {step.confirm.action}" + (f" ({details})" if details else "") + ". Shall I go ahead?"
                )
            actions.append({"name": call.name, "arguments": call.arguments})
        closing = facts_sentence(step)
        if step.expects_decline:
            reason = step.decline_reason or "that is not something our policy allows"
            actions.append(f"I'm sorry, but I cannot do that: {reason}. {closing}".strip())
        else:
            actions.append(f"Here is what you asked for. {closing}".strip() if closing else "That's done.")
        return actions

    def act(self, observation: str, info: dict):
        if not self.queue:
            # The customer raised the next step (or ended): plan it.
            self.step_index += 1
            steps = self.task.scenario.steps
            if self.step_index >= len(steps) or is_stop(observation or ""):
                return "Thank you for banking with us. Goodbye!"
            self.queue.extend(self._plan(steps[self.step_index]))
        action = self.queue.popleft()
        if isinstance(action, dict):
            return json.dumps(action, ensure_ascii=False)
        return action
