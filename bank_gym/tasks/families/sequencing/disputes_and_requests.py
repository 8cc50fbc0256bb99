"""Sequencing families that find a record before acting on it: a failed UPI payment to dispute, an unauthorised
debit (and the card to block), two balances before an FD, a loan before its foreclosure request, an address
before a cheque book."""

from __future__ import annotations

from datetime import timedelta

from ....bank import disputes, finance
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
    reveal_loan,
    rupee_arg,
    words,
)
from ...lang import pick_for, say
from .. import family
from ..common import (
    active_accounts,
    balance_fact,
    cards_where,
    created_by,
    describe_txn,
    fd_amount_and_tenure,
    history_showing,
    kyc_ok,
    money_alts,
    pick_one,
    rate_card,
    txn_to_dispute,
    usable,
)


@family("sq_failed_upi_dispute", "sequencing", "transactions")
def sq_failed_upi_dispute(b: TaskBuilder) -> list[str]:
    """Balance -> the failed payment in the history -> complaint -> its status (resolution, RBI's reversal date).

    Variants (drawn): as above; the payment first, without the balance; or the payment first and the usable
    balance once the complaint is in (what the customer can spend while it waits for the reversal)."""
    account = pick_one(b, [a for a in b.customer.accounts.values() if any(t.status == "FAILED" for t in a.transactions)], "failed txn")
    txn = txn_to_dispute(b, account, failed=True)
    variant = b.pick(["balance_first", "find_first", "balance_after"])
    if variant == "balance_first":
        b.call("get_account_balance", account_ids=[account.account_id])
        b.step(b.says("balance"), reveals=[reveal_account(account.account_id)], facts=[balance_fact(account)])
    history_showing(b, account, txn)
    b.step(b.says("find", payment=describe_txn(txn)),
           reveals=[] if variant == "balance_first" else [reveal_account(account.account_id)],
           facts=[ident("the transaction id", txn.txn_id)])
    sr = created_by(b, "requests", "raise_request", category="failed_transaction",
           related_transaction_id=txn.txn_id, description="UPI payment failed but amount debited")
    b.step(b.says("complaint"),
           confirm=(say(f"raise a failed-transaction complaint for {txn.txn_id}",
                        hi=f"ट्रांज़ैक्शन {txn.txn_id} के लिए फ़ेल ट्रांज़ैक्शन की शिकायत दर्ज करेंगे",
                        hinglish=f"transaction {txn.txn_id} ke liye failed transaction ki complaint darj karenge"),
                    [[txn.txn_id]]),
           facts=[ident("the request number", sr)])
    b.call("get_request_status", request_id=sr)
    eta = b.state.customer.requests[sr].eta
    b.step(b.says("resolution"), facts=[on_date("the expected resolution date", eta)])
    # RBI's turnaround time for a failed UPI merchant payment is T+5; past it ₹100 a day is owed without a claim.
    owed = disputes.failed_debit(txn, b.session_date)
    if owed is None:
        raise BuildError("not a failed debit under the TAT framework")
    tat_facts = [on_date("the date the reversal was due", owed["reversal_due_date"])]
    if owed["compensation_owed"]:
        tat_facts.append(amount("the compensation owed for the delay", owed["compensation_owed"]))
    b.step(b.says("compensation"), facts=tat_facts)
    if variant == "balance_after":
        b.call("get_account_balance", account_ids=[account.account_id])
        b.step(b.says("balance_after"), facts=[balance_fact(b.state.customer.accounts[account.account_id])])
    return b.says("opening")


UNAUTHORISED_RECENT_DAYS = 60  # a customer disputes a debit they have just noticed, not one from years ago


