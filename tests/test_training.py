"""Training scripts: the no-test-leakage guarantee, the SFT data format, and a miniature before/after run on CPU
with the tiny offline model (a few SFT steps, a few GRPO steps, evaluation on a handful of test tasks, report and
comparison with their plots)."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bank_gym.runner import EvalConfig, evaluate
from bank_gym.tasks.io import load_split_ids
from bank_gym.tools import REGISTRY

ROOT = Path(__file__).resolve().parents[1]
PNG = b"\x89PNG\r\n\x1a\n"

pytest.importorskip("trl")
pytest.importorskip("datasets")


def _load(name: str, path: Path):
    sys.path.insert(0, str(ROOT / "train_scripts"))
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # so the scripts' own ``import common`` shares this module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def scripts():
    return {"common": _load("common", ROOT / "train_scripts" / "common.py"),
            "sft": _load("bank_gym_sft_script", ROOT / "train_scripts" / "sft.py"),
            "grpo": _load("bank_gym_grpo_script", ROOT / "train_scripts" / "grpo.py")}


@pytest.fixture(scope="module")
def test_split():
    """The test split's ids and (customer, family) pairs, read here, before any instrumentation."""
    from bank_gym.tasks import load_tasks

    tasks = load_tasks("test")
    return {t.task_id for t in tasks}, {(t.customer_id, t.family) for t in tasks}, tasks


def test_training_never_reads_a_test_task(scripts, test_split, monkeypatch, tmp_path):
    """Instrument every way of obtaining tasks, run the scripts' data pipelines, and check that only the train
    split is ever loaded and no test task (nor a task reusing a test task's customer and family) comes out."""
    import bank_gym.tasks as tasks_pkg
    import bank_gym.tasks.io as tasks_io
    from bank_gym.env import IndianBankEnv

    test_ids, test_pairs, _ = test_split
    loaded: list[str] = []
    real_load = tasks_io.load_tasks

    def guarded_load(split="base"):
        loaded.append(split)
        if split != "train":
            raise AssertionError(f"a training script loaded the {split!r} split")
        return real_load(split)

    def forbidden(*args, **kwargs):
        raise AssertionError("a training script asked for every released task")

    real_split_tasks = tasks_io.split_tasks

    def guarded_split_tasks(split):
        if split != "train":
            raise AssertionError(f"a training env drew from the {split!r} split")
        return real_split_tasks(split)

    reset_ids: list[str] = []
    real_reset = IndianBankEnv.reset

    def recording_reset(self, *, seed=None, options=None):
        obs, info = real_reset(self, seed=seed, options=options)
        reset_ids.append(self.task.task_id)
        return obs, info

    monkeypatch.setattr(tasks_pkg, "load_tasks", guarded_load)
    monkeypatch.setattr(tasks_io, "load_tasks", guarded_load)
    monkeypatch.setattr(tasks_pkg, "tasks_by_id", forbidden)
    monkeypatch.setattr(tasks_io, "tasks_by_id", forbidden)
    for module in (tasks_pkg, tasks_io):
        monkeypatch.setattr(module, "released_tasks", forbidden)
        monkeypatch.setattr(module, "split_tasks", guarded_split_tasks)
    monkeypatch.setattr(IndianBankEnv, "reset", recording_reset)

    common, sft, grpo = scripts["common"], scripts["sft"], scripts["grpo"]

    # SFT: tasks -> expert episodes -> dataset
    sft_args = sft.ScriptArguments(tiny=True, fresh_tasks=40)
    (tmp_path / "sft").mkdir()
    dataset, sft_tasks = sft.build_dataset(sft_args, tmp_path / "sft")
    # GRPO: tasks -> rows -> env adapter; reset one rollout of every row
    grpo_args = grpo.ScriptArguments(tiny=True, fresh_tasks=20)
    (tmp_path / "grpo").mkdir()
    rows, grpo_tasks, env_class = grpo.build_rows(grpo_args, tmp_path / "grpo")
    env = env_class()
    for row in rows.select(range(0, len(rows), 17)):
        env.reset(**row)
        env.send_message("Could you please tell me the account number?")
        env.get_reward()
    # the tiny model's tokenizer corpus (expert dialogues of training tasks)
    common.expert_episodes(sft_tasks[:5])

    assert loaded and set(loaded) == {"train"}
    produced = set(dataset["task_id"]) | set(rows["task_id"]) | set(reset_ids)
    assert produced and not produced & test_ids
    for task in list(sft_tasks) + list(grpo_tasks):
        assert task.task_id not in test_ids
        assert (task.customer_id, task.family) not in test_pairs
    assert any(t.task_id.startswith("gen") for t in sft_tasks), "fresh tasks were generated"
    saved = [json.loads(line)["task_id"] for line in (tmp_path / "sft" / "sft_data.jsonl").read_text().splitlines()]
    saved += [json.loads(line)["task_id"] for line in (tmp_path / "grpo" / "dataset.jsonl").read_text().splitlines()]
    assert not set(saved) & test_ids


