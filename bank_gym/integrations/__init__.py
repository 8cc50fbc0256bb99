"""Adapters that plug IndianBank-v2 into training libraries.

* :mod:`bank_gym.integrations.trl_env`: ``BankToolEnv`` for ``trl.GRPOTrainer(environment_factory=...)`` and
  ``make_dataset``. Imported lazily so ``import bank_gym.integrations`` never pulls in TRL or torch.
* :mod:`bank_gym.integrations.tiny_model`: ``build_tiny_model``, the small offline model (byte-level BPE tokenizer,
  Qwen2-architecture config, TRL's ``qwen2_5`` chat template) the tests and CPU runs train.
"""

from __future__ import annotations

from typing import Any

__all__ = ["BankToolEnv", "make_dataset", "make_env_class"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import trl_env

        return getattr(trl_env, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
