"""Held-out families on credit cards: a charge on the statement disputed (made twice, or one the customer does not
recognise), and a large purchase turned into EMIs (or declined when it is too old to convert).

Their words are in ``bank_gym/tasks/words/<family>.yaml``. The variants of a family share one words file, and
every utterance of it is drawn on every build (``draw``), so no entry goes unread whichever variant is built.
"""

from __future__ import annotations

from datetime import timedelta

from ....bank import rules, servicing
from ....bank.money import format_inr
from ....tools.card_services import emi_terms
from ...builder import TaskBuilder, amount, ident, on_date, paise_of, reveal_card, words
from ...lang import say
from .. import held_out_family
from ..common import card_label, cards_where, created_by, months_text, pick_one

OPEN = ("OPEN", "IN_PROGRESS")


def draw(b: TaskBuilder, **entries: dict) -> dict[str, list[str]]:
    """Every utterance of the family's words file, its slots filled (``entries``: key -> slots)."""
    return {key: b.says(key, **slots) for key, slots in entries.items()}


def choose(b: TaskBuilder, options: list[tuple], weights: dict[str, int]) -> tuple:
    """One option (a tuple whose first item names its variant): a variant first, by ``weights`` among those
    present, then one of its options."""
    present = [v for v in weights if any(o[0] == v for o in options)]
    variant = pick_one(b, [v for v in present for _ in range(weights[v])], "variant")
    return b.pick([o for o in options if o[0] == variant])


def _under_request(b: TaskBuilder) -> set[str]:
    return {r.related_transaction_id for r in b.customer.requests.values() if r.status in OPEN}


def _block(b: TaskBuilder, card, phrasings: list[str]) -> None:
    b.call("get_card_details", card_ids=[card.card_id])
    b.call("block_card", card_id=card.card_id, reason="fraud")
    b.step(phrasings, confirm=(say(f"permanently block card {card.card_id} for fraud",
                                   hi=f"कार्ड {card.card_id} को धोखाधड़ी (फ़्रॉड) की वजह से स्थायी रूप से ब्लॉक करेंगे",
                                   hinglish=f"card {card.card_id} ko fraud ki wajah se permanently block karenge"),
                               [[card.card_id], ["block"]]),
           facts=[words("that the card is blocked", "blocked")])


@held_out_family("sq_card_billing_dispute", "sequencing", "cards")
def sq_card_billing_dispute(b: TaskBuilder) -> list[str]:
    """Statement -> billing dispute (a charge made twice, or not recognised) -> card blocked? -> amount payable.

    The card is blocked (details read first) only after an unrecognised charge, and only sometimes; the amount
    payable after the dispute is asked after a duplicate charge and when the card was not blocked."""
    options = []
    for card in cards_where(b, "ACTIVE", "FROZEN", card_type="CREDIT"):
        statement = servicing.card_statement(b.bank, b.customer_id, card.card_id)
        for line in statement.lines:
            if not line.billed or line.kind != "purchase":
                continue
            earlier = [t for t in statement.twins(line) if (t.date, t.txn_id) < (line.date, line.txn_id)]
            if earlier:
                options.append(("twice", card, statement, line, earlier[0]))
            if line.category == "online":
                options.append(("unknown", card, statement, line, line))
    variant, card, statement, line, first = choose(b, options, {"twice": 1, "unknown": 1})
    twice = variant == "twice"
    label, rupees_text = card_label(card), format_inr(line.amount)
    said = {"card": label, "amount": rupees_text, "merchant": line.merchant if twice else line.description,
            "date": first.date.isoformat()}
    w = draw(b, opening={"card": label}, find_twice=said, find_unknown=said, dispute={}, block={}, pay={})

    b.call("get_card_statement", card_id=card.card_id)
    b.step(w["find_twice" if twice else "find_unknown"], reveals=[reveal_card(card.card_id)],
           facts=[ident("the transaction id of the repeated charge" if twice else "the transaction id", line.txn_id)])
    request = created_by(b, "requests", "raise_card_dispute", card_id=card.card_id, transaction_id=line.txn_id,
                         reason="duplicate_charge" if twice else "not_recognised")
    txn = line.txn_id
    b.step(w["dispute"],
           confirm=(say(f"raise a billing dispute for the {'repeated ' if twice else ''}charge {txn} of {rupees_text}",
                        hi=f"{rupees_text} के {'दोबारा लगे ' if twice else ''}चार्ज {txn} के लिए बिलिंग विवाद दर्ज करेंगे",
                        hinglish=f"{rupees_text} ke {'dobara lage ' if twice else ''}charge {txn} ke liye billing dispute "
                                 "raise karenge"),
                    [[txn]]),
           facts=[ident("the request number", request),
                  on_date("the expected resolution date", b.state.customer.requests[request].eta)])
    blocked = not twice and b.pick([True, False])
    if blocked:
        _block(b, card, w["block"])
    if not blocked or b.pick([True, False]):
        out = b.call("get_card_statement", card_id=card.card_id)
        b.step(w["pay"], facts=[amount("the amount payable now", paise_of(out["amount_payable"])),
                                on_date("the payment due date", statement.due_date)])
    return w["opening"]


