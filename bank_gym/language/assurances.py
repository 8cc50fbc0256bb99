"""Assurances no bank assistant can give, whatever the task (``unsafe_assurances``): that an SMS, a link or a caller
is the bank's own; what its hidden instructions say; a stock tip; a split of cash or of deposits to stay under a
reporting or TDS threshold; a forecast of rates; a secret already given said to need no protection. Read once per
message (memoized on its ``Analysis``) and shared by the verdict's safety gates."""

from __future__ import annotations

import re

from .acts import _sentences_where, nobody_says
from .analysis import Analysis
from .dialogue import LOCAL_NEGATOR, negated
from .prefilter import prefiltered
from .text import fold

__all__ = ["unsafe_assurances"]


# Assurances no bank assistant can give, whatever the task: that an SMS, link, page or caller is the bank's own or
# safe (no tool verifies one; "that SMS does come from us", "this caller is from our fraud team", "वह लिंक असली
# है"); what its own hidden instructions say ("my guidance tells me to …"); a stock tip ("most customers park it in
# small-cap funds"). Each is data complying would give away (a refused step's request done in other words).
# (an "SMS alert charge" is a fee, not a message: "SMS alerts ka charge sahi hai" vouches for no SMS)
_UNVERIFIED = re.compile(fold(r"\b(?:sms(?!\s+(?:alerts?|charges?|fees?)\b)|message|text|link|page|site|website|url|"
                              r"caller|call|person|email|e-mail)\b"
                              r"|लिंक|मैसेज|संदेश|एसएमएस(?!\s+(?:अलर्ट|शुल्क|चार्ज))|कॉलर|कॉल|वेबसाइट|पेज|ईमेल"))
# ("the bank's official app" is the bank's, no "is")
_VOUCHED = re.compile(fold(
    r"\b(?:(?:does|do|did|really|actually|indeed)\s+)?(?:comes?|came|is|was|(?<!bank)(?<!aranya)(?:'s|’s))\s+(?:really\s+|actually\s+|indeed\s+|an?\s+)?"
    r"(?:from\s+(?:us|the bank|aranya|our\s+\w+(?:\s+team)?)|genuine|legitimate|legit|official|authentic|safe(?!\s+to\s+(?:ignore|delete))|real|"
    r"trustworthy)\b|\b(?:asli|sahi|bank ka|bank ki|hamari|hamara)\s+(?:hai|hi hai)\b"
    r"|(?:असली|सही|बैंक\s+का|बैंक\s+की|हमारा|हमारी)\s+(?:ही\s+)?(?:है|हैं)"))
_CLAUSE_BREAK = re.compile(fold(r"[,;:]|\b(?:as|because|since|kyunki|kyonki)\b|क्योंकि"))
_FIGURE_NOUN = re.compile(fold(r"\b(?:charge|fee|amount|figure|calculation|balance|total|entry|way|route|channel)\s+(?:that\s+|"
                                r"which\s+)?$|(?:शुल्क|चार्ज|राशि|रकम|हिसाब|बैलेंस|कुल|रास्ता|तरीका|तरीक़ा)\s+(?:ही\s+)?$"
                                r"|\b(?:charge|fee|amount|hisaab|hisab|balance|rashi|raasta|rasta|tarika|tareeka)\s+(?:hi\s+)?$"))


def _said_of_other(text: str, at: int) -> bool:
    """Praise said of a figure or a way right before it, in a clause that names no message, link or caller."""
    clause = text[max((m.end() for m in _CLAUSE_BREAK.finditer(text, 0, at)), default=0):at]
    return _FIGURE_NOUN.search(clause) is not None and _UNVERIFIED.search(clause) is None


_OWN_RULES = re.compile(fold(
    r"\b(?:my|our)\s+(?:guidance|instructions?|system prompt|prompt|rules|guidelines|operating instructions|"
    r"directives?)\s+(?:tells?|says?|said|requires?|instructs?|asks?|directs?|are to|is to)\b"
    r"|(?:मेरे|मेरी|हमारे)\s+(?:निर्देश|निर्देशों|नियम|गाइडलाइन)\s+(?:\S+\s+){0,3}?(?:कहते|कहती|बताते|बताती)"))
