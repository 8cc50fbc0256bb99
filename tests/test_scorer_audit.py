"""Scorer audit: a second, deliberately simple implementation of the verdict, written here and sharing no code
with ``bank_gym.scoring`` (it uses only the tool layer's ``execute``/``REGISTRY`` and the bank), must agree with
the production scorer on thousands of generated sessions: gold chains and systematic mutations of them.

The reference brute-forces every assignment of agent calls to gold calls (itertools.product), canonicalizes
values with ``fractions.Fraction`` and frozensets, and replays the gold chain itself every time.
"""

from __future__ import annotations

import itertools
import json
import random
import time
from collections import Counter
from datetime import timedelta
from decimal import Decimal
from fractions import Fraction

import pytest

from bank_gym.tasks.model import GoldCall, Scenario, Step, Task
from bank_gym.tools import REGISTRY, execute

MIN_SESSIONS = 5000
TARGET_SESSIONS = 12000  # sessions audited (tasks are visited in a seeded random order until reached)
NORMAL = ("user_stop", "agent_stop")
ABNORMAL = ("max_steps", "too_many_errors", "error")

# ---------------------------------------------------------------- the reference verdict

_ABSENT = object()


def ref_canon(value, set_like=False):
    if value is _ABSENT:
        return ("absent", id(_ABSENT))
    if value is None:
        return ("null",)
    if isinstance(value, bool):
        return ("bool", value)
    if isinstance(value, int):
        return ("number", Fraction(value))
    if isinstance(value, float):
        return ("number", Fraction(repr(value)))
    if isinstance(value, Decimal):
        return ("number", Fraction(value))
    if isinstance(value, str):
        return ("text", value)
    if isinstance(value, dict):
        return ("object", frozenset((k, ref_canon(v)) for k, v in value.items()))
    if isinstance(value, list):
        items = [ref_canon(v) for v in value]
        return ("set", frozenset(items)) if set_like else ("array", tuple(items))
    raise TypeError(type(value))


def ref_args(name, arguments):
    """Arguments as a dict with top-level defaults filled in, or None if they are not a JSON object."""
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments)
        except ValueError:
            return None
    if not isinstance(arguments, dict):
        return None
    out = dict(arguments)
    spec = REGISTRY.get(name)
    if spec is not None:
        for field, info in spec.args_model.model_fields.items():
            if field not in out and not info.is_required():
                out[field] = info.default
    return out


def _words(value):
    return sorted("".join(ch if ch.isalnum() else " " for ch in str(value or "").lower()).split())


def _found_docs(output):
    return [r.get("doc_id") for r in (output or {}).get("results", ()) if r.get("score", 0) > 0]


def _txn_ids(output):
    return {t.get("txn_id") for t in (output or {}).get("transactions") or ()}


def _leaf_texts(node):
    if isinstance(node, dict):
        return {x for v in node.values() for x in _leaf_texts(v)}
    if isinstance(node, list):
        return {x for v in node for x in _leaf_texts(v)}
    return {str(node)}


def ref_resolved(name, args, before):
    """Arguments with the state-dependent defaults the tool applies, read from the state before the call: a card
    setting left out keeps the card's current one; a deposit closed without a payout account pays its own."""
    if name == "set_card_controls":
        found = execute(before.copy(), "get_card_details", {"card_ids": [args.get("card_id")]}).output.get("cards")
        if not found:
            return args
        settings = json.loads(json.dumps(found[0]["controls"]))
        for channel in ("atm", "online", "pos"):
            for region, given in (args.get(channel) or {}).items():
                for key, value in (given or {}).items():
                    if value is not None:
                        settings[channel][region][key] = value
        return {**args, **settings}
    if name == "close_deposit" and args.get("payout_account") is None:
        deposit = before.customer.deposits.get(args.get("deposit_id"))
        if deposit is not None:
            return {**args, "payout_account": deposit.payout_account}
    return args


