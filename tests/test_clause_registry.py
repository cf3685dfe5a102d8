"""The clause registry holds every rule document word for word, each clause once, with a valid id.

The seed documents are copied in tests/seeds/ (identical to ../shared/seeds/ when that
folder is present), so these tests run on a clean checkout.
"""

from __future__ import annotations

import pathlib
import re

import pytest
from refusals import refused

from engine.documents.clauses import ID_PATTERN, Clause
from engine.documents.interpretations import INTERPRETATIONS
from engine.documents.registry import DOCUMENTS, all_clauses, citation, clause, is_citable
from engine.errors import UnknownClauseError

SEEDS = pathlib.Path(__file__).parent / "seeds"
SHARED_SEEDS = pathlib.Path(__file__).resolve().parents[2] / "shared" / "seeds"


def _flat(text: str) -> str:
    """Whitespace folded to single spaces, so hard-wrapped lines compare with rejoined text."""
    return " ".join(text.split())


@pytest.mark.parametrize("document", list(DOCUMENTS.values()), ids=lambda d: d.id)
def test_every_clause_is_verbatim_in_its_seed_document(document):
    seed = _flat((SEEDS / document.seed_file).read_text(encoding="utf-8"))
    for cl in document.clauses():
        assert _flat(cl.text) in seed, f"{cl.id} is not word for word in {document.seed_file}: {cl.text!r}"


@pytest.mark.parametrize("document", list(DOCUMENTS.values()), ids=lambda d: d.id)
def test_clauses_follow_the_documents_order(document):
    seed = _flat((SEEDS / document.seed_file).read_text(encoding="utf-8"))
    position = 0
    for cl in document.clauses():
        found = seed.find(_flat(cl.text), position)
        assert found >= 0, f"{cl.id} is out of order"
        position = found + 1


def _rule_lines(document) -> list[str]:
    """Every line of the seed that is rule text (page chrome removed as seeds/README.md says)."""
    chrome = [
        r"^\|$",
        r"^Source: pokerpages",
        r"^New Zealand Gazette",
        r"^Page 282$",
        r"Poker Game Rules$",
        r"^282 NEW ZEALAND GAZETTE",
        r"^Next Page",
        r"^PDF embedding disabled",
        r"^View this page online",
        r"^VUW Te Waharoa",
        r"^NZLII",
        r"LLM interpretation",
        r"Schedule of Poker Rules \(continued",
        r"Trade, Customs",
        r"^Poker, Rules, Casino Games",
        r"^photo sharing",
        r"^Topics >>",
        r"Photos$",
        r"^Topic maintained by",
        r"has not yet selected any galleries",
        r"^-{10,}$",
    ]
    text = (SEEDS / document.seed_file).read_text(encoding="utf-8").replace("\ubc14\uce74\ub77c\uc0ac\uc774\ud2b8", "")
    lines = [line.strip().lstrip("| ").strip() for line in text.splitlines()]
    return [line for line in lines if line and not any(re.search(p, line) for p in chrome)]


def _tokens(text: str) -> str:
    return " " + " ".join(re.findall(r"[a-z0-9]+", text.lower())) + " "


@pytest.mark.parametrize("document", list(DOCUMENTS.values()), ids=lambda d: d.id)
def test_every_line_of_the_rule_text_is_in_the_registry(document):
    """Nothing of the rule text is lost: each line (its clause number aside) stands in the clauses, in order."""
    pieces = []
    for section in document.sections:
        pieces.append(section.heading or "")
        for paragraph in section.paragraphs:
            pieces.extend(cl.text for cl in paragraph)
    held = _tokens(" ".join(pieces))
    for line in _rule_lines(document):
        words = _tokens(re.sub(r"^(\(\w+\)|\d+\.\d+)\s+", "", line))
        assert words in held, f"{document.seed_file}: {line!r} is in no clause"


def test_ids_are_unique_valid_html_ids_with_their_documents_prefix():
    ids = [cl.id for cl in all_clauses()]
    assert len(ids) == len(set(ids))
    for cl in all_clauses():
        assert ID_PATTERN.fullmatch(cl.id), cl.id
        assert cl.id.startswith(cl.document + "-")
    assert not set(ids) & set(INTERPRETATIONS)


def test_the_registry_covers_all_four_documents():
    assert set(DOCUMENTS) == {"pp", "nzg", "hr", "mp"}
    counts = {doc_id: sum(1 for _ in doc.clauses()) for doc_id, doc in DOCUMENTS.items()}
    assert all(count > 0 for count in counts.values()), counts
    gazette = [cl.number for cl in DOCUMENTS["nzg"].clauses()]
    assert gazette == [
        "13.4(f)",
        "13.5",
        "13.5(a)",
        "13.5(b)",
        "13.5(c)",
        "13.5(d)",
        "13.5(e)",
        "14.0",
        "14.1",
        "14.1(a)",
        "14.1(b)",
        "14.1(c)",
        "14.1(c)(i)",
        "14.1(c)(ii)",
        "14.1(c)(iii)",
        "14.1(d)",
    ]


def test_repeats_point_back_to_an_earlier_clause_with_the_same_words():
    for cl in all_clauses():
        if cl.repeats:
            original = clause(cl.repeats)
            assert _flat(original.text).rstrip(".").lower() == _flat(cl.text).rstrip(".").lower(), cl.id


def test_sic_words_are_in_the_clause_text():
    marked = [cl for cl in all_clauses() if cl.sic]
    assert {"loc", "fice", "52"} <= {s.word for cl in marked for s in cl.sic}
    for cl in marked:
        for sic in cl.sic:
            assert re.search(rf"\b{re.escape(sic.word)}\b", cl.text), cl.id


def test_every_interpretation_quotes_real_clauses_and_every_option_has_its_default():
    for interp in INTERPRETATIONS.values():
        assert interp.id.startswith("int-") and ID_PATTERN.fullmatch(interp.id)
        assert interp.clauses, interp.id
        for cited in interp.clauses:
            assert isinstance(clause(cited), Clause)
        if interp.option:
            assert interp.option.default in interp.option.choices
            assert len(interp.option.choices) >= 2


def test_citations_resolve_clauses_and_interpretations_and_reject_unknown_ids():
    assert citation("nzg-13-5c").label == "NZ Gazette 13.5(c)"
    assert citation("pp-manila2-deck").page == "rules/pokerpages"
    assert citation("int-hilo-odd-chip").page == "interpretations"
    assert is_citable("mp-no-undertrump") and is_citable("int-standard-ranking")
    assert not is_citable("pp-manila4-deck")
    # an input the engine refuses (int-input-size), naming the id asked for and the prefixes ids have
    with refused(UnknownClauseError, "int-input-size", naming=("'pp-manila4-deck'", "pp-", "mp-", "method-"), only=True):
        clause("pp-manila4-deck")


@pytest.mark.skipif(not SHARED_SEEDS.is_dir(), reason="../shared/seeds is not present on this machine")
def test_the_copied_seeds_are_identical_to_the_shared_ones():
    for seed in sorted(SHARED_SEEDS.glob("*.txt")):
        assert (SEEDS / seed.name).read_bytes() == seed.read_bytes(), seed.name