def test_the_guard_refuses_test_tasks(scripts, test_split):
    common = scripts["common"]
    _, _, test_tasks = test_split
    with pytest.raises(common.TestLeakError):
        common.assert_training_only([test_tasks[0]])
    disguised = test_tasks[0].model_copy(update={"task_id": "gen7_renamed_0000"})
    with pytest.raises(common.TestLeakError):
        common.assert_training_only([disguised])
    with pytest.raises(common.TestLeakError):
        common.expert_episodes([test_tasks[1]])
    common.assert_training_only(common.training_tasks(0)[:3])  # train tasks pass


def test_sft_rows_are_the_tool_loops_conversations(scripts, tmp_path):
    """Chat rows in the send-message protocol of TRL's tool loop: the env's system prompt, the opening user turn
    GRPO prompts have, every assistant turn a tool call (send_message for the customer, whose reply is the tool
    result) with object arguments, a closing turn without a tool call; the tools TRL derives from BankToolEnv.
    Stored with Json() features so rows with different tool arguments stay exact."""
    from datasets import load_from_disk

    from bank_gym.agents.tool_protocol import CLOSING, ENDED, USER_PROMPT
    from bank_gym.llm.local import template_messages

    sft = scripts["sft"]
    (tmp_path / "d").mkdir()
    dataset, tasks = sft.build_dataset(sft.ScriptArguments(tiny=True, fresh_tasks=0), tmp_path / "d")
    assert len(dataset) == len(tasks) == 150
    for row in dataset.select(range(0, 150, 7)):
        messages = row["messages"]
        roles = [m["role"] for m in messages]
        assert roles[0] == "system" and "<policy>" in messages[0]["content"] and roles[1] == "user"
        assert messages[1]["content"].startswith(USER_PROMPT) and "The customer says: " in messages[1]["content"]
        assert roles.count("user") == 1 and set(roles) == {"system", "user", "assistant", "tool"}
        assert messages[-1] == {"role": "assistant", "content": CLOSING} and ENDED in messages[-2]["content"]
        turns = [m for m in messages[2:-1] if m["role"] == "assistant"]
        assert turns and all(len(m["tool_calls"]) == 1 for m in turns)
        names = [m["tool_calls"][0]["function"]["name"] for m in turns]
        assert "send_message" in names and any(n != "send_message" for n in names)
        for m in turns:  # no Arrow schema merging: each row's tool-call arguments are exactly its own
            arguments = m["tool_calls"][0]["function"]["arguments"]
            assert isinstance(arguments, dict) and None not in arguments.values()
        assert template_messages(messages) == messages  # what HFAgent renders (content never None, dict args)
    row = dataset[0]
    assert len(row["tools"]) == len(REGISTRY) + 1 and {t["function"]["name"] for t in row["tools"]} >= {"send_message",
                                                                                         "get_account_balance"}
    reloaded = load_from_disk(str(tmp_path / "d" / "dataset"))
    assert reloaded[3]["messages"] == dataset[3]["messages"]


def test_scripts_have_help():
    """The training scripts parse TRL's own options (TrlParser over SFTConfig / GRPOConfig and ModelConfig)."""
    env = {**os.environ, "OMP_WAIT_POLICY": "PASSIVE", "HF_HUB_OFFLINE": "1"}
    trl_options = {"train_scripts/sft.py": ("--output_dir", "--use_peft", "--lora_r", "--report_to", "--save_steps",
                                            "--push_to_hub", "--bf16", "--gradient_checkpointing", "--assistant_only_loss"),
                   "train_scripts/grpo.py": ("--output_dir", "--use_peft", "--use_vllm", "--vllm_mode", "--report_to",
                                             "--save_steps", "--num_generations", "--beta"),
                   "eval/before_after.py": ("--out",)}
    for script, options in trl_options.items():
        result = subprocess.run([sys.executable, script, "--help"], cwd=ROOT, capture_output=True, text=True, env=env,
                                timeout=180)
        assert result.returncode == 0, result.stderr[-2000:]
        assert "--tiny" in result.stdout and all(option in result.stdout for option in options), script


def test_trl_options_reach_the_trainer_config(scripts):
    """Project defaults where they differ from TRL's, every one overridable; LoRA through ModelConfig."""
    sft, grpo = scripts["sft"], scripts["grpo"]
    script, training, model = sft.parse_args(["--tiny", "--output_dir", "x", "--report_to", "tensorboard",
                                              "--save_steps", "7", "--save_strategy", "steps", "--use_peft",
                                              "--lora_r", "4"])
    assert script.tiny and training.output_dir == "x" and training.save_steps == 7 and training.assistant_only_loss
    assert training.report_to == ["tensorboard"] and model.use_peft and model.lora_r == 4
    assert training.learning_rate < 0 and training.max_length is None  # by model kind; no truncation
    script, training, model = grpo.parse_args(["--model_name_or_path", "m", "--use_vllm", "--num_generations", "2"])
    assert model.model_name_or_path == "m" and training.use_vllm and training.num_generations == 2
    assert training.reward_weights == [0.0] and training.save_strategy == "no"


