"""Which record a status word is said of: the fact's own, or another one the message names ("the other cheques
are issued", "Cheque 291972 (₹8,560) - woh clear ho chuka hai" beside the stop of 291976). One status per record:
a status said of another record is no second value for the fact's."""

from __future__ import annotations

import re

from .analysis import Analysis
from .text import fold

_OTHER_RECORDS = re.compile(fold(r"\b(?:these|those|other|others|remaining|rest|baaki|baki|dusre|doosre|anya)\b"
                                 r"|बाकी|दूसरे|अन्य|(?:(?<![\u0900-\u097f])ये|\bye)(?![\u0900-\u097f\w])(?=[^.?!\n]*(?:हैं|\bhain\b))"))


def _of_other_records(analysis: Analysis, at: int, grounding=None) -> bool:
    """Whether the status at ``at`` is said of other records than the fact's ("the other cheques are issued"), or
    dates an event of the record's past that its records give ("| Issued on | 2026-06-24 |": issued, then cleared)."""
    sentence = analysis.sentence_at(at)
    if sentence is None:
        return False
    if _dated_past(analysis, at, grounding):
        return True
    clause = re.split(r"[;:,()\n]", analysis.low[sentence.start:at])[-1]
    if _SELECTING.search(clause) and _NAMED_AFTER_IT.search(analysis.low, at, sentence.end):
        return True  # "the only cheque that is issued and not yet cleared is 216008": the status picks a record out
    head = analysis.low[sentence.start:at]
    named = list(_NAMED_AFTER_IT.finditer(head))
    if named and re.fullmatch(r"\s*\([^()]*", head[named[-1].end():]) \
            and re.search(r"\b(?:that|which)\s+(?:is|are)\b", head[:named[-1].start()]):
        return True  # "… is 216008 (₹1,960 to Society maintenance, issued 2026-05-28)": the picked record's bracket
    m = _OTHER_RECORDS.search(clause + analysis.low[at:sentence.end])
    return m is not None and m.start() < len(clause)  # the plural before the status, its verb anywhere after


_ON_DATE = re.compile(r"[a-z\u0900-\u097f]+\s+(?:on|dated)\b[\s|:*]*")


def _dated_past(analysis: Analysis, at: int, grounding) -> bool:
    """The status at ``at`` dates an event its records give ("issued on 2026-06-24")."""
    dated = _ON_DATE.match(analysis.low, at)
    return bool(dated) and grounding is not None and any(
        0 <= d.start - dated.end() < 4 and any(d.matches(g) for g in grounding.dates) for d in analysis.dates)


# a defining clause, then the record it picks out: "the only cheque … that is issued … is **216008**"
_SELECTING = re.compile(r"\b(?:that|which)\s+(?:is|are)\s+(?:still\s+)?$")
_NAMED_AFTER_IT = re.compile(r"\b(?:is|are)\s+(?:cheque\s+|no\.?\s+)?[*_]*(?:[a-z]{2,6})?\d{4,}")


_NUMBERED = re.compile(r"(?<![₹\w.,-])\d{5,}(?!\w|[.,-]\d)")


def _other_item(analysis: Analysis, at: int, own_at: list[int], grounding=None) -> bool:
    """"बीमा प्रीमियम - भुगतान पाने वाला: LIC of India, ₹10,000 सालाना. यह चालू है" on a line of its own: "it" after
    a sentence that named the line's record, on a line where the fact's own status is not said, is that record; so is
    a status said in a sentence after a record number no write of the session touched ("Cheque 291972 (₹8,560) - woh
    clear ho chuka hai" beside the stop of 291976)."""
    sentence = analysis.sentence_at(at)
    writes = getattr(grounding, "write_outputs", None)
    if sentence is not None and writes:
        numbers = _NUMBERED.findall(analysis.low, sentence.start, at)
        if numbers and not any(numbers[-1] in text for text in writes):
            return True
    start = analysis.low.rfind("\n", 0, at) + 1
    end = analysis.low.find("\n", at)
    end = len(analysis.low) if end < 0 else end
    named_first = sentence is not None and analysis.low[start:sentence.start].strip() != ""
    return named_first and not any(start <= x < end for x in own_at)
