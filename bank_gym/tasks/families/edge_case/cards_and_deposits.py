"""Edge-case families on cards, deposits and loans: freeze (not block) a misplaced card, decline a deposit that is
not the customer's, check funds before an FD, tell similar FDs apart, correct a wrong EMI figure, refuse to
unfreeze a blocked card or change an expired one."""

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
    reveal,
    reveal_account,
    reveal_card,
    reveal_deposit,
    reveal_loan,
    rupee_arg,
    words,
)
from ...lang import say
from .. import family
from ..common import (
    REPLACEMENT_WORDS,
    active_accounts,
    balance_fact,
    card_label,
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


@family("edge_misplaced_card_freeze", "edge_case", "cards")
def edge_misplaced_card_freeze(b: TaskBuilder) -> list[str]:
    """Misplaced, may find it: freeze (reversible), not block.

    Then the status again; or a second card from the same wallet, frozen too; or (a debit card) the linked
    account's balance, asked before or after the freeze."""
    cards = cards_where(b, "ACTIVE")
    debit = [c for c in cards if c.card_type == "DEBIT" and c.linked_account in b.customer.accounts]
    variant = b.pick(["recheck"] + (["money_first", "money_after"] if debit else []) + (["other"] if len(cards) > 1 else []))
    card = pick_one(b, debit if variant.startswith("money") else cards, "active card")
    b.call("get_card_details", card_ids=[card.card_id])
    label = card_label(card)
    b.step(b.says("status", card=label), reveals=[reveal_card(card.card_id)], facts=[words("the card status", "active")])

    def freeze(target, key: str, **slots) -> None:
        b.call("toggle_card_freeze", card_id=target.card_id, state="freeze")
        b.step(b.says(key, **slots), reveals=[reveal_card(target.card_id)] if target is not card else [],
               confirm=(say(f"temporarily freeze card {target.card_id} (you can unfreeze it later)",
                            hi=f"कार्ड {target.card_id} को अस्थायी रूप से फ्रीज़ करेंगे (आप इसे बाद में अनफ्रीज़ करवा सकते हैं)",
                            hinglish=f"card {target.card_id} ko temporarily freeze karenge (aap ise baad mein unfreeze karwa sakte hain)"),
                        [[target.card_id], ["freeze"]]),
               facts=[words("that the card is frozen", "frozen")])

    def money() -> None:
        linked = b.state.customer.accounts[card.linked_account]
        b.call("get_account_balance", account_ids=[linked.account_id])
        b.step(b.says("money"), reveals=[reveal_account(linked.account_id, "linked account")], facts=[balance_fact(linked)])

    if variant == "money_first":
        money()
    freeze(card, "secure")
    if variant == "recheck":
        b.call("get_card_details", card_ids=[card.card_id])
        b.step(b.says("recheck"), facts=[words("the new status", "frozen")])
    elif variant == "money_after":
        money()
    elif variant == "other":
        other = b.pick([c for c in cards if c.card_id != card.card_id])
        b.call("get_card_details", card_ids=[other.card_id])
        freeze(other, "other_too", other=card_label(other))
    return b.says("opening", card=label)


def _other_payout_accounts(b: TaskBuilder, payout_id: str) -> list:
    """The customer's other active accounts a deposit's proceeds could be credited to instead of its payout
    account: of the same kind (an NRE deposit's to an NRE account, an NRO one's to an NRO account, a resident
    one's to a resident account)."""
    def kind(account) -> str:
        return account.account_type if account.account_type in ("NRE", "NRO") else "resident"

    payout = b.customer.accounts[payout_id]
    return [a for a in active_accounts(b) if a.account_id != payout_id and kind(a) == kind(payout)]


@family("edge_foreign_deposit", "edge_case", "deposits")
def edge_foreign_deposit(b: TaskBuilder) -> list[str]:
    """Close my FD and my brother's FD (not linked): decline the other one.

    Variants (drawn), the refusal in each: the customer's FD looked up, then the quote, the closure and the
    payout account's balance; the brother's FD asked first and the customer's own closed from the quote (no
    look-up); or the look-up, the quote and the closure into another of the customer's active accounts."""
    fd = pick_one(b, [d for d in deposits_where(b, "FD", "ACTIVE", "MATURED")
                      if b.customer.accounts.get(d.payout_account) and b.customer.accounts[d.payout_account].status == "ACTIVE"], "FD")
    others = sorted(d for cid, c in b.bank.customers.items() if cid != b.customer_id for d in c.deposits if d.startswith("FD"))
    foreign = others[b.rng.randrange(len(others))]
    accounts = _other_payout_accounts(b, fd.payout_account)
    variant = b.pick(["lookup", "brother_first"] + (["elsewhere"] if accounts else []))

    def brother(key: str) -> None:
        b.step(b.says(key, foreign=foreign), expects_decline=True,
               decline_reason=say(f"deposit {foreign} is not linked to your profile, so I cannot access or close it; your brother must contact us himself",
                                  hi=f"डिपॉज़िट {foreign} आपकी प्रोफ़ाइल से जुड़ा नहीं है, इसलिए हम उसे न देख सकते हैं, न बंद कर सकते हैं; "
                                     f"इसके लिए आपके भाई को ख़ुद हमसे संपर्क करना होगा",
                                  hinglish=f"deposit {foreign} aapki profile se linked nahi hai, isliye hum use access ya close nahi kar sakte; "
                                           f"aapke bhai ko khud humse contact karna hoga"))

    if variant == "brother_first":
        brother("brother_first")
    else:
        b.call("get_fd_details", deposit_ids=[fd.deposit_id])
        b.step(b.says("lookup"), reveals=[reveal_deposit(fd.deposit_id)], facts=[amount("the principal", fd.principal)])
        brother("brother")
    quote = quote_of(b, fd)
    b.call("get_deposit_closure_quote", deposit_ids=[fd.deposit_id])
    b.step(b.says("quote"), reveals=[reveal_deposit(fd.deposit_id)] if variant == "brother_first" else [],
           facts=[amount("the net payout", quote.net_payout)])
    if variant == "elsewhere":
        target = b.pick(accounts).account_id
        b.call("close_deposit", deposit_id=fd.deposit_id, payout_account=target)
        b.step(b.says("close_elsewhere", account=target),
               confirm=(say(f"close fixed deposit {fd.deposit_id} and credit the proceeds to account {target}",
                            hi=f"फ़िक्स्ड डिपॉज़िट {fd.deposit_id} बंद करके रक़म खाता {target} में जमा करेंगे",
                            hinglish=f"fixed deposit {fd.deposit_id} close karke amount account {target} mein credit karenge"),
                        [[fd.deposit_id], [target]]),
               facts=[words("that it is closed", "closed")])
        return b.says("opening")
    b.call("close_deposit", deposit_id=fd.deposit_id)
    b.step(b.says("close"),
           confirm=(say(f"close fixed deposit {fd.deposit_id}", hi=f"फ़िक्स्ड डिपॉज़िट {fd.deposit_id} बंद करेंगे",
                        hinglish=f"fixed deposit {fd.deposit_id} close karenge"), [[fd.deposit_id]]),
           facts=[words("that it is closed", "closed")])
    b.call("get_account_balance", account_ids=[fd.payout_account])
    b.step(b.says("balance"), facts=[balance_fact(b.state.customer.accounts[fd.payout_account])])
    return b.says("opening")


@family("edge_insufficient_funds_fd", "edge_case", "deposits")
def edge_insufficient_funds_fd(b: TaskBuilder) -> list[str]:
    """An FD larger than the usable balance: decline, then book what can be funded.

    After the rate: a smaller FD (its maturity value asked first, or not), or the full amount from another
    account that can fund it."""
    kyc_ok(b)
    accounts = [a for a in active_accounts(b) if 12_000 * RUPEE <= usable(a) <= 40_00_000 * RUPEE]

    def above(a) -> int:  # the least amount asked for that ``a`` cannot fund
        return (usable(a) // (10_000 * RUPEE) + 1) * 10_000 * RUPEE

    rich = [a for a in accounts if any(o.account_id != a.account_id and usable(o) >= above(a) + 50_000 * RUPEE
                                       for o in active_accounts(b))]
    variant = b.pick(["maturity", "direct", "other"] if rich else ["maturity", "direct"])
    account = pick_one(b, rich if variant == "other" else accounts, "account")
    too_much = above(account) + b.pick([0, 10_000, 50_000]) * RUPEE
    afford = max(usable(account) // (5_000 * RUPEE) * (5_000 * RUPEE) - 5_000 * RUPEE, rules.FD_MIN_PRINCIPAL)
    tenure = b.pick([12, 24, 36])
    others = [a for a in active_accounts(b) if a.account_id != account.account_id and usable(a) >= too_much]
    b.call("get_account_balance", account_ids=[account.account_id])
    big, fit, acc = format_inr(too_much), format_inr(afford), account.account_id
    b.step(b.says("book_big", amount=big, tenure=tenure),
           reveals=[reveal_account(account.account_id)], facts=[balance_fact(account)], expects_decline=True,
           decline_reason=say(f"your usable balance is {format_inr(usable(account))}, which is less than {format_inr(too_much)}",
                              hi=f"आपके खाते में इस्तेमाल के लिए उपलब्ध बैलेंस {format_inr(usable(account))} है, जो {big} से कम है",
                              hinglish=f"aapka usable balance {format_inr(usable(account))} hai, jo {big} se kam hai"))
    rate, rate_fact = rate_card(b, "FD", tenure)
    b.step(b.says("rate", tenure=tenure), facts=[rate_fact])
    if variant == "other":
        source = b.pick(others)
        b.call("get_account_balance", account_ids=[source.account_id])
        fd_id = created_by(b, "deposits", "create_fd", principal_amount=rupee_arg(too_much), tenure_months=tenure,
                           source_account=source.account_id)
        src = source.account_id
        b.step(b.says("other_account", amount=big), reveals=[reveal_account(src)],
               confirm=(say(f"book a fixed deposit of {big} for {tenure} months from account {src}",
                            hi=f"खाता {src} से {tenure} महीने के लिए {big} की फ़िक्स्ड डिपॉज़िट (एफडी) बुक करेंगे",
                            hinglish=f"account {src} se {tenure} mahine ke liye {big} ka FD book karenge"),
                        [money_alts(too_much), months_text(tenure), [src]]),
               facts=[ident("the new deposit number", fd_id)])
        return b.says("opening", amount=big)
    if variant == "maturity":
        b.call("calculate_fd_maturity", principal_amount=rupee_arg(afford), rate=rate_pct(rate), tenure_months=tenure)
        b.step(b.says("maturity", smaller=fit),
               facts=[amount("the maturity amount", finance.fd_maturity(afford, rate, tenure)["maturity_amount"])])
    fd_id = created_by(b, "deposits", "create_fd", principal_amount=rupee_arg(afford), tenure_months=tenure, source_account=account.account_id)
    b.step(b.says("book_smaller", smaller=fit),
           confirm=(say(f"book a fixed deposit of {format_inr(afford)} for {tenure} months from account {account.account_id}",
                        hi=f"खाता {acc} से {tenure} महीने के लिए {fit} की फ़िक्स्ड डिपॉज़िट (एफडी) बुक करेंगे",
                        hinglish=f"account {acc} se {tenure} mahine ke liye {fit} ka FD book karenge"),
                    [money_alts(afford), months_text(tenure)]), facts=[ident("the new deposit number", fd_id)])
    return b.says("opening", amount=big)


@family("edge_similar_fds", "edge_case", "deposits")
def edge_similar_fds(b: TaskBuilder) -> list[str]:
    """Two FDs of the same principal: which matures first -> the chosen one's closure quote -> close -> balance.

    Variants (drawn), both FDs looked up in each: as above; after the closure the other FD set not to renew
    (where it is still running and set to renew); or the closure into another of the customer's active accounts,
    with no balance asked."""
    fds = [d for d in deposits_where(b, "FD", "ACTIVE", "MATURED")
           if b.customer.accounts.get(d.payout_account) and b.customer.accounts[d.payout_account].status == "ACTIVE"]
    pairs = [(x, y) for x in fds for y in fds if x.deposit_id < y.deposit_id and x.principal == y.principal and x.maturity_date != y.maturity_date]
    if not pairs:
        raise BuildError("no twin FDs")
    first, second = b.pick(pairs)
    target = b.pick([first, second])
    other = second if target is first else first
    renews = other.status == "ACTIVE" and b.session_date < other.maturity_date and other.maturity_instruction != "no_renewal"
    accounts = _other_payout_accounts(b, target.payout_account)
    variant = b.pick(["balance"] + (["renewal"] if renews else []) + (["elsewhere"] if accounts else []))
    b.call("get_fd_details", deposit_ids=[first.deposit_id, second.deposit_id])
    p = format_inr(first.principal)
    b.step(b.says("which_first", principal=p),
           reveals=[reveal("deposit_ids", f"{first.deposit_id},{second.deposit_id}", ["deposit numbers", "deposit"],
                           say(f"They are {first.deposit_id} and {second.deposit_id}.",
                               hi=f"उनके नंबर {first.deposit_id} और {second.deposit_id} हैं।",
                               hinglish=f"Unke number {first.deposit_id} aur {second.deposit_id} hain."))],
           facts=[on_date("the earlier maturity date", min(first.maturity_date, second.maturity_date))])
    quote = quote_of(b, target)
    which = "earlier" if target.maturity_date == min(first.maturity_date, second.maturity_date) else "later"
    b.call("get_deposit_closure_quote", deposit_ids=[target.deposit_id])
    day = target.maturity_date.isoformat()
    w_hi, w_hl = ("पहले", "pehle") if which == "earlier" else ("बाद में", "baad mein")
    b.step(b.says("quote", which=say(which, hi=w_hi, hinglish=w_hl), day=day), facts=[amount("the net payout", quote.net_payout)])
    if variant == "elsewhere":
        into = b.pick(accounts).account_id
        b.call("close_deposit", deposit_id=target.deposit_id, payout_account=into)
        b.step(b.says("close_elsewhere", account=into),
               confirm=(say(f"close fixed deposit {target.deposit_id} and credit the proceeds to account {into}",
                            hi=f"फ़िक्स्ड डिपॉज़िट {target.deposit_id} बंद करके रक़म खाता {into} में जमा करेंगे",
                            hinglish=f"fixed deposit {target.deposit_id} close karke amount account {into} mein credit karenge"),
                        [[target.deposit_id], [into]]),
               facts=[words("that it is closed", "closed")])
        return b.says("opening", principal=p)
    b.call("close_deposit", deposit_id=target.deposit_id)
    b.step(b.says("close"),
           confirm=(say(f"close fixed deposit {target.deposit_id}", hi=f"फ़िक्स्ड डिपॉज़िट {target.deposit_id} बंद करेंगे",
                        hinglish=f"fixed deposit {target.deposit_id} close karenge"), [[target.deposit_id]]),
           facts=[words("that it is closed", "closed")])
    if variant == "renewal":
        kept = other.deposit_id
        b.call("update_deposit_renewal", deposit_id=kept, instruction="no_renewal")
        b.step(b.says("no_renewal_other"),
               confirm=(say(f"change the maturity instruction of {kept} to no renewal (paid out at maturity)",
                            hi=f"डिपॉज़िट {kept} का मैच्योरिटी निर्देश बदलकर “नवीनीकरण नहीं, परिपक्वता पर भुगतान” करेंगे",
                            hinglish=f"deposit {kept} ka maturity instruction badal kar “renewal nahi, maturity par payout” karenge"),
                        [[kept]]),
               facts=[words("that the instruction is updated", "updated", "changed")])
        return b.says("opening", principal=p)
    b.call("get_account_balance", account_ids=[target.payout_account])
    b.step(b.says("balance"), facts=[balance_fact(b.state.customer.accounts[target.payout_account])])
    return b.says("opening", principal=p)


@family("edge_wrong_emi_figure", "edge_case", "loans")
def edge_wrong_emi_figure(b: TaskBuilder) -> list[str]:
    """The customer states a wrong EMI; the assistant corrects it from the records (no write).

    Then the EMI re-spread over the remaining months, the EMI account's balance (enough for the real EMI?), or
    both, and what closing the loan today would cost."""
    loan = pick_one(b, [x for x in b.customer.loans.values() if x.status == "ACTIVE"], "loan")
    repay = b.customer.accounts.get(loan.repayment_account)
    variant = b.pick(["respread", "balance", "both"] if repay is not None else ["respread"])
    wrong = loan.emi + b.pick([-1, 1]) * b.pick([500, 1_000, 2_000]) * RUPEE
    b.call("get_loan_details", loan_ids=[loan.loan_id])
    w = format_inr(wrong)
    b.step(b.says("emi_check", wrong=w), reveals=[reveal_loan(loan.loan_id)], facts=[amount("the correct EMI", loan.emi)])
    if variant in ("balance", "both"):
        b.call("get_account_balance", account_ids=[repay.account_id])
        b.step(b.says("emi_balance"), reveals=[reveal_account(repay.account_id, "EMI account")], facts=[balance_fact(repay)])
    if variant in ("respread", "both"):
        schedule = finance.emi(loan.outstanding, loan.rate_bps, loan.remaining_tenure_months)
        b.call("calculate_emi", principal=rupee_arg(loan.outstanding), rate=rate_pct(loan.rate_bps),
               tenure_months=loan.remaining_tenure_months)
        b.step(b.says("respread", months=loan.remaining_tenure_months), facts=[amount("the recalculated EMI", schedule)])
    quote = finance.foreclosure_quote(loan, b.session_date)
    b.call("get_loan_foreclosure_quote", loan_ids=[loan.loan_id])
    b.step(b.says("foreclosure"), facts=[amount("the total payable", quote["total_payable"])])
    return b.says("opening", wrong=w)


@family("edge_blocked_card_unfreeze", "edge_case", "cards")
def edge_blocked_card_unfreeze(b: TaskBuilder) -> list[str]:
    """Unfreeze a card that is blocked: decline, and raise a replacement request.

    Then the request's date, another active card's status (can the customer use it meanwhile), or both."""
    card = pick_one(b, cards_where(b, "BLOCKED"), "blocked card")
    others = cards_where(b, "ACTIVE")
    variant = b.pick(["update", "other", "both"] if others else ["update"])
    b.call("get_card_details", card_ids=[card.card_id])
    label = card_label(card)
    b.step(b.says("unfreeze", card=label), reveals=[reveal_card(card.card_id)],
           facts=[words("the card status", "blocked")], expects_decline=True,
           decline_reason=say("the card is permanently blocked, and a blocked card cannot be unfrozen or reactivated",
                              hi="यह कार्ड स्थायी रूप से ब्लॉक है, और ब्लॉक किया गया कार्ड न अनफ्रीज़ हो सकता है, न दोबारा चालू किया जा सकता है",
                              hinglish="yeh card permanently block hai, aur block kiya gaya card na unfreeze ho sakta hai, na dobara activate kiya ja sakta hai"))

    def other_card() -> None:
        other = b.pick(others)
        b.call("get_card_details", card_ids=[other.card_id])
        b.step(b.says("other_card", other=card_label(other)), reveals=[reveal_card(other.card_id)],
               facts=[words("the other card's status", "active")])

    sr = created_by(b, "requests", "raise_request", category="general_query", description=f"Replacement for blocked card {card.card_id}")
    b.step(b.says("replacement"),
           confirm=(say("raise a service request for a replacement card", hi="रिप्लेसमेंट कार्ड के लिए सर्विस रिक्वेस्ट दर्ज करेंगे",
                        hinglish="replacement card ke liye service request raise karenge"), [REPLACEMENT_WORDS]),
           facts=[ident("the request number", sr)])
    if variant in ("update", "both"):
        b.call("get_request_status", request_id=sr)
        eta = b.state.customer.requests[sr].eta
        b.step(b.says("update"), facts=[on_date("the expected date", eta)])
    if variant in ("other", "both"):
        other_card()
    return b.says("opening", card=label)


@family("edge_expired_card_controls", "edge_case", "cards")
def edge_expired_card_controls(b: TaskBuilder) -> list[str]:
    """International use on an expired card: decline, and enable it on the other card.

    International in-store payments on the other card, and perhaps international online payments on it too, or
    a replacement for the expired card."""
    expired = pick_one(b, cards_where(b, "EXPIRED"), "expired card")
    active = pick_one(b, [c for c in cards_where(b, "ACTIVE") if not c.controls.pos.international.enabled], "active card")
    variant = b.pick(["pos", "online", "replacement"] if not active.controls.online.international.enabled else ["pos", "replacement"])
    cap = rules.DEBIT_CHANNEL_MAX["pos"] if active.card_type == "DEBIT" else active.credit_limit
    limit = min(b.pick([20_000, 25_000, 50_000]) * RUPEE, cap)
    b.call("get_card_details", card_ids=[expired.card_id])
    old, new, cap_text = expired.card_id, active.card_id, format_inr(limit)
    b.step(b.says("international", old=old), reveals=[reveal_card(expired.card_id)],
           facts=[words("the card status", "expired")], expects_decline=True,
           decline_reason=say("that card has expired and can no longer be used or changed",
                              hi="उस कार्ड की वैधता समाप्त हो चुकी है, इसलिए अब न उसका इस्तेमाल हो सकता है, न उसमें कोई बदलाव किया जा सकता है",
                              hinglish="woh card expire ho chuka hai, isliye ab na use istemaal kiya ja sakta hai, na usme koi change kiya ja sakta hai"))
    b.call("get_card_details", card_ids=[active.card_id])
    b.call("set_card_controls", card_id=active.card_id, pos={"international": {"enabled": True, "daily_limit": rupee_arg(limit)}})
    b.step(b.says("other_card", new=new, limit=cap_text),
           confirm=(say(f"enable international POS payments on card {active.card_id} with a daily limit of {format_inr(limit)}",
                        hi=f"कार्ड {new} पर {cap_text} की दैनिक सीमा के साथ इंटरनेशनल POS (दुकानों पर) पेमेंट चालू करेंगे",
                        hinglish=f"card {new} par {cap_text} ki daily limit ke saath international POS payments enable karenge"),
                    [[active.card_id], money_alts(limit)]), facts=[words("that it is enabled", "enabled")])
    if variant == "online":
        online = min(b.pick([10_000, 15_000, 30_000]) * RUPEE, cap)
        text = format_inr(online)
        b.call("set_card_controls", card_id=active.card_id, online={"international": {"enabled": True, "daily_limit": rupee_arg(online)}})
        b.step(b.says("online_too", online=text),
               confirm=(say(f"enable international online payments on card {new} with a daily limit of {text}",
                            hi=f"कार्ड {new} पर {text} की दैनिक सीमा के साथ इंटरनेशनल ऑनलाइन पेमेंट चालू करेंगे",
                            hinglish=f"card {new} par {text} ki daily limit ke saath international online payments enable karenge"),
                        [[new], money_alts(online)]), facts=[words("that online use is enabled", "enabled")])
    elif variant == "replacement":
        sr = created_by(b, "requests", "raise_request", category="general_query",
                        description=f"Replacement for expired card {old}")
        b.step(b.says("replacement"),
               confirm=(say(f"raise a service request for a replacement of the expired card {old}",
                            hi=f"एक्सपायर हो चुके कार्ड {old} की जगह नए (रिप्लेसमेंट) कार्ड के लिए सर्विस रिक्वेस्ट दर्ज करेंगे",
                            hinglish=f"expired card {old} ki jagah replacement card ke liye service request raise karenge"),
                        [REPLACEMENT_WORDS]), facts=[ident("the request number", sr)])
    return b.says("opening")
