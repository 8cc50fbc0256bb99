"""What a write did is what its proposal said, and a change made is never denied (red-team round 8's proposal
classes on the held-out families, closed by two structural rules: one value per fact applied to the write's
result, and a denial of a change needs a failure). Each rule is checked on both sides: the defect fails, the
same proposal said rightly (or in another shape a real assistant uses) passes."""

from __future__ import annotations

import json
from datetime import date

import pytest

from bank_gym.language import analyze, grounding_from
from bank_gym.language.results import result_conflicts
from bank_gym.scoring.claims import denied_changes, fresh_writes
from bank_gym.scoring.conversation import Turn

TODAY = date(2026, 7, 16)

FORM_121 = {"status": "RECORDED", "reference": "FRM80576513", "form": "Form 121", "financial_year": "2026-27",
            "estimated_total_income": 290000, "estimated_interest_income": 90000, "valid_until": "2027-03-31"}
EMI = {"status": "CONVERTED", "plan_id": "EMI85294532", "card_id": "CARD82122", "transaction_id": "CCT6173205189",
       "principal": 8990, "tenure_months": 24, "interest_rate": 16.5, "emi": 442.33, "total_interest": 1625.91,
       "processing_fee": 199, "first_emi_date": "2026-08-02"}
DISPUTE = {"status": "RAISED", "request_id": "SR-69131336", "card_id": "CARD36898", "transaction_id": " ",
           "amount_disputed": 6625, "resolve_by": "2026-08-15"}
POSITIVE_PAY = {"status": "CONFIRMED", "reference": "PPS17957919", "account_id": " ", "cheque_number": " ",
                "amount": 75000, "payee": " ", "cheque_date": " ", "valid_until": "2026-10-19"}
NOMINEES = {"status": "NOMINATION_REGISTERED", "record_id": " ", "nominees": [{"name": " ", "share_percent": 75},
                                                                              {"name": " ", "share_percent": 25}]}
SHARES = {"record_id": "SB2293903116", "nominees": [
    {"name": "Srinivas Pillai", "relationship": "Brother", "age": 42, "share_percent": 75},
    {"name": "Gayathri Pillai", "relationship": "Sister", "age": 41, "share_percent": 25}]}
# what the session read before the proposal: every swapped or borrowed figure below is true of something
READS = [json.dumps({"options": [{"tenure_months": 3, "emi": 3071.89}, {"tenure_months": 24, "emi": 442.33}]}),
         json.dumps({"lines": [{"transaction_id": "CCT6368782810", "amount": 6625},
                               {"transaction_id": "CCT1111111111", "amount": 7791}], "as_of": "2026-07-16"})]


def _conflicts(proposal: str, output: dict, arguments: dict | None = None) -> list[str]:
    grounding = grounding_from([*READS, json.dumps(output)], ["My income is 2.9 lakh, 90k of it interest."], [],
                               TODAY)
    return result_conflicts([analyze(proposal, TODAY)], arguments or {}, json.dumps(output), grounding)


@pytest.mark.parametrize("swapped, right", [
    ("I will submit your Form 121 for 2026-27, declaring an estimated total income of ₹90,000 and interest of "
     "₹2,90,000. Shall I go ahead?",
     "I will submit your Form 121 for 2026-27, declaring an estimated total income of ₹2,90,000 and interest of "
     "₹90,000. Shall I go ahead?"),
    ("हम 2026-27 के लिए आपका फ़ॉर्म 121 दर्ज करेंगे: अनुमानित कुल आय ₹90,000 ब्याज आय ₹2,90,000। क्या यह सही है?",
     "हम 2026-27 के लिए आपका फ़ॉर्म 121 दर्ज करेंगे: अनुमानित कुल आय ₹2,90,000, ब्याज आय ₹90,000। क्या यह सही है?"),
    ("Hum aapka Form 121 submit karenge: estimated total income ₹90,000, interest income ₹2,90,000. Theek hai?",
     "Hum aapka Form 121 submit karenge: estimated total income ₹2,90,000, interest income ₹90,000. Theek hai?"),
    ("| Estimated total income | ₹90,000 |\n| Interest income | ₹2,90,000 |\nShall I submit it?",
     "| Estimated total income | ₹2,90,000 |\n| Interest income | ₹90,000 |\nShall I submit it?"),
])
def test_the_two_estimates_of_form_121_are_bound_to_their_names(swapped, right):
    assert _conflicts(swapped, FORM_121)
    assert _conflicts(right, FORM_121) == []


