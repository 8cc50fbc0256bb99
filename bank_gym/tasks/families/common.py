"""Builders shared by the task families: picking accounts, cards and deposits, the rate-card read, the
reads that make a later id come from a tool output, and the facts and phrasings several families state."""

from __future__ import annotations

from ...bank import finance
from ...bank.money import format_inr, rate_pct
from ...bank.rules import RUPEE
from ..builder import (
    BuildError,
    TaskBuilder,
    amount,
    number,
    words,
)
from ..lang import say


def usable(account) -> int:
    return account.available_balance - account.hold_amount


def active_accounts(b: TaskBuilder, min_usable: int = 0):
    accounts = [a for a in b.customer.accounts.values() if a.status == "ACTIVE" and usable(a) >= min_usable]
    if not accounts:
        raise BuildError("no active account")
    return accounts


def kyc_ok(b: TaskBuilder) -> None:
    if b.customer.profile.kyc.status == "EXPIRED":
        raise BuildError("KYC expired")


def pick_one(b: TaskBuilder, items, what: str):
    items = list(items)
    if not items:
        raise BuildError(f"no {what}")
    return b.pick(items)


def months_text(months: int) -> list[str]:
    """A tenure as the customer checks it in a proposal (the first is the one the oracle says)."""
    return say([f"{months} months", f"{months}-month", f"{months} month"],
               hi=[f"{months} महीने", f"{months} महीनों", f"{months} माह"],
               hinglish=[f"{months} mahine", f"{months} months", f"{months} mahino"])


def money_alts(paise: int) -> list[str]:
    return [format_inr(paise), str(paise // 100) if paise % 100 == 0 else f"{paise / 100:.2f}"]


def balance_fact(account) -> object:
    return amount("the usable balance", usable(account))


def fd_amount_and_tenure(b: TaskBuilder, account, low: int = 10_000, high: int = 5_00_000) -> tuple[int, int]:
    cap = min(high * RUPEE, usable(account) - 1_000 * RUPEE)
    if cap < low * RUPEE:
        raise BuildError("not enough funds for a deposit")
    steps = [s for s in (10_000, 15_000, 20_000, 25_000, 50_000, 75_000, 1_00_000, 1_50_000, 2_00_000, 3_00_000,
                         5_00_000) if low <= s and s * RUPEE <= cap]
    if not steps:
        raise BuildError("no deposit amount fits")
    return b.pick(steps) * RUPEE, b.pick([6, 9, 12, 15, 18, 24, 36, 48, 60])


def rate_card(b: TaskBuilder, kind: str, tenure: int):
    """Gold read of the deposit rate card for ``tenure``; returns the customer's rate and the fact to state."""
    rate = finance.deposit_rate_bps(kind, tenure, finance.resident_senior(b.customer))
    b.call("get_deposit_loan_rates", product_type=kind.lower(), tenure_months=tenure)
    return rate, number("the interest rate", f"{rate_pct(rate):g}")


def cards_where(b: TaskBuilder, *statuses: str, card_type: str | None = None):
    return [c for c in b.customer.cards.values() if c.status in statuses and (card_type is None or c.card_type == card_type)]


def deposits_where(b: TaskBuilder, kind: str, *statuses: str, matured: bool | None = None):
    out = []
    for d in b.customer.deposits.values():
        if d.kind != kind or d.status not in statuses:
            continue
        if matured is not None and (b.session_date >= d.maturity_date) != matured:
            continue
        out.append(d)
    return out


def quote_of(b: TaskBuilder, deposit):
    customer = b.customer
    return finance.closure_quote(deposit, b.session_date, customer.profile.tax, finance.resident_senior(customer),
                                 finance.deposit_residency(customer, deposit))


def resident_only(b: TaskBuilder) -> None:
    """Families about the resident rules (TDS thresholds, small-savings schemes) are not for NRI customers."""
    if b.customer.profile.residency != "RESIDENT":
        raise BuildError("not a resident customer")


# A replacement card named in a proposal: the word, or a new card in its place, in the three languages (a detail
# the customer waits for before agreeing to the request; "नए डेबिट कार्ड के लिए अनुरोध" names it as well)
REPLACEMENT_WORDS = ["replacement", "replace", "new card", "new debit card", "new credit card", "नया कार्ड", "नए कार्ड",
                     "नया डेबिट कार्ड", "नए डेबिट कार्ड", "नया क्रेडिट कार्ड", "नए क्रेडिट कार्ड", "naya card", "naye card",
                     "naya debit card", "naye debit card", "naya credit card", "naye credit card"]

INSTRUCTION_WORDS = {
    "no_renewal": ("no renewal", "not be renewed", "not renew", "won't be renewed", "will be paid out", "paid out"),
    "renew_principal": ("renew principal", "renew the principal", "principal only", "principal will be renewed",
                        "renewal of principal"),
    "renew_principal_interest": ("principal and interest", "principal + interest", "renew principal interest",
                                 "principal along with interest"),
}


def instruction_fact(label: str, instruction: str):
    return words(label, *INSTRUCTION_WORDS[instruction])


def card_label(card) -> str:
    """The card as a customer names it: its kind and last four digits."""
    last4, credit = card.masked_number[-4:], card.card_type == "CREDIT"
    return say(f"{'credit' if credit else 'debit'} card ending {last4}",
               hi=f"{'क्रेडिट' if credit else 'डेबिट'} कार्ड (आख़िरी अंक {last4})",
               hinglish=f"{last4} ending wala {'credit' if credit else 'debit'} card")


def created_by(b: TaskBuilder, collection: str, name: str, **arguments) -> str:
    """Make the gold write ``name`` and return the id of the one record it created in ``collection``."""
    before = set(getattr(b.state.customer, collection))
    b.call(name, **arguments)
    created = [key for key in getattr(b.state.customer, collection) if key not in before]
    if len(created) != 1:
        raise BuildError(f"expected {name} to create exactly one record in {collection}")
    return created[0]


def txn_to_dispute(b: TaskBuilder, account, failed: bool | None = None, channel: str | None = None):
    open_related = {r.related_transaction_id for r in b.customer.requests.values() if r.status in ("OPEN", "IN_PROGRESS")}
    candidates = [t for t in account.transactions if t.direction == "debit" and t.txn_id not in open_related
                  and (failed is None or (t.status == "FAILED") == failed) and (channel is None or t.channel == channel)]
    return pick_one(b, candidates[-8:], "transaction")


def history_showing(b: TaskBuilder, account, txn) -> None:
    """Gold read of the account's history on the day of ``txn`` (the customer names the date), which lists it:
    the transaction id the later calls use must come from a tool output."""
    output = b.call("get_transaction_history", account_id=account.account_id,
                    from_date=txn.date.isoformat(), to_date=txn.date.isoformat())
    if txn.txn_id not in {t.get("txn_id") for t in output.get("transactions", ())}:
        raise BuildError("the history read does not show the transaction")


def describe_txn(t) -> str:
    who = t.counterparty or t.description
    amount, day = format_inr(-t.amount), t.date.isoformat()
    return say(f"the {amount} {t.channel} payment to {who} on {day}",
               hi=f"{day} को {who} को किया गया {amount} का {t.channel} भुगतान",
               hinglish=f"{day} ko {who} ko kiya gaya {amount} ka {t.channel} payment")
