"""Record ids that are unique across a bank of any size without a bank-wide set of used ids.

A bank has two id regions:

* **Legacy** (customer indices below ``LEGACY_CUSTOMERS`` = 1,000): the ids of releases up to 0.4 — random draws
  (``prefix`` + a fixed number of digits), redrawn where the draw repeated an id of an earlier customer. Which
  draws were redrawn depends on every earlier customer, so it is recorded once, in the *legacy table*
  (``legacy_ids.json`` for the default seed; computed on first use for another seed): per customer its id, its
  deposit ids and the ordinals of its redrawn draws. With it customer ``i`` is built alone, identical to the
  sequential build (a test checks all 1,000).
* **Scaled** (indices from 1,000): ``prefix`` + a block that is a bijection of the customer's index + the
  record's ordinal within the customer. Two customers never share a block, and a scaled id is always one digit
  longer than the legacy id of its prefix or more, so it can repeat neither region's ids; the block widens with
  the bank, so no id space runs out. The customer id (``CUST_`` + hex) is invertible: looking a customer up
  needs no table.
"""

from __future__ import annotations

import json
import random
from functools import lru_cache
from importlib import resources

LEGACY_CUSTOMERS = 1000
LEGACY_TABLE_FILE = "legacy_ids.json"

# digits of each prefix's legacy ids (as the generator draws them)
LEGACY_DIGITS = {"SB": 10, "CA": 10, "NE": 10, "NO": 10, "TXN": 10, "CARD": 5, "FD": 6, "RD": 6, "LN": 5,
                 "MND": 8, "POL": 6, "SR-": 8, "OFF": 4}
# digits of a scaled id's ordinal within its customer (the generator's bounds are far below 10**digits)
ORDINAL_DIGITS = {"TXN": 4}
DEFAULT_ORDINAL_DIGITS = 2
# digits a booking made in an episode appends to the block (10**4 per customer and kind)
BOOKING_DIGITS = 4
_HEX = "0123456789ABCDEF"
_CUSTOMER_HEX = 8  # legacy customer ids: CUST_ + 8 hex digits
_MULTIPLIER = 0x9E3779B97F4A7C15  # odd and not a multiple of 5: coprime to every power of 10 and of 16
_OFFSET = 0x2545F4914F6CDD1D


def _permute(index: int, modulus: int) -> int:
    return (_MULTIPLIER * index + _OFFSET) % modulus


def _unpermute(value: int, modulus: int) -> int:
    return ((value - _OFFSET) * pow(_MULTIPLIER, -1, modulus)) % modulus


def _width(n_customers: int, base: int = 10) -> int:
    """Digits (in ``base``) that hold every index of a bank of ``n_customers``."""
    width, top = 1, base
    while top < n_customers:
        width += 1
        top *= base
    return width


class ScaledIds:
    """Id scheme of the customers from index ``LEGACY_CUSTOMERS`` on in a bank of ``n_customers``."""

    def __init__(self, n_customers: int):
        self.n_customers = n_customers
        self.customer_hex = max(_CUSTOMER_HEX + 1, _width(n_customers, 16))
        self._blocks: dict[str, int] = {}

    def block_digits(self, prefix: str) -> int:
        digits = self._blocks.get(prefix)
        if digits is None:
            ordinal = ORDINAL_DIGITS.get(prefix, DEFAULT_ORDINAL_DIGITS)
            digits = max(LEGACY_DIGITS.get(prefix, 10) + 1 - ordinal, _width(self.n_customers))
            self._blocks[prefix] = digits
        return digits

    def block(self, index: int, prefix: str) -> str:
        digits = self.block_digits(prefix)
        return str(_permute(index, 10**digits)).zfill(digits)

    def record_id(self, index: int, prefix: str, ordinal: int) -> str:
        width = ORDINAL_DIGITS.get(prefix, DEFAULT_ORDINAL_DIGITS)
        if ordinal >= 10**width:
            raise ValueError(f"customer {index} has more than {10**width} {prefix} records")
        return prefix + self.block(index, prefix) + str(ordinal).zfill(width)

    def booking_id(self, index: int, prefix: str, number: int) -> str:
        """A record booked in an episode: longer than any pristine id of the customer, so never one of them."""
        return prefix + self.block(index, prefix) + str(number % 10**BOOKING_DIGITS).zfill(BOOKING_DIGITS)

    def customer_id(self, index: int) -> str:
        value = _permute(index, 16**self.customer_hex)
        return "CUST_" + format(value, "X").zfill(self.customer_hex)

    def index_of(self, customer_id: str) -> int | None:
        text = customer_id[5:] if customer_id.startswith("CUST_") else ""
        if len(text) != self.customer_hex or any(c not in _HEX for c in text):
            return None
        index = _unpermute(int(text, 16), 16**self.customer_hex)
        return index if LEGACY_CUSTOMERS <= index < self.n_customers else None


