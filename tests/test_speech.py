"""How the customer says values (amounts, dates, tenures) and agrees in gender (``tasks.speech``): every form it
can say is read back by the language layer to the same value, in every language; a woman's first-person verbs in
Hindi and Hinglish are feminine, in the phrase data and in whole oracle sessions."""

from __future__ import annotations

import re
from collections import Counter
from datetime import date, timedelta
from decimal import Decimal

import pytest

from bank_gym.language import analyze
from bank_gym.tasks.lang import LANGUAGES
from bank_gym.tasks.speech import (
    PROPORTIONS,
    agree,
    draw_style,
    say_amount,
    say_date,
    say_tenure,
    speak_values,
)

SESSION = date(2026, 7, 16)
AMOUNTS = [1_000, 1_500, 2_500, 5_000, 10_000, 15_000, 20_000, 25_000, 50_000, 75_000, 99_000, 1_00_000,
           1_25_000, 1_50_000, 1_75_000, 2_00_000, 2_50_000, 3_00_000, 5_00_000, 12_50_000, 25_00_000,
           1_00_00_000, 2_00_00_000, 2_50_00_000]
VARIANTS = range(4)


def amounts_read(text: str) -> list[Decimal]:
    return [q.value for q in analyze(text).quantities if q.kind == "amount"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_spoken_amount_reads_back_as_that_amount(language):
    forms = set()
    for rupees in AMOUNTS:
        for variant in VARIANTS:
            said = say_amount(rupees, language, variant)
            if said is None:
                continue
            forms.add(said)
            for text in (said, f"I want to move {said} today.", f"मुझे {said} भेजने हैं।", f"Mujhe {said} ka FD chahiye."):
                assert amounts_read(text) == [Decimal(rupees)], (text, amounts_read(text))
    assert len(forms) >= 3 * len(AMOUNTS) // 2
    words = {"en": ("lakh", "crore", "k"), "hi": ("लाख", "करोड़", "हज़ार"), "hinglish": ("lakh", "crore", "hazaar")}
    assert all(any(w in f for f in forms) for w in words[language])
    assert say_amount(1_23_456, language, 0) is None and say_amount(500, language, 0) is None


def test_the_spoken_forms_people_use():
    assert say_amount(1_50_000, "en", 1) == "1.5 lakh" and say_amount(2_00_00_000, "en", 1) == "2 crore"
    assert say_amount(50_000, "hinglish", 1) == "50 hazaar rupaye" and say_amount(50_000, "hi", 0) == "₹50 हज़ार"
    assert say_amount(1_50_000, "hi", 1) == "डेढ़ लाख" and say_amount(2_50_000, "hinglish", 1) == "dhai lakh"
    assert say_date(date(2026, 3, 19), "en", 0, SESSION) == "19 March"
    assert say_date(date(2026, 3, 19), "hi", 0, SESSION) == "19 मार्च"
    assert say_date(date(2025, 12, 1), "en", 0, SESSION) == "1 December 2025"  # 1 December 2026 is nearer
    assert [say_tenure(60, lang, 0) for lang in LANGUAGES] == ["5 years", "5 साल", "5 saal"]
    assert say_tenure(18, "hinglish", 0) == "dedh saal" and say_tenure(9, "en", 0) is None


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_spoken_date_reads_back_as_that_date(language):
    day = date(2025, 1, 1)
    while day < date(2027, 6, 1):
        for variant in range(3):
            said = say_date(day, language, variant, SESSION)
            mentions = analyze(f"{said} को / on {said} ko", SESSION).dates
            assert mentions and all(m.resolve(SESSION) == day for m in mentions), (said, mentions)
        day += timedelta(days=11)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_spoken_tenure_reads_back_as_those_months(language):
    for months in (12, 18, 24, 36, 48, 60, 84, 120, 180, 240):
        for variant in range(2):
            for joiner in (" ", "-"):
                said = say_tenure(months, language, variant, joiner)
                if said is None:
                    continue
                tenures = [q.value for q in analyze(f"FD for {said}").quantities if q.kind == "tenure"]
                assert tenures == [Decimal(months)], (said, tenures)


@pytest.mark.parametrize("language", LANGUAGES)
def test_speak_values_rewrites_only_the_values(language):
    text = {"en": "Book ₹1,50,000 for 60 months from SB1234567890, paid on 2026-03-19; fee ₹1,234.50.",
            "hi": "2026-03-19 को खाता SB1234567890 से ₹1,50,000 की 60 महीने की एफडी; शुल्क ₹1,234.50।",
            "hinglish": "2026-03-19 ko SB1234567890 se ₹1,50,000 ka 60 mahine ka FD; fee ₹1,234.50."}[language]
    spoken = speak_values(text, language, {"amount": 1, "date": 0, "tenure": 0}, SESSION)
    assert "₹1,50,000" not in spoken and "2026-03-19" not in spoken and "60" not in spoken
    assert "SB1234567890" in spoken and "₹1,234.50" in spoken  # ids and amounts with paise stay as written
    reading = analyze(spoken, SESSION)
    assert Decimal(150000) in {q.value for q in reading.amounts}
    assert Decimal(60) in {q.value for q in reading.tenures}
    assert any(d.resolve(SESSION) == date(2026, 3, 19) for d in reading.dates)
    assert speak_values(text, language, {"amount": None, "date": None, "tenure": None}, SESSION) == text


def test_the_proportions_hold_over_many_customers():
    styles = [draw_style(f"task_{i}") for i in range(4000)]
    for kind, share in PROPORTIONS.items():
        spoken = sum(s[kind] is not None for s in styles) / len(styles)
        assert abs(spoken - share) < 0.03, (kind, spoken)
    assert draw_style("task_1") == draw_style("task_1")


# ---------------------------------------------------------------- gender

MASCULINE = {
    "hi": re.compile(r"(?<![\u0900-\u097F])(?:\S+ता|रहा|गया|आया|चुका|सका|पाया)\s+(?:हूँ|हूं)(?![\u0900-\u097F])"
                     r"|(?<![\u0900-\u097F])मैं(?![\u0900-\u097F])[^।?!,;:.]*?(?:रहा|गया)\s+था"
                     r"|[\u0900-\u097F]+(?:ूँगा|ूंगा|ऊँगा|ऊंगा)(?![\u0900-\u097F])"),
    "hinglish": re.compile(r"\b(?:\w+ta|raha|gaya|aaya|chuka|saka|paya)\s+(?:hoon|hun|hu)\b"
                           r"|\bmain\b[^?!,;:.]*?\b(?:raha|gaya)\s+tha\b|\b\w+(?:unga|oonga)\b", re.I),
}


def test_a_womans_first_person_verbs_are_feminine():
    cases = {
        "hi": [("मैं RD शुरू करना चाहता हूँ।", "मैं RD शुरू करना चाहती हूँ।"),
               ("मैं पूछ रहा था कि मेरा खाता कब खुलेगा।", "मैं पूछ रही थी कि मेरा खाता कब खुलेगा।"),
               ("मैं शिफ़्ट हो गया हूँ, मैं उसे पहचानता नहीं।", "मैं शिफ़्ट हो गई हूँ, मैं उसे पहचानती नहीं।"),
               ("मुझे लगता था कि मैं पैसे दूँगा।", "मुझे लगता था कि मैं पैसे दूँगी।"),
               ("वह कल आया था, मेरा खाता वही है।", "वह कल आया था, मेरा खाता वही है।")],
        "hinglish": [("Main har mahine EMI bharta hoon.", "Main har mahine EMI bharti hoon."),
                     ("Main abroad ja raha hoon, main pooch raha tha.", "Main abroad ja rahi hoon, main pooch rahi thi."),
                     ("Mujhe lagta tha ki main karunga.", "Mujhe lagta tha ki main karungi."),
                     ("Main use bata doon? Mera khata pata nahi.", "Main use bata doon? Mera khata pata nahi.")],
    }
    for language, pairs in cases.items():
        for male, female in pairs:
            assert agree(male, "F", language) == female
            assert agree(male, "M", language) == male
            assert not MASCULINE[language].search(female), female
    assert agree("I want to book it.", "F", "en") == "I want to book it."


@pytest.fixture(scope="module")
def bank():
    from bank_gym.bank import load_bank

    return load_bank()


@pytest.mark.parametrize("language", ["hi", "hinglish"])
def test_a_woman_never_speaks_in_the_masculine_in_a_whole_oracle_session(bank, language):
    """Every family's phrase data with a masculine first-person form, given to women: the customer's messages of a
    full oracle session (scripted customer) have none; given to men, the forms are there as written."""
    from bank_gym.agents import begin_episode, make_agent
    from bank_gym.env import IndianBankEnv
    from bank_gym.tasks import load_tasks
    from bank_gym.tasks.generate import localize_all

    base = load_tasks("base") + load_tasks("safety")
    gender = {cid: c.profile.gender for cid, c in bank.customers.items()}
    women: dict[str, object] = {}
    men: Counter = Counter()
    for task in localize_all(base, language, bank):
        words = " ".join([*task.scenario.first_messages, *(r for s in task.scenario.steps for r in s.requests)])
        if gender[task.customer_id] == "M":
            men[task.family] += bool(MASCULINE[language].search(words))
        elif task.family not in women:
            women[task.family] = task
    gendered = [women[f] for f in sorted(men) if men[f] and f in women]
    assert len(gendered) >= 10, sorted(men)
    env = IndianBankEnv(tasks=gendered)
    for task in gendered:
        agent = make_agent("oracle", [task])
        obs, info = env.reset(seed=0, options={"task_id": task.task_id})
        begin_episode(agent, info, env)
        for _ in range(300):
            obs, _reward, terminated, truncated, info = env.step(agent.act(obs, info))
            if terminated or truncated:
                break
        assert info["passed"], task.task_id
        customer = [m["content"] for m in info["messages"] if m["role"] == "user"]
        assert len(customer) >= 2
        for message in customer:
            assert not MASCULINE[language].search(message), (task.task_id, message)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_task_generator_reads_its_own_spoken_amounts(language):
    """The robustness set's wrong figure must differ from every amount the customer says, however said."""
    from bank_gym.tasks.speech import spoken_amounts

    for rupees in AMOUNTS:
        for variant in VARIANTS:
            said = say_amount(rupees, language, variant)
            if said is not None:
                assert spoken_amounts(f"Move {said} now") == [rupees * 100], said
    assert spoken_amounts("50 k and 2026 lakhs of people") == []
