"""Five players at one table: who sits out which hand.

Both rule sets in /work/shared/rules rotate the same way; they differ only in
when the deal passes.

Dutch NMB rules [000:L585]: "De speler aan het begin van het spel met het
laagste aantal ogen is de dromer en doet niet mee bij het eerste spel. [...] Als
dit spel is afgelopen of wanneer het remise is, wordt Oost de nieuwe dromer en
wordt de oude dromer Noord. Een ronde is gespeeld wanneer iedere speler Oost is
geweest, er zijn dus vijf beurten maar iedere speler speelt vier keer." -- the
dreamer sits out hand 1; after every hand, a draw included, East becomes the
dreamer and the old dreamer comes in as North.

German rules [001:L552-L556]: "Wer diesen [roten Drachen] zieht, setzt im
ersten Spiel aus. [...] Gewinnt Ost, ändert sich nichts, gewinnt Ost nicht,
setzt Ost aus, der Drache nimmt seinen Platz ein, die Winde wandern nach rechts
(der vorherige Drache ist also nun Nord)." -- the same rotation, but only when
East does not win (rules/majiang.md section 14; whether a draw passes the deal
is not stated, see its note 16).

So with the five players in drawn order (E, S, W, N, fifth = dreamer/dragon),
after ``passes`` rotations the player at position ``passes % 5`` is East, the
next three are S, W, N, and the one before East sits out.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .model import WINDS, PlayerId


@dataclass(frozen=True)
class FiveHand:
    """Seating of one hand at a five-player table."""

    winds: tuple[tuple[str, PlayerId], ...]
    sitting_out: PlayerId


def five_player_hand(table: Sequence[PlayerId], passes: int) -> FiveHand:
    """Winds and the sitter-out after the deal has passed ``passes`` times.

    ``table`` is the drawn order E, S, W, N, fifth (the fifth sits out hand 1).
    NMB: ``passes`` = number of hands played so far (every hand passes).
    German rules: use :func:`passes_when_east_loses`.
    """
    if len(table) != 5:
        raise ValueError("a five-player table needs five players")
    if passes < 0:
        raise ValueError("negative number of passes")
    east = passes % 5
    return FiveHand(
        winds=tuple((WINDS[i], table[(east + i) % 5]) for i in range(4)),
        sitting_out=table[(east + 4) % 5],
    )


def sitting_out(table: Sequence[PlayerId], hand: int) -> PlayerId:
    """Who sits out hand ``hand`` (0-based) under NMB rules [000:L585]."""
    return five_player_hand(table, hand).sitting_out


def passes_when_east_loses(east_won: Iterable[bool]) -> int:
    """Deal passes under the German rules [001:L554]: one per hand East did not win."""
    return sum(1 for won in east_won if not won)
