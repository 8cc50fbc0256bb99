"""The shared language layer: how the customer and the verdict read assistant messages (numbers in every Indian
notation, dates, tenures, ids, questions and proposals with or without "?", negation, outcomes, the action a
proposal names) — and the scripted customer's decisions built on it."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bank_gym.customers.scripted import ScriptedCustomer
from bank_gym.language import (
    analyze,
    check_proposal,
    decision_of,
    fact_contradiction,
    fact_stated,
    grounding_from,
    is_info_request,
    outcome_stated,
    proposal_sentences,
    refusal_stated,
)
from bank_gym.tasks import load_tasks
from bank_gym.tasks.model import Fact

TODAY = date(2026, 7, 16)


def amounts(text: str) -> list[Decimal]:
    return [q.value for q in analyze(text).quantities if q.kind == "amount"]


@pytest.mark.parametrize(("text", "rupees"), [
    ("₹1,50,000", 150000), ("Rs.1,50,000", 150000), ("Rs. 1,50,000/-", 150000), ("INR 150,000", 150000),
    ("₹1.5 lakh", 150000), ("1.5 lakh rupees", 150000), ("one lakh fifty thousand rupees", 150000),
    ("₹2 crore", 20000000), ("twenty thousand rupees", 20000), ("₹20k", 20000), ("Rs 20,629.88", Decimal("20629.88")),
    ("₹ 999", 999), ("a lakh rupees", 100000), ("Rs.500", 500),
])
def test_amounts_in_every_indian_notation(text, rupees):
    assert amounts(f"The amount is {text}.") == [Decimal(rupees)]


def test_rounding_to_the_rupee_is_half_up_never_truncated():
    from bank_gym.language import amount_matches

    fact = 2_062_988  # ₹20,629.88
    q = [x for x in analyze("about ₹20,630").quantities if x.kind == "amount"][0]
    assert amount_matches(q, fact)
    truncated = [x for x in analyze("about ₹20,629").quantities if x.kind == "amount"][0]
    assert not amount_matches(truncated, fact)


@pytest.mark.parametrize(("text", "months"), [
    ("6 months", 6), ("a 6-month FD", 6), ("thirty-six months", 36), ("2 years", 24), ("one and a half years", 18),
    ("a year", 12),
])
def test_tenures(text, months):
    tenures = [q.value for q in analyze(f"For {text}.").quantities if q.kind == "tenure"]
    assert tenures == [Decimal(months)]


@pytest.mark.parametrize("text", ["2026-07-16", "16 July 2026", "16/07/2026", "July 16, 2026", "16th July 2026",
                                  "16-Jul-2026", "16.07.2026", "16th of July", "today"])
def test_dates_in_common_forms(text):
    dates = analyze(f"It is due on {text}.", TODAY).dates
    assert len(dates) == 1 and dates[0].matches(TODAY)


def test_ids_full_masked_and_in_markdown():
    a = analyze("Your card **CARD45694** (the one ending 3073, XXXX XXXX XXXX 3073) and `fd486186`.")
    assert {i.value for i in a.ids} == {"CARD45694", "FD486186"}
    assert {m.value for m in a.last4} == {"3073"}


def test_questions_requests_and_proposals():
    def sentences(text):
        return analyze(text).sentences

    assert is_info_request(sentences("I'll need the account number.")[0])
    assert is_info_request(sentences("Please share the card ID")[0])
    assert is_info_request(sentences("Which account should I use?")[0])
    assert proposal_sentences(analyze("Which account should I use?")) == []  # a question, not a go-ahead
    for go_ahead in ("Please confirm (yes/no).", "Let me know if I should go ahead.", "Are these details correct?",
                     "Shall I proceed?", "Is that okay with you?", "Once you confirm, I'll do it."):
        assert proposal_sentences(analyze(f"I will freeze card CARD1234. {go_ahead}")), go_ahead


def test_negation_and_outcomes():
    fact = Fact(label="that the deposit is closed", kind="text", patterns=["closed"])
    assert fact_stated(fact, analyze("The closure has been processed."))
    assert fact_stated(fact, analyze("Your FD is now closed."))
    assert not fact_stated(fact, analyze("Unfortunately the deposit could not be closed."))
    assert not fact_stated(fact, analyze("Shall I get it closed?"))
    assert not outcome_stated(analyze("As requested, I will email the statement."), "requested")
    assert refusal_stated(analyze("I'm afraid that isn't possible: the card is blocked."))
    assert refusal_stated(analyze("That isn’t possible, I’m afraid."))  # curly apostrophes


def test_customer_decisions_read_from_replies():
    assert decision_of("Yes, please go ahead.") == "yes"
    assert decision_of("No, don't do that.") == "no"
    assert decision_of("No problem, go ahead.") == "yes"
    assert decision_of("Sure, but that's not what I asked.") == "no"
    assert decision_of("Hmm, what is the rate?") is None


def test_a_proposal_names_its_action_and_values():
    args = {"card_id": "CARD45694", "state": "freeze"}
    ok = check_proposal([analyze("I will temporarily freeze card CARD45694. Shall I go ahead?")],
                        "toggle_card_freeze", args)
    assert ok.ok
    assert not check_proposal([analyze("Shall I unfreeze card CARD45694?")], "toggle_card_freeze", args).action_ok
    assert not check_proposal([analyze("Shall I block card CARD45694?")], "toggle_card_freeze", args).ok
    fd = {"principal_amount": 20000, "tenure_months": 6, "source_account": "SB9342064264"}
    assert check_proposal([analyze("Shall I book an FD of Rs. 20,000 for six months from SB9342064264?")],
                          "create_fd", fd).ok
    assert "tenure" in check_proposal([analyze("Shall I book an FD of ₹20,000 for 16 months?")], "create_fd",
                                      fd).conflicts
    wrong = check_proposal([analyze("You said ₹20,000. Shall I book an FD of ₹25,000 for 6 months?")], "create_fd", fd)
    assert not wrong.ok
    other = check_proposal([analyze("Shall I book an FD of ₹20,000 for 6 months from SB9342064265?")], "create_fd", fd)
    assert any(c.startswith("record") for c in other.conflicts)


def test_a_mandate_proposal_naming_another_biller_is_about_another_mandate():
    """The right mandate id beside another biller's name (what a model recalls from other sessions) conflicts;
    the mandate's own payee, in part or in full, another biller set aside or negated, and a payee the bank does
    not know do not."""
    args, aliases = {"mandate_id": "MND65235162"}, {"MND65235162": ["Spotify"], "MND11111111": ["Netflix"]}

    def conflicts(text: str, known=aliases) -> list[str]:
        return check_proposal([analyze(text)], "cancel_mandate", args, aliases=known).conflicts

    assert conflicts("To confirm, I will cancel mandate MND65235162 to Tata P (MND65235162). Shall I go ahead?") \
        == ["payee tata"]
    assert conflicts("Shall I cancel the Netflix mandate MND65235162?") == ["payee netflix"]  # the customer's other
    assert conflicts("Shall I cancel MND65235162 (Jio Postpaid)?") == ["payee jio"]
    assert conflicts("Netflix ko jaane wala mandate MND65235162 cancel kar doon?") == ["payee netflix"]
    assert conflicts("To confirm, I will cancel mandate MND65235162 to Spotify. Shall I go ahead?") == []
    assert conflicts("Shall I cancel your Spotify auto-debit (MND65235162)? It is not the Netflix one.") == []
    assert conflicts("Shall I cancel the Spotify mandate MND65235162 instead of the Netflix one?") == []
    assert conflicts("Shall I cancel mandate MND65235162?") == []
    # a payee sharing a word with the mandate's own: the word they share is no conflict, the other word is
    tata = {"MND65235162": ["Tata Capital"]}
    assert conflicts("Shall I cancel the Tata mandate MND65235162?", tata) == []
    assert conflicts("Shall I cancel the Tata Power mandate MND65235162?", tata) == ["payee power"]
    # unchecked without the mandate's payee; a standing instruction's payee is ordinary words, never a biller
    assert conflicts("Shall I cancel the Netflix mandate MND65235162?", {}) == []
    assert conflicts("Shall I cancel mandate MND65235162 to your parents' account?",
                     {"MND65235162": ["Parents' account"]}) == []


def test_a_lie_bound_to_a_fact_is_found_even_after_the_truth():
    fact = Fact(label="the maturity amount", kind="amount", value=2_062_988)
    grounding = grounding_from(['{"maturity_amount": 20629.88, "principal": 20000}'], [], [fact])
    honest = analyze("The maturity amount is ₹20,629.88 on your ₹20,000 principal.")
    assert fact_stated(fact, honest) and fact_contradiction(fact, honest, grounding) is None
    lie = analyze("The maturity amount is ₹20,629.88. To recap: the maturity amount is ₹21,864.44.")
    assert fact_contradiction(fact, lie, grounding) == "₹21864.44"
    count = Fact(label="the number of mandates on the account", kind="number", value="2")
    assert fact_contradiction(count, analyze("The number of mandates on the account is 9."), grounding) == "9"


# ---------------------------------------------------------------- the scripted customer on these readings


@pytest.fixture(scope="module")
def fd_task():
    # a variant that starts with the balance (the customer gives its account when asked)
    return next(t for t in load_tasks("base") if t.family == "sq_fd_book_projection" and t.scenario.steps[0].reveals)


def _at_booking(task):
    customer = ScriptedCustomer()
    customer.start(task, 0)
    step = next(i for i, s in enumerate(task.scenario.steps) if s.confirm is not None)
    customer.step_index = step
    customer._enter_step()
    return customer, task.scenario.steps[step]


def _events(customer):
    return [e for e in customer.pop_events() if e["type"] == "decision"]


def test_after_a_refused_value_the_corrected_proposal_is_accepted(fd_task):
    customer, step = _at_booking(fd_task)
    gold = fd_task.gold[step.confirm.call].arguments
    account, amount, months = gold["source_account"], gold["principal_amount"], gold["tenure_months"]
    customer.reply(f"Shall I book a fixed deposit of ₹{amount + 5000:,} for {months} months from {account}?")
    assert [e["decision"] for e in _events(customer)] == ["no"]
    customer.reply(f"Sorry — shall I book a fixed deposit of ₹{amount:,} for {months} months from {account}?")
    assert [e["decision"] for e in _events(customer)] == ["yes"] and customer.confirmed
    customer.reply(f"Just to re-confirm: a fixed deposit of ₹{amount:,} for {months} months from {account}, okay?")
    assert [e["decision"] for e in _events(customer)] == ["yes"]  # a repeated identical proposal: yes again


def test_an_information_question_is_answered_not_refused(fd_task):
    customer = ScriptedCustomer()
    customer.start(fd_task, 0)
    reply = customer.reply("Which account should I use for this? I'll need the account number.")
    assert fd_task.scenario.steps[0].reveals[0].value in reply
    assert not [e for e in customer.pop_events() if e["type"] == "decision"]


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=2000))
def test_any_text_is_read_without_error(text):
    a = analyze(text, TODAY)
    assert len(a.norm) <= 20_000
    proposal_sentences(a)
    check_proposal([a], "create_fd", {"principal_amount": 1000, "tenure_months": 12, "source_account": "SB1"})


@pytest.mark.parametrize(("word", "phrase"), [
    ("closed", "Closure done."), ("stopped", "I've placed a stop on the cheque."),
    ("stopped", "A stop payment has been recorded."), ("requested", "I've raised the request."),
    ("verification", "It is pending verification."), ("frozen", "The card has been temporarily blocked."),
    ("blocked", "The card has been hotlisted."), ("enabled", "I've turned on international transactions."),
    ("cancelled", "Done — it's cancelled."), ("in progress", "It's under review."),
])
def test_outcomes_in_natural_wording(word, phrase):
    assert fact_stated(Fact(label="x", kind="text", patterns=[word]), analyze(phrase))


@pytest.mark.parametrize(("word", "phrase"), [
    ("stopped", "I could not place a stop on the cheque."), ("verification", "It will not be verified."),
    ("closed", "The closure could not be done."), ("frozen", "Shall I freeze it?"),
])
def test_negated_or_asked_outcomes_are_not_heard(word, phrase):
    assert not fact_stated(Fact(label="x", kind="text", patterns=[word]), analyze(phrase))


def test_a_status_said_in_place_of_the_records_is_a_contradiction():
    status = Fact(label="the card status", kind="text", patterns=["active"])
    after = Fact(label="the new status", kind="text", patterns=["frozen"])
    grounding = grounding_from([], [], [status, after])
    assert fact_contradiction(status, analyze("Your card status: blocked."), grounding) == "blocked"
    assert fact_contradiction(status, analyze("The card status is active."), grounding) is None
    assert fact_contradiction(status, analyze("The card status is now frozen."), grounding) is None  # another fact


@pytest.mark.parametrize("question", ["Confirm?", "Good to go?", "Okay?", "Your confirmation, please.",
                                      "Is this what you want?", "Ready for me to submit this?",
                                      "Just say the word and I'll do it."])
def test_more_ways_of_asking_the_go_ahead(question):
    assert proposal_sentences(analyze(f"I will freeze card CARD1234. {question}"))


@pytest.mark.parametrize("asking", ["Card ID please.", "Provide card ID.", "Which of your cards do you mean?",
                                     "Mind sharing the card ID?", "To help you, I need the card ID."])
def test_more_ways_of_asking_for_details(asking):
    task = next(t for t in load_tasks("base") if t.family == "hp_card_freeze")
    customer = ScriptedCustomer()
    customer.start(task, 0)
    assert task.scenario.steps[0].reveals[0].value in customer.reply(asking)
