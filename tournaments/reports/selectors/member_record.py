"""A member's own record for the player page: every table they played at in a year (a
played seat of a started event, ``play.selectors.played``: in progress too, never a
planned one), with the hands, score and penalties there, and their penalties."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from django.db.models import Count, Sum

from tournaments.clubs.models import Member
from tournaments.events.selectors.silence import round_hidden, silent_round_q
from tournaments.penalties.models import Penalty
from tournaments.penalties.selectors import PenaltyLine, member_penalties
from tournaments.play.models import Seat
from tournaments.play.selectors.played import played_seats
from tournaments.play.selectors.winners import won_q
from tournaments.reports.selectors.game_scores import game_scores


@dataclass(frozen=True)
class MemberTable:
    seat: Seat
    hands: int
    hands_won: int
    hand_score: int  # the game's result as the standings count it (with uma and oka)
    penalty: int

    @property
    def score(self) -> int:
        return self.hand_score + self.penalty


def member_tables(*, member: Member, year: int, full: bool = False) -> list[MemberTable]:
    """The member's played seats in events of ``year``, newest first. Two queries. Not the
    seats of a silent round still hidden, unless ``full`` (the club's staff)."""
    found = Seat.objects.filter(member=member, round__event__date__year=year)
    if not full:
        found = found.exclude(silent_round_q("round"))
    seats = list(
        played_seats(found)
        .select_related("round__event", "table")
        .annotate(
            hand_score=Sum("results__settlement"),
            hands=Count("results"),
            won=Count(
                "results",
                filter=won_q(result="results__", seat="pk", ruleset="round__event__ruleset"),
            ),
        )
        .order_by("-round__event__date", "round__event__name", "round__number")
    )
    penalties: dict[tuple[int, str], int] = defaultdict(int)
    for table_id, shares in Penalty.objects.filter(
        table_id__in=[s.table_id for s in seats], cancelled_at__isnull=True
    ).values_list("table_id", "shares"):
        for wind, points in (shares or {}).items():
            penalties[(table_id, wind)] += int(points)
    games = game_scores(table_ids={s.table_id for s in seats}, full=full)
    return [
        MemberTable(
            seat=s,
            hands=s.hands,
            hands_won=s.won,
            hand_score=games.get((s.table_id, s.wind), s.hand_score or 0),
            penalty=penalties.get((s.table_id, s.wind), 0),
        )
        for s in seats
    ]


def member_year_penalties(*, member: Member, year: int, full: bool = False) -> list[PenaltyLine]:
    """The member's penalties of ``year``; not of a silent round still hidden unless ``full``."""
    return [
        line
        for line in member_penalties(member=member)
        if line.penalty.table.round.event.date.year == year
        and (
            full
            or not round_hidden(
                event=line.penalty.table.round.event, number=line.penalty.table.round.number
            )
        )
    ]
