"""Shared pieces of ``train_scripts/sft.py`` and ``train_scripts/grpo.py`` (no package; imported by path).

* **Training tasks, never the test split.** ``training_tasks()`` is the only way the scripts obtain tasks: the
  released ``train`` split plus ``generate_fresh`` tasks whose (customer, family) pairs avoid *every* released
  task (so, in particular, every test pair). ``assert_training_only`` refuses any task whose id is a test or
  test_ood id, whose (customer, family) pair is one of theirs, or whose family is held out (test_ood only); the
  scripts call it on everything they train on.
  The only contact with the rest of the release is ``released_pairs()`` / ``_test_pairs()``, which read two
  fields (``customer_id``, ``family``) of the raw released rows to build the exclusion set and the guard — no
  scenario, no gold chain, no ``Task`` object. ``tests/test_training.py`` instruments task loading to prove it.
* **Expert episodes.** ``expert_episodes(tasks)`` plays the oracle against the scripted customer in
  ``IndianBankEnv`` and returns the env's own transcripts (system prompt, tools, customer turns, assistant turns
  with ``tool_calls``, tool results) as chat rows.
* **The tiny model.** ``build_tiny(out_dir, tasks)`` calls ``bank_gym.integrations.tiny_model.build_tiny_model`` with a
  tokenizer corpus that also holds expert dialogues of *training* tasks, and (``compact_prompt``) adds the
  constant prompt blocks — the instructions + policy preamble of the system prompt, and each tool's JSON schema
  exactly as the chat template renders it — as single added tokens. The model still receives exactly the same
  text as any other model; it is only encoded compactly, which cuts a full episode from ~15k to ~2k tokens so
  that a 2-core CPU can train on whole episodes (a random 1M-parameter model cannot read a policy anyway).
  ``copy_warmup`` optionally gives the fresh weights an induction (copy) circuit on a synthetic task first.
* ``setup_logging``, ``device_settings``, ``make_jsonl_logger`` (a ``TrainerCallback`` appending every log dict to
  ``train_log.jsonl``), ``make_time_budget``, ``prompt_tokens``.
"""

from __future__ import annotations

import os

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")

import json
import logging
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

log = logging.getLogger("bank_gym.train")


class TestLeakError(RuntimeError):
    """A test-split task (or a task sharing a test task's customer and family) reached a training script."""

    __test__ = False  # not a pytest test class


# ---------------------------------------------------------------- logging and devices


def setup_logging(out_dir: str | os.PathLike | None = None, name: str = "train") -> None:
    """INFO logs to stderr and, with ``out_dir``, to ``out_dir/<name>.log``."""
    handlers: list[logging.Handler] = [logging.StreamHandler()]
    if out_dir is not None:
        Path(out_dir).mkdir(parents=True, exist_ok=True)
        handlers.append(logging.FileHandler(Path(out_dir) / f"{name}.log", encoding="utf-8"))
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s",
                        handlers=handlers, force=True)


def device_settings() -> dict[str, Any]:
    """Trainer flags for this machine: bf16 on a GPU that supports it, else fp32 on the CPU."""
    import torch

    if torch.cuda.is_available():
        return {"use_cpu": False, "bf16": bool(torch.cuda.is_bf16_supported())}
    return {"use_cpu": True, "bf16": False}


def model_kwargs(model_args: Any, training: Any) -> dict[str, Any]:
    """``from_pretrained`` keywords from TRL's ``ModelConfig``: bf16 when training in bf16, else its ``--dtype``
    (``auto`` keeps the checkpoint's), and ``--attn_implementation`` when given."""
    import torch

    dtype = getattr(model_args, "dtype", None)
    kwargs: dict[str, Any] = {"dtype": torch.bfloat16 if getattr(training, "bf16", False)
                              else getattr(torch, dtype) if dtype not in (None, "auto") else "auto"}
    if getattr(model_args, "attn_implementation", None):
        kwargs["attn_implementation"] = model_args.attn_implementation
    return kwargs


def json_default(value: Any) -> Any:
    try:
        return float(value)
    except (TypeError, ValueError):
        return str(value)


