"""Control families (7): straightforward requests of one to four calls.

Six of them vary their procedure where a bank's customers do (issue 29), the variant drawn once the family's
records are (so a task of the first variant is what it always was): a second record, a check that fails and
is explained, a related read asked before or after."""

from __future__ import annotations

from datetime import timedelta

from ...bank import rules
from ...bank.money import format_inr
from ..builder import (
    TaskBuilder,
    amount,
    ident,
    on_date,
    reveal,
    reveal_account,
    reveal_card,
    reveal_deposit,
    words,
)
from ..lang import pick_for, say
from . import family
from .common import (
    active_accounts,
    balance_fact,
    card_label,
    cards_where,
    created_by,
    deposits_where,
    kyc_ok,
    pick_one,
    quote_of,
)


@family("hp_balance", "control", "accounts")
def hp_balance(b: TaskBuilder) -> list[str]:
    """An account's balance.

    Variants (drawn, from what the customer has): the balance; then the balance of another of its accounts; or
    the account's latest transaction, asked after the balance or before it."""
    accounts = list(b.customer.accounts.values())
    account = b.pick(accounts)
    others = [a for a in accounts if a.account_id != account.account_id]
    variant = b.pick(["plain"] + (["other"] if others else []) + (["latest", "latest_first"] if account.transactions else []))

    def latest(revealed: bool) -> None:
        b.call("get_transaction_history", account_id=account.account_id)
        b.step(b.says("latest"), reveals=[reveal_account(account.account_id)] if revealed else [],
               facts=[amount("the last transaction amount", abs(account.transactions[-1].amount))])

    if variant == "latest_first":
        latest(True)
    b.call("get_account_balance", account_ids=[account.account_id])
    b.step(b.says("balance"), reveals=[reveal_account(account.account_id)] if variant != "latest_first" else [],
           facts=[balance_fact(account)])
    if variant == "latest":
        latest(False)
    elif variant == "other":
        other = b.pick(others)
        b.call("get_account_balance", account_ids=[other.account_id])
        b.step(b.says("balance_other"), reveals=[reveal_account(other.account_id)], facts=[balance_fact(other)])
    return b.says("opening")


@family("hp_fd_maturity_info", "control", "deposits")
def hp_fd_maturity_info(b: TaskBuilder) -> list[str]:
    """An FD's maturity date and amount.

    Variants (drawn, from what the customer has): the maturity; then what closing the FD today would pay (a
    quote, nothing closed), or that asked first; or the maturity of another of its FDs too."""
    fd = pick_one(b, deposits_where(b, "FD", "ACTIVE"), "active FD")
    others = [d for d in deposits_where(b, "FD", "ACTIVE") if d.deposit_id != fd.deposit_id]
    running = b.session_date < fd.maturity_date
    variant = b.pick(["plain"] + (["early", "early_first"] if running else []) + (["other"] if others else []))

    def early(revealed: bool) -> None:
        b.call("get_deposit_closure_quote", deposit_ids=[fd.deposit_id])
        b.step(b.says("early"), reveals=[reveal_deposit(fd.deposit_id)] if revealed else [],
               facts=[amount("the net payout", quote_of(b, fd).net_payout)])

    if variant == "early_first":
        early(True)
    b.call("get_fd_details", deposit_ids=[fd.deposit_id])
    b.step(b.says("maturity"),
           reveals=[reveal_deposit(fd.deposit_id)] if variant != "early_first" else [],
           facts=[on_date("the maturity date", fd.maturity_date), amount("the maturity amount", fd.maturity_amount)])
    if variant == "early":
        early(False)
    elif variant == "other":
        other = b.pick(others)
        b.call("get_fd_details", deposit_ids=[other.deposit_id])
        b.step(b.says("maturity_other"), reveals=[reveal_deposit(other.deposit_id)],
               facts=[on_date("the maturity date", other.maturity_date),
                      amount("the maturity amount", other.maturity_amount)])
    return b.says("opening")


def _freeze_confirm(card) -> tuple[str, list[list[str]]]:
    return (say(f"temporarily freeze card {card.card_id}", hi=f"कार्ड {card.card_id} को अस्थायी रूप से फ्रीज़ करेंगे",
                hinglish=f"card {card.card_id} ko temporarily freeze karenge"), [[card.card_id], ["freeze"]])


