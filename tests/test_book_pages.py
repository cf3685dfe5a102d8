"""The book's sources: generated pages up to date, one anchor per id, every rule sentence word for word.

These read the Markdown sources only (no build), so they are fast. The built site is
checked by tests/test_book_build.py.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from engine.documents.clauses import Document
from engine.documents.interpretations import INTERPRETATIONS, INTERPRETATIONS_PAGE
from engine.documents.methods import METHODS, METHODS_PAGE
from engine.documents.registry import DOCUMENTS, all_clauses, is_citable

ROOT = Path(__file__).resolve().parents[1]
BOOK = ROOT / "book"
SEEDS = Path(__file__).parent / "seeds"
SHARED_CHECK = ROOT.parent / "shared" / "tools" / "transcription_check.py"

ANCHOR = re.compile(r"\{anchor\}`([^`]*)`")
CLAUSE_LINK = re.compile(r"\{clause\}`(?:[^`<]*<)?([^`<>]*)>?`")


from book._ext import generate_pages as generator  # noqa: E402

GENERATED = generator.pages()


def _book_sources() -> dict[Path, str]:
    """The Markdown of every page: .md files and the Markdown cells of notebooks under book/."""
    sources = {}
    for path in sorted(BOOK.rglob("*")):
        if "_build" in path.parts or ".ipynb_checkpoints" in path.parts or not path.is_file():
            continue
        if path.suffix == ".md":
            sources[path] = path.read_text(encoding="utf-8")
        elif path.suffix == ".ipynb":
            cells = json.loads(path.read_text(encoding="utf-8")).get("cells", [])
            sources[path] = "\n".join(
                "".join(c["source"]) if isinstance(c["source"], list) else c["source"]
                for c in cells
                if c.get("cell_type") == "markdown"
            )
    return sources


def _citable_ids() -> list[str]:
    return [cl.id for cl in all_clauses()] + list(INTERPRETATIONS) + list(METHODS)


@pytest.mark.parametrize("path", sorted(GENERATED), ids=lambda p: str(p.relative_to(ROOT)))
def test_committed_page_equals_the_generators_output(path):
    assert path.exists(), f"{path.relative_to(ROOT)} is missing: run python book/_ext/generate_pages.py"
    assert path.read_text(encoding="utf-8") == GENERATED[path], (
        f"{path.relative_to(ROOT)} differs from the engine's registry: run python book/_ext/generate_pages.py"
    )


def test_generated_pages_are_the_documents_pages_the_interpretations_and_methods_pages_and_the_glossary():
    expected = {ROOT / f"book/{doc.page}.md" for doc in DOCUMENTS.values()}
    expected.add(ROOT / f"book/{INTERPRETATIONS_PAGE}.md")
    expected.add(ROOT / f"book/{METHODS_PAGE}.md")
    expected.add(ROOT / "book/glossary.md")
    assert set(GENERATED) == expected


def test_every_clause_interpretation_and_method_id_has_exactly_one_anchor_in_the_sources():
    anchors = Counter(target for text in _book_sources().values() for target in ANCHOR.findall(text))
    ids = _citable_ids()
    missing = [i for i in ids if anchors[i] == 0]
    doubled = sorted(i for i, n in anchors.items() if n > 1)
    unknown = sorted(set(anchors) - set(ids))
    assert not missing, f"ids with no anchor: {missing}"
    assert not doubled, f"ids anchored more than once: {doubled}"
    assert not unknown, f"anchors that are not engine ids: {unknown}"


def test_each_clause_is_anchored_on_its_documents_page():
    for doc in DOCUMENTS.values():
        text = (ROOT / f"book/{doc.page}.md").read_text(encoding="utf-8")
        assert set(ANCHOR.findall(text)) == {cl.id for cl in doc.clauses()}, doc.page
    text = (ROOT / f"book/{INTERPRETATIONS_PAGE}.md").read_text(encoding="utf-8")
    assert set(ANCHOR.findall(text)) == set(INTERPRETATIONS)
    text = (ROOT / f"book/{METHODS_PAGE}.md").read_text(encoding="utf-8")
    assert set(ANCHOR.findall(text)) == set(METHODS)


def test_every_clause_link_names_an_engine_id():
    for path, text in _book_sources().items():
        for target in CLAUSE_LINK.findall(text):
            assert is_citable(target), f"{path.relative_to(ROOT)} links to unknown clause {target!r}"


def test_interpretations_link_to_every_sentence_they_involve():
    text = (ROOT / f"book/{INTERPRETATIONS_PAGE}.md").read_text(encoding="utf-8")
    entries = re.split(r"^## ", text, flags=re.MULTILINE)[1:]
    assert len(entries) == len(INTERPRETATIONS)
    for entry, item in zip(entries, INTERPRETATIONS.values(), strict=True):
        assert ANCHOR.match(entry) and ANCHOR.match(entry).group(1) == item.id
        assert CLAUSE_LINK.findall(entry)[: len(item.clauses)] == list(item.clauses)
        if item.option is not None:
            assert f"`{item.option.name}`" in entry and all(f"`{v}`" in entry for v in item.option.choices)


# --- word for word: the same reading as ../shared/tools/transcription_check.py, but per page and in order

#: Page chrome, as ../shared/tools/transcription_check.py (and tests/seeds/README.md) define it.
CHROME = [
    r"^\|$", r"^Source: pokerpages", r"^New Zealand Gazette", r"^Page 282$", r"Poker Game Rules$",
    r"^282 NEW ZEALAND GAZETTE", r"^Next Page", r"^PDF embedding disabled", r"^View this page online",
    r"^VUW Te Waharoa", r"^NZLII", r"LLM interpretation", r"Schedule of Poker Rules \(continued",
    r"Trade, Customs", r"^Poker, Rules, Casino Games", r"^photo sharing", r"^Topics >>", r"Photos$",
    r"^Topic maintained by", r"has not yet selected any galleries", r"^-{10,}$",
]  # fmt: skip


def _norm(text: str) -> str:
    text = text.lower().replace("[sic]", " ")
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    text = re.sub(r"[^0-9a-z]+", " ", text)
    return " " + " ".join(text.split()) + " "


def _seed_sentences(document: Document) -> list[str]:
    text = (SEEDS / document.seed_file).read_text(encoding="utf-8").replace("\ubc14\uce74\ub77c\uc0ac\uc774\ud2b8", "")
    lines = [line.strip() for line in text.splitlines()]
    lines = [line for line in lines if line and not any(re.search(p, line) for p in CHROME)]
    parts = re.split(r"(?<=[.!?:])\s+|\n(?=[A-Z(0-9])", "\n".join(lines))
    return [" ".join(p.split()) for p in parts if len(_norm(p).split()) >= 3]


@pytest.mark.parametrize("document", list(DOCUMENTS.values()), ids=lambda d: d.id)
def test_page_holds_every_sentence_of_its_seed_word_for_word_and_in_order(document):
    """Every sentence of tests/seeds/<seed> is on the document's own page, in the document's order."""
    page = _norm((ROOT / f"book/{document.page}.md").read_text(encoding="utf-8"))
    sentences = _seed_sentences(document)
    assert len(sentences) > 10
    position = 0
    for sentence in sentences:
        found = page.find(_norm(sentence), position)
        assert found >= 0, f"not on book/{document.page}.md word for word (or out of order): {sentence!r}"
        position = found + len(_norm(sentence)) - 1


def test_sic_marks_every_typo_the_engine_notes():
    for doc in DOCUMENTS.values():
        text = (ROOT / f"book/{doc.page}.md").read_text(encoding="utf-8")
        for cl in doc.clauses():
            for sic in cl.sic:
                assert f"{sic.word} [sic]" in text, f"{cl.id}: {sic.word!r} is not marked [sic]"


def test_shared_transcription_check_reports_100_percent():
    if not SHARED_CHECK.exists():
        pytest.skip(f"{SHARED_CHECK} is not in this checkout (CI has only tests/seeds; the test above covers it)")
    done = subprocess.run([sys.executable, str(SHARED_CHECK)], cwd=ROOT, capture_output=True, text=True, check=False)
    assert done.returncode == 0 and "(100.0%)" in done.stdout, done.stdout + done.stderr
