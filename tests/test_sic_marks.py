"""Every typo of the house rules is kept and marked [sic], the same way everywhere.

The house-rules page promises: "Typos and slips of wording are kept and marked [sic], with a
note saying how to read them". The typos below are read off the document itself
(tests/seeds/003_f38c15b37330cc72.txt); three finders then look through every rule document
for the kinds of slip it makes (a word split in two, a missing apostrophe, a verb without its
-s), so that a typo the table forgets is still caught. Capital letters and punctuation
("same thing up to 5 cards.", "either, check") are kept and not marked, as the page says.
"""

from __future__ import annotations

import pathlib
import re

import pytest

from engine.documents.clauses import Clause, Sic
from engine.documents.registry import DOCUMENTS, all_clauses, clause

ROOT = pathlib.Path(__file__).resolve().parent.parent
SEEDS = ROOT / "tests" / "seeds"
HOUSE_RULES = DOCUMENTS["hr"]

#: (clause id, the document's sentence as written, the word as written, how to read it)
HOUSE_RULES_TYPOS = (
    (
        "hr-stud7-best-hand-opens",
        "On all subsequent rounds, the player with the best hand open the betting.",
        "open",
        "opens",
    ),
    (
        "hr-stud5-five-cards",
        "This continues until all players have fice cards, one face down and four face up or until only one "
        "player remains.",
        "fice",
        "five",
    ),
    ("hr-omaha-no-low", "Other wise, the high hand takes the entire pot.", "Other wise", "Otherwise"),
    (
        "hr-manila2-ace-not-low",
        "The Ace cannot be used as a loc card to form a straight in all manila games.",
        "loc",
        "low",
    ),
    (
        "hr-manila2-ace-not-low-again",
        "The Ace cannot be used as a loc card to form a straight in all manila games.",
        "loc",
        "low",
    ),
    (
        "hr-omaha8-low-qualifier",
        "In order for there to be a low, there must be a combination of two cards from the players hand and "
        "three from the board with a denomination of eight or smaller.",
        "players",
        "player's",
    ),
)


def _flat(text: str) -> str:
    return " ".join(text.split())


def _seed_text(seed_file: str) -> str:
    return _flat((SEEDS / seed_file).read_text(encoding="utf-8"))


def _page(page: str) -> str:
    return (ROOT / "book" / f"{page}.md").read_text(encoding="utf-8")


def _paragraph_of(page: str, clause_id: str) -> str:
    """The line of a document page that holds the clause's anchor."""
    return next(line for line in page.splitlines() if f"{{anchor}}`{clause_id}`" in line)


@pytest.mark.parametrize(("clause_id", "sentence", "word", "reading"), HOUSE_RULES_TYPOS, ids=lambda v: str(v)[:40])
def test_hr_typo_is_in_the_document_as_written(clause_id: str, sentence: str, word: str, reading: str) -> None:
    assert sentence in _seed_text(HOUSE_RULES.seed_file)
    assert re.search(rf"(?<!\w){re.escape(word)}(?!\w)", sentence)
    assert clause(clause_id).text == sentence


@pytest.mark.parametrize(("clause_id", "sentence", "word", "reading"), HOUSE_RULES_TYPOS, ids=lambda v: str(v)[:40])
def test_hr_typo_is_marked_sic_in_the_registry_and_on_the_page(
    clause_id: str, sentence: str, word: str, reading: str
) -> None:
    assert Sic(word, f"read: {reading}") in clause(clause_id).sic
    page = _page(HOUSE_RULES.page)
    assert f"{word} [sic]" in _paragraph_of(page, clause_id)
    assert f"[^sic-{clause_id}]: \u201c{word}\u201d [sic]: read: {reading}." in page


def test_hr_marks_sic_on_exactly_the_typos_and_nothing_else() -> None:
    marked = {(cl.id, sic.word) for cl in HOUSE_RULES.clauses() for sic in cl.sic}
    assert marked == {(clause_id, word) for clause_id, _, word, _ in HOUSE_RULES_TYPOS}


def test_hr_page_marks_sic_as_often_as_the_registry() -> None:
    """No [sic] on the page without its note, no note without its [sic] (the admonition's own aside)."""
    page = _page(HOUSE_RULES.page)
    body = page[page.index(":::\n", page.index("About this transcription")) :]
    in_text = sum(line.count("[sic]") for line in body.splitlines() if not line.startswith("[^sic-"))
    assert in_text == sum(len(cl.sic) for cl in HOUSE_RULES.clauses()) == len(HOUSE_RULES_TYPOS)


def test_sic_marks_agree_between_clauses_with_the_same_words() -> None:
    """A sentence the documents repeat is marked the same way each time (the two "loc card" sentences)."""
    by_words: dict[str, set[tuple[str, ...]]] = {}
    for cl in all_clauses():
        key = _flat(cl.text).rstrip(".").lower()
        by_words.setdefault(key, set()).add(tuple(sorted(sic.word for sic in cl.sic)))
    disagree = {words: marks for words, marks in by_words.items() if len(marks) > 1}
    assert not disagree


# --- the finders: kinds of slip, looked for in every rule document -----------------------------------


def _clause_holding(document_id: str, phrase: str) -> Clause:
    return next(cl for cl in DOCUMENTS[document_id].clauses() if phrase in _flat(cl.text))


