"""Rare-tool families (8): chains around rarely used tools (gold LTV, EMI comparisons, statements, TDS, schemes)."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

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
    reveal_deposit,
    reveal_loan,
    rupee_arg,
    words,
)
from ..lang import pick_for, say
from . import family
from .common import (
    active_accounts,
    balance_fact,
    created_by,
    deposits_where,
    fd_amount_and_tenure,
    kyc_ok,
    money_alts,
    months_text,
    pick_one,
    quote_of,
    rate_card,
    resident_only,
    usable,
)


@family("tl_gold_loan_eligibility", "rare_tool", "loans")
def tl_gold_loan_eligibility(b: TaskBuilder) -> list[str]:
    # Variants: the loan's interest rate; the loan for a second weight instead (a check of how much more or
    # less gold changes the figure); the interest rate and then a callback from the gold-loan team (a write).
    variant = b.pick(["rate", "second_weight", "callback", "callback"])
    purity = b.pick([18, 22, 24])
    grams = b.pick([10, 20, 25, 40, 50, 75, 100])
    rate = rules.GOLD_RATE_PER_GRAM[purity]
    b.call("get_gold_rate", purity_karat=purity)
    b.step(b.says("gold_rate", purity=purity), facts=[amount("the rate per gram", rate)])
    result = finance.gold_loan_eligibility(Decimal(grams), rate)
    b.call("calculate_gold_loan_ltv", gold_grams=grams, purity_karat=purity, gold_rate_per_gram=rupee_arg(rate))
    b.step(b.says("loan_amount", grams=grams), facts=[amount("the eligible loan", result["eligible_loan"])])
    if variant == "second_weight":
        other = b.pick([g for g in (10, 15, 30, 60, 80, 120, 150) if g != grams])
        second = finance.gold_loan_eligibility(Decimal(other), rate)
        b.call("calculate_gold_loan_ltv", gold_grams=other, purity_karat=purity, gold_rate_per_gram=rupee_arg(rate))
        b.step(b.says("other_weight", grams=other), facts=[amount("the eligible loan", second["eligible_loan"])])
        return b.says("opening", grams=grams, purity=purity)
    loan_rate = finance.loan_rate_bps("gold_loan", result["eligible_loan"])
    b.call("get_deposit_loan_rates", product_type="gold_loan", amount=rupee_arg(result["eligible_loan"]))
    b.step(b.says("interest_rate"), facts=[number("the interest rate", f"{rate_pct(loan_rate):g}")])
    if variant == "callback":
        sr = created_by(b, "requests", "raise_request", category="general_query",
                        description=f"Customer wants a gold loan against {grams} g of {purity} carat gold; please call back")
        b.step(b.says("callback"),
               confirm=(say("raise a request for the gold loan team to call you back",
                            hi="गोल्ड लोन टीम से आपको कॉल बैक करवाने के लिए एक रिक्वेस्ट दर्ज करेंगे",
                            hinglish="gold loan team se aapko call back karwane ke liye ek request raise karenge"),
                        [["call", "callback", "call back"]]),
               facts=[ident("the request number", sr)])
    return b.says("opening", grams=grams, purity=purity)


@family("tl_emi_tenure_compare", "rare_tool", "calculators")
def tl_emi_tenure_compare(b: TaskBuilder) -> list[str]:
    # Variants: EMIs over two tenures; over a third, middle tenure too; or the two tenures and then the rate and
    # EMI for another amount in a different rate slab (home and personal loans, whose rate depends on the amount).
    variant = b.pick(["two", "three", "other_amount"])
    product = b.pick(["home_loan", "personal_loan"] if variant == "other_amount" else ["home_loan", "personal_loan", "car_loan"])
    principal = {"home_loan": b.pick([20, 35, 50, 80]) * rules.LAKH, "personal_loan": b.pick([2, 3, 5, 8]) * rules.LAKH,
                 "car_loan": b.pick([5, 7, 10]) * rules.LAKH}[product]
    tenures = {"home_loan": (180, 240), "personal_loan": (36, 60), "car_loan": (60, 84)}[product]
    rate = finance.loan_rate_bps(product, principal)
    b.call("get_deposit_loan_rates", product_type=product, amount=rupee_arg(principal))
    name = product.replace("_", " ")
    loan = say(name, hi={"home loan": "होम लोन", "personal loan": "पर्सनल लोन", "car loan": "कार लोन"}[name], hinglish=name)
    inr, short, long = format_inr(principal), tenures[0], tenures[1]
    first = loan[0].upper() + loan[1:]  # the loan's name starting a sentence
    b.step(b.says("rate", loan=loan, amount=inr), facts=[number("the interest rate", f"{rate_pct(rate):g}")])
    b.call("calculate_emi", principal=rupee_arg(principal), rate=rate_pct(rate), tenure_months=tenures[0])
    b.step(b.says("emi_short", months=short), facts=[amount("the EMI", finance.emi(principal, rate, tenures[0]))])
    b.call("calculate_emi", principal=rupee_arg(principal), rate=rate_pct(rate), tenure_months=tenures[1])
    b.step(b.says("emi_long", months=long), facts=[amount("the EMI", finance.emi(principal, rate, tenures[1]))])
    if variant == "three":
        middle = (short + long) // 2
        b.call("calculate_emi", principal=rupee_arg(principal), rate=rate_pct(rate), tenure_months=middle)
        b.step(b.says("emi_middle", months=middle), facts=[amount("the EMI", finance.emi(principal, rate, middle))])
    elif variant == "other_amount":
        other = b.pick([a for a in ({"home_loan": (25, 40, 90), "personal_loan": (3, 6, 16)}[product]) if
                        finance.loan_rate_bps(product, a * rules.LAKH) != rate]) * rules.LAKH
        other_rate = finance.loan_rate_bps(product, other)
        b.call("get_deposit_loan_rates", product_type=product, amount=rupee_arg(other))
        b.call("calculate_emi", principal=rupee_arg(other), rate=rate_pct(other_rate), tenure_months=long)
        b.step(b.says("other_amount", amount=format_inr(other), months=long),
               facts=[number("the interest rate", f"{rate_pct(other_rate):g}"), amount("the EMI", finance.emi(other, other_rate, long))])
    return b.says("opening", loan=loan, loan_cap=first, amount=inr)


@family("tl_duplicate_statement", "rare_tool", "accounts")
def tl_duplicate_statement(b: TaskBuilder) -> list[str]:
    """Branch and IFSC -> number of transactions -> a statement by email (for a visa application).

    Variants (drawn): as above; the count and the statement first, the branch and IFSC after (the form's last
    box); or, for a customer with a second active account, that account's statement for the same dates too."""
    account = pick_one(b, [a for a in b.customer.accounts.values() if a.status == "ACTIVE" and a.transactions], "account")
    others = [a for a in b.customer.accounts.values()
              if a.status == "ACTIVE" and a.transactions and a.account_id != account.account_id]
    variant = b.pick(["plain", "ifsc_last", *(["both_accounts"] if others else [])])
    start = account.transactions[0].date
    end = b.session_date - timedelta(days=1)
    since, until = start.isoformat(), end.isoformat()

    def ifsc(key: str, reveals: list) -> None:
        b.call("get_account_details", account_ids=[account.account_id])
        b.step(b.says(key), reveals=reveals, facts=[words("the IFSC", account.ifsc)])

    def statement(target, requests: list[str], must_mention: list[list[str]], reveals: list) -> None:
        b.call("request_duplicate_statement", account_id=target.account_id, from_date=since, to_date=until, delivery_mode="email")
        b.step(requests, reveals=reveals,
               confirm=(say(f"email a statement of {target.account_id} from {since} to {until}",
                            hi=f"खाता {target.account_id} का {since} से {until} तक का स्टेटमेंट आपको ईमेल करेंगे",
                            hinglish=f"account {target.account_id} ka {since} se {until} tak ka statement aapko email karenge"),
                        must_mention),
               facts=[words("that it is requested", "requested", "will be emailed", "sent")])

    if variant != "ifsc_last":
        ifsc("branch_ifsc", [reveal_account(account.account_id)])
    b.call("get_transaction_history", account_id=account.account_id)
    b.step(b.says("transactions"), reveals=[reveal_account(account.account_id)] if variant == "ifsc_last" else [],
           facts=[number("the number of transactions", len(account.transactions))])
    statement(account, b.says("statement", since=since, until=until), [[since], [until]], [])
    if variant == "ifsc_last":
        ifsc("ifsc_after", [])
    elif variant == "both_accounts":
        other = b.pick(others)
        statement(other, b.says("other_statement"), [[other.account_id]], [reveal_account(other.account_id)])
    return b.says("opening")


