"""Text normalization, tokens and sentences: the ground every other part of the language layer stands on.

Assistant messages arrive in every style models write: curly quotes, non-breaking spaces, markdown emphasis,
bullet lists, code spans. ``normalize`` maps them to one plain form (keeping ₹ and the original letters, so
character offsets stay meaningful for the lower-cased copy) and ``split_sentences`` cuts the result into
sentences without breaking decimals ("6.25"), abbreviations ("Rs. 500", "p.a.", "No.") or dates ("16.07.2026").

Hindi (Devanagari), Hinglish and mixed-script messages get one canonical spelling, and every pattern elsewhere
is written against it (``fold`` gives a pattern's own text the same form; ``word_pattern`` applies it):

* Devanagari digits are ASCII digits: "१,५०,०००" -> "1,50,000";
* the danda and double danda end sentences as a full stop: "हो गया।" -> "हो गया." (spaces before it dropped);
* the nukta is dropped, precomposed (U+0958-U+095F, ऩ ऱ ऴ) or combining (U+093C): "ज़रूर" -> "जरूर",
  "हज़ार" -> "हजार", "करोड़" -> "करोड", "डेढ़" -> "डेढ", "फ़ीसदी" -> "फीसदी", "आख़िरी" -> "आखिरी";
* chandrabindu is anusvara: "पाँच" -> "पांच", "हाँ" -> "हां";
* zero-width joiners and non-joiners, the BOM and soft hyphens are removed.

Devanagari words are words (letters, vowel signs, virama): "खाता" is one token, "खाताधारक" does not contain
the word "खाता", and "FD बुक" is two words. Nothing changes for ASCII text.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

MAX_READ_CHARS = 20_000  # everything reads at most this much of one message (bounded work on hostile input)

_TRANSLATE = str.maketrans({
    "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'", "\u02bc": "'",
    "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u2033": '"',
    "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": " - ", "\u2015": " - ", "\u2212": "-",
    "\u00a0": " ", "\u2009": " ", "\u202f": " ", "\u2007": " ", "\u200b": "", "\u200c": "", "\u200d": "",
    "\ufeff": "", "\u2026": "...", "\u2022": "-", "\u00b7": " ", "\u25cf": "-", "\u25aa": "-",
    "\u20a8": "Rs", "\uff05": "%", "\u00ad": "",
    # Devanagari: digits, nukta dropped, chandrabindu as anusvara (see the module docstring)
    **{chr(0x0966 + d): str(d) for d in range(10)},
    "\u093c": "", "\u0901": "\u0902",
    "\u0958": "\u0915", "\u0959": "\u0916", "\u095a": "\u0917", "\u095b": "\u091c", "\u095c": "\u0921",
    "\u095d": "\u0922", "\u095e": "\u092b", "\u095f": "\u092f", "\u0929": "\u0928", "\u0931": "\u0930",
    "\u0934": "\u0933",
})
# A Devanagari word character (letters, vowel signs, virama, anusvara, visarga; not the dandas, digits or the
# abbreviation sign) as a regex class body.
DEVANAGARI = "\u0900-\u0963\u0971-\u097f"
_DANDA = re.compile(r"[ \t]*[\u0964\u0965]+(?=([^\s\"')\]]?))")
_MARKDOWN = re.compile(r"(?<!\*)\*\*(?!\*)|__|`+|~~")
_STRUCK = re.compile(r"~~[^~\n]{1,300}?~~")
# an HTML comment the chat hides: a closed one anywhere, or an unclosed one that opens a line (an HTML block runs to
# the end); an unclosed "<!--" inside a line is shown as it is written
_HTML_COMMENT = re.compile(r"<!--.*?-->|(?:^|(?<=\n))[ \t]{0,3}<!--.*", re.DOTALL)
_BULLET = re.compile(r"(?m)^[ \t]*(?:[-*+•]|\d{1,2}[.)])[ \t]+")
_HEADING = re.compile(r"(?m)^[ \t]*#{1,6}[ \t]+")
_SINGLE_EMPHASIS = re.compile(r"(?<![\w*])\*(?=\S)([^*\n]{1,200}?)(?<=\S)\*(?![\w*])")
_SPACES = re.compile(r"[ \t\r\f\v]+")
# Invisible format characters (zero-width spaces and joiners, word joiner, bidi marks and isolates, BOM, soft
# hyphen, Mongolian vowel separator): dropped before anything else, so padding made of them neither hides text
# past the read limit nor splits a number, a word or a secret.
INVISIBLE = re.compile("[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e"
                       "\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\U000e0000-\U000e0fff]")


def strip_invisible(text: str) -> str:
    """``text`` without invisible format characters (see ``INVISIBLE``)."""
    return text if text.isascii() else INVISIBLE.sub("", text)


def normalize(text: object) -> str:
    """One plain form of a message: bounded length, straight quotes, plain spaces and dashes, no markdown
    emphasis or code marks, list bullets turned into line starts. Letters keep their case."""
    if not isinstance(text, str):
        text = "" if text is None else str(text)
    text = strip_invisible(text)[:MAX_READ_CHARS]
    if not text.isascii():
        text = fold(text)
        if "\u0964" in text or "\u0965" in text:
            text = _DANDA.sub(_danda, text)
    if "<!--" in text:  # an HTML comment: the customer's chat never shows it
        text = _HTML_COMMENT.sub(" ", text)
    if "*" in text or "_" in text or "`" in text or "~" in text:
        text = _STRUCK.sub(" ", text)  # struck-through words are withdrawn, not said ("~~₹X~~ **₹W**" says ₹W)
        text = _MARKDOWN.sub("", text)
        text = _SINGLE_EMPHASIS.sub(r"\1", text)
    if "#" in text:
        text = _HEADING.sub("", text)
    text = _BULLET.sub("\n", text)
    return _SPACES.sub(" ", text).strip()


def fold(text: str) -> str:
    """The character-level part of ``normalize`` (NFC, straight quotes and plain spaces, the canonical Devanagari
    spelling), without touching markdown, bullets or spacing: for a pattern's own text, so that it is spelled as
    the normalized messages it is compared with."""
    if text.isascii():
        return text
    return unicodedata.normalize("NFC", text).translate(_TRANSLATE)


def _danda(m: re.Match) -> str:
    return ". " if m.group(1) else "."  # "हो गया।अब" -> "हो गया. अब"


# ---------------------------------------------------------------- sentences

# A full stop after one of these does not end a sentence.
_ABBREVIATIONS = frozenset({
    "rs", "no", "nos", "p.a", "pa", "e.g", "i.e", "eg", "ie", "approx", "mr", "mrs", "ms", "dr", "st", "a/c", "ac",
    "vs", "etc", "incl", "min", "max", "yr", "yrs", "mo", "mos", "mths", "dt", "ref", "sr", "jr", "govt", "ltd",
    "pvt", "co", "inr", "a.m", "p.m", "am", "pm", "sec", "dept",
    "रु", "डॉ", "नं",  # "रु. 500", "डॉ. शर्मा", "खाता नं. 123"
})
_COMPANY = frozenset({"ltd", "pvt", "co", "inc", "corp"})  # a company's name may end a sentence
_BOUNDARY = re.compile(r"[.!?]+[\"')\]]*(?=\s|$)|\n+|;\s+|:\s*\n")


@dataclass(frozen=True)
class Sentence:
    start: int  # offsets into the normalized text
    end: int
    text: str  # lower case
    question: bool  # ends with "?"


def split_sentences(norm: str) -> tuple[Sentence, ...]:
    """Sentences of a normalized message (offsets into it). A question mark anywhere at a sentence end marks
    the sentence as a question."""
    out: list[Sentence] = []
    start = 0
    low = norm.lower()
    for match in _BOUNDARY.finditer(norm):
        mark = match.group(0)
        if mark.startswith("."):
            before = low[max(start, match.start() - 8):match.start()]
            word = re.split(r"[\s(]", before)[-1] if before else ""
            nxt = norm[match.end():match.end() + 2].lstrip()
            # "Rs. 500", "p.a. for", "16.07.2026", "6.25": no boundary
            ends_name = word.rstrip(".") in _COMPANY and nxt[:1].isupper()  # "… Bajaj Finance Ltd. What next?"
            if (word.rstrip(".") in _ABBREVIATIONS and not ends_name) or (nxt[:1].isdigit() and word[-1:].isdigit()):
                continue
            if nxt[:1].islower() and word.rstrip(".") in ("a", "p"):
                continue
        end = match.end()
        _add(out, norm, low, start, end)
        start = end
    _add(out, norm, low, start, len(norm))
    return tuple(out)


def _add(out: list[Sentence], norm: str, low: str, start: int, end: int) -> None:
    piece = low[start:end]
    stripped = piece.strip()
    if not stripped or not any(ch.isalnum() for ch in stripped):
        return
    lead = len(piece) - len(piece.lstrip())
    s, e = start + lead, start + lead + len(stripped)
    out.append(Sentence(s, e, low[s:e], "?" in stripped.rstrip("\"') ]")[-2:] or stripped.endswith("?")))


# ---------------------------------------------------------------- words

_WORD = re.compile(r"[a-z0-9₹]+(?:'[a-z]+)?|[" + DEVANAGARI + "]+")
_DEVANAGARI_CHAR = re.compile("[" + DEVANAGARI + "]")


def words(low: str) -> list[str]:
    """Lower-case word tokens (contractions kept whole: "isn't"; a Devanagari word is one token, and a Latin and
    a Devanagari run are two even when they touch)."""
    return _WORD.findall(low)


def word_set(low: str) -> frozenset[str]:
    return frozenset(words(low))


@lru_cache(maxsize=8192)
def word_pattern(phrase: str, before: str = "a-z0-9", after: str = "a-z0-9") -> re.Pattern:
    """``phrase`` (lower case) as a pattern that must not touch the characters ``before`` / ``after`` (a regex
    class body). Compiled once per phrase: record names, ids and keywords are many, and compiling them on every
    call would thrash the ``re`` module's small cache.

    A phrase with Devanagari is spelled the normalized way first (``fold``), and an end of it that is a
    Devanagari letter must not touch another Devanagari letter or vowel sign either (so "खाता" is not found in
    "खाताधारक", whatever ``before`` / ``after`` say)."""
    if not phrase.isascii():
        phrase = fold(phrase)
        if phrase and _DEVANAGARI_CHAR.match(phrase[0]):
            before += DEVANAGARI
        if phrase and _DEVANAGARI_CHAR.match(phrase[-1]):
            after += DEVANAGARI
    return re.compile(f"(?<![{before}])" + re.escape(phrase) + f"(?![{after}])")


def contains_word(low: str, phrase: str) -> bool:
    """Whether ``phrase`` (lower case) occurs in ``low`` on word boundaries."""
    if not phrase:
        return False
    return word_pattern(phrase).search(low) is not None


# a table column of the state before a change ("| | Pehle | Ab |", "| | Before | After |"): its cells are what was
_BEFORE_COLUMN = re.compile(r"^\W*(?:before|earlier|previous|previously|old|was|pehle|pahle|purana|purani|"
                            + fold("पहले|पुराना|पुरानी|पूर्व") + r")\W*$")
# ... and of the state after it: its cells are what is now ("| | Before | Now |", "| | Pehle | Ab |")
_AFTER_COLUMN = re.compile(r"^\W*(?:now|after|new|updated|revised|current|ab|abhi|baad mein|naya|nayi|"
                           + fold("अब|अभी|बाद में|नया|नई|नयी|वर्तमान") + r")\W*$")


def _column_header(low: str, at: int) -> str | None:
    """The header of the table column (markdown, outer pipes or not; "\\|" is no border) that position ``at``
    lies in: the cell above it in the first line of its block of lines with cells."""
    line_start = low.rfind("\n", 0, at) + 1
    if "|" not in low[line_start:at]:
        return None
    top = line_start
    while top > 0:  # the header is the first line of the table's block of lines with cells
        above = low.rfind("\n", 0, top - 1) + 1
        if "|" not in low[above:top - 1]:
            break
        top = above
    if top == line_start:
        return None
    end = low.find("\n", top)
    header = _cells(low[top:end if end >= 0 else len(low)])
    column = len(_cells(low[line_start:at])) - 1
    return header[column] if column < len(header) else None


def column_state(low: str, at: int) -> str | None:
    """"before" or "after" where position ``at`` lies in a table cell whose column header names the state before
    or after a change; None elsewhere."""
    header = _column_header(low, at)
    if header is None:
        return None
    return "before" if _BEFORE_COLUMN.match(header) else "after" if _AFTER_COLUMN.match(header) else None


_ROW_OPENING = re.compile(r"\s*\|?[\s*_]*")  # a table row up to its first cell's text (markup aside)
_CELL_BORDER = re.compile(r"(?<!\\)\|")


def own_now_cell(low: str, at: int, cues) -> bool:
    """Whether position ``at`` lies under an "after" column in a table row whose label cell one of ``cues`` (a
    fact's words) opens: "| Usable balance now | ₹23,976 | ₹22,976 |" under "| | Before | Now |"."""
    opening = _ROW_OPENING.match(low, low.rfind("\n", 0, at) + 1)
    return column_state(low, at) == "after" and any(c.match(low, opening.end()) for c in cues)


def label_cell_end(low: str, cue_start: int, at: int) -> int | None:
    """Where the cell that a fact's words open ends, when they open a table row ("| Usable balance now after the
    ₹1,000 debit | ₹22,976 |": the whole first cell is the row's label, figures in it included, and its value is
    the next cell's); None elsewhere ("| Foreclosure charge (3% of the outstanding principal) | ₹9,919 |" is
    another row's label, which the words only stand in)."""
    if _ROW_OPENING.match(low, low.rfind("\n", 0, cue_start) + 1, cue_start).end() != cue_start:
        return None
    line_end = low.find("\n", at)
    border = _CELL_BORDER.search(low, at, line_end if line_end >= 0 else len(low))
    return None if border is None else border.start()


def _cells(line: str) -> list[str]:
    """A table line's cells: split at unescaped pipes, an outer pipe at its start dropped."""
    parts = re.split(r"(?<!\\)\|", line.strip())
    return parts[1:] if parts and not parts[0].strip() and line.strip().startswith("|") else parts


_LATER_STATE = re.compile(r"\b(?:now|new|after|updated|remaining|revised|latest)\b")


def later_state(label: str) -> bool:
    """Whether a fact's label names the state after a change ("the amount payable now", "the new limit")."""
    return _LATER_STATE.search(label.lower()) is not None


# a statement with a tag ("…, right?", "…, है ना?"): told (or suggested), not asked
TAG_QUESTION = re.compile(fold(r",\s*(?:right|isn't it|is it not|correct|ok|okay|hai na|है ना|na|naa|ना)\s*\?\s*$"), re.I)


def list_heading(low: str, at: int) -> str:
    """The heading a list item's value is told under: the nearest line above the value's line that ends with a
    colon, with only other items ("label: value" lines) between ("पहली किस्त कटने के बाद खाते की स्थिति:" above
    "- बैलेंस: ₹X"); its qualifiers ("after") are the item's. Empty otherwise."""
    start = low.rfind("\n", 0, at) + 1
    if ":" not in low[start:at]:
        return ""  # not an item line
    end = start - 1
    while end > 0:
        begin = low.rfind("\n", 0, end) + 1
        line = low[begin:end].rstrip(" *_")
        if line.endswith(":"):
            return line
        if line.strip() and ":" not in line:
            return ""  # a sentence, not an item: no heading above
        end = begin - 1
    return ""
