"""The per-language table: the oracle and the trivial baselines on every base task with the customer speaking
English, Hindi and Hinglish, and the reward's probes (rewordings, correct variants, exploits, loose proposals)
in each language.

    python eval/languages.py                      # base split, probes on lite (about 10 minutes on 2 cores)
    python eval/languages.py --probe-split base   # probes on all 1,000 tasks too (about 40 minutes)

Writes ``eval/results/languages/summary.json`` (every figure) and ``table.md`` (the README's table). Each eval
run is a normal ``bank-gym eval`` folder under ``--runs`` (resumable: an interrupted run continues).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from bank_gym.probe import run_probes
from bank_gym.runner import EvalConfig, evaluate
from bank_gym.tasks import load_tasks
from bank_gym.tasks.generate import localize_all
from bank_gym.tasks.lang import LANGUAGE_NAMES, LANGUAGES

AGENTS = ("oracle", "trivial:reply_only", "trivial:claim_done", "trivial:lookup_only", "trivial:write_everything")
PROBE_GROUPS = ("paraphrase", "variant", "exploit", "loose")


def main(argv=None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--split", default="base", help="Split the agents are evaluated on (default base).")
    parser.add_argument("--probe-split", default="lite", help="Split the probes play (default lite; 'none' skips).")
    parser.add_argument("--runs", default="runs/languages", help="Where the eval run folders go.")
    parser.add_argument("--out", default="eval/results/languages", help="Where summary.json and table.md go.")
    args = parser.parse_args(argv)

    results: dict = {"split": args.split, "probe_split": args.probe_split, "agents": {}, "probes": {}}
    for language in LANGUAGES:
        for agent in AGENTS:
            run = Path(args.runs) / f"{agent.replace(':', '-')}-{language}"
            summary = evaluate(EvalConfig(agent=agent, split=args.split, out=run, language=language,
                                          resume=(run / "sessions.jsonl").exists()))
            results["agents"].setdefault(agent, {})[language] = {
                "n": summary["n"], "passed": summary["passed"], "pass_rate": summary["pass_rate"],
                "paper_pass_rate": summary["paper_pass_rate"], "failure_types": {
                    k: v for k, v in summary["failure_types"].items() if v}}
        if args.probe_split != "none":
            tasks = localize_all(load_tasks(args.probe_split), language)
            rows = run_probes(tasks, PROBE_GROUPS)
            results["probes"][language] = _probe_summary(rows)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "summary.json").write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    (out / "table.md").write_text(render_table(results), encoding="utf-8")
    print(render_table(results))
    return results


def _probe_summary(rows: list[dict]) -> dict:
    """Per group: probes, sessions, the worst probe's rate (pass rate, or refusal rate for loose probes), and
    whether every probe is on its target."""
    out = {}
    for group in PROBE_GROUPS:
        played = [r for r in rows if r["group"] == group and r["n"]]
        metric = "refused_rate" if group == "loose" else "pass_rate"
        rates = [r[metric] for r in played]
        out[group] = {"probes": len(played), "sessions": sum(r["n"] for r in played),
                      "min": min(rates, default=0.0), "max": max(rates, default=0.0),
                      "on_target": all(r["on_target"] for r in played),
                      "off_target": [r["name"] for r in played if not r["on_target"]]}
    return out


def pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def render_table(results: dict) -> str:
    head = "| | " + " | ".join(LANGUAGE_NAMES[x].split(" (")[0] for x in LANGUAGES) + " |"
    lines = [f"Strict pass rate on the {results['split']} split (paper's two checks in brackets):", "", head,
             "|---|" + "---:|" * len(LANGUAGES)]
    for agent, by_language in results["agents"].items():
        cells = [f"{pct(by_language[x]['pass_rate'])} ({pct(by_language[x]['paper_pass_rate'])})" for x in LANGUAGES]
        lines.append(f"| `{agent}` | " + " | ".join(cells) + " |")
    if results["probes"]:
        lines += ["", f"Probes on the {results['probe_split']} split (each probe plays every task it applies to):", "",
                  head, "|---|" + "---:|" * len(LANGUAGES)]
        titles = {"paraphrase": "rewordings of the oracle: lowest pass rate", "variant": "correct variants: lowest pass rate",
                  "exploit": "exploits: highest strict pass rate", "loose": "loose proposals: lowest refusal rate"}
        for group, title in titles.items():
            cells = []
            for language in LANGUAGES:
                row = results["probes"][language][group]
                value = row["max"] if group == "exploit" else row["min"]
                cells.append(f"{pct(value)} ({row['probes']} probes, {row['sessions']} sessions)")
            lines.append(f"| {title} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
