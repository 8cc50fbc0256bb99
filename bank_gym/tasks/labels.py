"""What a fact is called, and how its value is said, in the language of a task (``tasks.lang``).

A task's facts are English data (``Fact.label`` "the maturity amount", outcome patterns such as "frozen", ISO
dates): the customer and the verdict check them the same way in every language. What changes is how they are
*said*: the oracle tells "परिपक्वता राशि: ₹1,05,000" to a Hindi customer and "maturity amount: ₹1,05,000" to a
Hinglish one, and a customer asks for a missing fact by its local name.

* ``local_label(label, language)``: the fact label of every released task in Hindi (Devanagari, with the usual
  banking loanwords) and Hinglish (Latin script, English banking words, Hindi grammar), written as noun phrases
  that read well both before ": value" and inside a question ("क्या आप मुझे परिपक्वता राशि बता सकते हैं?").
  A label naming a payee ("the payee Netflix") is rendered by pattern; any other unknown label gets a generic
  rendering (never an error).
* ``local_value(fact, language)``: the value as the oracle says it: ₹ amounts with lakh grouping, rates with
  %, ids and names as they are, dates "5 दिसंबर 2026" / "5 December 2026", tenures "7 दिन" / "7 din", outcome
  keys ("frozen") as words ("फ्रीज़ कर दिया गया है" / "freeze kar diya gaya hai").
* ``ASK_WANTED[language][key]``: what the assistant asks for, per reveal key ("खाता नंबर" / "account number").
* ``local_detail(text, language)``: one detail of a proposal (``Confirmation.must_mention``: an ISO date, a
  tenure "6 months", a word such as "freeze") in the language; ``LOCAL_WORDS`` holds those words.
"""

from __future__ import annotations

import re
from datetime import date

from ..bank.money import format_inr
from .model import Fact

__all__ = ["ASK_WANTED", "LOCAL_WORDS", "MONTHS", "OUTCOME_WORDS", "local_date", "local_detail", "local_fact",
           "local_label", "local_tenure", "local_value"]

