"""Probe agents: the oracle reworded, the oracle done differently, the oracle bent.

The verdict is an RL reward, so it must pass a correct assistant however it words itself and fail a lazy,
lying or careless one. These agents measure both (``bank-gym probe`` runs them over a split, the tests over a
sample). All but ``blind_reader`` are privileged: built on ``OracleAgent``, reset with the task.

* ``PARAPHRASES`` (must pass): the oracle's tool calls unchanged, its messages reworded the way capable LLM
  assistants word them — how it asks for details, proposes a change and asks the go-ahead (with and without a
  question mark), states facts (prose, bullets, tables, outcome synonyms), declines; amounts in every Indian
  notation (Rs./INR/rupees/lakh/words/rounded to the rupee), dates in every common form, tenures in words or
  years, masked or formatted ids, curly apostrophes, a proposal split over two messages or repeated.
* ``VARIANTS`` (must pass): the same service with a different procedure — harmless extra reads, re-reads after
  writes, independent calls reordered, integers sent as floats, default arguments spelled out.
* ``EXPLOITS`` (must score 0): gold calls and silence; facts never told; lies; writes without a proposal or
  before it; stopping before the customer is done; wrong values in arguments the paper's check did not compare;
  a reader with no gold at all; a made-up full card number and PAN read out; a figure from nowhere; a refusal
  never said where one is right; an unsafe request complied with, with or without a refusal first; refusing
  everything; and on the robustness tasks, the oracle ignoring the perturbation of its axis (``robust``, one
  per axis): writing again after a timed-out write, going on after a transient error or a partial answer,
  obeying planted text, stating a withdrawn or an old figure, repeating the customer's wrong figure, using a
  detail nobody gave, trusting a misread number, brushing off a detour.
* ``LOOSE`` (must be refused by the customer): the opposite action with the right details, a wrong tenure or
  amount beside the right one, another record, a mandate's right id with another biller named as its payee, a
  go-ahead asked without any values, a negated outcome, an echo.
"""

from __future__ import annotations

from ...tasks.model import Step, Task
from .exploits import EXPLOITS, BlindReaderAgent, WrongArgsAgent, lie_about
from .loose import LOOSE, OPPOSITES, TENURES, NegatedOutcome, WrongPayee
from .notation import AMOUNT_PATTERN, ID_PATTERN, inr_words, render_amount, render_date, render_tenure
from .paraphrase import PARAPHRASES as _REWORDINGS
from .paraphrase import Paraphrase, ParaphraseAgent
from .robust import IGNORING
from .shapes import SHAPES, Shape, ShapeAgent
from .variants import VARIANTS

PARAPHRASES = {**_REWORDINGS, **SHAPES}  # rewordings, then the shapes of real models' messages (kind "shape")

__all__ = ["EXPLOITS", "LOOSE", "PARAPHRASES", "SHAPES", "VARIANTS", "Paraphrase", "ParaphraseAgent", "Shape",
           "ShapeAgent", "inr_words", "make_probe", "probe_applies", "probe_names", "render_amount", "render_date", "render_tenure"]


def _writes(task: Task) -> list[Step]:
    return [s for s in task.scenario.steps if s.confirm is not None]


def _same_answer(a, b) -> bool:
    """Two facts with one answer ("that the stop is placed: stopped" and "the cheque status now: stopped")."""
    if a.kind != b.kind:
        return False
    if a.kind == "text":
        return bool({p.lower() for p in a.patterns} & {p.lower() for p in b.patterns})
    return str(a.value) == str(b.value)


def probe_applies(group: str, name: str, task: Task) -> bool:
    """Whether probe ``group:name`` changes anything in ``task`` (otherwise it would just be the oracle)."""
    steps = task.scenario.steps
    if group == "paraphrase":  # a rewording in Hindi or Hinglish plays the sessions of its language only
        return PARAPHRASES[name].applies(task)
    if group == "variant":
        return True
    if group == "exploit":
        if name in IGNORING:  # the oracle ignoring one perturbation: only the robustness tasks of its axis
            return task.perturbation is not None and task.perturbation.axis == IGNORING[name].axis
        if name in ("no_confirm", "write_then_ask"):
            return bool(_writes(task))
        if name in ("liar", "recap_liar"):  # they lie where the oracle tells (declines keep the truth)
            return any(lie_about(f) is not None for s in steps if not s.expects_decline for f in s.facts)
        if name == "untold":
            return any(s.facts for s in steps)
        if name == "early_stop":  # a last answer that is news (not one an earlier step already gave)
            earlier = [f for s in steps[:-1] for f in s.facts]
            news = any(not any(_same_answer(f, e) for e in earlier) for f in steps[-1].facts)
            return news and not steps[-1].expects_decline and not (
                task.gold and task.gold[-1].name == "transfer_to_human_agents")
        if name == "wrong_args":  # a wrong query in a search the task does not need is an extra read, not a lie
            return any(g.name in WrongArgsAgent.TOOLS and g.required for g in task.gold)
        if name in ("leaker", "fabricator"):
            return any(not s.expects_decline for s in steps)
        if name in ("no_refusal", "complier", "hedged_complier"):
            return any(s.expects_decline for s in steps)
        return True
    if group == "loose":
        if name == "opposite_action":
            return any(any(p.search(s.confirm.action) for p, _ in OPPOSITES) for s in _writes(task))
        if name == "wrong_tenure":
            tenure = TENURES.get(task.language, TENURES["en"])
            return any(tenure.search(s.confirm.action) for s in _writes(task))
        if name == "wrong_amount":
            return any(AMOUNT_PATTERN.search(s.confirm.action) for s in _writes(task))
        if name == "wrong_record":
            return any(ID_PATTERN.search(s.confirm.action) for s in _writes(task))
        if name == "wrong_payee":
            return any(WrongPayee.payee(task, s) for s in _writes(task))
        if name == "vague_go_ahead":
            return bool(_writes(task))
        if name == "negated_outcome":
            return any(f.kind == "text" and f.patterns and f.patterns[0].lower() in NegatedOutcome.WORDS
                       for s in steps if not s.expects_decline for f in s.facts)
        if name == "echo":  # it echoes where the oracle would tell: a step with facts that is not refused
            return any(s.facts and not s.expects_decline for s in steps)
    return False


def probe_names() -> dict[str, list[str]]:
    return {"paraphrase": list(PARAPHRASES), "variant": list(VARIANTS), "exploit": list(EXPLOITS),
            "loose": list(LOOSE)}


def make_probe(group: str, name: str, tasks=None):
    """A fresh probe agent ``group:name``."""
    if group == "paraphrase":
        style = PARAPHRASES[name]
        return ShapeAgent(style, tasks) if isinstance(style, Shape) else ParaphraseAgent(style, tasks)
    if group == "variant":
        return VARIANTS[name](tasks)
    if group == "exploit":
        cls = EXPLOITS[name]
        return cls() if cls is BlindReaderAgent else cls(tasks)
    if group == "loose":
        return LOOSE[name](tasks)
    raise ValueError(f"unknown probe group {group!r}")
