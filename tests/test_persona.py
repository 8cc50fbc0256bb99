"""Customer writing traits (``tasks.persona``): terse, verbose, chat abbreviations and typos change words only —
every id, amount, date and tenure in the customer's words reads the same after them, in every language."""

from __future__ import annotations

from collections import Counter
from datetime import date

import pytest

from bank_gym.language import analyze
from bank_gym.tasks import load_tasks
from bank_gym.tasks.generate import GREETINGS, LOCAL_GREETINGS, localize_all
from bank_gym.tasks.lang import LANGUAGES
from bank_gym.tasks.persona import TRAIT_PERSONA, TRAITS, draw_trait, write_as

LITE = load_tasks("lite")


def reading(text: str, reference: date) -> tuple:
    a = analyze(text, reference)
    return (sorted((q.kind, q.value) for q in a.quantities), sorted(d.resolve(reference) for d in a.dates),
            sorted(a.id_values()))


@pytest.fixture(scope="module")
def tasks_by_language():
    return {language: LITE if language == "en" else localize_all(LITE, language) for language in LANGUAGES}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("trait", [t for t in TRAITS if t != "plain"])
def test_a_trait_keeps_every_value_the_reader_reads(tasks_by_language, language, trait):
    greetings = GREETINGS if language == "en" else LOCAL_GREETINGS[language]
    changed = 0
    for task in tasks_by_language[language]:
        texts = [(m, True) for m in task.scenario.first_messages]
        texts += [(r, False) for s in task.scenario.steps for r in s.requests]
        for variant, (text, opening) in enumerate(texts):
            written = write_as(text, trait, variant, language, opening, greetings)
            changed += written != text
            assert written.strip(), (task.task_id, text)
            assert reading(written, task.session_date) == reading(text, task.session_date), (text, written)
    assert changed >= 100, changed  # the trait shows in many messages


def test_the_traits_look_the_way_they_are_named():
    greetings = ("Hello there.",)
    assert write_as("Hello there. Please cancel my auto-debit, please.", "terse", 0, "en", True, greetings) == \
        "Cancel my auto-debit."
    assert write_as("कृपया मेरा कार्ड ब्लॉक कीजिए।", "terse", 0, "hi") == "मेरा कार्ड ब्लॉक कीजिए।"
    verbose = write_as("Hello there. Block my card.", "verbose", 1, "en", True, greetings)
    assert verbose.startswith("Hello there. Sorry to trouble you") and verbose.endswith("Block my card.")
    chat = write_as("Please check my account, I need it because the payment did not go through.", "chat", 0, "en")
    assert "Pls" in chat and "a/c" in chat and " i " in chat and "coz" in chat
    hinglish = write_as("Mera paisa nahi aaya, please account check kar dijiye.", "chat", 0, "hinglish")
    assert "nhi" in hinglish and "pls" in hinglish and "a/c" in hinglish and " kr " in hinglish
    assert write_as("Mera paisa nahi aaya.", "plain", 0, "hinglish") == "Mera paisa nahi aaya."


def test_traits_are_seeded_per_customer_in_the_documented_shares():
    drawn = Counter(draw_trait(f"task_{i}")[0] for i in range(4000))
    for trait, share in TRAITS.items():
        assert abs(drawn[trait] / 4000 - share) < 0.03, (trait, drawn)
    assert draw_trait("x_0001") == draw_trait("x_0001")
    # the persona names the trait, the same in every language (a model customer writes the same way)
    from bank_gym.tasks.generate import generate_fresh, localize

    fresh = [t for t in generate_fresh(40, seed=5) if draw_trait(t.task_id)[0] != "plain"]
    assert fresh
    for task in fresh[:5]:
        wanted = TRAIT_PERSONA[draw_trait(task.task_id)[0]]
        assert all(localize(task, language).scenario.persona.endswith(wanted) for language in LANGUAGES)
