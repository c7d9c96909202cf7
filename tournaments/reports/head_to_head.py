"""A player against one opponent (the player page's head-to-head): pure Python, counted
from the rows ``reports.selectors.statistics`` read for the player's statistics."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from tournaments.reports.rows import Player
from tournaments.reports.statistics import HandRow


@dataclass(frozen=True, slots=True)
class HeadToHead:
    """A player against one opponent, at the tables and in the hands they shared."""

    opponent: Player
    games: int = 0  # tables both sat at
    above: int = 0  # games the player finished above the opponent
    below: int = 0
    hands: int = 0  # hands both played
    wins: int = 0
    opponent_wins: int = 0
    won_on_their_discard: int = 0
    dealt_in_to_them: int = 0


def head_to_head(
    *,
    opponent: Player,
    tables: Mapping[int, tuple[int, int]],
    places: Mapping[int, int],
    my_hands: Iterable[HandRow],
    their_seats: Iterable[int],
    their_hand_ids: Iterable[int],
    their_wins: Iterable[int] | None = None,
) -> HeadToHead:
    """``tables``: per shared table (my seat id, their seat id); ``places``: seat id ->
    place (played seats); ``my_hands`` the player's rows; ``their_hand_ids`` the hands the
    opponent played."""
    seats = set(their_seats)
    shared = set(their_hand_ids)
    # the hands the opponent won (several winners of one discard: beside the hand's winner)
    won = set(their_wins) if their_wins is not None else None
    games = [(places[m], places[t]) for m, t in tables.values() if m in places and t in places]
    counts: Counter[str] = Counter()
    for row in my_hands:
        if row.hand_id not in shared:
            continue
        counts["hands"] += 1
        counts["wins"] += row.won
        theirs = row.winner_id in seats if won is None else row.hand_id in won
        counts["opponent_wins"] += theirs
        counts["won_on_their_discard"] += row.won and row.discarder_id in seats
        counts["dealt_in_to_them"] += row.discarder_id == row.seat_id and theirs
    return HeadToHead(
        opponent=opponent,
        games=len(games),
        above=sum(mine < theirs for mine, theirs in games),
        below=sum(mine > theirs for mine, theirs in games),
        hands=counts["hands"],
        wins=counts["wins"],
        opponent_wins=counts["opponent_wins"],
        won_on_their_discard=counts["won_on_their_discard"],
        dealt_in_to_them=counts["dealt_in_to_them"],
    )
