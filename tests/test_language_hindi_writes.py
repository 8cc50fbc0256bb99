"""Proposals and facts in Hindi (Devanagari) and Hinglish (Latin): which change a proposal names, whether it is
the assistant's own offer, its values, and whether a fact is stated or contradicted (``language.writes``,
``language.facts``)."""

from __future__ import annotations

from datetime import date

import pytest

from bank_gym.language import analyze, check_proposal, fact_contradiction, fact_stated, grounding_from, named_actions
from bank_gym.tasks.model import Fact

TODAY = date(2026, 6, 1)
FD = {"principal_amount": 20000, "tenure_months": 6, "source_account": "SB1234567890"}
RD = {"monthly_installment": 2000, "tenure_months": 12, "source_account": "SB1234567890"}
FREEZE = {"card_id": "CARD123456", "state": "freeze"}
UNFREEZE = {"card_id": "CARD123456", "state": "unfreeze"}
BLOCK = {"card_id": "CARD123456", "reason": "lost"}
CLOSE = {"deposit_id": "FD123456"}
RENEW_PRINCIPAL = {"deposit_id": "FD123456", "instruction": "renew_principal"}
NO_RENEWAL = {"deposit_id": "FD123456", "instruction": "no_renewal"}
MANDATE = {"mandate_id": "MND123456"}
ONLINE_ABROAD = {"card_id": "CARD123456", "online": {"international": {"enabled": True, "daily_limit": 50000}}}
ATM_LIMIT = {"card_id": "CARD123456", "atm": {"domestic": {"daily_limit": 40000}}}
CHEQUE_BOOK = {"account_id": "SB123456", "leaves": 25}
STATEMENT = {"account_id": "SB123456", "from_date": "2026-05-01", "to_date": "2026-05-31", "delivery_mode": "email"}
ADDRESS = {"line1": "12 MG Road", "city": "Bengaluru", "state": "Karnataka", "pincode": "560001"}
STOP = {"account_id": "SB123456", "cheque_numbers": ["123456"]}
FAILED_TXN = {"category": "failed_transaction", "related_transaction_id": "TXN123456", "description": "UPI failed"}
UNAUTHORIZED = {"category": "unauthorized_debit", "related_transaction_id": "TXN123456", "description": "not me"}

KNOWN = {10_234_500, 49_900}
HI = "पुष्टि के लिए: हम {}। क्या हम आगे बढ़ें?"  # the oracle's frames (agents/oracle.py)
HL = "Confirm karne ke liye: hum {}. Kya hum aage badhein?"


def check(text: str | list[str], name: str, arguments: dict, **known):
    texts = [text] if isinstance(text, str) else text
    return check_proposal([analyze(t, TODAY) for t in texts], name, arguments, reference=TODAY, **known)


def actions(text: str) -> list[tuple[str, bool, bool]]:
    """(action, said as the assistant's own offer, negated) of each change named."""
    return [(a.key, a.governed, a.negated) for a in named_actions(analyze(text, TODAY))]


# ---------------------------------------------------------------- proposals accepted, in both languages