# English label -> (Hindi, Hinglish)
_LABELS: dict[str, tuple[str, str]] = {
    # outcomes of a change ("that ..."): said as the status of the thing changed
    "that it is already cancelled": ("मैंडेट की स्थिति", "mandate ka status"),
    "that it is cancelled": ("मैंडेट की स्थिति", "mandate ka status"),
    "that it is closed": ("डिपॉज़िट की स्थिति", "deposit ka status"),
    "that it is enabled": ("सुविधा की स्थिति", "facility ka status"),
    "that it is frozen": ("कार्ड की स्थिति", "card ka status"),
    "that it is requested": ("अनुरोध की स्थिति", "request ka status"),
    "that it is updated": ("बदलाव की स्थिति", "change ka status"),
    "that online use is enabled": ("ऑनलाइन इस्तेमाल की स्थिति", "online use ka status"),
    "that the card is blocked": ("कार्ड की स्थिति", "card ka status"),
    "that the card is frozen": ("कार्ड की स्थिति", "card ka status"),
    "that the change is logged for verification": ("बदलाव की स्थिति", "change ka status"),
    "that the deposit is closed": ("डिपॉज़िट की स्थिति", "deposit ka status"),
    "that the instruction is updated": ("निर्देश की स्थिति", "instruction ka status"),
    "that the limit is updated": ("लिमिट की स्थिति", "limit ka status"),
    "that the statement is requested": ("स्टेटमेंट की स्थिति", "statement ka status"),
    "that the stop is placed": ("चेक की स्थिति", "cheque ka status"),
    "that you are being transferred": ("आगे की प्रक्रिया", "aage ka process"),
    "whether international online use is enabled": ("इंटरनेशनल ऑनलाइन इस्तेमाल की स्थिति",
                                                    "international online use ka status"),
    "whether online payments are enabled": ("ऑनलाइन पेमेंट की स्थिति", "online payments ka status"),
    # statuses
    "the account status": ("खाते की स्थिति", "account ka status"),
    "the card status": ("कार्ड की स्थिति", "card ka status"),
    "the cheque status": ("चेक की स्थिति", "cheque ka status"),
    "the new cheque status": ("चेक की नई स्थिति", "cheque ka naya status"),
    "the deposit status": ("डिपॉज़िट की स्थिति", "deposit ka status"),
    "the KYC status": ("केवाईसी की स्थिति", "KYC ka status"),
    "the mandate status": ("मैंडेट की स्थिति", "mandate ka status"),
    "your KYC status": ("आपकी केवाईसी की स्थिति", "aapka KYC status"),
    "the new status": ("नई स्थिति", "naya status"),
    "the status": ("रिक्वेस्ट की स्थिति", "request ka status"),
    # balances and limits
    "the usable balance": ("इस्तेमाल के लिए उपलब्ध बैलेंस", "usable balance"),
    "the usable balance now": ("अभी इस्तेमाल के लिए उपलब्ध बैलेंस", "abhi ka usable balance"),
    "the usable balance of the first account": ("पहले खाते में इस्तेमाल के लिए उपलब्ध बैलेंस",
                                                "pehle account ka usable balance"),
    "the usable balance of the second account": ("दूसरे खाते में इस्तेमाल के लिए उपलब्ध बैलेंस",
                                                 "doosre account ka usable balance"),
    "the credit card's available limit": ("क्रेडिट कार्ड की उपलब्ध लिमिट", "credit card ki available limit"),
    "the current ATM limit": ("मौजूदा एटीएम लिमिट", "abhi ki ATM limit"),
    "the new ATM limit": ("नई एटीएम लिमिट", "nayi ATM limit"),
    "the maximum ATM limit": ("अधिकतम एटीएम लिमिट", "maximum ATM limit"),
    "the new POS limit": ("नई पीओएस लिमिट", "nayi POS limit"),
    "the online limit": ("ऑनलाइन लेनदेन की लिमिट", "online transactions ki limit"),
    "the international online daily limit": ("इंटरनेशनल ऑनलाइन लेनदेन की दैनिक लिमिट",
                                             "international online transactions ki daily limit"),
    "the IMPS limit": ("आईएमपीएस की सीमा", "IMPS ki limit"),
    "the UPI limit": ("यूपीआई की सीमा", "UPI ki limit"),
    "the RTGS minimum": ("आरटीजीएस की न्यूनतम राशि", "RTGS ka minimum amount"),
    # deposits
    "the interest rate": ("ब्याज दर", "interest rate"),
    "the scheme rate": ("योजना की ब्याज दर", "scheme ka interest rate"),
    "the maturity amount": ("परिपक्वता राशि", "maturity amount"),
    "the maturity date": ("परिपक्वता की तारीख", "maturity date"),
    "the earlier maturity date": ("पहले आने वाली परिपक्वता की तारीख", "pehle aane wali maturity date"),
    "the net payout": ("कटौती के बाद मिलने वाली राशि", "net payout amount"),
    "the principal": ("मूलधन", "principal amount"),
    "the TDS": ("काटा गया टीडीएस", "kata gaya TDS"),
    "the TDS threshold": ("टीडीएस कटौती की सीमा", "TDS ki threshold limit"),
    "the new deposit number": ("नया डिपॉज़िट नंबर", "naya deposit number"),
    "the new RD number": ("नया आरडी नंबर", "naya RD number"),
    "the current maturity instruction": ("मौजूदा परिपक्वता निर्देश", "abhi ka maturity instruction"),
    "the new maturity instruction": ("नया परिपक्वता निर्देश", "naya maturity instruction"),
    "the new instruction": ("नया निर्देश", "naya instruction"),
    "the payout type": ("ब्याज भुगतान का प्रकार", "interest payout ka type"),
    "the nominee": ("नॉमिनी का नाम", "nominee ka naam"),
    # loans
    "the EMI": ("ईएमआई", "EMI amount"),
    "the correct EMI": ("सही ईएमआई", "sahi EMI"),
    "the recalculated EMI": ("दोबारा गणना की गई ईएमआई", "dobara calculate ki gayi EMI"),
    "the remaining EMIs": ("बाकी ईएमआई की संख्या", "baaki EMIs ki sankhya"),
    "the outstanding principal": ("बकाया मूलधन", "outstanding principal"),
    "the total payable": ("कुल देय राशि", "total payable amount"),
    "the foreclosure charge": ("फ़ोरक्लोज़र शुल्क", "foreclosure charge"),
    "the eligible loan": ("मिल सकने वाली लोन राशि", "eligible loan amount"),
    "the rate per gram": ("प्रति ग्राम दर", "per gram rate"),
    "the offer": ("आपके लिए ऑफ़र", "aapke liye offer"),
    # insurance, knowledge
    "the premium": ("प्रीमियम राशि", "premium amount"),
    "the due date": ("देय तारीख", "due date"),
    "the insurance cover": ("बीमा कवर", "insurance cover"),
    "the KYC period": ("केवाईसी अपडेट की अवधि", "KYC update ka period"),
    "the period": ("अवधि", "time period"),
    "the escalation route": ("शिकायत आगे ले जाने का रास्ता", "complaint escalate karne ka raasta"),
    # requests, transactions, cards, cheques
    "the request number": ("रिक्वेस्ट नंबर", "request number"),
    "the new request number": ("नया रिक्वेस्ट नंबर", "naya request number"),
    "the complaint number": ("शिकायत नंबर", "complaint number"),
    "the expected date": ("अनुमानित तारीख", "expected date"),
    "the expected resolution date": ("समाधान की अनुमानित तारीख", "resolution ki expected date"),
    "the replacement's expected date": ("रिप्लेसमेंट की अनुमानित तारीख", "replacement ki expected date"),
    "the date the reversal was due": ("रिवर्सल की नियत तारीख", "reversal ki due date"),
    "the compensation owed for the delay": ("देरी का बकाया मुआवज़ा", "delay ka baaki compensation"),
    "the amount credited back to you": ("आपके खाते में वापस आने वाली राशि",
                                        "aapke account mein wapas aane wala amount"),
    "the amount you bear": ("आपकी देनदारी की राशि", "aapki liability ka amount"),
    "the date it is credited back by": ("राशि वापस आने की आख़िरी तारीख", "amount wapas aane ki last date"),
    "the date the complaint is resolved by": ("शिकायत के निपटारे की आख़िरी तारीख",
                                              "complaint resolve hone ki last date"),
    "the delivery time": ("डिलीवरी में लगने वाला समय", "delivery mein lagne wala time"),
    "the transaction id": ("ट्रांज़ैक्शन आईडी", "transaction ID"),
    "the amount of the last transaction": ("पिछले लेनदेन की राशि", "last transaction ka amount"),
    "the last transaction amount": ("पिछले लेनदेन की राशि", "last transaction ka amount"),
    "the number of transactions": ("लेनदेन की संख्या", "transactions ki sankhya"),
    "the number of active mandates": ("सक्रिय मैंडेट की संख्या", "active mandates ki sankhya"),
    "the number of mandates on the account": ("खाते पर मैंडेट की संख्या", "account par mandates ki sankhya"),
    "the IFSC": ("आईएफ़एससी कोड", "IFSC code"),
    "the last four digits": ("आख़िरी चार अंक", "aakhri chaar digits"),
    # the held-out families: KYC, nominees, cheques returned and Positive Pay, TDS, Form 121, certificates
    "the re-KYC due date": ("री-केवाईसी की नियत तारीख", "re-KYC ki due date"),
    "the KYC reference number": ("केवाईसी रेफ़रेंस नंबर", "KYC reference number"),
    "the next KYC due date": ("अगली केवाईसी की नियत तारीख", "agle KYC ki due date"),
    "the date the new address is verified by": ("नए पते के सत्यापन की आख़िरी तारीख",
                                                "naye address ke verification ki last date"),
    "the expected delivery date": ("डिलीवरी की अनुमानित तारीख", "delivery ki expected date"),
    "the nomination reference number": ("नॉमिनेशन रेफ़रेंस नंबर", "nomination reference number"),
    "the number of nominees": ("नॉमिनी की संख्या", "nominees ki sankhya"),
    "a nominee now": ("अब का नॉमिनी", "ab ka nominee"),
    "the return reason": ("चेक लौटने का कारण", "cheque return hone ka reason"),
    "the return charge": ("चेक लौटने का शुल्क", "cheque return charge"),
    "the date it can be presented again until": ("चेक दोबारा जमा करने की आख़िरी तारीख",
                                                 "cheque dobara jama karne ki last date"),
    "the Positive Pay reference number": ("पॉज़िटिव पे रेफ़रेंस नंबर", "Positive Pay reference number"),
    "the Positive Pay minimum": ("पॉज़िटिव पे की न्यूनतम राशि", "Positive Pay ka minimum amount"),
    "the deposit interest paid this year": ("इस साल अब तक जमा पर मिला ब्याज", "is saal ab tak deposit par mila interest"),
    "the deposit interest paid": ("जमा पर मिला ब्याज", "deposit par mila interest"),
    "the TDS deducted": ("काटा गया टीडीएस", "kata gaya TDS"),
    "the Form 121 reference number": ("फ़ॉर्म 121 रेफ़रेंस नंबर", "Form 121 reference number"),
    "the date it is valid until": ("मान्य रहने की आख़िरी तारीख", "valid rehne ki last date"),
    "the date the certificate is available from": ("सर्टिफ़िकेट मिलने की तारीख", "certificate milne ki date"),
    "the certificate reference number": ("सर्टिफ़िकेट रेफ़रेंस नंबर", "certificate reference number"),
    "the loan interest paid": ("लोन पर चुकाया गया ब्याज", "loan par chukaya gaya interest"),
    "the principal repaid": ("चुकाया गया मूलधन", "chukaya gaya principal"),
    "the number of EMIs paid": ("चुकाई गई ईएमआई की संख्या", "chukayi gayi EMIs ki sankhya"),
    # the held-out servicing families: card statements, disputes and EMIs, ATM and transfer traces, charges
    "the transaction id of the repeated charge": ("दोबारा लगे चार्ज की ट्रांज़ैक्शन आईडी", "dobara lage charge ki transaction ID"),
    "the amount payable now": ("अब चुकाने वाली राशि", "ab payable amount"),
    "the payment due date": ("भुगतान की आख़िरी तारीख", "payment ki due date"),
    "the monthly EMI": ("मासिक ईएमआई", "monthly EMI"),
    "the total interest": ("कुल ब्याज", "total interest"),
    "the last date it could be converted": ("ईएमआई में बदलने की आख़िरी तारीख", "EMI mein convert karne ki last date"),
    "the EMI plan number": ("ईएमआई प्लान नंबर", "EMI plan number"),
    "the date of the first EMI": ("पहली ईएमआई की तारीख", "pehli EMI ki date"),
    "the minimum amount due": ("न्यूनतम देय राशि", "minimum amount due"),
    "the amount the ATM dispensed": ("एटीएम से निकली राशि", "ATM se nikla amount"),
    "the amount not dispensed": ("एटीएम से न निकली राशि", "ATM se na nikla amount"),
    "the monthly average balance": ("मासिक औसत बैलेंस", "monthly average balance"),
    "the SMS alerts sent": ("भेजे गए एसएमएस अलर्ट", "bheje gaye SMS alerts"),
    "the date the notice was sent": ("नोटिस भेजे जाने की तारीख", "notice bheje jaane ki date"),
    "the date it was credited": ("खाते में पैसा जमा होने की तारीख", "account mein credit hone ki date"),
    "the UTR number": ("यूटीआर नंबर", "UTR number"),
    "the last four digits of the account it went to": ("जिस खाते में पैसा गया उसके आख़िरी चार अंक",
                                                       "jis account mein paisa gaya uske aakhri chaar digits"),
}

