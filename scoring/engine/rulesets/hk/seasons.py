"""Seasons ('seizoenen', also called 'bloemen' in the seed): what the bonus tiles score.

The seed has two numbered sets, Hoofdseizoenen and Bijseizoenen (004 L180-188, L614-616),
written ``s1-s4`` and ``f1-f4``; scoring treats both the same. Number n belongs to seat wind
n (E=1 ... N=4, 004 L192-198, L623-624).
"""

from __future__ import annotations

from functools import lru_cache

from ...elements import Element, ScoredElement
from ...errors import InvalidHand
from ...tiles import Tile
from .elements import (
    COMPLETE_SEASONS,
    EIGHT_SEASONS,
    EIGHT_SEASONS_UNCLAIMED,
    LIMIT_FAN,
    NO_SEASONS,
    OWN_SEASON,
    SEVEN_SEASONS,
)

#: what the functions here award, by function (for the element records)
AWARDED_BY: tuple[tuple[str, tuple[Element, ...]], ...] = (
    (
        "seasons.season_elements",
        (NO_SEASONS, OWN_SEASON, COMPLETE_SEASONS, SEVEN_SEASONS, EIGHT_SEASONS_UNCLAIMED),
    ),
    ("seasons.season_claim", (EIGHT_SEASONS,)),
)


@lru_cache(maxsize=4096)
def season_elements(
    bonus: tuple[Tile, ...], seat: str, eight_fan: int = 4
) -> tuple[ScoredElement, ...]:
    """The season fan of a regular Mahjong.

    - none received: 'Géén Seizoen is ook een Fan' (004 L207, L635-636);
    - each own season 1 (at most 2, L623-626); another seat's season 0 (L636-637);
    - a complete set of four: 2 'inclusief zijn eigen seizoen' = own 1 + 1 (L631-632, L660-661);
    - seven seasons not claimed on drawing the 7th: 'mogen alleen nog 3 fan meegeteld worden'
      (L641-643): 3 for the seasons, replacing the above;
    - eight seasons not claimed on drawing the 8th lose only the limit (L650-651); they count
      as above: both own seasons and both complete sets, 4 fan; with ``eight_fan`` = 3
      (option ``eight_seasons_fan``) L641-643's 'alleen nog 3 fan' is read for eight too.
    """
    n = len(bonus)
    if n == 0:
        return (ScoredElement(NO_SEASONS, 1),)
    if n == 7:
        return (ScoredElement(SEVEN_SEASONS, 3),)
    if n == 8 and eight_fan == 3:
        return (ScoredElement(EIGHT_SEASONS_UNCLAIMED, 3),)
    out: list[ScoredElement] = []
    own = sum(1 for t in bonus if t.wind == seat)
    if own:
        out.append(ScoredElement(OWN_SEASON, 1, own))
    flowers = sum(1 for t in bonus if t.is_flower)
    sets = (flowers == 4) + (n - flowers == 4)
    if sets:
        out.append(ScoredElement(COMPLETE_SEASONS, 1, sets))
    return tuple(out)


def season_claim(bonus: tuple[Tile, ...], winning_tile: Tile) -> tuple[ScoredElement, bool]:
    """An instant Mahjong on drawing the 7th or 8th season, 'ongeacht de stenen in zijn hand'
    and even with a dead hand (004 L639-654, L1228-1237). Returns the element and whether it
    is a limit hand."""
    if winning_tile not in bonus:
        raise InvalidHand(
            f"the winning season {winning_tile} is not among the winner's seasons",
            code="winning_tile_missing",
            tile=str(winning_tile),
        )
    n = len(bonus)
    if n == 8:
        return ScoredElement(EIGHT_SEASONS, LIMIT_FAN), True
    if n == 7:
        return ScoredElement(SEVEN_SEASONS, 3), False
    raise InvalidHand(
        f"a Mahjong on drawing a season needs the 7th or 8th season, the winner has {n} "
        "(004 L639-654)",
        code="season_claim",
        seasons=n,
    )
