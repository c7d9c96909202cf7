"""The two payment tables of seed 004: what each losing player pays for a hand of ``fan``.

T1 'Puntentelling "Veroorzaker betaalt"' (004 L1058-1072): on a discard the discarder pays
the 'van tafel' amount alone; on a self-draw each other player pays 'zelf pakken', half of
it. OCR repairs: 'A+4+4' = 4+4+4 (L1064), '24+424+24' = 24+24+24 (L1068).

T2 'Puntentelling bij Hong Kong Mahjong' (004 L1438-1448): unit u = 2^(fan-1); on a discard
the discarder pays 2u and the others u (the 3-player text says the same, L982-985); on a
self-draw everyone pays 2u. Its limit row is u = 64. T2 has no rows for 7-10 fan (option
``split_above_six``) and only '1+1+1=3' at 0 fan, read as 1 from each other player.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...errors import InvalidHand
from .options import SPLIT, HkOptions

#: T1 'van tafel' by fan, 0-10 (004 L1061-1071).
T1_VAN_TAFEL = (1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128)
#: T1 'LIMIET =20' row (004 L1072): 256 from the discarder, 128 from each on a self-draw.
T1_LIMIT = 256
#: T2 limit row unit: 64+64+128 = 256, 128+128+128 = 384 (004 L1448).
T2_LIMIT_UNIT = 64
#: fan of the false-Mahjong penalty: 'de waarde die staat bij 8 fan' (004 L887-888) in T1;
#: T2 marks its own 6-fan row 'Valse Mahjong' (004 L1447).
FALSE_MAHJONG_FAN_T1 = 8
FALSE_MAHJONG_FAN_T2 = 6


def t1_van_tafel(fan: int, *, limit: bool = False, cap: int = 10) -> int:
    """T1 'van tafel' for ``fan`` (already capped). Above 10 fan (variant j) the table's own
    pattern goes on: every 2 fan double (11 = 192, 12 = 256 = the Limiet row). A limit hand
    pays the Limiet row, or twice the amount of a capped hand when the cap is raised; with no
    cap it counts its 20 fan (004 L1081-1085: 'telt men door')."""
    if limit:
        if cap == 0:
            return _t1_extended(20)
        return max(T1_LIMIT, 2 * _t1_extended(cap))
    return _t1_extended(fan)


def _t1_extended(fan: int) -> int:
    doublings = 0
    while fan > 10:  # every 2 fan above the table double the amount
        fan -= 2
        doublings += 1
    return T1_VAN_TAFEL[max(fan, 0)] << doublings


def t1_zelf_pakken(fan: int, *, limit: bool = False, cap: int = 10) -> int:
    """T1 'zelf pakken', paid by each other player: half the 'van tafel' amount. The 0-fan
    cell reads 0 (004 L1061): a self-drawn hand always has the self-drawn fan."""
    if fan < 1 and not limit:
        raise InvalidHand(
            "a self-drawn hand has at least 1 fan (self-drawn, 004 L499-501)",
            code="self_drawn_zero_fan",
        )
    return t1_van_tafel(fan, limit=limit, cap=cap) // 2


def t2_unit(fan: int, *, limit: bool = False, above_six: str = "limit") -> int:
    """T2 unit u = 2^(fan-1) for 1-6 fan; the Limiet row is u = 64, which is where the
    doubling lands at 7 fan (``above_six='limit'``), or 7-10 fan pay as 6 (``'six'``)."""
    if limit:
        return T2_LIMIT_UNIT
    if fan >= 7:
        return T2_LIMIT_UNIT if above_six == "limit" else 1 << 5
    return 1 << (fan - 1)


def base_payments(
    *,
    fan: int,
    limit: bool,
    self_drawn: bool,
    winner: str,
    discarder: str | None,
    seats: Sequence[str],
    options: HkOptions,
) -> dict[str, int]:
    """What each other player pays the winner before Pao: ``{seat: amount}``.

    A 3-player table pays 'as with 4 players, one player left out' (004 L982-985)."""
    others = [s for s in seats if s != winner]
    if not self_drawn and discarder is None:
        raise InvalidHand(
            "a win on a discard needs the discarder (or self_drawn: true)", code="no_discarder"
        )
    cap = options.fan_cap
    if options.discard_payment == SPLIT:
        above_six = str(options.split_above_six)
        if self_drawn:
            if fan < 1 and not limit:
                raise InvalidHand(
                    "a self-drawn hand has at least 1 fan (self-drawn, 004 L499-501)",
                    code="self_drawn_zero_fan",
                )
            each = 2 * t2_unit(fan, limit=limit, above_six=above_six)
            return {s: each for s in others}
        if fan < 1 and not limit:  # T2 row 0: '1+1+1=3' (004 L1441)
            return {s: 1 for s in others}
        unit = t2_unit(fan, limit=limit, above_six=above_six)
        return {s: 2 * unit if s == discarder else unit for s in others}
    if self_drawn:
        each = t1_zelf_pakken(fan, limit=limit, cap=cap)
        return {s: each for s in others}
    return {s: t1_van_tafel(fan, limit=limit, cap=cap) if s == discarder else 0 for s in others}


def false_mahjong_penalty(*, options: HkOptions) -> tuple[int, int]:
    """The false-Mahjong penalty as (each player's 'zelf pakken', the 'van tafel' amount):
    T1 at 8 fan (32, 64), T2 at its 'Valse Mahjong' 6-fan row (64, 128)."""
    if options.discard_payment == SPLIT:
        unit = t2_unit(FALSE_MAHJONG_FAN_T2)
        return 2 * unit, 4 * unit
    return t1_zelf_pakken(FALSE_MAHJONG_FAN_T1), t1_van_tafel(FALSE_MAHJONG_FAN_T1)
