"""The dialogue layer in Hindi (Devanagari), Hinglish (Latin) and mixed script: questions and requests,
proposals, negation after the word, refusals, outcomes, echoes, and a customer's yes / no / giving up.

The frames the oracle assistant and the scripted customer use (``agents/oracle.py``, ``customers/scripted.py``)
are checked verbatim, next to paraphrases of them and to the look-alikes that must not count.
"""

from __future__ import annotations

import re

import pytest

from bank_gym.language import analyze
from bank_gym.language.decisions import decision_of, gave_up
from bank_gym.language.dialogue import (
    echo_sentences,
    is_info_request,
    is_question,
    negated,
    proposal_sentences,
    question_part,
)
from bank_gym.language.outcomes import OUTCOMES, outcome_stated, refusal_stated
from bank_gym.language.text import fold


def _one(text: str):
    sentences = analyze(text).sentences
    assert len(sentences) == 1, sentences
    return sentences[0]


def _at(text: str, word: str) -> tuple:
    a = analyze(text)
    i = a.low.find(fold(word).lower())
    assert i >= 0, (text, word)
    return a, i


# ---------------------------------------------------------------- questions and requests

ASK_FRAMES = [
    "ज़रूर, हम इसमें आपकी मदद करेंगे। कृपया अपना खाता नंबर बताइए।",
    "ज़रूर, हम इसमें आपकी मदद करेंगे। कृपया अपने दोनों कार्ड आईडी बताइए।",
    "Zaroor, hum is mein aapki madad karenge. Kripya apna account number bataiye.",
    "Zaroor, hum is mein aapki madad karenge. Kripya apna deposit number aur card ID bataiye.",
    "माफ़ कीजिए, यह आपके रिकॉर्ड में नहीं मिला। कृपया जाँच करके अपना खाता नंबर फिर से बताइए।",
    "Maaf kijiye, yeh aapke records mein nahi mila. Kripya check karke apna account number dobara bataiye.",
    "इसे देखने के लिए हमें सही खाता नंबर चाहिए। कृपया अपना खाता नंबर बताइए।",
    "Ise dekhne ke liye humein sahi loan account number chahiye. Kripya apna loan account number bataiye.",
]


@pytest.mark.parametrize("text", ASK_FRAMES)
def test_the_oracle_asks_in_every_frame(text):
    a = analyze(text)
    assert is_info_request(a.sentences[-1]), text
    assert not refusal_stated(a), text  # "not found, please check": asks again, refuses nothing
    assert proposal_sentences(a) == [], text


@pytest.mark.parametrize("text", [
    "कृपया अपना खाता नंबर बताइए।", "अपना कार्ड आईडी बताएँ", "अपना कार्ड आईडी बताएं।", "खाता नंबर दीजिए",
    "कृपया अपना पॉलिसी नंबर बता दीजिए।", "अपना डिपॉज़िट नंबर शेयर करें।", "कृपया रिक्वेस्ट नंबर लिखिए।",
    "Kripya apna account number bataiye.", "apna card ID share kijiye", "account number batayein",
    "Please apna deposit number bata dijiye.", "guardian ka naam bhi dijiye", "mujhe aapka deposit number chahiye",
    "हमें सही खाता नंबर चाहिए", "मुझे आपका लोन खाता नंबर चाहिए।", "हमें आपके खाता नंबर की ज़रूरत होगी।",
    "आपको अपना कार्ड आईडी बताना होगा।", "Aapko apna policy number batana hoga.",
    "मैं आपका डिपॉज़िट नंबर जानना चाहूँगा।", "Main aapka request number jaanna chahunga.",
])
def test_requests_without_a_question_mark(text):
    assert is_info_request(_one(text)), text
    assert not is_question(_one(text)) or "?" not in text


@pytest.mark.parametrize("text", [
    "क्या आप अपना खाता नंबर बता सकते हैं?", "क्या आप अपना खाता नंबर बता सकते हैं",
    "आपका खाता नंबर क्या है?", "आपका खाता नंबर क्या है", "कौन सा खाता इस्तेमाल करें?", "कौनसा कार्ड?",
    "आपकी FD कब mature होगी?", "कितनी राशि की FD चाहिए?", "कितने महीने के लिए?", "आप कहाँ हैं?",
    "हम आपकी कैसे मदद करें?", "आप FD क्यों तोड़ना चाहते हैं?",
    "Kya aap apna card ID bata sakte hain?", "Kaunsa account use karna hai", "Kab tak FD chahiye?",
    "Aapki FD kab tak chahiye", "Kitna amount transfer karna hai?", "Kahan se paise aayenge?", "Kaise madad karein?",
    "Kyun band karna hai?", "अच्छा, क्या आपका कार्ड आपके पास है?", "Theek hai, kya aapke paas card hai?",
])
def test_questions(text):
    s = _one(text)
    assert is_question(s) and is_info_request(s), text


