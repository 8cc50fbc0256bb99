"""``bank-gym info``: counts of the bank, the tools, the knowledge base and the released tasks."""

from __future__ import annotations

import typer

from . import SPLITS, app, err_console, print_json


def collect_info() -> dict:
    """Counts of the bank, the tools, the knowledge base and the released tasks (missing task files count 0)."""
    from collections import Counter

    from ..bank import load_bank
    from ..tools import READ_TOOLS, REGISTRY, WRITE_TOOLS

    bank = load_bank()
    customers = bank.customers.values()
    counts = {
        "customers": len(bank.customers),
        "accounts": sum(len(c.accounts) for c in customers),
        "cards": sum(len(c.cards) for c in customers),
        "deposits": sum(len(c.deposits) for c in customers),
        "loans": sum(len(c.loans) for c in customers),
        "mandates": sum(len(c.mandates) for c in customers),
        "transactions": sum(len(a.transactions) for c in customers for a in c.accounts.values()),
        "insurance_policies": sum(len(c.insurance) for c in customers),
        "service_requests": sum(len(c.requests) for c in customers),
    }
    counts["tools"] = {
        "total": len(REGISTRY),
        "reads": len(READ_TOOLS),
        "writes": len(WRITE_TOOLS),
        "transfers": sum(1 for t in REGISTRY.values() if t.kind == "transfer"),
        "names": list(REGISTRY),
    }
    try:
        from ..policy.search import read_packaged_documents

        counts["kb_documents"] = len(read_packaged_documents())
    except Exception:
        counts["kb_documents"] = 0
    from ..tasks import split_tasks

    per_split: dict[str, int] = {}
    base: tuple = ()
    problems = []
    for split in SPLITS:
        try:
            tasks = split_tasks(split)
        except Exception as exc:  # a missing or damaged release: say so instead of a silent 0
            tasks = ()
            problems.append(f"{split}: {type(exc).__name__}: {str(exc).splitlines()[0][:200] if str(exc) else ''}")
        per_split[split] = len(tasks)
        if split == "base":
            base = tasks
    counts["tasks"] = per_split
    if problems:
        counts["task_errors"] = problems
    counts["families"] = len({t.family for t in base})
    counts["categories"] = dict(sorted(Counter(t.category for t in base).items()))
    from ..tasks.lang import LANGUAGE_NAMES

    counts["languages"] = dict(LANGUAGE_NAMES)
    counts["bank"] = {"seed": bank.seed, "generator_version": bank.generator_version, "today": bank.today.isoformat()}
    return counts


@app.command("info")
def info_cmd(as_json: bool = typer.Option(False, "--json", help="Print JSON.")):
    """Counts of customers, records, tools, knowledge-base documents and tasks."""
    data = collect_info()
    if as_json:
        print_json(data)
        return
    from rich.table import Table

    table = Table(title="IndianBank-v2")
    table.add_column("what")
    table.add_column("count", justify="right")
    for key, value in data.items():
        if key == "tools":
            value = f"{value['total']} ({value['reads']} reads, {value['writes']} writes, {value['transfers']} transfer)"
        elif isinstance(value, dict):
            value = ", ".join(f"{k} {v}" for k, v in value.items())
        table.add_row(key, str(value))
    err_console().print(table)


