"""From a :class:`Deal` to the hashable summary the scorer works on (:class:`HandKey`), with
the checks a scorekeeper's entry needs (a discard win names its discarder, the winning tile is
among the concealed tiles, kong conditions fit the hand)."""

from __future__ import annotations

from ...errors import InvalidHand
from ...hand import Condition, Deal, MeldKind
from ...tiles import WINDS
from .search import HandKey
from .shapes import KONG, PUNG

_WIND_TILE = {w: 27 + i for i, w in enumerate(WINDS)}
_REPLACEMENT = frozenset({Condition.KONG_REPLACEMENT, Condition.KONG_ON_KONG})
_CODE_BASE = {MeldKind.CHOW: 0, MeldKind.PUNG: PUNG, MeldKind.KONG: KONG}


# hot loop, kept whole for speed (issue 18 allows it: no function over 60 lines elsewhere)
def hand_key(
    deal: Deal,
    seat: str,
    *,
    self_drawn: bool,
    conditions: frozenset[Condition] = frozenset(),
) -> HandKey:
    """The summary of ``seat``'s hand, won with ``deal.result.winning_tile``."""
    hand = deal.players[seat]
    win_tile = deal.result.winning_tile
    if win_tile is None:
        raise InvalidHand("the winning tile is missing", code="no_winning_tile")
    if win_tile.is_bonus:
        raise InvalidHand(
            f"a flower or season ({win_tile}) cannot win an MCR hand", code="bonus_winning_tile"
        )
    # the declared sets as codes ``(code, concealed)`` and the 34 concealed counts (bonus
    # tiles ignored), worked out here rather than in helpers: this runs once per hand scored
    fixed_codes = []
    has_kong = False
    for meld in hand.melds:
        base = _CODE_BASE.get(meld.kind)
        if base is None:
            raise InvalidHand(
                "a pair is never laid on the table in MCR; list it among the concealed tiles",
                code="melded_pair",
            )
        if base == KONG:
            has_kong = True
        fixed_codes.append((base + meld.tiles[0], meld.concealed))
    fixed = tuple(fixed_codes)
    counts = [0] * 34
    for t in hand.concealed:
        if t < 34:
            counts[t] += 1
    conc = tuple(counts)
    if not conc[win_tile]:
        raise InvalidHand(
            f"the winning tile {win_tile} must be among the concealed tiles (a discard that "
            "completes a set is written there)",
            code="winning_tile_not_concealed",
            tile=str(win_tile),
        )
    win = int(win_tile)
    if not conditions:  # the common case: nothing more to check
        return HandKey(
            conc,
            fixed,
            win,
            self_drawn,
            _WIND_TILE[seat],
            _WIND_TILE[deal.prevailing_wind],
            False,
            False,
            False,
            conc[win] == 1 and _last_tile(deal, win),
        )
    robbing = Condition.ROBBING_KONG in conditions
    replacement = not _REPLACEMENT.isdisjoint(conditions)
    if robbing and self_drawn:
        raise InvalidHand(
            "robbing the kong is a win on another player's tile, not self-drawn",
            code="robbing_self_drawn",
        )
    if replacement and not self_drawn:
        raise InvalidHand(
            "out with a replacement tile is a self-drawn win", code="replacement_not_self_drawn"
        )
    if replacement and not has_kong:
        raise InvalidHand(
            "out with a replacement tile needs a declared kong [002:L549]",
            code="replacement_without_kong",
        )
    return HandKey(  # conc, fixed, win, self_drawn, seat, prevalent, then the conditions
        conc,
        fixed,
        win,
        self_drawn,
        _WIND_TILE[seat],
        _WIND_TILE[deal.prevailing_wind],
        Condition.LAST_WALL_TILE in conditions,
        replacement,
        robbing,
        conc[win] == 1 and _last_tile(deal, win),
    )


def _last_tile(deal: Deal, win: int) -> bool:
    """Last Tile [002:L437]: the other three copies lie open on the table. The engine sees the
    players' open sets (discards are not entered), so it counts those."""
    visible = 0
    for hand in deal.players.values():
        for meld in hand.melds:
            if not (meld.concealed and meld.kind is MeldKind.KONG):
                visible += meld.tiles.count(win)
    return visible >= 3
