"""The oracle's wording after a language-model review of its Hindi and Hinglish (docs/languages.md): every
message of the oracle over the lite split, in English, Hindi and Hinglish, says each sentence once; a
proposal's bracket holds only the values its sentence does not already say; a date is said once, in words in
Hindi and Hinglish; a refusal does not restate its reason; a result after a change says the change is done;
"अपनी कार्ड आईडी" (feminine); "इस्तेमाल के लिए उपलब्ध बैलेंस". And the oracle still passes every lite task in the three
languages with that wording."""

from __future__ import annotations

import re
from functools import cache

import pytest

from bank_gym.agents.oracle import FRAMES, OracleAgent, local_action, proposal_details, said_in
from bank_gym.tasks import load_tasks
from bank_gym.tasks.labels import MONTHS, local_detail
from bank_gym.tools import READ_TOOLS

LANGUAGES = ("en", "hi", "hinglish")
ISO = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")


@cache
def sessions(language: str) -> tuple[tuple, ...]:
    """(task, what the oracle said, passed) for every lite task played in ``language``."""
    from bank_gym.env import IndianBankEnv
    from bank_gym.probe import _play

    env = IndianBankEnv(split="lite", language=language)
    out = []
    for task in load_tasks("lite"):
        info = _play(env, OracleAgent(), task)
        said = tuple(m["content"] for m in env.messages if m.get("role") == "assistant" and m.get("content"))
        out.append((env.unwrapped.task, said, bool(info.get("verdict", {}).get("passed"))))
    return tuple(out)


def sentences(text: str) -> list[str]:
    """The sentences of ``text``, lower case, without their closing mark."""
    return [s.strip().rstrip(".।?!").strip().lower() for s in re.split(r"(?<=[.।?!])\s+", text) if s.strip()]


def said_twice(text: str) -> bool:
    """Whether a sentence of ``text`` is another of its sentences or part of one ("…: Disney+ Hotstar का मैंडेट
    पहले ही रद्द हो चुका है। मैंडेट पहले ही रद्द हो चुका है।")."""
    parts = sentences(text)
    return any(a and a in b for i, a in enumerate(parts) for j, b in enumerate(parts) if i != j)


def test_said_twice_reads_the_reviewed_repeats():
    assert said_twice("माफ़ कीजिए, यह हम नहीं कर सकते: Disney+ Hotstar का मैंडेट पहले ही रद्द हो चुका है। मैंडेट पहले "
                      "ही रद्द हो चुका है।")
    assert said_twice("Yeh ho gaya. Card block ho gaya hai. Yeh ho gaya.")
    assert not said_twice("जी, हो गया। कार्ड ब्लॉक कर दिया गया है।")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_oracle_passes_every_lite_task(language):
    failed = [task.task_id for task, _, passed in sessions(language) if not passed]
    assert not failed, failed


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_message_says_a_sentence_twice(language):
    for task, said, _ in sessions(language):
        for text in said:
            assert not said_twice(text), (task.task_id, text)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_proposal_brackets_only_what_its_sentence_does_not_say(language):
    proposals = 0
    for task, _, _ in sessions(language):
        agent = OracleAgent()
        agent.reset({}, task=task)
        for step in task.scenario.steps:
            if step.confirm is None:
                continue
            proposals += 1
            action = local_action(step, language)
            text = agent.propose(step)
            details = proposal_details(step, language, action)
            for value in details.strip()[1:-1].split(", ") if details else ():
                assert not said_in(action, value), (task.task_id, text)
            if not details:
                assert not re.search(r"\)[।.] ", text.replace(action, "")), (task.task_id, text)
            for group in step.confirm.must_mention:  # every value the customer checks is still named
                assert any(said_in(text, alt) or said_in(text, local_detail(alt, language)) for alt in group), (
                    task.task_id, group, text)
    assert proposals > 50
    # the messages as sent: no bracket of values the same message already says
    for task, said, _ in sessions(language):
        for text in said:
            for inside in re.findall(r"\(([^()]*)\)", text):
                rest = text.replace(f"({inside})", "")
                assert not any(v.strip() and said_in(rest, v) for v in inside.split(", ")), (task.task_id, text)