def make_jsonl_logger(path: str | os.PathLike):
    """A ``transformers.TrainerCallback`` that appends every log dict (loss, reward, ...) to ``path``."""
    from transformers import TrainerCallback

    class JsonlLogger(TrainerCallback):
        def __init__(self):
            self.path = Path(path)
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.path.write_text("", encoding="utf-8")
            self.started = time.perf_counter()

        def on_log(self, args, state, control, logs=None, **kwargs):
            if not logs:
                return
            row = {"step": state.global_step, "elapsed_s": round(time.perf_counter() - self.started, 2), **logs}
            with open(self.path, "a", encoding="utf-8") as fh:
                fh.write(json.dumps(row, default=json_default) + "\n")
            shown = {k: (round(v, 4) if isinstance(v, float) else v) for k, v in logs.items()}
            log.info("step %s: %s", state.global_step, shown)

    return JsonlLogger()


def make_time_budget(seconds: float):
    """A ``TrainerCallback`` that stops training once ``seconds`` have passed (checked after every step)."""
    from transformers import TrainerCallback

    class TimeBudget(TrainerCallback):
        def on_train_begin(self, args, state, control, **kwargs):
            self.started = time.perf_counter()

        def on_step_end(self, args, state, control, **kwargs):
            if time.perf_counter() - self.started > seconds:
                log.info("time budget of %.0fs reached at step %d: stopping", seconds, state.global_step)
                control.should_training_stop = True

    return TimeBudget()


# ---------------------------------------------------------------- training tasks (never the test split)


