"""Settling a hand in chips: the table payments, Pao, the club extras, false Mahjong.

Pao: 'De veroorzaker van "Mahjong" moet alles betalen ... PAO-Spel = veroorzaker betaalt'
(004 L1097-1102). Whether Pao applies is the scorekeeper's ruling (``result.pao``: raw
tiles, Overmacht and the order of dangerous games cannot be read from the final tiles,
004 L1294-1436); the liable player then pays the whole amount the winner collects, so Pao
moves who pays, never how much the winner gets.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...errors import InvalidHand
from ...settlement import Settlement
from .options import HkOptions
from .payments import base_payments, false_mahjong_penalty


def settle_win(
    *,
    seats: Sequence[str],
    winner: str,
    fan: int,
    limit: bool,
    self_drawn: bool,
    discarder: str | None,
    pao: str | None,
    options: HkOptions,
    one_bamboos: int = 0,
) -> Settlement:
    """The zero-sum settlement of a win of ``fan`` (capped; ``limit`` for a limit hand).

    ``one_bamboos`` counts the 1 Bamboe tiles of the winning hand for variant b: each paying
    player adds ``one_bamboo_points`` per tile (004 L1264-1265; how they are paid is not
    stated). The pot of variant i (004 L1279-1280) is collected from every other player and
    is not moved by Pao: it was paid into the pot by all.
    """
    if pao is not None and pao == winner:
        raise InvalidHand("the winner cannot be the player liable for Pao", code="pao_is_winner")
    owed = base_payments(
        fan=fan,
        limit=limit,
        self_drawn=self_drawn,
        winner=winner,
        discarder=discarder,
        seats=seats,
        options=options,
    )
    bonus = options.one_bamboo_points * one_bamboos
    if bonus:
        owed = {s: a + bonus if a else a for s, a in owed.items()}
    amounts = dict.fromkeys(seats, 0)
    if pao is not None:
        amounts[pao] = -sum(owed.values())
    else:
        for seat, amount in owed.items():
            amounts[seat] = -amount
    pot = options.draw_pot * options.pot_draws
    if pot:
        for seat in seats:
            if seat != winner:
                amounts[seat] -= pot
    amounts[winner] = -sum(amounts.values())
    return Settlement(amounts)


def settle_false_mahjong(
    *,
    seats: Sequence[str],
    claimant: str,
    self_drawn: bool,
    discarder: str | None,
    options: HkOptions,
) -> Settlement:
    """'Een valse Mahjong wordt ... bestraft met de waarde die staat bij 8 fan' (004
    L887-888); on a wall tile 'krijgt iedere speler als zelf pakken uitbetaald' (L893-894).
    The discard case is not stated: option ``false_mahjong_discard``."""
    each, van_tafel = false_mahjong_penalty(options=options)
    if (
        not self_drawn
        and discarder is not None
        and discarder != claimant
        and options.false_mahjong_discard == "to_discarder"
    ):
        return Settlement.from_payments(seats, [(claimant, discarder, van_tafel)])
    return Settlement.from_payments(seats, [(claimant, s, each) for s in seats if s != claimant])
