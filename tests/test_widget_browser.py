"""widgets.browser.Page: a chapter's widgets made in the page's Python, their messages carried as JSON.

What a chapter page's worker does in the browser (book/_ext/static/live_worker.js), done here in
CPython: make a widget from the chapter's code, read what it sends the page, and send it what a page
sends (a reader's typing and clicks, and forged messages). Expected answers come from the rules
(a royal flush is a straight flush; the clause a widget cites is the one the documents give), not
from the engine's output.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import comm
import pytest
from comm.base_comm import CommManager

from widgets.browser import Page, PageFailure


@pytest.fixture(autouse=True)
def _a_pages_memory(monkeypatch: pytest.MonkeyPatch) -> None:
    """The guard reads the memory of the process it runs in: here a test worker, which holds whatever
    the tests before these left (at times over the guard's bound); a page's Python holds far less."""
    from widgets import kernel_guard

    monkeypatch.setattr(kernel_guard, "rss_bytes", lambda: 150 * 2**20)


@pytest.fixture
def sent() -> Iterator[list[dict[str, Any]]]:
    """The messages a page receives, parsed. Each test has a comm manager of its own, as a page's Python
    has (the process's holds every other test's widgets, past the guard's bound on comms); comm's own
    manager and factory are put back after the test."""
    create, manager = comm.create_comm, comm._comm_manager
    comm._comm_manager = CommManager()
    messages: list[dict[str, Any]] = []
    yield messages
    comm.create_comm, comm._comm_manager = create, manager


def _page(sent: list[dict[str, Any]], link_base: str = "../") -> Page:
    return Page(lambda text: sent.append(json.loads(text)), link_base=link_base)


def _opened(sent: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Every widget model the page was told of: comm id to its state as opened."""
    return {message["comm_id"]: message["data"]["state"] for message in sent if message["msg_type"] == "comm_open"}


def _find(sent: list[dict[str, Any]], model: str, **traits: Any) -> str:
    """The comm id of the one model of class ``model`` whose opening state has ``traits``."""
    found = [
        comm_id for comm_id, state in _opened(sent).items()
        if state["_model_name"] == model and all(state.get(key) == value for key, value in traits.items())
    ]
    assert len(found) == 1, (model, traits, found)
    return found[0]


def _latest(sent: list[dict[str, Any]], comm_id: str, trait: str) -> Any:
    """The value of ``trait`` the page last heard of for ``comm_id`` (opening state, then updates)."""
    value = _opened(sent)[comm_id].get(trait)
    for message in sent:
        if message["msg_type"] == "comm_msg" and message["comm_id"] == comm_id:
            state = message["data"].get("state", {})
            if trait in state:
                value = state[trait]
    return value


def _update(comm_id: str, **state: Any) -> str:
    return json.dumps({"msg_type": "comm_msg", "comm_id": comm_id, "data": {"method": "update", "state": state}})


def _click(comm_id: str) -> str:
    return json.dumps({"msg_type": "comm_msg", "comm_id": comm_id, "data": {"method": "custom", "content": {"event": "click"}}})


def test_a_widget_is_opened_whole_before_show_returns_its_view(sent: list[dict[str, Any]]) -> None:
    page = _page(sent)
    model_id = page.show("from widgets.ranking_explorer import RankingExplorer\nRankingExplorer(deck='52', ranking='standard')")
    opened = _opened(sent)
    assert model_id in opened and opened[model_id]["_model_name"] == "VBoxModel"
    children = [child.removeprefix("IPY_MODEL_") for child in opened[model_id]["children"]]
    assert set(children) <= set(opened), "every child was opened before the page draws the box"
    assert all(message["msg_type"] in {"comm_open", "comm_msg"} for message in sent)
    assert page.model_ids == [model_id]


def test_none_reaches_the_page_as_null(sent: list[dict[str, Any]]) -> None:
    _page(sent).show("import ipywidgets as w\nw.Layout(display=None, width='auto')\nw.Text(layout=w.Layout(display=None))")
    layouts = [state for state in _opened(sent).values() if state["_model_name"] == "LayoutModel"]
    assert layouts and all(state["display"] is None for state in layouts)  # JSON null, not a missing key
    assert all("display" in state for state in layouts)


def test_a_readers_typing_and_click_reach_the_widget_and_its_answer_reaches_the_page(sent: list[dict[str, Any]]) -> None:
    page = _page(sent)
    page.show("from widgets.ranking_explorer import RankingExplorer\nRankingExplorer(deck='52', ranking='standard', cards='A 2 3 4 5')")
    cards = _find(sent, "TextModel", value="A 2 3 4 5")
    show = _find(sent, "ButtonModel", description="Show the hand")
    before = len(sent)
    page.receive(_update(cards, value="Ah Kh Qh Jh Th"))
    page.receive(_click(show))
    answers = [m for m in sent[before:] if m["msg_type"] == "comm_msg" and "value" in m["data"].get("state", {})]
    assert any("straight flush" in str(m["data"]["state"]["value"]).lower() for m in answers), "a royal flush is a straight flush"


def test_rule_links_lead_to_the_book_from_the_page(sent: list[dict[str, Any]]) -> None:
    _page(sent, link_base="../../book/").show("from widgets.raise_calculator import RaiseCalculator\nRaiseCalculator(preset='$2 manila, first round')")
    html = " ".join(str(state.get("value", "")) for state in _opened(sent).values() if state["_model_name"] == "HTMLModel")
    html += " ".join(str(m["data"].get("state", {}).get("value", "")) for m in sent if m["msg_type"] == "comm_msg")
    assert 'href="../../book/rules/' in html


@pytest.mark.parametrize(
    "forged",
    [
        "not json at all",
        json.dumps(["comm_msg"]),
        json.dumps({"msg_type": "execute_request", "code": "import os"}),
        json.dumps({"msg_type": "comm_msg", "comm_id": "no-such-comm", "data": {"method": "update", "state": {}}}),
    ],
)
def test_a_message_that_is_not_a_widgets_is_refused_and_changes_nothing(sent: list[dict[str, Any]], forged: str) -> None:
    page = _page(sent)
    page.show("import ipywidgets as w\nw.Text(value='As')")
    before = list(sent)
    page.receive(forged)
    assert sent == before


def test_a_forged_message_to_a_widget_changes_nothing_and_the_widget_says_so(sent: list[dict[str, Any]]) -> None:
    page = _page(sent)
    page.show("from widgets.raise_calculator import RaiseCalculator\nRaiseCalculator(preset='$2 manila, first round')")
    buttons = [comm_id for comm_id, state in _opened(sent).items() if state["_model_name"] == "ButtonModel"]
    before = len(sent)
    page.receive(json.dumps({"msg_type": "comm_msg", "comm_id": buttons[0], "data": {"method": "eval", "code": "1"}}))
    notices = [m for m in sent[before:] if "rb-error" in str(m["data"].get("state", {}).get("value", ""))]
    assert len(notices) == 1, "one notice, in words, where the widget shows its answers"
    assert not any("Traceback" in json.dumps(m) for m in sent)


def test_code_that_shows_no_widget_is_refused_in_words(sent: list[dict[str, Any]]) -> None:
    page = _page(sent)
    with pytest.raises(PageFailure, match="does not end in the widget"):
        page.show("x = 1")
    with pytest.raises(PageFailure, match="shows no widget"):
        page.show("'just a string'")
    assert page.model_ids == []
