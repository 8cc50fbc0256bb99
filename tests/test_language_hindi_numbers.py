"""The language layer reads Hindi (Devanagari), Hinglish (romanised) and mixed-script assistant messages:
normalization, words, amounts, tenures, days, percents, dates, ids and masked "last four digits" references —
and English reads exactly as before."""

from __future__ import annotations

import time
from datetime import date
from decimal import Decimal

import pytest

from bank_gym.language import analyze, id_in_text, normalize, split_sentences
from bank_gym.language.numbers import HINDI_NUMBERS
from bank_gym.language.text import contains_word, fold, word_pattern, words

TODAY = date(2026, 7, 16)


def kinds(text: str, kind: str) -> list[Decimal]:
    return [q.value for q in analyze(text).quantities if q.kind == kind]


def dates_of(text: str, reference: date | None = TODAY) -> list[tuple[int | None, int, int]]:
    return [(d.year, d.month, d.day) for d in analyze(text, reference).dates]


def last4(text: str) -> list[str]:
    return [m.value for m in analyze(text).last4]


# ---------------------------------------------------------------- normalization


@pytest.mark.parametrize(("raw", "norm"), [
    ("१,५०,००० रुपये", "1,50,000 रुपये"),
    ("०१२३४५६७८९", "0123456789"),
    ("हो गया।", "हो गया."),
    ("हो गया । अब", "हो गया. अब"),
    ("हो गया।अब", "हो गया. अब"),
    ("नमस्ते॥", "नमस्ते."),
    ("ज़रूर", "जरूर"),  # precomposed U+095B
    ("ज\u093cरूर", "जरूर"),  # base + combining nukta
    ("क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़", "क ख ग ज ड ढ फ य"),
    ("हज़ार करोड़ डेढ़ फ़ीसदी आख़िरी", "हजार करोड डेढ फीसदी आखिरी"),
    ("पाँच हाँ", "पांच हां"),  # chandrabindu -> anusvara
    ("क्\u200dष\u200c\ufeffखाता", "क्षखाता"),
    ("Balance is ₹1,50,000.", "Balance is ₹1,50,000."),
])
def test_normalize_gives_one_canonical_hindi_spelling(raw, norm):
    assert normalize(raw) == norm


def test_fold_spells_patterns_like_normalized_messages():
    assert fold("हज़ार") == "हजार" and fold("पाँच") == "पांच" and fold("plain ascii") == "plain ascii"


def test_danda_ends_sentences_and_rs_abbreviation_does_not():
    norm = normalize("ज़रूर, हम इसमें आपकी मदद करेंगे। कृपया अपना खाता नंबर बताइए। रु. 500 कटेंगे।")
    assert [s.text for s in split_sentences(norm)] == [
        "जरूर, हम इसमें आपकी मदद करेंगे.", "कृपया अपना खाता नंबर बताइए.", "रु. 500 कटेंगे."]
    assert split_sentences(normalize("क्या हम आगे बढ़ें?"))[0].question


# ---------------------------------------------------------------- words


def test_devanagari_words_are_tokens():
    assert words("मेरा खाता नंबर") == ["मेरा", "खाता", "नंबर"]
    assert words("fd बुक करना है") == ["fd", "बुक", "करना", "है"]
    assert words("fdबुक") == ["fd", "बुक"]
    assert words("खाताधारक की ब्याज दर") == ["खाताधारक", "की", "ब्याज", "दर"]
    assert words("isn't it") == ["isn't", "it"]


def test_contains_word_respects_devanagari_word_edges():
    assert contains_word("मेरा खाता नंबर", "खाता")
    assert contains_word("खाता.", "खाता") and contains_word("(खाता)", "खाता")
    assert not contains_word("खाताधारक", "खाता")
    assert not contains_word("बचतखाता", "खाता")
    assert not contains_word("खाते", "खाता")
    assert contains_word("कार्ड ब्लॉक कर दिया गया है", "ब्लॉक कर दिया")
    assert contains_word("fd बुक", "fd") and contains_word("fd बुक", "बुक")
    assert contains_word(normalize("हज़ार रुपये").lower(), "हज़ार")  # the phrase is folded like the text
    # a caller's own classes still get the Devanagari edge
    assert not word_pattern("खाता", r"\d,", r"\d,").search("खाताधारक")
    assert word_pattern("खाता", r"\d,", r"\d,").search("खाता नंबर")
    # English unchanged
    assert contains_word("your fd is booked", "fd") and not contains_word("fdic", "fd")


# ---------------------------------------------------------------- amounts


