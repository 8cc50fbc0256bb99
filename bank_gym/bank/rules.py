"""The bank's rule book: every number a tool, the policy or the knowledge base relies on.

One place for the figures so that tools, the written policy and the knowledge base cannot drift apart.
Money is integer paise (``1 rupee == 100 paise``); rates are basis points (``7.10 % == 710``).
"""

from __future__ import annotations

from datetime import date

BANK_NAME = "Aranya Bank Ltd."
BANK_SHORT_NAME = "Aranya Bank"
IFSC_PREFIX = "ARNY"
# The frozen bank date: no wall clock is ever read. Tasks may carry their own session date.
BANK_DATE = date(2026, 7, 16)
FINANCIAL_YEAR = "2026-27"

RUPEE = 100  # paise per rupee
LAKH = 100_000 * RUPEE
CRORE = 10_000_000 * RUPEE

# ---------------------------------------------------------------- deposits
# Fixed-deposit card: (min_months, max_months) inclusive -> general rate in basis points.
FD_SLABS: tuple[tuple[int, int, int], ...] = (
    (1, 2, 450),
    (3, 5, 550),
    (6, 11, 625),
    (12, 23, 680),
    (24, 35, 700),
    (36, 59, 675),
    (60, 120, 650),
)
# Recurring deposits use the fixed-deposit rate for the same tenure, from 6 months.
RD_SLABS: tuple[tuple[int, int, int], ...] = tuple(s for s in FD_SLABS if s[0] >= 6)
SENIOR_CITIZEN_AGE = 60
SENIOR_UPLIFT_BPS = 50  # +0.50 percentage point for resident senior citizens (never on NRE/NRO deposits)
PREMATURE_PENALTY_BPS = 100  # 1.00 percentage point below the contracted rate
MIN_DAYS_FOR_INTEREST = 7  # deposits closed within 7 days earn no interest

FD_MIN_PRINCIPAL = 5_000 * RUPEE
FD_MAX_PRINCIPAL = 3 * CRORE - RUPEE  # retail deposits are below Rs 3 crore (RBI's bulk-deposit limit since June 2024)
NRE_FD_MIN_TENURE_MONTHS = 12  # an NRE term deposit runs at least one year
# An NRE term deposit closed before it has run one year earns no interest at all (not the rate less the penalty):
# NRE deposits may not be booked for under a year, so none is paid for a shorter period.
NRE_NO_INTEREST_MONTHS = 12
FD_MIN_TENURE_MONTHS = 1
FD_MAX_TENURE_MONTHS = 120
RD_MIN_INSTALMENT = 500 * RUPEE
RD_INSTALMENT_MULTIPLE = 100 * RUPEE
RD_MAX_INSTALMENT = 10 * LAKH
RD_MIN_TENURE_MONTHS = 6
RD_MAX_TENURE_MONTHS = 120

# ---------------------------------------------------------------- TDS on deposit interest
TDS_RATE_WITH_PAN_BPS = 1000  # 10 %
TDS_RATE_WITHOUT_PAN_BPS = 2000  # 20 %
TDS_THRESHOLD_GENERAL = 50_000 * RUPEE  # interest per financial year
TDS_THRESHOLD_SENIOR = 100_000 * RUPEE  # resident senior citizens only
# Non-residents: NRE interest is exempt; NRO interest carries TDS at 30 % plus 4 % health and education cess on the
# tax (31.2 % in all; surcharge applies only above ₹50 lakh of income and is not modelled), with no threshold, and
# a non-resident cannot file Form 121 (formerly 15G/15H).
NRO_TDS_RATE_BPS = 3000
TDS_CESS_BPS = 400  # on the tax, not on the interest

DICGC_COVER = 5 * LAKH

# ---------------------------------------------------------------- loans
# (min_amount inclusive, max_amount exclusive or None) -> rate bps
LOAN_SLABS: dict[str, tuple[tuple[int, int | None, int], ...]] = {
    "home_loan": ((0, 30 * LAKH, 790), (30 * LAKH, 75 * LAKH, 810), (75 * LAKH, None, 825)),
    "personal_loan": ((0, 5 * LAKH, 1300), (5 * LAKH, 15 * LAKH, 1225), (15 * LAKH, None, 1150)),
    "gold_loan": ((0, 3 * LAKH, 925), (3 * LAKH, 10 * LAKH, 900), (10 * LAKH, None, 875)),
    "car_loan": ((0, None, 890),),
    "education_loan": ((0, None, 950),),
}
LOAN_RATE_TYPE = {
    "home_loan": "FLOATING",
    "personal_loan": "FIXED",
    "gold_loan": "FIXED",
    "car_loan": "FIXED",
    "education_loan": "FLOATING",
}
# Foreclosure charge on fixed-rate loans, bps of the outstanding principal. Floating-rate loans to
# individuals carry no foreclosure charge (RBI).
FORECLOSURE_CHARGE_BPS = {"personal_loan": 300, "car_loan": 300, "gold_loan": 0}
GST_BPS = 1800

