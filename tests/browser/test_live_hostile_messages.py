"""A hostile browser: what a live page's kernel does with widget messages no page would send.

From a live quiz page of its own (a fresh kernel, so the shared pages stay as the other tests expect),
each test opens a websocket to the page's kernel (the id Voila puts in ``#jupyter-config-data``) and
sends raw widget (comm) messages, then a ``kernel_info_request``, and reads every message that comes
back until the reply (and a short while after). The kernel is checked from outside: its comms through
``comm_info_request`` and its memory through ``/proc``. The guard under test is
``widgets/kernel_guard.py``.

- A page cannot create widget models in the kernel (``comm_open`` on ``jupyter.widget``).
- Large messages are refused, and a thousand of them leave the kernel's memory where it was.
- Malformed messages (a ``state`` that is not an object, a ``data`` that is not one, unknown
  methods, missing ids) bring back no traceback and no path, and the widget still answers.
  (A message whose ``content`` is not an object never reaches the kernel: the server cannot
  forward it; that is the server's to refuse.)
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_support import Tab, live_ready, offline_context, watch
from playwright.sync_api import expect

QUIZ = "book/quiz.ipynb"
#: What no message from the kernel may carry: a traceback, a source line's file, a path on this machine.
LEAKS = ("Traceback", 'File "', '.py"', "/work/", "/home/", "site-packages")
#: How much a kernel may grow while refusing the attacks below.
GROWTH_ALLOWED_BYTES = 40 * 2**20

#: Sends ``steps`` (each a message: its type, content, metadata, and how many times), then a
#: kernel_info_request, waits for its reply and ``settle_ms`` more, and returns every message that
#: came back: its type, its parent's id, its content (parsed) and its raw text.
PROBE = """async ([url, steps, settle_ms]) => {
  const socket = new WebSocket(url);
  socket.binaryType = 'arraybuffer';
  const received = [];
  await new Promise((opened, failed) => {
    socket.onopen = opened;
    socket.onerror = () => failed(new Error('the websocket did not open: ' + url));
  });
  socket.onmessage = event => {
    const raw = typeof event.data === 'string' ? event.data : new TextDecoder().decode(event.data);
    let message = {};
    try { message = JSON.parse(raw); } catch (error) { message = {}; }
    received.push({type: (message.header || {}).msg_type || 'binary',
                   parent: (message.parent_header || {}).msg_id || null,
                   content: message.content || null, raw});
  };
  const session = crypto.randomUUID();
  const send = (id, type, content, metadata) => socket.send(JSON.stringify({
    header: {msg_id: id, msg_type: type, session, username: 'hostile', date: new Date().toISOString(),
             version: '5.3'},
    parent_header: {}, metadata: metadata || {}, content, buffers: [], channel: 'shell'}));
  let count = 0;
  for (const step of steps) {
    for (let i = 0; i < (step.repeat || 1); i++) {
      const content = JSON.parse(JSON.stringify(step.content));
      if (step.fresh_comm) { content.comm_id = crypto.randomUUID(); }
      if (step.big) { content.data.state[step.big[0]] = 'x'.repeat(step.big[1]); }
      send(step.id || ('probe-' + (count++)), step.type, content, step.metadata);
      if (socket.bufferedAmount > 8 * 2 ** 20) {
        while (socket.bufferedAmount > 2 ** 20) { await new Promise(wait => setTimeout(wait, 10)); }
      }
    }
  }
  send('probe-end', 'kernel_info_request', {});
  const replied = () => received.some(m => m.type === 'kernel_info_reply' && m.parent === 'probe-end');
  const started = Date.now();
  while (!replied() && Date.now() - started < 120000) { await new Promise(wait => setTimeout(wait, 25)); }
  await new Promise(wait => setTimeout(wait, settle_ms));
  socket.close();
  return received;
}"""


class Kernel:
    """The live page's kernel, seen from outside: its websocket and its process."""

    def __init__(self, tab: Tab, server: str) -> None:
        self.tab = tab
        config = json.loads(tab.page.locator("#jupyter-config-data").text_content() or "{}")
        self.id = config["kernelId"]
        base_url = config.get("baseUrl", "/")
        self.url = f"{server.replace('http://', 'ws://').rstrip('/')}{base_url}api/kernels/{self.id}/channels"
        self.button = self.model_ids("ButtonModel")[0]  # a widget of the page's, asked for before any attack

    def send(self, steps: list[dict[str, Any]], settle_ms: int = 500) -> list[dict[str, Any]]:
        """Send ``steps`` and return what came back; the kernel must answer the closing kernel_info_request."""
        messages: list[dict[str, Any]] = self.tab.page.evaluate(
            PROBE, [f"{self.url}?session_id={uuid.uuid4()}", steps, settle_ms]
        )
        assert any(m["type"] == "kernel_info_reply" and m["parent"] == "probe-end" for m in messages), (
            "the kernel did not answer after the messages"
        )
        return messages

    def widget_comms(self) -> int:
        """How many widget models the kernel holds (its comms on the ``jupyter.widget`` target)."""
        reply = self.send([{"id": "probe-comms", "type": "comm_info_request", "content": {}}], settle_ms=0)
        content = next(m["content"] for m in reply if m["type"] == "comm_info_reply")
        return sum(1 for comm in content["comms"].values() if comm.get("target_name") == "jupyter.widget")

    def model_ids(self, model_name: str) -> list[str]:
        """The ids of the page's models named ``model_name``, asked the way the page asks (the control comm)."""
        control = str(uuid.uuid4())
        reply = self.send(
            [
                {"type": "comm_open", "content": {"comm_id": control, "target_name": "jupyter.widget.control",
                                                  "data": {}}, "metadata": {"version": "1.0.0"}},
                {"type": "comm_msg", "content": {"comm_id": control, "data": {"method": "request_states"}}},
                {"type": "comm_close", "content": {"comm_id": control, "data": {}}},
            ]
        )
        states = next(
            m["content"]["data"]["states"]
            for m in reply
            if m["type"] == "comm_msg" and m["content"]["data"].get("method") == "update_states"
        )
        return [model_id for model_id, model in states.items() if model["model_name"] == model_name]

    def rss(self) -> int:
        """The kernel process's resident memory in bytes (found by its connection file's name in /proc)."""
        for process in Path("/proc").iterdir():
            if not process.name.isdigit():
                continue
            try:
                command = (process / "cmdline").read_bytes().decode(errors="replace")
                if "ipykernel" in command and f"kernel-{self.id}.json" in command:
                    status = (process / "status").read_text()
                    return int(re.search(r"VmRSS:\s+(\d+) kB", status).group(1)) * 1024  # type: ignore[union-attr]
            except (OSError, AttributeError):
                continue
        raise AssertionError(f"no process for kernel {self.id}")


