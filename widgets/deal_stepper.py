"""The step-by-step Manila deal: a thin view over :mod:`engine.walkthrough`.

Choose 2 or 3 Card Manila (and the Canberra deal), the number of players, the stake,
the button's seat and a seed; Next, Back and Restart walk through every event of the
engine's deal.  The table picture changes at each step beside the sentence that explains
it, the words of the clause it applies, and a running count of the cards dealt, burned
and left.  At each betting round the player to act may check, call, bet, raise or fold
(the amounts are the engine's); Next makes the quiet choice.  At the showdown the
winning hand is shown with the five cards it uses.

>>> stepper = DealStepper(players=4, button=2, seed=5)
>>> stepper.next_button.click()
>>> "Seat 3 posts the blind of $2." in stepper.explanation.value
True
>>> stepper.players.value = 12
>>> "12 players is too many for 2 Card Manila" in stepper.message.value
True
"""

from __future__ import annotations

import random
from html import escape
from typing import Any

import ipywidgets as w

from engine.betting_actions import LegalAction
from engine.clauses import citation
from engine.deal import deal
from engine.games import GAMES, Family
from engine.render import STYLE, showdown_html, steps_html
from engine.render_table import table_svg
from engine.walkthrough import Walkthrough, start_walkthrough
from widgets.common import error_html, link_base, safe, unexpected_html

MANILA_GAMES = [game.name for game in GAMES.values() if game.family is Family.MANILA]


