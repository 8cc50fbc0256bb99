"""Shared argument types, ownership look-ups and record views used by every tool module."""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

from ..bank.models import Nominee, Record
from ..bank.money import MoneyError, rate_pct, rupees, to_bps, to_paise
from ..bank.state import EpisodeState
from .registry import ToolError

# ---------------------------------------------------------------- argument types
Id = Annotated[str, Field(min_length=1, max_length=64)]
IdList = Annotated[list[Id], Field(min_length=1, max_length=20)]
Amount = Annotated[float, Field(gt=0, le=1e12, allow_inf_nan=False)]
Rate = Annotated[float, Field(ge=0, le=50, allow_inf_nan=False)]
Months = Annotated[int, Field(ge=1, le=600)]
DateText = Annotated[str, Field(pattern=r"^\d{4}-\d{2}-\d{2}$", max_length=10)]
ShortText = Annotated[str, Field(min_length=1, max_length=200)]
LongText = Annotated[str, Field(min_length=1, max_length=2000)]


class NomineeInput(BaseModel):
    """A nominee for a new deposit."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    name: Annotated[str, Field(min_length=1, max_length=100)]
    relationship: Annotated[str, Field(min_length=1, max_length=40)]
    age: Annotated[int, Field(ge=0, le=120)]
    guardian_name: Annotated[str | None, Field(max_length=100)] = None


# ---------------------------------------------------------------- conversions


def paise(value: float, what: str = "amount") -> int:
    try:
        return to_paise(value)
    except MoneyError as exc:
        raise ToolError("VALIDATION_ERROR", f"Invalid {what}: {exc}.") from None


def bps(value: float, what: str = "rate") -> int:
    try:
        return to_bps(value)
    except MoneyError as exc:
        raise ToolError("VALIDATION_ERROR", f"Invalid {what}: {exc}.") from None


def parse_date(text: str | None, what: str) -> date | None:
    if text is None:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise ToolError("VALIDATION_ERROR", f"{what} must be a real date in YYYY-MM-DD format.") from None


def _same_person(a: str, b: str) -> bool:
    return " ".join(a.casefold().split()) == " ".join(b.casefold().split())


def nominee_record(nominee: NomineeInput | None, depositor: str | None = None) -> Nominee | None:
    """Validate a nominee: a minor (under 18) needs a guardian (the appointee), who cannot be the depositor.

    The appointee receives the money on the minor's behalf only if the depositor dies while the nominee is still
    a minor, so naming the depositor would leave nobody to receive it."""
    if nominee is None:
        return None
    if nominee.age < 18 and not (nominee.guardian_name and nominee.guardian_name.strip()):
        raise ToolError("VALIDATION_ERROR", "A minor nominee (under 18) needs a guardian: give guardian_name.")
    if nominee.age < 18 and depositor and _same_person(nominee.guardian_name, depositor):
        raise ToolError(
            "VALIDATION_ERROR",
            "The depositor cannot be the guardian (appointee) of a minor nominee: the appointee receives the money "
            "only if the depositor dies while the nominee is a minor. Give another adult as guardian_name.",
        )
    return Nominee(name=proper(nominee.name), relationship=relationship(nominee.relationship), age=nominee.age,
                   guardian_name=proper(nominee.guardian_name) if nominee.guardian_name else None)


def proper(text: str) -> str:
    """A name or relationship as the bank records it: single spaces, each word capitalised ("priya  SHARMA" ->
    "Priya Sharma"), so the same person written in another case is the same nominee."""
    return " ".join(w[:1].upper() + w[1:].lower() for w in text.split())


# a relationship as the bank records it: the nomination form's English word, whatever language it was given in
_RELATIONSHIP_WORDS = {
    "Son": ("बेटा", "पुत्र", "Beta", "Putra"), "Daughter": ("बेटी", "पुत्री", "बिटिया", "Beti", "Putri", "Bitiya"),
    "Child": ("बच्चा", "बच्ची", "संतान", "Bachcha", "Baccha", "Santan", "Kid"),
    "Wife": ("पत्नी", "बीवी", "Patni", "Biwi", "Bivi", "Bibi"), "Husband": ("पति", "Pati", "Patidev"),
    "Spouse": ("जीवनसाथी", "Jeevansathi"),
    "Mother": ("माँ", "मां", "माता", "मम्मी", "अम्मा", "Maa", "Mata", "Mom", "Mummy", "Mummi", "Amma", "Ammi"),
    "Father": ("पिता", "पापा", "पिताजी", "Pita", "Papa", "Dad", "Pitaji", "Papaji", "Daddy", "Abba"),
    "Brother": ("भाई", "भैया", "भाईसाहब", "भाई साहब", "Bhai", "Bhaiya", "Bhaiyya", "Bhaiyaa", "Bhai Sahab", "Bhaisahab",
                "Bhai Saheb"),
    "Sister": ("बहन", "बहना", "दीदी", "Behen", "Bahen", "Bahan", "Behan", "Behna", "Bahna", "Didi")}
_RECORDED_AS = {word: english for english, words in _RELATIONSHIP_WORDS.items() for word in words}
# the kinds a task may name, and the relationships that are each of them: a nominee booked as the customer's "Son"
# is their "child" ("my child Aarav"); a "Son" asked for is not met by a "Daughter"
RELATIONSHIP_KINDS = {"Child": frozenset({"Son", "Daughter"}), "Spouse": frozenset({"Wife", "Husband"}),
                      "Parent": frozenset({"Mother", "Father"}), "Sibling": frozenset({"Brother", "Sister"})}
_KIND_OF = {member: kind for kind, members in RELATIONSHIP_KINDS.items() for member in members}


def relationship(text: str) -> str:
    """A nominee's relationship as the bank records it: ``proper``, in English ("बेटा" -> "Son", "beti" ->
    "Daughter")."""
    said = proper(text)
    return _RECORDED_AS.get(said, said)


def relationship_kind(text: str) -> str:
    """The kind a recorded relationship is ("Son" -> "Child"), or itself."""
    return _KIND_OF.get(text, text)


def deposit_amount_unread(_state, used: dict, _output: dict) -> dict:
    """For the verdict: a deposit's rate card ignores ``amount`` (loans only), so an amount given reads the same."""
    return {"_canonical": {"amount": None}} if used.get("product_type") in ("fd", "rd") else {}


