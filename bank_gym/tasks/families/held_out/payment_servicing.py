"""Held-out families on payments and charges: an ATM that debited the account without dispensing the cash, a
service charge the customer thinks is wrong, a transfer the beneficiary says has not arrived, and money sent to a
wrong account by mistake.

Their words are in ``bank_gym/tasks/words/<family>.yaml``; as in ``card_servicing``, every utterance is drawn on
every build.
"""

from __future__ import annotations

from datetime import timedelta

from ....bank import rules, servicing
from ....bank.money import format_inr
from ...builder import BuildError, TaskBuilder, amount, ident, number, on_date, paise_of, reveal_account, words
from ...lang import say
from .. import held_out_family
from ..common import balance_fact, created_by, history_showing, money_alts, usable
from .card_servicing import choose, draw

RECENT_DAYS = 25  # a customer reports a failed withdrawal or a missing transfer soon after it
OPEN = ("OPEN", "IN_PROGRESS")
_MODES = {"NEFT": ("NEFT", "एनईएफटी", "NEFT"), "IMPS": ("IMPS", "आईएमपीएस", "IMPS"), "RTGS": ("RTGS", "आरटीजीएस", "RTGS")}
_PAYEES = {"Landlord": ("my landlord", "मेरे मकान मालिक", "mere landlord"),
           "Family": ("a family member", "परिवार के एक सदस्य", "family ke ek member"),
           "Vendor": ("a supplier", "एक सप्लायर", "ek supplier")}


def _recent_debits(b: TaskBuilder, channels: tuple[str, ...]):
    """(account, transaction) of the customer's recent successful debits on ``channels`` with no open request."""
    taken = {r.related_transaction_id for r in b.customer.requests.values() if r.status in OPEN}
    for account in b.customer.accounts.values():
        for txn in account.transactions:
            if txn.channel in channels and txn.direction == "debit" and txn.status == "SUCCESS" \
                    and txn.txn_id not in taken and 0 < (b.session_date - txn.date).days <= RECENT_DAYS:
                yield account, txn


def thin(b: TaskBuilder, common: bool) -> None:
    """Skip most customers who host only the common variant, so the rarer ones make a fair share of the tasks."""
    if common and b.rng.random() < 0.7:
        raise BuildError("only the common variant: the next customer may host a rarer one")


def _local(options: tuple[str, str, str]) -> str:
    return say(options[0], hi=options[1], hinglish=options[2])


@held_out_family("sq_atm_cash_not_dispensed", "sequencing", "transactions")
def sq_atm_cash_not_dispensed(b: TaskBuilder) -> list[str]:
    """History -> ATM trace (none, part or all dispensed) -> dispute -> T+5 due date and compensation owed.

    When the ATM's record shows the cash dispensed in full, the customer still has a dispute raised for review,
    and no due date or compensation is told."""
    options = []
    for account, txn in _recent_debits(b, ("ATM",)):
        record = servicing.atm_record(b.bank, b.customer_id, txn.txn_id, account.account_id)
        options.append((record.status, account, txn, record))
    status, account, txn, record = choose(b, options, {"NOT_DISPENSED": 2, "PARTIAL": 2, "DISPENSED": 1})
    thin(b, status == "DISPENSED" and all(o[0] == "DISPENSED" for o in options))
    said = {"amount": format_inr(record.amount_requested), "date": txn.date.isoformat()}
    w = draw(b, opening={}, find_none=said, find_partial=said, check={}, dispute={}, refund={})

    history_showing(b, account, txn)
    b.step(w["find_partial" if status == "PARTIAL" else "find_none"], reveals=[reveal_account(account.account_id)],
           facts=[ident("the transaction id", txn.txn_id)])
    b.call("trace_transaction", transaction_id=txn.txn_id)
    if status == "PARTIAL":
        told = [amount("the amount the ATM dispensed", record.amount_dispensed),
                amount("the amount not dispensed", record.not_dispensed)]
    elif status == "NOT_DISPENSED":
        told = [amount("the amount not dispensed", record.not_dispensed)]
    else:
        told = [amount("the amount the ATM dispensed", record.amount_dispensed)]
    b.step(w["check"], facts=told)
    out = b.call("raise_payment_dispute", transaction_id=txn.txn_id, issue="cash_not_dispensed")
    request = out["request_id"]
    b.step(w["dispute"],
           confirm=(say(f"raise a dispute that the cash of ATM withdrawal {txn.txn_id} was not dispensed",
                        hi=f"एटीएम निकासी {txn.txn_id} का कैश न मिलने की शिकायत दर्ज करेंगे",
                        hinglish=f"ATM withdrawal {txn.txn_id} ka cash na milne ki complaint raise karenge"),
                    [[txn.txn_id]]),
           facts=[ident("the request number", request)])
    if status != "DISPENSED":
        owed = paise_of(out["compensation_owed"])
        facts = [on_date("the date the reversal was due", txn.date + timedelta(days=rules.FAILED_TXN_TAT_DAYS["ATM"]))]
        if owed:
            facts.append(amount("the compensation owed for the delay", owed))
        b.step(w["refund"], facts=facts)
    return w["opening"]


