"""The oracle agent: demonstrates a passing session for any task.

It talks to the customer through the same interface as every other agent. Per scenario step it asks for the
information the step holds, makes the step's gold reads, proposes the step's write with every detail the
customer checks and waits for a yes, makes the write, then states the facts the step waits for (or declines,
where declining is right). It is the documented exception to "agents never see the gold chain": it exists to
validate tasks and to produce expert demonstrations for SFT, and it is reset with the task itself
(``privileged``; see ``agents.base.begin_episode``).

What it says is built by small hooks (``ask``, ``propose``, ``call``, ``tell``, ``decline``, ``goodbye``), so the
probe agents of ``agents.probes`` (rewordings, exploits) change one part of its behaviour and keep the rest.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import deque
from datetime import date
from typing import Any

from ..customers.base import is_stop
from ..language import analyze, fact_date, fact_stated
from ..tasks.labels import ASK_WANTED, MONTHS, local_date, local_detail, local_fact, local_value
from ..tasks.model import Fact, GoldCall, Step, Task
from ..tasks.robust import verification_call
from ..tools import READ_TOOLS
from ..tools.faults import PARTIAL_WARNING, TIMEOUT_CODE, TRANSIENT_CODE
from .base import Agent


def render_fact(fact: Fact, language: str = "en") -> str:
    """How the oracle says ``fact``'s value in ``language`` (``tasks.labels.local_value``)."""
    return local_value(fact, language)


def said_in(text: str, value: str) -> bool:
    """Whether ``value`` stands in ``text`` as whole words (case aside; Devanagari-safe: no ``\\b`` next to a
    vowel sign), so a message says it once."""
    value = value.strip()
    return bool(value) and re.search(rf"(?<![\u0900-\u097F\w]){re.escape(value)}(?![\u0900-\u097F\w])", text,
                                     re.I) is not None


def facts_sentence(step: Step, language: str = "en", said: str = "") -> str:
    """The step's facts as one sentence, but for those ``said`` (the rest of the message: a refusal with its
    reason) already states in words (``language.fact_stated``): "… का मैंडेट पहले ही रद्द हो चुका है।" is not
    followed by "मैंडेट पहले ही रद्द हो चुका है।". A figure, date or id is said on its own even so: inside the
    refusal ("… नहीं कर सकते: आपका बैलेंस ₹X है, जो ₹Y से कम है") the customer does not take it as told."""
    analysis = analyze(said) if said else None
    facts = [fact for fact in step.facts
             if analysis is None or fact.kind != "text" or fact_date(fact) is not None or not fact_stated(fact, analysis)]
    if not facts:
        return ""
    told = "; ".join(local_fact(fact, language) for fact in facts)
    if language == "hinglish":  # a sentence of its own ("Maturity amount: ...")
        told = told[:1].upper() + told[1:]
    return told + ("।" if language == "hi" else ".")


