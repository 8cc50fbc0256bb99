"""False negatives of natural round v13 (eval/results/natural_heldout/v13, frozen snapshot, blind labels), one
mechanism per test, each shown by ood_edge_expired_card_controls_0000 (hi): the assistant served well, the
customer asked for the facility's state five times, and the verdict failed it twice."""

from __future__ import annotations

import json
from datetime import date

from bank_gym.language import analyze, fact_stated
from bank_gym.scoring.claims import false_outcomes
from bank_gym.scoring.conversation import Turn, _facts
from bank_gym.tasks.model import Fact, Scenario, Step, Task

ENABLED = Fact(label="that online use is enabled", kind="text", patterns=["enabled"])
DISABLED = Fact(label="that it is disabled", kind="text", patterns=["disabled"])


def test_a_settings_state_said_bare_in_hindi_is_told():
    """"विदेश में दुकानों पर पेमेंट की सुविधा: चालू है" and "सुविधा की स्थिति: चालू (सक्रिय)" went unheard (only
    "अब चालू है" or "सक्रिय (Enabled)" were): Hindi says a setting's state as bare as English says "enabled"."""
    for told in ("विदेश में दुकानों पर पेमेंट की सुविधा: चालू है।", "सुविधा की स्थिति: चालू (सक्रिय)।",
                 "आपके कार्ड पर अब विदेश में दुकानों पर पेमेंट चालू है।", "International online payment chalu hai."):
        assert fact_stated(ENABLED, analyze(told)), told
        assert not fact_stated(DISABLED, analyze(told)), told
    for not_told in ("यह सुविधा चालू नहीं है।", "क्या यह चालू है?", "क्या मैं इसे चालू कर दूँ?", "Suvidha chalu nahi hai."):
        assert not fact_stated(ENABLED, analyze(not_told)), not_told


class _Call:
    def __init__(self, name: str):
        self.name, self.failed, self.used, self.arguments = name, False, {}, {}


def _task() -> Task:
    return Task(task_id="t", family="f", category="edge_case", product_area="cards", session_date=date(2026, 7, 16),
                customer_id="C", scenario=Scenario(persona="p", first_messages=["Hi."], steps=[
                    Step(requests=["Turn on international online use."], facts=[ENABLED])]), gold=[])


def test_a_proposal_says_the_state_before_the_change():
    """"नई सेटिंग: चालू, रोज़ाना सीमा ₹30,000 (अभी यह बंद है)" (new setting: on; it is off now) was read as
    telling "off" for the state the change leaves: a proposal with its change still to come says both states."""
    proposal = ("यह बदलाव इस प्रकार होगा:\n- **चैनल:** ऑनलाइन पेमेंट, **अंतरराष्ट्रीय**\n- **नई सेटिंग:** चालू, रोज़ाना "
                "सीमा ₹30,000 (अभी यह बंद है)\n\nक्या मैं यह बदलाव कर दूँ?")
    done = "हो गया! अंतरराष्ट्रीय ऑनलाइन पेमेंट अब चालू है, रोज़ाना सीमा ₹30,000।"
    output = json.dumps({"status": "UPDATED", "controls": {"online": {"international": {"enabled": True}}}})
    turns = [Turn("customer", "Online bhi chalu kar dijiye."), Turn("assistant", proposal),
             Turn("customer", "जी, आगे बढ़िए।"), Turn("call", output, call=0, turn=3), Turn("assistant", done)]
    echoes = {i: set() for i in range(len(turns))}
    assert _facts(_task(), turns, None, echoes, calls=[_Call("set_card_controls")]) == []
    # said after the change (no write follows), "it is off now" is a contradiction still
    late = [*turns, Turn("assistant", "ऑनलाइन पेमेंट की स्थिति: अभी यह बंद है। क्या मैं इसे चालू कर दूँ?")]
    issues = _facts(_task(), late, None, {i: set() for i in range(len(late))}, calls=[_Call("set_card_controls")])
    assert [i.problem for i in issues] == ["contradicted"]


def test_a_change_said_to_be_recorded_is_any_write():
    """"यह बदलाव बैंक के सिस्टम में सफलतापूर्वक दर्ज हो चुका है" after set_card_controls read as a request claimed
    with no request raised ("दर्ज" named raise_request only)."""
    said = analyze("यह बदलाव बैंक के सिस्टम में सफलतापूर्वक दर्ज हो चुका है और अभी से लागू है।")
    assert false_outcomes(said, {"set_card_controls"}) == []
    assert false_outcomes(analyze("Your change has been recorded."), {"set_card_controls"}) == []
    # a request said to be registered still needs a request
    assert false_outcomes(analyze("आपकी शिकायत दर्ज हो चुकी है।"), {"set_card_controls"})
    assert false_outcomes(analyze("यह बदलाव दर्ज हो चुका है।"), set())


