"""Rare-tool families (8): chains around rarely used tools (gold LTV, EMI comparisons, statements, TDS, schemes)."""

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
    reveal_deposit,
    reveal_loan,
    rupee_arg,
    words,
)
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
)


@family("tl_gold_loan_eligibility", "rare_tool", "loans")
def tl_gold_loan_eligibility(b: TaskBuilder) -> list[str]:
    purity = b.pick([18, 22, 24])
    grams = b.pick([10, 20, 25, 40, 50, 75, 100])
    rate = rules.GOLD_RATE_PER_GRAM[purity]
    b.call("get_gold_rate", purity_karat=purity)
    b.step([f"What's today's rate for {purity} carat gold?"], facts=[amount("the rate per gram", rate)])
    from decimal import Decimal

    result = finance.gold_loan_eligibility(Decimal(grams), rate)
    b.call("calculate_gold_loan_ltv", gold_grams=grams, purity_karat=purity, gold_rate_per_gram=rupee_arg(rate))
    b.step([f"How much loan can I get against {grams} grams of it?"], facts=[amount("the eligible loan", result["eligible_loan"])])
    loan_rate = finance.loan_rate_bps("gold_loan", result["eligible_loan"])
    b.call("get_deposit_loan_rates", product_type="gold_loan", amount=rupee_arg(result["eligible_loan"]))
    b.step(["And what interest rate would that loan carry?"], facts=[number("the interest rate", f"{rate_pct(loan_rate):g}")])
    return [f"I have {grams} grams of {purity} carat gold jewellery and want a gold loan.", "How does a gold loan work with you?",
            f"Can I pledge {purity}K gold for a loan?"]


@family("tl_emi_tenure_compare", "rare_tool", "calculators")
def tl_emi_tenure_compare(b: TaskBuilder) -> list[str]:
    product = b.pick(["home_loan", "personal_loan", "car_loan"])
    principal = {"home_loan": b.pick([20, 35, 50, 80]) * rules.LAKH, "personal_loan": b.pick([2, 3, 5, 8]) * rules.LAKH,
                 "car_loan": b.pick([5, 7, 10]) * rules.LAKH}[product]
    tenures = {"home_loan": (180, 240), "personal_loan": (36, 60), "car_loan": (60, 84)}[product]
    rate = finance.loan_rate_bps(product, principal)
    b.call("get_deposit_loan_rates", product_type=product, amount=rupee_arg(principal))
    name = product.replace("_", " ")
    b.step([f"What's your {name} rate for {format_inr(principal)}?"], facts=[number("the interest rate", f"{rate_pct(rate):g}")])
    b.call("calculate_emi", principal=rupee_arg(principal), rate=rate_pct(rate), tenure_months=tenures[0])
    b.step([f"What would the EMI be over {tenures[0]} months?"], facts=[amount("the EMI", finance.emi(principal, rate, tenures[0]))])
    b.call("calculate_emi", principal=rupee_arg(principal), rate=rate_pct(rate), tenure_months=tenures[1])
    b.step([f"And over {tenures[1]} months?"], facts=[amount("the EMI", finance.emi(principal, rate, tenures[1]))])
    return [f"I'm considering a {name} of {format_inr(principal)}.", f"Help me compare EMIs for a {name}.",
            f"How much would a {format_inr(principal)} {name} cost me monthly?"]


@family("tl_duplicate_statement", "rare_tool", "accounts")
def tl_duplicate_statement(b: TaskBuilder) -> list[str]:
    account = pick_one(b, [a for a in b.customer.accounts.values() if a.status == "ACTIVE" and a.transactions], "account")
    b.call("get_account_details", account_ids=[account.account_id])
    b.step(["Which branch and IFSC is my account with?"], reveals=[reveal_account(account.account_id)],
           facts=[words("the IFSC", account.ifsc)])
    start = account.transactions[0].date
    end = b.session_date - timedelta(days=1)
    b.call("get_transaction_history", account_id=account.account_id)
    b.step(["How many transactions are on the account?"], facts=[number("the number of transactions", len(account.transactions))])
    b.call("request_duplicate_statement", account_id=account.account_id, from_date=start.isoformat(), to_date=end.isoformat(), delivery_mode="email")
    b.step([f"Email me a statement from {start.isoformat()} to {end.isoformat()} for my visa application."],
           confirm=(f"email a statement of {account.account_id} from {start.isoformat()} to {end.isoformat()}", [[start.isoformat()], [end.isoformat()]]),
           facts=[words("that it is requested", "requested", "will be emailed", "sent")])
    return ["I need a bank statement for my visa application.", "Can I get an account statement by email?",
            "I need my account details and a statement."]


