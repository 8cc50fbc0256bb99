"""The bank tools: the 34 of the release (20 reads, 13 writes: 11 that change records, 2 that only request a service;
and the human transfer), then those the held-out families need. Importing this package registers them all in
catalogue order."""

from __future__ import annotations

from . import (  # noqa: F401  (imported for registration)
    accounts,
    card_services,
    cards,
    cheque_services,
    cheques,
    deposits,
    handoff,
    insurance,
    knowledge,
    kyc_nomination,
    loans,
    mandates,
    payment_services,
    products,
    profile,
    requests,
    tax_certificates,
)
from .registry import REGISTRY, Tool, ToolError, ToolResult, execute, tool_schemas, validate_arguments

# The public catalogue order (TauIndianBankBench's, with the transfer exposed under its real name).
CATALOGUE = (
    "search_knowledge_base", "get_account_balance", "get_account_details", "get_transaction_history",
    "get_fd_details", "get_rd_details", "get_deposit_loan_rates", "calculate_fd_maturity", "calculate_rd_maturity",
    "create_fd", "create_rd", "get_deposit_closure_quote", "close_deposit", "update_deposit_renewal",
    "get_loan_details", "get_loan_foreclosure_quote", "calculate_emi", "get_gold_rate", "calculate_gold_loan_ltv",
    "get_card_details", "toggle_card_freeze", "block_card", "set_card_controls", "show_mandates", "cancel_mandate",
    "stop_cheque_payment", "request_cheque_book", "request_duplicate_statement", "update_address", "raise_request",
    "get_request_status", "get_insurance_details", "get_products_and_offers", "transfer_to_human_agents",
    # the held-out families' servicing tools: KYC, nominees, cheques returned and Positive Pay, TDS and certificates
    "get_kyc_status", "update_kyc", "get_nominees", "update_nominees", "get_returned_cheques", "register_positive_pay",
    "get_tds_details", "submit_form_121", "get_loan_interest_summary", "request_tax_certificate",
    # servicing tools of the held-out families (issue 29): card statements, disputes and EMIs; payment traces,
    # payment disputes and service charges
    "get_card_statement", "raise_card_dispute", "get_card_emi_options", "convert_to_emi", "trace_transaction",
    "raise_payment_dispute", "get_account_charges", "reverse_charge", "dispute_charge",
)
_ordered = {name: REGISTRY[name] for name in CATALOGUE if name in REGISTRY}
REGISTRY.clear()
REGISTRY.update(_ordered)

READ_TOOLS = frozenset(n for n, t in REGISTRY.items() if t.kind == "read")
WRITE_TOOLS = frozenset(n for n, t in REGISTRY.items() if t.kind == "write")
RECORD_CHANGING_TOOLS = frozenset(n for n, t in REGISTRY.items() if t.changes_records)

__all__ = [
    "CATALOGUE", "READ_TOOLS", "RECORD_CHANGING_TOOLS", "REGISTRY", "WRITE_TOOLS", "Tool", "ToolError", "ToolResult",
    "execute", "tool_schemas", "validate_arguments",
]
