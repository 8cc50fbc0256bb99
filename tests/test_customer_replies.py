"""The scripted customer's own replies as data (``bank_gym/customers/replies.yaml``, ``customers.replies``): the
real file keeps the rules, a damaged file is refused with an error that says what is wrong, and every kind's
phrasings read the way the customer means them with the project's language layer."""

from __future__ import annotations

import copy
import random
import re
from functools import cache
from importlib import resources

import pytest
import yaml

from bank_gym.customers import replies
from bank_gym.customers.replies import KINDS, MIN_PHRASINGS, SLOTS, RepliesError, check, languages_of, phrasings
from bank_gym.customers.scripted import _PHRASES, YES, ScriptedCustomer
from bank_gym.customers.wording import missing_words
from bank_gym.language import analyze, decision_of, gave_up, named_actions, proposal_sentences
from bank_gym.tasks.lang import LANGUAGES

PAIRS = [(kind, language) for kind in KINDS for language in languages_of(kind)]
# what a slot holds when the customer fills it: a "which ..." question, a noun, a "that ..." clause
FILLS = {
    "en": {"missing": ["which card", "the amount and the tenure", "how much the charge is"],
           "facts": ["the new balance", "that the card is frozen"]},
    "hi": {"missing": ["कौन सा कार्ड", "राशि और अवधि", "शुल्क कितना है"], "facts": ["नया बैलेंस", "कार्ड की स्थिति"]},
    "hinglish": {"missing": ["kaunsa card", "amount aur tenure", "charge kitna hai"],
                 "facts": ["naya balance", "card ka status"]},
}
# words that read as a refusal or a negation: never in a go-ahead
_NEGATION = re.compile(r"\b(?:no|not|never|don't|do not|nope|wait|stop|nahi|nahin|mat|na|ruk\w*)\b|n't\b"
                       r"|(?<![\u0900-\u097f])(?:नहीं|नही|मत|न|ना|रुक[\u0900-\u097f]*)(?![\u0900-\u097f])", re.IGNORECASE)
# phrasings kept from before this file, which the language layer reads otherwise than their kind: "Before I say
# yes" has a "yes" in it, and "wait a minute" reads as a refusal. The new ones must read as neither.
_KEPT_UNCLEAR = {"Before I say yes, please tell me exactly what you will do, including {missing}.",
                 "ज़रा रुकिए, पहले {missing} बताइए।", "Ek minute, pehle {missing} bataiye."}


@cache
def raw() -> dict:
    return yaml.safe_load(resources.files("bank_gym.customers").joinpath("replies.yaml").read_text("utf-8"))


def filled(kind: str, language: str) -> list[str]:
    """Every phrasing of a kind as the customer says it, its slot filled each way it can be."""
    out = []
    for text in phrasings(kind, language):
        slot = SLOTS.get(kind)
        out += [text.format(**{slot: fill}) for fill in FILLS[language][slot]] if slot else [text]
    return out


# ---------------------------------------------------------------- the rules on the real file


def test_the_real_file_keeps_the_rules():
    data = check(raw())  # raises on a broken rule
    assert data == replies.load()
    for kind, language in PAIRS:
        assert len(set(phrasings(kind, language))) >= MIN_PHRASINGS, (kind, language)
    assert "other_language" not in replies.load()["en"]
    for kind in KINDS:
        assert raw()[kind]["notes"].strip(), kind


def test_the_customer_draws_from_the_file_and_keeps_its_names():
    assert _PHRASES is replies.load() and YES == phrasings("yes", "en")
    from bank_gym.customers import scripted

    for name, kind in [("YES_HARMLESS", "yes_harmless"), ("NO_OTHER", "no_other"), ("NO_MISMATCH", "no_mismatch"),
                       ("UNCLEAR", "unclear"), ("NOT_HAVE", "not_have"), ("INSIST", "insist"),
                       ("MISSING_FACTS", "missing_facts"), ("IDLE_STOP", "idle_stop"), ("GO_AHEAD", "go_ahead"),
                       ("VAGUE_ANSWERS", "vague")]:
        assert getattr(scripted, name) == phrasings(kind, "en"), name
    customer = ScriptedCustomer()
    customer.language, customer.rng = "hi", random.Random(0)
    assert {customer._say("thanks") for _ in range(200)} == set(phrasings("thanks", "hi"))


def test_the_phrasings_that_were_there_come_first():
    assert phrasings("yes", "en")[:4] == ("Yes, please go ahead.", "Yes, that's right. Please proceed.",
                                          "Yes, I confirm.", "Yes, go ahead.")
    assert phrasings("misread", "en")[0] == "Sorry, I read that number wrong. "
    assert phrasings("thanks", "en")[0] == "Thanks."
    assert phrasings("other_language", "hi")[0].startswith("माफ़ कीजिए, मुझे अंग्रेज़ी ठीक से समझ नहीं आती।")


