"""The dealer's quiz: every topic's questions are well formed, and every answer key is the engine's.

Each answer key is recomputed here from the question's inputs by calling the engine directly --
start_round and its actions, stud_opener, showdown, evaluate, deal, legal_plays, deal_score -- and
each choice is read back from its text, so a choice is right exactly when it states the engine's
answer: the key is right and no distractor is also right.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable

import pytest
from budget import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from refusals import refused
from test_quiz_side_pots import NEW_JUDGES

from engine.cards import parse_cards
from engine.documents import ids
from engine.documents.registry import citation, is_citable
from engine.errors import GeneratorError, QuizError
from engine.manillen.deal import call_trump
from engine.manillen.scoring import deal_score, tie_factor
from engine.manillen.tricks import legal_plays
from engine.poker.betting.actions import Action, ActionKind
from engine.poker.betting.round import start_round
from engine.poker.betting.structures import half_pot, manila_limit, no_limit, pot_limit, spread_limit
from engine.poker.deal import deal
from engine.poker.events import EventKind
from engine.poker.game_stakes import default_stakes
from engine.poker.games import GAMES
from engine.poker.rankings import Category, evaluate
from engine.poker.showdown import showdown
from engine.poker.stud import stud_opener
from engine.teaching.quiz import (
    QUIZ_GAMES,
    TOPICS,
    Question,
    game_bank,
    make_question,
    mark,
    question_bank,
    question_for,
    topics_for,
)
from widgets.quiz import static_quiz_html
from widgets.render.formatters import to_html, to_markdown
from widgets.render.html import clause_url
from widgets.render.quiz import bank_export, bank_json, question_record

PAIRS = [(topic, game) for topic in TOPICS for game in TOPICS[topic].games]
#: Seeds per game and topic for the general sweep; the forced-bet sweep of the stud games runs 300
#: (tests/test_stud_opening_bet.py, issue 12's Done-when).
SEEDS = range(40)


# --- recomputing a question's answer with the engine ---------------------------------------------

Judge = Callable[[str], bool]


def _stakes(spec: dict[str, object]):  # type: ignore[no-untyped-def]
    kind = spec["constructor"]
    if kind == "manila_limit":
        return manila_limit(stake=spec["stake"])
    if kind == "default_stakes":
        return default_stakes(spec["game"], stake=spec["stake"])
    shape = {"minimum": spec["minimum"], "blinds": spec["blinds"], "round_count": spec["round_count"]}
    if kind == "spread_limit":
        return spread_limit(maximum=spec["maximum"], **shape)
    return {"pot_limit": pot_limit, "half_pot": half_pot, "no_limit": no_limit}[kind](**shape)


def rebuild_round(question: Question):  # type: ignore[no-untyped-def]
    """The betting round of a betting question, replayed from its stakes, stacks and actions."""
    given = question.inputs
    stakes = _stakes(given["stakes"])
    betting = start_round(
        stakes,
        stacks={int(seat): chips for seat, chips in given["stacks"].items()},
        round_number=given["round_number"],
        pot=given["pot"],
        first_to_act=given.get("first_to_act"),  # stud: the opener the up-cards name
        must_open=given.get("must_open", False),  # stud's first round: the opener's forced bet
    )
    for kind, to in given["actions"]:
        betting = betting.apply(Action(ActionKind(kind), to))
    return stakes, betting


def judge_betting(question: Question) -> Judge:
    """Replay the betting round and ask the raise calculator."""
    given = question.inputs
    stakes, betting = rebuild_round(question)
    options = betting.options().value
    ask = given["ask"]
    if ask == "fixed":
        assert options.min_raise_to == options.max_raise_to
    amount = {
        "call": options.amount_to_call,
        "min": options.min_raise_to,
        "max": options.max_raise_to,
        "fixed": options.min_raise_to,
    }[ask]
    assert f"Seat {betting.to_act} " in question.prompt
    return lambda text: text == stakes.money(amount)


def judge_stud(question: Question) -> Judge:
    given = question.inputs
    up = {int(seat): cards for seat, cards in given["up_cards"].items()}
    opener = stud_opener(question.game, up, dealer=given["dealer"]).value
    return lambda text: text == f"Seat {opener}"


def _seats(text: str) -> set[int]:
    return {int(number) for number in re.findall(r"\d+", text)}


def judge_showdown(question: Question) -> Judge:
    given = question.inputs
    hands = {int(seat): cards for seat, cards in given["hands"].items()}
    result = showdown(question.game, hands, given["board"], pot=given["pot"], button=given["button"])
    winners = set(result.high_winners)

    def judge(text: str) -> bool:
        single = re.fullmatch(r"Seat (\d+) wins", text)
        split = re.fullmatch(r"Seats ([\d, and]+) split the pot", text)
        assert single or split, text
        return _seats(text) == winners

    return judge


def judge_straights(question: Question) -> Judge:
    game = GAMES[question.game]
    want_straight = question.inputs["ask"] == "straight"
    assert ("is a straight" if want_straight else "is not a straight") in question.prompt

    def judge(text: str) -> bool:
        hand = evaluate(parse_cards(text), game.ranking, game.deck)
        return (hand.category is Category.STRAIGHT) == want_straight

    return judge


def judge_burns(question: Question) -> Judge:
    given = question.inputs
    hand = deal(question.game, players=given["players"], button=given["button"], rng=random.Random(given["deal_seed"]))
    burn = next(
        event for event in hand.events if event.kind is EventKind.BURN and event.counts.burned == given["burn_number"]
    )
    before = hand.events[burn.index - 1].counts
    assert f"{before.dealt} cards have been dealt" in question.prompt
    assert before.total == burn.counts.total == GAMES[question.game].deck.size

    def judge(text: str) -> bool:
        found = re.fullmatch(r"Burn card (\d+); (\d+) left in the stub", text)
        assert found, text
        return (int(found[1]), int(found[2])) == (burn.counts.burned, burn.counts.stub)

    return judge


def judge_legal_plays(question: Question) -> Judge:
    given = question.inputs
    allowed = legal_plays(
        given["hand"],
        given["trick"],
        trump=given["trump"],
        dealer=given["dealer"],
        leader=given["leader"],
        player_count=given["player_count"],
    ).allowed
    return lambda text: set(parse_cards(text)) == set(allowed)


def judge_score(question: Question) -> Judge:
    given = question.inputs
    contract = call_trump(
        given["trump"],
        player_count=given["player_count"],
        dealer=given["dealer"],
        go_along=given["go_along"],
        go_against=given["go_against"],
    )
    result = deal_score(contract, given["dealer_points"], ties_before=given["ties_before"])
    scored = {team: amount for team, amount in result.awards.items() if amount}
    if scored:
        expected = ({seat for team in scored for seat in team}, set(scored.values()).pop())
    else:
        expected = (set(), tie_factor(result.ties_after))

    def judge(text: str) -> bool:
        tie = re.fullmatch(r"No one scores, and the next deal counts \u00d7 (\d+)", text)
        if tie:
            return (set(), int(tie[1])) == expected
        score = re.fullmatch(r"Seats? ([\d, and]+?) (?:each )?scores? (\d+)(?: as a team)?", text)
        if score is None:
            return False  # a sentence that states no award ("Both sides score 30") is never the key
        return (_seats(score[1]), int(score[2])) == expected

    return judge


JUDGES: dict[str, Callable[[Question], Judge]] = {
    "amount-to-call": judge_betting,
    "raise-limits": judge_betting,
    "stud-opener": judge_stud,
    "manila-showdown": judge_showdown,
    "straights": judge_straights,
    "burns-and-counts": judge_burns,
    "legal-plays": judge_legal_plays,
    "manillen-score": judge_score,
    **NEW_JUDGES,  # side pots, the uncalled bet, pot limit with an all-in, the odd chip: worked out independently
}


def assert_key_is_the_engines(question: Question) -> None:
    """Exactly one choice states the engine's answer, and it is the key."""
    judge = JUDGES[question.topic](question)
    right = [index for index, choice in enumerate(question.choices) if judge(choice)]
    assert right == [question.answer_index], (question.prompt, question.choices, right)


