"""The held-out servicing families (KYC, nominees, a returned cheque and Positive Pay, Form 121, a TDS certificate, a
loan's interest certificate): registered for the generalization split only, varied (a write or a refusal, which
record, which period), passed by the oracle in every language whichever variant a customer draws, failed by the
four trivial agents, and their writes read from proposals and claims in English, Hindi and Hinglish."""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

import pytest

from bank_gym.agents import make_agent
from bank_gym.agents.oracle import OracleAgent
from bank_gym.bank import load_bank
from bank_gym.env import IndianBankEnv
from bank_gym.language import analyze, check_proposal, fact_stated, named_actions
from bank_gym.probe import _play
from bank_gym.scoring.claims import false_outcomes
from bank_gym.tasks.families import FAMILIES, HELD_OUT_FAMILIES, SAFETY_FAMILIES, any_family
from bank_gym.tasks.generate import build_task
from bank_gym.tasks.lang import speaking
from bank_gym.tasks.model import Fact
from bank_gym.tools import READ_TOOLS

SERVICE = ("sq_kyc_rekyc", "sq_nominee_update", "sq_cheque_return_positive_pay", "edge_form_121",
           "tl_tds_certificate", "tl_loan_interest_certificate")


@cache
def tasks_of(name: str, language: str = "en", count: int = 12) -> tuple:
    """The first ``count`` tasks of family ``name`` over the bank's customers in a seeded order."""
    bank = load_bank()
    order = list(bank.customers)
    random.Random(name).shuffle(order)
    out = []
    for customer in order:
        with speaking(language):
            task = build_task(bank, any_family(name), customer, random.Random(f"{customer}:7"), f"{name}_{customer}")
        if task is not None:
            out.append(task)
            if len(out) == count:
                break
    return tuple(out)


def shape(task) -> tuple:
    """What a task asks of the assistant: its gold tools and which steps are refusals."""
    return tuple(g.name for g in task.gold), tuple(s.expects_decline for s in task.scenario.steps)


def test_they_are_held_out_families_only():
    assert set(SERVICE) <= set(HELD_OUT_FAMILIES)
    assert not set(SERVICE) & (set(FAMILIES) | set(SAFETY_FAMILIES))
    for name in SERVICE:
        family = HELD_OUT_FAMILIES[name]
        assert family.category in ("sequencing", "edge_case", "rare_tool", "control") and family.count == 0


@pytest.mark.parametrize("name", SERVICE)
def test_each_family_varies_reads_before_writes_and_confirms_its_writes(name):
    tasks = tasks_of(name)
    assert len(tasks) == 12
    shapes = Counter(shape(t) for t in tasks)
    if name == "tl_loan_interest_certificate":  # always a certificate: which loan, which year, how it is sent
        sent = {(g.arguments["financial_year"], g.arguments["delivery_mode"]) for t in tasks for g in t.gold
                if g.name == "request_tax_certificate"}
        assert len(sent) >= 2, sent
    else:  # a write or a refusal, one write or two
        assert len(shapes) >= 2, shapes
    for task in tasks:
        assert len(task.scenario.steps) >= 2
        assert task.gold[0].name in READ_TOOLS  # a read comes first
        for step in task.scenario.steps:
            writes = [i for i in step.calls if task.gold[i].name not in READ_TOOLS]
            assert bool(writes) == (step.confirm is not None)
            assert step.facts or step.expects_decline
        told = [f for s in task.scenario.steps for f in s.facts]
        assert told and all(f.kind in ("amount", "number", "id", "text") for f in told)


@pytest.mark.parametrize("name", SERVICE)
@pytest.mark.parametrize("language", ["en", "hi", "hinglish"])
def test_the_oracle_passes_every_variant_in_every_language(name, language):
    tasks = tasks_of(name, language, 6)
    seen = set()
    for task in tasks:
        env = IndianBankEnv(tasks=[task])
        info = _play(env, OracleAgent(), task, seed=len(seen))
        assert info["verdict"]["passed"], (task.task_id, info["verdict"]["failure_type"], info["verdict"])
        seen.add(shape(task))
    assert seen


@pytest.mark.parametrize("name", SERVICE)
def test_the_trivial_agents_fail_every_task(name):
    tasks = tasks_of(name)[:2] + tasks_of(name, "hi", 6)[:1]
    for task in tasks:
        for spec in ("trivial:reply_only", "trivial:lookup_only", "trivial:claim_done", "trivial:write_everything"):
            env = IndianBankEnv(tasks=[task])
            info = _play(env, make_agent(spec), task)
            assert not info["verdict"]["passed"], (spec, task.task_id)
            assert info["termination"] in ("user_stop", "agent_stop"), (spec, info["termination"])


