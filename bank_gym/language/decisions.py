"""A customer's decision on a proposal, read from its reply ("yes", "no", "not yet", a go-ahead in other words),
and whether a reply gives up (the model-backed customer's words; the scripted customer knows its own)."""

from __future__ import annotations

from .dialogue import _L, _R, _re
from .text import fold

__all__ = ["decision_of", "gave_up"]


# "हाँ" / "haan" said about saying yes later ("हाँ कहने से पहले ...", "haan bolne se pehle ...") is no yes
_NOT_YET = r"(?!\s+(?:कहने|बोलने|कहूं|बोलूं|kehne|kahne|bolne|kahun|bolun))"
_LEAD_NO = _re(r"^\W*(?:no\b(?!\s+(?:problem|worries|issues?|doubt))|nope\b|nah\b|not really\b|wait\b|hold on\b|"
               r"stop\b|don't\b|do not\b|dont\b|never mind\b"
               # Hindi / Hinglish: "नहीं", "जी नहीं", "मत कीजिए", "ऐसा मत करो", "रुकिए", "nahi", "mat kijiye", "rukiye"
               rf"|(?:जी\s+)?(?:नहीं|नही|ना){_R}|मत{_R}|ऐसा\s+मत{_R}|(?:जरा\s+|एक\s+मिनट\W+)?(?:रुकिए|रुकिये|रुको|रुकें|"
               rf"ठहरिए|ठहरिये){_R}|एक\s+(?:मिनट|सेकंड){_R}"
               r"|(?:ji\s+)?(?:nahi|nahin|nahee|nhi|naa|na)\b|mat\b|aisa\s+mat\b|(?:zara\s+|ek\s+minute\W+)?(?:rukiye|"
               r"rukiyee|ruko|rukein|ruk\s+jaiye|thahriye|thehriye)\b|ek\s+(?:minute|min|second|sec)\b)")
_LEAD_YES = _re(r"^\W*(?:yes|yeah|yep|yup|sure|ok|okay|alright|all right|fine|correct|right|confirmed|absolutely|"
                r"definitely|of course|certainly|please do|please go ahead|please proceed|go ahead|"
                r"do it|proceed|that's right|that is right|that's correct|that is correct|sounds good|"
                r"i confirm|confirm|perfect|great|no problem|no worries)\b"
                # Hindi / Hinglish: "हाँ", "जी हाँ", "हाँ जी", "ठीक है", "कर दीजिए", "आगे बढ़िए", "मैं पुष्टि करता हूँ",
                # "haan", "ji haan", "theek hai", "kar dijiye", "aage badhiye", "main confirm karta hoon"
                rf"|(?:(?:जी\s+)?हां(?:\s+जी)?|हा|जी|ठीक\s+है|ठीक|सही\s+है|बिल्कुल|बिलकुल|जरूर|अवश्य|कर\s+(?:दीजिए|दीजिये|दो|दें)|"
                rf"कीजिए|कीजिये|आगे\s+(?:बढ़िए|बढ़िये|बढ़ें|बढ़ो)|(?:मैं\s+)?पुष्टि\s+(?:करता|करती)|मेरी\s+(?:तरफ\s+से\s+)?पुष्टि|"
                rf"ओके|चलिए|चलिये){_R}{_NOT_YET}"
                r"|(?:(?:ji\s+)?haan?(?:\s+ji)?|haa|ha|ji|theek\s+hai|thik\s+hai|theek|thik|sahi\s+hai|bilkul|zaroor|"
                r"zarur|jaroor|kar\s+(?:dijiye|dijie|do|dein)|kijiye|aage\s+(?:badhiye|badho|badhein)|"
                r"(?:main\s+)?confirm\s+(?:karta|karti|hai)|meri\s+taraf\s+se\s+confirm|chaliye)\b" + _NOT_YET)
