"""docs/oracle_review.md: a sample of the oracle's Hindi and Hinglish messages for a fluent reviewer.

    python eval/oracle_review.py                        # the same messages as the doc now holds, in today's words
    python eval/oracle_review.py --fresh --seed 30      # a new random sample of 100 messages per language
    python eval/oracle_review.py --runs hi=runs/o-hi,hinglish=runs/o-hl   # read finished eval runs instead

Each row is one message the oracle wrote (tool calls left out) in an evaluation of all 1,000 base tasks with the
scripted customer (``bank-gym eval --agent oracle --split base --language hi|hinglish``), named by its task and
its turn (the how-manieth message of the oracle in that session, from 1). By default the sample is the rows the
doc already holds, so a re-rating compares the same messages before and after a change of wording; ``--fresh``
draws ``--size`` rows at random (``--seed``) from every message of every session. Without ``--runs`` the
sessions are played here (about a minute per language on 2 cores).
"""

from __future__ import annotations

import argparse
import json
import random
import re
from pathlib import Path

DOC = Path(__file__).resolve().parents[1] / "docs" / "oracle_review.md"
LANGUAGE_TITLES = {"hi": "Hindi", "hinglish": "Hinglish"}
ROW = re.compile(r"^\| (\d+) \| (\S+) \| (\d+) \| .*\|$", re.M)

HEADER = """# The oracle's Hindi and Hinglish: a review sample

{size} messages per language from the oracle's own messages in an evaluation of all 1,000 base tasks (`bank-gym
eval --agent oracle --split base --language hi|hinglish`, tool calls left out), drawn at random (seed {seed}).
*Turn* is the how-manieth message of the oracle in that task's session. Made by `python eval/oracle_review.py`,
which keeps the same task and turn per row when the wording changes, so a re-rating compares the same messages.
The rating column is for a fluent reviewer: **natural**, **acceptable** or **wrong** (the issue's target: at
most 1 % wrong). It is empty on purpose: the earlier wording of these messages was rated by a language model,
not by a fluent human (docs/languages.md), and no model's rating is put in this column.
"""


def said_by_oracle(language: str, runs: dict[str, str]) -> dict[str, list[str]]:
    """task id -> the oracle's messages (text only) in its base session in ``language``."""
    if language in runs:
        lines = (Path(runs[language]) / "sessions.jsonl").read_text(encoding="utf-8").splitlines()
        sessions = [json.loads(line) for line in lines if line.strip()]
        return {s["task_id"]: [m["content"] for m in s["messages"] if m.get("role") == "assistant"
                               and m.get("content")] for s in sessions}
    from bank_gym.agents.oracle import OracleAgent
    from bank_gym.env import IndianBankEnv
    from bank_gym.probe import _play
    from bank_gym.tasks import load_tasks

    env = IndianBankEnv(split="base", language=language)
    out: dict[str, list[str]] = {}
    for task in load_tasks("base"):
        _play(env, OracleAgent(), task)
        out[task.task_id] = [m["content"] for m in env.messages if m.get("role") == "assistant" and m.get("content")]
    return out


def current_rows(text: str) -> dict[str, list[tuple[str, int]]]:
    """(task, turn) of every row of the doc, per language section."""
    rows: dict[str, list[tuple[str, int]]] = {}
    for language, title in LANGUAGE_TITLES.items():
        section = text.split(f"## {title}\n", 1)[1].split("\n## ", 1)[0] if f"## {title}\n" in text else ""
        rows[language] = [(m[2], int(m[3])) for m in ROW.finditer(section)]
    return rows


def cell(text: str) -> str:
    return " ".join(text.replace("|", "\\|").split())


def main(argv=None) -> Path:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--fresh", action="store_true", help="Draw a new sample instead of the doc's rows.")
    parser.add_argument("--seed", type=int, default=30)
    parser.add_argument("--size", type=int, default=100, help="Messages per language (--fresh).")
    parser.add_argument("--runs", default="", help="LANG=DIR,...: finished `bank-gym eval` runs to read.")
    parser.add_argument("--out", default=str(DOC))
    args = parser.parse_args(argv)
    runs = dict(item.split("=", 1) for item in args.runs.split(",") if item)
    kept = {} if args.fresh else current_rows(Path(args.out).read_text(encoding="utf-8")) if Path(args.out).exists() \
        else {}
    size = args.size if args.fresh or not any(kept.values()) else max(len(r) for r in kept.values())
    parts = [HEADER.format(size=size, seed=args.seed)]
    for language, title in LANGUAGE_TITLES.items():
        said = said_by_oracle(language, runs)
        rows = kept.get(language) or random.Random(args.seed).sample(
            [(task, turn) for task in sorted(said) for turn in range(1, len(said[task]) + 1)], size)
        parts.append(f"## {title}\n\n| # | Task | Turn | Message | Rating |\n|---|---|---|---|---|")
        for number, (task, turn) in enumerate(rows, 1):
            messages = said.get(task, [])
            text = messages[turn - 1] if 0 < turn <= len(messages) else "(no such turn in this run)"
            parts.append(f"| {number} | {task} | {turn} | {cell(text)} | |")
        parts.append("")
    out = Path(args.out)
    out.write_text("\n".join(parts[:1]) + "\n" + "\n".join(parts[1:]), encoding="utf-8")
    return out


if __name__ == "__main__":
    print(main())
