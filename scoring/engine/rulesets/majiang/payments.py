"""Distribution of the points (Verteilung der Punkte 6.2, L472-L481): who pays the winner
what, in multiples of the hand value V.

- The winner receives V from each other player; nobody else receives anything (L477).
- East (the dealer) always receives and pays double (L476); payout variant ``east_single``
  drops this (L579).
- A winning tile taken concealed: everyone pays double (an East winner gets 4V from each,
  a paying East 4V, L478).
- A winning tile from a discard or robbed from a kong: that player pays double (L479). The
  East and discarder doublings multiply (golden reading "11", as L478 and L362 do); option
  ``east_discarder_compound`` off gives one doubling only. Variant
  ``no_winning_tile_double`` drops both winning-tile doublings (L580).
- Pao: the liable player pays the whole total the winner would have received, his own share
  included, and the others pay nothing (L481, L485-L487; 19#19). Pao changes who pays,
  never how much the winner gets.

A player with a dead hand (wrong tile count, faulty set) "receives no points" (L340, L346)
but still pays a winner: no exemption is stated (19#20).

Only the players in the hand pay: a fifth player sitting out takes no part (L555); three
players are two payers (19#22).
"""

from __future__ import annotations

from collections.abc import Iterable

from scoring.engine.errors import InvalidHand
from scoring.engine.settlement import Settlement

from .options import Settings
from .win import HowWon

DEALER = "E"


def payment_multiple(payer: str, winner: str, how: HowWon, settings: Settings) -> int:
    """How many times V ``payer`` pays ``winner``."""
    multiple = 1
    east = not settings.east_single and (payer == DEALER or winner == DEALER)
    if east:
        multiple = 2
    if settings.no_winning_tile_double:
        return multiple
    if how.concealed:
        return multiple * 2
    if payer == how.discarder and (settings.east_discarder_compound or not east):
        return multiple * 2
    return multiple


def win_settlement(
    seats: Iterable[str],
    winner: str,
    value: int,
    how: HowWon,
    settings: Settings,
    pao: str | None = None,
) -> Settlement:
    """The zero-sum settlement of a win worth ``value`` points."""
    seats = tuple(seats)
    payers = [s for s in seats if s != winner]
    dues = {p: value * payment_multiple(p, winner, how, settings) for p in payers}
    total = sum(dues.values())
    amounts = dict.fromkeys(seats, 0)
    if pao is not None:
        if pao == winner:
            raise InvalidHand(
                "the winner cannot be the Pao (liable) player", code="pao_is_winner", seat=pao
            )
        amounts[pao] = -total
    else:
        for p, due in dues.items():
            amounts[p] = -due
    amounts[winner] = total
    return Settlement(amounts)
