"""MCR settlement [002:L228-L234]: only the winner's hand is counted [002:L226].

* Won on a discard: the discarder pays the hand's total plus the 8 base points, the two others
  pay the 8 base points [002:L230].
* Self-drawn: every other player pays the total plus 8 [002:L232].
* Robbing the Kong: the robbed player pays as the discarder (AMBIG-4).
* False mahjong: the claimant pays 10 to each other player [002:L234] (AMBIG-2).
* Draw: nothing is counted [002:L240].
"""

from __future__ import annotations

from collections.abc import Iterable

from ...settlement import Settlement

BASE_POINTS = 8


def win_settlement(seats: Iterable[str], winner: str, total: int, payer: str | None) -> Settlement:
    """``payer`` is the discarder (or robbed player); None when every other player pays as for
    a self-drawn win."""
    amounts = {}
    received = 0
    for seat in seats:
        if seat != winner:
            owes = total + BASE_POINTS if payer is None or seat == payer else BASE_POINTS
            amounts[seat] = -owes
            received += owes
    amounts[winner] = received
    return Settlement(amounts)


def false_mahjong_settlement(seats: Iterable[str], claimant: str, penalty: int) -> Settlement:
    amounts = {seat: penalty for seat in seats if seat != claimant}
    amounts[claimant] = -penalty * len(amounts)
    return Settlement(amounts)
