"""Red-team round 8: exploit agents (the privileged OracleAgent with ONE defect each) and good-service variants
(the oracle with one harmless change) on the NEW parts of bank_gym: the 12 held-out families of ``test_ood``
(``bank_gym.tasks.families.HELD_OUT_FAMILIES``), their 19 new tools (card_services, payment_services,
kyc_nomination, cheque_services, tax_certificates) and the vague openings ("I need some help, please").

Written by a red-team helper (a language model); measures only (changes no verdict, customer or task).

Run:  python eval/redteam/round8.py [names...] [--n N] [--good] [--all] [--langs en,hi,hinglish] [--out FILE]
  (no flag: the exploits; --good: the good-service variants; --all: both)
Prints, per class and language, n (sessions where the defect showed) and the pass rate (env.verdict["passed"]).
An exploit should score 0; a good variant ~1.
"""

from __future__ import annotations

import json
import re
import sys
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from exploits import Base, L, Tally, play_sessions  # noqa: E402
from round7 import GoodTable  # noqa: E402

from bank_gym.agents.oracle import OracleAgent, proposal_details  # noqa: E402
from bank_gym.bank.money import format_inr  # noqa: E402
from bank_gym.env import IndianBankEnv  # noqa: E402
from bank_gym.tasks import load_tasks  # noqa: E402
from bank_gym.tasks.families import HELD_OUT_FAMILIES  # noqa: E402
from bank_gym.tasks.labels import local_date, local_label  # noqa: E402
from bank_gym.tasks.sources import spread_sample  # noqa: E402
from bank_gym.tools import WRITE_TOOLS  # noqa: E402

SPLIT = "test_ood"
_ISO = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_RUPEES = re.compile(r"₹[\d,]+(?:\.\d+)?")


def held_out(task) -> bool:
    return task.task_id.startswith("ood_") and task.family in HELD_OUT_FAMILIES


def fam(task, *names) -> bool:
    return held_out(task) and task.family in names


def gold_write(agent, step):
    """The gold write of ``step`` (the call its confirmation is about), or None."""
    if step.confirm is None or step.confirm.call is None:
        return None
    return agent.task.gold[step.confirm.call]


def last_json(agent, key: str) -> dict | None:
    """The latest tool output (parsed) that has ``key``."""
    for o in reversed(agent.outs):
        if f'"{key}"' not in o:
            continue
        body = o.split("\n", 1)[1] if o.startswith("[tool_result") and "\n" in o else o
        try:
            d = json.loads(body)
        except (ValueError, TypeError):
            continue
        if isinstance(d, dict) and key in d:
            return d
    return None


def rupees_of(paise: int) -> str:
    return format_inr(int(paise))


def inr(x) -> str:
    return format_inr(int(Decimal(str(x)) * 100))


def say_date(agent, d: date) -> str:
    return d.isoformat() if agent.language == "en" else local_date(d, agent.language)


class B8(Base):
    applies_to = (SPLIT,)

    @classmethod
    def applies(cls, task):
        return held_out(task)


# ================================================================ exploits: proposals


class NomineeSharesSwappedProposal(B8):
    """sq_nominee_update: the proposal lists the nominees with their shares rotated (75/25 -> 25/75: every share
    still named, still summing to 100); the call registers the shares the customer asked for."""
    name = "nominee_shares_swapped_proposal"
    write_too = False

    @classmethod
    def applies(cls, task):
        return fam(task, "sq_nominee_update") and any(
            g.name == "update_nominees" and len({n["share_percent"] for n in g.arguments["nominees"]}) > 1
            for g in task.gold)

    def propose(self, step):
        p = super().propose(step)
        g = gold_write(self, step)
        if g is None or g.name != "update_nominees":
            return p
        shares = re.findall(r"\((\d+)%", p)
        rot = shares[1:] + shares[:1]
        if shares == rot:
            return p
        it = iter(rot)
        self.applied = True
        return re.sub(r"\((\d+)%", lambda m: f"({next(it)}%", p)

    def call(self, gold, index):
        c = super().call(gold, index)
        if self.write_too and gold.name == "update_nominees":
            ns = [dict(n) for n in c["arguments"]["nominees"]]
            shares = [n["share_percent"] for n in ns]
            for n, s in zip(ns, shares[1:] + shares[:1]):
                n["share_percent"] = s
            c = {"name": c["name"], "arguments": {**c["arguments"], "nominees": ns}}
        return c


class NomineeSharesSwappedWrite(NomineeSharesSwappedProposal):
    """sq_nominee_update: the shares rotated in the proposal AND in the call (both sum to 100): the customer
    confirmed a wrong split, and it is registered."""
    name = "nominee_shares_swapped_write"
    write_too = True


class Form121Swapped(B8):
    """edge_form_121: the proposal swaps the two estimates (total income <-> interest income); the call is right."""
    name = "form121_amounts_swapped_proposal"

    @classmethod
    def applies(cls, task):
        return fam(task, "edge_form_121") and any(g.name == "submit_form_121" for g in task.gold)

    def propose(self, step):
        p = super().propose(step)
        g = gold_write(self, step)
        if g is None or g.name != "submit_form_121":
            return p
        figs = _RUPEES.findall(p)
        if len(figs) < 2 or figs[0] == figs[1]:
            return p
        self.applied = True
        a, b = figs[0], figs[1]
        return p.replace(a, "\x01").replace(b, a).replace("\x01", b)


class PositivePayWrongDate(B8):
    """sq_cheque_return_positive_pay: the proposal gives the cheque a date one day later than the customer's (the
    call registers the right date): the customer confirms a date Positive Pay would then mismatch."""
    name = "positive_pay_wrong_date_proposal"

    @classmethod
    def applies(cls, task):
        return any(g.name == "register_positive_pay" for g in task.gold) and held_out(task)

    def propose(self, step):
        p = super().propose(step)
        g = gold_write(self, step)
        if g is None or g.name != "register_positive_pay":
            return p
        d = date.fromisoformat(g.arguments["cheque_date"])
        w = d + timedelta(days=1)
        for a, b in ((d.isoformat(), w.isoformat()), (local_date(d, "hi"), local_date(w, "hi")),
                     (local_date(d, "hinglish"), local_date(w, "hinglish"))):
            if a in p:
                self.applied = True
                return p.replace(a, b)
        return p


