"""Sequencing families on deposits: book an FD or RD after checking the balance and the rate card, close a deposit
after its quote (and rebook or check the balance), change an FD's maturity instruction."""

from __future__ import annotations

from ....bank import finance, rules
from ....bank.money import format_inr, rate_pct
from ....bank.rules import RUPEE
from ...builder import (
    BuildError,
    TaskBuilder,
    amount,
    ident,
    on_date,
    reveal_account,
    reveal_deposit,
    rupee_arg,
    words,
)
from ...lang import say
from .. import family
from ..common import (
    active_accounts,
    balance_fact,
    created_by,
    deposits_where,
    fd_amount_and_tenure,
    instruction_fact,
    kyc_ok,
    money_alts,
    months_text,
    pick_one,
    quote_of,
    rate_card,
    usable,
)


@family("sq_fd_book_projection", "sequencing", "deposits")
def sq_fd_book_projection(b: TaskBuilder) -> list[str]:
    """Balance -> rate card -> maturity projection -> book -> balance after (the paper's example)."""
    kyc_ok(b)
    account = b.pick(active_accounts(b, 20_000 * RUPEE))
    principal, tenure = fd_amount_and_tenure(b, account)
    b.call("get_account_balance", account_ids=[account.account_id])
    p = format_inr(principal)
    b.step(b.says("balance", amount=p, tenure=tenure),
           reveals=[reveal_account(account.account_id)], facts=[balance_fact(account)])
    rate, rate_fact = rate_card(b, "FD", tenure)
    projection = finance.fd_maturity(principal, rate, tenure)
    b.call("calculate_fd_maturity", principal_amount=rupee_arg(principal), rate=rate_pct(rate), tenure_months=tenure)
    b.step(b.says("rate_projection", amount=p, tenure=tenure),
           facts=[rate_fact, amount("the maturity amount", projection["maturity_amount"])])
    fd_id = created_by(b, "deposits", "create_fd", principal_amount=rupee_arg(principal), tenure_months=tenure, source_account=account.account_id)
    b.step(b.says("book"),
           confirm=(say(f"book a fixed deposit of {format_inr(principal)} for {tenure} months from account {account.account_id}",
                        hi=f"खाता {account.account_id} से {tenure} महीने के लिए {p} की फ़िक्स्ड डिपॉज़िट (एफडी) बुक करेंगे",
                        hinglish=f"account {account.account_id} se {tenure} mahine ke liye {p} ki FD book karenge"),
                    [money_alts(principal), months_text(tenure), [account.account_id]]),
           facts=[ident("the new deposit number", fd_id)])
    after = b.state.customer.accounts[account.account_id]
    b.call("get_account_balance", account_ids=[account.account_id])
    b.step(b.says("balance_after"),
           facts=[amount("the usable balance now", usable(after))])
    b.call("get_fd_details", deposit_ids=[fd_id])
    b.step(b.says("maturity_date"),
           facts=[on_date("the maturity date", b.state.customer.deposits[fd_id].maturity_date)])
    return b.says("opening", amount=p, tenure=tenure)


@family("sq_rd_book", "sequencing", "deposits")
def sq_rd_book(b: TaskBuilder) -> list[str]:
    kyc_ok(b)
    account = b.pick(active_accounts(b, 5_000 * RUPEE))
    instalment = b.pick([500, 1_000, 2_000, 2_500, 3_000, 5_000]) * RUPEE
    if instalment > usable(account):
        raise BuildError("instalment too large")
    tenure = b.pick([12, 18, 24, 36, 60])
    b.call("get_account_balance", account_ids=[account.account_id])
    i = format_inr(instalment)
    b.step(b.says("balance", instalment=i),
           reveals=[reveal_account(account.account_id)], facts=[balance_fact(account)])
    rate, rate_fact = rate_card(b, "RD", tenure)
    projection = finance.rd_maturity(instalment, rate, tenure)
    b.call("calculate_rd_maturity", monthly_installment=rupee_arg(instalment), rate=rate_pct(rate), tenure_months=tenure)
    b.step(b.says("rate_projection", tenure=tenure),
           facts=[rate_fact, amount("the maturity amount", projection["maturity_amount"])])
    rd_id = created_by(b, "deposits", "create_rd", monthly_installment=rupee_arg(instalment), tenure_months=tenure, source_account=account.account_id)
    b.step(b.says("open"),
           confirm=(say(f"open a recurring deposit of {format_inr(instalment)} per month for {tenure} months from account {account.account_id}",
                        hi=f"खाता {account.account_id} से {tenure} महीने के लिए {i} प्रति माह की रिकरिंग डिपॉज़िट (आरडी) खोलेंगे",
                        hinglish=f"account {account.account_id} se {tenure} mahine ke liye {i} per month ka RD kholenge"),
                    [money_alts(instalment), months_text(tenure)]),
           facts=[ident("the new RD number", rd_id)])
    return b.says("opening", instalment=i)


