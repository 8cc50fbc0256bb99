"""The oracle in Hindi and Hinglish: fact labels and values in the language (``tasks.labels``), the frames it
speaks in (``agents.oracle.PHRASES``), English byte for byte as before, and the Hindi and Hinglish rewordings
of ``agents.probes.paraphrase`` (their notations read back exactly by the language layer)."""

from __future__ import annotations

import re
from datetime import date

import pytest

from bank_gym.agents.oracle import OracleAgent, facts_sentence, render_fact
from bank_gym.agents.probes.notation import (
    LOCAL_AMOUNT_NOTATIONS,
    local_amount_words,
    render_local_amount,
    render_local_date,
    render_local_tenure,
)
from bank_gym.agents.probes.paraphrase import LOCAL_PARAPHRASES, PARAPHRASES, ParaphraseAgent
from bank_gym.language import analyze
from bank_gym.tasks import load_tasks
from bank_gym.tasks.builder import ASK_WORDS
from bank_gym.tasks.labels import ASK_WANTED, OUTCOME_WORDS, local_detail, local_label, local_value
from bank_gym.tasks.model import Fact

DEVANAGARI = re.compile(r"[\u0900-\u097F]")
LITE = load_tasks("lite")
RELEASED_LABELS = sorted({f.label for split in ("base", "safety") for t in load_tasks(split)
                          for s in t.scenario.steps for f in s.facts})


def task_of(family: str, language: str = "en"):
    """The first lite task of ``family``, in ``language`` (its words rebuilt: ``tasks.generate.localize``)."""
    from bank_gym.tasks.generate import localize
    task = next(t for t in LITE if t.family == family)
    return task if language == "en" else localize(task, language)


HI_MONTHS = ("जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर")


def dated_fd(language: str):
    """The first lite task of sq_fd_book_projection whose customer asks the new deposit's maturity date (its last
    step: a variant of the family leaves it out), in ``language``, and that date (day, month, year)."""
    from bank_gym.tasks.generate import localize
    task = next(t for t in LITE if t.family == "sq_fd_book_projection"
                and t.scenario.steps[-1].facts[0].label == "the maturity date")
    year, month, day = (int(x) for x in task.scenario.steps[-1].facts[0].patterns[0].split("-"))
    return (task if language == "en" else localize(task, language)), (day, month, year)


def oracle_for(task) -> OracleAgent:
    agent = OracleAgent()
    agent.reset({}, task=task)
    return agent


def word_in(text: str, word: str) -> bool:
    """``word`` as a whole word of ``text`` (Devanagari-safe: no ``\\b`` next to vowel signs)."""
    return re.search(rf"(?<![\u0900-\u097F\w]){re.escape(word)}(?![\u0900-\u097F\w])", text, re.I) is not None


# ---------------------------------------------------------------- labels


def test_every_released_label_has_a_hindi_and_a_hinglish_form():
    assert len(RELEASED_LABELS) >= 90
    for label in RELEASED_LABELS:
        hindi, hinglish = local_label(label, "hi"), local_label(label, "hinglish")
        assert hindi != label and hinglish != label, label
        assert DEVANAGARI.search(hindi), (label, hindi)
        assert not DEVANAGARI.search(hinglish), (label, hinglish)
        assert not hinglish.lower().startswith(("the ", "that ", "whether ")), (label, hinglish)
        assert local_label(label, "en") == label


def test_labels_read_the_way_people_say_them():
    # not the calque "उपयोग योग्य बैलेंस", nor plain "उपलब्ध बैलेंस": that is the available balance, holds included
    assert local_label("the usable balance", "hi") == "इस्तेमाल के लिए उपलब्ध बैलेंस"
    assert local_label("the usable balance", "hinglish") == "usable balance"
    assert local_label("the interest rate", "hi") == "ब्याज दर"
    assert local_label("the maturity amount", "hi") == "परिपक्वता राशि"
    assert local_label("the maturity date", "hi") == "परिपक्वता की तारीख"
    assert local_label("the new deposit number", "hinglish") == "naya deposit number"
    assert local_label("the card status", "hinglish") == "card ka status"
    # an outcome label reads as the status of the thing changed, with no negation in it
    assert local_label("that the card is frozen", "hi") == "कार्ड की स्थिति"
    assert not any("नहीं" in local_label(label, "hi") or word_in(local_label(label, "hinglish"), "nahi")
                   for label in RELEASED_LABELS)