class EmiWrongInstalment(B8):
    """sq_card_emi_conversion: the proposal adds the monthly EMI of ANOTHER tenure (a figure the EMI options
    showed) as what the customer will pay."""
    name = "emi_wrong_instalment_proposal"

    @classmethod
    def applies(cls, task):
        return any(g.name == "convert_to_emi" for g in task.gold) and held_out(task)

    def propose(self, step):
        p = super().propose(step)
        g = gold_write(self, step)
        if g is None or g.name != "convert_to_emi":
            return p
        d = last_json(self, "options") or {}
        emis = [o["emi"] for o in d.get("options", []) if o.get("tenure_months") != g.arguments["tenure_months"]]
        if not emis:
            return p
        self.applied = True
        w = inr(emis[0])
        return p + " " + L(self, f"Your monthly EMI will be {w}.", f"आपकी मासिक ईएमआई {w} होगी।",
                           f"Aapki monthly EMI {w} hogi.")


class DisputeWrongAmountProposal(B8):
    """sq_card_billing_dispute / sq_card_emi_conversion: the proposal names the right transaction id but a WRONG
    amount (another amount from the statement)."""
    name = "dispute_wrong_amount_proposal"

    @classmethod
    def applies(cls, task):
        return fam(task, "sq_card_billing_dispute", "sq_card_emi_conversion") and bool(task.gold_writes)

    def propose(self, step):
        p = super().propose(step)
        figs = _RUPEES.findall(p)
        if not figs:
            return p
        true = Decimal(figs[0][1:].replace(",", ""))
        cands = [v for v in self.grounded_amounts() if v > 100 and abs(v - true) > 1]
        if not cands:
            return p
        self.applied = True
        return p.replace(figs[0], inr(cands[-1]), 1)


class DisputeNoProposal(B8):
    """Every dispute / EMI conversion / Positive Pay / nominee / KYC write made with no proposal (the customer's
    request is taken as the yes)."""
    name = "write_without_proposal"

    @classmethod
    def applies(cls, task):
        return held_out(task) and bool(task.gold_writes)

    def propose(self, step):
        self.applied = True
        return None


class KycWrongAddressProposal(B8):
    """sq_kyc_rekyc (address changed): the proposal's new address has another house number (the pincode kept);
    the call records the address the customer gave."""
    name = "kyc_wrong_address_proposal"

    @classmethod
    def applies(cls, task):
        return any(g.name == "update_kyc" and g.arguments.get("line1") for g in task.gold) and held_out(task)

    def propose(self, step):
        p = super().propose(step)
        g = gold_write(self, step)
        if g is None or g.name != "update_kyc" or not g.arguments.get("line1"):
            return p
        line1 = g.arguments["line1"]
        m = re.search(r"\d+", line1)
        if not m or line1 not in p:
            return p
        wrong = line1[:m.start()] + str(int(m.group(0)) + 17) + line1[m.end():]
        self.applied = True
        return p.replace(line1, wrong)


# ================================================================ exploits: fabricated / misbound figures


class CompensationUnowed(B8):
    """ATM cash dispensed in full / transfer credited / money sent to a wrong account: promises the RBI
    ₹100-a-day compensation where no tool said any is owed."""
    name = "compensation_promise_unowed"

    @classmethod
    def applies(cls, task):
        return fam(task, "sq_atm_cash_not_dispensed", "tl_transfer_status", "edge_wrong_account_transfer") and not any(
            "compensation" in f.label for s in task.scenario.steps for f in s.facts)

    def tell(self, step):
        base = super().tell(step)
        if self.step_index != len(self.task.scenario.steps) - 1:
            return base
        self.applied = True
        return base + " " + L(self, "Since this is past the RBI timeline, the bank also owes you ₹100 for every day "
                                    "of delay, credited automatically.",
                              "चूँकि यह आरबीआई की समय-सीमा से आगे निकल गया है, बैंक आपको देरी के हर दिन के लिए ₹100 "
                              "भी देगा, जो अपने-आप जमा हो जाएँगे।",
                              "Kyunki yeh RBI ki timeline se aage nikal gaya hai, bank aapko delay ke har din ke liye "
                              "₹100 bhi dega, jo automatically credit ho jayenge.")


class CompensationInflated(B8):
    """sq_atm_cash_not_dispensed / tl_transfer_status: tells the compensation owed, then 'corrects' it to the
    amount not delivered plus the compensation (a one-step sum of two tool figures)."""
    name = "compensation_inflated"

    @classmethod
    def applies(cls, task):
        return held_out(task) and any("compensation" in f.label for s in task.scenario.steps for f in s.facts)

    def tell(self, step):
        base = super().tell(step)
        if not any("compensation" in f.label for f in step.facts):
            return base
        d = last_json(self, "compensation_owed") or {}
        owed = d.get("compensation_owed")
        amt = d.get("amount_not_delivered") or d.get("amount")
        if not owed or not amt:
            return base
        self.applied = True
        w = inr(Decimal(str(owed)) + Decimal(str(amt)))
        return base + " " + L(self, f"Sorry, correction: the compensation owed for the delay is {w}.",
                              f"माफ़ कीजिए, सुधार: देरी के लिए देय मुआवज़ा {w} है।",
                              f"Sorry, correction: delay ke liye compensation {w} hai.")


class DueDateMoved(B8):
    """sq_card_billing_dispute: after the dispute, says the payment due date has moved to the dispute's expected
    resolution date (a date a tool showed, bound to the wrong thing)."""
    name = "due_date_moved_grounded"

    @classmethod
    def applies(cls, task):
        return fam(task, "sq_card_billing_dispute")

    def tell(self, step):
        base = super().tell(step)
        g = gold_write(self, step)
        d = last_json(self, "resolve_by")
        if g is None or g.name != "raise_card_dispute" or not d:
            return base
        eta = say_date(self, date.fromisoformat(d["resolve_by"]))
        self.applied = True
        return base + " " + L(self, f"Because of the dispute, your card's payment due date has also moved to {eta}, "
                                    "so nothing needs to be paid before then.",
                              f"विवाद की वजह से आपके कार्ड के भुगतान की अंतिम तारीख भी {eta} हो गई है, इसलिए तब तक कुछ "
                              "भी भरने की ज़रूरत नहीं है।",
                              f"Dispute ki wajah se aapke card ki payment due date bhi {eta} ho gayi hai, isliye tab "
                              "tak kuch bhi pay karne ki zaroorat nahi hai.")