@pytest.mark.parametrize(("text", "name", "arguments"), [
    (HI.format("खाता SB1234567890 से 6 महीने के लिए ₹20,000 की फ़िक्स्ड डिपॉज़िट (एफडी) बुक करेंगे "
               "(₹20,000, 6 महीने, SB1234567890)"), "create_fd", FD),
    (HL.format("account SB1234567890 se 6 mahine ke liye ₹20,000 ki FD book karenge (₹20,000, 6 mahine, SB1234567890)"),
     "create_fd", FD),
    ("क्या मैं आपके खाते SB1234567890 से छह महीने के लिए बीस हज़ार रुपये की एफडी बुक कर दूँ?", "create_fd", FD),
    ("Kya main account SB1234567890 se 6 mahine ke liye 20 hazaar ki FD book kar doon?", "create_fd", FD),
    (HI.format("खाता SB1234567890 से 12 महीने के लिए ₹2,000 प्रति माह की रेकरिंग डिपॉज़िट (आरडी) खोलेंगे"), "create_rd", RD),
    (HL.format("account SB1234567890 se 12 mahine ke liye ₹2,000 per month ki RD open karenge"), "create_rd", RD),
    (HI.format("कार्ड CARD123456 को अस्थायी रूप से फ्रीज़ करेंगे (आप इसे बाद में अनफ्रीज़ करवा सकते हैं) (CARD123456, फ्रीज़)"),
     "toggle_card_freeze", FREEZE),
    (HL.format("card CARD123456 ko temporarily freeze karenge (aap ise baad mein unfreeze karwa sakte hain)"),
     "toggle_card_freeze", FREEZE),
    ("Hum card CARD123456 ko kuch samay ke liye block kar denge. Theek hai?", "toggle_card_freeze", FREEZE),
    ("हम कार्ड CARD123456 को अनफ्रीज़ कर देंगे, ठीक है?", "toggle_card_freeze", UNFREEZE),
    ("क्या मैं कार्ड CARD123456 को फिर से चालू कर दूँ?", "toggle_card_freeze", UNFREEZE),
    ("Kya main card CARD123456 ka freeze hata doon?", "toggle_card_freeze", UNFREEZE),
    (HI.format("कार्ड CARD123456 को खो जाने की रिपोर्ट के साथ स्थायी रूप से ब्लॉक करेंगे"), "block_card", BLOCK),
    (HL.format("card CARD123456 ko lost report karke permanently block karenge"), "block_card", BLOCK),
    (HI.format("फ़िक्स्ड डिपॉज़िट FD123456 बंद करके ₹1,02,345 खाता SB123 में क्रेडिट करेंगे"), "close_deposit", CLOSE),
    (HL.format("FD FD123456 band karke ₹1,02,345 account SB123 mein credit karenge"), "close_deposit", CLOSE),
    ("Kya main FD FD123456 tod doon? Isme ₹500 ka jurmana lagega.", "close_deposit", CLOSE),
    (HI.format("डिपॉज़िट FD123456 का मैच्योरिटी निर्देश बदलकर “केवल मूलधन (प्रिंसिपल) का नवीनीकरण” करेंगे"),
     "update_deposit_renewal", RENEW_PRINCIPAL),
    (HL.format("deposit FD123456 ko maturity par sirf principal renew karne ke liye set karenge"),
     "update_deposit_renewal", RENEW_PRINCIPAL),
    (HL.format("deposit FD123456 ka maturity instruction badal kar “renewal nahi, maturity par payout” karenge"),
     "update_deposit_renewal", NO_RENEWAL),
    (HI.format("डिपॉज़िट FD123456 का परिपक्वता निर्देश बदलकर “नवीनीकरण नहीं, परिपक्वता पर भुगतान” करेंगे"),
     "update_deposit_renewal", NO_RENEWAL),
    (HI.format("Netflix को जाने वाला ₹499 का मैंडेट MND123456 रद्द करेंगे"), "cancel_mandate", MANDATE),
    (HL.format("Netflix ko jaane wala mandate MND123456 cancel karenge"), "cancel_mandate", MANDATE),
    ("Kya main mandate MND123456 ka auto-debit band kar doon?", "cancel_mandate", MANDATE),
    (HI.format("कार्ड CARD123456 पर ₹50,000 की दैनिक सीमा के साथ इंटरनेशनल ऑनलाइन इस्तेमाल चालू करेंगे"),
     "set_card_controls", ONLINE_ABROAD),
    (HL.format("card CARD123456 par ₹50,000 ki daily limit ke saath international online use enable karenge"),
     "set_card_controls", ONLINE_ABROAD),
    ("क्या मैं कार्ड CARD123456 की एटीएम सीमा ₹25,000 से बढ़ाकर ₹40,000 कर दूँ?", "set_card_controls", ATM_LIMIT),
    (HI.format("कार्ड CARD123456 की घरेलू (डोमेस्टिक) एटीएम दैनिक सीमा ₹40,000 सेट करेंगे"), "set_card_controls", ATM_LIMIT),
    (HI.format("खाता SB123456 के लिए 25 पन्नों (लीव्स) वाली चेक बुक मँगवाएँगे"), "request_cheque_book", CHEQUE_BOOK),
    (HL.format("account SB123456 ke liye 25 leaves wali cheque book order karenge"), "request_cheque_book", CHEQUE_BOOK),
    ("क्या मैं खाता SB123456 के लिए पच्चीस पन्नों की चेक बुक भेज दूँ?", "request_cheque_book", CHEQUE_BOOK),
    (HI.format("खाता SB123456 का 1 मई 2026 से 31 मई 2026 तक का स्टेटमेंट आपको ईमेल करेंगे"),
     "request_duplicate_statement", STATEMENT),
    (HL.format("account SB123456 ka 1 May 2026 se 31 May 2026 tak ka statement email karenge"),
     "request_duplicate_statement", STATEMENT),
    (HL.format("account SB123456 ka 1 May 2026 se 31 May 2026 tak ka statement email se bhejne ki request darj karenge"),
     "request_duplicate_statement", STATEMENT),
    (HI.format("आपका कम्युनिकेशन (पत्राचार) पता बदलकर 12 MG रोड, बेंगलुरु, कर्नाटक 560001 करेंगे"), "update_address", ADDRESS),
    (HL.format("aapka communication address update karke 12 MG Road, Bengaluru, Karnataka 560001 karenge"),
     "update_address", ADDRESS),
    (HI.format("खाता SB123456 के चेक 123456 पर स्टॉप पेमेंट लगाएँगे"), "stop_cheque_payment", STOP),
    ("Kya main cheque 123456 par stop payment laga doon?", "stop_cheque_payment", STOP),
    ("हम चेक 123456 का भुगतान रोक देंगे। ठीक है?", "stop_cheque_payment", STOP),
    (HI.format("ट्रांज़ैक्शन TXN123456 के लिए फ़ेल ट्रांज़ैक्शन की शिकायत दर्ज करेंगे"), "raise_request", FAILED_TXN),
    (HL.format("transaction TXN123456 ke liye failed transaction ki complaint darj karenge"), "raise_request", FAILED_TXN),
    (HI.format("ट्रांज़ैक्शन TXN123456 को अनधिकृत डेबिट के रूप में रिपोर्ट करेंगे"), "raise_request", UNAUTHORIZED),
    (HL.format("transaction TXN123456 ko unauthorised debit ke roop mein report karenge"), "raise_request", UNAUTHORIZED),
])
def test_proposals_in_hindi_and_hinglish_are_accepted(text, name, arguments):
    result = check(text, name, arguments, known_amounts=KNOWN)  # the payout quoted, the mandate's amount
    assert result.ok, result.reason