def test_miniature_before_after_end_to_end(tmp_path, test_split):
    """Tiny model, three arms: eval on 2 test tasks, 3 SFT steps, the SFT model's family pass-rate table, 2 GRPO
    steps on the families in the band, eval of the SFT and SFT+GRPO models, reports and paired comparisons."""
    test_ids, _, _ = test_split
    out = tmp_path / "ba"
    command = [sys.executable, "eval/before_after.py", "--tiny", "--output_dir", str(out),
               "--test_limit", "2", "--ood_limit", "1", "--max_new_tokens", "24",
               "--sft_fresh_tasks", "10", "--sft_max_steps", "3", "--sft_logging_steps", "1",
               "--grpo_max_steps", "2", "--grpo_fresh_tasks", "4", "--grpo_num_generations", "2",
               "--grpo_per_device_train_batch_size", "2",
               "--grpo_max_completion_length", "48", "--heldout_tasks", "2", "--heldout_families", "control",
               "--families", "hp_balance,hp_card_freeze", "--grpo_families", "auto", "--family_table_tasks", "1",
               "--grpo_band", "0,1", "--grpo_extra=--stop_after_zero_variance 5 --component_rewards served:0.1",
               "--tiny_hidden", "32", "--tiny_layers", "1", "--tiny_vocab", "1024"]
    env = {**os.environ, "OMP_WAIT_POLICY": "PASSIVE", "HF_HUB_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false"}
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=env, timeout=600)
    assert result.returncode == 0, (result.stdout + result.stderr)[-4000:]

    summary = json.loads((out / "before_after.json").read_text())
    assert summary["test_sessions"] == 2 and summary["sft"]["steps"] == 3 and summary["grpo"]["steps"] == 2
    for phase in ("eval_before", "eval_after", "eval_grpo"):
        records = [json.loads(line) for line in (out / phase / "sessions.jsonl").read_text().splitlines()]
        assert len(records) == 2 and {r["task_id"] for r in records} <= test_ids
        assert (out / phase / "report" / "report.md").exists()
        for plot in ("pass_rate_by_category", "inflation", "failure_types", "chain_length"):
            assert (out / phase / "report" / f"{plot}.png").read_bytes()[:8] == PNG
    cmp = json.loads((out / "compare" / "compare.json").read_text())
    assert cmp["n_pairs"] == 2 and 0.0 <= cmp["mcnemar_p"] <= 1.0
    # every arm on the generalization split too: its own tasks (held-out words and families), compared pair by pair
    ood_ids = set(load_split_ids()["test_ood"])
    for phase in ("ood_before", "ood_after", "ood_grpo"):
        records = [json.loads(line) for line in (out / phase / "sessions.jsonl").read_text().splitlines()]
        assert len(records) == 1 and {r["task_id"] for r in records} <= ood_ids
    assert summary["test_ood"]["sessions"] == 1 and summary["test_ood"]["grpo"] is not None
    assert json.loads((out / "ood_compare" / "compare.json").read_text())["n_pairs"] == 1
    # the three arms: eval_after is the SFT model, eval_grpo the SFT+GRPO model, compared pair by pair
    assert summary["sft_model"].endswith("sft/model") and summary["trained_model"].endswith("grpo/model")
    agents = {p: json.loads((out / p / "summary.json").read_text())["agent"] for p in ("eval_after", "eval_grpo")}
    assert agents["eval_after"].endswith("sft/model") and agents["eval_grpo"].endswith("grpo/model")
    arm = summary["grpo_arm"]
    assert arm["test"]["n"] == 2 and arm["sft_vs_grpo"]["paired_test"] == "mcnemar"
    assert json.loads((out / "grpo_compare" / "compare.json").read_text())["n_pairs"] == 2
    # the SFT model's measured family table chose GRPO's families (band 0-1: both), and GRPO trained on them only
    table = json.loads((out / "family_table" / "family_pass_rates.json").read_text())
    assert set(table["families"]) == {"hp_balance", "hp_card_freeze"} and table["in_band"] == arm["families"]
    assert all(r["n"] == 1 for r in table["families"].values()) and (out / "family_table" / "family_pass_rates.md").exists()
    grpo_rows = [json.loads(line)["task_id"] for line in (out / "grpo" / "dataset.jsonl").read_text().splitlines()]
    assert all("hp_balance" in t or "hp_card_freeze" in t for t in grpo_rows)
    assert summary["grpo"]["reward_functions"] == {"episode_passed": 0.0, "component_served": 0.1}
    assert summary["grpo"]["zero_variance"]["logged_steps"] == 2 and (out / "grpo" / "curves.png").exists()
    assert (out / "compare" / "compare.md").exists()
    assert (out / "compare" / "compare_by_category.png").read_bytes()[:8] == PNG
    # the held-out sample: fresh control tasks of the trained families, evaluated once each before and after
    heldout = summary["heldout"]
    assert heldout["tasks"] == 2 and heldout["paired_test"] == "mcnemar" and 0.0 <= heldout["p_value"] <= 1.0
    heldout_ids = {json.loads(line)["task_id"] for line in (out / "heldout_tasks.jsonl").read_text().splitlines()}
    for phase in ("heldout_before", "heldout_after", "heldout_grpo"):
        records = [json.loads(line) for line in (out / phase / "sessions.jsonl").read_text().splitlines()]
        assert len(records) == 2 and {r["task_id"] for r in records} == heldout_ids
    table_pairs = {(json.loads(line)["customer_id"], json.loads(line)["family"])
                   for line in (out / "family_table_tasks.jsonl").read_text().splitlines()}
    assert not table_pairs & {(json.loads(line)["customer_id"], json.loads(line)["family"])
                              for line in (out / "heldout_tasks.jsonl").read_text().splitlines()}
    held = arm["heldout"]
    assert held["tasks"] == 2 and held["paired_test"] == "mcnemar" and 0.0 <= held["p_value"] <= 1.0
    assert held["grpo_families_only"]["n_pairs"] == 2 and held["without_fixed_script"]["n_pairs"] == 2
    assert set(held["by_family"]["hp_balance"]) == {"n", "passed_before", "passed_after", "passed_grpo"}
    assert json.loads((out / "heldout_grpo_compare" / "compare.json").read_text())["n_pairs"] == 2
    overlap = json.loads((out / "heldout_after" / "summary.json").read_text())["training_overlap"]
    assert overlap == {"task_ids": 0, "customer_family_pairs": 0, "tasks": 2}  # what the trained model records
    assert json.loads((out / "heldout_compare" / "compare.json").read_text())["n_pairs"] == 2
    assert {"heldout_before_s", "heldout_after_s", "heldout_grpo_s", "family_table_s", "eval_grpo_s",
            "grpo_s"} <= set(summary["timings_s"])

    # the trained models and the SFT dataset are saved; training logged its metrics
    assert (out / "sft" / "model" / "config.json").exists() and (out / "sft" / "dataset").is_dir()
    assert (out / "grpo" / "model" / "config.json").exists()
    sft_log = [json.loads(line) for line in (out / "sft" / "train_log.jsonl").read_text().splitlines()]
    assert any("loss" in row for row in sft_log)
    grpo_log = [json.loads(line) for line in (out / "grpo" / "train_log.jsonl").read_text().splitlines()]
    logged = {k for row in grpo_log for k in row}
    assert {"reward", "tools/call_frequency", "tools/failure_frequency", "env/failed_call_rate",
            "rewards/episode_passed/mean"} <= logged

    # no test task in anything the training saw
    trained_on = [json.loads(line)["task_id"] for line in (out / "sft" / "sft_data.jsonl").read_text().splitlines()]
    trained_on += [json.loads(line)["task_id"] for line in (out / "grpo" / "dataset.jsonl").read_text().splitlines()]
    assert trained_on and not set(trained_on) & test_ids
    # the models record what trained them (GRPO's includes its SFT start), so an eval can warn about overlap
    from bank_gym.tasks import read_training_tasks

    recorded = read_training_tasks(out / "grpo" / "model")
    assert set(trained_on) <= set(recorded["task_ids"]) and not set(recorded["task_ids"]) & test_ids
    from bank_gym.tasks import load_tasks

    trained_family = [t.task_id for t in load_tasks("train") if t.family == "hp_balance"][:1]
    overlap = evaluate(EvalConfig(agent=f"hf:{out / 'grpo' / 'model'}", split="train", task_ids=trained_family,
                                  out=out / "eval_train", agent_kwargs={"max_new_tokens": 8}), progress=False)
    assert overlap["training_overlap"]["task_ids"] >= 1

    # the same command again refuses to overwrite; with --resume and --trials 2 it trains nothing and runs only
    # the second trial of each task (the first trial's sessions stay as they were)
    again = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=env, timeout=600)
    assert again.returncode != 0 and "--resume" in again.stderr
    weights = (out / "sft" / "model" / "model.safetensors").read_bytes()
    first = {phase: (out / phase / "sessions.jsonl").read_text() for phase in ("eval_before", "eval_after",
                                                                               "eval_grpo")}
    resumed = subprocess.run(command + ["--resume", "--trials", "2"], cwd=ROOT, capture_output=True, text=True,
                             env=env, timeout=600)
    assert resumed.returncode == 0, (resumed.stdout + resumed.stderr)[-4000:]
    summary = json.loads((out / "before_after.json").read_text())
    assert summary["resumed_stages"] == ["base_model", "grpo", "sft"] and summary["test_sessions"] == 4
    assert summary["paired_test"] == "task_sign_test" and 0.0 <= summary["p_value"] <= 1.0
    assert (out / "sft" / "model" / "model.safetensors").read_bytes() == weights
    for phase, text in first.items():
        records = [json.loads(line) for line in (out / phase / "sessions.jsonl").read_text().splitlines()]
        assert (out / phase / "sessions.jsonl").read_text().startswith(text)
        assert sorted(r["trial"] for r in records) == [0, 0, 1, 1]
    assert summary["heldout"]["tasks"] == 2  # one trial each, whatever --trials says
    # the 0.6 option name still works (an alias of TRL's --max_steps under the sft_ prefix)
    changed = subprocess.run(command + ["--resume", "--sft_steps", "4"], cwd=ROOT, capture_output=True, text=True,
                             env=env, timeout=600)
    assert changed.returncode != 0 and "sft_max_steps" in changed.stderr