@pytest.fixture(scope="module")
def kernel(browser: Any, live_server: str) -> Iterator[Kernel]:
    """A live quiz page of this module's own, and its kernel."""
    context, blocked = offline_context(browser, viewport={"width": 1280, "height": 900})
    tab = watch(context.new_page(), blocked)
    tab.page.goto(live_server + "voila/render/" + QUIZ, wait_until="commit")
    live_ready(tab)
    yield Kernel(tab, live_server)
    context.close()


def textarea_open(size: int = 0) -> dict[str, Any]:
    """A ``comm_open`` that asks the kernel for a new text area (of ``size`` bytes when sent with ``big``)."""
    state = {"_model_module": "@jupyter-widgets/controls", "_model_module_version": "2.0.0",
             "_model_name": "TextareaModel", "_view_module": "@jupyter-widgets/controls",
             "_view_module_version": "2.0.0", "_view_name": "TextareaView", "value": ""}
    step: dict[str, Any] = {"type": "comm_open", "fresh_comm": True, "metadata": {"version": "2.1.0"},
                            "content": {"comm_id": "", "target_name": "jupyter.widget", "data": {"state": state}}}
    if size:
        step["big"] = ["value", size]
    return step


def leaks(messages: list[dict[str, Any]]) -> list[str]:
    """Every message from the kernel that carries a traceback or a path (its first 300 characters).

    The kernel-info reply is the protocol's fixed answer (it names the ``.py`` file extension), not one.
    """
    return [
        m["raw"][:300]
        for m in messages
        if m["type"] != "kernel_info_reply" and any(leak in m["raw"] for leak in LEAKS)
    ]


def feedback(kernel: Kernel) -> Any:
    return kernel.tab.page.locator(".rbq-live").locator('[role="alert"]')


def test_a_page_cannot_create_a_widget_model_in_the_kernel(kernel: Kernel) -> None:
    before = kernel.widget_comms()
    messages = kernel.send([{**textarea_open(), "repeat": 20}])
    assert kernel.widget_comms() == before, "a comm_open from the page created widget models"
    assert leaks(messages) == []


