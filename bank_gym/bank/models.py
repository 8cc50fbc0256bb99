"""The bank's data model: immutable pydantic records with cached, normalized content digests.

Records are frozen. A change builds a new record with ``model_copy(update=...)`` and leaves the pristine one
untouched, so a pristine bank can be shared read-only by every episode and a working state only copies the
path to what it changed. Because records never change, each caches its normalized digest; hashing a working
state re-hashes only the records that were replaced.

Money fields are integer paise, rates are basis points, dates are ``datetime.date``.
"""

from __future__ import annotations

import hashlib
import json
from datetime import date
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr

Paise = int
Bps = int


def _norm(value: Any, bag: bool = False) -> Any:
    if isinstance(value, Record):
        return value.digest()
    if isinstance(value, (tuple, list)):
        items = [_norm(v) for v in value]
        return sorted(items, key=_sort_key) if bag else items
    if isinstance(value, dict):
        if bag:
            return sorted((_norm(v) for v in value.values()), key=_sort_key)
        return {str(k): _norm(v) for k, v in value.items()}
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, float):  # never stored; guard against a stray float reaching the hash
        raise TypeError("floats are not allowed in bank state (use paise / basis points)")
    return value


def _sort_key(item: Any) -> str:
    return item if isinstance(item, str) else json.dumps(item, sort_keys=True)