@pytest.mark.parametrize("kind,language", PAIRS)
def test_slots_ends_and_script(kind, language):
    for text in phrasings(kind, language):
        assert not re.search(r"\d", text), text
        if kind == "unclear":
            assert text.count("{missing}") == 1 and text.count("{") == 1, text
        elif kind == "missing_facts":
            assert text.count("{facts}") == 1 and text.count("{") == 1, text
        else:
            assert "{" not in text and "}" not in text, text
        if kind == "insist":
            assert text.endswith(":") and not text.endswith(" :"), text
        if kind == "misread":
            assert text.endswith(" ") and text.rstrip()[-1] in ".।", text
        devanagari = re.search(r"[\u0900-\u097f]", text) is not None
        assert devanagari == (language == "hi"), text  # Hindi in Devanagari, Hinglish and English in Latin script


# ---------------------------------------------------------------- a damaged file


def _damaged(change) -> dict:
    data = copy.deepcopy(raw())
    change(data)
    return data


@pytest.mark.parametrize("change,message", [
    (lambda d: d.pop("unclear"), r"no entry for \['unclear'\]"),
    (lambda d: d.update(maybe={"notes": "x", "en": ["x"] * 8}), r"unknown kinds \['maybe'\]"),
    (lambda d: d.update({True: d.pop("yes")}), r"quote it"),
    (lambda d: d["yes"].pop("hinglish"), r"yes\.hinglish: expected a list of phrasings"),
    (lambda d: d["thanks"].update(hi="धन्यवाद।"), r"thanks\.hi: expected a list of phrasings"),
    (lambda d: d["go_ahead"].update(en=d["go_ahead"]["en"][:7]), r"go_ahead\.en: 7 distinct phrasings, need at least 8"),
    (lambda d: d["no_other"].update(hi=[d["no_other"]["hi"][0]] * 9), r"no_other\.hi: 1 distinct phrasings"),
    (lambda d: d["unclear"]["hi"].__setitem__(2, "पहले पूरी बात बताइए।"), r"unclear\.hi: .* must say \{missing\} exactly once"),
    (lambda d: d["missing_facts"]["en"].__setitem__(0, "What is {facts}, {facts}?"), r"\{facts\} exactly once"),
    (lambda d: d["missing_facts"]["en"].__setitem__(0, "What is {fact}?"), r"must say \{facts\} exactly once"),
    (lambda d: d["yes"]["en"].__setitem__(0, "Yes, {amount} is fine."), r"has a slot \{amount\}; yes has none"),
    (lambda d: d["unclear"]["en"].__setitem__(0, "Tell me {missing:>5}."), r"must say \{missing\}|slot"),
    (lambda d: d["unclear"]["en"].__setitem__(0, "Tell me {missing."), r"write a slot as \{name\}"),
    (lambda d: d["insist"]["hinglish"].__setitem__(0, "Sorry, pehle yeh."), r"insist\.hinglish: .* must end with ':'"),
    (lambda d: d["misread"]["en"].__setitem__(0, "Sorry, I read that number wrong."), r"must end with ' '"),
    (lambda d: d["vague"]["en"].__setitem__(0, "It ends in 4821, I think."), r"has a digit"),
    (lambda d: d["idle_stop"].pop("notes"), r"idle_stop: a `notes` line"),
    (lambda d: d["other_language"].update(en=["Please speak English."] * 8), r"other_language: unknown keys \['en'\]"),
    (lambda d: d["yes"].update(hindi=["हाँ"]), r"yes: unknown keys \['hindi'\]"),
])
def test_a_damaged_file_is_refused_with_a_clear_error(change, message):
    with pytest.raises(RepliesError, match=message):
        check(_damaged(change))


def test_a_file_that_is_no_mapping_is_refused():
    with pytest.raises(RepliesError, match="expected a mapping"):
        check(["yes", "no"])
    with pytest.raises(RepliesError, match="expected notes and a list"):
        check({**raw(), "yes": ["Yes."] * 8})


# ---------------------------------------------------------------- how the phrasings read


@pytest.mark.parametrize("kind,language", [p for p in PAIRS if p[0] in ("yes", "yes_harmless", "go_ahead")])
def test_a_go_ahead_reads_as_yes_and_nothing_else(kind, language):
    """A yes is an unambiguous go-ahead to what was just proposed: it reads as yes, has no refusal or negation in
    it, names no change, value, date or record, and asks nothing new."""
    for text in filled(kind, language):
        a = analyze(text)
        assert decision_of(text) == "yes", text
        assert not _NEGATION.search(text), text
        assert not named_actions(a), text
        assert not (a.quantities or a.tenures or a.dates or a.ids), text
        assert "?" not in text and not gave_up(text), text


