"""The text of an episode: the characters the observation and action spaces allow, the system prompt, the tool
schemas handed to agents, and the transcript copied or rendered for humans.

``TranscriptText`` is the ``spaces.Text`` of both spaces. In a vector env's shared memory each text travels as its
length and its code points, so ``gym.make_vec(..., vectorization_mode="async")`` and ``AsyncVectorEnv``'s default
(``shared_memory=True``) work as they are.
"""

from __future__ import annotations

import json
import multiprocessing as mp
import string
from collections.abc import Sequence
from collections.abc import Sequence as SequenceABC
from functools import lru_cache

import numpy as np
from gymnasium import spaces
from gymnasium.vector.utils.shared_memory import create_shared_memory, read_from_shared_memory, write_to_shared_memory

from .actions import ToolCallSpec
from .tools import tool_schemas
from .tools.registry import parse_arguments

MAX_OBS_CHARS = 100_000  # an observation longer than this is cut (the transcript keeps it whole)
MAX_ACTION_CHARS = 100_000

__all__ = ["CHARSET", "CHARSET_ORDERED", "MAX_ACTION_CHARS", "MAX_OBS_CHARS", "REPLACEMENT", "HandedMessages",
           "TranscriptText", "copy_message", "customer_aliases", "fresh_tools", "recorded_arguments", "render_transcript", "sanitize",
           "system_prompt", "transcript_text"]

REPLACEMENT = "\ufffd"
_EXTRA_CHARS = "₹–—‘’“”…•×÷−\u00a0\u2009\u202f" + REPLACEMENT
_RANGES = (
    (0x00A0, 0x0180),  # Latin-1 supplement, Latin extended-A
    (0x0900, 0x0E00),  # Indic scripts: Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada,
    #                    Malayalam, Sinhala
    (0x2010, 0x2028),  # dashes, quotes, bullets, ellipsis
    (0x2030, 0x205F),  # per mille, primes, ...
    (0x20A0, 0x20C1),  # currency signs (₹ U+20B9)
    (0x2190, 0x2200),  # arrows
    (0x2200, 0x2300),  # mathematical operators
)
CHARSET: frozenset[str] = frozenset(
    set(string.printable) | set(_EXTRA_CHARS) | {chr(c) for lo, hi in _RANGES for c in range(lo, hi)}
)
"""Characters of the observation and action ``Text`` spaces: printable ASCII, ₹ and common Unicode
punctuation, Latin-1, arrows and math signs, and the Indic scripts (Devanagari to Sinhala). Observation text
outside it is replaced by U+FFFD (the transcript keeps the original); actions may contain anything."""
CHARSET_ORDERED = "".join(sorted(CHARSET))


def in_charset(text: str) -> bool:
    # Not a bare isascii() shortcut: ASCII control characters (e.g. DEL, \x00) are outside the charset.
    return CHARSET.issuperset(text)


def sanitize(text: str) -> str:
    """Observation text inside the observation space (charset and length)."""
    if not in_charset(text):
        text = "".join(ch if ch in CHARSET else REPLACEMENT for ch in text)
    if len(text) > MAX_OBS_CHARS:
        marker = "\n…[truncated]"
        text = text[: MAX_OBS_CHARS - len(marker)] + marker
    return text


# ---------------------------------------------------------------- shared, process-wide data


@lru_cache(maxsize=64)
def system_prompt(session_date: str) -> str:
    """Assistant instructions + written policy + the session date."""
    from .policy import load_instructions, load_policy

    return (f"<instructions>\n{load_instructions().strip()}\n</instructions>\n"
            f"<policy>\n{load_policy().strip()}\n</policy>\n"
            f"Today is {session_date}.")


@lru_cache(maxsize=1)
def _tools_json() -> str:
    return json.dumps(tool_schemas(), ensure_ascii=False)


@lru_cache(maxsize=1)
def _tools_builder():
    """A function that builds the tool schemas anew: their JSON read back, written as one Python literal and
    compiled once per process. Each call makes every dict and list afresh (the strings, immutable, are shared):
    41 µs a copy against 129 µs for unmarshalling and 155 µs for unpickling (1,651 objects)."""
    literal = repr(json.loads(_tools_json()))  # only dicts, lists, str, int, float, bool and None
    return eval(compile("lambda: " + literal, "<tool schemas>", "eval"), {"__builtins__": {}})  # noqa: S307


_ALIASES: dict[int, tuple[object, dict]] = {}


def customer_aliases(customer, bank=None) -> dict[str, list[str]]:
    """``scoring.conversation.aliases_of(customer, bank)`` worked out once per pristine customer record (the bank's
    records are frozen, so their aliases never change): 38 µs of each reset. Shared: read it, never modify it."""
    hit = _ALIASES.get(id(customer))
    if hit is None or hit[0] is not customer:  # the record is kept with its aliases, so its id is never reused
        from .scoring.conversation import aliases_of

        if len(_ALIASES) >= 4096:
            _ALIASES.clear()
        hit = _ALIASES[id(customer)] = (customer, aliases_of(customer, bank))
    return hit[1]


def fresh_tools() -> list[dict]:
    """A new copy of the tool schemas (callers may keep and modify it)."""
    return _tools_builder()()


def copy_message(m: dict) -> dict:
    out = dict(m)
    calls = out.get("tool_calls")
    if calls:
        out["tool_calls"] = [{**c, "function": dict(c["function"])} for c in calls]
    return out