def test_sft_then_grpo_chains_on_the_tiny_model(scripts, tmp_path):
    """SFT on expert episodes in the send-message protocol, then GRPO from that model: its rollouts make tool
    calls and reach the customer through send_message (so a rollout can pass and advantages can be non-zero),
    and bank-gym eval talks to the trained model in the same protocol."""
    from bank_gym.agents.tool_protocol import PROTOCOL_FILE
    from bank_gym.tasks import load_tasks

    sft, grpo = scripts["sft"], scripts["grpo"]
    data = ["--tiny", "--fresh_tasks", "6", "--use_train_split", "false", "--families", "hp_balance",
            "--tiny_hidden", "64", "--tiny_layers", "2", "--tiny_vocab", "1024"]
    sft_metrics = sft.main(*sft.parse_args(data + ["--output_dir", str(tmp_path / "sft"), "--max_steps", "150",
                                                   "--learning_rate", "3e-3", "--per_device_train_batch_size", "2",
                                                   "--logging_steps", "50"]))
    assert sft_metrics["last_logged_loss"] < sft_metrics["first_logged_loss"] / 3
    assert (tmp_path / "sft" / "model" / PROTOCOL_FILE).exists()
    metrics = grpo.main(*grpo.parse_args(["--model_name_or_path", str(tmp_path / "sft" / "model"),
                                          "--output_dir", str(tmp_path / "grpo"), "--fresh_tasks", "4",
                                          "--use_train_split", "false", "--families", "hp_balance", "--task_seed", "1",
                                          "--max_steps", "2", "--num_generations", "2",
                                          "--per_device_train_batch_size", "2", "--max_completion_length", "384",
                                          "--temperature", "0.7"]))
    assert metrics["steps"] == 2 and metrics["mean_tool_call_frequency"] > 0
    # the SFT'd tiny model is small: GRPO's default rate is the small-model one, not full fine-tuning's 1e-6
    assert metrics["learning_rate"] == 1e-4
    assert metrics["reward_signal"]["logged_steps"] == 2
    assert metrics["mean_customer_messages_per_episode"] > 0  # the customer was reached through send_message
    assert (tmp_path / "grpo" / "model" / PROTOCOL_FILE).exists()

    task = next(t for t in load_tasks("train") if t.family == "hp_balance")
    summary = evaluate(EvalConfig(agent=f"hf:{tmp_path / 'sft' / 'model'}", split="train", task_ids=[task.task_id],
                                  out=tmp_path / "eval", max_steps=16, agent_kwargs={"max_new_tokens": 160}),
                       progress=False)
    assert summary["manifest"]["agent_settings"]["protocol"] == "send_message" and not summary["errors"]
    record = json.loads((tmp_path / "eval" / "sessions.jsonl").read_text().splitlines()[0])
    turns = [m for m in record["messages"] if m["role"] == "assistant"]
    # the model answers in the protocol it learned: its turns are send_message calls (a message to the customer
    # when well formed; this tiny model's JSON may still be broken) or bank tool calls
    named = [tc["function"]["name"] for m in turns for tc in m.get("tool_calls") or []]
    assert turns and (named.count("send_message") + sum(not m.get("tool_calls") for m in turns)) > 0


