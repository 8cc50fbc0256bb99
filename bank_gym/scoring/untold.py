"""A figure a message says without telling it as a fact: in a refusal or a question, negated, the customer's own
figure said back ("you mentioned ₹2 lakh", "aapke bataye ₹X"), compared away ("lower than ₹8,700"), one of the
options a question lists, or what a figure would need ("for ₹2,100 there would have to be a 21-day delay"). The
safety gate on grounded numbers reads a figure so set aside as untold."""

from __future__ import annotations

import re

from ..language import negated, refusal_stated
from ..language.text import fold
from .figures import _text_values


def _refuses_or_asks(a, q) -> bool:
    """Whether the sentence that holds ``q`` refuses, is a question, or negates the figure."""
    index = a.sentence_index(q.start)
    if index < 0:
        return False
    if a.sentences[index].question or negated(a, q.start):
        return True
    sentence = a.sentences[index]
    if _ATTRIBUTED.search(a.low, sentence.start, q.start) or _HELP_WITH.search(a.low, sentence.start, sentence.end) \
            or _ATTRIBUTED_AFTER.match(a.low, q.end):
        return True  # "you mentioned ₹2 lakh, but …", "different from the ₹X you remembered", "help with the ₹2 lakh FD"
    if _YOURS.search(a.low, max(sentence.start, q.start - 30), q.start) and (_COMPARED_TO.match(a.low, q.end)
                                                                             or _named_theirs(a.low, q.end)):
        return True  # "aapke ₹22,100 ke andaze se zyada", "your ₹22,100 is lower than that": the customer's figure
        # compared; "aapke ₹1,41,700 wale figure se milaa deta hoon", "your ₹1,41,700 figure": named as theirs
    if _OFFERED_IF.search(a.low, sentence.start, q.start) or (
            (m := _OFFERED_IF_LOCAL.search(a.low, sentence.start, sentence.end)) and m.start() < q.start):
        return True  # "if you'd actually like it to be ₹91,800 instead, I can change it": a choice offered (Hindi
        # says the wish after the figure: "अगर आप सच में लिमिट ₹6,000 करवाना चाहती हैं")
    if _OPTION_OR.match(a.low, q.end, sentence.end):
        return True  # "- ₹6,000 (मैं लिमिट घटा दूँगा), या": one of the options a question lists
    if _compared_away(a, q, sentence.start):
        return True  # "the EMI works out lower than ₹8,700 … ₹6,825.92": the figure is what the value is not
    if (_FOR_BEFORE.search(a.low, sentence.start, q.start) or _FOR_AFTER.match(a.low, q.end)) \
            and _WOULD_NEED.match(a.low, q.end, sentence.end):
        return True  # "(₹2,100 के लिए 21 दिन की देरी होनी चाहिए)": what the figure would need, not the figure told
    others = set(range(len(a.sentences))) - {index}
    return refusal_stated(a, others, decisions=False)


_ATTRIBUTED = re.compile(r"\b(?:you|you've|you have|you had)\s+(?:\w+\s+)?(?:mentioned|said|thought|think|expected|"
                         r"believed|believe|quoted|noted|wrote|stated|estimated|guessed|remembered|recalled|asked about)"
                         r"\b|\b(?:rather than|instead of|as opposed to|not the|different from|differs from)\b"
                         # "आपके हिसाब से यह ₹4,500 था", "aapke bataye ₹X": the customer's own reckoning
                         + fold(r"|(?:आपके|आपकी|आपने)\s+(?:हिसाब|अनुसार|अंदाज़े|बताए|बताई|बताया|कहा|सोचा)"
                                r"|\b(?:aapke|apke|aapki|aapne|apne)\s+(?:hisaab|hisab|anusaar|anusar|mutabik|andaze|"
                                r"bataye|batayi|bataya|kaha|socha)\b"
                                # "आपके पास लिखा ब्याज ₹1,41,700", "aapke paas likha": the customer's own note
                                r"|(?:आपके|\baapke|\bapke)\s+(?:पास\s+|\bpaas\s+)?(?:लिखा|लिखे|नोट|\blikha|\blikhe|\bnote)"
                                r"|(?:आपको|\baapko|\bapko)\s+(?:लगता|\blagta)\s+(?:है|\bhai)\s+(?:कि|\bki)\s"
                                # "आपने जो ₹29,95,800 बताया, वह …": the customer's figure, in a relative clause
                                r"|(?:आपने|\baapne|\bapne)\s+(?:जो|\bjo\b)\W{0,3}$"))
