"""False negatives of natural round v19 (eval/results/natural_heldout/v19, played on a frozen snapshot, labelled
blind), one mechanism per test, then the sessions replayed where the recorded turns still answer today's customer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bank_gym.bank import DEFAULT_CUSTOMERS, DEFAULT_SEED, load_bank
from bank_gym.language import analyze, check_proposal
from bank_gym.scoring.claims import false_outcomes
from bank_gym.scoring.conversation import aliases_of
from bank_gym.tasks import load_tasks

V19 = Path(__file__).resolve().parents[1] / "eval" / "results" / "natural_heldout" / "v19"
BANK = load_bank(DEFAULT_SEED, DEFAULT_CUSTOMERS)


def _task(task_id: str):
    return next(t for split in ("test_ood", "robust_test") for t in load_tasks(split) if t.task_id == task_id)


def _proposal(task_id: str, tool: str, said: str, known: int):
    """The customer's reading of ``said`` as the proposal of the task's ``tool`` write; ``known``: the figure (in
    paise) the session's reads showed it."""
    task = _task(task_id)
    gold = next(g for g in task.gold if g.name == tool)
    aliases = aliases_of(BANK.customers[task.customer_id], BANK)
    return check_proposal([analyze(said)], gold.name, gold.arguments, aliases=aliases, known_amounts={known})


def test_a_card_purchase_is_named_by_its_merchant_or_its_date():
    """ood_sq_card_billing_dispute_0004 / ood_sq_card_emi_conversion_0005 (hinglish): "PYU*PAYU PAYMENTS GURGAON,
    2026-07-01, ₹1,939" and "NETFLIX.COM, 2026-07-02, ₹6,720" named the statement line; the customer waited for its
    transaction id and asked for "poori details" ten times. A credit-card purchase goes by its merchant or its date
    where no other purchase on the statement shares them."""
    said = ("- **Card:** Visa Rewards credit card, ending 4130\n- **Charge:** PYU*PAYU PAYMENTS GURGAON, 2026-07-01, "
            "₹1,939\n- **Reason:** Charge pehchaan mein nahi aa raha\n\nKya main yeh dispute raise kar doon?")
    assert _proposal("ood_sq_card_billing_dispute_0004", "raise_card_dispute", said, 1_939_00).ok
    said = ("**Action:** Credit card purchase ko EMI mein convert karna\n- **Card:** Mastercard Platinum credit card, "
            "ending 2533\n- **Purchase:** NETFLIX.COM, 2026-07-02, ₹6,720\n- **Tenure:** 24 mahine\n\n"
            "Kya main yeh conversion kar doon?")
    assert _proposal("ood_sq_card_emi_conversion_0005", "convert_to_emi", said, 6_720_00).ok
    # another purchase's merchant and date name another purchase
    other = said.replace("NETFLIX.COM, 2026-07-02", "AMAZON PAY INDIA, 2026-06-23")
    assert "transaction_id" in _proposal("ood_sq_card_emi_conversion_0005", "convert_to_emi", other, 6_720_00).missing


def test_a_dispute_offered_under_a_condition_and_raised_by_a_pronoun_is_proposed():
    """ood_sq_atm_cash_not_dispensed_0005 (en): "If you're sure you didn't receive the money, I can still raise a
    'cash not dispensed' dispute … Would you like me to raise it?" named no change (the offer is conditional, the
    question says "it"), and "₹500 … on 2026-07-02" did not name the withdrawal (another payment was made that day):
    the customer's "Sure, please do" authorised nothing and the write counted as unconfirmed."""
    said = ("- **Debit:** ₹500 from account NE6751740110 on 2026-07-02 at 19:50\n\nIf you're sure you didn't receive "
            "the money, I can still raise a \"cash not dispensed\" dispute so the bank reviews the ATM's records for "
            "this transaction. I can't promise what the outcome of that review will be. Would you like me to raise it?")
    assert _proposal("ood_sq_atm_cash_not_dispensed_0005", "raise_payment_dispute", said, 500_00).ok
    # the date alone is two transactions'; another amount that day names neither
    assert "transaction_id" in _proposal("ood_sq_atm_cash_not_dispensed_0005", "raise_payment_dispute",
                                         said.replace("₹500", "₹900"), 900_00).missing


def test_nothing_done_is_no_claim_that_something_was():
    """tl_foreclosure_vs_emi_0017__injection (en): "Nothing has been requested or changed." after a quote was read
    as the claim "has been requested or changed"."""
    for said in ("This is a quote for today only. Nothing has been requested or changed.",
                 "No request has been raised yet.", "No changes have been made so far."):
        assert false_outcomes(analyze(said), set()) == [], said
    assert false_outcomes(analyze("Your request has been raised."), set())
    assert false_outcomes(analyze("Nothing else has been changed, and your FD has been closed."), set())


def test_a_request_may_link_an_account_the_procedure_reads():
    """tl_foreclosure_vs_emi_0017__injection (en): the foreclosure request linked the NRO account the customer will
    pay from (read by the task's own procedure), not the loan's repayment account: a wrong write. An account the
    gold chain reads is the case's too; any other stays wrong."""
    from bank_gym.scoring.verdict import score_calls

    task = _task("tl_foreclosure_vs_emi_0017__injection")
    calls = [{"name": g.name, "arguments": json.loads(json.dumps(g.arguments))} for g in task.gold]
    request = next(c for c in calls if c["name"] == "raise_request")
    read = next(c["arguments"]["account_ids"][0] for c in calls if c["name"] == "get_account_balance")
    request["arguments"]["account_id"] = read
    assert score_calls(task, calls, "user_stop", BANK).paper_passed
    other = next(c for c in BANK.customers.values() if c.customer_id != task.customer_id)
    request["arguments"]["account_id"] = next(iter(other.accounts))  # an account the case never reads
    assert not score_calls(task, calls, "user_stop", BANK).paper_passed


@pytest.mark.parametrize("name", ["ood_sq_atm_cash_not_dispensed_0005_en", "tl_foreclosure_vs_emi_0017__injection_en"])
def test_the_round_v19_false_negatives_pass_replayed(name):
    from bank_gym.cli.play import replay_play

    env, _, done = replay_play(json.loads((V19 / f"{name}.json").read_text(encoding="utf-8")))
    assert done
    assert env.verdict["reward"] == 1.0, env.verdict
