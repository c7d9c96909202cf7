"""A whole Dutch deal: the checks the common validation leaves to the ruleset, every
player's count after a mahjong [000:L225-L233] and the settlement [000:L327-L335] (quick
entry's totals are settled the same way, :meth:`DutchRuleset.quick_settle`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scoring.engine.elements import ScoredElement
from scoring.engine.errors import InvalidHand
from scoring.engine.hand import Condition, Deal, MeldKind, ResultKind, WinResult
from scoring.engine.result import DealScore
from scoring.engine.settlement import Settlement

from .loser import score_loser
from .options import DutchOptions
from .reading import WIND_TILE, Context
from .settlement import settle
from .table import options_id
from .winner import score_winner

if TYPE_CHECKING:
    from .base import DutchRuleset


def check_table(
    rs: DutchRuleset, deal: Deal, options: DutchOptions, unknown: tuple[str, ...] = ()
) -> None:
    """What the common validation leaves to the ruleset: every hand is needed (but the
    ``unknown`` ones of a partial score), bonus tiles only in the flower variant, the
    3-player set and seats."""
    for seat, hand in deal.players.items():
        if not hand.known and not hand.dead and seat not in unknown:
            raise InvalidHand(
                f"{rs.id} scores every player's hand: the tiles of {seat} are needed",
                code="hand_unknown",
                seat=seat,
            )
        if hand.bonus and not options.flowers:
            raise InvalidHand(
                f"{seat} has flowers or seasons, but this table plays without them "
                "(club option flowers) [000:L91]",
                code="no_flowers",
                seat=seat,
            )
    if deal.sitting_out is not None and len(deal.players) != 4:
        raise InvalidHand(
            "only a 5-player table has a player sitting out (four play each hand) [000:L585]",
            code="sitting_out",
        )
    if len(deal.players) == 3:
        if set(deal.players) != {"E", "S", "W"}:
            raise InvalidHand(
                "a 3-player table plays the winds East, South and West [000:L558]",
                code="three_player_seats",
            )
        for seat, hand in deal.players.items():
            if any(m.kind is MeldKind.CHOW and not m.concealed for m in hand.melds):
                raise InvalidHand(
                    f"{seat}: no chow is laid open at a 3-player table [000:L558]",
                    code="three_player_chow",
                    seat=seat,
                )
            if any(18 <= t < 27 or t == 30 for t in hand.tiles):
                raise InvalidHand(
                    f"{seat}: a 3-player table plays without characters and North [000:L558]",
                    code="three_player_tiles",
                    seat=seat,
                )


# hot loop, kept whole for speed (issue 18 allows it: no function over 60 lines elsewhere)
def score_table(
    rs: DutchRuleset, deal: Deal, options: DutchOptions, unknown: tuple[str, ...]
) -> DealScore:
    rs.check_table(deal, options, unknown)
    result = deal.result
    seats = deal.seats
    if result.kind is not ResultKind.WIN:
        note = {
            ResultKind.DRAW: "draw (remise): nothing is counted or settled [000:L166, L582]",
            ResultKind.DEAD_WALL: "draw (remise): nothing is counted or settled [000:L305]",
            ResultKind.FALSE_MAHJONG: (
                f"false mahjong by {result.claimant}: a dead hand, play went on; the claim "
                "itself settles nothing [000:L162, L198, L313]"
            ),
        }[result.kind]
        return DealScore(
            rs.id,
            {seat: 0 for seat in seats if seat not in unknown},
            Settlement.zero(seats),
            notes=(note,),
            unknown=unknown,
        )
    winner = result.winner_seat
    tile = result.winning_tile
    if tile is None or tile.is_bonus:
        raise InvalidHand("a mahjong needs its winning tile (a playing tile)", code="no_tile")
    if deal.players[winner].dead:
        raise InvalidHand(
            f"{winner} has a dead hand and cannot make mahjong [000:L198]", code="dead_winner"
        )
    round_wind = rs.round_wind(deal, options)
    options_key = options_id(options)  # the counting cache's key of the options
    green_round = bool(options.green_dragon_round)
    players = deal.players
    self_drawn = self_drawn_win(result)
    # the winner first: a hand that is no mahjong stops here
    won = score_winner(
        rs,
        Context(
            winner,
            WIND_TILE[winner],
            round_wind,
            options,
            players[winner],
            True,
            int(tile),
            self_drawn,
            result.conditions,
            green_round,
            options_key,
        ),
    )
    rounding = rs.rounds(options)
    points: dict[str, int] = {}
    elements: dict[str, tuple[ScoredElement, ...]] = {}
    notes: list[str] = []
    for seat in seats:
        if seat == winner:
            counted = won
        elif unknown and seat in unknown:
            continue
        else:
            counted = score_loser(
                rs, players[seat], seat, round_wind, options, options_key, green_round
            )
        value = counted.value
        if rounding:
            value = rs.rounded(value, options)
            if value != counted.value:
                notes.append(f"{seat}: {counted.value} rounded to {value} [000:L394]")
        points[seat] = value
        elements[seat] = counted.elements
    if rounding and len(notes) > 1:
        # the notes as before: the winner's first, then the others in seat order
        notes.sort(key=lambda note: not note.startswith(f"{winner}:"))
    if unknown:
        notes.append(
            f"the tiles of {', '.join(unknown)} are unknown: their points are not counted "
            "and the hand is not settled (every loser's count is needed) [000:L327, L334]"
        )
        return DealScore(rs.id, points, None, elements, notes=tuple(notes), unknown=unknown)
    return DealScore(rs.id, points, settle(seats, points, winner), elements, notes=tuple(notes))


def self_drawn_win(result: WinResult) -> bool:
    """Whether the winning tile was drawn by the winner: Spel van de hemel is always, East
    wins with the dealt tiles before anyone discards [000:L448-L450] (for another winner the
    condition says nothing: Heaven is East's hand alone)."""
    if Condition.HEAVEN in result.conditions and result.winner == "E":
        if result.discarder is not None:
            raise InvalidHand(
                "Spel van de hemel is won with the dealt tiles, nobody discards "
                f"[000:L448-L450]: remove the discarder {result.discarder}",
                code="heaven_discarder",
                discarder=result.discarder,
            )
        return True
    return bool(result.self_drawn)