def test_a_thousand_large_or_many_messages_leave_the_kernel_within_its_bound(kernel: Kernel) -> None:
    button = kernel.button
    before = kernel.rss()
    messages = kernel.send(
        [
            {**textarea_open(2**20), "repeat": 200},  # 200 text areas of 1 MB
            {"type": "comm_msg", "repeat": 200, "big": ["value", 2**20],  # 200 updates of 1 MB
             "content": {"comm_id": button, "data": {"method": "update", "state": {}}}},
            {**textarea_open(), "repeat": 600},  # 600 small ones
        ],
        settle_ms=1000,
    )
    grown = kernel.rss() - before
    assert grown < GROWTH_ALLOWED_BYTES, f"the kernel grew by {grown / 2**20:.0f} MB"
    assert leaks(messages) == []
    assert "Traceback" not in kernel.tab.page.inner_text("body")


def malformed_messages(button: str) -> list[dict[str, Any]]:
    """Widget messages of every wrong shape, to a real widget (``button``) and to none."""
    def to_button(data: Any) -> dict[str, Any]:
        return {"type": "comm_msg", "content": {"comm_id": button, "data": data}}

    deep: Any = "x"
    for _ in range(40):  # deeper than the guard takes (and than Playwright passes on)
        deep = [deep]
    return [
        to_button({"method": "update", "state": ["x"]}),  # the example
        to_button({"method": "update", "state": "x"}),
        to_button({"method": "update", "state": None}),
        to_button({"method": "update", "state": {"description": "x"}, "buffer_paths": [["a", "b"]]}),
        to_button({"method": "update", "state": {"nested": deep}}),
        to_button({"method": "custom", "content": ["x"]}),
        to_button({"method": "nonsense"}),
        to_button({"no": "method"}),
        to_button(["x"]),
        to_button("x"),
        to_button(None),
        {"type": "comm_msg", "content": {"data": {"method": "update", "state": {}}}},  # no comm id
        {"type": "comm_msg", "content": {"comm_id": 5, "data": {}}},
        {"type": "comm_open", "content": {"comm_id": str(uuid.uuid4())}},  # no target
        {"type": "comm_open", "content": {"comm_id": str(uuid.uuid4()), "target_name": 5}},
        {"type": "comm_open", "content": {"target_name": "jupyter.widget"}},
        {"type": "comm_open", "content": {"comm_id": str(uuid.uuid4()), "target_name": "jupyter.widget",
                                          "data": ["x"]}, "metadata": {"version": "2.1.0"}},
        {"type": "comm_open", "content": {"comm_id": str(uuid.uuid4()), "target_name": "jupyter.widget",
                                          "data": {"state": {"_model_name": "NoSuchModel"}}},
         "metadata": {"version": "2.1.0"}},
        {"type": "comm_open", "content": {"comm_id": str(uuid.uuid4()), "target_name": "jupyter.widget.control",
                                          "data": {}}, "metadata": {"version": "9.0.0"}},
        {"type": "comm_open", "content": {"comm_id": str(uuid.uuid4()), "target_name": "no.such.target",
                                          "data": {}}},
        {"type": "comm_close", "content": {}},
    ]


def test_malformed_widget_messages_bring_back_no_traceback_and_no_path(kernel: Kernel) -> None:
    button = kernel.button
    messages = kernel.send(malformed_messages(button), settle_ms=1000)
    assert leaks(messages) == []
    assert [m["type"] for m in messages if m["type"] in ("error", "stream")] == []
    body = kernel.tab.page.inner_text("body")
    assert not any(leak in body for leak in LEAKS), "the page shows a traceback or a path"
    shown = feedback(kernel)
    if shown.count():  # the widget says what it refused, in plain words, or says nothing
        text = shown.first.inner_text()
        assert "nothing was changed" in text or "Right" in text or "Not quite" in text, text


def test_the_quiz_still_marks_an_answer_after_hostile_messages(kernel: Kernel) -> None:
    button = kernel.button
    kernel.send([{"type": "comm_msg", "content": {"comm_id": button, "data": {"method": "update", "state": ["x"]}}}])
    page = kernel.tab.page
    page.bring_to_front()
    quiz = page.locator(".rbq-live")
    choices = quiz.locator(".widget-vbox").last.get_by_role("button")
    expect(choices.first).to_be_visible()
    choices.first.click()
    expect(feedback(kernel)).to_contain_text(re.compile(r"(\u2713 Right|\u2717 Not quite)"), timeout=15_000)
