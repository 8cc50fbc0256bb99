"""Parsing one assistant turn into a message or a list of tool calls (docs/design.md §2).

``parse_action(action) -> ParsedAction`` accepts every format models actually emit and never raises:

* **plain text** -> a message to the customer (an empty string is a message too: the customer answers it);
* **a JSON tool call** ``{"name": ..., "arguments": {...}}`` or a JSON list of them. ``arguments`` may be an
  object or a JSON string holding one (OpenAI style); ``parameters`` is accepted as a synonym (Llama style),
  and ``{"function": {"name", "arguments"}}`` (an OpenAI tool-call item) too. Several JSON objects one after
  another (JSON Lines) are several calls; text after the JSON is ignored (and recorded). A whole message that
  is one fenced code block (```json ... ```) holding such JSON counts as that JSON;
* **Qwen/Hermes** ``<tool_call>{...}</tool_call>`` blocks, one or several, with optional text around them
  (ignored, recorded in ``ParsedAction.text``). A last block whose closing tag is missing is accepted when what
  follows ``<tool_call>`` is exactly one complete JSON object (generation often stops on ``</tool_call>`` and
  drops it); otherwise it is a failed call;
* **an OpenAI assistant message** ``{"role": "assistant", "content": ..., "tool_calls": [{"id", "type":
  "function", "function": {"name", "arguments"}}]}``, as a dict, as its JSON text, or as any object with a
  ``model_dump()`` (the ``openai`` SDK's message object). Without tool calls its content is the message (and
  content holding ``<tool_call>`` blocks is parsed as text);
* a Python ``dict`` / ``list`` given directly is read like its JSON; ``bytes`` are decoded as UTF-8;
* a turn that is exactly one ``send_message`` call with a string ``message`` argument (in any of the formats
  above) is a message to the customer: the protocol of the TRL adapter, where talking is a tool call.

**Looks like a tool call** means: the stripped text starts with ``{``, ``[`` or a code fence, or contains
``<tool_call>`` / ``</tool_call>``. Such text that cannot be parsed (broken JSON mentioning ``"name"``,
``"arguments"`` or ``"function"``, an unterminated ``<tool_call>`` block, a JSON object that names no tool,
...) becomes a **failed tool call** (``ToolCallSpec.error`` set) with a clear message; the env reports it to
the agent as a tool result and counts it toward the error limit, and never executes it. Text starting with
``{`` or ``[`` that is not valid JSON and mentions none of those keys is an ordinary message.

Robustness: inputs are capped (``MAX_ACTION_CHARS`` characters, ``MAX_TOOL_CALLS`` calls per turn, JSON nesting
through Python's recursion limit is caught), lone surrogates are replaced so every string is valid UTF-8, and
any unexpected exception inside the parser becomes a failed call rather than escaping.

The arguments of a parsed call are kept as **JSON text** (``ToolCallSpec.arguments``): the env executes and
records exactly that text, so re-scoring a saved transcript re-executes exactly what the live session did.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any, Literal

__all__ = [
    "MAX_ACTION_CHARS",
    "MAX_MESSAGE_CHARS",
    "MAX_TOOL_CALLS",
    "ParsedAction",
    "ToolCallSpec",
    "looks_like_tool_call",
    "parse_action",
]

MAX_ACTION_CHARS = 100_000  # longer text is cut (a message) or rejected (a tool call)
# A message to the customer longer than a real chat allows (the longest natural assistant message we measured
# is under 3,000 characters; chat apps cap far lower than the action space) is refused as malformed: never
# delivered, a failed call, so no check has to read 100,000 characters and no padding can hide a tail.
MAX_MESSAGE_CHARS = 8_000
MAX_TOOL_CALLS = 32  # per assistant turn
MAX_NAME_CHARS = 200
_CALL_KEYS = ('"name"', '"arguments"', '"function"', '"tool_calls"', '"parameters"')
_OPEN, _CLOSE = "<tool_call>", "</tool_call>"
_FENCE = re.compile(r"\A```[A-Za-z0-9_+-]*[ \t]*\n?(.*?)\n?```\Z", re.DOTALL)
_NAME_IN_TEXT = re.compile(r'"name"\s*:\s*"([^"\\]{1,200})"')
_decoder = json.JSONDecoder()


@dataclass
class ToolCallSpec:
    """One tool call as the agent wrote it.

    ``arguments`` is JSON text (what gets executed and recorded). ``error`` set means the call could not be
    parsed: it is a failed call and is never executed (``arguments`` then holds the raw text, for the record).
    ``id`` is the agent's own call id if it gave one (informational; the env numbers calls itself).
    """

    name: str
    arguments: str = "{}"
    id: str | None = None
    error: str | None = None

    @property
    def failed(self) -> bool:
        return self.error is not None


@dataclass
class ParsedAction:
    """A message (``kind == "message"``, text in ``message``) or tool calls (``kind == "tool_calls"``).

    ``text``: for tool calls, the free text that came with them (ignored by the env, recorded as the
    assistant message's content). ``format``: which input format was recognised (``text``, ``json``,
    ``hermes``, ``openai``, ``dict``, ``list``, ``error``)."""

    kind: Literal["message", "tool_calls"]
    message: str | None = None
    tool_calls: list[ToolCallSpec] = field(default_factory=list)
    text: str = ""
    format: str = "text"

    @property
    def is_message(self) -> bool:
        return self.kind == "message"

    @property
    def errors(self) -> list[str]:
        return [c.error for c in self.tool_calls if c.error is not None]


# ---------------------------------------------------------------- helpers


def clean_text(text: str) -> str:
    """Valid UTF-8 (lone surrogates replaced)."""
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return text.encode("utf-8", "replace").decode("utf-8")


def _message(text: str, fmt: str = "text") -> ParsedAction:
    if len(text) > MAX_ACTION_CHARS:
        text = text[:MAX_ACTION_CHARS]
    return ParsedAction(kind="message", message=text, format=fmt)


def _failed(error: str, raw: str = "", name: str = "", fmt: str = "error", text: str = "") -> ParsedAction:
    return ParsedAction(kind="tool_calls", tool_calls=[_failed_call(error, raw, name)], text=text, format=fmt)


def _failed_call(error: str, raw: Any = "", name: Any = "", call_id: Any = None) -> ToolCallSpec:
    raw_text = raw if isinstance(raw, str) else _safe_dumps(raw)[0] or ""
    if len(raw_text) > 2000:
        raw_text = raw_text[:2000] + "…"
    name = name if isinstance(name, str) else ""
    return ToolCallSpec(name=clean_text(name[:MAX_NAME_CHARS]), arguments=clean_text(raw_text),
                        id=call_id if isinstance(call_id, str) else None, error=error)


def _safe_dumps(value: Any) -> tuple[str | None, str | None]:
    """(JSON text, None) or (None, error message)."""
    try:
        return clean_text(json.dumps(value, ensure_ascii=False)), None
    except RecursionError:
        return None, "the arguments are nested too deeply"
    except (TypeError, ValueError, OverflowError) as exc:
        return None, f"the arguments are not JSON-serializable ({type(exc).__name__}: {str(exc)[:120]})"


def _loads(text: str) -> tuple[Any, str | None]:
    try:
        return json.loads(text), None
    except RecursionError:
        return None, "the JSON is nested too deeply"
    except (ValueError, TypeError) as exc:  # JSONDecodeError is a ValueError
        return None, f"invalid JSON ({str(exc)[:160]})"


def _json_values(text: str) -> tuple[list[Any], str, str | None]:
    """Whitespace-separated JSON values at the start of ``text`` -> (values, trailing text, error).

    ``error`` is set when not even the first value parses."""
    values: list[Any] = []
    pos, n = 0, len(text)
    while pos < n:
        while pos < n and text[pos] in " \t\r\n":
            pos += 1
        if pos >= n or text[pos] not in "{[":
            break
        try:
            value, end = _decoder.raw_decode(text, pos)
        except RecursionError:
            return values, text[pos:], "the JSON is nested too deeply"
        except ValueError as exc:
            if not values:
                return [], text, f"invalid JSON ({str(exc)[:160]})"
            break
        values.append(value)
        pos = end
        if len(values) > MAX_TOOL_CALLS:
            break
    return values, text[pos:].strip(), None


def looks_like_tool_call(text: str) -> bool:
    """The text-level test used to decide between a message and a (possibly failed) tool call."""
    stripped = text.strip()
    return stripped[:1] in ("{", "[") or stripped.startswith("```") or _OPEN in text or _CLOSE in text


# ---------------------------------------------------------------- objects -> calls


def _call_from_obj(obj: Any) -> ToolCallSpec:
    """One tool-call object -> ToolCallSpec (failed if it names no tool or its arguments cannot be encoded)."""
    if not isinstance(obj, dict):
        return _failed_call(f"a tool call must be a JSON object with a 'name', got {type(obj).__name__}", obj)
    call_id = obj.get("id")
    function = obj.get("function")
    if isinstance(function, dict):  # OpenAI tool-call item {"id", "type", "function": {"name", "arguments"}}
        name = function.get("name")
        arguments = function.get("arguments", function.get("parameters"))
    else:
        name = obj.get("name", function if isinstance(function, str) else None)
        if name is None:
            name = obj.get("tool_name", obj.get("tool"))
        arguments = obj.get("arguments", obj.get("parameters", obj.get("args")))
    if not isinstance(name, str) or not name.strip():
        shown = "no 'name'" if name is None else f"a name of type {type(name).__name__}"
        if isinstance(name, str):
            shown = "an empty name"
        return _failed_call(f"the tool call has {shown}; expected {{\"name\": ..., \"arguments\": {{...}}}}",
                            obj, "", call_id)
    name = name.strip()
    if len(name) > MAX_NAME_CHARS:
        return _failed_call(f"the tool name is too long ({len(name)} characters)", "", name[:MAX_NAME_CHARS], call_id)
    if arguments is None:
        text = "{}"
    elif isinstance(arguments, str):
        text = clean_text(arguments)
    else:
        text, error = _safe_dumps(arguments)
        if text is None:
            return _failed_call(error or "invalid arguments", "", name, call_id)
    return ToolCallSpec(name=clean_text(name), arguments=text, id=call_id if isinstance(call_id, str) else None)


def _calls_from_list(items: list, fmt: str, text: str = "") -> ParsedAction:
    if not items:
        return _failed("an empty list of tool calls", "[]", fmt=fmt, text=text)
    if len(items) > MAX_TOOL_CALLS:
        return _failed(f"too many tool calls in one turn ({len(items)}; the limit is {MAX_TOOL_CALLS})",
                       fmt=fmt, text=text)
    return ParsedAction(kind="tool_calls", tool_calls=[_call_from_obj(item) for item in items], text=text, format=fmt)


def _content_text(content: Any) -> str:
    """OpenAI message content: a string, None, or a list of parts ({"type": "text", "text": ...})."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for part in content[:1000]:
            if isinstance(part, str):
                parts.append(part)
            elif isinstance(part, dict) and isinstance(part.get("text"), str):
                parts.append(part["text"])
        return "".join(parts)
    return str(content)