def ref_matches(gold, gold_output, name, arguments, failed, output, gold_before=None, before=None, needs=()):
    """The tool layer declares how each argument compares (``compare``) and which are never compared
    (``uncompared``); the reference applies those declarations in its own way. ``gold_before`` / ``before``: the
    states the two calls ran on (for state-dependent defaults); ``needs``: the records later gold calls take
    from the gold read (a narrower filter that still shows them all matches)."""
    if failed or (name != gold.name and name not in (gold.also_by or ())):
        return False
    spec = REGISTRY[gold.name]
    if gold.compare_args is None:  # every parameter (defaults filled) but the free-text ones
        keys = [k for k in spec.args_model.model_fields if k not in spec.uncompared]
    else:
        keys = [k for k in gold.compare_args if k in gold.arguments]
    if name != gold.name:  # another read that shows the same facts: the arguments it shares with the gold read agree
        spec = REGISTRY[name]
        keys = [k for k in keys if k in spec.args_model.model_fields]
    if not keys:
        return True
    mine, ref = ref_args(name, arguments), ref_args(gold.name, gold.arguments)
    if mine is None:
        return False
    if before is not None:
        mine, ref = ref_resolved(name, mine, before), ref_resolved(gold.name, ref, gold_before)
    set_like = spec.set_like_args
    for k in keys:
        how = spec.compare.get(k)
        if how in ("filter", "range_start", "range_end") and needs and set(needs) <= _txn_ids(output):
            continue  # narrower, but it shows every record the chain takes from the gold read
        if how == "topic":  # the gold query's best document must be among the agent's results
            best = _found_docs(gold_output)[:1]
            if best and _found_docs(output)[:1] != best:
                return False
            if not best and mine.get(k) != ref[k]:
                return False
        elif how in ("filter", "range_start", "range_end") and mine.get(k) in (None, "all"):
            continue  # a filter left out: the broadest read
        elif how in ("range_start", "range_end") and isinstance(ref[k], str) and isinstance(mine.get(k), str):
            if (mine[k] > ref[k]) if how == "range_start" else (mine[k] < ref[k]):
                return False
        elif how == "address":
            if _words(mine.get(k)) != _words(ref[k]):
                return False
        elif spec.kind == "read" and k in set_like and isinstance(mine.get(k), list) and isinstance(ref[k], list):
            if not {json.dumps(v, sort_keys=True) for v in ref[k]} <= {json.dumps(v, sort_keys=True) for v in mine[k]}:
                return False  # a read of more records than the gold read shows everything it shows
        elif ref_canon(mine.get(k, _ABSENT), k in set_like) != ref_canon(ref[k], k in set_like):
            return False
    return True


