"""Aranya Bank's written servicing policy, the assistant's instructions and the knowledge base.

The markdown files are package data and are read with :mod:`importlib.resources`, so everything here
works from an installed wheel as well as from a source checkout.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

from bank_gym.policy.search import CATEGORIES, KBDocument, KBSection, KnowledgeBase

__all__ = ["CATEGORIES", "KBDocument", "KBSection", "KnowledgeBase", "load_instructions", "load_policy"]


def _read(name: str) -> str:
    return resources.files(__name__).joinpath(name).read_text(encoding="utf-8")


@lru_cache(maxsize=1)
def load_policy() -> str:
    """The bank's servicing policy (markdown)."""
    return _read("policy.md")


@lru_cache(maxsize=1)
def load_instructions() -> str:
    """The assistant's operating instructions (markdown)."""
    return _read("instructions.md")