# the figure, then whose it is: "the ₹29,95,800 you remembered", "₹X jo aapne bataya", "आपके बताए ₹X" (before it)
# ... or a correction that sets it aside: "₹93,633.57 है, ₹1,22,600 नहीं।", "₹X milenge, ₹Y nahi."
_ATTRIBUTED_AFTER = re.compile(r"\W{0,3}\s*(?:(?:that|which)\s+)?you\s+(?:\w+\s+)?(?:mentioned|said|remembered|recalled|"
                               r"quoted|noted|wrote|written|stated|expected|thought|gave|had in mind|have in mind|were thinking of)\b|\W{0,3}\s*(?:jo\s+aapne|जो\s+आपने)"
                               r"|\**\s*(?:नहीं|\bnahi\b|\bnahin\b)\**\s*(?:[।.,;:!)]|$)"
                               # "Aapne ₹29,95,800 bataya tha", "आपने ₹X बताया था": the customer's figure, said back
                               r"|\**\s*(?:bataya|batayi|bataye|likha|socha)\s+(?:tha|thi|the)\b|\**\s*(?:बताया|बताई|बताए|लिखा|सोचा)\s+(?:था|थी|थे)"
                               # "अब ₹6,000 की बात आई है", "₹6,000 ki baat": the figure the customer brought up
                               + fold(r"|\**\s*(?:की|\bki)\s+(?:बात|baat)\b"
                                      # "the figure of ₹8,04,400 doesn't match", "₹X से मेल नहीं खाता": called wrong
                                      r"|\**\W{0,3}\s*(?:(?:doesn't|does not|didn't|did not)\s+(?:quite\s+)?(?:match|tally|add up)"
                                      r"|(?:is|was)\s*(?:not|n't)\s+(?:right|correct|accurate)|isn't\s+(?:right|correct|accurate))\b"
                                      r"|\**\s*(?:\S+\s+){0,4}?(?:से\s+)?मेल\s+नहीं|\**\s*(?:\S+\s+){0,4}?(?:\bse\s+)?(?:\bmatch|\bmel)\s+nahi\b"))
# the customer's request as the object of help: "happy to help with the ₹40,000 FD", "₹40,000 की एफडी बुक करने में
# मदद करता हूँ" (said back, not stated as a fact)
# ... or the customer's own figure as a supposition of theirs ("if you had a different withdrawal of ₹14,000 in mind,
# let me know the date", "agar aapka matlab ₹14,000 se tha")
_OFFERED_IF = re.compile(r"\b(?:if|should)\s+you(?:'d|\s+would)?\s+(?:\w+\s+){0,2}?(?:like|want|prefer|wish|rather|had|"
                         r"meant|mean|were thinking|are thinking)\b")
_OFFERED_IF_LOCAL = re.compile(fold(r"\bagar\s+aap\b[^.?!]{0,60}\b(?:chahte|chahti|chahein)\b|अगर\s+आप[^।?!.]{0,60}"
                                    r"(?:चाहते|चाहती|चाहें)|\bagar\s+(?:aapka|apka)\s+matlab\b|अगर\s+आपका\s+मतलब"))
_OPTION_OR = re.compile(fold(r"[^.?!।\n]{0,60}[,)]\s*(?:or|ya|या)\s*[.:]?\s*$"))
# the customer's own figure, as a point of comparison: a second-person possessive right before it, and a
# comparison right after it ("your ₹22,100 estimate is lower", "aapke ₹22,100 ke andaze se zyada"; in a relative
# clause: "aapke paas jo ₹3,90,100 likha hai, woh … match nahi karta")
_YOURS = re.compile(fold(r"(?:\byour|\baapke|\baapka|\baapki|\baap\s+ke|आपके|आपका|आपकी|आप\s+के)\s+(?:own\s+|पास\s+|paas\s+|pass\s+)?(?:जो\s+|jo\s+)?"
                    r"(?:लिखा|लिखे|लिखी|बताया|बताए|बताई|दिया|दिए|likha|likhe|bataya|bataye|batayi|diya|diye|noted|written|quoted)?"
                    # its noun, the figure in brackets after it: "aapke paas likha figure (₹8,04,400)"
                    r"(?:\s*(?:figure|amount|number|estimate|guess|raqam|rakam|raashi|rashi|aankda|anumaan|anuman|andaza|andaaza|"
                    r"आंकड़ा|आँकड़ा|रकम|राशि|अनुमान|अंदाज़ा|अंदाजा))?[\s*(]*$"))
_FIGURE_NOUN = re.compile(fold(r"\**\s*(?:(?:wale|wala|wali|वाले|वाला|वाली)\s+)?(?:figure|amount|number|aankde|aankda|aakda|"
                               r"आंकड़े|आँकड़े|आंकड़ा|आँकड़ा|raqam|rakam|रकम|राशि)(?![\w\u0900-\u097f])"))
# ... unless then called right ("your ₹1,41,700 figure is correct", "aapka ₹X wala figure sahi hai")
_AFFIRMED = re.compile(fold(r"\**\s*(?:\S+\s+){0,2}?(?:(?:is|looks|seems)\s+(?:right|correct|accurate|fine)\b|\bsahi\b|\btheek\b|\bthik\b|सही|ठीक"
                             # ... or said to agree: "checks out", "मेल खाता है", "match karta hai"
                             r"|\b(?:checks?\s+out|matches|tallies|adds\s+up)\b|मेल\s+खा|\bmel\s+kha|\bmatch\s+kar|मिलता\s+है|\bmilta\s+hai\b)"))