_PAYEE = re.compile(r"the payee (.+)", re.S)

# Words of a label the generic rendering knows (an unknown label: never an error, always some local form).
_WORDS: dict[str, tuple[str, str]] = {
    "account": ("खाता", "account"), "amount": ("राशि", "amount"), "balance": ("बैलेंस", "balance"),
    "card": ("कार्ड", "card"), "charge": ("शुल्क", "charge"), "date": ("तारीख", "date"),
    "deposit": ("डिपॉज़िट", "deposit"), "fee": ("शुल्क", "fee"), "interest": ("ब्याज", "interest"),
    "limit": ("लिमिट", "limit"), "loan": ("लोन", "loan"), "maturity": ("परिपक्वता", "maturity"),
    "number": ("नंबर", "number"), "payout": ("भुगतान", "payout"), "penalty": ("जुर्माना", "penalty"),
    "policy": ("पॉलिसी", "policy"), "premium": ("प्रीमियम", "premium"), "principal": ("मूलधन", "principal"),
    "rate": ("दर", "rate"), "request": ("रिक्वेस्ट", "request"), "status": ("स्थिति", "status"),
    "total": ("कुल", "total"), "transaction": ("लेनदेन", "transaction"), "new": ("नया", "naya"),
    "current": ("मौजूदा", "abhi ka"), "cheque": ("चेक", "cheque"), "mandate": ("मैंडेट", "mandate"),
    "emi": ("ईएमआई", "EMI"), "tds": ("टीडीएस", "TDS"), "id": ("आईडी", "ID"),
}
_LEADING = re.compile(r"^(?:the|your|that|whether)\s+", re.I)


