"""Records the servicing tools read that the customer generator never made: a credit card's latest statement, an
ATM's record of a cash withdrawal, a transfer's trace through the payment network, and the charges levied on an
account.

Each is drawn from its own ``random.Random``, seeded by the bank (seed and date), the customer and the record,
from the *pristine* customer, never from the generator's stream: no generated customer changes, the same bank
always shows the same records, and a record is made only when a tool or a task family asks for it. What an
episode does to them (a dispute raised, a purchase put on EMI, a charge reversed) is kept in the customer's own
records and read over these by the tools (``tools.card_services``, ``tools.payment_services``).

* ``card_statement``: a credit card's latest statement (statement date 1-19 days before the bank date, payment due
  20 days after it) and the purchases billed on it or made since (unbilled). The purchases add up to what the card
  has used of its limit (credit limit less available limit); some cards show one purchase twice (a duplicate),
  some a payment gateway's name instead of the shop's, most one large purchase.
* ``atm_record``: for an ATM withdrawal, the ATM (Aranya Bank's or another bank's), and whether its journal shows
  the cash dispensed in full, in part or not at all.
* ``transfer_trace``: for an NEFT, RTGS or IMPS transfer, its UTR, the beneficiary (name, bank, IFSC, masked
  account) and whether the beneficiary bank confirmed the credit, and when.
* ``account_charges``: minimum-balance charges of the last two months that were levied and SMS-alert charges of
  the last two quarters, each with what it was computed from; ``charge_reversible`` says whether the bank's rules
  (``rules``) let it be reversed, and why.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import Decimal
from functools import lru_cache

from . import rules
from .finance import add_months
from .money import format_inr, round_paise
from .names import NAMES

__all__ = ["AtmRecord", "CardLine", "CardStatement", "Charge", "TransferTrace", "account_charges", "atm_record",
           "card_statement", "charge_reversible", "find_charge", "gst_on", "transfer_trace"]

R = rules.RUPEE
GST_BPS = rules.GST_BPS

# (statement text, merchant, category)
_EVERYDAY = (
    ("SWIGGY BANGALORE", "Swiggy", "dining"), ("ZOMATO MEDIA GURGAON", "Zomato", "dining"),
    ("BIGBASKET BANGALORE", "BigBasket", "groceries"), ("DMART AVENUE SUPERMARTS", "DMart", "groceries"),
    ("AMAZON PAY INDIA", "Amazon", "shopping"), ("FLIPKART INTERNET", "Flipkart", "shopping"),
    ("MYNTRA DESIGNS", "Myntra", "shopping"), ("BOOKMYSHOW MUMBAI", "BookMyShow", "entertainment"),
    ("UBER INDIA SYSTEMS", "Uber", "travel"), ("IRCTC E-TICKETING", "IRCTC", "travel"),
    ("APOLLO PHARMACY", "Apollo Pharmacy", "health"), ("AIRTEL POSTPAID", "Airtel", "utilities"),
    ("NETFLIX.COM", "Netflix", "subscription"), ("DECATHLON SPORTS", "Decathlon", "shopping"),
    ("HPCL FUEL STATION", "HPCL", "fuel"), ("INDIAN OIL FUEL STATION", "Indian Oil", "fuel"),
)
_BIG = (
    ("CROMA RETAIL", "Croma", "electronics"), ("RELIANCE DIGITAL", "Reliance Digital", "electronics"),
    ("SAMSUNG INDIA ESTORE", "Samsung", "electronics"), ("APPLE INDIA ONLINE STORE", "Apple", "electronics"),
    ("MAKEMYTRIP INDIA", "MakeMyTrip", "travel"), ("INDIGO AIRLINES", "IndiGo", "travel"),
    ("IKEA INDIA", "IKEA", "home"), ("PEPPERFRY", "Pepperfry", "home"),
    ("APOLLO HOSPITALS", "Apollo Hospitals", "health"), ("TANISHQ JEWELLERY", "Tanishq", "jewellery"),
    ("MALABAR GOLD AND DIAMONDS", "Malabar Gold", "jewellery"),
)
# how a payment gateway shows on a statement, in place of the shop's name
_GATEWAYS = (
    ("PYU*PAYU PAYMENTS GURGAON", "PayU"), ("RAZ*RAZORPAY SOFTWARE BANGALORE", "Razorpay"),
    ("CCA*CCAVENUE MUMBAI", "CCAvenue"), ("PAYPAL *DIGITALSVCS", "PayPal"), ("BDSK*BILLDESK MUMBAI", "BillDesk"),
)
# (bank, IFSC prefix) of beneficiaries and of other banks' ATMs
BANKS = (("HDFC Bank", "HDFC"), ("ICICI Bank", "ICIC"), ("State Bank of India", "SBIN"), ("Axis Bank", "UTIB"),
         ("Kotak Mahindra Bank", "KKBK"), ("Punjab National Bank", "PUNB"), ("Bank of Baroda", "BARB"),
         ("Canara Bank", "CNRB"))
_VENDORS = ("Sri Balaji Enterprises", "Sharma Traders", "Shree Ganesh Suppliers", "Om Sai Services",
            "New India Hardware", "Krishna Electricals")
_LOCALITIES = ("Station Road", "MG Road", "Main Market", "Bus Stand", "Civil Lines", "Sector 14", "Gandhi Chowk",
               "Nehru Nagar")



def _unique_ids(rng, prefix: str, low: int, high: int):
    """A maker of ids ``prefix`` + a number drawn from ``rng`` in [low, high), none drawn twice."""
    taken: set[str] = set()

    def new_id() -> str:
        while True:
            candidate = f"{prefix}{rng.randrange(low, high)}"
            if candidate not in taken:
                taken.add(candidate)
                return candidate
    return new_id

def gst_on(paise: int) -> int:
    """18 % GST on a charge, to the paisa."""
    return round_paise(Decimal(paise) * GST_BPS / 10_000 / 100)


def _rng(bank, customer_id: str, *parts: str) -> random.Random:
    return random.Random(":".join(("servicing", str(bank.seed), bank.today.isoformat(), customer_id, *parts)))


def _pristine(bank, customer_id: str):
    return bank.customers[customer_id]


def _day_between(rng: random.Random, first: date, last: date) -> date:
    return first + timedelta(days=rng.randint(0, max((last - first).days, 0)))


# ---------------------------------------------------------------- credit card statements


@dataclass(frozen=True)
class CardLine:
    txn_id: str
    date: date
    description: str  # as printed on the statement
    merchant: str  # the shop (a gateway's line names the gateway)
    category: str
    kind: str  # "purchase" or "payment"
    amount: int  # paise, positive
    billed: bool  # on the latest statement (else made since: unbilled)


@dataclass(frozen=True)
class CardStatement:
    card_id: str
    statement_date: date
    period_start: date
    due_date: date
    previous_balance: int
    lines: tuple[CardLine, ...]

    def line(self, txn_id: str) -> CardLine | None:
        return next((x for x in self.lines if x.txn_id == txn_id), None)

    @property
    def total_due(self) -> int:
        """The latest statement's total due: its purchases (the previous balance was paid in full)."""
        return sum(x.amount for x in self.lines if x.billed and x.kind == "purchase")

    @property
    def minimum_due(self) -> int:
        return minimum_due(self.total_due)

    @property
    def unbilled_total(self) -> int:
        return sum(x.amount for x in self.lines if not x.billed and x.kind == "purchase")

    def twins(self, line: CardLine) -> list[CardLine]:
        """Other purchases of the same amount at the same place within three days: ``line`` charged again."""
        return [x for x in self.lines if x.txn_id != line.txn_id and x.kind == "purchase"
                and x.description == line.description and x.amount == line.amount and abs((x.date - line.date).days) <= 3]


