"""Customers who speak Hindi (Devanagari) and Hinglish: the same tasks in every language, with the customer's
own words; the oracle serves every base task in each, the trivial baselines and the exploits score nothing, and
the verdict and the reports work per language."""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from functools import cache

import pytest
from typer.testing import CliRunner

from bank_gym.agents import begin_episode, make_agent
from bank_gym.cli import app
from bank_gym.customers.llm import scenario_prompt
from bank_gym.customers.scripted import _PHRASES
from bank_gym.env import IndianBankEnv
from bank_gym.tasks import load_tasks
from bank_gym.tasks.generate import CLOSINGS, LOCAL_GREETINGS, localize, localize_all
from bank_gym.tasks.io import task_from_row, task_to_row
from bank_gym.tasks.lang import LANGUAGES, MissingTranslation, say, speaking

BASE = load_tasks("base")
LOCAL = ("hi", "hinglish")
DEVANAGARI = re.compile(r"[\u0900-\u097F]")


@cache
def localized(language: str) -> tuple:
    return tuple(localize_all(BASE, language))


def play(env, agent, task, seed: int = 0) -> dict:
    obs, info = env.reset(seed=seed, options={"task": task})
    begin_episode(agent, info, env)
    for _ in range(300):
        obs, _reward, terminated, truncated, info = env.step(agent.act(obs, info))
        if terminated or truncated:
            return info
    raise AssertionError(f"{task.task_id}: the session did not end")


@cache
def run_base(spec: str, language: str) -> tuple[dict, Counter]:
    tasks = localized(language)
    env = IndianBankEnv(tasks=list(tasks))
    agent = make_agent(spec, list(tasks))
    passed, failures = {}, Counter()
    for task in tasks:
        info = play(env, agent, task)
        passed[task.task_id] = bool(info["passed"])
        failures[info["verdict"]["failure_type"]] += 1
    return passed, failures


# ---------------------------------------------------------------- the tasks


def test_say_picks_the_language_and_refuses_a_missing_one():
    assert say("hello", hi="नमस्ते", hinglish="namaste") == "hello"
    with speaking("hi"):
        assert say("hello", hi="नमस्ते", hinglish="namaste") == "नमस्ते"
        with pytest.raises(MissingTranslation):
            say("hello", hinglish="namaste")
    with pytest.raises(ValueError):
        with speaking("fr"):
            pass


@pytest.mark.parametrize("language", LOCAL)
def test_every_base_task_is_the_same_task_in_other_words(language):
    for english, local in zip(BASE, localized(language)):
        assert local.language == language and local.task_id == english.task_id
        assert local.gold == english.gold and local.customer_id == english.customer_id
        assert local.scenario.persona == english.scenario.persona
        for a, b in zip(english.scenario.steps, local.scenario.steps):
            assert (a.calls, a.facts, a.expects_decline) == (b.calls, b.facts, b.expects_decline)
            assert [(r.key, r.value) for r in a.reveals] == [(r.key, r.value) for r in b.reveals]
            assert (a.confirm is None) == (b.confirm is None)
            if a.confirm is not None:
                assert a.confirm.call == b.confirm.call
        said = [*local.scenario.first_messages, *(r for s in local.scenario.steps for r in s.requests),
                *(r.reply for s in local.scenario.steps for r in s.reveals), *local.scenario.closing]
        english_said = {*english.scenario.first_messages, *(r for s in english.scenario.steps for r in s.requests)}
        assert not english_said & set(said), english.task_id
        if language == "hi":
            assert all(DEVANAGARI.search(text) for text in said), english.task_id
        # every id the English customer gives is given in the other language too
        for a, b in zip(english.scenario.steps, local.scenario.steps):
            for item_a, item_b in zip(a.reveals, b.reveals):
                for value in item_a.value.split(","):
                    assert value in item_b.reply or value not in item_a.reply, (english.task_id, item_b.reply)


@pytest.mark.parametrize("language", LOCAL)
def test_a_localized_task_round_trips_and_english_rows_have_no_language(language):
    task = localized(language)[0]
    row = task_to_row(task)
    assert row["language"] == language and task_from_row(json.loads(json.dumps(row))) == task
    assert "language" not in task_to_row(BASE[0])
    assert localize(task, language) is task


