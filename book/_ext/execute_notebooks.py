"""Execute the book's notebooks in place, storing their outputs and widget state.

The book never runs notebooks (``execute_notebooks: "off"``): it shows what is stored,
and ``pytest --nbval`` checks that a fresh run gives the same outputs. Run this after
changing the engine, the widgets or a notebook, from the project root:

    python -m book._ext.execute_notebooks                 # every notebook in _toc.yml
    python -m book._ext.execute_notebooks book/games/manila-2.ipynb

Each notebook runs with its own folder as the working directory, in the ``python3``
kernel of the environment this script runs in.

A figure from ``widgets/figures.py`` carries its own text alternative, written from the
same engine data as the drawing (its output's ``image/png`` metadata ``alt``, also its
plain-text form). After the run, this script copies it into the cell's metadata
(``mystnb: image: alt``), where the book and the live pages' Voila template read it, so a
figure's alt text always describes the figure it goes with. A hand-written caption
(``mystnb: figure: caption``) is left as it is.

A run with nothing changed writes the same bytes, so that a notebook's diff shows only what
a change changed. Jupyter names each widget model by a random id (``uuid4``); after the
run, this script renames every model to an id derived from the notebook's path and the
order in which the kernel made the models (:func:`rename_widget_models`), the same way in
the outputs' widget views, the stored widget state and the state's ``IPY_MODEL_``
references. It records no execution times (nbclient's ``record_timing``) and drops any
stored before, and drops the kernel's Python version. A random generator made without a
seed starts from seed 0 in the run (:data:`SEEDLESS_FROM_ZERO`): the live quiz's stored
state is the same each run; nbval does not compare widget state, so its check is the same.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import pathlib
import sys
import time
from typing import Any

import nbformat
from nbclient import NotebookClient

from book._ext.table_of_contents import toc_notebooks

ROOT = pathlib.Path(__file__).resolve().parents[2]
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
#: A widget's view in an output, and the widgets' state in the notebook's metadata.
VIEW_MIME = "application/vnd.jupyter.widget-view+json"
STATE_MIME = "application/vnd.jupyter.widget-state+json"
#: How one model's state refers to another (a box's children, a widget's layout and style).
MODEL_REFERENCE = "IPY_MODEL_"
#: Run in the kernel before the notebook's cells (not stored, not counted): a generator made without a
#: seed (``random.Random()``, as the live quiz makes one to ask new questions each time) starts from
#: seed 0, so that the widget state a run stores is the same each run. Generators given a seed, and
#: ``random``'s own functions, are as they were; the notebook's names are untouched.
SEEDLESS_FROM_ZERO = """
def _seedless_from_zero():
    import random

    class SeedlessFromZero(random.Random):
        def seed(self, a=None, version=2):
            super().seed(0 if a is None else a, version)

    random.Random = SeedlessFromZero

