"""`bank-gym tasks stats`: the diversity measures, on a small synthetic task list whose answers are known."""

from __future__ import annotations

import json
from datetime import date

from typer.testing import CliRunner

from bank_gym.tasks.io import load_split_ids
from bank_gym.tasks.model import GoldCall, InfoItem, Scenario, Step, Task
from bank_gym.tasks.stats import (
    chain_shapes,
    mask,
    opening_stats,
    overlap,
    phrasings_per_step,
    stats_markdown,
    task_stats,
)


def make(task_id: str, family: str, openings: list[str], requests: list[list[str]], tools: list[str],
         reply: str = "The account number is SB1234567890.") -> Task:
    steps = [Step(requests=r, reveals=[InfoItem(key="account_id", value="SB1234567890",
                                                ask_keywords=["account"], reply=reply)] if i == 0 else [])
             for i, r in enumerate(requests)]
    return Task(task_id=task_id, family=family, category="sequencing", product_area="accounts",
                session_date=date(2026, 7, 16), customer_id="CUST_1",
                scenario=Scenario(persona="p", first_messages=openings, steps=steps),
                gold=[GoldCall(name=name) for name in tools])


def test_mask_replaces_ids_amounts_dates_tenures_and_numbers_however_said():
    assert mask("Move ₹1,50,000 from SB9342064264 on 2026-03-19 for 6 months") == \
        "Move <AMOUNT> from <ID> on <DATE> for <TENURE>"
    assert mask("Card CARD62338, 19 March, ₹2.5 lakh") == "Card <ID>, <DATE>, <AMOUNT>"
    assert mask("FD FD486186 का 5 साल") == "FD <ID> का <TENURE>"
    assert mask("put 1.5 lakh rupees in a 5-year FD on March 19, 2025") == "put <AMOUNT> in a <TENURE> FD on <DATE>"
    assert mask("डेढ़ लाख की एफडी डेढ़ साल के लिए 19 मार्च को") == "<AMOUNT> की एफडी <TENURE> के लिए <DATE> को"
    assert mask("50k ka FD 60 mahine, 50 hazaar rupaye; cheque 452142") == "<AMOUNT> ka FD <TENURE>, <AMOUNT>; cheque <NUM>"
    assert mask("I may go in May 5") == "I may go in <DATE>"


def test_phrasings_per_step_count_distinct_masked_requests():
    tasks = [make("a0", "fam_a", ["Hi. Book an FD of ₹10,000."], [["Book ₹10,000."], ["Balance?"]], ["x"]),
             make("a1", "fam_a", ["Hi. Book an FD of ₹20,000."], [["Book ₹20,000.", "Please book ₹20,000."],
                                                                   ["Balance?"]], ["x"]),
             make("b0", "fam_b", ["Hi. Freeze my card."], [["Freeze it."]], ["y"])]
    assert phrasings_per_step(tasks) == {"fam_a": [2, 1], "fam_b": [1]}
    report = task_stats({"en": {"every": tasks, "train": tasks[:1], "test": tasks[1:]}})
    phrasings = report["languages"]["en"]["phrasings"]
    assert (phrasings["steps"], phrasings["steps_with_one_phrasing"], phrasings["min"]) == (3, 2, 1)
    assert phrasings["families_one_fixed_script"] == 1  # fam_b only: fam_a's first step has two phrasings
    assert phrasings["mean"] == round(4 / 3, 2)


def test_chain_shapes_per_family():
    tasks = [make("a0", "fam_a", ["o"], [["r"]], ["read", "write"]),
             make("a1", "fam_a", ["o"], [["r"]], ["read", "write", "read"]),
             make("a2", "fam_a", ["o"], [["r"]], ["read", "write"]),
             make("b0", "fam_b", ["o"], [["r"]], ["read"])]
    shapes = chain_shapes(tasks)
    assert shapes["per_family"] == {"fam_a": 2, "fam_b": 1}
    assert (shapes["families_with_one_shape"], shapes["mean_shapes"]) == (1, 1.5)


