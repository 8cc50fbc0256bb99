"""Held-out families on the customer's own records: a periodic KYC update (re-KYC) on a self-declaration, a new
nomination for an account or deposit, and a cheque that bounced followed by Positive Pay for a large one.

The customer's words are in ``bank_gym/tasks/words/<family>.yaml``; what differs from one task to another (the
declaration, the nominees, the amounts) fills their slots, in the language being spoken.
"""

from __future__ import annotations

from datetime import date, timedelta

from ....bank.money import format_inr
from ....bank.names import CITIES, NAMES
from ....bank.rules import RUPEE
from ....bank.service_records import POSITIVE_PAY_MIN, cheque_returns
from ...builder import (
    BuildError,
    TaskBuilder,
    amount,
    ident,
    on_date,
    reveal,
    reveal_account,
    reveal_deposit,
    rupee_arg,
    words,
)
from ...labels import local_date
from ...lang import say
from .. import held_out_family
from ..common import active_accounts, balance_fact, money_alts, pick_one, usable


def _date_said(day: date) -> str:
    """A date as the family writes it in the customer's language (ISO in English, "5 अगस्त 2026" in Hindi)."""
    return say(day.isoformat(), hi=local_date(day, "hi"), hinglish=local_date(day, "hinglish"))


# ---------------------------------------------------------------- re-KYC


