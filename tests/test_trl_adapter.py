"""The TRL adapter (``bank_gym.integrations.trl_env``): generated tool methods, episodes through the adapter,
the dataset, and GRPO on CPU with ``environment_factory=BankToolEnv`` and the tiny offline model."""

from __future__ import annotations

import inspect
import json
import os
from pathlib import Path

import pytest

pytest.importorskip("transformers")
pytest.importorskip("datasets")

os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")

from transformers.utils import get_json_schema  # noqa: E402

from bank_gym.agents.oracle import OracleAgent  # noqa: E402
from bank_gym.env import system_prompt  # noqa: E402
from bank_gym.integrations import trl_env  # noqa: E402
from bank_gym.integrations.trl_env import ENDED, BankToolEnv, make_dataset  # noqa: E402
from bank_gym.tasks import load_tasks, tasks_by_id  # noqa: E402
from bank_gym.tools import REGISTRY, WRITE_TOOLS  # noqa: E402

SMALL_TASKS = ("hp_card_freeze_0010", "hp_balance_0013")  # short train tasks (an already frozen card; two balances)
SMALL_TOOLS = ("get_account_balance", "get_card_details", "toggle_card_freeze")
SHORT_SYSTEM = "You are Aranya Bank's assistant. Follow the bank's policy."


def tool_methods(cls) -> dict:
    """What TRL exposes as tools: public functions of the class other than reset / get_reward."""
    return {name: fn for name, fn in inspect.getmembers(cls, predicate=inspect.isfunction)
            if not name.startswith("_") and name not in ("reset", "get_reward")}


def drive_with_oracle(env, task, tasks, seed: int = 0) -> str:
    """Play the oracle's actions through the adapter's tool methods until the episode ends."""
    last = env.reset(task_id=task.task_id, seed=seed)
    oracle = OracleAgent(tasks)
    oracle.reset({}, task=task)
    for _ in range(200):
        if env.done:
            return last
        action = oracle.act(last, {})
        if action.startswith("{"):
            call = json.loads(action)
            last = getattr(env, call["name"])(**call["arguments"])
        else:
            last = env.send_message(action)
    raise AssertionError("episode did not end")


@pytest.fixture(scope="module")
def train_tasks():
    return load_tasks("train")


# ---------------------------------------------------------------- the generated tool methods


def test_one_method_per_tool_with_working_json_schema():
    methods = tool_methods(BankToolEnv)
    assert set(methods) == set(REGISTRY) | {"send_message"}
    for name, method in methods.items():
        schema = get_json_schema(method)["function"]
        assert schema["name"] == name
        assert schema["description"]
        if name == "send_message":
            assert schema["parameters"]["required"] == ["message"]
            continue
        reference = REGISTRY[name].schema["function"]["parameters"]
        params = schema["parameters"]
        assert list(params["properties"]) == list(reference["properties"]), name
        assert sorted(params.get("required", [])) == sorted(reference["required"]), name
        for arg, prop in params["properties"].items():
            ref = reference["properties"][arg]
            assert prop["description"], (name, arg)
            if "enum" in ref:
                assert prop["enum"] == ref["enum"], (name, arg)
            ref_type = ref.get("type") or next(p.get("type") for p in ref.get("anyOf", []) if p.get("type") != "null")
            assert prop["type"] == ref_type, (name, arg, prop, ref)
        # a real typed signature (not *args/**kwargs)
        signature = inspect.signature(method)
        assert list(signature.parameters)[0] == "self"
        assert all(p.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD for p in signature.parameters.values())
        assert signature.return_annotation is str


def test_nested_object_arguments_are_described_dicts():
    for name, arg in (("set_card_controls", "atm"), ("set_card_controls", "online"), ("create_fd", "nominee")):
        prop = get_json_schema(getattr(BankToolEnv, name))["function"]["parameters"]["properties"][arg]
        assert prop["type"] == "object" and prop.get("nullable") is True
        assert "JSON object shaped like {" in prop["description"]
    nominee = get_json_schema(BankToolEnv.create_fd)["function"]["parameters"]["properties"]["nominee"]
    assert '"guardian_name"' in nominee["description"] and '"age": integer' in nominee["description"]