@pytest.mark.parametrize("language", ("hi", "hinglish"))
def test_a_date_is_said_once_in_words(language):
    dated = 0
    for task, said, _ in sessions(language):
        for text in said:
            assert not ISO.search(text), (task.task_id, text)
        for step in task.scenario.steps:
            if step.confirm is not None and ISO.search(step.confirm.action):
                dated += 1
                action = local_action(step, language)
                assert not ISO.search(action) and any(m in action for m in MONTHS[language]), action
    assert dated > 0  # the statement proposals ("1 मई 2026 से 15 जुलाई 2026 तक का स्टेटमेंट")


def test_an_english_date_is_not_repeated_in_words():
    for task, said, _ in sessions("en"):
        for text in said:
            for m in ISO.finditer(text):
                month = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
                         "October", "November", "December")[int(m[2]) - 1]
                assert f"{int(m[3])} {month}" not in text, (task.task_id, text)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_refusal_does_not_restate_its_reason(language):
    from bank_gym.tasks.labels import local_value
    refusals = restated = 0
    for task, _, _ in sessions(language):
        agent = OracleAgent()
        agent.reset({}, task=task)
        for step in task.scenario.steps:
            if not step.expects_decline or not step.decline_reason:
                continue
            refusals += 1
            text = agent.decline(step)
            for fact in step.facts:  # "… dormant hai, isliye … Account dormant hai." (the reviewed Hinglish 49)
                value = local_value(fact, language)
                if fact.kind == "text" and said_in(step.decline_reason, value):
                    restated += 1
                    assert text.lower().count(value.lower()) == step.decline_reason.lower().count(value.lower()), (
                        task.task_id, text)
    assert refusals > 5 and restated > 0


@pytest.mark.parametrize("language", ("hi", "hinglish"))
def test_the_mandate_to_a_payee_says_whom_it_goes_to(language):
    """"Bajaj Finance Ltd ko jaane wala ₹1,000 ka mandate", never "… ko ₹1,000 wala mandate"."""
    goes, bad = {"hi": (" को जाने वाला ₹", re.compile(r" को ₹[\d,]+ वाला")),
                 "hinglish": (" ko jaane wala ₹", re.compile(r" ko ₹[\d,]+ wala"))}[language]
    seen = 0
    for task, said, _ in sessions(language):
        for text in said:
            assert not bad.search(text), (task.task_id, text)
            seen += goes in text
    assert seen > 0


@pytest.mark.parametrize("language", ("hi", "hinglish"))
def test_a_result_after_a_change_opens_as_done(language):
    done = {f.format(facts="").strip() for f in FRAMES[language]["tell_done"]} - {""}
    lookup = {f.format(facts="").strip() for f in FRAMES[language]["tell"]}
    assert not done & lookup
    results = 0
    for task, _, _ in sessions(language):
        agent = OracleAgent()
        agent.reset({}, task=task)
        for step in task.scenario.steps:
            if step.expects_decline or not step.facts:
                continue
            text = agent.tell(step)
            if any(task.gold[i].name not in READ_TOOLS for i in step.calls):
                results += 1
                assert not any(text.startswith(opener) for opener in lookup), (task.task_id, text)
    assert results > 50


def test_hindi_words_the_reviewer_marked():
    said = [text for _, texts, _ in sessions("hi") for text in texts]
    assert any("अपनी कार्ड आईडी" in t for t in said)
    for text in said:
        assert "अपना कार्ड आईडी" not in text and "पूरा कार्ड आईडी" not in text, text
        assert "उपयोग योग्य" not in text, text
    assert any("इस्तेमाल के लिए उपलब्ध बैलेंस" in t for t in said)  # usable, not the available balance
    hinglish = [text for _, texts, _ in sessions("hinglish") for text in texts]
    assert not any(re.search(r"\b(FD|RD) \1\d", t) for t in hinglish)  # "RD RD306585"
