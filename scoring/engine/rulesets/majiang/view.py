"""One reading of the winning hand: the shape of an arrangement together with the seat, the
round and how the hand was won. Evaluation rows and limit hands are predicates on this view,
so each is one small function."""

from __future__ import annotations

from typing import NamedTuple

from scoring.engine.tiles import Tile

from .analysis import Shape, WinningHand
from .options import Settings
from .win import HowWon


class View(NamedTuple):
    hand: WinningHand
    shape: Shape
    seat: str
    #: tile index of the seat wind and of the prevailing wind
    seat_wind: int
    prevailing_wind: int
    how: HowWon
    winning_tile: Tile | None
    settings: Settings