def _from_openai_message(obj: dict, fmt: str) -> ParsedAction:
    role = obj.get("role", "assistant")
    if role != "assistant":
        return _failed(f"expected an assistant message, got role {str(role)[:40]!r}", obj, fmt=fmt)
    content = clean_text(_content_text(obj.get("content")))
    tool_calls = obj.get("tool_calls")
    if tool_calls is None or tool_calls == []:
        if obj.get("function_call"):  # legacy OpenAI single function call
            return ParsedAction(kind="tool_calls", tool_calls=[_call_from_obj({"function": obj["function_call"]})],
                                text=content, format=fmt)
        # No tool calls: the content is the turn (it may itself hold <tool_call> blocks).
        inner = _parse_text(content)
        if inner.kind == "tool_calls":
            inner.format = f"{fmt}+{inner.format}"
            return inner
        return _message(content, fmt)
    if not isinstance(tool_calls, list):
        return _failed("'tool_calls' must be a list", tool_calls, fmt=fmt, text=content)
    parsed = _calls_from_list(tool_calls, fmt, content)
    return parsed


def _from_obj(obj: Any, fmt: str, text: str = "") -> ParsedAction:
    """A decoded JSON value (or a Python value given directly)."""
    if isinstance(obj, dict):
        if "tool_calls" in obj or "role" in obj or "function_call" in obj:
            return _from_openai_message(obj, "openai")
        if any(k in obj for k in ("name", "function", "arguments", "parameters", "tool_name")):
            return ParsedAction(kind="tool_calls", tool_calls=[_call_from_obj(obj)], text=text, format=fmt)
        if set(obj) == {"content"} and isinstance(obj["content"], str):
            return _message(clean_text(obj["content"]), fmt)
        keys = ", ".join(repr(str(k))[:40] for k in list(obj)[:6])
        return _failed(f"this JSON object is not a tool call (keys: {keys or 'none'}); expected "
                       "{\"name\": ..., \"arguments\": {...}}", obj, fmt=fmt, text=text)
    if isinstance(obj, (list, tuple)):
        return _calls_from_list(list(obj), "list" if fmt == "dict" else fmt, text)
    return _failed(f"a tool call must be a JSON object, got {type(obj).__name__}", obj, fmt=fmt, text=text)


