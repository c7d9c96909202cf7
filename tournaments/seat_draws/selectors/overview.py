"""The seat draw page, read: the drawn rounds, the draw's quality and its bounds, each
player's figures, who is unseated or seated though withdrawn, repeated pairs and the
MCR seat chart."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import cast

from scoring.engine import get_ruleset
from tournaments import seating
from tournaments.audit.models import AuditEntry
from tournaments.checkin.selectors.desk import in_draw
from tournaments.events.models import Event, EventKind, EventParticipant, Round
from tournaments.events.selectors.participants import event_participants
from tournaments.events.selectors.rounds import played_rounds
from tournaments.play.selectors.rounds import event_seating_rounds
from tournaments.seat_draws.selectors.field import (
    POLICY,
    PlayerKey,
    avoid_pairs,
    event_field,
    participant_key,
    pure_round,
    seat_key,
    seat_names,
    seat_sort_names,
)
from tournaments.teams.selectors.teammates import teammates_at_tables


@dataclass(frozen=True)
class PlayerFigures:
    name: str
    east: int
    byes: int
    odd_tables: int


@dataclass(frozen=True)
class McrRow:
    """One player at an MCR table: their starting seat wind in the E, S, W and N rounds."""

    name: str
    winds: tuple[str, ...]


@dataclass(frozen=True)
class RepeatedPair:
    """Two players who share a table more than once, and the rounds where they do."""

    names: tuple[str, str]
    rounds: tuple[int, ...]


@dataclass(frozen=True)
class SeatingOverview:
    event: Event
    rounds: list[Round]
    played_numbers: frozenset[int]
    quality: seating.Quality | None
    players: list[PlayerFigures]
    participants: list[EventParticipant]
    field_size: int
    unseated: list[str] = field(default_factory=list)
    seated_withdrawn: list[str] = field(default_factory=list)
    next_round: int | None = None
    bounds: seating.Bounds | None = None
    repeated: list[RepeatedPair] = field(default_factory=list)
    seconds: float | None = None
    #: per drawn round, by number: the names of the players in its field without a seat
    sitting_out: dict[int, list[str]] = field(default_factory=dict)
    #: how often two teammates share a table (None: the event has no teams)
    teammate_meetings: int | None = None
    #: the seating is a plan from a file (``selectors.plans``), not a draw: the verdict says so
    brought_in: bool = False

    @property
    def optimal(self) -> bool:
        """No draw can do better: most meetings and repeats at their counting bounds."""
        q, b = self.quality, self.bounds
        return bool(q and b and not q.constraint_violations and b.met_by(q.max_meetings, q.repeats))

    @property
    def drawn(self) -> bool:
        return any(r.tables.all() for r in self.rounds)

    @property
    def draw_replaces(self) -> bool:
        """Whether drawing now replaces seats: a round not played yet has tables (the
        dialog's warning; seating a club evening's next round replaces nothing)."""
        return any(r.tables.all() and r.number not in self.played_numbers for r in self.rounds)

    @property
    def stale(self) -> bool:
        return bool(self.unseated or self.seated_withdrawn)

    @property
    def is_club_evening(self) -> bool:
        return self.event.kind == EventKind.CLUB_EVENING

    @property
    def all_played(self) -> bool:
        return self.next_round is None


def seating_overview(*, event: Event) -> SeatingOverview:
    """Everything the draw page shows, in five queries."""
    rounds = event_seating_rounds(event=event)
    participants = event_participants(event=event)
    names = seat_names(rounds, participants)
    played = played_rounds(rounds)
    played_numbers = frozenset(r.number for r in played)
    next_number = len(played) + 1 if len(played) < event.round_count else None

    pure = [
        pure_round(
            r,
            field=[
                participant_key(p) for p in event_field(participants=participants, number=r.number)
            ],
        )
        for r in rounds
        if r.tables.all()
    ]
    panel = quality_panel(
        pure=pure, played_numbers=played_numbers, rounds=rounds, participants=participants
    )
    teammates = teammates_at_tables(event=event, rounds=rounds)  # the team page's reading too
    unseated, seated_withdrawn = _stale_players(event, rounds, participants, played_numbers)
    seconds, brought_in = _last_seating(event)
    if get_ruleset(event.ruleset).has_seat_chart:
        _add_seat_charts(rounds)

    def by_name(players: set[PlayerKey]) -> list[str]:
        return sorted((names.get(k, str(k[1])) for k in players), key=str.casefold)

    return SeatingOverview(
        event=event,
        rounds=rounds,
        played_numbers=played_numbers,
        quality=panel.quality,
        players=panel.players,
        participants=participants,
        field_size=sum(1 for p in participants if p.active and in_draw(p)),
        unseated=by_name(unseated),
        seated_withdrawn=by_name(seated_withdrawn),
        next_round=next_number,
        bounds=panel.bounds,
        repeated=panel.repeated,
        seconds=seconds,
        brought_in=brought_in,
        sitting_out={r.number: by_name({_key(p) for p in r.byes}) for r in pure if r.byes},
        teammate_meetings=teammates.meetings if teammates is not None else None,
    )


@dataclass(frozen=True)
class QualityPanel:
    """The figures of the quality panel (``seat_draws/_quality.html``) for a seating: the
    draw page's (stored rounds) and a plan's preview (a file's rounds) read them alike."""

    quality: seating.Quality | None
    bounds: seating.Bounds | None
    repeated: list[RepeatedPair]
    players: list[PlayerFigures]
    teammate_meetings: int | None = None
    seconds: float | None = None
    brought_in: bool = False  # a plan from a file: the verdict does not say "drawn"

    @property
    def optimal(self) -> bool:
        q, b = self.quality, self.bounds
        return bool(q and b and not q.constraint_violations and b.met_by(q.max_meetings, q.repeats))


def quality_panel(
    *,
    pure: list[seating.Round],
    played_numbers: frozenset[int],
    rounds: list[Round],
    participants: list[EventParticipant],
    teammate_meetings: int | None = None,
) -> QualityPanel:
    """The panel's figures of the seated rounds ``pure`` (the algorithm's view, byes
    included); ``rounds`` and ``participants`` give the players' names and order."""
    names = seat_names(rounds, participants)
    keys = [participant_key(p) for p in participants if p.active]
    quality = seating.measure(pure, avoid_pairs(participants), keys) if pure else None
    bounds = seating.draw_bounds(pure, [r for r in pure if r.number in played_numbers])
    return QualityPanel(
        quality=quality,
        bounds=bounds if pure else None,
        repeated=repeated_pair_rows(pure, names),
        players=_player_figures(quality, rounds, participants, names),
        teammate_meetings=teammate_meetings,
    )


# the template's seat chart of a table (``_add_seat_charts``)
_MCR_ROWS = "mcr_rows"


def _key(player: Hashable) -> PlayerKey:
    # the pure algorithm answers with the player ids it was given: PlayerKeys here
    # (``draw_key``, ``seat_key``); it is typed for any hashable id
    return cast(PlayerKey, player)


def _player_figures(
    quality: seating.Quality | None,
    rounds: list[Round],
    participants: list[EventParticipant],
    names: dict[PlayerKey, str],
) -> list[PlayerFigures]:
    """Each player's easts, byes and odd tables in the draw, by name."""
    if quality is None:
        return []
    sort_names = seat_sort_names(rounds, participants)
    return [
        PlayerFigures(
            name=names.get(k, str(k[1])),
            east=quality.east_counts.get(k, 0),
            byes=quality.bye_counts.get(k, 0),
            odd_tables=quality.odd_table_counts.get(k, 0),
        )
        for k in sorted(map(_key, quality.east_counts), key=lambda k: sort_names.get(k, str(k[1])))
    ]


def _stale_players(
    event: Event,
    rounds: list[Round],
    participants: list[EventParticipant],
    played_numbers: frozenset[int],
) -> tuple[set[PlayerKey], set[PlayerKey]]:
    """Who the drawn rounds not yet played leave out (beyond the byes the layout gives),
    and who sits in them though withdrawn."""
    unseated: set[PlayerKey] = set()
    seated_withdrawn: set[PlayerKey] = set()
    for round_ in rounds:
        if round_.number in played_numbers or not round_.tables.all():
            continue
        expected = {
            participant_key(p) for p in event_field(participants=participants, number=round_.number)
        }
        seated = {seat_key(s) for t in round_.tables.all() for s in t.seats.all()}
        seated_withdrawn |= seated - expected
        missing = expected - seated
        byes = _layout_byes(len(expected), event.table_policy)
        if len(missing) > byes:
            unseated |= missing
    return unseated, seated_withdrawn


def _add_seat_charts(rounds: list[Round]) -> None:
    """A seat chart between wind rounds (MCR's seat exchange), per table (``table.mcr_rows``)."""
    for round_ in rounds:
        for table in round_.tables.all():
            seats = list(table.seats.all())
            if len(seats) == 4:
                chart = seating.mcr_seat_winds(range(4))
                rows = [
                    McrRow(name=seat.player_name, winds=tuple(rnd[i] for rnd in chart))
                    for i, seat in enumerate(seats)
                ]
                setattr(table, _MCR_ROWS, rows)


def repeated_pair_rows(
    rounds: list[seating.Round], names: dict[PlayerKey, str]
) -> list[RepeatedPair]:
    """The pairs meeting more than once, by name, most meetings first."""
    return [
        RepeatedPair(
            names=(names.get(_key(a), str(_key(a)[1])), names.get(_key(b), str(_key(b)[1]))),
            rounds=numbers,
        )
        for (a, b), numbers in seating.repeated_pairs(rounds)
    ]


def _last_seating(event: Event) -> tuple[float | None, bool]:
    """How long the last tournament draw searched (from its audit entry), if known; and
    whether a plan from a file (``seat_plan``) came after it."""
    entry = (
        AuditEntry.objects.filter(event=event, action__in=("seat_draw", "seat_plan"))
        .order_by("-created_at", "-id")
        .values_list("action", "after")
        .first()
    )
    if entry is None:
        return None, False
    action, after = entry
    seconds = (after or {}).get("seconds")
    return (float(seconds) if isinstance(seconds, int | float) else None), action == "seat_plan"


def _layout_byes(n: int, table_policy: str) -> int:
    try:
        return seating.table_layout(n, POLICY.get(table_policy, seating.TablePolicy.AUTO)).byes
    except ValueError:
        return 0
