"""One command for a before/after experiment: evaluate a model on the test split, train it on training tasks
(SFT, then optionally GRPO), evaluate it again, and write the paired comparison.

Steps (every folder under ``--output_dir``):

1. ``base-model/`` — with ``--tiny``, a small model + tokenizer built offline (its tokenizer corpus uses training
   tasks only); otherwise ``--model_name_or_path`` (a local folder, or a hub name resolved to its local snapshot).
2. ``eval_before/`` — ``bank_gym.runner.evaluate`` (what ``bank-gym eval`` runs) with ``--agent hf:MODEL`` and the
   scripted customer on the test split (``--test_limit`` / ``--test_task_ids`` for a subset; ``--test_limit`` spreads over the categories), ``--trials`` each.
3. ``sft/`` — ``train_scripts/sft.py --model_name_or_path MODEL`` (a subprocess; its exact command is logged).
4. ``grpo/`` — ``train_scripts/grpo.py --model_name_or_path sft/model`` when ``--grpo_max_steps > 0``. With
   ``--grpo_families auto`` the SFT model is first evaluated on ``--family_table_tasks`` fresh training-side tasks
   per family (``family_table/family_pass_rates.md``) and GRPO trains on the families whose pass rate lies in
   ``--grpo_band`` (``eval/arms.py``).
5. ``eval_after/`` — the same evaluation with the SFT model; with GRPO also ``eval_grpo/`` with the SFT+GRPO
   model: three arms (base, SFT, SFT+GRPO).
6. ``eval_before/report/``, ``eval_after/report/`` (``bank-gym report``) and ``compare/`` (``bank-gym compare``
   of base vs SFT: delta, fail→pass / pass→fail tasks, exact McNemar p, per category); with GRPO
   ``grpo_compare/`` (SFT vs SFT+GRPO, the same paired exact test); ``before_after.json`` (headline numbers,
   timings, the commands) and ``commands.txt``. Every arm is also evaluated on the generalization split
   ``test_ood`` (held-out families and phrasings; ``--ood_limit N`` for a spread sample, 0 to skip):
   ``ood_before/``, ``ood_after/`` (``ood_grpo/``) and ``ood_compare/`` (``ood_grpo_compare/``), and
   ``before_after.json``'s ``test_ood`` beside the test split's numbers.
7. with ``--heldout_tasks N``: ``heldout_tasks.jsonl``, N fresh tasks sharing no (customer, family) pair with the
   release, with the family table's tasks or with what the trained model records it was trained on, evaluated
   once each with every arm (``heldout_before/``, ``heldout_after/``, ``heldout_grpo/``) and compared
   (``heldout_compare/``, ``heldout_grpo_compare/``: exact McNemar, per family; SFT vs SFT+GRPO also over the
   GRPO-trained families and without the fixed-script family).

The training scripts never read a test-split task (see train_scripts/common.py); only the evaluations do.

Options of each training stage carry TRL's names with an ``sft_`` / ``grpo_`` prefix (``--sft_max_steps``,
``--grpo_per_device_train_batch_size``, ...); the names of 0.6 and before (``--model``, ``--lora``, ``--out``,
``--sft_steps``, ...) still work as aliases.

    python eval/before_after.py --tiny --output_dir runs/ba-tiny --sft_time_budget_s 900
    python eval/before_after.py --model_name_or_path Qwen/Qwen2.5-1.5B-Instruct --use_peft --output_dir runs/ba-qwen \
        --grpo_max_steps 200
"""

from __future__ import annotations

import os

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # before torch: avoids OpenMP spin-waiting on a busy CPU
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import json
import logging
import shlex
import subprocess
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "train_scripts"))
sys.path.insert(0, str(ROOT / "eval"))  # eval/arms.py
import common  # noqa: E402  (train_scripts/common.py)

log = logging.getLogger("bank_gym.before_after")


