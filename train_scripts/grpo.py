"""GRPO on IndianBank-v2 episodes with TRL's GRPOTrainer and the env adapter as ``environment_factory``.

Top to bottom:

1. **Tasks.** The released ``train`` split plus ``--fresh_tasks`` freshly generated training tasks (pairs of
   customer and family that no released task uses). Never the test split (``common.training_tasks`` /
   ``common.assert_training_only``; ``tests/test_training.py`` proves it).
2. **Rows.** ``bank_gym.integrations.trl_env.make_dataset``: one row per (task, episode seed) with the env's system
   prompt, ``task_id`` and ``seed``; TRL passes each row to ``BankToolEnv.reset(**row)``, which starts that task
   and appends the customer's opening message to the prompt.
3. **Rollouts.** TRL's multi-turn tool loop: every bank tool is a method of ``BankToolEnv`` (typed arguments,
   docstrings), the customer is reached through ``send_message``, and a turn without a tool call ends the
   rollout (the episode is then closed as the assistant's ``agent_stop``).
4. **Reward.** ``--reward binary`` (default): ``BankToolEnv.get_reward()`` = 1.0 iff the session's verdict passes
   (the benchmark criterion: the paper's two checks and the conversation checks). ``--reward shaped``: the env's
   documented opt-in shaped return (per-step signals that reveal nothing of the gold chain: facts the customer
   heard, requests completed, failed calls, unconfirmed writes, ids without provenance; the verdict and
   0.1 x gold completion at the end); the benchmark score stays the binary verdict.
5. **Logs.** TRL logs ``reward``, ``tools/call_frequency`` and ``tools/failure_frequency``; the zero-weight
   ``episode_passed`` reward function adds the verdict's pass rate (``rewards/episode_passed/mean``) and
   ``env/*`` metrics: executed tool calls, messages that reached the customer (``send_message``) and failed tool
   calls per episode, mean gold-chain completion, the
   share of each termination, and each check of the verdict (``env/check_served``, ``env/check_facts_told``,
   ``env/check_paper_passed``, ...). Every logged step goes to ``train_log.jsonl``.
6. **Signal.** ``ZeroVarianceGuard`` logs the mean reward and the share of zero-variance groups per step, warns after
   5 logged steps in a row without any group with variance and, with ``--stop_after_zero_variance N``, stops after
   N. ``--component_rewards gold_completion:0.5,...`` adds the env's ``reward_components`` as reward functions
   (training only); ``--curriculum`` draws prompts by each family's pass rate in the rollouts
   (``bank_gym.integrations.curriculum``).
7. **Outputs** in ``--output_dir``: ``model/`` (merged if ``--use_peft``), ``dataset.jsonl`` (the rows), ``metrics.json``,
   ``args.json``, ``grpo.log``, ``curves.png`` (reward, pass rate, zero-variance fraction per step).

The rollouts' protocol (the customer behind ``send_message``) is the SFT data's and, through the
``bank_gym_protocol.json`` the saved model carries, ``bank-gym eval``'s (``bank_gym.agents.tool_protocol``).

Options are TRL's own (``TrlParser`` over ``GRPOConfig`` and ``ModelConfig``, ``--config recipe.yaml`` too) plus
``ScriptArguments`` below; ``TRAINING_DEFAULTS`` lists where this script's defaults differ from TRL's.

    python train_scripts/grpo.py --tiny --output_dir runs/grpo-tiny --max_steps 4
    python train_scripts/grpo.py --model_name_or_path runs/sft-qwen/model --use_peft --output_dir runs/grpo-qwen \
        --max_steps 200 --use_vllm --vllm_mode colocate --bf16 --report_to wandb
"""

from __future__ import annotations

import os

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # before torch: avoids OpenMP spin-waiting on a busy CPU
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")

import json
import logging
import sys
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402  (train_scripts/common.py)

from bank_gym.agents.tool_protocol import write_protocol  # noqa: E402
from bank_gym.tasks import write_training_tasks  # noqa: E402

log = logging.getLogger("bank_gym.train.grpo")

TERMINATIONS = ("user_stop", "agent_stop", "max_steps", "too_many_errors", "error")


