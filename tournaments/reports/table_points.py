"""Table points: what each player at a table earns by their place after a round.

Pure Python (no Django): the standings, the reseating and the exports all call
``award_table_points``.

Where the schemes come from:

* Fu-Hing reseats round 2 "uitgaande van het behaalde tafelpunt in de vorige ronde"
  [seed 004 L1491-1492]; the house rules do not say how a table point is earned
  (rules/club_fuhing.md §1, open question 1), so the scheme is a club setting
  (``Club.table_points_scheme``) and never a guess in code.
* "4-2-1-0": 4 for the best score at the table, 2 for the second, 1 for the third,
  0 for the rest. The usual Dutch club convention; total 7 at every table.
* "4-2-1-half": the Groene Hart style of seed 000 (NMB rules, Mahjong Club Groene Hart,
  [000 L3-L8]): the fourth still gets ½, and at a five-player table
  ([000 L585], one "dromer" sits out each hand) the fifth gets 0; total 7½.
  Seed 000 itself gives no table-point rule; the club chooses this scheme.
* "none": no table points; standings then rank by score.

A player's score in a round is the sum of his settlements over the table's hands
(``HandResult.settlement``). Ties share the points of the places they occupy exactly,
as fractions: four players on equal score under 4-2-1-0 get 7/4 = 1¾ each.
Every table's points sum to the scheme's total for that table size; the function
checks it before returning.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from fractions import Fraction
from functools import cache

HALF = Fraction(1, 2)

#: Points by place, best first. Places beyond the list get 0.
SCHEMES: dict[str, tuple[Fraction, ...]] = {
    "4-2-1-0": (Fraction(4), Fraction(2), Fraction(1), Fraction(0)),
    "4-2-1-half": (Fraction(4), Fraction(2), Fraction(1), HALF),
    "none": (),
}


class TablePointsError(ValueError):
    """A table the scheme cannot award (unknown scheme, no players, sums that do not add up)."""


class UnknownScheme(TablePointsError):
    pass


@cache
def place_points(scheme: str, players: int) -> tuple[Fraction, ...]:
    """The points for places 1..``players`` at a table of that size under ``scheme``."""
    if scheme not in SCHEMES:
        raise UnknownScheme(f"Unknown table points scheme {scheme!r}")
    if players < 1:
        raise TablePointsError("A table needs at least one player")
    ladder = SCHEMES[scheme]
    return tuple(ladder[i] if i < len(ladder) else Fraction(0) for i in range(players))


@cache
def scheme_total(scheme: str, players: int) -> Fraction:
    """What all players at a table of ``players`` earn together."""
    return sum(place_points(scheme, players), Fraction(0))


#: Table points are kept exactly as integers in 1/120ths internally (``award_units``):
#: the ladders are in halves and a tie divides by at most 5 players, so every share is a
#: multiple of 1/120 (lcm of 2·1 … 2·5). Summing ints is much faster than Fractions.
UNIT = 120


@cache
def _ladder_units(scheme: str, players: int) -> tuple[int, ...]:
    return tuple(int(p * UNIT) for p in place_points(scheme, players))


def award_units[K: Hashable](scores: Mapping[K, int], scheme: str) -> dict[K, int]:
    """Table points per player in 1/120ths (see ``UNIT``); ties share their places' points."""
    ladder = _ladder_units(scheme, len(scores))
    ordered = sorted(scores.values(), reverse=True)
    share: dict[int, int] = {}
    place = 0
    while place < len(ordered):
        score = ordered[place]
        tied = ordered.count(score)
        total, rest = divmod(sum(ladder[place : place + tied]), tied)
        if rest:  # pragma: no cover - impossible with tables of at most 5 players
            raise TablePointsError(f"A {tied}-way tie cannot be shared in 1/{UNIT}ths")
        share[score] = total
        place += tied
    awarded = {player: share[score] for player, score in scores.items()}
    if sum(awarded.values()) != sum(ladder):  # pragma: no cover - an invariant
        raise TablePointsError("Table points do not add up to the scheme's total")
    return awarded


def award_table_points[K: Hashable](scores: Mapping[K, int], scheme: str) -> dict[K, Fraction]:
    """Table points per player from their scores at one table, as exact fractions.

    Players on equal score share the points of the places they occupy:
    ``{a: 10, b: 10, c: -5, d: -15}`` under 4-2-1-0 gives a and b (4+2)/2 = 3 each.
    """
    return {player: Fraction(units, UNIT) for player, units in award_units(scores, scheme).items()}


def table_ranks[K: Hashable](scores: Mapping[K, int]) -> dict[K, int]:
    """Place at the table (1 = best); tied players share the best place ("1, 1, 3, 4")."""
    ordered = sorted(scores.values(), reverse=True)
    return {player: ordered.index(score) + 1 for player, score in scores.items()}
