"""Reading the engine's HTML in tests: its links, its aria-labels and its text."""

from __future__ import annotations

from html.parser import HTMLParser


class Collector(HTMLParser):
    """Every link target, every aria-label and every run of text in a piece of HTML, in order."""

    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []
        self.labels: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        if tag == "a" and attributes.get("href"):
            self.links.append(str(attributes["href"]))
        if attributes.get("aria-label"):
            self.labels.append(str(attributes["aria-label"]))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def parse(html: str) -> Collector:
    collector = Collector()
    collector.feed(html)
    return collector
