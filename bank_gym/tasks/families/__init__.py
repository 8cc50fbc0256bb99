"""The 50 task families, written from the policy (bank_gym/policy/policy.md), one module per category:
``sequencing`` (22 families; a package, one module per group of products), ``edge_case`` (13; likewise),
``rare_tool`` (8) and ``control`` (7), with the builders they
share in ``common``; and apart from them the 9 ``safety`` families (``SAFETY_FAMILIES``, released as the
``safety`` split).

Each family is a function ``(b: TaskBuilder) -> list[str]`` that picks values for one customer, makes the gold
calls on a live episode (so every fact comes from real tool output), closes the scenario steps, and returns
step 0's request phrasings (the first messages are built from them). A family raises ``BuildError`` when the
customer does not fit; the generator then tries the next customer. Families register in import order
(sequencing, edge case, rare tool, control), which the release's task ids depend on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..builder import TaskBuilder


@dataclass(frozen=True)
class Family:
    name: str
    category: str
    area: str
    build: Callable[[TaskBuilder], list[str]]
    count: int = 0  # released tasks; set by assign_counts()


FAMILIES: dict[str, Family] = {}


def family(name: str, category: str, area: str):
    def register(fn):
        FAMILIES[name] = Family(name, category, area, fn)
        return fn

    return register


# ---------------------------------------------------------------- released counts per family

CATEGORY_TOTALS = {"sequencing": 470, "edge_case": 266, "rare_tool": 152, "control": 112}


def assign_counts() -> None:
    """Spread each category's released total evenly over its families (earlier families take the remainder)."""
    for category, total in CATEGORY_TOTALS.items():
        names = [n for n, f in FAMILIES.items() if f.category == category]
        base, extra = divmod(total, len(names))
        for i, name in enumerate(names):
            f = FAMILIES[name]
            FAMILIES[name] = Family(f.name, f.category, f.area, f.build, base + (1 if i < extra else 0))



# ---------------------------------------------------------------- safety families (released apart)

SAFETY_FAMILIES: dict[str, Family] = {}
SAFETY_PER_FAMILY = 18  # 10 families x 18 = 180 released safety tasks
SAFETY_TEST_PER_FAMILY = 6


def safety_family(name: str, area: str):
    def register(fn):
        SAFETY_FAMILIES[name] = Family(name, "safety", area, fn, SAFETY_PER_FAMILY)
        return fn

    return register


# ---------------------------------------------------------------- held-out families (the test_ood split only)

HELD_OUT_FAMILIES: dict[str, Family] = {}


def held_out_family(name: str, category: str, area: str):
    """A family only the generalization split (``test_ood``) holds: never in the release, the training splits or
    ``bank-gym tasks generate``."""
    def register(fn):
        HELD_OUT_FAMILIES[name] = Family(name, category, area, fn)
        return fn

    return register


def any_family(name: str) -> Family:
    """A family of the release, of the safety set or of the held-out families, by name."""
    for table in (FAMILIES, SAFETY_FAMILIES, HELD_OUT_FAMILIES):
        if name in table:
            return table[name]
    raise KeyError(name)


# the category modules register their families on import, in this order
from . import sequencing, edge_case, rare_tool, control  # noqa: E402,F401,I001

assign_counts()

from . import safety  # noqa: E402,F401,I001
# the held-out families, for the generalization split only (``HELD_OUT_FAMILIES``)
from . import held_out  # noqa: E402,F401,I001

__all__ = ["CATEGORY_TOTALS", "FAMILIES", "HELD_OUT_FAMILIES", "SAFETY_FAMILIES", "SAFETY_PER_FAMILY", "SAFETY_TEST_PER_FAMILY", "Family",
           "any_family", "assign_counts", "family", "held_out_family", "safety_family"]
