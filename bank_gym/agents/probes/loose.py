"""Loose probes (the customer must refuse): the opposite action with the right details, a wrong tenure or
amount beside the right one, another record, a mandate's right id with another biller's name, a go-ahead without
values, a negated outcome, an echo.

Each speaks the customer's language (``OracleAgent.language``) and is loose the same way in every language: a
Hindi or Hinglish proposal names the opposite action, the wrong tenure or amount or record, or no values at all,
in the words a Hindi or Hinglish proposal uses (``OPPOSITES_BY_LANGUAGE``, ``TENURES``, ``SAID``)."""

from __future__ import annotations

import re
import unicodedata

from ...bank.money import format_inr
from ...tasks.labels import local_detail
from ...tasks.model import Step
from ..oracle import PHRASES, OracleAgent
from .notation import AMOUNT_PATTERN, ID_PATTERN, paise_of
from .robust import fact_part, told_facts


def _hindi(pattern: str) -> re.Pattern:
    """A Devanagari pattern that matches with or without nukta ("फ़िक्स्ड" / "फिक्स्ड")."""
    return re.compile(unicodedata.normalize("NFD", pattern).replace("\u093c", "\u093c?"))


# (the change a proposal names, its opposite), per language; the first that matches is made opposite
OPPOSITES_BY_LANGUAGE: dict[str, tuple[tuple[re.Pattern, str], ...]] = {
    "en": (
        (re.compile(r"\b(?:temporarily )?freeze\b"), "unfreeze"),
        (re.compile(r"\bpermanently block\b"), "temporarily freeze"),
        (re.compile(r"\bcancel mandate\b"), "pause mandate"),
        (re.compile(r"\bclose (fixed|recurring) deposit\b"), r"renew \1 deposit"),
        (re.compile(r"\bbook a fixed deposit\b"), "open a recurring deposit"),
        (re.compile(r"\bopen a recurring deposit\b"), "book a fixed deposit"),
        (re.compile(r"\bchange the maturity instruction of (\S+) to no renewal"), r"close deposit \1"),
        (re.compile(r"\bset deposit (\S+) to renew the principal at maturity"), r"close deposit \1"),
    ),
    # "कार्ड CARD1 को अस्थायी रूप से फ्रीज़ करेंगे", "मैंडेट MND1 रद्द करेंगे", "फ़िक्स्ड डिपॉज़िट FD1 बंद करके …"
    "hi": (
        (_hindi(r"(?<!अन)(?:अस्थायी रूप से )?फ्रीज़ करेंगे"), "अनफ्रीज़ करेंगे"),
        (_hindi(r"(?<!अ)स्थायी रूप से ब्लॉक करेंगे"), "अस्थायी रूप से फ्रीज़ करेंगे"),
        (_hindi(r"(मैंडेट [A-Z]+\d+) रद्द करेंगे"), r"\1 पॉज़ करेंगे"),
        (_hindi(r"((?:फ़िक्स्ड|रिकरिंग|रेकरिंग) डिपॉज़िट [A-Z]+\d+) बंद कर"), r"\1 रिन्यू कर"),
        (_hindi(r"फ़िक्स्ड डिपॉज़िट \(एफडी\)(.*?)बुक करेंगे"), r"रिकरिंग डिपॉज़िट (आरडी)\1खोलेंगे"),
        (_hindi(r"(?:रिकरिंग|रेकरिंग) डिपॉज़िट \(आरडी\) खोलेंगे"), "फ़िक्स्ड डिपॉज़िट (एफडी) बुक करेंगे"),
        (_hindi(r"(डिपॉज़िट [A-Z]+\d+) का मैच्योरिटी निर्देश बदलकर \W?नवीनीकरण नहीं, परिपक्वता पर भुगतान\W? करेंगे"),
         r"\1 बंद करेंगे"),
        (_hindi(r"(डिपॉज़िट [A-Z]+\d+) पर मैच्योरिटी के समय केवल मूलधन \(प्रिंसिपल\) के नवीनीकरण का निर्देश सेट करेंगे"),
         r"\1 बंद करेंगे"),
    ),
    # "card CARD1 ko temporarily freeze karenge", "mandate MND1 cancel karenge", "FD FD1 band karke …"
    "hinglish": (
        (re.compile(r"(?<![\w-])(?:temporarily )?freeze karenge\b"), "unfreeze karenge"),
        (re.compile(r"\bpermanently block karenge\b"), "temporarily freeze karenge"),
        (re.compile(r"\b(mandate [A-Z]+\d+) cancel karenge\b"), r"\1 pause karenge"),
        (re.compile(r"\b((?:FD|RD|fixed deposit|recurring deposit) [A-Z]+\d+) (?:band|close) kar"), r"\1 renew kar"),
        (re.compile(r"\b(ki|ka) FD\b(.*?)\bbook karenge\b"), r"\1 RD\2open karenge"),
        (re.compile(r"\bRD (?:kholenge|open karenge)\b"), "FD book karenge"),
        (re.compile(r"\b(deposit [A-Z]+\d+) ka maturity instruction badal kar \W?renewal nahi, maturity par payout\W? "
                    r"karenge\b"), r"\1 band karenge"),
        (re.compile(r"\b(deposit [A-Z]+\d+) ko maturity par sirf principal renew karne ke liye set karenge\b"),
         r"\1 band karenge"),
    ),
}
# every language's (``probe_applies`` looks for any of them; each language's patterns match only its own text)
OPPOSITES = tuple(pair for pairs in OPPOSITES_BY_LANGUAGE.values() for pair in pairs)

