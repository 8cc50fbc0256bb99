"""Text normalization, tokens and sentences: the ground every other part of the language layer stands on.

Assistant messages arrive in every style models write: curly quotes, non-breaking spaces, markdown emphasis,
bullet lists, code spans. ``normalize`` maps them to one plain form (keeping ₹ and the original letters, so
character offsets stay meaningful for the lower-cased copy) and ``split_sentences`` cuts the result into
sentences without breaking decimals ("6.25"), abbreviations ("Rs. 500", "p.a.", "No.") or dates ("16.07.2026").
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

MAX_READ_CHARS = 20_000  # everything reads at most this much of one message (bounded work on hostile input)

_TRANSLATE = str.maketrans({
    "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'", "\u02bc": "'",
    "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u2033": '"',
    "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": " - ", "\u2015": " - ", "\u2212": "-",
    "\u00a0": " ", "\u2009": " ", "\u202f": " ", "\u2007": " ", "\u200b": "", "\u200c": "", "\u200d": "",
    "\ufeff": "", "\u2026": "...", "\u2022": "-", "\u00b7": " ", "\u25cf": "-", "\u25aa": "-",
    "\u20a8": "Rs", "\uff05": "%",
})
_MARKDOWN = re.compile(r"(?<!\*)\*\*(?!\*)|__|`+|~~")
_BULLET = re.compile(r"(?m)^[ \t]*(?:[-*+•]|\d{1,2}[.)])[ \t]+")
_HEADING = re.compile(r"(?m)^[ \t]*#{1,6}[ \t]+")
_SINGLE_EMPHASIS = re.compile(r"(?<![\w*])\*(?=\S)([^*\n]{1,200}?)(?<=\S)\*(?![\w*])")
_SPACES = re.compile(r"[ \t\r\f\v]+")


def normalize(text: object) -> str:
    """One plain form of a message: bounded length, straight quotes, plain spaces and dashes, no markdown
    emphasis or code marks, list bullets turned into line starts. Letters keep their case."""
    if not isinstance(text, str):
        text = "" if text is None else str(text)
    text = text[:MAX_READ_CHARS]
    if not text.isascii():
        text = unicodedata.normalize("NFC", text).translate(_TRANSLATE)
    if "*" in text or "_" in text or "`" in text or "~" in text:
        text = _MARKDOWN.sub("", text)
        text = _SINGLE_EMPHASIS.sub(r"\1", text)
    if "#" in text:
        text = _HEADING.sub("", text)
    text = _BULLET.sub("\n", text)
    return _SPACES.sub(" ", text).strip()


# ---------------------------------------------------------------- sentences

# A full stop after one of these does not end a sentence.
_ABBREVIATIONS = frozenset({
    "rs", "no", "nos", "p.a", "pa", "e.g", "i.e", "eg", "ie", "approx", "mr", "mrs", "ms", "dr", "st", "a/c", "ac",
    "vs", "etc", "incl", "min", "max", "yr", "yrs", "mo", "mos", "mths", "dt", "ref", "sr", "jr", "govt", "ltd",
    "pvt", "co", "inr", "a.m", "p.m", "am", "pm", "sec", "dept",
})
_BOUNDARY = re.compile(r"[.!?]+[\"')\]]*(?=\s|$)|\n+|;\s+|:\s*\n")


@dataclass(frozen=True)
class Sentence:
    start: int  # offsets into the normalized text
    end: int
    text: str  # lower case
    question: bool  # ends with "?"


def split_sentences(norm: str) -> tuple[Sentence, ...]:
    """Sentences of a normalized message (offsets into it). A question mark anywhere at a sentence end marks
    the sentence as a question."""
    out: list[Sentence] = []
    start = 0
    low = norm.lower()
    for match in _BOUNDARY.finditer(norm):
        mark = match.group(0)
        if mark.startswith("."):
            before = low[max(start, match.start() - 8):match.start()]
            word = re.split(r"[\s(]", before)[-1] if before else ""
            nxt = norm[match.end():match.end() + 2].lstrip()
            # "Rs. 500", "p.a. for", "16.07.2026", "6.25": no boundary
            if word.rstrip(".") in _ABBREVIATIONS or (nxt[:1].isdigit() and word[-1:].isdigit()):
                continue
            if nxt[:1].islower() and word.rstrip(".") in ("a", "p"):
                continue
        end = match.end()
        _add(out, norm, low, start, end)
        start = end
    _add(out, norm, low, start, len(norm))
    return tuple(out)


def _add(out: list[Sentence], norm: str, low: str, start: int, end: int) -> None:
    piece = low[start:end]
    stripped = piece.strip()
    if not stripped or not any(ch.isalnum() for ch in stripped):
        return
    lead = len(piece) - len(piece.lstrip())
    s, e = start + lead, start + lead + len(stripped)
    out.append(Sentence(s, e, low[s:e], "?" in stripped.rstrip("\"') ]")[-2:] or stripped.endswith("?")))


# ---------------------------------------------------------------- words

_WORD = re.compile(r"[a-z0-9₹]+(?:'[a-z]+)?")


def words(low: str) -> list[str]:
    """Lower-case word tokens (contractions kept whole: "isn't")."""
    return _WORD.findall(low)


def word_set(low: str) -> frozenset[str]:
    return frozenset(words(low))


@lru_cache(maxsize=8192)
def word_pattern(phrase: str, before: str = "a-z0-9", after: str = "a-z0-9") -> re.Pattern:
    """``phrase`` (lower case) as a pattern that must not touch the characters ``before`` / ``after`` (a regex
    class body). Compiled once per phrase: record names, ids and keywords are many, and compiling them on every
    call would thrash the ``re`` module's small cache."""
    return re.compile(f"(?<![{before}])" + re.escape(phrase) + f"(?![{after}])")


def contains_word(low: str, phrase: str) -> bool:
    """Whether ``phrase`` (lower case) occurs in ``low`` on word boundaries."""
    if not phrase:
        return False
    return word_pattern(phrase).search(low) is not None