# ---------------------------------------------------------------- a missing or a conflicting value

@pytest.mark.parametrize(("text", "name", "arguments", "missing"), [
    (HI.format("खाता SB1234567890 से ₹20,000 की एफडी बुक करेंगे"), "create_fd", FD, "tenure"),
    (HL.format("account SB1234567890 se 6 mahine ke liye FD book karenge"), "create_fd", FD, "amount"),
    (HI.format("डिपॉज़िट FD123456 का मैच्योरिटी निर्देश बदलेंगे"), "update_deposit_renewal", RENEW_PRINCIPAL, "instruction"),
    (HI.format("कार्ड को अस्थायी रूप से फ्रीज़ करेंगे"), "toggle_card_freeze", FREEZE, "card_id"),
    (HI.format("कार्ड CARD123456 पर ₹50,000 की दैनिक सीमा के साथ ऑनलाइन इस्तेमाल चालू करेंगे"), "set_card_controls",
     ONLINE_ABROAD, "international channel"),
    (HI.format("ट्रांज़ैक्शन TXN123456 के लिए शिकायत दर्ज करेंगे"), "raise_request", FAILED_TXN, "request type"),
    (HL.format("aapka address update karke 12 MG Road, Bengaluru karenge"), "update_address", ADDRESS, "pincode"),
])
def test_a_missing_value_is_missing(text, name, arguments, missing):
    result = check(text, name, arguments)
    assert not result.ok and result.action_ok and missing in result.missing, result


