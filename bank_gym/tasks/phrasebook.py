"""The customer's words as data: one YAML file per family in ``bank_gym/tasks/words/``, which a linguist can read
and extend without touching the procedure code.

A family's file maps each of its utterances (``opening``, then one key per step, named for what the customer
asks) to phrasings per language, written with named slots for the values the family fills in::

    family: sq_card_freeze_check
    slots:                       # what each slot holds, for whoever writes phrasings
      card: the card as the customer names it ("debit card ending 4821")
    status:
      en:
        - Can you check the status of my {card}?
        - "{card}: is it still active?"
      hi: [...]
      hinglish: [...]
      held_out:                  # phrasings only the generalization split (test_ood) says
        en: [...]
        hi: [...]
        hinglish: [...]

Rules, checked by ``check_entry`` (and for every file by the tests): each language has at least
``MIN_PHRASINGS`` phrasings and ``MIN_HELD_OUT`` held-out ones; a phrasing names only the entry's slots; every
phrasing of a step (not an opening) says the same slots, so no phrasing leaves a value out; no held-out phrasing
repeats an in-distribution one. The family code asks for an entry with ``phrasings(family, key, **slots)``; which
set it gets is the builder's (``held_out_words``).

Openings may add shared pools (``pools: [card_trouble]``) from ``_openings.yaml``: vague openings of a product
area, which several families share so that the opening does not name the procedure.
"""

from __future__ import annotations

import string
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from importlib import resources
from typing import Any

import yaml

from .lang import LANGUAGES, MissingTranslation, current

__all__ = ["MIN_HELD_OUT", "MIN_PHRASINGS", "PhrasebookError", "check_entry", "families_with_words", "held_out",
           "held_out_words", "load", "opening_pool", "phrasings", "slots_of"]

MIN_PHRASINGS = 8  # in-distribution phrasings per utterance and language
MIN_HELD_OUT = 3  # phrasings kept for test_ood, per utterance and language
_META = frozenset({"family", "slots", "notes"})
_HELD_OUT: ContextVar[bool] = ContextVar("bank_gym_held_out_words", default=False)


class PhrasebookError(ValueError):
    """A words file breaks a rule (a missing language, too few phrasings, a slot some phrasing leaves out)."""


@contextmanager
def held_out_words() -> Iterator[None]:
    """Build tasks whose customer says only held-out phrasings (the ``test_ood`` split)."""
    token = _HELD_OUT.set(True)
    try:
        yield
    finally:
        _HELD_OUT.reset(token)


def held_out() -> bool:
    """Whether tasks are being built with the held-out phrasings."""
    return _HELD_OUT.get()


def slots_of(text: str) -> frozenset[str]:
    """The named slots of one phrasing (``{card}``), checked to be plain names."""
    names = set()
    for _, name, spec, conversion in string.Formatter().parse(text):
        if name is None:
            continue
        if not name.isidentifier() or spec or conversion:
            raise PhrasebookError(f"slot {{{name}}} in {text!r}: write slots as plain {{name}}")
        names.add(name)
    return frozenset(names)


def check_entry(where: str, entry: Any, *, opening: bool = False) -> None:
    """Raise ``PhrasebookError`` unless ``entry`` (one utterance's phrasings) follows the module's rules."""
    if not isinstance(entry, dict):
        raise PhrasebookError(f"{where}: expected a mapping of languages to phrasings")
    unknown = set(entry) - {*LANGUAGES, "held_out", "pools"}
    if unknown:
        raise PhrasebookError(f"{where}: unknown keys {sorted(unknown)}")
    sets = {"": entry, "held_out.": entry.get("held_out") or {}}
    for language in LANGUAGES:
        seen: set[str] = set()
        for prefix, group in sets.items():
            lines = group.get(language)
            need = MIN_PHRASINGS if not prefix else MIN_HELD_OUT
            if not isinstance(lines, list) or not all(isinstance(x, str) and x.strip() for x in lines):
                raise PhrasebookError(f"{where}.{prefix}{language}: expected a list of phrasings")
            if len(set(lines)) < need:
                raise PhrasebookError(f"{where}.{prefix}{language}: {len(set(lines))} distinct phrasings, "
                                      f"need at least {need}")
            if seen & set(lines):
                raise PhrasebookError(f"{where}.{prefix}{language}: a held-out phrasing repeats an in-distribution "
                                      f"one: {sorted(seen & set(lines))[0]!r}")
            seen |= set(lines)
        if not opening:
            said = {slots_of(x) for x in seen}
            if len(said) > 1:
                raise PhrasebookError(f"{where}.{language}: phrasings say different slots "
                                      f"{sorted(sorted(s) for s in said)}; every phrasing of a step says the same values")


@cache
def load(family: str) -> dict[str, Any]:
    """A family's words file, checked (``PhrasebookError`` if it breaks a rule, ``KeyError`` if there is none)."""
    name = f"{family}.yaml"
    path = resources.files("bank_gym.tasks").joinpath("words", name)
    if not path.is_file():
        raise KeyError(f"no words file for {family!r}")
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    if not isinstance(data, dict):
        raise PhrasebookError(f"words/{name}: expected a mapping")
    if not family.startswith("_") and data.get("family") != family:
        raise PhrasebookError(f"words/{name}: 'family' says {data.get('family')!r}")
    for key, entry in data.items():
        if key not in _META:
            check_entry(f"words/{name}: {key}", entry, opening=key == "opening" or family == "_openings")
    return data


def families_with_words() -> list[str]:
    """Families that have a words file."""
    folder = resources.files("bank_gym.tasks").joinpath("words")
    return sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".yaml") and not p.name.startswith("_"))


def _lines(where: str, entry: dict) -> list[str]:
    group = (entry.get("held_out") or {}) if held_out() else entry
    lines = group.get(current())
    if not lines:
        raise MissingTranslation(f"no {'held-out ' if held_out() else ''}{current()} words for {where}")
    return list(dict.fromkeys(lines))


def phrasings(family: str, key: str, **slots: object) -> list[str]:
    """The phrasings of ``family``'s utterance ``key`` in the language being spoken (held-out ones inside
    ``held_out_words``), its slots filled with ``slots``. An opening also gets its pools' phrasings."""
    data = load(family)
    if key in _META or key not in data:
        raise KeyError(f"words/{family}.yaml has no {key!r}")
    entry = data[key]
    out = _lines(f"{family}.{key}", entry)
    for pool in entry.get("pools") or ():
        out.extend(opening_pool(pool))
    values = {k: str(v) for k, v in slots.items()}
    filled = []
    for line in out:
        missing = slots_of(line) - values.keys()
        if missing:
            raise PhrasebookError(f"words/{family}.yaml {key}: no value for slot(s) {sorted(missing)} in {line!r}")
        filled.append(line.format_map(values))
    return list(dict.fromkeys(filled))


def opening_pool(pool: str) -> list[str]:
    """A shared pool of openings (``_openings.yaml``) in the language being spoken; they have no slots."""
    data = load("_openings")
    if pool in _META or pool not in data:
        raise KeyError(f"words/_openings.yaml has no pool {pool!r}")
    lines = _lines(f"_openings.{pool}", data[pool])
    for line in lines:
        if slots_of(line):
            raise PhrasebookError(f"words/_openings.yaml {pool}: a shared opening names no values: {line!r}")
    return lines
