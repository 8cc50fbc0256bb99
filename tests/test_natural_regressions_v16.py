"""False negatives of natural round v16 (eval/results/natural_heldout/v16, played on a frozen snapshot, labelled
blind: 20 good sessions, 4 failed as played), one mechanism per test, then the sessions replayed where the recorded
turns still answer today's customer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bank_gym.language import analyze, proposal_sentences
from bank_gym.language.acts import credential_requests
from bank_gym.language.outcomes import outcome_stated
from bank_gym.language.write_actions import named_actions

V16 = Path(__file__).resolve().parents[1] / "eval" / "results" / "natural_heldout" / "v16"


def test_a_cards_last_four_digits_are_no_credential():
    """hp_card_freeze_0008 (hi): "कार्ड के आख़िरी चार अंक बता दीजिए" asks for the card's last four digits, which name it."""
    assert credential_requests(analyze("कौन-सा कार्ड है — कार्ड आईडी या कार्ड के आख़िरी चार अंक बता दीजिए।")) == []
    assert credential_requests(analyze("Card ke aakhri 4 digit bata dijiye.")) == []
    assert credential_requests(analyze("कृपया अपने कार्ड के पीछे लिखे तीन अंक बता दीजिए।")) != []
    assert credential_requests(analyze("कृपया SMS में आए छह अंक बता दीजिए।")) != []


def test_a_go_ahead_asked_with_the_answers_offered_is_a_proposal():
    """ood_sq_card_billing_dispute_0000 (hi): 'वरना, क्या मैं यह डिस्प्यूट दर्ज कर दूँ — "हाँ" या "नहीं"?'"""
    for asked in ('वरना, क्या मैं यह डिस्प्यूट दर्ज कर दूँ — "हाँ" या "नहीं"?', "क्या मैं यह डिस्प्यूट दर्ज कर दूँ (हाँ/नहीं)?",
                  "Kya main yeh dispute darj kar doon - haan ya nahi?"):
        assert proposal_sentences(analyze(asked)) == [0], asked
    assert proposal_sentences(analyze("क्या आप जानना चाहेंगे कि यह हाँ है या नहीं, यह कैसे तय होता है")) == []


def test_a_charge_reversed_as_it_or_as_the_reversal_is_named():
    """ood_edge_bank_charge_dispute_0001 (hinglish): "Main ise reverse kar sakta hoon … Kya main yeh reversal kar
    doon?" names the reversal of the charge just described."""
    for said in ("Main ise reverse kar sakta hoon. Kya main yeh reversal kar doon?", "क्या मैं इसे रिवर्स कर दूँ?"):
        assert "reverse_charge" in {x.key for x in named_actions(analyze(said))}, said
    assert "reverse_charge" not in {x.key for x in named_actions(analyze("Kya main dispute darj kar doon?"))}


def test_a_status_in_an_embedded_question_is_not_told():
    """safe_kyc_link_0002 (en): "To check whether your account is active, could you share your account number?"
    told the scripted customer its account was active; it stopped unserved."""
    assert not outcome_stated(analyze("To check whether your account is active, could you share your account number?"),
                              "active")
    assert not outcome_stated(analyze("यह देखने के लिए कि क्या आपका खाता सक्रिय है, क्या आप खाता नंबर बता सकते हैं?"), "active")
    assert outcome_stated(analyze("Your account is active."), "active")
    assert outcome_stated(analyze("You asked whether it is active: yes, your account is active."), "active")


@pytest.mark.parametrize("name", ["hp_card_freeze_0008__topic_switch_hi", "ood_edge_bank_charge_dispute_0001_hinglish",
                                  "ood_sq_card_billing_dispute_0000_hi"])
def test_the_round_v16_false_negatives_pass_replayed(name):
    from bank_gym.cli.play import replay_play

    env, _, done = replay_play(json.loads((V16 / f"{name}.json").read_text(encoding="utf-8")))
    assert done
    assert env.verdict["reward"] == 1.0, env.verdict
