"""Edge-case families on accounts, cheques, mandates and limits: a dormant or frozen source account, a cheque
already cleared, a mandate already cancelled, an ATM limit above the maximum, a payout FD's renewal, a minor's
nominee with a guardian."""

from __future__ import annotations

from ....bank import finance, rules
from ....bank.money import format_inr, rate_pct
from ....bank.rules import RUPEE
from ...builder import (
    BuildError,
    TaskBuilder,
    amount,
    ident,
    number,
    reveal,
    reveal_account,
    reveal_card,
    reveal_deposit,
    rupee_arg,
    words,
)
from ...lang import say
from .. import family
from ..common import (
    active_accounts,
    balance_fact,
    cards_where,
    created_by,
    deposits_where,
    fd_amount_and_tenure,
    instruction_fact,
    kyc_ok,
    money_alts,
    pick_one,
    rate_card,
)


@family("edge_dormant_source_account", "edge_case", "deposits")
def edge_dormant_source_account(b: TaskBuilder) -> list[str]:
    """An FD from a dormant or frozen account (refused) -> the other account's balance and the rate -> book.

    Variants (drawn), the refusal in each: as above; with the maturity amount asked before the booking; or only
    the other account's balance asked (no rate) before the booking."""
    kyc_ok(b)
    dormant = pick_one(b, [a for a in b.customer.accounts.values() if a.status in ("DORMANT", "FROZEN")], "inactive account")
    active = b.pick(active_accounts(b, 15_000 * RUPEE))
    principal, tenure = fd_amount_and_tenure(b, active, 10_000, 2_00_000)
    variant = b.pick(["plain", "projection", "balance_only"])
    b.call("get_account_details", account_ids=[dormant.account_id], also_by=("get_account_balance",))  # (its status too)
    p, old, new = format_inr(principal), dormant.account_id, active.account_id
    state_hi, state_hl = ("निष्क्रिय (डॉर्मेंट)", "dormant") if dormant.status == "DORMANT" else ("फ्रीज़", "frozen")
    b.step(b.says("book", amount=p, tenure=tenure, account=old),
           reveals=[reveal_account(dormant.account_id)], facts=[words("the account status", dormant.status.lower())],
           expects_decline=True, decline_reason=say(f"account {dormant.account_id} is {dormant.status.lower()}, so it cannot be debited",
                                                    hi=f"खाता {old} {state_hi} है, इसलिए उससे पैसे नहीं काटे जा सकते",
                                                    hinglish=f"account {old} {state_hl} hai, isliye usse debit nahi ho sakta"))
    b.call("get_account_balance", account_ids=[active.account_id])
    if variant == "balance_only":
        b.step(b.says("switch_balance", other_account=new), facts=[balance_fact(active)])
    else:
        rate, rate_fact = rate_card(b, "FD", tenure)
        b.step(b.says("switch", other_account=new),
               facts=[balance_fact(active), rate_fact])
    if variant == "projection":
        projection = finance.fd_maturity(principal, rate, tenure)
        b.call("calculate_fd_maturity", principal_amount=rupee_arg(principal), rate=rate_pct(rate), tenure_months=tenure)
        b.step(b.says("projection"), facts=[amount("the maturity amount", projection["maturity_amount"])])
    fd_id = created_by(b, "deposits", "create_fd", principal_amount=rupee_arg(principal), tenure_months=tenure, source_account=active.account_id)
    b.step(b.says("book_there"),
           confirm=(say(f"book a fixed deposit of {format_inr(principal)} for {tenure} months from account {active.account_id}",
                        hi=f"खाता {new} से {tenure} महीने के लिए {p} की फ़िक्स्ड डिपॉज़िट (एफडी) बुक करेंगे",
                        hinglish=f"account {new} se {tenure} mahine ke liye {p} ka FD book karenge"),
                    [money_alts(principal), [active.account_id]]), facts=[ident("the new deposit number", fd_id)])
    return b.says("opening", amount=p, tenure=tenure)