def test_payee_labels_by_pattern_and_unknown_labels_never_fail():
    assert local_label("the payee Netflix", "hi") == "पेयी Netflix"
    assert local_label("the payee Parents' account", "hinglish") == "payee Parents' account"
    assert local_label("the payee Some New Biller", "hi") == "पेयी Some New Biller"
    generic = local_label("the loan status", "hi")
    assert generic == "लोन स्थिति" and DEVANAGARI.search(generic)
    assert local_label("the frobnication index", "hinglish") == "frobnication index"
    assert local_label("", "hi") == ""
    assert local_label("the loan status", "fr") == "the loan status"


# ---------------------------------------------------------------- values


@pytest.mark.parametrize(("fact", "hindi", "hinglish"), [
    (Fact(label="the usable balance", kind="amount", value=1_50_000_00), "₹1,50,000", "₹1,50,000"),
    (Fact(label="the net payout", kind="amount", value=2_062_988), "₹20,629.88", "₹20,629.88"),
    (Fact(label="the interest rate", kind="number", value="7.25"), "7.25%", "7.25%"),
    (Fact(label="the remaining EMIs", kind="number", value="16"), "16", "16"),
    (Fact(label="the new deposit number", kind="id", value="FD123456"), "FD123456", "FD123456"),
    (Fact(label="the maturity date", kind="text", patterns=["2026-12-05", "5 December 2026"]), "5 दिसंबर 2026",
     "5 December 2026"),
    (Fact(label="the delivery time", kind="text", patterns=["7 days", "seven days"]), "7 दिन", "7 din"),
    (Fact(label="the KYC period", kind="text", patterns=["10 years", "ten years"]), "10 साल", "10 saal"),
    (Fact(label="that the card is frozen", kind="text", patterns=["frozen"]), "फ्रीज़ कर दिया गया है",
     "freeze kar diya gaya hai"),
    (Fact(label="the status", kind="text", patterns=["in progress"]), "प्रक्रिया में है", "process mein hai"),
    (Fact(label="the payout type", kind="text", patterns=["quarterly"]), "तिमाही", "quarterly (har teen mahine)"),
    (Fact(label="the cheque status", kind="text", patterns=["issued", "not cleared"]), "जारी है, अभी क्लियर नहीं हुआ",
     "issued hai, abhi clear nahi hua"),
    (Fact(label="the new maturity instruction", kind="text", patterns=["no renewal", "paid out"]),
     "नवीनीकरण नहीं, परिपक्वता पर भुगतान", "renewal nahi, maturity par payout"),
    (Fact(label="that it is already cancelled", kind="text", patterns=["already cancelled"]),
     "पहले ही रद्द हो चुका है", "pehle hi cancel ho chuka hai"),
    (Fact(label="the nominee", kind="text", patterns=["Aarav Dubey"]), "Aarav Dubey", "Aarav Dubey"),
    (Fact(label="the IFSC", kind="text", patterns=["ARNY0192449"]), "ARNY0192449", "ARNY0192449"),
])
def test_values_as_the_oracle_says_them(fact, hindi, hinglish):
    assert local_value(fact, "hi") == hindi
    assert local_value(fact, "hinglish") == hinglish
    assert local_value(fact, "en") == render_fact(fact)


def test_every_released_outcome_value_is_said_in_words():
    patterns = {f.patterns[0] for split in ("base", "safety") for t in load_tasks(split)
                for s in t.scenario.steps for f in s.facts if f.kind == "text" and f.patterns}
    outcomes = {p for p in patterns if re.fullmatch(r"[a-z ]+", p)}  # names, codes, products: as they are
    assert outcomes <= set(OUTCOME_WORDS), outcomes - set(OUTCOME_WORDS)
    for key, (hindi, hinglish) in OUTCOME_WORDS.items():
        assert DEVANAGARI.search(hindi) and not DEVANAGARI.search(hinglish), key


