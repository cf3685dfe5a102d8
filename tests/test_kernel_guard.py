"""The kernel's guard on a page's widget messages (widgets/kernel_guard.py), without a server.

The checks are pure (a message in, a reason or ``None`` out); :func:`install` is tried on a stand-in
kernel whose comm handlers record what reaches them. The same attacks against a real server and
browser are in tests/browser/test_live_hostile_messages.py.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import ipywidgets as w
import pytest

from widgets import kernel_guard
from widgets.common import harden
from widgets.kernel_guard import (
    MAX_COMMS,
    MAX_MESSAGE_BYTES,
    check_comm_close,
    check_comm_msg,
    check_comm_open,
    json_size,
    over_a_bound,
)

WIDGET = {"w": "jupyter.widget"}
CONTROL = {"c": "jupyter.widget.control"}


def update(state: Any, comm_id: str = "w") -> dict[str, Any]:
    return {"content": {"comm_id": comm_id, "data": {"method": "update", "state": state}}}


# --- comm_open: a page opens only the control comm ------------------------------------------------


def control_open(comm_id: str = "c", version: str = "1.0.0") -> dict[str, Any]:
    return {"content": {"comm_id": comm_id, "target_name": "jupyter.widget.control", "data": {}},
            "metadata": {"version": version}}


def test_a_page_may_open_the_control_comm_as_it_does_on_load() -> None:
    assert check_comm_open(control_open(), {}) is None


@pytest.mark.parametrize("target", ["jupyter.widget", "no.such.target", "comm"])
def test_a_page_may_not_open_a_widget_model_or_any_other_target(target: str) -> None:
    msg = {"content": {"comm_id": "n", "target_name": target, "data": {"state": {}}}, "metadata": {"version": "2.1.0"}}
    assert "which a page may not open" in (check_comm_open(msg, {}) or "")


@pytest.mark.parametrize(
    "msg",
    [
        {"content": ["x"]},
        {"content": {"target_name": "jupyter.widget.control"}},
        {"content": {"comm_id": 5, "target_name": "jupyter.widget.control"}},
        {"content": {"comm_id": "c", "target_name": 5}},
        {"content": {"comm_id": "c", "target_name": "jupyter.widget.control", "data": ["x"]},
         "metadata": {"version": "1.0.0"}},
        control_open(version="9.0.0"),
        {**control_open(), "metadata": ["x"]},
    ],
    ids=["content-a-list", "no-id", "id-a-number", "target-a-number", "data-a-list", "wrong-version", "metadata-a-list"],
)
def test_a_malformed_comm_open_is_refused(msg: dict[str, Any]) -> None:
    assert check_comm_open(msg, {}) is not None


def test_a_comm_open_may_not_take_over_a_comm_the_kernel_holds() -> None:
    assert check_comm_open(control_open("w"), WIDGET) == "it reuses the id of a comm the kernel holds"


def test_a_kernel_holds_at_most_max_comms() -> None:
    full = {f"id{index}": "jupyter.widget" for index in range(MAX_COMMS)}
    assert "the most allowed" in (check_comm_open(control_open(), full) or "")


# --- comm_msg: the shapes ipywidgets expects, and no more ---------------------------------------------


def test_a_reader_s_update_passes() -> None:
    assert check_comm_msg(update({"value": "As Kd"}), WIDGET) is None
    assert check_comm_msg({"content": {"comm_id": "w", "data": {"method": "custom", "content": {"event": "click"}}}},
                          WIDGET) is None
    assert check_comm_msg({"content": {"comm_id": "c", "data": {"method": "request_states"}}}, CONTROL) is None


@pytest.mark.parametrize(
    ("msg", "reason"),
    [
        (update(["x"]), "its state is not an object"),  # the example
        (update("x"), "its state is not an object"),
        (update(None), "its state is not an object"),
        ({"content": {"comm_id": "w", "data": ["x"]}}, "its data is not an object"),
        ({"content": {"comm_id": "w", "data": None}}, "its data is not an object"),
        ({"content": {"comm_id": "w", "data": {}}}, "its method None is not one this comm takes"),
        ({"content": {"comm_id": "w", "data": {"method": "request_states"}}}, "is not one this comm takes"),
        ({"content": {"comm_id": "w", "data": {"method": "custom", "content": ["x"]}}}, "its content is not an object"),
        ({"content": {"comm_id": "nobody", "data": {"method": "update", "state": {}}}}, "no comm the kernel holds"),
        ({"content": {"comm_id": 5, "data": {}}}, "no comm the kernel holds"),
        ({"content": ["x"]}, "its content is not an object"),
        ({"content": {"comm_id": "w", "data": {"method": "update", "state": {}, "buffer_paths": [["a"]]}}},
         "binary buffers"),
        ({**update({}), "buffers": [b"x"]}, "binary buffers"),
        (update({"value": "x" * MAX_MESSAGE_BYTES}), "longer than 64 KB"),
    ],
)
def test_a_malformed_or_oversized_comm_msg_is_refused(msg: dict[str, Any], reason: str) -> None:
    assert reason in (check_comm_msg(msg, WIDGET) or "")


def test_the_control_comm_takes_only_request_states() -> None:
    assert check_comm_msg({"content": {"comm_id": "c", "data": {"method": "update", "state": {}}}}, CONTROL)


def test_a_page_closes_only_a_comm_it_opened() -> None:
    assert check_comm_close({"content": {"comm_id": "c"}}, CONTROL) is None
    assert check_comm_close({"content": {"comm_id": "w"}}, WIDGET)
    assert check_comm_close({"content": {}}, WIDGET)
    assert check_comm_close({"content": "x"}, WIDGET)


def test_json_size_stops_at_its_limit_and_refuses_deep_nesting() -> None:
    assert json_size({"a": "bc"}) == 2 + 4 + 1 + 4
    assert json_size(["x"] * 10**7) > MAX_MESSAGE_BYTES  # counted at once, not item by item
    deep: Any = "x"
    for _ in range(10_000):  # deeper than the recursion limit
        deep = [deep]
    assert json_size(deep) > MAX_MESSAGE_BYTES


#: The guard's own reading of the memory this process holds (the fixture below stands in for it).
READ_RSS = kernel_guard.rss_bytes


@pytest.fixture(autouse=True)
def _a_kernels_memory(monkeypatch: pytest.MonkeyPatch) -> None:
    """The guard reads the memory of the process it runs in: here a test worker, which holds whatever
    the tests before these left (at times over the bound). The guard sees a kernel's usual figure
    instead; its reading and its bound are tested by value (test_the_memory_and_comm_bounds)."""
    monkeypatch.setattr(kernel_guard, "rss_bytes", lambda: 150 * 2**20)


def test_the_memory_and_comm_bounds() -> None:
    assert over_a_bound(100, 130 * 2**20) is None
    assert over_a_bound(MAX_COMMS + 1, 0)
    assert over_a_bound(100, kernel_guard.MAX_RSS_BYTES + 1)
    assert 50 * 2**20 < READ_RSS() < 2**40  # this process, read from /proc


# --- installed in a (stand-in) kernel ------------------------------------------------------------------


class Kernel:
    """A stand-in for ipykernel's kernel: comm handlers that record what reaches them."""

    def __init__(self, comms: dict[str, str]) -> None:
        self.reached: list[tuple[str, Any]] = []
        self.comm_manager = SimpleNamespace(
            comms={comm_id: SimpleNamespace(target_name=target) for comm_id, target in comms.items()}
        )
        self.shell = SimpleNamespace(showtraceback=lambda *args, **kwargs: self.reached.append(("traceback", None)))
        self.shell_handlers = {name: self.recorder(name) for name in ("comm_open", "comm_msg", "comm_close")}

    def recorder(self, name: str) -> Any:
        return lambda stream, ident, msg: self.reached.append((name, msg))

    def send(self, msg_type: str, msg: dict[str, Any]) -> None:
        self.shell_handlers[msg_type](None, [], {"header": {"msg_type": msg_type}, "metadata": {}, **msg})


