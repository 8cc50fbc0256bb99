"""Sequencing families (22): ordered multi-step requests with data dependencies (up to 6 calls)."""

from __future__ import annotations

from datetime import timedelta

from ...bank import finance, rules
from ...bank.money import format_inr, rate_pct
from ...bank.rules import RUPEE
from ..builder import (
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
from . import family
from .common import (
    active_accounts,
    balance_fact,
    card_label,
    cards_where,
    created_by,
    deposits_where,
    describe_txn,
    fd_amount_and_tenure,
    history_showing,
    instruction_fact,
    kyc_ok,
    money_alts,
    months_text,
    pick_one,
    quote_of,
    rate_card,
    txn_to_dispute,
    usable,
)


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
    from ...bank.names import CITIES

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
