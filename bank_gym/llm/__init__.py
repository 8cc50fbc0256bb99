"""Model backends shared by agents and simulated customers: any OpenAI-compatible endpoint
(``openai_client``) and local transformers checkpoints (``local``, imported only when used: it needs torch)."""

from .openai_client import (
    add_usage,
    create_with_retries,
    empty_usage,
    infrastructure_reason,
    is_retryable,
    make_client,
    preflight,
    resolve_api_key,
    to_wire_messages,
)

__all__ = ["add_usage", "create_with_retries", "empty_usage", "infrastructure_reason", "is_retryable", "make_client",
           "preflight", "resolve_api_key", "to_wire_messages"]
