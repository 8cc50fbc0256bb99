"""Benchmark metrics on hand-made verdicts: Wilson intervals, pass^k / pass@k, McNemar, inflation."""

from __future__ import annotations

import json
import math
from datetime import date

import pytest

from bank_gym.scoring import (
    SessionRecord,
    Verdict,
    compare_runs,
    mcnemar_exact_p,
    pass_at_k,
    pass_hat_k,
    summarize,
    wilson_interval,
)
from bank_gym.tasks.model import GoldCall, Scenario, Step, Task

DESIGN_KEYS = {"n", "pass_rate", "final_state_only_pass_rate", "action_only_pass_rate", "by_category",
               "by_chain_length", "failure_types", "pass_hat_k"}


def task(task_id: str, category: str = "sequencing", n_gold: int = 2, area: str = "cards") -> Task:
    return Task(task_id=task_id, family="f", category=category, product_area=area, session_date=date(2026, 1, 1),
                customer_id="C", scenario=Scenario(persona="p", first_messages=["hi"], steps=[Step(requests=["x"])]),
                gold=[GoldCall(name="get_card_details", arguments={"card_ids": ["X"]})] * n_gold)


def v(action: bool = True, final: bool = True, termination: str = "user_stop", completion: float = 1.0,
      failing: tuple[str, ...] = ()) -> Verdict:
    """A verdict with the paper's checks as given and the conversation checks in ``failing`` failed."""
    normal = termination in ("user_stop", "agent_stop")
    paper = normal and action and final
    checks = {c: c not in failing for c in ("served", "writes_confirmed", "facts_told", "ids_grounded")}
    passed = paper and all(checks.values())
    if not normal:
        failure = "ended_abnormally"
    elif not action:
        failure = "stopped_short"
    elif not final:
        failure = "wrong_final_state"
    else:
        failure = "passed"
    return Verdict(passed=passed, paper_passed=paper, paper_failure_type=failure,
                   conversation={"passed": all(checks.values()), **checks}, termination=termination,
                   action_check={"passed": action, "coverage_ok": action, "order_ok": True, "purity_ok": True},
                   final_state={"passed": final, "expected_hash": "e", "actual_hash": "e" if final else "a"},
                   gold_completion=completion, failure_type=failure, reward=float(passed))