@family("edge_cleared_cheque", "edge_case", "cheques")
def edge_cleared_cheque(b: TaskBuilder) -> list[str]:
    """A cleared cheque's stop (refused) -> a stop on another issued cheque of the account -> its status.

    Variants (drawn), the refusal in each: as above; a third cheque (another issued one, in the same dispute)
    stopped too instead of the status check; or the account's balance asked right after the refusal (the
    cleared cheque has been paid), then the stop."""
    account = pick_one(b, [a for a in b.customer.accounts.values()
                           if any(c.status == "CLEARED" for c in a.cheques) and any(c.status == "ISSUED" for c in a.cheques)], "cheques")
    cleared = b.pick([c for c in account.cheques if c.status == "CLEARED"])
    issued = b.pick([c for c in account.cheques if c.status == "ISSUED"])
    more = [c for c in account.cheques if c.status == "ISSUED" and c.cheque_number != issued.cheque_number]
    variant = b.pick(["status", "balance"] + (["another"] if more else []))
    b.call("get_account_details", account_ids=[account.account_id])
    done, open_no, acc = cleared.cheque_number, issued.cheque_number, account.account_id
    b.step(b.says("stop", cheque=done),
           reveals=[reveal_account(account.account_id)],
           facts=[words("the cheque status", "cleared")], expects_decline=True,
           decline_reason=say(f"cheque {cleared.cheque_number} has already been cleared, so it can no longer be stopped",
                              hi=f"चेक {done} पहले ही क्लियर हो चुका है, इसलिए अब उसे रोका नहीं जा सकता",
                              hinglish=f"cheque {done} pehle hi clear ho chuka hai, isliye ab use stop nahi kiya ja sakta"))
    if variant == "balance":
        b.call("get_account_balance", account_ids=[account.account_id])
        b.step(b.says("balance"), facts=[balance_fact(account)])

    def stop(cheque, key: str, **slots) -> None:
        number = cheque.cheque_number
        b.call("stop_cheque_payment", account_id=account.account_id, cheque_numbers=[number], reason="dispute")
        b.step(b.says(key, **slots),
               confirm=(say(f"stop payment of cheque {number} on account {acc}",
                            hi=f"खाता {acc} के चेक {number} पर स्टॉप पेमेंट लगाएँगे",
                            hinglish=f"account {acc} ke cheque {number} par stop payment lagayenge"),
                        [[number]]),
               facts=[words("that the stop is placed", "stopped", "stop placed")])

    stop(issued, "stop_other", other_cheque=open_no)
    if variant == "another":
        third = b.pick(more)
        stop(third, "stop_third", third_cheque=third.cheque_number)
    elif variant == "status":
        b.call("get_account_details", account_ids=[account.account_id])
        b.step(b.says("status"),
               facts=[words("the new status", "stopped")])
    return b.says("opening", cheque=done, other_cheque=open_no)


@family("edge_cancelled_mandate", "edge_case", "mandates")
def edge_cancelled_mandate(b: TaskBuilder) -> list[str]:
    """A cancelled mandate's cancellation (refused) -> another active mandate of the account cancelled -> the
    count of active ones left.

    Variants (drawn), the refusal in each: as above; a third mandate of the account (active or paused)
    cancelled too instead of the count; or the count of active mandates asked before the cancellation."""
    cancelled = pick_one(b, [m for m in b.customer.mandates.values() if m.status == "CANCELLED"], "cancelled mandate")
    active = pick_one(b, [m for m in b.customer.mandates.values() if m.status == "ACTIVE" and m.account_id == cancelled.account_id], "active mandate")
    more = [m for m in b.customer.mandates.values() if m.status in ("ACTIVE", "PAUSED")
            and m.account_id == cancelled.account_id and m.payee not in (cancelled.payee, active.payee)]
    variant = b.pick(["count", "count_first"] + (["another"] if more else []))
    b.call("show_mandates", account_id=cancelled.account_id)
    gone, other = cancelled.payee, active.payee
    b.step(b.says("cancel", payee=gone),
           reveals=[reveal_account(cancelled.account_id)],
           facts=[words("that it is already cancelled", "already cancelled", "already been cancelled", "already canceled")],
           expects_decline=True, decline_reason=say(f"the {cancelled.payee} mandate is already cancelled",
                                                    hi=f"{gone} का मैंडेट पहले ही रद्द हो चुका है",
                                                    hinglish=f"{gone} ka mandate pehle hi cancel ho chuka hai"))

    def count(key: str) -> None:
        b.call("show_mandates", account_id=cancelled.account_id, status="active")
        left = sum(1 for m in b.state.customer.mandates.values() if m.account_id == cancelled.account_id and m.status == "ACTIVE")
        b.step(b.says(key), facts=[number("the number of active mandates", left)])

    def cancel(mandate, key: str, **slots) -> None:
        b.call("cancel_mandate", mandate_id=mandate.mandate_id)
        payee = mandate.payee
        b.step(b.says(key, **slots),
               confirm=(say(f"cancel mandate {mandate.mandate_id} to {payee}",
                            hi=f"{payee} के लिए दिया गया मैंडेट {mandate.mandate_id} रद्द करेंगे",
                            hinglish=f"{payee} ke liye diya gaya mandate {mandate.mandate_id} cancel karenge"),
                        [[mandate.mandate_id, payee]]),
               facts=[words("that it is cancelled", "cancelled", "canceled")])

    if variant == "count_first":
        count("count_first")
    cancel(active, "cancel_other", other_payee=other)
    if variant == "count":
        count("count")
    elif variant == "another":
        third = b.pick(more)
        cancel(third, "cancel_third", third_payee=third.payee)
    return b.says("opening", payee=gone)


