"""Held-out families: only the generalization split (``test_ood``) holds them (``families.held_out_family``)."""

from . import records_and_cheques, tax_documents  # noqa: F401
