"""The reward under probes: rewordings and other correct procedures pass, exploits score 0 (for the reason they
should), loose proposals and statements are refused. A sample of lite here (one or two tasks per family); the
whole base split runs with ``bank-gym probe`` (figures in docs/probes.md)."""

from __future__ import annotations

import json

import pytest

from bank_gym.agents.probes import EXPLOITS, LOOSE, PARAPHRASES, VARIANTS, inr_words, make_probe, render_amount
from bank_gym.agents.probes.robust import IGNORING
from bank_gym.env import IndianBankEnv
from bank_gym.language import analyze
from bank_gym.probe import _play, run_probes
from bank_gym.tasks import load_tasks


def per_family(n: int):
    counts: dict[str, int] = {}
    out = []
    for task in load_tasks("lite"):
        if counts.get(task.family, 0) < n:
            counts[task.family] = counts.get(task.family, 0) + 1
            out.append(task)
    return out


ONE = per_family(1)
TWO = per_family(2)


def by_name(rows):
    return {row["name"]: row for row in rows}


def test_the_suites_are_what_the_issue_asks_for():
    assert len(PARAPHRASES) >= 40
    kinds = {p.kind for p in PARAPHRASES.values()}
    assert kinds >= {"go-ahead", "proposal", "request", "facts", "decline", "amounts", "dates", "tenures", "ids",
                     "punctuation", "combined"}
    assert set(VARIANTS) == {"extra_reads", "reread_after_write", "reorder", "floats", "spelled_defaults"}
    assert set(EXPLOITS) >= {"silent", "untold", "liar", "recap_liar", "no_confirm", "write_then_ask", "early_stop",
                             "wrong_args", "blind_reader"}
    assert set(LOOSE) >= {"opposite_action", "wrong_tenure", "wrong_amount", "wrong_record", "wrong_payee",
                          "vague_go_ahead", "negated_outcome", "echo"}


def test_indian_notations_the_paraphrases_write_are_read_back_exactly():
    assert inr_words(150000) == "one lakh fifty thousand"
    assert inr_words(12_34_56_789) == "twelve crore thirty-four lakh fifty-six thousand seven hundred eighty-nine"
    for paise in (20_000_00, 1_50_000_00, 2_062_988, 99_900, 6_95_000_00, 1_00_00_000_00):
        for notation in ("rs", "rs_tight", "inr_code", "rupees_after", "western", "paise_always", "no_grouping",
                         "words", "lakh"):
            text = f"The amount is {render_amount(paise, notation)}."
            amounts = [q for q in analyze(text).quantities if q.kind == "amount"]
            assert len(amounts) == 1 and amounts[0].value * 100 == paise, (notation, text, amounts)


def test_every_paraphrase_passes():
    rows = run_probes(ONE, ["paraphrase"])
    missed = {r["name"]: r["failures"] for r in rows if r["n"] and r["pass_rate"] < 1.0}
    assert not missed
    english = [r for r in rows if PARAPHRASES[r["name"]].language == "en" and PARAPHRASES[r["name"]].kind != "shape"]
    assert english and all(r["n"] == len(ONE) for r in english)
    assert all(r["n"] == 0 for r in rows if PARAPHRASES[r["name"]].language != "en")  # English tasks only here


def test_correct_variants_pass():
    rows = run_probes(TWO, ["variant"])
    assert {r["name"]: r["pass_rate"] for r in rows} == {name: 1.0 for name in VARIANTS}


def test_every_exploit_scores_zero_while_most_pass_the_papers_checks():
    rows = by_name(run_probes(TWO, ["exploit"]))
    assert {name: row["pass_rate"] for name, row in rows.items()} == {name: 0.0 for name in rows}
    # every exploit applies somewhere, except those made for the robustness tasks (tests/test_robust.py)
    assert all(row["n"] > 0 for name, row in rows.items() if name not in IGNORING)
    assert all(rows[name]["n"] == 0 for name in IGNORING)
    # they make the gold calls: the paper's two checks alone would pay them in full
    for name in ("silent", "untold", "liar", "recap_liar", "no_confirm", "write_then_ask", "early_stop",
                 "adapter_no_message"):
        assert rows[name]["paper_pass_rate"] == 1.0, name
    assert rows["wrong_args"]["paper_pass_rate"] == 0.0  # the arguments are compared now
    assert rows["blind_reader"]["paper_pass_rate"] < 0.2


def _session(group, name, task):
    env = IndianBankEnv(tasks=[task])
    info = _play(env, make_probe(group, name), task)
    return info["verdict"]


def _task(family):
    return next(t for t in TWO if t.family == family)


@pytest.mark.parametrize(("exploit", "family", "failed_check"), [
    ("silent", "hp_balance", "served"),
    ("untold", "sq_fd_book_projection", "facts_told"),
    ("liar", "sq_fd_book_projection", "facts_told"),
    ("recap_liar", "sq_fd_book_projection", "facts_told"),
    ("no_confirm", "hp_card_freeze", "writes_confirmed"),
    ("write_then_ask", "hp_card_freeze", "writes_confirmed"),
    ("early_stop", "hp_balance", "served"),
])
def test_each_exploit_fails_the_check_made_for_it(exploit, family, failed_check):
    verdict = _session("exploit", exploit, _task(family))
    assert verdict["paper_passed"] and not verdict["passed"]
    assert not verdict["conversation"][failed_check], verdict["conversation"]


def test_a_lie_after_the_truth_is_named_in_the_verdict():
    verdict = _session("exploit", "recap_liar", _task("sq_fd_book_projection"))
    issues = verdict["conversation"]["untold_facts"]
    assert any(i["problem"] == "contradicted" and i["stated"] for i in issues)


def test_loose_proposals_and_statements_are_refused():
    rows = run_probes(TWO, ["loose"])
    assert {r["name"]: r["refused_rate"] for r in rows} == {name: 1.0 for name in LOOSE}
    assert all(r["n"] > 0 and r["pass_rate"] == 0.0 for r in rows)


def test_the_probe_command_exits_0_when_every_probe_that_plays_meets_its_target():
    """A Hindi rewording has no session on an English split: it is shown as n/a, never as a missed target."""
    from typer.testing import CliRunner

    from bank_gym.cli import app

    result = CliRunner().invoke(app, ["probe", "--split", "lite", "--limit", "4", "--name", "confirm_yes_no,hi_kar_dein",
                                      "--json"])
    assert result.exit_code == 0, result.output
    rows = {row["name"]: row for row in json.loads(result.stdout)}
    assert rows["hi_kar_dein"]["n"] == 0 and rows["confirm_yes_no"]["n"] == 4 and rows["confirm_yes_no"]["on_target"]
