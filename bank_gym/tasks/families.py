"""The 50 task families, written from the policy (bank_gym/policy/policy.md).

Each family is a function ``(b: TaskBuilder) -> list[str]`` that picks values for one customer, makes the gold
calls on a live episode (so every fact comes from real tool output), closes the scenario steps, and returns
step 0's request phrasings (the first messages are built from them). A family raises ``BuildError`` when the
customer does not fit; the generator then tries the next customer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta

from ..bank import finance, rules
from ..bank.money import format_inr, rate_pct
from ..bank.rules import RUPEE
from .builder import (
    BuildError,
    TaskBuilder,
    amount,
    ident,
    number,
    on_date,
    reveal,
    reveal_account,
    reveal_card,
    reveal_deposit,
    reveal_loan,
    rupee_arg,
    words,
)


@dataclass(frozen=True)
class Family:
    name: str
    category: str
    area: str
    build: Callable[[TaskBuilder], list[str]]
    count: int = 0  # released tasks; set by assign_counts()


FAMILIES: dict[str, Family] = {}


def family(name: str, category: str, area: str):
    def register(fn):
        FAMILIES[name] = Family(name, category, area, fn)
        return fn

    return register


# ---------------------------------------------------------------- shared helpers


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
    return [f"{months} months", f"{months}-month", f"{months} month"]


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
    rate = finance.deposit_rate_bps(kind, tenure, b.customer.profile.senior_citizen)
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
    return finance.closure_quote(deposit, b.session_date, b.customer.profile.tax, b.customer.profile.senior_citizen)


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
    return f"{'credit' if card.card_type == 'CREDIT' else 'debit'} card ending {card.masked_number[-4:]}"


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
    return f"the {format_inr(-t.amount)} {t.channel} payment to {who} on {t.date.isoformat()}"


# ================================================================ SEQUENCING (22 families)


@family("sq_fd_book_projection", "sequencing", "deposits")
def sq_fd_book_projection(b: TaskBuilder) -> list[str]:
    """Balance -> rate card -> maturity projection -> book -> balance after (the paper's example)."""
    kyc_ok(b)
    account = b.pick(active_accounts(b, 20_000 * RUPEE))
    principal, tenure = fd_amount_and_tenure(b, account)
    b.call("get_account_balance", account_ids=[account.account_id])
    b.step([f"I want to open a fixed deposit of {format_inr(principal)} for {tenure} months, but first tell me how much I can use in my account."],
           reveals=[reveal_account(account.account_id)], facts=[balance_fact(account)])
    rate, rate_fact = rate_card(b, "FD", tenure)
    projection = finance.fd_maturity(principal, rate, tenure)
    b.call("calculate_fd_maturity", principal_amount=rupee_arg(principal), rate=rate_pct(rate), tenure_months=tenure)
    b.step([f"What rate would I get for {tenure} months, and what would {format_inr(principal)} grow to by maturity?"],
           facts=[rate_fact, amount("the maturity amount", projection["maturity_amount"])])
    fd_id = created_by(b, "deposits", "create_fd", principal_amount=rupee_arg(principal), tenure_months=tenure, source_account=account.account_id)
    b.step(["Good, please book that fixed deposit from the same account."],
           confirm=(f"book a fixed deposit of {format_inr(principal)} for {tenure} months from account {account.account_id}",
                    [money_alts(principal), months_text(tenure), [account.account_id]]),
           facts=[ident("the new deposit number", fd_id)])
    after = b.state.customer.accounts[account.account_id]
    b.call("get_account_balance", account_ids=[account.account_id])
    b.step(["And what is my usable balance now, after the debit?"], facts=[amount("the usable balance now", usable(after))])
    b.call("get_fd_details", deposit_ids=[fd_id])
    b.step(["On which date does the new deposit mature?"], facts=[on_date("the maturity date", b.state.customer.deposits[fd_id].maturity_date)])
    return [f"I'd like to open a fixed deposit of {format_inr(principal)} for {tenure} months.",
            f"Can you help me put {format_inr(principal)} in an FD for {tenure} months?",
            f"I'm planning a {tenure}-month fixed deposit of {format_inr(principal)}."]


@family("sq_rd_book", "sequencing", "deposits")
def sq_rd_book(b: TaskBuilder) -> list[str]:
    kyc_ok(b)
    account = b.pick(active_accounts(b, 5_000 * RUPEE))
    instalment = b.pick([500, 1_000, 2_000, 2_500, 3_000, 5_000]) * RUPEE
    if instalment > usable(account):
        raise BuildError("instalment too large")
    tenure = b.pick([12, 18, 24, 36, 60])
    b.call("get_account_balance", account_ids=[account.account_id])
    b.step([f"I'd like to start a recurring deposit of {format_inr(instalment)} a month. First, what's my usable balance?"],
           reveals=[reveal_account(account.account_id)], facts=[balance_fact(account)])
    rate, rate_fact = rate_card(b, "RD", tenure)
    projection = finance.rd_maturity(instalment, rate, tenure)
    b.call("calculate_rd_maturity", monthly_installment=rupee_arg(instalment), rate=rate_pct(rate), tenure_months=tenure)
    b.step([f"For {tenure} months, what rate applies and how much would I get at maturity?"],
           facts=[rate_fact, amount("the maturity amount", projection["maturity_amount"])])
    rd_id = created_by(b, "deposits", "create_rd", monthly_installment=rupee_arg(instalment), tenure_months=tenure, source_account=account.account_id)
    b.step(["Great, please open the recurring deposit."],
           confirm=(f"open a recurring deposit of {format_inr(instalment)} per month for {tenure} months from account {account.account_id}",
                    [money_alts(instalment), months_text(tenure)]),
           facts=[ident("the new RD number", rd_id)])
    return [f"I want to save {format_inr(instalment)} every month in a recurring deposit.",
            f"Can I start an RD of {format_inr(instalment)} monthly?",
            f"Please help me open a recurring deposit, {format_inr(instalment)} per month."]


def _close_deposit_flow(b: TaskBuilder, kind: str, with_details: bool, with_balance: bool) -> list[str]:
    deposit = pick_one(b, deposits_where(b, kind, "ACTIVE", "MATURED"), "open deposit")
    payout = b.customer.accounts.get(deposit.payout_account)
    if payout is None or payout.status != "ACTIVE":
        raise BuildError("payout account not active")
    label = "fixed deposit" if kind == "FD" else "recurring deposit"
    if with_details:
        b.call("get_fd_details" if kind == "FD" else "get_rd_details", deposit_ids=[deposit.deposit_id])
        b.step([f"Can you check the maturity date of my {label}?"], reveals=[reveal_deposit(deposit.deposit_id)],
               facts=[on_date("the maturity date", deposit.maturity_date)])
    quote = quote_of(b, deposit)
    b.call("get_deposit_closure_quote", deposit_ids=[deposit.deposit_id])
    b.step([f"How much would I get if I close the {label} today?"],
           reveals=[] if with_details else [reveal_deposit(deposit.deposit_id)],
           facts=[amount("the net payout", quote.net_payout)])
    b.call("close_deposit", deposit_id=deposit.deposit_id)
    b.step(["All right, please close it and credit my account."],
           confirm=(f"close {label} {deposit.deposit_id} and credit {format_inr(quote.net_payout)} to account {deposit.payout_account}",
                    [[deposit.deposit_id]]),
           facts=[words("that the deposit is closed", "closed")])
    if with_balance:
        after = b.state.customer.accounts[deposit.payout_account]
        b.call("get_account_balance", account_ids=[deposit.payout_account])
        b.step(["What's the usable balance in that account now?"], facts=[amount("the usable balance", usable(after))])
    return [f"I want to close my {label}.", f"I'm thinking of breaking my {label}.",
            f"Please help me close one of my {label}s."]


@family("sq_fd_close_rebook", "sequencing", "deposits")
def sq_fd_close_rebook(b):
    """Details -> closure quote -> close -> balance -> rate card -> book a new FD with the proceeds (6 calls)."""
    kyc_ok(b)
    openers = _close_deposit_flow(b, "FD", with_details=True, with_balance=True)
    deposit_id = b.gold[-2].arguments["deposit_id"]
    account_id = b.state.customer.deposits[deposit_id].payout_account
    proceeds = b.state.customer.deposits[deposit_id].closure_payout
    principal = max(proceeds // (1_000 * RUPEE) * (1_000 * RUPEE), 0)
    if principal < rules.FD_MIN_PRINCIPAL or principal > usable(b.state.customer.accounts[account_id]):
        raise BuildError("proceeds too small to rebook")
    tenure = b.pick([12, 24, 36])
    rate, rate_fact = rate_card(b, "FD", tenure)
    fd_id = created_by(b, "deposits", "create_fd", principal_amount=rupee_arg(principal), tenure_months=tenure, source_account=account_id)
    b.step([f"Put {format_inr(principal)} of it into a new {tenure}-month FD from that account, at your current rate."],
           confirm=(f"book a fixed deposit of {format_inr(principal)} for {tenure} months from account {account_id}",
                    [money_alts(principal), months_text(tenure)]),
           facts=[rate_fact, ident("the new deposit number", fd_id)])
    return openers


@family("sq_fd_close_balance", "sequencing", "deposits")
def sq_fd_close_balance(b):
    return _close_deposit_flow(b, "FD", with_details=True, with_balance=True)


@family("sq_rd_close", "sequencing", "deposits")
def sq_rd_close(b):
    return _close_deposit_flow(b, "RD", with_details=True, with_balance=True)


@family("sq_fd_renewal", "sequencing", "deposits")
def sq_fd_renewal(b: TaskBuilder) -> list[str]:
    fd = pick_one(b, [d for d in deposits_where(b, "FD", "ACTIVE") if b.session_date < d.maturity_date], "active FD")
    options = ["no_renewal", "renew_principal"] + (["renew_principal_interest"] if fd.payout_type == "cumulative" else [])
    options = [o for o in options if o != fd.maturity_instruction]
    new = b.pick(options)
    b.call("get_fd_details", deposit_ids=[fd.deposit_id])
    b.step(["What happens to my fixed deposit when it matures?"], reveals=[reveal_deposit(fd.deposit_id)],
           facts=[instruction_fact("the current maturity instruction", fd.maturity_instruction),
                  on_date("the maturity date", fd.maturity_date)])
    b.call("update_deposit_renewal", deposit_id=fd.deposit_id, instruction=new)
    human = {"no_renewal": "pay it out without renewing", "renew_principal": "renew only the principal",
             "renew_principal_interest": "renew principal and interest"}[new]
    b.step([f"Please change it so that at maturity you {human}."],
           confirm=(f"change the maturity instruction of {fd.deposit_id} to {new.replace('_', ' ')}", [[fd.deposit_id]]),
           facts=[words("that the instruction is updated", "updated", "changed")])
    b.call("get_fd_details", deposit_ids=[fd.deposit_id])
    b.step(["Can you check the deposit once more to make sure it shows the new instruction?"],
           facts=[instruction_fact("the new maturity instruction", new)])
    return ["I want to change the renewal instruction on my fixed deposit.",
            "Can you tell me what happens when my FD matures? I may want to change it.",
            "I need help with my fixed deposit's maturity instruction."]


@family("sq_card_freeze_check", "sequencing", "cards")
def sq_card_freeze_check(b: TaskBuilder) -> list[str]:
    card = pick_one(b, cards_where(b, "ACTIVE"), "active card")
    b.call("get_card_details", card_ids=[card.card_id])
    b.step([f"Can you check the status of my {card_label(card)}?"], reveals=[reveal_card(card.card_id)],
           facts=[words("the card status", "active")])
    b.call("toggle_card_freeze", card_id=card.card_id, state="freeze")
    b.step(["I've misplaced it somewhere at home. Please freeze it for now."],
           confirm=(f"temporarily freeze card {card.card_id}", [[card.card_id], ["freeze"]]),
           facts=[words("that the card is frozen", "frozen")])
    b.call("get_card_details", card_ids=[card.card_id])
    b.step(["Please check again that it really shows as frozen."], facts=[words("the new status", "frozen")])
    return [f"I want to check my {card_label(card)}.", "Could you look at one of my cards for me?",
            "I need help with my card, I think I misplaced it."]


@family("sq_card_block_replace", "sequencing", "cards")
def sq_card_block_replace(b: TaskBuilder) -> list[str]:
    card = pick_one(b, cards_where(b, "ACTIVE", "FROZEN"), "usable card")
    reason = b.pick(["stolen", "lost"])
    b.call("get_card_details", card_ids=[card.card_id])
    b.step([f"My {card_label(card)} was {reason}. What is its status right now?"], reveals=[reveal_card(card.card_id)],
           facts=[words("the card status", card.status.lower())])
    b.call("block_card", card_id=card.card_id, reason=reason)
    b.step(["Please block it permanently."],
           confirm=(f"permanently block card {card.card_id} as {reason}", [[card.card_id], ["block"]]),
           facts=[words("that the card is blocked", "blocked")])
    sr = created_by(b, "requests", "raise_request", category="general_query",
           description=f"Replacement card needed for blocked card {card.card_id}")
    b.step(["I also need a replacement card, please raise a request for it."],
           confirm=("raise a service request for a replacement card", [["replacement"]]),
           facts=[ident("the request number", sr)])
    b.call("get_request_status", request_id=sr)
    b.step(["When should I expect an update on it?"], facts=[on_date("the expected date", b.state.customer.requests[sr].eta)])
    return [f"My {card_label(card)} has been {reason}!", f"Help, my card was {reason}.",
            f"I need to report a {reason} card."]


@family("sq_card_enable_international", "sequencing", "cards")
def sq_card_enable_international(b: TaskBuilder) -> list[str]:
    card = pick_one(b, [c for c in cards_where(b, "ACTIVE") if not c.controls.online.international.enabled], "card without international")
    cap = rules.DEBIT_CHANNEL_MAX["online"] if card.card_type == "DEBIT" else card.credit_limit
    limit = min(b.pick([10_000, 20_000, 25_000, 50_000]) * RUPEE, cap)
    b.call("get_card_details", card_ids=[card.card_id])
    b.step([f"I'm travelling abroad. Is international online usage enabled on my {card_label(card)}?"],
           reveals=[reveal_card(card.card_id)], facts=[words("whether international online use is enabled", "disabled", "not enabled", "off")])
    b.call("set_card_controls", card_id=card.card_id, online={"international": {"enabled": True, "daily_limit": rupee_arg(limit)}})
    b.step([f"Please enable international online transactions with a daily limit of {format_inr(limit)}."],
           confirm=(f"enable international online use on card {card.card_id} with a daily limit of {format_inr(limit)}",
                    [[card.card_id], money_alts(limit)]),
           facts=[words("that it is enabled", "enabled")])
    b.call("get_card_details", card_ids=[card.card_id])
    b.step(["Can you verify the new setting on the card?"], facts=[amount("the international online daily limit", limit)])
    return ["I'm going abroad next week and need my card to work online.", "Can I use my card for international online payments?",
            "I need to change my card's international settings."]


@family("sq_card_atm_limit", "sequencing", "cards")
def sq_card_atm_limit(b: TaskBuilder) -> list[str]:
    card = pick_one(b, cards_where(b, "ACTIVE", card_type="DEBIT"), "active debit card")
    current = card.controls.atm.domestic.daily_limit
    options = [x * RUPEE for x in (10_000, 20_000, 25_000, 40_000, 50_000, 75_000, 1_00_000) if x * RUPEE != current]
    limit = b.pick(options)
    b.call("get_card_details", card_ids=[card.card_id])
    b.step(["What is the daily ATM withdrawal limit on my debit card?"], reveals=[reveal_card(card.card_id)],
           facts=[amount("the current ATM limit", current)])
    linked = b.customer.accounts.get(card.linked_account)
    if linked is None:
        raise BuildError("card without linked account")
    b.call("get_account_balance", account_ids=[linked.account_id])
    b.step(["How much can I use in the account linked to this card?"],
           reveals=[reveal_account(linked.account_id, "linked account")], facts=[balance_fact(linked)])
    b.call("set_card_controls", card_id=card.card_id, atm={"domestic": {"enabled": True, "daily_limit": rupee_arg(limit)}})
    b.step([f"Please set the domestic ATM limit to {format_inr(limit)} a day."],
           confirm=(f"set the domestic ATM daily limit on card {card.card_id} to {format_inr(limit)}", [[card.card_id], money_alts(limit)]),
           facts=[words("that the limit is updated", "updated", "changed")])
    b.call("get_card_details", card_ids=[card.card_id])
    b.step(["Please confirm the card now shows the new limit."], facts=[amount("the new ATM limit", limit)])
    return ["I want to change my ATM withdrawal limit.", "My debit card ATM limit is too low, I think.",
            "Could you help me with my card's daily cash limit?"]


@family("sq_mandate_cancel", "sequencing", "mandates")
def sq_mandate_cancel(b: TaskBuilder) -> list[str]:
    mandate = pick_one(b, [m for m in b.customer.mandates.values() if m.status in ("ACTIVE", "PAUSED")], "active mandate")
    account = mandate.account_id
    b.call("show_mandates", account_id=account)
    count = sum(1 for m in b.customer.mandates.values() if m.account_id == account)
    b.step(["Which auto-debits are set up on my account?"], reveals=[reveal_account(account)],
           facts=[words(f"the payee {mandate.payee}", mandate.payee)])
    b.call("cancel_mandate", mandate_id=mandate.mandate_id)
    b.step([f"Please cancel the one for {mandate.payee}."],
           confirm=(f"cancel mandate {mandate.mandate_id} to {mandate.payee} for {format_inr(mandate.amount)}",
                    [[mandate.mandate_id, mandate.payee], money_alts(mandate.amount)]),
           facts=[words("that it is cancelled", "cancelled", "canceled")])
    b.call("show_mandates", account_id=account)
    b.step(["Show me the mandates again so I can see the change."], facts=[number("the number of mandates on the account", count)])
    return ["I want to stop an auto-debit on my account.", "There's a standing debit I no longer need.",
            "Can you help me cancel a mandate?"]


@family("sq_cheque_stop", "sequencing", "cheques")
def sq_cheque_stop(b: TaskBuilder) -> list[str]:
    account = pick_one(b, [a for a in b.customer.accounts.values() if any(c.status == "ISSUED" for c in a.cheques)], "issued cheque")
    cheque = b.pick([c for c in account.cheques if c.status == "ISSUED"])
    reason = b.pick(["lost", "dispute"])
    b.call("get_account_details", account_ids=[account.account_id])
    b.step([f"Has my cheque number {cheque.cheque_number} been cleared yet?"], reveals=[reveal_account(account.account_id)],
           facts=[words("the cheque status", "issued", "not cleared", "not yet cleared")])
    b.call("stop_cheque_payment", account_id=account.account_id, cheque_numbers=[cheque.cheque_number], reason=reason)
    b.step([f"Please stop payment on that cheque; reason: {reason}."],
           confirm=(f"stop payment of cheque {cheque.cheque_number} on account {account.account_id}", [[cheque.cheque_number]]),
           facts=[words("that the stop is placed", "stopped", "stop placed")])
    b.call("get_account_details", account_ids=[account.account_id])
    b.step(["Could you check that the cheque now shows as stopped?"], facts=[words("the new cheque status", "stopped")])
    return [f"I want to check on cheque {cheque.cheque_number}.", "I issued a cheque and now I have a problem with it.",
            f"Is cheque {cheque.cheque_number} still pending?"]


@family("sq_failed_upi_dispute", "sequencing", "transactions")
def sq_failed_upi_dispute(b: TaskBuilder) -> list[str]:
    account = pick_one(b, [a for a in b.customer.accounts.values() if any(t.status == "FAILED" for t in a.transactions)], "failed txn")
    txn = txn_to_dispute(b, account, failed=True)
    b.call("get_account_balance", account_ids=[account.account_id])
    b.step(["My balance looks lower than it should be. What's my usable balance?"],
           reveals=[reveal_account(account.account_id)], facts=[balance_fact(account)])
    history_showing(b, account, txn)
    b.step([f"A UPI payment failed but the money was debited: {describe_txn(txn)}. Can you find it?"],
           facts=[ident("the transaction id", txn.txn_id)])
    sr = created_by(b, "requests", "raise_request", category="failed_transaction",
           related_transaction_id=txn.txn_id, description="UPI payment failed but amount debited")
    b.step(["Please raise a complaint so I get my money back."],
           confirm=(f"raise a failed-transaction complaint for {txn.txn_id}", [[txn.txn_id]]),
           facts=[ident("the request number", sr)])
    b.call("get_request_status", request_id=sr)
    eta = b.state.customer.requests[sr].eta
    b.step(["By when will it be resolved?"], facts=[on_date("the expected resolution date", eta)])
    return ["My UPI payment failed but money was deducted.", "Money got debited for a UPI transfer that failed!",
            "I have a problem with a failed UPI transaction."]


@family("sq_unauthorized_debit_block", "sequencing", "transactions")
def sq_unauthorized_debit_block(b: TaskBuilder) -> list[str]:
    card = pick_one(b, [c for c in cards_where(b, "ACTIVE", "FROZEN", card_type="DEBIT") if c.linked_account in b.customer.accounts], "debit card")
    account = b.customer.accounts[card.linked_account]
    txn = txn_to_dispute(b, account, failed=False, channel=b.pick(["POS", "UPI"]))
    history_showing(b, account, txn)
    b.step([f"I don't recognise {describe_txn(txn)}. Can you find it?"], reveals=[reveal_account(account.account_id)],
           facts=[ident("the transaction id", txn.txn_id)])
    sr = created_by(b, "requests", "raise_request", category="unauthorized_debit",
           related_transaction_id=txn.txn_id, description="Customer did not authorise this debit")
    b.step(["I did not make it. Please report it as unauthorised."],
           confirm=(f"report {txn.txn_id} as an unauthorised debit", [[txn.txn_id]]), facts=[ident("the request number", sr)])
    b.call("get_card_details", card_ids=[card.card_id])
    b.call("block_card", card_id=card.card_id, reason="fraud")
    b.step(["Also block my debit card linked to that account, I think it's compromised."], reveals=[reveal_card(card.card_id)],
           confirm=(f"permanently block card {card.card_id} for fraud", [[card.card_id], ["block"]]),
           facts=[words("that the card is blocked", "blocked")])
    b.call("get_request_status", request_id=sr)
    b.step(["When will my complaint be resolved?"], facts=[on_date("the expected date", b.state.customer.requests[sr].eta)])
    return ["There's a debit on my account that I didn't make.", "I think someone used my account without permission.",
            "I see a transaction I don't recognise."]


@family("sq_balance_compare_fd", "sequencing", "deposits")
def sq_balance_compare_fd(b: TaskBuilder) -> list[str]:
    kyc_ok(b)
    accounts = active_accounts(b, 15_000 * RUPEE)
    if len(accounts) < 2:
        raise BuildError("needs two active accounts")
    first, second = accounts[0], accounts[1]
    richer = first if usable(first) >= usable(second) else second
    principal, tenure = fd_amount_and_tenure(b, richer, 10_000, 2_00_000)
    b.call("get_account_balance", account_ids=[first.account_id, second.account_id])
    b.step(["Which of my two accounts has more money available?"],
           reveals=[reveal("account_ids", f"{first.account_id},{second.account_id}", ["account numbers", "accounts"],
                           f"They are {first.account_id} and {second.account_id}.")],
           facts=[amount("the usable balance of the first account", usable(first)), amount("the usable balance of the second account", usable(second))])
    rate, rate_fact = rate_card(b, "FD", tenure)
    projection = finance.fd_maturity(principal, rate, tenure)
    b.call("calculate_fd_maturity", principal_amount=rupee_arg(principal), rate=rate_pct(rate), tenure_months=tenure)
    b.step([f"What FD rate would I get for {tenure} months, and what would {format_inr(principal)} become at maturity?"],
           facts=[rate_fact, amount("the maturity amount", projection["maturity_amount"])])
    fd_id = created_by(b, "deposits", "create_fd", principal_amount=rupee_arg(principal), tenure_months=tenure, source_account=richer.account_id)
    b.step([f"Book an FD of {format_inr(principal)} for {tenure} months from whichever account has more."],
           confirm=(f"book a fixed deposit of {format_inr(principal)} for {tenure} months from account {richer.account_id}",
                    [money_alts(principal), [richer.account_id]]),
           facts=[ident("the new deposit number", fd_id)])
    b.call("get_account_balance", account_ids=[richer.account_id])
    b.step(["What's left in that account now?"], facts=[amount("the usable balance", usable(b.state.customer.accounts[richer.account_id]))])
    return ["I have two accounts with you and want to compare their balances.", "Can you compare the balances of my accounts?",
            "I want to invest from whichever of my accounts has more money."]


@family("sq_loan_foreclosure_request", "sequencing", "loans")
def sq_loan_foreclosure_request(b: TaskBuilder) -> list[str]:
    loan = pick_one(b, [x for x in b.customer.loans.values() if x.status == "ACTIVE"], "loan")
    b.call("get_loan_details", loan_ids=[loan.loan_id])
    b.step(["How much principal is still outstanding on my loan?"], reveals=[reveal_loan(loan.loan_id)],
           facts=[amount("the outstanding principal", loan.outstanding)])
    quote = finance.foreclosure_quote(loan, b.session_date)
    b.call("get_loan_foreclosure_quote", loan_ids=[loan.loan_id])
    b.step(["What would I have to pay to close it today?"], facts=[amount("the total payable", quote["total_payable"])])
    repay = b.customer.accounts[loan.repayment_account]
    b.call("get_account_balance", account_ids=[repay.account_id])
    b.step(["Do I have that much in my EMI account?"], reveals=[reveal_account(repay.account_id, "EMI account")], facts=[balance_fact(repay)])
    sr = created_by(b, "requests", "raise_request", category="loan_foreclosure",
           description=f"Foreclosure request for loan {loan.loan_id}")
    b.step(["Okay, please put in a request to foreclose the loan."],
           confirm=(f"raise a foreclosure request for loan {loan.loan_id}", [[loan.loan_id]]), facts=[ident("the request number", sr)])
    return ["I want to close my loan early.", "I'm thinking of prepaying my loan fully.", "Can you help me foreclose my loan?"]


@family("sq_address_then_chequebook", "sequencing", "address")
def sq_address_then_chequebook(b: TaskBuilder) -> list[str]:
    kyc_ok(b)
    account = pick_one(b, [a for a in active_accounts(b) if a.account_type in ("SAVINGS", "CURRENT", "SALARY")], "account")
    from ..bank.names import CITIES

    city, state, _, _, pin = b.pick(CITIES)
    line1 = f"Flat {b.rng.randint(101, 905)}, {b.pick(['Lotus', 'Orchid', 'Tulsi', 'Ashoka', 'Kaveri'])} Apartments"
    pincode = pin + f"{b.rng.randint(1, 99):03d}"
    b.call("update_address", address_type="communication", line1=line1, city=city, state=state, pincode=pincode)
    b.step([f"I've moved. My new address is {line1}, {city}, {state} {pincode}. Please update my communication address."],
           confirm=(f"update your communication address to {line1}, {city}, {state} {pincode}", [[pincode]]),
           facts=[words("that the change is logged for verification", "verification", "verified")])
    b.call("get_account_details", account_ids=[account.account_id])
    b.step(["Is my account active? I'd like a new cheque book."], reveals=[reveal_account(account.account_id)],
           facts=[words("the account status", "active")])
    leaves = b.pick([10, 25, 50])
    b.call("request_cheque_book", account_id=account.account_id, leaves=leaves)
    b.step([f"Please order a cheque book with {leaves} leaves."],
           confirm=(f"order a {leaves}-leaf cheque book for account {account.account_id}", [[str(leaves)], [account.account_id]]),
           facts=[words("the delivery time", "7 days", "seven days", (b.session_date + timedelta(days=7)).isoformat())])
    last_month_end = b.session_date.replace(day=1) - timedelta(days=1)
    last_month_start = last_month_end.replace(day=1)
    b.call("request_duplicate_statement", account_id=account.account_id, from_date=last_month_start.isoformat(),
           to_date=last_month_end.isoformat(), delivery_mode="email")
    b.step([f"Also email me last month's statement, {last_month_start.isoformat()} to {last_month_end.isoformat()}."],
           confirm=(f"email a statement of {account.account_id} from {last_month_start.isoformat()} to {last_month_end.isoformat()}",
                    [[last_month_start.isoformat()], [last_month_end.isoformat()]]),
           facts=[words("that it is requested", "requested", "will be emailed", "sent")])
    return ["I recently moved house and need to update my address.", "Please change my address, I've shifted.",
            "I need my address updated and also a cheque book."]


@family("sq_statement_after_history", "sequencing", "transactions")
def sq_statement_after_history(b: TaskBuilder) -> list[str]:
    account = pick_one(b, [a for a in b.customer.accounts.values() if len(a.transactions) >= 5 and a.status == "ACTIVE"], "account with history")
    recent = account.transactions[-1]
    b.call("get_transaction_history", account_id=account.account_id)
    b.step(["What was the last transaction on my account?"], reveals=[reveal_account(account.account_id)],
           facts=[amount("the amount of the last transaction", abs(recent.amount))])
    start = (b.session_date.replace(day=1) - timedelta(days=b.pick([1, 32, 62]))).replace(day=1)
    end = b.session_date - timedelta(days=1)
    mode = b.pick(["email", "download"])
    b.call("request_duplicate_statement", account_id=account.account_id, from_date=start.isoformat(), to_date=end.isoformat(), delivery_mode=mode)
    b.step([f"I need a statement from {start.isoformat()} to {end.isoformat()} by {mode}."],
           confirm=(f"request a statement for {account.account_id} from {start.isoformat()} to {end.isoformat()} by {mode}",
                    [[start.isoformat()], [end.isoformat()]]),
           facts=[words("that the statement is requested", "requested", "on its way", "will be sent", "sent")])
    b.call("get_account_balance", account_ids=[account.account_id])
    b.step(["And my current usable balance?"], facts=[balance_fact(account)])
    return ["I want to see my recent transactions.", "Can you tell me about my last transaction?",
            "I need some details from my account history."]


@family("sq_close_fd_open_rd", "sequencing", "deposits")
def sq_close_fd_open_rd(b: TaskBuilder) -> list[str]:
    kyc_ok(b)
    fd = pick_one(b, [d for d in deposits_where(b, "FD", "MATURED", "ACTIVE")
                      if d.payout_account in b.customer.accounts and b.customer.accounts[d.payout_account].status == "ACTIVE"], "FD")
    quote = quote_of(b, fd)
    b.call("get_deposit_closure_quote", deposit_ids=[fd.deposit_id])
    b.step(["What would my fixed deposit pay out if I close it now?"], reveals=[reveal_deposit(fd.deposit_id)],
           facts=[amount("the net payout", quote.net_payout)])
    b.call("close_deposit", deposit_id=fd.deposit_id)
    b.step(["Please close it."], confirm=(f"close fixed deposit {fd.deposit_id}", [[fd.deposit_id]]),
           facts=[words("that it is closed", "closed")])
    tenure = b.pick([12, 24, 36])
    instalment = b.pick([1_000, 2_000, 5_000]) * RUPEE
    rate, rate_fact = rate_card(b, "RD", tenure)
    b.call("get_account_balance", account_ids=[fd.payout_account])
    b.step([f"Now I'd like a recurring deposit instead. What's my usable balance now, and the RD rate for {tenure} months?"],
           facts=[balance_fact(b.state.customer.accounts[fd.payout_account]), rate_fact])
    rd_id = created_by(b, "deposits", "create_rd", monthly_installment=rupee_arg(instalment), tenure_months=tenure, source_account=fd.payout_account)
    b.step([f"Open an RD of {format_inr(instalment)} a month for {tenure} months from the account the FD money went to."],
           confirm=(f"open a recurring deposit of {format_inr(instalment)} per month for {tenure} months from account {fd.payout_account}",
                    [money_alts(instalment), [fd.payout_account]]),
           facts=[ident("the new RD number", rd_id)])
    return ["I want to move my fixed deposit money into a recurring deposit.", "I'd like to close an FD and start an RD.",
            "Can you help me switch from an FD to a monthly RD?"]


@family("sq_insurance_premium_help", "sequencing", "insurance")
def sq_insurance_premium_help(b: TaskBuilder) -> list[str]:
    policy = pick_one(b, [p for p in b.customer.insurance.values() if p.auto_debit_account in b.customer.accounts], "policy with auto-debit")
    account = b.customer.accounts[policy.auto_debit_account]
    b.call("get_insurance_details", policy_ids=[policy.policy_id])
    b.step(["When is my next insurance premium due and how much is it?"],
           reveals=[reveal("policy_id", policy.policy_id, ["policy number", "policy"], f"The policy number is {policy.policy_id}.")],
           facts=[amount("the premium", policy.premium), on_date("the due date", policy.next_premium_date)])
    b.call("get_account_balance", account_ids=[account.account_id])
    b.step(["Is there enough in the account the premium is debited from?"], facts=[balance_fact(account)])
    sr = created_by(b, "requests", "raise_request", category="insurance_service",
           description=f"Premium payment help for policy {policy.policy_id}")
    b.step(["Please raise a request so the insurance team helps me with the premium payment."],
           confirm=(f"raise an insurance service request for policy {policy.policy_id}", [[policy.policy_id]]),
           facts=[ident("the request number", sr)])
    b.call("get_request_status", request_id=sr)
    b.step(["By when will the insurance team get back to me?"], facts=[on_date("the expected date", b.state.customer.requests[sr].eta)])
    return ["I have a question about my insurance premium.", "When do I need to pay my insurance premium?",
            "I need help paying my policy premium."]


@family("sq_freeze_debit_limit_credit", "sequencing", "cards")
def sq_freeze_debit_limit_credit(b: TaskBuilder) -> list[str]:
    debit = pick_one(b, cards_where(b, "ACTIVE", card_type="DEBIT"), "debit card")
    credit = pick_one(b, cards_where(b, "ACTIVE", card_type="CREDIT"), "credit card")
    limit = min(b.pick([10_000, 20_000, 30_000]) * RUPEE, credit.credit_limit)
    if limit == credit.controls.pos.domestic.daily_limit:
        raise BuildError("limit unchanged")
    b.call("get_card_details", card_ids=[debit.card_id, credit.card_id])
    b.step(["Can you check the status of my debit card and my credit card?"],
           reveals=[reveal("card_ids", f"{debit.card_id},{credit.card_id}", ["card ids", "cards", "card"],
                           f"The debit card is {debit.card_id} and the credit card is {credit.card_id}.")],
           facts=[amount("the credit card's available limit", credit.available_limit)])
    b.call("toggle_card_freeze", card_id=debit.card_id, state="freeze")
    b.step(["Freeze the debit card for now; I left it at my office."],
           confirm=(f"freeze debit card {debit.card_id}", [[debit.card_id], ["freeze"]]), facts=[words("that it is frozen", "frozen")])
    b.call("set_card_controls", card_id=credit.card_id, pos={"domestic": {"daily_limit": rupee_arg(limit)}})
    b.step([f"And set the credit card's in-store (POS) domestic daily limit to {format_inr(limit)}."],
           confirm=(f"set the domestic POS daily limit of card {credit.card_id} to {format_inr(limit)}", [[credit.card_id], money_alts(limit)]),
           facts=[words("that the limit is updated", "updated", "changed")])
    b.call("get_card_details", card_ids=[credit.card_id])
    b.step(["Please check the credit card shows the new POS limit."], facts=[amount("the new POS limit", limit)])
    return ["I need a couple of changes on my cards.", "Can you help me with my debit and credit cards?",
            "I want to secure my debit card and adjust my credit card."]


@family("sq_mandate_to_rd", "sequencing", "mandates")
def sq_mandate_to_rd(b: TaskBuilder) -> list[str]:
    kyc_ok(b)
    mandate = pick_one(b, [m for m in b.customer.mandates.values() if m.status == "ACTIVE" and m.mandate_type == "ENACH"
                           and b.customer.accounts[m.account_id].status == "ACTIVE"], "active SIP mandate")
    account = b.customer.accounts[mandate.account_id]
    instalment = max(mandate.amount // (100 * RUPEE) * (100 * RUPEE), rules.RD_MIN_INSTALMENT)
    if usable(account) < instalment:
        raise BuildError("funds")
    b.call("show_mandates", account_id=account.account_id, status="active")
    b.step(["Which active auto-debits do I have on my account?"], reveals=[reveal_account(account.account_id)],
           facts=[words(f"the payee {mandate.payee}", mandate.payee)])
    b.call("cancel_mandate", mandate_id=mandate.mandate_id)
    b.step([f"Cancel the {mandate.payee} mandate, please."],
           confirm=(f"cancel mandate {mandate.mandate_id} to {mandate.payee}", [[mandate.mandate_id, mandate.payee]]),
           facts=[words("that it is cancelled", "cancelled", "canceled")])
    tenure = b.pick([12, 24, 36])
    b.call("get_account_balance", account_ids=[account.account_id])
    rate, rate_fact = rate_card(b, "RD", tenure)
    b.step([f"What's my usable balance there, and your RD rate for {tenure} months?"], facts=[balance_fact(account), rate_fact])
    rd_id = created_by(b, "deposits", "create_rd", monthly_installment=rupee_arg(instalment), tenure_months=tenure, source_account=account.account_id)
    b.step([f"Instead, open a recurring deposit of {format_inr(instalment)} a month for {tenure} months from the same account."],
           confirm=(f"open a recurring deposit of {format_inr(instalment)} per month for {tenure} months from account {account.account_id}",
                    [money_alts(instalment), months_text(tenure)]),
           facts=[ident("the new RD number", rd_id)])
    return ["I want to stop one of my auto-debits and save the money in an RD instead.",
            "Can I replace a SIP auto-debit with a recurring deposit?", "I'd like to redirect a monthly debit into an RD."]


# ================================================================ EDGE CASES (13 families)


@family("edge_misplaced_card_freeze", "edge_case", "cards")
def edge_misplaced_card_freeze(b: TaskBuilder) -> list[str]:
    """Misplaced, may find it: freeze (reversible), not block."""
    card = pick_one(b, cards_where(b, "ACTIVE"), "active card")
    b.call("get_card_details", card_ids=[card.card_id])
    b.step([f"I can't find my {card_label(card)}; it's probably somewhere at home. What's its status?"],
           reveals=[reveal_card(card.card_id)], facts=[words("the card status", "active")])
    b.call("toggle_card_freeze", card_id=card.card_id, state="freeze")
    b.step(["I might still find it, so please do whatever is safest for now without cancelling it for good."],
           confirm=(f"temporarily freeze card {card.card_id} (you can unfreeze it later)", [[card.card_id], ["freeze"]]),
           facts=[words("that the card is frozen", "frozen")])
    b.call("get_card_details", card_ids=[card.card_id])
    b.step(["Please confirm the card's status now."], facts=[words("the new status", "frozen")])
    return ["I think I misplaced my card.", "I can't find my card anywhere!", "My card is missing, maybe at home."]


@family("edge_foreign_deposit", "edge_case", "deposits")
def edge_foreign_deposit(b: TaskBuilder) -> list[str]:
    """Close my FD and my brother's FD (not linked): decline the other one."""
    fd = pick_one(b, [d for d in deposits_where(b, "FD", "ACTIVE", "MATURED")
                      if b.customer.accounts.get(d.payout_account) and b.customer.accounts[d.payout_account].status == "ACTIVE"], "FD")
    others = sorted(d for cid, c in b.bank.customers.items() if cid != b.customer_id for d in c.deposits if d.startswith("FD"))
    foreign = others[b.rng.randrange(len(others))]
    b.call("get_fd_details", deposit_ids=[fd.deposit_id])
    b.step(["Please look up my fixed deposit."], reveals=[reveal_deposit(fd.deposit_id)],
           facts=[amount("the principal", fd.principal)])
    b.step([f"My brother's FD is {foreign}; he asked me to close it for him too."], expects_decline=True,
           decline_reason=f"deposit {foreign} is not linked to your profile, so I cannot access or close it; your brother must contact us himself")
    quote = quote_of(b, fd)
    b.call("get_deposit_closure_quote", deposit_ids=[fd.deposit_id])
    b.step(["Fine. What would closing mine pay?"], facts=[amount("the net payout", quote.net_payout)])
    b.call("close_deposit", deposit_id=fd.deposit_id)
    b.step(["Close mine then."], confirm=(f"close fixed deposit {fd.deposit_id}", [[fd.deposit_id]]),
           facts=[words("that it is closed", "closed")])
    b.call("get_account_balance", account_ids=[fd.payout_account])
    b.step(["What's my balance in the account it was paid into?"], facts=[balance_fact(b.state.customer.accounts[fd.payout_account])])
    return ["I need to close some fixed deposits.", "I want to close my FD and my brother's.", "Please help me with two FDs."]


@family("edge_insufficient_funds_fd", "edge_case", "deposits")
def edge_insufficient_funds_fd(b: TaskBuilder) -> list[str]:
    kyc_ok(b)
    account = pick_one(b, [a for a in active_accounts(b) if 12_000 * RUPEE <= usable(a) <= 40_00_000 * RUPEE], "account")
    too_much = (usable(account) // (10_000 * RUPEE) + 1) * 10_000 * RUPEE + b.pick([0, 10_000, 50_000]) * RUPEE
    afford = max(usable(account) // (5_000 * RUPEE) * (5_000 * RUPEE) - 5_000 * RUPEE, rules.FD_MIN_PRINCIPAL)
    tenure = b.pick([12, 24, 36])
    b.call("get_account_balance", account_ids=[account.account_id])
    b.step([f"I want an FD of {format_inr(too_much)} for {tenure} months from my account."],
           reveals=[reveal_account(account.account_id)], facts=[balance_fact(account)], expects_decline=True,
           decline_reason=f"your usable balance is {format_inr(usable(account))}, which is less than {format_inr(too_much)}")
    rate, rate_fact = rate_card(b, "FD", tenure)
    b.step([f"Oh. What rate would {tenure} months get?"], facts=[rate_fact])
    b.call("calculate_fd_maturity", principal_amount=rupee_arg(afford), rate=rate_pct(rate), tenure_months=tenure)
    b.step([f"What would {format_inr(afford)} grow to at that rate?"],
           facts=[amount("the maturity amount", finance.fd_maturity(afford, rate, tenure)["maturity_amount"])])
    fd_id = created_by(b, "deposits", "create_fd", principal_amount=rupee_arg(afford), tenure_months=tenure, source_account=account.account_id)
    b.step([f"Then book {format_inr(afford)} instead."],
           confirm=(f"book a fixed deposit of {format_inr(afford)} for {tenure} months from account {account.account_id}",
                    [money_alts(afford), months_text(tenure)]), facts=[ident("the new deposit number", fd_id)])
    return [f"Please open an FD of {format_inr(too_much)}.", f"I'd like to invest {format_inr(too_much)} in a fixed deposit.",
            f"Book a {format_inr(too_much)} fixed deposit for me."]


@family("edge_similar_fds", "edge_case", "deposits")
def edge_similar_fds(b: TaskBuilder) -> list[str]:
    fds = [d for d in deposits_where(b, "FD", "ACTIVE", "MATURED")
           if b.customer.accounts.get(d.payout_account) and b.customer.accounts[d.payout_account].status == "ACTIVE"]
    pairs = [(x, y) for x in fds for y in fds if x.deposit_id < y.deposit_id and x.principal == y.principal and x.maturity_date != y.maturity_date]
    if not pairs:
        raise BuildError("no twin FDs")
    first, second = b.pick(pairs)
    target = b.pick([first, second])
    b.call("get_fd_details", deposit_ids=[first.deposit_id, second.deposit_id])
    b.step([f"I have two FDs of {format_inr(first.principal)}; which one matures first?"],
           reveals=[reveal("deposit_ids", f"{first.deposit_id},{second.deposit_id}", ["deposit numbers", "deposit"],
                           f"They are {first.deposit_id} and {second.deposit_id}.")],
           facts=[on_date("the earlier maturity date", min(first.maturity_date, second.maturity_date))])
    quote = quote_of(b, target)
    which = "earlier" if target.maturity_date == min(first.maturity_date, second.maturity_date) else "later"
    b.call("get_deposit_closure_quote", deposit_ids=[target.deposit_id])
    b.step([f"I want to close the one that matures {which}, the one maturing on {target.maturity_date.isoformat()}. What would it pay?"],
           facts=[amount("the net payout", quote.net_payout)])
    b.call("close_deposit", deposit_id=target.deposit_id)
    b.step(["Go ahead and close that one."], confirm=(f"close fixed deposit {target.deposit_id}", [[target.deposit_id]]),
           facts=[words("that it is closed", "closed")])
    b.call("get_account_balance", account_ids=[target.payout_account])
    b.step(["How much do I have in the account the money went to?"], facts=[balance_fact(b.state.customer.accounts[target.payout_account])])
    return [f"I have two fixed deposits of {format_inr(first.principal)} and need to close one.",
            "I want to close one of my two similar FDs.", "Two of my FDs look alike; I need help with one."]


@family("edge_wrong_emi_figure", "edge_case", "loans")
def edge_wrong_emi_figure(b: TaskBuilder) -> list[str]:
    """The customer states a wrong EMI; the assistant corrects it from the records (no write)."""
    loan = pick_one(b, [x for x in b.customer.loans.values() if x.status == "ACTIVE"], "loan")
    wrong = loan.emi + b.pick([-1, 1]) * b.pick([500, 1_000, 2_000]) * RUPEE
    b.call("get_loan_details", loan_ids=[loan.loan_id])
    b.step([f"My EMI is {format_inr(wrong)}, right? Please check."], reveals=[reveal_loan(loan.loan_id)],
           facts=[amount("the correct EMI", loan.emi)])
    schedule = finance.emi(loan.outstanding, loan.rate_bps, loan.remaining_tenure_months)
    b.call("calculate_emi", principal=rupee_arg(loan.outstanding), rate=rate_pct(loan.rate_bps), tenure_months=loan.remaining_tenure_months)
    b.step([f"If the outstanding amount were re-spread over the remaining {loan.remaining_tenure_months} months at the same rate, what would the EMI be?"],
           facts=[amount("the recalculated EMI", schedule)])
    quote = finance.foreclosure_quote(loan, b.session_date)
    b.call("get_loan_foreclosure_quote", loan_ids=[loan.loan_id])
    b.step(["And what would closing it today cost?"], facts=[amount("the total payable", quote["total_payable"])])
    return ["I want to verify my loan EMI.", "I think I know my EMI but please double-check.", "Quick question on my loan instalment."]


@family("edge_blocked_card_unfreeze", "edge_case", "cards")
def edge_blocked_card_unfreeze(b: TaskBuilder) -> list[str]:
    card = pick_one(b, cards_where(b, "BLOCKED"), "blocked card")
    b.call("get_card_details", card_ids=[card.card_id])
    b.step([f"Please unfreeze my {card_label(card)}, I found it."], reveals=[reveal_card(card.card_id)],
           facts=[words("the card status", "blocked")], expects_decline=True,
           decline_reason="the card is permanently blocked, and a blocked card cannot be unfrozen or reactivated")
    sr = created_by(b, "requests", "raise_request", category="general_query", description=f"Replacement for blocked card {card.card_id}")
    b.step(["Then please raise a request for a replacement card."],
           confirm=("raise a service request for a replacement card", [["replacement"]]), facts=[ident("the request number", sr)])
    b.call("get_request_status", request_id=sr)
    eta = b.state.customer.requests[sr].eta
    b.step(["When should I expect an update on that request?"], facts=[on_date("the expected date", eta)])
    return ["I found my old card, can you switch it back on?", "Please unfreeze my card.", "I want to use my card again."]


@family("edge_expired_card_controls", "edge_case", "cards")
def edge_expired_card_controls(b: TaskBuilder) -> list[str]:
    expired = pick_one(b, cards_where(b, "EXPIRED"), "expired card")
    active = pick_one(b, [c for c in cards_where(b, "ACTIVE") if not c.controls.pos.international.enabled], "active card")
    cap = rules.DEBIT_CHANNEL_MAX["pos"] if active.card_type == "DEBIT" else active.credit_limit
    limit = min(b.pick([20_000, 25_000, 50_000]) * RUPEE, cap)
    b.call("get_card_details", card_ids=[expired.card_id])
    b.step([f"Enable international use on my card {expired.card_id} for my trip."], reveals=[reveal_card(expired.card_id)],
           facts=[words("the card status", "expired")], expects_decline=True,
           decline_reason="that card has expired and can no longer be used or changed")
    b.call("get_card_details", card_ids=[active.card_id])
    b.call("set_card_controls", card_id=active.card_id, pos={"international": {"enabled": True, "daily_limit": rupee_arg(limit)}})
    b.step([f"Then use my other card {active.card_id}: enable international in-store payments with a {format_inr(limit)} daily limit."],
           confirm=(f"enable international POS payments on card {active.card_id} with a daily limit of {format_inr(limit)}",
                    [[active.card_id], money_alts(limit)]), facts=[words("that it is enabled", "enabled")])
    return ["I'm travelling abroad and need my card enabled.", "Please switch on international payments on my card.",
            "Can my card work overseas?"]


@family("edge_dormant_source_account", "edge_case", "deposits")
def edge_dormant_source_account(b: TaskBuilder) -> list[str]:
    kyc_ok(b)
    dormant = pick_one(b, [a for a in b.customer.accounts.values() if a.status in ("DORMANT", "FROZEN")], "inactive account")
    active = b.pick(active_accounts(b, 15_000 * RUPEE))
    principal, tenure = fd_amount_and_tenure(b, active, 10_000, 2_00_000)
    b.call("get_account_details", account_ids=[dormant.account_id])
    b.step([f"Book an FD of {format_inr(principal)} for {tenure} months from my account {dormant.account_id}."],
           reveals=[reveal_account(dormant.account_id)], facts=[words("the account status", dormant.status.lower())],
           expects_decline=True, decline_reason=f"account {dormant.account_id} is {dormant.status.lower()}, so it cannot be debited")
    b.call("get_account_balance", account_ids=[active.account_id])
    rate, rate_fact = rate_card(b, "FD", tenure)
    b.step([f"Okay, use my other account {active.account_id}. Is there enough there, and what rate will I get?"],
           facts=[balance_fact(active), rate_fact])
    fd_id = created_by(b, "deposits", "create_fd", principal_amount=rupee_arg(principal), tenure_months=tenure, source_account=active.account_id)
    b.step(["Book it from that account."],
           confirm=(f"book a fixed deposit of {format_inr(principal)} for {tenure} months from account {active.account_id}",
                    [money_alts(principal), [active.account_id]]), facts=[ident("the new deposit number", fd_id)])
    return [f"I want to open a fixed deposit of {format_inr(principal)}.", "Please book an FD from my old account.",
            f"Can you set up a {tenure}-month FD for me?"]


@family("edge_cleared_cheque", "edge_case", "cheques")
def edge_cleared_cheque(b: TaskBuilder) -> list[str]:
    account = pick_one(b, [a for a in b.customer.accounts.values()
                           if any(c.status == "CLEARED" for c in a.cheques) and any(c.status == "ISSUED" for c in a.cheques)], "cheques")
    cleared = b.pick([c for c in account.cheques if c.status == "CLEARED"])
    issued = b.pick([c for c in account.cheques if c.status == "ISSUED"])
    b.call("get_account_details", account_ids=[account.account_id])
    b.step([f"Stop payment on cheque {cleared.cheque_number}, please."], reveals=[reveal_account(account.account_id)],
           facts=[words("the cheque status", "cleared")], expects_decline=True,
           decline_reason=f"cheque {cleared.cheque_number} has already been cleared, so it can no longer be stopped")
    b.call("stop_cheque_payment", account_id=account.account_id, cheque_numbers=[issued.cheque_number], reason="dispute")
    b.step([f"Then at least stop cheque {issued.cheque_number}; it's under dispute."],
           confirm=(f"stop payment of cheque {issued.cheque_number} on account {account.account_id}", [[issued.cheque_number]]),
           facts=[words("that the stop is placed", "stopped", "stop placed")])
    b.call("get_account_details", account_ids=[account.account_id])
    b.step(["Please check its status now."], facts=[words("the new status", "stopped")])
    return ["I need to stop a couple of cheques.", "Please put a stop on my cheques.", "I want to cancel payment on a cheque I wrote."]


@family("edge_cancelled_mandate", "edge_case", "mandates")
def edge_cancelled_mandate(b: TaskBuilder) -> list[str]:
    cancelled = pick_one(b, [m for m in b.customer.mandates.values() if m.status == "CANCELLED"], "cancelled mandate")
    active = pick_one(b, [m for m in b.customer.mandates.values() if m.status == "ACTIVE" and m.account_id == cancelled.account_id], "active mandate")
    b.call("show_mandates", account_id=cancelled.account_id)
    b.step([f"Cancel my {cancelled.payee} mandate."], reveals=[reveal_account(cancelled.account_id)],
           facts=[words("that it is already cancelled", "already cancelled", "already been cancelled", "already canceled")],
           expects_decline=True, decline_reason=f"the {cancelled.payee} mandate is already cancelled")
    b.call("cancel_mandate", mandate_id=active.mandate_id)
    b.step([f"Oh. Then cancel the {active.payee} one instead."],
           confirm=(f"cancel mandate {active.mandate_id} to {active.payee}", [[active.mandate_id, active.payee]]),
           facts=[words("that it is cancelled", "cancelled", "canceled")])
    b.call("show_mandates", account_id=cancelled.account_id, status="active")
    remaining = sum(1 for m in b.state.customer.mandates.values() if m.account_id == cancelled.account_id and m.status == "ACTIVE")
    b.step(["How many active mandates are left on that account?"], facts=[number("the number of active mandates", remaining)])
    return ["I want to cancel an auto-debit.", "Please stop one of my mandates.", "Cancel a standing debit for me."]


@family("edge_atm_limit_too_high", "edge_case", "cards")
def edge_atm_limit_too_high(b: TaskBuilder) -> list[str]:
    card = pick_one(b, [c for c in cards_where(b, "ACTIVE", card_type="DEBIT") if c.controls.atm.domestic.daily_limit != rules.DEBIT_CHANNEL_MAX["atm"]], "debit card")
    maximum = rules.DEBIT_CHANNEL_MAX["atm"]
    asked = maximum + b.pick([50_000, 1_00_000, 4_00_000]) * RUPEE
    b.call("get_card_details", card_ids=[card.card_id])
    b.step([f"Set my debit card's ATM limit to {format_inr(asked)} a day."], reveals=[reveal_card(card.card_id)],
           facts=[amount("the maximum ATM limit", maximum)], expects_decline=True,
           decline_reason=f"the highest daily ATM limit allowed on a debit card is {format_inr(maximum)}")
    b.call("set_card_controls", card_id=card.card_id, atm={"domestic": {"daily_limit": rupee_arg(maximum)}})
    b.step(["Then set it to the maximum allowed."],
           confirm=(f"set the domestic ATM daily limit of card {card.card_id} to {format_inr(maximum)}", [[card.card_id], money_alts(maximum)]),
           facts=[words("that it is updated", "updated", "changed")])
    b.call("get_card_details", card_ids=[card.card_id])
    b.step(["Please verify the card shows it."], facts=[amount("the new ATM limit", maximum)])
    return ["I need a much higher ATM limit.", "I have to withdraw a lot of cash, raise my card limit.", "Increase my ATM withdrawal limit please."]


@family("edge_renew_payout_fd", "edge_case", "deposits")
def edge_renew_payout_fd(b: TaskBuilder) -> list[str]:
    fd = pick_one(b, [d for d in deposits_where(b, "FD", "ACTIVE") if d.payout_type != "cumulative" and d.maturity_instruction != "renew_principal"
                      and b.session_date < d.maturity_date], "payout FD")
    b.call("get_fd_details", deposit_ids=[fd.deposit_id])
    b.step(["Set my FD to renew with principal and interest at maturity."], reveals=[reveal_deposit(fd.deposit_id)],
           facts=[words("the payout type", fd.payout_type)], expects_decline=True,
           decline_reason="principal-and-interest renewal is only available on cumulative deposits; this one pays interest out periodically")
    b.call("update_deposit_renewal", deposit_id=fd.deposit_id, instruction="renew_principal")
    b.step(["Then renew just the principal."],
           confirm=(f"set deposit {fd.deposit_id} to renew the principal at maturity", [[fd.deposit_id], ["principal"]]),
           facts=[words("that it is updated", "updated", "changed")])
    b.call("get_fd_details", deposit_ids=[fd.deposit_id])
    b.step(["Check the deposit once more please."], facts=[instruction_fact("the new instruction", "renew_principal")])
    return ["I want my fixed deposit to auto-renew.", "Change my FD's maturity instruction.", "Please set my FD to renew."]


@family("edge_minor_nominee_fd", "edge_case", "deposits")
def edge_minor_nominee_fd(b: TaskBuilder) -> list[str]:
    kyc_ok(b)
    account = b.pick(active_accounts(b, 20_000 * RUPEE))
    principal, tenure = fd_amount_and_tenure(b, account, 10_000, 2_00_000)
    child = f"{b.pick(['Aarav', 'Diya', 'Ishaan', 'Anaya', 'Vihaan', 'Saanvi'])} {b.customer.profile.name.split()[-1]}"
    age = b.rng.randint(4, 16)
    guardian = b.customer.profile.name
    nominee = {"name": child, "relationship": "child", "age": age, "guardian_name": guardian}
    b.call("get_account_balance", account_ids=[account.account_id])
    rate, rate_fact = rate_card(b, "FD", tenure)
    b.step([f"I want an FD of {format_inr(principal)} for {tenure} months. Check my balance and the rate first."],
           reveals=[reveal_account(account.account_id)], facts=[balance_fact(account), rate_fact])
    fd_id = created_by(b, "deposits", "create_fd", principal_amount=rupee_arg(principal), tenure_months=tenure, source_account=account.account_id, nominee=nominee)
    b.step([f"Book it with my child {child}, age {age}, as nominee."],
           reveals=[reveal("guardian", guardian, ["guardian"], f"The guardian will be me, {guardian}.")],
           confirm=(f"book a fixed deposit of {format_inr(principal)} for {tenure} months from {account.account_id} with nominee {child} (guardian {guardian})",
                    [money_alts(principal), [child], [guardian]]),
           facts=[ident("the new deposit number", fd_id)])
    b.call("get_fd_details", deposit_ids=[fd_id])
    b.step(["Please check the new deposit shows my child as nominee."], facts=[words("the nominee", child)])
    return [f"I'd like to open an FD of {format_inr(principal)} with my child as nominee.", "Please book a fixed deposit with a nominee.",
            f"I want a {tenure}-month fixed deposit for my child's future."]


# ================================================================ RARE TOOLS (8 families)


@family("tl_gold_loan_eligibility", "rare_tool", "loans")
def tl_gold_loan_eligibility(b: TaskBuilder) -> list[str]:
    purity = b.pick([18, 22, 24])
    grams = b.pick([10, 20, 25, 40, 50, 75, 100])
    rate = rules.GOLD_RATE_PER_GRAM[purity]
    b.call("get_gold_rate", purity_karat=purity)
    b.step([f"What's today's rate for {purity} carat gold?"], facts=[amount("the rate per gram", rate)])
    from decimal import Decimal

    result = finance.gold_loan_eligibility(Decimal(grams), rate)
    b.call("calculate_gold_loan_ltv", gold_grams=grams, purity_karat=purity, gold_rate_per_gram=rupee_arg(rate))
    b.step([f"How much loan can I get against {grams} grams of it?"], facts=[amount("the eligible loan", result["eligible_loan"])])
    loan_rate = finance.loan_rate_bps("gold_loan", result["eligible_loan"])
    b.call("get_deposit_loan_rates", product_type="gold_loan", amount=rupee_arg(result["eligible_loan"]))
    b.step(["And what interest rate would that loan carry?"], facts=[number("the interest rate", f"{rate_pct(loan_rate):g}")])
    return [f"I have {grams} grams of {purity} carat gold jewellery and want a gold loan.", "How does a gold loan work with you?",
            f"Can I pledge {purity}K gold for a loan?"]


@family("tl_emi_tenure_compare", "rare_tool", "calculators")
def tl_emi_tenure_compare(b: TaskBuilder) -> list[str]:
    product = b.pick(["home_loan", "personal_loan", "car_loan"])
    principal = {"home_loan": b.pick([20, 35, 50, 80]) * rules.LAKH, "personal_loan": b.pick([2, 3, 5, 8]) * rules.LAKH,
                 "car_loan": b.pick([5, 7, 10]) * rules.LAKH}[product]
    tenures = {"home_loan": (180, 240), "personal_loan": (36, 60), "car_loan": (60, 84)}[product]
    rate = finance.loan_rate_bps(product, principal)
    b.call("get_deposit_loan_rates", product_type=product, amount=rupee_arg(principal))
    name = product.replace("_", " ")
    b.step([f"What's your {name} rate for {format_inr(principal)}?"], facts=[number("the interest rate", f"{rate_pct(rate):g}")])
    b.call("calculate_emi", principal=rupee_arg(principal), rate=rate_pct(rate), tenure_months=tenures[0])
    b.step([f"What would the EMI be over {tenures[0]} months?"], facts=[amount("the EMI", finance.emi(principal, rate, tenures[0]))])
    b.call("calculate_emi", principal=rupee_arg(principal), rate=rate_pct(rate), tenure_months=tenures[1])
    b.step([f"And over {tenures[1]} months?"], facts=[amount("the EMI", finance.emi(principal, rate, tenures[1]))])
    return [f"I'm considering a {name} of {format_inr(principal)}.", f"Help me compare EMIs for a {name}.",
            f"How much would a {format_inr(principal)} {name} cost me monthly?"]


@family("tl_duplicate_statement", "rare_tool", "accounts")
def tl_duplicate_statement(b: TaskBuilder) -> list[str]:
    account = pick_one(b, [a for a in b.customer.accounts.values() if a.status == "ACTIVE" and a.transactions], "account")
    b.call("get_account_details", account_ids=[account.account_id])
    b.step(["Which branch and IFSC is my account with?"], reveals=[reveal_account(account.account_id)],
           facts=[words("the IFSC", account.ifsc)])
    start = account.transactions[0].date
    end = b.session_date - timedelta(days=1)
    b.call("get_transaction_history", account_id=account.account_id)
    b.step(["How many transactions are on the account?"], facts=[number("the number of transactions", len(account.transactions))])
    b.call("request_duplicate_statement", account_id=account.account_id, from_date=start.isoformat(), to_date=end.isoformat(), delivery_mode="email")
    b.step([f"Email me a statement from {start.isoformat()} to {end.isoformat()} for my visa application."],
           confirm=(f"email a statement of {account.account_id} from {start.isoformat()} to {end.isoformat()}", [[start.isoformat()], [end.isoformat()]]),
           facts=[words("that it is requested", "requested", "will be emailed", "sent")])
    return ["I need a bank statement for my visa application.", "Can I get an account statement by email?",
            "I need my account details and a statement."]


@family("tl_request_followup", "rare_tool", "service_requests")
def tl_request_followup(b: TaskBuilder) -> list[str]:
    request = pick_one(b, [r for r in b.customer.requests.values() if r.status in ("OPEN", "IN_PROGRESS")], "open request")
    b.call("get_request_status", request_id=request.request_id)
    b.step(["What's the status of my complaint?"],
           reveals=[reveal("request_id", request.request_id, ["request number", "reference", "request"], f"It's {request.request_id}.")],
           facts=[words("the status", request.status.lower().replace("_", " "))])
    account = b.customer.accounts.get(request.account_id) or next(iter(b.customer.accounts.values()))
    b.call("get_transaction_history", account_id=account.account_id)
    b.step(["Has anything been credited back to my account since?"], reveals=[reveal_account(account.account_id)],
           facts=[amount("the last transaction amount", abs(account.transactions[-1].amount))] if account.transactions else
           [words("that there are no transactions", "no transactions")])
    sr = created_by(b, "requests", "raise_request", category="service_quality",
           description=f"Escalation: request {request.request_id} still unresolved")
    b.step(["This is taking too long. Please log an escalation about the service."],
           confirm=("raise a service-quality escalation", [["escalation", "escalate"]]), facts=[ident("the new request number", sr)])
    b.call("get_request_status", request_id=sr)
    b.step(["What priority and date does the escalation have?"],
           facts=[on_date("the expected date", b.state.customer.requests[sr].eta)])
    return ["I want to follow up on a complaint I raised.", "What's happening with my service request?", "I'm still waiting on my complaint."]


@family("tl_personal_loan_offer", "rare_tool", "loans")
def tl_personal_loan_offer(b: TaskBuilder) -> list[str]:
    offers = [o for o in b.customer.offers if o.product_type == "loan"]
    if not offers:
        raise BuildError("no loan offer")
    b.call("get_products_and_offers", type="loan")
    b.step(["Do I have any loan offers?"], facts=[words("the offer", offers[0].title)])
    principal = b.pick([1, 2, 3, 5]) * rules.LAKH
    rate = finance.loan_rate_bps("personal_loan", principal)
    b.call("get_deposit_loan_rates", product_type="personal_loan", amount=rupee_arg(principal))
    b.step([f"What rate would a personal loan of {format_inr(principal)} carry?"], facts=[number("the interest rate", f"{rate_pct(rate):g}")])
    tenure = b.pick([24, 36, 48])
    b.call("calculate_emi", principal=rupee_arg(principal), rate=rate_pct(rate), tenure_months=tenure)
    b.step([f"What would the EMI be for {tenure} months?"], facts=[amount("the EMI", finance.emi(principal, rate, tenure))])
    sr = created_by(b, "requests", "raise_request", category="general_query",
           description=f"Customer interested in offer {offers[0].offer_id}: personal loan of {format_inr(principal)}; please call back")
    b.step(["Please ask the loans team to call me back about it."],
           confirm=("raise a request for the loans team to call you back", [["call", "callback", "call back"]]),
           facts=[ident("the request number", sr)])
    return ["I saw something about pre-approved loans.", "Are there any loan offers for me?", "I'm looking for a personal loan."]


@family("tl_scheme_vs_fd", "rare_tool", "schemes")
def tl_scheme_vs_fd(b: TaskBuilder) -> list[str]:
    kyc_ok(b)
    senior = b.customer.profile.senior_citizen
    scheme = "Senior Citizens Savings Scheme" if senior else "Public Provident Fund"
    b.call("search_knowledge_base", query=f"{scheme} interest rate eligibility")
    b.step([f"What is the interest rate on the {scheme}?"], facts=[number("the scheme rate", "8.2" if senior else "7.1")])
    account = b.pick(active_accounts(b, 20_000 * RUPEE))
    principal, tenure = fd_amount_and_tenure(b, account, 10_000, 2_00_000)
    tenure = 60
    rate, rate_fact = rate_card(b, "FD", tenure)
    b.step(["And your 5-year FD rate for me?"], facts=[rate_fact])
    b.call("get_account_balance", account_ids=[account.account_id])
    fd_id = created_by(b, "deposits", "create_fd", principal_amount=rupee_arg(principal), tenure_months=tenure, source_account=account.account_id)
    b.step([f"I'll go with the FD: {format_inr(principal)} for 60 months. Check my balance and book it."],
           reveals=[reveal_account(account.account_id)],
           confirm=(f"book a fixed deposit of {format_inr(principal)} for 60 months from account {account.account_id}", [money_alts(principal), months_text(60)]),
           facts=[ident("the new deposit number", fd_id)])
    return [f"I'm comparing the {scheme} with a fixed deposit.", f"Is the {scheme} better than an FD?",
            "I want to invest for five years safely."]


@family("tl_tds_on_closure", "rare_tool", "deposits")
def tl_tds_on_closure(b: TaskBuilder) -> list[str]:
    fd = pick_one(b, [d for d in deposits_where(b, "FD", "ACTIVE", "MATURED") if b.customer.accounts.get(d.payout_account)
                      and b.customer.accounts[d.payout_account].status == "ACTIVE"], "FD")
    b.call("search_knowledge_base", query="TDS on fixed deposit interest Form 15G 15H")
    threshold = rules.TDS_THRESHOLD_SENIOR if b.customer.profile.senior_citizen else rules.TDS_THRESHOLD_GENERAL
    b.step(["Above what interest amount is TDS deducted on FD interest for someone like me?"], facts=[amount("the TDS threshold", threshold)])
    quote = quote_of(b, fd)
    b.call("get_deposit_closure_quote", deposit_ids=[fd.deposit_id])
    b.step(["How much TDS would be deducted if I closed my FD now, and what would I get?"], reveals=[reveal_deposit(fd.deposit_id)],
           facts=[amount("the TDS", quote.tds), amount("the net payout", quote.net_payout)])
    b.call("close_deposit", deposit_id=fd.deposit_id)
    b.step(["Okay, close it."], confirm=(f"close fixed deposit {fd.deposit_id}", [[fd.deposit_id]]), facts=[words("that it is closed", "closed")])
    b.call("get_account_balance", account_ids=[fd.payout_account])
    b.step(["And my balance in the payout account now?"], facts=[balance_fact(b.state.customer.accounts[fd.payout_account])])
    return ["I have a question about TDS on my FD.", "Will tax be cut if I close my fixed deposit?", "How is TDS applied on deposit interest?"]


@family("tl_foreclosure_vs_emi", "rare_tool", "loans")
def tl_foreclosure_vs_emi(b: TaskBuilder) -> list[str]:
    loan = pick_one(b, [x for x in b.customer.loans.values() if x.status == "ACTIVE" and x.remaining_tenure_months > 6], "loan")
    b.call("get_loan_details", loan_ids=[loan.loan_id])
    b.step(["How many EMIs are left on my loan?"], reveals=[reveal_loan(loan.loan_id)],
           facts=[number("the remaining EMIs", loan.remaining_tenure_months)])
    quote = finance.foreclosure_quote(loan, b.session_date)
    b.call("get_loan_foreclosure_quote", loan_ids=[loan.loan_id])
    b.step(["What is the foreclosure charge if I close it now?"], facts=[amount("the foreclosure charge", quote["foreclosure_charge"]),
                                                                      amount("the total payable", quote["total_payable"])])
    new_tenure = max(loan.remaining_tenure_months // 2, 6)
    b.call("calculate_emi", principal=rupee_arg(loan.outstanding), rate=rate_pct(loan.rate_bps), tenure_months=new_tenure)
    b.step([f"If instead I repaid the outstanding over {new_tenure} months, what would the EMI be?"],
           facts=[amount("the EMI", finance.emi(loan.outstanding, loan.rate_bps, new_tenure))])
    sr = created_by(b, "requests", "raise_request", category="loan_foreclosure", description=f"Foreclose loan {loan.loan_id}")
    b.step(["I'll foreclose after all. Please raise the foreclosure request."],
           confirm=(f"raise a foreclosure request for loan {loan.loan_id}", [[loan.loan_id]]), facts=[ident("the request number", sr)])
    return ["I want to understand my options for paying off my loan.", "Should I foreclose my loan or keep paying?",
            "What does it cost to close my loan early?"]


# ================================================================ CONTROL (7 families)


@family("hp_balance", "control", "accounts")
def hp_balance(b: TaskBuilder) -> list[str]:
    account = b.pick(list(b.customer.accounts.values()))
    b.call("get_account_balance", account_ids=[account.account_id])
    b.step(["What's my account balance?"], reveals=[reveal_account(account.account_id)], facts=[balance_fact(account)])
    return ["What's my balance?", "How much money do I have in my account?", "Please check my account balance."]


@family("hp_fd_maturity_info", "control", "deposits")
def hp_fd_maturity_info(b: TaskBuilder) -> list[str]:
    fd = pick_one(b, deposits_where(b, "FD", "ACTIVE"), "active FD")
    b.call("get_fd_details", deposit_ids=[fd.deposit_id])
    b.step(["When does my fixed deposit mature and for how much?"], reveals=[reveal_deposit(fd.deposit_id)],
           facts=[on_date("the maturity date", fd.maturity_date), amount("the maturity amount", fd.maturity_amount)])
    return ["When does my FD mature?", "I want the maturity details of my fixed deposit.", "Tell me about my fixed deposit."]


@family("hp_card_freeze", "control", "cards")
def hp_card_freeze(b: TaskBuilder) -> list[str]:
    card = pick_one(b, cards_where(b, "ACTIVE"), "active card")
    b.call("get_card_details", card_ids=[card.card_id])
    b.call("toggle_card_freeze", card_id=card.card_id, state="freeze")
    b.step(["Please freeze my card temporarily."], reveals=[reveal_card(card.card_id)],
           confirm=(f"temporarily freeze card {card.card_id}", [[card.card_id], ["freeze"]]), facts=[words("that it is frozen", "frozen")])
    return ["Please freeze my card.", "I want to temporarily lock my card.", "Can you freeze my card for a while?"]


@family("hp_cheque_book", "control", "cheques")
def hp_cheque_book(b: TaskBuilder) -> list[str]:
    kyc_ok(b)
    account = pick_one(b, [a for a in active_accounts(b) if a.account_type in ("SAVINGS", "CURRENT", "SALARY")], "account")
    b.call("get_account_details", account_ids=[account.account_id])
    b.call("request_cheque_book", account_id=account.account_id, leaves=25)
    b.step(["I need a new cheque book with 25 leaves."], reveals=[reveal_account(account.account_id)],
           confirm=(f"order a 25-leaf cheque book for account {account.account_id}", [[account.account_id], ["25"]]),
           facts=[words("the delivery time", "7 days", "seven days", (b.session_date + timedelta(days=7)).isoformat())])
    return ["I need a cheque book.", "Please send me a new cheque book.", "Can I order a cheque book?"]


@family("hp_mandate_cancel", "control", "mandates")
def hp_mandate_cancel(b: TaskBuilder) -> list[str]:
    mandate = pick_one(b, [m for m in b.customer.mandates.values() if m.status in ("ACTIVE", "PAUSED")], "active mandate")
    b.call("show_mandates", account_id=mandate.account_id)
    b.call("cancel_mandate", mandate_id=mandate.mandate_id)
    b.step([f"Please cancel my {mandate.payee} auto-debit."], reveals=[reveal_account(mandate.account_id)],
           confirm=(f"cancel mandate {mandate.mandate_id} to {mandate.payee} for {format_inr(mandate.amount)}",
                    [[mandate.mandate_id, mandate.payee]]),
           facts=[words("that it is cancelled", "cancelled", "canceled")])
    return [f"I want to stop my {mandate.payee} auto-debit.", f"Please cancel the {mandate.payee} mandate.",
            f"No more auto-debits for {mandate.payee}, please."]

@family("hp_kb_question", "control", "knowledge")
def hp_kb_question(b: TaskBuilder) -> list[str]:
    """A rule from the knowledge base, then the customer's own record it applies to."""
    account = b.pick(list(b.customer.accounts.values()))
    balance_read = ("get_account_balance", "And what's my usable balance?", lambda: balance_fact(account))
    status_read = ("get_account_details", "And is my account active?", lambda: words("the account status", account.status.lower()))
    kyc_read = ("get_account_details", "And what is my own KYC status?",
                lambda: words("your KYC status", b.customer.profile.kyc.status.lower()))
    question, fact, (tool, follow_up, record_fact) = b.pick([
        ("Up to how much of my deposits are insured?", amount("the insurance cover", rules.DICGC_COVER), balance_read),
        ("What is the minimum amount for an RTGS transfer?", amount("the RTGS minimum", 2 * rules.LAKH), balance_read),
        ("What is the maximum I can send by IMPS in one go?", amount("the IMPS limit", 5 * rules.LAKH), balance_read),
        ("How much can I send to a person by UPI in a day?", amount("the UPI limit", 1 * rules.LAKH), balance_read),
        ("How often do low-risk customers need to update KYC?", words("the KYC period", "10 years", "ten years"), kyc_read),
        ("After how long without transactions does an account become inoperative?", words("the period", "2 years", "two years"), status_read),
    ])
    b.call("search_knowledge_base", query=question)
    b.step([question], facts=[fact])
    b.call(tool, account_ids=[account.account_id])
    b.step([follow_up], reveals=[reveal_account(account.account_id)], facts=[record_fact()])
    return [question, f"Quick question: {question[0].lower() + question[1:]}", f"Hi, I wanted to ask: {question[0].lower() + question[1:]}"]


@family("hp_complaint_then_human", "control", "handoff")
def hp_complaint_then_human(b: TaskBuilder) -> list[str]:
    sr = created_by(b, "requests", "raise_request", category="service_quality", description="Rude behaviour at the branch counter")
    b.step(["I want to complain about rude staff at my branch."],
           confirm=("raise a service-quality complaint about the branch staff", [["complaint"]]), facts=[ident("the complaint number", sr)])
    b.call("transfer_to_human_agents", compare_args=[], summary=f"Customer raised complaint {sr} and asked for a human agent")
    b.step(["Now I'd like to speak to a human officer about it."], facts=[words("that you are being transferred", "transfer")])
    return ["I have a complaint about my branch staff.", "I was treated badly at your branch.", "I need to register a complaint."]


# ---------------------------------------------------------------- released counts per family

CATEGORY_TOTALS = {"sequencing": 470, "edge_case": 266, "rare_tool": 152, "control": 112}


def assign_counts() -> None:
    """Spread each category's released total evenly over its families (earlier families take the remainder)."""
    for category, total in CATEGORY_TOTALS.items():
        names = [n for n, f in FAMILIES.items() if f.category == category]
        base, extra = divmod(total, len(names))
        for i, name in enumerate(names):
            f = FAMILIES[name]
            FAMILIES[name] = Family(f.name, f.category, f.area, f.build, base + (1 if i < extra else 0))


assign_counts()
