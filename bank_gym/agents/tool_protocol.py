"""The send-message protocol: how a model trained in TRL's tool loop sees a session, and how it is evaluated.

In TRL's multi-turn loop (``bank_gym.integrations.trl_env.BankToolEnv``) the model reaches the customer only
through a ``send_message`` tool whose result is the customer's reply, and a turn without any tool call ends the
rollout. A model trained that way (SFT on expert episodes in this format, then GRPO) must be evaluated the same
way, so this module is the one definition both sides use:

* ``opening(observation)``: the user turn that starts every session (TRL appends ``BankToolEnv.reset``'s return
  to the dataset's user prompt);
* ``to_tool_protocol(messages, ended)``: an env transcript (system prompt, customer turns, assistant messages and
  tool calls, tool results) as TRL's conversation of the same session: each assistant message to the customer
  becomes a ``send_message`` call whose tool result is the customer's reply, and the step that ended the
  session carries ``ENDED`` — exactly the strings the adapter returns (tested against it);
* ``action_of(text)``: a generated turn as an env action — a tool call (``send_message`` included: the env reads
  a lone ``send_message`` as a message) or, for a turn with no tool call, the assistant's stop, as the adapter
  ends an unfinished rollout;
* ``write_protocol`` / ``read_protocol``: the training scripts record the protocol and the tool schemas the
  model was trained with in its folder (``bank_gym_protocol.json``), and ``HFAgent`` reads them, so
  ``bank-gym eval --agent hf:PATH`` scores the model in the protocol it learned.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

__all__ = ["CLOSING", "ENDED", "INSTRUCTIONS", "PROTOCOL_FILE", "USER_PROMPT", "action_of", "opening",
           "read_protocol", "to_tool_protocol", "write_protocol"]

USER_PROMPT = "A new customer chat has started."
INSTRUCTIONS = (
    "You are the bank's virtual assistant in a live chat. Talk to the customer ONLY by calling send_message "
    "(it returns the customer's reply). Use the bank tools to look things up and, after the customer confirms, "
    "to make changes. When the customer is done, finish with a short closing turn without any tool call."
)
ENDED = "[The conversation has ended.]"
CLOSING = "Thank you for banking with us. Goodbye."  # the expert's closing turn (no tool call) in SFT data
PROTOCOL_FILE = "bank_gym_protocol.json"
SEND_MESSAGE = "send_message"


def opening(observation: str) -> str:
    """What ``BankToolEnv.reset`` returns: the instructions and the customer's opening message."""
    return f"\n\n{INSTRUCTIONS}\n\nThe customer says: {observation}"


def _send_message_call(text: str) -> dict:
    return {"role": "assistant", "content": "",
            "tool_calls": [{"type": "function", "function": {"name": SEND_MESSAGE, "arguments": {"message": text}}}]}


def _arguments(value: Any) -> dict:
    if isinstance(value, str):
        try:
            value = json.loads(value) if value.strip() else {}
        except ValueError:
            return {"_raw": value}
    return value if isinstance(value, dict) else {"_value": value}


def to_tool_protocol(messages: list[dict], ended: bool = False, user_prompt: str = USER_PROMPT) -> list[dict]:
    """The session ``messages`` (an env transcript) in the send-message protocol; ``ended``: the last step ended
    the session (its result then carries ``ENDED``)."""
    out: list[dict] = []
    opened = False
    pending: dict | None = None  # the tool result a customer's reply joins (send_message, or a transfer)
    for message in messages:
        role = message.get("role")
        content = message.get("content") or ""
        if role == "system":
            out.append({"role": "system", "content": content})
        elif role == "user" and not opened:
            out.append({"role": "user", "content": user_prompt + opening(content)})
            opened = True
        elif role == "assistant" and not message.get("tool_calls"):
            out.append(_send_message_call(content))
            pending = {"role": "tool", "name": SEND_MESSAGE, "content": ""}
            out.append(pending)
        elif role == "assistant":
            calls = [{"type": "function", "function": {"name": (tc.get("function") or tc).get("name", ""),
                                                       "arguments": _arguments((tc.get("function") or tc).get("arguments"))}}
                     for tc in message["tool_calls"]]
            out.append({"role": "assistant", "content": content if content.strip() else "", "tool_calls": calls})
            pending = None
        elif role == "tool":
            pending = {"role": "tool", "name": message.get("name") or "", "content": content}
            out.append(pending)
        elif role == "user" and pending is not None:  # the customer's reply: a send_message result or after a call
            if pending["name"] == SEND_MESSAGE and not pending["content"]:
                pending["content"] = content
            else:
                pending["content"] = (pending["content"] + "\n\n" if pending["content"] else "") + f"Customer: {content}"
    if ended and out and out[-1]["role"] == "tool":
        last = out[-1]
        last["content"] = f"{last['content']}\n\n{ENDED}".strip() if last["name"] == SEND_MESSAGE \
            else f"{last['content']}\n\n{ENDED}"
    return out


def action_of(text: str) -> str:
    """A generated turn as an env action: tool calls as they are; a turn without any tool call is the
    assistant's stop (in TRL's loop it ends the rollout, and the adapter then ends the session so)."""
    from ..actions import parse_action
    from ..customers import STOP  # the env's AGENT_STOP_TOKEN

    parsed = parse_action(text)
    if parsed.is_message and parsed.format == "text":
        return STOP
    return text


def write_protocol(model_dir: str | Path, tools: list[dict], user_prompt: str = USER_PROMPT) -> Path:
    """Record in ``model_dir`` that the model speaks the send-message protocol, with the tools it was trained on."""
    path = Path(model_dir) / PROTOCOL_FILE
    path.write_text(json.dumps({"protocol": "send_message", "user_prompt": user_prompt, "instructions": INSTRUCTIONS,
                                "tools": tools}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def read_protocol(model_dir: str | Path) -> dict | None:
    """The protocol recorded in ``model_dir`` (a model folder or the file itself; ``None`` for a model that was
    not trained by these scripts)."""
    path = Path(model_dir)
    path = path if path.suffix == ".json" else path / PROTOCOL_FILE
    if not path.is_file():
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    return data if isinstance(data, dict) and data.get("protocol") == "send_message" else None
