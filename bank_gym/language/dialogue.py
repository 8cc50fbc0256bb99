"""What a message does: asks for information, proposes an action for the customer's go-ahead, declines,
reports an outcome; and what a customer's reply decides (yes / no).

Everything works sentence by sentence on an ``Analysis``:

* **questions and requests**: a sentence ending in "?" or opening like one ("Could you ...", "Which ..."), or a
  request without a question mark ("I'll need the account number.", "Please share ...");
* **proposals**: a sentence asking the customer's go-ahead for an action, with or without "?" ("Shall I ...",
  "Please confirm (yes/no).", "Let me know if I should go ahead.", "Are these details correct?"); a
  wh-question ("Which account should I use?") is a question, not a proposal;
* **negation**: "not", "n't", "unable", "could not", "failed to", "yet to", ... shortly before a word, in the
  same clause, turn it around ("could not be closed" is not "closed");
* **outcomes**: the ways assistants report that a thing is closed, cancelled, frozen, blocked, updated,
  requested, stopped, enabled, ... ("The closure has been processed." is "closed");
* **echo**: a sentence that mostly repeats something the customer said is the customer's own words, not news.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from .analysis import Analysis
from .text import Sentence, word_pattern, words

__all__ = [
    "OUTCOMES",
    "decision_of",
    "echo_sentences",
    "gave_up",
    "is_info_request",
    "negated",
    "outcome_stated",
    "proposal_sentences",
    "question_part",
    "question_parts",
    "refusal_stated",
    "stated_matches",
]

# ---------------------------------------------------------------- negation

_NEGATORS = frozenset({
    "not", "never", "no", "unable", "cannot", "can't", "couldn't", "won't", "wouldn't", "isn't", "wasn't",
    "aren't", "weren't", "hasn't", "haven't", "hadn't", "didn't", "doesn't", "don't", "shouldn't", "failed",
    "fail", "fails", "yet", "without", "nor", "neither", "unsuccessful", "pending", "awaiting",
})
_CLAUSE_BREAK = re.compile(r"[,;:()]|\b(?:but|however|although|though|whereas|and then|so|because)\b")
NEGATION_WINDOW = 4  # words before the target


def negated(analysis: Analysis, start: int, ignore: frozenset[str] = frozenset()) -> bool:
    """Whether the word at ``start`` is negated: a negator (other than those in ``ignore``) among the few words
    before it in its clause."""
    sentence = analysis.sentence_at(start)
    lo = sentence.start if sentence else 0
    before = analysis.low[lo:start]
    parts = _CLAUSE_BREAK.split(before)
    clause = parts[-1] if parts else before
    tokens = words(clause)[-NEGATION_WINDOW:]
    return any(t in _NEGATORS and t not in ignore for t in tokens)


# ---------------------------------------------------------------- questions, requests, proposals

_WH = ("which", "what", "what's", "whats", "when", "where", "who", "whom", "whose", "how", "why")
_AUX_OPENERS = ("could", "can", "would", "will", "may", "might", "do", "does", "did", "is", "are", "was", "were",
                "have", "has", "shall", "should")
_REQUEST = re.compile(
    r"\b(?:please|kindly|pls)\s+(?:share|provide|tell|give|send|confirm|let me know|mention|enter|type|specify|"
    r"state|advise|help me with|quote|reply with)\b"
    r"|\b(?:i|we)(?:'ll| will| would|'d)?\s+(?:need|require)\b|\bneed (?:your|the)\b"
    r"|\b(?:let me know|tell me|share|provide|send me|give me)\s+(?:your|the|which|what|a|an)\b"
    r"|\b(?:may|can|could) i (?:have|get|know|ask)\b|\bi(?:'d| would) (?:like|need) to know\b"
    r"|^\W*(?:provide|share|send|give|enter|type|mention|specify|state|quote)\b|\bplease\W*$"
)
_PROPOSAL = re.compile(
    r"\b(?:shall|should|may|can|could|do) i\b(?!\s+(?:have|get|know|ask|help|assist|see|check|look))"
    r"|\b(?:do|would|did)\s+you\s+(?:want|like|wish)\s+me\s+to\b|\b(?:want|like|need)\s+me\s+to\b"
    r"|\b(?:shall|should)\s+we\b|\bgo(?:ing)?\s+ahead\b|\bproceed(?:ing)?\b"
    r"|\bplease\s+confirm\b|\bconfirm\s+(?:that|if|whether|this|these|the\s+(?:above|details|change|request|action))\b"
    r"|\b(?:do|can|could|would)\s+you\s+(?:please\s+)?(?:confirm|approve|authori[sz]e|agree)\b"
    r"|\b(?:reply|respond|answer|say|type)\s+(?:with\s+)?[\"']?(?:yes|y)\b|\(?\byes\s*/\s*no\b\)?|\byes or no\b|\by/n\b"
    r"|\b(?:are|is)\s+(?:these|this|the|all)\s+(?:details|information|above|correct|right)\b"
    r"|\bis\s+(?:that|this|it)\s+(?:correct|right|ok|okay|alright|fine|acceptable)\b"
    r"|\b(?:does|do)\s+(?:that|this|these|it)\s+(?:look|sound|seem)\s+(?:right|good|ok|okay|correct|fine)\b"
    r"|\bsounds?\s+good\b|\bokay\s+with\s+(?:you|that|this)\b|\bok\s+with\s+(?:you|that|this)\b"
    r"|\b(?:with|have|get)\s+your\s+(?:permission|consent|approval|go-ahead|confirmation|ok|okay)\b"
    r"|\b(?:awaiting|waiting for|need|require)\s+your\s+(?:confirmation|go-ahead|approval|consent|permission|ok)\b"
    r"|\blet me know if\s+(?:i\s+should|you(?:'d| would)?\s+(?:like|want)|to\s+proceed|i\s+(?:can|may)|it's ok|"
    r"that's ok|this is ok|you agree|everything|all|these|this|the details)\b"
    r"|\b(?:once|if|when)\s+you\s+(?:confirm|say yes|agree|approve|give)\b"
    r"|\b(?:is it|would it be)\s+(?:ok|okay|alright|fine)\b|\b(?:ok|okay)\s+to\s+(?:proceed|go|continue|do)\b"
    r"|\bcan you give (?:me )?(?:the )?(?:go-ahead|ok|okay|confirmation)\b"
    r"|[,;-]\s*(?:is that\s+)?(?:ok|okay|alright|all right|fine|good|right|correct|agreed)\s*\?"
    r"|^\W*(?:confirm|ok|okay|alright|all right|agreed|good to go|all good|fine|yes or no)\s*\?"
    r"|\bready for me to\b|\bsay the word\b|\bgood to go\s*\?|\ball set to (?:go|proceed)\s*\?"
    r"|\byour (?:confirmation|go-ahead|approval|consent|ok|okay),? please\b"
    r"|\b(?:is|are) (?:this|that|these) what you(?:'d| would)? (?:want|like|need)\b|\bdo you want (?:this|that|it)\b"
)
_PROPOSAL_WH_OVERRIDE = re.compile(r"\bgo\s+ahead\b|\bproceed\b|\bconfirm\b")


def _opens_with(sentence: Sentence, openers: Iterable[str]) -> bool:
    first = words(sentence.text[:40])[:1]
    return bool(first) and first[0] in openers


def is_question(sentence: Sentence) -> bool:
    return sentence.question or _opens_with(sentence, _WH) or _opens_with(sentence, _AUX_OPENERS)


def question_part(sentence: Sentence) -> tuple[int, int] | None:
    """The interrogative part of a sentence, as offsets into the message: the whole sentence when it opens like
    a question ("Is your card frozen?"), only its last clause when a statement ends with one ("Your card is
    frozen, anything else?"), else None."""
    if _opens_with(sentence, _WH) or _opens_with(sentence, _AUX_OPENERS):
        return sentence.start, sentence.end
    if not sentence.question:
        return None
    cut = max(sentence.text.rfind(","), sentence.text.rfind(" - "), sentence.text.rfind(";"), sentence.text.rfind(":"))
    return sentence.start + max(cut, 0), sentence.end


def is_info_request(sentence: Sentence) -> bool:
    """A question or a request for information (with or without a question mark)."""
    return is_question(sentence) or _REQUEST.search(sentence.text) is not None


def question_parts(analysis: Analysis) -> tuple[tuple[int, int] | None, ...]:
    """``question_part`` of every sentence of a message (worked out once per message)."""
    return analysis.remember("question_parts", lambda: tuple(question_part(s) for s in analysis.sentences))


def proposal_sentences(analysis: Analysis) -> list[int]:
    """Indices of the sentences that ask for the customer's go-ahead."""
    return list(analysis.remember("proposals", lambda: tuple(_proposals(analysis))))


def _proposals(analysis: Analysis) -> list[int]:
    out = []
    for i, s in enumerate(analysis.sentences):
        if not _PROPOSAL.search(s.text):
            continue
        if _opens_with(s, _WH) and not _PROPOSAL_WH_OVERRIDE.search(s.text):
            continue  # "Which account should I use?" asks for information
        out.append(i)
    return out


# ---------------------------------------------------------------- declines and outcomes

_REFUSAL = re.compile(
    r"\b(?:cannot|can't|can not|unable to|not able to|won't be able|will not be able|isn't possible|is not possible|"
    r"not possible|wouldn't be possible|would not be possible|not allowed|isn't allowed|is not allowed|not permitted|"
    r"not eligible|ineligible|do not have access|don't have access|no access|not yours|not linked|isn't linked|"
    r"is not linked|not registered to you|not in your name|decline|declined|have to decline|must decline|"
    r"not something i can|i'm afraid|i am afraid|regret|unfortunately|not supported|doesn't allow|does not allow|"
    r"don't allow|do not allow|not available for|can only be|cannot be|can't be|won't be possible|no longer possible|"
    r"not in a position|against (?:our|the bank's|bank) policy|policy does not|policy doesn't|"
    r"would exceed|exceeds the|above the maximum|more than the maximum|insufficient|not enough)\b"
)


def stated_matches(analysis: Analysis, pattern: re.Pattern, skip: set[int] = frozenset()):
    """(sentence, match) for each match of ``pattern`` said as a statement: outside the sentences in ``skip``
    and outside the interrogative part of a sentence ("Is your card frozen?" states nothing)."""
    if pattern.search(analysis.low) is None:
        return
    parts = question_parts(analysis)
    for i, s in enumerate(analysis.sentences):
        if i in skip:
            continue
        asked = parts[i]
        for m in pattern.finditer(s.text):
            if asked is None or not asked[0] <= s.start + m.start() < asked[1]:
                yield s, m


def refusal_stated(analysis: Analysis, skip: set[int] = frozenset()) -> bool:
    """Whether a (non-question, non-echo) sentence declines or explains that the thing cannot be done."""
    return next(stated_matches(analysis, _REFUSAL, skip), None) is not None


# canonical outcome word -> the ways it is reported (regex on lower-case text)
OUTCOMES: dict[str, str] = {
    "closed": r"\bclosed\b|\bclosure\s+(?:has\s+been\s+|is\s+|was\s+)?(?:now\s+)?(?:processed|completed|complete|done|successful|"
              r"effected|carried out|confirmed)|\b(?:liquidated|encashed|broken)\b|\bprematurely\s+closed\b",
    "cancelled": r"\bcancell?ed\b|\brevoked\b|\bcancell?ation\s+(?:has\s+been|is|was)\s+(?:now\s+)?(?:processed|"
                 r"completed|complete|done|successful|confirmed)|\bdeactivated\b|\bno longer active\b",
    "frozen": r"\bfrozen\b|\bfreeze\s+(?:has\s+been|is|was)\s+(?:now\s+)?(?:applied|placed|active|in place|done|"
              r"successful)|\btemporarily\s+(?:blocked|locked|disabled|suspended)\b|\blocked\b",
    "blocked": r"(?<!temporarily )\bblocked\b|\bhot-?listed\b|\bpermanently\s+(?:blocked|deactivated|disabled)\b|"
               r"\bblock\s+(?:has\s+been|is|was)\s+(?:now\s+)?(?:applied|placed|done|successful)",
    "updated": r"\bupdated\b|\bchanged\b|\bmodified\b|\bamended\b|\b(?:is|has\s+been|was)\s+(?:now\s+)?set\b|"
               r"\bnow\s+set\b|\bsaved\b|\bin effect\b|\btaken effect\b",
    "changed": r"\bchanged\b|\bupdated\b|\bmodified\b|\b(?:is|has\s+been)\s+(?:now\s+)?set\b",
    "enabled": r"\benabled\b|\bactivated\b|\bturned\s+on\b|\bswitched\s+on\b|\bnow\s+allowed\b|\bnow\s+active\b",
    "disabled": r"\bdisabled\b|\bturned\s+off\b|\bswitched\s+off\b|\bnot\s+enabled\b|\bnot\s+active\b|\boff\b",
    "requested": r"(?<!as )(?<!you )(?<!you've )(?<!you have )\brequested\b|"
                 r"\b(?:raised|placed|logged|submitted|lodged|filed|registered)\s+(?:the|a|your)\s+(?:\w+\s+)?(?:request|order)\b|\b(?:order|request)\s+(?:has\s+been|is|was)\s+(?:now\s+)?(?:placed|raised|"
                 r"submitted|logged|registered|created|accepted)\b|\bplaced\b|\bon its way\b|\bdispatched\b|"
                 r"\bwill be\s+(?:sent|emailed|delivered|dispatched|mailed|couriered)\b|\bsent\b|\bemailed\b",
    "sent": r"\bsent\b|\bemailed\b|\bwill be\s+(?:sent|emailed|delivered|mailed)\b|\bon its way\b|\bdispatched\b",
    "stopped": r"\bstopped\b|\bstop(?:[- ]payment)?\s+(?:instruction\s+)?(?:has\s+been\s+|is\s+|was\s+)?(?:now\s+)?(?:placed|"
               r"recorded|registered|marked|applied|in place|active|done)\b|\bstop\s+is\s+in\s+place\b"
               r"|\b(?:placed|put|recorded|registered|applied)\s+(?:a\s+)?stop(?:[- ]payment)?\b",
    "transfer": r"\btransfer\w*|\bconnect\w*\s+you\b|\bhand\w*\s+(?:you\s+)?over\b|\bhuman\s+agent\b|"
                r"\b(?:a|our)\s+(?:colleague|specialist|human)\b",
    "verification": r"\bverif\w+|\bvalidat\w+|\bchecked by\b",
    "verified": r"\bverif\w+|\bvalidat\w+",
    "cleared": r"\bcleared\b|\b(?:was|has\s+been)\s+(?:paid|encashed|honou?red|presented and paid)\b",
    "complete": r"\bcomplete\b|\bcompleted\b|\bup[- ]to[- ]date\b|\bcompliant\b|\bvalid\b|\bdone\b",
    "in progress": r"\bin\s+progress\b|\bbeing\s+(?:processed|worked on|looked into|reviewed|handled)\b|\bunder\s+"
                   r"(?:process|review|processing)\b|\bin\s+process\b|\bbeing\s+investigated\b",
    "open": r"\bopen\b|\bstill\s+pending\b|\bawaiting\b|\bnot\s+yet\s+(?:resolved|closed)\b|\bpending\b",
    "dormant": r"\bdormant\b|\binoperative\b",
    "issued": r"\bissued\b|\bnot\s+(?:yet\s+)?(?:been\s+)?(?:cleared|presented|encashed)\b|\bpending\b|\buncleared\b",
    "not cleared": r"\bnot\s+(?:yet\s+)?(?:been\s+)?(?:cleared|presented|encashed)\b|\buncleared\b|\bstill\s+pending\b",
    "not yet cleared": r"\bnot\s+(?:yet\s+)?(?:been\s+)?(?:cleared|presented|encashed)\b|\buncleared\b|\bstill\s+pending\b",
    "not enabled": r"\bnot\s+enabled\b|\bdisabled\b|\bturned\s+off\b|\bswitched\s+off\b|\bnot\s+active\b|\boff\b",
    "already cancelled": r"\balready\s+(?:been\s+)?cancell?ed\b|\bwas\s+cancell?ed\s+(?:earlier|before|already|previously|on)\b",
    "already been cancelled": r"\balready\s+(?:been\s+)?cancell?ed\b",
    "already canceled": r"\balready\s+(?:been\s+)?cancell?ed\b",
    "stop placed": r"\bstop\s+(?:has\s+been\s+|is\s+|was\s+)?(?:now\s+)?(?:placed|recorded|registered|in place)\b|\bstopped\b",
    "will be emailed": r"\bwill be\s+(?:emailed|sent|mailed)\b|\bemailed\b|\bsent\b",
    "will be sent": r"\bwill be\s+(?:sent|emailed|mailed|delivered|dispatched)\b|\bsent\b|\bon its way\b|\bdispatched\b",
    "on its way": r"\bon its way\b|\bdispatched\b|\bwill be\s+(?:sent|delivered|emailed)\b",
}
_COMPILED = {k: re.compile(v) for k, v in OUTCOMES.items()}
# Words whose own meaning is a negation: their negated forms must not be read as negated outcomes.
# Negators that, before these outcomes, are the outcome itself ("pending verification" is logged for verification).
_AFFIRMING = {"verification": frozenset({"pending", "awaiting"}), "verified": frozenset({"pending", "awaiting"}),
              "in progress": frozenset({"pending"})}
_SELF_NEGATING = frozenset({"not cleared", "not yet cleared", "not enabled", "disabled", "issued", "open", "pending"})


def outcome_stated(analysis: Analysis, word: str, skip: set[int] = frozenset()) -> bool:
    """Whether a declarative, non-echo sentence reports outcome ``word`` (or a synonym), not negated."""
    key = word.lower().strip()
    pattern = _COMPILED.get(key)
    if pattern is None:
        pattern = word_pattern(key)
    ignore = _AFFIRMING.get(key, frozenset())
    for s, m in stated_matches(analysis, pattern, skip):
        if key in _SELF_NEGATING or " not " in f" {m.group(0)} " or not negated(analysis, s.start + m.start(), ignore):
            return True
    return False


# ---------------------------------------------------------------- echoes of the customer's own words

ECHO_MIN_WORDS = 4
ECHO_FROM_SHARE = 0.8  # of the assistant sentence's word pairs taken from one customer sentence ...
ECHO_COVER_SHARE = 0.8  # ... which it reproduces almost whole
_ECHO_TOKEN = re.compile(r"\d[\d,]*(?:\.\d+)?|[a-z]+(?:'[a-z]+)?")
_CUSTOMER_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")


def _echo_tokens(low: str) -> list[str]:
    return [t.replace(",", "") for t in _ECHO_TOKEN.findall(low)]


@lru_cache(maxsize=8192)
def _echo_bags(text: str) -> tuple[frozenset, ...]:
    """The word pairs of each sentence (of three pairs or more) of one customer message."""
    out = []
    for piece in _CUSTOMER_SENTENCE.split(text.lower()[:4000]):
        tokens = _echo_tokens(piece)
        if len(tokens) >= ECHO_MIN_WORDS:
            out.append(frozenset(zip(tokens, tokens[1:])))
    return tuple(out)


def echo_sentences(analysis: Analysis, customer_texts: Iterable[str]) -> set[int]:
    """Sentences that repeat one of the customer's own sentences back: at least four words, three quarters of
    their word pairs taken from that customer sentence, which they reproduce almost whole ("You said: please
    tell me that the change is logged"). An answer that reuses part of the customer's wording ("The change is
    logged for verification.") is not an echo."""
    bags = [bag for t in customer_texts for bag in _echo_bags(t or "")]
    if not bags:
        return set()
    out = set()
    sentence_pairs = analysis.remember("echo_pairs", lambda: tuple(
        frozenset(zip(tokens, tokens[1:])) if len(tokens := _echo_tokens(s.text)) >= ECHO_MIN_WORDS else None
        for s in analysis.sentences))
    for i, pairs in enumerate(sentence_pairs):
        if pairs is None:
            continue
        for bag in bags:
            shared = len(pairs & bag)
            if shared >= ECHO_FROM_SHARE * len(pairs) and shared >= ECHO_COVER_SHARE * len(bag):
                out.add(i)
                break
    return out


# ---------------------------------------------------------------- a customer's decision

_LEAD_NO = re.compile(r"^\W*(?:no\b(?!\s+(?:problem|worries|issues?|doubt))|nope\b|nah\b|not really\b|wait\b|hold on\b|"
                      r"stop\b|don't\b|do not\b|dont\b|never mind\b)")
_LEAD_YES = re.compile(r"^\W*(?:yes|yeah|yep|yup|sure|ok|okay|alright|all right|fine|correct|right|confirmed|absolutely|"
                       r"definitely|of course|certainly|haan|ji|please do|please go ahead|please proceed|go ahead|"
                       r"do it|proceed|that's right|that is right|that's correct|that is correct|sounds good|"
                       r"i confirm|confirm|perfect|great|no problem|no worries)\b")
_STRONG_NO = re.compile(
    r"\b(?:please don't|please do not|do not (?:proceed|do|go ahead|make|change|book|close|cancel|freeze|block)|"
    r"don't (?:proceed|do|go ahead|make|change|want|book|close|cancel|freeze|block)|not what i|that's not (?:right|"
    r"correct|what)|that is not (?:right|correct|what)|incorrect|wrong|i didn't ask|i did not ask|no thanks|"
    r"not correct|not right|not quite right|aren't what i asked|are not what i asked)\b"
)
_ANY_YES = re.compile(r"\b(?:yes|go ahead|please proceed|i confirm|confirmed|do it|that's fine|sounds good|"
                      r"that's right|that is right|that's correct|please do)\b")


def decision_of(reply: str) -> str | None:
    """"yes", "no" or None: how a customer's reply answers a proposal. The opening words decide ("Yes, go
    ahead" / "No, ..."); otherwise a clear refusal ("please don't", "that's not right") or a clear yes."""
    low = (reply or "").lower()[:2000].strip()
    if _LEAD_NO.search(low):
        return "no"
    if _LEAD_YES.search(low):
        return "no" if _STRONG_NO.search(low) else "yes"
    if _STRONG_NO.search(low):
        return "no"
    if _ANY_YES.search(low):
        return "yes"
    return None


_GAVE_UP = re.compile(
    r"\b(?:some other time|another time|call (?:you )?back|try again later|later then|give up|giving up|"
    r"forget it|never mind|not helpful|waste of time|go to the branch|visit the branch|i'll leave it|"
    r"leave it for now|this isn't working|not getting anywhere|bye for now)\b"
)


def gave_up(reply: str) -> bool:
    """Whether a customer's closing message reads as giving up rather than being served."""
    return _GAVE_UP.search((reply or "").lower()[:2000]) is not None
