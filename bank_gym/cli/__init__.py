"""The ``bank-gym`` command line, one module per group of commands:

* ``info``: counts of the bank, tools, knowledge base and tasks (``cli.info``);
* ``eval``, ``score``, ``view``: running, re-scoring and reading evaluation runs (``cli.evaluation``);
* ``report``, ``compare``: reports and paired comparisons (``cli.reports``);
* ``bench``, ``probe``: performance figures and the reward's probes (``cli.quality``);
* ``play``: the assistant's side of one session by hand, a turn per command (``cli.play``);
* ``tasks ...``: the task set (``bank_gym.tasks.cli``).

Exit codes: 0 success; 1 a check failed (``score``: a re-scored verdict or the replayed scripted customer differs
from the record, the tasks are not the run's, or the file is empty, binary, cut off or has damaged lines;
``probe``: a probe missed its target; ``tasks validate``: problems; an unexpected internal error, in one line); 2
bad usage or configuration (one line, no traceback); 3 ``eval``: sessions failed on the infrastructure (not
scored; ``--resume`` redoes them).

Transcript text printed to a terminal or a pipe (``view``, ``play``) goes through ``safe_text``: control
characters and escape sequences are shown as visible escapes, never sent.
"""

from __future__ import annotations

import os

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import json
import re
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
          "robust_test", "test_ood", "robust_test_ood")


def print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False, default=str) + "\n")
    sys.stdout.flush()


def err_console():
    from rich.console import Console

    return Console(stderr=True)


def fail(message: str, code: int = 2):
    from rich.markup import escape

    err_console().print(f"[red]error:[/red] {escape(safe_text(message))}", soft_wrap=True, highlight=False)
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




# What a transcript may not send to a terminal: C0 controls but newline and tab (ESC starts every escape sequence:
# window title, OSC 52 clipboard writes, clearing the screen, hidden text; CR overwrites a line), DEL, the C1
# controls (a lone 0x9b is a CSI on some terminals) and the Unicode bidirectional overrides that reorder what is
# shown (U+202A-U+202E, U+2066-U+2069) or hide text (U+200B zero width space, U+200E/F marks, U+2028/9
# separators); the joiners U+200C/D stay (Devanagari needs them).
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff]")


def safe_text(text: Any) -> str:
    """``text`` fit to print on a terminal or into a pipe: every control character and escape-sequence introducer
    shown as a visible escape (``\\x1b``, ``\\u202e``) instead of being sent; newlines and tabs kept."""
    text = text if isinstance(text, str) else str(text)
    return _UNSAFE.sub(lambda m: f"\\x{ord(m.group()):02x}" if ord(m.group()) < 0x100
                       else f"\\u{ord(m.group()):04x}", text)


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


def main() -> None:  # pragma: no cover - the installed ``bank-gym`` command
    try:
        app()
    except KeyboardInterrupt:
        sys.stderr.write("error: interrupted\n")
        raise SystemExit(130) from None
    except Exception as exc:  # nothing prints a traceback; BANK_GYM_DEBUG=1 shows it
        if os.environ.get("BANK_GYM_DEBUG"):
            raise
        line = safe_text(f"{type(exc).__name__}: {exc}").replace("\n", " ")[:500]
        sys.stderr.write(f"error: internal error ({line}); set BANK_GYM_DEBUG=1 for the traceback\n")
        raise SystemExit(1) from None


# the commands register themselves on ``app`` when their modules are imported
from . import evaluation, info, play, quality, reports  # noqa: E402,F401,I001
from ..tasks.cli import app as _tasks_app  # noqa: E402

app.add_typer(_tasks_app, name="tasks")

__all__ = ["app", "err_console", "fail", "json_option", "main", "print_json", "safe_text", "split_ids"]