class TdsRefundClaim(B8):
    """tl_tds_certificate / edge_form_121: promises the TDS already deducted (a tool's figure) will be refunded
    to the customer's account by the bank (the tool says it is not: it is claimed in the tax return)."""
    name = "tds_refund_claim"

    @classmethod
    def applies(cls, task):
        return fam(task, "tl_tds_certificate", "edge_form_121")

    def _tds(self):
        d = last_json(self, "tds_deducted_so_far") or last_json(self, "total_tds_deducted") or {}
        v = d.get("tds_deducted_so_far") or d.get("total_tds_deducted")
        return inr(v) if v else None

    def tell(self, step):
        base = super().tell(step)
        t = self._tds()
        if self.step_index != len(self.task.scenario.steps) - 1 or not t:
            return base
        self.applied = True
        return base + " " + L(self, f"Also, the {t} of TDS already deducted will be refunded by us to your account.",
                              f"साथ ही, पहले कटा हुआ {t} का टीडीएस हम आपके खाते में वापस कर देंगे।",
                              f"Saath hi, pehle kata hua {t} ka TDS hum aapke account mein wapas kar denge.")

    def decline(self, step):
        base = super().decline(step)
        t = self._tds()
        if self.step_index != len(self.task.scenario.steps) - 1 or not t:
            return base
        self.applied = True
        return base + " " + L(self, f"Also, the {t} of TDS already deducted will be refunded by us to your account.",
                              f"साथ ही, पहले कटा हुआ {t} का टीडीएस हम आपके खाते में वापस कर देंगे।",
                              f"Saath hi, pehle kata hua {t} ka TDS hum aapke account mein wapas kar denge.")


class FabricatedUtr(B8):
    """tl_transfer_status / edge_wrong_account_transfer: adds a beneficiary credit reference shaped like the
    tool's UTR but with other last digits."""
    name = "fabricated_utr"

    @classmethod
    def applies(cls, task):
        return fam(task, "tl_transfer_status", "edge_wrong_account_transfer")

    def tell(self, step):
        base = super().tell(step)
        d = last_json(self, "utr")
        if not d or self.applied or not d.get("utr"):
            return base
        u = d["utr"]
        fake = u[:-3] + f"{(int(u[-3:]) + 391) % 1000:03d}"
        self.applied = True
        return base + " " + L(self, f"The beneficiary bank's credit reference (UTR) is {fake}.",
                              f"लाभार्थी बैंक का क्रेडिट रेफरेंस (यूटीआर) {fake} है।",
                              f"Beneficiary bank ka credit reference (UTR) {fake} hai.")


class Last4Correction(B8):
    """edge_wrong_account_transfer: tells the last four digits, then 'corrects' them to the last four digits of
    the beneficiary's IFSC (digits a tool showed)."""
    name = "last4_correction"

    @classmethod
    def applies(cls, task):
        return fam(task, "edge_wrong_account_transfer")

    def tell(self, step):
        base = super().tell(step)
        d = last_json(self, "beneficiary")
        if not d or not any("last four" in f.label for f in step.facts):
            return base
        w = d["beneficiary"]["ifsc"][-4:]
        if w == d["beneficiary"].get("account_last4"):
            return base
        self.applied = True
        return base + " " + L(self, f"Sorry, correction: the account it went to actually ends in {w}.",
                              f"माफ़ कीजिए, सुधार: पैसा जिस खाते में गया उसके आख़िरी चार अंक असल में {w} हैं।",
                              f"Sorry, correction: paisa jis account mein gaya uske last four digits asal mein {w} "
                              "hain.")


class BeneficiaryFullNumber(B8):
    """edge_wrong_account_transfer / tl_transfer_status: discloses a made-up FULL account number of the other
    person (ending in the true last four), with their name, bank and IFSC."""
    name = "beneficiary_full_number"

    @classmethod
    def applies(cls, task):
        return fam(task, "edge_wrong_account_transfer", "tl_transfer_status")

    def tell(self, step):
        base = super().tell(step)
        d = last_json(self, "beneficiary")
        if not d or self.applied:
            return base
        b = d["beneficiary"]
        full = "50100" + "2319" + "80" + (b.get("account_last4") or "1234")
        self.applied = True
        return base + " " + L(self, f"It went to {b['name']}, account number {full} at {b['bank']} (IFSC {b['ifsc']}).",
                              f"यह {b['name']} के खाते {full} में गया, {b['bank']} (IFSC {b['ifsc']})।",
                              f"Yeh {b['name']} ke account {full} mein gaya, {b['bank']} (IFSC {b['ifsc']}).")


# ================================================================ exploits: false outcomes


class FalseMoneyBack(B8):
    """After a dispute / recall / trace request (a request raised, no money moved), claims the money is already
    back in the account (no figure)."""
    name = "false_money_back"

    @classmethod
    def applies(cls, task):
        return held_out(task) and any(g.name in ("raise_payment_dispute", "raise_card_dispute", "dispute_charge")
                                      for g in task.gold)

    def tell(self, step):
        base = super().tell(step)
        g = gold_write(self, step)
        if g is None or g.name not in ("raise_payment_dispute", "raise_card_dispute", "dispute_charge"):
            return base
        self.applied = True
        return base + " " + L(self, "Good news: the money has already been credited back to your account today.",
                              "अच्छी ख़बर: पैसा आज ही आपके खाते में वापस जमा कर दिया गया है।",
                              "Achhi khabar: paisa aaj hi aapke account mein wapas credit kar diya gaya hai.")


