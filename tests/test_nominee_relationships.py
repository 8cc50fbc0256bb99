"""A nominee's relationship: recorded in English whatever language it was given in, compared by its kind in the
action check, and in the final state a more specific one than the task names ("Son" for the customer's "child")
accepted where it agrees with the nominee's given name, never another one ("Daughter" for a "Son")."""

from __future__ import annotations

import pytest
from natural_corpus import replayed

from bank_gym.bank.names import GIVEN_NAME_GENDER
from bank_gym.scoring.nominees import booked_as_asked
from bank_gym.tools.common import canonical_nominee, relationship, relationship_kind


@pytest.mark.parametrize("given, recorded", [
    ("son", "Son"), ("बेटा", "Son"), ("beti", "Daughter"), ("पत्नी", "Wife"), ("child", "Child"), ("Mother", "Mother"),
    ("friend", "Friend")])
def test_a_relationship_is_recorded_in_english(given, recorded):
    assert relationship(given) == recorded


def test_the_action_check_compares_a_relationship_by_its_kind():
    booked = canonical_nominee(None, {"nominee": {"name": "ishaan  rao", "relationship": "son", "age": 9}}, {})
    asked = canonical_nominee(None, {"nominee": {"name": "Ishaan Rao", "relationship": "child", "age": 9}}, {})
    assert booked == asked
    assert relationship_kind("Mother") == "Parent" and relationship_kind("Friend") == "Friend"


def _with_nominee_relationship(customer, relationship_word):
    """``customer`` with its first account nominee's relationship set to ``relationship_word``."""
    account_id, account = next((k, a) for k, a in customer.accounts.items() if a.nominee is not None)
    nominee = account.nominee.model_copy(update={"relationship": relationship_word})
    accounts = {**customer.accounts, account_id: account.model_copy(update={"nominee": nominee})}
    return customer.model_copy(update={"accounts": accounts})


def test_a_more_specific_relationship_meets_the_kind_asked_for_and_no_other(bank):
    customer = next(c for c in bank.customers.values() if any(
        a.nominee is not None and GIVEN_NAME_GENDER.get(a.nominee.name.split()[0].casefold()) == "M"
        for a in c.accounts.values()) and all(a.nominee is None or GIVEN_NAME_GENDER.get(
            a.nominee.name.split()[0].casefold()) == "M" for a in c.accounts.values()))
    asked = _with_nominee_relationship(customer, "Child")
    assert booked_as_asked(_with_nominee_relationship(customer, "Son"), asked)
    assert not booked_as_asked(_with_nominee_relationship(customer, "Daughter"), asked)  # a boy's name (round 23)
    assert not booked_as_asked(_with_nominee_relationship(customer, "Wife"), asked)
    son = _with_nominee_relationship(customer, "Son")
    assert not booked_as_asked(_with_nominee_relationship(customer, "Brother"), son)  # a "Son" asked for
    assert not booked_as_asked(asked, son)  # the less specific word does not meet the more specific one
    assert not booked_as_asked(customer.model_copy(update={"accounts": {}}), asked)  # another difference stays one


@pytest.mark.parametrize("part, name", [("v49", "edge_minor_nominee_fd_0004_en"),
                                        ("v40", "ood_edge_minor_nominee_fd_0000_hi")])
def test_natural_sessions_that_booked_the_child_as_son_or_daughter_pass(part, name):
    """v49 (en: 'Son' for Ishaan), v40 (hi: 'Daughter' for Diya): the customer confirmed the proposal naming it."""
    verdict = replayed(part, name).verdict
    assert verdict["action_check"]["passed"] and verdict["final_state"]["passed"] and verdict["reward"] == 1.0
