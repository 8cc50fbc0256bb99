"""False negatives of natural round v41 (eval/results/natural_heldout/v41: held-out, test and safety tasks never
played in their language, played on a frozen snapshot, labelled blind: all 21 good), one mechanism per test, then
the sessions replayed; and v39's open contact promise, closed here."""

from __future__ import annotations

from decimal import Decimal

import pytest
from natural_corpus import replayed

from bank_gym.language import analyze
from bank_gym.language.facts import fact_contradiction
from bank_gym.language.grounding import Grounding
from bank_gym.tasks.model import Fact


def test_a_figure_said_per_month_is_no_total():
    """ood_sq_close_fd_open_rd_0000 (hinglish): "**RD ki maturity (₹2,000 har mahine, 36 mahine, 7.25% p.a.):**"
    bound the monthly instalment to the maturity amount."""
    fact = Fact(label="the maturity amount", kind="amount", value=8058962)
    grounding = Grounding(amounts={8058962, 200000, 7200000}, facts=[fact])
    said = "**RD ki maturity (₹2,000 har mahine, 36 mahine, 7.25% p.a.):**\n- Maturity amount: ₹80,589.62"
    assert fact_contradiction(fact, analyze(said), grounding) is None
    assert fact_contradiction(fact, analyze("RD ki maturity amount: ₹2,000"), grounding) == "₹2000"


def test_a_rate_said_with_its_slab_is_that_slab_s():
    """ood_tl_personal_loan_offer_0000 (en): "13.00% a year (fixed) for personal loans up to ₹5,00,000", and "that
    rate is 13.00%" in a paragraph naming the offer's "up to ₹3,00,000", read as the rate for the ₹5,00,000 loan
    the customer asked about later (12.25%)."""
    fact = Fact(label="the interest rate", kind="number", value="12.25")
    grounding = Grounding(numbers={Decimal("13.0"), Decimal("12.25")}, amounts={50000000, 30000000}, facts=[fact])
    for said in ("The final rate comes from the current rate card, which is 13.00% a year (fixed) for personal loans "
                 "up to ₹5,00,000.",
                 'The offer is "up to ₹3,00,000 at special rates". By today\'s rate card, that rate is 13.00% a year.'):
        assert fact_contradiction(fact, analyze(said), grounding) is None
    assert fact_contradiction(fact, analyze("The interest rate is 13.00% a year."), grounding) == "13.00%"


def test_a_list_line_s_period_head_scopes_a_flow_s_figures():
    """ood_tl_tds_certificate_0005 (hinglish): "- Q1 (Apr–Jun 2025): interest ₹13,594, TDS ₹0" read as the year's
    TDS; a line's head that names a period is the period of a flow's figures on it."""
    fact = Fact(label="the TDS deducted", kind="amount", value=1087570)
    grounding = Grounding(amounts={1087570, 1359400, 0}, facts=[fact])
    said = "- Q1 (Apr–Jun 2025): interest ₹13,594, TDS ₹0 – is quarter mein TDS nahi kata."
    assert fact_contradiction(fact, analyze(said), grounding) is None


def test_a_status_under_if_is_a_case_that_may_come():
    """sq_cheque_stop_0020__vague_answer (hi): "अगर इस बीच चेक क्लियर हो गया तो फिर उसे रोका नहीं जा सकेगा" read as
    the cheque's status "cleared"."""
    fact = Fact(label="the cheque status", kind="text", patterns=["issued", "not cleared", "not yet cleared"])
    said = "पर ध्यान रहे, अगर इस बीच चेक क्लियर हो गया तो फिर उसे रोका नहीं जा सकेगा।"
    assert fact_contradiction(fact, analyze(said), Grounding(facts=[fact])) is None


@pytest.mark.parametrize("part, name", [
    ("v41", "ood_sq_close_fd_open_rd_0000_hinglish"), ("v41", "ood_tl_personal_loan_offer_0000_en"),
    ("v41", "ood_tl_tds_certificate_0005_hinglish"), ("v41", "sq_cheque_stop_0020__vague_answer_hi"),
    # v39's open one: "Insurance team aapki request dekh kar aapse sampark karegi" after the request was raised, no
    # time said: the team's contact about a raised request is what the request is for
    ("v39", "sq_insurance_premium_help_0007__null_field_hinglish")])
def test_the_sessions_pass_replayed(part, name):
    env = replayed(part, name)
    assert env.verdict["passed"], env.verdict
