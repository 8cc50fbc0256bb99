"""A tiny Qwen2-architecture causal LM built fully offline, for tests, CI and smoke runs of training.

``build_tiny_model(out_dir)`` follows the recipe verified in docs/design.md §7:

* a byte-level BPE tokenizer (lossless decoding, which TRL's ``parse_response`` needs) trained on a corpus of
  bank text generated from bank_gym itself: the assistant instructions, the written policy, the tool schemas,
  oracle-style JSON tool calls wrapped in ``<tool_call>`` blocks, and customer / assistant phrases; one token per
  digit (as Qwen2's tokenizer splits them);
* TRL's ``qwen2_5.jinja`` chat template, byte-identical, so ``trl.chat_template_utils.add_response_schema``
  recognises it (tool-call parsing) and ``supports_tool_calling`` passes;
* ``<tool_call>``, ``</tool_call>``, ``<tool_response>``, ``</tool_response>`` as added tokens;
* a randomly initialised ``Qwen2ForCausalLM`` (``torch.manual_seed``), so its output is noise until trained.

The same arguments always give the same files (deterministic corpus, tokenizer training and weights).
Nothing is downloaded. Typical cost: a few seconds and well under 1 MB on disk.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Iterable
from pathlib import Path

SPECIAL_TOKENS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]
TOOL_TOKENS = ["<tool_call>", "</tool_call>", "<tool_response>", "</tool_response>"]

_CUSTOMER_LINES = (
    "Hi, I'd like to check the balance of my savings account.",
    "My debit card is lost, please block it immediately.",
    "I want to open a fixed deposit of ₹50,000 for 12 months.",
    "Can you tell me the foreclosure amount for my home loan?",
    "Please cancel the mandate for my gym membership.",
    "Yes, please go ahead.",
    "No, that's not what I asked for.",
    "The account number is SB4821930576.",
    "Thank you, that's all I needed. ###STOP###",
    "Okay, I'll wait for the human agent. ###TRANSFER###",
    "Please stop payment on cheque number 004512.",
    "What is the interest rate for a 2 year FD?",
    "I need a duplicate statement from 2025-04-01 to 2025-09-30.",
)
_ASSISTANT_LINES = (
    "Sure, I can help with that. Could you please tell me the account number?",
    "To confirm, I will block the card ending 4821 (reason: lost). Shall I go ahead?",
    "Your available balance is ₹1,24,530.75.",
    "The fixed deposit has been booked. The maturity amount is ₹53,762.",
    "I'm sorry, but I cannot do that: the account is not linked to your profile.",
    "Thank you for banking with us. Goodbye!",
    "Here is what you asked for. Foreclosure amount: ₹4,82,110.20.",
)


def _example_value(name: str, prop: dict, rng: random.Random):
    """A plausible value for one JSON-schema property (for tool-call examples in the corpus)."""
    if "enum" in prop:
        return rng.choice(prop["enum"])
    kind = prop.get("type")
    if kind == "array":
        item = prop.get("items", {"type": "string"})
        return [_example_value(name.rstrip("s"), item, rng) for _ in range(rng.randint(1, 2))]
    if kind == "object":
        props = prop.get("properties", {})
        return {k: _example_value(k, v, rng) for k, v in list(props.items())[: rng.randint(1, max(1, len(props)))]}
    if kind == "integer":
        return rng.choice([1, 3, 6, 12, 24, 36, 60, 120])
    if kind == "number":
        return rng.choice([5000, 25000, 100000, 250000.5, 7.25, 6.8, 9.1])
    if kind == "boolean":
        return rng.choice([True, False])
    if "anyOf" in prop:
        options = [p for p in prop["anyOf"] if p.get("type") != "null"]
        return _example_value(name, options[0], rng) if options else None
    lowered = name.lower()
    if "date" in lowered:
        return f"2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
    if "cheque" in lowered:
        return f"{rng.randint(0, 999999):06d}"
    if "pincode" in lowered:
        return str(rng.randint(110001, 855999))
    prefixes = {"account": "SB", "deposit": "FD", "loan": "LN", "card": "CARD", "mandate": "MND", "polic": "POL",
                "request": "SR-", "transaction": "TXN"}
    for key, prefix in prefixes.items():
        if key in lowered:
            return f"{prefix}{rng.randint(10**7, 10**10 - 1)}"
    return rng.choice(["lost card", "Mumbai", "Maharashtra", "FD premature closure penalty", "Flat 12, Lotus Towers"])


def default_corpus(n_calls: int = 1500, seed: int = 0) -> list[str]:
    """Deterministic bank text built from bank_gym: policy, instructions, tool schemas and JSON tool calls."""
    import trl  # noqa: F401  (the template ships with TRL)

    from ..policy import load_instructions, load_policy
    from ..tools import REGISTRY

    rng = random.Random(seed)
    lines: list[str] = [_template_text()]
    lines += load_instructions().splitlines() + load_policy().splitlines()
    schemas = [spec.schema for spec in REGISTRY.values()]
    lines += [json.dumps(schema, ensure_ascii=False) for schema in schemas]
    names = list(REGISTRY)
    for _ in range(n_calls):
        spec = REGISTRY[rng.choice(names)]
        params = spec.schema["function"]["parameters"]
        args = {k: _example_value(k, v, rng) for k, v in params["properties"].items()
                if k in params.get("required", []) or rng.random() < 0.3}
        call = json.dumps({"name": spec.name, "arguments": args}, ensure_ascii=False)
        lines.append(f"<|im_start|>assistant\n<tool_call>\n{call}\n</tool_call><|im_end|>")
        lines.append(f"<|im_start|>user\n{rng.choice(_CUSTOMER_LINES)}<|im_end|>")
        lines.append(f"<|im_start|>assistant\n{rng.choice(_ASSISTANT_LINES)}<|im_end|>")
    return [line for line in lines if line.strip()]


def _template_text() -> str:
    import trl

    return (Path(trl.__file__).parent / "chat_templates" / "qwen2_5.jinja").read_text(encoding="utf-8")


def build_tiny_model(out_dir: str | os.PathLike, corpus: Iterable[str] | None = None, vocab_size: int = 1024,
                     hidden: int = 64, layers: int = 2, seed: int = 0) -> str:
    """Build and save a tiny tokenizer + Qwen2 model in ``out_dir``; returns the path as a string.

    Loadable offline with ``AutoTokenizer.from_pretrained(path)`` / ``AutoModelForCausalLM.from_pretrained(path)``.
    """
    import torch
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors, trainers
    from transformers import PreTrainedTokenizerFast, Qwen2Config, Qwen2ForCausalLM

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    template = _template_text()
    lines = list(corpus) if corpus is not None else default_corpus()
    lines.append(template)

    tok = Tokenizer(models.BPE())
    # one token per digit, as Qwen2's tokenizer splits them when this tokenizer is loaded (Qwen2Tokenizer applies
    # its own pre-tokenizer): BPE trained without the split spends merges on digit runs that never occur
    tok.pre_tokenizer = pre_tokenizers.Sequence([pre_tokenizers.Digits(individual_digits=True),
                                                 pre_tokenizers.ByteLevel(add_prefix_space=False)])
    tok.decoder = decoders.ByteLevel()
    tok.post_processor = processors.ByteLevel(trim_offsets=False)
    trainer = trainers.BpeTrainer(vocab_size=vocab_size, special_tokens=list(SPECIAL_TOKENS),
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet(), show_progress=False)
    tok.train_from_iterator(lines, trainer)
    hf = PreTrainedTokenizerFast(tokenizer_object=tok, eos_token="<|im_end|>", pad_token="<|endoftext|>",
                                 chat_template=template, padding_side="left", model_max_length=65536)
    hf.add_tokens(list(TOOL_TOKENS))

    torch.manual_seed(seed)
    heads = 4 if hidden % 4 == 0 else 1
    cfg = Qwen2Config(vocab_size=len(hf), hidden_size=hidden, intermediate_size=2 * hidden, num_hidden_layers=layers,
                      num_attention_heads=heads, num_key_value_heads=max(1, heads // 2),
                      max_position_embeddings=65536, tie_word_embeddings=True,
                      eos_token_id=hf.convert_tokens_to_ids("<|im_end|>"), pad_token_id=hf.pad_token_id)
    model = Qwen2ForCausalLM(cfg)
    model.generation_config.eos_token_id = cfg.eos_token_id
    model.generation_config.pad_token_id = cfg.pad_token_id
    model.save_pretrained(out)
    hf.save_pretrained(out)
    return str(out)


if __name__ == "__main__":  # python -m bank_gym.integrations.tiny_model OUT_DIR
    import sys

    print(build_tiny_model(sys.argv[1] if len(sys.argv) > 1 else "tiny-model"))
