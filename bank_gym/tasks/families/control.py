"""Control families (7): straightforward one- or two-call requests."""

from __future__ import annotations

from datetime import timedelta

from ...bank import rules
from ...bank.money import format_inr
from ..builder import TaskBuilder, amount, ident, on_date, reveal_account, reveal_card, reveal_deposit, words
from ..lang import say
from . import family
from .common import active_accounts, balance_fact, cards_where, created_by, deposits_where, kyc_ok, pick_one


@family("hp_balance", "control", "accounts")
def hp_balance(b: TaskBuilder) -> list[str]:
    account = b.pick(list(b.customer.accounts.values()))
    b.call("get_account_balance", account_ids=[account.account_id])
    b.step(b.says("balance"), reveals=[reveal_account(account.account_id)], facts=[balance_fact(account)])
    return b.says("opening")


@family("hp_fd_maturity_info", "control", "deposits")
def hp_fd_maturity_info(b: TaskBuilder) -> list[str]:
    fd = pick_one(b, deposits_where(b, "FD", "ACTIVE"), "active FD")
    b.call("get_fd_details", deposit_ids=[fd.deposit_id])
    b.step(b.says("maturity"),
           reveals=[reveal_deposit(fd.deposit_id)],
           facts=[on_date("the maturity date", fd.maturity_date), amount("the maturity amount", fd.maturity_amount)])
    return b.says("opening")


@family("hp_card_freeze", "control", "cards")
def hp_card_freeze(b: TaskBuilder) -> list[str]:
    card = pick_one(b, cards_where(b, "ACTIVE"), "active card")
    b.call("get_card_details", card_ids=[card.card_id])
    b.call("toggle_card_freeze", card_id=card.card_id, state="freeze")
    b.step(b.says("freeze"),
           reveals=[reveal_card(card.card_id)],
           confirm=(say(f"temporarily freeze card {card.card_id}", hi=f"कार्ड {card.card_id} को अस्थायी रूप से फ्रीज़ करेंगे",
                        hinglish=f"card {card.card_id} ko temporarily freeze karenge"), [[card.card_id], ["freeze"]]),
           facts=[words("that it is frozen", "frozen")])
    return b.says("opening")


@family("hp_cheque_book", "control", "cheques")
def hp_cheque_book(b: TaskBuilder) -> list[str]:
    kyc_ok(b)
    account = pick_one(b, [a for a in active_accounts(b) if a.account_type in ("SAVINGS", "CURRENT", "SALARY")], "account")
    b.call("get_account_details", account_ids=[account.account_id])
    b.call("request_cheque_book", account_id=account.account_id, leaves=25)
    b.step(b.says("cheque_book", leaves=25),
           reveals=[reveal_account(account.account_id)],
           confirm=(say(f"order a 25-leaf cheque book for account {account.account_id}",
                        hi=f"खाता {account.account_id} के लिए 25 पन्नों (लीव्स) वाली चेक बुक भेजेंगे",
                        hinglish=f"account {account.account_id} ke liye 25 leaves wali cheque book order karenge"),
                    [[account.account_id], ["25"]]),
           facts=[words("the delivery time", "7 days", "seven days", (b.session_date + timedelta(days=7)).isoformat())])
    return b.says("opening")


@family("hp_mandate_cancel", "control", "mandates")
def hp_mandate_cancel(b: TaskBuilder) -> list[str]:
    mandate = pick_one(b, [m for m in b.customer.mandates.values() if m.status in ("ACTIVE", "PAUSED")], "active mandate")
    b.call("show_mandates", account_id=mandate.account_id)
    b.call("cancel_mandate", mandate_id=mandate.mandate_id)
    payee, monthly = mandate.payee, format_inr(mandate.amount)
    b.step(b.says("cancel", payee=payee),
           reveals=[reveal_account(mandate.account_id)],
           confirm=(say(f"cancel mandate {mandate.mandate_id} to {mandate.payee} for {format_inr(mandate.amount)}",
                        hi=f"{payee} को जाने वाला {monthly} का मैंडेट {mandate.mandate_id} रद्द करेंगे",
                        hinglish=f"{payee} ko jaane wala {monthly} ka mandate {mandate.mandate_id} cancel karenge"),
                    [[mandate.mandate_id, mandate.payee]]),
           facts=[words("that it is cancelled", "cancelled", "canceled")])
    return b.says("opening", payee=payee)


