"""Sequencing families that span products: a statement after the history, an FD closed into an RD, help with an
insurance premium, a debit card frozen and a credit card's limit, a mandate replaced by an RD. Each varies its
procedure (drawn after the family's records and values): the order the customer asks in, one check more or
fewer, or a second write (see each family's docstring)."""

from __future__ import annotations

from datetime import timedelta

from ....bank import finance, rules
from ....bank.money import format_inr, rate_pct
from ....bank.rules import RUPEE
from ...builder import (
    BuildError,
    TaskBuilder,
    amount,
    ident,
    on_date,
    reveal,
    reveal_account,
    reveal_deposit,
    rupee_arg,
    words,
)
from ...lang import pick_for, say
from .. import family
from ..common import (
    balance_fact,
    cards_where,
    created_by,
    deposits_where,
    kyc_ok,
    money_alts,
    months_text,
    pick_one,
    quote_of,
    rate_card,
    usable,
)


@family("sq_statement_after_history", "sequencing", "transactions")
def sq_statement_after_history(b: TaskBuilder) -> list[str]:
    """Last transaction -> a duplicate statement for a period -> the usable balance.

    Variants (drawn): as above; the statement asked first and the last transaction after it; or, where the
    customer has a second active account, the same statement for that account too once the balance is told."""
    account = pick_one(b, [a for a in b.customer.accounts.values() if len(a.transactions) >= 5 and a.status == "ACTIVE"], "account with history")
    recent = account.transactions[-1]
    start = (b.session_date.replace(day=1) - timedelta(days=b.pick([1, 32, 62]))).replace(day=1)
    end = b.session_date - timedelta(days=1)
    mode = b.pick(["email", "download"])
    variant = b.pick(["plain", "statement_first", "second_account"])
    others = [a for a in b.customer.accounts.values() if a.status == "ACTIVE" and a.account_id != account.account_id]
    if variant == "second_account" and not others:
        raise BuildError("no second active account")
    other = b.pick(others) if variant == "second_account" else None
    since, until = start.isoformat(), end.isoformat()
    by = say({"email": "by email", "download": "as a download"}[mode],
             hi={"email": "ईमेल पर", "download": "डाउनलोड करने के लिए"}[mode],
             hinglish={"email": "email par", "download": "download karne ke liye"}[mode])

    def last_txn(reveals: list) -> None:
        b.call("get_transaction_history", account_id=account.account_id)
        b.step(b.says("last_txn"), reveals=reveals, facts=[amount("the amount of the last transaction", abs(recent.amount))])

    def statement(key: str, acc: str, reveals: list, **slots) -> None:
        b.call("request_duplicate_statement", account_id=acc, from_date=since, to_date=until, delivery_mode=mode)
        b.step(b.says(key, **slots), reveals=reveals,
               confirm=(say(f"request a statement for {acc} from {since} to {until} by {mode}",
                            hi=f"खाता {acc} का {since} से {until} तक का स्टेटमेंट " + {
                                "email": "ईमेल से भेजने", "download": "डाउनलोड के लिए उपलब्ध कराने"}[mode] + " का अनुरोध दर्ज करेंगे",
                            hinglish=f"account {acc} ka {since} se {until} tak ka statement " + {
                                "email": "email se bhejne", "download": "download ke liye dene"}[mode] + " ki request darj karenge"),
                        [[since], [until]] + ([[acc]] if acc != account.account_id else [])),
               facts=[words("that the statement is requested", "requested", "on its way", "will be sent", "sent")])

    if variant == "statement_first":
        statement("statement", account.account_id, [reveal_account(account.account_id)], since=since, until=until, by=by)
        last_txn([])
    else:
        last_txn([reveal_account(account.account_id)])
        statement("statement", account.account_id, [], since=since, until=until, by=by)
    b.call("get_account_balance", account_ids=[account.account_id])
    b.step(b.says("balance"), facts=[balance_fact(account)])
    if other is not None:
        statement("statement_other", other.account_id, [reveal_account(other.account_id)])
    return b.says("opening")