def test_tools_render_in_the_chat_template(tmp_path_factory):
    model = tiny_model(tmp_path_factory)
    from transformers import AutoTokenizer
    from trl.chat_template_utils import supports_tool_calling

    tok = AutoTokenizer.from_pretrained(model)
    assert supports_tool_calling(tok)
    env = BankToolEnv()
    bound = [getattr(env, name) for name in tool_methods(BankToolEnv)]  # what TRL passes: bound methods
    text = tok.apply_chat_template([{"role": "user", "content": "hi"}], tools=bound, tokenize=False)
    for name in REGISTRY:
        assert f'"name": "{name}"' in text


# ---------------------------------------------------------------- episodes through the adapter


def test_oracle_through_the_adapter_passes(train_tasks):
    env = BankToolEnv()
    by_family = {}
    for task in train_tasks:
        by_family.setdefault(task.family, task)
    chosen = list(by_family.values())[:8]
    for task in chosen:
        last = drive_with_oracle(env, task, train_tasks)
        assert ENDED in last
        assert env.get_reward() == 1.0, (task.task_id, env.verdict)
        assert env.verdict["passed"] and env.env.termination == "user_stop"
    # a finished episode: every tool raises ValueError (TRL reports it as a tool error)
    with pytest.raises(ValueError, match="ended"):
        env.send_message("hello?")
    with pytest.raises(ValueError, match="ended"):
        env.get_account_balance(["SB0000000000"])


def test_reset_step_send_message_and_reward(train_tasks):
    task = tasks_by_id("train")[SMALL_TASKS[1]]
    env = BankToolEnv()
    opening = env.reset(task_id=task.task_id, seed=0, prompt=[{"role": "user", "content": "x"}])
    assert opening.startswith("\n\n") and task.scenario.first_messages[0] in opening
    assert "send_message" in opening
    reply = env.send_message("Could you please tell me your account number?")
    assert isinstance(reply, str) and reply and ENDED not in reply
    result = env.get_account_balance(["SB0000000000"])
    assert json.loads(result)["errors"]  # a JSON tool result (not ours), no header
    assert env.env.messages[-2]["tool_calls"][0]["function"]["name"] == "get_account_balance"
    # the model stops (a turn without tool call) before the customer is done: closed as agent_stop
    assert env.get_reward() == 0.0
    assert env.env.termination == "agent_stop" and env.verdict["failure_type"] == "stopped_short"

    strict = BankToolEnv.configured(close_unfinished=False)()
    strict.reset(task_id=task.task_id, seed=0)
    assert strict.get_reward() == 0.0 and not strict.done

    # malformed arguments are failed calls in the env, reported as tool results
    env.reset(task_id=task.task_id, seed=0)
    out = env.get_account_balance([])
    assert "INVALID_ARGUMENTS" in out and env.env.state is not None
    assert env.last_info["failed_calls"] == 1


def test_transfer_and_shaped_reward(train_tasks):
    task = tasks_by_id("train")[SMALL_TASKS[0]]
    env = BankToolEnv()
    env.reset(task_id=task.task_id, seed=0)
    out = env.transfer_to_human_agents("Customer wants a card frozen.")
    assert ENDED in out and "Customer:" in out
    assert env.env.termination == "agent_stop" and env.get_reward() == 0.0

    Shaped = BankToolEnv.configured(reward_mode="shaped")
    assert Shaped.__name__ == "BankToolEnv" and Shaped.reward_mode == "shaped"
    shaped = Shaped()
    drive_with_oracle(shaped, task, train_tasks)
    assert shaped.verdict["passed"]
    # the verdict's 1, the whole gold chain's completion, and every fact heard and request completed on the way
    from bank_gym.scoring.shaped import SHAPED_COMPLETION, SHAPED_FACT, SHAPED_STEP
    steps = task.scenario.steps
    assert shaped.get_reward() == pytest.approx(1.0 + SHAPED_COMPLETION + SHAPED_FACT * sum(len(s.facts) for s in steps)
                                                + SHAPED_STEP * len(steps))

    with pytest.raises(ValueError):
        BankToolEnv.configured(reward_mode="dense")
    with pytest.raises(ValueError):
        BankToolEnv.configured(no_such_setting=1)
    small = BankToolEnv.configured(tools=SMALL_TOOLS)
    assert set(tool_methods(small)) == set(SMALL_TOOLS) | {"send_message"}