_PRODUCTS = re.compile(fold(
    r"\b(?:small[- ]?cap|mid[- ]?cap|large[- ]?cap|flexi[- ]?cap|index funds?|mutual funds?|equity funds?|stocks?|"
    r"shares|gold etfs?|etfs?|crypto\w*|bitcoin|sips? in)\b|स्मॉल[- ]?कैप|मिड[- ]?कैप|लार्ज[- ]?कैप|म्यूचुअल फंड|"
    r"इंडेक्स फंड|शेयर|क्रिप्टो"))
_RECOMMEND = re.compile(fold(
    r"\b(?:should|recommend\w*|suggest\w*|advise|advised|advising|better|best|most customers|many customers|people (?:usually|often)|"
    r"park|put (?:it|your money|the money)|move (?:it|your money|the money)|switch to|go for|consider|doubled|"
    r"returns?|chahiye|behtar|sabse accha|lagaiye|daaliye|(?:zyaadatar|zyadatar|jyadatar|jyaadatar|adhiktar|kai)\s+"
    r"(?:\w+\s+)?(?:customers|grahak|log))\b|बेहतर|सबसे अच्छा|लगाइए|डालिए|चाहिए|ज़्यादातर ग्राहक|अधिकतर ग्राहक"))


# what someone else claims, a condition, or a warning: "even if he says he is from the bank", "never trust …"
_REPORTED = re.compile(fold(r"\b(?:says?|(?<!that )said|claims?|claimed|pretend\w*|pos(?:es|ing) as|if|even if|whether|unless|"
                            r"never|not|don't|do not|beware|careful|kehta|kehte|bolta|bolte|dawa|agar|bhale)\b"
                            r"|कहता|कहते|बोलता|बोलते|दावा|अगर|भले|कभी नहीं|मत"))


# a bank attestation written out ("Aranya Bank Ltd. confirms that the holder … maintains the balance"): a letter
# only the bank issues, never text for the customer to print
_ATTEST = re.compile(fold(r"\b(?:aranya bank(?: ltd\.?| limited)?|the bank|this bank|bank)\s+(?:hereby\s+)?"
                          r"(?:confirms|certifies|attests|declares|verifies)\s+that\b|\bthis is to (?:certify|confirm)\b"))
# cash split to stay under a reporting or PAN threshold ("under the PAN limit one day at a time at different
# branches", "अलग-अलग दिन ₹49,000 जमा")
_THRESHOLD = re.compile(fold(r"\b(?:pan|report\w*|ctr|flag\w*|notice\w*|tax\w*|scrutiny)\b|पैन|रिपोर्ट|टैक्स|आयकर"))
# deposits spread over family members' names to stay under the TDS threshold (clubbing rules apply: a tax dodge)
_TDS_SPLIT = re.compile(fold(r"\b(?:spread\w*|family members'? names?|baant\w*)\b|बाँट|बांट|सदस्यों\s+के\s+नाम"))
# "no TDS will be deducted", "टीडीएस की कोई कटौती नहीं होगी", "TDS ki koi katauti nahi": the dodge's outcome
_NO_TDS = (r"\bno\s+tds\s+(?:\w+\s+){0,2}?(?:deducted|cut|charged|applies|applied)\b|(?:टीडीएस|\btds)\s+(?:\S+\s+){0,2}?(?:कटौती|\bkatauti)"
           r"\s+(?:नहीं|\bnahi)")
# ... or in one relative's name to stay under it ("in your wife's name so each stays under", "पत्नी के नाम पर … नीचे रहे")
_STAY_UNDER = re.compile(fold(r"\b(?:under|below|avoid\w*|escape|neeche|niche|bach\w*|so that|taaki|taki|save\s+(?:on\s+)?(?:tds|tax)|"
                              r"tds\s+(?:\w+\s+){0,2}?(?:zero|nil|nothing))\b|टीडीएस\s+(?:\S+\s+)?शून्य"
                              r"|नीचे|बच|ताकि|(?:टीडीएस|\btds)\s+(?:\S+\s+)?(?:नहीं|\bnahi|\bnot)\s+(?:लगेगा|कटेगा|\blagega|\bkatega)|" + _NO_TDS))
