"""Every amount of money a reader sees carries its unit: dollars in the manila games, chips elsewhere.

The manila games' documents write every amount in dollars ("The betting structure for $2 manila is
$2, $4, $4, $4, $8", ``pp-manila2-structure``); the other games' documents name no currency, and the
engine counts their amounts in chips.  So "$118" or "118 chips", never "118": not in a deal's events, a
walkthrough's steps, a betting round, the raise calculator (its answer, its arithmetic, its table), a
showdown (its steps, its table, the explainer's headline) or a quiz question (its story, its choices,
its answer's steps).

The sweep below makes those texts from many seeded deals, walkthroughs, calculator inputs, showdowns
and questions, and looks for an amount written without its unit after the words that introduce one
("pot", "call", "raise to", "bet", "between ... and", "blind", "ante", "wins ...:", "up to", a list of
amounts separated by ";" ...).  Counts that are not money (seats, rounds, raises, players, cards, the
Manillen Plus points) are not amounts, and are left alone.
"""

from __future__ import annotations

import html
import random
import re
from collections.abc import Iterator

import pytest

from engine.poker.betting.options import betting_options
from engine.poker.betting.round import BettingRound, start_round
from engine.poker.betting.schedule import betting_structure, round_bet
from engine.poker.betting.stakes import Structure
from engine.poker.betting.structures import STRUCTURE_INPUTS
from engine.poker.deal import deal
from engine.poker.game import Family, Game
from engine.poker.game_stakes import default_stakes
from engine.poker.games import GAMES
from engine.teaching.quiz import TOPICS, mark, question_for
from engine.teaching.walkthrough import start_walkthrough
from widgets.raise_calculator import PRESETS, RaiseCalculator
from widgets.render.formatters import to_html, to_markdown
from widgets.render.html import html as shown_html
from widgets.showdown_explainer import ShowdownExplainer
from widgets.views import Act, Move, dealt_showdown_view, new_deal_view, raise_view, step_view

#: An amount with its unit: a currency sign before it, or chips after it (a list names its chips once).
MONEY = re.compile(r"\$\d+|\b\d+(?:(?:, | and )\d+)* chips?\b")
N = r"(?P<n>\d+)"
#: Words after a number that make it a count, not an amount.
COUNT = r"(?!\d)(?!\s*(?:raises?|players?|cards?|seats?|rounds?|more|of the round|ways|up-cards?)\b)"
#: The phrases that introduce an amount of money, each followed by the amount.
INTRODUCED = [
    rf"\bpot(?: of| is(?: now)?| held| was)?:?\s+{N}",
    rf"\bcall(?:s|ed)?(?: the bet of)?\s+{N}",
    rf"\braise(?:s|d)? (?:to|by)(?: up to| between| at least| at most| exactly)?\s+{N}",
    rf"\bbets?(?: of| is| was)?,?\s+{N}",
    rf"\bbetween \$?\d+(?: chips?)? and\s+{N}",
    rf"\b(?:blind|ante)s?(?: of| is|,)?\s+{N}",
    rf"\bwins?\b[^.;:()]*?:\s+{N}",
    rf"\bwins\s+{N}",
    rf"\b(?:up to|at least|at most|all in to|go to|may go to)\s+{N}",
    rf"\b(?:minimum|maximum|stake)(?: bet)?,?\s+{N}",
    rf"\bhalf of(?: that is)?\s+{N}",
    rf"\bthat is\s+{N}",
    rf"= {N}(?=, so you may|; half)",
    rf"\bhave\s+{N}(?= behind)",
    rf"\bput in\s+{N}",
    rf":\s+{N}(?= each\b)",
    rf"\b{N}(?= for (?:high|low)\b)",
    rf"(?<![\w$.]){N}(?=(?:; \d+){{2,}}(?![\w.]))",  # a list of amounts: "2; 4; 4; 4; 8"
    rf"\bbets (?:\d+, )*{N}(?=, \d)",  # the list after "bets": "bets 2, 2, 4, 4"
    rf"<td[^>]*>{N}</td>",  # a number alone in a table cell: the amounts of a showdown or the calculator
]
BARE = [re.compile(pattern + COUNT, re.I) for pattern in INTRODUCED]


STYLES = re.compile(r"<style>.*?</style>", re.S)


def visible(fragment: str) -> str:
    """The words of an HTML fragment (table cells kept apart), or plain text as it is."""
    if "<" not in fragment:
        return fragment
    fragment = STYLES.sub("", fragment)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", fragment)).split())