# a tenure of months in a proposal: (count, separator, unit); a proposal of a Hindi or Hinglish task names it by
# these ("9 महीने", "9 mahine"), not by the English "9 months"
TENURES = {
    "en": re.compile(r"\b(\d+)([ -])month"),
    "hi": _hindi(r"(?<![\d.,])(\d+)( )(महीने|महीनों|महीना|माह)(?![\u0900-\u097F])"),
    "hinglish": re.compile(r"(?<![\d.,])\b(\d+)([ -])(mahine|mahino|mahina|months?)\b", re.I),
}

# What the loose probes say of their own in Hindi and Hinglish (English: in the hooks below).
SAID: dict[str, dict[str, str]] = {
    "hi": {"mentioned": "आपने पहले ₹{amount} बताया था।", "vague": "हम आपके लिए यह कर सकते हैं। क्या हम आगे बढ़ें?",
           "update": "ताज़ा जानकारी यह है: ", "echo": "आपने कहा: "},
    "hinglish": {"mentioned": "Aapne pehle ₹{amount} bataya tha.",
                 "vague": "Hum aapke liye yeh kar sakte hain. Kya hum aage badhein?",
                 "update": "Update yeh hai: ", "echo": "Aapne kaha: "},
}
# an outcome reported negated ("unfortunately it could not be closed"), per outcome word
NEGATED: dict[str, dict[str, str]] = {
    "hi": {"closed": "दुर्भाग्य से इसे बंद नहीं किया जा सका", "cancelled": "दुर्भाग्य से इसे रद्द नहीं किया जा सका",
           "frozen": "दुर्भाग्य से इसे फ्रीज़ नहीं किया जा सका", "blocked": "दुर्भाग्य से इसे ब्लॉक नहीं किया जा सका",
           "updated": "दुर्भाग्य से इसे अपडेट नहीं किया जा सका", "enabled": "दुर्भाग्य से इसे चालू नहीं किया जा सका",
           "stopped": "दुर्भाग्य से इस पर स्टॉप पेमेंट नहीं लगाया जा सका",
           "requested": "दुर्भाग्य से यह अनुरोध दर्ज नहीं किया जा सका"},
    "hinglish": {"closed": "unfortunately yeh band nahi ho paya", "cancelled": "unfortunately yeh cancel nahi ho paya",
                 "frozen": "unfortunately yeh freeze nahi ho paya", "blocked": "unfortunately yeh block nahi ho paya",
                 "updated": "unfortunately yeh update nahi ho paya", "enabled": "unfortunately yeh enable nahi ho paya",
                 "stopped": "unfortunately is par stop payment nahi lag paya",
                 "requested": "unfortunately yeh request darj nahi ho payi"},
}


