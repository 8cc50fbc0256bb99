"""Sequencing families (22): ordered multi-step requests with data dependencies (up to 6 calls)."""

from __future__ import annotations

from datetime import timedelta

from ...bank import finance, rules
from ...bank.money import format_inr, rate_pct
from ...bank.rules import RUPEE
from ..builder import (
    BuildError,
    TaskBuilder,
    amount,
    ident,
    number,
    on_date,
    reveal,
    reveal_account,
    reveal_card,
    reveal_deposit,
    reveal_loan,
    rupee_arg,
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
    describe_txn,
    fd_amount_and_tenure,
    history_showing,
    instruction_fact,
    kyc_ok,
    money_alts,
    months_text,
    pick_one,
    quote_of,
    rate_card,
    txn_to_dispute,
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
    b.step(say([f"I want to open a fixed deposit of {format_inr(principal)} for {tenure} months, but first tell me how much I can use in my account."],
               hi=[f"मुझे {p} की {tenure} महीने की एफडी खुलवानी है, पर पहले यह बताइए कि मेरे खाते में कितना बैलेंस इस्तेमाल के लिए उपलब्ध है।",
                   f"{tenure} महीने के लिए {p} की फ़िक्स्ड डिपॉज़िट करनी है। उससे पहले बताइए, खाते में कितनी रकम इस्तेमाल की जा सकती है?",
                   f"पहले मेरे खाते का उपयोग योग्य बैलेंस बता दीजिए, फिर {p} की एफडी {tenure} महीने के लिए खोलनी है।",
                   f"{tenure} महीने की एफडी में {p} डालने हैं — लेकिन पहले देख लीजिए कि मेरे खाते में कितना पैसा इस्तेमाल लायक है।"],
               hinglish=[f"Mujhe {p} ka FD {tenure} mahine ke liye kholna hai, lekin pehle bataiye ki mere account mein kitna balance use ho sakta hai.",
                         f"{tenure} months ke liye {p} ki fixed deposit karni hai. Usse pehle mera usable balance bata dijiye.",
                         f"Pehle yeh check kariye ki mere account mein kitna paisa use ke liye available hai, phir {p} ka {tenure} mahine ka FD karna hai.",
                         f"{p} ka {tenure}-month FD open karna hai, but first batao account mein usable balance kitna hai?"]),
           reveals=[reveal_account(account.account_id)], facts=[balance_fact(account)])
    rate, rate_fact = rate_card(b, "FD", tenure)
    projection = finance.fd_maturity(principal, rate, tenure)
    b.call("calculate_fd_maturity", principal_amount=rupee_arg(principal), rate=rate_pct(rate), tenure_months=tenure)
    b.step(say([f"What rate would I get for {tenure} months, and what would {format_inr(principal)} grow to by maturity?"],
               hi=[f"{tenure} महीने के लिए मुझे कितनी ब्याज दर मिलेगी, और मैच्योरिटी पर {p} कितने हो जाएँगे?",
                   f"{tenure} महीने की एफडी पर ब्याज दर क्या है? और परिपक्वता पर {p} बढ़कर कितनी राशि बनेगी?",
                   f"ज़रा बताइए, {tenure} महीने पर रेट कितना मिलेगा और {p} मैच्योरिटी तक कितने बन जाएँगे?",
                   f"अगर {tenure} महीने के लिए रखें तो कौन-सी ब्याज दर लगेगी, और {p} की परिपक्वता राशि कितनी होगी?"],
               hinglish=[f"{tenure} mahine ke liye mujhe kitna interest rate milega, aur maturity par {p} kitna ho jayega?",
                         f"{tenure} months ka rate kya hai? Aur {p} maturity tak badhke kitna banega?",
                         f"Zara bataiye, {tenure} mahine pe kaunsa interest rate lagega aur {p} ka maturity amount kitna hoga?",
                         f"Agar {tenure} mahine ke liye rakhein toh rate kitna milega, aur maturity par {p} kitne ban jayenge?"]),
           facts=[rate_fact, amount("the maturity amount", projection["maturity_amount"])])
    fd_id = created_by(b, "deposits", "create_fd", principal_amount=rupee_arg(principal), tenure_months=tenure, source_account=account.account_id)
    b.step(say(["Good, please book that fixed deposit from the same account."],
               hi=["ठीक है, उसी खाते से यह एफडी बुक कर दीजिए।", "अच्छा है, कृपया इसी खाते से वह फ़िक्स्ड डिपॉज़िट बुक कर दीजिए।",
                   "बढ़िया, वही एफडी उसी खाते से खोल दीजिए।", "ठीक लग रहा है। उसी खाते से पैसे लेकर यह एफडी बुक कर दें।"],
               hinglish=["Theek hai, usi account se yeh FD book kar dijiye.", "Good, please same account se woh fixed deposit book kar do.",
                         "Badhiya, wahi FD usi account se open kar dijiye.", "Sahi hai. Usi account se paise lekar FD book kar dijiye please."]),
           confirm=(say(f"book a fixed deposit of {format_inr(principal)} for {tenure} months from account {account.account_id}",
                        hi=f"खाता {account.account_id} से {tenure} महीने के लिए {p} की फ़िक्स्ड डिपॉज़िट (एफडी) बुक करेंगे",
                        hinglish=f"account {account.account_id} se {tenure} mahine ke liye {p} ki FD book karenge"),
                    [money_alts(principal), months_text(tenure), [account.account_id]]),
           facts=[ident("the new deposit number", fd_id)])
    after = b.state.customer.accounts[account.account_id]
    b.call("get_account_balance", account_ids=[account.account_id])
    b.step(say(["And what is my usable balance now, after the debit?"],
               hi=["और अब पैसे कटने के बाद मेरा उपयोग योग्य बैलेंस कितना है?",
                   "एफडी की रकम कटने के बाद अब खाते में कितना बैलेंस इस्तेमाल के लिए बचा है?",
                   "अब डेबिट के बाद मेरा यूज़ेबल बैलेंस कितना रह गया?",
                   "डेबिट हो गया होगा — अब उपयोग योग्य बैलेंस कितना दिख रहा है?"],
               hinglish=["Aur ab debit ke baad mera usable balance kitna hai?",
                         "FD ka amount katne ke baad account mein ab kitna balance bacha hai use ke liye?",
                         "Ab paise kat gaye, toh mera usable balance kitna reh gaya?",
                         "Debit ho gaya hoga, ab usable balance kitna dikh raha hai?"]),
           facts=[amount("the usable balance now", usable(after))])
    b.call("get_fd_details", deposit_ids=[fd_id])
    b.step(say(["On which date does the new deposit mature?"],
               hi=["नई एफडी किस तारीख को मैच्योर होगी?", "इस नए डिपॉज़िट की परिपक्वता की तारीख क्या है?",
                   "यह नई डिपॉज़िट किस दिन पूरी होगी, यानी मैच्योरिटी डेट क्या है?", "बताइए, नई एफडी की मैच्योरिटी किस तारीख को है?"],
               hinglish=["Naya FD kis date ko mature hoga?", "Is new deposit ki maturity date kya hai?",
                         "Yeh naya deposit kab mature hoga, kaunsi date?", "Bataiye, naye FD ki maturity kis din hai?"]),
           facts=[on_date("the maturity date", b.state.customer.deposits[fd_id].maturity_date)])
    return say([f"I'd like to open a fixed deposit of {format_inr(principal)} for {tenure} months.",
                f"Can you help me put {format_inr(principal)} in an FD for {tenure} months?",
                f"I'm planning a {tenure}-month fixed deposit of {format_inr(principal)}."],
               hi=[f"मुझे {tenure} महीने के लिए {p} की फ़िक्स्ड डिपॉज़िट खोलनी है।",
                   f"क्या आप {p} को {tenure} महीने की एफडी में डालने में मेरी मदद करेंगे?",
                   f"{p} की {tenure} महीने वाली एफडी करवाने का प्लान है।",
                   f"{p} की एफडी करवानी है, {tenure} महीने के लिए।"],
               hinglish=[f"Mujhe {tenure} mahine ke liye {p} ka fixed deposit kholna hai.",
                         f"Kya aap {p} ko {tenure} months ke FD mein daalne mein help karenge?",
                         f"Mera plan hai {p} ka {tenure}-month FD karwane ka.",
                         f"{p} ka FD karwana hai, {tenure} mahine ke liye."])


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
    b.step(say([f"I'd like to start a recurring deposit of {format_inr(instalment)} a month. First, what's my usable balance?"],
               hi=[f"मुझे हर महीने {i} की रिकरिंग डिपॉज़िट (आरडी) शुरू करनी है। पहले बताइए, मेरा उपयोग योग्य बैलेंस कितना है?",
                   f"{i} प्रति माह की आरडी खुलवानी है। उससे पहले खाते में इस्तेमाल के लिए उपलब्ध बैलेंस बता दीजिए।",
                   f"पहले मेरा यूज़ेबल बैलेंस बताइए, फिर हर महीने {i} वाली आरडी शुरू करनी है।",
                   f"हर महीने {i} जमा करने के लिए आरडी चाहिए। सबसे पहले, खाते में कितना बैलेंस इस्तेमाल लायक है?"],
               hinglish=[f"Mujhe har mahine {i} ka recurring deposit start karna hai. Pehle bataiye, mera usable balance kitna hai?",
                         f"{i} per month ka RD khulwana hai. Usse pehle account ka usable balance check kar dijiye.",
                         f"Pehle mera usable balance bata do, phir {i} monthly wala RD start karna hai.",
                         f"Har mahine {i} save karne ke liye RD chahiye. Sabse pehle, account mein kitna balance use kar sakte hain?"]),
           reveals=[reveal_account(account.account_id)], facts=[balance_fact(account)])
    rate, rate_fact = rate_card(b, "RD", tenure)
    projection = finance.rd_maturity(instalment, rate, tenure)
    b.call("calculate_rd_maturity", monthly_installment=rupee_arg(instalment), rate=rate_pct(rate), tenure_months=tenure)
    b.step(say([f"For {tenure} months, what rate applies and how much would I get at maturity?"],
               hi=[f"{tenure} महीने के लिए कौन-सी ब्याज दर लगेगी, और मैच्योरिटी पर मुझे कितना मिलेगा?",
                   f"अगर आरडी {tenure} महीने की रखें तो रेट कितना होगा और परिपक्वता राशि कितनी बनेगी?",
                   f"{tenure} महीने की अवधि पर ब्याज दर क्या है? आख़िर में मेरे हाथ में कितनी रकम आएगी?",
                   f"ज़रा {tenure} महीने का हिसाब बताइए — ब्याज दर कितनी और मैच्योरिटी अमाउंट कितना?"],
               hinglish=[f"{tenure} mahine ke liye kaunsa interest rate lagega, aur maturity par mujhe kitna milega?",
                         f"Agar RD {tenure} months ka rakhein toh rate kitna hoga aur maturity amount kitna banega?",
                         f"{tenure} mahine ke tenure pe interest rate kya hai? End mein kitna paisa milega?",
                         f"Zara {tenure} mahine ka calculation bataiye - rate kitna aur maturity pe kitna milega?"]),
           facts=[rate_fact, amount("the maturity amount", projection["maturity_amount"])])
    rd_id = created_by(b, "deposits", "create_rd", monthly_installment=rupee_arg(instalment), tenure_months=tenure, source_account=account.account_id)
    b.step(say(["Great, please open the recurring deposit."],
               hi=["बढ़िया, कृपया यह रिकरिंग डिपॉज़िट खोल दीजिए।", "ठीक है, आरडी शुरू कर दीजिए।", "अच्छा है, यही आरडी खोल दें।",
                   "ठीक लगा, रिकरिंग डिपॉज़िट चालू कर दीजिए प्लीज़।"],
               hinglish=["Great, please recurring deposit open kar dijiye.", "Theek hai, RD start kar do.", "Badhiya, yahi RD khol dijiye.",
                         "Sahi lag raha hai, RD chalu kar dijiye please."]),
           confirm=(say(f"open a recurring deposit of {format_inr(instalment)} per month for {tenure} months from account {account.account_id}",
                        hi=f"खाता {account.account_id} से {tenure} महीने के लिए {i} प्रति माह की रिकरिंग डिपॉज़िट (आरडी) खोलेंगे",
                        hinglish=f"account {account.account_id} se {tenure} mahine ke liye {i} per month ka RD kholenge"),
                    [money_alts(instalment), months_text(tenure)]),
           facts=[ident("the new RD number", rd_id)])
    return say([f"I want to save {format_inr(instalment)} every month in a recurring deposit.",
                f"Can I start an RD of {format_inr(instalment)} monthly?",
                f"Please help me open a recurring deposit, {format_inr(instalment)} per month."],
               hi=[f"मुझे हर महीने {i} रिकरिंग डिपॉज़िट में बचाने हैं।", f"क्या हर महीने {i} की आरडी शुरू हो सकती है?",
                   f"कृपया एक रिकरिंग डिपॉज़िट खोलने में मदद कीजिए, {i} प्रति माह।", f"{i} मंथली की आरडी करवानी है।"],
               hinglish=[f"Mujhe har mahine {i} recurring deposit mein save karne hain.", f"Kya {i} monthly ka RD start ho sakta hai?",
                         f"Please ek recurring deposit kholne mein help kijiye, {i} per month.",
                         f"Har mahine {i} daalne hain, RD karwana hai."])


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


@family("sq_card_freeze_check", "sequencing", "cards")
def sq_card_freeze_check(b: TaskBuilder) -> list[str]:
    card = pick_one(b, cards_where(b, "ACTIVE"), "active card")
    b.call("get_card_details", card_ids=[card.card_id])
    label = card_label(card)
    b.step(say([f"Can you check the status of my {card_label(card)}?"],
               hi=[f"क्या आप मेरे {label} का स्टेटस देख सकते हैं?", f"मेरे {label} की स्थिति क्या है, ज़रा चेक कीजिए।",
                   f"ज़रा बताइए, मेरा {label} अभी किस स्टेटस में है?", f"मेरे {label} का करंट स्टेटस बताइए प्लीज़।"],
               hinglish=[f"Mera {label} hai - kya aap uska status check kar sakte hain?",
                         f"Zara dekhiye, mera {label} abhi kis status mein hai?",
                         f"Status check karna hai: mera {label}.",
                         f"Please bataiye, mera {label} system mein abhi kaisa dikh raha hai - status kya hai?"]),
           reveals=[reveal_card(card.card_id)],
           facts=[words("the card status", "active")])
    b.call("toggle_card_freeze", card_id=card.card_id, state="freeze")
    b.step(say(["I've misplaced it somewhere at home. Please freeze it for now."],
               hi=["मैंने उसे घर में कहीं रख दिया है, मिल नहीं रहा। अभी के लिए उसे फ्रीज़ कर दीजिए।",
                   "कार्ड घर पर ही कहीं खो गया है। फ़िलहाल इसे फ्रीज़ कर दीजिए।",
                   "घर में कहीं इधर-उधर हो गया है। जब तक मिलता नहीं, कृपया इसे अस्थायी रूप से फ्रीज़ कर दें।",
                   "घर में कहीं रखकर भूल गए हैं, कृपया अभी के लिए इसे फ्रीज़ कर दीजिए।"],
               hinglish=["Maine usko ghar pe kahin rakh diya hai, mil nahi raha. Abhi ke liye freeze kar dijiye.",
                         "Card ghar mein hi kahin kho gaya hai. Filhaal ise freeze kar do please.",
                         "Ghar mein kahin idhar-udhar ho gaya hai. Jab tak milta nahi, temporarily freeze kar dijiye.",
                         "Lagta hai ghar pe hi kahin misplace ho gaya. Please abhi ke liye card freeze kar dijiye."]),
           confirm=(say(f"temporarily freeze card {card.card_id}", hi=f"कार्ड {card.card_id} को अस्थायी रूप से फ्रीज़ करेंगे",
                        hinglish=f"card {card.card_id} ko temporarily freeze karenge"), [[card.card_id], ["freeze"]]),
           facts=[words("that the card is frozen", "frozen")])
    b.call("get_card_details", card_ids=[card.card_id])
    b.step(say(["Please check again that it really shows as frozen."],
               hi=["कृपया दोबारा चेक कीजिए कि यह सच में फ्रीज़ दिख रहा है।", "एक बार फिर देख लीजिए — कार्ड अब फ्रीज़ स्टेटस में है न?",
                   "पक्का करने के लिए फिर से जाँचिए कि कार्ड वाकई फ्रीज़ हो गया है।", "ज़रा दोबारा स्टेटस देखिए, फ्रीज़ दिखा रहा है या नहीं?"],
               hinglish=["Please dobara check kijiye ki yeh sach mein frozen dikh raha hai.",
                         "Ek baar phir dekh lijiye - card ab freeze status mein hai na?",
                         "Confirm karne ke liye phir se check kariye ki card really freeze ho gaya hai.",
                         "Zara status dobara dekhiye, frozen dikha raha hai ya nahi?"]),
           facts=[words("the new status", "frozen")])
    return say([f"I want to check my {card_label(card)}.", "Could you look at one of my cards for me?",
                "I need help with my card, I think I misplaced it."],
               hi=[f"मुझे अपना {label} चेक करवाना है।", "क्या आप मेरे एक कार्ड को देख सकते हैं?",
                   "मेरे कार्ड के बारे में मदद चाहिए, लगता है कहीं रख दिया है और मिल नहीं रहा।", f"मेरे {label} की जानकारी देखनी है।"],
               hinglish=[f"Mujhe apna {label} check karwana hai.", "Kya aap mere ek card ko dekh sakte hain?",
                         "Card ke saath help chahiye, lagta hai maine kahin misplace kar diya hai.", f"Mera {label} hai, uski details dekhni hain."])


@family("sq_card_block_replace", "sequencing", "cards")
def sq_card_block_replace(b: TaskBuilder) -> list[str]:
    card = pick_one(b, cards_where(b, "ACTIVE", "FROZEN"), "usable card")
    reason = b.pick(["stolen", "lost"])
    b.call("get_card_details", card_ids=[card.card_id])
    label = card_label(card)
    gone_hi, gone_hl = {"stolen": ("चोरी हो गया", "chori ho gaya"), "lost": ("खो गया", "kho gaya")}[reason]
    b.step(say([f"My {card_label(card)} was {reason}. What is its status right now?"],
               hi=[f"मेरा {label} {gone_hi}। अभी उसका स्टेटस क्या है?",
                   f"मेरा {label} {gone_hi} है — इस समय उसकी स्थिति क्या दिख रही है?",
                   f"बड़ी मुश्किल हो गई, मेरा {label} {gone_hi}। अभी उसका स्टेटस बताइए।",
                   f"अभी मेरे {label} की स्थिति क्या है? वह {gone_hi} है।"],
               hinglish=[f"Mera {label} {gone_hl}. Abhi uska status kya hai?",
                         f"Mera {label} {gone_hl} hai - is waqt uska status kya dikh raha hai?",
                         f"Badi problem ho gayi, mera {label} {gone_hl}. Abhi ka status bataiye.",
                         f"Mera {label} {gone_hl} hai. Abhi woh kis status mein hai, check karenge?"]),
           reveals=[reveal_card(card.card_id)],
           facts=[words("the card status", card.status.lower())])
    b.call("block_card", card_id=card.card_id, reason=reason)
    b.step(say(["Please block it permanently."],
               hi=["कृपया इसे हमेशा के लिए ब्लॉक कर दीजिए।", "इसे परमानेंटली ब्लॉक कर दीजिए।", "कार्ड को स्थायी रूप से ब्लॉक कर दें, प्लीज़।",
                   "इसे स्थायी तौर पर ब्लॉक कर दीजिए ताकि कोई इसका इस्तेमाल न कर पाए।"],
               hinglish=["Please ise permanently block kar dijiye.", "Isko hamesha ke liye block kar do.", "Card ko permanent block kar dijiye please.",
                         "Ise poori tarah permanently block kar dijiye, taaki koi use na kar sake."]),
           confirm=(say(f"permanently block card {card.card_id} as {reason}",
                        hi=f"कार्ड {card.card_id} को {'चोरी' if reason == 'stolen' else 'गुम'} होने की रिपोर्ट के साथ स्थायी रूप से ब्लॉक करेंगे",
                        hinglish=f"card {card.card_id} ko {reason} report karke permanently block karenge"), [[card.card_id], ["block"]]),
           facts=[words("that the card is blocked", "blocked")])
    sr = created_by(b, "requests", "raise_request", category="general_query",
           description=f"Replacement card needed for blocked card {card.card_id}")
    b.step(say(["I also need a replacement card, please raise a request for it."],
               hi=["मुझे नया रिप्लेसमेंट कार्ड भी चाहिए, उसके लिए रिक्वेस्ट दर्ज कर दीजिए।",
                   "साथ ही बदले में नया कार्ड भी चाहिए — कृपया इसका अनुरोध दर्ज करें।",
                   "रिप्लेसमेंट कार्ड के लिए भी एक सर्विस रिक्वेस्ट डाल दीजिए।",
                   "और हाँ, एक नया कार्ड भी भिजवाना है, उसकी रिक्वेस्ट बना दीजिए।"],
               hinglish=["Mujhe replacement card bhi chahiye, uske liye request raise kar dijiye.",
                         "Saath hi naya card bhi chahiye - please iski request daal dijiye.",
                         "Replacement card ke liye bhi ek service request raise kar do.",
                         "Aur haan, naya card bhi bhejwana hai, uski request bana dijiye."]),
           confirm=(say("raise a service request for a replacement card", hi="रिप्लेसमेंट कार्ड के लिए सर्विस रिक्वेस्ट दर्ज करेंगे",
                        hinglish="replacement card ke liye service request raise karenge"), [["replacement"]]),
           facts=[ident("the request number", sr)])
    b.call("get_request_status", request_id=sr)
    b.step(say(["When should I expect an update on it?"],
               hi=["इस पर अपडेट कब तक मिलेगा?", "इस रिक्वेस्ट पर कब तक कुछ सुनने को मिलेगा?",
                   "मुझे इसकी अपडेट किस तारीख तक मिलने की उम्मीद रखनी चाहिए?", "इसकी अनुमानित तारीख क्या है, कब तक अपडेट आएगा?"],
               hinglish=["Is par update kab tak milega?", "Is request pe kab tak kuch pata chalega?",
                         "Mujhe iska update kis date tak expect karna chahiye?", "Iski expected date kya hai, kab tak update aayega?"]),
           facts=[on_date("the expected date", b.state.customer.requests[sr].eta)])
    return say([f"My {card_label(card)} has been {reason}!", f"Help, my card was {reason}.",
                f"I need to report a {reason} card."],
               hi=[f"मेरा {label} {gone_hi}!", f"मदद कीजिए, मेरा कार्ड {gone_hi}।",
                   f"मुझे एक {'चोरी हुए' if reason == 'stolen' else 'खोए हुए'} कार्ड की रिपोर्ट करनी है।",
                   f"जल्दी कुछ कीजिए, मेरा {label} {gone_hi} है।"],
               hinglish=[f"Mera {label} {gone_hl}!", f"Help kijiye, mera card {gone_hl}.",
                         f"Mujhe ek {reason} card report karna hai.", f"Jaldi kuch kijiye, mera {label} {gone_hl} hai."])


@family("sq_card_enable_international", "sequencing", "cards")
def sq_card_enable_international(b: TaskBuilder) -> list[str]:
    card = pick_one(b, [c for c in cards_where(b, "ACTIVE") if not c.controls.online.international.enabled], "card without international")
    cap = rules.DEBIT_CHANNEL_MAX["online"] if card.card_type == "DEBIT" else card.credit_limit
    limit = min(b.pick([10_000, 20_000, 25_000, 50_000]) * RUPEE, cap)
    b.call("get_card_details", card_ids=[card.card_id])
    label, x = card_label(card), format_inr(limit)
    b.step(say([f"I'm travelling abroad. Is international online usage enabled on my {card_label(card)}?"],
               hi=[f"विदेश यात्रा पर जाना है। क्या मेरे {label} पर इंटरनेशनल ऑनलाइन इस्तेमाल चालू है?",
                   f"मेरे {label} पर अंतरराष्ट्रीय ऑनलाइन लेनदेन की सुविधा चालू है या नहीं? बाहर जाना है।",
                   f"विदेश जाने वाले हैं, तो जानना था — क्या मेरे {label} से इंटरनेशनल ऑनलाइन पेमेंट हो सकता है?",
                   f"ट्रैवल के लिए बाहर जा रहे हैं। ज़रा चेक कीजिए, मेरे {label} पर इंटरनेशनल ऑनलाइन यूसेज इनेबल है?"],
               hinglish=[f"Abroad travel karna hai. Kya mera {label} international online use ke liye enabled hai?",
                         f"Mera {label} - uspe international online transactions on hain ya nahi? Bahar jaana hai.",
                         f"Videsh jaa rahe hain, toh check karna tha - mera {label} international online payment ke liye chalu hai?",
                         f"Foreign trip pe jaana hai. Mera {label} international online transactions allow karta hai kya?"]),
           reveals=[reveal_card(card.card_id)], facts=[words("whether international online use is enabled", "disabled", "not enabled", "off")])
    b.call("set_card_controls", card_id=card.card_id, online={"international": {"enabled": True, "daily_limit": rupee_arg(limit)}})
    b.step(say([f"Please enable international online transactions with a daily limit of {format_inr(limit)}."],
               hi=[f"कृपया {x} की दैनिक सीमा के साथ इंटरनेशनल ऑनलाइन ट्रांज़ैक्शन चालू कर दीजिए।",
                   f"अंतरराष्ट्रीय ऑनलाइन लेनदेन शुरू कर दीजिए, रोज़ की लिमिट {x} रखिए।",
                   f"इंटरनेशनल ऑनलाइन पेमेंट इनेबल कर दीजिए — डेली लिमिट {x}।",
                   f"रोज़ाना {x} तक की सीमा पर विदेशी ऑनलाइन लेनदेन की सुविधा चालू कर दें।"],
               hinglish=[f"Please {x} ki daily limit ke saath international online transactions enable kar dijiye.",
                         f"International online transactions chalu kar do, daily limit {x} rakhiye.",
                         f"International online payment on kar dijiye - har din ki limit {x}.",
                         f"Roz {x} tak ki limit par international online use enable kar dijiye please."]),
           confirm=(say(f"enable international online use on card {card.card_id} with a daily limit of {format_inr(limit)}",
                        hi=f"कार्ड {card.card_id} पर {x} की दैनिक सीमा के साथ इंटरनेशनल ऑनलाइन इस्तेमाल चालू करेंगे",
                        hinglish=f"card {card.card_id} par {x} ki daily limit ke saath international online use enable karenge"),
                    [[card.card_id], money_alts(limit)]),
           facts=[words("that it is enabled", "enabled")])
    b.call("get_card_details", card_ids=[card.card_id])
    b.step(say(["Can you verify the new setting on the card?"],
               hi=["क्या आप कार्ड पर नई सेटिंग एक बार जाँच सकते हैं?", "कार्ड में नई सेटिंग सही से लगी है या नहीं, चेक कर दीजिए।",
                   "ज़रा दोबारा देखकर बताइए कि कार्ड पर अब क्या सेटिंग दिख रही है।", "पक्का करने के लिए कार्ड की नई सेटिंग वेरिफ़ाई कर दीजिए।"],
               hinglish=["Kya aap card par nayi setting ek baar verify kar sakte hain?", "Card mein new setting sahi se lagi hai ya nahi, check kar dijiye.",
                         "Zara dobara dekh ke bataiye card pe ab kya setting dikh rahi hai.", "Confirm karne ke liye card ki nayi setting verify kar do please."]),
           facts=[amount("the international online daily limit", limit)])
    return say(["I'm going abroad next week and need my card to work online.", "Can I use my card for international online payments?",
                "I need to change my card's international settings."],
               hi=["अगले हफ़्ते विदेश जाना है, मेरा कार्ड वहाँ ऑनलाइन पेमेंट के लिए चलना चाहिए।",
                   "क्या मेरे कार्ड से इंटरनेशनल ऑनलाइन पेमेंट हो सकता है?", "मुझे अपने कार्ड की इंटरनेशनल सेटिंग बदलनी है।",
                   "विदेश यात्रा से पहले कार्ड पर अंतरराष्ट्रीय ऑनलाइन लेनदेन चालू करवाना है।"],
               hinglish=["Next week abroad jaana hai, mera card wahan online chalna chahiye.",
                         "Kya mera card international online payments ke liye use ho sakta hai?",
                         "Mujhe apne card ki international settings change karni hain.",
                         "Foreign trip se pehle card pe international online transactions on karwane hain."])


@family("sq_card_atm_limit", "sequencing", "cards")
def sq_card_atm_limit(b: TaskBuilder) -> list[str]:
    card = pick_one(b, cards_where(b, "ACTIVE", card_type="DEBIT"), "active debit card")
    current = card.controls.atm.domestic.daily_limit
    options = [x * RUPEE for x in (10_000, 20_000, 25_000, 40_000, 50_000, 75_000, 1_00_000) if x * RUPEE != current]
    limit = b.pick(options)
    b.call("get_card_details", card_ids=[card.card_id])
    b.step(say(["What is the daily ATM withdrawal limit on my debit card?"],
               hi=["मेरे डेबिट कार्ड की दैनिक एटीएम निकासी सीमा कितनी है?",
                   "डेबिट कार्ड से एक दिन में एटीएम से ज़्यादा से ज़्यादा कितना कैश निकाला जा सकता है?",
                   "ज़रा बताइए, मेरे डेबिट कार्ड की एटीएम विड्रॉल लिमिट अभी रोज़ की कितनी है?",
                   "मेरे डेबिट कार्ड पर एटीएम से रोज़ कितना निकाल सकते हैं, यानी डेली लिमिट क्या है?"],
               hinglish=["Mere debit card ki daily ATM withdrawal limit kitni hai?",
                         "Debit card se ek din mein ATM se maximum kitna cash nikal sakte hain?",
                         "Zara bataiye, mere debit card pe abhi per day ATM limit kitni set hai?",
                         "Mera debit card - ATM se roz kitna nikaalne ki limit hai?"]),
           reveals=[reveal_card(card.card_id)],
           facts=[amount("the current ATM limit", current)])
    linked = b.customer.accounts.get(card.linked_account)
    if linked is None:
        raise BuildError("card without linked account")
    b.call("get_account_balance", account_ids=[linked.account_id])
    b.step(say(["How much can I use in the account linked to this card?"],
               hi=["इस कार्ड से जुड़े खाते में कितना बैलेंस इस्तेमाल के लिए उपलब्ध है?", "इस कार्ड से लिंक्ड खाते में उपयोग योग्य बैलेंस कितना है?",
                   "जिस खाते से यह कार्ड जुड़ा है, उसमें कितनी रकम इस्तेमाल हो सकती है?", "कार्ड वाले खाते में अभी कितना पैसा इस्तेमाल लायक है?"],
               hinglish=["Is card se linked account mein kitna balance use kar sakte hain?", "Card ke linked account ka usable balance kitna hai?",
                         "Jis account se yeh card juda hai, usme kitna paisa available hai use ke liye?",
                         "Card wale account mein abhi kitna usable balance hai?"]),
           reveals=[reveal_account(linked.account_id, "linked account")], facts=[balance_fact(linked)])
    b.call("set_card_controls", card_id=card.card_id, atm={"domestic": {"enabled": True, "daily_limit": rupee_arg(limit)}})
    x = format_inr(limit)
    b.step(say([f"Please set the domestic ATM limit to {format_inr(limit)} a day."],
               hi=[f"कृपया घरेलू एटीएम लिमिट {x} प्रतिदिन कर दीजिए।", f"देश के अंदर एटीएम से निकासी की सीमा रोज़ाना {x} सेट कर दें।",
                   f"डोमेस्टिक एटीएम लिमिट बदलकर {x} रोज़ की कर दीजिए।", f"एटीएम से रोज़ {x} तक निकाल सकूँ, घरेलू लिमिट इतनी कर दीजिए।"],
               hinglish=[f"Please domestic ATM limit {x} per day kar dijiye.", f"India mein ATM withdrawal ki limit roz {x} set kar do.",
                         f"Domestic ATM limit change karke {x} daily kar dijiye.", f"ATM se roz {x} tak nikaal sakun, domestic limit utni kar dijiye."]),
           confirm=(say(f"set the domestic ATM daily limit on card {card.card_id} to {format_inr(limit)}",
                        hi=f"कार्ड {card.card_id} की घरेलू (डोमेस्टिक) एटीएम दैनिक सीमा {x} सेट करेंगे",
                        hinglish=f"card {card.card_id} ki domestic ATM daily limit {x} set karenge"), [[card.card_id], money_alts(limit)]),
           facts=[words("that the limit is updated", "updated", "changed")])
    b.call("get_card_details", card_ids=[card.card_id])
    b.step(say(["Please confirm the card now shows the new limit."],
               hi=["कृपया पुष्टि कीजिए कि कार्ड पर अब नई लिमिट दिख रही है।", "एक बार चेक करके बताइए, कार्ड में नई सीमा अपडेट हुई या नहीं?",
                   "अब कार्ड पर कौन-सी लिमिट दिख रही है, ज़रा दोबारा देख लीजिए।", "पक्का कर दीजिए कि कार्ड में नई एटीएम लिमिट लग गई है।"],
               hinglish=["Please confirm kijiye ki card pe ab nayi limit dikh rahi hai.", "Ek baar check karke bataiye, card mein new limit update hui ya nahi?",
                         "Ab card pe kaunsi limit dikh rahi hai, zara dobara dekh lijiye.", "Pakka kar dijiye ki card mein nayi ATM limit lag gayi hai."]),
           facts=[amount("the new ATM limit", limit)])
    return say(["I want to change my ATM withdrawal limit.", "My debit card ATM limit is too low, I think.",
                "Could you help me with my card's daily cash limit?"],
               hi=["मुझे अपनी एटीएम निकासी सीमा बदलनी है।", "मुझे लगता है मेरे डेबिट कार्ड की एटीएम लिमिट बहुत कम है।",
                   "क्या आप मेरे कार्ड की रोज़ की कैश लिमिट में मदद कर सकते हैं?", "डेबिट कार्ड की एटीएम विड्रॉल लिमिट बदलवानी है।"],
               hinglish=["Mujhe apni ATM withdrawal limit change karni hai.", "Lagta hai mere debit card ki ATM limit bahut kam hai.",
                         "Kya aap mere card ki daily cash limit mein help kar sakte hain?", "Debit card ki ATM limit badalwani hai."])


@family("sq_mandate_cancel", "sequencing", "mandates")
def sq_mandate_cancel(b: TaskBuilder) -> list[str]:
    mandate = pick_one(b, [m for m in b.customer.mandates.values() if m.status in ("ACTIVE", "PAUSED")], "active mandate")
    account = mandate.account_id
    b.call("show_mandates", account_id=account)
    count = sum(1 for m in b.customer.mandates.values() if m.account_id == account)
    b.step(say(["Which auto-debits are set up on my account?"],
               hi=["मेरे खाते पर कौन-कौन से ऑटो-डेबिट लगे हुए हैं?", "मेरे अकाउंट से कौन-से मैंडेट या ऑटो-डेबिट चल रहे हैं?",
                   "ज़रा बताइए, मेरे खाते से अपने-आप कटने वाले कौन-कौन से भुगतान सेट हैं?", "मेरे खाते के सारे ऑटो-डेबिट मैंडेट दिखा दीजिए।"],
               hinglish=["Mere account pe kaun kaun se auto-debits set hain?", "Mere account se kaunse mandates ya auto-debit chal rahe hain?",
                         "Zara bataiye, mere account se automatically katne wale kaunse payments set hain?",
                         "Mere account ke saare auto-debit mandates dikha dijiye."]),
           reveals=[reveal_account(account)],
           facts=[words(f"the payee {mandate.payee}", mandate.payee)])
    b.call("cancel_mandate", mandate_id=mandate.mandate_id)
    payee, m = mandate.payee, format_inr(mandate.amount)
    b.step(say([f"Please cancel the one for {mandate.payee}."],
               hi=[f"कृपया {payee} वाला कैंसिल कर दीजिए।", f"{payee} का मैंडेट रद्द कर दीजिए।",
                   f"उनमें से {payee} वाला ऑटो-डेबिट बंद करवाना है, कृपया रद्द कर दें।",
                   f"{payee} के लिए जो ऑटो-डेबिट है, उसे कैंसिल कर दीजिए प्लीज़।"],
               hinglish=[f"Please {payee} wala cancel kar dijiye.", f"{payee} ka mandate cancel kar do.",
                         f"Usme se {payee} wala auto-debit band karwana hai, please cancel kar dijiye.",
                         f"{payee} ke liye jo auto-debit hai, usko cancel kar dijiye please."]),
           confirm=(say(f"cancel mandate {mandate.mandate_id} to {mandate.payee} for {format_inr(mandate.amount)}",
                        hi=f"{payee} को {m} वाला मैंडेट {mandate.mandate_id} रद्द करेंगे",
                        hinglish=f"{payee} ko {m} wala mandate {mandate.mandate_id} cancel karenge"),
                    [[mandate.mandate_id, mandate.payee], money_alts(mandate.amount)]),
           facts=[words("that it is cancelled", "cancelled", "canceled")])
    b.call("show_mandates", account_id=account)
    b.step(say(["Show me the mandates again so I can see the change."],
               hi=["मैंडेट दोबारा दिखाइए ताकि मैं बदलाव देख सकूँ।",
                   "एक बार फिर मेरे खाते के मैंडेट दिखा दीजिए, देखना है कि बदलाव हुआ या नहीं।",
                   "अब फिर से ऑटो-डेबिट की लिस्ट दिखाइए, बदलाव देखना है।",
                   "बदलाव पक्का करने के लिए मैंडेट की सूची दोबारा देख लीजिए।"],
               hinglish=["Mandates dobara dikhaiye taaki main change dekh sakun.",
                         "Ek baar phir mere account ke mandates dikha dijiye, dekhna hai change hua ya nahi.",
                         "Ab phir se auto-debit ki list dikhao, change dekhna hai.",
                         "Change confirm karne ke liye mandates ki list dobara dekh lijiye."]),
           facts=[number("the number of mandates on the account", count)])
    return say(["I want to stop an auto-debit on my account.", "There's a standing debit I no longer need.",
                "Can you help me cancel a mandate?"],
               hi=["मुझे अपने खाते का एक ऑटो-डेबिट बंद करवाना है।", "एक ऑटो-डेबिट चल रहा है जिसकी मुझे अब ज़रूरत नहीं है।",
                   "क्या आप एक मैंडेट रद्द करने में मेरी मदद कर सकते हैं?",
                   "खाते से बार-बार अपने-आप पैसा कटता है, वह वाला मैंडेट कैंसिल करवाना है।"],
               hinglish=["Mujhe apne account ka ek auto-debit band karwana hai.", "Ek standing debit chal raha hai jiski ab zarurat nahi hai.",
                         "Kya aap ek mandate cancel karne mein meri help kar sakte hain?",
                         "Account se baar baar automatically paisa katta hai, woh mandate cancel karwana hai."])


@family("sq_cheque_stop", "sequencing", "cheques")
def sq_cheque_stop(b: TaskBuilder) -> list[str]:
    account = pick_one(b, [a for a in b.customer.accounts.values() if any(c.status == "ISSUED" for c in a.cheques)], "issued cheque")
    cheque = b.pick([c for c in account.cheques if c.status == "ISSUED"])
    reason = b.pick(["lost", "dispute"])
    cheque_no = cheque.cheque_number
    b.call("get_account_details", account_ids=[account.account_id])
    b.step(say([f"Has my cheque number {cheque.cheque_number} been cleared yet?"],
               hi=[f"मेरा चेक नंबर {cheque_no} क्लियर हुआ या नहीं?",
                   f"क्या चेक नंबर {cheque_no} अब तक क्लियर हो गया है?",
                   f"ज़रा देखिए, मैंने जो चेक {cheque_no} दिया था, वह पास हुआ क्या?",
                   f"चेक {cheque_no} का क्या हुआ — क्लियर हो चुका है या अभी बाकी है?"],
               hinglish=[f"Mera cheque number {cheque_no} clear hua ya nahi?",
                         f"Kya cheque {cheque_no} abhi tak clear ho gaya hai?",
                         f"Zara check kijiye, maine jo cheque {cheque_no} diya tha woh pass hua kya?",
                         f"Cheque no. {cheque_no} ka status kya hai, clear ho chuka hai?"]),
           reveals=[reveal_account(account.account_id)],
           facts=[words("the cheque status", "issued", "not cleared", "not yet cleared")])
    b.call("stop_cheque_payment", account_id=account.account_id, cheque_numbers=[cheque.cheque_number], reason=reason)
    why_hi = {"lost": "चेक खो गया है", "dispute": "पेमेंट को लेकर विवाद हो गया है"}[reason]
    why_hl = {"lost": "cheque kho gaya hai", "dispute": "payment ko lekar dispute ho gaya hai"}[reason]
    b.step(say([f"Please stop payment on that cheque; reason: {reason}."],
               hi=[f"कृपया उस चेक पर स्टॉप पेमेंट लगा दीजिए; वजह: {why_hi}।",
                   f"उस चेक का भुगतान रुकवा दीजिए, {why_hi}।",
                   f"{why_hi}, इसलिए मुझे उस चेक का पेमेंट स्टॉप करवाना है।",
                   f"इस चेक पर स्टॉप पेमेंट चाहिए। कारण यह है कि {why_hi}।"],
               hinglish=[f"Please us cheque par stop payment laga dijiye; reason: {why_hl}.",
                         f"Us cheque ka payment rukwa dijiye, {why_hl}.",
                         f"Mera issue yeh hai ki {why_hl}, isliye us cheque ka payment stop karwana hai.",
                         f"Is cheque par stop payment chahiye. Reason yeh hai ki {why_hl}."]),
           confirm=(say(f"stop payment of cheque {cheque.cheque_number} on account {account.account_id}",
                        hi=f"खाता {account.account_id} के चेक {cheque_no} पर स्टॉप पेमेंट लगाएँगे",
                        hinglish=f"account {account.account_id} ke cheque {cheque_no} par stop payment lagayenge"),
                    [[cheque.cheque_number]]),
           facts=[words("that the stop is placed", "stopped", "stop placed")])
    b.call("get_account_details", account_ids=[account.account_id])
    b.step(say(["Could you check that the cheque now shows as stopped?"],
               hi=["क्या आप देखकर बता सकते हैं कि अब उस चेक पर स्टॉप पेमेंट दिख रहा है?",
                   "एक बार जाँच लीजिए, चेक का स्टेटस अब 'स्टॉप्ड' दिखा रहा है न?",
                   "अब उस चेक की स्थिति क्या दिख रही है? रुक गया है?",
                   "कृपया पक्का कर दीजिए कि रिकॉर्ड में चेक अब स्टॉप दिख रहा है।"],
               hinglish=["Kya aap check karke bata sakte hain ki ab us cheque par stop payment dikh raha hai?",
                         "Ek baar dekh lijiye, cheque ka status ab 'stopped' dikha raha hai na?",
                         "Ab us cheque ka status kya dikh raha hai? Ruk gaya hai?",
                         "Please confirm kar dijiye ki records mein cheque ab stopped dikh raha hai."]),
           facts=[words("the new cheque status", "stopped")])
    return say([f"I want to check on cheque {cheque.cheque_number}.", "I issued a cheque and now I have a problem with it.",
                f"Is cheque {cheque.cheque_number} still pending?"],
               hi=[f"मुझे चेक {cheque_no} के बारे में पता करना है।",
                   "मैंने एक चेक दिया था, अब उसमें एक दिक्कत आ गई है।",
                   f"क्या चेक {cheque_no} अभी भी पेंडिंग है?",
                   "मेरे एक चेक को लेकर कुछ पूछना था।"],
               hinglish=[f"Mujhe cheque {cheque_no} ke baare mein pata karna hai.",
                         "Maine ek cheque issue kiya tha, ab usmein problem ho gayi hai.",
                         f"Kya cheque {cheque_no} abhi bhi pending hai?",
                         "Mere ek cheque ke baare mein kuch poochna tha."])


@family("sq_failed_upi_dispute", "sequencing", "transactions")
def sq_failed_upi_dispute(b: TaskBuilder) -> list[str]:
    account = pick_one(b, [a for a in b.customer.accounts.values() if any(t.status == "FAILED" for t in a.transactions)], "failed txn")
    txn = txn_to_dispute(b, account, failed=True)
    b.call("get_account_balance", account_ids=[account.account_id])
    b.step(say(["My balance looks lower than it should be. What's my usable balance?"],
               hi=["मेरा बैलेंस जितना होना चाहिए उससे कम दिख रहा है। उपयोग योग्य बैलेंस कितना है?",
                   "खाते में पैसे कम लग रहे हैं। ज़रा बताइए, अभी इस्तेमाल के लिए कितना बैलेंस है?",
                   "मुझे लगता है मेरा बैलेंस कम हो गया है। अभी मैं कितना इस्तेमाल कर सकता हूँ?",
                   "बैलेंस कुछ गड़बड़ लग रहा है, कम दिख रहा है। मेरा यूज़ेबल बैलेंस बताइए।"],
               hinglish=["Mera balance jitna hona chahiye usse kam dikh raha hai. Usable balance kitna hai?",
                         "Account mein paise kam lag rahe hain. Zara bataiye, abhi kitna balance use kar sakta hoon?",
                         "Lagta hai mera balance kam ho gaya hai. Abhi usable balance kitna hai?",
                         "Balance mein kuch gadbad lag rahi hai, kam dikh raha hai. Mera usable balance bata dijiye."]),
           reveals=[reveal_account(account.account_id)], facts=[balance_fact(account)])
    history_showing(b, account, txn)
    payment = describe_txn(txn)
    b.step(say([f"A UPI payment failed but the money was debited: {describe_txn(txn)}. Can you find it?"],
               hi=[f"एक यूपीआई पेमेंट फ़ेल हो गया लेकिन पैसे कट गए: {payment}। क्या आप इसे ढूँढ सकते हैं?",
                   f"{payment} फ़ेल हो गया था, फिर भी खाते से पैसे कट गए। ज़रा ढूँढकर बताइए।",
                   f"पेमेंट फ़ेल दिखा पर पैसे डेबिट हो गए — {payment}। क्या यह ट्रांज़ैक्शन आपको दिख रहा है?",
                   f"कृपया यह ट्रांज़ैक्शन खोजिए: {payment}। पेमेंट फ़ेल हुआ था, लेकिन रकम कट गई।"],
               hinglish=[f"Ek UPI payment fail ho gaya lekin paise kat gaye: {payment}. Kya aap ise dhoondh sakte hain?",
                         f"{payment} fail ho gaya tha, phir bhi account se paise kat gaye. Zara dhoondh ke bataiye.",
                         f"Payment failed dikha par paise debit ho gaye - {payment}. Kya yeh transaction aapko dikh raha hai?",
                         f"Please yeh transaction search kijiye: {payment}. Payment fail hua tha, lekin amount kat gaya."]),
           facts=[ident("the transaction id", txn.txn_id)])
    sr = created_by(b, "requests", "raise_request", category="failed_transaction",
           related_transaction_id=txn.txn_id, description="UPI payment failed but amount debited")
    b.step(say(["Please raise a complaint so I get my money back."],
               hi=["कृपया इसकी शिकायत दर्ज कर दीजिए ताकि मेरे पैसे वापस आ जाएँ।",
                   "इस पर एक कंप्लेंट डाल दीजिए, मुझे अपना पैसा वापस चाहिए।",
                   "मेरे पैसे वापस मिलें, इसके लिए शिकायत दर्ज करवानी है।",
                   "प्लीज़ रिफ़ंड के लिए शिकायत दर्ज कर दीजिए।"],
               hinglish=["Please iski complaint darj kar dijiye taaki mere paise wapas aa jayein.",
                         "Is par ek complaint raise kar dijiye, mujhe apna paisa wapas chahiye.",
                         "Mere paise wapas milein, uske liye complaint darj karwani hai.",
                         "Please refund ke liye complaint raise kar dijiye."]),
           confirm=(say(f"raise a failed-transaction complaint for {txn.txn_id}",
                        hi=f"ट्रांज़ैक्शन {txn.txn_id} के लिए फ़ेल ट्रांज़ैक्शन की शिकायत दर्ज करेंगे",
                        hinglish=f"transaction {txn.txn_id} ke liye failed transaction ki complaint darj karenge"),
                    [[txn.txn_id]]),
           facts=[ident("the request number", sr)])
    b.call("get_request_status", request_id=sr)
    eta = b.state.customer.requests[sr].eta
    b.step(say(["By when will it be resolved?"],
               hi=["यह कब तक सुलझ जाएगा?", "मेरी शिकायत का निपटारा कब तक होगा?",
                   "पैसे वापस आने में कितना समय लगेगा, किस तारीख तक?", "इसका समाधान किस तारीख तक हो जाएगा?"],
               hinglish=["Yeh kab tak resolve ho jayega?", "Meri complaint kab tak solve hogi?",
                         "Paise wapas aane mein kitna time lagega, kis date tak?", "Iska resolution kis date tak ho jayega?"]),
           facts=[on_date("the expected resolution date", eta)])
    return say(["My UPI payment failed but money was deducted.", "Money got debited for a UPI transfer that failed!",
                "I have a problem with a failed UPI transaction."],
               hi=["मेरा यूपीआई पेमेंट फ़ेल हो गया, लेकिन पैसे कट गए।",
                   "यूपीआई ट्रांसफ़र फ़ेल हुआ और खाते से पैसे डेबिट हो गए!",
                   "एक फ़ेल यूपीआई ट्रांज़ैक्शन को लेकर परेशानी है।",
                   "पेमेंट हुआ ही नहीं, फिर भी मेरे पैसे कट गए हैं।"],
               hinglish=["Mera UPI payment fail ho gaya, lekin paise deduct ho gaye.",
                         "UPI transfer fail hua aur account se paise debit ho gaye!",
                         "Ek failed UPI transaction ko lekar problem hai.",
                         "Payment hua hi nahi, phir bhi mere paise kat gaye hain."])


@family("sq_unauthorized_debit_block", "sequencing", "transactions")
def sq_unauthorized_debit_block(b: TaskBuilder) -> list[str]:
    card = pick_one(b, [c for c in cards_where(b, "ACTIVE", "FROZEN", card_type="DEBIT") if c.linked_account in b.customer.accounts], "debit card")
    account = b.customer.accounts[card.linked_account]
    txn = txn_to_dispute(b, account, failed=False, channel=b.pick(["POS", "UPI"]))
    history_showing(b, account, txn)
    payment = describe_txn(txn)
    b.step(say([f"I don't recognise {describe_txn(txn)}. Can you find it?"],
               hi=[f"{payment} मुझे पहचान में नहीं आ रहा। क्या आप इसे ढूँढ सकते हैं?",
                   f"मेरे खाते में {payment} दिख रहा है, जो मुझे याद ही नहीं। कृपया इसे खोजिए।",
                   f"यह ट्रांज़ैक्शन मेरा नहीं लगता: {payment}। ज़रा इसे ढूँढकर देखिए।",
                   f"{payment} — इसके बारे में मुझे कुछ नहीं पता। आप इसे देख पा रहे हैं?"],
               hinglish=[f"{payment} mujhe pehchaan mein nahi aa raha. Kya aap ise dhoondh sakte hain?",
                         f"Mere account mein {payment} dikh raha hai, jo mujhe yaad hi nahi. Please ise search kijiye.",
                         f"Yeh transaction mera nahi lagta: {payment}. Zara ise dhoondh ke dekhiye.",
                         f"{payment} - iske baare mein mujhe kuch nahi pata. Aapko yeh dikh raha hai?"]),
           reveals=[reveal_account(account.account_id)],
           facts=[ident("the transaction id", txn.txn_id)])
    sr = created_by(b, "requests", "raise_request", category="unauthorized_debit",
           related_transaction_id=txn.txn_id, description="Customer did not authorise this debit")
    b.step(say(["I did not make it. Please report it as unauthorised."],
               hi=["यह मैंने नहीं किया। कृपया इसे अनधिकृत ट्रांज़ैक्शन के रूप में रिपोर्ट कर दीजिए।",
                   "यह पेमेंट मेरा नहीं है। इसे अनऑथराइज़्ड डेबिट की तरह रिपोर्ट कीजिए।",
                   "मैंने ऐसा कोई पेमेंट नहीं किया, इसकी अनधिकृत डेबिट की शिकायत दर्ज कर दीजिए।",
                   "मेरी इजाज़त के बिना पैसे कटे हैं। प्लीज़ इसे अनधिकृत बताकर रिपोर्ट कर दीजिए।"],
               hinglish=["Yeh maine nahi kiya. Please ise unauthorised report kar dijiye.",
                         "Yeh payment mera nahi hai. Ise unauthorised debit ki tarah report kijiye.",
                         "Maine aisa koi payment nahi kiya, iski unauthorised debit complaint daal dijiye.",
                         "Meri permission ke bina paise kate hain. Please ise unauthorised bata ke report kar dijiye."]),
           confirm=(say(f"report {txn.txn_id} as an unauthorised debit",
                        hi=f"ट्रांज़ैक्शन {txn.txn_id} को अनधिकृत डेबिट के रूप में रिपोर्ट करेंगे",
                        hinglish=f"transaction {txn.txn_id} ko unauthorised debit ke roop mein report karenge"),
                    [[txn.txn_id]]), facts=[ident("the request number", sr)])
    b.call("get_card_details", card_ids=[card.card_id])
    b.call("block_card", card_id=card.card_id, reason="fraud")
    b.step(say(["Also block my debit card linked to that account, I think it's compromised."],
               hi=["उस खाते से जुड़ा मेरा डेबिट कार्ड भी ब्लॉक कर दीजिए, मुझे लगता है उसका गलत इस्तेमाल हुआ है।",
                   "साथ ही इस खाते वाला डेबिट कार्ड भी ब्लॉक कर दीजिए। शायद कार्ड की डिटेल्स लीक हो गई हैं।",
                   "मुझे डर है कि मेरा डेबिट कार्ड कंप्रोमाइज़ हो गया है, उस खाते से लिंक्ड कार्ड ब्लॉक कर दीजिए।",
                   "और हाँ, उस खाते का डेबिट कार्ड भी हमेशा के लिए ब्लॉक कर दीजिए — वह सुरक्षित नहीं लगता।"],
               hinglish=["Us account se linked mera debit card bhi block kar dijiye, lagta hai woh compromise ho gaya hai.",
                         "Saath hi is account wala debit card bhi block kar dijiye. Shayad card details leak ho gayi hain.",
                         "Mujhe dar hai ki mera debit card compromised hai, us account se linked card block kar dijiye.",
                         "Aur haan, us account ka debit card bhi block kar do please - woh safe nahi lag raha."]),
           reveals=[reveal_card(card.card_id)],
           confirm=(say(f"permanently block card {card.card_id} for fraud",
                        hi=f"कार्ड {card.card_id} को धोखाधड़ी (फ़्रॉड) की वजह से स्थायी रूप से ब्लॉक करेंगे",
                        hinglish=f"card {card.card_id} ko fraud ki wajah se permanently block karenge"),
                    [[card.card_id], ["block"]]),
           facts=[words("that the card is blocked", "blocked")])
    b.call("get_request_status", request_id=sr)
    b.step(say(["When will my complaint be resolved?"],
               hi=["मेरी शिकायत कब तक सुलझेगी?", "इस कंप्लेंट का निपटारा किस तारीख तक होगा?",
                   "शिकायत का समाधान कब तक हो जाएगा?", "मुझे कब तक जवाब मिल जाएगा, मेरी शिकायत कब बंद होगी?"],
               hinglish=["Meri complaint kab tak resolve hogi?", "Is complaint ka resolution kis date tak hoga?",
                         "Complaint kab tak solve ho jayegi?", "Mujhe kab tak jawab mil jayega, complaint kab close hogi?"]),
           facts=[on_date("the expected date", b.state.customer.requests[sr].eta)])
    return say(["There's a debit on my account that I didn't make.", "I think someone used my account without permission.",
                "I see a transaction I don't recognise."],
               hi=["मेरे खाते से एक डेबिट हुआ है जो मैंने नहीं किया।",
                   "मुझे लगता है किसी ने मेरी इजाज़त के बिना मेरा खाता इस्तेमाल किया है।",
                   "मुझे एक ट्रांज़ैक्शन दिख रहा है जिसे मैं पहचानता नहीं।",
                   "मेरे अकाउंट से पैसे कटे हैं, पर मैंने कोई पेमेंट नहीं किया।"],
               hinglish=["Mere account se ek debit hua hai jo maine nahi kiya.",
                         "Lagta hai kisi ne meri permission ke bina mera account use kiya hai.",
                         "Mujhe ek transaction dikh raha hai jo main pehchanta nahi.",
                         "Mere account se paise kate hain, par maine koi payment nahi kiya."])


@family("sq_balance_compare_fd", "sequencing", "deposits")
def sq_balance_compare_fd(b: TaskBuilder) -> list[str]:
    kyc_ok(b)
    accounts = active_accounts(b, 15_000 * RUPEE)
    if len(accounts) < 2:
        raise BuildError("needs two active accounts")
    first, second = accounts[0], accounts[1]
    richer = first if usable(first) >= usable(second) else second
    principal, tenure = fd_amount_and_tenure(b, richer, 10_000, 2_00_000)
    one, two, rupees = first.account_id, second.account_id, format_inr(principal)
    b.call("get_account_balance", account_ids=[first.account_id, second.account_id])
    b.step(say(["Which of my two accounts has more money available?"],
               hi=["मेरे दोनों खातों में से किसमें ज़्यादा पैसा उपलब्ध है?",
                   "मेरे दो खाते हैं — बताइए, किसमें इस्तेमाल के लिए ज़्यादा बैलेंस है?",
                   "ज़रा दोनों खातों का बैलेंस देखकर बताइए कि किसमें ज़्यादा रकम है।",
                   "मेरे दोनों अकाउंट में उपयोग योग्य बैलेंस कितना है, और किसमें ज़्यादा है?"],
               hinglish=["Mere dono accounts mein se kis mein zyada paisa available hai?",
                         "Mere do accounts hain - bataiye, kis mein usable balance zyada hai?",
                         "Zara dono accounts ka balance dekh ke bataiye ki kis mein zyada amount hai.",
                         "Dono accounts mein usable balance kitna hai, aur kis mein zyada hai?"]),
           reveals=[reveal("account_ids", f"{first.account_id},{second.account_id}", ["account numbers", "accounts"],
                           say(f"They are {first.account_id} and {second.account_id}.",
                               hi=pick_for(one, (f"मेरे खाते {one} और {two} हैं।", f"जी, {one} और {two}।",
                                                 f"खाता नंबर {one} और {two} हैं।")),
                               hinglish=pick_for(one, (f"Mere accounts {one} aur {two} hain.", f"Ji, {one} aur {two}.",
                                                       f"Account numbers {one} aur {two} hain."))))],
           facts=[amount("the usable balance of the first account", usable(first)), amount("the usable balance of the second account", usable(second))])
    rate, rate_fact = rate_card(b, "FD", tenure)
    projection = finance.fd_maturity(principal, rate, tenure)
    b.call("calculate_fd_maturity", principal_amount=rupee_arg(principal), rate=rate_pct(rate), tenure_months=tenure)
    b.step(say([f"What FD rate would I get for {tenure} months, and what would {format_inr(principal)} become at maturity?"],
               hi=[f"{tenure} महीने की एफडी पर ब्याज दर कितनी मिलेगी, और मैच्योरिटी पर {rupees} कितने हो जाएँगे?",
                   f"अगर मैं {rupees} की एफडी {tenure} महीने के लिए करूँ तो ब्याज दर क्या होगी और परिपक्वता पर कितना मिलेगा?",
                   f"{tenure} महीने के लिए एफडी रेट बताइए, और {rupees} मैच्योरिटी पर कितने बनेंगे?",
                   f"{rupees} को {tenure} महीने की एफडी में डालूँ तो किस ब्याज दर पर, और आख़िर में कितनी रकम मिलेगी?"],
               hinglish=[f"{tenure} mahine ki FD par interest rate kitna milega, aur maturity par {rupees} kitne ho jayenge?",
                         f"Agar main {rupees} ki FD {tenure} mahine ke liye karun to rate kya hoga aur maturity par kitna milega?",
                         f"{tenure} months ke liye FD rate bataiye, aur {rupees} maturity par kitne banenge?",
                         f"{rupees} ko {tenure} mahine ki FD mein daalun to kis interest rate par, aur maturity amount kitna hoga?"]),
           facts=[rate_fact, amount("the maturity amount", projection["maturity_amount"])])
    fd_id = created_by(b, "deposits", "create_fd", principal_amount=rupee_arg(principal), tenure_months=tenure, source_account=richer.account_id)
    b.step(say([f"Book an FD of {format_inr(principal)} for {tenure} months from whichever account has more."],
               hi=[f"जिस खाते में ज़्यादा पैसा है, उससे {tenure} महीने के लिए {rupees} की एफडी बुक कर दीजिए।",
                   f"ठीक है, {rupees} की {tenure} महीने वाली एफडी बना दीजिए — पैसा उसी खाते से लीजिए जिसमें ज़्यादा बैलेंस है।",
                   f"ज़्यादा बैलेंस वाले खाते से {rupees} की एफडी {tenure} महीने के लिए खोल दीजिए।",
                   f"कृपया {tenure} महीने के लिए {rupees} की फ़िक्स्ड डिपॉज़िट बुक कीजिए, उस खाते से जिसमें रकम ज़्यादा है।"],
               hinglish=[f"Jis account mein zyada paisa hai, usse {tenure} mahine ke liye {rupees} ki FD book kar dijiye.",
                         f"Theek hai, {rupees} ki {tenure} mahine wali FD bana dijiye - paisa usi account se lijiye jismein "
                         "zyada balance hai.",
                         f"Zyada balance wale account se {rupees} ki FD {tenure} months ke liye open kar dijiye.",
                         f"Please {tenure} mahine ke liye {rupees} ka fixed deposit book kijiye, us account se jismein amount "
                         "zyada hai."]),
           confirm=(say(f"book a fixed deposit of {format_inr(principal)} for {tenure} months from account {richer.account_id}",
                        hi=f"खाता {richer.account_id} से {tenure} महीने के लिए {rupees} की फ़िक्स्ड डिपॉज़िट (एफडी) बुक करेंगे",
                        hinglish=f"account {richer.account_id} se {tenure} mahine ke liye {rupees} ki FD book karenge"),
                    [money_alts(principal), [richer.account_id]]),
           facts=[ident("the new deposit number", fd_id)])
    b.call("get_account_balance", account_ids=[richer.account_id])
    b.step(say(["What's left in that account now?"],
               hi=["अब उस खाते में कितना बचा है?", "एफडी के बाद उस खाते में अब कितना बैलेंस रह गया?",
                   "उस अकाउंट में अभी इस्तेमाल के लिए कितना बाकी है?", "पैसे कटने के बाद अब उस खाते का बैलेंस कितना है?"],
               hinglish=["Ab us account mein kitna bacha hai?", "FD ke baad us account mein ab kitna balance reh gaya?",
                         "Us account mein abhi usable kitna baaki hai?", "Paise katne ke baad ab us account ka balance kitna hai?"]),
           facts=[amount("the usable balance", usable(b.state.customer.accounts[richer.account_id]))])
    return say(["I have two accounts with you and want to compare their balances.", "Can you compare the balances of my accounts?",
                "I want to invest from whichever of my accounts has more money."],
               hi=["आपके बैंक में मेरे दो खाते हैं, मुझे दोनों का बैलेंस मिलाकर देखना है।",
                   "क्या आप मेरे खातों के बैलेंस की तुलना कर सकते हैं?",
                   "मेरे जिस खाते में ज़्यादा पैसा है, उसी से निवेश करना चाहता हूँ।",
                   "दोनों खातों में से ज़्यादा बैलेंस वाले से एफडी करवानी है।"],
               hinglish=["Aapke bank mein mere do accounts hain, dono ka balance compare karna hai.",
                         "Kya aap mere accounts ke balance compare kar sakte hain?",
                         "Mere jis account mein zyada paisa hai, usi se invest karna chahta hoon.",
                         "Dono accounts mein se zyada balance wale se FD karwani hai."])


@family("sq_loan_foreclosure_request", "sequencing", "loans")
def sq_loan_foreclosure_request(b: TaskBuilder) -> list[str]:
    loan = pick_one(b, [x for x in b.customer.loans.values() if x.status == "ACTIVE"], "loan")
    b.call("get_loan_details", loan_ids=[loan.loan_id])
    b.step(say(["How much principal is still outstanding on my loan?"],
               hi=["मेरे लोन का कितना मूलधन (प्रिंसिपल) अभी बाकी है?",
                   "लोन में अभी कितना प्रिंसिपल बकाया है?",
                   "ज़रा बताइए, मेरे लोन पर आउटस्टैंडिंग प्रिंसिपल कितना रह गया है?",
                   "मुझे जानना है कि मेरे कर्ज़ का कितना मूलधन चुकाना अभी बाकी है।"],
               hinglish=["Mere loan ka kitna principal abhi outstanding hai?",
                         "Loan mein abhi kitna principal baaki hai?",
                         "Zara bataiye, mere loan par outstanding principal kitna reh gaya hai?",
                         "Mujhe janna hai ki mere loan ka kitna principal chukana abhi baaki hai."]),
           reveals=[reveal_loan(loan.loan_id)],
           facts=[amount("the outstanding principal", loan.outstanding)])
    quote = finance.foreclosure_quote(loan, b.session_date)
    b.call("get_loan_foreclosure_quote", loan_ids=[loan.loan_id])
    b.step(say(["What would I have to pay to close it today?"],
               hi=["अगर आज ही लोन बंद करूँ तो मुझे कुल कितना देना होगा?",
                   "आज इसे पूरा चुकाकर बंद करने के लिए कितनी रकम भरनी पड़ेगी?",
                   "आज फ़ोरक्लोज़ करूँ तो टोटल कितना पेमेंट करना होगा?",
                   "लोन आज ही क्लोज़ करवाना हो तो कुल देय राशि कितनी बनेगी?"],
               hinglish=["Agar aaj hi loan band karun to mujhe total kitna dena hoga?",
                         "Aaj ise poora chuka ke close karne ke liye kitna amount bharna padega?",
                         "Aaj foreclose karun to total kitna payment karna hoga?",
                         "Loan aaj hi close karwana ho to total payable kitna banega?"]),
           facts=[amount("the total payable", quote["total_payable"])])
    repay = b.customer.accounts[loan.repayment_account]
    b.call("get_account_balance", account_ids=[repay.account_id])
    b.step(say(["Do I have that much in my EMI account?"],
               hi=["क्या मेरे ईएमआई वाले खाते में इतने पैसे हैं?",
                   "जिस खाते से ईएमआई कटती है, उसमें इतना बैलेंस है क्या?",
                   "मेरे ईएमआई अकाउंट में इतनी रकम है या नहीं, ज़रा देखिए।",
                   "ईएमआई वाले खाते में अभी कितना बैलेंस है — इतना हो जाएगा?"],
               hinglish=["Kya mere EMI wale account mein itne paise hain?",
                         "Jis account se EMI katti hai, usmein itna balance hai kya?",
                         "Mere EMI account mein itna amount hai ya nahi, zara dekhiye.",
                         "EMI wale account mein abhi kitna balance hai - itna ho jayega?"]),
           reveals=[reveal_account(repay.account_id, "EMI account")], facts=[balance_fact(repay)])
    sr = created_by(b, "requests", "raise_request", category="loan_foreclosure",
           description=f"Foreclosure request for loan {loan.loan_id}")
    b.step(say(["Okay, please put in a request to foreclose the loan."],
               hi=["ठीक है, कृपया लोन फ़ोरक्लोज़र की रिक्वेस्ट डाल दीजिए।",
                   "अच्छा, लोन को समय से पहले बंद करने का अनुरोध दर्ज कर दीजिए।",
                   "ठीक है, मुझे लोन फ़ोरक्लोज़ करवाना है, इसकी रिक्वेस्ट दर्ज कीजिए।",
                   "चलिए, लोन पूरा चुकाकर बंद करने की रिक्वेस्ट लगा दीजिए।"],
               hinglish=["Theek hai, please loan foreclosure ki request daal dijiye.",
                         "Achha, loan ko time se pehle band karne ki request darj kar dijiye.",
                         "Okay, mujhe loan foreclose karwana hai, iski request raise kijiye.",
                         "Chaliye, loan poora chuka ke close karne ki request laga dijiye."]),
           confirm=(say(f"raise a foreclosure request for loan {loan.loan_id}",
                        hi=f"लोन {loan.loan_id} के फ़ोरक्लोज़र (समय से पहले पूरा चुकाने) का अनुरोध दर्ज करेंगे",
                        hinglish=f"loan {loan.loan_id} ke foreclosure ki request darj karenge"),
                    [[loan.loan_id]]), facts=[ident("the request number", sr)])
    return say(["I want to close my loan early.", "I'm thinking of prepaying my loan fully.", "Can you help me foreclose my loan?"],
               hi=["मुझे अपना लोन समय से पहले बंद करना है।", "मैं अपना पूरा लोन एक साथ चुकाने की सोच रहा हूँ।",
                   "क्या आप मेरा लोन फ़ोरक्लोज़ करने में मदद कर सकते हैं?", "लोन जल्दी खत्म करना चाहता हूँ, पूरा पैसा भरकर।"],
               hinglish=["Mujhe apna loan time se pehle close karna hai.", "Main apna poora loan ek saath prepay karne ki soch raha hoon.",
                         "Kya aap mera loan foreclose karne mein help kar sakte hain?",
                         "Loan jaldi khatam karna chahta hoon, poora paisa bhar ke."])


@family("sq_address_then_chequebook", "sequencing", "address")
def sq_address_then_chequebook(b: TaskBuilder) -> list[str]:
    kyc_ok(b)
    account = pick_one(b, [a for a in active_accounts(b) if a.account_type in ("SAVINGS", "CURRENT", "SALARY")], "account")
    from ...bank.names import CITIES

    city, state, _, _, pin = b.pick(CITIES)
    line1 = f"Flat {b.rng.randint(101, 905)}, {b.pick(['Lotus', 'Orchid', 'Tulsi', 'Ashoka', 'Kaveri'])} Apartments"
    pincode = pin + f"{b.rng.randint(1, 99):03d}"
    address = f"{line1}, {city}, {state} {pincode}"
    b.call("update_address", address_type="communication", line1=line1, city=city, state=state, pincode=pincode)
    b.step(say([f"I've moved. My new address is {line1}, {city}, {state} {pincode}. Please update my communication address."],
               hi=[f"मैंने घर बदल लिया है। मेरा नया पता {address} है। कृपया मेरा कम्युनिकेशन (पत्राचार) पता अपडेट कर दीजिए।",
                   f"मेरा पत्राचार का पता बदलना है। नया पता है: {address}।",
                   f"मैं शिफ़्ट हो गया हूँ, अब मेरा पता {address} है — इसे कम्युनिकेशन एड्रेस में अपडेट कर दीजिए।",
                   f"कृपया मेरे रिकॉर्ड में कम्युनिकेशन पता बदलकर {address} कर दीजिए, मैं नए घर में आ गया हूँ।"],
               hinglish=[f"Maine ghar badal liya hai. Mera naya address {address} hai. Please mera communication address "
                         "update kar dijiye.",
                         f"Mera communication address change karna hai. Naya address hai: {address}.",
                         f"Main shift ho gaya hoon, ab mera address {address} hai - ise communication address mein update "
                         "kar dijiye.",
                         f"Please mere records mein communication address badal ke {address} kar dijiye, main naye ghar mein "
                         "aa gaya hoon."]),
           confirm=(say(f"update your communication address to {line1}, {city}, {state} {pincode}",
                        hi=f"आपका कम्युनिकेशन (पत्राचार) पता बदलकर {address} करेंगे",
                        hinglish=f"aapka communication address update karke {address} karenge"),
                    [[pincode]]),
           facts=[words("that the change is logged for verification", "verification", "verified")])
    b.call("get_account_details", account_ids=[account.account_id])
    b.step(say(["Is my account active? I'd like a new cheque book."],
               hi=["क्या मेरा खाता सक्रिय है? मुझे नई चेक बुक चाहिए।",
                   "मुझे एक नई चेक बुक मँगवानी है — पहले बताइए, मेरा खाता चालू है न?",
                   "मेरा अकाउंट एक्टिव है क्या? नई चेक बुक लेनी है।",
                   "नई चेकबुक के लिए पूछना था। क्या मेरा खाता अभी सक्रिय स्थिति में है?"],
               hinglish=["Kya mera account active hai? Mujhe nayi cheque book chahiye.",
                         "Mujhe ek nayi cheque book mangwani hai - pehle bataiye, mera account active hai na?",
                         "Mera account chalu hai kya? Nayi cheque book leni hai.",
                         "Nayi chequebook ke liye poochna tha. Kya mera account abhi active hai?"]),
           reveals=[reveal_account(account.account_id)],
           facts=[words("the account status", "active")])
    leaves = b.pick([10, 25, 50])
    b.call("request_cheque_book", account_id=account.account_id, leaves=leaves)
    b.step(say([f"Please order a cheque book with {leaves} leaves."],
               hi=[f"कृपया {leaves} पन्नों वाली चेक बुक मँगवा दीजिए।",
                   f"{leaves} लीव्स की एक चेक बुक ऑर्डर कर दीजिए।",
                   f"मुझे {leaves} चेक वाली चेक बुक चाहिए, ऑर्डर कर दीजिए।",
                   f"एक चेक बुक भिजवा दीजिए, {leaves} पन्नों की।"],
               hinglish=[f"Please {leaves} leaves wali cheque book mangwa dijiye.",
                         f"{leaves} leaves ki ek cheque book order kar dijiye.",
                         f"Mujhe {leaves} cheques wali chequebook chahiye, order kar dijiye.",
                         f"Ek cheque book bhijwa dijiye, {leaves} leaves ki."]),
           confirm=(say(f"order a {leaves}-leaf cheque book for account {account.account_id}",
                        hi=f"खाता {account.account_id} के लिए {leaves} पन्नों (लीव्स) वाली चेक बुक मँगवाएँगे",
                        hinglish=f"account {account.account_id} ke liye {leaves} leaves wali cheque book order karenge"),
                    [[str(leaves)], [account.account_id]]),
           facts=[words("the delivery time", "7 days", "seven days", (b.session_date + timedelta(days=7)).isoformat())])
    last_month_end = b.session_date.replace(day=1) - timedelta(days=1)
    last_month_start = last_month_end.replace(day=1)
    since, until = last_month_start.isoformat(), last_month_end.isoformat()
    b.call("request_duplicate_statement", account_id=account.account_id, from_date=last_month_start.isoformat(),
           to_date=last_month_end.isoformat(), delivery_mode="email")
    b.step(say([f"Also email me last month's statement, {last_month_start.isoformat()} to {last_month_end.isoformat()}."],
               hi=[f"साथ ही पिछले महीने का स्टेटमेंट, {since} से {until} तक का, मुझे ईमेल कर दीजिए।",
                   f"और हाँ, {since} से {until} तक यानी पिछले महीने का स्टेटमेंट ईमेल पर भेज दीजिए।",
                   f"पिछले महीने ({since} से {until}) का खाते का स्टेटमेंट भी मेल कर दीजिए।",
                   f"मुझे पिछले महीने का स्टेटमेंट भी चाहिए — {since} से {until} तक का, ईमेल पर।"],
               hinglish=[f"Saath hi pichhle mahine ka statement, {since} se {until} tak ka, mujhe email kar dijiye.",
                         f"Aur haan, {since} se {until} tak yaani last month ka statement email par bhej dijiye.",
                         f"Pichhle mahine ({since} se {until}) ka account statement bhi mail kar dijiye.",
                         f"Mujhe last month ka statement bhi chahiye - {since} se {until} tak ka, email par."]),
           confirm=(say(f"email a statement of {account.account_id} from {last_month_start.isoformat()} to {last_month_end.isoformat()}",
                        hi=f"खाता {account.account_id} का {since} से {until} तक का स्टेटमेंट ईमेल करेंगे",
                        hinglish=f"account {account.account_id} ka {since} se {until} tak ka statement email karenge"),
                    [[last_month_start.isoformat()], [last_month_end.isoformat()]]),
           facts=[words("that it is requested", "requested", "will be emailed", "sent")])
    return say(["I recently moved house and need to update my address.", "Please change my address, I've shifted.",
                "I need my address updated and also a cheque book."],
               hi=["मैंने हाल ही में घर बदला है, मुझे अपना पता अपडेट करवाना है।",
                   "कृपया मेरा पता बदल दीजिए, मैं शिफ़्ट हो गया हूँ।",
                   "मुझे अपना पता अपडेट करवाना है और साथ में एक चेक बुक भी चाहिए।",
                   "नए घर में आ गया हूँ, बैंक रिकॉर्ड में पता बदलना है।"],
               hinglish=["Maine recently ghar badla hai, mujhe apna address update karwana hai.",
                         "Please mera address change kar dijiye, main shift ho gaya hoon.",
                         "Mujhe apna address update karwana hai aur saath mein ek cheque book bhi chahiye.",
                         "Naye ghar mein aa gaya hoon, bank records mein address badalna hai."])


@family("sq_statement_after_history", "sequencing", "transactions")
def sq_statement_after_history(b: TaskBuilder) -> list[str]:
    account = pick_one(b, [a for a in b.customer.accounts.values() if len(a.transactions) >= 5 and a.status == "ACTIVE"], "account with history")
    recent = account.transactions[-1]
    b.call("get_transaction_history", account_id=account.account_id)
    b.step(say(["What was the last transaction on my account?"],
               hi=["मेरे खाते में आख़िरी ट्रांज़ैक्शन कौन-सा था?",
                   "ज़रा बताइए, मेरे अकाउंट में सबसे हाल का लेन-देन क्या हुआ है?",
                   "मेरे खाते की सबसे आख़िरी एंट्री कितने की थी?",
                   "पिछला ट्रांज़ैक्शन जो मेरे खाते में हुआ, वह क्या था?"],
               hinglish=["Mere account mein last transaction kaunsa tha?",
                         "Zara bataiye, mere account mein sabse recent transaction kya hua hai?",
                         "Mere account ki sabse aakhri entry kitne ki thi?",
                         "Pichhla transaction jo mere account mein hua, woh kya tha?"]),
           reveals=[reveal_account(account.account_id)],
           facts=[amount("the amount of the last transaction", abs(recent.amount))])
    start = (b.session_date.replace(day=1) - timedelta(days=b.pick([1, 32, 62]))).replace(day=1)
    end = b.session_date - timedelta(days=1)
    mode = b.pick(["email", "download"])
    since, until = start.isoformat(), end.isoformat()
    by_hi = {"email": "ईमेल पर", "download": "डाउनलोड करने के लिए"}[mode]
    by_hl = {"email": "email par", "download": "download karne ke liye"}[mode]
    b.call("request_duplicate_statement", account_id=account.account_id, from_date=start.isoformat(), to_date=end.isoformat(), delivery_mode=mode)
    b.step(say([f"I need a statement from {start.isoformat()} to {end.isoformat()} by {mode}."],
               hi=[f"मुझे {since} से {until} तक का स्टेटमेंट {by_hi} चाहिए।",
                   f"{since} से {until} तक का खाते का स्टेटमेंट निकाल दीजिए, {by_hi}।",
                   f"कृपया {since} से लेकर {until} तक का स्टेटमेंट {by_hi} दे दीजिए।",
                   f"एक स्टेटमेंट चाहिए था — अवधि {since} से {until}, और मुझे यह {by_hi} चाहिए।"],
               hinglish=[f"Mujhe {since} se {until} tak ka statement {by_hl} chahiye.",
                         f"{since} se {until} tak ka account statement nikaal dijiye, {by_hl}.",
                         f"Please {since} se lekar {until} tak ka statement {by_hl} de dijiye.",
                         f"Ek statement chahiye tha - period {since} se {until}, aur mujhe yeh {by_hl} chahiye."]),
           confirm=(say(f"request a statement for {account.account_id} from {start.isoformat()} to {end.isoformat()} by {mode}",
                        hi=f"खाता {account.account_id} का {since} से {until} तक का स्टेटमेंट " + {
                            "email": "ईमेल से भेजने", "download": "डाउनलोड के लिए उपलब्ध कराने"}[mode] + " का अनुरोध दर्ज करेंगे",
                        hinglish=f"account {account.account_id} ka {since} se {until} tak ka statement " + {
                            "email": "email se bhejne", "download": "download ke liye dene"}[mode] + " ki request darj karenge"),
                    [[start.isoformat()], [end.isoformat()]]),
           facts=[words("that the statement is requested", "requested", "on its way", "will be sent", "sent")])
    b.call("get_account_balance", account_ids=[account.account_id])
    b.step(say(["And my current usable balance?"],
               hi=["और अभी मेरा उपयोग योग्य बैलेंस कितना है?", "साथ में यह भी बताइए कि अभी इस्तेमाल के लिए कितना बैलेंस है।",
                   "अब मेरे खाते में यूज़ेबल बैलेंस कितना है?", "और फ़िलहाल मैं कितनी रकम इस्तेमाल कर सकता हूँ?"],
               hinglish=["Aur abhi mera usable balance kitna hai?", "Saath mein yeh bhi bataiye ki abhi kitna balance use kar sakta hoon.",
                         "Ab mere account mein usable balance kitna hai?", "Aur filhaal main kitna amount use kar sakta hoon?"]),
           facts=[balance_fact(account)])
    return say(["I want to see my recent transactions.", "Can you tell me about my last transaction?",
                "I need some details from my account history."],
               hi=["मुझे अपने हाल के ट्रांज़ैक्शन देखने हैं।", "क्या आप मेरे आख़िरी लेन-देन के बारे में बता सकते हैं?",
                   "मुझे अपने खाते की हिस्ट्री से कुछ जानकारी चाहिए।", "मेरे खाते में पिछले कुछ दिनों में क्या-क्या हुआ, देखना है।"],
               hinglish=["Mujhe apne recent transactions dekhne hain.", "Kya aap mere last transaction ke baare mein bata sakte hain?",
                         "Mujhe apni account history se kuch details chahiye.",
                         "Mere account mein pichhle kuch dinon mein kya kya hua, dekhna hai."])


@family("sq_close_fd_open_rd", "sequencing", "deposits")
def sq_close_fd_open_rd(b: TaskBuilder) -> list[str]:
    kyc_ok(b)
    fd = pick_one(b, [d for d in deposits_where(b, "FD", "MATURED", "ACTIVE")
                      if d.payout_account in b.customer.accounts and b.customer.accounts[d.payout_account].status == "ACTIVE"], "FD")
    quote = quote_of(b, fd)
    b.call("get_deposit_closure_quote", deposit_ids=[fd.deposit_id])
    b.step(say(["What would my fixed deposit pay out if I close it now?"],
               hi=["अगर मैं अपनी एफडी अभी बंद करूँ तो मुझे कितने पैसे मिलेंगे?",
                   "मेरी फ़िक्स्ड डिपॉज़िट आज तोड़ूँ तो हाथ में कितनी रकम आएगी?",
                   "एफडी अभी क्लोज़ करने पर नेट पेआउट कितना बनेगा?",
                   "ज़रा बताइए, अभी एफडी बंद करवाने पर कुल कितना मिलेगा?"],
               hinglish=["Agar main apni FD abhi band karun to mujhe kitne paise milenge?",
                         "Meri fixed deposit aaj todun to haath mein kitna amount aayega?",
                         "FD abhi close karne par net payout kitna banega?",
                         "Zara bataiye, abhi FD close karwane par total kitna milega?"]),
           reveals=[reveal_deposit(fd.deposit_id)],
           facts=[amount("the net payout", quote.net_payout)])
    b.call("close_deposit", deposit_id=fd.deposit_id)
    b.step(say(["Please close it."],
               hi=["कृपया इसे बंद कर दीजिए।", "ठीक है, एफडी बंद कर दीजिए।", "इसे क्लोज़ कर दीजिए, प्लीज़।",
                   "चलिए, यह डिपॉज़िट तोड़ दीजिए।"],
               hinglish=["Please ise band kar dijiye.", "Theek hai, FD close kar dijiye.", "Ise close kar do please.",
                         "Chaliye, yeh deposit tod dijiye."]),
           confirm=(say(f"close fixed deposit {fd.deposit_id}", hi=f"फ़िक्स्ड डिपॉज़िट {fd.deposit_id} बंद करेंगे",
                        hinglish=f"fixed deposit {fd.deposit_id} band karenge"), [[fd.deposit_id]]),
           facts=[words("that it is closed", "closed")])
    tenure = b.pick([12, 24, 36])
    instalment = b.pick([1_000, 2_000, 5_000]) * RUPEE
    monthly, payout = format_inr(instalment), fd.payout_account
    rate, rate_fact = rate_card(b, "RD", tenure)
    b.call("get_account_balance", account_ids=[fd.payout_account])
    b.step(say([f"Now I'd like a recurring deposit instead. What's my usable balance now, and the RD rate for {tenure} months?"],
               hi=[f"अब इसकी जगह मुझे एक रेकरिंग डिपॉज़िट चाहिए। अभी मेरा उपयोग योग्य बैलेंस कितना है, और {tenure} महीने "
                   "की आरडी पर ब्याज दर क्या है?",
                   f"अब मैं आरडी शुरू करना चाहता हूँ। पहले बताइए कि खाते में अभी कितना बैलेंस है और {tenure} महीने का आरडी रेट कितना है।",
                   f"एफडी की जगह अब आरडी करनी है — मेरा मौजूदा यूज़ेबल बैलेंस और {tenure} महीने की आरडी ब्याज दर बता दीजिए।",
                   f"{tenure} महीने की आरडी पर कितना ब्याज मिलेगा, और अभी मेरे खाते में इस्तेमाल के लिए कितना पैसा है? "
                   "अब मुझे एफडी के बदले आरडी चाहिए।"],
               hinglish=[f"Ab iski jagah mujhe ek recurring deposit chahiye. Abhi mera usable balance kitna hai, aur {tenure} "
                         "mahine ki RD ka interest rate kya hai?",
                         f"Ab main RD start karna chahta hoon. Pehle bataiye account mein abhi kitna balance hai aur {tenure} "
                         "mahine ka RD rate kitna hai.",
                         f"FD ki jagah ab RD karni hai - mera current usable balance aur {tenure} months ka RD interest rate "
                         "bata dijiye.",
                         f"{tenure} mahine ki RD par kitna interest milega, aur abhi mere account mein usable kitna hai? Ab mujhe "
                         "FD ke badle RD chahiye."]),
           facts=[balance_fact(b.state.customer.accounts[fd.payout_account]), rate_fact])
    rd_id = created_by(b, "deposits", "create_rd", monthly_installment=rupee_arg(instalment), tenure_months=tenure, source_account=fd.payout_account)
    b.step(say([f"Open an RD of {format_inr(instalment)} a month for {tenure} months from the account the FD money went to."],
               hi=[f"जिस खाते में एफडी का पैसा आया है, उससे {tenure} महीने के लिए हर महीने {monthly} वाली आरडी खोल दीजिए।",
                   f"{monthly} प्रति माह की आरडी {tenure} महीने के लिए शुरू कर दीजिए — उसी खाते से जिसमें एफडी की रकम गई।",
                   f"एफडी का पैसा जिस अकाउंट में जमा हुआ, वहीं से हर महीने {monthly} की आरडी {tenure} महीने तक के लिए बना दीजिए।",
                   f"कृपया {tenure} महीने की आरडी खोलिए, मासिक किस्त {monthly}, और पैसा उस खाते से कटे जिसमें एफडी का पेआउट आया।"],
               hinglish=[f"Jis account mein FD ka paisa aaya hai, usse {tenure} mahine ke liye {monthly} monthly installment "
                         "wali RD open kar dijiye.",
                         f"{monthly} per month ki RD {tenure} mahine ke liye start kar dijiye - usi account se jismein FD ka "
                         "amount gaya.",
                         f"FD ka paisa jis account mein credit hua, wahin se har mahine {monthly} ki RD {tenure} months ke liye "
                         "bana dijiye.",
                         f"Please {tenure} mahine ki RD kholiye, installment {monthly} per month, aur paisa us account se kate "
                         "jismein FD payout aaya."]),
           confirm=(say(f"open a recurring deposit of {format_inr(instalment)} per month for {tenure} months from account {fd.payout_account}",
                        hi=f"खाता {payout} से {tenure} महीने के लिए {monthly} प्रति माह की रेकरिंग डिपॉज़िट (आरडी) खोलेंगे",
                        hinglish=f"account {payout} se {tenure} mahine ke liye {monthly} per month ki RD open karenge"),
                    [money_alts(instalment), [fd.payout_account]]),
           facts=[ident("the new RD number", rd_id)])
    return say(["I want to move my fixed deposit money into a recurring deposit.", "I'd like to close an FD and start an RD.",
                "Can you help me switch from an FD to a monthly RD?"],
               hi=["मैं अपनी फ़िक्स्ड डिपॉज़िट का पैसा रेकरिंग डिपॉज़िट में लगाना चाहता हूँ।",
                   "मुझे एक एफडी बंद करके आरडी शुरू करनी है।",
                   "क्या आप एफडी से मासिक आरडी में बदलने में मेरी मदद कर सकते हैं?",
                   "एफडी तोड़कर उसकी जगह हर महीने वाली आरडी करवानी है।"],
               hinglish=["Main apni fixed deposit ka paisa recurring deposit mein daalna chahta hoon.",
                         "Mujhe ek FD band karke RD start karni hai.",
                         "Kya aap FD se monthly RD mein switch karne mein meri help kar sakte hain?",
                         "FD tod ke uski jagah har mahine wali RD karwani hai."])


@family("sq_insurance_premium_help", "sequencing", "insurance")
def sq_insurance_premium_help(b: TaskBuilder) -> list[str]:
    policy = pick_one(b, [p for p in b.customer.insurance.values() if p.auto_debit_account in b.customer.accounts], "policy with auto-debit")
    account = b.customer.accounts[policy.auto_debit_account]
    policy_no = policy.policy_id
    b.call("get_insurance_details", policy_ids=[policy.policy_id])
    b.step(say(["When is my next insurance premium due and how much is it?"],
               hi=["मेरा अगला बीमा प्रीमियम कब देना है और कितने का है?",
                   "इंश्योरेंस का अगला प्रीमियम किस तारीख को ड्यू है, और रकम कितनी है?",
                   "ज़रा बताइए, मेरी पॉलिसी की अगली किस्त कब भरनी है और कितनी है?",
                   "अगले प्रीमियम की तारीख और राशि बता दीजिए।"],
               hinglish=["Mera next insurance premium kab due hai aur kitne ka hai?",
                         "Insurance ka agla premium kis date ko due hai, aur amount kitna hai?",
                         "Zara bataiye, meri policy ka agla premium kab bharna hai aur kitna hai?",
                         "Next premium ki date aur amount bata dijiye."]),
           reveals=[reveal("policy_id", policy.policy_id, ["policy number", "policy"], say(
               f"The policy number is {policy.policy_id}.",
               hi=pick_for(policy_no, (f"मेरा पॉलिसी नंबर {policy_no} है।", f"पॉलिसी नंबर है {policy_no}।",
                                       f"जी, {policy_no} — यही मेरी पॉलिसी का नंबर है।")),
               hinglish=pick_for(policy_no, (f"Mera policy number {policy_no} hai.", f"Policy number hai {policy_no}.",
                                             f"Ji, {policy_no} - yahi meri policy ka number hai."))))],
           facts=[amount("the premium", policy.premium), on_date("the due date", policy.next_premium_date)])
    b.call("get_account_balance", account_ids=[account.account_id])
    b.step(say(["Is there enough in the account the premium is debited from?"],
               hi=["जिस खाते से प्रीमियम कटता है, उसमें पर्याप्त बैलेंस है क्या?",
                   "प्रीमियम वाले खाते में इतने पैसे हैं कि प्रीमियम कट जाए?",
                   "ज़रा देखिए, ऑटो-डेबिट वाले खाते में प्रीमियम जितना बैलेंस है या नहीं।",
                   "प्रीमियम जिस अकाउंट से डेबिट होता है, उसमें अभी कितना बैलेंस है — काफ़ी है?"],
               hinglish=["Jis account se premium katta hai, usmein enough balance hai kya?",
                         "Premium wale account mein itne paise hain ki premium kat jaye?",
                         "Zara dekhiye, auto-debit wale account mein premium jitna balance hai ya nahi.",
                         "Premium jis account se debit hota hai, usmein abhi kitna balance hai - kaafi hai?"]),
           facts=[balance_fact(account)])
    sr = created_by(b, "requests", "raise_request", category="insurance_service",
           description=f"Premium payment help for policy {policy.policy_id}")
    b.step(say(["Please raise a request so the insurance team helps me with the premium payment."],
               hi=["कृपया एक रिक्वेस्ट दर्ज कर दीजिए ताकि इंश्योरेंस टीम प्रीमियम भरने में मेरी मदद करे।",
                   "प्रीमियम पेमेंट में मदद के लिए बीमा टीम के पास एक अनुरोध डाल दीजिए।",
                   "मुझे प्रीमियम भरने में सहायता चाहिए, इंश्योरेंस टीम के लिए सर्विस रिक्वेस्ट बना दीजिए।",
                   "इंश्योरेंस वाले मुझसे प्रीमियम के भुगतान के बारे में संपर्क करें, इसके लिए रिक्वेस्ट दर्ज कीजिए।"],
               hinglish=["Please ek request raise kar dijiye taaki insurance team premium bharne mein meri help kare.",
                         "Premium payment mein help ke liye insurance team ke paas ek request daal dijiye.",
                         "Mujhe premium bharne mein help chahiye, insurance team ke liye service request bana dijiye.",
                         "Insurance wale mujhse premium payment ke baare mein contact karein, iske liye request darj kijiye."]),
           confirm=(say(f"raise an insurance service request for policy {policy.policy_id}",
                        hi=f"पॉलिसी {policy_no} के लिए इंश्योरेंस सर्विस (बीमा सेवा) का अनुरोध दर्ज करेंगे",
                        hinglish=f"policy {policy_no} ke liye insurance service request darj karenge"),
                    [[policy.policy_id]]),
           facts=[ident("the request number", sr)])
    b.call("get_request_status", request_id=sr)
    b.step(say(["By when will the insurance team get back to me?"],
               hi=["इंश्योरेंस टीम मुझसे कब तक संपर्क करेगी?", "बीमा टीम का जवाब किस तारीख तक आ जाएगा?",
                   "मेरी रिक्वेस्ट पर इंश्योरेंस वाले कब तक वापस आएँगे?", "टीम की तरफ़ से मुझे कब तक जवाब मिलेगा?"],
               hinglish=["Insurance team mujhse kab tak contact karegi?", "Insurance team ka reply kis date tak aa jayega?",
                         "Meri request par insurance wale kab tak wapas aayenge?", "Team ki taraf se mujhe kab tak jawab milega?"]),
           facts=[on_date("the expected date", b.state.customer.requests[sr].eta)])
    return say(["I have a question about my insurance premium.", "When do I need to pay my insurance premium?",
                "I need help paying my policy premium."],
               hi=["मुझे अपने बीमा प्रीमियम के बारे में कुछ पूछना है।", "मुझे अपना इंश्योरेंस प्रीमियम कब भरना है?",
                   "पॉलिसी का प्रीमियम भरने में मुझे मदद चाहिए।", "मेरी इंश्योरेंस पॉलिसी के प्रीमियम को लेकर एक सवाल था।"],
               hinglish=["Mujhe apne insurance premium ke baare mein kuch poochna hai.",
                         "Mujhe apna insurance premium kab bharna hai?",
                         "Policy ka premium bharne mein mujhe help chahiye.",
                         "Meri insurance policy ke premium ko lekar ek sawaal tha."])


@family("sq_freeze_debit_limit_credit", "sequencing", "cards")
def sq_freeze_debit_limit_credit(b: TaskBuilder) -> list[str]:
    debit = pick_one(b, cards_where(b, "ACTIVE", card_type="DEBIT"), "debit card")
    credit = pick_one(b, cards_where(b, "ACTIVE", card_type="CREDIT"), "credit card")
    limit = min(b.pick([10_000, 20_000, 30_000]) * RUPEE, credit.credit_limit)
    if limit == credit.controls.pos.domestic.daily_limit:
        raise BuildError("limit unchanged")
    dc, cc, cap = debit.card_id, credit.card_id, format_inr(limit)
    b.call("get_card_details", card_ids=[debit.card_id, credit.card_id])
    b.step(say(["Can you check the status of my debit card and my credit card?"],
               hi=["क्या आप मेरे डेबिट कार्ड और क्रेडिट कार्ड का स्टेटस देख सकते हैं?",
                   "ज़रा मेरे दोनों कार्ड — डेबिट और क्रेडिट — की स्थिति चेक कर दीजिए।",
                   "मेरे डेबिट और क्रेडिट कार्ड अभी किस हालत में हैं, बताइए।",
                   "मुझे अपने डेबिट कार्ड और क्रेडिट कार्ड की जानकारी चाहिए, दोनों का स्टेटस क्या है?"],
               hinglish=["Kya aap mere debit card aur credit card ka status check kar sakte hain?",
                         "Zara mere dono cards - debit aur credit - ka status dekh lijiye.",
                         "Mere debit aur credit card abhi kis status mein hain, bataiye.",
                         "Mujhe apne debit card aur credit card ki details chahiye, dono ka status kya hai?"]),
           reveals=[reveal("card_ids", f"{debit.card_id},{credit.card_id}", ["card ids", "cards", "card"],
                           say(f"The debit card is {debit.card_id} and the credit card is {credit.card_id}.",
                               hi=pick_for(dc, (f"डेबिट कार्ड {dc} है और क्रेडिट कार्ड {cc}।",
                                                f"डेबिट कार्ड की आईडी {dc} है, क्रेडिट कार्ड की {cc}।",
                                                f"जी, डेबिट वाला {dc} और क्रेडिट वाला {cc}।")),
                               hinglish=pick_for(dc, (f"Debit card {dc} hai aur credit card {cc}.",
                                                      f"Debit card ki ID {dc} hai, credit card ki {cc}.",
                                                      f"Ji, debit wala {dc} aur credit wala {cc}."))))],
           facts=[amount("the credit card's available limit", credit.available_limit)])
    b.call("toggle_card_freeze", card_id=debit.card_id, state="freeze")
    b.step(say(["Freeze the debit card for now; I left it at my office."],
               hi=["फ़िलहाल डेबिट कार्ड फ्रीज़ कर दीजिए, मैं उसे ऑफ़िस में भूल आया हूँ।",
                   "मेरा डेबिट कार्ड ऑफ़िस में छूट गया है, तो अभी के लिए उसे फ्रीज़ कर दीजिए।",
                   "डेबिट कार्ड को कुछ समय के लिए फ्रीज़ कर दीजिए — वह दफ़्तर में रह गया है।",
                   "कार्ड ऑफ़िस में पड़ा है, इसलिए डेबिट कार्ड अभी फ्रीज़ कर दो, प्लीज़।"],
               hinglish=["Filhaal debit card freeze kar dijiye, main use office mein bhool aaya hoon.",
                         "Mera debit card office mein chhoot gaya hai, to abhi ke liye use freeze kar dijiye.",
                         "Debit card ko kuch time ke liye freeze kar dijiye - woh office mein reh gaya hai.",
                         "Card office mein pada hai, isliye debit card abhi freeze kar do please."]),
           confirm=(say(f"freeze debit card {debit.card_id}", hi=f"डेबिट कार्ड {dc} को फ्रीज़ करेंगे",
                        hinglish=f"debit card {dc} ko freeze karenge"), [[debit.card_id], ["freeze"]]),
           facts=[words("that it is frozen", "frozen")])
    b.call("set_card_controls", card_id=credit.card_id, pos={"domestic": {"daily_limit": rupee_arg(limit)}})
    b.step(say([f"And set the credit card's in-store (POS) domestic daily limit to {format_inr(limit)}."],
               hi=[f"और क्रेडिट कार्ड की दुकानों पर (पीओएस) घरेलू दैनिक सीमा {cap} कर दीजिए।",
                   f"साथ ही क्रेडिट कार्ड की डोमेस्टिक पीओएस डेली लिमिट {cap} सेट कर दीजिए।",
                   f"क्रेडिट कार्ड पर भारत में स्टोर (POS) वाले खर्च की रोज़ की लिमिट {cap} रखनी है, सेट कर दीजिए।",
                   f"और हाँ, क्रेडिट कार्ड की घरेलू पीओएस लिमिट प्रति दिन {cap} कर दीजिए।"],
               hinglish=[f"Aur credit card ki in-store (POS) domestic daily limit {cap} kar dijiye.",
                         f"Saath hi credit card ki domestic POS daily limit {cap} set kar dijiye.",
                         f"Credit card par India mein store (POS) wale kharche ki roz ki limit {cap} rakhni hai, set kar dijiye.",
                         f"Aur haan, credit card ki domestic POS limit per day {cap} kar dijiye."]),
           confirm=(say(f"set the domestic POS daily limit of card {credit.card_id} to {format_inr(limit)}",
                        hi=f"कार्ड {cc} की घरेलू (डोमेस्टिक) पीओएस दैनिक सीमा {cap} सेट करेंगे",
                        hinglish=f"card {cc} ki domestic POS daily limit {cap} set karenge"),
                    [[credit.card_id], money_alts(limit)]),
           facts=[words("that the limit is updated", "updated", "changed")])
    b.call("get_card_details", card_ids=[credit.card_id])
    b.step(say(["Please check the credit card shows the new POS limit."],
               hi=["कृपया देख लीजिए कि क्रेडिट कार्ड पर नई पीओएस लिमिट दिख रही है।",
                   "एक बार चेक कर दीजिए, क्रेडिट कार्ड पर नई POS सीमा लग गई है न?",
                   "क्रेडिट कार्ड में अब पीओएस लिमिट कितनी दिख रही है? नई वाली आ गई?",
                   "पक्का कर लीजिए कि क्रेडिट कार्ड पर नई पीओएस लिमिट अपडेट दिख रही है।"],
               hinglish=["Please check kar lijiye ki credit card par nayi POS limit dikh rahi hai.",
                         "Ek baar check kar dijiye, credit card par nayi POS limit lag gayi hai na?",
                         "Credit card mein ab POS limit kitni dikh rahi hai? Nayi wali aa gayi?",
                         "Confirm kar lijiye ki credit card par nayi POS limit update dikh rahi hai."]),
           facts=[amount("the new POS limit", limit)])
    return say(["I need a couple of changes on my cards.", "Can you help me with my debit and credit cards?",
                "I want to secure my debit card and adjust my credit card."],
               hi=["मुझे अपने कार्ड्स में कुछ बदलाव करवाने हैं।", "क्या आप मेरे डेबिट और क्रेडिट कार्ड में मदद कर सकते हैं?",
                   "मुझे अपना डेबिट कार्ड सुरक्षित करना है और क्रेडिट कार्ड की सेटिंग बदलनी है।",
                   "मेरे दोनों कार्ड को लेकर दो-तीन काम हैं।"],
               hinglish=["Mujhe apne cards mein kuch changes karwane hain.", "Kya aap mere debit aur credit card mein help kar sakte hain?",
                         "Mujhe apna debit card secure karna hai aur credit card ki settings badalni hain.",
                         "Mere dono cards ko lekar do-teen kaam hain."])


@family("sq_mandate_to_rd", "sequencing", "mandates")
def sq_mandate_to_rd(b: TaskBuilder) -> list[str]:
    kyc_ok(b)
    mandate = pick_one(b, [m for m in b.customer.mandates.values() if m.status == "ACTIVE" and m.mandate_type == "ENACH"
                           and b.customer.accounts[m.account_id].status == "ACTIVE"], "active SIP mandate")
    account = b.customer.accounts[mandate.account_id]
    instalment = max(mandate.amount // (100 * RUPEE) * (100 * RUPEE), rules.RD_MIN_INSTALMENT)
    if usable(account) < instalment:
        raise BuildError("funds")
    payee, mandate_no = mandate.payee, mandate.mandate_id
    b.call("show_mandates", account_id=account.account_id, status="active")
    b.step(say(["Which active auto-debits do I have on my account?"],
               hi=["मेरे खाते पर कौन-कौन से ऑटो-डेबिट अभी चालू हैं?",
                   "ज़रा बताइए, मेरे अकाउंट में कौन से सक्रिय मैंडेट लगे हैं?",
                   "मेरे खाते से हर महीने कौन-कौन से ऑटो-डेबिट कटते हैं? जो अभी एक्टिव हैं, वे बताइए।",
                   "मुझे अपने खाते के सभी चालू ऑटो-डेबिट मैंडेट की लिस्ट चाहिए।"],
               hinglish=["Mere account par kaun kaun se auto-debits abhi active hain?",
                         "Zara bataiye, mere account mein kaun se active mandates lage hain?",
                         "Mere account se har mahine kaun se auto-debit katte hain? Jo abhi active hain woh bataiye.",
                         "Mujhe apne account ke saare active auto-debit mandates ki list chahiye."]),
           reveals=[reveal_account(account.account_id)],
           facts=[words(f"the payee {mandate.payee}", mandate.payee)])
    b.call("cancel_mandate", mandate_id=mandate.mandate_id)
    b.step(say([f"Cancel the {mandate.payee} mandate, please."],
               hi=[f"कृपया {payee} वाला मैंडेट रद्द कर दीजिए।", f"{payee} का ऑटो-डेबिट मैंडेट कैंसिल कर दीजिए।",
                   f"मुझे {payee} वाला मैंडेट अब नहीं चाहिए, उसे रद्द कर दीजिए।",
                   f"{payee} को जाने वाला ऑटो-डेबिट रद्द कर दीजिए, प्लीज़।"],
               hinglish=[f"Please {payee} wala mandate cancel kar dijiye.", f"{payee} ka auto-debit mandate cancel kar dijiye.",
                         f"Mujhe {payee} wala mandate nahi chahiye, use cancel kar dijiye.",
                         f"{payee} ko jaane wala auto-debit band kar do please, cancel kar dijiye."]),
           confirm=(say(f"cancel mandate {mandate.mandate_id} to {mandate.payee}",
                        hi=f"{payee} को जाने वाला मैंडेट {mandate_no} रद्द करेंगे",
                        hinglish=f"{payee} wala mandate {mandate_no} cancel karenge"),
                    [[mandate.mandate_id, mandate.payee]]),
           facts=[words("that it is cancelled", "cancelled", "canceled")])
    tenure = b.pick([12, 24, 36])
    monthly = format_inr(instalment)
    b.call("get_account_balance", account_ids=[account.account_id])
    rate, rate_fact = rate_card(b, "RD", tenure)
    b.step(say([f"What's my usable balance there, and your RD rate for {tenure} months?"],
               hi=[f"उस खाते में मेरा उपयोग योग्य बैलेंस कितना है, और {tenure} महीने की आरडी पर आपकी ब्याज दर क्या है?",
                   f"वहाँ अभी कितना बैलेंस इस्तेमाल के लिए है? साथ में {tenure} महीने का आरडी रेट भी बताइए।",
                   f"{tenure} महीने की आरडी पर कितना ब्याज देते हैं आप, और उस खाते में अभी कितना यूज़ेबल बैलेंस है?",
                   f"दो बातें बताइए — उस अकाउंट का मौजूदा बैलेंस और {tenure} महीने की आरडी की ब्याज दर।"],
               hinglish=[f"Us account mein mera usable balance kitna hai, aur {tenure} mahine ki RD par aapka interest rate kya hai?",
                         f"Wahan abhi kitna balance use ke liye hai? Saath mein {tenure} months ka RD rate bhi bataiye.",
                         f"{tenure} mahine ki RD par kitna interest dete hain aap, aur us account mein abhi kitna usable balance hai?",
                         f"Do cheezein bataiye - us account ka current balance aur {tenure} mahine ki RD ka interest rate."]),
           facts=[balance_fact(account), rate_fact])
    rd_id = created_by(b, "deposits", "create_rd", monthly_installment=rupee_arg(instalment), tenure_months=tenure, source_account=account.account_id)
    b.step(say([f"Instead, open a recurring deposit of {format_inr(instalment)} a month for {tenure} months from the same account."],
               hi=[f"उसकी जगह, उसी खाते से {tenure} महीने के लिए हर महीने {monthly} की रेकरिंग डिपॉज़िट खोल दीजिए।",
                   f"अब वह पैसा बचाना है — उसी अकाउंट से {monthly} प्रति माह की आरडी {tenure} महीने के लिए शुरू कर दीजिए।",
                   f"ऑटो-डेबिट की जगह {tenure} महीने की आरडी कर दीजिए, मासिक किस्त {monthly}, उसी खाते से।",
                   f"कृपया इसी खाते से हर महीने {monthly} वाली आरडी खोल दीजिए, अवधि {tenure} महीने।"],
               hinglish=[f"Uski jagah, usi account se {tenure} mahine ke liye har mahine {monthly} ki recurring deposit "
                         "open kar dijiye.",
                         f"Ab woh paisa save karna hai - usi account se {monthly} per month ki RD {tenure} mahine ke liye "
                         "start kar dijiye.",
                         f"Auto-debit ki jagah {tenure} months ki RD kar dijiye, monthly installment {monthly}, same account se.",
                         f"Please isi account se {monthly} monthly wali RD khol dijiye, tenure {tenure} mahine."]),
           confirm=(say(f"open a recurring deposit of {format_inr(instalment)} per month for {tenure} months from account {account.account_id}",
                        hi=f"खाता {account.account_id} से {tenure} महीने के लिए {monthly} प्रति माह की रेकरिंग डिपॉज़िट (आरडी) खोलेंगे",
                        hinglish=f"account {account.account_id} se {tenure} mahine ke liye {monthly} per month ki RD open karenge"),
                    [money_alts(instalment), months_text(tenure)]),
           facts=[ident("the new RD number", rd_id)])
    return say(["I want to stop one of my auto-debits and save the money in an RD instead.",
                "Can I replace a SIP auto-debit with a recurring deposit?", "I'd like to redirect a monthly debit into an RD."],
               hi=["मुझे अपना एक ऑटो-डेबिट बंद करना है और वही पैसा आरडी में बचाना है।",
                   "क्या मैं एक SIP ऑटो-डेबिट की जगह रेकरिंग डिपॉज़िट कर सकता हूँ?",
                   "हर महीने कटने वाले एक डेबिट को आरडी में लगाना चाहता हूँ।",
                   "एक मैंडेट रद्द करके उसकी जगह आरडी शुरू करनी है।"],
               hinglish=["Mujhe apna ek auto-debit band karna hai aur wahi paisa RD mein save karna hai.",
                         "Kya main ek SIP auto-debit ki jagah recurring deposit kar sakta hoon?",
                         "Har mahine katne wale ek debit ko RD mein redirect karna chahta hoon.",
                         "Ek mandate cancel karke uski jagah RD start karni hai."])
