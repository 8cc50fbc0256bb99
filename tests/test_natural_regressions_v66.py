"""False negatives of natural rounds v66 and v67 (eval/results/natural_heldout/v66, v67: held-out, test, safety and
robustness tasks, 12 of them test tasks with a second customer seed, played on a frozen snapshot of 1d4ba49,
labelled blind), one mechanism per test, then the sessions replayed; and the customer that asked again for a change
it had been told was done."""

from __future__ import annotations

import pytest
from natural_corpus import replayed
from test_natural_regressions_v60 import _contradiction

from bank_gym.customers.replies import phrasings
from bank_gym.language import analyze
from bank_gym.scoring.claims import false_outcomes
from bank_gym.scoring.untold import _refuses_or_asks


@pytest.mark.parametrize("said, wrong", [
    ("Cumulative: you receive ₹27,608.40 at maturity (₹7,608.40 interest).", None),
    ("परिपक्वता पर आपको ₹27,608.40 मिलेंगे (₹7,608.40 ब्याज)।", None),
    ("Maturity par ₹27,608.40 milenge (₹7,608.40 ka byaj).", None),
    ("Cumulative: you receive ₹27,608.40 at maturity (₹7,608.40).", "₹7608.40"),
    ("The maturity amount is ₹7,608.40.", "₹7608.40")])
def test_a_figure_followed_by_its_own_field_s_word_is_that_field(said, wrong):
    """v67 sq_balance_compare_fd_0014 (en, seed 1): "you receive ₹27,608.40 at maturity (₹7,608.40 interest)" read
    as a second value of the maturity amount (facts_told failed). A figure followed by the word of the output field
    that holds it (``total_interest``), a word the fact's label lacks, is that field's; without it, or under the
    fact's own words, it is still a contradiction."""
    args = ("v67", "sq_balance_compare_fd_0014_en_s1", "the maturity amount")
    assert _contradiction(*args, said) == wrong


@pytest.mark.parametrize("said, claims", [
    ("HDFC Life ka mandate already cancelled hai. Cancelled mandate ko dobara cancel nahi kiya ja sakta – system mein "
     "yeh pehle se band hai. Isliye yahan karne ke liye kuch baaki nahi hai; aapka kaam ho chuka hai.", 0),
    ("Isliye yahan karne ke liye kuch baaki nahi hai; aapka kaam ho chuka hai.", 1),
    ("HDFC Life ka mandate pehle se band hai.\n\nAapka doosra kaam ho chuka hai.", 1)])
def test_a_generic_done_after_its_paragraph_says_the_record_already_is_so(said, claims):
    """v67 edge_cancelled_mandate_0000 (hinglish, seed 1): "… system mein yeh pehle se band hai … Isliye yahan karne
    ke liye kuch baaki nahi hai; aapka kaam ho chuka hai." (the mandate the customer wants cancelled already is)
    read as a claim of a cancellation never made (outcomes_true failed): a generic "it is done" is the record's
    state when any sentence of its paragraph before it says the record already is so, not only the sentence right
    before; alone, or after another paragraph, it is still a claim."""
    assert len(false_outcomes(analyze(said), set(), frozenset({"cancelled"}))) == claims


@pytest.mark.parametrize("said, theirs", [
    ("Aapke paas jo **₹3,90,100** likha hai, woh bank ke record se match nahi karta.", True),
    ("आपके पास जो ₹3,90,100 लिखा है, वह बैंक के रिकॉर्ड से मेल नहीं खाता।", True),
    ("Aapke paas jo ₹3,90,100 likha hai, woh sahi hai.", False),
    ("Aapke paas jo ₹3,90,100 hai, usse FD ho jayegi.", False)])
def test_the_customer_s_figure_in_a_relative_clause_compared_away(said, theirs):
    """v67 hp_fd_maturity_info_0006__wrong_figure (hinglish): "Aapke paas jo ₹3,90,100 likha hai, woh bank ke record
    se match nahi karta" (the figure you have written does not match the bank's record) read as the customer's wrong
    figure repeated as a fact (numbers_grounded failed). Called right, or used as a fact, it is still told."""
    a = analyze(said)
    assert _refuses_or_asks(a, next(q for q in a.quantities if q.kind == "amount")) is theirs


def test_the_customer_does_not_ask_again_for_a_change_it_was_told_is_done():
    """v66 ood_tl_transfer_status_0004__transient_error (hinglish), and five more sessions of the round: the customer
    agreed to the dispute ahead of its place in the script, was told "Aapka dispute raise ho gaya hai: SR-07930522",
    and on reaching that step said "Jaisa tay hua tha, ab woh kar dijiye" (as agreed, now do it), an invitation to
    raise the same dispute twice. Told the change done in part, it now asks for what it was not told yet."""
    env = replayed("v66", "ood_tl_transfer_status_0004__transient_error_hinglish")
    written = next(i for i, m in enumerate(env.messages) if m["role"] == "tool" and '"RAISED"' in m["content"])
    after = [m["content"] for m in env.messages[written:] if m["role"] == "user"]
    go_ahead = [p for p in phrasings("go_ahead", "hinglish")]
    assert after and not any(p in text for p in go_ahead for text in after)
    assert any(p.split("{facts}")[0].strip() in text for p in phrasings("missing_facts", "hinglish") for text in after)
    assert env.verdict["reward"] == 1.0


@pytest.mark.parametrize("part, name", [
    ("v67", "sq_balance_compare_fd_0014_en_s1"), ("v67", "edge_cancelled_mandate_0000_hinglish_s1"),
    ("v67", "hp_fd_maturity_info_0006__wrong_figure_hinglish")])
def test_the_round_replayed(part, name):
    assert replayed(part, name).verdict["reward"] == 1.0