class HandedMessages:
    """The transcript as ``info`` hands it out: each message is copied once, the first time it is handed out, and
    every later ``info`` hands out the same copy in a new list. A step costs the messages it added, not the
    whole transcript again; what an agent does to the copies never reaches the env's own transcript."""

    __slots__ = ("_copies",)

    def __init__(self) -> None:
        self._copies: list[dict] = []

    def hand(self, messages: Sequence[dict], first_new: int) -> tuple[list[dict], list[dict]]:
        """(the whole transcript, the messages from ``first_new`` on), as new lists of the handed-out copies."""
        copies = self._copies
        if len(copies) > len(messages):
            del copies[len(messages):]
        copies.extend(copy_message(m) for m in messages[len(copies):])
        return list(copies), copies[first_new:]


def recorded_arguments(spec: ToolCallSpec) -> str:
    """What a failed (unparsed) call records as ``function.arguments``: the raw text, guaranteed not to be a JSON
    object, so re-scoring the transcript also treats the call as failed."""
    raw = spec.arguments or ""
    if not isinstance(parse_arguments(raw), str):
        raw = "<unparsed> " + raw
    return raw


def render_transcript(messages: Sequence[dict], start: int = 0) -> str:
    """Human-readable text of an OpenAI-format transcript (used by ``render``)."""
    lines: list[str] = []
    for m in messages[start:]:
        role = m.get("role")
        content = m.get("content")
        if role == "system":
            text = content or ""
            last = text.rsplit("\n", 1)[-1]
            lines.append(f"[system] ({len(text)} characters of instructions and policy) {last}")
        elif role == "user":
            lines.append(f"[customer] {content}")
        elif role == "assistant":
            if content:
                lines.append(f"[assistant] {content}")
            for call in m.get("tool_calls") or ():
                fn = call.get("function", {})
                lines.append(f"[assistant -> tool] {fn.get('name')}({fn.get('arguments')}) id={call.get('id')}")
        elif role == "tool":
            lines.append(f"[tool_result name={m.get('name')} id={m.get('tool_call_id')}] {content}")
        else:
            lines.append(f"[{role}] {content}")
    return "\n".join(lines)


# ---------------------------------------------------------------- the environment


class TranscriptText(spaces.Text):
    """``spaces.Text`` for messages and transcripts. In a vector env's shared memory a text is stored as its length
    and its Unicode code points (``max_length + 1`` int32 per env), a copy with no per-character lookups."""

    def __reduce__(self):
        # With the env's own charset the space travels as its lengths (its charset is ~80 kB pickled).
        if self.character_set == CHARSET:
            return _transcript_text, (self.max_length, self.min_length)
        return super().__reduce__()


@lru_cache(maxsize=8)
def _prototype(max_length: int, min_length: int) -> TranscriptText:
    return TranscriptText(max_length=max_length, min_length=min_length, charset=CHARSET_ORDERED)


def transcript_text(max_length: int, min_length: int = 0) -> TranscriptText:
    """A ``TranscriptText`` with the env's charset. Its character tables (0.4 MB, 14 ms to build) are built once
    per process and shared, read-only, by every such space; each space has its own random generator."""
    space = object.__new__(TranscriptText)
    space.__dict__.update(_prototype(int(max_length), int(min_length)).__dict__)
    space._np_random = None
    return space


_transcript_text = transcript_text  # how a pickled space is rebuilt


@create_shared_memory.register(TranscriptText)
def _create_text_memory(space: TranscriptText, n: int = 1, ctx=mp):
    return ctx.Array(np.dtype(np.int32).char, n * (space.max_length + 1))


class SharedTexts(SequenceABC):
    """The texts in a vector env's shared memory, read when indexed. ``AsyncVectorEnv`` reads its shared memory once,
    when it is made, and expects a view of it (as numpy arrays are), so this is that view; ``copy.deepcopy`` (which
    ``AsyncVectorEnv(copy=True)``, the default, applies to every batch it returns) gives a plain tuple of strings."""

    __slots__ = ("_rows",)

    def __init__(self, rows: np.ndarray) -> None:
        self._rows = rows

    def __len__(self) -> int:
        return len(self._rows)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(len(self))))
        row = self._rows[index]
        return row[1: 1 + int(row[0])].astype("<u4").tobytes().decode("utf-32-le")

    def __eq__(self, other) -> bool:
        return isinstance(other, SequenceABC) and tuple(self) == tuple(other)

    __hash__ = None

    def __deepcopy__(self, memo) -> tuple[str, ...]:
        return tuple(self)

    def __reduce__(self):
        return tuple, (tuple(self),)

    def __repr__(self) -> str:
        return repr(tuple(self))


@read_from_shared_memory.register(TranscriptText)
def _read_text_memory(space: TranscriptText, shared_memory, n: int = 1) -> SharedTexts:
    return SharedTexts(np.frombuffer(shared_memory.get_obj(), dtype=np.int32).reshape((n, space.max_length + 1)))


@write_to_shared_memory.register(TranscriptText)
def _write_text_memory(space: TranscriptText, index: int, value: str, shared_memory) -> None:
    codes = np.frombuffer(str(value).encode("utf-32-le", "surrogatepass"), dtype="<u4")[: space.max_length]
    size = space.max_length + 1
    row = np.frombuffer(shared_memory.get_obj(), dtype=np.int32)[index * size: (index + 1) * size]
    row[0] = len(codes)
    row[1: 1 + len(codes)] = codes.astype(np.int32)
