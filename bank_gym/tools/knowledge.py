"""Knowledge-base search: the bank's published rules, schemes, charges and timelines."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from ..bank.state import EpisodeState
from .common import ShortText
from .registry import ToolError, tool

DEFAULT_TOP_K = 3


# A document found nearly as well as the best one, and well above the chance match of one common word (a query
# about cricket scores 1-2.5 here; a topical one 5-7): the search is about it too
STRONG_MATCH = 4.0
NEAR_BEST = 0.75


def _topics(state: EpisodeState, used: dict, output: dict) -> dict:
    """The documents a search found, best first: what the query is about (compared by the verdict); and those it
    found strongly ("small savings schemes" finds the PPF document beside the NSC one)."""
    found = [(r.get("doc_id"), r.get("score", 0)) for r in output.get("results", ()) if r.get("score", 0) > 0]
    top = max((score for _, score in found), default=0)
    strong = [d for d, score in found if score >= max(STRONG_MATCH, NEAR_BEST * top)]
    return {"_topics": list(dict.fromkeys(d for d, _ in found if d)), "_strong": list(dict.fromkeys(d for d in strong if d))}


@tool("read", compare={"query": "topic"}, uncompared={"bank_id": "ignored by the tool (one bank)", "category": "a hint; the query decides the topic",
                  "top_k": "presentation: how many passages"}, resolve=_topics)
def search_knowledge_base(
    state: EpisodeState,
    query: Annotated[str, Field(min_length=1, max_length=500)],
    bank_id: ShortText | None = None,
    category: ShortText | None = None,
    top_k: Annotated[int, Field(ge=1, le=10)] | None = None,
) -> dict:
    """Search the bank's knowledge base for rules, limits, schemes, charges, timelines and processes.

    Returns the best-matching sections (title, category, section heading, text, relevance score). Answer
    knowledge questions from these results, not from memory.

    Args:
        query: What to look for, in plain words, e.g. "UPI failed transaction reversal timeline".
        bank_id: Accepted for compatibility and ignored: this knowledge base covers one bank (Aranya Bank).
        category: Optional category filter: Accounts, Payments, Deposits, Tax, Cards, Loans, Schemes,
            Services, Grievance or Insurance (ignored if it matches no document).
        top_k: Number of results to return, 1-10 (default 3).
    """
    from ..policy.search import KnowledgeBase  # the index is built once per process

    text = " ".join(query.split())
    if not text:
        raise ToolError("VALIDATION_ERROR", "query must not be blank.")
    results = KnowledgeBase.load().search(text, category=category, top_k=top_k or DEFAULT_TOP_K)
    return {"query": text, "total_results": len(results), "results": results}
