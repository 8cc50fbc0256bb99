"""The rare-tool families vary their procedure (issue 29): over a fixed set of customers each builds at least its
number of gold-chain shapes, so no family can be passed by replaying one fixed script."""

from __future__ import annotations

import random

import pytest

from bank_gym.bank import load_bank
from bank_gym.tasks.families import any_family
from bank_gym.tasks.generate import build_task
from bank_gym.tasks.stats import chain_shape

SHAPES = {
    "tl_gold_loan_eligibility": 3,  # the loan's rate / a second weight / the rate and a callback request
    "tl_emi_tenure_compare": 3,  # two tenures / a middle tenure too / another amount's rate and EMI
    "tl_personal_loan_offer": 3,  # a callback / the numbers only / a second tenure and a callback
    "tl_scheme_vs_fd": 3,  # book / compare only / a first account too low, book from the other
    "tl_tds_on_closure": 3,  # threshold first / closure first / two FDs, the one meant looked up
    "tl_foreclosure_vs_emi": 4,  # foreclose / keep paying / balance covers it, foreclose / balance short
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_a_family_builds_its_chain_shapes_over_a_fixed_set_of_customers(name):
    bank = load_bank()
    shapes = set()
    for index, customer in enumerate(list(bank.customers)[:120]):
        task = build_task(bank, any_family(name), customer, random.Random(index), f"variants_{name}")
        if task is not None:
            shapes.add(chain_shape(task))
    assert len(shapes) >= SHAPES[name], sorted(shapes)