@pytest.mark.parametrize(("text", "rupees"), [
    ("₹1,50,000", 150000), ("१,५०,००० रुपये", 150000), ("1.5 लाख", 150000), ("डेढ़ लाख", 150000),
    ("डेढ लाख", 150000), ("dedh lakh", 150000), ("ढाई लाख", 250000), ("dhai lakh", 250000),
    ("साढ़े तीन लाख", 350000), ("sadhe teen lakh", 350000), ("सवा लाख", 125000), ("sawa lakh", 125000),
    ("सवा दो लाख", 225000), ("पौने दो लाख", 175000), ("paune do lakh", 175000), ("दो करोड़", 20_000_000),
    ("do crore", 20_000_000), ("50 हज़ार रुपये", 50000), ("Rs. 20,000", 20000), ("20,000 रुपए", 20000),
    ("रु. 500", 500), ("500 रु.", 500), ("20000 rupaye", 20000), ("20000 rupaiye", 20000), ("20000 rupay", 20000),
    ("दो लाख पचास हज़ार", 250000), ("एक लाख पचास हजार रुपये", 150000), ("तीन सौ पचास रुपये", 350),
    ("डेढ़ हज़ार रुपये", 1500), ("ढाई सौ रुपये", 250), ("साढ़े बारह हजार रुपये", 12500),
    ("पचास हज़ार रुपये", 50000), ("pachas hazaar rupaye", 50000), ("बीस हज़ार पाँच सौ रुपये", 20500),
    ("₹ डेढ़ लाख", 150000), ("do lakh rupaye", 200000), ("saath hazaar rupaye", 60000),
])
def test_hindi_and_hinglish_amounts(text, rupees):
    assert kinds(f"राशि {text} है।", "amount") == [Decimal(rupees)]


@pytest.mark.parametrize(("text", "value"), [
    ("पचास हज़ार", 50000), ("pachas hazaar", 50000), ("pachaas hajar", 50000), ("बीस हज़ार पाँच सौ", 20500),
    ("पाँच सौ", 500), ("paanch sau", 500), ("निन्यानवे", 99), ("ninyanve", 99), ("छः", 6), ("छह", 6),
    ("चौंतीस", 34), ("अड़तीस", 38), ("साठ हज़ार", 60000), ("saath hazaar", 60000), ("do sau", 200),
])
def test_hindi_and_hinglish_plain_numbers(text, value):
    assert kinds(text, "number") == [Decimal(value)]


def test_every_hindi_number_word_from_zero_to_ninety_nine():
    table = ("शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस "
             "बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस "
             "पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस "
             "सैंतालीस अड़तालीस उनचास पचास इक्यावन बावन तिरेपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ "
             "बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर "
             "छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी "
             "नवासी नब्बे इक्यानवे बानवे तिरानवे चौरानवे पचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे").split()
    assert len(table) == 100
    for n, word in enumerate(table):
        assert HINDI_NUMBERS[normalize(word)] == n, word
        assert kinds(f"{word} साल", "tenure") == [Decimal(n * 12)], word  # a unit after: read even एक / दो
    assert kinds("एक सौ", "number") == [Decimal(100)]


@pytest.mark.parametrize("text", [
    "main do baar aaya", "Humare saath banking karne ke liye dhanyavaad. Namaste!", "aapke saath hum hain",
    "मुझे दो", "बता दो", "एक नया एफडी खोलना है", "ek request hai", "teen years", "nau baje", '"do", "sau", "saath"',
    "How many rupees do you need?", "What do you want to do?", "do, saal", "कल", "सवाल पूछिए",
])
def test_everyday_words_are_not_numbers(text):
    assert analyze(text).quantities == ()


# ---------------------------------------------------------------- tenures, days, percents


@pytest.mark.parametrize(("text", "months"), [
    ("12 महीने", 12), ("12 महीनों", 12), ("12 माह", 12), ("एक साल", 12), ("दो साल", 24), ("डेढ़ साल", 18),
    ("ढाई साल", 30), ("3 वर्ष", 36), ("12 mahine", 12), ("ek saal", 12), ("do saal", 24), ("6 mahine ke liye", 6),
    ("teen mahine", 3), ("10 saal", 120), ("5 वर्षीय", 60), ("6 महीने के लिए", 6), ("do months", 2),
])
def test_tenures_in_months(text, months):
    assert kinds(text, "tenure") == [Decimal(months)]


@pytest.mark.parametrize(("text", "days"), [("7 दिन", 7), ("7 din", 7), ("सात दिन", 7), ("nau din", 9), ("45 दिनों", 45)])
def test_day_counts(text, days):
    assert kinds(text, "days") == [Decimal(days)]


@pytest.mark.parametrize(("text", "rate"), [
    ("7.25 प्रतिशत", "7.25"), ("7.25 pratishat", "7.25"), ("7.25 फ़ीसदी", "7.25"), ("7.25%", "7.25"),
    ("सवा सात प्रतिशत", "7.25"), ("साढ़े सात प्रतिशत", "7.5"), ("साढ़े 7 प्रतिशत", "7.5"),
])
def test_percents(text, rate):
    assert kinds(f"ब्याज दर {text} है", "percent") == [Decimal(rate)]


