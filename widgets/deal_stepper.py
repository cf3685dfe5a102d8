"""The step-by-step Manila deal: a thin view over :func:`widgets.views.new_deal_view` and
:func:`widgets.views.step_view`.

Choose 2 or 3 Card Manila (and the Canberra deal), the number of players, the stake
and the button's seat; "Deal a new hand" draws a new seed, writes it in the Seed box and
deals it, and "Deal this seed" (or a seed typed in the box) deals the box's seed, so a seed
always gives the same hand.  Next, Back and Restart walk through every event of the
engine's deal.  The table picture changes at each step beside the sentence that explains
it, the words of the clause it applies, and a running count of the cards dealt, burned
and left.  The seat that posted the blind is tagged "blind" for the whole hand.  At each
betting round the player to act may check, call, bet, raise or fold (the amounts are the
engine's); Next makes the quiet choice.  After a choice the keyboard focus moves to Next,
never staying on a choice button relabelled for the next player.  At the showdown the
hands still in are turned face up (teaching mode or not) and the winning hand's five
cards are outlined, beside the showdown's steps (shown once, in the explanation).

Each click or change makes one view call and shows what it returns (a refused setting or
move in the message above the table, with its rule); the buttons for
the player's choices are a fixed set, relabelled at each step, so a long hand does not
pile up widgets.

>>> stepper = DealStepper(players=4, button=2, seed=5)
>>> stepper.next_button.click()
>>> "Seat 3 posts the blind of $2." in stepper.explanation.value
True
>>> stepper.players.value = 12
>>> "12 players is too many for 2 Card Manila" in stepper.message.value
True

A new hand each press, its seed shown in the box (here drawn from a seeded source, so that the
example repeats; a reader's come from ``random.SystemRandom()``):

>>> import random
>>> dealer = DealStepper(players=4, seed_source=random.Random(2))
>>> dealer.new_deal_button.click()
>>> dealer.seed.value == random.Random(2).randint(0, SEED_MOST)
True
>>> hands = dealer.walk.deal.hands
>>> dealer.finish_button.click()
>>> dealer.deal_button.click()  # "Deal this seed": the same hand again, from its start
>>> dealer.walk.deal.hands == hands, dealer.back_button.disabled
(True, True)
>>> DealStepper(game="Texas")
Traceback (most recent call last):
...
engine.errors.UnknownGameError: 'Texas' is not a game the deal stepper deals; choose 2 Card Manila, 3 Card Manila or 3 Card Manila (no sixes) (int-games)
"""

from __future__ import annotations

from random import Random
from typing import Any

import ipywidgets as w

from engine.teaching import Walkthrough
from widgets.common import SEED_MOST, DealsFromASeed, ShowsAView, WholeNumberText, harden, starting_number
from widgets.panes import link_base, notice_html
from widgets.parse import stepper_game
from widgets.render.html import html
from widgets.render.table import scene_svg
from widgets.views import ACTION_SLOTS, STEPPER_GAMES, Act, Move, StepMove, StepView, new_deal_view, step_view

#: The most players any Manila game seats, plus one, so that the engine can say "too many".
PLAYERS_MOST = max(game.max_players for game in STEPPER_GAMES) + 1

#: Every control's label in full, beside it.
_LABELLED = {"description_width": "initial"}


def _box(value: object, what: str, least: int, most: int, label: str, width: str) -> WholeNumberText:
    """A box for a whole number, holding a chapter's starting number (:func:`~widgets.common.starting_number`)."""
    return WholeNumberText(
        value=starting_number(value, what, least, most),
        description=label,
        style=_LABELLED,
        layout=w.Layout(width=width),
    )


def _button(label: str, tip: str, width: str = "7em", **style: str) -> w.Button:
    return w.Button(description=label, tooltip=tip, layout=w.Layout(width=width), **style)


def _row(*controls: w.Widget) -> w.HBox:
    """Controls side by side, wrapped where the page is narrow."""
    return w.HBox(list(controls), layout=w.Layout(flex_flow="row wrap"))


