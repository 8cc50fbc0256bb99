"""How varied the tasks are, and how much of the test split a model could pass from memory (``bank-gym tasks stats``).

Every measure works on plain lists of tasks, per language (the customer's words differ, the procedures do not):

* **phrasings per step**: for each (family, step), the distinct texts the customer may use for the step's request,
  over all the family's tasks, once values are masked (ids, amounts, dates, tenures and numbers, however the
  customer says them: ``mask``). A family whose every step has one phrasing is *one fixed script*;
* **chain shapes per family**: the distinct sequences of gold tool names (the same in every language);
* **openings**: the distinct masked openings (the greeting taken off) and how many belong to one family only, and
  the accuracy of a nearest-template classifier that names the family from the opening: each test opening gets the
  family of the most similar training opening (token-set Jaccard; ties go to the family most of the tied openings
  have, then by name);
* **overlap** of a test set with a training set (the train split, fresh generated tasks): the share of the test
  set's distinct customer utterances (openings, step requests, answers to the assistant's questions) that occur in
  the training set verbatim, and once masked (as templates), and how many test chain shapes the training set has.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence

from .model import Task

__all__ = ["chain_shapes", "mask", "opening_stats", "overlap", "phrasings_per_step", "stats_markdown", "task_stats",
           "tokens", "utterances"]

_MONTHS = ("january|february|march|april|may|june|july|august|september|october|november|december|"
           "jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|"
           "जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|सितम्बर|अक्टूबर|अक्तूबर|नवंबर|नवम्बर|दिसंबर|दिसम्बर")
_SCALE = r"(?:lakh|lakhs|crore|crores|thousand|hazaar|hajar|k|हज़ार|हजार|लाख|करोड़)"
_HALF = r"(?:डेढ़|ढाई|dedh|dhai)"
_UNIT = r"(?:months?|years?|saal|mahine|mahino|mahinon|mahina|साल|वर्ष|महीने|महीनों|महीना|माह)"
_NB = r"(?![\w\u0900-\u097F])"  # no letter (Latin or Devanagari) after
# Longest first: an id before the number inside it, a date before its digits, an amount or a tenure in any of the
# ways the customer says it ("₹1,50,000", "1.5 lakh rupees", "डेढ़ लाख", "50k"; "60 months", "5 saal", "dedh
# saal") before a bare figure.
MASKS: tuple[tuple[re.Pattern, str], ...] = (
    (re.compile(r"\b(?=[A-Z0-9_]*\d)(?=[A-Z0-9_]*[A-Z])[A-Z][A-Z0-9_]{4,}\b"), "<ID>"),
    (re.compile(r"\b\d{4}-\d{2}-\d{2}\b"), "<DATE>"),
    (re.compile(rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:{_MONTHS}){_NB}(?:,?\s+\d{{4}})?", re.I), "<DATE>"),
    (re.compile(rf"\b(?:{_MONTHS})\s+\d{{1,2}}(?:st|nd|rd|th)?\b(?:,?\s+\d{{4}})?", re.I), "<DATE>"),
    (re.compile(rf"(?:(?:₹|\bRs\.?)\s?)?(?:\d[\d,]*(?:\.\d+)?\s?{_SCALE}|{_HALF}\s{_SCALE}){_NB}"
                rf"(?:\s(?:rupees|rupaye|रुपये|रुपए){_NB})?", re.I), "<AMOUNT>"),
    (re.compile(r"(?:₹|\bRs\.?\s?)\s?\d[\d,]*(?:\.\d+)?", re.I), "<AMOUNT>"),
    (re.compile(rf"(?:\d+(?:\.\d+)?[ -]|{_HALF}\s){_UNIT}{_NB}", re.I), "<TENURE>"),
    (re.compile(r"\d[\d,]*(?:\.\d+)?"), "<NUM>"),
)
_TOKEN = re.compile(r"[^\s.,!?;:()\"'`’‘“”।—–-]+")


def mask(text: str) -> str:
    """``text`` with its values replaced by placeholders, however said: ``<ID>``, ``<DATE>``, ``<AMOUNT>``,
    ``<TENURE>``, ``<NUM>``."""
    for pattern, placeholder in MASKS:
        text = pattern.sub(placeholder, text)
    return text


def tokens(text: str) -> frozenset[str]:
    return frozenset(t.lower() for t in _TOKEN.findall(text))


def _greetings() -> tuple[str, ...]:
    from .generate import GREETINGS, LOCAL_GREETINGS

    out = set(GREETINGS)
    for greetings in LOCAL_GREETINGS.values():
        out.update(greetings)
    return tuple(sorted(out, key=len, reverse=True))


def opening_text(message: str, greetings: Sequence[str] = ()) -> str:
    """A first message without its greeting ("Hello there. ", "नमस्ते। "), masked."""
    for greeting in greetings:
        if message.startswith(greeting + " "):
            message = message[len(greeting) + 1:]
            break
    return mask(message)


def utterances(task: Task) -> list[str]:
    """What the customer of ``task`` may say from its script: openings, step requests, answers to questions."""
    out = list(task.scenario.first_messages)
    for step in task.scenario.steps:
        out.extend(step.requests)
        out.extend(info.reply for info in step.reveals)
    return out


def phrasings_per_step(tasks: Iterable[Task]) -> dict[str, list[int]]:
    """For each family, the number of distinct masked request phrasings of each of its steps (by step index)."""
    seen: dict[str, dict[int, set[str]]] = defaultdict(lambda: defaultdict(set))
    for task in tasks:
        for index, step in enumerate(task.scenario.steps):
            seen[task.family][index].update(mask(r) for r in step.requests)
    return {family: [len(steps[i]) for i in sorted(steps)] for family, steps in sorted(seen.items())}


def _phrasing_summary(per_family: dict[str, list[int]]) -> dict:
    counts = [n for steps in per_family.values() for n in steps]
    ordered = sorted(counts)
    return {
        "families": len(per_family),
        "steps": len(counts),
        "steps_with_one_phrasing": sum(n == 1 for n in counts),
        "mean": round(sum(counts) / len(counts), 2) if counts else 0.0,
        "median": ordered[len(ordered) // 2] if ordered else 0,
        "min": ordered[0] if ordered else 0,
        "families_one_fixed_script": sum(all(n == 1 for n in steps) for steps in per_family.values()),
        "per_family_min": {family: min(steps) for family, steps in per_family.items() if steps},
    }


def chain_shape(task: Task) -> tuple[str, ...]:
    return tuple(call.name for call in task.gold)


def chain_shapes(tasks: Iterable[Task]) -> dict:
    """The distinct gold-chain shapes (tool-name sequences) of each family, and how many families have one."""
    shapes: dict[str, set[tuple[str, ...]]] = defaultdict(set)
    for task in tasks:
        shapes[task.family].add(chain_shape(task))
    counts = {family: len(s) for family, s in sorted(shapes.items())}
    return {
        "families": len(counts),
        "families_with_one_shape": sum(n == 1 for n in counts.values()),
        "mean_shapes": round(sum(counts.values()) / len(counts), 2) if counts else 0.0,
        "per_family": counts,
    }


def _nearest_family(query: frozenset[str], templates: list[tuple[frozenset[str], str]]) -> str | None:
    best, tied = -1.0, []
    for toks, family in templates:
        union = len(query | toks)
        score = len(query & toks) / union if union else 0.0
        if score > best:
            best, tied = score, [family]
        elif score == best:
            tied.append(family)
    if not tied:
        return None
    votes = Counter(tied)
    return min(votes, key=lambda f: (-votes[f], f))


def opening_stats(train: Sequence[Task], test: Sequence[Task], every: Sequence[Task] = ()) -> dict:
    """Openings: distinct masked templates of ``every`` (default train + test) and how many belong to exactly one
    family; the nearest-template classifier's accuracy on ``test``'s openings, trained on ``train``'s."""
    greetings = _greetings()
    families_of: dict[str, set[str]] = defaultdict(set)
    for task in every or [*train, *test]:
        for message in task.scenario.first_messages:
            families_of[opening_text(message, greetings)].add(task.family)
    templates = sorted({(tokens(opening_text(m, greetings)), t.family) for t in train
                        for m in t.scenario.first_messages}, key=lambda x: (x[1], sorted(x[0])))
    queries = [(tokens(opening_text(m, greetings)), t.family) for t in test for m in t.scenario.first_messages]
    right = sum(_nearest_family(q, templates) == family for q, family in queries) if templates else 0
    return {
        "templates": len(families_of),
        "single_family_templates": sum(len(f) == 1 for f in families_of.values()),
        "test_openings": len(queries),
        "classifier_accuracy": round(right / len(queries), 4) if queries else 0.0,
        "families": len({t.family for t in test}),
        # chance: one guess among the families the classifier knows and those it is asked about
        "chance": round(1 / len({t.family for t in [*train, *test]}), 4) if test else 0.0,
    }


