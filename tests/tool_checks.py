"""Assertions shared by the tool tests: a rejected call changes nothing; a successful one is JSON and changes
state exactly when the tool changes records."""

from __future__ import annotations

import json

from bank_gym.tools import REGISTRY, execute


def expect_rejected(state, name: str, arguments: dict, code: str):
    """A business-rule rejection with ``code``: a structured error, and the episode exactly as before."""
    before, customer, counters = state.state_hash(), state.customer, dict(state.counters)
    result = execute(state, name, arguments)
    assert not result.failed, result.output
    assert result.error_code == code, result.output
    assert set(result.output) == {"error_code", "message"} and result.output["message"]
    assert state.state_hash() == before
    assert state.customer is customer and state.counters == counters
    return result


def expect_ok(state, name: str, arguments: dict) -> dict:
    """A success whose output is JSON; the hash moves iff the tool changes records."""
    before = state.state_hash()
    result = execute(state, name, arguments)
    assert result.ok, result.output
    json.dumps(result.output)
    assert (state.state_hash() != before) == REGISTRY[name].changes_records
    return result.output


def call(state, name: str, **arguments):
    return execute(state, name, arguments)


def ok(state, name: str, **arguments) -> dict:
    result = execute(state, name, arguments)
    assert result.ok, result.output
    return result.output


def rejected(state, name: str, code: str, **arguments) -> dict:
    return expect_rejected(state, name, arguments, code).output


MISSING = "ZZ00000000"  # an id no customer has


def foreign(bank, customer, collection: str):
    """A record id of ``collection`` that belongs to another customer."""
    return next(i for c in bank.customers.values() if c.customer_id != customer.customer_id for i in getattr(c, collection))


def expect_same_as_missing(bank, customer, name: str, args: dict, field: str, foreign_id: str, as_list: bool = False):
    """Another customer's id gets the answer a non-existent id gets, and changes nothing."""
    s1, s2 = bank.new_episode(customer.customer_id), bank.new_episode(customer.customer_id)
    r1 = execute(s1, name, {**args, field: [foreign_id] if as_list else foreign_id})
    r2 = execute(s2, name, {**args, field: [MISSING] if as_list else MISSING})
    assert json.dumps(r1.output) == json.dumps(r2.output).replace(MISSING, foreign_id)
    assert r1.error_code == r2.error_code
    assert s1.state_hash() == s2.state_hash() == bank.new_episode(customer.customer_id).state_hash()
