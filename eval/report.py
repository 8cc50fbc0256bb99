"""``python eval/report.py report RUN_DIR [--out DIR]`` / ``python eval/report.py compare RUN_A RUN_B [--out DIR]
[--json]``: the same commands as ``bank-gym report`` / ``bank-gym compare`` (the logic lives in
``bank_gym/report.py`` and ``bank_gym/compare.py``; the command line in ``bank_gym/cli/reports.py``)."""

from __future__ import annotations

import os

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

from bank_gym.cli import app

if __name__ == "__main__":
    app()
