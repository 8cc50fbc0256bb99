"""Card tools: get_card_details, toggle_card_freeze, block_card, set_card_controls."""

from __future__ import annotations

import json

import pytest
from tool_checks import expect_ok, expect_rejected

from bank_gym.bank import rules
from bank_gym.bank.money import rupees
from bank_gym.tools import REGISTRY, execute

MISSING = "CARD00000"


def card_of(customer, card_type=None, status=None):
    for card in customer.cards.values():
        if (card_type is None or card.card_type == card_type) and (status is None or card.status == status):
            return card
    return None


def has_card(card_type=None, status=None):
    return lambda c: card_of(c, card_type, status) is not None


def start(bank, customer):
    return bank.new_episode(customer.customer_id)


def rejected(state, name, args, code):
    return expect_rejected(state, name, args, code)


def succeeded(state, name, args):
    return expect_ok(state, name, args)


def foreign_card_id(bank, customer):
    return next(cid for c in bank.customers.values() if c.customer_id != customer.customer_id for cid in c.cards)


def assert_same_as_missing(bank, customer, name, args, field, foreign, as_list=False):
    """A real id of another customer gets exactly the answer of a nonexistent id (modulo the id itself)."""
    s1, s2 = start(bank, customer), start(bank, customer)
    r1 = execute(s1, name, {**args, field: [foreign] if as_list else foreign})
    r2 = execute(s2, name, {**args, field: [MISSING] if as_list else MISSING})
    assert json.dumps(r1.output) == json.dumps(r2.output).replace(MISSING, foreign)
    assert r1.error_code == r2.error_code
    assert s1.state_hash() == s2.state_hash() == start(bank, customer).state_hash()


# ---------------------------------------------------------------- get_card_details


def test_get_card_details_views(bank, find):
    customer = find(has_card("CREDIT"))
    state = start(bank, customer)
    ids = list(customer.cards)
    before = state.state_hash()
    out = succeeded(state, "get_card_details", {"card_ids": ids + [ids[0], MISSING]})
    assert state.state_hash() == before
    assert [c["card_id"] for c in out["cards"]] == ids  # duplicates collapsed, order kept
    assert out["errors"] == [{"id": MISSING, "error_code": "NOT_FOUND", "message": f"No card {MISSING!r} is linked to this customer."}]
    for view in out["cards"]:
        card = customer.cards[view["card_id"]]
        assert view["expiry"] == card.expiry.strftime("%Y-%m")
        assert view["status"] == card.status and view["masked_number"] == card.masked_number
        for channel in ("atm", "online", "pos"):
            for region in ("domestic", "international"):
                stored = getattr(getattr(card.controls, channel), region)
                assert view["controls"][channel][region] == {"enabled": stored.enabled, "daily_limit": rupees(stored.daily_limit)}
        if card.card_type == "CREDIT":
            assert view["credit_limit"] == rupees(card.credit_limit)
            assert view["available_limit"] == rupees(card.available_limit)


def test_get_card_details_authorization(bank, find):
    customer = find(has_card())
    assert_same_as_missing(bank, customer, "get_card_details", {}, "card_ids", foreign_card_id(bank, customer), as_list=True)


# ---------------------------------------------------------------- toggle_card_freeze


def test_freeze_then_unfreeze(bank, find):
    customer = find(has_card(status="ACTIVE"))
    card = card_of(customer, status="ACTIVE")
    state = start(bank, customer)
    pristine = state.state_hash()
    out = succeeded(state, "toggle_card_freeze", {"card_id": card.card_id, "state": "freeze"})
    assert out["status"] == "UPDATED" and out["action"] == "freeze" and out["new_card_status"] == "FROZEN"
    frozen = state.customer.cards[card.card_id]
    assert frozen == card.model_copy(update={"status": "FROZEN"})
    assert {k: v for k, v in state.customer.cards.items() if k != card.card_id} == {
        k: v for k, v in customer.cards.items() if k != card.card_id}
    out = succeeded(state, "toggle_card_freeze", {"card_id": card.card_id, "state": "unfreeze"})
    assert out["new_card_status"] == "ACTIVE"
    assert state.state_hash() == pristine  # back to the pristine content