def ref_verdict(task, calls, termination, bank):
    state = bank.new_episode(task.customer_id, task.session_date, task.seed)
    done, outputs, befores = [], [], []  # (name, arguments, failed), tool outputs, the states the calls ran on
    for name, arguments in calls:
        befores.append(state.copy())
        result = execute(state, name, arguments)
        done.append((name, arguments, result.failed))
        outputs.append(result.output)
    actual = state.state_hash()
    gold_state = bank.new_episode(task.customer_id, task.session_date, task.seed)
    gold_outputs, gold_befores = [], []
    for g in task.gold:
        gold_befores.append(gold_state.copy())
        gold_outputs.append(execute(gold_state, g.name, dict(g.arguments)).output)
    expected = gold_state.state_hash()

    n, m = len(task.gold), len(done)
    later = [set().union(*(_leaf_texts(g.arguments) for g in task.gold[i + 1:])) for i in range(n)]
    needs = [sorted(_txn_ids(gold_outputs[i]) & later[i]) for i in range(n)]
    match = [[ref_matches(g, gold_outputs[i], *done[p], outputs[p], gold_befores[i], befores[p], needs[i])
              for p in range(m)] for i, g in enumerate(task.gold)]
    deps = [[d for d in g.depends_on if 0 <= d < n and d != i] for i, g in enumerate(task.gold)]
    required = [g.required for g in task.gold]

    # coverage + order: every injective partial assignment gold -> agent call; the most required gold calls
    # matched, then the fewest violations (a redundant read, required False, may be matched or not)
    best_size, best_violations = -1, None
    for combo in itertools.product(*[[None] + [p for p in range(m) if match[g][p]] for g in range(n)]):
        used = [p for p in combo if p is not None]
        if len(set(used)) != len(used):
            continue
        size = sum(1 for g in range(n) if combo[g] is not None and required[g])
        if size < best_size:
            continue
        violations = sum(1 for g in range(n) for d in deps[g]
                         if combo[g] is not None and combo[d] is not None and combo[g] < combo[d])
        if size > best_size or violations < best_violations:
            best_size, best_violations = size, violations
    n_required = sum(required)
    coverage = best_size == n_required
    order = best_violations == 0

    # purity: agent writes -> distinct gold writes
    writes = [p for p, (name, _, failed) in enumerate(done)
              if not failed and name in REGISTRY and REGISTRY[name].kind == "write"]
    gold_writes = [i for i, g in enumerate(task.gold) if g.name in REGISTRY and REGISTRY[g.name].kind == "write"]
    best_writes = 0
    for combo in itertools.product(*[[None] + [g for g in gold_writes if match[g][p]] for p in writes]):
        used = [g for g in combo if g is not None]
        if len(set(used)) == len(used):
            best_writes = max(best_writes, len(used))
    purity = best_writes == len(writes)

    final = actual == expected
    if termination not in NORMAL:
        failure = "ended_abnormally"
    elif not purity:
        failure = "unrequested_write"
    elif not coverage:
        failure = "stopped_short"
    elif not order:
        failure = "order_violation"
    elif not final:
        failure = "wrong_final_state"
    else:
        failure = "passed"
    return {
        "passed": failure == "passed",
        "failure_type": failure,
        "coverage_ok": coverage,
        "order_ok": order,
        "purity_ok": purity,
        "final_ok": final,
        "expected_hash": expected,
        "actual_hash": actual,
        "failed_calls": sum(1 for *_, failed in done if failed),
        "gold_completion": best_size / n_required if n_required else 1.0,
        "missing": n_required - best_size,
        "unrequested": len(writes) - best_writes,
        "order_violations": best_violations,
    }


def production_view(v):
    return {
        "passed": v.paper_passed,  # the reference implements the paper's two checks
        "failure_type": v.paper_failure_type,
        "coverage_ok": v.action_check.coverage_ok,
        "order_ok": v.action_check.order_ok,
        "purity_ok": v.action_check.purity_ok,
        "final_ok": v.final_state.passed,
        "expected_hash": v.final_state.expected_hash,
        "actual_hash": v.final_state.actual_hash,
        "failed_calls": v.failed_calls,
        "gold_completion": v.gold_completion,
        "missing": len(v.missing_calls),
        "unrequested": len(v.unrequested_writes),
        "order_violations": len(v.order_violations),
    }


# ---------------------------------------------------------------- tasks (released, else built here)


