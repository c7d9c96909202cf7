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
    amounts = dict.fromkeys(seats, 0)
    won = points[winner]
    losers = [s for s in seats if s != winner]
    for x in losers:
        paid = won * rate(winner, x)
        amounts[winner] += paid
        amounts[x] -= paid
    for i, x in enumerate(losers):
        for y in losers[i + 1 :]:
            d = (points[x] - points[y]) * rate(x, y)
            amounts[x] += d
            amounts[y] -= d
    return Settlement(amounts)