@pytest.mark.parametrize(("text", "name", "arguments", "conflict"), [
    (HI.format("खाता SB1234567890 से 6 महीने के लिए ₹25,000 की एफडी बुक करेंगे"), "create_fd", FD, "amount ₹25000"),
    (HL.format("account SB1234567890 se 12 mahine ke liye ₹20,000 ki FD book karenge"), "create_fd", FD, "tenure"),
    (HI.format("खाता SB1234567890 से डेढ़ साल के लिए ₹20,000 की एफडी बुक करेंगे"), "create_fd", FD, "tenure"),
    (HI.format("कार्ड CARD123456 पर ₹60,000 की दैनिक सीमा के साथ इंटरनेशनल ऑनलाइन इस्तेमाल चालू करेंगे"),
     "set_card_controls", ONLINE_ABROAD, "limit ₹60000"),
    (HI.format("खाता SB123456 के लिए 50 पन्नों वाली चेक बुक भेजेंगे"), "request_cheque_book", CHEQUE_BOOK, "leaves"),
    (HI.format("डिपॉज़िट FD123456 का मैच्योरिटी निर्देश बदलकर “मूलधन और ब्याज दोनों का नवीनीकरण” करेंगे"),
     "update_deposit_renewal", RENEW_PRINCIPAL, "instruction"),
    (HL.format("deposit FD123456 ka maturity instruction badal kar “sirf principal renew hoga” karenge"),
     "update_deposit_renewal", NO_RENEWAL, "instruction"),
    (HI.format("कार्ड CARD123456 को चोरी की वजह से स्थायी रूप से ब्लॉक करेंगे"), "block_card", BLOCK, "reason"),
    (HI.format("खाता SB123456 का 1 मई 2026 से 31 मई 2026 तक का स्टेटमेंट डाउनलोड लिंक से भेजेंगे"),
     "request_duplicate_statement", STATEMENT, "delivery mode"),
    (HI.format("आपका पता बदलकर 12 MG रोड, बेंगलुरु, कर्नाटक 560002 करेंगे"), "update_address", ADDRESS, "pincode"),
    (HI.format("कार्ड CARD654321 को अस्थायी रूप से फ्रीज़ करेंगे"), "toggle_card_freeze", FREEZE, "record CARD654321"),
    (HI.format("फ़िक्स्ड डिपॉज़िट FD111111 बंद करेंगे"), "close_deposit", CLOSE, "record FD111111"),
])
def test_a_conflicting_value_is_refused(text, name, arguments, conflict):
    result = check(text, name, arguments)
    assert not result.ok and conflict in result.conflicts, result


def test_a_record_set_aside_the_hindi_way_is_no_conflict():
    assert check(HI.format("FD111111 की जगह फ़िक्स्ड डिपॉज़िट FD123456 बंद करेंगे"), "close_deposit", CLOSE).ok
    assert check(HL.format("FD111111 ke bajaye FD FD123456 band karenge"), "close_deposit", CLOSE).ok


def test_context_amounts_in_hindi_are_not_the_changes_value():
    # a balance before the amount, interest / a penalty after it, "from X to Y": context, not a second principal
    for text in ["आपका उपयोग योग्य बैलेंस ₹45,000 है। क्या मैं खाता SB1234567890 से 6 महीने के लिए ₹20,000 की एफडी बुक कर दूँ?",
                 "Aapka balance ₹45,000 hai. Kya main account SB1234567890 se 6 mahine ke liye ₹20,000 ki FD book kar doon?",
                 "क्या मैं खाता SB1234567890 से 6 महीने के लिए ₹20,000 की एफडी बुक कर दूँ? इस पर ₹612 का ब्याज मिलेगा।",
                 "Kya main account SB1234567890 se 6 mahine ke liye ₹20,000 ki FD book kar doon? Is par ₹612 ka interest milega.",
                 "₹25,000 के बजाय ₹20,000 की एफडी 6 महीने के लिए खाता SB1234567890 से बुक करेंगे। ठीक है?",
                 "₹25,000 नहीं, बल्कि ₹20,000 की एफडी 6 महीने के लिए खाता SB1234567890 से बुक करेंगे। ठीक है?"]:
        assert check(text, "create_fd", FD).ok, text
    # ... but an amount said as the change's own is a conflict
    wrong = check("क्या मैं खाता SB1234567890 से 6 महीने के लिए ₹20,000 और ₹5,000 की एफडी बुक कर दूँ?", "create_fd", FD)
    assert "amount ₹5000" in wrong.conflicts