def test_unfreeze_frozen_card(bank, find):
    customer = find(has_card(status="FROZEN"))
    card = card_of(customer, status="FROZEN")
    state = start(bank, customer)
    out = succeeded(state, "toggle_card_freeze", {"card_id": card.card_id, "state": "unfreeze"})
    assert out["new_card_status"] == "ACTIVE" and state.customer.cards[card.card_id].status == "ACTIVE"


def test_freeze_errors(bank, find):
    active = find(has_card(status="ACTIVE"))
    rejected(start(bank, active), "toggle_card_freeze", {"card_id": card_of(active, status="ACTIVE").card_id, "state": "unfreeze"}, "ALREADY_ACTIVE")
    frozen = find(has_card(status="FROZEN"))
    rejected(start(bank, frozen), "toggle_card_freeze", {"card_id": card_of(frozen, status="FROZEN").card_id, "state": "freeze"}, "ALREADY_FROZEN")
    for status in ("BLOCKED", "EXPIRED"):
        customer = find(has_card(status=status))
        for action in ("freeze", "unfreeze"):
            result = rejected(start(bank, customer), "toggle_card_freeze",
                              {"card_id": card_of(customer, status=status).card_id, "state": action}, "INVALID_STATE")
            assert status.lower() in result.output["message"]


def test_freeze_authorization(bank, find):
    customer = find(has_card())
    for action in ("freeze", "unfreeze"):
        assert_same_as_missing(bank, customer, "toggle_card_freeze", {"state": action}, "card_id", foreign_card_id(bank, customer))


def test_freeze_bad_state_argument_is_a_failed_call(bank, find):
    customer = find(has_card(status="ACTIVE"))
    state = start(bank, customer)
    result = execute(state, "toggle_card_freeze", {"card_id": card_of(customer, status="ACTIVE").card_id, "state": "FROZEN"})
    assert result.failed and result.error_code == "INVALID_ARGUMENTS"


# ---------------------------------------------------------------- block_card


@pytest.mark.parametrize("status", ["ACTIVE", "FROZEN"])
def test_block_card(bank, find, status):
    customer = find(has_card(status=status))
    card = card_of(customer, status=status)
    state = start(bank, customer)
    out = succeeded(state, "block_card", {"card_id": card.card_id, "reason": "stolen"})
    assert out["status"] == "BLOCKED" and out["reversible"] is False and "replacement" in out["note"].lower()
    assert out["blocked_on"] == state.today.isoformat() and out["block_reason"] == "stolen"
    assert state.customer.cards[card.card_id] == card.model_copy(
        update={"status": "BLOCKED", "block_reason": "stolen", "blocked_on": state.today})
    # blocked for good: no freeze, no second block, no control changes
    rejected(state, "toggle_card_freeze", {"card_id": card.card_id, "state": "unfreeze"}, "INVALID_STATE")
    rejected(state, "block_card", {"card_id": card.card_id, "reason": "lost"}, "ALREADY_BLOCKED")


def test_block_errors(bank, find):
    blocked = find(has_card(status="BLOCKED"))
    rejected(start(bank, blocked), "block_card", {"card_id": card_of(blocked, status="BLOCKED").card_id, "reason": "lost"}, "ALREADY_BLOCKED")
    expired = find(has_card(status="EXPIRED"))
    rejected(start(bank, expired), "block_card", {"card_id": card_of(expired, status="EXPIRED").card_id, "reason": "fraud"}, "INVALID_STATE")


def test_block_authorization(bank, find):
    customer = find(has_card())
    assert_same_as_missing(bank, customer, "block_card", {"reason": "lost"}, "card_id", foreign_card_id(bank, customer))


# ---------------------------------------------------------------- set_card_controls


