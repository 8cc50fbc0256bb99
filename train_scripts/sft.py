"""Supervised fine-tuning on expert IndianBank-v2 episodes (oracle agent × scripted customer), with TRL's SFTTrainer.

Top to bottom:

1. **Tasks.** The released ``train`` split plus ``--fresh_tasks`` freshly generated training tasks whose
   (customer, family) pairs avoid every released task. Never the test split (``common.training_tasks`` /
   ``common.assert_training_only``; ``tests/test_training.py`` proves it).
2. **Episodes.** The oracle plays every task against the scripted customer in ``IndianBankEnv``. Each passing
   episode becomes one chat row in the send-message protocol of TRL's tool loop (``common.expert_episodes``,
   ``bank_gym.agents.tool_protocol``): the system prompt, GRPO's opening user turn, the expert's messages as
   ``send_message`` calls with the customer's replies as their results, its bank tool calls and their results,
   a closing turn without a tool call; ``tools`` are the schemas TRL derives from ``BankToolEnv``. Stored with
   ``datasets`` ``Json()`` features (nested dicts that differ between rows stay exact).
3. **Training.** ``SFTTrainer`` renders each row with the model's chat template (``tools=`` included, exactly as
   ``HFAgent`` renders the transcript at evaluation) and trains on the assistant turns only
   (``assistant_only_loss``: the tool calls and messages the assistant produced; prompts, customer turns and
   tool results are masked). ``--use_peft`` trains a LoRA adapter (peft) and merges it before saving.
4. **Outputs** in ``--output_dir``: ``model/`` (weights + tokenizer + ``bank_gym_protocol.json``, loadable with
   ``--agent hf:OUT/model``, which then speaks the same protocol),
   ``dataset/`` (``Dataset.save_to_disk``) and ``sft_data.jsonl``, ``train_log.jsonl`` (every logged step),
   ``metrics.json``, ``args.json``, ``sft.log``.

Options are TRL's own (``TrlParser`` over ``SFTConfig`` and ``ModelConfig``, ``--config recipe.yaml`` too) plus
``ScriptArguments`` below; ``TRAINING_DEFAULTS`` lists where this script's defaults differ from TRL's. Any local
folder or hub name works as ``--model_name_or_path`` (bf16 on a GPU that supports it; fp32 on the CPU).
``--tiny`` builds a small model and tokenizer offline instead (``common.build_tiny``), so the whole thing runs on
a 2-core CPU with no network::

    python train_scripts/sft.py --tiny --output_dir runs/sft-tiny --max_steps 50
    python train_scripts/sft.py --model_name_or_path Qwen/Qwen2.5-1.5B-Instruct --use_peft --output_dir runs/sft-qwen \
        --num_train_epochs 1 --report_to wandb --save_steps 500
"""

from __future__ import annotations

import os

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # before torch: avoids OpenMP spin-waiting on a busy CPU
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import json
import logging
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402  (train_scripts/common.py)

from bank_gym.agents.tool_protocol import write_protocol  # noqa: E402
from bank_gym.tasks import write_training_tasks  # noqa: E402

log = logging.getLogger("bank_gym.train.sft")


@dataclass
class ScriptArguments(common.TinyModelArguments):
    """This project's options (``--tiny`` and its ``--tiny_*`` options come from ``common.TinyModelArguments``).
    Every other option is TRL's own: ``SFTConfig`` (training: ``--output_dir``,
    ``--max_steps``, ``--learning_rate``, ``--report_to``, ``--save_steps``, ``--bf16``, ``--push_to_hub``,
    ``--gradient_checkpointing``, ...) and ``ModelConfig`` (``--model_name_or_path``, ``--dtype``, LoRA with
    ``--use_peft --lora_r --lora_alpha``, ...)."""

    fresh_tasks: int = field(default=300, metadata={"help": "Freshly generated training tasks added to the train split."})
    use_train_split: bool = field(default=True, metadata={"help": "Include the released train split."})
    families: str | None = field(default=None, metadata={"help": "Comma-separated task families to train on "
                                                                   "(default: all)."})
    language: str | None = field(default=None, metadata={"help": "The customers' language: en, hi (Hindi), "
                                                                 "hinglish (default: the tasks' own, English)."})
    task_seed: int = field(default=1, metadata={"help": "Seed of the fresh tasks (their ids are gen{seed}_...)."})
    episode_seeds: int = field(default=1, metadata={"help": "Episodes per task (customer phrasing seeds 0..N-1)."})
    time_budget_s: float | None = field(default=None, metadata={"help": "Stop training after this many seconds."})
    copy_loss_weight: float = field(default=0.0, metadata={"help": "Add this weight x a synthetic copy task's loss "
                                                                   "(one batch a step) to the SFT loss, keeping a "
                                                                   "from-scratch model's copy circuit "
                                                                   "(--tiny_copy_warmup_steps); 0 = none."})


# This project's defaults for TRL's options (each can be overridden on the command line or in --config).
# learning_rate < 0 means "by model size": common.default_learning_rate (2e-4 with LoRA; full fine-tuning 2e-3 under
# 100M parameters, such as the tiny model, 5e-5 under 1B, 1e-5 under 10B, 5e-6 above).
TRAINING_DEFAULTS = {
    "output_dir": "runs/sft", "assistant_only_loss": True, "max_length": None, "learning_rate": -1.0,
    "per_device_train_batch_size": 4, "lr_scheduler_type": "cosine", "warmup_steps": 0.03, "logging_steps": 10,
    "gradient_checkpointing": False, "save_strategy": "no", "report_to": "none", "dataloader_num_workers": 0,
    "disable_tqdm": True,  # progress is logged by common.make_jsonl_logger
}