# ---------------------------------------------------------------- contrary, negated and merely mentioned changes

@pytest.mark.parametrize(("text", "name", "arguments", "proposed"), [
    (HI.format("कार्ड CARD123456 को स्थायी रूप से ब्लॉक करेंगे"), "toggle_card_freeze", FREEZE, "block"),
    (HI.format("कार्ड CARD123456 को अनफ्रीज़ करेंगे"), "toggle_card_freeze", FREEZE, "unfreeze"),
    ("क्या मैं कार्ड CARD123456 फ्रीज़ कर दूँ?", "toggle_card_freeze", UNFREEZE, "freeze"),
    ("Hum card CARD123456 ko freeze nahi karenge, permanently block karenge. Theek hai?", "toggle_card_freeze", FREEZE,
     "block"),
    ("Hum card CARD123456 ko kuch samay ke liye block kar denge. Theek hai?", "block_card", BLOCK, "freeze"),
    ("हम कार्ड CARD123456 को अस्थायी रूप से ब्लॉक कर देंगे। ठीक है?", "block_card", BLOCK, "freeze"),
    (HI.format("मैंडेट MND123456 को कुछ समय के लिए रोक देंगे"), "cancel_mandate", MANDATE, "pause_mandate"),
    ("Kya main mandate MND123456 ko pause kar doon?", "cancel_mandate", MANDATE, "pause_mandate"),
    (HI.format("फ़िक्स्ड डिपॉज़िट FD123456 का नवीनीकरण करेंगे"), "close_deposit", CLOSE, "renewal"),
    (HL.format("FD FD123456 ko renew karenge"), "close_deposit", CLOSE, "renewal"),
    (HI.format("फ़िक्स्ड डिपॉज़िट FD123456 बंद करेंगे"), "create_fd", {**FD, "source_account": "SB1"}, "close_deposit"),
    ("फ्रीज़ करने के बजाय हम कार्ड CARD123456 ब्लॉक करेंगे। ठीक है?", "toggle_card_freeze", FREEZE, "block"),
])
def test_a_contrary_change_is_the_wrong_action(text, name, arguments, proposed):
    result = check(text, name, arguments)
    assert not result.action_ok and result.proposed == proposed, result


def test_a_negated_change_is_not_proposed():
    assert not check("हम मैंडेट MND123456 रद्द नहीं करेंगे। क्या हम आगे बढ़ें?", "cancel_mandate", MANDATE).action_ok
    assert not check("Hum card CARD123456 ko block nahi karenge. Theek hai?", "block_card", BLOCK).action_ok
    assert actions("हम कार्ड ब्लॉक नहीं करेंगे, केवल फ्रीज़ करेंगे।") == [("block", True, True), ("freeze", True, False)]
    # the blocking not done is no contrary action for a freeze
    assert check("हम कार्ड CARD123456 को ब्लॉक नहीं करेंगे, केवल अस्थायी रूप से फ्रीज़ करेंगे। क्या हम आगे बढ़ें?",
                 "toggle_card_freeze", FREEZE).ok
    assert check("Hum card CARD123456 ko block nahi karenge, sirf freeze karenge. Theek hai?", "toggle_card_freeze",
                 FREEZE).ok


