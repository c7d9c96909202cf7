"""Quick entry: the totals a table counted itself, instead of the tiles."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from .errors import InvalidHand
from .hand import ResultKind, WinResult
from .tiles import WINDS


@dataclass(frozen=True)
class QuickEntry:
    """``points`` is each player's hand value (Dutch rulesets: every player) or the winner's
    total alone (MCR points, HK fan, Ma Jiang faan); ``laak`` the Ma Jiang laak of the winner;
    ``flowers`` the flower points within an MCR winner's total (1 per flower or season),
    which do not count toward the minimum to go out [002:L220]; ``extra`` the entry's keys
    beside the format's own (a ruleset's table facts, read by its own settlement)."""

    ruleset: str
    seats: tuple[str, ...]
    result: WinResult
    points: Mapping[str, int] = field(default_factory=dict)
    laak: int = 0
    flowers: int = 0
    prevailing_wind: str = "E"
    options: Mapping[str, object] = field(default_factory=dict)
    extra: Mapping[str, object] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "points", MappingProxyType(dict(self.points)))
        object.__setattr__(self, "options", MappingProxyType(dict(self.options)))
        object.__setattr__(self, "extra", MappingProxyType(dict(self.extra)))
        if not set(self.seats) <= set(WINDS) or len(set(self.seats)) != len(self.seats):
            raise InvalidHand(f"seats must be distinct winds, not {self.seats}", code="bad_seat")
        for seat, value in self.points.items():
            if seat not in self.seats:
                raise InvalidHand(
                    f"{seat} is not a player at this table", code="unknown_seat", seat=seat
                )
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise InvalidHand(
                    f"points of {seat} must be a whole number of at least 0, not {value!r}",
                    code="bad_points",
                    seat=seat,
                )
        if isinstance(self.flowers, bool) or not isinstance(self.flowers, int):
            raise InvalidHand(
                f"flowers must be a whole number from 0 to 8, not {self.flowers!r}",
                code="bad_flowers",
            )
        if not 0 <= self.flowers <= 8:
            raise InvalidHand(
                f"flowers must be a whole number from 0 to 8, not {self.flowers}",
                code="bad_flowers",
            )
        for role in ("winner", "discarder", "pao", "claimant"):
            seat = getattr(self.result, role)
            if seat is not None and seat not in self.seats:
                raise InvalidHand(
                    f"the {role} {seat} is not at this table", code="unknown_seat", seat=seat
                )
        if self.result.kind is ResultKind.WIN and self.result.winner is None:
            raise InvalidHand("a win needs a winner", code="no_winner")

    @property
    def winner_total(self) -> int:
        winner = self.result.winner
        if winner is None or winner not in self.points:
            raise InvalidHand("the winner's total is missing", code="no_total")
        return self.points[winner]