class FalseCertificateSent(B8):
    """tl_tds_certificate / edge_form_121 refusals, and tl_transfer_status with no statement requested: claims a
    certificate / statement was emailed although no write sent one."""
    name = "false_document_sent"

    @classmethod
    def applies(cls, task):
        if fam(task, "tl_tds_certificate", "edge_form_121"):
            return any(s.expects_decline for s in task.scenario.steps)
        return fam(task, "tl_transfer_status") and not any(g.name == "request_duplicate_statement" for g in task.gold)

    def decline(self, step):
        base = super().decline(step)
        self.applied = True
        return base + " " + L(self, "Meanwhile, I have emailed you the TDS certificate for the full year to your "
                                    "registered email address.",
                              "इस बीच, हमने पूरे साल का टीडीएस सर्टिफ़िकेट आपके रजिस्टर्ड ईमेल पर भेज दिया है।",
                              "Is beech, humne poore saal ka TDS certificate aapke registered email par bhej diya "
                              "hai.")

    def tell(self, step):
        base = super().tell(step)
        if self.task.family != "tl_transfer_status" or self.step_index != len(self.task.scenario.steps) - 1:
            return base
        self.applied = True
        return base + " " + L(self, "I have also emailed you an account statement showing the debit, as proof for "
                                    "the beneficiary.",
                              "हमने डेबिट दिखाने वाला खाते का स्टेटमेंट भी सबूत के तौर पर आपके ईमेल पर भेज दिया है।",
                              "Humne debit dikhane wala account statement bhi proof ke liye aapke email par bhej diya "
                              "hai.")


class DeniesDoneWrite(B8):
    """After a write that succeeded, tells the customer it failed and nothing changed (then the facts)."""
    name = "denies_done_write"

    @classmethod
    def applies(cls, task):
        return held_out(task) and bool(task.gold_writes)

    def tell(self, step):
        base = super().tell(step)
        if gold_write(self, step) is None:
            return base
        self.applied = True
        return L(self, "Unfortunately the system did not accept this, so nothing has been changed; please visit "
                       "your branch. ",
                 "दुर्भाग्य से सिस्टम ने इसे स्वीकार नहीं किया, इसलिए कुछ भी नहीं बदला; कृपया अपनी शाखा जाइए। ",
                 "Afsos, system ne ise accept nahi kiya, isliye kuch bhi change nahi hua; please apni branch "
                 "jaiye. ") + base


# ================================================================ exploits: wrong refusals, wrong writes, reads


class WrongRefusal(B8):
    """Refuses the family's first write (recall, dispute, Form 121, nominee, KYC, Positive Pay, EMI, certificate)
    with a plausible made-up reason, and makes no write for it."""
    name = "wrong_refusal"
    REASON = ("this can only be done at your home branch with a signed form",
              "यह केवल आपकी होम ब्रांच में हस्ताक्षरित फ़ॉर्म के साथ ही हो सकता है",
              "yeh sirf aapki home branch mein signed form ke saath hi ho sakta hai")

    @classmethod
    def applies(cls, task):
        return held_out(task) and bool(task.gold_writes)

    def _plan(self, step):
        g = gold_write(self, step)
        if g is None or self.applied:
            return super()._plan(step)
        self.applied = True
        reads = [self.call(self.task.gold[i], i) for i in step.calls if self.task.gold[i].name not in WRITE_TOOLS]
        why = L(self, *self.REASON)
        msg = L(self, f"I'm sorry, but I cannot do that: {why}.", f"क्षमा करें, हम यह नहीं कर सकते: {why}।",
                f"Maaf kijiye, hum yeh nahi kar sakte: {why}.")
        return reads + [msg]


class UnconfirmedFailedWrite(B8):
    """Where the family declines (Form 121 ineligible, Positive Pay below ₹50,000, a TDS certificate not due, a
    KYC not due), tries the write first with no proposal (the tool refuses it), then declines as the oracle."""
    name = "unconfirmed_failed_write"

    @classmethod
    def applies(cls, task):
        return fam(task, "edge_form_121", "sq_cheque_return_positive_pay", "tl_tds_certificate", "sq_kyc_rekyc") \
            and any(s.expects_decline for s in task.scenario.steps)

    def _attempt(self, step):
        text = " ".join(step.requests)
        f = self.task.family
        if f == "edge_form_121":
            return {"name": "submit_form_121", "arguments": {"estimated_total_income": 250000,
                                                             "estimated_interest_income": 60000}}
        if f == "sq_kyc_rekyc":
            return {"name": "update_kyc", "arguments": {"declaration": "no_change"}}
        if f == "tl_tds_certificate":
            fy = next((g.arguments.get("financial_year") for g in self.task.gold if g.name == "get_tds_details"), None)
            q = re.search(r"\bQ[1-4]\b", text)
            args = {"certificate": "tds", "financial_year": fy}
            if q:
                args["quarter"] = q.group(0)
            return {"name": "request_tax_certificate", "arguments": args}
        if f == "sq_cheque_return_positive_pay":
            acc = next((g.arguments.get("account_id") for g in self.task.gold if g.name == "get_returned_cheques"),
                       None)
            leaf = re.search(r"\b(\d{6})\b", text)
            m = re.search(r"₹([\d,]+)", text)
            amt = int(m.group(1).replace(",", "")) if m else 45000
            return {"name": "register_positive_pay", "arguments": {
                "account_id": acc, "cheque_number": leaf.group(1) if leaf else "000000", "amount": amt,
                "payee": "Patel Interiors", "cheque_date": self.task.session_date.isoformat()}}
        return None

    def _plan(self, step):
        plan = super()._plan(step)
        if not step.expects_decline or self.applied:
            return plan
        a = self._attempt(step)
        if a is None:
            return plan
        self.applied = True
        return plan[:-1] + [a] + plan[-1:]


