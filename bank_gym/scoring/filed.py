"""What a call writes into the bank's records in its own words (``free_text``: a request's description, a dispute's
reason, a hand-off summary), and the figures it files there that the records do not hold (``filed_amounts``)."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from ..language import analyze
from ..language.grounding import read_json
from ..language.numbers import amount_matches
from ..language.write_actions import id_kind
from ..tasks.model import Task
from .figures import _text_values
from .matching import is_write

__all__ = ["filed_amounts", "free_text"]


def free_text(arguments: Any) -> list[str]:
    """The string values of a call's arguments (JSON text or a mapping), nested ones included."""
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments)
        except ValueError:
            return []
    out: list[str] = []

    def walk(node: Any, depth: int) -> None:
        if depth > 6:
            return
        if isinstance(node, str):
            out.append(node)
        elif isinstance(node, Mapping):
            for v in node.values():
                walk(v, depth + 1)
        elif isinstance(node, list):
            for v in node[:100]:
                walk(v, depth + 1)

    walk(arguments, 0)
    return out


def filed_amounts(task: Task, call, outputs, customer_texts=(), returned=()) -> list[str]:
    """Amounts a write's free text files about the record it names ("Customer reports ₹X wrongly debited") that are none
    of that record's as the bank returned it, a task's fact or the customer's: a wrong figure filed (else not judged).
    ``returned``: the outputs as the tools returned them, the call's own ids in them (``outputs`` blanks a call's
    echoed arguments, so a trace of the transaction named no longer names it): only their numeric fields count."""
    texts = [t for t in free_text(call.arguments) if any(ch.isdigit() for ch in t)]
    named = {x.upper() for t in texts for x in re.findall(r"\b[A-Za-z]{2,5}-?\d{4,}\b", t)}
    ids = {x for x in named if id_kind(x) not in ("account", "card")} or {x for x in named if id_kind(x) == "card"}  # (the record, not its holder)
    if not texts or not ids or not getattr(call, "name", "") or not is_write(call.name):
        return []
    held, found = set(), []

    def walk(node: Any, depth: int, texts_too: bool = True) -> None:
        if isinstance(node, Mapping) and depth < 8:
            if any(isinstance(v, str) and v.upper() in ids for v in node.values()):
                found.append(node)  # (its figures, and those its own text gives: "up to ₹1,00,000")
                if texts_too:
                    held.update(p for v in node.values() if isinstance(v, str) for p in _text_values(v)[0])
                held.update(round(abs(v) * 100) for k, v in node.items() if isinstance(v, (int, float)) and not isinstance(v, bool)
                            and "balance" not in str(k))  # (a row's running balance is the account's, not the record's)
            for v in node.values():
                walk(v, depth + 1, texts_too)
        elif isinstance(node, list) and depth < 8:
            for v in node[:200]:
                walk(v, depth + 1, texts_too)
    for text in (outputs.values() if isinstance(outputs, Mapping) else outputs):
        walk(read_json(text, None), 0)
    for text in returned:  # (the agent's filed words a later read returns are not the record's: no text values)
        walk(read_json(text, None), 0, texts_too=False)
    if not found:
        return []
    held |= {int(f.value) for step in task.scenario.steps for f in step.facts if f.kind == "amount"} | {
        p for text in customer_texts for p in _text_values(text)[0]}
    return [a.low[q.start:q.end] for text in texts for a in [analyze(text)] for q in a.quantities
            if q.kind == "amount" and not any(amount_matches(q, p) for p in held)]