@family("sq_unauthorized_debit_block", "sequencing", "transactions")
def sq_unauthorized_debit_block(b: TaskBuilder) -> list[str]:
    """The debit in the history -> report it as unauthorised -> block the linked debit card -> the complaint's
    date -> the customer's liability.

    Variants (drawn): as above; the card blocked first (the customer secures it before anything else), then the
    debit found and reported; or the report and the card only frozen for now (the customer still holds it and
    wants to ask at home first): a card that is already frozen is left as it is and the customer is told so."""
    card = pick_one(b, [c for c in cards_where(b, "ACTIVE", "FROZEN", card_type="DEBIT") if c.linked_account in b.customer.accounts], "debit card")
    account = b.customer.accounts[card.linked_account]
    txn = txn_to_dispute(b, account, failed=False, channel=b.pick(["POS", "UPI"]))
    if (b.session_date - txn.date).days > UNAUTHORISED_RECENT_DAYS:
        raise BuildError("a debit this old is not disputed as unauthorised")
    variant = b.pick(["report_first", "block_first", "freeze"])

    def block(key: str) -> None:
        b.call("get_card_details", card_ids=[card.card_id])
        b.call("block_card", card_id=card.card_id, reason="fraud")
        b.step(b.says(key), reveals=[reveal_card(card.card_id)],
               confirm=(say(f"permanently block card {card.card_id} for fraud",
                            hi=f"कार्ड {card.card_id} को धोखाधड़ी (फ़्रॉड) की वजह से स्थायी रूप से ब्लॉक करेंगे",
                            hinglish=f"card {card.card_id} ko fraud ki wajah se permanently block karenge"),
                        [[card.card_id], ["block"]]),
               facts=[words("that the card is blocked", "blocked")])

    def freeze() -> None:
        b.call("get_card_details", card_ids=[card.card_id])
        if card.status == "FROZEN":  # frozen before (in the app, or by someone at home): nothing to freeze, and
            # the customer is told so (a claim of having frozen it now is a false outcome: no freeze was made)
            b.step(b.says("freeze"), reveals=[reveal_card(card.card_id)],
                   facts=[words("the card status", "frozen")])
            return
        b.call("toggle_card_freeze", card_id=card.card_id, state="freeze")
        b.step(b.says("freeze"), reveals=[reveal_card(card.card_id)],
               confirm=(say(f"temporarily freeze card {card.card_id} (you can unfreeze it later)",
                            hi=f"कार्ड {card.card_id} को अस्थायी रूप से फ्रीज़ करेंगे (आप इसे बाद में अनफ्रीज़ करवा सकते हैं)",
                            hinglish=f"card {card.card_id} ko temporarily freeze karenge (aap ise baad mein unfreeze karwa sakte hain)"),
                        [[card.card_id], ["freeze"]]),
               facts=[words("that the card is frozen", "frozen")])

    if variant == "block_first":
        block("block_now")
    history_showing(b, account, txn)
    b.step(b.says("find", payment=describe_txn(txn)), reveals=[reveal_account(account.account_id)],
           facts=[ident("the transaction id", txn.txn_id)])
    sr = created_by(b, "requests", "raise_request", category="unauthorized_debit",
           related_transaction_id=txn.txn_id, description="Customer did not authorise this debit")
    b.step(b.says("report"),
           confirm=(say(f"report {txn.txn_id} as an unauthorised debit",
                        hi=f"ट्रांज़ैक्शन {txn.txn_id} को अनधिकृत डेबिट के रूप में रिपोर्ट करेंगे",
                        hinglish=f"transaction {txn.txn_id} ko unauthorised debit ke roop mein report karenge"),
                    [[txn.txn_id]]), facts=[ident("the request number", sr)])
    if variant == "report_first":
        block("block")
    elif variant == "freeze":
        freeze()
    b.call("get_request_status", request_id=sr)
    b.step(b.says("resolution"), facts=[on_date("the expected date", b.state.customer.requests[sr].eta)])
    # RBI's liability rules turn on how many working days after the debit it was reported (today).
    owed = disputes.unauthorised_debit(txn, account, b.session_date)
    if owed is None:
        raise BuildError("not a completed debit")
    if owed["shadow_credit_amount"]:
        liability_facts = [amount("the amount credited back to you", owed["shadow_credit_amount"]),
                           on_date("the date it is credited back by", owed["shadow_credit_by"])]
        if owed["customer_liability"]:
            liability_facts.insert(1, amount("the amount you bear", owed["customer_liability"]))
    else:
        liability_facts = [amount("the amount you bear", owed["customer_liability"]),
                           on_date("the date the complaint is resolved by", owed["resolve_by"])]
    b.step(b.says("liability"), facts=liability_facts)
    return b.says("opening")


