"""Session records (docs/design.md §4): one JSON line per finished session, and re-scoring from the record alone.

A record keeps the whole conversation in OpenAI chat format and the customer's structured events (decisions,
facts heard, served; each with ``message``, the index of the customer message that carried it). Re-scoring
extracts the assistant's tool calls in order, re-executes them on a fresh episode (recorded tool outputs are
never trusted), re-reads the conversation with the re-executed outputs and recomputes the verdict, which must
equal the live one. For the scripted customer, ``replay_customer`` also re-derives the customer's side (its
messages, events and the termination) from the task, the seed and the recorded assistant turns, through the live
env, so a forged customer message or event is found; a model customer's side is taken on trust.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from ..bank.state import Bank
from ..tasks.model import Task
from ..tools.registry import parse_arguments
from .verdict import AgentCall, Termination, Verdict, score_transcript

__all__ = ["PROMPTS_FILE", "ReadReport", "SessionRecord", "calls_from_messages", "compact_record", "customer_replayable",
           "load_jsonl", "load_prompts", "read_records", "record_language", "record_task", "replay_customer", "rescore",
           "save_jsonl"]

_WRITE_LOCK = threading.Lock()  # one writer at a time within a process (worker threads share a file)


class SessionRecord(BaseModel):
    """One finished session. Extra keys are kept (forward compatible)."""

    model_config = ConfigDict(extra="allow")

    task_id: str
    seed: int | None = None
    trial: int = 0
    agent: str | dict[str, Any] = ""  # a description, e.g. "openai:gpt-4o" or {"kind": ..., "model": ...}
    customer: str | dict[str, Any] = ""
    messages: list[dict[str, Any]] = Field(default_factory=list)
    customer_events: list[dict[str, Any]] = Field(default_factory=list)
    termination: Termination
    verdict: Verdict
    usage: dict[str, Any] | None = None
    duration_s: float | None = None
    # why the session could not be run (an unreachable endpoint, a wrong key, 5xx after retries): such a
    # session is the infrastructure's failure, kept out of every score and redone on resume
    infrastructure_error: str | None = None

    @property
    def passed(self) -> bool:
        return self.verdict.passed


def _dump(record: SessionRecord | Mapping) -> str:
    if isinstance(record, BaseModel):
        data = record.model_dump(mode="json")
    else:
        data = SessionRecord.model_validate(record).model_dump(mode="json")
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def save_jsonl(path: str | os.PathLike, records: SessionRecord | Mapping | Iterable[SessionRecord | Mapping]) -> int:
    """Append records, one JSON line each (a single write per line), flushing after every line; returns how
    many were written. Thread-safe within a process.

    If the file ends with a partial line (a crash mid-write), a newline is added first so the new records
    start on their own lines (the partial line is skipped by ``load_jsonl``)."""
    if isinstance(records, (BaseModel, Mapping)):
        records = [records]
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    count = 0
    with _WRITE_LOCK, open(path, "a+b") as fh:
        fh.seek(0, os.SEEK_END)
        if fh.tell() > 0:
            fh.seek(-1, os.SEEK_END)
            if fh.read(1) != b"\n":
                fh.seek(0, os.SEEK_END)
                fh.write(b"\n")
        fh.seek(0, os.SEEK_END)
        for record in records:
            fh.write(_dump(record).encode("utf-8") + b"\n")
            fh.flush()
            count += 1
    return count


PROMPTS_FILE = "system_prompts.json"  # beside sessions.jsonl: every distinct system prompt of the run, once


def _prompt_ref(text: str) -> str:
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


def compact_record(record: dict, prompts: dict[str, str]) -> dict:
    """The record as written to a run's sessions file: its system prompt (about 17 kB, the same for every session of
    a date) replaced by a reference (``"prompt": "sha256:..."``, ``content`` null) and added to ``prompts`` (ref ->
    text, saved once per run as ``system_prompts.json``). Reading the file puts the text back."""
    messages = record.get("messages") or []
    first = messages[0] if messages else None
    if not (isinstance(first, dict) and first.get("role") == "system" and isinstance(first.get("content"), str)):
        return record
    ref = _prompt_ref(first["content"])
    prompts.setdefault(ref, first["content"])
    return {**record, "messages": [{**{k: v for k, v in first.items() if k != "content"}, "content": None,
                                    "prompt": ref}, *messages[1:]]}


def load_prompts(folder: str | os.PathLike) -> dict[str, str]:
    """A run folder's stored system prompts (ref -> text); empty when it has none (records written whole)."""
    try:
        data = json.loads((Path(folder) / PROMPTS_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str)} if isinstance(data, dict) else {}


