"""Pao advice: is the player who discards a tile liable to pay for everyone?

The scorekeeper rules Pao (``result.pao``); this pure function gives the table a first
opinion from what lies on the table, with the seed passage behind it. It knows:

- the dangerous games ('Gevaarlijk Spel', counted in exposed tiles, 'slagen', 3 per set,
  004 L1104-1113): 2 dragon pungs (L422-431, L1124-1125), 3 wind pungs (L433-440), 3 pungs
  of winds and/or dragons (L442-446), 3 pungs of 1s and 9s (L448-451), and with option
  ``suit_dangerous_game`` 9 slagen of one suit (L1285-1292);
- the causer of the 9th dragon slag or of the 12th slag pays for everyone if the
  dangerous player then self-draws the hand (L1127-1133, L1318-1321): advice ``conditional``;
- a concealed kong made at 9 slagen leaves the situation as it was (L1323-1324): concealed
  sets are not slagen;
- no Pao when the winner does not make the targeted hand (L429-431, L1135-1136, L1313-1316);
- raw and non-raw tiles, the order of the suit dangerous games and Overmacht (L1294-1436):
  a discarder is excused when he held nothing better to discard; the order of preference
  is: a tile that feeds no dangerous game, then a non-raw, then a raw tile of the latest
  dangerous suit, then the same for the earlier suits (the seed's situations cover the
  first three steps; the rest follows its principle 'aantonen dat er geen andere keus
  voorhanden was', L1409-1411). A player who claimed a pung or chow after the dangerous
  game appeared has lost Overmacht (L1419-1423);
- the 7-5 rule with live-wall variant 2 (L1449-1484): from 6 live tiles left no dragon or
  wind, from 4 left no raw suit tile may be discarded.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...errors import InvalidHand
from ...hand import Meld
from ...tiles import WINDS, Tile
from .dangerous_games import (
    PaoAdvice,
    completed_shapes,
    forms_target,
    honour_targets,
    is_raw,
    open_sets,
    suit_danger,
)
from .options import HkOptions

CLAIMS = ("mahjong", "pung", "kong", "chow")


#: the advice when no dangerous game nor the 7-5 rule bears on the discard
NO_PAO = PaoAdvice(
    False,
    None,
    "no dangerous game of the claimant that this tile completes, and the 7-5 rule does not apply",
    "004 L1097-1136",
)


def pao_advice(
    exposed: Mapping[str, Sequence[Meld]],
    discards: Sequence[Tile],
    discarded: Tile,
    discarder: str,
    claimant: str,
    tiles_left_in_wall: int | None = None,
    options: Mapping[str, object] | None = None,
    *,
    claim: str = "mahjong",
    claimant_concealed: Sequence[Tile] | None = None,
    discarder_concealed: Sequence[Tile] | None = None,
    danger_order: Sequence[str] = (),
    discarder_claimed_since_danger: bool = False,
) -> PaoAdvice:
    """Advice on whether ``discarder`` is liable when ``claimant`` claims ``discarded``.

    ``exposed``: every player's sets on the table (seat wind -> melds; declared concealed
    kongs flagged ``concealed``); ``discards``: the tiles discarded before this one;
    ``tiles_left_in_wall``: live-wall tiles left (for the 7-5 rule); ``options``: the club's
    hk options. Keywords: ``claim`` what the tile is claimed for (mahjong, pung, kong, chow);
    ``claimant_concealed`` the claimant's hidden tiles before the claim, when shown (to tell
    whether the tile completes the targeted hand); ``discarder_concealed`` the discarder's
    tiles before discarding (to judge raw tiles and Overmacht); ``danger_order`` the seats
    in the order their suit dangerous games were formed; ``discarder_claimed_since_danger``
    the discarder claimed a pung or chow after that, losing Overmacht (004 L1419-1423).
    """
    opts = HkOptions.from_options(options)
    _check_input(exposed, discarded, discarder, claimant, claim, tiles_left_in_wall)
    mine = exposed.get(claimant, ())
    tile = int(discarded)
    found: list[PaoAdvice] = []
    for trigger, target, source in honour_targets(mine, tile):
        found.append(
            _target_advice(trigger, target, source, mine, claimant_concealed, discarded, claim)
        )
    if opts.suit_dangerous_game:
        advice = _suit_advice(
            exposed,
            discards,
            discarded,
            claimant,
            claim,
            claimant_concealed,
            discarder_concealed,
            danger_order,
            discarder_claimed_since_danger,
        )
        if advice is not None:
            found.append(advice)
    liable = [a for a in found if a.liable]
    if liable:
        return liable[0]
    end = _seven_five_advice(opts, tiles_left_in_wall, tile, exposed, discards, claim)
    if end is not None:
        return end
    return found[0] if found else NO_PAO


def _check_input(
    exposed: Mapping[str, Sequence[Meld]],
    discarded: object,
    discarder: str,
    claimant: str,
    claim: str,
    tiles_left: int | None,
) -> None:
    """Refuses what the table cannot have entered (``discarded`` is checked to be a tile:
    callers outside the typed engine hand in anything)."""
    for seat in (discarder, claimant, *exposed):
        if seat not in WINDS:
            raise InvalidHand(f"seats are winds E S W N, not {seat!r}", code="bad_seat")
    if discarder == claimant:
        raise InvalidHand("a player cannot claim his own discard", code="claim_own_discard")
    if not isinstance(discarded, Tile) or discarded.is_bonus:
        raise InvalidHand("the discarded tile must be a playing tile", code="bad_discard")
    if claim not in CLAIMS:
        raise InvalidHand(
            f"claim is one of {', '.join(CLAIMS)}, not {claim!r}", code="bad_claim", claim=claim
        )
    if tiles_left is not None and tiles_left < 0:
        raise InvalidHand("tiles left in the wall cannot be negative", code="bad_wall")


def _target_advice(
    trigger: str,
    target: str,
    source: str,
    mine: Sequence[Meld],
    claimant_concealed: Sequence[Tile] | None,
    discarded: Tile,
    claim: str,
) -> PaoAdvice:
    if claim != "mahjong":
        if claim == "chow":
            return PaoAdvice(False, trigger, "a chow adds no slag to this dangerous game", source)
        return PaoAdvice(
            True,
            trigger,
            f"the {claim} is the decisive set towards {target}: if the claimant then "
            "self-draws the winning tile, the discarder pays for everyone",
            source,
            conditional=True,
        )
    if claimant_concealed is not None:
        hand, shapes = completed_shapes(mine, claimant_concealed, discarded)
        if not shapes:
            return PaoAdvice(
                False, trigger, "the tile does not complete the claimant's hand", source
            )
        if not forms_target(trigger, hand, shapes, None):
            return PaoAdvice(
                False,
                trigger,
                f"the tile does not make {target} (e.g. only the pair of Drie Kleine Wijzen): "
                "no Pao",
                "004 L429-431, L1135-1136",
            )
        return PaoAdvice(True, trigger, f"the discard completes {target}: Pao", source)
    return PaoAdvice(
        True,
        trigger,
        f"dangerous game ({target}): the discarder pays for everyone if the tile completes "
        "it (not when it only makes the pair of Drie Kleine Wijzen)",
        source,
    )


def _suit_advice(
    exposed: Mapping[str, Sequence[Meld]],
    discards: Sequence[Tile],
    discarded: Tile,
    claimant: str,
    claim: str,
    claimant_concealed: Sequence[Tile] | None,
    discarder_concealed: Sequence[Tile] | None,
    danger_order: Sequence[str],
    lost_overmacht: bool,
) -> PaoAdvice | None:
    mine = exposed.get(claimant, ())
    suit = suit_danger(mine)
    tile = int(discarded)
    if suit is None or tile >= 27 or tile // 9 != suit:
        return None
    source = "004 L1285-1321"
    if any(m.tiles[0] >= 27 or m.tiles[0] // 9 != suit for m in mine):
        return PaoAdvice(False, "suit", "the claimant can no longer make Superschoon", source)
    if claim != "mahjong":
        if len(open_sets(mine)) == 3:
            return PaoAdvice(
                True,
                "suit",
                f"the {claim} makes the 12th slag: if the claimant then self-draws a "
                "Superschoon, the discarder pays for everyone",
                "004 L1318-1321",
                conditional=True,
            )
        return None
    if claimant_concealed is not None:
        hand, shapes = completed_shapes(mine, claimant_concealed, discarded)
        if not shapes or not forms_target("suit", hand, shapes, suit):
            return PaoAdvice(
                False,
                "suit",
                "the discard does not complete a Superschoon: no Pao",
                "004 L1313-1316",
            )
    suits = _danger_suits(exposed, danger_order)
    latest = suits[-1]
    raw = is_raw(tile, exposed, discards)
    if discarder_concealed is None:
        return _unseen_discarder(tile // 9 == latest and not raw, lost_overmacht)
    return _overmacht(
        tile, discarder_concealed, suits, exposed, discards, lost_overmacht, raw, latest
    )


def _unseen_discarder(latest_non_raw: bool, lost_overmacht: bool) -> PaoAdvice:
    """The suit advice when the discarder's tiles are not shown: Pao unless the tile is a
    non-raw one of the latest dangerous suit, Overmacht to be shown (004 L1294-1299)."""
    if latest_non_raw:
        return PaoAdvice(
            False,
            "suit",
            "a non-raw tile of the latest dangerous suit (unless the discarder held a tile "
            "that feeds no dangerous game)",
            "004 L1330-1357, L1376-1379, L1396-1397",
        )
    return PaoAdvice(
        True,
        "suit",
        "discard completes a Superschoon of a dangerous suit game: Pao, unless the "
        "discarder shows he had no other choice (Overmacht)",
        "004 L1294-1299, L1405-1414",
        overmacht=not lost_overmacht,
    )


def _danger_suits(exposed: Mapping[str, Sequence[Meld]], danger_order: Sequence[str]) -> list[int]:
    """Suits of the dangerous games, earliest first: ``danger_order`` first, then any other
    dangerous player in seat order."""
    seats = [s for s in danger_order if s in exposed]
    seats += [s for s in WINDS if s in exposed and s not in seats]
    out: list[int] = []
    for seat in seats:
        suit = suit_danger(exposed[seat])
        if suit is not None:
            if suit in out:
                out.remove(suit)
            out.append(suit)
    return out


def _overmacht(
    tile: int,
    held: Sequence[Tile],
    suits: list[int],
    exposed: Mapping[str, Sequence[Meld]],
    discards: Sequence[Tile],
    lost_overmacht: bool,
    raw: bool,
    latest: int,
) -> PaoAdvice:
    recency = {suit: len(suits) - 1 - i for i, suit in enumerate(suits)}

    def rank(t: int) -> int:
        if t >= 27 or t // 9 not in recency:
            return 0
        return 1 + 2 * recency[t // 9] + is_raw(t, exposed, discards)

    mine = rank(tile)
    best = min((rank(int(t)) for t in held), default=mine)
    best = min(best, mine)
    source = "004 L1294-1436"
    if best == 0:
        return PaoAdvice(
            True,
            "suit",
            "the discarder held a tile that feeds no dangerous game and had to discard that",
            "004 L1330-1333",
        )
    if mine > best:
        return PaoAdvice(
            True,
            "suit",
            "the discarder could have discarded a safer tile (a non-raw or a tile of the latest "
            "dangerous suit): Pao",
            "004 L1356-1357, L1376-1379, L1397-1401",
        )
    if mine == 1:
        return PaoAdvice(
            False, "suit", "a non-raw tile of the latest dangerous suit: no Pao", source
        )
    if lost_overmacht:
        return PaoAdvice(
            True,
            "suit",
            "the discarder claimed a pung or chow after the dangerous game appeared and lost "
            "the right to Overmacht",
            "004 L1419-1423",
        )
    return PaoAdvice(
        False,
        "suit",
        "no other choice: Overmacht, no Pao"
        + ("" if tile // 9 == latest and raw else " (the safest tile he held)"),
        "004 L1363-1367, L1386-1389, L1405-1436",
    )


def _seven_five_advice(
    opts: HkOptions,
    tiles_left: int | None,
    tile: int,
    exposed: Mapping[str, Sequence[Meld]],
    discards: Sequence[Tile],
    claim: str,
) -> PaoAdvice | None:
    if opts.live_wall != 2 or tiles_left is None or claim != "mahjong":
        return None
    if tiles_left <= 6 and tile >= 27:
        return PaoAdvice(
            True,
            "seven_rule",
            f"{tiles_left} live tiles left: no dragon or wind may be discarded, raw or not "
            "(the 7-rule)",
            "004 L1452-1463",
        )
    if tiles_left <= 4 and tile < 27 and is_raw(tile, exposed, discards):
        return PaoAdvice(
            True,
            "five_rule",
            f"{tiles_left} live tiles left: no raw suit tile may be discarded (the 5-rule)",
            "004 L1465-1475",
        )
    return None