def assert_well_formed(question: Question) -> None:
    assert 3 <= len(question.choices) <= 5
    assert len(set(question.choices)) == len(question.choices)
    assert 0 <= question.answer_index < len(question.choices)
    assert question.game in TOPICS[question.topic].games
    assert question.because and is_citable(question.clause)
    assert all(is_citable(step.clause) for step in question.because)
    assert question.id == f"{question.topic}:{question.game}:{question.seed}"
    json.dumps(question.inputs)  # JSON-ready


# --- every topic, every game it covers ---------------------------------------------------------------


def test_topics_cover_the_games_their_rules_apply_to() -> None:
    assert TOPICS["stud-opener"].games == ("seven-card-stud", "seven-card-stud-hilo", "five-card-stud")
    assert TOPICS["manila-showdown"].games == ("manila-2", "manila-3", "manila-3-no-sixes")
    assert set(TOPICS["amount-to-call"].games) == set(GAMES)
    assert TOPICS["legal-plays"].games == TOPICS["manillen-score"].games == ("manillen-plus",)
    assert {game for topic in TOPICS.values() for game in topic.games} == set(QUIZ_GAMES)
    assert topics_for("Seven-Card Stud") == (
        "amount-to-call",
        "raise-limits",
        "stud-opener",
        "straights",
        "burns-and-counts",
        "side-pots",
        "uncalled-bet",
        "pot-limit-all-in",
        "odd-chip",
    )


