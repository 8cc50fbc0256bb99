"""The four trivial agents of the paper (§5.7): sanity checks that the verdict cannot be gamed.

* ``reply_only``: only polite, generic messages; never a tool call.
* ``lookup_only``: calls every read tool it can with the ids it can discover (from tool outputs and the
  customer's messages), never a write, then says goodbye.
* ``claim_done``: tells the customer, persuasively, that everything is done; never calls a tool.
* ``write_everything``: discovers ids through reads (and by asking the customer), then calls every write tool
  it can on them (freezes and blocks every card, cancels every mandate, closes every deposit, books deposits,
  orders cheque books and statements, changes the address, raises a request), then says goodbye.

They use only what any agent sees (observations and the reset info), never the task's scenario or gold chain.
All four end the session themselves (a goodbye carrying ``###STOP###``, i.e. ``agent_stop``) if the customer has
not ended it first, so their sessions terminate normally and fail on the verdict's merits.
"""

from __future__ import annotations

import json
import re
from collections import deque
from datetime import date, timedelta

from ..customers.base import STOP
from .base import Agent

__all__ = ["BASELINES", "ClaimDoneAgent", "LookupOnlyAgent", "ReplyOnlyAgent", "TrivialAgent", "WriteEverythingAgent",
           "discover_ids"]

ID_PATTERNS = {
    "account": re.compile(r"\b(?:SB|CA|NE|NO|RE|CU)\d{8,14}\b"),
    "card": re.compile(r"\bCARD\d{3,10}\b"),
    "fd": re.compile(r"\bFD\d{4,10}\b"),
    "rd": re.compile(r"\bRD\d{4,10}\b"),
    "loan": re.compile(r"\bLN\d{3,10}\b"),
    "policy": re.compile(r"\bPOL\d{3,10}\b"),
    "request": re.compile(r"\bSR-\d{4,12}\b"),
    "mandate": re.compile(r"\bMND\d{4,12}\b"),
}
GOODBYE = "Thank you for contacting Aranya Bank. Have a great day, goodbye!"


def discover_ids(text: str, into: dict[str, list[str]] | None = None) -> dict[str, list[str]]:
    """Ids of each kind mentioned in ``text`` (first-seen order), merged into ``into``."""
    found = into if into is not None else {kind: [] for kind in ID_PATTERNS}
    for kind, pattern in ID_PATTERNS.items():
        bucket = found.setdefault(kind, [])
        for match in pattern.findall(text[:200_000]):
            if match not in bucket:
                bucket.append(match)
    return found


def _call(name: str, **arguments) -> dict:
    return {"name": name, "arguments": arguments}


class TrivialAgent(Agent):
    """Base: a fixed plan of turns, then goodbye, then goodbye with the stop token."""

    name = "trivial"
    max_turns = 40

    def reset(self, info: dict) -> None:
        self.turn = 0
        self.said_goodbye = False
        self.ids: dict[str, list[str]] = {kind: [] for kind in ID_PATTERNS}
        task = info.get("task") or {}
        try:
            self.today = date.fromisoformat(str(task.get("session_date")))
        except ValueError:
            self.today = date.today()
        for message in info.get("messages") or ():
            if message.get("role") == "user" and isinstance(message.get("content"), str):
                discover_ids(message["content"], self.ids)

    def describe(self) -> str:
        return f"trivial:{self.name}"

    def goodbye(self):
        if not self.said_goodbye:
            self.said_goodbye = True
            return GOODBYE
        return f"{GOODBYE} {STOP}"

    def act(self, observation: str, info: dict):
        discover_ids(observation or "", self.ids)
        self.turn += 1
        if self.turn > self.max_turns:
            return f"{GOODBYE} {STOP}"
        action = self.next_action(observation or "")
        return self.goodbye() if action is None else action

    def next_action(self, observation: str):  # None -> goodbye
        return None


class ReplyOnlyAgent(TrivialAgent):
    """Polite, generic replies only."""

    name = "reply_only"
    REPLIES = (
        "Thank you for reaching out to Aranya Bank. I understand what you are looking for.",
        "I appreciate your patience. Your request is important to us.",
        "Thank you for the details. We value you as our customer.",
        "I understand. Thank you for banking with Aranya Bank.",
        "Noted, thank you for letting me know.",
        "I hear you, and I am sorry for any inconvenience this has caused.",
    )

    def next_action(self, observation: str):
        index = self.turn - 1
        return self.REPLIES[index] if index < len(self.REPLIES) else None


class ClaimDoneAgent(TrivialAgent):
    """Claims, persuasively, that everything has been taken care of; never calls a tool."""

    name = "claim_done"
    CLAIMS = (
        "Good news: I have already taken care of everything you asked for. It is all done and confirmed on your "
        "account, and you will receive a confirmation by SMS and email shortly.",
        "Yes, that has been completed successfully. All the details are exactly as you wanted, and the change is "
        "now active on your account.",
        "I have double-checked it for you: everything has been processed and updated correctly. You don't need "
        "to do anything else.",
        "Rest assured, your request has been completed in full and our records are all set.",
    )

    def next_action(self, observation: str):
        index = self.turn - 1
        return self.CLAIMS[index] if index < len(self.CLAIMS) else None