@dataclass
class ScriptArguments(common.TinyModelArguments):
    """This project's options (``--tiny`` and its ``--tiny_*`` options come from ``common.TinyModelArguments``).
    Every other option is TRL's own: ``GRPOConfig`` (``--output_dir``, ``--max_steps``,
    ``--num_generations``, ``--use_vllm``, ``--vllm_mode``, ``--report_to``, ``--save_steps``, ``--bf16``,
    ``--push_to_hub``, ...) and ``ModelConfig`` (``--model_name_or_path``, LoRA with ``--use_peft``, ...)."""

    fresh_tasks: int = field(default=200, metadata={"help": "Freshly generated training tasks added to the train split."})
    use_train_split: bool = field(default=True, metadata={"help": "Include the released train split."})
    families: str | None = field(default=None, metadata={"help": "Comma-separated task families to train on "
                                                                   "(default: all)."})
    language: str | None = field(default=None, metadata={"help": "The customers' language: en, hi (Hindi), "
                                                                 "hinglish (default: the tasks' own, English)."})
    task_seed: int = field(default=2, metadata={"help": "Seed of the fresh tasks (their ids are gen{seed}_...)."})
    episode_seeds: int = field(default=1, metadata={"help": "Rows per task (customer phrasing seeds 0..N-1)."})
    reward: str = field(default="binary", metadata={"help": "binary (the verdict) or shaped (opt-in, RL only)."})
    time_budget_s: float | None = field(default=None, metadata={"help": "Stop training after this many seconds."})
    fail_without_reward_variance: bool = field(default=False, metadata={
        "help": "Exit with code 3 (after saving) when no logged step had a group of rollouts with different rewards "
                "(TRL's frac_reward_zero_std = 1 throughout: nothing was learned). Without it, a warning."})
    stop_after_zero_variance: int | None = field(default=None, metadata={
        "help": "Stop training (and save) after N logged steps in a row in which no group of rollouts had different "
                "rewards (bank_gym.integrations.grpo_watch.ZeroVarianceGuard). Default: never stop, only warn."})
    component_rewards: str | None = field(default=None, metadata={
        "help": "Extra reward functions for training only, as name:weight pairs of the env's reward_components "
                "(e.g. 'gold_completion:0.5,served:0.1'; names: " + ", ".join(("passed", "paper_passed", "action",
                "final_state", "served", "writes_confirmed", "facts_told", "ids_grounded", "gold_completion")) +
                "). Added to the env's reward; the benchmark score stays the binary verdict."})
    curriculum: bool = field(default=False, metadata={
        "help": "Draw the training prompts by each family's pass rate in the rollouts "
                "(bank_gym.integrations.curriculum): families in --curriculum_band are preferred."})
    curriculum_update_every: int = field(default=5, metadata={"help": "Re-estimate the pass rates every K steps."})
    curriculum_band: str = field(default="0.1,0.9", metadata={"help": "Preferred pass-rate band, low,high."})
    curriculum_explore: float = field(default=0.1, metadata={
        "help": "Share of draws spread uniformly over all families (families at 0 or 1 are never starved)."})


# This project's defaults for TRL's options (each can be overridden on the command line or in --config).
# learning_rate < 0 means "by model size": common.default_learning_rate (1e-5 with LoRA; full fine-tuning 1e-4 under
# 100M parameters, the tiny model and what SFT made of it, 5e-6 under 1B, 1e-6 under 10B, 5e-7 above).
# reward_weights: the env's reward (TRL's environment_factory reward column) counts; episode_passed only logs.
TRAINING_DEFAULTS = {
    "output_dir": "runs/grpo", "max_steps": 100, "learning_rate": -1.0, "num_generations": 4,
    "per_device_train_batch_size": 4, "max_completion_length": 1024, "max_tool_calling_iterations": 30,
    "temperature": 1.0, "beta": 0.0, "reward_weights": [0.0], "gradient_checkpointing": False, "logging_steps": 1,
    "save_strategy": "no", "report_to": "none", "disable_tqdm": True,
}