def bare_amounts(text: str) -> list[str]:
    """Each amount in ``text`` written without its unit, with the words around it."""
    found = []
    text = STYLES.sub("", text)  # the page styles hold no amounts (and are most of a fragment's length)
    for form in {text, visible(text)}:
        marked = {index for match in MONEY.finditer(form) for index in range(match.start(), match.end())}
        for pattern in BARE:
            for match in pattern.finditer(form):
                start, end = match.span("n")
                if start not in marked and form[start - 1 : start] != "$":
                    found.append(f"...{form[max(0, start - 50) : end + 20]}...")
    return found


def test_the_checker_finds_the_amounts_the_issue_names_and_passes_them_with_units():
    """The bare amounts of issue 10, and the same written with their units."""
    for bare in (
        "Seat 2 wins the pot: 118.",
        "<caption>2 Card Manila showdown, pot 118</caption>",
        "2; 4; 4; 4; 8",
        "You may call 10, raise to between 20 and 60 or fold.",
        "Pot 40 + call 10 = 50, so you may raise by up to 50, to 60.",
        "Seat 2 posts the small blind of 1.",
        "A 2/4 fixed limit game bets 2, 2, 4, 4 round by round.",
        "The low half of 20 is split 2 ways: 10 each.",
        "<td>40</td>",
    ):
        assert bare_amounts(bare), bare
    for written in (
        "Seat 2 wins the pot: $118.",
        "<caption>2 Card Manila showdown, pot $118</caption>",
        "$2, $4, $4, $4, $8",
        "You may call 10 chips, raise to between 20 and 60 chips or fold.",
        "Pot 40 chips + call 10 chips = 50 chips, so you may raise by up to 50 chips, to 60 chips.",
        "Seat 2 posts the small blind of 1 chip.",
        "A 2/4 fixed limit game bets 2, 2, 4, 4 chips round by round.",
        "The low half of 20 chips is split 2 ways: 10 chips each.",
        "With 4 players in the hand a round has at most 3 raises; raise 1 of the round, seat 3 acts first.",
    ):
        assert bare_amounts(written) == [], written


def unit_is_the_games(text: str, game: Game) -> None:
    """Dollars in the manila games, chips in the others: never the other game's unit."""
    if game.currency:
        assert not re.search(r"\b\d+ chips?\b", text), text
    else:
        assert "$" not in text, text


def every_number_is_money(text: str) -> bool:
    """True when every number in ``text`` is an amount with its unit (a choice's words, say)."""
    rest = MONEY.sub("", text)
    return not re.search(r"\d", rest)


# --- the texts: deals, walkthroughs, betting rounds --------------------------------------------------


def _walkthrough_texts(game: Game, seed: int) -> Iterator[str]:
    """A hand of a flop or manila game stepped through with random legal choices: every text it shows."""
    rng = random.Random(seed)
    players = rng.randint(2, min(6, game.max_players))
    stake = rng.choice((1, 2, 5) if game.family is Family.MANILA else (2, 4, 10))
    hand = deal(game, players=players, button=rng.randint(1, players), stake=stake, rng=rng)
    walk = start_walkthrough(hand)
    while not walk.finished:
        if walk.waiting:
            legal = walk.legal_actions().value
            for choice in legal:
                assert every_number_is_money(choice.text), choice.text
                yield choice.text
            choice = rng.choices(legal, weights=[1 if c.kind.value == "fold" else 4 for c in legal])[0]
            to = rng.randint(choice.min_to, choice.max_to) if choice.max_to > choice.min_to else None
            walk = walk.act(choice.action(to))
            assert isinstance(walk.betting, BettingRound)
            yield str(walk.betting)
            yield to_html(walk.betting)
            yield to_markdown(walk.betting)
        else:
            walk = walk.next()
        assert walk.moment is not None
        yield walk.moment.headline
        yield from (step.text for step in walk.moment.because)
    assert walk.result is not None
    yield to_html(walk.result)
    yield to_markdown(walk.result)


WALKED = [game for game in GAMES.values() if game.family in (Family.MANILA, Family.FLOP)]


@pytest.mark.parametrize("game", WALKED, ids=lambda game: game.key)
def test_pp_manila2_structure_every_amount_of_a_walkthrough_has_its_unit(game):
    for seed in range(12):
        for text in _walkthrough_texts(game, seed):
            assert bare_amounts(text) == [], text
            unit_is_the_games(visible(text), game)