def canonical_nominee(_state, used: dict, _output: dict) -> dict:
    """For the verdict: a booking's nominee as recorded (``proper`` names and guardian), its relationship as its kind
    ("Son" and "Child" book the same nominee; the final state tells a "Son" from a "Daughter")."""
    nominee = used.get("nominee")
    if not isinstance(nominee, dict):
        return {}
    return {"_canonical": {"nominee": {k: (relationship_kind(relationship(v)) if k == "relationship" and isinstance(v, str)
                                           else proper(v) if isinstance(v, str) else v) for k, v in nominee.items()}}}


# ---------------------------------------------------------------- ownership


def owned(state: EpisodeState, collection: str, item_id: str, label: str):
    """The logged-in customer's record ``item_id`` in ``collection``.

    Another customer's id and an id that does not exist get the same answer, which reveals nothing.
    """
    record = getattr(state.customer, collection).get(item_id)
    if record is None:
        raise ToolError("NOT_FOUND", f"No {label} {item_id!r} is linked to this customer.")
    return record


def not_linked(item_id: str, label: str) -> dict:
    return {"id": item_id, "error_code": "NOT_FOUND", "message": f"No {label} {item_id!r} is linked to this customer."}


def lookup_each(state: EpisodeState, collection: str, ids: list[str], label: str, render) -> tuple[list, list]:
    """Batch read: each id once, in order. Unknown (or other customers') ids become ``not_linked`` entries;
    ``render(record)`` returns the item's view, or raises ``ToolError`` to report a per-item problem."""
    items, errors = [], []
    records = getattr(state.customer, collection)
    for item_id in dict.fromkeys(ids):
        record = records.get(item_id)
        if record is None:
            errors.append(not_linked(item_id, label))
            continue
        try:
            items.append(render(record))
        except ToolError as exc:
            errors.append({"id": item_id, "error_code": exc.code, "message": exc.message})
    return items, errors


def replace_in(state: EpisodeState, collection: str, record: Record, key: str) -> None:
    """Commit ``record`` into the customer's ``collection`` (a dict keyed by ``key``)."""
    customer = state.customer
    updated = dict(getattr(customer, collection))
    updated[getattr(record, key)] = record
    state.set_customer(customer.model_copy(update={collection: updated}))


# ---------------------------------------------------------------- views (records -> agent-facing JSON)


def view(record: Record | None, money: tuple[str, ...] = (), rates: tuple[str, ...] = (), drop: tuple[str, ...] = ()) -> Any:
    """Plain JSON of a record: dates as ISO text, listed money fields in rupees, rates in percent; a later field
    (``Record.LATER_FIELDS``) only once it holds a value."""
    if record is None:
        return None
    out: dict[str, Any] = {}
    for name in type(record).model_fields:
        if name in drop or record.at_default(name):  # a later field still at its default is not shown
            continue
        value = getattr(record, name)
        if name in money and value is not None:
            value = rupees(value)
        elif name in rates:
            out[name.removesuffix("_bps")] = rate_pct(value)
            continue
        out[name] = _plain(value)
    return out


def _plain(value: Any) -> Any:
    if isinstance(value, Record):
        return view(value)
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, date):
        return value.isoformat()
    return value


def money_fields(**amounts: int | None) -> dict[str, Any]:
    return {k: (rupees(v) if v is not None else None) for k, v in amounts.items()}