def _index(language: str) -> int | None:
    return {"hi": 0, "hinglish": 1}.get(language)


def _generic(label: str, index: int) -> str:
    """A label nobody wrote a form for: its words in the language where known ("the loan status" ->
    "लोन स्थिति" / "loan status"), the rest as they are."""
    text = _LEADING.sub("", label.strip())
    words = [_WORDS.get(w.lower(), (w, w))[index] for w in text.split()]
    return " ".join(words) or label


def local_label(label: str, language: str) -> str:
    """The fact label ``label`` (English data) in ``language`` ("en": unchanged)."""
    index = _index(language)
    if index is None:
        return label
    forms = _LABELS.get(label)
    if forms is not None:
        return forms[index]
    payee = _PAYEE.fullmatch(label)
    if payee is not None:
        return f"{('पेयी', 'payee')[index]} {payee.group(1)}"
    return _generic(label, index)


# ---------------------------------------------------------------- values

MONTHS = {
    "hi": ("जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"),
    "hinglish": ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                 "November", "December"),
}


def local_date(day: date, language: str) -> str:
    """"5 दिसंबर 2026" / "5 December 2026" ("en": ISO, as the English oracle says it)."""
    if language not in MONTHS:
        return day.isoformat()
    return f"{day.day} {MONTHS[language][day.month - 1]} {day.year}"


