"""Sequencing families on deposits: book an FD or RD after checking the balance and the rate card, close a deposit
after its quote (and rebook or check the balance), change an FD's maturity instruction."""

from __future__ import annotations

from ....bank import finance, rules
from ....bank.money import format_inr, rate_pct
from ....bank.rules import RUPEE
from ...builder import (
    BuildError,
    TaskBuilder,
    amount,
    ident,
    on_date,
    reveal_account,
    reveal_deposit,
    rupee_arg,
    words,
)
from ...lang import say
from .. import family
from ..common import (
    active_accounts,
    balance_fact,
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


@family("sq_fd_book_projection", "sequencing", "deposits")
def sq_fd_book_projection(b: TaskBuilder) -> list[str]:
    """Balance -> rate card -> maturity projection -> book -> balance after (the paper's example).

    Variants (drawn): the full plan, then the usable balance left and the new deposit's maturity date; the same
    without the maturity date; or the rate and projection first, the balance only once the numbers suit the
    customer, then the balance left."""
    kyc_ok(b)
    account = b.pick(active_accounts(b, 20_000 * RUPEE))
    principal, tenure = fd_amount_and_tenure(b, account)
    variant = b.pick(["full", "balance_after", "rate_first"])
    p = format_inr(principal)

    def balance(key: str, **slots) -> None:
        b.call("get_account_balance", account_ids=[account.account_id])
        b.step(b.says(key, **slots), reveals=[reveal_account(account.account_id)], facts=[balance_fact(account)])

    def rate_projection() -> None:
        rate, rate_fact = rate_card(b, "FD", tenure)
        projection = finance.fd_maturity(principal, rate, tenure)
        b.call("calculate_fd_maturity", principal_amount=rupee_arg(principal), rate=rate_pct(rate), tenure_months=tenure)
        b.step(b.says("rate_projection", amount=p, tenure=tenure),
               facts=[rate_fact, amount("the maturity amount", projection["maturity_amount"])])

    if variant == "rate_first":
        rate_projection()
        balance("balance_check")
    else:
        balance("balance", amount=p, tenure=tenure)
        rate_projection()
    fd_id = created_by(b, "deposits", "create_fd", principal_amount=rupee_arg(principal), tenure_months=tenure, source_account=account.account_id)
    b.step(b.says("book"),
           confirm=(say(f"book a fixed deposit of {format_inr(principal)} for {tenure} months from account {account.account_id}",
                        hi=f"खाता {account.account_id} से {tenure} महीने के लिए {p} की फ़िक्स्ड डिपॉज़िट (एफडी) बुक करेंगे",
                        hinglish=f"account {account.account_id} se {tenure} mahine ke liye {p} ki FD book karenge"),
                    [money_alts(principal), months_text(tenure), [account.account_id]]),
           facts=[ident("the new deposit number", fd_id)])
    after = b.state.customer.accounts[account.account_id]
    b.call("get_account_balance", account_ids=[account.account_id])
    b.step(b.says("balance_after"),
           facts=[amount("the usable balance now", usable(after))])
    if variant == "full":
        b.call("get_fd_details", deposit_ids=[fd_id])
        b.step(b.says("maturity_date"),
               facts=[on_date("the maturity date", b.state.customer.deposits[fd_id].maturity_date)])
    return b.says("opening", amount=p, tenure=tenure)


@family("sq_rd_book", "sequencing", "deposits")
def sq_rd_book(b: TaskBuilder) -> list[str]:
    """Balance -> rate card -> RD maturity projection -> open the RD.

    Variants (drawn): as above; the same, then the usable balance left after the first instalment; or the plan
    (instalment, tenure, rate and projection) first and the balance only once the numbers suit the customer."""
    kyc_ok(b)
    account = b.pick(active_accounts(b, 5_000 * RUPEE))
    instalment = b.pick([500, 1_000, 2_000, 2_500, 3_000, 5_000]) * RUPEE
    if instalment > usable(account):
        raise BuildError("instalment too large")
    tenure = b.pick([12, 18, 24, 36, 60])
    variant = b.pick(["plain", "balance_after", "plan_first"])
    i = format_inr(instalment)

    def balance(key: str, **slots) -> None:
        b.call("get_account_balance", account_ids=[account.account_id])
        b.step(b.says(key, **slots), reveals=[reveal_account(account.account_id)], facts=[balance_fact(account)])

    def rate_projection(key: str, **slots) -> None:
        rate, rate_fact = rate_card(b, "RD", tenure)
        projection = finance.rd_maturity(instalment, rate, tenure)
        b.call("calculate_rd_maturity", monthly_installment=rupee_arg(instalment), rate=rate_pct(rate), tenure_months=tenure)
        b.step(b.says(key, **slots), facts=[rate_fact, amount("the maturity amount", projection["maturity_amount"])])

    if variant == "plan_first":
        rate_projection("plan", instalment=i, tenure=tenure)
        balance("balance_check")
    else:
        balance("balance", instalment=i)
        rate_projection("rate_projection", tenure=tenure)
    rd_id = created_by(b, "deposits", "create_rd", monthly_installment=rupee_arg(instalment), tenure_months=tenure, source_account=account.account_id)
    b.step(b.says("open"),
           confirm=(say(f"open a recurring deposit of {format_inr(instalment)} per month for {tenure} months from account {account.account_id}",
                        hi=f"खाता {account.account_id} से {tenure} महीने के लिए {i} प्रति माह की रिकरिंग डिपॉज़िट (आरडी) खोलेंगे",
                        hinglish=f"account {account.account_id} se {tenure} mahine ke liye {i} per month ka RD kholenge"),
                    [money_alts(instalment), months_text(tenure)]),
           facts=[ident("the new RD number", rd_id)])
    if variant == "balance_after":
        after = b.state.customer.accounts[account.account_id]
        b.call("get_account_balance", account_ids=[account.account_id])
        b.step(b.says("balance_after"), facts=[amount("the usable balance now", usable(after))])
    return b.says("opening", instalment=i)


def _close_deposit_flow(b: TaskBuilder, kind: str, variants: dict[str, dict[str, bool]]) -> list[str]:
    """Maturity date (``with_details``) -> closure quote -> close -> the payout account's usable balance
    (``with_balance``); ``balance_first``: the customer asks that balance before the quote as well. The options
    are one of ``variants``' (drawn once the deposit is)."""
    deposit = pick_one(b, deposits_where(b, kind, "ACTIVE", "MATURED"), "open deposit")
    payout = b.customer.accounts.get(deposit.payout_account)
    if payout is None or payout.status != "ACTIVE":
        raise BuildError("payout account not active")
    options = {"with_details": True, "with_balance": True, "balance_first": False, **variants[b.pick(list(variants))]}
    with_details, with_balance, balance_first = options["with_details"], options["with_balance"], options["balance_first"]
    if balance_first:
        b.call("get_account_balance", account_ids=[payout.account_id])
        b.step(b.says("balance_before"), reveals=[reveal_account(payout.account_id)], facts=[balance_fact(payout)])
    # The deposit as the closing's confirmation names it; the customer's words name it in each family's words file.
    label = "fixed deposit" if kind == "FD" else "recurring deposit"
    full_hi = "फ़िक्स्ड डिपॉज़िट" if kind == "FD" else "रिकरिंग डिपॉज़िट"
    short_hl = kind
    if with_details:
        b.call("get_fd_details" if kind == "FD" else "get_rd_details", deposit_ids=[deposit.deposit_id])
        b.step(b.says("maturity"),
               reveals=[reveal_deposit(deposit.deposit_id)],
               facts=[on_date("the maturity date", deposit.maturity_date)])
    quote = quote_of(b, deposit)
    b.call("get_deposit_closure_quote", deposit_ids=[deposit.deposit_id])
    b.step(b.says("quote"),
           reveals=[] if with_details else [reveal_deposit(deposit.deposit_id)],
           facts=[amount("the net payout", quote.net_payout)])
    b.call("close_deposit", deposit_id=deposit.deposit_id)
    b.step(b.says("close"),
           confirm=(say(f"close {label} {deposit.deposit_id} and credit {format_inr(quote.net_payout)} to account {deposit.payout_account}",
                        hi=f"{full_hi} {deposit.deposit_id} बंद करके {format_inr(quote.net_payout)} खाता {deposit.payout_account} में क्रेडिट करेंगे",
                        hinglish=f"{short_hl} {deposit.deposit_id} band karke {format_inr(quote.net_payout)} account {deposit.payout_account} mein credit karenge"),
                    [[deposit.deposit_id]]),
           facts=[words("that the deposit is closed", "closed")])
    if with_balance:
        after = b.state.customer.accounts[deposit.payout_account]
        b.call("get_account_balance", account_ids=[deposit.payout_account])
        b.step(b.says("balance"),
               facts=[amount("the usable balance", usable(after))])
    return b.says("opening")


@family("sq_fd_close_rebook", "sequencing", "deposits")
def sq_fd_close_rebook(b):
    """Details -> closure quote -> close -> balance -> rate card -> book a new FD with the proceeds (6 calls).

    Variants (drawn): the full sequence; without the maturity date (the customer goes straight to the quote);
    or without the balance check (the customer rebooks right after the closing)."""
    kyc_ok(b)
    openers = _close_deposit_flow(b, "FD", {"full": {}, "no_maturity": {"with_details": False},
                                            "no_balance": {"with_balance": False}})
    deposit_id = next(g.arguments["deposit_id"] for g in b.gold if g.name == "close_deposit")
    account_id = b.state.customer.deposits[deposit_id].payout_account
    proceeds = b.state.customer.deposits[deposit_id].closure_payout
    principal = max(proceeds // (1_000 * RUPEE) * (1_000 * RUPEE), 0)
    if principal < rules.FD_MIN_PRINCIPAL or principal > usable(b.state.customer.accounts[account_id]):
        raise BuildError("proceeds too small to rebook")
    tenure = b.pick([12, 24, 36])
    rate, rate_fact = rate_card(b, "FD", tenure)
    fd_id = created_by(b, "deposits", "create_fd", principal_amount=rupee_arg(principal), tenure_months=tenure, source_account=account_id)
    p = format_inr(principal)
    b.step(b.says("rebook", amount=p, tenure=tenure),
           confirm=(say(f"book a fixed deposit of {format_inr(principal)} for {tenure} months from account {account_id}",
                        hi=f"खाता {account_id} से {tenure} महीने के लिए {p} की फ़िक्स्ड डिपॉज़िट (एफडी) बुक करेंगे",
                        hinglish=f"account {account_id} se {tenure} mahine ke liye {p} ki FD book karenge"),
                    [money_alts(principal), months_text(tenure)]),
           facts=[rate_fact, ident("the new deposit number", fd_id)])
    return openers


_CLOSE_VARIANTS = {"full": {}, "no_maturity": {"with_details": False},
                   "balance_first": {"with_details": False, "balance_first": True}}


@family("sq_fd_close_balance", "sequencing", "deposits")
def sq_fd_close_balance(b):
    """Maturity date -> closure quote -> close -> the payout account's usable balance.

    Variants (drawn): as above; without the maturity date; or the balance asked before the quote as well as
    after the closing (to see the credit land)."""
    return _close_deposit_flow(b, "FD", _CLOSE_VARIANTS)


@family("sq_rd_close", "sequencing", "deposits")
def sq_rd_close(b):
    """Maturity date -> closure quote -> close -> the payout account's usable balance (variants as
    sq_fd_close_balance's)."""
    return _close_deposit_flow(b, "RD", _CLOSE_VARIANTS)


def _takes(fd, instruction: str) -> bool:
    """Whether ``instruction`` is a change ``fd`` can take (principal-and-interest renewal: cumulative FDs only)."""
    return fd.maturity_instruction != instruction and (instruction != "renew_principal_interest"
                                                       or fd.payout_type == "cumulative")


@family("sq_fd_renewal", "sequencing", "deposits")
def sq_fd_renewal(b: TaskBuilder) -> list[str]:
    """Details -> change the maturity instruction -> recheck.

    Variants (drawn, where the customer has a second running FD that can take the same change): one FD; after
    the recheck the same change on the other FD too (its details looked up first); or the same change on both
    FDs and one recheck of both at the end."""
    running = [d for d in deposits_where(b, "FD", "ACTIVE") if b.session_date < d.maturity_date]
    fd = pick_one(b, running, "active FD")
    options = ["no_renewal", "renew_principal"] + (["renew_principal_interest"] if fd.payout_type == "cumulative" else [])
    options = [o for o in options if o != fd.maturity_instruction]
    new = b.pick(options)
    others = [d for d in running if d.deposit_id != fd.deposit_id and _takes(d, new)]
    variant = b.pick(["single", "second", "both"])
    if variant != "single" and not others:
        raise BuildError("no second FD that can take the change")
    other = b.pick(others) if variant != "single" else None
    b.call("get_fd_details", deposit_ids=[fd.deposit_id])
    b.step(b.says("maturity"),
           reveals=[reveal_deposit(fd.deposit_id)],
           facts=[instruction_fact("the current maturity instruction", fd.maturity_instruction),
                  on_date("the maturity date", fd.maturity_date)])
    b.call("update_deposit_renewal", deposit_id=fd.deposit_id, instruction=new)
    human = {"no_renewal": "pay it out without renewing", "renew_principal": "renew only the principal",
             "renew_principal_interest": "renew principal and interest"}[new]
    # What the customer wants at maturity (the words' {change}: a verb phrase in English, a clause after
    # "मैच्योरिटी पर" / "maturity par" in Hindi and Hinglish) and the instruction's name.
    human_hi = {"no_renewal": "बिना रिन्यू किए पूरा पैसा मेरे खाते में दे दिया जाए",
                "renew_principal": "सिर्फ़ मूलधन (प्रिंसिपल) रिन्यू हो",
                "renew_principal_interest": "मूलधन और ब्याज दोनों रिन्यू हों"}[new]
    human_hl = {"no_renewal": "bina renew kiye poora paisa mere account mein aa jaye",
                "renew_principal": "sirf principal renew ho", "renew_principal_interest": "principal aur interest dono renew hon"}[new]
    name_hi = {"no_renewal": "नवीनीकरण नहीं, परिपक्वता पर भुगतान", "renew_principal": "केवल मूलधन (प्रिंसिपल) का नवीनीकरण",
               "renew_principal_interest": "मूलधन और ब्याज दोनों का नवीनीकरण"}[new]
    name_hl = {"no_renewal": "renewal nahi, maturity par payout", "renew_principal": "sirf principal renew",
               "renew_principal_interest": "principal aur interest dono renew"}[new]
    b.step(b.says("change", change=say(human, hi=human_hi, hinglish=human_hl)),
           confirm=(say(f"change the maturity instruction of {fd.deposit_id} to {new.replace('_', ' ')}",
                        hi=f"डिपॉज़िट {fd.deposit_id} का मैच्योरिटी निर्देश बदलकर “{name_hi}” करेंगे",
                        hinglish=f"deposit {fd.deposit_id} ka maturity instruction badal kar “{name_hl}” karenge"), [[fd.deposit_id]]),
           facts=[words("that the instruction is updated", "updated", "changed")])
    if other is None or variant == "second":
        b.call("get_fd_details", deposit_ids=[fd.deposit_id])
        b.step(b.says("recheck"),
               facts=[instruction_fact("the new maturity instruction", new)])
    if other is None:
        return b.says("opening")
    b.call("get_fd_details", deposit_ids=[other.deposit_id])
    b.call("update_deposit_renewal", deposit_id=other.deposit_id, instruction=new)
    b.step(b.says("change_other"), reveals=[reveal_deposit(other.deposit_id)],
           confirm=(say(f"change the maturity instruction of {other.deposit_id} to {new.replace('_', ' ')}",
                        hi=f"डिपॉज़िट {other.deposit_id} का मैच्योरिटी निर्देश बदलकर “{name_hi}” करेंगे",
                        hinglish=f"deposit {other.deposit_id} ka maturity instruction badal kar “{name_hl}” karenge"),
                    [[other.deposit_id]]),
           facts=[words("that the instruction is updated", "updated", "changed")])
    if variant == "both":
        b.call("get_fd_details", deposit_ids=[fd.deposit_id, other.deposit_id])
        b.step(b.says("recheck_both"),
               facts=[instruction_fact("the new maturity instruction", new)])
    return b.says("opening")
