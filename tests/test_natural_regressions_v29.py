"""False negatives of natural round v29 (eval/results/natural_heldout/v29: test_ood, robust_test, robust_test_ood,
safety_test and test tasks never played before, played on a frozen snapshot, labelled blind). The one mechanism
(a balance read before money moved, followed in its sentence by the balance now) has its rule test in
tests/test_redteam_round11.py: here the session itself is replayed."""

from __future__ import annotations

from natural_corpus import replayed


def test_the_round_v29_false_negative_passes_replayed():
    """ood_edge_bank_charge_dispute_0003__topic_switch (hi): "उपयोग-योग्य ₹1,25,069 (अब ₹1,25,086.70)" after the
    charge was reversed was read as the balance before the credit claimed as the balance now."""
    assert replayed("v29", "ood_edge_bank_charge_dispute_0003__topic_switch_hi").verdict["reward"] == 1.0