def overlap(train: Sequence[Task], test: Sequence[Task]) -> dict:
    """How much of ``test`` occurs in ``train``: distinct utterances verbatim and as masked templates, and chain
    shapes."""
    seen = {u for t in train for u in utterances(t)}
    seen_templates = {mask(u) for u in seen}
    wanted = {u for t in test for u in utterances(t)}
    test_shapes = {chain_shape(t) for t in test}
    train_shapes = {chain_shape(t) for t in train}
    n = len(wanted)
    return {
        "test_utterances": n,
        "verbatim": round(sum(u in seen for u in wanted) / n, 4) if n else 0.0,
        "template": round(sum(mask(u) in seen_templates for u in wanted) / n, 4) if n else 0.0,
        "test_chain_shapes": len(test_shapes),
        "test_chain_shapes_in_train": len(test_shapes & train_shapes),
    }


def language_stats(every: Sequence[Task], train: Sequence[Task], test: Sequence[Task],
                   sources: dict[str, Sequence[Task]] | None = None, ood: Sequence[Task] = ()) -> dict:
    """The word measures for one language: phrasings, openings, overlap of ``test`` with ``train`` and with each
    extra training source (e.g. ``{"fresh": tasks}``); with ``ood`` (the test_ood split) the same openings and
    overlap measures for it."""
    training = {"train": train, **(sources or {})}
    out = {
        "phrasings": _phrasing_summary(phrasings_per_step(every)),
        "openings": opening_stats(train, test, every),
        "overlap": {name: overlap(tasks, test) for name, tasks in training.items()},
    }
    if ood:
        out["ood"] = {"openings": opening_stats(train, ood), "held_out_families": len(
            {t.family for t in ood} - {t.family for t in every}),
            "overlap": {name: overlap(tasks, ood) for name, tasks in training.items()}}
    return out


