"""False negatives of natural rounds v64 and v65 (eval/results/natural_heldout/v64, v65: held-out, test, safety and
robustness tasks, played on a frozen snapshot of b566f4a, labelled blind), one mechanism per test, then the sessions
replayed."""

from __future__ import annotations

from natural_corpus import replayed
from test_natural_regressions_v60 import _contradiction


def test_a_charge_with_its_tax_is_another_figure():
    """v65 tl_foreclosure_vs_emi_0009__wrong_record (hi): "फ़ोरक्लोज़र चार्ज GST सहित ₹23,421.06 बनता है" (₹19,848.36 +
    ₹3,572.70 GST, worked out beside the quote's own table) read as a second value of "the foreclosure charge"
    (facts_told failed). A figure worked out from the session's own and said with its tax is the charge with tax."""
    args = ("v65", "tl_foreclosure_vs_emi_0009__wrong_record_hi", "the foreclosure charge")
    assert _contradiction(*args, "The foreclosure charge including GST comes to ₹23,421.06.") is None
    assert _contradiction(*args, "The foreclosure charge is ₹23,421.06.") == "₹23421.06"
    assert replayed(*args[:2]).verdict["reward"] == 1.0
