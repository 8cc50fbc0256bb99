"""The words the scripted customer uses for what a proposal left out ("the amount", "कौन सा कार्ड", "kitne leaves"),
in each language: a reason the check gives is never said as it is written."""

from __future__ import annotations

import re

__all__ = ["missing_words"]

_MISSING_WORDS = {
    "amount": "the amount", "tenure": "the tenure", "deposit_id": "which deposit", "card_id": "which card",
    "mandate_id": "which mandate", "cheque_numbers": "the cheque number", "account_id": "which account",
    "related_transaction_id": "which transaction", "instruction": "the renewal instruction", "limit": "the limit",
    "date": "the dates", "leaves": "the number of leaves", "pincode": "the address", "request type": "what request it is",
    "details": "the details", "charge": "how much the charge is", "nominee name": "the nominee's name",
    "nominee guardian_name": "the guardian's name",
}

_LOCAL_MISSING_WORDS = {
    "hi": {"amount": "राशि", "tenure": "अवधि", "deposit_id": "कौन सा डिपॉज़िट", "card_id": "कौन सा कार्ड",
           "mandate_id": "कौन सा मैंडेट", "cheque_numbers": "चेक नंबर", "account_id": "कौन सा खाता",
           "related_transaction_id": "कौन सा लेन-देन", "instruction": "नवीनीकरण का निर्देश", "limit": "सीमा (लिमिट)",
           "date": "तारीख़ें", "leaves": "चेक बुक में कितने पन्ने", "pincode": "पता", "request type": "किस तरह की रिक्वेस्ट",
           "details": "पूरा विवरण", "charge": "शुल्क कितना है", "nominee name": "नॉमिनी का नाम",
           "nominee guardian_name": "अभिभावक का नाम"},
    "hinglish": {"amount": "amount", "tenure": "tenure", "deposit_id": "kaunsa deposit", "card_id": "kaunsa card",
                 "mandate_id": "kaunsa mandate", "cheque_numbers": "cheque number", "account_id": "kaunsa account",
                 "related_transaction_id": "kaunsa transaction", "instruction": "renewal instruction", "limit": "limit",
                 "date": "dates", "leaves": "kitne leaves", "pincode": "address", "request type": "kis type ki request",
                 "details": "poori details", "charge": "charge kitna hai", "nominee name": "nominee ka naam",
                 "nominee guardian_name": "guardian ka naam"},
}
_AND = {"en": " and ", "hi": " और ", "hinglish": " aur "}


def missing_words(missing: list[str], language: str = "en") -> str:
    table = _MISSING_WORDS if language == "en" else _LOCAL_MISSING_WORDS[language]
    # a reason the table has no words for ("wrong action (none named)") is asked for as the details, never
    # said as it is written
    def words(m: str) -> str:
        if m in table:
            return table[m]
        plain = language == "en" and re.fullmatch(r"[a-z_ ]+", m) is not None  # "international channel"
        return m.replace("_", " ") if plain else table["details"]
    names = list(dict.fromkeys(words(m) for m in missing))
    return _AND[language].join(names) if names else table["details"]
