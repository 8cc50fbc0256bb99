"""Shared fixtures: the pristine bank (built once per test session) and customer finders."""

from __future__ import annotations

import os

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import pytest

from bank_gym.bank import load_bank


@pytest.fixture(scope="session")
def bank():
    return load_bank()


def find_customer(bank, predicate, nth: int = 0):
    """The nth customer (in id order) satisfying ``predicate(customer)``; fails the test if none."""
    hits = [c for cid, c in sorted(bank.customers.items()) if predicate(c)]
    if len(hits) <= nth:
        pytest.fail("the generated bank has no customer for this predicate")
    return hits[nth]


@pytest.fixture
def find(bank):
    return lambda predicate, nth=0: find_customer(bank, predicate, nth)
