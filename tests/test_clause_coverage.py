"""Every clause about hands, showdowns or openers has a test named after it; every cited id exists.

A test is "named after" a clause when the clause id, with hyphens as underscores, appears
in the name of a test function somewhere under tests/.
"""

from __future__ import annotations

import ast
import pathlib
import re

from engine.documents.clauses import TOPICS
from engine.documents.registry import all_clauses, is_citable

TESTS = pathlib.Path(__file__).parent
ENGINE = TESTS.parent / "engine"

#: Every clause must have a test named after it, except those that only say what a game is
#: ("about"). The table procedures for missed and absent blinds are decided by engine.poker.table_rules.
TESTED_TOPICS = set(TOPICS) - {"about"}


def _test_names() -> set[str]:
    names: set[str] = set()
    for path in TESTS.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                names.add(node.name)
    return names


def test_every_rule_clause_has_a_test_named_after_it():
    names = _test_names()
    missing = []
    for cl in all_clauses():
        if cl.topics & TESTED_TOPICS:
            stem = cl.id.replace("-", "_")
            if not any(re.search(rf"(^|_){re.escape(stem)}($|_)", name) for name in names):
                missing.append(cl.id)
    assert not missing, f"clauses with no test named after them: {missing}"


def _string_constants(tree: ast.AST) -> list[str]:
    """Every string literal in the code, docstrings left out (their examples cite made-up ids)."""
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
    ]


def test_every_clause_id_the_engine_cites_exists():
    """A typo in a cited id would leave an explanation pointing nowhere."""
    pattern = re.compile(r"(?:pp|nzg|hr|mp|int|method)-[a-z0-9]+(?:-[a-z0-9]+)*")
    cited = set()
    for path in ENGINE.rglob("*.py"):
        if "sources" in path.parts:
            continue
        for text in _string_constants(ast.parse(path.read_text(encoding="utf-8"))):
            if pattern.fullmatch(text):
                cited.add(text)
    unknown = sorted(cid for cid in cited if not is_citable(cid))
    assert not unknown, f"ids cited in engine/ that are neither clauses, interpretations nor methods: {unknown}"
    assert len(cited) > 40