def test_install_puts_the_checks_before_the_kernel_s_handlers(capsys: pytest.CaptureFixture[str]) -> None:
    box = w.BoundedIntText(value=3, min=0, max=9, description="Players")
    told: list[str] = []
    harden(box, lambda _control, text: told.append(text))
    kernel = Kernel({box.model_id: "jupyter.widget"})
    assert kernel_guard.install(kernel) is True
    assert kernel_guard.install(kernel) is True  # twice: no second layer

    kernel.send("comm_open", {"content": {"comm_id": "new", "target_name": "jupyter.widget", "data": {"state": {}}}})
    kernel.send("comm_msg", update(["x"], box.model_id))
    kernel.send("comm_close", {"content": {"comm_id": box.model_id}})
    assert kernel.reached == []  # none of them reached ipywidgets
    assert told == ["The page sent the Players control a message it cannot take; nothing was changed."]

    kernel.send("comm_msg", update({"value": 4}, box.model_id))
    assert [name for name, _msg in kernel.reached] == ["comm_msg"]  # a reader's change passes
    assert capsys.readouterr().err == ""  # in a kernel, stderr is the page's: nothing was written to it


def test_an_error_while_handling_a_page_s_message_reaches_the_server_log_only(
    capsys: pytest.CaptureFixture[str],
) -> None:
    box = w.Text(description="Cards")
    told: list[str] = []
    harden(box, lambda _control, text: told.append(text))
    kernel = Kernel({box.model_id: "jupyter.widget"})

    def failing(stream: Any, ident: Any, msg: Any) -> None:
        raise RuntimeError("/work/main/secret.py")

    def caught_by_ipywidgets(stream: Any, ident: Any, msg: Any) -> None:
        try:
            raise RuntimeError("/work/main/secret.py")
        except RuntimeError:
            kernel.shell.showtraceback()  # what ipywidgets' _show_traceback does

    kernel.shell_handlers["comm_msg"] = failing
    kernel_guard.install(kernel)
    kernel.send("comm_msg", update({"value": "As"}, box.model_id))
    kernel._rb_guarded = False
    kernel.shell_handlers["comm_msg"] = caught_by_ipywidgets
    kernel_guard.install(kernel)
    kernel.send("comm_msg", update({"value": "As"}, box.model_id))

    assert told == [kernel_guard.FAILED, kernel_guard.FAILED]
    assert ("traceback", None) not in kernel.reached  # the shell's own showtraceback was not called
    assert capsys.readouterr().err == ""


def test_install_outside_a_kernel_changes_nothing() -> None:
    assert kernel_guard.install(SimpleNamespace()) is False
    assert kernel_guard.install() is False  # no IPython kernel in a test