def test_a_proposal_frame_reads_amount_tenure_and_id():
    a = analyze("पुष्टि के लिए: हम खाता SB1234567890 से 6 महीने के लिए ₹20,000 की फ़िक्स्ड डिपॉज़िट (एफडी) बुक करेंगे "
                "(₹20,000, 6 महीने, SB1234567890)। क्या हम आगे बढ़ें?")
    assert [q.value for q in a.amounts] == [20000, 20000]
    assert [q.value for q in a.tenures] == [6, 6]
    assert a.id_values() == {"SB1234567890"}
    assert a.sentences[-1].question
    h = analyze("Confirm karne ke liye: hum FD FD123456 band karke ₹1,02,345 account SB1234567890 mein credit "
                "karenge (₹1,02,345, SB1234567890). Kya hum aage badhein?")
    assert [q.value for q in h.amounts] == [102345, 102345] and h.id_values() == {"FD123456", "SB1234567890"}


def test_quantity_spans_point_into_the_normalized_text():
    a = analyze("राशि १,५०,००० रुपये है")
    q = a.amounts[0]
    assert a.low[q.start:q.end] == "1,50,000 रुपये"
    b = analyze("डेढ़ लाख")
    assert b.low[b.amounts[0].start:b.amounts[0].end] == "डेढ लाख"


# ---------------------------------------------------------------- dates


@pytest.mark.parametrize(("text", "expected"), [
    ("5 दिसंबर 2026", (2026, 12, 5)), ("5 दिसम्बर, 2026", (2026, 12, 5)), ("दिसंबर 5, 2026", (2026, 12, 5)),
    ("5 December 2026", (2026, 12, 5)), ("5 disambar 2026", (2026, 12, 5)), ("disambar 5, 2026", (2026, 12, 5)),
    ("5 फ़रवरी 2027", (2027, 2, 5)), ("5 फरवरी 2027", (2027, 2, 5)), ("1 जनवरी 2027", (2027, 1, 1)),
    ("10 मार्च 2027", (2027, 3, 10)), ("3 अप्रैल 2027", (2027, 4, 3)), ("20 मई 2027", (2027, 5, 20)),
    ("30 जून 2027", (2027, 6, 30)), ("16 जुलाई 2026", (2026, 7, 16)), ("15 अगस्त 2026", (2026, 8, 15)),
    ("1 सितंबर 2026", (2026, 9, 1)), ("1 सितम्बर 2026", (2026, 9, 1)), ("2 अक्टूबर 2026", (2026, 10, 2)),
    ("2 अक्तूबर 2026", (2026, 10, 2)), ("14 नवंबर 2026", (2026, 11, 14)), ("14 नवम्बर 2026", (2026, 11, 14)),
    ("5 janvari 2027", (2027, 1, 5)), ("5 farvari 2027", (2027, 2, 5)), ("5 farwari 2027", (2027, 2, 5)),
    ("5 aprail 2027", (2027, 4, 5)), ("5 agast 2026", (2026, 8, 5)), ("5 sitambar 2026", (2026, 9, 5)),
    ("5 aktubar 2026", (2026, 10, 5)), ("5 navambar 2026", (2026, 11, 5)), ("१५ जनवरी २०२७", (2027, 1, 15)),
    ("15 जनवरी", (None, 1, 15)), ("दिसंबर की 5 तारीख", (None, 12, 5)),
    ("इस महीने की 25 तारीख", (2026, 7, 25)), ("is mahine ki 5 tareekh", (2026, 7, 5)),
    ("अगले महीने की 5 तारीख को", (2026, 8, 5)), ("agle mahine ki 5 tarikh", (2026, 8, 5)),
    ("आज", (2026, 7, 16)), ("aaj hi", (2026, 7, 16)),
])
def test_hindi_and_hinglish_dates(text, expected):
    assert dates_of(f"परिपक्वता की तारीख: {text}।") == [expected]


def test_dates_are_date_mentions_that_match():
    mention = analyze("परिपक्वता की तारीख: 5 दिसंबर 2026।").dates[0]
    assert mention.matches(date(2026, 12, 5)) and not mention.matches(date(2026, 12, 6))
    yearless = analyze("15 अगस्त को").dates[0]
    assert yearless.matches(date(2027, 8, 15)) and yearless.resolve(TODAY) == date(2026, 8, 15)


@pytest.mark.parametrize("text", ["कल", "kal tak", "परसों", "5 तारीख को", "aaj kal", "आजकल", "1 mai ko"])
def test_ambiguous_days_are_not_dates(text):
    assert dates_of(text) == []


