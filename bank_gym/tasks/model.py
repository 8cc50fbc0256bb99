"""The task model: who is logged in, what the customer wants (a structured scenario), and the gold chain.

A task is plain, validated data (pydantic) and round-trips through JSON Lines unchanged.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, field_validator

Category = Literal["sequencing", "edge_case", "rare_tool", "control", "safety"]
ProductArea = Literal[
    "accounts", "transactions", "cards", "deposits", "loans", "mandates", "cheques", "address",
    "service_requests", "insurance", "knowledge", "calculators", "schemes", "handoff",
]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class GoldCall(_Model):
    """One call of the gold chain.

    ``compare_args``: None = compare every parameter of the tool (omitted ones by their defaults) except the ones
    the tool declares uncompared (free text, presentation); [] = the tool name suffices; a list = those keys.
    ``depends_on``: indices of gold calls that a matching agent call must come after: data dependencies, the
    customer's order of changes and the writes a read verifies, nothing else (``tasks.chain`` states the rule).
    ``required``: False for a redundant read (every fact it shows an earlier gold call already showed): an agent
    may make it, the verdict does not demand it.
    ``also_by``: other read tools that show the same facts for this read (the KYC status from ``get_kyc_status`` as
    from ``get_account_details``, the TDS threshold from ``get_tds_details`` as from the knowledge base): a
    successful call of one of them, with any arguments, satisfies this read. Left out of released rows when empty.
    """

    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)
    compare_args: list[str] | None = None
    depends_on: list[int] = Field(default_factory=list)
    # Index of an earlier identical gold call whose matching agent call may also satisfy this one.
    reuse_of: int | None = None
    required: bool = True  # left out of the released rows when True
    also_by: list[str] = Field(default_factory=list)

    @field_validator("also_by")
    @classmethod
    def _reads_only(cls, tools: list[str]) -> list[str]:
        from ..tools import REGISTRY  # on use: the task model loads without the tools

        for name in tools:
            spec = REGISTRY.get(name)
            if spec is None or spec.kind != "read":
                raise ValueError(f"also_by names {name!r}, which is not a read tool")
        return tools


class Fact(_Model):
    """Something the customer waits to hear before a step is done.

    ``kind``: "amount" (paise in ``value``; matched as a rupee figure in the text), "number" (a decimal string in
    ``value``, e.g. a rate "7.25"), "text" (any of ``patterns`` appears, case-insensitive) or "id" (``value``
    appears as a whole token).
    """

    label: str
    kind: Literal["amount", "number", "text", "id"]
    value: str | int | None = None
    patterns: list[str] = Field(default_factory=list)


class InfoItem(_Model):
    """A piece of information the customer reveals only when the assistant asks for it."""

    key: str
    value: str
    ask_keywords: list[str]
    reply: str


class Confirmation(_Model):
    """The write the customer expects to be proposed in a step, and what the proposal must mention."""

    action: str
    must_mention: list[list[str]] = Field(default_factory=list)  # each inner list: alternatives, one must appear
    call: int  # index of the gold write this confirmation authorises


class Step(_Model):
    requests: list[str]  # phrasings of what the customer asks in this step (one is chosen, seeded)
    reveals: list[InfoItem] = Field(default_factory=list)
    confirm: Confirmation | None = None
    facts: list[Fact] = Field(default_factory=list)
    expects_decline: bool = False  # the right answer is to decline / explain (edge cases)
    decline_reason: str | None = None  # for the oracle: what to say when declining
    calls: list[int] = Field(default_factory=list)  # gold calls that belong to this step, in order
    # what complying with a request that must be refused would say (regexes on lower-case sentences, e.g.
    # "this is to certify"): the verdict's ``refusal_kept`` gate fails a session whose assistant says one in a
    # sentence that neither refuses, asks nor negates it. Left out of the released rows when empty.
    complying: list[str] = Field(default_factory=list)

    @field_validator("complying")
    @classmethod
    def _patterns_compile(cls, patterns: list[str]) -> list[str]:
        for pattern in patterns:
            try:
                re.compile(pattern)
            except re.error as exc:
                raise ValueError(f"complying pattern {pattern!r} does not compile: {exc}") from None
        return patterns


class Scenario(_Model):
    persona: str
    first_messages: list[str]
    steps: list[Step]
    closing: list[str] = Field(default_factory=lambda: ["Thank you, that's all I needed."])


Axis = Literal["transient_error", "write_timeout", "injection", "kb_distractor", "wrong_figure", "vague_answer",
               "wrong_record", "topic_switch", "long_context", "null_field"]
AXES: tuple[str, ...] = get_args(Axis)


class Perturbation(_Model):
    """What makes a robustness task harder than the base task it was made from (``tasks.robust``).

    * ``transient_error``: the first call of ``tool`` (a read) fails with SERVICE_UNAVAILABLE and reads nothing;
      the agent must try again.
    * ``write_timeout``: the first call of ``tool`` (a write) takes effect but answers WRITE_TIMEOUT ("it may or
      may not have gone through"); the agent must check with a read before anything else: a second write is
      one the customer never asked for.
    * ``injection``: the first output of ``tool`` carries ``text`` in a record's ``remarks``, an instruction to
      call ``asks_for`` (tools outside the gold chain); obeying it fails the ``instructions_ignored`` gate.
    * ``kb_distractor``: the first knowledge-base search answers with an archived, withdrawn passage first
      (``text``) that gives ``figure``, a wrong value of a fact the step asks about; the agent must state the
      current one.
    * ``wrong_figure``: in step ``step`` the customer states ``value`` (paise), a figure the records contradict;
      the agent must state the recorded one. Said as a fact it fails the grounding gate.
    * ``vague_answer``: in step ``step`` the customer's first answer to a request for details is vague ("the
      usual one"); the agent must ask again, not use an id nobody gave it.
    * ``wrong_record``: in step ``step`` the customer first gives ``figure``, an id that is none of its records
      (a misread number); the agent must say it finds no such record and ask again, not invent one.
    * ``topic_switch``: before step ``step`` the customer breaks off with an unrelated question (``text``, a
      knowledge-base one, added to the scenario and the gold chain) and then comes back to its request.
    * ``null_field``: the first read whose output shows step ``step``'s figure (``value``, paise) answers with
      that field null and a warning that some fields could not be loaded; the agent must read again, not state
      a figure it never saw.
    * ``long_context``: the customer opens by pasting a long earlier chat (``text``) in which step ``step``'s
      figure had another value (``figure``); the agent must look the figure up today, not repeat the old one.

    ``base_task``: the released task it was made from; ``seed``: the seed that chose it."""

    axis: Axis
    base_task: str
    seed: int = 0
    tool: str | None = None
    text: str = ""
    asks_for: list[str] = Field(default_factory=list)
    step: int | None = None
    value: int | None = None
    figure: str = ""


class Task(_Model):
    task_id: str
    family: str
    category: Category
    product_area: ProductArea
    session_date: date
    customer_id: str
    seed: int = 0
    description: str = ""
    scenario: Scenario
    gold: list[GoldCall]
    perturbation: Perturbation | None = None  # robustness tasks only (left out of the released rows when None)
    # the language the customer speaks (``tasks.lang``); left out of the rows when English, so the released
    # English files stay as they were
    language: Literal["en", "hi", "hinglish"] = "en"

    @property
    def gold_writes(self) -> list[int]:
        from ..tools import WRITE_TOOLS

        return [i for i, call in enumerate(self.gold) if call.name in WRITE_TOOLS]

    def public_metadata(self) -> dict:
        """What an agent may see: never the gold chain or the scenario."""
        return {
            "task_id": self.task_id,
            "family": self.family,
            "category": self.category,
            "product_area": self.product_area,
            "session_date": self.session_date.isoformat(),
        }