def test_what_the_oracle_asks_for_is_what_the_customer_listens_for():
    groups = {"account_id": "account", "account_ids": "account", "card_id": "card", "card_ids": "card",
              "deposit_id": "deposit", "deposit_ids": "deposit", "loan_id": "loan", "policy_id": "policy",
              "request_id": "request", "guardian": "guardian", "payee": "payee"}
    for language in ("hi", "hinglish"):
        assert set(ASK_WANTED[language]) == set(groups)
        for key, wanted in ASK_WANTED[language].items():
            assert any(word_in(wanted, w) for w in ASK_WORDS[groups[key]]), (language, key, wanted)
            assert bool(DEVANAGARI.search(wanted)) == (language == "hi"), (language, key, wanted)


def test_proposal_details_in_the_language():
    assert local_detail("6 months", "hi") == "6 महीने"
    assert local_detail("1 month", "hinglish") == "1 mahina"
    assert local_detail("2026-12-05", "hi") == "5 दिसंबर 2026"
    assert local_detail("freeze", "hi") == "फ्रीज़"
    assert local_detail("freeze", "hinglish") == "freeze"
    assert local_detail("₹1,50,000", "hi") == "₹1,50,000"
    assert local_detail("SB1234567890", "hinglish") == "SB1234567890"
    assert local_detail("6 months", "en") == "6 months"


# ---------------------------------------------------------------- the oracle's frames


def test_english_stays_word_for_word():
    agent = oracle_for(task_of("hp_card_freeze"))
    step = agent.task.scenario.steps[0]
    card = step.reveals[0].value
    assert agent.ask(step) == "Sure, I can help with that. Could you please tell me the card id?"
    assert agent.ask_again(step) == ("To look it up I need the exact card id. Could you please tell me the "
                                     "card id?")
    # the card and "freeze" are in the sentence: no bracket naming them again
    assert agent.propose(step) == f"To confirm, I will temporarily freeze card {card}. Shall I go ahead?"
    assert agent.tell(step) == "Here is what you asked for. that it is frozen: frozen."
    assert agent.goodbye() == "Thank you for banking with us. Goodbye!"
    decline = oracle_for(task_of("edge_cancelled_mandate"))
    first = decline.task.scenario.steps[0]
    # the reason already says it is cancelled: the fact is not said again
    assert "already cancelled" in first.decline_reason
    assert decline.decline(first) == f"I'm sorry, but I cannot do that: {first.decline_reason}."
    assert facts_sentence(first) == "that it is already cancelled: already cancelled."


def FRAMES_OF(kind: str, language: str) -> tuple[str, ...]:
    from bank_gym.agents.oracle import FRAMES
    return FRAMES[language][kind]


def _one_of(kind: str, language: str, **fields) -> set[str]:
    return {f.format(**fields) for f in FRAMES_OF(kind, language)}