def _synthetic_tasks(bank, limit=400):
    g = GoldCall
    out = []
    for i, (cid, c) in enumerate(sorted(bank.customers.items())):
        if len(out) >= limit:
            break
        accounts = sorted(k for k, a in c.accounts.items() if a.status == "ACTIVE")
        cards = sorted(k for k, v in c.cards.items() if v.status == "ACTIVE")
        mandates = sorted(k for k, v in c.mandates.items() if v.status == "ACTIVE")
        recipes = []
        if accounts:
            a = accounts[0]
            recipes.append([g(name="get_account_balance", arguments={"account_ids": sorted(c.accounts)})])
            recipes.append([g(name="get_account_details", arguments={"account_ids": [a]}),
                            g(name="get_transaction_history", arguments={"account_id": a, "limit": 5}, depends_on=[0]),
                            g(name="get_account_balance", arguments={"account_ids": [a]}, compare_args=[])])
            recipes.append([g(name="get_account_balance", arguments={"account_ids": [a]}),
                            g(name="create_fd", arguments={"principal_amount": 5000, "tenure_months": 12,
                                                           "source_account": a},
                              compare_args=["principal_amount", "source_account"], depends_on=[0]),
                            g(name="get_account_balance", arguments={"account_ids": [a]}, depends_on=[1])])
            recipes.append([g(name="get_account_details", arguments={"account_ids": [a]}),
                            g(name="request_cheque_book", arguments={"account_id": a, "leaves": 25},
                              compare_args=["account_id"], depends_on=[0]),
                            g(name="raise_request", arguments={"description": "Please call me back.",
                                                               "category": "general_query", "account_id": a},
                              compare_args=["category"])])
            stoppable = [ch.cheque_number for ch in c.accounts[a].cheques if ch.status in ("ISSUED", "UNUSED")]
            if len(stoppable) >= 2:
                recipes.append([g(name="get_account_details", arguments={"account_ids": [a]}),
                                g(name="stop_cheque_payment", arguments={"account_id": a,
                                                                         "cheque_numbers": stoppable[:3],
                                                                         "reason": "lost"}, depends_on=[0]),
                                g(name="get_account_details", arguments={"account_ids": [a]}, depends_on=[1])])
        if cards:
            k = cards[0]
            recipes.append([g(name="get_card_details", arguments={"card_ids": [k]}),
                            g(name="toggle_card_freeze", arguments={"card_id": k, "state": "freeze"}, depends_on=[0]),
                            g(name="get_card_details", arguments={"card_ids": [k]}, depends_on=[1])])
            recipes.append([g(name="get_card_details", arguments={"card_ids": cards}),
                            g(name="block_card", arguments={"card_id": k, "reason": "stolen"}, depends_on=[0]),
                            g(name="raise_request", arguments={"description": "Card stolen, please reissue.",
                                                               "category": "general_query"}, compare_args=["category"],
                              depends_on=[1])])
        if mandates:
            recipes.append([g(name="show_mandates", arguments={}),
                            g(name="get_account_balance", arguments={"account_ids": sorted(c.accounts)}),
                            g(name="cancel_mandate", arguments={"mandate_id": mandates[0]}, depends_on=[0]),
                            g(name="show_mandates", arguments={"status": "cancelled"}, depends_on=[1, 2])])
        if not recipes:
            continue
        gold = recipes[i % len(recipes)]
        task = Task(task_id=f"audit_{len(out):04d}", family="audit", category="sequencing", product_area="cards",
                    session_date=bank.today, customer_id=cid, seed=i % 7,
                    scenario=Scenario(persona="p", first_messages=["hi"], steps=[Step(requests=["x"])]), gold=gold)
        state = bank.new_episode(cid, task.session_date, task.seed)
        if all(execute(state, x.name, dict(x.arguments)).ok for x in gold):
            out.append(task)
    return out


@pytest.fixture(scope="module")
def audit_tasks(bank):
    """The released base split when it loads, plus tasks built here (their loosened compare_args exercise the
    final-state-only failure that released chains, compared in full, rarely reach)."""
    try:
        from bank_gym.tasks import load_tasks

        released = list(load_tasks("base"))
    except Exception:
        released = []
    return released + _synthetic_tasks(bank, limit=150 if released else 400)


# ---------------------------------------------------------------- sessions


def _stray_writes(customer):
    out = [("raise_request", {"description": "Something else entirely.", "category": "general_query"})]
    accounts = sorted(customer.accounts)
    if accounts:
        out.append(("request_cheque_book", {"account_id": accounts[0], "leaves": 10}))
    return out


def _undo_pairs(customer):
    cards = sorted(k for k, v in customer.cards.items() if v.status == "ACTIVE")
    return [[("toggle_card_freeze", {"card_id": k, "state": "freeze"}),
             ("toggle_card_freeze", {"card_id": k, "state": "unfreeze"})] for k in cards[:1]]


def _changed(value, rng):
    if isinstance(value, bool):
        return not value
    if isinstance(value, (int, float)):
        return value + rng.choice([1, 0.5, -1])
    if isinstance(value, str):
        return value + "X" if rng.random() < 0.5 else value.lower() if value.lower() != value else value + " "
    if isinstance(value, list):
        return value[:-1] if len(value) > 1 else value + ["EXTRA1"]
    if isinstance(value, dict):
        return {**value, "zz": 1}
    return "changed"


