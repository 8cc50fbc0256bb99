#!/usr/bin/env bash
# The before/after experiment of eval/README.md, as one command.
#   eval/before_after.sh [ARGS]          # the CPU experiment with the tiny offline model (about 88 minutes on 2 cores)
#   eval/before_after.sh MODEL [ARGS]    # a real instruct model (local folder or hub name), LoRA, on a GPU:
#                                        # eval base -> LoRA SFT -> family pass-rate table -> GRPO (vLLM if
#                                        # installed) -> eval SFT and SFT+GRPO -> paired comparisons (3 arms)
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
# GRPO's own knobs (see train_scripts/grpo.py): rollouts by vLLM when it is installed, dense reward components for
# training only (the benchmark score stays the binary verdict), the pass-rate curriculum, a stop when no group has
# had reward variance for 20 logged steps.
GRPO_EXTRA="--temperature 0.8 --scale_rewards none --component_rewards gold_completion:0.5,served:0.1 --curriculum"
GRPO_EXTRA="$GRPO_EXTRA --stop_after_zero_variance 20 --logging_steps 1 --gradient_accumulation_steps 4"
if "$PY" -c "import vllm" 2>/dev/null; then
    GRPO_EXTRA="$GRPO_EXTRA --use_vllm --vllm_mode colocate --vllm_gpu_memory_utilization 0.3"
fi
# three arms (base, SFT, SFT+GRPO) on the test split and on 100 fresh held-out tasks; GRPO on the families whose
# measured SFT pass rate lies in 10-90 % (family_table/); a group of 8 rollouts per optimizer step (2 per forward
# pass x 4 accumulation steps)
exec "$PY" eval/before_after.py --model_name_or_path "$MODEL" --use_peft --output_dir "runs/ba-$(basename "$MODEL")" \
    --sft_fresh_tasks 1000 --sft_num_train_epochs 2 --sft_per_device_train_batch_size 1 \
    --sft_gradient_accumulation_steps 8 --gradient_checkpointing \
    --max_new_tokens 512 --eval_workers 1 --heldout_tasks 100 \
    --grpo_max_steps 200 --grpo_reward binary --grpo_families auto --grpo_band 0.1,0.9 --family_table_tasks 5 \
    --grpo_num_generations 8 --grpo_per_device_train_batch_size 2 --grpo_max_completion_length 6144 \
    "--grpo_extra=$GRPO_EXTRA" "$@"
