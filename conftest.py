"""The tests' shared set-up (here, at the root, because tests/browser/ has a conftest.py of its own).

Markers given by what a test is, so that they cannot drift from it (``pytest --markers`` lists them):

- ``property``: a Hypothesis property (its number of examples is set by the profile, tests/budget.py);
- ``server``: starts the live server (book/_ext/serve.py) as a process, with kernels;
- ``browser``: drives Chromium (tests/browser/).

``pytest -m "not server and not browser"`` is the quick engine-and-widgets run while editing;
``HYPOTHESIS_PROFILE=thorough pytest -m property`` the thorough run of the properties.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).parent / "tests"
sys.path.insert(0, str(TESTS))  # the tests' own modules (budget, refusals, strategies), as pytest finds them
import budget  # noqa: E402, F401  (registers and loads the Hypothesis profile before any test module is imported)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        path = Path(str(item.path))
        if getattr(getattr(item, "obj", None), "is_hypothesis_test", False):
            item.add_marker(pytest.mark.property)
        if path.name.startswith("test_serve"):
            item.add_marker(pytest.mark.server)
        if TESTS / "browser" in path.parents:
            item.add_marker(pytest.mark.browser)