def minimum_due(total: int) -> int:
    if total <= 0:
        return 0
    share = total * rules.CARD_MIN_DUE_BPS // 10_000 // R * R
    return min(total, max(share, rules.CARD_MIN_DUE_FLOOR))


def _split(rng: random.Random, total_rupees: int) -> list[tuple[int, bool]]:
    """``total_rupees`` as purchase amounts (rupees), the large one (if any) marked True."""
    if total_rupees <= 0:
        return []
    if total_rupees < 300:
        return [(total_rupees, False)]
    count = rng.randint(4, 9) if total_rupees >= 5_000 else rng.randint(1, 3)
    parts: list[tuple[int, bool]] = []
    rest = total_rupees
    if total_rupees >= 10_000 and rng.random() < 0.85:
        big = int(total_rupees * rng.uniform(0.35, 0.7))
        big = max(big - big % 100 + rng.choice([0, 0, 49, 90, 99]) - 100, 2_500)
        parts.append((big, True))
        rest -= big
        count -= 1
    count = max(1, min(count, rest // 150))
    weights = [rng.random() + 0.25 for _ in range(count)]
    scale = sum(weights)
    amounts = [max(100, int(rest * w / scale)) for w in weights[:-1]]
    while sum(amounts) >= rest - 100 and amounts:
        amounts.pop()
    amounts.append(rest - sum(amounts))
    return parts + [(a, False) for a in amounts]


@lru_cache(maxsize=4096)
def card_statement(bank, customer_id: str, card_id: str) -> CardStatement | None:
    """The latest statement of the customer's credit card ``card_id`` (None for a debit card or another's)."""
    card = _pristine(bank, customer_id).cards.get(card_id)
    if card is None or card.card_type != "CREDIT" or card.credit_limit is None:
        return None
    rng = _rng(bank, customer_id, "card", card_id)
    today = bank.today
    statement_date = today - timedelta(days=rng.randint(1, rules.CARD_PAYMENT_DUE_DAYS - 1))
    period_start = add_months(statement_date, -1) + timedelta(days=1)
    last_day = today - timedelta(days=1)
    previous = rng.randrange(2_000, 60_000) * R
    new_id = _unique_ids(rng, "CCT", 10**9, 10**10)

    outstanding = (card.credit_limit - (card.available_limit or 0)) // R
    parts = _split(rng, outstanding)
    twin_at = None
    small = [i for i, (a, big) in enumerate(parts) if not big and a >= 400]
    if small and rng.random() < 0.35:  # one purchase charged twice
        twin_at = rng.choice(small)
        amount = parts[twin_at][0]
        half = amount // 2
        parts[twin_at] = (half, False)
        parts.append((half, False))
        if amount - 2 * half:  # an odd rupee goes to another purchase
            j = next((i for i in range(len(parts)) if i not in (twin_at, len(parts) - 1)), twin_at)
            parts[j] = (parts[j][0] + amount - 2 * half, parts[j][1])
    gateway_at = None
    plain = [i for i, (a, big) in enumerate(parts) if not big and i != twin_at and i != len(parts) - 1]
    if plain and rng.random() < 0.4:
        gateway_at = rng.choice(plain)
    lines: list[CardLine] = []
    twin_day = _day_between(rng, period_start, statement_date - timedelta(days=1))
    for index, (amount_rupees, big) in enumerate(parts):
        description, merchant, category = rng.choice(_BIG if big else _EVERYDAY)
        day = _day_between(rng, period_start, last_day)
        if twin_at is not None and index == twin_at:
            day = twin_day
            first = (description, merchant, category)
        elif twin_at is not None and index == len(parts) - 1:
            description, merchant, category = first
            day = twin_day + timedelta(days=rng.choice([0, 0, 1]))
        elif index == gateway_at:
            description, merchant = rng.choice(_GATEWAYS)
            category = "online"
        lines.append(CardLine(txn_id=new_id(), date=day, description=description, merchant=merchant,
                              category=category, kind="purchase", amount=amount_rupees * R,
                              billed=day <= statement_date))
    payment_day = _day_between(rng, period_start + timedelta(days=2), min(period_start + timedelta(days=12),
                                                                         statement_date))
    lines.append(CardLine(txn_id=new_id(), date=payment_day, description="PAYMENT RECEIVED - THANK YOU",
                          merchant="Payment", category="payment", kind="payment", amount=previous, billed=True))
    lines.sort(key=lambda x: (x.date, x.txn_id))
    return CardStatement(card_id=card_id, statement_date=statement_date, period_start=period_start,
                         due_date=statement_date + timedelta(days=rules.CARD_PAYMENT_DUE_DAYS),
                         previous_balance=previous, lines=tuple(lines))


def emi_block(line: CardLine, today: date) -> str | None:
    """Why a statement line cannot go on EMI (None if it can), by the bank's rules; disputes and earlier
    conversions are the tool's to check."""
    if line.kind != "purchase":
        return "only a purchase can be converted into EMIs"
    if line.category in rules.CARD_EMI_EXCLUDED:
        return f"{line.category} purchases cannot be converted into EMIs"
    if line.amount < rules.CARD_EMI_MIN_AMOUNT:
        return f"only purchases of {format_inr(rules.CARD_EMI_MIN_AMOUNT)} or more can be converted"
    if (today - line.date).days > rules.CARD_EMI_WINDOW_DAYS:
        return (f"a purchase can be converted only within {rules.CARD_EMI_WINDOW_DAYS} days of the purchase; this "
                f"one could be converted until {(line.date + timedelta(days=rules.CARD_EMI_WINDOW_DAYS)).isoformat()}")
    return None


def emi_fee(principal: int) -> int:
    fee = principal * rules.CARD_EMI_FEE_BPS // 10_000
    return min(max(fee, rules.CARD_EMI_FEE_MIN), rules.CARD_EMI_FEE_MAX)


# ---------------------------------------------------------------- ATM withdrawals


@dataclass(frozen=True)
class AtmRecord:
    transaction_id: str
    terminal_id: str
    owner_bank: str
    location: str
    time: str  # HH:MM
    amount_requested: int
    amount_dispensed: int
    status: str  # DISPENSED, NOT_DISPENSED, PARTIAL
    journal: str

    @property
    def not_dispensed(self) -> int:
        return self.amount_requested - self.amount_dispensed


@lru_cache(maxsize=8192)
def atm_record(bank, customer_id: str, txn_id: str, account_id: str) -> AtmRecord | None:
    """The ATM's record of the customer's cash withdrawal ``txn_id`` (None if it is not one)."""
    customer = _pristine(bank, customer_id)
    account = customer.accounts.get(account_id)
    txn = next((t for t in account.transactions if t.txn_id == txn_id), None) if account else None
    if txn is None or txn.channel != "ATM" or txn.direction != "debit" or txn.status != "SUCCESS":
        return None
    rng = _rng(bank, customer_id, "atm", txn_id)
    requested = -txn.amount
    roll = rng.random()
    if roll < 0.8:
        status, dispensed, journal = "DISPENSED", requested, "Cash presented and taken"
    elif roll < 0.93 or requested < 1_000 * R:
        status, dispensed, journal = "NOT_DISPENSED", 0, "Dispense failure: no cash presented (cassette fault)"
    else:
        short = rng.randint(1, requested // (500 * R) - 1) * 500 * R
        status, dispensed, journal = "PARTIAL", requested - short, "Partial dispense: notes jammed in the dispenser"
    if rng.random() < 0.6:
        owner, terminal = rules.BANK_SHORT_NAME, f"{rules.IFSC_PREFIX}{rng.randint(1000, 9999)}A{rng.randint(1, 9)}"
    else:
        owner, prefix = rng.choice(BANKS)
        terminal = f"{prefix}{rng.randint(100000, 999999)}"
    city = customer.profile.communication_address.city
    return AtmRecord(transaction_id=txn_id, terminal_id=terminal, owner_bank=owner,
                     location=f"{rng.choice(_LOCALITIES)}, {city}", time=f"{rng.randint(7, 22):02d}:{rng.randint(0, 59):02d}",
                     amount_requested=requested, amount_dispensed=dispensed, status=status, journal=journal)


# ---------------------------------------------------------------- transfers


@dataclass(frozen=True)
class TransferTrace:
    transaction_id: str
    channel: str
    utr: str
    beneficiary_name: str
    beneficiary_bank: str
    ifsc: str
    account_last4: str
    initiated_at: datetime
    status: str  # CREDITED or CREDIT_NOT_CONFIRMED
    credited_at: datetime | None

    @property
    def beneficiary_account(self) -> str:
        return f"XXXXXXXX{self.account_last4}"


_TRANSFER_CHANNELS = ("NEFT", "RTGS", "IMPS")


@lru_cache(maxsize=8192)
def transfer_trace(bank, customer_id: str, txn_id: str, account_id: str) -> TransferTrace | None:
    """The payment network's trace of the customer's outgoing transfer ``txn_id`` (None if it is not one)."""
    customer = _pristine(bank, customer_id)
    account = customer.accounts.get(account_id)
    txn = next((t for t in account.transactions if t.txn_id == txn_id), None) if account else None
    if txn is None or txn.channel not in _TRANSFER_CHANNELS or txn.direction != "debit" or txn.status != "SUCCESS":
        return None
    rng = _rng(bank, customer_id, "transfer", txn_id)
    region = rng.choice(sorted(NAMES))
    male, female, surnames = NAMES[region]
    surname = customer.profile.name.split()[-1]
    person = f"{rng.choice(male + female)} {rng.choice(surnames)}"
    name = {"Landlord": person, "Family": f"{rng.choice(male + female)} {surname}", "Vendor": rng.choice(_VENDORS),
            "Self": customer.profile.name}.get(txn.counterparty or "", person)
    bank_name, prefix = rng.choice(BANKS)
    initiated = datetime(txn.date.year, txn.date.month, txn.date.day, rng.randint(8, 19), rng.randint(0, 59))
    lag = {"NEFT": rng.randint(25, 110), "RTGS": rng.randint(1, 20), "IMPS": 0}[txn.channel]
    status = "CREDITED" if rng.random() < 0.9 else "CREDIT_NOT_CONFIRMED"
    seq = rng.randint(0, 999_999)
    doy = txn.date.timetuple().tm_yday
    # the UTR: the bank's IFSC prefix, the channel's letter, the year, the day of the year and a sequence number
    utr = f"{rules.IFSC_PREFIX}{txn.channel[0]}{txn.date.year % 100:02d}{doy:03d}{seq:06d}"
    return TransferTrace(transaction_id=txn_id, channel=txn.channel, utr=utr, beneficiary_name=name,
                         beneficiary_bank=bank_name, ifsc=f"{prefix}0{rng.randint(0, 999_999):06d}",
                         account_last4=f"{rng.randint(1000, 9999)}", initiated_at=initiated, status=status,
                         credited_at=initiated + timedelta(minutes=lag) if status == "CREDITED" else None)


# ---------------------------------------------------------------- service charges


@dataclass(frozen=True)
class Charge:
    charge_id: str
    account_id: str
    charge_type: str  # MIN_BALANCE or SMS_ALERTS
    period: str  # "2026-05" or "2026-04-01 to 2026-06-30"
    levied_on: date
    base_amount: int
    gst: int
    required_balance: int | None = None  # MIN_BALANCE: the monthly average balance required ...
    average_balance: int | None = None  # ... and the month's actual one
    notice_sent_on: date | None = None  # the shortfall notice (SMS and email), if one was sent
    sms_sent: int | None = None  # SMS_ALERTS: alerts sent in the quarter

    @property
    def amount(self) -> int:
        return self.base_amount + self.gst

    @property
    def label(self) -> str:
        return "minimum balance" if self.charge_type == "MIN_BALANCE" else "SMS alert"


def _month_start(day: date, back: int) -> date:
    return add_months(day.replace(day=1), -back)


@lru_cache(maxsize=8192)
def account_charges(bank, customer_id: str, account_id: str) -> tuple[Charge, ...]:
    """The service charges levied on the customer's account in the last months (oldest first)."""
    account = _pristine(bank, customer_id).accounts.get(account_id)
    if account is None or account.status != "ACTIVE":
        return ()
    rng = _rng(bank, customer_id, "charges", account_id)
    today = bank.today
    out: list[Charge] = []
    new_id = _unique_ids(rng, "CHG", 10**7, 10**8)

    required = account.min_balance
    cap = rules.MIN_BALANCE_CHARGE_MAX.get(account.account_type, rules.MIN_BALANCE_CHARGE_MAX_DEFAULT)
    for back in (3, 2):  # a month's shortfall is notified on the 3rd of the next month, charged on the 5th after
        month = _month_start(today, back)
        notice, levy = add_months(month, 1).replace(day=3), add_months(month, 2).replace(day=5)
        if required <= 0 or levy > today:
            continue
        average = int(account.available_balance * rng.uniform(0.15, 1.8)) // R * R
        if average < required:
            base = min(max((required - average) * rules.MIN_BALANCE_CHARGE_BPS // 10_000 // R * R,
                           rules.MIN_BALANCE_CHARGE_MIN), cap)
            sent = None if rng.random() < 0.25 else notice
        elif rng.random() < 0.07:  # levied in error: the balance was kept
            base, sent = rng.choice([100, 150, 200, 250]) * R, None
        else:
            continue
        out.append(Charge(charge_id=new_id(), account_id=account_id, charge_type="MIN_BALANCE",
                          period=month.strftime("%Y-%m"), levied_on=levy, base_amount=base, gst=gst_on(base),
                          required_balance=required, average_balance=average, notice_sent_on=sent))
    if account.account_type != "SALARY":
        for back in (2, 1):  # the quarter ending before this month's quarter, and the one before it
            quarter_end = _quarter_start(today, back - 1) - timedelta(days=1)
            quarter_start = _quarter_start(today, back)
            if rng.random() < 0.12:
                sent = 0
                if rng.random() < 0.5:
                    continue
                base = rules.SMS_ALERT_QUARTERLY_CAP  # levied in error: no alert was sent
            else:
                sent = rng.randint(6, 90)
                base = min(sent * rules.SMS_ALERT_CHARGE_PER_SMS, rules.SMS_ALERT_QUARTERLY_CAP)
            out.append(Charge(charge_id=new_id(), account_id=account_id, charge_type="SMS_ALERTS",
                              period=f"{quarter_start.isoformat()} to {quarter_end.isoformat()}",
                              levied_on=quarter_end, base_amount=base, gst=gst_on(base), sms_sent=sent))
    out.sort(key=lambda c: (c.levied_on, c.charge_id))
    return tuple(out)


def _quarter_start(day: date, back: int) -> date:
    """The first day of the calendar quarter ``back`` quarters before ``day``'s."""
    start = day.replace(day=1, month=(day.month - 1) // 3 * 3 + 1)
    return add_months(start, -3 * back)


def find_charge(bank, customer, charge_id: str) -> Charge | None:
    """One of the customer's charges by id, on any of its accounts."""
    for account_id in customer.accounts:
        for charge in account_charges(bank, customer.customer_id, account_id):
            if charge.charge_id == charge_id:
                return charge
    return None


def charge_reversible(charge: Charge) -> tuple[bool, str]:
    """Whether the bank's rules let ``charge`` be reversed, and why (a sentence)."""
    if charge.charge_type == "MIN_BALANCE":
        if charge.average_balance is not None and charge.average_balance >= (charge.required_balance or 0):
            return True, (f"levied in error: the monthly average balance ({format_inr(charge.average_balance)}) met "
                          f"the requirement of {format_inr(charge.required_balance or 0)}")
        if charge.notice_sent_on is None:
            return True, "levied in error: no shortfall notice was sent before the charge"
        if (charge.levied_on - charge.notice_sent_on).days < rules.MIN_BALANCE_NOTICE_DAYS:
            return True, "levied in error: the charge came less than a month after the shortfall notice"
        return False, (f"levied as per the rules: the monthly average balance ({format_inr(charge.average_balance or 0)})"
                       f" was below the requirement of {format_inr(charge.required_balance or 0)} and a shortfall "
                       f"notice was sent on {charge.notice_sent_on.isoformat()}")
    used = min((charge.sms_sent or 0) * rules.SMS_ALERT_CHARGE_PER_SMS, rules.SMS_ALERT_QUARTERLY_CAP)
    if not charge.sms_sent:
        return True, "levied in error: no SMS alert was sent in the quarter"
    if charge.base_amount > used:
        return True, f"levied in error: more than the {charge.sms_sent} alerts sent would cost"
    return False, f"levied as per the rules: {charge.sms_sent} SMS alerts were sent in the quarter, charged on actual use"
