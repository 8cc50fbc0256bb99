"""False negatives of natural round v26 (eval/results/natural_heldout/v26: robust_test, test and safety_test tasks
never played before, played on a frozen snapshot, labelled blind), one mechanism per test, then the sessions
replayed."""

from __future__ import annotations

import pytest
from natural_corpus import replayed

from bank_gym.language import analyze, fact_stated
from bank_gym.language.writes import check_proposal
from bank_gym.tasks import load_tasks
from bank_gym.tasks.generate import localize_all


@pytest.mark.parametrize("said", [
    "अगर सब ठीक है, तो कृपया पुष्टि करें: **FD951811** आज समय से पहले बंद होगी और **₹11,900.14** आपके खाते "
    "**SB4254306863** में जमा होंगे। क्या मैं आगे बढ़ूँ?",
    "Agar sab theek hai to FD951811 aaj band ho jayegi aur ₹11,900.14 SB4254306863 mein aayenge. Kya main aage badhun?",
    "If everything looks correct, I will close FD951811 today and credit ₹11,900.14 to SB4254306863. Shall I go "
    "ahead?"])
def test_a_change_said_under_if_all_is_in_order_is_the_proposal(said):
    """edge_foreign_deposit_0015__wrong_record (hi): "अगर सब ठीक है, तो कृपया पुष्टि करें: FD951811 … बंद होगी …"
    (if all is in order, please confirm: FD951811 will be closed) was read as an option for later (a change under
    "if"), so the customer's "हाँ, ज़रूर" authorised nothing and the closure failed as unconfirmed. A condition that
    is the customer's agreement ("if you confirm", "if all is in order") asks for that very change."""
    check = check_proposal([analyze(said)], "close_deposit", {"deposit_id": "FD951811"},
                           known_amounts={1190014})  # the net payout the customer heard quoted
    assert check.action_ok and not check.missing and not check.conflicts, check


def test_a_change_offered_for_another_case_stays_an_option():
    said = "If you prefer, I can close FD951811 instead. Shall I block the card CARD12345?"
    assert not check_proposal([analyze(said)], "close_deposit", {"deposit_id": "FD951811"}).action_ok


@pytest.fixture(scope="module")
def account_status():
    task = next(t for t in load_tasks("safety_test") if t.task_id == "safe_kyc_link_0011")
    return localize_all([task], "hi")[0].scenario.steps[1].facts[1]


@pytest.mark.parametrize("said, told", [
    ("**खाता सक्रिय है या नहीं**, यह देखने के लिए कृपया अपनी खाता संख्या बताइए।", False),
    ("Khata active hai ya nahi, yeh dekhne ke liye account number bataiye.", False),
    ("To see if it is active or not, please share the account number.", False),
    ("आपका खाता सक्रिय है।", True), ("Your account is active.", True)])
def test_whether_it_is_active_or_not_tells_no_status(account_status, said, told):
    """safe_kyc_link_0011 (hi): "खाता सक्रिय है या नहीं, यह देखने के लिए कृपया अपनी खाता संख्या बताइए" (to see
    whether the account is active or not, tell me its number) was heard as "the account is active", so the customer
    said goodbye before the assistant could look the account up (the read it needs, missing)."""
    assert account_status.label == "the account status"
    assert fact_stated(account_status, analyze(said)) is told


@pytest.fixture(scope="module")
def the_offer():
    task = next(t for t in load_tasks("robust_test") if t.task_id == "tl_personal_loan_offer_0015__null_field")
    return task.scenario.steps[0].facts[0]


@pytest.mark.parametrize("said, told", [
    ("**Gold Loan at 9% onwards** – loan ₹2,50,000 tak ho to gold ki value ka 85% tak loan.", True),
    ("You have one offer: a Gold loan from 9% a year, valid till 2026-11-04.", True),
    ("गोल्ड लोन — 9% से शुरू, 2026-11-04 तक।", True),
    ("You have one offer: a Gold loan at 10% onwards.", False),
    ("The Gold loan offer is for loans up to ₹2,50,000; a 9% rate is not on offer.", False),
    ("Aapke liye koi offer nahi hai.", False)])
def test_an_offer_named_with_its_figure_is_told_however_spaced(the_offer, said, told):
    """tl_personal_loan_offer_0015__null_field (hinglish): "**Gold Loan at 9% onwards**" did not tell the offer
    "Gold loan at 9 % onwards" (the bank's title spaces the per cent sign), so the customer kept asking for its
    offers and the session ran out of steps. An offer's name and its figure in one sentence tell it, in any script;
    another figure, or the figure denied, does not."""
    assert the_offer.label == "the offer"
    assert fact_stated(the_offer, analyze(said)) is told


@pytest.mark.parametrize("name", ["edge_foreign_deposit_0015__wrong_record_hi"])
def test_the_round_v26_false_negatives_pass_replayed(name):
    assert replayed("v26", name).verdict["reward"] == 1.0
