"""The quiz's words (issue 25, "Quiz words"): what a trainee reads must be right to repeat at the table.

* a burn prompt with one board card says "1 is face up", not "1 are face up" (method-card-count);
* a $1 or $10 manila game is not the $2 or $5 game pp-manila2-structure gives: its schedule rests on the
  book's reading of stake sizes (int-stake-size);
* an answer whose steps cite a reading the documents leave open -- int-manila-first-round-raises,
  int-raise-cap-players, and every reading with an option for the other way -- says it rests on one
  of the book's readings;
* a number typed into a box is quoted back as typed, never with digits the float invented, and a
  whole number below the least is called below it, not "not a whole number" (int-input-size).
"""

from __future__ import annotations

import pytest

from engine.checks import whole_number
from engine.documents import ids
from engine.documents.interpretations import INTERPRETATIONS
from engine.errors import RulesError
from engine.teaching.quiz import TOPICS, question_for


def test_method_card_count_one_board_card_is_face_up_not_are() -> None:
    """The issue counted 190 of 2,750 burn prompts saying "1 are face up"."""
    singular = 0
    for game in TOPICS["burns-and-counts"].games:
        for seed in range(250):
            prompt = question_for("burns-and-counts", game, seed).prompt
            assert " 1 are face up" not in prompt, prompt
            singular += " 1 is face up" in prompt
    assert singular >= 50


@pytest.mark.parametrize("topic", ["amount-to-call", "raise-limits"])
def test_int_stake_size_manila_stakes_the_rules_do_not_give_rest_on_the_reading(topic: str) -> None:
    """pp-manila2-structure gives the $2 and $5 games only; a $1 or $10 game's bets rest on int-stake-size."""
    scaled = 0
    for game in ("manila-2", "manila-3", "manila-3-no-sixes"):
        for seed in range(60):
            question = question_for(topic, game, seed)
            stake = question.inputs["stakes"]["stake"]
            cited = {step.clause for step in question.because} | {question.clause}
            if stake in (2, 5):
                continue
            assert ids.PP_MANILA2_STRUCTURE not in cited, (question.id, stake)
            scaled += ids.INT_STAKE_SIZE in cited
    assert scaled >= 10 or topic == "amount-to-call"  # the amount to call cites no schedule


def _open(clause: str) -> bool:
    """A reading where the documents can be read another way: it has an option, or the issue names it."""
    entry = INTERPRETATIONS.get(clause)
    return entry is not None and (
        entry.option is not None or clause in (ids.INT_MANILA_FIRST_ROUND_RAISES, ids.INT_RAISE_CAP_PLAYERS)
    )


PAIRS = [(topic, game) for topic in TOPICS for game in TOPICS[topic].games]


@pytest.mark.parametrize(("topic", "game"), PAIRS, ids=[f"{t}-{g}" for t, g in PAIRS])
def test_int_readings_an_answer_citing_an_open_reading_says_it_rests_on_it(topic: str, game: str) -> None:
    """Every answer whose steps cite a reading with a genuine alternative carries the note, unless its topic
    weighs that reading itself (and then only where the other reading gives another answer)."""
    for seed in range(25):
        question = question_for(topic, game, seed)
        declared = {reading.interpretation for reading in question.readings}
        for step in question.because:
            if _open(step.clause) and step.clause not in TOPICS[topic].judges:
                assert step.clause in declared, (question.id, step)
        if declared:
            assert "rests on one of the book's readings" in question.prompt
            for clause in declared:
                assert INTERPRETATIONS[clause].title in question.prompt


@pytest.mark.parametrize("reading", [ids.INT_MANILA_FIRST_ROUND_RAISES, ids.INT_RAISE_CAP_PLAYERS])
def test_int_manila_first_round_raises_and_int_raise_cap_players_carry_the_reading_note(reading: str) -> None:
    found = 0
    for game in ("manila-2", "manila-3"):
        for seed in range(300):
            question = question_for("raise-limits", game, seed)
            if any(step.clause == reading for step in question.because):
                found += 1
                assert reading in {r.interpretation for r in question.readings}, question.id
                assert INTERPRETATIONS[reading].title in question.prompt
    assert found >= 1


@pytest.mark.parametrize(
    ("typed", "invented"),
    [(float("999999999999999999999999"), "999999999999999983222784"), (1e30, "1000000000000000019884624838656")],
)
def test_int_input_size_a_typed_number_is_not_quoted_with_invented_digits(typed: float, invented: str) -> None:
    """A number box sends a float: beyond 2**53 its last digits are the float's, so the refusal invents none."""
    with pytest.raises(RulesError) as refused:
        whole_number(typed, "The seed", low=0, high=2**32 - 1, exact=False, typed=True)
    message = str(refused.value)
    assert invented not in message and invented.replace(",", "") not in message.replace(",", "")
    assert f"{typed:g}" in message
    assert refused.value.because[0].clause == ids.INT_INPUT_SIZE


def test_int_input_size_typed_text_is_quoted_exactly() -> None:
    """Text reaches the reader only from a text box; it is refused (the boxes send numbers) and quoted as typed."""
    with pytest.raises(RulesError) as refused:
        whole_number("999999999999999999999999", "The seed", low=0, high=2**32 - 1, exact=False, typed=True)
    assert "999999999999999999999999" in str(refused.value)


def test_int_input_size_a_negative_whole_number_is_below_the_least_not_not_whole() -> None:
    """-3 is a whole number: it is below 0."""
    for call in (lambda: whole_number(-3.0, "Players", low=0, exact=False, typed=True), lambda: whole_number(-3, "count", low=0)):
        with pytest.raises(RulesError) as refused:
            call()
        message = str(refused.value)
        assert "not a whole number" not in message and "below 0" in message
        assert refused.value.because[0].clause == ids.INT_INPUT_SIZE
    with pytest.raises(RulesError) as above:
        whole_number(12, "seat", low=1, high=11)
    assert "above 11" in str(above.value) and "not a whole number" not in str(above.value)
