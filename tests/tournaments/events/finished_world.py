"""An event with something of every kind to change, and a walker that POSTs to every URL of
the app on it (tests/tournaments/events/test_finished_means_finished.py).

The walker finds the URLs itself (``django.urls`` patterns, recursively) and fills each
URL's arguments from the event's rows; only the POST data of the writes is written out
here (``PAYLOADS``), so that on an event in progress the same POST really changes
something (the control) and on a finished one it is refused for the right reason.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from django.apps import apps
from django.contrib.auth import get_user_model
from django.db import connection, transaction
from django.test import Client
from django.urls import URLPattern, URLResolver, reverse

from tests.factories import EventFactory, MemberFactory
from tests.write_watch import WriteWatch
from tournaments.clubs.models import Club, Member
from tournaments.clubs.services.seasons import season_create
from tournaments.events.models import Event
from tournaments.events.services.event_lifecycle import event_start
from tournaments.events.services.events import event_status_set
from tournaments.events.services.registrations import participant_register
from tournaments.events.services.round_lifecycle import round_close_transition, round_start
from tournaments.penalties.models import Penalty
from tournaments.penalties.reasons import reason_ids
from tournaments.penalties.services.penalties import penalty_give
from tournaments.play.models import Hand, RefereeCall, Table
from tournaments.play.selectors.table_links import seat_code, table_link_path
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.referee_calls import referee_call_make
from tournaments.play.services.tables import table_seat

DRAW = {"result": {"kind": "draw"}}


@dataclass
class World:
    """Round 1 closed with hands at both tables; round 2 in play with a hand and a penalty
    at table 1 and none at table 2; round 3 drawn, not played; a member not seated."""

    club: Club
    event: Event
    admin: Any
    members: list[Member]
    outsider: Member
    penalty: Penalty
    year: int
    tables: dict[tuple[int, int], Table] = field(default_factory=dict)
    referee_calls: list[RefereeCall] = field(default_factory=list)

    def hand(self, round_number: int, table_number: int) -> Hand | None:
        table = self.tables.get((round_number, table_number))
        return table.hands.order_by("number").first() if table is not None else None


def build_world(club: Club, admin: Any, *, status: str) -> World:
    """The event in progress, then set to ``status`` as it is stored (a finished event
    with a round still open is what the old "Seat round 2" left behind: the hardest case)."""
    season = season_create(club=club, year=2026)
    event = EventFactory(club=club, season=season, round_count=3, slug="finished-evening")
    members = MemberFactory.create_batch(9, club=club)
    seated, outsider = members[:8], members[8]
    participant_register(event=event, members=seated)
    tables: dict[tuple[int, int], Table] = {}
    for number in (1, 2, 3):
        round_ = event.rounds.create(number=number)
        for t, group in enumerate((seated[:4], seated[4:]), start=1):
            order = group if number % 2 else list(reversed(group))
            tables[(number, t)] = table_seat(round_=round_, number=t, sitters=order)
    event_start(event=event)
    round_start(round_=tables[(1, 1)].round, actor=admin, confirm_date=True)
    hand_enter(table=tables[(1, 1)], entry=DRAW, entered_by=admin)
    hand_enter(table=tables[(1, 2)], entry=DRAW, entered_by=admin)
    round_close_transition(round_=tables[(1, 1)].round, actor=admin, finish_event=False)
    round_start(round_=tables[(2, 1)].round, actor=admin, confirm_date=True)
    hand_enter(table=tables[(2, 1)], entry=DRAW, entered_by=admin)
    seat = tables[(2, 1)].seats.order_by("position").first()
    assert seat is not None
    penalty = penalty_give(
        table=tables[(2, 1)],
        seat_id=seat.pk,
        points=5,
        reason=reason_ids(event.ruleset)[0],
        actor=admin,
    )
    call = referee_call_make(table=tables[(2, 1)], actor=admin)  # open, for take and resolve
    _registrations(event)
    event.refresh_from_db()
    if status != event.status:
        event_status_set(event=event, status=status)
    return World(
        club=club,
        event=event,
        admin=admin,
        members=seated,
        outsider=outsider,
        penalty=penalty,
        year=season.year,
        tables=tables,
        referee_calls=[call],
    )


def _registrations(event: Event) -> None:
    """Registration open for one place (issue 40): a guest has it, another waits."""
    from tournaments.registration.models import RegistrationSettings
    from tournaments.registration.services.registrations import Details, registration_create

    RegistrationSettings.objects.create(event=event, mode="open", capacity=1)
    for number in (1, 2):
        registration_create(
            event=event, details=Details(name=f"Gast {number}", email=f"g{number}@example.org")
        )


def _waiting(world: World, kw: dict[str, Any]) -> dict[str, Any]:
    """The waiting guest marked paid ("Give a place" is refused: the one place is taken)."""
    waiting = world.event.registrations.filter(status="waiting").first()
    return {"registration": waiting.pk if waiting else 0, "action": "paid"}


# -- the URLs ---------------------------------------------------------------------------

ARG = re.compile(r"<(?:\w+:)?(\w+)>")


@dataclass(frozen=True)
class Route:
    name: str
    route: str

    @property
    def args(self) -> list[str]:
        return ARG.findall(self.route)


#: URL namespaces walked by their own tests: the API (issue 43) takes JSON, not forms, so a
#: form POST would only be refused as the wrong media type; its writes are walked on a
#: finished and a cancelled event in tests/tournaments/api/test_api_hands.py
#: (``test_a_closed_event_refuses_every_write``).
SEPARATE_NAMESPACES = ("api",)


def routes(patterns: Iterable[URLPattern | URLResolver], prefix: str = "") -> Iterator[Route]:
    """Every named URL under ``patterns``, with its full route (includes followed)."""
    for entry in patterns:
        route = prefix + str(entry.pattern)
        if isinstance(entry, URLResolver) and entry.namespace in SEPARATE_NAMESPACES:
            continue
        if isinstance(entry, URLResolver):
            yield from routes(entry.url_patterns, route)
        elif entry.name:
            yield Route(name=entry.name, route=route)


TABLES = [(1, 1), (2, 1), (2, 2), (3, 1)]
"""The (round, table) pairs tried: closed with a hand, in play with a hand and a penalty,
in play without hands, drawn and not played."""


def arg_values(route: Route, world: World) -> dict[str, list[Any]]:
    """The values tried for each URL argument (every combination is POSTed); an argument
    not named here fails the test: a new URL needs its values."""
    participant = world.event.participants.order_by("pk").first()
    assert participant is not None
    of_club = route.route.startswith("clubs/")
    return {
        "slug": [world.club.slug if of_club else world.event.slug],
        "club_slug": [world.club.slug],
        "round_number": [1, 2, 3],
        "number": [1],
        "pk": [world.members[0].pk if of_club else participant.pk],
        "year": [world.year],
        "exporter": ["standings"],
        "fmt": ["csv"],
        "by": ["player"],
        "token": ["not-a-link"],  # the one-time setup, invitation and password links
        "job": ["00000000-0000-4000-8000-000000000044"],  # a print job (GET only: a read)
        "action": ["cancel", "withdraw", "reinstate"],  # a director's registration change
        "call_id": [call.pk for call in world.referee_calls] or [1],  # a referee call
    }


def url_kwargs(route: Route, world: World) -> list[dict[str, Any]]:
    """Every combination of argument values for ``route``."""
    if {"table_id", "token"} <= set(route.args):  # a players' table link (and its actions)
        links = [table_link_path(table=world.tables[rt], event=world.event) for rt in TABLES]
        extra = {"number": [1], "verdict": ["accept", "dispute"]}
        return [
            {
                **dict(zip(("table_id", "token"), link.strip("/").split("/")[1:], strict=True)),
                **dict(zip(names, combination, strict=True)),
            }
            for link in links
            for names in [[a for a in route.args if a not in ("table_id", "token")]]
            for combination in itertools.product(*(extra[a] for a in names))
        ]
    values = arg_values(route, world)
    args = [a for a in route.args if a not in ("round_number", "table_number")]
    missing = [a for a in args if a not in values]
    assert not missing, f"{route.name}: give tests values for the URL arguments {missing}"
    if "table_number" in route.args:
        places = [{"round_number": r, "table_number": t} for r, t in TABLES]
    elif "round_number" in route.args:
        places = [{"round_number": r} for r in values["round_number"]]
    else:
        places = [{}]
    return [
        {**place, **dict(zip(args, combo, strict=True))}
        for place in places
        for combo in itertools.product(*(values[a] for a in args))
    ]


# -- what each write is sent ------------------------------------------------------------

Payload = Callable[[World, dict[str, Any]], dict[str, Any]]


def _hand(world: World, kw: dict[str, Any]) -> dict[str, Any]:
    hand = world.hand(int(kw.get("round_number", 0)), int(kw.get("table_number", 0)))
    return {"hand_id": hand.pk if hand else 0, "version": hand.version if hand else 0}


def _seat(world: World, kw: dict[str, Any]) -> int:
    table = world.tables.get((int(kw.get("round_number", 0)), int(kw.get("table_number", 0))))
    seat = table.seats.order_by("position").first() if table else None
    return seat.pk if seat else 0


def _table_link(world: World, kw: dict[str, Any]) -> dict[str, Any]:
    table = Table.objects.get(pk=kw["table_id"])
    seat = table.seats.order_by("position").first()
    assert seat is not None
    return {"seat": seat.pk, "code": seat_code(seat_id=seat.pk, event=world.event)}


def _swap(world: World, kw: dict[str, Any]) -> dict[str, Any]:
    a, b = world.members[0], world.members[4]  # at different tables in every round
    return {"round": 3, "first": f"m:{a.pk}", "second": f"m:{b.pk}"}


def _seat_swap(world: World, kw: dict[str, Any]) -> dict[str, Any]:
    table = world.tables.get((int(kw.get("round_number", 0)), int(kw.get("table_number", 0))))
    if table is None:
        return {}
    seats = list(table.seats.order_by("position"))  # not the first: it may have a penalty
    return {"first": seats[1].pk, "second": seats[2].pk, "reason": "chairs"}


REASON = {"reason": "a test of finished events", "confirm": "1"}
TEAM_SETTINGS = {"enabled": "on", "size_min": 2, "size_max": 4, "rule": "best", "best_count": 2}

PAYLOADS: dict[str, Payload] = {
    "play_hand_create": lambda w, kw: {"mode": "tiles", "kind": "draw", "number": 1},
    "play_hand_edit": lambda w, kw: {"mode": "tiles", "kind": "draw", **_hand(w, kw), **REASON},
    "play_hand_delete": lambda w, kw: {**_hand(w, kw), **REASON},
    "play_penalty_give": lambda w, kw: {
        "penalty-seat": _seat(w, kw),
        "penalty-points": 5,
        "penalty-reason": reason_ids(w.event.ruleset)[0],
    },
    "play_penalty_cancel": lambda w, kw: {"penalty": w.penalty.pk, "cancel_reason": "wrong"},
    "clock_round_minutes": lambda w, kw: {"minutes": 50},
    "clock_table_extra": lambda w, kw: {"minutes": 7, **REASON},
    "event_substitutes": lambda w, kw: {
        "absent": w.members[4].pk,
        "from_round": 3,
        "substitute": w.outsider.pk,
    },
    "seating_participants": lambda w, kw: {"guests": "Kees Gast"},
    "seating_draw_create": lambda w, kw: {"rounds": 3, "seed": 7},
    "seating_swap": _swap,
    "play_table_seat_swap": _seat_swap,
    "teams_settings": lambda w, kw: TEAM_SETTINGS,
    "table_link": _table_link,
    "registration_register": lambda w, kw: {},
    "registration_settings": lambda w, kw: {"mode": "open", "capacity": 9, "offer_hours": 24},
    "registration_field_action": _waiting,
    "registration_make_players": lambda w, kw: {},
}
"""POST data of the writes (others get ``REASON``): on an event in progress each one
changes something (``test_the_writes_change_an_event_in_progress``)."""


# -- the walk ---------------------------------------------------------------------------


def db_snapshot() -> dict[str, list[tuple[Any, ...]]]:
    """Every row of the app's tables (and the users), to compare before and after."""
    models = [*apps.get_app_config("tournaments").get_models(), get_user_model()]
    return {m._meta.label: list(m.objects.order_by("pk").values_list()) for m in models}