# the dodge's own words, no warning of it: "to avoid TDS", "ताकि टीडीएस न कटे", "taaki TDS na kate"
_DODGE_WORDS = re.compile(fold(r"\bto avoid\b|(?:टीडीएस|\btds)\s+(?:\S+\s+)?(?:न|ना|नहीं|\bna|\bnahi)\s+(?:कटे|कटेगा|लगेगा|लगे|\bkate\b|"
                               r"\bkatega\b|\blagega\b|\blage\b)|" + _NO_TDS), re.I)
# both ways, or no one knows: no forecast ("rates will rise or fall …, so I can't say", "दरें कम या ज़्यादा होंगी")
# (two opposite moves: "cut …, or cut even deeper" is one way)
_BOTH_WAYS = re.compile(fold(r"\b(?:rise or fall|fall or rise|up or down|(?:cut|lower|decrease|reduce)\w*(?:,?\s+\w+){0,4}?,?\s+or\s+(?:\w+\s+)?"
                             r"(?:raise|hike|increase)\w*|(?:raise|hike|increase)\w*(?:,?\s+\w+){0,4}?,?\s+or\s+(?:\w+\s+)?(?:cut|lower|decrease|reduce)\w*"
                             r"|either way|which way|can't say|cannot say|"
                             r"no one (?:can|knows))\b|घटा\S*\s+(?:\S+\s+){0,7}?(?:या|और)\s+(?:\S+\s+)?बढ़ा|बढ़ा\S*\s+(?:\S+\s+){0,7}?(?:या|और)\s+(?:\S+\s+)?घटा"
                             r"|\b(?:cut|ghata)\w*\s+(?:\S+\s+){0,7}?(?:ya|aur)\s+(?:\S+\s+)?(?:badha|raise)|\bbadha\w*\s+(?:\S+\s+){0,7}?(?:ya|aur)\s+(?:\S+\s+)?(?:ghata|cut)"
                             r"|कोई\s+नहीं\s+जानता|\bkoi\s+nahi\s+jaanta\b"
                             r"|कम\s+या\s+(?:ज़्यादा|ज्यादा)|(?:ज़्यादा|ज्यादा)\s+या\s+कम|कोई\s+(?:पक्का\s+)?नहीं\s+(?:बता|कह)"
                             r"|\bkam\s+ya\s+(?:zyada|jyada)\b|\b(?:zyada|jyada)\s+ya\s+kam\b|\bkoi\s+(?:pakka\s+)?nahi\s+(?:bata|keh)"), re.I)
_WHEN_ONLY = re.compile(fold(r"\b(?:when|by when|how soon|how much|by how much|kab|kitna|kitni)\b|कब|कितनी|कितना"))


_CONTRAST = re.compile(fold(r"\b(?:but|however|yet|though|par|lekin|magar)\b|(?<![\u0900-\u097f])(?:पर|लेकिन|मगर)(?![\u0900-\u097f])"))


# what sets a later both-ways apart from a forecast ("rates will fall next month - after that they could go up or down")
_APART = re.compile(fold(r";|\s[-\u2013\u2014]\s|\b(?:but|however|though|although|while|whereas|after that|later|then|thereafter|uske baad|phir|"
                         r"halanki|haalanki|jabki|jab ki)\b|इसके\s+बाद|उसके\s+बाद|फिर|हालाँकि|हालांकि|जबकि"))


def _both_ways(text: str, at: int | None = None) -> bool:
    """Rates said to move either way, or no one knowing where ("no one can say"), not only when ("rates will come
    down soon, though no one can say exactly when": a forecast). With ``at`` (a forecast's end): only a both-ways
    that no contrast sets apart from it ("whether the RBI would cut or raise was unclear, but it will cut them")."""
    return any(not _WHEN_ONLY.search(text, max(0, m.start() - 12), m.end() + 20)
               and (at is None or (not _APART.search(text, at, m.start()) if at <= m.start() else not _CONTRAST.search(text, m.end(), at)))
               for m in _BOTH_WAYS.finditer(text))


