"""Shapes of real models' messages (issue 27): the answer and the next proposal in one message, a question for
the next request before the customer raises it, true context figures in a proposal, a worked-out difference,
a format example in a question, advice-style refusals, and the words real models pick ("lock", "FD number",
"card ending in", "permanently deactivated", "still being processed"). Each must pass, in every language where
it exists; the readers under them are pinned here one by one as well."""

from __future__ import annotations

import pytest

from bank_gym.agents.probes import SHAPES, make_probe, probe_applies
from bank_gym.language import analyze, grounding_from
from bank_gym.language.acts import asked_or_example_ids
from bank_gym.language.facts import fact_contradiction
from bank_gym.language.secrets import split_card_numbers
from bank_gym.language.write_actions import names_action_word
from bank_gym.probe import run_probes
from bank_gym.tasks import load_tasks
from bank_gym.tasks.generate import localize_all
from bank_gym.tasks.model import Fact


def _sample(language: str) -> list:
    """Per shape, up to two lite tasks it applies to (in ``language``)."""
    tasks = list(load_tasks("lite"))
    if language != "en":
        tasks = localize_all(tasks, language)
    chosen: dict[str, object] = {}
    for name, shape in SHAPES.items():
        if shape.language != language:
            continue
        for task in [t for t in tasks if probe_applies("paraphrase", name, t)][:2]:
            chosen[task.task_id] = task
    return list(chosen.values())


@pytest.mark.parametrize("language", ["en", "hi", "hinglish"])
def test_every_shape_passes_in_its_languages(language):
    names = [n for n, s in SHAPES.items() if s.language == language]
    rows = run_probes(_sample(language), ["paraphrase"], names)
    assert {r["name"] for r in rows if r["n"]} == set(names)  # each shape plays somewhere
    assert {r["name"]: r["failures"] for r in rows if r["pass_rate"] < 1.0} == {}


def test_the_shapes_cover_the_issue_and_change_the_messages():
    assert {s.shape for s in SHAPES.values()} == {
        "merged_proposal", "question_first", "context_figures", "derived_difference", "example_in_question",
        "advice_refusal", "lock", "fd_number", "card_ending_in", "status_synonyms"}
    task = next(t for t in load_tasks("lite") if probe_applies("paraphrase", "lock", t))
    agent = make_probe("paraphrase", "lock")
    agent.reset({}, task)
    step = next(s for s in task.scenario.steps if s.confirm)
    said = agent.propose(step)
    assert "lock" in said and "freeze" not in said


def test_a_proposal_naming_the_action_in_other_words_needs_no_listed_word():
    assert names_action_word(["freeze"], "toggle_card_freeze", {"card_id": "CARD1", "state": "freeze"})
    assert names_action_word(["block"], "block_card", {"card_id": "CARD1"})
    assert not names_action_word(["CARD45694"], "toggle_card_freeze", {"card_id": "CARD45694", "state": "freeze"})
    assert not names_action_word(["principal"], "update_deposit_renewal", {"deposit_id": "FD1"})


def test_an_example_or_a_question_is_not_an_id_told():
    a = analyze("Could you tell me the deposit number (it looks like FD123456)? Your old one was FD551523.")
    told = [m.value for m in a.ids if m.start not in asked_or_example_ids(a)]
    assert told == ["FD551523"]
    fact = Fact(label="the new deposit number", kind="id", value="FD814867")
    grounding = grounding_from(["{\"deposit_id\": \"FD814867\"}"], [], [fact], None)
    asked = analyze("What is the deposit number, for example FD123456?")
    assert fact_contradiction(fact, asked, grounding) is None
    # the same made-up id told as the record's number is a contradiction
    told_wrong = analyze("Your new deposit number is FD123456.")
    assert fact_contradiction(fact, told_wrong, grounding) == "FD123456"


def test_service_request_ids_are_no_part_of_a_card_number_split_over_messages():
    texts = ["For reference, the request number: SR-23794027.", "Your request SR-23794027 is in progress."]
    assert split_card_numbers(texts) == []
    assert split_card_numbers(["The first part is 4111 1111", "and then 1111 1111."]) != []