def _close_deposit_flow(b: TaskBuilder, kind: str, with_details: bool, with_balance: bool) -> list[str]:
    deposit = pick_one(b, deposits_where(b, kind, "ACTIVE", "MATURED"), "open deposit")
    payout = b.customer.accounts.get(deposit.payout_account)
    if payout is None or payout.status != "ACTIVE":
        raise BuildError("payout account not active")
    label = "fixed deposit" if kind == "FD" else "recurring deposit"
    # The deposit as the customer names it: short (एफडी / FD) and in full, per language.
    short_hi, full_hi = ("एफडी", "फ़िक्स्ड डिपॉज़िट") if kind == "FD" else ("आरडी", "रिकरिंग डिपॉज़िट")
    short_hl, full_hl = kind, label
    if with_details:
        b.call("get_fd_details" if kind == "FD" else "get_rd_details", deposit_ids=[deposit.deposit_id])
        b.step(say([f"Can you check the maturity date of my {label}?"],
                   hi=[f"क्या आप मेरी {short_hi} की मैच्योरिटी डेट देख सकते हैं?",
                       f"मेरी {full_hi} की परिपक्वता की तारीख क्या है, ज़रा चेक कीजिए।",
                       f"ज़रा बताइए, मेरी {short_hi} की मैच्योरिटी किस तारीख की है?",
                       f"मेरी {short_hi} कब मैच्योर होती है? उसकी तारीख देखकर बताइए।"],
                   hinglish=[f"Kya aap mere {short_hl} ki maturity date check kar sakte hain?",
                             f"Mere {full_hl} ki maturity date kya hai, zara dekh lijiye.",
                             f"Zara bataiye, mera {short_hl} kis date ko mature hota hai?",
                             f"Mere {short_hl} ki maturity kab ki hai? Date check karke bataiye."]),
               reveals=[reveal_deposit(deposit.deposit_id)],
               facts=[on_date("the maturity date", deposit.maturity_date)])
    quote = quote_of(b, deposit)
    b.call("get_deposit_closure_quote", deposit_ids=[deposit.deposit_id])
    b.step(say([f"How much would I get if I close the {label} today?"],
               hi=[f"अगर मैं आज {short_hi} बंद करूँ तो मुझे कितने पैसे मिलेंगे?",
                   f"आज ही {full_hi} तोड़ दें तो हाथ में कितनी रकम आएगी?",
                   f"{short_hi} को आज बंद करने पर कुल कितना भुगतान मिलेगा?",
                   f"ज़रा हिसाब लगाइए — आज {short_hi} क्लोज़ करवाऊँ तो कितना मिलेगा?"],
               hinglish=[f"Agar main aaj {short_hl} close karun toh mujhe kitna milega?",
                         f"Aaj hi {full_hl} tod dein toh haath mein kitna aayega?",
                         f"{short_hl} ko aaj band karne par net payout kitna hoga?",
                         f"Zara calculate kijiye - aaj {short_hl} close karwaun toh kitne paise milenge?"]),
           reveals=[] if with_details else [reveal_deposit(deposit.deposit_id)],
           facts=[amount("the net payout", quote.net_payout)])
    b.call("close_deposit", deposit_id=deposit.deposit_id)
    b.step(say(["All right, please close it and credit my account."],
               hi=["ठीक है, इसे बंद करके पैसे मेरे खाते में डाल दीजिए।",
                   "चलिए, बंद कर दीजिए और रकम मेरे खाते में क्रेडिट कर दीजिए।",
                   "ठीक है, कृपया इसे क्लोज़ करके पैसा मेरे खाते में जमा कर दें।",
                   "हाँ, तोड़ दीजिए और पैसा मेरे अकाउंट में भेज दीजिए।"],
               hinglish=["Theek hai, ise close karke paise mere account mein daal dijiye.",
                         "Chaliye, band kar dijiye aur amount mere account mein credit kar do.",
                         "Okay, please isko close karke mere account mein credit kar dijiye.",
                         "Haan, tod dijiye aur paisa mere account mein bhej dijiye."]),
           confirm=(say(f"close {label} {deposit.deposit_id} and credit {format_inr(quote.net_payout)} to account {deposit.payout_account}",
                        hi=f"{full_hi} {deposit.deposit_id} बंद करके {format_inr(quote.net_payout)} खाता {deposit.payout_account} में क्रेडिट करेंगे",
                        hinglish=f"{short_hl} {deposit.deposit_id} band karke {format_inr(quote.net_payout)} account {deposit.payout_account} mein credit karenge"),
                    [[deposit.deposit_id]]),
           facts=[words("that the deposit is closed", "closed")])
    if with_balance:
        after = b.state.customer.accounts[deposit.payout_account]
        b.call("get_account_balance", account_ids=[deposit.payout_account])
        b.step(say(["What's the usable balance in that account now?"],
                   hi=["अब उस खाते में उपयोग योग्य बैलेंस कितना है?",
                       "पैसा आने के बाद अब उस खाते में कितना बैलेंस इस्तेमाल के लिए है?",
                       "उस अकाउंट का यूज़ेबल बैलेंस अब कितना हो गया?",
                       "ज़रा देखिए, अब उस खाते में कितनी रकम इस्तेमाल की जा सकती है?"],
                   hinglish=["Ab us account mein usable balance kitna hai?",
                             "Paise aane ke baad ab us account mein kitna balance hai use ke liye?",
                             "Us account ka usable balance ab kitna ho gaya?",
                             "Zara check kijiye, ab us account mein kitna paisa use kar sakte hain?"]),
               facts=[amount("the usable balance", usable(after))])
    return say([f"I want to close my {label}.", f"I'm thinking of breaking my {label}.",
                f"Please help me close one of my {label}s."],
               hi=[f"मुझे अपनी {short_hi} बंद करवानी है।", f"अपनी {full_hi} तोड़ने का मन है।",
                   f"मेरी एक {short_hi} बंद करने में मदद कीजिए।", f"{short_hi} क्लोज़ करवानी है, कृपया मदद करें।"],
               hinglish=[f"Mujhe apna {short_hl} close karna hai.", f"Apna {full_hl} todne ka mann hai.",
                         f"Mere ek {short_hl} ko close karne mein help kijiye.", f"{short_hl} band karwana hai, please help kariye."])


