"""Held-out families on tax paperwork: Form 121 to stop TDS on deposit interest, the TDS certificate of a quarter
or a year, and a loan's interest certificate for a financial year.

The customer's words are in ``bank_gym/tasks/words/<family>.yaml``; the period, the estimates and the loan fill
their slots, in the language being spoken.
"""

from __future__ import annotations

from datetime import date

from ....bank import finance, rules
from ....bank.money import format_inr
from ....bank.rules import RUPEE
from ....bank.service_records import certificate_date, fy_of, loan_year, tds_quarters
from ...builder import BuildError, TaskBuilder, amount, ident, number, on_date, reveal_loan
from ...labels import local_date
from ...lang import say
from .. import held_out_family
from ..common import money_alts, pick_one


def _year_alternatives(year: str) -> list[str]:
    start = int(year[:4])
    return [year, year.replace("-", "–"), f"{start}-{start + 1}", f"FY {year}"]


# ---------------------------------------------------------------- Form 121


@held_out_family("edge_form_121", "edge_case", "deposits")
def edge_form_121(b: TaskBuilder) -> list[str]:
    """The interest earned this year and the TDS threshold, then Form 121 recorded on the customer's estimates;
    declined for a non-resident, without a PAN, or when a declaration is already on record."""
    profile = b.customer.profile
    tax = profile.tax
    if tax.fy_interest_paid <= 0:
        raise BuildError("no deposit interest this year yet")
    year = fy_of(b.session_date)
    resident = profile.residency == "RESIDENT"
    b.call("get_tds_details", financial_year=year)
    facts = [amount("the deposit interest paid this year", tax.fy_interest_paid)]
    if resident:
        senior = finance.resident_senior(b.customer)
        facts.append(amount("the TDS threshold", rules.TDS_THRESHOLD_SENIOR if senior else rules.TDS_THRESHOLD_GENERAL))
    b.step(b.says("interest_so_far"), facts=facts)

    so_far = tax.fy_interest_paid // RUPEE  # the year's estimate covers at least twice the interest so far
    interest = max(b.pick([35_000, 45_000, 60_000, 75_000, 90_000]), (so_far * 2 // 5_000 + 1) * 5_000) * RUPEE
    total = interest + b.pick([1_20_000, 1_60_000, 2_00_000, 2_40_000]) * RUPEE
    said = b.says("declare", total_income=format_inr(total), interest_income=format_inr(interest))
    if not resident:
        b.step(said, expects_decline=True, decline_reason=say(
            "Form 121 can be given only by a resident; as a non-resident your NRO interest carries TDS and NRE "
            "interest is exempt",
            hi="फ़ॉर्म 121 केवल निवासी (रेज़िडेंट) ग्राहक दे सकते हैं; अनिवासी होने के कारण आपके एनआरओ ब्याज पर टीडीएस कटता है "
               "और एनआरई ब्याज कर-मुक्त है",
            hinglish="Form 121 sirf resident customer de sakte hain; non-resident hone ki wajah se aapke NRO interest "
                     "par TDS katta hai aur NRE interest tax-free hai"))
    elif not tax.pan_on_file:
        b.step(said, expects_decline=True, decline_reason=say(
            "Form 121 is valid only with a PAN, and none is on record for you; please register your PAN first",
            hi="फ़ॉर्म 121 केवल पैन के साथ मान्य है, और आपका पैन हमारे रिकॉर्ड में नहीं है; कृपया पहले अपना पैन दर्ज करवाइए",
            hinglish="Form 121 sirf PAN ke saath valid hai, aur aapka PAN humare record mein nahi hai; please pehle "
                     "apna PAN register karwaiye"))
    elif tax.form_15g_15h_on_file:
        b.step(said, expects_decline=True, decline_reason=say(
            f"a no-deduction declaration for {year} is already on record, so no TDS is being deducted from your "
            "deposit interest; there is nothing to submit again",
            hi=f"{year} के लिए आपकी टीडीएस न काटने की घोषणा पहले से रिकॉर्ड में है, इसलिए दोबारा जमा करने की ज़रूरत "
               "नहीं है",
            hinglish=f"{year} ke liye aapka no-deduction declaration pehle se record mein hai, isliye dobara submit "
                     "karne ki zaroorat nahi hai"))
    else:
        out = b.call("submit_form_121", estimated_total_income=total // RUPEE, estimated_interest_income=interest // RUPEE,
                     financial_year=year)
        t, i = format_inr(total), format_inr(interest)
        b.step(said, confirm=(say(f"submit your Form 121 for {year}, declaring an estimated total income of {t} "
                                  f"and interest of {i}",
                                  hi=f"{year} के लिए आपका फ़ॉर्म 121 दर्ज करेंगे: अनुमानित कुल आय {t}, ब्याज आय {i}",
                                  hinglish=f"{year} ke liye aapka Form 121 submit karenge: estimated total income "
                                           f"{t}, interest income {i}"),
                              [money_alts(total), money_alts(interest)]),
               facts=[ident("the Form 121 reference number", out["reference"]),
                      on_date("the date it is valid until", date.fromisoformat(out["valid_until"]))])
    return b.says("opening")


# ---------------------------------------------------------------- a TDS certificate

_QUARTER_WORDS = {  # (English, Hindi, Hinglish) of a quarter: "Q3 of 2025-26 (October to December 2025)"
    "Q1": ("Q1 of {y} (April to June {a})", "{y} की पहली तिमाही (अप्रैल से जून {a})", "{y} ka Q1 (April se June {a})"),
    "Q2": ("Q2 of {y} (July to September {a})", "{y} की दूसरी तिमाही (जुलाई से सितंबर {a})",
           "{y} ka Q2 (July se September {a})"),
    "Q3": ("Q3 of {y} (October to December {a})", "{y} की तीसरी तिमाही (अक्टूबर से दिसंबर {a})",
           "{y} ka Q3 (October se December {a})"),
    "Q4": ("Q4 of {y} (January to March {n})", "{y} की चौथी तिमाही (जनवरी से मार्च {n})",
           "{y} ka Q4 (January se March {n})"),
}
_QUARTER_DETAIL = {"Q1": ("Q1", "first quarter", "पहली तिमाही"), "Q2": ("Q2", "second quarter", "दूसरी तिमाही"),
                   "Q3": ("Q3", "third quarter", "तीसरी तिमाही"), "Q4": ("Q4", "fourth quarter", "चौथी तिमाही")}


def _period(year: str, quarter: str | None) -> str:
    start = int(year[:4])
    if quarter is None:
        return say(f"the whole financial year {year}", hi=f"पूरे वित्त वर्ष {year}", hinglish=f"poore financial year {year}")
    en, hi, hg = (w.format(y=year, a=start, n=start + 1) for w in _QUARTER_WORDS[quarter])
    return say(en, hi=hi, hinglish=hg)


@held_out_family("tl_tds_certificate", "rare_tool", "deposits")
def tl_tds_certificate(b: TaskBuilder) -> list[str]:
    """The TDS on deposit interest in a quarter or a year, then its TDS certificate by email; declined when no TDS
    was deducted, before the quarter's certificate is issued, or without a PAN."""
    today = b.session_date
    year = fy_of(today)
    last = f"{int(year[:4]) - 1}-{int(year[:4]) % 100:02d}"
    _, quarters = tds_quarters(b.bank.customers[b.customer_id], b.bank.seed, last)
    roll = b.rng.random()
    pan = b.customer.profile.tax.pan_on_file
    taxed = [q for q in quarters if q.tds]
    untaxed = [q for q in quarters if q.interest and not q.tds]
    if roll < 0.15 and b.customer.profile.tax.fy_interest_paid:
        variant, asked_year, quarter = "pending", year, "Q1"
    elif roll < 0.3 and untaxed:
        variant, asked_year, quarter = "none", last, b.pick(untaxed).quarter
    elif taxed:
        variant, asked_year = "issued", last
        quarter = None if roll > 0.8 else b.pick(taxed).quarter
    else:
        raise BuildError("no TDS to certify in the last financial year")
    period = _period(asked_year, quarter)
    b.call("get_tds_details", financial_year=asked_year)
    if variant == "pending":
        tax = b.customer.profile.tax
        facts = [amount("the deposit interest paid this year", tax.fy_interest_paid),
                 amount("the TDS deducted", tax.fy_tds_deducted),
                 on_date("the date the certificate is available from", certificate_date(year, "Q1"))]
    else:
        rows = [q for q in quarters if quarter is None or q.quarter == quarter]
        facts = [amount("the deposit interest paid", sum(q.interest for q in rows)),
                 amount("the TDS deducted", sum(q.tds for q in rows))]
    b.step(b.says("tds", period=period), facts=facts)
    said = b.says("certificate", period=period)
    if variant == "pending":
        b.step(said, expects_decline=True, decline_reason=say(
            f"the certificate for that quarter is issued only from {certificate_date(year, 'Q1').isoformat()}",
            hi=f"उस तिमाही का सर्टिफ़िकेट {local_date(certificate_date(year, 'Q1'), 'hi')} से ही जारी होगा",
            hinglish=f"us quarter ka certificate {local_date(certificate_date(year, 'Q1'), 'hinglish')} se hi jaari hoga"))
    elif variant == "none":
        b.step(said, expects_decline=True, decline_reason=say(
            "no TDS was deducted from your interest in that quarter, so there is no TDS certificate for it",
            hi="उस तिमाही में आपके ब्याज से कोई टीडीएस नहीं कटा, इसलिए उसका कोई टीडीएस सर्टिफ़िकेट नहीं है",
            hinglish="us quarter mein aapke interest se koi TDS nahi kata, isliye uska koi TDS certificate nahi hai"))
    elif not pan:
        b.step(said, expects_decline=True, decline_reason=say(
            "TDS certificates are issued only against a PAN, and none is on record for you; please register your PAN",
            hi="टीडीएस सर्टिफ़िकेट केवल पैन पर जारी होता है, और आपका पैन हमारे रिकॉर्ड में नहीं है; कृपया अपना पैन दर्ज करवाइए",
            hinglish="TDS certificate sirf PAN par jaari hota hai, aur aapka PAN humare record mein nahi hai; please "
                     "apna PAN register karwaiye"))
    else:
        arguments = {"quarter": quarter} if quarter else {}
        out = b.call("request_tax_certificate", certificate="tds", financial_year=last, **arguments)
        must = [_year_alternatives(last)]
        if quarter:
            must.append(list(_QUARTER_DETAIL[quarter]))
        b.step(said, confirm=(say(f"email you the TDS certificate (Form 16A) for {period}",
                                  hi=f"{period} का टीडीएस सर्टिफ़िकेट (फ़ॉर्म 16A) आपको ईमेल करेंगे",
                                  hinglish=f"{period} ka TDS certificate (Form 16A) aapko email karenge"), must),
               facts=[ident("the certificate reference number", out["reference"])])
    return b.says("opening")


# ---------------------------------------------------------------- a loan's interest certificate

_LOAN_WORDS = {"home_loan": ("home loan", "होम लोन", "home loan"), "education_loan": ("education loan", "एजुकेशन लोन",
                                                                                  "education loan"),
               "personal_loan": ("personal loan", "पर्सनल लोन", "personal loan"),
               "car_loan": ("car loan", "कार लोन", "car loan"), "gold_loan": ("gold loan", "गोल्ड लोन", "gold loan")}


@held_out_family("tl_loan_interest_certificate", "rare_tool", "loans")
def tl_loan_interest_certificate(b: TaskBuilder) -> list[str]:
    """The interest and principal repaid on a loan in a completed financial year, then its interest certificate by
    email or as a download link."""
    year = fy_of(b.session_date)
    years = [f"{int(year[:4]) - k}-{(int(year[:4]) - k + 1) % 100:02d}" for k in (1, 1, 1, 2)]
    options = [(loan, y) for loan in b.customer.loans.values() for y in dict.fromkeys(years)
               if loan.status == "ACTIVE" and loan_year(loan, y)["emis"]]
    loan, fy = pick_one(b, options, "loan repaid in a past year")
    paid = loan_year(loan, fy)
    en, hi, hg = _LOAN_WORDS[loan.loan_type]
    b.call("get_loan_interest_summary", loan_id=loan.loan_id, financial_year=fy)
    b.step(b.says("summary", loan=say(en, hi=hi, hinglish=hg), year=fy), reveals=[reveal_loan(loan.loan_id)],
           facts=[amount("the loan interest paid", paid["interest"]), amount("the principal repaid", paid["principal"]),
                  number("the number of EMIs paid", paid["emis"])])
    mode = b.pick(["email", "email", "download"])
    delivery = say("by email", hi="ईमेल पर", hinglish="email par") if mode == "email" else say(
        "as a download link on my phone", hi="मेरे फ़ोन पर डाउनलोड लिंक के रूप में", hinglish="mere phone par download link ke roop mein")
    out = b.call("request_tax_certificate", certificate="loan_interest", financial_year=fy, loan_id=loan.loan_id,
                 delivery_mode=mode)
    how = say("by email to your registered email address", hi="आपके रजिस्टर्ड ईमेल पर", hinglish="aapke registered email par") \
        if mode == "email" else say("as a download link by SMS", hi="डाउनलोड लिंक के रूप में एसएमएस से",
                                    hinglish="download link ke roop mein SMS se")
    mode_words = ["email", "e-mail", "ईमेल", "mail"] if mode == "email" else ["download", "link", "डाउनलोड", "लिंक"]
    b.step(b.says("certificate", year=fy, delivery=delivery),
           confirm=(say(f"send the interest certificate of loan {loan.loan_id} for {fy} {how}",
                        hi=f"लोन {loan.loan_id} का {fy} का ब्याज सर्टिफ़िकेट {how} भेजेंगे",
                        hinglish=f"loan {loan.loan_id} ka {fy} ka interest certificate {how} bhejenge"),
                    [[loan.loan_id], _year_alternatives(fy), mode_words]),
           facts=[ident("the certificate reference number", out["reference"])])
    return b.says("opening")
