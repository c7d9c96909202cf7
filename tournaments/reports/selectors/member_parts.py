"""A member's statistics on their page in two parts (docs/statistics.md, "A member's
statistics in two parts"): what ``member_statistics.member_statistics`` counts, without reading all
the member's hands for each request.

* the **finished part**, the finished events in scope: kept across processes
  (``kept.kept_across``) under the club's finished stamp, the member, the scope, the names
  the viewer sees (``names_seen_key``) and the language; counted once, then read from the
  cache by any process (a finish's warming counts it for the event's players:
  ``reports.warming``);
* the **live part**, the scope's events not finished (tonight's evening): counted for each
  request, from few hands (one query without such an event).

The two add up (``statistics_parts.add_statistics``): the events share no hand and no table.
A head-to-head needs the hands themselves and reads them all (``member_statistics``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import partial

from django.db.models import Q
from django.utils.translation import get_language

from scoring.engine.registry import ruleset_ids
from tournaments.clubs.audience import names_seen_key
from tournaments.clubs.models import Member
from tournaments.events.models import Event, EventStatus
from tournaments.reports.rows import Player
from tournaments.reports.selectors.kept import club_finished_stamp, kept_across
from tournaments.reports.selectors.member_statistics import MemberScope, members_statistics_of
from tournaments.reports.statistics import PlayerStatistics
from tournaments.reports.statistics_parts import statistics_total

_FINISHED = Q(round__event__status=EventStatus.FINISHED)


@dataclass(frozen=True)
class MemberPart:
    """A member's statistics over some events and who they sat with there, by name."""

    statistics: PlayerStatistics | None
    opponents: tuple[Player, ...]


def member_statistics_finished(*, member: Member, scope: MemberScope) -> MemberPart:
    """The member's statistics over the finished events in ``scope``, kept while the club's
    finished events stay as they are. No query when kept in this process (the stamp held:
    ``kept.finished_stamp_held``), five when counted."""
    return kept_across(
        _finished_key(member, scope),
        lambda: _parts([member], scope, _FINISHED)[member.pk],
        small=True,
    )


def members_statistics_finished(*, members: Sequence[Member], scope: MemberScope) -> None:
    """``member_statistics_finished`` of each of ``members`` (of one club) kept, counted in
    one read that they share (a finish's warming: five queries, not five per player)."""
    if not members:
        return
    parts = _parts(members, scope, _FINISHED)
    for member in members:
        kept_across(_finished_key(member, scope), partial(parts.__getitem__, member.pk), small=True)


def _finished_key(member: Member, scope: MemberScope) -> tuple[object, ...]:
    return (
        "member statistics, finished",
        member.pk,
        scope.key,
        club_finished_stamp(club=member.club).digest,
        names_seen_key(club_id=member.club_id),
        get_language(),
    )


def member_statistics_parts(*, member: Member, scope: MemberScope) -> MemberPart:
    """The member's statistics within ``scope`` as ``member_statistics`` counts them: the
    finished part (kept) and the live part (counted now) added. One query when the finished
    part is kept and no event in scope is being played."""
    done = member_statistics_finished(member=member, scope=scope)
    return _added([done, _parts([member], scope, ~_FINISHED)[member.pk]])


def event_members(*, event: Event) -> list[Member]:
    """The members who played at ``event`` (their club loaded), whose finished part a
    finish's warming counts. One query."""
    return list(
        Member.objects.filter(seats__round__event=event)
        .distinct()
        .select_related("club")
        .order_by("pk")
    )


def _parts(members: Sequence[Member], scope: MemberScope, events: Q) -> dict[int, MemberPart]:
    """Each member's part of the scope's ``events``, by member id: one read for all."""
    seats = scope.seats_of(members) if len(members) > 1 else scope.seats(members[0])
    found = members_statistics_of(members=members, seats=seats.filter(events))
    return {pk: MemberPart(f.statistics, tuple(f.opponents)) for pk, f in found.items()}


def _added(parts: Iterable[MemberPart]) -> MemberPart:
    parts = list(parts)
    opponents = {p.key: p for part in parts for p in part.opponents}
    return MemberPart(
        statistics=statistics_total((p.statistics for p in parts), ruleset_order=ruleset_ids()),
        opponents=tuple(sorted(opponents.values(), key=lambda p: (p.sort_name, p.key))),
    )