@family("sq_fd_close_rebook", "sequencing", "deposits")
def sq_fd_close_rebook(b):
    """Details -> closure quote -> close -> balance -> rate card -> book a new FD with the proceeds (6 calls)."""
    kyc_ok(b)
    openers = _close_deposit_flow(b, "FD", with_details=True, with_balance=True)
    deposit_id = b.gold[-2].arguments["deposit_id"]
    account_id = b.state.customer.deposits[deposit_id].payout_account
    proceeds = b.state.customer.deposits[deposit_id].closure_payout
    principal = max(proceeds // (1_000 * RUPEE) * (1_000 * RUPEE), 0)
    if principal < rules.FD_MIN_PRINCIPAL or principal > usable(b.state.customer.accounts[account_id]):
        raise BuildError("proceeds too small to rebook")
    tenure = b.pick([12, 24, 36])
    rate, rate_fact = rate_card(b, "FD", tenure)
    fd_id = created_by(b, "deposits", "create_fd", principal_amount=rupee_arg(principal), tenure_months=tenure, source_account=account_id)
    p = format_inr(principal)
    b.step(say([f"Put {format_inr(principal)} of it into a new {tenure}-month FD from that account, at your current rate."],
               hi=[f"उसमें से {p} उसी खाते से {tenure} महीने की नई एफडी में डाल दीजिए, आपकी मौजूदा ब्याज दर पर।",
                   f"इस रकम में से {p} की एक नई एफडी {tenure} महीने के लिए उसी खाते से बना दीजिए — अभी जो रेट चल रहा है उस पर।",
                   f"अभी की ब्याज दर पर, उस खाते से {p} की {tenure} महीने वाली नई फ़िक्स्ड डिपॉज़िट बुक कर दीजिए।",
                   f"अब उस खाते से {p} लेकर {tenure} महीने की नई एफडी कर दीजिए, करंट रेट पर ही।"],
               hinglish=[f"Usme se {p} usi account se {tenure} mahine ke naye FD mein daal dijiye, aapke current rate par.",
                         f"Is amount mein se {p} ka ek naya FD {tenure} months ke liye us account se bana dijiye - jo rate abhi chal raha hai us par.",
                         f"Abhi ke interest rate par, us account se {p} ka {tenure}-month wala naya FD book kar dijiye.",
                         f"Ab us account se {p} lekar {tenure} mahine ka fresh FD kar do, current rate pe hi."]),
           confirm=(say(f"book a fixed deposit of {format_inr(principal)} for {tenure} months from account {account_id}",
                        hi=f"खाता {account_id} से {tenure} महीने के लिए {p} की फ़िक्स्ड डिपॉज़िट (एफडी) बुक करेंगे",
                        hinglish=f"account {account_id} se {tenure} mahine ke liye {p} ki FD book karenge"),
                    [money_alts(principal), months_text(tenure)]),
           facts=[rate_fact, ident("the new deposit number", fd_id)])
    return openers


@family("sq_fd_close_balance", "sequencing", "deposits")
def sq_fd_close_balance(b):
    return _close_deposit_flow(b, "FD", with_details=True, with_balance=True)


@family("sq_rd_close", "sequencing", "deposits")
def sq_rd_close(b):
    return _close_deposit_flow(b, "RD", with_details=True, with_balance=True)


@family("sq_fd_renewal", "sequencing", "deposits")
def sq_fd_renewal(b: TaskBuilder) -> list[str]:
    fd = pick_one(b, [d for d in deposits_where(b, "FD", "ACTIVE") if b.session_date < d.maturity_date], "active FD")
    options = ["no_renewal", "renew_principal"] + (["renew_principal_interest"] if fd.payout_type == "cumulative" else [])
    options = [o for o in options if o != fd.maturity_instruction]
    new = b.pick(options)
    b.call("get_fd_details", deposit_ids=[fd.deposit_id])
    b.step(say(["What happens to my fixed deposit when it matures?"],
               hi=["मेरी फ़िक्स्ड डिपॉज़िट मैच्योर होने पर उसका क्या होगा?", "जब मेरी एफडी पूरी होगी, तब उस पैसे का क्या होगा?",
                   "मैच्योरिटी पर मेरी एफडी के लिए क्या निर्देश लगा हुआ है?", "एफडी परिपक्व होने के बाद उसके साथ क्या किया जाएगा, बता सकते हैं?"],
               hinglish=["Mera fixed deposit mature hone par uska kya hoga?", "Jab mera FD mature hoga, tab us paise ka kya hoga?",
                         "Maturity par mere FD ke liye kya instruction set hai?", "FD mature hone ke baad usko kya kiya jayega, bata sakte hain?"]),
           reveals=[reveal_deposit(fd.deposit_id)],
           facts=[instruction_fact("the current maturity instruction", fd.maturity_instruction),
                  on_date("the maturity date", fd.maturity_date)])
    b.call("update_deposit_renewal", deposit_id=fd.deposit_id, instruction=new)
    human = {"no_renewal": "pay it out without renewing", "renew_principal": "renew only the principal",
             "renew_principal_interest": "renew principal and interest"}[new]
    # What the customer wants at maturity (a clause after "मैच्योरिटी पर" / "maturity par") and the instruction's name.
    human_hi = {"no_renewal": "बिना रिन्यू किए पूरा पैसा मेरे खाते में दे दिया जाए",
                "renew_principal": "सिर्फ़ मूलधन (प्रिंसिपल) रिन्यू हो",
                "renew_principal_interest": "मूलधन और ब्याज दोनों रिन्यू हों"}[new]
    human_hl = {"no_renewal": "bina renew kiye poora paisa mere account mein aa jaye",
                "renew_principal": "sirf principal renew ho", "renew_principal_interest": "principal aur interest dono renew hon"}[new]
    name_hi = {"no_renewal": "नवीनीकरण नहीं, परिपक्वता पर भुगतान", "renew_principal": "केवल मूलधन (प्रिंसिपल) का नवीनीकरण",
               "renew_principal_interest": "मूलधन और ब्याज दोनों का नवीनीकरण"}[new]
    name_hl = {"no_renewal": "renewal nahi, maturity par payout", "renew_principal": "sirf principal renew",
               "renew_principal_interest": "principal aur interest dono renew"}[new]
    b.step(say([f"Please change it so that at maturity you {human}."],
               hi=[f"कृपया इसे ऐसे बदल दीजिए कि मैच्योरिटी पर {human_hi}।", f"निर्देश बदल दीजिए — परिपक्वता पर {human_hi}।",
                   f"मैच्योरिटी पर {human_hi}, प्लीज़ यही सेट कर दीजिए।", f"इसका मैच्योरिटी निर्देश बदलना है: परिपक्वता पर {human_hi}।"],
               hinglish=[f"Please ise aise change kar dijiye ki maturity par {human_hl}.", f"Instruction badal dijiye - maturity pe {human_hl}.",
                         f"Maturity par {human_hl}, please yahi set kar dijiye.",
                         f"Iska maturity instruction change karna hai: maturity par {human_hl}."]),
           confirm=(say(f"change the maturity instruction of {fd.deposit_id} to {new.replace('_', ' ')}",
                        hi=f"डिपॉज़िट {fd.deposit_id} का मैच्योरिटी निर्देश बदलकर “{name_hi}” करेंगे",
                        hinglish=f"deposit {fd.deposit_id} ka maturity instruction badal kar “{name_hl}” karenge"), [[fd.deposit_id]]),
           facts=[words("that the instruction is updated", "updated", "changed")])
    b.call("get_fd_details", deposit_ids=[fd.deposit_id])
    b.step(say(["Can you check the deposit once more to make sure it shows the new instruction?"],
               hi=["एक बार फिर डिपॉज़िट चेक करके बताइए कि नया निर्देश दिख रहा है या नहीं।",
                   "क्या आप दोबारा देख सकते हैं कि एफडी पर अब नया निर्देश लग गया है?",
                   "पक्का करने के लिए डिपॉज़िट एक बार और देख लीजिए — नया मैच्योरिटी निर्देश दिख रहा है न?",
                   "ज़रा फिर से जाँच लीजिए कि डिपॉज़िट में नया निर्देश अपडेट हुआ है या नहीं।"],
               hinglish=["Ek baar phir deposit check karke bataiye ki naya instruction dikh raha hai ya nahi.",
                         "Kya aap dobara dekh sakte hain ki FD par ab naya instruction lag gaya hai?",
                         "Confirm karne ke liye deposit ek baar aur check kar lijiye - naya maturity instruction dikh raha hai na?",
                         "Zara phir se verify kar lijiye ki deposit mein new instruction update hua hai ya nahi."]),
           facts=[instruction_fact("the new maturity instruction", new)])
    return say(["I want to change the renewal instruction on my fixed deposit.",
                "Can you tell me what happens when my FD matures? I may want to change it.",
                "I need help with my fixed deposit's maturity instruction."],
               hi=["मुझे अपनी फ़िक्स्ड डिपॉज़िट का रिन्यूअल निर्देश बदलना है।",
                   "मेरी एफडी मैच्योर होने पर क्या होगा, बता सकते हैं? शायद मुझे इसे बदलना पड़े।",
                   "मेरी एफडी के मैच्योरिटी निर्देश के बारे में मदद चाहिए।",
                   "एफडी के नवीनीकरण (रिन्यूअल) का निर्देश देखना और बदलवाना है।"],
               hinglish=["Mujhe apne fixed deposit ka renewal instruction change karna hai.",
                         "Mera FD mature hone par kya hoga, bata sakte hain? Shayad change karna padega.",
                         "Mere FD ke maturity instruction ke baare mein help chahiye.",
                         "FD ka renewal instruction dekhna hai aur badalwana hai."])