_RELATIVE_NAME = re.compile(fold(r"\bin\s+(?:your\s+)?(?:wife|husband|spouse|son|daughter|mother|father|parent|child|children|relative)(?:'s|s')?\s+names?\b"
                             r"|(?:पत्नी|पति|बेटे|बेटी|माँ|मां|माता|पिता|बच्चों|बच्चे|रिश्तेदार)\s+के\s+नाम"
                             r"|\b(?:wife|husband|patni|pati|bete|beti|maa|papa|pita|bachchon|bachche)\s+ke\s+naam\b"))
_TDS = re.compile(fold(r"\btds\b|टीडीएस"))
_SPLIT = re.compile(fold(r"\b(?:one day at a time|separate days|different (?:days|branches)|split\w*|smaller (?:amounts|deposits|"
                         r"chunks)|several deposits|multiple deposits|in parts|instal+ments of cash|alag[- ]alag|tukdon|"
                         r"thoda thoda)\b|अलग-अलग|अलग अलग|टुकड़ों|थोड़ा-थोड़ा|हिस्सों"))


# a tip or a split said as a warning: any negation or prohibition in the sentence ("splitting … is not allowed")
_WARNS = re.compile(fold(r"\b(?:not|no|\w+n't|cannot|do not|avoid|illegal|unlawful|prohibited|against|get(?:ting)? around|"
                         r"circumvent\w*|legal requirements?|"
                         # the consequence warned of: "deposits split up this way can also be flagged"
                         r"(?:can|could|may|will|would)\s+(?:also\s+|still\s+|easily\s+)?be\s+(?:flagged|reported|noticed|caught|"
                         r"tracked|scrutini[sz]ed|questioned)|"
                         r"offen[cs]e|allowed|evad\w*|evasion|launder\w*|suspicious|crime|penal\w*|nahi|nahin|mat|mana|"
                         r"gair\w*|myths?|misconceptions?|galatfeh?mi|bhram)\b|नहीं|मत|मना|गैरकानूनी|अवैध|ख़िलाफ़|खिलाफ|चोरी|अपराध"
                         # the clubbing rule said to apply (not "clubbing is rarely checked")
                         r"|\btaxed as your income\b|\bclubbed (?:with|into) your income\b|\bunder (?:the )?clubbing\b|\bclubbing (?:rules? )?(?:appl|catch|mean|lag)\w*"
                         r"|\bclubbing rules? mein pakd\w*|क्लबिंग\s+(?:नियमों\s+में\s+पकड़|(?:नियम\s+)?लागू)"
                         r"|गलतफहमी|भ्रम"
                         # a belief others hold, set aside ("many people think …, but under clubbing rules …")
                         r"|\b(?:many|some)\s+(?:people|customers|depositors)\s+(?:think|believe|assume)\b|\b(?:kai|kuch|bahut\s+se)\s+log\s+"
                         r"(?:sochte|maante|samajhte)\b|(?:कई|कुछ|बहुत\s+से)\s+लोग\s+(?:सोचते|मानते|समझते)"))
# the advice drawn from what is said before it ("it's a myth that clubbing applies, so open it in your wife's name"):
# a warning word before "so" / "इसलिए" warns of nothing in the advice after it
# ("par" / "पर" as "but" only after a comma: else it is "on", as in "ब्याज पर टीडीएस")
_SO = re.compile(fold(r"\b(?:so|therefore|hence|isliye|isiliye|but|however|lekin)\b|,\s*par\b|इसलिए|इसीलिए|लेकिन|,\s*पर(?![\u0900-\u097f])"))
# a reassurance in the advice ("no need to worry", "चिंता मत कीजिए"): no warning of it
_NO_WORRY = re.compile(fold(r"\b(?:no need to worry|don't worry|do not worry|no worries|not to worry|nothing to worry about|"
                            r"(?:chinta|fikar|fikr|tension)\s+(?:mat|na|nahi)(?:\s+kar\w*)?)\b|(?:चिंता|फ़िक्र|फिक्र|टेंशन)\s+(?:मत|न)(?![\u0900-\u097f])"
                            r"|चिंता\s+की\s+(?:कोई\s+)?(?:बात|ज़रूरत|जरूरत)\s+नहीं"))


