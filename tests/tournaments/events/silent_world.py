"""A finished club evening whose last round is silent (docs/silent-rounds.md): two rounds
at one table of four members, the second round's figures unlike any of the first's."""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from django.apps import apps
from django.contrib.auth import get_user_model

from tests.factories import ClubFactory, EventFactory, MemberFactory, RoundFactory, SeasonFactory
from tournaments.clubs.models import Club, Member
from tournaments.events.models import Event, EventStatus
from tournaments.play.models import Hand, Table
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat
from tournaments.reports.selectors.results import event_report


def quick(winner: str, points: dict[str, int]) -> dict:
    return {
        "players": {w: {} for w in "ESWN"},
        "result": {"kind": "win", "winner": winner, "self_drawn": True},
        "quick": {"points": points},
    }


@dataclass
class SilentWorld:
    club: Club
    event: Event
    members: list[Member]
    tables: list[Table]  # one per round
    hidden_hand: Hand  # the silent round's hand
    hidden: set[int]  # figures only the silent round gives (its scores, the full totals)


def silent_world(*, slug: str = "stille-avond", kind: str = "club_evening") -> SilentWorld:
    club = ClubFactory(slug=f"{slug}-club", public_results=True, default_ruleset="nmb")
    season = SeasonFactory(club=club, year=2026)
    event = EventFactory(
        club=club,
        season=season,
        slug=slug,
        kind=kind,
        date=datetime.date(2026, 3, 3),
        ruleset="nmb",
        round_count=2,
        silent_rounds=1,
    )
    members = MemberFactory.create_batch(4, club=club)
    tables = []
    for number, order in ((1, members), (2, [members[2], members[0], members[3], members[1]])):
        round_ = RoundFactory(event=event, number=number)
        tables.append(table_seat(round_=round_, number=1, sitters=order))
    hand_enter(table=tables[0], entry=quick("E", {"E": 24, "S": 8, "W": 10, "N": 6}))
    hidden_hand = hand_enter(table=tables[1], entry=quick("S", {"E": 2, "S": 480, "W": 4, "N": 0}))
    Event.objects.filter(pk=event.pk).update(status=EventStatus.FINISHED)
    event.refresh_from_db()
    return SilentWorld(club, event, members, tables, hidden_hand, hidden_figures(event))


def hidden_figures(event: Event) -> set[int]:
    """The figures a visitor must not see before the reveal: the silent round's seat scores
    and the totals with it, less any the first round alone gives too."""
    full = event_report(event=event, full=True)
    public = event_report(event=event)
    shown = {abs(r.score) for r in public.rows} | {
        abs(s.score) for t in public.tables for s in t.seats
    }
    hidden = {abs(r.score) for r in full.rows} | {
        abs(s.score) for t in full.tables if t.round_number == 2 for s in t.seats
    }
    figures = {f for f in hidden - shown - row_ids() if f >= 100}
    assert len(figures) >= 4, (hidden, shown)  # enough to notice a leak
    return figures


def row_ids() -> set[int]:
    """Every id of the database's rows: pages and the API show them (links, ``"id":``),
    and on PostgreSQL, whose sequences run on through a test process, a member's id can
    equal a hidden score (1002)."""
    ids: set[int] = set()
    for model in apps.get_app_config("tournaments").get_models():
        ids.update(model.objects.values_list("pk", flat=True))
    ids.update(get_user_model().objects.values_list("pk", flat=True))
    return {i for i in ids if isinstance(i, int)}