_seedless_from_zero()
del _seedless_from_zero
"""


def store_alt_texts(notebook: nbformat.NotebookNode) -> int:
    """Copy each figure's generated alt text into its cell's ``mystnb`` metadata; return how many."""
    stored = 0
    for cell in notebook.cells:
        if cell.cell_type != "code":
            continue
        alts = [
            output["metadata"]["image/png"]["alt"]
            for output in cell.get("outputs", [])
            if "image/png" in output.get("data", {}) and "alt" in output.get("metadata", {}).get("image/png", {})
        ]
        if not alts:
            continue
        if len(alts) > 1:
            raise ValueError(f"a cell shows {len(alts)} figures; the book gives one alt text per cell: split it")
        cell.metadata.setdefault("mystnb", {}).setdefault("image", {})["alt"] = alts[0]
        stored += 1
    return stored


def derived_model_ids(notebook: str, model_ids: list[str]) -> dict[str, str]:
    """Each model id's replacement: 24 hex digits from the notebook's path (``book/quiz.ipynb``), then the
    model's place in ``model_ids`` in 8. Jupyter's ids have 32 hex digits too; these sort in their order,
    so a notebook written with them (nbformat sorts the keys) reads back in that order.

    >>> ids = derived_model_ids("book/quiz.ipynb", ["c0ce0f27db934865b69e69639e6dd585", "ba50958a4f4d41ce9af23921f34140b5"])
    >>> list(ids.values())
    ['7baf6bda4037053607aa1d4a00000000', '7baf6bda4037053607aa1d4a00000001']
    """
    stem = hashlib.sha256(notebook.encode("utf-8")).hexdigest()[:24]
    return {model_id: f"{stem}{index:08x}" for index, model_id in enumerate(model_ids)}


def _renamed(value: Any, renamed: dict[str, str]) -> Any:
    """``value`` (JSON) with every model id in it renamed: a ``model_id`` field and an ``IPY_MODEL_`` reference."""
    if isinstance(value, dict):
        return {
            key: renamed.get(item, item) if key == "model_id" and isinstance(item, str) else _renamed(item, renamed)
            for key, item in value.items()
        }
    if isinstance(value, list):
        return [_renamed(item, renamed) for item in value]
    if isinstance(value, str) and value.startswith(MODEL_REFERENCE):
        model_id = value.removeprefix(MODEL_REFERENCE)
        return MODEL_REFERENCE + renamed.get(model_id, model_id)
    return value


def rename_widget_models(notebook: dict[str, Any], path: str) -> int:
    """Rename every widget model of ``notebook`` (a notebook's JSON, changed in place) to its derived id
    (:func:`derived_model_ids`), in the order of the stored state (the order the kernel made the models),
    then of views with no stored state; return how many. ``path`` is the notebook's, from the project's
    folder. Renaming a notebook whose ids are derived already changes nothing.

    Raises ``ValueError`` if an old id is left anywhere in the notebook (a place this does not know of).
    """
    widgets = notebook.get("metadata", {}).get("widgets", {}).get(STATE_MIME, {})
    state: dict[str, Any] = widgets.get("state", {})
    views = [
        str(output["data"][VIEW_MIME]["model_id"])
        for cell in notebook["cells"]
        for output in cell.get("outputs", [])
        if VIEW_MIME in output.get("data", {})
    ]
    renamed = derived_model_ids(path, list(dict.fromkeys([*state, *views])))
    if state:
        widgets["state"] = {renamed[model_id]: _renamed(model, renamed) for model_id, model in state.items()}
    for cell in notebook["cells"]:
        if "outputs" in cell:
            cell["outputs"] = _renamed(cell["outputs"], renamed)
    text = json.dumps(notebook)
    left = [model_id for model_id, new in renamed.items() if model_id != new and model_id in text]
    if left:
        raise ValueError(f"{path}: widget model ids left after renaming, in a place not known here: {left[:3]}")
    return len(renamed)


def drop_run_details(notebook: dict[str, Any]) -> None:
    """Remove from ``notebook`` (changed in place) what differs from run to run with nothing changed:
    each cell's execution times and the kernel's Python version."""
    for cell in notebook["cells"]:
        cell.get("metadata", {}).pop("execution", None)
    notebook.get("metadata", {}).get("language_info", {}).pop("version", None)


def execute(path: pathlib.Path) -> float:
    """Run one notebook top to bottom and write it back with outputs and widget state."""
    start = time.perf_counter()
    notebook = nbformat.read(path, as_version=4)  # type: ignore[no-untyped-call]  # nbformat's read is not annotated
    notebook.metadata["kernelspec"] = KERNELSPEC
    client = NotebookClient(
        notebook,
        timeout=600,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
        store_widget_state=True,
        record_timing=False,
        coalesce_streams=True,  # one output for a cell's printed text, however the kernel cut it up
        extra_arguments=[f"--IPKernelApp.exec_lines={SEEDLESS_FROM_ZERO}"],
    )
    client.execute()
    store_alt_texts(notebook)
    drop_run_details(notebook)
    rename_widget_models(notebook, path.relative_to(ROOT).as_posix())
    nbformat.write(nbformat.from_dict(notebook), path)  # type: ignore[no-untyped-call]  # nbformat's write is not annotated
    return time.perf_counter() - start


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("notebooks", nargs="*", type=pathlib.Path, help="notebooks to run (default: all in _toc.yml)")
    args = parser.parse_args(argv)
    paths = [path.resolve() for path in args.notebooks] or [ROOT / path for path in toc_notebooks(ROOT)]
    for path in paths:
        seconds = execute(path)
        print(f"executed {path.relative_to(ROOT)} in {seconds:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
