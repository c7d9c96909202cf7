"""The best hands of an event with their tiles as entered (one query, whatever the number
of hands): the winner's sets and concealed tiles (``reports.hand_tiles``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scoring.engine import InvalidHand
from scoring.wind_markers import wind_tile_letters
from tournaments.events.models import Event
from tournaments.play.models import HandResult
from tournaments.play.selectors.winners import won_q
from tournaments.reports.hand_tiles import TileGroup, tile_groups
from tournaments.reports.rows import BestHand, Player, TableResult

BEST_HANDS = 5  # the report's best hands


@dataclass(frozen=True)
class ShownHand:
    best: BestHand
    groups: tuple[TileGroup, ...]
    self_drawn: bool


def best_hands_shown(
    *, event: Event, tables: Sequence[TableResult], count: int = BEST_HANDS
) -> list[ShownHand]:
    """The ``count`` highest winning hands (the earlier of equal ones first), named as the
    standings name who sat there (a substitute by his own name)."""
    sitters: dict[tuple[int, str], Player] = {}
    for result in tables:
        for seat in result.seats:
            sitters[(result.table_id, seat.wind)] = seat.substitute or seat.player
    rows = (
        HandResult.objects.filter(won_q(), hand__table__round__event=event)
        .select_related("hand__table__round")
        .order_by("-points", "hand__table__round__number", "hand__table__number", "hand__number")
    )[:count]
    letters = wind_tile_letters()
    shown = []
    for row in rows:
        hand = row.hand
        table = hand.table
        player = sitters.get((table.pk, row.wind))
        if player is None:  # a seat the standings do not know: not shown rather than guessed
            continue
        scored = tuple(e for e in row.elements or () if isinstance(e, dict))
        best = BestHand(
            points=row.points,
            player=player,
            event_id=event.pk,
            event_name=event.name,
            date=event.date,
            round_number=table.round.number,
            table_number=table.number,
            hand_number=hand.number,
            ruleset=event.ruleset,
            scored=scored,
        )
        try:
            entry = hand.hand_entry
        except InvalidHand:  # an entry that cannot be read: the hand without its tiles, as
            groups: tuple[TileGroup, ...] = ()  # the club statistics show its limit hands
        else:
            groups = tile_groups(entry.seat_players.get(row.wind) or {}, letters)
        shown.append(ShownHand(best, groups, self_drawn=hand.discarder_id is None))
    return shown
