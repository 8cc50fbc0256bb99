"""Pristine bank and per-episode working state, with the normalized state hash.

* ``Bank``: the generated customers, shared read-only by every episode of a process (records are frozen).
* ``EpisodeState``: one episode's view. It starts as the pristine bank and keeps only the customers it
  replaced; creating one costs a few object allocations whatever the bank's size.
* ``EpisodeState.state_hash()``: SHA-256 over the bank's fingerprint and the digests of the customers whose
  normalized content differs from pristine. Equal hashes mean equal normalized content of every customer,
  and the cost grows only with what the episode changed, never with the number of customers.
"""

from __future__ import annotations

import hashlib
from datetime import date
from functools import cached_property

from .models import Customer


class Bank:
    """The pristine bank: customers by id, built once per (seed, size) by the generator."""

    def __init__(self, customers: dict[str, Customer], seed: int, generator_version: str, today: date):
        self.customers = customers
        self.seed = seed
        self.generator_version = generator_version
        self.today = today

    @cached_property
    def fingerprint(self) -> str:
        """Identity of the pristine bank (generator version, seed, date and size), cheap to compute."""
        text = f"bank_gym:{self.generator_version}:{self.seed}:{self.today.isoformat()}:{len(self.customers)}"
        return hashlib.sha256(text.encode()).hexdigest()

    def full_digest(self) -> str:
        """Digest of every customer's normalized content (slow: touches the whole bank; for audits)."""
        h = hashlib.sha256(self.fingerprint.encode())
        for cid in sorted(self.customers):
            h.update(f"{cid}:{self.customers[cid].digest()};".encode())
        return h.hexdigest()

    def __reduce_ex__(self, protocol):
        # A generated bank travels as its recipe: the process that unpickles it resolves it from its own
        # process-wide cache, so a pickled env (a vector-env subprocess, a Ray worker) never copies the bank.
        size = getattr(self.customers, "n_customers", None)
        if size is None:  # a hand-made bank (a plain dict of customers) travels by value
            return super().__reduce_ex__(protocol)
        from .generator import shared_bank

        return shared_bank, (self.seed, size, self.today)

    def new_episode(self, customer_id: str, today: date | None = None, seed: int = 0) -> EpisodeState:
        return EpisodeState(self, customer_id, today or self.today, seed)


class EpisodeState:
    """The bank as one episode sees and changes it. Only ``customer_id``'s records are reachable by tools."""

    __slots__ = ("bank", "customer_id", "today", "seed", "_changed", "counters")

    def __init__(self, bank: Bank, customer_id: str, today: date, seed: int = 0):
        if customer_id not in bank.customers:
            raise KeyError(f"unknown customer {customer_id!r}")
        self.bank = bank
        self.customer_id = customer_id
        self.today = today
        self.seed = seed
        self._changed: dict[str, Customer] = {}
        # Per-episode sequence numbers for generated references (service requests, receipts).
        self.counters: dict[str, int] = {}

    @property
    def customer(self) -> Customer:
        """The logged-in customer as of now (pristine record until the episode changes it)."""
        return self._changed.get(self.customer_id) or self.bank.customers[self.customer_id]

    def set_customer(self, customer: Customer) -> None:
        """Commit a new version of the logged-in customer (built with ``model_copy``)."""
        if customer.customer_id != self.customer_id:
            raise ValueError("an episode may only change its own customer")
        self._changed[self.customer_id] = customer

    def customer_view(self, customer_id: str) -> Customer:
        return self._changed.get(customer_id) or self.bank.customers[customer_id]

    def next_number(self, prefix: str) -> int:
        n = self.counters.get(prefix, 0) + 1
        self.counters[prefix] = n
        return n

    def changed_customers(self) -> dict[str, str]:
        """Customer id -> digest for customers whose normalized content differs from pristine."""
        out = {}
        for cid, cust in self._changed.items():
            d = cust.digest()
            if d != self.bank.customers[cid].digest():
                out[cid] = d
        return out

    def state_hash(self) -> str:
        h = hashlib.sha256(self.bank.fingerprint.encode())
        for cid, d in sorted(self.changed_customers().items()):
            h.update(f"{cid}:{d};".encode())
        return h.hexdigest()

    def copy(self) -> EpisodeState:
        other = EpisodeState(self.bank, self.customer_id, self.today, self.seed)
        other._changed = dict(self._changed)
        other.counters = dict(self.counters)
        return other

