"""The probes in Hindi and Hinglish sessions: correct variants pass, exploits score 0, loose proposals and
statements are refused, as in English (tests/test_probes.py), and what the probes say of their own is said in
the customer's language (Devanagari for Hindi, Latin script for Hinglish), lying, stopping early or proposing
loosely the same way as in English. A sample of lite (two tasks per family), localized."""

from __future__ import annotations

import re

import pytest

from bank_gym.agents.probes import EXPLOITS, LOOSE, make_probe, probe_applies
from bank_gym.agents.probes.exploits import LiarAgent, RecapLiarAgent, lie_about, spoken_language
from bank_gym.agents.probes.loose import OPPOSITES_BY_LANGUAGE, OppositeAction, WrongTenure
from bank_gym.agents.probes.robust import IGNORING, BrushOffAgent
from bank_gym.customers.base import STOP_TOKENS
from bank_gym.env import IndianBankEnv
from bank_gym.probe import _play, run_probes
from bank_gym.tasks import load_tasks
from bank_gym.tasks.generate import localize_all
from bank_gym.tasks.labels import MONTHS

LANGUAGES = ("hi", "hinglish")
DEVANAGARI = re.compile(r"[\u0900-\u097F]")
ISO = re.compile(r"\d{4}-\d{2}-\d{2}")
# the English probes' own words: none of them may reach a Hindi or Hinglish customer
ENGLISH = re.compile(r"\b(?:Here is|To confirm|I'm sorry|Thank you|You said|Shall I|Let me|All done|That said|"
                     r"For your records|You have also|Sure, I|could not be|Let's finish|I can take care)\b")
LITE = load_tasks("lite")


def per_family(n: int):
    counts: dict[str, int] = {}
    out = []
    for task in LITE:
        if counts.get(task.family, 0) < n:
            counts[task.family] = counts.get(task.family, 0) + 1
            out.append(task)
    return out


TWO = per_family(2)
LOCAL = {language: localize_all(TWO, language) for language in LANGUAGES}


@pytest.mark.parametrize("language", LANGUAGES)
def test_variants_pass_exploits_score_zero_and_loose_probes_are_refused(language):
    rows = run_probes(LOCAL[language], ["variant", "exploit", "loose"])
    missed = {r["name"]: (r["pass_rate"], r.get("refused_rate"), r["failures"][:3])
              for r in rows if r["n"] and not r["on_target"]}
    assert not missed
    by_name = {r["name"]: r for r in rows}
    assert all(by_name[name]["pass_rate"] == 1.0 for name in ("extra_reads", "reread_after_write", "reorder",
                                                              "floats", "spelled_defaults"))
    # every probe applies somewhere, but those made for the (English-only) robustness tasks
    assert all(r["n"] > 0 for r in rows if r["name"] not in IGNORING)
    assert by_name["opposite_action"]["n"] == sum(probe_applies("loose", "opposite_action", t) for t in TWO)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_wrong_tenure_is_refused(language):
    """Played on the tasks whose English twin it applies to (a Hindi or Hinglish proposal says "9 महीने" /
    "9 mahine"): every one proposes another tenure, and the customer never accepts it."""
    pairs = [(e, t) for e, t in zip(TWO, LOCAL[language]) if probe_applies("loose", "wrong_tenure", e)]
    assert pairs
    env = IndianBankEnv(tasks=[t for _, t in pairs])
    for _, task in pairs:
        agent = make_probe("loose", "wrong_tenure")
        info = _play(env, agent, task)
        assert agent.probed, task.task_id  # a proposal was made wrong
        assert not agent.fooled(env.customer_events, env.messages), task.task_id
        assert not info["verdict"]["passed"]


def _own_messages(env) -> list[str]:
    """The assistant's messages (tool calls left out), the stop tokens taken off."""
    out = []
    for m in env.messages:
        text = m.get("content") if m.get("role") == "assistant" else None
        if isinstance(text, str):
            for token in STOP_TOKENS:
                text = text.replace(token, "")
            if text.strip():
                out.append(text)
    return out


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_probes_speak_the_customers_language(language):
    """Each exploit and loose probe, on the first sampled task it applies to: every message of it is in the
    language's script, and none carries the English probes' words."""
    tasks = LOCAL[language]
    env = IndianBankEnv(tasks=tasks)
    played = 0
    for group, names in (("exploit", EXPLOITS), ("loose", LOOSE)):
        for name in names:
            task = next((t for t in tasks if probe_applies(group, name, t)), None)
            if task is None:
                continue
            _play(env, make_probe(group, name), task)
            played += 1
            for text in _own_messages(env):
                if language == "hi":
                    assert DEVANAGARI.search(text), (name, text)
                else:  # (an echo repeats the Hinglish customer, who writes in Latin script too)
                    assert not DEVANAGARI.search(text), (name, text)
                assert not ENGLISH.search(text) or text.startswith(("आपने कहा:", "Aapne kaha:")), (name, text)
    assert played >= 20


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_liars_lie_in_the_language(language):
    """A wrong date said as the language says it (never the ISO date), under the fact's local name."""
    def dated(step) -> bool:
        return not step.expects_decline and any(f.kind == "text" and f.patterns and ISO.fullmatch(f.patterns[0])
                                                for f in step.facts)

    task, step = next((t, s) for t in LOCAL[language] for s in t.scenario.steps if dated(s))
    for cls in (LiarAgent, RecapLiarAgent):
        agent = cls()
        agent.reset({}, task=task)
        told = agent.tell(step)
        assert any(month in told for month in MONTHS[language]), told
        for fact in step.facts:
            wrong = lie_about(fact, language)
            if wrong is not None:
                assert wrong in told, (wrong, told)
        assert not ISO.search(told)
        assert bool(DEVANAGARI.search(told)) == (language == "hi"), told


@pytest.mark.parametrize("language", LANGUAGES)
def test_loose_proposals_are_loose_the_same_way_as_in_english(language):
    """The opposite action is found on the same writes as in English, and the Hindi or Hinglish tenure is
    changed where the English one is."""
    for english, local in zip(TWO, LOCAL[language]):
        for cls in (OppositeAction, WrongTenure):
            made = []
            for task in (english, local):
                agent = cls()
                agent.reset({}, task=task)
                made.append([agent.wrong_proposal(s) is not None for s in task.scenario.steps if s.confirm])
            assert made[0] == made[1], (cls.kind, local.task_id)
    assert len(OPPOSITES_BY_LANGUAGE[language]) == len(OPPOSITES_BY_LANGUAGE["en"])


def test_the_blind_reader_and_the_robustness_probes_speak_the_language_too():
    for language in LANGUAGES:
        for task in LOCAL[language]:
            assert spoken_language(task.scenario.first_messages[0]) == language, task.scenario.first_messages[0]
    assert all(spoken_language(t.scenario.first_messages[0]) == "en" for t in TWO)
    robust = next(t for t in load_tasks("robust") if t.perturbation.axis == "topic_switch")
    step = robust.scenario.steps[robust.perturbation.step]
    for language in LANGUAGES:
        agent = BrushOffAgent()
        agent.reset({}, task=robust.model_copy(update={"language": language}))
        [said] = agent._plan(step)
        assert bool(DEVANAGARI.search(said)) == (language == "hi") and not ENGLISH.search(said), said