# ---------------------------------------------------------------- text


def _parse_hermes(text: str) -> ParsedAction:
    calls: list[ToolCallSpec] = []
    outside: list[str] = []
    pos = 0
    while True:
        start = text.find(_OPEN, pos)
        if start < 0:
            stray = text.find(_CLOSE, pos)
            if stray >= 0 and not calls:
                calls.append(_failed_call(f"a {_CLOSE} tag without an opening {_OPEN}", text[pos:], ""))
            outside.append(text[pos:])
            break
        outside.append(text[pos:start])
        body_start = start + len(_OPEN)
        end = text.find(_CLOSE, body_start)
        if end < 0:
            body = text[body_start:].strip()
            values, rest, error = _json_values(body)
            if error is None and len(values) == 1 and not rest and isinstance(values[0], dict):
                calls.append(_call_from_obj(values[0]))
            else:
                name = _NAME_IN_TEXT.search(body[:5000])
                calls.append(_failed_call(f"an unterminated {_OPEN} block (no {_CLOSE})", body,
                                          name.group(1) if name else ""))
            break
        body = text[body_start:end].strip()
        pos = end + len(_CLOSE)
        value, error = _loads(body)
        if error is not None:
            name = _NAME_IN_TEXT.search(body[:5000])
            calls.append(_failed_call(f"could not parse the {_OPEN} block: {error}", body,
                                      name.group(1) if name else ""))
        elif isinstance(value, list):
            calls.extend(_call_from_obj(v) for v in value[:MAX_TOOL_CALLS])
        else:
            calls.append(_call_from_obj(value))
        if len(calls) > MAX_TOOL_CALLS:
            return _failed(f"too many tool calls in one turn (more than {MAX_TOOL_CALLS})", fmt="hermes")
    rest = clean_text("".join(outside).strip())
    return ParsedAction(kind="tool_calls", tool_calls=calls, text=rest, format="hermes")