def test_copy_loss_is_added_and_logged(scripts, tmp_path):
    """--copy_loss_weight adds a synthetic copy task's loss to every SFT step (logged as copy_loss and
    copy_accuracy); the copy task repeats a string at distances that vary; the warm-up trains on it."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    common, sft = scripts["common"], scripts["sft"]
    data = ["--tiny", "--fresh_tasks", "4", "--use_train_split", "false", "--families", "hp_balance",
            "--tiny_hidden", "32", "--tiny_layers", "1", "--tiny_vocab", "1024", "--logging_steps", "2"]
    plain = sft.main(*sft.parse_args(data + ["--output_dir", str(tmp_path / "plain"), "--max_steps", "4"]))
    mixed = sft.main(*sft.parse_args(data + ["--output_dir", str(tmp_path / "mixed"), "--max_steps", "4",
                                             "--copy_loss_weight", "1.0"]))
    logs = [json.loads(line) for line in (tmp_path / "mixed" / "train_log.jsonl").read_text().splitlines()]
    logged = [row for row in logs if "copy_loss" in row]
    assert logged and all(row["copy_loss"] > 0 and 0.0 <= row["copy_accuracy"] <= 1.0 for row in logged)
    assert not any("copy_loss" in json.loads(line) for line in
                   (tmp_path / "plain" / "train_log.jsonl").read_text().splitlines())
    # same data, same start, same steps: the first step's loss differs exactly by the added copy term
    assert mixed["first_logged_loss"] > plain["first_logged_loss"]

    path = str(tmp_path / "mixed" / "model")
    tokenizer, model = AutoTokenizer.from_pretrained(path), AutoModelForCausalLM.from_pretrained(path)
    task = common.CopyTask(tokenizer, model.config.vocab_size, batch=16, length=12, seed=3)
    sequence, labels = task.batch()
    assert sequence.shape == labels.shape == (16, 24)
    for row in range(16):  # every labelled token repeats the string shown earlier, at a distance that varies
        marked = (labels[row] != -100).nonzero().flatten().tolist()
        assert marked and marked == list(range(marked[0], marked[-1] + 1))
        text = sequence[row].tolist()
        copy = text[marked[0] - 1: marked[-1] + 1]
        assert any(text[i:i + len(copy)] == copy for i in range(0, marked[0] - len(copy)))
    distances = set()
    for _ in range(5):
        s2, l2 = task.batch()
        distances |= {int((l2[r] != -100).nonzero()[0]) for r in range(16)}
    assert len(distances) > 3
    with torch.no_grad():
        before = model(input_ids=sequence, labels=labels).loss.item()
    common.copy_warmup(model, tokenizer, steps=60, batch=16, length=12, lr=3e-3, seed=3)
    with torch.no_grad():
        after = model(input_ids=sequence, labels=labels).loss.item()
    assert after < before


def test_copy_task_amount_rows(scripts, tmp_path):
    """Amount rows: a JSON rupee amount, then the same amount as the assistant must write it (Indian grouping);
    the labels are the formatted digits after "₹" and the row holds no other digit."""
    import re

    from transformers import AutoTokenizer

    from bank_gym.bank.money import format_inr, to_paise
    from bank_gym.integrations.tiny_model import build_tiny_model

    common = scripts["common"]
    path = build_tiny_model(tmp_path / "tok", corpus=["Your balance is ₹1,24,530.75 {\"amount\": 124530.75}"] * 5,
                            vocab_size=300, hidden=32, layers=1)
    tokenizer = AutoTokenizer.from_pretrained(path)
    assert [tokenizer.decode([i]) for i in tokenizer("19235", add_special_tokens=False).input_ids] == list("19235")
    task = common.CopyTask(tokenizer, len(tokenizer), batch=32, length=32, seed=5, format_share=1.0)
    sequence, labels = task.batch()
    with_paise = 0
    for row in range(32):
        text = tokenizer.decode(sequence[row].tolist())
        told = tokenizer.decode([t for t in labels[row].tolist() if t != -100])
        numbers = re.findall(r"[0-9][0-9,.]*[0-9]", text)
        assert len(numbers) == 2 and numbers[1] == told, (text, told)
        source = numbers[0]
        assert format_inr(to_paise(source)) == "₹" + told and "₹" + told in text
        with_paise += "." in source
    assert 0 < with_paise < 32  # whole rupees and amounts with paise both occur
    plain = common.CopyTask(tokenizer, len(tokenizer), batch=32, length=32, seed=5)
    assert plain.format_share == 0.0
    # rows too short for a long amount fall back to copy rows instead of failing
    short = common.CopyTask(tokenizer, len(tokenizer), batch=64, length=8, seed=5, format_share=1.0)
    for _ in range(5):
        sequence, labels = short.batch()
        assert sequence.shape == (64, 16) and all((labels[row] != -100).any() for row in range(64))


def test_before_after_training_families():
    """--families takes family and category names; --max_gold_calls keeps the families with short gold chains."""
    sys.path.insert(0, str(ROOT / "eval"))
    before_after = _load("bank_gym_before_after", ROOT / "eval" / "before_after.py")
    from bank_gym.tasks.families import FAMILIES

    control = before_after.training_families("control").split(",")
    assert control == [name for name, family in FAMILIES.items() if family.category == "control"] and len(control) == 7
    assert before_after.training_families("hp_balance,control").split(",") == control
    assert before_after.training_families(None) is None
    short = set(before_after.training_families(None, max_gold_calls=2).split(","))
    assert {"hp_balance", "hp_fd_maturity_info"} <= short  # read-only families whose variants read one or two things
    assert not short & {"sq_fd_book_projection", "sq_close_fd_open_rd"}  # bookings of five and six calls
    with pytest.raises(SystemExit):  # no sequencing family is that short
        before_after.training_families("sequencing", max_gold_calls=2)
    with pytest.raises(SystemExit):
        before_after.training_families("no_such_family")


def test_heldout_tasks_share_nothing_with_training(scripts, tmp_path):
    """--heldout_tasks draws fresh tasks of the trained families that share no (customer, family) pair with the
    release or with what the model's folder records it was trained on; a reused training seed, an untrained
    family or a model without a record is refused."""
    before_after = _load("bank_gym_before_after", ROOT / "eval" / "before_after.py")
    from bank_gym.tasks import load_task_file, write_training_tasks

    common = scripts["common"]
    trained_on = common.training_tasks(40, seed=1, families=["hp_balance", "hp_card_freeze"])
    model = tmp_path / "model"
    model.mkdir()
    write_training_tasks(model, trained_on)
    args = before_after.BeforeAfterArgs(output_dir=str(tmp_path), heldout_tasks=12, heldout_families="control")
    path = tmp_path / "heldout.jsonl"
    tasks = before_after.heldout_tasks(args, str(model), "hp_balance,hp_card_freeze,sq_fd_renewal", path)
    assert len(tasks) == 12 and {t.family for t in tasks} == {"hp_balance", "hp_card_freeze"}
    pairs = {(t.customer_id, t.family) for t in tasks}
    assert not pairs & {(t.customer_id, t.family) for t in trained_on} and not pairs & common.released_pairs()
    assert not {t.task_id for t in tasks} & {t.task_id for t in trained_on}
    assert [t.task_id for t in load_task_file(path)] == [t.task_id for t in tasks]  # the file the evals read
    before_after.heldout_tasks(args, str(model), "hp_balance,hp_card_freeze", tmp_path / "again.jsonl")
    assert (tmp_path / "again.jsonl").read_text() == path.read_text()  # deterministic
    more = before_after.BeforeAfterArgs(output_dir=str(tmp_path), heldout_tasks=20, heldout_families="control")
    larger = before_after.heldout_tasks(more, str(model), "hp_balance,hp_card_freeze", tmp_path / "more.jsonl")
    assert larger[:12] == tasks  # a larger sample starts with the smaller one (each family's draw is fixed)
    with pytest.raises(SystemExit, match="heldout_seed"):  # the training seed makes colliding ids
        before_after.heldout_tasks(before_after.BeforeAfterArgs(heldout_tasks=4, heldout_seed=1), str(model),
                                   "hp_balance", path)
    with pytest.raises(SystemExit, match="none of them"):
        before_after.heldout_tasks(before_after.BeforeAfterArgs(heldout_tasks=4, heldout_families="sequencing"),
                                   str(model), "hp_balance", path)
    with pytest.raises(SystemExit, match="records no training tasks"):
        before_after.heldout_tasks(args, str(tmp_path), "hp_balance", path)


def test_model_source_is_checked_before_any_data(scripts, tmp_path):
    """sft.py without a model fails at once, naming TRL's flag, before building a single episode."""
    import time

    env = {**os.environ, "OMP_WAIT_POLICY": "PASSIVE", "HF_HUB_OFFLINE": "1"}
    started = time.perf_counter()
    result = subprocess.run([sys.executable, "train_scripts/sft.py", "--output_dir", str(tmp_path / "sft")],
                            cwd=ROOT, capture_output=True, text=True, env=env, timeout=300)
    assert result.returncode != 0 and "--model_name_or_path" in result.stderr and "Traceback" not in result.stderr
    assert not (tmp_path / "sft" / "sft_data.jsonl").exists()
    assert time.perf_counter() - started < 60
    check = scripts["common"].check_model_source
    with pytest.raises(SystemExit, match="no such folder"):
        check(str(tmp_path / "missing" / "model"), tiny=False)
    with pytest.raises(SystemExit, match="not both"):
        check("Qwen/Qwen2.5-0.5B", tiny=True)
    (tmp_path / "empty").mkdir()
    with pytest.raises(SystemExit, match="config.json"):
        check(str(tmp_path / "empty"), tiny=False)
    old = os.environ.get("HF_HUB_OFFLINE")
    os.environ["HF_HUB_OFFLINE"] = "1"
    try:
        with pytest.raises(SystemExit, match="HF_HUB_OFFLINE"):
            check("no-such-org/no-such-model-xyz", tiny=False)
    finally:
        if old is None:
            os.environ.pop("HF_HUB_OFFLINE", None)
        else:
            os.environ["HF_HUB_OFFLINE"] = old
    check(None, tiny=True)  # the tiny model is built, nothing to check