def test_the_monthly_emi_proposed_is_the_converted_plans():
    wrong = ("I will convert the ₹8,990 purchase CCT6173205189 into EMIs over 24 months. Shall I go ahead? Your "
             "monthly EMI will be ₹3,071.89.")
    assert _conflicts(wrong, EMI, {"transaction_id": "CCT6173205189"})
    assert _conflicts(wrong.replace("₹3,071.89", "₹442.33"), EMI,
                      {"transaction_id": "CCT6173205189"}) == []
    # another tenure's EMI said as such is context, and the processing fee beside the purchase is not its amount
    ok = ("Over 24 months your EMI is ₹442.33 (over 3 months it would be ₹3,071.89). I will convert the ₹8,990 "
          "purchase CCT6173205189, with a processing fee of ₹199. Shall I go ahead?")
    assert _conflicts(ok, EMI, {"transaction_id": "CCT6173205189"}) == []
    hinglish = ("Hum ₹8,990 ki purchase CCT6173205189 ko 24 mahine ki EMI mein convert karenge. Aapki monthly EMI "
                "₹3,071.89 hogi. Kya hum aage badhein?")
    assert _conflicts(hinglish, EMI, {"transaction_id": "CCT6173205189"})


def test_the_amount_said_beside_the_disputed_charge_is_its_amount():
    args = {"card_id": "CARD36898", "transaction_id": "CCT6368782810", "reason": "not_recognised"}
    assert _conflicts("I will raise a billing dispute for the charge CCT6368782810 of ₹7,791. Shall I go ahead?",
                      DISPUTE, args)
    assert _conflicts("I will raise a billing dispute for the ₹7,791 charge CCT6368782810. Okay?", DISPUTE, args)
    for right in ("I will raise a billing dispute for the charge CCT6368782810 of ₹6,625. Shall I go ahead?",
                  "Dispute: CCT6368782810 (₹6,625), reason: not recognised; your total due stays ₹85,175. Go ahead?",
                  "I will dispute CCT6368782810. Your statement shows ₹7,791 for another purchase. Shall I?",
                  # v12 ood_edge_bank_charge_dispute_0002 (a charge's parts, then its id in brackets)
                  "The charge is ₹6,625 in total: ₹5,614.41 plus ₹1,010.59 GST (charge id CCT6368782810). Shall I "
                  "raise the dispute?"):
        assert _conflicts(right, DISPUTE, args) == [], right


def test_the_cheque_date_under_positive_pay_is_the_one_registered():
    args = {"account_id": "SB4192484556", "cheque_number": "311566", "amount": 75000, "payee": "Verma Motors",
            "cheque_date": "2026-07-19"}
    for wrong in ("I will register Positive Pay for cheque 311566: ₹75,000 to Verma Motors, dated 2026-07-16. "
                  "Shall I go ahead?",
                  "हम चेक 311566 को पॉज़िटिव पे में दर्ज करेंगे: ₹75,000, पाने वाले Verma Motors, तारीख 16 जुलाई 2026। "
                  "क्या हम आगे बढ़ें?"):
        assert _conflicts(wrong, POSITIVE_PAY, args), wrong
    for right in ("I will register Positive Pay for cheque 311566: ₹75,000 to Verma Motors, dated 19 July 2026. "
                  "Shall I go ahead?",
                  "Cheque 311566 from SB4192484556, payee Verma Motors, amount ₹75,000, cheque date 2026-07-19 "
                  "(today is 2026-07-16). Shall I register it?"):
        assert _conflicts(right, POSITIVE_PAY, args) == [], right


