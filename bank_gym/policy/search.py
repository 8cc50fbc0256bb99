"""Knowledge-base search: BM25 over the sections of the packaged markdown documents.

The documents live in ``bank_gym/policy/kb/*.md`` and are read with :mod:`importlib.resources`, so the
index also works from an installed wheel. Each document has the shape::

    # Title
    Category: Deposits

    ## Section heading
    Body text ...

Every ``##`` section is one retrievable unit (heading + body are indexed together). The index is built
once per process (:meth:`KnowledgeBase.load` is a cached singleton) and a query is a single sparse
BM25 scoring pass over roughly a hundred sections. A Hindi (Devanagari) or Hinglish query is first put into the
sections' English terms (``policy.lexicon.query_terms``); an English query is searched as written.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from importlib import resources
from typing import Any

from .lexicon import query_terms

__all__ = ["CATEGORIES", "KBDocument", "KBSection", "KnowledgeBase", "read_packaged_documents", "tokenize"]

CATEGORIES: tuple[str, ...] = (
    "Accounts",
    "Payments",
    "Deposits",
    "Tax",
    "Cards",
    "Loans",
    "Schemes",
    "Services",
    "Grievance",
    "Insurance",
)

MIN_TOP_K = 1
MAX_TOP_K = 10

# A deliberately small stop-word list: banking words such as "no", "not", "up" or "over" carry meaning
# in this domain ("no TDS", "up to", "over 60") and are kept.
STOP_WORDS: frozenset[str] = frozenset(
    """
    a an the and or but if of to in on at by for from with as into about than then so
    is are was were be been being am do does did doing have has had having
    i me my mine we our ours you your yours he him his she her hers it its they them their theirs
    this that these those there here what which who whom whose when where why how
    can could shall should will would may might must
    please tell know want need like get got just also any some
    """.split()
)

_TOKEN_RE = re.compile(r"[a-z0-9]+")


def _normalise(token: str) -> str:
    """Fold simple English plurals so that ``cards``/``card`` and ``limits``/``limit`` meet."""
    if len(token) > 4 and token.endswith("ies"):
        return token[:-3] + "y"
    if len(token) > 3 and token.endswith("s") and not token.endswith(("ss", "us", "is")) and not token[-2].isdigit():
        return token[:-1]
    return token


def tokenize(text: str) -> list[str]:
    """Lowercase alphanumeric runs, stop words removed, light plural folding."""
    return [_normalise(t) for t in _TOKEN_RE.findall(text.lower()) if t not in STOP_WORDS]


@dataclass(frozen=True)
class KBSection:
    heading: str
    text: str


@dataclass(frozen=True)
class KBDocument:
    stem: str
    title: str
    category: str
    sections: tuple[KBSection, ...]


def parse_document(stem: str, markdown: str) -> KBDocument:
    """Parse one knowledge-base markdown file; raises ``ValueError`` on a malformed document."""
    lines = markdown.strip().splitlines()
    if not lines or not lines[0].startswith("# "):
        raise ValueError(f"{stem}: first line must be '# Title'")
    title = lines[0][2:].strip()
    rest = [ln for ln in lines[1:]]
    while rest and not rest[0].strip():
        rest.pop(0)
    if not rest or not rest[0].startswith("Category:"):
        raise ValueError(f"{stem}: second line must be 'Category: <category>'")
    category = rest[0].split(":", 1)[1].strip()
    if category not in CATEGORIES:
        raise ValueError(f"{stem}: unknown category {category!r}")

    sections: list[KBSection] = []
    heading: str | None = None
    body: list[str] = []

    def flush() -> None:
        if heading is not None:
            text = "\n".join(body).strip()
            if not text:
                raise ValueError(f"{stem}: section {heading!r} is empty")
            sections.append(KBSection(heading=heading, text=text))

    for line in rest[1:]:
        if line.startswith("## "):
            flush()
            heading = line[3:].strip()
            body = []
        elif line.startswith("# "):
            raise ValueError(f"{stem}: only one '# ' title allowed")
        elif heading is None:
            if line.strip():
                raise ValueError(f"{stem}: text before the first '## ' section")
        else:
            body.append(line)
    flush()
    if not sections:
        raise ValueError(f"{stem}: no '## ' sections")
    return KBDocument(stem=stem, title=title, category=category, sections=tuple(sections))


def read_packaged_documents() -> list[KBDocument]:
    kb_dir = resources.files("bank_gym.policy").joinpath("kb")
    entries = sorted((e for e in kb_dir.iterdir() if e.name.endswith(".md")), key=lambda e: e.name)
    return [parse_document(e.name[: -len(".md")], e.read_text(encoding="utf-8")) for e in entries]


class KnowledgeBase:
    """BM25 search over knowledge-base sections (use :meth:`load` for the packaged documents)."""

    _instance: KnowledgeBase | None = None
    _lock = threading.Lock()

    def __init__(self, documents: list[KBDocument]) -> None:
        import bm25s  # imported lazily: only processes that search pay for it

        if not documents:
            raise ValueError("a knowledge base needs at least one document")
        self.documents: list[KBDocument] = list(documents)
        # Flat list of (doc_index, section_index) in stable document-then-section order.
        self._units: list[tuple[int, int]] = [
            (d, s) for d, doc in enumerate(self.documents) for s in range(len(doc.sections))
        ]
        corpus = [
            tokenize(f"{self.documents[d].sections[s].heading}\n{self.documents[d].sections[s].text}")
            for d, s in self._units
        ]
        self._retriever = bm25s.BM25(dtype="float64")
        self._retriever.index(corpus, show_progress=False)
        self._unit_category = [self.documents[d].category.lower() for d, _ in self._units]
        self._categories = frozenset(self._unit_category)

    @classmethod
    def load(cls) -> KnowledgeBase:
        """The packaged knowledge base, built once per process."""
        if cls._instance is None:
            with cls._lock:
                if cls._instance is None:
                    cls._instance = cls(read_packaged_documents())
        return cls._instance

    @property
    def num_sections(self) -> int:
        return len(self._units)

    def document(self, stem: str) -> KBDocument:
        for doc in self.documents:
            if doc.stem == stem:
                return doc
        raise KeyError(stem)

    def _result(self, unit: int, score: float) -> dict[str, Any]:
        d, s = self._units[unit]
        doc = self.documents[d]
        sec = doc.sections[s]
        return {
            "doc_id": doc.stem,
            "title": doc.title,
            "category": doc.category,
            "section": sec.heading,
            "text": sec.text,
            "score": score,
        }

    def search(self, query: str, category: str | None = None, top_k: int = 3,
               translate: bool = True) -> list[dict[str, Any]]:
        """Rank sections for ``query``; always returns between 1 and ``top_k`` results.

        ``category`` filters (case-insensitively) on the document category and is ignored when it
        matches no document. ``top_k`` is clamped to 1..10. Ties are broken by document then section
        order, so the output is deterministic. When nothing scores above zero the first ``top_k``
        sections (of the filtered set) are returned with score 0.0. ``translate=False`` skips the Hindi/Hinglish
        lexicon (for measuring what it adds).
        """
        try:
            k = int(top_k)
        except (TypeError, ValueError):
            k = 3
        k = max(MIN_TOP_K, min(MAX_TOP_K, k))

        cat = (category or "").strip().lower()
        allowed = [i for i, c in enumerate(self._unit_category) if not cat or cat not in self._categories or c == cat]

        query = query or ""
        tokens = tokenize(query_terms(query) if translate else query)  # Hindi/Hinglish words in English terms
        ranked: list[tuple[float, int]] = []
        if tokens:
            scores = self._retriever.get_scores(tokens)
            for i in allowed:
                score = round(float(scores[i]), 4)
                if score > 0.0:
                    ranked.append((score, i))
            ranked.sort(key=lambda item: (-item[0], item[1]))
        if not ranked:
            return [self._result(i, 0.0) for i in allowed[:k]]
        return [self._result(i, score) for score, i in ranked[:k]]