@dataclass
class BeforeAfterArgs(common.TinyModelArguments):
    model_name_or_path: str | None = field(default=None, metadata={"aliases": ["--model"], "help": "Local folder or hub name of the model."})
    output_dir: str = field(default="runs/before_after", metadata={"aliases": ["--out"], "help": "Output folder."})
    # evaluation
    test_limit: int | None = field(default=None, metadata={"help": "Evaluate on N test tasks only, spread over the categories and families (bank-gym eval --limit)."})
    test_task_ids: str | None = field(default=None, metadata={"help": "Comma-separated test task ids (a subset)."})
    trials: int = field(default=1, metadata={"help": "Trials per task (customer seeds 0..K-1)."})
    max_new_tokens: int = field(default=512, metadata={"help": "Generation budget of one assistant turn."})
    families: str | None = field(default=None, metadata={"help": "Train (SFT and GRPO) on these task families only: "
                                                                   "comma-separated family or category names (a "
                                                                   "category stands for its families). The evaluation "
                                                                   "is the test split as chosen above either way."})
    max_gold_calls: int | None = field(default=None, metadata={"help": "Train only on the families (of --families, "
                                                                       "or all) whose gold chain has at most N calls "
                                                                       "(measured on a freshly generated task)."})
    eval_workers: int = field(default=1, metadata={"help": "Parallel evaluation sessions."})
    heldout_tasks: int = field(default=0, metadata={"help": "Also evaluate before and after on N freshly generated "
                                                            "tasks that share no (customer, family) pair with the "
                                                            "release or with any training task (one trial each, "
                                                            "exact McNemar): a second held-out sample, larger than "
                                                            "the test split's share of a category."})
    heldout_families: str | None = field(default=None, metadata={"help": "Held-out tasks from these families or "
                                                                         "categories (default: all); only the "
                                                                         "families trained on are kept."})
    heldout_seed: int = field(default=100, metadata={"help": "Generation seed of the held-out tasks (ids "
                                                             "gen{seed}_...); not a training seed."})
    ood_limit: int | None = field(default=None, metadata={"help": "Also evaluate every arm on the generalization "
                                                                  "split test_ood (held-out families and phrasings): "
                                                                  "N tasks spread over its families (default: all "
                                                                  "of it; 0 skips it)."})
    # SFT
    sft_fresh_tasks: int = field(default=300, metadata={"help": "SFT: fresh training tasks besides the train split."})
    sft_episode_seeds: int = field(default=1, metadata={"help": "SFT: episodes per task."})
    sft_num_train_epochs: float = field(default=1.0, metadata={"aliases": ["--sft_epochs"], "help": "SFT: epochs (ignored when --sft_max_steps > 0)."})
    sft_max_steps: int = field(default=-1, metadata={"aliases": ["--sft_steps"], "help": "SFT: steps (overrides --sft_num_train_epochs when > 0)."})
    sft_time_budget_s: float | None = field(default=None, metadata={"help": "SFT: stop after this many seconds."})
    sft_per_device_train_batch_size: int = field(default=1, metadata={"aliases": ["--sft_batch_size"], "help": "SFT: per-device batch size."})
    sft_gradient_accumulation_steps: int = field(default=1, metadata={"aliases": ["--sft_grad_accum"], "help": "SFT: gradient accumulation."})
    sft_learning_rate: float | None = field(default=None, metadata={"help": "SFT: LR (default 1e-3 with --tiny, "
                                                                            "else sft.py's default by model size)."})
    sft_lr_scheduler_type: str = field(default="cosine", metadata={"aliases": ["--sft_lr_scheduler"], "help": "SFT: LR schedule."})
    sft_logging_steps: int = field(default=50, metadata={"help": "SFT: log every N steps."})
    sft_copy_loss_weight: float = field(default=0.0, metadata={"help": "SFT: weight of the auxiliary synthetic copy "
                                                                       "loss (sft.py --copy_loss_weight)."})
    sft_extra: str | None = field(default=None, metadata={"help": "More options for sft.py, verbatim (any of TRL's "
                                                                   "SFTConfig / ModelConfig, e.g. '--report_to wandb')."})
    # GRPO
    grpo_max_steps: int = field(default=0, metadata={"aliases": ["--grpo_steps"], "help": "GRPO steps after SFT (0 = no GRPO)."})
    grpo_reward: str = field(default="binary", metadata={"help": "GRPO reward: binary or shaped."})
    grpo_fresh_tasks: int = field(default=200, metadata={"help": "GRPO: fresh training tasks besides the train split."})
    grpo_num_generations: int = field(default=4, metadata={"help": "GRPO: rollouts per prompt."})
    grpo_per_device_train_batch_size: int = field(default=4, metadata={"aliases": ["--grpo_batch_size"], "help": "GRPO: completions per step."})
    grpo_max_completion_length: int = field(default=1024, metadata={"help": "GRPO: tokens per rollout."})
    grpo_learning_rate: float | None = field(default=None, metadata={"help": "GRPO: LR (default grpo.py's, by model "
                                                                             "size and LoRA)."})
    grpo_time_budget_s: float | None = field(default=None, metadata={"help": "GRPO: stop after this many seconds."})
    grpo_extra: str | None = field(default=None, metadata={"help": "More options for grpo.py, verbatim (any of TRL's "
                                                                    "GRPOConfig / ModelConfig, e.g. '--use_vllm "
                                                                    "--vllm_mode colocate')."})
    grpo_families: str | None = field(default=None, metadata={"help": "GRPO's families: 'auto' (those whose measured "
                                                                       "SFT pass rate lies in --grpo_band), or names "
                                                                       "(default: the SFT families)."})
    grpo_band: str = field(default="0.1,0.9", metadata={"help": "--grpo_families auto: the pass-rate band, low,high."})
    family_table_tasks: int = field(default=8, metadata={"help": "--grpo_families auto: fresh training-side tasks "
                                                                 "per family for the SFT model's pass-rate table."})
    family_table_seed: int = field(default=50, metadata={"help": "Generation seed of the family table's tasks."})
    resume: bool = field(default=False, metadata={"help": "Reuse the stages an earlier run with the same training "
                                                          "arguments finished in --out (base model, SFT, GRPO; "
                                                          "evaluations always resume session by session), e.g. to "
                                                          "add --trials."})
    # model options
    use_peft: bool = field(default=False, metadata={"aliases": ["--lora"], "help": "Train LoRA adapters (merged into the saved models)."})
    gradient_checkpointing: bool = field(default=False, metadata={"help": "Gradient checkpointing in both trainings "
                                                                          "(long episodes on a GPU)."})