class DealStepper(DealsFromASeed, ShowsAView[StepView]):
    """The Manila deal, event by event (see the module docstring).

    :param game: a Manila game's name (2 Card Manila, 3 Card Manila, 3 Card Manila (no sixes)).
    :param players: how many players (seats 1 to ``players``).
    :param stake: the blind and first bet ($2 manila: 2).
    :param button: the button's seat.
    :param seed: the shuffle's seed, the Seed box's number (0 to :data:`~widgets.common.SEED_MOST`).
    :param canberra: deal 3 Card Manila the Canberra way.
    :param teaching: show the hole cards face up.
    :param steps: steps to take at once (so the page opens at an interesting moment).
    :param short_seat: a seat that sits down with a short stack (0: none), so that it goes all in
        and the pots are shown, main pot and side pots (``int-side-pots``).
    :param short_chips: the short stack's chips.
    :param seed_source: where "Deal a new hand" draws its seeds: a ``random.Random`` (a test's, to
        repeat them); by default ``random.SystemRandom()``, new on every press and every page load.
    :raises RulesError: a game the stepper does not deal, or a number no box can hold.
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
        short_seat: int = 0,
        short_chips: int = 10,
        seed_source: Random | None = None,
    ) -> None:
        chosen = stepper_game(game)
        self.game = w.Dropdown(
            options=[g.name for g in STEPPER_GAMES], value=chosen.name, description="Game", style=_LABELLED
        )
        self.canberra = w.Checkbox(value=bool(canberra), description="Canberra deal", style=_LABELLED, indent=False)
        self.players = _box(players, "The number of players", 0, PLAYERS_MOST, "Players", "9em")
        self.stake = _box(stake, "The stake", -1000, 10_000, "Stake ($)", "10em")
        self.button = _box(button, "The button's seat", 0, PLAYERS_MOST, "Button seat", "11em")
        #: A short stack (``int-side-pots``): the seat (0: none) and its chips; the others have 100 stakes.
        self.short_seat = _box(
            short_seat, "The short stack's seat", 0, PLAYERS_MOST, "Short stack seat (0: none)", "19em"
        )
        self.short_chips = _box(short_chips, "The short stack's chips", 0, SEED_MOST, "its chips ($)", "11em")
        self.teaching = w.Checkbox(
            value=bool(teaching), description="Teaching mode: show hole cards", style=_LABELLED, indent=False
        )
        #: "Deal a new hand" (a new seed, shown in the Seed box) and "Deal this seed" (the box's seed).
        seeds = self._deals_from(_box(seed, "The seed", 0, SEED_MOST, "Seed", "11em"), seed_source, "hand")
        self._step_controls()
        self.current: StepView | None = None
        self.error = None
        settings = (self.game, self.canberra, self.players, self.stake, self.button, self.seed)
        for control in (*settings, self.short_seat, self.short_chips):
            control.observe(self._new_deal, names="value")
        self.teaching.observe(lambda _change: self._move(Move.STAY, None), names="value")
        self.layout = self._arranged(seeds)
        harden(self.layout, lambda _control, text: setattr(self.message, "value", notice_html(text)))
        self._new_deal()
        for _ in range(starting_number(steps, "The number of steps", 0, 10_000)):
            self._move(Move.NEXT, None)

    def _step_controls(self) -> None:
        """The buttons that walk through the hand, the choice buttons, and the panes a step fills."""
        self.back_button = _button("\u25c0 Back", "Back one step")
        self.next_button = _button("Next \u25b6", "Next step", button_style="primary")
        # ipywidgets' own "primary" blue is too light for white text (axe color-contrast): a darker blue
        self.next_button.style.button_color = "#1a4f8f"
        self.next_button.style.text_color = "#ffffff"
        self.restart_button = _button("Restart", "Back to the start of the hand")
        self.finish_button = _button("To the showdown", "Step to the end, making the quiet choice each time", "11em")
        moves = {
            self.next_button: Move.NEXT,
            self.back_button: Move.BACK,
            self.restart_button: Move.RESTART,
            self.finish_button: Move.FINISH,
        }
        for pressed, move in moves.items():
            pressed.on_click(lambda button, move=move: self._move(move, button))
        self.picture = w.HTML()
        self.explanation = w.HTML()
        self.count = w.HTML()
        self.to_act = w.HTML()
        #: One button per kind of action, relabelled at each step (never rebuilt); hidden when unused.
        self.action_buttons = [w.Button(layout=w.Layout(width="auto", display="none")) for _ in range(ACTION_SLOTS)]
        for index, choice in enumerate(self.action_buttons):
            choice.on_click(lambda button, index=index: self._move(Act(index), button))
        self.actions = _row(self.to_act, *self.action_buttons)
        self.result = w.HTML()
        self.message = w.HTML()
        #: What went wrong, in plain words (empty while the stepper shows a step).
        self.pane = self.message

    def _arranged(self, seeds: w.HBox) -> w.VBox:
        """The settings, the seed, the moves, the message, then the table beside its words."""
        return w.VBox(
            [
                _row(self.game, self.canberra),
                _row(self.players, self.stake, self.button, self.teaching),
                _row(self.short_seat, self.short_chips),
                seeds,
                w.HBox([self.back_button, self.next_button, self.restart_button, self.finish_button]),
                self.message,
                # The table beside its words where the page is wide enough for both (a live page),
                # above them where it is not (the book's column): the table is never squeezed below
                # 640 px while there is room, so its smallest text stays legible.
                _row(
                    w.Box([self.picture], layout=w.Layout(flex="1 1 640px", max_width="100%")),
                    w.VBox(
                        [self.explanation, self.actions, self.count],
                        layout=w.Layout(flex="1 1 300px", min_width="260px"),
                    ),
                ),
                self.result,
            ]
        )

    @property
    def view(self) -> StepView | None:
        """What the stepper shows now: the step of the hand, or the refusal of its settings (``walk`` ``None``)."""
        return self.current

    @property
    def walk(self) -> Walkthrough | None:
        """The hand at the step shown (``None`` while the settings are not allowed)."""
        return self.current.walk if self.current is not None else None

    @property
    def choices(self) -> list[w.Button]:
        """The buttons of the player to act's choices now (the others of the set are hidden)."""
        return [button for button in self.action_buttons if button.layout.display != "none"]

    # --- the view calls: one per update -----------------------------------------------------------

    def deal_seed(self) -> None:
        """Deal a new hand from ``random.Random(seed)``, the Seed box's number, with the settings shown,
        and show it from its start."""
        self._new_deal()

    def _new_deal(self, _change: Any = None) -> None:
        if self._quiet:
            return
        self._update(
            lambda: new_deal_view(
                self.game.value,
                players=self.players.value,
                stake=self.stake.value,
                button=self.button.value,
                seed=self.seed.value,
                canberra=self.canberra.value,
                teaching=self.teaching.value,
                short_seat=self.short_seat.value,
                short_chips=self.short_chips.value,
            )
        )

    def _move(self, move: StepMove, trigger: w.Button | None) -> None:
        walk = self.walk
        if walk is None:
            return
        self._update(lambda: step_view(walk, move=move, teaching=self.teaching.value))
        if self.error is None:
            self._keep_focus(trigger, moved_on=isinstance(move, Act))

    # --- showing what the view returned -----------------------------------------------------------

    def _render(self, view: StepView) -> str:
        return ""  # the message pane is empty while the stepper shows a step

    def _arrange(self, view: StepView, *, dealt: bool = False) -> None:
        """Show the step; no hand at all when its settings are refused; a refused move leaves the step shown
        (a new deal is a step like any other: ``dealt`` is not used)."""
        if view.walk is None:
            for button in (self.back_button, self.next_button, self.restart_button, self.finish_button):
                button.disabled = True
            self.picture.value = self.explanation.value = self.count.value = self.result.value = ""
            self._show_actions(None)
            return
        if view.error is not None:
            return
        assert view.table is not None  # a step of a hand has its picture
        self.next_button.disabled = self.finish_button.disabled = not view.can_next
        self.back_button.disabled = self.restart_button.disabled = not view.can_back
        self.picture.value = scene_svg(view.table)
        self.explanation.value = html(view.explained, link_base())
        self.count.value = html(view.tally, link_base())
        self._show_actions(view)
        self.result.value = html(view.showdown, link_base()) if view.showdown is not None else ""

    def _show_actions(self, view: StepView | None) -> None:
        label = view.to_act_label if view is not None else None
        self.to_act.value = html(label) if label is not None else ""
        actions = view.actions if view is not None else ()
        seat = view.to_act if view is not None else None
        for index, button in enumerate(self.action_buttons):
            if index < len(actions):
                button.description = actions[index].text
                button.tooltip = f"Seat {seat}: {actions[index].text}"
                button.layout.display = None
            else:
                button.layout.display = "none"

    def _keep_focus(self, trigger: w.Button | None, *, moved_on: bool = False) -> None:
        """Keep the keyboard where the reader is, and off a choice meant for someone else.

        After a choice (``moved_on``) the choice buttons are relabelled for the next player, so
        the focus leaves them for Next (a second Enter then steps on, rather than making the
        same choice for the next seat); after any other move it stays on the button pressed,
        unless that button is now hidden or disabled.  Either way it goes to the first of Next,
        Restart and Back that can be pressed.
        """
        if trigger is None or (not moved_on and not trigger.disabled and trigger.layout.display != "none"):
            return
        for button in (self.next_button, self.restart_button, self.back_button):
            if not button.disabled:
                button.focus()
                return

    # --- display ---------------------------------------------------------------------------------

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        """The live widget, with a short plain-text form (what the stepper shows now, in words)."""
        bundle = dict(self.layout._repr_mimebundle_(**kwargs) or {})
        bundle["text/plain"] = repr(self)
        return bundle

    def __repr__(self) -> str:
        view = self.current
        if view is None or view.walk is None or view.counts is None:
            return "Deal stepper: the settings are not allowed (see the message)"
        walk = view.walk
        moment = view.headline if view.started else "press Next to begin the deal"
        counts = view.counts
        return (
            f"Deal stepper, {walk.deal.game.name}, {len(walk.deal.order)} players: {moment} "
            f"(dealt {counts.dealt}, burned {counts.burned}, board {counts.board}, stub {counts.stub})"
        )