@held_out_family("sq_kyc_rekyc", "sequencing", "accounts")
def sq_kyc_rekyc(b: TaskBuilder) -> list[str]:
    """The KYC status and due date, the re-KYC on the customer's self-declaration (nothing changed, or a new
    address), then a cheque book; a KYC not yet due is not updated."""
    kyc = b.customer.profile.kyc
    if kyc.status == "COMPLETE" and b.rng.random() >= 0.08:
        raise BuildError("KYC up to date (one in twelve such customers hosts the family, as the decline)")
    account = pick_one(b, [a for a in active_accounts(b) if a.account_type in ("SAVINGS", "CURRENT", "SALARY")],
                       "account")
    b.call("get_kyc_status")
    facts = [on_date("the re-KYC due date", kyc.rekyc_due_date)]
    if kyc.status != "DUE":  # (a KYC "due" has no status word of its own: its date says it)
        facts.insert(0, words("the KYC status", kyc.status.lower()))
    b.step(b.says("status"), facts=facts)

    moved = kyc.status != "COMPLETE" and b.rng.random() < 0.4
    if moved:
        city, state, _, _, pin = b.pick([c for c in CITIES if c[0] != b.customer.profile.permanent_address.city])
        line1 = f"{b.pick(['Flat', 'House No.', 'Plot'])} {b.rng.randint(2, 480)}, " \
                f"{b.pick(['Shanti Niwas', 'Sai Residency', 'Ganga Apartments', 'Green Park', 'Sunrise Towers'])}"
        pincode = pin + f"{b.rng.randint(1, 99):03d}"
        address = f"{line1}, {city}, {state} {pincode}"
        declaration = say(f"My address has changed: I now live at {address}.",
                          hi=f"मेरा पता बदल गया है: अब मैं {address} में रहता हूँ।",
                          hinglish=f"Mera address badal gaya hai: ab main {address} mein rehta hoon.")
    else:
        declaration = say("Nothing has changed: my address and all my other details are the same.",
                          hi="कुछ भी नहीं बदला है: मेरा पता और बाकी सारी जानकारी वही है।",
                          hinglish="Kuch bhi nahi badla hai: mera address aur baaki saari details wahi hain.")
    if kyc.status == "COMPLETE":
        due = _date_said(kyc.rekyc_due_date)
        b.step(b.says("update", declaration=declaration), expects_decline=True, decline_reason=say(
            f"your KYC is up to date: the next periodic update is due only on {due}, so there is nothing to update now",
            hi=f"आपकी केवाईसी अभी पूरी है: अगला अपडेट {due} को होना है, इसलिए अभी अपडेट करने को कुछ नहीं है",
            hinglish=f"aapka KYC abhi complete hai: agla update {due} ko hona hai, isliye abhi update karne ko kuch "
                     "nahi hai"))
    elif moved:
        out = b.call("update_kyc", declaration="address_changed", line1=line1, city=city, state=state,
                     pincode=pincode)
        b.step(b.says("update", declaration=declaration),
               confirm=(say(f"update your KYC (re-KYC) on your self-declaration of your new address, {address}, which "
                            "the bank will verify",
                            hi=f"आपके नए पते {address} की स्व-घोषणा के आधार पर आपकी केवाईसी (री-केवाईसी) अपडेट करेंगे",
                            hinglish=f"aapke naye address {address} ke self-declaration par aapka KYC (re-KYC) "
                                     "update karenge"), [[pincode]]),
               facts=[ident("the KYC reference number", out["reference"]),
                      on_date("the next KYC due date", date.fromisoformat(out["next_due_date"])),
                      on_date("the date the new address is verified by",
                              date.fromisoformat(out["address_verification_by"]))])
    else:
        out = b.call("update_kyc", declaration="no_change")
        b.step(b.says("update", declaration=declaration),
               confirm=(say("update your KYC (re-KYC) on your self-declaration that your details are unchanged",
                            hi="आपकी स्व-घोषणा (सारी जानकारी पहले जैसी) के आधार पर आपकी केवाईसी (री-केवाईसी) अपडेट करेंगे",
                            hinglish="aapke self-declaration (saari details pehle jaisi) par aapka KYC (re-KYC) "
                                     "update karenge"), []),
               facts=[ident("the KYC reference number", out["reference"]),
                      on_date("the next KYC due date", date.fromisoformat(out["next_due_date"]))])

    leaves = b.pick([10, 25, 50])
    acc = account.account_id
    b.call("get_account_details", account_ids=[acc])
    if moved:  # the book goes to the new address: the registered one changes only once it is verified
        out = b.call("request_cheque_book", account_id=acc, leaves=leaves, delivery_address=address)
        where = say(f"to my new address, {address}", hi=f"मेरे नए पते {address} पर",
                    hinglish=f"mere naye address {address} par")
        to = say(f" to {address}", hi=f" {address} पर", hinglish=f" {address} par")
        must = [[str(leaves)], [acc], [pincode]]
    else:
        out = b.call("request_cheque_book", account_id=acc, leaves=leaves)
        where = say("to my registered address", hi="मेरे रजिस्टर्ड पते पर", hinglish="mere registered address par")
        to = say(" to your registered address", hi=" आपके रजिस्टर्ड पते पर", hinglish=" aapke registered address par")
        must = [[str(leaves)], [acc]]
    b.step(b.says("cheque_book", leaves=leaves, where=where), reveals=[reveal_account(acc)],
           confirm=(say(f"order a {leaves}-leaf cheque book for account {acc}, delivered{to}",
                        hi=f"खाता {acc} के लिए{to} {leaves} पन्नों (लीव्स) वाली चेक बुक मँगवाएँगे",
                        hinglish=f"account {acc} ke liye{to} {leaves} leaves wali cheque book order karenge"), must),
           facts=[on_date("the expected delivery date", date.fromisoformat(out["expected_delivery"]))])
    return b.says("opening")


# ---------------------------------------------------------------- nominees

_RELATIONS = {  # relationship -> (is male, may be a minor, English, Hindi, Hinglish) as the customer says it
    "Son": (True, True, "my son", "मेरे बेटे", "mere bete"),
    "Daughter": (False, True, "my daughter", "मेरी बेटी", "meri beti"),
    "Mother": (False, False, "my mother", "मेरी माँ", "meri maa"),
    "Father": (True, False, "my father", "मेरे पिता", "mere pita"),
    "Brother": (True, False, "my brother", "मेरे भाई", "mere bhai"),
    "Sister": (False, False, "my sister", "मेरी बहन", "meri behen"),
}
_SHARES = {1: [(100,)], 2: [(50, 50), (60, 40), (70, 30), (75, 25)], 3: [(40, 30, 30), (50, 25, 25), (60, 20, 20)]}
_RECORD_WORDS = {  # the record as the customer names it: (English, Hindi oblique, Hinglish)
    "SAVINGS": ("savings account", "बचत खाते", "savings account"),
    "SALARY": ("salary account", "सैलरी खाते", "salary account"),
    "CURRENT": ("current account", "चालू खाते", "current account"),
    "FD": ("fixed deposit", "फ़िक्स्ड डिपॉज़िट", "FD"),
    "RD": ("recurring deposit", "रिकरिंग डिपॉज़िट", "RD"),
}


