"""False negatives of natural round v30 (eval/results/natural_heldout/v30: test_ood, robust_test, robust_test_ood and
safety_test tasks never played before, played on a frozen snapshot, labelled blind), one mechanism per test, then
the sessions replayed."""

from __future__ import annotations

import pytest
from natural_corpus import replayed

from bank_gym.language import analyze
from bank_gym.language.facts import fact_contradiction, grounding_from
from bank_gym.tasks.model import Fact


def _contradiction(label: str, value_paise: int, said: str, output: str) -> str | None:
    fact = Fact(label=label, kind="amount", value=value_paise)
    return fact_contradiction(fact, analyze(said), grounding_from([output], [], [fact], None))


_AVERAGE = '{"required_monthly_average_balance": 10000, "monthly_average_balance": 21761}'


@pytest.mark.parametrize("said, contradicted", [
    ("nro account par ₹10,000 ka monthly average balance chahiye, aur may 2026 mein aapka average ₹21,761 tha.", False),
    ("is nro account par ₹10,000 ka monthly average balance rakhna zaroori hai.", False),
    ("इस खाते पर ₹10,000 का मासिक औसत बैलेंस रखना ज़रूरी है।", False),
    ("You need a monthly average balance of ₹10,000.", False),
    ("aapka monthly average balance ₹10,000 tha.", True),
    ("आपका मासिक औसत बैलेंस ₹10,000 था।", True),
    ("Your monthly average balance is ₹10,000.", True)])
def test_a_requirement_said_after_its_value_is_not_the_customers_figure(said, contradicted):
    """ood_edge_bank_charge_dispute_0000__vague_answer (hinglish): "₹10,000 ka monthly average balance chahiye"
    (the account's requirement, true) was read as the customer's monthly average balance (₹21,761). Hindi and
    Hinglish say the need after the value and its noun; said so, the value is the requirement's."""
    assert bool(_contradiction("the monthly average balance", 2176100, said, _AVERAGE)) is contradicted


_STATEMENT = '{"total_due": 11927, "minimum_due": 596}'


@pytest.mark.parametrize("said, contradicted", [
    ("पूरी देय राशि: ₹11,927", False),
    ("Full amount due: ₹11,927", False),
    ("न्यूनतम देय राशि: ₹11,927", True),
    ("The minimum amount due is ₹11,927.", True)])
def test_the_full_amount_due_is_not_the_minimum_due(said, contradicted):
    """ood_sq_card_emi_conversion_0002__vague_answer (hi): "पूरी देय राशि: ₹11,927" (the statement's total, true)
    was read as a second value of the minimum amount due (₹596); "पूरी" / "full" qualifies it as "कुल" does."""
    assert bool(_contradiction("the minimum amount due", 59600, said, _STATEMENT)) is contradicted


@pytest.mark.parametrize("name", ["ood_edge_bank_charge_dispute_0000__vague_answer_hinglish",
                                  "ood_sq_card_emi_conversion_0002__vague_answer_hi"])
def test_the_round_v30_false_negatives_pass_replayed(name):
    assert replayed("v30", name).verdict["reward"] == 1.0
