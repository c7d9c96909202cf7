"""Teammates seated at one table in an event's rounds: the one reading behind the seat draw
panel's "Teammates at one table" and the team page's warning, so the two never disagree.

A seat a substitute took counts for the player who left (``Seat.substitute_for``), as the
draw counts it; a team's members are counted whether or not they withdrew later (a table
they shared was shared)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from itertools import combinations
from typing import cast

from tournaments import seating
from tournaments.events.models import Event, Round
from tournaments.play.models import Seat
from tournaments.play.selectors.rounds import event_seating_rounds
from tournaments.teams.models import TeamMembership

type _Key = tuple[str, int | str]


@dataclass(frozen=True)
class TeammatesAtTable:
    """Two or more players of one team at one table of a round."""

    round_number: int
    table_number: int
    team: str
    names: tuple[str, ...]

    @property
    def meetings(self) -> int:
        """The pairs of teammates at this table."""
        return len(self.names) * (len(self.names) - 1) // 2


@dataclass(frozen=True)
class TeammateTables:
    tables: tuple[TeammatesAtTable, ...]

    @property
    def meetings(self) -> int:
        """How often two teammates share a table, over the rounds (the panel's figure)."""
        return sum(t.meetings for t in self.tables)


def _seat_key(seat: Seat) -> _Key:
    if seat.substitute_for_id is not None:
        return ("m", seat.substitute_for_id)
    return ("m", seat.member_id) if seat.member_id is not None else ("g", seat.guest_name)


def teammates_at_tables(
    *, event: Event, rounds: list[Round] | None = None
) -> TeammateTables | None:
    """The tables where teammates sit together, round by round (None: the event has no team
    members). ``rounds``: the event's rounds as ``play.selectors.rounds.event_seating_rounds``
    reads them (read here when not given); one query more for the teams."""
    team_of = _teams_of(event)
    if not team_of:
        return None
    found = []
    for round_ in event_seating_rounds(event=event) if rounds is None else rounds:
        for table in round_.tables.all():
            by_team: dict[str, list[str]] = defaultdict(list)
            for seat in table.seats.all():
                team = team_of.get(_seat_key(seat))
                if team is not None:
                    by_team[team].append(seat.player_name)
            found += [
                TeammatesAtTable(round_.number, table.number, team, tuple(names))
                for team, names in sorted(by_team.items())
                if len(names) > 1
            ]
    return TeammateTables(tables=tuple(found))


def _teams_of(event: Event) -> dict[_Key, str]:
    """Each team member's key (a member or a guest) → the team's name."""
    rows = TeamMembership.objects.filter(team__event=event).values_list(
        "participant__member_id", "participant__guest_name", "team__name"
    )
    return {
        (("m", member) if member is not None else ("g", guest)): team
        for member, guest, team in rows
    }


def teammate_meetings(*, event: Event, rounds: Iterable[seating.Round]) -> int | None:
    """How often two teammates share a table in ``rounds`` (a seating not stored yet, as
    the seat draw's pure rounds give it, keyed as ``_seat_key`` keys a stored seat); None
    when the event has no team members. One query."""
    team_of = _teams_of(event)
    if not team_of:
        return None
    found = cast(dict[Hashable, str], team_of)  # the pure rounds' ids: any hashable
    return sum(
        1
        for round_ in rounds
        for table in round_.tables
        for a, b in combinations(table.players, 2)
        if a in found and found[a] == found.get(b)
    )