@family("edge_atm_limit_too_high", "edge_case", "cards")
def edge_atm_limit_too_high(b: TaskBuilder) -> list[str]:
    """An ATM limit above the debit-card maximum (refused) -> the maximum set -> the card checked.

    Variants (drawn), the refusal in each: as above; the in-store (POS) daily limit raised too, a second change,
    instead of the check; or the linked account's balance asked once the maximum is set (how much cash there is
    to take out)."""
    card = pick_one(b, [c for c in cards_where(b, "ACTIVE", card_type="DEBIT") if c.controls.atm.domestic.daily_limit != rules.DEBIT_CHANNEL_MAX["atm"]], "debit card")
    maximum = rules.DEBIT_CHANNEL_MAX["atm"]
    asked = maximum + b.pick([50_000, 1_00_000, 4_00_000]) * RUPEE
    pos_now = card.controls.pos.domestic
    pos_limits = [x * RUPEE for x in (1_00_000, 1_50_000, 2_00_000) if pos_now.enabled and x * RUPEE > pos_now.daily_limit]
    linked = b.customer.accounts.get(card.linked_account)
    variant = b.pick(["verify"] + (["pos"] if pos_limits else []) + (["balance"] if linked is not None else []))
    b.call("get_card_details", card_ids=[card.card_id])
    want, top = format_inr(asked), format_inr(maximum)
    b.step(b.says("limit", amount=want),
           reveals=[reveal_card(card.card_id)],
           facts=[amount("the maximum ATM limit", maximum)], expects_decline=True,
           decline_reason=say(f"the highest daily ATM limit allowed on a debit card is {format_inr(maximum)}",
                              hi=f"डेबिट कार्ड पर एटीएम की अधिकतम दैनिक सीमा {top} ही है",
                              hinglish=f"debit card par maximum daily ATM limit {top} hi allowed hai"))
    b.call("set_card_controls", card_id=card.card_id, atm={"domestic": {"daily_limit": rupee_arg(maximum)}})
    b.step(b.says("maximum"),
           confirm=(say(f"set the domestic ATM daily limit of card {card.card_id} to {format_inr(maximum)}",
                        hi=f"कार्ड {card.card_id} की घरेलू (डोमेस्टिक) एटीएम दैनिक सीमा {top} सेट करेंगे",
                        hinglish=f"card {card.card_id} ki domestic ATM daily limit {top} set karenge"),
                    [[card.card_id], money_alts(maximum)]),
           facts=[words("that it is updated", "updated", "changed")])
    if variant == "verify":
        b.call("get_card_details", card_ids=[card.card_id])
        b.step(b.says("verify"),
               facts=[amount("the new ATM limit", maximum)])
    elif variant == "pos":
        pos = b.pick(pos_limits)
        shop = format_inr(pos)
        b.call("set_card_controls", card_id=card.card_id, pos={"domestic": {"daily_limit": rupee_arg(pos)}})
        b.step(b.says("pos_too", pos=shop),
               confirm=(say(f"set the domestic POS (in-store) daily limit of card {card.card_id} to {shop}",
                            hi=f"कार्ड {card.card_id} की घरेलू (डोमेस्टिक) POS (दुकानों पर) दैनिक सीमा {shop} सेट करेंगे",
                            hinglish=f"card {card.card_id} ki domestic POS (dukaan par) daily limit {shop} set karenge"),
                        [[card.card_id], money_alts(pos)]),
               facts=[words("that it is updated", "updated", "changed")])
    else:
        b.call("get_account_balance", account_ids=[linked.account_id])
        b.step(b.says("balance"), reveals=[reveal_account(linked.account_id, "linked account")],
               facts=[balance_fact(linked)])
    return b.says("opening", amount=want)