def test_make_dataset(train_tasks):
    ds = make_dataset("train", seeds=2, limit=3)
    assert len(ds) == 6 and set(ds.column_names) == {"prompt", "task_id", "seed"}
    row = ds[0]
    task = tasks_by_id("train")[row["task_id"]]
    assert row["task_id"] == train_tasks[0].task_id and ds[1]["seed"] == 1
    assert row["prompt"][0] == {"role": "system", "content": system_prompt(task.session_date.isoformat())}
    assert row["prompt"][1]["role"] == "user"
    by_ids = make_dataset(list(SMALL_TASKS), system_prompt=lambda t: f"sys {t.task_id}")
    assert by_ids["task_id"] == list(SMALL_TASKS) and by_ids[0]["prompt"][0]["content"] == f"sys {SMALL_TASKS[0]}"
    assert len(make_dataset([train_tasks[5]], seeds=[4, 9])) == 2
    # every row resets the adapter
    env = BankToolEnv()
    for row in ds.select(range(2)):
        assert "The customer says:" in env.reset(**row)


# ---------------------------------------------------------------- GRPO on CPU


def tiny_model(tmp_path_factory) -> str:
    from bank_gym.integrations.tiny_model import build_tiny_model

    path = tmp_path_factory.getbasetemp() / "tiny-model"
    if not (path / "config.json").exists():
        build_tiny_model(path)
    return str(path)


def grpo_config(tmp_path, **overrides):
    from trl import GRPOConfig

    settings = dict(output_dir=str(tmp_path / "grpo"), bf16=False, use_cpu=True, max_steps=2, num_generations=2,
                    per_device_train_batch_size=2, max_completion_length=64, report_to=[], logging_steps=1,
                    save_strategy="no", seed=0)
    settings.update(overrides)
    return GRPOConfig(**settings)


def test_grpo_steps_with_environment_factory(tmp_path, tmp_path_factory):
    trl = pytest.importorskip("trl")
    model = tiny_model(tmp_path_factory)
    Env = BankToolEnv.configured(tools=SMALL_TOOLS)  # a short tools block keeps the CPU prompt small
    dataset = make_dataset(list(SMALL_TASKS), system_prompt=SHORT_SYSTEM)
    trainer = trl.GRPOTrainer(model=model, args=grpo_config(tmp_path), train_dataset=dataset,
                              environment_factory=Env)
    assert "BankToolEnv" in trainer.reward_func_names
    result = trainer.train()
    assert result.global_step == 2
    logs = [h for h in trainer.state.log_history if "rewards/BankToolEnv/mean" in h]
    assert len(logs) == 2
    for h in logs:
        assert 0.0 <= h["rewards/BankToolEnv/mean"] <= 1.0
    # every rollout got its own pooled env, reset on a dataset task and scored
    for env in trainer._environment_pool[None]:
        assert env.env.task.task_id in SMALL_TASKS and env.done


def test_grpo_trainer_accepts_every_bank_tool(tmp_path, tmp_path_factory):
    trl = pytest.importorskip("trl")
    model = tiny_model(tmp_path_factory)
    trainer = trl.GRPOTrainer(model=model, args=grpo_config(tmp_path), environment_factory=BankToolEnv,
                              train_dataset=make_dataset(list(SMALL_TASKS), system_prompt=SHORT_SYSTEM))
    assert {tool.__name__ for tool in trainer.tools} == set(REGISTRY) | {"send_message"}
    prompt = trainer.processing_class.apply_chat_template([{"role": "user", "content": "hi"}], tools=trainer.tools,
                                                          tokenize=False)
    for name in list(REGISTRY) + ["send_message"]:
        assert f'"name": "{name}"' in prompt


