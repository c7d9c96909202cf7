"""A member's statistics (the player page, ``manage.py statistics --member``): the seats a
scope counts, and the member's figures and opponents from one read of the statistics
(``statistics.statistics_read``), for one member or for several sharing it (a finish's
warming). The player page counts them in two parts: ``member_parts``."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from django.db.models import Q, QuerySet

from tournaments.clubs.models import Member
from tournaments.events.models import Event
from tournaments.play.models import Seat
from tournaments.reports.rows import Player
from tournaments.reports.selectors.statistics import (
    StatisticsRead,
    statistics_read,
)
from tournaments.reports.statistics import PlayerStatistics


@dataclass(frozen=True)
class MemberScope:
    """Which of a member's games count: a season's (``year``), one event's, one ruleset's."""

    year: int | None = None
    event: Event | None = None
    ruleset: str = ""

    @property
    def key(self) -> tuple[int | None, int | None, str]:
        """The scope in a kept value's key (the event by its id)."""
        return (self.year, self.event.pk if self.event is not None else None, self.ruleset)

    def seats(self, member: Member) -> QuerySet[Seat]:
        return Seat.objects.filter(Q(member=member) & self._q())

    def seats_of(self, members: Sequence[Member]) -> QuerySet[Seat]:
        """The seats of ``members`` in the scope (a finish's warming counts its players')."""
        return Seat.objects.filter(Q(member__in=members) & self._q())

    def _q(self) -> Q:
        q = Q()
        if self.event is not None:
            q &= Q(round__event=self.event)
        if self.year is not None:
            q &= Q(round__event__season__year=self.year)
        if self.ruleset:
            q &= Q(round__event__ruleset=self.ruleset)
        return q


@dataclass(frozen=True)
class MemberStatistics:
    statistics: PlayerStatistics | None
    read: StatisticsRead
    opponents: list[Player]  # who the member sat with, by name


def member_statistics(*, member: Member, scope: MemberScope) -> MemberStatistics:
    """A member's statistics within ``scope``, and who they played against, from all their
    hands (the player page counts them in two parts: ``member_parts``). Five queries."""
    return member_statistics_of(member=member, seats=scope.seats(member))


def member_statistics_of(*, member: Member, seats: QuerySet[Seat]) -> MemberStatistics:
    """``member_statistics`` of the member's ``seats``. Five queries; one without a played
    seat."""
    return members_statistics_of(members=[member], seats=seats)[member.pk]


def members_statistics_of(
    *, members: Sequence[Member], seats: QuerySet[Seat]
) -> dict[int, MemberStatistics]:
    """``member_statistics_of`` of each of ``members`` (of one club; ``seats``: theirs), by
    member id, from one read that they share. Five queries; one without a played seat."""
    if not members:
        return {}
    read = statistics_read(seats=seats, club=members[0].club)
    own = {s.player.member_id: s for s in read.statistics}
    tables: dict[int, set[int]] = defaultdict(set)  # member id -> the tables of their seats
    for table_id, at in read.table_seats.items():
        for seat_id, player in at:
            if seat_id in read.players and player.member_id is not None:
                tables[player.member_id].add(table_id)
    return {
        member.pk: MemberStatistics(
            statistics=own.get(member.pk),
            read=read,
            opponents=_opponents(read, tables[member.pk], member.pk),
        )
        for member in members
    }


def _opponents(read: StatisticsRead, tables: set[int], member_id: int) -> list[Player]:
    """Who sat at ``tables`` but the member, by name."""
    found = {
        player.key: player
        for table_id in tables
        for _, player in read.table_seats[table_id]
        if player.member_id != member_id
    }
    return sorted(found.values(), key=lambda p: (p.sort_name, p.key))