def test_robustness_and_safety_tasks_speak_hindi_and_hinglish():
    """Since issue 30 the safety set and the robustness copies localize too: a robustness copy is its base task in
    the language, perturbed the same way (same draws: axis, step, figure, value; only the customer's added words
    change)."""
    import re as _re
    devanagari = _re.compile(r"[\u0900-\u097F]")
    safety = load_tasks("safety")[0]
    assert localize(safety, "hi").language == "hi"
    IndianBankEnv(split="safety", language="hinglish")
    IndianBankEnv(split="robust", language="hi")
    robust = load_tasks("robust")
    for axis in ("wrong_figure", "topic_switch", "long_context"):
        task = next(t for t in robust if t.perturbation.axis == axis)
        hi, hinglish = localize(task, "hi"), localize(task, "hinglish")
        assert hi.gold == task.gold == hinglish.gold
        assert hi.perturbation.model_dump(exclude={"text"}) == task.perturbation.model_dump(exclude={"text"})
        if axis == "long_context":
            said_hi, said_hg = hi.scenario.first_messages[0], hinglish.scenario.first_messages[0]
            assert hi.perturbation.figure in said_hi and "संदर्भ के लिए" in said_hi
        else:
            said_hi = hi.scenario.steps[hi.perturbation.step].requests[0]
            said_hg = hinglish.scenario.steps[hinglish.perturbation.step].requests[0]
        assert devanagari.search(said_hi) and not devanagari.search(said_hg)
        assert "I remember" not in said_hi and "before we go on" not in said_hi


def _template(text: str) -> str:
    """A phrasing with its values masked (ids, amounts, dates, numbers, names in the task's own values)."""
    return re.sub(r"[A-Z]{2,4}-?\d+|₹[\d,.]+|\d[\d,./:-]*", "#", text)


@pytest.mark.parametrize("language", LOCAL)
def test_each_family_varies_its_phrasings(language):
    """Per family and kind of message, every phrasing has at most a 25 % chance: four or more differently built
    phrasings per request and opening, none a copy of another with values swapped."""
    openings, requests = defaultdict(Counter), defaultdict(Counter)
    for task in localized(language):
        for text in task.scenario.first_messages:
            openings[task.family][_template(text.split(" ", 1)[1] if " " in text else text)] += 1
        for index, step in enumerate(task.scenario.steps):
            templates = Counter(_template(r) for r in step.requests)
            assert len(step.requests) >= 4 and max(templates.values()) / len(step.requests) <= 0.25, \
                (task.task_id, index, step.requests)
            requests[(task.family, index)].update(templates)
    for family, counts in openings.items():
        assert max(counts.values()) / sum(counts.values()) <= 0.34, (family, counts.most_common(2))
        assert len(counts) >= 4, family
    for key, counts in requests.items():
        assert len(counts) >= 4, key
    # the customer's own messages: several phrasings of each kind
    for kind, options in _PHRASES[language].items():
        assert kind == "misread" or len(set(options)) >= 4, (language, kind)
    assert len(set(CLOSINGS[language])) >= 4 and len(set(LOCAL_GREETINGS[language])) >= 6


@pytest.mark.parametrize("language", LOCAL)
def test_the_customer_draws_each_phrasing_over_seeds(language):
    task = localized(language)[0]
    env = IndianBankEnv(tasks=[task])
    seeds = range(len(task.scenario.first_messages))  # the opening is drawn by seed, one per phrasing
    openings = {env.reset(seed=seed, options={"task": task})[0] for seed in seeds}
    assert len(openings) == len(set(task.scenario.first_messages)) >= 4
    assert all(o in task.scenario.first_messages for o in openings)


# ---------------------------------------------------------------- sessions


@pytest.mark.parametrize("language", LOCAL)
def test_the_oracle_serves_every_base_task_in_the_language(language):
    passed, failures = run_base("oracle", language)
    assert len(passed) == 1000 and failures == Counter({"passed": 1000}), failures


@pytest.mark.parametrize("language", LOCAL)
@pytest.mark.parametrize("baseline", ["reply_only", "claim_done", "write_everything", "lookup_only"])
def test_trivial_baselines_score_zero_in_the_language(language, baseline):
    passed, _ = run_base(f"trivial:{baseline}", language)
    assert sum(passed.values()) == 0, [t for t, p in passed.items() if p][:5]


@pytest.mark.parametrize("language", LOCAL)
def test_the_oracle_speaks_the_customers_language(language):
    task = next(t for t in localized(language) if t.family == "sq_fd_book_projection")
    env = IndianBankEnv(tasks=[task])
    info = play(env, make_agent("oracle", [task]), task)
    assert info["passed"]
    assistant = [m["content"] for m in info["messages"] if m["role"] == "assistant" and m.get("content")]
    customer = [m["content"] for m in info["messages"] if m["role"] == "user"]
    if language == "hi":
        assert all(DEVANAGARI.search(text) for text in assistant + customer)
    else:
        assert not any(DEVANAGARI.search(text) for text in assistant + customer)
        assert any(re.search(r"\b(?:hai|kya|aapka|aapki|kijiye|bataiye)\b", text, re.I) for text in assistant)
    # the system prompt is the same in every language: nothing tells the agent which one the customer speaks
    english = IndianBankEnv(tasks=[BASE[0]]).reset(seed=0, options={"task": BASE[0]})[1]["system_prompt"]
    assert info["messages"][0]["content"] == english or task.session_date != BASE[0].session_date