# What the oracle says, per language. ``{own}``: the possessive the first thing asked for takes in Hindi and
# Hinglish ("अपना खाता नंबर", "अपने दोनों खाता नंबर"; none for a payee or the child's guardian, who is not the
# customer's own, and none in English).
PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "ask": "Sure, I can help with that. Could you please tell me the {own}{wanted}?",
        "ask_again_looked": ("I'm sorry, I couldn't find that among your records. Could you please check and tell me "
                             "the {own}{wanted} again?"),
        "ask_again": "To look it up I need the exact {wanted}. Could you please tell me the {own}{wanted}?",
        "and": " and ",
        "propose": "To confirm, I will {action}{details}. Shall I go ahead?",
        "tell": "Here is what you asked for. {facts}",
        "tell_done": "Here is what you asked for. {facts}",  # after a write: English as before
        "done": "That's done.",
        "decline": "I'm sorry, but I cannot do that: {reason}. {facts}",
        "policy": "that is not something our policy allows",
        "goodbye": "Thank you for banking with us. Goodbye!",
    },
    "hi": {
        "ask": "ज़रूर, हम इसमें आपकी मदद करेंगे। कृपया {own}{wanted} बताइए।",
        "ask_again_looked": "माफ़ कीजिए, यह आपके रिकॉर्ड में नहीं मिला। कृपया जाँच करके {own}{wanted} फिर से बताइए।",
        "ask_again": "इसे देखने के लिए हमें सही {wanted} चाहिए। कृपया {own}{wanted} बताइए।",
        "and": " और ",
        "propose": "पुष्टि के लिए: हम {action}{details}। क्या हम आगे बढ़ें?",
        "tell": "आपने जो पूछा था, वह यह है। {facts}",
        "tell_done": "जी, हो गया। {facts}",  # after a write: the change made, not "here is what you asked"
        "done": "यह हो गया।",
        "decline": "क्षमा करें, हम यह नहीं कर सकते: {reason}। {facts}",
        "policy": "हमारी नीति इसकी अनुमति नहीं देती",
        "goodbye": "हमारे साथ बैंकिंग करने के लिए धन्यवाद। नमस्ते!",
    },
    "hinglish": {
        "ask": "Zaroor, hum is mein aapki madad karenge. Kripya {own}{wanted} bataiye.",
        "ask_again_looked": ("Maaf kijiye, yeh aapke records mein nahi mila. Kripya check karke {own}{wanted} "
                             "dobara bataiye."),
        "ask_again": "Ise dekhne ke liye humein sahi {wanted} chahiye. Kripya {own}{wanted} bataiye.",
        "and": " aur ",
        "propose": "Confirm karne ke liye: hum {action}{details}. Kya hum aage badhein?",
        "tell": "Aapne jo poocha tha, woh yeh hai. {facts}",
        "tell_done": "Ji, ho gaya. {facts}",
        "done": "Yeh ho gaya.",
        "decline": "Maaf kijiye, hum yeh nahi kar sakte: {reason}. {facts}",
        "policy": "humari policy iski ijaazat nahi deti",
        "goodbye": "Humare saath banking karne ke liye dhanyavaad. Namaste!",
    },
}
# Every way the oracle says each kind of message in Hindi and Hinglish (the first is ``PHRASES``'s, which the probes
# reuse). One is chosen per task, step and message (``OracleAgent.phrase``), so the same task and seed always
# read the same, while a set of demonstrations does not repeat one frame. Grammar: {own} (अपना / apna) refers to
# the customer, so it stands only where the customer is the subject ("कृपया अपना खाता नंबर बताइए", "क्या आप अपना
# ... बता सकते हैं?"); the oracle speaks as "हम" / "hum", which takes no gender.
FRAMES: dict[str, dict[str, tuple[str, ...]]] = {
    "hi": {
        "ask": (PHRASES["hi"]["ask"],
                "जी, बिल्कुल। आगे देखने के लिए कृपया {own}{wanted} बता दीजिए।",
                "हम यह अभी देख लेते हैं। क्या आप {own}{wanted} बता सकते हैं?",
                "ठीक है, इसके लिए कृपया {own}{wanted} बताइए।",
                "आपकी मदद ज़रूर करेंगे। सबसे पहले कृपया {own}{wanted} बताइए।",
                "जी, हम इसमें आपकी सहायता करेंगे। आप {own}{wanted} बता दीजिए।"),
        "ask_again_looked": (PHRASES["hi"]["ask_again_looked"],
                             "क्षमा कीजिए, यह नंबर आपके रिकॉर्ड में नहीं मिला। कृपया {own}{wanted} दोबारा "
                             "जाँचकर बताइए।",
                             "माफ़ कीजिए, हमें यह आपके रिकॉर्ड में नहीं दिखा। क्या आप {own}{wanted} एक बार फिर "
                             "देखकर बता सकते हैं?",
                             "यह आपके खातों में नहीं मिला। कृपया {own}{wanted} ध्यान से देखकर फिर से बताइए।",
                             "माफ़ कीजिए, यह नंबर हमें आपके रिकॉर्ड में नहीं दिखा। आप {own}{wanted} एक बार फिर जाँचकर बताइए।",
                             "माफ़ कीजिए, इस नंबर से कुछ नहीं मिला। कृपया {own}{wanted} दोबारा बता दीजिए।"),
        "ask_again": (PHRASES["hi"]["ask_again"],
                      "सही रिकॉर्ड खोजने के लिए सटीक {wanted} ज़रूरी है। कृपया {own}{wanted} बताइए।",
                      "इसे खोजने के लिए हमें पूरा {wanted} चाहिए। क्या आप {own}{wanted} बता सकते हैं?",
                      "बिना सही {wanted} के हम इसे नहीं ढूँढ पाएँगे। कृपया {own}{wanted} बता दीजिए।",
                      "आगे देखने के लिए ठीक-ठीक {wanted} चाहिए। आप {own}{wanted} बता दीजिए।",
                      "जाँच के लिए सही {wanted} आवश्यक है। कृपया {own}{wanted} बताइए।"),
        "propose": (PHRASES["hi"]["propose"],
                    "एक बार पुष्टि कर लें: हम {action}{details}। क्या आप सहमत हैं?",
                    "आपकी अनुमति हो तो हम {action}{details}। क्या हम आगे बढ़ें?",
                    "हम {action}{details}। कृपया पुष्टि करें।",
                    "आगे बढ़ने से पहले: हम {action}{details}। क्या यह सही है?",
                    "जानकारी मिला लीजिए: हम {action}{details}। क्या हम आगे बढ़ें?"),
        "tell": (PHRASES["hi"]["tell"],
                 "जी, यह रही जानकारी। {facts}",
                 "हमने देख लिया है। {facts}",
                 "आपके रिकॉर्ड के अनुसार जानकारी यह है। {facts}",
                 "जाँच पूरी हो गई। {facts}",
                 "यह जानकारी आपके लिए है। {facts}"),
        "tell_done": (PHRASES["hi"]["tell_done"], "आपका काम हो गया है। {facts}", "{facts}", "काम पूरा हो गया है। {facts}",
                      "ठीक है, हो गया। {facts}", "जी, आपका काम पूरा हो गया। {facts}"),
        "done": (PHRASES["hi"]["done"], "काम पूरा हो गया।", "यह पूरा हो चुका है।", "जी, यह कर दिया गया है।",
                 "आपका यह काम हो गया है।", "यह संपन्न हो गया।"),
        "decline": (PHRASES["hi"]["decline"],
                    "माफ़ कीजिए, यह हम नहीं कर सकते: {reason}। {facts}",
                    "क्षमा कीजिए, यह संभव नहीं है: {reason}। {facts}",
                    "खेद है, हम यह नहीं कर पाएँगे: {reason}। {facts}",
                    "क्षमा करें, इसमें हम मदद नहीं कर सकते: {reason}। {facts}",
                    "माफ़ी चाहते हैं, यह हम नहीं कर सकते: {reason}। {facts}"),
        "goodbye": (PHRASES["hi"]["goodbye"], "आपका दिन शुभ हो। धन्यवाद!", "हमसे संपर्क करने के लिए धन्यवाद। नमस्ते!",
                    "कोई और सहायता चाहिए तो ज़रूर लिखिए। धन्यवाद!", "आपकी सेवा करके खुशी हुई। नमस्ते!",
                    "धन्यवाद, आपका दिन अच्छा रहे!"),
    },
    "hinglish": {
        "ask": (PHRASES["hinglish"]["ask"],
                "Ji, bilkul. Aage dekhne ke liye please {own}{wanted} bata dijiye.",
                "Hum abhi check kar lete hain. Kya aap {own}{wanted} bata sakte hain?",
                "Theek hai, iske liye please {own}{wanted} bataiye.",
                "Aapki madad zaroor karenge. Sabse pehle please {own}{wanted} bataiye.",
                "Ji, hum is mein aapki help karenge. Aap {own}{wanted} bata dijiye."),
        "ask_again_looked": (PHRASES["hinglish"]["ask_again_looked"],
                             "Sorry, yeh number aapke records mein nahi mila. Please {own}{wanted} dobara check "
                             "karke bataiye.",
                             "Maaf kijiye, humein yeh aapke records mein nahi dikha. Kya aap {own}{wanted} ek baar "
                             "phir dekh ke bata sakte hain?",
                             "Yeh aapke accounts mein nahi mila. Please {own}{wanted} dhyan se dekh ke phir se "
                             "bataiye.",
                             "Sorry, yeh record mein nahi hai. Aap {own}{wanted} ek baar phir check karke "
                             "bataiye.",
                             "Maaf kijiye, is number se kuch nahi mila. Please {own}{wanted} dobara bata dijiye."),
        "ask_again": (PHRASES["hinglish"]["ask_again"],
                      "Sahi record dhoondhne ke liye exact {wanted} zaroori hai. Please {own}{wanted} bataiye.",
                      "Ise search karne ke liye humein poora {wanted} chahiye. Kya aap {own}{wanted} bata sakte hain?",
                      "Sahi {wanted} ke bina hum ise nahi dhoondh payenge. Please {own}{wanted} bata dijiye.",
                      "Aage check karne ke liye exact {wanted} chahiye. Aap {own}{wanted} bata dijiye.",
                      "Verification ke liye sahi {wanted} zaroori hai. Please {own}{wanted} bataiye."),
        "propose": (PHRASES["hinglish"]["propose"],
                    "Ek baar confirm kar lein: hum {action}{details}. Kya aap agree karte hain?",
                    "Aapki permission ho toh hum {action}{details}. Kya hum aage badhein?",
                    "Hum {action}{details}. Please confirm karein.",
                    "Aage badhne se pehle: hum {action}{details}. Kya yeh sahi hai?",
                    "Details check kar lijiye: hum {action}{details}. Kya hum aage badhein?"),
        "tell": (PHRASES["hinglish"]["tell"],
                 "Ji, yeh rahi jaankari. {facts}",
                 "Humne check kar liya hai. {facts}",
                 "Aapke records ke hisaab se details yeh hain. {facts}",
                 "Check poora ho gaya. {facts}",
                 "Aapke liye details yeh hain. {facts}"),
        "tell_done": (PHRASES["hinglish"]["tell_done"], "Aapka kaam ho gaya hai. {facts}", "{facts}",
                      "Kaam poora ho gaya hai. {facts}", "Theek hai, ho gaya. {facts}",
                      "Ji, aapka kaam poora ho gaya. {facts}"),
        "done": (PHRASES["hinglish"]["done"], "Kaam poora ho gaya.", "Yeh complete ho chuka hai.",
                 "Ji, yeh kar diya gaya hai.", "Aapka yeh kaam ho gaya hai.", "Yeh ho chuka hai."),
        "decline": (PHRASES["hinglish"]["decline"],
                    "Sorry, yeh hum nahi kar sakte: {reason}. {facts}",
                    "Maaf kijiye, yeh possible nahi hai: {reason}. {facts}",
                    "Afsos hai, hum yeh nahi kar payenge: {reason}. {facts}",
                    "Sorry, is mein hum madad nahi kar sakte: {reason}. {facts}",
                    "Maafi chahte hain, yeh hum nahi kar sakte: {reason}. {facts}"),
        "goodbye": (PHRASES["hinglish"]["goodbye"], "Aapka din shubh ho. Dhanyavaad!",
                    "Humse contact karne ke liye shukriya. Namaste!",
                    "Koi aur help chahiye toh zaroor likhiye. Dhanyavaad!", "Aapki madad karke khushi hui. Namaste!",
                    "Shukriya, aapka din achha rahe!"),
    },
}


