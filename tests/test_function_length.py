"""No function in the project is over 80 lines, its docstring included (issue 26: a function a maintainer
reads in one screen). Data tables are module-level values, not functions, and are not counted."""

from __future__ import annotations

import ast
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MOST_LINES = 80


def _python_files() -> list[Path]:
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "*.py"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    ).stdout.split()
    return [ROOT / name for name in listed if (ROOT / name).exists()]


def test_the_files_are_found() -> None:
    names = {path.relative_to(ROOT).as_posix() for path in _python_files()}
    assert {"engine/poker/deal.py", "widgets/figures.py", "book/_ext/serve.py", "conftest.py"} <= names


def test_no_function_is_over_80_lines() -> None:
    long = []
    for path in _python_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                if lines > MOST_LINES:
                    long.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name} ({lines} lines)")
    assert not long, "functions over 80 lines: " + "; ".join(long)
