"""The ``bank-gym`` command line, one module per group of commands:

* ``info``: counts of the bank, tools, knowledge base and tasks (``cli.info``);
* ``eval``, ``score``, ``view``: running, re-scoring and reading evaluation runs (``cli.evaluation``);
* ``report``, ``compare``: reports and paired comparisons (``cli.reports``);
* ``bench``, ``probe``: performance figures and the reward's probes (``cli.quality``);
* ``play``: the assistant's side of one session by hand, a turn per command (``cli.play``);
* ``tasks ...``: the task set (``bank_gym.tasks.cli``).

Exit codes: 0 success; 1 a check failed (``score``: a re-scored verdict differs or lines are damaged; ``probe``: a
probe missed its target; ``tasks validate``: problems); 2 bad usage or configuration (one line, no traceback); 3
``eval``: sessions failed on the infrastructure (not scored; ``--resume`` redoes them).
"""

from __future__ import annotations

import os

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import json
import sys
from typing import Any

import typer

from .. import ENV_ID

app = typer.Typer(
    name="bank-gym",
    help=f"{ENV_ID}: a Gymnasium environment and procedure-aware benchmark for tool-using banking assistants.",
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    # markdown: a docstring's hard-wrapped lines join into one paragraph, and "[ray]" is text, not a style tag
    rich_markup_mode="markdown",
)

# the released splits (``bank_gym.tasks.io.SPLITS``, named here so the CLI starts without loading the tasks)
SPLITS = ("base", "lite", "train", "test", "safety", "safety_train", "safety_test", "robust", "robust_train",
          "robust_test")


def print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False, default=str) + "\n")
    sys.stdout.flush()


def err_console():
    from rich.console import Console

    return Console(stderr=True)


def fail(message: str, code: int = 2):
    from rich.markup import escape

    err_console().print(f"[red]error:[/red] {escape(message)}", soft_wrap=True, highlight=False)
    raise typer.Exit(code)


def split_ids(values: list[str] | None) -> list[str] | None:
    if not values:
        return None
    out: list[str] = []
    for value in values:
        out.extend(v.strip() for v in value.replace(",", " ").split() if v.strip())
    return out or None


def json_option(value: str | None, name: str) -> dict:
    if not value:
        return {}
    try:
        data = json.loads(value)
    except ValueError as exc:
        fail(f"{name} is not JSON: {exc}")
    if not isinstance(data, dict):
        fail(f"{name} must be a JSON object, e.g. '{{\"top_p\": 0.9}}'")
    return data




def _version(value: bool) -> None:
    if value:
        from .. import ENV_ID
        from ..version import __version__

        typer.echo(f"bank-gym {__version__} ({ENV_ID})")
        raise typer.Exit(0)


@app.callback()
def _root(
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                 help="Print the version and the environment id, then exit."),
) -> None:
    """IndianBank: a Gymnasium environment and procedure-aware benchmark for tool-using banking assistants."""


def main() -> None:  # pragma: no cover
    app()


# the commands register themselves on ``app`` when their modules are imported
from . import evaluation, info, play, quality, reports  # noqa: E402,F401,I001
from ..tasks.cli import app as _tasks_app  # noqa: E402

app.add_typer(_tasks_app, name="tasks")

__all__ = ["app", "err_console", "fail", "json_option", "main", "print_json", "split_ids"]
