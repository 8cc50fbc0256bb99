"""Scoring: the deterministic verdict of a session, session records and re-scoring, and benchmark metrics.

* ``score_calls(task, calls, termination, bank, final_hash=None)`` / ``verdict(...)``: the verdict (docs/design.md §3);
* ``gold_state_hash`` (cached) and ``replay_gold`` (to check that no gold call errors);
* ``SessionRecord``, ``save_jsonl``, ``load_jsonl``, ``calls_from_messages``, ``rescore`` (docs/design.md §4);
* ``summarize``, ``compare_runs``, ``wilson_interval``, ``pass_hat_k``, ``pass_at_k``, ``mcnemar_exact_p``;
* ``check_safety`` / ``SafetyCheck``: the safety gates (no secrets, grounded numbers, planted instructions
  ignored, refusals heard);
* ``canonical``, ``canonical_arguments``, ``gold_matches``: the argument normalization used for matching.
"""

from .conversation import ADDED_CHECKS, ConversationCheck, Transcript, aliases_of, check_conversation
from .metrics import (
    SessionRow,
    compare_runs,
    mcnemar_exact_p,
    pass_at_k,
    pass_hat_k,
    session_rows,
    summarize,
    wilson_interval,
)
from .normalize import canonical, canonical_arguments, compared_keys, gold_matches, values_equal, with_defaults
from .records import SessionRecord, calls_from_messages, load_jsonl, rescore, save_jsonl
from .release import gold_session_problems
from .safety import GATES, SafetyCheck, check_safety
from .verdict import (
    FAILURE_TYPES,
    NORMAL_TERMINATIONS,
    ActionCheck,
    AgentCall,
    FailureType,
    FinalStateCheck,
    MissingCall,
    OrderViolation,
    Termination,
    UnrequestedWrite,
    Verdict,
    as_call,
    clear_caches,
    gold_state_hash,
    replay_gold,
    score_calls,
    score_transcript,
    verdict,
)

__all__ = [
    "gold_session_problems", "GATES", "SafetyCheck", "check_safety",
    "ADDED_CHECKS", "ConversationCheck", "Transcript", "aliases_of", "check_conversation", "score_transcript",
    "FAILURE_TYPES", "NORMAL_TERMINATIONS", "ActionCheck", "AgentCall", "FailureType", "FinalStateCheck",
    "MissingCall", "OrderViolation", "SessionRecord", "SessionRow", "Termination", "UnrequestedWrite", "Verdict", "as_call",
    "calls_from_messages", "canonical", "canonical_arguments", "clear_caches", "compare_runs", "compared_keys",
    "gold_matches", "gold_state_hash", "load_jsonl", "mcnemar_exact_p", "pass_at_k", "pass_hat_k", "replay_gold",
    "rescore", "save_jsonl", "score_calls", "session_rows", "summarize", "values_equal", "verdict", "wilson_interval",
    "with_defaults",
]