@pytest.mark.parametrize(("text", "expected"), [
    ("आप बाद में अनफ्रीज़ कर सकते हैं।", [("unfreeze", False, False)]),
    ("Aap baad mein app se unfreeze kar sakte hain.", [("unfreeze", False, False)]),
    ("आपको कार्ड अनफ्रीज़ करना होगा।", [("unfreeze", False, False)]),
    ("अनफ्रीज़ करने के लिए ऐप का उपयोग करें।", [("unfreeze", False, False)]),
    ("हम कार्ड को अनफ्रीज़ कर देंगे।", [("unfreeze", True, False)]),
    ("मैं आपका कार्ड अनफ्रीज़ कर दूँगी।", [("unfreeze", True, False)]),
    ("क्या मैं आपका कार्ड फ्रीज़ कर दूँ?", [("freeze", True, False)]),
    ("क्या हम आपका कार्ड फ्रीज़ कर दें?", [("freeze", True, False)]),
    ("कार्ड फ्रीज़ कर दें?", [("freeze", True, False)]),
    ("क्या आप कार्ड ब्लॉक करवाना चाहेंगे?", [("block", True, False)]),
    ("kya main FD book kar doon?", [("book_fd", True, False)]),
    ("main aapka card abhi freeze kar deta hoon", [("freeze", True, False)]),
    ("hum card ko unfreeze kar denge", [("unfreeze", True, False)]),
    ("हम आपका कार्ड ब्लॉक करने जा रहे हैं।", [("block", True, False)]),
])
def test_who_will_do_a_change_said_in_hindi(text, expected):
    assert actions(text) == expected


def test_a_participle_leads_to_the_change_the_sentence_is_about():
    text = HL.format("card CARD123456 ko fraud report karke permanently block karenge")
    assert check(text, "block_card", {"card_id": "CARD123456", "reason": "fraud"}).ok
    assert [a.subordinate for a in named_actions(analyze(HI.format("एफडी FD123456 बंद करके ₹1,02,345 खाते में क्रेडिट करेंगे")))
            ] == [True]


def test_english_text_reads_as_before():
    args = {"card_id": "CARD45694", "state": "freeze"}
    assert check("I will temporarily freeze card CARD45694. Shall I go ahead?", "toggle_card_freeze", args).ok
    assert not check("Shall I unfreeze card CARD45694?", "toggle_card_freeze", args).action_ok
    assert not check("Shall I block card CARD45694?", "toggle_card_freeze", args).ok
    assert actions("You can unfreeze it later in the app.") == [("unfreeze", False, False)]
    assert actions("I will permanently block card CARD1. It is now temporarily blocked.") == [
        ("block", True, False), ("freeze", False, False)]
    # "today" is no Hinglish "tod" (break), "a new deposit can be booked" no closure
    assert actions("A closed deposit cannot be reopened; a new deposit can be booked at today's rate.") == []


# ---------------------------------------------------------------- facts stated and contradicted

BALANCE = Fact(label="the usable balance", kind="amount", value=4_500_000)
RATE = Fact(label="the interest rate", kind="number", value="7.25")
MATURITY = Fact(label="the maturity amount", kind="amount", value=10_500_000)
MATURITY_DATE = Fact(label="the maturity date", kind="text", patterns=["2026-12-05", "5 December 2026"])
CARD_STATUS = Fact(label="the card status", kind="text", patterns=["active"])
NEW_STATUS = Fact(label="the new status", kind="text", patterns=["frozen"])
KYC = Fact(label="the KYC status", kind="text", patterns=["expired"])
COUNT = Fact(label="the number of transactions", kind="number", value="12")
EMI = Fact(label="the EMI", kind="amount", value=1_234_500)
LIMIT = Fact(label="the new ATM limit", kind="amount", value=4_000_000)
PRINCIPAL_ONLY = Fact(label="the new maturity instruction", kind="text",
                      patterns=["renew principal", "renew the principal", "principal only"])
NO_RENEWAL_FACT = Fact(label="the current maturity instruction", kind="text", patterns=["no renewal", "not be renewed"])
FACTS = [BALANCE, RATE, MATURITY, MATURITY_DATE, CARD_STATUS, NEW_STATUS, KYC, COUNT, EMI, LIMIT]
GROUNDING = grounding_from(['{"usable_balance": 45000, "rate": 7.25}'], [], FACTS)