def _inflate(record: SessionRecord, prompts: Mapping[str, str]) -> SessionRecord:
    first = record.messages[0] if record.messages else None
    ref = first.get("prompt") if isinstance(first, dict) and first.get("content") is None else None
    if isinstance(ref, str) and ref in prompts:
        text = prompts[ref]
        if _prompt_ref(text) == ref:
            record.messages[0] = {k: v for k, v in first.items() if k != "prompt"} | {"content": text}
    return record


def _unresolved_prompt(record: SessionRecord) -> str | None:
    """Why the record's system prompt, stored by reference, could not be put back (None: it was, or it was whole)."""
    first = record.messages[0] if record.messages else None
    if not (isinstance(first, dict) and first.get("content") is None and "prompt" in first):
        return None
    ref = first["prompt"]
    shown = (ref[:19] + "…") if isinstance(ref, str) else type(ref).__name__
    return f"its system prompt ({shown}) is not in {PROMPTS_FILE}, or the text there does not match its sha256"


@dataclass
class ReadReport:
    """What reading a sessions file found: the records (first of each (task_id, trial) kept) and what was wrong."""

    records: list[SessionRecord] = field(default_factory=list)
    damaged: list[tuple[int, str]] = field(default_factory=list)  # (1-based line number, why)
    duplicates: list[tuple[int, str]] = field(default_factory=list)  # (line number, "task_id trial N")
    torn_last_line: bool = False  # the last line is cut off (a crash mid-write): expected, not damage

    @property
    def problems(self) -> list[str]:
        out = [f"line {n}: {why}" for n, why in self.damaged]
        out += [f"line {n}: duplicate of an earlier session ({what})" for n, what in self.duplicates]
        return out


def read_records(path: str | os.PathLike) -> ReadReport:
    """Read a sessions file line by line, reporting every line that is not a valid record (not UTF-8, not JSON,
    not a record, wrong types) with its line number, and every duplicate (task_id, trial). A torn last line (no
    final newline and not parseable) is reported separately: it is what a crash mid-write leaves. A record whose
    system prompt is stored once per run (``PROMPTS_FILE``) gets its text back, checked against its sha256; one
    whose prompt cannot be put back is a damaged line."""
    report = ReadReport()
    prompts = load_prompts(Path(path).parent)
    raw = Path(path).read_bytes()
    lines = raw.split(b"\n")
    ends_cleanly = raw.endswith(b"\n") or not raw
    seen: set[tuple[str, int]] = set()
    last = max((i for i, line in enumerate(lines) if line.strip()), default=-1)
    for i, line in enumerate(lines):
        if not line.strip():
            continue
        number = i + 1
        try:
            text = line.decode("utf-8")
        except UnicodeDecodeError:
            report.damaged.append((number, "not UTF-8"))
            continue
        try:
            record = SessionRecord.model_validate_json(text)
        except ValueError as exc:
            if i == last and not ends_cleanly:
                report.torn_last_line = True
                continue
            first = str(exc).splitlines()
            report.damaged.append((number, "not a session record" + (f" ({first[1].strip()})" if len(first) > 1 else "")))
            continue
        key = (record.task_id, record.trial)
        if key in seen:
            report.duplicates.append((number, f"{record.task_id} trial {record.trial}"))
            continue
        record = _inflate(record, prompts)
        unresolved = _unresolved_prompt(record)
        if unresolved:  # a transcript without its system prompt cannot be re-read as it was played
            report.damaged.append((number, unresolved))
            continue
        seen.add(key)
        report.records.append(record)
    return report


def load_jsonl(path: str | os.PathLike, *, strict: bool = False) -> list[SessionRecord]:
    """Read records. A line that does not parse (typically a truncated last line) is skipped, unless
    ``strict`` and it is not the last line, in which case it raises ``ValueError``."""
    out: list[SessionRecord] = []
    prompts = load_prompts(Path(path).parent)
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    last = max((i for i, line in enumerate(lines) if line.strip()), default=-1)
    for i, line in enumerate(lines):
        if not line.strip():
            continue
        try:
            out.append(_inflate(SessionRecord.model_validate_json(line), prompts))
        except ValueError:
            if strict and i != last:
                raise ValueError(f"{path}:{i + 1}: not a session record") from None
    return out