@family("sq_close_fd_open_rd", "sequencing", "deposits")
def sq_close_fd_open_rd(b: TaskBuilder) -> list[str]:
    """Closure quote -> close the FD -> balance and RD rate -> open an RD from the payout account.

    Variants (drawn): as above; with the RD's maturity amount asked before it is opened; or with the payout
    account's usable balance asked once the RD's first instalment has gone out."""
    kyc_ok(b)
    fd = pick_one(b, [d for d in deposits_where(b, "FD", "MATURED", "ACTIVE")
                      if d.payout_account in b.customer.accounts and b.customer.accounts[d.payout_account].status == "ACTIVE"], "FD")
    tenure = b.pick([12, 24, 36])
    instalment = b.pick([1_000, 2_000, 5_000]) * RUPEE
    variant = b.pick(["plain", "projection", "balance_after"])
    quote = quote_of(b, fd)
    b.call("get_deposit_closure_quote", deposit_ids=[fd.deposit_id])
    b.step(b.says("payout"), reveals=[reveal_deposit(fd.deposit_id)],
           facts=[amount("the net payout", quote.net_payout)])
    b.call("close_deposit", deposit_id=fd.deposit_id)
    b.step(b.says("close"),
           confirm=(say(f"close fixed deposit {fd.deposit_id}", hi=f"फ़िक्स्ड डिपॉज़िट {fd.deposit_id} बंद करेंगे",
                        hinglish=f"fixed deposit {fd.deposit_id} band karenge"), [[fd.deposit_id]]),
           facts=[words("that it is closed", "closed")])
    monthly, payout = format_inr(instalment), fd.payout_account
    rate, rate_fact = rate_card(b, "RD", tenure)
    b.call("get_account_balance", account_ids=[fd.payout_account])
    b.step(b.says("rd_check", tenure=tenure),
           facts=[balance_fact(b.state.customer.accounts[fd.payout_account]), rate_fact])
    if variant == "projection":
        projection = finance.rd_maturity(instalment, rate, tenure)
        b.call("calculate_rd_maturity", monthly_installment=rupee_arg(instalment), rate=rate_pct(rate), tenure_months=tenure)
        b.step(b.says("projection", monthly=monthly, tenure=tenure),
               facts=[amount("the maturity amount", projection["maturity_amount"])])
    rd_id = created_by(b, "deposits", "create_rd", monthly_installment=rupee_arg(instalment), tenure_months=tenure, source_account=fd.payout_account)
    b.step(b.says("open_rd", monthly=monthly, tenure=tenure),
           confirm=(say(f"open a recurring deposit of {format_inr(instalment)} per month for {tenure} months from account {fd.payout_account}",
                        hi=f"खाता {payout} से {tenure} महीने के लिए {monthly} प्रति माह की रेकरिंग डिपॉज़िट (आरडी) खोलेंगे",
                        hinglish=f"account {payout} se {tenure} mahine ke liye {monthly} per month ki RD open karenge"),
                    [money_alts(instalment), [fd.payout_account]]),
           facts=[ident("the new RD number", rd_id)])
    if variant == "balance_after":
        b.call("get_account_balance", account_ids=[fd.payout_account])
        b.step(b.says("balance_after"), facts=[amount("the usable balance now", usable(b.state.customer.accounts[fd.payout_account]))])
    return b.says("opening")


@family("sq_insurance_premium_help", "sequencing", "insurance")
def sq_insurance_premium_help(b: TaskBuilder) -> list[str]:
    """The next premium -> the auto-debit account's balance -> an insurance service request -> its expected date.

    Variants (drawn): as above; the request raised first and the balance asked once its date is known; or no
    balance check (the customer only wants the premium and the insurance team's help)."""
    policy = pick_one(b, [p for p in b.customer.insurance.values() if p.auto_debit_account in b.customer.accounts], "policy with auto-debit")
    account = b.customer.accounts[policy.auto_debit_account]
    policy_no = policy.policy_id
    variant = b.pick(["plain", "balance_last", "no_balance"])
    b.call("get_insurance_details", policy_ids=[policy.policy_id])
    b.step(b.says("premium"),
           reveals=[reveal("policy_id", policy.policy_id, ["policy number", "policy"], say(
               f"The policy number is {policy.policy_id}.",
               hi=pick_for(policy_no, (f"मेरा पॉलिसी नंबर {policy_no} है।", f"पॉलिसी नंबर है {policy_no}।",
                                       f"जी, {policy_no} — यही मेरी पॉलिसी का नंबर है।")),
               hinglish=pick_for(policy_no, (f"Mera policy number {policy_no} hai.", f"Policy number hai {policy_no}.",
                                             f"Ji, {policy_no} - yahi meri policy ka number hai."))))],
           facts=[amount("the premium", policy.premium), on_date("the due date", policy.next_premium_date)])

    def balance() -> None:
        b.call("get_account_balance", account_ids=[account.account_id])
        b.step(b.says("balance"), facts=[balance_fact(account)])

    if variant == "plain":
        balance()
    sr = created_by(b, "requests", "raise_request", category="insurance_service",
           description=f"Premium payment help for policy {policy.policy_id}")
    b.step(b.says("request"),
           confirm=(say(f"raise an insurance service request for policy {policy.policy_id}",
                        hi=f"पॉलिसी {policy_no} के लिए इंश्योरेंस सर्विस (बीमा सेवा) का अनुरोध दर्ज करेंगे",
                        hinglish=f"policy {policy_no} ke liye insurance service request darj karenge"),
                    [[policy.policy_id]]),
           facts=[ident("the request number", sr)])
    b.call("get_request_status", request_id=sr)
    b.step(b.says("callback"), facts=[on_date("the expected date", b.state.customer.requests[sr].eta)])
    if variant == "balance_last":
        balance()
    return b.says("opening")