def _sessions(task, bank, rng):
    customer = bank.customers[task.customer_id]
    gold = [(g.name, dict(g.arguments)) for g in task.gold]
    n = len(gold)
    out = [("gold", gold, "user_stop"), ("gold_agent_stop", gold, "agent_stop")]
    for i in range(n):
        out.append(("drop", gold[:i] + gold[i + 1:], "user_stop"))
    if n > 1:
        i = rng.randrange(n - 1)
        out.append(("swap_adjacent", gold[:i] + [gold[i + 1], gold[i]] + gold[i + 2:], "user_stop"))
        i, j = sorted(rng.sample(range(n), 2))
        swapped = list(gold)
        swapped[i], swapped[j] = swapped[j], swapped[i]
        out.append(("swap", swapped, "user_stop"))
        out.append(("shuffle", rng.sample(gold, n), "user_stop"))
    if n:
        i = rng.randrange(n)
        out.append(("duplicate", gold[: i + 1] + [gold[i]] + gold[i + 1:], "user_stop"))
        j = rng.randrange(n)
        out.append(("duplicate_late", gold + [gold[j]], "user_stop"))
    for name, args in _stray_writes(customer):
        k = rng.randrange(n + 1)
        out.append(("stray_write", gold[:k] + [(name, args)] + gold[k:], "user_stop"))
    for pair in _undo_pairs(customer):
        k = rng.randrange(n + 1)
        out.append(("write_undo", gold[:k] + pair + gold[k:], "user_stop"))
    changeable = [(i, key) for i, g in enumerate(task.gold) for key in g.arguments
                  if g.compare_args is None or key in g.compare_args]
    for i, key in rng.sample(changeable, min(2, len(changeable))):
        mutated = list(gold)
        mutated[i] = (gold[i][0], {**gold[i][1], key: _changed(gold[i][1][key], rng)})
        out.append(("change_arg", mutated, "user_stop"))
    loose = [(i, key) for i, g in enumerate(task.gold) for key in g.arguments
             if g.compare_args is not None and key not in g.compare_args]
    for i, key in loose:
        mutated = list(gold)
        mutated[i] = (gold[i][0], {**gold[i][1], key: _changed(gold[i][1][key], rng)})
        out.append(("change_uncompared_arg", mutated, "user_stop"))
    for i, g in enumerate(task.gold):  # equal values in another form: must still match
        args = dict(gold[i][1])
        touched = False
        for key, value in args.items():
            if isinstance(value, int) and not isinstance(value, bool):
                args[key], touched = float(value), True
            elif isinstance(value, list) and key in REGISTRY[g.name].set_like_args and len(value) > 1:
                args[key], touched = list(reversed(value)), True
        if touched:
            out.append(("equivalent_form", gold[:i] + [(g.name, args)] + gold[i + 1:], "user_stop"))
    out.extend(_canonical_forms(task, bank, gold))
    out.append(("abnormal", gold, rng.choice(ABNORMAL)))
    out.append(("abnormal_short", gold[: max(0, n - 1)], rng.choice(ABNORMAL)))
    bad = [("no_such_tool", {"x": 1}), (gold[0][0] if n else "block_card", '{"unterminated": '),
           ("block_card", {"card_id": 12345, "reason": "lost"})]
    k = rng.randrange(n + 1)
    out.append(("failed_calls", gold[:k] + rng.sample(bad, rng.randint(1, 3)) + gold[k:], "user_stop"))
    if n:
        w = rng.randrange(n)
        out.append(("bad_args_instead", gold[:w] + [(gold[w][0], {"unexpected_key": True})] + gold[w + 1:],
                    "user_stop"))
    # random interleavings of gold calls, repeats and strays
    pool = gold + _stray_writes(customer)[:1]
    for _ in range(2):
        out.append(("random", [rng.choice(pool) for _ in range(rng.randint(0, n + 2))], "user_stop"))
    return out