@family("hp_card_freeze", "control", "cards")
def hp_card_freeze(b: TaskBuilder) -> list[str]:
    """A card frozen for a while (temporarily, not blocked).

    Variants (drawn, from what the customer has): the freeze; a card the customer froze before and forgot (the
    details show it frozen: nothing to freeze, and the customer is told so); or another card frozen too."""
    cards = cards_where(b, "ACTIVE")
    card = pick_one(b, cards, "active card")
    frozen = cards_where(b, "FROZEN")
    others = [c for c in cards if c.card_id != card.card_id]
    variant = b.pick(["plain"] + (["already_frozen"] * 2 if frozen else []) + (["other"] if others else []))  # the rarer case weighs more
    if variant == "already_frozen":
        card = b.pick(frozen)
        b.call("get_card_details", card_ids=[card.card_id])
        cid = card.card_id
        b.step(b.says("freeze"), reveals=[reveal_card(cid)], facts=[words("the card status", "frozen")],
               expects_decline=True,
               decline_reason=say(f"card {cid} is already frozen, so there is nothing to freeze; it stays frozen until you ask to unfreeze it",
                                  hi=f"कार्ड {cid} पहले से ही फ्रीज़ है, इसलिए फ्रीज़ करने को कुछ नहीं है; जब तक आप अनफ्रीज़ करने को न कहें, यह फ्रीज़ ही रहेगा",
                                  hinglish=f"card {cid} pehle se hi frozen hai, isliye freeze karne ko kuch nahi hai; jab tak aap unfreeze karne ko na kahein, yeh frozen hi rahega"))
        return b.says("opening")
    b.call("get_card_details", card_ids=[card.card_id])
    b.call("toggle_card_freeze", card_id=card.card_id, state="freeze")
    b.step(b.says("freeze"), reveals=[reveal_card(card.card_id)], confirm=_freeze_confirm(card),
           facts=[words("that it is frozen", "frozen")])
    if variant == "other":
        other = b.pick(others)
        b.call("get_card_details", card_ids=[other.card_id])
        b.call("toggle_card_freeze", card_id=other.card_id, state="freeze")
        b.step(b.says("other_too", other=card_label(other)), reveals=[reveal_card(other.card_id)],
               confirm=_freeze_confirm(other), facts=[words("that it is frozen", "frozen")])
    return b.says("opening")


_CHEQUE_TYPES = ("SAVINGS", "CURRENT", "SALARY")


def _cheque_book(b: TaskBuilder, account, key: str) -> None:
    b.call("get_account_details", account_ids=[account.account_id])
    b.call("request_cheque_book", account_id=account.account_id, leaves=25)
    b.step(b.says(key, leaves=25),
           reveals=[reveal_account(account.account_id)],
           confirm=(say(f"order a 25-leaf cheque book for account {account.account_id}",
                        hi=f"खाता {account.account_id} के लिए 25 पन्नों (लीव्स) वाली चेक बुक भेजेंगे",
                        hinglish=f"account {account.account_id} ke liye 25 leaves wali cheque book order karenge"),
                    [[account.account_id], ["25"]]),
           facts=[words("the delivery time", "7 days", "seven days", (b.session_date + timedelta(days=7)).isoformat())])


@family("hp_cheque_book", "control", "cheques")
def hp_cheque_book(b: TaskBuilder) -> list[str]:
    """A 25-leaf cheque book.

    Variants (drawn, from what the customer has): the order; first for a dormant or frozen account of the
    customer's (refused: a cheque book needs an active account), then for the active one; or a second book for
    another active account too."""
    kyc_ok(b)
    eligible = [a for a in active_accounts(b) if a.account_type in _CHEQUE_TYPES]
    account = pick_one(b, eligible, "account")
    inactive = [a for a in b.customer.accounts.values() if a.status != "ACTIVE" and a.account_type in _CHEQUE_TYPES]
    others = [a for a in eligible if a.account_id != account.account_id]
    variant = b.pick(["plain"] + (["inactive_first"] * 2 if inactive else []) + (["second"] if others else []))  # the rarer case weighs more
    if variant == "inactive_first":
        dead = b.pick(inactive)
        b.call("get_account_details", account_ids=[dead.account_id])
        did, state = dead.account_id, dead.status.lower()
        state_hi = "निष्क्रिय (डॉर्मेंट)" if dead.status == "DORMANT" else "फ्रीज़"
        b.step(b.says("cheque_book", leaves=25), reveals=[reveal_account(did)],
               facts=[words("the account status", state)], expects_decline=True,
               decline_reason=say(f"account {did} is {state}, and a cheque book can be issued only on an active account",
                                  hi=f"खाता {did} {state_hi} है, और चेक बुक सिर्फ़ चालू (एक्टिव) खाते पर ही जारी हो सकती है",
                                  hinglish=f"account {did} {state} hai, aur cheque book sirf active account par hi issue ho sakti hai"))
        _cheque_book(b, account, "instead")
        return b.says("opening")
    _cheque_book(b, account, "cheque_book")
    if variant == "second":
        _cheque_book(b, b.pick(others), "second_book")
    return b.says("opening")


