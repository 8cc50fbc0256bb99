"""A hand-off summary that puts a wish in the customer's mouth (``handoff_misstatements``): the human agent acts
on the summary, so a change the customer never asked for, said there as what they want, is a wrong hand-off."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from ..language import analyze
from ..language.grounding import read_json
from ..language.text import fold
from ..language.write_actions import expected_actions, named_actions

__all__ = ["handoff_misstatements"]


# the sentences of a hand-off summary that say what the customer wants ("Customer wants to close ...", "asked to
# block ...", "ग्राहक ... चाहते हैं", "customer ... chahte hain"): a wish the colleague will act on
_WISH = re.compile(r"\b(?:wants?|wanted|would like|wish(?:es|ed)?|ask(?:s|ed|ing)? (?:\w+ )?(?:to|for|that)\b|request(?:s|ed|ing)|"
                   r"needs?|needed|looking to|chaht\w*|chah rah\w*)\b|" + fold(r"चाहत\S*|चाह रह\S*"))


def handoff_misstatements(task, turns: Sequence[Any], calls: Sequence[Any]) -> list[str]:
    """The changes a hand-off summary says the customer wants that the customer never asked for: what no write of
    the session made, no step of the task asks and no customer message names ("Customer wants to close their
    savings account and withdraw the balance in cash" for a customer who complained of rude staff). The human
    agent acts on the summary, so a wish put in the customer's mouth is a wrong hand-off."""
    summaries = []
    for call in calls:
        arguments = getattr(call, "arguments", None)
        if isinstance(arguments, str):
            arguments = read_json(arguments)
        if call.name == "transfer_to_human_agents" and isinstance(arguments, Mapping):
            summary = arguments.get("summary")
            if isinstance(summary, str) and summary.strip():
                summaries.append(summary[:20000])
    if not summaries:
        return []
    wanted = {key for step in task.gold for key in expected_actions(step.name, step.arguments or {})}
    for call, done in zip(calls, _successes(turns, calls)):
        if done:
            arguments = getattr(call, "used", None) or getattr(call, "arguments", None)
            wanted |= expected_actions(call.name, arguments if isinstance(arguments, Mapping) else {})
    for turn in turns:
        if turn.role == "customer" and turn.text:
            wanted |= {named.key for named in named_actions(analyze(turn.text))}
    out = []
    for summary in summaries:
        a = analyze(summary)
        for named in named_actions(a):
            sentence = a.sentence_at(named.start)
            if named.negated or named.key in wanted or sentence is None:
                continue
            if _WISH.search(sentence.text):
                out.append(f"the hand-off summary says the customer wants a change they never asked for "
                           f"({named.key}): {sentence.text.strip()[:160]!r}")
    return out


def _successes(turns: Sequence[Any], calls: Sequence[Any]) -> list[bool]:
    """For each call, whether it ran and the bank did not refuse it."""
    out = [False] * len(calls)
    for turn in turns:
        index = turn.call if turn.role == "call" and turn.call is not None and 0 <= turn.call < len(calls) else None
        call = None if index is None else calls[index]
        if call is not None and not getattr(call, "failed", False):
            output = read_json(turn.text)
            out[turn.call] = not (isinstance(output, Mapping) and output.get("error_code"))
    return out
