"""Families that vary their procedure (issue 29: tasks that test generalization, not memory): over a fixed set of
customers each builds at least its number of gold-chain shapes (``tasks.stats.chain_shape``), so no single fixed
script of tool calls passes all of its tasks."""

from __future__ import annotations

import random

import pytest

from bank_gym.bank import load_bank
from bank_gym.tasks.families import any_family
from bank_gym.tasks.generate import build_task
from bank_gym.tasks.stats import chain_shape

CUSTOMERS = 300  # the first customers of the release's bank, in id order

# family -> the chain shapes it builds at least (its variants; see each family's docstring)
SHAPES = {
    "sq_fd_book_projection": 3,
    "sq_rd_book": 3,
    "sq_fd_close_rebook": 3,
    "sq_fd_close_balance": 3,
    "sq_rd_close": 3,
    "sq_fd_renewal": 3,
    "edge_dormant_source_account": 3,
    "edge_renew_payout_fd": 3,
    "edge_minor_nominee_fd": 3,
    # sequencing/multi_product.py
    "sq_statement_after_history": 3,
    "sq_insurance_premium_help": 3,
    "sq_freeze_debit_limit_credit": 3,
    "sq_mandate_to_rd": 3,
    "sq_close_fd_open_rd": 3,
    # edge_case/accounts_and_limits.py and edge_case/cards_and_deposits.py (b65)
    "edge_atm_limit_too_high": 3,
    "edge_cancelled_mandate": 3,
    "edge_cleared_cheque": 3,
    "edge_foreign_deposit": 3,
    "edge_similar_fds": 3,
    # families/control.py
    "hp_balance": 4,
    "hp_fd_maturity_info": 4,
    "hp_card_freeze": 3,
    "hp_cheque_book": 3,
    "hp_complaint_then_human": 3,
    "hp_mandate_cancel": 3,
    # sequencing/disputes_and_requests.py and rare_tool.py (tl_duplicate_statement, tl_request_followup)
    "sq_address_then_chequebook": 3,
    "sq_balance_compare_fd": 3,
    "sq_failed_upi_dispute": 3,
    "sq_loan_foreclosure_request": 3,
    "sq_unauthorized_debit_block": 4,
    "tl_duplicate_statement": 3,
    "tl_request_followup": 3,
    # sequencing/cards_and_payments.py
    "sq_card_freeze_check": 4,
    "sq_card_block_replace": 3,
    "sq_card_enable_international": 4,
    "sq_card_atm_limit": 3,
    "sq_mandate_cancel": 3,
    "sq_cheque_stop": 3,
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_a_varying_family_builds_its_chain_shapes(name):
    bank = load_bank()
    fam = any_family(name)
    shapes = set()
    for customer in sorted(bank.customers)[:CUSTOMERS]:
        task = build_task(bank, fam, customer, random.Random(f"shapes:{name}:{customer}"), f"shapes_{name}")
        if task is not None:
            shapes.add(chain_shape(task))
    assert len(shapes) >= SHAPES[name], sorted(shapes)