@pytest.mark.parametrize("game", GAMES.values(), ids=lambda game: game.key)
def test_every_amount_of_a_deal_and_its_showdown_has_its_unit(game):
    for seed in range(6):
        rng = random.Random(seed)
        players = rng.randint(game.min_players, min(7, game.max_players))
        hand = deal(game, players=players, button=rng.randint(1, players), rng=rng)
        texts = [to_html(hand), *(to_html(event) for event in hand.events)]
        texts += [step.text for event in hand.events for step in event.because]
        result = hand.showdown(pot=rng.choice((7, 40, 41, 118)))
        texts += [to_html(result), to_markdown(result), result.headline, result.explain()]
        for text in texts:
            assert bare_amounts(text) == [], text
            unit_is_the_games(visible(text), game)


# --- the deal stepper ----------------------------------------------------------------------------------


@pytest.mark.parametrize("game", [game for game in GAMES.values() if game.family is Family.MANILA])
def test_pp_manila2_structure_the_stepper_writes_every_amount_in_dollars(game):
    for seed in range(4):
        view = new_deal_view(game, players=5, stake=2 + seed, button=1 + seed, seed=seed, canberra=False, teaching=True)
        while view.can_next:
            move = Act(len(view.actions) - 2) if view.actions and seed % 2 else Move.NEXT
            view = step_view(view.walk, move=move, teaching=True)
            showdown = shown_html(view.showdown) if view.showdown is not None else ""
            for text in (view.headline, view.note, view.pot, showdown, *(step.text for step in view.because)):
                assert bare_amounts(text) == [], text
                unit_is_the_games(visible(text), game)
            assert view.pot.startswith("$")


# --- the raise calculator -------------------------------------------------------------------------------


def _situations(structure: Structure, rng: random.Random) -> Iterator[dict[str, object]]:
    """The calculator's inputs at the turns of betting rounds played with random legal choices
    (opening bets, calls, raises and all ins, in every round), at stakes of ``structure``."""
    stakes_values = {
        Structure.MANILA_LIMIT: {"stake": rng.choice((1, 2, 5))},
        Structure.FIXED_LIMIT: {"small_bet": 2, "big_bet": 4},
        Structure.SPREAD_LIMIT: {"minimum": 2, "maximum": 6},
    }.get(structure, {"minimum": rng.choice((1, 2, 5))})
    stakes = STRUCTURE_INPUTS[structure].build(**stakes_values)
    for _ in range(12):
        players = rng.randint(2, 5)
        betting = start_round(
            stakes,
            stacks={seat: rng.choice((5, 30, 100)) for seat in range(1, players + 1)},
            round_number=rng.randint(1, stakes.round_count),
            pot=rng.choice((0, 10, 40)),
        )
        while not betting.is_complete:
            player = betting.player(betting.to_act)
            yield {
                "structure": structure,
                **stakes_values,
                "round_number": betting.round_number,
                "pot": betting.pot,
                "current_bet": betting.current_bet,
                "put_in": player.put_in,
                "raise_count": betting.raise_count,
                "last_raise": None if structure.is_limit else betting.last_raise,
                "player_count": len(betting.players_in),
                "stack": player.stack,
            }
            legal = betting.legal_actions().value
            choice = rng.choice(legal)
            to = rng.randint(choice.min_to, choice.max_to) if choice.max_to > choice.min_to else None
            betting = betting.apply(choice.action(to))


@pytest.mark.parametrize("structure", list(Structure))
def test_nzg_13_5c_the_raise_calculator_writes_every_amount_with_its_unit(structure):
    rng = random.Random(structure.value)
    answered = 0
    for values in _situations(structure, rng):
        view = raise_view(values)
        if view.decision is None:
            continue
        answered += 1
        options = view.decision.value
        assert every_number_is_money(str(options)), str(options)
        for text in (str(options), view.decision.explain()):
            assert bare_amounts(text) == [], text
    assert answered >= 10, "the sweep reaches the calculator's answers"


@pytest.mark.parametrize("name", list(PRESETS))
def test_nzg_13_5c_every_worked_example_writes_its_amounts_with_their_unit(name):
    """The widget's answer, its table of amounts and its arithmetic (pot limit: "raise to between 20 and 60")."""
    calculator = RaiseCalculator(preset=name)
    for text in (calculator.explanation_text(), calculator.pane.value, calculator.explanation().markdown):
        assert bare_amounts(text) == [], text
    answer = re.search(r'<table class="rb-table rb-answer">.*?<tbody>(.*?)</tbody>', calculator.pane.value, re.S)
    assert answer, calculator.pane.value[:300]
    to_call, _allowed, least, most = re.findall(r"<td>([^<]*)</td>", answer.group(1))
    cells = [to_call, least, most]
    assert cells and all(every_number_is_money(cell) for cell in cells), cells