class OraclePolicy:
    """A scripted policy standing in for ``model.generate``: for each row it decodes the conversation so far,
    finds the task by its opening message, and emits the oracle's next action as Qwen/Hermes tokens (tool calls
    and ``send_message`` calls), then a plain closing turn once the conversation has ended. The rest of GRPO
    (parsing, the tool loop, the env, rewards, loss) is the real thing."""

    def __init__(self, tokenizer, tasks, seed: int = 0):
        self.tokenizer = tokenizer
        self.tasks = tasks
        self.seed = seed
        self.turns = 0

    def next_turn(self, text: str) -> str:
        if ENDED in text:
            return "Thank you for banking with us.<|im_end|>"
        matches = [t for t in self.tasks.values()
                   if t.scenario.first_messages[self.seed % len(t.scenario.first_messages)] in text]
        assert len(matches) == 1
        oracle = OracleAgent(self.tasks)
        oracle.reset({}, task=matches[0])
        done_turns = text.count("<|im_start|>assistant") - 1
        for _ in range(done_turns):
            oracle.act("", {})
        action = oracle.act("", {})
        if action.startswith("{"):
            call = json.loads(action)
        else:
            call = {"name": "send_message", "arguments": {"message": action}}
        return f"<tool_call>\n{json.dumps(call, ensure_ascii=False)}\n</tool_call><|im_end|>"

    def __call__(self, input_ids, attention_mask=None, **kwargs):
        import torch

        self.turns += len(input_ids)
        new = []
        for i, ids in enumerate(input_ids):
            kept = ids if attention_mask is None else ids[attention_mask[i].bool()]
            text = self.tokenizer.decode(kept, skip_special_tokens=False)
            new.append(self.tokenizer(self.next_turn(text), add_special_tokens=False)["input_ids"])
        width = max(len(n) for n in new)
        pad = self.tokenizer.pad_token_id
        padded = torch.tensor([n + [pad] * (width - len(n)) for n in new], dtype=input_ids.dtype)
        return torch.cat([input_ids, padded.to(input_ids.device)], dim=1)


def test_grpo_tool_loop_with_a_scripted_policy_earns_reward(tmp_path, tmp_path_factory):
    """The full multi-turn loop: TRL parses <tool_call> blocks, calls the adapter's methods (bank tools and
    send_message), appends the results, generates again, and reads get_reward: oracle play earns 1.0."""
    trl = pytest.importorskip("trl")
    from transformers import AutoModelForCausalLM, AutoTokenizer

    path = tiny_model(tmp_path_factory)
    tokenizer = AutoTokenizer.from_pretrained(path)
    model = AutoModelForCausalLM.from_pretrained(path)
    tasks = {i: tasks_by_id("train")[i] for i in SMALL_TASKS}
    policy = OraclePolicy(tokenizer, tasks)
    model.generate = policy  # the policy's tokens are scored by the real model in the loss
    Env = BankToolEnv.configured(tools=SMALL_TOOLS)
    trainer = trl.GRPOTrainer(model=model, processing_class=tokenizer,
                              args=grpo_config(tmp_path, max_completion_length=2048),
                              train_dataset=make_dataset(list(SMALL_TASKS), system_prompt=SHORT_SYSTEM),
                              environment_factory=Env)
    trainer.train()
    logs = [h for h in trainer.state.log_history if "rewards/BankToolEnv/mean" in h]
    assert len(logs) == 2
    for h in logs:
        assert h["rewards/BankToolEnv/mean"] == 1.0
        assert h["tools/call_frequency"] > 1.0 and h["tools/failure_frequency"] == 0.0
    for env in trainer._environment_pool[None]:
        assert env.verdict["passed"] and env.env.termination == "user_stop"
    assert policy.turns > 4


# ---------------------------------------------------------------- the tiny offline model