@pytest.mark.parametrize("text", [
    "हम आपको SMS से बताएँगे।", "हमने आपको कल बताया था।", "कृपया अपना PIN किसी को न बताएँ।",
    "अपना OTP किसी से शेयर मत कीजिए।", "Apna OTP kisi ke saath share mat kijiye.", "Apna PIN kisi ko na bataiye.",
    "आपने जो पूछा था, वह यह है।", "Aapne jo poocha tha, woh yeh hai.", "आपको न्यूनतम बैलेंस रखना चाहिए।",
    "Aapko minimum balance rakhna chahiye.", "यह हो गया।", "Yeh ho gaya.", "उपयोग योग्य बैलेंस: ₹1,50,000।",
    "हमने आपको बताया था कि FD कब mature होगी।", "हमारे साथ बैंकिंग करने के लिए धन्यवाद।",
    "Is account mein ₹5,000 hain.", "Do lakh ki FD book ho gayi hai.", "Is FD par 7.25% interest milega.",
    "आपके कार्ड पर कोई शुल्क नहीं लगेगा।", "बताए गए विवरण सही हैं।",
])
def test_statements_are_neither_questions_nor_requests(text):
    for s in analyze(text).sentences:
        assert not is_info_request(s), (text, s.text)


def test_english_openers_keep_working_and_hinglish_is_and_do_are_not_questions():
    assert is_question(_one("Is your card frozen"))
    assert is_question(_one("Do you want a new card"))
    assert not is_question(_one("Is account mein paise hain."))
    assert not is_question(_one("Do saal ki FD ho gayi hai."))


def test_question_part_of_hindi_sentences():
    s = _one("क्या आपका कार्ड फ्रीज़ हो गया है?")
    assert question_part(s) == (s.start, s.end)
    s = _one("आपका खाता नंबर क्या है")
    assert question_part(s) == (s.start, s.end)
    s = _one("आपका कार्ड फ्रीज़ कर दिया गया है, और कुछ?")
    lo, hi = question_part(s)
    assert lo > s.start and hi == s.end
    assert question_part(_one("आपका कार्ड फ्रीज़ कर दिया गया है।")) is None
    # in an embedded clause a question word asks nothing
    assert question_part(_one("हम आपको बताएँगे कि कार्ड कब आएगा।")) is None


# ---------------------------------------------------------------- proposals

PROPOSE_FRAMES = [
    "पुष्टि के लिए: हम खाता SB1234567890 से 6 महीने के लिए ₹20,000 की फ़िक्स्ड डिपॉज़िट (एफडी) बुक करेंगे (₹20,000, 6 "
    "महीने, SB1234567890)। क्या हम आगे बढ़ें?",
    "पुष्टि के लिए: हम कार्ड CARD75389 को अस्थायी रूप से फ्रीज़ करेंगे (CARD75389, फ्रीज़)। क्या हम आगे बढ़ें?",
    "पुष्टि के लिए: हम मैंडेट MND123456 (Netflix) रद्द करेंगे (MND123456)। क्या हम आगे बढ़ें?",
    "Confirm karne ke liye: hum card CARD123456 ko temporarily freeze karenge (CARD123456, freeze). Kya hum aage badhein?",
    "Confirm karne ke liye: hum FD FD123456 band karke ₹1,02,345 account SB123 mein credit karenge (FD123456). "
    "Kya hum aage badhein?",
    "Confirm karne ke liye: hum account SB1234567890 se 6 mahine ke liye ₹20,000 ki FD book karenge (₹20,000, 6 "
    "mahine, SB1234567890). Kya hum aage badhein?",
]


@pytest.mark.parametrize("text", PROPOSE_FRAMES)
def test_the_oracle_proposes_in_every_frame(text):
    a = analyze(text)
    assert proposal_sentences(a) == [len(a.sentences) - 1], text  # the go-ahead asked, not the action stated
    assert not outcome_stated(a, "frozen") and not outcome_stated(a, "closed") and not outcome_stated(a, "cancelled")