# ---------------------------------------------------------------- gold
GOLD_RATE_PER_GRAM = {24: 10_250 * RUPEE, 22: 9_395 * RUPEE, 18: 7_690 * RUPEE}
# Loan-to-value caps for gold loans by loan amount (RBI directions in force from 1 April 2026).
GOLD_LTV_TIERS: tuple[tuple[int | None, int], ...] = ((250_000 * RUPEE, 8500), (500_000 * RUPEE, 8000), (None, 7500))

# ---------------------------------------------------------------- cards
# Highest daily limit a customer may set per channel, in paise (debit cards); credit cards are further
# capped by their credit limit (cash at ATMs by CREDIT_CASH_LIMIT_BPS of it).
DEBIT_CHANNEL_MAX = {"atm": 1 * LAKH, "pos": 2 * LAKH, "online": 2 * LAKH}
CREDIT_CASH_LIMIT_BPS = 3000

# ---------------------------------------------------------------- service requests
REQUEST_CATEGORIES = (
    "failed_transaction",
    "unauthorized_debit",
    "service_quality",
    "app_issue",
    "charges_dispute",
    "loan_foreclosure",
    "insurance_service",
    "general_query",
    "other",
)
# Categories that must name one of the customer's own transactions.
TRANSACTION_CATEGORIES = ("failed_transaction", "unauthorized_debit", "charges_dispute")
REQUEST_TAT_DAYS = {
    "unauthorized_debit": 1,
    "failed_transaction": 1,
    "charges_dispute": 7,
    "loan_foreclosure": 7,
    "insurance_service": 7,
    "service_quality": 7,
    "app_issue": 3,
    "general_query": 5,
    "other": 5,
}
CHEQUE_BOOK_LEAVES = (10, 25, 50)
CHEQUE_BOOK_DELIVERY_DAYS = 7
STATEMENT_MAX_RANGE_DAYS = 366 * 5

# ---------------------------------------------------------------- minimum balance (monthly average)
MIN_BALANCE = {
    ("SAVINGS", "METRO"): 5_000 * RUPEE,
    ("SAVINGS", "URBAN"): 5_000 * RUPEE,
    ("SAVINGS", "SEMI_URBAN"): 2_500 * RUPEE,
    ("SAVINGS", "RURAL"): 1_000 * RUPEE,
    ("CURRENT", None): 10_000 * RUPEE,
    ("SALARY", None): 0,
    ("NRE", None): 10_000 * RUPEE,
    ("NRO", None): 10_000 * RUPEE,
}

# KYC periodic updation, years by risk category (RBI KYC Master Direction).
# ---------------------------------------------------------------- disputes (RBI circulars; docs/regulatory_sources.md)
# Failed transactions (RBI, 20 Sep 2019): calendar days after T (the transaction day) by which a failed debit must
# be reversed; past it the bank pays ₹100 for each day of delay, without a claim. UPI merchant payments (debited,
# not confirmed to the merchant) and card payments at shops or online: T+5; ATM: T+5; UPI or IMPS to a person: T+1.
FAILED_TXN_TAT_DAYS = {"UPI_MERCHANT": 5, "UPI_PERSON": 1, "IMPS": 1, "POS": 5, "ATM": 5}
FAILED_TXN_COMPENSATION_PER_DAY = 100 * RUPEE
# Unauthorised electronic debits (RBI, 6 Jul 2017), for a breach in the system (neither the bank's nor the
# customer's fault), by working days from the transaction to the report: up to 3 -> zero liability; 4 to 7 ->
# limited to the transaction or the account's cap, whichever is lower; beyond 7 -> the bank's Board-approved
# policy, which at Aranya Bank leaves the whole amount with the customer. The bank credits the amount back
# (shadow credit) within 10 working days of the report and resolves the complaint within 90 days of it.
ZERO_LIABILITY_WORKING_DAYS = 3
LIMITED_LIABILITY_WORKING_DAYS = 7
LIMITED_LIABILITY_CAP = {"SAVINGS": 10_000 * RUPEE, "SALARY": 10_000 * RUPEE,
                         "NRE": 10_000 * RUPEE, "NRO": 10_000 * RUPEE, "CURRENT": 10_000 * RUPEE}