@pytest.mark.parametrize("kind,language", [p for p in PAIRS if p[0] in ("no_other", "no_mismatch")])
def test_a_refusal_reads_as_no(kind, language):
    for text in filled(kind, language):
        a = analyze(text)
        assert decision_of(text) == "no", text
        assert not named_actions(a) and not (a.quantities or a.tenures or a.dates or a.ids), text
        assert not gave_up(text), text


@pytest.mark.parametrize("language", LANGUAGES)
def test_unclear_reads_as_neither_yes_nor_no_and_asks(language):
    for text in phrasings("unclear", language):
        for fill in FILLS[language]["missing"]:
            said = text.format(missing=fill)
            if text not in _KEPT_UNCLEAR:
                assert decision_of(said) is None, said
            assert decision_of(said) != "yes" or "say yes" in said, said
            assert fill in said and not gave_up(said), said
    # filled the way the customer fills it
    assert missing_words(["amount", "tenure"], language) in FILLS[language]["missing"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_missing_facts_asks_and_is_no_proposal(language):
    """It asks for the facts: never a proposal ("May I ...?") nor a go-ahead, and the facts' words are the slot's."""
    for text in filled("missing_facts", language):
        a = analyze(text)
        assert not proposal_sentences(a), text
        assert decision_of(text) is None and not gave_up(text), text


@pytest.mark.parametrize("language", LANGUAGES)
def test_giving_up_reads_as_giving_up_and_nothing_else_does(language):
    for text in phrasings("idle_stop", language):
        assert gave_up(text), text
    for kind in KINDS:
        if kind != "idle_stop" and language in languages_of(kind):
            for text in filled(kind, language):
                assert not gave_up(text), (kind, text)


@pytest.mark.parametrize("language", LANGUAGES)
def test_thanks_agrees_to_nothing_and_refuses_nothing(language):
    for text in phrasings("thanks", language):
        assert decision_of(text) != "no" and not _NEGATION.search(text), text
        assert not named_actions(analyze(text)) and "?" not in text, text


@pytest.mark.parametrize("kind,language", PAIRS)
def test_no_phrasing_names_a_figure_a_date_or_a_record(kind, language):
    for text in filled(kind, language):
        a = analyze(text)
        assert not (a.ids or a.dates or a.tenures), text
        assert not any(q.kind == "amount" for q in a.quantities), text


@pytest.mark.parametrize("language", ["hi", "hinglish"])
def test_other_language_says_it_did_not_understand_english_and_asks_for_hindi(language):
    english, hindi = ("अंग्रेज़ी", "हिंदी") if language == "hi" else ("English", "Hindi")
    for text in phrasings("other_language", language):
        assert english in text and hindi in text, text
        assert not named_actions(analyze(text)), text


@pytest.mark.parametrize("kind,language", [p for p in PAIRS if p[0] in ("insist", "misread", "not_have", "vague")])
def test_lead_ins_and_evasions_ask_for_no_change(kind, language):
    for text in filled(kind, language):
        a = analyze(text)
        assert not named_actions(a) and not proposal_sentences(a), text


def test_a_yes_is_told_apart_from_every_other_reply():
    """``tests.test_scripted_customer.agrees`` looks for a yes phrasing in a reply: none is inside another
    kind's phrasing."""
    for kind in KINDS:
        if kind != "yes" and "en" in languages_of(kind):
            for text in filled(kind, "en"):
                assert not any(yes in text for yes in YES), (kind, text)


@pytest.mark.parametrize("kind,language", PAIRS)
def test_gender_neutral_first_person(kind, language):
    """Not passed through the task's gender agreement: no first-person verb that says the speaker's gender."""
    gendered = {"hi": r"मैं\s+(?:\S+\s+){0,3}?\S*(?:ता|ती|ा|ी)(?:\s+(?:हूँ|हूं|था|थी|नहीं)(?![\u0900-\u097f])|[।,?!]|$)"
                      r"|(?:ूँगा|ूँगी|ूंगा|ूंगी|ऊँगा|ऊँगी|ऊंगा|ऊंगी)(?![\u0900-\u097f])",
                "hinglish": r"(?:^|[.,?!]\s+)(?:main|mai)\s+(?:\w+\s+){0,3}?\w*(?:ta|ti|a|i)(?:\s+(?:hoon|hun|hu|tha|thi|nahi)\b|[.,?!]|$)"
                            r"|\b\w+(?:unga|ungi|oonga|oongi)\b"}
    if language == "en":
        return
    for text in phrasings(kind, language):
        assert not re.search(gendered[language], text, re.IGNORECASE), text