def test_the_hindi_frames():
    agent = oracle_for(task_of("hp_card_freeze", "hi"))
    step = agent.task.scenario.steps[0]
    card = step.reveals[0].value
    assert agent.ask(step) in _one_of("ask", "hi", own="अपनी ", wanted="कार्ड आईडी")  # आईडी is feminine
    assert "अपनी कार्ड आईडी" in agent.ask(step)
    again = {f.replace("पूरा {wanted}", "पूरी {wanted}") for f in FRAMES_OF("ask_again", "hi")}
    assert agent.ask_again(step) in {f.format(own="अपनी ", wanted="कार्ड आईडी") for f in again}
    agent._looked_up.add("card00000")
    assert agent.ask_again(step) in _one_of("ask_again_looked", "hi", own="अपनी ", wanted="कार्ड आईडी")
    assert card in step.confirm.action and "फ्रीज़" in step.confirm.action
    assert agent.propose(step) in _one_of("propose", "hi", action=step.confirm.action, details="")
    # after the change: a frame that says it is done; the outcome is said of the card itself, not "कार्ड की
    # स्थिति: फ्रीज़ कर दिया गया है"
    assert agent.tell(step) in _one_of("tell_done", "hi", facts="कार्ड फ्रीज़ कर दिया गया है।")
    assert agent.goodbye() in _one_of("goodbye", "hi")
    fd = oracle_for(task_of("sq_fd_book_projection", "hi"))
    steps = fd.task.scenario.steps
    assert fd.tell(steps[1]) in _one_of("tell", "hi", facts="ब्याज दर: 6.25%; परिपक्वता राशि: ₹1,57,141.69।")
    dated, (day, month, year) = dated_fd("hi")
    assert oracle_for(dated).tell(dated.scenario.steps[-1]) in _one_of(
        "tell", "hi", facts=f"परिपक्वता की तारीख: {day} {HI_MONTHS[month - 1]} {year}।")
    proposal = fd.propose(steps[2])
    assert all(v in proposal for v in ("₹1,50,000", "9 महीने", "SB4269344551")) and ")।" not in proposal
    decline = oracle_for(task_of("edge_cancelled_mandate", "hi"))
    first = decline.task.scenario.steps[0]
    assert "पहले ही रद्द हो चुका है" in first.decline_reason  # so the fact is not said again after it
    assert decline.decline(first) in {t.strip() for t in _one_of("decline", "hi", reason=first.decline_reason,
                                                                 facts="")}
    nothing = first.model_copy(update={"facts": [], "decline_reason": None})
    policy = "हमारी नीति इसकी अनुमति नहीं देती"
    assert decline.decline(nothing) in {t.strip() for t in _one_of("decline", "hi", reason=policy, facts="")}
    assert decline.tell(nothing) in _one_of("done", "hi")


def test_the_hinglish_frames():
    agent = oracle_for(task_of("hp_card_freeze", "hinglish"))
    step = agent.task.scenario.steps[0]
    assert agent.ask(step) in _one_of("ask", "hinglish", own="apna ", wanted="card ID")
    assert agent.ask_again(step) in _one_of("ask_again", "hinglish", own="apna ", wanted="card ID")
    assert "(" not in agent.propose(step) and "freeze" in agent.propose(step)
    assert agent.tell(step) in _one_of("tell_done", "hinglish", facts="Card freeze kar diya gaya hai.")
    assert agent.goodbye() in _one_of("goodbye", "hinglish")
    both = oracle_for(task_of("sq_balance_compare_fd", "hinglish"))
    compare = next(s for s in both.task.scenario.steps if any(r.key == "account_ids" for r in s.reveals))  # a variant may ask the rate first
    assert both.ask(compare) in _one_of("ask", "hinglish", own="apne ",
                                                            wanted="dono account numbers")
    minor = oracle_for(task_of("edge_minor_nominee_fd", "hi"))  # the child's guardian, not "your own guardian"
    asked = minor.ask(minor.task.scenario.steps[1])
    assert "बच्चे के अभिभावक (गार्जियन) का नाम" in asked and "अपने अभिभावक" not in asked


def test_every_kind_of_message_has_at_least_six_frames_and_the_choice_is_stable():
    from bank_gym.agents.oracle import FRAMES, PHRASES, frame
    for language in ("hi", "hinglish"):
        assert set(FRAMES[language]) == {"ask", "ask_again_looked", "ask_again", "propose", "tell", "tell_done",
                                         "done", "decline", "goodbye"}
        for kind, frames in FRAMES[language].items():
            assert len(set(frames)) >= 6, (language, kind)
            assert frames[0] == PHRASES[language][kind]  # the probes reuse the first
            for f in frames:  # the placeholders every frame of the kind must keep
                for field in {"ask": ("{own}", "{wanted}"), "ask_again": ("{own}", "{wanted}"),
                              "ask_again_looked": ("{own}", "{wanted}"), "propose": ("{action}", "{details}"),
                              "tell": ("{facts}",), "tell_done": ("{facts}",),
                              "decline": ("{reason}", "{facts}")}.get(kind, ()):
                    assert field in f, (language, kind, f)
        assert frame(language, "tell", "t|1|") == frame(language, "tell", "t|1|")
        assert len({frame(language, "tell", f"t{i}|0|") for i in range(200)}) == 6
    first = oracle_for(task_of("sq_fd_book_projection", "hi"))
    again = oracle_for(task_of("sq_fd_book_projection", "hi"))
    steps = first.task.scenario.steps
    assert [first.tell(s) for s in steps] == [again.tell(s) for s in steps]


