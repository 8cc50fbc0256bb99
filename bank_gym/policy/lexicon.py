"""Hindi and Hinglish query words in the knowledge base's English terms, so its search serves all three languages.

The knowledge base is written in English and indexed with BM25 (``policy.search``). A query in Devanagari shares no
token with it, and a Hinglish one shares only its English banking words ("FD", "nominee") and loses the Hindi ones
("byaj", "shikayat"). ``query_terms`` maps a query's words to the English terms the sections use:

* Devanagari words: banking loanwords (एफडी, केवाईसी, नॉमिनी) and Hindi words (ब्याज, शिकायत, परिपक्वता) are
  looked up after light normalisation (nukta and chandrabindu folded, common inflections stripped: खातों, खाते ->
  खाता); Hindi function words are dropped.
* Latin words: the romanised Hindi of Hinglish (byaj, khata, shikayat, wapas) in its common spellings; English
  words pass through unchanged, so an English query is searched exactly as before.

The lexicon covers the banking vocabulary of the knowledge base's 24 topics, not the questions it is measured on
(``kb_questions.json``; recall@3 per language in docs/languages.md).
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["HINDI", "HINGLISH", "query_terms"]


def _table(text: str) -> dict[str, tuple[str, ...]]:
    """``word word2 = english terms`` lines -> {word: terms}."""
    out: dict[str, tuple[str, ...]] = {}
    for line in text.strip().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        left, right = line.split("=")
        terms = tuple(right.split())
        for word in left.split():
            out[word] = terms
    return out


# Devanagari -> English terms of the knowledge base ("-" = a function word, dropped).
HINDI = _table("""
एफडी एफ़डी = fixed deposit fd
आरडी = recurring deposit rd
डिपॉजिट डिपाजिट = deposit
सावधि = fixed term deposit
आवर्ती = recurring deposit
जमा = deposit
यूपीआई = upi
एनईएफटी नेफ्ट = neft
आरटीजीएस = rtgs
आईएमपीएस = imps
केवाईसी = kyc
पैन = pan
टीडीएस = tds
एटीएम = atm
पिन = pin
ओटीपी = otp
पासवर्ड = password
नॉमिनी नामिनी नामित = nominee
नामांकन नॉमिनेशन = nomination nominee
अकाउंट खाता खाते = account
कार्ड = card
डेबिट = debit
क्रेडिट = credit
लोन ऋण कर्ज कर्जा उधार = loan
ईएमआई किस्त किश्त = emi instalment
चेक = cheque
चेकबुक = cheque book
मैंडेट मेंडेट शासनादेश = mandate
ऑटोपे ऑटोपेमेंट = autopay
ब्रांच शाखा = branch
पॉलिसी = policy
बीमा इंश्योरेंस = insurance
रिफंड = refund
रिवर्सल रिवर्स = reversal reversed
ट्रांजैक्शन ट्रांजेक्शन लेनदेन = transaction
ट्रांसफर हस्तांतरण = transfer
पेमेंट भुगतान = payment
बैलेंस शेष = balance
मिनिमम न्यूनतम = minimum
मैक्सिमम अधिकतम = maximum
चार्ज शुल्क फीस = charge fee
पेनल्टी जुर्माना दंड = penalty
फॉर्म = form
ओम्बड्समैन ओंबड्समैन लोकपाल = ombudsman
आरबीआई रिजर्व = rbi reserve
डीआईसीजीसी = dicgc
एनआरआई = nri
एनआरई = nre
एनआरओ = nro
पीपीएफ = ppf public provident fund
एनएससी = nsc national savings certificate
केवीपी = kvp kisan vikas patra
एससीएसएस = scss senior citizens savings scheme
एसएसवाई सुकन्या = sukanya samriddhi ssy
समृद्धि = samriddhi
गोल्ड सोना सोने = gold
गहने गहना जेवर जेवरात आभूषण = jewellery ornament
स्टेटमेंट विवरण = statement
पासबुक = passbook
मोबाइल = mobile
ईमेल = email
पता = address
फ्रीज = freeze
ब्लॉक = block
लिमिट सीमा = limit
समयसीमा = timeline time limit
ब्याज इंटरेस्ट = interest
दर रेट = rate
शिकायत कंप्लेंट = complaint grievance
कर टैक्स = tax
कटौती = deduction deducted
स्रोत = source
वरिष्ठ सीनियर बुजुर्ग = senior
नागरिक सिटीजन = citizen
निष्क्रिय डॉर्मेंट = inoperative dormant
लावारिस अदावी = unclaimed
दावा क्लेम = claim
परिपक्वता मैच्योरिटी मैच्योर = maturity
अवधि टेन्योर कार्यकाल = tenure period
समय = time
मुआवजा हर्जाना क्षतिपूर्ति = compensation
धोखाधड़ी धोखा फ्रॉड ठगी = fraud
अनधिकृत अनऑथराइज्ड = unauthorised unauthorized
चोरी चुराया = stolen theft
खोया खो गुम = lost
विफल असफल फेल = failed
वापस लौटाना वापसी = refund reversal return
पैसा पैसे रुपये रुपया = money
राशि रकम = amount
बंद = close closed closure
समयपूर्व समय-पूर्व = premature
खोलना खोलने खुलवाना = open
नवीनीकरण रिन्यू रिन्यूअल = renewal renew
नाबालिग अवयस्क माइनर = minor
अभिभावक संरक्षक गार्जियन = guardian appointee
बच्चा बच्चे बच्ची संतान = child
बेटी बालिका = girl daughter
किसान = kisan
पेंशन = pension
वेतन तनख्वाह सैलरी = salary
घर मकान होम = home
गाड़ी कार = car
शिक्षा पढ़ाई एजुकेशन = education
मूल्य = value
अनुपात = ratio
बदलना बदलाव परिवर्तन अपडेट = change update
दस्तावेज कागजात डॉक्यूमेंट = documents
प्रमाण सबूत = proof
पहचान = identity
निवासी = resident
अनिवासी = non-resident nri
विदेश विदेशी = abroad foreign
प्रत्यावर्तन रिपैट्रिएशन = repatriation repatriable
मुद्रा करेंसी = currency
भेजना भेजने भेजें भेजा = send
नकद कैश = cash
निकासी निकालना निकाल = withdrawal withdraw
मुफ्त निःशुल्क फ्री = free
सुरक्षित सुरक्षा = safe safety security
नियम = rules
छूट = exempt exemption
प्रीमियम = premium
दुर्घटना एक्सीडेंट = accident
मृत्यु मौत = death dies
जीवन = life
कवर = cover covered
योजना स्कीम = scheme
बचत सेविंग्स सेविंग = savings
चालू करंट = current
मासिक = monthly
औसत = average
तिमाही = quarterly
वार्षिक सालाना = annual year
दिन = day
महीना महीने माह = month
साल वर्ष = year
उम्र आयु = age
बुनियादी बेसिक = basic
रोकना रोकें रुकवाना स्टॉप = stop
क्लियरिंग समाशोधन = clearing
वैधता वैध = validity valid
सकारात्मक पॉजिटिव = positive
ओवरड्राफ्ट = overdraft
कॉल कॉलर = call
लिंक = link
फोन = phone
संदेश मैसेज एसएमएस = message sms
अलर्ट = alert
रिपोर्ट सूचना = report
गोपनीय = secret
साझा शेयर = share
बीमित = insured insurance
गारंटी = guarantee
प्रमाणपत्र सर्टिफिकेट = certificate
ऑनलाइन = online
नेटबैंकिंग = internet banking
ऐप = app
आवेदन = apply application
ग्राहक = customer
बैंक = bank
सरकारी = government
ब्याजदर = interest rate
पूर्व पहले = before
बाद = after
हफ्ते सप्ताह = week
कामकाजी = working
घंटे = hours
सप्ताहांत छुट्टी = holiday
जोखिम = risk
ऊंचा उच्च = high
मध्यम = medium
कम निम्न = low
रीकेवाईसी = kyc updation
अद्यतन = updation update
आधार = aadhaar
वीडियो = video
पूरा संपूर्ण = full
आंशिक = partial
ज्यादा = more
हिस्सा = share part
एक्सटेंशन = extension extended
प्रीपेमेंट = prepayment
फोरक्लोजर = foreclosure
फ्लोटिंग = floating
फिक्स्ड निश्चित = fixed
ईबीएलआर रेपो = repo benchmark
गिरवी = pledge
नीलामी = auction
दोबारा = again
सक्रिय एक्टिव = reactivate active
डीईए = dea fund
फंड निधि = fund
कर-मुक्त करमुक्त = tax free exempt
डूब डूबना डूबे डूबा = fails failure
जमाकर्ता = depositor
चालू = current active
एलटीवी = ltv loan-to-value
दर्ज = register lodge file raise
पर्सनल व्यक्तिगत = personal
जल्दी = early
अपने-आप स्वतः ऑटो = automatically auto
बिना = without
एनएसीएच नाच = nach
स्टैंडिंग = standing
इंस्ट्रक्शन निर्देश = instruction
अंतर फर्क = difference
डॉलर = dollar foreign currency
छूटना छूटी छूटे = missed delay
जीरो शून्य = zero
निवेश = invest investment
सेवा सर्विस = service
नुकसान हानि = loss
जिम्मेदारी देनदारी = liability
भेज = send
तीन = three
चार = four
पांच = five
सात = seven
दस = ten
जवाब उत्तर = reply response
""")

# Hindi function words and question words: no content for the search.
HINDI_STOP = frozenset("""
है हैं था थी थे हो होता होती होते होगा होगी होंगे होना का की के को में मे से पर और या व क्या कैसे कितना कितनी
कितने कब कहां कौन कौनसा कौनसी मेरा मेरी मेरे मुझे मैं हम हमें हमारा आप आपका आपकी आपके अपना अपनी अपने यह वह ये
वो इस उस इसे उसे इसका उसका एक भी तो ही न कर करना करें करने करता करती करते करवाना करवानी करानी किया कराना सकता
सकती सकते सकें चाहिए चाहता चाहती जाता जाती जाते जाए जाएगा जाएगी जाएंगे जा गया गई गए लिए बारे बताइए बताएं बताओ
बताएँ बताना कृपया जी क्यों अगर तब जब वाला वाली वाले लगता लगती लगेगा लगेगी मिलता मिलती मिलेगा मिलेगी मिलते मिल
रहा रही रहे दें दीजिए दो देना देते देता देती कोई कुछ सब सभी किस किसी जो जिस जिसे तरह बार अभी अब फिर इसमें
उसमें यहां वहां हाँ हां नमस्ते धन्यवाद प्लीज ठीक हूं हूँ रखना रखें ले लें लेना लेने सकूं पता-नहीं बताये बतायें
""".split())

# Romanised Hindi (Hinglish) -> English terms; English words are not listed (they pass through).
HINGLISH = _table("""
byaj byaaj biyaj = interest
dar = rate
jama jamaa = deposit
khata khaata khate khaate khaton = account
shikayat shikaayat = complaint grievance
rin rinn karz karj karza karja udhaar udhar = loan
kisht kist kishton = emi instalment
varishth vrishth varisht buzurg bujurg = senior
nagrik = citizen
band = close closed
kholna kholni kholne khulwana khulwani = open
wapas vapas wapis waapas = refund reversal return
paisa paise paisaa = money
rakam raqam raashi rashi = amount
seema sima = limit
samay = time
muavza muavaza muawza muaavza muavja harjana harjaana = compensation
dhokha dhoka dhokhadhadi dhokhadhari thagi = fraud
chori chura = stolen theft
kho khoya khoyi gum = lost
nabalig naabalig = minor
abhibhavak sanrakshak = guardian appointee
beti = girl daughter
bachcha bachche bacche bachchi baccha = child
tankhwah tankha = salary
ghar makaan = home
gaadi gadi = car
padhai = education
sona sone = gold
gehne gahne zevar jewar = jewellery ornament
pata = address
badalna badalni badalwana badalwani badlna badlav = change update
dastavez dastavej kagaz kaagaz kagzaat = documents
pehchan pehchaan = identity
nivasi = resident
videsh videshi = abroad foreign
bhejna bhejne bhejni bheja = send
nakad = cash
nikalna nikalne nikasi = withdrawal withdraw
muft = free
suraksha surakshit = safety safe security
niyam = rules
chhoot chhut = exemption exempt
durghatna = accident
mrityu maut = death dies
jeevan = life
yojana = scheme
bachat = savings
mahina mahine = month
saal varsh = year
din = day
umar umr = age
rokna rokni rukwana rukwani = stop
kata kate kaat kat = deducted debited
jurmana = penalty
shulk = charge fee
nyuntam = minimum
adhiktam = maximum
paripakvata = maturity
avadhi = tenure period
lendenn lenden len-den = transaction
bhugtan = payment
kar-mukt karmukt = tax exempt
doob doobna duba doobe = fails failure
darj = register lodge file raise
jaldi = early
bina = without
fark farak antar = difference
nivesh = invest investment
nuksaan nuksan hani = loss
zimmedari jimmedari dendari = liability
bhej = send
jawab = reply response
teen = three
chaar char = four
paanch panch = five
saat = seven
das = ten
sarkari = government
kaamkaji = working
hafte = week
jokhim = risk
purana = old
naya naye nayi = new
bima beema = insurance
""")

# English abbreviations a Hindi or Hinglish query uses where the sections often spell the product out; expanded
# only in such a query (an English query is searched as written).
ABBREVIATIONS = {"fd": ("fd", "fixed", "deposit"), "rd": ("rd", "recurring", "deposit")}

HINGLISH_STOP = frozenset("""
hai hain tha thi the ho hota hoti hote hoga hogi honge ka ki ke ko mein me se par aur ya kya kaise kab kahan kaun
mera meri mere mujhe main hum humein aap aapka aapki aapke apna apni apne yeh ye woh wo vo is us ise use iska uska ek
bhi toh to hi na kar karna karein karen karne karta karti karte karwana karwani karani kiya sakta sakti sakte chahiye
chahta chahti jata jati jaate jaye jayega jayegi jaega jaegi ja gaya gayi gaye liye baare bataiye batayein batao
batana kripya ji kyun kyon agar tab jab wala wali wale lagta lagti lagega lagegi milta milti milega milegi milte mil
raha rahi rahe dein dijiye do dena dete deta deti koi kuch sab sabhi kis kisi jo jis jise tarah baar abhi ab phir
isme usme yahan wahan haan namaste dhanyavaad ok theek hoon rakhna rakhein le lein lena lene zara please kitna
""".split()) - frozenset(HINGLISH)

_DEVANAGARI = re.compile(r"[\u0900-\u097F]+(?:-[\u0900-\u097F]+)?")
_LATIN = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)?")
# inflections stripped (longest first) when a word is not in the lexicon as written: खातों -> खात(ा)
_SUFFIXES = ("ियों", "ियाँ", "ियां", "ाओं", "ाएं", "ाएँ", "ों", "ें", "ओं", "एं", "ी", "े", "ा", "ो")


def _fold(word: str) -> str:
    """Nukta and chandrabindu folded, zero-width joiners dropped (ज़ -> ज, ँ -> ं)."""
    word = unicodedata.normalize("NFD", word)
    word = word.replace("\u093c", "").replace("\u0901", "\u0902").replace("\u200d", "").replace("\u200c", "")
    return unicodedata.normalize("NFC", word)


_HINDI = {_fold(k): v for k, v in HINDI.items()}
_HINDI_STOP = frozenset(_fold(w) for w in HINDI_STOP)


def _hindi_terms(word: str) -> tuple[str, ...]:
    word = _fold(word)
    if word in _HINDI_STOP:
        return ()
    if word in _HINDI:
        return _HINDI[word]
    for part in word.split("-") if "-" in word else ():
        if part in _HINDI:
            return _HINDI[part]
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) > len(suffix) + 1:
            stem = word[: -len(suffix)]
            for candidate in (stem, stem + "ा", stem + "ी", stem + "ना"):
                if candidate in _HINDI:
                    return _HINDI[candidate]
    return ()


def query_terms(query: str) -> str:
    """``query`` with its Hindi and Hinglish words replaced by the knowledge base's English terms (English words
    kept as they are), ready for ``policy.search.tokenize``. A purely English query comes back unchanged."""
    text = query.lower()
    if not _DEVANAGARI.search(text) and not any(w in HINGLISH for w in _LATIN.findall(text)):
        return query
    out: list[str] = []
    for match in re.finditer(rf"{_DEVANAGARI.pattern}|{_LATIN.pattern}", text):
        word = match.group(0)
        if _DEVANAGARI.fullmatch(word):
            out.extend(_hindi_terms(word))
        elif word in HINGLISH:
            out.extend(HINGLISH[word])
        elif word in ABBREVIATIONS:
            out.extend(ABBREVIATIONS[word])
        elif word not in HINGLISH_STOP:
            out.append(word)
    return " ".join(out)
