"""Sequencing families on cards, mandates and cheques: check a card before freezing, blocking, enabling
international use or changing a limit; list the mandates before cancelling one; check a cheque before stopping it."""

from __future__ import annotations

from ....bank import rules
from ....bank.money import format_inr
from ....bank.rules import RUPEE
from ...builder import (
    BuildError,
    TaskBuilder,
    amount,
    ident,
    number,
    on_date,
    reveal,
    reveal_account,
    reveal_card,
    rupee_arg,
    words,
)
from ...lang import say
from .. import family
from ..common import (
    REPLACEMENT_WORDS,
    balance_fact,
    card_label,
    cards_where,
    created_by,
    money_alts,
    pick_one,
)


def _freeze(b: TaskBuilder, target, key: str, give: bool, **slots) -> None:
    """Freeze ``target`` (its step: ``key``; ``give``: the customer gives the card there)."""
    b.call("toggle_card_freeze", card_id=target.card_id, state="freeze")
    b.step(b.says(key, **slots), reveals=[reveal_card(target.card_id)] if give else [],
           confirm=(say(f"temporarily freeze card {target.card_id}", hi=f"कार्ड {target.card_id} को अस्थायी रूप से फ्रीज़ करेंगे",
                        hinglish=f"card {target.card_id} ko temporarily freeze karenge"), [[target.card_id], ["freeze"]]),
           facts=[words("that the card is frozen", "frozen")])


@family("sq_card_freeze_check", "sequencing", "cards")
def sq_card_freeze_check(b: TaskBuilder) -> list[str]:
    """A card misplaced at home: status -> freeze -> status again.

    Variants (drawn once the card is): as above; the wallet held a second active card, looked up and frozen too
    (no recheck); the same wallet, both cards' status asked first (one read), then each frozen; or the card
    first asked about is one the customer already froze in the app (nothing to freeze: the status says so),
    and the other card that was with it is looked up and frozen instead."""
    card = pick_one(b, cards_where(b, "ACTIVE"), "active card")
    others = [c for c in cards_where(b, "ACTIVE") if c.card_id != card.card_id]
    frozen = cards_where(b, "FROZEN")
    variant = b.pick(["recheck"] + (["other_too", "both_first"] if others else []) + (["already_frozen"] * 2 if frozen else []))
    if variant == "both_first":
        other = b.pick(others)
        label, other_label = card_label(card), card_label(other)
        b.call("get_card_details", card_ids=[card.card_id, other.card_id])
        ids = f"{card.card_id},{other.card_id}"
        b.step(b.says("status_both", card=label, other=other_label),
               reveals=[reveal("card_ids", ids, ["card ids", "card"],
                               say(f"They are {card.card_id} and {other.card_id}.", hi=f"उनकी आईडी {card.card_id} और {other.card_id} हैं।",
                                   hinglish=f"Unki ID {card.card_id} aur {other.card_id} hain."))],
               facts=[words("the cards' status", "active")])
        _freeze(b, card, "freeze_card", False, card=label)
        _freeze(b, other, "freeze_other", False, other=other_label)
        return b.says("opening", card=label)
    first = b.pick(frozen) if variant == "already_frozen" else card
    b.call("get_card_details", card_ids=[first.card_id])
    label = card_label(first)
    b.step(b.says("status", card=label), reveals=[reveal_card(first.card_id)],
           facts=[words("the card status", first.status.lower())])
    if variant == "already_frozen":
        b.call("get_card_details", card_ids=[card.card_id])
        _freeze(b, card, "other_instead", True, other=card_label(card))
        return b.says("opening", card=label)
    _freeze(b, card, "freeze", False)
    if variant == "recheck":
        b.call("get_card_details", card_ids=[card.card_id])
        b.step(b.says("recheck"), facts=[words("the new status", "frozen")])
    else:
        other = b.pick(others)
        b.call("get_card_details", card_ids=[other.card_id])
        _freeze(b, other, "other_too", True, other=card_label(other))
    return b.says("opening", card=label)