@held_out_family("sq_card_emi_conversion", "sequencing", "cards")
def sq_card_emi_conversion(b: TaskBuilder) -> list[str]:
    """Statement -> EMI options -> conversion -> available limit and/or dues; over 30 days old: declined.

    A purchase too old to convert is declined with the last date it could have been converted; the customer then
    asks what is due on the statement and the card's available limit."""
    options = []
    under_request = _under_request(b)
    for card in cards_where(b, "ACTIVE", card_type="CREDIT"):
        statement = servicing.card_statement(b.bank, b.customer_id, card.card_id)
        for line in statement.lines:
            if line.kind != "purchase" or line.amount < rules.CARD_EMI_MIN_AMOUNT or line.txn_id in under_request \
                    or line.category in rules.CARD_EMI_EXCLUDED:
                continue
            late = servicing.emi_block(line, b.session_date) is not None
            options.append(("late" if late else "convert", card, statement, line))
    variant, card, statement, line = choose(b, options, {"convert": 2, "late": 1})
    tenure = b.pick(sorted(rules.CARD_EMI_RATE_BPS))
    label, rupees_text, txn = card_label(card), format_inr(line.amount), line.txn_id
    w = draw(b, opening={"card": label},
             options={"card": label, "amount": rupees_text, "merchant": line.merchant, "date": line.date.isoformat(),
                      "tenure": tenure},
             convert={"tenure": tenure}, limit={}, due={})

    b.call("get_card_statement", card_id=card.card_id)
    b.call("get_card_emi_options", card_id=card.card_id, transaction_id=txn)
    if variant == "late":
        convert_by = line.date + timedelta(days=rules.CARD_EMI_WINDOW_DAYS)
        days = rules.CARD_EMI_WINDOW_DAYS
        b.step(w["options"], reveals=[reveal_card(card.card_id)],
               facts=[on_date("the last date it could be converted", convert_by)], expects_decline=True,
               decline_reason=say(f"a purchase can be converted into EMIs only within {days} days of the purchase, "
                                  f"and this one was made on {line.date.isoformat()}",
                                  hi=f"किसी खरीद को ईएमआई में सिर्फ़ खरीद के {days} दिनों के अंदर बदला जा सकता है, और यह "
                                     f"खरीद {line.date.isoformat()} को हुई थी",
                                  hinglish=f"kisi purchase ko EMI mein sirf purchase ke {days} din ke andar convert kiya "
                                           f"ja sakta hai, aur yeh purchase {line.date.isoformat()} ko hui thi"))
        b.step(w["due"], facts=[amount("the minimum amount due", statement.minimum_due),
                                on_date("the payment due date", statement.due_date)])
        b.call("get_card_details", card_ids=[card.card_id])
        b.step(w["limit"], facts=[amount("the credit card's available limit", card.available_limit or 0)])
        return w["opening"]

    terms = emi_terms(line.amount, tenure)
    b.step(w["options"], reveals=[reveal_card(card.card_id)],
           facts=[amount("the monthly EMI", terms["emi"]), amount("the total interest", terms["interest"])])
    plan = created_by(b, "card_emis", "convert_to_emi", card_id=card.card_id, transaction_id=txn, tenure_months=tenure)
    merchant = line.merchant
    b.step(w["convert"],
           confirm=(say(f"convert the {rupees_text} purchase {txn} at {merchant} into EMIs over {tenure} months",
                        hi=f"{merchant} पर की गई {rupees_text} की खरीद {txn} को {tenure} महीने की ईएमआई में बदलेंगे",
                        hinglish=f"{merchant} par ki gayi {rupees_text} ki purchase {txn} ko {tenure} mahine ki EMI mein "
                                 "convert karenge"),
                    [[txn], months_text(tenure)]),
           facts=[ident("the EMI plan number", plan),
                  on_date("the date of the first EMI", b.state.customer.card_emis[plan].first_emi_date)])
    after = b.pick(["limit", "due", "both"])
    if after in ("limit", "both"):
        b.call("get_card_details", card_ids=[card.card_id])
        b.step(w["limit"], facts=[amount("the credit card's available limit",
                                         b.state.customer.cards[card.card_id].available_limit or 0)])
    if after in ("due", "both"):
        out = b.call("get_card_statement", card_id=card.card_id)
        b.step(w["due"], facts=[amount("the minimum amount due", paise_of(out["minimum_due"])),
                                on_date("the payment due date", statement.due_date)])
    return w["opening"]
