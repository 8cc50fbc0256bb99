"""False negatives of natural round v35 (eval/results/natural_heldout/v35: held-out, test and safety tasks played
before only in another language, played on a frozen snapshot, labelled blind), one mechanism per test, then the
sessions replayed."""

from __future__ import annotations

import json

import pytest
from natural_corpus import CORPUS, replayed

from bank_gym.cli.play import replay_play
from bank_gym.language import analyze, proposal_sentences
from bank_gym.tasks import load_tasks


@pytest.mark.parametrize("said, asks", [
    ("Kya aap is purchase ko 9 mahine ki EMI mein convert karwana chahenge, ya pehle kuch aur poochhna hai?", True),
    ("Shall I convert it into a 9-month EMI plan, or is there anything else you would like to ask first?", True),
    ("Is there anything else I can help you with?", False),
    ("Kya aur kuch madad chahiye?", False)])
def test_a_go_ahead_with_more_help_as_its_alternative_is_still_asked(said, asks):
    """ood_sq_card_emi_conversion_0004__wrong_figure (hinglish): "… convert karwana chahenge, ya pehle kuch aur
    poochhna hai?" (or is there anything else first?) was read as an offer of more help only, so the customer's
    "9 mahine wala plan pakka kar dijiye" was no yes."""
    assert bool(proposal_sentences(analyze(said))) is asks


def test_the_nominee_checked_with_get_nominees_satisfies_the_check_read():
    """edge_minor_nominee_fd_0004 (hi): the assistant checked the new FD's nominee with get_nominees, which shows
    it as get_fd_details does; the gold chain's check read now names it (``GoldCall.also_by``)."""
    tasks = [t for t in load_tasks("base") if t.family == "edge_minor_nominee_fd"]
    checks = [g for t in tasks for g in t.gold if g.name == "get_fd_details"]
    assert checks and all(g.also_by == ["get_nominees"] for g in checks)


def test_a_customer_unsure_of_a_proposal_does_not_add_a_go_ahead_for_its_earlier_change():
    """ood_edge_bank_charge_dispute_0003 (hinglish): the customer answered the proposal of a second reversal with
    "Pehle yeh clear ho jaaye: poori details aur charge kitna hai …" and, its next step being the first reversal it
    had agreed to (already made), added "Uske liye meri haan pehle se hai, aage badhiye": read together, a yes to the
    second. A message that answers a proposal gets no reminder of an earlier go-ahead."""
    play = json.loads((CORPUS / "v35" / "ood_edge_bank_charge_dispute_0003_hinglish.json").read_text(encoding="utf-8"))
    env, _, _ = replay_play(dict(play, actions=play["actions"][:8]))
    reply = env.messages[17]["content"]
    assert "poori details" in reply and "haan pehle se" not in reply


@pytest.mark.parametrize("name", ["edge_minor_nominee_fd_0004_hi"])
def test_the_round_v35_false_negatives_pass_replayed(name):
    assert replayed("v35", name).verdict["reward"] == 1.0


def test_a_customer_whose_later_step_was_answered_asks_for_what_was_left_untold_by_name():
    """ood_tl_transfer_status_0002 (en): the step's fact is the transaction id; the assistant traced the transfer
    and told the UTR (the next step's fact) but never the id, and the customer repeated its whole request seven
    times instead of asking for the id, then accepted a hand-off. The assistant has moved past the step once a later
    step's facts are told: the customer asks for the missing fact by name."""
    env = replayed("v35", "ood_tl_transfer_status_0002_en")
    replies = [m["content"] for m in env.messages if m["role"] == "user"][2:8]
    assert sum("transaction id" in r for r in replies) >= 4
    assert not any("family member is chasing me" in r for r in replies)
