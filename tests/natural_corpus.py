"""The natural-assistant corpus (eval/results/natural_heldout), replayed on today's code by the regression tests
of each natural round."""

from __future__ import annotations

import json
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[1] / "eval" / "results" / "natural_heldout"


def replayed(part: str, name: str):
    """The env after session ``name`` of corpus part ``part`` is replayed through the play harness to its end."""
    from bank_gym.cli.play import replay_play

    env, _, done = replay_play(json.loads((CORPUS / part / f"{name}.json").read_text(encoding="utf-8")))
    assert done, f"{part}/{name} did not end"
    return env