def task_stats(by_language: dict[str, dict[str, Sequence[Task]]]) -> dict:
    """The whole report. ``by_language[language]`` holds ``every`` (the task set the phrasings and shapes are
    counted on), ``train`` and ``test``, and optionally further training sources (any other key)."""
    report: dict = {"languages": {}, "chains": {}}
    for language, parts in by_language.items():
        extra = {k: v for k, v in parts.items() if k not in ("every", "train", "test", "test_ood")}
        report["languages"][language] = language_stats(parts["every"], parts["train"], parts["test"], extra,
                                                       parts.get("test_ood", ()))
        report["languages"][language]["tasks"] = {k: len(v) for k, v in parts.items()}
    first = next(iter(by_language.values()), None)
    if first is not None:
        report["chains"] = chain_shapes(first["every"])
        report["chains"]["test_in"] = {name: overlap(tasks, first["test"])["test_chain_shapes_in_train"]
                                       for name, tasks in first.items() if name not in ("every", "test", "test_ood")}
        report["chains"]["test_shapes"] = len({chain_shape(t) for t in first["test"]})
    return report


def _pct(x: float) -> str:
    return f"{100 * x:.1f} %"


def summary_rows(report: dict) -> tuple[list[str], list[list[str]]]:
    """The report as one table: a row per measure, a column per language."""
    languages = list(report["languages"])
    rows: list[list[str]] = []

    def row(label: str, value) -> None:
        rows.append([label, *(value(report["languages"][lang]) for lang in languages)])

    row("steps (family × step)", lambda r: str(r["phrasings"]["steps"]))
    row("phrasings per step: mean / median / min", lambda r: f"{r['phrasings']['mean']} / "
        f"{r['phrasings']['median']} / {r['phrasings']['min']}")
    row("steps with one phrasing", lambda r: str(r["phrasings"]["steps_with_one_phrasing"]))
    row("families that are one fixed script", lambda r: f"{r['phrasings']['families_one_fixed_script']} of "
        f"{r['phrasings']['families']}")
    row("opening templates in one family only", lambda r: f"{r['openings']['single_family_templates']} of "
        f"{r['openings']['templates']}")
    row("opening → family accuracy on test (chance)", lambda r: f"{_pct(r['openings']['classifier_accuracy'])} "
        f"({_pct(r['openings']['chance'])})")
    sources = list(dict.fromkeys(s for r in report["languages"].values() for s in r["overlap"]))
    for source in sources:
        for key, what in (("verbatim", "verbatim"), ("template", "as templates")):
            row(f"test utterances {what} in {source}", lambda r, s=source, k=key:
                _pct(r["overlap"][s][k]) if s in r["overlap"] else "-")
    if any("ood" in r for r in report["languages"].values()):
        row("test_ood: opening → family accuracy (chance)", lambda r: f"{_pct(r['ood']['openings']['classifier_accuracy'])} "
            f"({_pct(r['ood']['openings']['chance'])})" if "ood" in r else "-")
        for source in sources:
            for key, what in (("verbatim", "verbatim"), ("template", "as templates")):
                row(f"test_ood utterances {what} in {source}", lambda r, s=source, k=key:
                    _pct(r["ood"]["overlap"][s][k]) if "ood" in r and s in r["ood"]["overlap"] else "-")
    return ["measure", *languages], rows