def _split_words(text: str) -> list[str]:
    """Two words the document writes apart whose join it writes elsewhere as one ("Other wise", "Otherwise")."""
    words = re.findall(r"[A-Za-z']+", text)
    vocabulary = {word.lower() for word in words}
    return [
        f"{first} {second}"
        for first, second in zip(words, words[1:], strict=False)
        if len(first) > 1 and len(second) > 1 and (first + second).lower() in vocabulary
    ]


def _missing_apostrophes(text: str) -> list[str]:
    """A plural in -s straight before the hand or card it owns ("the players hand"); "his hand" is fine."""
    return [
        match.group(0)
        for match in re.finditer(r"\b(\w+s) (hand|cards?)\b", text)
        if match.group(1).lower() not in {"his", "its", "this"}
    ]


def _bare_verbs(text: str) -> list[str]:
    """A singular subject with a verb that lacks its -s ("the best hand open the betting")."""
    return re.findall(r"\b(?:hand|card|player|dealer) (?:open|bet|raise|call|fold|check|show|post|wait|win)\b", text)


@pytest.mark.parametrize("document", list(DOCUMENTS.values()), ids=lambda d: d.id)
def test_every_slip_the_finders_see_is_marked_sic(document) -> None:
    text = _seed_text(document.seed_file)
    found = [*_split_words(text), *_missing_apostrophes(text), *_bare_verbs(text)]
    for phrase in found:
        cl = _clause_holding(document.id, phrase)
        assert any(re.search(rf"(?<!\w){re.escape(sic.word)}(?!\w)", phrase) for sic in cl.sic), (cl.id, phrase)


def test_the_finders_find_the_three_typos_the_issue_names() -> None:
    """Issue 12: "the player with the best hand open the betting", "Other wise" and "players hand"."""
    text = _seed_text(HOUSE_RULES.seed_file)
    assert _split_words(text) == ["Other wise"]
    assert _missing_apostrophes(text) == ["players hand"]
    assert _bare_verbs(text) == ["hand open"]


# --- the same marks wherever the sentence is quoted -----------------------------------------------------


def _quoted_typos() -> list[tuple[str, str]]:
    """(clause id, the words around a marked typo as the document writes them), for every [sic] of the registry."""
    found = []
    for cl in all_clauses():
        for sic in cl.sic:
            match = re.search(rf"(?:\S+\s+)?(?<!\w){re.escape(sic.word)}(?!\w)(?:\s+\S+)?", cl.text)
            assert match, (cl.id, sic.word)
            found.append((cl.id, match.group(0)))
    return found


@pytest.mark.parametrize(("clause_id", "words"), _quoted_typos())
def test_sic_a_quoted_typo_is_marked_in_the_engine_quote(clause_id: str, words: str) -> None:
    """A step's quote (what the widgets and the quiz show beside a clause link) marks the typo as the page does."""
    from engine.documents.registry import citation

    cl = clause(clause_id)
    assert citation(clause_id).quote == cl.marked
    for sic in cl.sic:
        assert re.search(rf"(?<!\w){re.escape(sic.word)} \[sic\]", cl.marked), (clause_id, sic.word)
    assert cl.marked.replace(" [sic]", "") == cl.text  # nothing else changed


def _chapter_markdown() -> list[tuple[str, str]]:
    import nbformat

    texts = []
    for path in sorted((ROOT / "book").rglob("*.ipynb")):
        if "_build" in path.parts:
            continue
        notebook = nbformat.read(path, as_version=4)
        text = "\n".join(cell.source for cell in notebook.cells if cell.cell_type == "markdown")
        texts.append((str(path.relative_to(ROOT)), re.sub(r"\s+", " ", text)))
    return texts


@pytest.mark.parametrize(("chapter", "text"), _chapter_markdown(), ids=lambda value: value if value.endswith(".ipynb") else "")
def test_sic_a_chapter_that_quotes_a_typo_marks_it_the_same_way(chapter: str, text: str) -> None:
    """A chapter quoting a sentence with a typo writes the typo as the document does, then [sic]: not
    with a bracketed correction ("fice [five]", "open[s]") that the rules pages do not use."""
    for cl in all_clauses():
        for sic in cl.sic:
            if not sic.note.startswith("read:"):
                continue  # a note on what the words mean (Manillen Plus's "52"), not a typo
            before, after = _neighbours(cl.text, sic.word)
            typo = re.escape(sic.word).replace(r"\ ", r"\s+")
            lead = rf"{re.escape(before)}\s+" if before else r"(?<!\w)"
            quoted = rf"{lead}{typo}(\s*\[[^\]]*\]|\[[^\]]*\])?\s*{re.escape(after)}"
            for match in re.finditer(quoted, text):
                assert (match.group(1) or "").strip() == "[sic]", (chapter, cl.id, match.group(0))


def _neighbours(text: str, word: str) -> tuple[str, str]:
    """The words just before (none at the start of the text) and just after ``word`` in ``text``."""
    match = re.search(rf"(?:(\S+)\s+)?(?<!\w){re.escape(word)}(?!\w)\s*(\S+)", text)
    assert match, (word, text)
    return match.group(1) or "", match.group(2)
