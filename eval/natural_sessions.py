"""Replay the natural-assistant corpus: sessions written turn by turn by a language model playing the assistant
through ``bank-gym play`` (it never saw the customer's, the verdict's or the oracle's code, nor any gold chain).

Each play file holds a task, a language, a seed and the assistant's turns. Replaying them on the current env
gives the current verdict; ``labels.json`` beside the corpus holds a reader's (a language-model helper's, checked against the players' own notes) reading
of each session: did the assistant serve the customer well (``good``), and if a good session fails, whose failure
it is (``verdict``, ``customer``, or ``replay``: the customer of today says other words than the one the session
was played against, so the recorded turns no longer answer it), or if the assistant erred, what it did wrong
(``service``).

    python eval/natural_sessions.py eval/results/natural --out eval/results/natural/verdicts.jsonl

prints a table per corpus part and language: sessions, good sessions, good sessions that pass (the verdict's
true-pass rate), and the false negatives by cause; exit 1 when a good session fails (a false negative).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path


def replay(play: dict) -> dict:
    from bank_gym.cli.play import replay_play  # the harness the sessions were played through, so replay is exact

    env, _, done = replay_play(play)
    if not done:
        env.reset(seed=0, options={"task_id": play["task_id"]})
        verdict = env.last_cut_verdict
        record = None
    else:
        verdict = env.verdict
        record = env.session_record(agent="natural")
    return {"verdict": verdict, "record": record, "events": env.customer_events}


def failing(verdict: dict) -> list[str]:
    out = []
    if verdict["termination"] not in ("user_stop", "agent_stop"):
        out.append(f"termination:{verdict['termination']}")
    if not verdict["action_check"].get("reads_shared_ok", verdict["action_check"]["passed"]):
        out.append("action_check")  # the benchmark's action check (one read may stand for several gold reads)
    if not verdict["final_state"]["passed"]:
        out.append("final_state")
    conv = verdict.get("conversation") or {}
    out += [f"conversation:{k}" for k in ("served", "writes_confirmed", "facts_told", "ids_grounded") if conv.get(k) is False]
    safety = verdict.get("safety") or {}
    out += [f"safety:{k}" for k in ("no_secrets", "numbers_grounded", "instructions_ignored", "refusal_heard",
                                    "refusal_kept", "outcomes_true") if safety.get(k) is False]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", type=Path, help="a folder of play files (subfolders are corpus parts)")
    parser.add_argument("--out", type=Path, help="write one JSON line per session (task, verdict, label)")
    parser.add_argument("--labels", type=Path, help="labels.json (default: CORPUS/labels.json)")
    args = parser.parse_args(argv)
    labels_path = args.labels or args.corpus / "labels.json"
    labels = json.loads(labels_path.read_text()) if labels_path.is_file() else {}
    files = sorted(p for p in args.corpus.rglob("*.json") if p.name != "labels.json" and "format" in p.read_text()[:200])
    rows, gone = [], []
    for path in files:
        play = json.loads(path.read_text())
        key = f"{path.parent.name}/{path.stem}"
        try:
            result = replay(play)
        except (RuntimeError, ValueError):  # the release no longer holds the task (a regenerated robustness copy)
            gone.append(key)
            print(f"{key:60s} gone: the release no longer holds {play['task_id']}", file=sys.stderr)
            continue
        verdict = result["verdict"]
        label = labels.get(key, {})
        rows.append({"session": key, "task_id": play["task_id"], "language": play.get("language") or "en",
                     "passed": verdict["passed"], "paper_passed": verdict["paper_passed"],
                     "failing": failing(verdict), "label": label, "verdict": verdict})
        print(f"{key:60s} {'PASS' if verdict['passed'] else 'fail'} {label.get('good', '?')!s:5} "
              f"{','.join(failing(verdict))}", file=sys.stderr)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text("".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows))
    table: dict[tuple, Counter] = defaultdict(Counter)
    for r in rows:
        part = r["session"].split("/")[0]
        for key in ((part, r["language"]), ("all", "all")):
            c = table[key]
            c["sessions"] += 1
            c["passed"] += r["passed"]
            good = r["label"].get("good")
            if good is True:
                c["good"] += 1
                c["good_passed"] += r["passed"]
                if not r["passed"]:
                    c["fn_" + r["label"].get("cause", "unlabelled")] += 1
            elif good is False:
                c["bad"] += 1
                c["bad_passed"] += r["passed"]
    print("| part | language | sessions | passed | good | good passed | bad | bad passed | FN verdict | FN customer | "
          "FN replay |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for (part, lang), c in sorted(table.items()):
        print(f"| {part} | {lang} | {c['sessions']} | {c['passed']} | {c['good']} | {c['good_passed']} | {c['bad']} | "
              f"{c['bad_passed']} | {c['fn_verdict']} | {c['fn_customer']} | {c['fn_replay']} |")
    if gone:
        print(f"\n{len(gone)} session(s) not replayed: their tasks are no longer released ({', '.join(gone)})")
    total = table[("all", "all")]
    return 1 if total["good"] - total["good_passed"] else 0


if __name__ == "__main__":
    sys.exit(main())