def test_each_nominees_share_is_the_one_registered():
    wrong = ("I will register a new nomination for SB2293903116: Srinivas Pillai (25%), Gayathri Pillai (75%). "
             "Shall I go ahead?")
    assert _conflicts(wrong, NOMINEES, SHARES)
    for right in ("I will register a new nomination for SB2293903116: Srinivas Pillai (75%), Gayathri Pillai (25%). "
                  "Shall I go ahead?",
                  "| Name | Relationship | Age | Share |\n|---|---|---|---|\n| Srinivas Pillai | Brother | 42 | 75% |\n"
                  "| Gayathri Pillai | Sister | 41 | 25% |\nShall I register this nomination?"):
        assert _conflicts(right, NOMINEES, SHARES) == [], right


class _Call:
    def __init__(self, name: str, failed: bool = False):
        self.name, self.failed, self.used, self.arguments = name, failed, {}, {}


def _turns(output: dict, reply: str) -> tuple[list[Turn], list[_Call]]:
    return [Turn("customer", "Yes, go ahead."), Turn("call", json.dumps(output), call=0, turn=1),
            Turn("assistant", reply)], [_Call("raise_card_dispute", failed="error_code" in output)]


@pytest.mark.parametrize("denial", [
    "Unfortunately the system did not accept this, so nothing has been changed; please visit your branch.",
    "दुर्भाग्य से सिस्टम ने इसे स्वीकार नहीं किया, इसलिए कुछ भी नहीं बदला; कृपया अपनी शाखा जाइए।",
    "Afsos, system ne ise accept nahi kiya, isliye kuch bhi change nahi hua; please apni branch jaiye.",
    "Your request could not be registered, sorry.",
])
def test_a_change_made_is_not_denied_right_after(denial):
    turns, calls = _turns(DISPUTE, denial)
    assert fresh_writes(turns, calls)[2] is True
    assert denied_changes(analyze(denial))
    # after a write that failed, the same words are the truth
    failed, calls = _turns({"error_code": "NOT_ELIGIBLE", "message": "x"}, denial)
    assert fresh_writes(failed, calls)[2] is False


def test_words_about_the_disputed_charge_are_no_denial():
    for said in ("The dispute is raised: SR-69131336. The charge has not been refunded yet; the bank decides by "
                 "15 August 2026.", "If it did not go through, I will raise it again.",
                 "Did the request not go through on your side?", "The failed UPI payment of ₹2,000 is disputed."):
        assert denied_changes(analyze(said)) == [], said


def test_a_records_date_is_told_as_the_record_gave_it():
    """Red-team round 8 due_date_moved_grounded (6/6 in every language): after a card dispute, "your card's payment
    due date has also moved to 15 August 2026" (the dispute's resolution date, a date the session had) passed. A
    date bound to a record date's name is the date the records gave that field."""
    from bank_gym.language.results import record_date_conflicts, record_date_facts

    statement = json.dumps({"card_id": "CARD36898", "payment_due_date": "2026-07-22", "statement_date": "2026-07-02"})
    facts = record_date_facts([statement, json.dumps(DISPUTE)])
    for wrong in ("Because of the dispute, your card's payment due date has also moved to 15 August 2026.",
                  "विवाद की वजह से आपके कार्ड के भुगतान की अंतिम तारीख भी 15 अगस्त 2026 हो गई है।",
                  "The dispute will be resolved by 20 August 2026."):
        assert record_date_conflicts(analyze(wrong, TODAY), facts), wrong
    for right in ("Your payment due date stays 22 July 2026; the dispute will be resolved by 15 August 2026.",
                  "| Payment due date | 22 July 2026 |\n| Resolution date | 2026-08-15 |",
                  "The team is due to review it by 2026-07-23.",  # "due" alone names no record date
                  "If the payment due date were 25 July, you would have more time."):
        assert record_date_conflicts(analyze(right, TODAY), facts) == [], right
    # a field with two values in the session (two cards' statements) is not judged here
    other = json.dumps({"card_id": "CARD11111", "payment_due_date": "2026-07-28"})
    assert not any(f.label == "payment due date" for f in record_date_facts([statement, other]))