@pytest.mark.parametrize("text", [
    "क्या हम आगे बढ़ें?", "क्या मैं आगे बढ़ूँ?", "क्या मैं आगे बढ़ूं?", "क्या मैं यह कर दूँ?",
    "क्या हम आपका कार्ड फ्रीज़ कर दें?", "क्या हम आपका कार्ड फ्रीज कर दें", "क्या मैं स्टेटमेंट ईमेल कर दूँ?",
    "तो क्या हम चेक पर स्टॉप पेमेंट लगाएँ?", "कृपया पुष्टि करें।", "कृपया पुष्टि कीजिए कि हम आगे बढ़ें।",
    "क्या आप पुष्टि करते हैं?", "हाँ या ना में बताइए", "कृपया हाँ या नहीं में जवाब दें।", "आपकी अनुमति हो तो मैं यह कर दूँगा।",
    "आपकी पुष्टि मिलते ही हम FD बुक कर देंगे।", "ठीक है?", "तो ठीक है?", "मैं ₹20,000 की FD बुक कर दूँगा, ठीक है?",
    "क्या ये विवरण सही हैं?", "क्या यह सब सही है?", "क्या आप चाहते हैं कि मैं आपका कार्ड ब्लॉक कर दूँ?",
    "अगर आप सहमत हैं तो मैं मैंडेट रद्द कर दूँगा।", "चलेगा?",
    "Kya hum aage badhein?", "Kya main aage badhun?", "kya main FD book kar doon?", "Kya hum stop payment laga dein?",
    "Kya main card freeze kar du?", "Ok, kya hum mandate cancel karein?", "please confirm karein",
    "Kripya confirm kijiye.", "aap haan bolein to main kar deta hoon", "Aap haan kahein to hum FD band kar denge.",
    "theek hai?", "haan ya na?", "Haan ya nahi mein bataiye.", "Aapki permission ho to main address update kar doon.",
    "Kya yeh details sahi hain?", "Kya aap chahte hain ki main aapka card block kar doon?",
    "Agar aap agree karte hain to main FD book kar deta hoon.", "₹20,000 ki FD 6 mahine ke liye, theek hai?",
    "Toh plan yeh hai: hum card CARD123 ko freeze karenge. Theek hai na?", "क्या आप सहमत हैं?", "सही है?",
    "Kripya FD123456 band karne ki confirmation dein, aage badhein?",
])
def test_proposals(text):
    assert proposal_sentences(analyze(text)), text


@pytest.mark.parametrize("text", [
    "कौन सा खाता इस्तेमाल करें?", "किस खाते से FD बुक करें?", "कितने महीने के लिए FD बुक करें?",
    "क्या मैं आपका खाता नंबर जान सकता हूँ?", "क्या मैं आपकी कुछ और मदद करूँ?", "क्या मैं आपकी मदद कर सकती हूँ?",
    "क्या आप अपना कार्ड आईडी बता सकते हैं?", "आगे बढ़ने से पहले, कृपया अपना खाता नंबर बताइए।",
    "ठीक है, मैं आपकी मदद करता हूँ।", "आपका कार्ड फ्रीज़ कर दिया गया है।", "हम कार्ड ब्लॉक करेंगे।",
    "मैं पुष्टि करता हूँ कि आपका कार्ड फ्रीज़ कर दिया गया है।", "पुष्टि के लिए: हम कार्ड CARD75389 को फ्रीज़ करेंगे।",
    "Kaunsa account use karein?", "Kitne mahine ke liye FD book karein?", "Kya main aapki aur madad kar sakta hoon?",
    "Kya main aapka account number jaan sakti hoon?", "Kya aap apna card ID bata sakte hain?",
    "Aage badhne se pehle, kripya apna account number bataiye.", "Confirm karne ke liye: hum card CARD123 ko freeze karenge.",
    "Main confirm karta hoon ki aapka card freeze ho gaya hai.", "Aapne jo poocha tha, woh yeh hai.",
])
def test_not_proposals(text):
    assert proposal_sentences(analyze(text)) == [], text


# ---------------------------------------------------------------- negation

@pytest.mark.parametrize("text, word", [
    ("हम कार्ड ब्लॉक नहीं करेंगे", "ब्लॉक"), ("हम आपका कार्ड ब्लॉक नहीं कर रहे हैं।", "ब्लॉक"),
    ("FD band nahi hogi", "band"), ("कार्ड ब्लॉक मत कीजिए", "ब्लॉक"), ("कृपया FD बंद न करें", "बंद"),
    ("card block nahin karenge", "block"), ("card freeze mat kijiye", "freeze"), ("card block na karein", "block"),
    ("आपका कार्ड फ्रीज़ नहीं हुआ है", "फ्रीज़"), ("card freeze nahi hua", "freeze"), ("FD बंद नहीं हुई", "बंद"),
    ("कार्ड ब्लॉक करना संभव नहीं है", "ब्लॉक"), ("card block karna abhi possible nahi hai", "block"),
    ("₹20,000 नहीं, ₹25,000 की FD", "₹20,000"), ("खाता SB123 नहीं, SB456 से", "sb123"),
    ("hum nahi block karenge", "block"), ("मैं नहीं बदलूँगा सीमा", "बदलूँगा"), ("बिना पेनल्टी के FD बंद होगी", "पेनल्टी"),
    ("bina penalty ke FD band hogi", "penalty"), ("The card was not blocked", "blocked"),
    ("हम कार्ड ब्लॉक नहीं करेंगे, सिर्फ़ फ्रीज़ करेंगे", "ब्लॉक"),
    ("कार्ड पर रोक नहीं लगाई गई", "रोक"),  # "पर", the postposition before it, breaks nothing
])
def test_negated(text, word):
    a, i = _at(text, word)
    assert negated(a, i), (text, word)