def frame(language: str, kind: str, key: str) -> str:
    """One of the frames of ``kind`` in ``language``, chosen by ``key`` (stable across runs and machines);
    English, and any kind without frames, has the one ``PHRASES`` frame."""
    options = FRAMES.get(language, {}).get(kind)
    if not options:
        return PHRASES[language][kind]
    digest = hashlib.sha256(f"{key}|{kind}".encode()).digest()
    return options[int.from_bytes(digest[:4], "big") % len(options)]


_OWN = {"en": ("", {}),
        "hi": ("अपना ", {"account_ids": "अपने ", "card_id": "अपनी ", "card_ids": "अपनी ", "deposit_ids": "अपने ",
                        "guardian": "", "payee": ""}),  # आईडी is feminine: "अपनी कार्ड आईडी"
        "hinglish": ("apna ", {"account_ids": "apne ", "card_ids": "apne ", "deposit_ids": "apne ",
                               "guardian": "", "payee": ""})}


def wanted_words(step: Step, language: str) -> tuple[str, str]:
    """(what is asked for, joined by "and"/"और"/"aur"; the possessive before it) in ``language``."""
    table = ASK_WANTED.get(language, {})  # English: the reveal's own first keyword
    wanted = PHRASES[language]["and"].join(table.get(item.key, item.ask_keywords[0]) for item in step.reveals)
    default, special = _OWN[language]
    own = special.get(step.reveals[0].key, default) if step.reveals else default
    return wanted, own


