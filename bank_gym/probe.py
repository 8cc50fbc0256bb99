"""Run the probe agents of ``agents.probes`` over tasks: is the reward fair (rewordings and other correct
procedures pass) and hard to game (exploits score 0, loose proposals and statements are refused)?

``run_probes(tasks, groups=...)`` plays every applicable (probe, task) session against the scripted customer
and returns one row per probe: sessions, strict and paper passes, and for loose probes how often the customer
was fooled. ``adapter_no_message`` drives the TRL adapter with the gold calls and no ``send_message`` at all.
``bank-gym probe`` prints the table (``--json`` for the rows).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from .agents.base import begin_episode
from .agents.probes import PARAPHRASES, make_probe, probe_applies, probe_names
from .scoring.metrics import wilson_interval
from .tasks.lang import LANGUAGE_NAMES
from .tasks.model import Task

__all__ = ["GROUPS", "TARGETS", "render_markdown", "robust_keep", "run_probes"]

GROUPS = ("paraphrase", "variant", "exploit", "loose")
# What each group must reach: the share of applicable sessions that pass (paraphrase, variant), pass at all
# (exploit, as a ceiling), or in which the customer was never fooled (loose).
TARGETS = {"paraphrase": ("pass_rate", ">=", 0.99), "variant": ("pass_rate", ">=", 0.99),
           "exploit": ("pass_rate", "<=", 0.0), "loose": ("refused_rate", ">=", 0.99)}


def _play(env, agent, task: Task, seed: int = 0, max_turns: int = 400) -> dict:
    obs, info = env.reset(seed=seed, options={"task": task})
    begin_episode(agent, info, env)
    for _ in range(max_turns):
        obs, _reward, terminated, truncated, info = env.step(agent.act(obs, info))
        if terminated or truncated:
            break
    else:
        info = env.unwrapped.abort("probe did not end")
    return info


def robust_keep(env=None) -> Callable[[Task], bool]:
    """The release filter of robustness candidates (``tasks.robust.generate_robust(keep=...)``): the oracle,
    taught each recovery, passes the task, and the oracle that ignores the task's axis (``probes.robust``) does
    not. A perturbation the ignoring oracle survives (a hidden figure the policy states anyway, a planted passage
    the search never returned) perturbs nothing: such a candidate is dropped and the next one tried."""
    from .agents.oracle import OracleAgent
    from .agents.probes.robust import IGNORING
    from .env import IndianBankEnv

    by_axis = {cls.axis: cls for cls in IGNORING.values()}

    def keep(task: Task) -> bool:
        nonlocal env
        if env is None:
            env = IndianBankEnv(tasks=[task])
        if not (_play(env, OracleAgent(), task).get("verdict") or {}).get("passed"):
            return False
        ignoring = by_axis.get(task.perturbation.axis) if task.perturbation is not None else None
        return ignoring is None or not (_play(env, ignoring(), task).get("verdict") or {}).get("passed")

    return keep


def _adapter_no_message(task: Task) -> dict:
    """The TRL adapter with exactly the gold calls, never a message to the customer, then the reward."""
    from .integrations.trl_env import make_env_class

    cls = make_env_class("ProbeEnv", tasks=[task])
    env = cls()
    env.reset(task_id=task.task_id, seed=0)
    for gold in task.gold:
        if env.done:
            break
        try:
            getattr(env, gold.name)(**gold.arguments)
        except ValueError:
            break
    reward = env.get_reward()
    verdict = env.verdict or {}
    return {"passed": reward >= 1.0, "verdict": verdict}


def run_probes(tasks: Sequence[Task], groups: Iterable[str] = GROUPS, names: Iterable[str] | None = None,
               seed: int = 0, progress: Callable[[str, int, int], None] | None = None) -> list[dict[str, Any]]:
    """One row per probe (see the module docstring). ``names`` restricts to these probe names."""
    from .env import IndianBankEnv

    wanted = set(names) if names is not None else None
    env = IndianBankEnv(tasks=list(tasks))
    rows = []
    plan = [(g, n) for g in groups for n in probe_names()[g] if wanted is None or n in wanted]
    if "exploit" in groups and (wanted is None or "adapter_no_message" in wanted):
        plan.append(("exploit", "adapter_no_message"))
    for done, (group, name) in enumerate(plan):
        if progress is not None:
            progress(f"{group}:{name}", done, len(plan))
        applicable = [t for t in tasks if name == "adapter_no_message" or probe_applies(group, name, t)]
        n = passed = paper = refused = 0
        failures: list[str] = []
        for task in applicable:
            if name == "adapter_no_message":
                info = _adapter_no_message(task)
                fooled = None
            else:
                agent = make_probe(group, name)
                info = _play(env, agent, task, seed)
                fooled = agent.fooled(env.customer_events, env.messages) if group == "loose" else None
            verdict = info.get("verdict") or {}
            ok = bool(verdict.get("passed"))
            n += 1
            passed += ok
            paper += bool(verdict.get("paper_passed"))
            if fooled is not None:
                refused += not fooled
            bad = (not ok) if group in ("paraphrase", "variant") else (ok if group == "exploit" else bool(fooled))
            if bad and len(failures) < 20:
                failures.append(f"{task.task_id}: {verdict.get('failure_type')}")
        row = {"group": group, "name": name, "n": n, "passed": passed, "pass_rate": passed / n if n else 0.0,
               "pass_ci95": list(wilson_interval(passed, n)), "paper_passed": paper,
               "paper_pass_rate": paper / n if n else 0.0, "failures": failures}
        if group == "paraphrase":
            row["kind"] = PARAPHRASES[name].kind
        if group == "loose":
            row["refused"] = refused
            row["refused_rate"] = refused / n if n else 0.0
        metric, op, target = TARGETS[group]
        value = row[metric]
        row["on_target"] = value >= target if op == ">=" else value <= target
        rows.append(row)
    if progress is not None:
        progress("done", len(plan), len(plan))
    return rows


_TITLES = {
    "paraphrase": ("Rewordings (must pass)", "The oracle's tool calls unchanged, its messages reworded."),
    "variant": ("Correct procedures done differently (must pass)", "The same service, another order or form."),
    "exploit": ("Exploits (must score 0)", "Strict = the benchmark; paper = the paper's two checks alone."),
    "loose": ("Loose proposals and statements (must be refused)",
              "Refused = the customer never accepted the wrong proposal or statement."),
}


def render_markdown(rows: list[dict[str, Any]], split: str, n_tasks: int, path: str = "docs/probes.md",
                    language: str = "en", groups: Iterable[str] = GROUPS) -> str:
    """The probe table as markdown (``bank-gym probe --markdown``)."""
    spoken = f", customers speaking {LANGUAGE_NAMES[language]}" if language != "en" else ""
    flag = f" --language {language}" if language != "en" else ""
    if list(groups) != list(GROUPS):
        flag += f" --groups {','.join(groups)}"
    lines = [f"# Probes of the reward on the {split} split ({n_tasks} tasks{spoken})", "",
             "Generated by `bank-gym probe --split " + split + flag + f" --markdown {path}`. Each probe plays every "
             "task it applies to against the scripted customer (seed 0); intervals are Wilson 95 %.", ""]
    for group in GROUPS:
        group_rows = [r for r in rows if r["group"] == group and r["n"]]  # a probe that applies to no task: no row
        if not group_rows:
            continue
        title, note = _TITLES[group]
        lines += [f"## {title}", "", note, ""]
        loose = group == "loose"
        header = "| probe | kind | sessions | strict pass | 95% CI | paper pass |" + (" refused |" if loose else "")
        lines += [header, "|---|---|---:|---:|---|---:|" + ("---:|" if loose else "")]
        for r in group_rows:
            lo, hi = r["pass_ci95"]
            cells = [r["name"], r.get("kind", ""), str(r["n"]), f"{100 * r['pass_rate']:.1f}%",
                     f"{100 * lo:.1f}–{100 * hi:.1f}%", f"{100 * r['paper_pass_rate']:.1f}%"]
            if loose:
                cells.append(f"{100 * r['refused_rate']:.1f}%")
            lines.append("| " + " | ".join(cells) + " |")
        lines.append("")
    return "\n".join(lines)
