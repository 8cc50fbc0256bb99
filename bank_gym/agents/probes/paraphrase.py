"""Rewordings of the oracle (must pass): its tool calls unchanged, its messages worded the way capable LLM
assistants word them.

Each rewording speaks one language (``Paraphrase.language``) and applies to the tasks whose customer speaks it
(``Paraphrase.applies``): the English ones to English tasks, the ``hi_*`` ones (Devanagari, with the usual banking
loanwords) to Hindi tasks and the ``hinglish_*`` ones (Latin script) to Hinglish tasks. On a task of another
language an agent speaks as the plain oracle does in that language."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date
from typing import Any

from ...tasks.labels import ASK_WANTED, local_detail, local_label, local_value
from ...tasks.model import Fact, Step, Task
from ..oracle import PHRASES, OracleAgent, render_fact
from .notation import (
    ACCOUNT_PATTERN,
    AMOUNT_NOTATIONS,
    AMOUNT_PATTERN,
    CARD_PATTERN,
    DATE_NOTATIONS,
    ID_PATTERN,
    ISO_PATTERN,
    LOCAL_TENURE_PATTERN,
    TENURE_PATTERN,
    paise_of,
    render_amount,
    render_date,
    render_local_amount,
    render_local_date,
    render_local_tenure,
    render_tenure,
)


@dataclass(frozen=True)
class Paraphrase:
    """How a reworded oracle talks (every field has the oracle's own wording as its default)."""

    name: str
    kind: str  # what the rewording exercises (the table groups by it)
    ask: str = "Sure, I can help with that. Could you please tell me the {wanted}?"
    lead: str = "To confirm, I will {action}{details}."
    question: str = "Shall I go ahead?"
    tell: str = "default"  # default | natural | bullets | table | inline | done_first
    decline: str = "I'm sorry, but I cannot do that: {reason}."
    amounts: str = "inr"
    dates: str = "iso"
    tenures: str = "digits"
    ids: str = "plain"  # plain | masked | bold | code
    curly: bool = False
    two_messages: bool = False  # the proposal, then the go-ahead question in its own message
    reconfirm: bool = False  # asks the same go-ahead twice before acting
    prefix: str = ""
    # the customer's language the rewording speaks; Hindi and Hinglish ones also word the opening of the facts
    # and "done" themselves (``ask`` there has {own}/{your}: the possessive the first thing asked for takes)
    language: str = "en"
    opening: str = ""
    done: str = ""

    def applies(self, task: Task) -> bool:
        """Whether this rewording is meant for ``task`` (its customer speaks the rewording's language)."""
        return getattr(task, "language", "en") == self.language


_BASE = Paraphrase("oracle", "baseline")


def _p(name: str, kind: str, **changes: Any) -> Paraphrase:
    return replace(_BASE, name=name, kind=kind, **changes)


PARAPHRASES: dict[str, Paraphrase] = {p.name: p for p in [
    # asking for the go-ahead, with and without a question mark
    _p("confirm_yes_no", "go-ahead", question="Please confirm (yes/no)."),
    _p("let_me_know", "go-ahead", question="Let me know if I should go ahead."),
    _p("details_correct", "go-ahead", question="Are these details correct?"),
    _p("would_you_like", "go-ahead", question="Would you like me to proceed?"),
    _p("do_you_want", "go-ahead", question="Do you want me to go ahead with this?"),
    _p("can_you_confirm", "go-ahead", question="Can you confirm?"),
    _p("okay_with_you", "go-ahead", question="Is that okay with you?"),
    _p("reply_yes", "go-ahead", question="Please reply yes to proceed."),
    _p("may_i_proceed", "go-ahead", question="May I proceed?"),
    _p("sound_right", "go-ahead", question="Does that sound right?"),
    _p("need_confirmation", "go-ahead", question="I'll need your confirmation to proceed."),
    _p("once_you_confirm", "go-ahead", question="Once you confirm, I'll take care of it."),
    _p("go_ahead_and", "go-ahead", question="Should I go ahead and do that?"),
    # how the change is described
    _p("heres_the_plan", "proposal", lead="Here's what I'll do: {action}{details}."),
    _p("about_to", "proposal", lead="I'm about to {action}{details}."),
    _p("i_can", "proposal", lead="I can {action}{details} for you."),
    _p("just_to_be_sure", "proposal", lead="Just to be sure — I'll {action}{details}."),
    _p("two_messages", "proposal", two_messages=True),
    _p("reconfirm", "proposal", reconfirm=True),
    # asking for details, with and without a question mark
    _p("ill_need", "request", ask="I'll need the {wanted} to look into this."),
    _p("please_share", "request", ask="Please share the {wanted}."),
    _p("kindly_provide", "request", ask="Kindly provide the {wanted}."),
    _p("may_i_have", "request", ask="Happy to help! May I have the {wanted}?"),
    _p("what_is", "request", ask="What is the {wanted}?"),
    _p("to_check", "request", ask="To check this, I need your {wanted}."),
    # stating facts
    _p("natural_facts", "facts", tell="natural"),
    _p("bullet_facts", "facts", tell="bullets"),
    _p("table_facts", "facts", tell="table"),
    _p("inline_facts", "facts", tell="inline"),
    _p("done_first", "facts", tell="done_first"),
    # declining
    _p("isnt_possible", "decline", decline="That isn't possible, I'm afraid: {reason}.", curly=True),
    _p("unfortunately", "decline", decline="Unfortunately, this can't be done because {reason}."),
    _p("unable", "decline", decline="I'm unable to do that - {reason}."),
    _p("regret", "decline", decline="Regrettably, our policy doesn't allow this: {reason}."),
    # amounts
    *[_p(f"amount_{n}", "amounts", amounts=n) for n in AMOUNT_NOTATIONS if n != "inr"],
    # dates
    *[_p(f"date_{n}", "dates", dates=n) for n in DATE_NOTATIONS if n != "iso"],
    # tenures, ids, punctuation
    _p("tenure_words", "tenures", tenures="words"),
    _p("tenure_years", "tenures", tenures="years"),
    _p("tenure_phrase", "tenures", tenures="hyphen"),
    _p("ids_masked", "ids", ids="masked"),
    _p("ids_bold", "ids", ids="bold"),
    _p("ids_code", "ids", ids="code"),
    _p("curly_quotes", "punctuation", curly=True, prefix="Sure, I’m on it. "),
    # everything at once, the way a chatty model writes
    _p("chatty_markdown", "combined", prefix="Great question! ", tell="bullets", question="Please confirm (yes/no).",
       amounts="rs", dates="d_month_y", ids="bold", curly=True),
    _p("formal_indian", "combined", ask="Kindly share the {wanted}.", lead="As requested, I shall {action}{details}.",
       question="Kindly confirm if I may proceed.", tell="natural", amounts="rs_tight", dates="dmy_slash",
       tenures="words", decline="Regret to inform you that this is not possible: {reason}."),
]}

# ---------------------------------------------------------------- Hindi (Devanagari) and Hinglish rewordings
# The families write a proposal's action as a clause ending in the "हम"-form verb ("… बुक करेंगे", "… freeze
# karenge"), so every lead keeps "हम"/"hum" before {action}.

_HI = replace(_BASE, name="hi_oracle", kind="baseline", language="hi", ask=PHRASES["hi"]["ask"],
              lead="पुष्टि के लिए: हम {action}{details}।", question="क्या हम आगे बढ़ें?",
              decline="क्षमा करें, हम यह नहीं कर सकते: {reason}।", dates="hi_month",
              opening="आपने जो पूछा था, वह यह है।", done=PHRASES["hi"]["done"])
_HINGLISH = replace(_BASE, name="hinglish_oracle", kind="baseline", language="hinglish",
                    ask=PHRASES["hinglish"]["ask"], lead="Confirm karne ke liye: hum {action}{details}.",
                    question="Kya hum aage badhein?", decline="Maaf kijiye, hum yeh nahi kar sakte: {reason}.",
                    dates="d_month_y", opening="Aapne jo poocha tha, woh yeh hai.", done=PHRASES["hinglish"]["done"])


def _hi(name: str, kind: str, **changes: Any) -> Paraphrase:
    return replace(_HI, name=name, kind=kind, **changes)


def _hl(name: str, kind: str, **changes: Any) -> Paraphrase:
    return replace(_HINGLISH, name=name, kind=kind, **changes)


LOCAL_PARAPHRASES: dict[str, Paraphrase] = {p.name: p for p in [
    # asking for the go-ahead, with and without a question mark
    _hi("hi_confirm_kya_aage", "go-ahead", question="क्या मैं आगे बढ़ूँ?"),
    _hi("hi_kripya_pushti", "go-ahead", question="कृपया पुष्टि करें।"),
    _hi("hi_haan_ya_na", "go-ahead", question="कृपया हाँ या ना में बताइए।"),
    _hi("hi_theek_hai", "go-ahead", question="ठीक है?"),
    _hi("hi_kar_dein", "go-ahead", question="क्या हम यह कर दें?"),
    _hl("hinglish_kya_aage", "go-ahead", question="Kya main aage badhun?"),
    _hl("hinglish_please_confirm", "go-ahead", question="Please confirm karein."),
    _hl("hinglish_haan_ya_na", "go-ahead", question="Haan ya na mein bataiye."),
    _hl("hinglish_theek_hai", "go-ahead", question="Theek hai?"),
    _hl("hinglish_kar_doon", "go-ahead", question="Kya main yeh kar doon?"),
    _hl("hinglish_haan_bolein", "go-ahead", question="Aap haan bolein to main kar deta hoon."),
    # how the change is described; in one message or two, or asked twice
    _hi("hi_anumati", "proposal", lead="आपकी अनुमति हो तो हम {action}{details}।", question="क्या आप सहमत हैं?"),
    _hi("hi_bas_ek_baar", "proposal", lead="बस एक बार पक्का कर लें — हम {action}{details}।", question="सही है?"),
    _hi("hi_two_messages", "proposal", two_messages=True),
    _hi("hi_reconfirm", "proposal", reconfirm=True),
    _hl("hinglish_plan", "proposal", lead="Toh plan yeh hai: hum {action}{details}.", question="Theek hai na?"),
    _hl("hinglish_aapke_kehne_par", "proposal", lead="Aapke kehne par hum {action}{details}.",
        question="Kya main aage badhun?"),
    _hl("hinglish_two_messages", "proposal", two_messages=True),
    _hl("hinglish_reconfirm", "proposal", reconfirm=True),
    # asking for details, with and without a question mark
    _hi("hi_ask_chahiye", "request", ask="इसके लिए हमें {your}{wanted} चाहिए।"),
    _hi("hi_ask_kya_hai", "request", ask="ज़रूर! {your}{wanted} क्या है?"),
    _hi("hi_ask_bata_dijiye", "request", ask="कृपया {own}{wanted} बता दीजिए, हम अभी देख लेते हैं।"),
    _hi("hi_ask_share", "request", ask="मदद के लिए कृपया {own}{wanted} शेयर करें।"),
    _hl("hinglish_ask_chahiye", "request", ask="Iske liye mujhe {your}{wanted} chahiye."),
    _hl("hinglish_ask_kya_hai", "request", ask="Sure! {your}{wanted} kya hai?"),
    _hl("hinglish_ask_share", "request", ask="Please {own}{wanted} share kijiye."),
    _hl("hinglish_ask_batayein", "request", ask="{own}{wanted} batayein, main abhi check karta hoon."),
    # stating facts: sentences, bullets, a table, "label – value", value first, done first
    _hi("hi_natural", "facts", tell="natural"),
    _hi("hi_bullets", "facts", tell="bullets"),
    _hi("hi_table", "facts", tell="table"),
    _hi("hi_inline", "facts", tell="inline"),
    _hi("hi_dash", "facts", tell="dash"),
    _hi("hi_value_first", "facts", tell="value_first"),
    _hi("hi_done_first", "facts", tell="done_first"),
    _hl("hinglish_natural", "facts", tell="natural"),
    _hl("hinglish_bullets", "facts", tell="bullets"),
    _hl("hinglish_table", "facts", tell="table"),
    _hl("hinglish_inline", "facts", tell="inline"),
    _hl("hinglish_dash", "facts", tell="dash"),
    _hl("hinglish_value_first", "facts", tell="value_first"),
    _hl("hinglish_done_first", "facts", tell="done_first"),
    # declining
    _hi("hi_sambhav_nahi", "decline", decline="माफ़ कीजिए, यह संभव नहीं है: {reason}।"),
    _hi("hi_mumkin_nahi", "decline", decline="हमें खेद है, यह मुमकिन नहीं है, क्योंकि {reason}।"),
    _hi("hi_nahi_ho_sakta", "decline", decline="यह नहीं हो सकता — {reason}।"),
    _hl("hinglish_possible_nahi", "decline", decline="Sorry, yeh possible nahi hai: {reason}."),
    _hl("hinglish_allowed_nahi", "decline", decline="Maaf kijiye, yeh allowed nahi hai, kyunki {reason}."),
    _hl("hinglish_nahi_ho_payega", "decline", decline="Yeh nahi ho payega - {reason}."),
    # amounts: ₹1,50,000 / 1.5 लाख रुपये / डेढ़ लाख रुपये / १,५०,००० रुपये / 1,50,000 rupaye / Rs. / रु.
    *[_hi(f"hi_amount_{n}", "amounts", amounts=n) for n in ("lakh", "words", "devanagari", "rupees_after", "ru")],
    *[_hl(f"hinglish_amount_{n}", "amounts", amounts=n) for n in ("lakh", "words", "rupees_after", "rs", "rs_tight")],
    # dates: 5 दिसंबर 2026 (the oracle's) / 5 दिसम्बर, 2026 / 05/12/2026 / 5 December / 05-Dec-2026
    _hi("hi_date_alt_spelling", "dates", dates="hi_month_alt"),
    _hi("hi_date_slash", "dates", dates="dmy_slash"),
    _hl("hinglish_date_slash", "dates", dates="dmy_slash"),
    _hl("hinglish_date_no_year", "dates", dates="d_month"),
    _hl("hinglish_date_mon", "dates", dates="d_mon_y"),
    # tenures: 6 माह, 1 साल / 6 months, 1 saal
    _hi("hi_tenure_maah", "tenures", tenures="maah"),
    _hi("hi_tenure_saal", "tenures", tenures="years"),
    _hl("hinglish_tenure_months", "tenures", tenures="months"),
    _hl("hinglish_tenure_saal", "tenures", tenures="years"),
    # ids
    _hi("hi_ids_bold", "ids", ids="bold"),
    _hi("hi_ids_masked", "ids", ids="masked"),
    _hl("hinglish_ids_code", "ids", ids="code"),
    _hl("hinglish_ids_masked", "ids", ids="masked"),
    # everything at once
    _hi("hi_formal", "combined", ask="कृपया {own}{wanted} उपलब्ध कराएँ।",
        lead="आपके अनुरोध के अनुसार हम {action}{details}।", question="कृपया पुष्टि करें कि हम आगे बढ़ें।",
        tell="natural", amounts="rupees_after", dates="dmy_slash", tenures="maah",
        decline="खेद है, यह संभव नहीं है: {reason}।", opening="आपके द्वारा माँगी गई जानकारी इस प्रकार है।"),
    _hi("hi_chatty", "combined", prefix="जी बिल्कुल! ", tell="bullets", question="हाँ या ना?", amounts="lakh",
        ids="bold"),
    _hl("hinglish_chatty", "combined", prefix="Bilkul! ", tell="bullets", question="Please confirm karein.",
        amounts="lakh", dates="d_month", ids="bold"),
    _hl("hinglish_formal", "combined", ask="Kindly {own}{wanted} share karein.",
        lead="Aapki request ke according hum {action}{details}.", question="Kripya confirm karein ki hum aage badhein.",
        tell="natural", amounts="rs", dates="dmy_slash", decline="Kshama kijiye, yeh sambhav nahi hai: {reason}."),
]}
PARAPHRASES.update(LOCAL_PARAPHRASES)

# the possessive before the first thing asked for: (अपना/अपने, आपका/आपके) and the Hinglish ones, per reveal key
_POSSESSIVES = {
    "hi": {"": ("अपना ", "आपका "), "account_ids": ("अपने ", "आपके "), "card_ids": ("अपने ", "आपके "),
           "deposit_ids": ("अपने ", "आपके "), "guardian": ("अपने ", "आपके "), "payee": ("", "")},
    "hinglish": {"": ("apna ", "aapka "), "account_ids": ("apne ", "aapke "), "card_ids": ("apne ", "aapke "),
                 "deposit_ids": ("apne ", "aapke "), "guardian": ("apne ", "aapke "), "payee": ("", "")},
}
# the words of a telling of facts: (the bullets' opening, the table's header, "I checked" before inline facts,
# the copula after a value, "and", "done")
_TELL_WORDS = {
    "hi": ("विवरण इस प्रकार है:", "| विवरण | जानकारी |", "मैंने आपके लिए देख लिया है —", "है", "और", "हो गया!"),
    "hinglish": ("Details yeh rahe:", "| Detail | Jaankari |", "Maine aapke liye check kar liya hai -", "hai", "aur",
                 "Ho gaya!"),
}
# a value that is a clause of its own ("फ्रीज़ कर दिया गया है", "active hai") takes no copula after it
_CLAUSE = re.compile(r"(?:है|हैं|हुआ|hai|hain|hoga|honge|hua)$")
_SENTENCE_START = re.compile(r"(^|[.!?] +)([a-z])")
# masked ids: "कार्ड (आख़िरी अंक 1234)", "account (last 4 digits 7890)"
_LAST4 = {"hi": "आख़िरी अंक", "hinglish": "last 4 digits"}
_CARD_WORD = {"hi": "कार्ड", "hinglish": "card"}
_ACCOUNT_WORD = {"hi": "खाता", "hinglish": "account"}
_LOCAL_CARD = re.compile(r"(?:(कार्ड|card) )?\b(CARD\d+)\b")
_LOCAL_ACCOUNT = re.compile(r"(?:(खाता|खाते|खातों|account) )?\b((?:SB|CA|NE|NO|SA|CU)\d{10})\b")


def _local_detail(text: str, language: str) -> str:
    """A detail of a proposal in the language, a date left in ISO form (``_say_local`` writes it)."""
    return text if ISO_PATTERN.fullmatch(text.strip()) else local_detail(text, language)


_OUTCOME_SENTENCES = {
    "closed": "The closure has been processed.",
    "cancelled": "The cancellation is complete.",
    "canceled": "The cancellation is complete.",
    "frozen": "It is now temporarily blocked.",
    "blocked": "It has been hotlisted.",
    "updated": "The change is now in effect.",
    "enabled": "It has been activated.",
    "requested": "The request has been placed.",
    "stopped": "A stop has been placed on it.",
    "verification": "It will be verified by our team.",
}


def _sentence_case(text: str) -> str:
    return text[:1].upper() + text[1:]


def last_fours(customer_id: str) -> dict[str, str]:
    """The last four digits the customer knows each of its cards and accounts by ("the card ending 4864")."""
    from ...bank import load_bank

    customer = load_bank().customers.get(customer_id)
    if customer is None:
        return {}
    out = {c.card_id: c.masked_number[-4:] for c in customer.cards.values()}
    out.update({a: a[-4:] for a in customer.accounts})
    return out


class ParaphraseAgent(OracleAgent):
    """The oracle with its messages reworded by a ``Paraphrase`` (tool calls unchanged)."""

    def __init__(self, style: Paraphrase, tasks=None):
        super().__init__(tasks)
        self.style = style
        self.name = f"paraphrase:{style.name}"
        self._masks: dict[str, str] = {}

    def reset(self, info: dict, task: Task | str | None = None) -> None:
        super().reset(info, task)
        self._masks = last_fours(self.task.customer_id) if self.style.ids == "masked" else {}

    # ------------------------------------------------------------ notation
    def _say(self, text: str) -> str:
        s = self.style
        text = AMOUNT_PATTERN.sub(lambda m: render_amount(paise_of(m.group(1)), s.amounts), text)
        if s.dates != "iso":
            text = ISO_PATTERN.sub(lambda m: render_date(date(int(m[1]), int(m[2]), int(m[3])), s.dates), text)
        if s.tenures != "digits":
            text = TENURE_PATTERN.sub(lambda m: render_tenure(int(m[1]), s.tenures, plural=m[2] == " "), text)
        if s.ids == "masked" and self._masks:
            text = CARD_PATTERN.sub(lambda m: f"the card ending {self._masks[m[1]]}" if m[1] in self._masks else m[0], text)
            text = ACCOUNT_PATTERN.sub(lambda m: f"the account ending {self._masks[m[1]]}" if m[1] in self._masks else m[0],
                                text)
        elif s.ids == "bold":
            text = ID_PATTERN.sub(r"**\1**", text)
        elif s.ids == "code":
            text = ID_PATTERN.sub(r"`\1`", text)
        if s.curly:
            text = text.replace("'", "’")
        return s.prefix + text

    # ------------------------------------------------------------ Hindi and Hinglish
    @property
    def _plain(self) -> bool:
        """The rewording is for another language than the task's: speak as the plain oracle does."""
        return not self.style.applies(self.task)

    @property
    def _local(self) -> bool:
        return self.style.language != "en"

    def _say_local(self, text: str) -> str:
        s, language = self.style, self.style.language
        text = AMOUNT_PATTERN.sub(lambda m: render_local_amount(paise_of(m.group(1)), s.amounts, language), text)
        today = self.task.session_date
        text = ISO_PATTERN.sub(lambda m: render_local_date(date(int(m[1]), int(m[2]), int(m[3])), s.dates, today),
                               text)
        if s.tenures != "digits":  # "9-month FD" (Hinglish) stays as it is
            text = LOCAL_TENURE_PATTERN[language].sub(
                lambda m: m[0] if "-" in m[0] else render_local_tenure(int(m[1]), s.tenures, language), text)
        if s.ids == "masked" and self._masks:
            last4 = _LAST4[language]
            text = _LOCAL_CARD.sub(lambda m: f"{m[1] or _CARD_WORD[language]} ({last4} {self._masks[m[2]]})"
                                   if m[2] in self._masks else m[0], text)
            text = _LOCAL_ACCOUNT.sub(lambda m: f"{m[1] or _ACCOUNT_WORD[language]} ({last4} {self._masks[m[2]]})"
                                      if m[2] in self._masks else m[0], text)
        elif s.ids == "bold":
            text = ID_PATTERN.sub(r"**\1**", text)
        elif s.ids == "code":
            text = ID_PATTERN.sub(r"`\1`", text)
        return s.prefix + text

    def _local_ask(self, step: Step) -> str:
        language = self.style.language
        wanted = PHRASES[language]["and"].join(ASK_WANTED[language].get(item.key, item.ask_keywords[0])
                                               for item in step.reveals)
        possessives = _POSSESSIVES[language]
        own, your = possessives.get(step.reveals[0].key if step.reveals else "", possessives[""])
        text = self.style.ask.format(own=own, your=your, wanted=wanted)
        return _SENTENCE_START.sub(lambda m: m[1] + m[2].upper(), text) if language == "hinglish" else text

    def _local_value(self, fact: Fact) -> str:
        """The value as the local oracle says it, but a date left in ISO form (``_say_local`` writes it)."""
        if fact.kind == "text" and fact.patterns and ISO_PATTERN.fullmatch(fact.patterns[0].strip()):
            return fact.patterns[0]
        return local_value(fact, self.style.language)

    def _local_facts(self, step: Step, opening: str) -> str:
        s, language = self.style, self.style.language
        if not step.facts:
            return s.done
        intro, header, checked, copula, joiner, done = _TELL_WORDS[language]
        end = "।" if language == "hi" else "."
        pairs = [(local_label(f.label, language), self._local_value(f)) for f in step.facts]

        def colon(label: str, value: str) -> bool:  # a clause, or a label that holds its value ("payee Netflix")
            return bool(_CLAUSE.search(value)) or value in label

        how = s.tell
        if how == "natural":
            return " ".join(f"{_sentence_case(label)}: {value}{end}" if colon(label, value) else
                            f"{_sentence_case(label)} {value} {copula}{end}" for label, value in pairs)
        if how == "bullets":
            return intro + "\n" + "\n".join(f"- **{_sentence_case(label)}**: {value}" for label, value in pairs)
        if how == "table":
            rows = "\n".join(f"| {label} | {value} |" for label, value in pairs)
            return f"{header}\n|---|---|\n{rows}"
        if how == "inline":
            return f"{checked} " + f", {joiner} ".join(f"{label}: {value}" if colon(label, value) else
                                                       f"{label} {value} {copula}" for label, value in pairs) + end
        if how == "dash":
            return "\n".join([opening] * bool(opening) + [f"{_sentence_case(label)} – {value}" for label, value in pairs])
        if how == "value_first":
            this = "यह" if language == "hi" else "yeh"
            return " ".join(f"{_sentence_case(label)}: {value}{end}" if colon(label, value) else
                            f"{value} — {this} {label} {copula}{end}" for label, value in pairs)
        if how == "done_first":
            return f"{done} " + " ".join(f"{_sentence_case(label)}: {value}{end}" for label, value in pairs)
        told = "; ".join(f"{label}: {value}" for label, value in pairs)
        return f"{opening} {_sentence_case(told)}{end}".strip()

    # ------------------------------------------------------------ hooks
    def ask(self, step: Step) -> str:
        if self._plain:
            return OracleAgent.ask(self, step)
        if self._local:
            return self._say_local(self._local_ask(step))
        wanted = " and ".join(item.ask_keywords[0] for item in step.reveals)
        return self._say(self.style.ask.format(wanted=wanted))

    def _lead(self, step: Step) -> str:
        if self._local:
            details = ", ".join(_local_detail(group[0], self.style.language) for group in step.confirm.must_mention)
        else:
            details = ", ".join(group[0] for group in step.confirm.must_mention)
        return self.style.lead.format(action=step.confirm.action, details=f" ({details})" if details else "")

    def propose(self, step: Step) -> str | list[str]:
        if self._plain:
            return OracleAgent.propose(self, step)
        say = self._say_local if self._local else self._say
        lead, question = self._lead(step), self.style.question
        if self.style.two_messages:
            return [say(lead), say(question)]
        message = say(f"{lead} {question}")
        return [message, message] if self.style.reconfirm else message

    def tell(self, step: Step) -> str:
        if self._plain:
            return OracleAgent.tell(self, step)
        if self._local:
            return self._say_local(self._local_facts(step, opening=self.style.opening))
        return self._say(self._facts(step, opening="Here is what you asked for."))

    def decline(self, step: Step) -> str:
        if self._plain:
            return OracleAgent.decline(self, step)
        if self._local:
            reason = step.decline_reason or PHRASES[self.style.language]["policy"]
            facts = self._local_facts(step, opening="") if step.facts else ""
            return self._say_local(f"{self.style.decline.format(reason=reason)} {facts}".strip())
        reason = step.decline_reason or "that is not something our policy allows"
        facts = self._facts(step, opening="") if step.facts else ""
        return self._say(f"{self.style.decline.format(reason=reason)} {facts}".strip())

    def _facts(self, step: Step, opening: str) -> str:
        if not step.facts:
            return "That's done."
        how = self.style.tell
        if how == "natural":
            return " ".join(_natural(f) for f in step.facts)
        if how == "bullets":
            return "Here are the details:\n" + "\n".join(f"- **{_sentence_case(f.label)}**: {render_fact(f)}"
                                                         for f in step.facts)
        if how == "table":
            rows = "\n".join(f"| {f.label} | {render_fact(f)} |" for f in step.facts)
            return f"| Item | Value |\n|---|---|\n{rows}"
        if how == "inline":
            return "I checked for you — " + ", and ".join(f"{f.label} is {render_fact(f)}" for f in step.facts) + "."
        if how == "done_first":
            return "All done! " + " ".join(f"{_sentence_case(f.label)}: {render_fact(f)}." for f in step.facts)
        return f"{opening} " + "; ".join(f"{f.label}: {render_fact(f)}" for f in step.facts) + "."

    # ------------------------------------------------------------ a proposal over two messages or twice
    def _plan(self, step: Step) -> list:
        out = []
        for action in super()._plan(step):
            out.extend(action if isinstance(action, list) and action and isinstance(action[0], str) else [action])
        return out


def _natural(fact: Fact) -> str:
    if fact.kind == "text" and fact.patterns:
        word = fact.patterns[0].lower()
        if word in _OUTCOME_SENTENCES and fact.label.startswith("that"):
            return _OUTCOME_SENTENCES[word]
    label = fact.label
    if label.startswith("that ") or label.startswith("whether "):
        return f"{_sentence_case(label)}: {render_fact(fact)}."
    return f"{_sentence_case(label)} is {render_fact(fact)}."