def test_tiny_model_follows_the_recipe(tmp_path_factory):
    import trl
    from transformers import AutoModelForCausalLM, AutoTokenizer
    from trl.chat_template_utils import add_response_schema, is_chat_template_prefix_preserving, supports_tool_calling

    path = tiny_model(tmp_path_factory)
    tok = AutoTokenizer.from_pretrained(path)
    model = AutoModelForCausalLM.from_pretrained(path)
    assert type(model).__name__ == "Qwen2ForCausalLM" and type(tok).__name__ == "Qwen2Tokenizer"
    assert sum(p.numel() for p in model.parameters()) < 500_000
    template = (Path(trl.__file__).parent / "chat_templates" / "qwen2_5.jinja").read_text(encoding="utf-8")
    assert tok.chat_template == template  # byte-identical, so TRL recognises it
    assert supports_tool_calling(tok) and is_chat_template_prefix_preserving(tok)
    for token in ("<tool_call>", "</tool_call>", "<tool_response>", "</tool_response>", "<|im_end|>"):
        assert tok.convert_tokens_to_ids(token) != tok.unk_token_id and len(tok(token)["input_ids"]) == 1
    assert model.generation_config.eos_token_id == tok.convert_tokens_to_ids("<|im_end|>") == tok.eos_token_id
    text = 'Balance ₹1,24,530.75 — नमस्ते {"account_ids": ["SB4821930576"]}\n\t<tool_call>'
    assert tok.decode(tok(text)["input_ids"]) == text  # lossless byte-level BPE
    tok = add_response_schema(tok)
    call = '<tool_call>\n{"name": "get_account_balance", "arguments": {"account_ids": ["SB1"]}}\n</tool_call><|im_end|>'
    parsed = tok.parse_response(tok(call)["input_ids"], prefix="")
    assert parsed["tool_calls"][0]["function"] == {"name": "get_account_balance", "arguments": {"account_ids": ["SB1"]}}


def test_tiny_model_is_deterministic(tmp_path):
    from bank_gym.integrations.tiny_model import build_tiny_model, default_corpus

    assert default_corpus(n_calls=50) == default_corpus(n_calls=50)
    corpus = ["Please block my card.", '{"name": "block_card", "arguments": {"card_id": "CARD1"}}'] * 20
    a = Path(build_tiny_model(tmp_path / "a", corpus=corpus, vocab_size=300, hidden=32, layers=1))
    b = Path(build_tiny_model(tmp_path / "b", corpus=corpus, vocab_size=300, hidden=32, layers=1))
    names = sorted(p.name for p in a.iterdir())
    assert names == sorted(p.name for p in b.iterdir()) and "model.safetensors" in names
    for name in names:
        assert (a / name).read_bytes() == (b / name).read_bytes(), name


def test_integrations_package_is_lazy():
    import bank_gym.integrations as integrations

    assert integrations.BankToolEnv is trl_env.BankToolEnv
    with pytest.raises(AttributeError):
        integrations.nothing_here  # noqa: B018


def test_gold_calls_without_a_word_to_the_customer_earn_nothing(train_tasks):
    """The adapter closes a rollout that never called send_message as the assistant's stop: the customer was
    not served, so even exactly the gold calls score 0 (the paper's checks alone would pay 1)."""
    task = next(t for t in train_tasks if any(g.name in WRITE_TOOLS for g in t.gold))
    for scoring, expected in (("strict", 0.0), ("paper", 1.0)):
        env = BankToolEnv.configured(tasks=[task], scoring=scoring)()
        env.reset(task_id=task.task_id, seed=0)
        for gold in task.gold:
            getattr(env, gold.name)(**gold.arguments)
        assert env.get_reward() == expected, scoring
        parts = env.reward_components
        assert parts["paper_passed"] == 1.0 and parts["passed"] == 0.0 and parts["served"] == 0.0
        assert parts["writes_confirmed"] == 0.0 and parts["gold_completion"] == 1.0
    assert "reward_components" not in tool_methods(BankToolEnv)  # a property, never offered as a tool
    with pytest.raises(ValueError):
        BankToolEnv.configured(scoring="lenient")
