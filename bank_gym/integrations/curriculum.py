"""A pass-rate curriculum for GRPO: draw tasks from the families the current model sometimes passes.

GRPO learns from groups of rollouts whose rewards differ. A family the model always fails (pass rate 0) or always
passes (1) gives groups with one reward, so advantages of 0 and no gradient. The most informative families are
those with a pass rate in between (about 10 %–90 %). This module estimates each family's pass rate *from the
training rollouts themselves*, and draws the next prompts accordingly:

* ``FamilyCurriculum`` keeps the last ``window`` outcomes (0/1, or any reward in [0, 1]) of each family,
  re-estimates the pass rates every ``update_every`` optimizer steps, and turns them into draw probabilities: a
  family inside ``band`` (or not yet measured: at the start every family is) gets weight 1, one outside gets 0;
  an exploration floor ``explore`` is then spread uniformly, so a family at 0 or 1 keeps probability
  ``explore / n_families`` and is measured again (never starved). When no family is in the band, the draw is
  uniform.
* ``CurriculumSampler`` is a ``torch`` sampler with the shape of TRL's ``RepeatSampler`` (each prompt index
  repeated ``mini_repeat_count`` = ``num_generations`` times in a row, ``batch_size`` prompts per generation
  batch, the batch repeated ``repeat_count`` times), whose prompts are drawn by the curriculum's current
  probabilities (a family, then the next row of that family in a seeded shuffled cycle). Indices are produced
  lazily, so a re-estimate changes the next generation batches (a DataLoader may have fetched one ahead).
* ``curriculum_reward(curriculum, family_of)`` is a TRL reward function that feeds every rollout's outcome
  (by default the verdict's ``passed`` of the ``BankToolEnv`` episode) to the curriculum; give it weight 0 to
  only observe.
* ``CurriculumCallback`` ends a curriculum step at every optimizer step and adds ``curriculum/pass_rate/<family>``
  and ``curriculum/prob/<family>`` to the logs.
* ``with_curriculum(GRPOTrainer, curriculum, family_of)`` is a subclass of the trainer that samples its training
  prompts with ``CurriculumSampler`` and registers the callback.

Everything is deterministic for a seed: the same seed and the same sequence of recorded outcomes give the same
draws. ``family_of`` maps a dataset row's ``task_id`` to its family (``{t.task_id: t.family for t in tasks}``)::

    curriculum = FamilyCurriculum(sorted({t.family for t in tasks}), update_every=5, seed=0)
    trainer_class = with_curriculum(GRPOTrainer, curriculum, family_of)
    trainer = trainer_class(model=..., reward_funcs=[curriculum_reward(curriculum, family_of), ...],
                            reward_weights=[0.0, ...], environment_factory=BankToolEnv.configured(tasks=tasks), ...)
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any

__all__ = ["CurriculumCallback", "CurriculumSampler", "FamilyCurriculum", "curriculum_reward", "with_curriculum"]


class FamilyCurriculum:
    """Per-family pass rates from recorded rollouts, re-estimated every ``update_every`` steps, and the draw
    probabilities they give (see the module docstring)."""

    def __init__(self, families: Iterable[str], *, update_every: int = 1, band: tuple[float, float] = (0.1, 0.9),
                 explore: float = 0.1, window: int = 32, min_rollouts: int = 4, seed: int = 0):
        self.families = list(dict.fromkeys(families))
        if not self.families:
            raise ValueError("a curriculum needs at least one family")
        if update_every < 1 or window < 1 or min_rollouts < 1:
            raise ValueError("update_every, window and min_rollouts must be at least 1")
        if not 0.0 <= band[0] <= band[1] <= 1.0 or not 0.0 < explore <= 1.0:
            raise ValueError("band must be 0 <= low <= high <= 1 and explore in (0, 1]")
        self.update_every, self.band, self.explore = update_every, band, explore
        self.window, self.min_rollouts, self.seed = window, min_rollouts, seed
        self.outcomes: dict[str, deque] = {f: deque(maxlen=window) for f in self.families}
        self.recorded = dict.fromkeys(self.families, 0)  # rollouts seen per family, ever
        self.rates: dict[str, float | None] = dict.fromkeys(self.families)  # None: not measured yet
        self.steps = 0
        self.updates = 0

    def record(self, family: str, outcome: float) -> None:
        """One rollout's outcome (1.0 passed, 0.0 failed; any value in [0, 1]) for ``family``."""
        if family not in self.outcomes:
            raise KeyError(f"{family!r} is not a family of this curriculum")
        self.outcomes[family].append(min(1.0, max(0.0, float(outcome))))
        self.recorded[family] += 1

    def end_step(self) -> bool:
        """Count an optimizer step; every ``update_every`` steps re-estimate the pass rates. True when it did."""
        self.steps += 1
        if self.steps % self.update_every:
            return False
        self.update()
        return True

    def update(self) -> None:
        """Re-estimate each family's pass rate from its last ``window`` outcomes (families with fewer than
        ``min_rollouts`` keep their last estimate, ``None`` at first)."""
        for family, seen in self.outcomes.items():
            if len(seen) >= self.min_rollouts:
                self.rates[family] = sum(seen) / len(seen)
        self.updates += 1

    def in_band(self, family: str) -> bool:
        rate = self.rates[family]
        return rate is None or self.band[0] <= rate <= self.band[1]

    def probabilities(self) -> dict[str, float]:
        """Draw probability per family: ``explore`` spread uniformly plus ``1 - explore`` over the families in the
        band or not measured yet (uniform over all when none is)."""
        n = len(self.families)
        chosen = [f for f in self.families if self.in_band(f)] or self.families
        share = (1.0 - self.explore) / len(chosen)
        return {f: self.explore / n + (share if f in chosen else 0.0) for f in self.families}

    def draw(self, rng: random.Random) -> str:
        probs = self.probabilities()
        return rng.choices(self.families, weights=[probs[f] for f in self.families])[0]

    def metrics(self) -> dict[str, float]:
        """Loggable numbers: each family's estimated pass rate (when measured) and draw probability, and the share
        of families in the band."""
        out: dict[str, float] = {}
        for family, p in self.probabilities().items():
            if self.rates[family] is not None:
                out[f"curriculum/pass_rate/{family}"] = self.rates[family]
            out[f"curriculum/prob/{family}"] = p
        out["curriculum/families_in_band"] = sum(self.in_band(f) for f in self.families) / len(self.families)
        return out