def test_learning_rate_defaults_by_model_size(scripts):
    rate = scripts["common"].default_learning_rate
    assert rate("grpo", 2_000_000, lora=False) == 1e-4  # the tiny model, built now or SFT'd earlier
    assert rate("grpo", 500_000_000, lora=False) == 5e-6
    assert rate("grpo", 1_500_000_000, lora=False) == 1e-6
    assert rate("grpo", 1_500_000_000, lora=True) == 1e-5
    assert rate("sft", 2_000_000, lora=False) == 2e-3
    assert rate("sft", 7_000_000_000, lora=False) == 1e-5
    assert rate("sft", 7_000_000_000, lora=True) == 2e-4


def test_reward_signal_flags_grpo_that_learned_nothing(scripts):
    signal = scripts["common"].reward_signal
    flat = [{"loss": 0.0, "frac_reward_zero_std": 1.0}, {"loss": 0.0, "frac_reward_zero_std": 1.0}]
    assert signal(flat) == {"logged_steps": 2, "steps_without_reward_variance": 2, "learned_nothing": True}
    assert not signal(flat + [{"frac_reward_zero_std": 0.5}])["learned_nothing"]
    assert not signal([{"loss": 1.0}])["learned_nothing"]  # nothing logged: no claim either way


def test_grpo_without_reward_variance_can_fail_the_run(scripts, tmp_path, capfd):
    """An untrained tiny model never passes: every group's rewards are equal. GRPO logs the zero-variance share per
    step, stops after --stop_after_zero_variance such steps (of 3 asked), warns, and with
    --fail_without_reward_variance exits 3 after saving. The component rewards and the curriculum ride along: the
    component is a reward function with its weight, the curriculum recorded every rollout."""
    grpo = scripts["grpo"]
    argv = ["--tiny", "--tiny_hidden", "32", "--tiny_layers", "1", "--tiny_vocab", "1024", "--fresh_tasks", "4",
            "--use_train_split", "false", "--families", "hp_balance,hp_card_freeze",
            "--output_dir", str(tmp_path / "grpo"), "--max_steps", "3", "--num_generations", "2",
            "--per_device_train_batch_size", "2", "--max_completion_length", "16", "--fail_without_reward_variance",
            "--stop_after_zero_variance", "1", "--component_rewards", "served:0.1", "--curriculum",
            "--curriculum_update_every", "1"]
    with pytest.raises(SystemExit) as exit_info:
        grpo.main(*grpo.parse_args(argv))
    assert exit_info.value.code == 3
    err = capfd.readouterr().err
    assert "WARNING bank_gym.train.grpo: GRPO learned nothing" in err
    assert "zero-variance groups 100%" in err and "GRPO stopped at step 1" in err
    metrics = json.loads((tmp_path / "grpo" / "metrics.json").read_text())
    assert metrics["reward_signal"]["learned_nothing"] and (tmp_path / "grpo" / "model").is_dir()
    assert metrics["steps"] == 1 and metrics["zero_variance"]["stopped_at"] == 1
    assert "--stop_after_zero_variance 1" in metrics["stopped_for_zero_variance"]
    assert metrics["reward_functions"] == {"episode_passed": 0.0, "component_served": 0.1, "curriculum_passed": 0.0}
    assert sum(metrics["curriculum"]["recorded"].values()) == 2  # one group of 2 rollouts
    logged = [json.loads(line) for line in (tmp_path / "grpo" / "train_log.jsonl").read_text().splitlines()]
    step = next(row for row in logged if "frac_reward_zero_std" in row)
    assert step["frac_reward_zero_std"] == 1.0 and "rewards/component_served/mean" in step
    assert any(k.startswith("curriculum/prob/") for k in step)
    assert (tmp_path / "grpo" / "curves.png").read_bytes()[:8] == PNG
    with pytest.raises(SystemExit, match="unknown component"):
        grpo.reward_setup(grpo.parse_args(["--component_rewards", "nope"])[0], None, [])


