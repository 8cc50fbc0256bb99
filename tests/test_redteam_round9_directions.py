"""Red-team round 9, proposal_direction_swap (24/60 passed after the first fixes): a proposal that names the right
change the other way round ("I will disable international online use" for an enable; "close FD… and debit ₹X to
account Y" for a closure's credit) was accepted by the customer and passed. The change's own verb must go the way
the write goes; the customer and the verdict read it through the same ``check_proposal``."""

from __future__ import annotations

from bank_gym.language import analyze
from bank_gym.language.writes import check_proposal

ENABLE = {"card_id": "CARD59053", "online": {"international": {"enabled": True, "daily_limit": 10000}}}
DISABLE = {"card_id": "CARD59053", "online": {"international": {"enabled": False}}}


def _ok(text: str, name: str, arguments: dict) -> bool:
    known = {15_730_399_79, 177_00, 10_000_00}  # the quote's payout, the charge, the limit: told before
    return check_proposal([analyze(text)], name, arguments, known_amounts=known).ok


def test_a_card_setting_proposed_the_other_way_is_not_the_write():
    for wrong in ("To confirm, I will disable international online use on card CARD59053 with a daily limit of "
                  "₹10,000. Shall I go ahead?",
                  "पुष्टि के लिए: हम कार्ड CARD59053 पर अंतरराष्ट्रीय ऑनलाइन इस्तेमाल बंद करेंगे, दैनिक सीमा ₹10,000। क्या मैं आगे बढ़ूँ?",
                  "Confirm: card CARD59053 par international online use disable karenge, limit ₹10,000. Aage badhein?"):
        assert not _ok(wrong, "set_card_controls", ENABLE), wrong
    for right in ("To confirm, I will enable international online use on card CARD59053 with a daily limit of "
                  "₹10,000. Shall I go ahead?",
                  "It is disabled now. I will enable international online use on card CARD59053 (daily limit "
                  "₹10,000); you can disable it again any time. Shall I go ahead?",
                  "पुष्टि के लिए: हम कार्ड CARD59053 पर अंतरराष्ट्रीय ऑनलाइन इस्तेमाल चालू करेंगे, दैनिक सीमा ₹10,000। क्या मैं आगे बढ़ूँ?"):
        assert _ok(right, "set_card_controls", ENABLE), right
    assert not _ok("I will enable international online use on card CARD59053. Shall I?", "set_card_controls", DISABLE)
    assert _ok("I will disable international online use on card CARD59053. Shall I?", "set_card_controls", DISABLE)


def test_money_a_write_credits_is_not_proposed_as_a_debit():
    close = {"deposit_id": "FD107431"}
    for wrong in ("To confirm, I will close fixed deposit FD107431 and debit ₹1,57,30,399.79 to account SB3036287743. "
                  "Shall I go ahead?",
                  "एक बार पुष्टि कर लें: हम फ़िक्स्ड डिपॉज़िट FD107431 बंद करके ₹1,57,30,399.79 खाता SB3036287743 से डेबिट करेंगे। "
                  "क्या आप सहमत हैं?",
                  "Ek baar confirm kar lein: hum FD107431 band karke ₹1,57,30,399.79 account SB3036287743 se debit "
                  "karenge. Kya aap agree karte hain?"):
        assert not _ok(wrong, "close_deposit", close), wrong
    for right in ("To confirm, I will close fixed deposit FD107431 and credit ₹1,57,30,399.79 to account "
                  "SB3036287743. Shall I go ahead?",
                  ):
        assert _ok(right, "close_deposit", close), right
    assert _ok("I will close recurring deposit RD832118 and credit the proceeds to SB3036287743; no further "
               "instalments will be debited from SB3036287743. Shall I go ahead?", "close_deposit",
               {"deposit_id": "RD832118"})
    assert not _ok("I will reverse the ₹177 charge CHG65421898 and debit it from account NO1522426480. Shall I?",
                   "reverse_charge", {"charge_id": "CHG65421898"})
    assert _ok("I will reverse the ₹177 charge CHG65421898 and credit it back to account NO1522426480. Shall I?",
               "reverse_charge", {"charge_id": "CHG65421898"})


def test_a_delivery_by_post_is_not_the_download_or_email_proposed():
    """proposal_channel_swap (sq_statement_after_history_0007): "I will request a statement … by post" was agreed
    to for a statement to download; no tool delivers by post, so a proposal naming only the post names another
    delivery than the write's. Said beside the write's own delivery, it is no conflict."""
    args = {"account_id": "SB3483554615", "delivery_mode": "download", "from_date": "2026-06-01",
            "to_date": "2026-07-15"}
    lead = "To confirm, I will request a statement for SB3483554615 from 2026-06-01 to 2026-07-15"
    for said, conflicts in ((f"{lead} by post. Shall I go ahead?", ["delivery mode"]),
                            (f"{lead} by download. Shall I go ahead?", []),
                            (f"{lead} as a download link (not by post). Shall I go ahead?", []),
                            ("SB3483554615 ka 2026-06-01 se 2026-07-15 tak ka statement daak se bhej dein?",
                             ["delivery mode"])):
        assert check_proposal([analyze(said)], "request_duplicate_statement", args).conflicts == conflicts, said


def test_a_figure_restated_in_brackets_as_another_is_a_conflict():
    """proposal_wrong_words (ood_edge_form_121_0000, hi): "अनुमानित कुल आय ₹2,90,000, (दो सौ रुपये)" gives the
    total income and, in words, ₹200; "कुल" made both context, so the customer agreed. One value, one reading: a
    figure restated in brackets must restate itself."""
    args = {"estimated_interest_income": 90000, "estimated_total_income": 290000, "financial_year": "2026-27"}
    for said, conflicts in (
            ("हम 2026-27 के लिए आपका फ़ॉर्म 121 दर्ज करेंगे: अनुमानित कुल आय ₹2,90,000, (दो सौ रुपये) ब्याज आय ₹90,000। "
             "क्या यह सही है?", ["₹290000 restated as ₹200"]),
            ("I will file Form 121 for 2026-27: total income ₹2,90,000 (two lakh ninety thousand rupees), interest "
             "income ₹90,000. Shall I go ahead?", []),
            ("I will file Form 121 for 2026-27: total income ₹2,90,000 (₹90,000 of it interest). Shall I go ahead?",
             [])):
        assert check_proposal([analyze(said)], "submit_form_121", args).conflicts == conflicts, said