@family("sq_balance_compare_fd", "sequencing", "deposits")
def sq_balance_compare_fd(b: TaskBuilder) -> list[str]:
    """Both balances -> FD rate and maturity -> book from the better-funded account -> what is left there.

    Variants (drawn): as above; the rate only (the customer does not ask the maturity amount); or the rate and
    maturity amount first, the balances only once the numbers suit the customer."""
    kyc_ok(b)
    accounts = active_accounts(b, 15_000 * RUPEE)
    if len(accounts) < 2:
        raise BuildError("needs two active accounts")
    first, second = accounts[0], accounts[1]
    richer = first if usable(first) >= usable(second) else second
    principal, tenure = fd_amount_and_tenure(b, richer, 10_000, 2_00_000)
    one, two, rupees = first.account_id, second.account_id, format_inr(principal)
    variant = b.pick(["projection", "rate_only", "rate_first"])

    def compare() -> None:
        b.call("get_account_balance", account_ids=[first.account_id, second.account_id])
        b.step(b.says("compare"),
               reveals=[reveal("account_ids", f"{first.account_id},{second.account_id}", ["account numbers", "accounts"],
                               say(f"They are {first.account_id} and {second.account_id}.",
                                   hi=pick_for(one, (f"मेरे खाते {one} और {two} हैं।", f"जी, {one} और {two}।",
                                                     f"खाता नंबर {one} और {two} हैं।")),
                                   hinglish=pick_for(one, (f"Mere accounts {one} aur {two} hain.", f"Ji, {one} aur {two}.",
                                                           f"Account numbers {one} aur {two} hain."))))],
               facts=[amount("the usable balance of the first account", usable(first)),
                      amount("the usable balance of the second account", usable(second))])

    if variant != "rate_first":
        compare()
    rate, rate_fact = rate_card(b, "FD", tenure)
    if variant == "rate_only":
        b.step(b.says("rate_only", tenure=tenure), facts=[rate_fact])
    else:
        projection = finance.fd_maturity(principal, rate, tenure)
        b.call("calculate_fd_maturity", principal_amount=rupee_arg(principal), rate=rate_pct(rate), tenure_months=tenure)
        b.step(b.says("rate", tenure=tenure, rupees=rupees),
               facts=[rate_fact, amount("the maturity amount", projection["maturity_amount"])])
    if variant == "rate_first":
        compare()
    fd_id = created_by(b, "deposits", "create_fd", principal_amount=rupee_arg(principal), tenure_months=tenure, source_account=richer.account_id)
    b.step(b.says("book", tenure=tenure, rupees=rupees),
           confirm=(say(f"book a fixed deposit of {format_inr(principal)} for {tenure} months from account {richer.account_id}",
                        hi=f"खाता {richer.account_id} से {tenure} महीने के लिए {rupees} की फ़िक्स्ड डिपॉज़िट (एफडी) बुक करेंगे",
                        hinglish=f"account {richer.account_id} se {tenure} mahine ke liye {rupees} ki FD book karenge"),
                    [money_alts(principal), [richer.account_id]]),
           facts=[ident("the new deposit number", fd_id)])
    b.call("get_account_balance", account_ids=[richer.account_id])
    b.step(b.says("remaining"),
           facts=[amount("the usable balance", usable(b.state.customer.accounts[richer.account_id]))])
    return b.says("opening")


@family("sq_loan_foreclosure_request", "sequencing", "loans")
def sq_loan_foreclosure_request(b: TaskBuilder) -> list[str]:
    """Outstanding principal -> the amount to close the loan today -> the EMI account's balance -> a foreclosure
    request.

    Variants (drawn): as above; straight to the request after the quote (the customer will arrange the money);
    or, when the EMI account holds less than the total payable and the customer has another active account,
    that account's balance too (it will pay from both) before the request."""
    loan = pick_one(b, [x for x in b.customer.loans.values() if x.status == "ACTIVE"], "loan")
    b.call("get_loan_details", loan_ids=[loan.loan_id])
    b.step(b.says("outstanding"), reveals=[reveal_loan(loan.loan_id)],
           facts=[amount("the outstanding principal", loan.outstanding)])
    quote = finance.foreclosure_quote(loan, b.session_date)
    b.call("get_loan_foreclosure_quote", loan_ids=[loan.loan_id])
    b.step(b.says("payoff"), facts=[amount("the total payable", quote["total_payable"])])
    repay = b.customer.accounts[loan.repayment_account]
    others = [a for a in b.customer.accounts.values() if a.status == "ACTIVE" and a.account_id != repay.account_id]
    variant = b.pick(["emi_account", "direct", "emi_account"])
    if variant == "emi_account":
        b.call("get_account_balance", account_ids=[repay.account_id])
        b.step(b.says("emi_balance"), reveals=[reveal_account(repay.account_id, "EMI account")], facts=[balance_fact(repay)])
        if usable(repay) < quote["total_payable"] and others:  # short: the customer's other account makes up the rest
            other = b.pick(others)
            b.call("get_account_balance", account_ids=[other.account_id])
            b.step(b.says("other_account"), reveals=[reveal_account(other.account_id)], facts=[balance_fact(other)])
    sr = created_by(b, "requests", "raise_request", category="loan_foreclosure",
           description=f"Foreclosure request for loan {loan.loan_id}")
    b.step(b.says("foreclose"),
           confirm=(say(f"raise a foreclosure request for loan {loan.loan_id}",
                        hi=f"लोन {loan.loan_id} के फ़ोरक्लोज़र (समय से पहले पूरा चुकाने) का अनुरोध दर्ज करेंगे",
                        hinglish=f"loan {loan.loan_id} ke foreclosure ki request darj karenge"),
                    [[loan.loan_id]]), facts=[ident("the request number", sr)])
    return b.says("opening")