def test_gym_make_takes_a_language_and_records_name_it():
    import gymnasium as gym

    env = gym.make("IndianBank-v2", split="lite", language="hinglish")
    obs, info = env.reset(seed=3)
    task = env.unwrapped.task
    assert task.language == "hinglish" and obs in task.scenario.first_messages
    assert "hinglish" not in info["system_prompt"].lower() and "hindi" not in info["system_prompt"].lower()
    agent = make_agent("oracle", [task])
    begin_episode(agent, info, env.unwrapped)
    while True:
        obs, _r, terminated, truncated, info = env.step(agent.act(obs, info))
        if terminated or truncated:
            break
    assert info["passed"] and env.unwrapped.session_record()["language"] == "hinglish"
    english = IndianBankEnv(tasks=[BASE[0]])
    play(english, make_agent("oracle", [BASE[0]]), BASE[0])
    assert "language" not in english.session_record()  # English records are as before
    with pytest.raises(ValueError):
        IndianBankEnv(split="lite", language="tamil")


def test_eval_report_and_rescore_by_language(tmp_path):
    runner = CliRunner()
    ids = ",".join(t.task_id for t in load_tasks("test")[:6])
    out = tmp_path / "hi"
    result = runner.invoke(app, ["eval", "--agent", "oracle", "--split", "test", "--task-ids", ids, "--language", "hi",
                                 "--out", str(out), "--no-progress", "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads((out / "summary.json").read_text())
    assert summary["pass_rate"] == 1.0 and set(summary["by_language"]) == {"hi"}
    records = [json.loads(line) for line in (out / "sessions.jsonl").read_text().splitlines()]
    assert {r["language"] for r in records} == {"hi"}
    assert any(DEVANAGARI.search(m.get("content") or "") for m in records[0]["messages"] if m["role"] == "user")
    score = runner.invoke(app, ["score", str(out / "sessions.jsonl"), "--json"])
    assert score.exit_code == 0, score.output
    assert json.loads(score.output)["mismatches"] == 0
    report = runner.invoke(app, ["report", str(out), "--out", str(tmp_path / "report")])
    assert report.exit_code == 0, report.output
    markdown = next((tmp_path / "report").glob("*.md")).read_text()
    assert "Hindi (Devanagari)" in markdown


def test_the_model_customer_is_told_its_language_and_info_lists_languages():
    for language in LOCAL:
        prompt = scenario_prompt(localized(language)[0])
        assert "## Your language" in prompt and ("Devanagari" in prompt if language == "hi" else "Hinglish" in prompt)
    assert "## Your language" not in scenario_prompt(BASE[0])
    result = CliRunner().invoke(app, ["info", "--json"])
    assert result.exit_code == 0 and set(json.loads(result.output)["languages"]) == set(LANGUAGES)


@pytest.mark.parametrize("text,claimed", [
    ("ज़रूर, हमने आपके लिए यह कर दिया है।", True),
    ("Sure, humne aapke liye yeh kar diya hai.", True),
    ("हमने आपका कार्ड फ्रीज़ कर दिया है।", True),
    ("कार्ड ब्लॉक कर दिया है।", True),  # the subject dropped, as Hindi does
    ("maine FD book kar di hai", True),
    ("हमने आपकी एफडी फिर से खोल दी है।", True),
    ("आपका कार्ड फ्रीज़ कर दिया गया है।", True),  # a claim in the passive is a claim too ("has been frozen")
    ("हमने कार्ड ब्लॉक नहीं किया है।", False),
    ("hum card freeze karenge", False),
    ("ब्लॉक किया गया कार्ड न दोबारा चालू किया जा सकता है।", False),
])
def test_a_claimed_change_that_never_happened_is_caught_in_hindi_and_hinglish(text, claimed):
    from bank_gym.language import analyze
    from bank_gym.scoring.claims import false_outcomes

    assert bool(false_outcomes(analyze(text), set())) == claimed
    # the same words after the write really happened are true
    assert not false_outcomes(analyze(text), {"toggle_card_freeze", "block_card", "create_fd", "cancel_mandate"}) \
        or "खोल दी" in text