def test_controls_merge_only_given_keys(bank, find):
    customer = find(lambda c: any(k.card_type == "DEBIT" and k.status == "ACTIVE" and k.controls.atm.domestic.enabled
                                  and k.controls.atm.domestic.daily_limit > 0 for k in c.cards.values()))
    card = next(k for k in customer.cards.values() if k.card_type == "DEBIT" and k.status == "ACTIVE"
                and k.controls.atm.domestic.enabled and k.controls.atm.domestic.daily_limit > 0)
    old = card.controls
    state = start(bank, customer)
    # 1. only the limit: enabled keeps its value, every other region is untouched
    new_limit = 12_345 if old.atm.domestic.daily_limit != 12_345 * 100 else 12_000
    out = succeeded(state, "set_card_controls", {"card_id": card.card_id, "atm": {"domestic": {"daily_limit": new_limit}}})
    assert out["status"] == "UPDATED"
    expected = old.model_copy(update={"atm": old.atm.model_copy(update={
        "domestic": old.atm.domestic.model_copy(update={"daily_limit": new_limit * 100})})})
    stored = state.customer.cards[card.card_id]
    assert stored.controls == expected
    assert stored == card.model_copy(update={"controls": expected})
    assert out["controls"]["atm"]["domestic"] == {"enabled": True, "daily_limit": new_limit}
    assert out["controls"]["pos"] == {r: {"enabled": getattr(old.pos, r).enabled, "daily_limit": rupees(getattr(old.pos, r).daily_limit)}
                                      for r in ("domestic", "international")}
    # 2. only enabled: the limit keeps its value
    out = succeeded(state, "set_card_controls", {"card_id": card.card_id, "atm": {"domestic": {"enabled": False}}})
    assert state.customer.cards[card.card_id].controls.atm.domestic.model_dump() == {"enabled": False, "daily_limit": new_limit * 100}
    assert out["controls"]["atm"]["domestic"] == {"enabled": False, "daily_limit": new_limit}
    assert state.customer.cards[card.card_id].controls.atm.international == old.atm.international


def test_controls_several_channels_and_paise(bank, find):
    customer = find(has_card("DEBIT", "ACTIVE"))
    card = card_of(customer, "DEBIT", "ACTIVE")
    state = start(bank, customer)
    out = succeeded(state, "set_card_controls", {
        "card_id": card.card_id,
        "online": {"international": {"enabled": True, "daily_limit": 15000.5}},
        "pos": {"domestic": {"daily_limit": 0}, "international": {"enabled": False}},
    })
    controls = state.customer.cards[card.card_id].controls
    assert controls.online.international.model_dump() == {"enabled": True, "daily_limit": 1_500_050}
    assert controls.pos.domestic.daily_limit == 0 and controls.pos.domestic.enabled == card.controls.pos.domestic.enabled
    assert controls.pos.international.enabled is False
    assert controls.pos.international.daily_limit == card.controls.pos.international.daily_limit
    assert controls.atm == card.controls.atm and controls.online.domestic == card.controls.online.domestic
    assert out["controls"]["online"]["international"]["daily_limit"] == 15000.5


def test_controls_nothing_given(bank, find):
    customer = find(has_card("DEBIT", "ACTIVE"))
    card_id = card_of(customer, "DEBIT", "ACTIVE").card_id
    state = start(bank, customer)
    for args in ({}, {"atm": {}}, {"atm": {"domestic": {}}, "pos": None}, {"online": {"international": {"enabled": None}}}):
        rejected(state, "set_card_controls", {"card_id": card_id, **args}, "VALIDATION_ERROR")


def test_controls_schema_rejections(bank, find):
    customer = find(has_card("DEBIT", "ACTIVE"))
    card_id = card_of(customer, "DEBIT", "ACTIVE").card_id
    state = start(bank, customer)
    before = state.state_hash()
    for args in ({"atm": {"domestic": {"daily_limit": -1}}}, {"atm": {"local": {"enabled": True}}},
                 {"atm": {"domestic": {"enabled": True, "limit": 5}}}, {"atm": {"domestic": {"daily_limit": 10.001}}}):
        result = execute(state, "set_card_controls", {"card_id": card_id, **args})
        assert result.error_code in ("INVALID_ARGUMENTS", "VALIDATION_ERROR"), (args, result.output)
    assert state.state_hash() == before


@pytest.mark.parametrize("status", ["BLOCKED", "EXPIRED"])
def test_controls_invalid_state(bank, find, status):
    customer = find(has_card(status=status))
    rejected(start(bank, customer), "set_card_controls",
             {"card_id": card_of(customer, status=status).card_id, "pos": {"domestic": {"enabled": True}}}, "INVALID_STATE")


