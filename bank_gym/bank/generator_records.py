"""The generator's record builders: accounts with their transactions and cheques, cards, deposits, loans,
mandates, insurance, service requests and offers of one customer (a mixin of the generator's customer builder,
which holds ``rng``, ``ids``, ``today`` and the profile fields these read). Every draw is from the customer's own
``random.Random``, in the order the builder calls these."""

from __future__ import annotations

import random
from datetime import date, timedelta

from . import finance, rules
from .models import (
    Account,
    Card,
    CardControls,
    ChannelControl,
    Cheque,
    ControlRegion,
    FixedDeposit,
    InsurancePolicy,
    Loan,
    Mandate,
    Offer,
    RecurringDeposit,
    ServiceRequest,
    Transaction,
)
from .names import INSURERS, MANDATE_PAYEES, MERCHANTS

R = rules.RUPEE


def log_amount(rng: random.Random, low_rupees: int, high_rupees: int) -> int:
    """Log-uniform rupee amount, rounded to a plausible granularity, in paise."""
    import math

    value = math.exp(rng.uniform(math.log(low_rupees), math.log(high_rupees)))
    step = 1 if value < 1_000 else 10 if value < 10_000 else 100 if value < 1_00_000 else 1_000
    return max(int(value // step * step), low_rupees) * R + (rng.randrange(0, 100) if rng.random() < 0.3 else 0)


class CustomerRecords:
    """Record builders of one customer (see the module docstring)."""

    # ------------------------------------------------------------ accounts
    def _balance_range(self, account_type: str) -> tuple[int, int]:
        if account_type == "CURRENT":
            return 20_000, 2_00_00_000
        return {"STUDENT": (300, 40_000), "MASS": (500, 2_50_000), "SALARIED": (5_000, 10_00_000),
                "AFFLUENT": (50_000, 50_00_000), "HNI": (10_00_000, 5_00_00_000), "BUSINESS": (10_000, 25_00_000)}[self.segment]

    def _accounts(self) -> list[Account]:
        rng = self.rng
        types = []
        if self.nri:
            types = ["NRE", "NRO"]
        elif self.segment == "BUSINESS":
            types = ["CURRENT", "SAVINGS"] if rng.random() < 0.7 else ["CURRENT"]
        elif self.segment == "SALARIED":
            types = ["SALARY"] + (["SAVINGS"] if rng.random() < 0.4 else [])
        else:
            types = ["SAVINGS"] + (["SAVINGS"] if rng.random() < 0.25 else [])
        if rng.random() < 0.08 and len(types) < 3:
            types.append("SAVINGS")
        accounts = []
        for n, account_type in enumerate(types):
            accounts.append(self._account(account_type, primary=n == 0))
        return accounts

    def _account(self, account_type: str, primary: bool) -> Account:
        rng = self.rng
        prefix = {"SAVINGS": "SB", "SALARY": "SB", "CURRENT": "CA", "NRE": "NE", "NRO": "NO"}[account_type]
        account_id = self.ids.new(rng, prefix, 10)
        status_roll = rng.random()
        if primary:
            status = "DORMANT" if status_roll < 0.02 else "FROZEN" if status_roll < 0.03 else "ACTIVE"
        else:
            status = "DORMANT" if status_roll < 0.22 else "FROZEN" if status_roll < 0.25 else "ACTIVE"
        if self.kyc_status == "EXPIRED" and primary and rng.random() < 0.3:
            status = "FROZEN"
        branch_code = f"{int(self.pin_prefix) * 7 % 9000 + 1000:04d}{rng.randint(10, 99)}"
        ifsc = f"{rules.IFSC_PREFIX}0{branch_code}"
        open_date = self.today - timedelta(days=rng.randint(400, 9000))
        low, high = self._balance_range(account_type)
        opening = log_amount(rng, low, high)
        if status == "DORMANT":
            last_activity = self.today - timedelta(days=rng.randint(2 * 365 + 10, 6 * 365))
            txns, balance = self._transactions(account_id, opening, last_activity - timedelta(days=200), last_activity, 4, 8)
        else:
            start = self.today - timedelta(days=rng.randint(90, 150))
            txns, balance = self._transactions(account_id, opening, start, self.today - timedelta(days=1), 14, 36)
            last_activity = max((t.date for t in txns), default=None)
        cheques = self._cheques(account_id, txns) if account_type in ("SAVINGS", "CURRENT", "NRO") and rng.random() < 0.45 else ()
        if account_type == "SAVINGS":
            min_balance = rules.MIN_BALANCE[("SAVINGS", self.area)]
        else:
            min_balance = rules.MIN_BALANCE[(account_type, None)]
        hold = 0
        if rng.random() < 0.09 and balance > 2_000 * R:
            hold = (balance * rng.choice([10, 20, 35, 60]) // 100) // (100 * R) * (100 * R)
        holders = (self.name,) if rng.random() < 0.85 else (self.name, self._nominee(minor_ok=False).name)
        return Account(
            account_id=account_id,
            account_type=account_type,
            status=status,
            ifsc=ifsc,
            branch=f"{self.city} {rng.choice(['Main', 'Central', 'City', 'East', 'West', 'Market Yard', 'Cantonment'])} Branch",
            holders=holders,
            nominee=self._nominee() if rng.random() < 0.72 else None,
            open_date=open_date,
            available_balance=balance,
            hold_amount=hold,
            min_balance=min_balance,
            upi_id=(f"{self.name.split()[0].lower()}{rng.randint(10, 9999)}@aranya" if status == "ACTIVE" and account_type != "NRE" else None),
            last_customer_txn_date=last_activity,
            transactions=tuple(txns),
            cheques=tuple(cheques),
        )

    def _transactions(self, account_id, opening, start, end, low, high):
        rng = self.rng
        count = rng.randint(low, high)
        span = max((end - start).days, 1)
        dates = sorted(start + timedelta(days=rng.randint(0, span)) for _ in range(count))
        balance = opening
        txns = []
        scale = max(opening, 5_000 * R)
        for day in dates:
            kind = rng.random()
            failed = False
            if kind < 0.16:  # salary / incoming transfer
                channel = rng.choice(["NEFT", "IMPS", "UPI", "RTGS" if scale > 20 * rules.LAKH else "NEFT"])
                amount = max(int(scale * rng.uniform(0.02, 0.25)) // 100 * 100, 500 * R)
                desc = rng.choice(["Salary credit", "Transfer from family", "Refund", "Interest credit", "Client payment"]) if channel != "UPI" else "UPI credit"
                counterparty = rng.choice(["Employer payroll", "Family", "Merchant refund", "Client"])
                direction = "credit"
            else:
                channel = rng.choices(["UPI", "POS", "ATM", "NEFT", "IMPS", "NACH"], [0.45, 0.2, 0.12, 0.08, 0.08, 0.07])[0]
                cap = {"UPI": 0.04, "POS": 0.05, "ATM": 0.03, "NEFT": 0.12, "IMPS": 0.08, "NACH": 0.05}[channel]
                amount = max(int(scale * rng.uniform(0.002, cap)) // 100 * 100, 50 * R)
                merchant = rng.choice(MERCHANTS)
                if channel == "ATM":
                    amount = max(amount // (100 * R) * (100 * R), 500 * R)
                    desc, counterparty = f"ATM cash withdrawal {self.city}", None
                elif channel == "POS":
                    desc, counterparty = f"POS {merchant}", merchant
                elif channel == "NACH":
                    desc, counterparty = "NACH debit", rng.choice(["SIP", "Insurance premium", "Loan EMI"])
                elif channel == "UPI":
                    desc, counterparty = f"UPI/{merchant}", merchant
                    failed = rng.random() < 0.05
                else:
                    desc, counterparty = f"{channel} transfer", rng.choice(["Landlord", "Family", "Vendor", "Self"])
                direction = "debit"
                if amount > balance:
                    continue
            signed = amount if direction == "credit" else -amount
            balance += signed
            txns.append(
                Transaction(
                    txn_id=self.ids.new(rng, "TXN", 10),
                    date=day,
                    description=desc + (" (failed, reversal pending)" if failed else ""),
                    amount=signed,
                    direction=direction,
                    channel=channel,
                    counterparty=counterparty,
                    status="FAILED" if failed else "SUCCESS",
                    balance_after=balance,
                )
            )
        return txns, balance

    def _cheques(self, account_id, txns) -> list[Cheque]:
        rng = self.rng
        first = rng.randrange(100_000, 990_000)
        cheques = []
        for k in range(rng.randint(4, 8)):
            status = rng.choices(["CLEARED", "ISSUED", "UNUSED", "STOPPED"], [0.35, 0.3, 0.3, 0.05])[0]
            issue = self.today - timedelta(days=rng.randint(3, 80)) if status != "UNUSED" else None
            cheques.append(
                Cheque(
                    cheque_number=f"{first + k:06d}",
                    status=status,
                    amount=(log_amount(rng, 1_000, 2_00_000) // 100 * 100 if status != "UNUSED" else None),
                    payee=(rng.choice(["Landlord", "School fees", "Society maintenance", "Contractor", "Insurance agent", "Hospital"]) if status != "UNUSED" else None),
                    issue_date=issue,
                    stop_reason="lost" if status == "STOPPED" else None,
                )
            )
        return cheques

    # ------------------------------------------------------------ cards
    def _controls(self, card_type: str, credit_limit: int | None) -> CardControls:
        rng = self.rng

        def region(enabled: bool, cap: int) -> ControlRegion:
            limit = min(cap, rng.choice([10_000, 20_000, 25_000, 40_000, 50_000, 1_00_000]) * R) if enabled else 0
            return ControlRegion(enabled=enabled, daily_limit=limit)

        caps = dict(rules.DEBIT_CHANNEL_MAX)
        if card_type == "CREDIT" and credit_limit:
            caps = {"atm": credit_limit * rules.CREDIT_CASH_LIMIT_BPS // 10_000, "pos": credit_limit, "online": credit_limit}
        intl = rng.random() < 0.15
        return CardControls(
            atm=ChannelControl(domestic=region(True, caps["atm"]), international=region(intl and rng.random() < 0.5, caps["atm"])),
            online=ChannelControl(domestic=region(rng.random() < 0.93, caps["online"]), international=region(intl, caps["online"])),
            pos=ChannelControl(domestic=region(True, caps["pos"]), international=region(intl, caps["pos"])),
        )

    def _card(self, card_type: str, linked_account: str | None) -> Card:
        rng = self.rng
        network = rng.choice(["RuPay", "Visa", "Mastercard"])
        bin_digit = {"RuPay": "6", "Visa": "4", "Mastercard": "5"}[network]
        roll = rng.random()
        status = "FROZEN" if roll < 0.08 else "BLOCKED" if roll < 0.13 else "EXPIRED" if roll < 0.20 else "ACTIVE"
        if status == "EXPIRED":
            expiry = finance.add_months(date(self.today.year, self.today.month, 1), -rng.randint(1, 14))
        else:
            expiry = finance.add_months(date(self.today.year, self.today.month, 1), rng.randint(3, 60))
        credit_limit = available = None
        if card_type == "CREDIT":
            credit_limit = rng.choice([50_000, 75_000, 1_00_000, 1_50_000, 2_00_000, 3_00_000, 5_00_000]) * R
            available = credit_limit - rng.randrange(0, credit_limit // 2, 100 * R)
        variant = {"DEBIT": rng.choice(["Classic", "Platinum", "Gold"]), "CREDIT": rng.choice(["Rewards", "Platinum", "Signature", "Select"])}[card_type]
        return Card(
            card_id=self.ids.new(rng, "CARD", 5),
            card_type=card_type,
            network=network,
            variant=f"{network} {variant}",
            masked_number=f"{bin_digit}XXX XXXX XXXX {rng.randint(1000, 9999)}",
            status=status,
            expiry=expiry,
            linked_account=linked_account,
            credit_limit=credit_limit,
            available_limit=available,
            controls=self._controls(card_type, credit_limit),
            block_reason=rng.choice(["lost", "stolen", "damaged"]) if status == "BLOCKED" else None,
            blocked_on=self.today - timedelta(days=rng.randint(5, 300)) if status == "BLOCKED" else None,
        )

    def _cards(self, accounts: list[Account]) -> list[Card]:
        rng = self.rng
        cards = []
        for n, account in enumerate(accounts):
            if account.account_type == "NRE" and rng.random() < 0.5:
                continue
            if rng.random() < (0.9 if n == 0 else 0.45):
                cards.append(self._card("DEBIT", account.account_id))
        if self.segment in ("SALARIED", "AFFLUENT", "HNI", "BUSINESS") and rng.random() < 0.5:
            cards.append(self._card("CREDIT", None))
            if rng.random() < 0.15:
                cards.append(self._card("CREDIT", None))
        return cards

    # ------------------------------------------------------------ deposits
    def _deposits(self, accounts: list[Account]) -> list:
        rng = self.rng
        active = [a for a in accounts if a.status == "ACTIVE"] or accounts
        deposits = []
        n_fd = rng.choices([0, 1, 2, 3], [0.42, 0.3, 0.18, 0.10])[0]
        if self.segment == "STUDENT":
            n_fd = min(n_fd, 1)
        twin_principal = None
        for _ in range(n_fd):
            principal = twin_principal if twin_principal and rng.random() < 0.6 else log_amount(rng, 10_000, 50_00_000 if self.segment != "HNI" else 1_50_00_000) // (1000 * R) * (1000 * R)
            principal = max(principal, rules.FD_MIN_PRINCIPAL)
            twin_principal = principal
            deposits.append(self._fd(principal, rng.choice(active).account_id))
        n_rd = rng.choices([0, 1, 2], [0.68, 0.25, 0.07])[0]
        for _ in range(n_rd):
            deposits.append(self._rd(rng.choice(active).account_id))
        return deposits

    def _deposit_dates(self, tenure: int) -> tuple[date, str]:
        rng = self.rng
        roll = rng.random()
        if roll < 0.12:  # matured in the last two months, awaiting instructions
            maturity = self.today - timedelta(days=rng.randint(1, 60))
            start = finance.add_months(maturity, -tenure)
            return start, "MATURED"
        if roll < 0.20:
            start = self.today - timedelta(days=rng.randint(60, 900))
            return start, "CLOSED"
        # active: started between a week and (tenure - 1 month) ago
        latest = max((finance.add_months(self.today, -tenure) - self.today).days + 31, -tenure * 30)
        back = rng.randint(8, max(9, -latest))
        start = self.today - timedelta(days=back)
        if finance.add_months(start, tenure) <= self.today:
            start = self.today - timedelta(days=rng.randint(8, 25))
        return start, "ACTIVE"

    def _fd(self, principal: int, source: str) -> FixedDeposit:
        rng = self.rng
        tenure = rng.choice([3, 6, 9, 12, 12, 15, 18, 24, 24, 36, 36, 48, 60, 60, 84, 120])
        if source.startswith("NE"):  # an NRE term deposit runs at least a year
            tenure = max(tenure, rules.NRE_FD_MIN_TENURE_MONTHS)
        start, status = self._deposit_dates(tenure)
        payout = rng.choices(["cumulative", "quarterly", "monthly"], [0.7, 0.2, 0.1])[0]
        rate = finance.deposit_rate_bps("FD", tenure, self.resident_senior)
        projection = finance.fd_maturity(principal, rate, tenure, payout)
        maturity = finance.add_months(start, tenure)
        if status == "CLOSED" and maturity <= self.today:
            closed_on = maturity
        elif status == "CLOSED":
            closed_on = start + timedelta(days=rng.randint(30, max(31, (self.today - start).days)))
            closed_on = min(closed_on, self.today - timedelta(days=1))
        else:
            closed_on = None
        instruction = rng.choices(["no_renewal", "renew_principal", "renew_principal_interest"], [0.4, 0.25, 0.35])[0]
        if payout != "cumulative" and instruction == "renew_principal_interest":
            instruction = "renew_principal"
        if status == "MATURED":
            instruction = "no_renewal"
        return FixedDeposit(
            deposit_id=self.ids.new(rng, "FD", 6),
            principal=principal,
            rate_bps=rate,
            senior_citizen_rate=self.resident_senior,
            tenure_months=tenure,
            start_date=start,
            maturity_date=maturity,
            maturity_amount=projection["maturity_amount"],
            payout_type=payout,
            maturity_instruction=instruction,
            status=status,
            source_account=source,
            payout_account=source,
            nominee=self._nominee() if rng.random() < 0.6 else None,
            closed_on=closed_on,
            closure_payout=(projection["maturity_amount"] if status == "CLOSED" and closed_on == maturity else principal if status == "CLOSED" else None),
        )

    def _rd(self, source: str) -> RecurringDeposit:
        rng = self.rng
        tenure = rng.choice([6, 12, 12, 18, 24, 24, 36, 48, 60])
        if source.startswith("NE"):  # an NRE term deposit runs at least a year
            tenure = max(tenure, rules.NRE_FD_MIN_TENURE_MONTHS)
        instalment = rng.choice([500, 1_000, 1_500, 2_000, 2_500, 3_000, 5_000, 7_500, 10_000, 15_000, 25_000]) * R
        start, status = self._deposit_dates(tenure)
        rate = finance.deposit_rate_bps("RD", tenure, self.resident_senior)
        maturity = finance.add_months(start, tenure)
        if status == "ACTIVE":
            paid = finance.months_between(start, self.today) + 1
            paid = min(paid, tenure)
            next_date = finance.add_months(start, paid) if paid < tenure else None
        elif status == "MATURED":
            paid, next_date = tenure, None
        else:
            paid = min(finance.months_between(start, self.today) + 1, tenure)
            next_date = None
        closed_on = None
        payout = None
        if status == "CLOSED":
            closed_on = min(finance.add_months(start, paid), self.today - timedelta(days=1))
            payout = instalment * paid
        return RecurringDeposit(
            deposit_id=self.ids.new(rng, "RD", 6),
            monthly_installment=instalment,
            rate_bps=rate,
            senior_citizen_rate=self.resident_senior,
            tenure_months=tenure,
            installments_paid=paid,
            total_deposited=instalment * paid,
            start_date=start,
            maturity_date=maturity,
            maturity_amount=finance.rd_maturity(instalment, rate, tenure)["maturity_amount"],
            next_installment_date=next_date,
            maturity_instruction="no_renewal" if status == "MATURED" else rng.choice(["no_renewal", "renew_principal"]),
            status=status,
            source_account=source,
            payout_account=source,
            nominee=self._nominee() if rng.random() < 0.5 else None,
            closed_on=closed_on,
            closure_payout=payout,
        )

    # ------------------------------------------------------------ loans
    def _loans(self, accounts: list[Account]) -> list[Loan]:
        rng = self.rng
        if self.segment == "STUDENT":
            options = ["education_loan"] if rng.random() < 0.35 else []
        else:
            count = rng.choices([0, 1, 2], [0.6, 0.3, 0.1])[0]
            pool = ["home_loan", "personal_loan", "gold_loan", "car_loan"]
            if self.segment == "MASS":
                pool = ["gold_loan", "gold_loan", "personal_loan"]
            options = rng.sample(pool, k=min(count, len(set(pool))))
        loans = []
        repay = accounts[0].account_id
        spec = {
            "home_loan": (15_00_000, 1_20_00_000, (180, 240, 300)),
            "personal_loan": (1_00_000, 15_00_000, (24, 36, 48, 60)),
            "gold_loan": (50_000, 8_00_000, (12, 24)),
            "car_loan": (4_00_000, 15_00_000, (60, 84)),
            "education_loan": (3_00_000, 20_00_000, (84, 120)),
        }
        for loan_type in dict.fromkeys(options):
            low, high, tenures = spec[loan_type]
            sanctioned = rng.randrange(low, high, 10_000) * R
            tenure = rng.choice(tenures)
            rate = finance.loan_rate_bps(loan_type, sanctioned) + rng.choice([-25, 0, 0, 15, 40])
            disbursal = self.today - timedelta(days=rng.randint(40, min(tenure * 30 - 40, 3000)))
            paid = 0
            while finance.add_months(disbursal, paid + 1) <= self.today and paid < tenure - 1:
                paid += 1
            overdue = 0
            emi_value = finance.emi(sanctioned, rate, tenure)
            if paid > 2 and rng.random() < 0.06:
                paid -= 1
                overdue = emi_value
            loans.append(
                Loan(
                    loan_id=self.ids.new(rng, "LN", 5),
                    loan_type=loan_type,
                    rate_type=rules.LOAN_RATE_TYPE[loan_type],
                    sanctioned_amount=sanctioned,
                    rate_bps=rate,
                    tenure_months=tenure,
                    emi=emi_value,
                    emis_paid=paid,
                    outstanding=finance.outstanding_after(sanctioned, rate, tenure, paid),
                    remaining_tenure_months=tenure - paid,
                    disbursal_date=disbursal,
                    next_due_date=finance.add_months(disbursal, paid + 1 + (1 if overdue else 0)),
                    repayment_account=repay,
                    status="ACTIVE",
                    overdue_amount=overdue,
                )
            )
        return loans

    # ------------------------------------------------------------ mandates, insurance, requests, offers
    def _mandates(self, accounts: list[Account]) -> list[Mandate]:
        rng = self.rng
        count = rng.choices([0, 1, 2, 3, 4], [0.35, 0.25, 0.2, 0.12, 0.08])[0]
        out = []
        for _ in range(count):
            mandate_type = rng.choices(["ENACH", "UPI_AUTOPAY", "STANDING_INSTRUCTION"], [0.45, 0.4, 0.15])[0]
            payee, purpose = rng.choice(MANDATE_PAYEES[mandate_type])
            status = rng.choices(["ACTIVE", "PAUSED", "CANCELLED", "EXPIRED"], [0.65, 0.12, 0.15, 0.08])[0]
            amount = {"ENACH": rng.choice([1_000, 2_000, 2_500, 5_000, 10_000, 15_000, 25_000]),
                      "UPI_AUTOPAY": rng.choice([149, 199, 299, 499, 649, 999, 1_499, 2_999]),
                      "STANDING_INSTRUCTION": rng.choice([2_000, 5_000, 10_000, 20_000])}[mandate_type] * R
            start = self.today - timedelta(days=rng.randint(30, 1500))
            out.append(
                Mandate(
                    mandate_id=self.ids.new(rng, "MND", 8),
                    mandate_type=mandate_type,
                    account_id=rng.choice(accounts).account_id,
                    payee=payee,
                    purpose=purpose,
                    amount=amount,
                    frequency=rng.choice(["MONTHLY", "MONTHLY", "MONTHLY", "QUARTERLY", "YEARLY"]) if mandate_type != "ENACH" or rng.random() < 0.8 else "AS_PRESENTED",
                    start_date=start,
                    next_debit_date=(self.today + timedelta(days=rng.randint(1, 30))) if status in ("ACTIVE", "PAUSED") else None,
                    status=status,
                    cancelled_on=(start + timedelta(days=rng.randint(10, max(11, (self.today - start).days - 1)))) if status == "CANCELLED" else None,
                )
            )
        return out

    def _insurance(self, accounts: list[Account]) -> list[InsurancePolicy]:
        rng = self.rng
        out = []
        choices = []
        if 18 <= self.age <= 50 and rng.random() < 0.18:
            choices.append("PMJJBY")
        if 18 <= self.age <= 70 and rng.random() < 0.2:
            choices.append("PMSBY")
        if rng.random() < 0.18:
            choices.append(rng.choice(["TERM_LIFE", "HEALTH", "HEALTH", "MOTOR", "HOME"]))
        for policy_type in choices:
            name, insurer = INSURERS[policy_type][0]
            if policy_type == "PMJJBY":
                cover, premium, freq = 2 * rules.LAKH, 436 * R, "YEARLY"
            elif policy_type == "PMSBY":
                cover, premium, freq = 2 * rules.LAKH, 20 * R, "YEARLY"
            else:
                cover = rng.choice([5, 10, 25, 50, 100]) * rules.LAKH
                freq = rng.choice(["MONTHLY", "QUARTERLY", "YEARLY"])
                premium = max(cover // {"MONTHLY": 2400, "QUARTERLY": 800, "YEARLY": 200}[freq] // (10 * R) * (10 * R), 100 * R)
            status = rng.choices(["IN_FORCE", "LAPSED", "GRACE"], [0.85, 0.08, 0.07])[0]
            start = self.today - timedelta(days=rng.randint(60, 2000))
            next_due = self.today + timedelta(days=rng.randint(5, 300)) if status == "IN_FORCE" else self.today - timedelta(days=rng.randint(3, 25))
            out.append(
                InsurancePolicy(
                    policy_id=self.ids.new(rng, "POL", 6),
                    policy_name=name,
                    insurer=insurer,
                    policy_type=policy_type,
                    sum_assured=cover,
                    premium=premium,
                    frequency=freq,
                    status=status,
                    start_date=start,
                    next_premium_date=next_due,
                    auto_debit_account=accounts[0].account_id if rng.random() < 0.8 else None,
                    nominee=self._nominee(minor_ok=False) if rng.random() < 0.8 else None,
                )
            )
        return out

    def _requests(self, accounts: list[Account], cards: list[Card]) -> list[ServiceRequest]:
        rng = self.rng
        out = []
        for _ in range(rng.choices([0, 1, 2, 3], [0.55, 0.3, 0.1, 0.05])[0]):
            category = rng.choice(["failed_transaction", "service_quality", "app_issue", "general_query", "charges_dispute"])
            account = rng.choice(accounts)
            related = None
            if category in rules.TRANSACTION_CATEGORIES and account.transactions:
                related = rng.choice([t for t in account.transactions if t.direction == "debit"] or list(account.transactions)).txn_id
            elif category in rules.TRANSACTION_CATEGORIES:
                category = "general_query"
            created = self.today - timedelta(days=rng.randint(1, 60))
            status = rng.choices(["OPEN", "IN_PROGRESS", "RESOLVED", "CLOSED"], [0.25, 0.25, 0.3, 0.2])[0]
            out.append(
                ServiceRequest(
                    request_id=self.ids.new(rng, "SR-", 8),
                    category=category,
                    description={"failed_transaction": "Amount debited but transfer failed", "service_quality": "Long wait at branch",
                                 "app_issue": "Mobile app login error", "general_query": "Query about account charges",
                                 "charges_dispute": "Disputed service charge"}[category],
                    related_transaction_id=related,
                    account_id=account.account_id,
                    status=status,
                    priority="HIGH" if category == "failed_transaction" else "NORMAL",
                    created_on=created,
                    eta=created + timedelta(days=rules.REQUEST_TAT_DAYS[category]),
                    resolution=("Resolved: " + rng.choice(["amount reversed to account", "issue fixed", "charges waived", "information provided"])) if status in ("RESOLVED", "CLOSED") else None,
                )
            )
        return out

    def _offers(self) -> list[Offer]:
        rng = self.rng
        templates = [
            ("loan", "Pre-approved personal loan", "Pre-approved personal loan up to ₹{amt} at special rates; final rate per the rate card."),
            ("deposit", "Senior citizen FD bonus" if self.resident_senior else "FD for 24 months", "Book a fixed deposit for 24 months at the card rate{extra}."),
            ("card", "Credit card upgrade", "Upgrade to a Platinum credit card with lounge access; joining fee waived."),
            ("insurance", "PMSBY enrolment", "Accident cover of ₹2,00,000 for ₹20 a year, auto-debited."),
            ("loan", "Gold loan at 9 % onwards", "Gold loan with LTV up to 85 % for loans up to ₹2.5 lakh."),
        ]
        out = []
        for product_type, title, detail in rng.sample(templates, k=rng.randint(1, 3)):
            out.append(
                Offer(
                    offer_id=self.ids.new(rng, "OFF", 4),
                    product_type=product_type,
                    title=title,
                    detail=detail.format(amt=f"{rng.choice([1, 2, 3, 5, 8])},00,000", extra=" plus 0.50 % for senior citizens" if self.resident_senior else ""),
                    valid_till=self.today + timedelta(days=rng.randint(15, 120)),
                )
            )
        return out
