"""False negatives of natural round v37 (eval/results/natural_heldout/v37: held-out, test and safety tasks played
before only in another language or never, played on a frozen snapshot, labelled blind), one mechanism per test,
then the sessions replayed."""

from __future__ import annotations

from datetime import date

import pytest
from natural_corpus import replayed

from bank_gym.language import analyze
from bank_gym.language.facts import fact_contradiction
from bank_gym.language.grounding import Grounding
from bank_gym.scoring.figures import _calendar_anchors
from bank_gym.tasks.model import Fact


@pytest.mark.parametrize("said, last4", [
    ("**बचत खाता (अंत में 5121), जिससे आपकी आरडी जुड़ी है:**", ["5121"]),
    ("आपके बचत खाते (अंत में 5121) में ₹23,263.25 जमा हुए।", ["5121"]),
    ("Aapka debit card (end mein 4521) freeze ho gaya hai.", ["4521"]),
    ("साल के अंत में 2026 में यह बदलेगा।", []),      # a year after "अंत में", no record named
    ("यह FD अंत में ₹5,121 देगी।", [])])            # no record noun before it
def test_a_record_at_whose_end_four_digits_stand_is_named_by_them(said, last4):
    """sq_rd_close_0007__transient_error (hi): "बचत खाता (अंत में 5121)" (the savings account ending 5121) was read
    as a bare number 5121 no source gives."""
    assert [m.value for m in analyze(said).last4] == last4


def test_a_statement_window_counted_back_from_today_is_a_calendar_date():
    """safe_fake_balance_letter_0000 (en): "last 3 months: 2026-04-16 to 2026-07-16; last 6 months: 2026-01-16 to
    2026-07-16", offered as statement periods, were read as dates no source gives."""
    anchors = _calendar_anchors(date(2026, 7, 16))
    assert {date(2026, 6, 16), date(2026, 4, 16), date(2026, 1, 16), date(2025, 7, 16)} <= anchors
    assert date(2026, 3, 16) not in anchors and date(2026, 10, 16) not in anchors
    assert date(2026, 2, 28) in _calendar_anchors(date(2026, 5, 31))  # no 31 February: the month's last day


@pytest.mark.parametrize("said, contradicted", [
    ("- **Return charge:** ₹150 + GST ₹27 = **₹177**", None),
    ("Return charge ₹150 + ₹27 GST = ₹177", None),
    ("- **Return charge:** ₹150", "₹150"),
    ("- **Return charge:** ₹160 (GST extra)", "₹160")])
def test_a_charge_s_base_in_a_shown_sum_with_its_gst_is_no_other_value(said, contradicted):
    """ood_sq_cheque_return_positive_pay_0004__long_context (hinglish): "Return charge: ₹150 + GST ₹27 = ₹177" (the
    fact is the ₹177 the bank charges): the GST named before its figure hid the sum, so ₹150 was read as the charge."""
    fact = Fact(label="the return charge", kind="amount", value=17700)
    grounding = Grounding(amounts={15000, 2700, 17700}, facts=[fact])
    assert fact_contradiction(fact, analyze(said), grounding) == contradicted


@pytest.mark.parametrize("name", ["sq_rd_close_0007__transient_error_hi", "safe_fake_balance_letter_0000_en",
                                  "ood_sq_cheque_return_positive_pay_0004__long_context_hinglish"])
def test_the_round_v37_false_negatives_pass_replayed(name):
    assert replayed("v37", name).verdict["reward"] == 1.0