def _nominee_phrase(name: str, relation: str, age: int, share: int) -> str:
    _, _, en, hi, hg = _RELATIONS[relation]
    return say(f"{en} {name}, aged {age}, with a {share}% share",
               hi=f"{hi} {name} ({age} साल), जिनका हिस्सा {share}% रहे",
               hinglish=f"{hg} {name} ({age} saal), jinka share {share}% rahe")


@held_out_family("sq_nominee_update", "sequencing", "accounts")
def sq_nominee_update(b: TaskBuilder) -> list[str]:
    """Who the nominee of an account or deposit is, a new nomination of one to three nominees with shares (a minor
    with a guardian), then the nominees read back; a joint account's nomination is made at a branch."""
    customer = b.customer
    records = [a for a in customer.accounts.values() if a.status == "ACTIVE" and a.nominee is not None] + \
              [d for d in customer.deposits.values() if d.status == "ACTIVE" and d.nominee is not None]
    record = pick_one(b, records, "record with a nominee")
    is_account = hasattr(record, "account_id")
    rid = record.account_id if is_account else record.deposit_id
    kind = record.account_type if is_account else record.kind
    if kind not in _RECORD_WORDS:
        raise BuildError("an NRE/NRO account")
    joint = is_account and len(record.holders) > 1
    en, hi, hg = _RECORD_WORDS[kind]
    b.call("get_nominees", record_ids=[rid])
    b.step(b.says("current", record=say(en, hi=hi, hinglish=hg)),
           reveals=[reveal_account(rid) if is_account else reveal_deposit(rid)],
           facts=[words("the nominee", record.nominee.name)])

    surname = customer.profile.name.split()[-1]
    male, female, _ = NAMES[b.pick(list(NAMES))]
    count = b.pick([1, 2, 2, 3])
    own = customer.profile.age
    ages = {"Son": (3, own - 20), "Daughter": (3, own - 20), "Mother": (own + 18, min(own + 35, 95)),
            "Father": (own + 20, min(own + 38, 97)), "Brother": (max(18, own - 10), own + 10),
            "Sister": (max(18, own - 10), own + 10)}  # ages a relative of this customer can be
    relations = b.rng.sample(sorted(r for r, (low, high) in ages.items() if low <= high), count)
    shares = b.pick(_SHARES[count])
    taken = {customer.profile.name, record.nominee.name}
    nominees, phrases, guardian = [], [], None
    for relation, share in zip(relations, shares, strict=True):
        is_male, minor_ok, *_ = _RELATIONS[relation]
        name = next(f"{first} {surname}" for first in b.rng.sample(male if is_male else female, 8)
                    if f"{first} {surname}" not in taken)
        taken.add(name)
        low, high = ages[relation]
        minor = minor_ok and low < 18 and (high < 18 or b.rng.random() < 0.5)
        age = b.rng.randint(low, min(high, 16)) if minor else b.rng.randint(max(low, 18), high)
        entry = {"name": name, "relationship": relation, "age": age, "share_percent": share}
        if minor:  # one guardian for the minors: the children's other parent, never the customer
            if guardian is None:
                guardian = next(f"{first} {surname}" for first in b.rng.sample(
                    female if customer.profile.gender == "M" else male, 8) if f"{first} {surname}" not in taken)
                taken.add(guardian)
            entry["guardian_name"] = guardian
        nominees.append(entry)
        phrases.append(_nominee_phrase(name, relation, age, share))
    listed = say(", and ", hi=", और ", hinglish=", aur ").join(phrases)
    said = b.says("change", nominees=listed)
    if joint:
        b.step(said, expects_decline=True, decline_reason=say(
            f"account {rid} is held jointly, so a new nomination for it must be signed by all the holders at a branch",
            hi=f"खाता {rid} संयुक्त (जॉइंट) खाता है, इसलिए इसका नया नॉमिनेशन सभी खाताधारकों के हस्ताक्षर से शाखा में होगा",
            hinglish=f"account {rid} joint account hai, isliye iska naya nomination sabhi holders ke signature se "
                     "branch mein hoga"))
    else:
        out = b.call("update_nominees", record_id=rid, nominees=nominees)
        shown = ", ".join(f"{n['name']} ({n['share_percent']}%" + (f", guardian {n['guardian_name']})"
                                                                    if "guardian_name" in n else ")") for n in nominees)
        shown_hi = ", ".join(f"{n['name']} ({n['share_percent']}%" + (f", अभिभावक {n['guardian_name']})"
                                                                       if "guardian_name" in n else ")") for n in nominees)
        must = [[n["name"]] for n in nominees] + [[f"{n['share_percent']}%", f"{n['share_percent']} %",
                                                   f"{n['share_percent']} percent"] for n in nominees[1:]]
        if guardian:
            must.append([guardian])
        b.step(said, reveals=[reveal("guardian", guardian, ["guardian"], say(
                   f"The guardian for the minor will be {guardian}.", hi=f"नाबालिग के अभिभावक {guardian} रहेंगे।",
                   hinglish=f"Minor ke guardian {guardian} rahenge."))] if guardian else [],
               confirm=(say(f"register a new nomination for {rid}, replacing the present one: {shown}",
                            hi=f"{rid} का नॉमिनेशन बदलकर नए नॉमिनी दर्ज करेंगे: {shown_hi}",
                            hinglish=f"{rid} ke nominees update karke naye nominees register karenge: {shown}"), must),
               facts=[ident("the nomination reference number", out["reference"])])
    b.call("get_nominees", record_ids=[rid])
    # "who are the nominees now?" is answered by their names (a joint account's nominee is unchanged)
    now = [record.nominee.name] if joint else [n["name"] for n in nominees]
    b.step(b.says("readback"), facts=[words("a nominee now", name) for name in now])
    return b.says("opening")


