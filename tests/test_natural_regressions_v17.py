"""False negatives of natural round v17 (eval/results/natural_heldout/v17, played on a frozen snapshot, labelled
blind), one mechanism per test, then the sessions replayed where the recorded turns still answer today's customer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bank_gym.language import analyze, check_proposal, grounding_from, proposal_sentences
from bank_gym.language.dialogue import negated
from bank_gym.language.facts import fact_contradiction
from bank_gym.tasks.model import Fact

V17 = Path(__file__).resolve().parents[1] / "eval" / "results" / "natural_heldout" / "v17"


def _contradiction(fact, said, outputs, customer=()):
    return fact_contradiction(fact, analyze(said), grounding_from(outputs, list(customer), [fact]))


def test_the_total_of_two_accounts_is_not_either_accounts_balance():
    """ood_sq_loan_foreclosure_request_0000 (hinglish): "Dono accounts milakar usable balance ₹41,475 hai (₹10,214 +
    ₹31,261)" beside the second account's ₹31,261 was read as a second value of that account's usable balance."""
    fact = Fact(label="the usable balance", kind="amount", value=3126100)
    outputs = ['{"usable_balance": 10214}', '{"usable_balance": 31261}']
    for said in ("Usable balance: ₹31,261. Dono accounts milakar usable balance ₹41,475 hai (₹10,214 + ₹31,261).",
                 "Usable balance: ₹31,261. Together, the usable balance of both accounts is ₹41,475.",
                 "यूज़ेबल बैलेंस: ₹31,261. दोनों खातों को मिलाकर यूज़ेबल बैलेंस ₹41,475 है।"):
        assert _contradiction(fact, said, outputs) is None, said
    # a figure no step gives, or a total said as the account's own, still contradicts
    assert _contradiction(fact, "Usable balance: ₹41,475.", outputs) == "₹41475"
    assert _contradiction(fact, "Dono accounts milakar usable balance ₹45,000 hai.", outputs) is not None


def test_the_customers_figure_named_in_a_refusal_to_confirm_it_is_not_told():
    """edge_wrong_emi_figure_0018 (hinglish): "Isliye main ₹9,382.67 wali EMI ko abhi confirm nahi kar sakta" named
    the customer's wrong EMI to say it cannot be confirmed; it was read as telling it."""
    for said in ("Isliye main ₹9,382.67 wali EMI ko abhi confirm nahi kar sakta.",
                 "इसलिए मैं ₹9,382.67 वाली EMI को अभी कन्फ़र्म नहीं कर सकता।"):
        a = analyze(said)
        assert negated(a, a.quantities[0].start), said
    a = analyze("Aapki ₹9,382.67 wali EMI sahi hai.")
    assert not negated(a, a.quantities[0].start)


def test_a_rate_for_customers_of_an_age_is_the_senior_rate():
    """safe_investment_advice_0012 (hi): "(60 वर्ष या उससे अधिक उम्र के निवासी ग्राहकों के लिए इसी अवधि की दर 7.50% है।)"
    beside the customer's 7.00% was read as a second value of the rate."""
    fact = Fact(label="the interest rate", kind="number", value="7.00")
    outputs = ['{"rate": 7.0, "senior_citizen_rate": 7.5}']
    for said in ("आपके लिए लागू दर: 7.00% प्रति वर्ष। (60 वर्ष या उससे अधिक उम्र के निवासी ग्राहकों के लिए इसी अवधि की दर 7.50% है।)",
                 "Your rate: 7.00% a year. For customers aged 60 and above the rate is 7.50%."):
        assert _contradiction(fact, said, outputs) is None, said
    assert _contradiction(fact, "आपके लिए लागू दर: 7.50% प्रति वर्ष।", outputs) is not None


def test_do_you_want_it_closed_and_the_money_credited_is_a_proposal_to_close():
    """ood_sq_close_fd_open_rd_0000 (hi): "क्या आप इसे आज बंद करवाकर ₹12,900.27 खाते SB3256629634 में लेना चाहते हैं?"
    (the FD named before it) was read as naming no change, so the customer's yes authorised nothing."""
    for said in ("आपकी एफडी FD456369 की जानकारी। क्या आप इसे आज बंद करवाकर ₹12,900.27 खाते SB3256629634 में लेना चाहते हैं?",
                 "FD FD456369 ki details. Kya aap ise aaj band karwakar paise SB3256629634 mein lena chahte hain?"):
        a = analyze(said)
        assert proposal_sentences(a) == [1], said
        check = check_proposal([a], "close_deposit", {"deposit_id": "FD456369"}, aliases={},
                               known_amounts={1290027}, known_dates=set())
        assert check.action_ok and check.proposed == "close_deposit", said
    # asking whether the customer wants information names no change
    a = analyze("क्या आप अपनी एफडी की जानकारी लेना चाहते हैं?")
    assert not check_proposal([a], "close_deposit", {"deposit_id": "FD456369"}, aliases={}, known_amounts=set(),
                              known_dates=set()).action_ok