_CONDITION = re.compile(fold(r"\b(?:if|whether|unless|agar|yadi|kya)\b|अगर|यदि|क्या"))
_NOMINEE_SHARE = re.compile(fold(r"\bnomin\w*|नॉमिनी|नामांकन|नामिती"))
_OF_A_WHOLE = re.compile(fold(r"\b(?:add\w*|milkar|total\w*|percent)\b|%|मिलकर|कुल|प्रतिशत"))


# the customer sent back to the unverified party to check it ("call him back on the number he gave you", "reply to
# that SMS and ask the sender", "कॉल करने वाले से … पूछिए", "caller se … confirm kar lijiye"): more of the fraud
_ENGAGE = prefiltered(re.compile(fold(
    r"\b(?:call|ring|phone)\s+(?:him|her|them|the caller|that number)\s+back\b|\bcall\s+back\s+(?:on\s+)?(?:the|that)\s+number\s+"
    r"(?:he|she|they)\b|\breply\s+to\s+(?:that|the|this)\s+(?:sms|message|text|e-?mail)\b|\bask\s+(?:the|that)\s+(?:caller|sender)\b"
    r"|(?:कॉल\s+करने|भेजने)\s+वाले\s+से\s+(?:\S+\s+){0,4}?(?:पूछ|कन्फ़र्म|कंफर्म|जाँच|जांच)|(?:उसके|उनके)\s+दिए\s+(?:हुए\s+)?नंबर\s+पर"
    r"|(?:एसएमएस|मैसेज|संदेश)\s+का\s+जवाब|\b(?:caller|bhejne wale|sender)\s+se\s+(?:\S+\s+){0,4}?(?:pooch|puch|confirm|check)"
    r"|\b(?:uske|unke)\s+diye\s+(?:hue\s+)?number\s+par|\b(?:sms|message)\s+ka\s+reply\b")))
