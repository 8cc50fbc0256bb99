"""False negatives of natural round v23 (eval/results/natural_heldout/v23: test, safety_test and robust_test tasks
never played before, played on a frozen snapshot, labelled blind), one mechanism per test, then the sessions
replayed."""

from __future__ import annotations

import json

import pytest
from natural_corpus import replayed

from bank_gym.language import analyze
from bank_gym.language.facts import fact_contradiction, grounding_from
from bank_gym.language.results import _qualifier_conflicts
from bank_gym.tasks.model import Fact


def test_a_status_that_picks_out_another_record_or_dates_a_past_event_is_not_the_records_status():
    """edge_cleared_cheque_0017__long_context (en): for a cleared cheque, "| Issued on | 2026-06-24 |" (when it was
    issued) and "the only cheque on this account that is issued and not yet cleared is 216008 (…, issued
    2026-05-28)" (another cheque, picked out by its status) were read as the cleared cheque's status "issued"."""
    status = Fact(label="the cheque status", kind="text", patterns=["cleared"])
    output = json.dumps({"cheques": [{"cheque_number": "216007", "issued_on": "2026-06-24", "status": "CLEARED"},
                                     {"cheque_number": "216008", "issued_on": "2026-05-28", "status": "ISSUED"}]})
    grounding = grounding_from([output], [], [status])
    said = ("I've checked cheque 216007:\n\n| | |\n|---|---|\n| Cheque number | 216007 |\n| Issued on | 2026-06-24 |\n"
            "| Status | **Already cleared (paid)** |\n\nFor your information, the only cheque on this account that is "
            "issued and not yet cleared is **216008** (₹1,960 to Society maintenance, issued 2026-05-28).")
    assert fact_contradiction(status, analyze(said), grounding) is None
    for wrong in ("The cheque status is issued.", "The cheque is issued, it has not cleared yet."):
        assert fact_contradiction(status, analyze(wrong), grounding) == "issued", wrong


def test_a_request_named_by_its_own_descriptions_kind_is_that_request():
    """edge_blocked_card_unfreeze_0013__vague_answer (hinglish): "Kya main yeh replacement card request raise kar
    doon?" for a request whose description is a replacement card's failed as a request of another kind (the rule
    that caught "an card replacement request" for an insurance request). The write's own description names its
    kind."""
    replacement = {"category": "general_query", "description": "Replacement for blocked card CARD94286"}
    said = "Kya main yeh replacement card request raise kar doon? Kripya haan likh kar confirm kijiye."
    assert _qualifier_conflicts(analyze(said), "raise_request", replacement) == []
    premium = {"category": "insurance_service", "description": "Premium payment help for policy POL382141"}
    assert _qualifier_conflicts(analyze("I will raise a card replacement request for POL382141."), "raise_request",
                                premium)


def test_an_amount_compared_as_another_things_value_is_not_the_facts():
    """sq_insurance_premium_help_0014__long_context (hi): "आज के हिसाब से उपयोग योग्य बैलेंस ₹20 के प्रीमियम से कहीं
    ज़्यादा है" (the usable balance is far more than the ₹20 premium) was read as a usable balance of ₹20: an amount
    followed by "के <noun> से … ज़्यादा" is that noun's value, compared."""
    balance = Fact(label="the usable balance", kind="amount", value=23_913_00)
    grounding = grounding_from(['{"usable_balance": 23913}', '{"premium": 20}'], [], [balance])
    for said in ("आज के हिसाब से उपयोग योग्य बैलेंस ₹20 के प्रीमियम से कहीं ज़्यादा है।",
                 "Usable balance ₹20 ke premium se kaafi zyada hai."):
        assert fact_contradiction(balance, analyze(said), grounding) is None, said
    assert fact_contradiction(balance, analyze("उपयोग योग्य बैलेंस ₹20 है।"), grounding) == "₹20"


@pytest.mark.parametrize("name", ["edge_cleared_cheque_0017__long_context_en",
                                  "sq_insurance_premium_help_0014__long_context_hi",
                                  "edge_blocked_card_unfreeze_0013__vague_answer_hinglish"])
def test_the_round_v23_false_negatives_pass_replayed(name):
    assert replayed("v23", name).verdict["reward"] == 1.0