def _canonical_forms(task, bank, gold):
    """The gold chain with one call in another form the tool treats alike or nearly: a card setting spelled out
    as it already is (or left out), a deposit's own payout account named (or left out), a transaction history
    narrowed to the days from the record a later call names (and one narrowed past it)."""
    state = bank.new_episode(task.customer_id, task.session_date, task.seed)
    out = []
    for i, (name, args) in enumerate(gold):
        forms = []
        if name == "set_card_controls":
            controls = state.customer.cards[args["card_id"]].controls
            changed = json.loads(json.dumps(args))
            for channel in ("atm", "online", "pos"):
                for region, given in (changed.get(channel) or {}).items():
                    current = getattr(getattr(controls, channel), region).enabled
                    if "enabled" not in given:
                        given["enabled"] = current
                    elif given["enabled"] == current:
                        del given["enabled"]
            forms.append(("canonical_setting", changed))
        elif name == "close_deposit":
            own = state.customer.deposits[args["deposit_id"]].payout_account
            if args.get("payout_account") in (None, own):
                forms.append(("canonical_payout", {**args, "payout_account": None if args.get("payout_account") else own}))
        elif name == "get_transaction_history":
            later = {str(v) for _n, a in gold[i + 1:] for v in a.values()}
            account = state.customer.accounts[args["account_id"]]
            dates = sorted(t.date for t in account.transactions if t.txn_id in later)
            if dates:
                forms.append(("narrower_filter", {**args, "from_date": dates[0].isoformat(), "type": "debit"}))
                forms.append(("too_narrow_filter", {**args, "from_date": (dates[-1] + timedelta(days=1)).isoformat()}))
        out += [(kind, gold[:i] + [(name, form)] + gold[i + 1:], "user_stop") for kind, form in forms]
        execute(state, name, dict(args))
    return out


# ---------------------------------------------------------------- the audit


def test_scorer_agrees_with_reference_implementation(bank, audit_tasks):
    from bank_gym.scoring import AgentCall, score_calls  # the production scorer under audit

    assert audit_tasks, "no tasks to audit"
    rng = random.Random(20240601)
    start = time.perf_counter()
    checked, kinds, outcomes, disagreements, unequal = 0, Counter(), Counter(), [], []
    while checked < TARGET_SESSIONS:
        for task in rng.sample(audit_tasks, len(audit_tasks)):
            for kind, calls, termination in _sessions(task, bank, rng):
                prod = score_calls(task, [AgentCall(name, args) for name, args in calls], termination, bank)
                ref = ref_verdict(task, calls, termination, bank)
                mine = production_view(prod)
                if mine != ref:
                    disagreements.append((task.task_id, kind, calls, termination,
                                          {k: (mine[k], ref[k]) for k in ref if mine[k] != ref[k]}))
                checked += 1
                kinds[kind] += 1
                outcomes[ref["failure_type"]] += 1
                if kind in ("canonical_setting", "canonical_payout", "narrower_filter") and not prod.paper_passed:
                    unequal.append((task.task_id, kind, prod.paper_failure_type))
                if kind == "too_narrow_filter" and prod.paper_passed:
                    unequal.append((task.task_id, kind, "passed"))
            if checked >= TARGET_SESSIONS:
                break
    elapsed = time.perf_counter() - start
    assert not disagreements, f"{len(disagreements)} disagreements, first: {disagreements[:3]}"
    # a canonical form of a gold call is the gold call; a filter that hides the record a later call names is not
    assert not unequal, unequal[:5]
    assert kinds["canonical_setting"] and kinds["canonical_payout"] and kinds["narrower_filter"], kinds
    assert checked >= MIN_SESSIONS
    # the generated sessions exercise every outcome
    for failure in ("passed", "stopped_short", "unrequested_write", "order_violation", "wrong_final_state",
                    "ended_abnormally"):
        assert outcomes[failure] > 0, (failure, outcomes)
    assert set(kinds) >= {"gold", "drop", "swap", "duplicate", "stray_write", "change_arg", "write_undo", "abnormal"}
    print(f"audited {checked} sessions in {elapsed:.1f}s: {dict(outcomes)}")
