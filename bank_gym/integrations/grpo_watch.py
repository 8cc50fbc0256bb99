"""A guard for GRPO runs whose groups of rollouts carry no reward variance.

GRPO's advantage of a rollout is its reward minus its group's mean. When every rollout of every group got the same
reward (a binary reward and a model that always fails, or always passes), every advantage is 0: with ``beta = 0``
the loss and the gradients are 0 and the step cannot change the policy. TRL logs the share of such groups as
``frac_reward_zero_std`` (and the mean reward as ``reward``); nothing stops the run.

``ZeroVarianceGuard`` is a ``transformers.TrainerCallback`` for any ``trl.GRPOTrainer``::

    guard = ZeroVarianceGuard(stop_after=10)
    trainer = GRPOTrainer(..., callbacks=[guard])
    trainer.train()
    guard.stopped_at  # the global step it stopped at, or None

On every logged step it records the fraction of zero-variance groups and the mean reward (``guard.history``, and a
log line), warns once after ``warn_after`` logged steps in a row with no group that had variance, and with
``stop_after = N`` stops training (``control.should_training_stop``) with a clear message after N such steps in a
row. A logged step is a step when ``logging_steps = 1``; with larger values TRL averages over the window, so a
logged ``frac_reward_zero_std`` of 1.0 still means that no group in the window had variance.
"""

from __future__ import annotations

import logging
import math

from transformers import TrainerCallback

log = logging.getLogger("bank_gym.train.grpo")

ADVICE = ("start from a stronger SFT model, train on families whose pass rate is between about 10% and 90% "
          "(bank_gym.integrations.curriculum), add dense reward functions (reward_components, --reward shaped), "
          "or raise --num_generations / --temperature")


class ZeroVarianceGuard(TrainerCallback):
    """Log the zero-variance fraction and mean reward per logged GRPO step; warn, and optionally stop, when no group
    has had reward variance for a number of logged steps in a row (see the module docstring)."""

    def __init__(self, stop_after: int | None = None, warn_after: int = 5):
        if stop_after is not None and stop_after < 1:
            raise ValueError("stop_after must be at least 1 (or None: never stop)")
        self.stop_after = stop_after
        self.warn_after = warn_after
        self.streak = 0  # logged steps in a row where no group had reward variance
        self.history: list[dict] = []  # {"step", "frac_reward_zero_std", "reward", "streak"} per logged step
        self.warned = False
        self.stopped_at: int | None = None

    @property
    def message(self) -> str | None:
        """Why training stopped (None while it has not)."""
        if self.stopped_at is None:
            return None
        return (f"GRPO stopped at step {self.stopped_at}: for {self.streak} logged steps in a row no group of rollouts "
                f"had different rewards (frac_reward_zero_std = 1), so every advantage, the loss and the gradients "
                f"were 0 and nothing was being learned (--stop_after_zero_variance {self.stop_after}). To get a "
                f"signal: {ADVICE}")

    def on_log(self, args, state, control, logs=None, **kwargs):
        if not logs or "frac_reward_zero_std" not in logs:
            return
        frac = float(logs["frac_reward_zero_std"])
        reward = float(logs["reward"]) if logs.get("reward") is not None else math.nan
        self.streak = self.streak + 1 if frac >= 1.0 else 0
        self.history.append({"step": state.global_step, "frac_reward_zero_std": frac, "reward": reward,
                             "streak": self.streak})
        log.info("GRPO step %d: mean reward %.4f, zero-variance groups %.0f%%%s", state.global_step, reward,
                 100 * frac, f" ({self.streak} logged steps in a row without variance)" if self.streak else "")
        if self.streak >= self.warn_after and not self.warned:
            self.warned = True
            log.warning("GRPO: %d logged steps in a row where every group of rollouts got the same reward "
                        "(frac_reward_zero_std = 1): the advantages are 0 and the policy does not change. To get a "
                        "signal: %s", self.streak, ADVICE)
        if self.stop_after is not None and self.streak >= self.stop_after and self.stopped_at is None:
            self.stopped_at = state.global_step
            control.should_training_stop = True
            log.error("%s", self.message)

    def summary(self) -> dict:
        """Per-run numbers for a metrics file: logged steps, steps without variance, the longest streak, the mean
        zero-variance fraction and where (if anywhere) the guard stopped the run."""
        fracs = [h["frac_reward_zero_std"] for h in self.history]
        return {"logged_steps": len(fracs), "steps_without_variance": sum(f >= 1.0 for f in fracs),
                "longest_streak": max((h["streak"] for h in self.history), default=0),
                "mean_frac_reward_zero_std": sum(fracs) / len(fracs) if fracs else None,
                "stopped_at": self.stopped_at, "stop_after": self.stop_after}
