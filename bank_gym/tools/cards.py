"""Card tools: card details, freeze/unfreeze, permanent block and per-channel usage controls."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..bank import rules
from ..bank.models import Card, CardControls, ChannelControl, ControlRegion
from ..bank.money import format_inr, rupees
from ..bank.state import EpisodeState
from .common import Id, IdList, lookup_each, owned, paise, replace_in, view
from .registry import ToolError, tool

CHANNELS = ("atm", "online", "pos")
REGIONS = ("domestic", "international")
CHANNEL_NAMES = {"atm": "ATM cash withdrawal", "online": "online (card-not-present)", "pos": "POS (in-store)"}


class RegionInput(BaseModel):
    """Settings for one region of a channel. Omit a field to keep its current value."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    enabled: bool | None = Field(default=None, description="true to allow use, false to block use; omit to keep.")
    daily_limit: Annotated[float, Field(ge=0, le=1e9, allow_inf_nan=False)] | None = Field(
        default=None, description="New daily limit in INR (rupees); omit to keep the current limit."
    )


class ChannelInput(BaseModel):
    """Settings for one channel, split into domestic and international use. Omit a region to keep it unchanged."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    domestic: RegionInput | None = Field(default=None, description="Use within India.")
    international: RegionInput | None = Field(default=None, description="Use outside India / with foreign merchants.")


# ---------------------------------------------------------------- views


def controls_view(controls: CardControls) -> dict[str, Any]:
    """Controls as {channel: {region: {enabled, daily_limit (INR)}}}."""
    return {
        channel: {
            region: {
                "enabled": getattr(getattr(controls, channel), region).enabled,
                "daily_limit": rupees(getattr(getattr(controls, channel), region).daily_limit),
            }
            for region in REGIONS
        }
        for channel in CHANNELS
    }


def card_view(card: Card) -> dict[str, Any]:
    out = view(card, money=("credit_limit", "available_limit"), drop=("controls", "expiry"))
    out["expiry"] = f"{card.expiry.year:04d}-{card.expiry.month:02d}"
    out["controls"] = controls_view(card.controls)
    return out


def _usable(card: Card, action: str) -> None:
    if card.status == "BLOCKED":
        raise ToolError("INVALID_STATE", f"Card {card.card_id} is blocked; a blocked card cannot be {action}.")
    if card.status == "EXPIRED":
        raise ToolError("INVALID_STATE", f"Card {card.card_id} has expired; an expired card cannot be used or {action}.")


# ---------------------------------------------------------------- tools


@tool("read", set_like=("card_ids",))
def get_card_details(state: EpisodeState, card_ids: IdList) -> dict:
    """Get details of the customer's debit and credit cards.

    Returns, per card: type, network, variant, masked number, status (ACTIVE, FROZEN, BLOCKED, EXPIRED),
    expiry (YYYY-MM), linked account (debit cards), credit limit and available limit in INR (credit cards),
    block reason/date, and the usage controls: for each channel (atm, online, pos) and region (domestic,
    international) whether use is enabled and the daily limit in INR.

    Args:
        card_ids: The card ids to look up, e.g. ["CARD12345"].
    """
    cards, errors = lookup_each(state, "cards", card_ids, "card", card_view)
    return {"cards": cards, "errors": errors}


@tool("write")
def toggle_card_freeze(episode: EpisodeState, card_id: Id, state: Literal["freeze", "unfreeze"]) -> dict:
    """Temporarily freeze a card, or unfreeze a frozen card (reversible).

    Use for a card the customer has misplaced but may still find. A frozen card declines all transactions
    until it is unfrozen. Blocked or expired cards cannot be frozen or unfrozen. For a card that is lost for
    good, stolen or misused, use block_card instead.

    Args:
        card_id: The card id.
        state: "freeze" to freeze an ACTIVE card, "unfreeze" to reactivate a FROZEN card.
    """
    card = owned(episode, "cards", card_id, "card")
    _usable(card, "frozen or unfrozen")
    if state == "freeze" and card.status == "FROZEN":
        raise ToolError("ALREADY_FROZEN", f"Card {card_id} is already frozen.")
    if state == "unfreeze" and card.status == "ACTIVE":
        raise ToolError("ALREADY_ACTIVE", f"Card {card_id} is already active (not frozen).")
    new_status = "FROZEN" if state == "freeze" else "ACTIVE"
    replace_in(episode, "cards", card.model_copy(update={"status": new_status}), "card_id")
    return {
        "status": "UPDATED",
        "card_id": card_id,
        "masked_number": card.masked_number,
        "action": state,
        "new_card_status": new_status,
    }


@tool("write")
def block_card(state: EpisodeState, card_id: Id, reason: Literal["lost", "stolen", "fraud", "damaged"]) -> dict:
    """Permanently block a card. This cannot be undone.

    Use for a card that is lost for good, stolen, used for fraud, or damaged. Works on ACTIVE and FROZEN
    cards. A replacement card is not issued by this tool; it is requested separately.

    Args:
        card_id: The card id.
        reason: Why the card is blocked: lost, stolen, fraud or damaged.
    """
    card = owned(state, "cards", card_id, "card")
    if card.status == "BLOCKED":
        raise ToolError("ALREADY_BLOCKED", f"Card {card_id} is already blocked (since {card.blocked_on}).")
    if card.status == "EXPIRED":
        raise ToolError("INVALID_STATE", f"Card {card_id} has expired; an expired card cannot be used or blocked.")
    updated = card.model_copy(update={"status": "BLOCKED", "block_reason": reason, "blocked_on": state.today})
    replace_in(state, "cards", updated, "card_id")
    return {
        "status": "BLOCKED",
        "card_id": card_id,
        "masked_number": card.masked_number,
        "block_reason": reason,
        "blocked_on": state.today.isoformat(),
        "reversible": False,
        "note": "The block is permanent. A replacement card is not issued automatically; it is requested separately.",
    }


def _channel_cap(card: Card, channel: str) -> tuple[int | None, str]:
    """The highest daily limit allowed on ``channel`` (paise) and a phrase explaining it."""
    if card.card_type == "DEBIT":
        return rules.DEBIT_CHANNEL_MAX[channel], f"the debit-card maximum for {CHANNEL_NAMES[channel]}"
    if card.credit_limit is None:
        return None, ""
    if channel == "atm":
        cap = card.credit_limit * rules.CREDIT_CASH_LIMIT_BPS // 10_000
        return cap, f"{rules.CREDIT_CASH_LIMIT_BPS // 100}% of the credit limit for cash withdrawals"
    return card.credit_limit, "the card's credit limit"


def _settings(state: EpisodeState, used: dict, output: dict) -> dict:
    """For the verdict (``_canonical``): every channel's settings as the call leaves them, what it gives over the
    card's current ones (so an omitted setting equals the value it keeps, and a setting spelled out as it already
    is equals omitting it)."""
    out = controls_view(state.customer.cards[used["card_id"]].controls)
    for channel in CHANNELS:
        for region, given in (used.get(channel) or {}).items():
            out[channel][region].update({k: v for k, v in (given or {}).items() if v is not None})
    return {"_canonical": out}


@tool("write", resolve=_settings)
def set_card_controls(
    state: EpisodeState,
    card_id: Id,
    atm: ChannelInput | None = None,
    online: ChannelInput | None = None,
    pos: ChannelInput | None = None,
) -> dict:
    """Change a card's usage controls: enable/disable a channel and region, or set its daily limit (INR).

    Only the settings you pass change; everything omitted keeps its current value. Example: to allow
    international online use with a ₹20,000 daily limit pass
    {"card_id": "...", "online": {"international": {"enabled": true, "daily_limit": 20000}}}.
    Limits: debit cards ATM up to ₹1,00,000, POS and online up to ₹2,00,000 a day; credit cards up to the
    credit limit, ATM cash up to 30% of it. Blocked or expired cards cannot be changed.

    Args:
        card_id: The card id.
        atm: ATM cash-withdrawal settings (domestic / international).
        online: Online (e-commerce, card-not-present) settings (domestic / international).
        pos: In-store POS / tap-to-pay settings (domestic / international).
    """
    card = owned(state, "cards", card_id, "card")
    inputs = {"atm": atm, "online": online, "pos": pos}
    changes: dict[tuple[str, str], dict[str, Any]] = {}
    for channel, channel_input in inputs.items():
        if channel_input is None:
            continue
        for region in REGIONS:
            region_input = getattr(channel_input, region)
            if region_input is None:
                continue
            update: dict[str, Any] = {}
            if region_input.enabled is not None:
                update["enabled"] = region_input.enabled
            if region_input.daily_limit is not None:
                update["daily_limit"] = paise(region_input.daily_limit, f"{channel} {region} daily limit")
            if update:
                changes[(channel, region)] = update
    if not changes:
        raise ToolError(
            "VALIDATION_ERROR",
            "No change given: pass at least one channel (atm, online, pos) with a region (domestic, international) "
            "and an 'enabled' or 'daily_limit' value.",
        )
    _usable(card, "changed")
    for (channel, region), update in changes.items():
        limit = update.get("daily_limit")
        if limit is None:
            continue
        cap, why = _channel_cap(card, channel)
        if cap is not None and limit > cap:
            raise ToolError(
                "LIMIT_EXCEEDED",
                f"The {channel} {region} daily limit can be at most {format_inr(cap)} ({why}); "
                f"{format_inr(limit)} was requested.",
            )
    controls = card.controls
    if all(getattr(getattr(getattr(controls, channel), region), key) == value
           for (channel, region), update in changes.items() for key, value in update.items()):
        raise ToolError("NO_CHANGE", f"Card {card_id} already has these settings; nothing was changed.")
    new_channels: dict[str, ChannelControl] = {}
    for channel in CHANNELS:
        current: ChannelControl = getattr(controls, channel)
        regions: dict[str, ControlRegion] = {}
        for region in REGIONS:
            old: ControlRegion = getattr(current, region)
            update = changes.get((channel, region))
            regions[region] = old.model_copy(update=update) if update else old
        unchanged = all(regions[r] is getattr(current, r) for r in REGIONS)
        new_channels[channel] = current if unchanged else current.model_copy(update=regions)
    new_controls = controls.model_copy(update=new_channels)
    replace_in(state, "cards", card.model_copy(update={"controls": new_controls}), "card_id")
    out = {
        "status": "UPDATED",
        "card_id": card_id,
        "masked_number": card.masked_number,
        "card_type": card.card_type,
        "controls": controls_view(new_controls),
    }
    zero = [f"{c} {r}" for c in CHANNELS for r in REGIONS
            if getattr(getattr(new_controls, c), r).enabled and getattr(getattr(new_controls, c), r).daily_limit == 0]
    if zero:
        out["note"] = "Enabled with a daily limit of 0 (no transactions possible until a limit is set): " + ", ".join(zero)
    return out
