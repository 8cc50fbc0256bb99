"""KYC and nomination tools: the customer's KYC status and its periodic updation (re-KYC) on a self-declaration,
and the nominees of an account or deposit (up to four, with their shares)."""

from __future__ import annotations

from datetime import timedelta
from typing import Annotated, Literal

from pydantic import ConfigDict, Field

from ..bank import finance, rules
from ..bank.models import Address, AddressChange, Kyc, Nominee
from ..bank.service_records import KYC_ADDRESS_VERIFICATION_MONTHS, MAX_NOMINEES
from ..bank.state import EpisodeState
from .common import (
    Id,
    IdList,
    NomineeInput,
    ShortText,
    nominee_record,
    not_linked,
    proper,
    relationship,
    relationship_kind,
    view,
)
from .profile import canonical_state
from .registry import ToolError, tool
from .requests import reference

PlaceName = Annotated[str, Field(min_length=2, max_length=60)]
Pincode = Annotated[str, Field(pattern=r"^[1-9]\d{5}$")]


def _kyc_view(kyc: Kyc, today) -> dict:
    grace = None
    if kyc.status == "EXPIRED" and kyc.risk_category == "LOW":
        grace = (kyc.rekyc_due_date + timedelta(days=rules.KYC_LOW_RISK_GRACE_DAYS)).isoformat()
    return {
        "status": kyc.status,
        "risk_category": kyc.risk_category,
        "last_updated": kyc.last_updated.isoformat(),
        "rekyc_due_date": kyc.rekyc_due_date.isoformat(),
        "update_period_years": rules.KYC_PERIOD_YEARS[kyc.risk_category],
        "low_risk_grace_until": grace,
        "new_deposits_and_cheque_books_on_hold": finance.kyc_blocks(kyc, today),
    }


@tool("read")
def get_kyc_status(state: EpisodeState) -> dict:
    """Get the logged-in customer's KYC status and when its periodic updation (re-KYC) is due.

    Returns the status (COMPLETE; DUE: the updation falls due within 90 days; EXPIRED: the due date has passed),
    the risk category and its updation period in years, the date of the last update, the re-KYC due date, for
    a low-risk customer whose KYC has expired the end of the year of grace, and whether the bank's policy now
    holds new deposits and cheque books until KYC is updated. A re-KYC on the customer's self-declaration (no
    change, or a new address) is recorded with update_kyc.
    """
    customer = state.customer
    out = _kyc_view(customer.profile.kyc, state.today)
    pending = [c for c in customer.address_changes if c.status == "PENDING_VERIFICATION"]
    if pending:
        out["addresses_pending_verification"] = [view(c.address) | {"address_type": c.address_type,
                                                                    "requested_on": c.requested_on.isoformat()}
                                                 for c in pending]
    out["note"] = ("KYC can be updated when it is due or has expired: a self-declaration that nothing has changed, "
                   "or of a new address (verified by the bank within two months), through the assistant, net or "
                   "mobile banking, the registered email or mobile, an ATM or any branch.")
    return out


def _address(line1: str | None, city: str | None, state_name: str | None, pincode: str | None,
             line2: str | None) -> Address:
    def clean(text: str | None) -> str | None:
        return " ".join(text.split()) or None if text is not None else None

    if not (clean(line1) and clean(city) and state_name and pincode):
        raise ToolError("VALIDATION_ERROR", "A changed address needs line1, city, state and pincode.")
    canonical = canonical_state(state_name)
    if canonical is None:
        raise ToolError("VALIDATION_ERROR", f"{state_name!r} is not an Indian state or union territory.")
    return Address(line1=clean(line1), line2=clean(line2), city=clean(city), state=canonical, pincode=pincode)