@held_out_family("edge_bank_charge_dispute", "edge_case", "accounts")
def edge_bank_charge_dispute(b: TaskBuilder) -> list[str]:
    """Balance -> charges -> reversal -> balance; levied by the rules: reversal refused -> charges dispute.

    A minimum-balance or SMS-alert charge; the charges read shows what it was computed from and whether it was
    levied in error."""
    options = []
    for account in b.customer.accounts.values():
        if account.status != "ACTIVE":
            continue
        for charge in servicing.account_charges(b.bank, b.customer_id, account.account_id):
            if (b.session_date - charge.levied_on).days <= 45:
                reversible, _ = servicing.charge_reversible(charge)
                options.append(("reverse" if reversible else "dispute", account, charge))
    variant, account, charge = choose(b, options, {"reverse": 2, "dispute": 1})
    thin(b, all(o[0] == "dispute" for o in options))
    kind = _local(("minimum balance charge", "न्यूनतम बैलेंस शुल्क", "minimum balance charge")
                  if charge.charge_type == "MIN_BALANCE" else ("SMS alert charge", "एसएमएस अलर्ट शुल्क", "SMS alert charge"))
    money = format_inr(charge.amount)
    w = draw(b, opening={}, balance={}, find={"amount": money, "charge": kind, "date": charge.levied_on.isoformat()},
             reverse={}, balance_after={}, dispute={})

    b.call("get_account_balance", account_ids=[account.account_id])
    b.step(w["balance"], reveals=[reveal_account(account.account_id)], facts=[balance_fact(account)])
    b.call("get_account_charges", account_id=account.account_id)
    if charge.charge_type == "MIN_BALANCE":
        basis = [amount("the monthly average balance", charge.average_balance or 0)]
    else:
        basis = [number("the SMS alerts sent", charge.sms_sent or 0)]
    b.step(w["find"], facts=basis)
    cid = charge.charge_id
    if variant == "reverse":
        b.call("reverse_charge", charge_id=cid)
        b.step(w["reverse"],
               confirm=(say(f"reverse the {money} {charge.label} charge {cid} and credit it back to account "
                            f"{account.account_id}",
                            hi=f"खाता {account.account_id} पर लगा {money} का {kind} {cid} रिवर्स करेंगे",
                            hinglish=f"account {account.account_id} par laga {money} ka {kind} {cid} reverse karenge"),
                        [[cid], money_alts(charge.amount)]),
               facts=[amount("the amount credited back to you", charge.amount)])
        b.call("get_account_balance", account_ids=[account.account_id])
        b.step(w["balance_after"],
               facts=[amount("the usable balance now", usable(b.state.customer.accounts[account.account_id]))])
        return w["opening"]

    if charge.charge_type == "MIN_BALANCE":
        reason = say("the monthly average balance was below the requirement and a shortfall notice was sent a month "
                     "before, so the charge was levied as per the rules",
                     hi="उस महीने का औसत बैलेंस ज़रूरी सीमा से कम था और एक महीना पहले कमी का नोटिस भेजा गया था, इसलिए "
                        "यह शुल्क नियमों के अनुसार लगा है",
                     hinglish="us mahine ka average balance zaroori limit se kam tha aur ek mahina pehle shortfall ka "
                              "notice bheja gaya tha, isliye yeh charge rules ke hisaab se laga hai")
        facts = [on_date("the date the notice was sent", charge.notice_sent_on)]
    else:
        reason = say("SMS alerts are charged on actual use, and alerts were sent in that quarter, so the charge is "
                     "correct",
                     hi="एसएमएस अलर्ट का शुल्क असल इस्तेमाल पर लगता है और उस तिमाही में अलर्ट भेजे गए थे, इसलिए यह "
                        "शुल्क सही है",
                     hinglish="SMS alerts ka charge actual use par lagta hai aur us quarter mein alerts bheje gaye the, "
                              "isliye yeh charge sahi hai")
        facts = []
    b.step(w["reverse"], facts=facts, expects_decline=True, decline_reason=reason)
    request = created_by(b, "requests", "dispute_charge", charge_id=cid)
    b.step(w["dispute"],
           confirm=(say(f"raise a charges dispute about the {money} {charge.label} charge {cid} for review",
                        hi=f"{money} के {kind} {cid} पर विवाद दर्ज करेंगे ताकि टीम इसकी जाँच करे",
                        hinglish=f"{money} ke {kind} {cid} par dispute raise karenge taaki team iski jaanch kare"),
                    [[cid]]),
           facts=[ident("the request number", request),
                  on_date("the expected date", b.state.customer.requests[request].eta)])
    return w["opening"]


