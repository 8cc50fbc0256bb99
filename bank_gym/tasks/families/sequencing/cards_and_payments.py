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
    reveal_account,
    reveal_card,
    rupee_arg,
    words,
)
from ...lang import say
from .. import family
from ..common import (
    balance_fact,
    card_label,
    cards_where,
    created_by,
    money_alts,
    pick_one,
)


@family("sq_card_freeze_check", "sequencing", "cards")
def sq_card_freeze_check(b: TaskBuilder) -> list[str]:
    card = pick_one(b, cards_where(b, "ACTIVE"), "active card")
    b.call("get_card_details", card_ids=[card.card_id])
    label = card_label(card)
    b.step(b.says("status", card=label), reveals=[reveal_card(card.card_id)],
           facts=[words("the card status", "active")])
    b.call("toggle_card_freeze", card_id=card.card_id, state="freeze")
    b.step(b.says("freeze"),
           confirm=(say(f"temporarily freeze card {card.card_id}", hi=f"कार्ड {card.card_id} को अस्थायी रूप से फ्रीज़ करेंगे",
                        hinglish=f"card {card.card_id} ko temporarily freeze karenge"), [[card.card_id], ["freeze"]]),
           facts=[words("that the card is frozen", "frozen")])
    b.call("get_card_details", card_ids=[card.card_id])
    b.step(b.says("recheck"), facts=[words("the new status", "frozen")])
    return b.says("opening", card=label)


@family("sq_card_block_replace", "sequencing", "cards")
def sq_card_block_replace(b: TaskBuilder) -> list[str]:
    card = pick_one(b, cards_where(b, "ACTIVE", "FROZEN"), "usable card")
    reason = b.pick(["stolen", "lost"])
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
    sr = created_by(b, "requests", "raise_request", category="general_query",
           description=f"Replacement card needed for blocked card {card.card_id}")
    b.step(b.says("replacement"),
           confirm=(say("raise a service request for a replacement card", hi="रिप्लेसमेंट कार्ड के लिए सर्विस रिक्वेस्ट दर्ज करेंगे",
                        hinglish="replacement card ke liye service request raise karenge"), [["replacement"]]),
           facts=[ident("the request number", sr)])
    b.call("get_request_status", request_id=sr)
    b.step(b.says("update"),
           facts=[on_date("the expected date", b.state.customer.requests[sr].eta)])
    gone_card = say(f"{reason} card", hi=f"{'चोरी हुए' if reason == 'stolen' else 'खोए हुए'} कार्ड", hinglish=f"{reason} card")
    return b.says("opening", card=label, gone=gone, gone_card=gone_card)


@family("sq_card_enable_international", "sequencing", "cards")
def sq_card_enable_international(b: TaskBuilder) -> list[str]:
    card = pick_one(b, [c for c in cards_where(b, "ACTIVE") if not c.controls.online.international.enabled], "card without international")
    cap = rules.DEBIT_CHANNEL_MAX["online"] if card.card_type == "DEBIT" else card.credit_limit
    limit = min(b.pick([10_000, 20_000, 25_000, 50_000]) * RUPEE, cap)
    b.call("get_card_details", card_ids=[card.card_id])
    label, x = card_label(card), format_inr(limit)
    b.step(b.says("international_status", card=label),
           reveals=[reveal_card(card.card_id)], facts=[words("whether international online use is enabled", "disabled", "not enabled", "off")])
    b.call("set_card_controls", card_id=card.card_id, online={"international": {"enabled": True, "daily_limit": rupee_arg(limit)}})
    b.step(b.says("enable", limit=x),
           confirm=(say(f"enable international online use on card {card.card_id} with a daily limit of {format_inr(limit)}",
                        hi=f"कार्ड {card.card_id} पर {x} की दैनिक सीमा के साथ इंटरनेशनल ऑनलाइन इस्तेमाल चालू करेंगे",
                        hinglish=f"card {card.card_id} par {x} ki daily limit ke saath international online use enable karenge"),
                    [[card.card_id], money_alts(limit)]),
           facts=[words("that it is enabled", "enabled")])
    b.call("get_card_details", card_ids=[card.card_id])
    b.step(b.says("verify"),
           facts=[amount("the international online daily limit", limit)])
    return b.says("opening", card=label)


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
                        hi=f"{payee} को जाने वाला {m} का मैंडेट {mandate.mandate_id} रद्द करेंगे",
                        hinglish=f"{payee} ko jaane wala {m} ka mandate {mandate.mandate_id} cancel karenge"),
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