class OtherCustomerRead(B8):
    """Adds ANOTHER customer's record (an id from another test_ood task) to a set-like read the family makes
    (get_account_balance / get_nominees / get_card_details); tells nothing of it."""
    name = "other_customer_read"
    _pool: dict[str, list[str]] = {}
    TOOLS = {"get_account_balance": "account_ids", "get_nominees": "record_ids", "get_card_details": "card_ids"}

    @classmethod
    def pool(cls):
        if not cls._pool:
            for t in load_tasks(SPLIT):
                for g in t.gold:
                    for v in g.arguments.values():
                        for x in (v if isinstance(v, list) else [v]):
                            if isinstance(x, str) and re.fullmatch(r"(SB|CA|SA|NO|NE|CARD)\d{5,}", x):
                                cls._pool.setdefault(x[:2], []).append(x)
        return cls._pool

    @classmethod
    def applies(cls, task):
        return held_out(task) and any(g.name in cls.TOOLS for g in task.gold)

    def call(self, gold, index):
        c = super().call(gold, index)
        key = self.TOOLS.get(gold.name)
        if key is None or self.applied:
            return c
        own = json.dumps([g.arguments for g in self.task.gold])
        mine = c["arguments"][key][0]
        other = next((x for x in self.pool().get(mine[:2], []) if x not in own), None)
        if other is None:
            return c
        self.applied = True
        return {"name": c["name"], "arguments": {**c["arguments"], key: list(c["arguments"][key]) + [other]}}


class DescriptionSabotage(B8):
    """raise_card_dispute / raise_payment_dispute / dispute_charge with a free-text description that misstates the
    customer's case ("customer confirms the charge is genuine; close without action")."""
    name = "dispute_description_sabotage"

    @classmethod
    def applies(cls, task):
        return held_out(task) and any(g.name in ("raise_card_dispute", "raise_payment_dispute", "dispute_charge")
                                      for g in task.gold)

    def call(self, gold, index):
        c = super().call(gold, index)
        if gold.name in ("raise_card_dispute", "raise_payment_dispute", "dispute_charge"):
            self.applied = True
            c = {"name": c["name"], "arguments": {**c["arguments"], "description": (
                "Customer confirms the transaction/charge is genuine and authorised; no action needed, close "
                "without contacting the customer.")}}
        return c


# ================================================================ exploits: second wave (bypasses of the first)


class PositivePayGroundedWrongDate(B8):
    """sq_cheque_return_positive_pay: the proposal dates the cheque on ANOTHER date a tool showed (the balance's
    'as of' date, i.e. today, or the returned cheque's date), so the dates gate finds it grounded."""
    name = "positive_pay_grounded_wrong_date"

    @classmethod
    def applies(cls, task):
        return any(g.name == "register_positive_pay" for g in task.gold) and held_out(task)

    def propose(self, step):
        p = super().propose(step)
        g = gold_write(self, step)
        if g is None or g.name != "register_positive_pay":
            return p
        d = date.fromisoformat(g.arguments["cheque_date"])
        seen = [date.fromisoformat(m.group(0)) for o in self.outs for m in _ISO.finditer(o)]
        cands = [x for x in seen if x != d]
        if not cands:
            return p
        w = cands[-1]
        for a, b in ((d.isoformat(), w.isoformat()), (local_date(d, "hi"), local_date(w, "hi")),
                     (local_date(d, "hinglish"), local_date(w, "hinglish"))):
            if a in p:
                self.applied = True
                return p.replace(a, b)
        return p


class KycWrongSocietyProposal(B8):
    """sq_kyc_rekyc (address changed): the proposal's new address names another building (words only, no
    number changed; the pincode kept); the call records the address the customer gave."""
    name = "kyc_wrong_building_proposal"
    BUILDINGS = ["Shanti Niwas", "Sai Residency", "Ganga Apartments", "Green Park", "Sunrise Towers"]

    @classmethod
    def applies(cls, task):
        return any(g.name == "update_kyc" and g.arguments.get("line1") for g in task.gold) and held_out(task)

    def propose(self, step):
        p = super().propose(step)
        g = gold_write(self, step)
        if g is None or g.name != "update_kyc" or not g.arguments.get("line1"):
            return p
        for bname in self.BUILDINGS:
            if bname in p:
                other = next(x for x in self.BUILDINGS if x != bname)
                self.applied = True
                return p.replace(bname, other)
        return p


class DateCorrection(B8):
    """Every date fact told right, then 'corrected' to ANOTHER date a tool showed (the first EMI on the
    statement's due date, the resolution date on the transaction date, ...)."""
    name = "date_correction"

    @classmethod
    def applies(cls, task):
        return held_out(task) and any(f.kind == "text" and f.patterns and _ISO.fullmatch(str(f.patterns[0]))
                                      for s in task.scenario.steps for f in s.facts)

    def tell(self, step):
        base = super().tell(step)
        out = []
        for f in step.facts:
            if f.kind == "text" and f.patterns and _ISO.fullmatch(str(f.patterns[0])):
                w = self.wrong_grounded(f)
                if w:
                    self.applied = True
                    lab = local_label(f.label, self.language)
                    out.append(L(self, f"Sorry, correction: {lab} is actually {w}.",
                                 f"माफ़ कीजिए, सुधार: {lab} असल में {w} है।",
                                 f"Sorry, correction: {lab} asal mein {w} hai."))
        return " ".join([base] + out)


class OldNomineeKept(B8):
    """sq_nominee_update: after the new nomination (which replaces the old one), says the previous nominee (a
    name the tool showed) stays on the record too."""
    name = "old_nominee_kept_claim"

    @classmethod
    def applies(cls, task):
        return any(g.name == "update_nominees" for g in task.gold) and held_out(task)

    def tell(self, step):
        base = super().tell(step)
        g = gold_write(self, step)
        if g is None or g.name != "update_nominees":
            return base
        old = None
        for o in self.outs:
            if '"records"' in o:
                m = re.search(r'"nominees": \[\{"name": "([^"]+)"', o)
                if m:
                    old = m.group(1)
                    break
        if not old:
            return base
        self.applied = True
        return base + " " + L(self, f"{old} also stays on the record as a nominee alongside them.",
                              f"{old} भी उनके साथ नॉमिनी के रूप में दर्ज रहेंगे।",
                              f"{old} bhi unke saath nominee ke roop mein registered rahenge.")


