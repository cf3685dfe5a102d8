"""The widgets' style sheets: CSS lives in ``widgets/static/<name>.css``, never in Python strings.

A pane in Jupyter, Voila or the in-browser pages carries its styles with it, as a ``<style>`` element
read from those files once per process.
"""

from __future__ import annotations

import functools
from importlib import resources


@functools.cache
def css(name: str) -> str:
    """The text of ``widgets/static/<name>.css``."""
    return resources.files("widgets").joinpath("static", f"{name}.css").read_text(encoding="utf-8")


@functools.cache
def style_element(name: str) -> str:
    """``widgets/static/<name>.css`` as a ``<style>`` element, its text compacted to one line."""
    lines = (line.strip() for line in css(name).splitlines())
    text = "".join(line for line in lines if line and not line.startswith("/*"))
    return f"<style>{text}</style>"