def parse_args(argv=None):
    """(ScriptArguments, GRPOConfig, ModelConfig) from the command line (or a ``--config`` YAML), TRL's way."""
    from trl import GRPOConfig, ModelConfig, TrlParser

    parser = TrlParser((ScriptArguments, GRPOConfig, ModelConfig))
    parser.set_defaults(**TRAINING_DEFAULTS, **common.device_settings())
    return parser.parse_args_and_config(args=argv)


def episode_passed(prompts, completions, environments=None, log_metric=None, **kwargs):
    """Zero-weight reward function: the verdict's pass/fail per rollout, plus ``env/*`` metrics."""
    environments = environments or []
    passed, calls, failed, completion, said = [], [], [], [], []
    terminations = Counter()
    checks: Counter = Counter()
    for env in environments:
        checks.update(env.reward_components)
        env.get_reward()  # closes an unfinished episode (idempotent; the env's reward column reads it again)
        verdict = env.verdict or {}
        messages = env.env.messages if env.env is not None else []
        passed.append(float(bool(verdict.get("passed"))))
        calls.append(sum(m.get("role") == "tool" for m in messages))
        said.append(sum(m.get("role") == "assistant" and not m.get("tool_calls") for m in messages))  # send_message
        failed.append(int(verdict.get("failed_calls", 0)))
        completion.append(float(verdict.get("gold_completion", 0.0)))
        terminations[str(verdict.get("termination", "error"))] += 1
    n = max(1, len(environments))
    if log_metric is not None and environments:
        log_metric("env/tool_calls_per_episode", sum(calls) / n)
        log_metric("env/customer_messages_per_episode", sum(said) / n)
        log_metric("env/failed_calls_per_episode", sum(failed) / n)
        log_metric("env/failed_call_rate", sum(failed) / max(1, sum(calls)))
        log_metric("env/gold_completion", sum(completion) / n)
        for name in TERMINATIONS:
            log_metric(f"env/termination_{name}", terminations[name] / n)
        for name, total in sorted(checks.items()):
            if name != "gold_completion":
                log_metric(f"env/check_{name}", total / n)
    return passed if environments else [None] * len(prompts)


COMPONENTS = ("passed", "paper_passed", "action", "final_state", "served", "writes_confirmed", "facts_told",
              "ids_grounded", "gold_completion")


def component_reward(name: str):
    """A reward function returning one of ``BankToolEnv.reward_components`` per rollout (training only)."""
    if name not in COMPONENTS:
        raise SystemExit(f"--component_rewards: unknown component {name!r} (one of {', '.join(COMPONENTS)})")

    def reward(prompts, completions, environments=None, **kwargs):
        return [env.reward_components[name] for env in environments] if environments else [None] * len(prompts)

    reward.__name__ = f"component_{name}"
    return reward


def parse_components(text: str | None) -> list[tuple[str, float]]:
    """``'gold_completion:0.5,served:0.1'`` -> ``[("gold_completion", 0.5), ("served", 0.1)]`` (weight 1 if left out)."""
    pairs = []
    for item in common.split_names(text) or []:
        name, _, weight = item.partition(":")
        pairs.append((name.strip(), float(weight) if weight else 1.0))
    return pairs


def reward_setup(args: ScriptArguments, training, tasks):
    """The reward functions (``episode_passed``, the component rewards, the curriculum's recorder), their weights
    (also set as ``training.reward_weights``: 0 for the logging ones) and the curriculum (or None)."""
    components = parse_components(args.component_rewards)
    funcs = [episode_passed] + [component_reward(name) for name, _ in components]
    weights = [0.0] + [w for _, w in components]
    curriculum = None
    if args.curriculum:
        from bank_gym.integrations.curriculum import FamilyCurriculum, curriculum_reward

        low, high = (float(x) for x in args.curriculum_band.split(","))
        curriculum = FamilyCurriculum(sorted({t.family for t in tasks}), update_every=args.curriculum_update_every,
                                      band=(low, high), explore=args.curriculum_explore, seed=training.seed)
        funcs.append(curriculum_reward(curriculum, {t.task_id: t.family for t in tasks}))
        weights.append(0.0)
    given = list(training.reward_weights or [0.0])
    if len(given) == len(funcs):
        weights = given
    elif len(given) != 1:
        raise SystemExit(f"--reward_weights: {len(given)} weights for {len(funcs)} reward functions "
                         f"({', '.join(f.__name__ for f in funcs)}); the env's reward comes after them with weight 1")
    else:
        weights[0] = given[0]
    training.reward_weights = weights
    return funcs, weights, curriculum


