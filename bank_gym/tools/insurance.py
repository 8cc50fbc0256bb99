"""Insurance tools: the customer's PMJJBY, PMSBY and bancassurance policies."""

from __future__ import annotations

from ..bank.state import EpisodeState
from .common import IdList, lookup_each, view
from .registry import tool


@tool("read", set_like=("policy_ids",))
def get_insurance_details(state: EpisodeState, policy_ids: IdList) -> dict:
    """Get details of the customer's insurance policies (PMJJBY, PMSBY, term life, health, motor, home).

    Returns, per policy: name, insurer, type, sum assured and premium in INR, premium frequency, status
    (IN_FORCE, GRACE, LAPSED), start date, next premium date, auto-debit account and nominee.

    Args:
        policy_ids: The policy ids to look up, e.g. ["POL123456"].
    """
    policies, errors = lookup_each(state, "insurance", policy_ids, "insurance policy",
                                   lambda policy: view(policy, money=("sum_assured", "premium")))
    return {
        "policies": policies,
        "errors": errors,
        "note": "Premium payment problems, policy servicing and claim help go through a service request "
        "(category insurance_service).",
    }
