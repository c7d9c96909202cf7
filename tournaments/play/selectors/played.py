"""What "played" means: the one definition behind table points, rounds, attendance, the
evening report, the season standings and the player and member pages (docs/played.md).

* A **hand** is played once it is entered, whatever its result: a win, a draw, a false
  mahjong or a dead wall. A draw is a played hand.
* A **table** is played once it has at least one played hand.
* A **seat** is played when its table is played. Every seat at a played table earns table
  points by its place there, counts as one round played and as attendance at its event:
  also a player whose only hands were draws, and one who sat out every hand at a
  five-player table. A seat at a table without hands is not played: no table points, no
  round, no attendance ("no hands played").
* Only the past counts on the member pages: "last played", the member's events and tables
  read played seats of events that have **started** (in progress or finished). A planned
  or cancelled event never counts there, whatever its date.

This lowest selectors module is the only place that says it; the reports read it through
``SeatResult.played`` (a seat has a place at its table exactly when the table is
played) and the member
pages through :func:`played_seats` and :func:`member_played_q`.
"""

from __future__ import annotations

from django.db.models import Exists, OuterRef, Q, QuerySet

from tournaments.events.models import EventStatus
from tournaments.play.models import Hand, Seat

#: The statuses of an event that has started: its played seats are history.
STARTED_STATUSES: tuple[str, ...] = (EventStatus.IN_PROGRESS, EventStatus.FINISHED)


def played_seats(seats: QuerySet[Seat]) -> QuerySet[Seat]:
    """``seats`` restricted to played seats of started events (the member pages)."""
    return seats.filter(
        Exists(Hand.objects.filter(table_id=OuterRef("table_id"))),
        round__event__status__in=STARTED_STATUSES,
    )


def member_played_q(prefix: str = "seats__") -> Q:
    """A condition on a member's ``prefix`` seats: played, in a started event (for
    aggregates over ``Member``: how many events, the last date played)."""
    return Q(
        **{
            f"{prefix}table__hands__isnull": False,
            f"{prefix}round__event__status__in": STARTED_STATUSES,
        }
    )