@family("edge_renew_payout_fd", "edge_case", "deposits")
def edge_renew_payout_fd(b: TaskBuilder) -> list[str]:
    """A payout FD's principal-and-interest renewal (refused) -> principal-only renewal -> recheck.

    Variants (drawn, where the customer has a second running FD not yet set to renew its principal), the refusal
    in each: one FD; after the recheck the principal renewal on the other FD too (its details looked up first);
    or that second change right away and one recheck of both."""
    running = [d for d in deposits_where(b, "FD", "ACTIVE") if b.session_date < d.maturity_date]
    fd = pick_one(b, [d for d in running if d.payout_type != "cumulative" and d.maturity_instruction != "renew_principal"], "payout FD")
    variant = b.pick(["single", "second", "both"])
    others = [d for d in running if d.deposit_id != fd.deposit_id and d.maturity_instruction != "renew_principal"]
    if variant != "single" and not others:
        raise BuildError("no second FD to renew")
    other = b.pick(others) if variant != "single" else None
    b.call("get_fd_details", deposit_ids=[fd.deposit_id])
    b.step(b.says("renew_all"),
           reveals=[reveal_deposit(fd.deposit_id)],
           facts=[words("the payout type", fd.payout_type)], expects_decline=True,
           decline_reason=say("principal-and-interest renewal is only available on cumulative deposits; this one pays interest out periodically",
                              hi="मूलधन और ब्याज दोनों का नवीनीकरण सिर्फ़ क्यूम्युलेटिव डिपॉज़िट पर ही होता है; "
                                 "यह डिपॉज़िट ब्याज का भुगतान समय-समय पर करता है",
                              hinglish="principal aur interest dono ka renewal sirf cumulative deposits par hota hai; "
                                       "yeh deposit interest periodically payout karta hai"))
    b.call("update_deposit_renewal", deposit_id=fd.deposit_id, instruction="renew_principal")
    b.step(b.says("renew_principal"),
           confirm=(say(f"set deposit {fd.deposit_id} to renew the principal at maturity",
                        hi=f"डिपॉज़िट {fd.deposit_id} पर मैच्योरिटी के समय केवल मूलधन (प्रिंसिपल) के नवीनीकरण का निर्देश सेट करेंगे",
                        hinglish=f"deposit {fd.deposit_id} ko maturity par sirf principal renew karne ke liye set karenge"),
                    [[fd.deposit_id], ["principal"]]),
           facts=[words("that it is updated", "updated", "changed")])
    if other is None or variant == "second":
        b.call("get_fd_details", deposit_ids=[fd.deposit_id])
        b.step(b.says("recheck"),
               facts=[instruction_fact("the new instruction", "renew_principal")])
    if other is None:
        return b.says("opening")
    b.call("get_fd_details", deposit_ids=[other.deposit_id])
    b.call("update_deposit_renewal", deposit_id=other.deposit_id, instruction="renew_principal")
    b.step(b.says("renew_other"), reveals=[reveal_deposit(other.deposit_id)],
           confirm=(say(f"set deposit {other.deposit_id} to renew the principal at maturity",
                        hi=f"डिपॉज़िट {other.deposit_id} पर मैच्योरिटी के समय केवल मूलधन (प्रिंसिपल) के नवीनीकरण का निर्देश सेट करेंगे",
                        hinglish=f"deposit {other.deposit_id} ko maturity par sirf principal renew karne ke liye set karenge"),
                    [[other.deposit_id], ["principal"]]),
           facts=[words("that it is updated", "updated", "changed")])
    if variant == "both":
        b.call("get_fd_details", deposit_ids=[fd.deposit_id, other.deposit_id])
        b.step(b.says("recheck_both"),
               facts=[instruction_fact("the new instruction", "renew_principal")])
    return b.says("opening")


