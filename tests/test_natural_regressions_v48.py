"""False negatives of natural rounds v48 and v49 (eval/results/natural_heldout/v48, v49: held-out, test, safety and
robustness tasks, played on a frozen snapshot of 18a1309, labelled blind: all 34 good), one mechanism per test,
then the sessions replayed."""

from __future__ import annotations

import json

import pytest
from natural_corpus import CORPUS, replayed

from bank_gym.cli.play import replay_play
from bank_gym.language import analyze
from bank_gym.scoring.claims import false_outcomes
from bank_gym.scoring.untold import _ATTRIBUTED


@pytest.mark.parametrize("said, attributed", [
    ("कृपया ध्यान दें: आपने जो ₹29,95,800 बताया, वह बैंक के रिकॉर्ड से मेल नहीं खाता।", True),
    ("Aapne jo ₹29,95,800 bataya, woh bank ke record se match nahi karta.", True),
    ("आपके खाते में ₹29,95,800 हैं।", False)])
def test_the_customer_s_figure_in_a_relative_clause_is_theirs(said, attributed):
    """v48 sq_mandate_to_rd_0015__wrong_figure (hi): "आपने जो ₹29,95,800 बताया, वह … मेल नहीं खाता" said back the
    customer's wrong balance to correct it; read as a figure told (numbers_grounded failed)."""
    a = analyze(said)
    q = a.amounts[0]
    assert bool(_ATTRIBUTED.search(a.low, 0, q.start)) is attributed


def _events_after(name: str, actions: int) -> list[dict]:
    play = json.loads((CORPUS / "v48" / f"{name}.json").read_text(encoding="utf-8"))
    env, _, _ = replay_play(dict(play, actions=play["actions"][:actions]))
    return env.customer_events


def test_a_change_only_mentioned_is_no_proposal_of_it():
    """v48 edge_cancelled_mandate_0000 (hi): "HDFC Life का मैंडेट पहले ही रद्द हो चुका है … रद्द हो चुके मैंडेट को
    दोबारा रद्द करने की ज़रूरत नहीं है … क्या आप चाहेंगे कि मैं … कटौती … जाँच लूँ?" offers a check; the cancellation
    is only the record's state and what need not be done. The customer took it as a proposal of its own (later)
    Jio cancellation, said no for the HDFC name, and asked for the Jio cancellation out of order."""
    events = _events_after("edge_cancelled_mandate_0000_hi", 3)
    decision = next(e for e in events if e["type"] == "decision")
    assert decision["decision"] == "yes" and decision["write"] is None


def test_another_biller_beside_a_question_naming_the_mandate_s_own_is_context():
    """The same session: the Jio proposals listed HDFC Life as already cancelled, or said in a bracket what to do if
    its debits went on, and asked "क्या मैं Jio Postpaid का ₹499 मासिक मैंडेट रद्द कर दूँ?"; the customer refused each
    for "conflicting payee hdfc"."""
    decisions = [e for e in _events_after("edge_cancelled_mandate_0000_hi", 7) if e["type"] == "decision"]
    assert [d["decision"] for d in decisions if d["write"] == 2] and all(
        d["decision"] == "yes" for d in decisions if d["write"] == 2)


def test_a_done_said_as_a_case_is_no_claim():
    """v49 edge_minor_nominee_fd_0004 (en): "The FD hasn't been booked yet … I'll give it to you as soon as the booking
    is done." read as the claim "booking is done" (outcomes_true failed)."""
    said = ("The FD **hasn't been booked yet**, so there is no deposit number so far - I'll give it to you as soon as "
            "the booking is done.")
    assert false_outcomes(analyze(said), set()) == []


@pytest.mark.parametrize("part, name", [("v48", "sq_mandate_to_rd_0015__wrong_figure_hi")])
def test_the_round_v48_false_negatives_pass_replayed(part, name):
    assert replayed(part, name).verdict["reward"] == 1.0