def parse_args(argv=None):
    """(ScriptArguments, SFTConfig, ModelConfig) from the command line (or a ``--config`` YAML), TRL's way."""
    from trl import ModelConfig, SFTConfig, TrlParser

    parser = TrlParser((ScriptArguments, SFTConfig, ModelConfig))
    parser.set_defaults(**TRAINING_DEFAULTS, **common.device_settings())
    return parser.parse_args_and_config(args=argv)


def build_dataset(args: ScriptArguments, out: Path):
    """Training tasks -> expert episodes -> a chat dataset (saved to ``out``)."""
    from datasets import Dataset, Features, Json, Value

    tasks = common.training_tasks(args.fresh_tasks, seed=args.task_seed, use_train_split=args.use_train_split,
                                  families=common.split_names(args.families), language=args.language)
    rows = common.expert_episodes(tasks, seeds=range(args.episode_seeds))
    common.assert_training_only(t for t in tasks if t.task_id in {r["task_id"] for r in rows})
    features = Features({"messages": Json(), "tools": Json(), "task_id": Value("string"), "family": Value("string"),
                         "category": Value("string"), "seed": Value("int64")})
    dataset = Dataset.from_list([{k: r[k] for k in features} for r in rows], features=features)
    dataset.save_to_disk(str(out / "dataset"))
    with open(out / "sft_data.jsonl", "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps({k: r[k] for k in features}, ensure_ascii=False) + "\n")
    log.info("SFT dataset: %d episodes of %d tasks (%d families) -> %s", len(dataset), len(tasks),
             len({r["family"] for r in rows}), out / "dataset")
    return dataset, tasks


def main(args: ScriptArguments, training, model_args) -> dict:
    """Build the data, train and save; ``training`` is TRL's ``SFTConfig``, ``model_args`` its ``ModelConfig``."""
    from trl import SFTTrainer, get_peft_config

    out = Path(training.output_dir)
    out.mkdir(parents=True, exist_ok=True)
    common.setup_logging(out, "sft")
    common.check_model_source(model_args.model_name_or_path, args.tiny)  # before the episodes are built
    peft_config = get_peft_config(model_args)  # None unless --use_peft
    (out / "args.json").write_text(json.dumps({"script": asdict(args), "training": training.to_dict(),
                                               "model": asdict(model_args)}, indent=2, default=str) + "\n",
                                   encoding="utf-8")
    started = time.perf_counter()

    # 1-2. tasks and expert episodes
    dataset, tasks = build_dataset(args, out)

    # the model: a local folder / hub name, or a tiny one built offline (its tokenizer learns from training tasks only)
    from transformers import AutoModelForCausalLM

    model_path = common.resolve_model(model_args.model_name_or_path, args.tiny, out, tasks, args.tiny_kwargs())
    tokenizer = common.load_tokenizer(model_path)
    model = AutoModelForCausalLM.from_pretrained(model_path, **common.model_kwargs(model_args, training))
    log.info("SFT: %s", common.set_learning_rate("sft", training, model, peft_config is not None))
    lr = training.learning_rate
    lengths = [len(tokenizer.apply_chat_template(r["messages"], tools=r["tools"], tokenize=True,
                                                 return_dict=True)["input_ids"]) for r in dataset.select(range(min(20, len(dataset))))]
    log.info("model %s (%s); rendered episode length (first %d): mean %.0f, max %d tokens", model_path,
             model.dtype, len(lengths), sum(lengths) / max(1, len(lengths)), max(lengths or [0]))

    # 3. training (TRL's SFTConfig as given)
    callbacks = [common.make_jsonl_logger(out / "train_log.jsonl")]
    if args.time_budget_s:
        callbacks.append(common.make_time_budget(args.time_budget_s))
    trainer_class = SFTTrainer
    if args.copy_loss_weight > 0:
        trainer_class = common.with_copy_loss(SFTTrainer, tokenizer, model.config.vocab_size,
                                              args.copy_loss_weight)
    trainer = trainer_class(model=model, args=training, train_dataset=dataset.select_columns(["messages", "tools"]),
                         processing_class=tokenizer, peft_config=peft_config, callbacks=callbacks)
    result = trainer.train()

    # 4. save the (merged) model, its tokenizer and the metrics
    final = trainer.model
    if peft_config is not None:
        final = final.merge_and_unload()
    final.save_pretrained(str(out / "model"))
    tokenizer.save_pretrained(str(out / "model"))
    write_training_tasks(out / "model", tasks, parent=model_path)  # bank-gym eval warns if it evaluates on these
    write_protocol(out / "model", common.trl_tool_schemas())  # bank-gym eval speaks to it as it was trained
    losses = [h["loss"] for h in trainer.state.log_history if "loss" in h]
    metrics = {
        "model": model_path,
        "saved_model": str(out / "model"),
        "episodes": len(dataset),
        "tasks": len(tasks),
        "steps": trainer.state.global_step,
        "train_loss": result.training_loss,
        "first_logged_loss": losses[0] if losses else None,
        "last_logged_loss": losses[-1] if losses else None,
        "learning_rate": lr,
        "wall_s": round(time.perf_counter() - started, 1),
    }
    (out / "metrics.json").write_text(json.dumps(metrics, indent=2, default=common.json_default) + "\n",
                                      encoding="utf-8")
    log.info("SFT done: %s", metrics)
    return metrics


if __name__ == "__main__":
    main(*parse_args())