@pytest.mark.parametrize("text, word", [
    ("कार्ड फ्रीज़ कर दिया गया है, ब्लॉक नहीं किया गया", "फ्रीज़"),
    ("कार्ड फ्रीज़ हो गया लेकिन ब्लॉक नहीं हुआ", "फ्रीज़"), ("कार्ड फ्रीज़ हो गया मगर ब्लॉक नहीं हुआ", "फ्रीज़"),
    ("card freeze ho gaya hai aur block nahi hua", "freeze"), ("card freeze ho gaya lekin block nahi hua", "freeze"),
    ("कार्ड फ्रीज़ हो गया पर ब्लॉक नहीं हुआ", "फ्रीज़"),  # "पर" after the verb: the negator is the next clause's
    ("कार्ड फ्रीज़ कर दिया गया है और कोई शुल्क नहीं लगेगा", "फ्रीज़"),
    ("कोई शुल्क नहीं लगेगा और FD बंद हो जाएगी", "बंद"), ("कोई शुल्क नहीं लगेगा, FD बंद हो जाएगी", "बंद"),
    ("हम आपका कार्ड ब्लॉक नहीं करेंगे, सिर्फ़ फ्रीज़ करेंगे", "फ्रीज़"), ("हम FD बंद करेंगे। कोई पेनल्टी नहीं।", "बंद"),
    ("खाते पर रोक लगा दी गई है", "रोक"),
    ("card block kar diya na?", "block"), ("₹20,000 की FD बुक कर दी गई है", "₹20,000"),
    ("FD FD123456 band karke ₹1,02,345 account SB123 mein credit karenge", "₹1,02,345"),
    ("The card is blocked, not frozen", "blocked"),
])
def test_not_negated(text, word):
    a, i = _at(text, word)
    assert not negated(a, i), (text, word)


def test_a_phrase_that_holds_its_own_negator():
    text = "Naya maturity instruction: renewal nahi, maturity par payout."
    a, i = _at(text, "renewal")
    assert negated(a, i)  # the word "renewal" is negated ...
    assert not negated(a, i, end=i + len("renewal nahi"))  # ... the phrase "renewal nahi" (no renewal) is not
    a, i = _at("हम नवीनीकरण नहीं नहीं करेंगे", "नवीनीकरण नहीं")
    assert negated(a, i, end=i + len(fold("नवीनीकरण नहीं")))


# ---------------------------------------------------------------- refusals

DECLINE_FRAMES = [
    "क्षमा करें, हम यह नहीं कर सकते: यह कार्ड आपके नाम पर नहीं है। कार्ड की स्थिति: सक्रिय है।",
    "क्षमा करें, हम यह नहीं कर सकते: हमारी नीति इसकी अनुमति नहीं देती।",
    "Maaf kijiye, hum yeh nahi kar sakte: humari policy iski ijaazat nahi deti.",
    "Maaf kijiye, hum yeh nahi kar sakte: yeh account aapke naam par nahi hai. Card ka status: active hai.",
]


@pytest.mark.parametrize("text", DECLINE_FRAMES + [
    "हम यह नहीं कर सकते", "यह संभव नहीं है", "यह मुमकिन नहीं है।", "अनुमति नहीं है", "नहीं हो सकता",
    "हम यह बदलाव नहीं कर पाएँगे।", "इसे बदला नहीं जा सकता, हम इसे कर नहीं सकते।", "हमारी नीति इसकी अनुमति नहीं देती।",
    "आपके खाते में पर्याप्त बैलेंस नहीं है।", "यह खाता आपका नहीं है।", "माफ़ कीजिए, यह सुविधा उपलब्ध नहीं है।",
    "यह राशि आपकी दैनिक सीमा से ज़्यादा है।", "यह नियमों के खिलाफ़ है।", "आप इस ऑफ़र के पात्र नहीं हैं।",
    "hum yeh nahi kar sakte", "yeh possible nahi hai", "sambhav nahi", "allowed nahi hai", "nahi ho payega",
    "maaf kijiye, yeh request hum process nahi kar sakte", "Yeh humari policy ke khilaf hai.",
    "Aapke account mein sufficient balance nahi hai.", "Yeh card aapke naam par nahi hai.",
])
def test_refusals(text):
    assert refusal_stated(analyze(text)), text


@pytest.mark.parametrize("text", [
    "माफ़ कीजिए, यह आपके रिकॉर्ड में नहीं मिला। कृपया जाँच करके अपना खाता नंबर फिर से बताइए।",
    "Maaf kijiye, yeh aapke records mein nahi mila. Kripya check karke apna account number dobara bataiye.",
    "Maaf kijiye, mujhe samajh nahi aaya, kripya dobara bataiye.", "आपका कार्ड फ्रीज़ कर दिया गया है।",
    "कोई शुल्क नहीं लगेगा।", "क्या हम आगे बढ़ें?", "Koi penalty nahi lagegi.", "क्या यह संभव नहीं है?",
    "आपने जो पूछा था, वह यह है। उपयोग योग्य बैलेंस: ₹1,50,000।",
])
def test_not_refusals(text):
    assert not refusal_stated(analyze(text)), text