@family("sq_freeze_debit_limit_credit", "sequencing", "cards")
def sq_freeze_debit_limit_credit(b: TaskBuilder) -> list[str]:
    """Both cards' status -> freeze the debit card -> the credit card's domestic POS limit -> recheck it.

    Variants (drawn): as above; the credit card's limit set and rechecked first and the debit card frozen after;
    or no recheck (the customer takes the change's confirmation as enough)."""
    debit = pick_one(b, cards_where(b, "ACTIVE", card_type="DEBIT"), "debit card")
    credit = pick_one(b, cards_where(b, "ACTIVE", card_type="CREDIT"), "credit card")
    limit = min(b.pick([10_000, 20_000, 30_000]) * RUPEE, credit.credit_limit)
    if limit == credit.controls.pos.domestic.daily_limit:
        raise BuildError("limit unchanged")
    variant = b.pick(["plain", "limit_first", "no_recheck"])
    dc, cc, cap = debit.card_id, credit.card_id, format_inr(limit)
    b.call("get_card_details", card_ids=[debit.card_id, credit.card_id])
    b.step(b.says("status"),
           reveals=[reveal("card_ids", f"{debit.card_id},{credit.card_id}", ["card ids", "cards", "card"],
                           say(f"The debit card is {debit.card_id} and the credit card is {credit.card_id}.",
                               hi=pick_for(dc, (f"डेबिट कार्ड {dc} है और क्रेडिट कार्ड {cc}।",
                                                f"डेबिट कार्ड की आईडी {dc} है, क्रेडिट कार्ड की {cc}।",
                                                f"जी, डेबिट वाला {dc} और क्रेडिट वाला {cc}।")),
                               hinglish=pick_for(dc, (f"Debit card {dc} hai aur credit card {cc}.",
                                                      f"Debit card ki ID {dc} hai, credit card ki {cc}.",
                                                      f"Ji, debit wala {dc} aur credit wala {cc}."))))],
           facts=[amount("the credit card's available limit", credit.available_limit)])

    def freeze() -> None:
        b.call("toggle_card_freeze", card_id=debit.card_id, state="freeze")
        b.step(b.says("freeze"),
               confirm=(say(f"freeze debit card {debit.card_id}", hi=f"डेबिट कार्ड {dc} को फ्रीज़ करेंगे",
                            hinglish=f"debit card {dc} ko freeze karenge"), [[debit.card_id], ["freeze"]]),
               facts=[words("that it is frozen", "frozen")])

    if variant != "limit_first":
        freeze()
    b.call("set_card_controls", card_id=credit.card_id, pos={"domestic": {"daily_limit": rupee_arg(limit)}})
    b.step(b.says("limit", cap=cap),
           confirm=(say(f"set the domestic POS daily limit of card {credit.card_id} to {format_inr(limit)}",
                        hi=f"कार्ड {cc} की घरेलू (डोमेस्टिक) पीओएस दैनिक सीमा {cap} सेट करेंगे",
                        hinglish=f"card {cc} ki domestic POS daily limit {cap} set karenge"),
                    [[credit.card_id], money_alts(limit)]),
           facts=[words("that the limit is updated", "updated", "changed")])
    if variant != "no_recheck":
        b.call("get_card_details", card_ids=[credit.card_id])
        b.step(b.says("recheck"), facts=[amount("the new POS limit", limit)])
    if variant == "limit_first":
        freeze()
    return b.says("opening")