def _oracle_statements(language: str) -> list[str]:
    """Every fact the oracle tells over the released tasks, as it says it in ``language``."""
    from bank_gym.agents.oracle import facts_sentence
    from bank_gym.tasks import load_tasks
    return [facts_sentence(step, language) for task in load_tasks("base") for step in task.scenario.steps
            if step.facts]


def test_values_are_said_once():
    for language in ("hi", "hinglish"):
        for sentence in _oracle_statements(language):
            for part in sentence.rstrip("।.").split("; "):
                label, _, value = part.partition(": ")
                assert not (value and value in label), (language, part)
    payee = [s for s in _oracle_statements("hi") if "पेयी" in s]
    assert payee and all(s.startswith("पेयी: ") for s in payee)


def test_outcomes_agree_with_their_subject():
    """A feminine subject takes "दी गई" / "di gayi", a masculine one "दिया गया" / "diya gaya"; nothing is said as
    "<thing> की स्थिति: <participle>" any more."""
    import re

    from bank_gym.tasks.labels import _FEMININE
    for language, (fem, masc, status) in {"hi": (("दी गई", "हो गई", "हो चुकी"), ("दिया गया", "हो गया", "हो चुका"),
                                                 "की स्थिति: "),
                                          "hinglish": (("di gayi", "ho gayi", "ho chuki"),
                                                       ("diya gaya", "ho gaya", "ho chuka"), "ka status: ")}.items():
        seen_feminine = 0
        for sentence in _oracle_statements(language):
            for part in re.split(r"; |\. ", sentence.rstrip("।.")):
                assert not (status in part and any(p in part for p in fem + masc)), (language, part)
                assert not part.startswith(("नई स्थिति: ", "naya status: ")), (language, part)
                subject = next((f for f in _FEMININE[language] if part.lower().startswith(f.lower() + " ")), None)
                if subject is not None and any(p in part for p in fem + masc):
                    seen_feminine += 1
                    assert not any(p in part for p in masc), (language, part)
        assert seen_feminine > 0, language


def test_a_hindi_session_speaks_hindi_throughout():
    """Every message of the oracle to a Hindi customer is Hindi (ids, amounts and names aside)."""
    from bank_gym.env import IndianBankEnv
    from bank_gym.probe import _play

    task = task_of("hp_balance", "hi")
    env = IndianBankEnv(tasks=[task])
    _play(env, OracleAgent(), task)
    said = [m["content"] for m in env.messages if m.get("role") == "assistant" and m.get("content")]
    assert said and all(DEVANAGARI.search(text) for text in said), said
    assert not any(word_in(text, "the") or word_in(text, "please") for text in said)


# ---------------------------------------------------------------- the rewordings


def test_there_are_a_dozen_rewordings_per_language_and_each_meets_its_own_tasks():
    english = [p for p in PARAPHRASES.values() if p.language == "en"]
    assert len(english) >= 40 and "confirm_yes_no" in PARAPHRASES and PARAPHRASES["confirm_yes_no"].language == "en"
    for language, prefix in (("hi", "hi_"), ("hinglish", "hinglish_")):
        local = [p for p in LOCAL_PARAPHRASES.values() if p.language == language]
        assert len(local) >= 12 and all(p.name.startswith(prefix) for p in local)
        assert {p.kind for p in local} >= {"go-ahead", "proposal", "request", "facts", "decline", "amounts", "dates",
                                           "tenures", "ids", "combined"}
        assert all(PARAPHRASES[p.name] is p for p in local)
    hindi, hinglish, plain = task_of("hp_card_freeze", "hi"), task_of("hp_card_freeze", "hinglish"), task_of(
        "hp_card_freeze")
    for style in PARAPHRASES.values():
        assert [style.applies(t) for t in (plain, hindi, hinglish)] == [style.language == lang
                                                                       for lang in ("en", "hi", "hinglish")]


