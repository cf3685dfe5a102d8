"""``python -m engine.documents``: write :mod:`engine.documents.ids` afresh from the registry (after a
clause, an interpretation or a method is added)."""

import pathlib
import sys

from engine.documents.registry import citable_ids, ids_source

target = pathlib.Path(__file__).with_name("ids.py")
target.write_text(ids_source(), encoding="utf-8")
print(f"wrote {len(citable_ids())} ids to {target}", file=sys.stderr)