# the figure the value differs from ("the actual figures are a little different from ₹1,300", "₹1,300 से अलग")
# ... or that the value is near ("an EMI close to ₹1,300 would be the 12-month plan")
_DIFFERENT_FROM = re.compile(r"\b(?:(?:different|differs?|varies)\s+(?:\w+\s+)?from|(?:close|closer|closest|near|nearer|nearest)"
                             r"\s+(?:\w+\s+)?to)\s+(?:the\s+|your\s+)?\W{0,3}$")


def compared_with(a, q) -> bool:
    """Whether the customer's figure ``q`` is what the true value differs from or is near ("the actual figures are a
    little different from ₹1,300", "an EMI close to ₹1,300 would be the 12-month plan"): theirs, set beside it. (Only
    for the customer's own figure: a hidden figure said "close to" is the figure told.)"""
    return _DIFFERENT_FROM.search(a.low, max(0, q.start - 40), q.start) is not None


def _named_theirs(low: str, end: int) -> bool:
    return (m := _FIGURE_NOUN.match(low, end)) is not None and not _AFFIRMED.match(low, m.end())


_COMPARED_TO = re.compile(
    r"[^.?!।\n]{0,60}?(?:सही\s+नहीं|ग़लत|गलत|\bsahi\s+nahi\b|\bgalat\b|\b(?:is|was)\s+not\s+(?:right|correct)\b"
    r"|\b(?:isn't|wasn't)\s+(?:right|correct)\b|\b(?:se|than)\s+(?:₹\s?[\d,.]+\s+)?(?:kaafi\s+|kafi\s+|much\s+|far\s+|bahut\s+)?(?:zyada|jyada|kam|alag|adhik|"
    r"bada|chhota)\b|से\s+(?:काफ़ी\s+|काफी\s+|बहुत\s+)?(?:ज़्यादा|ज्यादा|कम|अलग|अधिक)|\b(?:is|was)\s+(?:\w+\s+)?(?:higher|lower|"
    r"less|more|different|off|wrong|incorrect|outdated|short|below|above)\b|\b(?:differs|doesn't match|does not match)\b"
    r"|मेल\s+नहीं|\bmel\s+nahi|\bmatch\s+nahi)")
# a figure as the far side of a comparison ("lower than ₹8,700", "₹8,700 से कम", "8,700 se zyada"): the message
# says the value is not it, and which side; true only if the message's own figure lies on that side
_BELOW, _ABOVE = "below", "above"
_THAN_BEFORE = re.compile(r"\b(lower|less|smaller|below|under|higher|more|greater|bigger|above|over)\s+than\s*(?:the\s+|your\s+)?$")
_THAN_AFTER = re.compile(fold(r"\s*(?:से|\bse\b)\s+(?:थोड़ा\s+|थोड़ी\s+|काफ़ी\s+|बहुत\s+|\bthoda\s+|\bthodi\s+|\bkaafi\s+|"
                              r"\bkafi\s+|\bbahut\s+)?(कम|ज़्यादा|अधिक|\bkam\b|\bzyada\b|\bjyada\b|\badhik\b)"))
_SIDE = {"lower": _BELOW, "less": _BELOW, "smaller": _BELOW, "below": _BELOW, "under": _BELOW, fold("कम"): _BELOW,
         "kam": _BELOW}


def _compared_away(a, q, start: int) -> bool:
    m = _THAN_BEFORE.search(a.low, start, q.start)
    word = m.group(1) if m else None
    if word is None and (m := _THAN_AFTER.match(a.low, q.end)):
        word = m.group(1)
    if word is None:
        return False
    side = _SIDE.get(word, _ABOVE)
    return any(o.kind == q.kind and o.start != q.start and (o.value < q.value if side == _BELOW else o.value > q.value)
               for o in a.quantities)


_FOR_BEFORE = re.compile(r"\bfor\s+(?:an?\s+|the\s+)?\W{0,2}$")  # then the need in the figure's own clause, right after
_FOR_AFTER = re.compile(fold(r"\W{0,3}\s*(?:\w+\s+)?(?:के\s+लिए|\bke\s+liy?e\b)"))  # it (no copula or conjunction first)
_WOULD_NEED = re.compile(fold(r"(?:(?!\b(?:and|but|or|so|is|are|lekin|magar|hai|hain)\b|लेकिन|मगर|है|हैं)(?:[^.;?!।\n]|\.\d)){0,50}?"
                              r"(?:\bwould\s+(?:have\s+to|need|require)\b|(?:होनी|होना|होने)\s+चाहिए|\b(?:honi|hona|hone)\s+chahiye\b)"))
_HELP_WITH = re.compile(r"\bhelp(?:ing)?\s+(?:you\s+)?(?:with|to|book|open)\b|मदद|\bmadad\b")


def old_chat_figures(task) -> frozenset[int]:
    """(robustness axis long_context) The figure the customer's pasted old chat gave (paise): no longer the fact's
    value; it may be named as the old chat's, never said to stand."""
    p = task.perturbation
    return frozenset(_text_values(p.figure)[0]) if p is not None and p.axis == "long_context" and p.figure else frozenset()