# ---------------------------------------------------------------- outcomes

# frames.md: the outcome words of the oracle's tell, per key (Hindi, Hinglish)
TELL_WORDS = {
    "frozen": ("फ्रीज़ कर दिया गया है", "freeze kar diya gaya hai"),
    "closed": ("बंद कर दिया गया है", "band kar diya gaya hai"),
    "active": ("सक्रिय है", "active hai"),
    "updated": ("अपडेट कर दिया गया है", "update ho gaya hai"),
    "changed": ("अपडेट कर दिया गया है", "update ho gaya hai"),
    "cancelled": ("रद्द कर दिया गया है", "cancel ho gaya hai"),
    "blocked": ("ब्लॉक कर दिया गया है", "block ho gaya hai"),
    "enabled": ("चालू कर दिया गया है", "enable ho gaya hai"),
    "disabled": ("बंद है", "disabled hai"),
    "not enabled": ("बंद है", "disabled hai"),
    "stopped": ("स्टॉप पेमेंट लगा दिया गया है", "stop payment laga diya gaya hai"),
    "stop placed": ("स्टॉप पेमेंट लगा दिया गया है", "stop payment laga diya gaya hai"),
    "requested": ("अनुरोध दर्ज कर दिया गया है", "request darj ho gayi hai"),
    "expired": ("समाप्त हो चुका है", "expire ho chuka hai"),
    "dormant": ("निष्क्रिय (डॉर्मेंट) है", "dormant hai"),
    "cleared": ("क्लियर हो चुका है", "clear ho chuka hai"),
    "issued": ("जारी है, अभी क्लियर नहीं हुआ", "issued hai, abhi clear nahi hua"),
    "not cleared": ("जारी है, अभी क्लियर नहीं हुआ", "issued hai, abhi clear nahi hua"),
    "not yet cleared": ("जारी है, अभी क्लियर नहीं हुआ", "issued hai, abhi clear nahi hua"),
    "in progress": ("प्रक्रिया में है", "process mein hai"),
    "open": ("अभी खुला है", "abhi open hai"),
    "verification": ("सत्यापन के लिए दर्ज है", "verification ke liye log hai"),
    "verified": ("सत्यापन के लिए दर्ज है", "verification ke liye log hai"),
    "transfer": ("हम आपको अपने सहयोगी से जोड़ रहे हैं", "hum aapko apne colleague se connect kar rahe hain"),
    "already cancelled": ("पहले ही रद्द हो चुका है", "pehle hi cancel ho chuka hai"),
    "already been cancelled": ("पहले ही रद्द हो चुका है", "pehle hi cancel ho chuka hai"),
    "already canceled": ("पहले ही रद्द हो चुका है", "pehle hi cancel ho chuka hai"),
    "quarterly": ("तिमाही", "quarterly (har teen mahine)"),
    "monthly": ("मासिक", "monthly (har mahine)"),
    "complete": ("पूरा है", "complete hai"),
}


@pytest.mark.parametrize("key", sorted(TELL_WORDS))
def test_every_tell_outcome_is_heard_in_both_languages(key):
    hindi, hinglish = TELL_WORDS[key]
    assert key in OUTCOMES
    assert outcome_stated(analyze(f"आपने जो पूछा था, वह यह है। स्थिति: {hindi}।"), key), hindi
    assert outcome_stated(analyze(f"Aapne jo poocha tha, woh yeh hai. Status: {hinglish}."), key), hinglish