@tool("write")
def update_kyc(
    episode: EpisodeState,
    declaration: Literal["no_change", "address_changed"],
    line1: ShortText | None = None,
    city: PlaceName | None = None,
    state: PlaceName | None = None,
    pincode: Pincode | None = None,
    line2: ShortText | None = None,
) -> dict:
    """Record the customer's periodic KYC updation (re-KYC) on their self-declaration.

    Only when the KYC is DUE or EXPIRED (see get_kyc_status). With "no_change" the customer declares that their
    KYC details are unchanged; with "address_changed" they declare a new address (give line1, city, state
    and pincode), which is logged as the new permanent address pending verification within two months; the
    registered address stays until then. Either way the KYC is updated at once: status COMPLETE and the next
    due date set by the risk category, which lifts any hold on new deposits and cheque books. Confirm the
    declaration (and the full new address) with the customer before calling.

    Args:
        declaration: no_change, or address_changed.
        line1: For address_changed: house / flat number and building.
        city: For address_changed: city or town.
        state: For address_changed: Indian state or union territory, e.g. "Maharashtra".
        pincode: For address_changed: 6-digit PIN code.
        line2: For address_changed: street, area or landmark (optional).
    """
    customer = episode.customer
    kyc = customer.profile.kyc
    given = [x for x in (line1, city, state, pincode, line2) if x is not None]
    if declaration == "no_change" and given:
        raise ToolError("VALIDATION_ERROR", "An address is given only with declaration address_changed.")
    if kyc.status == "COMPLETE":
        raise ToolError("KYC_UP_TO_DATE", f"The KYC is up to date: the next periodic updation is due on "
                        f"{kyc.rekyc_due_date.isoformat()}, so there is nothing to update now. A change of address "
                        "alone is logged with update_address.")
    change = None
    if declaration == "address_changed":
        address = _address(line1, city, state, pincode, line2)
        if address.model_dump() == customer.profile.permanent_address.model_dump():
            raise ToolError("NO_CHANGE", "This is already the registered permanent address: declare no_change.")
        change = AddressChange(reference=reference(episode, "ADR"), address_type="permanent", address=address,
                               requested_on=episode.today, status="PENDING_VERIFICATION")
    due = finance.add_months(episode.today, 12 * rules.KYC_PERIOD_YEARS[kyc.risk_category])
    updated = kyc.model_copy(update={"status": "COMPLETE", "last_updated": episode.today, "rekyc_due_date": due})
    ref = reference(episode, "KYC")
    profile = customer.profile.model_copy(update={"kyc": updated})
    changes = customer.address_changes + ((change,) if change else ())
    episode.set_customer(customer.model_copy(update={"profile": profile, "address_changes": changes}))
    out = {"status": "KYC_UPDATED", "reference": ref, "declaration": declaration, "kyc_status": "COMPLETE",
           "last_updated": episode.today.isoformat(), "next_due_date": due.isoformat()}
    if change is not None:
        out["new_address"] = view(change.address)
        out["address_verification_by"] = finance.add_months(episode.today, KYC_ADDRESS_VERIFICATION_MONTHS).isoformat()
        out["note"] = ("The new address is verified by the bank (a letter delivered to it or a visit) by that date; "
                       "the registered address stays as it is until then.")
    return out


# ---------------------------------------------------------------- nominees


class NomineeShareInput(NomineeInput):
    """A nominee with a share of the deposit (simultaneous nomination)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    share_percent: Annotated[int, Field(ge=1, le=100)]


_KINDS = {"FD": "fixed deposit", "RD": "recurring deposit"}


def _record(state: EpisodeState, record_id: str):
    """(the account or deposit, its kind) of the logged-in customer, or None."""
    customer = state.customer
    if record_id in customer.accounts:
        return customer.accounts[record_id], "account"
    if record_id in customer.deposits:
        deposit = customer.deposits[record_id]
        return deposit, _KINDS[deposit.kind]
    return None


def nominees_of(record) -> list[Nominee]:
    """A record's nominees: those registered with shares, else the single nominee of record (100 %)."""
    if record.nominees:
        return list(record.nominees)
    return [record.nominee] if record.nominee is not None else []


def _nominee_view(nominee: Nominee) -> dict:
    return {"name": nominee.name, "relationship": nominee.relationship, "age": nominee.age,
            "minor": nominee.age < 18, "guardian_name": nominee.guardian_name, "share_percent": nominee.share_percent}


@tool("read", set_like=("record_ids",))
def get_nominees(state: EpisodeState, record_ids: IdList) -> dict:
    """Get the nominees of the customer's accounts and deposits.

    Returns, per account or deposit: its kind, its holders (an account), and each nominee's name, relationship,
    age, whether a minor, the guardian appointed for a minor, and share in percent (a single nominee: 100).

    Args:
        record_ids: Account numbers or deposit numbers, e.g. ["SB1234567890", "FD123456"].
    """
    records, errors = [], []
    for record_id in dict.fromkeys(record_ids):
        found = _record(state, record_id)
        if found is None:
            errors.append(not_linked(record_id, "account or deposit"))
            continue
        record, kind = found
        item = {"record_id": record_id, "record_type": kind, "status": record.status,
                "nominees": [_nominee_view(n) for n in nominees_of(record)]}
        if kind == "account":
            item["holders"] = list(record.holders)
        records.append(item)
    return {"records": records, "errors": errors,
            "note": f"Up to {MAX_NOMINEES} nominees can be registered, with shares adding up to 100%."}


