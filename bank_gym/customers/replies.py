"""The scripted customer's own replies as data: ``bank_gym/customers/replies.yaml``, which a linguist can read
and extend without touching the customer's code.

The file maps each kind of reply ("yes", "no_mismatch", "unclear", ...) to a ``notes`` line (when the customer
says it and what it must convey) and its phrasings per language::

    unclear:
      notes: Answers a proposal that leaves values out ... {missing} is what it left out.
      en:
        - Could you spell out {missing} before I agree?
        - ...
      hi: [...]
      hinglish: [...]

Rules, checked by ``check`` when the file is loaded (``RepliesError`` names the kind and language that break
one): every kind in ``KINDS`` is there and no other; each has at least ``MIN_PHRASINGS`` distinct phrasings in
every language it is said in (``other_language`` is said only by a Hindi or Hinglish speaker); ``unclear`` says
``{missing}`` and ``missing_facts`` says ``{facts}`` exactly once, and no other kind has a slot; ``insist`` ends
with ":" and ``misread`` with a space (the customer's request or its right number follows); no phrasing has a
digit (a figure in the customer's words would ground one the assistant makes up).
"""

from __future__ import annotations

import re
import string
from functools import cache
from importlib import resources
from typing import Any

import yaml

from ..tasks.lang import LANGUAGES

__all__ = ["KINDS", "MIN_PHRASINGS", "SLOTS", "RepliesError", "check", "languages_of", "load", "phrasings"]

MIN_PHRASINGS = 8  # distinct phrasings per kind and language
KINDS = ("yes", "yes_harmless", "no_other", "no_mismatch", "unclear", "not_have", "insist", "missing_facts",
         "idle_stop", "vague", "thanks", "misread", "go_ahead", "other_language")
SLOTS = {"unclear": "missing", "missing_facts": "facts"}  # the one slot a kind says (exactly once); others none
_ENDS = {"insist": ":", "misread": " "}  # what follows the phrasing is the customer's request / right number
_LOCAL_ONLY = frozenset({"other_language"})  # "please say it in Hindi": never said by an English speaker
_DIGIT = re.compile(r"\d")


class RepliesError(ValueError):
    """The replies file breaks a rule (a kind or language missing, too few phrasings, a slot left out)."""


def languages_of(kind: str) -> tuple[str, ...]:
    """The languages a kind of reply is said in."""
    return tuple(x for x in LANGUAGES if x != "en") if kind in _LOCAL_ONLY else LANGUAGES


def _slots(where: str, text: str) -> list[str]:
    """The slots a phrasing says, in order ("{missing}"), each a plain name."""
    try:
        parsed = list(string.Formatter().parse(text))
    except ValueError as error:
        raise RepliesError(f"{where}: {text!r}: {error} (write a slot as {{name}})") from None
    names = []
    for _, name, spec, conversion in parsed:
        if name is None:
            continue
        if not name.isidentifier() or spec or conversion:
            raise RepliesError(f"{where}: {text!r}: write a slot as {{name}}, not {{{name}...}}")
        names.append(name)
    return names


def _check_phrasing(where: str, kind: str, text: str) -> None:
    slot = SLOTS.get(kind)
    said = _slots(where, text)
    if slot is None and said:
        raise RepliesError(f"{where}: {text!r} has a slot {{{said[0]}}}; {kind} has none")
    if slot is not None and said != [slot]:
        raise RepliesError(f"{where}: {text!r} must say {{{slot}}} exactly once (and no other slot)")
    end = _ENDS.get(kind)
    if end is not None and not text.endswith(end):
        raise RepliesError(f"{where}: {text!r} must end with {end!r}")
    if _DIGIT.search(text):
        raise RepliesError(f"{where}: {text!r} has a digit; the customer's own replies name no figure")


def check(data: Any, source: str = "replies.yaml") -> dict[str, dict[str, tuple[str, ...]]]:
    """The phrasings of ``data`` (the parsed file) by language and kind; ``RepliesError`` if it breaks a rule."""
    if not isinstance(data, dict):
        raise RepliesError(f"{source}: expected a mapping of kinds of reply")
    keys = {str(k) for k in data}
    if any(not isinstance(k, str) for k in data):  # `yes:` unquoted is YAML's True
        raise RepliesError(f"{source}: a kind that is not a string ({sorted(map(repr, data))}); quote it: \"yes\":")
    if missing := [k for k in KINDS if k not in keys]:
        raise RepliesError(f"{source}: no entry for {missing}")
    if unknown := sorted(keys - set(KINDS)):
        raise RepliesError(f"{source}: unknown kinds {unknown} (the customer says only {list(KINDS)})")
    out: dict[str, dict[str, tuple[str, ...]]] = {language: {} for language in LANGUAGES}
    for kind in KINDS:
        entry = data[kind]
        if not isinstance(entry, dict):
            raise RepliesError(f"{source}: {kind}: expected notes and a list of phrasings per language")
        if not isinstance(entry.get("notes"), str) or not entry["notes"].strip():
            raise RepliesError(f"{source}: {kind}: a `notes` line says when the customer says it")
        wanted = languages_of(kind)
        if unknown := sorted(set(entry) - {"notes", *wanted}):
            raise RepliesError(f"{source}: {kind}: unknown keys {unknown}")
        for language in wanted:
            where = f"{source}: {kind}.{language}"
            lines = entry.get(language)
            if not isinstance(lines, list) or not all(isinstance(x, str) and x.strip() for x in lines):
                raise RepliesError(f"{where}: expected a list of phrasings")
            distinct = tuple(dict.fromkeys(lines))
            if len(distinct) < MIN_PHRASINGS:
                raise RepliesError(f"{where}: {len(distinct)} distinct phrasings, need at least {MIN_PHRASINGS}")
            for text in distinct:
                _check_phrasing(where, kind, text)
            out[language][kind] = distinct
    return out


@cache
def load() -> dict[str, dict[str, tuple[str, ...]]]:
    """The replies file, read once and checked: ``{language: {kind: phrasings}}``, in the file's order."""
    path = resources.files("bank_gym.customers").joinpath("replies.yaml")
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as error:
        raise RepliesError(f"replies.yaml: not valid YAML: {error}") from None
    return check(data)


def phrasings(kind: str, language: str = "en") -> tuple[str, ...]:
    """The phrasings of one kind of reply in a language (``KeyError`` for a kind or language it has none of)."""
    return load()[language][kind]