@family("tl_request_followup", "rare_tool", "service_requests")
def tl_request_followup(b: TaskBuilder) -> list[str]:
    """The open complaint's status -> the latest transaction on its account -> a service-quality escalation ->
    the escalation's date.

    Variants (drawn): as above; without the account's latest transaction; or the latest transaction first (has
    anything moved on the account?), then the complaint's status."""
    request = pick_one(b, [r for r in b.customer.requests.values() if r.status in ("OPEN", "IN_PROGRESS")], "open request")
    rid = request.request_id
    account = b.customer.accounts.get(request.account_id) or next(iter(b.customer.accounts.values()))
    variant = b.pick(["full", "no_history", "history_first"])

    def status() -> None:
        b.call("get_request_status", request_id=request.request_id)
        b.step(b.says("status"),
               reveals=[reveal("request_id", request.request_id, ["request number", "reference", "request"], say(
                   f"It's {request.request_id}.",
                   hi=pick_for(rid, (f"रिक्वेस्ट नंबर {rid} है।", f"मेरी शिकायत का नंबर {rid} है।", f"जी, {rid}।",
                                     f"रेफ़रेंस नंबर {rid} है।")),
                   hinglish=pick_for(rid, (f"Request number {rid} hai.", f"Meri complaint ka number {rid} hai.", f"Ji, {rid}.",
                                           f"Reference number {rid} hai."))))],
               facts=[words("the status", request.status.lower().replace("_", " "))])

    def latest(key: str) -> None:
        b.call("get_transaction_history", account_id=account.account_id)
        # the question asks for what the fact is: the latest transaction (a refund or not), with its amount
        b.step(b.says(key),
               reveals=[reveal_account(account.account_id)],
               facts=[amount("the last transaction amount", abs(account.transactions[-1].amount))] if account.transactions else
               [words("that there are no transactions", "no transactions")])

    if variant == "history_first":
        latest("history_first")
    status()
    if variant == "full":
        latest("latest_transaction")
    sr = created_by(b, "requests", "raise_request", category="service_quality",
           description=f"Escalation: request {request.request_id} still unresolved")
    b.step(b.says("escalate"),
           confirm=(say("raise a service-quality escalation",
                        hi="सेवा की गुणवत्ता (सर्विस क्वालिटी) को लेकर एक एस्केलेशन दर्ज करेंगे",
                        hinglish="service quality ke baare mein ek escalation raise karenge"), [["escalation", "escalate"]]),
           facts=[ident("the new request number", sr)])
    b.call("get_request_status", request_id=sr)
    b.step(b.says("escalation_status"),
           facts=[on_date("the expected date", b.state.customer.requests[sr].eta)])
    return b.says("opening")