class CurriculumSampler:
    """Prompt indices for ``GRPOTrainer`` drawn by a ``FamilyCurriculum``, in ``RepeatSampler``'s shape (see the
    module docstring). ``row_families[i]`` is the family of dataset row ``i``."""

    def __init__(self, curriculum: FamilyCurriculum, row_families: Sequence[str], mini_repeat_count: int = 1,
                 batch_size: int = 1, repeat_count: int = 1, seed: int | None = None):
        self.curriculum = curriculum
        self.rows: dict[str, list[int]] = {f: [] for f in curriculum.families}
        for index, family in enumerate(row_families):
            if family not in self.rows:
                raise ValueError(f"row {index} is of family {family!r}, which the curriculum does not know")
            self.rows[family].append(index)
        empty = [f for f, rows in self.rows.items() if not rows]
        if empty:
            raise ValueError(f"no dataset row of the curriculum's families {', '.join(empty)}")
        self.num_rows = len(row_families)
        self.mini_repeat_count, self.batch_size, self.repeat_count = mini_repeat_count, batch_size, repeat_count
        self.rng = random.Random(curriculum.seed if seed is None else seed)
        self.cycles: dict[str, list[int]] = {f: [] for f in self.rows}

    def next_row(self, family: str) -> int:
        """The next row of ``family``: its rows in a shuffled order, reshuffled when all were used."""
        if not self.cycles[family]:
            self.cycles[family] = self.rng.sample(self.rows[family], len(self.rows[family]))
        return self.cycles[family].pop()

    def draw(self) -> int:
        return self.next_row(self.curriculum.draw(self.rng))

    def __iter__(self) -> Iterator[int]:
        for _ in range(self.num_rows // self.batch_size):
            chunk = [self.draw() for _ in range(self.batch_size)]  # drawn with the probabilities of this moment
            for _ in range(self.repeat_count):
                for index in chunk:
                    yield from [index] * self.mini_repeat_count

    def __len__(self) -> int:
        return (self.num_rows // self.batch_size) * self.batch_size * self.mini_repeat_count * self.repeat_count


def episode_outcome(environment: Any) -> float | None:
    """The verdict's ``passed`` of a finished ``BankToolEnv`` episode (its unfinished episode is closed first)."""
    if environment is None:
        return None
    environment.get_reward()  # idempotent: ends an unfinished episode as TRL's env reward column does
    verdict = getattr(environment, "verdict", None) or {}
    return float(bool(verdict.get("passed")))


def curriculum_reward(curriculum: FamilyCurriculum, family_of: Mapping[str, str],
                      outcome: Callable[[Any], float | None] = episode_outcome, name: str = "curriculum_passed"):
    """A TRL reward function that records each rollout's ``outcome(environment)`` for the family of its row's
    ``task_id`` and returns those outcomes (give it reward weight 0 to only observe)."""

    def reward(prompts, completions, environments=None, task_id=None, **kwargs):
        environments = environments or [None] * len(prompts)
        task_ids = task_id or [None] * len(prompts)
        values = []
        for environment, tid in zip(environments, task_ids, strict=False):
            value = outcome(environment)
            if value is not None and tid in family_of:
                curriculum.record(family_of[tid], value)
            values.append(value)
        return values

    reward.__name__ = name
    return reward


def _callback_base():
    from transformers import TrainerCallback

    return TrainerCallback


class CurriculumCallback(_callback_base()):
    """Ends a curriculum step at every optimizer step and adds the curriculum's metrics to every log."""

    def __init__(self, curriculum: FamilyCurriculum):
        self.curriculum = curriculum

    def on_step_end(self, args, state, control, **kwargs):
        self.curriculum.end_step()

    def on_log(self, args, state, control, logs=None, **kwargs):
        if logs is not None and "loss" in logs:  # training logs only
            logs.update(self.curriculum.metrics())


def with_curriculum(trainer_class: type, curriculum: FamilyCurriculum, family_of: Mapping[str, str]) -> type:
    """A subclass of ``trainer_class`` (``trl.GRPOTrainer``) that draws its training prompts with
    ``CurriculumSampler`` and re-estimates the curriculum every ``update_every`` steps (``CurriculumCallback``,
    placed first so that later callbacks, e.g. a JSONL logger, see its metrics)."""

    class CurriculumTrainer(trainer_class):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.callback_handler.callbacks.insert(0, CurriculumCallback(curriculum))

        def _get_train_sampler(self, dataset=None):
            dataset = self.train_dataset if dataset is None else dataset
            families = [family_of[t] for t in dataset["task_id"]]
            return CurriculumSampler(curriculum, families, mini_repeat_count=self.num_generations,
                                     batch_size=self.args.generation_batch_size // self.num_generations,
                                     repeat_count=self.num_iterations * self.args.steps_per_generation,
                                     seed=self.args.seed)

    CurriculumTrainer.__name__ = CurriculumTrainer.__qualname__ = f"Curriculum{trainer_class.__name__}"
    return CurriculumTrainer