def test_opening_classifier_names_the_family_of_the_nearest_training_opening():
    train = [make("a0", "cards", ["Hello. My debit card is lost, block it."], [["r"]], ["x"]),
             make("b0", "deposits", ["Hi. I want to open a fixed deposit of ₹50,000."], [["r"]], ["x"])]
    test = [make("a1", "cards", ["Namaste. My credit card is lost, block it please."], [["r"]], ["x"]),
            make("b1", "deposits", ["Hey. I want to open a fixed deposit of ₹75,000."], [["r"]], ["x"]),
            make("b2", "deposits", ["Good evening. Can my card be blocked?"], [["r"]], ["x"])]  # worded like cards
    stats = opening_stats(train, test)
    assert stats["test_openings"] == 3 and stats["classifier_accuracy"] == round(2 / 3, 4)
    assert stats["chance"] == 0.5
    # the greeting is not part of a template: b0 and b1 share one, a0, a1 and b2 have their own
    assert stats["templates"] == 4 and stats["single_family_templates"] == 4


def test_overlap_verbatim_and_template():
    train = [make("a0", "fam_a", ["Hi. Send ₹500."], [["Pay ₹500 to SB1111111111."]], ["read", "write"])]
    test = [make("a1", "fam_a", ["Hi. Send ₹500."], [["Pay ₹900 to SB2222222222."]], ["read", "write"]),
            make("b1", "fam_b", ["Hello. Something new."], [["Brand new words."]], ["read"])]
    result = overlap(train, test)
    # distinct test utterances: "Hi. Send ₹500.", "Pay ₹900 to SB2222222222.", the account reply (the same in
    # both), "Hello. Something new.", "Brand new words." = 5; verbatim: the opening and the reply; as templates
    # also the payment request
    assert result["test_utterances"] == 5
    assert result["verbatim"] == 0.4 and result["template"] == 0.6
    assert (result["test_chain_shapes"], result["test_chain_shapes_in_train"]) == (2, 1)


def test_the_report_renders_as_markdown_with_a_row_per_measure():
    tasks = [make("a0", "fam_a", ["Hi. Book ₹10,000."], [["Book it."]], ["x"]),
             make("a1", "fam_a", ["Hi. Book ₹20,000."], [["Book it now."]], ["x"])]
    report = task_stats({"en": {"every": tasks, "train": tasks[:1], "test": tasks[1:], "fresh": tasks[:1]},
                         "hi": {"every": tasks, "train": tasks[:1], "test": tasks[1:]}})
    assert report["chains"]["test_in"] == {"train": 1, "fresh": 1}
    text = stats_markdown(report)
    assert "| measure | en | hi |" in text and "opening → family accuracy on test" in text
    assert "| fam_a | 1 | 2 / 2 |" in text
    assert "| test utterances verbatim in fresh | 33.3 % | - |" in text


def test_stats_command_reports_the_release_as_json(tmp_path):
    from bank_gym.cli import app

    result = CliRunner().invoke(app, ["tasks", "stats", "--json", "--languages", "en", "--fresh", "0",
                                      "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["chains"]["families"] == 50 and set(report["languages"]) == {"en"}
    en = report["languages"]["en"]
    ood = len(load_split_ids()["test_ood"])
    assert en["tasks"] == {"every": 1000, "train": 150, "test": 50, "test_ood": ood}
    assert 0 < en["openings"]["classifier_accuracy"] <= 1 and list(en["overlap"]) == ["train"]
    # test_ood: its own openings and overlap; none of its words are the training split's
    assert list(en["ood"]["overlap"]) == ["train"] and en["ood"]["overlap"]["train"]["verbatim"] == 0.0
    assert "test_ood utterances verbatim in train" in (tmp_path / "stats.md").read_text()
    assert json.loads((tmp_path / "stats.json").read_text()) == report
    assert (tmp_path / "stats.md").read_text().startswith("# Task diversity")
    bad = CliRunner().invoke(app, ["tasks", "stats", "--languages", "fr"])
    assert bad.exit_code == 2