@family("tl_personal_loan_offer", "rare_tool", "loans")
def tl_personal_loan_offer(b: TaskBuilder) -> list[str]:
    # Variants: the EMI over one tenure and a callback; the numbers only (the customer will think it over); or
    # the EMI over a second tenure too before the callback.
    offers = [o for o in b.customer.offers if o.product_type == "loan"]
    if not offers:
        raise BuildError("no loan offer")
    variant = b.pick(["callback", "numbers_only", "two_tenures", "callback", "two_tenures"])  # few without a write
    b.call("get_products_and_offers", type="loan")
    b.step(b.says("offers"), facts=[words("the offer", offers[0].title)])
    principal = b.pick([1, 2, 3, 5]) * rules.LAKH
    rate = finance.loan_rate_bps("personal_loan", principal)
    b.call("get_deposit_loan_rates", product_type="personal_loan", amount=rupee_arg(principal))
    inr = format_inr(principal)
    b.step(b.says("rate", amount=inr), facts=[number("the interest rate", f"{rate_pct(rate):g}")])
    tenure = b.pick([24, 36, 48])
    b.call("calculate_emi", principal=rupee_arg(principal), rate=rate_pct(rate), tenure_months=tenure)
    b.step(b.says("emi", months=tenure), facts=[amount("the EMI", finance.emi(principal, rate, tenure))])
    if variant == "numbers_only":
        return b.says("opening")
    if variant == "two_tenures":
        other = b.pick([t for t in (12, 24, 36, 48, 60) if t != tenure])
        b.call("calculate_emi", principal=rupee_arg(principal), rate=rate_pct(rate), tenure_months=other)
        b.step(b.says("emi_other", months=other), facts=[amount("the EMI", finance.emi(principal, rate, other))])
    sr = created_by(b, "requests", "raise_request", category="general_query",
           description=f"Customer interested in offer {offers[0].offer_id}: personal loan of {format_inr(principal)}; please call back")
    b.step(b.says("callback"),
           confirm=(say("raise a request for the loans team to call you back",
                        hi="लोन टीम से आपको कॉल बैक करवाने के लिए एक रिक्वेस्ट दर्ज करेंगे",
                        hinglish="loans team se aapko call back karwane ke liye ek request raise karenge"),
                    [["call", "callback", "call back"]]),
           facts=[ident("the request number", sr)])
    return b.says("opening")