@family("sq_mandate_to_rd", "sequencing", "mandates")
def sq_mandate_to_rd(b: TaskBuilder) -> list[str]:
    """Active mandates -> cancel the SIP mandate -> balance and RD rate -> open an RD of that amount.

    Variants (drawn): as above; the balance and the rate asked before the mandate is cancelled; or, where the
    account has a second active e-mandate, that one cancelled too and the RD opened for both amounts."""
    kyc_ok(b)
    mandate = pick_one(b, [m for m in b.customer.mandates.values() if m.status == "ACTIVE" and m.mandate_type == "ENACH"
                           and b.customer.accounts[m.account_id].status == "ACTIVE"], "active SIP mandate")
    account = b.customer.accounts[mandate.account_id]
    instalment = max(mandate.amount // (100 * RUPEE) * (100 * RUPEE), rules.RD_MIN_INSTALMENT)
    if usable(account) < instalment:
        raise BuildError("funds")
    tenure = b.pick([12, 24, 36])
    variant = b.pick(["plain", "check_first", "two_mandates"])
    others = [m for m in b.customer.mandates.values() if m.status == "ACTIVE" and m.mandate_type == "ENACH"
              and m.account_id == account.account_id and m.mandate_id != mandate.mandate_id]
    if variant == "two_mandates" and not others:
        raise BuildError("no second e-mandate on the account")
    second = b.pick(others) if variant == "two_mandates" else None
    if second is not None:
        instalment = max((mandate.amount + second.amount) // (100 * RUPEE) * (100 * RUPEE), rules.RD_MIN_INSTALMENT)
        if usable(account) < instalment:
            raise BuildError("funds for both amounts")
    b.call("show_mandates", account_id=account.account_id, status="active")
    b.step(b.says("mandates"), reveals=[reveal_account(account.account_id)],
           facts=[words(f"the payee {m.payee}", m.payee) for m in (mandate, second) if m is not None])

    def cancel(key: str, m) -> None:
        b.call("cancel_mandate", mandate_id=m.mandate_id)
        # another active mandate to the same payee: asked which one, the customer knows its amount
        twin = any(o.payee == m.payee and o.mandate_id != m.mandate_id and o.status == "ACTIVE"
                   for o in b.customer.mandates.values())
        amount = format_inr(m.amount)
        which = [reveal("which_mandate", amount, ["which", "which one", "kaunsa", "kaun sa", "konsa", "kitne", "कौन",
                                                  "कौन-सा", "कितने"],
                        say(f"The {amount} one.", hi=f"{amount} वाला।", hinglish=f"{amount} wala."))] if twin else []
        b.step(b.says(key, payee=m.payee), reveals=which,
               confirm=(say(f"cancel mandate {m.mandate_id} to {m.payee}",
                            hi=f"{m.payee} को जाने वाला मैंडेट {m.mandate_id} रद्द करेंगे",
                            hinglish=f"{m.payee} wala mandate {m.mandate_id} cancel karenge"),
                        [[m.mandate_id, m.payee]]),
               facts=[words("that it is cancelled", "cancelled", "canceled")])

    def rd_check() -> None:
        b.call("get_account_balance", account_ids=[account.account_id])
        _rate, rate_fact = rate_card(b, "RD", tenure)
        b.step(b.says("rd_check", tenure=tenure), facts=[balance_fact(account), rate_fact])

    if variant == "check_first":
        rd_check()
    cancel("cancel", mandate)
    if second is not None:
        cancel("cancel_other", second)
    if variant != "check_first":
        rd_check()
    monthly = format_inr(instalment)
    rd_id = created_by(b, "deposits", "create_rd", monthly_installment=rupee_arg(instalment), tenure_months=tenure, source_account=account.account_id)
    b.step(b.says("open_rd", monthly=monthly, tenure=tenure),
           confirm=(say(f"open a recurring deposit of {format_inr(instalment)} per month for {tenure} months from account {account.account_id}",
                        hi=f"खाता {account.account_id} से {tenure} महीने के लिए {monthly} प्रति माह की रेकरिंग डिपॉज़िट (आरडी) खोलेंगे",
                        hinglish=f"account {account.account_id} se {tenure} mahine ke liye {monthly} per month ki RD open karenge"),
                    [money_alts(instalment), months_text(tenure)]),
           facts=[ident("the new RD number", rd_id)])
    return b.says("opening")