# The knowledge-base questions and follow-ups of hp_kb_question in Hindi and Hinglish (four ways each), by the
# English question (which stays the search query).
_KB_WORDS: dict[str, tuple[list[str], list[str]]] = {
    "Up to how much of my deposits are insured?": (
        ["मेरी जमा राशि का कितने तक का बीमा होता है?", "बैंक में रखी मेरी जमा रकम पर कितनी राशि तक बीमा कवर मिलता है?",
         "डिपॉज़िट इंश्योरेंस में मेरे कितने पैसे तक सुरक्षित रहते हैं?",
         "अगर बैंक को कुछ हो जाए, तो मेरी जमा में से कितनी रकम तक बीमित है?"],
        ["Mere deposits ka kitne tak insurance hota hai?",
         "Bank mein rakhe mere paison par kitne amount tak insurance cover milta hai?",
         "Deposit insurance mein mere kitne paise tak safe rehte hain?",
         "Agar bank ko kuch ho jaye toh mere deposits mein se kitna amount insured hai?"]),
    "What is the minimum amount for an RTGS transfer?": (
        ["आरटीजीएस ट्रांसफ़र के लिए कम से कम कितनी रकम होनी चाहिए?", "RTGS से न्यूनतम कितना पैसा भेजा जा सकता है?",
         "आरटीजीएस की मिनिमम लिमिट क्या है?", "आरटीजीएस से पैसे भेजने हों तो सबसे कम राशि कितनी होती है?"],
        ["RTGS transfer ke liye minimum kitna amount hona chahiye?", "RTGS se kam se kam kitna paisa bhej sakte hain?",
         "RTGS ki minimum limit kya hai?", "RTGS se paise bhejne ho toh sabse kam amount kitna hota hai?"]),
    "What is the maximum I can send by IMPS in one go?": (
        ["आईएमपीएस से एक बार में ज़्यादा से ज़्यादा कितना भेज सकते हैं?", "IMPS ट्रांसफ़र की एक बार की अधिकतम सीमा क्या है?",
         "एक ही ट्रांज़ैक्शन में आईएमपीएस से कितनी रकम तक भेजी जा सकती है?",
         "आईएमपीएस की मैक्सिमम लिमिट कितनी है, एक बार में?"],
        ["IMPS se ek baar mein maximum kitna bhej sakte hain?", "IMPS transfer ki per transaction limit kya hai?",
         "Ek hi transaction mein IMPS se kitne amount tak bhej sakte hain?", "IMPS ki max limit kitni hai, ek go mein?"]),
    "How much can I send to a person by UPI in a day?": (
        ["यूपीआई से किसी व्यक्ति को एक दिन में कितना पैसा भेज सकते हैं?",
         "UPI की एक दिन की लिमिट कितनी है, किसी व्यक्ति को भेजने के लिए?",
         "एक दिन में यूपीआई से किसी को ज़्यादा से ज़्यादा कितना ट्रांसफ़र हो सकता है?",
         "किसी दोस्त या रिश्तेदार को यूपीआई से रोज़ कितनी रकम तक भेजी जा सकती है?"],
        ["UPI se kisi person ko ek din mein kitna paisa bhej sakte hain?",
         "UPI ki daily limit kitni hai, kisi bande ko bhejne ke liye?",
         "Ek din mein UPI se kisi ko maximum kitna transfer ho sakta hai?",
         "Kisi dost ya relative ko UPI se roz kitne amount tak bhej sakte hain?"]),
    "How often do low-risk customers need to update KYC?": (
        ["कम जोखिम वाले ग्राहकों को कितने समय में केवाईसी अपडेट करानी होती है?",
         "लो-रिस्क ग्राहकों के लिए केवाईसी अपडेट कितने साल में ज़रूरी है?",
         "कम रिस्क कैटेगरी वालों को KYC कितनी बार अपडेट करवानी पड़ती है?",
         "अगर ग्राहक लो-रिस्क में है तो केवाईसी दोबारा कब-कब करानी होती है?"],
        ["Low-risk customers ko kitne time mein KYC update karwani hoti hai?",
         "Low risk walon ke liye KYC update kitne saal mein zaroori hai?",
         "Kam risk category walon ko KYC kitni baar update karani padti hai?",
         "Agar customer low-risk mein hai toh KYC dobara kab kab karani hoti hai?"]),
    "After how long without transactions does an account become inoperative?": (
        ["कितने समय तक कोई लेन-देन न हो तो खाता निष्क्रिय (इनऑपरेटिव) हो जाता है?",
         "बिना ट्रांज़ैक्शन के कितने समय बाद अकाउंट इनऑपरेटिव हो जाता है?",
         "खाते में लेन-देन बंद रहे तो कितनी अवधि के बाद वह निष्क्रिय माना जाता है?",
         "अगर खाते में कोई ट्रांज़ैक्शन ही न करें, तो वह कब इनऑपरेटिव हो जाएगा?"],
        ["Kitne time tak koi transaction na ho toh account inoperative ho jata hai?",
         "Bina transaction ke kitne samay baad account inoperative ho jata hai?",
         "Account mein len-den band rahe toh kitne time baad woh inoperative maana jata hai?",
         "Agar account mein koi transaction hi na karein, toh woh kab inoperative ho jayega?"]),
    "And what's my usable balance?": (
        ["और मेरा उपयोग योग्य बैलेंस कितना है?", "अच्छा, मेरे खाते में इस्तेमाल करने लायक बैलेंस कितना है?",
         "और मेरे अकाउंट में अभी कितनी रकम इस्तेमाल के लिए उपलब्ध है?", "साथ में मेरा यूज़ेबल बैलेंस भी बता दीजिए।"],
        ["Aur mera usable balance kitna hai?", "Achha, mere account mein use karne layak balance kitna hai?",
         "Aur mere account mein abhi kitna amount use ke liye available hai?",
         "Saath mein mera usable balance bhi bata dijiye."]),
    "And is my account active?": (
        ["और क्या मेरा खाता सक्रिय है?", "अच्छा, मेरा अकाउंट चालू है न?", "मेरे खाते का स्टेटस क्या है — एक्टिव है या नहीं?",
         "ज़रा देखिए, मेरा खाता अभी एक्टिव है क्या?"],
        ["Aur kya mera account active hai?", "Achha, mera account chalu hai na?",
         "Mere account ka status kya hai, active hai ya nahi?", "Zara dekhiye, mera account abhi active hai kya?"]),
    "And what is my own KYC status?": (
        ["और मेरी अपनी केवाईसी का स्टेटस क्या है?", "अच्छा, मेरी केवाईसी अभी किस स्थिति में है?",
         "मेरी खुद की KYC का स्टेटस क्या है, बताइए।", "ज़रा मेरी केवाईसी की स्थिति भी देख लीजिए।"],
        ["Aur meri apni KYC ka status kya hai?", "Achha, meri KYC abhi kis status mein hai?",
         "Meri khud ki KYC ka status bataiye.", "Zara meri KYC ka status bhi check kar lijiye."]),
}


