"""The paper's two checks of the verdict (docs/design.md §3), pinned with hand-made tasks and sessions (calls only,
no conversation: ``paper_passed``), plus session records and property tests of argument normalization. The
conversation checks are pinned in test_conversation.py and test_exploits.py."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bank_gym.bench import messages_from_calls
from bank_gym.scoring import (
    AgentCall,
    SessionRecord,
    Termination,
    Verdict,
    calls_from_messages,
    canonical,
    gold_matches,
    gold_state_hash,
    load_jsonl,
    replay_gold,
    rescore,
    save_jsonl,
    score_calls,
    score_transcript,
    summarize,
    values_equal,
    verdict,
)
from bank_gym.tasks.model import GoldCall, Scenario, Step, Task
from bank_gym.tools import execute

# ---------------------------------------------------------------- helpers


def make_task(customer, gold: list[GoldCall], task_id: str = "t_hand", category: str = "sequencing",
              area: str = "cards", bank=None, seed: int = 0) -> Task:
    return Task(
        task_id=task_id, family="hand", category=category, product_area=area,
        session_date=bank.today if bank is not None else customer.profile.kyc.last_updated,
        customer_id=customer.customer_id, seed=seed,
        scenario=Scenario(persona="p", first_messages=["Hi"], steps=[Step(requests=["help"])]),
        gold=gold,
    )


def active_card(customer):
    return next(k for k, v in sorted(customer.cards.items()) if v.status == "ACTIVE")


def has_active_card(c) -> bool:
    return any(v.status == "ACTIVE" for v in c.cards.values())


def active_account(customer):
    return next(k for k, v in sorted(customer.accounts.items()) if v.status == "ACTIVE")


def run(task, bank, calls, termination="user_stop"):
    """Score a session both ways (live hash, then re-executed) and check they agree."""
    state = bank.new_episode(task.customer_id, task.session_date, task.seed)
    live_calls = []
    for name, args in calls:
        result = execute(state, name, args)
        live_calls.append(result)  # a ToolResult carries name, arguments and failed
    live = verdict(task, live_calls, termination, state.state_hash(), bank)
    again = score_calls(task, [AgentCall(n, a) for n, a in calls], termination, bank)
    assert again == live
    return live


@pytest.fixture
def card_customer(bank, find):
    return find(lambda c: has_active_card(c))


@pytest.fixture
def freeze_task(bank, card_customer):
    card = active_card(card_customer)
    return make_task(card_customer, [
        GoldCall(name="get_card_details", arguments={"card_ids": [card]}),
        GoldCall(name="toggle_card_freeze", arguments={"card_id": card, "state": "freeze"}, depends_on=[0]),
        GoldCall(name="get_card_details", arguments={"card_ids": [card]}, depends_on=[1]),
    ], bank=bank), card


def gold_calls(task):
    return [(g.name, dict(g.arguments)) for g in task.gold]


# ---------------------------------------------------------------- the rules


def test_gold_chain_passes(bank, freeze_task):
    task, _ = freeze_task
    v = run(task, bank, gold_calls(task))
    assert v.paper_passed and v.paper_reward == 1.0 and v.paper_failure_type == "passed"
    assert v.action_check.passed and v.final_state.passed
    assert v.gold_completion == 1.0 and not v.missing_calls and not v.unrequested_writes


def test_gold_replay_has_no_errors_and_hash_is_cached(bank, freeze_task):
    task, _ = freeze_task
    results = replay_gold(task, bank)
    assert len(results) == 3 and all(r.ok for r in results)
    h1 = gold_state_hash(task, bank)
    assert h1 == gold_state_hash(task, bank)
    assert h1 != bank.new_episode(task.customer_id, task.session_date).state_hash()  # the freeze changed it


def test_skipped_read_fails_action_but_passes_final_state(bank, freeze_task):
    task, _ = freeze_task
    calls = gold_calls(task)[:2]  # never reads the card again after freezing it
    v = run(task, bank, calls)
    assert not v.paper_passed and v.final_state.passed
    assert not v.action_check.coverage_ok and v.paper_failure_type == "stopped_short"
    assert [m.index for m in v.missing_calls] == [2]
    assert v.gold_completion == pytest.approx(2 / 3)


def test_freeze_then_unfreeze_fails_purity(bank, card_customer):
    card = active_card(card_customer)
    task = make_task(card_customer, [GoldCall(name="get_card_details", arguments={"card_ids": [card]})], bank=bank)
    v = run(task, bank, [
        ("get_card_details", {"card_ids": [card]}),
        ("toggle_card_freeze", {"card_id": card, "state": "freeze"}),
        ("toggle_card_freeze", {"card_id": card, "state": "unfreeze"}),
    ])
    assert v.final_state.passed  # state unchanged
    assert not v.action_check.purity_ok and v.paper_failure_type == "unrequested_write" and not v.paper_passed
    assert [w.position for w in v.unrequested_writes] == [1, 2]
    assert v.unrequested_writes[0].arguments == {"card_id": card, "state": "freeze"}


def test_wrong_write_undone_fails_even_with_correct_write(bank, freeze_task):
    task, card = freeze_task
    calls = gold_calls(task)
    calls = calls[:1] + [("toggle_card_freeze", {"card_id": card, "state": "unfreeze"})] + calls[1:]
    v = run(task, bank, calls)
    assert v.action_check.coverage_ok and not v.action_check.purity_ok and v.final_state.passed
    assert [w.position for w in v.unrequested_writes] == [1]


def test_duplicated_correct_write_fails(bank, card_customer):
    card = active_card(card_customer)
    task = make_task(card_customer, [
        GoldCall(name="get_card_details", arguments={"card_ids": [card]}),
        GoldCall(name="block_card", arguments={"card_id": card, "reason": "lost"}, depends_on=[0]),
    ], bank=bank)
    calls = gold_calls(task) + [("block_card", {"card_id": card, "reason": "lost"})]
    v = run(task, bank, calls)
    assert v.final_state.passed  # the second block is rejected (ALREADY_BLOCKED): nothing changed
    assert v.action_check.coverage_ok and not v.action_check.purity_ok
    assert [w.position for w in v.unrequested_writes] == [2]  # the first one is the matched one
    assert v.paper_failure_type == "unrequested_write"


def test_write_with_domain_error_still_counts(bank, card_customer):
    card = active_card(card_customer)
    task = make_task(card_customer, [GoldCall(name="get_card_details", arguments={"card_ids": [card]})], bank=bank)
    state = bank.new_episode(task.customer_id, task.session_date)
    rejected = execute(state, "block_card", {"card_id": "CARD_NOT_MINE_000", "reason": "lost"})
    assert not rejected.failed and rejected.error_code == "NOT_FOUND"
    v = run(task, bank, gold_calls(task) + [("block_card", {"card_id": "CARD_NOT_MINE_000", "reason": "lost"})])
    assert v.final_state.passed and not v.action_check.purity_ok and v.paper_failure_type == "unrequested_write"


def test_failed_calls_are_counted_not_writes_and_match_nothing(bank, freeze_task):
    task, card = freeze_task
    calls = [("no_such_tool", {}), ("block_card", {"card_id": card, "reason": "bogus"}),
             ("toggle_card_freeze", "{not json")] + gold_calls(task)
    v = run(task, bank, calls)
    assert v.paper_passed and v.failed_calls == 3
    # a schema-invalid call to the right tool does not stand in for the gold call
    only_bad = [gold_calls(task)[0], ("toggle_card_freeze", {"card_id": card, "state": "FREEZE"}), gold_calls(task)[2]]
    v2 = run(task, bank, only_bad)
    assert v2.failed_calls == 1 and [m.index for m in v2.missing_calls] == [1] and v2.action_check.purity_ok


def test_failed_calls_are_detected_whatever_the_caller_says(bank, freeze_task):
    task, card = freeze_task
    calls = [AgentCall(n, a) for n, a in gold_calls(task)]
    extra = [AgentCall("block_card", {"card_id": card, "reason": "bogus"}),  # schema-invalid, not flagged
             AgentCall("nope", {}), AgentCall("block_card", "{bad json"), AgentCall("block_card", [1])]
    v = verdict(task, calls + extra, "user_stop", gold_state_hash(task, bank), bank)
    assert v.paper_passed and v.failed_calls == 4
    # a call the caller marks failed (say, an internal error) is never a write or a match
    flagged = calls[:1] + [AgentCall(calls[1].name, calls[1].arguments, failed=True)] + calls[2:]
    v = verdict(task, flagged, "user_stop", gold_state_hash(task, bank), bank)
    assert v.failed_calls == 1 and [m.index for m in v.missing_calls] == [1] and v.action_check.purity_ok


def test_task_without_writes_fails_on_any_write(bank, find):
    customer = find(lambda c: len(c.accounts) >= 1)
    account = sorted(customer.accounts)[0]
    task = make_task(customer, [GoldCall(name="get_account_balance", arguments={"account_ids": [account]})],
                     bank=bank, area="accounts")
    assert task.gold_writes == []
    ok = run(task, bank, gold_calls(task))
    assert ok.paper_passed
    v = run(task, bank, gold_calls(task) + [("raise_request", {"description": "please call me"})])
    assert not v.paper_passed and v.paper_failure_type == "unrequested_write"


def test_set_like_arguments_in_another_order_match(bank, find):
    customer = find(lambda c: len(c.accounts) >= 2)
    ids = sorted(customer.accounts)
    task = make_task(customer, [GoldCall(name="get_account_balance", arguments={"account_ids": ids})], bank=bank)
    assert run(task, bank, [("get_account_balance", {"account_ids": list(reversed(ids))})]).paper_passed
    # a subset is not the same set
    assert not run(task, bank, [("get_account_balance", {"account_ids": ids[:1]})]).paper_passed
    # ordinary lists stay ordered
    assert canonical([1, 2]) != canonical([2, 1])
    assert canonical([1, 2], set_like=True) == canonical([2, 1], set_like=True)


def test_int_matches_float_and_defaults_fill_omitted(bank, find):
    customer = find(lambda c: any(a.status == "ACTIVE" and a.available_balance >= 5_000_000 for a in c.accounts.values()))
    account = next(k for k, a in sorted(customer.accounts.items())
                   if a.status == "ACTIVE" and a.available_balance >= 5_000_000)
    task = make_task(customer, [
        GoldCall(name="create_fd", arguments={"principal_amount": 10000, "tenure_months": 24,
                                              "source_account": account, "payout_type": "cumulative"}),
    ], bank=bank, area="deposits")
    assert replay_gold(task, bank)[0].ok
    v = run(task, bank, [("create_fd", {"principal_amount": 10000.0, "tenure_months": 24.0, "source_account": account})])
    assert v.paper_passed  # 24 == 24.0, 10000 == 10000.0, payout_type filled with its default
    bad = run(task, bank, [("create_fd", {"principal_amount": 10000, "tenure_months": 24, "source_account": account,
                                          "payout_type": "monthly"})])
    assert not bad.paper_passed and bad.paper_failure_type == "unrequested_write"
    # execution and scoring agree on types: what the tool accepted and used is what is compared
    strings = {"principal_amount": "10000", "tenure_months": "24", "source_account": account}
    result = execute(bank.new_episode(task.customer_id, task.session_date, task.seed), "create_fd", strings)
    assert result.ok and result.used["principal_amount"] == 10000 and result.used["tenure_months"] == 24
    assert run(task, bank, [("create_fd", strings)]).paper_passed


def test_call_before_its_dependency_is_an_order_violation(bank, freeze_task):
    task, card = freeze_task
    calls = gold_calls(task)
    v = run(task, bank, [calls[1], calls[0], calls[2]])  # freezes before looking at the card
    assert v.action_check.coverage_ok and v.action_check.purity_ok and not v.action_check.order_ok
    assert v.final_state.passed and v.paper_failure_type == "order_violation" and not v.paper_passed
    assert [(o.gold, o.depends_on) for o in v.order_violations] == [(1, 0)]
    # reading the card before and after the freeze is the gold order
    v2 = run(task, bank, [calls[0], calls[1], calls[0]])
    assert v2.paper_passed


def test_order_uses_any_consistent_assignment(bank, freeze_task):
    task, card = freeze_task
    read, write, _ = gold_calls(task)
    # read, read, write: the second read can't serve as the post-write read; only one read precedes the write
    v = run(task, bank, [read, read, write])
    assert not v.action_check.order_ok and v.action_check.coverage_ok
    # read, write, read, read: the extra read is harmless
    assert run(task, bank, [read, write, read, read]).paper_passed


def test_compare_args_empty_matches_any_arguments(bank, find):
    customer = find(lambda c: len(c.accounts) >= 2)
    ids = sorted(customer.accounts)
    task = make_task(customer, [GoldCall(name="get_account_balance", arguments={"account_ids": ids[:1]},
                                         compare_args=[])], bank=bank)
    assert run(task, bank, [("get_account_balance", {"account_ids": ids[1:]})]).paper_passed
    # compare_args naming a key the gold lacks imposes nothing; naming a present key compares it
    task2 = make_task(customer, [GoldCall(name="get_transaction_history",
                                          arguments={"account_id": ids[0], "limit": 5},
                                          compare_args=["account_id", "from_date"])], bank=bank)
    assert run(task2, bank, [("get_transaction_history", {"account_id": ids[0], "limit": 3})]).paper_passed
    assert not run(task2, bank, [("get_transaction_history", {"account_id": ids[1], "limit": 5})]).paper_passed


def test_omitted_argument_matches_declared_default(bank, find):
    customer = find(lambda c: len(c.accounts) >= 1)
    a, other = sorted(customer.accounts)[0], sorted(customer.accounts)[-1]
    task = make_task(customer, [GoldCall(name="get_deposit_loan_rates", arguments={"product_type": "fd",
                                                                                   "tenure_months": 12})], bank=bank)
    assert run(task, bank, [("get_deposit_loan_rates", {"product_type": "fd", "tenure_months": 12.0})]).paper_passed
    # a filter left out is the broadest read (it shows the gold row too); another tenure is another rate card
    assert run(task, bank, [("get_deposit_loan_rates", {"product_type": "fd"})]).paper_passed
    assert not run(task, bank, [("get_deposit_loan_rates", {"product_type": "fd", "tenure_months": 24})]).paper_passed
    # paging (limit, offset) is presentation, not compared; the account is
    task = make_task(customer, [GoldCall(name="get_transaction_history", arguments={"account_id": a, "limit": 10})],
                     bank=bank)
    assert run(task, bank, [("get_transaction_history", {"account_id": a})]).paper_passed
    assert run(task, bank, [("get_transaction_history", {"account_id": a, "limit": 11})]).paper_passed
    if other != a:
        assert not run(task, bank, [("get_transaction_history", {"account_id": other})]).paper_passed


@pytest.mark.parametrize("termination", ["max_steps", "too_many_errors", "error"])
def test_abnormal_termination_scores_zero_and_stays_in_denominator(bank, freeze_task, termination):
    task, _ = freeze_task
    v = run(task, bank, gold_calls(task), termination)
    assert not v.paper_passed and v.paper_reward == 0.0 and v.paper_failure_type == "ended_abnormally"
    assert v.action_check.passed and v.final_state.passed  # diagnostics are still computed
    good = run(task, bank, gold_calls(task))
    summary = summarize([(task, v, 0), (task, good, 1)])
    assert summary["n"] == 2 and summary["paper_pass_rate"] == 0.5 and summary["pass_rate"] == 0.0
    assert summary["terminations"][termination] == 1 and summary["paper_failure_types"]["ended_abnormally"] == 1


def test_failure_type_precedence(bank, freeze_task):
    task, card = freeze_task
    read, write, _ = gold_calls(task)
    unfreeze = ("toggle_card_freeze", {"card_id": card, "state": "unfreeze"})
    # purity + coverage + order + final state all fail -> unrequested_write
    v = run(task, bank, [write, read, unfreeze])
    assert not (v.action_check.purity_ok or v.action_check.coverage_ok or v.final_state.passed)
    assert v.paper_failure_type == "unrequested_write"
    # ... and ended abnormally beats everything
    assert run(task, bank, [write, read, unfreeze], "max_steps").paper_failure_type == "ended_abnormally"
    # coverage + order + final fail -> stopped_short
    v = run(task, bank, [read])
    assert v.paper_failure_type == "stopped_short" and not v.final_state.passed
    # order alone (the final state is right)
    v = run(task, bank, [write, read, read])
    assert v.paper_failure_type == "order_violation" and v.final_state.passed
    # final state alone: the hash given by the env differs (e.g. a write outside the scorer's view)
    v = verdict(task, [AgentCall(n, a) for n, a in gold_calls(task)], "agent_stop", "0" * 64, bank)
    assert v.action_check.passed and v.paper_failure_type == "wrong_final_state" and not v.paper_passed
    assert verdict(task, [AgentCall(n, a) for n, a in gold_calls(task)], "agent_stop", None, bank).paper_failure_type \
        == "wrong_final_state"


def test_distinct_agent_calls_for_identical_gold_calls(bank, freeze_task):
    task, card = freeze_task
    read, write, _ = gold_calls(task)
    v = run(task, bank, [read, write])  # one read cannot satisfy both gold reads
    assert [m.index for m in v.missing_calls] == [2] and v.gold_completion == pytest.approx(2 / 3)


# ---------------------------------------------------------------- records and re-scoring


def test_records_roundtrip_and_rescore(tmp_path, bank, freeze_task):
    task, card = freeze_task
    path = tmp_path / "out" / "sessions.jsonl"
    sessions = [
        gold_calls(task),
        gold_calls(task)[:2],
        [("toggle_card_freeze", "{broken"), ("nope", {})] + gold_calls(task),
        [gold_calls(task)[1]] + gold_calls(task),
    ]
    records = []
    for trial, calls in enumerate(sessions):
        agent_calls = [AgentCall(n, a) for n, a in calls]
        messages = messages_from_calls(agent_calls)
        live = score_transcript(task, messages, [], "user_stop", bank)
        assert live.paper_passed == score_calls(task, agent_calls, "user_stop", bank).paper_passed
        records.append(SessionRecord(task_id=task.task_id, seed=0, trial=trial, agent="hand", customer="scripted",
                                     messages=messages, termination="user_stop",
                                     verdict=live, usage={"prompt_tokens": 3}, duration_s=0.5))
    assert save_jsonl(path, records[:2]) == 2
    save_jsonl(path, records[2])
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(records[3].model_dump_json()[:40])  # a crash mid-line
    loaded = load_jsonl(path)
    assert loaded == records[:3]
    save_jsonl(path, records[3])  # appending after a torn line starts a fresh line
    loaded = load_jsonl(path)
    assert loaded == records
    for record in loaded:
        assert rescore(record, {task.task_id: task}, bank) == record.verdict
    assert loaded[2].verdict.failed_calls == 2 and loaded[2].verdict.paper_passed
    # calls alone never pass the benchmark: nobody was served, nothing was proposed or told
    assert not loaded[0].verdict.passed and loaded[0].verdict.conversation.evaluated
    assert set(loaded[0].verdict.conversation.failed_checks()) >= {"served", "writes_confirmed"}
    # every line is standalone JSON
    lines = path.read_text().splitlines()
    assert json.loads(lines[0])["verdict"]["termination"] == "user_stop"


def test_calls_from_messages_shapes():
    messages = [
        {"role": "system", "content": "s"},
        {"role": "user", "content": "hi"},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "1", "type": "function", "function": {"name": "get_card_details", "arguments": '{"card_ids": ["C1"]}'}},
            {"id": "2", "type": "function", "function": {"name": "get_card_details", "arguments": {"card_ids": ["C2"]}}},
            {"id": "3", "type": "function", "function": {"name": "block_card", "arguments": "{oops"}},
            {"id": "4", "type": "function", "function": {"name": "block_card", "arguments": "[1, 2]"}},
            {"id": "5", "type": "function", "function": {"name": "", "arguments": "{}"}},
            {"id": "6", "type": "function", "function": {"name": "show_mandates", "arguments": ""}},
        ]},
        {"role": "tool", "tool_call_id": "1", "content": "{}"},
        {"role": "user", "content": "bye", "tool_calls": [{"function": {"name": "x", "arguments": "{}"}}]},
    ]
    calls = calls_from_messages(messages)
    assert [c.name for c in calls] == ["get_card_details", "get_card_details", "block_card", "block_card", "",
                                       "show_mandates"]
    assert [c.failed for c in calls] == [False, False, True, True, True, False]


def test_verdict_json_roundtrip(bank, freeze_task):
    task, card = freeze_task
    read, write, _ = gold_calls(task)
    v = run(task, bank, [write, read, ("toggle_card_freeze", {"card_id": card, "state": "unfreeze"})])
    again = Verdict.model_validate_json(v.model_dump_json())
    assert again == v and again.termination == Termination.user_stop == "user_stop"


# ---------------------------------------------------------------- normalization properties

_scalars = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.text(max_size=8),
                     st.floats(allow_nan=False, allow_infinity=False, width=32))
_values = st.recursive(_scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                         st.dictionaries(st.text(max_size=4), inner, max_size=3)),
                       max_leaves=12)


@given(st.integers(-10**12, 10**12))
def test_int_and_float_of_equal_value_match(n):
    assert values_equal(n, float(n)) == (float(n) == n)
    assert values_equal(n, Decimal(n))
    if abs(n) < 2**53:
        assert values_equal(n, float(n))
        assert values_equal([n], [float(n)]) and values_equal({"k": n}, {"k": float(n)})


@given(st.booleans(), st.one_of(st.integers(-2, 2), st.floats(-2, 2), st.sampled_from([Decimal(0), Decimal(1)])))
def test_bool_is_never_a_number(b, x):
    assert not values_equal(b, x)
    assert not values_equal([b], [x], set_like=True)


@given(_values)
def test_canonical_is_reflexive_and_hashable(v):
    assert canonical(v) == canonical(v)
    hash(canonical(v))


@given(st.lists(st.text(alphabet="ABC0123", min_size=1, max_size=6), min_size=1, max_size=6), st.randoms())
def test_permuting_set_like_lists_never_changes_a_match(ids, rnd):
    shuffled = list(ids)
    rnd.shuffle(shuffled)
    gold = GoldCall(name="get_account_balance", arguments={"account_ids": ids})
    assert gold_matches(gold, "get_account_balance", {"account_ids": shuffled})
    # the same for a non-set-like list would be order sensitive
    assert values_equal(ids, shuffled) == (ids == shuffled)


@settings(suppress_health_check=[HealthCheck.too_slow])
@given(st.text(alphabet="ABCDEFGHIJ0123456789", min_size=1, max_size=10),
       st.integers(1, 500), st.sampled_from(["debit", "credit", "all"]), st.data())
def test_changed_compared_value_never_matches(account, limit, kind, data):
    gold = GoldCall(name="get_transaction_history", arguments={"account_id": account, "limit": limit, "type": kind})
    assert gold_matches(gold, "get_transaction_history", {"account_id": account, "limit": float(limit), "type": kind})
    key = data.draw(st.sampled_from(["account_id", "limit", "type"]))
    changed = dict(gold.arguments)
    if key == "account_id":
        changed[key] = data.draw(st.text(alphabet="ABCDEFGHIJ0123456789", min_size=1, max_size=10).filter(
            lambda s: s != account))
    elif key == "limit":
        changed[key] = data.draw(st.one_of(st.integers(1, 500), st.floats(0.5, 500.5)).filter(lambda x: x != limit))
    else:
        changed[key] = data.draw(st.sampled_from(["debit", "credit", "all", "ALL"]).filter(lambda s: s != kind))
    assert not gold_matches(gold, "get_transaction_history", changed)
    # ... unless that key is not compared
    loose = GoldCall(name="get_transaction_history", arguments=gold.arguments,
                     compare_args=[k for k in gold.arguments if k != key])
    assert gold_matches(loose, "get_transaction_history", changed)
    assert not gold_matches(loose, "get_card_details", changed)


@given(st.text(max_size=6), st.text(max_size=6))
def test_strings_compare_exactly(a, b):
    assert values_equal(a, b) == (a == b)
