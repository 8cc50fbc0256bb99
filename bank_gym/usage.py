"""Model usage of a run and what it cost: tokens, calls, retries and seconds waiting per model, summed from the
session records; costs in any currency from prices per million tokens (``bank-gym report --prices``)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

__all__ = ["USAGE_KEYS", "PricesError", "costs_of", "parse_prices", "usage_lines", "usage_of"]


USAGE_KEYS = ("calls", "prompt_tokens", "completion_tokens", "total_tokens", "retries", "seconds")


def usage_of(records: list) -> dict:
    """The run's model usage per side (``agent``, ``customer``): calls, prompt and completion tokens, retries and
    seconds spent waiting, summed over the sessions' records (0 for the oracle and the scripted customer)."""
    total = {side: dict.fromkeys(USAGE_KEYS, 0) for side in ("agent", "customer")}
    for record in records:
        usage = record.usage or {}
        for side in total:
            part = usage.get(side)
            if not isinstance(part, dict):
                continue
            for key in USAGE_KEYS:
                value = part.get(key, 0)
                if isinstance(value, (int, float)) and not isinstance(value, bool):
                    total[side][key] += value
    for side in total.values():
        side["seconds"] = round(float(side["seconds"]), 3)
    return total


class PricesError(ValueError):
    """Prices that are not ``{"currency": ..., "agent": {"prompt": P, "completion": C}, "customer": {...}}``."""


def parse_prices(value: str | Mapping | None) -> dict | None:
    """Prices per million tokens, from a JSON object or a JSON file's path: ``{"currency": "USD", "agent":
    {"prompt": 0.15, "completion": 0.60}, "customer": {"prompt": ..., "completion": ...}}`` (either side may be left
    out; ``currency`` defaults to USD). Raises ``PricesError`` with one line when they are malformed."""
    if value is None or value == "":
        return None
    data: Any = value
    if isinstance(value, str):
        text = value
        if not value.lstrip().startswith("{"):
            try:
                text = Path(value).read_text(encoding="utf-8")
            except OSError as exc:
                raise PricesError(f"--prices: {value} is neither a JSON object nor a readable file ({exc.strerror})") from None
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise PricesError(f"--prices is not JSON: {exc}") from None
    if not isinstance(data, Mapping):
        raise PricesError('--prices must be a JSON object, e.g. {"currency": "USD", "agent": {"prompt": 0.15, '
                          '"completion": 0.6}}')
    prices: dict = {"currency": str(data.get("currency") or "USD")}
    for side in ("agent", "customer"):
        part = data.get(side)
        if part is None:
            continue
        if not isinstance(part, Mapping) or set(part) - {"prompt", "completion"}:
            raise PricesError(f'--prices: "{side}" must be {{"prompt": PRICE, "completion": PRICE}} per million tokens')
        try:
            prices[side] = {k: float(part.get(k, 0.0)) for k in ("prompt", "completion")}
        except (TypeError, ValueError):
            raise PricesError(f"--prices: the {side}'s prices must be numbers") from None
        if any(v < 0 or v != v for v in prices[side].values()):
            raise PricesError(f"--prices: the {side}'s prices must be non-negative numbers")
    extra = set(data) - {"currency", "agent", "customer"}
    if extra:
        raise PricesError(f"--prices: unknown key(s) {', '.join(sorted(map(str, extra)))} (use currency, agent, customer)")
    return prices


def costs_of(usage: Mapping, prices: Mapping | None, sessions: int) -> dict | None:
    """What the run's tokens cost at ``prices`` (per million tokens): per side, in total and per session."""
    if not prices:
        return None
    out: dict = {"currency": prices["currency"]}
    total = 0.0
    for side in ("agent", "customer"):
        price = prices.get(side)
        if not price:
            continue
        part = usage.get(side) or {}
        cost = (part.get("prompt_tokens", 0) * price["prompt"] + part.get("completion_tokens", 0)
                * price["completion"]) / 1e6
        out[side] = round(cost, 6)
        total += cost
    out["total"] = round(total, 6)
    out["per_session"] = round(total / sessions, 6) if sessions else 0.0
    return out


def usage_lines(report: dict) -> list[str]:
    """The report's usage section as markdown lines."""
    usage, cost = report.get("usage") or {}, report.get("cost")
    n = report.get("n") or 0
    lines = ["", "## Usage and cost", ""]
    if not any((usage.get(side) or {}).get("calls") for side in ("agent", "customer")):
        return lines + ["No model calls: the agent and the customer ran without a model (e.g. the oracle and the "
                        "scripted customer)."]
    lines += ["| model | calls | prompt tokens | completion tokens | tokens per session | retries | seconds waiting |"
              + (f" cost ({cost['currency']}) |" if cost else ""),
              "|---|---:|---:|---:|---:|---:|---:|" + ("---:|" if cost else "")]
    for side in ("agent", "customer"):
        part = usage.get(side) or {}
        if not part.get("calls"):
            continue
        tokens = part.get("prompt_tokens", 0) + part.get("completion_tokens", 0)
        row = (f"| {side} | {part['calls']:,} | {part.get('prompt_tokens', 0):,} | {part.get('completion_tokens', 0):,} "
               f"| {tokens / n if n else 0:,.0f} | {part.get('retries', 0):,} | {part.get('seconds', 0):,.1f} |")
        if cost:
            row += f" {cost[side]:,.4f} |" if side in cost else " – |"
        lines.append(row)
    if cost:
        lines += ["", f"Total {cost['total']:,.4f} {cost['currency']} ({cost['per_session']:,.4f} per session), at the "
                  "given prices per million tokens."]
    else:
        lines += ["", "Costs in currency: pass prices per million tokens, e.g. `bank-gym report RUN --prices "
                  "'{\"currency\": \"USD\", \"agent\": {\"prompt\": 0.15, \"completion\": 0.6}}'`."]
    return lines
