"""Reads for the seat draw: the field, the drawn rounds as the pure algorithm sees them,
the quality of the draw and each player's seats.

Players are identified by a :data:`PlayerKey` -- ``("m", member_id)`` or
``("g", guest_name)`` -- the same key a :class:`~tournaments.models.Seat` and an
:class:`~tournaments.models.EventParticipant` give, so seats written by anyone (the
draw, a referee, the demo data) map back to players without a participant row.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from typing import cast

from django.db.models import QuerySet, Sum
from django.shortcuts import get_object_or_404

from tournaments import seating
from tournaments.checkin.selectors.desk import in_draw
from tournaments.clubs.models import Member, member_ordering
from tournaments.clubs.names import guest_sort_name
from tournaments.events.models import Event, EventParticipant, Round
from tournaments.play.models import HandResult, Seat
from tournaments.reports.rows import Player
from tournaments.reports.selectors.results import event_report
from tournaments.teams.selectors.teams import participant_team_ids

type PlayerKey = tuple[str, int | str]

POLICY = {
    "five_player": seating.TablePolicy.FIVE,
    "three_player": seating.TablePolicy.THREE,
    "bye": seating.TablePolicy.BYES,
}
"""Event.table_policy -> the seating package's policy."""


def player_key(*, member_id: int | None, guest_name: str) -> PlayerKey:
    return ("m", member_id) if member_id is not None else ("g", guest_name)


def participant_key(participant: EventParticipant) -> PlayerKey:
    return player_key(member_id=participant.member_id, guest_name=participant.guest_name)


def seat_key(seat: Seat) -> PlayerKey:
    return player_key(member_id=seat.member_id, guest_name=seat.guest_name)


def draw_key(seat: Seat) -> PlayerKey:
    """Whose seat it is for the draw: a substitute holds the seat of the player who left
    (``substitute_for``), so the draw's history and field speak of that player."""
    if seat.substitute_for_id is not None:
        return player_key(member_id=seat.substitute_for_id, guest_name="")
    if seat.substitute_for_guest:
        return player_key(member_id=None, guest_name=seat.substitute_for_guest)
    return seat_key(seat)


# -- the field -------------------------------------------------------------------------


def participant_get(*, event: Event, pk: int) -> EventParticipant:
    return get_object_or_404(EventParticipant.objects.select_related("member"), event=event, pk=pk)


def event_field(*, participants: list[EventParticipant], number: int) -> list[EventParticipant]:
    """The participants who play round ``number``, in a stable order (the draw's seed
    then gives the same result for the same field). With check-in on, only those who
    checked in (``checkin.selectors.desk.in_draw``)."""
    return sorted(
        (p for p in participants if p.plays_in(number) and in_draw(p)),
        key=lambda p: (p.joined_round, p.pk),
    )


def draw_round_total(*, event: Event) -> int:
    """The rounds a draw in advance covers: every round, or with stages (``stages``) the
    first stage's; later stages are seated once their field is known."""
    # the stages are ``stages``' (above seat draws): read through the event's relation
    first = event.stages.filter(order=1).values_list("rounds", flat=True).first()
    return first or event.round_count


def members_available(*, event: Event) -> QuerySet[Member]:
    """Active club members who are not (or no longer) in the event's field."""
    taken = event.participants.filter(
        member__isnull=False, withdrew_after_round__isnull=True
    ).values("member_id")
    return event.club.members.filter(active=True).exclude(pk__in=taken).order_by(*member_ordering())


# -- rounds ----------------------------------------------------------------------------


def pure_round(round_: Round, *, field: Sequence[PlayerKey] = ()) -> seating.Round:
    """The algorithm's view of a stored round; ``field`` players without a seat had a bye."""
    tables = tuple(
        seating.Table(number=t.number, players=tuple(draw_key(s) for s in t.seats.all()))
        for t in round_.tables.all()
        if t.seats.all()
    )
    seated = {p for t in tables for p in t.players}
    return seating.Round(
        number=round_.number,
        tables=tables,
        byes=tuple(p for p in field if p not in seated),
    )


def round_scores(*, round_: Round) -> dict[PlayerKey, int]:
    """Each player's score in ``round_``: the sum of their settlements over its hands."""
    rows = (
        HandResult.objects.filter(seat__round=round_)
        .values("seat__member_id", "seat__guest_name")
        .annotate(total=Sum("settlement"))
    )
    return {
        player_key(member_id=r["seat__member_id"], guest_name=r["seat__guest_name"]): r["total"]
        for r in rows
    }


def standings_ranking(*, event: Event, before_round: int) -> list[PlayerKey]:
    """The event's standings over the rounds before ``before_round``, best first: the
    standings page's own rows (``reports.selectors.results.event_report``, with penalties and
    the club's tie-break chain), so a reseat by standings follows what the page shows."""
    rows = event_report(event=event, before_round=before_round, full=True).rows
    return [standing_key(row.player) for row in rows]


def standing_key(player: Player) -> PlayerKey:
    """The draw's key of a standings line's player. A seat a substitute took counts there
    for the registered player, as it does for the draw (``draw_key``)."""
    return player_key(member_id=player.member_id, guest_name=player.key.removeprefix("g:"))


def seat_names(rounds: list[Round], participants: list[EventParticipant]) -> dict[PlayerKey, str]:
    names = {participant_key(p): p.name for p in participants}
    for round_ in rounds:
        for table in round_.tables.all():
            for seat in table.seats.all():
                names.setdefault(seat_key(seat), seat.player_name)
    return names


def seat_sort_names(
    rounds: list[Round], participants: list[EventParticipant]
) -> dict[PlayerKey, str]:
    """Each player's sort key (``Member.sort_name``; a guest's name), so the draw and
    "where do I sit" list people in the order of every other list."""

    def key_of(member: Member | None, guest_name: str) -> str:
        return member.sort_name if member is not None else guest_sort_name(guest_name)

    keys = {participant_key(p): key_of(p.member, p.guest_name) for p in participants}
    for round_ in rounds:
        for table in round_.tables.all():
            for seat in table.seats.all():
                keys.setdefault(seat_key(seat), key_of(seat.member, seat.guest_name))
    return keys


def _groups(
    participants: list[EventParticipant], *, groups: bool = True, teams: bool = True
) -> list[list[PlayerKey]]:
    """Players who should not meet: one list per ``group`` (club, family) and per team
    (``teams.selectors.teams.participant_team_ids``), active players only."""
    found: dict[tuple[str, str | int], list[PlayerKey]] = defaultdict(list)
    team_of = participant_team_ids(participants) if teams else {}
    for p in participants:
        if not p.active:
            continue
        if groups and p.group.strip():
            found["group", p.group.strip().casefold()].append(participant_key(p))
        if p.pk in team_of:
            found["team", team_of[p.pk]].append(participant_key(p))
    return list(found.values())


def avoid_pairs(participants: list[EventParticipant]) -> frozenset[frozenset[PlayerKey]]:
    """Pairs of participants of the same group or team: they should not meet."""
    # the pairs are made of the keys it is given: PlayerKeys (it is typed for any key)
    return cast(frozenset[frozenset[PlayerKey]], seating.pairs_from_groups(_groups(participants)))