_CHAIN_SAMPLE = 12  # fresh tasks per family read for its longest gold chain


def training_families(text: str | None, max_gold_calls: int | None = None) -> str | None:
    """``--families`` with category names expanded to their families (comma-separated), or None for all; with
    ``max_gold_calls``, only the families whose gold chains have at most that many calls (a family's procedure
    varies, so its longest chain over ``_CHAIN_SAMPLE`` freshly generated training tasks counts, never a released
    one's)."""
    from bank_gym.tasks.families import FAMILIES

    names = common.split_names(text)
    if not names and max_gold_calls is None:
        return None
    out: list[str] = []
    for name in names or list(FAMILIES):
        members = [f for f, fam in FAMILIES.items() if fam.category == name] if name not in FAMILIES else [name]
        if not members:
            raise SystemExit(f"--families: {name!r} is neither a task family nor a category")
        out += [m for m in members if m not in out]
    if max_gold_calls is not None:
        from bank_gym.tasks.generate import generate_fresh

        sample = generate_fresh(len(out) * _CHAIN_SAMPLE, seed=0, exclude=common.released_pairs(), families=out)
        longest: dict[str, int] = {}
        for t in sample:
            longest[t.family] = max(longest.get(t.family, 0), len(t.gold))
        out = [f for f in out if f in longest and longest[f] <= max_gold_calls]
        if not out:
            raise SystemExit(f"--max_gold_calls {max_gold_calls}: no family has so short a gold chain")
    return ",".join(out)


