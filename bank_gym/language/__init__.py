"""The language layer: one deterministic reading of assistant and customer messages, shared by the scripted
customer and the verdict's conversation checks (no model, no judge).

* ``analyze(text, reference)``: normalized text, sentences, quantities (₹ amounts in any notation, percentages,
  tenures, plain numbers), dates in any common form, full and masked ids;
* ``dialogue``: questions and requests, proposals, negation, echoes, a customer's yes/no;
* ``outcomes``: declines, and the outcomes a message reports (closed, frozen, requested, ...);
* ``write_actions``: which change a message names (book an FD, freeze a card, ...) and whether it is offered;
* ``writes``: whether a proposal names a write, with exactly the write's values;
* ``facts``: whether a message states a task fact, or contradicts it with a made-up value.
"""

from .analysis import Analysis, analyze
from .dates import DateMention, parse_dates
from .decisions import decision_of, gave_up
from .dialogue import (
    EchoIndex,
    echo_sentences,
    is_info_request,
    is_question,
    negated,
    proposal_sentences,
    question_part,
)
from .facts import Grounding, fact_contradiction, fact_date, fact_stated, grounding_from
from .ids import id_in_text, parse_ids, parse_last4
from .numbers import Quantity, amount_matches, parse_quantities
from .outcomes import outcome_stated, refusal_stated
from .text import MAX_READ_CHARS, normalize, split_sentences
from .write_actions import expected_actions, named_actions
from .writes import ProposalCheck, check_proposal


def clear_caches() -> None:
    """Forget every reading cached per message or tool output (benchmarks of the first reading)."""
    from . import analysis, dialogue, grounding

    analysis._analyze.cache_clear()
    dialogue._echo_bags.cache_clear()
    dialogue._info_request.cache_clear()
    grounding._json_values.cache_clear()
    grounding._decoded.cache_clear()

__all__ = [
    "MAX_READ_CHARS", "Analysis", "clear_caches", "DateMention", "EchoIndex", "Grounding", "ProposalCheck", "Quantity", "amount_matches",
    "analyze", "check_proposal", "decision_of", "echo_sentences", "expected_actions", "fact_contradiction",
    "fact_date", "fact_stated", "gave_up", "grounding_from", "id_in_text", "is_info_request", "is_question",
    "named_actions", "negated", "normalize", "outcome_stated", "parse_dates", "parse_ids", "parse_last4",
    "parse_quantities", "proposal_sentences", "question_part", "refusal_stated", "split_sentences",
]