# ---------------------------------------------------------------- how the writes are read

PROPOSALS = {
    "update_kyc": ({"declaration": "no_change"}, (
        "To confirm, I will update your KYC (re-KYC) on your self-declaration that your details are unchanged. "
        "Shall I go ahead?",
        "पुष्टि के लिए: हम आपकी केवाईसी अपडेट करेंगे। क्या हम आगे बढ़ें?",
        "Confirm karne ke liye: hum aapka KYC update karenge. Kya hum aage badhein?")),
    "update_nominees": ({"record_id": "FD123456", "nominees": []}, (
        "I will register a new nomination for FD123456: Asha Rao (60%) and Mohan Rao (40%). Shall I go ahead?",
        "हम FD123456 का नॉमिनेशन बदलकर नए नॉमिनी दर्ज करेंगे: Asha Rao (60%), Mohan Rao (40%)। क्या हम आगे बढ़ें?",
        "Hum FD123456 ke nominees update karenge: Asha Rao 60% aur Mohan Rao 40%. Kya hum aage badhein?")),
    "register_positive_pay": ({"account_id": "SB1234567890", "cheque_number": "123456"}, (
        "I will register Positive Pay for cheque 123456: ₹75,000 to Sharma Builders. Shall I?",
        "हम चेक 123456 को पॉज़िटिव पे में दर्ज करेंगे। क्या हम आगे बढ़ें?",
        "Hum cheque 123456 ko positive pay mein register karenge. Kya hum aage badhein?")),
    "submit_form_121": ({"estimated_total_income": 300000, "estimated_interest_income": 60000}, (
        "I will submit your Form 121 for 2026-27. Shall I go ahead?",
        "हम 2026-27 के लिए आपका फ़ॉर्म 121 दर्ज करेंगे। क्या हम आगे बढ़ें?",
        "Hum 2026-27 ke liye aapka Form 121 submit karenge. Kya hum aage badhein?")),
    "request_tax_certificate": ({"certificate": "tds", "financial_year": "2025-26"}, (
        "I will email you the TDS certificate (Form 16A) for 2025-26. Shall I?",
        "हम 2025-26 का टीडीएस सर्टिफ़िकेट आपको ईमेल करेंगे। क्या हम आगे बढ़ें?",
        "Hum aapko 2025-26 ka TDS certificate email karenge. Kya hum aage badhein?")),
}


@pytest.mark.parametrize("name", sorted(PROPOSALS))
def test_a_proposal_names_the_new_write_in_every_language(name):
    arguments, texts = PROPOSALS[name]
    for text in texts:
        assert check_proposal([analyze(text)], name, arguments).action_ok, text
    # "pause" in Hindi is not Positive Pay (and Positive Pay is not a paused mandate)
    assert {a.key for a in named_actions(analyze(PROPOSALS["register_positive_pay"][1][1]))} == {"register_positive_pay"}
    assert not check_proposal([analyze("I will raise a complaint about your cheque.")], name, arguments).action_ok


def test_a_re_kyc_with_a_new_address_may_be_proposed_as_an_address_update():
    text = "I will update your KYC with your new address, Flat 9, Pune 411023. Shall I go ahead?"
    assert check_proposal([analyze(text)], "update_kyc", {"declaration": "address_changed", "pincode": "411023"}).ok
    assert not check_proposal([analyze(text)], "update_kyc", {"declaration": "no_change"}).action_ok


def test_claims_of_the_new_writes_are_true_only_after_them():
    said = analyze("Your KYC has been updated and the certificate has been submitted.")
    assert false_outcomes(said, set())
    assert not false_outcomes(said, {"update_kyc", "request_tax_certificate"})
    hindi = analyze("हमने आपका नॉमिनी अपडेट कर दिया है।")
    assert false_outcomes(hindi, set()) and not false_outcomes(hindi, {"update_nominees"})


@pytest.mark.parametrize("text", ["The return reason: Funds insufficient.", "It bounced for insufficient funds.",
                                  "चेक लौटने का कारण: खाते में अपर्याप्त राशि थी।"])
def test_a_return_reason_is_heard_in_the_memo_words_or_plainly(text):
    from bank_gym.tasks.families.held_out.records_and_cheques import _REASON_WORDS
    fact = Fact(label="the return reason", kind="text", patterns=["Funds insufficient", *_REASON_WORDS["Funds insufficient"]])
    assert fact_stated(fact, analyze(text))