def write_curves(log_path: Path, png: Path) -> None:
    """Learning curves of a GRPO run from its ``train_log.jsonl``: the training reward, the verdict's pass rate and
    the share of zero-variance groups per logged step."""
    from bank_gym.plots import figure_legend, new_figure, save_figure

    rows = [json.loads(line) for line in log_path.read_text(encoding="utf-8").splitlines() if line.strip()]
    rows = [r for r in rows if "frac_reward_zero_std" in r]
    if not rows:
        return
    fig, ax = new_figure((8, 4))
    steps = [r["step"] for r in rows]
    for key, label, color in (("reward", "training reward (verdict + components)", "#4C72B0"),
                              ("rewards/episode_passed/mean", "verdict pass rate", "#55A868"),
                              ("frac_reward_zero_std", "zero-variance groups", "#C44E52")):
        ax.plot(steps, [r.get(key) for r in rows], marker="o", markersize=3, label=label, color=color)
    ax.set_xlabel("step")
    ax.set_ylim(-0.05, max(1.05, max(r.get("reward", 0) for r in rows) + 0.05))
    ax.set_title(f"GRPO: {len(rows)} logged steps", fontsize=10)
    figure_legend(ax, ncol=3)
    save_figure(fig, png)


def build_rows(args: ScriptArguments, out: Path, seed: int = 0):
    """Training tasks -> GRPO rows (saved as ``out/dataset.jsonl``) and the env adapter class for them."""
    from bank_gym.integrations.trl_env import BankToolEnv, make_dataset

    tasks = common.training_tasks(args.fresh_tasks, seed=args.task_seed, use_train_split=args.use_train_split,
                                  families=common.split_names(args.families), language=args.language)
    dataset = make_dataset(tasks, seeds=args.episode_seeds).shuffle(seed=seed)
    by_id = {t.task_id: t for t in tasks}
    common.assert_training_only(by_id[i] for i in set(dataset["task_id"]))
    with open(out / "dataset.jsonl", "w", encoding="utf-8") as fh:
        for row in dataset:
            fh.write(json.dumps({"task_id": row["task_id"], "seed": row["seed"]}) + "\n")
    log.info("GRPO rows: %d (%d tasks)", len(dataset), len(tasks))
    # the env adapter, restricted to exactly these tasks, with the chosen reward
    env_class = BankToolEnv.configured(tasks=list(tasks), reward_mode=args.reward)
    return dataset, tasks, env_class