def _kb_say(english: str) -> list[str]:
    hi, hinglish = _KB_WORDS[english]
    return say([english], hi=hi, hinglish=hinglish)


@family("hp_kb_question", "control", "knowledge")
def hp_kb_question(b: TaskBuilder) -> list[str]:
    """A rule from the knowledge base, then the customer's own record it applies to."""
    account = b.pick(list(b.customer.accounts.values()))
    balance_read = ("get_account_balance", "And what's my usable balance?", lambda: balance_fact(account))
    status_read = ("get_account_details", "And is my account active?", lambda: words("the account status", account.status.lower()))
    kyc_read = ("get_account_details", "And what is my own KYC status?",
                lambda: words("your KYC status", b.customer.profile.kyc.status.lower()))
    question, fact, (tool, follow_up, record_fact) = b.pick([
        ("Up to how much of my deposits are insured?", amount("the insurance cover", rules.DICGC_COVER), balance_read),
        ("What is the minimum amount for an RTGS transfer?", amount("the RTGS minimum", 2 * rules.LAKH), balance_read),
        ("What is the maximum I can send by IMPS in one go?", amount("the IMPS limit", 5 * rules.LAKH), balance_read),
        ("How much can I send to a person by UPI in a day?", amount("the UPI limit", 1 * rules.LAKH), balance_read),
        ("How often do low-risk customers need to update KYC?", words("the KYC period", "10 years", "ten years"), kyc_read),
        ("After how long without transactions does an account become inoperative?", words("the period", "2 years", "two years"), status_read),
    ])
    b.call("search_knowledge_base", query=question)
    b.step(_kb_say(question), facts=[fact])
    b.call(tool, account_ids=[account.account_id])
    b.step(_kb_say(follow_up), reveals=[reveal_account(account.account_id)], facts=[record_fact()])
    hi, hinglish = _KB_WORDS[question]
    return say([question, f"Quick question: {question[0].lower() + question[1:]}", f"Hi, I wanted to ask: {question[0].lower() + question[1:]}"],
               hi=[hi[0], f"एक छोटा-सा सवाल है: {hi[1]}", f"मुझे यह जानना था: {hi[2]}", f"एक जानकारी चाहिए थी — {hi[3]}"],
               hinglish=[hinglish[0], f"Ek chhota sa sawaal hai: {hinglish[1]}", f"Mujhe yeh jaanna tha: {hinglish[2]}",
                         f"Ek jaankari chahiye thi - {hinglish[3]}"])


