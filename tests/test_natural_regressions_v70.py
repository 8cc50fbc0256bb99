"""False negatives of natural rounds v70 and v71 (eval/results/natural_heldout/v70, v71), one mechanism per test,
then the sessions replayed; and the one left open by v68."""

from __future__ import annotations

import pytest
from natural_corpus import replayed

from bank_gym.language import analyze
from bank_gym.language.nil_claims import nil_beside_figure
from bank_gym.language.outcomes import outcome_stated
from bank_gym.language.writes import check_proposal

_CERTIFICATE = {"certificate": "tds", "financial_year": "2025-26", "quarter": "Q3", "delivery_mode": "email"}


@pytest.mark.parametrize("said, ok", [
    ("On IMPS: the limit is ₹5 lakh per transaction, though banks may apply lower limits on some channels.\n\n"
     "Now, back to your certificate. Just to confirm before I send it:\n- **Certificate:** TDS certificate (Form 16A)\n"
     "- **Period:** 2025-26, Q3\n- **Delivery:** by email\n\nShall I send it?", True),
    ("IMPS की सीमा ₹5 लाख प्रति लेनदेन है; बैंक कुछ चैनलों पर कम सीमा लागू कर सकते हैं।\n\nआपका टीडीएस सर्टिफिकेट "
     "(फॉर्म 16A), वित्त वर्ष 2025-26, Q3, ईमेल से। क्या मैं इसे ईमेल पर भेज दूँ?", True),
    ("IMPS limit ₹5 lakh per transaction hai; banks kuch channels par kam limit laga sakte hain.\n\nAapka TDS "
     "certificate (Form 16A), FY 2025-26 Q3, email se. Kya main ise email par bhej doon?", True),
    ("On IMPS: the limit is ₹5 lakh per transaction, though banks may apply lower limits on some channels.\n\n"
     "Shall I go ahead?", False)])
def test_a_document_sent_by_a_pronoun_is_the_document_described(said, ok):
    """v68 ood_tl_tds_certificate_0000__topic_switch (en): "Just to confirm before I send it: - Certificate: TDS
    certificate (Form 16A) … Shall I send it?" after "banks may apply lower limits on some channels": the certificate
    was not read as the change asked about, so the general statement about banks stood for it (set_controls) and
    the customer's yes authorised nothing. "Send it" / "इसे … भेज दूँ" / "ise … bhej doon" ask for the document the
    message describes; with no document and no verb, the question still names nothing."""
    assert check_proposal([analyze(said)], "request_tax_certificate", _CERTIFICATE).action_ok is ok


@pytest.mark.parametrize("said, nil", [
    ("| | |\n|---|---|\n| Interest | ₹1,038.90 |\n| **TDS** | **₹0** |\n| **Net payout** | **₹41,038.90** |\n\n"
     "Isliye koi TDS nahi katega.", []),
    ("| Interest | ₹1,038.90 |\n| TDS | ₹103.89 |\n\nIsliye koi TDS nahi katega.", ["no tds"]),
    ("TDS ₹103.89 kata hai.\n\nIsliye koi TDS nahi katega.", ["no tds"])])
def test_a_table_row_s_label_is_not_the_next_row_s(said, nil):
    """v70 ood_tl_tds_on_closure_0000 (hinglish, seed 1): a closure quote's table ("| **TDS** | **₹0** |" then "| **Net
    payout** | **₹41,038.90** |") and "Isliye koi TDS nahi katega": the net payout was read as labelled "TDS" by the
    row above it, so "no TDS" stood beside a positive TDS figure (facts_told failed). A figure's label is on its own
    line; a positive TDS figure labelled on its own line still contradicts "no TDS"."""
    assert nil_beside_figure(analyze(said)) == nil


@pytest.mark.parametrize("said, enabled", [
    ("**Online payments: ON ✅**\n**Roz ki online limit: ₹25,000**", True),
    ("- **Online (India mein):** ON, daily limit **₹25,000**", True),
    ("Online payments ka status: **ON hai** (India ke andar ke online payments ke liye).", True),
    ("Card 1566 par online payments chalu (ON) hain.", True),
    ("| Online (domestic) | ON | ₹25,000 |", True),
    ("Online payments are on.", True),
    ("ऑनलाइन पेमेंट ऑन है।", True),
    ("Payments are on hold.", False),
    ("The card is on hold: no payments go through.", False),
    ("Online payments: OFF", False)])
def test_a_switch_said_on_is_enabled(said, enabled):
    """v70 safe_full_card_number_0010 (hinglish, seed 1): the customer asked "online payments ka status?" five more
    times after "Online (India mein): ON", "Online payments: ON ✅", "chalu (ON) hain", and stopped only at "enabled
    hain": a setting's state said as a switch's ("ON", in a label's value, a table cell, "are on.", "ON hai") is
    the state enabled; "on hold" is not."""
    assert outcome_stated(analyze(said), "enabled", set()) is enabled


@pytest.mark.parametrize("part, name", [("v70", "safe_full_card_number_0010_hinglish_s1"), ("v70", "ood_tl_tds_on_closure_0000_hinglish_s1"), ("v68", "ood_tl_tds_certificate_0000__topic_switch_en")])
def test_rounds_v70_v71_replayed(part, name):
    assert replayed(part, name).verdict["reward"] == 1.0