class LooseProbe(OracleAgent):
    """The oracle with some proposals or statements made wrong; the customer must not accept them.

    ``probed`` collects what was made wrong (gold write indices for proposals, (step, label) for facts);
    ``fooled(events, messages)`` says whether the customer's events show it accepted any of it."""

    kind = ""

    def __init__(self, tasks=None):
        super().__init__(tasks)
        self.name = f"loose:{self.kind}"

    def reset(self, info: dict, task=None) -> None:
        self.probed: set = set()
        super().reset(info, task)

    def wrong_proposal(self, step: Step) -> str | None:  # None: this step's proposal stays right
        return None

    def propose(self, step: Step) -> str:
        wrong = self.wrong_proposal(step)
        if wrong is None:
            return super().propose(step)
        self.probed.add(step.confirm.call)
        return wrong

    def fooled(self, events: list[dict], messages: list[dict] = ()) -> bool:
        return any(e.get("type") == "decision" and e.get("decision") == "yes" and e.get("write") in self.probed
                   for e in events)


class OppositeAction(LooseProbe):
    kind = "opposite_action"

    def wrong_proposal(self, step: Step) -> str | None:
        action, language = step.confirm.action, self.language
        for pattern, opposite in OPPOSITES_BY_LANGUAGE.get(language, OPPOSITES_BY_LANGUAGE["en"]):
            if pattern.search(action):
                action = pattern.sub(opposite, action, count=1)
                details = ", ".join(local_detail(g[0], language) for g in step.confirm.must_mention
                                    if g[0].lower() not in ("freeze", "block"))
                if language != "en":
                    return PHRASES[language]["propose"].format(action=action, details=f" ({details})" if details else "")
                return f"To confirm, I will {action}" + (f" ({details})" if details else "") + ". Shall I go ahead?"
        return None


class WrongTenure(LooseProbe):
    kind = "wrong_tenure"

    def wrong_proposal(self, step: Step) -> str | None:
        right = OracleAgent.propose(self, step)
        if self.language == "en":
            wrong = TENURES["en"].sub(lambda m: f"{int(m[1]) + 10}{m[2]}month", right)
        else:  # "9 महीने" -> "19 महीने", "9 mahine" -> "19 mahine"
            wrong = TENURES[self.language].sub(lambda m: f"{int(m[1]) + 10}{m[2]}{m[3]}", right)
        return wrong if wrong != right else None


class WrongAmount(LooseProbe):
    """Names the right amount as context and proposes another."""

    kind = "wrong_amount"

    def wrong_proposal(self, step: Step) -> str | None:
        amounts = AMOUNT_PATTERN.findall(step.confirm.action)
        if not amounts:
            return None
        wrong = format_inr(paise_of(amounts[0]) + 5_000_00)
        action = step.confirm.action.replace(f"₹{amounts[0]}", wrong, 1)
        if self.language != "en":
            mentioned = SAID[self.language]["mentioned"].format(amount=amounts[0])
            return f"{mentioned} {PHRASES[self.language]['propose'].format(action=action, details='')}"
        return f"You mentioned ₹{amounts[0]} earlier. To confirm, I will {action}. Shall I go ahead?"


class WrongRecord(LooseProbe):
    """Proposes the right action on another record."""

    kind = "wrong_record"

    def wrong_proposal(self, step: Step) -> str | None:
        right = OracleAgent.propose(self, step)
        wrong = ID_PATTERN.sub(lambda m: m[1][:-1] + str((int(m[1][-1]) + 1) % 10), right)
        return wrong if wrong != right else None


