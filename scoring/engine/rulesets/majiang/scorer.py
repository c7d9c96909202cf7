"""The winner's hand value V (6.1, L382-L470): limit hands first, else the evaluation table's
Faan and Laak through the points table, searched over every arrangement of the tiles."""

from __future__ import annotations

from typing import NamedTuple

from scoring.engine.elements import ScoredElement
from scoring.engine.errors import InvalidHand
from scoring.engine.tiles import Tile

from .analysis import WinningHand
from .elements import LIMIT_MAIN
from .evaluation import evaluate
from .limits import limit_hands
from .options import Settings
from .points import table_for
from .view import View
from .win import HowWon

_WIND_INDEX = {"E": 27, "S": 28, "W": 29, "N": 30}


class HandValue(NamedTuple):
    """V and how it came about: ``faan``/``laak`` are None for a limit hand."""

    points: int
    elements: tuple[ScoredElement, ...]
    faan: int | None
    laak: int | None
    limit: bool

    def explain(self, settings: Settings) -> str:
        table = table_for(settings.alternative)
        if self.limit:
            names = ", ".join(e.element.name_en for e in self.elements)
            return f"limit hand ({names}): {self.points} points ({table.name} table)"
        return f"{self.faan} Faan, {self.laak} Laak -> {self.points} points ({table.name} table)"


def limit_value(settings: Settings) -> int:
    """What a limit hand is worth: 64 (L427), under appendix C option ``alternative_limit``."""
    return settings.alternative_limit if settings.alternative else LIMIT_MAIN


def value_of(
    hand: WinningHand,
    *,
    seat: str,
    prevailing_wind: str,
    how: HowWon,
    winning_tile: Tile | None,
    settings: Settings,
) -> HandValue:
    """The best value the winner's tiles give, over every arrangement."""
    table = table_for(settings.alternative)
    seat_wind = _WIND_INDEX[seat]
    prevailing = _WIND_INDEX[prevailing_wind]
    best: HandValue | None = None
    best_key: tuple[int, int, int] = (-1, -1, -1)
    for shape in hand.shapes:
        view = View(hand, shape, seat, seat_wind, prevailing, how, winning_tile, settings)
        limits = limit_hands(view)
        if limits:
            points = limit_value(settings)
            scored = tuple(ScoredElement(e, points) for e in limits)
            return HandValue(points, scored, None, None, True)
        ev = evaluate(view)
        points = table.value(ev.faan, ev.laak, double=settings.faan_laak_double)
        key = (points, ev.laak, ev.faan)
        if key > best_key:
            best_key = key
            best = HandValue(points, ev.elements, ev.faan, ev.laak, False)
    if best is None:  # analyse() refuses such a hand first
        raise InvalidHand("not a winning hand", code="not_winning")
    return best
