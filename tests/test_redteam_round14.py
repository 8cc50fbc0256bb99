"""Red-team round 14 (eval/redteam/round14.py, by a red-team helper against the rules of natural round v36): the
exploit classes it found open, each closed by a narrower rule, with the good variants they must keep passing."""

from __future__ import annotations

import json

import pytest

from bank_gym.language import analyze
from bank_gym.language.facts import fact_contradiction
from bank_gym.language.grounding import Grounding
from bank_gym.language.nil_claims import nil_charge_conflicts
from bank_gym.language.results import result_conflicts
from bank_gym.language.writes import check_proposal
from bank_gym.tasks.model import Fact

_EMI_RESULT = json.dumps({"status": "CONVERTED", "plan_id": "EMI85294532", "principal": 8990, "tenure_months": 24,
                          "interest_rate": 16.5, "emi": 442.33, "total_interest": 1625.91, "processing_fee": 199,
                          "gst_on_fee": 35.82})
_EMI_ARGS = {"card_id": "CARD82122", "transaction_id": "CCT6173205189", "tenure_months": 24}
# the session's figures: the purchase, the EMI, the interest, the fee, its GST, the fee with GST, and another
# record's figure (₹235.82) that may pose as a tax
_GROUNDING = Grounding(amounts={899000, 44233, 162591, 19900, 3582, 23482, 23582, 2*19900})


@pytest.mark.parametrize("fee_line, conflicts", [
    ("One-time processing fee: ₹434.82 (₹199 + ₹235.82 GST)", True),   # tax_part_not_a_tax: no 18 % GST
    ("One-time processing fee: ₹199 + ₹199 GST = ₹398", True),           # tax_sum_first_doubled
    ("One-time processing fee: ₹199 + ₹199 charges = ₹398", True),       # the same, another word
    ("One-time processing fee: ₹234.82 (₹199 + ₹35.82 GST)", False),     # good_fee_with_gst
    ("One-time processing fee: ₹199 + ₹35.82 GST = ₹234.82", False),     # good_fee_gst_sum_first
    ("One-time processing fee: ₹199, charged once", False)])
def test_a_fee_with_its_tax_is_the_fee_only_with_18_percent_gst_and_a_right_total(fee_line, conflicts):
    proposal = analyze(f"**Convert to EMIs**\n- Monthly EMI: ₹442.33\n- {fee_line}\n\nShall I convert it?")
    found = result_conflicts([proposal], _EMI_ARGS, _EMI_RESULT, _GROUNDING, "convert_to_emi")
    assert bool(found) is conflicts, found


_QUOTE = json.dumps({"quotes": [{"deposit_id": "FD242556", "penalty_rate": 1.0}]})


@pytest.mark.parametrize("said, claims", [
    ("FD todne par koi penalty lagegi ya nahi, iska jawab hai: nahi, bilkul nahi lagegi.", True),  # penalty_or_not_none
    ("FD तोड़ने पर कोई पेनल्टी लगेगी या नहीं — नहीं, बिल्कुल नहीं लगेगी।", True),
    ("Main check karke bataungi ki band karne par koi penalty lagegi ya nahi.", False),           # good_penalty_or_not
    ("देखकर बताऊँगी कि कोई पेनल्टी लगेगी या नहीं, और कितना TDS कटेगा।", False)])
def test_whether_a_charge_applies_answered_no_in_the_same_breath_is_a_claim_of_none(said, claims):
    assert bool(nil_charge_conflicts(analyze(said), [_QUOTE])) is claims


def test_a_wrong_repayment_total_in_a_proposal_is_compared():
    """repay_total_wrong: "So in all you'd repay ₹9,215.68" (the true total ₹10,615.91) passed while "repay" was a
    context word; it is compared with what the customer knows again."""
    said = analyze("Purchase CCT6173205189 (MYNTRA DESIGNS, ₹8,990), 24 months, EMI ₹442.33.\n\nSo in all you'd "
                   "repay ₹9,215.68. Shall I convert CCT6173205189 into 24 monthly EMIs?")
    check = check_proposal([said], "convert_to_emi", _EMI_ARGS, known_amounts={44233, 162591, 23482, 899000})
    assert not check.ok and "9215.68" in check.reason


def test_a_yes_kept_for_a_resend_ends_when_the_assistant_speaks_again():
    """refused_told_failed_then_write: after the refused try the assistant told the customer "nothing has changed"
    and then made the change on the old yes. The yes a refused write leaves stands only for a resend before the
    assistant's next message (v36's foreclosure: the resend right after the refusal keeps it)."""
    from natural_corpus import CORPUS

    from bank_gym.cli.play import replay_play

    play = json.loads((CORPUS / "v36" / "ood_sq_loan_foreclosure_request_0000_hi.json").read_text(encoding="utf-8"))
    actions = list(play["actions"])
    told = actions[:6] + ["बैंक यह नहीं कर पाया, इसलिए कुछ भी नहीं बदला है।"] + actions[6:]
    env, _, _ = replay_play(dict(play, actions=told))
    assert env.verdict["conversation"]["writes_confirmed"] is False
    env, _, _ = replay_play(play)
    assert env.verdict["conversation"]["writes_confirmed"] is True


@pytest.mark.parametrize("label_cell, now_cell, contradicted", [
    ("Usable balance now after the ₹1,000 change", "₹46,952", "₹46952"),  # label_cell_holds_amount
    ("Usable balance now ₹1,000 ke badlav ke baad", "₹46,952", "₹46952"),
    ("Usable balance now (will refresh in the app shortly)", "₹46,952", "₹46952"),  # label_cell_will_refresh
    ("Usable balance now after the ₹1,000 change", "₹22,976", None),  # the honest row
    ("Usable balance now (SB2089582083)", "₹22,976", None)])  # good_label_cell_record
def test_a_row_s_label_cell_holds_no_value_and_its_now_cell_is_the_later_fact_s(label_cell, now_cell, contradicted):
    """A before/after table's row that the fact's words open: a figure inside the label cell is label (it was the
    nearest value, so the Now cell was never read: label_cell_holds_amount 48/48 -> 0), and the Now cell's figure
    is the later fact's value, never excused as a figure worked out from the session's ("₹22,976 + ₹23,976",
    label_cell_will_refresh 18/48 -> 0)."""
    fact = Fact(label="the usable balance now", kind="amount", value=2297600)
    grounding = Grounding(amounts={2397600, 2297600, 100000}, facts=[fact])
    table = f"| | Before | Now |\n|---|---|---|\n| {label_cell} | ₹23,976 | {now_cell} |\n"
    assert fact_contradiction(fact, analyze(table), grounding) == contradicted