@family("hp_complaint_then_human", "control", "handoff")
def hp_complaint_then_human(b: TaskBuilder) -> list[str]:
    sr = created_by(b, "requests", "raise_request", category="service_quality", description="Rude behaviour at the branch counter")
    b.step(say(["I want to complain about rude staff at my branch."],
               hi=["मुझे अपनी ब्रांच के स्टाफ़ के बदतमीज़ व्यवहार की शिकायत करनी है।",
                   "मेरी शाखा के कर्मचारियों ने बहुत रूखा बर्ताव किया, इसकी शिकायत दर्ज करानी है।",
                   "ब्रांच में स्टाफ़ ने मुझसे बदतमीज़ी की, इसकी कंप्लेंट लिखिए।",
                   "मेरी ब्रांच के काउंटर पर स्टाफ़ का रवैया बहुत ख़राब था — इसकी शिकायत करनी है।"],
               hinglish=["Mujhe apni branch ke rude staff ki complaint karni hai.",
                         "Meri branch ke staff ne bahut rude behave kiya, iski complaint darj karni hai.",
                         "Branch mein staff ne mujhse badtameezi ki, iski complaint likhiye.",
                         "Branch counter par staff ka attitude bahut kharab tha, complaint karni hai."]),
           confirm=(say("raise a service-quality complaint about the branch staff",
                        hi="ब्रांच स्टाफ़ के व्यवहार के बारे में सर्विस क्वालिटी की शिकायत (कंप्लेंट) दर्ज करेंगे",
                        hinglish="branch staff ke baare mein service quality ki complaint raise karenge"), [["complaint"]]),
           facts=[ident("the complaint number", sr)])
    b.call("transfer_to_human_agents", compare_args=[], summary=f"Customer raised complaint {sr} and asked for a human agent")
    b.step(say(["Now I'd like to speak to a human officer about it."],
               hi=["अब इस बारे में मुझे किसी अधिकारी से सीधे बात करनी है।",
                   "कृपया अब इस मामले में मेरी बात किसी बैंक अधिकारी से करवाइए।",
                   "इस पर मुझे किसी अफ़सर से बात करनी है, उनसे कनेक्ट कर दीजिए।",
                   "इस शिकायत के बारे में अब किसी इंसान से बात करवाइए, किसी अधिकारी से।"],
               hinglish=["Ab is baare mein mujhe kisi officer se directly baat karni hai.",
                         "Please ab is maamle mein meri baat kisi bank officer se karwaiye.",
                         "Is par mujhe kisi officer se baat karni hai, unse connect kar dijiye.",
                         "Is complaint ke baare mein ab kisi insaan se baat karwaiye, kisi human agent se."]),
           facts=[words("that you are being transferred", "transfer")])
    return say(["I have a complaint about my branch staff.", "I was treated badly at your branch.", "I need to register a complaint."],
               hi=["मुझे अपनी ब्रांच के स्टाफ़ के बारे में शिकायत है।", "आपकी ब्रांच में मेरे साथ बहुत बुरा बर्ताव हुआ।",
                   "मुझे एक शिकायत दर्ज करानी है।", "ब्रांच में जो हुआ, उससे मैं बहुत नाराज़ हूँ।"],
               hinglish=["Mujhe apni branch ke staff ke baare mein complaint hai.",
                         "Aapki branch mein mere saath bahut bura behaviour hua.",
                         "Mujhe ek complaint register karni hai.", "Branch mein jo hua, us se main bahut naraz hoon."])
