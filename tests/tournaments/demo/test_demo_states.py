"""The demo shows every lifecycle state truthfully, and seeding it again changes nothing."""

import pytest
from django.core.management import call_command
from django.utils import timezone

from tournaments.clubs.models import Club
from tournaments.events.models import Event, EventStatus, RoundStatus
from tournaments.reports.selectors.trophies import trophy_report

# The demo's rows once for the module (``seed_demo``'s, copied back when this process has
# already run it: tests/demo_snapshot.py); the first test runs the command again on them.
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("demo_rows")]


def statuses() -> dict[str, int]:
    counts: dict[str, int] = {}
    for event in Event.objects.all():
        counts[event.shown_status] = counts.get(event.shown_status, 0) + 1
    return counts


@pytest.mark.slow
def test_the_demo_shows_every_state_and_seeding_again_changes_nothing():
    first = statuses()
    evening = Event.objects.get(slug="demo-evening")
    tournament = Event.objects.get(slug="demo-tournament")
    assert evening.status == EventStatus.FINISHED
    assert tournament.status == EventStatus.IN_PROGRESS
    assert [r.status for r in tournament.rounds.order_by("number")][:2] == [
        RoundStatus.CLOSED,
        RoundStatus.IN_PROGRESS,
    ]
    assert first.get(EventStatus.CANCELLED) == 1
    today = timezone.localdate()
    # nothing in the past still says "planned"; later evenings are upcoming (unless the
    # season's calendar has none left this year)
    assert not Event.objects.filter(status=EventStatus.PLANNED, date__lt=today).exclude(
        pk__in=[e.pk for e in Event.objects.all() if e.not_played]
    )
    assert all(e.shown_status != EventStatus.PLANNED for e in Event.objects.filter(date__lt=today))
    club = Club.objects.get(slug="groene-draak")
    report = trophy_report(season=evening.season)
    assert [w.event_id for w in report.trophy.wins] == [
        e.pk
        for e in club.events.filter(season=evening.season, status=EventStatus.FINISHED)
        .exclude(kind="tournament")
        .order_by("date")
    ]

    call_command("seed_demo", stdout=open("/dev/null", "w"))  # noqa: SIM115
    assert statuses() == first


@pytest.mark.parametrize("slug", ["demo-evening", "demo-tournament"])
def test_the_demo_field_is_everyone_seated_in_round_1(slug):
    """The draw page counts the field and redraws later rounds from it: a demo event whose
    players sit at tables but are not in its field showed "0 players" and could not redraw."""
    from tournaments.play.models import Seat
    from tournaments.seat_draws.services.draws import seat_draw_create

    event = Event.objects.get(slug=slug)
    seated = {
        (s.member_id, s.guest_name)
        for s in Seat.objects.filter(table__round__event=event, table__round__number=1)
    }
    field = {(p.member_id, p.guest_name) for p in event.participants.all()}
    assert field == seated and len(field) >= 16
    if slug == "demo-tournament":  # rounds 3 and 4 are drawn for those 16 players
        seat_draw_create(event=event, seed=7, time_budget=0.5)
        drawn = Seat.objects.filter(table__round__event=event, table__round__number=3)
        assert drawn.count() == 16


def test_the_demo_s_calendar_starts_weeks_ago_not_in_january(client):
    """Every Tuesday of the year since January was a calendar evening nobody played: the
    club page listed 38 of them as "not played" (and offered to cancel them all), though
    the demo club only began its calendar recently. A few stay, to show the state."""
    import datetime

    from django.urls import reverse

    from tournaments.management.commands.seed_demo import CALENDAR_WEEKS_BACK

    today = timezone.localdate()
    start = today - datetime.timedelta(weeks=CALENDAR_WEEKS_BACK)
    not_played = [e for e in Event.objects.filter(kind="club_evening") if e.not_played]
    assert len(not_played) < CALENDAR_WEEKS_BACK  # none in July and August
    assert all(e.date >= start for e in not_played)
    assert not Event.objects.filter(kind="club_evening", date__lt=start).exclude(
        status=EventStatus.FINISHED
    )
    page = client.get(
        reverse("club_detail", kwargs={"slug": "groene-draak"}), headers={"accept-language": "en"}
    ).text
    assert page.count("badge-not_played") == len(not_played)