def test_wilson_interval_known_values():
    lo, hi = wilson_interval(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)
    lo, hi = wilson_interval(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    lo, hi = wilson_interval(10, 10)
    assert lo == pytest.approx(0.7225, abs=1e-4) and hi == 1.0
    lo, hi = wilson_interval(81, 263)  # Wilson (1927)-style textbook example
    assert lo == pytest.approx(0.2553, abs=1e-4) and hi == pytest.approx(0.3662, abs=1e-4)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    lo99, hi99 = wilson_interval(5, 10, z=2.576)
    assert lo99 < 0.2366 and hi99 > 0.7634
    with pytest.raises(ValueError):
        wilson_interval(11, 10)


def test_pass_hat_k_and_pass_at_k_hand_table():
    # task -> (trials, passes)
    table = {"a": (3, 2), "b": (3, 0), "c": (3, 3)}
    assert pass_hat_k(table, 1) == pytest.approx(5 / 9)
    assert pass_hat_k(table, 2) == pytest.approx((1 / 3 + 0 + 1) / 3)
    assert pass_hat_k(table, 3) == pytest.approx(1 / 3)
    assert pass_at_k(table, 1) == pytest.approx(5 / 9)
    assert pass_at_k(table, 2) == pytest.approx(2 / 3)
    assert pass_at_k(table, 3) == pytest.approx(2 / 3)
    with pytest.raises(ValueError):
        pass_hat_k(table, 4)


def test_summary_pass_k_from_sessions():
    ta, tb, tc = task("a"), task("b"), task("c")
    items = [(ta, v(), 0), (ta, v(final=False), 1), (ta, v(), 2),
             (tb, v(action=False), 0), (tb, v(termination="max_steps"), 1), (tb, v(final=False), 2),
             (tc, v(), 0), (tc, v(), 1), (tc, v(), 2)]
    s = summarize(items)
    assert s["n"] == 9 and s["n_tasks"] == 3 and s["trials"] == 3
    assert s["pass_hat_k"] == {"1": pytest.approx(5 / 9), "2": pytest.approx(4 / 9), "3": pytest.approx(1 / 3)}
    assert s["pass_at_k"]["3"] == pytest.approx(2 / 3)


def test_mcnemar_exact_known_tables():
    assert mcnemar_exact_p(1, 9) == pytest.approx(0.021484375)
    assert mcnemar_exact_p(3, 12) == pytest.approx(576 * 2 / 2**15)  # 0.0352
    assert mcnemar_exact_p(0, 0) == 1.0
    assert mcnemar_exact_p(5, 5) == 1.0
    assert mcnemar_exact_p(0, 6) == pytest.approx(2 / 64)
    assert mcnemar_exact_p(7, 2) == mcnemar_exact_p(2, 7)


def test_inflation_and_complementarity():
    t1, t2, t3, t4, t5 = (task(f"t{i}", category=c, n_gold=k) for i, (c, k) in
                          enumerate([("sequencing", 2), ("sequencing", 3), ("edge_case", 2), ("control", 1),
                                     ("control", 1)]))
    items = [
        (t1, v()),                               # both
        (t2, v(action=False, completion=0.5)),   # final only
        (t3, v(final=False)),                    # action only
        (t4, v(action=False, final=False, completion=0.0)),  # neither
        (t5, v(termination="too_many_errors")),  # both checks pass but abnormal: counts as neither
    ]
    s = summarize(items)
    assert s["n"] == 5 and s["pass_rate"] == pytest.approx(0.2)
    assert s["final_state_only_pass_rate"] == pytest.approx(0.4)
    assert s["action_only_pass_rate"] == pytest.approx(0.4)
    assert s["inflation"] == pytest.approx(0.2)
    assert s["complementarity"] == {"final_state_only_not_action": 1, "action_only_not_final_state": 1}
    assert s["failure_types"]["stopped_short"] == 2 and s["failure_types"]["ended_abnormally"] == 1
    assert s["failure_types"]["order_violation"] == 0
    assert s["terminations"] == {"user_stop": 4, "agent_stop": 0, "max_steps": 0, "too_many_errors": 1, "error": 0}
    assert s["mean_gold_completion"] == pytest.approx((1 + 0.5 + 1 + 0 + 1) / 5)
    assert s["by_category"]["control"]["n"] == 2 and s["by_category"]["control"]["pass_rate"] == 0.0
    assert s["by_category"]["sequencing"]["pass_rate"] == 0.5
    lo, hi = s["by_category"]["sequencing"]["ci95"]
    assert (lo, hi) == pytest.approx(wilson_interval(1, 2))
    assert list(s["by_chain_length"]) == ["1", "2", "3"]
    assert s["by_product_area"]["cards"]["n"] == 5
    assert DESIGN_KEYS <= set(s)
    json.dumps(s)  # JSON-serializable


def test_summary_from_records_needs_tasks_for_groups():
    t = task("r1", category="rare_tool")
    rec = SessionRecord(task_id="r1", seed=0, trial=0, agent="a", customer="c", messages=[],
                        termination="user_stop", verdict=v())
    s = summarize([rec, rec.model_dump(mode="json")], {"r1": t})
    assert s["by_category"] == {"rare_tool": {"n": 2, "passed": 2, "pass_rate": 1.0, "ci95": list(wilson_interval(2, 2)),
                                              "paper_passed": 2, "paper_pass_rate": 1.0}}
    assert summarize([rec])["by_category"]["unknown"]["n"] == 1
    empty = summarize([])
    assert empty["n"] == 0 and empty["pass_rate"] == 0.0 and empty["pass_hat_k"] == {}
    json.dumps(empty)


def test_compare_runs_paired():
    tasks = [task(f"t{i}", category="sequencing" if i < 6 else "control") for i in range(10)]
    a_pass = [1, 1, 0, 0, 0, 0, 1, 0, 1, 0]
    b_pass = [1, 0, 1, 1, 1, 1, 1, 1, 1, 0]
    a = [(t, v(action=bool(p))) for t, p in zip(tasks, a_pass, strict=True)]
    b = [(t, v(action=bool(p))) for t, p in zip(tasks, b_pass, strict=True)] + [(task("extra"), v())]
    c = compare_runs(a, b)
    assert c["n_pairs"] == 10 and c["only_in_b"] == 1 and c["only_in_a"] == 0
    assert c["pass_rate_a"] == pytest.approx(0.4) and c["pass_rate_b"] == pytest.approx(0.8)
    assert c["delta"] == pytest.approx(0.4)
    assert c["fail_to_pass"] == ["t2", "t3", "t4", "t5", "t7"] and c["pass_to_fail"] == ["t1"]
    assert c["mcnemar_p"] == pytest.approx(2 * (1 + 6) / 2**6)  # b=5, c=1
    assert c["both_pass"] == 3 and c["both_fail"] == 1
    assert c["by_category"]["control"]["delta"] == pytest.approx(0.25)
    assert c["by_category"]["sequencing"]["fail_to_pass"] == 4
    json.dumps(c)
    # pairing is by (task, trial): a different trial is not a pair
    assert compare_runs([(tasks[0], v(), 0)], [(tasks[0], v(), 1)])["n_pairs"] == 0
    assert math.isclose(compare_runs(a, a)["mcnemar_p"], 1.0)


def test_strict_and_paper_rates_and_what_each_added_check_removes():
    t = task("t1")
    rows = [(t, v(), 0), (t, v(failing=("served",)), 1), (t, v(failing=("facts_told", "ids_grounded")), 2),
            (t, v(action=False, failing=("writes_confirmed",)), 3)]
    s = summarize(rows)
    assert s["n"] == 4 and s["passed"] == 1 and s["paper_passed"] == 3
    assert s["pass_rate"] == 0.25 and s["paper_pass_rate"] == 0.75 and s["removed_by_conversation_checks"] == 2
    checks = s["conversation_checks"]
    assert checks["served"] == {"failed": 1, "share": 0.25, "ci95": list(wilson_interval(1, 4)),
                                "removes_paper_passes": 1}
    assert checks["writes_confirmed"]["failed"] == 1 and checks["writes_confirmed"]["removes_paper_passes"] == 0
    assert checks["facts_told"]["removes_paper_passes"] == 1 and checks["ids_grounded"]["failed"] == 1
    lo, hi = s["paper_pass_rate_ci95"]
    assert (lo, hi) == wilson_interval(3, 4)
    # the paired comparison reports both scores
    c = compare_runs(rows, [(t, v(), i) for i in range(4)])
    assert c["pass_rate_a"] == 0.25 and c["paper_pass_rate_a"] == 0.75 and c["paper_delta"] == pytest.approx(0.25)
    assert c["conversation_checks_a"]["served"]["failed"] == 1 and c["conversation_checks_b"]["served"]["failed"] == 0


def test_trials_are_not_independent_sessions():
    """Three trials of each task: intervals and tests are over tasks, not over 3 × as many 'independent' sessions."""
    tasks = [task(f"t{i}", category="control" if i % 2 else "sequencing") for i in range(20)]
    a, b = [], []
    for i, t in enumerate(tasks):
        for trial in range(3):
            a.append((t, v(action=False), trial))
            b.append((t, v(action=i < 6), trial))  # 6 tasks fixed, in all three trials
    s = summarize(b)
    lo, hi = s["pass_rate_ci95_task_clustered"]
    wlo, whi = s["pass_rate_ci95"]
    assert s["trials"] == 3 and hi - lo > whi - wlo  # wider than the session-level Wilson interval
    c = compare_runs(a, b)
    assert c["trials"] == 3 and c["paired_test"] == "task_sign_test"
    assert c["p_value"] == pytest.approx(mcnemar_exact_p(6, 0))  # 6 tasks, not 18 sessions
    assert c["mcnemar_p"] < c["p_value"]  # the session-level test would overstate it
    assert c["delta"] == pytest.approx(0.3) and c["delta_ci95"][0] < 0.3 < c["delta_ci95"][1]
    assert all("p_holm" in row and row["p_holm"] >= row["p_value"] for row in c["by_category"].values())


def test_holm_adjustment():
    from bank_gym.scoring.metrics import holm

    adjusted = holm({"a": 0.01, "b": 0.04, "c": 0.03})
    assert adjusted == {"a": pytest.approx(0.03), "c": pytest.approx(0.06), "b": pytest.approx(0.06)}
    assert holm({"x": 0.6, "y": 0.9}) == {"x": 1.0, "y": 1.0}