def test_before_after_takes_trls_option_names_and_the_old_ones():
    from transformers import HfArgumentParser

    sys.path.insert(0, str(ROOT / "eval"))
    import before_after

    parser = HfArgumentParser(before_after.BeforeAfterArgs)
    (new,) = parser.parse_args_into_dataclasses(["--model_name_or_path", "m", "--use_peft", "--output_dir", "o",
                                                 "--sft_max_steps", "7", "--grpo_max_steps", "2",
                                                 "--sft_per_device_train_batch_size", "3"], look_for_args_file=False)
    (old,) = parser.parse_args_into_dataclasses(["--model", "m", "--lora", "--out", "o", "--sft_steps", "7",
                                                 "--grpo_steps", "2", "--sft_batch_size", "3"], look_for_args_file=False)
    assert new == old
    assert (new.model_name_or_path, new.use_peft, new.output_dir, new.sft_max_steps, new.grpo_max_steps,
            new.sft_per_device_train_batch_size) == ("m", True, "o", 7, 2, 3)


def test_resume_may_add_grpo_to_a_finished_sft_run(tmp_path):
    """--resume refuses other training arguments, except those of a stage that has not run: GRPO's (so GRPO, its
    family table and a third arm can be added to a finished SFT run) and, before SFT ran, SFT's; once a stage ran,
    its options are fixed."""
    sys.path.insert(0, str(ROOT / "eval"))
    from dataclasses import asdict, replace

    import before_after

    args = before_after.BeforeAfterArgs(tiny=True, output_dir=str(tmp_path), sft_max_steps=3)
    (tmp_path / "args.json").write_text(json.dumps(asdict(args)))
    stages = {"base_model": {"path": "b", "s": 1.0}, "sft": {"path": "s", "s": 2.0}}
    (tmp_path / "stages.json").write_text(json.dumps(stages))
    with_grpo = replace(args, grpo_max_steps=20, grpo_families="auto", family_table_tasks=4, trials=3)
    assert before_after.finished_stages(tmp_path, with_grpo) == stages
    with pytest.raises(SystemExit, match="sft_max_steps"):
        before_after.finished_stages(tmp_path, replace(with_grpo, sft_max_steps=4))
    base_only = {"base_model": stages["base_model"]}  # SFT not trained yet: its options may change
    (tmp_path / "stages.json").write_text(json.dumps(base_only))
    assert before_after.finished_stages(tmp_path, replace(with_grpo, sft_max_steps=4)) == base_only
    with pytest.raises(SystemExit, match="tiny_hidden"):  # the finished base model's options stay fixed
        before_after.finished_stages(tmp_path, replace(with_grpo, tiny_hidden=64))
    (tmp_path / "args.json").write_text(json.dumps(asdict(with_grpo)))
    (tmp_path / "stages.json").write_text(json.dumps({**stages, "grpo": {"path": "g", "s": 3.0}}))
    with pytest.raises(SystemExit, match="grpo_max_steps"):
        before_after.finished_stages(tmp_path, replace(with_grpo, grpo_max_steps=40))
