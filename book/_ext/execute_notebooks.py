"""Execute the book's notebooks in place, storing their outputs and widget state.

The book never runs notebooks (``execute_notebooks: "off"``): it shows what is stored,
and ``pytest --nbval`` checks that a fresh run gives the same outputs. Run this after
changing the engine, the widgets or a notebook, from the project root:

    python book/_ext/execute_notebooks.py                 # every notebook in _toc.yml
    python book/_ext/execute_notebooks.py book/games/manila-2.ipynb

Each notebook runs with its own folder as the working directory, in the ``python3``
kernel of the environment this script runs in.

A figure from ``widgets/figures.py`` carries its own text alternative, written from the
same engine data as the drawing (its output's ``image/png`` metadata ``alt``, also its
plain-text form). After the run, this script copies it into the cell's metadata
(``mystnb: image: alt``), where the book and the live pages' Voila template read it, so a
figure's alt text always describes the figure it goes with. A hand-written caption
(``mystnb: figure: caption``) is left as it is.
"""

from __future__ import annotations

import argparse
import pathlib
import sys
import time

import nbformat
from nbclient import NotebookClient

from table_of_contents import toc_notebooks

ROOT = pathlib.Path(__file__).resolve().parents[2]
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}


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
    )
    client.execute()
    store_alt_texts(notebook)
    notebook.metadata.get("language_info", {}).pop("version", None)
    nbformat.write(notebook, path)  # type: ignore[no-untyped-call]  # nbformat's write is not annotated
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
