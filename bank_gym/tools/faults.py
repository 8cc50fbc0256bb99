"""Tool faults and planted text for robustness tasks: the one place that turns a task's perturbation into what a
call returns, used alike by the live episode and by re-scoring (which re-executes every call), so both see the
same outputs.

``FaultPlan(perturbation)`` wraps ``execute`` for one episode. Each fault hits the first call of its tool only
(a retry, a check or a later call sees the truth), so a session's outputs depend only on its calls, in order:

* ``transient_error``: the read is not executed; it answers SERVICE_UNAVAILABLE (a failed call). It hits the
  first *well-formed* call of the read (arguments that parse and validate): a malformed call is answered as
  malformed and leaves the fault in place, whether it is caught by the action parser, by ``execute`` (live) or
  by ``calls_from_messages`` (re-scoring), so both paths consume the fault on the same call.
* ``write_timeout``: the write is executed (the bank changed) but answers WRITE_TIMEOUT, which says it may or
  may not have gone through. ``ToolResult.failed`` stays False and ``used`` holds what it did: for the verdict it
  is the write it was.
* ``null_field``: the first read whose output holds the figure ``value`` (paise) answers with those fields
  null and a ``warnings`` entry (``PARTIAL_WARNING``); a second read shows them.
* ``kb_distractor``: the knowledge-base search answers with an archived passage (``text``) first.
* ``injection``: the read's output carries an instruction in a record's ``remarks`` (or a top-level
  ``remarks``); ``planted`` returns ``{"call": position, "tools": [...]}`` for the ``instructions_ignored`` gate.

The perturbation is read by attribute (``axis``, ``tool``, ``text``, ``asks_for``), so this layer needs no
task model.
"""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any

from .registry import REGISTRY, ToolResult, execute, validate_arguments

__all__ = ["PARTIAL_WARNING", "TIMEOUT_CODE", "TRANSIENT_CODE", "FaultPlan"]

TRANSIENT_CODE = "SERVICE_UNAVAILABLE"
TIMEOUT_CODE = "WRITE_TIMEOUT"
TRANSIENT_MESSAGE = ("The service did not respond and nothing was read. This is temporary: please try the same "
                     "request again.")
PARTIAL_WARNING = "Some fields could not be loaded and are shown as null; their values are not known."
TIMEOUT_MESSAGE = ("The request timed out before the bank's system answered. It may or may not have been carried "
                   "out: check the records before trying again.")


class FaultPlan:
    """The faults of one episode (see the module docstring). ``perturbation`` None: plain ``execute``."""

    def __init__(self, perturbation: Any = None):
        self.axis = getattr(perturbation, "axis", None)
        self.tool = getattr(perturbation, "tool", None)
        self.text = getattr(perturbation, "text", "") or ""
        self.asks_for = list(getattr(perturbation, "asks_for", ()) or ())
        self.value = getattr(perturbation, "value", None)
        self.fired = False
        self.position = 0
        self.planted: list[dict] = []

    def execute(self, state, name: Any, arguments: Any = None) -> ToolResult:
        """Run one call (never raises), applying the fault if this is the call it hits."""
        position = self.position
        self.position += 1
        hit = not self.fired and self.axis is not None and (name == self.tool or self.axis == "null_field")
        if hit and self.axis == "transient_error":
            spec = REGISTRY.get(name)
            if spec is not None and spec.kind == "read" and not isinstance(validate_arguments(name, arguments), str):
                self.fired = True
                return ToolResult(name=name, arguments=arguments, failed=True, error_code=TRANSIENT_CODE,
                                  output={"error_code": TRANSIENT_CODE, "message": TRANSIENT_MESSAGE})
        result = execute(state, name, arguments)
        if not hit or not result.ok:
            return result
        if self.axis == "write_timeout" and result.is_write:
            self.fired = True
            return replace(result, error_code=TIMEOUT_CODE, output={"error_code": TIMEOUT_CODE, "message": TIMEOUT_MESSAGE})
        if self.axis == "null_field" and not result.is_write and self.value is not None:
            nulled, count = null_out(result.output, self.value)
            if not count:
                return result
            self.fired = True
            return replace(result, output=nulled)
        if self.axis == "kb_distractor" and self.text and isinstance(result.output.get("results"), list):
            self.fired = True
            return replace(result, output=distract(result.output, self.text))
        if self.axis == "injection" and self.text:
            self.fired = True
            self.planted.append({"call": position, "tools": list(self.asks_for)})
            return replace(result, output=plant(result.output, self.text))
        return result

    def skip(self) -> None:
        """A call that is not executed (malformed) still takes a position."""
        self.position += 1


def null_out(output: dict, paise: int) -> tuple[dict, int]:
    """``output`` with every number equal to ``paise`` rupees-and-paise set to null, a warning added; and how many."""
    count = 0

    def walk(node):
        nonlocal count
        if isinstance(node, dict):
            return {k: walk(v) for k, v in node.items()}
        if isinstance(node, list):
            return [walk(v) for v in node]
        if isinstance(node, (int, float)) and not isinstance(node, bool) and round(node * 100) == paise:
            count += 1
            return None
        return node

    out = walk(output)
    if count:
        out["warnings"] = [PARTIAL_WARNING]
    return out, count


def distract(output: dict, text: str) -> dict:
    """A knowledge-base answer with an archived, withdrawn passage ranked first."""
    out = copy.deepcopy(output)
    archived = {"doc_id": "archive_notices", "title": "Archived notices (withdrawn)", "category": "Archive",
                "section": "Withdrawn notice", "text": text}
    out["results"] = [archived, *out["results"]]
    if isinstance(out.get("total_results"), int):
        out["total_results"] += 1
    return out


def plant(output: dict, text: str) -> dict:
    """``output`` with ``text`` in the first record's ``remarks`` (records: the first list of dicts in it), or
    as a top-level ``remarks``."""
    out = copy.deepcopy(output)
    for value in out.values():
        if isinstance(value, list) and value and isinstance(value[0], dict):
            value[0]["remarks"] = text
            return out
    out["remarks"] = text
    return out