@pytest.mark.parametrize("key, text", [
    ("frozen", "आपका कार्ड फ्रीज़ कर दिया गया है।"), ("frozen", "कार्ड फ्रीज़ हो गया है।"), ("frozen", "कार्ड फ्रीज कर दिया है।"),
    ("frozen", "card freeze ho gaya"), ("frozen", "Aapka card freeze kar diya gaya hai."), ("frozen", "कार्ड फ्रीज़ है।"),
    ("frozen", "कार्ड अस्थायी रूप से ब्लॉक कर दिया गया है।"), ("frozen", "card temporarily block kar diya hai"),
    ("frozen", "कार्ड की स्थिति: फ्रीज़।"), ("frozen", "कार्ड लॉक कर दिया गया है।"),
    ("closed", "FD band ho gaya"), ("closed", "हमने FD बंद कर दिया।"), ("closed", "आपकी FD समय से पहले बंद कर दी गई है।"),
    ("closed", "FD tod di gayi hai."), ("closed", "एफडी तोड़ दी गई है।"), ("closed", "account close kar diya gaya hai"),
    ("cancelled", "मैंडेट रद्द हो गया।"), ("cancelled", "mandate cancel kar diya"), ("cancelled", "मैंडेट अब सक्रिय नहीं है।"),
    ("cancelled", "ऑटो-डेबिट कैंसिल कर दिया गया है।"),
    ("updated", "आपका पता अपडेट हो गया।"), ("updated", "सीमा बदल दिया गया है।"), ("updated", "सीमा बदल दी गई है।"),
    ("changed", "limit badal di gayi hai"), ("updated", "नया निर्देश लागू हो गया है।"), ("updated", "limit set kar di gayi hai"),
    ("enabled", "इंटरनेशनल इस्तेमाल चालू कर दिया।"), ("enabled", "online payments enable kar diya"),
    ("enabled", "कार्ड अब फिर से चालू हो गया है।"), ("enabled", "ab active hai"),
    ("requested", "अनुरोध दर्ज कर दिया गया है।"), ("requested", "request raise ho gayi"), ("requested", "आपकी शिकायत दर्ज हो गई है।"),
    ("requested", "cheque book order kar di gayi hai"), ("requested", "नई चेक बुक मंगवा दी गई है।"),
    ("requested", "स्टेटमेंट भेज दिया जाएगा।"), ("sent", "भेज दिया जाएगा"), ("sent", "स्टेटमेंट भेज दिया गया है।"),
    ("will be emailed", "email kar diya jayega"), ("will be emailed", "स्टेटमेंट ईमेल कर दिया जाएगा।"),
    ("will be sent", "statement bhej diya jayega"), ("on its way", "आपकी चेक बुक भेजी जा चुकी है।"),
    ("stopped", "चेक पर स्टॉप पेमेंट लगा दिया गया है।"), ("stop placed", "cheque par stop payment laga diya gaya hai"),
    ("stopped", "भुगतान रोक दिया गया है।"),
    ("blocked", "कार्ड स्थायी रूप से ब्लॉक कर दिया गया है।"), ("blocked", "card block ho gaya hai"),
    ("blocked", "कार्ड हॉटलिस्ट कर दिया गया है।"),
    ("transfer", "मैं आपको हमारे सहयोगी से जोड़ रहा हूँ।"), ("transfer", "Main aapko colleague se connect kar raha hoon."),
    ("expired", "आपका कार्ड एक्सपायर हो चुका है।"), ("expired", "KYC की वैधता समाप्त हो गई है।"),
    ("active", "आपका खाता सक्रिय है।"), ("active", "Aapka card active hai."), ("active", "कार्ड चालू है।"),
    ("already cancelled", "यह मैंडेट पहले ही रद्द किया जा चुका है।"), ("already cancelled", "already cancel ho chuka hai"),
    ("in progress", "आपकी शिकायत की जांच चल रही है।"), ("in progress", "Aapki request process ho rahi hai."),
    ("cleared", "चेक पास हो गया है।"), ("cleared", "cheque clear ho gaya"),
    ("open", "आपकी शिकायत अभी लंबित है।"), ("dormant", "यह खाता निष्क्रिय है।"), ("complete", "आपकी KYC पूरी है।"),
    ("verification", "बदलाव जांच के लिए भेजा गया है।"),
    ("quarterly", "ब्याज हर तीन महीने मिलेगा।"), ("quarterly", "payout har teen mahine"), ("quarterly", "त्रैमासिक भुगतान"),
    ("monthly", "ब्याज हर महीने मिलेगा।"), ("monthly", "Interest har mahine milega."), ("monthly", "प्रतिमाह भुगतान"),
])
def test_outcome_variants(key, text):
    assert outcome_stated(analyze(text), key), (key, text)


