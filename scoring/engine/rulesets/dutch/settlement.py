"""Dutch settlement [000:L327-L335, L581; 003:L97-L103]:

1. the winner receives his or her score from each other player and pays nothing;
2. the other players settle the differences between their scores among themselves;
3. East pays and receives double;
4. the sum is always zero [000:L329, L380].

The worked example [000:L371-L378] pays gross (each loser pays every other player that
player's score); the net result is the same as these differences.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scoring.engine.settlement import Settlement

DEALER = "E"


def rate(a: str, b: str) -> int:
    """2 when East is one of the two players, else 1 [000:L335]."""
    return 2 if DEALER in (a, b) else 1


def settle(seats: Sequence[str], points: Mapping[str, int], winner: str | None) -> Settlement:
    """The zero-sum settlement of one hand won by ``winner``; a draw (no winner) settles
    nothing [000:L166, L582]."""
    if winner is None:
        return Settlement.zero(seats)
    # each loser x pays the winner's score (double with East) and settles the difference
    # with every other loser y, double when one of them is East: sum over y of px - py is
    # n * px - (the losers' total), plus px - pE once more when East is another loser
    won = points[winner]
    amounts = dict.fromkeys(seats, 0)
    losers = [s for s in seats if s != winner]
    n = len(losers)
    total = 0
    for x in losers:
        total += points[x]
    east = points[DEALER] if DEALER in points and winner != DEALER else None
    received = 0
    for x in losers:
        px = points[x]
        if x == DEALER:
            paid = won * 2
            net = 2 * (n * px - total)
        else:
            paid = won * 2 if winner == DEALER else won
            net = n * px - total
            if east is not None:
                net += px - east
        received += paid
        amounts[x] = net - paid
    amounts[winner] = received
    return Settlement(amounts)