@dataclass(frozen=True)
class Outcome:
    name: str
    url: str
    status: int
    changed: list[str]


def post_everywhere(
    world: World, patterns: Iterable[URLPattern | URLResolver], *, skip: Iterable[str] = ()
) -> list[Outcome]:
    """POST to every URL under ``patterns`` (but ``skip``) as the club admin, each with every
    combination of its arguments; each POST's changes are rolled back after they are
    compared, so the next one sees the same event. Only a POST that executed more than reads
    is read and compared (tests/write_watch.py): one that only read changed nothing."""
    client = Client(raise_request_exception=False)
    client.force_login(world.admin)
    outcomes = []
    skipped = set(skip)
    before = db_snapshot()  # every POST is rolled back: each starts from this state
    for route in routes(patterns):
        if route.name in skipped:
            continue
        for kwargs in url_kwargs(route, world):
            url = reverse(route.name, kwargs=kwargs)
            data = PAYLOADS.get(route.name, lambda w, kw: REASON)(world, kwargs)
            watch = WriteWatch()
            with transaction.atomic():
                with connection.execute_wrapper(watch):
                    response = client.post(url, data)
                after = db_snapshot() if watch.wrote else before
                transaction.set_rollback(True)
            changed = [label for label in before if before[label] != after[label]]
            outcomes.append(Outcome(route.name, url, response.status_code, changed))
    return outcomes