@family("sq_address_then_chequebook", "sequencing", "address")
def sq_address_then_chequebook(b: TaskBuilder) -> list[str]:
    """New communication address -> the account's status -> a cheque book -> last month's statement by email.

    Variants (drawn): as above; without the statement; or the permanent address changed too (the customer has
    bought the new home) before the cheque book, without the statement."""
    kyc_ok(b)
    account = pick_one(b, [a for a in active_accounts(b) if a.account_type in ("SAVINGS", "CURRENT", "SALARY")], "account")
    from ....bank.names import CITIES

    city, state, _, _, pin = b.pick(CITIES)
    line1 = f"Flat {b.rng.randint(101, 905)}, {b.pick(['Lotus', 'Orchid', 'Tulsi', 'Ashoka', 'Kaveri'])} Apartments"
    pincode = pin + f"{b.rng.randint(1, 99):03d}"
    address = f"{line1}, {city}, {state} {pincode}"
    leaves = b.pick([10, 25, 50])
    variant = b.pick(["statement", "no_statement", "permanent"])
    b.call("update_address", address_type="communication", line1=line1, city=city, state=state, pincode=pincode)
    b.step(b.says("address", address=address),
           confirm=(say(f"update your communication address to {line1}, {city}, {state} {pincode}",
                        hi=f"आपका कम्युनिकेशन (पत्राचार) पता बदलकर {address} करेंगे",
                        hinglish=f"aapka communication address update karke {address} karenge"),
                    # with a permanent address to change as well, the proposal names which address it changes
                    [[pincode]] + ([["communication", "कम्युनिकेशन", "पत्राचार"]] if variant == "permanent" else [])),
           facts=[words("that the change is logged for verification", "verification", "verified")])
    if variant == "permanent":
        b.call("update_address", address_type="permanent", line1=line1, city=city, state=state, pincode=pincode)
        b.step(b.says("permanent"),
               confirm=(say(f"update your permanent address to {address} as well",
                            hi=f"आपका स्थायी (परमानेंट) पता भी बदलकर {address} करेंगे",
                            hinglish=f"aapka permanent address bhi update karke {address} karenge"),
                        [[pincode], ["permanent", "स्थायी", "स्थाई", "परमानेंट"]]),
               facts=[words("that the change is logged for verification", "verification", "verified")])
    b.call("get_account_details", account_ids=[account.account_id])
    b.step(b.says("active"), reveals=[reveal_account(account.account_id)],
           facts=[words("the account status", "active")])
    b.call("request_cheque_book", account_id=account.account_id, leaves=leaves)
    b.step(b.says("order", leaves=leaves),
           confirm=(say(f"order a {leaves}-leaf cheque book for account {account.account_id}",
                        hi=f"खाता {account.account_id} के लिए {leaves} पन्नों (लीव्स) वाली चेक बुक मँगवाएँगे",
                        hinglish=f"account {account.account_id} ke liye {leaves} leaves wali cheque book order karenge"),
                    [[str(leaves)], [account.account_id]]),
           facts=[words("the delivery time", "7 days", "seven days", (b.session_date + timedelta(days=7)).isoformat())])
    if variant != "statement":
        return b.says("opening")
    last_month_end = b.session_date.replace(day=1) - timedelta(days=1)
    last_month_start = last_month_end.replace(day=1)
    since, until = last_month_start.isoformat(), last_month_end.isoformat()
    b.call("request_duplicate_statement", account_id=account.account_id, from_date=last_month_start.isoformat(),
           to_date=last_month_end.isoformat(), delivery_mode="email")
    b.step(b.says("statement", since=since, until=until),
           confirm=(say(f"email a statement of {account.account_id} from {last_month_start.isoformat()} to {last_month_end.isoformat()}",
                        hi=f"खाता {account.account_id} का {since} से {until} तक का स्टेटमेंट ईमेल करेंगे",
                        hinglish=f"account {account.account_id} ka {since} se {until} tak ka statement email karenge"),
                    [[last_month_start.isoformat()], [last_month_end.isoformat()]]),
           facts=[words("that it is requested", "requested", "will be emailed", "sent")])
    return b.says("opening")