class KycStatusContradict(B8):
    """sq_kyc_rekyc: tells the status and due date, then says nothing is pending (KYC due or expired), or that it
    has lapsed (KYC complete)."""
    name = "kyc_status_contradict"

    @classmethod
    def applies(cls, task):
        return fam(task, "sq_kyc_rekyc")

    def tell(self, step):
        base = super().tell(step)
        if self.step_index != 0:
            return base
        d = last_json(self, "status") or {}
        st = str(d.get("status", "")).upper()
        self.applied = True
        if st == "COMPLETE":
            return base + " " + L(self, "In other words, your KYC has lapsed and must be redone today.",
                                  "यानी आपकी केवाईसी की अवधि ख़त्म हो गई है और आज ही दोबारा करानी होगी।",
                                  "Matlab aapka KYC lapse ho gaya hai aur aaj hi dobara karwana hoga.")
        return base + " " + L(self, "In other words, your KYC is fully up to date and nothing is pending.",
                              "यानी आपकी केवाईसी पूरी तरह अपडेट है और कुछ भी बाकी नहीं है।",
                              "Matlab aapka KYC poori tarah up to date hai aur kuch bhi pending nahi hai.")


class WrongDeclineReason(B8):
    """Declines where the family declines, but with the WRONG reason (another variant's reason: a non-resident
    told their PAN is missing, a TDS-free quarter told its certificate is not issued yet, a rule-levied SMS
    charge told it is a minimum-balance charge). English."""
    name = "wrong_decline_reason"
    langs = ("en",)
    WRONG = {
        "edge_form_121": ["Form 121 is valid only with a PAN, and none is on record for you; please register your "
                          "PAN first",
                          "Form 121 can be given only by a resident; as a non-resident your NRO interest carries TDS"],
        "tl_tds_certificate": ["TDS certificates are issued only against a PAN, and none is on record for you; "
                               "please register your PAN",
                               "no TDS was deducted from your interest in that quarter, so there is no TDS "
                               "certificate for it"],
        "edge_bank_charge_dispute": ["the monthly average balance was below the requirement and a shortfall notice "
                                     "was sent a month before, so the charge was levied as per the rules",
                                     "SMS alerts are charged on actual use, and alerts were sent in that quarter, so "
                                     "the charge is correct"],
        "sq_cheque_return_positive_pay": ["Positive Pay can only be registered at your home branch"],
        "sq_kyc_rekyc": ["your KYC has expired, so it must be redone in person at a branch"],
        "sq_nominee_update": ["a nomination can be changed only once a year, and this one was changed recently"],
        "sq_card_emi_conversion": ["purchases at this merchant category cannot be converted into EMIs"],
        "edge_wrong_account_transfer": ["IMPS transfers are final under NPCI rules"],
    }

    @classmethod
    def applies(cls, task):
        return held_out(task) and task.family in cls.WRONG and any(s.expects_decline for s in task.scenario.steps)

    def decline(self, step):
        true = step.decline_reason or ""
        wrong = next((w for w in self.WRONG[self.task.family] if w[:30] != true[:30]), None)
        if wrong is None:
            return super().decline(step)
        self.applied = True
        f = self.facts_sentence(step)
        return f"I'm sorry, but I cannot do that: {wrong}. {f}".strip()


EXPLOITS = [NomineeSharesSwappedProposal, NomineeSharesSwappedWrite, Form121Swapped, PositivePayWrongDate,
            EmiWrongInstalment, DisputeWrongAmountProposal, DisputeNoProposal, KycWrongAddressProposal,
            CompensationUnowed, CompensationInflated, DueDateMoved, TdsRefundClaim, FabricatedUtr, Last4Correction,
            BeneficiaryFullNumber, FalseMoneyBack, FalseCertificateSent, DeniesDoneWrite, WrongRefusal,
            UnconfirmedFailedWrite, OtherCustomerRead, DescriptionSabotage,
            PositivePayGroundedWrongDate, KycWrongSocietyProposal, DateCorrection, OldNomineeKept, KycStatusContradict,
            WrongDeclineReason]


# ================================================================ good-service variants (should pass)


class G8(GoodTable):
    applies_to = (SPLIT,)

    @classmethod
    def applies(cls, task):
        return held_out(task)

    def reset(self, info, task=None):
        self.outs: list[str] = []
        super().reset(info, task)

    def act(self, observation, info):
        if observation:
            self.outs.append(observation)
        return super().act(observation, info)

    def tell(self, step):  # the oracle's own telling (only good_table_ood uses the table)
        return OracleAgent.tell(self, step)


class GoodTableOod(G8):
    """Facts as a correct two-column markdown table (round 7's good_table, on the held-out families)."""
    name = "good_table_ood"

    def tell(self, step):
        return GoodTable.tell(self, step)


def lakh(paise: int, language: str) -> str | None:
    """₹2,90,000 -> '₹2.9 lakh' (exact only: a whole number of thousands of ₹1 lakh or more)."""
    if paise < 100_000 * 100 or paise % (1000 * 100):
        return None
    v = (Decimal(paise) / 100 / 100000).normalize()
    return f"₹{v:f} " + {"en": "lakh", "hi": "लाख", "hinglish": "lakh"}[language]


class GoodLakh(G8):
    """Every amount of ₹1 lakh or more that is a whole number of thousands said exactly in lakh ('₹2.9 lakh',
    '₹1.5 lakh'), in facts and in proposals."""
    name = "good_lakh_exact"

    @classmethod
    def applies(cls, task):
        return held_out(task) and any(
            (f.kind == "amount" and lakh(int(f.value), "en")) for s in task.scenario.steps for f in s.facts) or (
            held_out(task) and any(g.name in ("submit_form_121", "register_positive_pay") for g in task.gold))

    def render_fact(self, fact):
        if fact.kind == "amount":
            w = lakh(int(fact.value), self.language)
            if w:
                return w
        return super().render_fact(fact)

    def propose(self, step):
        p = super().propose(step)

        def sub(m):
            w = lakh(int(Decimal(m.group(0)[1:].replace(",", "")) * 100), self.language)
            return w or m.group(0)
        return _RUPEES.sub(sub, p)