def test_nzg_13_5c_pot_limit_pot_40_and_call_10_reads_in_chips():
    """The Gazette's example with its unit: call 10 chips, raise to between 20 and 60 chips."""
    view = raise_view(
        {"structure": "pot limit", "minimum": 2, "round_number": 2, "pot": 40, "current_bet": 10, "player_count": 3}
    )
    assert view.decision is not None
    options = view.decision.value
    assert (options.amount_to_call, options.min_raise_to, options.max_raise_to) == (10, 20, 60)
    assert options.choices() == ("call 10 chips", "raise to between 20 and 60 chips", "fold")


@pytest.mark.parametrize("structure", list(Structure))
def test_pp_manila2_structure_a_structure_lists_its_bets_with_their_unit(structure):
    """ "$2, $4, $4, $4, $8", not "2; 4; 4; 4; 8"."""
    arguments = {
        Structure.MANILA_LIMIT: {"stake": 2},
        Structure.FIXED_LIMIT: {"small_bet": 2},
        Structure.SPREAD_LIMIT: {"minimum": 2, "maximum": 6},
    }.get(structure, {"minimum": 2})
    stakes = STRUCTURE_INPUTS[structure].build(**arguments)
    listed = betting_structure(stakes)
    assert listed.value == stakes.bets
    for decision in (listed, round_bet(stakes, 1)):
        shown = to_html(decision)
        assert bare_amounts(shown) == [], shown
        assert every_number_is_money(decision.wording), decision.wording
    if structure is Structure.MANILA_LIMIT:
        assert listed.wording == "$2, $4, $4, $4, $8"


def test_every_amount_of_the_options_at_each_games_own_stakes_has_its_unit():
    """The options of the second round of each game's own stakes, facing the round's bet."""
    for game in GAMES.values():
        stakes = default_stakes(game, stake=2)
        options = betting_options(stakes, round_number=2, pot=30, current_bet=stakes.bets[1], player_count=3)
        assert every_number_is_money(str(options.value)), str(options.value)
        assert bare_amounts(options.explain()) == [], options.explain()


# --- the showdown explainer -----------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES.values(), ids=lambda game: game.key)
def test_the_showdown_explainer_writes_every_amount_with_its_unit(game):
    """Its headline ("Seat 2 wins 21 chips; ... (pot 41 chips)"), its table and its steps, odd chips too."""
    options = {"hilo_odd_chip": "high", "stud_odd_chip": "suit"}
    for seed in range(6):
        view = dealt_showdown_view(
            game, players=min(4, game.max_players), button=1, seed=seed, pot=41 + seed, **options
        )
        assert view.result is not None
        explainer = ShowdownExplainer(game=game.key, hands=dict(view.hands), board=view.board, pot=41 + seed, button=1)
        headline = re.sub(r"\b[Ss]eats? \d+", "", explainer.explanation_text().splitlines()[0])
        assert every_number_is_money(headline), headline
        for text in (explainer.pane.value, explainer.explanation_text(), explainer.explanation().markdown):
            assert bare_amounts(text) == [], text
            unit_is_the_games(visible(text), game)


# --- the quiz ---------------------------------------------------------------------------------------------

POKER_TOPICS = [topic for topic in TOPICS if topic not in ("legal-plays", "manillen-score")]  # points, not money
PAIRS = [(topic, game) for topic in POKER_TOPICS for game in TOPICS[topic].games]


@pytest.mark.parametrize(("topic", "game"), PAIRS)
def test_every_amount_of_a_quiz_question_has_its_unit(topic, game):
    for seed in range(25):
        question = question_for(topic, game, seed)
        wrong = (question.answer_index + 1) % len(question.choices)
        texts = [question.prompt, *question.choices, *(step.text for step in question.because)]
        texts += [step.text for step in mark(question, wrong).because[:1]]
        texts.append(to_html(question))
        for text in texts:
            assert bare_amounts(text) == [], text
            unit_is_the_games(visible(text), GAMES[game])
        if topic in ("amount-to-call", "raise-limits"):
            assert all(every_number_is_money(choice) for choice in question.choices), question.choices
