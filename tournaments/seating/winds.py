"""Seat winds within one table: the opening draw and the MCR seat exchange.

Opening draw: "Van elke wind wordt er 1 steen omgedraaid, door elkaar geschoven
en vervolgens trekt elke speler een windsteen. De speler die Oost trekt mag zijn
plaats kiezen. Zuid gaat rechts van hem zitten, Noord links, en West tegenover
hem." [002:L122] -- each player draws a wind tile; we do the same with a seeded
shuffle so the draw is reproducible.

MCR seat exchange between wind rounds. The rules document says only "Na elke
ronde wordt er van plaats gewisseld volgens onderstaand schema." [002:L248], and
the scheme itself is lost in the source [002:L250-L253] (only "1 st Round /
2 nd Round / 3 rd Round / 4 th Round" and "(Exchange)" survive; see also
rules/mcr.md section 2, "GARBLED"). We therefore use the chart of the official
MCR rules (Green Book, as restated by the EMA and common MCR references), which
is also what the brief describes:

* after the East round: East and South exchange seats, West and North exchange;
* after the South round: the player in the East seat moves to the West seat,
  West to South, South to North, North to East;
* after the West round: East and South exchange, West and North exchange again;
* seat winds of each new round are dealt again from the seat of the player who
  was the first East, so every player starts one of the four rounds as East.

Resulting starting seat winds (players A, B, C, D drawn E, S, W, N):

    round  East  South  West  North
    E      A     B      C     D
    S      B     A      D     C
    W      C     D      B     A
    N      D     C      A     B

Within a wind round the deal passes after every hand ("De oostenwind schuift
door en de eerdere Zuid wordt nu Oost." [002:L236]); that is scoring, not
seating, and is left to the hand-entry code.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .model import WINDS, PlayerId

# Row = wind round (E, S, W, N); entry i = index (into the drawn E, S, W, N
# order) of the player who starts that round with wind WINDS[i].
MCR_CHART: tuple[tuple[int, int, int, int], ...] = (
    (0, 1, 2, 3),
    (1, 0, 3, 2),
    (2, 3, 1, 0),
    (3, 2, 0, 1),
)


def draw_winds(
    players: Sequence[PlayerId], seed: int | str | random.Random
) -> tuple[PlayerId, ...]:
    """Shuffle a table's players into seat order E, S, W, N (and a fifth).

    Like drawing wind tiles [002:L122]; for a five-player table the fifth drawn
    player sits out the first hand (the dreamer / dragon, see ``five_player``).
    """
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    order = list(players)
    rng.shuffle(order)
    return tuple(order)


def mcr_seat_winds(table: Sequence[PlayerId]) -> tuple[dict[PlayerId, str], ...]:
    """Each player's starting seat wind in the E, S, W and N wind rounds (MCR).

    ``table`` is the four players in their drawn order E, S, W, N. Returns four
    dicts, one per wind round, mapping player -> seat wind at the start of it.
    """
    if len(table) != 4:
        raise ValueError("MCR is played by exactly four players")
    return tuple({table[who]: WINDS[wind] for wind, who in enumerate(row)} for row in MCR_CHART)
