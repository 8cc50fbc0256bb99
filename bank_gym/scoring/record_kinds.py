"""A record's kind said beside its id: "SB3036287743 (your current account)", "your savings account SB…", "आपका चालू
खाता CA…". The kind is a fact of the record, shown by the bank's outputs (``account_type``): a customer with two
accounts consents to the one the gloss names, so a wrong kind beside the right id is a wrong fact, whatever the
id. Only a kind said right beside the id (before it, after it in the same clause, or as its apposition: "SB…, your
current account,") is read."""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..language.grounding import read_json
from ..language.text import fold

__all__ = ["account_kinds", "kind_conflicts"]

# the words for each kind, and the kinds each account type may be called (a salary, NRE or NRO account is a
# savings account too)
_WORDS = {"savings": r"savings?|bachat|बचत", "current": r"current|chalu|चालू", "salary": r"salary|सैलरी|वेतन",
          "nre": r"nre|एनआरई", "nro": r"nro|एनआरओ"}
_MAY_BE_CALLED = {"SAVINGS": {"savings"}, "SALARY": {"savings", "salary"}, "CURRENT": {"current"},
                  "NRE": {"savings", "nre"}, "NRO": {"savings", "nro"}}
_KIND = "|".join(f"(?P<{k}>{v})" for k, v in _WORDS.items())
_GLOSS = re.compile(fold(rf"(?<![\w\u0900-\u097f])(?:{_KIND})\s+(?:bank\s+)?(?:account|a/c|khata|khaata|खाता|खाते)(?![\w\u0900-\u097f])"))
_APPOSITION = re.compile(fold(r"\**,\s+(?:(?:your|the|aapka|aapke|apna|आपका|आपके|अपना)\s+)?"))
_ACCOUNT_ID = re.compile(r"\b(?:SB|CA|NE|NO|SA|CU)\d{6,}\b", re.IGNORECASE)


def account_kinds(outputs: Iterable[str]) -> dict[str, str]:
    """Account id (upper case) -> its ``account_type``, from every record the outputs show."""
    kinds: dict[str, str] = {}

    def walk(node) -> None:
        if isinstance(node, dict):
            account, kind = node.get("account_id"), node.get("account_type")
            if isinstance(account, str) and isinstance(kind, str):
                kinds[account.upper()] = kind.upper()
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for text in outputs:
        if '"account_type"' in text:
            walk(read_json(text))
    return kinds


def kind_conflicts(low: str, kinds: dict[str, str]) -> list[str]:
    """Ids in ``low`` (a message, lower case) glossed with a kind their record is not ("sb… (your current account)")."""
    if not kinds:
        return []
    ids = list(_ACCOUNT_ID.finditer(low))
    out = []
    for i, m in enumerate(ids):
        kind = kinds.get(m.group(0).upper())
        if kind not in _MAY_BE_CALLED:
            continue
        after_end = min(ids[i + 1].start() if i + 1 < len(ids) else len(low), m.end() + 40)
        after = re.split(r"[.;!?\n।]|,\s|\band\b|\bor\b", low[m.end():after_end], maxsplit=1)[0]
        before_start = max(ids[i - 1].end() if i else 0, m.start() - 40)
        glosses = [g for g in _GLOSS.finditer(after)] + [
            g for g in _GLOSS.finditer(low, before_start, m.start()) if not low[g.end():m.start()].strip(" :*(-–—#")]
        apposition = _APPOSITION.match(low, m.end())  # "SB…, your current account, …"
        if apposition and (g := _GLOSS.match(low, apposition.end())):
            glosses.append(g)
        said = {k for g in glosses for k in _WORDS if g.group(k)}
        if said and not said & _MAY_BE_CALLED[kind]:
            out.append(f"{m.group(0).upper()} ({'/'.join(sorted(said))})")
    return out
