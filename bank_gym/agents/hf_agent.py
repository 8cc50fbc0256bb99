"""An agent backed by a local transformers causal LM (loaded offline from a folder).

Each turn renders the env's transcript with the model's own chat template,
``tokenizer.apply_chat_template(messages, tools=info["tools"], add_generation_prompt=True)``, generates, and
returns the decoded text as the action. The env parses it (docs/design.md §2): Qwen/Hermes ``<tool_call>{...}</tool_call>``
blocks and bare JSON become tool calls, anything else is a message to the customer.

Tool-call arguments in the transcript are OpenAI-style JSON strings; they are decoded to objects before rendering,
because templates such as Qwen's apply ``tojson`` to them (a string would be encoded twice).
"""

from __future__ import annotations

import copy
import json
import threading
from typing import Any

from .base import Agent

_CACHE: dict[tuple[str, str], tuple[Any, Any]] = {}
_LOCK = threading.Lock()


def pick_device(device: str | None) -> str:
    if device:
        return device
    import torch

    if torch.cuda.is_available():
        return "cuda"
    return "cpu"


def load_local_model(path: str, device: str | None = None):
    """(tokenizer, model) for a local folder, loaded once per (path, device) in this process, offline."""
    device = pick_device(device)
    key = (str(path), device)
    with _LOCK:
        if key not in _CACHE:
            import torch
            from transformers import AutoModelForCausalLM, AutoTokenizer

            tokenizer = AutoTokenizer.from_pretrained(str(path), local_files_only=True)
            dtype = torch.float32 if device == "cpu" else "auto"
            model = AutoModelForCausalLM.from_pretrained(str(path), local_files_only=True, dtype=dtype)
            model.to(device)
            model.eval()
            _CACHE[key] = (tokenizer, model)
        return _CACHE[key]


def template_messages(messages: list[dict]) -> list[dict]:
    """Messages ready for a Hugging Face chat template: tool-call arguments as objects, content never None."""
    out = []
    for message in messages:
        m = copy.deepcopy(dict(message))
        if m.get("content") is None:
            m["content"] = ""
        if m.get("tool_calls"):
            for tc in m["tool_calls"]:
                fn = tc.get("function", tc)
                args = fn.get("arguments")
                if isinstance(args, str):
                    try:
                        parsed = json.loads(args) if args.strip() else {}
                    except json.JSONDecodeError:
                        parsed = {"_raw": args}
                    fn["arguments"] = parsed if isinstance(parsed, dict) else {"_value": parsed}
        else:
            m.pop("tool_calls", None)
        out.append(m)
    return out


class LocalChatModel:
    """A chat model on a local transformers checkpoint: messages (+ tools) in, decoded text out."""

    def __init__(self, path: str, max_new_tokens: int = 512, temperature: float = 0.0, device: str | None = None,
                 seed: int | None = 0):
        self.path = str(path)
        self.max_new_tokens = max_new_tokens
        self.temperature = temperature
        self.device = pick_device(device)
        self.seed = seed
        self.tokenizer, self.model = load_local_model(self.path, self.device)

    def generate(self, messages: list[dict], tools: list[dict] | None = None) -> tuple[str, int, int]:
        """(text, prompt_tokens, completion_tokens) for one assistant turn."""
        import torch

        kwargs = {"add_generation_prompt": True, "return_dict": True, "return_tensors": "pt"}
        if tools:
            kwargs["tools"] = tools
        inputs = self.tokenizer.apply_chat_template(template_messages(messages), **kwargs)
        inputs = {k: v.to(self.model.device) for k, v in inputs.items() if hasattr(v, "to")}
        prompt_len = int(inputs["input_ids"].shape[1])
        generation: dict[str, Any] = {"max_new_tokens": self.max_new_tokens}
        if self.temperature and self.temperature > 0:
            generation.update(do_sample=True, temperature=self.temperature)
            if self.seed is not None:
                torch.manual_seed(self.seed)
        else:
            generation.update(do_sample=False, temperature=None, top_p=None, top_k=None)
        if self.tokenizer.pad_token_id is not None:
            generation["pad_token_id"] = self.tokenizer.pad_token_id
        with torch.no_grad():
            output = self.model.generate(**inputs, **generation)
        new_tokens = output[0][prompt_len:]
        text = self.tokenizer.decode(new_tokens, skip_special_tokens=True)
        return text, prompt_len, int(new_tokens.shape[0])


class HFAgent(Agent):
    name = "hf"

    def __init__(self, path: str, max_new_tokens: int = 512, temperature: float = 0.0, device: str | None = None):
        self.path = str(path)
        self.chat = LocalChatModel(path, max_new_tokens=max_new_tokens, temperature=temperature, device=device)
        self.tools: list[dict] = []
        self.messages: list[dict] = []
        self._usage = {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0, "calls": 0}

    def describe(self) -> str:
        return f"hf:{self.path}"

    def reset(self, info: dict) -> None:
        self.tools = list(info.get("tools") or [])
        self.system_prompt = info.get("system_prompt")
        self.messages = list(info.get("messages") or [])
        self._usage = {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0, "calls": 0}

    def act(self, observation: str, info: dict) -> str:
        messages = list(info.get("messages") or []) or self.messages + [{"role": "user", "content": observation}]
        system = info.get("system_prompt") or getattr(self, "system_prompt", None)
        if system and (not messages or messages[0].get("role") != "system"):
            messages.insert(0, {"role": "system", "content": system})
        text, prompt_tokens, completion_tokens = self.chat.generate(messages, info.get("tools") or self.tools)
        self._usage["prompt_tokens"] += prompt_tokens
        self._usage["completion_tokens"] += completion_tokens
        self._usage["total_tokens"] += prompt_tokens + completion_tokens
        self._usage["calls"] += 1
        self.messages = messages + [{"role": "assistant", "content": text}]
        return text

    def usage(self) -> dict:
        return dict(self._usage)