def portable(value):
    """``value`` (a string, or JSON-like lists and dicts of them) with this machine's folders taken out: paths under
    the working folder or the repository become relative, the interpreter becomes ``python``. What the results
    record (commands, model paths, run names) then holds no machine path."""
    if isinstance(value, dict):
        return {k: portable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [portable(v) for v in value]
    if not isinstance(value, str):
        return value
    value = value.replace(sys.executable, "python")
    for base in sorted({str(Path.cwd()), str(ROOT)}, key=len, reverse=True):
        value = value.replace(base + os.sep, "")
    return value


def local_model_path(model: str) -> str:
    """A local folder for ``model`` (``HFAgent`` loads offline): the folder itself, or the hub snapshot (downloaded
    when the environment allows it, e.g. ``HF_HUB_OFFLINE=0``)."""
    if Path(model).is_dir():
        return str(Path(model).resolve())
    from huggingface_hub import snapshot_download

    return snapshot_download(model)


def local_relative(path):
    """``path`` relative to the working folder when it lies under it (same type as given), else unchanged."""
    try:
        rel = Path(path).resolve().relative_to(Path.cwd())
    except ValueError:
        return path
    return rel if isinstance(path, Path) else str(rel)


def run_eval(model_path: str, out: Path, args: BeforeAfterArgs, tasks_file: Path | None = None,
             split: str = "test") -> dict:
    """``bank-gym eval --agent hf:MODEL --customer scripted --split test`` (in process), then free the model; with
    ``tasks_file``, those tasks instead, one trial each; with ``split="test_ood"``, the generalization split
    (``--ood_limit`` tasks, ``--trials`` each)."""
    from bank_gym.runner import EvalConfig, evaluate

    if args.tiny and args.tiny_compact_prompt:
        n = common.prompt_tokens(model_path)
        log.info("prompt (system + tools) under this tokenizer: %d tokens", n)
        if n > 2000:
            log.warning("the policy or tool text changed since the tiny tokenizer was built: prompts are no longer "
                        "compact (%d tokens); rerun to rebuild it", n)
    task_ids = [t.strip() for t in args.test_task_ids.split(",") if t.strip()] if args.test_task_ids else None
    # Both sides in the send-message protocol the training uses (the trained model records it in its folder).
    from bank_gym.agents.tool_protocol import PROTOCOL_FILE, write_protocol

    protocol = Path(model_path) / PROTOCOL_FILE
    if not protocol.exists():
        protocol = write_protocol(out.parent, common.trl_tool_schemas())
    if tasks_file is not None:
        task_ids, limit, trials = None, None, 1
    elif split == "test_ood":
        task_ids, limit, trials = None, args.ood_limit, args.trials
    else:
        limit, trials = args.test_limit, args.trials
    # relative paths where they can be (the evaluation runs in this process): the run's files name no machine folder
    config = EvalConfig(agent=f"hf:{local_relative(model_path)}", customer="scripted", split=split, trials=trials,
                        out=local_relative(out), workers=args.eval_workers, resume=args.resume, task_ids=task_ids,
                        tasks_file=None if tasks_file is None else local_relative(tasks_file), limit=limit,
                        agent_kwargs={"max_new_tokens": args.max_new_tokens,
                                      "protocol": str(local_relative(protocol))})
    started = time.perf_counter()
    summary = evaluate(config, progress=False)
    log.info("eval %s: pass rate %d/%d = %.3f (final-state only %.3f, mean gold completion %.3f) in %.0fs", out.name,
             summary["passed"], summary["n"], summary["pass_rate"], summary["final_state_only_pass_rate"],
             summary["mean_gold_completion"], time.perf_counter() - started)
    from bank_gym.llm.local import forget_local_models

    forget_local_models()  # free the weights before training starts
    try:
        import torch

        if torch.cuda.is_available():
            torch.cuda.empty_cache()
    except ImportError:
        pass
    return summary


def heldout_tasks(args: BeforeAfterArgs, trained: str, families: str | None, path: Path) -> list:
    """``--heldout_tasks`` fresh tasks (seed ``--heldout_seed``) written to ``path``: none shares a (customer,
    family) pair with a released task or with any task the trained model (and the model it started from) was
    trained on, as that model's folder records them. Their families: ``--heldout_families`` (default all), of
    those the training used."""
    from bank_gym.tasks import read_training_tasks
    from bank_gym.tasks.families import FAMILIES
    from bank_gym.tasks.generate import generate_fresh
    from bank_gym.tasks.io import task_to_row

    recorded = read_training_tasks(trained)
    if recorded is None:
        raise SystemExit(f"{trained} records no training tasks: cannot draw tasks it was not trained on")
    names = (training_families(args.heldout_families) or ",".join(FAMILIES)).split(",")
    if families:
        names = [n for n in names if n in families.split(",")]
    if not names:
        raise SystemExit(f"--heldout_families {args.heldout_families}: none of them was trained on")
    exclude = common.released_pairs() | {tuple(p) for p in recorded["pairs"]}
    table_tasks = path.parent / "family_table_tasks.jsonl"  # they chose GRPO's families: not held out either
    if table_tasks.exists():
        rows = [json.loads(line) for line in table_tasks.read_text(encoding="utf-8").splitlines() if line.strip()]
        exclude |= {(r["customer_id"], r["family"]) for r in rows}
    tasks = generate_fresh(args.heldout_tasks, seed=args.heldout_seed, exclude=exclude, families=names)
    overlap = {t.task_id for t in tasks} & set(recorded["task_ids"])
    if overlap:  # a training seed reused as --heldout_seed
        raise SystemExit(f"--heldout_seed {args.heldout_seed} makes task ids the model was trained on "
                         f"({sorted(overlap)[0]}, ...); choose another seed")
    with open(path, "w", encoding="utf-8") as fh:
        fh.writelines(json.dumps(task_to_row(t), ensure_ascii=False, sort_keys=True) + "\n" for t in tasks)
    log.info("held-out tasks: %d from %d families, none trained on (%s)", len(tasks), len(names), path)
    return tasks


def run_script(command: list[str], log_path: Path, commands: list[str]) -> None:
    """Run a training script as a subprocess (output to ``log_path``); fail loudly if it fails."""
    text = shlex.join(command)
    commands.append(text)
    log.info("running: %s", text)
    with open(log_path, "w", encoding="utf-8") as fh:
        result = subprocess.run(command, cwd=ROOT, stdout=fh, stderr=subprocess.STDOUT, env=os.environ.copy())
    if result.returncode != 0:
        tail = log_path.read_text(encoding="utf-8", errors="replace")[-3000:]
        raise SystemExit(f"{command[1]} failed with exit code {result.returncode}; see {log_path}\n{tail}")


def opt(name: str, value) -> list[str]:
    return [] if value is None else [f"--{name}", str(value)]


def train_sft(args: BeforeAfterArgs, base: str, families: str | None, out: Path, commands: list[str]) -> None:
    """Stage 3: ``train_scripts/sft.py`` on training tasks, into ``out/sft``."""
    py = sys.executable
    # the tiny recipe's SFT rate; otherwise sft.py picks one by the model's size (common.default_learning_rate)
    sft_lr = args.sft_learning_rate or (1e-3 if args.tiny else None)
    command = [py, "train_scripts/sft.py", "--model_name_or_path", base, "--output_dir", str(out / "sft"),
               "--fresh_tasks", str(args.sft_fresh_tasks), "--episode_seeds", str(args.sft_episode_seeds),
               "--num_train_epochs", str(args.sft_num_train_epochs), "--max_steps", str(args.sft_max_steps),
               "--per_device_train_batch_size", str(args.sft_per_device_train_batch_size),
               "--gradient_accumulation_steps", str(args.sft_gradient_accumulation_steps),
               *opt("learning_rate", sft_lr), "--lr_scheduler_type", args.sft_lr_scheduler_type,
               "--logging_steps", str(args.sft_logging_steps),
               *opt("time_budget_s", args.sft_time_budget_s), *opt("families", families),
               "--copy_loss_weight", str(args.sft_copy_loss_weight),
               *shlex.split(args.sft_extra or ""),
               *(["--use_peft"] if args.use_peft else []),
               *(["--gradient_checkpointing"] if args.gradient_checkpointing else [])]
    run_script(command, out / "sft_stdout.log", commands)


def grpo_families(args: BeforeAfterArgs, sft_model: str, families: str | None, out: Path) -> tuple[str | None, dict]:
    """GRPO's families (comma-separated, None for all) and the SFT model's family table (``{}`` when not measured):
    ``--grpo_families auto`` measures it (``arms.family_table``) and keeps the families in ``--grpo_band``."""
    if args.grpo_families != "auto":
        return (training_families(args.grpo_families) if args.grpo_families else families), {}
    import arms

    from bank_gym.tasks.families import FAMILIES

    table = arms.family_table(run_eval, args, sft_model, (families or ",".join(FAMILIES)).split(","), out)
    if not table["in_band"]:
        log.warning("no family has an SFT pass rate in the band %s: GRPO trains on all of them, and its groups "
                    "will likely have no reward variance (see the zero-variance log)", args.grpo_band)
    return (",".join(table["in_band"]) or families), table


def train_grpo(args: BeforeAfterArgs, trained: str, families: str | None, out: Path, commands: list[str]) -> None:
    """Stage 4: ``train_scripts/grpo.py`` from the SFT model, into ``out/grpo``."""
    py = sys.executable
    grpo_lr = args.grpo_learning_rate  # None: grpo.py picks one by the model's size (common.default_learning_rate)
    command = [py, "train_scripts/grpo.py", "--model_name_or_path", trained, "--output_dir", str(out / "grpo"),
               "--fresh_tasks", str(args.grpo_fresh_tasks), "--reward", args.grpo_reward,
               "--max_steps", str(args.grpo_max_steps), "--num_generations", str(args.grpo_num_generations),
               "--per_device_train_batch_size", str(args.grpo_per_device_train_batch_size),
               "--max_completion_length", str(args.grpo_max_completion_length),
               *opt("learning_rate", grpo_lr), *opt("time_budget_s", args.grpo_time_budget_s),
               *opt("families", families), *shlex.split(args.grpo_extra or ""),
               *(["--use_peft"] if args.use_peft else []),
               *(["--gradient_checkpointing"] if args.gradient_checkpointing else [])]
    run_script(command, out / "grpo_stdout.log", commands)


# Arguments that change only the evaluation: a run may be resumed with other values of these.
EVAL_ONLY_ARGS = {"output_dir", "test_limit", "test_task_ids", "trials", "eval_workers", "resume", "heldout_tasks",
                  "heldout_families", "heldout_seed", "ood_limit"}


def finished_stages(out: Path, args: BeforeAfterArgs) -> dict[str, dict]:
    """The stages (``base_model``, ``sft``, ``grpo``) an earlier run in ``out`` finished, for ``--resume``:
    ``stages.json`` (written as each stage ends), or the ``before_after.json`` of a completed run. Refuses when the
    earlier run's training arguments differ from these."""
    earlier = out / "args.json"
    if not earlier.exists():
        return {}
    before = json.loads(earlier.read_text(encoding="utf-8"))
    stages: dict[str, dict] = {}
    done = out / "before_after.json"
    if (out / "stages.json").exists():
        stages = json.loads((out / "stages.json").read_text(encoding="utf-8"))
    elif done.exists():
        result = json.loads(done.read_text(encoding="utf-8"))
        timings = result["timings_s"]
        stages["base_model"] = {"path": result["base_model"], "s": timings["base_model_s"]}
        stages["sft"] = {"path": str(out / "sft" / "model"), "s": timings["sft_s"]}
        if "grpo_s" in timings:
            stages["grpo"] = {"path": result["trained_model"], "s": timings["grpo_s"]}
    changed = sorted(k for k, v in asdict(args).items() if k not in EVAL_ONLY_ARGS and before.get(k, v) != v)
    if "grpo" not in stages:  # a stage not trained yet: its options may change (e.g. GRPO added after SFT)
        changed = [k for k in changed if not k.startswith(GRPO_ARG_PREFIXES + ("sft_",) * ("sft" not in stages))]
    if changed:
        raise SystemExit(f"--resume: {out} was trained with other arguments ({', '.join(changed)}); "
                         "use another --out or the same arguments")
    return stages


# Arguments of the GRPO stage only: a run whose GRPO stage has not run may be resumed with other values.
GRPO_ARG_PREFIXES = ("grpo_", "family_table_")
EVAL_STAGES = ("eval_before", "eval_after", "eval_grpo", "family_table", "heldout_before", "heldout_after",
               "heldout_grpo", "ood_before", "ood_after", "ood_grpo")
def arm_summary(summary: dict) -> dict:
    """One arm's headline numbers on an evaluation."""
    return {"passed": summary["passed"], "n": summary["n"], "pass_rate": summary["pass_rate"],
            "ci95": summary["pass_rate_ci95"], "mean_gold_completion": summary["mean_gold_completion"],
            "failed_calls": summary["failed_calls"], "terminations": summary["terminations"]}


def summarize_heldout(cmp: dict, args: BeforeAfterArgs, by_family: dict) -> dict:
    """The held-out sample's headline numbers (its full comparison is in ``heldout_compare/``)."""
    return {"tasks": cmp["n_pairs"], "seed": args.heldout_seed, "families": args.heldout_families or "all",
            "pre": {"passed": cmp["passed_a"], "pass_rate": cmp["pass_rate_a"], "ci95": cmp["ci95_a"],
                    "paper_passed": cmp["paper_passed_a"],
                    "mean_gold_completion": cmp["a"]["mean_gold_completion"]},
            "post": {"passed": cmp["passed_b"], "pass_rate": cmp["pass_rate_b"], "ci95": cmp["ci95_b"],
                     "paper_passed": cmp["paper_passed_b"],
                     "mean_gold_completion": cmp["b"]["mean_gold_completion"]},
            "delta": cmp["delta"], "fail_to_pass": [r["task_id"] for r in cmp["fail_to_pass"]],
            "pass_to_fail": [r["task_id"] for r in cmp["pass_to_fail"]], "paired_test": cmp["paired_test"],
            "p_value": cmp["p_value"], "by_category": cmp["by_category"], "by_family": by_family,
            "files": {"compare": cmp["files"]["markdown"], "tasks": str(Path(args.output_dir) / "heldout_tasks.jsonl")}}


def main(args: BeforeAfterArgs) -> dict:
    out = Path(args.output_dir).resolve()
    out.mkdir(parents=True, exist_ok=True)
    common.setup_logging(out, "before_after")
    if not args.resume and (out / "args.json").exists():
        raise SystemExit(f"{out} holds an earlier run: pass --resume to reuse its finished stages (e.g. to add "
                         "--trials), or choose another --out")
    stages = finished_stages(out, args) if args.resume else {}

    ran: list[str] = []

    def stage_done(name: str, path: str, seconds: float) -> None:
        ran.append(name)
        stages[name] = {"path": path, "s": round(seconds, 1)}
        (out / "stages.json").write_text(json.dumps(stages, indent=2) + "\n", encoding="utf-8")

    if stages:
        log.info("--resume: reusing the finished stages %s", ", ".join(stages))
    (out / "args.json").write_text(json.dumps(asdict(args), indent=2) + "\n", encoding="utf-8")
    earlier_commands = out / "commands.txt"
    commands = earlier_commands.read_text(encoding="utf-8").splitlines() if stages and earlier_commands.exists() else []
    commands.append(shlex.join([sys.executable, *sys.argv]))
    timings: dict[str, float] = {}
    # with --resume, the evaluations' earlier sessions keep the time they took (their seconds are added below)
    earlier_result = out / "before_after.json"
    earlier = (json.loads(earlier_result.read_text(encoding="utf-8"))["timings_s"]
               if stages and earlier_result.exists() else {})
    started = time.perf_counter()
    families = training_families(args.families, args.max_gold_calls)

    # 1. the base model
    t0 = time.perf_counter()
    if args.tiny and args.model_name_or_path:
        raise SystemExit("pass either --model_name_or_path or --tiny, not both")
    if "base_model" not in stages:
        if args.tiny:
            corpus_tasks = common.training_tasks(0)  # the train split only, for the tokenizer's corpus
            built = common.build_tiny(out / "base-model", corpus_tasks, **args.tiny_kwargs())
        elif args.model_name_or_path:
            built = local_model_path(args.model_name_or_path)
        else:
            raise SystemExit("pass --model_name_or_path NAME_OR_PATH or --tiny")
        stage_done("base_model", built, time.perf_counter() - t0)
    base = stages["base_model"]["path"]
    timings["base_model_s"] = stages["base_model"]["s"]

    # 2. before
    t0 = time.perf_counter()
    before = run_eval(base, out / "eval_before", args)
    timings["eval_before_s"] = round(time.perf_counter() - t0 + earlier.get("eval_before_s", 0), 1)

    # 3. SFT on training tasks (never the test split)
    t0 = time.perf_counter()
    if "sft" not in stages:
        train_sft(args, base, families, out, commands)
        stage_done("sft", str(out / "sft" / "model"), time.perf_counter() - t0)
    trained = sft_model = stages["sft"]["path"]
    timings["sft_s"] = stages["sft"]["s"]

    # 4. optional GRPO on training tasks (families chosen by the SFT model's measured pass rates with "auto")
    grpo = args.grpo_max_steps > 0
    if grpo:
        t0 = time.perf_counter()
        rl_families, table = grpo_families(args, sft_model, families, out)
        if table:
            timings["family_table_s"] = round(time.perf_counter() - t0 + earlier.get("family_table_s", 0), 1)
        t0 = time.perf_counter()
        if "grpo" not in stages:
            train_grpo(args, trained, rl_families, out, commands)
            stage_done("grpo", str(out / "grpo" / "model"), time.perf_counter() - t0)
        trained = stages["grpo"]["path"]
        timings["grpo_s"] = stages["grpo"]["s"]

    # 5. after: the SFT arm, and with GRPO the SFT+GRPO arm
    t0 = time.perf_counter()
    after = run_eval(sft_model, out / "eval_after", args)
    timings["eval_after_s"] = round(time.perf_counter() - t0 + earlier.get("eval_after_s", 0), 1)
    if grpo:
        t0 = time.perf_counter()
        after_grpo = run_eval(trained, out / "eval_grpo", args)
        timings["eval_grpo_s"] = round(time.perf_counter() - t0 + earlier.get("eval_grpo_s", 0), 1)

    # 6. reports and the paired comparison
    from bank_gym.compare import write_comparison
    from bank_gym.report import write_report

    write_report(local_relative(out / "eval_before"))
    write_report(local_relative(out / "eval_after"))
    cmp = write_comparison(*(local_relative(out / n) for n in ("eval_before", "eval_after", "compare")))
    if grpo:
        write_report(local_relative(out / "eval_grpo"))
        grpo_cmp = write_comparison(*(local_relative(out / n) for n in ("eval_after", "eval_grpo", "grpo_compare")))

    # 6b. the generalization split: held-out families and phrasings no training task holds
    ood = ood_grpo = None
    if args.ood_limit != 0:
        arms = [("ood_before", base), ("ood_after", sft_model)] + [("ood_grpo", trained)] * grpo
        for name, model in arms:
            t0 = time.perf_counter()
            run_eval(model, out / name, args, split="test_ood")
            write_report(local_relative(out / name))
            timings[f"{name}_s"] = round(time.perf_counter() - t0 + earlier.get(f"{name}_s", 0), 1)
        ood = write_comparison(*(local_relative(out / n) for n in ("ood_before", "ood_after", "ood_compare")))
        if grpo:
            ood_grpo = write_comparison(*(local_relative(out / n) for n in ("ood_after", "ood_grpo",
                                                                             "ood_grpo_compare")))

    # 7. optional: a second held-out sample, fresh tasks neither model was trained on
    heldout = heldout_grpo = None
    if args.heldout_tasks > 0:
        tasks = heldout_tasks(args, trained, families, out / "heldout_tasks.jsonl")
        summaries = {}
        arms = [("heldout_before", base), ("heldout_after", sft_model)] + [("heldout_grpo", trained)] * grpo
        for name, model in arms:
            t0 = time.perf_counter()
            summaries[name] = run_eval(model, out / name, args, tasks_file=out / "heldout_tasks.jsonl")
            write_report(local_relative(out / name))  # the report and the comparison read the tasks file the runs name
            timings[f"{name}_s"] = round(time.perf_counter() - t0 + earlier.get(f"{name}_s", 0), 1)
        heldout = write_comparison(*(local_relative(out / n) for n in ("heldout_before", "heldout_after",
                                                                          "heldout_compare")))
        from arms import passes_by_family, write_family_plot

        by_family = passes_by_family(tasks, summaries)
        title = (f"{heldout['n_pairs']} fresh held-out tasks: base {heldout['passed_a']} -> SFT {heldout['passed_b']}"
                 f" passed; exact McNemar p = {heldout['mcnemar_p']:.2g}")
        if grpo:
            heldout_grpo = write_comparison(*(local_relative(out / n) for n in ("heldout_after", "heldout_grpo",
                                                                                "heldout_grpo_compare")))
            title += f"\nSFT -> SFT+GRPO {heldout_grpo['passed_b']} passed; p = {heldout_grpo['mcnemar_p']:.2g}"
        write_family_plot(by_family, title, out / "heldout_compare" / "heldout_by_family.png")
    resumed = sorted(set(stages) - set(ran))
    timings["total_s"] = round(time.perf_counter() - started + sum(stages[name]["s"] for name in resumed)
                               + sum(earlier.get(f"{name}_s", 0) for name in EVAL_STAGES), 1)
    sft_metrics = json.loads((out / "sft" / "metrics.json").read_text(encoding="utf-8"))
    grpo_path = out / "grpo" / "metrics.json"
    grpo_arm = None
    if grpo:
        grpo_arm = {"model": trained, "families": rl_families.split(",") if rl_families else "all",
                    "family_table": table or None, "test": arm_summary(after_grpo),
                    "sft_vs_grpo": {"delta": grpo_cmp["delta"],
                                    "fail_to_pass": [r["task_id"] for r in grpo_cmp["fail_to_pass"]],
                                    "pass_to_fail": [r["task_id"] for r in grpo_cmp["pass_to_fail"]],
                                    "mcnemar_p": grpo_cmp["mcnemar_p"], "paired_test": grpo_cmp["paired_test"],
                                    "p_value": grpo_cmp["p_value"], "compare": grpo_cmp["files"]["markdown"]}}
        if heldout_grpo is not None:
            import arms as arm_tools

            family_of = {t.task_id: t.family for t in tasks}
            grpo_arm["heldout"] = summarize_heldout(heldout_grpo, args, by_family)
            grpo_arm["heldout"]["grpo_families_only"] = arm_tools.paired_subset(
                out / "heldout_after", out / "heldout_grpo", family_of, grpo_arm["families"]
                if rl_families else set(family_of.values()))
            grpo_arm["heldout"]["without_fixed_script"] = arm_tools.paired_subset(
                out / "heldout_after", out / "heldout_grpo", family_of,
                set(family_of.values()) - set(arm_tools.FIXED_SCRIPT_FAMILIES))
    result = {
        "base_model": base,
        "sft_model": sft_model,
        "trained_model": trained,
        "training_families": families.split(",") if families else "all",
        "test_sessions": cmp["n_pairs"],
        "pre": arm_summary(before),
        "post": arm_summary(after),  # the SFT arm (base vs SFT below; SFT vs SFT+GRPO in grpo_arm)
        "delta": cmp["delta"],
        "fail_to_pass": [r["task_id"] for r in cmp["fail_to_pass"]],
        "pass_to_fail": [r["task_id"] for r in cmp["pass_to_fail"]],
        "mcnemar_p": cmp["mcnemar_p"],
        # the test of record: McNemar with one trial per task, an exact sign test over tasks with several
        "paired_test": cmp["paired_test"],
        "p_value": cmp["p_value"],
        "heldout": None if heldout is None else summarize_heldout(heldout, args, by_family),
        # the generalization split, base vs SFT (and SFT vs SFT+GRPO): the same paired comparison as the test split's
        "test_ood": None if ood is None else {
            "sessions": ood["n_pairs"], "pre": {"passed": ood["passed_a"], "pass_rate": ood["pass_rate_a"]},
            "post": {"passed": ood["passed_b"], "pass_rate": ood["pass_rate_b"]}, "delta": ood["delta"],
            "paired_test": ood["paired_test"], "p_value": ood["p_value"], "by_category": ood["by_category"],
            "compare": ood["files"]["markdown"],
            "grpo": None if ood_grpo is None else {"passed": ood_grpo["passed_b"], "delta": ood_grpo["delta"],
                                                   "p_value": ood_grpo["p_value"],
                                                   "compare": ood_grpo["files"]["markdown"]}},
        "sft": sft_metrics,
        "grpo": json.loads(grpo_path.read_text(encoding="utf-8")) if grpo and grpo_path.exists() else None,
        "grpo_arm": grpo_arm,
        "timings_s": timings,  # a reused stage (--resume) keeps the time it took when it ran
        "resumed_stages": resumed,
        "commands": commands,
        "files": {"compare": cmp["files"]["markdown"], "report_before": str(out / "eval_before/report/report.md"),
                  "report_after": str(out / "eval_after/report/report.md")},
    }
    result = portable(json.loads(json.dumps(result, default=common.json_default)))
    (out / "before_after.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    (out / "commands.txt").write_text("\n".join(portable(commands)) + "\n", encoding="utf-8")
    log.info("before %d/%d = %.3f; after %d/%d = %.3f; delta %+.3f; %s p = %.4g; total %.0fs",
             before["passed"], before["n"], before["pass_rate"], after["passed"], after["n"], after["pass_rate"],
             cmp["delta"], cmp["paired_test"], cmp["p_value"], timings["total_s"])
    if ood is not None:
        log.info("test_ood: before %.3f, after %.3f of %d sessions; %s p = %.4g", ood["pass_rate_a"],
                 ood["pass_rate_b"], ood["n_pairs"], ood["paired_test"], ood["p_value"])
    if heldout is not None:
        log.info("held-out tasks: before %.3f, after %.3f of %d; %s p = %.4g", heldout["pass_rate_a"],
                 heldout["pass_rate_b"], heldout["n_pairs"], heldout["paired_test"], heldout["p_value"])
    if grpo:
        log.info("SFT vs SFT+GRPO on the test split: %d -> %d of %d; %s p = %.4g", after["passed"],
                 after_grpo["passed"], after_grpo["n"], grpo_cmp["paired_test"], grpo_cmp["p_value"])
        if heldout_grpo is not None:
            log.info("SFT vs SFT+GRPO on the held-out tasks: %d -> %d of %d; exact McNemar p = %.4g",
                     heldout_grpo["passed_a"], heldout_grpo["passed_b"], heldout_grpo["n_pairs"],
                     heldout_grpo["mcnemar_p"])
    return result


if __name__ == "__main__":
    from transformers import HfArgumentParser

    (cli_args,) = HfArgumentParser(BeforeAfterArgs).parse_args_into_dataclasses()
    main(cli_args)
