"""Checks every ruleset shares, made before scoring: table size, tile counts for the sets
declared, no fifth copy of a tile anywhere at the table, the winning tile in the winner's
hand. Shapes of single melds are checked when a :class:`Meld` is built."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from .errors import InvalidHand
from .hand import Deal, PlayerHand, ResultKind
from .tiles import ALL_KINDS, PLAYING_KINDS, Tile, format_tiles

if TYPE_CHECKING:
    from .ruleset import Ruleset


def check_table_size(deal: Deal, ruleset: Ruleset[Any]) -> None:
    n = len(deal.players)
    if n not in ruleset.table_sizes:
        allowed = " or ".join(str(s) for s in sorted(ruleset.table_sizes))
        raise InvalidHand(
            f"{ruleset.id} is played by {allowed} players in a hand, not {n}",
            code="table_size",
            count=n,
        )


def expected_tile_count(hand: PlayerHand, *, winner: bool) -> int:
    """Playing tiles the hand must hold: 13 (14 for the winner) plus one per kong."""
    return (14 if winner else 13) + hand.kongs


def check_tile_count(seat: str, hand: PlayerHand, *, winner: bool) -> None:
    given = len(hand.tiles)
    needed = expected_tile_count(hand, winner=winner)
    if given != needed:
        role = "the winner" if winner else f"player {seat}"
        kongs = f" with {hand.kongs} kong{'s' if hand.kongs != 1 else ''}" if hand.kongs else ""
        raise InvalidHand(
            f"{role} needs {needed} tiles{kongs}, {given} given ({seat})",
            code="tile_count",
            seat=seat,
            needed=needed,
            given=given,
        )


def check_copies(deal: Deal) -> None:
    """Four copies of each playing tile and one of each flower and season in the set."""
    counts = [0] * ALL_KINDS
    for hand in deal.players.values():
        for t in hand.tiles:
            counts[t] += 1
        for t in hand.bonus:
            counts[t] += 1
    _check_counts(counts)


def _check_counts(counts: list[int]) -> None:
    """Refuse the first tile kind in ``counts`` (one per kind) held too often."""
    # the usual case, a legal table, in two C-level scans
    if max(counts[:PLAYING_KINDS]) <= 4 and max(counts[PLAYING_KINDS:]) <= 1:
        return
    for index, n in enumerate(counts):
        limit = 1 if index >= PLAYING_KINDS else 4
        if n > limit:
            tile = Tile(index)
            raise InvalidHand(
                f"{n} copies of {tile} at the table (the set has {limit})",
                code="too_many_copies",
                tile=str(tile),
                count=n,
                limit=limit,
            )


def check_winning_tile(deal: Deal) -> None:
    result = deal.result
    if result.kind is not ResultKind.WIN or result.winning_tile is None:
        return
    hand = deal.players[result.winner_seat]
    if not hand.known:
        return
    tile = result.winning_tile
    if tile.is_bonus:
        if tile not in hand.bonus:
            raise InvalidHand(
                f"the winning tile {tile} is not among the winner's flowers and seasons",
                code="winning_tile_missing",
                tile=str(tile),
            )
    elif tile not in hand.tiles:
        raise InvalidHand(
            f"the winning tile {tile} is not in the winner's hand ({format_tiles(hand.tiles)})",
            code="winning_tile_missing",
            tile=str(tile),
        )


def validate_deal(deal: Deal, ruleset: Ruleset[Any]) -> None:
    """Raise :class:`InvalidHand` with a precise message for a deal that cannot be scored.

    The usual deal, a win on a playing tile that passes every check, is cleared in one pass
    over the hands; anything else (a deal that may fail, a draw, a claim,
    a bonus tile as the winning tile) is checked one check after the other by
    :func:`validate_in_order`, which alone decides which error is raised."""
    players = deal.players
    result = deal.result
    winner = result.winner
    tile = result.winning_tile
    if (
        result.kind is ResultKind.WIN
        and winner is not None
        and tile is not None
        and tile < PLAYING_KINDS
        and result.claimant is None
        and len(players) in ruleset.table_sizes
    ):
        every = ruleset.scores_every_player
        tiles: tuple[Tile, ...] = ()
        bonus: tuple[Tile, ...] = ()
        for seat, hand in players.items():
            held = hand.tiles
            tiles += held
            bonus += hand.bonus
            if (
                (every or seat == winner)
                and hand.known
                and not hand.dead
                and len(held) != (14 if seat == winner else 13) + hand.kongs
            ):
                break
        else:
            hand = players[winner]
            if hand.known and tile in hand.tiles:
                # the copies of each playing tile, counted in C (a dict of the kinds held,
                # not a list of all 42 to fill and scan); no flower or season twice
                copies = Counter(tiles)
                if max(copies.values()) <= 4 and (not bonus or len(set(bonus)) == len(bonus)):
                    return
    validate_in_order(deal, ruleset)


def validate_in_order(deal: Deal, ruleset: Ruleset[Any]) -> None:
    """The common checks one after the other, in the order that decides which error a deal
    with several faults gets: table size, the winner's tiles known, each tile count in seat
    order, the copies of each tile in tile order, the winning tile held."""
    check_table_size(deal, ruleset)
    result = deal.result
    if result.kind is ResultKind.WIN:
        winner_hand = deal.players[result.winner_seat]
        if not winner_hand.known and not (result.winning_tile and result.winning_tile.is_bonus):
            raise InvalidHand(
                "the winner's tiles are needed to score the hand", code="winner_unknown"
            )
    # one pass over the hands: each hand's tile count (in seat order), and the copies of
    # every tile at the table (refused only once every count is right, as before)
    is_win = result.kind is ResultKind.WIN
    winner = result.winner if is_win else None
    claimant = result.claimant
    bonus_win = is_win and result.winning_tile is not None and result.winning_tile.is_bonus
    every = ruleset.scores_every_player
    counts = [0] * ALL_KINDS
    for seat, hand in deal.players.items():
        tiles = hand.tiles
        for t in tiles:
            counts[t] += 1
        for t in hand.bonus:
            counts[t] += 1
        if not hand.known or hand.dead or seat == claimant:
            continue
        is_winner = seat == winner
        if is_winner and bonus_win:
            # an instant win on drawing a bonus tile (hk seasons): the hand itself is 13 tiles
            if tiles and len(tiles) != 13 + hand.kongs:
                check_tile_count(seat, hand, winner=False)
        elif (is_winner or every) and len(tiles) != (14 if is_winner else 13) + hand.kongs:
            check_tile_count(seat, hand, winner=is_winner)
    _check_counts(counts)
    check_winning_tile(deal)