@pytest.mark.parametrize("channel", ["atm", "online", "pos"])
def test_controls_debit_channel_max(bank, find, channel):
    customer = find(has_card("DEBIT", "ACTIVE"))
    card_id = card_of(customer, "DEBIT", "ACTIVE").card_id
    cap = rules.DEBIT_CHANNEL_MAX[channel]
    state = start(bank, customer)
    result = rejected(state, "set_card_controls", {"card_id": card_id, channel: {"domestic": {"daily_limit": cap / 100 + 0.01}}},
                      "LIMIT_EXCEEDED")
    assert {"atm": "₹1,00,000", "online": "₹2,00,000", "pos": "₹2,00,000"}[channel] in result.output["message"]
    rejected(state, "set_card_controls", {"card_id": card_id, channel: {"international": {"daily_limit": cap / 100 * 5}}}, "LIMIT_EXCEEDED")
    controls = getattr(state.customer.cards[card_id].controls, channel)
    region = next(r for r in ("domestic", "international") if getattr(controls, r).daily_limit != cap)
    out = succeeded(state, "set_card_controls", {"card_id": card_id, channel: {region: {"daily_limit": cap // 100}}})
    assert out["controls"][channel][region]["daily_limit"] == rupees(cap)


def test_controls_credit_caps(bank, find):
    customer = find(has_card("CREDIT", "ACTIVE"))
    card = card_of(customer, "CREDIT", "ACTIVE")
    limit = card.credit_limit
    cash = limit * rules.CREDIT_CASH_LIMIT_BPS // 10_000
    state = start(bank, customer)
    rejected(state, "set_card_controls", {"card_id": card.card_id, "online": {"domestic": {"daily_limit": rupees(limit + 1)}}}, "LIMIT_EXCEEDED")
    rejected(state, "set_card_controls", {"card_id": card.card_id, "pos": {"international": {"daily_limit": rupees(limit + 100)}}}, "LIMIT_EXCEEDED")
    result = rejected(state, "set_card_controls", {"card_id": card.card_id, "atm": {"domestic": {"daily_limit": rupees(cash + 1)}}}, "LIMIT_EXCEEDED")
    assert "30%" in result.output["message"]
    # the debit maximum does not apply to credit cards: the whole credit limit is allowed online
    out = succeeded(state, "set_card_controls", {
        "card_id": card.card_id,
        "online": {"domestic": {"daily_limit": rupees(limit)}},
        "atm": {"domestic": {"daily_limit": rupees(cash)}},
    })
    assert out["controls"]["online"]["domestic"]["daily_limit"] == rupees(limit)
    assert state.customer.cards[card.card_id].controls.atm.domestic.daily_limit == cash


def test_controls_no_change(bank, find):
    customer = find(has_card("DEBIT", "ACTIVE"))
    card = card_of(customer, "DEBIT", "ACTIVE")
    region = card.controls.pos.domestic
    state = start(bank, customer)
    rejected(state, "set_card_controls", {"card_id": card.card_id, "pos": {"domestic": {
        "enabled": region.enabled, "daily_limit": rupees(region.daily_limit)}}}, "NO_CHANGE")
    rejected(state, "set_card_controls", {"card_id": card.card_id, "atm": {"international": {
        "enabled": card.controls.atm.international.enabled}}}, "NO_CHANGE")


def test_controls_authorization(bank, find):
    customer = find(has_card())
    assert_same_as_missing(bank, customer, "set_card_controls", {"atm": {"domestic": {"enabled": True}}}, "card_id",
                           foreign_card_id(bank, customer))


def test_card_tool_kinds():
    assert REGISTRY["get_card_details"].kind == "read"
    assert REGISTRY["get_card_details"].set_like_args == {"card_ids"}
    for name in ("toggle_card_freeze", "block_card", "set_card_controls"):
        assert REGISTRY[name].kind == "write" and REGISTRY[name].changes_records
    params = REGISTRY["toggle_card_freeze"].schema["function"]["parameters"]
    assert params["required"] == ["card_id", "state"]
    assert "episode" not in params["properties"]
