"""False negatives of natural rounds v50 and v51 (eval/results/natural_heldout/v50, v51: held-out, test, safety and
robustness tasks, played on a frozen snapshot of ac58afb, after red-team round 20, labelled blind: all 38 good), one
mechanism per test, then the sessions replayed."""

from __future__ import annotations

import json

import pytest
from natural_corpus import CORPUS, replayed

from bank_gym.cli.play import replay_play
from bank_gym.language import analyze
from bank_gym.language.promises import promised_contacts
from bank_gym.language.write_actions import later_option, named_actions


def test_an_offer_asked_at_once_is_no_later_option():
    """v50 edge_blocked_card_unfreeze_0020__wrong_record (en): "If you'd like, I can raise a request for a replacement
    credit card. Would you like me to do that?" - the "if you'd like" offer was read as a case for later (its
    six-word question was more than the four words a bare go-ahead was allowed), so the customer heard no
    proposal, said a yes that authorised nothing, and asked for the replacement seven more times."""
    a = analyze("Unfortunately I can't unfreeze this card. If you'd like, I can raise a request for a replacement "
                "credit card. Would you like me to do that?")
    raise_request = next(x for x in named_actions(a) if x.key == "raise_request")
    assert not later_option(a, raise_request)
    b = analyze("If you'd like, I can raise a request for a replacement card. Would you like me to block the card?")
    assert later_option(b, next(x for x in named_actions(b) if x.key == "raise_request"))  # the question names another


def test_the_customer_agrees_to_the_offered_replacement():
    play = json.loads((CORPUS / "v50" / "edge_blocked_card_unfreeze_0020__wrong_record_en.json").read_text(encoding="utf-8"))
    env, _, _ = replay_play(dict(play, actions=play["actions"][:6]))
    decision = next(e for e in env.customer_events if e["type"] == "decision")
    assert decision["decision"] == "yes" and decision["write"] is not None


@pytest.mark.parametrize("said, promises", [
    ("यह 7 दिनों के भीतर बैंक में दर्ज आपके पत्राचार पते पर पहुँचेगी।", False),
    ("Yeh 7 din ke andar bank mein darj aapke address par pahunchegi.", False),
    ("हमारे अधिकारी आपके घर पहुँचकर दस्तावेज़ ले लेंगे।", True)])
def test_what_reaches_the_address_is_no_visit(said, promises):
    """v50 sq_address_then_chequebook_0007 (hi): the cheque book "reaching the address registered with the bank"
    read as the bank's visit (outcomes_true failed); round 20 had added "पहुँचेगी" to the visit forms."""
    assert bool(promised_contacts(analyze(said))) is promises


@pytest.mark.parametrize("part, name", [("v50", "sq_address_then_chequebook_0007_hi"),
                                        ("v51", "ood_tl_tds_certificate_0002__transient_error_hi")])
def test_the_rounds_v50_v51_false_negatives_pass_replayed(part, name):
    """v51 ood_tl_tds_certificate_0002__transient_error (hi): "माफ़ कीजिए, … आपके ब्याज (₹46,557) पर कोई टीडीएस नहीं
    कटा था (₹0)" - the apology read as a correction bound the interest in brackets tightly to "the TDS deducted"."""
    assert replayed(part, name).verdict["reward"] == 1.0
