"""The rating list and a player's history as typed rows (pure Python, no Django): what the
pages, the exports and the big screen show."""

from __future__ import annotations

import datetime
from collections.abc import Collection
from dataclasses import dataclass

from tournaments.ratings.engine import FamilyRatings, Rating, RatingPoint


@dataclass(frozen=True, slots=True)
class RatingRow:
    rank: int
    member_id: int
    rating: Rating
    matches: int
    last_played: datetime.date
    name: str = ""


def rating_list(
    book: FamilyRatings,
    *,
    on: datetime.date,
    event_ids: Collection[int] | None = None,
    names: dict[int, str] | None = None,
) -> list[RatingRow]:
    """The members' ratings on ``on`` (inactivity included), best first; players level on
    the shown number share a rank, the smaller σ first. ``event_ids``: only players who
    played one of these events (a season's)."""
    rows = []
    for key, points in book.history.items():
        if not (key.startswith("m") and key[1:].isdigit()):  # guests: rated, not listed
            continue
        played = [p for p in points if p.date <= on]
        if not played or (
            event_ids is not None and not any(p.event_id in event_ids for p in played)
        ):
            continue
        rating = book.rating(key, on=on)
        assert rating is not None
        member_id = int(key[1:])
        rows.append(
            RatingRow(
                rank=0,
                member_id=member_id,
                rating=rating,
                matches=len(played),
                last_played=played[-1].date,
                name=(names or {}).get(member_id, ""),
            )
        )
    rows.sort(key=lambda r: (-r.rating.display, r.rating.sigma, r.name, r.member_id))
    ranked: list[RatingRow] = []
    for index, row in enumerate(rows):
        level = ranked and ranked[-1].rating.display == row.rating.display
        rank = ranked[-1].rank if level else index + 1
        ranked.append(
            RatingRow(rank, row.member_id, row.rating, row.matches, row.last_played, row.name)
        )
    return ranked


def after_each_event(points: list[RatingPoint]) -> list[RatingPoint]:
    """A history with one point per event: the rating after its last table (a chart
    with a point per table of a long season is unreadable on a phone)."""
    last: dict[int, RatingPoint] = {}
    for point in points:
        last[point.event_id] = point
    return sorted(last.values(), key=lambda p: (p.date, p.event_id))