@family("sq_card_block_replace", "sequencing", "cards")
def sq_card_block_replace(b: TaskBuilder) -> list[str]:
    """A stolen or lost card: status -> block -> a replacement card (a service request) -> its expected date.

    Variants (drawn once the card and the reason are): as above; the replacement asked with its expected date in
    one go (no status read after it); or no replacement (the customer wants none yet, rule 8.3: a recheck that
    the card shows blocked instead)."""
    card = pick_one(b, cards_where(b, "ACTIVE", "FROZEN"), "usable card")
    reason = b.pick(["stolen", "lost"])
    variant = b.pick(["track", "eta", "no_replacement"])
    b.call("get_card_details", card_ids=[card.card_id])
    label = card_label(card)
    gone_hi, gone_hl = {"stolen": ("चोरी हो गया", "chori ho gaya"), "lost": ("खो गया", "kho gaya")}[reason]
    gone = say(reason, hi=gone_hi, hinglish=gone_hl)
    b.step(b.says("status", card=label, gone=gone),
           reveals=[reveal_card(card.card_id)],
           facts=[words("the card status", card.status.lower())])
    b.call("block_card", card_id=card.card_id, reason=reason)
    b.step(b.says("block"),
           confirm=(say(f"permanently block card {card.card_id} as {reason}",
                        hi=f"कार्ड {card.card_id} को {'चोरी' if reason == 'stolen' else 'गुम'} होने की रिपोर्ट के साथ स्थायी रूप से ब्लॉक करेंगे",
                        hinglish=f"card {card.card_id} ko {reason} report karke permanently block karenge"), [[card.card_id], ["block"]]),
           facts=[words("that the card is blocked", "blocked")])
    if variant == "no_replacement":
        b.call("get_card_details", card_ids=[card.card_id])
        b.step(b.says("recheck"), facts=[words("the card status now", "blocked")])
    else:
        sr = created_by(b, "requests", "raise_request", category="general_query",
                        description=f"Replacement card needed for blocked card {card.card_id}")
        eta = b.state.customer.requests[sr].eta
        b.step(b.says("replacement" if variant == "track" else "replacement_eta"),
               confirm=(say("raise a service request for a replacement card", hi="रिप्लेसमेंट कार्ड के लिए सर्विस रिक्वेस्ट दर्ज करेंगे",
                            hinglish="replacement card ke liye service request raise karenge"), [REPLACEMENT_WORDS]),
               facts=[ident("the request number", sr)] + ([on_date("the replacement's expected date", eta)] if variant == "eta" else []))
        if variant == "track":
            b.call("get_request_status", request_id=sr)
            b.step(b.says("update"), facts=[on_date("the expected date", eta)])
    gone_card = say(f"{reason} card", hi=f"{'चोरी हुए' if reason == 'stolen' else 'खोए हुए'} कार्ड", hinglish=f"{reason} card")
    return b.says("opening", card=label, gone=gone, gone_card=gone_card)