def _canonical_nominees(_state: EpisodeState, used: dict, _output: dict) -> dict:
    """For the verdict: the nominees as recorded (names in the bank's case, relationships as their kind:
    ``common.canonical_nominee``), in any order."""
    rows = [{k: (relationship_kind(relationship(v)) if k == "relationship" and isinstance(v, str)
                 else proper(v) if isinstance(v, str) and k != "share_percent" else v) for k, v in n.items()}
            for n in used.get("nominees") or () if isinstance(n, dict)]
    return {"_canonical": {"nominees": sorted(rows, key=lambda r: str(r.get("name")))}}


def _same(a: list[Nominee], b: list[Nominee]) -> bool:
    def key(n: Nominee):
        return (" ".join(n.name.casefold().split()), n.relationship.casefold(), n.age,
                (n.guardian_name or "").casefold(), n.share_percent)
    return sorted(map(key, a)) == sorted(map(key, b))


@tool("write", resolve=_canonical_nominees)
def update_nominees(
    state: EpisodeState,
    record_id: Id,
    nominees: Annotated[list[NomineeShareInput], Field(min_length=1, max_length=10)],
) -> dict:
    """Register a new nomination for one of the customer's accounts or deposits, replacing the nominees it has.

    Up to four nominees (simultaneous nomination), each with a share in whole percent, the shares adding up to
    100. A nominee under 18 needs a guardian (guardian_name), who may not be the customer. A joint account's
    nomination needs every holder's signature, so it is made at a branch; a closed deposit cannot be changed.
    Confirm the record, every nominee and their shares with the customer before calling.

    Args:
        record_id: The account number or deposit number.
        nominees: Each nominee: name, relationship, age, share_percent and, for a minor, guardian_name.
    """
    found = _record(state, record_id)
    if found is None:
        raise ToolError("NOT_FOUND", f"No account or deposit {record_id!r} is linked to this customer.")
    record, kind = found
    customer = state.customer
    if kind == "account" and len(record.holders) > 1:
        raise ToolError("JOINT_ACCOUNT", f"Account {record_id} is held jointly; a nomination for it must be signed "
                        "by every holder at a branch.")
    if kind != "account" and record.status == "CLOSED":
        raise ToolError("DEPOSIT_CLOSED", f"Deposit {record_id} is closed; its nomination can no longer be changed.")
    if len(nominees) > MAX_NOMINEES:
        raise ToolError("TOO_MANY_NOMINEES", f"At most {MAX_NOMINEES} nominees can be registered; "
                        f"{len(nominees)} were given.")
    total = sum(n.share_percent for n in nominees)
    if total != 100:
        raise ToolError("SHARES_NOT_100", f"The nominees' shares must add up to 100%; these add up to {total}%.")
    names = [" ".join(n.name.casefold().split()) for n in nominees]
    if len(set(names)) != len(names):
        raise ToolError("VALIDATION_ERROR", "The same person is named twice; give each nominee once.")
    if " ".join(customer.profile.name.casefold().split()) in names:
        raise ToolError("VALIDATION_ERROR", "The customer cannot be their own nominee.")
    new = [nominee_record(n, customer.profile.name).model_copy(update={
        "name": proper(n.name), "relationship": relationship(n.relationship), "share_percent": n.share_percent,
        "guardian_name": proper(n.guardian_name) if n.guardian_name and n.guardian_name.strip() else None})
        for n in nominees]
    if _same(new, nominees_of(record)):
        raise ToolError("NO_CHANGE", f"These are already the nominees of {record_id}; nothing was changed.")
    updated = record.model_copy(update={"nominee": None, "nominees": tuple(new)})
    collection = "accounts" if kind == "account" else "deposits"
    state.set_customer(customer.model_copy(update={collection: {**getattr(customer, collection), record_id: updated}}))
    return {"status": "NOMINATION_REGISTERED", "reference": reference(state, "NOM"), "record_id": record_id,
            "record_type": kind, "nominees": [_nominee_view(n) for n in new],
            "effective_from": state.today.isoformat()}
