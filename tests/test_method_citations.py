"""Citations only where the source says it: steps that rest on mathematics or on the engine's method cite that method.

A rule document says the deck has 32 cards; it says nothing about C(32, 5), a simulated
share or its 95% margin. Those steps cite a method of the book (engine/documents/methods.py, ids
``method-...``), explained on book/methods.md, never a clause of a document. The sweep
below collects the steps the explorer, the quiz, the deal and the deal stepper's views
produce and checks every step that shows a statistic or a formula against that rule.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from math import comb, sqrt
from pathlib import Path, PurePosixPath

import pytest
from refusals import refused
from test_book_build import Site, _resolve, site  # noqa: F401 (site is the built book, a fixture)

from engine.documents import ids
from engine.documents.clauses import ID_PATTERN
from engine.documents.methods import METHODS, METHODS_PAGE
from engine.documents.registry import citation, is_citable
from engine.errors import UnknownClauseError
from engine.explain import Step
from engine.poker.deal import deal
from engine.poker.games import GAMES
from engine.teaching.chances import CHANCE_GAMES, showdown_chances
from engine.teaching.explorer import explore_hand, ranking_report
from engine.teaching.quiz import TOPICS, question_for
from widgets.render.html import clause_link, clause_url
from widgets.render.markdown import steps_markdown
from widgets.views import STEPPER_GAMES, Move, new_deal_view, step_view

ROOT = Path(__file__).resolve().parents[1]
ANCHOR = re.compile(r"\{anchor\}`([^`]*)`")
DOCUMENT_PREFIXES = ("pp-", "nzg-", "hr-", "mp-")

#: What shows that a sentence is mathematics or the engine's own method, not a rule's words.
#: (The explorer's verdict on the manila swap repeats two counts, "flushes are rarer than full
#: houses (208 against 1,344)", as the reason for the rule it cites; the counts themselves come
#: in the step before it, which cites method-combinations.)
#: ("×" and "+" alone are not markers: the Manillen Plus score multiplies by the doublings the
#: document names, mp-no-trumps "which doubles the score", and a pot-limit raise adds the pot
#: as nzg-13-5c says; those steps rest on the document.)
MARKERS = {
    "a combination C(n,k)": re.compile(r"\bC\(\d"),
    "a square root": re.compile("\u221a"),
    "a 95% margin": re.compile(r"95%|\bmargin\b"),
    "a share with its margin": re.compile(r"%\s*\u00b1"),
    "a count of simulated deals": re.compile(r"\bof [\d,]+ deals\b|\bsimulated\b|\bat random\b"),
    "a count of rank sets or runs": re.compile(r"\brank sets\b|\bruns of five ranks\b"),
    "a count or a comparison of counts": re.compile(r"\boutnumber\b|\bis rarer in this deck\b|\bthis deck holds\b"),
    "the cards left in the stub": re.compile(r"\bleaving [\d\s\u2212=]+ in the stub\b|\bleft in the stub\b"),
    "suits given to typed ranks": re.compile(r"\bgiven suits in turn\b"),
    "the stepper's quiet choice": re.compile(r"\bquiet choice\b"),
}


def _markers(text: str) -> list[str]:
    return [name for name, pattern in MARKERS.items() if pattern.search(text)]


# --- the registry -------------------------------------------------------------------------------


def test_every_method_id_is_well_formed_and_citable_on_the_methods_page():
    assert {"method-simulation", "method-simulation-margin", "method-combinations"} <= set(METHODS)
    for method_id, method in METHODS.items():
        assert method.id == method_id and method_id.startswith("method-") and ID_PATTERN.fullmatch(method_id)
        assert is_citable(method_id)
        cite = citation(method_id)
        assert cite.page == METHODS_PAGE and cite.label == f"Method: {method.title}"
        assert cite.quote == method.summary and method.explanation


def test_each_methods_see_also_names_citable_ids():
    for method in METHODS.values():
        assert all(is_citable(cited) and cited != method.id for cited in method.see_also), method.id


def test_a_typo_in_a_method_id_is_refused():
    assert not is_citable("method-simulation-margins")
    with refused(UnknownClauseError, ids.INT_INPUT_SIZE, naming=("'method-simulation-margins'",), only=True):
        citation("method-simulation-margins")


def test_method_texts_are_plain_text_formulas_without_dollar_maths():
    for method in METHODS.values():
        for text in (method.summary, method.formula, method.example, *method.explanation):
            assert "$" not in text and "\\" not in text, method.id


def test_the_worked_examples_are_right():
    """The numbers the methods page quotes, recomputed here from their formulas."""
    assert (comb(52, 5), comb(36, 5), comb(32, 5)) == (2_598_960, 376_992, 201_376)
    assert 8 * 7 * comb(4, 3) * comb(4, 2) == 1_344 and 4 * (comb(8, 5) - 4) == 208
    assert comb(32, 2) * comb(30, 5) == 496 * 142_506 == 70_682_976
    assert round(1.96 * sqrt(0.05 * 0.95 / 10_000), 4) == 0.0043
    assert 32 - (5 * 2 + 5 + 4) == 13
    for text in ("201,376", "1,344", "208"):
        assert text in " ".join(METHODS["method-combinations"].explanation) + METHODS["method-combinations"].example
    assert "70,682,976" in " ".join(METHODS["method-simulation"].explanation)
    assert "5.00% ± 0.43%" in METHODS["method-simulation-margin"].example


def test_each_method_names_engine_functions_that_exist():
    import importlib

    for method in METHODS.values():
        assert method.used_by, method.id
        for name in method.used_by:
            parts = name.split(".")
            for split in range(len(parts), 0, -1):
                try:
                    target: object = importlib.import_module(".".join(parts[:split]))
                except ModuleNotFoundError:
                    continue
                for attribute in parts[split:]:
                    target = getattr(target, attribute)
                break
            else:
                pytest.fail(f"{method.id}: {name} is not an engine function")


def test_the_engine_cites_every_method_and_only_methods_the_registry_has():
    """Every ``"method-..."`` literal in engine/ is a registered method, and no registered method goes uncited."""
    import ast

    literals = set()
    for path in (ROOT / "engine").rglob("*.py"):
        if path.name == "methods.py":  # the registry itself
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and ID_PATTERN.fullmatch(node.value):
                if node.value.startswith("method-"):
                    literals.add(node.value)
    assert literals - set(METHODS) == set(), "cited but not registered"
    assert set(METHODS) - literals == set(), "registered but never cited by a step"


# --- the page -------------------------------------------------------------------------------------


def test_the_methods_page_anchors_every_method_once_in_the_registrys_order():
    text = (ROOT / f"book/{METHODS_PAGE}.md").read_text(encoding="utf-8")
    assert ANCHOR.findall(text) == list(METHODS)
    for method in METHODS.values():
        assert f"## {{anchor}}`{method.id}`" in text


def test_the_methods_page_is_in_the_reference_part_of_the_table_of_contents():
    import yaml

    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    reference = next(part for part in toc["parts"] if part["caption"] == "Reference")
    assert {"file": f"book/{METHODS_PAGE}"} in reference["chapters"]


def test_every_method_id_is_one_html_id_on_the_built_methods_page(site: Site):  # noqa: F811
    page = PurePosixPath(f"book/{METHODS_PAGE}.html")
    assert page in site.pages, "the methods page was not built"
    ids = site.pages[page].ids
    for method_id in METHODS:
        assert ids.count(method_id) == 1, method_id
        elsewhere = [str(path) for path, other in site.pages.items() if path != page and method_id in other.ids]
        assert not elsewhere, (method_id, elsewhere)


@pytest.mark.parametrize("folder", ["book/games", "book"])
def test_links_the_engine_renders_to_a_method_land_on_its_section(site: Site, folder: str):  # noqa: F811
    link_base = "../" if folder != "book" else ""
    for method_id in METHODS:
        resolved = _resolve(site, PurePosixPath(folder) / "chapter.html", clause_url(method_id, link_base))
        assert resolved is not None
        path, fragment = resolved
        assert path == PurePosixPath(f"book/{METHODS_PAGE}.html") and fragment in site.pages[path].ids


def test_a_method_renders_as_a_link_in_html_markdown_and_text():
    step = Step(ids.METHOD_SIMULATION_MARGIN, "Each share comes with its 95% margin.")
    assert clause_link(step.clause, "../") == (
        '<a class="rb-cite" href="../methods.html#method-simulation-margin" '
        'title="Method: the 95% margin of a simulated share">Method: the 95% margin of a simulated share</a>'
    )
    assert steps_markdown([step]).endswith("{clause}`method-simulation-margin`")
    assert str(step).endswith("[method-simulation-margin]")


def test_the_live_pages_link_a_method_to_the_methods_page():
    from book._ext import serve

    text = serve.live_markdown("{clause}`method-simulation-margin`", ROOT / "book" / "games")
    assert text == "[Method: the 95% margin of a simulated share](/book/methods.html#method-simulation-margin)"


# --- the explorer's simulation --------------------------------------------------------------------


@pytest.mark.parametrize("game", [game.name for game in CHANCE_GAMES])
def test_the_explorers_margin_step_cites_method_simulation_margin_not_a_rule_document(game):
    decision = showdown_chances(game, deals=200, rng=random.Random(11))
    margin = [step for step in decision.because if "95% margin" in step.text]
    assert len(margin) == 1
    assert margin[0].clause == "method-simulation-margin"
    assert not margin[0].clause.startswith(DOCUMENT_PREFIXES)
    assert margin[0] in decision.value.method
    simulated = next(step for step in decision.because if "deals were simulated" in step.text)
    assert simulated.clause == "method-simulation"


@pytest.mark.parametrize("game", [game.name for game in CHANCE_GAMES])
def test_the_simulation_still_cites_the_rules_it_applies(game):
    """The deck and the hole-card rule come from the documents: those steps keep their clauses."""
    rules = next(chance_game for chance_game in CHANCE_GAMES if chance_game.name == game)
    cited = [step.clause for step in showdown_chances(game, deals=50, rng=random.Random(2)).because]
    assert rules.deck.clause in cited and rules.selection.clause in cited


def test_hand_counts_cite_combinations_and_the_deck_keeps_its_clause():
    decision = ranking_report("manila", "32")
    counts = next(step for step in decision.because if "full houses (" in step.text)
    assert counts.clause == "method-combinations"
    hands = next(step for step in decision.because if "C(32,5) = 201,376" in step.text)
    assert hands.clause == "method-combinations"
    deck = next(step for step in decision.because if step.text.startswith("The 2 Card Manila deck has 32 cards"))
    assert deck.clause == "pp-manila2-deck"
    verdict = next(step for step in decision.because if "a flush beats a full house" in step.text)
    assert verdict.clause == "pp-manila2-flush-beats-full-house"


# --- the sweep ------------------------------------------------------------------------------------


def _explorer_steps() -> Iterator[tuple[str, Step]]:
    for deck in ("52", "36", "32"):
        for ranking in ("standard", "manila"):
            for step in ranking_report(ranking, deck).because:
                yield f"ranking_report({ranking}, {deck})", step
            for step in explore_hand("A-7-8-9-10", ranking, deck).because:
                yield f"explore_hand({ranking}, {deck})", step
    for game in CHANCE_GAMES:
        for step in showdown_chances(game, deals=300, rng=random.Random(5)).because:
            yield f"showdown_chances({game.name})", step


def _quiz_steps() -> Iterator[tuple[str, Step]]:
    for topic in TOPICS.values():
        for game in topic.games:
            for seed in range(3):
                # the explanation, not mark()'s "Right: <the answer>", which cites the clause deciding the question
                question = question_for(topic.key, game, seed)
                for step in question.because:
                    yield f"quiz {topic.key} {game} seed {seed}", step


def _deal_and_view_steps() -> Iterator[tuple[str, Step]]:
    for game in GAMES.values():
        hand = deal(game, players=min(game.max_players, 5), button=1, rng=random.Random(3))
        for event in hand.events:
            for step in event.because:
                yield f"deal {game.key}", step
    for game in STEPPER_GAMES:
        view = new_deal_view(game, players=4, stake=2, button=1, seed=8, canberra=False, teaching=True)
        while view.can_next:
            view = step_view(view.walk, move=Move.NEXT, teaching=True)
            for step in view.because:
                yield f"step_view {game}", step


SOURCES = {"explorer": _explorer_steps, "quiz": _quiz_steps, "deals and views": _deal_and_view_steps}


@pytest.mark.parametrize("source", list(SOURCES))
def test_every_step_showing_a_statistic_or_a_formula_cites_a_method(source):
    checked = 0
    wrong = []
    for where, step in SOURCES[source]():
        markers = _markers(step.text)
        if not markers:
            continue
        checked += 1
        if step.clause not in METHODS:
            wrong.append(f"{where}: [{step.clause}] ({', '.join(markers)}) {step.text}")
    assert checked, f"no step of the {source} shows a statistic or a formula: is the sweep reading them?"
    assert not wrong, "\n".join(dict.fromkeys(wrong))


@pytest.mark.parametrize("source", list(SOURCES))
def test_every_step_citing_a_method_cites_one_the_registry_has(source):
    for where, step in SOURCES[source]():
        if step.clause.startswith("method-"):
            assert step.clause in METHODS, (where, step)


def test_the_sweep_finds_each_kind_of_marker():
    """Each marker is met somewhere, so none of them is dead code that would let a step through."""
    found = {name for source in SOURCES.values() for _where, step in source() for name in _markers(step.text)}
    assert found == set(MARKERS)