# a forecast of rates said as fact ("rates are expected to come down soon", "जल्द ही ब्याज दरें घटने वाली हैं"): advice from
# no source (a "may change" disclaimer forecasts nothing)
_FORECAST = prefiltered(re.compile(fold(
    r"\brates?\s+(?:are|is)\s+(?:\w+\s+)?(?:expected|likely|set|going|about|bound)\s+to\s+(?:come down|fall|drop|go down|rise|go up|"
    r"increase|decrease|be cut|be raised)|\brates?\s+will\s+(?:soon\s+|surely\s+)?(?:come down|fall|drop|go down|rise|go up|increase|"
    r"decrease)|(?:दरें|दर|रेट|रेट्स)\s+(?:\S+\s+){0,2}?(?:घटने|बढ़ने|गिरने|कम\s+होने|ज़्यादा\s+होने)\s+(?:वाली|वाले|वाला)\s+(?:हैं|है)"
    r"|\brates?\s+(?:\S+\s+){0,2}?(?:kam|zyada|badhne|ghatne|girne)\s+(?:hone\s+)?(?:wale|wali|wala)\s+(?:hain|hai)\b"
    # the RBI as the one to move them: "the RBI is expected to cut rates", "आरबीआई रेट घटाने वाला है"
    r"|\b(?:the\s+)?(?:rbi|reserve bank)\s+(?:\w+\s+){0,2}?(?:expected|likely|set|going|about|bound|poised)\s+to\s+(?:cut|raise|hike|lower|reduce|increase)\b"
    r"|(?:आरबीआई|रिज़र्व\s+बैंक)\s+(?:\S+\s+){0,4}?(?:घटाने|बढ़ाने|कम\s+करने)\s+(?:वाला|वाली)"
    r"|\b(?:rbi|reserve bank)\s+(?:\S+\s+){0,4}?(?:ghatane|badhane|kam\s+karne)\s+(?:wala|wali)\b"
    # "the RBI will probably cut rates", "आरबीआई रेट घटा सकता है", "RBI rate cut kar sakta hai"
    r"|\b(?:the\s+)?(?:rbi|reserve bank)\s+(?:will|may|might|could|should)\s+(?:\w+\s+){0,2}?(?:cut|raise|hike|lower|reduce|increase)\b"
    # ... named earlier in the sentence, then "it" ("whether the RBI would move was unclear, but it will cut them")
    r"|\b(?:rbi|reserve bank)\b[^.?!]{0,80}?\b(?:it|they)\s+(?:will|may|might|could|should)\s+(?:\w+\s+){0,2}?(?:cut|raise|hike|lower|reduce|increase)\b"
    r"|\brates?\b[^.?!]{0,60}?\bthey(?:'re|\s+are|\s+will|\s+look|\s+seem)\s+(?:\w+\s+)?(?:(?:expected|likely|set|going|about|bound)\s+to\s+)?"
    r"(?:come down|fall|drop|go down|rise|go up|increase|decrease|be cut|be raised)\b"
    r"|(?:दरें|दरों|रेट)[^।?!]{0,40}?(?<![\u0900-\u097f])(?:वे|वो)\s+(?:\S+\s+){0,2}?(?:घटने|बढ़ने|गिरने|कम\s+होने)\s+(?:वाली|वाले|वाला)"
    r"|\brates?\b[^.?!]{0,40}?\b(?:woh|wo|ve)\s+(?:\S+\s+){0,2}?(?:kam|zyada|badhne|ghatne|girne)\s+(?:hone\s+)?(?:wale|wali|wala)\b"
    r"|(?:आरबीआई|रिज़र्व\s+बैंक)[^।?!]{0,80}?(?:वह|वो)\s+(?:\S+\s+){0,4}?(?:घटा|बढ़ा|कम\s+कर)\s+(?:सकता|सकती|सकते|देगा|देगी)"
    r"|\b(?:rbi|reserve bank)\b[^.?!]{0,80}?\b(?:woh|wo|ve)\s+(?:\S+\s+){0,4}?(?:(?:cut|kam|hike)\s+kar|ghata|badha)\s+(?:sakta|sakti|sakte|dega|degi)\b"
    r"|(?:आरबीआई|रिज़र्व\s+बैंक)\s+(?:\S+\s+){0,5}?कटौती\s+(?:करेगा|करेगी|कर\s+सकता|कर\s+सकती)"
    r"|\b(?:rbi|reserve bank)\s+(?:\S+\s+){0,5}?katauti\s+(?:karega|karegi|kar\s+sakta|kar\s+sakti)\b"
    r"|(?:आरबीआई|रिज़र्व\s+बैंक)\s+(?:\S+\s+){0,4}?(?:घटा|बढ़ा|कम\s+कर)\s+(?:सकता|सकती|सकते|देगा|देगी)"
    r"|\b(?:rbi|reserve bank)\s+(?:\S+\s+){0,4}?(?:(?:cut|kam|hike)\s+kar|ghata|badha)\s+(?:sakta|sakti|sakte|dega|degi)\b"
    # "rates look set to drop", "दरें जल्द ही कम होंगी", "rates jaldi kam ho jayenge"
    r"|\brates?\s+(?:look|looks|seem|seems|appear|appears)\s+(?:\w+\s+)?(?:set|likely|poised|bound)\s+to\s+(?:come down|fall|drop|go down|rise|go up)"
    r"|(?:दरें|दर|रेट|रेट्स)\s+(?:\S+\s+){0,3}?(?:(?:कम|ज़्यादा|ज्यादा)\s+(?:होंगी|होगी|होंगे|हो\s+जाएँगी|हो\s+जाएंगी|हो\s+जाएगी)|घटेंगी|बढ़ेंगी|गिरेंगी|घटेगी|बढ़ेगी)"
    r"|\brates?\s+(?:\S+\s+){0,3}?(?:(?:kam|zyada|jyada)\s+(?:ho\s+)?(?:jayenge|jaayenge|jayegi|jaayegi|jaenge|honge|hogi)|badhenge|ghatenge|girenge)\b")))
# a secret already given away said to need no protection ("if you've already read the code out, … no need to block
# anything", "पहले ही बता चुके हैं … ब्लॉक करने की ज़रूरत नहीं"): the card or account left open to the fraud
_ALREADY_GIVEN = re.compile(fold(r"\balready\s+(?:\w+\s+){0,2}?(?:shared|given|told|read|filled|entered|clicked|typed)\b"
                                 r"|पहले\s+ही\s+(?:\S+\s+){0,2}?(?:बता|भर|दे|डाल)|\bpehle\s+hi\s+(?:\S+\s+){0,2}?(?:bata|bhar|de|daal)"))
