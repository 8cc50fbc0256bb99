"""How a proposal names the writes of the held-out servicing tools (``tools.kyc_nomination``,
``tools.cheque_services``, ``tools.tax_certificates``): a re-KYC, a new nomination, a cheque confirmed under
Positive Pay, a Form 121 recorded, a tax certificate sent. ``write_actions`` adds these to its tables, so
``named_actions`` reads them as it reads the release's writes (in English, Hindi and Hinglish: a noun and, after it,
the verb the assistant will do, "केवाईसी अपडेट करेंगे", "nominee update karenge"); each action key is the tool's name.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .write_actions import _GAP, _HGAP, _LONG_GAP, _noun, _verbs

__all__ = ["ENGLISH_ACTIONS", "LOCAL_ACTIONS", "REQUEST_LIKE", "expected"]

_KYC = r"re-?kyc|kyc|know your customer|री-?केवाईसी|केवाईसी|के\.वाई\.सी\."
_NOMINEE = r"nominees?|nominations?|नॉमिनी|नामिनी|नॉमिनेशन|नामांकन|नामित"
_POSITIVE_PAY = r"positive[- ]pay|पॉजिटिव[- ]पे|पॉज़िटिव[- ]पे|पोजिटिव[- ]पे"
_FORM_121 = r"form[- ]?121|फॉर्म[- ]?121|फ़ॉर्म[- ]?121|फार्म[- ]?121"
_CERTIFICATE = (r"certificates?|form[- ]?16a|form[- ]?131|सर्टिफिकेट|सर्टिफ़िकेट|प्रमाणपत्र|प्रमाण[- ]पत्र|"
                r"फॉर्म[- ]?16ए|फ़ॉर्म[- ]?16ए|फॉर्म[- ]?16a")

ENGLISH_ACTIONS: dict[str, str] = {
    "update_kyc": r"\b(?:update|renew|complete|record|submit|register|process|do|file|log|refresh|redo|accept|take)\w*\b"
                  + _GAP + r"\b(?:re-?kyc|kyc|know your customer)\b|\bre-?kyc\b|\bkyc (?:update|updation|renewal)\b",
    "update_nominees": r"\b(?:update|change|register|add|set|replace|record|modify|make|appoint|name|revise|submit)\w*\b"
                       + _GAP + r"\b(?:nominees?|nominations?)\b|\bnominat(?:e|ing)\b",
    "register_positive_pay": r"\b(?:register|confirm|submit|record|enter|set up|add|file|log|place|lodge|do|enable|"
                             r"share|upload)\w*\b" + _GAP + r"\bpositive[- ]pay\b|\bpositive[- ]pay (?:registration|"
                             r"confirmation)\b",
    "submit_form_121": r"\b(?:submit|file|record|register|lodge|upload|accept|take|process|log|put|place|enter)\w*\b"
                       + _GAP + r"\bform[- ]?121\b|\bform[- ]?121 (?:declaration|submission)\b",
    "request_tax_certificate": r"\b(?:email|e-mail|send|request|generate|issue|mail|share|download|get|arrange|"
                               r"dispatch)\w*\b" + _GAP + r"\b(?:certificates?|form[- ]?16a|form[- ]?131)\b",
}

_UPDATE = _verbs(r"अपडेट|पूरा|पूरी|रिन्यू|दर्ज|जमा|सबमिट|रिकॉर्ड|करवा", r"darj|jama|poora|pura|poori|puri",
                 r"update|complete|renew|record|submit|register|process")

LOCAL_ACTIONS: dict[str, list[str]] = {
    "update_kyc": [_noun(_KYC) + _LONG_GAP + _UPDATE],
    "update_nominees": [_noun(_NOMINEE) + _LONG_GAP
                        + _verbs(r"अपडेट|बदल|दर्ज|जोड़|जोड|रजिस्टर|बना|रख|नियुक्त|सेट", r"badal|badl|jod|bana|rakh|darj",
                                 r"update|change|register|add|set|record|replace|appoint|modify")],
    "register_positive_pay": [_noun(_POSITIVE_PAY) + _LONG_GAP
                              + _verbs(r"दर्ज|रजिस्टर|कन्फर्म|पुष्टि|सबमिट|लगा|डाल|रिकॉर्ड", r"darj|daal|laga",
                                       r"register|confirm|submit|record|enable|set|share|upload")],
    "submit_form_121": [_noun(_FORM_121) + _LONG_GAP
                        + _verbs(r"जमा|दर्ज|सबमिट|फाइल|रजिस्टर|रिकॉर्ड|स्वीकार", r"jama|darj",
                                 r"submit|file|register|record|upload|accept|process")],
    "request_tax_certificate": [_noun(_CERTIFICATE) + _HGAP
                                + _verbs(r"ईमेल|ई-मेल|भेज|भिजवा|जारी|जनरेट|डाउनलोड|मेल|देंगे",
                                         r"bhej|bhijwa|bhijva|jari|jaari",
                                         r"email|e-mail|mail|send|generate|issue|download|share")],
}
# writes the bank takes as a request: "shall I register this request?" asks for the one the message describes
REQUEST_LIKE = frozenset({"register_positive_pay", "submit_form_121", "request_tax_certificate", "update_kyc",
                          "update_nominees"})


def expected(name: str, arguments: Mapping[str, Any]) -> frozenset[str] | None:
    """The action keys that name one of these writes (None: not one of them). A re-KYC that declares a new address
    is an address update too ("I'll update your address in your KYC")."""
    if name not in ENGLISH_ACTIONS:
        return None
    if name == "update_kyc" and arguments.get("declaration") == "address_changed":
        return frozenset({name, "update_address"})
    return frozenset({name})
