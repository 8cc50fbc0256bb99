"""Edge-case families (13): decline, ask, pick the reversible action, check a limit first."""

from __future__ import annotations

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
    fd_amount_and_tenure,
    instruction_fact,
    kyc_ok,
    money_alts,
    months_text,
    pick_one,
    quote_of,
    rate_card,
    usable,
)


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
