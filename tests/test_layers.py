"""The package's shape: no module imports from a layer above it or a sibling's private names, every import
resolves (function-level ones too), every package ships in the wheel, and no source file grows past ~600 lines."""

from __future__ import annotations

import ast
import importlib.util
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "bank_gym"

# bottom to top; a module may import its own layer and the ones below (the most specific prefix decides)
LAYERS = [
    ("bank_gym.version", 0), ("bank_gym.bank", 0), ("bank_gym.policy", 1), ("bank_gym.tools", 2),
    ("bank_gym.actions", 3), ("bank_gym.tasks", 3), ("bank_gym.language", 4), ("bank_gym.scoring", 5),
    ("bank_gym.llm", 6), ("bank_gym.customers", 7), ("bank_gym.agents", 8), ("bank_gym.env", 9),
    ("bank_gym.integrations", 10), ("bank_gym.runner", 10), ("bank_gym.probe", 10), ("bank_gym.report", 10),
    ("bank_gym.bench", 10), ("bank_gym.bench_scale", 10), ("bank_gym.sessions", 10), ("bank_gym.distributed", 10),
    ("bank_gym.tasks.cli", 11), ("bank_gym.cli", 11), ("bank_gym.compare", 10), ("bank_gym.plots", 10), ("bank_gym.usage", 10),
    ("bank_gym.transcript", 9),
]
MAX_LINES = 620


def layer_of(module: str) -> int | None:
    best = None
    for prefix, layer in LAYERS:
        if (module == prefix or module.startswith(prefix + ".")) and (best is None or len(prefix) > len(best[0])):
            best = (prefix, layer)
    return None if best is None else best[1]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path):
    """(line, imported module, names) of every import in a file, relative ones resolved."""
    module = module_name(path)
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                if node.level > 1:
                    base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            yield node.lineno, target, [a.name for a in node.names]
        elif isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name, []


def sources():
    return sorted(p for p in PACKAGE.rglob("*.py") if ".venv" not in p.parts)


def test_no_module_imports_from_a_layer_above_or_a_siblings_private_names():
    back_edges, private = [], []
    for path in sources():
        module = module_name(path)
        own = layer_of(module)
        package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
        for line, target, names in imports(path):
            if not target.startswith("bank_gym") or module == "bank_gym":
                continue
            for name in names or [""]:
                full = f"{target}.{name}" if name else target
                target_layer = layer_of(full) if layer_of(full) is not None else layer_of(target)
                if own is not None and target_layer is not None and target_layer > own:
                    back_edges.append(f"{module}:{line} imports {full} (layer {own} -> {target_layer})")
                if name.startswith("_") and not name.startswith("__") and not target.startswith(package):
                    private.append(f"{module}:{line} imports the private {full}")
    assert not back_edges, back_edges
    assert not private, private


def test_every_import_of_the_package_resolves():
    missing = []
    for path in sources():
        for line, target, names in imports(path):
            if not target.startswith("bank_gym"):
                continue
            if importlib.util.find_spec(target) is None:
                missing.append(f"{module_name(path)}:{line} imports {target}")
                continue
            for name in names:  # a submodule named in `from X import name`
                candidate = f"{target}.{name}"
                if (PACKAGE.parent / candidate.replace(".", "/")).with_suffix(".py").exists():
                    assert importlib.util.find_spec(candidate) is not None
    assert not missing, missing


def test_every_package_is_listed_for_the_wheel():
    listed = set(re.findall(r'"(bank_gym[\w.]*)"', (ROOT / "pyproject.toml").read_text().split("packages = [")[1]
                                .split("]")[0]))
    packages = {module_name(p) for p in PACKAGE.rglob("__init__.py")}
    assert packages <= listed, sorted(packages - listed)


def test_no_source_file_is_over_about_600_lines():
    long = {str(p.relative_to(ROOT)): n for p in sources() if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not long, long
