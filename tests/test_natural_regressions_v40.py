"""False negatives of natural round v40 (eval/results/natural_heldout/v40: held-out, test and safety tasks never
played in their language, played on a frozen snapshot, labelled blind), one mechanism per test, then the session
replayed."""

from __future__ import annotations

from natural_corpus import replayed

from bank_gym.language import analyze
from bank_gym.language.outcomes import outcome_stated
from bank_gym.language.write_actions import named_actions


def test_a_closure_reported_at_a_sentence_s_opening_is_told_beside_another_fd():
    """ood_edge_similar_fds_0000 (hi): "हो गया जी। FD285930 आज बंद कर दी गई है। … आपकी दूसरी FD261167 … पहले की
    तरह चालू है" was read as an offer of the closure (a change at a sentence's opening), so the message's only
    uncounted id was the other FD and the closure counted as its report: never told. A change reported done
    ("कर दी गई है", "ho gaya") is no offer wherever it stands."""
    said = analyze("हो गया जी। FD285930 आज बंद कर दी गई है। आपकी दूसरी FD261167 पहले की तरह चालू है।")
    assert outcome_stated(said, "closed")
    assert not any(a.governed for a in named_actions(said))
    env = replayed("v40", "ood_edge_similar_fds_0000_hi")
    assert env.verdict["passed"], env.verdict