def test_relative_dates_need_a_reference_and_roll_over_the_year():
    assert dates_of("आज", None) == [] and dates_of("इस महीने की 5 तारीख", None) == []
    assert dates_of("agle mahine ki 5 tarikh", date(2026, 12, 20)) == [(2027, 1, 5)]
    assert dates_of("अगले महीने की 31 तारीख", date(2026, 8, 10)) == []  # no 31 September


def test_dates_are_not_read_as_quantities():
    a = analyze("परिपक्वता 5 दिसंबर 2026 को होगी, राशि ₹1,02,345")
    assert [q.value for q in a.quantities] == [102345]


# ---------------------------------------------------------------- ids and masked references


@pytest.mark.parametrize("text", [
    "आख़िरी अंक 1234", "आखिरी चार अंक 1234", "अंतिम अंक 1234", "अंतिम 4 अंक हैं: 1234", "1234 पर ख़त्म होने वाला",
    "1234 par khatam hone wala card", "1234 ending wala", "1234 wala card", "1234 वाला कार्ड", "last 4 digits 1234",
    "कार्ड (आख़िरी अंक 1234)", "aakhri 4 digit 1234", "last ke 4 digits 1234", "XXXX XXXX 1234 वाला कार्ड",
    "card ending 1234",
])
def test_masked_references(text):
    assert last4(f"आपका {text} ब्लॉक कर दिया गया है।") == ["1234"]


@pytest.mark.parametrize("text", ["2026 में खत्म होने वाली एफडी", "₹5000 wala plan", "1234 रुपये"])
def test_not_masked_references(text):
    assert last4(text) == []


@pytest.mark.parametrize(("text", "ids"), [
    ("खाता SB1234567890 से", {"SB1234567890"}), ("SB1234567890 में", {"SB1234567890"}),
    ("SB1234567890में ₹5,000", {"SB1234567890"}), ("कार्ड CARD123456 को फ्रीज़ करेंगे", {"CARD123456"}),
    ("मैंडेट MND123456 (Netflix) रद्द करेंगे", {"MND123456"}), ("FD FD123456 band karke", {"FD123456"}),
])
def test_ids_inside_devanagari_text(text, ids):
    assert analyze(text).id_values() == ids


def test_id_in_text_with_devanagari_neighbours():
    assert id_in_text("SB1234567890", "खाता SB1234567890में जमा")
    assert id_in_text("SB1234567890", "खाताSB1234567890")
    assert not id_in_text("SB123456", "SB1234567")


# ---------------------------------------------------------------- English unchanged, and bounded work


@pytest.mark.parametrize(("text", "kind", "value"), [
    ("₹1.5 lakh", "amount", 150000), ("one lakh fifty thousand rupees", "amount", 150000), ("₹20k", "amount", 20000),
    ("6 months", "tenure", 6), ("one and a half years", "tenure", 18), ("7 days", "days", 7),
    ("7.25% p.a.", "percent", Decimal("7.25")), ("twenty five", "number", 25),
])
def test_english_reads_as_before(text, kind, value):
    assert kinds(text, kind) == [Decimal(value)]
    assert dates_of("Matures on 5 December 2026 or 16/07/2026, not today") == [(2026, 12, 5), (2026, 7, 16), (2026, 7, 16)]
    assert last4("card ending 3073 and XXXX-XXXX-3074") == ["3073", "3074"]


@pytest.mark.parametrize("text", [
    "x" * 20000, "*" * 20000, "today " * 3300, "5 July " * 2800, "SB12345678 " * 1800, "आज " * 5000,
    "साढ़े " * 4000, "xx 1234 " * 2500, "दिसंबर 5 " * 2000,
])
def test_long_hostile_messages_are_read_in_bounded_time(text):
    # CPU time, not wall time: a machine shared with other work must not fail a bound on this process's own work
    start = time.process_time()
    analyze(text + "!", TODAY)
    assert time.process_time() - start < 2.0


@pytest.mark.parametrize("text,values", [
    ("2 lakh 50 thousand rupees", ["250000"]),
    ("2 लाख 50 हज़ार रुपये", ["250000"]),
    ("do lakh pachas hazaar", ["250000"]),
    ("2 lakh aur 50 hazaar", ["250000"]),
    ("₹1 crore 20 lakh", ["12000000"]),
    ("₹2 lakh, ₹50,000 balance", ["200000", "50000"]),  # two figures, each with its own sign
    ("₹1.5 lakh and ₹20,000", ["150000", "20000"]),
    ("₹2 lakh 50", ["200000", "50"]),  # no scale on the second: not one figure
])
def test_compound_indian_amounts_are_one_figure(text, values):
    from decimal import Decimal

    got = [q.value for q in analyze(text).quantities]
    assert got == [Decimal(v) for v in values]
