"""Exact money: integer paise in state, rupees at the edges.

``to_paise(100000) == to_paise(100000.0) == to_paise("100000.00") == 10_000_000``. Floats are read through
their shortest decimal representation, so ``0.1`` is exactly ten paise. Amounts with more than two decimals
are rejected rather than silently rounded.
"""

from __future__ import annotations

import math
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

PAISE = Decimal(100)
TWO_PLACES = Decimal("0.01")


class MoneyError(ValueError):
    """An amount that cannot be represented exactly in paise."""


def to_decimal(value: object) -> Decimal:
    """A rupee amount as an exact Decimal. Accepts int, float, Decimal and numeric strings; not bool."""
    if isinstance(value, bool):
        raise MoneyError("an amount must be a number, not true/false")
    if isinstance(value, float):
        if not math.isfinite(value):
            raise MoneyError("an amount must be a finite number")
        value = repr(value)
    try:
        amount = Decimal(value) if not isinstance(value, Decimal) else value
    except (InvalidOperation, TypeError, ValueError):
        raise MoneyError(f"not an amount: {str(value)[:40]!r}") from None
    if not amount.is_finite():
        raise MoneyError("an amount must be a finite number")
    return amount


def to_paise(value: object) -> int:
    """Rupees (int/float/Decimal/str) to integer paise; more than two decimals is an error."""
    amount = to_decimal(value)
    scaled = amount * PAISE
    if scaled != scaled.to_integral_value():
        raise MoneyError(f"{amount} has more than two decimal places")
    return int(scaled)


def round_paise(amount_rupees: Decimal) -> int:
    """Round a computed rupee amount half-up to whole paise (how interest and EMIs are rounded)."""
    return int((amount_rupees * PAISE).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def rupees(paise: int) -> int | float:
    """Paise as a JSON number of rupees: an int when whole, else a float with two decimals."""
    if paise % 100 == 0:
        return paise // 100
    return float(Decimal(paise) / PAISE)


def rate_pct(bps: int) -> float:
    """Basis points as a percentage number (710 -> 7.1)."""
    return float(Decimal(bps) / PAISE)


def to_bps(rate: object) -> int:
    """A percentage (7.1, "7.10") to basis points; more than two decimals is an error."""
    return to_paise(rate)


def group_indian(n: int) -> str:
    """Indian digit grouping: 12345678 -> '1,23,45,678'."""
    s = str(abs(n))
    if len(s) > 3:
        head, tail = s[:-3], s[-3:]
        parts = []
        while len(head) > 2:
            parts.insert(0, head[-2:])
            head = head[:-2]
        if head:
            parts.insert(0, head)
        s = ",".join(parts + [tail])
    return ("-" if n < 0 else "") + s


def format_inr(paise: int) -> str:
    """'₹1,23,456.50'; whole amounts without decimals ('₹2,00,000')."""
    sign = "-" if paise < 0 else ""
    whole, frac = divmod(abs(paise), 100)
    text = f"₹{group_indian(whole)}"
    if frac:
        text += f".{frac:02d}"
    return sign + text
