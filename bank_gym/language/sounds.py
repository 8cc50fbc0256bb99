"""How a word sounds, roughly: the consonant skeleton a loanword keeps in any script, so a name the bank writes in
English ("Pre-approved personal loan") is recognised when an assistant writes it in Devanagari ("प्री-अप्रूव्ड
पर्सनल लोन") or in other Roman spellings.

Vowels are dropped (Hindi marks them as signs, and romanisations differ most in them), aspirates fold into their
plain consonant (ph/फ, bh/भ, th/थ), near sounds share a letter (c/k/q, v/w, ś/ṣ/s, ड़/r) and doubled letters
collapse. Two words compare equal when their skeletons do; a phrase of several words is found when its skeletons
appear in a row. Short words (a skeleton of one letter) say too little and are never compared alone.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["skeleton", "sounds_like_phrase"]

_DEVANAGARI_CONSONANTS = {
    "क": "k", "ख": "k", "ग": "g", "घ": "g", "ङ": "n", "च": "c", "छ": "c", "ज": "j", "झ": "j", "ञ": "n",
    "ट": "t", "ठ": "t", "ड": "d", "ढ": "d", "ण": "n", "त": "t", "थ": "t", "द": "d", "ध": "d", "न": "n",
    "प": "p", "फ": "f", "ब": "b", "भ": "b", "म": "m", "य": "", "र": "r", "ल": "l", "व": "v", "श": "s",
    "ष": "s", "स": "s", "ह": "h", "ळ": "l", "ं": "n",
}
_NUKTA = {"क़": "k", "ख़": "k", "ग़": "g", "ज़": "z", "ड़": "r", "ढ़": "r", "फ़": "f", "य़": ""}
_LATIN_DIGRAPHS = (("ph", "f"), ("sh", "s"), ("ch", "c"), ("kh", "k"), ("gh", "g"), ("th", "t"), ("dh", "d"),
                   ("bh", "b"), ("ck", "k"), ("qu", "k"), ("x", "ks"), ("w", "v"), ("q", "k"))
_WORD = re.compile(r"[a-z]+|[\u0900-\u097f]+")


@lru_cache(maxsize=8192)
def skeleton(word: str) -> str:
    """The consonant skeleton of one word, Roman or Devanagari ("approved", "अप्रूव्ड" -> "prvd")."""
    out: list[str] = []
    if re.search(r"[\u0900-\u097f]", word):
        text = word
        for k, v in _NUKTA.items():
            text = text.replace(k, "\x00" + v)
        i = 0
        while i < len(text):
            ch = text[i]
            if ch == "\x00":
                out.append(text[i + 1] if i + 1 < len(text) else "")
                i += 2
                continue
            letter = _DEVANAGARI_CONSONANTS.get(ch)
            if letter is not None:
                out.append(letter)
            i += 1
    else:
        text = word.lower()
        text = re.sub(r"c(?=[eiy])", "s", text)
        for a, b in _LATIN_DIGRAPHS:
            text = text.replace(a, b)
        text = text.replace("c", "k")
        out = [ch for ch in text if ch.isalpha() and ch not in "aeiouy"]
    letters = "".join(out)
    letters = letters.replace("h", "") if len(letters) > 1 else letters  # aspirates and a final h are no sound
    return re.sub(r"(.)\1+", r"\1", letters)


def _skeletons(text: str) -> list[str]:
    return [s for s in (skeleton(w) for w in _WORD.findall(text.lower())) if s]


def sounds_like_phrase(text: str, phrase: str) -> bool:
    """Whether ``text`` says ``phrase`` in any script: the phrase's word skeletons, in a row (at least two
    words, or one word of three letters or more, so chance agreements stay rare)."""
    want = _skeletons(phrase)
    if not want or (len(want) == 1 and len(want[0]) < 3) or sum(len(w) for w in want) < 4:
        return False
    have = _skeletons(text)
    n = len(want)
    return any(have[i:i + n] == want for i in range(len(have) - n + 1))