class _Discovering(TrivialAgent):
    """Shared by lookup_only and write_everything: ask for ids (optional), then read, then act."""

    ask_for_ids = False
    ASK = ("Could you please share the account number, card ID, deposit number, loan account number and the "
           "payee of the mandate this is about?")

    def reset(self, info: dict) -> None:
        super().reset(info)
        self.plan: deque = deque()
        self.phase = "ask" if self.ask_for_ids else "discover"
        self.done_calls: set[str] = set()
        self.opening = next((m.get("content") or "" for m in info.get("messages") or () if m.get("role") == "user"), "")
        self.opening = self.opening if isinstance(self.opening, str) else ""

    def _fresh(self, calls: list[dict]) -> list[dict]:
        out = []
        for call in calls:
            key = json.dumps(call, sort_keys=True)
            if key not in self.done_calls:
                self.done_calls.add(key)
                out.append(call)
        return out

    def discovery_calls(self) -> list[dict]:
        calls = [_call("show_mandates", status="all"), _call("get_products_and_offers", type="all")]
        if self.opening.strip():
            calls.append(_call("search_knowledge_base", query=self.opening.strip()[:500]))
        return calls

    def record_reads(self) -> list[dict]:
        ids = self.ids
        calls: list[dict] = []
        if ids["account"]:
            calls += [_call("get_account_details", account_ids=list(ids["account"])),
                      _call("get_account_balance", account_ids=list(ids["account"]))]
            calls += [_call("get_transaction_history", account_id=a) for a in ids["account"]]
            calls += [_call("show_mandates", account_id=a, status="all") for a in ids["account"]]
        if ids["fd"]:
            calls += [_call("get_fd_details", deposit_ids=list(ids["fd"]))]
        if ids["rd"]:
            calls += [_call("get_rd_details", deposit_ids=list(ids["rd"]))]
        if ids["fd"] or ids["rd"]:
            calls += [_call("get_deposit_closure_quote", deposit_ids=list(ids["fd"]) + list(ids["rd"]))]
        if ids["loan"]:
            calls += [_call("get_loan_details", loan_ids=list(ids["loan"])),
                      _call("get_loan_foreclosure_quote", loan_ids=list(ids["loan"]))]
        if ids["card"]:
            calls += [_call("get_card_details", card_ids=list(ids["card"]))]
        if ids["policy"]:
            calls += [_call("get_insurance_details", policy_ids=list(ids["policy"]))]
        calls += [_call("get_request_status", request_id=r) for r in ids["request"]]
        return calls

    def next_action(self, observation: str):
        if self.phase == "ask":
            self.phase = "discover"
            return self.ASK
        if self.phase == "discover":
            self.phase = "read"
            calls = self._fresh(self.discovery_calls())
            if calls:
                return calls
        if self.phase == "read":
            calls = self._fresh(self.record_reads())
            if calls:
                return calls  # new ids may appear in these results: read again next turn
            self.phase = "act"
        if self.phase == "act":
            self.phase = "end"
            calls = self._fresh(self.final_calls())
            if calls:
                return calls
        return None

    def final_calls(self) -> list[dict]:
        return []


class LookupOnlyAgent(_Discovering):
    """Looks things up and never acts: the product catalogue, the knowledge base, every rate card and gold rate,
    and the records of any id the customer names; never asks for details, never writes, then says goodbye.

    It does not browse for ids (e.g. through ``show_mandates``): an agent that asks for or discovers the right ids
    and reads them is doing a read-only task properly, and read-only tasks are passable by exactly that.
    """

    name = "lookup_only"

    def discovery_calls(self) -> list[dict]:
        return [call for call in super().discovery_calls() if call["name"] != "show_mandates"]

    def final_calls(self) -> list[dict]:
        rate_cards = [_call("get_deposit_loan_rates", product_type=p)
                      for p in ("fd", "rd", "home_loan", "personal_loan", "gold_loan", "car_loan", "education_loan")]
        return rate_cards + [_call("get_gold_rate", purity_karat=k) for k in (18, 22, 24)]


class WriteEverythingAgent(_Discovering):
    """Asks for ids, reads to discover more, then makes every change it can on everything it found."""

    name = "write_everything"
    ask_for_ids = True

    def final_calls(self) -> list[dict]:
        ids = self.ids
        today = self.today
        calls: list[dict] = []
        for card in ids["card"]:
            calls.append(_call("toggle_card_freeze", card_id=card, state="freeze"))
            calls.append(_call("block_card", card_id=card, reason="lost"))
        for mandate in ids["mandate"]:
            calls.append(_call("cancel_mandate", mandate_id=mandate))
        for deposit in ids["fd"] + ids["rd"]:
            calls.append(_call("update_deposit_renewal", deposit_id=deposit, instruction="no_renewal"))
            calls.append(_call("close_deposit", deposit_id=deposit))
        for account in ids["account"]:
            calls.append(_call("request_cheque_book", account_id=account, leaves=25))
            calls.append(_call("request_duplicate_statement", account_id=account,
                               from_date=(today - timedelta(days=90)).isoformat(), to_date=today.isoformat()))
            calls.append(_call("create_fd", principal_amount=10000, tenure_months=12, source_account=account))
            calls.append(_call("create_rd", monthly_installment=1000, tenure_months=12, source_account=account))
        calls.append(_call("update_address", address_type="communication", line1="12 MG Road", city="Bengaluru",
                           state="Karnataka", pincode="560001"))
        calls.append(_call("raise_request", description="Please review and process everything on my accounts.",
                           category="general_query"))
        return calls[:32]


BASELINES: dict[str, type[TrivialAgent]] = {
    "reply_only": ReplyOnlyAgent,
    "lookup_only": LookupOnlyAgent,
    "claim_done": ClaimDoneAgent,
    "write_everything": WriteEverythingAgent,
}
