"""What every widget that deals from a seed promises (widgets.common.DealsFromASeed), checked the same way
for each: the deal stepper, the showdown explainer and the trick explainer.

A live page starts from a memory snapshot made when the book was built: the module's generator is in the
same state on every load, so a new deal must not be drawn from it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from widgets.common import SEED_MOST
from widgets.deal_stepper import DealStepper
from widgets.showdown_explainer import ShowdownExplainer
from widgets.trick_explainer import TrickExplainer

#: Each dealing widget as a chapter opens it, and whether it shows a deal (not a refusal).
DEALERS: dict[str, tuple[Callable[[], Any], Callable[[Any], bool]]] = {
    "deal stepper": (lambda: DealStepper(players=4), lambda stepper: stepper.walk is not None),
    "showdown explainer": (
        lambda: ShowdownExplainer(game="2 Card Manila", players=3),
        lambda explainer: explainer.result is not None,
    ),
    "trick explainer": (lambda: TrickExplainer(players=3), lambda explainer: explainer.error is None),
}


@pytest.mark.parametrize("name", list(DEALERS))
def test_new_deals_differ_between_page_loads_that_start_from_the_same_module_generator(name):
    make, shows_a_deal = DEALERS[name]
    state = random.getstate()
    seeds = []
    try:
        for _ in range(2):
            random.seed(2024)  # a live page's memory snapshot: the module's generator in the same state each load
            widget = make()
            widget.new_deal_button.click()
            seeds.append(widget.seed.value)
            assert 0 <= widget.seed.value <= SEED_MOST and shows_a_deal(widget)
    finally:
        random.setstate(state)
    assert seeds[0] != seeds[1]  # by chance equal once in a billion and one


@pytest.mark.parametrize("name", list(DEALERS))
def test_the_seed_box_and_the_deal_buttons_have_names_and_tips(name):
    widget = DEALERS[name][0]()
    assert widget.seed.description
    for button in (widget.new_deal_button, widget.deal_button):
        assert button.description and button.tooltip  # what it does, for a screen reader and a pointer's hover
    assert widget.new_deal_button.description != widget.deal_button.description
    assert isinstance(widget.seed_source, random.SystemRandom)  # a reader's seeds: the system's