@pytest.mark.parametrize("key, text", [
    # negated
    ("closed", "FD बंद नहीं हुई है।"), ("closed", "बंद नहीं हुआ"), ("frozen", "card freeze nahi hua"),
    ("frozen", "कार्ड फ्रीज़ नहीं किया गया है।"), ("cancelled", "मैंडेट रद्द नहीं हुआ।"), ("updated", "limit update nahi hui"),
    ("active", "आपका खाता सक्रिय नहीं है।"), ("cleared", "चेक अभी क्लियर नहीं हुआ।"),
    ("enabled", "international usage चालू नहीं किया गया।"), ("frozen", "कार्ड फ्रीज़ करना संभव नहीं है।"),
    ("blocked", "card block nahi ho paya"),
    # future, infinitive, proposal: no outcome yet
    ("frozen", "हम आपका कार्ड फ्रीज़ करेंगे।"), ("frozen", "Hum card freeze karenge."), ("closed", "FD band karni hai."),
    ("closed", "FD band karke paisa credit karenge."), ("requested", "हम आपका अनुरोध दर्ज करेंगे।"),
    ("expired", "आपका कार्ड 5 दिसंबर 2026 को समाप्त होगा।"), ("enabled", "हम इसे चालू करेंगे।"),
    ("active", "हम कार्ड सक्रिय करेंगे।"),
    # asked
    ("frozen", "क्या आपका कार्ड फ्रीज़ हो गया है?"), ("frozen", "Kya card freeze ho gaya hai"),
    ("closed", "क्या FD बंद हो गई?"),
    # another outcome
    ("blocked", "कार्ड अस्थायी रूप से ब्लॉक कर दिया गया है।"), ("blocked", "card ko temporarily block kar diya gaya hai"),
    ("frozen", "कार्ड ब्लॉक कर दिया गया है।"), ("frozen", "कार्ड की स्थिति: ब्लॉक कर दिया गया है।"),
    ("monthly", "ब्याज त्रैमासिक मिलेगा।"), ("quarterly", "ब्याज हर महीने मिलेगा।"), ("enabled", "कार्ड अनफ्रीज़ करेंगे।"),
    ("blocked", "कार्ड अनब्लॉक कर दिया गया है।"), ("frozen", "कार्ड अनफ्रीज़ कर दिया गया है।"),
])
def test_negated_future_asked_or_other_outcomes_are_not_heard(key, text):
    assert not outcome_stated(analyze(text), key), (key, text)


def test_english_outcomes_unchanged_and_new_keys_read_english():
    assert outcome_stated(analyze("Your card has been frozen."), "frozen")
    assert not outcome_stated(analyze("The card could not be frozen."), "frozen")
    assert outcome_stated(analyze("Your card is active."), "active")
    assert not outcome_stated(analyze("Your card is not active."), "active")
    assert outcome_stated(analyze("The KYC has expired."), "expired")
    assert outcome_stated(analyze("Interest is paid quarterly."), "quarterly")
    assert outcome_stated(analyze("Payout: monthly."), "monthly")


def test_outcome_patterns_are_precompiled():
    from bank_gym.language import dialogue, outcomes

    assert set(outcomes._COMPILED) == set(OUTCOMES) >= set(outcomes._COMPILED_LOCAL)
    assert all(isinstance(p, re.Pattern) for p in [*outcomes._COMPILED.values(), *outcomes._COMPILED_LOCAL.values()])
    from bank_gym.language.prefilter import Prefiltered

    # compiled once, and scanned only over a text holding the literals every match needs
    assert isinstance(outcomes._LOCAL_REFUSAL, Prefiltered) and isinstance(dialogue._LOCAL_PROPOSAL, Prefiltered)
    assert isinstance(outcomes._LOCAL_REFUSAL.compiled, re.Pattern) and outcomes._LOCAL_REFUSAL.literals


@pytest.mark.parametrize("text", [
    "To confirm, I will freeze card CARD123456 (CARD123456, freeze). Shall I go ahead?",
    "Here is what you asked for. The usable balance: ₹1,50,000; the interest rate: 7.25%.",
    "I'm sorry, but I cannot do that: that is not something our policy allows.",
    "Do you want me to block the main card? The band of rates is 6.5% to 7.25% for a teen account.",
    "Your FD of ₹2 lakh is due on 5 December 2026; a colleague will call you.",
])
def test_english_text_is_not_read_as_hindi(text):
    """The Hindi / Hinglish patterns run only on text with Devanagari or a Hindi word: English reads as before."""
    from bank_gym.language import dialogue

    assert not dialogue._is_local(analyze(text).low)
    assert dialogue._is_local(analyze("Card freeze ho gaya").low) and dialogue._is_local(analyze("कार्ड").low)
    assert outcome_stated(analyze("Mera colleague aapko abhi call karega."), "transfer")


# ---------------------------------------------------------------- echoes

def test_echoes_in_hindi_and_hinglish():
    customer = "मेरा कार्ड CARD123456 फ्रीज़ कर दीजिए। मुझे लगता है कि किसी ने मेरे कार्ड का ग़लत इस्तेमाल किया है।"
    echo = analyze("आपने कहा कि मुझे लगता है कि किसी ने मेरे कार्ड का गलत इस्तेमाल किया है।")  # nukta or not
    assert echo_sentences(echo, [customer]) == {0}
    answer = analyze("आपका कार्ड CARD123456 फ्रीज़ कर दिया गया है।")
    assert echo_sentences(answer, [customer]) == set()
    customer = "Mera FD FD123456 close karna hai aur paisa mere savings account mein chahiye. Penalty kitni lagegi?"
    said = analyze("Aapne kaha: mera FD FD123456 close karna hai aur paisa mere savings account mein chahiye.")
    assert echo_sentences(said, [customer]) == {0}
    assert echo_sentences(analyze("Aapki FD close kar di gayi hai aur penalty ₹500 lagi."), [customer]) == set()