@family("tl_scheme_vs_fd", "rare_tool", "schemes")
def tl_scheme_vs_fd(b: TaskBuilder) -> list[str]:
    # Variants: the customer books the FD from an account that covers it; only compares (the FD's maturity value,
    # no booking); or names an account whose balance is too low (told so: nothing is booked from it) and then
    # books from its other account.
    kyc_ok(b)
    resident_only(b)  # a non-resident cannot open an SCSS or PPF account
    senior = b.customer.profile.senior_citizen
    scheme = "Senior Citizens Savings Scheme" if senior else "Public Provident Fund"
    name = say(scheme, hi="वरिष्ठ नागरिक बचत योजना (एससीएसएस)" if senior else "पब्लिक प्रोविडेंट फ़ंड (पीपीएफ़)",
               hinglish="Senior Citizens Savings Scheme (SCSS)" if senior else "PPF (Public Provident Fund)")
    account = b.pick(active_accounts(b, 20_000 * RUPEE))
    principal, _ = fd_amount_and_tenure(b, account, 10_000, 2_00_000)
    tenure = 60
    cap = min(2_00_000 * RUPEE, usable(account) - 1_000 * RUPEE)
    # a second account of the customer's that cannot cover some amount the first one can (few customers have one)
    options = [(a, p * RUPEE) for a in active_accounts(b) if a.account_id != account.account_id
               for p in (10_000, 25_000, 50_000, 1_00_000, 2_00_000) if usable(a) < p * RUPEE <= cap]
    variant = b.pick(["low_balance", "low_balance", "compare_only", "book"] if options else ["book", "compare_only", "book"])
    short = None
    if variant == "low_balance":
        short, principal = b.pick(options)
    b.call("search_knowledge_base", query=f"{scheme} interest rate eligibility")
    b.step(b.says("scheme_rate", scheme=name), facts=[number("the scheme rate", "8.2" if senior else "7.1")])
    rate, rate_fact = rate_card(b, "FD", tenure)
    b.step(b.says("fd_rate", years=tenure // 12), facts=[rate_fact])
    inr = format_inr(principal)
    if variant == "compare_only":
        b.call("calculate_fd_maturity", principal_amount=rupee_arg(principal), rate=rate_pct(rate), tenure_months=tenure)
        b.step(b.says("maturity", amount=inr, months=tenure),
               facts=[amount("the maturity amount", finance.fd_maturity(principal, rate, tenure)["maturity_amount"])])
        return b.says("opening", scheme=name, years=tenure // 12)
    if short is not None:
        b.call("get_account_balance", account_ids=[short.account_id])
        b.step(b.says("book_fd", amount=inr, months=tenure),
               reveals=[reveal_account(short.account_id)], facts=[balance_fact(short)], expects_decline=True,
               decline_reason=say(f"the usable balance of account {short.account_id} is {format_inr(usable(short))}, which is less than {inr}",
                                  hi=f"खाते {short.account_id} में इस्तेमाल के लिए उपलब्ध बैलेंस {format_inr(usable(short))} है, जो {inr} से कम है",
                                  hinglish=f"account {short.account_id} ka usable balance {format_inr(usable(short))} hai, jo {inr} se kam hai"))
    b.call("get_account_balance", account_ids=[account.account_id])
    fd_id = created_by(b, "deposits", "create_fd", principal_amount=rupee_arg(principal), tenure_months=tenure, source_account=account.account_id)
    b.step(b.says("book_fd" if short is None else "other_account", amount=inr, months=tenure),
           reveals=[reveal_account(account.account_id)],
           confirm=(say(f"book a fixed deposit of {format_inr(principal)} for 60 months from account {account.account_id}",
                        hi=f"खाता {account.account_id} से 60 महीने के लिए {inr} की फ़िक्स्ड डिपॉज़िट (एफडी) बुक करेंगे",
                        hinglish=f"account {account.account_id} se 60 mahine ke liye {inr} ki FD book karenge"),
                    [money_alts(principal), months_text(60)]),
           facts=[ident("the new deposit number", fd_id)])
    return b.says("opening", scheme=name, years=tenure // 12)


@family("tl_tds_on_closure", "rare_tool", "deposits")
def tl_tds_on_closure(b: TaskBuilder) -> list[str]:
    # Variants: the TDS threshold first, then the quote, the closure and the payout balance; the quote and the
    # closure first and the threshold afterwards; or, with two FDs, the one meant named by its maturity date, so
    # the assistant looks both up before quoting.
    resident_only(b)  # the thresholds are resident rules (NRE interest is exempt, NRO taxed from the first rupee)
    fds = [d for d in deposits_where(b, "FD", "ACTIVE", "MATURED") if b.customer.accounts.get(d.payout_account)
           and b.customer.accounts[d.payout_account].status == "ACTIVE"]
    variant = b.pick(["threshold_first", "close_first", "two_fds"])
    fd = pick_one(b, fds, "FD")
    twin = None
    if variant == "two_fds":
        others = [d for d in b.customer.deposits.values() if d.kind == "FD" and d.deposit_id != fd.deposit_id
                  and d.status in ("ACTIVE", "MATURED") and d.maturity_date != fd.maturity_date]
        if not others:
            variant = "threshold_first"
        else:
            twin = b.pick(others)
    threshold = rules.TDS_THRESHOLD_SENIOR if b.customer.profile.senior_citizen else rules.TDS_THRESHOLD_GENERAL
    if variant != "close_first":
        b.call("search_knowledge_base", query="TDS on fixed deposit interest Form 15G 15H", also_by=("get_tds_details",))
        b.step(b.says("threshold"), facts=[amount("the TDS threshold", threshold)])
    if twin is not None:
        first, second = sorted((fd, twin), key=lambda d: d.deposit_id)
        b.call("get_fd_details", deposit_ids=[first.deposit_id, second.deposit_id])
        b.step(b.says("which_fd", day=fd.maturity_date.isoformat()),
               reveals=[reveal("deposit_ids", f"{first.deposit_id},{second.deposit_id}", ["deposit numbers", "deposit"],
                               say(f"They are {first.deposit_id} and {second.deposit_id}.",
                                   hi=f"उनके नंबर {first.deposit_id} और {second.deposit_id} हैं।",
                                   hinglish=f"Unke number {first.deposit_id} aur {second.deposit_id} hain."))],
               facts=[amount("the principal", fd.principal)])
    quote = quote_of(b, fd)
    b.call("get_deposit_closure_quote", deposit_ids=[fd.deposit_id])
    b.step(b.says("closure_quote"),
           reveals=[] if twin is not None else [reveal_deposit(fd.deposit_id)],
           facts=[amount("the TDS", quote.tds), amount("the net payout", quote.net_payout)])
    b.call("close_deposit", deposit_id=fd.deposit_id)
    b.step(b.says("close"),
           confirm=(say(f"close fixed deposit {fd.deposit_id}", hi=f"फ़िक्स्ड डिपॉज़िट {fd.deposit_id} बंद करेंगे",
                        hinglish=f"fixed deposit {fd.deposit_id} close karenge"), [[fd.deposit_id]]),
           facts=[words("that it is closed", "closed")])
    if variant == "close_first":
        b.call("search_knowledge_base", query="TDS on fixed deposit interest Form 15G 15H", also_by=("get_tds_details",))
        b.step(b.says("threshold_after"), facts=[amount("the TDS threshold", threshold)])
    b.call("get_account_balance", account_ids=[fd.payout_account])
    b.step(b.says("payout_balance"),
           facts=[balance_fact(b.state.customer.accounts[fd.payout_account])])
    return b.says("opening")


@family("tl_foreclosure_vs_emi", "rare_tool", "loans")
def tl_foreclosure_vs_emi(b: TaskBuilder) -> list[str]:
    # Variants: the customer forecloses after comparing; keeps paying after comparing (no write); or first asks
    # whether its account's balance covers the total payable, and forecloses only if it does.
    loan = pick_one(b, [x for x in b.customer.loans.values() if x.status == "ACTIVE" and x.remaining_tenure_months > 6], "loan")
    variant = b.pick(["foreclose", "keep_paying", "afford", "foreclose", "afford"])  # few without a write
    b.call("get_loan_details", loan_ids=[loan.loan_id])
    b.step(b.says("emis_left"),
           reveals=[reveal_loan(loan.loan_id)],
           facts=[number("the remaining EMIs", loan.remaining_tenure_months)])
    quote = finance.foreclosure_quote(loan, b.session_date)
    b.call("get_loan_foreclosure_quote", loan_ids=[loan.loan_id])
    b.step(b.says("foreclosure_charge"),
           facts=[amount("the foreclosure charge", quote["foreclosure_charge"]), amount("the total payable", quote["total_payable"])])
    new_tenure = max(loan.remaining_tenure_months // 2, 6)
    b.call("calculate_emi", principal=rupee_arg(loan.outstanding), rate=rate_pct(loan.rate_bps), tenure_months=new_tenure)
    b.step(b.says("emi_over", months=new_tenure),
           facts=[amount("the EMI", finance.emi(loan.outstanding, loan.rate_bps, new_tenure))])
    if variant == "keep_paying":
        return b.says("opening")
    if variant == "afford":
        account = max(active_accounts(b), key=usable)  # the account it would pay from: its fullest
        b.call("get_account_balance", account_ids=[account.account_id])
        b.step(b.says("afford"), reveals=[reveal_account(account.account_id)], facts=[balance_fact(account)])
        if usable(account) < quote["total_payable"]:
            return b.says("opening")  # not enough: the customer keeps paying its EMIs
    sr = created_by(b, "requests", "raise_request", category="loan_foreclosure", description=f"Foreclose loan {loan.loan_id}")
    b.step(b.says("foreclose"),
           confirm=(say(f"raise a foreclosure request for loan {loan.loan_id}",
                        hi=f"लोन {loan.loan_id} के फ़ोरक्लोज़र के लिए रिक्वेस्ट दर्ज करेंगे",
                        hinglish=f"loan {loan.loan_id} ke foreclosure ki request raise karenge"), [[loan.loan_id]]),
           facts=[ident("the request number", sr)])
    return b.says("opening")