@family("hp_mandate_cancel", "control", "mandates")
def hp_mandate_cancel(b: TaskBuilder) -> list[str]:
    """An auto-debit (mandate) cancelled, named by its payee.

    Variants (drawn, from what the customer has): the cancellation; a mandate that has already expired (nothing
    to cancel, and the customer is told so); or a second mandate on the same account cancelled too."""
    live = [m for m in b.customer.mandates.values() if m.status in ("ACTIVE", "PAUSED")]
    mandate = pick_one(b, live, "active mandate")
    named = [m.payee for m in b.customer.mandates.values()]
    expired = [m for m in b.customer.mandates.values() if m.status == "EXPIRED" and named.count(m.payee) == 1]
    others = [m for m in live if m.account_id == mandate.account_id and m.payee != mandate.payee and named.count(m.payee) == 1]
    variant = b.pick(["plain"] + (["expired"] * 2 if expired else []) + (["second"] * 2 if others else []))  # the rarer cases weigh more
    if variant == "expired":
        gone = b.pick(expired)
        b.call("show_mandates", account_id=gone.account_id)
        payee = gone.payee
        b.step(b.says("cancel", payee=payee), reveals=[reveal_account(gone.account_id)],
               facts=[words("the mandate status", "expired")], expects_decline=True,
               decline_reason=say(f"the {payee} mandate has already expired, so no more debits will be made under it and there is nothing to cancel",
                                  hi=f"{payee} का मैंडेट पहले ही समाप्त (एक्सपायर) हो चुका है, इसलिए उससे आगे कोई पैसा नहीं कटेगा और रद्द करने को कुछ नहीं है",
                                  hinglish=f"{payee} ka mandate pehle hi expire ho chuka hai, isliye usse aage koi paisa nahi katega aur cancel karne ko kuch nahi hai"))
        return b.says("opening", payee=payee)
    b.call("show_mandates", account_id=mandate.account_id)

    def cancel(m, key: str, **slots) -> None:
        b.call("cancel_mandate", mandate_id=m.mandate_id)
        payee, monthly = m.payee, format_inr(m.amount)
        b.step(b.says(key, **slots),
               reveals=[reveal_account(m.account_id)] if m is mandate else [],
               confirm=(say(f"cancel mandate {m.mandate_id} to {m.payee} for {format_inr(m.amount)}",
                            hi=f"{payee} को जाने वाला {monthly} का मैंडेट {m.mandate_id} रद्द करेंगे",
                            hinglish=f"{payee} ko jaane wala {monthly} ka mandate {m.mandate_id} cancel karenge"),
                        [[m.mandate_id, m.payee]]),
               facts=[words("that it is cancelled", "cancelled", "canceled")])

    cancel(mandate, "cancel", payee=mandate.payee)
    if variant == "second":
        other = b.pick(others)
        cancel(other, "cancel_other", other_payee=other.payee)
    return b.says("opening", payee=mandate.payee)


# The knowledge-base questions (the English question stays the search query) and the follow-ups about the
# customer's own record, by their entry in words/hp_kb_question.yaml.
_KB_QUESTIONS = {
    "Up to how much of my deposits are insured?": "deposit_insurance",
    "What is the minimum amount for an RTGS transfer?": "rtgs_minimum",
    "What is the maximum I can send by IMPS in one go?": "imps_maximum",
    "How much can I send to a person by UPI in a day?": "upi_daily_limit",
    "How often do low-risk customers need to update KYC?": "kyc_update_period",
    "After how long without transactions does an account become inoperative?": "inoperative_period",
}
_KB_FOLLOW_UPS = ("usable_balance", "account_active", "kyc_status")