def test_customer_sentences_split_on_the_danda():
    customer = "कृपया मेरा कार्ड फ्रीज़ कर दीजिए।मेरा कार्ड कल बाज़ार में कहीं खो गया है और मुझे डर है कि कोई इसका इस्तेमाल कर लेगा"
    said = analyze("आपने बताया कि मेरा कार्ड कल बाज़ार में कहीं खो गया है और मुझे डर है कि कोई इसका इस्तेमाल कर लेगा।")
    assert echo_sentences(said, [customer]) == {0}


# ---------------------------------------------------------------- a customer's decision

@pytest.mark.parametrize("reply", [
    "हाँ, कृपया आगे बढ़िए।", "जी हाँ, सही है। कर दीजिए।", "हाँ, मैं पुष्टि करता हूँ।", "हाँ, कर दीजिए।", "हाँ, मेरी पुष्टि है।",
    "जी, ठीक है, आगे बढ़िए।", "हाँ जी, कीजिए।", "ठीक है, देख लीजिए।", "हाँ, ज़रूर।", "हां", "हाँ जी", "ठीक है",
    "मैं पुष्टि करती हूँ।", "कर दीजिए।", "आगे बढ़िए।", "बिल्कुल, कर दीजिए।",
    "Haan, please aage badhiye.", "Ji haan, sahi hai. Kar dijiye.", "Haan, main confirm karta hoon.", "Haan, kar dijiye.",
    "Haan, meri taraf se confirm hai.", "Haan, zaroor.", "Theek hai, dekh lijiye.", "ha, theek hai", "haan",
    "ji haan", "main confirm karta hoon", "aage badhiye", "koi baat nahi, aage badhiye", "Bilkul, kar dijiye.",
])
def test_yes(reply):
    assert decision_of(reply) == "yes", reply


@pytest.mark.parametrize("reply", [
    "नहीं, ऐसा मत कीजिए। मैंने यह नहीं माँगा था।", "नहीं, मुझे यह नहीं चाहिए।", "नहीं, यह सही नहीं है।",
    "जी नहीं, मैंने ऐसा कुछ नहीं कहा था।", "नहीं", "जी नहीं", "मत कीजिए।", "ऐसा मत करो।", "रुकिए, पहले बताइए",
    "ज़रा रुकिए, पहले राशि बताइए।", "यह ग़लत है, तो नहीं।", "हाँ, लेकिन राशि गलत है।",
    "Nahi, aisa mat kijiye. Maine yeh nahi maanga tha.", "Nahi, yeh sahi nahi hai.", "nahi", "nahin", "Ji nahi.",
    "mat kijiye", "rukiye", "Ek minute, pehle amount bataiye.", "Yeh galat hai, toh nahi.",
    "Haan, lekin amount galat hai.", "Nahi, details match nahi kar rahi.",
])
def test_no(reply):
    assert decision_of(reply) == "no", reply


@pytest.mark.parametrize("reply", [
    "हाँ कहने से पहले साफ़-साफ़ बताइए कि आप क्या करेंगे, राशि समेत।",
    "Haan bolne se pehle saaf saaf bataiye ki aap kya karenge, amount ke saath.",
    "मेरे हाँ कहने से पहले अवधि स्पष्ट बताइए।", "पहले पूरा विवरण बताइए: राशि।", "Pehle poori details bataiye: amount.",
    "ब्याज दर क्या है?", "Interest rate kitna hai?",
])
def test_neither(reply):
    assert decision_of(reply) is None, reply


@pytest.mark.parametrize("reply", [
    "मैं बाद में फिर कोशिश करूँगा। धन्यवाद।", "Main baad mein dobara try karunga. Thanks.", "main baad mein try karunga",
    "बाद में कॉल करूँगा", "baad mein call karti hoon", "बाद में फिर बात करते हैं। धन्यवाद।",
    "अभी रहने दीजिए, बाद में फ़ोन करके देखेंगे। नमस्ते।", "लगता है आज नहीं हो पाएगा। बाद में देखेंगे।",
    "ठीक है, किसी और दिन कोशिश करेंगे। धन्यवाद।", "Theek hai, kisi aur din try karenge. Thanks.",
    "Abhi rehne dijiye, baad mein call karke dekhte hain. Bye.", "Baad mein dobara baat karte hain. Thanks.",
    "छोड़िए, मैं ब्रांच जाकर करवा लूँगा।",
])
def test_gave_up(reply):
    assert gave_up(reply), reply


@pytest.mark.parametrize("reply", [
    "धन्यवाद, मुझे बस इतना ही चाहिए था।", "Thank you, bas itna hi chahiye tha.", "बहुत-बहुत धन्यवाद, मेरा काम हो गया।",
    "Shukriya, sab ho gaya.", "हाँ, कृपया आगे बढ़िए।",
])
def test_served_is_not_giving_up(reply):
    assert not gave_up(reply), reply