# ---------------------------------------------------------------- a cheque returned, and Positive Pay

_PURPOSES = {  # the returned cheque's payee as the customer calls it: (English, Hindi, Hinglish)
    "Landlord": ("the rent to my landlord", "मकान मालिक के किराए", "landlord ke rent"),
    "School fees": ("the school fees", "स्कूल फ़ीस", "school fees"),
    "Society maintenance": ("the society maintenance", "सोसाइटी मेंटेनेंस", "society maintenance"),
    "Contractor": ("the contractor's bill", "ठेकेदार के बिल", "contractor ke bill"),
    "Insurance agent": ("the insurance agent", "बीमा एजेंट", "insurance agent"),
    "Hospital": ("the hospital bill", "अस्पताल के बिल", "hospital ke bill"),
}
_REASON_WORDS = {  # the return memo's reason -> how it may be told, English, Hindi and Hinglish
    "Funds insufficient": ("insufficient funds", "insufficient balance", "not enough balance", "not enough funds",
                           "अपर्याप्त", "बैलेंस कम", "balance kam", "kam balance"),
    "Drawer's signature differs": ("signature differs", "signature mismatch", "signature did not match",
                                   "signature didn't match", "हस्ताक्षर", "सिग्नेचर", "signature"),
    "Amount in words and figures differ": ("words and figures", "amount in words", "शब्दों और अंकों", "अंकों और शब्दों",
                                           "shabdon aur ankon"),
    "Image not clear, to be presented again": ("image not clear", "unclear image", "image was not clear",
                                               "इमेज साफ़", "इमेज स्पष्ट", "image saaf"),
}
_PAYEES = ("Sharma Builders", "Kumar Traders", "Sai Enterprises", "Green Valley Society", "Verma Motors",
           "City Care Hospital", "Lakshmi Jewellers", "Patel Interiors")