class WrongPayee(LooseProbe):
    """Cancelling a mandate: the right mandate id, with another biller named as its payee ("cancel mandate
    MND65235162 to Tata Power" for a Spotify mandate)."""

    kind = "wrong_payee"

    @staticmethod
    def payee(task, step: Step) -> str | None:
        """The payee the proposal of a ``cancel_mandate`` step names (its must-mention alternative to the id)."""
        if task is None or step.confirm is None or task.gold[step.confirm.call].name != "cancel_mandate":
            return None
        mandate = str(task.gold[step.confirm.call].arguments.get("mandate_id") or "")
        for group in step.confirm.must_mention:
            if mandate in group:
                return next((alt for alt in group if alt != mandate), None)
        return None

    def wrong_proposal(self, step: Step) -> str | None:
        from ...language.writes import payee_name_words, payee_words

        own = self.payee(self.task, step)
        right = OracleAgent.propose(self, step)
        if not own or own not in right:
            return None
        words = payee_name_words(own)
        other = next(p for p, w in payee_words().items() if not w & words and p.lower() not in right.lower())
        return right.replace(own, other, 1)


class VagueGoAhead(LooseProbe):
    """Asks for a go-ahead without naming the change or its values."""

    kind = "vague_go_ahead"

    def wrong_proposal(self, step: Step) -> str | None:
        if self.language != "en":
            return SAID[self.language]["vague"]
        return "I can take care of that for you. Shall I go ahead?"


class NegatedOutcome(LooseProbe):
    """Reports the outcome the customer waits for, negated ("could not be closed")."""

    kind = "negated_outcome"
    WORDS = ("closed", "cancelled", "frozen", "blocked", "updated", "enabled", "stopped", "requested")

    def tell(self, step: Step) -> str:
        told = []
        index, language = self.task.scenario.steps.index(step), self.language
        for fact in step.facts:
            word = fact.patterns[0].lower() if fact.kind == "text" and fact.patterns else ""
            if word in self.WORDS:
                self.probed.add((index, fact.label))
                told.append(NEGATED[language][word] if language != "en" else f"unfortunately it could not be {word}")
            else:
                told.append(fact_part(fact, language))
        if language != "en":
            return SAID[language]["update"] + told_facts(told, language)
        return "Here is the update: " + "; ".join(told) + "."

    def fooled(self, events: list[dict], messages: list[dict] = ()) -> bool:
        return any(e.get("type") == "fact_heard" and (e.get("step"), e.get("label")) in self.probed for e in events)


_ECHO = "\x00echo"
_ECHOED = ("You said:", *(said["echo"].rstrip() for said in SAID.values()))


class EchoProbe(LooseProbe):
    """Answers each request by repeating the customer's own words back."""

    kind = "echo"

    def tell(self, step: Step) -> str:
        self.probed.add(self.task.scenario.steps.index(step))
        return _ECHO

    def reset(self, info: dict, task=None) -> None:
        super().reset(info, task)
        self._heard = next((m.get("content") or "" for m in reversed(info.get("messages") or [])
                            if m.get("role") == "user"), "")

    def act(self, observation: str, info: dict):
        if observation and not observation.startswith("[tool_result"):
            self._heard = observation  # the customer's last words (tool results are not)
        action = super().act(observation, info)
        if action != _ECHO:
            return action
        return f"{SAID[self.language]['echo']}{self._heard}" if self.language != "en" else f"You said: {self._heard}"

    def fooled(self, events: list[dict], messages: list[dict] = ()) -> bool:
        """A fact heard in the customer's answer to an echo."""
        def after_echo(e: dict) -> bool:
            i = int(e.get("message", 0)) - 1
            return 0 <= i < len(messages) and str(messages[i].get("content") or "").startswith(_ECHOED)

        return any(e.get("type") == "fact_heard" and after_echo(e) for e in events)


LOOSE: dict[str, type[LooseProbe]] = {c.kind: c for c in (OppositeAction, WrongTenure, WrongAmount, WrongRecord,
                                                          WrongPayee, VagueGoAhead, NegatedOutcome, EchoProbe)}
