"""Other names a customer's records go by, shared by the scripted customer (which record a proposal names) and the
verdict (whether a proposal named the record the write changed)."""

from __future__ import annotations

import re

from ..language.writes import ALIAS_AND, AMOUNT_ALIAS, DATE_ALIAS, WORDS_ALIAS

__all__ = ["REPEATED", "aliases_of"]

# words that single out the later of two identical statement lines
REPEATED = ("second", "repeated", "repeat", "duplicate", "duplicated", "double", "twice", "again", "extra", "later",
            "latter", "दूसरी", "दूसरा", "दूसरे", "दोहराई", "दोहराए", "दोहराया", "दोबारा", "दुबारा", "डुप्लीकेट", "डुप्लिकेट",
            "दो बार", "अतिरिक्त", "बाद वाली", "बाद वाला", "बाद वाले", "doosri", "dusri", "doosra", "dusra", "doosre", "dusre",
            "dobara", "dubara", "dobaara", "dubaara", "do baar", "baad wali", "baad wala", "baad wale")


def aliases_of(customer, bank=None) -> dict[str, list[str]]:
    """Other names the customer's records go by: a card's and an account's last four digits, a mandate's payee,
    a service charge's levy date ("the ₹177 charge of 2026-07-05", where no other charge of the account has that
    date; given the ``bank`` the charges are worked out from)."""
    out: dict[str, list[str]] = {}
    if bank is not None:
        from ..bank.servicing import account_charges, card_statement

        for account_id in customer.accounts:
            charges = account_charges(bank, customer.customer_id, account_id)
            days = [c.levied_on for c in charges]
            for c in charges:
                if days.count(c.levied_on) == 1:
                    out[c.charge_id] = [f"{DATE_ALIAS}{c.levied_on.isoformat()}"]
        # a credit-card purchase by its merchant or its date ("the Netflix charge of 2026-07-02"), where no other
        # line of the card's statement has that merchant or date
        for card_id in customer.cards:
            statement = card_statement(bank, customer.customer_id, card_id)
            lines = [x for x in (getattr(statement, "lines", None) or ()) if x.kind == "purchase"]
            merchants, days = [x.merchant.lower() for x in lines], [x.date for x in lines]
            for x in lines:
                names = [x.merchant.lower()] if len(x.merchant) >= 4 and merchants.count(x.merchant.lower()) == 1 else []
                out[x.txn_id] = names + ([f"{DATE_ALIAS}{x.date.isoformat()}"] if days.count(x.date) == 1 else [])
                # the later of a purchase charged twice is "the second / repeated ₹729 BigBasket charge" ("दूसरी एंट्री"):
                # its amount, its merchant or date, and a repeat word
                if any((t.date, t.txn_id) < (x.date, x.txn_id) for t in statement.twins(x)):
                    names = (re.sub(r"[&|]", " ", n.lower()).strip() for n in (x.merchant, x.description))
                    named = WORDS_ALIAS + "|".join([*names, f"{DATE_ALIAS}{x.date.isoformat()}"])
                    out[x.txn_id].append(ALIAS_AND.join((f"{AMOUNT_ALIAS}{x.amount}", named, WORDS_ALIAS + "|".join(REPEATED))))
    for card in customer.cards.values():
        out[card.card_id] = [card.masked_number[-4:]]
    for account in customer.accounts.values():
        out[account.account_id] = [account.account_id[-4:]]
    for mandate in customer.mandates.values():
        out[mandate.mandate_id] = [mandate.payee]
    # a transaction by its counterparty ("the UPI payment to Myntra"), its date ("the withdrawal on 2026-07-02") or
    # its date and amount ("the ₹500 withdrawal of 2 July"), where no other transaction of the customer has them
    # (else the name picks none)
    parties: dict[str, list[str]] = {}
    for account in customer.accounts.values():
        for txn in account.transactions:
            if txn.counterparty and len(txn.counterparty) >= 4:
                parties.setdefault(txn.counterparty.lower(), []).append(txn.txn_id)
            day = f"{DATE_ALIAS}{txn.date.isoformat()}"
            parties.setdefault(day, []).append(txn.txn_id)
            parties.setdefault(f"{day}{ALIAS_AND}{AMOUNT_ALIAS}{abs(txn.amount)}", []).append(txn.txn_id)
    for party, ids in parties.items():
        if len(ids) == 1:
            out.setdefault(ids[0], []).append(party)
    return out