@pytest.mark.parametrize(("topic", "game"), PAIRS, ids=[f"{t}-{g}" for t, g in PAIRS])
def test_every_topic_asks_valid_questions_with_the_engines_answer(topic: str, game: str) -> None:
    for seed in SEEDS:
        question = question_for(topic, game, seed)
        assert_well_formed(question)
        assert_key_is_the_engines(question)


@settings(max_examples=examples(40), deadline=None)
@given(seed=st.integers(0, 2**32 - 1), topic=st.sampled_from(sorted(TOPICS)))
def test_any_seed_gives_a_question_whose_key_is_the_engines(seed: int, topic: str) -> None:
    question = make_question(random.Random(seed), topic=topic)
    assert question.topic == topic
    assert_well_formed(question)
    assert_key_is_the_engines(question)


def test_distractors_include_the_mistakes_people_make() -> None:
    """The raise that doubles, the ace-low straight in manila, a stud tie settled by position."""
    doubled = ace_low = by_position = 0
    for seed in range(80):
        raised = question_for("raise-limits", "manila-2", seed)
        stakes, betting = rebuild_round(raised)
        double = stakes.money(2 * betting.current_bet)
        doubled += double in raised.choices and double != raised.answer
        straight = question_for("straights", "manila-2", seed)
        ace_low += any(
            {card.rank.label for card in parse_cards(choice)} == {"A", "7", "8", "9", "10"}
            for choice in straight.choices
            if choice != straight.answer
        )
        opener = question_for("stud-opener", "seven-card-stud", seed)
        up = {int(seat): cards for seat, cards in opener.inputs["up_cards"].items()}
        seat = stud_opener("seven-card-stud", up, dealer=opener.inputs["dealer"], opener_ties="position").value
        by_position += f"Seat {seat}" in opener.choices and f"Seat {seat}" != opener.answer
    assert doubled >= 5 and ace_low >= 5 and by_position >= 3, (doubled, ace_low, by_position)


# --- marking ------------------------------------------------------------------------------------


def test_mark_says_right_or_wrong_with_the_clause() -> None:
    question = question_for("stud-opener", "five-card-stud", 3)
    right = mark(question, question.answer_index)
    assert right.value is True
    assert right.because[0].clause == question.clause
    assert right.because[0].text == f"Right: {question.answer}."
    assert right.because[1:] == question.because
    wrong_index = (question.answer_index + 1) % len(question.choices)
    wrong = mark(question, wrong_index)
    assert wrong.value is False
    assert question.choices[wrong_index] in wrong.because[0].text and question.answer in wrong.because[0].text


@pytest.mark.parametrize("choice", [-1, 5, 99, True, "0", 1.0, None])
def test_mark_refuses_a_choice_that_is_not_one(choice: object) -> None:
    question = question_for("manillen-score", "manillen-plus", 1)
    # a question's choices are numbered from 0 (method-quiz)
    with refused(QuizError, ids.METHOD_QUIZ, naming=(repr(choice),), only=True):
        mark(question, choice)  # type: ignore[arg-type]
    with refused(QuizError, ids.METHOD_QUIZ, naming=("'What is a flush?'",), only=True):
        mark("What is a flush?", 0)  # type: ignore[arg-type]


# --- bad input names the input, and cites how the quiz sets its questions ------------------------------


@pytest.mark.parametrize(
    ("call", "quoted"),
    [
        (lambda: make_question(random.Random(1), topic="bluffing"), "'bluffing'"),
        (lambda: make_question(random.Random(1), game="baccarat"), "'baccarat'"),
        (lambda: make_question(random.Random(1), game="holdem", topic="legal plays"), "'legal-plays'"),
        (lambda: question_for("straights", "omaha", -1), "-1"),
        (lambda: question_for("straights", "omaha", 2**32), str(2**32)),  # seeds are 0 to 2**32 - 1
        (lambda: question_for("straights", "omaha", True), "True"),  # True is not a seed
        (lambda: question_bank(1, 2), "2"),  # 12 topics need 12 questions at least
        (lambda: question_bank(1, 501), "501"),
        (lambda: question_bank(-1, len(TOPICS)), "-1"),
        (lambda: game_bank("Omaha", 1, 0), "0"),
        (lambda: game_bank("Omaha", 1, 51), "51"),
        (lambda: game_bank("Omaha", 1.5, 3), "1.5"),
    ],
)
def test_method_quiz_an_input_the_quiz_cannot_take_is_refused_citing_it(call, quoted) -> None:
    with refused(QuizError, ids.METHOD_QUIZ, naming=(quoted,), only=True):
        call()