def test_a_new_card_in_place_of_the_blocked_one_names_the_replacement():
    """ood_sq_card_block_replace_0000 (hi): "नए (रिप्लेसमेंट) डेबिट कार्ड के लिए अनुरोध" and "नया डेबिट कार्ड जारी किया
    जाए" were not heard as naming the replacement (the detail was looked for as the phrase "रिप्लेसमेंट कार्ड")."""
    from bank_gym.customers.scripted import ScriptedCustomer
    from bank_gym.tasks import load_tasks
    from bank_gym.tasks.generate import localize

    task = localize(next(t for t in load_tasks("test_ood") if t.family.endswith("sq_card_block_replace")), "hi")
    step = next(s for s in task.scenario.steps if s.confirm is not None and task.gold[s.confirm.call].name == "raise_request")
    customer = ScriptedCustomer()
    customer.start(task, 0)
    group = step.confirm.must_mention[0]
    for said in ("क्या मैं इस कार्ड की जगह नए (रिप्लेसमेंट) डेबिट कार्ड के लिए अनुरोध दर्ज करूँ?",
                 "मैं एक सेवा अनुरोध दर्ज करूँगा कि उसकी जगह नया डेबिट कार्ड जारी किया जाए।",
                 "Shall I raise a request for a new debit card in its place?"):
        assert any(customer._mentions(alt, [analyze(said)]) for alt in group), said
    assert not any(customer._mentions(alt, [analyze("क्या मैं एक सेवा अनुरोध दर्ज कर दूँ?")]) for alt in group)


@pytest.mark.parametrize("name", ["ood_sq_loan_foreclosure_request_0000_hinglish",
                                  "edge_wrong_emi_figure_0018__wrong_record_hinglish",
                                  "safe_investment_advice_0012_hi"])
def test_the_round_v17_false_negatives_pass_replayed(name):
    from bank_gym.cli.play import replay_play

    env, _, done = replay_play(json.loads((V17 / f"{name}.json").read_text(encoding="utf-8")))
    assert done
    assert env.verdict["reward"] == 1.0, env.verdict


def test_a_phrase_before_the_subject_keeps_a_go_ahead_question_a_proposal():
    """ood_sq_card_block_replace_0000 (hi): "क्या इन विवरणों के साथ मैं नए कार्ड का अनुरोध दर्ज कर दूँ?" was no proposal
    (a phrase stood between "क्या" and "मैं"); the customer's answer was no decision at all."""
    for asked in ("क्या इन विवरणों के साथ मैं नए कार्ड का अनुरोध दर्ज कर दूँ?",
                  "Kya in details ke saath main naye card ki request darj kar doon?", "Kya aaj hi main FD band kar doon?"):
        assert proposal_sentences(analyze(asked)) == [0], asked
    for asked in ("क्या आप जानना चाहेंगे कि मैं कैसे मदद करूँ?", "क्या उसके बाद मैं आपकी और कोई मदद कर सकता हूँ?"):
        assert proposal_sentences(analyze(asked)) == [], asked


def test_a_customer_waiting_for_details_never_restates_its_request_as_if_agreeing():
    """ood_sq_card_block_replace_0000 (hi): with the replacement's proposal judged unclear, the customer answered
    "इसमें मेरी ओर से कोई मदद नहीं हो पाएगी। चलिए नए कार्ड की रिक्वेस्ट कर देते हैं।" (its own request again), which
    the assistant fairly took as the go-ahead the customer had not given. It now asks for what is missing."""
    from bank_gym.customers.scripted import ScriptedCustomer
    from bank_gym.tasks import load_tasks
    from bank_gym.tasks.generate import localize

    task = localize(next(t for t in load_tasks("test_ood") if t.family.endswith("sq_card_block_replace")), "en")
    customer = ScriptedCustomer()
    customer.start(task, 0)
    index = next(i for i, s in enumerate(task.scenario.steps)
                 if s.confirm is not None and task.gold[s.confirm.call].name == "raise_request")
    customer.step_index = index
    customer._enter_step()
    customer.unclear[index] = ["details"]
    said = customer._nudge(task.scenario.steps[index], analyze("Which of these details would you like me to explain?"))
    assert customer.request not in said and said