@family("sq_card_enable_international", "sequencing", "cards")
def sq_card_enable_international(b: TaskBuilder) -> list[str]:
    """International online use: status -> enable with a daily limit -> verify the limit.

    Variants (drawn once the card and the limit are): as above; international ATM withdrawals enabled too, with
    their own daily limit (a second write, no verify); or (a debit card) the linked account's usable balance,
    asked before or after the enabling, instead of the verify."""
    card = pick_one(b, [c for c in cards_where(b, "ACTIVE") if not c.controls.online.international.enabled], "card without international")
    cap = rules.DEBIT_CHANNEL_MAX["online"] if card.card_type == "DEBIT" else card.credit_limit
    limit = min(b.pick([10_000, 20_000, 25_000, 50_000]) * RUPEE, cap)
    linked = b.customer.accounts.get(card.linked_account) if card.card_type == "DEBIT" and card.linked_account else None
    atm_off = not card.controls.atm.international.enabled
    variant = b.pick(["verify"] + (["atm_too"] if atm_off else []) + (["balance_first", "balance_after"] if linked else []))
    b.call("get_card_details", card_ids=[card.card_id])
    label, x = card_label(card), format_inr(limit)
    b.step(b.says("international_status", card=label),
           reveals=[reveal_card(card.card_id)], facts=[words("whether international online use is enabled", "disabled", "not enabled", "off")])

    def balance() -> None:
        b.call("get_account_balance", account_ids=[linked.account_id])
        b.step(b.says("balance"), reveals=[reveal_account(linked.account_id, "linked account")], facts=[balance_fact(linked)])

    if variant == "balance_first":
        balance()
    b.call("set_card_controls", card_id=card.card_id, online={"international": {"enabled": True, "daily_limit": rupee_arg(limit)}})
    b.step(b.says("enable", limit=x),
           confirm=(say(f"enable international online use on card {card.card_id} with a daily limit of {format_inr(limit)}",
                        hi=f"कार्ड {card.card_id} पर {x} की दैनिक सीमा के साथ इंटरनेशनल ऑनलाइन इस्तेमाल चालू करेंगे",
                        hinglish=f"card {card.card_id} par {x} ki daily limit ke saath international online use enable karenge"),
                    [[card.card_id], money_alts(limit)]),
           facts=[words("that it is enabled", "enabled")])
    if variant == "verify":
        b.call("get_card_details", card_ids=[card.card_id])
        b.step(b.says("verify"),
               facts=[amount("the international online daily limit", limit)])
    elif variant == "balance_after":
        balance()
    elif variant == "atm_too":
        atm_cap = (rules.DEBIT_CHANNEL_MAX["atm"] if card.card_type == "DEBIT"
                   else card.credit_limit * rules.CREDIT_CASH_LIMIT_BPS // 10_000)
        cash = min(b.pick([5_000, 10_000, 20_000, 25_000]) * RUPEE, atm_cap)
        c = format_inr(cash)
        b.call("set_card_controls", card_id=card.card_id, atm={"international": {"enabled": True, "daily_limit": rupee_arg(cash)}})
        b.step(b.says("atm_too", atm_limit=c),
               confirm=(say(f"enable international ATM cash withdrawals on card {card.card_id} with a daily limit of {c}",
                            hi=f"कार्ड {card.card_id} पर {c} की दैनिक सीमा के साथ विदेश में एटीएम से कैश निकासी चालू करेंगे",
                            hinglish=f"card {card.card_id} par {c} ki daily limit ke saath international ATM cash withdrawal enable karenge"),
                        [[card.card_id], money_alts(cash)]),
               facts=[words("that it is enabled", "enabled")])
    return b.says("opening", card=label)


@family("sq_card_atm_limit", "sequencing", "cards")
def sq_card_atm_limit(b: TaskBuilder) -> list[str]:
    """A debit card's domestic ATM limit: current limit -> the linked account's usable balance -> set -> verify.

    Variants (drawn once the card and the new limit are): as above; without the balance (the customer goes
    straight to the change); or without the balance and the verify, with the domestic POS (in-store) limit
    changed too (a second write)."""
    card = pick_one(b, cards_where(b, "ACTIVE", card_type="DEBIT"), "active debit card")
    current = card.controls.atm.domestic.daily_limit
    options = [x * RUPEE for x in (10_000, 20_000, 25_000, 40_000, 50_000, 75_000, 1_00_000) if x * RUPEE != current]
    limit = b.pick(options)
    linked = b.customer.accounts.get(card.linked_account)
    if linked is None:
        raise BuildError("card without linked account")
    pos = card.controls.pos.domestic
    variant = b.pick(["full", "no_balance"] + (["pos_too"] if pos.enabled else []))
    b.call("get_card_details", card_ids=[card.card_id])
    b.step(b.says("atm_limit"),
           reveals=[reveal_card(card.card_id)],
           facts=[amount("the current ATM limit", current)])
    if variant == "full":
        b.call("get_account_balance", account_ids=[linked.account_id])
        b.step(b.says("usable_balance"),
               reveals=[reveal_account(linked.account_id, "linked account")], facts=[balance_fact(linked)])
    b.call("set_card_controls", card_id=card.card_id, atm={"domestic": {"enabled": True, "daily_limit": rupee_arg(limit)}})
    x = format_inr(limit)
    b.step(b.says("set_limit", limit=x),
           confirm=(say(f"set the domestic ATM daily limit on card {card.card_id} to {format_inr(limit)}",
                        hi=f"कार्ड {card.card_id} की घरेलू (डोमेस्टिक) एटीएम दैनिक सीमा {x} सेट करेंगे",
                        hinglish=f"card {card.card_id} ki domestic ATM daily limit {x} set karenge"), [[card.card_id], money_alts(limit)]),
           facts=[words("that the limit is updated", "updated", "changed")])
    if variant == "pos_too":
        shop = b.pick([x * RUPEE for x in (25_000, 50_000, 75_000, 1_00_000, 1_50_000, 2_00_000) if x * RUPEE != pos.daily_limit])
        y = format_inr(shop)
        b.call("set_card_controls", card_id=card.card_id, pos={"domestic": {"enabled": True, "daily_limit": rupee_arg(shop)}})
        b.step(b.says("pos_too", pos_limit=y),
               confirm=(say(f"set the domestic POS (in-store) daily limit on card {card.card_id} to {y}",
                            hi=f"कार्ड {card.card_id} की घरेलू (डोमेस्टिक) पीओएस दैनिक सीमा {y} सेट करेंगे",
                            hinglish=f"card {card.card_id} ki domestic POS daily limit {y} set karenge"),
                        [[card.card_id], money_alts(shop)]),
               facts=[words("that the limit is updated", "updated", "changed")])
        return b.says("opening")
    b.call("get_card_details", card_ids=[card.card_id])
    b.step(b.says("confirm"),
           facts=[amount("the new ATM limit", limit)])
    return b.says("opening")


@family("sq_mandate_cancel", "sequencing", "mandates")
def sq_mandate_cancel(b: TaskBuilder) -> list[str]:
    """Mandates on the account -> cancel one -> the mandates again.

    Variants (drawn once the mandate is, where another running mandate debits the same account): as above; a
    second mandate of the list cancelled too (two writes, no recheck); or both cancelled, then the recheck."""
    mandate = pick_one(b, [m for m in b.customer.mandates.values() if m.status in ("ACTIVE", "PAUSED")], "active mandate")
    account = mandate.account_id
    others = [m for m in b.customer.mandates.values()
              if m.account_id == account and m.status in ("ACTIVE", "PAUSED") and m.mandate_id != mandate.mandate_id]
    variant = b.pick(["recheck"] + (["second", "second_recheck"] if others else []))
    b.call("show_mandates", account_id=account)
    count = sum(1 for m in b.customer.mandates.values() if m.account_id == account)
    b.step(b.says("list"),
           reveals=[reveal_account(account)],
           facts=[words(f"the payee {mandate.payee}", mandate.payee)])

    def cancel(target, key: str, **slots) -> None:
        b.call("cancel_mandate", mandate_id=target.mandate_id)
        payee, m = target.payee, format_inr(target.amount)
        b.step(b.says(key, **slots),
               confirm=(say(f"cancel mandate {target.mandate_id} to {target.payee} for {format_inr(target.amount)}",
                            hi=f"{payee} को जाने वाला {m} का मैंडेट {target.mandate_id} रद्द करेंगे",
                            hinglish=f"{payee} ko jaane wala {m} ka mandate {target.mandate_id} cancel karenge"),
                        [[target.mandate_id, target.payee], money_alts(target.amount)]),
               facts=[words("that it is cancelled", "cancelled", "canceled")])

    cancel(mandate, "cancel", payee=mandate.payee)
    if variant != "recheck":
        other = b.pick(others)
        cancel(other, "cancel_other", other_payee=other.payee)
    if variant != "second":
        b.call("show_mandates", account_id=account)
        b.step(b.says("recheck"),
               facts=[number("the number of mandates on the account", count)])
    return b.says("opening")


@family("sq_cheque_stop", "sequencing", "cheques")
def sq_cheque_stop(b: TaskBuilder) -> list[str]:
    """A cheque not yet cleared: its status -> stop payment -> the status again.

    Variants (drawn once the cheque and the reason are, where the account has another issued cheque): as above;
    a second issued cheque stopped too, for the same reason (two writes, no recheck); or both stopped, then the
    recheck."""
    account = pick_one(b, [a for a in b.customer.accounts.values() if any(c.status == "ISSUED" for c in a.cheques)], "issued cheque")
    cheque = b.pick([c for c in account.cheques if c.status == "ISSUED"])
    reason = b.pick(["lost", "dispute"])
    others = [c for c in account.cheques if c.status == "ISSUED" and c.cheque_number != cheque.cheque_number]
    variant = b.pick(["recheck"] + (["second", "second_recheck"] if others else []))
    cheque_no = cheque.cheque_number
    b.call("get_account_details", account_ids=[account.account_id])
    b.step(b.says("cleared", cheque=cheque_no),
           reveals=[reveal_account(account.account_id)],
           facts=[words("the cheque status", "issued", "not cleared", "not yet cleared")])

    def stop(number: str, requests: list[str]) -> None:
        b.call("stop_cheque_payment", account_id=account.account_id, cheque_numbers=[number], reason=reason)
        b.step(requests,
               confirm=(say(f"stop payment of cheque {number} on account {account.account_id}",
                            hi=f"खाता {account.account_id} के चेक {number} पर स्टॉप पेमेंट लगाएँगे",
                            hinglish=f"account {account.account_id} ke cheque {number} par stop payment lagayenge"),
                        [[number]]),
               facts=[words("that the stop is placed", "stopped", "stop placed")])

    why_hi = {"lost": "चेक खो गया है", "dispute": "पेमेंट को लेकर विवाद हो गया है"}[reason]
    why_hl = {"lost": "cheque kho gaya hai", "dispute": "payment ko lekar dispute ho gaya hai"}[reason]
    why = say({"lost": "the cheque has been lost", "dispute": "there's a dispute over the payment"}[reason],
              hi=why_hi, hinglish=why_hl)
    stop(cheque_no, b.says("stop", why=why))
    if variant != "recheck":
        other = b.pick(others).cheque_number
        stop(other, b.says("stop_other", other_cheque=other))
    if variant != "second":
        b.call("get_account_details", account_ids=[account.account_id])
        b.step(b.says("recheck"),
               facts=[words("the new cheque status", "stopped")])
    return b.says("opening", cheque=cheque_no)