# unit -> (Hindi singular, Hindi plural, Hinglish singular, Hinglish plural)
_UNITS = {"day": ("दिन", "दिन", "din", "din"), "month": ("महीना", "महीने", "mahina", "mahine"),
          "year": ("साल", "साल", "saal", "saal")}
_TENURE = re.compile(r"(\d+)[ -](day|month|year)s?", re.I)
_ISO = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


def local_tenure(count: int, unit: str, language: str) -> str:
    """"6 महीने" / "6 mahine", "7 दिन" / "7 din", "10 साल" / "10 saal" (unit: day, month or year)."""
    index = _index(language)
    forms = _UNITS[unit.lower().rstrip("s")]
    if index is None:
        return f"{count} {unit.lower().rstrip('s')}{'' if count == 1 else 's'}"
    return f"{count} {forms[2 * index + (count != 1)]}"


# Outcome keys and other English values of text facts -> (Hindi, Hinglish)
OUTCOME_WORDS: dict[str, tuple[str, str]] = {
    "frozen": ("फ्रीज़ कर दिया गया है", "freeze kar diya gaya hai"),
    "closed": ("बंद कर दिया गया है", "band kar diya gaya hai"),
    "active": ("सक्रिय है", "active hai"),
    "updated": ("अपडेट कर दिया गया है", "update ho gaya hai"),
    "cancelled": ("रद्द कर दिया गया है", "cancel ho gaya hai"),
    "canceled": ("रद्द कर दिया गया है", "cancel ho gaya hai"),
    "blocked": ("ब्लॉक कर दिया गया है", "block ho gaya hai"),
    "enabled": ("अब चालू है", "ab enabled hai"),  # a state (a setting read or just set), not a claim of a change
    "disabled": ("बंद है", "disabled hai"),
    "stopped": ("स्टॉप पेमेंट लगा दिया गया है", "stop payment laga diya gaya hai"),
    "requested": ("अनुरोध दर्ज कर दिया गया है", "request darj ho gayi hai"),
    "expired": ("समाप्त हो चुका है", "expire ho chuka hai"),
    "dormant": ("निष्क्रिय (डॉर्मेंट) है", "dormant hai"),
    "cleared": ("क्लियर हो चुका है", "clear ho chuka hai"),
    "issued": ("जारी है, अभी क्लियर नहीं हुआ", "issued hai, abhi clear nahi hua"),
    "in progress": ("प्रक्रिया में है", "process mein hai"),
    "open": ("अभी खुला है", "abhi open hai"),
    "verification": ("सत्यापन के लिए दर्ज है", "verification ke liye log hai"),
    "transfer": ("हम आपको अपने सहयोगी से जोड़ रहे हैं", "hum aapko apne colleague se connect kar rahe hain"),
    "already cancelled": ("पहले ही रद्द हो चुका है", "pehle hi cancel ho chuka hai"),
    "quarterly": ("तिमाही", "quarterly (har teen mahine)"),
    "monthly": ("मासिक", "monthly (har mahine)"),
    "renew principal": ("केवल मूलधन (प्रिंसिपल) का नवीनीकरण", "sirf principal renew hoga"),
    "principal and interest": ("मूलधन और ब्याज दोनों का नवीनीकरण", "principal aur interest dono renew honge"),
    "no renewal": ("नवीनीकरण नहीं, परिपक्वता पर भुगतान", "renewal nahi, maturity par payout"),
    "complete": ("पूरा है", "complete hai"),
}


