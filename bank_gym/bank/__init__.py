"""The synthetic bank: models, generator, formulas, and the episode state with its normalized hash."""

from .generator import DEFAULT_CUSTOMERS, DEFAULT_SEED, generate_bank, load_bank
from .state import Bank, EpisodeState

__all__ = ["DEFAULT_CUSTOMERS", "DEFAULT_SEED", "Bank", "EpisodeState", "generate_bank", "load_bank"]