_STRONG_NO = _re(
    r"\b(?:please don't|please do not|do not (?:proceed|do|go ahead|make|change|book|close|cancel|freeze|block)|"
    r"don't (?:proceed|do|go ahead|make|change|want|book|close|cancel|freeze|block)|not what i|that's not (?:right|"
    r"correct|what)|that is not (?:right|correct|what)|incorrect|wrong|i didn't ask|i did not ask|no thanks|"
    r"not correct|not right|not quite right|aren't what i asked|are not what i asked)\b"
    # "ऐसा मत कीजिए", "मुझे यह नहीं चाहिए", "यह सही नहीं है", "ग़लत", "मैंने यह नहीं माँगा था", "details match nahi kar rahi"
    rf"|{_L}(?:मत\s+(?:कीजिए|कीजिये|करिए|करो|करें|कर)|न\s+(?:करें|कीजिए|कीजिये)|नहीं\s+(?:चाहिए|चाहता|चाहती)|"
    rf"(?:सही|ठीक)\s+नहीं|गलत|मेल\s+नहीं|नहीं\s+(?:मांगा|मांगी|मांगे|कहा)){_R}"
    r"|\b(?:mat\s+(?:kijiye|kijie|kariye|karo|karein|karen|kar)|na\s+(?:karein|karen|kijiye)|nahi?n?\s+(?:chahiye|"
    r"chahta|chahti)|(?:sahi|theek|thik)\s+nahi?n?|galat|ghalat|match\s+nahi?n?|nahi?n?\s+(?:maanga|manga|maangi|"
    r"mangi|maange|kaha))\b"
)
_ANY_YES = _re(r"\b(?:yes|go ahead|please proceed|i confirm|confirmed|do it|that's fine|sounds good|"
               r"that's right|that is right|that's correct|please do)\b"
               rf"|{_L}(?:आगे\s+(?:बढ़िए|बढ़िये|बढ़ें)|कर\s+(?:दीजिए|दीजिये)|पुष्टि\s+(?:करता|करती)\s+हूं|मेरी\s+(?:तरफ\s+से\s+)?"
               rf"पुष्टि|सहमत\s+हूं|मंजूर\s+है){_R}"
               r"|\b(?:aage\s+(?:badhiye|badho|badhein)|kar\s+(?:dijiye|dijie)|confirm\s+(?:karta|karti)\s+(?:hoon|hun|hu)|"
               r"meri\s+taraf\s+se\s+confirm|sahmat\s+(?:hoon|hun)|agree\s+(?:karta|karti))\b")


def decision_of(reply: str) -> str | None:
    """"yes", "no" or None: how a customer's reply answers a proposal. The opening words decide ("Yes, go
    ahead" / "No, ..." / "जी हाँ, कर दीजिए" / "Nahi, aisa mat kijiye"); otherwise a clear refusal ("please
    don't", "that's not right", "यह सही नहीं है") or a clear yes ("aage badhiye")."""
    low = fold((reply or "")[:2000]).lower().strip()
    if _LEAD_NO.search(low):
        return "no"
    if _LEAD_YES.search(low):
        return "no" if _STRONG_NO.search(low) else "yes"
    if _STRONG_NO.search(low):
        return "no"
    if _ANY_YES.search(low):
        return "yes"
    return None


_GAVE_UP = _re(
    r"\b(?:some other time|another time|call (?:you )?back|try again later|later then|give up|giving up|"
    r"forget it|never mind|not helpful|waste of time|go to the branch|visit the branch|i'll leave it|"
    r"leave it for now|this isn't working|not getting anywhere|bye for now)\b"
    # "बाद में फिर कोशिश करूँगा", "बाद में कॉल करूँगा", "रहने दीजिए", "baad mein try karunga", "kisi aur din"
    rf"|{_L}बाद\s+में\s+(?:फिर\s+(?:से\s+)?|दोबारा\s+|दुबारा\s+)?(?:कोशिश|कॉल|काल|फोन|संपर्क|बात|देख|ट्राई|try|call)"
    rf"|{_L}(?:फिर\s+कभी|किसी\s+और\s+(?:दिन|समय|वक्त)|रहने\s+(?:दीजिए|दीजिये|दो|दें)|छोड़िए|छोड़िये|छोड़ो|"
    rf"छोड़\s+दीजिए|कोई\s+फायदा\s+नहीं|समय\s+की\s+बर्बादी|(?:ब्रांच|शाखा)\s+(?:जाऊंगा|जाऊंगी|जाकर|में\s+जाकर)){_R}"
    r"|\bbaad\s+(?:mein|me|mai)\s+(?:phir\s+(?:se\s+)?|fir\s+|dobara\s+|dubara\s+)?(?:try|koshish|call|phone|contact|"
    r"baat|dekh)|\b(?:phir\s+kabhi|kabhi\s+aur|kisi\s+aur\s+(?:din|time|waqt)|rehne\s+(?:dijiye|dijie|do|dein)|"
    r"chhodiye|chodiye|chhodo|chodo|koi\s+fayda\s+nahi|time\s+waste|branch\s+(?:jaunga|jaungi|jaake|jakar))\b"
)


def gave_up(reply: str) -> bool:
    """Whether a customer's closing message reads as giving up rather than being served."""
    return _GAVE_UP.search(fold((reply or "")[:2000]).lower()) is not None
