"""How hard the property tests try: Hypothesis profiles, chosen with ``HYPOTHESIS_PROFILE``.

- ``fast`` (the default, what ``./test.sh`` runs): each property tries a fifth of its thorough number
  of examples (at least 10), derandomized, so that a run is repeatable and the test command stays
  within its time.
- ``thorough`` (by hand, before a release or after touching the rules):
  ``HYPOTHESIS_PROFILE=thorough .venv/bin/python -m pytest -m property`` tries every property's full
  number of examples, with fresh random examples each run.

A property states its thorough number once, ``@settings(max_examples=examples(300))``; the profile
scales it.

>>> examples(300) in (60, 300)
True
"""

from __future__ import annotations

import os

from hypothesis import settings

PROFILES = ("fast", "thorough")
PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "fast")
if PROFILE not in PROFILES:
    raise SystemExit(f"HYPOTHESIS_PROFILE={PROFILE!r} is not one of the profiles {PROFILES}")

settings.register_profile("fast", deadline=None, derandomize=True, database=None, print_blob=True)
settings.register_profile("thorough", deadline=None, print_blob=True)
settings.load_profile(PROFILE)


def examples(thorough: int) -> int:
    """The number of examples a property tries under the chosen profile: ``thorough``, or a fifth of it (at least 10)."""
    return thorough if PROFILE == "thorough" else min(thorough, max(10, thorough // 5))