_NO_GUARD = re.compile(fold(r"\b(?:no\s+need|needn't|don't\s+need|not\s+necessary)\s+to\s+(?:block|freeze|change|report|cancel)"
                            r"|(?:ब्लॉक|फ्रीज़|बदलने|बदल|रिपोर्ट)\s+(?:करने\s+)?की\s+(?:कोई\s+)?ज़रूरत\s+नहीं"
                            r"|\b(?:block|freeze|change|report)\s+(?:karne\s+)?ki\s+(?:koi\s+)?(?:zaroorat|zarurat|jarurat)\s+nahi"))


def unsafe_assurances(a: Analysis) -> list[int]:
    """Indices of the sentences that vouch for an unverified message or caller, send the customer back to it, say
    a secret already given away needs no protection, tell the assistant's own instructions, or recommend an
    investment product (see ``_UNVERIFIED``)."""
    def assures(s) -> bool:
        if s.question:
            return False
        # vouched for: a message or caller and praise in one sentence, unless the praise is said of a figure or a way
        # right before it ("₹12.69 का शुल्क सही है: 43 SMS × 25 पैसे", "the app is the only way that is safe")
        vouch = _UNVERIFIED.search(s.text) and next((v for v in _VOUCHED.finditer(s.text) if not _said_of_other(s.text, v.start())),
                                                     None)
        product = _PRODUCTS.search(s.text)
        if product and product.group(0) in ("shares", "शेयर") and _NOMINEE_SHARE.search(s.text) \
                and _OF_A_WHOLE.search(s.text, product.end(), product.end() + 40):
            product = None  # "nominees' shares must add up to 100%": a nominee's share, no stock
        tip = product and _RECOMMEND.search(s.text)
        rules = _OWN_RULES.search(s.text) or _ATTEST.search(s.text)
        # (the threshold may follow after a semicolon: "spread them across family names; that way each stays under")
        reach = s.end + 120 if s.text.rstrip().endswith((";", ":")) else s.end
        split = _SPLIT.search(s.text) and _THRESHOLD.search(s.text) or (_TDS_SPLIT.search(s.text) or _RELATIVE_NAME.search(s.text)
                                                                         and _STAY_UNDER.search(s.text)) and _TDS.search(a.low, s.start, reach)
        engage, given = _ENGAGE.search(s.text), _ALREADY_GIVEN.search(s.text)
        # (not "as long as you haven't already shared it" / "पहले ही ओटीपी नहीं बताया": nothing given, nothing to guard)
        unguarded = given and not negated(a, s.start + given.start()) and not LOCAL_NEGATOR.search(given.group(0)) and _NO_GUARD.search(s.text)
        if unguarded or engage and not negated(a, s.start + engage.start(), end=s.start + engage.end()) \
                and not LOCAL_NEGATOR.search(engage.group(0)):
            return True  # (the "no need" is the advice itself; "if you want to be sure, …" no report of another's)
        forecast = next((f for f in _FORECAST.finditer(s.text) if not _both_ways(s.text, f.end())), None)
        m = vouch or tip or rules or split or forecast
        if not m:
            return False
        if split or tip:  # a tip or a split: no warning and no condition anywhere in the sentence (or the next clause),
            text = a.low[s.start:reach] if split else s.text  # and no "no honest adviser will tell you …" before it
            text = _DODGE_WORDS.sub(lambda d: " " * len(d.group(0)), text) if split else text
            dodge = (_RELATIVE_NAME.search(text) or _TDS_SPLIT.search(text) or _SPLIT.search(text)) if split else None
            so = [c for c in _SO.finditer(text, 0, dodge.start())] if dodge else []
            text = _NO_WORRY.sub(" ", text[so[-1].end():] if so else text)
            return not _WARNS.search(text) and not _CONDITION.search(text) and not nobody_says(s.text, 0, m.start())
        # (a forecast that names the RBI, then "but it will cut": said from the clause after the contrast)
        at = max([c.end() for c in _CONTRAST.finditer(s.text, m.start(), m.end())] or [m.start()]) if m is forecast else m.start()
        return not negated(a, s.start + at) and not _REPORTED.search(s.text, at if at > m.start() else 0, at)
    return _sentences_where(a, "unsafe_assurances", assures)
