#!/usr/bin/env bash
# The before/after experiment of eval/README.md, as one command.
#   eval/before_after.sh [ARGS]          # the CPU experiment with the tiny offline model (about 88 minutes on 2 cores)
#   eval/before_after.sh MODEL [ARGS]    # a real instruct model (local folder or hub name), LoRA, on a GPU:
#                                        # eval before -> SFT -> GRPO -> eval after -> compare
# Extra arguments go to eval/before_after.py (see `python eval/before_after.py --help`).
set -euo pipefail
cd "$(dirname "$0")/.."
export OMP_WAIT_POLICY=PASSIVE TOKENIZERS_PARALLELISM=false HF_HUB_OFFLINE="${HF_HUB_OFFLINE:-1}"
PY="${PYTHON:-.venv/bin/python}"
[ -x "$PY" ] || PY=python
if [ "${1:-tiny}" = tiny ] || [ "${1:0:1}" = - ]; then   # no MODEL (options only): the tiny CPU recipe
    [ "${1:-}" = tiny ] && shift
    exec "$PY" eval/before_after.py --tiny --output_dir runs/ba-tiny --tiny_copy_warmup_steps 5000 --max_gold_calls 3 \
        --max_new_tokens 160 --sft_fresh_tasks 3000 --sft_max_steps 3000 --sft_learning_rate 1e-3 \
        --sft_time_budget_s 2900 --sft_copy_loss_weight 1.0 --sft_logging_steps 100 --trials 3 \
        --heldout_tasks 70 --heldout_families control "$@"
fi
MODEL="$1"
shift
exec "$PY" eval/before_after.py --model_name_or_path "$MODEL" --use_peft --output_dir "runs/ba-$(basename "$MODEL")" \
    --sft_fresh_tasks 1000 --sft_num_train_epochs 2 --sft_per_device_train_batch_size 1 \
    --sft_gradient_accumulation_steps 8 --gradient_checkpointing \
    --max_new_tokens 512 --eval_workers 1 \
    --grpo_max_steps 100 --grpo_reward binary --grpo_num_generations 4 --grpo_per_device_train_batch_size 4 \
    --grpo_max_completion_length 6144 "$@"