def _local_text(text: str, index: int, language: str) -> str:
    iso = _ISO.fullmatch(text.strip())
    if iso is not None:
        try:
            return local_date(date(int(iso[1]), int(iso[2]), int(iso[3])), language)
        except ValueError:
            return text
    tenure = _TENURE.fullmatch(text.strip())
    if tenure is not None:
        return local_tenure(int(tenure[1]), tenure[2], language)
    words = OUTCOME_WORDS.get(text.strip().lower())
    return words[index] if words is not None else text  # names, payees, IFSC codes, products: as they are


def local_value(fact: Fact, language: str) -> str:
    """How the oracle says ``fact``'s value in ``language`` (in English: the English oracle's own rendering)."""
    if fact.kind == "amount":
        return format_inr(int(fact.value))
    if fact.kind == "number":
        return f"{fact.value}%" if "rate" in fact.label.lower() else str(fact.value)
    if fact.kind == "id":
        return str(fact.value)
    if not fact.patterns:
        return "" if fact.value is None else str(fact.value)
    index = _index(language)
    return fact.patterns[0] if index is None else _local_text(fact.patterns[0], index, language)


# ---------------------------------------------------------------- a told fact as a phrase

# Subjects of "<subject> की स्थिति" / "<subject> ka status" that are feminine; the rest are masculine.
_FEMININE = {"hi": frozenset({"सुविधा", "लिमिट", "केवाईसी", "रिक्वेस्ट", "आपकी केवाईसी"}),
             "hinglish": frozenset({"facility", "limit", "request"})}
_STATUS_OF = {"hi": re.compile(r"(.+?) की स्थिति"), "hinglish": re.compile(r"(.+?) ka status")}
# masculine -> feminine forms of the participles and states the outcome words use
_TO_FEMININE = {"hi": (("दिया गया", "दी गई"), ("हो गया", "हो गई"), ("हो चुका", "हो चुकी"), ("पूरा है", "पूरी है"),
                       ("खुला है", "खुली है"), ("नहीं हुआ", "नहीं हुई")),
                "hinglish": (("diya gaya", "di gayi"), ("ho gaya", "ho gayi"), ("ho chuka", "ho chuki"))}
_STOP_PAYMENT = {"hi": ("स्टॉप पेमेंट", "पर"), "hinglish": ("stop payment", "par")}
_NEW_STATUS = {"hi": ("नई स्थिति", "अब यह", "अब इस पर"), "hinglish": ("naya status", "Ab yeh", "Ab is par")}