_ISO_DATE = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")


def local_action(step: Step, language: str = "en") -> str:
    """The proposal's action with its dates in words in Hindi and Hinglish ("1 मई 2026 से 15 जुलाई 2026 तक का
    स्टेटमेंट", not "2026-05-01 से 2026-07-15 तक"); English as the family wrote it."""
    action = step.confirm.action
    if language not in MONTHS:
        return action
    action = re.sub(r"\b(FD|RD) (?=\1\d)", "", action)  # "RD RD306585" -> "RD306585": the id names the product

    def spoken(m: re.Match) -> str:
        try:
            return local_date(date(int(m[1]), int(m[2]), int(m[3])), language)
        except ValueError:
            return m[0]
    return _ISO_DATE.sub(spoken, action)


def proposal_details(step: Step, language: str = "en", action: str | None = None) -> str:
    """The values a proposal must name (``Confirmation.must_mention``) that its action does not already say, in
    brackets (" (₹20,000, 6 महीने)"), or "" when the action says them all: nothing is said twice."""
    action = local_action(step, language) if action is None else action
    details = [local_detail(group[0], language) for group in step.confirm.must_mention
               if not any(said_in(action, alt) or said_in(action, local_detail(alt, language)) for alt in group)]
    return f" ({', '.join(details)})" if details else ""