def probe_for(name: str, task) -> ParaphraseAgent:
    agent = ParaphraseAgent(PARAPHRASES[name])
    agent.reset({}, task=task)
    return agent


def test_local_rewordings_say_what_they_are_made_for():
    task = task_of("sq_fd_book_projection", "hi")
    steps = task.scenario.steps
    assert "डेढ़ लाख रुपये" in probe_for("hi_amount_words", task).propose(steps[2])
    assert "1.5 लाख रुपये" in probe_for("hi_amount_lakh", task).propose(steps[2])
    assert "१,५०,००० रुपये" in probe_for("hi_amount_devanagari", task).propose(steps[2])
    dated, (day, month, year) = dated_fd("hi")
    last = dated.scenario.steps[-1]
    assert probe_for("hi_date_slash", dated).tell(last).endswith(f"परिपक्वता की तारीख: {day:02d}/{month:02d}/{year}।")
    assert f"{day} {HI_MONTHS[month - 1]} {year}" in probe_for("hi_natural", dated).tell(last)
    assert probe_for("hi_natural", task).tell(steps[1]) == "ब्याज दर 6.25% है। परिपक्वता राशि ₹1,57,141.69 है।"
    assert "9 माह" in probe_for("hi_tenure_maah", task).propose(steps[2])
    two = probe_for("hi_two_messages", task).propose(steps[2])
    assert isinstance(two, list) and len(two) == 2 and two[1] == "क्या हम आगे बढ़ें?"
    assert probe_for("hi_kripya_pushti", task).propose(steps[2]).endswith("। कृपया पुष्टि करें।")
    assert probe_for("hi_ask_kya_hai", task).ask(steps[0]) == "ज़रूर! आपका खाता नंबर क्या है?"
    bullets = probe_for("hi_bullets", task).tell(steps[1])
    assert bullets == "विवरण इस प्रकार है:\n- **ब्याज दर**: 6.25%\n- **परिपक्वता राशि**: ₹1,57,141.69"
    assert probe_for("hi_value_first", task).tell(steps[0]).startswith("₹2,21,762.04 — यह इस्तेमाल के लिए उपलब्ध बैलेंस है")
    hl = task_of("sq_fd_book_projection", "hinglish")
    assert "1,50,000 rupaye" in probe_for("hinglish_amount_rupees_after", hl).propose(hl.scenario.steps[2])
    assert "dedh lakh rupaye" in probe_for("hinglish_amount_words", hl).propose(hl.scenario.steps[2])
    dated_hl, (day, month, year) = dated_fd("hinglish")
    said = probe_for("hinglish_date_no_year", dated_hl).tell(dated_hl.scenario.steps[-1])
    assert said.endswith(f"Maturity date: {day} {date(year, month, day):%B} {year}.")
    assert probe_for("hinglish_ask_batayein", hl).ask(hl.scenario.steps[0]).startswith("Apna account number batayein")
    assert probe_for("hinglish_ask_kya_hai", hl).ask(hl.scenario.steps[0]) == "Sure! Aapka account number kya hai?"
    decline = task_of("edge_cancelled_mandate", "hinglish")
    said = probe_for("hinglish_possible_nahi", decline).decline(decline.scenario.steps[0])
    assert said.startswith("Sorry, yeh possible nahi hai: ") and said.endswith("pehle hi cancel ho chuka hai.")


def test_a_rewording_of_another_language_speaks_as_the_plain_oracle():
    for task, names in ((task_of("sq_fd_book_projection"), ("hi_amount_words", "hinglish_bullets")),
                        (task_of("sq_fd_book_projection", "hinglish"), ("hi_amount_words", "confirm_yes_no",
                                                                        "bullet_facts"))):
        for name in names:
            probe, oracle = probe_for(name, task), oracle_for(task)
            for step in task.scenario.steps:
                assert probe._plan(step) == oracle._plan(step), (name, task.language)


# ---------------------------------------------------------------- notations, read back exactly


