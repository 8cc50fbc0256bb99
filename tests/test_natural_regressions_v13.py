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