def calls_from_messages(messages: Iterable[Mapping[str, Any]]) -> list[AgentCall]:
    """The assistant's tool calls in order. ``function.arguments`` may be a dict or a JSON string; a string that
    is not a JSON object, or a call without a function name, becomes a failed call (never executed)."""
    calls: list[AgentCall] = []
    for message in messages:
        if not isinstance(message, Mapping) or message.get("role") != "assistant":
            continue
        for tc in message.get("tool_calls") or ():
            function = tc.get("function") if isinstance(tc, Mapping) else None
            if not isinstance(function, Mapping):
                calls.append(AgentCall("", None, True))
                continue
            name = function.get("name")
            arguments = function.get("arguments")
            if not isinstance(name, str) or not name:
                calls.append(AgentCall(str(name or ""), arguments, True))
                continue
            # Arguments stay as recorded (string or object) so re-execution sees what the live run saw; the
            # call is failed if they are not a JSON object (the same test ``execute`` applies).
            calls.append(AgentCall(name, arguments, isinstance(parse_arguments(arguments), str)))
    return calls


def record_language(record: SessionRecord) -> str:
    """The customer's language of a recorded session (records of English sessions do not name it)."""
    return (record.model_extra or {}).get("language") or "en"


def record_task(record: SessionRecord, tasks_by_id: Mapping[str, Task], bank: Bank) -> Task:
    """The task a record was played on (in the customer's language when the session was not in English)."""
    task = tasks_by_id[record.task_id]
    language = record_language(record)
    if language != "en" and language != task.language:  # a session in another language: its task in that language
        from ..tasks.generate import localize

        task = localize(task, language, bank)
    return task


def rescore(record: SessionRecord | Mapping, tasks_by_id: Mapping[str, Task], bank: Bank) -> Verdict:
    """Re-score a record: its tool calls re-executed on a fresh episode of its task, its conversation re-read."""
    if not isinstance(record, SessionRecord):
        record = SessionRecord.model_validate(record)
    task = record_task(record, tasks_by_id, bank)
    return score_transcript(task, record.messages, record.customer_events, record.termination, bank)


REPLAYABLE_CUSTOMERS = ("scripted",)  # customers whose side follows from the task, the seed and the agent's turns


def customer_replayable(record: SessionRecord) -> bool:
    """Whether the customer's side of ``record`` can be replayed (the scripted customer) or is taken on trust (a
    model customer: its replies are samples from an endpoint)."""
    return record.customer in REPLAYABLE_CUSTOMERS


def replay_customer(record: SessionRecord, task: Task, env) -> tuple[list[str], dict]:
    """Replay the customer's side of ``record`` through the live code path: ``env`` (an ``IndianBankEnv`` with the
    scripted customer and the run's step and error limits) is reset on ``task`` with the record's seed and given
    the recorded assistant turns, one ``step`` each, exactly as the agent's actions were. Returns how the record
    differs from that replay (empty: the customer's messages, its events and the termination are what the
    customer would have said and done). A session that ended as ``error`` outside the env (an agent crash, a
    session timeout) is ended the same way after its last turn."""
    seed = record.seed if record.seed is not None else (record.model_extra or {}).get("customer_seed", record.trial)
    env = env.unwrapped
    env.reset(seed=int(seed), options={"task": task})
    differences: list[str] = []
    for index, message in enumerate(record.messages):
        if not isinstance(message, Mapping) or message.get("role") != "assistant":
            continue
        if env.termination is not None:
            differences.append(f"message {index}: the assistant speaks after the session ended "
                               f"({env.termination}) in the replay")
            break
        action: dict[str, Any] = {"role": "assistant", "content": message.get("content")}
        if message.get("tool_calls"):
            action["tool_calls"] = message["tool_calls"]
        env.step(action)
    if env.termination is None:
        if str(record.termination) != "error":
            differences.append(f"the replay has not ended after the last assistant turn, the record says "
                               f"{record.termination}")
        env.abort(str((record.model_extra or {}).get("error") or "ended outside the env"))
    replayed = env.session_record(trial=record.trial)
    if str(replayed["termination"]) != str(record.termination):
        differences.append(f"termination: recorded {record.termination}, replayed {replayed['termination']}")
    if replayed["messages"] != record.messages:
        mine, theirs = replayed["messages"], record.messages
        at = next((i for i, (a, b) in enumerate(zip(mine, theirs)) if a != b), min(len(mine), len(theirs)))
        shown = theirs[at] if at < len(theirs) else mine[at] if at < len(mine) else {}
        differences.append(f"messages: the record differs from the replay at message {at} ({shown.get('role', '?')}; "
                           f"{len(theirs)} recorded, {len(mine)} replayed)")
    if replayed["customer_events"] != record.customer_events:
        mine, theirs = replayed["customer_events"], record.customer_events
        at = next((i for i, (a, b) in enumerate(zip(mine, theirs)) if a != b), min(len(mine), len(theirs)))
        shown = theirs[at] if at < len(theirs) else mine[at] if at < len(mine) else {}
        differences.append(f"customer events: the record differs from the replay at event {at} "
                           f"({shown.get('type', '?')}; {len(theirs)} recorded, {len(mine)} replayed)")
    return differences, replayed