def local_fact(fact: Fact, language: str) -> str:
    """One told fact in ``language``: "label: value", except where that would say the value twice or break
    agreement. A label that already names the value ("the payee Jio Postpaid") drops it ("पेयी: Jio
    Postpaid"); an outcome of a thing's status is said of the thing itself, agreeing with its gender
    ("डिपॉज़िट बंद कर दिया गया है", "सुविधा चालू कर दी गई है"), not "डिपॉज़िट की स्थिति: बंद कर दिया गया है"."""
    label, value = local_label(fact.label, language), local_value(fact, language)
    if _index(language) is None:
        return f"{label}: {value}"
    if value and value in label:
        label = " ".join(label.replace(value, " ").split()) or label
        return f"{label}: {value}"
    outcome = fact.kind == "text" and fact.patterns and str(fact.patterns[0]).strip().lower() in OUTCOME_WORDS
    if outcome and label == _NEW_STATUS[language][0]:  # the thing is not named: "it" (यह / yeh), masculine
        stop, on = _STOP_PAYMENT[language]
        it, it_on = _NEW_STATUS[language][1:]
        return f"{it_on} {value}" if value.startswith(stop) else f"{it} {value}"
    status = _STATUS_OF[language].fullmatch(label)
    if not outcome or status is None:
        return f"{label}: {value}"
    subject = status.group(1)
    if subject in _FEMININE[language]:
        for masculine, feminine in _TO_FEMININE[language]:
            value = value.replace(masculine, feminine)
    stop, on = _STOP_PAYMENT[language]
    if value.startswith(stop):
        return f"{subject} {on} {value}"
    if value.split()[0] == subject.split()[-1]:  # "अनुरोध दर्ज कर दिया गया है" for the request itself
        return value
    return f"{subject} {value}"


# ---------------------------------------------------------------- what the assistant asks for, proposal details

ASK_WANTED: dict[str, dict[str, str]] = {
    "hi": {
        "account_id": "खाता नंबर", "account_ids": "दोनों खाता नंबर", "card_id": "कार्ड आईडी",
        "card_ids": "दोनों कार्ड आईडी", "deposit_id": "डिपॉज़िट नंबर", "deposit_ids": "दोनों डिपॉज़िट नंबर",
        "loan_id": "लोन खाता नंबर", "policy_id": "पॉलिसी नंबर", "request_id": "रिक्वेस्ट नंबर",
        "guardian": "बच्चे के अभिभावक (गार्जियन) का नाम", "payee": "मैंडेट के पेयी (प्राप्तकर्ता) का नाम",
    },
    "hinglish": {
        "account_id": "account number", "account_ids": "dono account numbers", "card_id": "card ID",
        "card_ids": "dono card IDs", "deposit_id": "deposit number", "deposit_ids": "dono deposit numbers",
        "loan_id": "loan account number", "policy_id": "policy number", "request_id": "request number",
        "guardian": "bachche ke guardian ka naam", "payee": "mandate ke payee ka naam",
    },
}

# Words a proposal must mention (``Confirmation.must_mention``) -> (Hindi, Hinglish)
LOCAL_WORDS: dict[str, tuple[str, str]] = {
    "freeze": ("फ्रीज़", "freeze"), "block": ("ब्लॉक", "block"), "replacement": ("रिप्लेसमेंट", "replacement"),
    "principal": ("मूलधन", "principal"), "escalation": ("एस्केलेशन", "escalation"),
    "escalate": ("एस्केलेट", "escalate"), "call": ("कॉल", "call"), "callback": ("कॉलबैक", "callback"),
    "call back": ("कॉल बैक", "call back"), "complaint": ("शिकायत", "complaint"),
}


def local_detail(text: str, language: str) -> str:
    """One detail of a proposal in ``language``: an ISO date, a tenure ("6 months"), a known word; ids,
    amounts, numbers and names as they are ("en": unchanged)."""
    index = _index(language)
    if index is None:
        return text
    words = LOCAL_WORDS.get(text.strip().lower())
    return words[index] if words is not None else _local_text(text, index, language)