def _transfers(b: TaskBuilder, channels: tuple[str, ...]):
    for account, txn in _recent_debits(b, channels):
        if txn.counterparty in _PAYEES:
            yield account, txn, servicing.transfer_trace(b.bank, b.customer_id, txn.txn_id, account.account_id)


@held_out_family("tl_transfer_status", "rare_tool", "transactions")
def tl_transfer_status(b: TaskBuilder) -> list[str]:
    """History -> transfer trace -> statement as proof (credited: date, UTR); not confirmed: trace request.

    An NEFT, RTGS or IMPS transfer the beneficiary says has not arrived; for IMPS not credited the T+1 due date
    and the compensation owed are told with the request."""
    options = [(trace.status, account, txn, trace) for account, txn, trace in _transfers(b, ("NEFT", "IMPS", "RTGS"))]
    status, account, txn, trace = choose(b, options, {"CREDITED": 1, "CREDIT_NOT_CONFIRMED": 1})
    day = txn.date.isoformat()
    w = draw(b, opening={},
             find={"amount": format_inr(-txn.amount), "mode": _local(_MODES[txn.channel]), "date": day,
                   "payee": _local(_PAYEES[txn.counterparty])},
             status={}, proof={"date": day}, trace={})

    history_showing(b, account, txn)
    b.step(w["find"], reveals=[reveal_account(account.account_id)], facts=[ident("the transaction id", txn.txn_id)])
    b.call("trace_transaction", transaction_id=txn.txn_id)
    utr = ident("the UTR number", trace.utr)
    if status == "CREDITED":
        b.step(w["status"], facts=[on_date("the date it was credited", trace.credited_at.date()), utr])
        b.call("request_duplicate_statement", account_id=account.account_id, from_date=day, to_date=day,
               delivery_mode="email")
        b.step(w["proof"],
               confirm=(say(f"email a statement of account {account.account_id} for {day}",
                            hi=f"खाता {account.account_id} का {day} का स्टेटमेंट ईमेल करेंगे",
                            hinglish=f"account {account.account_id} ka {day} ka statement email karenge"), [[day]]),
               facts=[words("that the statement is requested", "requested", "will be emailed", "sent")])
        return w["opening"]
    b.step(w["status"], facts=[utr])
    out = b.call("raise_payment_dispute", transaction_id=txn.txn_id, issue="transfer_not_credited")
    request = out["request_id"]
    facts = [ident("the request number", request), on_date("the expected date", b.state.customer.requests[request].eta)]
    if txn.channel == "IMPS":
        facts.append(on_date("the date the reversal was due", txn.date + timedelta(days=1)))
        if paise_of(out["compensation_owed"]):
            facts.append(amount("the compensation owed for the delay", paise_of(out["compensation_owed"])))
    b.step(w["trace"],
           confirm=(say(f"raise a request to trace transfer {txn.txn_id} with the beneficiary bank",
                        hi=f"ट्रांसफ़र {txn.txn_id} को लाभार्थी बैंक से ट्रेस करवाने का अनुरोध दर्ज करेंगे",
                        hinglish=f"transfer {txn.txn_id} ko beneficiary bank se trace karwane ki request raise karenge"),
                    [[txn.txn_id]]),
           facts=facts)
    return w["opening"]