@family("tl_request_followup", "rare_tool", "service_requests")
def tl_request_followup(b: TaskBuilder) -> list[str]:
    request = pick_one(b, [r for r in b.customer.requests.values() if r.status in ("OPEN", "IN_PROGRESS")], "open request")
    b.call("get_request_status", request_id=request.request_id)
    b.step(["What's the status of my complaint?"],
           reveals=[reveal("request_id", request.request_id, ["request number", "reference", "request"], f"It's {request.request_id}.")],
           facts=[words("the status", request.status.lower().replace("_", " "))])
    account = b.customer.accounts.get(request.account_id) or next(iter(b.customer.accounts.values()))
    b.call("get_transaction_history", account_id=account.account_id)
    b.step(["Has anything been credited back to my account since?"], reveals=[reveal_account(account.account_id)],
           facts=[amount("the last transaction amount", abs(account.transactions[-1].amount))] if account.transactions else
           [words("that there are no transactions", "no transactions")])
    sr = created_by(b, "requests", "raise_request", category="service_quality",
           description=f"Escalation: request {request.request_id} still unresolved")
    b.step(["This is taking too long. Please log an escalation about the service."],
           confirm=("raise a service-quality escalation", [["escalation", "escalate"]]), facts=[ident("the new request number", sr)])
    b.call("get_request_status", request_id=sr)
    b.step(["What priority and date does the escalation have?"],
           facts=[on_date("the expected date", b.state.customer.requests[sr].eta)])
    return ["I want to follow up on a complaint I raised.", "What's happening with my service request?", "I'm still waiting on my complaint."]


@family("tl_personal_loan_offer", "rare_tool", "loans")
def tl_personal_loan_offer(b: TaskBuilder) -> list[str]:
    offers = [o for o in b.customer.offers if o.product_type == "loan"]
    if not offers:
        raise BuildError("no loan offer")
    b.call("get_products_and_offers", type="loan")
    b.step(["Do I have any loan offers?"], facts=[words("the offer", offers[0].title)])
    principal = b.pick([1, 2, 3, 5]) * rules.LAKH
    rate = finance.loan_rate_bps("personal_loan", principal)
    b.call("get_deposit_loan_rates", product_type="personal_loan", amount=rupee_arg(principal))
    b.step([f"What rate would a personal loan of {format_inr(principal)} carry?"], facts=[number("the interest rate", f"{rate_pct(rate):g}")])
    tenure = b.pick([24, 36, 48])
    b.call("calculate_emi", principal=rupee_arg(principal), rate=rate_pct(rate), tenure_months=tenure)
    b.step([f"What would the EMI be for {tenure} months?"], facts=[amount("the EMI", finance.emi(principal, rate, tenure))])
    sr = created_by(b, "requests", "raise_request", category="general_query",
           description=f"Customer interested in offer {offers[0].offer_id}: personal loan of {format_inr(principal)}; please call back")
    b.step(["Please ask the loans team to call me back about it."],
           confirm=("raise a request for the loans team to call you back", [["call", "callback", "call back"]]),
           facts=[ident("the request number", sr)])
    return ["I saw something about pre-approved loans.", "Are there any loan offers for me?", "I'm looking for a personal loan."]


@family("tl_scheme_vs_fd", "rare_tool", "schemes")
def tl_scheme_vs_fd(b: TaskBuilder) -> list[str]:
    kyc_ok(b)
    resident_only(b)  # a non-resident cannot open an SCSS or PPF account
    senior = b.customer.profile.senior_citizen
    scheme = "Senior Citizens Savings Scheme" if senior else "Public Provident Fund"
    b.call("search_knowledge_base", query=f"{scheme} interest rate eligibility")
    b.step([f"What is the interest rate on the {scheme}?"], facts=[number("the scheme rate", "8.2" if senior else "7.1")])
    account = b.pick(active_accounts(b, 20_000 * RUPEE))
    principal, tenure = fd_amount_and_tenure(b, account, 10_000, 2_00_000)
    tenure = 60
    rate, rate_fact = rate_card(b, "FD", tenure)
    b.step(["And your 5-year FD rate for me?"], facts=[rate_fact])
    b.call("get_account_balance", account_ids=[account.account_id])
    fd_id = created_by(b, "deposits", "create_fd", principal_amount=rupee_arg(principal), tenure_months=tenure, source_account=account.account_id)
    b.step([f"I'll go with the FD: {format_inr(principal)} for 60 months. Check my balance and book it."],
           reveals=[reveal_account(account.account_id)],
           confirm=(f"book a fixed deposit of {format_inr(principal)} for 60 months from account {account.account_id}", [money_alts(principal), months_text(60)]),
           facts=[ident("the new deposit number", fd_id)])
    return [f"I'm comparing the {scheme} with a fixed deposit.", f"Is the {scheme} better than an FD?",
            "I want to invest for five years safely."]


