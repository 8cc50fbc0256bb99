"""Tool registry: one decorator turns a typed, documented function into a validated, schema'd bank tool.

A tool is ``def name(state: EpisodeState, arg: Type = default, ...) -> dict`` with a Google-style docstring.
``@tool("read" | "write" | "transfer")`` derives a pydantic argument model from the signature (the
validation schema and the OpenAI function schema come from the same place) and registers the function
under its own name: the exposed name is the dispatched name.

``execute(state, name, arguments)`` never raises. It returns a ``ToolResult``:

* a *failed call* (``failed=True``): unknown tool, arguments that are not a JSON object, schema violations,
  or an unexpected internal error. These count toward the episode's error limit.
* a *domain rejection* (``failed=False``, ``error_code`` set): a business rule said no (insufficient funds,
  card already blocked, ...). A normal result.
* a success.

Writes are atomic: a tool commits a new customer version with ``state.set_customer`` as its last act, and
any exception restores the version the call started from.
"""

from __future__ import annotations

import inspect
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError, create_model

from ..bank.state import EpisodeState

ToolKind = Literal["read", "write", "transfer"]
MAX_ARGUMENT_CHARS = 20_000


class ToolError(Exception):
    """A business-rule rejection: reported to the agent as ``{"error_code", "message"}``; nothing changes."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


# How the verdict compares one argument of a call with the gold call's (besides plain equality of the values the
# tool used): "filter" — a read's optional filter: leaving it out (the broadest read) or giving the gold value both
# match; "range_start" / "range_end" — a read's date window: left out, or starting no later (ending no earlier)
# than the gold window, so it shows everything the gold read shows; "address" — the same address up to case,
# punctuation and word order; "topic" — a knowledge-base query whose best document is the gold query's; "link" —
# an optional link to a record (a request's account): left out, or none named by the case, matches; else the same.
Comparator = Literal["filter", "range_start", "range_end", "address", "topic", "link"]


@dataclass(frozen=True)
class Tool:
    name: str
    kind: ToolKind
    changes_records: bool
    func: Callable[..., dict]
    args_model: type[BaseModel]
    description: str
    arg_descriptions: dict[str, str]
    set_like_args: frozenset[str]
    schema: dict = field(repr=False)
    compare: dict[str, Comparator] = field(default_factory=dict)  # per-argument comparators (see Comparator)
    # arguments the verdict never compares, each with the reason (free text, presentation, optional links)
    uncompared: dict[str, str] = field(default_factory=dict)
    id_args: frozenset[str] = frozenset()  # arguments that hold record ids (the verdict checks their provenance)
    # What the call used beyond its arguments: state-dependent defaults ("today", the registered address) and
    # derived values (a search's topics), from (state, used arguments, output); merged into ``ToolResult.used``.
    # Under "_canonical" it may give arguments as the verdict compares them (an omitted setting as the value it
    # keeps, an omitted account as the one the tool credits), leaving the values the caller gave as they are.
    resolve: Callable[[EpisodeState, dict, dict], dict] | None = field(default=None, repr=False)

    @property
    def is_write(self) -> bool:
        return self.kind == "write"

    @property
    def parameters(self) -> tuple[str, ...]:
        return tuple(self.args_model.model_fields)

    def compared(self, compare_args=None) -> tuple[str, ...]:
        """The arguments a gold call of this tool constrains: ``compare_args`` as listed, or (None) every parameter
        except the uncompared ones."""
        if compare_args is not None:
            return tuple(compare_args)
        return tuple(p for p in self.parameters if p not in self.uncompared)


@dataclass
class ToolResult:
    name: str
    arguments: Any
    output: dict
    failed: bool = False
    error_code: str | None = None
    is_write: bool = False
    # The values the tool actually used: the validated arguments (types coerced, defaults filled) plus what
    # ``Tool.resolve`` adds. None for a failed call (it was not executed).
    used: dict | None = None

    @property
    def ok(self) -> bool:
        return not self.failed and self.error_code is None

    def text(self) -> str:
        return json.dumps(self.output, ensure_ascii=False, separators=(", ", ": "))


REGISTRY: dict[str, Tool] = {}

_ARG_LINE = re.compile(r"^\s{2,}(\w+)(?:\s*\([^)]*\))?:\s*(.*)$")


def parse_docstring(doc: str) -> tuple[str, dict[str, str]]:
    """Google-style docstring -> (description, {arg: description})."""
    doc = inspect.cleandoc(doc or "")
    description_lines, args, current, in_args = [], {}, None, False
    for line in doc.splitlines():
        stripped = line.strip()
        if stripped in ("Args:", "Arguments:"):
            in_args = True
            continue
        if in_args and stripped.endswith(":") and not line.startswith(" "):
            in_args = False  # a following section (Returns:, Raises:)
        if in_args:
            match = _ARG_LINE.match(line)
            if match:
                current = match.group(1)
                args[current] = match.group(2).strip()
            elif current and stripped:
                args[current] += " " + stripped
            continue
        if not line.startswith(" ") and stripped.endswith(":") and stripped[:-1] in ("Returns", "Raises"):
            in_args = False
            current = None
            description_lines.append("\0")
            continue
        if "\0" not in description_lines:
            description_lines.append(line)
    description = "\n".join(line for line in description_lines if line != "\0").strip()
    return description, args


def _inline_refs(schema: dict) -> dict:
    defs = schema.pop("$defs", {})

    def walk(node):
        if isinstance(node, dict):
            if "$ref" in node:
                target = defs[node["$ref"].split("/")[-1]]
                merged = {**walk(dict(target)), **{k: v for k, v in node.items() if k != "$ref"}}
                return merged
            return {k: walk(v) for k, v in node.items() if k != "title"}
        if isinstance(node, list):
            return [walk(v) for v in node]
        return node

    return walk(schema)


def _simplify_optional(prop: dict) -> dict:
    """``anyOf: [X, null]`` -> X (OpenAI-style schemas express optionality through ``required``)."""
    any_of = prop.get("anyOf")
    if any_of and len(any_of) == 2 and {"type": "null"} in any_of:
        other = next(p for p in any_of if p != {"type": "null"})
        rest = {k: v for k, v in prop.items() if k != "anyOf"}
        if rest.get("default", "x") is None:
            rest.pop("default")
        return {**other, **rest}
    return prop


_ID_ARG = re.compile(r"(?:^|_)ids?$|^(?:source|payout)_account$|^cheque_numbers$")


def tool(kind: ToolKind, *, changes_records: bool | None = None, set_like: tuple[str, ...] = (),
         compare: dict[str, Comparator] | None = None, uncompared: dict[str, str] | None = None,
         resolve: Callable[[EpisodeState, dict, dict], dict] | None = None):
    """Register ``func`` as a bank tool of the given kind (see module docstring). ``compare``, ``uncompared`` and
    ``resolve`` tell the verdict how to compare the tool's arguments (see ``Tool``); arguments named like ids
    (``*_id``, ``*_ids``, ``source_account``, ``payout_account``, ``cheque_numbers``) are id arguments."""

    def decorate(func: Callable[..., dict]) -> Callable[..., dict]:
        signature = inspect.signature(func, eval_str=True)  # resolve postponed annotations
        params = list(signature.parameters.values())[1:]  # first parameter is the episode state
        description, arg_docs = parse_docstring(func.__doc__ or "")
        fields: dict[str, Any] = {}
        for p in params:
            default = ... if p.default is inspect.Parameter.empty else p.default
            fields[p.name] = (p.annotation, default)
        args_model = create_model(
            f"{func.__name__}_arguments", __config__=ConfigDict(extra="forbid", frozen=True), **fields
        )
        raw = _inline_refs(args_model.model_json_schema())
        properties = {}
        for name, prop in raw.get("properties", {}).items():
            prop = _simplify_optional(prop)
            if name in arg_docs:
                prop = {**prop, "description": arg_docs[name]}
            properties[name] = prop
        parameters = {"type": "object", "properties": properties, "required": raw.get("required", [])}
        parameters["additionalProperties"] = False
        schema = {"type": "function", "function": {"name": func.__name__, "description": description, "parameters": parameters}}
        spec = Tool(
            name=func.__name__,
            kind=kind,
            changes_records=(kind == "write") if changes_records is None else changes_records,
            func=func,
            args_model=args_model,
            description=description,
            arg_descriptions=arg_docs,
            set_like_args=frozenset(set_like),
            schema=schema,
            compare=dict(compare or {}),
            uncompared=dict(uncompared or {}),
            id_args=frozenset(p.name for p in params if _ID_ARG.search(p.name)),
            resolve=resolve,
        )
        unknown = (set(spec.compare) | set(spec.uncompared)) - set(spec.parameters)
        if unknown:
            raise ValueError(f"tool {spec.name}: unknown arguments in compare/uncompared: {sorted(unknown)}")
        if spec.name in REGISTRY:
            raise ValueError(f"tool {spec.name} registered twice")
        REGISTRY[spec.name] = spec
        return func

    return decorate


def _failed(name: str, arguments: Any, code: str, message: str, is_write: bool = False) -> ToolResult:
    return ToolResult(name=name, arguments=arguments, output={"error_code": code, "message": message}, failed=True,
                      error_code=code, is_write=is_write)


def _validation_message(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors()[:4]:
        where = ".".join(str(x) for x in err.get("loc", ())) or "arguments"
        parts.append(f"{where}: {err.get('msg', 'invalid')}")
    more = len(exc.errors()) - 4
    return "; ".join(parts) + (f" (and {more} more)" if more > 0 else "")


def parse_arguments(arguments: Any) -> dict | str:
    """Arguments as a dict, or an error message. Accepts a dict or a JSON object string ('' / None -> {})."""
    if arguments is None or arguments == "":
        return {}
    if isinstance(arguments, str):
        if len(arguments) > MAX_ARGUMENT_CHARS:
            return f"arguments are too long ({len(arguments)} characters; limit {MAX_ARGUMENT_CHARS})"
        try:
            arguments = json.loads(arguments)
        except (json.JSONDecodeError, RecursionError):
            return "arguments are not valid JSON"
    if not isinstance(arguments, dict):
        return f"arguments must be a JSON object, got {type(arguments).__name__}"
    return arguments


def validate_arguments(name: str, arguments: Any) -> BaseModel | str:
    """The validated argument model for ``name``, or an error message (used by the scorer to canonicalize)."""
    spec = REGISTRY.get(name)
    if spec is None:
        return f"unknown tool {name!r}"
    parsed = parse_arguments(arguments)
    if isinstance(parsed, str):
        return parsed
    try:
        return spec.args_model.model_validate(parsed)
    except ValidationError as exc:
        return _validation_message(exc)
    except (RecursionError, TypeError, ValueError) as exc:
        return f"invalid arguments: {str(exc)[:200]}"


def execute(state: EpisodeState, name: Any, arguments: Any = None) -> ToolResult:
    """Run one tool call against ``state``. Never raises; see the module docstring for the result kinds."""
    if not isinstance(name, str) or not name:
        return _failed(str(name)[:80], arguments, "UNKNOWN_TOOL", "A tool call needs a tool name.")
    spec = REGISTRY.get(name)
    if spec is None:
        shown = name if len(name) <= 80 else name[:80] + "…"
        return _failed(shown, arguments, "UNKNOWN_TOOL", f"There is no tool named {shown!r}.")
    parsed = parse_arguments(arguments)
    if isinstance(parsed, str):
        return _failed(name, arguments, "INVALID_ARGUMENTS", parsed, spec.is_write)
    try:
        model = spec.args_model.model_validate(parsed)
    except ValidationError as exc:
        return _failed(name, parsed, "INVALID_ARGUMENTS", _validation_message(exc), spec.is_write)
    except (RecursionError, TypeError, ValueError) as exc:
        return _failed(name, parsed, "INVALID_ARGUMENTS", f"invalid arguments: {str(exc)[:200]}", spec.is_write)
    before = state._changed.get(state.customer_id)
    counters = dict(state.counters)
    try:
        output = spec.func(state, **model.__dict__)  # the validated fields (extra="forbid": nothing else there)
    except ToolError as exc:
        _restore(state, before, counters)
        output = {"error_code": exc.code, "message": exc.message}
        return ToolResult(name=name, arguments=parsed, output=output, error_code=exc.code, is_write=spec.is_write,
                          used=used_arguments(spec, model, state, output))
    except Exception as exc:  # an internal fault must not crash an episode; it is a failed call
        _restore(state, before, counters)
        return _failed(name, parsed, "INTERNAL_ERROR", f"The tool failed unexpectedly: {type(exc).__name__}.", spec.is_write)
    return ToolResult(name=name, arguments=parsed, output=output, is_write=spec.is_write,
                      used=used_arguments(spec, model, state, output))


def used_arguments(spec: Tool, model: BaseModel, state: EpisodeState | None = None, output: dict | None = None) -> dict:
    """The values a call of ``spec`` used: validated arguments (JSON types) plus ``spec.resolve``'s additions
    (only with the episode state)."""
    used = model.model_dump(mode="json")
    if spec.resolve is not None and state is not None:
        try:
            used.update(spec.resolve(state, dict(used), output or {}))
        except Exception:  # a resolver must never break a call; the plain values stay
            pass
    return used


def _restore(state: EpisodeState, before, counters) -> None:
    if before is None:
        state._changed.pop(state.customer_id, None)
    else:
        state._changed[state.customer_id] = before
    state.counters = counters


def tool_schemas() -> list[dict]:
    """OpenAI function schemas of every tool, in catalogue order."""
    return [spec.schema for spec in REGISTRY.values()]