def test_the_quiz_takes_its_generator_from_the_caller() -> None:
    with refused(GeneratorError, ids.INT_SHUFFLE, naming=(7,), only=True):
        make_question(7)  # type: ignore[arg-type]


def test_a_topic_that_does_not_cover_a_game_names_the_topics_that_do() -> None:
    # legal plays are Manillen Plus's (mp-follow-and-beat ...); Hold 'Em's topics are the five poker topics
    topics = ("Manillen Plus", "The amount to call", "Raise limits", "Straights", "Burns and card counts")
    with refused(QuizError, ids.METHOD_QUIZ, naming=("'legal-plays'", "Texas Hold 'Em", *topics), only=True):
        make_question(random.Random(1), game="holdem", topic="legal plays")


def test_filters_choose_the_game_and_topic() -> None:
    rng = random.Random(5)
    for _ in range(20):
        assert make_question(rng, game="Manillen Plus").topic in ("legal-plays", "manillen-score")
        assert make_question(rng, topic="stud-opener").game in TOPICS["stud-opener"].games
        both = make_question(rng, game="3 card manila", topic="Manila showdowns")
        assert (both.game, both.topic) == ("manila-3", "manila-showdown")


# --- reproducibility ---------------------------------------------------------------------------


def test_a_question_is_made_again_from_its_seed() -> None:
    assert make_question(random.Random(42)) == make_question(random.Random(42))
    first = [make_question(random.Random(seed)).id for seed in range(10)]
    assert len(set(first)) == 10
    question = make_question(random.Random(42))
    assert question_for(question.topic, question.game, question.seed) == question
    assert question_bank(9, 16) == question_bank(9, 16)


# --- the bank ----------------------------------------------------------------------------------


def test_the_bank_covers_every_topic_and_its_games() -> None:
    assert {question.topic for question in question_bank(3, len(TOPICS))} == set(TOPICS)
    longest = max(len(topic.games) for topic in TOPICS.values())
    big = question_bank(3, longest * len(TOPICS))
    assert {(question.topic, question.game) for question in big} == set(PAIRS)
    assert len({question.id for question in big}) == len(big)


def test_the_bank_answer_keys_are_recomputed_by_the_engine() -> None:
    bank = question_bank(2024, 48)
    for question in bank:
        assert question_for(question.topic, question.game, question.seed) == question  # from its seed
        assert_key_is_the_engines(question)  # from its inputs, by the engine


@pytest.mark.parametrize("game", sorted({game for topic in TOPICS.values() for game in topic.games}))
def test_every_chapters_bank_answer_keys_are_recomputed_by_the_engine(game: str) -> None:
    """The chapters show game_bank(game, 2024, 4): every key is the engine's, from its seed and its inputs."""
    bank = game_bank(game, 2024, 4)
    assert {question.game for question in bank} == {game}
    assert {question.topic for question in bank} == set(topics_for(game))
    for question in bank:
        assert question_for(question.topic, question.game, question.seed) == question
        assert_key_is_the_engines(question)