class CustomerIds:
    """The ids one customer's builder draws (``new`` for records, ``customer`` for the customer id)."""

    def __init__(self, index: int, scheme: ScaledIds | None = None, redraws: frozenset[int] = frozenset()):
        self.index = index
        self.scheme = scheme  # None: a legacy customer
        self.redraws = redraws
        self.draws = 0
        self.ordinals: dict[str, int] = {}

    def _taken(self, candidate: str) -> bool:  # the legacy rule: redraw where the sequential build did
        self.draws += 1
        return self.draws in self.redraws

    def new(self, rng: random.Random, prefix: str, digits: int) -> str:
        while True:
            candidate = prefix + str(rng.randrange(10 ** (digits - 1), 10**digits))
            if self.scheme is not None:  # the draw is still made, so the rest of the customer is region-blind
                ordinal = self.ordinals.get(prefix, 0)
                self.ordinals[prefix] = ordinal + 1
                return self.scheme.record_id(self.index, prefix, ordinal)
            if not self._taken(candidate):
                return candidate

    def customer(self, rng: random.Random) -> str:
        while True:
            candidate = "CUST_" + "".join(rng.choice(_HEX) for _ in range(_CUSTOMER_HEX))
            if self.scheme is not None:
                return self.scheme.customer_id(self.index)
            if not self._taken(candidate):
                return candidate


class SequentialIds(CustomerIds):
    """The reference rule the legacy table records: redraw any id an earlier customer (or this one) holds."""

    def __init__(self, index: int, used: set[str]):
        super().__init__(index)
        self.used = used
        self.redrawn: list[int] = []

    def _taken(self, candidate: str) -> bool:
        self.draws += 1
        if candidate in self.used:
            self.redrawn.append(self.draws)
            return True
        self.used.add(candidate)
        return False


class LegacyTable:
    """Per legacy customer index: its id, its deposit ids and the ordinals of its redrawn id draws."""

    def __init__(self, customer_ids: list[str], deposit_ids: list[list[str]], redraws: dict[int, list[int]]):
        self.customer_ids = customer_ids
        self.deposit_ids = deposit_ids
        self.redraws = {int(k): frozenset(v) for k, v in redraws.items()}
        self.index = {cid: i for i, cid in enumerate(customer_ids)}

    def to_json(self) -> dict:
        return {"customer_ids": self.customer_ids, "deposit_ids": self.deposit_ids,
                "redraws": {str(k): sorted(v) for k, v in sorted(self.redraws.items()) if v}}


def compute_legacy_table(seed: int, n_customers: int = LEGACY_CUSTOMERS, today=None) -> LegacyTable:
    """Build the legacy customers one after another with the reference rule (slow: ~1 ms per customer)."""
    from . import rules
    from .generator import CustomerBuilder

    used: set[str] = set()
    customer_ids, deposit_ids, redraws = [], [], {}
    for index in range(min(n_customers, LEGACY_CUSTOMERS)):
        ids = SequentialIds(index, used)
        customer = CustomerBuilder(index, seed, ids, today or rules.BANK_DATE).build()
        customer_ids.append(customer.customer_id)
        deposit_ids.append(list(customer.deposits))
        if ids.redrawn:
            redraws[index] = ids.redrawn
    return LegacyTable(customer_ids, deposit_ids, redraws)


def legacy_table(seed: int, n_customers: int, today) -> LegacyTable:
    """The legacy table of ``seed`` (at least its first ``n_customers`` rows): read from the package for the
    default seed and date (once per process, whatever the bank's size), else computed (a row depends only on
    the rows before it)."""
    from . import rules
    from .generator import DEFAULT_SEED

    if seed == DEFAULT_SEED and today == rules.BANK_DATE:
        return _shipped_table()
    return _computed_table(seed, n_customers, today)


@lru_cache(maxsize=1)
def _shipped_table() -> LegacyTable:
    data = json.loads(resources.files(__package__).joinpath(LEGACY_TABLE_FILE).read_text(encoding="utf-8"))
    return LegacyTable(data["customer_ids"], data["deposit_ids"], data["redraws"])


@lru_cache(maxsize=8)
def _computed_table(seed: int, n_customers: int, today) -> LegacyTable:
    return compute_legacy_table(seed, n_customers, today)


def write_legacy_table(path=None) -> str:
    """Recompute the default seed's table and write it into the package (after a change to the generator:
    ``python -c "from bank_gym.bank.ids import write_legacy_table; write_legacy_table()"``)."""
    from pathlib import Path

    from .generator import DEFAULT_SEED

    target = Path(path) if path else Path(__file__).with_name(LEGACY_TABLE_FILE)
    table = compute_legacy_table(DEFAULT_SEED)
    target.write_text(json.dumps(table.to_json(), separators=(",", ":")) + "\n", encoding="utf-8")
    return str(target)