class DealStepper:
    """The Manila deal, event by event (see the module docstring).

    :param game: a Manila game's name (2 Card Manila, 3 Card Manila, 3 Card Manila (no sixes)).
    :param players: how many players (seats 1 to ``players``).
    :param stake: the blind and first bet ($2 manila: 2).
    :param button: the button's seat.
    :param seed: the shuffle's seed.
    :param canberra: deal 3 Card Manila the Canberra way.
    :param teaching: show the hole cards face up.
    :param steps: steps to take at once (so the page opens at an interesting moment).
    """

    def __init__(
        self,
        *,
        game: str = "2 Card Manila",
        players: int = 6,
        stake: int = 2,
        button: int = 1,
        seed: int = 2024,
        canberra: bool = False,
        teaching: bool = True,
        steps: int = 0,
    ) -> None:
        style = {"description_width": "initial"}
        self.game = w.Dropdown(options=MANILA_GAMES, value=game, description="Game", style=style)
        self.canberra = w.Checkbox(
            value=canberra,
            description="Canberra deal",
            style=style,
            indent=False,
        )
        self.players = w.BoundedIntText(
            value=players, min=1, max=30, description="Players", style=style, layout=w.Layout(width="9em")
        )
        self.stake = w.BoundedIntText(
            value=stake, min=-1000, max=10_000, description="Stake ($)", style=style, layout=w.Layout(width="9em")
        )
        self.button = w.BoundedIntText(
            value=button, min=0, max=30, description="Button seat", style=style, layout=w.Layout(width="10em")
        )
        self.seed = w.BoundedIntText(
            value=seed, min=0, max=10**9, description="Seed", style=style, layout=w.Layout(width="11em")
        )
        self.teaching = w.Checkbox(
            value=teaching, description="Teaching mode: show hole cards", style=style, indent=False
        )
        self.back_button = w.Button(description="\u25c0 Back", tooltip="Back one step", layout=w.Layout(width="7em"))
        self.next_button = w.Button(
            description="Next \u25b6", tooltip="Next step", button_style="primary", layout=w.Layout(width="7em")
        )
        # ipywidgets' own "primary" blue is too light for white text (axe color-contrast): a darker blue
        self.next_button.style.button_color = "#1a4f8f"
        self.next_button.style.text_color = "#ffffff"
        self.restart_button = w.Button(
            description="Restart", tooltip="Back to the start of the hand", layout=w.Layout(width="7em")
        )
        self.finish_button = w.Button(
            description="To the showdown",
            tooltip="Step to the end, making the quiet choice each time",
            layout=w.Layout(width="11em"),
        )
        self.picture = w.HTML()
        self.explanation = w.HTML()
        self.count = w.HTML()
        self.actions = w.HBox()
        self.result = w.HTML()
        self.message = w.HTML()
        self.walk: Walkthrough | None = None
        settings = [self.game, self.canberra, self.players, self.stake, self.button, self.seed]
        for control in settings:
            control.observe(self._new_deal, names="value")
        self.teaching.observe(lambda _: self._show(), names="value")
        self.next_button.on_click(lambda _: self._move(lambda walk: walk.next()))
        self.back_button.on_click(lambda _: self._move(lambda walk: walk.back()))
        self.restart_button.on_click(lambda _: self._move(lambda walk: walk.restart()))
        self.finish_button.on_click(lambda _: self._move(lambda walk: walk.finish()))
        self.layout = w.VBox(
            [
                w.HBox([self.game, self.canberra], layout=w.Layout(flex_flow="row wrap")),
                w.HBox(
                    [self.players, self.stake, self.button, self.seed, self.teaching],
                    layout=w.Layout(flex_flow="row wrap"),
                ),
                w.HBox([self.back_button, self.next_button, self.restart_button, self.finish_button]),
                self.message,
                w.HBox(
                    [
                        w.Box([self.picture], layout=w.Layout(width="58%", min_width="320px")),
                        w.VBox(
                            [self.explanation, self.actions, self.count],
                            layout=w.Layout(width="42%", min_width="260px"),
                        ),
                    ],
                    layout=w.Layout(flex_flow="row wrap"),
                ),
                self.result,
            ]
        )
        self._new_deal()
        for _ in range(steps):
            self._move(lambda walk: walk.next())

    # --- engine calls ----------------------------------------------------------------------------

    def _new_deal(self, _change: Any = None) -> None:
        try:
            hand = deal(
                self.game.value,
                players=self.players.value,
                button=self.button.value,
                stake=self.stake.value,
                canberra=self.canberra.value,
                rng=random.Random(self.seed.value),
            )
            self.walk = start_walkthrough(hand)
            self.message.value = ""
        except ValueError as error:
            self.walk = None
            self.message.value = error_html(error)
        except Exception as error:  # noqa: BLE001 - never a traceback on the page
            self.walk = None
            self.message.value = unexpected_html(error)
        self._show()

    def _move(self, step: Any) -> None:
        if self.walk is None:
            return
        try:
            self.walk = step(self.walk)
            self.message.value = ""
        except ValueError as error:
            self.message.value = error_html(error)
        except Exception as error:  # noqa: BLE001
            self.message.value = unexpected_html(error)
        self._show()

    def _act(self, legal: LegalAction) -> None:
        self._move(lambda walk: walk.act(legal.action()))

    # --- rendering -------------------------------------------------------------------------------

    def _show(self) -> None:
        walk = self.walk
        disabled = walk is None
        for button in (self.back_button, self.next_button, self.restart_button, self.finish_button):
            button.disabled = disabled
        if walk is None:
            self.picture.value = self.explanation.value = self.count.value = self.result.value = ""
            self.actions.children = ()
            return
        self.next_button.disabled = self.finish_button.disabled = walk.finished
        self.back_button.disabled = self.restart_button.disabled = walk.previous is None
        self.picture.value = table_svg(walk, show_hole_cards=self.teaching.value)
        self.explanation.value = self._explanation(walk)
        counts = walk.counts
        self.count.value = safe(
            f"<p><strong>Cards:</strong> {counts.dealt} dealt, {counts.burned} burned, {counts.board} on the board, "
            f"{counts.stub} left in the stub ({counts.total} in all). <strong>Pot:</strong> "
            f"{escape(walk.deal.stakes.money(walk.pot))}.</p>"
        )
        self.actions.children = tuple(self._action_buttons(walk))
        self.result.value = (
            showdown_html(walk.result, link_base()) if walk.result is not None and walk.result.hands else ""
        )

    def _explanation(self, walk: Walkthrough) -> str:
        moment = walk.moment
        if moment is None:
            return (
                f'{STYLE}<div class="tex2jax_ignore mathjax_ignore" aria-live="polite"><p><strong>{escape(walk.deal.game.name)}, {len(walk.deal.order)} '
                f"players, button at seat {walk.deal.button}.</strong> Press Next to begin the deal.</p></div>"
            )
        first = moment.because[0] if moment.because else None
        quote = ""
        if first is not None:
            cite = citation(first.clause)
            quote = (
                f'<blockquote style="margin:.3em 0;padding-left:.6em;border-left:3px solid #999">'
                f"\u201c{escape(cite.quote)}\u201d \u2014 {escape(cite.label)}</blockquote>"
            )
        return (
            f'{STYLE}<div class="tex2jax_ignore mathjax_ignore" aria-live="polite"><p><strong>{escape(moment.headline)}</strong></p>{quote}'
            f"{steps_html(moment.because, link_base())}</div>"
        )

    def _action_buttons(self, walk: Walkthrough) -> list[w.Widget]:
        if not walk.waiting:
            return []
        buttons: list[w.Widget] = [w.HTML(safe(f"<strong>Seat {walk.to_act} to act:</strong>&nbsp;"))]
        for legal in walk.legal_actions().value:
            button = w.Button(
                description=legal.text, tooltip=f"Seat {walk.to_act}: {legal.text}", layout=w.Layout(width="auto")
            )
            button.on_click(lambda _, legal=legal: self._act(legal))
            buttons.append(button)
        return buttons

    # --- display ---------------------------------------------------------------------------------

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        """The live widget, with a short plain-text form (what the stepper shows now, in words)."""
        bundle = dict(self.layout._repr_mimebundle_(**kwargs) or {})
        bundle["text/plain"] = repr(self)
        return bundle

    def __repr__(self) -> str:
        walk = self.walk
        if walk is None:
            return "Deal stepper: the settings are not allowed (see the message)"
        moment = walk.moment.headline if walk.moment else "press Next to begin the deal"
        counts = walk.counts
        return (
            f"Deal stepper, {walk.deal.game.name}, {len(walk.deal.order)} players: {moment} "
            f"(dealt {counts.dealt}, burned {counts.burned}, board {counts.board}, stub {counts.stub})"
        )
