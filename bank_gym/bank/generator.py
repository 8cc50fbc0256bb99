"""Deterministic synthetic bank.

Customer ``i`` is generated from ``random.Random(f"{seed}:{i}")`` and its id scheme alone (``ids``), so the bank
is the same on every machine and Python version, any customer can be built without the others, and no wall clock
is read: everything is dated relative to ``rules.BANK_DATE``. Ids are unique across the whole bank by
construction (``bank_gym.bank.ids``).
"""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator, Mapping
from datetime import date, timedelta
from functools import lru_cache

from . import finance, rules
from .generator_records import CustomerRecords, R
from .ids import LEGACY_CUSTOMERS, CustomerIds, ScaledIds, legacy_table
from .models import (
    Address,
    Customer,
    Kyc,
    Nominee,
    Profile,
    TaxProfile,
)
from .names import BUILDINGS, CITIES, NAMES, PROFESSIONS, STREETS
from .state import Bank

# 2: non-resident deposits (NRE tenure, no senior rate, no Form 121); 3: a minor nominee's appointee is never the depositor
GENERATOR_VERSION = "3"
DEFAULT_SEED = 20260716
DEFAULT_CUSTOMERS = 1000


class CustomerBuilder(CustomerRecords):
    """Customer ``index`` of a bank, from its own random stream and its id scheme alone."""

    def __init__(self, index: int, seed: int, ids: CustomerIds, today: date):
        self.rng = random.Random(f"{seed}:{index}")
        self.stream = f"{seed}:{index}"
        self.ids = ids
        self.today = today
        self.index = index

    # ------------------------------------------------------------ profile
    def build(self) -> Customer:
        rng = self.rng
        city, state, region, area, pin = rng.choice(CITIES)
        male, female, surnames = NAMES[region]
        gender = rng.choice("MF")
        self.gender = gender
        first = rng.choice(male if gender == "M" else female)
        surname = rng.choice(surnames)
        if region == "punjab" and gender == "F" and surname == "Singh":
            surname = "Kaur"
        self.name = f"{first} {surname}"
        roll = rng.random()
        age = rng.randint(60, 86) if roll < 0.24 else rng.randint(19, 24) if roll < 0.30 else rng.randint(25, 59)
        self.age = age
        self.senior = age >= rules.SENIOR_CITIZEN_AGE
        nri = rng.random() < 0.05 and 25 <= age < 70
        if age < 25 and rng.random() < 0.6:
            segment = "STUDENT"
        elif self.senior:
            segment = rng.choices(["MASS", "AFFLUENT", "HNI"], [0.55, 0.35, 0.10])[0]
        else:
            segment = rng.choices(["MASS", "SALARIED", "AFFLUENT", "HNI", "BUSINESS"], [0.25, 0.38, 0.18, 0.07, 0.12])[0]
        self.segment = segment
        if self.senior and rng.random() < 0.7:
            profession = rng.choice(PROFESSIONS["RETIRED"])
        else:
            profession = rng.choice(PROFESSIONS[segment])
        income_range = {"STUDENT": (0, 15_000), "MASS": (8_000, 40_000), "SALARIED": (25_000, 2_00_000),
                        "AFFLUENT": (1_00_000, 6_00_000), "HNI": (5_00_000, 40_00_000), "BUSINESS": (50_000, 10_00_000)}
        low, high = income_range[segment]
        income = rng.randrange(low, high + 1, 500) * R if high else 0
        dob = self.today - timedelta(days=age * 365 + age // 4 + rng.randint(1, 360))
        self.area = area
        self.city = city
        self.pin_prefix = pin
        comm = self._address(city, state, pin)
        if rng.random() < 0.7:
            perm = comm
        else:
            c2 = rng.choice(CITIES)
            perm = self._address(c2[0], c2[1], c2[4])
        self.comm_address = comm
        risk = rng.choices(["LOW", "MEDIUM", "HIGH"], [0.7, 0.22, 0.08])[0]
        period = rules.KYC_PERIOD_YEARS[risk]
        kyc_roll = rng.random()
        if kyc_roll < 0.07:  # expired: due date passed
            due = self.today - timedelta(days=rng.randint(5, 400))
        elif kyc_roll < 0.16:  # due within the next 90 days
            due = self.today + timedelta(days=rng.randint(0, 90))
        else:
            due = self.today + timedelta(days=rng.randint(91, period * 365 - 30))
        last_updated = finance.add_months(due, -12 * period)
        status = "EXPIRED" if due < self.today else "DUE" if due <= self.today + timedelta(days=90) else "COMPLETE"
        self.kyc_status = status
        pan = rng.random() < (0.94 if segment != "STUDENT" else 0.6)
        form = (self.senior and rng.random() < 0.2 and segment != "HNI") or (not self.senior and income < 25_000 * R and rng.random() < 0.1)
        fy_interest = rng.choice([0, 0, 0, rng.randrange(1_000, 45_000) * R, rng.randrange(20_000, 95_000) * R])
        form = form and not nri  # a non-resident cannot file Form 121 (formerly 15G/15H)
        tax = TaxProfile(pan_on_file=pan, form_15g_15h_on_file=form, fy_interest_paid=fy_interest)
        digits = str(rng.randrange(10**9, 10**10))
        handle = first.lower()[:2] + "*" * rng.randint(3, 6) + rng.choice(["@gmail.com", "@yahoo.co.in", "@outlook.com", "@rediffmail.com"])
        profile = Profile(
            name=self.name,
            gender=gender,
            date_of_birth=dob,
            age=age,
            senior_citizen=self.senior,
            segment=segment,
            residency="NRI" if nri else "RESIDENT",
            profession=profession,
            monthly_income=income,
            preferred_language=rng.choice(["English", "Hindi", "English", "Marathi", "Tamil", "Bengali", "Telugu", "Kannada"]),
            phone_masked=f"+91 {digits[0]}XXXXXX{digits[-3:]}",
            email_masked=handle,
            pan_masked=(f"XXXXX{rng.randrange(1000, 9999)}{rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ')}" if pan else None),
            kyc=Kyc(status=status, risk_category=risk, last_updated=last_updated, rekyc_due_date=due),
            tax=tax,
            communication_address=comm,
            permanent_address=perm,
            area=area,
        )
        self.nri = nri
        self.resident_senior = self.senior and not nri  # the senior-citizen rate is for resident seniors only
        customer_id = self.ids.customer(rng)
        accounts = self._accounts()
        cards = self._cards(accounts)
        deposits = self._deposits(accounts)
        loans = self._loans(accounts)
        mandates = self._mandates(accounts)
        insurance = self._insurance(accounts)
        requests = self._requests(accounts, cards)
        offers = self._offers()
        return Customer(
            customer_id=customer_id,
            profile=profile,
            accounts={a.account_id: a for a in accounts},
            cards={c.card_id: c for c in cards},
            deposits={d.deposit_id: d for d in deposits},
            loans={x.loan_id: x for x in loans},
            mandates={m.mandate_id: m for m in mandates},
            insurance={p.policy_id: p for p in insurance},
            requests={r.request_id: r for r in requests},
            offers=tuple(offers),
        )

    def _address(self, city: str, state: str, pin: str) -> Address:
        rng = self.rng
        return Address(
            line1=rng.choice(BUILDINGS).format(n=rng.randint(1, 499)),
            line2=rng.choice(STREETS),
            city=city,
            state=state,
            pincode=pin + f"{rng.randint(1, 99):03d}",
        )

    def _nominee(self, minor_ok: bool = True) -> Nominee:
        rng = self.rng
        relation = rng.choice(["Spouse", "Son", "Daughter", "Mother", "Father", "Brother", "Sister"])
        minor = minor_ok and relation in ("Son", "Daughter") and rng.random() < 0.35
        region = rng.choice(list(NAMES))
        male, female, _ = NAMES[region]
        is_male = relation in ("Son", "Father", "Brother") or (relation == "Spouse" and self.gender == "F")
        first = rng.choice(male if is_male else female)
        surname = self.name.split()[-1]
        age = rng.randint(3, 17) if minor else rng.randint(18, 80)
        return Nominee(
            name=f"{first} {surname}",
            relationship=relation,
            age=age,
            guardian_name=self._appointee(region, surname, first) if minor else None,
        )

    def _appointee(self, region: str, surname: str, minor_first: str) -> str:
        """The guardian (appointee) of a minor nominee: the child's other parent, never the depositor, who cannot
        be the appointee (the appointee acts only after the depositor's death). Drawn from a side stream so the
        rest of the customer is unchanged."""
        male, female, _ = NAMES[region]
        side = random.Random(f"{self.stream}:appointee:{minor_first}")
        names = [n for n in (female if self.gender == "M" else male) if f"{n} {surname}" != self.name]
        return f"{side.choice(names)} {surname}"


class Customers(Mapping):
    """The bank's customers by id, each built on first access and kept (read-only) after.

    Lookups, ``in`` and ``len`` never build a customer: a legacy id is found in the legacy table, a scaled id is
    inverted. Iteration yields every id in index order (cheap); ``values()`` / ``items()`` build the customers
    they reach (a whole-bank pass, meant for audits and statistics, never for a tool)."""

    def __init__(self, seed: int, n_customers: int, today: date):
        if n_customers < 1:
            raise ValueError("a bank needs at least one customer")
        self.seed, self.n_customers, self.today = seed, n_customers, today
        self.scheme = ScaledIds(n_customers)
        self.legacy = legacy_table(seed, min(n_customers, LEGACY_CUSTOMERS), today)
        self._built: dict[str, Customer] = {}
        self._legacy_deposits: frozenset[str] | None = None
        self._lock = threading.Lock()

    def index_of(self, customer_id: object) -> int | None:
        if not isinstance(customer_id, str):
            return None
        index = self.legacy.index.get(customer_id)
        if index is not None:
            return index if index < self.n_customers else None
        return self.scheme.index_of(customer_id)

    def id_of(self, index: int) -> str:
        return self.legacy.customer_ids[index] if index < LEGACY_CUSTOMERS else self.scheme.customer_id(index)

    def __getitem__(self, customer_id: str) -> Customer:
        customer = self._built.get(customer_id)
        if customer is not None:
            return customer
        index = self.index_of(customer_id)
        if index is None:
            raise KeyError(customer_id)
        with self._lock:  # threads of one process share the bank: build each customer once
            customer = self._built.get(customer_id)
            if customer is None:
                customer = self.build(index)
                if customer.customer_id != customer_id:  # pragma: no cover - the id scheme's own invariant
                    raise RuntimeError(f"customer {index} built as {customer.customer_id}, expected {customer_id}")
                self._built[customer_id] = customer
        return customer

    def build(self, index: int) -> Customer:
        """Customer ``index`` built afresh (not cached)."""
        if index < LEGACY_CUSTOMERS:
            ids = CustomerIds(index, redraws=self.legacy.redraws.get(index, frozenset()))
        else:
            ids = CustomerIds(index, scheme=self.scheme)
        return CustomerBuilder(index, self.seed, ids, self.today).build()

    def __reduce__(self):
        return _customers_of, (self.seed, self.n_customers, self.today)

    def __contains__(self, customer_id: object) -> bool:
        return self.index_of(customer_id) is not None

    def __iter__(self) -> Iterator[str]:
        return (self.id_of(i) for i in range(self.n_customers))

    def __len__(self) -> int:
        return self.n_customers

    @property
    def built(self) -> int:
        """How many customers have been built so far."""
        return len(self._built)

    def legacy_deposit_ids(self) -> frozenset[str]:
        """Every pristine deposit id of the legacy customers of this bank (from the table: nothing is built)."""
        if self._legacy_deposits is None:
            rows = self.legacy.deposit_ids[: min(self.n_customers, LEGACY_CUSTOMERS)]
            self._legacy_deposits = frozenset(d for row in rows for d in row)
        return self._legacy_deposits


def generate_bank(seed: int = DEFAULT_SEED, n_customers: int = DEFAULT_CUSTOMERS, today: date = rules.BANK_DATE) -> Bank:
    """The synthetic bank (deterministic in ``seed``, ``n_customers`` and ``today``); customers are built on
    first access, so a bank of any size is ready at once and costs what its episodes touch."""
    return Bank(Customers(seed, n_customers, today), seed=seed, generator_version=GENERATOR_VERSION, today=today)


def load_bank(seed: int = DEFAULT_SEED, n_customers: int = DEFAULT_CUSTOMERS) -> Bank:
    """The process-wide pristine bank (made once per seed and size, then shared read-only)."""
    return shared_bank(seed, n_customers, rules.BANK_DATE)


@lru_cache(maxsize=8)
def shared_bank(seed: int, n_customers: int, today: date) -> Bank:
    """The process-wide bank of (seed, size, date); a pickled bank is this call, resolved where it is unpickled."""
    return generate_bank(seed, n_customers, today)


def _customers_of(seed: int, n_customers: int, today: date) -> Customers:
    return shared_bank(seed, n_customers, today).customers