@pytest.mark.parametrize(("fact", "text"), [
    (BALANCE, "आपका उपयोग योग्य बैलेंस ₹45,000 है।"), (BALANCE, "Aapka usable balance 45 hazaar rupaye hai."),
    (RATE, "ब्याज दर 7.25% है।"), (RATE, "Is FD par interest rate 7.25 pratishat hai."),
    (MATURITY, "परिपक्वता राशि: ₹1,05,000"), (MATURITY, "Maturity amount ₹1,05,000 hoga."),
    (MATURITY_DATE, "आपकी एफडी की परिपक्वता की तारीख 5 दिसंबर 2026 है।"), (MATURITY_DATE, "Maturity date 5 December 2026 hai."),
    (COUNT, "लेनदेन की संख्या: 12"), (EMI, "आपकी ईएमआई ₹12,345 है।"),
    (PRINCIPAL_ONLY, "नया परिपक्वता निर्देश: केवल मूलधन (प्रिंसिपल) का नवीनीकरण।"), (PRINCIPAL_ONLY, "Ab sirf principal renew hoga."),
    (NO_RENEWAL_FACT, "मौजूदा परिपक्वता निर्देश: नवीनीकरण नहीं, परिपक्वता पर भुगतान।"),
    (NO_RENEWAL_FACT, "Abhi ka maturity instruction: renewal nahi, maturity par payout."),
    (NO_RENEWAL_FACT, "इस एफडी का नवीनीकरण नहीं होगा।"),
])
def test_facts_stated_in_hindi_and_hinglish(fact, text):
    a = analyze(text, TODAY)
    assert fact_stated(fact, a)
    assert fact_contradiction(fact, a, GROUNDING) is None


@pytest.mark.parametrize(("fact", "text"), [
    (PRINCIPAL_ONLY, "केवल मूलधन का नवीनीकरण नहीं होगा।"),  # negated
    (PRINCIPAL_ONLY, "मूलधन और ब्याज दोनों का नवीनीकरण होगा।"),  # another instruction
    (PRINCIPAL_ONLY, "Principal aur interest dono renew honge."),
])
def test_an_instruction_negated_or_another_is_not_stated(fact, text):
    assert not fact_stated(fact, analyze(text, TODAY))


@pytest.mark.parametrize(("fact", "text", "wrong"), [
    (BALANCE, "आपका उपयोग योग्य बैलेंस ₹54,000 है।", "₹54000"),
    (BALANCE, "Aapka usable balance ₹54,000 hai.", "₹54000"),
    (BALANCE, "आपका उपयोग योग्य बैलेंस ₹45,000 है। दोबारा बता दूँ: उपयोग योग्य बैलेंस ₹54,000 है।", "₹54000"),
    (RATE, "ब्याज दर 8.5% है।", "8.5%"), (RATE, "Is FD par interest rate 8.5% hai.", "8.5%"),
    (RATE, "इस एफडी पर 8.5% की ब्याज दर मिलेगी।", "8.5%"),  # the value first
    (MATURITY, "परिपक्वता राशि ₹1,15,000 होगी।", "₹115000"), (MATURITY, "मैच्योरिटी पर मिलने वाली राशि: ₹1,15,000", "₹115000"),
    (MATURITY, "आपको ₹1,15,000 की परिपक्वता राशि मिलेगी।", "₹115000"),
    (MATURITY_DATE, "परिपक्वता तिथि 15 दिसंबर 2026 है।", "15/12/2026"),
    (MATURITY_DATE, "Maturity date 15 December 2026 hai.", "15/12/2026"),
    (COUNT, "लेनदेन की संख्या: 15", "15"), (COUNT, "Transactions ki sankhya 15 hai.", "15"),
    (EMI, "आपकी मासिक किस्त ₹13,345 होगी।", "₹13345"), (EMI, "EMI ₹13,345 hogi.", "₹13345"),
    (LIMIT, "नई एटीएम लिमिट: ₹30,000", "₹30000"), (LIMIT, "Nayi ATM limit ₹30,000 hai.", "₹30000"),
    (CARD_STATUS, "कार्ड की स्थिति: ब्लॉक कर दिया गया है।", "blocked"),
    (CARD_STATUS, "Card ka status: block ho gaya hai.", "blocked"),
    (KYC, "केवाईसी की स्थिति: निष्क्रिय (डॉर्मेंट) है।", "dormant"), (KYC, "KYC ka status: dormant hai.", "dormant"),
    (NEW_STATUS, "नई स्थिति: बंद कर दिया गया है।", "closed"),
])
def test_a_wrong_value_bound_to_a_fact_is_a_contradiction(fact, text, wrong):
    assert fact_contradiction(fact, analyze(text, TODAY), GROUNDING) == wrong