def released_pairs() -> set[tuple[str, str]]:
    """(customer_id, family) of every released task and test_ood task, read as two fields of each raw row
    (nothing else)."""
    from bank_gym.tasks.io import tasks_dir

    pairs = set()
    for name in ("base.jsonl", "test_ood.jsonl", "robust_test_ood.jsonl"):
        if not (tasks_dir() / name).is_file():
            continue
        with open(tasks_dir() / name, encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    row = json.loads(line)
                    pairs.add((row["customer_id"], row["family"]))
    return pairs


def _test_ids() -> set[str]:
    """The test split's ids and the generalization split's (test_ood, robust_test_ood), which no training may see
    either."""
    from bank_gym.tasks.io import load_split_ids

    splits = load_split_ids()
    return set(splits["test"]) | set(splits.get("test_ood", [])) | set(splits.get("robust_test_ood", []))


def _test_pairs() -> set[tuple[str, str]]:
    """(customer_id, family) of the test tasks, from the raw rows (two fields, no Task object)."""
    from bank_gym.tasks.io import tasks_dir

    test_ids = _test_ids()
    pairs = set()
    for name in ("base.jsonl", "test_ood.jsonl", "robust_test_ood.jsonl"):
        if not (tasks_dir() / name).is_file():
            continue
        with open(tasks_dir() / name, encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    row = json.loads(line)
                    if row["task_id"] in test_ids:
                        pairs.add((row["customer_id"], row["family"]))
    return pairs


def assert_training_only(tasks: Iterable[Any]) -> None:
    """Raise ``TestLeakError`` if any task is a test task or shares a test task's (customer, family) pair."""
    from bank_gym.tasks.families import HELD_OUT_FAMILIES

    test_ids, test_pairs = _test_ids(), _test_pairs()
    for task in tasks:
        if task.family in HELD_OUT_FAMILIES:
            raise TestLeakError(f"task {task.task_id!r} is of the held-out family {task.family!r} (test_ood only)")
        if task.task_id in test_ids:
            raise TestLeakError(f"test-split task {task.task_id!r} must never be used for training")
        if (task.customer_id, task.family) in test_pairs:
            raise TestLeakError(f"task {task.task_id!r} reuses a test task's customer and family")


def split_names(text: str | None) -> list[str] | None:
    """``"a,b"`` -> ``["a", "b"]``; None or empty -> None."""
    names = [t.strip() for t in (text or "").split(",") if t.strip()]
    return names or None


def training_tasks(n_fresh: int = 0, seed: int = 1, use_train_split: bool = True,
                   families: Sequence[str] | None = None, language: str | None = None) -> list:
    """The training tasks: the released ``train`` split (unless ``use_train_split`` is False) plus ``n_fresh``
    freshly generated tasks (ids ``gen{seed}_...``) avoiding every released (customer, family) pair; with
    ``language``, their customers speak it (``bank_gym.tasks.lang``)."""
    from bank_gym.tasks import load_tasks
    from bank_gym.tasks.generate import generate_fresh

    tasks = list(load_tasks("train")) if use_train_split else []
    if families:
        tasks = [t for t in tasks if t.family in set(families)]
    if n_fresh > 0:
        started = time.perf_counter()
        fresh = generate_fresh(n_fresh, seed=seed, exclude=released_pairs(), families=families)
        log.info("generated %d fresh training tasks in %.1fs", len(fresh), time.perf_counter() - started)
        tasks += fresh
    if language is not None:
        from bank_gym.tasks.generate import localize_all

        tasks = localize_all(tasks, language)
    assert_training_only(tasks)
    log.info("training tasks: %d (train split: %d, fresh: %d)", len(tasks),
             sum(not t.task_id.startswith("gen") for t in tasks), sum(t.task_id.startswith("gen") for t in tasks))
    return tasks


# ---------------------------------------------------------------- expert episodes


def chat_messages(messages: Sequence[dict]) -> list[dict]:
    """An env transcript as chat-template messages: ``content`` never None, tool-call arguments as objects
    (``bank_gym.llm.local.template_messages``, exactly what ``HFAgent`` renders at evaluation)."""
    from bank_gym.llm.local import template_messages

    return template_messages(list(messages))


def expert_episodes(tasks: Sequence[Any], seeds: Sequence[int] = (0,), customer: str = "scripted") -> list[dict]:
    """Oracle × scripted-customer episodes of ``tasks`` (each seed = one customer phrasing), as chat rows
    ``{"messages", "tools", "task_id", "family", "category", "seed", "passed"}`` in the send-message protocol of
    TRL's tool loop (``bank_gym.agents.tool_protocol``): the expert's messages to the customer are
    ``send_message`` calls whose results are the customer's replies, the tools are the schemas TRL derives from
    ``BankToolEnv``, and a closing turn without a tool call ends the conversation — the conversations GRPO's
    rollouts have, so an SFT model is a valid GRPO start and ``bank-gym eval`` renders its sessions the same way.
    Only passing episodes are kept."""
    from bank_gym.agents.oracle import OracleAgent
    from bank_gym.agents.tool_protocol import CLOSING, to_tool_protocol
    from bank_gym.env import IndianBankEnv

    assert_training_only(tasks)
    env = IndianBankEnv(tasks=list(tasks), customer=customer)
    oracle = OracleAgent(list(tasks))
    tools = trl_tool_schemas()
    rows, dropped = [], 0
    started = time.perf_counter()
    for task in tasks:
        for seed in seeds:
            obs, info = env.reset(seed=int(seed), options={"task_id": task.task_id})
            oracle.reset(info, task=task)
            while True:
                obs, _reward, terminated, truncated, info = env.step(oracle.act(obs, info))
                if terminated or truncated:
                    break
            if not info.get("passed"):
                dropped += 1
                continue
            conversation = to_tool_protocol(info["messages"], ended=True) + [{"role": "assistant", "content": CLOSING}]
            rows.append({"messages": chat_messages(conversation), "tools": tools, "task_id": task.task_id,
                         "family": task.family, "category": task.category, "seed": int(seed), "passed": True})
    env.close()
    log.info("expert episodes: %d kept, %d dropped (not passing), %.1fs", len(rows), dropped,
             time.perf_counter() - started)
    return rows


# ---------------------------------------------------------------- the tiny model


def prompt_blocks(tokenizer, tools: Sequence[dict], extra_tools: Sequence[dict] = ()) -> list[str]:
    """The constant text blocks of every prompt: the system prompt's preamble (instructions + policy, all but
    the date line) and each tool schema exactly as ``tokenizer``'s chat template renders it."""
    from bank_gym.env import system_prompt

    sample = system_prompt("2000-01-01")
    blocks = [sample[: sample.index("Today is ")]]
    for tool in list(tools) + list(extra_tools):
        text = tokenizer.apply_chat_template([{"role": "system", "content": "x"}], tools=[tool], tokenize=False)
        start, end = text.index("<tools>\n") + len("<tools>\n"), text.index("\n</tools>")
        blocks.append(text[start:end])
    return list(dict.fromkeys(blocks))


def trl_tool_schemas() -> list[dict]:
    """The tool schemas TRL derives from ``BankToolEnv``'s public methods (for GRPO prompts)."""
    import inspect

    from transformers.utils import get_json_schema

    from bank_gym.integrations.trl_env import BankToolEnv

    out = []
    for name, member in inspect.getmembers(BankToolEnv, predicate=inspect.isfunction):
        if name in ("reset", "get_reward") or name.startswith("_"):
            continue
        try:
            out.append(get_json_schema(member))  # already {"type": "function", "function": {...}}
        except Exception:  # a method get_json_schema cannot describe: TRL would fail on it too
            continue
    return out


class CopyTask:
    """A synthetic copy task: a random token string (a ``digit_share`` of it digits) shown twice at a random distance, with
    random filler around it; the loss is on the repeat (all but its first token). Because the distance varies,
    only content-based copying (an induction circuit: find the earlier occurrence of what was just written, write
    what followed it) solves it — a fixed distance is solved by attending a fixed offset back, which copies
    nothing in a real conversation. That skill is the one of a pretrained model that matters most here: copying
    account, card and deposit ids from the conversation into tool calls.

    A ``format_share`` of the rows instead shows an amount as a tool writes it (JSON rupees, ``304242.8``) and then
    as the assistant must say it (``₹3,04,242.80``, Indian grouping), loss on the digits after ``₹``: the same
    digits, copied with separators inserted by their place from the end. No bank data is involved; the batches are
    deterministic given ``seed``."""

    def __init__(self, tokenizer, vocab_size: int, batch: int = 16, length: int = 32, seed: int = 0,
                 digit_share: float = 0.5, format_share: float = 0.0):
        import torch

        self.batch_size, self.length = batch, length
        self.digit_share, self.format_share = digit_share, format_share
        self.tokenizer = tokenizer
        self.vocab = min(len(tokenizer), vocab_size)
        self.digits = torch.tensor(tokenizer.convert_tokens_to_ids(list("0123456789")))
        self.generator = torch.Generator().manual_seed(seed)

    def _tokens(self, n: int):
        import torch

        g = self.generator
        x = torch.randint(3, self.vocab, (n,), generator=g)
        digits = self.digits[torch.randint(0, 10, (n,), generator=g)]
        return torch.where(torch.rand(n, generator=g) < self.digit_share, digits, x)

    def _amount(self) -> list[list[int]]:
        """Token ids of a random amount as JSON rupees, of "₹", and of the rest of it as ``format_inr`` writes it
        (3–9 digit rupees, half of them with paise)."""
        import torch

        from bank_gym.bank.money import format_inr, rupees

        g = self.generator
        digits = int(torch.randint(3, 10, (1,), generator=g))
        whole = int(torch.randint(10 ** (digits - 1), 10 ** digits, (1,), generator=g))
        paise = whole * 100 + (int(torch.randint(1, 100, (1,), generator=g)) if torch.rand(1, generator=g) < 0.5 else 0)
        source, (symbol, said) = json.dumps(rupees(paise)), format_inr(paise).partition("₹")[1:]
        return [self.tokenizer(text, add_special_tokens=False).input_ids for text in (source, symbol, said)]

    def batch(self, device=None):
        """(input_ids, labels), each ``batch × 2·length``: filler, string, filler, string, filler; labels are -100
        except on the second showing of the string after its first token (for an amount row: after ``₹``)."""
        import torch

        g, total = self.generator, 2 * self.length
        sequence = self._tokens(self.batch_size * total).view(self.batch_size, total)
        labels = torch.full_like(sequence, -100)
        for row in range(self.batch_size):
            amount = (self._amount() if self.format_share and float(torch.rand(1, generator=g)) < self.format_share
                      else None)
            if amount and sum(map(len, amount)) <= total:  # an amount too long for a short row: a copy row instead
                source, symbol, said = amount
                target = symbol + said
                # filler without digits, so that the amount is the only number in the row
                filler = sequence[row]
                filler[torch.isin(filler, self.digits)] = 3
                gap = int(torch.randint(0, total - len(source) - len(target) + 1, (1,), generator=g))
                first = int(torch.randint(0, total - len(source) - len(target) - gap + 1, (1,), generator=g))
                second = first + len(source) + gap
                sequence[row, first:first + len(source)] = torch.tensor(source)
                sequence[row, second:second + len(target)] = torch.tensor(target)
                start = second + len(symbol)
                labels[row, start:second + len(target)] = sequence[row, start:second + len(target)]
                continue
            n = int(torch.randint(self.length // 4, self.length // 2 + 1, (1,), generator=g))
            gap = int(torch.randint(0, total - 2 * n + 1, (1,), generator=g))
            first = int(torch.randint(0, total - 2 * n - gap + 1, (1,), generator=g))
            second = first + n + gap
            sequence[row, second:second + n] = sequence[row, first:first + n]
            labels[row, second + 1:second + n] = sequence[row, second + 1:second + n]
        return sequence.to(device), labels.to(device)

    @staticmethod
    def accuracy(logits, labels) -> float:
        """Share of the labelled tokens predicted exactly (argmax of the previous position)."""
        predicted, target = logits[:, :-1].argmax(-1), labels[:, 1:]
        mask = target != -100
        return (predicted[mask] == target[mask]).float().mean().item()


def copy_warmup(model, tokenizer, steps: int, batch: int = 16, length: int = 32, lr: float = 1e-3, seed: int = 0,
                plain_share: float = 0.6, format_share: float = 0.25):
    """Train a random model on ``CopyTask`` so that it has a copy circuit before SFT: the first ``plain_share`` of
    the steps without digits (any earlier token is then a unique match, the easy case in which the circuit forms),
    the rest with half of the tokens digits (ids: the match must span several tokens) and a ``format_share`` of
    the rows amounts to write in Indian grouping. Measured on 2 cores (one
    thread, batch 16): at chance for ~2,000 steps, then the copy accuracy rises (the induction "phase change").
    SFT keeps the circuit only with ``--copy_loss_weight`` (plain SFT erases it)."""
    import torch

    if steps <= 0:
        return
    task = CopyTask(tokenizer, model.config.vocab_size, batch, length, seed, digit_share=0.0)
    optimizer = torch.optim.AdamW(model.parameters(), lr=lr)
    model.train()
    started = time.perf_counter()
    for step in range(steps):
        plain = step < plain_share * steps
        task.digit_share, task.format_share = (0.0, 0.0) if plain else (0.5, format_share)
        sequence, labels = task.batch()
        out = model(input_ids=sequence, labels=labels)
        out.loss.backward()
        optimizer.step()
        optimizer.zero_grad()
        if (step + 1) % 100 == 0 or step + 1 == steps:
            with torch.no_grad():
                accuracy = task.accuracy(out.logits, labels)
            log.info("copy warm-up step %d/%d (digit share %.1f): loss %.3f, copy accuracy %.3f (%.0fs)", step + 1,
                     steps, task.digit_share, out.loss.item(), accuracy, time.perf_counter() - started)
    model.eval()


def with_copy_loss(trainer_class, tokenizer, vocab_size: int, weight: float, batch: int = 8, length: int = 32,
                   seed: int = 1, format_share: float = 0.25):
    """``trainer_class`` (a transformers/TRL trainer) whose training loss adds ``weight`` × the ``CopyTask`` loss of
    one synthetic batch per step — an auxiliary objective that keeps a copy circuit alive while the model learns
    the bank's conversations (logged as ``copy_loss`` and ``copy_accuracy``, averaged since the last log)."""
    import torch

    task = CopyTask(tokenizer, vocab_size, batch, length, seed, format_share=format_share)
    since_log: list[tuple[float, float]] = []  # (loss, accuracy) of each step since the last log

    class CopyLossTrainer(trainer_class):
        def compute_loss(self, model, inputs, return_outputs=False, num_items_in_batch=None):
            result = super().compute_loss(model, inputs, return_outputs=return_outputs,
                                          num_items_in_batch=num_items_in_batch)
            if not model.training:
                return result
            sequence, labels = task.batch(device=self.args.device)
            out = model(input_ids=sequence, labels=labels)
            with torch.no_grad():
                since_log.append((out.loss.item(), task.accuracy(out.logits, labels)))
            if return_outputs:
                return result[0] + weight * out.loss, result[1]
            return result + weight * out.loss

        def log(self, logs, *args, **kwargs):
            if since_log and "loss" in logs:
                logs["copy_loss"] = round(sum(c[0] for c in since_log) / len(since_log), 4)
                logs["copy_accuracy"] = round(sum(c[1] for c in since_log) / len(since_log), 4)
                since_log.clear()
            return super().log(logs, *args, **kwargs)

    return CopyLossTrainer


def build_tiny(out_dir: str | os.PathLike, tasks: Sequence[Any], *, vocab_size: int = 2048, hidden: int = 128,
               layers: int = 4, compact_prompt: bool = True, corpus_tasks: int = 300, copy_warmup_steps: int = 0,
               seed: int = 0) -> str:
    """Build the tiny offline model in ``out_dir`` (see the module docstring); returns its path.

    ``tasks`` must be training tasks: expert dialogues of up to ``corpus_tasks`` of them join the tokenizer's
    training corpus. ``copy_warmup_steps`` > 0 runs ``copy_warmup`` on the fresh weights."""
    from tokenizers import AddedToken
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from bank_gym.integrations.tiny_model import build_tiny_model, default_corpus

    started = time.perf_counter()
    out = Path(out_dir)
    episodes = expert_episodes(list(tasks)[:corpus_tasks]) if corpus_tasks else []
    corpus = default_corpus()
    for episode in episodes:
        for m in episode["messages"][1:]:
            if m.get("content"):
                corpus.append(m["content"])
            for call in m.get("tool_calls") or ():
                corpus.append(json.dumps({"name": call["function"]["name"], "arguments": call["function"]["arguments"]},
                                         ensure_ascii=False))
    path = build_tiny_model(out, corpus=corpus, vocab_size=vocab_size, hidden=hidden, layers=layers, seed=seed)
    model = AutoModelForCausalLM.from_pretrained(path)
    if compact_prompt:
        from bank_gym.transcript import fresh_tools

        tokenizer = AutoTokenizer.from_pretrained(path)
        try:
            extra = trl_tool_schemas()
        except ImportError:
            extra = []
        blocks = prompt_blocks(tokenizer, fresh_tools(), extra)
        added = tokenizer.add_tokens([AddedToken(b, normalized=False, special=False) for b in blocks])
        model.resize_token_embeddings(len(tokenizer), mean_resizing=False)
        model.save_pretrained(path)
        tokenizer.save_pretrained(path)
        log.info("tiny model: %d constant prompt blocks added as tokens", added)
    if copy_warmup_steps > 0:
        copy_warmup(model, AutoTokenizer.from_pretrained(path), copy_warmup_steps, seed=seed)
        model.save_pretrained(path)
    n_params = sum(p.numel() for p in model.parameters())
    log.info("tiny model built in %s: %d parameters, %.1fs", path, n_params, time.perf_counter() - started)
    return str(path)


def prompt_tokens(path: str) -> int:
    """Tokens of the current env prompt (system prompt + tool schemas) under ``path``'s tokenizer. With a compact
    tiny tokenizer this is a few hundred; thousands mean the policy or tool text changed since it was built."""
    from transformers import AutoTokenizer

    from bank_gym.transcript import fresh_tools, system_prompt

    tokenizer = AutoTokenizer.from_pretrained(path)
    messages = [{"role": "system", "content": system_prompt("2026-01-01")}, {"role": "user", "content": "Hi."}]
    return len(tokenizer.apply_chat_template(messages, tools=fresh_tools(), tokenize=True, return_dict=True)["input_ids"])


def load_tokenizer(path: str):
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(path)
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    return tokenizer


@dataclass
class TinyModelArguments:
    """The options of the tiny offline model (``build_tiny``), shared by both scripts and the before/after driver."""

    tiny: bool = field(default=False, metadata={"help": "Build a tiny model + tokenizer offline instead of loading "
                                                         "one."})
    tiny_vocab: int = field(default=2048, metadata={"help": "--tiny: BPE vocabulary size."})
    tiny_hidden: int = field(default=128, metadata={"help": "--tiny: hidden size."})
    tiny_layers: int = field(default=4, metadata={"help": "--tiny: transformer layers."})
    tiny_compact_prompt: bool = field(default=True, metadata={"help": "--tiny: encode the constant prompt blocks "
                                                                      "(policy, tool schemas) as single tokens."})
    tiny_copy_warmup_steps: int = field(default=0, metadata={"help": "--tiny: steps of a synthetic copy task before "
                                                                     "training (an induction circuit; 0 = none)."})

    def tiny_kwargs(self) -> dict[str, Any]:
        """``build_tiny``'s keyword arguments."""
        return {"vocab_size": self.tiny_vocab, "hidden": self.tiny_hidden, "layers": self.tiny_layers,
                "compact_prompt": self.tiny_compact_prompt, "copy_warmup_steps": self.tiny_copy_warmup_steps}


def resolve_model(model: str | None, tiny: bool, out_dir: str | os.PathLike, tasks: Sequence[Any],
                  tiny_kwargs: dict | None = None) -> str:
    """The model to train: ``--tiny`` builds one in ``out_dir/tiny-base`` (offline); otherwise ``model`` (a
    local folder or a hub name)."""
    if tiny and model:
        raise SystemExit("pass either --model_name_or_path or --tiny, not both")
    if tiny:
        return build_tiny(Path(out_dir) / "tiny-base", tasks, **(tiny_kwargs or {}))
    if not model:
        raise SystemExit("pass --model_name_or_path NAME_OR_PATH or --tiny")
    return model


def check_model_source(model: str | None, tiny: bool) -> None:
    """Fail in a second, before any data is built, when the model cannot be loaded: neither ``--tiny`` nor
    ``--model_name_or_path`` given, both given, a local path that does not exist, or a hub name that is not in the
    local cache while ``HF_HUB_OFFLINE=1`` (set ``HF_HUB_OFFLINE=0`` to download it)."""
    if tiny and model:
        raise SystemExit("pass either --model_name_or_path or --tiny, not both")
    if tiny:
        return
    if not model:
        raise SystemExit("pass --model_name_or_path NAME_OR_PATH (a local folder or a hub name) or --tiny")
    path = Path(model).expanduser()
    if path.is_dir():
        if not (path / "config.json").is_file():
            raise SystemExit(f"--model_name_or_path {model}: the folder has no config.json (not a saved model)")
        return
    # a hub name is NAME or ORG/NAME; anything else is a local path
    if model.startswith((".", "/", "~")) or model.count("/") > 1 or "\\" in model:
        raise SystemExit(f"--model_name_or_path {model}: no such folder")
    if os.environ.get("HF_HUB_OFFLINE", "0") not in ("0", "", "false", "False"):
        from huggingface_hub import try_to_load_from_cache

        if not isinstance(try_to_load_from_cache(model, "config.json"), str):
            raise SystemExit(f"--model_name_or_path {model}: not in the local Hugging Face cache and HF_HUB_OFFLINE=1; "
                             "set HF_HUB_OFFLINE=0 to download it, or pass a local folder")


# Default learning rates by training method and model size (parameters), where --learning_rate is not given.
# Full fine-tuning needs smaller steps as models grow; LoRA trains few parameters and takes larger ones.
LEARNING_RATES = {
    "sft": {"lora": 2e-4, "full": ((1e8, 2e-3), (1e9, 5e-5), (1e10, 1e-5), (float("inf"), 5e-6))},
    "grpo": {"lora": 1e-5, "full": ((1e8, 1e-4), (1e9, 5e-6), (1e10, 1e-6), (float("inf"), 5e-7))},
}


def default_learning_rate(stage: str, n_parameters: int, lora: bool) -> float:
    """The default learning rate of ``stage`` (``sft`` or ``grpo``) for a model of ``n_parameters`` (LoRA or full
    fine-tuning): ``LEARNING_RATES``. A small model (under 100M parameters, such as the tiny model and what SFT made
    of it) gets the tiny recipe's rate whether or not ``--tiny`` built it in this run."""
    table = LEARNING_RATES[stage]
    if lora:
        return table["lora"]
    return next(rate for bound, rate in table["full"] if n_parameters < bound)


def set_learning_rate(stage: str, training: Any, model: Any, lora: bool) -> str:
    """Fill ``training.learning_rate`` when it was left at the "by model size" default (< 0); returns a log line
    saying which rate is used and why."""
    n = sum(p.numel() for p in model.parameters())
    if training.learning_rate >= 0:
        return f"learning rate {training.learning_rate:g} (given)"
    training.learning_rate = default_learning_rate(stage, n, lora)
    return (f"learning rate {training.learning_rate:g}: the default for {'LoRA on ' if lora else 'full fine-tuning of '}"
            f"a model of {n:,} parameters (--learning_rate to change it)")


def reward_signal(log_history: Sequence[dict]) -> dict[str, Any]:
    """How many logged GRPO steps had any group of rollouts with different rewards. TRL logs
    ``frac_reward_zero_std`` (the share of groups whose rollouts all got the same reward); at 1.0 every advantage
    is 0 and the step cannot change the policy (with ``beta`` = 0, loss and grad_norm are 0)."""
    steps = [h for h in log_history if "frac_reward_zero_std" in h]
    flat = [h for h in steps if h["frac_reward_zero_std"] >= 1.0]
    return {"logged_steps": len(steps), "steps_without_reward_variance": len(flat),
            "learned_nothing": bool(steps) and len(flat) == len(steps)}