@held_out_family("edge_wrong_account_transfer", "edge_case", "transactions")
def edge_wrong_account_transfer(b: TaskBuilder) -> list[str]:
    """History -> trace (the account credited) -> reversal refused? -> recall request to the beneficiary bank.

    Money sent to a wrong account by the customer's own mistake comes back only with the beneficiary's consent;
    the customer sometimes asks for a plain reversal first, which is refused."""
    options = [("credited", account, txn, trace) for account, txn, trace in _transfers(b, ("NEFT", "IMPS"))
               if trace.status == "CREDITED"]
    _, account, txn, trace = choose(b, options, {"credited": 1})
    w = draw(b, opening={},
             find={"amount": format_inr(-txn.amount), "mode": _local(_MODES[txn.channel]), "date": txn.date.isoformat()},
             where={}, reverse={}, recall={})

    history_showing(b, account, txn)
    b.step(w["find"], reveals=[reveal_account(account.account_id)], facts=[ident("the transaction id", txn.txn_id)])
    b.call("trace_transaction", transaction_id=txn.txn_id)
    b.step(w["where"], facts=[words("the last four digits of the account it went to", trace.account_last4),
                              on_date("the date it was credited", trace.credited_at.date())])
    if b.pick([True, True, False]):
        b.step(w["reverse"], expects_decline=True,
               decline_reason=say("a transfer credited to another person's account cannot be reversed without that "
                                  "account holder's consent; we can ask their bank to recover it",
                                  hi="किसी और के खाते में जमा हो चुका ट्रांसफ़र उस खाताधारक की सहमति के बिना वापस नहीं "
                                     "लिया जा सकता; हम उनके बैंक से इसे वापस दिलाने का अनुरोध कर सकते हैं",
                                  hinglish="kisi aur ke account mein credit ho chuka transfer us account holder ki "
                                           "consent ke bina wapas nahi liya ja sakta; hum unke bank se ise wapas "
                                           "dilane ki request kar sakte hain"))
    request = created_by(b, "requests", "raise_payment_dispute", transaction_id=txn.txn_id, issue="sent_to_wrong_account")
    b.step(w["recall"],
           confirm=(say(f"raise a request with the beneficiary bank to recover transfer {txn.txn_id} sent to a wrong "
                        "account",
                        hi=f"गलत खाते में गए ट्रांसफ़र {txn.txn_id} को वापस पाने के लिए लाभार्थी बैंक को अनुरोध दर्ज करेंगे",
                        hinglish=f"galat account mein gaye transfer {txn.txn_id} ko wapas paane ke liye beneficiary bank "
                                 "ko request raise karenge"),
                    [[txn.txn_id]]),
           facts=[ident("the request number", request),
                  on_date("the expected date", b.state.customer.requests[request].eta)])
    return w["opening"]
