"""False negatives of natural rounds v62 and v63 (eval/results/natural_heldout/v62, v63: held-out, test, safety and
robustness tasks, played on a frozen snapshot of ca31058, labelled blind: all 36 good), one mechanism per test, then
the sessions replayed."""

from __future__ import annotations

import pytest
from natural_corpus import replayed

from bank_gym.language import analyze
from bank_gym.scoring.untold import _refuses_or_asks


@pytest.mark.parametrize("said, theirs", [
    ("Phir main bank ke record se check karke aapke ₹1,41,700 wale figure se milaa deta hoon.", True),
    ("I will compare it with your ₹1,41,700 figure.", True),
    ("Your ₹1,41,700 figure is correct.", False), ("Aapka ₹1,41,700 wala figure sahi hai.", False)])
def test_the_customer_s_figure_named_as_theirs_is_not_told(said, theirs):
    """v62 ood_tl_loan_interest_certificate_0002__wrong_figure (hinglish): "… aapke ₹1,41,700 wale figure se milaa
    deta hoon" (I'll compare with your ₹1,41,700 figure), before any read, was read as the customer's wrong figure
    repeated as a fact (numbers_grounded failed); unless called right, a figure named as the customer's is theirs."""
    a = analyze(said)
    assert _refuses_or_asks(a, next(q for q in a.quantities if q.kind == "amount")) is theirs


def test_the_round_replayed():
    assert replayed("v62", "ood_tl_loan_interest_certificate_0002__wrong_figure_hinglish").verdict["reward"] == 1.0