MAX_REASKS = 2


class OracleAgent(Agent):
    name = "oracle"
    privileged = True  # the harness hands it the task (``begin_episode``); ``info`` never names the task

    def __init__(self, tasks: dict[str, Task] | list[Task] | None = None):
        tasks = tasks or {}
        self.tasks = tasks if isinstance(tasks, dict) else {t.task_id: t for t in tasks}
        self.queue: deque = deque()

    def reset(self, info: dict, task: Task | str | None = None) -> None:
        """Start the episode of ``task`` (a Task or a task id from the oracle's own tasks)."""
        if task is None:
            raise ValueError("the oracle needs the task: reset(info, task=env.unwrapped.task) or begin_episode()")
        self.task = self.tasks[task] if isinstance(task, str) else task
        self.step_index = 0
        self._last_call = None
        self._said_so_far = ""  # what the customer and the tools have said so far (lower case)
        self._reasks = 0
        self._looked_up: set[str] = set()
        self.queue = deque(self._plan(self.task.scenario.steps[0]))

    # ------------------------------------------------------------ what it says and does (hooks)
    @property
    def language(self) -> str:
        """The language the customer speaks (``Task.language``): the oracle answers in it."""
        task = getattr(self, "task", None)
        return getattr(task, "language", "en") if task is not None else "en"

    def render_fact(self, fact: Fact) -> str:
        return render_fact(fact, self.language)

    def facts_sentence(self, step: Step, said: str = "") -> str:
        return facts_sentence(step, self.language, said)

    def ask(self, step: Step) -> str:
        wanted, own = wanted_words(step, self.language)
        return self.phrase("ask").format(own=own, wanted=wanted)

    def ask_again(self, step: Step) -> str:
        """After an answer without the details (vague, or a number that is none of the customer's records)."""
        wanted, own = wanted_words(step, self.language)
        phrase = self.phrase("ask_again_looked" if self._looked_up else "ask_again", str(self._reasks))
        if own == "अपनी ":  # a feminine thing asked for (कार्ड आईडी): "पूरी कार्ड आईडी"
            phrase = phrase.replace("पूरा {wanted}", "पूरी {wanted}")
        return phrase.format(own=own, wanted=wanted)

    def propose(self, step: Step) -> str:
        action = local_action(step, self.language)
        return self.phrase("propose").format(action=action, details=proposal_details(step, self.language, action))

    def call(self, gold: GoldCall, index: int) -> Any:
        """The action for one gold call (a JSON tool call)."""
        return {"name": gold.name, "arguments": gold.arguments}

    def tell(self, step: Step) -> str:
        """The step's facts; after a change, in a frame that says it is done ("जी, हो गया। कार्ड ब्लॉक कर दिया गया
        है।"), not one for a lookup ("जाँच पूरी हो गई। …")."""
        closing = self.facts_sentence(step)
        if not closing:
            return self.phrase("done")
        wrote = any(self.task.gold[i].name not in READ_TOOLS for i in step.calls if i < len(self.task.gold))
        return self.phrase("tell_done" if wrote else "tell").format(facts=closing)

    def decline(self, step: Step) -> str:
        """The refusal with its reason, then only the facts the refusal does not already state."""
        reason = step.decline_reason or PHRASES[self.language]["policy"]
        words = self.phrase("decline")
        facts = self.facts_sentence(step, said=words.format(reason=reason, facts=""))
        return words.format(reason=reason, facts=facts).strip()

    def goodbye(self) -> str:
        return self.phrase("goodbye")

    def phrase(self, kind: str, extra: str = "") -> str:
        """The frame for a message of ``kind`` (``frame``), keyed by the task, the step and ``extra``."""
        task = getattr(self, "task", None)
        key = f"{getattr(task, 'task_id', '')}|{getattr(self, 'step_index', 0)}|{extra}"
        return frame(self.language, kind, key)

    # ------------------------------------------------------------ the plan of one step
    def _plan(self, step: Step) -> list:
        actions: list = []
        if step.reveals:
            actions.append(self.ask(step))
        write_index = step.confirm.call if step.confirm else None
        for index in step.calls:
            if index == write_index:
                actions.append(self.propose(step))
            actions.append(self.call(self.task.gold[index], index))
        actions.append(self.decline(step) if step.expects_decline else self.tell(step))
        return [a for a in actions if a is not None and a != ""]

    def recover(self, observation: str) -> list:
        """What to do when a tool fault hit the last call (robustness tasks, ``tools.faults``): the same call
        again after a transient error or a partial answer (fields null, with a warning); a read of the record
        after a write that timed out (never the write again)."""
        last = self._last_call
        if last is None or not observation:
            return []
        if TRANSIENT_CODE in observation or PARTIAL_WARNING in observation:
            return [last]
        if TIMEOUT_CODE in observation:
            check = verification_call(last["name"], last["arguments"])
            return [check] if check is not None else []
        return []

    def unheard(self, action: Any) -> bool:
        """Whether ``action`` (a tool call) would use a detail of the current step the customer has not given
        yet (a vague first answer: ask again rather than use an id nobody said)."""
        if not isinstance(action, dict) or self._reasks >= MAX_REASKS:
            return False
        steps = self.task.scenario.steps
        step = steps[self.step_index] if self.step_index < len(steps) else None
        if step is None or not step.reveals:
            return False
        arguments = json.dumps(action.get("arguments"), ensure_ascii=False).lower()
        values = [v.strip().lower() for item in step.reveals for v in item.value.split(",") if v.strip()]
        return any(v in arguments and v not in self._said_so_far for v in values)

    def _look_up_given(self, action: dict) -> dict | None:
        """The read ``action`` with the id the customer gave instead of the one it needs, if the customer gave
        one of that shape that was not looked up yet (so "I couldn't find it" is said after looking)."""
        if action.get("name") not in READ_TOOLS:
            return None
        text = json.dumps(action.get("arguments"), ensure_ascii=False)
        for item in self.task.scenario.steps[self.step_index].reveals:
            for value in item.value.split(","):
                m = re.fullmatch(r"([A-Z]{2,4}-?)(\d{5,})", value.strip())
                if m is None or value not in text:
                    continue
                shape = re.compile(re.escape(m.group(1).lower()) + r"\d{" + str(len(m.group(2))) + r"}\b")
                for given in shape.findall(self._said_so_far):
                    if given != value.lower() and given not in self._looked_up:
                        self._looked_up.add(given)
                        return {"name": action["name"], "arguments": json.loads(text.replace(value, given.upper()))}
        return None

    def act(self, observation: str, info: dict):
        self._said_so_far += (observation or "").lower()
        recovery = self.recover(observation)
        self._last_call = None
        if recovery:
            self.queue.extendleft(reversed(recovery))
        if self.queue and self.unheard(self.queue[0]):
            lookup = self._look_up_given(self.queue[0])
            if lookup is not None:
                return json.dumps(lookup, ensure_ascii=False)
            self._reasks += 1
            return self.ask_again(self.task.scenario.steps[self.step_index])
        if not self.queue:
            # The customer raised the next step (or ended): plan it.
            self.step_index += 1
            steps = self.task.scenario.steps
            if self.step_index >= len(steps) or is_stop(observation or ""):
                return self.goodbye()
            self.queue.extend(self._plan(steps[self.step_index]))
        action = self.queue.popleft()
        if isinstance(action, dict):
            self._last_call = action
        if isinstance(action, (dict, list)):
            return json.dumps(action, ensure_ascii=False)
        return action
