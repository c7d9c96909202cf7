"""Plausible quick-entry hands for the demo (Dutch rules, points per player).

The demo needs results that look like a real evening without depending on the tile
engine: each player's hand value is drawn from typical values, and the settlement is
the Dutch one [rules/nmb.md §3, seed 000 L172, L335]: the winner receives their score
from everybody, the others pay each other the difference, and East pays and receives
double. Settlements therefore always sum to zero.
"""

import random
from dataclasses import dataclass

from tournaments.services import SeatScore

HAND_WINDS = ("E", "S", "W", "N")
_LOSER_VALUES = (0, 0, 2, 4, 8, 8, 12, 16, 20, 24, 32, 40, 48, 64)
_WINNER_VALUES = (32, 40, 48, 64, 72, 96, 112, 128, 160, 192, 256, 320, 512)


@dataclass(frozen=True)
class DemoHand:
    entry: dict
    scores: dict[str, SeatScore]


def dutch_settlement(points: dict[str, int], winner: str | None) -> dict[str, int]:
    amounts = dict.fromkeys(points, 0)
    if winner is None:
        return amounts

    def factor(a: str, b: str) -> int:
        return 2 if "E" in (a, b) else 1

    for wind in points:
        if wind != winner:
            pay = points[winner] * factor(wind, winner)
            amounts[wind] -= pay
            amounts[winner] += pay
    losers = [w for w in points if w != winner]
    for i, a in enumerate(losers):
        for b in losers[i + 1 :]:
            diff = (points[a] - points[b]) * factor(a, b)
            amounts[a] += diff
            amounts[b] -= diff
    return amounts


def demo_hand(*, rng: random.Random, ruleset: str, prevailing_wind: str = "E") -> DemoHand:
    """One hand: mostly a win (some self-drawn), sometimes a draw."""
    if rng.random() < 0.1:
        points = dict.fromkeys(HAND_WINDS, 0)
        result: dict = {"kind": "draw"}
        winner = None
    else:
        winner = rng.choice(HAND_WINDS)
        points = {w: rng.choice(_LOSER_VALUES) for w in HAND_WINDS}
        points[winner] = rng.choice(_WINNER_VALUES)
        self_drawn = rng.random() < 0.3
        result = {"kind": "win", "winner": winner, "self_drawn": self_drawn}
        if not self_drawn:
            result["discarder"] = rng.choice([w for w in HAND_WINDS if w != winner])
    settlement = dutch_settlement(points, winner)
    entry = {
        "ruleset": ruleset,
        "prevailing_wind": prevailing_wind,
        "players": {w: {} for w in HAND_WINDS},
        "result": result,
        "quick": {"points": points},
    }
    scores = {w: SeatScore(points=points[w], settlement=settlement[w]) for w in HAND_WINDS}
    return DemoHand(entry=entry, scores=scores)
