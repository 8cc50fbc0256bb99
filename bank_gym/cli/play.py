"""``bank-gym play``: play the assistant's side of one session by hand, one turn per command.

A session lives in a small JSON file (task, language, seed and the assistant's actions so far). Every command
replays the file's actions on a fresh env (the env and the scripted customer are deterministic, so the replay
is exact) and then takes one more action, so a person or a language model at a shell can play a whole session
turn by turn without a process kept alive between turns. The verdict stays hidden until ``play score``: a player
should serve the customer, not the scorer.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import typer

from . import app, fail, safe_text

play_app = typer.Typer(help="Play the assistant's side of a session by hand, one turn per command.",
                       no_args_is_help=True)
app.add_typer(play_app, name="play")

_FORMAT = 1


def _load(path: Path) -> dict:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        fail(f"no play file at {path} (start one with 'bank-gym play new')")
    except (OSError, ValueError, UnicodeDecodeError) as exc:
        fail(f"{path} is not a play file: {exc}")
    if (not isinstance(data, dict) or data.get("format") != _FORMAT or not isinstance(data.get("task_id"), str)
            or not isinstance(data.get("actions"), list) or not all(isinstance(a, str) for a in data["actions"])):
        fail(f"{path} is not a play file")
    return data


def replay_play(data: dict):
    """A fresh env with the file's actions taken: (env, last observation, terminated or truncated)."""
    from ..env import IndianBankEnv

    try:
        env = IndianBankEnv(split="base", task_ids=[data["task_id"]], language=data.get("language"))
    except ValueError as exc:
        fail(str(exc))
    try:
        obs, _ = env.reset(seed=int(data.get("seed", 0)), options={"task_id": data["task_id"]})
    except ValueError as exc:
        fail(str(exc))
    done = False
    for action in data["actions"]:
        if done:
            break
        obs, _, terminated, truncated, _ = env.step(action)
        done = terminated or truncated
    return env, obs, done


def _print_turn(obs: str, env, done: bool) -> None:
    typer.echo(safe_text(obs))
    if done:
        typer.echo(f"\n[session ended: {env.termination}]")


@play_app.command("new")
def play_new(
    path: Path = typer.Argument(..., help="The play file to create."),
    task_id: str = typer.Option(..., "--task-id", help="A released task id."),
    language: str = typer.Option("en", "--language", help="en, hi or hinglish."),
    seed: int = typer.Option(0, "--seed", help="The customer's seed."),
    system_out: Path | None = typer.Option(None, "--system-out",
                                           help="Write the system prompt and the tool schemas here."),
    force: bool = typer.Option(False, "--force", help="Overwrite an existing play file."),
):
    """Start a session: prints the customer's opening message."""
    if path.exists() and not force:
        fail(f"{path} exists (pass --force to start over)")
    data = {"format": _FORMAT, "task_id": task_id, "language": None if language == "en" else language,
            "seed": seed, "actions": []}
    env, obs, done = replay_play(data)
    if system_out is not None:
        from ..transcript import fresh_tools

        tools = json.dumps(fresh_tools(), indent=1, ensure_ascii=False)
        system_out.write_text(f"{env.messages[0]['content']}\n\n<tools>\n{tools}\n</tools>\n", encoding="utf-8")
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    _print_turn(obs, env, done)


@play_app.command("act")
def play_act(
    path: Path = typer.Argument(..., help="The play file."),
    action: str = typer.Argument(..., help="The assistant's turn: a message, or a JSON tool call "
                                           "{\"name\": ..., \"arguments\": {...}} (or a list of them); - reads "
                                           "standard input."),
):
    """Take one assistant turn and print what comes back (the customer's reply or the tool results)."""
    data = _load(path)
    if action == "-":
        action = sys.stdin.read()
    env, _, done = replay_play(data)
    if done:
        fail(f"the session has ended ({env.termination}); 'bank-gym play score {path}' scores it")
    obs, _, terminated, truncated, _ = env.step(action)
    data["actions"].append(action)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    _print_turn(obs, env, terminated or truncated)


@play_app.command("show")
def play_show(path: Path = typer.Argument(..., help="The play file.")):
    """The transcript so far (no verdict)."""
    env, _, done = replay_play(_load(path))
    from ..transcript import render_transcript

    typer.echo(safe_text(render_transcript(env.messages, start=1)))
    if done:
        typer.echo(f"\n[session ended: {env.termination}]")


@play_app.command("score")
def play_score(
    path: Path = typer.Argument(..., help="The play file."),
    as_json: bool = typer.Option(False, "--json", help="Print the session record (with its verdict) as JSON."),
):
    """The verdict of a played session (an unfinished one is scored as cut at ``max_steps``)."""
    data = _load(path)
    env, _, done = replay_play(data)
    if not done:
        env.reset(seed=0, options={"task_id": data["task_id"]})  # scores the cut episode as max_steps
        verdict = env.last_cut_verdict
    else:
        verdict = env.verdict
    if as_json:
        from . import print_json

        print_json({"task_id": data["task_id"], "language": data.get("language") or "en", "seed": data["seed"],
                    "actions": data["actions"], "verdict": verdict})
        return
    failing = [part for part in ("action_check", "final_state", "conversation", "safety")
               if not (verdict.get(part) or {}).get("passed", True)]
    typer.echo(f"passed: {verdict['passed']}  termination: {verdict['termination']}  "
               f"failure: {verdict.get('failure_type')}  failing: {', '.join(failing) or '-'}")
