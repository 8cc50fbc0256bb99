"""Edge-case families (13): decline, ask, pick the reversible action, check a limit first."""

# registered in this order (the release's task order depends on it)
from . import cards_and_deposits, accounts_and_limits  # noqa: F401,I001