def _parse_text(text: str) -> ParsedAction:
    stripped = text.strip()
    if _OPEN in text or _CLOSE in text:
        if len(text) > MAX_ACTION_CHARS:
            return _failed(f"the turn is too long to parse ({len(text)} characters; limit {MAX_ACTION_CHARS})",
                           fmt="hermes")
        return _parse_hermes(text)
    fence = _FENCE.match(stripped) if stripped.startswith("```") else None
    if fence is not None:
        inner = fence.group(1).strip()
        if inner[:1] in ("{", "["):
            parsed = _parse_json_text(inner, stripped)
            if parsed is not None:
                return parsed
        return _message(text)
    if stripped[:1] in ("{", "["):
        parsed = _parse_json_text(stripped, stripped)
        if parsed is not None:
            return parsed
    return _message(text)


def _parse_json_text(body: str, original: str) -> ParsedAction | None:
    """JSON-looking text -> calls, a failed call, or None (it is an ordinary message after all)."""
    callish = any(key in body[:20_000] for key in _CALL_KEYS)
    if len(body) > MAX_ACTION_CHARS:
        if callish:
            return _failed(f"the tool call is too long ({len(body)} characters; limit {MAX_ACTION_CHARS})",
                           body[:2000])
        return None
    values, rest, error = _json_values(body)
    if error is not None:
        if callish:
            name = _NAME_IN_TEXT.search(body[:5000])
            return _failed(f"could not parse the tool call: {error}", body, name.group(1) if name else "", fmt="json")
        return None
    if not values:
        return None
    if len(values) == 1:
        value = values[0]
        if isinstance(value, list) and not any(isinstance(v, dict) for v in value):
            return None if not callish and value else _from_obj(value, "json", rest)
        return _from_obj(value, "json", rest)
    # several JSON values in a row (JSON Lines): each is a call or a list of calls
    flat: list[Any] = []
    for v in values:
        flat.extend(v if isinstance(v, list) else [v])
    return _calls_from_list(flat, "json", rest)