@family("hp_kb_question", "control", "knowledge")
def hp_kb_question(b: TaskBuilder) -> list[str]:
    """A rule from the knowledge base, then the customer's own record it applies to."""
    account = b.pick(list(b.customer.accounts.values()))
    balance_read = ("get_account_balance", "usable_balance", lambda: balance_fact(account))
    status_read = ("get_account_details", "account_active", lambda: words("the account status", account.status.lower()))
    kyc_read = ("get_account_details", "kyc_status",
                lambda: words("your KYC status", b.customer.profile.kyc.status.lower()))
    question, fact, (tool, follow_up, record_fact) = b.pick([
        ("Up to how much of my deposits are insured?", amount("the insurance cover", rules.DICGC_COVER), balance_read),
        ("What is the minimum amount for an RTGS transfer?", amount("the RTGS minimum", 2 * rules.LAKH), balance_read),
        ("What is the maximum I can send by IMPS in one go?", amount("the IMPS limit", 5 * rules.LAKH), balance_read),
        ("How much can I send to a person by UPI in a day?", amount("the UPI limit", 1 * rules.LAKH), balance_read),
        ("How often do low-risk customers need to update KYC?", words("the KYC period", "10 years", "ten years"), kyc_read),
        ("After how long without transactions does an account become inoperative?", words("the period", "2 years", "two years"), status_read),
    ])
    # the words of every question and follow-up, so that each one's phrasings build (and are checked) every time
    said = {key: b.says(key) for key in (*_KB_QUESTIONS.values(), *_KB_FOLLOW_UPS)}
    asked = said[_KB_QUESTIONS[question]]
    b.call("search_knowledge_base", query=question)
    b.step(asked, facts=[fact])
    b.call(tool, account_ids=[account.account_id])
    b.step(said[follow_up], reveals=[reveal_account(account.account_id)], facts=[record_fact()])
    return b.says("opening", question=asked[0])


_ESCALATION_QUERY = "How can I escalate a complaint if I am not satisfied with the bank's response?"


def _reveal_request(request_id: str):
    rid = request_id
    return reveal("request_id", rid, ["request number", "reference", "request", "complaint number"], say(
        f"It's {rid}.",
        hi=pick_for(rid, (f"रिक्वेस्ट नंबर {rid} है।", f"मेरी शिकायत का नंबर {rid} है।", f"जी, {rid}।", f"रेफ़रेंस नंबर {rid} है।")),
        hinglish=pick_for(rid, (f"Request number {rid} hai.", f"Meri complaint ka number {rid} hai.", f"Ji, {rid}.",
                                f"Reference number {rid} hai."))))


@family("hp_complaint_then_human", "control", "handoff")
def hp_complaint_then_human(b: TaskBuilder) -> list[str]:
    """A complaint, then a human officer.

    Variants (drawn, from what the customer has): a service-quality complaint about the branch staff, then the
    transfer; the same with the escalation route (the knowledge base) asked before the transfer; or a complaint
    the customer raised earlier that is still open: its status (no duplicate raised), then the transfer."""
    pending = [r for r in b.customer.requests.values() if r.status in ("OPEN", "IN_PROGRESS") and r.category != "general_query"]
    variant = b.pick(["plain", "escalation"] + (["follow_up"] * 2 if pending else []))  # the rarer case weighs more
    if variant == "follow_up":
        request = b.pick(pending)
        b.call("get_request_status", request_id=request.request_id)
        b.step(b.says("follow_up"), reveals=[_reveal_request(request.request_id)],
               facts=[words("the status", request.status.lower().replace("_", " ")), on_date("the expected date", request.eta)])
        summary = f"Customer followed up on request {request.request_id} (still {request.status.lower()}) and asked for a human agent"
    else:
        sr = created_by(b, "requests", "raise_request", category="service_quality", description="Rude behaviour at the branch counter")
        b.step(b.says("complaint"),
               confirm=(say("raise a service-quality complaint about the branch staff",
                            hi="ब्रांच स्टाफ़ के व्यवहार के बारे में सर्विस क्वालिटी की शिकायत (कंप्लेंट) दर्ज करेंगे",
                            hinglish="branch staff ke baare mein service quality ki complaint raise karenge"), [["complaint"]]),
               facts=[ident("the complaint number", sr)])
        if variant == "escalation":
            b.call("search_knowledge_base", query=_ESCALATION_QUERY)
            b.step(b.says("escalation"), facts=[words("the escalation route", "RBI Ombudsman", "ombudsman")])
        summary = f"Customer raised complaint {sr} and asked for a human agent"
    b.call("transfer_to_human_agents", compare_args=[], summary=summary)
    b.step(b.says("human"),
           facts=[words("that you are being transferred", "transfer")])
    return b.says("opening_follow_up" if variant == "follow_up" else "opening")
