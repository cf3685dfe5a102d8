"""Notebooks you can review (issue 26, point 6): a re-run with nothing changed writes the same bytes.

``book/_ext/execute_notebooks.py`` renames every widget model to an id derived from the notebook's path
and the model's place, and drops what differs from run to run (execution times, the kernel's version).
These tests need no kernel: the renaming is a function of the notebook's JSON, checked here on a small
notebook written by hand, and the stored notebooks must already carry only derived ids (a run that
left Jupyter's random ids, or times, in one fails here).
"""

from __future__ import annotations

import copy
import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from book._ext.execute_notebooks import STATE_MIME, VIEW_MIME, drop_run_details, rename_widget_models
from book._ext.table_of_contents import toc_notebooks

ROOT = Path(__file__).resolve().parents[1]
# Jupyter's ids as a kernel makes them (uuid4 hex), in the order the kernel made the models
BOX, LAYOUT, BUTTON, OUTPUT, INNER = (
    "c0ce0f27db934865b69e69639e6dd585",
    "ba50958a4f4d41ce9af23921f34140b5",
    "004b6e05bb5b4e35a144bd9ea22f87fd",
    "9f17bd6a2c0b4e4f8a1de2c3b4a59e01",
    "e3ecd746aa334f0c9d1b7e6f5a4c3b21",
)


def derived(path: str, index: int) -> str:
    """The id the book's notebooks use for the model made ``index``-th: sha-256 of the path, then the index."""
    return hashlib.sha256(path.encode()).hexdigest()[:24] + format(index, "08x")


def view(model_id: str) -> dict[str, Any]:
    return {"output_type": "display_data", "metadata": {}, "data": {VIEW_MIME: {"model_id": model_id, "version_major": 2,
                                                                                "version_minor": 0}, "text/plain": "Box"}}


def small_notebook() -> dict[str, Any]:
    """A box (with a layout and a button) shown in one cell, an output widget showing another widget in the next."""
    model = {"model_name": "X", "model_module": "@jupyter-widgets/controls", "model_module_version": "2.0.0"}
    state = {
        BOX: {**model, "state": {"children": [f"IPY_MODEL_{BUTTON}"], "layout": f"IPY_MODEL_{LAYOUT}"}},
        LAYOUT: {**model, "state": {"width": "10em"}},
        BUTTON: {**model, "state": {"description": "Deal", "layout": f"IPY_MODEL_{LAYOUT}"}},
        OUTPUT: {**model, "state": {"outputs": [view(INNER)], "msg_id": ""}},
        INNER: {**model, "state": {"value": "IPY_MODEL_ is how a state names a model"}},
    }
    return {
        "cells": [
            {"cell_type": "markdown", "metadata": {}, "source": "# A page"},
            {"cell_type": "code", "metadata": {"execution": {"iopub.status.busy": "2026-12-04T23:50:47.902021Z"}},
             "outputs": [view(BOX)], "source": "box"},
            {"cell_type": "code", "metadata": {"tags": ["hide-input"]}, "outputs": [view(OUTPUT)], "source": "out"},
        ],
        "metadata": {"language_info": {"name": "python", "version": "3.11.2"},
                     "widgets": {STATE_MIME: {"state": state, "version_major": 2, "version_minor": 0}}},
    }


def test_every_model_is_renamed_in_the_order_the_kernel_made_it_everywhere_it_is_named() -> None:
    notebook = small_notebook()
    assert rename_widget_models(notebook, "book/page.ipynb") == 5
    box, layout, button, output, inner = (derived("book/page.ipynb", index) for index in range(5))
    state = notebook["metadata"]["widgets"][STATE_MIME]["state"]
    assert list(state) == [box, layout, button, output, inner]
    assert state[box]["state"] == {"children": [f"IPY_MODEL_{button}"], "layout": f"IPY_MODEL_{layout}"}
    assert state[button]["state"]["layout"] == f"IPY_MODEL_{layout}"
    assert state[output]["state"]["outputs"][0]["data"][VIEW_MIME]["model_id"] == inner
    assert state[inner]["state"]["value"] == "IPY_MODEL_ is how a state names a model"  # not an id: left as it is
    assert [cell.get("outputs", [{}])[0].get("data", {}).get(VIEW_MIME, {}).get("model_id") for cell in notebook["cells"]] == [
        None, box, output]
    assert all(len(model_id) == 32 and int(model_id, 16) >= 0 for model_id in state)


def test_renaming_again_or_after_writing_changes_nothing() -> None:
    notebook = small_notebook()
    rename_widget_models(notebook, "book/page.ipynb")
    once = copy.deepcopy(notebook)
    rename_widget_models(notebook, "book/page.ipynb")
    assert notebook == once
    # nbformat writes the keys sorted: the derived ids sort in the order they were given, so reading back keeps it
    read_back = json.loads(json.dumps(once, sort_keys=True))
    rename_widget_models(read_back, "book/page.ipynb")
    assert json.dumps(read_back, sort_keys=True) == json.dumps(once, sort_keys=True)


def test_the_same_models_in_another_notebook_get_other_ids() -> None:
    one, other = small_notebook(), small_notebook()
    rename_widget_models(one, "book/games/omaha.ipynb")
    rename_widget_models(other, "book/games/holdem.ipynb")
    assert not set(one["metadata"]["widgets"][STATE_MIME]["state"]) & set(other["metadata"]["widgets"][STATE_MIME]["state"])


def test_an_id_left_where_renaming_does_not_look_is_refused() -> None:
    notebook = small_notebook()
    notebook["cells"][1]["outputs"].append({"output_type": "stream", "name": "stdout", "text": f"made {BOX}\n"})
    with pytest.raises(ValueError, match=f"left after renaming.*{BOX}"):
        rename_widget_models(notebook, "book/page.ipynb")


def test_a_notebook_without_widgets_is_left_as_it_is() -> None:
    notebook = {"cells": [{"cell_type": "code", "metadata": {}, "outputs": [], "source": "1"}], "metadata": {}}
    assert rename_widget_models(notebook, "book/page.ipynb") == 0
    assert notebook == {"cells": [{"cell_type": "code", "metadata": {}, "outputs": [], "source": "1"}], "metadata": {}}


def test_execution_times_and_the_kernel_version_are_dropped() -> None:
    notebook = small_notebook()
    drop_run_details(notebook)
    assert [cell["metadata"] for cell in notebook["cells"]] == [{}, {}, {"tags": ["hide-input"]}]
    assert notebook["metadata"]["language_info"] == {"name": "python"}


@pytest.mark.parametrize("path", toc_notebooks(ROOT), ids=str)
def test_a_stored_notebook_holds_only_what_a_rerun_gives_again(path: str) -> None:
    """Every widget model id is derived, and no execution time or kernel version is stored: a notebook stored
    by a run that left run-dependent values fails here. Re-run ``python -m book._ext.execute_notebooks``."""
    notebook = json.loads((ROOT / path).read_text(encoding="utf-8"))
    stored = copy.deepcopy(notebook)
    drop_run_details(notebook)
    rename_widget_models(notebook, Path(path).as_posix())
    assert notebook == stored
    state = notebook["metadata"].get("widgets", {}).get(STATE_MIME, {}).get("state", {})
    assert sorted(state) == [derived(Path(path).as_posix(), index) for index in range(len(state))]