def main(args: ScriptArguments, training, model_args) -> dict:
    """Rows, rollouts against the env, train and save; ``training`` is TRL's ``GRPOConfig``, ``model_args`` its
    ``ModelConfig``."""
    from trl import GRPOTrainer, get_peft_config

    out = Path(training.output_dir)
    out.mkdir(parents=True, exist_ok=True)
    common.setup_logging(out, "grpo")
    if args.reward not in ("binary", "shaped"):
        raise SystemExit("--reward must be binary or shaped")
    common.check_model_source(model_args.model_name_or_path, args.tiny)  # before any data is built
    peft_config = get_peft_config(model_args)  # None unless --use_peft
    (out / "args.json").write_text(json.dumps({"script": asdict(args), "training": training.to_dict(),
                                               "model": asdict(model_args)}, indent=2, default=str) + "\n",
                                   encoding="utf-8")
    started = time.perf_counter()

    # 1-4. training tasks, rows and the env adapter
    dataset, tasks, env_class = build_rows(args, out, seed=training.seed)

    # the model
    from transformers import AutoModelForCausalLM

    model_path = common.resolve_model(model_args.model_name_or_path, args.tiny, out, tasks, args.tiny_kwargs())
    tokenizer = common.load_tokenizer(model_path)
    model = AutoModelForCausalLM.from_pretrained(model_path, **common.model_kwargs(model_args, training))
    log.info("GRPO: %s", common.set_learning_rate("grpo", training, model, peft_config is not None))
    lr = training.learning_rate

    from bank_gym.integrations.grpo_watch import ZeroVarianceGuard

    reward_funcs, weights, curriculum = reward_setup(args, training, tasks)
    guard = ZeroVarianceGuard(stop_after=args.stop_after_zero_variance)
    callbacks = [guard, common.make_jsonl_logger(out / "train_log.jsonl")]
    if args.time_budget_s:
        callbacks.append(common.make_time_budget(args.time_budget_s))
    trainer_class = GRPOTrainer
    if curriculum is not None:
        from bank_gym.integrations.curriculum import with_curriculum

        trainer_class = with_curriculum(GRPOTrainer, curriculum, {t.task_id: t.family for t in tasks})
    trainer = trainer_class(model=model, reward_funcs=list(reward_funcs), args=training, train_dataset=dataset,
                            processing_class=tokenizer, peft_config=peft_config, environment_factory=env_class,
                            callbacks=callbacks)
    log.info("GRPO rewards: %s, the env's x 1", ", ".join(f"{f.__name__} x {w:g}"
                                                           for f, w in zip(reward_funcs, weights, strict=True)))
    log.info("GRPO: model %s, reward %s, %d steps of %d completions (groups of %d), lr %g", model_path, args.reward,
             training.max_steps, training.per_device_train_batch_size, training.num_generations, lr)
    trainer.train()

    # 6. save the (merged) model, its tokenizer and the metrics
    final = trainer.model
    if peft_config is not None:
        final = final.merge_and_unload()
    final.save_pretrained(str(out / "model"))
    tokenizer.save_pretrained(str(out / "model"))
    write_training_tasks(out / "model", tasks, parent=model_path)  # bank-gym eval warns if it evaluates on these
    write_protocol(out / "model", common.trl_tool_schemas())  # bank-gym eval speaks to it as it was trained
    history = [h for h in trainer.state.log_history if "reward" in h]

    def mean_of(key):
        values = [h[key] for h in history if key in h and h[key] == h[key]]
        return sum(values) / len(values) if values else None

    metrics = {
        "model": model_path,
        "saved_model": str(out / "model"),
        "reward_mode": args.reward,
        "rows": len(dataset),
        "tasks": len(tasks),
        "steps": trainer.state.global_step,
        "mean_reward": mean_of("reward"),
        "mean_pass_rate": mean_of("rewards/episode_passed/mean"),
        "mean_tool_call_frequency": mean_of("tools/call_frequency"),
        "mean_tool_failure_frequency": mean_of("tools/failure_frequency"),
        "mean_env_failed_call_rate": mean_of("env/failed_call_rate"),
        "mean_gold_completion": mean_of("env/gold_completion"),
        "mean_customer_messages_per_episode": mean_of("env/customer_messages_per_episode"),
        "mean_bank_tool_calls_per_episode": mean_of("env/tool_calls_per_episode"),
        "learning_rate": lr,
        "reward_signal": common.reward_signal(trainer.state.log_history),
        "zero_variance": guard.summary(),
        "stopped_for_zero_variance": guard.message,
        "reward_functions": {f.__name__: w for f, w in zip(reward_funcs, weights, strict=True)},
        "curriculum": None if curriculum is None else {"rates": curriculum.rates, "recorded": curriculum.recorded,
                                                       "probabilities": curriculum.probabilities()},
        "wall_s": round(time.perf_counter() - started, 1),
    }
    (out / "metrics.json").write_text(json.dumps(metrics, indent=2, default=common.json_default) + "\n",
                                      encoding="utf-8")
    write_curves(out / "train_log.jsonl", out / "curves.png")
    log.info("GRPO done: %s", metrics)
    if guard.message:
        log.error("%s", guard.message)
    signal = metrics["reward_signal"]
    if signal["learned_nothing"]:
        log.warning("GRPO learned nothing: on all %d logged steps every group of rollouts got the same reward "
                    "(frac_reward_zero_std = 1), so every advantage, the loss and the gradients were 0. The model in "
                    "%s is the starting model's policy. Start from a stronger SFT model, try --reward shaped, or "
                    "raise --num_generations / --temperature", signal["logged_steps"], out / "model")
        if args.fail_without_reward_variance:
            raise SystemExit(3)
    return metrics


if __name__ == "__main__":
    main(*parse_args())
