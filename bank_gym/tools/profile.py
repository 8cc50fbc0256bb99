"""Profile tools: log a change of communication or permanent address (effective after verification)."""

from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import Field

from ..bank.models import Address, AddressChange
from ..bank.state import EpisodeState
from .common import ShortText, view
from .registry import ToolError, tool
from .requests import reference

# The 28 states and 8 union territories of India, in their canonical spelling.
STATES_AND_UTS: tuple[str, ...] = (
    "Andhra Pradesh", "Arunachal Pradesh", "Assam", "Bihar", "Chhattisgarh", "Goa", "Gujarat", "Haryana",
    "Himachal Pradesh", "Jharkhand", "Karnataka", "Kerala", "Madhya Pradesh", "Maharashtra", "Manipur",
    "Meghalaya", "Mizoram", "Nagaland", "Odisha", "Punjab", "Rajasthan", "Sikkim", "Tamil Nadu", "Telangana",
    "Tripura", "Uttar Pradesh", "Uttarakhand", "West Bengal",
    "Andaman and Nicobar Islands", "Chandigarh", "Dadra and Nagar Haveli and Daman and Diu", "Delhi",
    "Jammu and Kashmir", "Ladakh", "Lakshadweep", "Puducherry",
)
_ALIASES = {
    "nct of delhi": "Delhi", "national capital territory of delhi": "Delhi", "new delhi": "Delhi",
    "orissa": "Odisha", "pondicherry": "Puducherry", "uttaranchal": "Uttarakhand", "j and k": "Jammu and Kashmir",
    "andaman and nicobar": "Andaman and Nicobar Islands",
}


def _key(text: str) -> str:
    text = text.lower().replace("&", " and ")
    return " ".join(re.sub(r"[^a-z ]", " ", text).split())


_CANONICAL = {_key(s): s for s in STATES_AND_UTS} | {_key(k): v for k, v in _ALIASES.items()}


def canonical_state(name: str) -> str | None:
    """The canonical spelling of an Indian state or union territory (case-insensitive), or None."""
    return _CANONICAL.get(_key(name))


def _clean(text: str | None) -> str | None:
    if text is None:
        return None
    return " ".join(text.split()) or None


def _same(a: Address, b: Address) -> bool:
    def norm(x: str | None) -> str:
        return " ".join((x or "").lower().split())

    return (norm(a.line1), norm(a.line2), norm(a.city), a.state, a.pincode) == (
        norm(b.line1), norm(b.line2), norm(b.city), b.state, b.pincode)


PlaceName = Annotated[str, Field(min_length=2, max_length=60)]


@tool("write")
def update_address(
    episode: EpisodeState,
    address_type: Literal["communication", "permanent"],
    line1: ShortText,
    city: PlaceName,
    state: PlaceName,
    pincode: Annotated[str, Field(pattern=r"^[1-9]\d{5}$")],
    line2: ShortText | None = None,
) -> dict:
    """Log a request to change the customer's communication or permanent address.

    The change takes effect only after verification: the registered address stays as it is until then.
    A communication address is verified within 2 working days (OTP / video KYC); a permanent address
    needs an officially valid document. Confirm the full new address with the customer before calling.

    Args:
        address_type: communication (for letters and deliveries) or permanent.
        line1: House / flat number and building.
        city: City or town.
        state: Indian state or union territory, e.g. "Maharashtra".
        pincode: 6-digit PIN code.
        line2: Street, area or landmark (optional).
    """
    canonical = canonical_state(state)
    if canonical is None:
        raise ToolError("VALIDATION_ERROR", f"{state!r} is not an Indian state or union territory.")
    line1_clean, city_clean = _clean(line1), _clean(city)
    if line1_clean is None or city_clean is None or len(city_clean) < 2:
        raise ToolError("VALIDATION_ERROR", "line1 and city must not be blank.")
    address = Address(line1=line1_clean, line2=_clean(line2), city=city_clean, state=canonical, pincode=pincode)
    customer = episode.customer
    current = getattr(customer.profile, f"{address_type}_address")
    if _same(address, current):
        raise ToolError("NO_CHANGE", f"This is already the registered {address_type} address; nothing was logged.")
    ref = reference(episode, "ADR")
    change = AddressChange(
        reference=ref, address_type=address_type, address=address, requested_on=episode.today,
        status="PENDING_VERIFICATION",
    )
    episode.set_customer(customer.model_copy(update={"address_changes": (*customer.address_changes, change)}))
    note = (
        "The communication address will be updated after verification within 2 working days (OTP or video KYC)."
        if address_type == "communication"
        else "The permanent address will be updated after an officially valid document (OVD) for the new address "
        "is submitted and verified."
    )
    return {
        "status": "REQUEST_LOGGED",
        "reference": ref,
        "address_type": address_type,
        "requested_address": view(address),
        "verification_status": "PENDING_VERIFICATION",
        "note": note + " Until then the registered address stays unchanged.",
    }