# ---------------------------------------------------------------- entry point


def parse_action(action: Any) -> ParsedAction:
    """Parse one assistant turn (any supported format; see the module docstring). Never raises."""
    try:
        return _within_chat_length(_as_customer_message(_parse(action)))
    except RecursionError:
        return _failed("the action is nested too deeply")
    except Exception as exc:  # defensive: nothing may escape
        return _failed(f"the action could not be read ({type(exc).__name__})")


def _within_chat_length(parsed: ParsedAction) -> ParsedAction:
    """A message (or text beside tool calls) over ``MAX_MESSAGE_CHARS`` is a failed ``send_message`` call: the
    customer never sees it, no call of the turn runs, and it counts toward the error limit."""
    text = parsed.message if parsed.is_message else parsed.text
    if not text or len(text) <= MAX_MESSAGE_CHARS:
        return parsed
    return _failed(f"MESSAGE_TOO_LONG: a message to the customer may be at most {MAX_MESSAGE_CHARS:,} characters "
                   f"(this one has {len(text):,}); it was not delivered and no call of this turn ran. Say it "
                   "in a shorter message.", text, "send_message", parsed.format)


def _as_customer_message(parsed: ParsedAction) -> ParsedAction:
    """A turn that is exactly one ``send_message(message=...)`` call is a message to the customer.

    That is how the TRL adapter (``BankToolEnv``) lets a model talk to the customer inside TRL's tool loop, so a
    model trained there behaves the same under ``bank-gym eval``.
    """
    if parsed.kind != "tool_calls" or len(parsed.tool_calls) != 1:
        return parsed
    call = parsed.tool_calls[0]
    if call.failed or call.name != "send_message":
        return parsed
    arguments, error = _loads(call.arguments)
    if error is None and isinstance(arguments, dict) and set(arguments) == {"message"} and isinstance(arguments["message"], str):
        return _message(arguments["message"], parsed.format)
    return parsed


def _parse(action: Any) -> ParsedAction:
    if action is None:
        return _message("")
    if isinstance(action, str):
        return _parse_text(clean_text(action))
    if isinstance(action, (bytes, bytearray, memoryview)):
        return _parse_text(bytes(action[: MAX_ACTION_CHARS * 4]).decode("utf-8", "replace"))
    if isinstance(action, dict):
        return _from_obj(action, "dict")
    if isinstance(action, (list, tuple)):
        return _from_obj(list(action), "list")
    dump = getattr(action, "model_dump", None)  # pydantic objects, e.g. the openai SDK's ChatCompletionMessage
    if callable(dump):
        data = dump()
        if isinstance(data, dict):
            return _from_obj(data, "openai")
    if hasattr(action, "item") and hasattr(action, "dtype"):  # numpy scalar (e.g. np.str_ from a vector env)
        return _parse(action.item())
    return _failed(f"an action must be text, a dict or a list, got {type(action).__name__}")
