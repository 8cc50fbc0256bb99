"""bank_gym: IndianBank-v2, a Gymnasium environment and procedure-aware benchmark for tool-using banking
assistants.

``import bank_gym`` registers ``IndianBank-v2`` (entry point ``bank_gym.env:IndianBankEnv``), so both
``gym.make("IndianBank-v2")`` after the import and ``gym.make("bank_gym:IndianBank-v2")`` work. The heavy
pieces (the bank, tasks, scoring) load only when an environment is created.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .version import __version__

ENV_ID = "IndianBank-v2"
DEFAULT_MAX_STEPS = 200  # the env's default step budget (IndianBankEnv(max_steps=...)) and the spec's max_episode_steps

__all__ = ["ENV_ID", "IndianBankEnv", "__version__", "make_agent", "make_customer", "parse_action", "register_envs"]

if TYPE_CHECKING:  # pragma: no cover
    from .env import IndianBankEnv


def register_envs() -> None:
    """Register ``IndianBank-v2`` with Gymnasium (idempotent)."""
    from gymnasium.envs.registration import register, registry

    if ENV_ID not in registry:
        # max_episode_steps is the env's own step budget (``max_steps``, default 200, counted as in τ²-bench:
        # agent turns, customer replies and tool executions). A step() adds at least one of those, so the
        # TimeLimit that gym.make adds from the spec never cuts an episode before the env has ended and scored it.
        # reward_threshold: the binary reward is 1.0 exactly when the verdict passes.
        register(id=ENV_ID, entry_point="bank_gym.env:IndianBankEnv", nondeterministic=False,
                 max_episode_steps=DEFAULT_MAX_STEPS, reward_threshold=1.0)


register_envs()


def __getattr__(name: str) -> Any:  # lazy exports keep `import bank_gym` light
    if name == "IndianBankEnv":
        from .env import IndianBankEnv

        return IndianBankEnv
    if name == "make_agent":
        from .agents import make_agent

        return make_agent
    if name == "make_customer":
        from .customers import make_customer

        return make_customer
    if name == "parse_action":
        from .actions import parse_action

        return parse_action
    raise AttributeError(f"module 'bank_gym' has no attribute {name!r}")