@family("edge_minor_nominee_fd", "edge_case", "deposits")
def edge_minor_nominee_fd(b: TaskBuilder) -> list[str]:
    """Balance and rate -> book an FD with a minor nominee (the guardian asked for) -> check the nominee.

    Variants (drawn), the minor nominee's guardian in each: as above; with the maturity amount asked before the
    booking; or without the nominee check after it."""
    kyc_ok(b)
    account = b.pick(active_accounts(b, 20_000 * RUPEE))
    principal, tenure = fd_amount_and_tenure(b, account, 10_000, 2_00_000)
    child = f"{b.pick(['Aarav', 'Diya', 'Ishaan', 'Anaya', 'Vihaan', 'Saanvi'])} {b.customer.profile.name.split()[-1]}"
    age = b.rng.randint(4, 16)
    # The guardian (appointee) receives the money only if the depositor dies while the child is a minor, so it is
    # never the depositor: here the child's other parent.
    female = b.customer.profile.gender == "F"
    spouses = ["Rajesh", "Suresh", "Amit", "Vikram", "Anil", "Manoj"] if female else \
        ["Sunita", "Kavita", "Meena", "Pooja", "Rekha", "Neha"]
    guardian = f"{b.pick(spouses)} {b.customer.profile.name.split()[-1]}"
    nominee = {"name": child, "relationship": "child", "age": age, "guardian_name": guardian}
    variant = b.pick(["check", "projection", "no_check"])
    b.call("get_account_balance", account_ids=[account.account_id])
    rate, rate_fact = rate_card(b, "FD", tenure)
    p, acc = format_inr(principal), account.account_id
    b.step(b.says("balance_rate", amount=p, tenure=tenure),
           reveals=[reveal_account(account.account_id)], facts=[balance_fact(account), rate_fact])
    if variant == "projection":
        projection = finance.fd_maturity(principal, rate, tenure)
        b.call("calculate_fd_maturity", principal_amount=rupee_arg(principal), rate=rate_pct(rate), tenure_months=tenure)
        b.step(b.says("projection"), facts=[amount("the maturity amount", projection["maturity_amount"])])
    fd_id = created_by(b, "deposits", "create_fd", principal_amount=rupee_arg(principal), tenure_months=tenure, source_account=account.account_id, nominee=nominee)
    b.step(b.says("book", child=child, age=age),
           reveals=[reveal("guardian", guardian, ["guardian"],
                           say(f"The guardian will be my husband, {guardian}." if female else f"The guardian will be my wife, {guardian}.",
                               hi=f"अभिभावक मेरे पति {guardian} रहेंगे।" if female else f"अभिभावक मेरी पत्नी {guardian} रहेंगी।",
                               hinglish=f"Guardian mere husband {guardian} rahenge." if female else f"Guardian meri wife {guardian} rahengi."))],
           confirm=(say(f"book a fixed deposit of {format_inr(principal)} for {tenure} months from {account.account_id} with nominee {child} (guardian {guardian})",
                        hi=f"खाता {acc} से {tenure} महीने के लिए {p} की फ़िक्स्ड डिपॉज़िट (एफडी) नॉमिनी {child} (अभिभावक {guardian}) के साथ बुक करेंगे",
                        hinglish=f"account {acc} se {tenure} mahine ke liye {p} ka FD nominee {child} (guardian {guardian}) ke saath book karenge"),
                    [money_alts(principal), [child], [guardian]]),
           facts=[ident("the new deposit number", fd_id)])
    if variant != "no_check":
        b.call("get_fd_details", deposit_ids=[fd_id], also_by=("get_nominees",))  # the nominee shown either way
        b.step(b.says("nominee_check"),
               facts=[words("the nominee", child)])
    return b.says("opening", amount=p, tenure=tenure)
