"""Control families (7): straightforward one- or two-call requests."""

from __future__ import annotations

from datetime import timedelta

from ...bank import rules
from ...bank.money import format_inr
from ..builder import TaskBuilder, amount, ident, on_date, reveal_account, reveal_card, reveal_deposit, words
from . import family
from .common import active_accounts, balance_fact, cards_where, created_by, deposits_where, kyc_ok, pick_one


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
