"""The languages a customer can speak: English (``en``), Hindi in Devanagari (``hi``) and Hinglish, Hindi and
English mixed in Latin script (``hinglish``).

A task's data (gold chain, facts, what each step waits for) is the same in every language; what changes is
what the customer says. The families write their customer's words for each language next to the English ones
with ``say(en, hi=..., hinglish=...)``; the task generator runs a family inside ``speaking(language)``, and
``localize(task, language)`` rebuilds a released task's words in another language from its family, customer and
seed, checking that nothing but words changed. The shared pieces every family uses (how a customer gives an
account number, a tenure, a card) are here too, with several phrasings each, picked per value so a family's
tasks vary.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Literal, TypeVar

__all__ = [
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "Language",
    "MissingTranslation",
    "check_language",
    "current",
    "pick_for",
    "say",
    "speaking",
]

Language = Literal["en", "hi", "hinglish"]
LANGUAGES: tuple[str, ...] = ("en", "hi", "hinglish")
LANGUAGE_NAMES = {"en": "English", "hi": "Hindi (Devanagari)", "hinglish": "Hinglish (Hindi and English, Latin script)"}

_CURRENT: ContextVar[str] = ContextVar("bank_gym_task_language", default="en")
T = TypeVar("T")


class MissingTranslation(RuntimeError):
    """A family has no words for the language it is being built in (never a reason to skip a customer)."""


def check_language(language: object) -> str:
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; choose one of {', '.join(LANGUAGES)}")
    return str(language)


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Build tasks (run families) with the customer speaking ``language``."""
    token = _CURRENT.set(check_language(language))
    try:
        yield
    finally:
        _CURRENT.reset(token)


def current() -> str:
    """The language tasks are being built in (``en`` outside ``speaking``)."""
    return _CURRENT.get()


def say(en: T, hi: T | None = None, hinglish: T | None = None) -> T:
    """The customer's words in the current language: a string or a list of phrasings, written per family."""
    language = _CURRENT.get()
    if language == "en":
        return en
    text = hi if language == "hi" else hinglish
    if text is None or (not isinstance(text, str) and not text):
        raise MissingTranslation(f"no {LANGUAGE_NAMES[language]} words for: {en!r}")
    return text


def pick_for(key: object, options: Sequence[T]) -> T:
    """One of ``options`` chosen by ``key`` (a value of the task), the same on every machine."""
    return options[zlib.crc32(str(key).encode("utf-8")) % len(options)]