@family("tl_tds_on_closure", "rare_tool", "deposits")
def tl_tds_on_closure(b: TaskBuilder) -> list[str]:
    resident_only(b)  # the thresholds are resident rules (NRE interest is exempt, NRO taxed from the first rupee)
    fd = pick_one(b, [d for d in deposits_where(b, "FD", "ACTIVE", "MATURED") if b.customer.accounts.get(d.payout_account)
                      and b.customer.accounts[d.payout_account].status == "ACTIVE"], "FD")
    b.call("search_knowledge_base", query="TDS on fixed deposit interest Form 15G 15H")
    threshold = rules.TDS_THRESHOLD_SENIOR if b.customer.profile.senior_citizen else rules.TDS_THRESHOLD_GENERAL
    b.step(["Above what interest amount is TDS deducted on FD interest for someone like me?"], facts=[amount("the TDS threshold", threshold)])
    quote = quote_of(b, fd)
    b.call("get_deposit_closure_quote", deposit_ids=[fd.deposit_id])
    b.step(["How much TDS would be deducted if I closed my FD now, and what would I get?"], reveals=[reveal_deposit(fd.deposit_id)],
           facts=[amount("the TDS", quote.tds), amount("the net payout", quote.net_payout)])
    b.call("close_deposit", deposit_id=fd.deposit_id)
    b.step(["Okay, close it."], confirm=(f"close fixed deposit {fd.deposit_id}", [[fd.deposit_id]]), facts=[words("that it is closed", "closed")])
    b.call("get_account_balance", account_ids=[fd.payout_account])
    b.step(["And my balance in the payout account now?"], facts=[balance_fact(b.state.customer.accounts[fd.payout_account])])
    return ["I have a question about TDS on my FD.", "Will tax be cut if I close my fixed deposit?", "How is TDS applied on deposit interest?"]


@family("tl_foreclosure_vs_emi", "rare_tool", "loans")
def tl_foreclosure_vs_emi(b: TaskBuilder) -> list[str]:
    loan = pick_one(b, [x for x in b.customer.loans.values() if x.status == "ACTIVE" and x.remaining_tenure_months > 6], "loan")
    b.call("get_loan_details", loan_ids=[loan.loan_id])
    b.step(["How many EMIs are left on my loan?"], reveals=[reveal_loan(loan.loan_id)],
           facts=[number("the remaining EMIs", loan.remaining_tenure_months)])
    quote = finance.foreclosure_quote(loan, b.session_date)
    b.call("get_loan_foreclosure_quote", loan_ids=[loan.loan_id])
    b.step(["What is the foreclosure charge if I close it now?"], facts=[amount("the foreclosure charge", quote["foreclosure_charge"]),
                                                                      amount("the total payable", quote["total_payable"])])
    new_tenure = max(loan.remaining_tenure_months // 2, 6)
    b.call("calculate_emi", principal=rupee_arg(loan.outstanding), rate=rate_pct(loan.rate_bps), tenure_months=new_tenure)
    b.step([f"If instead I repaid the outstanding over {new_tenure} months, what would the EMI be?"],
           facts=[amount("the EMI", finance.emi(loan.outstanding, loan.rate_bps, new_tenure))])
    sr = created_by(b, "requests", "raise_request", category="loan_foreclosure", description=f"Foreclose loan {loan.loan_id}")
    b.step(["I'll foreclose after all. Please raise the foreclosure request."],
           confirm=(f"raise a foreclosure request for loan {loan.loan_id}", [[loan.loan_id]]), facts=[ident("the request number", sr)])
    return ["I want to understand my options for paying off my loan.", "Should I foreclose my loan or keep paying?",
            "What does it cost to close my loan early?"]