class Record(BaseModel):
    """Base of every stored record: frozen, strict about unknown fields, with a cached digest.

    ``HASH_EXCLUDE`` names fields that legitimately vary between runs (generated references, free text) and
    are left out of the normalized state. ``HASH_BAG`` names collections whose order and keys carry no meaning
    (keyed by generated ids) and are hashed as multisets. ``LATER_FIELDS`` names fields added after the bank's
    records were first released: left out of the normalized state (and of the tools' views) while they hold their
    default, so every record made before them keeps its digest and every state hash stays as it was.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")
    HASH_EXCLUDE: ClassVar[frozenset[str]] = frozenset()
    HASH_BAG: ClassVar[frozenset[str]] = frozenset()
    LATER_FIELDS: ClassVar[frozenset[str]] = frozenset()
    _digest: str | None = PrivateAttr(default=None)

    def at_default(self, name: str) -> bool:
        """Whether ``name`` is a later field (``LATER_FIELDS``) that still holds its default."""
        return name in self.LATER_FIELDS and getattr(self, name) == type(self).model_fields[name].default

    def normalized(self) -> dict[str, Any]:
        """The record as normalized plain data (children as their digests)."""
        return {
            name: _norm(getattr(self, name), name in self.HASH_BAG)
            for name in type(self).model_fields
            if name not in self.HASH_EXCLUDE and not self.at_default(name)
        }

    def digest(self) -> str:
        if self._digest is None:
            payload = json.dumps(
                [type(self).__name__, self.normalized()], sort_keys=True, separators=(",", ":"), ensure_ascii=True
            )
            self._digest = hashlib.sha256(payload.encode()).hexdigest()
        return self._digest

    def model_copy(self, *, update: dict[str, Any] | None = None, deep: bool = False):  # type: ignore[override]
        copy = super().model_copy(update=update, deep=deep)
        copy._digest = None  # content may differ: never inherit the cached digest
        return copy

    def __eq__(self, other: Any) -> bool:
        # Equal content is equal whether or not either side has cached its digest (pydantic's default
        # equality also compares private attributes, i.e. the digest cache).
        if isinstance(other, Record):
            return type(self) is type(other) and self.__dict__ == other.__dict__
        return NotImplemented


# ---------------------------------------------------------------- customers


class Address(Record):
    line1: str
    line2: str | None = None
    city: str
    state: str
    pincode: str


class Kyc(Record):
    status: Literal["COMPLETE", "DUE", "EXPIRED"]
    risk_category: Literal["LOW", "MEDIUM", "HIGH"]
    last_updated: date
    rekyc_due_date: date


class TaxProfile(Record):
    pan_on_file: bool
    form_15g_15h_on_file: bool
    # Deposit interest paid or credited so far in the financial year (drives the TDS threshold).
    fy_interest_paid: Paise = 0
    fy_tds_deducted: Paise = 0


class Profile(Record):
    name: str
    gender: Literal["M", "F"]
    date_of_birth: date
    age: int
    senior_citizen: bool
    segment: Literal["MASS", "AFFLUENT", "HNI", "SALARIED", "BUSINESS", "STUDENT"]
    residency: Literal["RESIDENT", "NRI"]
    profession: str
    monthly_income: Paise
    preferred_language: str
    phone_masked: str
    email_masked: str
    pan_masked: str | None
    kyc: Kyc
    tax: TaxProfile
    communication_address: Address
    permanent_address: Address
    area: Literal["METRO", "URBAN", "SEMI_URBAN", "RURAL"]


class Nominee(Record):
    name: str
    relationship: str
    age: int = Field(ge=0, le=120)
    guardian_name: str | None = None
    share_percent: int = 100


# ---------------------------------------------------------------- accounts


Channel = Literal["UPI", "NEFT", "IMPS", "RTGS", "ATM", "POS", "CHEQUE", "INTERNAL", "NACH"]


class Transaction(Record):
    txn_id: str
    date: date
    description: str
    amount: Paise  # signed: debits negative
    direction: Literal["debit", "credit"]
    channel: Channel
    counterparty: str | None = None
    status: Literal["SUCCESS", "FAILED", "REVERSED"] = "SUCCESS"
    balance_after: Paise


class Cheque(Record):
    LATER_FIELDS: ClassVar[frozenset[str]] = frozenset({"positive_pay"})
    cheque_number: str
    status: Literal["UNUSED", "ISSUED", "CLEARED", "STOPPED"]
    amount: Paise | None = None
    payee: str | None = None
    issue_date: date | None = None
    stop_reason: str | None = None
    positive_pay: bool = False  # its details confirmed in advance under the Positive Pay System


class Account(Record):
    LATER_FIELDS: ClassVar[frozenset[str]] = frozenset({"nominees"})
    HASH_BAG: ClassVar[frozenset[str]] = frozenset({"nominees"})
    account_id: str
    account_type: Literal["SAVINGS", "SALARY", "CURRENT", "NRE", "NRO"]
    status: Literal["ACTIVE", "DORMANT", "FROZEN"]
    ifsc: str
    branch: str
    holders: tuple[str, ...]
    nominee: Nominee | None
    open_date: date
    available_balance: Paise
    hold_amount: Paise = 0
    min_balance: Paise
    upi_id: str | None = None
    last_customer_txn_date: date | None = None
    transactions: tuple[Transaction, ...] = ()
    cheques: tuple[Cheque, ...] = ()
    # up to four nominees with their shares, once registered under the 2025 rules (``nominee`` is then None)
    nominees: tuple[Nominee, ...] = ()


# ---------------------------------------------------------------- cards


class ControlRegion(Record):
    enabled: bool
    daily_limit: Paise


class ChannelControl(Record):
    domestic: ControlRegion
    international: ControlRegion


class CardControls(Record):
    atm: ChannelControl
    online: ChannelControl
    pos: ChannelControl


class Card(Record):
    card_id: str
    card_type: Literal["DEBIT", "CREDIT"]
    network: Literal["RuPay", "Visa", "Mastercard"]
    variant: str
    masked_number: str
    status: Literal["ACTIVE", "FROZEN", "BLOCKED", "EXPIRED"]
    expiry: date
    linked_account: str | None = None
    credit_limit: Paise | None = None
    available_limit: Paise | None = None
    controls: CardControls
    block_reason: str | None = None
    blocked_on: date | None = None


# ---------------------------------------------------------------- deposits


MaturityInstruction = Literal["no_renewal", "renew_principal", "renew_principal_interest"]


class FixedDeposit(Record):
    LATER_FIELDS: ClassVar[frozenset[str]] = frozenset({"nominees"})
    HASH_BAG: ClassVar[frozenset[str]] = frozenset({"nominees"})
    deposit_id: str
    kind: Literal["FD"] = "FD"
    principal: Paise
    rate_bps: Bps
    senior_citizen_rate: bool
    tenure_months: int
    start_date: date
    maturity_date: date
    maturity_amount: Paise
    payout_type: Literal["cumulative", "monthly", "quarterly"]
    maturity_instruction: MaturityInstruction
    status: Literal["ACTIVE", "MATURED", "CLOSED"]
    source_account: str
    payout_account: str
    nominee: Nominee | None = None
    closed_on: date | None = None
    closure_payout: Paise | None = None
    nominees: tuple[Nominee, ...] = ()  # as on Account


class RecurringDeposit(Record):
    LATER_FIELDS: ClassVar[frozenset[str]] = frozenset({"nominees"})
    HASH_BAG: ClassVar[frozenset[str]] = frozenset({"nominees"})
    deposit_id: str
    kind: Literal["RD"] = "RD"
    monthly_installment: Paise
    rate_bps: Bps
    senior_citizen_rate: bool
    tenure_months: int
    installments_paid: int
    total_deposited: Paise
    start_date: date
    maturity_date: date
    maturity_amount: Paise
    next_installment_date: date | None
    maturity_instruction: MaturityInstruction
    status: Literal["ACTIVE", "MATURED", "CLOSED"]
    source_account: str
    payout_account: str
    nominee: Nominee | None = None
    closed_on: date | None = None
    closure_payout: Paise | None = None
    nominees: tuple[Nominee, ...] = ()  # as on Account


Deposit = FixedDeposit | RecurringDeposit


# ---------------------------------------------------------------- loans, mandates, insurance


class Loan(Record):
    loan_id: str
    loan_type: Literal["home_loan", "personal_loan", "gold_loan", "car_loan", "education_loan"]
    rate_type: Literal["FIXED", "FLOATING"]
    sanctioned_amount: Paise
    rate_bps: Bps
    tenure_months: int
    emi: Paise
    emis_paid: int
    outstanding: Paise
    remaining_tenure_months: int
    disbursal_date: date
    next_due_date: date
    repayment_account: str
    status: Literal["ACTIVE", "CLOSED"]
    overdue_amount: Paise = 0


class Mandate(Record):
    mandate_id: str
    mandate_type: Literal["ENACH", "UPI_AUTOPAY", "STANDING_INSTRUCTION"]
    account_id: str
    payee: str
    purpose: str
    amount: Paise
    frequency: Literal["MONTHLY", "QUARTERLY", "YEARLY", "AS_PRESENTED"]
    start_date: date
    next_debit_date: date | None
    status: Literal["ACTIVE", "PAUSED", "CANCELLED", "EXPIRED"]
    cancelled_on: date | None = None


class InsurancePolicy(Record):
    policy_id: str
    policy_name: str
    insurer: str
    policy_type: Literal["TERM_LIFE", "HEALTH", "PMJJBY", "PMSBY", "MOTOR", "HOME"]
    sum_assured: Paise
    premium: Paise
    frequency: Literal["MONTHLY", "QUARTERLY", "YEARLY"]
    status: Literal["IN_FORCE", "LAPSED", "GRACE"]
    start_date: date
    next_premium_date: date
    auto_debit_account: str | None
    nominee: Nominee | None = None


class ServiceRequest(Record):
    # the account is an optional link the verdict never compares (raise_request's ``uncompared``): never hashed
    HASH_EXCLUDE: ClassVar[frozenset[str]] = frozenset({"request_id", "description", "account_id"})
    request_id: str
    category: str
    description: str
    related_transaction_id: str | None = None
    account_id: str | None = None
    status: Literal["OPEN", "IN_PROGRESS", "RESOLVED", "CLOSED"]
    priority: Literal["NORMAL", "HIGH", "URGENT"]
    created_on: date
    eta: date
    resolution: str | None = None


class AddressChange(Record):
    HASH_EXCLUDE: ClassVar[frozenset[str]] = frozenset({"reference"})
    reference: str
    address_type: Literal["communication", "permanent"]
    address: Address
    requested_on: date
    status: Literal["PENDING_VERIFICATION", "VERIFIED"]


class CardEmiPlan(Record):
    """A credit card purchase converted into EMIs (``tools.card_services.convert_to_emi``)."""

    HASH_EXCLUDE: ClassVar[frozenset[str]] = frozenset({"plan_id"})
    plan_id: str
    card_id: str
    transaction_id: str
    principal: Paise
    tenure_months: int
    rate_bps: Bps
    emi: Paise
    total_interest: Paise
    processing_fee: Paise
    gst: Paise
    booked_on: date
    first_emi_date: date
    status: Literal["ACTIVE", "CLOSED"] = "ACTIVE"


class Offer(Record):
    offer_id: str
    product_type: Literal["deposit", "loan", "card", "insurance"]
    title: str
    detail: str
    valid_till: date


class Customer(Record):
    HASH_BAG: ClassVar[frozenset[str]] = frozenset({"requests", "card_emis"})
    LATER_FIELDS: ClassVar[frozenset[str]] = frozenset({"card_emis"})
    customer_id: str
    profile: Profile
    accounts: dict[str, Account]
    cards: dict[str, Card] = {}
    deposits: dict[str, FixedDeposit | RecurringDeposit] = {}
    loans: dict[str, Loan] = {}
    mandates: dict[str, Mandate] = {}
    insurance: dict[str, InsurancePolicy] = {}
    requests: dict[str, ServiceRequest] = {}
    offers: tuple[Offer, ...] = ()
    address_changes: tuple[AddressChange, ...] = ()
    card_emis: dict[str, CardEmiPlan] = {}