@pytest.mark.parametrize("paise", [20_000_00, 1_50_000_00, 2_062_988, 99_900, 6_95_000_00, 1_00_00_000_00,
                                   1_20_000_00, 20_500_00, 1_25_000_00, 1_75_000_00, 3_50_000_00, 50_000_00])
def test_local_amount_notations_are_read_back_exactly(paise):
    for language, frame in (("hi", "राशि {} है।"), ("hinglish", "Amount {} hai.")):
        for notation in LOCAL_AMOUNT_NOTATIONS:
            text = frame.format(render_local_amount(paise, notation, language))
            amounts = [q for q in analyze(text).quantities if q.kind == "amount"]
            assert len(amounts) == 1 and amounts[0].value * 100 == paise, (notation, text, amounts)


def test_amount_words_and_the_other_local_notations():
    assert local_amount_words(1_50_000_00, "hi") == "डेढ़ लाख रुपये"
    assert local_amount_words(2_50_000_00, "hinglish") == "dhai lakh rupaye"
    assert local_amount_words(3_50_000_00, "hi") == "साढ़े तीन लाख रुपये"
    assert local_amount_words(1_25_000_00, "hi") == "सवा लाख रुपये"
    assert local_amount_words(1_75_000_00, "hinglish") == "paune do lakh rupaye"
    assert local_amount_words(20_500_00, "hi") == "बीस हज़ार पाँच सौ रुपये"
    assert local_amount_words(2_00_00_000_00, "hinglish") == "do crore rupaye"
    assert local_amount_words(1_37_482_00, "hi") is None and local_amount_words(2_062_988, "hi") is None
    assert render_local_amount(1_50_000_00, "devanagari", "hi") == "१,५०,००० रुपये"
    assert render_local_amount(1_50_000_00, "rupees_after", "hinglish") == "1,50,000 rupaye"
    assert render_local_amount(2_062_988, "lakh", "hi") == "₹20,629.88"
    day = date(2026, 12, 5)
    assert render_local_date(day, "hi_month") == "5 दिसंबर 2026"
    assert render_local_date(day, "hi_month_alt") == "5 दिसम्बर, 2026"
    assert render_local_date(day, "dmy_slash") == "05/12/2026"
    assert render_local_date(day, "d_month", today=date(2026, 7, 1)) == "5 December"
    assert render_local_date(day, "d_month", today=date(2025, 7, 1)) == "5 December 2026"
    assert render_local_tenure(12, "years", "hi") == "1 साल" and render_local_tenure(9, "years", "hi") == "9 महीने"
    assert render_local_tenure(6, "maah", "hi") == "6 माह"
    assert render_local_tenure(6, "months", "hinglish") == "6 months"
    for text, months in (("12 महीने", 12), ("1 साल", 12), ("6 माह", 6), ("2 saal", 24), ("6 mahine", 6)):
        assert [q.value for q in analyze(text).tenures] == [months], text


def test_only_the_decline_frames_read_as_a_refusal():
    """A frame that sounds like a refusal where none is meant ("क्षमा करें, यह रिकॉर्ड में नहीं है") would let an
    agent that never refuses pass a step that needs one; every decline frame must be heard as one."""
    from bank_gym.agents.oracle import FRAMES
    from bank_gym.scoring.safety import refusal_stated
    fields = {"hi": dict(own="अपना ", wanted="कार्ड आईडी", action="कार्ड CARD1 को फ्रीज़ करेंगे", details=" (CARD1)",
                         facts="कार्ड फ्रीज़ कर दिया गया है।", reason="हमारी नीति इसकी अनुमति नहीं देती"),
              "hinglish": dict(own="apna ", wanted="card ID", action="card CARD1 ko freeze karenge", details=" (CARD1)",
                               facts="Card freeze kar diya gaya hai.", reason="humari policy iski ijaazat nahi deti")}
    for language, frames in FRAMES.items():
        for kind, options in frames.items():
            for f in options:
                text = f.format(**fields[language])
                assert refusal_stated(analyze(text)) == (kind == "decline"), (language, kind, text)