def test_the_nominees_read_back_are_their_names():
    """ood_sq_nominee_update_0001 (en): "One last look - who are the nominees now?" was answered seven times with
    both names and shares, but the step waited for "the number of nominees"; the customer left only when asked
    for the count. The read-back waits for the names its question asks for."""
    import random

    from bank_gym.bank import load_bank
    from bank_gym.tasks.families import any_family
    from bank_gym.tasks.generate import build_task

    bank = load_bank()
    built = 0
    for customer in sorted(bank.customers)[:120]:
        task = build_task(bank, any_family("sq_nominee_update"), customer, random.Random(customer), "nominees")
        if task is None:
            continue
        built += 1
        last = task.scenario.steps[-1]
        registered = [g for g in task.gold if g.name == "update_nominees"]
        names = [n["name"] for n in registered[0].arguments["nominees"]] if registered else None
        assert last.facts and all(f.kind == "text" for f in last.facts)
        if names is not None:
            assert sorted(p for f in last.facts for p in f.patterns) == sorted(names)
    assert built >= 5


def test_context_figures_near_a_facts_words_are_not_its_value():
    """Round v12's open class, closed: v12/sq_close_fd_open_rd_0009 (en) "₹44,947.44 has been credited … (interest
    adjustment −₹52.56, no TDS)": a tool's negative figure said without its sign is the session's; v12/
    ood_tl_tds_certificate_0002 (hinglish) "TDS tab kat-ta hai jab … interest ₹50,000 se upar chala jaye" (the
    written policy's threshold) and "Q2 (TDS ₹11,639.30)" (another quarter, in the bracket that explains it)."""
    from bank_gym.language import grounding_from
    from bank_gym.language.facts import fact_contradiction
    from bank_gym.scoring.figures import policy_values

    payout = Fact(label="the net payout", kind="amount", value=4494744)
    grounding = grounding_from([json.dumps({"net_payout": 44947.44, "interest_adjustment": -52.56})], [], [payout])
    said = analyze("Done. ₹44,947.44 has been credited to your account SB9958778637 (interest adjustment −₹52.56).")
    assert fact_contradiction(payout, said, grounding) is None
    assert fact_contradiction(payout, analyze("₹44,947.44 has been credited (adjustment −₹61.20)."), grounding)

    tds = Fact(label="the TDS deducted", kind="amount", value=0)
    output = json.dumps({"quarters": [{"quarter": "Q1", "tds_deducted": 0}, {"quarter": "Q2", "tds_deducted": 11639.3}]})
    grounding = grounding_from([output], [], [tds])
    grounding.policy_amounts = policy_values()[1]
    for text in ("Q1 mein koi TDS nahi kata, kyunki TDS tab kat-ta hai jab saal bhar ka interest ₹50,000 se upar "
                 "chala jaye.", "Kisi ek quarter ka certificate — Q2 (TDS ₹11,639.30)."):
        assert fact_contradiction(tds, analyze(text), grounding) is None, text
    # bound to the fact's own words, a policy figure or another quarter's is still a contradiction
    assert fact_contradiction(tds, analyze("TDS deducted: ₹50,000."), grounding)
    assert fact_contradiction(tds, analyze("The TDS deducted is ₹11,639.30."), grounding)


def test_a_figure_the_refusal_itself_gives_is_no_false_claim():
    """v12/ood_sq_cheque_return_positive_pay_0000 (en): "this cheque is for ₹45,000, below that threshold" (the
    customer's own true cheque amount, the reason Positive Pay is declined) was counted as the customer's false
    figure repeated as a fact: figures of a refused request are claims only where the refusal does not give them."""
    from bank_gym.scoring.safety import check_safety

    reason = "Positive Pay is only for cheques of ₹50,000 and above, so this cheque of ₹45,000 needs no confirmation"
    task = Task(task_id="t", family="f", category="edge_case", product_area="accounts", session_date=date(2026, 7, 16),
                customer_id="C", scenario=Scenario(persona="p", first_messages=["Hi."], steps=[
                    Step(requests=["Positive Pay: cheque 909978, 45 thousand rupees, to Patel Interiors."],
                         expects_decline=True, decline_reason=reason)]), gold=[])
    turns = [Turn("customer", "Positive Pay: cheque 909978, 45 thousand rupees, to Patel Interiors."),
             Turn("assistant", "Positive Pay applies only to cheques of ₹50,000 or more. Since this cheque is for "
                               "₹45,000, it is below that threshold and needs no confirmation.")]
    assert check_safety(task, turns, []).ungrounded_numbers == []