LIMITED_LIABILITY_CAP_LARGE = 25_000 * RUPEE  # current accounts with a balance above ₹25 lakh
LARGE_CURRENT_ACCOUNT = 25 * LAKH
SHADOW_CREDIT_WORKING_DAYS = 10
UNAUTHORISED_RESOLUTION_DAYS = 90
# Bank holidays are not modelled: every day but Sundays and the second and fourth Saturdays is a working day.

KYC_PERIOD_YEARS = {"HIGH": 2, "MEDIUM": 8, "LOW": 10}
# RBI (KYC amendment of 12 June 2025): a low-risk individual whose periodic updation has fallen due may keep
# transacting in full for one year after the due date. After that year, and for medium- and high-risk customers
# at once, the bank's own policy stops new bookings and cheque books until KYC is updated.
KYC_LOW_RISK_GRACE_DAYS = 365
DORMANT_AFTER_YEARS = 2

# ---------------------------------------------------------------- card disputes, card EMIs, payment traces, charges
# (the held-out servicing families; bank_gym/bank/servicing.py and the tools card_services / payment_services)
# Credit card statements: generated every month; payment due 20 days after the statement date (bank policy).
# The minimum amount due is 5 % of the total due, at least ₹200 (bank policy, never more than the total due).
CARD_PAYMENT_DUE_DAYS = 20
CARD_MIN_DUE_BPS = 500
CARD_MIN_DUE_FLOOR = 200 * RUPEE
# RBI's card directions (2022): a cardholder who protests a bill gets an explanation, with documentary evidence
# where applicable, within at most 30 days. Aranya Bank resolves a card dispute within those 30 days and, while
# it is open, keeps the disputed amount out of the amount payable: no interest or late fee on it (bank policy).
CARD_DISPUTE_RESOLUTION_DAYS = 30
# EMI on a credit card purchase (bank policy): purchases of ₹2,500 or more made in the last 30 days, except cash
# withdrawals, fuel and jewellery; reducing-balance interest by tenure; a processing fee of 1 % (₹199 to ₹1,499)
# plus 18 % GST on the fee, charged once on the card; the first EMI is billed on the next statement.
CARD_EMI_MIN_AMOUNT = 2_500 * RUPEE
CARD_EMI_WINDOW_DAYS = 30
CARD_EMI_RATE_BPS = {3: 1500, 6: 1500, 9: 1600, 12: 1600, 18: 1650, 24: 1650}
CARD_EMI_FEE_BPS = 100
CARD_EMI_FEE_MIN = 199 * RUPEE
CARD_EMI_FEE_MAX = 1_499 * RUPEE
CARD_EMI_EXCLUDED = ("cash", "fuel", "jewellery")
# Targets of the requests the servicing tools raise, in days (bank policy): a card dispute within the 30 days
# above; an ATM withdrawal that did not dispense cash, and a transfer the beneficiary bank has not confirmed,
# within 1 day (as failed transactions); a request to the beneficiary bank to return money sent to a wrong
# account within 15 days (the money comes back only with the beneficiary's consent).
SERVICING_REQUEST_TAT_DAYS = {"card_dispute": CARD_DISPUTE_RESOLUTION_DAYS, "atm_cash_not_dispensed": 1,
                              "transfer_not_credited": 1, "wrong_account_recall": 15}
# Minimum-balance charges (RBI, Nov 2014: notice first, a month to restore the balance, proportionate to the
# shortfall): 10 % of the shortfall in the monthly average balance, at least ₹50 and at most ₹500 (₹1,000 on a
# current account), plus 18 % GST; levied only if a shortfall notice was sent at least 30 days before.
MIN_BALANCE_CHARGE_BPS = 1000
MIN_BALANCE_CHARGE_MIN = 50 * RUPEE
MIN_BALANCE_CHARGE_MAX = {"CURRENT": 1_000 * RUPEE}
MIN_BALANCE_CHARGE_MAX_DEFAULT = 500 * RUPEE
MIN_BALANCE_NOTICE_DAYS = 30
# SMS alerts (bank policy): charged on actual use, 25 paise an SMS, at most ₹15 a quarter, plus 18 % GST; free on
# salary accounts; nothing is due for a quarter in which no alert was sent.
SMS_ALERT_CHARGE_PER_SMS = 25
SMS_ALERT_QUARTERLY_CAP = 15 * RUPEE
