"""Work that must not grow faster than the session: the verdict over a longer transcript, the customer's echo
index. Counted in operations (Python calls), never timed: the counts are the same on any machine."""

from __future__ import annotations

import random
import sys

import pytest

from bank_gym.bench import oracle_sessions, padded_session
from bank_gym.language import EchoIndex, analyze, clear_caches, echo_sentences
from bank_gym.language.dialogue import ECHO_COVER_SHARE, ECHO_FROM_SHARE, _echo_bags, _echo_tokens
from bank_gym.scoring.conversation import Transcript
from bank_gym.scoring.verdict import verdict
from bank_gym.tasks import split_tasks


def _calls(fn) -> int:
    """Python-level calls (and C calls) made by ``fn()``: a machine-independent measure of its work."""
    n = 0

    def count(frame, event, arg):
        nonlocal n
        n += 1

    sys.setprofile(count)
    try:
        fn()
    finally:
        sys.setprofile(None)
    return n


@pytest.fixture(scope="module")
def sessions():
    return oracle_sessions(list(split_tasks("lite"))[:4])


@pytest.mark.parametrize("kind", ["reads", "mixed"])
def test_verdict_grows_linearly_with_the_transcript(bank, sessions, kind):
    def work(session):
        transcript = Transcript.from_messages(session["messages"], session["events"])
        args = (session["task"], session["calls"], session["termination"], session["final_hash"], bank)
        verdict(*args, transcript=transcript, aliases=session["aliases"])  # the gold replay, cached
        clear_caches()  # every message read afresh, in both runs
        v = None

        def run():
            nonlocal v
            v = verdict(*args, transcript=transcript, aliases=session["aliases"])

        n = _calls(run)
        assert v.passed, v.failure_type  # the padding changes nothing the verdict decides
        return n

    short = sum(work(padded_session(s, 10, kind, bank)) for s in sessions)
    long = sum(work(padded_session(s, 150, kind, bank)) for s in sessions)
    # 15x the turns; the bound is 20x; linear work (plus the fixed cost of a session) stays below 10x
    assert long / short <= 10, (short, long)


def _echo_reference(a, texts) -> set[int]:
    """echo_sentences as first written: every sentence (and what follows a lead-in colon in it, "You said: …")
    against every customer sentence."""
    bags = [bag for t in texts for bag in _echo_bags(t or "")]
    out = set()
    for i, s in enumerate(a.sentences):
        for part in (s.text, s.text.split(":", 1)[1] if ":" in s.text else ""):
            tokens = _echo_tokens(part)
            if len(tokens) < 4:
                continue
            pairs = frozenset(zip(tokens, tokens[1:]))
            if any(len(pairs & b) >= ECHO_FROM_SHARE * len(pairs) and len(pairs & b) >= ECHO_COVER_SHARE * len(b)
                   for b in bags):
                out.add(i)
    return out


def test_echo_index_reads_as_echo_sentences():
    rng = random.Random(7)
    words = "please tell me the change is logged my card was blocked yesterday and i want it back now".split()
    customer = [" ".join(rng.choice(words) for _ in range(rng.randrange(3, 12))) + "." for _ in range(40)]
    index = EchoIndex()
    for n, text in enumerate(customer):
        index.add(text)
        said = f"You said: {customer[rng.randrange(n + 1)]} " + " ".join(rng.choice(words) for _ in range(8)) + "."
        a = analyze(said)
        assert index.echoes(a) == echo_sentences(a, customer[: n + 1]) == _echo_reference(a, customer[: n + 1])


def test_echo_index_compares_only_sentences_that_share_words():
    a = analyze("Please tell me that the change is logged.")
    work = {}
    for n in (10, 500):
        index = EchoIndex([f"My reference {i} is something else entirely different." for i in range(n)])
        index.echoes(a)
        work[n] = _calls(lambda index=index: index.echoes(a))
    # no customer sentence shares a word pair with it: nothing compared, whatever the conversation's length
    assert work[500] == work[10]


def test_first_readings_give_the_verdicts_that_cached_readings_give():
    """``bench.reading_caches`` (emptied before each session of ``oracle_episode_fresh_ms``) holds the readings of
    messages and tool outputs, not of a task's own phrases; reading everything afresh changes no verdict, no
    customer reply: the caches only save work."""
    import json

    from bank_gym.agents.oracle import OracleAgent
    from bank_gym.bench import reading_caches
    from bank_gym.env import IndianBankEnv
    from bank_gym.language import analysis, grounding, text

    caches = reading_caches()
    assert analysis._analyze in caches and grounding._decoded in caches and text.word_pattern not in caches
    tasks = list(split_tasks("lite"))[:12]
    env, oracle = IndianBankEnv(tasks=tasks), OracleAgent(tasks)

    def play(fresh: bool) -> list[str]:
        out = []
        for task in tasks:
            for cache in caches if fresh else ():
                cache.cache_clear()
            obs, info = env.reset(seed=0, options={"task": task})
            oracle.reset(info, task=task)
            while True:
                obs, _, term, trunc, info = env.step(oracle.act(obs, info))
                if term or trunc:
                    break
            out.append(json.dumps([info["messages"], info["verdict"]], sort_keys=True, default=str))
        return out

    warm = play(False)
    assert play(True) == warm == play(False)


def test_one_reading_serves_every_reference_date_unless_a_form_needs_one():
    """The customer reads a message with the session's date, the verdict's figures without: one analysis serves
    both unless the text holds a form read against a date ("today", "is mahine ki 5 tarikh")."""
    from datetime import date

    plain = "Your FD of ₹50,000 matures on 2027-07-16; the interest is ₹3,400."
    assert analyze(plain, date(2026, 7, 16)) is analyze(plain)
    for relative in ("It will be credited today.", "Is mahine ki 5 tarikh ko EMI kategi.", "आज जमा होगा।"):
        dated, bare = analyze(relative, date(2026, 7, 16)), analyze(relative)
        assert dated is not bare and dated.relies_on_date and bare.dates == ()
        assert [(d.year, d.month) for d in dated.dates] == [(2026, 7)]


def test_a_tool_output_is_decoded_once_and_bad_json_gives_the_default():
    from bank_gym.language.grounding import read_json

    text = '{"balances": [{"account_id": "SB1", "usable_balance": 10.5}]}'
    assert read_json(text) is read_json(text) and read_json(text)["balances"][0]["usable_balance"] == 10.5
    assert read_json("not json") is None and read_json("[1,", default={}) == {} and read_json(None, 0) == 0
    assert read_json("[" * 100_000) is None  # too deep to decode: no crash