def stats_markdown(report: dict) -> str:
    header, rows = summary_rows(report)
    lines = ["# Task diversity (`bank-gym tasks stats`)", ""]
    if report.get("source"):
        lines += [report["source"], ""]
    lines += ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    chains = report.get("chains") or {}
    if chains:
        lines += ["", f"Chain shapes (gold tool sequences): {chains['families_with_one_shape']} of "
                  f"{chains['families']} families have one shape; {chains['mean_shapes']} shapes per family on "
                  f"average. Test chain shapes found in: "
                  + ", ".join(f"{k} {v}/{chains['test_shapes']}" for k, v in chains.get("test_in", {}).items())
                  + ".", "", "| family | chain shapes | fewest phrasings of a step (" + ", ".join(report["languages"])
                  + ") |", "|---|---|---|"]
        for family, n in chains["per_family"].items():
            mins = [str(r["phrasings"]["per_family_min"].get(family, "-")) for r in report["languages"].values()]
            lines.append(f"| {family} | {n} | {' / '.join(mins)} |")
    return "\n".join(lines) + "\n"


def release_stats(languages: Sequence[str] = ("en", "hi", "hinglish"), fresh: int = 1000, seed: int = 1,
                  bank=None) -> dict:
    """The report for the released tasks: phrasings and shapes over ``base``, openings and overlap of ``test``
    with ``train`` and with ``fresh`` tasks from ``bank-gym tasks generate`` (seed ``seed``, disjoint from test as
    that command makes them), each in every language of ``languages``."""
    from ..bank import load_bank
    from .generate import generate_fresh, localize_all
    from .io import load_split_ids, load_tasks

    bank = bank or load_bank()
    base = load_tasks("base")
    splits = load_split_ids()
    by_id = {t.task_id: t for t in base}
    train, test = [by_id[i] for i in splits["train"]], [by_id[i] for i in splits["test"]]
    ood = load_tasks("test_ood") if splits.get("test_ood") else []
    extra: dict[str, list[Task]] = {}
    if fresh > 0:
        test_pairs = {(t.customer_id, t.family) for split in ("test", "robust_test") for t in load_tasks(split)}
        test_pairs |= {(t.customer_id, t.family) for t in ood}
        extra["fresh"] = generate_fresh(fresh, seed, exclude=test_pairs, bank=bank)
    parts: dict[str, dict[str, Sequence[Task]]] = {}
    for language in languages:
        if language == "en":
            local = {t.task_id: t for t in base}
            parts[language] = {"every": base, "train": train, "test": test}
        else:
            local = {t.task_id: t for t in localize_all(base, language, bank)}
            parts[language] = {"every": list(local.values()), "train": [local[t.task_id] for t in train],
                               "test": [local[t.task_id] for t in test]}
        for name, tasks in extra.items():
            parts[language][name] = tasks if language == "en" else localize_all(tasks, language, bank)
        if ood:
            parts[language]["test_ood"] = ood if language == "en" else localize_all(ood, language, bank)
    report = task_stats(parts)
    report["source"] = (f"Released tasks: phrasings and chain shapes over base ({len(base)} tasks); openings and "
                        f"overlap of test ({len(test)}) with train ({len(train)})"
                        + (f" and with {fresh} fresh tasks (`bank-gym tasks generate --n {fresh} --seed {seed}`)"
                           if fresh > 0 else "") + (f"; test_ood ({len(ood)} tasks) with the same training sources"
                                                    if ood else "") + ".")
    return report
