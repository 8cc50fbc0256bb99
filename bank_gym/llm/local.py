"""The local transformers chat backend shared by agents and customers: a checkpoint folder loaded once per
process (offline), rendered with the model's own chat template, greedy by default.

Tool-call arguments in the transcript are OpenAI-style JSON strings; they are decoded to objects before rendering,
because templates such as Qwen's apply ``tojson`` to them (a string would be encoded twice).
"""

from __future__ import annotations

import copy
import json
import os
import threading
from typing import Any

__all__ = ["LocalChatModel", "forget_local_models", "load_local_model", "pick_device", "template_messages"]

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
    if not os.path.isdir(str(path)):
        raise FileNotFoundError(f"no model folder at {path} (hf:PATH needs a local checkpoint folder)")
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


def forget_local_models() -> None:
    """Drop every loaded checkpoint (frees the weights, e.g. before training starts in the same process)."""
    with _LOCK:
        _CACHE.clear()


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

    def usage_after(self, usage: dict, prompt_tokens: int, completion_tokens: int, seconds: float) -> None:
        """Add one generation to a usage dict (``llm.openai_client.empty_usage`` shape)."""
        usage["calls"] += 1
        usage["prompt_tokens"] += prompt_tokens
        usage["completion_tokens"] += completion_tokens
        usage["total_tokens"] += prompt_tokens + completion_tokens
        usage["seconds"] = round(usage.get("seconds", 0.0) + seconds, 6)


