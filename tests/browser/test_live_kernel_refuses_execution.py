"""The live server refuses code sent over a live page's kernel websocket, and still answers it.

From a live page, the test opens its own websocket to the page's kernel (the id Voila puts in
``#jupyter-config-data``) and sends, on the shell channel, an ``execute_request`` whose code would
write a file and print a marker, then a ``kernel_info_request``. The kernel-info reply comes back
(the channel works) and nothing of the execution ever does: no reply, no output, no marker, no
file. Only widget (comm) and kernel-info messages pass (``allowed_message_types``, see serve.py).
"""

from __future__ import annotations

import json
import uuid
from pathlib import Path

from browser_support import Pages

#: Sends the two messages, waits for the kernel-info reply and then ``settle_ms`` more, and returns
#: every message that came back (its type, its parent's id, its channel, its content as text).
PROBE = """async ([url, code, settle_ms]) => {
  const socket = new WebSocket(url);
  const received = [];
  await new Promise((opened, failed) => {
    socket.onopen = opened;
    socket.onerror = () => failed(new Error('the websocket did not open: ' + url));
  });
  socket.onmessage = event => received.push(JSON.parse(event.data));
  const session = crypto.randomUUID();
  const send = (id, type, content) => socket.send(JSON.stringify({
    header: {msg_id: id, msg_type: type, session, username: 'browser-test', date: new Date().toISOString(),
             version: '5.3'},
    parent_header: {}, metadata: {}, content, buffers: [], channel: 'shell'}));
  send('probe-execute', 'execute_request',
       {code, silent: false, store_history: false, user_expressions: {}, allow_stdin: false, stop_on_error: true});
  send('probe-info', 'kernel_info_request', {});
  const replied = () => received.some(m => m.header.msg_type === 'kernel_info_reply'
                                         && m.parent_header.msg_id === 'probe-info');
  const started = Date.now();
  while (!replied() && Date.now() - started < 20000) { await new Promise(wait => setTimeout(wait, 25)); }
  await new Promise(wait => setTimeout(wait, settle_ms));
  socket.close();
  return received.map(m => ({type: m.header.msg_type, parent: (m.parent_header || {}).msg_id || null,
                             channel: m.channel || null, content: JSON.stringify(m.content || {})}));
}"""


def test_the_kernel_refuses_an_execute_request_over_its_websocket(
    live_pages: Pages, live_server: str, live_server_log: Path, tmp_path: Path
) -> None:
    page = live_pages.open("book/quiz.ipynb").page
    config = json.loads(page.locator("#jupyter-config-data").text_content() or "{}")
    kernel_id = config["kernelId"]
    assert kernel_id, "Voila puts the page's kernel id in #jupyter-config-data"
    base_url = config.get("baseUrl", "/")
    url = f"{live_server.replace('http://', 'ws://').rstrip('/')}{base_url}api/kernels/{kernel_id}/channels"
    url += f"?session_id={uuid.uuid4()}"

    side_effect = tmp_path / "executed.txt"
    marker = f"RB-EXECUTED-{uuid.uuid4().hex}"
    code = f"open({str(side_effect)!r}, 'w').write('ran'); print({marker!r})"

    messages = page.evaluate(PROBE, [url, code, 1500])

    replies = [m for m in messages if m["parent"] == "probe-info"]
    assert any(m["type"] == "kernel_info_reply" for m in replies), messages  # the channel works
    info = json.loads(next(m["content"] for m in replies if m["type"] == "kernel_info_reply"))
    assert info["implementation"] == "ipython"
    from_execute = [m for m in messages if m["parent"] == "probe-execute"]
    assert from_execute == [], "the execute_request reached the kernel"
    assert not any(marker in m["content"] for m in messages), "the code ran: its marker came back"
    assert not side_effect.exists(), "the code ran: it wrote its file"
    log = live_server_log.read_text(encoding="utf-8", errors="replace")
    assert 'Received message of type "execute_request", which is not allowed' in log
