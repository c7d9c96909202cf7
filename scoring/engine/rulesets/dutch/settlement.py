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
    # with every other loser y: x's net is the sum of those, the winner's what they pay
    won = points[winner]
    losers = [(s, points[s]) for s in seats if s != winner]
    amounts = dict.fromkeys(seats, 0)
    east_won = winner == DEALER
    received = 0
    for x, px in losers:
        x_east = x == DEALER
        paid = won * 2 if east_won or x_east else won
        received += paid
        net = -paid
        for y, py in losers:
            if y != x:
                net += (px - py) * 2 if x_east or y == DEALER else px - py
        amounts[x] = net
    amounts[winner] = received
    return Settlement(amounts)
