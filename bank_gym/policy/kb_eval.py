"""Recall@k of the knowledge-base search per language, on real customer questions mapped to their sections.

``kb_questions.json`` holds questions a customer asks (about every topic of the knowledge base), each written in
English, Hindi (Devanagari) and Hinglish, with the section that answers it: 75 "development" questions (the
lexicon was extended after a first measurement on them) and 24 "held_out" ones written after the lexicon was
frozen and never used to change it. A question is recalled when that
section is among the top ``k`` results. ``python -m bank_gym.policy.kb_eval`` prints the table recorded in
docs/languages.md; ``--plain`` measures the search without the Hindi/Hinglish lexicon, for comparison.
"""

from __future__ import annotations

import json
import sys
from importlib import resources

from .search import KnowledgeBase

LANGUAGES = ("en", "hi", "hinglish")


def load_questions() -> list[dict]:
    text = resources.files("bank_gym.policy").joinpath("kb_questions.json").read_text(encoding="utf-8")
    return json.loads(text)


def recall_at_k(k: int = 3, plain: bool = False, which: str | None = None) -> dict[str, dict]:
    """{language: {"recall": share, "hits": n, "n": total, "doc_recall": share, "misses": [question, ...]}};
    ``which``: only the "development" or the "held_out" questions (default: all)."""
    kb = KnowledgeBase.load()
    questions = [q for q in load_questions() if which is None or q["set"] == which]
    out = {}
    for language in LANGUAGES:
        hits = doc_hits = 0
        misses = []
        for q in questions:
            query = q[language]
            results = kb.search(query, top_k=k, translate=not plain)
            found = [(r["doc_id"], r["section"]) for r in results]
            hit = (q["doc"], q["section"]) in found
            hits += hit
            doc_hits += q["doc"] in {d for d, _ in found}
            if not hit:
                misses.append(query)
        n = len(questions)
        out[language] = {"recall": hits / n, "hits": hits, "n": n, "doc_recall": doc_hits / n, "misses": misses}
    return out


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    plain = "--plain" in argv
    for which in ("development", "held_out", None):
        table = recall_at_k(3, plain=plain, which=which)
        print(f"recall@3 {'without' if plain else 'with'} the Hindi/Hinglish lexicon, {which or 'all'} questions "
              f"({table['en']['n']} per language)")
        for language, row in table.items():
            print(f"  {language:9s} section {row['recall']:.1%} ({row['hits']}/{row['n']})  "
                  f"document {row['doc_recall']:.1%}")
        if "--misses" in argv and which is None:
            for language, row in table.items():
                for miss in row["misses"]:
                    print(f"  miss [{language}] {miss}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
