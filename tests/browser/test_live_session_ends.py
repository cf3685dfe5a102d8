"""A live page whose kernel dies says so, instead of going dead with broken icons.

From a live quiz page of its own (a fresh kernel, so the shared pages stay as the other tests expect),
the page's kernel process is killed (``kill -9``, found by its connection file's name in /proc). The
server does not restart it empty (book/_ext/serve.py), and the page's template shows a notice that
the live session has ended, with a button that reloads the page and a link to the page in the book.
"""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path
from typing import Any

from browser_support import live_ready, offline_context, watch
from playwright.sync_api import expect

QUIZ = "book/quiz.ipynb"


def kernel_process(kernel_id: str) -> int:
    for process in Path("/proc").iterdir():
        if process.name.isdigit():
            try:
                command = (process / "cmdline").read_bytes().decode(errors="replace")
            except OSError:
                continue
            if "ipykernel" in command and f"kernel-{kernel_id}.json" in command:
                return int(process.name)
    raise AssertionError(f"no process for kernel {kernel_id}")


def test_a_page_whose_kernel_dies_says_the_session_ended_and_offers_a_reload(browser: Any, live_server: str) -> None:
    context, blocked = offline_context(browser, viewport={"width": 1280, "height": 900})
    try:
        tab = watch(context.new_page(), blocked)
        page = tab.page
        page.goto(live_server + "voila/render/" + QUIZ, wait_until="commit")
        live_ready(tab)
        notice = page.locator("#rb-notice")
        expect(notice).to_be_empty()
        kernel_id = json.loads(page.locator("#jupyter-config-data").text_content() or "{}")["kernelId"]
        os.kill(kernel_process(kernel_id), signal.SIGKILL)

        expect(notice.get_by_role("alert")).to_contain_text("The live session has ended", timeout=20_000)
        expect(notice.get_by_role("button", name="Reload this page")).to_be_visible()
        expect(notice.get_by_role("link", name="This page in the book")).to_have_attribute("href", "/book/quiz.html")
        assert blocked == []
    finally:
        context.close()