def _banks_in_the_book() -> list[tuple[str, tuple[Question, ...]]]:
    """Every bank a book page shows: StaticQuiz(question_bank(...)) and StaticQuiz(game_bank(...)) cells."""
    import ast
    import json
    import pathlib

    found = []
    for path in sorted(pathlib.Path(__file__).resolve().parents[1].joinpath("book").rglob("*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            source = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
            if cell["cell_type"] != "code" or "StaticQuiz(" not in source:
                continue
            for node in ast.walk(ast.parse(source)):
                if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("question_bank", "game_bank"):
                    arguments = [ast.literal_eval(argument) for argument in node.args]
                    make = question_bank if node.func.id == "question_bank" else game_bank  # type: ignore[attr-defined]
                    found.append((f"{path.name}: {node.func.id}{tuple(arguments)}", make(*arguments)))
    return found


def test_every_bank_the_book_shows_has_the_engines_answer_keys() -> None:
    """The static quizzes on the book's pages: each question remade from its seed, each key recomputed."""
    banks = _banks_in_the_book()
    assert len(banks) >= 11, [name for name, _ in banks]  # the quiz page and every chapter
    for name, bank in banks:
        for question in bank:
            assert question_for(question.topic, question.game, question.seed) == question, name
            assert_key_is_the_engines(question)


def test_the_exported_json_is_valid_and_complete() -> None:
    bank = question_bank(2024, 16)
    data = json.loads(bank_json(bank, link_base="../../book/"))
    assert [game["key"] for game in data["games"]] == [key for key in QUIZ_GAMES if any(q.game == key for q in bank)]
    assert {topic["key"] for topic in data["topics"]} == set(TOPICS)
    assert len(data["questions"]) == len(bank)
    for record, question in zip(data["questions"], bank, strict=True):
        assert record == json.loads(json.dumps(question_record(question, "../../book/")))
        assert record["prompt"] == question.prompt and record["choices"] == list(question.choices)
        assert record["choices"][record["answer"]] == question.answer
        assert record["game_name"] == QUIZ_GAMES[question.game] and record["topic_name"] == TOPICS[question.topic].name
        assert record["clause"]["url"] == clause_url(question.clause, "../../book/")
        assert len(record["explanation"]) == len(question.because)
        for step, shown in zip(question.because, record["explanation"], strict=True):
            assert shown == {
                "text": step.text,
                "clause": step.clause,
                "label": citation(step.clause).label,
                "url": clause_url(step.clause, "../../book/"),
            }
    with refused(QuizError, ids.METHOD_QUIZ, naming=("'Who deals?'",), only=True):
        bank_export([*bank, "Who deals?"])


def test_a_question_draws_itself_with_its_answer_and_reasons() -> None:
    question = question_for("straights", "manila-2", 4)
    markdown = to_markdown(question)
    assert "The answer:" in markdown and "{clause}`" in markdown
    assert question.answer.split()[0] in to_html(question)


# --- the static bank's HTML ------------------------------------------------------------------------


def test_the_static_html_holds_every_question_and_no_outside_url() -> None:
    from html import escape

    bank = question_bank(2024, 48)
    html = static_quiz_html(bank, link_base="../")
    for question in bank:
        assert escape(question.prompt) in html
        for choice in question.choices:
            assert f'data-text="{escape(choice)}"' in html
        for step in question.because:
            assert f'href="{escape(clause_url(step.clause, "../"))}"' in html
    assert html.count('class="rbq-q"') == len(bank)
    assert not re.search(r"""(?:src|href)\s*=\s*["']?\s*(?:https?:)?//""", html, re.IGNORECASE)
    assert "http://" not in html and "https://" not in html
    assert "<link" not in html and "<script src" not in html and "@import" not in html
    assert html.count("<script>") == 1 and html.count("<style>") == 1
    assert 'aria-live="polite"' in html and ":focus-visible" in html
    assert html.count('<button type="button" class="rbq-choice"') == sum(len(q.choices) for q in bank)


# --- the filters, each narrowed by the other -------------------------------------------------------------


def test_every_game_and_topic_the_filters_offer_together_has_questions():
    from engine.teaching.quiz import QUIZ_GAMES, TOPICS, ask, quiz_filters

    pairs = 0
    for game in QUIZ_GAMES:
        topics = quiz_filters(game).topics
        # a topic is offered for a game exactly when its own list of games has it
        assert topics == tuple(key for key, topic in TOPICS.items() if game in topic.games)
        for topic in topics:
            assert game in quiz_filters(topic=topic).games
            asked = ask(random.Random(pairs), game=game, topic=topic)
            assert (asked.question.game, asked.question.topic) == (game, topic)
            assert asked.filters.games == tuple(key for key in QUIZ_GAMES if key in TOPICS[topic].games)
            pairs += 1
    assert pairs == sum(len(topic.games) for topic in TOPICS.values())


def test_with_no_filter_chosen_every_game_and_topic_is_offered():
    from engine.teaching.quiz import QUIZ_GAMES, TOPICS, quiz_filters

    filters = quiz_filters(None, "")
    assert filters.games == tuple(QUIZ_GAMES) and filters.topics == tuple(TOPICS)
    assert (filters.game, filters.topic) == (None, None)


def test_a_pair_with_no_questions_is_refused_naming_what_there_is():
    from engine.errors import QuizError
    from engine.teaching.quiz import ask, quiz_filters

    with refused(QuizError, ids.METHOD_QUIZ, naming=("Omaha", "'legal-plays'", "Manillen Plus"), only=True):
        quiz_filters("Omaha", "legal-plays")
    with refused(QuizError, ids.METHOD_QUIZ, naming=("'baccarat'", "Manillen Plus", "Omaha"), only=True):
        ask(random.Random(1), game="baccarat")
