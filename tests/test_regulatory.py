"""The regulatory rules the bank applies, pinned through its tools and texts (docs/regulatory_sources.md names
each rule's source and the test here that pins it)."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

from bank_gym.bank import finance, rules
from bank_gym.bank.models import TaxProfile
from bank_gym.tools import execute


def _tax(before_rupees: int = 0, pan: bool = True, form: bool = False) -> TaxProfile:
    return TaxProfile(pan_on_file=pan, form_15g_15h_on_file=form, fy_interest_paid=before_rupees * rules.RUPEE)


def test_resident_tds_catches_up_the_whole_year_at_the_crossing_credit():
    # ₹45,000 credited earlier this year, then ₹10,000: the total ₹55,000 crosses ₹50,000, so 10 % of ₹55,000
    assert finance.tds_on(10_000 * rules.RUPEE, _tax(45_000), senior=False) == 5_500 * rules.RUPEE
    # already past the threshold: only the new credit
    assert finance.tds_on(10_000 * rules.RUPEE, _tax(60_000), senior=False) == 1_000 * rules.RUPEE
    # below it: nothing; a resident senior's threshold is ₹1,00,000
    assert finance.tds_on(4_000 * rules.RUPEE, _tax(45_000), senior=False) == 0
    assert finance.tds_on(10_000 * rules.RUPEE, _tax(60_000), senior=True) == 0
    assert finance.tds_on(10_000 * rules.RUPEE, _tax(95_000), senior=True) == 10_500 * rules.RUPEE  # 10 % of ₹1,05,000
    # no PAN: 20 %; Form 121 (15G/15H) on file: nothing
    assert finance.tds_on(10_000 * rules.RUPEE, _tax(60_000, pan=False), senior=False) == 2_000 * rules.RUPEE
    assert finance.tds_on(10_000 * rules.RUPEE, _tax(60_000, form=True), senior=False) == 0


def test_non_resident_tds_nre_exempt_nro_31_2_percent_from_the_first_rupee():
    assert finance.tds_on(10_000 * rules.RUPEE, _tax(60_000), senior=True, residency="NRE") == 0
    # 30 % + 4 % cess on the tax, no threshold, and a declaration on file does not help a non-resident
    assert finance.tds_on(1_000 * rules.RUPEE, _tax(0, form=True), senior=False, residency="NRO") == 312 * rules.RUPEE


def _nri_quotes(bank, kind: str):
    """Closure quotes of every open deposit of NRI customers whose money is ``kind`` (NRE or NRO)."""
    quotes = []
    for cid, c in sorted(bank.customers.items()):
        if c.profile.residency != "NRI":
            continue
        for d in c.deposits.values():
            if d.status in ("ACTIVE", "MATURED") and finance.deposit_residency(c, d) == kind:
                state = bank.new_episode(cid, bank.today)
                quotes += execute(state, "get_deposit_closure_quote", {"deposit_ids": [d.deposit_id]}).output["quotes"]
    return quotes


def test_closure_quotes_of_nre_and_nro_deposits(bank):
    nre = [q for q in _nri_quotes(bank, "NRE") if q["interest_payable"] > 0]
    assert nre, "no NRI customer with an open NRE deposit earning interest"
    for quote in nre:  # NRE interest is tax-free in India
        assert quote["tds_deducted"] == 0
        assert Decimal(str(quote["net_payout"])) == Decimal(str(quote["principal"])) + Decimal(str(quote["interest_payable"]))
    nro = [q for q in _nri_quotes(bank, "NRO") if q["interest_payable"] > 0]
    assert nro, "no NRI customer with an open NRO deposit earning interest"
    for quote in nro:  # 31.2 % from the first rupee, whatever was credited before
        expected = (Decimal(str(quote["interest_payable"])) * Decimal("0.312")).quantize(Decimal("0.01"))
        assert abs(Decimal(str(quote["tds_deducted"])) - expected) <= Decimal("0.01")


def test_non_residents_get_no_senior_rate_no_form_121_and_nre_deposits_run_a_year(bank):
    nris = [c for c in bank.customers.values() if c.profile.residency == "NRI"]
    assert nris and not any(c.profile.tax.form_15g_15h_on_file for c in nris)
    for c in nris:
        for d in c.deposits.values():
            assert not d.senior_citizen_rate
            if finance.deposit_residency(c, d) == "NRE":
                assert d.tenure_months >= rules.NRE_FD_MIN_TENURE_MONTHS
    senior_nri = next((c for c in nris if c.profile.senior_citizen), None)
    if senior_nri is not None:
        state = bank.new_episode(senior_nri.customer_id, bank.today)
        card = execute(state, "get_deposit_loan_rates", {"product_type": "fd", "tenure_months": 12}).output
        assert card["rate_basis"] == "general"
    nre = next((c, a) for c in nris for a in c.accounts.values() if a.account_type == "NRE" and a.status == "ACTIVE"
               and a.available_balance - a.hold_amount >= 10_000 * rules.RUPEE)
    state = bank.new_episode(nre[0].customer_id, bank.today)
    short = execute(state, "create_fd", {"principal_amount": 10_000, "tenure_months": 6, "source_account": nre[1].account_id})
    assert short.error_code == "VALIDATION_ERROR" and "12 months" in short.output["message"]


def _kyc_customer(bank, risk: str, in_grace: bool):
    for _cid, c in sorted(bank.customers.items()):
        kyc = c.profile.kyc
        if kyc.status != "EXPIRED" or kyc.risk_category != risk:
            continue
        days = (bank.today - kyc.rekyc_due_date).days
        if (days <= rules.KYC_LOW_RISK_GRACE_DAYS) != in_grace:
            continue
        account = next((a for a in c.accounts.values() if a.status == "ACTIVE"
                        and a.available_balance - a.hold_amount >= 10_000 * rules.RUPEE), None)
        if account is not None:
            return c, account
    return None


def test_low_risk_customers_keep_full_use_for_a_year_after_kyc_falls_due(bank):
    graced = _kyc_customer(bank, "LOW", in_grace=True)
    assert graced is not None, "the bank has a low-risk customer in the year of grace"
    customer, account = graced
    state = bank.new_episode(customer.customer_id, bank.today)
    booked = execute(state, "create_fd", {"principal_amount": 10_000, "tenure_months": 12,
                                          "source_account": account.account_id})
    assert booked.ok, booked.output
    refusals = 0
    for risk in ("MEDIUM", "HIGH"):
        blocked = _kyc_customer(bank, risk, in_grace=True) or _kyc_customer(bank, risk, in_grace=False)
        if blocked is None:
            continue
        customer, account = blocked
        state = bank.new_episode(customer.customer_id, bank.today)
        refused = execute(state, "create_fd", {"principal_amount": 10_000, "tenure_months": 12,
                                               "source_account": account.account_id})
        assert refused.error_code == "KYC_EXPIRED" and "bank's policy" in refused.output["message"]
        refusals += 1
    assert refusals, "the bank has a medium- or high-risk customer whose KYC has expired"
    kyc = customer.profile.kyc
    assert finance.kyc_blocks(kyc.model_copy(update={"risk_category": "LOW"}), kyc.rekyc_due_date + timedelta(days=366))


def test_retail_deposits_go_up_to_three_crore(bank, find):
    rich = find(lambda c: any(a.status == "ACTIVE" and a.available_balance - a.hold_amount >= 2_50_00_000 * rules.RUPEE
                              for a in c.accounts.values()) and not finance.kyc_blocks(c.profile.kyc, bank.today))
    account = next(a for a in rich.accounts.values() if a.available_balance - a.hold_amount >= 2_50_00_000 * rules.RUPEE)
    state = bank.new_episode(rich.customer_id, bank.today)
    assert execute(state, "create_fd", {"principal_amount": 2_50_00_000, "tenure_months": 12,
                                        "source_account": account.account_id}).ok
    assert execute(state, "create_fd", {"principal_amount": 3_00_00_000, "tenure_months": 12,
                                        "source_account": account.account_id}).error_code == "VALIDATION_ERROR"


def _kb(bank, query: str) -> str:
    state = bank.new_episode(sorted(bank.customers)[0], bank.today)
    result = execute(state, "search_knowledge_base", {"query": query, "top_k": 5}).output
    return " ".join(r["text"] for r in result["results"])


def test_knowledge_base_states_the_corrected_rules(bank):
    scss = _kb(bank, "Senior Citizens Savings Scheme closed before maturity within the first year deduction")
    assert "earns no interest" in scss and "recovered from the deposit" in scss
    assert "within the first year with a deduction of 1%" not in scss
    ombudsman = _kb(bank, "RBI Ombudsman time limit to file a complaint after the bank's reply")
    assert "generally one year" not in ombudsman
    nro = _kb(bank, "TDS on NRO deposit interest for non-residents")
    assert "31.2%" in nro and "NRE deposits is exempt" in nro
    kyc = _kb(bank, "low-risk customer KYC periodic updation due transactions allowed for one year")
    assert "one year after the due date" in kyc and "bank's policy" in kyc


def test_knowledge_base_states_the_dated_changes_of_the_simulated_year(bank):
    liability = _kb(bank, "unauthorised electronic transaction customer liability changes from 1 January 2027")
    assert "from 1 January 2027" in liability and "five calendar days" in liability and "45 or 60 days" in liability
    bsbda = _kb(bank, "BSBDA basic savings bank deposit account free withdrawals digital payments")
    assert "Since 1 April 2026 digital payments" in bsbda and "do not count toward the four free withdrawals" in bsbda
    forms = _kb(bank, "Form 26AS annual information statement TDS certificate Form 16A tax year 2026-27")
    assert "Form 168" in forms and "Form 131" in forms and "Form 121" in forms
    assert "within the basic exemption limit" in _kb(bank, "Form 15G individuals below 60 condition income")
    catch_up = _kb(bank, "TDS threshold crossed whole year's interest earlier credits")
    assert "TDS is deducted on the whole year's interest" in catch_up
    gold = _kb(bank, "gold loan loan-to-value ratio LTV tiers consumption loan")
    assert "consumption loan" in gold and "total amount of such loans to the borrower" in gold
    assert "below ₹3 crore" in _kb(bank, "fixed deposit maximum principal retail bulk deposit three crore")


def test_knowledge_base_states_the_payment_and_account_rules(bank):
    upi = _kb(bank, "UPI limit per day person to person NPCI five lakh categories AutoPay e-mandate")
    assert "₹1 lakh per day" in upi and "Since 15 September 2025" in upi and "up to ₹15,000 each" in upi
    transfers = _kb(bank, "RTGS minimum amount IMPS limit NEFT 24x7")
    assert "Since 16 December 2019 it works 24x7" in transfers and "The minimum amount is ₹2 lakh" in transfers
    assert "₹5 lakh per transaction" in transfers
    failed = _kb(bank, "failed transaction turnaround time compensation per day of delay")
    assert "₹100 for each day of delay" in failed
    assert "₹50,000 and above" in _kb(bank, "cheque positive pay CTS amount")
    assert "for over two years" in _kb(bank, "inoperative dormant account no customer-induced transaction")
    assert "up to ₹23 per transaction" in _kb(bank, "free ATM transactions per month charge beyond")
    assert f"up to ₹{rules.DICGC_COVER // rules.LAKH} lakh" in _kb(bank, "DICGC deposit insurance cover per depositor")


# ---------------------------------------------------------------- issue 30: round three of the facts


def test_nre_deposit_closed_in_its_first_year_earns_nothing(bank):
    quotes = _nri_quotes(bank, "NRE")
    young, older = [], []
    for _cid, c in sorted(bank.customers.items()):
        for d in c.deposits.values():
            if d.status == "ACTIVE" and finance.deposit_residency(c, d) == "NRE" and bank.today < d.maturity_date:
                (young if bank.today < finance.add_months(d.start_date, 12) else older).append(d.deposit_id)
    assert young and older, "the bank has no NRE deposit under, or over, a year old"
    by_id = {q["deposit_id"]: q for q in quotes}
    for deposit_id in young:  # no interest at all, not the contracted rate less 1 pp
        quote = by_id[deposit_id]
        assert quote["effective_rate"] == 0 and quote["penalty_rate"] == quote["contract_rate"]
        assert quote["interest_payable"] <= 0 and quote["tds_deducted"] == 0
    for deposit_id in older:  # past its first year the usual premature-closure penalty applies
        quote = by_id[deposit_id]
        assert quote["penalty_rate"] == 1.0 and quote["effective_rate"] == quote["contract_rate"] - 1.0


def test_nre_rule_is_a_residency_rule_not_a_tenure_rule(bank, find):
    customer = find(lambda c: any(d.status == "ACTIVE" and d.kind == "FD" and d.payout_type == "cumulative"
                                  and finance.deposit_residency(c, d) == "RESIDENT" for d in c.deposits.values()))
    deposit = next(d for d in customer.deposits.values() if d.status == "ACTIVE" and d.kind == "FD"
                   and d.payout_type == "cumulative" and finance.deposit_residency(customer, d) == "RESIDENT")
    day = deposit.start_date + timedelta(days=200)
    if day >= deposit.maturity_date:
        day = deposit.start_date + timedelta(days=30)
    resident = finance.closure_quote(deposit, day, _tax(), False, "RESIDENT")
    nre = finance.closure_quote(deposit, day, _tax(), False, "NRE")
    assert resident.interest > 0 and resident.penalty_bps == rules.PREMATURE_PENALTY_BPS
    assert nre.interest == 0 and nre.effective_rate_bps == 0
    after_a_year = finance.add_months(deposit.start_date, 12)
    if after_a_year < deposit.maturity_date:
        assert finance.closure_quote(deposit, after_a_year, _tax(), False, "NRE").interest > 0


def test_knowledge_base_and_policy_state_the_nre_first_year_rule(bank):
    from bank_gym.policy import load_policy as policy_text
    assert "earns no interest at all" in _kb(bank, "NRE term deposit closed before one year premature interest")
    assert "an NRE deposit closed before it has run one year earns no" in " ".join(policy_text().split())


def test_a_minor_nominees_appointee_is_never_the_depositor(bank, find):
    minors = [(c, n) for c in bank.customers.values()
              for n in [a.nominee for a in c.accounts.values()] + [d.nominee for d in c.deposits.values()]
              if n is not None and n.age < 18]
    assert minors
    assert all(n.guardian_name and n.guardian_name != c.profile.name for c, n in minors)
    customer = find(lambda c: any(a.status == "ACTIVE" and a.account_type == "SAVINGS"
                                  and a.available_balance - a.hold_amount > 50_000 * rules.RUPEE
                                  for a in c.accounts.values()) and c.profile.kyc.status != "EXPIRED")
    account = next(a for a in customer.accounts.values() if a.status == "ACTIVE" and a.account_type == "SAVINGS"
                   and a.available_balance - a.hold_amount > 50_000 * rules.RUPEE)
    args = {"principal_amount": 10_000, "tenure_months": 12, "source_account": account.account_id}
    me = f"  {customer.profile.name.upper()} "
    refused = execute(bank.new_episode(customer.customer_id, bank.today), "create_fd", {
        **args, "nominee": {"name": "Aarav", "relationship": "son", "age": 6, "guardian_name": me}})
    assert refused.error_code == "VALIDATION_ERROR" and "cannot be the guardian" in refused.text()
    booked = execute(bank.new_episode(customer.customer_id, bank.today), "create_fd", {
        **args, "nominee": {"name": "Aarav", "relationship": "son", "age": 6, "guardian_name": "Meena Rao"}})
    assert booked.ok and booked.output["status"] == "BOOKED"
    nomination = _kb(bank, "minor nominee appointee guardian depositor dies")
    assert "if the depositor dies while the nominee is still a minor" in nomination


def test_knowledge_base_states_the_2027_compensation_scheme(bank):
    text = _kb(bank, "unauthorised electronic transaction customer liability changes from 1 January 2027")
    assert "85 % of the net loss" in text and "at most ₹25,000" in text and "up to ₹50,000" in text
    assert "once in a lifetime" in text and "coerced" in text
    assert "compensated when the bank misses those limits" not in text


def test_knowledge_base_gives_t_plus_5_for_a_failed_upi_merchant_payment(bank):
    import pathlib
    kb = pathlib.Path(__file__).resolve().parents[1] / "bank_gym" / "policy" / "kb"
    upi = (kb / "upi_payments.md").read_text(encoding="utf-8")
    assert "within five days (T+5)" in upi and "reversed automatically by the next day (T+1)" not in upi
    assert "merchant payment debited but not confirmed to the merchant – within T+5 days" in \
        (kb / "failed_transactions_tat.md").read_text(encoding="utf-8")
    rd = (kb / "recurring_deposits.md").read_text(encoding="utf-8")
    assert "a low-risk customer keeps full use for one year after the KYC due date" in rd


def test_policy_says_resident_for_the_tds_rates_and_thresholds():
    from bank_gym.policy import load_policy as policy_text
    text = " ".join(policy_text().split())
    assert "7.1 For a resident customer, TDS is 10%" in text
    assert "7.2 For a resident customer, TDS is deducted" in text and "₹1,00,000 for resident senior citizens" in text
    assert "NRE deposit interest is exempt" in text


def test_failed_upi_request_status_shows_t_plus_5_and_the_compensation_owed(bank):
    from bank_gym.bank import disputes
    checked = 0
    for cid, c in sorted(bank.customers.items()):
        for account in c.accounts.values():
            for txn in account.transactions:
                if txn.status != "FAILED" or checked >= 15:
                    continue
                state = bank.new_episode(cid, bank.today)
                raised = execute(state, "raise_request", {"category": "failed_transaction", "description": "failed",
                                                          "related_transaction_id": txn.txn_id})
                if not raised.ok:  # already disputed
                    continue
                status = execute(state, "get_request_status", {"request_id": raised.output["request_id"]}).output
                reg = status["regulatory"]
                due = txn.date + timedelta(days=5)  # every failed UPI payment of the bank is to a merchant: T+5
                assert reg["turnaround_time"] == "T+5" and reg["reversal_due_date"] == due.isoformat()
                late = max((bank.today - due).days, 0)
                assert reg["days_delayed"] == late and reg["compensation_owed"] == 100 * late
                assert disputes.failed_debit(txn, bank.today)["compensation_owed"] == late * 100 * rules.RUPEE
                checked += 1
    assert checked >= 10


def test_unauthorised_debit_liability_turns_on_the_working_days_to_report():
    from datetime import date

    from bank_gym.bank import disputes
    from bank_gym.bank.models import Transaction
    # Fri 3 Jul 2026: Sat 4 (first Saturday, working), Sun 5 (holiday), Mon 6, Tue 7 ...; 11 Jul is a 2nd Saturday
    assert disputes.is_working_day(date(2026, 7, 4)) and not disputes.is_working_day(date(2026, 7, 5))
    assert not disputes.is_working_day(date(2026, 7, 11)) and not disputes.is_working_day(date(2026, 7, 25))
    txn = Transaction(txn_id="TXN1", date=date(2026, 7, 3), description="POS Croma", amount=-40_000 * rules.RUPEE,
                      direction="debit", channel="POS", counterparty="Croma", status="SUCCESS", balance_after=0)

    class Acct:
        account_type, available_balance = "SAVINGS", 1 * rules.LAKH

    zero = disputes.unauthorised_debit(txn, Acct, date(2026, 7, 7))  # Sat 4, Mon 6, Tue 7: 3 working days
    assert zero["working_days_to_report"] == 3 and zero["liability_class"] == "ZERO"
    assert zero["customer_liability"] == 0 and zero["shadow_credit_amount"] == 40_000 * rules.RUPEE
    assert zero["shadow_credit_by"] == date(2026, 7, 20)  # 10 working days, skipping Sundays and 11 Jul
    limited = disputes.unauthorised_debit(txn, Acct, date(2026, 7, 8))
    assert limited["liability_class"] == "LIMITED" and limited["customer_liability"] == 10_000 * rules.RUPEE
    late = disputes.unauthorised_debit(txn, Acct, date(2026, 7, 16))
    assert late["liability_class"] == "BANK_POLICY" and late["customer_liability"] == 40_000 * rules.RUPEE
    assert late["shadow_credit_by"] is None and late["resolve_by"] == date(2026, 10, 14)


def test_dispute_families_check_the_turnaround_time_and_what_is_owed(bank):
    from bank_gym.tasks.families import FAMILIES
    from bank_gym.tasks.generate import RELEASE_SEED, _family_tasks
    upi = list(_family_tasks(bank, FAMILIES["sq_failed_upi_dispute"], 5, RELEASE_SEED, set(), ""))
    for task in upi:  # the step that raises the complaint tells them (a variant asks the balance after it)
        labels = {f.label: f for step in task.scenario.steps for f in step.facts}
        assert "the date the reversal was due" in labels and labels["the compensation owed for the delay"].value > 0
    debit = list(_family_tasks(bank, FAMILIES["sq_unauthorized_debit_block"], 5, RELEASE_SEED, set(), ""))
    for task in debit:
        assert (task.session_date - _txn_date(bank, task)).days <= 60
        labels = {f.label for step in task.scenario.steps for f in step.facts}
        assert "the amount you bear" in labels or "the amount credited back to you" in labels


def _txn_date(bank, task):
    txn_id = next(c.arguments["related_transaction_id"] for c in task.gold if c.name == "raise_request")
    customer = bank.customers[task.customer_id]
    return next(t.date for a in customer.accounts.values() for t in a.transactions if t.txn_id == txn_id)


def test_regulatory_sources_cite_the_directions_in_force_and_name_real_tests():
    import pathlib
    import re
    root = pathlib.Path(__file__).resolve().parents[1]
    doc = (root / "docs" / "regulatory_sources.md").read_text(encoding="utf-8")
    assert "Reserve Bank of India (Commercial Banks – Know Your Customer) Directions, 2025" in doc
    assert "Reserve Bank of India (Commercial Banks – Interest Rate on Deposits) Directions, 2025" in doc
    # the repealed 2016 Master Directions are named only as what the 2025 Directions replaced
    for old in ("RBI Master Direction – Know Your Customer, 2016 |", "RBI Master Direction – Interest Rate on Deposits, 2016 |"):
        assert old not in doc
    files = {"kb": "test_knowledge_base.py", "reg": "test_regulatory.py"}
    named = re.findall(r"`(kb|reg|test_[a-z_]+\.py)::(test_[a-z0-9_]+)`", doc)
    assert len(named) > 30
    for where, test in named:
        source = (root / "tests" / files.get(where, where)).read_text(encoding="utf-8")
        assert f"def {test}(" in source, (where, test)
