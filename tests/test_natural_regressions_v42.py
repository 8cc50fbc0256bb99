"""False negatives of natural rounds v42 and v43 (eval/results/natural_heldout/v42, v43: held-out, test, safety and
robustness tasks, played on a frozen snapshot, labelled blind: 37 good, 1 bad), one mechanism per test, then the
sessions replayed."""

from __future__ import annotations

import json
from datetime import date

import pytest
from natural_corpus import replayed

from bank_gym.language import analyze
from bank_gym.language.acts import unpriced_charges
from bank_gym.language.facts import fact_contradiction, grounding_from
from bank_gym.language.grounding import Grounding
from bank_gym.language.outcomes import outcome_stated
from bank_gym.tasks.io import load_tasks
from bank_gym.tasks.model import Fact


def test_a_value_said_to_differ_is_set_aside():
    """v42 sq_rd_book_0012__wrong_figure (en): "the usable balance is actually different from ₹7,600" (the
    customer's guess) read as the balance told."""
    fact = Fact(label="the usable balance", kind="amount", value=951000)
    grounding = Grounding(amounts={951000, 760000}, facts=[fact])
    assert fact_contradiction(fact, analyze("I've checked — the usable balance is actually different from ₹7,600:"),
                              grounding) is None
    assert fact_contradiction(fact, analyze("I've checked — the usable balance is actually ₹7,600."), grounding) == "₹7600"


@pytest.mark.parametrize("said, unpriced", [
    ("**Charge:** SMS alert charge, quarter 2026-04-01 se 2026-06-30, laga 2026-06-30", False),
    ("**Kya hoga:** bank ki team 7 din mein is charge ko review karegi", False),
    ("Team is date tak charge ka review karegi.", False),
    ("Raising the dispute is free; the team will review it.", False),
    ("Please note a processing charge will apply to this request.", True),
    ("Is request par ek charge lagega.", True)])
def test_the_disputed_charge_is_no_cost_of_the_change(said, unpriced):
    """v42 ood_edge_bank_charge_dispute_0004 (hinglish): the charge a dispute is about, said as levied already
    ("laga 2026-06-30") or as what the team reviews ("is charge ko review karegi", "is" this), was read as a cost
    of raising the dispute left unpriced, and the customer asked "charge kitna hai" instead of its yes."""
    assert bool(unpriced_charges(analyze(said))) is unpriced


@pytest.mark.parametrize("said, stated", [
    ('"Own RD instalment" wala mandate **pehle se hi cancelled hai**.', True),
    ("Aapka mandate already band hai.", True),
    ("यह मैंडेट पहले से ही बंद है।", True),
    ("Yeh mandate abhi cancel nahi hua hai.", False)])
def test_already_cancelled_in_hinglish(said, stated):
    """v42 edge_cancelled_mandate_0003__topic_switch (hinglish): "pehle se hi cancelled hai" (both "se" and "hi")
    and "already band hai" (band, as the customer asks: "mandate band kar dijiye") were not 'already cancelled'."""
    assert outcome_stated(analyze(said), "already cancelled") is stated


def test_overdue_is_the_kyc_status_expired():
    """v43 ood_sq_kyc_rekyc_0003 (en): "your periodic KYC update is **overdue**" is the status EXPIRED."""
    assert outcome_stated(analyze("Status: your periodic KYC update is **overdue**."), "expired")
    assert not outcome_stated(analyze("Your KYC update is not overdue."), "expired")


def test_a_true_date_under_its_own_field_s_name_is_that_field_s():
    """v43 ood_sq_unauthorized_debit_block_0000 (en): "Final resolution due by: 2026-10-14" (the output's
    ``resolve_by``) beside "Bank's target to respond: 2026-07-17" (``eta``, the fact) read as a second expected
    date. A date on a line naming its own field is that field's; the fact's own date under another field's name,
    or a date of no field, is still a contradiction."""
    fact = Fact(label="the expected date", kind="text", patterns=["2026-07-17"])
    output = json.dumps({"request_id": "SR-37815716", "eta": "2026-07-17", "created_on": "2026-07-16",
                         "regulatory": {"transaction_date": "2026-06-10", "resolve_by": "2026-10-14"}})
    grounding = grounding_from([output], [], [fact], reference=date(2026, 7, 16))
    for said in ("- **Final resolution due by:** **2026-10-14**, the deadline under RBI's rules",
                 "| **Complaint to be resolved by** | **2026-10-14** |",
                 "- The complaint is to be **resolved by 2026-10-14**."):
        assert fact_contradiction(fact, analyze(said), grounding) is None, said
    assert fact_contradiction(fact, analyze("- **Expected by:** 2026-10-14"), grounding) == "14/10/2026"
    assert fact_contradiction(fact, analyze("- **Expected by:** 2026-09-01"), grounding) == "01/09/2026"


def test_the_dormant_account_s_status_may_be_read_from_its_balance():
    """v43 edge_dormant_source_account_0007__transient_error (hi): the dormant account's status read with
    get_account_balance (which shows it) failed the check read get_account_details."""
    tasks = [t for t in load_tasks("robust_test") if t.family == "edge_dormant_source_account"]
    assert tasks
    for task in tasks:
        check = next(g for g in task.gold if g.name == "get_account_details")
        assert check.also_by == ["get_account_balance"]


@pytest.mark.parametrize("part, name", [
    ("v42", "sq_rd_book_0012__wrong_figure_en"),
    ("v43", "edge_dormant_source_account_0007__transient_error_hi"),
    ("v43", "ood_sq_unauthorized_debit_block_0000_en")])
def test_the_sessions_pass_replayed(part, name):
    env = replayed(part, name)
    assert env.verdict["passed"], env.verdict


def test_figures_set_beside_for_comparison_are_another_option_s():
    """v20 / v32 ood_sq_card_emi_conversion (hi): "(तुलना के लिए: 12 महीने की EMI ₹1,342.73 है, 16% पर, कुल ब्याज
    ₹1,313.72।)" gives another tenure's total interest, not the chosen plan's. (It passed before only because the
    label's own "कुल" read as "in all"; a label's own words in any language now say nothing of the kind.)"""
    fact = Fact(label="the total interest", kind="amount", value=100000)
    grounding = Grounding(amounts={100000, 131372, 134273}, facts=[fact])
    said = "कुल ब्याज ₹1,000 है। (तुलना के लिए: 12 महीने की EMI ₹1,342.73 है, 16% पर, कुल ब्याज ₹1,313.72।)"
    assert fact_contradiction(fact, analyze(said), grounding) is None
    assert fact_contradiction(fact, analyze("कुल ब्याज ₹1,313.72 है।"), grounding) == "₹1313.72"