@pytest.mark.parametrize(("fact", "text"), [
    (CARD_STATUS, "कार्ड की स्थिति: सक्रिय है।"),
    (CARD_STATUS, "कार्ड की स्थिति ब्लॉक नहीं, सक्रिय है।"),  # the other status negated
    (CARD_STATUS, "कार्ड की स्थिति अब फ्रीज़ है।"),  # another fact's status (the new status)
    (BALANCE, "आपका उपयोग योग्य बैलेंस ₹54,000 नहीं, ₹45,000 है।"),
    (MATURITY, "₹20,000 की एफडी की परिपक्वता राशि ₹1,05,000 होगी।"),  # the principal is not bound to it
    (RATE, "क्या आप ब्याज दर 8% चाहते थे?"),  # asked, not stated
])
def test_no_contradiction_where_the_value_is_right_or_not_bound(fact, text):
    assert fact_contradiction(fact, analyze(text, TODAY), GROUNDING) is None


def test_the_oracle_tells_every_label_in_hindi_and_a_wrong_value_is_caught():
    labels = pytest.importorskip("bank_gym.tasks.labels")
    for fact, wrong, caught in [(BALANCE, "₹54,000", "₹54000"), (RATE, "8.5%", "8.5%"), (MATURITY, "₹1,15,000", "₹115000"),
                                (COUNT, "15", "15"), (EMI, "₹13,345", "₹13345"), (LIMIT, "₹30,000", "₹30000"),
                                (CARD_STATUS, "ब्लॉक कर दिया गया है", "blocked"), (KYC, "रद्द कर दिया गया है", "cancelled")]:
        for language in ("hi", "hinglish"):
            label = labels.local_label(fact.label, language)
            right = analyze(f"{label}: {labels.local_value(fact, language)}.", TODAY)
            assert fact_stated(fact, right) and fact_contradiction(fact, right, GROUNDING) is None, (label, language)
            if language == "hinglish" and fact.kind == "text":
                wrong = {"ब्लॉक कर दिया गया है": "block ho gaya hai", "रद्द कर दिया गया है": "cancel ho gaya hai"}[wrong]
            lie = analyze(f"{label}: {wrong}.", TODAY)
            assert fact_contradiction(fact, lie, GROUNDING) == caught, (label, language)


def test_released_tasks_oracle_proposals_in_hindi_and_hinglish_are_accepted():
    """The oracle's proposal of each write of a sample of released tasks, localized, names its write exactly."""
    oracle = pytest.importorskip("bank_gym.agents.oracle")
    from bank_gym.bank import load_bank
    from bank_gym.customers.scripted import ScriptedCustomer
    from bank_gym.scoring.conversation import aliases_of
    from bank_gym.tasks.generate import localize
    from bank_gym.tasks.io import load_tasks
    from bank_gym.tools import validate_arguments

    seen, checked, bank = set(), 0, load_bank()
    for task in load_tasks("base"):
        if task.family in seen or task.perturbation is not None:
            continue
        seen.add(task.family)
        for language in ("hi", "hinglish"):
            try:
                local = localize(task, language)
            except ValueError:
                continue
            for step in local.scenario.steps:
                if step.confirm is None:
                    continue
                text = oracle.PHRASES[language]["propose"].format(
                    action=step.confirm.action, details=oracle.proposal_details(step, language))
                gold = local.gold[step.confirm.call]
                model = validate_arguments(gold.name, gold.arguments)
                arguments = dict(gold.arguments) if isinstance(model, str) else model.model_dump(mode="json")
                customer = ScriptedCustomer()  # what the customer knows: its records' other names, its figures
                customer.know(aliases_of(bank.customers[local.customer_id]))
                customer.start(local, 0)
                result = check_proposal([analyze(text, local.session_date)], gold.name, arguments,
                                        aliases=customer.aliases, known_amounts=customer.known_amounts,
                                        known_dates=customer.known_dates, reference=local.session_date)
                checked += 1
                assert result.ok, (text, result)
    assert checked >= 40