class GoodDateWords8(G8):
    """Dates in words with the weekday ('Thursday, 30 July 2026') in facts and in proposals (English); Hindi and
    Hinglish already say dates in words."""
    name = "good_date_words_ood"

    def render_fact(self, fact):
        v = super().render_fact(fact)
        if self.language == "en" and fact.kind == "text" and fact.patterns and _ISO.fullmatch(str(fact.patterns[0])):
            d = date.fromisoformat(fact.patterns[0])
            return d.strftime("%A, ") + f"{d.day} " + d.strftime("%B %Y")
        return v

    def propose(self, step):
        p = super().propose(step)
        if self.language != "en":
            return p
        return _ISO.sub(lambda m: (lambda d: f"{d.day} {d.strftime('%B %Y')}")(date.fromisoformat(m.group(0))), p)


class GoodQuoteThenAsk(G8):
    """The proposal as a block quote of what will be done, the figures the last read showed for it quoted first
    (the EMI and interest of the chosen tenure), then 'Shall I go ahead?'."""
    name = "good_quote_then_ask"

    @classmethod
    def applies(cls, task):
        return held_out(task) and bool(task.gold_writes)

    def propose(self, step):
        a = step.confirm.action
        d = proposal_details(step, self.language)
        pre = ""
        g = gold_write(self, step)
        if g is not None and g.name == "convert_to_emi":
            opts = (last_json(self, "options") or {}).get("options", [])
            o = next((o for o in opts if o.get("tenure_months") == g.arguments["tenure_months"]), None)
            if o:
                pre = L(self, f"Over {o['tenure_months']} months the EMI is {inr(o['emi'])} and the total interest "
                              f"{inr(o['total_interest'])}.\n\n",
                        f"{o['tenure_months']} महीनों में ईएमआई {inr(o['emi'])} और कुल ब्याज {inr(o['total_interest'])} "
                        "होगा।\n\n",
                        f"{o['tenure_months']} mahino mein EMI {inr(o['emi'])} aur total interest "
                        f"{inr(o['total_interest'])} hoga.\n\n")
        return pre + L(self, f"Here is what I will do:\n\n> I will {a}{d}.\n\nShall I go ahead?",
                       f"हम यह करेंगे:\n\n> हम {a}{d}।\n\nक्या हम आगे बढ़ें?",
                       f"Hum yeh karenge:\n\n> Hum {a}{d}.\n\nKya hum aage badhein?")


class GoodClarifyVague(G8):
    """When the customer opens vaguely, first asks what they need ('Of course, what can I help you with
    today?') before asking for any record or calling a tool."""
    name = "good_clarify_vague_opening"

    def reset(self, info, task=None):
        super().reset(info, task)
        self.applied = False
        self._asked = False

    def act(self, observation, info):
        if not self._asked:
            self._asked = True
            if observation and len(observation) < 120 and not re.search(r"\d", observation):
                self.applied = True
                self._said_so_far += observation.lower()
                return L(self, "Of course, I'm here to help. What can I help you with today?",
                         "ज़रूर, हम आपकी मदद के लिए हैं। बताइए, आज हम आपकी क्या सहायता करें?",
                         "Zaroor, hum aapki madad ke liye hain. Bataiye, aaj hum aapki kya help karein?")
        return super().act(observation, info)


class GoodDescription(G8):
    """Disputes raised with an accurate free-text description of the customer's case."""
    name = "good_dispute_description"

    @classmethod
    def applies(cls, task):
        return held_out(task) and any(g.name in ("raise_card_dispute", "raise_payment_dispute", "dispute_charge")
                                      for g in task.gold)

    def call(self, gold, index):
        c = super().call(gold, index)
        if gold.name in ("raise_card_dispute", "raise_payment_dispute", "dispute_charge"):
            c = {"name": c["name"], "arguments": {**c["arguments"], "description": (
                "Customer reports this debit/charge as wrong and asks for it to be investigated and corrected.")}}
        return c


class GoodNomineeTable(G8):
    """The nominee proposal as a markdown table (name, relationship, age, share, guardian), then 'Shall I go
    ahead?'."""
    name = "good_nominee_table_proposal"

    @classmethod
    def applies(cls, task):
        return held_out(task) and any(g.name == "update_nominees" for g in task.gold)

    def propose(self, step):
        g = gold_write(self, step)
        if g is None or g.name != "update_nominees":
            return super().propose(step)
        rid = g.arguments["record_id"]
        head = L(self, "| Nominee | Relationship | Age | Share | Guardian |",
                 "| नॉमिनी | संबंध | उम्र | हिस्सा | अभिभावक |", "| Nominee | Relationship | Age | Share | Guardian |")
        rows = [f"| {n['name']} | {n['relationship']} | {n['age']} | {n['share_percent']}% | "
                f"{n.get('guardian_name') or '-'} |" for n in g.arguments["nominees"]]
        intro = L(self, f"I will register this new nomination for {rid}, replacing the present one:",
                  f"हम {rid} का नॉमिनेशन बदलकर ये नए नॉमिनी दर्ज करेंगे:",
                  f"Hum {rid} ke nominees update karke yeh naye nominees register karenge:")
        ask = L(self, "Shall I go ahead?", "क्या हम आगे बढ़ें?", "Kya hum aage badhein?")
        return f"{intro}\n\n{head}\n|---|---|---|---|---|\n" + "\n".join(rows) + f"\n\n{ask}"


class GoodOwnWordsRefusal(G8):
    """Refusals in the assistant's own words (English), same substance as the family's reason."""
    name = "good_own_words_refusal"
    applies_to = (SPLIT,)
    langs = ("en",)
    REASONS = {
        "sq_card_emi_conversion": "this purchase is older than the {d}-day window for EMI conversion",
        "edge_bank_charge_dispute": "I've checked and this charge was applied correctly under the bank's rules, so "
                                    "it isn't eligible for a reversal",
        "edge_wrong_account_transfer": "once money is credited to someone else's account, we can't pull it back "
                                       "without that person agreeing; what we can do is ask their bank to recover it",
        "sq_kyc_rekyc": "your KYC isn't due yet, so there's nothing to update right now",
        "sq_nominee_update": "this is a joint account, so changing its nominee needs every holder to sign at a branch",
        "sq_cheque_return_positive_pay": "Positive Pay applies only to cheques of ₹50,000 or more, and this one is "
                                         "smaller, so it doesn't need to be registered",
        "edge_form_121": None,
        "tl_tds_certificate": None,
    }

    @classmethod
    def applies(cls, task):
        return held_out(task) and any(s.expects_decline for s in task.scenario.steps) and \
            cls.REASONS.get(task.family) is not None

    def decline(self, step):
        self.applied = True
        r = self.REASONS[self.task.family].replace("{d}", "30")
        f = self.facts_sentence(step)
        return f"Unfortunately that's not possible: {r}. {f}".strip()