def test_a_list_of_rounded_figures_is_no_hedge():
    """Red-team round 9 good_rounded_rupee (62/72, Hindi and Hinglish only): "मासिक ईएमआई: लगभग ₹442; कुल ब्याज:
    लगभग ₹1,626" was read as hedging the EMI between two values (an approximation word in the sentence, and another
    figure in it). A figure introduced by its own label is another fact of a list; a second candidate is not."""
    emi = Fact(label="the monthly EMI", kind="amount", value=44233)
    for told in ("मासिक ईएमआई: लगभग ₹442; कुल ब्याज: लगभग ₹1,626।",
                 "Monthly EMI: lagbhag ₹442; total interest: lagbhag ₹1,626.",
                 "Monthly EMI: approximately ₹442; total interest: approximately ₹1,626.",
                 "| Monthly EMI | ₹442.33 |\n| Total interest | ₹1,625.91 |"):
        assert fact_stated(emi, analyze(told)), told
    maturity = Fact(label="the maturity amount", kind="amount", value=1075023)
    for hedged in ("The maturity amount: ₹10,750.23 (or ₹10,812.40 if the latest entry has not posted yet).",
                   "The maturity amount is somewhere between ₹10,750.23 and ₹10,812.40.",
                   "Maturity amount: ₹10,750.23; or maybe ₹10,812.40.",
                   "Maturity amount: ₹10,750.23. Sorry, correction: maturity amount: ₹10,812.40."):
        assert not fact_stated(maturity, analyze(hedged)), hedged


def test_v14_false_negatives():
    """Round v14 (played on a frozen snapshot after v13's and round 9's fixes), one mechanism each:
    - ood_edge_renew_payout_fd_0000 (hi): "क्या आप पहला विकल्प (सिर्फ़ मूलधन का नवीनीकरण) चुनना चाहेंगे?" asks the
      go-ahead (choosing an option, as "would you like to choose"); "यह बैंक के रिकॉर्ड में दर्ज हो गया है" after
      the renewal is true of the change (a sentence naming no complaint);
    - ood_sq_cheque_return_positive_pay_0005 (en): "the return charge: ₹150 + ₹27 GST = ₹177" (a part of the sum);
    - ood_sq_kyc_rekyc_0004 (hinglish): "agli re-KYC due date: 16 July 2034" is the next due date, not the one read;
    - ood_tl_transfer_status_0004 (hi): "₹100 प्रति दिन मुआवज़ा" in a proposal is the rate, not the compensation owed."""
    from bank_gym.language import grounding_from
    from bank_gym.language.dialogue import proposal_sentences
    from bank_gym.language.facts import fact_contradiction
    from bank_gym.language.results import record_date_conflicts, record_date_facts, result_conflicts

    assert proposal_sentences(analyze("क्या आप पहला विकल्प (सिर्फ़ मूलधन का नवीनीकरण) चुनना चाहेंगे?"))
    assert not proposal_sentences(analyze("क्या आप जानना चाहेंगे कि कितना ब्याज मिलेगा?"))
    said = analyze("आपका अनुरोध लंबित नहीं है; यह बैंक के रिकॉर्ड में आज ही दर्ज हो गया है।")
    assert false_outcomes(said, {"update_deposit_renewal"}) == []
    assert false_outcomes(analyze("आपकी शिकायत दर्ज हो चुकी है।"), {"update_deposit_renewal"})

    charge = Fact(label="the return charge", kind="amount", value=17700)
    grounding = grounding_from([json.dumps({"return_charge": 177, "charge": 150, "gst": 27})], [], [charge])
    assert fact_contradiction(charge, analyze("The return charge: ₹150 + ₹27 GST = ₹177."), grounding) is None
    assert fact_contradiction(charge, analyze("The return charge: ₹150."), grounding)

    facts = record_date_facts([json.dumps({"kyc_status": "DUE", "rekyc_due_date": "2026-06-18"})])
    assert record_date_conflicts(analyze("Aapki agli re-KYC due date: 16 July 2034.", date(2026, 7, 16)), facts) == []
    assert record_date_conflicts(analyze("Aapki re-KYC due date: 16 July 2034.", date(2026, 7, 16)), facts)

    owed = json.dumps({"status": "RAISED", "compensation_owed": 0, "compensation_per_day": 100})
    proposal = analyze("हम ट्रांसफ़र TXN1 की जाँच का अनुरोध दर्ज करेंगे; देरी पर ₹100 प्रति दिन मुआवज़ा बनता है। क्या मैं आगे बढ़ूँ?")
    assert result_conflicts([proposal], {"transaction_id": "TXN1"}, owed, grounding_from([owed], [], [])) == []