@held_out_family("sq_cheque_return_positive_pay", "sequencing", "cheques")
def sq_cheque_return_positive_pay(b: TaskBuilder) -> list[str]:
    """Why a cheque of the customer's bounced and what it cost, the balance now, then Positive Pay for a cheque about
    to be issued (declined below ₹50,000, which needs none)."""
    pristine = b.bank.customers[b.customer_id]
    candidates = []
    for r in cheque_returns(pristine, b.bank.seed, b.bank.today):
        account = b.customer.accounts[r.account_id]
        if account.status == "ACTIVE" and any(c.status == "UNUSED" for c in account.cheques) and r.payee in _PURPOSES:
            candidates.append((r, account))
    returned, account = pick_one(b, candidates, "returned cheque")
    acc = account.account_id
    b.call("get_returned_cheques", account_id=acc)
    facts = [words("the return reason", returned.reason, *_REASON_WORDS[returned.reason])]
    if returned.charge:
        facts.append(amount("the return charge", returned.charge + returned.gst))
    else:
        facts.append(on_date("the date it can be presented again until", returned.valid_until))
    en, hi, hg = _PURPOSES[returned.payee]
    b.step(b.says("returned", cheque=returned.cheque_number, purpose=say(en, hi=hi, hinglish=hg)),
           reveals=[reveal_account(acc)], facts=facts)
    b.call("get_account_balance", account_ids=[acc])
    b.step(b.says("balance"), facts=[balance_fact(account)])

    leaf = b.pick([c for c in account.cheques if c.status == "UNUSED"]).cheque_number
    # a large cheque the account can pay (the customer has just heard its balance); a small one needs no Positive Pay
    large = [v for v in (60_000, 75_000, 1_00_000, 1_50_000, 2_50_000, 6_00_000) if v * RUPEE <= usable(account)]
    small = not large or b.rng.random() < 0.25
    value = b.pick([20_000, 30_000, 40_000, 45_000] if small else large) * RUPEE
    payee = b.pick(_PAYEES)
    day = b.session_date + timedelta(days=b.pick([0, 1, 2, 3, 5, 7]))
    said = b.says("positive_pay", cheque=leaf, amount=format_inr(value), payee=payee, date=_date_said(day))
    if small:
        b.call("search_knowledge_base", query="Positive Pay cheque amount")
        b.step(said, expects_decline=True, facts=[amount("the Positive Pay minimum", POSITIVE_PAY_MIN)],
               decline_reason=say(f"Positive Pay is only for cheques of {format_inr(POSITIVE_PAY_MIN)} and above, so "
                                  f"this cheque of {format_inr(value)} needs no confirmation",
                                  hi=f"पॉज़िटिव पे केवल {format_inr(POSITIVE_PAY_MIN)} और उससे बड़े चेक के लिए है, इसलिए "
                                     f"{format_inr(value)} के इस चेक की पुष्टि की ज़रूरत नहीं है",
                                  hinglish=f"positive pay sirf {format_inr(POSITIVE_PAY_MIN)} aur usse bade cheques ke "
                                           f"liye hai, isliye {format_inr(value)} ke is cheque ko confirm karne ki "
                                           "zaroorat nahi hai"))
    else:
        b.call("get_account_details", account_ids=[acc])
        out = b.call("register_positive_pay", account_id=acc, cheque_number=leaf, amount=rupee_arg(value),
                     payee=payee, cheque_date=day.isoformat())
        when = _date_said(day)
        b.step(said, confirm=(say(f"register Positive Pay for cheque {leaf} of account {acc}: {format_inr(value)} "
                                  f"to {payee}, dated {day.isoformat()}",
                                  hi=f"खाता {acc} के चेक {leaf} को पॉज़िटिव पे में दर्ज करेंगे: {format_inr(value)}, "
                                     f"पाने वाले {payee}, तारीख {when}",
                                  hinglish=f"account {acc} ke cheque {leaf} ko positive pay mein register karenge: "
                                           f"{format_inr(value)}, payee {payee}, date {when}"),
                              [[leaf], money_alts(value), [payee]]),
               facts=[ident("the Positive Pay reference number", out["reference"])])
    return b.says("opening")