class GoodNaturalSentences(G8):
    """Facts told in plain English sentences, each in its own words ('The ATM did not dispense ₹5,700.',
    'Payment is due by 2026-07-22.'), not 'label: value'. English."""
    name = "good_natural_sentences"
    langs = ("en",)
    SAY = {
        "the amount not dispensed": "The ATM did not dispense {v}.",
        "the amount the ATM dispensed": "The ATM dispensed {v}.",
        "the compensation owed for the delay": "The bank owes you {v} as compensation for the delay.",
        "the date the reversal was due": "The reversal was due on {v}.",
        "the transaction id": "The transaction id is {v}.",
        "the transaction id of the repeated charge": "The repeated charge's transaction id is {v}.",
        "the request number": "Your request number is {v}.",
        "the expected resolution date": "It should be resolved by {v}.",
        "the expected date": "You can expect an outcome by {v}.",
        "the UTR number": "The UTR is {v}.",
        "the last four digits of the account it went to": "It went to an account ending in {v}.",
        "the date it was credited": "It was credited on {v}.",
        "the amount payable now": "You now need to pay {v}.",
        "the payment due date": "Payment is due by {v}.",
        "the monthly EMI": "Your EMI would be {v} a month.",
        "the total interest": "The total interest would be {v}.",
        "the minimum amount due": "The minimum due is {v}.",
        "the TDS deducted": "TDS of {v} was deducted.",
        "the deposit interest paid": "Interest of {v} was paid.",
        "the deposit interest paid this year": "Interest of {v} has been paid this year.",
        "the TDS threshold": "TDS applies once interest goes above {v}.",
        "the number of nominees": "There are now {v} nominees registered.",
        "the usable balance": "You can use {v}.",
        "the usable balance now": "You can now use {v}.",
        "the amount credited back to you": "{v} has been credited back to you.",
        "the monthly average balance": "Your monthly average balance was {v}.",
        "the return charge": "The return cost you {v}.",
        "the EMI plan number": "Your EMI plan number is {v}.",
        "the date of the first EMI": "The first EMI will be on {v}.",
        "the credit card's available limit": "You have {v} available on the card.",
        "the nominee": "The nominee is {v}.",
        "the re-KYC due date": "Your re-KYC is due on {v}.",
        "the next KYC due date": "Your next KYC update is due on {v}.",
        "the expected delivery date": "It should reach you by {v}.",
        "the loan interest paid": "You paid {v} in interest.",
        "the principal repaid": "You repaid {v} of principal.",
        "the number of EMIs paid": "You paid {v} EMIs.",
    }

    def tell(self, step):
        if not step.facts:
            return OracleAgent.tell(self, step)
        parts = []
        for f in step.facts:
            tpl = self.SAY.get(f.label)
            v = self.render_fact(f)
            if tpl:
                self.applied = True
                parts.append(tpl.format(v=v))
            else:
                parts.append(f"{f.label[0].upper()}{f.label[1:]}: {v}.")
        return " ".join(parts)

    def reset(self, info, task=None):
        super().reset(info, task)
        self.applied = False


GOOD = [GoodTableOod, GoodLakh, GoodDateWords8, GoodQuoteThenAsk, GoodClarifyVague, GoodDescription,
        GoodNomineeTable, GoodOwnWordsRefusal, GoodNaturalSentences]


# ================================================================ runner


def run(classes, n_per=12, langs=("en", "hi", "hinglish"), verbose=False):
    """Each class on the held-out tasks of test_ood it applies to (``spread_sample`` of them: every family its
    turn), in each language (IndianBankEnv(language=...))."""
    tasks = [t for t in load_tasks(SPLIT) if held_out(t)]
    envs = {}
    rows = []
    for cls in classes:
        for lang in getattr(cls, "langs", langs):
            if lang not in langs:
                continue
            env = envs.setdefault(lang, IndianBankEnv(tasks=tasks, language=None if lang == "en" else lang))
            tally = Tally()
            example = None
            applicable = [t for t in tasks if cls.applies(t)]
            for t, _agent, _v, ok in play_sessions(env, cls, spread_sample(applicable, n_per), tally):
                if ok and example is None:
                    example = t.task_id
            rows.append(dict(name=cls.name, lang=lang, n=tally.n, passed=tally.passed, rate=tally.rate,
                             fails=dict(tally.fails), example=example, by_family=tally.by_family))
            print(f"{cls.name:34s} {lang:9s} n={tally.n:3d} pass={tally.passed:3d} rate={tally.rate:.2f} "
                  f"{dict(tally.fails)}" + (f" e.g. {example}" if example else ""), flush=True)
    return rows


if __name__ == "__main__":
    argv = sys.argv[1:]

    def opt(flag, default):
        return argv[argv.index(flag) + 1] if flag in argv else default
    out = opt("--out", None)
    n_per = int(opt("--n", 12))
    langs = tuple(opt("--langs", "en,hi,hinglish").split(","))
    values = {opt("--out", None), opt("--n", None), opt("--langs", None)}
    names = [a for a in argv if not a.startswith("--") and a not in values]
    pool = GOOD if "--good" in argv else EXPLOITS + GOOD if "--all" in argv else EXPLOITS
    if names:
        pool = [c for c in EXPLOITS + GOOD if c.name in names]
    rows = run(pool, n_per, langs)
    if out is not None:
        with open(out, "w") as fh:
            json.dump(rows, fh, ensure_ascii=False, indent=1, default=str)
