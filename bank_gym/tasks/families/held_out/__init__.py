"""Held-out families (``held_out_family``): only the generalization split (``test_ood``) holds them, never the
release, the training splits or ``bank-gym tasks generate``. Each is a request the released families never make,
served with tools no released task calls."""

from . import card_servicing, payment_servicing, records_and_cheques, tax_documents  # noqa: F401  (registration)
