"""Sequencing families (22): ordered multi-step requests with data dependencies (up to 6 calls), one module per
group of products."""

# registered in this order (the release's task order depends on it)
from . import deposits, cards_and_payments, disputes_and_requests, multi_product  # noqa: F401,I001
