"""A nominee booked by a more specific relationship than the task names: the customer's "child" booked as "Son" or
"Daughter", a "spouse" as "Wife" (the nomination form asks the relationship, and a real assistant writes the one the
name or the customer's words give). The final state then differs from the gold chain's only in that word; the
final-state check accepts it where the word agrees with the nominee's given name (a boy named Ishaan booked as
"Daughter" does not pass). The other way does not hold: a "Son" asked for and a "Daughter" booked differ."""

from __future__ import annotations

from typing import Any

from ..bank.models import Nominee, Record
from ..bank.names import GIVEN_NAME_GENDER
from ..tools.common import RELATIONSHIP_KINDS

__all__ = ["booked_as_asked"]


def _name(nominee: Nominee) -> str:
    return " ".join(nominee.name.casefold().split())


_GENDER = {"Son": "M", "Brother": "M", "Father": "M", "Husband": "M",
           "Daughter": "F", "Sister": "F", "Mother": "F", "Wife": "F"}


def _agrees(nominee: Nominee) -> bool:
    """A relationship that agrees with the nominee's given name where the name's gender is known (a boy named
    Ishaan is a "Son", never a "Daughter")."""
    given = GIVEN_NAME_GENDER.get(nominee.name.split()[0].casefold()) if nominee.name.split() else None
    return given is None or _GENDER.get(nominee.relationship) in (None, given)


def _nominees(value: Any, out: dict[str, str]) -> dict[str, str]:
    """Name -> relationship of every nominee under ``value`` whose relationship is a kind ("Child")."""
    if isinstance(value, Nominee):
        if value.relationship in RELATIONSHIP_KINDS:
            out[_name(value)] = value.relationship
    elif isinstance(value, Record):
        for field in type(value).model_fields:
            _nominees(getattr(value, field), out)
    elif isinstance(value, (tuple, list)):
        for item in value:
            _nominees(item, out)
    elif isinstance(value, dict):
        for item in value.values():
            _nominees(item, out)
    return out


def _relaxed(value: Any, kinds: dict[str, str]) -> Any:
    """``value`` with each nominee named in ``kinds`` whose relationship is of that kind recorded as the kind."""
    if isinstance(value, Nominee):
        kind = kinds.get(_name(value))
        return value.model_copy(update={"relationship": kind}) \
            if kind and value.relationship in RELATIONSHIP_KINDS[kind] and _agrees(value) else value
    if isinstance(value, Record):
        updates = {}
        for field in type(value).model_fields:
            old = getattr(value, field)
            new = _relaxed(old, kinds)
            if new is not old:
                updates[field] = new
        return value.model_copy(update=updates) if updates else value
    if isinstance(value, tuple):
        items = tuple(_relaxed(item, kinds) for item in value)
        return items if any(a is not b for a, b in zip(items, value, strict=True)) else value
    if isinstance(value, dict):
        relaxed = {key: _relaxed(item, kinds) for key, item in value.items()}
        return relaxed if any(relaxed[key] is not value[key] for key in value) else value
    return value


def booked_as_asked(agent: Record, gold: Record) -> bool:
    """Whether the customer record ``agent`` is the gold one's but for nominees booked by a relationship of the
    kind the gold one names ("Son" where it has "Child", matched by the nominee's name)."""
    kinds = _nominees(gold, {})
    if not kinds:
        return False
    relaxed = _relaxed(agent, kinds)
    return relaxed is not agent and relaxed.digest() == gold.digest()
